"""Per-criterion calibration, risk control over criteria, certification and drift monitoring."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from tinyrag_eval.calibration import Calibrator, LabelData
from tinyrag_eval.calibration.certify import certify, certify_all, label_source
from tinyrag_eval.calibration.criteria import (
    CALIBRATED,
    assess,
    load_card,
    load_shipped,
    overall,
)
from tinyrag_eval.calibration.features import (
    SHIPPED_FEATURES,
    criterion_features,
    key_term_coverage,
    key_terms,
)
from tinyrag_eval.calibration.monitor import conformal_p_values, monitor, power_martingale
from tinyrag_eval.calibration.risk import binomial_p_value, control_risk, realized
from tinyrag_eval.schema import Evaluation, MetricResult


def calibrated_stream(n: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """p ~ U(0, 1), acceptable ~ Bernoulli(p): the failure share among p >= lam is (1 - lam) / 2."""
    p = rng.uniform(size=n)
    return p, (rng.uniform(size=n) < p).astype(int)


def easy_stream(n: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Mostly acceptable memos with confident scores: p = U ** 0.1, acceptable ~ Bernoulli(p)."""
    p = rng.uniform(size=n) ** 0.1
    return p, (rng.uniform(size=n) < p).astype(int)


# ---------------------------------------------------------------------------------------------
# risk control


@pytest.mark.parametrize("method", ["fixed_sequence", "bonferroni"])
def test_risk_control_is_valid_on_simulated_data(method: str) -> None:
    eps, delta, repeats = 0.2, 0.1, 100
    rng = np.random.default_rng(0)
    valid, certified = 0, 0
    for r in range(repeats):
        p, y = calibrated_stream(1000, rng)
        res = control_risk({"grounded": p}, y, epsilon=eps, delta=delta, method=method, seed=r)
        if res.threshold is None:
            valid += 1
            continue
        certified += 1
        valid += (1 - res.threshold) / 2 <= eps  # the population risk at the chosen threshold
    # >= 1 - delta of the repeats, allowing the Monte Carlo slack of 100 repeats (sd ~ 3 points)
    assert valid / repeats >= 1 - delta - 0.06
    assert certified / repeats > 0.6  # and it is not valid by never certifying


def test_risk_control_over_two_criteria_uses_the_smallest_probability() -> None:
    rng = np.random.default_rng(1)
    n = 2000
    p1, p2 = rng.uniform(size=n) ** 0.1, rng.uniform(size=n) ** 0.1  # mostly acceptable memos
    y = ((rng.uniform(size=n) < p1) & (rng.uniform(size=n) < p2)).astype(int)
    res = control_risk({"grounded": p1, "relevant": p2}, y, epsilon=0.2)
    assert res.criteria == ["grounded", "relevant"]
    assert res.certified and set(res.thresholds) == {"grounded", "relevant"}
    fin = res.finalize({"grounded": p1, "relevant": p2})
    assert np.array_equal(fin, np.minimum(p1, p2) >= res.threshold)
    # a criterion of the result missing at prediction time finalizes nothing
    assert not res.finalize({"grounded": p1}).any()
    got = realized(res, {"grounded": p1, "relevant": p2}, y)
    assert 0 < got["automation_rate"] <= 1


def test_one_criterion_alone_is_certified_by_the_same_risk_control_as_several() -> None:
    # a team deciding on one criterion gets the very threshold the joint control gives that
    # criterion (exact binomial, fixed sequence), not a weaker test of its own
    from tinyrag_eval.calibration.fit_criteria import fit_criterion, joint_risk, label_data
    from tinyrag_eval.config import Settings

    rng = np.random.default_rng(7)
    n = 1000
    x = rng.normal(size=n)
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-(3 + 4 * x)))).astype(int)  # mostly acceptable
    rows = [{"nli_mean": float(v), "nli_min": float(v + rng.normal(scale=0.3))} for v in x]
    ids = [f"m{i}" for i in range(n)]
    settings = Settings()
    cal = fit_criterion(label_data(rows, list(y), ids, ["nli_mean", "nli_min"]), settings, "grounded",
                        diagnostics=False)
    risk = joint_risk({"grounded": cal}, rows, list(y), ids, settings)
    assert risk.certified, risk.reason
    assert cal.metadata["finalize_threshold"] == risk.threshold
    assert cal.controller.result_.n_test == risk.n_test
    # planned on the fit rows' out-of-fold probabilities: every calibration row tests
    assert risk.planned_on == "fit_split" and risk.n_test == cal.metadata["n_calibration"]
    assert risk.n_plan == cal.metadata["n_fit"] == len(cal.planning["lines"])


