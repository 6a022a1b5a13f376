"""The memo's steps as plain functions over :class:`~.services.MemoServices`: no Context, no
bookkeeping. Both drivers call them: :class:`~.memo_workflow.MemoWorkflow` (which records each
result in the store and emits the next event) and
:class:`~tinyrag_eval.validation.pipeline.ValidationPipeline` (one attempt, nothing stored).

    retrieval = retrieve(services, topic)
    memo = generate(services, topic, retrieval, memo_id="run1-a1")
    evaluation = await evaluate_attempt(services, memo, retrieval)
    assessment, certification = assess_attempt(services, evaluation, memo)
    outcome = decide_attempt(services, attempt=1, memo=memo, evaluation=evaluation,
                             assessment=assessment, certification=certification)
"""

from __future__ import annotations

import asyncio

from .. import trace_attributes as ta
from ..agents import policy
from ..agents.policy import PolicyOutcome
from ..calibration.certify import Certification
from ..calibration.from_store import DEFAULT_FEATURES
from ..config import Settings
from ..feedback import build_feedback
from ..generation import MemoGenerator, memo_text, parse_reply
from ..repair import RepairPlan, apply_repair
from ..schema import (
    Assessment,
    Decision,
    Evaluation,
    GenerationFeedback,
    Memo,
    MetricResult,
    RetrievalResult,
)
from ..store import AttemptRecord, ExportRecord, ReviewRecord
from ..tracing import CHAIN, RETRIEVER, traced
from .services import MemoServices, PairJudge

HUMAN_EDIT = "human-edit"
PAIRWISE_VS_PREVIOUS = "pairwise_vs_previous"


# --------------------------------------------------------------------------- retrieve


@traced("retrieve", RETRIEVER, inputs=ta.retrieve_inputs, result=ta.retrieval)
def retrieve(services: MemoServices, query: str, hyde: str = "") -> RetrievalResult:
    """Both stages for ``query``; with a HyDE passage the dense stage searches with its embedding."""
    retriever = services.get_retriever()
    if not hyde:
        return retriever.retrieve(query)
    if getattr(retriever, "hyde_by_text", False):  # a team's index embeds the passage with its own model
        return retriever.retrieve(query, hyde=hyde)
    from ..embedding import encode

    return retriever.retrieve(query, query_embedding=encode([hyde], services.settings)[0])


def retrieval_line(retrieval: RetrievalResult, query: str) -> str:
    """One line on what the retriever gave: candidates and reranked context when a reranker ran
    (``retrieval.reranker``), else the chunks it returned, without claiming a rerank."""
    top = retrieval.context[0].chunk.id if retrieval.context else "nothing"
    if retrieval.reranker:
        return (f"{len(retrieval.candidates)} candidates, {len(retrieval.context)} reranked by {retrieval.reranker} "
                f"(top {top}) for {query!r}")
    return f"{len(retrieval.context)} chunk(s) retrieved, no reranker (top {top}) for {query!r}"


async def revise_query(services: MemoServices, topic: str, query: str, reason: str) -> tuple[str, str, str]:
    """(query, HyDE passage or '', note): the configured query revision (agent.query_revision)."""
    gen = services.query_reviser()
    if services.settings.agent.query_revision == "hyde":
        if getattr(services.get_retriever(), "stage1", "dense") == "bm25":
            note = "HyDE needs a dense stage 1 (this index retrieves with BM25 only): rewriting the query instead"
        else:
            passage, note = await asyncio.to_thread(gen.hyde_passage, topic, reason)
            if passage:
                return topic, passage, note
        new_query, why = await asyncio.to_thread(gen.rewrite_query, topic, query, reason)
        return new_query, "", f"{note}; {why}"
    new_query, note = await asyncio.to_thread(gen.rewrite_query, topic, query, reason)
    return new_query, "", note


# --------------------------------------------------------------------------- generate


def extractive_reason(settings: Settings, attempt: int, max_attempts: int,
                      feedback: GenerationFeedback | None) -> str:
    """Why this attempt is written extractively (``generation.extractive_last_attempt``: the last
    attempt after LLM attempts that were not certified, unless a reviewer asked for changes), or ''."""
    if (settings.generation.extractive_last_attempt and attempt > 1 and attempt >= max_attempts
            and not (feedback and feedback.reviewer_notes.strip())):
        return (f"last attempt ({attempt}) after {attempt - 1} LLM attempt(s) that were not "
                "certified (generation.extractive_last_attempt)")
    return ""


@traced("generate", CHAIN, inputs=ta.generate_inputs, result=ta.memo)
def generate(services: MemoServices, topic: str, retrieval: RetrievalResult, *, memo_id: str,
             attempt: int = 1, feedback: GenerationFeedback | None = None, extractive: str = "") -> Memo:
    """One memo attempt by the generator (``extractive``: a reason to write it without the LLM; a
    team's generator that cannot leaves it to tinyrag's)."""
    gen = services.generator
    if not extractive:
        return gen.generate(topic, retrieval, memo_id=memo_id, attempt=attempt, feedback=feedback)
    if not isinstance(gen, MemoGenerator):
        gen = services.get_tinyrag_llm()
    return gen.generate(topic, retrieval, memo_id=memo_id, attempt=attempt, feedback=feedback, extractive=extractive)


