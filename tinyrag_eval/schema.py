"""Shared pydantic types: every module boundary takes and returns these."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from enum import Enum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

DecisionAction = Literal["finalize", "repair", "regenerate", "escalate"]
ReviewStatus = Literal["pending", "approved", "edited", "changes_requested", "rejected"]


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


def memo_topic(topic: object) -> str:
    """The memo topic as every entry point takes it: stripped of surrounding blanks. ``ValueError``
    ("memo topic is empty") for an empty or blank topic, or one that is not a string."""
    if not isinstance(topic, str) or not topic.strip():
        raise ValueError("memo topic is empty")
    return topic.strip()


class RepairEdit(BaseModel):
    """One edit of an offline repair (:mod:`tinyrag_eval.repair`): a contradicted figure replaced
    by the context's value for the same line item and period, or a sentence no checker supports
    dropped."""

    kind: Literal["replace_figure", "drop_sentence"]
    sentence: str = Field(description="the sentence as it was")
    before: str = Field(description="the figure replaced, or the sentence dropped")
    after: str = Field("", description="the context's value put in its place ('' for a drop)")
    reason: str = ""
    checker: str = ""
    evidence: list[str] = Field(default_factory=list, description="where the context says so")


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
    dropped_citations: list[str] = Field(
        default_factory=list, description="cited ids that named no chunk of the prompt: dropped from the "
        "sentences (and said in notes); the next attempt's feedback names them")
    repairs: list[RepairEdit] = Field(default_factory=list, description="the offline repair that made this "
                                      "memo from the previous attempt's (empty when the text is as written)")
    cached: bool = Field(False, description="the LLM reply behind this memo came from the LLM cache (no LLM "
                         "call was made for it); said in notes too")


class GenerationFeedback(BaseModel):
    """What the next attempt must fix (the policy's hand-off to the generator, rendered by
    ``prompts/memo_feedback.j2``)."""

    flagged_sentences: list[str] = Field(default_factory=list)
    unsupported_numbers: list[str] = Field(default_factory=list)
    judge_reasons: list[str] = Field(default_factory=list)
    dropped_citations: list[str] = Field(default_factory=list)
    failed_criteria: list[str] = Field(default_factory=list, description="criteria the memo failed, with why "
                                       "(e.g. relevant: the topic's key terms it leaves out)")
    reviewer_notes: str = ""

    def is_empty(self) -> bool:
        return not (self.flagged_sentences or self.unsupported_numbers or self.judge_reasons
                    or self.dropped_citations or self.failed_criteria or self.reviewer_notes.strip())


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

    def display(self, spec: str | Callable[[float], str] = ".3f", *, not_applicable: str = "n/a",
                invalid: str = "invalid") -> str:
        """The value as text (``spec``: a format spec or a function), or ``invalid`` / ``not_applicable``."""
        if self.invalid:
            return invalid
        if self.value is None:
            return not_applicable
        return spec(self.value) if callable(spec) else format(self.value, spec)


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
    cached: bool = Field(False, description="the reply the verdict was read from came from the LLM cache")


FindingVerdict = Literal["supported", "contradicted", "unsupported", "no_claim", "not_checked"]
DESCRIBES_DOCUMENT = "describes the document, not its subject"
"""The reason of a ``no_claim`` check on a sentence about the text instead of its subject
(``metrics.copy``); a memo of such sentences and fragments is vacuous."""
FigureVerdict = Literal["supported", "derived", "contradicted", "unsupported"]


def normalise_sentence(text: str) -> str:
    """The key two texts of one sentence share (white space folded, end punctuation and case dropped):
    how a finding is matched to a memo's sentence by every reader."""
    return " ".join(text.split()).rstrip(".!?;: ").lower()


class EvidenceSpan(BaseModel):
    """What a verdict rests on: a passage of the context (its position among the context passages,
    and the chunk id / page when the reader knows them)."""

    text: str = ""
    context: int | None = Field(None, ge=0, description="0-based index of the context passage")
    chunk_id: str | None = None
    page: int | None = None


