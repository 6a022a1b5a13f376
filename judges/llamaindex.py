"""The rubric judge as a LlamaIndex ``BaseEvaluator`` (for ``BatchEvalRunner``).

    from tinyrag_eval.judges.llamaindex import RubricEvaluator
    ev = RubricEvaluator(None, get_settings())             # configured LLM, cached calls
    res = ev.evaluate(query=q, response=memo, contexts=chunks, reference=human_memo)
    res.score            # mean of the applicable criteria, 1..5 (probability-weighted where available)
    res.feedback         # JSON: every criterion's score, weighted score and reasoning
    res.invalid_result   # True with invalid_reason when the judge gave no usable verdict
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

from llama_index.core.evaluation import BaseEvaluator, EvaluationResult
from llama_index.core.prompts.mixin import PromptDictType

from ..config import Settings
from ..schema import JudgeVerdict
from .rubric import RubricJudge


def verdict_score(verdict: JudgeVerdict, weighted: bool = True) -> float | None:
    """Mean over the applicable criteria of the weighted score (where present) or the score."""
    vals = [(c.weighted_score if weighted and c.weighted_score is not None else c.score)
            for c in verdict.criteria.values() if c.applicable and c.score is not None]
    return round(sum(vals) / len(vals), 4) if vals else None


class RubricEvaluator(BaseEvaluator):
    """LlamaIndex evaluator: ``passing`` when the mean applicable score reaches ``pass_threshold``."""

    def __init__(self, llm: Any = None, settings: Settings | None = None, pass_threshold: float = 4.0,
                 judge: RubricJudge | None = None):
        self.judge = judge or RubricJudge(llm, settings)
        self.pass_threshold = pass_threshold

    def _get_prompts(self) -> PromptDictType:
        return {}  # the prompt is the template prompts/rubric.j2

    def _update_prompts(self, prompts_dict: PromptDictType) -> None:
        return None

    async def aevaluate(self, query: str | None = None, response: str | None = None,
                        contexts: Sequence[str] | None = None, reference: str | None = None,
                        **kwargs: Any) -> EvaluationResult:
        base = {"query": query, "response": response, "contexts": contexts}
        if response is None or contexts is None:
            return EvaluationResult(**base, invalid_result=True, invalid_reason="response and contexts are required")
        verdict = await asyncio.to_thread(self.judge.judge, list(contexts), response, reference)
        score = verdict_score(verdict)
        if verdict.invalid or score is None:
            return EvaluationResult(**base, invalid_result=True, invalid_reason=verdict.reason or "no score")
        feedback = json.dumps({c: s.model_dump(exclude={"probabilities"}) for c, s in verdict.criteria.items()})
        return EvaluationResult(**base, score=score, passing=score >= self.pass_threshold, feedback=feedback)
