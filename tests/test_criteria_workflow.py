"""Per-criterion assessment in the workflow: which calibrator each criterion uses, what it
certifies, and that nothing is finalized on a criterion without a guarantee."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pytest
from tinyrag_eval.workflows.run import run_memo
from typer.testing import CliRunner

from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval.calibration import Calibrator, LabelData, save_version
from tinyrag_eval.calibration.assessor import CriteriaAssessor
from tinyrag_eval.calibration.features import CRITERION_FEATURES, PROSE_FEATURES
from tinyrag_eval.cli import app
from tinyrag_eval.config import CalibrationSettings, Settings
from tinyrag_eval.schema import Evaluation, Memo, MetricResult
from tinyrag_eval.store import Store

runner = CliRunner()
TOPIC = "CET1 capital ratio of Northwind Harbour Bank at the end of 2025"


@pytest.fixture(autouse=True)
def no_reranker(monkeypatch):
    """The relevance feature reranker_score without loading the cross-encoder: a fixed score."""
    from tinyrag_eval.calibration import features

    monkeypatch.setattr(features, "reranker_scores", lambda pairs, settings=None, batch_size=32: [0.7] * len(pairs))


def evaluation(good: bool = True) -> Evaluation:
    v = 0.92 if good else 0.15
    nli = MetricResult(name="nli_groundedness", value=v, details={
        "min": v - 0.05, "no_contradiction": 1.0 if good else 0.0, "mean_support": v, "min_support": v - 0.1})
    return Evaluation(memo_id="m", metrics={
        "nli_groundedness": nli,
        "groundedness_similarity": MetricResult(name="groundedness_similarity", value=v, details={"min": v - 0.1}),
        "nli_decision_boundary": MetricResult(name="nli_decision_boundary", value=v, details={"min": v - 0.1}),
        "answer_relevancy": MetricResult(name="answer_relevancy", value=0.8, details={
            "minimax": 0.6, "per_sentence": [0.7, 0.9]}),
        "context_relevancy": MetricResult(name="context_relevancy", value=0.7),
    })


def memo(text: str = "The CET1 capital ratio was 14.6% at the end of 2025 [ar#p2#0].") -> Memo:
    return Memo(id="m", topic=TOPIC, text=text)


def fitted(features: tuple[str, ...], n: int = 400, seed: int = 0, source: str = "store sqlite:///x") -> Calibrator:
    """A deployment calibrator on ``features``: high feature values -> passes."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    x = np.clip(0.2 + 0.6 * y[:, None] + rng.normal(0, 0.12, (n, len(features))), 0, 1)
    data = LabelData(features=list(features), values=x, labels=y.tolist(), lines=list(range(n)), groups=None,
                     problems=[], missing="impute")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Calibrator.fit(data, method="platt", source=source, seed=seed, label_scheme="binary")


def settings_in(tmp_path, **agent) -> Settings:
    s = Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal"))
    return s.model_copy(update={"agent": s.agent.model_copy(update=agent)}) if agent else s


def test_shipped_calibrators_give_lights_but_no_guarantee(tmp_path):
    asm, cert = CriteriaAssessor(settings_in(tmp_path)).assess(evaluation(), memo(), ["grounded", "relevant"])
    assert set(asm.per_criterion) == {"grounded", "relevant"}
    for c in ("grounded", "relevant"):
        ca = asm.per_criterion[c]
        assert ca.calibrated and ca.label_source == "shipped" and ca.guaranteed is False
        assert 0 <= ca.probability <= 1 and ca.prediction_set and ca.light() in ("green", "amber", "red")
        assert cert.per_criterion[c].calibrated and not cert.per_criterion[c].guaranteed
        assert "shipped calibrator" in cert.per_criterion[c].reason
    assert asm.calibrator_version == "shipped: grounded=grounded-shipped-8; relevant=relevant-shipped-8"
    assert asm.calibrator_set == "shipped" and asm.version_of("relevant") == "shipped:relevant-shipped-8"


def test_a_criterion_without_any_calibrator_is_grey_and_never_certified(tmp_path):
    asm, cert = CriteriaAssessor(settings_in(tmp_path)).assess(evaluation(), memo(), ["grounded", "complete"])
    assert asm.per_criterion["complete"].light() == "grey" and not cert.per_criterion["complete"].calibrated
    assert "none shipped for 'complete'" in cert.per_criterion["complete"].reason
    assert asm.per_criterion["grounded"].calibrated  # the other criterion still has its verdict


