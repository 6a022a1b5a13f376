"""The certified cascade (tinyrag_eval.calibration.cascade): the guarantee by simulation over many
deployments with synthetic judges of known accuracy, and the certification's bookkeeping."""

from __future__ import annotations

import numpy as np
import pytest

from tinyrag_eval.calibration import risk
from tinyrag_eval.calibration.cascade import PERSON, CascadeResult, certify_cascade, realized
from tinyrag_eval.calibration.cascade_sim import StageModel, population, simulate

SCENARIOS = {  # as benchmarks/cascade_sim.py
    "complementary": [StageModel(name="offline", a=5, b=2), StageModel(name="llm_verifier", a=5, b=1.8)],
    "verifier_dominates": [StageModel(name="offline", a=4, b=2), StageModel(name="llm_verifier", a=8, b=2)],
    "useless_offline": [StageModel(name="offline", a=1, b=1), StageModel(name="llm_verifier", a=6, b=2)],
}
# Monte-Carlo tolerance on "cascade automation >= best single stage": on 1,000 deployments the
# paired difference moves by a few tenths of a point between seeds (seeds 7 and 8 of the benchmark:
# up to 0.3), mostly from the 1-2 % of deployments one method certifies and the other does not
# (each worth ~0.9 point / 100); 0.5 point is above that noise and far below the gaps the earlier
# planning had (2.4 and 4.6 points behind the verifier alone).
TOLERANCE = 0.005


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_simulated_deployments_keep_the_guarantee_and_the_cascade_automates_at_least_the_best_stage(scenario):
    # 1,000 deployments of 400 labels each (a seed the benchmark does not use); the scores are
    # independent given the label
    eps, delta = 0.1, 0.1
    out = simulate(SCENARIOS[scenario], deployments=1000, n_labels=400, epsilon=eps, delta=delta, seed=11)
    cascade = out["cascade"]
    # the guarantee: population failing share among finalized > epsilon in at most delta of them
    assert cascade["violation_rate"] <= delta
    for single in ("only_offline", "only_llm_verifier"):
        assert out[single]["violation_rate"] <= delta
    best = max(out["only_offline"]["mean_automation"], out["only_llm_verifier"]["mean_automation"])
    assert cascade["mean_automation"] >= best - TOLERANCE
    assert cascade["certified_rate"] > 0.9
    assert 0.0 <= cascade["llm_call_share"] <= 1.0 and out["only_llm_verifier"]["llm_call_share"] == 1.0
    if scenario == "complementary":
        # both stages decide a real share (the cascade is not one stage in disguise), it beats the
        # best stage and saves verifier calls
        assert min(cascade["automation_by_stage"].values()) > 0.05
        assert cascade["mean_automation"] > best
        assert cascade["llm_call_share"] < 0.9
    if scenario == "useless_offline":
        # a score that says nothing is (almost) never trusted
        assert cascade["automation_by_stage"]["offline"] < 0.01


def test_a_useless_judge_keeps_the_guarantee_and_is_not_trusted():
    # stage 1 says nothing about the label: the cascade must not finalize on it beyond the risk budget
    out = simulate([StageModel(name="coin", a=1, b=1), StageModel(name="llm_verifier", a=6, b=2)],
                   deployments=300, n_labels=300, seed=3)
    assert out["cascade"]["violation_rate"] <= 0.1
    assert out["cascade"]["automation_by_stage"]["coin"] < out["cascade"]["automation_by_stage"]["llm_verifier"]


def _labels(n=600, seed=2, a1=5.0, b1=2.0, a2=6.0, b2=2.0):
    rng = np.random.default_rng(seed)
    y = rng.random(n) < 0.7
    s1 = np.where(y, rng.beta(a1, b1, n), rng.beta(b1, a1, n))
    s2 = np.where(y, rng.beta(a2, b2, n), rng.beta(b2, a2, n))
    return y.astype(int), s1, s2


def test_certify_cascade_reports_each_stage_and_the_joint_bound():
    y, s1, s2 = _labels(a1=5.0, b1=1.8, a2=5.0, b2=2.0)  # two judges of similar accuracy: both are used
    res = certify_cascade({"offline": s1, "llm_verifier": s2}, y, epsilon=0.1, delta=0.1)
    assert res.certified and res.reason == ""
    assert [s.name for s in res.stages] == ["offline", "llm_verifier"]
    assert res.failure_upper_bound is not None and res.failure_upper_bound <= 0.1
    assert res.n_plan + res.n_test == res.n_labels == 600
    fin = sum(s.n_finalized for s in res.stages)
    assert res.finalize_rate == pytest.approx(fin / 600)
    assert res.automation_rate == pytest.approx(sum(s.automation_rate for s in res.stages))
    assert res.tests[-1].rejected is False or res.tests[-1].thresholds == list(res.thresholds.values())
    # the reported thresholds are a tested, rejected tuple
    assert any(t.rejected and t.thresholds == list(res.thresholds.values()) for t in res.tests)
    # decide: stage 1 first, then stage 2, then a person
    t1, t2 = res.thresholds["offline"], res.thresholds["llm_verifier"]
    assert t1 is not None and t2 is not None
    assert res.stage_of({"offline": t1, "llm_verifier": 0.0}) == "offline"
    assert res.stage_of({"offline": t1 - 0.001, "llm_verifier": t2}) == "llm_verifier"
    assert res.stage_of({"offline": t1 - 0.001, "llm_verifier": None}) == PERSON
    assert res.stage_of({"offline": None, "llm_verifier": t2 - 0.001}) == PERSON
    # the JSON round trip keeps the decisions
    again = CascadeResult.model_validate_json(res.model_dump_json())
    assert again.thresholds == res.thresholds
    r = realized(res, {"offline": s1, "llm_verifier": s2}, y)
    assert sum(r["decided_by"].values()) == 600


