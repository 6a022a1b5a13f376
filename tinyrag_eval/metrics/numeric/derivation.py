"""Derivations: one operation over bound context facts that gives a memo figure (a difference,
sum, average, percentage change, ratio or share), and the change or aggregate the context gives
where the memo states another value."""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations
from typing import Any

from .bind import QUALIFIERS, alias_tokens, item_key, row_words
from .extract import MONTH, Quantity, extract_quantities
from .facts import (
    APPROX,
    DOWN_VERBS,
    OF_BASE_AMOUNT,
    SHARE_BASE_OF_NEXT,
    TOTALED,
    UP_VERBS,
    Fact,
    asks_operation_words,
    tokens,
)
from .levels import (
    CHANGE_AFTER,
    CHANGE_APPOSED,
    CHANGE_BEFORE,
    LOSS_WORDS,
    is_change_row,
    latest_of_item,
    names_change_row,
    opening_row,
    stated_change,
    undated_cell,
    undated_order,
)
from .match import Window, format_figure, half_unit, window, written_as
from .periods import YEAR_KEY, earlier_date, in_periods, order, period_ok, period_order, same_period
from .values import readings, value_ok


@dataclass(frozen=True, slots=True)
class Derived:
    how: str
    operands: tuple[Fact, ...]
    flipped: bool  # the value matches but the direction contradicts the memo
    shown: str = ""  # the computed value, as shown
    op: str = ""  # the operation (difference, sum, average, percentage change, ratio)
    value: float = 0.0  # the computed value before it is shown (a ratio's times 100 for a percent)


@dataclass(frozen=True, slots=True)
class _Candidate:
    op: str  # difference, sum, average, percentage change, ratio
    value: float  # in the operands' raw units (ratios: a pure number)
    operands: tuple[Fact, ...]
    ordered: bool  # operands in period order: the sign of a difference is a direction
    percents: bool  # the operands are percents


def _in_range(c: Fact, periods: tuple[str, ...]) -> bool:
    if not periods:
        return True
    if not c.periods:
        return False
    orders = [period_order(p) for p in periods]
    return min(orders) <= period_order(c.periods[0]) <= max(orders)


def item_cell(f: Fact) -> tuple[int, int, int]:
    """The table row of a cell: (passage, table, row)."""
    return f.source, f.table, f.row


def amount_rows(facts: list[Fact]) -> set[tuple[int, int, int]]:
    """The table rows among ``facts`` that hold dated amounts: their percent cells are shares or
    relative changes of the amount, not levels a change in points is taken between."""
    return {item_cell(f) for f in facts if f.origin == "table" and f.periods and not f.is_percent}


def _text_item(f: Fact, per_sentence: Counter[tuple[int, str]]) -> tuple[Any, ...]:
    """The line item of a bound fact; a passage's sentences that each state one level of the same words are one
    item ("As of January 31, 2024, our total liabilities were $1,505,370. As of April 30, 2023, our total
    liabilities were $1,178,219.": the change between them is a difference of that item's two levels).
    ``per_sentence``: how many bound facts each (passage, sentence) holds."""
    if f.origin != "text" or not f.label_tokens or f.role == "change" or f.is_percent or \
            per_sentence[(f.source, f.sentence)] != 1:
        return item_key(f)
    return f.source, "texts", frozenset(f.label_tokens)  # (a heading glued before one: "Liabilities As of ...")


def _period_columns(items: dict[tuple[Any, ...], list[Fact]]) -> dict[tuple[Any, ...], list[Fact]]:
    """``items`` and, of rows of one label in tables that are one item's periods (each row's cells of one period, the
    rows' of different ones, each in a table of its own: "For the three months ended December 31, 2023:" and "...
    2022:" over one segment table), each column of them as one item too, its periods the tables' (the segment's
    revenue of 2023 and of 2022). Each cell is under a column of its own (columns without names are not told
    apart; one cell alone is)."""
    rows: dict[str, list[tuple[Any, ...]]] = {}
    for k, facts in items.items():
        if all(f.origin == "table" and len(f.periods) == 1 for f in facts) and len(
                {(f.source, f.table, f.row, f.periods) for f in facts}) == 1 and \
                len({f.column for f in facts}) == len(facts):
            rows.setdefault(" ".join(facts[0].label.lower().split()), []).append(k)
    out = dict(items)
    for ks in rows.values():
        tables = {(items[k][0].source, items[k][0].table) for k in ks}
        if len({items[k][0].periods for k in ks}) < 2 or len(tables) < len(ks):
            continue
        for k in ks:
            for f in items[k]:
                key = ("period columns", " ".join(f.label.lower().split()), f.column.lower(), f.group)
                out.setdefault(key, []).append(f)
    return out


def _two_dates_of_a_year(memo: Fact, a: Fact, b: Fact, facts: list[Fact]) -> bool:
    """``a`` and ``b`` are a table row's only two cells of their year, at two months' dates, and the memo names
    no other month ("between June 30 and December 31, 2019" names both; "fell by $3.65 million to $11.11 million at
    December 31, 2023" names one of them, against "| January 1, 2023 | ... | December 31, 2023 |"): a quarterly
    table's four dates of one year are not ordered pairwise for a memo that names two of them."""
    if not (a.origin == b.origin == "table" and a.month and b.month and a.month != b.month):
        return False
    if sum(1 for f in facts if f.origin == "table" and f.periods == a.periods) != 2:
        return False
    said = {m.group(0)[:3].lower() for m in _MONTH_WORD.finditer(memo.sentence)}
    return not said or {a.month, b.month} <= said or said <= {a.month, b.month}


