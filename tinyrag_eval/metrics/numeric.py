"""Numeric consistency: is every figure in a memo backed by the numbers in its context?

Every figure of the answer (amounts, percentages, basis points, multiples, years and fiscal
periods) is extracted, normalised and checked against the figures of the context passages. It is

* ``found`` when a context figure of a compatible kind has the same value (within the tolerance
  below); ``how`` is that context figure's surface text;
* ``derived`` when one simple operation over two context figures gives it (sum, difference,
  ratio, percentage change, percentage-point difference); ``how`` names the operation and the
  operands, e.g. ``"difference: 1,250 - 1,100"`` or ``"percentage change: 1,100 -> 1,250 =
  13.64%"``;
* ``unsupported`` otherwise (``how`` is empty).

The metric's value is ``(found + derived) / figures``. An answer without figures is *not
applicable* (value ``None``, not invalid), never a free 1.0. Bad input (non-strings, an empty
answer, no or only blank context) gives an explicit invalid :class:`MetricResult` with a reason.

Written by hand on the standard library and pydantic: no maintained library combines
financial-figure normalisation (scale words and their abbreviations, parenthesised negatives,
basis points, fiscal periods, "(in millions)" table headers) with checking figures against
source text and one-step derivations; general number/quantity parsers know neither the
conventions nor the derivations.

Conventions
-----------
Normalisation (:class:`Quantity`):

* ``value`` is in base units and signed: ``$1.5 billion`` -> ``1.5e9``, ``(1,234)`` -> ``-1234``,
  ``$(3.2) million`` -> ``-3.2e6``; ``scale`` is the multiplier that was applied.
* Scale words: ``thousand``/``k`` = 1e3; ``million``/``mn``/``mln``/``mm``/``m`` = 1e6;
  ``billion``/``bn``/``bln``/``b`` = 1e9; ``trillion``/``tn``/``trn`` = 1e12. Words and two- or
  three-letter abbreviations may follow a space (``£12 mm``); the single letters ``k``/``m``/``b``
  count only when attached (``12k``, ``€450m``); ``12 k`` is the number 12.
* Percentages (``12.5%``, ``12.5 percent``, ``per cent``, ``pct``) have ``kind="percent"`` and
  their value in percent (12.5). Percentage points (``pp``, ``percentage points``) are percents
  too. Basis points are percentage points: ``120 bps`` -> value ``1.2``, ``kind="percent"``,
  ``scale=0.01``, so they are compared with percents and percentage-point differences.
* Multiples (``1.5x``, ``2 times``) are ``kind="number"`` with ``unit="x"``.
* Currency: ``$`` (USD), ``US$``, ``C$``, ``A$``, ``HK$``, ``€``, ``£``, ``¥`` (JPY), ``₹`` and ISO
  codes (``USD 2.3bn``, ``2.3bn EUR``) set ``currency``; ``dollars``/``euros`` after the figure too.
* Years and periods: a bare integer 1900-2099 (no comma, unit or currency) is a ``year``;
  ``FY2023``/``FY23``/``fiscal 2024``/``fiscal year 2024`` (key ``FY2024``),
  ``Q3 FY2023``/``Q3 2023``/``3Q23``/``third quarter of 2023`` (key ``Q3 2023``) and
  ``H1 2025``/``1H25``/``first half of 2025`` (key ``H1 2025``) are ``period`` with ``value`` =
  the year and the canonical key in ``period``.
* Unicode: non-breaking, thin and other spaces count as spaces; the minus sign, en dash and
  figure dash before a figure count as ``-`` (between two figures they are a range, not a sign).

Not figures (skipped): a number directly after ``Item``/``Note``/``Section``/``Part``/
``Exhibit``/``Page``/``Table``/``Figure``/``Schedule``/``Rule``/``Form``/``Tier``/``Level``/
``Phase``/``No.``/``#``/``§``; a list enumerator at the start of a line (``1.``, ``2)``,
``(3)``); a footnote marker glued to a word (``Revenue(1)``); numbers glued to letters
(``Q3`` without a year, ``5G``, ``1A``, ordinals ``3rd``) or joined to a word by a hyphen
(``10-K``, ``COVID-19``, ``12-month``); the day in ``March 31, 2023``; whole calendar dates
(``2023-03-31``, ``3/31/2023``); clock times and ``3:1``; bracketed citation markers (``[1]``,
``[doc 3]``); runs of more than 18 digits (identifiers). Numbers written in words, European
decimal commas (``12,5``) and space-grouped thousands (``1 234``) are not read.

Matching:

* Magnitudes are compared, for every kind: memos state direction in words ("a net loss of
  $1.0 billion", "fell 5%") while tables use parentheses or minus signs, so ``$1.0 billion``
  matches ``(1,020)`` in millions. The sign is still reported in ``Quantity.value``.
* Compatible kinds: percents only with percents (a context ``0.125`` never supports ``12.5%``;
  ratios reach percents only through derivation); amounts (``currency`` and ``number``) with
  amounts; years/periods only with years/periods. A memo amount with a currency matches context
  amounts with the same or no currency; derivation operands must be mutually compatible too.
* Tolerance: a memo figure ``v`` (stated as ``r`` in its own unit with ``d`` decimals) accepts a
  context value ``w`` when ``|w - v| <= rel_tol * |v|`` (default 0.5%) **or** ``w`` rounds to
  ``r`` at the memo's precision, i.e. ``w`` in ``[r - h, r + h)`` with ``h`` half a unit of the
  last stated digit (``$1.5 billion`` accepts [1.45, 1.55) billion, ``14.6%`` accepts
  [14.55, 14.65)). The rounding window is never wider than ±5% of the stated value
  (:data:`MAX_ROUNDING_REL`), so ``$1 billion`` is not vouched for by 1.4 billion. Whichever of
  the two windows is wider is used. Derived values are accepted by the same rule.
* Context unit hints: a context containing ``(in millions``, ``(Dollars in thousands``,
  ``$ in millions``, ``in millions of``, ``(£m)``, ``($000)`` ... also offers each of its plain
  amounts (no scale word, not a percent, multiple or year) at that scale, next to the plain
  reading (both are candidates); ``how`` then reads ``"12,345 [in millions]"``. The hint applies
  to the whole passage. Hints are read from contexts only, never from the answer.
* Years and periods are never derived by arithmetic. A memo year matches a context year or any
  context period of that year; ``FY2023`` matches ``FY2023``/``fiscal 2023`` or a bare ``2023``;
  a quarter or half matches only the same quarter/half of the same year (a fiscal marker on a
  quarter is ignored: ``Q3 FY2023`` == ``Q3 2023``).
* Derivations (operands are two different context figures, magnitudes, after scale
  normalisation): for an amount, ``difference`` b - a and ``sum`` a + b of two amounts; for a
  percent, ``percentage change`` |b - a| / a x 100 of two amounts (direction verbs are ignored),
  ``ratio`` a / b x 100 of two amounts, ``percentage-point difference`` and ``sum`` of two
  percents; for a multiple, ``ratio`` a / b of two amounts. A figure is paired with an equal value
  only if that value occurs at least twice. Cost is bounded: derivation uses the first
  :data:`MAX_OPERANDS` distinct values of each kind (contexts in the order given) and a sorted,
  bisect-indexed array, so one memo figure costs O(n log n); lookups of ``found`` figures use
  every context figure.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left, insort
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field

from tinyrag_eval.schema import MetricResult

METRIC_NAME = "numeric_consistency"
MAX_ROUNDING_REL = 0.05
"""The rounding window of a memo figure never exceeds this share of its stated value."""
MAX_OPERANDS = 500
"""Distinct context values per kind (amounts, percents) that derivations search."""
MAX_DIGITS = 18
"""Longer digit runs are identifiers (account numbers, ISINs), not figures."""
_MAX_SCAN = 64  # candidates examined per bisect range

_I = re.IGNORECASE
Kind = Literal["currency", "percent", "number", "year", "period"]


class Quantity(BaseModel):
    """One figure of a text, normalised (see the module docstring for the conventions)."""

    text: str = Field(description="surface form as written, e.g. '$1.5 billion', '(3.2)%'")
    value: float = Field(
        description="signed value in base units (1.5e9 for '$1.5 billion'); percents in percent "
        "(12.5), basis points in percentage points (120 bps -> 1.2); years/periods: the year")
    kind: Kind
    currency: str | None = Field(None, description="ISO code when a symbol or code is present")
    scale: float = Field(1.0, description="multiplier applied: 1, 1e3, 1e6, 1e9, 1e12; 0.01 for bps")
    start: int = Field(description="character span in the source text")
    end: int
    decimals: int = Field(0, description="digits after the decimal point as written")
    unit: str = Field("", description="'%', 'pp', 'bps', 'x' (multiple) or ''")
    period: str | None = Field(
        None, description="canonical key of a year/period: '2023', 'FY2023', 'Q3 2023', 'H1 2025'")


class NumberVerdict(BaseModel):
    """The verdict on one figure of the answer."""

    quantity: Quantity
    verdict: Literal["found", "derived", "unsupported"]
    how: str = Field(
        "", description="found: the matching context text; derived: operation and operands, e.g. "
        "'difference: 1,250 - 1,100'; unsupported: ''")
    sources: list[int] = Field(
        default_factory=list, description="indices of the context passages that supplied the match")


# ---------------------------------------------------------------------------------------------
# extraction

_SPACES = "\u00a0\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u202f\u205f\u3000"
_MINUSES = "\u2212\u2012\u2013\ufe63\uff0d"
# one character for one character, so spans in the normalised text are spans in the original
_TRANSLATE = str.maketrans(
    {**{c: " " for c in _SPACES}, **{c: "-" for c in _MINUSES},
     "\u2018": "'", "\u2019": "'", "\uff04": "$", "\u00d7": "x"})

_CODES = ("USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "RMB", "HKD", "INR", "SEK",
          "NOK", "DKK", "SGD", "NZD", "BRL", "ZAR", "KRW", "MXN")
_CODE_ALT = "|".join(_CODES)
_SYMBOLS = {"$": "USD", "US$": "USD", "U.S.$": "USD", "C$": "CAD", "CA$": "CAD", "A$": "AUD",
            "AU$": "AUD", "HK$": "HKD", "S$": "SGD", "NZ$": "NZD", "R$": "BRL", "€": "EUR",
            "£": "GBP", "¥": "JPY", "₹": "INR"}
_WORD_CURRENCY = {"dollar": "USD", "dollars": "USD", "euro": "EUR", "euros": "EUR"}

_CORE = re.compile(r"(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!\d)")
_LEFT = re.compile(
    r"(?P<open1>\()?[ ]?(?P<sign1>[-+])?[ ]?"
    r"(?:(?<![A-Za-z])(?P<sym>(?:US|U\.S\.|CA|C|AU|A|HK|S|NZ|R)?\$|[€£¥₹])"
    rf"|(?<![A-Za-z])(?P<code>{_CODE_ALT}))?"
    r"[ ]?(?P<open2>\()?(?P<sign2>[-+])?\Z")
_SCALE_WORDS = r"trillions?|billions?|millions?|thousands?|trn|tn|bln|bn|mln|mn|mm"


def _right_pattern(parens: bool) -> re.Pattern[str]:
    close = (lambda name: rf"(?P<{name}>\))?") if parens else (lambda name: "")
    return re.compile(
        close("close1")
        + rf"(?:[ ]?(?P<scale>{_SCALE_WORDS})(?![a-z])|(?P<scale1>[mbk])(?![a-z]))?"
        + close("close2")
        + r"(?:[ ]?(?P<pct>%|percent(?![a-z])|per[ ]?cent(?![a-z])|pct(?![a-z]))"
        r"|[ ]?(?P<pp>percentage[ ]points?|ppts?|pp)(?![a-z])"
        r"|[ ]?(?P<bps>bps|bp|basis[ ]points?)(?![a-z])"
        r"|(?P<mult>x(?![a-z0-9])|[ ]times(?![a-z])))?"
        + close("close3")
        + rf"(?:[ ]?(?-i:(?P<code>{_CODE_ALT}))(?![A-Za-z])|[ ](?P<word>dollars?|euros?)(?![a-z]))?",
        _I)


_RIGHT = _right_pattern(parens=False)
_RIGHT_PARENS = _right_pattern(parens=True)
_SCALES: dict[str, Decimal] = {
    "k": Decimal(10) ** 3, "thousand": Decimal(10) ** 3,
    "m": Decimal(10) ** 6, "mm": Decimal(10) ** 6, "mn": Decimal(10) ** 6, "mln": Decimal(10) ** 6,
    "million": Decimal(10) ** 6,
    "b": Decimal(10) ** 9, "bn": Decimal(10) ** 9, "bln": Decimal(10) ** 9,
    "billion": Decimal(10) ** 9,
    "tn": Decimal(10) ** 12, "trn": Decimal(10) ** 12, "trillion": Decimal(10) ** 12,
}
_BPS = Decimal("0.01")

_REFERENCE_WORD = re.compile(
    r"(?:(?<![A-Za-z])(?:items?|notes?|sections?|parts?|exhibits?|pages?|p\.|pp\.|chapters?|"
    r"schedules?|articles?|rules?|forms?|no\.|appendix|tables?|figures?|fig\.|tiers?|levels?|"
    r"phases?|footnotes?)|[#§])[ ]*\Z", _I)
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_MONTH_BEFORE = re.compile(rf"(?<![A-Za-z]){_MONTH}\.?[ ]*\Z", _I)
_MONTH_AFTER = re.compile(rf"[ ]*(?:of[ ]+)?{_MONTH}(?![a-z])", _I)
_YEAR_BEFORE = re.compile(r"(?<!\d)(?:19|20)\d\d[-/]\Z")
_ENUM_AFTER = re.compile(r"[.)](?:\s|\Z)")
_INLINE_ENUM_AFTER = re.compile(r"\)[ \t]+[a-z]")  # "(2) opioids": a list item, not -2

_SEP = r"(?<![A-Za-z0-9])"
_END = r"(?![A-Za-z0-9])"
_FISCAL = r"(?:FY|fiscal\s+(?:year\s+)?)"
_PERIODS: list[re.Pattern[str]] = [
    # FY2023 Q3, FY23 H1
    re.compile(rf"{_SEP}{_FISCAL}\s?'?(?P<y>\d{{4}}|\d{{2}})\s?(?P<p>[QH])(?P<n>[1-4]){_END}", _I),
    # Q3 FY2023, Q3 fiscal 2023, Q3 2023, Q3'23, H1 2025
    re.compile(rf"{_SEP}(?P<p>[QH])(?P<n>[1-4])\s?(?:of\s+)?(?:{_FISCAL}\s?'?(?P<y>\d{{4}}|\d{{2}})"
               rf"|'(?P<y2>\d{{2}})|(?P<y4>\d{{4}})){_END}", _I),
    # 3Q23, 1H 2025, 3QFY23
    re.compile(rf"{_SEP}(?P<n>[1-4])(?P<p>[QH])\s?(?:FY\s?)?'?(?P<y>\d{{4}}|\d{{2}}){_END}", _I),
    # third quarter of 2023, first half of fiscal 2025
    re.compile(rf"{_SEP}(?P<w>first|second|third|fourth|1st|2nd|3rd|4th)\s+(?P<p>quarter|half)"
               rf"\s+(?:of\s+)?(?:{_FISCAL}\s?'?(?P<y>\d{{4}}|\d{{2}})|(?P<y4>\d{{4}})){_END}", _I),
    # FY2023, FY 23, FY'23, fiscal 2024, fiscal year 2024
    re.compile(rf"{_SEP}(?:FY\s?'?(?P<y>\d{{4}}|\d{{2}})|fiscal\s+(?:year\s+)?(?P<y4>\d{{4}})){_END}",
               _I),
    # CY2023: a calendar year
    re.compile(rf"{_SEP}CY\s?'?(?P<y>\d{{4}}|\d{{2}}){_END}"),
]
_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_DATE = re.compile(
    r"(?<![\d.,/])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|\d{1,2}\.\d{1,2}\.\d{4})"
    r"(?![\d/])")
_CITATION = re.compile(r"\[[^\[\]\n$€£%]{1,40}\]")


def _expand_year(y: str) -> int | None:
    n = int(y)
    if len(y) == 2:
        n += 2000 if n < 70 else 1900
    return n if 1900 <= n <= 2099 else None


def _find_periods(norm: str, original: str) -> tuple[list[Quantity], list[tuple[int, int]]]:
    found: list[Quantity] = []
    spans: list[tuple[int, int]] = []
    for i, pattern in enumerate(_PERIODS):
        for m in pattern.finditer(norm):
            s, e = m.span()
            i = bisect_left(spans, (s, -1))
            if (i < len(spans) and spans[i][0] < e) or (i > 0 and spans[i - 1][1] > s):
                continue
            groups = m.groupdict()
            year = _expand_year(groups.get("y") or groups.get("y2") or groups.get("y4") or "")
            if year is None:
                continue
            part = (groups.get("p") or "").upper()
            n = _ORDINAL.get((groups.get("w") or "").lower()) or int(groups.get("n") or 0)
            if part in ("QUARTER", "HALF"):
                part = part[0]
            if part == "H" and n > 2:
                continue
            if i == len(_PERIODS) - 1:
                key, kind = str(year), "year"
            else:
                key, kind = (f"{part}{n} {year}", "period") if part else (f"FY{year}", "period")
            insort(spans, (s, e))
            found.append(Quantity(text=original[s:e], value=float(year), kind=kind, start=s,
                                  end=e, period=key))
    return found, spans


def _at_line_start(norm: str, pos: int) -> bool:
    """Only blanks and at most one "(" between the start of the line and ``pos``."""
    j = pos
    while j > 0 and norm[j - 1] in " \t":
        j -= 1
    if j > 0 and norm[j - 1] == "(":
        j -= 1
    while j > 0 and norm[j - 1] in " \t":
        j -= 1
    return j == 0 or norm[j - 1] in "\n\r"


def _valid_sign(norm: str, pos: int) -> bool:
    return pos == 0 or not norm[pos - 1].isalnum()


def _parse_number(norm: str, original: str, m: re.Match[str]) -> Quantity | None:
    s, e = m.span()
    core = m.group()
    if sum(c.isdigit() for c in core) > MAX_DIGITS:
        return None
    prev = norm[s - 1] if s else ""
    prev2 = norm[s - 2] if s >= 2 else ""
    nxt = norm[e] if e < len(norm) else ""
    nxt2 = norm[e + 1] if e + 1 < len(norm) else ""
    small_int = core.isdigit() and len(core) <= 2
    if (nxt == ":" and nxt2.isdigit()) or (prev == ":" and prev2.isdigit()):
        return None  # clock time, 3:1
    if nxt == "." and nxt2.isdigit():
        return None  # version number 1.2.3
    if nxt == "-" and nxt2.isalpha():
        return None  # 10-K, 12-month
    if prev == "-" and prev2.isalpha():
        return None  # COVID-19, S-1
    if prev and prev in "-/" and small_int and _YEAR_BEFORE.search(norm, max(0, s - 6), s):
        return None  # FY2023-24, 2022/23
    if prev == "-" and prev2.isdigit():
        left = None  # a range 2022-2023: the dash is no sign
    else:
        left = _LEFT.search(norm, max(0, s - 16), s)
    groups = {k: v for k, v in (left.groupdict() if left else {}).items() if v is not None}
    if prev.isalpha() and "code" not in groups:
        return None  # Q3, A1, x2
    start = s
    currency: str | None = None
    if "sym" in groups:
        currency = _SYMBOLS.get(groups["sym"], "USD")
        start = left.start("sym")  # type: ignore[union-attr]
    elif "code" in groups:
        currency = "CNY" if groups["code"] == "RMB" else groups["code"]
        start = left.start("code")  # type: ignore[union-attr]
    negative = False
    for name in ("sign2", "sign1"):
        if name in groups:
            pos = left.start(name)  # type: ignore[union-attr]
            if _valid_sign(norm, pos):
                negative = groups[name] == "-"
                start = min(start, pos)
            break
    open_pos: int | None = None
    for name in ("open2", "open1"):
        if name in groups:
            open_pos = left.start(name)  # type: ignore[union-attr]
            break
    if small_int and _ENUM_AFTER.match(norm, e) and _at_line_start(norm, s):
        return None  # list enumerator "1." / "2)" / "(3)" at the start of a line
    if open_pos is not None and small_int and currency is None and _INLINE_ENUM_AFTER.match(norm, e):
        return None  # inline enumerator "... areas are: (1) usual and customary ..., (2) opioids"
    if open_pos is not None and small_int and open_pos > 0 and norm[open_pos - 1].isalpha():
        return None  # footnote marker Revenue(1)
    ref_end = min(start, open_pos) if open_pos is not None else start
    if _REFERENCE_WORD.search(norm, max(0, ref_end - 16), ref_end):
        return None  # Item 7, Note 12, Tier 1
    if small_int and currency is None and (
            _MONTH_BEFORE.search(norm, max(0, ref_end - 12), ref_end)
            or _MONTH_AFTER.match(norm, e)):
        return None  # day of month

    right = (_RIGHT_PARENS if open_pos is not None else _RIGHT).match(norm, e, e + 40)
    assert right is not None  # every part is optional
    rg = {k: v for k, v in right.groupdict().items() if v is not None}
    consumed = {"scale", "scale1", "pct", "pp", "bps", "mult", "code", "word"} & rg.keys()
    if nxt.isalpha() and not consumed:
        return None  # 5G, 1A, 3rd
    end = e
    for name in consumed:
        end = max(end, right.end(name))
    closes = [n for n in ("close1", "close2", "close3") if n in rg]
    if open_pos is not None and closes:
        negative = True
        start = min(start, open_pos)
        end = max(end, right.end(closes[0]))
        if len(closes) > 1:
            end = max(end, right.end(closes[-1]))

    if currency is None and "code" in rg:
        currency = "CNY" if rg["code"] == "RMB" else rg["code"]
    elif currency is None and "word" in rg:
        currency = _WORD_CURRENCY[rg["word"].lower()]
    scale_word = (rg.get("scale") or rg.get("scale1") or "").lower()
    if scale_word.endswith("s") and len(scale_word) > 3:
        scale_word = scale_word[:-1]
    scale = _SCALES.get(scale_word, Decimal(1))
    unit = ""
    kind: Kind
    if "pct" in rg or "pp" in rg or "bps" in rg:
        kind = "percent"
        unit = "%" if "pct" in rg else ("pp" if "pp" in rg else "bps")
        if unit == "bps":
            scale *= _BPS
    elif "mult" in rg:
        kind, unit = "number", "x"
    elif currency is not None:
        kind = "currency"
    elif (not scale_word and core.isdigit() and len(core) == 4 and 1900 <= int(core) <= 2099
          and not (negative and not closes)):
        return Quantity(text=original[s:e], value=float(core), kind="year", start=s, end=e,
                        period=core)
    else:
        kind = "number"
    raw = Decimal(core.replace(",", ""))
    value = float(raw * scale)
    if not math.isfinite(value):
        return None
    decimals = len(core.partition(".")[2])
    return Quantity(text=original[start:end], value=-value if negative else value, kind=kind,
                    currency=currency, scale=float(scale), start=start, end=end,
                    decimals=decimals, unit=unit)


def extract_quantities(text: str) -> list[Quantity]:
    """Every figure of ``text``, normalised, in order of position (see the module conventions).

    Never raises on odd text; a non-string gives an empty list.
    """
    if not isinstance(text, str) or not text:
        return []
    norm = text.translate(_TRANSLATE)
    out, masks = _find_periods(norm, text)
    masks += [m.span() for m in _DATE.finditer(norm)]
    masks += [m.span() for m in _CITATION.finditer(norm) if any(c.isdigit() for c in m.group())]
    masks.sort()
    mi = 0
    for m in _CORE.finditer(norm):
        s = m.start()
        while mi < len(masks) and masks[mi][1] <= s:
            mi += 1
        if any(ms <= s < me for ms, me in masks[mi:mi + 4]):
            continue
        q = _parse_number(norm, text, m)
        if q is not None:
            out.append(q)
    out.sort(key=lambda q: q.start)
    return out


# ---------------------------------------------------------------------------------------------
# context index

_HINT = re.compile(
    r"\(\s*[^()\n]{0,40}?\bin\s+(?P<a>thousands|millions|billions)\b"
    r"|(?:US\$|[$€£¥]|\b(?:USD|EUR|GBP))\s*in\s+(?P<b>thousands|millions|billions)\b"
    r"|\bin\s+(?P<c>thousands|millions|billions)\s+of\b"
    r"|\(\s*(?:US\$|[$€£¥]|USD|EUR|GBP)\s*(?P<d>'?000s?|m|mn|bn|millions?|billions?|thousands?)\s*\)",
    _I)
_HINT_SCALE = {"thousand": (1e3, "in thousands"), "000": (1e3, "in thousands"),
               "million": (1e6, "in millions"), "m": (1e6, "in millions"),
               "mn": (1e6, "in millions"), "billion": (1e9, "in billions"),
               "bn": (1e9, "in billions")}


def unit_hints(text: str) -> list[tuple[float, str]]:
    """Document-level scale hints of a context passage: ``[(1e6, "in millions"), ...]``."""
    hints: dict[float, str] = {}
    for m in _HINT.finditer(text.translate(_TRANSLATE)):
        word = next(g for g in m.groups() if g is not None).lower().strip("'")
        word = word.removesuffix("s") if len(word) > 3 else word
        scale, label = _HINT_SCALE[word]
        hints.setdefault(scale, label)
    return sorted(hints.items())


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


class _ContextIndex:
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
class _Window:
    value: float
    lo: float
    hi: float
    hi_open: bool

    def accepts(self, w: float) -> bool:
        if self.hi_open:
            return self.lo <= w < self.hi
        return self.lo <= w <= self.hi


def _window(q: Quantity, rel_tol: float) -> _Window:
    """Relative tolerance or rounding to the memo's precision, whichever is wider."""
    v = abs(q.value)
    centre = Decimal(repr(v))
    h = Decimal(5) * Decimal(10) ** -(q.decimals + 1) * Decimal(repr(q.scale))
    h = min(h, centre * Decimal(repr(MAX_ROUNDING_REL)))
    t = rel_tol * v
    if float(h) > t:
        return _Window(v, float(centre - h), float(centre + h), True)
    return _Window(v, v - t, v + t, False)


