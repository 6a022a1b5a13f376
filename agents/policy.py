"""The rule-based decision policy: calibrated, conformal outputs -> finalize | regenerate | escalate.

Rules, in order (``decide``):

1. **Safety first.** Any safety flag (a ``safety*`` metric that fired, judges that disagreed
   with themselves under position swap, ...) -> *escalate*.
2. **No calibrator, no finalize.** An uncalibrated assessment (``calibrator_version`` None)
   carries no guarantee: the memo is regenerated while the metrics give concrete problems to
   fix and attempts remain, else escalated. It is never finalized.
3. **Finalize only when certified**, by either rule of the calibration layer:
   the Learn-then-Test threshold (P(acceptable) >= lambda keeps the share of finalized memos a
   human would reject <= epsilon with probability >= 1 - delta), or the conformal prediction
   set at alpha being the singleton {acceptable}.
4. Set {unacceptable} -> *regenerate* while attempts remain (with concrete feedback: the least
   grounded sentences, unsupported figures, judge reasons), else *escalate* (attempts exhausted).
   When retrieval is the failing part (``context_relevancy`` below
   ``agent.min_context_relevancy``) the query is rewritten and retrieval re-run first.
5. Set {acceptable, unacceptable} (uncertain) or the empty set -> *escalate*.

Every :class:`~tinyrag_eval.schema.Decision` names its reasons and the guarantee it relies on
(alpha or epsilon/delta, and the calibrator version). The evidence it reads (feedback, safety
flags) comes from :mod:`tinyrag_eval.feedback`.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from ..config import Settings, get_settings
from ..feedback import build_feedback, safety_flags
from ..schema import (
    Assessment,
    Decision,
    Evaluation,
    GenerationFeedback,
    Memo,
)

ACCEPT, REJECT = 1, 0


class Certification(BaseModel):
    """What the calibrator says about finalizing one attempt (filled by the Assess step)."""

    calibrator_version: str | None = None
    threshold: float | None = Field(None, description="LTT auto-finalize threshold lambda; None = none valid")
    risk_certified: bool = Field(False, description="P(acceptable) >= threshold")
    epsilon: float | None = None
    delta: float | None = None
    reason: str = Field("", description="why there is no calibrated assessment, when there is none")


class PolicyOutcome(BaseModel):
    decision: Decision
    feedback: GenerationFeedback | None = None
    revise_query: bool = False
    retrieval_reason: str = ""


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


def _guarantee(asm: Assessment, cert: Certification, rule: str) -> str:
    v = cert.calibrator_version or asm.calibrator_version
    if rule == "risk":
        return (f"risk control (Learn-then-Test): P(acceptable) >= {cert.threshold:g} keeps the share of "
                f"finalized memos a human would reject <= epsilon={cert.epsilon:g} with probability >= "
                f"1 - delta={1 - (cert.delta or 0):g}; calibrator {v}")
    return f"conformal set at alpha={asm.alpha:g} (coverage >= {1 - asm.alpha:g}); calibrator {v}"


def decide(*, attempt: int, memo: Memo | None, evaluation: Evaluation | None, assessment: Assessment | None,
           certification: Certification, max_attempts: int | None = None, query_rewrites: int = 0,
           extra_flags: list[str] | None = None, settings: Settings | None = None) -> PolicyOutcome:
    """The decision on one attempt (module docstring)."""
    s = settings or get_settings()
    a = s.agent
    max_attempts = a.max_attempts if max_attempts is None else max_attempts
    criterion = a.criterion
    fb = build_feedback(memo, evaluation, a.feedback_items)
    problems = _problems(fb)
    flags = safety_flags(evaluation) + list(extra_flags or [])
    left = max_attempts - attempt
    budget = f"attempt {attempt} of {max_attempts}"

    if flags:
        return PolicyOutcome(decision=Decision(action="escalate", reasons=[*flags, budget],
                                               guarantee="none: a safety flag sends the memo to a human"))

    ca = assessment.per_criterion.get(criterion) if assessment is not None else None
    calibrated = assessment is not None and assessment.calibrator_version is not None and ca is not None
    if not calibrated:
        why = certification.reason or "no calibrator (run `tinyrag calibrate`)"
        reasons = [f"uncalibrated: {why}; an uncalibrated memo is never finalized", budget]
        if problems and left > 0:
            return _regenerate(reasons + problems, fb, evaluation, a, query_rewrites,
                               "none (uncalibrated)")
        if left <= 0:
            reasons.append("attempts exhausted")
        return PolicyOutcome(decision=Decision(action="escalate", reasons=reasons + problems,
                                               guarantee="none (uncalibrated): a human decides"))
    assert assessment is not None and ca is not None
    pset = sorted(ca.prediction_set)
    p = ca.probability
    head = f"P({criterion}) = {p:.2f}, conformal set {ca.set_label()} at alpha={assessment.alpha:g}"
    version = assessment.calibrator_version
    if certification.risk_certified and certification.threshold is not None:
        return PolicyOutcome(decision=Decision(
            action="finalize", reasons=[f"{head}; P >= auto-finalize threshold {certification.threshold:g}", budget],
            guarantee=_guarantee(assessment, certification, "risk")))
    if pset == [ACCEPT]:
        return PolicyOutcome(decision=Decision(
            action="finalize", reasons=[f"{head}: the set is the singleton {{acceptable}}", budget],
            guarantee=_guarantee(assessment, certification, "set")))
    thr = ("no valid auto-finalize threshold" if certification.threshold is None
           else f"P below the auto-finalize threshold {certification.threshold:g}")
    if pset == [REJECT]:
        reasons = [f"{head}: the set is {{unacceptable}}; {thr}", budget]
        if left > 0:
            return _regenerate(reasons + problems, fb, evaluation, a, query_rewrites,
                               f"conformal set at alpha={assessment.alpha:g}; calibrator {version}")
        return PolicyOutcome(decision=Decision(
            action="escalate", reasons=[*reasons, "attempts exhausted", *problems],
            guarantee=f"conformal set at alpha={assessment.alpha:g}; calibrator {version}"))
    what = "both labels (uncertain)" if len(pset) > 1 else "empty (the calibrator cannot place this memo)"
    return PolicyOutcome(decision=Decision(
        action="escalate", reasons=[f"{head}: the set is {what}; {thr}", budget, *problems],
        guarantee=f"conformal set at alpha={assessment.alpha:g}; calibrator {version}"))


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
