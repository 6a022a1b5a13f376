"""The rule-based decision policy: per-criterion calibrated verdicts -> finalize | regenerate | escalate.

A memo must pass every criterion of ``agent.criteria`` (default ``grounded`` and ``relevant``).
Each criterion has its own calibrated probability and conformal set
(:class:`~tinyrag_eval.schema.CriterionAssessment`) and its own certification
(:class:`~tinyrag_eval.calibration.certify.CriterionCertification`: is there a printable
guarantee for this calibrator on this deployment). Rules, in order (``decide``):

1. **Safety first.** Any safety flag (a ``safety*`` metric that fired, judges that disagreed
   with themselves under position swap, ...) -> *escalate*.
2. **A criterion fails** (its set is {fails}) -> *regenerate* while attempts remain, with the
   failing criteria and the concrete problems as feedback, else *escalate*. When retrieval is the
   failing part (``context_relevancy`` below ``agent.min_context_relevancy``) the query is
   rewritten and retrieval re-run first.
3. **A criterion is not calibrated** (no calibrator, or it cannot score this memo): never
   finalized; regenerated while the metrics give problems to fix and attempts remain, else
   escalated.
4. **A criterion is uncertain** (set {passes, fails} or empty) -> *escalate*.
5. **Every criterion passes** -- P >= the certified Learn-then-Test threshold where one is
   certified (the joint risk control over the criteria: below it the criterion is uncertain),
   else its conformal set is {passes} -- *and every one carries a guarantee* -> *finalize*,
   printing each guarantee.
   Passing without a guarantee (a shipped calibrator fitted on public data, not on this
   deployment's memos; a drift alarm) -> *escalate*, and the reason names the criterion and why.

Every :class:`~tinyrag_eval.schema.Decision` names its reasons and the guarantees it relies on.
The evidence it reads (feedback, safety flags) comes from :mod:`tinyrag_eval.feedback`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..calibration.certify import Certification, CriterionCertification
from ..config import Settings, get_settings
from ..feedback import build_feedback, safety_flags
from ..metrics.findings import findings_of
from ..repair import RepairPlan, plan_repair
from ..schema import (
    Assessment,
    CriterionAssessment,
    Decision,
    Evaluation,
    GenerationFeedback,
    Memo,
)
from ..trace_attributes import policy_outcome
from ..tracing import AGENT, AGENT_NAME, traced

ACCEPT, REJECT = 1, 0


class PolicyOutcome(BaseModel):
    decision: Decision
    feedback: GenerationFeedback | None = None
    revise_query: bool = False
    retrieval_reason: str = ""
    repair: RepairPlan | None = Field(None, description="the offline repair to apply (action 'repair')")


REPAIRABLE = frozenset({"grounded"})
"""Criteria an offline repair can fix (it edits figures and drops sentences; it cannot make a memo
relevant)."""


State = Literal["passes", "fails", "uncertain", "uncalibrated"]


@dataclass
class CriterionState:
    """One criterion's standing on one attempt (``criterion_states``)."""

    criterion: str
    state: State
    line: str
    guaranteed: bool = False
    guarantee: str = ""
    why_no_guarantee: str = ""
    evidence: str | None = None
    """'fails' / 'passes' when the evidence alone settled the criterion (CriterionAssessment.evidence)."""


def _problems(fb: GenerationFeedback) -> list[str]:
    out = []
    if fb.flagged_sentences:
        out.append(f"{len(fb.flagged_sentences)} sentence(s) not supported by the context, e.g. "
                   f"{fb.flagged_sentences[0][:90]!r}")
    if fb.unsupported_numbers:
        out.append(f"unsupported figure(s): {', '.join(fb.unsupported_numbers)}")
    if fb.judge_reasons:
        out.append(f"judge: {fb.judge_reasons[0][:120]}")
    if fb.dropped_citations:
        out.append(f"citations to unknown chunks: {', '.join(fb.dropped_citations)}")
    return out


