"""Stage 1 (probability) and stage 2 (conformal sets, risk control) of the calibration.

Property tests draw synthetic exchangeable data with fixed seeds (hypothesis derandomized), so
the coverage tolerances cannot flake: each is several standard deviations wide.
"""

from __future__ import annotations

import math
import warnings
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from scipy.special import expit

from tinyrag_eval.calibration import (
    AutoFinalizeController,
    ConformalWarning,
    ProbabilityCalibrator,
    SplitConformalClassifier,
    binary_set_case,
    brier_score,
    conformal_quantile,
    decision_errors,
    empirical_coverage,
    expected_calibration_error,
    reliability_bins,
)
from tinyrag_eval.calibration.conformal import conformal_rank, conformity_scores, sets_from_proba
from tinyrag_eval.calibration.probability import CumulativeLogit

SETTINGS = settings(max_examples=12, deadline=None, derandomize=True)


class FixedModel:
    """A fitted 'stage 1' with known probabilities: P(Y=1|x) = sigmoid(a * x) (a misspecified slope)."""

    classes_ = np.array([0, 1])

    def __init__(self, slope: float = 1.5):
        self.slope = slope

    def predict_proba(self, X):
        p = expit(self.slope * np.asarray(X, float)[:, 0])
        return np.column_stack([1 - p, p])


def draw_binary(rng, n):
    x = rng.normal(size=(n, 1))
    y = (rng.uniform(size=n) < expit(2.5 * x[:, 0])).astype(int)
    return x, y


# ---------------------------------------------------------------------------------------------
# the paper's set logic


def paper_case(f: float, q: float) -> str:
    """HCAT §5, binary: the three cases as written in the paper."""
    if q > 0.5 and 1 - q <= f <= q:
        return "{0,1}"
    if q < 0.5 and q < f < 1 - q:
        return "{}"
    return "{1}" if f > 0.5 else "{0}"


@SETTINGS
@given(st.integers(0, 1024), st.integers(0, 1024))
def test_binary_sets_are_the_papers_three_cases(i, j):
    f, q = i / 1024, j / 1024  # dyadic: 1 - f and 1 - q are exact
    assume(j != 512)  # q = 0.5 exactly is the boundary the paper does not name
    case = paper_case(f, q)
    assert binary_set_case(f, q) == case
    s = sets_from_proba(np.array([[1 - f, f]]), q)[0]
    assert "{" + ",".join(str(c) for c in (0, 1) if s[c]) + "}" == case


def test_paper_cases_named():
    assert binary_set_case(0.95, 0.2) == "{1}"
    assert binary_set_case(0.03, 0.2) == "{0}"
    assert binary_set_case(0.5, 0.7) == "{0,1}"  # q > 0.5: uncertain, both
    assert binary_set_case(0.5, 0.3) == "{}"  # q < 0.5: uncertain, empty
    assert binary_set_case(0.9, None) == "{0,1}"  # undefined q: conservative


@SETTINGS
@given(st.integers(1, 400), st.sampled_from([0.01, 0.05, 0.1, 0.2, 0.5]))
def test_quantile_is_the_ceil_order_statistic(n, alpha):
    k = math.ceil((n + 1) * (1 - Fraction(str(alpha))))
    assert conformal_rank(n, alpha) == k
    scores = np.random.default_rng(n).uniform(size=n)
    q = conformal_quantile(scores, alpha)
    if k > n:
        assert q is None
    else:
        assert q == np.sort(scores)[k - 1]


# ---------------------------------------------------------------------------------------------
# coverage on exchangeable data


