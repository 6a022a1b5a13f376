"""Stage 2 of the double calibration (HCAT §5): finite-sample guarantees.

Set predictors (MAPIE v1 style: ``fit`` -> ``conformalize`` -> ``predict_set``, alpha at
construction):

- split conformal exactly as in the HCAT paper: score S = 1 - P(Y = y | x) ("lac"), q_hat the
  ceil((n+1)(1-alpha))-th smallest calibration score, set {y : P(Y=y|x) >= 1 - q_hat}. For a
  binary label with f(x) = P(Y=1|x) this gives the paper's three cases: a singleton, both
  classes (q_hat > 0.5 and 1 - q_hat <= f(x) <= q_hat) or the empty set (q_hat < 0.5 and
  q_hat < f(x) < 1 - q_hat). Both and empty mean "uncertain" -> human review.
- ``aps``: adaptive prediction sets (cumulative mass of the classes at least as probable as y),
  for graded labels.
- Mondrian variants: one q_hat per true class (``mondrian="class"``) or per group such as the
  topic or document type (``mondrian="group"``).

With a calibration set below ``min_calibration`` (default 20) or q_hat undefined
(ceil((n+1)(1-alpha)) > n) the predictor is conservative: every class is in the set and a
``ConformalWarning`` says why. Never an exception, never a falsely confident set.

Risk control is a separate class, ``AutoFinalizeController``: Learn-then-Test over thresholds
of P(human accepts), via MAPIE's ``BinaryClassificationController``.

Why the set predictors are written here rather than taken from MAPIE's
``SplitConformalClassifier``: MAPIE raises a ValueError when n < 1/alpha (we must degrade to the
full set with a warning instead), has no Mondrian classifier in v1, and its sets are computed on
``1 - quantile`` thresholds rather than on the scores themselves; the quantile itself is the
same order statistic (tests compare our LAC sets with MAPIE's).
"""

from __future__ import annotations

import math
import warnings
from typing import Any, Literal

import numpy as np

from .probability import ProbabilityCalibrator, check_features, check_labels

ScoreMethod = Literal["lac", "aps"]
MIN_CALIBRATION = 20


class ConformalWarning(UserWarning):
    """The conformal step fell back to the conservative full set (tiny or missing calibration)."""


def _check_alpha(alpha: float, name: str = "alpha") -> float:
    if not isinstance(alpha, int | float) or isinstance(alpha, bool) or not (0 < alpha < 1):
        raise ValueError(f"{name} must be a number strictly between 0 and 1, got {alpha!r}")
    return float(alpha)


def conformal_rank(n: int, alpha: float) -> int:
    """k = ceil((n + 1)(1 - alpha)): q_hat is the k-th smallest of n calibration scores."""
    # the tiny tolerance keeps e.g. (19 + 1) * 0.95 = 19.000000000000004 at 19
    return math.ceil((n + 1) * (1 - _check_alpha(alpha)) - 1e-9)


def conformal_quantile(scores: Any, alpha: float) -> float | None:
    """The split-conformal q_hat, or None when undefined (k > n, including n = 0)."""
    s = np.sort(np.asarray(scores, dtype=float).ravel())
    k = conformal_rank(len(s), alpha)
    if k > len(s) or k < 1:
        return None if k > len(s) else float(s[0])
    return float(s[k - 1])


def conformity_scores(proba: np.ndarray, method: ScoreMethod = "lac") -> np.ndarray:
    """Score of every (sample, class): shape (n_samples, n_classes); lower = more conforming.

    lac: 1 - p_y. aps: sum of the probabilities strictly above p_y, plus p_y.
    """
    p = np.asarray(proba, dtype=float)
    if method == "lac":
        return 1.0 - p
    if method == "aps":
        # for each class y: sum_j p_j [p_j > p_y] + p_y
        greater = (p[:, None, :] > p[:, :, None]) * p[:, None, :]
        return greater.sum(axis=2) + p
    raise ValueError(f"method must be 'lac' or 'aps', got {method!r}")


def binary_set_case(p1: float, qhat: float | None) -> str:
    """The paper's case for a binary label: '{0}', '{1}', '{0,1}' (both) or '{}' (empty).

    ``p1`` = f(x) = P(Y = 1 | x). ``qhat`` None (undefined) gives the conservative '{0,1}'.
    """
    if qhat is None:
        return "{0,1}"
    has1 = (1.0 - p1) <= qhat
    has0 = p1 <= qhat  # 1 - P(Y=0|x) = p1
    return {(True, True): "{0,1}", (False, True): "{1}", (True, False): "{0}", (False, False): "{}"}[(has0, has1)]