def _state(criterion: str, ca: CriterionAssessment | None, cert: CriterionCertification | None,
           alpha: float | None, fallback_reason: str) -> CriterionState:
    if ca is not None and ca.evidence == "fails":  # the evidence alone fails it, whatever P says
        return CriterionState(criterion, "fails", f"{criterion} fails on its evidence: {ca.evidence_reason}",
                              evidence="fails")
    if ca is None or cert is None or not cert.calibrated or not ca.calibrated:
        why = (cert.reason if cert is not None and cert.reason else ca.note if ca is not None and ca.note
               else fallback_reason or "no calibrator (run `tinyrag calibrate`)")
        return CriterionState(criterion, "uncalibrated", f"{criterion}: not calibrated ({why})")
    p, pset = ca.probability, sorted(ca.prediction_set)
    a = cert.alpha if cert.alpha is not None else alpha
    head = f"P({criterion}) = {p:.2f}, set {ca.set_label()} at alpha={a:g}" if a is not None else \
        f"P({criterion}) = {p:.2f}, set {ca.set_label()}"
    version = cert.calibrator_version or "?"
    risk_rule = cert.guaranteed and cert.threshold is not None
    if risk_rule and p >= cert.threshold:  # type: ignore[operator]
        state: State = "passes"
        head += f"; P >= certified threshold {cert.threshold:g}"
        guarantee = (f"{criterion}: risk control (Learn-then-Test) -- P >= {cert.threshold:g} on every criterion "
                     f"keeps the share of finalized memos a reviewer rejects <= {cert.epsilon:g} with probability "
                     f">= {1 - (cert.delta or 0):g}; calibrator {version}")
    elif risk_rule and (pset != [REJECT] or ca.evidence == "passes"):
        # a certified threshold is the finalize rule: below it, a human decides
        state, guarantee = "uncertain", ""
        head += f": below the certified threshold {cert.threshold:g}"
    elif ca.evidence == "passes" and pset != [ACCEPT]:  # settled by the evidence, not by the calibrator
        return CriterionState(criterion, "passes", f"{head}; passes on its evidence: {ca.evidence_reason}",
                              why_no_guarantee=f"{criterion} passes on its evidence alone ({ca.evidence_reason}); the "
                              f"calibrator's set is {ca.set_label()}: no guarantee", evidence="passes")
    elif pset == [ACCEPT]:
        state, guarantee = "passes", (f"{criterion}: conformal set at alpha={a:g} (coverage >= {1 - (a or 0):g}); "
                                      f"calibrator {version}")
        head += ": passes"
    elif pset == [REJECT]:
        state, guarantee = "fails", ""
        head += ": fails"
    else:
        state, guarantee = "uncertain", ""
        head += ": uncertain (both labels)" if len(pset) > 1 else ": the calibrator cannot place this memo (empty set)"
    return CriterionState(criterion, state, head, guaranteed=cert.guaranteed,
                          guarantee=guarantee if cert.guaranteed else "",
                          why_no_guarantee="" if cert.guaranteed else cert.reason)


def criterion_states(assessment: Assessment | None, certification: Certification,
                     criteria: list[str]) -> list[CriterionState]:
    """Each required criterion's standing: passes / fails / uncertain / uncalibrated."""
    per = assessment.per_criterion if assessment is not None else {}
    alpha = assessment.alpha if assessment is not None else None
    calibrated = assessment is not None and assessment.calibrator_version is not None
    return [_state(c, per.get(c) if calibrated else None, certification.per_criterion.get(c), alpha,
                   certification.reason) for c in criteria]


def _failed_feedback(states: list[CriterionState], memo: Memo | None, evaluation: Evaluation | None) -> list[str]:
    from ..calibration.features import key_term_coverage, key_terms

    out = []
    for st in states:
        line = st.line
        if st.criterion == "relevant" and memo is not None:
            terms = key_terms(memo.topic)
            have = key_term_coverage(memo.topic, memo.text)
            if terms and have is not None and have < 1:
                missing = [t for t in terms if key_term_coverage(t, memo.text) == 0][:6]
                line += (f" -- stay on the topic {memo.topic!r} and answer it; key terms the memo leaves out: "
                         f"{', '.join(missing)}")
            else:
                line += f" -- stay on the topic {memo.topic!r} and answer it directly"
        elif st.evidence == "fails":
            line += (" -- state the facts and figures the context gives about the topic, each with its citation; "
                     "do not describe the document")
        out.append(line)
    return out


@traced("agent.policy", AGENT, inputs=lambda a: {AGENT_NAME: "rule-policy", "tinyrag.attempt": a.get("attempt")},
        result=policy_outcome)
