"""Closing the loop: human verdicts in the store -> a new calibrator version.

Every reviewer verdict is stored as a label beside the machine scores of the attempt it judged
(``Store.decide_review`` / ``Store.add_label``). ``calibrate_from_store`` turns those rows into
the calibration layer's ``LabelData``, fits a :class:`~tinyrag_eval.calibration.Calibrator`,
saves it as the next version under ``calibration.store_dir`` (which the workflow's assessor reads
on every assessment) and registers it in the store.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np

from ..config import Settings, get_settings
from ..schema import Evaluation
from ..store import Store

DEFAULT_FEATURES = ("nli_groundedness", "numeric_consistency", "context_relevancy", "groundedness_similarity")
"""Memo metrics every workflow attempt records (the rubric judge's scores are left out by default:
a small local judge is often invalid, and a calibrator needs its features on every memo)."""


NOT_APPLICABLE_VALUE = {"numeric_consistency": 1.0}
"""A metric that is valid but not applicable (``value`` None, not ``invalid``) gets this value as
a calibration feature: a memo without figures has no unsupported figure. Invalid metrics stay
missing (the calibrator then says it cannot score the memo: uncalibrated, never finalized)."""


def calibration_features(evaluation: Evaluation | None) -> dict[str, float | None]:
    """The machine scores the workflow's calibrators read (``Evaluation.scores`` with the
    not-applicable rule above)."""
    return evaluation.scores(not_applicable=NOT_APPLICABLE_VALUE) if evaluation is not None else {}


def label_data_from_store(store: Store, features: list[str] | tuple[str, ...] = DEFAULT_FEATURES,
                          missing: str = "impute") -> Any:
    """The store's human labels as ``LabelData`` (one row per label; ``lines`` = label ids)."""
    from ..calibration import LabelData

    rows = store.labels()
    if not rows:
        raise ValueError("the store holds no human labels yet: decide some review items first (`tinyrag queue`)")
    feats = []
    for r in rows:  # the attempt's evaluation when it is there (exact), else the label's snapshot
        ev = store.get_attempt(r.attempt_id).evaluation
        feats.append(calibration_features(ev) if ev is not None else r.features)
    values = np.array([[math.nan if f_.get(f) is None else float(f_[f]) for f in features]
                       for f_ in feats], dtype=float).reshape(len(rows), len(features))
    problems: list[tuple[int, str]] = []
    if missing == "skip":
        keep = ~np.isnan(values).any(axis=1)
        problems = [(rows[i].id, "missing feature value") for i in np.where(~keep)[0]]
        rows = [r for r, k in zip(rows, keep, strict=True) if k]
        values = values[keep]
    return LabelData(features=list(features), values=values, labels=[r.label for r in rows],
                     lines=[r.id for r in rows], groups=None, problems=problems, missing=missing)  # type: ignore[arg-type]


def calibrate_from_store(store: Store, settings: Settings | None = None, *, root: Path | None = None,
                         features: list[str] | tuple[str, ...] = DEFAULT_FEATURES, missing: str = "impute",
                         **fit_kwargs: Any) -> tuple[Any, Path]:
    """Fit, save (next version under ``root``, default ``calibration.store_dir``) and register a
    calibrator from the store's labels. Returns ``(calibrator, folder)``."""
    from ..calibration import Calibrator, save_version

    s = settings or get_settings()
    cs = s.calibration
    data = label_data_from_store(store, features, missing)
    kwargs: dict[str, Any] = {"alpha": cs.alpha, "epsilon": cs.epsilon, "delta": cs.delta,
                              "calibration_fraction": cs.calibration_fraction, "seed": s.seed,
                              "label_scheme": "binary", "source": f"store {store.url}"}
    kwargs.update(fit_kwargs)
    cal = Calibrator.fit(data, **kwargs)
    folder = save_version(cal, root or cs.store_dir)
    meta = cal.metadata
    store.register_calibrator(meta["version"] + "@" + str(Path(folder).resolve()), folder, {
        "version": meta["version"], "n": meta["n"], "features": meta["features"], "alpha": meta["alpha"],
        "finalize_threshold": meta["finalize_threshold"], "data_hash": meta["data_hash"], "source": "store labels"})
    return cal, folder
