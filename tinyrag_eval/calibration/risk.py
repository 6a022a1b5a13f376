"""Risk control over acceptability criteria: finalize only what is certified on every criterion.

Goal: choose per-criterion thresholds so that, among finalized memos, the share that a reviewer
judges to fail **any** criterion is <= epsilon, with probability >= 1 - delta over the draw of the
calibration labels (exchangeable data).

Method (Learn-then-Test, Angelopoulos et al. 2021), and why:

- **One path through the threshold vectors.** A memo is finalized when *every* calibrated
  criterion's probability is >= lambda (the vector (lambda, ..., lambda) on calibrated
  probabilities, i.e. a threshold on the smallest criterion probability). The probabilities are
  calibrated, so one level means the same confidence on every criterion; and a one-dimensional
  family keeps the tests ordered from strict to loose.
- **The loss is the joint label** "fails any criterion" (the reviewer's overall verdict, or the OR
  of per-criterion verdicts on the same memos). That makes the "any criterion" guarantee exact.
  Splitting epsilon across criteria (epsilon / K each, union bound) was rejected: it needs K
  times more labels for the same automation, and the per-criterion risks P(fail c | c passes)
  do not bound P(fail c | all pass) -- selecting on the other criteria changes the population --
  so the union bound would not even hold for the finalized set.
- **Fixed-sequence testing** (default) over a fine grid, from strict to loose, each test at level
  delta, stopping at the first non-rejection: no multiplicity correction, so a few hundred labels
  suffice where Bonferroni over the grid (``method="bonferroni"``, tests at delta / |grid|, also
  offered) needs many more. Fixed-sequence needs its start chosen independently of the test
  labels: planning labels pick the start (the loosest threshold that the planning part predicts
  to pass with probability >= 0.9, from a pessimistic failure share). When the calibrators give
  **out-of-fold probabilities of their fit rows** (``plan=``: the probability model's
  cross-validation, rows no calibration label influenced), those plan and *every* calibration
  label tests; otherwise a seeded ``plan_fraction`` of the calibration labels plans and the rest
  tests. Planning on the fit split: in a simulation of 400 reviews at 10 % failing (200 fit, 200
  calibration rows, calibrated scores of three separations, 300 repeats) it certified 31 / 69 /
  89 % of the memos against 23 / 50 / 78 % for the 30 % planning share of the calibration rows
  (failing share above epsilon in at most 4.3 % and 5.7 % of repeats). On real reviews
  (``benchmarks/deployment.py``, docs/benchmarks.md) less: TAT-QA claims 89.5 -> 91.4 % at
  epsilon 0.1 and 57.1 -> 66.6 % at 0.05, SummEdits summaries 17.8 -> 18.4 %.
  Fixed sequence against Bonferroni, on simulated calibrated scores (p ~ U(0, 1), epsilon 0.2, 150
  repeats, planning on the calibration split) it finalized 24 % of the acceptable items with 300 labels against 15 % for
  Bonferroni, and 52 % against 45 % with 1,000 labels (Bonferroni certifies a threshold more
  often there: 100 % of repeats vs 94 %). Starting at the strictest threshold
  instead would stop at once (a handful of finalized items can never reject).
- **Exact binomial p-values**: for a fixed lambda, given the number n finalized, the failures
  among them are Binomial(n, r(lambda)) with r(lambda) the population failure share among
  finalized memos; H0: r(lambda) > epsilon is rejected when P(Bin(n, epsilon) <= k) <= level.
  Exact, hence tighter than a Hoeffding-Bentkus bound (MAPIE's ``BinaryClassificationController``,
  which ``AutoFinalizeController`` used before it became this control on one probability).

A criterion without a calibrator has no probability here: the caller (``certify``) never
certifies it, so a memo that needs it is never auto-finalized.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, Field
from scipy.stats import beta, binom

RiskMethod = Literal["fixed_sequence", "bonferroni"]
DEFAULT_GRID = tuple(round(x, 2) for x in np.arange(0.50, 0.995, 0.01))
START_PASS_PROBABILITY = 0.9
"""A start the planning labels predict to pass 9 times in 10: on simulated calibrated scores
(p ~ U(0, 1), epsilon 0.2) it certified more often than a start at 1/2 and finalized more
acceptable items (with the point estimate: 44 % vs 34 % of 150 repeats certified with 300
labels, 77 % vs 55 % with 1,000)."""
MIN_LABELS = 20  # below this many labelled memos nothing is tested (every threshold would fail anyway)


class ThresholdTest(BaseModel):
    """One tested threshold: items finalized / failing on the testing labels, and the p-value."""

    threshold: float
    n_finalized: int
    n_failed: int
    p_value: float
    rejected: bool = Field(description="H0 'failure share among finalized > epsilon' rejected")


class RiskControlResult(BaseModel):
    """The certified thresholds, or why there are none."""

    criteria: list[str]
    epsilon: float
    delta: float
    method: RiskMethod
    threshold: float | None = Field(None, description="common lambda on every criterion's probability; None = "
                                    "no threshold certified: never auto-finalize")
    n_labels: int
    n_plan: int = 0
    n_test: int
    planned_on: Literal["fit_split", "calibration_split", "none"] = Field(
        "calibration_split", description="what ordered the fixed sequence: out-of-fold probabilities of the "
        "calibrators' fit rows (every calibration label tests), a share of the calibration labels, or "
        "nothing (Bonferroni)")
    tests: list[ThresholdTest] = Field(default_factory=list)
    finalize_rate: float = Field(0.0, description="share of the labelled memos finalized at threshold")
    failure_share_of_finalized: float | None = Field(None, description="among those, the share failing a criterion")
    automation_rate: float = Field(0.0, description="share of acceptable labelled memos finalized (certified "
                                   "automation rate, on the calibration labels)")
    reason: str = ""

    @property
    def certified(self) -> bool:
        return self.threshold is not None

    @property
    def thresholds(self) -> dict[str, float]:
        """Per-criterion thresholds ({} when none is certified)."""
        return {} if self.threshold is None else {c: self.threshold for c in self.criteria}

    def finalize(self, probabilities: Mapping[str, Any]) -> np.ndarray:
        """(n,) booleans: finalize where every criterion's probability is >= the threshold.
        A criterion of the result missing from ``probabilities`` finalizes nothing."""
        p = _score(probabilities, self.criteria, allow_missing=True)
        if self.threshold is None or p is None:
            n = len(next(iter(probabilities.values()))) if probabilities else 0
            return np.zeros(n, dtype=bool)
        return p >= self.threshold


def _score(probabilities: Mapping[str, Any], criteria: list[str], allow_missing: bool = False) -> np.ndarray | None:
    cols = []
    for c in criteria:
        if c not in probabilities:
            if allow_missing:
                return None
            raise ValueError(f"no probabilities for criterion {c!r}")
        try:
            a = np.asarray(probabilities[c], dtype=float).ravel()
        except (TypeError, ValueError):
            raise ValueError(f"probabilities of {c!r} must be numbers in [0, 1]") from None
        if a.size and (not np.all(np.isfinite(a)) or a.min() < 0 or a.max() > 1):
            raise ValueError(f"probabilities of {c!r} must be finite numbers in [0, 1]")
        cols.append(a)
    if len({len(a) for a in cols}) > 1:
        raise ValueError("every criterion needs one probability per memo (lengths differ)")
    return np.min(np.column_stack(cols), axis=1) if cols else None


def binary_labels(acceptable: Any, n: int) -> np.ndarray:
    """``acceptable`` as a float array of one 0/1 label per memo (1 = passes every criterion);
    a clear ValueError for another shape or value."""
    y = np.asarray(acceptable)
    if y.ndim != 1 or y.shape[0] != n:
        raise ValueError(f"acceptable must have one 0/1 label per memo ({n}), got shape {y.shape}")
    try:
        yf = y.astype(float)
    except (TypeError, ValueError):
        raise ValueError("acceptable must be 0/1 labels") from None
    if not np.all(np.isin(yf, (0.0, 1.0))):
        raise ValueError("acceptable must be 0/1 labels (1 = passes every criterion)")
    return yf


def binomial_p_value(n_failed: int, n_finalized: int, epsilon: float) -> float:
    """P(Bin(n, epsilon) <= k): small when k failures among n finalized are unlikely if the
    failure share were epsilon or more. 1.0 when nothing is finalized."""
    if n_finalized == 0:
        return 1.0
    return float(binom.cdf(n_failed, n_finalized, epsilon))


def binomial_p_values(n_failed: Any, n_finalized: Any, epsilon: float) -> np.ndarray:
    """:func:`binomial_p_value` on arrays (any shape; 1.0 where nothing is finalized)."""
    k, n = np.asarray(n_failed, dtype=float), np.asarray(n_finalized, dtype=float)
    return np.where(n > 0, binom.cdf(k, np.maximum(n, 1), epsilon), 1.0)


def clopper_pearson_upper(n_failed: Any, n_finalized: Any, delta: float) -> np.ndarray:
    """The one-sided Clopper-Pearson upper confidence bound (level 1 - delta) on a failure share
    from k failures among n (arrays; 1.0 where n = 0). ``upper <= epsilon`` exactly when
    :func:`binomial_p_value` <= delta: the test above rejects 'share > epsilon' at level delta."""
    k, n = np.asarray(n_failed, dtype=float), np.asarray(n_finalized, dtype=float)
    ub = beta.ppf(1 - delta, k + 1, np.maximum(n - k, 1))
    return np.where((n > 0) & (k < n), ub, 1.0)


def pass_probabilities(n_finalized: Any, n_failed: Any, n_plan: int, n_test: int, epsilon: float,
                       delta: float) -> np.ndarray:
    """Planning estimate of P(the test at a threshold rejects), on arrays of the planning counts
    (finalized, failing) at each candidate: the finalize share and a pessimistic failure share
    (90 % upper bound: the start is the loosest of many noisy planning estimates, and the point
    estimate there is optimistic) from the planning labels."""
    nf, kf = np.asarray(n_finalized, dtype=float), np.asarray(n_failed, dtype=float)
    n_t = np.round(n_test * nf / n_plan)
    safe_n = np.maximum(n_t, 1)
    # the largest failure count the test at this n still rejects (-1: none)
    k0 = binom.ppf(delta, safe_n, epsilon)
    k_ok = np.where(binom.cdf(k0, safe_n, epsilon) <= delta, k0, k0 - 1)
    r_hat = beta.ppf(0.9, kf + 1, np.maximum(nf - kf, 1))
    p = binom.cdf(k_ok, safe_n, r_hat)
    return np.where((n_t > 0) & (k_ok >= 0), p, 0.0)


def start_index(pass_probs: Any) -> Any:
    """Index of the first hypothesis of a fixed sequence (last axis ordered strict -> loose): the
    loosest whose planning pass probability is >= ``START_PASS_PROBABILITY``, else the one most
    likely to pass."""
    q = np.asarray(pass_probs, dtype=float)
    good = q >= START_PASS_PROBABILITY
    idx = np.arange(q.shape[-1])
    loosest = np.max(np.where(good, idx, -1), axis=-1)
    return np.where(loosest >= 0, loosest, np.argmax(q, axis=-1))


def fixed_sequence_stop(rejected: Any) -> np.ndarray:
    """Fixed-sequence testing on hypotheses tested in order along the last axis: the index of the
    last rejection before the first non-rejection (-1 when the first is not rejected). Every
    hypothesis up to it is rejected with family-wise error <= the level of each test."""
    r = np.asarray(rejected, dtype=bool)
    run = np.cumprod(r, axis=-1)
    return run.sum(axis=-1) - 1


def _plan(plan: tuple[Mapping[str, Any], Any], criteria: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """(score, failing) of planning memos: the smallest criterion probability, label 0."""
    if not (isinstance(plan, tuple | list) and len(plan) == 2 and isinstance(plan[0], Mapping)):
        raise ValueError("plan must be (probabilities by criterion, acceptable labels)")
    probs, acceptable = plan
    if set(probs) != set(criteria):
        raise ValueError(f"plan has criteria {sorted(probs)}, the labelled memos {sorted(criteria)}")
    score = _score(probs, criteria)
    assert score is not None
    y = binary_labels(acceptable, score.shape[0])
    if y.size == 0:
        raise ValueError("plan has no labelled memos")
    return score, y == 0


def _tests(score: np.ndarray, fail: np.ndarray, grid: np.ndarray, epsilon: float, level: float) -> list[ThresholdTest]:
    out = []
    for lam in grid:
        fin = score >= lam
        n, k = int(fin.sum()), int(fail[fin].sum())
        p = binomial_p_value(k, n, epsilon)
        out.append(ThresholdTest(threshold=float(lam), n_finalized=n, n_failed=k, p_value=p, rejected=p <= level))
    return out


def _pass_probability(t: ThresholdTest, n_plan: int, n_test: int, epsilon: float, delta: float) -> float:
    """Planning estimate of P(the test at this threshold rejects) (:func:`pass_probabilities`)."""
    return float(pass_probabilities(t.n_finalized, t.n_failed, n_plan, n_test, epsilon, delta))


def _start(plan: list[ThresholdTest], n_plan: int, n_test: int, epsilon: float, delta: float) -> int:
    """Index of the first threshold of the fixed sequence (grid strict -> loose): the loosest whose
    planning pass probability is >= ``START_PASS_PROBABILITY``, else the one most likely to pass."""
    probs = pass_probabilities([t.n_finalized for t in plan], [t.n_failed for t in plan], n_plan, n_test,
                               epsilon, delta)
    return int(start_index(probs))


def control_risk(probabilities: Mapping[str, Any], acceptable: Any, *, epsilon: float = 0.1, delta: float = 0.1,
                 method: RiskMethod = "fixed_sequence", grid: Any = None, plan_fraction: float = 0.3,
                 seed: int = 13, plan: tuple[Mapping[str, Any], Any] | None = None) -> RiskControlResult:
    """Certify a finalize threshold on labelled memos (module docstring).

    Parameters
    ----------
    probabilities : {criterion: (n,) calibrated P(the memo passes the criterion)}, one entry per
        *calibrated* criterion, on the same n labelled memos.
    acceptable : (n,) 0/1, the reviewer's verdict: 1 = passes every criterion, 0 = fails one.
    epsilon, delta : the guarantee: failure share among finalized <= epsilon w.p. >= 1 - delta.
    method : "fixed_sequence" (planning split + sequential tests) or "bonferroni" (all labels).
    grid : candidate thresholds (default 0.50, 0.51, ..., 0.99).
    plan_fraction : share of the labels that orders the fixed sequence (not used to test), when
        no ``plan`` is given.
    plan : (probabilities, acceptable) of other labelled memos -- independent of these labels,
        e.g. the calibrators' out-of-fold probabilities on their fit rows -- that order the fixed
        sequence; every labelled memo then tests. Same criteria as ``probabilities``.
    """
    for name, v in (("epsilon", epsilon), ("delta", delta)):
        if not (isinstance(v, int | float) and 0 < v < 1):
            raise ValueError(f"{name} must be in (0, 1), got {v!r}")
    if method not in ("fixed_sequence", "bonferroni"):
        raise ValueError(f"method must be 'fixed_sequence' or 'bonferroni', got {method!r}")
    if not 0 < plan_fraction < 1:
        raise ValueError(f"plan_fraction must be in (0, 1), got {plan_fraction}")
    criteria = list(probabilities)
    if not criteria:
        raise ValueError("no calibrated criterion: nothing can be certified (a criterion without a "
                         "calibrator is never certified)")
    score = _score(probabilities, criteria)
    assert score is not None
    yf = binary_labels(acceptable, score.shape[0])
    if yf.size == 0:
        raise ValueError("no labelled memos: risk control needs reviewer labels")
    fail = yf == 0
    g = np.sort(np.asarray(DEFAULT_GRID if grid is None else grid, dtype=float).ravel())[::-1]  # strict -> loose
    if g.size == 0 or not np.all(np.isfinite(g)) or g.min() < 0 or g.max() > 1:
        raise ValueError("grid must be a non-empty list of thresholds in [0, 1]")
    n = len(yf)
    base = {"criteria": criteria, "epsilon": float(epsilon), "delta": float(delta), "method": method, "n_labels": n}
    if n < MIN_LABELS:
        return RiskControlResult(**base, n_test=n, reason=f"{n} labelled memos < {MIN_LABELS}: no threshold "
                                 "can be certified; every memo goes to review")
    if method == "bonferroni":
        tests = _tests(score, fail, g, epsilon, delta / len(g))
        ok = [t.threshold for t in tests if t.rejected]
        lam = min(ok) if ok else None
        n_plan, n_test = 0, n
        test_idx = np.arange(n)
        planned = "none"
    elif plan is not None:
        plan_score, plan_fail = _plan(plan, criteria)
        n_plan, n_test = len(plan_fail), n
        test_idx = np.arange(n)
        planned = "fit_split"
        best = _start(_tests(plan_score, plan_fail, g, epsilon, delta), n_plan, n_test, epsilon, delta)
    else:
        rng = np.random.default_rng(seed)
        perm = rng.permutation(n)
        n_plan = max(1, round(plan_fraction * n))
        plan_idx, test_idx = perm[:n_plan], perm[n_plan:]
        n_test = len(test_idx)
        planned = "calibration_split"
        best = _start(_tests(score[plan_idx], fail[plan_idx], g, epsilon, delta), n_plan, n_test, epsilon, delta)
    if method != "bonferroni":
        seq = g[best:]
        tests = _tests(score[test_idx], fail[test_idx], seq, epsilon, delta)
        lam = None
        for t in tests:
            if not t.rejected:
                break
            lam = t.threshold
        # hypotheses after the first non-rejection are not tested: mark them so
        stop = next((i for i, t in enumerate(tests) if not t.rejected), len(tests))
        for t in tests[stop + 1:]:
            t.rejected = False
    fin = score >= lam if lam is not None else np.zeros(n, dtype=bool)
    acc = ~fail
    reason = "" if lam is not None else (
        f"no threshold keeps the share of finalized memos failing a criterion <= {epsilon:g} with "
        f"confidence {1 - delta:g} on {n_test} testing labels; every memo goes to review")
    return RiskControlResult(
        **base, threshold=lam, n_plan=n_plan, n_test=n_test, planned_on=planned, tests=tests,
        finalize_rate=float(fin.mean()),
        failure_share_of_finalized=float(fail[fin].mean()) if fin.any() else None,
        automation_rate=float(fin[acc].mean()) if acc.any() else 0.0, reason=reason)


def realized(result: RiskControlResult, probabilities: Mapping[str, Any], acceptable: Any) -> dict[str, float | None]:
    """On held-out labelled memos: finalize rate, failure share among finalized, automation rate."""
    fin = result.finalize(probabilities)
    ok = np.asarray(acceptable).astype(float) == 1
    if fin.shape != ok.shape:
        raise ValueError("one label per memo expected")
    return {"finalize_rate": float(fin.mean()) if fin.size else 0.0,
            "failure_share_of_finalized": float((~ok[fin]).mean()) if fin.any() else None,
            "automation_rate": float(fin[ok].mean()) if ok.any() else 0.0}
