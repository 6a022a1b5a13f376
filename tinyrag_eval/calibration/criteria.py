"""Acceptability criteria, their shipped calibrators and cards, and per-criterion verdicts.

A memo is acceptable when it passes every criterion:

- ``grounded``: no unsupported or contradicted statement or figure (calibrated);
- ``relevant``: about the topic, and answers it (calibrated);
- ``complete``: covers the reference / key points, when there are some (not calibrated here);
- ``safe``: the safety gate (a hard rule, not calibrated).

The package ships one calibrator per calibrated criterion under
``tinyrag_eval/data/calibrators/<criterion>/`` (``metadata.json`` + ``model.pkl``, loaded with
:meth:`Calibrator.load`) with ``card.json``: the data it was fitted on (names, licences, n), the
features, and its cross-validated quality. The package never carries the data. These calibrators
were fitted on public human labels, not on a deployment's memos: they give probabilities,
prediction sets and lights, but no printed guarantee (see ``certify``).

``assess(criterion, calibrator, features)`` -> :class:`CriterionVerdict` (probability, conformal
set, light); ``overall(verdicts)`` -> the worst light and the criterion behind it.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, Field

from ..schema import Light, light_of, worst_light
from .artifact import Calibrator

CRITERIA = ("grounded", "relevant", "complete", "safe")
CALIBRATED = ("grounded", "relevant")
CARD_FILE = "card.json"


class DataSource(BaseModel):
    name: str
    licence: str
    split: str
    n: int
    positives: int


class CoverageRow(BaseModel):
    alpha: float
    target: float
    coverage: float | None = Field(None, description="held-out coverage (cross-validated)")


class CriterionCard(BaseModel):
    """What a shipped calibrator was fitted on and how well it did (never the data itself)."""

    criterion: str
    description: str
    data: list[DataSource]
    n: int
    features: list[str]
    label_rule: str
    method: str
    cv: str = Field(description="how the figures below were cross-validated")
    cv_balanced_accuracy: float | None = None
    cv_ece: float | None = None
    cv_auc: float | None = None
    coverage: list[CoverageRow] = Field(default_factory=list)
    out_of_domain_coverage: dict[str, Any] = Field(
        default_factory=dict, description="coverage when the calibrator meets a dataset/domain it was not fitted on")
    label_source: Literal["shipped"] = "shipped"
    not_included: list[str] = Field(default_factory=list, description="features considered and left out, with why")
    command: str = ""
    fitted_at: str = ""


class CriterionVerdict(BaseModel):
    """One criterion's calibrated verdict on one memo."""

    criterion: str
    calibrated: bool
    probability: float | None = Field(None, ge=0, le=1, description="P(the memo passes the criterion)")
    prediction_set: list[int] = Field(default_factory=list, description="label codes: 1 = passes, 0 = fails")
    alpha: float | None = None
    light: Light
    reason: str = ""
    calibrator_version: str | None = None


def shipped_dir(criterion: str) -> Path:
    """The packaged folder of a criterion's shipped calibrator (may not exist)."""
    return Path(str(resources.files("tinyrag_eval.data").joinpath("calibrators", criterion)))


def load_card(criterion: str, directory: Path | str | None = None) -> CriterionCard:
    d = Path(directory) if directory is not None else shipped_dir(criterion)
    f = d / CARD_FILE
    if not f.is_file():
        raise FileNotFoundError(f"no calibrator card for criterion {criterion!r} ({f})")
    return CriterionCard.model_validate(json.loads(f.read_text()))


def load_shipped(criterion: str) -> Calibrator | None:
    """The shipped calibrator of ``criterion``; None when the package has none (``complete``,
    ``safe``, or an unknown criterion): such a criterion is never certified."""
    d = shipped_dir(criterion)
    if not (d / "metadata.json").is_file():
        return None
    return Calibrator.load(d)


def assess(criterion: str, calibrator: Calibrator | None, features: dict[str, float | None]) -> CriterionVerdict:
    """The verdict of one criterion on one memo's features (``features.criterion_features``).

    No calibrator -> grey (not calibrated, never certified). Binary calibrators only (label
    values 0/1: 1 = the memo passes)."""
    if calibrator is None:
        return CriterionVerdict(criterion=criterion, calibrated=False, light="grey",
                                reason=f"no calibrator for {criterion!r}: not certified, a human decides")
    if list(calibrator.label_values) != [0, 1]:
        raise ValueError(f"criterion calibrators are binary 0/1; this one has labels {calibrator.label_values}")
    missing = [f for f in calibrator.spec.names if f not in features]
    if missing:
        raise ValueError(f"features {missing} missing for criterion {criterion!r}")
    row = {f: features[f] for f in calibrator.spec.names}
    version = calibrator.metadata.get("version")
    try:
        p = float(calibrator.predict_proba([row])[0, 1])
        s = calibrator.predict_set([row])[0]
    except ValueError as exc:  # a missing value the calibrator cannot impute
        return CriterionVerdict(criterion=criterion, calibrated=False, light="grey", calibrator_version=version,
                                reason=f"{criterion}: cannot score this memo ({exc})")
    pset = [int(i) for i in np.where(s)[0]]
    light = light_of(pset)
    what = {"green": "passes", "red": "fails", "amber": "uncertain"}[light]
    return CriterionVerdict(criterion=criterion, calibrated=True, probability=round(p, 4), prediction_set=pset,
                            alpha=calibrator.conformal.alpha, light=light, calibrator_version=version,
                            reason=f"P({criterion}) = {p:.2f}, set {pset} at alpha={calibrator.conformal.alpha:g}: {what}")


def overall(verdicts: dict[str, CriterionVerdict]) -> tuple[Light, str | None]:
    """The worst light over the criteria and the criterion that sets it (None when all green):
    :func:`~tinyrag_eval.schema.worst_light` in the order of ``CRITERIA``."""
    ordered = sorted(verdicts.values(), key=lambda v: CRITERIA.index(v.criterion) if v.criterion in CRITERIA
                     else len(CRITERIA))
    light, name = worst_light({v.criterion: v.light for v in ordered})
    return light, None if light == "green" else name