def test_calibrators_loaded_from_disk_plan_on_a_share_of_the_calibration_rows(tmp_path) -> None:
    from tinyrag_eval.calibration.fit_criteria import fit_criterion, joint_risk, label_data
    from tinyrag_eval.config import Settings

    rng = np.random.default_rng(8)
    n = 600
    x = rng.normal(size=n)
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-(3 + 4 * x)))).astype(int)
    rows = [{"nli_mean": float(v)} for v in x]
    ids = [f"m{i}" for i in range(n)]
    cal = fit_criterion(label_data(rows, list(y), ids, ["nli_mean"]), Settings(), "grounded", diagnostics=False)
    cal.save(tmp_path / "g")
    loaded = Calibrator.load(tmp_path / "g")
    assert loaded.planning is None and loaded.probability.oof_proba_ is None
    risk = joint_risk({"grounded": loaded}, rows, list(y), ids, Settings())
    assert risk.planned_on == "calibration_split" and risk.n_plan + risk.n_test == cal.metadata["n_calibration"]


def test_planning_on_other_labels_is_valid_and_tests_every_label() -> None:
    eps, delta, repeats = 0.2, 0.1, 100
    rng = np.random.default_rng(3)
    valid, certified = 0, 0
    for _ in range(repeats):
        p, y = calibrated_stream(600, rng)
        pp, yp = calibrated_stream(600, rng)  # independent planning memos
        res = control_risk({"grounded": p}, y, epsilon=eps, delta=delta, plan=({"grounded": pp}, yp))
        assert res.planned_on == "fit_split" and res.n_test == 600 and res.n_plan == 600
        if res.threshold is None:
            valid += 1
            continue
        certified += 1
        valid += (1 - res.threshold) / 2 <= eps
    assert valid / repeats >= 1 - delta - 0.06
    assert certified / repeats > 0.6


@pytest.mark.parametrize(("plan", "match"), [
    ([1, 2, 3], "plan must be"),
    (({"relevant": [0.9]}, [1]), "plan has criteria"),
    (({"grounded": [0.9, 0.8]}, [1]), "one 0/1 label per memo"),
    (({"grounded": [1.5]}, [1]), "finite numbers in"),
    (({"grounded": [0.5, "x"]}, [1, 0]), "must be numbers in"),
    (({"grounded": []}, []), "no labelled memos"),
])
def test_a_bad_plan_is_a_clear_error(plan, match) -> None:
    p, y = calibrated_stream(100, np.random.default_rng(0))
    with pytest.raises(ValueError, match=match):
        control_risk({"grounded": p}, y, plan=plan)


def test_uninformative_scores_certify_nothing() -> None:
    rng = np.random.default_rng(2)
    p = rng.uniform(size=500)
    y = (rng.uniform(size=500) < 0.5).astype(int)  # labels independent of p
    res = control_risk({"grounded": p}, y, epsilon=0.1)
    assert not res.certified and res.threshold is None
    assert "every memo goes to review" in res.reason
    assert not res.finalize({"grounded": p}).any()


def test_binomial_p_value() -> None:
    assert binomial_p_value(0, 0, 0.1) == 1.0
    assert binomial_p_value(0, 22, 0.1) == pytest.approx(0.9 ** 22)
    assert binomial_p_value(5, 10, 0.1) > 0.99


@pytest.mark.parametrize("kwargs, match", [
    ({"probabilities": {"grounded": []}, "acceptable": []}, "no labelled memos"),
    ({"probabilities": {}, "acceptable": [1, 0]}, "no calibrated criterion"),
    ({"probabilities": {"grounded": [0.5, np.nan]}, "acceptable": [1, 0]}, "finite numbers"),
    ({"probabilities": {"grounded": [0.5, 0.7]}, "acceptable": [1, 2]}, "0/1"),
    ({"probabilities": {"grounded": [0.5, 0.7]}, "acceptable": [1]}, "one 0/1 label per memo"),
    ({"probabilities": {"grounded": [0.5], "relevant": [0.5, 0.6]}, "acceptable": [1]}, "lengths differ"),
])
def test_risk_control_bad_input(kwargs: dict, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        control_risk(**kwargs)


def test_risk_control_few_labels_certifies_nothing() -> None:
    res = control_risk({"grounded": [0.99] * 5}, [1] * 5)
    assert not res.certified and "< 20" in res.reason


# ---------------------------------------------------------------------------------------------
# calibrators, certification


def synthetic_calibrator(source: str, seed: int = 0, n: int = 300) -> Calibrator:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 2))
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-2 * x[:, 0]))).astype(int)
    data = LabelData(features=["a", "b"], values=x, labels=y.tolist(), lines=list(range(n)), groups=None,
                     missing="impute")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Calibrator.fit(data, method="platt", source=source, seed=seed)


