"""The certified cascade on the store's labels (``tinyrag calibrate --from-store --criterion all``)
and at run time (the assessor and the Decide step).

- ``stage_inputs(calibrators, rows)``: stage 1's score on labelled feature rows (the smallest
  criterion probability) and its reject mask (a criterion's conformal set is {fails}, or a
  criterion cannot be scored): the memos the policy regenerates or escalates without asking a
  later stage;
- ``verifier_score(attempt)``: the LLM verifier's score recorded on an attempt (its decision's
  cascade details, else an ``llm_verifier`` metric of its evaluation), None when there is none;
- ``cascade_from_store(store, settings, calibrators)``: the cascade certified on the labels that
  conformalized every calibrator (the joint risk control's rows), with the verifier's scores where
  the labelled attempts carry one (a stage with too few is skipped, recorded);
- ``save_cascade`` / ``load_cascade``: ``cascade.json`` beside ``joint_risk.json``, valid only for
  the calibrator versions it was certified with.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .cascade import CascadeResult, certify_cascade
from .versions import load_versioned, save_versioned

CASCADE_FILE = "cascade.json"
OFFLINE, VERIFIER = "offline", "llm_verifier"


def stage_inputs(calibrators: Mapping[str, Any], rows: Sequence[Mapping[str, float | None]]
                 ) -> tuple[np.ndarray, np.ndarray]:
    """(stage-1 scores (n,), rejected (n,)) of labelled feature rows under ``calibrators``."""
    n = len(rows)
    probs, rejected = [], np.zeros(n, dtype=bool)
    for cal in calibrators.values():
        try:  # the whole batch at once; row by row only when some row cannot be scored
            p = cal.predict_proba([dict(r) for r in rows])[:, 1].astype(float)
            sets = cal.predict_set([dict(r) for r in rows])
            rejected |= sets[:, 0].astype(bool) & ~sets[:, 1].astype(bool)  # the set is {fails}
        except ValueError:
            p = np.full(n, np.nan)
            for i, row in enumerate(rows):  # a row the calibrator cannot score is NaN, not an error
                try:
                    p[i] = float(cal.predict_proba([dict(row)])[0, 1])
                    s = cal.predict_set([dict(row)])[0]
                    rejected[i] |= bool(s[0]) and not bool(s[1])
                except ValueError:
                    rejected[i] = True
        probs.append(p)
    score = np.min(np.column_stack(probs), axis=1) if probs else np.full(n, np.nan)
    rejected |= np.isnan(score)
    return score, rejected


def verifier_score(attempt: Any) -> float | None:
    """The LLM verifier's memo score recorded on ``attempt``, if any."""
    dec = getattr(attempt, "decision", None)
    if dec is not None:
        v = (dec.details or {}).get("cascade", {}).get("scores", {}).get(VERIFIER)
        if isinstance(v, int | float) and math.isfinite(v):
            return float(v)
    ev = getattr(attempt, "evaluation", None)
    m = ev.valid_metric(VERIFIER) if ev is not None else None
    return float(m.value) if m is not None and m.value is not None else None


def _stage_data(store: Any, settings: Any, calibrators: Mapping[str, Any], shared: set[Any]
                ) -> tuple[list[Any], list[dict[str, float | None]], np.ndarray, np.ndarray]:
    """(labels, their feature rows, verifier scores (NaN where none), safety flags) of the store's
    labels in ``shared``, each labelled attempt read once."""
    from ..feedback import safety_flags
    from .from_store import memo_features

    labels = [r for r in store.labels() if r.id in shared]
    names = list(dict.fromkeys(n for cal in calibrators.values() for n in cal.spec.names))
    rows, s2, flags = [], [], []
    for r in labels:
        att = store.get_attempt(r.attempt_id)
        rows.append(memo_features(names, att.evaluation, att.memo, settings) if att.evaluation is not None
                    else dict(r.features))
        v = verifier_score(att)
        s2.append(np.nan if v is None else v)
        flags.append(bool(safety_flags(att.evaluation)) if att.evaluation is not None else False)
    return labels, rows, np.array(s2, dtype=float), np.array(flags, dtype=bool)


def _certify(settings: Any, calibrators: Mapping[str, Any], labels: list[Any], rows: list[dict[str, float | None]],
             s2: np.ndarray, flags: np.ndarray) -> CascadeResult:
    s1, rejected = stage_inputs(calibrators, rows)
    cs = settings.calibration
    return certify_cascade({OFFLINE: s1, VERIFIER: s2}, [r.label for r in labels], epsilon=cs.epsilon,
                           delta=cs.delta, rejected={OFFLINE: rejected | flags}, seed=settings.seed)