_MONTH_WORD = re.compile(rf"\b{MONTH}\b", re.IGNORECASE)
_FULL_DATE = re.compile(rf"\b({MONTH})\.?[ \t]+\d{{1,2}},?[ \t]+((?:19|20)\d\d)\b", re.IGNORECASE)


@lru_cache(maxsize=256)
def _said_dates(sentence: str) -> frozenset[tuple[str, int]]:
    """The (month, year) of each full date a sentence names: "from September 30, 2023 to ... at December 31, 2023"."""
    return frozenset((m.group(1)[:3].lower(), int(m.group(2))) for m in _FULL_DATE.finditer(sentence))


def _other_date(a: Fact, b: Fact, dates: frozenset[tuple[str, int]]) -> bool:
    """Two balance cells of one year each, one of them at a date the memo's two or more full dates do not name: no
    pair its change is between ("from September 30, 2023 to $6.77 billion at December 31, 2023" is not from the
    "| December 31,2022 |" column)."""
    if len(dates) < 2 or not (a.origin == b.origin == "table" and a.month and b.month):
        return False
    if not (len(a.periods) == len(b.periods) == 1 and YEAR_KEY.fullmatch(a.periods[0])
            and YEAR_KEY.fullmatch(b.periods[0])):
        return False
    return not {(a.month, int(period_order(a.periods[0]))), (b.month, int(period_order(b.periods[0])))} <= dates


_PER_SHARE_WORDS = re.compile(r"\bper\b|\beps\b|\bshares?\b", re.IGNORECASE)


@lru_cache(maxsize=256)
def _per_share_said(sentence: str) -> bool:
    """The sentence speaks of a per-share figure (read once per sentence, not once per figure of it)."""
    return _PER_SHARE_WORDS.search(sentence) is not None