def test_no_certification_without_a_calibrator() -> None:
    c = certify("complete", None)
    assert not c.calibrated and not c.guaranteed and "never certified" in c.reason
    assert c.guarantee_text == ""
    allc = certify_all({"grounded": synthetic_calibrator("store sqlite:///x"), "complete": None})
    assert not allc.auto_finalize and "complete" in allc.reason
    v = assess("complete", None, {})
    assert v.light == "grey" and not v.calibrated


def test_no_guarantee_for_an_out_of_domain_calibrator() -> None:
    cal = synthetic_calibrator("SummEdits dev")
    assert label_source(cal) == "deployment"  # fitted by a team itself unless marked as shipped
    cal.metadata["label_source"] = "shipped"
    assert label_source(cal) == "shipped"
    rng = np.random.default_rng(3)
    p, y = calibrated_stream(400, rng)
    risk = control_risk({"grounded": p}, y, epsilon=0.2)
    c = certify("grounded", cal, risk=risk)
    assert c.calibrated and not c.guaranteed and "no guarantee" in c.reason
    # a measured shift validation outside the tolerance changes nothing; inside it, it certifies
    cal.metadata["shift_validation"] = {"method": "mondrian", "max_abs_gap": 0.08}
    assert not certify("grounded", cal).guaranteed
    cal.metadata["shift_validation"] = {"method": "mondrian", "max_abs_gap": 0.01}
    assert certify("grounded", cal).guaranteed


def test_deployment_labels_give_a_guarantee_only_when_certified_and_not_drifting() -> None:
    cal = synthetic_calibrator("store sqlite:///memos.db")
    assert label_source(cal) == "deployment"
    rng = np.random.default_rng(4)
    p, y = easy_stream(1000, rng)
    risk = control_risk({"grounded": p}, y, epsilon=0.2)
    assert risk.certified
    c = certify("grounded", cal, risk=risk)
    assert c.guaranteed and c.threshold == risk.threshold and "0.2" in c.guarantee_text
    # no risk control and no threshold of its own: a conformal set bounds nothing about the failing
    # share of finalized memos, so nothing is guaranteed
    own = certify("grounded", cal)
    assert not own.guaranteed and own.threshold is None and "no threshold keeps the failing share" in own.reason
    cal.metadata.update(finalize_threshold=0.7, epsilon=0.1, delta=0.1)  # its own Learn-then-Test threshold
    own = certify("grounded", cal)
    assert own.guaranteed and own.threshold == 0.7 and "P >= 0.7 keeps the failing share" in own.reason
    assert not certify("grounded", cal, min_labels=10_000).guaranteed
    assert not certify("relevant", cal, risk=risk).guaranteed  # the risk control did not cover it
    assert not certify("grounded", cal, risk=risk, min_labels=10_000).guaranteed
    stop = monitor(p_values=np.full(200, 0.001), alpha=0.1)
    assert not certify("grounded", cal, risk=risk, monitor=stop).guaranteed


def test_calibrator_label_p_values_feed_the_monitor() -> None:
    cal = synthetic_calibrator("store x", seed=5)
    rng = np.random.default_rng(6)
    x = rng.normal(size=(200, 2))
    y = (rng.uniform(size=200) < 1 / (1 + np.exp(-2 * x[:, 0]))).astype(int)
    pv = cal.label_p_values(x, y.tolist())
    assert pv.shape == (200,) and np.all((pv > 0) & (pv <= 1))
    assert monitor(p_values=pv, alpha=0.1).status == "ok"
    with pytest.raises(ValueError, match="not among"):
        cal.label_p_values(x[:2], [0, 7])


# ---------------------------------------------------------------------------------------------
# drift monitor


def test_monitor_ok_on_an_exchangeable_stream_and_stops_on_a_shifted_one() -> None:
    rng = np.random.default_rng(7)
    cal_scores = rng.uniform(size=500)
    same = conformal_p_values(cal_scores, rng.uniform(size=300), seed=1)
    st = monitor(p_values=same, alpha=0.1, calibrator_version="v0001")
    assert st.status == "ok" and st.auto_finalize_allowed and st.calibrator_version == "v0001"
    assert abs(st.realized_coverage - 0.9) < 0.05
    shifted = conformal_p_values(cal_scores, rng.uniform(size=300) ** 0.3, seed=1)  # stranger labels
    st2 = monitor(p_values=shifted, alpha=0.1)
    assert st2.status == "stop" and not st2.auto_finalize_allowed and "recalibrate" in st2.reason
    assert st2.realized_coverage < 0.85


