"""Where the context states the memo's figure: a memo sentence that copies or nearly copies a
context sentence is decided figure by figure against the figure in its place, and a contradiction
is not upheld against a prose figure of the memo's value that the memo's words name."""

from __future__ import annotations

from typing import Any

from .bind import Binder, wording
from .facts import Fact
from .periods import period_ok
from .values import kind_ok, rounds_to, value_ok
from .verdict import FactVerdict, rests
from .written import stated_like

STATED_SHARE = 0.9
"""The share of the memo figure's own words' weight that must be right around a context figure of
its value for that figure to refute a contradiction (``stated_verdict``): nearly all of them
("Bell Media operating revenues increased by 3.4%" does not refute a wrong 3.4% for Bell Wireless)."""

NEAR_COPY = 0.75
"""A memo sentence whose words are the context sentence's, in its order, with at most a quarter of
them left out ("approximately", "for the year ended December 31, 2023" written "in 2023"), is a
near copy of it when so are the words between its figures (:func:`near_copies`)."""


def _kept(mine: tuple[str, ...], theirs: tuple[str, ...], least: int = 0) -> bool:
    """``mine`` is ``theirs`` with at most ``1 - NEAR_COPY`` of its words left out, in its order
    (month names left out are not counted: "December 31, 2023" written "2023" says the period)."""
    if not least <= len(mine) <= len(theirs) or len(wording(mine)) < NEAR_COPY * len(wording(theirs)):
        return False
    rest = iter(theirs)
    return all(t in rest for t in mine)  # a subsequence: `in` consumes the iterator up to t


def near_copies(memo: list[Fact], ctx: list[Fact]) -> dict[int, Fact]:
    """For each memo figure (by ``id``) of a sentence that copies or nearly copies a context
    sentence, the context figure standing where it stands: the sentences have as many figures and
    are the same (whitespace aside), or the memo's words are the context's with a few left out
    (``NEAR_COPY``, at least 3 of them) and so are the words before and after each figure up to
    the next one. Which of the context's figures the memo restates is then certain, whatever the
    binding reads: "24% and 2% ... and 10% and 13% ..., respectively", "an aggregate notional
    amount totaling $150 million", or two figures of the sentence swapped ("a decrease of $638
    compared to a net income of $1,389" where the filing says the reverse). Every figure of both,
    durations too, stands in the alignment; years are no figures here."""
    sentences: dict[tuple[int, int], list[Fact]] = {}
    for c in ctx:
        if c.origin == "text":
            sentences.setdefault((c.source, c.offset), []).append(c)
    # sentences of one wording (words, and words between the figures) are tested once
    by_count: dict[int, dict[tuple[Any, ...], list[list[Fact]]]] = {}
    same: dict[str, list[list[Fact]]] = {}
    for group in sentences.values():
        group.sort(key=lambda f: f.quantity.start)
        shape = (group[0].sentence_tokens, tuple((f.label_tokens, f.right_tokens) for f in group))
        by_count.setdefault(len(group), {}).setdefault(shape, []).append(group)
        same.setdefault(" ".join(group[0].sentence.split()), []).append(group)
    mine: dict[int, list[Fact]] = {}
    for m in memo:
        mine.setdefault(m.sentence_index, []).append(m)
    out: dict[int, Fact] = {}
    for group in mine.values():
        group.sort(key=lambda f: f.quantity.start)
        words = group[0].sentence_tokens
        copied = [theirs for theirs in same.get(" ".join(group[0].sentence.split()), ())
                  if len(theirs) == len(group)] or [
            theirs for (sentence, around), alike in by_count.get(len(group), {}).items()
            if _kept(words, sentence, least=3) and all(
                _kept(m.label_tokens, left) and _kept(m.right_tokens, right)
                for m, (left, right) in zip(group, around, strict=True))
            for theirs in alike]
        # a restatement keeps its figures' kinds in their places ("rose 13.1% to $32.2 million" is no
        # copy of "totaled $32.2 million and $28.4 million": its words left out the context's)
        copied = [theirs for theirs in copied if all(
            m.quantity.kind == c.quantity.kind for m, c in zip(group, theirs, strict=True))]
        if len(copied) > 1:
            # sentences alike but for their figures ("Revenue of segment 5 was ..."): the one that
            # states the most of the memo's figures as written, when only one does
            agree = [sum(_same_figure(m, c) for m, c in zip(group, theirs, strict=True)) for theirs in copied]
            best = max(agree)
            copied = [t for t, a in zip(copied, agree, strict=True) if a == best]
            if len(copied) > 1 and best < len(group):
                continue  # several sentences as near: which one the memo restates is not certain
        for m, c in zip(group, copied[0] if copied else (), strict=False):
            out[id(m)] = c
    return out


def _same_figure(m: Fact, c: Fact) -> bool:
    """The two figures are written alike: the same value at the same scale and kind."""
    q, r = m.quantity, c.quantity
    return q.kind == r.kind and q.value == r.value and q.scale == r.scale