def _candidates(memo: Fact, bound: list[Fact], named: list[Fact],
                siblings: list[Fact] = ()) -> list[_Candidate]:  # type: ignore[assignment]
    periods = memo.periods
    out: list[_Candidate] = []
    # a share of a named base in prose: "Office exposure is £1.07 billion, of which £0.31 billion
    # is refinancing": the ratio of two amounts of the one bound sentence
    amounts = [f for f in siblings if not f.is_percent and f.quantity.unit != "x"]
    for u, w in combinations(amounts, 2):
        if u.prior != w.prior and u.origin == w.origin == "text":
            continue  # (not a level over its own prior level: "were $59,144 thousand ..., as compared to $73,857
            # thousand" is no part of a whole, and 80% is no share of total revenue)
        for x, y in ((u, w), (w, u)):
            if y.quantity.value and abs(x.quantity.value) < abs(y.quantity.value):
                out.append(_Candidate("ratio", x.quantity.value / y.quantity.value, (x, y), False,
                                      False))
    items: dict[tuple[Any, ...], list[Fact]] = {}
    per_sentence = Counter((f.source, f.sentence) for f in bound if f.origin == "text")
    per_share = _per_share_said(memo.sentence)
    dates = _said_dates(memo.sentence)
    for f in bound:
        if memo.span and f.span and f.span != memo.span:
            continue  # the nine months' change is not computed from the quarter's figures
        if f.per_unit and not memo.per_unit and not per_share:
            continue  # "Net income fell 6.0%" is no change of the "$4.47 ... $4.20 per diluted share" beside it
        if f.quantity.unit != "x":
            items.setdefault(_text_item(f, per_sentence), []).append(f)
    items = _period_columns(items)
    for facts in items.values():
        # (and a table of changes' cells: "| Variances: Fiscal 2024 Versus Fiscal 2023 | Utility | Marketing |")
        change_cells = {id(f) for f in facts if undated_cell(f, facts) or f.variance}  # once per item, not per pair
        for a, b in combinations(facts, 2):
            if a.is_percent != b.is_percent or stated_change(a) or stated_change(b):
                continue  # ... and levels only: "$21.5 million, an increase of $2.3 million" sum to nothing
            if id(a) in change_cells or id(b) in change_cells:
                continue  # ... not a change column's cell beside the row's dated levels
            if _other_date(a, b, dates):
                continue
            oa, ob = order(a), order(b)
            known = len(a.periods) == 1 and len(b.periods) == 1  # each bound to its own period
            if known and oa == ob and a.prior != b.prior and a.origin == b.origin == "text" and \
                    a.sentence == b.sentence and a.source == b.source:
                # "was $690 for the six months ended December 31, 2023, compared to $2,136 for the same
                # period of Fiscal 2023": a fiscal year named like the calendar one it ends in is still the
                # prior level's, the earlier
                oa, ob = (1.0, 0.0) if b.prior else (0.0, 1.0)
            elif known and oa == ob and _two_dates_of_a_year(memo, a, b, facts):
                # two balance dates of one year, "| December 31, 2023 | September 30, 2023 |" of a 10-Q: the
                # months order them ("Total liabilities increased by $56,480 to $859,369")
                oa, ob = (0.0, 1.0) if earlier_date(a, b) else (1.0, 0.0)
            elif known and oa == ob:
                continue
            if not known and a.periods and a.periods == b.periods and a.origin == "text":
                oa = ob = None  # a text row "191.1 174.9" under "2025 2024": the pair, order unknown
            elif oa is not None and oa == ob:
                continue
            if len(periods) >= 2 and not (in_periods(a, periods) and in_periods(b, periods)):
                continue
            if len(periods) == 1 and not (in_periods(a, periods) or in_periods(b, periods)):
                # (a row of two levels no column dates is of the memo's period and the one before
                # when its change column orders them)
                undated = None if a.periods or b.periods else undated_order(a, b, facts)
                if undated is None:
                    continue
                oa, ob = undated
            ordered = oa is not None and ob is not None
            x, y = (a, b) if not ordered or oa < ob else (b, a)  # type: ignore[operator]
            vx, vy = x.quantity.value, y.quantity.value
            pct = a.is_percent
            out.append(_Candidate("difference", vy - vx, (y, x), ordered, pct))
            if not (len(periods) == 1 and known and not (in_periods(a, periods) and in_periods(b, periods))):
                # (a figure of one period is no sum of its item over that period and another: "Net capital outflows
                # from share transactions amounted to $1.07 billion in 2023" is not 2023's and 2021's; its average may
                # be: "The 2019 average free cash flow" is of 2019's and 2018's, an average over the year's two ends)
                out.append(_Candidate("sum", vx + vy, (x, y), False, pct))
            out.append(_Candidate("average", (vx + vy) / 2, (x, y), False, pct))
            if not ordered:
                out.append(_Candidate("difference", vx - vy, (x, y), False, pct))
            for u, w in ([(x, y)] if ordered else [(x, y), (y, x)]):
                if u.quantity.value and not pct and (not is_change_row(u) or names_change_row(memo.sentence, u)):
                    # (a change row's two periods, "| Net increase/(decrease) in Cash During the Period | (189,767) |
                    # 1,328,161 |", have no percentage change: each is a change, not a level -- unless the memo names that
                    # change: "The net change in unrealized appreciation ... was $36.3 million, up roughly 13%")
                    change = (w.quantity.value - u.quantity.value) / abs(u.quantity.value) * 100
                    out.append(_Candidate("percentage change", change, (u, w), ordered, pct))
                    if memo.quantity.unit == "x":
                        # a multiple of the item's earlier level: "rose to $3.15 million in 2023 from $566,093,
                        # roughly 5.6 times the prior amount"
                        out.append(_Candidate("ratio", w.quantity.value / u.quantity.value, (w, u), ordered, pct))
        spread = [f for f in facts if f.periods and _in_range(f, periods)]
        if len(spread) >= 3 and len({f.is_percent for f in spread}) == 1:
            total = sum(f.quantity.value for f in spread)
            out += [_Candidate("sum", total, tuple(spread), False, spread[0].is_percent),
                    _Candidate("average", total / len(spread), tuple(spread), False,
                               spread[0].is_percent)]
    changes = {id(f) for f in named if stated_change(f) or undated_cell(f, named) or f.variance}
    for a, b in combinations(named, 2):
        if item_key(a) == item_key(b) or a.is_percent != b.is_percent or (memo.span and any(
                f.span and f.span != memo.span for f in (a, b))):
            continue
        if (ends := _roll_forward(a, b)) is not None and (not periods or in_periods(ends[1], periods)):
            # a roll-forward's opening and closing rows are one item's two levels, of a change and its percentage:
            # "Shares outstanding grew by about 4.4 million, or 12.6%" of "| Shares, beginning of year ... | 35,203,259
            # |" and "| Shares, end of year ... | 39,626,030 |" (the opening row dated the period before, the closing
            # row's in the memo's)
            opening, closing = ends
            change = closing.quantity.value - opening.quantity.value
            out += [_Candidate("difference", change, (closing, opening), True, False),
                    _Candidate("percentage change", change / abs(opening.quantity.value) * 100, (opening, closing), True,
                               False)]
        if a.origin == b.origin == "table" and a.quantity.value == b.quantity.value and \
                a.periods == b.periods and tokens(a.label) == tokens(b.label):
            continue  # one line item in two tables (a reconciliation's "Net loss | (48,517)" and the
            # income statement's) is one figure: its "sum" is the figure twice, its difference nothing
        if id(a) in changes or id(b) in changes:
            continue  # two items' changes ("(22)%" and "(4)%" of two segments' change columns) are no
            # operands of a third figure: their difference is no item's level or change
        if (a.periods and b.periods and not period_ok(a, b)) or (
                a.prior != b.prior and a.origin == b.origin == "text"):
            continue  # (a prior level -- "as compared to $14.9 million" -- is of another period than the
            # prose's current figures: "$93.1 million" of net sales is no base of it)
        if periods and not in_periods(a, periods):
            continue
        if not periods and _in_the_period(memo) and not (latest_of_item(a, named) and latest_of_item(b, named)):
            continue  # "accounted for 67.1% of total revenue in the quarter": the current quarter's rows
        pct = a.is_percent
        # (two tables' undated cells -- "Higher interest charges | (27)" of the company's walk of its net income,
        # "Interest charges | (10)" of a segment's -- sum or differ to no item's figure; one may be a share of the other)
        if not (a.origin == b.origin == "table" and not (a.periods or b.periods) and (a.source, a.table) != (b.source, b.table)):
            out += [_Candidate("sum", a.quantity.value + b.quantity.value, (a, b), False, pct),
                    _Candidate("difference", a.quantity.value - b.quantity.value, (a, b), False, pct),
                    _Candidate("difference", b.quantity.value - a.quantity.value, (b, a), False, pct)]
        for u, w in ((a, b), (b, a)):
            # (not over a base of 100: "15.5 / 100.0" of a percent-of-sales table's "Net sales | 100.0"
            # row is the cell itself, read as a percent, no operation)
            if w.quantity.value and abs(w.quantity.value) != 100.0 and not pct:
                out.append(_Candidate("ratio", u.quantity.value / w.quantity.value, (u, w), False,
                                      pct))
    if memo.quantity.kind == "percent":
        # a part the prose states of a whole a table's row gives ("The Americas net revenues totaled
        # $203.7 million" of "Net revenues | $ 262.7" in a table in millions): the part's share, each
        # figure in its own stated scale (the table's only where it says one)
        parts = [f for f in bound if f.origin == "text" and not f.is_percent and f.quantity.scale > 1
                 and f.role != "change" and not f.temporal and f.quantity.value > 0]
        wholes = [f for f in named if f.origin == "table" and not f.is_percent and f.quantity.value > 0]
        for u in parts:
            for w in wholes:
                if (periods and not (in_periods(u, periods) and in_periods(w, periods))) or not period_ok(u, w):
                    continue
                for scale in w.hint_scales:
                    if u.quantity.value < w.quantity.value * scale:
                        out.append(_Candidate("ratio", u.quantity.value / (w.quantity.value * scale), (u, w),
                                              False, False))
    return _ordered_by_twins(out)