@SETTINGS
@given(st.sampled_from([0.05, 0.1, 0.2]), st.integers(60, 300), st.integers(0, 10_000))
def test_split_conformal_coverage_guarantee(alpha, n_cal, seed):
    rng = np.random.default_rng(seed)
    model = FixedModel()
    covs = []
    for _ in range(200):
        xc, yc = draw_binary(rng, n_cal)
        xt, yt = draw_binary(rng, 200)
        with warnings.catch_warnings():
            warnings.simplefilter("error", ConformalWarning)  # n >= 60: never conservative here
            cp = SplitConformalClassifier(model, alpha=alpha, prefit=True).conformalize(xc, yc)
        covs.append(empirical_coverage(cp.predict_set(xt), yt))
    mean = float(np.mean(covs))
    # guarantee: 1 - alpha <= coverage <= 1 - alpha + 1/(n+1) (continuous scores); sd of the
    # mean over 200 repetitions is < 0.003, the tolerance is 0.015
    assert mean >= 1 - alpha - 0.015
    assert mean <= 1 - alpha + 1 / (n_cal + 1) + 0.015


def draw_grades(rng, n, k=4):
    x = rng.normal(size=(n, 1))
    latent = 1.8 * x[:, 0] + rng.logistic(size=n)
    return x, np.digitize(latent, np.linspace(-2, 2, k - 1))


@pytest.mark.parametrize("method", ["lac", "aps"])
@pytest.mark.parametrize("mondrian", [None, "class"])
def test_multiclass_coverage_lac_aps_and_mondrian_by_class(method, mondrian):
    rng = np.random.default_rng(7)
    x, y = draw_grades(rng, 600)
    model = ProbabilityCalibrator(method="multinomial").fit(x, y)
    alpha, covs, per_class = 0.1, [], {c: [] for c in range(4)}
    for _ in range(150):
        xc, yc = draw_grades(rng, 400)
        xt, yt = draw_grades(rng, 300)
        cp = SplitConformalClassifier(model, alpha=alpha, method=method, mondrian=mondrian, prefit=True)
        sets = cp.conformalize(xc, yc).predict_set(xt)
        covs.append(empirical_coverage(sets, yt))
        for c in range(4):
            per_class[c].append(empirical_coverage(sets[yt == c], yt[yt == c]))
    assert np.mean(covs) >= 1 - alpha - 0.015
    if mondrian == "class":  # class-conditional guarantee
        for c, v in per_class.items():
            assert np.mean(v) >= 1 - alpha - 0.03, c


def test_mondrian_by_group_covers_each_group():
    rng = np.random.default_rng(3)
    model = FixedModel()
    alpha, covs = 0.1, {"easy": [], "hard": []}
    for _ in range(150):
        def draw(n):
            x, y = draw_binary(rng, n)
            g = np.where(rng.uniform(size=n) < 0.5, "easy", "hard")
            flip = (g == "hard") & (rng.uniform(size=n) < 0.3)  # the hard group has label noise
            return x, np.where(flip, 1 - y, y), g

        xc, yc, gc = draw(600)
        xt, yt, gt = draw(400)
        cp = SplitConformalClassifier(model, alpha=alpha, mondrian="group", prefit=True).conformalize(xc, yc, gc)
        sets = cp.predict_set(xt, gt)
        for g, acc in covs.items():
            acc.append(empirical_coverage(sets[gt == g], yt[gt == g]))
    for g, v in covs.items():
        assert np.mean(v) >= 1 - alpha - 0.02, g


def test_lac_sets_match_mapie():
    from mapie.classification import SplitConformalClassifier as MapieSCC
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(11)
    x, y = draw_binary(rng, 300)
    xc, yc = draw_binary(rng, 200)
    xt, _ = draw_binary(rng, 500)
    clf = LogisticRegression().fit(x, y)
    ours = SplitConformalClassifier(clf, alpha=0.1, prefit=True).conformalize(xc, yc).predict_set(xt)
    mapie = MapieSCC(clf, confidence_level=0.9, conformity_score="lac", prefit=True).conformalize(xc, yc)
    _, theirs = mapie.predict_set(xt)
    assert np.array_equal(ours, theirs[:, :, 0])


# ---------------------------------------------------------------------------------------------
# tiny calibration sets