class FigureFinding(BaseModel):
    """One figure of a sentence as a figure checker saw it."""

    figure: str = Field(description="the figure as written in the memo")
    checker: str = Field(description="the metric that checked it: numeric_consistency, fact_verification, ...")
    verdict: FigureVerdict
    line_item: str = ""
    periods: list[str] = Field(default_factory=list)
    explanation: str = Field("", description="the matching context text or operation, or why not")
    context_value: str = Field("", description="the value the context gives for the same line item and period "
                               "('' when unknown): as the context writes it for a supported figure; for a "
                               "contradicted one, written the way the memo writes the figure (its currency, "
                               "scale word and unit), ready to take its place")
    evidence: list[EvidenceSpan] = Field(default_factory=list)
    decisive: bool = Field(True, description="a failing verdict of this checker flags the sentence on its own "
                           "(False: recorded and shown, but its precision is not established)")

    @property
    def fails(self) -> bool:
        return self.verdict in ("contradicted", "unsupported")

    @property
    def flags(self) -> bool:
        """A failing verdict that flags its sentence."""
        return self.fails and self.decisive


class SentenceCheck(BaseModel):
    """One checker's verdict on one sentence."""

    checker: str = Field(description="the metric that said so: nli_groundedness, groundedness_similarity, ...")
    verdict: FindingVerdict
    score: float | None = None
    reason: str = ""
    evidence: list[EvidenceSpan] = Field(default_factory=list)
    sufficient: bool = Field(False, description="a 'supported' verdict of this check settles the sentence "
                             "(a near-copy of a context sentence), unless a figure of it is contradicted")


class SentenceFinding(BaseModel):
    """Everything the checkers found on one sentence of the memo. ``verdict``: contradicted when a
    check or figure says so, else unsupported when one does, else no_claim when the sentence states
    nothing checkable (a fragment, a description of the document), else supported when one check
    supports it, else not_checked."""

    index: int = Field(ge=0, description="0-based position among the evaluated sentences")
    text: str
    checks: list[SentenceCheck] = Field(default_factory=list)
    figures: list[FigureFinding] = Field(default_factory=list)

    @property
    def verdict(self) -> FindingVerdict:
        verdicts = {c.verdict for c in self.checks} | {f.verdict for f in self.figures if f.decisive or not f.fails}
        if "contradicted" not in verdicts and any(c.sufficient and c.verdict == "supported" for c in self.checks):
            return "supported"
        for v in ("contradicted", "unsupported", "no_claim"):
            if v in verdicts:
                return v  # type: ignore[return-value]
        return "supported" if verdicts & {"supported", "derived"} else "not_checked"

    @property
    def flagged(self) -> bool:
        return self.verdict in ("contradicted", "unsupported")

    def reasons(self) -> list[str]:
        """Why the sentence is flagged, one line per failing check or figure, then its
        :meth:`hints`; nothing when it is not flagged."""
        if not self.flagged:
            return []
        return [*(c.reason for c in self.checks if c.verdict in ("contradicted", "unsupported")),
                *(f"{f.verdict} figure {f.figure}: {f.explanation}".rstrip(": ") for f in self.figures if f.flags),
                *self.hints()]

    def hints(self) -> list[str]:
        """The checkers' hints on the sentence, flagged or not (a ``not_checked`` verdict with a
        reason: the names the context never mentions, the dates it never states, the least grounded
        sentence): they say what a reviewer should look at and flag nothing."""
        return list(dict.fromkeys(c.reason for c in self.checks if c.verdict == "not_checked" and c.reason))


class Findings(BaseModel):
    """The evaluation's evidence record, computed once from the checkers' results
    (:func:`tinyrag_eval.metrics.findings.build_findings`): per sentence its checks and figures,
    plus personal-data and instruction-like findings. Feedback, the policy, the review page, the
    CLI, the export and the gate read it; none of them reads metric details."""

    sentences: list[SentenceFinding] = Field(default_factory=list)
    privacy: list[dict[str, Any]] = Field(default_factory=list, description="personal-data findings (type, text, span)")
    injection: list[dict[str, Any]] = Field(default_factory=list, description="instruction-like passages (source, text)")

    def flagged(self) -> list[SentenceFinding]:
        """Flagged sentences, contradicted first, then by the weakest score."""
        rank = {"contradicted": 0, "unsupported": 1}
        return sorted((s for s in self.sentences if s.flagged),
                      key=lambda s: (rank.get(s.verdict, 2),
                                     min((c.score for c in s.checks if c.score is not None), default=1.0)))

    def failing_figures(self, *, decisive_only: bool = True) -> list[FigureFinding]:
        """Figures a checker found contradicted or unsupported, in memo order (by default only
        those whose verdict flags the sentence)."""
        return [f for s in self.sentences for f in s.figures if (f.flags if decisive_only else f.fails)]

    def grounded_evidence(self) -> tuple[Literal["passes", "fails"] | None, str]:
        """What the evidence alone settles for the grounded criterion, with why: ``fails`` when no
        sentence states a claim and one describes the document (a vacuous memo; fragments alone
        -- "Yes" -- are a short answer, left to the calibrator);
        ``passes`` when every sentence that states a claim restates a context sentence -- every
        content word and figure (a ``sufficient`` check) -- and no figure of it is contradicted;
        else None (the calibrator decides)."""
        if not self.sentences:
            return None, ""
        claims = [s for s in self.sentences if not any(c.verdict == "no_claim" for c in s.checks)]
        describes = any(c.verdict == "no_claim" and c.reason.endswith(DESCRIBES_DOCUMENT)
                        for s in self.sentences for c in s.checks)
        if not claims and describes:
            why = "; ".join(dict.fromkeys(c.reason.removeprefix("states nothing checkable: ") for s in self.sentences
                                          for c in s.checks if c.verdict == "no_claim"))
            return "fails", (f"the memo states nothing checkable: its {len(self.sentences)} sentence(s) describe the "
                             f"document or are fragments ({why})")
        settled = [s for s in claims if s.verdict == "supported"
                   and any(c.sufficient and c.verdict == "supported" for c in s.checks)]
        if claims and len(settled) == len(claims):
            return "passes", (f"every sentence that states a claim ({len(claims)}) restates a sentence of the context "
                              "with all its words and figures")
        return None, ""

    def for_text(self, text: str) -> SentenceFinding | None:
        """The finding of the sentence whose text is ``text`` (normalised), if any."""
        key = normalise_sentence(text)
        return next((s for s in self.sentences if normalise_sentence(s.text) == key), None)


