"""The memo workflow: a LlamaIndex Workflow with typed events and human-in-the-loop pause/resume.

    Retrieve -> Generate -> Evaluate (memo metrics || rubric judge; retrieval metrics with labels)
      -> Assess (latest calibrator) -> Decide (agents.policy)
         -> Regenerate (back to Generate, or Retrieve with a rewritten query)
         -> Escalate (InputRequiredEvent: the context is saved in the store, the process may exit)
         -> Finalize -> Export (store.export_once + export.export_memo)

Python::

    from tinyrag_eval.workflows.run import decide_and_resume, run_memo
    from tinyrag_eval.pipeline.services import MemoServices
    services = MemoServices.create(index_dir=Path("tinyrag_index"))
    outcome = run_memo("Capital and earnings of Northwind Harbour Bank", services)
    outcome.status        # finalized | escalated | archived
    # later, maybe in another process:
    outcome = decide_and_resume(outcome.review_id, "alice", "approve", services=services)

The store is the source of truth: every attempt (retrieval lists, memo, evaluation, assessment,
decision) is recorded as it is made, and each step first looks for what is already recorded for
its attempt and reuses it. A step re-run after a restore, or a run restarted after a crash
(``resume_run``), therefore repeats no LLM call it already paid for, records nothing twice and
exports nothing twice (``Store.export_once``).

Each step here is an adapter: read the run state and the store, call the step function
(:mod:`.steps`, shared with the validation pipeline), record the result, emit the next event.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from workflows import Context, Workflow, step
from workflows.events import StartEvent, StopEvent

from ..agents.policy import PolicyOutcome
from ..errors import TinyragError
from ..feedback import build_feedback
from ..generation import EXTRACTIVE
from ..metrics.findings import findings_of
from ..pipeline import steps
from ..pipeline.services import MemoServices
from ..repair import plan_repair, recorded_backoff
from ..schema import GenerationFeedback, memo_topic
from ..store import AttemptRecord, ReviewRecord, Store
from .events import (
    AssessEvent,
    AttemptFailedError,
    DecideEvent,
    EvaluateEvent,
    ExportEvent,
    GenerateEvent,
    MemoRunState,
    ProgressEvent,
    RetrieveEvent,
    ReviewRequired,
    ReviewVerdict,
    RunOutcome,
    WorkflowError,
)

__all__ = ["MemoWorkflow"]
log = logging.getLogger(__name__)


class MemoWorkflow(Workflow):
    """See the module docstring. Start with ``topic`` (and optionally ``memo_run_id``,
    ``max_attempts``, ``qrels``: graded relevance of retrieval units for retrieval metrics)."""

    def __init__(self, services: MemoServices, **kwargs: Any):
        kwargs.setdefault("timeout", None)
        super().__init__(**kwargs)
        self.services = services
        self._records: dict[int, AttemptRecord] = {}
        """The attempts as this run last wrote or read them (store writes return the record), so a
        step reads an attempt from the store only when this process has not seen it (a resume)."""

    @property
    def store(self) -> Store:
        return self.services.store

    def _emit_progress(self, ctx: Context, run_id: str, stage: str, message: str, attempt: int = 0) -> None:
        ctx.write_event_to_stream(ProgressEvent(run_id=run_id, stage=stage, message=message, attempt=attempt))

    def keep(self, record: AttemptRecord) -> AttemptRecord:
        """Remember ``record`` as the attempt's latest state (what a store write returned)."""
        self._records[record.id] = record
        return record

    def attempt(self, attempt_id: int) -> AttemptRecord:
        """The attempt as last written by this run, else as recorded in the store."""
        return self._records.get(attempt_id) or self.keep(self.store.get_attempt(attempt_id))

    def _failed(self, ctx: Context, run_id: str, attempt: int, stage: str, exc: Exception) -> AttemptFailedError:
        """Record that ``stage`` of ``attempt`` raised (run status ``failed``, the exception in
        ``run.config["failures"]``) and the error that names it; the caller raises it."""
        if isinstance(exc, AttemptFailedError):
            return exc
        root: BaseException = exc
        while root.__cause__ is not None:  # the exception behind GenerationError / LLMCallError
            root = root.__cause__
        name = type(root).__qualname__
        what = {"retrieve": "the retriever", "generate": "the generator", "revise_query": "the query revision"}[stage]
        if isinstance(exc, TinyragError):  # ours, already naming what raised
            detail = f"{what} failed: {' '.join(str(exc).split())[:500]}"
        else:
            detail = f"{what} raised {name}: {' '.join(str(exc).split())[:500]}"
        failure = {"attempt": attempt, "stage": stage, "exception": name, "message": detail}
        hint = f"`tinyrag memo --resume {run_id}`"
        try:
            run = self.store.get_run(run_id)
            self.store.update_run_config(run_id, failures=[*(run.config.get("failures") or []), failure])
            self.store.set_run_status(run_id, "failed")
            decided = [r for r in self.store.reviews() if r.run_id == run_id and r.status != "pending"]
            if decided:  # the attempt came from a reviewer's verdict: resume that verdict
                hint = f"`tinyrag queue resume {decided[-1].id}`"
        except Exception:  # the store is down too: the error below still names the cause
            log.exception("recording the failure of run %s failed", run_id)
        self._emit_progress(ctx, run_id, "failed", detail, attempt)
        return AttemptFailedError(
            f"run {run_id}, attempt {attempt}: {detail}. Nothing was substituted; the run is recorded as failed. "
            f"Fix the cause, then {hint}", run_id=run_id, attempt=attempt, stage=stage, exception=name)

    def _recorded_attempt(self, run_id: str, number: int) -> AttemptRecord | None:
        seen = next((a for a in self._records.values() if a.run_id == run_id and a.number == number), None)
        if seen is not None:
            return seen
        found = self.store.attempt_by_number(run_id, number)
        return self.keep(found) if found is not None else None

    @step
    async def start(self, ctx: Context[MemoRunState], ev: StartEvent) -> RetrieveEvent:
        topic = memo_topic(ev.get("topic") or "")
        s = self.services.settings
        max_attempts = int(ev.get("max_attempts") or s.agent.max_attempts)
        run = self.store.start_run(topic, run_id=ev.get("memo_run_id"), config={
            "max_attempts": max_attempts, "index_dir": str(self.services.index_dir or s.index_dir),
            "out_dir": str(self.services.out_dir or s.export.out_dir),
            "pipeline": self.services.pipeline_identity()})
        self.store.set_run_status(run.id, "running")
        # a resumed run: its recorded state (a reviewer's extra attempt, query rewrites) stands
        max_attempts = max(max_attempts, int(run.config.get("max_attempts") or 0))
        await ctx.store.set_state(MemoRunState(run_id=run.id, topic=topic, max_attempts=max_attempts,
                                               query_rewrites=int(run.config.get("query_rewrites") or 0),
                                               qrels=ev.get("qrels")))
        self._emit_progress(ctx, run.id, "start", f"run {run.id}: {topic!r}, up to {max_attempts} attempt(s)")
        return RetrieveEvent(query=topic, attempt=1)

    @step
    async def retrieve(self, ctx: Context[MemoRunState], ev: RetrieveEvent) -> GenerateEvent:
        run_id = (await ctx.store.get_state()).run_id
        done = self._recorded_attempt(run_id, ev.attempt)
        if done is not None and done.retrieval is not None:
            retrieval = done.retrieval
            self._emit_progress(ctx, run_id, "retrieve", "retrieval already recorded for this attempt (reused)",
                                ev.attempt)
        else:
            if ev.query_note:
                self._emit_progress(ctx, run_id, "retrieve", ev.query_note, ev.attempt)
            try:
                retrieval = await asyncio.to_thread(steps.retrieve, self.services, ev.query, ev.hyde)
            except Exception as exc:  # the team's retriever raised: the attempt fails, named
                raise self._failed(ctx, run_id, ev.attempt, "retrieve", exc) from exc
            self._emit_progress(ctx, run_id, "retrieve", steps.retrieval_line(retrieval, ev.query), ev.attempt)
        return GenerateEvent(attempt=ev.attempt, retrieval=retrieval, feedback=ev.feedback)

    @step
    async def generate(self, ctx: Context[MemoRunState], ev: GenerateEvent) -> EvaluateEvent:
        state = await ctx.store.get_state()
        done = self._recorded_attempt(state.run_id, ev.attempt)
        if done is not None:
            self._emit_progress(ctx, state.run_id, "generate", f"memo {done.memo.id} already recorded (reused)",
                                ev.attempt)
            return EvaluateEvent(attempt_id=done.id)
        fb = ev.feedback
        extractive = steps.extractive_reason(self.services.settings, ev.attempt, state.max_attempts, fb)
        self._emit_progress(ctx, state.run_id, "generate", "writing the extractive memo (last attempt)"
                            if extractive else "writing the memo" + (" with feedback" if fb else ""), ev.attempt)
        try:
            memo = await asyncio.to_thread(steps.generate, self.services, state.topic, ev.retrieval,
                                           memo_id=f"{state.run_id}-a{ev.attempt}", attempt=ev.attempt, feedback=fb,
                                           extractive=extractive)
        except Exception as exc:  # the generator (the team's LLM) raised: the attempt fails, named
            raise self._failed(ctx, state.run_id, ev.attempt, "generate", exc) from exc
        att = self.keep(self.store.add_attempt(state.run_id, memo, ev.retrieval))
        self._emit_progress(ctx, state.run_id, "generate", f"{len(memo.sentences)} sentence(s) by {memo.llm}"
                            + (" (from the LLM cache)" if memo.cached else "")
                            + (f"; notes: {'; '.join(memo.notes)}" if memo.notes else ""), ev.attempt)
        return EvaluateEvent(attempt_id=att.id)

    @step
    async def evaluate(self, ctx: Context[MemoRunState], ev: EvaluateEvent) -> AssessEvent:
        state = await ctx.store.get_state()
        att = self.attempt(ev.attempt_id)
        if att.evaluation is not None:
            self._emit_progress(ctx, state.run_id, "evaluate", "evaluation already recorded (reused)", att.number)
            return AssessEvent(attempt_id=att.id)
        self._emit_progress(ctx, state.run_id, "evaluate", "memo metrics and rubric judge", att.number)
        before = self._recorded_attempt(state.run_id, att.number - 1) if att.number > 1 else None
        evaluation = await steps.evaluate_attempt(self.services, att.memo, att.retrieval, state.qrels,
                                                  before.memo if before is not None else None)
        self.keep(self.store.add_evaluation(att.id, evaluation))
        self._emit_progress(ctx, state.run_id, "evaluate", steps.evaluation_summary(evaluation), att.number)
        return AssessEvent(attempt_id=att.id)

    @step
    async def assess(self, ctx: Context[MemoRunState], ev: AssessEvent) -> DecideEvent:
        run_id = (await ctx.store.get_state()).run_id
        att = self.attempt(ev.attempt_id)
        assert att.evaluation is not None
        asm, cert = await asyncio.to_thread(steps.assess_attempt, self.services, att.evaluation, att.memo,
                                            att.assessment)
        if att.assessment is None:
            self.keep(self.store.add_assessment(att.id, asm))
        self._emit_progress(ctx, run_id, "assess", steps.assessment_line(asm, cert.reason), att.number)
        return DecideEvent(attempt_id=att.id, certification=cert)

    @step
    async def decide(self, ctx: Context[MemoRunState], ev: DecideEvent) -> (
            RetrieveEvent | GenerateEvent | EvaluateEvent | ReviewRequired | ExportEvent):
        state = await ctx.store.get_state()
        att = self.attempt(ev.attempt_id)
        case: dict[str, Any] = {"attempt": att.number, "memo": att.memo, "evaluation": att.evaluation,
                                "assessment": att.assessment, "query_rewrites": state.query_rewrites}
        # in a thread: with agent.stages llm_verifier the Decide step may call the LLM verifier
        outcome = await asyncio.to_thread(steps.decide_attempt, self.services, certification=ev.certification,
                                          max_attempts=state.max_attempts, retrieval=att.retrieval, **case)
        # a repair is mechanical and its result is decided again: the LLM agent decides that one
        if self.services.settings.agent.mode == "llm" and att.decision is None and outcome.decision.action != "repair":
            agent = self.services.get_decision_agent()
            self._emit_progress(ctx, state.run_id, "decide", f"asking the LLM decision agent ({agent.name})",
                                att.number)
            outcome = await agent.decide(outcome, max_attempts=state.max_attempts, **case)
        if att.decision is not None and att.decision.action != outcome.decision.action:
            # recorded before a restart: the record stands
            outcome = PolicyOutcome(decision=att.decision, feedback=build_feedback(att.memo, att.evaluation))
        elif att.decision is None:
            self.keep(self.store.add_decision(att.id, outcome.decision))
            if outcome.decision.stage is not None:  # the cascade: which stage decided, LLM calls made and saved
                self.store.update_run_config(state.run_id, **steps.cascade_run_config(
                    self.store.get_run(state.run_id).config or {}, outcome.decision))
        decision = outcome.decision
        self._emit_progress(ctx, state.run_id, "decide", f"{decision.action.upper()}: " + "; ".join(decision.reasons),
                            att.number)
        if decision.action == "finalize":
            return ExportEvent(attempt_id=att.id, decision=decision)
        if decision.action == "regenerate":
            return await self._regenerate(ctx, state, att, outcome)
        if decision.action == "repair":
            return self._repair(ctx, state, att, outcome)
        item = self.store.enqueue_review(att.id, reasons=decision.reasons)
        self.store.set_run_status(state.run_id, "escalated")
        self._emit_progress(ctx, state.run_id, "escalate", f"queued for human review as {item.id}", att.number)
        return ReviewRequired(run_id=state.run_id, review_id=item.id, attempt_id=att.id, reasons=decision.reasons)

    def _repair(self, ctx: Context[MemoRunState], state: MemoRunState, att: AttemptRecord,
                outcome: PolicyOutcome) -> EvaluateEvent:
        """The repaired memo as the next attempt (recorded once), then evaluated like any attempt."""
        nxt = att.number + 1
        done = self._recorded_attempt(state.run_id, nxt)
        if done is None:
            # a decision recorded before a restart carries no plan: the plan is a function of the record
            plan = outcome.repair or plan_repair(att.memo, findings_of(att.evaluation, att.memo.text),
                                                 backoff=recorded_backoff(att.decision))
            if not plan.applicable:
                raise WorkflowError(f"run {state.run_id}: attempt {att.number} was decided 'repair' but its record "
                                    f"gives no repair ({plan.reason})")
            memo = steps.repair_attempt(att.memo, plan, memo_id=f"{state.run_id}-a{nxt}", attempt=nxt)
            done = self.keep(self.store.add_attempt(state.run_id, memo, att.retrieval))
        self._emit_progress(ctx, state.run_id, "repair", "; ".join(done.memo.notes[:1]) or "repaired", nxt)
        return EvaluateEvent(attempt_id=done.id)

    async def _regenerate(self, ctx: Context[MemoRunState], state: MemoRunState, att: AttemptRecord,
                          outcome: PolicyOutcome) -> RetrieveEvent | GenerateEvent:
        nxt = att.number + 1
        fb = outcome.feedback or GenerationFeedback()
        if outcome.revise_query and self._recorded_attempt(state.run_id, nxt) is None:
            query = att.retrieval.query if att.retrieval else state.topic
            try:
                new_query, hyde, note = await steps.revise_query(self.services, state.topic, query,
                                                                 outcome.retrieval_reason)
            except Exception as exc:  # the generator's LLM raised while rewriting the query
                raise self._failed(ctx, state.run_id, nxt, "revise_query", exc) from exc
            async with ctx.store.edit_state() as edit:
                edit.query_rewrites = state.query_rewrites + 1
            self.store.update_run_config(state.run_id, query_rewrites=state.query_rewrites + 1)
            return RetrieveEvent(query=new_query, attempt=nxt, feedback=fb, query_note=note, hyde=hyde)
        if att.retrieval is None:
            return RetrieveEvent(query=state.topic, attempt=nxt, feedback=fb)
        return GenerateEvent(attempt=nxt, retrieval=att.retrieval, feedback=fb)

    @step
    async def apply_verdict(self, ctx: Context[MemoRunState], ev: ReviewVerdict) -> (
            ExportEvent | RetrieveEvent | GenerateEvent | StopEvent):
        state = await ctx.store.get_state()
        item = self.store.get_review(ev.review_id)
        if item.run_id != state.run_id:
            raise WorkflowError(f"review {item.id} belongs to run {item.run_id}, not {state.run_id}")
        att = self.attempt(item.attempt_id)
        self._emit_progress(ctx, state.run_id, "review", f"{item.reviewer or 'a reviewer'}: {item.status}"
                            + (f" ({item.notes})" if item.notes else ""), att.number)
        if item.status == "pending":
            raise WorkflowError(f"review {item.id} has no verdict yet")
        if item.status == "approved":
            return ExportEvent(attempt_id=att.id, by_human=True, decision=steps.approved_decision(item))
        if item.status == "edited":
            return await self._edited(ctx, state, att, item)
        if item.status == "changes_requested":
            nxt = att.number + 1
            async with ctx.store.edit_state() as edit:
                edit.max_attempts = max(edit.max_attempts, nxt)
            self.store.update_run_config(state.run_id, max_attempts=max(state.max_attempts, nxt))
            fb = build_feedback(att.memo, att.evaluation, self.services.settings.agent.feedback_items)
            fb.reviewer_notes = item.notes
            self.store.set_run_status(state.run_id, "running")
            if att.retrieval is None:  # nothing recorded to write from: retrieve again for the topic
                return RetrieveEvent(query=state.topic, attempt=nxt, feedback=fb)
            return GenerateEvent(attempt=nxt, retrieval=att.retrieval, feedback=fb)
        # rejected: archived; nothing is deleted
        self.store.set_run_status(state.run_id, "archived", finished=True)
        return StopEvent(result=RunOutcome(
            run_id=state.run_id, topic=att.memo.topic, status="archived", attempts=self.store.count_attempts(state.run_id),
            attempt_id=att.id, review_id=item.id, decision=att.decision, llm=att.memo.llm,
            memo_cached=att.memo.cached, extractive=att.memo.llm == EXTRACTIVE,
            calibrator_version=att.assessment.calibrator_version if att.assessment else None))

    async def _edited(self, ctx: Context[MemoRunState], state: MemoRunState, att: AttemptRecord,
                      item: ReviewRecord) -> ExportEvent:
        nxt = att.number + 1
        done = self._recorded_attempt(state.run_id, nxt)
        if done is None:
            memo = steps.edited_memo(att, item, memo_id=f"{state.run_id}-a{nxt}", number=nxt)
            done = self.keep(self.store.add_attempt(state.run_id, memo, att.retrieval))
        if done.evaluation is None:
            self._emit_progress(ctx, state.run_id, "evaluate", "re-evaluating the edited memo", nxt)
            done = self.keep(self.store.add_evaluation(done.id, await steps.evaluate_attempt(
                self.services, done.memo, done.retrieval, state.qrels)))
        assert done.evaluation is not None
        if done.assessment is None:
            asm, _ = await asyncio.to_thread(steps.assess_attempt, self.services, done.evaluation, done.memo)
            done = self.keep(self.store.add_assessment(done.id, asm))
        decision = steps.edited_decision(item, done.memo, done.evaluation)
        if done.decision is None:
            self.keep(self.store.add_decision(done.id, decision))
        return ExportEvent(attempt_id=done.id, decision=decision, by_human=True)

    @step
    async def export(self, ctx: Context[MemoRunState], ev: ExportEvent) -> StopEvent:
        run_id = (await ctx.store.get_state()).run_id
        att = self.attempt(ev.attempt_id)
        rec, now = await asyncio.to_thread(steps.export, self.services, att, ev.decision)
        self.store.set_run_status(run_id, "finalized", finished=True)
        self._emit_progress(ctx, run_id, "export", ("exported " if now else "already exported ")
                            + " and ".join(rec.files.values()), att.number)
        return StopEvent(result=RunOutcome(
            run_id=run_id, topic=att.memo.topic, status="finalized", attempts=self.store.count_attempts(run_id),
            attempt_id=att.id, decision=ev.decision, files=rec.files,
            exported_now=now, llm=att.memo.llm, memo_cached=att.memo.cached, extractive=att.memo.llm == EXTRACTIVE,
            calibrator_version=att.assessment.calibrator_version if att.assessment else None))
