"""What the evidence record settles on its own for the grounded criterion (issue 26): a vacuous
memo fails whatever the calibrator says; a memo whose every claim is copied from the context passes
its checks (light green) but never gets a guarantee from that; everything else is the calibrator's."""

from __future__ import annotations

from tinyrag_eval.agents.policy import criterion_states, decide

from tinyrag_eval.calibration.assessor import evidence_verdict
from tinyrag_eval.calibration.certify import Certification, CriterionCertification
from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.copy import alignment, copy_support, no_claim_reason
from tinyrag_eval.metrics.findings import build_findings
from tinyrag_eval.metrics.text import split_sentences
from tinyrag_eval.schema import Assessment, CriterionAssessment, Evaluation, Memo, MemoSentence

CONTEXT = ("We present the first verification that a neural network for perception tasks produces a correct "
           "output within a specified tolerance for every input of interest. Net interest income rose 7.9% to "
           "£412.6 million in 2025, while the cost-to-income ratio improved to 54.1%.")
VACUOUS = ("The document contains a detailed report on the Northwind Harbour Bank's 2026 refinancing of a 2026 loan "
           "to a 2027 loan. The report")


def _evaluation(answer: str, context: str = CONTEXT) -> Evaluation:
    ctx = [(0, s) for s in split_sentences(context)]
    m = copy_support(split_sentences(answer), ctx)
    ev = Evaluation(memo_id="m", metrics={"copy_support": m})
    ev.findings = build_findings(answer, ev)
    return ev


def test_a_near_copy_with_one_word_changed_or_swapped_is_not_supported():
    src = split_sentences(CONTEXT)[0]
    assert alignment(src, src) == 1.0
    same = copy_support([src], [(0, src)]).details["per_sentence"][0]
    assert same["supported"] and same["claim"]
    swapped = src.replace("correct output", "correct X").replace("every input", "every output").replace("X", "input")
    edited = src.replace("within", "outside")
    for s in (swapped, edited):
        assert not copy_support([s], [(0, src)]).details["per_sentence"][0]["supported"], s
    # leaving words out is a restatement, not an edit; dropping the source's negation is not
    assert copy_support(["Net interest income rose to £412.6 million in 2025."], [(0, split_sentences(CONTEXT)[1])]
                        ).details["per_sentence"][0]["supported"]
    neg = "Loans were repaid without penalty in 2025."
    assert not copy_support(["Loans were repaid penalty in 2025."], [(0, neg)]).details["per_sentence"][0]["supported"]


def test_what_states_no_claim():
    assert no_claim_reason("The report").startswith("a fragment")
    assert no_claim_reason(VACUOUS.split(". ")[0]) == "describes the document, not its subject"
    assert no_claim_reason("The context does not provide information about the office exposure.") != ""
    # the bundled SmolLM2's way of saying it found nothing (was a claim, flagged by NLI alone)
    assert no_claim_reason("The document fails to address the bank's refinancing risk.") != ""
    assert no_claim_reason("The report does not discuss the office portfolio.") != ""
    assert no_claim_reason("The bank failed to address the refinancing risk in 2025.") == ""  # the subject's failure
    # a short answer with a figure, a summary that says what an article shows: claims
    assert no_claim_reason("$8.70") == ""
    assert no_claim_reason("The article discusses the changing perception of pigeons, by showing how they were "
                           "once used as messengers during wars.") == ""
    assert no_claim_reason("The report shows CET1 rose to 14.6%.") == ""


def test_the_evidence_settles_vacuous_and_copied_memos_and_nothing_else():
    verdict, why = _evaluation(VACUOUS).findings.grounded_evidence()
    assert verdict == "fails" and "nothing checkable" in why
    copied = " ".join(split_sentences(CONTEXT))
    assert _evaluation(copied).findings.grounded_evidence()[0] == "passes"
    # a heading beside copied claims does not stop them passing; one claim not copied does
    assert _evaluation("Results. " + copied).findings.grounded_evidence()[0] == "passes"
    assert _evaluation(copied + " The bank will enter Germany soon.").findings.grounded_evidence() == (None, "")
    # fragments alone ("Yes", a line item) answer a question: the calibrator decides
    assert _evaluation("Yes").findings.grounded_evidence() == (None, "")
    assert _evaluation("Customer deposits").findings.grounded_evidence() == (None, "")
    # only the grounded criterion is settled by it; no record, nothing settled
    assert evidence_verdict("relevant", _evaluation(VACUOUS)) == (None, "")
    assert evidence_verdict("grounded", Evaluation(memo_id="m")) == (None, "")


