"""Small, fully built schema objects shared by the store and export tests (no models needed)."""

from __future__ import annotations

from tinyrag_eval.schema import (
    Assessment,
    Chunk,
    CriterionAssessment,
    CriterionScore,
    Decision,
    Evaluation,
    JudgeVerdict,
    Memo,
    MemoSentence,
    MetricResult,
    RetrievalResult,
    ScoredChunk,
)

TOPIC = "Acme Bank FY2025 credit memo"


def retrieval() -> RetrievalResult:
    chunks = [
        Chunk(id="annual_report#p3#0", text="CET1 ratio was 14.2% at year end.", doc_id="annual_report", page=3),
        Chunk(id="annual_report#p7#1", text="Net interest income rose 6% to $1.2 billion.",
              doc_id="annual_report", page=7),
        Chunk(id="credit_policy#p0#0", text="Single-name limits are 10% of capital.", doc_id="credit_policy",
              page=None),
    ]
    scored = [ScoredChunk(chunk=c, dense_score=0.9 - i / 10, rerank_score=2.0 - i, rank=i + 1)
              for i, c in enumerate(chunks)]
    return RetrievalResult(query=TOPIC, candidates=scored, context=scored[:2], reranker="bundled")


def memo(attempt: int = 1, *, memo_id: str | None = None, extra: str = "") -> Memo:
    sentences = [
        MemoSentence(text="Acme Bank's CET1 ratio stood at 14.2% at year end.", confidence="HIGH",
                     citations=["annual_report#p3#0"]),
        MemoSentence(text="Net interest income grew 6% to $1.2 billion.", confidence="MEDIUM",
                     citations=["annual_report#p7#1", "credit_policy#p0#0"]),
        MemoSentence(text="Management expects margins to widen next year." + extra, confidence="LOW",
                     citations=[]),
    ]
    return Memo(id=memo_id or f"memo-{attempt}", topic=TOPIC, text=" ".join(s.text for s in sentences),
                sentences=sentences, attempt=attempt, llm="smollm2-135m")


def evaluation(memo_id: str = "memo-1") -> Evaluation:
    return Evaluation(
        memo_id=memo_id,
        metrics={
            "nli_groundedness": MetricResult(name="nli_groundedness", value=0.71,
                                             details={"flagged": ["Management expects margins to widen next year."]}),
            "numeric_consistency": MetricResult(name="numeric_consistency", value=1.0),
            "response_relevancy": MetricResult.invalid_result("response_relevancy", "LLM returned no questions"),
        },
        judge=JudgeVerdict(criteria={"faithfulness": CriterionScore(score=4, reasoning="mostly cited"),
                                     "completeness": CriterionScore(score=2, reasoning="no asset quality")},
                           model="smollm2-135m"),
    )


def assessment() -> Assessment:
    return Assessment(
        per_criterion={"faithfulness": CriterionAssessment(probability=0.86, prediction_set=[1]),
                       "completeness": CriterionAssessment(probability=0.62, prediction_set=[0, 1]),
                       "overall": CriterionAssessment(probability=0.31, prediction_set=[0])},
        alpha=0.1, calibrator_version="cal-2025-01")


def decision(action: str = "escalate") -> Decision:
    return Decision(action=action, reasons=["completeness set is {0,1}", "overall probability 0.31 < 0.5"],
                    guarantee="split conformal, alpha=0.1, calibrator cal-2025-01")
