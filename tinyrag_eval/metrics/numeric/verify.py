"""Structured financial-fact verification: is each memo figure the value *of what it names*?

Every figure of the memo becomes a fact tuple (:mod:`.facts`: the words around it, its period,
value, scale, direction) and is bound to the context facts whose line item it names (a table
row label and column header, or a text span, scored by IDF-weighted word overlap). Then it is

* ``supported`` when a bound fact of a compatible period has its value (tolerance and rounding
  as in ``numeric_consistency``, the passage's "(in millions)" scale or, when the passage states
  none, the figure's own digits);
* ``derived`` when one operation over bound facts gives it: a difference, sum or average of
  two periods of the item (the direction must agree with the periods' order), a percentage
  change, a ratio or share of two named items, a percentage-point difference;
* ``contradicted`` when the item is bound and has a value for the period but not this one (the
  explanation names the row and column, and where the memo's figure does occur: another line
  item or another period is a contradiction, not support);
* ``unsupported`` when nothing binds: the item is not in the context, or not for that period.
  A figure that binds to nothing but equals a context figure of a compatible period is
  ``supported`` with ``binding="value only"``.

:func:`fact_verification` returns the share of the memo's figures that are supported or
derived as a :class:`MetricResult`, with one :class:`FactVerdict` per figure. Pure Python.

The checker's parts, one role a module: :mod:`.periods` (when two facts are of one period),
:mod:`.values` (how a context value is read and compared), :mod:`.verdict` (:class:`FactVerdict`),
:mod:`.written` (a value written like the memo's figure), :mod:`.bind` (binding: :class:`Binder`),
:mod:`.levels` (levels, changes and the movement the words state), :mod:`.derivation` (operations
over bound facts), :mod:`.restated` (sentences the memo copies), :mod:`.definition` (defined and
standard metrics). Here: one figure's verdict (:func:`verify_fact`) and the metric.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from tinyrag_eval.schema import MetricResult

from .bind import NAMED_ROW, Binder, alias_tokens, item_key, named_items, row_words
from .definition import (
    change_in_points,
    defined_metric,
    earlier_ratio,
    item_margin,
    segment_margin,
    standard,
    subject_margin,
)
from .derivation import (
    APPOSITIVE,
    AVERAGE,
    SUM,
    Derived,
    amount_rows,
    context_aggregate,
    context_change,
    derive,
    describe,
    item_cell,
    moves_by_size,
    share_base_amount,
    share_of_amount,
)
from .extract import Quantity
from .facts import (
    CHANGE_COLUMN,
    MEASURES,
    OF_WHICH,
    PERIOD_WORDS,
    QUALIFIERS,
    Fact,
    context_facts,
    context_quarter_shifts,
    from_label,
    on_calendar,
    own_clause,
    says_ratio,
    says_total,
    split_sentences,
    states_direction,
    text_facts,
    tokens,
)
from .formula import parse_definition
from .levels import (
    against_levels,
    change_row_direction,
    current_level,
    dated_levels,
    earlier_level,
    flow_against,
    flow_sign_against,
    is_change,
    latest_of_item,
    levels_first,
    loss_for_gain,
    moved_against,
    opening_row,
    other_way,
    percent_of_stated_change,
    prior_of_change,
    prior_on_levels_row,
    prior_spans,
    self_against,
    signed_against,
    skips_a_year,
    stated_change,
    undated_cell,
)
from .match import format_figure, half_unit, window, written_as
from .names import defined_names, with_defined_names
from .periods import fiscal_interims, fiscal_years, period_ok
from .restated import STATED_SHARE, near_copies, stated_verdict
from .values import MAGNITUDE, amount_for_percent, coarser, comparable, kind_ok, rounds_to, value_ok
from .verdict import FactVerdict, on_table_row, rests
from .written import stated_like, written_like

# the figure checker's interface (benchmarks and tests import these from here)
__all__ = ["Binder", "FactVerdict", "check_facts", "fact_verification", "named_items",
           "verify_fact", "written_like"]

METRIC_NAME = "fact_verification"
MAX_CONTEXT_FACTS = 50_000

_OPERATION = re.compile(
    r"\b(?:ratio|proportion|percentage|portion|share|average|mean|sum|difference|change)\s+"
    r"(?:of|to|over|between|in|for)\b|\bas an? (?:percentage|share|proportion|portion) of\b",
    re.IGNORECASE)
"""Words that ask for an operation ("the ratio of A to B", "as a percentage of revenue")."""


# ---------------------------------------------------------------------------------------------
# one memo figure


_CAPITALIZED = re.compile(r"\b[A-Z][\w&-]*")


def _capitalized(sentence: str) -> set[str]:
    """The words a sentence capitalizes: names of segments, regions, products ("Americas")."""
    return set(tokens(" ".join(_CAPITALIZED.findall(sentence))))


_PERCENT_ITEM = re.compile(
    r"\b(?:percentage|percent)\b(?![ \t]+(?:change|increase|decrease|growth|rise|decline|fall))"
    r"|\b(?:proportion|share|ratio|margins?)\b|(?<!growth )\brate\b|%[ \t]+of\b", re.IGNORECASE)
"""Words saying the line item is itself a percent ("percentage of sales", "margin", "tax rate")."""


_NO_PART = frozenset({"total", "consolidated", "company", "net", "other"})


def _part_rows(ctx: list[Fact]) -> frozenset[str]:
    """The one-word labels of table rows that name a part of the business ("| Wholesale |", "| Retail |")."""
    return frozenset(c.label_tokens[0] for c in ctx if c.origin == "table" and len(c.label_tokens) == 1
                     and c.label_tokens[0] not in _NO_PART and c.label_tokens[0] not in MEASURES)


def _names_a_part(c: Fact, rows: set[str], parts: frozenset[str], said: set[str]) -> bool:
    """The prose figure's sentence says a part row's word right before a word of the memo's row, which the memo
    does not say ("Wholesale operating earnings" for the memo's "Operating earnings")."""
    words = tokens(c.sentence)
    return any(w in rows and i and words[i - 1] in parts and words[i - 1] not in said and words[i - 1] not in rows
               for i, w in enumerate(words))


def _whole_of_which(memo: Fact, binder: Binder) -> Fact | None:
    """The memo figure right before ", of which" when the percent ``memo`` is the share of an amount in the clause
    after it ("... provided $37,100 in 2023, of which short-term advances of $36,450 accounted for roughly 98%"),
    else None."""
    amount = share_of_amount(memo)
    at = None if amount is None else max((m for m in OF_WHICH.finditer(memo.sentence, 0, amount.start)),
                                         key=lambda m: m.start(), default=None)
    if at is None:
        return None
    before = [f for f in binder.sentences.get(memo.sentence_index, ()) if f.quantity.end <= at.start()]
    return max(before, key=lambda f: f.quantity.end, default=None)


_SHARE_VERB_BEFORE = re.compile(r"\b(?:made[ \t]+up|represented|accounted[ \t]+for|comprised|constituted)[ \t]+(?:[a-z]+[ \t]+)?$",
                                re.IGNORECASE)
"""A share's verb right before it, an adverb between ("made up about", "accounted for roughly")."""
_OF_NEXT = re.compile(r"[ \t]+of[ \t]", re.IGNORECASE)
"""The "of" right after a share, before its base."""


def _plus(rows: list[Fact], more: Iterable[Fact]) -> list[Fact]:
    """``rows`` and the facts of ``more`` not among them (by identity: a Fact's == compares every field)."""
    have = {id(c) for c in rows}
    return rows + [c for c in more if id(c) not in have]


def _names_a_total(label: str) -> bool:
    """The row is a named total ("Total current liabilities"): a memo's "total" names that item,
    not a sum of its own. A bare "Total" row (of the segments above it) is not one."""
    return says_total(label) and any(t != "total" for t in tokens(label))


def _in_item_name(memo: Fact, bound: list[Fact]) -> Fact | None:
    """The bound table fact whose row label holds the memo's figure with the words before it
    ("net of tax of $1" of the row "Gains ..., net of tax of $1, $11, and $4"; "4.50% Senior
    Notes due 2027"): the figure names the line item and is no value to check. None otherwise."""
    q = memo.quantity
    if not memo.sentence or q.start < 0:
        return None
    figure = memo.sentence[q.start:q.end]
    before, after = memo.sentence[:q.start].split()[-2:], memo.sentence[q.end:].split()[:2]
    # the figure with the two words before it, or after it: a bare figure in a label says nothing
    phrases = [" ".join(p).lower() for p in ([*before, figure], [figure, *after]) if len(p) == 3]
    said = memo.sentence.lower()
    for c in bound:
        label = " ".join(c.label.split()).lower()
        if c.origin == "table" and any(p in label for p in phrases):
            return c
        # ... or the whole label, of words and the figure, around it ("Below 600 was 11 in 2022")
        at = said.find(label, max(0, q.start - len(label)), q.end + len(label)) if len(label.split()) >= 2 else -1
        if at >= 0 and at <= q.start and q.end <= at + len(label):
            return c
    return None


def _prose_segment(memo: Fact, ctx: list[Fact], bound: list[Fact], named_rows: list[Fact], binder: Binder,
                   rel_tol: float) -> tuple[list[Fact], list[Fact]]:
    """(bound, named rows) without the table rows of another line item where the memo names its item
    by a word no table of the context has ("Americas net revenues" against the consolidated "Net
    revenues" row: a part of the business only the prose speaks of) and a prose figure's own words
    name them all ("The Americas net revenues totaled $203.7 million ...", whose figures are added when
    none of them was bound); unchanged otherwise."""
    own = set(memo.label_tokens) - QUALIFIERS - PERIOD_WORDS
    only_prose = own - binder.table_words(ctx)
    # (unless a row has the memo's figure: "Saia's operating revenue rose 3.2%" names the company, which
    # the "Operating Revenue" row's table leaves unsaid, not a part of it)
    if only_prose and only_prose <= _capitalized(memo.sentence) and not any(
            c.origin == "table" and period_ok(memo, c) and value_ok(memo, c, rel_tol) is not None for c in bound):
        narrower = [c for c in bound if c.origin != "table" and own <= set(c.label_tokens) | set(c.right_tokens)]
        if not narrower and any(c.origin == "table" for c in bound):
            # ... where the memo's figure is another kind than the sentence's ("Americas net revenues
            # increased 2.6%" where it states the levels): that sentence's figures are the item's
            near: dict[tuple[int, int], int] = {}  # sentence -> how many of the memo's words its figures' own name
            wanted = set(memo.label_tokens) | set(memo.right_tokens)
            for c in ctx:
                local = set(c.label_tokens) | set(c.right_tokens)
                if c.origin != "table" and not c.scenario and not c.forecast and own <= local:
                    key = (c.source, c.sentence_index)
                    near[key] = max(near.get(key, 0), len(wanted & local))
            # ("The Americas net revenues totaled ..." of the Americas' sentences, for "The Americas
            # accounted for 77.5% of 2023 net revenues")
            where = {k for k, v in near.items() if v == max(near.values())}
            narrower = [c for c in ctx if c.origin != "table" and (c.source, c.sentence_index) in where]
            bound = bound + [c for c in narrower if all(c is not b for b in bound)] if len(where) == 1 else bound
        if narrower:
            bound = [c for c in bound if c.origin != "table" or own <= row_words(c)]
            # (a share's base is named after it: "accounted for 77.5% of 2023 net revenues")
            of_words = set(memo.right_tokens) | QUALIFIERS
            named_rows = [c for c in named_rows if own <= row_words(c) or (
                memo.right_tokens and set(c.label_tokens) <= of_words)]
    return bound, named_rows


def _base_share(memo: Fact, c: Fact) -> bool:
    """The memo's percent names ``c``'s row as its base ("14.2% of net sales"), and that row's
    percent is the base's own 100%: the share is another row's, which the sentence names too."""
    if memo.quantity.kind != "percent" or not c.is_percent or abs(c.quantity.value) != 100.0 or not c.label_tokens:
        return False
    # (its "of net sales" may follow the current share only -- "... to 14.2% of net sales from 12.8%" --
    # or go before both: "rose as a share of net sales to 56.4% from 55.6%")
    # (or the other name the row gives itself: "Revenue before reimbursements (net revenue)")
    names = [set(c.label_tokens)] + ([set(alias)] if (alias := alias_tokens(c.label)) else [])
    return any(name <= set(tokens(" ".join(m.group(1).split()[:4])))
               for m in _SHARE_OF.finditer(memo.sentence) for name in names)


_SHARE_OF = re.compile(r"(?:%|\b(?:share|percent(?:age)?|proportion))[ \t]+of[ \t]+([^,;.()]+)", re.IGNORECASE)
"""A share's base: "14.2% of net sales", "as a share of net sales", "as a percentage of revenue"."""


def _other_role(memo: Fact, c: Fact) -> bool:
    """A prose figure stated as a change where the memo states a level, or the other way ("increased
    $182,472 to $40,956" where the context says "increased $40,956 to $182,472")."""
    return c.origin == "text" and {memo.role, c.role} == {"level", "change"}


def _against_stated_share(derived: Derived, bound: list[Fact]) -> bool:
    """A ratio whose numerator is a table cell whose row states its own share for that period ("| Total operating
    expenses | 21,305 | 61 | ..." under "% of Total Revenues"), and the ratio does not round to it: the ratio is over
    another base than the table's ("65% of revenues" from 21,305 / 32,537, the first revenue row's), not the share
    the memo states."""
    if derived.op != "ratio" or derived.flipped or len(derived.operands) != 2:
        return False
    top = derived.operands[0]
    if top.origin != "table" or top.is_percent or len(top.periods) != 1:
        return False
    stated = [c for c in bound if c.origin == "table" and c.is_percent and c.source == top.source and c.table == top.table
              and c.row == top.row and c.periods == top.periods and c is not top]
    return bool(stated) and not any(abs(abs(c.quantity.value) - abs(derived.value)) <= half_unit(c.quantity) * (1 + 1e-9)
                                    for c in stated)


def verify_fact(memo: Fact, ctx: list[Fact], binder: Binder,
                rel_tol: float = 0.0) -> FactVerdict:
    """The verdict on one memo fact against the context facts (see the module docstring)."""
    q = memo.quantity
    base = {"figure": q.text, "sentence": memo.sentence, "periods": list(memo.periods),
            "sentence_index": memo.sentence_index, "start": memo.offset + q.start,
            "end": memo.offset + q.end}
    kinds = [c for c in ctx if kind_ok(memo, c)]
    bound, named_rows, operands_only = binder.bind(memo, ctx)
    current = current_level(memo, binder.sentences.get(memo.sentence_index, ()))  # "... increased 2.1% to 48,667
    # units", no period said
    if (q.kind == "percent" or q.unit == "x") and not memo.label_tokens and memo.right_tokens:
        # "Cost of operations was $230.8 million, or 67.7% of revenues": a share stated beside an
        # amount names only its base; its numerator is the item the sentence names before it (a multiple's
        # too: "Operating cash flow of $36.6 million ... was roughly 4.5 times net income")
        named_rows = _plus(named_rows, named_items(memo.sentence_tokens, ctx, binder))
    elif q.kind == "percent" and memo.label_tokens and memo.right_tokens and (
            amount := share_of_amount(memo)) is not None:
        # "Cost of product sales was $65.1 million, or about 51% of net product sales": the share of the amount
        # beside it over the base its words after it name -- in prose too ("net product sales were $127.0
        # million"), which no table row's naming finds: the amount's sentence and the base's are the operands
        whole, _, _ = binder.bind(replace(memo, quantity=amount, label_tokens=memo.right_tokens, right_tokens=()), ctx)
        wholes = [c for c in whole if c.origin == "text" and not c.is_percent]
        own = next((f for f in binder.sentences.get(memo.sentence_index, ()) if f.quantity.start == amount.start
                    and f.quantity.kind == amount.kind), None)
        own_bound = binder.bind(own, ctx)[0] if own is not None else []
        # (the part: the prose the share's words bind, else the prose its amount binds where the share's bind only a
        # percent -- "International revenues declined 9% to $6.0 million, about 22% of total revenues": the prose's
        # "our international revenues decreased by $611, or 9%, ... to $6,019", not its 9% alone)
        parts = [c for c in bound if c.origin == "text" and not c.is_percent] or [
            c for c in own_bound if c.origin == "text" and not c.is_percent and value_ok(own, c, rel_tol) is not None]
        if wholes and parts:
            named_rows = _plus(named_rows, {id(c): c for c in parts + wholes}.values())
        # ... and the amount's own row, which the share's words do not name ("Qbrexza remained the largest product
        # at $25.4 million of 2023 net sales, about 43% of net product revenue": the "| Qbrexza® |" row)
        named_rows = _plus(named_rows, (c for c in own_bound if c.origin == "table"))
    elif q.kind == "percent" and not memo.right_tokens and (whole := _whole_of_which(memo, binder)) is not None:
        # "Financing activities provided $37,100 in 2023, of which short-term advances of $36,450 accounted for
        # roughly 98%": a share in the clause after "of which" is of the figure before it, the whole
        named_rows = _plus(named_rows, binder.bind(whole, ctx)[0])
    elif q.kind == "percent" and memo.label_tokens and memo.right_tokens and _SHARE_VERB_BEFORE.search(
            memo.sentence, max(0, q.start - 48), max(q.start, 0)) and _OF_NEXT.match(memo.sentence, max(q.end, 0)):
        # "The investment in Myson made up about 97% of total assets": a share whose part its words name before its
        # verb and its base after it is the part's row over the base's, though the part's words name its row less
        # fully ("| Investment in Myson, Inc. |") than the base's words name the base's ("| Total Assets |"), which
        # the share binds to
        part = replace(memo, right_tokens=())
        named_rows = _plus(named_rows, (c for c in binder.bind(part, ctx)[0] if c.origin == "table" and not c.is_percent))
    set_aside = [o for o in binder.sentences.get(memo.sentence_index, ()) if not o.adjusted
                 and o.quantity.start < q.start and o.quantity.kind == q.kind] if memo.adjusted and q.kind != "percent" else []
    aside_ids: set[int] = set()
    for o in set_aside:
        # "Excluding the $738,113 inventory write-down, cost of goods sold would have been about $222,344": the
        # amount set aside is an operand of the adjusted figure, the item's less it (only that: a sum or a change
        # is no figure without it)
        its = binder.bind(o, ctx)[0]
        aside_ids |= {id(c) for c in its}
        named_rows = _plus(named_rows, its)
    # a prose figure whose own words name a part of the item the memo does not ("Sales of our
    # cosmetic ingredients decreased by 20%") is neither the item's figure nor an operand of it
    # where the context states the item's own in words the memo's cover ("Sales decreased by 14%")
    if any(c.origin != "table" and kind_ok(memo, c) and period_ok(memo, c) and binder.names_locally(memo, c)
           and not binder.unnamed(memo, c) for c in bound):
        bound = [c for c in bound if c.origin == "table" or not binder.unnamed(memo, c)]
    bound, named_rows = _prose_segment(memo, ctx, bound, named_rows, binder, rel_tol)
    # a row whose every word the memo says ("Net interest spread") is the item: a prose figure whose
    # sentence lacks a word of that row ("net interest margin ... was 3.36%", "Total expenses
    # decreased $695" for the engineering, selling and administrative expenses) is another item's,
    # neither its figure nor an operand of it
    said = set(binder.memo_weights(memo))
    rows = {t for c in bound if c.origin == "table" and c.label_tokens and set(c.label_tokens) <= said
            for t in c.label_tokens}
    if rows:
        bound = [c for c in bound if c.origin == "table" or rows <= set(c.sentence_tokens)]
        # ... nor is a prose figure whose own words are those of another row, one that says more, none of which the
        # memo's sentence says ("Net loss attributable to common shareholders ... was $15,018,342" beside "| NET LOSS
        # ATTRIBUTABLE TO COMMON SHAREHOLDERS |", for the memo's "net loss" of the "| NET LOSS |" row), where its figure
        # is that row's and none of the memo's row ("unrealized gain on change in fair value of warrants of $1,309,610"
        # stays the "| Gain on change in fair value of warrants |" row's, whose six months' cell it is)
        sentence = set(memo.sentence_tokens)
        longer = [x for x in binder.table_cells(ctx) if rows < set(x.label_tokens)
                  and (set(x.label_tokens) - rows).isdisjoint(sentence)]
        if longer:
            own = [x for x in binder.table_cells(ctx) if set(x.label_tokens) <= said]
            bound = [c for c in bound if c.origin == "table" or not any(
                set(x.label_tokens) <= set(c.label_tokens) and value_ok(c, x, 0.0) is not None for x in longer) or any(
                value_ok(c, x, 0.0) is not None for x in own)]
        # ... and a prose figure of a sentence that puts before the row's words a part the context's tables name as a
        # row of its own ("Wholesale operating earnings increased ... from $55.1 million", beside "| Wholesale |"
        # rows) is that part's, which the memo does not say
        # (only where the memo names the row's item and nothing more: "Nevada Taverns' Adjusted EBITDA margin" names a
        # part itself, and reads the parts' sentences)
        if said <= rows | QUALIFIERS and (parts := _part_rows(ctx)):
            bound = [c for c in bound if c.origin == "table" or not _names_a_part(c, rows, parts, said)]
    bound_kind = [c for c in bound if kind_ok(memo, c)]
    item = bound[0].label if bound and bound[0].origin == "table" else (
        bound[0].where() if bound else "")
    # ("total" that names the "Total ..." row the figure is bound to asks for no sum of the sentence's periods:
    # "Compensation expense jumped to $270,003 in 2023 from just $3,957 in 2022 and made up roughly 76% of total
    # operating expenses of $354,303")
    summed = memo.aggregate and not (memo.total_only and bound and bound[0].origin == "table" and _names_a_total(
        bound[0].label))
    derived_claim = ((memo.change or summed) and len(memo.periods) >= 2
                     and not memo.attached) or (summed and not memo.periods)
    named = _in_item_name(memo, bound)
    if named is not None:  # "..., net of tax of $1, $11, and $4": the item's name, not a value of it
        return FactVerdict(**base, verdict="supported", binding="line item", line_item=named.label,
                           explanation=f"part of the line item's name in {named.where()}",
                           **rests([named], q.text))

    # a level matches a level of its period; a change between periods matches a change the
    # context's prose states ("an increase of $2.3 million" where the rounded levels 21.5 - 19.1
    # give 2.4: the filing computed it from unrounded figures)
    # (a change here is any prose figure whose words speak of one -- "a $539 million decrease", "up
    # 12%" -- wider than stated_change, which must not take "41.2% in 2024, a decrease of ..." for
    # a change when it drops operands of levels: measured, the narrow reading here loses supports)
    matchable = bound_kind if not derived_claim else [
        c for c in bound_kind if c.origin == "text" and memo.change and (c.role == "change" or (
            c.change and c.role != "level")) and binder.names_in_sentence(memo, c, STATED_SHARE)]
    # a table row that is the change of the item the memo names ("Net decrease in cash and cash
    # equivalents | (93,904)" for "cash and cash equivalents decreased by $93.9 million"): its figure
    # is the change, in the direction its label or sign says
    if memo.direction and is_change(memo) and not derived_claim:
        have = {id(c) for c in matchable}
        matchable = matchable + [c for c in ctx if id(c) not in have and c.origin == "table"
                                 and change_row_direction(c, said) == memo.direction and kind_ok(memo, c)]
    if matchable:
        # the bound sentence's other figures are a change's operands; one of them is the memo's
        # figure only when its own words name the memo's item, or nothing the memo does not say ("(i)
        # a $63.6 million increase in depreciation ... and (ii) a $31.7 million increase in interest
        # expense": not interest's; "... was $(6) million and $(2) million, respectively": the 2 is)
        sentence_words = set(memo.sentence_tokens)
        # (a prior level's is not a figure the memo states as current with no period of its own: "$6.9
        # million, or $0.61 per diluted share" where $0.61 is "compared with ... $8.2 million, or $0.61")
        matchable = [c for c in matchable if id(c) not in operands_only or (
            (binder.names_locally(memo, c) or (set(c.label_tokens) | set(c.right_tokens)) <= sentence_words)
            and not (c.prior and not memo.prior and not memo.direction and not memo.periods))]
        matchable = [c for c in matchable if not _of_another_figure(memo, c, binder)]
        if q.unit in ("pp", "bps"):
            # a change in points is no relative change of an amount's row ("gross margin expanded 830
            # basis points" is not the "Gross profit" row's 8.3% beside its amounts)
            amounts = amount_rows(bound)
            matchable = [c for c in matchable if not (c.origin == "table" and not c.periods and item_cell(c) in amounts)]
        # a duration the memo says ("Six-month net loss") that the bound rows' cells of that duration state, none with
        # the memo's value: a prose figure of no duration is no figure of it ("The Company had a net loss of
        # $2,437,919" of the quarter's discussion is not the six months' (3,794,307)) -- a flow's, not a balance the
        # change of the duration moved to or from ("decreased $2.6 million during the six months to $1.8 million")
        spanned = [c for c in bound_kind if memo.span and c.origin == "table" and c.span == memo.span and period_ok(memo, c)
                   ] if not memo.month and _MOVED_LEVEL_BEFORE.search(memo.sentence, max(0, q.start - 32), max(q.start, 0)) is None else []
        # (rows the memo's words name: not a whole's row beside a part's words, "Of the $42,800 provided by financing
        # activities in the quarter, $25,000 ... came from a convertible note")
        if spanned:
            span_w, span_t = binder.weighted(memo)
            spanned = [c for c in spanned if binder.score(span_w, span_t, c)[0] >= NAMED_ROW]
        span_said = bool(spanned) and all(value_ok(memo, c, rel_tol) is None for c in spanned)

        def fits(c: Fact) -> bool:
            return not (span_said and c.origin == "text" and not c.span) and not _other_role(memo, c) and period_ok(
                memo, c) and not against_levels(memo, c, bound) and not other_way(memo, c) and not (
                current and not latest_of_item(c, bound)) and not skips_a_year(memo, c, bound) and not (
                # an amount's level ("fell 83.7% to $257 thousand") is no cell of the row's change column ("|
                # Incentive fees | 50 | 307 | (257) | (83.7 | %) |": the level is 50; a percent may be a share column's),
                # nor a per-share figure that is no change ("rose to $2.1 million, or $0.08 per diluted share": the
                # "| Diluted EPS | 0.09 | 0.01 | 0.08 |" row's change)
                # (... nor a figure the memo gives a period and no change: "recorded restructuring charges of $2.5
                # million in 2023" is no "| Restructuring | — | 2,469 | (2,469 | ) |" change column's cell of 2023's, where
                # the column says it is a change -- not a bridge's "Acquisition (disposition), net" column)
                (memo.role == "level" or memo.per_unit or (memo.periods and CHANGE_COLUMN.search(c.column)))
                and q.kind != "percent" and not is_change(memo) and undated_cell(c, bound))

        hits = [(c, note) for c in matchable if fits(c) for note in [value_ok(memo, c, rel_tol)] if note is not None]
        if not hits and is_change(memo) and q.kind != "percent":
            # "decreased $0.2 million" where the row's change column has (233) in thousands: a change
            # the memo rounds to one significant figure is the row's change, its direction checked
            hits = [(c, "[rounded]") for c in matchable if c.origin == "table" and not c.periods and c.column
                    and c.hint_scales and rounds_to(memo, c) and (c.quantity.value < 0) == (memo.direction == "down")
                    and fits(c)]
        if not hits and not is_change(memo) and q.kind != "percent":
            # "$0.4 million" for an operating income of 427 in thousands: a level the memo rounds to one
            # significant figure is the bound row's cell of the sentence's period (its scale stated)
            hits = [(c, "[rounded]") for c in matchable if c.origin == "table" and c.hint_scales
                    and (c.periods or not memo.periods) and rounds_to(memo, c) and fits(c)]
        if hits:
            hits.sort(key=lambda h: (not (memo.periods and h[0].periods), h[1] != ""))
            c, note = hits[0]
            # the words are checked against every figure that has the memo's value (a prose
            # sentence that states the level alone shows no movement; the table's row does)
            for h, _ in hits:
                moved = moved_against(memo, h, ctx) or loss_for_gain(memo, h) or self_against(memo) or \
                    signed_against(memo, h, ctx) or flow_against(memo, h) or flow_sign_against(memo, h, ctx)
                if moved is not None:
                    return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                                       explanation=moved, about="words", **rests([h]))
            return FactVerdict(**base, verdict="supported", binding="line item", line_item=item,
                               explanation=f"{c.where()}: {c.quantity.text} {note}".strip(),
                               **rests([c], c.quantity.text))
    # a change the context's prose states of the item with the memo's size, the other way ("Operating
    # expenses increased by $10.7 million" for "operating expenses decreased $10.7 million"): the words
    # are wrong, whatever a difference of the table's cells shown in parentheses gives
    # (by its words: prose's "higher leased compression ($8.8 million)" is an aside, no negative change)
    opposed = [c for c in matchable if c.origin == "text" and c.quantity.value > 0 and other_way(memo, c)
               and period_ok(memo, c) and value_ok(memo, c, rel_tol) is not None]
    if opposed:
        c = opposed[0]
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item, about="words",
                           explanation=f"{c.where()} states a change of {c.quantity.text} the other way",
                           **rests([c], c.quantity.text))
    # a level ("X was V in P") is checked as stated; operations only when the words ask for one
    operation = memo.change or memo.aggregate or q.kind == "percent" or q.unit == "x" or bool(set_aside)
    siblings = [c for c in ctx if c.origin == "text" and q.kind == "percent" and any(
        b.origin == "text" and b.source == c.source and b.sentence == c.sentence for b in bound[:1])]
    if current and q.kind == "percent" and not memo.temporal:
        # a share of a level said with no period (a change's "to" level): of the latest period's operands
        # ("fell to $242.6 million, a margin of 10.3% of revenues" is not the prior year's ratio)
        bound = [c for c in bound if latest_of_item(c, bound)]
        named_rows = [c for c in named_rows if latest_of_item(c, named_rows)]
    if memo.change and memo.direction:
        named_rows = named_rows + _opening_balances(bound, ctx)
    derived = derive(memo, bound, named_rows, rel_tol, siblings) if operation and (
        bound or named_rows) else None
    if derived is not None and q.kind == "percent" and _against_stated_share(derived, bound):
        derived = None
    if derived is not None and set_aside and not memo.change and (derived.op != "difference" or not any(
            id(c) in aside_ids for c in derived.operands)):
        derived = None
    if derived is not None and not derived.flipped:
        return FactVerdict(**base, verdict="derived", binding="line item", line_item=item,
                           explanation=derived.how, **rests(derived.operands, derived.shown))
    elsewhere = [c for c in kinds if value_ok(memo, c, rel_tol) is not None]
    # "contradicted" only where the checker knows the value the memo should have stated: a level
    # of the bound item for the period, the direction a memo states in words, the difference of
    # an amount between two periods or a change in points; an operation it cannot reproduce
    # (an average, total, share or percentage change of its own reading) is "unsupported"
    explicit = q.value < 0 or states_direction(memo.sentence)
    if derived is not None:  # the right size, the wrong direction
        return FactVerdict(**base, verdict="contradicted" if explicit else "unsupported",
                           binding="line item", line_item=item, about="words",
                           explanation=f"{derived.how}: the context shows the opposite direction",
                           **rests(derived.operands, derived.shown))
    change = context_change(memo, bound, named_rows) if memo.direction and operation else None
    if change is not None:  # "rose by 18.4" where the two periods give 16.2: say what they give
        # a percent of percents may be points or a relative change: not certain which
        # ... and a change of an average, a total or a share is another operation
        # (the figure's own clause: "Material sales ... made up about 56% of total revenue in 2023, with green emitter
        # sales down about 3% to $243.2 million" -- the share's total is no sum of the emitter sales' change)
        clause = own_clause(memo.sentence, q.start) if q.start >= 0 else memo.sentence
        plain = not (AVERAGE.search(clause) or (SUM.search(clause) and not any(
            _names_a_total(o.label) for o in change.operands)))
        determinate = plain and (q.kind != "percent" or q.unit in ("pp", "bps") or not (
            change.percents or _PERCENT_ITEM.search(clause)))
        # (a share elsewhere in the sentence leaves a contradiction uncertain, not a rounding of the item's own change:
        # "SG&A rose 3% to $3.7 million and consumed 24% of sales", 3.35 %)
        rounding = determinate or (plain and not change.percents and not _PERCENT_ITEM.search(memo.label))
        value = stated_like(q, change.value, change.operands, computed=True, signed=change.ordered)
        # (two negatives of an outflow the memo moves by size: (561,582) -> (579,827) is "up about 3%")
        sized = all(o.quantity.value < 0 for o in change.operands) and moves_by_size(memo)
        if rounding and q.kind == "percent" and q.unit not in ("pp", "bps") and change.op == "percentage change" \
                and written_as(q, change.value) and not ((change.ordered or change.operands[0].quantity.value > 0)
                                                         and memo.direction and (memo.direction == "up") != (
                                                             (change.value < 0) if sized else (change.value > 0))):
            # "Net sales rose 4%" where the line item went 111,860 -> 115,973 (3.68%): the item's own
            # change between the periods, written to the memo's precision -- a rounding, not an error
            # (the search over any two figures keeps its narrower window, :data:`.match.MAX_ROUNDING_REL`); the direction
            # is the change's even between two prose amounts of unknown order: a percentage change's size fixes the order
            return FactVerdict(**base, verdict="derived", binding="line item", line_item=item,
                               explanation=f"{describe(change, change.value, '', with_result=True)}, "
                               f"{q.text} as rounded", **rests(change.operands, value))
        # operands written with their scale ("£412.6 million") show the result the same way, not in units
        # ("= 30,200,000"); bare cells keep the bare result ("191.1 - 174.9 = 16.2")
        result = value if any(o.quantity.scale > 1 for o in change.operands) else ""
        return FactVerdict(**base, verdict="contradicted" if determinate else "unsupported",
                           binding="line item", line_item=item,
                           explanation=f"{describe(change, change.value, '', with_result=True, result=result)} in "
                           f"the context, not {q.text}" + ("" if determinate else
                                                           " (the operation the memo means is not certain)"),
                           **rests(change.operands, value))
    asks = memo.role != "level" and (derived_claim or summed or _OPERATION.search(memo.sentence)
                                     or AVERAGE.search(memo.sentence)
                                     or (says_total(memo.sentence) and bound
                                         and not says_total(bound[0].label)))
    agg = context_aggregate(memo, bound_kind) if asks else None
    if agg is not None:  # "the average X for 2018 and 2019 was V": the item's own average
        op, value, operands = agg
        texts = " + ".join(o.quantity.text for o in operands)
        how = f"average: ({texts}) / {len(operands)}" if op == "average" else f"sum: {texts}"
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                           explanation=f"{how} = {format_figure(value)} in the context, not {q.text}",
                           **rests(operands, stated_like(q, value, operands, computed=True)))
    # a change the context states in words that name the memo's item, in the memo's direction ("a
    # $572 million decrease in Blizzard net bookings"), is the value the memo's change should have
    stated = [c for c in bound_kind if c.quantity.start >= 0 and stated_change(c) and is_change(memo) and memo.temporal
              and not (AVERAGE.search(memo.sentence) or SUM.search(memo.sentence)) and c.quantity.unit == q.unit
              and (not memo.direction or not c.direction or c.direction == memo.direction) and period_ok(memo, c)
              and binder.names_locally(memo, c, STATED_SHARE) and not (c.scenario or c.forecast)]
    if len(stated) == 1 and not rounds_to(memo, stated[0]):
        c = stated[0]
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                           explanation=f"{c.where()} states a change of {c.quantity.text}; the memo has {q.text}",
                           **rests([c], stated_like(q, c.quantity.value, [c])))
    if asks and bound_kind:
        return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                           explanation=f"the memo states an operation over {item or 'the line item'} "
                           "that no operation over its values reproduces",
                           **rests(bound_kind[:1]))
    if memo.period_unknown and not derived_claim:
        return FactVerdict(**base, verdict="unsupported", binding="line item" if bound else "none",
                           line_item=item, explanation=f"{item or 'the line item'} has no "
                           f"{q.text} and the sentence does not say for which period it is stated",
                           **rests(bound_kind[:1]))
    # a level is contradicted by a level of the item, not by a change stated in prose ("would
    # reduce net interest income by about £18 million" says nothing against a stated level), and
    # a change not by one of the two levels a prose sentence gives a change ("rose by $16.2 million"
    # is not "rose to $191.1 million from $174.9 million"); a lone level stays comparable (change
    # words are not always recognised), and so does a table's row (it may hold the item's changes)
    # a prose figure contradicts only when the words right around it name the memo's item (a
    # sentence that lists several items names them all)
    # a figure its own words call a ratio ("the asset turnover ratio: 1.33") is not one line
    # item's level: a level contradicts it only when that row is itself a ratio or a percent
    ratio = says_ratio(" ".join(memo.label_tokens)) and q.kind != "percent"
    paired = binder.change_levels(ctx)
    # (nor a share of revenue by a change column's cell: "holding at about 69% of revenue" is no change)
    share = q.kind == "percent" and not is_change(memo) and _SHARE_OF.search(memo.sentence) is not None
    levels = [c for c in bound_kind if period_ok(memo, c) and not ((memo.periods or share) and undated_cell(c, bound))
              and (id(c) not in paired if is_change(memo) else not is_change(c))
              and (c.origin == "table" or binder.names_locally(memo, c))]
    same_period = [c for c in levels if (not ratio or c.is_percent or says_ratio(c.label))
                   and comparable(memo, c, rel_tol)]
    if q.kind == "percent":  # a percent is contradicted by the row's percent, not by an unmarked
        # cell beside it ("Copper | $ | 3.85 | 9%": "12% of revenue" is not 3.85%)
        # (and a share is not an amount over 100: "about 15% of net revenues" is no statement of "| Oral tobacco
        # products | 651 |" in millions, which an unmarked cell of percents never holds)
        same_period = [c for c in same_period if c.is_percent] or [
            c for c in same_period if abs(c.quantity.value) <= 100.0 or abs(q.value) > 100.0]
    # a count or a price a row's label states for the memo's period is what the memo's figure of that value says,
    # not the row's amount: "dropped to 4,542,733 at the end of 2023 from 27,600,000" of "| Class A ordinary shares
    # subject to possible redemption, 4,542,733 and 27,600,000 shares at redemption value of ... as of December 31,
    # 2023 and December 31, 2022 | 49,116,721 | 282,942,286 |" (:func:`.facts.label_facts`; only where the memo
    # gives its figure a period, or an earlier one than its sentence's level)
    labelled = next((o for o in elsewhere if from_label(o) and len(o.periods) == 1 and (memo.periods or memo.before)
                     and period_ok(memo, o) and binder.names_in_sentence(memo, o, STATED_SHARE)), None) if levels else None
    if labelled is not None:
        return FactVerdict(**base, verdict="supported", binding="line item", line_item=labelled.label,
                           explanation=f"{labelled.where()}: {labelled.quantity.text}, stated in the row's label",
                           **rests([labelled], labelled.quantity.text))
    if levels and not same_period:
        c = levels[0]
        # (a share against amounts over 100 only, none a percent: "15% is a percent")
        why = "a ratio" if ratio else "a percent" if q.kind == "percent" and abs(q.value) <= 100.0 and any(
            comparable(memo, c, rel_tol) for c in levels) else f"over {MAGNITUDE:g} times off"
        return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                           explanation=f"{c.where()} has {c.quantity.text}; {q.text} is {why}, not a "
                           "statement of that value", **rests([c]))
    if same_period:
        c = next((c for c in same_period if memo.periods and c.periods), same_period[0])
        if memo.prior and not memo.periods and not memo.before:
            # "fell to $6.8 million from $12.3 million", no period said: Y is the level before the
            # current one -- compared with the item's earlier period, not its latest (whose value
            # offline repair would otherwise write into "from ...")
            c = earlier_level(same_period) or c
        elif current:  # "increased 2.1% to 47,662 units", no period said: the latest one
            dated = dated_levels(c, same_period)
            c = dated[0] if dated else c
        if rounds_to(memo, c):  # "$0.1 million" for 123 thousand: one significant figure
            return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                               explanation=f"{c.where()} has {c.quantity.text}; {q.text} is that value "
                               "rounded further than a figure is matched (not confirmed)", **rests([c]))
        if coarser(memo, c) and not other_way(memo, c) and not (memo.direction and c.origin == "table" and (
                c.quantity.value < 0) != (memo.direction == "down")):  # "fell 6.8%" against a "(7)%" cell
            return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                               explanation=f"{c.where()} has {c.quantity.text}, rounded further than "
                               f"{q.text}, which rounds to it (not confirmed)", **rests([c]))
        where_else = next((o for o in elsewhere if o is not c), None)
        mw, mt = binder.weighted(memo)
        # a row the sentence names too has the memo's value: the first such figure of the context,
        # or any row named as fully as the one that contradicts (another table's "Total" row)
        # (a current level's item's earlier period is what the memo's figure is not)
        # (or another row of the contradicting row's own label: "Total" of two unlabelled totals, each read
        # as its heading's measure)
        named_too = [o for o in elsewhere if o is not c and o.origin == "table" and o.label_tokens
                     and (set(o.label_tokens) <= set(memo.sentence_tokens) or (
                         item_key(o) != item_key(c) and c.origin == "table"
                         and " ".join(o.label.lower().split()) == " ".join(c.label.lower().split())))
                     and period_ok(memo, o)
                     and not (current and item_key(o) == item_key(c)) and not skips_a_year(memo, o, bound)
                     and (o is where_else or binder.score(mw, mt, o)[1] >= binder.score(mw, mt, c)[1] * (1 - 1e-9))]
        # ... or prose with the memo's value whose words name its item as well as the contradicting row's
        # do ("As a percentage of net sales, selling, general and administrative expenses, including
        # intangibles amortization, increased ... to 15.7%" against the "Intangibles amortization" row)
        named_too += [o for o in elsewhere if o is not c and o.origin == "text" and c.origin == "table"
                      and period_ok(memo, o) and binder.names_locally(memo, o)
                      and binder.score(mw, mt, o)[1] >= binder.score(mw, mt, c)[1] * (1 - 1e-9)]
        if named_too and _base_share(memo, c):
            o = named_too[0]  # "lifting operating margin to 14.2% of net sales": the base's row has 100%
            return FactVerdict(**base, verdict="supported", binding="line item", line_item=o.label,
                               explanation=f"{o.where()}: {o.quantity.text}, a share of {c.label}, the "
                               "base the memo names after it", **rests([o], o.quantity.text))
        if named_too:
            where_else = named_too[0]
            # the memo names the row where its figure is, too: which item it means is not certain
            return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                               explanation=f"{c.where()} has {c.quantity.text}, but {q.text} is "
                               f"the figure of {where_else.where()}, which the sentence names too",
                               **rests([c, where_else]))
        if q.kind == "percent" and c.is_percent and abs(abs(c.quantity.value) - 100.0) < 1e-9 and abs(q.value) != 100:
            # "making the segment nearly 49% of consolidated net sales": the base's own row (100.0 %)
            # is not the share's item, whatever the words bound
            return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                               explanation=f"{c.where()} has {c.quantity.text}, the base of the shares: "
                               f"{q.text} is a share of it, not compared with it", **rests([c]))
        said = f"{c.where()} has {c.quantity.text}"
        if where_else is not None:
            said += f"; {q.text} is the figure of {where_else.where()}"
        # levels match by size, so repair writes the size: a memo's positive "expenses of $12.2
        # million" against a filing's "(10,240)" becomes "$10.24 million", not "-$10.24 million"
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                           explanation=said, **rests([c] + (
                               [where_else] if where_else is not None else []),
                               stated_like(q, c.quantity.value, [c], signed=not q.value >= 0 > c.quantity.value)))
    if bound_kind:
        have = sorted({p for c in bound_kind for p in c.periods})
        near = next((c for c in bound_kind if period_ok(memo, c) and c.origin != "table"), None)
        if near is not None and is_change(memo) and id(near) in paired:
            # "rose by $16.2 million in 2025" against "rose to $191.1 million from $174.9 million"
            # (no year): a level says nothing against a change, and the change of the levels is
            # not the period's
            why = f"has {near.quantity.text}, a level, not a change: {q.text} is not compared with it"
        elif near is not None:  # a prose figure of the period, but not next to the item's words
            why = (f"has {near.quantity.text}, but the words next to it do not name the memo's "
                   f"line item: {q.text} is not compared with it")
        else:
            why = (f"has no value for {', '.join(memo.periods)}" if memo.periods else
                   f"has no figure {q.text} can be compared with") + (
                f" (the context has {', '.join(have)})" if have else "")
        return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                           explanation=f"{item or 'the line item'} {why}", **rests(bound_kind[:1]))
    loose = [c for c in elsewhere if period_ok(memo, c) and not amount_for_percent(memo, c)
             and not _of_another_figure(memo, c, binder) and not (
                 opening_row(c) and memo.periods and _OPENING_SAID.search(memo.sentence) is None)]
    if loose and not bound:
        c = loose[0]
        # (or the memo's own two levels: "Adjusted EBITDA rose to $1.8 million from $5.0 million")
        moved = moved_against(memo, c, ctx) or self_against(memo) or flow_sign_against(memo, c, ctx)
        if moved is not None:  # "the restaurant count fell to 10" where "End of period" went 8 -> 10
            return FactVerdict(**base, verdict="contradicted", binding="value only", explanation=moved,
                               about="words", **rests([c]))
        return FactVerdict(**base, verdict="supported", binding="value only",
                           explanation=f"{c.where()}: {c.quantity.text} (the memo's line item is "
                           "not named there)", **rests([c], c.quantity.text))
    why = "no context figure is bound to this line item" if not bound else \
        f"the bound line item {item!r} has no figure of this kind"
    return FactVerdict(**base, verdict="unsupported", explanation=why)