class SplitConformalClassifier:
    """Conformal prediction sets over a probability calibrator.

    Parameters
    ----------
    estimator : ProbabilityCalibrator or any fitted/unfitted object with ``predict_proba``
        and ``classes_``. Default: ``ProbabilityCalibrator()``.
    alpha : float in (0, 1)
        Miscoverage: P(true label in set) >= 1 - alpha (marginal; per class or per group for
        the Mondrian variants).
    method : {"lac", "aps"}
    mondrian : None, "class" or "group"
    prefit : bool
        The estimator is already fitted (on data independent of the calibration split):
        ``fit`` is then not needed.
    min_calibration : int
        Below this many calibration points (per class / group for Mondrian) the set is the
        full label set, with a ConformalWarning.

    Attributes (after ``conformalize``)
    ----------
    qhat_ : float | None (global), or dict[label|group, float | None] for Mondrian
    n_calibration_ : int
    conservative_ : bool, True when some q_hat fell back to the full set
    warnings_ : list[str]
    """

    def __init__(self, estimator: Any = None, alpha: float = 0.1, method: ScoreMethod = "lac",
                 mondrian: Literal["class", "group"] | None = None, prefit: bool = False,
                 min_calibration: int = MIN_CALIBRATION):
        self.alpha = _check_alpha(alpha)
        if method not in ("lac", "aps"):
            raise ValueError(f"method must be 'lac' or 'aps', got {method!r}")
        if mondrian not in (None, "class", "group"):
            raise ValueError(f"mondrian must be None, 'class' or 'group', got {mondrian!r}")
        if not isinstance(min_calibration, int) or min_calibration < 1:
            raise ValueError(f"min_calibration must be a positive integer, got {min_calibration!r}")
        self.estimator = ProbabilityCalibrator() if estimator is None else estimator
        self.method = method
        self.mondrian = mondrian
        self.prefit = prefit
        self.min_calibration = min_calibration
        self._fitted = prefit
        self._conformalized = False

    # -- stage 1 ----------------------------------------------------------------------------
    def fit(self, X: Any, y: Any) -> SplitConformalClassifier:
        """Fit the probability estimator on the *fit* split (not the calibration split)."""
        if self.prefit:
            raise ValueError("prefit=True: the estimator is already fitted; call conformalize")
        self.estimator.fit(X, y)
        self._fitted = True
        return self

    def predict_proba(self, X: Any) -> np.ndarray:
        if not self._fitted:
            raise ValueError("call fit (or pass prefit=True with a fitted estimator) first")
        return np.asarray(self.estimator.predict_proba(X), dtype=float)

    @property
    def classes_(self) -> np.ndarray:
        return np.asarray(self.estimator.classes_)

    # -- stage 2 ----------------------------------------------------------------------------
    def _quantile(self, scores: np.ndarray, what: str) -> float | None:
        n = len(scores)
        if n < self.min_calibration:
            self.warnings_.append(f"{what}: {n} calibration point(s) < {self.min_calibration}; "
                                  "prediction sets are the full label set (conservative)")
            return None
        q = conformal_quantile(scores, self.alpha)
        if q is None:
            self.warnings_.append(
                f"{what}: q_hat undefined (ceil((n+1)(1-alpha)) = {conformal_rank(n, self.alpha)} > n = {n} "
                f"at alpha={self.alpha}); prediction sets are the full label set (conservative)")
        return q

    def conformalize(self, X: Any, y: Any, groups: Any = None) -> SplitConformalClassifier:
        """Compute q_hat on the calibration split ``X`` (n, d), ``y`` (n,), ``groups`` (n,)."""
        y = np.asarray(y)
        k = len(self.classes_)
        # an empty calibration split is the extreme tiny case: conservative, not an exception
        proba = self.predict_proba(X) if y.size else np.zeros((0, k))
        n = proba.shape[0]
        if y.shape != (n,):
            raise ValueError(f"y must have shape ({n},), got {y.shape}")
        unknown = set(np.unique(y).tolist()) - set(self.classes_.tolist())
        if unknown:
            raise ValueError(f"calibration labels {sorted(unknown)} were not seen by the estimator "
                             f"(classes {self.classes_.tolist()})")
        yi = np.searchsorted(self.classes_, y)
        s = conformity_scores(proba, self.method)[np.arange(n), yi]
        self.warnings_: list[str] = []
        self.n_calibration_ = n
        # the true-label scores, sorted: conformal p-values of new labels (drift monitoring)
        self.calibration_scores_ = np.sort(s)
        if self.mondrian is None:
            self.qhat_: Any = self._quantile(s, "calibration set")
        elif self.mondrian == "class":
            self.qhat_ = {c.item(): self._quantile(s[yi == i], f"class {c}") for i, c in enumerate(self.classes_)}
        else:
            if groups is None:
                raise ValueError("mondrian='group' needs groups (one per calibration row)")
            g = np.asarray(groups)
            if g.shape != (n,):
                raise ValueError(f"groups must have shape ({n},), got {g.shape}")
            self.qhat_ = {k.item() if hasattr(k, "item") else k: self._quantile(s[g == k], f"group {k}")
                          for k in np.unique(g)}
        self.conservative_ = bool(self.warnings_)
        for w in self.warnings_:
            warnings.warn(w, ConformalWarning, stacklevel=2)
        self._conformalized = True
        return self

    def _thresholds(self, n: int, groups: Any) -> np.ndarray:
        """q_hat per (sample, class), inf where the set must be conservative."""
        k = len(self.classes_)

        def val(q: float | None) -> float:
            return np.inf if q is None else q

        if self.mondrian is None:
            return np.full((n, k), val(self.qhat_))
        if self.mondrian == "class":
            return np.tile([val(self.qhat_[c.item()]) for c in self.classes_], (n, 1))
        if groups is None:
            raise ValueError("mondrian='group' needs groups for the predicted rows too")
        g = np.asarray(groups)
        if g.shape != (n,):
            raise ValueError(f"groups must have shape ({n},), got {g.shape}")
        unseen = sorted({str(x) for x in g.tolist()} - {str(x) for x in self.qhat_})
        if unseen:
            warnings.warn(f"group(s) {unseen} had no calibration data: full sets for them",
                          ConformalWarning, stacklevel=3)
        lookup = {str(key): val(q) for key, q in self.qhat_.items()}
        return np.repeat(np.array([lookup.get(str(x), np.inf) for x in g.tolist()])[:, None], k, axis=1)

    def label_scores(self, X: Any, y_index: Any) -> np.ndarray:
        """Nonconformity score of each row's given label (column index into ``classes_``)."""
        proba = self.predict_proba(X)
        yi = np.asarray(y_index, dtype=int).ravel()
        if yi.shape != (proba.shape[0],) or (yi.size and (yi.min() < 0 or yi.max() >= proba.shape[1])):
            raise ValueError("one label index per row, within the calibrator's classes")
        return conformity_scores(proba, self.method)[np.arange(len(yi)), yi]

    def predict_set(self, X: Any, groups: Any = None) -> np.ndarray:
        """Boolean membership of shape (n_samples, n_classes), columns in ``classes_`` order."""
        if not self._conformalized:
            raise ValueError("call conformalize on a calibration split first")
        proba = self.predict_proba(X)
        return sets_from_proba(proba, self._thresholds(proba.shape[0], groups), self.method)


