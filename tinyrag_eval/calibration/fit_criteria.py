"""The pure core of ``tinyrag calibrate --from-store --criterion all``: labelled feature rows ->
each criterion's calibrator and the joint risk control over them.

The store path (``workflows.feedback_loop``: ``calibrate_from_store``, ``joint_risk_from_store``)
reads the reviewers' verdicts and the scores of the attempts they judged, then calls these
functions; ``benchmarks/deployment.py`` calls them on simulated reviews. Both fit the same way:

- ``memo_feature_values(names, evaluation, query=..., memo=..., reranker_score=...)``: one memo's
  features (criterion features from ``calibration.features``, other names from the evaluation's
  scores with the not-applicable rule ``NOT_APPLICABLE_VALUE``);
- ``label_data(rows, labels, ids, features, missing)``: the rows as ``LabelData`` (``lines`` =
  the label ids, which the joint risk control uses to find the rows that conformalized every
  calibrator);
- ``fit_criterion(data, settings, criterion)``: ``Calibrator.fit`` with the settings' alpha,
  epsilon, delta, calibration fraction and seed, binary labels, metadata ``label_source =
  "deployment"``;
- ``joint_risk(calibrators, rows, labels, ids, settings)``: Learn-then-Test over every criterion
  (``risk.control_risk``) on the labels that conformalized every calibrator, never on rows a
  probability model was fitted on;
- ``fit_all(rows, labels, ids, settings, criteria)``: all of the above, as the CLI does (the joint
  control only with two criteria or more).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from ..schema import Evaluation
from .artifact import Calibrator
from .data import LabelData
from .features import (
    CRITERION_FEATURES,
    EVIDENCE_FEATURES,
    JUDGE_FEATURES,
    SOURCES,
    TEXT_FEATURES,
    criterion_features,
)
from .risk import RiskControlResult, control_risk

NOT_APPLICABLE_VALUE = {"numeric_consistency": 1.0}
"""A metric that is valid but not applicable (``value`` None, not ``invalid``) gets this value as
a calibration feature: a memo without figures has no unsupported figure. Invalid metrics stay
missing (the calibrator then says it cannot score the memo: uncalibrated, never finalized)."""

FeatureRow = Mapping[str, float | None]


def evaluation_scores(evaluation: Evaluation | None) -> dict[str, float | None]:
    """The evaluation's scores with the not-applicable rule above ({} without an evaluation)."""
    return evaluation.scores(not_applicable=NOT_APPLICABLE_VALUE) if evaluation is not None else {}


def memo_feature_values(names: Sequence[str], evaluation: Evaluation | None, *, query: str, memo: str,
                        reranker_score: float | None = None) -> dict[str, float | None]:
    """The named features of one memo: criterion features (``calibration.features``: metric
    details, key-term coverage of the query, the reranker's query-memo score, given by the caller)
    or, for other names, the evaluation's scores (``evaluation_scores``)."""
    known = [n for n in names if n in SOURCES or n in TEXT_FEATURES or n in EVIDENCE_FEATURES]
    out = criterion_features("", evaluation, query=query, memo=memo, reranker_score=reranker_score,
                             features=known) if known else {}
    scores = evaluation_scores(evaluation)
    return {n: out[n] if n in out else scores.get(n) for n in names}


def label_data(rows: Sequence[FeatureRow], labels: Sequence[int], ids: Sequence[Any],
               features: Sequence[str], missing: str = "impute") -> LabelData:
    """Feature rows and their 0/1 labels as ``LabelData`` (``lines`` = ``ids``). ``missing``:
    ``impute`` (fit-split median + indicator) or ``skip`` (rows with a missing value left out,
    reported in ``problems``)."""
    if not (len(rows) == len(labels) == len(ids)):
        raise ValueError("one label and one id per feature row expected")
    if not rows:
        raise ValueError("no labelled rows")
    features = list(features)
    values = np.array([[math.nan if r.get(f) is None else float(r[f]) for f in features] for r in rows],  # type: ignore[arg-type]
                      dtype=float).reshape(len(rows), len(features))
    labels_l, ids_l = list(labels), list(ids)
    problems: list[tuple[int, str]] = []
    if missing == "skip":
        keep = ~np.isnan(values).any(axis=1)
        problems = [(ids_l[i], "missing feature value") for i in np.where(~keep)[0]]
        labels_l = [y for y, k in zip(labels_l, keep, strict=True) if k]
        ids_l = [i for i, k in zip(ids_l, keep, strict=True) if k]
        values = values[keep]
    return LabelData(features=features, values=values, labels=labels_l, lines=ids_l, groups=None,
                     problems=problems, missing=missing)  # type: ignore[arg-type]