# ---------------------------------------------------------------------------------------------
# the metric


_CLOSING = re.compile(r"\bend[ \t]+of[ \t]+(?:the[ \t]+)?(?:period|year|quarter|fiscal)", re.IGNORECASE)


def _opening_balances(bound: list[Fact], ctx: list[Fact]) -> list[Fact]:
    """The opening balance's cells beside the closing balance rows ``bound`` holds, of the same column ("| Cash and
    cash equivalents at beginning of period | 87,855 |" beside "... at end of period | 93,298 |"): a balance's change
    "during the quarter" is the closing less the opening one of that column, not less the prior year's closing."""
    out = []
    for c in bound:
        if c.origin == "table" and _CLOSING.search(c.label):
            want = {*c.label_tokens, "beginning"}
            out += [o for o in ctx if o.origin == "table" and o.source == c.source and o.table == c.table
                    and o.col == c.col and set(o.label_tokens) == want]
    return out


def _check_inputs(answer: object, contexts: object) -> str | None:
    if not isinstance(answer, str):
        return f"answer must be a string, got {type(answer).__name__}"
    if isinstance(contexts, str) or not isinstance(contexts, list | tuple):
        return f"contexts must be a list of strings, got {type(contexts).__name__}"
    for i, ctx in enumerate(contexts):
        if not isinstance(ctx, str):
            return f"contexts[{i}] must be a string, got {type(ctx).__name__}"
    if not answer.strip():
        return "empty answer"
    if not contexts:
        return "empty context: no passages given"
    if not any(ctx.strip() for ctx in contexts):
        return "empty context: every passage is blank"
    return None


