"""Fakes for the memo workflow tests: a scripted LlamaIndex LLM, a fixed retriever, a rule-based
evaluator and a scripted calibrator. Nothing here loads a model."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from llama_index.core.base.llms.types import CompletionResponse, CompletionResponseGen, LLMMetadata
from llama_index.core.llms.custom import CustomLLM
from pydantic import Field

from tinyrag_eval.calibration.certify import Certification, CriterionCertification
from tinyrag_eval.config import Settings
from tinyrag_eval.generation import MemoGenerator
from tinyrag_eval.pipeline.services import MemoServices
from tinyrag_eval.schema import (
    Assessment,
    Chunk,
    CriterionAssessment,
    CriterionScore,
    Evaluation,
    JudgeVerdict,
    Memo,
    MetricResult,
    RetrievalResult,
    ScoredChunk,
)
from tinyrag_eval.store import Store

GOOD = ("Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>. "
        "Net interest income rose to £412.6 million [ar#p2#0] <CONFIDENCE: HIGH>.")
BAD = ("Northwind Harbour Bank's CET1 ratio was 19.9% at the end of 2025 [ar#p9#9] <CONFIDENCE: HIGH>. "
       "The bank will enter the German mortgage market [ar#p2#0] <CONFIDENCE: MEDIUM>.")


class ScriptedLLM(CustomLLM):
    """Replies from a script, in order (the last reply repeats); records every prompt."""

    replies: list[str] = Field(default_factory=list)
    prompts: list[str] = Field(default_factory=list)

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name="scripted-fake", is_chat_model=False)

    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        i = len(self.prompts)
        self.prompts.append(prompt)
        text = self.replies[min(i, len(self.replies) - 1)] if self.replies else ""
        return CompletionResponse(text=text)

    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        raise NotImplementedError


def retrieval(query: str = "topic") -> RetrievalResult:
    chunks = [
        Chunk(id="ar#p2#0", doc_id="ar", page=2, text="The CET1 ratio was 14.6% at 31 December 2025. "
              "Net interest income rose 7.9% to £412.6 million in 2025."),
        Chunk(id="ar#p3#0", doc_id="ar", page=3, text="Office exposure is £1.07 billion, of which £0.31 billion "
              "refinances in 2026. Stage 3 loans were 2.1% of gross loans."),
    ]
    scored = [ScoredChunk(chunk=c, dense_score=0.9 - i / 10, rerank_score=5 - i, rank=i + 1) for i, c in enumerate(chunks)]
    return RetrievalResult(query=query, candidates=scored, context=scored, reranker="fake")


class FakeRetriever:
    stage1 = "hybrid"

    def __init__(self) -> None:
        self.queries: list[str] = []
        self.embeddings: list[Any] = []

    def retrieve(self, query: str, *, query_embedding: Any = None) -> RetrievalResult:
        self.queries.append(query)
        self.embeddings.append(query_embedding)
        return retrieval(query)


class FakeEvaluator:
    """A memo containing '19.9%' or 'German' fails: NLI flags it, the figure is unsupported."""

    def __init__(self, context_relevancy: float = 0.8) -> None:
        self.calls = 0
        self.context_relevancy = context_relevancy

    def evaluate(self, item: Any) -> Evaluation:
        self.calls += 1
        bad = "19.9%" in item.answer or "German" in item.answer
        flagged = [s for s in item.answer.split(". ") if "19.9%" in s or "German" in s]
        return Evaluation(memo_id=item.id or "m", metrics={
            "nli_groundedness": MetricResult(name="nli_groundedness", value=0.2 if bad else 0.95, details={
                "per_sentence": [{"sentence": s, "entailment": 0.1, "flagged": True} for s in flagged],
                "flagged": flagged, "threshold": 0.5}),
            "numeric_consistency": MetricResult(name="numeric_consistency", value=0.5 if bad else 1.0, details={
                "numbers": [{"quantity": {"text": "19.9%"}, "verdict": "unsupported"}] if "19.9%" in item.answer else []}),
            "context_relevancy": MetricResult(name="context_relevancy", value=self.context_relevancy),
        })


class FakeJudge:
    def __init__(self) -> None:
        self.calls = 0

    def judge(self, context: Any, memo: str, reference: str | None = None) -> JudgeVerdict:
        self.calls += 1
        bad = "19.9%" in memo
        return JudgeVerdict(model="fake-judge", criteria={
            "hallucination": CriterionScore(score=2 if bad else 5, reasoning="19.9% is not in the context" if bad else "ok")})


class RuleAssessor:
    """Calibrated stand-in: memos that pass the fake metrics get {1}, failing ones {0};
    ``sets`` overrides the sets by call order (e.g. [[0, 1]] to escalate)."""

    def __init__(self, sets: list[list[int]] | None = None, version: str = "v0007") -> None:
        self.sets = list(sets or [])
        self.version = version
        self.calls = 0

    def assess(self, evaluation: Evaluation, memo: Memo, criteria: list[str]) -> tuple[Assessment, Certification]:
        self.calls += 1
        ok = (evaluation.metrics["nli_groundedness"].value or 0) > 0.5
        pset = self.sets.pop(0) if self.sets else ([1] if ok else [0])
        p = 0.9 if pset == [1] else 0.1 if pset == [0] else 0.5
        per = {c: CriterionAssessment(probability=p, prediction_set=pset, calibrator_version=self.version,
                                      label_source="deployment", guaranteed=True) for c in criteria}
        certs = {c: CriterionCertification(criterion=c, calibrated=True, guaranteed=True, label_source="deployment",
                                           reason="fake deployment calibrator", calibrator_version=self.version,
                                           alpha=0.1, epsilon=0.1, delta=0.1, n_labels=500) for c in criteria}
        return (Assessment(per_criterion=per, alpha=0.1, calibrator_version=self.version),
                Certification(per_criterion=certs))


def hashed_bag_of_words(texts: list[str]) -> Any:
    """A cheap stand-in for the embedding model: hashed word counts (fast tests load no model)."""
    import re
    import zlib

    import numpy as np

    out = np.zeros((len(texts), 256))
    for i, t in enumerate(texts):
        for w in re.findall(r"[a-z0-9]+", t.lower()):
            out[i, zlib.crc32(w.encode()) % 256] += 1.0
    return out


def make_services(db_url: str, out_dir: Path, replies: list[str], *, sets: list[list[int]] | None = None,
                  context_relevancy: float = 0.8, settings: Settings | None = None) -> MemoServices:
    s = settings or Settings()
    llm = ScriptedLLM(replies=replies)
    return MemoServices(store=Store.open(db_url), generator=MemoGenerator(llm, s, cache=False, embed=hashed_bag_of_words),
                        assessor=RuleAssessor(sets), retriever=FakeRetriever(),
                        evaluator=FakeEvaluator(context_relevancy), judge=FakeJudge(), settings=s,
                        out_dir=out_dir, pdf=False)
