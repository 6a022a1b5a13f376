"""`tinyrag memo` / `tinyrag queue` / `tinyrag calibrate --from-store` without models."""

from __future__ import annotations

import json

import pytest
from tinyrag_eval.agents.policy import Certification, decide
from tinyrag_eval.workflows.run import run_memo
from typer.testing import CliRunner

from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval.cli import app
from tinyrag_eval.schema import Assessment, CriterionAssessment, Evaluation, MetricResult

runner = CliRunner()


@pytest.fixture
def escalated(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    db = f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}"
    (tmp_path / "data").mkdir()
    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[0, 1]])
    return run_memo("Capital of Northwind", svc)


def _line(res) -> str:
    return " ".join(res.output.split())


def test_memo_bad_input_is_one_line_exit_2(tmp_path):
    res = runner.invoke(app, ["memo", "  ", "--index", str(tmp_path)])
    assert res.exit_code == 2 and "memo topic is empty" in _line(res)
    res = runner.invoke(app, ["memo", "x", "--index", str(tmp_path / "nowhere")])
    assert res.exit_code == 2 and "error:" in res.output and "Traceback" not in res.output
    res = runner.invoke(app, ["memo", "x", "--index", str(tmp_path), "--max-attempts", "0"])
    assert res.exit_code == 2 and "--max-attempts" in _line(res)


def test_queue_list_show_approve_conflict(escalated, tmp_path):
    res = runner.invoke(app, ["queue", "list", "--json"])
    assert res.exit_code == 0, res.output
    rows = json.loads(res.stdout)
    assert [r["id"] for r in rows] == [escalated.review_id] and rows[0]["topic"] == "Capital of Northwind"
    res = runner.invoke(app, ["queue", "show", escalated.review_id])
    assert res.exit_code == 0 and "both labels" in _line(res) and "14.6%" in res.output
    res = runner.invoke(app, ["queue", "approve", escalated.review_id, "--reviewer", "alice", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["status"] == "finalized" and out["markdown_path"].endswith(".md")
    res = runner.invoke(app, ["queue", "reject", escalated.review_id, "--reviewer", "bob"])
    assert res.exit_code == 2 and "already approved by alice" in _line(res)
    res = runner.invoke(app, ["queue", "show", "nope"])
    assert res.exit_code == 2 and "no review item 'nope'" in _line(res)
    res = runner.invoke(app, ["queue", "request-changes", escalated.review_id, "--notes", " "])
    assert res.exit_code == 2


def test_calibrate_from_store_without_labels_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    res = runner.invoke(app, ["calibrate", "--from-store"])
    assert res.exit_code == 2 and "no human labels" in _line(res)
    res = runner.invoke(app, ["calibrate"])
    assert res.exit_code == 2 and "--from-store" in _line(res)


def test_calibrate_from_store_makes_a_version_the_workflow_uses(tmp_path, monkeypatch):
    import numpy as np
    from tinyrag_eval.workflows.services import CalibratorAssessor

    from tinyrag_eval.config import Settings
    from tinyrag_eval.schema import Memo
    from tinyrag_eval.store import Store

    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    store = Store.open(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}")
    run = store.start_run("t")
    rng = np.random.default_rng(0)
    for i in range(60):
        good = i % 2 == 0
        att = store.add_attempt(run.id, Memo(id=f"m{i}", topic="t", text="x", attempt=i + 1))
        v = lambda base: float(np.clip(base + rng.normal(0, 0.08), 0, 1))
        store.add_evaluation(att.id, Evaluation(memo_id=f"m{i}", metrics={
            n: MetricResult(name=n, value=v(0.85 if good else 0.3)) for n in
            ("nli_groundedness", "numeric_consistency", "context_relevancy", "groundedness_similarity")}))
        store.add_label(att.id, int(good), verdict="approve" if good else "reject", reviewer="r")
    res = runner.invoke(app, ["calibrate", "--from-store", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["version"] == "v0001" and out["rows_used"] == 60
    assessor = CalibratorAssessor(Settings())
    ev = Evaluation(memo_id="new", metrics={n: MetricResult(name=n, value=0.9) for n in
                                            ("nli_groundedness", "numeric_consistency", "context_relevancy",
                                             "groundedness_similarity")})
    asm, _cert = assessor.assess(ev, "acceptable")
    assert asm.calibrator_version == "v0001" and asm.per_criterion["acceptable"].probability > 0.8
    assert [c.metadata["version"] for c in store.calibrators()] == ["v0001"]


def _asm(pset, version="v1"):
    return Assessment(per_criterion={"acceptable": CriterionAssessment(probability=0.5, prediction_set=pset)},
                      alpha=0.1, calibrator_version=version)


def test_policy_rules():
    ok = Evaluation(memo_id="m", metrics={})
    cert = Certification(calibrator_version="v1", threshold=0.8, epsilon=0.1, delta=0.1)
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([1]), certification=cert).decision
    assert d.action == "finalize" and "alpha=0.1" in d.guarantee and "v1" in d.guarantee
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([0, 1]),
               certification=cert.model_copy(update={"risk_certified": True})).decision
    assert d.action == "finalize" and "epsilon=0.1" in d.guarantee
    assert decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([0]), certification=cert).decision.action == "regenerate"
    d = decide(attempt=3, memo=None, evaluation=ok, assessment=_asm([0]), certification=cert).decision
    assert d.action == "escalate" and "attempts exhausted" in d.reasons
    assert decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([]), certification=cert).decision.action == "escalate"
    # uncalibrated: never finalize, even with a {1} set
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([1], None), certification=Certification()).decision
    assert d.action == "escalate" and "uncalibrated" in d.reasons[0]
    # a safety flag overrides a certified finalize
    bad = Evaluation(memo_id="m", metrics={"safety_pii": MetricResult(name="safety_pii", value=1.0, reason="an account number")})
    d = decide(attempt=1, memo=None, evaluation=bad, assessment=_asm([1]), certification=cert).decision
    assert d.action == "escalate" and "safety_pii" in d.reasons[0]


def test_queue_resume_after_a_verdict_without_resume(escalated, tmp_path):
    from tinyrag_eval.store import Store

    store = Store.open(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}")
    store.decide_review(escalated.review_id, "alice", "reject")  # recorded; the process "died" here
    res = runner.invoke(app, ["queue", "resume", escalated.review_id, "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["status"] == "archived"
    res = runner.invoke(app, ["queue", "resume", escalated.review_id])
    assert res.exit_code == 2 and "not waiting for a reviewer" in _line(res)
