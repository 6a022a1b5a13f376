"""Label files for calibration: JSONL rows of machine scores plus a human label.

Every non-empty line is either a usable row or a reported problem with its line number; nothing
is dropped silently. Missing feature values (absent key or null) follow an explicit policy:

- ``skip``: the row is left out of fitting and reported as skipped (with its line number);
- ``impute``: the value is filled with the fit split's median and a ``<feature>_missing``
  indicator feature is added (only for features that have missing values);
- ``error``: any missing value is a user error.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from ..jsonl import iter_jsonl

MissingPolicy = Literal["skip", "impute", "error"]
MISSING_POLICIES = ("skip", "impute", "error")


@dataclass
class LabelData:
    """Parsed label file: ``values`` (n, d) with NaN for missing, raw labels, problems by line."""

    features: list[str]
    values: np.ndarray
    labels: list[Any]
    lines: list[int]
    groups: list[Any] | None
    problems: list[tuple[int, str]] = field(default_factory=list)
    missing: MissingPolicy = "skip"

    def data_hash(self) -> str:
        """sha256 of the rows used (features, label, group) in canonical JSON."""
        h = hashlib.sha256()
        for i in range(len(self.labels)):
            row = [None if math.isnan(v) else v for v in self.values[i].tolist()]
            h.update(json.dumps([row, self.labels[i], None if self.groups is None else self.groups[i]],
                                sort_keys=True, default=str).encode())
        return h.hexdigest()


def _number(v: Any) -> float | None | str:
    """A float, None for missing, or an error string."""
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int | float):
        return f"is not a number ({json.dumps(v)[:40]})"
    if not math.isfinite(v):
        return None
    return float(v)


def read_label_file(path: Path, features: list[str], label_field: str = "label",
                    group_field: str | None = None, missing: MissingPolicy = "skip") -> LabelData:
    """Read a JSONL label file. Raises ValueError for user errors (missing file, no usable row,
    unknown feature names, a missing value under ``missing='error'``)."""
    if missing not in MISSING_POLICIES:
        raise ValueError(f"missing must be one of {', '.join(MISSING_POLICIES)}, got {missing!r}")
    if not features:
        raise ValueError("no features given (e.g. --features nli_mean,similarity_min)")
    if len(set(features)) != len(features):
        raise ValueError(f"duplicate feature names in {features}")
    path = Path(path)
    vals: list[list[float]] = []
    labels: list[Any] = []
    lines: list[int] = []
    groups: list[Any] = []
    problems: list[tuple[int, str]] = []
    seen_keys: set[str] = set()
    for n, row, problem in iter_jsonl(path):
        if row is None:
            problems.append((n, problem))
            continue
        seen_keys.update(row)
        label = row.get(label_field)
        if label is None:
            problems.append((n, f"no label ({label_field!r} missing or null)"))
            continue
        if isinstance(label, float) and label.is_integer():
            label = int(label)
        if not isinstance(label, bool | int | str):
            problems.append((n, f"label {json.dumps(label)[:40]} is not an integer or a string"))
            continue
        if group_field is not None and row.get(group_field) is None:
            problems.append((n, f"no group ({group_field!r} missing or null)"))
            continue
        rec: list[float] = []
        err = ""
        absent: list[str] = []
        for f in features:
            v = _number(row.get(f))
            if isinstance(v, str):
                err = f"feature {f!r} {v}"
                break
            if v is None:
                absent.append(f)
            rec.append(math.nan if v is None else v)
        if err:
            problems.append((n, err))
            continue
        if absent and missing == "error":
            raise ValueError(f"{path}:{n}: missing value for {', '.join(absent)} "
                             "(use --missing skip or --missing impute)")
        if absent and missing == "skip":
            problems.append((n, f"skipped: missing value for {', '.join(absent)}"))
            continue
        vals.append(rec)
        labels.append(int(label) if isinstance(label, bool) else label)
        lines.append(n)
        if group_field is not None:
            groups.append(row[group_field])
    unknown = [f for f in features if f not in seen_keys]
    if unknown and seen_keys:
        raise ValueError(f"{path}: feature(s) {unknown} appear in no row; columns present: "
                         f"{sorted(seen_keys)[:20]}")
    if not labels:
        detail = f"; first problem: line {problems[0][0]}: {problems[0][1]}" if problems else ""
        raise ValueError(f"{path}: no usable rows{detail}")
    return LabelData(list(features), np.array(vals, dtype=float).reshape(len(vals), len(features)),
                     labels, lines, groups if group_field is not None else None, problems, missing)