def _assess(p: float, pset: list[int], evidence: str | None, *, threshold: float | None = None):
    ca = CriterionAssessment(probability=p, prediction_set=pset, calibrator_version="v1", evidence=evidence,
                             evidence_reason="because" if evidence else "")
    rel = CriterionAssessment(probability=0.95, prediction_set=[1], calibrator_version="v1")
    certs = {c: CriterionCertification(criterion=c, calibrated=True, guaranteed=True, label_source="deployment",
                                       reason="", calibrator_version="v1", alpha=0.1, threshold=threshold,
                                       epsilon=0.1 if threshold is not None else None,
                                       delta=0.1 if threshold is not None else None)
             for c in ("grounded", "relevant")}
    return (Assessment(per_criterion={"grounded": ca, "relevant": rel}, alpha=0.1, calibrator_version="v1"),
            Certification(per_criterion=certs))


def test_the_policy_reads_what_the_evidence_settles():
    memo = Memo(id="m", topic="t", text="x", sentences=[MemoSentence(text="x")])
    # fails on the evidence even where P clears the certified threshold
    asm, cert = _assess(0.99, [1], "fails", threshold=0.8)
    assert asm.per_criterion["grounded"].light() == "red"
    st = criterion_states(asm, cert, ["grounded", "relevant"])[0]
    assert st.state == "fails" and "evidence" in st.line
    out = decide(attempt=1, memo=memo, evaluation=None, assessment=asm, certification=cert, max_attempts=1,
                 settings=Settings())
    assert out.decision.action == "escalate" and "fails grounded" in out.decision.reasons[0]
    # passes on the evidence: a green light, never a guarantee, so a person decides
    asm, cert = _assess(0.2, [0], "passes")
    assert asm.per_criterion["grounded"].light() == "green" and asm.per_criterion["grounded"].set_label() == "{0}"
    st = criterion_states(asm, cert, ["grounded", "relevant"])[0]
    assert st.state == "passes" and not st.guaranteed and "evidence alone" in st.why_no_guarantee
    out = decide(attempt=1, memo=memo, evaluation=None, assessment=asm, certification=cert, max_attempts=1,
                 settings=Settings())
    assert out.decision.action == "escalate" and "no guarantee holds for grounded" in out.decision.reasons[0]
    # under a certified threshold the certified rule decides: below it, uncertain
    asm, cert = _assess(0.5, [0], "passes", threshold=0.8)
    assert criterion_states(asm, cert, ["grounded", "relevant"])[0].state == "uncertain"
    asm, cert = _assess(0.9, [1], "passes", threshold=0.8)
    assert criterion_states(asm, cert, ["grounded", "relevant"])[0].state == "passes"


def test_every_view_says_the_evidence_set_the_light():
    from tinyrag_eval.export.report import criterion_rows
    from tinyrag_eval.pipeline.steps import assessment_line

    asm, _ = _assess(0.2, [0], "passes")
    row = criterion_rows(asm)[0]
    assert row["light"] == "green" and row["evidence"] == "passes" and "passes on its evidence: because" in row["action"]
    assert "passes on its evidence" in assessment_line(asm)
    asm, _ = _assess(0.9, [1], None)
    assert criterion_rows(asm)[0]["evidence"] is None and "evidence" not in criterion_rows(asm)[0]["action"]


def test_a_vacuous_memo_is_regenerated_with_feedback_that_says_what_is_missing():
    memo = Memo(id="m", topic="Capital", text=VACUOUS, sentences=[MemoSentence(text=t) for t in split_sentences(VACUOUS)])
    asm, cert = _assess(0.6, [0, 1], "fails")
    out = decide(attempt=1, memo=memo, evaluation=_evaluation(VACUOUS), assessment=asm, certification=cert,
                 max_attempts=2, settings=Settings())
    assert out.decision.action == "regenerate"
    assert any("do not describe the document" in line for line in out.feedback.failed_criteria)


def test_a_broken_calibrator_pointer_keeps_what_the_evidence_settles(tmp_path):
    import json

    from tinyrag_eval.calibration.assessor import CriteriaAssessor
    from tinyrag_eval.calibration.versions import ACTIVE_FILE

    (tmp_path / "cal").mkdir()
    (tmp_path / "cal" / ACTIVE_FILE).write_text(json.dumps({"active": "s0042", "changed_at": "x"}))
    from tinyrag_eval.config import CalibrationSettings

    s = Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal"))
    memo = Memo(id="m", topic="t", text=VACUOUS, sentences=[MemoSentence(text=t) for t in split_sentences(VACUOUS)])
    asm, cert = CriteriaAssessor(s).assess(_evaluation(VACUOUS), memo, ["grounded", "relevant"])
    g = asm.per_criterion["grounded"]
    assert not g.calibrated and "cannot be read" in g.note and not cert.auto_finalize
    assert g.evidence == "fails" and g.light() == "red" and asm.per_criterion["relevant"].evidence is None
