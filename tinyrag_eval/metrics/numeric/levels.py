"""Levels and changes: whether a figure is stated as a change or as a level, a line item's levels
by period, and what the words say of a level's movement -- "rose to X" against the prior period,
"to X from Y", earnings stated for a loss, a change row's direction, a change stated the other
way, the current level -- and a change that its sentence's own two levels give."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from itertools import combinations

from .bind import item_key
from .extract import MONTH, Quantity, extract_quantities
from .facts import (
    ACTIVITIES,
    APPROX,
    CLAUSE_OPENERS,
    DOWN_ING,
    DOWN_NOUNS,
    DOWN_VERBS,
    MORE_DOWN,
    MORE_UP,
    UP_ING,
    UP_NOUNS,
    UP_VERBS,
    Fact,
    is_change,
    states_direction,
    tokens,
)
from .match import format_figure, half_unit, written_as
from .periods import YEAR_KEY, date_key, earlier_date, order, period_ok, period_order
from .values import value_ok
from .verdict import FactVerdict, on_table_row, table_row

CHANGE_BEFORE = re.compile(
    rf"\b(?:(?:{UP_NOUNS}|{DOWN_NOUNS}|change)s?[ \t]+(?:of|by)"
    rf"|(?:{UP_VERBS}|{DOWN_VERBS}|{UP_ING}|{DOWN_ING})(?:[ \t]+by)?)"
    rf"[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)


CHANGE_APPOSED = re.compile(
    rf"\b(?:(?:{UP_NOUNS}|{DOWN_NOUNS}|change)s?[ \t]+(?:of|by)|(?:{UP_VERBS}|{DOWN_VERBS})(?:[ \t]+by)?)"
    rf"[ \t]+(?:{APPROX}[ \t]+)?[$€£¥]?[ \t]*\d[\d,]*(?:\.\d+)?(?:[ \t]*(?:million|billion|thousand))?"
    rf"[ \t]*,[ \t]*or[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)
"""A percent in apposition to a change of an amount: "fell $7.9 million, or 15.3%" (the change over the
prior level)."""


CHANGE_AFTER = re.compile(
    rf"[ \t]*(?:,[ \t]*or[ \t]+[\d.]+[ \t]?%[ \t]*,[ \t]*)?(?:net[ \t]+)?(?:{UP_NOUNS}|{DOWN_NOUNS})s?\b",
    re.IGNORECASE)


def stated_change(c: Fact) -> bool:
    """A prose figure stated as a change ("an increase of $2.3 million", "rose by 12%", "a $111.5
    million increase", "a $30.2 million, or 1.1%, decrease"), not a level."""
    return c.origin == "text" and (c.role == "change" or (c.role != "level" and (CHANGE_BEFORE.search(
        c.sentence, max(0, c.quantity.start - 40), max(0, c.quantity.start)) is not None or (
        c.quantity.end >= 0 and CHANGE_AFTER.match(c.sentence, c.quantity.end) is not None))))


def dated_levels(c: Fact, facts: list[Fact]) -> list[Fact]:
    """The facts of ``c``'s line item (of ``facts``) that have a period, latest first, one per period
    (the first of ``facts`` for each)."""
    key = item_key(c)
    by = {order(f): f for f in reversed(facts) if f.periods and item_key(f) == key}
    return [f for _, f in sorted(by.items(), key=lambda of: -of[0])]


def undated_cell(c: Fact, facts: list[Fact]) -> bool:
    """A table cell without a period after a row's cells that have one: a change or share column
    ("$ Change", "% Change"), not a level of any period. (A cell before them is a column that a
    header spanning to its right left without a period: "As Reported | Without Adoption" under
    "As of March 29, 2019".)"""
    if c.origin != "table" or c.periods:
        return False
    dated = dated_levels(c, facts)
    return bool(dated) and c.col > max(f.col for f in dated)


def against_levels(memo: Fact, c: Fact, facts: list[Fact]) -> bool:
    """A change the memo states with a direction ("rose by 296") whose size a row's change column
    has, while the row's two latest levels moved the other way (7,341 -> 7,045): the size matches,
    the claim does not. The levels decide, not the change cell's sign: filings show expenses
    negative, so an expense that grew has a negative change ("(1,679) | (1,986) | (307)")."""
    if not (memo.direction and is_change(memo) and undated_cell(c, facts)):
        return False
    levels = [abs(f.quantity.value) for f in dated_levels(c, facts)[:2]]
    return len(levels) == 2 and levels[0] != levels[1] and (levels[0] > levels[1]) != (memo.direction == "up")


_MANNER = r"(?:slightly|modestly|marginally|sharply|significantly|substantially|considerably|steadily|somewhat|further)"
"""How far or how fast a level moved, between its verb and its "to"."""
_MOVED_BY = r"(?:edged|ticked|inched|crept|moved|went|trended)"
"""Verbs that move a level with "up" or "down" after them: "edged down to $1,016,548"."""
_FOLDS = {"two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "eight": 8.0, "nine": 9.0,
          "ten": 10.0}
"""The multiples a writer says as "N-fold" in words ("rose roughly fourfold to"); in digits too ("5-fold")."""
_MOVED_TO = re.compile(
    rf"\b(?:(?P<up>{UP_VERBS}|{UP_ING}|{MORE_UP}|swelled|{_MOVED_BY}[ \t]+up)"
    rf"|(?P<down>{DOWN_VERBS}|{DOWN_ING}|{MORE_DOWN}|slid|{_MOVED_BY}[ \t]+down))"
    # (... and the movements a writer says in other words: "edged down to $1,016,548", "eased to 20.9%", "plunged to")
    # (... with a manner adverb between the verb and its "to": "increased slightly to $2.11 million")
    rf"(?:[ \t]+{_MANNER})?"
    # (... with a multiple between the verb and its "to": "rose roughly fourfold to", "jumped more than 5-fold to")
    r"(?:[ \t]+(?P<fold_how>(?:about|approximately|roughly|around|some|nearly|almost|close[ \t]+to|more[ \t]+than|over)"
    rf"[ \t]+)?(?P<fold>{'|'.join(_FOLDS)}|\d+(?:\.\d+)?)[ \t-]?fold)?"
    # (... with the period between the verb and its "to": "fell in the quarter to $1.04 million")
    r"(?:[ \t]+(?:in|during|for|over)[ \t]+(?:the[ \t]+)?(?:[\w-]+[ \t]+){0,2}?(?:quarter|year|period|half|months|\d{4}))?"
    rf"[ \t]+to[ \t]+(?:(?:{APPROX}|over|under|just)[ \t]+)?\Z", re.IGNORECASE)
_MULTIPLE = {"doubled": 2.0, "tripled": 3.0, "quadrupled": 4.0, "halved": 0.5}
_MULTIPLE_HOW = re.compile(r"\b(?:(?P<more>more[ \t]+than|over)|(?P<nearly>nearly|almost|close[ \t]+to)|"
                           r"about|approximately|roughly|around|some)[ \t]+\Z", re.IGNORECASE)
"""The word right before a multiple's verb ("more than tripled"; not the "over" of "turnover doubled")."""


def _year_apart(f: Fact, c: Fact) -> bool:
    """Two dated cells a year apart within a month ("January 28, 2023" and "February 3, 2024")."""
    (yf, mf), (yc, mc) = date_key(f), date_key(c)
    return mf >= 0 and mc >= 0 and 11 <= (int(yc) - int(yf)) * 12 + (mc - mf) <= 13


def _prior_level(c: Fact, ctx: list[Fact]) -> Fact | None:
    """The level of ``c``'s line item in the period before ``c``'s, of the same duration, month and
    kind: the row's cell (table) or the sentence's other level (prose); None when there is none."""
    if len(c.periods) != 1:
        return None
    if c.origin == "table":
        same = [f for f in ctx if f.origin == "table" and item_key(f) == item_key(c)]
    else:
        # (not a level of another item the sentence names: "$429.3 million of working capital, compared
        # to $351.6 million of cash and cash equivalents and $500.5 million of working capital")
        same = [f for f in ctx if f.origin != "table" and f.source == c.source
                and f.sentence_index == c.sentence_index and f.role == "level" and not (
                    f.label_tokens and c.label_tokens and not set(f.label_tokens) & set(c.label_tokens))]

    def before(facts: list[Fact]) -> list[Fact]:
        # (a sentence may compare a balance with one at another month: "at December 31, 2023 was
        # $15,163, compared with $18,257 at March 31, 2023"; a table's columns only within one year:
        # "| December 31, | March 31, |" over "| 2023 | 2023 |")
        # (... or a year apart within a month: a 52- or 53-week year's "| February 3, 2024 | January 28, 2023 |")
        return [f for f in facts if f is not c and len(f.periods) == 1 and f.is_percent == c.is_percent
                and f.span == c.span and earlier_date(f, c) and not (
                    c.origin == "table" and f.month and c.month and f.month != c.month
                    and period_order(f.periods[0]) != period_order(c.periods[0]) and not _year_apart(f, c))]
    earlier = before(same)
    if not earlier and c.origin != "table":
        # "... was approximately $29 million for the nine months ended December 31, 2023, as compared to
        # approximately $28 million in the prior year period": the sentence's prior level, no year said
        no_year = [f for f in same if f is not c and f.prior and not f.periods and f.is_percent == c.is_percent]
        if len(no_year) == 1:
            return no_year[0]
    if not earlier and c.origin != "table" and c.label_tokens:
        # ... or a figure another sentence names in the same words ("which resulted from net loss of
        # $3,040,364" in 2023's paragraph, "... net loss of $3,487,367" in 2022's)
        earlier = before([f for f in ctx if f.origin != "table" and f.role != "change"
                          and set(f.label_tokens) == set(c.label_tokens)])
    if not earlier:
        return None
    last = max(date_key(f) for f in earlier)
    earlier = [f for f in earlier if date_key(f) == last]
    if c.origin == "table":
        # a period of several columns ("Average Balance | Interest | Average Yield" under each
        # year): the cell in the same place among its period's cells (of its date's month)
        mine = sorted((f for f in same if (f.periods, f.month) == (c.periods, c.month) and f.span == c.span),
                      key=lambda f: f.col)
        theirs = sorted((f for f in same if (f.periods, f.month) == (earlier[0].periods, earlier[0].month)
                         and f.span == c.span), key=lambda f: f.col)
        if len(mine) != len(theirs):
            return None if len(mine) > 1 or len(theirs) > 1 else earlier[0]
        return theirs[next(k for k, f in enumerate(mine) if f is c)]
    return earlier[0] if len(earlier) == 1 else None


def _moved_to(memo: Fact) -> re.Match[str] | None:
    """The verb a memo level is moved "to" by ("rose to", "fell to approximately"), right before
    it, else None (a figure that is no level, or not in its sentence)."""
    q = memo.quantity
    if memo.role != "level" or not memo.sentence or q.start < 0:
        return None
    return _MOVED_TO.search(memo.sentence, max(0, q.start - 60), q.start)


def _said(verb: re.Match[str]) -> str:
    """The verb a level is moved by, as said: "rose", "edged down"."""
    words = verb.group().lower().split()
    return " ".join(words[:2]) if len(words) > 1 and words[1] in ("up", "down") else words[0]


def _multiple_against(verb: re.Match[str], now: Quantity, before: Quantity) -> str | None:
    """"more than tripled to $164.6 million from $63.3 million": the multiple the verb states
    ("doubled", "tripled", "quadrupled", "halved", with its "more than", "nearly" or "roughly") against
    the two levels' ratio (2.6 times: why, for a ``contradicted`` verdict), else None. The bounds leave
    room for the rounding of both levels and for what writers call "roughly doubled" (1.8 to 2.2 times)."""
    said = _said(verb)
    n = _MULTIPLE.get(said)
    how = _MULTIPLE_HOW.search(verb.string, max(0, verb.start() - 20), verb.start())
    fold = verb.group("fold") if verb.re is _MOVED_TO else None
    if fold:  # "rose roughly fourfold to": its words after the verb
        n = _FOLDS.get(fold.lower()) or float(fold)
        how = _MULTIPLE_HOW.search(verb.group("fold_how") or "")
        said = f"{fold.lower()}fold" if fold.isalpha() else f"{fold}-fold"
    if n is None or not before.value:
        return None
    ratio = abs(now.value) / abs(before.value)
    shrink = n < 1  # "more than halved" is a ratio under one half
    if how is not None and how.group("more"):
        low, high = (0.0, n * 1.01) if shrink else (n * 0.99, math.inf)
        words = f"{how.group()} {said}"
    elif how is not None and how.group("nearly"):
        low, high = (n * 0.99, n * 1.3) if shrink else (n * 0.75, n * 1.01)
        words = f"{how.group()} {said}"
    else:
        low, high = n * 0.8, n * 1.2
        words = f"{how.group()} {said}" if how is not None else said
    if low <= ratio <= high:
        return None
    if fold:  # "rose roughly fourfold"
        words = f"{_said(verb)} {' '.join(words.split())}"
    return f"the memo says it {words.lower()} to {now.text} from {before.text}: {ratio:.2f} times"


def moved_against(memo: Fact, c: Fact, ctx: list[Fact]) -> str | None:
    """"HDD revenue rose to $4,313 million" where the line item's prior period had $4,960 million:
    the level is right, the movement its verb states is not (why, for a ``contradicted`` verdict),
    else None. Only a level the verb moves "to", and only between two figures of one sign (a loss
    that turns to a profit "rose" either way). Also where the memo names its own prior level ("rose
    to X from Y"): a guard that skipped those had never run (anchored with \\A, which a match at a
    position never meets), and making it run let three wrong development claims pass (session 77)."""
    q = memo.quantity
    verb = _moved_to(memo)
    if verb is None:
        return None
    prior = _prior_level(c, ctx)
    said = _said(verb)
    if prior is None:
        # ... or the context's own verb for that level ("our backlog decreased to $2.2 billion")
        theirs = _MOVED_TO.search(c.sentence, max(0, c.quantity.start - 30), c.quantity.start) \
            if c.origin != "table" and c.quantity.start >= 0 else None
        if theirs is None or (theirs.group("up") is None) == (verb.group("up") is None):
            return None
        return (f"{c.where()} says its level {_said(theirs)} to {c.quantity.text}; the memo says "
                f"it {said} to {q.text}")
    now, before = c.quantity.value, prior.quantity.value
    if now == before or (now < 0) != (before < 0):
        return None
    up = _moved_up(now, before, said, memo)
    if up == (verb.group("up") is not None):
        return None
    when = prior.periods[0] if prior.periods else "the prior period"
    if prior.month and c.month and prior.month != c.month and prior.periods:
        when = f"{prior.month.capitalize()} {when}"  # "down from 14,594 in Mar 2023" (both columns of 2023)
    return (f"{c.where()} has {c.quantity.text}, {'up' if up else 'down'} from {prior.quantity.text} in "
            f"{when} ({prior.where()}); the memo says it {said} to {q.text}")


_CHANGE_ROW_UP = re.compile(r"\bincrease[ \t]*/?[ \t]*\(decrease\)|\(decrease\)[ \t]*/?[ \t]*increase\b"
                            r"|\bnet[ \t]+change[ \t]+in\b", re.IGNORECASE)
"""A row of changes whose positive cells are increases: "Net increase (decrease) in cash", "Net change in cash"."""
_CHANGE_ROW_DOWN = re.compile(r"\bdecrease[ \t]*/?[ \t]*\(increase\)|\(increase\)[ \t]*/?[ \t]*decrease\b",
                              re.IGNORECASE)
"""A row of changes whose positive cells are decreases: "(Increase) decrease in accounts receivable"."""


def _change_cell_direction(c: Fact, ctx: list[Fact], said: bool = False) -> str:
    """The direction a table row's change cell states by its sign: "down" for the (4.1) of "| Fueling
    Systems | 92.7 | 96.8 | (4.1) |" or the (0.2)% beside "341,161 | ... | 341,903 | ... | (742) |" --
    a cell that is the difference of two of the row's dated amounts, later minus earlier (or, a percent,
    that difference over the earlier), to its own precision, and (``said``: against a memo that says a way in words)
    any cell of a row of changes; "" for any other cell (a level that is negative, a change written without its
    sign)."""
    if c.origin != "table" or not c.quantity.value:
        return ""
    if said and not c.is_percent and (way := _CHANGE_ROW_UP.search(c.label) is not None) != (
            _CHANGE_ROW_DOWN.search(c.label) is not None):
        # a row whose cells are the changes themselves says their way by their sign ("| Net (decrease) increase in cash
        # and cash equivalents | (134,970) |": down; "(Increase) decrease in accounts receivable": a positive is down),
        # against a way the memo says in words (not a "net change ... was 109,176,583" read as up by its sign)
        return "up" if (c.quantity.value > 0) == way else "down"
    cells = [f for f in ctx if f.origin == "table" and f.source == c.source and f.table == c.table and f.row == c.row]
    row = [f for f in cells if f is not c and not f.is_percent and len(f.periods) == 1]
    undated = [f for f in cells if f is not c and not f.is_percent and not f.periods]
    # (a row no column dates: its two levels in the order its amount change column gives them)
    pairs = [(a, b) for a in row for b in row if period_order(a.periods[0]) > period_order(b.periods[0])] + [
        (a, b) for a in undated for b in undated if a is not b and undated_order(a, b, cells) == (1.0, 0.0)]
    half = 0.5 * 10 ** -c.quantity.decimals
    for a, b in pairs:
        if a.span != b.span or a.quantity.value <= 0 or b.quantity.value <= 0:
            continue  # a: the later period, b: the earlier; both positive (an expense or a loss
            # shown negative "grew" as it fell below zero)
        diff = a.quantity.value - b.quantity.value
        if not diff:
            continue
        said = diff / abs(b.quantity.value) * 100 if c.is_percent and b.quantity.value else None if c.is_percent \
            else diff
        if said is not None and abs(said - c.quantity.value) <= half * (1 + 1e-9):
            return "up" if c.quantity.value > 0 else "down"
    return ""


def signed_against(memo: Fact, c: Fact, ctx: list[Fact]) -> str | None:
    """"SG&A expenses rose 0.2%" where the row's change is (0.2)%, "Fueling Systems operating income rose
    $4.1 million" where it is (4.1): the change cell's sign says the other direction than the memo
    (why, for a ``contradicted`` verdict), else None."""
    if not (memo.direction and is_change(memo) and memo.quantity.value > 0):
        return None
    way = _change_cell_direction(c, ctx, said=states_direction(memo.sentence))
    if not way or way == memo.direction:
        return None
    return (f"{c.where()} has {c.quantity.text}, a{' decrease' if way == 'down' else 'n increase'}; the memo "
            f"says it went {memo.direction} {memo.quantity.text}")


_FLOW_IN = re.compile(r"\b(?:provided|generated|inflows?)\b", re.IGNORECASE)
_FLOW_OUT = re.compile(r"\b(?:used|outflows?)\b", re.IGNORECASE)
_ACTIVITIES = re.compile(rf"\b{ACTIVITIES}\b", re.IGNORECASE)


def _flow_way(words: str) -> str:
    """"in" or "out" when the words say which way an activity's cash went, else ""."""
    if not _ACTIVITIES.search(words):
        return ""
    inflow, outflow = _FLOW_IN.search(words) is not None, _FLOW_OUT.search(words) is not None
    return "in" if inflow and not outflow else "out" if outflow and not inflow else ""


def flow_against(memo: Fact, c: Fact) -> str | None:
    """"Financing activities provided $81.1 million of cash" where the filing says "Net cash used in
    financing activities totaled $81.1 million": the words before the figures say opposite ways of one
    activity's cash (why, for a ``contradicted`` verdict), else None. Prose only (a table's sign is its
    value's; its row may name both ways, "provided by (used in)")."""
    if c.origin != "text" or memo.prior or c.prior:
        return None
    said, stated = _flow_way(memo.label.split("…")[0]), _flow_way(c.label.split("…")[0])
    if not said or not stated or said == stated:
        return None
    return (f"{c.where()} says the cash was {'used' if stated == 'out' else 'provided'}; the memo says "
            f"{'used' if said == 'out' else 'provided'}")


_OWN_OUT = re.compile(r"\b(?:used|uses?|outflows?)\b", re.IGNORECASE)
_OWN_IN = re.compile(r"\b(?:provided|generated|inflows?)\b", re.IGNORECASE)
_WAY_AFTER = re.compile(r"\s*((?:net\s+)?(?:cash\s+)?(?:inflows?|outflows?)|(?:of\s+cash\s+)?(?:used|provided|generated))\b",
                        re.IGNORECASE)


def flow_sign_against(memo: Fact, c: Fact, ctx: list[Fact]) -> str | None:
    """"Investing activities used $200.4 million of cash in 2023, compared with a use of $168.4 million in 2022" where
    the "| Investing activities | (200,358) | 168,411 |" row shows 2022's cash provided: the figure's own words say
    one way of an activity's cash, the cell's sign the other (why, for a ``contradicted`` verdict), else None. Only
    a row that names no way of its own ("Net cash used in investing activities" shows sizes) and shows both signs."""
    if c.origin != "table" or not _ACTIVITIES.search(c.label) or _flow_way(c.label) or not c.quantity.value or \
            is_change(memo) or not c.periods or c.variance:  # (a level's cell: a change column's sign is the change's)
        return None
    own = memo.label.split("…")[0]
    if (after := _WAY_AFTER.match(memo.label.partition("…")[2])) is not None:
        # a way right after the figure is its own: "... to a $2.62 million outflow in 2023 from a $6.84 million
        # inflow in 2022" (the words before $6.84 million, "outflow in 2023 from a", are the other figure's); "...,
        # compared with $8.4 million used in 2022"
        own = after.group(1)
    out, inflow = _OWN_OUT.search(own) is not None, _OWN_IN.search(own) is not None
    if out == inflow:
        return None
    signs = {f.quantity.value > 0 for f in ctx if f.origin == "table" and f.source == c.source and f.table == c.table
             and f.row == c.row and f.quantity.value}
    if len(signs) != 2 or (c.quantity.value > 0) == inflow:
        return None
    return (f"{c.where()} has {c.quantity.text}: cash {'provided' if c.quantity.value > 0 else 'used'}; the memo "
            f"says {'used' if out else 'provided'}")

LOSS_WORDS = frozenset({"loss", "losses", "deficit"})
"""A memo's words of a loss, whose size a change moves ("the operating loss widened by $541 million")."""
_LOWER_BETTER = LOSS_WORDS | {"efficiency", "expense", "cost", "costofsale", "delinquency"}
"""A memo's words of an item that is better smaller: an efficiency or expense ratio, a cost, a loss, delinquencies."""
_LOSS_PER = re.compile(r"\bloss(?:es)?[ \t]+per\b", re.IGNORECASE)
"""A loss per share or unit named in the memo's words before its figure, whose tokens say only ``eps`` ("Net loss per
share improved to $0.46 from $0.68")."""


def _moved_up(now: float, before: float, verb: str, memo: Fact | None = None) -> bool:
    """Whether a level of one sign moved the way an "up" verb says: by size ("the loss widened",
    "rose"), but "improved" by sign (a loss per share that "improved to $(0.02) from $(0.05)") and, of
    an item that is better smaller, by getting smaller ("the efficiency ratio improved to 25.1% from
    35.0%")."""
    if now < 0 and verb.startswith("improv"):
        return now > before
    if verb.startswith("improv") and memo is not None and (
            _LOWER_BETTER & set(memo.label_tokens) or _LOSS_PER.search(memo.label.split("…")[0])):
        return abs(now) < abs(before)
    return abs(now) > abs(before)


# (within the figure's own clause: no comma, semicolon or full stop, nor a word that opens another clause, stands
# between it and its "from" -- "Other items rose to $1.8 million, while cost of sales fell from $3.5 million" is
# not Other's move from 3.5); a full date's comma is no clause's end ("declined to $82,407 at February 29, 2024 from
# $73,006 at November 30, 2023"), nor a comma right before the "from" ("rose to $77,169 at September 30, 2023, from")
_CLAUSE_DATE = rf"\b{MONTH}\.?[ \t]+\d{{1,2}},[ \t]*(?:19|20)\d\d\b"
_CLAUSE_CHAR = rf"(?!\b(?:{'|'.join((*CLAUSE_OPENERS, 'although', 'though', 'which', 'after'))})\b)[^.;,]"
_FROM_AFTER = re.compile(rf"(?:{_CLAUSE_DATE}|,[ \t]*(?=from\b)|{_CLAUSE_CHAR})*?\bfrom[ \t]+(?:{APPROX}[ \t]+)?",
                         re.IGNORECASE)
# ... and a level's own prior level after it, with the way it moved between them: "$1.29 million in the nine months,
# down from $1.09 million a year earlier" (its own clause up to the comma; "up" or "down" right before the "from": not
# "down 5% from", whose percentage is checked as a change)
_WAY_FROM_AFTER = re.compile(rf"(?:{_CLAUSE_DATE}|{_CLAUSE_CHAR})*?,[ \t]*(?:(?P<up>up)|(?P<down>down))(?:[ \t]+{_MANNER})?"
                             rf"[ \t]+from[ \t]+(?:{APPROX}[ \t]+)?", re.IGNORECASE)


def _prior_after(memo: Fact, frm: re.Match[str] | None) -> Quantity | None:
    """The memo's figure right after ``frm`` (its "from"), of the memo figure's kind, unit, currency and sign and not
    its value: the level it moved from; else None."""
    q = memo.quantity
    after = [p for p in extract_quantities(memo.sentence[frm.end():]) if p.kind == q.kind] if frm is not None else []
    if not after or after[0].start != 0:
        return None
    y = after[0]
    if y.unit != q.unit or (y.currency is not None and q.currency is not None and y.currency != q.currency) or \
            q.value == y.value or (q.value < 0) != (y.value < 0):
        return None
    return y


def self_against(memo: Fact) -> str | None:
    """"Asia-Pacific net revenues rose to $24.5 million from $26.0 million": the memo's own two
    levels moved the other way than its verb says (why, for a ``contradicted`` verdict), else None;
    also "... was $1.29 million in the nine months, down from $1.09 million" (``_WAY_FROM_AFTER``).
    Only two figures of one kind, unit and sign."""
    q = memo.quantity
    verb = _moved_to(memo)
    if verb is None:
        way = _WAY_FROM_AFTER.match(memo.sentence, q.end) if memo.role == "level" and q.start >= 0 else None
        y = _prior_after(memo, way)
        if way is None or y is None:
            return None
        said = "up" if way.group("up") else "down"
        if (abs(q.value) > abs(y.value)) == (said == "up"):
            return None
        return f"the memo says {q.text}, {said} from {y.text}: {'down' if said == 'up' else 'up'}, not {said}"
    y = _prior_after(memo, _FROM_AFTER.match(memo.sentence, q.end))
    if y is None:
        return None
    said = _said(verb)
    up = _moved_up(q.value, y.value, said, memo)
    if up == (verb.group("up") is not None):
        return _multiple_against(verb, q, y)
    return f"the memo says it {said} to {q.text} from {y.text}: {'up' if up else 'down'}, not {said}"


_EITHER_SIGN = re.compile(r"\(loss(?:es)?\)|\b(?:income|earnings|profit|gain)s?[ \t]*/[ \t]*\(?loss", re.IGNORECASE)
_GAIN_WORDS = frozenset({"earning", "eps", "netincome", "income", "profit", "operatingincome", "gain"})


_SIGN_BEFORE = r"[ \t]+(?:of[ \t]+)?(?:(?:about|approximately|roughly|nearly)[ \t]+)?[$€£¥]?[ \t]*\Z"
"""Between a sign's word and its figure: "loss of about $", "income of "."""
_LOSS_BEFORE = re.compile(r"\bloss(?:es)?" + _SIGN_BEFORE, re.IGNORECASE)
_GAIN_BEFORE = re.compile(r"\b(?:income|earnings|profits?)" + _SIGN_BEFORE, re.IGNORECASE)
_GAIN_AFTER = re.compile(r"[ \t]+(?:(?:gross|net|operating|pre-?tax)[ \t]+)?(?:income|earnings|profits?)\b",
                         re.IGNORECASE)
"""The sign's word right after a figure: "from a $9 thousand gross profit"."""


def loss_for_gain(memo: Fact, c: Fact) -> str | None:
    """"Diluted earnings per share were $0.07" where the row "Diluted (loss) earnings per common
    share" has (0.07): in a row that holds either sign (its label says "(loss)") a negative figure is
    a loss, so a positive one its words call earnings, income or profit is not it; and a positive
    figure is no loss ("a net loss of $317 thousand" against 317). (Elsewhere a figure matches by
    size: filings show expenses and outflows negative.)"""
    if not (c.origin == "table" and memo.quantity.value > 0 and _EITHER_SIGN.search(c.label)):
        return None
    if is_change(memo) and memo.direction and not c.periods:
        return None  # a change column's cell: its sign is the change's direction ("declined $272.8 million": (272,833))
    words = set(memo.label_tokens)
    q = memo.quantity
    # (the words right before it too: "versus a net loss of $13.5 million", whose label is net income's)
    loss = "loss" in words or (memo.sentence and q.start >= 0 and _LOSS_BEFORE.search(
        memo.sentence, max(0, q.start - 40), q.start) is not None)
    if loss and "loss" not in words:
        words -= _GAIN_WORDS
    elif loss and memo.sentence and q.start >= 0 and (_GAIN_BEFORE.search(memo.sentence, max(0, q.start - 40), q.start)
                                                       or _GAIN_AFTER.match(memo.sentence, q.end)):
        # ... and the other way: "swung to a net loss of $272 million from net income of $314 million" (the
        # prior level has the current one's item, and its own words say its sign -- after it too: "from a $9 thousand
        # gross profit")
        loss, words = False, (words - {"loss", "losses"}) | {"income"}
    if c.quantity.value < 0 and not loss and words & _GAIN_WORDS:
        return f"{c.where()} has {c.quantity.text}, a loss, where the memo states earnings or income of {memo.quantity.text}"
    if c.quantity.value > 0 and loss and not words & _GAIN_WORDS:
        return f"{c.where()} has {c.quantity.text}, income, where the memo states a loss of {memo.quantity.text}"
    return None


_UP_NOUN = re.compile(UP_NOUNS, re.IGNORECASE)
_CHANGE_ROW = re.compile(r"^\s*(?:net\s+)?(?P<dir>increase|decrease|change)s?(?:\s*\((?P<alt>increase|decrease)\))?"
                         r"\s+in\s+(?P<item>.+)$", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _change_row(label: str) -> tuple[str, tuple[str, ...]] | None:
    """("decrease", item words) of a row that is an item's change ("Net decrease in cash and cash
    equivalents"; "signed" when its sign tells: "Net increase (decrease) in ...", "Change in ...")."""
    m = _CHANGE_ROW.match(label)
    if m is None or not tokens(m.group("item")):
        return None
    how = "signed" if m.group("alt") or m.group("dir").lower() == "change" else m.group("dir").lower()
    return how, tokens(m.group("item"))


def is_change_row(c: Fact) -> bool:
    """A table cell of a row that is an item's change ("| Net increase/(decrease) in Cash During the Period |")."""
    return c.origin == "table" and bool(c.label) and (_change_row(c.label) is not None or _CHANGE_ROW_UP.search(
        c.label) is not None or _CHANGE_ROW_DOWN.search(c.label) is not None)


def opening_row(c: Fact) -> bool:
    """A table cell of a row that is an item's balance at a period's start ("| Cash and cash equivalents, beginning of
    period |", "| Shares, beginning of year at February 1, 2023 |")."""
    return c.origin == "table" and "beginning" in c.label_tokens


_SAID_CHANGE_OF = re.compile(r"\b(?:increase|decrease|change)s?\s+in\s+(?P<item>(?:[\w'’-]+\s+)?[\w'’-]+)",
                             re.IGNORECASE)
"""A change a memo names by its item's first words: "net change in unrealized appreciation"."""


def names_change_row(sentence: str, c: Fact) -> bool:
    """A memo sentence that names a change row's item as the change it is: "The net change in unrealized
    appreciation on gold bullion was $36.3 million, up roughly 13% from $32.0 million" has a percentage change of
    the "| Net change in unrealized appreciation (depreciation) on investment in gold bullion |" row's two periods
    (not "Cash declined by $189.8 thousand, or about 25%" beside "| Net increase/(decrease) in Cash During the
    Period |": cash's change, a level's)."""
    row = _change_row(c.label) if c.origin == "table" and c.label else None
    if row is None:
        return False
    item = set(row[1])
    return any(said and set(said) <= item for m in _SAID_CHANGE_OF.finditer(sentence)
               for said in [tokens(m.group("item"))])


def change_row_direction(c: Fact, said: set[str]) -> str:
    """The direction of a change row's figure whose item words the memo all says, else ""."""
    row = _change_row(c.label) if c.label else None
    if row is None or not set(row[1]) <= said or not c.quantity.value:
        return ""
    how = row[0]
    if how == "signed":
        return "up" if c.quantity.value > 0 else "down"
    return "up" if how == "increase" else "down"


def other_way(memo: Fact, c: Fact) -> bool:
    """A change the memo states with a direction ("decreased by 3%") that a prose change of the
    same size states the other way ("increased by 3% from $748,026 ... to $767,151", "a $63.6
    million increase in depreciation": the noun after it says its direction)."""
    if not (memo.direction and c.origin != "table" and is_change(memo)):
        return False
    after = CHANGE_AFTER.match(c.sentence, c.quantity.end) if c.quantity.end >= 0 else None
    if after is not None:
        noun = after.group().split()[-1]
        return memo.direction != ("up" if _UP_NOUN.match(noun) else "down")
    return bool(c.direction and is_change(c) and memo.direction != c.direction)


_TO_BEFORE = re.compile(r"\bto[ \t]+(?:(?:about|approximately|roughly|nearly|some|around)[ \t]+)?\Z", re.IGNORECASE)


def current_level(memo: Fact, mates: Iterable[Fact] = ()) -> bool:
    """A level a change moves "to" with no period in the sentence ("New retail unit sales increased
    2.1% to 48,667 units"): the item's latest period's, not any period's (the prior year's 47,662
    passed); so is a share in apposition to such a level, the amount before it one of ``mates`` (the memo
    facts of its sentence)."""
    q = memo.quantity
    mates = tuple(mates)
    if memo.span and not memo.periods and not memo.prior and memo.role != "change" and not memo.temporal and not (
            memo.change or memo.direction) and q.kind != "percent" and q.start >= 0 and not any(
            f.prior or f.periods or f.direction or is_change(f) for f in mates):
        return True  # "Third-quarter net income was $13.0 million": the latest quarter's, where its sentence says no
        # year and no earlier level (not the prior year's "| Net income | $ | 12,170 | $ | 13,034 |" cell)
    if memo.role != "change" and not memo.prior and not memo.periods and q.start >= 0 and \
            _CHANGE_APPOSED.match(memo.sentence, q.end) is not None:
        return True  # "Adjusted diluted EPS was $0.43 in the third quarter, down 9.3% year over year"
    if _to_level_at(memo.sentence, q.start) and memo.role == "level" and not memo.prior and not memo.periods:
        return True
    # ... and a per-share figure in apposition to such a level: "Six-month net income fell 42% to $6.6 million, or
    # $0.45 per share" (the prior period's $0.45 passed)
    if q.kind == "currency" and q.start >= 0 and memo.role != "change" and not memo.prior and not memo.periods and \
            _PER_SHARE_AFTER.match(memo.sentence, q.end) is not None:
        amount = max((f.quantity for f in mates if f.quantity.kind == "currency" and 0 <= f.quantity.end <= q.start),
                     key=lambda x: x.end, default=None)
        return amount is not None and _EPS_APPOSED.fullmatch(memo.sentence, amount.end, q.start) is not None and \
            _to_level_at(memo.sentence, amount.start)
    # ... and a share said of no period in apposition to such a level: "Gross profit increased $5.4 million
    # to $427.4 million, for a gross margin of 68.6%", "fell to $242.6 million, a margin of 10.3% of revenues"
    # (the prior year's margin passed)
    if q.kind != "percent" or memo.prior or memo.periods or q.start < 0 or memo.role == "change" or memo.temporal:
        return False
    amount = max((f.quantity for f in mates if f.quantity.kind in ("currency", "number") and not f.quantity.unit
                  and 0 <= f.quantity.end <= q.start), key=lambda x: x.end, default=None)
    lead = _SHARE_APPOSED.fullmatch(memo.sentence, amount.end, q.start) if amount is not None else None
    return lead is not None and amount is not None and (_OF_BASE.match(memo.sentence, q.end) is not None or (
        "margin" in lead.group().lower())) and _to_level_at(memo.sentence, amount.start)  # (a share, not a change:
    # "to $370 million, or 34%")


_PER_SHARE_AFTER = re.compile(r"[ \t]+per[ \t]+(?:(?:diluted|basic|common|ordinary)[ \t]+)*share\b", re.IGNORECASE)
_EPS_APPOSED = re.compile(r"[ \t]*,[ \t]*or[ \t]+", re.IGNORECASE)
"""Between a level and its per-share figure in apposition: ", or "."""


def _to_level_at(sentence: str, start: int) -> bool:
    """The figure at ``start`` is the level a change moves "to" ("fell 23% to $69.2 million")."""
    return start >= 0 and _TO_BEFORE.search(sentence, max(0, start - 25), start) is not None and \
        states_direction(sentence[:start])


_SHARE_APPOSED = re.compile(r"[ \t]*,[ \t]*(?:[a-z-]+[ \t]+){0,6}?(?:margin[ \t]+of|or|equal[ \t]+to|equivalent[ \t]+to|"
                            r"representing|at)[ \t]+(?:(?:about|approximately|roughly|nearly|some|around)[ \t]+)?",
                            re.IGNORECASE)
"""Between a level and a share in apposition to it: ", for a gross margin of", ", a margin of", ", or about",
", equal to"."""
_OF_BASE = re.compile(r"[ \t]+of[ \t]+(?:(?:its|the|total|net|consolidated)[ \t]+)*(?:revenues?|sales)\b", re.IGNORECASE)
"""The share's base after it: revenue or sales. (The sentence reader's base pattern also takes "of segment
revenues", "of gross profit": read here, it changed a verdict, so it stays apart until a rule of its own.)"""


_CHANGE_APPOSED = re.compile(r"(?:[ \t]+(?:in|for|during)[ \t]+(?:the[ \t]+)?[a-z -]{1,30}?)?[ \t]*,[ \t]*(?:(?:up|down)"
                             r"[ \t]+(?:by[ \t]+)?(?:about[ \t]+|roughly[ \t]+|nearly[ \t]+)?[$€£(]?\d"
                             r"|an?[ \t]+(?:increase|decrease|rise|decline|drop|gain|improvement)[ \t]+of\b)",
                             re.IGNORECASE)
"""A change in apposition to a level: "$0.43 in the third quarter, down 9.3% year over year" (the
level is the current one; "up from Y" names a prior level and is read there)."""


def undated_order(a: Fact, b: Fact, facts: list[Fact]) -> tuple[float, float] | None:
    """The order of ``a`` and ``b``, a row's two levels where no column dates them ("| Net sales | 2,853 |
    3,060 | (207) | (7)% |" under "| Quarter | Prior Quarter | $ Change | % Change |"), from the row's one
    other cell of their kind, right of them: their signed difference (the change column: later minus
    earlier); None when the row has no such cell (which is the later is then not known, nor the change's
    direction)."""
    cells = [f for f in facts if f.is_percent == a.is_percent and f.origin == "table" and not f.periods]
    rest = [f for f in cells if f is not a and f is not b]
    if len(rest) != 1 or not any(f is a for f in cells) or not any(f is b for f in cells) or \
            rest[0].col < max(a.col, b.col):
        return None  # (the change column is right of the levels)
    change = rest[0].quantity.value
    if math.isclose(change, a.quantity.value - b.quantity.value, rel_tol=1e-9):
        return 1.0, 0.0
    if math.isclose(change, b.quantity.value - a.quantity.value, rel_tol=1e-9):
        return 0.0, 1.0
    return None


def latest_of_item(c: Fact, facts: list[Fact]) -> bool:
    """``c`` is of the latest period its line item has (of the same span and kind) in ``facts`` (of a row
    no column dates, the later of its two levels when its change column orders them)."""
    if c.origin == "table" and not c.periods:
        row = [f for f in facts if item_key(f) == item_key(c)]
        order = next((o for f in row if f is not c for o in [undated_order(c, f, row)] if o is not None), None)
        return order is None or order[0] > order[1]
    if len(c.periods) != 1:
        return True
    # (a sentence's figures of one item's periods too: "... net sales of $194.5 million for the year ended
    # December 31, 2023 and $245.7 million for the year ended December 31, 2022", its words the same)
    dated = [f for f in facts if item_key(f) == item_key(c) and len(f.periods) == 1 and f.span == c.span
             and f.is_percent == c.is_percent and (c.origin == "table" or (
                 f.quantity.kind == c.quantity.kind and set(f.label_tokens) == set(c.label_tokens) and not f.change))]
    if not dated:
        return True  # (a prose change, no level of its item)
    return period_order(c.periods[0]) >= max(period_order(f.periods[0]) for f in dated)


def skips_a_year(memo: Fact, c: Fact, facts: list[Fact]) -> bool:
    """A prior level said of "the prior year", or with no period at all, after a current level's year
    ("widened to $52.0 million in 2023 from $21.9 million in the prior year", "rose to $10.2 billion in
    fiscal 2024 from $7.1 billion") is of the year right before it: not a cell of an earlier year of the
    item where ``facts`` hold one between (2021's 21,924 beside 2022's 24,788). Years only: a quarter's "a
    year earlier" is its quarter of the year before, with the quarters between in the table."""
    q = memo.quantity
    if not (memo.prior and memo.before and not memo.periods and len(c.periods) == 1 and q.end >= 0
            and YEAR_KEY.fullmatch(memo.before)
            and YEAR_KEY.fullmatch(c.periods[0])):
        return False
    low, high = period_order(c.periods[0]), period_order(memo.before)
    return any(item_key(f) == item_key(c) and len(f.periods) == 1 and YEAR_KEY.fullmatch(f.periods[0])
               and low < period_order(f.periods[0]) < high for f in facts)



def earlier_level(facts: list[Fact]) -> Fact | None:
    """Of the first dated fact's line item, the fact of its latest period but one (None when it has
    a single period)."""
    first = next((c for c in facts if c.periods), None)
    dated = dated_levels(first, facts) if first is not None else []
    return dated[1] if len(dated) >= 2 else None


_NEAREST_LEVELS = 16
"""The levels of a sentence, nearest a change first, that :func:`levels_first` pairs for it."""


def levels_first(memo: list[Fact], verdicts: list[FactVerdict]) -> list[FactVerdict]:
    """A change the sentence's own two levels give ("improved by ~13% from 143% in 2021 to 156% in
    2022": 156 - 143 = 13) is not contradicted by a change the context computes for some line item
    the sentence names: what it changes is what the levels measure, and the levels are checked
    themselves (a wrong level is contradicted there). Such a contradiction is ``unsupported``."""
    out = list(verdicts)
    by_id = {id(f): v for f, v in zip(memo, verdicts, strict=True)}
    verdict_of = {k: v.verdict for k, v in by_id.items()}
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict not in ("contradicted", "unsupported") or m.role == "level":
            continue
        # (and for a change in points, the shares in apposition to the levels: "Gross margins shrank to $7.81 billion,
        # or 23% of sales, from $12.50 billion, or 30%, a compression of about 700 basis points")
        levels = [f for f in memo if (f.role == "level" or (
                      m.quantity.unit in ("pp", "bps") and f.is_percent and not f.role and not is_change(f)))
                  and f.sentence_index == m.sentence_index
                  and (m.quantity.kind == "percent" or f.quantity.kind == m.quantity.kind)]
        if len(levels) > _NEAREST_LEVELS:  # (a run-on "sentence" of hundreds of figures: the pairs nearest
            # the change only, else every change searches every pair -- cubic, a minute for 600 figures)
            levels = sorted(levels, key=lambda f: abs(f.quantity.start - m.quantity.start))[:_NEAREST_LEVELS]
        pair = _stated_pair(m, levels)
        if pair is None and (loose := _stated_pair(m, levels, within=True)) is not None and (
                grown := _own_growth(m, loose, by_id, prose=v.verdict != "unsupported")) is not None:
            # (a pair only the levels' own rounding gives derives the change from the context's figures, or
            # leaves the verdict as it was: "fell roughly 47% to $1.04 million from $1.94 million")
            out[i] = grown
            continue
        if pair is not None:
            # "operating margin compressed 380 basis points to 5.1% from 8.9%": a change in points the
            # sentence's own two levels give, each of them borne out, the way its verb says, is derived
            # from them (no row names "operating margin", the levels are the "Operating income" row's;
            # nor does a level cell the change was read against contradict it: "gross margin contracted
            # 480 basis points to 52.5% of net sales from 57.3%" beside "| Gross profit | ... | 52.5% |")
            a, b = pair
            prior = [f for f in pair if f.prior]
            # (and so is a change in amount: "declined to $370,251 ... from $398,087 ..., a drop equal to the
            # quarter's $27,836 net loss", whatever the net loss row's own change)
            if (m.quantity.unit in ("pp", "bps") or m.quantity.kind != "percent") and len(prior) == 1 and \
                    m.direction and all(verdict_of.get(id(f)) in ("supported", "derived") for f in pair):
                before, now = prior[0], (b if prior[0] is a else a)
                if (now.quantity.value > before.quantity.value) == (m.direction == "up"):
                    out[i] = v.model_copy(update={
                        "verdict": "derived", "context_value": "",
                        "evidence": [*by_id[id(before)].evidence, *by_id[id(now)].evidence], "explanation":
                        f"the change between the levels the sentence states ({before.quantity.text} -> "
                        f"{now.quantity.text}), each borne out by the context"})
                    continue
            if (grown := _own_growth(m, pair, by_id, prose=v.verdict != "unsupported")) is not None:
                out[i] = grown
                continue
            if v.verdict == "unsupported":
                continue
            out[i] = v.model_copy(update={
                "verdict": "unsupported", "context_value": "",
                "explanation": f"the change between the levels the sentence states ({a.quantity.text} -> "
                               f"{b.quantity.text}), checked through them; not the context's "
                               f"{v.explanation}"})
    return out


def prior_of_change(memo: list[Fact], verdicts: list[FactVerdict]) -> list[FactVerdict]:
    """"Cash provided by operations was $362 million in the nine months, down $48 million from roughly $410 million":
    a prior level no context figure states is derived from the sentence's current level and its change in amount,
    both borne out by the context, the way the change's verb says (362 + 48); else the verdicts stand."""
    out = list(verdicts)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict not in ("contradicted", "unsupported") or m.role != "level" or not m.prior or \
                m.quantity.kind == "percent":
            continue
        mates = [(f, w) for f, w in zip(memo, verdicts, strict=True) if f.sentence_index == m.sentence_index
                 and f is not m and f.quantity.kind == m.quantity.kind and f.quantity.start < m.quantity.start
                 and f.per_unit == m.per_unit and w.verdict in ("supported", "derived")]
        # (a level's change is in its unit: "negative $4.27 million, or $(1.26) per share, ... versus positive $4.27
        # million" holds no change of $1.26 of the amount)
        changes = [(f, w) for f, w in mates if is_change(f) and f.direction and f.quantity.unit == m.quantity.unit]
        levels = [(f, w) for f, w in mates if not is_change(f) and not f.prior and not f.aggregate]
        if len(changes) != 1 or len(levels) != 1:
            continue
        (ch, vc), (now, vn) = changes[0], levels[0]
        step = ch.quantity.value * ch.quantity.scale
        before = now.quantity.value * now.quantity.scale + (step if ch.direction == "down" else -step)
        half = 0.5 * 10 ** -m.quantity.decimals * m.quantity.scale
        if before and abs(m.quantity.value * m.quantity.scale - before) <= half * (1 + 1e-9):
            out[i] = v.model_copy(update={
                "verdict": "derived", "context_value": "", "binding": "line item",
                "evidence": [*vn.evidence, *vc.evidence], "sources": sorted({*vn.sources, *vc.sources}),
                "explanation": f"the level before the change the sentence states: {now.quantity.text} "
                               f"{'+' if ch.direction == 'down' else '-'} {ch.quantity.text}, each borne out by the "
                               "context"})
    return out


def percent_of_stated_change(memo: list[Fact], verdicts: list[FactVerdict]) -> list[FactVerdict]:
    """"Cash declined by $189.8 thousand, or about 25%, during the half-year to $568.5 thousand": a percentage change no
    context row gives (the bound row is the item's change: "| Net increase/(decrease) in Cash |") is derived from the
    sentence's change in amount and its current level, both borne out by the context, over the level before the change
    (189.8 / (568.5 + 189.8)); else the verdicts stand."""
    out = list(verdicts)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict not in ("contradicted", "unsupported") or m.quantity.kind != "percent" or m.quantity.unit in ("pp", "bps") or \
                not m.direction or m.prior:
            continue
        mates = [(f, w) for f, w in zip(memo, verdicts, strict=True) if f.sentence_index == m.sentence_index
                 and f is not m and f.quantity.kind != "percent" and not f.per_unit and w.verdict in ("supported", "derived")]
        changes = [(f, w) for f, w in mates if is_change(f) and f.direction == m.direction]
        levels = [(f, w) for f, w in mates if not is_change(f) and not f.prior and not f.aggregate]
        if len(changes) != 1 or len(levels) != 1 or len(mates) != 2:
            continue
        (ch, vc), (now, vn) = changes[0], levels[0]
        if ch.quantity.unit != now.quantity.unit or ch.quantity.currency != now.quantity.currency:
            continue
        step = ch.quantity.value * ch.quantity.scale
        before = now.quantity.value * now.quantity.scale + (step if m.direction == "down" else -step)
        if before <= 0 or not written_as(m.quantity, step / before * 100):
            continue
        out[i] = v.model_copy(update={
            "verdict": "derived", "context_value": "", "binding": "line item",
            "evidence": [*vc.evidence, *vn.evidence], "sources": sorted({*vc.sources, *vn.sources}),
            "explanation": f"the change the sentence states over the level before it: {ch.quantity.text} / "
                           f"({now.quantity.text} {'+' if m.direction == 'down' else '-'} {ch.quantity.text}) = "
                           f"{format_figure(step / before * 100)}%, each borne out by the context"})
    return out


def prior_on_levels_row(memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                        rel_tol: float) -> list[FactVerdict]:
    """"Natural gas volumes ... dropped to 101,352 Mcf from 429,000 Mcf": a prior level its own words bound
    elsewhere (a prose sentence of the current year that names more of the memo's words, which does not bear it
    out, or contradicts it with its current figure) is a level of the item the sentence's current level is borne
    out on: supported by that table row's cell of the period before the current level's (of the prior's own period
    where the sentence names one) where that cell has its value; else the verdict stands."""
    out = list(verdicts)
    cells = {c.where(): c for c in ctx if c.origin == "table" and len(c.periods) == 1}
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict not in ("unsupported", "contradicted") or m.role != "level" or not m.prior \
                or m.quantity.kind == "percent" or is_change(m) or (v.verdict == "contradicted" and (
                    on_table_row(v) or v.about != "value")):  # (a table's contradiction stands)
            continue
        nows = [(f, w) for f, w in zip(memo, verdicts, strict=True) if f.sentence_index == m.sentence_index
                and f.quantity.start < m.quantity.start and f.role == "level" and not f.prior and not is_change(f)
                and f.quantity.kind == m.quantity.kind and f.quantity.unit == m.quantity.unit
                and f.per_unit == m.per_unit]
        if not nows or nows[-1][1].verdict != "supported" or nows[-1][1].binding != "line item":
            continue  # (a level its words bind, not one the value alone found)
        if table_row(nows[-1][1]):
            now = cells.get(nows[-1][1].evidence[0])
            pairs = [] if now is None else [(now, _cell_before(now, m, ctx))]
        else:
            # ... and where the current level is borne out by prose ("As of December 31, 2023, we had cash of
            # $8,027."), the rows whose cell of its period has its value: the prior is theirs where each has it
            pairs = [(c, _cell_before(c, m, ctx)) for c in cells.values()
                     if period_ok(nows[-1][0], c) and value_ok(nows[-1][0], c, rel_tol) is not None]
        found = [c for _, c in pairs if c is not None]
        if not found or len(found) < len(pairs) or any(value_ok(m, c, rel_tol) is None for c in found):
            continue
        c = found[0]
        if not table_row(nows[-1][1]):
            # (the current level is then that row's too: a change the two levels give is the row's, "rose about 37%
            # to $4.62 million in 2023 from $3.38 million" where only the current level's year has a prose sentence)
            now, (j, w) = pairs[0][0], next((j, w) for j, (f, w) in enumerate(zip(memo, out, strict=True))
                                            if f is nows[-1][0])
            out[j] = w.model_copy(update={
                "line_item": now.label, "context_value": now.quantity.text, "evidence": [now.where()],
                "sources": [now.source] if now.source >= 0 else [],
                "explanation": f"{now.where()}: {now.quantity.text} (the row its prior level, {m.quantity.text}, is "
                               f"borne out on too)"})
        out[i] = v.model_copy(update={
            "verdict": "supported", "binding": "line item", "line_item": c.label, "context_value": c.quantity.text,
            "evidence": [c.where()], "sources": [c.source] if c.source >= 0 else [],
            "explanation": f"{c.where()}: {c.quantity.text} (the row of the level it is the prior of, "
                           f"{nows[-1][0].quantity.text})"})
    return out


def _cell_before(now: Fact, m: Fact, ctx: list[Fact]) -> Fact | None:
    """The cell of ``now``'s row that the prior level ``m`` is of: of its own period where it names one, else of
    the period right before ``now``'s; None where there is no one such cell."""
    row = [c for c in ctx if c.origin == "table" and c.source == now.source and c.table == now.table
           and c.row == now.row and c.group == now.group and c.span == now.span and len(c.periods) == 1
           and period_order(c.periods[0]) < period_order(now.periods[0])]
    if m.periods:
        row = [c for c in row if c.periods[0] == m.periods[0]]
    elif row:
        last = max(period_order(c.periods[0]) for c in row)
        row = [c for c in row if period_order(c.periods[0]) == last]
    return row[0] if len(row) == 1 else None


def _own_growth(m: Fact, pair: tuple[Fact, Fact], verdicts_of: dict[int, FactVerdict],
                prose: bool = False) -> FactVerdict | None:
    """"Gold production increased about 35% to 8,247 ounces in 2023 from 6,103 ounces": a percentage change no
    row names (its own verdict unsupported) is derived from the sentence's own two levels when both are cells of
    one table row, the later over the earlier the way the verb says and to the change's rounding -- or both figures
    of one prose sentence ("Net sales equaled $422,340 and $390,189 for 2023 and 2022, respectively": "rose 8.2% to
    $422.3 million from $390.2 million", whatever another "Net sales" row's change: with ``prose``, only so, and
    computed from the sentence's figures as written there). None otherwise."""
    prior = [f for f in pair if f.prior]
    if m.quantity.kind != "percent" or m.quantity.unit in ("pp", "bps") or len(prior) != 1:
        return None
    before = prior[0]
    now = pair[1] if before is pair[0] else pair[0]
    vn, vb = verdicts_of[id(now)], verdicts_of[id(before)]
    row, row_b = ((not prose and table_row(w)) or (
        w.evidence[0] if len(w.evidence) == 1 and not on_table_row(w) else "") for w in (vn, vb))
    # (or two prose sentences, each bound to the same line item by its own words: a filing's two years'
    # "Other than the Sponsor's fees of $686,580, the Trust had no expenses during the year" and "... of $773,425")
    two_sentences = row and row_b and row != row_b and not any(on_table_row(w) for w in (vn, vb)) and all(
        w.binding == "line item" for w in (vn, vb)) and vn.line_item != "" and vn.line_item == vb.line_item
    if vn.verdict != "supported" or vb.verdict != "supported" or not row or (
            row != row_b and not two_sentences) or not before.quantity.value:
        return None
    a, b = now.quantity.value * now.quantity.scale, before.quantity.value * before.quantity.scale
    if prose or two_sentences:  # (the context's own figures, not the memo's rounding of them)
        said = [extract_quantities(v.context_value) for v in (vn, vb)]
        if not all(len(q) == 1 and q[0].value for q in said):
            return None
        a, b = said[0][0].value * said[0][0].scale, said[1][0].value * said[1][0].scale
    growth = (a - b) / abs(b) * 100
    if m.direction and (growth > 0) != (m.direction == "up"):
        return None
    if abs(abs(growth) - abs(m.quantity.value)) > max(0.5 * 10 ** -m.quantity.decimals, 1e-9):
        return None
    return verdicts_of[id(m)].model_copy(update={
        "verdict": "derived", "context_value": format_figure(growth), "evidence": [*vn.evidence, *vb.evidence],
        "explanation": f"percentage change between the levels the sentence states ({before.quantity.text} -> "
                       f"{now.quantity.text}), both of {row if row == row_b else f'{row} and {row_b}'}: "
                       f"{format_figure(growth)}%"})


def _stated_pair(change: Fact, levels: list[Fact], within: bool = False) -> tuple[Fact, Fact] | None:
    """Two levels of the sentence whose difference (or, for a percent, difference in points or
    percentage change) is the change's value within its rounding (``within``: or a percentage change somewhere
    within the levels' own rounding too, :func:`_growth_within`)."""
    x = abs(change.quantity.value)
    half = 0.5 * 10 ** -change.quantity.decimals
    bps = change.quantity.unit == "bps"  # "380 basis points": 3.8 points, to the basis point
    if bps:
        half *= change.quantity.scale
    for a, b in combinations(levels, 2):
        if a.quantity.kind != b.quantity.kind:
            continue
        va, vb = a.quantity.value * a.quantity.scale, b.quantity.value * b.quantity.scale
        diffs = [abs(vb - va) / (1.0 if bps else change.quantity.scale)] \
            if change.quantity.kind == a.quantity.kind == b.quantity.kind else []
        if change.quantity.kind == "percent" and va:
            diffs.append(abs(vb - va) / abs(va) * 100)
            diffs.append(abs(va - vb) / abs(vb) * 100 if vb else math.inf)
        if any(abs(d - x) <= max(half, 1e-9 * x) for d in diffs):
            return (a, b)
        if within and change.quantity.kind == "percent" and change.quantity.unit not in ("pp", "bps") and \
                _growth_within(a.quantity, b.quantity, x, half):
            return (a, b)
    return None


def _growth_within(a: Quantity, b: Quantity, x: float, half: float) -> bool:
    """A percentage change of ``x`` (to its rounding ``half``) between two levels somewhere within their own
    rounding: "fell roughly 47% to $1.04 million from $1.94 million" (1,035,607 over 1,942,709: 46.7%; the rounded
    levels give 46.4%)."""
    ha, hb = half_unit(a), half_unit(b)
    va, vb = a.value, b.value  # (values as written and scaled; half_unit is in their units)
    for base, base_half, other, other_half in ((va, ha, vb, hb), (vb, hb, va, ha)):
        if abs(base) <= base_half:
            continue
        corners = [(o - s) / abs(s) * 100 for s in (base - base_half, base + base_half)
                   for o in (other - other_half, other + other_half)]
        lo, hi = min(corners), max(corners)
        if any(lo - half <= sign * x <= hi + half for sign in (1, -1)):
            return True
    return False


def prior_spans(facts: list[Fact], ctx: list[Fact]) -> list[Fact]:
    """``facts`` with each sentence's one period named right after its last prior level (``Fact.prior_span``)
    read as the prior level's where a context table has a later period of the figure's span ("rose 7.1% to
    $20.7 million from $19.4 million in the three months ended December 31, 2022" against columns of 2023 and
    2022: the prior level's; "improved to 29.0% from 10.2% in the three months ended March 29, 2024" against
    2024 and 2023: the sentence's): the prior level of that period, the sentence's other figures of none (a
    level the latest period's, as a change's "to" level said with no period is)."""
    if not any(f.prior_span for f in facts):
        return facts
    orders = [(c.span, period_order(p)) for c in ctx if c.origin == "table" for p in c.periods[:1]]
    out = []
    for f in facts:
        if f.prior_span and any(o > period_order(f.prior_span) and (not f.span or not s or s == f.span)
                                for s, o in orders):
            f = replace(f, periods=(f.prior_span,), attached=True, before="") if f.prior else replace(
                f, periods=tuple(p for p in f.periods if p != f.prior_span), not_periods=(f.prior_span,),
                attached=False)
        out.append(f)
    return out
