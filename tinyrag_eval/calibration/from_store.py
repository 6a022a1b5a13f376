"""Closing the loop: human verdicts in the store -> a new calibrator version.

Every reviewer verdict is stored as a label beside the machine scores of the attempt it judged
(``Store.decide_review`` / ``Store.add_label``). ``calibrate_from_store`` turns those rows into
the calibration layer's ``LabelData``, fits a :class:`~tinyrag_eval.calibration.Calibrator`,
saves it as the next version under ``calibration.store_dir`` and registers it in the store.
``fit_from_store`` (``tinyrag calibrate --from-store``) does that for each criterion only when
each has ``calibration.min_labels`` labels (``label_counts``), adds the joint risk control, and
records the result as a calibrator set version (``calibration.versions``), activated only with
enough labels: the workflow's assessor uses the active set.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

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
from .versions import JOINT_RISK_FILE, load_joint_risk, save_joint_risk  # noqa: F401  (re-exported)

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
    from ..calibration.features import judge_usable, reranker_scores

    rerank = None
    if "reranker_score" in names and memo.text.strip():
        rerank = reranker_scores([(memo.topic, memo.text)], settings)[0]
    out = memo_feature_values(names, evaluation, query=memo.topic, memo=memo.text, reranker_score=rerank)
    if not judge_usable(evaluation, (settings or get_settings()).calibration.judge_features):
        out.update({n: None for n in out if n.startswith("judge.")})  # missing: imputed, as a memo never judged
    return out


def label_data_from_store(store: Store, features: list[str] | tuple[str, ...] = DEFAULT_FEATURES,
                          missing: str = "impute", featurize: Callable[[Any], dict[str, float | None]] | None = None,
                          criterion: str | None = None, settings: Settings | None = None) -> Any:
    """The store's human labels as ``LabelData`` (one row per label; ``lines`` = label ids).
    ``featurize(attempt)`` computes the features of a labelled attempt (default: its evaluation's
    scores, else the label's snapshot). With ``criterion`` each row's label is the reviewer's
    verdict on that criterion when they gave one (``HumanLabel.label_for``: a memo rejected for
    relevance only passes ``grounded``), else the whole memo's label."""
    rows, feats = store_feature_rows(store, featurize, settings)
    return label_data(feats, [r.label_for(criterion) for r in rows], [r.id for r in rows], features, missing)


def store_feature_rows(store: Store, featurize: Callable[[Any], dict[str, float | None]] | None = None,
                       settings: Settings | None = None) -> tuple[list[Any], list[dict[str, float | None]]]:
    """The store's labels and each one's feature row: ``featurize(attempt)`` on its attempt's
    evaluation when there is one (exact), else the evaluation's scores, else the label's snapshot."""
    from ..calibration.features import judge_usable

    rows = store.labels()
    if not rows:
        raise ValueError("the store holds no human labels yet: decide some review items first (`tinyrag queue`)")
    mode = (settings or get_settings()).calibration.judge_features
    feats = []
    for r in rows:
        att = store.get_attempt(r.attempt_id)
        if featurize is not None and att.evaluation is not None:
            feats.append(featurize(att))
        elif att.evaluation is not None:
            f = calibration_features(att.evaluation)
            if not judge_usable(att.evaluation, mode):  # as memo_features reads it when assessing
                f = {k: (None if k.startswith("judge.") else v) for k, v in f.items()}
            feats.append(f)
        else:
            feats.append(r.features)
    return rows, feats


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
    from ..calibration.features import JUDGE_FEATURES
    from ..calibration.fit_criteria import (
        criterion_feature_names,
        judge_coverage,
        judge_feature_names,
    )

    s = settings or get_settings()
    cs = s.calibration
    featurize = None
    judge: dict[str, float] = {}
    if criterion is not None:
        defaults = features is None
        names = criterion_feature_names(criterion, features)
        candidates = [f for f in JUDGE_FEATURES.get(criterion, ()) if f not in names] \
            if defaults and cs.judge_features != "off" else []

        def featurize(att: Any) -> dict[str, float | None]:
            return memo_features(names + candidates, att.evaluation, att.memo, s)
        rows, feats = store_feature_rows(store, featurize, s)
        if candidates:  # the judge's score is a feature only where the judge scored enough labelled memos
            judge = judge_coverage(criterion, feats)
            names += judge_feature_names(criterion, feats, cs.judge_feature_min_share)
        data = label_data(feats, [r.label_for(criterion) for r in rows], [r.id for r in rows], names, missing)
    else:
        features = DEFAULT_FEATURES if features is None else features
        data = label_data_from_store(store, features, missing, featurize, criterion, s)
    check_classes(criterion or "acceptable", list(data.labels), s)
    cal = fit_criterion(data, s, criterion, source=f"store {store.url}", **fit_kwargs)
    if judge:  # why the judge's score is (not) a feature: the share of labelled memos it scored
        cal.metadata["judge_coverage"] = {f: round(v, 4) for f, v in judge.items()}
    base = Path(root or cs.store_dir)
    folder = save_version(cal, base / criterion if criterion else base)
    meta = cal.metadata
    store.register_calibrator(meta["version"] + "@" + str(Path(folder).resolve()), folder, {
        "version": meta["version"], "n": meta["n"], "features": meta["features"], "alpha": meta["alpha"],
        "finalize_threshold": meta["finalize_threshold"], "data_hash": meta["data_hash"], "source": "store labels"})
    return cal, folder


class LabelCount(BaseModel):
    """A criterion's reviewer labels against what fitting it needs (``calibration.min_labels``,
    ``calibration.min_labels_per_class``)."""

    criterion: str
    labels: int
    passes: int
    fails: int
    needed: int
    needed_per_class: int

    @property
    def enough(self) -> bool:
        return self.labels >= self.needed and min(self.passes, self.fails) >= self.needed_per_class

    def text(self) -> str:
        return (f"{self.criterion}: {self.labels} label(s) ({self.passes} pass, {self.fails} fail); needs "
                f"{self.needed} with at least {self.needed_per_class} of each")


def count_labels(criterion: str, labels: list[Any], settings: Settings) -> LabelCount:
    cs = settings.calibration
    return LabelCount(criterion=criterion, labels=len(labels), passes=sum(1 for y in labels if y == 1),
                      fails=sum(1 for y in labels if y == 0), needed=cs.min_labels,
                      needed_per_class=cs.min_labels_per_class)


def label_counts(store: Store, settings: Settings, criteria: list[str]) -> dict[str, LabelCount]:
    """Each criterion's reviewer labels in the store (``HumanLabel.label_for``: the reviewer's
    verdict on the criterion when they named the failed criteria, else the verdict on the whole
    memo: approved = passes, rejected or changes requested = fails), counted without fitting anything."""
    rows = store.labels()
    return {c: count_labels(c, [r.label_for(c) for r in rows], settings) for c in criteria}


def check_classes(criterion: str, labels: list[Any], settings: Settings) -> None:
    """A fit needs two labels of each class at the very least: say so with the counts (instead of
    the label-file message about ``--label-field``)."""
    n = count_labels(criterion, labels, settings)
    if min(n.passes, n.fails) < 2:
        raise ValueError(f"cannot fit {criterion}: {n.labels} usable store label(s), {n.passes} pass and {n.fails} "
                         f"fail; a fit needs at least 2 of each class, an activated calibrator {n.needed} labels "
                         f"with {n.needed_per_class} of each (calibration.min_labels): review more memos")


class FitOutcome(BaseModel):
    """What ``fit_from_store`` did: ``fitted`` = a new calibrator set version was written;
    ``changed`` = the active set changed (the next assessment's P values may differ)."""

    fitted: bool
    changed: bool
    activated: bool
    set_id: str | None = None
    active: str
    counts: dict[str, LabelCount]
    reason: str
    criteria: dict[str, dict[str, Any]] = Field(default_factory=dict)
    joint_risk: dict[str, Any] | None = None
    warnings: list[str] = Field(default_factory=list)


def fit_from_store(store: Store, settings: Settings, criteria: list[str | None], *, root: Path | None = None,
                   features: list[str] | None = None, allow_few_labels: bool = False,
                   activate: bool | None = None) -> FitOutcome:
    """``tinyrag calibrate --from-store``: count each criterion's labels; below
    ``calibration.min_labels`` fit nothing (unless ``allow_few_labels``); else fit every
    criterion, the joint risk control over them (two criteria or more), and record the result as
    a new calibrator set (``calibration.versions``). ``activate`` None (default): activated only
    when every criterion had enough labels; True / False: as asked."""
    from .versions import activate as activate_set
    from .versions import ensure_pointer, legacy_composition, read_pointer, record_set

    base = Path(root or settings.calibration.store_dir)
    names = ["acceptable" if c is None else c for c in criteria]
    if not store.labels():
        raise ValueError("the store holds no human labels yet: decide some review items first (`tinyrag queue`)")
    counts = label_counts(store, settings, names)
    short = [n for n in counts.values() if not n.enough]
    pointer = read_pointer(base)  # read only: below the minimum nothing is written
    before = pointer.active if pointer else ("the latest versions" if legacy_composition(base) else "shipped")
    if short and not allow_few_labels:
        return FitOutcome(fitted=False, changed=False, activated=False, active=before, counts=counts, reason=(
            "too few labels, nothing fitted or changed: " + "; ".join(n.text() for n in short)
            + f" (calibration.min_labels; the active calibrators stay {before})"))
    warnings: list[str] = []
    if short:
        warnings.append("fitted below calibration.min_labels (--allow-few-labels): " + "; ".join(n.text() for n in short))
    before = ensure_pointer(base).active  # before saving: a store without a pointer adopts what it used
    fitted: dict[str, tuple[Any, Path]] = {}
    for c in criteria:
        fitted[c or "acceptable"] = calibrate_from_store(store, settings, root=base, features=features, criterion=c)
    cals = {c: cal for c, (cal, _) in fitted.items()}
    risk = joint_risk_from_store(store, settings, cals) if len(cals) > 1 else None
    new = record_set(base, {c: folder for c, (_, folder) in fitted.items()}, source=f"store {store.url}",
                     enough_labels=not short, joint=risk)
    go = (not short) if activate is None else activate
    if go and short:
        warnings.append(f"activated {new.id} although it has too few labels, as asked")
    after = activate_set(base, new.id, how="calibrate").active if go else before
    reason = (f"calibrator set {new.id} fitted and activated" if go else
              f"calibrator set {new.id} fitted, not activated (the active set stays {before}): "
              f"`tinyrag calibration compare {new.id}`, then `tinyrag calibration activate {new.id}`")
    return FitOutcome(
        fitted=True, changed=go and after != before, activated=go, set_id=new.id, active=after, counts=counts,
        reason=reason, warnings=warnings,
        criteria={c: {"version": cal.metadata["version"], "path": str(folder), "rows_used": cal.metadata["n"],
                      "features": cal.metadata["features"], "finalize_threshold": cal.metadata["finalize_threshold"],
                      "qhat": cal.metadata["qhat"], "warnings": cal.metadata["warnings"],
                      "judge_coverage": cal.metadata.get("judge_coverage"),
                      "directions": cal.metadata.get("directions")}
                  for c, (cal, folder) in fitted.items()},
        joint_risk=None if risk is None else {**risk.model_dump(mode="json", exclude={"tests"}),
                                              "path": str(base / "sets" / new.id / JOINT_RISK_FILE)})


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