def check_facts(answer: str, contexts: list[str], *, rel_tol: float = 0.0,
                question: str = "") -> list[FactVerdict]:
    """One verdict per figure of ``answer`` (years and periods are the figures' attributes).

    ``question``: what the answer answers. An answer that is a figure and nothing else ("30.8%",
    "$8.70", "Approximately 1.9%.") names no line item or period; it is checked as the question's
    answer (:func:`_framed`), its verdict pointing at the answer's own figure; when the question
    binds it to nothing, the figure is checked as written."""
    every = text_facts(answer, "memo", -1)
    if not any(not _is_duration(m) for m in every):
        return []
    # a memo's "first quarter of 2024" read on the calendar of the context's tables, as its prose is
    every = on_calendar(every, context_quarter_shifts(list(contexts)))
    ctx = context_facts(list(contexts))[:MAX_CONTEXT_FACTS]
    every = prior_spans(every, ctx)  # "... from $19.4 million in the three months ended December 31, 2022"
    every = fiscal_interims(every, ctx)  # "in the first half of fiscal 2024": the six months ended November 30, 2023
    every = fiscal_years(every, ctx, list(contexts))  # "fiscal 2023" of a filing whose year 2023 ended on February 3, 2024
    # a short name the context defines for one of its tables' rows ("Intermodal and Transportation
    # Solutions (“ITS”)"): a memo's "ITS operating income" names that row (not a standard's or an
    # officer's title: "ASC 842" or "(CFO)" name no line item)
    rows = {c.label_tokens for c in ctx if c.origin == "table" and c.label_tokens}
    names = {a: t for a, t in defined_names(list(contexts)).items() if any(set(t) <= set(r) for r in rows)}
    every = with_defined_names(every, names)
    memo = [m for m in every if not _is_duration(m)]
    binder = Binder(ctx, memo)
    framed = _framed(question, answer, memo) if question.strip() else None
    if framed is not None:
        formula = parse_definition(question)
        v = defined_metric(formula, framed, ctx, binder, rel_tol) if formula is not None else None
        if v is None and (v := verify_fact(framed, ctx, binder, rel_tol)).verdict != "unsupported":
            v = v.model_copy(update={
                "explanation": f"{v.explanation} (a bare figure, read as the answer to the question)"})
        if v is not None and v.verdict != "unsupported":
            m = memo[0]
            return [v.model_copy(update={
                "figure": m.quantity.text, "sentence": m.sentence, "sentence_index": m.sentence_index,
                "start": m.offset + m.quantity.start, "end": m.offset + m.quantity.end})]
    modes = same_mode(ctx)
    verdicts = [verify_fact(m, modes[mode_of(m)], binder, rel_tol) for m in memo]
    verdicts = [_by_definition(m, v, memo, modes[mode_of(m)], binder, rel_tol) for m, v in zip(memo, verdicts, strict=True)]
    verdicts = [segment_margin(m, v, modes[mode_of(m)], rel_tol) if v.verdict == "unsupported" else v
                for m, v in zip(memo, verdicts, strict=True)]
    verdicts = [item_margin(m, v, modes[mode_of(m)], binder, rel_tol) if v.verdict == "unsupported" else v
                for m, v in zip(memo, verdicts, strict=True)]
    verdicts = [subject_margin(m, v, memo, verdicts, modes[mode_of(m)], binder, rel_tol)
                for m, v in zip(memo, verdicts, strict=True)]
    verdicts = [earlier_ratio(m, v, memo, verdicts, modes[mode_of(m)], rel_tol)
                for m, v in zip(memo, verdicts, strict=True)]
    verdicts = [change_in_points(m, v, memo, verdicts, modes[mode_of(m)], rel_tol)
                for m, v in zip(memo, verdicts, strict=True)]
    copies = near_copies(every, ctx)
    verdicts = [stated_verdict(m, v, modes[mode_of(m)], binder, rel_tol, copies.get(id(m)))
                for m, v in zip(memo, verdicts, strict=True)]
    verdicts = share_in_parenthesis(memo, verdicts, ctx, rel_tol)  # (before the changes its shares give)
    verdicts = prior_on_levels_row(memo, verdicts, ctx, rel_tol)  # (before the changes its levels give)
    verdicts = apposed_pairs(memo, prior_of_change(memo, levels_first(memo, verdicts)), ctx, rel_tol)
    verdicts = percent_of_stated_change(memo, verdicts)
    verdicts = per_share_as_the_prose_pairs(memo, per_share_of_amount(memo, verdicts, ctx, rel_tol), ctx)
    verdicts = share_beside_amount(memo, verdicts, ctx, rel_tol)
    return operands_in_parenthesis(memo, share_of_stated_amounts(memo, verdicts, rel_tol), ctx, rel_tol)


