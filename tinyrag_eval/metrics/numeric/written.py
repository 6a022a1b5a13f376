"""A context value written the way the memo writes its figure (currency, scale word, unit, sign):
the value a verdict shows, and the one an offline repair writes in."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

from .extract import Quantity
from .facts import Fact
from .match import format_figure
from .values import UNSTATED_SCALES

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def written_like(q: Quantity, value: float) -> str:
    """A computed context value written the way the memo writes the figure ``q`` (its currency,
    scale word and unit): ``written_like(£18.4 million, 16.2) == "£16.2 million"``. A computed value
    is in the operands' numbers as written or in base units: the nearer of the two to the memo's
    figure decides which, as when it was compared."""
    shown = q.value / q.scale if q.scale not in (0, 1) else q.value
    v = value
    if q.scale not in (0, 1) and value and q.value and shown and \
            abs(math.log(abs(value) / abs(q.value))) < abs(math.log(abs(value) / abs(shown))):
        v = value / q.scale
    if q.text.lower().endswith(("cent", "cents")):  # "eight cents", "6 cents": dollars, written in cents
        return f"{format_figure(abs(v) * 100)} cents"
    m = _NUMBER.search(q.text)
    if m is None:
        return format_figure(v)
    return q.text[:m.start()] + format_figure(abs(v)) + q.text[m.end():]


def _number(x: float, decimals: int, computed: bool) -> str:
    """``x`` with thousands separators and ``decimals`` places; a computed value's trailing zeros dropped."""
    s = f"{x:,.{max(decimals, 0)}f}"
    return s.rstrip("0").rstrip(".") if computed and "." in s else s


NEAR_READING = 10.0
"""A context figure of a passage that states no scale is written for repair at the scale that
brings it nearest the memo's value only when that is within this factor of it."""


def stated_like(q: Quantity, value: float, facts: Iterable[Fact], *, computed: bool = False,
                signed: bool = True) -> str:
    """The context's value for the memo figure ``q``, written the way the memo writes ``q`` -- its
    currency, scale word, unit and way of showing a negative -- so that it can take the figure's
    place in the memo (the value an offline repair writes in): ``$2,493.3 million`` contradicted by a
    table cell ``$ 4,073.9`` under "(in millions)" is stated ``$4,073.9 million``, not ``$ 4,073.9``.

    ``value`` is in ``facts``' terms (a figure's ``quantity.value``: base units when it carries a
    scale word, its digits when it is plain). A plain context figure is read at its passage's one
    scale hint, or -- with none, as ``readings`` compares it -- at the memo's own scale; when that
    is not certain (several hints) the nearer reading decides, as ``written_like`` does. A level
    keeps the context's decimals, a computed value (``computed``) two at most. ``signed``: the
    value's sign is the context's (False: the memo's sign is kept, as for an unordered change)."""
    if q.text.lower().endswith(("cent", "cents")):
        return written_like(q, value)  # a per-share amount in cents: the context's dollars, in cents
    facts = list(facts)
    plain = bool(facts) and all(f.quantity.scale == 1.0 and f.quantity.unit == "" and f.quantity.kind != "percent"
                                and not f.percent_column for f in facts)
    memo_scale = q.scale if q.scale > 1 else 1.0
    if q.kind == "percent" or not plain:
        base: float | None = value
        from_scale = max((f.quantity.scale for f in facts), default=1.0) or 1.0
    elif memo_scale == 1.0:
        base, from_scale = value, 1.0  # the memo states no scale: the context's digits
    else:
        hints = {s for f in facts for s in f.hint_scales}
        if not hints:  # the reading nearest the memo's value when it is near (within ten times):
            # "$310.0 million" against a cell 298,395 reads it in thousands, "$1.3 million" against
            # "$1,150,000" in dollars; else the digits at the memo's scale ("$2,493.3 million"
            # against a cell 4,073.9)
            def off(s: float) -> float:
                return abs(math.log(abs(value * s) / abs(q.value))) if value and q.value else 0.0
            near = min((1.0, memo_scale, *(s for s in UNSTATED_SCALES if s < memo_scale)), key=off)
            from_scale = near if off(near) <= math.log(NEAR_READING) else memo_scale
            base = value * from_scale
        elif memo_scale in hints:  # the digits read at the memo's scale
            from_scale = memo_scale
            base = value * from_scale
        elif len(hints) == 1:
            from_scale = hints.pop()
            base = value * from_scale
        else:
            base, from_scale = None, 1.0
    if base is None:
        return written_like(q, value)
    v = base / memo_scale if q.kind != "percent" else base
    decimals = max([f.quantity.decimals for f in facts] or [0])
    if q.kind != "percent":  # thousands stated in millions: three more places; billions, three fewer
        decimals = max(0, decimals + round(math.log10(memo_scale / from_scale)))
    text = _number(abs(v), max(decimals, 2) if computed else decimals, computed)
    if q.kind != "percent" and from_scale < memo_scale and "." in text:
        # dollars stated in millions: the places the scale adds, less their trailing zeros
        # ("$1,150,000" as $1.15 million, not $1.150000 million), to the memo's own places at least
        whole, frac = text.split(".")
        frac = frac.rstrip("0").ljust(q.decimals, "0")
        text = f"{whole}.{frac}" if frac else whole
    m = _NUMBER.search(q.text)
    if m is None:
        return ("-" if signed and v < 0 else "") + text
    before, after = q.text[:m.start()], q.text[m.end():]
    if signed and (v < 0) != (q.value < 0):
        # the memo's negative style does not fit the context's sign: drop it, and say a negative with "-"
        before = before.replace("(", "").replace("-", "").replace("\u2212", "")
        after = after.replace(")", "", 1)
        before = ("-" if v < 0 else "") + before
    return before.replace("$ ", "$") + text + after
