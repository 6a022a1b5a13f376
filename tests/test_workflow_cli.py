"""`tinyrag memo` / `tinyrag queue` / `tinyrag calibrate --from-store` without models."""

from __future__ import annotations

import json

import pytest
from tinyrag_eval.agents.policy import decide
from tinyrag_eval.workflows.run import run_memo
from typer.testing import CliRunner

from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval.calibration.certify import Certification
from tinyrag_eval.cli import app
from tinyrag_eval.schema import Assessment, CriterionAssessment, Evaluation, Memo, MetricResult

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
    assert "calibrator v0007" in _line(res)  # each P names its calibrator version
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


def test_queue_list_piped_is_one_line_per_item_at_width_80(escalated, monkeypatch):
    """Not a terminal (CliRunner, a pipe): a header and one tab-separated line per item, ids whole,
    however many columns; the rows are the --json rows."""
    from tinyrag_eval.cli import common

    monkeypatch.setattr(common.stdout, "width", 80)
    runner.invoke(app, ["queue", "assign", escalated.review_id, "a-reviewer-with-a-long-name"])
    rows = json.loads(runner.invoke(app, ["queue", "list", "--json"]).stdout)
    res = runner.invoke(app, ["queue", "list"])
    assert res.exit_code == 0, res.output
    lines = res.stdout.splitlines()
    assert len(lines) == 1 + len(rows) == 2 and "│" not in res.stdout and "━" not in res.stdout
    assert lines[0].split("\t") == list(rows[0])
    cells = lines[1].split("\t")
    assert cells[0] == escalated.review_id and dict(zip(lines[0].split("\t"), cells))["assignee"] == (
        "a-reviewer-with-a-long-name")
    assert cells == [common.plain_cell(v) for v in rows[0].values()] and len(lines[1]) > 80  # not cut to 80


def test_calibrate_from_store_without_labels_is_an_error(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    res = runner.invoke(app, ["calibrate", "--from-store"])
    assert res.exit_code == 2 and "no human labels" in _line(res)
    res = runner.invoke(app, ["calibrate"])
    assert res.exit_code == 2 and "--from-store" in _line(res)


def test_calibrate_from_store_makes_a_version_the_workflow_uses(tmp_path, monkeypatch):
    import numpy as np

    from tinyrag_eval.config import Settings
    from tinyrag_eval.pipeline.services import CriteriaAssessor
    from tinyrag_eval.schema import Memo
    from tinyrag_eval.store import Store

    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_CALIBRATION__MIN_LABELS", "40")  # 60 labels: fitted and activated
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
    assessor = CriteriaAssessor(Settings())
    ev = Evaluation(memo_id="new", metrics={n: MetricResult(name=n, value=0.9) for n in
                                            ("nli_groundedness", "numeric_consistency", "context_relevancy",
                                             "groundedness_similarity")})
    asm, cert = assessor.assess(ev, Memo(id="new", topic="t", text="x"), ["acceptable"])
    assert asm.calibrator_version == "s0001: acceptable=v0001" and asm.calibrator_set == "s0001"
    assert asm.per_criterion["acceptable"].probability > 0.8
    # the deployment's own labels, but 60 < 100 of them: probabilities and a set, no guarantee yet
    got = cert.per_criterion["acceptable"]
    assert got.label_source == "deployment" and not got.guaranteed and "60 deployment labels < 100" in got.reason
    assert [c.metadata["version"] for c in store.calibrators()] == ["v0001"]


def _asm(pset, version="v1", criteria=("grounded", "relevant"), p=0.5):
    return Assessment(per_criterion={c: CriterionAssessment(probability=p, prediction_set=pset) for c in criteria},
                      alpha=0.1, calibrator_version=version)


def _cert(guaranteed=True, threshold=None, criteria=("grounded", "relevant"), source="deployment"):
    from tinyrag_eval.calibration.certify import CriterionCertification

    return Certification(per_criterion={c: CriterionCertification(
        criterion=c, calibrated=True, guaranteed=guaranteed, label_source=source, calibrator_version="v1", alpha=0.1,
        epsilon=0.1, delta=0.1, threshold=threshold, n_labels=500,
        reason="" if guaranteed else f"{c}: shipped calibrator, not fitted on this deployment's memos")
        for c in criteria})


def test_policy_rules():
    ok = Evaluation(memo_id="m", metrics={})
    cert = _cert()
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([1]), certification=cert).decision
    assert d.action == "finalize" and "grounded: conformal set at alpha=0.1" in d.guarantee and "relevant:" in d.guarantee
    # P >= a certified Learn-then-Test threshold finalizes an uncertain set
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([0, 1], p=0.9),
               certification=_cert(threshold=0.8)).decision
    assert d.action == "finalize" and "<= 0.1 with probability >= 0.9" in d.guarantee
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


