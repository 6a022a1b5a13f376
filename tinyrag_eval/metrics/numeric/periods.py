"""Periods of facts: a period key's year and part, their order, and whether a memo figure and a
context figure can be of one period (duration, month, the periods a memo names or excludes)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from .facts import EARLY_MONTHS, MONTH_KEYS, Fact


@lru_cache(maxsize=4096)  # a passage's few period keys, parsed for every pair of facts compared
def _period_parts(key: str) -> tuple[int, str]:
    """("Q3 2023") -> (2023, "Q3"); ("FY2023") -> (2023, ""); ("2023") -> (2023, "")."""
    head, _, tail = key.rpartition(" ")
    digits = "".join(c for c in (tail or key) if c.isdigit())
    year = int(digits) if digits else 0
    return year, head if head[:1] in ("Q", "H") else ""


YEAR_KEY = re.compile(r"(?:FY)?(?:19|20)\d\d")
"""A period key that is a whole year ("2023", "FY2023"), not a quarter's or a half's."""


def table_years(ctx: Iterable[Fact]) -> list[str]:
    """The whole years the context's tables state, earliest first; where no table states one, those its prose
    states (a filing's results told in sentences only: "Sales for the nine months ended February 29, 2024, were
    $46,990,716 compared to $44,633,542 for the nine months ended February 28, 2023")."""
    ctx = list(ctx)
    years = {p for c in ctx if c.origin == "table" for p in c.periods if YEAR_KEY.fullmatch(p)} or \
        {p for c in ctx for p in c.periods if YEAR_KEY.fullmatch(p)}
    return sorted(years, key=period_order)


def period_order(key: str) -> float:
    year, part = _period_parts(key)
    return year + (int(part[1]) / 10 if part[1:].isdigit() else 0)


_MONTH_RANK = {m: i for i, m in enumerate(MONTH_KEYS)}


def date_key(a: Fact) -> tuple[float, int]:
    """A fact's one period in time order, its month's date within a year (-1: no month)."""
    return period_order(a.periods[0]), _MONTH_RANK.get(a.month, -1)


def earlier_date(a: Fact, b: Fact) -> bool:
    """``a``'s one period is before ``b``'s: an earlier year, or the same year at an earlier month's date
    ("$18,257 at March 31, 2023" before "$15,163 at December 31, 2023")."""
    (oa, ra), (ob, rb) = date_key(a), date_key(b)
    return oa < ob or (oa == ob and 0 <= ra < rb)


def same_period(a: str, b: str) -> bool:
    (ya, pa), (yb, pb) = _period_parts(a), _period_parts(b)
    return ya == yb and (not pa or not pb or pa == pb)


def period_ok(memo: Fact, ctx: Fact) -> bool:
    if memo.span and ctx.span and memo.span != ctx.span:
        return False  # the nine months ended December 31, 2023 are not its three months
    if memo.month and ctx.month and memo.month != ctx.month:
        return False  # a balance at December 31, 2023 is not the one at March 31, 2023
    if memo.not_periods and any(same_period(a, b) for a in memo.not_periods for b in ctx.periods):
        return False
    if ctx.not_periods and not ctx.periods and any(same_period(a, b) for a in ctx.not_periods for b in memo.periods):
        return False  # ... nor, the other way, a filing's current level before a prior one's "as of December 31, 2022"
    if memo.before and ctx.periods and not any(period_order(b) < period_order(memo.before)
                                               and not same_period(b, memo.before) for b in ctx.periods) and not (
            memo.before_month and ctx.month and 0 <= _MONTH_RANK.get(ctx.month, -1) < _MONTH_RANK[memo.before_month]
            and any(same_period(b, memo.before) and YEAR_KEY.fullmatch(b) for b in ctx.periods)):
        return False  # "up from Y" after "X in 2025": Y is of a period before 2025 (after "X in the first
        # quarter of 2024", not of the context's "2024": its quarter, the same period)
    if ctx.before and not ctx.periods and memo.periods and not any(
            period_order(a) < period_order(ctx.before) and not same_period(a, ctx.before) for a in memo.periods):
        return False  # ... and the context's "compared with $12.6 million" after "$19.4 million for 2023" is not 2023's
    if not memo.periods or not ctx.periods:
        return True
    return any(same_period(a, b) for a in memo.periods for b in ctx.periods)


def in_periods(fact: Fact, periods: Iterable[str]) -> bool:
    return any(same_period(p, q) for p in fact.periods for q in periods)


def order(c: Fact) -> float | None:
    return period_order(c.periods[0]) if c.periods else None


_SPAN_MONTHS = {"3M": 3, "6M": 6, "9M": 9}
_FISCAL_QUARTER = re.compile(r"Q(?P<q>[1-4]) (?P<year>(?:19|20)\d\d)")
"""A memo's fiscal quarter's key, "Q1 2024"."""
_FISCAL_INTERIM = re.compile(r"(?:H1 |FY)?((?:19|20)\d\d)")
_SAYS_FISCAL = re.compile(r"\bfiscal\b", re.IGNORECASE)


def fiscal_interims(memo: list[Fact], ctx: list[Fact]) -> list[Fact]:
    """``memo`` with a year-to-date period named by its fiscal year read as the context's column: "the first half of
    fiscal 2024" is the "Six months ended November 30, 2023" column (a fiscal year that began on June 1, 2023 ends in
    2024, and is named by that year), "the first nine months of fiscal 2024" the "Nine Months Ended December 31, 2023".
    A fiscal quarter too: "the first quarter of fiscal 2024" is the "Three Months Ended December 30, 2023" column.
    Only where the sentence says "fiscal", no column of that span has the memo's year (for a quarter: is that calendar
    quarter's own, "September 30, 2023" of the third quarter of 2023), no passage names the quarter itself, and every
    column of the span gives one calendar year for it (a half, nine months or quarter that ends so many months into
    its fiscal year)."""
    spans: dict[str, set[tuple[str, str]]] = {}
    for c in ctx:
        if c.origin == "table" and c.span in _SPAN_MONTHS and c.month and len(c.periods) == 1 and c.periods[0].isdigit():
            spans.setdefault(c.span, set()).add((c.periods[0], c.month))
    if not spans:
        return memo
    out = []
    stated_there = {p for c in ctx for p in c.periods if p.startswith("Q")}
    renamed: dict[tuple[int, str, str], str] = {}
    for f in memo:
        span = "6M" if any(p.startswith("H1 ") for p in (*f.periods, f.before)) else f.span
        stated = f.periods[0] if len(f.periods) == 1 else f.before if not f.periods else ""
        # (and "the first quarter of fiscal 2024": the "Three Months Ended December 30, 2023" column of a fiscal year
        # that ends in September 2024 -- a quarter ends three months a quarter into its fiscal year)
        # (where no passage names that quarter itself: "Net Income in the first quarter of fiscal 2024 was ...")
        quarter = _FISCAL_QUARTER.fullmatch(stated) if stated and stated not in stated_there else None
        said = quarter["year"] if quarter else (interim.group(1) if stated and span in ("6M", "9M") and (
            interim := _FISCAL_INTERIM.fullmatch(stated)) else "")
        span = "3M" if quarter else span
        into = 3 * int(quarter["q"]) if quarter else _SPAN_MONTHS.get(span, 0)
        # (not a calendar quarter's own column: "the third quarter of fiscal 2023" of a "September 30, 2023" column)
        if not said or span not in spans or not _SAYS_FISCAL.search(f.sentence) or any(
                y == said and (not quarter or _MONTH_RANK[m] == into - 1) for y, m in spans[span]):
            out.append(f)
            continue
        named = {(y, m) for y, m in spans[span] if int(y) + (_MONTH_RANK[m] + 1 + 12 - into > 12) == int(said)}
        if len(named) != 1:
            out.append(f)
            continue
        year, month = named.pop()
        f = replace(f, periods=(year,), span=span, month=month) if f.periods else replace(f, before=year, span=span)
        renamed[(f.sentence_index, f.sentence, stated)] = year
        out.append(f)
    # (a period the sentence gives another figure is that column's too: "Net income was $2.1 million, ... versus $159
    # thousand in the first quarter of fiscal 2023" -- the current level is not of the prior's column)
    return [replace(f, not_periods=tuple(renamed.get((f.sentence_index, f.sentence, p), p) for p in f.not_periods))
            if renamed and f.not_periods else f for f in out]


_FISCAL_YEAR_NAMED = re.compile(r"\bfiscal(?:\s+year)?\s+((?:19|20)\d\d)\b(?!\s*[-\u2013/])", re.IGNORECASE)
"""A passage's "fiscal 2023", "Fiscal Year 2023" (not the "fiscal 2023-24" of a year named by both)."""
MAX_NAMED_SCAN = 200_000
"""Characters of a passage searched for the fiscal years it names (a bound on the work for a huge one)."""
_YEAR_OF_KEY = re.compile(r"(?:FY)?((?:19|20)\d\d)")


@lru_cache(maxsize=16)  # the passages of a memo are read once, for every check of it (as their facts are)
def _named_fiscal_years(contexts: tuple[str, ...]) -> frozenset[int]:
    """The years the passages name "fiscal YYYY", with a figure or not."""
    return frozenset(int(m.group(1)) for text in contexts for m in _FISCAL_YEAR_NAMED.finditer(text[:MAX_NAMED_SCAN]))


def fiscal_years(memo: list[Fact], ctx: list[Fact], contexts: list[str]) -> list[Fact]:
    """``memo`` with a year its sentence calls "fiscal YYYY" read as the column of the year ended in January or early
    February of YYYY + 1, where the passages name their years by the year they begin in: columns "February 3, 2024 |
    January 28, 2023" and prose that names "fiscal 2023" as its latest year, figure or not ("The results ... were
    immaterial in fiscal 2023 and fiscal 2022"; a filing that named its years by their end would name the latest
    "fiscal 2024"). Not where a table heads its columns "Fiscal 2023" itself, nor a memo year said without "fiscal"
    (a column's own year)."""
    dated = [c for c in ctx if c.origin == "table" and c.month and len(c.periods) == 1 and c.periods[0].isdigit()]
    early = {int(c.periods[0]) for c in dated if c.month in EARLY_MONTHS}
    if not early or any(c.origin == "table" and p[:2] == "FY" for c in ctx for p in c.periods):
        return memo
    named = _named_fiscal_years(tuple(contexts))
    if not named or max(named) != max(early) - 1:
        return memo
    # (a year's own column of another month stays its year: "| January 3, 2020 | December 28, 2018 |" are fiscal 2019
    # and fiscal 2018)
    own = {int(c.periods[0]) for c in dated if c.month not in EARLY_MONTHS}

    def key(p: str) -> str:
        m = _YEAR_OF_KEY.fullmatch(p)
        if m is None or int(m.group(1)) in own or int(m.group(1)) + 1 not in early:
            return p
        return str(int(m.group(1)) + 1)

    out = []
    for f in memo:
        if _SAYS_FISCAL.search(f.sentence):
            moved = tuple(map(key, f.periods)), tuple(map(key, f.not_periods)), key(f.before) if f.before else ""
            if moved != (f.periods, f.not_periods, f.before):
                f = replace(f, periods=moved[0], not_periods=moved[1], before=moved[2])
        out.append(f)
    return out