def test_the_deployments_own_calibrator_replaces_the_shipped_one(tmp_path):
    s = settings_in(tmp_path)
    cal = fitted(PROSE_FEATURES)
    cal.metadata.update(label_source="deployment", criterion="grounded")
    save_version(cal, tmp_path / "cal" / "grounded")
    assessor = CriteriaAssessor(s)
    asm, cert = assessor.assess(evaluation(), memo(), ["grounded", "relevant"])
    g = asm.per_criterion["grounded"]
    assert g.label_source == "deployment" and g.calibrator_version == "v0001"
    assert g.prediction_set == [1] and g.probability > 0.9
    # two criteria: a guarantee needs the joint risk control over both, which a shipped one cannot join
    assert not g.guaranteed and "no joint risk control" in cert.per_criterion["grounded"].reason
    assert not cert.per_criterion["relevant"].guaranteed
    # alone, the criterion's own conformal sets are its guarantee
    asm, cert = assessor.assess(evaluation(), memo(), ["grounded"])
    assert asm.per_criterion["grounded"].guaranteed and "keeps the failing share" in cert.per_criterion["grounded"].reason
    bad, _ = assessor.assess(evaluation(good=False), memo(), ["grounded"])
    assert bad.per_criterion["grounded"].prediction_set == [0]


def test_drift_on_reviewer_labels_withdraws_the_guarantee(tmp_path):
    s = settings_in(tmp_path)
    cal = fitted(PROSE_FEATURES)
    cal.metadata.update(label_source="deployment", criterion="grounded")
    save_version(cal, tmp_path / "cal" / "grounded")
    store = Store.open(f"sqlite:///{tmp_path / 'store.sqlite3'}")
    assessor = CriteriaAssessor(s, store=store)
    run = store.start_run(TOPIC)
    # 30 memos the calibrator says fail ({0}) that reviewers approved: its sets miss every label
    for i in range(30):
        att = store.add_attempt(run.id, Memo(id=f"m{i}", topic=TOPIC, text="x", attempt=i + 1))
        store.add_evaluation(att.id, evaluation(good=False))
        asm, _ = assessor.assess(evaluation(good=False), memo(), ["grounded"])
        store.add_assessment(att.id, asm)
        store.add_label(att.id, 1, verdict="approve", reviewer="r")
    asm, cert = assessor.assess(evaluation(), memo(), ["grounded"])
    assert not cert.per_criterion["grounded"].guaranteed and "drift monitor says stop" in cert.per_criterion["grounded"].reason
    res = runner.invoke(app, ["calibration", "status", "--json"], env={
        "TINYRAG_CALIBRATION__STORE_DIR": str(tmp_path / "cal"), "TINYRAG_STORE__URL": f"sqlite:///{tmp_path / 'store.sqlite3'}",
        "TINYRAG_AGENT__CRITERIA": '["grounded", "relevant"]'})
    assert res.exit_code == 0, res.output
    rows = {r["criterion"]: r for r in json.loads(res.stdout)}
    assert rows["grounded"]["labels"] == "deployment" and rows["grounded"]["monitor"]["status"] == "stop"
    assert rows["grounded"]["guaranteed"] is False
    assert rows["relevant"]["labels"] == "shipped" and rows["relevant"]["card"]["n"] > 100


def test_workflow_with_shipped_calibrators_escalates_and_names_the_criterion(tmp_path):
    s = settings_in(tmp_path)
    svc = make_services(f"sqlite:///{tmp_path / 'w.sqlite3'}", tmp_path / "out", [GOOD], settings=s)
    svc.assessor = CriteriaAssessor(s, store=svc.store)
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    assert out.status == "escalated" and not list((tmp_path / "out").glob("*.md"))
    reasons = " | ".join(out.decision.reasons)
    assert "grounded" in reasons and "relevant" in reasons
    assert "shipped calibrator" in reasons or "uncertain on" in reasons or "fails" in reasons


