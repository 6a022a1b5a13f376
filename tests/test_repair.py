"""Offline repair (issue 26): contradicted figures replaced by the context's value, unsupported
sentences dropped, the repaired memo evaluated again and decided like any attempt."""

from __future__ import annotations

from pathlib import Path

from tinyrag_eval.agents.policy import decide
from tinyrag_eval.workflows.run import run_memo

from tinyrag_eval.calibration.certify import Certification, CriterionCertification
from tinyrag_eval.config import Settings
from tinyrag_eval.repair import apply_repair, plan_repair, repair_diff
from tinyrag_eval.schema import (
    Assessment,
    CriterionAssessment,
    Evaluation,
    FigureFinding,
    Findings,
    Memo,
    MemoSentence,
    SentenceCheck,
    SentenceFinding,
)

from .workflow_fakes import FakeEvaluator, RuleAssessor, make_services

GOOD_S = "Net interest income rose to £412.6 million."
WRONG_S = "Impairment charges were £18.4 million in 2025."
VAGUE_S = "The report covers a refinancing."
MEMO = Memo(id="r-a1", topic="Northwind results", text=f"{GOOD_S} {WRONG_S} {VAGUE_S}", attempt=1, llm="scripted",
            sentences=[MemoSentence(text=GOOD_S, citations=["ar#p2#0"]), MemoSentence(text=WRONG_S, citations=["ar#p3#0"]),
                       MemoSentence(text=VAGUE_S)])


def _findings(*, decisive: bool = True, value: str = "£16.2 million") -> Findings:
    nli_ok = SentenceCheck(checker="nli_groundedness", verdict="supported", score=0.9)
    return Findings(sentences=[
        SentenceFinding(index=0, text=GOOD_S, checks=[nli_ok]),
        SentenceFinding(index=1, text=WRONG_S, checks=[nli_ok], figures=[FigureFinding(
            figure="£18.4 million", checker="fact_verification", verdict="contradicted", context_value=value,
            explanation="the context has £16.2 million", decisive=decisive)]),
        SentenceFinding(index=2, text=VAGUE_S, checks=[SentenceCheck(
            checker="nli_groundedness", verdict="unsupported", score=0.1, reason="not entailed (NLI 0.10 < 0.5)")]),
    ])


def test_a_contradicted_figure_is_replaced_and_an_unsupported_sentence_dropped():
    plan = plan_repair(MEMO, _findings())
    assert plan.applicable and [e.kind for e in plan.edits] == ["replace_figure", "drop_sentence"]
    fixed = apply_repair(MEMO, plan, memo_id="r-a2", attempt=2)
    assert fixed.text == "Net interest income rose to £412.6 million. Impairment charges were £16.2 million in 2025."
    assert [s.citations for s in fixed.sentences] == [["ar#p2#0"], ["ar#p3#0"]]  # citations kept
    assert fixed.repairs == plan.edits and fixed.attempt == 2 and "offline repair of attempt 1" in fixed.notes[0]
    diff = repair_diff(MEMO, fixed)
    assert f"-{WRONG_S}" in diff and "+Impairment charges were £16.2 million in 2025." in diff and f"-{VAGUE_S}" in diff


def test_what_repair_does_not_do():
    # a figure without the context's value is dropped with its sentence, not guessed
    plan = plan_repair(MEMO, _findings(value=""))
    assert [e.kind for e in plan.edits] == ["drop_sentence", "drop_sentence"]
    # a checker below the precision bar flags nothing, so there is nothing to repair for it
    assert [e.kind for e in plan_repair(MEMO, _findings(decisive=False)).edits] == ["drop_sentence"]
    # nothing flagged; everything flagged; a memo that already is a repair
    clean = Findings(sentences=[SentenceFinding(index=0, text=GOOD_S)])
    assert not plan_repair(MEMO, clean).applicable
    one = Memo(id="x", topic="t", text=VAGUE_S, sentences=[MemoSentence(text=VAGUE_S)])
    vague = Findings(sentences=[_findings().sentences[2].model_copy(update={"index": 0})])
    assert "every sentence" in plan_repair(one, vague).reason
    again = apply_repair(MEMO, plan_repair(MEMO, _findings()), memo_id="r-a2", attempt=2)
    assert "already a repair" in plan_repair(again, _findings()).reason