def test_monitor_with_coverage_only_and_false_alarm_rate() -> None:
    rng = np.random.default_rng(8)
    alarms = sum(monitor(covered=rng.uniform(size=200) > 0.1, alpha=0.1).status == "stop" for _ in range(200))
    assert alarms / 200 <= 0.03  # stop level 0.01, plus Monte Carlo slack
    st = monitor(covered=rng.uniform(size=200) > 0.3, alpha=0.1)
    assert st.status == "stop" and st.martingale is None


def test_monitor_few_labels_and_bad_input() -> None:
    assert monitor(covered=[True, False], alpha=0.1).status == "ok"
    with pytest.raises(ValueError, match="give covered"):
        monitor(alpha=0.1)
    with pytest.raises(ValueError, match="finite"):
        monitor(p_values=[0.5, np.nan], alpha=0.1)
    with pytest.raises(ValueError, match="alpha"):
        monitor(covered=[True], alpha=1.5)
    with pytest.raises(ValueError, match="no calibration scores"):
        conformal_p_values([], [0.1])


def test_power_martingale_grows_on_small_p_values() -> None:
    assert power_martingale(np.full(50, 0.01))[-1] > 1e6
    assert power_martingale(np.full(50, 0.6))[-1] < 1


# ---------------------------------------------------------------------------------------------
# features and bad input to the calibrators


def test_key_term_coverage() -> None:
    q = "What was the FY2018 capital expenditure of 3M?"
    assert {"fy2018", "capital", "expenditure", "3m"} <= set(key_terms(q))
    assert key_term_coverage(q, "3M's capital expenditures in FY2018 were $1,577 million.") == 1.0
    assert key_term_coverage(q, "Revenue grew in Europe.") == 0.0
    assert key_term_coverage("What is it?", "anything") is None


def test_criterion_features_from_an_evaluation() -> None:
    ev = Evaluation(memo_id="m", metrics={
        "answer_relevancy": MetricResult(name="answer_relevancy", value=0.6,
                                         details={"minimax": 0.4, "per_sentence": [0.4, 0.8]}),
        "context_relevancy": MetricResult.invalid_result("context_relevancy", "empty context"),
    })
    f = criterion_features("relevant", ev, query="capital expenditure", memo="capital was spent", reranker_score=0.7)
    assert f == {"answer_relevancy": 0.6, "answer_relevancy_min": 0.4, "answer_relevancy_max": 0.8,
                 "context_relevancy": None, "reranker_score": 0.7, "key_term_coverage": 0.5}
    with pytest.raises(ValueError, match="no default features"):
        criterion_features("tone", ev)


def test_calibrator_bad_input_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="two classes|single class"):
        Calibrator.fit(LabelData(features=["a"], values=np.zeros((10, 1)), labels=[1] * 10,
                                 lines=list(range(10)), groups=None))
    with pytest.raises(ValueError, match="missing"):
        from tinyrag_eval.calibration import ProbabilityCalibrator

        ProbabilityCalibrator().fit([[0.1], [np.nan], [0.3], [0.4]], [0, 1, 0, 1])


# ---------------------------------------------------------------------------------------------
# shipped calibrators


@pytest.mark.parametrize("criterion", CALIBRATED)
def test_shipped_calibrators_and_cards_load(criterion: str) -> None:
    cal = load_shipped(criterion)
    assert cal is not None, f"no shipped calibrator for {criterion} (run benchmarks/criteria.py)"
    card = load_card(criterion)
    assert card.criterion == criterion and card.n > 100 and card.data
    assert card.features == list(SHIPPED_FEATURES[criterion]) == cal.spec.names
    assert card.cv_balanced_accuracy is not None and 0.5 < card.cv_balanced_accuracy <= 1
    assert card.cv_ece is not None and {r.alpha for r in card.coverage} == {0.05, 0.1, 0.2}
    assert cal.metadata["label_source"] == "shipped"
    # the package carries parameters and a card, never the rows
    assert "rows" not in card.model_dump() and cal.metadata["n"] == card.n
    v = assess(criterion, cal, {f: 0.5 for f in cal.spec.names})
    assert v.calibrated and v.probability is not None and v.light in ("green", "amber", "red")
    c = certify(criterion, cal)
    assert c.calibrated and not c.guaranteed  # shipped: lights, no printed guarantee


def test_complete_and_safe_ship_no_calibrator_and_overall_light() -> None:
    assert load_shipped("complete") is None and load_shipped("safe") is None
    grounded = load_shipped("grounded")
    verdicts = {"grounded": assess("grounded", grounded, {f: 0.9 for f in grounded.spec.names}),
                "complete": assess("complete", None, {})}
    light, worst = overall(verdicts)
    assert light in ("grey", "amber", "red") and worst is not None