def _ordered_by_twins(cands: list[_Candidate]) -> list[_Candidate]:
    """A prose pair of levels of no known order whose two figures an ordered pair states ("$7.0 million and $7.3
    million in the Current Year and Prior Year, respectively" beside a table's "| 6,954 | 7,263 |" under "| 2023 | 2022
    |"; "other income of $9,384 compared to other income of $8,054 for the prior period" beside "| 9,384 | 8,054 |"):
    its change is in that order, and the reverse reading is no change of the item."""
    pairs = [(c.operands[1], c.operands[0]) for c in cands if c.ordered and c.op == "difference"]  # (earlier, later)
    if not pairs:
        return cands
    same: dict[tuple[int, int], bool] = {}

    def twin(a: Fact, b: Fact) -> bool:
        key = (id(a), id(b))
        if key not in same:
            same[key] = a.is_percent == b.is_percent and bool(a.quantity.value) and (
                value_ok(a, b, 0.0) is not None or value_ok(b, a, 0.0) is not None)
        return same[key]

    out = []
    for c in cands:
        if not c.ordered and c.op in ("difference", "percentage change") and all(
                o.origin == "text" for o in c.operands):
            early, late = (c.operands[1], c.operands[0]) if c.op == "difference" else c.operands
            if any(twin(early, pl) and twin(late, pe) and not (twin(early, pe) and twin(late, pl)) for pe, pl in pairs):
                continue
            if any(twin(early, pe) and twin(late, pl) for pe, pl in pairs):
                c = replace(c, ordered=True)
        out.append(c)
    return out


RATIO_SAID = re.compile(r"ratio: (.+?) / (.+?) = ")
"""A ratio's explanation as :func:`describe` writes it: the texts of its two operands (``definition.earlier_ratio``
reads the rows of a derived share back from them)."""


def describe(c: _Candidate, shown: float, suffix: str, with_result: bool = False, result: str = "") -> str:
    texts = [o.quantity.text for o in c.operands]
    if c.op == "percentage change":
        return f"percentage change: {texts[0]} -> {texts[1]} = {format_figure(shown)}%"
    if c.op == "ratio":
        return f"ratio: {texts[0]} / {texts[1]} = {format_figure(shown)}{suffix}"
    if c.op == "difference":
        label = "percentage-point difference" if c.percents else "difference"
        return f"{label}: {texts[0]} - {texts[1]}" + (f" = {result or format_figure(c.value)}" if with_result else "")
    if c.op == "sum":
        return "sum: " + " + ".join(texts)
    return f"average: ({' + '.join(texts)}) / {len(texts)}"


