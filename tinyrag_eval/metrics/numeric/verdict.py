"""The verdict on one memo figure (:class:`FactVerdict`) and the context evidence it rests on."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, Field

from .facts import Fact

Verdict = Literal["supported", "derived", "contradicted", "unsupported"]


class FactVerdict(BaseModel):
    """The verdict on one figure of the memo, with what it was bound to."""

    figure: str = Field(description="the figure as written in the memo")
    sentence: str
    verdict: Verdict
    explanation: str = Field(description="the matching row/column or text span, or why not")
    periods: list[str] = Field(default_factory=list, description="the periods the memo gives it")
    line_item: str = Field("", description="the context line item it was bound to ('' if none)")
    binding: Literal["line item", "value only", "none"] = "none"
    evidence: list[str] = Field(default_factory=list, description="context locations used")
    sentence_index: int = Field(-1, description="index of the memo sentence holding the figure")
    start: int = Field(-1, description="character span of the figure in the memo")
    end: int = -1
    context_value: str = Field(
        "", description="the context's value the verdict rests on: the matching figure as written "
        "there, the computed value of a derivation, or -- contradicted -- the value the memo should "
        "state, written the way the memo writes the figure (``stated_like``) ('' if none)")
    sources: list[int] = Field(default_factory=list,
                               description="indices of the context passages the verdict rests on")
    about: Literal["value", "words"] = Field(
        "value", description="what a contradiction is about: the figure's value, or the words that "
        "state it (a direction or a sign the context does not bear out; the figure itself is right)")


def rests(facts: Iterable[Fact], value: str = "") -> dict[str, Any]:
    facts = list(facts)
    return {"evidence": [f.where() for f in facts], "context_value": value,
            "sources": sorted({f.source for f in facts if f.source >= 0})}


_TABLE_CELL = re.compile(r"context \d+, table row '")


def table_row(v: FactVerdict) -> str:
    """The table row a verdict resting on one table cell rests on ("context 3, table row 'AISC per ounce'", of
    ``Fact.where``'s form), else ""."""
    if len(v.evidence) != 1 or not on_table_row(v):
        return ""
    return v.evidence[0].rsplit(", column ", 1)[0]


def on_table_row(v: FactVerdict) -> bool:
    """The verdict's first evidence is a table cell (``Fact.where`` of a table figure), not prose."""
    return bool(v.evidence) and _TABLE_CELL.match(v.evidence[0]) is not None
