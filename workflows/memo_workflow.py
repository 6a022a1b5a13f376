"""The memo workflow: a LlamaIndex Workflow with typed events and human-in-the-loop pause/resume.

    Retrieve -> Generate -> Evaluate (memo metrics || rubric judge; retrieval metrics with labels)
      -> Assess (latest calibrator) -> Decide (agents.policy)
         -> Regenerate (back to Generate, or Retrieve with a rewritten query)
         -> Escalate (InputRequiredEvent: the context is saved in the store, the process may exit)
         -> Finalize -> Export (store.export_once + export.export_memo)

Python::

    from tinyrag_eval.workflows import MemoServices, run_memo, decide_and_resume
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
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field
from workflows.events import Event, HumanResponseEvent, InputRequiredEvent, StartEvent, StopEvent

from workflows import Context, Workflow, step

from ..agents.policy import Certification, PolicyOutcome, build_feedback, decide
from ..config import Settings, get_settings
from ..generation import GenerationFeedback, MemoGenerator, memo_text, parse_memo_reply
from ..schema import (
    Assessment,
    CriterionAssessment,
    Decision,
    Evaluation,
    Memo,
    MetricResult,
    RetrievalResult,
)
from ..store import AttemptRecord, Store

HUMAN_EDIT = "human-edit"


class WorkflowError(RuntimeError):
    """The workflow cannot go on (e.g. resuming a run that is not waiting for a reviewer)."""


# --------------------------------------------------------------------------- events


class Progress(Event):
    """Streamed to the caller (the CLI's live display); not part of the control flow."""

    run_id: str
    stage: str
    message: str
    attempt: int = 0


class MemoRunState(BaseModel):
    """The run's state in the workflow Context (saved with it when the run pauses); every field
    has a default, so the Context can create it."""

    run_id: str = ""
    topic: str = ""
    max_attempts: int = 3
    query_rewrites: int = 0
    qrels: dict[str, int] | None = None


class RetrieveEvent(Event):
    query: str
    attempt: int
    feedback: GenerationFeedback | None = None
    query_note: str = ""
    hyde: str = ""  # a hypothetical passage: the dense stage searches with its embedding (HyDE)


class GenerateEvent(Event):
    attempt: int
    retrieval: RetrievalResult
    feedback: GenerationFeedback | None = None


class EvaluateEvent(Event):
    attempt_id: int


class AssessEvent(Event):
    attempt_id: int


class DecideEvent(Event):
    attempt_id: int
    certification: Certification


class ExportEvent(Event):
    attempt_id: int
    decision: Decision
    by_human: bool = False


class ReviewRequired(InputRequiredEvent):
    """The workflow waits for a human verdict on ``review_id`` (the process may exit now)."""

    run_id: str
    review_id: str
    attempt_id: int
    reasons: list[str] = Field(default_factory=list)


class ReviewVerdict(HumanResponseEvent):
    """Sent on resume; the verdict itself is read from the store (``Store.decide_review``)."""

    review_id: str


class RunOutcome(BaseModel):
    run_id: str
    topic: str
    status: Literal["finalized", "escalated", "archived"]
    attempts: int
    attempt_id: int | None = None
    decision: Decision | None = None
    review_id: str | None = None
    markdown_path: str | None = None
    pdf_path: str | None = None
    exported_now: bool = False
    calibrator_version: str | None = None
    llm: str | None = None


# --------------------------------------------------------------------------- services


class Assessor(Protocol):
    def assess(self, evaluation: Evaluation, criterion: str) -> tuple[Assessment, Certification]: ...


def uncalibrated(reason: str, alpha: float, criterion: str) -> tuple[Assessment, Certification]:
    """The explicit 'uncalibrated' assessment: the uninformative set {0,1}, no version. The
    probability 0.5 is a placeholder, not an estimate; the policy never finalizes it."""
    return (Assessment(per_criterion={criterion: CriterionAssessment(probability=0.5, prediction_set=[0, 1])},
                       alpha=alpha, calibrator_version=None),
            Certification(reason=reason))


class CalibratorAssessor:
    """The latest calibrator version of ``calibration.store_dir`` (re-read on every call, so a
    new ``tinyrag calibrate`` version is used by the next assessment)."""

    def __init__(self, settings: Settings | None = None, root: Path | None = None):
        self.settings = settings or get_settings()
        self.root = Path(root or self.settings.calibration.store_dir)
        self._cache: tuple[str, Any] | None = None

    def load(self) -> Any | None:
        from ..calibration import Calibrator, list_versions

        versions = list_versions(self.root)
        if not versions:
            return None
        if self._cache is None or self._cache[0] != versions[-1]:
            self._cache = (versions[-1], Calibrator.load(self.root / versions[-1]))
        return self._cache[1]

    def assess(self, evaluation: Evaluation, criterion: str) -> tuple[Assessment, Certification]:
        from .feedback_loop import calibration_features

        alpha = self.settings.calibration.alpha
        try:
            cal = self.load()
        except (OSError, ValueError) as exc:
            return uncalibrated(f"the calibrator in {self.root} cannot be loaded: {exc}", alpha, criterion)
        if cal is None:
            return uncalibrated(f"no calibrator version in {self.root} (run `tinyrag calibrate`)", alpha, criterion)
        version = cal.metadata.get("version")
        if cal.label_scheme != "binary":
            return uncalibrated(f"calibrator {version} has {cal.label_scheme} labels; the policy needs binary "
                                "acceptable/unacceptable labels", alpha, criterion)
        row = calibration_features(evaluation)
        try:
            asm = cal.assess(row, criterion=criterion)
            fin = bool(cal.finalize([row])[0]) if cal.controller is not None else False
        except ValueError as exc:
            return uncalibrated(f"calibrator {version} cannot score this memo: {exc}", alpha, criterion)
        meta = cal.metadata
        return asm, Certification(calibrator_version=version, threshold=meta.get("finalize_threshold"),
                                  risk_certified=fin, epsilon=meta.get("epsilon"), delta=meta.get("delta"))


@dataclass
class MemoServices:
    """What the workflow steps use; every part can be replaced (tests inject fakes)."""

    store: Store
    generator: MemoGenerator
    assessor: Assessor
    retriever: Any = None  # .retrieve(query) -> RetrievalResult; built lazily from index_dir
    evaluator: Any = None  # .evaluate(MemoInput) -> Evaluation; None = no memo metrics
    judge: Any = None  # .judge(context, memo) -> JudgeVerdict; None = no judge
    settings: Settings = field(default_factory=get_settings)
    index_dir: Path | None = None
    out_dir: Path | None = None
    export: Callable[..., Any] | None = None  # export.export_memo by default
    pdf: bool | None = None
    decision_agent: Any = None  # agents.llm_agent.LLMDecisionAgent (agent.mode = "llm"); built lazily
    pairwise: Any = None  # judges.pairwise.PairwiseJudge (agent.compare_attempts); built lazily

    @classmethod
    def create(cls, *, settings: Settings | None = None, index_dir: Path | None = None,
               out_dir: Path | None = None, store: Store | None = None, judge: bool = True,
               llm: Any = None) -> MemoServices:
        """The offline defaults: configured LLM (shared by generator and judge), memo metrics,
        rubric judge, latest calibrator of ``calibration.store_dir``, the configured store."""
        from ..metrics.memo import MemoEvaluator

        s = settings or get_settings()
        gen = MemoGenerator(llm, s)
        services = cls(store=store or Store.open(settings=s), generator=gen, assessor=CalibratorAssessor(s),
                       evaluator=MemoEvaluator(s), settings=s, index_dir=index_dir, out_dir=out_dir)
        if judge:
            services.judge = _LazyJudge(gen, s)
        return services

    def get_pairwise(self) -> Any:
        if self.pairwise is None:
            from ..judges.pairwise import PairwiseJudge

            self.pairwise = PairwiseJudge(self.generator._llm(), self.settings)
        return self.pairwise

    def get_decision_agent(self) -> Any:
        if self.decision_agent is None:
            from ..agents.llm_agent import LLMDecisionAgent

            self.decision_agent = LLMDecisionAgent(self.generator._llm().llm, self.settings)
        return self.decision_agent

    @classmethod
    def for_run(cls, run: Any, *, store: Store, settings: Settings | None = None,
                judge: bool = True) -> MemoServices:
        """The offline defaults for resuming ``run`` (a :class:`~tinyrag_eval.store.RunRecord`):
        its recorded index and output folders (else the settings'), on ``store``."""
        cfg = run.config or {}
        return cls.create(settings=settings, store=store, judge=judge,
                          index_dir=Path(cfg["index_dir"]) if cfg.get("index_dir") else None,
                          out_dir=Path(cfg["out_dir"]) if cfg.get("out_dir") else None)

    def get_retriever(self) -> Any:
        if self.retriever is None:
            from ..retrieval import open_retriever

            index = self.index_dir or self.settings.index_dir
            self.retriever = open_retriever(Path(index), self.settings)
        return self.retriever


class _LazyJudge:
    """The rubric judge on the generator's LLM, built on first use (no model load before)."""

    def __init__(self, generator: MemoGenerator, settings: Settings):
        self.generator, self.settings, self._judge = generator, settings, None

    def judge(self, context: Any, memo: str, reference: str | None = None) -> Any:
        if self._judge is None:
            from ..judges.rubric import RubricJudge

            self._judge = RubricJudge(self.generator._llm().llm, self.settings)
        return self._judge.judge(context, memo, reference)


async def evaluate_memo(services: MemoServices, memo: Memo, retrieval: RetrievalResult | None,
                        qrels: dict[str, int] | None = None, previous: Memo | None = None) -> Evaluation:
    """The Evaluate step on one memo: the memo metrics, the rubric judge and the safety gate
    (concurrently, each when ``services`` / ``agent.safety_checks`` has it) on ``retrieval``'s
    context, the pairwise comparison with ``previous`` (``agent.compare_attempts``), plus
    retrieval metrics when ``qrels`` (graded relevance of retrieval units) are given. Used by the
    workflow and by :class:`tinyrag_eval.validation.pipeline.ValidationPipeline`."""
    from ..metrics.memo import MemoInput
    from ..metrics.retrieval import retrieval_metric_results

    contexts = [sc.chunk.text for sc in retrieval.context] if retrieval else []
    tasks: list[Any] = []
    ev_task = j_task = s_task = None
    if services.evaluator is not None:
        ev_task = asyncio.to_thread(services.evaluator.evaluate,
                                    MemoInput(id=memo.id, query=memo.topic, contexts=contexts, answer=memo.text))
        tasks.append(ev_task)
    if services.judge is not None:
        n = services.settings.generation.context_chunks
        j_task = asyncio.to_thread(services.judge.judge, [c for c in contexts[:n]], memo.text)
        tasks.append(j_task)
    if services.settings.agent.safety_checks:
        from ..metrics.safety import memo_safety_gate

        s_task = asyncio.to_thread(memo_safety_gate, memo.text, settings=services.settings)
        tasks.append(s_task)
    results = await asyncio.gather(*tasks)
    evaluation = results[0] if ev_task is not None else Evaluation(memo_id=memo.id)
    evaluation = evaluation.model_copy(update={"memo_id": memo.id})
    if j_task is not None:
        evaluation.judge = results[1 if ev_task is not None else 0]
    if s_task is not None:
        evaluation.metrics.update({m.name: m for m in results[-1]})
    if previous is not None and services.settings.agent.compare_attempts:
        # after the others: the pairwise judge shares the LLM with the rubric judge
        pairwise = await asyncio.to_thread(_compare_attempts, services.get_pairwise(), memo, previous)
        evaluation.metrics[pairwise.name] = pairwise
    if qrels and retrieval is not None:
        evaluation.metrics.update(retrieval_metric_results(retrieval, qrels))
    return evaluation


# --------------------------------------------------------------------------- the workflow


def _ids(memo: Memo, retrieval: RetrievalResult | None) -> list[str]:
    return [sc.chunk.id for sc in retrieval.context] if retrieval else []


class MemoWorkflow(Workflow):
    """See the module docstring. Start with ``topic`` (and optionally ``run_id``,
    ``max_attempts``, ``qrels``: graded relevance of retrieval units for retrieval metrics)."""

    def __init__(self, services: MemoServices, **kwargs: Any):
        kwargs.setdefault("timeout", None)
        super().__init__(**kwargs)
        self.services = services

    # -- helpers
    @property
    def store(self) -> Store:
        return self.services.store

    def _say(self, ctx: Context, run_id: str, stage: str, message: str, attempt: int = 0) -> None:
        ctx.write_event_to_stream(Progress(run_id=run_id, stage=stage, message=message, attempt=attempt))

    def _existing(self, run_id: str, number: int) -> AttemptRecord | None:
        return next((a for a in self.store.attempts(run_id) if a.number == number), None)

    def _retrieve(self, query: str, hyde: str = "") -> RetrievalResult:
        retriever = self.services.get_retriever()
        if not hyde:
            return retriever.retrieve(query)
        from ..embedding import encode

        return retriever.retrieve(query, query_embedding=encode([hyde], self.services.settings)[0])

    async def _revise_query(self, topic: str, query: str, reason: str) -> tuple[str, str, str]:
        """(query, HyDE passage or '', note): the configured query revision (agent.query_revision)."""
        gen = self.services.generator
        if self.services.settings.agent.query_revision == "hyde":
            if getattr(self.services.get_retriever(), "stage1", "dense") == "bm25":
                note = "HyDE needs a dense stage 1 (this index retrieves with BM25 only): rewriting the query instead"
            else:
                passage, note = await asyncio.to_thread(gen.hyde_passage, topic, reason)
                if passage:
                    return topic, passage, note
            new_q, why = await asyncio.to_thread(gen.rewrite_query, topic, query, reason)
            return new_q, "", f"{note}; {why}"
        new_q, note = await asyncio.to_thread(gen.rewrite_query, topic, query, reason)
        return new_q, "", note

    # -- steps
    @step
    async def start(self, ctx: Context[MemoRunState], ev: StartEvent) -> RetrieveEvent:
        topic = (ev.get("topic") or "").strip()
        if not topic:
            raise ValueError("memo topic is empty")
        s = self.services.settings
        max_attempts = int(ev.get("max_attempts") or s.agent.max_attempts)
        run = self.store.start_run(topic, run_id=ev.get("memo_run_id"), config={
            "max_attempts": max_attempts, "index_dir": str(self.services.index_dir or s.index_dir),
            "out_dir": str(self.services.out_dir or s.export.out_dir)})
        self.store.set_run_status(run.id, "running")
        await ctx.store.set_state(MemoRunState(run_id=run.id, topic=topic, max_attempts=max_attempts,
                                               qrels=ev.get("qrels")))
        self._say(ctx, run.id, "start", f"run {run.id}: {topic!r}, up to {max_attempts} attempt(s)")
        return RetrieveEvent(query=topic, attempt=1)

    @step
    async def retrieve(self, ctx: Context[MemoRunState], ev: RetrieveEvent) -> GenerateEvent:
        run_id = (await ctx.store.get_state()).run_id
        done = self._existing(run_id, ev.attempt)
        if done is not None and done.retrieval is not None:
            retrieval = done.retrieval
            self._say(ctx, run_id, "retrieve", "retrieval already recorded for this attempt (reused)", ev.attempt)
        else:
            if ev.query_note:
                self._say(ctx, run_id, "retrieve", ev.query_note, ev.attempt)
            retrieval = await asyncio.to_thread(self._retrieve, ev.query, ev.hyde)
            top = retrieval.context[0].chunk.id if retrieval.context else "nothing"
            self._say(ctx, run_id, "retrieve", f"{len(retrieval.candidates)} candidates, "
                      f"{len(retrieval.context)} reranked (top {top}) for {ev.query!r}", ev.attempt)
        return GenerateEvent(attempt=ev.attempt, retrieval=retrieval, feedback=ev.feedback)

    @step
    async def generate(self, ctx: Context[MemoRunState], ev: GenerateEvent) -> EvaluateEvent:
        state = await ctx.store.get_state()
        run_id, topic = state.run_id, state.topic
        done = self._existing(run_id, ev.attempt)
        if done is not None:
            self._say(ctx, run_id, "generate", f"memo {done.memo.id} already recorded (reused)", ev.attempt)
            return EvaluateEvent(attempt_id=done.id)
        retrieval, fb = ev.retrieval, ev.feedback
        extractive = ""
        if (self.services.settings.generation.extractive_last_attempt and ev.attempt > 1
                and ev.attempt >= state.max_attempts and not (fb and fb.reviewer_notes.strip())):
            extractive = (f"last attempt ({ev.attempt}) after {ev.attempt - 1} LLM attempt(s) that were not "
                          "certified (generation.extractive_last_attempt)")
        self._say(ctx, run_id, "generate", "writing the extractive memo (last attempt)" if extractive else
                  "writing the memo" + (" with feedback" if fb else ""), ev.attempt)
        memo = await asyncio.to_thread(self.services.generator.generate, topic, retrieval,
                                       memo_id=f"{run_id}-a{ev.attempt}", attempt=ev.attempt, feedback=fb,
                                       extractive=extractive)
        att = self.store.add_attempt(run_id, memo, retrieval)
        self._say(ctx, run_id, "generate", f"{len(memo.sentences)} sentence(s) by {memo.llm}"
                  + (f"; notes: {'; '.join(memo.notes)}" if memo.notes else ""), ev.attempt)
        return EvaluateEvent(attempt_id=att.id)

    async def _evaluate(self, memo: Memo, retrieval: RetrievalResult | None, qrels: Any,
                        previous: Memo | None = None) -> Evaluation:
        return await evaluate_memo(self.services, memo, retrieval, qrels, previous)

    @step
    async def evaluate(self, ctx: Context[MemoRunState], ev: EvaluateEvent) -> AssessEvent:
        state = await ctx.store.get_state()
        run_id = state.run_id
        att = self.store.get_attempt(ev.attempt_id)
        if att.evaluation is not None:
            self._say(ctx, run_id, "evaluate", "evaluation already recorded (reused)", att.number)
            return AssessEvent(attempt_id=att.id)
        self._say(ctx, run_id, "evaluate", "memo metrics and rubric judge", att.number)
        before = self._existing(run_id, att.number - 1) if att.number > 1 else None
        evaluation = await self._evaluate(att.memo, att.retrieval, state.qrels,
                                          before.memo if before is not None else None)
        self.store.add_evaluation(att.id, evaluation)
        self._say(ctx, run_id, "evaluate", _summary(evaluation), att.number)
        return AssessEvent(attempt_id=att.id)

    @step
    async def assess(self, ctx: Context[MemoRunState], ev: AssessEvent) -> DecideEvent:
        run_id = (await ctx.store.get_state()).run_id
        att = self.store.get_attempt(ev.attempt_id)
        criterion = self.services.settings.agent.criterion
        assert att.evaluation is not None
        asm, cert = await asyncio.to_thread(self.services.assessor.assess, att.evaluation, criterion)
        if att.assessment is not None and att.assessment != asm:
            # recorded before a restart with another calibrator: keep the record, certify nothing
            asm, cert = att.assessment, Certification(
                calibrator_version=att.assessment.calibrator_version,
                reason="" if att.assessment.calibrator_version else cert.reason)
        elif att.assessment is None:
            self.store.add_assessment(att.id, asm)
        ca = asm.per_criterion.get(criterion)
        if asm.calibrator_version is None:
            msg = f"uncalibrated: {cert.reason}"
        else:
            msg = (f"calibrator {asm.calibrator_version}: P({criterion}) = {ca.probability:.2f}, "
                   f"set {_set(ca.prediction_set)} at alpha={asm.alpha:g}" if ca else "no criterion")
        self._say(ctx, run_id, "assess", msg, att.number)
        return DecideEvent(attempt_id=att.id, certification=cert)

    @step
    async def decide_step(self, ctx: Context[MemoRunState], ev: DecideEvent) -> RetrieveEvent | GenerateEvent | ReviewRequired | ExportEvent:
        state = await ctx.store.get_state()
        run_id, topic, rewrites = state.run_id, state.topic, state.query_rewrites
        att = self.store.get_attempt(ev.attempt_id)
        outcome: PolicyOutcome = decide(
            attempt=att.number, memo=att.memo, evaluation=att.evaluation, assessment=att.assessment,
            certification=ev.certification, max_attempts=state.max_attempts, query_rewrites=rewrites,
            settings=self.services.settings)
        if self.services.settings.agent.mode == "llm" and att.decision is None:
            agent = self.services.get_decision_agent()
            self._say(ctx, run_id, "decide", f"asking the LLM decision agent ({agent.name})", att.number)
            outcome = await agent.decide(outcome, attempt=att.number, max_attempts=state.max_attempts,
                                         memo=att.memo, evaluation=att.evaluation, assessment=att.assessment,
                                         query_rewrites=rewrites)
        decision = outcome.decision
        if att.decision is not None and att.decision.action != decision.action:
            decision = att.decision  # recorded before a restart: the record stands
            outcome = PolicyOutcome(decision=decision, feedback=build_feedback(att.memo, att.evaluation))
        elif att.decision is None:
            self.store.add_decision(att.id, decision)
        self._say(ctx, run_id, "decide", f"{decision.action.upper()}: " + "; ".join(decision.reasons), att.number)
        if decision.action == "finalize":
            return ExportEvent(attempt_id=att.id, decision=decision)
        if decision.action == "regenerate":
            nxt = att.number + 1
            fb = outcome.feedback or GenerationFeedback()
            if outcome.revise_query and self._existing(run_id, nxt) is None:
                query = att.retrieval.query if att.retrieval else topic
                new_q, hyde, note = await self._revise_query(topic, query, outcome.retrieval_reason)
                async with ctx.store.edit_state() as edit:
                    edit.query_rewrites = rewrites + 1
                return RetrieveEvent(query=new_q, attempt=nxt, feedback=fb, query_note=note, hyde=hyde)
            if att.retrieval is None:
                return RetrieveEvent(query=topic, attempt=nxt, feedback=fb)
            return GenerateEvent(attempt=nxt, retrieval=att.retrieval, feedback=fb)
        item = self.store.enqueue_review(att.id, reasons=decision.reasons)
        self.store.set_run_status(run_id, "escalated")
        self._say(ctx, run_id, "escalate", f"queued for human review as {item.id}", att.number)
        return ReviewRequired(run_id=run_id, review_id=item.id, attempt_id=att.id, reasons=decision.reasons)

    @step
    async def human(self, ctx: Context[MemoRunState], ev: ReviewVerdict) -> ExportEvent | RetrieveEvent | GenerateEvent | StopEvent:
        state = await ctx.store.get_state()
        run_id = state.run_id
        item = self.store.get_review(ev.review_id)
        if item.run_id != run_id:
            raise WorkflowError(f"review {item.id} belongs to run {item.run_id}, not {run_id}")
        att = self.store.get_attempt(item.attempt_id)
        who = item.reviewer or "a reviewer"
        self._say(ctx, run_id, "review", f"{who}: {item.status}" + (f" ({item.notes})" if item.notes else ""),
                  att.number)
        if item.status == "pending":
            raise WorkflowError(f"review {item.id} has no verdict yet")
        if item.status == "approved":
            return ExportEvent(attempt_id=att.id, by_human=True, decision=Decision(
                action="finalize", reasons=[f"approved by {who} in review {item.id}", *item.reasons],
                guarantee=f"human review by {who} (the machine decision was escalate)"))
        if item.status == "edited":
            return await self._edited(ctx, state, att, item)
        if item.status == "changes_requested":
            nxt = att.number + 1
            async with ctx.store.edit_state() as edit:
                edit.max_attempts = max(edit.max_attempts, nxt)
            fb = build_feedback(att.memo, att.evaluation, self.services.settings.agent.feedback_items)
            fb.reviewer_notes = item.notes
            self.store.set_run_status(run_id, "running")
            if att.retrieval is None:  # nothing recorded to write from: retrieve again for the topic
                return RetrieveEvent(query=state.topic, attempt=nxt, feedback=fb)
            return GenerateEvent(attempt=nxt, retrieval=att.retrieval, feedback=fb)
        # rejected: archived; nothing is deleted
        self.store.set_run_status(run_id, "archived", finished=True)
        return StopEvent(result=RunOutcome(run_id=run_id, topic=att.memo.topic, status="archived",
                                           attempts=len(self.store.attempts(run_id)), attempt_id=att.id,
                                           review_id=item.id, decision=att.decision, llm=att.memo.llm,
                                           calibrator_version=att.assessment.calibrator_version
                                           if att.assessment else None))

    async def _edited(self, ctx: Context[MemoRunState], state: MemoRunState, att: AttemptRecord,
                      item: Any) -> ExportEvent:
        run_id = state.run_id
        nxt = att.number + 1
        done = self._existing(run_id, nxt)
        if done is None:
            text = item.edited_text or ""
            sentences, notes = parse_memo_reply(text, _ids(att.memo, att.retrieval), max_sentences=10_000)
            memo = Memo(id=f"{run_id}-a{nxt}", topic=att.memo.topic, text=memo_text(sentences) or text.strip(),
                        sentences=sentences, attempt=nxt, llm=f"{HUMAN_EDIT}:{item.reviewer}",
                        notes=[f"text edited by {item.reviewer} in review {item.id}", *notes])
            done = self.store.add_attempt(run_id, memo, att.retrieval)
        if done.evaluation is None:
            self._say(ctx, run_id, "evaluate", "re-evaluating the edited memo", nxt)
            self.store.add_evaluation(done.id, await self._evaluate(done.memo, done.retrieval, state.qrels))
            done = self.store.get_attempt(done.id)
        assert done.evaluation is not None
        if done.assessment is None:
            asm, _ = await asyncio.to_thread(self.services.assessor.assess, done.evaluation,
                                             self.services.settings.agent.criterion)
            self.store.add_assessment(done.id, asm)
        fb = build_feedback(done.memo, done.evaluation)
        warn = []
        if fb.flagged_sentences or fb.unsupported_numbers:
            warn.append("re-evaluation still flags: " + "; ".join(
                [*(f"unsupported {n}" for n in fb.unsupported_numbers), *(repr(s[:80]) for s in fb.flagged_sentences)]))
        decision = Decision(action="finalize",
                            reasons=[f"edited and approved by {item.reviewer} in review {item.id}",
                                     f"re-evaluated: {_summary(done.evaluation)}", *warn],
                            guarantee=f"human review by {item.reviewer} (edited text, re-evaluated and recorded)")
        if done.decision is None:
            self.store.add_decision(done.id, decision)
        return ExportEvent(attempt_id=done.id, decision=decision, by_human=True)

    @step
    async def export_step(self, ctx: Context[MemoRunState], ev: ExportEvent) -> StopEvent:
        from ..export import export_memo

        run_id = (await ctx.store.get_state()).run_id
        att = self.store.get_attempt(ev.attempt_id)
        decision = ev.decision
        exporter = self.services.export or export_memo
        s = self.services.settings
        models = {"llm": att.memo.llm, "judge": att.evaluation.judge.model if att.evaluation and att.evaluation.judge
                  else None, "embedding": s.models.embedding, "reranker": s.models.reranker, "nli": s.models.nli}
        rec, now = await asyncio.to_thread(
            self.store.export_once, att.id,
            lambda: exporter(att.memo, att.retrieval, att.evaluation, att.assessment, decision, models=models,
                             out_dir=self.services.out_dir or s.export.out_dir, overwrite=True,
                             pdf=s.export.pdf if self.services.pdf is None else self.services.pdf))
        self.store.set_run_status(run_id, "finalized", finished=True)
        self._say(ctx, run_id, "export", ("exported " if now else "already exported ") + rec.markdown_path
                  + (f" and {rec.pdf_path}" if rec.pdf_path else ""), att.number)
        return StopEvent(result=RunOutcome(
            run_id=run_id, topic=att.memo.topic, status="finalized", attempts=len(self.store.attempts(run_id)),
            attempt_id=att.id, decision=decision, markdown_path=rec.markdown_path, pdf_path=rec.pdf_path,
            exported_now=now, llm=att.memo.llm,
            calibrator_version=att.assessment.calibrator_version if att.assessment else None))


# --------------------------------------------------------------------------- helpers


def _set(pset: list[int]) -> str:
    from ..agents.policy import set_text

    return set_text(pset)


def _summary(ev: Evaluation) -> str:
    parts = []
    for name in ("nli_groundedness", "numeric_consistency", "context_relevancy", "groundedness_similarity"):
        m = ev.metrics.get(name)
        if m is not None:
            parts.append(f"{name} {'invalid' if m.invalid else '-' if m.value is None else f'{m.value:.2f}'}")
    if ev.judge is not None:
        if ev.judge.invalid:
            parts.append("judge invalid")
        else:
            sc = {c: cs.score for c, cs in ev.judge.criteria.items() if cs.score is not None}
            parts.append("judge " + ", ".join(f"{c} {v:g}" for c, v in sc.items()))
    return "; ".join(parts) or "no metrics"


PAIRWISE_VS_PREVIOUS = "pairwise_vs_previous"


def _compare_attempts(judge: Any, memo: Memo, previous: Memo) -> MetricResult:
    """The pairwise judge, both orders, on this attempt (output 1) vs the previous one (output 2).
    value = P(this attempt is better); ``swap_inconsistent`` escalates (agents.policy.safety_flags)."""
    from ..prompting import render

    res = judge.judge_pair({"id": memo.id, "input": render("memo_compare_instruction.j2", topic=memo.topic),
                            "output_1": memo.text, "output_2": previous.text,
                            "generator_1": memo.llm, "generator_2": previous.llm})
    if res.invalid or res.p_output_1 is None:
        return MetricResult.invalid_result(PAIRWISE_VS_PREVIOUS, f"pairwise judge invalid: {res.reason}")
    better = {1: f"attempt {memo.attempt}", 2: f"attempt {previous.attempt}", "tie": "tie"}[res.winner]
    inconsistent = res.consistent is False
    return MetricResult(name=PAIRWISE_VS_PREVIOUS, value=res.p_output_1, details={
        "winner": better, "consistent": res.consistent, "swap_inconsistent": inconsistent,
        "previous_attempt": previous.attempt, "orders": {"ab": res.ab.winner(), "ba": res.ba.winner()}},
        reason=(f"swap-inconsistent: attempt {memo.attempt} won in one order, attempt {previous.attempt} in the other"
                if inconsistent else f"{better} judged better in both orders" if res.consistent else res.reason))


# --------------------------------------------------------------------------- drivers


OnEvent = Callable[[Progress], None]


async def _drive(wf: MemoWorkflow, handler: Any, on_event: OnEvent | None) -> RunOutcome:
    async for ev in handler.stream_events():
        if isinstance(ev, Progress) and on_event is not None:
            on_event(ev)
        elif isinstance(ev, ReviewRequired):
            data = handler.ctx.to_dict()
            wf.store.save_workflow_context(ev.run_id, data, step="review")
            await handler.cancel_run()
            try:
                await handler
            except Exception:  # noqa: BLE001,S110 -- the cancellation we asked for
                pass
            att = wf.store.get_attempt(ev.attempt_id)
            return RunOutcome(run_id=ev.run_id, topic=att.memo.topic, status="escalated",
                              attempts=len(wf.store.attempts(ev.run_id)), attempt_id=att.id,
                              decision=att.decision, review_id=ev.review_id, llm=att.memo.llm,
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
    if not isinstance(topic, str) or not topic.strip():
        raise ValueError("memo topic is empty")
    if max_attempts is not None and max_attempts < 1:
        raise ValueError(f"max attempts must be >= 1, not {max_attempts}")
    wf = MemoWorkflow(services)
    handler = wf.run(topic=topic.strip(), memo_run_id=run_id, max_attempts=max_attempts, qrels=qrels)
    return await _drive(wf, handler, on_event)


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
    data = store.load_workflow_context(item.run_id)
    if data is None:
        raise WorkflowError(f"run {item.run_id} has no saved workflow context to resume")
    wf = MemoWorkflow(services)
    handler = wf.run(ctx=Context.from_dict(wf, data))
    handler.ctx.send_event(ReviewVerdict(review_id=review_id))
    return await _drive(wf, handler, on_event)


def decide_and_resume(review_id: str, reviewer: str, verdict: str, notes: str = "", *,
                      edited_text: str | None = None, services: MemoServices,
                      on_event: OnEvent | None = None) -> RunOutcome:
    """Record a reviewer's verdict (``Store.decide_review``: a second reviewer gets
    ``ReviewConflictError``) and resume the paused workflow with it."""
    services.store.decide_review(review_id, reviewer, verdict, notes, edited_text=edited_text)
    return asyncio.run(aresume_review(review_id, services, on_event=on_event))


async def aresume_run(run_id: str, services: MemoServices, *, on_event: OnEvent | None = None) -> RunOutcome:
    """Restart an interrupted run (e.g. the process was killed) from what the store holds:
    recorded attempts are reused, nothing is generated, recorded or exported twice."""
    run = services.store.get_run(run_id)
    if run.status in ("finalized", "archived"):
        raise WorkflowError(f"run {run_id} is already {run.status}")
    if run.status == "escalated":
        raise WorkflowError(f"run {run_id} waits for a reviewer: use `tinyrag queue`")
    return await arun_memo(run.topic, services, run_id=run_id,
                           max_attempts=int(run.config.get("max_attempts") or services.settings.agent.max_attempts))