def _compatible(*currencies: str | None) -> bool:
    return len({c for c in currencies if c is not None}) <= 1


def _fmt(x: float) -> str:
    ax = abs(x)
    if ax >= 1000:
        return f"{x:,.0f}"
    if ax >= 1:
        return f"{x:.2f}".rstrip("0").rstrip(".")
    return f"{x:.4g}"


def _sources(*ops: _Operand) -> list[int]:
    return sorted({op.source for op in ops})


def _find(q: Quantity, win: _Window, pool: _Pool) -> _Operand | None:
    best: _Operand | None = None
    for op in pool.between(win.lo, win.hi):
        if (win.accepts(op.value) and _compatible(q.currency, op.currency)
                and (best is None or abs(op.value - win.value) < abs(best.value - win.value))):
            best = op
    return best


_Derivation = tuple[str, list[int]]


def _pairs_difference(pool: _Pool, win: _Window, cur: str | None,
                      label: str) -> _Derivation | None:
    for a in pool.items:
        for b in pool.between(a.value + win.lo, a.value + win.hi):
            if (b is a and not pool.repeated(a)) or not _compatible(cur, a.currency, b.currency):
                continue
            if win.accepts(b.value - a.value):
                return f"{label}: {b.text} - {a.text}", _sources(a, b)
    return None


