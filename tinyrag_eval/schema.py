"""Shared pydantic types: every module boundary takes and returns these."""

from __future__ import annotations

from datetime import datetime
from enum import Enum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class Chunk(BaseModel):
    """A piece of a document as stored in the index."""

    id: str
    text: str
    doc_id: str
    page: int | None = Field(None, description="1-based page number; None for unpaged sources")
    metadata: dict[str, Any] = Field(default_factory=dict)


class ScoredChunk(BaseModel):
    chunk: Chunk
    dense_score: float | None = Field(
        None, description="stage-1 score: cosine for dense stage 1; the BM25 or reciprocal-rank-fusion "
        "score when RetrievalResult.stage1 is 'bm25' or 'hybrid'")
    rerank_score: float | None = None
    rank: int = Field(..., ge=1, description="1-based rank within its list")


class RetrievalResult(BaseModel):
    """Both ranked lists of the two-stage funnel."""

    query: str
    candidates: list[ScoredChunk] = Field(description="stage 1, dense order (k1)")
    context: list[ScoredChunk] = Field(description="stage 2, reranked order (k2)")
    stage1: str = "dense"
    reranker: str | None = None


class Confidence(str, Enum):
    HIGH = "HIGH"
    MEDIUM = "MEDIUM"
    LOW = "LOW"


class MemoSentence(BaseModel):
    text: str
    confidence: Confidence | None = None
    citations: list[str] = Field(default_factory=list)


class Memo(BaseModel):
    id: str
    topic: str
    text: str
    sentences: list[MemoSentence] = Field(default_factory=list)
    attempt: int = 1
    llm: str | None = None
    notes: list[str] = Field(
        default_factory=list,
        description="what the generator had to correct or drop (unknown citations, fallbacks)")


MetricStatus = Literal["ok", "not_applicable", "invalid"]


class MetricResult(BaseModel):
    """One metric's value, or an explicit invalid result with its reason (never NaN).

    ``status``: ``ok`` (a value), ``not_applicable`` (no value, and rightly so: e.g. no figure to
    check; ``reason`` says why) or ``invalid`` (it could not be computed; ``reason`` says why).
    Either ``status`` or ``invalid`` may be given (the other is derived); they must agree.
    """

    model_config = ConfigDict(extra="forbid")

    name: str
    value: float | None = None
    status: MetricStatus = "ok"
    invalid: bool = False
    reason: str = ""
    details: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _derive_status(cls, data: Any) -> Any:
        if isinstance(data, dict):
            if "status" not in data:
                status = ("invalid" if data.get("invalid") else
                          "not_applicable" if data.get("value") is None else "ok")
                data = {**data, "status": status}
            if "invalid" not in data:
                data = {**data, "invalid": data["status"] == "invalid"}
        return data

    @model_validator(mode="after")
    def _status_agrees(self) -> MetricResult:
        if self.invalid != (self.status == "invalid"):
            raise ValueError(f"metric {self.name!r}: invalid={self.invalid} contradicts status {self.status!r}")
        if (self.value is None) == (self.status == "ok"):
            raise ValueError(f"metric {self.name!r}: status {self.status!r} with value {self.value!r}")
        return self

    @classmethod
    def invalid_result(cls, name: str, reason: str, **details: Any) -> MetricResult:
        return cls(name=name, value=None, status="invalid", reason=reason, details=details)

    @classmethod
    def not_applicable(cls, name: str, reason: str, **details: Any) -> MetricResult:
        return cls(name=name, value=None, status="not_applicable", reason=reason, details=details)


class CriterionScore(BaseModel):
    score: float | None = Field(None, ge=1, le=5)
    reasoning: str = ""
    applicable: bool = Field(True, description="False for a criterion that needs an input that is absent "
                             "(e.g. a reference); score is then None")
    weighted_score: float | None = Field(
        None, ge=1, le=5, description="sum of p(k) * k over the tokens 1..5 at the score position, where the "
        "backend gives log-probabilities")
    probabilities: dict[str, float] | None = Field(None, description="p(k) for k = 1..5, normalised over them")


class JudgeVerdict(BaseModel):
    criteria: dict[str, CriterionScore] = Field(default_factory=dict)
    invalid: bool = False
    raw: str = ""
    model: str | None = None
    status: Literal["valid", "repaired", "invalid"] = Field(
        "valid", description="valid: the first reply parsed as is; repaired: after a JSON repair or a retry; "
        "invalid: no usable reply (reason says why, raw keeps the text)")
    reason: str = ""
    notes: list[str] = Field(default_factory=list, description="e.g. inputs truncated to fit the context window")
    attempts: int = 1


class Evaluation(BaseModel):
    memo_id: str
    metrics: dict[str, MetricResult] = Field(default_factory=dict)
    judge: JudgeVerdict | None = None


class CriterionAssessment(BaseModel):
    probability: float = Field(ge=0, le=1)
    prediction_set: list[int]


class Assessment(BaseModel):
    per_criterion: dict[str, CriterionAssessment]
    alpha: float
    calibrator_version: str | None = None


class Decision(BaseModel):
    action: Literal["finalize", "regenerate", "escalate"]
    reasons: list[str]
    guarantee: str = ""


class ReviewItem(BaseModel):
    id: str
    memo_id: str
    status: Literal["pending", "approved", "edited", "changes_requested", "rejected"] = "pending"
    reviewer: str | None = None
    verdict: str | None = None
    notes: str = ""
    created_at: datetime
    decided_at: datetime | None = None


class GeneratedTest(BaseModel):
    """One generated validation test (``tinyrag testgen``; HCAT stratified test generation)."""

    id: str
    query: str
    type: Literal["factual", "multi_hop", "inference", "yes_no", "multiple_choice", "out_of_scope", "unrelated"]
    stratum: int = Field(ge=0)
    topic: str = Field(description="the stratum's topic label (top c-TF-IDF keywords)")
    topic_keywords: list[str] = Field(default_factory=list)
    source_chunk_ids: list[str] = Field(
        default_factory=list, description="chunks that answer the query: retrieval relevance labels "
        "(empty for out-of-scope and unrelated queries)")
    context_chunk_ids: list[str] = Field(default_factory=list, description="chunks shown to the generator")
    expected_answer: str = ""
    options: list[str] = Field(default_factory=list, description="multiple-choice options")
    generator: Literal["llm", "fallback"] = "llm"
    fallback_reason: str = ""
    llm_raw: str = Field("", description="the LLM's reply (first 500 characters), kept for review")
    notes: str = ""
    absent_term: str = Field("", description="out-of-scope: the financial term absent from the corpus")
    relevancy: float | None = Field(None, description="mean cosine similarity of query and source chunks")
    source_ranks: dict[str, int | None] = Field(default_factory=dict, description="stage-1 rank of each source")
    retrievable: bool | None = None
    dropped: str = Field("", description="why query selection dropped the test; empty when kept")
    seed: int = 13
