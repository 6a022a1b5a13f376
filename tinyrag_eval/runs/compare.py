"""Run-vs-run comparison with paired statistics (`tinyrag runs compare A B`).

Items are matched by id. For every metric (and calibrated probability ``P(criterion)``) over
the matched items that have a value in both runs:

- the mean difference B - A with a paired bootstrap interval (``scipy.stats.bootstrap`` on the
  pairs, BCa; percentile when BCa is undefined; seeded);
- a two-sided paired permutation test (``scipy.stats.permutation_test``,
  ``permutation_type="samples"``: the two values of an item are swapped at random; exact when
  2^n is at most the number of resamples) and, because several metrics are tested at once, the
  Holm-adjusted p-value (family-wise error over the metrics of one comparison);
- how many matched items have no value in A or B, invalid or not applicable, counted, never
  turned into numbers.

Also: pass/fail flips in both directions, the items that changed most (in units of the metric's
standard deviation over both runs, so that a 1-5 judge score and a 0-1 metric rank alike), and
warnings when the runs differ in kind, models, configuration or data.
"""

from __future__ import annotations

import math
import warnings
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from ..store.evalruns import EvalRunItem, EvalRunRecord

DEFAULT_RESAMPLES = 9999
DEFAULT_CONFIDENCE = 0.95
DEFAULT_SEED = 0
DEFAULT_TOP = 5
IDS_SHOWN = 20


class MetricDiff(BaseModel):
    metric: str
    n: int = Field(description="matched items with a value in both runs")
    mean_a: float | None = None
    mean_b: float | None = None
    diff: float | None = Field(None, description="mean of B - A over the n pairs")
    ci_low: float | None = None
    ci_high: float | None = None
    ci_method: str | None = None
    p_value: float | None = Field(None, description="two-sided paired permutation test")
    p_holm: float | None = Field(None, description="Holm-adjusted over the metrics of this comparison")
    invalid_a: int = 0
    invalid_b: int = 0
    not_applicable_a: int = 0
    not_applicable_b: int = 0
    absent_a: int = Field(0, description="matched items where A did not compute this metric")
    absent_b: int = 0
    note: str = ""


class ItemChange(BaseModel):
    id: str
    metric: str
    a: float | None
    b: float | None
    delta: float | None = None
    z: float | None = Field(None, description="|delta| in standard deviations of the metric over both runs")


class RunSide(BaseModel):
    id: str
    kind: str
    created_at: str
    n_items: int
    data_hash: str


class RunComparison(BaseModel):
    a: RunSide
    b: RunSide
    matched: int
    only_a: int
    only_b: int
    only_a_ids: list[str] = Field(default_factory=list)
    only_b_ids: list[str] = Field(default_factory=list)
    errors_a: int = Field(0, description="matched items A could not evaluate")
    errors_b: int = 0
    metrics: list[MetricDiff] = Field(default_factory=list)
    pass_to_fail: list[str] = Field(default_factory=list)
    fail_to_pass: list[str] = Field(default_factory=list)
    passed_both: int = 0
    failed_both: int = 0
    changed_most: list[ItemChange] = Field(default_factory=list)
    became_invalid: list[ItemChange] = Field(default_factory=list, description="a value in A, none in B")
    became_valid: list[ItemChange] = Field(default_factory=list, description="none in A, a value in B")
    warnings: list[str] = Field(default_factory=list)
    confidence: float = DEFAULT_CONFIDENCE
    n_resamples: int = DEFAULT_RESAMPLES
    seed: int = DEFAULT_SEED


# --------------------------------------------------------------------------- statistics


def holm(p_values: list[float | None]) -> list[float | None]:
    """Holm's step-down adjustment (None stays None): the k-th smallest of m p-values becomes
    max over j <= k of min(1, (m - j + 1) p_(j))."""
    idx = sorted((i for i, p in enumerate(p_values) if p is not None), key=lambda i: p_values[i])  # type: ignore[arg-type,return-value]
    m = len(idx)
    out: list[float | None] = [None] * len(p_values)
    running = 0.0
    for rank, i in enumerate(idx):
        running = max(running, min(1.0, (m - rank) * float(p_values[i])))  # type: ignore[arg-type]
        out[i] = running
    return out


def _mean_diff(a: np.ndarray, b: np.ndarray, axis: int = -1) -> np.ndarray:
    return np.mean(b - a, axis=axis)


