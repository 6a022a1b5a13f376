"""An LLM judge's grounding score as a feature of the grounded criterion: added by
``tinyrag calibrate --from-store`` when the judge scored enough of the labelled memos, imputed on
a memo it did not score, and read by the workflow's assessor."""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from tinyrag_eval.calibration.assessor import CriteriaAssessor
from tinyrag_eval.calibration.features import CRITERION_FEATURES, JUDGE_FEATURES
from tinyrag_eval.calibration.fit_criteria import judge_coverage, judge_feature_names
from tinyrag_eval.cli import app
from tinyrag_eval.config import CalibrationSettings, Settings, get_settings
from tinyrag_eval.schema import CriterionScore, Evaluation, JudgeVerdict, Memo, MetricResult
from tinyrag_eval.store import Store

runner = CliRunner()
TOPIC = "CET1 capital ratio of Northwind Harbour Bank at the end of 2025"
JUDGE = "judge.hallucination"


def evaluation(nli: float, judge: float | None, model: str | None = "OpenAI:gpt-4o") -> Evaluation:
    """Offline prose signals at ``nli``; the rubric judge's hallucination score when it ran."""
    metrics = {
        "nli_groundedness": MetricResult(name="nli_groundedness", value=nli, details={
            "min": nli, "no_contradiction": nli, "mean_support": nli, "min_support": nli}),
        "groundedness_similarity": MetricResult(name="groundedness_similarity", value=nli, details={"min": nli}),
        "nli_decision_boundary": MetricResult(name="nli_decision_boundary", value=nli, details={"min": nli}),
    }
    verdict = None if judge is None else JudgeVerdict(criteria={"hallucination": CriterionScore(score=judge)},
                                                      model=model)
    return Evaluation(memo_id="m", metrics=metrics, judge=verdict)


def labelled_store(path, coverage: float, n: int = 160, seed: int = 5, model: str | None = "OpenAI:gpt-4o") -> Store:
    """n reviewed memos whose offline signals barely tell passes from fails and whose judge score
    (on ``coverage`` of them) does."""
    store = Store.open(f"sqlite:///{path}")
    run = store.start_run(TOPIC)
    rng = np.random.default_rng(seed)
    for i in range(n):
        good = i % 2 == 0
        nli = float(np.clip(0.5 + (0.03 if good else -0.03) + rng.normal(0, 0.15), 0, 1))
        judge = float(np.clip(round((4.2 if good else 1.8) + rng.normal(0, 0.6)), 1, 5))
        att = store.add_attempt(run.id, Memo(id=f"m{i}", topic=TOPIC, text="CET1 ratio 14.6%", attempt=i + 1))
        store.add_evaluation(att.id, evaluation(nli, judge if rng.random() < coverage else None, model))
        store.add_label(att.id, int(good), verdict="approve" if good else "reject", reviewer="r")
    return store


@pytest.fixture
def env(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(data))
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    monkeypatch.setenv("TINYRAG_CALIBRATION__MIN_LABELS", "40")
    return tmp_path


def test_judge_feature_names_follow_the_share_it_scored():
    rows = [{JUDGE: 4.0}, {JUDGE: None}, {JUDGE: 2.0}, {}]
    assert judge_coverage("grounded", rows) == {JUDGE: 0.5}
    assert judge_feature_names("grounded", rows, 0.5) == [JUDGE]
    assert judge_feature_names("grounded", rows, 0.6) == []
    assert judge_feature_names("relevant", rows, 0.1) == [] and judge_feature_names("grounded", [], 0.1) == []
    assert JUDGE_FEATURES["grounded"] == (JUDGE,)


def test_calibrate_from_store_adds_the_judge_and_the_assessor_reads_it(env):
    labelled_store(env / "data" / "tinyrag.sqlite3", coverage=0.7)
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["features"] == [*CRITERION_FEATURES["grounded"], JUDGE]
    assert 0.6 < out["judge_coverage"][JUDGE] < 0.8
    plain = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded"])
    text = " ".join(plain.output.split())  # the console wraps long lines
    assert plain.exit_code == 0 and "judge.hallucination: the judge scored" in text
    assert "a feature (a memo it did not score is imputed)" in text

    s = Settings(calibration=CalibrationSettings(store_dir=env / "cal"))
    assessor = CriteriaAssessor(s)
    memo = Memo(id="m", topic=TOPIC, text="The CET1 ratio was 14.6% at the end of 2025.")
    p = {}
    for name, judge in (("good", 5.0), ("bad", 1.0), ("unjudged", None)):
        asm, _ = assessor.assess(evaluation(0.5, judge), memo, ["grounded"])
        g = asm.per_criterion["grounded"]
        assert g.label_source == "deployment" and g.probability is not None, (name, g)
        p[name] = g.probability
    # the judge's score moves P(grounded); a memo it did not score is still assessed (imputed)
    assert p["good"] > p["unjudged"] > p["bad"] and p["good"] - p["bad"] > 0.3, p