@pytest.mark.parametrize("n", [0, 1, 5, 19])
def test_tiny_calibration_set_is_conservative_with_a_warning(n):
    rng = np.random.default_rng(n)
    xc, yc = draw_binary(rng, n)
    with pytest.warns(ConformalWarning, match="full label set"):
        cp = SplitConformalClassifier(FixedModel(), alpha=0.1, prefit=True).conformalize(xc, yc)
    assert cp.qhat_ is None and cp.conservative_
    assert cp.predict_set(rng.normal(size=(10, 1))).all()


def test_undefined_quantile_is_conservative():
    rng = np.random.default_rng(0)
    xc, yc = draw_binary(rng, 30)  # ceil(31 * 0.99) = 31 > 30
    with pytest.warns(ConformalWarning, match="undefined"):
        cp = SplitConformalClassifier(FixedModel(), alpha=0.01, prefit=True).conformalize(xc, yc)
    assert cp.predict_set(xc).all()


def test_mondrian_tiny_class_and_unseen_group_are_conservative():
    rng = np.random.default_rng(1)
    xc, yc = draw_binary(rng, 200)
    g = np.array(["a"] * 190 + ["b"] * 10)
    with pytest.warns(ConformalWarning, match="group b"):
        cp = SplitConformalClassifier(FixedModel(), alpha=0.1, mondrian="group", prefit=True).conformalize(xc, yc, g)
    with pytest.warns(ConformalWarning, match="no calibration data"):
        sets = cp.predict_set(xc[:3], ["b", "zzz", "a"])
    assert sets[0].all() and sets[1].all()


# ---------------------------------------------------------------------------------------------
# risk control


def test_auto_finalize_controls_the_rejected_share():
    rng = np.random.default_rng(5)
    eps, delta = 0.1, 0.1
    big_p = expit(rng.normal(1.0, 2.0, size=200_000))
    big_y = rng.uniform(size=big_p.size) < big_p
    violations, rates = 0, []
    for _ in range(100):
        p = expit(rng.normal(1.0, 2.0, size=800))
        y = (rng.uniform(size=800) < p).astype(int)
        c = AutoFinalizeController(eps, delta).calibrate(p, y)
        fin = c.finalize(big_p)
        rates.append(fin.mean())
        if fin.any() and 1 - big_y[fin].mean() > eps:
            violations += 1
    assert violations <= delta * 100
    assert np.mean(rates) > 0.2  # it does finalize: the guarantee is not bought by doing nothing


def test_auto_finalize_without_a_valid_threshold_sends_all_to_review():
    rng = np.random.default_rng(2)
    p = rng.uniform(size=40)
    y = (rng.uniform(size=40) < 0.5).astype(int)  # scores carry no signal
    with pytest.warns(ConformalWarning, match="auto-finalize disabled"):
        c = AutoFinalizeController(0.05, 0.1).calibrate(p, y)
    assert c.threshold_ is None and not c.finalize(np.ones(5)).any() and c.finalize_rate_ == 0.0


def test_decision_errors_type_i_and_ii():
    out = decision_errors([1, 1, 0, 0, 1], [1, 0, 1, 0, 1])
    assert out["type_I"] == 1 and out["type_II"] == 1
    assert out["rejected_share_of_finalized"] == round(1 / 3, 4)
    assert decision_errors([0, 0], [1, 1])["rejected_share_of_finalized"] is None


# ---------------------------------------------------------------------------------------------
# stage 1


def test_platt_is_calibrated_on_logistic_data():
    rng = np.random.default_rng(4)
    X = rng.normal(size=(3000, 2))
    y = (rng.uniform(size=3000) < expit(X @ [1.5, -1.0])).astype(int)
    cal = ProbabilityCalibrator().fit(X[:2000], y[:2000])
    assert cal.method_ == "platt" and cal.C_ == 1.0  # the true model is logistic: it wins, barely penalised
    assert set(cal.cv_log_loss_) == {"platt", "platt C=0.3", "platt C=0.1", "isotonic", "boosting"}
    p = cal.predict_proba(X[2000:])
    assert p.shape == (1000, 2) and np.allclose(p.sum(1), 1)
    assert expected_calibration_error(y[2000:], p[:, 1]) < 0.05
    assert brier_score(y[2000:], p) == pytest.approx(np.mean((p[:, 1] - y[2000:]) ** 2))
    bins = reliability_bins(y[2000:], p)
    assert sum(b.count for b in bins) == 1000 and all((b.count == 0) == (b.observed is None) for b in bins)


