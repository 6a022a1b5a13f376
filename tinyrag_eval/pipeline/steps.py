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
from typing import Any

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
        tag += f", {ca.evidence} on its evidence" if ca.evidence else ""
        parts.append(f"P({c}) = {ca.probability:.2f} {ca.set_label()} {ca.light()}{tag}")
    return "; ".join(parts) + f" (alpha={assessment.alpha:g})"


# --------------------------------------------------------------------------- decide


@traced("decide", CHAIN, inputs=ta.decide_inputs, result=ta.policy_outcome)
def decide_attempt(services: MemoServices, *, attempt: int, memo: Memo | None, evaluation: Evaluation | None,
                   assessment: Assessment | None, certification: Certification, max_attempts: int | None = None,
                   query_rewrites: int = 0, retrieval: RetrievalResult | None = None) -> PolicyOutcome:
    """The rule's decision on one attempt (:func:`~tinyrag_eval.agents.policy.decide`); with the
    LLM verifier in ``agent.stages``, the certified cascade's stage 2 on the memos the offline
    stage cannot certify (:func:`cascade_stage`)."""
    outcome = policy.decide(attempt=attempt, memo=memo, evaluation=evaluation, assessment=assessment,
                            certification=certification, max_attempts=max_attempts, query_rewrites=query_rewrites,
                            settings=services.settings)
    if VERIFIER_STAGE in services.settings.agent.stages:
        outcome = cascade_stage(services, outcome, memo=memo, evaluation=evaluation, assessment=assessment,
                                certification=certification, retrieval=retrieval)
    return outcome


VERIFIER_STAGE, OFFLINE_STAGE, PERSON_STAGE = "llm_verifier", "offline", "person"
NO_CASCADE = ("no certified cascade with a verifier stage for these calibrators (`tinyrag calibrate --from-store "
              "--criterion all` certifies one once reviewed memos carry verifier scores): the offline stage decides "
              "alone")