def derive(memo: Fact, bound: list[Fact], named: list[Fact], rel_tol: float,
           siblings: list[Fact] = ()) -> Derived | None:  # type: ignore[assignment]
    """One operation over the bound facts that gives the memo figure (see the module doc)."""
    q = memo.quantity
    plain = q.currency is None and q.scale == 1.0 and q.unit == ""
    win = window(q, rel_tol)
    flipped: Derived | None = None
    unordered: Derived | None = None
    cands = _candidates(memo, bound, named, siblings)
    by_change = q.start >= 0 and (CHANGE_BEFORE.search(memo.sentence, max(0, q.start - 40), q.start) is not None
                                  or CHANGE_AFTER.match(memo.sentence, q.end) is not None
                                  or CHANGE_APPOSED.search(memo.sentence, max(0, q.start - 80), q.start) is not None)
    if memo.direction:  # of an unordered pair's two differences, show the one the memo's direction reads
        cands.sort(key=lambda c: not c.ordered and c.op in ("difference", "percentage change")
                   and (c.value > 0) != (memo.direction == "up"))
    # a percent stated as a level ("the margin was 3.05% in 2025") is derived only as a ratio of
    # two amounts, never as a sum or difference of percents or a percentage change
    level_percent = q.kind == "percent" and (memo.role == "level" or not (
        memo.temporal or memo.aggregate or asks_operation_words(memo.sentence)))
    amount = share_of_amount(memo)
    of_amount = replace(memo, quantity=amount) if amount is not None else None
    numerator_ok: dict[int, bool] = {}  # per operand, not per pair: thousands of pairs share one
    base = share_base_amount(memo)
    of_base = replace(memo, quantity=base) if base is not None else None
    denominator_ok: dict[int, bool] = {}
    # the base a share names after it ("Direct costs were about 63% of 2023 revenue") is its denominator
    base_words = set(memo.right_tokens) if q.kind == "percent" and _OF_AFTER.match(
        memo.sentence, max(q.end, 0)) else set()
    amounts = amount_rows(bound)
    stated_level = not (memo.temporal or memo.direction or memo.aggregate or by_change)
    # a base row the words name in full ("| TOTAL LIABILITIES |" of "45% of total liabilities") is the base over a row
    # that says more in its table ("| TOTAL LIABILITIES, REDEEMABLE COMMON STOCK AND STOCKHOLDERS' DEFICIT |"), period
    # by period
    exact_bases = {(f.source, f.table, f.periods) for f in (*bound, *named) if base_words and f.origin == "table"
                   and _names_base(f, base_words)}
    # ... and of such rows, the one that says every word of the base, qualifiers too ("| Net revenues |" of "55% of net
    # revenues", not "| Total revenues |" above it, before interest expense)
    full_bases = {(f.source, f.table, f.periods) for f in (*bound, *named) if base_words and f.origin == "table"
                  and base_words <= set(f.label_tokens)}
    # ... and the words of such a row's item, none a qualifier
    named_base = (base_words - QUALIFIERS) if any(f.origin == "table" and _names_base(f, base_words) and not set(
        f.label_tokens) <= QUALIFIERS for f in (*bound, *named)) else set()
    for c in cands:
        if level_percent and c.op != "ratio":
            continue
        if c.op in ("difference", "sum") and stated_level and any(o.quantity.value == 0 for o in c.operands):
            continue  # a zero operand leaves the other figure as it is: a level stated as "came in at $0.02"
            # against "| (0.00) | 0.02 |" is the other period's value, no operation (a change "up $0.02 from
            # nil" is one)
        if c.op == "difference" and stated_level and c.ordered and len(memo.periods) == 1 \
                and len({item_key(o) for o in c.operands}) == 1 and q.kind != "percent":
            continue  # a level stated for its year is no change of its own item between two years: "$0.79 per diluted
            # share" in 2023 is not the diluted row's 0.77 - (0.02)
        if of_amount is not None and c.op == "ratio":
            top = c.operands[0]
            if id(top) not in numerator_ok:
                numerator_ok[id(top)] = value_ok(of_amount, top, rel_tol) is not None
            if not numerator_ok[id(top)]:
                continue  # "$126.8 million, 10.7% of total revenue": a share of that amount, not another period's
        if of_base is not None and c.op == "ratio":
            bottom = c.operands[1]
            if id(bottom) not in denominator_ok:
                denominator_ok[id(bottom)] = value_ok(of_base, bottom, rel_tol) is not None
            if not denominator_ok[id(bottom)]:
                continue  # "about 28% of net revenue of $386,855": a share of that amount, not another period's base
        if base_words and c.op == "ratio" and _names_base(c.operands[0], base_words) and not (
                base_words & set(c.operands[1].label_tokens)):
            continue  # (not revenue over the direct costs: 17,410 / 27,731 = 62.78 %)
        if c.op == "ratio" and named_base and (bottom := c.operands[1]).label_tokens and named_base.isdisjoint(
                _row_words(bottom) - (_row_words(c.operands[0]) - set(bottom.label_tokens)
                                      if bottom.label_tokens == c.operands[0].label_tokens else set())):
            continue  # (nor over an amount of none of its words where a row is the one named: "covered about 95% of
            # general and administrative expenses" is no share of a "| Net (loss) income |" row where a "| General and
            # administrative expenses |" row is; nor of a row of the part's own label whose other words are the part's
            # too: "Direct product sales of $1.16 million represented about 40% of total revenue" is no share of the
            # income statement's "| Products |" under "| Sales revenue: |" over the segments' "| Products |" under "| Net
            # revenue |" -- a segment's EBIT over its sales row is, and a segment's "| Net sales |" over the company's)
        if c.op == "ratio" and (bottom := c.operands[1]).origin == "table" and (
                bottom.source, bottom.table, bottom.periods) in exact_bases and not _names_base(bottom, base_words) \
                and base_words <= set(bottom.label_tokens) | QUALIFIERS and not (
                    (alias := alias_tokens(bottom.label)) and set(alias) <= base_words | QUALIFIERS):
            # (its own other name says no more: "| Revenue before reimbursements (net revenue) |")
            continue
        if c.op == "ratio" and (bottom := c.operands[1]).origin == "table" and (
                bottom.source, bottom.table, bottom.periods) in full_bases and not base_words <= set(bottom.label_tokens):
            continue
        if c.op == "average" and _AVERAGED.search(memo.sentence) is None:
            continue  # "... was $2.57 million, or $0.13 per share, for the nine-month period" is no average of two
            # periods' $0.16 and $0.09: a figure is an average only where its sentence (or question) says so
        if c.op in ("ratio", "sum", "average") and memo.direction and by_change and not (c.op == "ratio" and q.unit == "x"):
            continue  # "decreased by 81.0% from 2022 to 2023" is a change, no ratio of two line items
            # ("grew 25.6%" no sum of a row's 23.6% and 2.0% either; a multiple is a ratio: "grew roughly 3.5 times")
        if q.kind == "percent":
            note = ""
            if c.op == "percentage change":
                shown, ok = c.value, win.accepts(abs(c.value))
                if not ok and (before := _rounded_change(c, win, q)) is not None:
                    ok, note = True, (f"[{format_figure(before[0])}% to {format_figure(before[1])}% from the "
                                      "figures before rounding]")
            elif c.op == "ratio":
                shown, ok = c.value * 100, win.accepts(abs(c.value * 100))
            elif c.percents:
                if c.op == "difference" and q.unit not in ("pp", "bps") and all(
                        item_cell(o) in amounts for o in c.operands) and not _SHARE_SAID.search(memo.sentence):
                    continue  # "Cost of product revenue fell 12%" is no difference of its "% of revenue" columns
                shown, ok = c.value, win.accepts(abs(c.value))
            else:
                continue
        elif q.unit == "x" or (plain and c.op == "ratio"):
            if c.op != "ratio":
                continue
            shown, ok, note = c.value, win.accepts(abs(c.value)), ""
        else:
            if c.op in ("ratio", "percentage change") or c.percents:
                continue
            shown, ok, note = c.value, False, ""
            for r in readings(memo, c.operands[0], rel_tol):
                if r.window.accepts(abs(c.value) * r.factor):
                    ok, note = True, r.note
                    break
        if not ok:
            continue
        how = (describe(c, shown, "%" if q.kind == "percent" else "x" if q.unit == "x" else "") + f" {note}").strip()
        # between two negative figures (outflows, losses) "up" is ambiguous: a larger outflow is
        # an increase to one writer and a decrease to another, so no direction is contradicted
        # ... and so is a percentage change from a negative base ($(762.3) -> $542.0): +171.1%, or
        # -171.1% over the signed base as some compute it
        negatives = all(o.quantity.value < 0 for o in c.operands) or (
            c.op == "percentage change" and c.operands[0].quantity.value < 0)
        # ... unless the memo names a loss: a loss that "widened" or "increased" grew in size, so a
        # difference of -4,636 -> -4,095 (+541) is a loss that narrowed
        # (a loss by name, not "operating income (loss)"; moved by a verb, not a signed "change of";
        # "the loss improved" is smaller, left as before)
        # (and so does an expense or an outflow by name, shown negative: "Net cash used in investing
        # activities increased $1.5 million to $10.5 million" where (12,047) -> (10,521) shrank)
        # (and so is a percentage change between two negatives, over the base's size: "General and
        # administrative expenses declined about 5% to $750,666 from $713,827" where (713,827) -> (750,666)
        # is -5.16%; and an outflow whose words an alias took: "Cash used in operating activities" is `ocf`)
        of_loss = (c.op == "difference" and negatives or c.op == "percentage change" and all(
            o.quantity.value < 0 for o in c.operands)) and moves_by_size(memo)
        d = Derived(how, c.operands, shown=format_figure(shown), op=c.op, value=shown, flipped=bool(
            c.ordered and memo.direction and c.value and c.op in ("difference", "percentage change")
            and (not negatives or of_loss) and (memo.direction == "up") != ((c.value < 0) if of_loss else (c.value > 0))))
        if d.flipped:
            flipped = flipped or d
        elif c.ordered or not memo.direction or c.op not in ("difference", "percentage change"):
            return d
        elif c.op == "percentage change" and not negatives and (memo.direction == "up") != (c.value > 0):
            # (but a percentage change's size fixes its order: "Depreciation and amortization increased 85%"
            # is not two prose amounts of unknown periods, $108.0 million and $15.7 million, whose change is
            # -85% one way and +588% the other)
            continue
        else:
            # an unordered pair (two prose levels whose periods are not known) gives the size; a
            # pair whose order is known and that moved the other way says more ("Orders rose 0.6%"
            # where the table's 2,095.5 -> 2,082.3 fell and the prose pair has no order)
            unordered = unordered or d
    return flipped or unordered