def paired_bootstrap(a: np.ndarray, b: np.ndarray, *, confidence: float = DEFAULT_CONFIDENCE,
                     n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED) -> tuple[float, float, str]:
    """Interval for mean(B - A), resampling the pairs (BCa; percentile when BCa is undefined);
    a point when every difference is the same."""
    from scipy.stats import bootstrap

    d = b - a
    if np.ptp(d) == 0:
        return float(d[0]), float(d[0]), "exact (every difference is equal)"
    for method in ("BCa", "percentile"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            res = bootstrap((a, b), _mean_diff, paired=True, vectorized=True, n_resamples=n_resamples,
                            confidence_level=confidence, method=method, batch=1000,
                            random_state=np.random.default_rng(seed))
        lo, hi = float(res.confidence_interval.low), float(res.confidence_interval.high)
        if math.isfinite(lo) and math.isfinite(hi):
            return lo, hi, f"paired bootstrap ({method}, {n_resamples} resamples, seed {seed})"
    raise RuntimeError("the bootstrap interval is undefined")  # pragma: no cover - percentile is always finite


def paired_permutation_p(a: np.ndarray, b: np.ndarray, *, n_resamples: int = DEFAULT_RESAMPLES,
                         seed: int = DEFAULT_SEED) -> float:
    """Two-sided p-value of H0 "A and B are exchangeable within each item" for mean(B - A)."""
    from scipy.stats import permutation_test

    if not np.any(b - a):
        return 1.0
    res = permutation_test((a, b), _mean_diff, permutation_type="samples", vectorized=True,
                           n_resamples=n_resamples, alternative="two-sided", batch=1000,
                           random_state=np.random.default_rng(seed))
    return float(min(1.0, res.pvalue))


# --------------------------------------------------------------------------- comparison


def _side(r: EvalRunRecord) -> RunSide:
    return RunSide(id=r.id, kind=r.kind, created_at=r.created_at.isoformat(timespec="seconds"),
                   n_items=r.n_items, data_hash=r.data_hash)


def _flat(d: Any, prefix: str = "") -> dict[str, Any]:
    if not isinstance(d, dict):
        return {prefix: d}
    out: dict[str, Any] = {}
    for k, v in d.items():
        out.update(_flat(v, f"{prefix}.{k}" if prefix else str(k)))
    return out


def _differences(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    fa, fb = _flat(a), _flat(b)
    return sorted(k for k in set(fa) | set(fb) if fa.get(k) != fb.get(k))


def provenance_warnings(a: EvalRunRecord, b: EvalRunRecord) -> list[str]:
    """Why the two runs may not be comparable: kind, models, configuration, data."""
    out = []
    if a.kind != b.kind:
        out.append(f"the runs are of different kinds ({a.kind} vs {b.kind})")
    roles = sorted(r for r in set(a.models) | set(b.models) if a.models.get(r) != b.models.get(r))
    if roles:
        parts = []
        for r in roles:
            va, vb = a.models.get(r), b.models.get(r)
            name_a = va.get("name", va) if isinstance(va, dict) else va
            name_b = vb.get("name", vb) if isinstance(vb, dict) else vb
            parts.append(f"{r}: {name_a} vs {name_b}" if name_a != name_b else f"{r}: {name_a} (another version)")
        out.append("DIFFERENT MODELS: " + "; ".join(parts))
    keys = _differences(a.config, b.config)
    if keys:
        out.append("different configuration: " + ", ".join(keys[:8]) + (f" (+{len(keys) - 8} more)" if len(keys) > 8 else ""))
    if a.data_hash != b.data_hash:
        out.append(f"DIFFERENT DATA: input hash {a.data_hash[:19] or '(none)'} vs {b.data_hash[:19] or '(none)'}")
    return out


def _status(item: EvalRunItem, metric: str) -> str:
    """ok | invalid | not_applicable | absent for one item's metric."""
    values = item.values()
    if metric not in values and metric not in item.invalid and metric not in item.not_applicable:
        return "absent"
    v = values.get(metric)
    if v is not None and math.isfinite(v):
        return "ok"
    return "not_applicable" if metric in item.not_applicable else "invalid"


def compare_runs(run_a: EvalRunRecord, items_a: list[EvalRunItem], run_b: EvalRunRecord,
                 items_b: list[EvalRunItem], *, confidence: float = DEFAULT_CONFIDENCE,
                 n_resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED,
                 top: int = DEFAULT_TOP) -> RunComparison:
    """Compare run B with run A item by item (module docstring)."""
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, got {confidence}")
    if n_resamples < 99:
        raise ValueError(f"use at least 99 resamples, got {n_resamples}")
    by_a = {it.id: it for it in items_a}
    by_b = {it.id: it for it in items_b}
    common = [i for i in by_a if i in by_b]
    only_a = [i for i in by_a if i not in by_b]
    only_b = [i for i in by_b if i not in by_a]
    out = RunComparison(a=_side(run_a), b=_side(run_b), matched=len(common), only_a=len(only_a),
                        only_b=len(only_b), only_a_ids=only_a[:IDS_SHOWN], only_b_ids=only_b[:IDS_SHOWN],
                        errors_a=sum(1 for i in common if by_a[i].error),
                        errors_b=sum(1 for i in common if by_b[i].error),
                        confidence=confidence, n_resamples=n_resamples, seed=seed,
                        warnings=provenance_warnings(run_a, run_b))
    if not common:
        out.warnings.append("the runs have no item in common (items are matched by id)")
    elif only_a or only_b:
        out.warnings.append(f"{len(only_a)} item(s) only in A and {len(only_b)} only in B are left out")

    names: dict[str, None] = {}
    for i in common:
        for it in (by_a[i], by_b[i]):
            names.update(dict.fromkeys([*it.values(), *it.invalid, *it.not_applicable]))
    changes: list[ItemChange] = []
    for metric in names:
        d = MetricDiff(metric=metric, n=0)
        pairs: list[tuple[str, float, float]] = []
        for i in common:
            sa, sb = _status(by_a[i], metric), _status(by_b[i], metric)
            for side, st in (("a", sa), ("b", sb)):
                if st != "ok":
                    setattr(d, f"{st}_{side}", getattr(d, f"{st}_{side}") + 1)
            va, vb = by_a[i].values().get(metric), by_b[i].values().get(metric)
            if sa == "ok" and sb == "ok":
                pairs.append((i, float(va), float(vb)))  # type: ignore[arg-type]
            elif sa == "ok" and sb in ("invalid", "not_applicable"):
                out.became_invalid.append(ItemChange(id=i, metric=metric, a=va, b=None))
            elif sb == "ok" and sa in ("invalid", "not_applicable"):
                out.became_valid.append(ItemChange(id=i, metric=metric, a=None, b=vb))
        d.n = len(pairs)
        if pairs:
            a = np.array([p[1] for p in pairs])
            b = np.array([p[2] for p in pairs])
            d.mean_a, d.mean_b, d.diff = float(a.mean()), float(b.mean()), float((b - a).mean())
            if len(pairs) >= 2:
                d.ci_low, d.ci_high, d.ci_method = paired_bootstrap(a, b, confidence=confidence,
                                                                    n_resamples=n_resamples, seed=seed)
                d.p_value = paired_permutation_p(a, b, n_resamples=n_resamples, seed=seed)
            else:
                d.note = "one pair: no interval or test"
            sd = float(np.std(np.concatenate([a, b])))
            for (i, va_, vb_) in pairs:
                if vb_ != va_:
                    changes.append(ItemChange(id=i, metric=metric, a=va_, b=vb_, delta=vb_ - va_,
                                              z=abs(vb_ - va_) / sd if sd > 0 else None))
        else:
            d.note = "no matched item has a value in both runs"
        out.metrics.append(d)
    for d, p in zip(out.metrics, holm([d.p_value for d in out.metrics]), strict=True):
        d.p_holm = p

    best: dict[str, ItemChange] = {}
    for c in changes:  # each item once, by its largest change
        key = c.z if c.z is not None else 0.0
        old = best.get(c.id)
        if old is None or key > (old.z or 0.0):
            best[c.id] = c
    out.changed_most = sorted(best.values(), key=lambda c: (-(c.z or 0.0), c.id))[:top]
    out.became_invalid = out.became_invalid[:IDS_SHOWN]
    out.became_valid = out.became_valid[:IDS_SHOWN]

    for i in common:
        pa, pb = by_a[i].passed, by_b[i].passed
        if pa is None or pb is None:
            continue
        if pa and not pb:
            out.pass_to_fail.append(i)
        elif pb and not pa:
            out.fail_to_pass.append(i)
        elif pa:
            out.passed_both += 1
        else:
            out.failed_both += 1
    return out
