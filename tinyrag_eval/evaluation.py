"""One way to evaluate a memo: every evaluator behind one protocol, writing into one
:class:`~tinyrag_eval.schema.Evaluation`, whose evidence record is then built once.

After LlamaIndex's ``BaseEvaluator.aevaluate``: a check takes the memo's inputs and adds its
results to the evaluation (``check`` for synchronous callers, ``acheck`` for the workflow).
``tinyrag eval memo`` (both engines), ``tinyrag gate`` / the pytest plugin and the memo workflow
all call :func:`evaluate` / :func:`aevaluate` with :func:`memo_checks` — so they see the same
metric set on the same memo; the workflow adds its judge, pairwise and retrieval checks::

    checks = memo_checks(settings, MemoEvaluator(settings))
    evaluation = evaluate(MemoInput(query=q, contexts=ctx, answer=memo_text), checks)
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .metrics.findings import with_findings
from .schema import Evaluation, MetricResult, RetrievalResult

if TYPE_CHECKING:
    from .config import Settings
    from .metrics.memo import MemoEvaluator, MemoInput


@runtime_checkable
class MemoCheck(Protocol):
    """One evaluator: adds its results to ``into`` (metrics, the judge's verdict)."""

    name: str
    concurrent: bool
    """May run beside the other concurrent checks (False: after them, in order)."""

    def check(self, memo: MemoInput, into: Evaluation) -> None: ...


async def _acheck(check: MemoCheck, memo: MemoInput, into: Evaluation) -> None:
    fn = getattr(check, "acheck", None)
    if fn is not None:
        await fn(memo, into)
    else:
        await asyncio.to_thread(check.check, memo, into)


class MetricsCheck:
    """The memo metrics of the registry (:class:`~tinyrag_eval.metrics.memo.MemoEvaluator`)."""

    name, concurrent = "metrics", True

    def __init__(self, evaluator: MemoEvaluator):
        self.evaluator = evaluator

    def check(self, memo: MemoInput, into: Evaluation) -> None:
        into.metrics.update(self.evaluator.evaluate(memo).metrics)


class SafetyCheck:
    """The safety gate: ``safety_toxicity``, ``safety_privacy``, ``safety_injection``
    (:func:`~tinyrag_eval.metrics.safety.memo_safety_gate`)."""

    name, concurrent = "safety", True

    def __init__(self, settings: Settings):
        self.settings = settings

    def check(self, memo: MemoInput, into: Evaluation) -> None:
        from .metrics.safety import memo_safety_gate

        into.metrics.update({m.name: m for m in memo_safety_gate(memo.answer, settings=self.settings,
                                                                 contexts=list(memo.contexts))})


class JudgeCheck:
    """The rubric judge on the first ``n_contexts`` passages: ``Evaluation.judge``."""

    name, concurrent = "judge", True

    def __init__(self, judge: Any, n_contexts: int):
        self.judge, self.n_contexts = judge, n_contexts

    def check(self, memo: MemoInput, into: Evaluation) -> None:
        into.judge = self.judge.judge(list(memo.contexts[:self.n_contexts]), memo.answer)


class ResultCheck:
    """A check computed by a function of the memo into metric results (the pairwise comparison
    with the previous attempt, retrieval metrics against qrels)."""

    def __init__(self, name: str, fn: Any, *, concurrent: bool = False):
        self.name, self.fn, self.concurrent = name, fn, concurrent

    def check(self, memo: MemoInput, into: Evaluation) -> None:
        out = self.fn(memo)
        for m in ([out] if isinstance(out, MetricResult) else list(out.values()) if isinstance(out, dict) else out):
            into.metrics[m.name] = m


def retrieval_check(retrieval: RetrievalResult, qrels: dict[str, int]) -> ResultCheck:
    """Retrieval metrics of ``retrieval`` against graded relevance ``qrels``."""
    from .metrics.retrieval import retrieval_metric_results

    return ResultCheck("retrieval", lambda _memo: retrieval_metric_results(retrieval, qrels), concurrent=True)


def memo_checks(settings: Settings, evaluator: MemoEvaluator) -> list[MemoCheck]:
    """The checks every entry point runs on a memo: the memo metrics, and the safety gate when
    ``agent.safety_checks`` is on."""
    checks: list[MemoCheck] = [MetricsCheck(evaluator)]
    if settings.agent.safety_checks:
        checks.append(SafetyCheck(settings))
    return checks


def _finish(memo: MemoInput, into: Evaluation) -> Evaluation:
    return with_findings(into, memo.answer)


def evaluate(memo: MemoInput, checks: Sequence[MemoCheck]) -> Evaluation:
    """Every check on ``memo``, in order, into one evaluation with its evidence record."""
    into = Evaluation(memo_id=memo.memo_id())
    for c in checks:
        c.check(memo, into)
    return _finish(memo, into)


async def aevaluate(memo: MemoInput, checks: Sequence[MemoCheck]) -> Evaluation:
    """:func:`evaluate` for async callers: the concurrent checks together (each in a thread), then
    the others in order (e.g. a pairwise judge that shares the rubric judge's LLM)."""
    into = Evaluation(memo_id=memo.memo_id())
    parts = [Evaluation(memo_id=into.memo_id) for _ in checks]
    together = [(c, p) for c, p in zip(checks, parts, strict=True) if c.concurrent]
    await asyncio.gather(*(_acheck(c, memo, p) for c, p in together))
    for c, p in zip(checks, parts, strict=True):
        if not c.concurrent:
            await _acheck(c, memo, p)
    for p in parts:  # merged in the checks' order, whatever order they finished in
        into.metrics.update(p.metrics)
        if p.judge is not None:
            into.judge = p.judge
    return _finish(memo, into)