class Evaluation(BaseModel):
    memo_id: str
    metrics: dict[str, MetricResult] = Field(default_factory=dict)
    judge: JudgeVerdict | None = None
    findings: Findings | None = Field(None, description="the evidence record (None on evaluations stored "
                                      "before it existed: :func:`tinyrag_eval.metrics.findings.findings_of` "
                                      "derives it)")

    def valid_metric(self, name: str) -> MetricResult | None:
        """The metric ``name`` when it was computed and is not invalid, else None."""
        m = self.metrics.get(name)
        return None if m is None or m.invalid else m

    def scores(self, *, not_applicable: Mapping[str, float] | None = None,
               judge_overall: bool = False) -> dict[str, float | None]:
        """Flat scores (e.g. calibration features): each metric's value by name (None when invalid
        or not applicable; ``not_applicable`` gives a value to a valid metric without one), and
        when the judge's verdict is valid its criterion scores as ``judge.<criterion>``. With
        ``judge_overall`` only the scored criteria and their mean as ``judge.overall`` (None when
        the verdict is invalid or scored nothing; :meth:`reasons` says why)."""
        fill = not_applicable or {}
        out: dict[str, float | None] = {}
        for name, m in self.metrics.items():
            out[name] = None if m.invalid else fill.get(name) if m.value is None else float(m.value)
        judge = self.judge
        if judge is not None and not judge.invalid:
            if judge_overall:
                scored = [(c, float(cs.score)) for c, cs in judge.criteria.items() if cs.score is not None]
                out.update({f"judge.{c}": v for c, v in scored})
                out["judge.overall"] = sum(v for _, v in scored) / len(scored) if scored else None
            else:
                out.update({f"judge.{c}": cs.score for c, cs in judge.criteria.items()})
        elif judge is not None and judge_overall:
            out["judge.overall"] = None
        return out

    def reasons(self) -> dict[str, str]:
        """Why each metric without a value has none (and ``judge.overall`` when it has none)."""
        out = {name: m.reason or ("invalid" if m.invalid else "no value")
               for name, m in self.metrics.items() if m.invalid or m.value is None}
        judge = self.judge
        if judge is not None and judge.invalid:
            out["judge.overall"] = judge.reason or "the judge's reply was unusable"
        elif judge is not None and all(cs.score is None for cs in judge.criteria.values()):
            out["judge.overall"] = "no criterion was scored"
        return out


def prediction_set_label(prediction_set: Iterable[int]) -> str:
    """``{0,1}``-style text of a conformal prediction set; ``∅`` when empty."""
    labels = sorted(set(prediction_set))
    return "{" + ",".join(str(v) for v in labels) + "}" if labels else "∅"


Light = Literal["green", "amber", "red", "grey"]
LIGHT_SEVERITY: dict[str, int] = {"green": 0, "grey": 1, "amber": 2, "red": 3}
"""Worse lights rank higher: a memo's light is its worst criterion's."""


def light_of(prediction_set: Iterable[int], *, calibrated: bool = True) -> Light:
    """The one traffic light of a conformal set: green = {passes}, red = {fails}, amber = both
    or empty, grey = not calibrated."""
    if not calibrated:
        return "grey"
    return {(1,): "green", (0,): "red"}.get(tuple(sorted(set(prediction_set))), "amber")  # type: ignore[return-value]


