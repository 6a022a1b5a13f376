"""Closing the loop: human verdicts in the store -> a new calibrator version.

Every reviewer verdict is stored as a label beside the machine scores of the attempt it judged
(``Store.decide_review`` / ``Store.add_label``). ``calibrate_from_store`` turns those rows into
the calibration layer's ``LabelData``, fits a :class:`~tinyrag_eval.calibration.Calibrator`,
saves it as the next version under ``calibration.store_dir`` (which the workflow's assessor reads
on every assessment) and registers it in the store.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..config import Settings, get_settings
from ..schema import Evaluation, Memo
from ..store import Store
from .fit_criteria import (  # noqa: F401  (NOT_APPLICABLE_VALUE: re-exported)
    NOT_APPLICABLE_VALUE,
    evaluation_scores,
    fit_criterion,
    joint_risk,
    label_data,
    memo_feature_values,
    shared_calibration_ids,
)

DEFAULT_FEATURES = ("nli_groundedness", "numeric_consistency", "context_relevancy", "groundedness_similarity")
"""Memo metrics every workflow attempt records (the rubric judge's scores are left out by default:
a small local judge is often invalid, and a calibrator needs its features on every memo)."""


def calibration_features(evaluation: Evaluation | None) -> dict[str, float | None]:
    """The machine scores the workflow's calibrators read (``Evaluation.scores`` with the
    not-applicable rule above)."""
    return evaluation_scores(evaluation)


def memo_features(names: list[str], evaluation: Evaluation, memo: Memo,
                  settings: Settings | None = None) -> dict[str, float | None]:
    """The named features of one memo: the criterion features (``calibration.features``: metric
    details, key-term coverage of the topic, the reranker's topic-memo score) or, for other names,
    the evaluation's scores (:func:`calibration_features`, what ``tinyrag calibrate`` fits on)."""
    from ..calibration.features import reranker_scores

    rerank = None
    if "reranker_score" in names and memo.text.strip():
        rerank = reranker_scores([(memo.topic, memo.text)], settings)[0]
    return memo_feature_values(names, evaluation, query=memo.topic, memo=memo.text, reranker_score=rerank)


def label_data_from_store(store: Store, features: list[str] | tuple[str, ...] = DEFAULT_FEATURES,
                          missing: str = "impute", featurize: Callable[[Any], dict[str, float | None]] | None = None,
                          criterion: str | None = None) -> Any:
    """The store's human labels as ``LabelData`` (one row per label; ``lines`` = label ids).
    ``featurize(attempt)`` computes the features of a labelled attempt (default: its evaluation's
    scores, else the label's snapshot). With ``criterion`` each row's label is the reviewer's
    verdict on that criterion when they gave one (``HumanLabel.label_for``: a memo rejected for
    relevance only passes ``grounded``), else the whole memo's label."""
    rows = store.labels()
    if not rows:
        raise ValueError("the store holds no human labels yet: decide some review items first (`tinyrag queue`)")
    feats = []
    for r in rows:  # the attempt's evaluation when it is there (exact), else the label's snapshot
        att = store.get_attempt(r.attempt_id)
        if featurize is not None and att.evaluation is not None:
            feats.append(featurize(att))
        else:
            feats.append(calibration_features(att.evaluation) if att.evaluation is not None else r.features)
    return label_data(feats, [r.label_for(criterion) for r in rows], [r.id for r in rows], features, missing)


def calibrate_from_store(store: Store, settings: Settings | None = None, *, root: Path | None = None,
                         features: list[str] | tuple[str, ...] | None = None, missing: str = "impute",
                         criterion: str | None = None, **fit_kwargs: Any) -> tuple[Any, Path]:
    """Fit, save (next version under ``root``, default ``calibration.store_dir``, or its
    ``<criterion>`` folder) and register a calibrator from the store's labels. Returns
    ``(calibrator, folder)``.

    With ``criterion`` (e.g. ``grounded``) the features default to that criterion's
    (``calibration.features.CRITERION_FEATURES``) and the label is the reviewer's verdict on that
    criterion when the reviewer named the failed criteria (``--failed``, the form's boxes): a memo
    rejected for relevance only counts as grounded. Without named criteria the whole memo's
    verdict stands for each: approved = passes; rejected or changes requested = fails, so a memo
    rejected for another criterion counts as failing this one too (the calibrator errs towards
    review)."""
    from ..calibration import save_version
    from ..calibration.fit_criteria import criterion_feature_names

    s = settings or get_settings()
    cs = s.calibration
    featurize = None
    if criterion is not None:
        features = criterion_feature_names(criterion, features)
        names = list(features)

        def featurize(att: Any) -> dict[str, float | None]:
            return memo_features(names, att.evaluation, att.memo, s)
    features = DEFAULT_FEATURES if features is None else features
    data = label_data_from_store(store, features, missing, featurize, criterion)
    cal = fit_criterion(data, s, criterion, source=f"store {store.url}", **fit_kwargs)
    base = Path(root or cs.store_dir)
    folder = save_version(cal, base / criterion if criterion else base)
    meta = cal.metadata
    store.register_calibrator(meta["version"] + "@" + str(Path(folder).resolve()), folder, {
        "version": meta["version"], "n": meta["n"], "features": meta["features"], "alpha": meta["alpha"],
        "finalize_threshold": meta["finalize_threshold"], "data_hash": meta["data_hash"], "source": "store labels"})
    return cal, folder


def covered_labels(store: Store, criterion: str, calibrator_version: str, since_id: int = 0) -> tuple[list[bool], int]:
    """The drift monitor's data for one criterion's calibrator version (``calibration.monitor``):
    for each reviewer approval after label ``since_id`` of an attempt this version assessed, in
    label order, was {passes} in its recorded conformal set? Returns (those booleans, the last
    label id read)."""
    covered: list[bool] = []
    last = since_id
    for r in store.labels(since_id=since_id):
        last = max(last, r.id)
        asm = store.get_attempt(r.attempt_id).assessment
        ca = asm.per_criterion.get(criterion) if asm is not None else None
        if ca is None or not ca.calibrated:
            continue
        if (ca.calibrator_version or asm.calibrator_version) != calibrator_version:  # type: ignore[union-attr]
            continue
        # a rejection may be for another criterion: only approvals, or a rejection that named other
        # criteria as the failed ones, say this criterion passed
        if r.label_for(criterion) == 1:
            covered.append(1 in ca.prediction_set)
    return covered, last


JOINT_RISK_FILE = "joint_risk.json"
"""The joint risk control over the criteria, beside the per-criterion calibrator folders."""


def joint_risk_from_store(store: Store, settings: Settings, calibrators: dict[str, Any]) -> Any:
    """Learn-then-Test over every criterion at once (``calibration.risk.control_risk``): one
    threshold on the smallest criterion probability so that the share of finalized memos a
    reviewer rejects (fails any criterion) is <= ``calibration.epsilon`` with probability
    >= 1 - ``calibration.delta``. Tested on the store labels that conformalized every calibrator
    (their ``calibration_lines``), never on rows a probability model was fitted on."""
    shared = shared_calibration_ids(calibrators)
    rows = [r for r in store.labels() if r.id in shared]  # only these are tested: featurize only them
    names = list(dict.fromkeys(n for cal in calibrators.values() for n in cal.spec.names))
    feats = []
    for r in rows:
        att = store.get_attempt(r.attempt_id)
        feats.append(memo_features(names, att.evaluation, att.memo, settings) if att.evaluation is not None
                     else dict(r.features))
    return joint_risk(calibrators, feats, [r.label for r in rows], [r.id for r in rows], settings)


def save_joint_risk(root: Path, risk: Any, versions: dict[str, str]) -> Path:
    """Write the joint risk control with the calibrator versions it holds for."""
    import json

    path = Path(root) / JOINT_RISK_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"versions": versions, "result": risk.model_dump(mode="json")}, indent=2))
    tmp.replace(path)
    return path


def load_joint_risk(root: Path, versions: dict[str, str]) -> Any:
    """The saved joint risk control when it was computed for exactly these calibrator versions
    (criterion -> version), else None."""
    import json

    from ..calibration.risk import RiskControlResult

    path = Path(root) / JOINT_RISK_FILE
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text())
        if data.get("versions") != versions:
            return None
        return RiskControlResult.model_validate(data["result"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