def cascade_stage(services: MemoServices, outcome: PolicyOutcome, *, memo: Memo | None,
                  evaluation: Evaluation | None, assessment: Assessment | None, certification: Certification,
                  retrieval: RetrievalResult | None) -> PolicyOutcome:
    """Stage 2 of the certified cascade (docs/cascade.md). The verifier runs only when the offline
    stage could not certify the memo and did not reject it: the rule escalates (or repairs) a memo
    whose criteria are all calibrated and none fails, with no safety flag, and a cascade certified
    for these calibrators is loaded (``Certification.cascade``). It finalizes when the verifier's
    score clears the certified threshold; else the rule's decision stands. Without a certified
    cascade (none fitted yet, or its verifier stage certifies nothing) the verifier runs in
    *shadow* on the memos escalated to a person: its score is recorded, a person decides, and the
    review labels it for the next fit. Every decision names the stage that decided and records the
    scores, thresholds and LLM calls made or saved."""
    from ..feedback import safety_flags

    d = outcome.decision
    casc = certification.cascade
    per = assessment.per_criterion if assessment is not None and assessment.calibrator_version else {}
    crit = list(services.settings.agent.criteria)
    probs = [per[c].probability for c in crit if c in per and per[c].calibrated]
    s1 = min(probs) if len(probs) == len(crit) and probs else None
    n_sent = len(memo.sentences) if memo is not None and memo.sentences else 0
    details: dict[str, Any] = {"stages": list(services.settings.agent.stages),
                               "scores": {OFFLINE_STAGE: s1},
                               "thresholds": casc.thresholds if casc is not None else {},
                               "llm_calls": 0, "llm_calls_saved": 0}

    def done(decision: Decision, stage: str, **extra: Any) -> PolicyOutcome:
        details.update(extra)
        decision.stage, decision.details = stage, {**decision.details, "cascade": details}
        return outcome.model_copy(update={"decision": decision})

    if d.action == "finalize":
        # stage 1 decided: the verifier's calls (at least one per sentence) were not needed
        return done(d, OFFLINE_STAGE, llm_calls_saved=n_sent)
    states = policy.criterion_states(assessment, certification, crit)
    rejected = (d.action not in ("escalate", "repair") or safety_flags(evaluation)
                or any(st.state in ("fails", "uncalibrated") for st in states))
    if rejected or memo is None:
        return done(d, PERSON_STAGE if d.action == "escalate" else OFFLINE_STAGE,
                    note="rejected by the offline stage: not passed to the LLM verifier")
    shadow = casc is None
    if shadow and d.action != "escalate":
        return done(d, OFFLINE_STAGE, note=NO_CASCADE)
    t2 = casc.thresholds.get(VERIFIER_STAGE) if casc is not None else None
    import time

    t0 = time.perf_counter()
    try:
        res = services.get_verifier().verify(memo, retrieval)
    except Exception as exc:  # noqa: BLE001 -- no LLM, a failed backend: the rule's decision stands
        d.reasons = [*d.reasons, f"LLM verifier unavailable ({type(exc).__name__}: {exc}): a person decides"]
        return done(d, PERSON_STAGE if d.action == "escalate" else OFFLINE_STAGE, verifier_error=str(exc))
    s2 = res.score
    details["scores"][VERIFIER_STAGE] = s2
    details["verifier_seconds"] = round(time.perf_counter() - t0, 3)
    verdicts = {"model": res.model, "per_sentence": [{"index": v.index, "text": v.text, "confidence": v.confidence,
                                                      "method": v.method, "evidence_ids": v.evidence_ids}
                                                     for v in res.sentences], "reason": res.reason}
    if evaluation is not None:  # its verdicts in the evaluation's findings, beside the offline checkers'
        from ..metrics.findings import with_findings

        evaluation.metrics[VERIFIER_STAGE] = res.metric()
        with_findings(evaluation, memo.text)
    if shadow:  # recorded for the next fit; a person decides
        return done(d, PERSON_STAGE, llm_calls=res.calls, llm_verifier=verdicts,
                    note=NO_CASCADE + "; the verifier's score is recorded (shadow) so that this memo's review "
                    "calibrates it")
    if s2 is not None and t2 is not None and s2 >= t2:
        line = (f"llm_verifier: weakest sentence {s2:.2f} >= certified threshold {t2:g} "
                f"({len(res.sentences)} sentence(s), {res.model})")
        guarantee = (f"certified cascade (offline -> llm_verifier -> person): finalized memos over all stages fail "
                     f"a criterion at most {casc.epsilon:g} of the time, with probability >= {1 - casc.delta:g} "
                     f"({casc.n_labels} labels)")
        return done(Decision(action="finalize", reasons=[line, *d.reasons], guarantee=guarantee), VERIFIER_STAGE,
                    llm_calls=res.calls, llm_verifier=verdicts)
    why = (f"llm_verifier: weakest sentence {s2:.2f} < certified threshold {t2:g}" if s2 is not None and t2 is not None
           else f"llm_verifier gave no score ({res.reason})")
    d.reasons = [*d.reasons, f"{why}: {'a person decides' if d.action == 'escalate' else 'the rule stands'}"]
    return done(d, PERSON_STAGE if d.action == "escalate" else VERIFIER_STAGE, llm_calls=res.calls,
                llm_verifier=verdicts)


def cascade_run_config(config: dict[str, Any], decision: Decision) -> dict[str, Any]:
    """The run record's cascade counters after ``decision`` (``run.config["cascade"]``): memos
    decided per stage (each attempt's decision counts once), LLM verifier calls made and saved."""
    cur = dict(config.get("cascade") or {})
    decided = dict(cur.get("decided_by") or {})
    if decision.stage:
        decided[decision.stage] = int(decided.get(decision.stage, 0)) + 1
    info = (decision.details or {}).get("cascade", {})
    return {"cascade": {"decided_by": decided,
                        "llm_calls": int(cur.get("llm_calls", 0)) + int(info.get("llm_calls", 0)),
                        "llm_calls_saved": int(cur.get("llm_calls_saved", 0)) + int(info.get("llm_calls_saved", 0)),
                        "last_stage": decision.stage}}


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
