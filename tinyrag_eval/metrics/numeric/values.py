"""How a context figure's value is read against a memo figure's: the kinds that may be compared,
the scales its passage may be in (stated or not), and whether the two values match, round to one
another or are of comparable size."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .facts import Fact
from .match import Window, half_unit, window


@dataclass(frozen=True, slots=True)
class _Reading:
    window: Window
    factor: float  # context raw value x factor is compared with the window
    note: str


def readings(memo: Fact, ctx: Fact, rel_tol: float) -> list[_Reading]:
    """How a context figure's raw value may be read against the memo figure."""
    q = memo.quantity
    base = window(q, rel_tol)
    out = [_Reading(base, 1.0, "")]
    c = ctx.quantity
    plain = c.scale == 1.0 and c.unit == "" and c.kind != "percent" and not ctx.percent_column
    if q.kind == "percent" or not plain or ctx.per_unit:  # "$1.00 per warrant" is one dollar
        return out
    out += [_Reading(base, s, f"[in {_scale_name(s)}]") for s in ctx.hint_scales]
    if not ctx.hint_scales and q.scale > 1.0:
        # a passage cut from a filing often leaves its "(in thousands)" behind: a table whose
        # scale it does not state may be in thousands, millions or billions ("$298.4 million"
        # against a cell of 298,395), never in a unit larger than the memo's
        digits = q.model_copy(update={"value": q.value / q.scale, "scale": 1.0})
        out.append(_Reading(window(digits, rel_tol), 1.0,
                            "[the context states no scale; digits match]"))
        out += [_Reading(base, s, f"[the context states no scale; read in {_scale_name(s)}]")
                for s in UNSTATED_SCALES if s < q.scale]
    elif q.scale == 1.0 and ctx.origin == "table" and not ctx.hint_scales and abs(q.value) >= 1e3 \
            and ((c.decimals and not q.decimals) or q.decimals <= -3):
        # ... and a table's cell with decimals read in thousands against a memo in whole units: an
        # average price of "448.4" in a table "in thousands" whose note the passage left out is
        # "$448,400"; so is a whole cell against a memo's round thousands ("( 350 )" for "a net loss of $350,000")
        out.append(_Reading(base, 1e3, "[the context states no scale; read in thousands]"))
    return out


UNSTATED_SCALES = (1e3, 1e6)
"""The scales a table may be in when its passage states none (beside the memo's own)."""


def _scale_name(s: float) -> str:
    return {1e3: "thousands", 1e6: "millions", 1e9: "billions"}.get(s, f"x{s:g}")


_PERCENT_LIKE = 1000.0
"""An unmarked context number may be read as a percent only below this magnitude."""


_PER_PHYSICAL = re.compile(r"\s*(?:per|a|an|each)\s+(?:ton|tonne|pound|gallon|barrel|ounce|unit|square\s+foot|"
                           r"foot|day|night|room|visit|case|mile)s?\b", re.IGNORECASE)
"""A price or yield per physical unit after a memo figure (not per share: a per-share row of a table "in
thousands, except per share data" is named "Basic")."""
_PER_WORD = re.compile(r"\bper\b|/", re.IGNORECASE)


def kind_ok(memo: Fact, ctx: Fact) -> bool:
    q, c = memo.quantity, ctx.quantity
    if q.kind == "percent":
        if ctx.is_percent:
            # (a level in percent is no change in points: "Operating margin was 25.2%" is not "The 1.6 percentage-point
            # increase in operating margin")
            return not (q.unit == "%" and c.unit in ("pp", "bps") and memo.role != "change" and not memo.direction)
        # an unmarked cell may be a percent ("Gross margin | 41.2 | 40.1"); 46,455 is a count or an
        # amount in a scaled table, whatever its row is named; prose marks its percents ("10 investments" is a count)
        return (c.currency is None and c.scale == 1.0 and c.unit == "" and not memo.change
                and abs(c.value) < _PERCENT_LIKE and ctx.origin == "table")
    if q.unit == "x":
        return c.unit == "x"
    if memo.per_unit and not ctx.per_unit and ctx.origin == "table" and ctx.hint_scales and memo.sentence and \
            q.end >= 0 and _PER_PHYSICAL.match(memo.sentence, q.end) and not _PER_WORD.search(ctx.label):
        return False  # "$995 per ton" is no cell of a table in thousands ("Flat-roll | 352,148")
    if (q.scale > 1.0 or c.scale > 1.0) and ctx.per_unit != memo.per_unit and (
            q.scale > 1.0 if ctx.per_unit else c.scale > 1.0):
        return False  # "$82.4 million" of net income is not the "$4.20 per diluted share" beside it
    # a plain number may quote a percent row's cell ("volatility (%) was 62.13"); not a cell
    # that is itself a percent or sits in a percent column
    if c.kind == "percent" or c.unit == "x" or (ctx.percent_column and not (
            memo.sentence and _PERCENT_WORD.search(memo.sentence))):
        # (an unmarked cell of a percent column is the plain number of a memo that says it is a
        # percentage: "The percentage of sales represented by gross profit in 2018 was 50.9")
        return False
    if q.currency is None and c.currency is not None and memo.sentence and q.end >= 0 and \
            _COUNT_AFTER.match(memo.sentence, q.end):
        return False  # "2,719,744 shares" is a count, not the "$25.0 million" of the sale
    if c.currency is None and q.currency is not None and ctx.origin == "text" and ctx.sentence and c.end >= 0 and \
            _COUNT_AFTER.match(ctx.sentence, c.end):
        return False  # ... nor is prose's "9.7 million Class A common shares" the "$102.2 million" they cost
    return q.currency is None or c.currency is None or q.currency == c.currency