def _by_definition(m: Fact, v: FactVerdict, memo: list[Fact], ctx: list[Fact], binder: Binder,
                   rel_tol: float) -> FactVerdict:
    """An unsupported figure checked by the textbook definition of the metric it names (:func:`.definition.standard`);
    and a percent a table's row contradicts that the definition gives ("gross margin fell to 4.5% from 8.7%", where
    "Gross profit | 520" in thousands was read as its row): derived -- a computation of the period's own figures over
    any one cell the words bound."""
    if v.verdict == "unsupported":
        return standard(m, v, memo, ctx, binder, rel_tol)
    if v.verdict == "contradicted" and v.about != "words" and m.quantity.kind == "percent" and (
            not v.evidence or on_table_row(v)):
        # (prose that states the percent contradicts it: "The gross margins for the APC technology segment
        # increased to 38%" against "APC gross margin improved to 43%", the whole company's by the definition)
        d = standard(m, v, memo, ctx, binder, rel_tol)
        return d if d.verdict == "derived" else v
    return v


_AMOUNT_THEN_EPS = re.compile(r"(?:[ \t]+(?:in|for|during)[ \t]+[^,;$€£\d]{1,40})?[ \t]*,[ \t]*or[ \t]+",
                              re.IGNORECASE)
"""Between an amount and its per-share figure in apposition: "$543,000 in the quarter, or $0.07 per share"."""