def fit_criterion(data: LabelData, settings: Any, criterion: str | None = None, *, source: str = "",
                  **fit_kwargs: Any) -> Calibrator:
    """A deployment calibrator of ``criterion`` (None: the one-label ``acceptable``) on ``data``,
    with the settings' ``calibration.*`` (``fit_kwargs`` on top)."""
    cs = settings.calibration
    kwargs: dict[str, Any] = {"alpha": cs.alpha, "epsilon": cs.epsilon, "delta": cs.delta,
                              "calibration_fraction": cs.calibration_fraction, "seed": settings.seed,
                              "label_scheme": "binary", "source": source, "directions": cs.feature_directions}
    kwargs.update(fit_kwargs)
    cal = Calibrator.fit(data, **kwargs)
    cal.metadata.update({"label_source": "deployment", "criterion": criterion or "acceptable"})
    return cal


def criterion_feature_names(criterion: str, features: Sequence[str] | None = None) -> list[str]:
    """``features`` or the criterion's defaults (``CRITERION_FEATURES``)."""
    if features is not None:
        return list(features)
    if criterion not in CRITERION_FEATURES:
        raise ValueError(f"criterion {criterion!r} has no default features ({', '.join(CRITERION_FEATURES)} "
                         "have): give --features")
    return list(CRITERION_FEATURES[criterion])


def judge_feature_names(criterion: str, rows: Sequence[FeatureRow], min_share: float) -> list[str]:
    """The criterion's judge features (``JUDGE_FEATURES``) that at least ``min_share`` of ``rows``
    have a value for (a valid judge verdict on that memo); [] without rows."""
    if not rows:
        return []
    return [f for f in JUDGE_FEATURES.get(criterion, ())
            if sum(r.get(f) is not None for r in rows) / len(rows) >= min_share]


def judge_coverage(criterion: str, rows: Sequence[FeatureRow]) -> dict[str, float]:
    """{judge feature of the criterion: share of ``rows`` with a value}."""
    return {f: (sum(r.get(f) is not None for r in rows) / len(rows) if rows else 0.0)
            for f in JUDGE_FEATURES.get(criterion, ())}


def shared_calibration_ids(calibrators: Mapping[str, Any]) -> set[Any]:
    """The label ids that conformalized every calibrator (their ``calibration_lines``)."""
    shared: set[Any] | None = None
    for c, cal in calibrators.items():
        lines = cal.metadata.get("calibration_lines")
        if not lines:
            raise ValueError(f"the calibrator of {c!r} records no calibration rows; refit it with "
                             "`tinyrag calibrate --from-store --criterion all`")
        shared = set(lines) if shared is None else shared & set(lines)
    return shared or set()


def shared_planning(calibrators: Mapping[str, Any], labels: Sequence[int],
                    ids: Sequence[Any]) -> tuple[dict[str, np.ndarray], list[int]] | None:
    """The risk control's planning memos: the label ids every calibrator was *fitted* on, with
    each calibrator's out-of-fold P(passes) there (``Calibrator.planning``, present right after a
    fit) and the memo's label; None when a calibrator has none (e.g. loaded from disk)."""
    plans = [getattr(cal, "planning", None) for cal in calibrators.values()]
    if not plans or any(pl is None for pl in plans):
        return None
    by_id = [dict(zip(pl["lines"], pl["p"], strict=True)) for pl in plans]
    label_of = dict(zip(ids, labels, strict=True))
    common = [x for x in plans[0]["lines"] if x in label_of and all(x in m for m in by_id)]
    if not common:
        return None
    probs = {c: np.array([m[x] for x in common], dtype=float) for c, m in zip(calibrators, by_id, strict=True)}
    return probs, [int(label_of[x]) for x in common]