def test_policy_finalizes_only_what_every_criterion_certifies():
    ok = Evaluation(memo_id="m", metrics={})
    # passing every criterion on a shipped calibrator (no guarantee here): escalated, and the reason says why
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=_asm([1]), certification=_cert(guaranteed=False,
                                                                                               source="shipped")).decision
    assert d.action == "escalate" and d.reasons[0] == "passes every criterion, but no guarantee holds for grounded, relevant"
    assert any("not fitted on this deployment" in r for r in d.reasons)
    # one criterion without a calibrator: never finalized, even when the other is certified
    asm = _asm([1])
    cert = _cert()
    del cert.per_criterion["relevant"]
    d = decide(attempt=1, memo=None, evaluation=ok, assessment=asm, certification=cert).decision
    assert d.action == "escalate" and "uncalibrated: relevant" in d.reasons[0]
    # grounded passes, relevant fails: regenerate with the failing criterion named in the feedback
    asm = _asm([1])
    asm.per_criterion["relevant"] = CriterionAssessment(probability=0.05, prediction_set=[0])
    memo = Memo(id="m", topic="CET1 capital ratio at the end of 2025", text="SME lending grew. The watch list shrank.")
    out = decide(attempt=1, memo=memo, evaluation=ok, assessment=asm, certification=_cert())
    assert out.decision.action == "regenerate" and out.decision.reasons[0] == "fails relevant"
    assert out.feedback is not None and "cet1" in out.feedback.failed_criteria[0].lower()
    # the same on the last attempt: escalated, never finalized
    d = decide(attempt=3, memo=memo, evaluation=ok, assessment=asm, certification=_cert()).decision
    assert d.action == "escalate" and "fails relevant" in d.reasons[0]
    # only the configured criteria count
    from tinyrag_eval.config import AgentSettings, Settings

    s = Settings(agent=AgentSettings(criteria=["grounded"]))
    d = decide(attempt=1, memo=memo, evaluation=ok, assessment=asm, certification=_cert(), settings=s).decision
    assert d.action == "finalize" and "relevant" not in d.guarantee


def test_agent_criterion_setting_moved():
    from pydantic import ValidationError

    from tinyrag_eval.config import AgentSettings

    with pytest.raises(ValidationError, match="agent.criteria"):
        AgentSettings.model_validate({"criterion": "acceptable"})
    with pytest.raises(ValidationError, match="distinct"):
        AgentSettings(criteria=["grounded", "grounded"])