def _by_location(ctx: list[Fact], origin: str | None = None) -> dict[str, list[Fact]]:
    """The context's facts (of ``origin`` only, where given) by the location a verdict's evidence names
    (``Fact.where``): a verdict's cells, or its sentence's figures."""
    found: dict[str, list[Fact]] = defaultdict(list)
    for c in ctx:
        if origin is None or c.origin == origin:
            found[c.where()].append(c)
    return found


def _apposed_amount(memo: list[Fact], verdicts: list[FactVerdict], i: int) -> tuple[Fact, FactVerdict] | None:
    """The memo figure right before figure ``i`` and its verdict, where it is an amount, supported by one piece of
    evidence, that figure ``i`` stands in apposition to ("$543,000 in the quarter, or $0.07 per share"); else None."""
    if not i:
        return None
    m, a, va = memo[i], memo[i - 1], verdicts[i - 1]
    if a.sentence_index != m.sentence_index or a.per_unit or va.verdict != "supported" or len(va.evidence) != 1 \
            or not 0 <= a.quantity.end <= m.quantity.start or _AMOUNT_THEN_EPS.fullmatch(
                m.sentence, a.quantity.end, m.quantity.start) is None:
        return None
    return a, va


def _figure_after(c: Fact, ctx: list[Fact]) -> Fact | None:
    """The prose figure right after ``c`` in its own sentence, if any."""
    return min((f for f in ctx if f.origin == "text" and f.source == c.source and f.offset == c.offset
                and f.sentence_index == c.sentence_index and f.quantity.start > c.quantity.start),
               key=lambda f: f.quantity.start, default=None)