def cascade_from_store(store: Any, settings: Any, calibrators: Mapping[str, Any]) -> CascadeResult:
    """The cascade (offline calibrated criteria -> LLM verifier -> person) certified on the store's
    labels that conformalized every calibrator, at ``calibration.epsilon`` / ``delta``."""
    from .fit_criteria import shared_calibration_ids

    data = _stage_data(store, settings, calibrators, shared_calibration_ids(calibrators))
    if not data[0]:
        raise ValueError("no store label conformalized every criterion's calibrator: refit them together "
                         "(`tinyrag calibrate --from-store --criterion all`)")
    return _certify(settings, calibrators, *data)


def save_cascade(root: Path, result: CascadeResult, versions: dict[str, str]) -> Path:
    return save_versioned(Path(root) / CASCADE_FILE, result, versions)


def load_cascade(root: Path, versions: dict[str, str]) -> CascadeResult | None:
    """The saved cascade when it was certified for exactly these calibrator versions, else None."""
    return load_versioned(Path(root) / CASCADE_FILE, CascadeResult, versions)


def fit_and_save(store: Any, settings: Any, calibrators: Mapping[str, Any], root: Path) -> tuple[CascadeResult | None, Path | None]:
    """What the CLI calls after the joint risk control: the cascade when some labelled attempt
    carries a verifier score (else (None, None): nothing to fit for stage 2), saved beside it."""
    labels, rows, s2, flags = _stage_data(store, settings, calibrators, shared_calibration_ids_safe(calibrators))
    if not labels or np.isnan(s2).all():
        return None, None
    res = _certify(settings, calibrators, labels, rows, s2, flags)
    return res, save_cascade(root, res, {c: str(cal.metadata.get("version")) for c, cal in calibrators.items()})


def shared_calibration_ids_safe(calibrators: Mapping[str, Any]) -> set[Any]:
    from .fit_criteria import shared_calibration_ids

    try:
        return shared_calibration_ids(calibrators)
    except ValueError:
        return set()


def stage_rows(result: CascadeResult) -> list[dict[str, Any]]:
    """One row per stage for ``tinyrag calibration status``: threshold, guarantee, expected automation."""
    out = []
    for s in result.stages:
        out.append({"stage": s.name, "threshold": s.threshold, "skipped": s.skipped,
                    "guarantee": (f"finalized over all stages fail <= {result.epsilon:g} w.p. >= {1 - result.delta:g}"
                                  if result.certified and not s.skipped else "none"),
                    "expected_automation": round(s.automation_rate, 4), "n_scored": s.n_scored,
                    "reason": s.reason})
    out.append({"stage": "person", "threshold": None, "skipped": False, "guarantee": "human review",
                "expected_automation": round(1 - result.automation_rate, 4) if result.certified else 1.0,
                "n_scored": result.n_labels, "reason": "every memo no stage finalizes"})
    return out


def fit_for_set(store: Any, settings: Any, outcome: Any, root: Path) -> tuple[CascadeResult | None, Path | None]:
    """After ``from_store.fit_from_store`` fitted a calibrator set (two criteria or more): the
    cascade over its calibrators, saved in the set's folder beside its joint risk control (only
    when labelled attempts carry verifier scores)."""
    from .artifact import Calibrator
    from .versions import set_dir

    if not outcome.fitted or not outcome.set_id or len(outcome.criteria) < 2:
        return None, None
    cals = {c: Calibrator.load(Path(row["path"])) for c, row in outcome.criteria.items()}
    return fit_and_save(store, settings, cals, set_dir(Path(root), outcome.set_id))


def cascade_status(assessor: Any, resolved: dict[str, tuple[Any | None, str]], active: Any = None) -> dict[str, Any] | None:
    """``tinyrag calibration status``'s cascade section: the saved cascade for the calibrators in
    use (None when there is none), each stage's threshold, guarantee and expected automation, and
    whether the workflow uses it (``agent.stages`` has ``llm_verifier``)."""
    from .certify import label_source

    cals = {c: cal for c, (cal, _) in resolved.items()}
    if not cals or any(cal is None or label_source(cal) != "deployment" for cal in cals.values()):
        return None
    res = load_cascade(assessor.cascade_dir(active), {c: str(cal.metadata.get("version")) for c, cal in cals.items()})
    if res is None:
        return None
    configured = list(assessor.settings.agent.stages)
    used = assessor.cascade(resolved, active) is not None
    summary = res.summary() + ("" if used else (
        "; not used: agent.stages does not include llm_verifier" if VERIFIER not in configured
        else "; not used: the verifier stage certifies nothing (the offline stage decides alone)"))
    return {"certified": res.certified, "used": used, "configured": configured, "epsilon": res.epsilon,
            "delta": res.delta, "n_labels": res.n_labels, "automation_rate": res.automation_rate,
            "stages": stage_rows(res), "summary": summary}
