"""One query through the memo pipeline, once, with nothing stored (HCAT validation runs).

    pipeline = ValidationPipeline(index_dir=Path("tinyrag_index"))      # models loaded once, shared
    res = pipeline.run("CET1 ratio of Northwind Harbour Bank", qrels={"annual_report_2025:p2": 2})
    res.metrics, res.probability, res.decision                          # finalize | repair | regenerate | escalate

The steps are the memo workflow's own functions (:mod:`tinyrag_eval.pipeline.steps`): retrieve
-> (``context_transform``, e.g. a robustness perturbation that plants text in the context) ->
generate (one attempt) -> ``evaluate_attempt`` (memo metrics, the rubric judge when enabled) ->
``assess_attempt`` (each criterion's calibrator, if any) -> ``decide_attempt`` (the policy's rule) for
attempt 1. Unlike the workflow there is no regeneration loop, no LLM decision agent, no review
queue and no export: the decision is what the policy *would* do.

Retrieval metrics (``retrieval.*``) are computed on the retrieval as it came back, before any
context transform (the transform changes what the generator reads, not what was retrieved).
A run that fails (empty query, no context, an LLM or metric error) is returned as a result with
``decision = "invalid"`` and ``error``; :meth:`ValidationPipeline.run_many` goes on after it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from .. import tracing
from ..config import Settings, get_settings
from ..schema import GeneratedTest, ScoredChunk
from ..trace_attributes import validation_inputs

if TYPE_CHECKING:
    from ..pipeline.services import MemoServices

ContextTransform = Callable[[list[ScoredChunk]], list[ScoredChunk]]
"""Rewrites the reranked context before generation (returns a new list; ranks are renumbered)."""

ProgressFn = Callable[[int, int], None]


class PipelineResult(BaseModel):
    query: str
    query_type: str | None = None
    topic: str | None = None
    test_id: str | None = None
    memo: str = ""
    memo_llm: str | None = None
    memo_notes: list[str] = Field(default_factory=list)
    metrics: dict[str, float | None] = Field(
        default_factory=dict, description="every metric value by name (None = invalid); retrieval.* with "
        "qrels; judge.<criterion> and judge.overall (mean criterion score) when a judge ran")
    invalid: dict[str, str] = Field(default_factory=dict, description="metric name -> why it has no value")
    probabilities: dict[str, float] = Field(default_factory=dict, description="calibrated P(passes) per criterion")
    probability: float | None = Field(None, description="the lowest calibrated P(passes) over the criteria; None "
                                      "when uncalibrated")
    prediction_set: list[int] | None = Field(None, description="that criterion's conformal set; None when uncalibrated")
    calibrator_version: str | None = None
    decision: str = Field("invalid", description="finalize | repair | regenerate | escalate | invalid (the run failed)")
    decision_reasons: list[str] = Field(default_factory=list)
    guarantee: str = ""
    retrieved_ids: list[str] = Field(default_factory=list, description="reranked chunk ids as retrieved")
    context: list[str] = Field(default_factory=list, description="passages given to the generator (after "
                               "any transform)")
    context_ids: list[str] = Field(default_factory=list)
    seconds: float = 0.0
    error: str | None = None


def _run_coroutine(coro: Any) -> Any:
    """``asyncio.run``, or in a worker thread when the caller already runs an event loop (a web
    app calling the pipeline from a handler)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    import contextvars
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:  # in the caller's context: its trace span stays the parent
        return pool.submit(contextvars.copy_context().run, asyncio.run, coro).result()


def _renumber(chunks: list[ScoredChunk]) -> list[ScoredChunk]:
    return [sc.model_copy(update={"rank": i}) for i, sc in enumerate(chunks, 1)]