@traced("repair", CHAIN, inputs=lambda a: {"tinyrag.attempt": a.get("attempt")}, result=ta.memo)
def repair_attempt(memo: Memo, plan: RepairPlan, *, memo_id: str, attempt: int) -> Memo:
    """The offline repair of ``memo`` (:mod:`tinyrag_eval.repair`) as attempt ``attempt``."""
    return apply_repair(memo, plan, memo_id=memo_id, attempt=attempt)


def edited_memo(attempt: AttemptRecord, item: ReviewRecord, memo_id: str, number: int) -> Memo:
    """The reviewer's edited text of ``attempt`` as the next attempt's memo (citations checked
    against the attempt's retrieval, like an LLM reply)."""
    text = item.edited_text or ""
    known = [sc.chunk.id for sc in attempt.retrieval.context] if attempt.retrieval else []
    sentences, notes, dropped = parse_reply(text, known, max_sentences=10_000)
    return Memo(id=memo_id, topic=attempt.memo.topic, text=memo_text(sentences) or text.strip(),
                sentences=sentences, attempt=number, llm=f"{HUMAN_EDIT}:{item.reviewer}",
                notes=[f"text edited by {item.reviewer} in review {item.id}", *notes], dropped_citations=dropped)


# --------------------------------------------------------------------------- evaluate


@traced("evaluate", CHAIN, inputs=ta.memo_inputs, result=ta.evaluation)
async def evaluate_attempt(services: MemoServices, memo: Memo, retrieval: RetrievalResult | None,
                           qrels: dict[str, int] | None = None, previous: Memo | None = None) -> Evaluation:
    """The Evaluate step on one memo: the memo metrics, the rubric judge and the safety gate
    (concurrently, each when ``services`` / ``agent.safety_checks`` has it) on ``retrieval``'s
    context, the pairwise comparison with ``previous`` (``agent.compare_attempts``), plus
    retrieval metrics when ``qrels`` (graded relevance of retrieval units) are given."""
    from ..evaluation import (
        JudgeCheck,
        MemoCheck,
        MetricsCheck,
        ResultCheck,
        SafetyCheck,
        aevaluate,
        retrieval_check,
    )
    from ..metrics.memo import MemoInput

    contexts = [sc.chunk.text for sc in retrieval.context] if retrieval else []
    checks: list[MemoCheck] = []
    if services.evaluator is not None:
        checks.append(MetricsCheck(services.evaluator))  # type: ignore[arg-type]
    if services.judge is not None:
        checks.append(JudgeCheck(services.judge, services.settings.generation.context_chunks))
    if services.settings.agent.safety_checks:
        checks.append(SafetyCheck(services.settings))
    if qrels and retrieval is not None:
        checks.append(retrieval_check(retrieval, qrels))
    if previous is not None and services.settings.agent.compare_attempts:
        # after the others: the pairwise judge shares the LLM with the rubric judge
        checks.append(ResultCheck(PAIRWISE_VS_PREVIOUS,
                                  lambda _m: compare_attempts(services.get_pairwise(), memo, previous)))
    return await aevaluate(MemoInput(id=memo.id, query=memo.topic, contexts=contexts, answer=memo.text), checks)


def compare_attempts(judge: PairJudge, memo: Memo, previous: Memo) -> MetricResult:
    """The pairwise judge, both orders, on this attempt (output 1) vs the previous one (output 2).
    value = P(this attempt is better); ``swap_inconsistent`` escalates (``feedback.safety_flags``)."""
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


def evaluation_summary(evaluation: Evaluation) -> str:
    """One line: the main memo metrics and the judge's scores."""
    parts = []
    for name in DEFAULT_FEATURES:
        m = evaluation.metrics.get(name)
        if m is not None:
            parts.append(f"{name} {m.display('.2f', not_applicable='-')}")
    if evaluation.judge is not None:
        if evaluation.judge.invalid:
            parts.append("judge invalid")
        else:
            scores = {c: cs.score for c, cs in evaluation.judge.criteria.items() if cs.score is not None}
            parts.append("judge " + ", ".join(f"{c} {v:g}" for c, v in scores.items()))
    return "; ".join(parts) or "no metrics"


# --------------------------------------------------------------------------- assess