def test_queue_resume_after_a_verdict_without_resume(escalated, tmp_path):
    from tinyrag_eval.store import Store

    store = Store.open(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}")
    store.decide_review(escalated.review_id, "alice", "reject")  # recorded; the process "died" here
    res = runner.invoke(app, ["queue", "resume", escalated.review_id, "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["status"] == "archived"
    res = runner.invoke(app, ["queue", "resume", escalated.review_id])
    assert res.exit_code == 2 and "already resumed" in _line(res) and "is archived" in _line(res)
    (job,) = store.resume_jobs()
    assert job.state == "done" and job.attempts == 1


def test_queue_resume_goes_through_the_resume_job_a_server_may_hold(escalated, tmp_path):
    import time

    from tinyrag_eval.store import Store

    store = Store.open(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}")
    store.decide_review(escalated.review_id, "alice", "approve", queue_resume=True)
    held = store.claim_resume("server-a", lease_s=60)  # a running server has claimed it
    assert held is not None and held.review_id == escalated.review_id
    res = runner.invoke(app, ["queue", "resume", escalated.review_id])
    assert res.exit_code == 2 and "being resumed by server-a" in _line(res)
    assert store.get_run(escalated.run_id).status == "escalated"  # not resumed a second time
    store.renew_resume_leases("server-a", lease_s=0.01)  # the server died: its lease runs out
    time.sleep(0.05)
    res = runner.invoke(app, ["queue", "resume", escalated.review_id, "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["status"] == "finalized"
    job = store.get_resume_job(escalated.review_id)
    assert job.state == "done" and job.reclaimed and job.owner != "server-a"
    assert not store.finish_resume(escalated.review_id, "server-a", outcome={})  # the old owner cannot end it
    out = json.loads(res.stdout)
    assert store.get_export(out["attempt_id"]) is not None


def test_queue_approve_on_a_locked_store_is_one_line_and_saves_nothing(escalated, tmp_path, monkeypatch):
    import sqlite3

    from tinyrag_eval.store import Store

    monkeypatch.setenv("TINYRAG_STORE__BUSY_TIMEOUT_S", "0.3")
    db = tmp_path / "data" / "tinyrag.sqlite3"
    other = sqlite3.connect(db, timeout=30)
    other.execute("BEGIN EXCLUSIVE")  # another process holds the write lock
    try:
        res = runner.invoke(app, ["queue", "approve", escalated.review_id, "--reviewer", "alice"])
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert res.exit_code == 2, res.output
    line = _line(res)
    assert "is busy" in line and "not saved" in line and "store.busy_timeout_s" in line and "Traceback" not in res.output
    store = Store.open(f"sqlite:///{db}")
    assert store.get_review(escalated.review_id).status == "pending" and store.labels() == []
    res = runner.invoke(app, ["queue", "approve", escalated.review_id, "--reviewer", "alice", "--json"])
    assert res.exit_code == 0 and json.loads(res.stdout)["status"] == "finalized", res.output


def test_queue_list_shows_p_and_an_excerpt_and_fits_80_columns(escalated):
    from rich.console import Console

    from tinyrag_eval.cli.memo import _queue_lines

    res = runner.invoke(app, ["queue", "list", "--json"])
    [row] = json.loads(res.stdout)
    assert row["p"] == 0.5 and row["p_criterion"] in ("grounded", "relevant") and row["light"] == "amber"
    assert row["excerpt"].startswith("Northwind Harbour Bank's CET1 ratio was 14.6%")
    # piped: TSV, every column, values whole
    res = runner.invoke(app, ["queue", "list"])
    header, line = res.stdout.splitlines()
    assert header.split("\t")[-4:] == ["p", "p_criterion", "light", "excerpt"]
    assert line.split("\t")[-1] == row["excerpt"] and escalated.review_id in line
    # on a terminal: a table that fits 80 columns, P and the memo's opening on it
    long = {**row, "topic": "Capital, liquidity and funding of Northwind Harbour Bank " * 3,
            "status": "changes_requested", "assignee": "a-reviewer-with-a-long-name"}
    console = Console(width=80, record=True, force_terminal=True)
    for line in _queue_lines([row, long], "all", width=80):
        console.print(line, no_wrap=True, overflow="ellipsis")
    text = console.export_text()
    assert max(len(ln) for ln in text.splitlines()) <= 80, text
    assert escalated.review_id in text and "0.50" in text and "Northwind Harbour Bank's CET1" in text
    assert "…" in text and len(text.splitlines()) == 9  # the long topic is cut, not wrapped over many lines
    assert "changes requested" in text and "why: uncertain" in text


def test_memo_says_extractive_or_cached_and_a_raising_generator_is_one_error_line(tmp_path, monkeypatch):
    from tests.test_workflow_errors import BuggyLLM
    from tinyrag_eval.cli import memo as memo_cli
    from tinyrag_eval.config import LLMSettings, Settings
    from tinyrag_eval.generation import MemoGenerator

    db = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    s = Settings(cache_dir=tmp_path / "cache", llm=LLMSettings(retry_wait_s=0, cache_generation="always"))
    made: list = []

    def services(llm):
        def build(*args, **kwargs):
            svc = make_services(db, tmp_path / "out", [GOOD], settings=s)
            svc.generator = MemoGenerator(llm, s, cache=tmp_path / "llm.sqlite", embed=svc.generator._embed_arg)
            made.append(svc)
            return svc
        return build

    from tests.workflow_fakes import ScriptedLLM

    monkeypatch.setattr(memo_cli, "_services", services(ScriptedLLM(replies=["", ""])))
    res = runner.invoke(app, ["memo", "Liquidity of Northwind"])  # another prompt: its own cache entry
    assert res.exit_code == 0, res.output
    assert "memo: EXTRACTIVE" in _line(res)
    for expect_cached in (False, True):  # the same generator twice, llm.cache_generation = "always"
        monkeypatch.setattr(memo_cli, "_services", services(ScriptedLLM(replies=[GOOD])))
        res = runner.invoke(app, ["memo", "Capital of Northwind", "--json"])
        assert res.exit_code == 0, res.output
        assert json.loads(res.stdout)["memo_cached"] is expect_cached
    res = runner.invoke(app, ["memo", "Capital of Northwind"])
    assert "memo: written by ScriptedLLM:scripted-fake (from the LLM cache: no LLM call was made)" in _line(res)
    monkeypatch.setattr(memo_cli, "_services", services(BuggyLLM()))
    res = runner.invoke(app, ["memo", "Capital of Northwind"])
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert "the generator failed" in _line(res) and "KeyError: 'choices'" in _line(res)


def test_a_verdict_whose_resume_fails_says_it_is_recorded_and_how_to_finish(escalated, tmp_path, monkeypatch):
    # a reviewer's first `queue edit` once died with a traceback (a model-loading race) after the
    # verdict was recorded: the command now says so and names the command that finishes the run
    from tinyrag_eval.workflows import run as run_mod

    async def broken(*args, **kwargs):
        raise ImportError("cannot import name 'AutoModelForCausalLM' from 'transformers'")

    monkeypatch.setattr(run_mod, "aresume_review", broken)
    res = runner.invoke(app, ["queue", "approve", escalated.review_id])
    assert res.exit_code == 2 and "Traceback" not in res.output
    line = _line(res)
    assert "the verdict 'approve' is recorded" in line and f"tinyrag queue resume {escalated.review_id}" in line
    assert "ImportError" in line
    monkeypatch.undo()
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    res = runner.invoke(app, ["queue", "resume", escalated.review_id, "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["status"] == "finalized"