def test_a_stage_that_certifies_nothing_is_skipped_and_recorded():
    y, s1, s2 = _labels(seed=1)
    flat = np.full_like(s2, 0.5)  # an uninformative verifier: any threshold adds failures at the base rate
    res = certify_cascade({"offline": s1, "llm_verifier": flat}, y, epsilon=0.1, delta=0.1)
    assert res.certified
    skip = res.stage("llm_verifier")
    assert skip is not None and skip.skipped and skip.threshold is None and "certifies nothing" in skip.reason
    assert res.stage("offline").threshold is not None  # type: ignore[union-attr]
    # too few scored labels: skipped before testing, with the count
    sparse = np.full_like(s2, np.nan)
    sparse[:5] = 0.9
    res = certify_cascade({"offline": s1, "llm_verifier": sparse}, y)
    assert res.stage("llm_verifier").skipped and "5 labelled memos" in res.stage("llm_verifier").reason  # type: ignore[union-attr]


def test_nothing_certified_sends_everything_to_a_person():
    rng = np.random.default_rng(2)
    y = (rng.random(300) < 0.5).astype(int)
    res = certify_cascade({"offline": rng.random(300), "llm_verifier": rng.random(300)}, y, epsilon=0.05)
    assert not res.certified and "every memo goes to a person" in res.reason
    assert all(s.skipped for s in res.stages)
    assert (res.decide({"offline": np.ones(3), "llm_verifier": np.ones(3)}) == -1).all()
    few = certify_cascade({"offline": [0.9] * 10}, [1] * 10)
    assert not few.certified and "10 labelled memos" in few.reason


def test_rejected_memos_never_reach_the_next_stage():
    y, s1, s2 = _labels(seed=4)
    rejected = s1 < 0.2
    res = certify_cascade({"offline": s1, "llm_verifier": s2}, y, rejected={"offline": rejected})
    which = res.decide({"offline": s1, "llm_verifier": s2}, {"offline": rejected})
    assert (which[rejected] == -1).all()
    res2 = certify_cascade({"offline": s1, "llm_verifier": s2}, y, reject_below={"offline": 0.2})
    assert res2.stage("offline").threshold is None or res2.stage("offline").threshold > 0.2  # type: ignore[union-attr]


def test_bad_inputs_are_clear_errors():
    with pytest.raises(ValueError, match="one score per labelled memo"):
        certify_cascade({"a": [0.1, 0.2], "b": [0.3]}, [1, 0])
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        certify_cascade({"a": [1.5, 0.2]}, [1, 0])
    with pytest.raises(ValueError, match="0/1"):
        certify_cascade({"a": [0.5, 0.2]}, [2, 0])
    with pytest.raises(ValueError, match="person"):
        certify_cascade({"person": [0.5]}, [1])
    with pytest.raises(ValueError, match="epsilon"):
        certify_cascade({"a": [0.5]}, [1], epsilon=0)


def test_risk_helpers_agree_with_the_scalar_tests():
    # Clopper-Pearson bound <= epsilon exactly when the exact binomial test rejects at delta
    for k, n in [(0, 30), (3, 100), (10, 100), (25, 300)]:
        p = risk.binomial_p_value(k, n, 0.1)
        ub = float(risk.clopper_pearson_upper(k, n, 0.1))
        assert (p <= 0.1) == (ub <= 0.1)
    assert risk.fixed_sequence_stop([True, True, False, True]) == 1
    assert risk.fixed_sequence_stop([False, True]) == -1
    assert int(risk.start_index([0.95, 0.92, 0.5])) == 1
    assert int(risk.start_index([0.2, 0.5, 0.1])) == 1


def test_population_risk_is_exact_for_one_stage():
    m = StageModel(a=4, b=2)
    grid = [np.array([0.5])]
    r, a = population([m], grid, np.array([[1]]), 0.7)
    from scipy.stats import beta
    ok, bad = beta.sf(0.5, 4, 2), beta.sf(0.5, 2, 4)
    assert a[0] == pytest.approx(ok)
    assert r[0] == pytest.approx(0.3 * bad / (0.3 * bad + 0.7 * ok))