@traced("assess", CHAIN, inputs=ta.memo_inputs, result=ta.assessment)
def assess_attempt(services: MemoServices, evaluation: Evaluation, memo: Memo,
                   recorded: Assessment | None = None) -> tuple[Assessment, Certification]:
    """Each criterion of ``agent.criteria``: its calibrated verdict and what its calibrator
    certifies. When another assessment was ``recorded`` before (a restart with another
    calibrator), the record stands with the certification it carried."""
    from ..calibration.assessor import certification_of

    assessment, certification = services.assessor.assess(evaluation, memo, list(services.settings.agent.criteria))
    if recorded is not None and recorded != assessment:
        return recorded, certification_of(recorded)
    return assessment, certification


def assessment_line(assessment: Assessment, uncalibrated_reason: str = "") -> str:
    """One line: each criterion's P, set and light (the progress line of the Assess step)."""
    if assessment.calibrator_version is None:
        return f"uncalibrated: {uncalibrated_reason or 'no calibrator'}"
    parts = []
    for c, ca in assessment.per_criterion.items():
        if not ca.calibrated:
            parts.append(f"{c} not calibrated")
            continue
        tag = "" if ca.guaranteed else ", no guarantee" if ca.guaranteed is False else ""
        parts.append(f"P({c}) = {ca.probability:.2f} {ca.set_label()} {ca.light()}{tag}")
    return "; ".join(parts) + f" (alpha={assessment.alpha:g})"


# --------------------------------------------------------------------------- decide


@traced("decide", CHAIN, inputs=ta.decide_inputs, result=ta.policy_outcome)
def decide_attempt(services: MemoServices, *, attempt: int, memo: Memo | None, evaluation: Evaluation | None,
                   assessment: Assessment | None, certification: Certification, max_attempts: int | None = None,
                   query_rewrites: int = 0) -> PolicyOutcome:
    """The rule's decision on one attempt (:func:`~tinyrag_eval.agents.policy.decide`)."""
    return policy.decide(attempt=attempt, memo=memo, evaluation=evaluation, assessment=assessment,
                         certification=certification, max_attempts=max_attempts, query_rewrites=query_rewrites,
                         settings=services.settings)


def approved_decision(item: ReviewRecord) -> Decision:
    """A reviewer approved the escalated memo as it stands."""
    who = item.reviewer or "a reviewer"
    return Decision(action="finalize", reasons=[f"approved by {who} in review {item.id}", *item.reasons],
                    guarantee=f"human review by {who} (the machine decision was escalate)", reviewer=who)


def edited_decision(item: ReviewRecord, memo: Memo, evaluation: Evaluation) -> Decision:
    """A reviewer edited the memo: finalized, with what the re-evaluation still flags."""
    fb = build_feedback(memo, evaluation)
    warn = []
    if fb.flagged_sentences or fb.unsupported_numbers:
        warn.append("re-evaluation still flags: " + "; ".join(
            [*(f"unsupported {n}" for n in fb.unsupported_numbers), *(repr(s[:80]) for s in fb.flagged_sentences)]))
    return Decision(action="finalize",
                    reasons=[f"edited and approved by {item.reviewer} in review {item.id}",
                             f"re-evaluated: {evaluation_summary(evaluation)}", *warn],
                    guarantee=f"human review by {item.reviewer} (edited text, re-evaluated and recorded)",
                    reviewer=item.reviewer or "a reviewer")


# --------------------------------------------------------------------------- export


@traced("export", CHAIN, inputs=ta.export_inputs, result=ta.export_result)
def export(services: MemoServices, attempt: AttemptRecord, decision: Decision) -> tuple[ExportRecord, bool]:
    """The files of a finalized attempt in the chosen formats (``export.formats``: Markdown and PDF by
    default), once (``Store.export_once``): (record, written now)."""
    from ..export import choose_formats, export_memo

    exporter = services.export or export_memo
    s = services.settings
    evaluation = attempt.evaluation
    models = {"llm": attempt.memo.llm, "judge": evaluation.judge.model if evaluation and evaluation.judge else None,
              "embedding": s.models.embedding, "reranker": s.models.reranker, "nli": s.models.nli}
    # a team's own retriever / generator (docs/own_pipeline.md), as the run recorded it
    written_by = (services.store.get_run(attempt.run_id).config or {}).get("pipeline") or {}
    models.update({part: name for part, name in written_by.items() if name != "default"})
    out_dir = services.out_dir or s.export.out_dir
    try:
        return services.store.export_once(attempt.id, lambda: exporter(
            attempt.memo, attempt.retrieval, evaluation, attempt.assessment, decision, models=models,
            out_dir=out_dir, overwrite=True, formats=choose_formats(None, services.pdf, s.export),
            redact=s.export.redact_pii))
    except OSError as exc:  # disk full, permissions, a vanished folder: the decision stands, the files do not
        from ..export import ExportError

        raise ExportError(
            f"run {attempt.run_id}: attempt {attempt.number} is finalized in the store but its export to "
            f"{out_dir} failed ({exc}); nothing was recorded as exported. Fix the cause and run "
            f"`tinyrag memo --resume {attempt.run_id}`: it exports once and redoes nothing else") from exc
