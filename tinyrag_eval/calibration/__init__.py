"""Double calibration (HCAT §5): machine scores -> P(human label) -> conformal guarantees.

Stage 1 (``probability``): Platt / isotonic / multinomial / ordinal models chosen by
cross-validated log-loss. Stage 2 (``conformal``): split-conformal sets (LAC, APS, Mondrian) and
a Learn-then-Test auto-finalize threshold. ``artifact``: a fitted calibrator with its metadata,
saved in a versioned store.
"""

from .artifact import Calibrator, FeatureSpec, latest, list_versions, resolve, save_version
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
from .data import LabelData, read_label_file
from .probability import (
    CalibrationWarning,
    ProbabilityCalibrator,
    brier_score,
    expected_calibration_error,
    reliability_bins,
)

__all__ = [
    "AutoFinalizeController", "CalibrationWarning", "Calibrator", "ConformalWarning", "FeatureSpec",
    "LabelData", "ProbabilityCalibrator", "SplitConformalClassifier", "binary_set_case", "brier_score",
    "conformal_quantile", "decision_errors", "empirical_coverage", "expected_calibration_error",
    "latest", "list_versions", "read_label_file", "reliability_bins", "resolve", "save_version",
    "set_size_distribution",
]