def decide(*, attempt: int, memo: Memo | None, evaluation: Evaluation | None, assessment: Assessment | None,
           certification: Certification, max_attempts: int | None = None, query_rewrites: int = 0,
           extra_flags: list[str] | None = None, settings: Settings | None = None) -> PolicyOutcome:
    """The decision on one attempt (module docstring)."""
    s = settings or get_settings()
    a = s.agent
    max_attempts = a.max_attempts if max_attempts is None else max_attempts
    fb = build_feedback(memo, evaluation, a.feedback_items)
    problems = _problems(fb)
    flags = safety_flags(evaluation) + list(extra_flags or [])
    left = max_attempts - attempt
    budget = f"attempt {attempt} of {max_attempts}"

    if flags:
        return PolicyOutcome(decision=Decision(action="escalate", reasons=[*flags, budget],
                                               guarantee="none: a safety flag sends the memo to a human"))

    plan = plan_repair(memo, findings_of(evaluation, memo.text), backoff=certification.backoff) \
        if memo is not None and evaluation is not None else None

    def repair(reasons: list[str], criteria: list[CriterionState]) -> PolicyOutcome | None:
        """The repair outcome when repair addresses every flagged sentence of a criterion it can fix."""
        if plan is None or not plan.applicable or left <= 0 or any(st.criterion not in REPAIRABLE for st in criteria):
            return None
        # the back-off threshold the plan applied is recorded: a restart plans the same repair from the record
        details = {"backoff": plan.backoff.model_dump(mode="json")} if plan.backoff is not None else {}
        return PolicyOutcome(decision=Decision(action="repair", reasons=[
            *reasons, f"offline repair: {plan.summary()} (the repaired memo is evaluated again)"],
            guarantee="none yet: the repaired memo is decided like any attempt", details=details), repair=plan,
            feedback=fb)

    states = criterion_states(assessment, certification, list(a.criteria))
    by = {k: [st for st in states if st.state == k] for k in ("passes", "fails", "uncertain", "uncalibrated")}
    lines = [st.line for st in states]
    versions = ", ".join(f"{c}: {cert.calibrator_version}" for c, cert in certification.per_criterion.items()
                         if cert.calibrator_version) or "none"

    if by["fails"]:
        names = ", ".join(st.criterion for st in by["fails"])
        reasons = [f"fails {names}", *lines, budget]
        fb.failed_criteria = _failed_feedback(by["fails"], memo, evaluation)
        fixed = repair(reasons + problems, by["fails"])
        if fixed is not None:
            return fixed
        if left > 0:
            return _regenerate(reasons + problems, fb, evaluation, a, query_rewrites, f"calibrators {versions}")
        return PolicyOutcome(decision=Decision(action="escalate", reasons=[*reasons, "attempts exhausted", *problems],
                                               guarantee=f"none: fails {names}; a human decides (calibrators "
                                               f"{versions})"))
    if by["uncalibrated"]:
        names = ", ".join(st.criterion for st in by["uncalibrated"])
        reasons = [f"uncalibrated: {names}; a memo is never finalized on a criterion without a calibrator",
                   *lines, budget]
        fixed = repair(reasons + problems, by["uncalibrated"]) if problems else None
        if fixed is not None:
            return fixed
        if problems and left > 0:
            return _regenerate(reasons + problems, fb, evaluation, a, query_rewrites, "none (uncalibrated)")
        if left <= 0:
            reasons.append("attempts exhausted")
        return PolicyOutcome(decision=Decision(action="escalate", reasons=reasons + problems,
                                               guarantee="none (uncalibrated): a human decides"))
    if by["uncertain"]:
        names = ", ".join(st.criterion for st in by["uncertain"])
        fixed = repair([f"uncertain on {names}", *lines, budget, *problems], by["uncertain"]) if problems else None
        if fixed is not None:
            return fixed
        return PolicyOutcome(decision=Decision(
            action="escalate", reasons=[f"uncertain on {names}", *lines, budget, *problems],
            guarantee=f"none: uncertain on {names}; a human decides (calibrators {versions})"))
    unguaranteed = [st for st in states if not st.guaranteed]
    if unguaranteed:
        names = ", ".join(st.criterion for st in unguaranteed)
        return PolicyOutcome(decision=Decision(
            action="escalate",
            reasons=[f"passes every criterion, but no guarantee holds for {names}", *lines,
                     *(st.why_no_guarantee for st in unguaranteed), budget],
            guarantee=f"none for {names}: a human decides"))
    return PolicyOutcome(decision=Decision(action="finalize", reasons=[*lines, budget],
                                           guarantee="; ".join(st.guarantee for st in states)))


def _regenerate(reasons: list[str], fb: GenerationFeedback, evaluation: Evaluation | None, a: Any,
                query_rewrites: int, guarantee: str) -> PolicyOutcome:
    cr = evaluation.valid_metric("context_relevancy") if evaluation is not None else None
    revise, why = False, ""
    if cr is not None and cr.value is not None and cr.value < a.min_context_relevancy:
        why = f"context_relevancy {cr.value:.2f} < {a.min_context_relevancy:g}: retrieval is the failing part"
        if query_rewrites < a.max_query_rewrites:
            revise = True
            reasons = [*reasons, f"{why}; the query is rewritten and retrieval re-run first"]
        else:
            reasons = [*reasons, f"{why}, but the query was already rewritten {query_rewrites} time(s)"]
    reasons = [*reasons, "regenerate with the feedback above"]
    return PolicyOutcome(decision=Decision(action="regenerate", reasons=reasons, guarantee=guarantee),
                         feedback=fb, revise_query=revise, retrieval_reason=why)