def _assessment(grounded: list[int], relevant: list[int]) -> tuple[Assessment, Certification]:
    per = {"grounded": CriterionAssessment(probability=0.1 if grounded == [0] else 0.9, prediction_set=grounded,
                                           calibrator_version="v1"),
           "relevant": CriterionAssessment(probability=0.1 if relevant == [0] else 0.9, prediction_set=relevant,
                                           calibrator_version="v1")}
    certs = {c: CriterionCertification(criterion=c, calibrated=True, guaranteed=True, label_source="deployment",
                                       reason="test", calibrator_version="v1", alpha=0.1) for c in per}
    return Assessment(per_criterion=per, alpha=0.1, calibrator_version="v1"), Certification(per_criterion=certs)


def test_the_policy_repairs_before_regenerating_only_what_repair_can_fix():
    ev = Evaluation(memo_id=MEMO.id, findings=_findings())
    asm, cert = _assessment([0], [1])
    out = decide(attempt=1, memo=MEMO, evaluation=ev, assessment=asm, certification=cert, max_attempts=3,
                 settings=Settings())
    assert out.decision.action == "repair" and out.repair is not None and out.repair.applicable
    assert any("offline repair" in r for r in out.decision.reasons)
    # relevance cannot be repaired: regenerate
    asm, cert = _assessment([0], [0])
    out = decide(attempt=1, memo=MEMO, evaluation=ev, assessment=asm, certification=cert, max_attempts=3,
                 settings=Settings())
    assert out.decision.action == "regenerate"
    # no attempt left: no repair
    asm, cert = _assessment([0], [1])
    out = decide(attempt=3, memo=MEMO, evaluation=ev, assessment=asm, certification=cert, max_attempts=3,
                 settings=Settings())
    assert out.decision.action == "escalate"


class GroundedOnly(RuleAssessor):
    """Fails only 'grounded' when the fake NLI flags a sentence; 'relevant' passes."""

    def assess(self, evaluation, memo, criteria):
        asm, cert = super().assess(evaluation, memo, criteria)
        ok = (evaluation.metrics["nli_groundedness"].value or 0) > 0.5
        asm.per_criterion["relevant"] = asm.per_criterion["relevant"].model_copy(
            update={"prediction_set": [1], "probability": 0.9})
        asm.per_criterion["grounded"] = asm.per_criterion["grounded"].model_copy(
            update={"prediction_set": [1] if ok else [0], "probability": 0.9 if ok else 0.1})
        return asm, cert


def test_the_workflow_repairs_offline_then_finalizes_the_repaired_memo(tmp_path: Path):
    reply = ("Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>. "
             "The bank will enter the German mortgage market [ar#p2#0] <CONFIDENCE: MEDIUM>.")
    svc = make_services(f"sqlite:///{tmp_path / 's.sqlite3'}", tmp_path / "out", [reply])
    svc.assessor = GroundedOnly()
    out = run_memo("Capital of Northwind", svc, max_attempts=2)
    assert out.status == "finalized" and out.attempts == 2
    first, second = svc.store.attempts(out.run_id)
    assert first.decision.action == "repair" and second.decision.action == "finalize"
    assert [e.kind for e in second.memo.repairs] == ["drop_sentence"] and "German" not in second.memo.text
    assert len(svc.generator._llm().llm.prompts) == 1  # repaired offline: the LLM wrote one memo
    md = Path(out.markdown_path).read_text()
    assert "Repaired offline" in md and "German mortgage market" in md  # the export says what was dropped


