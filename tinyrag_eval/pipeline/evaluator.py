"""tinyrag's calibrated criteria as a LlamaIndex evaluator (docs/own_pipeline.md).

    from tinyrag_eval.pipeline.evaluator import CalibratedCriterionEvaluator
    result = CalibratedCriterionEvaluator("grounded").evaluate(query=topic, response=memo, contexts=texts)
    result.score      # calibrated P(grounded)
    result.passing    # True = green light: the conformal set is {passes}
    result.feedback   # the P, set, light and calibrator, then what the metrics flag

The memo is evaluated with the checks of every other entry point (the memo metrics and the safety
gate, ``evaluation.memo_checks``), then assessed by the criterion's calibrator (the deployment's own
under ``calibration.store_dir/<criterion>``, else the shipped one; ``CriteriaAssessor``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from llama_index.core.evaluation import BaseEvaluator, EvaluationResult

from ..config import Settings, get_settings
from ..schema import Memo


class CalibratedCriterionEvaluator(BaseEvaluator):
    """One calibrated criterion (``grounded``, ``relevant``, ... any of ``agent.criteria``) as a
    LlamaIndex ``BaseEvaluator``:

    - ``score`` = the calibrated probability P(criterion) in [0, 1];
    - ``passing`` = the criterion's light is **green**: its conformal prediction set at
      ``calibration.alpha`` is {passes} (the calibrator is confident the memo passes); False for
      red ({fails}) and amber ({passes, fails} or empty: uncertain). This is the light the review
      page shows, not the workflow's finalize rule, which also needs a certified guarantee;
    - ``feedback`` = the reasons: P, set, light and calibrator version, then the flagged sentences
      and unsupported figures;
    - not calibrated (no calibrator for the criterion: grey) -> ``invalid_result`` with the reason,
      ``passing`` and ``score`` None.

    ``evaluator`` (a MemoEvaluator) and ``assessor`` (a CriteriaAssessor) are built from
    ``settings`` on first use when not given; models load once per evaluator object."""

    def __init__(self, criterion: str = "grounded", settings: Settings | None = None, *,
                 evaluator: Any = None, assessor: Any = None):
        if not criterion or not criterion.strip():
            raise ValueError("the criterion is empty")
        self.criterion = criterion.strip()
        self.settings = settings or get_settings()
        self._evaluator = evaluator
        self._assessor = assessor

    def _get_prompts(self) -> dict[str, Any]:
        return {}

    def _update_prompts(self, prompts_dict: dict[str, Any]) -> None:
        return None

    def _parts(self) -> tuple[Any, Any]:
        if self._evaluator is None:
            from ..metrics.memo import MemoEvaluator

            self._evaluator = MemoEvaluator(self.settings)
        if self._assessor is None:
            from ..calibration.assessor import CriteriaAssessor

            self._assessor = CriteriaAssessor(self.settings)
        return self._evaluator, self._assessor

    async def aevaluate(self, query: str | None = None, response: str | None = None,
                        contexts: Sequence[str] | None = None, **kwargs: Any) -> EvaluationResult:
        from ..evaluation import aevaluate, memo_checks
        from ..feedback import build_feedback
        from ..metrics.memo import MemoInput

        if query is None or response is None or contexts is None:
            raise ValueError("query, response and contexts must all be given")
        evaluator, assessor = self._parts()
        item = MemoInput(id=str(kwargs.get("memo_id") or "memo"), query=query, contexts=list(contexts),
                         answer=response)
        evaluation = await aevaluate(item, memo_checks(self.settings, evaluator))
        memo = Memo(id=item.id or "memo", topic=query, text=response)
        assessment, _ = await asyncio.to_thread(assessor.assess, evaluation, memo, [self.criterion])
        ca = assessment.per_criterion.get(self.criterion)
        light = assessment.lights().get(self.criterion, "grey")
        base = {"query": query, "response": response, "contexts": list(contexts)}
        if ca is None or light == "grey":
            why = (ca.note if ca is not None else "") or "no calibrator"
            return EvaluationResult(**base, invalid_result=True,
                                    invalid_reason=f"{self.criterion} is not calibrated ({why})")
        fb = build_feedback(memo, evaluation)
        version = assessment.version_of(self.criterion)  # the calibrator set and version: s0002:v0003
        reasons = [f"P({self.criterion}) = {ca.probability:.2f}, conformal set {ca.set_label()} at "
                   + f"alpha={assessment.alpha:g} ({light}), calibrator {version}"]
        if ca.evidence:
            reasons.append(f"{ca.evidence} on its evidence: {ca.evidence_reason}")
        reasons += [f"not supported by the context: {s}" for s in fb.flagged_sentences]
        reasons += [f"figure not in the context: {n}" for n in fb.unsupported_numbers]
        if ca.note:
            reasons.append(ca.note)
        return EvaluationResult(**base, score=ca.probability, passing=light == "green", feedback="\n".join(reasons))