def test_ordinal_model_recovers_a_proportional_odds_model():
    rng = np.random.default_rng(9)
    X = rng.normal(size=(2000, 2))
    latent = X @ [1.2, -0.8] + rng.logistic(size=2000)
    y = np.digitize(latent, [-2, -0.5, 0.5, 2]) + 1  # grades 1..5
    m = CumulativeLogit(l2=1e-3).fit(X, y)
    assert m.converged_
    assert np.allclose(m.coef_ / X.std(0), [1.2, -0.8], atol=0.15)
    cal = ProbabilityCalibrator(ordered=True).fit(X, y)
    assert set(cal.cv_log_loss_) == {"multinomial", "ordinal", "boosting"}
    assert cal.predict_proba(X[:5]).shape == (5, 5) and list(cal.classes_) == [1, 2, 3, 4, 5]


def test_aps_scores():
    p = np.array([[0.5, 0.3, 0.2]])
    assert np.allclose(conformity_scores(p, "aps"), [[0.5, 0.8, 1.0]])
    assert np.allclose(conformity_scores(p, "lac"), [[0.5, 0.7, 0.8]])


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"method": "logit"}, "method must be one of"),
    ({"cv": 1}, "cv must be"),
    ({"C": -1.0}, "C must be"),
])
def test_bad_calibrator_params(kwargs, match):
    with pytest.raises(ValueError, match=match):
        ProbabilityCalibrator(**kwargs).fit(np.zeros((10, 1)), [0, 1] * 5)


def test_bad_inputs_are_clear_value_errors():
    with pytest.raises(ValueError, match="missing or infinite"):
        ProbabilityCalibrator().fit([[0.1], [np.nan], [0.3], [0.4]], [0, 1, 0, 1])
    with pytest.raises(ValueError, match="single class"):
        ProbabilityCalibrator().fit([[0.1], [0.2]], [1, 1])
    with pytest.raises(ValueError, match="integers"):
        ProbabilityCalibrator().fit([[0.1], [0.2]], [0.5, 1])
    with pytest.raises(ValueError, match="needs binary"):
        ProbabilityCalibrator(method="platt").fit(np.arange(9.0), [0, 1, 2] * 3)
    fitted = ProbabilityCalibrator().fit(np.arange(20.0), [0, 1] * 10)
    with pytest.raises(ValueError, match="fitted on 1"):
        fitted.predict_proba(np.zeros((2, 3)))
    for bad in (0, 1, 1.5, -0.1, True):
        with pytest.raises(ValueError, match="alpha"):
            SplitConformalClassifier(FixedModel(), alpha=bad)
    with pytest.raises(ValueError, match="epsilon"):
        AutoFinalizeController(epsilon=0)
    with pytest.raises(ValueError, match="delta"):
        AutoFinalizeController(delta=1)
    with pytest.raises(ValueError, match="mondrian"):
        SplitConformalClassifier(FixedModel(), mondrian="topic")
    with pytest.raises(ValueError, match="method"):
        SplitConformalClassifier(FixedModel(), method="raps")
    with pytest.raises(ValueError, match="conformalize"):
        SplitConformalClassifier(FixedModel(), prefit=True).predict_set(np.zeros((1, 1)))
    with pytest.raises(ValueError, match="needs groups"):
        SplitConformalClassifier(FixedModel(), mondrian="group", prefit=True).conformalize(
            np.zeros((30, 1)), [0, 1] * 15)


