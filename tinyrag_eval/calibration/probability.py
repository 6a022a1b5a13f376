"""Stage 1 of the double calibration (HCAT §5): machine scores -> P(human label).

``ProbabilityCalibrator`` maps one or several machine scores (an ``(n_samples, n_features)``
array) to a probability for every human label (``predict_proba`` -> ``(n_samples,
n_classes)``), scikit-learn style. Candidate methods:

- ``platt``: logistic regression on the standardised scores (binary or several features);
- ``isotonic``: isotonic regression on the score (one feature) or on the logistic linear index
  (several features): a monotone, non-parametric recalibration;
- ``multinomial``: multinomial logistic regression for unordered categories;
- ``ordinal``: cumulative-logit (proportional odds) model for ordered grades such as 1..5;
- ``boosting``: shallow gradient-boosted trees (scikit-learn's HistGradientBoostingClassifier,
  log-loss objective) for several features whose effect is not monotone-linear (interactions,
  saturation). On SummEdits podcast rows (500, ten metric signals) its 5-fold CV log-loss was
  0.556 against 0.571 for the logistic model, so ``auto`` offers it whenever there are two or more
  features and keeps it only when it wins on log-loss.

**Known directions.** ``directions`` gives each feature column's known direction: +1 when a
higher value can only make the positive label (the memo passes) more likely, -1 when it can only
make it less likely, 0 when unknown. With directions, the binary candidates respect them: the
logistic model's coefficient of each such column is bounded to its sign (``SignedLogit``), the
isotonic index is that model, and the trees get ``monotonic_cst``. A fit on one kind of memo
then cannot learn that support *lowers* P on another: the grounded calibrator on every checker,
fitted on three of the four dev sources and scored on the fourth, ranked TAT-QA claims at AUC
0.480 with free signs and 0.773 with known ones (SummEdits 0.512 / 0.580, WiCE 0.497 / 0.635,
FinanceBench 0.658 / 0.649; ``benchmarks/grounded_features.py``, docs/benchmarks.md).

``method="auto"`` picks the candidate with the lowest cross-validated log-loss; the logistic model
is a candidate at three penalties (``PLATT_PENALTIES``), so a fit on a few hundred labels can
choose a stronger one. The reliability
diagram data, the expected calibration error and the Brier score are functions below.

Why the ordinal model is written here: scikit-learn has no cumulative-logit model; statsmodels'
``OrderedModel`` is an unregularised MLE (it diverges on small separable label sets, common with
a few dozen human grades) and would add statsmodels, patsy and pandas formulae as dependencies;
``mord`` has had no release since 2023. The model is a 30-line L2-penalised likelihood fitted
with ``scipy.optimize.minimize`` (L-BFGS, analytic gradient).

Why ``SignedLogit`` is written here: scikit-learn's ``LogisticRegression`` takes no bounds on its
coefficients (only ``positive=True`` on some linear regressors, not on the classifier);
``scipy.optimize.minimize`` with L-BFGS-B bounds does the work, the same penalised log-likelihood
as ``LogisticRegression(C)`` (L2 on the coefficients, none on the intercept).
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
from scipy.optimize import minimize
from scipy.special import expit
from sklearn.base import BaseEstimator, ClassifierMixin, clone
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.isotonic import IsotonicRegression
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import log_loss
from sklearn.model_selection import StratifiedKFold
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.preprocessing import StandardScaler
from threadpoolctl import threadpool_limits

Method = Literal["auto", "platt", "isotonic", "multinomial", "ordinal", "boosting"]
METHODS: tuple[str, ...] = ("auto", "platt", "isotonic", "multinomial", "ordinal", "boosting")
PLATT_PENALTIES: tuple[float, ...] = (1.0, 0.3, 0.1)
"""``auto`` tries the logistic model at ``C`` times each of these (1 = ``C`` itself) and keeps the
lowest cross-validated log-loss, as ``LogisticRegressionCV`` would: a team's first few hundred
labels fit 18 features with a few dozen failing memos, where a stronger penalty can predict
better; with thousands of rows the three barely differ. On the deployment benchmark (400 reviews, 10 %
failing, 100 repeats, docs/benchmarks.md) it raised certified automation at epsilon 0.1 from 26.4 to
28.4 % on SummEdits and from 91.4 to 91.7 % on TAT-QA claims (66.6 to 71.2 % at 0.05). The three
values were fixed before that run; a probe with one fixed penalty (C = 0.1: 29.2 %; 0.03: 25.3 %)
came first, on SummEdits, which is why the grid stops at 0.1."""
_EPS = 1e-6  # probabilities are clipped to [_EPS, 1 - _EPS]: no log(0), no certain 0/1


class CalibrationWarning(UserWarning):
    """A calibration step ran, but with a caveat the user should see (tiny data, fallback)."""


def check_features(X: Any, n_features: int | None = None, name: str = "X") -> np.ndarray:
    """``X`` as a finite float array of shape ``(n_samples, n_features)``; ValueError otherwise.

    A 1-D input is read as one feature. Missing values (NaN) are refused here: the caller
    decides explicitly how to handle them (see ``artifact.FeatureSpec``).
    """
    arr = np.asarray(X, dtype=float)
    if arr.ndim == 1:
        arr = arr.reshape(-1, 1)
    if arr.ndim != 2 or arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(f"{name} must be a non-empty array of shape (n_samples, n_features), got shape {arr.shape}")
    if not np.all(np.isfinite(arr)):
        bad = int((~np.isfinite(arr)).any(axis=1).sum())
        raise ValueError(f"{name} has {bad} row(s) with missing or infinite values; impute or drop them first")
    if n_features is not None and arr.shape[1] != n_features:
        raise ValueError(f"{name} has {arr.shape[1]} feature(s), the calibrator was fitted on {n_features}")
    return arr


def check_labels(y: Any, n_samples: int) -> np.ndarray:
    """``y`` as an integer array of shape ``(n_samples,)`` with at least two classes."""
    arr = np.asarray(y)
    if arr.ndim != 1 or arr.shape[0] != n_samples:
        raise ValueError(f"y must have shape ({n_samples},), got {arr.shape}")
    try:
        as_int = arr.astype(int)
    except (TypeError, ValueError):
        raise ValueError("labels must be integers (binary 0/1, grades such as 1..5, or category codes)") from None
    if not np.array_equal(as_int, arr.astype(float)):
        raise ValueError("labels must be integers (binary 0/1, grades such as 1..5, or category codes)")
    if len(np.unique(as_int)) < 2:
        raise ValueError("labels have a single class: a calibrator needs at least two")
    return as_int


# ---------------------------------------------------------------------------------------------
# candidate models


class SignedLogit(BaseEstimator, ClassifierMixin):
    """Binary L2-penalised logistic regression whose coefficients keep known signs.

    ``directions[j]`` = +1 bounds coefficient j to >= 0, -1 to <= 0, 0 leaves it free; the
    objective is ``LogisticRegression(C)``'s (no penalty on the intercept). Use it on standardised
    features (scaling keeps signs)."""

    def __init__(self, directions: tuple[int, ...] = (), C: float = 1.0):
        self.directions = directions
        self.C = C

    def fit(self, X: np.ndarray, y: np.ndarray, sample_weight: np.ndarray | None = None) -> SignedLogit:
        self.classes_ = np.unique(y)
        if len(self.classes_) != 2:
            raise ValueError("SignedLogit is binary")
        sw = np.ones(len(y)) if sample_weight is None else np.asarray(sample_weight, dtype=float)
        d = X.shape[1]
        if len(self.directions) != d:
            raise ValueError(f"{len(self.directions)} directions for {d} features")
        yb = (y == self.classes_[1]).astype(float)
        lam = 1.0 / self.C

        def nll(w: np.ndarray) -> tuple[float, np.ndarray]:
            t = X @ w[1:] + w[0]
            r = sw * (expit(t) - yb)
            loss = float(np.sum(sw * (np.logaddexp(0.0, t) - yb * t)) + 0.5 * lam * w[1:] @ w[1:])
            return loss, np.concatenate([[r.sum()], X.T @ r + lam * w[1:]])

        bounds = [(None, None)] + [(0.0, None) if s > 0 else (None, 0.0) if s < 0 else (None, None)
                                   for s in self.directions]
        res = minimize(nll, np.zeros(d + 1), jac=True, method="L-BFGS-B", bounds=bounds)
        self.intercept_, self.coef_ = float(res.x[0]), res.x[1:]
        return self

    def decision_function(self, X: np.ndarray) -> np.ndarray:
        return X @ self.coef_ + self.intercept_

    def predict_proba(self, X: np.ndarray) -> np.ndarray:
        p1 = expit(self.decision_function(X))
        return np.column_stack([1 - p1, p1])


def _logit(directions: tuple[int, ...] | None, C: float) -> BaseEstimator:
    """Standardised logistic regression; sign-bounded when any direction is known."""
    if directions and any(directions):
        return make_pipeline(StandardScaler(), SignedLogit(tuple(directions), C))
    return make_pipeline(StandardScaler(), LogisticRegression(C=C, max_iter=1000))


def fit_weighted(model: Any, X: np.ndarray, y: np.ndarray, sample_weight: np.ndarray | None) -> Any:
    """``model.fit(X, y)`` with per-row weights (None: unweighted). A pipeline's weights go to
    its last step (the scaler standardises unweighted: it only sets the features' scale)."""
    if sample_weight is None:
        return model.fit(X, y)
    if isinstance(model, Pipeline):
        return model.fit(X, y, **{f"{model.steps[-1][0]}__sample_weight": sample_weight})
    return model.fit(X, y, sample_weight=sample_weight)


def check_weights(sample_weight: Any, n: int) -> np.ndarray | None:
    """Row weights as a float array of mean 1 (so the L2 penalty keeps its strength), or None."""
    if sample_weight is None:
        return None
    w = np.asarray(sample_weight, dtype=float)
    if w.shape != (n,):
        raise ValueError(f"sample_weight has shape {w.shape}; expected ({n},), one weight per row")
    if not np.all(np.isfinite(w)) or (w < 0).any() or w.sum() <= 0:
        raise ValueError("sample_weight must be finite, non-negative and not all zero")
    return w * (n / w.sum())


class _IsotonicOnIndex(BaseEstimator, ClassifierMixin):
    """Binary isotonic calibration of a 1-D score, or of a logistic index for several features
    (with ``directions``: a sign-bounded index; one feature of direction -1: decreasing)."""

    def __init__(self, directions: tuple[int, ...] | None = None):
        self.directions = directions

    def fit(self, X: np.ndarray, y: np.ndarray, sample_weight: np.ndarray | None = None) -> _IsotonicOnIndex:
        self.classes_ = np.unique(y)
        if len(self.classes_) != 2:
            raise ValueError("isotonic calibration is binary; use 'multinomial' or 'ordinal' for more classes")
        yb = (y == self.classes_[1]).astype(float)
        self.index_ = None
        if X.shape[1] > 1:
            self.index_ = fit_weighted(_logit(self.directions, 1.0), X, y, sample_weight)
        increasing = not (X.shape[1] == 1 and self.directions and self.directions[0] < 0)
        self.iso_ = IsotonicRegression(y_min=0.0, y_max=1.0, increasing=increasing,
                                       out_of_bounds="clip").fit(self._score(X), yb, sample_weight=sample_weight)
        return self

    def _score(self, X: np.ndarray) -> np.ndarray:
        return X[:, 0] if self.index_ is None else self.index_.decision_function(X)

    def predict_proba(self, X: np.ndarray) -> np.ndarray:
        p1 = np.clip(self.iso_.predict(self._score(X)), _EPS, 1 - _EPS)
        return np.column_stack([1 - p1, p1])


class CumulativeLogit(BaseEstimator, ClassifierMixin):
    """Proportional-odds model: P(Y <= k | x) = sigmoid(theta_k - x.beta), ordered classes.

    Parameters
    ----------
    l2 : float
        Ridge penalty on ``beta`` (features are standardised first).
    """

    def __init__(self, l2: float = 1.0):
        self.l2 = l2

    def fit(self, X: np.ndarray, y: np.ndarray, sample_weight: np.ndarray | None = None) -> CumulativeLogit:
        self.classes_ = np.unique(y)
        k = len(self.classes_)
        self.mean_, self.scale_ = X.mean(axis=0), X.std(axis=0) + 1e-12
        Z = (X - self.mean_) / self.scale_
        yi = np.searchsorted(self.classes_, y)
        d = Z.shape[1]
        prior = np.cumsum(np.bincount(yi, minlength=k))[:-1] / len(yi)
        start_theta = np.log(np.clip(prior, 1e-3, 1 - 1e-3) / (1 - np.clip(prior, 1e-3, 1 - 1e-3)))
        # theta parametrised as theta_0 and log-gaps so the thresholds stay ordered
        x0 = np.concatenate([np.zeros(d), [start_theta[0]], np.log(np.maximum(np.diff(start_theta), 1e-2))])
        sw = np.ones(len(yi)) if sample_weight is None else np.asarray(sample_weight, dtype=float)
        res = minimize(self._nll, x0, args=(Z, yi, k, sw), jac=True, method="L-BFGS-B")
        self.coef_, self.thresholds_ = res.x[:d], self._thetas(res.x[d:])
        self.converged_ = bool(res.success)
        return self

    @staticmethod
    def _thetas(t: np.ndarray) -> np.ndarray:
        return np.concatenate([[t[0]], t[0] + np.cumsum(np.exp(t[1:]))])

    def _nll(self, w: np.ndarray, Z: np.ndarray, yi: np.ndarray, k: int,
             sw: np.ndarray | None = None) -> tuple[float, np.ndarray]:
        sw = np.ones(len(yi)) if sw is None else sw
        d = Z.shape[1]
        beta, t = w[:d], w[d:]
        theta = self._thetas(t)
        eta = Z @ beta
        upper = np.where(yi < k - 1, expit(theta[np.minimum(yi, k - 2)] - eta), 1.0)
        lower = np.where(yi > 0, expit(theta[np.maximum(yi - 1, 0)] - eta), 0.0)
        p = np.clip(upper - lower, 1e-12, None)
        nll = -(sw * np.log(p)).sum() + 0.5 * self.l2 * beta @ beta
        # gradient: d sigmoid(a) = s(1 - s); each row's terms scaled by its weight
        du = sw * np.where(yi < k - 1, upper * (1 - upper), 0.0)
        dl = sw * np.where(yi > 0, lower * (1 - lower), 0.0)
        g_eta = (du - dl) / p  # d(-log p)/d eta = (du - dl)/p
        g_beta = Z.T @ g_eta + self.l2 * beta
        g_theta = np.zeros(k - 1)
        np.add.at(g_theta, np.minimum(yi, k - 2)[yi < k - 1], -du[yi < k - 1] / p[yi < k - 1])
        np.add.at(g_theta, np.maximum(yi - 1, 0)[yi > 0], dl[yi > 0] / p[yi > 0])
        # chain rule through theta_j = t_0 + sum_{i<=j} exp(t_i)
        g_t = np.zeros(k - 1)
        g_t[0] = g_theta.sum()
        for i in range(1, k - 1):
            g_t[i] = g_theta[i:].sum() * math.exp(t[i])
        return float(nll), np.concatenate([g_beta, g_t])

    def predict_proba(self, X: np.ndarray) -> np.ndarray:
        eta = ((X - self.mean_) / self.scale_) @ self.coef_
        cum = expit(self.thresholds_[None, :] - eta[:, None])
        cum = np.column_stack([np.zeros(len(eta)), cum, np.ones(len(eta))])
        p = np.clip(np.diff(cum, axis=1), _EPS, None)
        return p / p.sum(axis=1, keepdims=True)


def _candidate(method: str, C: float, random_state: int = 0, directions: tuple[int, ...] | None = None) -> BaseEstimator:
    """One candidate model; ``directions`` (binary candidates only) bound its effects' signs."""
    if method == "platt":
        return _logit(directions, C)
    if method == "multinomial":
        return make_pipeline(StandardScaler(), LogisticRegression(C=C, max_iter=1000))
    if method == "isotonic":
        return _IsotonicOnIndex(directions)
    if method == "ordinal":
        return CumulativeLogit(l2=1.0 / C)
    if method == "boosting":
        cst = list(directions) if directions and any(directions) else None
        return HistGradientBoostingClassifier(max_depth=3, learning_rate=0.05, max_iter=150, min_samples_leaf=20,
                                              l2_regularization=1.0, early_stopping=False, random_state=random_state,
                                              monotonic_cst=cst)
    raise ValueError(f"unknown method {method!r}; choose one of {', '.join(METHODS)}")


# ---------------------------------------------------------------------------------------------
# the calibrator


class ProbabilityCalibrator(BaseEstimator, ClassifierMixin):
    """Map machine scores to P(human label), choosing the model by cross-validated log-loss.

    Parameters
    ----------
    method : {"auto", "platt", "isotonic", "multinomial", "ordinal"}
        ``auto`` tries ``platt`` and ``isotonic`` for binary labels, ``multinomial`` (and
        ``ordinal`` when ``ordered=True``) for more classes, plus ``boosting`` with two or more
        features, and keeps the lowest CV log-loss.
    ordered : bool
        The labels are ordered grades (e.g. 1..5): allows the ordinal candidate.
    cv : int
        Folds for the model choice (stratified; fewer when a class is rarer than ``cv``).
    C : float
        Inverse L2 strength of the logistic / ordinal models.
    random_state : int
        Seed of the CV split.
    directions : tuple of {-1, 0, 1}, optional
        Each feature column's known direction (see the module's "Known directions"); used by the
        binary candidates (with more classes it is ignored).

    Attributes
    ----------
    classes_ : ndarray of shape (n_classes,)
    method_ : str, the chosen method
    cv_log_loss_ : dict[str, float | None], per candidate (None when it could not be scored)
    oof_proba_ : ndarray (n_samples, n_classes) or None, the chosen method's out-of-fold
        probabilities on the fit rows (None when no cross-validation ran); it plans the risk
        control's tests (``risk.control_risk(plan=...)``) and is not pickled
    n_features_in_ : int
    weighted_ : bool, whether the fit read row weights
    C_ : float, the inverse penalty of the chosen model (``auto``: one of ``C`` times
        ``PLATT_PENALTIES`` for the logistic model)
    """

    def __init__(self, method: Method = "auto", ordered: bool = False, cv: int = 5, C: float = 1.0,
                 random_state: int = 0, directions: tuple[int, ...] | None = None):
        self.method = method
        self.ordered = ordered
        self.cv = cv
        self.C = C
        self.random_state = random_state
        self.directions = directions

    def __getstate__(self) -> dict[str, Any]:
        state = super().__getstate__()
        state.pop("oof_proba_", None)  # only the fit that made it reads it
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        # calibrators pickled before ``directions`` existed: free signs, as they were fitted
        state.setdefault("directions", None)
        state.setdefault("oof_proba_", None)
        state.setdefault("weighted_", False)
        state.setdefault("C_", state.get("C", 1.0))
        super().__setstate__(state)

    def _directions(self, n_classes: int) -> tuple[int, ...] | None:
        """The directions a candidate gets: binary labels only."""
        d = self.directions
        return tuple(int(v) for v in d) if d is not None and n_classes == 2 else None

    def _validate_params(self) -> None:
        if self.method not in METHODS:
            raise ValueError(f"method must be one of {', '.join(METHODS)}, got {self.method!r}")
        if not isinstance(self.cv, int) or self.cv < 2:
            raise ValueError(f"cv must be an integer >= 2, got {self.cv!r}")
        if not (isinstance(self.C, int | float) and self.C > 0 and math.isfinite(self.C)):
            raise ValueError(f"C must be a positive number, got {self.C!r}")
        d = self.directions
        if d is not None and any(v not in (-1, 0, 1) for v in d):
            raise ValueError(f"directions must be -1, 0 or 1 per feature, got {tuple(d)!r}")

    def candidates(self, n_classes: int, n_features: int = 1) -> list[str]:
        if self.method != "auto":
            return [self.method]
        cands = ["platt", "isotonic"] if n_classes == 2 else (["multinomial", "ordinal"] if self.ordered else ["multinomial"])
        return cands + (["boosting"] if n_features >= 2 else [])

    def fit(self, X: Any, y: Any, sample_weight: Any = None) -> ProbabilityCalibrator:
        """Fit on scores ``X`` (n_samples, n_features) and human labels ``y`` (n_samples,).

        ``sample_weight``: one non-negative weight per row (rescaled to mean 1), read by every
        candidate's fit and by the cross-validated log-loss that picks among them; e.g. each
        source of a pooled fit weighted to the same total, so the largest does not set the fit."""
        # The models are tiny (a few features, hundreds of rows): multi-threaded BLAS only adds
        # thread start-up and spinning; measured 170 ms vs 12 ms per logistic fit on a busy
        # 2-core machine. One thread for the whole fit.
        with threadpool_limits(limits=1):
            return self._fit(X, y, sample_weight)

    def _fit(self, X: Any, y: Any, sample_weight: Any = None) -> ProbabilityCalibrator:
        self._validate_params()
        X = check_features(X)
        y = check_labels(y, X.shape[0])
        w = check_weights(sample_weight, X.shape[0])
        self.weighted_ = w is not None
        self.classes_ = np.unique(y)
        self.n_features_in_ = X.shape[1]
        k = len(self.classes_)
        d = self.directions
        if d is not None and len(d) != X.shape[1]:
            raise ValueError(f"directions has {len(d)} entries for {X.shape[1]} feature columns")
        if self.method == "isotonic" and k != 2:
            raise ValueError("method='isotonic' needs binary labels; use 'multinomial' or 'ordinal'")
        if self.method == "platt" and k != 2:
            raise ValueError("method='platt' needs binary labels; use 'multinomial' or 'ordinal'")
        cands = self._specs(self.candidates(k, X.shape[1]))
        self.cv_log_loss_: dict[str, float | None] = {}
        min_class = int(np.bincount(np.searchsorted(self.classes_, y)).min())
        folds = min(self.cv, min_class)
        self.oof_proba_: np.ndarray | None = None
        if len(cands) > 1 and folds >= 2:
            skf = StratifiedKFold(n_splits=folds, shuffle=True, random_state=self.random_state)
            oof: dict[str, np.ndarray | None] = {}
            for name, (m, c) in cands.items():
                self.cv_log_loss_[name], oof[name] = self._cv_loss(m, X, y, skf, w, c)
            scored = {m: v for m, v in self.cv_log_loss_.items() if v is not None}
            best = min(scored, key=scored.__getitem__) if scored else next(iter(cands))
            self.oof_proba_ = oof.get(best)
        else:
            best = next(iter(cands))
            if len(cands) > 1:
                warnings.warn(f"too few examples of a class ({min_class}) to cross-validate the "
                              f"method; using {cands[best][0]}", CalibrationWarning, stacklevel=2)
            self.cv_log_loss_[best] = None
        self.method_, self.C_ = cands[best]
        self.model_ = fit_weighted(_candidate(self.method_, self.C_, self.random_state, self._directions(k)), X, y, w)
        return self

    def _specs(self, methods: list[str]) -> dict[str, tuple[str, float]]:
        """Each candidate's name -> (method, C): with ``auto``, the logistic model once per
        ``PLATT_PENALTIES`` factor ("platt" at ``C`` itself, "platt C=0.3" ...)."""
        out: dict[str, tuple[str, float]] = {}
        for m in methods:
            if m == "platt" and self.method == "auto":
                for f in PLATT_PENALTIES:
                    out["platt" if f == 1.0 else f"platt C={self.C * f:g}"] = ("platt", self.C * f)
            else:
                out[m] = (m, self.C)
        return out

    def _cv_loss(self, method: str, X: np.ndarray, y: np.ndarray,
                 skf: StratifiedKFold, w: np.ndarray | None = None,
                 C: float | None = None) -> tuple[float | None, np.ndarray | None]:
        """Cross-validated log loss of ``method`` (weighted as the fit, with ``w``) and its
        out-of-fold probabilities (None, None when a training fold lacks a class)."""
        oof = np.zeros((len(y), len(self.classes_)))
        for tr, te in skf.split(X, y):
            if len(np.unique(y[tr])) != len(self.classes_):
                return None, None
            model = _candidate(method, self.C if C is None else C, self.random_state,
                               self._directions(len(self.classes_)))
            oof[te] = fit_weighted(model, X[tr], y[tr], None if w is None else w[tr]).predict_proba(X[te])
        oof = np.clip(oof, _EPS, 1 - _EPS)
        return float(log_loss(y, oof, labels=self.classes_, sample_weight=w)), oof / oof.sum(axis=1, keepdims=True)

    def predict_proba(self, X: Any) -> np.ndarray:
        """Probabilities of shape ``(n_samples, n_classes)``, columns in ``classes_`` order."""
        if not hasattr(self, "model_"):
            raise ValueError("this ProbabilityCalibrator is not fitted yet; call fit first")
        X = check_features(X, self.n_features_in_)
        p = np.clip(self.model_.predict_proba(X), _EPS, 1 - _EPS)
        return p / p.sum(axis=1, keepdims=True)

    def predict(self, X: Any) -> np.ndarray:
        """Most probable label, shape ``(n_samples,)``."""
        return self.classes_[np.argmax(self.predict_proba(X), axis=1)]

    def clone_unfitted(self) -> ProbabilityCalibrator:
        return clone(self)


# ---------------------------------------------------------------------------------------------
# calibration quality


@dataclass(frozen=True)
class ReliabilityBin:
    lower: float
    upper: float
    count: int
    mean_predicted: float | None  # None for an empty bin (never NaN)
    observed: float | None


def _positive_prob(y: np.ndarray, proba: np.ndarray, positive: int = 1) -> tuple[np.ndarray, np.ndarray]:
    p = np.asarray(proba, dtype=float)
    if p.ndim == 2:
        if p.shape[1] != 2:
            raise ValueError("reliability of a multi-class model: pass the top-class confidence "
                             "and correctness (see top_label_reliability)")
        p = p[:, 1]
    yb = (np.asarray(y) == positive).astype(float)
    if p.shape != yb.shape or p.size == 0:
        raise ValueError(f"y and probabilities must be non-empty and of one length, got {yb.shape} and {p.shape}")
    return yb, p


def reliability_bins(y: Any, proba: Any, n_bins: int = 10, positive: int = 1) -> list[ReliabilityBin]:
    """Reliability diagram data: equal-width bins of P(positive) with the observed frequency.

    ``y`` has shape (n,); ``proba`` is (n,) P(positive) or (n, 2).
    """
    if n_bins < 1:
        raise ValueError("n_bins must be >= 1")
    yb, p = _positive_prob(y, proba, positive)
    edges = np.linspace(0, 1, n_bins + 1)
    idx = np.clip(np.digitize(p, edges[1:-1], right=True), 0, n_bins - 1)
    out = []
    for b in range(n_bins):
        m = idx == b
        c = int(m.sum())
        out.append(ReliabilityBin(float(edges[b]), float(edges[b + 1]), c,
                                  float(p[m].mean()) if c else None, float(yb[m].mean()) if c else None))
    return out


def expected_calibration_error(y: Any, proba: Any, n_bins: int = 10, positive: int = 1) -> float:
    """ECE = sum over bins of (bin share) * |observed - mean predicted|, equal-width bins."""
    bins = reliability_bins(y, proba, n_bins, positive)
    n = sum(b.count for b in bins)
    return float(sum(b.count / n * abs(b.observed - b.mean_predicted) for b in bins if b.count))


def brier_score(y: Any, proba: Any, classes: Any | None = None) -> float:
    """Mean squared error of the probability vector against the one-hot label.

    ``proba`` (n, n_classes) with columns in ``classes`` order (default: 0..n_classes-1), or (n,)
    P(label 1) for binary labels. For binary labels this is the usual Brier score.
    """
    p = np.asarray(proba, dtype=float)
    y = np.asarray(y)
    if p.ndim == 1:
        return float(np.mean((p - (y == 1)) ** 2))
    cls = np.arange(p.shape[1]) if classes is None else np.asarray(classes)
    onehot = (y[:, None] == cls[None, :]).astype(float)
    mse = np.mean(np.sum((p - onehot) ** 2, axis=1))
    return float(mse / 2 if p.shape[1] == 2 else mse)
