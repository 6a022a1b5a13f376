"""One JSONL reader for every input file of the CLI (queries, memos, pairs, label files, tests,
validation results): each non-empty line is a JSON object or a numbered problem, so the caller
decides whether a bad line is an error (raise naming it) or a reported skip -- never a silent drop."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def iter_jsonl(path: Path | str) -> Iterator[tuple[int, dict[str, Any] | None, str]]:
    """(line number, object or None, problem) for every non-empty line of ``path``.

    Raises FileNotFoundError for a missing file; a ``.gz`` file is read through gzip. ``problem``
    is ``invalid JSON: ...`` or ``not a JSON object`` when the object is None, else ''."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such file")
    with (gzip.open(path, "rt", encoding="utf-8") if path.suffix == ".gz" else path.open(encoding="utf-8")) as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                yield n, None, f"invalid JSON: {exc.msg} (column {exc.colno})"
                continue
            if not isinstance(row, dict):
                yield n, None, "not a JSON object"
                continue
            yield n, row, ""


def read_jsonl_strict(path: Path | str, error: type[Exception] = ValueError) -> list[tuple[int, dict[str, Any]]]:
    """(line number, object) of every line; the first bad line raises ``error`` naming it."""
    rows = []
    for n, row, problem in iter_jsonl(path):
        if row is None:
            raise error(f"{path}:{n}: {problem}")
        rows.append((n, row))
    return rows