def test_auto_picks_boosting_when_the_effect_is_not_monotone():
    rng = np.random.default_rng(8)
    X = rng.normal(size=(1200, 2))
    y = (rng.uniform(size=1200) < expit(3 - 2.5 * X[:, 0] ** 2 + 0.5 * X[:, 1])).astype(int)  # a bump
    cal = ProbabilityCalibrator().fit(X, y)
    assert cal.method_ == "boosting", cal.cv_log_loss_


# ---------------------------------------------------------------------------------------------
# row weights (a pooled fit that weighs each source alike)


@pytest.mark.parametrize("method", ["platt", "isotonic"])
def test_integer_weights_fit_as_repeated_rows(method):
    """Without a penalty to speak of, weight 3 on a row is that row three times (the scaler
    aside: it only sets the scale, and is learnt on the rows as given). The trees are left out:
    their minimum leaf size counts rows, not weight."""
    rng = np.random.default_rng(11)
    X = rng.normal(size=(300, 2))
    y = (rng.uniform(size=300) < expit(X @ [1.2, -0.7])).astype(int)
    w = rng.integers(1, 4, size=300)
    reps = np.repeat(np.arange(300), w)
    kw = {"method": method, "C": 1e6, "directions": (1, -1)}
    weighted = ProbabilityCalibrator(**kw).fit(X, y, sample_weight=w)
    repeated = ProbabilityCalibrator(**kw).fit(X[reps], y[reps])
    grid = rng.normal(size=(50, 2))
    tol = 0.02 if method == "platt" else 0.08  # the isotonic steps bin a little differently
    assert weighted.weighted_ and not repeated.weighted_
    assert np.abs(weighted.predict_proba(grid) - repeated.predict_proba(grid)).max() < tol
    unweighted = ProbabilityCalibrator(**kw).fit(X, y)
    assert np.abs(weighted.predict_proba(grid) - unweighted.predict_proba(grid)).max() > 1e-3  # they do weigh


def test_equal_weights_change_nothing_and_the_ordinal_model_takes_weights():
    rng = np.random.default_rng(12)
    X = rng.normal(size=(400, 2))
    y = (rng.uniform(size=400) < expit(X @ [1.0, 0.5])).astype(int)
    a = ProbabilityCalibrator(method="platt").fit(X, y)
    b = ProbabilityCalibrator(method="platt").fit(X, y, sample_weight=np.full(400, 7.0))  # rescaled to mean 1
    assert np.allclose(a.predict_proba(X), b.predict_proba(X), atol=1e-6)
    grades = np.digitize(X @ [1.0, -0.5] + rng.logistic(size=400), [-1, 0, 1]) + 1
    heavy = grades == 4
    m = CumulativeLogit(l2=1e-3).fit(X, grades, sample_weight=np.where(heavy, 5.0, 1.0))
    m0 = CumulativeLogit(l2=1e-3).fit(X, grades)
    assert m.converged_ and m.predict_proba(X)[:, 3].mean() > m0.predict_proba(X)[:, 3].mean() + 0.05
    trees = ProbabilityCalibrator(method="boosting").fit(X, y, sample_weight=np.where(y == 1, 4.0, 1.0))
    assert trees.predict_proba(X)[:, 1].mean() > a.predict_proba(X)[:, 1].mean() + 0.1


@pytest.mark.parametrize(("weights", "match"), [
    ([1.0] * 9, "shape"), ([1.0] * 9 + [-1.0], "non-negative"), ([1.0] * 9 + [np.nan], "finite"),
    ([0.0] * 10, "not all zero"),
])
def test_bad_weights_are_clear_value_errors(weights, match):
    with pytest.raises(ValueError, match=match):
        ProbabilityCalibrator().fit(np.arange(10.0), [0, 1] * 5, sample_weight=weights)