def moves_by_size(memo: Fact) -> bool:
    """The memo moves a loss, an expense or an outflow by its size: two negative figures of the item (a loss or an
    outflow shown in brackets) change the other way round ("Net loss widened", "Net cash used in operating activities
    was $579,827, up about 3% from $561,582" where (561,582) -> (579,827) is -3.25 % over signed values)."""
    # (an outflow's words before the figure, where an alias took them and a change's label starts after the level:
    # "in 2023, up about")
    return bool((LOSS_WORDS | _COST_WORDS) & set(memo.label_tokens) or _USED.search(memo.label) or (
        _USED.search(memo.sentence, 0, max(memo.quantity.start, 0)))) and not (
        _GAIN_WORDS & set(memo.label_tokens)) and _SIZE_VERB.search(memo.sentence) is not None and not (
        _BETTER_WORSE.search(memo.sentence))


_OF_AFTER = re.compile(r"[ \t]+of\b", re.IGNORECASE)


def _row_words(f: Fact) -> set[str]:
    """The words that name a fact's line item (:func:`.bind.row_words`) and its section's measure."""
    return row_words(f) | set(f.section)


def _names_base(f: Fact, base_words: set[str]) -> bool:
    """The words after a share's "of" name ``f``'s row, every word of it but a qualifier."""
    return bool(f.label_tokens) and set(f.label_tokens) <= base_words | QUALIFIERS


_SHARE_SAID = re.compile(r"(?:%|\bpercent(?:age)?|\bshare|\bproportion)[ \t]+of[ \t]+(?:(?:total|net)[ \t]+)*"
                         r"(?:revenues?|sales)\b|\bmargins?\b", re.IGNORECASE)
"""A memo that says its figure is a share of revenue or a margin (its points may be a difference of shares)."""
APPOSITIVE = re.compile(rf"(?:[ \t]+(?:in|for|during)[ \t]+(?:(?:the|fiscal)[ \t]+)?(?:(?:first|second|third|fourth|full|nine-month|"
                        rf"six-month)[ \t]+)?(?:quarter|year|period|half|20\d\d)(?:[ \t]+(?:of[ \t]+)?(?:fiscal[ \t]+)?20\d\d)?)?"
                        rf"(?:[ \t]+of[ \t]+(?:(?:19|20)\d\d[ \t]+)?(?:net[ \t]+)?(?:sales|revenues?))?"
                        rf"[ \t]*,[ \t]*(?:(?:or|still)[ \t]+)?(?:{APPROX}[ \t]+)?")
"""Between an amount and the percent in apposition to it: ", or about", ", ", ", still about", " in the quarter, or", " in 2023, or" (and
the amount's own "of 2023 net sales": "$25.4 million of 2023 net sales, about 43% of net product revenue")."""


