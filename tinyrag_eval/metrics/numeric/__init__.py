"""Numeric consistency: is every figure in a memo backed by the numbers in its context?

Every figure of the answer (amounts, percentages, basis points, multiples, years and fiscal
periods) is extracted and normalised (:mod:`.extract`) and checked against the figures of the
context passages (:mod:`.match`): ``found`` when a context figure of a compatible kind has the
same value within tolerance or rounding, ``derived`` when one operation over two context
figures gives it (sum, difference, ratio, percentage change, percentage-point difference),
``unsupported`` otherwise. The value is ``(found + derived) / figures``; an answer without
figures is not applicable (value ``None``); bad input is an explicit invalid result.
The full specification (normalisation, skipped numbers, tolerances, derivations, unit hints)
is docs/metrics/numeric.md.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from typing import Any

from tinyrag_eval.schema import MetricResult

from .bind import Binder, named_items
from .extract import MAX_DIGITS, Kind, Quantity, extract_quantities, unit_hints
from .facts import context_facts, split_sentences, tokens
from .match import (
    MAX_OPERANDS,
    MAX_ROUNDING_REL,
    ContextIndex,
    NumberVerdict,
    Operands,
    check_quantity,
    operand_pools,
)
from .precision import VERDICT_PRECISION, meets_target, verdict_may_fail
from .verdict import FactVerdict
from .verify import check_facts, fact_verification

__all__ = [
    "MAX_DIGITS", "MAX_OPERANDS", "MAX_ROUNDING_REL", "METRIC_NAME", "VERDICT_PRECISION",
    "FactVerdict", "Kind", "NumberVerdict", "Quantity", "check_facts", "check_numbers",
    "extract_quantities", "fact_verification", "meets_target", "numeric_consistency", "unit_hints",
    "verdict_may_fail",
]

METRIC_NAME = "numeric_consistency"


def _check_tol(rel_tol: object) -> float:
    if isinstance(rel_tol, bool) or not isinstance(rel_tol, int | float):
        raise TypeError(f"rel_tol must be a number, got {type(rel_tol).__name__}")
    if not math.isfinite(rel_tol) or not 0 <= rel_tol < 1:
        raise ValueError(f"rel_tol must be in [0, 1), got {rel_tol!r}")
    return float(rel_tol)


def _check_inputs(answer: object, contexts: object) -> None:
    if not isinstance(answer, str):
        raise TypeError(f"answer must be a string, got {type(answer).__name__}")
    if isinstance(contexts, str) or not isinstance(contexts, list | tuple):
        raise TypeError(f"contexts must be a list of strings, got {type(contexts).__name__}")
    for i, ctx in enumerate(contexts):
        if not isinstance(ctx, str):
            raise TypeError(f"contexts[{i}] must be a string, got {type(ctx).__name__}")


def check_numbers(answer: str, contexts: list[str], *, rel_tol: float = 0.005,
                  derive: bool = True) -> list[NumberVerdict]:
    """One verdict per figure of ``answer``, in order (docs/metrics/numeric.md: the matching rules).

    ``rel_tol`` is the relative tolerance (0.005 = 0.5%) besides rounding to the memo's
    precision; ``derive=False`` accepts only figures found as such. Raises ``TypeError`` /
    ``ValueError`` on wrongly typed input (:func:`numeric_consistency` turns those into an
    invalid result instead).
    """
    _check_inputs(answer, contexts)
    tol = _check_tol(rel_tol)
    quantities = extract_quantities(answer)
    if not quantities:
        return []
    index = ContextIndex(contexts)
    sentences = split_sentences(answer)
    starts = [s for s, _ in sentences]
    facts: list | None = None
    binder: Binder | None = None
    pools: dict[int, Operands] = {}
    out: list[NumberVerdict] = []
    for q in quantities:
        k = max(bisect_right(starts, q.start) - 1, 0)
        v = check_quantity(q, index, tol, derive=False)
        if v.verdict == "unsupported" and derive and q.kind not in ("year", "period"):
            # derivations only over the line items the sentence names (read when first needed)
            if facts is None or binder is None:
                facts = context_facts(list(contexts))
                binder = Binder(facts)
            if k not in pools:
                named = named_items(tokens(sentences[k][1]) if sentences else (), facts, binder)
                pools[k] = operand_pools([(f.quantity, f.source, f.hint_scales) for f in named])
            v = check_quantity(q, index, tol, True, pools[k])
        out.append(v.model_copy(update={"sentence_index": k}))
    return out


def numeric_consistency(answer: str, contexts: list[str], *, rel_tol: float = 0.005,
                        derive: bool = True) -> MetricResult:
    """Share of the answer's figures supported by the contexts (found or derived).

    ``details``: ``numbers`` (verdict dicts), ``supported``, ``total``, ``found``, ``derived``,
    ``unsupported`` (surface texts), ``applicable``. No figures in the answer: value ``None``,
    ``reason`` "not applicable: ...", ``applicable`` False (not invalid). Non-string input, an
    empty answer, no or only blank contexts, or a bad ``rel_tol``: an invalid result.
    """
    try:
        _check_inputs(answer, contexts)
        tol = _check_tol(rel_tol)
        if not isinstance(derive, bool):
            raise TypeError(f"derive must be a bool, got {type(derive).__name__}")
    except (TypeError, ValueError) as exc:
        return MetricResult.invalid_result(METRIC_NAME, str(exc))
    if not answer.strip():
        return MetricResult.invalid_result(METRIC_NAME, "empty answer")
    if not any(ctx.strip() for ctx in contexts):
        reason = "empty context: no passages given" if not contexts else \
            "empty context: every passage is blank"
        return MetricResult.invalid_result(METRIC_NAME, reason)
    verdicts = check_numbers(answer, list(contexts), rel_tol=tol, derive=derive)
    settings = {"rel_tol": tol, "derive": derive}
    if not verdicts:
        return MetricResult(name=METRIC_NAME, value=None,
                            reason="not applicable: the answer contains no numbers",
                            details={"applicable": False, "numbers": [], "supported": 0,
                                     "total": 0, "unsupported": [], **settings})
    found = sum(v.verdict == "found" for v in verdicts)
    derived = sum(v.verdict == "derived" for v in verdicts)
    details: dict[str, Any] = {
        "applicable": True,
        "numbers": [v.model_dump() for v in verdicts],
        "supported": found + derived,
        "total": len(verdicts),
        "found": found,
        "derived": derived,
        "unsupported": [v.quantity.text for v in verdicts if v.verdict == "unsupported"],
        **settings,
    }
    return MetricResult(name=METRIC_NAME, value=(found + derived) / len(verdicts), details=details)