def test_a_calibrator_balanced_by_group_reads_the_small_group_and_keeps_its_guarantees():
    from tinyrag_eval.calibration import Calibrator, LabelData

    rng = np.random.default_rng(13)
    n_big, n_small = 2000, 200
    groups = ["big"] * n_big + ["small"] * n_small
    y = (rng.uniform(size=n_big + n_small) < 0.5).astype(int)
    X = rng.normal(size=(n_big + n_small, 2))
    X[:n_big, 0] += 1.2 * y[:n_big]  # the big group's memos are told by feature a
    X[n_big:, 1] += 1.2 * y[n_big:]  # the small group's by feature b
    data = LabelData(features=["a", "b"], values=X, labels=y.tolist(), lines=list(range(len(y))), groups=groups)
    plain = Calibrator.fit(data, directions="free", seed=1, diagnostics=False)
    bal = Calibrator.fit(data, directions="free", seed=1, diagnostics=False, balance="group")
    assert plain.metadata["balance"] == "none" and plain.metadata["group_weights"] is None
    gw = bal.metadata["group_weights"]
    assert gw["small"] > 4 * gw["big"]  # each group carries the same total weight
    # on new memos of the small group's kind, the balanced fit ranks better
    Xs = rng.normal(size=(1000, 2))
    ys = (rng.uniform(size=1000) < 0.5).astype(int)
    Xs[:, 1] += 1.2 * ys
    from sklearn.metrics import roc_auc_score
    auc = {k: roc_auc_score(ys, c.predict_proba([{"a": r[0], "b": r[1]} for r in Xs])[:, 1])
           for k, c in (("plain", plain), ("balanced", bal))}
    assert auc["balanced"] > auc["plain"] + 0.03, auc
    # the conformal part counts every calibration row once: same calibration rows, same size
    assert bal.metadata["n_calibration"] == plain.metadata["n_calibration"]
    nogroups = LabelData(features=["a", "b"], values=X, labels=y.tolist(), lines=list(range(len(y))), groups=None)
    with pytest.raises(ValueError, match="needs a group field"):
        Calibrator.fit(nogroups, balance="group")
    with pytest.raises(ValueError, match="balance must be"):
        Calibrator.fit(data, balance="sources")  # type: ignore[arg-type]


def test_auto_chooses_a_stronger_penalty_for_many_features_and_few_labels():
    """A team's first labels: 120 rows, one informative feature among 16; the stronger
    penalty predicts better out of fold and is kept, and its CV loss is reported."""
    rng = np.random.default_rng(21)
    X = rng.normal(size=(120, 16))
    y = (rng.uniform(size=120) < expit(1.0 * X[:, 0])).astype(int)
    cal = ProbabilityCalibrator().fit(X, y)
    assert cal.method_ == "platt" and cal.C_ < 1.0, cal.cv_log_loss_
    assert cal.cv_log_loss_[f"platt C={cal.C_:g}"] < cal.cv_log_loss_["platt"]
    fixed = ProbabilityCalibrator(method="platt").fit(X, y)  # a named method: its C, nothing tried
    assert fixed.C_ == 1.0 and set(fixed.cv_log_loss_) == {"platt"}


def test_a_tiny_group_under_balance_is_named_in_the_warnings():
    """A mistyped group name on a few rows would weigh as much as a whole source: said."""
    from tinyrag_eval.calibration import Calibrator, LabelData

    rng = np.random.default_rng(14)
    X = rng.normal(size=(400, 1))
    y = (rng.uniform(size=400) < expit(X[:, 0])).astype(int)
    groups = ["desk"] * 396 + ["dsek"] * 4
    data = LabelData(features=["a"], values=X, labels=y.tolist(), lines=list(range(400)), groups=groups)
    cal = Calibrator.fit(data, balance="group", diagnostics=False, seed=2)
    notes = [w for w in cal.metadata["warnings"] if "'dsek'" in w]
    assert len(notes) == 1 and "fit row(s): weighed alike" in notes[0], cal.metadata["warnings"]
    assert not any("'desk'" in w for w in cal.metadata["warnings"])
    plain = Calibrator.fit(data, diagnostics=False, seed=2)
    assert not any("weighed alike" in w for w in plain.metadata["warnings"])