class ValidationPipeline:
    """See the module docstring. ``services`` (a :class:`MemoServices`) is built on first use
    from ``settings``/``index_dir`` when not given: the configured LLM, memo metrics, the rubric
    judge only with ``judge=True``, the latest calibrator, and an in-memory store (nothing is
    written)."""

    def __init__(self, services: MemoServices | None = None, *, settings: Settings | None = None,
                 index_dir: Path | None = None, judge: bool = False):
        self._services = services
        self.settings = settings or (services.settings if services is not None else get_settings())
        self.index_dir = index_dir
        self.judge = judge

    @property
    def services(self) -> MemoServices:
        if self._services is None:
            from ..pipeline.services import MemoServices
            from ..store import Store

            self._services = MemoServices.create(settings=self.settings, index_dir=self.index_dir,
                                                 store=Store.open("sqlite://"), judge=self.judge)
        return self._services

    def run(self, query: str, *, qrels: Mapping[str, int] | None = None,
            context_transform: ContextTransform | None = None, query_type: str | None = None,
            topic: str | None = None, test_id: str | None = None) -> PipelineResult:
        """One query, one attempt (module docstring). ``qrels``: graded relevance by retrieval
        unit (``doc:pN``) or by chunk id (converted to units). Never raises for a failed run."""
        t0 = time.perf_counter()
        res = PipelineResult(query=query if isinstance(query, str) else repr(query), query_type=query_type,
                             topic=topic, test_id=test_id)
        tracing.ensure(self.settings)
        with tracing.span("validation run", tracing.CHAIN, validation_inputs(res)) as sp:
            try:
                if not isinstance(query, str) or not query.strip():
                    raise ValueError("the query is empty")
                self._run(res, query.strip(), qrels, context_transform)
            except Exception as exc:  # noqa: BLE001 -- a failed run is a result, the batch goes on
                res.decision = "invalid"
                res.error = f"{type(exc).__name__}: {exc}"
            sp.update({tracing.OUTPUT_VALUE: res.decision, "tinyrag.validation.error": res.error or None})
        res.seconds = round(time.perf_counter() - t0, 3)
        return res

    def _run(self, res: PipelineResult, query: str, qrels: Mapping[str, int] | None,
             transform: ContextTransform | None) -> None:
        from ..metrics.retrieval import retrieval_metric_results, unit_qrels
        from ..pipeline import steps

        svc = self.services
        s = svc.settings
        retrieval = steps.retrieve(svc, query)
        res.retrieved_ids = [sc.chunk.id for sc in retrieval.context]
        used = retrieval
        if transform is not None:
            used = retrieval.model_copy(update={"context": _renumber(list(transform(list(retrieval.context))))})
        n = s.generation.context_chunks
        res.context = [sc.chunk.text for sc in used.context[:n]]
        res.context_ids = [sc.chunk.id for sc in used.context[:n]]
        memo = steps.generate(svc, query, used, memo_id="validation", attempt=1)
        res.memo, res.memo_llm, res.memo_notes = memo.text, memo.llm, list(memo.notes)
        evaluation = _run_coroutine(steps.evaluate_attempt(svc, memo, used))
        if qrels:  # on the retrieval as it came back, before the context transform
            evaluation.metrics.update(retrieval_metric_results(retrieval, unit_qrels(qrels)))
        res.metrics, res.invalid = evaluation.scores(judge_overall=True), evaluation.reasons()
        assessment, certification = steps.assess_attempt(svc, evaluation, memo)
        calibrated = {c: ca for c, ca in assessment.per_criterion.items()
                      if ca.calibrated and c in s.agent.criteria} if assessment.calibrator_version else {}
        if calibrated:  # the weakest criterion stands for the memo
            res.probabilities = {c: ca.probability for c, ca in calibrated.items()}
            worst = min(calibrated.values(), key=lambda ca: ca.probability)
            res.probability, res.prediction_set = worst.probability, list(worst.prediction_set)
            res.calibrator_version = assessment.calibrator_version
        outcome = steps.decide_attempt(svc, attempt=1, memo=memo, evaluation=evaluation, assessment=assessment,
                                       certification=certification)
        res.decision = outcome.decision.action
        res.decision_reasons = list(outcome.decision.reasons)
        res.guarantee = outcome.decision.guarantee

    def run_item(self, item: Any) -> PipelineResult:
        """One item of :meth:`run_many`: a query string, a :class:`GeneratedTest` (its source
        chunks are the qrels, its type and topic pass through) or a mapping of :meth:`run`'s
        keyword arguments plus ``query``."""
        if isinstance(item, GeneratedTest):
            return self.run(item.query, qrels=dict.fromkeys(item.source_chunk_ids, 1) or None,
                            query_type=item.type, topic=item.topic, test_id=item.id)
        if isinstance(item, Mapping):
            keys = ("qrels", "context_transform", "query_type", "topic", "test_id")
            return self.run(item.get("query", ""), **{k: item[k] for k in keys if k in item})
        return self.run(item)

    def run_many(self, items: Iterable[Any], *, progress: ProgressFn | None = None) -> list[PipelineResult]:
        """:meth:`run_item` on each item in order; a failed run is that item's error."""
        items = list(items)
        out = []
        for i, item in enumerate(items, 1):
            out.append(self.run_item(item))
            if progress is not None:
                progress(i, len(items))
        return out
