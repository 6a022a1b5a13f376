"""Two calibrator set versions side by side on the store's reviewer labels.

For each criterion, both sets' P(passes) on every labelled memo, scored against the reviewer's
verdict (approved = passes): balanced accuracy at P >= 0.5, ROC AUC and Brier score, each with a
paired bootstrap interval (the same resampled memos for both sets), and the interval of the
difference. Labels given before a calibrator was fitted may be the ones it was fitted on, which
flatters it: ``new_labels_only`` keeps the labels given after both sets' calibrators were fitted.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from ..config import Settings
from ..store import Store

METRICS = ("balanced_accuracy", "auc", "brier")
LOWER_IS_BETTER = {"brier"}


class MetricComparison(BaseModel):
    metric: str
    a: float | None
    b: float | None
    a_interval: tuple[float, float] | None = None
    b_interval: tuple[float, float] | None = None
    difference: float | None = Field(None, description="a - b")
    difference_interval: tuple[float, float] | None = None
    verdict: str = Field("", description="a better / b better / no clear difference")


class CriterionComparison(BaseModel):
    criterion: str
    a_version: str
    b_version: str
    n: int
    passes: int
    fails: int
    metrics: list[MetricComparison] = Field(default_factory=list)
    note: str = ""


class SetComparison(BaseModel):
    a: str
    b: str
    labels: int
    new_labels_only: bool
    confidence: float
    resamples: int
    criteria: list[CriterionComparison]
    note: str = ("P values of both versions on the same reviewer labels (approved = passes); labels a version was "
                 "fitted on flatter it (--new-labels-only keeps only labels given after both were fitted)")


def _metric(name: str, y: np.ndarray, p: np.ndarray) -> float | None:
    if name == "brier":
        return float(np.mean((p - y) ** 2))
    if y.min() == y.max():
        return None
    if name == "auc":
        from sklearn.metrics import roc_auc_score

        return float(roc_auc_score(y, p))
    pred = p >= 0.5
    return float(np.mean([np.mean(pred[y == 1]), np.mean(~pred[y == 0])]))


def _compare_metric(name: str, y: np.ndarray, pa: np.ndarray, pb: np.ndarray, idx: np.ndarray,
                    confidence: float) -> MetricComparison:
    a, b = _metric(name, y, pa), _metric(name, y, pb)
    sa, sb, sd = [], [], []
    for rows in idx:
        ma, mb = _metric(name, y[rows], pa[rows]), _metric(name, y[rows], pb[rows])
        if ma is not None and mb is not None:
            sa.append(ma)
            sb.append(mb)
            sd.append(ma - mb)
    lo, hi = 100 * (1 - confidence) / 2, 100 * (1 + confidence) / 2

    def ci(v: list[float]) -> tuple[float, float] | None:
        return (round(float(np.percentile(v, lo)), 4), round(float(np.percentile(v, hi)), 4)) if v else None

    d = ci(sd)
    verdict = "no clear difference"
    if d is not None and (d[0] > 0 or d[1] < 0):
        a_higher = d[0] > 0
        verdict = "a better" if a_higher != (name in LOWER_IS_BETTER) else "b better"
    return MetricComparison(metric=name, a=None if a is None else round(a, 4), b=None if b is None else round(b, 4),
                            a_interval=ci(sa), b_interval=ci(sb),
                            difference=None if a is None or b is None else round(a - b, 4),
                            difference_interval=d, verdict=verdict if d is not None else "not computable")


def _fitted_at(cal: Any) -> datetime | None:
    from .certify import label_source

    if label_source(cal) == "shipped":
        return None  # fitted on public data, never on this store's labels
    try:
        return datetime.fromisoformat(str(cal.metadata.get("fitted_at")))
    except ValueError:
        return None


def compare_sets(store: Store, settings: Settings, a_id: str, b_id: str, *, root: Path | None = None,
                 criteria: list[str] | None = None, new_labels_only: bool = False, resamples: int = 1000,
                 confidence: float = 0.95) -> SetComparison:
    """Calibrator set ``a_id`` against ``b_id`` (ids from ``tinyrag calibration list``) on the
    store's labels (module docstring)."""
    from .assessor import CriteriaAssessor
    from .from_store import memo_features
    from .versions import load_set

    root = Path(root or settings.calibration.store_dir)
    sets = {k: load_set(root, i) for k, i in (("a", a_id), ("b", b_id))}
    rows = store.labels()
    if not rows:
        raise ValueError("the store holds no reviewer labels to compare on: decide some review items first "
                         "(`tinyrag queue`)")
    attempts = {r.attempt_id: store.get_attempt(r.attempt_id) for r in rows}
    rng = np.random.default_rng(settings.seed)
    out: list[CriterionComparison] = []
    for c in criteria or list(settings.agent.criteria):
        cals = {}
        for k, s in sets.items():  # an assessor each: its cache holds one calibrator per criterion
            cals[k], _ = CriteriaAssessor(settings, root=root).calibrator(c, s)
        if any(cal is None for cal in cals.values()):
            out.append(CriterionComparison(criterion=c, a_version="none", b_version="none", n=0, passes=0, fails=0,
                                           note=f"{c}: a calibrator is missing in one of the versions"))
            continue
        names = list(dict.fromkeys(n for cal in cals.values() for n in cal.spec.names))
        since = [t for t in (_fitted_at(cal) for cal in cals.values()) if t is not None]
        y, pa, pb = [], [], []
        skipped = 0
        for r in rows:
            if new_labels_only and since and not r.created_at.replace(tzinfo=since[0].tzinfo) > max(since):
                continue
            att = attempts[r.attempt_id]
            feats = (memo_features(names, att.evaluation, att.memo, settings) if att.evaluation is not None
                     else dict(r.features))
            try:
                p = {k: float(cal.predict_proba([{n: feats.get(n) for n in cal.spec.names}])[0, 1])
                     for k, cal in cals.items()}
            except ValueError:
                skipped += 1
                continue
            y.append(int(r.label_for(c)))  # the reviewer's verdict on this criterion when given
            pa.append(p["a"])
            pb.append(p["b"])
        ya, a_arr, b_arr = np.array(y), np.array(pa), np.array(pb)
        row = CriterionComparison(criterion=c, a_version=str(cals["a"].metadata.get("version")),
                                  b_version=str(cals["b"].metadata.get("version")), n=len(y),
                                  passes=int(ya.sum()) if len(y) else 0, fails=int(len(y) - ya.sum()) if len(y) else 0,
                                  note=f"{skipped} label(s) left out: a version cannot score them" if skipped else "")
        if len(y) >= 2:
            idx = rng.integers(0, len(y), size=(resamples, len(y)))
            row.metrics = [_compare_metric(m, ya, a_arr, b_arr, idx, confidence) for m in METRICS]
        else:
            row.note = (row.note + "; " if row.note else "") + "fewer than 2 labels to compare on"
        out.append(row)
    return SetComparison(a=a_id, b=b_id, labels=len(rows), new_labels_only=new_labels_only, confidence=confidence,
                         resamples=resamples, criteria=out)