_COST_WORDS = frozenset({"expense", "cost", "costofsale", "used", "outflow", "capex", "spending"})
"""A memo's words of an expense or outflow, which filings' tables show negative and memos state by size (as a
loss's, ``levels.LOSS_WORDS``)."""
_BETTER_WORSE = re.compile(r"\b(?:improv|worsen|deteriorat)", re.IGNORECASE)
_GAIN_WORDS = frozenset({"income", "netincome", "operatingincome", "earning", "profit", "grossprofit", "gain"})
_USED = re.compile(r"\bused[ \t]+(?:in|for|by)\b", re.IGNORECASE)
"""Words of an outflow ("cash used in"), kept by the memo's label where an alias replaced them."""
_SIZE_VERB = re.compile(rf"\b(?:{UP_VERBS}|{DOWN_VERBS}|(?:up|down)\b(?![ \t]+(?:from|to)\b))\b", re.IGNORECASE)
"""A word that moves an item by its size (a verb, or "up"/"down" before the change, not "down from" after a level):
not a signed "change of"."""

ROUNDED_OPERAND = 0.005
"""The largest rounding, relative to the figure, of an operand whose unrounded value a percentage
change may have been computed from (0.5 %: "34.6" million, "1,234"; not "3.3" or "$44")."""


def _rounded_change(c: _Candidate, win: Window, q: Quantity) -> tuple[float, float] | None:
    """A percentage change between two rounded figures that the memo's may be, computed as the
    filing did from the figures before rounding: "decreased 5.8%" where the context states $36.7
    million and $34.6 million (-5.72 % as written; anywhere from -5.99 % to -5.46 % before rounding).
    Only a memo percent of at most one decimal (as filings write a change; "13.39%" was computed from
    the figures as written), a positive base, both figures at one scale and rounded by at most
    ``ROUNDED_OPERAND`` of their size (measured: on small figures -- "0.5 -> 0.7" -- the interval
    admits TAT-QA's wrong percentages). The change's range before rounding when the memo's figure
    falls in it, else None."""
    u, w = (o.quantity for o in c.operands)
    hu, hw = half_unit(u), half_unit(w)
    if q.decimals > 1 or u.scale != w.scale or u.value - hu <= 0 or not w.value or max(
            hu / abs(u.value), hw / abs(w.value)) > ROUNDED_OPERAND:
        return None
    lo = (w.value - hw) / (u.value + hu) * 100 - 100
    hi = (w.value + hw) / (u.value - hu) * 100 - 100
    least = 0.0 if lo <= 0 <= hi else min(abs(lo), abs(hi))
    return (lo, hi) if least <= win.hi and max(abs(lo), abs(hi)) >= win.lo else None


def _roll_forward(a: Fact, b: Fact) -> tuple[Fact, Fact] | None:
    """(opening, closing) of two cells of one table column whose rows are one item at a period's beginning and at
    its end ("| Shares, beginning of year at February 1, 2023 |", "| Shares, end of year at January 31, 2024 |"),
    else None."""
    if not (a.origin == b.origin == "table" and (a.source, a.table, a.column) == (b.source, b.table, b.column)):
        return None
    ta, tb = set(a.label_tokens), set(b.label_tokens)
    for u, w, tu, tw in ((a, b, ta, tb), (b, a, tb, ta)):
        if opening_row(u) and tu - tw == {"beginning"} and tw <= tu and tw and u.quantity.value and not (
                u.is_percent or w.is_percent):
            return u, w
    return None


def share_of_amount(memo: Fact) -> Quantity | None:
    """The amount a percent stands beside as its share ("Cost of operations was $230.8 million, or
    67.7% of revenues", "revenue was $126.8 million, 10.7% of total revenue"), else None."""
    q = memo.quantity
    if q.kind != "percent" or q.start <= 0 or not memo.sentence:
        return None
    # (the words right before it only: the figure in apposition is within them; the whole sentence again
    # for each of its percents was quadratic on a run-on sentence of hundreds of figures)
    lo = max(0, q.start - _APPOSED_WITHIN)
    before = [p for p in extract_quantities(memo.sentence[lo:q.start]) if p.kind in ("currency", "number")]
    if lo and before and before[-1].start == 0:  # a figure the window may cut: read it whole (a wider window; the
        # whole prefix only for a figure wider than that, as reading it for each figure is quadratic again)
        lo = max(0, lo - 64)
        before = [p for p in extract_quantities(memo.sentence[lo:q.start]) if p.kind in ("currency", "number")]
        if lo and before and before[-1].start == 0:
            lo, before = 0, [p for p in extract_quantities(memo.sentence[:q.start]) if p.kind in ("currency", "number")]
    if not before or not (APPOSITIVE.fullmatch(memo.sentence, lo + before[-1].end, q.start) or (
            _SHARE_VERB.fullmatch(memo.sentence, lo + before[-1].end, q.start)
            and not _FROM_BEFORE.search(memo.sentence, 0, lo + before[-1].start))):
        return None
    last = before[-1]
    return last.model_copy(update={"start": last.start + lo, "end": last.end + lo}) if lo else last


def share_base_amount(memo: Fact) -> Quantity | None:
    """The amount a percent names as its base after it ("about 28% of net revenue of $386,855"), else None."""
    q = memo.quantity
    if q.kind != "percent" or q.end <= 0 or not memo.sentence or (
            of := SHARE_BASE_OF_NEXT.match(memo.sentence, q.end) or OF_BASE_AMOUNT.match(memo.sentence, q.end)) is None:
        return None
    after = extract_quantities(memo.sentence[of.end():of.end() + 40])
    if not after or after[0].start or after[0].kind not in ("currency", "number"):
        return None
    return after[0].model_copy(update={"start": after[0].start + of.end(), "end": after[0].end + of.end()})




_APPOSED_WITHIN = 160
_SHARE_VERB = re.compile(
    r"(?:[ \t]+(?:in|for|during)[ \t]+the[ \t]+(?:[A-Za-z]+[ \t]+){0,2}(?:quarter|year|period|months|half))?"
    r"[ \t]*,?[ \t]*(?:made[ \t]+up|represented|accounted[ \t]+for|amounting[ \t]+to|equal(?:ed|ing)?[ \t]+to"
    r"|covered|absorbed|consumed|or)[ \t]+"
    rf"(?:(?:an?|the)[ \t]+(?:[A-Za-z]+[ \t]+)?margin[ \t]+of[ \t]+)?(?:(?:only|just)[ \t]+)?(?:{APPROX}[ \t]+)?",
    re.IGNORECASE)