def stated_verdict(m: Fact, v: FactVerdict, ctx: list[Fact], binder: Binder, rel_tol: float,
                   copy: Fact | None) -> FactVerdict:
    """The verdict where the context itself states the memo's figure, or another in its place.

    ``copy``: the context figure standing where the memo's stands in a sentence the memo copies or
    nearly copies (:func:`near_copies`), when it is of the memo's kind and a period the memo allows.
    With the memo's value: ``supported`` -- a copy can't be wrong about its own source; the
    binding that chose another figure of the sentence is what failed. Another value, not a
    rounding of the memo's: ``contradicted`` by it, however far off (the words around it say it is
    that figure; unless the memo's is derived or supported from another sentence: figures of the
    copied sentence itself do not make it so -- "totaled $2.7 million" where the sentence says $1.6
    million is no difference of its $1.6 and $4.3 million). Else a
    contradiction whose words name a context figure of the memo's value nearly as fully as the
    memo does is ``unsupported`` (which of the context's figures the memo means is not certain) -- ``supported``
    where both are amount changes the same way and the context's is the memo's at its precision."""
    c = copy if copy is not None and kind_ok(m, copy) and period_ok(m, copy) else None
    # the figure a copy restates is matched at the memo's own precision ("41.7%" restating a
    # sentence's 41.6% is no rounding of it; a relative tolerance serves computed values)
    if c is not None and value_ok(m, c, 0.0) is not None:
        if v.verdict in ("supported", "derived") or (v.verdict == "contradicted" and v.about == "words"):
            return v  # (the figure is the sentence's; a verb that moves it the other way is still wrong)
        return v.model_copy(update={
            "verdict": "supported", "binding": "line item", "line_item": c.where(),
            "explanation": f"{c.where()}: {c.quantity.text} (the memo's sentence as the context states it)",
            **rests([c], c.quantity.text)})
    if c is not None and not rounds_to(m, c) and (
            v.verdict not in ("supported", "derived") or set(v.evidence) <= {c.where()}):
        value = stated_like(m.quantity, c.quantity.value, [c])
        if v.verdict == "contradicted" and v.context_value == value:
            return v  # the binding's contradiction says the same, with its computation
        return v.model_copy(update={
            "verdict": "contradicted", "binding": "line item", "line_item": c.where(),
            "explanation": f"{c.where()} states {c.quantity.text} where the memo, restating that "
                           f"sentence, has {m.quantity.text}",
            **rests([c], value)})
    if v.verdict == "unsupported" and m.quantity.kind == "percent" and m.direction:
        # "Gross profit climbed 4.2%" where the prose says "Gross profit ... increased $7.1 million, or
        # 4.2%, to $178.8 million" (the binding chose a shorter sentence of the item, which states its
        # margin's change): a change the context states of the memo's item, the memo's way, at the
        # memo's precision, in its period
        said = [c for c in ctx if c.origin != "table" and kind_ok(m, c) and period_ok(m, c)
                and c.direction == m.direction and value_ok(m, c, 0.0) == "" and c.quantity.unit == m.quantity.unit
                and binder.names_locally(m, c, STATED_SHARE)]
        if said:
            c = said[0]
            return v.model_copy(update={
                "verdict": "supported", "binding": "line item", "line_item": c.where(),
                "explanation": f"{c.where()}: {c.quantity.text} (the change the context states of the memo's item)",
                **rests([c], c.quantity.text)})
    if v.verdict != "contradicted" or v.about == "words":
        return v  # (a prose figure of the memo's value says nothing against a direction or sign)
    found = [c for c in ctx if c.origin != "table" and kind_ok(m, c) and period_ok(m, c)
             and value_ok(m, c, rel_tol) is not None and binder.names_locally(m, c, STATED_SHARE)]
    if found and (subject := binder.subject_words(m)) and any(
            c.origin != "table" and c.where() in v.evidence and subject <= set(c.sentence_tokens) for c in ctx):
        # (not where the contradicting prose names the subject of the memo's sentence too and this one does not: "...
        # expense increased $5.2 million, driven primarily by a $4.2 million increase in personnel-related costs" is
        # contradicted by the G&A prose's "$1.6 million in personnel-related costs", not borne out by the sales and
        # marketing prose's $4.2 million)
        found = [c for c in found if subject <= set(c.sentence_tokens)]
    if not found:
        return v
    c = found[0]
    if m.direction and c.direction == m.direction and m.change and c.change and value_ok(m, c, 0.0) == "" and \
            c.quantity.unit == m.quantity.unit and m.quantity.kind != "percent":
        # "The net increase in net assets from operations reached $137.6 million" where the prose says "Net increase
        # in net assets resulting from operations ... was $137,591,766": the change the context states of the memo's
        # item, the memo's way, at the memo's precision (the contradiction computed another operation over a row)
        # -- an amount, not a percent, which many items' words share ("Sales fell 20%" is not "Sales of our cosmetic
        # ingredients decreased by approximately 20%"; "Pet net sales fell 4.8%" not "Pet organic net sales ...
        # decreased 4.8%")
        return v.model_copy(update={
            "verdict": "supported", "binding": "line item", "line_item": c.where(), "about": "value",
            "explanation": f"{c.where()}: {c.quantity.text} (the change the context states of the memo's item)",
            **rests([c], c.quantity.text)})
    return v.model_copy(update={
        "verdict": "unsupported", "context_value": "",
        "explanation": f"{c.where()} states {c.quantity.text} with the memo's words around it; not "
                       f"contradicted by {v.explanation}"})