_RATE_ROW = re.compile(r"%|\b(?:percent(?:age)?s?|margins?|rates?|ratios?|yields?|returns?|growth|change|mix|shares?)\b",
                       re.IGNORECASE)
"""A row label that says its cells may be rates (its figures in a table of amounts: "| Gross margin | 41.2 |")."""


def amount_for_percent(memo: Fact, ctx: Fact) -> bool:
    """A percent's unmarked table cell in a table of amounts in thousands or millions, on a row that does not say it is a
    rate: "28" of "| Loss on disposal of ... business |" under "(Dollars in millions)" is no effective tax rate of 28%
    (where no row the memo names holds the figure; a bound row's unmarked cells are read as its shares)."""
    return memo.quantity.kind == "percent" and not ctx.is_percent and ctx.origin == "table" and \
        max(ctx.hint_scales, default=1.0) > 1.0 and _RATE_ROW.search(ctx.label) is None


_PERCENT_WORD = re.compile(r"\bpercent(?:age)?s?\b", re.IGNORECASE)
_COUNT_AFTER = re.compile(  # (the first of a pair too: "4,542,733 and 27,600,000 shares")
    r"(?:[ \t]+and[ \t]+\d[\d,.]*)?[ \t]+(?:[a-z-]+[ \t]+){0,3}?(?:shares|units|customers|employees|stores|restaurants|locations|facilities|"
    r"vehicles|subscribers|members|users|accounts|homes|rigs|wells|people|patients|sites|properties|"
    r"contracts|loans|policies|clients)\b", re.IGNORECASE)

MAGNITUDE = 1000.0
"""A memo figure this many times larger or smaller than a line item's value, under every reading of
the context's scale, is not a statement of that value: "it took $2.77 of assets to generate $1 of
revenue" is not total assets of $379,680 million stated wrongly."""


def comparable(memo: Fact, ctx: Fact, rel_tol: float) -> bool:
    """The memo figure is within ``MAGNITUDE`` of the context figure under some reading."""
    q = memo.quantity
    m, v = abs(q.value), abs(ctx.quantity.value)
    if m == 0 or v == 0:
        return True
    # the memo's digits too ("$994.8 million" against a cell of 1,202.9 in a table whose scale the
    # passage does not state)
    memo_values = (m, m / q.scale) if q.scale > 1.0 and not ctx.per_unit else (m,)
    return any(1 / MAGNITUDE <= x / (v * r.factor) <= MAGNITUDE
               for x in memo_values for r in readings(memo, ctx, rel_tol))


def rounds_to(memo: Fact, ctx: Fact) -> bool:
    """The context figure rounds to the memo's at the memo's own precision, past the
    ``MAX_ROUNDING_REL`` a match allows ("$0.1 million" against 123 under "(in thousands)"):
    too coarse to confirm it, and no contradiction either."""
    q = memo.quantity
    half = half_unit(q)
    v = abs(ctx.quantity.value)
    return any(abs(v * r.factor - abs(q.value)) <= half * (1 + 1e-9)
               for r in readings(memo, ctx, 0.0) if r.factor != 1.0 or not r.note) or (
        not ctx.hint_scales and q.scale > 1.0 and abs(v - abs(q.value) / q.scale) <= half / q.scale * (1 + 1e-9))


def coarser(memo: Fact, ctx: Fact) -> bool:
    """A context percent written with fewer decimals than the memo's, which the memo's rounds to ("(7)%" in
    a table's change column for "fell 6.8%"): the memo's figure is the finer one; the cell neither confirms
    nor contradicts it."""
    q, c = memo.quantity, ctx.quantity
    return q.kind == c.kind == "percent" and q.unit == c.unit and c.decimals < q.decimals and \
        abs(abs(q.value) - abs(c.value)) <= half_unit(c) * (1 + 1e-9)


def value_ok(memo: Fact, ctx: Fact, rel_tol: float) -> str | None:
    """The reading note ('' for a plain match) when the context figure has the memo's value."""
    v = abs(ctx.quantity.value)
    for r in readings(memo, ctx, rel_tol):
        if r.window.accepts(v * r.factor):
            return r.note
    return None