def sets_from_proba(proba: np.ndarray, qhat: Any, method: ScoreMethod = "lac") -> np.ndarray:
    """{y : S(x, y) <= q_hat}; ``qhat`` a float, None (full set) or an (n, k) array."""
    if qhat is None:
        return np.ones_like(proba, dtype=bool)
    return conformity_scores(proba, method) <= qhat


# ---------------------------------------------------------------------------------------------
# summaries


def empirical_coverage(sets: np.ndarray, y_index: np.ndarray) -> float:
    """Share of rows whose true class (column index) is in its set."""
    return float(np.mean(sets[np.arange(len(y_index)), y_index]))


def set_size_distribution(sets: np.ndarray) -> dict[int, float]:
    """Share of rows per set size (0 = empty, 1 = singleton, ...)."""
    sizes = sets.sum(axis=1)
    return {int(k): float(np.mean(sizes == k)) for k in range(sets.shape[1] + 1)}


# ---------------------------------------------------------------------------------------------
# risk control for the action


class AutoFinalizeController:
    """Learn-then-Test threshold for auto-finalizing: finalize when P(human accepts) >= lambda.

    Guarantee: with probability >= 1 - delta over the calibration draw, the share of
    finalized items a human would reject is <= epsilon (for exchangeable data). It is the
    product's one risk control, :func:`~tinyrag_eval.calibration.risk.control_risk`, on a single
    probability -- exact binomial p-values, fixed-sequence testing from strict to loose thresholds,
    the start planned on ``plan`` (the fit rows' out-of-fold probabilities) when given, else on a
    seeded share of these labels -- so a criterion decided alone is certified exactly as several
    criteria are (``tinyrag calibrate --from-store --criterion all``).

    Before this, it was MAPIE's ``BinaryClassificationController`` (Hoeffding-Bentkus
    p-values, Bonferroni-Holm over ten thresholds). That test needs 44 finalized calibration rows
    without a rejection at epsilon = delta = 0.1; on SummEdits summaries after 400 reviews
    (``benchmarks/deployment.py --criteria grounded``) it certified 3.1 % of the memos where the
    joint control certified 17.8 % (``benchmarks/results/deployment_summedits_wice_grounded_only*.json``).

    Parameters
    ----------
    epsilon : float in (0, 1), the tolerated share of finalized items a human would reject
    delta : float in (0, 1), the tolerated probability that the guarantee fails
    thresholds : candidate lambdas (default ``risk.DEFAULT_GRID``: 0.50, 0.51, ..., 0.99)
    seed : seeds the planning split (without ``plan``)

    Attributes (after ``calibrate``)
    ----------
    threshold_ : float | None -- None when no threshold is valid: never auto-finalize
    finalize_rate_ : float -- share of calibration items finalized at threshold_
    empirical_risk_ : float | None -- share of those a human rejected
    result_ : the :class:`~tinyrag_eval.calibration.risk.RiskControlResult` (every test)
    warnings_ : list[str]
    """

    def __init__(self, epsilon: float = 0.1, delta: float = 0.1, thresholds: Any = None, seed: int = 13):
        from .risk import DEFAULT_GRID

        self.epsilon = _check_alpha(epsilon, "epsilon")
        self.delta = _check_alpha(delta, "delta")
        grid = np.asarray(DEFAULT_GRID if thresholds is None else thresholds, float)
        if grid.ndim != 1 or grid.size == 0 or not np.all(np.isfinite(grid)) or np.any((grid < 0) | (grid > 1)):
            raise ValueError("thresholds must be a non-empty 1-D list of numbers in [0, 1]")
        self.thresholds = np.sort(grid)
        self.seed = seed

    def calibrate(self, p_accept: Any, human_accept: Any, plan: tuple[Any, Any] | None = None) -> AutoFinalizeController:
        """``p_accept`` (n,) calibrated P(accept) on the calibration split; ``human_accept`` (n,) 0/1.
        ``plan`` = (P(accept), 0/1 labels) of other rows, independent of these (the probability
        model's out-of-fold predictions on its fit rows): they order the tests and every
        calibration row tests (``risk.control_risk(plan=...)``)."""
        from .risk import control_risk

        p = check_features(p_accept, 1, "p_accept")[:, 0]
        y = check_labels(human_accept, len(p)) if len(np.unique(human_accept)) > 1 else np.asarray(human_accept, int)
        if y.shape != p.shape or not set(np.unique(y).tolist()) <= {0, 1}:
            raise ValueError("human_accept must be 0/1 with one value per probability")
        self.n_calibration_ = len(p)
        self.warnings_: list[str] = []
        self.result_ = control_risk({"accept": p}, y, epsilon=self.epsilon, delta=self.delta,
                                    grid=self.thresholds, seed=self.seed,
                                    plan=None if plan is None else ({"accept": plan[0]}, plan[1]))
        self.threshold_: float | None = self.result_.threshold
        if self.threshold_ is None:
            self.warnings_.append(
                f"no threshold keeps the rejected share <= {self.epsilon} with confidence "
                f"{1 - self.delta} on {len(p)} calibration items ({self.result_.n_test} testing); "
                "auto-finalize disabled (all to review)")
        fin = self.finalize(p)
        self.finalize_rate_ = float(fin.mean())
        self.empirical_risk_ = float(1 - y[fin].mean()) if fin.any() else None
        for w in self.warnings_:
            warnings.warn(w, ConformalWarning, stacklevel=2)
        return self

    def finalize(self, p_accept: Any) -> np.ndarray:
        """Boolean (n,): auto-finalize these; the rest go to review."""
        p = np.asarray(p_accept, dtype=float).ravel()
        if self.threshold_ is None:
            return np.zeros(p.shape, dtype=bool)
        return p >= self.threshold_


def decision_errors(finalized: Any, human_accept: Any) -> dict[str, Any]:
    """Type I / Type II analysis of machine decisions against human ones.

    Type I (false acceptance): the machine finalizes, the human would reject.
    Type II (needless review): the machine sends to review, the human would accept.
    Rates are None (never NaN) when their denominator is empty.
    """
    f = np.asarray(finalized, dtype=bool).ravel()
    h = np.asarray(human_accept).astype(int).ravel().astype(bool)
    if f.shape != h.shape:
        raise ValueError("finalized and human_accept must have one value per item")

    def rate(a: int, b: int) -> float | None:
        return round(a / b, 4) if b else None

    t1, t2 = int((f & ~h).sum()), int((~f & h).sum())
    return {
        "n": int(f.size), "finalized": int(f.sum()), "reviewed": int((~f).sum()),
        "type_I": t1, "type_II": t2,
        "type_I_rate_among_rejected": rate(t1, int((~h).sum())),
        "type_II_rate_among_accepted": rate(t2, int(h.sum())),
        "rejected_share_of_finalized": rate(t1, int(f.sum())),
        "finalize_rate": rate(int(f.sum()), int(f.size)),
    }