def _pairs_sum(pool: _Pool, win: _Window, cur: str | None) -> _Derivation | None:
    for a in pool.items:
        if a.value > win.hi:
            break
        for b in pool.between(max(win.lo - a.value, a.value), win.hi - a.value):
            if (b is a and not pool.repeated(a)) or not _compatible(cur, a.currency, b.currency):
                continue
            if win.accepts(a.value + b.value):
                return f"sum: {a.text} + {b.text}", _sources(a, b)
    return None


def _pairs_ratio(pool: _Pool, win: _Window, factor: float, suffix: str) -> _Derivation | None:
    for b in pool.items:
        if b.value <= 0:
            continue
        for a in pool.between(b.value * win.lo / factor, b.value * win.hi / factor):
            if (a is b and not pool.repeated(a)) or not _compatible(a.currency, b.currency):
                continue
            r = a.value / b.value * factor
            if win.accepts(r):
                return f"ratio: {a.text} / {b.text} = {_fmt(r)}{suffix}", _sources(a, b)
    return None


def _pairs_change(pool: _Pool, win: _Window) -> _Derivation | None:
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
                    return (f"percentage change: {a.text} -> {b.text} = {_fmt(pc)}%",
                            _sources(a, b))
    return None


def _derive(q: Quantity, win: _Window, index: _ContextIndex) -> _Derivation | None:
    steps: list[Callable[[], _Derivation | None]]
    if q.kind == "percent":
        steps = [lambda: _pairs_change(index.amount_ops, win),
                 lambda: _pairs_ratio(index.amount_ops, win, 100.0, "%"),
                 lambda: _pairs_difference(index.percent_ops, win, None,
                                           "percentage-point difference"),
                 lambda: _pairs_sum(index.percent_ops, win, None)]
    elif q.unit == "x":
        steps = [lambda: _pairs_ratio(index.amount_ops, win, 1.0, "x")]
    else:
        steps = [lambda: _pairs_difference(index.amount_ops, win, q.currency, "difference"),
                 lambda: _pairs_sum(index.amount_ops, win, q.currency)]
    for step in steps:
        found = step()
        if found is not None:
            return found
    return None


def _check_time(q: Quantity, index: _ContextIndex) -> NumberVerdict:
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
    """One verdict per figure of ``answer``, in order (module docstring: the matching rules).

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
    index = _ContextIndex(contexts)
    verdicts: list[NumberVerdict] = []
    for q in quantities:
        if q.kind in ("year", "period"):
            verdicts.append(_check_time(q, index))
            continue
        win = _window(q, tol)
        hit = _find(q, win, index.percents if q.kind == "percent" else index.amounts)
        if hit is not None:
            verdicts.append(NumberVerdict(quantity=q, verdict="found", how=hit.text,
                                          sources=[hit.source]))
            continue
        derived = _derive(q, win, index) if derive else None
        if derived is not None:
            verdicts.append(NumberVerdict(quantity=q, verdict="derived", how=derived[0],
                                          sources=derived[1]))
        else:
            verdicts.append(NumberVerdict(quantity=q, verdict="unsupported"))
    return verdicts


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
