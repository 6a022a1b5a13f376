"""The certified cascade in the workflow: the Decide step runs the LLM verifier (stage 2) only when
the offline stage cannot certify the memo and did not reject it; the decision names the stage;
`tinyrag calibrate --from-store --criterion all` fits it and `tinyrag calibration status` shows it."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from tinyrag_eval.judges.verifier import SentenceVerdict, VerifierResult
from typer.testing import CliRunner

from tinyrag_eval import trace_attributes as ta
from tinyrag_eval.calibration.assessor import CriteriaAssessor
from tinyrag_eval.calibration.cascade import CascadeResult, CascadeStage
from tinyrag_eval.calibration.cascade_store import load_cascade, save_cascade
from tinyrag_eval.calibration.certify import Certification, CriterionCertification
from tinyrag_eval.cli import app
from tinyrag_eval.config import CalibrationSettings, Settings
from tinyrag_eval.pipeline import steps
from tinyrag_eval.schema import Assessment, CriterionAssessment, Evaluation, Memo, MemoSentence

CRIT = ("grounded", "relevant")
runner = CliRunner()


def cascade(t1: float | None = 0.9, t2: float | None = 0.7) -> CascadeResult:
    return CascadeResult(stages=[CascadeStage(name="offline", threshold=t1, skipped=t1 is None),
                                 CascadeStage(name="llm_verifier", threshold=t2, skipped=t2 is None)],
                         epsilon=0.1, delta=0.1, certified=True, n_labels=300, n_plan=90, n_test=210)


def certification(casc: CascadeResult | None, t1: float | None = 0.9) -> Certification:
    per = {c: CriterionCertification(criterion=c, calibrated=True, guaranteed=t1 is not None, label_source="deployment",
                                     calibrator_version="v1", alpha=0.1, epsilon=0.1, delta=0.1, threshold=t1,
                                     n_labels=300, reason="" if t1 is not None else "stage skipped")
           for c in CRIT}
    return Certification(per_criterion=per, cascade=casc)


def assessment(p: float, pset: list[int] | None = None) -> Assessment:
    return Assessment(per_criterion={c: CriterionAssessment(
        probability=p, prediction_set=pset or ([1] if p >= 0.5 else [0]), calibrator_version="v1",
        label_source="deployment", guaranteed=True) for c in CRIT}, alpha=0.1, calibrator_version="grounded=v1; relevant=v1")


MEMO = Memo(id="m", topic="capital", text="The CET1 ratio was 14.6%. It rose 70 bps.",
            sentences=[MemoSentence(text="The CET1 ratio was 14.6%."), MemoSentence(text="It rose 70 bps.")])


class FakeVerifier:
    def __init__(self, score: float | None):
        self.score, self.calls = score, 0

    def verify(self, memo, retrieval=None):
        self.calls += 1
        sents = [SentenceVerdict(index=i, text=s.text, confidence=self.score, method="agreement", votes=[1])
                 for i, s in enumerate(memo.sentences)]
        return VerifierResult(sentences=sents, score=self.score, mean=self.score, calls=3 * len(sents), model="fake")


def services(score: float | None, stages=("offline", "llm_verifier")):
    s = Settings()
    s = s.model_copy(update={"agent": s.agent.model_copy(update={"stages": list(stages), "safety_checks": False})})
    v = FakeVerifier(score)
    return SimpleNamespace(settings=s, get_verifier=lambda: v), v


def decide(svc, p, cert, pset=None, evaluation=None):
    return steps.decide_attempt(svc, attempt=1, memo=MEMO, evaluation=evaluation or Evaluation(memo_id="m"),
                                assessment=assessment(p, pset), certification=cert, max_attempts=3).decision


def test_stage_1_finalizes_without_asking_the_verifier():
    svc, v = services(0.99)
    d = decide(svc, 0.95, certification(cascade()))
    assert d.action == "finalize" and d.stage == "offline" and v.calls == 0
    info = d.details["cascade"]
    assert info["scores"] == {"offline": 0.95} and info["llm_calls_saved"] == 2 and info["llm_calls"] == 0
    assert info["thresholds"] == {"offline": 0.9, "llm_verifier": 0.7}


def test_stage_2_finalizes_what_stage_1_cannot_certify():
    svc, v = services(0.8)
    ev = Evaluation(memo_id="m")
    d = decide(svc, 0.8, certification(cascade()), evaluation=ev)
    assert v.calls == 1
    assert d.action == "finalize" and d.stage == "llm_verifier"
    assert d.reasons[0].startswith("llm_verifier: weakest sentence 0.80 >= certified threshold 0.7")
    assert "certified cascade" in d.guarantee and "at most 0.1 of the time" in d.guarantee
    info = d.details["cascade"]
    assert info["scores"] == {"offline": 0.8, "llm_verifier": 0.8} and info["llm_calls"] == 6
    assert info["verifier_seconds"] >= 0
    assert len(info["llm_verifier"]["per_sentence"]) == 2
    # the verifier's verdicts are in the evaluation's findings, beside the offline checkers'
    assert ev.metrics["llm_verifier"].value == 0.8
    assert {c.checker for s in ev.findings.sentences for c in s.checks} == {"llm_verifier"}
    attrs = ta.decision(d)
    assert attrs["tinyrag.cascade.stage"] == "llm_verifier" and attrs["tinyrag.cascade.llm_calls"] == 6


def test_stage_2_escalates_to_a_person_below_its_threshold():
    svc, v = services(0.5)
    d = decide(svc, 0.8, certification(cascade()))
    assert v.calls == 1 and d.action == "escalate" and d.stage == "person"
    assert any("0.50 < certified threshold 0.7: a person decides" in r for r in d.reasons)


def test_a_skipped_stage_is_not_asked_and_a_rejected_memo_never_reaches_stage_2():
    # the assessor loads no cascade when the verifier stage certified nothing: the offline stage alone
    # it runs in shadow on the memos escalated to a person: their reviews calibrate it
    svc, v = services(0.99)
    d = decide(svc, 0.8, certification(None))
    assert v.calls == 1 and d.action == "escalate" and d.stage == "person"
    assert "offline stage decides alone" in d.details["cascade"]["note"] and "shadow" in d.details["cascade"]["note"]
    assert d.details["cascade"]["scores"]["llm_verifier"] == 0.99
    from tinyrag_eval.calibration.cascade_store import verifier_score

    assert verifier_score(SimpleNamespace(decision=d, evaluation=None)) == 0.99  # what the next fit reads
    v.calls = 0
    # stage 1 rejects (a criterion fails): regenerate, the verifier is not asked
    d = decide(svc, 0.2, certification(cascade()), pset=[0])
    assert v.calls == 0 and d.action == "regenerate" and d.stage == "offline"
    # a cascade that skips stage 1: every memo the criteria do not fail goes to the verifier
    d = decide(svc, 0.95, certification(cascade(t1=None), t1=None), pset=[1])
    assert v.calls == 1 and d.action == "finalize" and d.stage == "llm_verifier"


def test_without_the_verifier_stage_decisions_are_as_before():
    svc, v = services(0.99, stages=("offline",))
    d = decide(svc, 0.8, certification(cascade()))
    assert v.calls == 0 and d.stage is None and d.details == {} and d.action == "escalate"


def test_run_config_counts_memos_per_stage_and_llm_calls():
    svc, _ = services(0.8)
    d1 = decide(svc, 0.95, certification(cascade()))
    d2 = decide(svc, 0.8, certification(cascade()))
    cfg = steps.cascade_run_config({}, d1)
    cfg = steps.cascade_run_config(cfg, d2)["cascade"]
    assert cfg["decided_by"] == {"offline": 1, "llm_verifier": 1}
    assert cfg["llm_calls"] == 6 and cfg["llm_calls_saved"] == 2 and cfg["last_stage"] == "llm_verifier"


def test_the_assessor_uses_a_cascade_only_for_its_calibrator_versions_and_a_live_verifier_stage(tmp_path):
    s = Settings(calibration=CalibrationSettings(store_dir=tmp_path))
    s = s.model_copy(update={"agent": s.agent.model_copy(update={"stages": ["offline", "llm_verifier"]})})
    cal = SimpleNamespace(metadata={"version": "v1"})
    resolved = {c: (cal, "x") for c in CRIT}
    save_cascade(tmp_path, cascade(), {c: "v1" for c in CRIT})
    assessor = CriteriaAssessor(s, root=tmp_path)
    assert assessor.cascade(resolved) is not None
    assert load_cascade(tmp_path, {c: "v2" for c in CRIT}) is None
    save_cascade(tmp_path, cascade(t2=None), {c: "v1" for c in CRIT})
    assert assessor.cascade(resolved) is None  # the verifier stage is skipped: the offline stage alone
    save_cascade(tmp_path, cascade(), {c: "v1" for c in CRIT})
    off = s.model_copy(update={"agent": s.agent.model_copy(update={"stages": ["offline"]})})
    assert CriteriaAssessor(off, root=tmp_path).cascade(resolved) is None
    risk = assessor.cascade_risk(cascade(t1=0.93), list(CRIT))
    assert risk.threshold == 0.93 and risk.certified


@pytest.fixture(autouse=True)
def no_reranker(monkeypatch):
    from tinyrag_eval.calibration import features

    monkeypatch.setattr(features, "reranker_scores", lambda pairs, settings=None, batch_size=32: [0.7] * len(pairs))


def test_calibrate_from_store_fits_the_stages_and_status_shows_them(tmp_path, monkeypatch):
    from tests.test_criteria_workflow import labelled_store

    data = tmp_path / "data"
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(data))
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    monkeypatch.setenv("TINYRAG_AGENT__STAGES", '["offline", "llm_verifier"]')
    store = labelled_store(data / "tinyrag.sqlite3")
    # no verifier score on the labels yet: nothing to fit for stage 2
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["cascade"] is None
    # the verifier's scores recorded on the labelled attempts (as the Decide step records them)
    rng = np.random.default_rng(0)
    from tinyrag_eval.schema import Decision

    for r in store.labels():
        v = float(rng.beta(6, 2) if r.label == 1 else rng.beta(2, 6))
        store.add_decision(r.attempt_id, Decision(action="escalate", reasons=["x"], stage="person",
                                                  details={"cascade": {"scores": {"llm_verifier": v}}}))
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--json"])
    assert res.exit_code == 0, res.output
    casc = json.loads(res.stdout)["cascade"]
    assert [s["name"] for s in casc["stages"]] == ["offline", "llm_verifier"]
    assert casc["certified"] and casc["path"].endswith("cascade.json") and Path(casc["path"]).is_file()
    assert "/sets/" in casc["path"]  # beside the joint risk control, in the calibrator set it was fitted with
    status = runner.invoke(app, ["calibration", "status", "--json"])
    assert status.exit_code == 0, status.output
    rows = json.loads(status.stdout)
    section = rows[0]["cascade"]
    assert [r["stage"] for r in section["stages"]] == ["offline", "llm_verifier", "person"]
    assert all("expected_automation" in r and "guarantee" in r and "threshold" in r for r in section["stages"])
    table = runner.invoke(app, ["calibration", "status"])
    assert table.exit_code == 0 and "certified cascade" in table.output


class CascadeAssessor:
    """The scripted calibrator of the workflow tests, with a certified cascade loaded."""

    def __init__(self, inner, casc):
        self.inner, self.casc = inner, casc

    def assess(self, evaluation, memo, criteria):
        asm, cert = self.inner.assess(evaluation, memo, criteria)
        return asm, cert.model_copy(update={"cascade": self.casc})


class RecordingVerifier(FakeVerifier):
    def verify(self, memo, retrieval=None):
        self.retrieval = retrieval
        return super().verify(memo, retrieval)


@pytest.mark.parametrize(("score", "status", "stage"), [(0.8, "finalized", "llm_verifier"), (0.4, "escalated", "person")])
def test_the_memo_workflow_asks_stage_2_and_records_the_stage(tmp_path, score, status, stage):
    from tinyrag_eval.workflows.run import run_memo

    from tests.workflow_fakes import GOOD, make_services

    s = Settings()
    s = s.model_copy(update={"agent": s.agent.model_copy(update={"stages": ["offline", "llm_verifier"]})})
    svc = make_services(f"sqlite:///{tmp_path / 'store.sqlite3'}", tmp_path / "out", [GOOD], sets=[[0, 1]], settings=s)
    svc.assessor = CascadeAssessor(svc.assessor, cascade(t1=0.95, t2=0.7))
    svc.verifier = RecordingVerifier(score)
    out = run_memo("Capital of Northwind", svc)
    assert out.status == status and out.decision.stage == stage
    assert svc.verifier.calls == 1 and svc.verifier.retrieval is not None  # the attempt's chunks reach it
    stored = svc.store.get_attempt(out.attempt_id).decision
    assert stored.stage == stage and stored.details["cascade"]["scores"]["llm_verifier"] == score
    cfg = svc.store.get_run(out.run_id).config["cascade"]
    assert cfg["decided_by"] == {stage: 1} and cfg["llm_calls"] > 0