def _same_place(c: Fact, f: Fact) -> bool:
    """``c`` is on ``f``'s table row, or in ``f``'s prose sentence."""
    if c.origin != f.origin or c.source != f.source:
        return False
    return (c.table, c.row) == (f.table, f.row) if f.origin == "table" else (c.offset, c.sentence_index) == (
        f.offset, f.sentence_index)


_MOVED_LEVEL_BEFORE = re.compile(r"\b(?:to|from)[ \t]+(?:(?:about|approximately|roughly|nearly|around)[ \t]+)?[$€£]?[ \t]*\Z",
                                 re.IGNORECASE)
"""The level a change moved to or from, right before a figure ("to $1.8 million", "from about $342.6 thousand")."""


def per_share_of_amount(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                        rel_tol: float) -> list[FactVerdict]:
    """A per-share figure in apposition to an amount ("Income from continuing operations was $543,000 in the quarter,
    or $0.07 per share") is of the amount's period: where the amount rests on a dated table cell and the per-share
    figure on its row's cell of another period, it is checked against that row's cell of the amount's period --
    contradicted when that cell differs (the prior period's $0.07 passed beside the quarter's $543,000); and so in
    prose, where each rests on one dated figure of a sentence: against the per-share sentence's figure of the amount's
    period ("$4.5 million, or $1.88 per share" of "$2.19 for the three months ended December 31, 2023 and $1.88 for
    ... 2022")."""
    out = list(verdicts)
    cells, texts = _by_location(ctx, "table"), _by_location(ctx, "text")
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if not m.per_unit or v.verdict != "supported" or len(v.evidence) != 1 or m.periods \
                or v.binding != "line item" or (apposed := _apposed_amount(memo, verdicts, i)) is None:
            continue
        a, va = apposed
        if va.binding != "line item":
            continue
        # (one cell each: rows of one label in one table -- "| Continuing operations |" under "Basic" and under
        # "Diluted" -- are told apart by no explanation)
        found = cells.get(va.evidence[0], []), cells.get(v.evidence[0], [])
        # ... or prose: the figure of the memo's value in each sentence ("we recorded a net increase in net assets
        # resulting from operations of $4.5 million ...", "... was $2.19 for the three months ended December 31, 2023
        # and $1.88 for the three months ended December 31, 2022")
        said = [[c for c in texts.get(w, []) if value_ok(f, c, rel_tol) is not None] for f, w in (
            (a, va.evidence[0]), (m, v.evidence[0]))]
        if not any(found) and all(len(f) == 1 for f in said):
            found = said[0], said[1]
        if any(len(f) != 1 for f in found):
            continue
        amount, eps = found[0][0], found[1][0]
        if not amount.periods or not eps.periods or amount.periods == eps.periods:
            continue
        if any(_same_place(c, amount) and c is not amount and c.periods != amount.periods
               and value_ok(a, c, rel_tol) is not None for c in ctx):
            continue  # (the amount is its row's figure of more than one period: which one it is, is not known)
        # (in prose, a figure of the per-share figure's kind: not the share counts its sentence states too)
        own = next((c for c in ctx if _same_place(c, eps) and (eps.origin == "table" or (
            c.quantity.kind, c.quantity.unit, c.quantity.scale) == (eps.quantity.kind, eps.quantity.unit, eps.quantity.scale))
                    and c.periods == amount.periods and c.span == eps.span), None)
        if own is None or value_ok(m, own, rel_tol) is not None:
            continue
        out[i] = v.model_copy(update={
            "verdict": "contradicted", "binding": "line item",
            "explanation": f"{own.where()} has {own.quantity.text}, the per-share figure of the period of "
                           f"{a.quantity.text} ({amount.where()}); {m.quantity.text} is of another period",
            **rests([own], stated_like(m.quantity, own.quantity.value, [own]))})
    return out


def per_share_as_the_prose_pairs(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact]) -> list[FactVerdict]:
    """A per-share figure in apposition to an amount ("Net income fell 17.1% to $738.8 million, or $44.73 per share,
    from ...") that the prose supporting the amount pairs with it the same way ("net income for fiscal 2023 of $738.8
    million, or $44.73 per share, compared to ..."): supported by that pair, at the memo's precision, where no period
    of the memo's own told the figure's (a sentence that dates only its prior level); else the verdict stands."""
    out = list(verdicts)
    texts = _by_location(ctx, "text")
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if not m.per_unit or v.verdict != "unsupported" or (apposed := _apposed_amount(memo, verdicts, i)) is None:
            continue
        a, va = apposed
        c = next((c for c in texts.get(va.evidence[0], []) if value_ok(a, c, 0.0) is not None), None)
        if c is None:
            continue
        p = _figure_after(c, ctx)
        if p is None or not p.per_unit or _AMOUNT_THEN_EPS.fullmatch(c.sentence, c.quantity.end, p.quantity.start) is None \
                or value_ok(m, p, 0.0) != "":
            continue
        out[i] = v.model_copy(update={
            "verdict": "supported", "binding": "line item", "line_item": p.where(),
            "explanation": f"{p.where()}: {p.quantity.text}, the per-share figure the context pairs with "
                           f"{c.quantity.text}, as the memo does",
            **rests([p], p.quantity.text)})
    return out


_APART = re.compile(r"[;:]|\b(?:and|while|as|whereas|from|to|compared|versus|vs|against|but|even|after|before)\b",
                    re.IGNORECASE)
"""Words between a share and an amount that set them apart (another clause, a prior level, a move)."""


def share_beside_amount(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                        rel_tol: float) -> list[FactVerdict]:
    """A share and its amount side by side with no period of their own ("Professional Services accounted for 47% of
    third-quarter revenue, at $9.9 million") are of one period: where each rests on its own cell of one table row
    ("| Professional Services | 9,941 | 52% | 9,574 | 47% |") and the two cells are of two periods, the share is
    checked against the row's share of the amount's period -- contradicted when that cell differs (the prior year's
    47% passed beside the quarter's $9.9 million). As :func:`per_share_of_amount` reads a per-share figure."""
    out = list(verdicts)
    cells = _by_location(ctx, "table")

    def cell(f: Fact, v: FactVerdict) -> Fact | None:
        if v.verdict != "supported" or v.binding != "line item" or len(v.evidence) != 1 or f.periods:
            return None
        found = [c for c in cells.get(v.evidence[0], []) if c.periods and value_ok(f, c, rel_tol) is not None]
        return found[0] if len(found) == 1 else None

    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if m.quantity.kind != "percent" or m.direction or is_change(m) or m.prior or (share := cell(m, v)) is None:
            continue
        for j in (i - 1, i + 1):
            if not 0 <= j < len(memo) or memo[j].sentence_index != m.sentence_index or memo[j].prior or \
                    memo[j].quantity.kind == "percent" or memo[j].per_unit or is_change(memo[j]):
                continue
            lo, hi = sorted((m, memo[j]), key=lambda f: f.quantity.start)
            if not 0 <= lo.quantity.end <= hi.quantity.start or _APART.search(
                    m.sentence, lo.quantity.end, hi.quantity.start):
                continue  # (side by side: not "improved to 5.0% from 4.5%, even as ... slipped to $174 million")
            amount = cell(memo[j], verdicts[j])
            if amount is None or (amount.source, amount.table, amount.row) != (share.source, share.table, share.row) \
                    or amount.periods == share.periods:
                continue
            row = [c for c in ctx if c.origin == "table" and (c.source, c.table, c.row) == (
                amount.source, amount.table, amount.row)]
            if any(c.periods != amount.periods and c.quantity.kind != "percent"
                   and value_ok(memo[j], c, rel_tol) is not None for c in row):
                continue  # (the amount is its row's figure of more than one period)
            own = [c for c in row if c.periods == amount.periods and c.span == share.span
                   and c.quantity.kind == "percent" and not c.variance]
            if len(own) != 1 or value_ok(m, own[0], rel_tol) is not None:
                continue
            out[i] = v.model_copy(update={
                "verdict": "contradicted", "binding": "line item",
                "explanation": f"{own[0].where()} has {own[0].quantity.text}, the share of the period of "
                               f"{memo[j].quantity.text} ({amount.where()}); {m.quantity.text} is of another period",
                **rests(own, stated_like(m.quantity, own[0].quantity.value, own))})
            break
    return out


_SHARE_APPOSED = re.compile(r"[ \t]*(?:,[ \t]*(?:or[ \t]+)?|\([ \t]*)"
                            r"(?:(?:about|roughly|approximately|nearly|some|around)[ \t]+)?", re.IGNORECASE)
