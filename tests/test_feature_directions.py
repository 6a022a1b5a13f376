"""Known feature directions: a calibrator keeps each checker's sign (calibration.feature_directions)."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score

from tinyrag_eval.calibration.artifact import Calibrator
from tinyrag_eval.calibration.features import FEATURE_DIRECTIONS, feature_direction
from tinyrag_eval.calibration.fit_criteria import fit_criterion, label_data
from tinyrag_eval.calibration.probability import ProbabilityCalibrator, SignedLogit
from tinyrag_eval.config import Settings


def _rows(rng, n, support_sign):
    """A memo's label follows nli_mean; fact_verification goes with the label (support_sign 1)
    or against it (-1, as on a source whose correct memos have more unmatched figures)."""
    nli = rng.normal(size=n)
    y = (nli + rng.normal(scale=0.8, size=n) > 0).astype(int)
    fv = support_sign * (y - 0.5) * 1.5 + rng.normal(size=n)
    return [{"nli_mean": float(a), "fact_verification": float(b)} for a, b in zip(nli, fv, strict=True)], y


def test_the_registry_gives_the_checkers_their_meaning():
    assert FEATURE_DIRECTIONS["nli_mean"] == 1 and FEATURE_DIRECTIONS["fact_verification"] == 1
    assert FEATURE_DIRECTIONS["figures_contradicted"] == -1 and FEATURE_DIRECTIONS["flagged_share"] == -1
    assert feature_direction("judge.hallucination") == 1  # rubric scores: 5 best
    assert feature_direction("my_team_score") == 0 and feature_direction("nli_mean_missing") == 0


def test_signed_logit_is_logistic_regression_where_the_signs_do_not_bind():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(400, 3))
    y = (X @ np.array([1.0, -0.7, 0.3]) + rng.normal(size=400) > 0).astype(int)
    ours = SignedLogit((1, -1, 0), C=1.0).fit(X, y)
    ref = LogisticRegression(C=1.0, max_iter=1000).fit(X, y)
    assert np.allclose(ours.coef_, ref.coef_[0], atol=2e-3) and abs(ours.intercept_ - ref.intercept_[0]) < 2e-3
    assert np.allclose(ours.predict_proba(X), ref.predict_proba(X), atol=2e-3)


def test_a_bound_sign_is_held_at_zero_not_reversed():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(400, 2))
    y = (X[:, 0] - X[:, 1] + rng.normal(size=400) > 0).astype(int)  # the 2nd feature lowers P
    m = SignedLogit((1, 1), C=1.0).fit(X, y)
    assert m.coef_[0] > 0.5 and m.coef_[1] == 0.0


@pytest.mark.parametrize("method", ["platt", "isotonic", "boosting", "auto"])
def test_every_binary_candidate_is_monotone_in_a_known_feature(method):
    rng = np.random.default_rng(2)
    rows, y = _rows(rng, 600, support_sign=-1)
    X = np.array([[r["nli_mean"], r["fact_verification"]] for r in rows])
    cal = ProbabilityCalibrator(method=method, directions=(1, 1)).fit(X, y)
    grid = np.column_stack([np.zeros(50), np.linspace(-3, 3, 50)])
    p = cal.predict_proba(grid)[:, 1]
    assert np.all(np.diff(p) >= -1e-12), f"{method}: P fell as fact_verification rose"
    free = ProbabilityCalibrator(method="platt").fit(X, y).predict_proba(grid)[:, 1]
    assert free[-1] < free[0]  # the free fit learned the reversed sign of this source


def test_a_single_feature_of_direction_minus_one_is_calibrated_decreasing():
    rng = np.random.default_rng(3)
    x = rng.uniform(0, 1, 500)
    y = (rng.uniform(size=500) > x).astype(int)  # more contradicted figures, fewer passes
    cal = ProbabilityCalibrator(method="isotonic", directions=(-1,)).fit(x[:, None], y)
    p = cal.predict_proba(np.linspace(0, 1, 30)[:, None])[:, 1]
    assert np.all(np.diff(p) <= 1e-12) and p[0] - p[-1] > 0.5


def test_known_directions_transfer_to_a_source_where_free_signs_read_the_checker_backwards():
    """Fitted where fact_verification runs against the label, scored where it runs with it."""
    rng = np.random.default_rng(4)
    train, ytr = _rows(rng, 800, support_sign=-1)
    test, yte = _rows(rng, 800, support_sign=1)
    test = [{"nli_mean": 0.0, "fact_verification": r["fact_verification"]} for r in test]  # only the figures differ
    data = label_data(train, ytr.tolist(), list(range(len(train))), ["nli_mean", "fact_verification"])
    auc = {}
    for d in ("known", "free"):
        cal = Calibrator.fit(data, method="platt", diagnostics=False, directions=d)
        auc[d] = roc_auc_score(yte, cal.predict_proba(test)[:, 1])
        assert cal.metadata["directions"] == ({"nli_mean": 1, "fact_verification": 1} if d == "known"
                                              else {"nli_mean": 0, "fact_verification": 0})
    assert auc["free"] < 0.3  # backwards
    assert auc["known"] == pytest.approx(0.5, abs=0.05)  # held at zero: no evidence either way


def test_indicator_columns_stay_free_and_a_mapping_is_checked():
    rng = np.random.default_rng(5)
    rows, y = _rows(rng, 300, support_sign=1)
    for r in rows[:40]:
        r["fact_verification"] = None
    data = label_data(rows, y.tolist(), list(range(len(rows))), ["nli_mean", "fact_verification"])
    cal = Calibrator.fit(data, method="platt", diagnostics=False)
    assert cal.metadata["directions"] == {"nli_mean": 1, "fact_verification": 1, "fact_verification_missing": 0}
    cal = Calibrator.fit(data, method="platt", diagnostics=False, directions={"nli_mean": -1})
    assert cal.metadata["directions"]["nli_mean"] == -1 and cal.metadata["directions"]["fact_verification"] == 0
    with pytest.raises(ValueError, match="must be -1, 0 or 1"):
        Calibrator.fit(data, method="platt", diagnostics=False, directions={"nli_mean": 2})
    with pytest.raises(ValueError, match="'known', 'free' or a mapping"):
        Calibrator.fit(data, method="platt", diagnostics=False, directions="up")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="directions has 1 entries for 2 feature columns"):
        ProbabilityCalibrator(directions=(1,)).fit(np.zeros((20, 2)), np.array([0, 1] * 10))


def test_the_setting_reaches_a_deployment_fit(monkeypatch):
    rng = np.random.default_rng(6)
    rows, y = _rows(rng, 300, support_sign=1)
    data = label_data(rows, y.tolist(), list(range(len(rows))), ["nli_mean", "fact_verification"])
    s = Settings()
    assert s.calibration.feature_directions == "known"
    assert set(fit_criterion(data, s, "grounded", diagnostics=False).metadata["directions"].values()) == {1}
    free = s.model_copy(update={"calibration": s.calibration.model_copy(update={"feature_directions": "free"})})
    assert set(fit_criterion(data, free, "grounded", diagnostics=False).metadata["directions"].values()) == {0}


def test_a_calibrator_saved_before_directions_still_predicts_and_refits():
    rng = np.random.default_rng(7)
    X = rng.normal(size=(200, 2))
    y = (X[:, 0] > 0).astype(int)
    cal = ProbabilityCalibrator(method="platt").fit(X, y)
    del cal.directions  # as pickled by an older release
    old = pickle.loads(pickle.dumps(cal))
    assert old.directions is None and old.get_params()["directions"] is None
    assert old.predict_proba(X).shape == (200, 2)
    assert old.clone_unfitted().fit(X, y).predict_proba(X).shape == (200, 2)


def test_graded_labels_record_free_signs():
    rng = np.random.default_rng(8)
    x = rng.normal(size=300)
    grades = np.clip(np.round(2 + x + rng.normal(size=300)), 1, 4).astype(int)
    data = label_data([{"nli_mean": float(v)} for v in x], grades.tolist(), list(range(300)), ["nli_mean"])
    cal = Calibrator.fit(data, diagnostics=False, label_scheme="ordinal")
    assert cal.metadata["directions"] == {"nli_mean": 0}