def worst_light(lights: Mapping[str, str]) -> tuple[Light, str | None]:
    """A memo's light over its criteria's lights and the criterion that sets it (the first of the
    worst, in the mapping's order); grey and None when there is none."""
    if not lights:
        return "grey", None
    name = max(lights, key=lambda c: LIGHT_SEVERITY[lights[c]])
    return lights[name], name  # type: ignore[return-value]


class CriterionAssessment(BaseModel):
    """One criterion's calibrated verdict: P(passes), the conformal set (1 = passes, 0 = fails)
    and, when the assessor records them, the criterion's own calibrator and whether a printed
    guarantee holds for it (``calibration.certify``)."""

    probability: float = Field(ge=0, le=1)
    prediction_set: list[int]
    calibrated: bool = True
    calibrator_version: str | None = None
    label_source: Literal["deployment", "shipped", "none"] | None = None
    guaranteed: bool | None = Field(None, description="a printed guarantee holds (None: not recorded)")
    note: str = Field("", description="why the criterion is not calibrated or carries no guarantee")
    evidence: Literal["passes", "fails"] | None = Field(None, description=(
        "what the evidence record alone settles (Findings.grounded_evidence): 'fails' overrides the "
        "calibrator (a vacuous memo); 'passes' sets the light but never a guarantee; None: the calibrator decides"))
    evidence_reason: str = ""

    def set_label(self) -> str:
        """The prediction set as text: ``{1}``, ``{0,1}``, ``∅``."""
        return prediction_set_label(self.prediction_set)

    def light(self) -> Light:
        """green = the set is {passes}, red = {fails}, amber = both or empty, grey = not calibrated;
        what the evidence alone settles comes first: red when it fails the criterion (calibrated or
        not, as the policy fails it), green when it passes it and the criterion is calibrated."""
        if self.evidence == "fails":
            return "red"
        if self.calibrated and self.evidence == "passes":
            return "green"
        return light_of(self.prediction_set, calibrated=self.calibrated)


class Assessment(BaseModel):
    per_criterion: dict[str, CriterionAssessment]
    alpha: float
    calibrator_version: str | None = None
    calibrator_set: str | None = Field(None, description=(
        "the calibrator set version that gave the P values (`tinyrag calibration list`: s0001, ..., or "
        "shipped); None when recorded before sets or from a store without an active pointer"))

    def version_of(self, criterion: str) -> str:
        """The calibrator behind ``P(criterion)``: ``s0002:v0003`` (the calibrator set, then the
        criterion's calibrator version), ``shipped:grounded-shipped-2``, ``v0003`` without a set,
        ``none`` when the criterion is not calibrated."""
        ca = self.per_criterion.get(criterion)
        if ca is None or not ca.calibrated or self.calibrator_version is None:
            return "none"
        v = ca.calibrator_version or self.calibrator_version
        return f"{self.calibrator_set}:{v}" if self.calibrator_set else str(v)

    def versions(self) -> dict[str, str]:
        """:meth:`version_of` for every criterion."""
        return {c: self.version_of(c) for c in self.per_criterion}

    def lights(self) -> dict[str, Light]:
        """Each criterion's light; grey for all when the assessment has no calibrator version."""
        return {c: "grey" if self.calibrator_version is None else ca.light() for c, ca in self.per_criterion.items()}

    def overall_light(self) -> tuple[Light, str | None]:
        """The memo's light (its worst criterion's) and the criterion that sets it."""
        return worst_light(self.lights())

    def probabilities(self) -> dict[str, float]:
        """Calibrated probabilities as ``probability.<criterion>`` (beside :meth:`Evaluation.scores`)."""
        return {f"probability.{c}": ca.probability for c, ca in self.per_criterion.items()}


class Decision(BaseModel):
    action: DecisionAction
    reasons: list[str]
    guarantee: str = ""
    reviewer: str | None = Field(None, description="who decided, when a human did (the machine's lights stand beside)")
    stage: str | None = Field(None, description="the cascade stage that decided (agent.stages): offline, llm_verifier, "
                              "or person (escalated); None when no cascade with an LLM stage is configured")
    details: dict[str, Any] = Field(default_factory=dict, description="facts behind the decision, e.g. the cascade's "
                                    "stage scores, thresholds and LLM calls made or saved")


class ReviewItem(BaseModel):
    id: str
    memo_id: str
    status: ReviewStatus = "pending"
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
