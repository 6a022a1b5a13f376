"""Drivers of the memo workflow: run a topic, resume a reviewed run, restart an interrupted one.

    outcome = run_memo("Capital and earnings of Northwind Harbour Bank", services)
    outcome = decide_and_resume(outcome.review_id, "alice", "approve", services=services)

A run that escalates saves its workflow context in the store and returns ``escalated``; the
process may exit. :func:`aresume_review` restores the context in any later process.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from workflows import Context

from .. import tracing
from ..errors import TinyragError
from ..generation import EXTRACTIVE
from ..llm.usage import track_usage
from ..pipeline.own import check_same_pipeline
from ..pipeline.services import MemoServices
from ..schema import memo_topic
from .events import ProgressEvent, ReviewRequired, ReviewVerdict, RunOutcome, WorkflowError
from .memo_workflow import MemoWorkflow

OnEvent = Callable[[ProgressEvent], None]


async def _traced_drive(name: str, wf: MemoWorkflow, start: Any, on_event: OnEvent | None,
                        attributes: dict[str, Any]) -> RunOutcome:
    """``start()`` (the workflow's handler) driven to its outcome in one trace (the root span of the
    steps; with tracing off, a no-op) that ends with the run's outcome and its LLM usage."""
    tracing.ensure(wf.services.settings)
    with tracing.span(name, tracing.CHAIN, attributes) as sp, track_usage() as usage:
        outcome = await _drive(wf, start(), on_event)
        if sp.recording:
            from ..trace_attributes import run_outcome
            from ..trace_attributes import usage as usage_attributes

            sp.update({**run_outcome(outcome), **usage_attributes(usage)})
        return outcome


async def _drive(wf: MemoWorkflow, handler: Any, on_event: OnEvent | None) -> RunOutcome:
    async for ev in handler.stream_events():
        if isinstance(ev, ProgressEvent) and on_event is not None:
            on_event(ev)
        elif isinstance(ev, ReviewRequired):
            data = handler.ctx.to_dict()
            wf.store.save_workflow_context(ev.run_id, data, step="review")
            await handler.cancel_run()
            try:
                await handler
            except Exception:  # noqa: BLE001,S110 -- the cancellation we asked for
                pass
            att = wf.attempt(ev.attempt_id)
            return RunOutcome(run_id=ev.run_id, topic=att.memo.topic, status="escalated",
                              attempts=wf.store.count_attempts(ev.run_id), attempt_id=att.id,
                              decision=att.decision, review_id=ev.review_id, llm=att.memo.llm,
                              memo_cached=att.memo.cached, extractive=att.memo.llm == EXTRACTIVE,
                              calibrator_version=att.assessment.calibrator_version if att.assessment else None)
    result = await handler
    if not isinstance(result, RunOutcome):
        raise WorkflowError(f"the workflow ended without an outcome ({result!r})")
    return result


async def arun_memo(topic: str, services: MemoServices, *, run_id: str | None = None,
                    max_attempts: int | None = None, qrels: dict[str, int] | None = None,
                    on_event: OnEvent | None = None) -> RunOutcome:
    """Run the workflow on ``topic`` until it finalizes, is archived or waits for a reviewer
    (then its context is saved in the store and the outcome says ``escalated``)."""
    topic = memo_topic(topic)
    if max_attempts is not None and max_attempts < 1:
        raise ValueError(f"max attempts must be >= 1, not {max_attempts}")
    wf = MemoWorkflow(services)
    return await _traced_drive("memo run", wf, lambda: wf.run(
        topic=topic, memo_run_id=run_id, max_attempts=max_attempts, qrels=qrels), on_event,
        {tracing.INPUT_VALUE: topic, "tinyrag.run.id": run_id, tracing.SESSION_ID: run_id})


def run_memo(topic: str, services: MemoServices, **kwargs: Any) -> RunOutcome:
    return asyncio.run(arun_memo(topic, services, **kwargs))


async def aresume_review(review_id: str, services: MemoServices, *, on_event: OnEvent | None = None) -> RunOutcome:
    """Resume the paused run of a decided review item from its saved context."""
    store = services.store
    item = store.get_review(review_id)
    if item.status == "pending":
        raise WorkflowError(f"review {review_id} has no verdict yet")
    run = store.get_run(item.run_id)
    if run.status != "escalated":
        raise WorkflowError(f"run {run.id} is {run.status}, not waiting for a reviewer")
    if item.status == "changes_requested":  # the verdict runs the generator (and maybe the retriever) again
        check_same_pipeline(run, services)
    data = store.load_workflow_context(item.run_id)
    if data is None:
        raise WorkflowError(f"run {item.run_id} has no saved workflow context to resume")
    wf = MemoWorkflow(services)

    def start() -> Any:
        handler = wf.run(ctx=Context.from_dict(wf, data))
        handler.ctx.send_event(ReviewVerdict(review_id=review_id))
        return handler

    return await _traced_drive("memo run (review resumed)", wf, start, on_event, {
        tracing.INPUT_VALUE: run.topic, "tinyrag.run.id": run.id, tracing.SESSION_ID: run.id,
        "tinyrag.review.id": review_id, "tinyrag.review.verdict": item.status, "tinyrag.review.reviewer": item.reviewer})


def decide_and_resume(review_id: str, reviewer: str, verdict: str, notes: str = "", *,
                      edited_text: str | None = None, services: MemoServices,
                      on_event: OnEvent | None = None, failed: list[str] | None = None) -> RunOutcome:
    """Record a reviewer's verdict (``Store.decide_review``: a second reviewer gets
    ``ReviewConflictError``; ``failed``: the criteria the memo fails) and resume the paused
    workflow with it. Changes are not requested (nothing is recorded) when ``services`` hold
    another pipeline than the one that wrote the run
    (:class:`~tinyrag_eval.pipeline.own.PipelineMismatchError`)."""
    if verdict == "request_changes":
        store = services.store
        check_same_pipeline(store.get_run(store.get_review(review_id).run_id), services)
    services.store.decide_review(review_id, reviewer, verdict, notes, edited_text=edited_text, failed=failed)
    try:
        return asyncio.run(aresume_review(review_id, services, on_event=on_event))
    except TinyragError:
        raise  # ours say what went wrong already (the verdict stays recorded either way)
    except Exception as exc:  # the verdict stands: say so, and how to finish the run, not a traceback
        raise WorkflowError(f"review {review_id}: the verdict {verdict!r} is recorded, but resuming the run failed "
                            f"({type(exc).__name__}: {exc}); finish it with `tinyrag queue resume {review_id}`") from exc


async def aresume_run(run_id: str, services: MemoServices, *, on_event: OnEvent | None = None) -> RunOutcome:
    """Restart an interrupted run (e.g. the process was killed) from what the store holds:
    recorded attempts are reused, nothing is generated, recorded or exported twice."""
    run = services.store.get_run(run_id)
    if run.status in ("finalized", "archived"):
        raise WorkflowError(f"run {run_id} is already {run.status}")
    if run.status == "escalated":
        raise WorkflowError(f"run {run_id} waits for a reviewer: use `tinyrag queue`")
    check_same_pipeline(run, services)
    return await arun_memo(run.topic, services, run_id=run_id,
                           max_attempts=int(run.config.get("max_attempts") or services.settings.agent.max_attempts))