"""Between a memo's amount and the share in apposition to it: "$7.81 billion, or about 23% of sales", "$7.81 billion
(23%"."""
_OPENS_PARENTHESIS = re.compile(r"[ \t]*(?:\([ \t]*(?:(?:about|approximately|roughly)[ \t]+)?)?")
"""Between a prose amount and the percent its parenthesis opens with: "gross margins of $7.81 billion (23%)" (the
parenthesis is the percent's own where it holds nothing else: "(23%)")."""


def share_in_parenthesis(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                         rel_tol: float) -> list[FactVerdict]:
    """A share in apposition to a memo's amount ("Gross margins shrank to $7.81 billion, or 23% of sales, from $12.50
    billion, or 30%") is supported by the percent a parenthesis opens with right after the prose amount that supports
    the memo's ("Nucor recorded gross margins of $7.81 billion (23%), which was a decrease from $12.50 billion (30%)"),
    where it has the share's value; an unsupported share only (the context's own verdict on it stands)."""
    out = list(verdicts)
    where: dict[str, list[Fact]] | None = None  # (read once a share beside an amount is found)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if not i or v.verdict != "unsupported" or m.quantity.kind != "percent" or m.quantity.unit != "%" or \
                is_change(m) or m.direction:
            continue
        a, va = memo[i - 1], verdicts[i - 1]
        if a.sentence_index != m.sentence_index or a.quantity.kind == "percent" or va.verdict != "supported" or \
                len(va.evidence) != 1 or not 0 <= a.quantity.end <= m.quantity.start or \
                _SHARE_APPOSED.fullmatch(m.sentence, a.quantity.end, m.quantity.start) is None:
            continue
        where = where if where is not None else _by_location(ctx, "text")
        sentence = where.get(va.evidence[0], [])
        # (after a level: not a change's percentage, "decreased $1.5 million (23%)"; the percent itself may read as a
        # change, "(23%), which was a decrease from $12.50 billion (30%)")
        shares = [p for c in sentence
                  if value_ok(a, c, rel_tol) is not None and c.quantity.end >= 0 and not is_change(c)
                  for p in sentence if p.quantity.kind == "percent" and p.quantity.start >= c.quantity.end
                  and _OPENS_PARENTHESIS.fullmatch(c.sentence, c.quantity.end, p.quantity.start) is not None
                  and "(" in c.sentence[c.quantity.end:p.quantity.end]
                  and value_ok(m, p, rel_tol) is not None]
        if shares:
            p = shares[0]
            out[i] = v.model_copy(update={
                "verdict": "supported", "binding": "line item", "context_value": p.quantity.text,
                "line_item": p.where(),
                "explanation": f"{p.where()}: {p.quantity.text}, in a parenthesis after {a.quantity.text}, the amount "
                               "the share is in apposition to", **rests([p], p.quantity.text)})
    return out


_SUBJECT_OPENS = re.compile(r"[ \t]*(?:(?:the|a|an|its|our|their)[ \t]+)?", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:and|while|but|whereas|which|that)\b", re.IGNORECASE)


def _subject_amount(share: Fact, sentence: list[Fact]) -> Quantity | None:
    """The amount that opens the sentence as its subject's head, the share's verb right before the share ("The
    $36,000 charge under the Strategic-IT service agreement accounted for roughly 79% of ..."): the share's part.
    None unless only the subject's words, no figure and no clause break, stand between it and the verb. ``sentence``:
    the memo facts of the share's sentence, in order."""
    q, s = share.quantity, share.sentence
    verb = _SHARE_VERB_BEFORE.search(s, max(0, q.start - 48), max(q.start, 0))
    if verb is None or not sentence:
        return None
    a = sentence[0].quantity
    if a.kind not in ("currency", "number") or a.end > verb.start() or not _SUBJECT_OPENS.fullmatch(s, 0, a.start) or (
            _CLAUSE_BREAK.search(s, a.end, verb.start())) or len(s[a.end:verb.start()].split()) > 10 or (
                len(sentence) > 1 and sentence[1].quantity.start < verb.start()):
        return None
    return a


_OPENING_SAID = re.compile(r"\b(?:beginning|start|opening|began|entered)\b", re.IGNORECASE)
"""Words of a balance at a period's start: a memo's dated level that says none is no value-only match of an opening
balance's row ("cash on hand was $41.9 million at December 31, 2023" is not the quarter's "| Cash and cash equivalents,
beginning of period | 41,866 |", September's)."""


def _of_another_figure(memo: Fact, c: Fact, binder: Binder) -> bool:
    """A prose figure whose own words name none of the memo figure's words but another figure's of its sentence: "Logistics
    revenue decreased 14% ... as brokerage volumes fell 14%" -- the prose's "Logistics revenue decreased 14%" is the
    first figure's, not the volumes'. Not a prior level's, whose words may name its item otherwise ("... provided
    $117.3 million of cash in 2027, versus a $36.2 million outflow in 2026")."""
    own, theirs = set(memo.label_tokens), set(c.label_tokens)
    if memo.prior or c.origin != "text" or not own or not theirs or not own.isdisjoint(theirs | set(c.right_tokens)):
        return False
    return any(o.quantity.start != memo.quantity.start and o.label_tokens and own.isdisjoint(o.label_tokens)
               and theirs <= set(o.label_tokens) for o in binder.sentences.get(memo.sentence_index, ()))


_OF_IT = re.compile(r"[ \t]+of[ \t]+(?:it|that|this|the[ \t]+total|the[ \t]+amount)[ \t]*(?=\()", re.IGNORECASE)
"""A share's base named by a word for an amount before it, its part in a parenthesis next: " of it ("."""


def _of_it_amounts(share: Fact, sentence: list[Fact]) -> tuple[Quantity, Quantity] | None:
    """(part, base) of a share of an amount its sentence states before it, its part in a parenthesis after it
    ("Financing activities provided $88,625 in the six-month period, with about 73% of it ($65,000) coming from
    related-party stock sales"), else None. ``sentence``: the memo facts of the share's sentence, in order."""
    q, s = share.quantity, share.sentence
    if q.end <= 0 or (of := _OF_IT.match(s, q.end)) is None:
        return None
    part = next((f.quantity for f in sentence if of.end() <= f.quantity.start <= of.end() + 1), None)
    base = next((f.quantity for f in reversed(sentence) if 0 <= f.quantity.end <= q.start), None)
    if part is None or base is None or any(x.kind not in ("currency", "number") for x in (part, base)):
        return None
    return part, base


def share_of_stated_amounts(memo: list[Fact], verdicts: list[FactVerdict], rel_tol: float) -> list[FactVerdict]:
    """A share between two amounts its sentence states, its part before it and its base after it ("Cash of $124.5
    thousand covered only about 2.4% of current liabilities of $5.25 million"; or its base before it and its part in
    a parenthesis after it, ``_of_it_amounts``), each borne out by the context, is
    derived from them where their ratio gives it (to the share's rounding); an unsupported share only (the context's
    own verdict on it stands)."""
    out = list(verdicts)
    at = {(f.sentence_index, f.quantity.start): (f, v) for f, v in zip(memo, verdicts, strict=True)}
    by_sentence: dict[int, list[Fact]] = defaultdict(list)  # (once: each share reads its sentence's first figures)
    for f in sorted(memo, key=lambda f: (f.sentence_index, f.quantity.start)):
        by_sentence[f.sentence_index].append(f)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict != "unsupported" or m.quantity.kind != "percent" or m.quantity.unit != "%":
            continue
        part, base = _of_it_amounts(m, by_sentence[m.sentence_index]) or (
            share_of_amount(m) or _subject_amount(m, by_sentence[m.sentence_index]), share_base_amount(m))
        if part is None or base is None:
            continue
        found = [at.get((m.sentence_index, q.start)) for q in (part, base)]
        if any(f is None or f[1].verdict not in ("supported", "derived") for f in found):
            continue
        (a, va), (b, vb) = found  # type: ignore[misc]
        top, bottom = a.quantity.value, b.quantity.value  # (each in its own unit, its scale applied)
        if a.quantity.kind != b.quantity.kind or not bottom or abs(top) > abs(bottom):
            continue
        share = abs(top / bottom) * 100
        # (the two amounts as rounded as the sentence writes them: "$1.99 million made up about 84% of the $2.35
        # million" is 1,986,450 of 2,354,245, 84.4%, though 1.99 / 2.35 is 84.7%)
        da, db = half_unit(a.quantity), half_unit(b.quantity)
        lo = (abs(top) - da) / (abs(bottom) + db) * 100
        hi = (abs(top) + da) / (abs(bottom) - db) * 100 if abs(bottom) > db else math.inf
        tol = max(half_unit(m.quantity), rel_tol * share) * (1 + 1e-9)
        if not lo - tol <= m.quantity.value <= hi + tol:
            continue
        out[i] = v.model_copy(update={
            "verdict": "derived", "binding": "line item", "context_value": format_figure(share),
            "evidence": [*va.evidence, *vb.evidence], "sources": sorted({*va.sources, *vb.sources}),
            "explanation": f"the share of the amounts the sentence states: {a.quantity.text} / {b.quantity.text} = "
                           f"{format_figure(share)}%, each borne out by the context"})
    return out


_PART_OF_WHOLE = re.compile(r"[ \t]+(?:out[ \t]+)?of[ \t]+(?:(?:a|the)[ \t]+)?(?:total[ \t]+(?:of[ \t]+)?)?", re.IGNORECASE)


def operands_in_parenthesis(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                            rel_tol: float) -> list[FactVerdict]:
    """A derived share's two operands the sentence states in a parenthesis after it ("roughly 71% of consolidated net
    sales in the quarter ($417.2 million of $586.0 million)") are supported by the cells the share was derived from,
    where each has its operand's value (the part's words are the share's, not the base's, which the parenthesis'
    figures had taken)."""
    out = list(verdicts)
    where: dict[str, list[Fact]] | None = None  # (read once a parenthesis is found)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict != "derived" or m.quantity.kind != "percent" or not v.explanation.startswith("ratio:") or \
                len(v.evidence) != 2 or i + 2 >= len(memo):
            continue
        a, b = memo[i + 1], memo[i + 2]
        if a.sentence_index != m.sentence_index or b.sentence_index != m.sentence_index or not (
                0 <= m.quantity.end <= a.quantity.start) or "(" not in m.sentence[m.quantity.end:a.quantity.start] \
                or not m.sentence[m.quantity.end:a.quantity.start].rstrip().endswith("(") or \
                _PART_OF_WHOLE.fullmatch(m.sentence, a.quantity.end, b.quantity.start) is None or \
                not m.sentence[b.quantity.end:].lstrip().startswith(")"):
            continue
        where = where if where is not None else _by_location(ctx)
        for k, (f, ev) in enumerate(((a, v.evidence[0]), (b, v.evidence[1]))):
            if out[i + 1 + k].verdict in ("supported", "derived"):
                continue
            c = next((c for c in where.get(ev, ()) if value_ok(f, c, rel_tol) is not None), None)
            if c is not None:
                out[i + 1 + k] = out[i + 1 + k].model_copy(update={
                    "verdict": "supported", "binding": "line item", "line_item": c.label,
                    "explanation": f"{c.where()}: {c.quantity.text}, an operand of the share {m.quantity.text} the "
                                   "sentence states", **rests([c], c.quantity.text)})
    return out


