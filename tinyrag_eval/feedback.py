"""Evidence read from an attempt's evaluation: what the next attempt must fix, and the flags that
send a memo to a human. The policy decides with them; the generator, the review page and the
CLI show them."""

from __future__ import annotations

from .metrics.findings import findings_of
from .schema import Evaluation, GenerationFeedback, Memo


def safety_flags(evaluation: Evaluation | None) -> list[str]:
    """Flags that force escalation: safety metrics that fired, swap-inconsistent judges."""
    flags: list[str] = []
    if evaluation is None:
        return flags
    for name, m in evaluation.metrics.items():
        if name.startswith("safety") and m.invalid:
            flags.append(f"safety check {name} could not run ({m.reason}): a human checks the memo")
        elif name.startswith("safety") and (m.value or 0) > 0:
            flags.append(f"safety flag {name} = {m.value:g}: {m.reason or 'see details'}")
        if m.details.get("swap_inconsistent"):
            flags.append(f"{name}: the pairwise judges were swap-inconsistent")
    return flags


def build_feedback(memo: Memo | None, evaluation: Evaluation | None, n: int = 3) -> GenerationFeedback:
    """Concrete feedback for the next attempt from an attempt's evaluation (at most ``n`` of each
    kind): the least supported sentences, unsupported figures, low judge scores with their
    reasons, and citations that named no chunk."""
    findings = findings_of(evaluation, memo.text if memo is not None else "")
    flagged = [s.text for s in findings.flagged()]
    numbers = list(dict.fromkeys(f.figure for f in findings.failing_figures()))
    reasons: list[str] = []
    judge = evaluation.judge if evaluation is not None else None
    if judge is not None and not judge.invalid:
        low = sorted(((c, cs) for c, cs in judge.criteria.items() if cs.score is not None and cs.score <= 3),
                     key=lambda x: x[1].score or 0)
        reasons += [f"{c} scored {cs.score:g}/5: {cs.reasoning}".strip().rstrip(":") for c, cs in low]
    return GenerationFeedback(flagged_sentences=flagged[:n], unsupported_numbers=numbers[:n],
                              judge_reasons=reasons[:n],
                              dropped_citations=memo.dropped_citations[:n] if memo else [])
