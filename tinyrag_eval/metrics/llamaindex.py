"""LlamaIndex adapters: each memo metric as a ``BaseEvaluator``, for ``BatchEvalRunner``.

    from llama_index.core.evaluation import BatchEvalRunner
    from tinyrag_eval.metrics.llamaindex import memo_evaluators

    runner = BatchEvalRunner(memo_evaluators(), workers=1)
    results = runner.evaluate_response_strs(queries=qs, response_strs=answers, contexts_list=ctxs)

The adapters of one ``memo_evaluators()`` call share one :class:`MemoEvaluator` and a small cache
of whole evaluations keyed by (query, contexts, response): BatchEvalRunner calls every evaluator
separately on the same item, and the texts are still split and embedded once.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
from collections.abc import Iterable, Sequence
from typing import Any

from llama_index.core.evaluation import BaseEvaluator, EvaluationResult
from llama_index.core.prompts.mixin import PromptDictType

from ..config import Settings
from ..lru import LRU
from ..schema import Evaluation
from .memo import DEFAULT_METRICS, MemoEvaluator, MemoInput, MetricOptions

# a metric passes when its value reaches this (overridable per evaluator)
DEFAULT_PASS = {
    "context_relevancy": 0.5, "groundedness_similarity": 0.6, "completeness": 0.5, "answer_relevancy": 0.5,
    "nli_groundedness": 0.5, "nli_decision_boundary": 0.5, "numeric_consistency": 1.0, "response_relevancy": 0.6,
    "fact_verification": 1.0,
}


class _SharedSuite:
    def __init__(self, evaluator: MemoEvaluator, size: int = 256):
        self.evaluator = evaluator
        self._cache: LRU[str, Evaluation] = LRU(size)
        self._lock = threading.Lock()

    def evaluate(self, query: str, contexts: Sequence[str], response: str) -> Evaluation:
        key = hashlib.sha256(json.dumps([query, list(contexts), response]).encode()).hexdigest()
        with self._lock:  # one item at a time: the models are shared and not re-entrant
            ev = self._cache.get(key)
            if ev is None:
                ev = self.evaluator.evaluate(MemoInput(query=query, contexts=list(contexts), answer=response))
                self._cache.put(key, ev)
            return ev


class TinyragMetricEvaluator(BaseEvaluator):
    """One tinyrag memo metric as a LlamaIndex evaluator (score = metric value)."""

    def __init__(self, metric: str, suite: _SharedSuite, pass_threshold: float | None = None):
        self.metric = metric
        self._suite = suite
        self.pass_threshold = DEFAULT_PASS.get(metric, 0.5) if pass_threshold is None else pass_threshold

    def _get_prompts(self) -> PromptDictType:
        return {}  # no LLM prompt behind the non-LLM metrics (LLM ones live in prompts/)

    def _update_prompts(self, prompts_dict: PromptDictType) -> None:
        return None

    async def aevaluate(self, query: str | None = None, response: str | None = None,
                        contexts: Sequence[str] | None = None, **kwargs: Any) -> EvaluationResult:
        base = {"query": query, "response": response, "contexts": contexts}
        if query is None or response is None or contexts is None:
            return EvaluationResult(**base, invalid_result=True,
                                    invalid_reason="query, response and contexts are all required")
        ev = await asyncio.to_thread(self._suite.evaluate, query, contexts, response)
        m = ev.metrics[self.metric]
        if m.invalid or m.value is None:
            return EvaluationResult(**base, invalid_result=True, invalid_reason=m.reason or "not applicable")
        return EvaluationResult(**base, score=m.value, passing=m.value >= self.pass_threshold,
                                feedback=json.dumps({k: v for k, v in m.details.items() if k != "per_sentence"},
                                                    default=str)[:2000])


def memo_evaluators(settings: Settings | None = None, metrics: Iterable[str] = DEFAULT_METRICS,
                    options: MetricOptions | None = None, **evaluator_kwargs: Any) -> dict[str, BaseEvaluator]:
    """{metric name: evaluator} sharing one MemoEvaluator (models and per-item embeddings)."""
    names = tuple(metrics)
    suite = _SharedSuite(MemoEvaluator(settings, names, options, **evaluator_kwargs))
    return {name: TinyragMetricEvaluator(name, suite) for name in names}