def joint_risk(calibrators: Mapping[str, Any], rows: Sequence[FeatureRow], labels: Sequence[int],
               ids: Sequence[Any], settings: Any) -> RiskControlResult:
    """Learn-then-Test over every criterion at once (``risk.control_risk``): one threshold on the
    smallest criterion probability so that the share of finalized memos failing any criterion is
    <= ``calibration.epsilon`` with probability >= 1 - ``calibration.delta``. Tested on the rows
    (by id) that conformalized every calibrator (their ``calibration_lines``); planned on the rows
    they were all fitted on, by their out-of-fold probabilities (``shared_planning``), when the
    calibrators were just fitted, else on a share of the tested rows."""
    shared = shared_calibration_ids(calibrators)
    keep = [i for i, x in enumerate(ids) if shared and x in shared]
    if not keep:
        raise ValueError("no store label conformalized every criterion's calibrator: refit them together "
                         "(`tinyrag calibrate --from-store --criterion all`)")
    probs = {c: cal.predict_proba([dict(rows[i]) for i in keep])[:, 1].astype(float)
             for c, cal in calibrators.items()}
    cs = settings.calibration
    return control_risk(probs, [labels[i] for i in keep], epsilon=cs.epsilon, delta=cs.delta, seed=settings.seed,
                        plan=shared_planning(calibrators, labels, ids))


def fit_all(rows: Sequence[FeatureRow], labels: Sequence[int], ids: Sequence[Any], settings: Any,
            criteria: Sequence[str] | None = None, features: Mapping[str, Sequence[str]] | None = None,
            missing: str = "impute", source: str = "",
            extra_fit: tuple[Sequence[FeatureRow], Sequence[int]] | None = None,
            extra_fit_criteria: Sequence[str] = ("grounded",),
            criterion_labels: Mapping[str, Sequence[int]] | None = None,
            balance_extra: bool = False,
            **fit_kwargs: Any) -> tuple[dict[str, Calibrator], RiskControlResult | None]:
    """Every criterion's calibrator (``criteria``, default ``agent.criteria``; features per
    criterion from ``features`` or the defaults, with the judge's score where the judge scored
    ``calibration.judge_feature_min_share`` of the rows: ``judge_feature_names``) and, with two
    criteria or more, the joint risk control over them: what ``tinyrag calibrate --from-store
    --criterion all`` fits.

    ``labels`` are the whole memo's verdicts (1 = acceptable); ``criterion_labels[c]`` (one per row)
    are the reviewers' verdicts on criterion ``c`` where they named the failed criteria
    (``HumanLabel.label_for``): criterion ``c`` is fitted on them, the joint risk control always on
    ``labels`` (a memo failing any criterion fails the finalize rule).

    ``extra_fit`` = (feature rows, labels): more labelled rows (e.g. public data) added to the
    probability model's fit split of the criteria in ``extra_fit_criteria`` only
    (``Calibrator.fit(extra_fit=...)``: never conformalized or tested on); with ``balance_extra``
    the team's fit rows and the extra rows weigh the same in total (``balance="group"``: a few
    hundred labels are not drowned by thousands of public ones). ``fit_kwargs`` go to
    ``Calibrator.fit`` (e.g. ``diagnostics=False``)."""
    criteria = list(settings.agent.criteria if criteria is None else criteria)
    cals: dict[str, Calibrator] = {}
    for c in criteria:
        given = (features or {}).get(c)
        names = criterion_feature_names(c, given)
        if given is None and settings.calibration.judge_features != "off":  # as calibrate_from_store
            names += [f for f in judge_feature_names(c, rows, settings.calibration.judge_feature_min_share)
                      if f not in names]
        extra = None
        if extra_fit is not None and c in extra_fit_criteria:
            extra = label_data(extra_fit[0], extra_fit[1], [f"extra-{i}" for i in range(len(extra_fit[1]))],
                               names, "impute")
        own = (criterion_labels or {}).get(c, labels)
        data = label_data(rows, own, ids, names, missing)
        more: dict[str, Any] = {}
        if extra is not None:
            more["extra_fit"] = extra
            if balance_extra:  # the extra rows have no groups: they are one, beside the team's
                data = replace(data, groups=["team"] * len(data.labels))
                more["balance"] = "group"
        cals[c] = fit_criterion(data, settings, c, source=source, **more, **fit_kwargs)
    risk = joint_risk(cals, rows, labels, ids, settings) if len(cals) > 1 else None
    return cals, risk
