"""Recorded evaluation runs: what a run depended on (:mod:`.provenance`), how a command records
it (:mod:`.record`), run-vs-run comparison with paired statistics (:mod:`.compare`) and
prediction-powered estimates of a run's true acceptance rate (:mod:`.estimate`).

The records live in the store (:mod:`tinyrag_eval.store.evalruns`); the CLI is `tinyrag runs`.
"""

from .compare import RunComparison, compare_runs, holm
from .estimate import EstimateError, PPIEstimate, estimate_rate, read_labels
from .record import save_run

__all__ = ["EstimateError", "PPIEstimate", "RunComparison", "compare_runs", "estimate_rate", "holm",
           "read_labels", "save_run"]