"""Between an amount and the percent that is its share, a verb or its period between them: "International revenues
of $6.0 million made up roughly 25% of revenues", "$40,029 in the December quarter, or 8% of the total", "Operating
income of $3.3 million in the March quarter represented an operating margin of about 1.6% of sales", "Cash of $124.5
thousand covered only about 2.4% of current liabilities", "The $262,180 income tax provision absorbed about 78% of
pre-tax income"."""
_FROM_BEFORE = re.compile(rf"\bfrom[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)
"""A prior level's "from" before the amount: "rose to $589.0 million from $532.4 million, equal to about 6.3% of
revenues" is the current level's share, not the prior one's."""


def context_change(memo: Fact, bound: list[Fact], named: list[Fact]) -> _Candidate | None:
    """The change of the bound line item between two periods that is closest to the memo's
    figure: a difference for an amount, a percentage change (or a percentage-point difference
    between percents) for a percent; None when the context gives no such change."""
    q = memo.quantity
    # a change in points (pp, bps) is a difference of percents, never a percentage change
    wanted = ("difference",) if q.kind != "percent" or q.unit in ("pp", "bps") else (
        "percentage change", "difference")
    targets = [abs(q.value)] + ([abs(q.value) / q.scale] if q.scale > 1 else [])
    best: tuple[tuple[float, bool], _Candidate] | None = None
    kept: list[tuple[tuple[float, bool], _Candidate]] = []
    for c in _candidates(memo, bound, []):
        if c.op not in wanted or (q.kind == "percent" and c.op == "difference" and not c.percents) or (
                q.kind != "percent" and c.percents) or not c.value:
            continue
        if (q.unit == "x") != all(o.quantity.unit == "x" for o in c.operands):
            continue  # a multiple ("4.8x") changes only with multiples, never by a change of amounts
        # closest in size; of an unordered pair's two signs, the one the memo's direction reads
        # (a change of zero -- "an increase of $0" -- is no size to be closest to: the direction decides)
        key = (min((abs(math.log(abs(c.value) / t)) for t in targets if t), default=math.inf),
               (c.value > 0) != (memo.direction == "up"))
        kept.append((key, c))
        if best is None or key < best[0]:
            best = (key, c)
    # (but of an unordered pair's two percentage changes both written as the memo's figure, the one its direction reads:
    # "up about 3% from $561,582 in the prior year" where 579,827 -> 561,582 is -3.15 %, the closer, and 561,582 ->
    # 579,827 +3.25 %)
    if best is not None and best[0][1] and not best[1].ordered and best[1].op == "percentage change" and written_as(
            q, best[1].value):
        pair = {id(o) for o in best[1].operands}
        best = next(((k, c) for k, c in kept if not k[1] and c.op == best[1].op and not c.ordered
                     and {id(o) for o in c.operands} == pair and written_as(q, c.value)), best)
    return None if best is None else best[1]


AVERAGE = re.compile(r"\b(?:average|mean)\b", re.IGNORECASE)
_AVERAGED = re.compile(rf"{AVERAGE.pattern}|\baverag(?:es|ed|ing)\b|\bboth\b", re.IGNORECASE)
"""Words that let a figure be two figures' average: "average", "mean", or "both" ("$3.63 in both 2023 and 2022": the same
in each, their average too)."""
SUM = re.compile(r"\b(?:sum|total|combined)\b", re.IGNORECASE)


def context_aggregate(memo: Fact, bound: list[Fact]) -> tuple[str, float, tuple[Fact, ...]] | None:
    """The average (or sum) the memo asks for, of the bound line item over exactly the periods
    the memo names, when the item has one value for each and none between them; else None."""
    if len(memo.periods) < 2 or not bound:
        return None
    op = "average" if AVERAGE.search(memo.sentence) else "sum" if (
        SUM.search(memo.sentence) or TOTALED.search(memo.sentence)) else ""
    if not op:
        return None
    key = item_key(bound[0])
    item = [f for f in bound if item_key(f) == key and len(f.periods) == 1
            and _in_range(f, memo.periods) and f.is_percent == bound[0].is_percent]
    by_period: dict[str, list[Fact]] = {}
    for f in item:
        by_period.setdefault(f.periods[0], []).append(f)
    named = [p for p in memo.periods if any(same_period(p, k) for k in by_period)]
    if len(by_period) != len(memo.periods) or len(named) != len(memo.periods) or \
            any(len(v) != 1 for v in by_period.values()):
        return None
    operands = tuple(v[0] for v in by_period.values())
    total = sum(o.quantity.value for o in operands)
    value = total / len(operands) if op == "average" else total
    if any(r.window.accepts(abs(value) * r.factor) for r in readings(memo, operands[0], 0.005)):
        return None  # the memo's value after all: not a contradiction
    return op, value, operands


_THE_PERIOD = re.compile(r"\b(?:in|during|for|of)[ \t]+(?:the|this)[ \t]+(?:(?:current|latest|most[ \t]+recent|reporting)"
                         r"[ \t]+)?(?:quarter|year|period|fiscal[ \t]+year|half)\b", re.IGNORECASE)


def _in_the_period(memo: Fact) -> bool:
    """A memo figure of "the quarter" / "the year" with no period of its own: the reporting
    period's, the latest the context has (not a prior year's)."""
    return not memo.periods and not memo.prior and bool(memo.sentence) and _THE_PERIOD.search(memo.sentence) is not None