def apposed_pairs(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact], rel_tol: float) -> list[FactVerdict]:
    """A change and its percent in apposition ("increased $64 million, or 3%") stated as a pair by the prose that
    supports the change ("Non-compensation expenses increased $64 million, or 16%"): the percent is that pair's, not a
    figure found elsewhere (a segment table's 3 % of the same item) -- contradicted when it is not the pair's; and
    where that prose states the change's two levels instead, derived when it is their relative change."""
    out = list(verdicts)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if m.quantity.kind != "percent" or m.quantity.unit != "%" or (amount := share_of_amount(m)) is None:
            continue
        a = next((k for k, f in enumerate(memo) if f.sentence_index == m.sentence_index
                  and f.quantity.start == amount.start), None)
        if a is None or verdicts[a].verdict != "supported" or not is_change(memo[a]):
            continue
        said = set(verdicts[a].evidence)
        # the first prose figure the change rests on decides (its value read first: a passage of thousands of
        # figures formats none of their places)
        c = next((c for c in ctx if c.origin == "text" and value_ok(memo[a], c, rel_tol) is not None
                  and c.where() in said), None)
        if c is not None:
            out[i] = _as_the_prose_pairs(m, memo[a], v, c, ctx, rel_tol)
    return out


def _as_the_prose_pairs(m: Fact, change: Fact, v: FactVerdict, c: Fact, ctx: list[Fact], rel_tol: float) -> FactVerdict:
    """The verdict on percent ``m`` in apposition to ``change``, which the prose figure ``c`` supports (see
    :func:`apposed_pairs`)."""
    same = [f for f in ctx if f.origin == "text" and f.source == c.source and f.offset == c.offset
            and f.sentence_index == c.sentence_index]
    p = _figure_after(c, same)
    if p is not None and p.quantity.kind == "percent" and p.quantity.unit == "%" and APPOSITIVE.fullmatch(
            c.sentence, c.quantity.end, p.quantity.start) is not None:  # the prose's own pair
        if v.verdict not in ("supported", "derived") or value_ok(m, p, rel_tol) is not None or rounds_to(m, p) \
                or coarser(m, p):
            return v
        return v.model_copy(update={
            "verdict": "contradicted", "binding": "line item",
            "explanation": f"{c.where()} states the change {c.quantity.text} with {p.quantity.text} beside it; the "
                           f"memo pairs {change.quantity.text} with {m.quantity.text}",
            **rests([c, p], stated_like(m.quantity, p.quantity.value, [p]))})
    if v.verdict in ("supported", "derived"):
        return v
    # ... and where that prose states no percent beside it but the two levels the change is between ("decreased
    # $50.5 million to $118.0 million ... compared to $168.5 million"), the percent is the relative change of those
    # levels (not a segment table's change of a row of the same name)
    levels = [f for f in same if f.role == "level" and f.quantity.kind == c.quantity.kind and f is not c]
    now = [f for f in levels if not f.prior]
    was = [f for f in levels if f.prior]
    if len(now) != 1 or len(was) != 1 or not was[0].quantity.value:
        return v
    rel = (now[0].quantity.value - was[0].quantity.value) / abs(was[0].quantity.value) * 100
    if not window(m.quantity, rel_tol).accepts(abs(rel)) or (change.direction and (rel > 0) != (change.direction == "up")):
        return v
    return v.model_copy(update={
        "verdict": "derived", "binding": "line item", "about": "value",
        "explanation": f"percentage change: {was[0].quantity.text} -> {now[0].quantity.text} = {format_figure(rel)}% "
                       f"({c.where()}, the prose that states the change {c.quantity.text})",
        **rests([was[0], now[0]], format_figure(abs(rel)))})


def mode_of(f: Fact) -> str:
    """A memo figure's mode, the key of :func:`same_mode`: a scenario's, a forecast's or what happened."""
    return "scenario" if f.scenario else "forecast" if f.forecast else "adjusted" if f.adjusted else "actual"


def same_mode(ctx: list[Fact]) -> dict[str, list[Fact]]:
    """The context facts a memo figure is checked against, by the memo clause's mode: a figure of a
    scenario ("would reduce net interest income by about £18 million") only against the context's
    scenarios -- never against what happened between two periods, never a table's level -- and a
    figure of what happened never against a scenario's figure. What happened is never supported by
    a forecast stated in prose ("capital expenditures were $1.2 billion in 2026" by "expects
    capital expenditures of about $1.2 billion in 2026"); a memo's forecast is checked against
    both (a memo that hedges what happened -- "aims to save 200 hours" -- states no new fact). What
    happened is never supported by an adjusted figure ("Excluding the recognized hedging losses, gross
    profit ... was approximately 8.6%" where 8.5% was reported); a memo's adjusted figure is checked
    against both (a table's "Net sales excluding acquisitions" row is what happened). A memo's counterfactual
    ("excluding discrete items it would have been 22.7%") is checked against the context's adjusted figures too
    ("Without these items, our effective tax rate ... would have been 22.7%")."""
    return {"scenario": [c for c in ctx if c.scenario or c.adjusted],
            "forecast": [c for c in ctx if not c.scenario],
            "adjusted": [c for c in ctx if not c.scenario and not c.forecast],
            "actual": [c for c in ctx if not c.scenario and not c.forecast and not c.adjusted]}


_ASKED_SCALE = re.compile(
    r"\b(?:answer|respond|express(?:ed)?|report(?:ed)?|give|state[ds]?|provide[ds]?)\b[^.?!]{0,30}?\bin\s+"
    r"(?:units of\s+)?(?:(?:usd|us\s*dollars?|dollars|\$|eur|euros?|gbp|pounds?)\s+)?(thousands|millions|billions)\b",
    re.IGNORECASE)
"""The unit a question asks its answer in ("Answer in USD millions.")."""


def _framed(question: str, answer: str, memo: list[Fact]) -> Fact | None:
    """The answer's one figure read at the end of the question's asking sentence (the first that
    ends with "?", else the first: "What is Amazon's year-over-year change in revenue from FY2016 to
    FY2017: 30.8%"; instructions after it, "Round to one decimal place.", are left out), when the
    answer has no other word that could name what it measures; else ``None``. A figure without a
    scale takes the one the question asks for ("Answer in USD millions.": "$382.00" is $382
    million)."""
    if len(memo) != 1:
        return None
    m = memo[0]
    start, end = m.offset + m.quantity.start, m.offset + m.quantity.end
    if tokens(answer[:start] + " " + answer[end:]):
        return None
    asks = [q for _, q in split_sentences(question.strip())]
    frame = next((q for q in asks if q.rstrip().endswith("?")), asks[0] if asks else "")
    frame = " ".join(frame.split()).rstrip(" ?.!:;,")  # the asking sentence, not the instructions after it
    if not frame:
        return None
    figure = answer[start:end]
    asked = _ASKED_SCALE.search(question)
    if asked and not m.quantity.unit and m.quantity.scale == 1.0 and m.quantity.kind != "percent":
        figure = f"{figure} {asked.group(1).lower().rstrip('s')}"  # "Answer in USD millions.": "$382.00" is $382 million
    text = f"{frame}: {figure}"
    at = len(frame) + 2
    return next((f for f in text_facts(text, "memo", -1) if f.offset + f.quantity.start == at), None)


_DURATION_AFTER = re.compile(r"[\s-]*(?:years?|months?|weeks?|days?|quarters?)\b", re.IGNORECASE)


def _is_duration(memo: Fact) -> bool:
    """A count of years, months ... that frames the claim ("across the 3 year period", "the 2
    years"), not a figure of the filing: the period it spans is checked through the years."""
    q = memo.quantity
    if q.kind != "number" or q.currency or q.unit or q.scale != 1.0 or q.decimals:
        return False
    if not (0 < q.value <= 100 and q.value == int(q.value)):
        return False
    return memo.sentence[q.start:q.end] == q.text and _DURATION_AFTER.match(memo.sentence, q.end) is not None


def fact_verification(answer: str, contexts: list[str], *, rel_tol: float = 0.0,
                      question: str = "") -> MetricResult:
    """Share of the answer's figures that are the context's value of what they name
    (``question``: see :func:`check_facts`).

    ``details``: ``figures`` (:class:`FactVerdict` dicts), ``supported``, ``derived``,
    ``contradicted``, ``unsupported`` (counts), ``total``, ``applicable``. No figures: value
    ``None`` with a "not applicable" reason. Bad input (not strings, an empty answer, no or
    only blank passages, a bad ``rel_tol``): an invalid result with the reason.
    """
    reason = _check_inputs(answer, contexts)
    if reason is None and (isinstance(rel_tol, bool) or not isinstance(rel_tol, int | float)
                           or not math.isfinite(rel_tol) or not 0 <= rel_tol < 1):
        reason = f"rel_tol must be a number in [0, 1), got {rel_tol!r}"
    if reason is not None:
        return MetricResult.invalid_result(METRIC_NAME, reason)
    if not isinstance(question, str):
        return MetricResult.invalid_result(METRIC_NAME, f"question must be a string, got {type(question).__name__}")
    verdicts = check_facts(answer, list(contexts), rel_tol=float(rel_tol), question=question)
    if not verdicts:
        return MetricResult(name=METRIC_NAME, value=None,
                            reason="not applicable: the answer contains no figures to verify",
                            details={"applicable": False, "figures": [], "total": 0})
    counts = {k: sum(v.verdict == k for v in verdicts)
              for k in ("supported", "derived", "contradicted", "unsupported")}
    details: dict[str, Any] = {"applicable": True, "figures": [v.model_dump() for v in verdicts],
                               "total": len(verdicts), **counts, "rel_tol": float(rel_tol)}
    value = (counts["supported"] + counts["derived"]) / len(verdicts)
    bad = [f"{v.figure}: {v.explanation}" for v in verdicts
           if v.verdict in ("contradicted", "unsupported")]
    return MetricResult(name=METRIC_NAME, value=value, details=details,
                        reason="; ".join(bad[:3]) if bad else "")