def test_calibrate_from_store_per_criterion(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(data))
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    monkeypatch.setenv("TINYRAG_CALIBRATION__MIN_LABELS", "40")  # 80 labels: fitted and activated
    store = Store.open(f"sqlite:///{data / 'tinyrag.sqlite3'}")
    run = store.start_run(TOPIC)
    rng = np.random.default_rng(1)
    for i in range(80):
        good = i % 2 == 0
        ev = evaluation(good)
        for m in ev.metrics.values():
            if m.value is not None and m.name.startswith(("nli", "groundedness")):
                m.value = float(np.clip(m.value + rng.normal(0, 0.05), 0, 1))
        att = store.add_attempt(run.id, Memo(id=f"m{i}", topic=TOPIC, text="CET1 ratio 14.6%", attempt=i + 1))
        store.add_evaluation(att.id, ev)
        store.add_label(att.id, int(good), verdict="approve" if good else "reject", reviewer="r")
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["path"].endswith("grounded/v0001") and out["features"] == list(CRITERION_FEATURES["grounded"])
    s = Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal"))
    asm, cert = CriteriaAssessor(s).assess(evaluation(), memo(), ["grounded"])
    g = asm.per_criterion["grounded"]
    # the deployment's labels, but 80 < 100 of them: a verdict, no guarantee yet
    assert g.label_source == "deployment" and g.calibrator_version == "v0001"
    assert not cert.per_criterion["grounded"].guaranteed and "80 deployment labels < 100" in cert.per_criterion["grounded"].reason
    bad = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "complete"])
    assert bad.exit_code == 2 and "no default features" in bad.output


def labelled_store(path, n: int = 320, seed: int = 3, findings=None) -> Store:
    """n reviewed memos: good ones (grounded, on topic) approved, bad ones rejected; ``findings``
    (good, text) -> the evaluation's evidence record, when a test needs one."""
    store = Store.open(f"sqlite:///{path}")
    run = store.start_run(TOPIC)
    rng = np.random.default_rng(seed)
    for i in range(n):
        good = i % 2 == 0
        ev = evaluation(good)
        for m in ev.metrics.values():
            if m.value is not None:
                m.value = float(np.clip(m.value + rng.normal(0, 0.04), 0, 1))
        if not good:
            ev.metrics["answer_relevancy"] = MetricResult(name="answer_relevancy", value=0.2, details={
                "minimax": 0.1, "per_sentence": [0.1, 0.3]})
        text = ("The CET1 capital ratio of Northwind Harbour Bank was 14.6% at the end of 2025." if good
                else "SME lending grew and the watch list shrank.")
        if findings is not None:
            ev.findings = findings(good, text)
        att = store.add_attempt(run.id, Memo(id=f"m{i}", topic=TOPIC, text=text, attempt=i + 1))
        store.add_evaluation(att.id, ev)
        store.add_label(att.id, int(good), verdict="approve" if good else "reject", reviewer="r")
    return store


def test_joint_risk_control_over_the_criteria_certifies_finalize(tmp_path, monkeypatch):
    from tinyrag_eval.agents.policy import decide

    data = tmp_path / "data"
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(data))
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    labelled_store(data / "tinyrag.sqlite3")
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert set(out["criteria"]) == {"grounded", "relevant"}
    risk = out["joint_risk"]
    assert risk["criteria"] == ["grounded", "relevant"] and risk["threshold"] is not None, risk
    assert (tmp_path / "cal" / "sets" / "s0001" / "joint_risk.json").is_file()  # kept with its version
    s = Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal"))
    assessor = CriteriaAssessor(s)
    asm, cert = assessor.assess(evaluation(), memo(), ["grounded", "relevant"])
    assert all(c.guaranteed and c.threshold == risk["threshold"] for c in cert.per_criterion.values())
    d = decide(attempt=1, memo=memo(), evaluation=evaluation(), assessment=asm, certification=cert, settings=s).decision
    assert d.action == "finalize", d
    assert "on every criterion keeps the share of finalized memos a reviewer rejects <= 0.1" in d.guarantee
    bad_memo = memo("SME lending grew and the watch list shrank.")
    asm, cert = assessor.assess(evaluation(good=False), bad_memo, ["grounded", "relevant"])
    d = decide(attempt=1, memo=bad_memo, evaluation=evaluation(good=False), assessment=asm, certification=cert,
               settings=s).decision
    assert d.action == "regenerate" and d.reasons[0].startswith("fails ")
    # refit one criterion alone: the joint control no longer matches the versions -> no guarantee
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "relevant", "--json"])
    assert res.exit_code == 0, res.output
    asm, cert = CriteriaAssessor(s).assess(evaluation(), memo(), ["grounded", "relevant"])
    assert not any(c.guaranteed for c in cert.per_criterion.values())
    assert "no joint risk control" in cert.per_criterion["grounded"].reason
    d = decide(attempt=1, memo=memo(), evaluation=evaluation(), assessment=asm, certification=cert, settings=s).decision
    assert d.action == "escalate"
    bad = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--features", "x"])
    assert bad.exit_code == 2 and "cannot be combined" in bad.output