def test_the_judge_is_left_out_below_the_share_given_features_or_when_off(env, monkeypatch):
    labelled_store(env / "data" / "tinyrag.sqlite3", coverage=0.25)
    out = json.loads(runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"]).stdout)
    assert out["features"] == list(CRITERION_FEATURES["grounded"]) and out["judge_coverage"][JUDGE] < 0.5
    plain = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded"])
    assert "not a feature (below calibration.judge_feature_min_share 0.5)" in " ".join(plain.output.split())

    monkeypatch.setenv("TINYRAG_CALIBRATION__JUDGE_FEATURE_MIN_SHARE", "0.1")
    get_settings.cache_clear()  # the settings are read once per process
    out = json.loads(runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"]).stdout)
    assert JUDGE in out["features"]
    given = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json",
                                "--features", "nli_mean,nli_min"])
    assert json.loads(given.stdout)["features"] == ["nli_mean", "nli_min"]  # a named list is kept as given
    monkeypatch.setenv("TINYRAG_CALIBRATION__JUDGE_FEATURES", "off")
    get_settings.cache_clear()
    out = json.loads(runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"]).stdout)
    assert out["features"] == list(CRITERION_FEATURES["grounded"]) and out["judge_coverage"] is None


def test_fit_all_adds_the_judge_as_the_store_path_does():
    """``fit_all`` (what ``benchmarks/deployment.py`` fits) follows the same rule."""
    from tinyrag_eval.calibration.fit_criteria import fit_all

    rng = np.random.default_rng(2)
    y = [i % 2 for i in range(200)]
    base = {f: None for f in CRITERION_FEATURES["grounded"]}
    rows = [{**base, "nli_mean": float(rng.normal(0.5, 0.1)),
             JUDGE: (4.0 if lab else 2.0) if rng.random() < 0.8 else None} for lab in y]
    cals, _ = fit_all(rows, y, list(range(200)), Settings(), criteria=["grounded"], diagnostics=False)
    assert JUDGE in cals["grounded"].spec.names
    off = Settings(calibration=CalibrationSettings(judge_features="off"))
    cals, _ = fit_all(rows, y, list(range(200)), off, criteria=["grounded"], diagnostics=False)
    assert JUDGE not in cals["grounded"].spec.names


def test_the_bundled_judge_is_not_a_feature_unless_asked(env, monkeypatch):
    """The bundled SmolLM2-135M judge is at chance: by default its verdicts count as missing."""
    from tinyrag_eval.models import BUNDLED_LLM_NAME

    labelled_store(env / "data" / "tinyrag.sqlite3", coverage=1.0, model=f"LocalBackend:{BUNDLED_LLM_NAME}")
    out = json.loads(runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"]).stdout)
    assert out["features"] == list(CRITERION_FEATURES["grounded"]) and out["judge_coverage"] == {JUDGE: 0.0}
    monkeypatch.setenv("TINYRAG_CALIBRATION__JUDGE_FEATURES", "always")
    get_settings.cache_clear()
    out = json.loads(runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"]).stdout)
    assert out["features"][-1] == JUDGE and out["judge_coverage"] == {JUDGE: 1.0}


def test_without_a_criterion_the_bundled_judge_is_missing_too(env):
    """The one-label calibrator (no --criterion) reads the evaluation's scores: the bundled judge's
    count as missing there as well, as the assessor reads them."""
    from tinyrag_eval.calibration.from_store import label_data_from_store
    from tinyrag_eval.models import BUNDLED_LLM_NAME

    store = labelled_store(env / "data" / "tinyrag.sqlite3", coverage=1.0, n=20,
                           model=f"LocalBackend:{BUNDLED_LLM_NAME}")
    data = label_data_from_store(store, ["nli_groundedness", JUDGE], missing="impute")
    assert np.isnan(data.values[:, 1]).all() and not np.isnan(data.values[:, 0]).any()
    always = Settings(calibration=CalibrationSettings(judge_features="always"))
    data = label_data_from_store(store, ["nli_groundedness", JUDGE], missing="impute", settings=always)
    assert not np.isnan(data.values[:, 1]).any()