def test_a_figure_one_checker_cannot_find_and_another_finds_contradicted_is_replaced():
    f = _findings()
    f.sentences[1].figures.insert(0, FigureFinding(figure="£18.4 million", checker="numeric_consistency",
                                                   verdict="unsupported", explanation="not found in the context"))
    plan = plan_repair(MEMO, f)
    assert [(e.kind, e.after) for e in plan.edits] == [("replace_figure", "£16.2 million"), ("drop_sentence", "")]


class GroundedOnlyWithBackoff(GroundedOnly):
    """GroundedOnly, with a certified back-off threshold in its certification (as the assessor serves
    one fitted by `tinyrag calibrate --from-store --criterion all`)."""

    def assess(self, evaluation, memo, criteria):
        from tinyrag_eval.calibration.backoff import BackoffThreshold

        asm, cert = super().assess(evaluation, memo, criteria)
        return asm, cert.model_copy(update={"backoff": BackoffThreshold(
            alpha=0.1, threshold=0.5, n_memos=120, n_claims=400, n_failing=20, n_unlocated=0)})


class EverySentenceNLI(FakeEvaluator):
    """FakeEvaluator with the NLI row of every sentence (entailed ones at 0.95), as the real metric records."""

    def evaluate(self, item):
        ev = super().evaluate(item)
        rows = ev.metrics["nli_groundedness"].details["per_sentence"]
        flagged = {r["sentence"] for r in rows}
        rows += [{"sentence": s, "entailment": 0.95, "flagged": False} for s in item.answer.split(". ")
                 if s not in flagged]
        return ev


def test_the_workflow_repairs_with_the_certified_back_off_and_records_it(tmp_path: Path):
    from tinyrag_eval.repair import recorded_backoff

    reply = ("Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>. "
             "The bank will enter the German mortgage market [ar#p2#0] <CONFIDENCE: MEDIUM>.")
    svc = make_services(f"sqlite:///{tmp_path / 's.sqlite3'}", tmp_path / "out", [reply])
    svc.evaluator = EverySentenceNLI()
    svc.assessor = GroundedOnlyWithBackoff()
    out = run_memo("Capital of Northwind", svc, max_attempts=2)
    first, second = svc.store.attempts(out.run_id)
    assert first.decision.action == "repair" and out.attempts == 2
    b = recorded_backoff(first.decision)  # a restart plans the same repair from the record
    assert b is not None and b.threshold == 0.5
    assert "German" not in second.memo.text and "CET1" in second.memo.text
    assert [e.kind for e in second.memo.repairs] == ["drop_sentence"]


def test_a_figure_stated_with_the_wrong_direction_is_dropped_not_replaced_by_itself():
    """"Revenue rose by 4.8% in 2027" where it fell from 6,200 to 5,900 (-4.84 %), and "revenue rose to
    $5,900 million": the figures are right, the verbs are not; repair has no value to write in (it
    planned to "replace" 4.8% by the derivation's 4.84%), so the sentences are dropped."""
    from tinyrag_eval.metrics.findings import build_findings
    from tinyrag_eval.metrics.numeric.verify import fact_verification

    table = "| | 2027 | 2026 |\n| Revenue | 5,900 | 6,200 |\n| Net income | 410 | 380 |"
    sentences = ("Revenue rose by 4.8% in 2027.", "Revenue rose to $5,900 million in 2027.",
                 "Net income was $410 million in 2027.")
    answer = " ".join(sentences)
    memo = Memo(id="d-a1", topic="results", text=answer, attempt=1, llm="scripted",
                sentences=[MemoSentence(text=s) for s in sentences])
    ev = Evaluation(memo_id="d-a1", metrics={"fact_verification": fact_verification(answer, [table])})
    plan = plan_repair(memo, build_findings(answer, ev))
    assert [(e.kind, e.sentence) for e in plan.edits] == [("drop_sentence", s) for s in sentences[:2]]
