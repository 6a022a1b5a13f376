"""Checking one figure against the figures of the contexts: found, derived or unsupported.

:class:`ContextIndex` reads every context figure once (with the passages' unit hints) into
sorted pools; :func:`check_quantity` looks a memo figure up within its tolerance
(:func:`window`) and otherwise tries one operation over two context figures (difference, sum,
ratio, percentage change, percentage-point difference). The rules are specified in
docs/metrics/numeric.md.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, Field

from .extract import Quantity, extract_quantities, unit_hints

MAX_ROUNDING_REL = 0.05
"""The rounding window of a memo figure never exceeds this share of its stated value."""
MAX_OPERANDS = 500
"""Distinct context values per kind (amounts, percents) that derivations search."""
_MAX_SCAN = 64  # candidates examined per bisect range


class NumberVerdict(BaseModel):
    """The verdict on one figure of the answer."""

    quantity: Quantity
    verdict: Literal["found", "derived", "unsupported"]
    how: str = Field(
        "", description="found: the matching context text; derived: operation and operands, e.g. "
        "'difference: 1,250 - 1,100'; unsupported: ''")
    sources: list[int] = Field(
        default_factory=list, description="indices of the context passages that supplied the match")
    sentence_index: int = Field(-1, description="index of the memo sentence holding the figure")


@dataclass(frozen=True, slots=True)
class _Operand:
    value: float  # magnitude in base units
    currency: str | None
    text: str
    source: int
    order: int


class _Pool:
    """Context values of one family, sorted for bisect range queries."""

    def __init__(self, operands: list[_Operand]) -> None:
        self.items = sorted(operands, key=lambda o: (o.value, o.order))
        self.keys = [o.value for o in self.items]
        self.counts: dict[int, int] = {}

    def between(self, lo: float, hi: float) -> list[_Operand]:
        """Operands with ``lo <= value <= hi`` (widened by a hair for float error), capped."""
        lo, hi = lo - 1e-9 * abs(lo) - 1e-12, hi + 1e-9 * abs(hi) + 1e-12
        i = bisect_left(self.keys, lo)
        out: list[_Operand] = []
        while i < len(self.keys) and self.keys[i] <= hi and len(out) < _MAX_SCAN:
            out.append(self.items[i])
            i += 1
        return out

    def repeated(self, op: _Operand) -> bool:
        return self.counts.get(id(op), 1) >= 2


def _distinct(operands: list[_Operand]) -> _Pool:
    """The first MAX_OPERANDS distinct (value, currency) operands, with their repeat counts."""
    kept: dict[tuple[float, str | None], _Operand] = {}
    counts: dict[tuple[float, str | None], int] = {}
    for op in sorted(operands, key=lambda o: o.order):
        key = (op.value, op.currency)
        if key in kept:
            counts[key] += 1
        elif len(kept) < MAX_OPERANDS:
            kept[key] = op
            counts[key] = 1
    pool = _Pool(list(kept.values()))
    pool.counts = {id(op): counts[key] for key, op in kept.items()}
    return pool


@dataclass(frozen=True, slots=True)
class _TimeEntry:
    key: str
    text: str
    source: int


class ContextIndex:
    def __init__(self, contexts: Sequence[str]) -> None:
        amounts: list[_Operand] = []
        percents: list[_Operand] = []
        self.times: dict[int, list[_TimeEntry]] = {}
        order = 0
        for ci, ctx in enumerate(contexts):
            hints = unit_hints(ctx)
            for q in extract_quantities(ctx):
                if q.kind in ("year", "period"):
                    self.times.setdefault(int(q.value), []).append(
                        _TimeEntry(q.period or "", q.text, ci))
                    continue
                target = percents if q.kind == "percent" else amounts
                target.append(_Operand(abs(q.value), q.currency, q.text, ci, order))
                order += 1
                if q.kind != "percent" and q.unit == "" and q.scale == 1.0:
                    for scale, label in hints:
                        amounts.append(_Operand(abs(q.value) * scale, q.currency,
                                                f"{q.text} [{label}]", ci, order))
                        order += 1
        self.amounts = _Pool(amounts)
        self.percents = _Pool(percents)
        self.amount_ops = _distinct(amounts)
        self.percent_ops = _distinct(percents)


# ---------------------------------------------------------------------------------------------
# checking


@dataclass(frozen=True, slots=True)
class Window:
    """The values a memo figure accepts: ``lo <= w <= hi`` (closed: see :func:`window`)."""

    value: float
    lo: float
    hi: float

    def accepts(self, w: float) -> bool:
        return self.lo <= w <= self.hi


_FRACTION = re.compile(r"\d\.(\d+)")


def _precision(q: Quantity) -> int:
    """The decimals a figure states, the trailing zeros of two or more aside: "$382.00" (an answer
    "in USD millions" for 381,603 thousand) and "14.60%" are written to the unit and the tenth; one
    written decimal is its precision ("fell 6.0%" is not a computed 5.83%); and an amount in cents is written to
    the cent ("$5.10 per diluted share" is not a table's 5.07; "$382.00" stays written to the unit)."""
    m = _FRACTION.search(q.text) if q.decimals else None
    if m is None or len(m.group(1)) < 2:
        return q.decimals
    if q.kind == "currency" and q.scale == 1.0 and q.decimals == 2 and m.group(1) != "00":
        return 2
    return len(m.group(1).rstrip("0"))


def half_unit(q: Quantity) -> float:
    """Half a unit of the last decimal a figure states, in its value's units: how far the figure
    it rounds may lie ("34.6" million: 0.05 million; trailing zeros count, "26.0" states tenths)."""
    return _half(q.decimals, q.scale)


def _half(decimals: int, scale: float) -> float:
    return 5 * 10.0 ** -(decimals + 1) * scale


def window(q: Quantity, rel_tol: float) -> Window:
    """Relative tolerance or rounding to the memo's precision, whichever is wider."""
    return _window(q.value, q.scale, _precision(q), rel_tol)


@lru_cache(maxsize=4096)
def _window(value: float, scale: float, precision: int, rel_tol: float) -> Window:
    # cached: a memo figure's window is asked for against every context figure it is compared
    # with (a million times for a long memo against a long filing), and the exact decimal
    # arithmetic is the slow part
    v = abs(value)
    centre = Decimal(repr(v))
    h = Decimal(5) * Decimal(10) ** -(precision + 1) * Decimal(repr(scale))
    h = min(h, centre * Decimal(repr(MAX_ROUNDING_REL)))
    t = rel_tol * v
    if float(h) > t:
        # closed at both ends: a value half a unit away rounds to the figure half to even (Python,
        # IEEE 754, many spreadsheets' banker's rounding) -- 32,250 thousand as "$32.2 million"
        return Window(v, float(centre - h), float(centre + h))
    return Window(v, v - t, v + t)


def written_as(q: Quantity, x: float) -> bool:
    """``x`` (in ``q``'s value's units) written to ``q``'s precision is ``q``: within half a unit of
    its last stated decimal, with no cap relative to its size ("4%" for a computed 3.68%)."""
    return abs(abs(x) - abs(q.value)) <= _half(_precision(q), q.scale) * (1 + 1e-9)


def _compatible(*currencies: str | None) -> bool:
    return len({c for c in currencies if c is not None}) <= 1


def format_figure(x: float) -> str:
    """A computed figure as a reason shows it: thousands separated, two decimals without trailing
    zeros from 1, four significant digits below."""
    ax = abs(x)
    if ax >= 1000:
        return f"{x:,.0f}"
    if ax >= 1:
        return f"{x:.2f}".rstrip("0").rstrip(".")
    return f"{x:.4g}"


def _sources(*ops: _Operand) -> list[int]:
    return sorted({op.source for op in ops})


def find_match(q: Quantity, win: Window, pool: _Pool) -> _Operand | None:
    best: _Operand | None = None
    for op in pool.between(win.lo, win.hi):
        if (win.accepts(op.value) and _compatible(q.currency, op.currency)
                and (best is None or abs(op.value - win.value) < abs(best.value - win.value))):
            best = op
    return best


_Derivation = tuple[str, list[int]]


def _pairs_difference(pool: _Pool, win: Window, cur: str | None,
                      label: str) -> _Derivation | None:
    for a in pool.items:
        for b in pool.between(a.value + win.lo, a.value + win.hi):
            if (b is a and not pool.repeated(a)) or not _compatible(cur, a.currency, b.currency):
                continue
            if win.accepts(b.value - a.value):
                return f"{label}: {b.text} - {a.text}", _sources(a, b)
    return None


def _pairs_sum(pool: _Pool, win: Window, cur: str | None) -> _Derivation | None:
    for a in pool.items:
        if a.value > win.hi:
            break
        for b in pool.between(max(win.lo - a.value, a.value), win.hi - a.value):
            if (b is a and not pool.repeated(a)) or not _compatible(cur, a.currency, b.currency):
                continue
            if win.accepts(a.value + b.value):
                return f"sum: {a.text} + {b.text}", _sources(a, b)
    return None


def _pairs_ratio(pool: _Pool, win: Window, factor: float, suffix: str) -> _Derivation | None:
    for b in pool.items:
        if b.value <= 0:
            continue
        for a in pool.between(b.value * win.lo / factor, b.value * win.hi / factor):
            if (a is b and not pool.repeated(a)) or not _compatible(a.currency, b.currency):
                continue
            r = a.value / b.value * factor
            if win.accepts(r):
                return f"ratio: {a.text} / {b.text} = {format_figure(r)}{suffix}", _sources(a, b)
    return None


def _pairs_change(pool: _Pool, win: Window) -> _Derivation | None:
    for a in pool.items:
        if a.value <= 0:
            continue
        ranges = [(a.value * (1 + win.lo / 100), a.value * (1 + win.hi / 100))]
        if win.lo < 100:
            ranges.append((a.value * max(0.0, 1 - win.hi / 100), a.value * (1 - win.lo / 100)))
        for lo, hi in ranges:
            for b in pool.between(lo, hi):
                if b is a or not _compatible(a.currency, b.currency):
                    continue
                pc = abs(b.value - a.value) / a.value * 100
                if win.accepts(pc):
                    return (f"percentage change: {a.text} -> {b.text} = {format_figure(pc)}%",
                            _sources(a, b))
    return None


@dataclass(frozen=True, slots=True)
class Operands:
    """The context figures a derivation may use: those of the line items the memo sentence names."""

    amounts: _Pool
    percents: _Pool


def operand_pools(figures: Sequence[tuple[Quantity, int, tuple[float, ...]]]) -> Operands:
    """Derivation pools from (context figure, passage index, the passage's scale hints)."""
    amounts: list[_Operand] = []
    percents: list[_Operand] = []
    for order, (q, ci, hints) in enumerate(figures):
        if q.kind in ("year", "period"):
            continue
        target = percents if q.kind == "percent" else amounts
        target.append(_Operand(abs(q.value), q.currency, q.text, ci, 2 * order))
        if q.kind != "percent" and q.unit == "" and q.scale == 1.0:
            for scale in hints:
                label = {1e3: "in thousands", 1e6: "in millions", 1e9: "in billions"}.get(scale, "")
                amounts.append(_Operand(abs(q.value) * scale, q.currency, f"{q.text} [{label}]", ci,
                                        2 * order + 1))
    return Operands(_distinct(amounts), _distinct(percents))


def derivation(q: Quantity, win: Window, index: ContextIndex,
               operands: Operands | None = None) -> _Derivation | None:
    amount_ops = operands.amounts if operands is not None else index.amount_ops
    percent_ops = operands.percents if operands is not None else index.percent_ops
    steps: list[Callable[[], _Derivation | None]]
    if q.kind == "percent":
        steps = [lambda: _pairs_change(amount_ops, win),
                 lambda: _pairs_ratio(amount_ops, win, 100.0, "%"),
                 lambda: _pairs_difference(percent_ops, win, None,
                                           "percentage-point difference"),
                 lambda: _pairs_sum(percent_ops, win, None)]
    elif q.unit == "x":
        steps = [lambda: _pairs_ratio(amount_ops, win, 1.0, "x")]
    else:
        steps = [lambda: _pairs_difference(amount_ops, win, q.currency, "difference"),
                 lambda: _pairs_sum(amount_ops, win, q.currency)]
    for step in steps:
        found = step()
        if found is not None:
            return found
    return None


def check_time(q: Quantity, index: ContextIndex) -> NumberVerdict:
    year = int(q.value)
    key = q.period or str(year)
    entries = index.times.get(year, [])
    exact = [e for e in entries if e.key == key]
    if q.kind == "year":
        loose = entries
    elif key.startswith("FY"):
        loose = [e for e in entries if e.key == str(year)]
    else:
        loose = []
    hit = (exact or loose or [None])[0]
    if hit is None:
        return NumberVerdict(quantity=q, verdict="unsupported")
    return NumberVerdict(quantity=q, verdict="found", how=hit.text, sources=[hit.source])


def check_quantity(q: Quantity, index: ContextIndex, rel_tol: float,
                   derive: bool = True, operands: Operands | None = None) -> NumberVerdict:
    """The verdict on one memo figure: found, derived by one operation (``derive``), or not.

    ``operands``: the context figures a derivation may use (every context figure when None)."""
    if q.kind in ("year", "period"):
        return check_time(q, index)
    win = window(q, rel_tol)
    hit = find_match(q, win, index.percents if q.kind == "percent" else index.amounts)
    if hit is not None:
        return NumberVerdict(quantity=q, verdict="found", how=hit.text, sources=[hit.source])
    derived = derivation(q, win, index, operands) if derive else None
    if derived is not None:
        return NumberVerdict(quantity=q, verdict="derived", how=derived[0], sources=derived[1])
    return NumberVerdict(quantity=q, verdict="unsupported")
