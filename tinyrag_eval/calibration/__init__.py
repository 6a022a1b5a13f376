"""Double calibration (HCAT §5): machine scores -> P(human label) -> conformal guarantees.

Stage 1 (``probability``): Platt / isotonic / multinomial / ordinal models chosen by
cross-validated log-loss. Stage 2 (``conformal``): split-conformal sets (LAC, APS, Mondrian) and
a Learn-then-Test auto-finalize threshold. ``artifact``: a fitted calibrator with its metadata,
saved in a versioned store. Per acceptability criterion: ``features`` (what each criterion's
calibrator reads), ``criteria`` (shipped calibrators, cards, per-criterion verdicts and lights),
``risk`` (thresholds certified over every criterion), ``certify`` (a guarantee only when it
holds) and ``monitor`` (drift of new reviewer labels against a calibrator).
"""

from .artifact import Calibrator, FeatureSpec, latest, list_versions, resolve, save_version
from .certify import Certification, CriterionCertification, certify, certify_all
from .conformal import (
    AutoFinalizeController,
    ConformalWarning,
    SplitConformalClassifier,
    binary_set_case,
    conformal_quantile,
    decision_errors,
    empirical_coverage,
    set_size_distribution,
)
from .criteria import CriterionCard, CriterionVerdict, assess, load_card, load_shipped, overall
from .data import LabelData, read_label_file
from .features import criterion_features
from .monitor import MonitorStatus, monitor
from .probability import (
    CalibrationWarning,
    ProbabilityCalibrator,
    brier_score,
    expected_calibration_error,
    reliability_bins,
)
from .risk import RiskControlResult, control_risk

__all__ = [
    "AutoFinalizeController", "CalibrationWarning", "Calibrator", "Certification", "ConformalWarning",
    "CriterionCard", "CriterionCertification", "CriterionVerdict", "FeatureSpec", "LabelData",
    "MonitorStatus", "ProbabilityCalibrator", "RiskControlResult", "SplitConformalClassifier", "assess",
    "binary_set_case", "brier_score", "certify", "certify_all", "conformal_quantile", "control_risk",
    "criterion_features", "decision_errors", "empirical_coverage", "expected_calibration_error",
    "latest", "list_versions", "load_card", "load_shipped", "monitor", "overall", "read_label_file",
    "reliability_bins", "resolve", "save_version", "set_size_distribution",
]
