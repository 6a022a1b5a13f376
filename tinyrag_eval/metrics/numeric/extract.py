"""Reading figures from text: :class:`Quantity`, :func:`extract_quantities`, :func:`unit_hints`.

Amounts (in cents too: "eight cents"), percentages, basis points, multiples, years and fiscal periods
are found and normalised (scale words, currencies, parenthesised negatives, Unicode spaces and minus signs);
references (``Item 7``), enumerators, footnote markers, dates, identifiers and names glued to a
number (``10-K``, ``5G``, ``3M Company``) are skipped. The conventions are specified in
docs/metrics/numeric.md.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left, insort
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

MAX_DIGITS = 18
"""Longer digit runs are identifiers (account numbers, ISINs), not figures."""

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


# ---------------------------------------------------------------------------------------------
# extraction

_SPACES = "\u00a0\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff"
"""Zero-width spaces and joiners, the word joiner and the byte-order mark: format characters that
str.strip() and ``\\s`` do not treat as space. SEC filings converted from HTML fill empty table
cells with U+200B (56 of the 339 FinDVer filings, 11 % of their tables)."""
BLANK_INVISIBLE = str.maketrans({c: " " for c in INVISIBLE})
_MINUSES = "\u2212\u2012\u2013\ufe63\uff0d"
# one character for one character, so spans in the normalised text are spans in the original
_TRANSLATE = str.maketrans(
    {**{c: " " for c in _SPACES + INVISIBLE}, **{c: "-" for c in _MINUSES},
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
        r"|[ ]?(?P<pp>percentage[ -]points?|ppts?|pp)(?![a-z])"
        r"|[ ]?(?P<bps>bps|bp|basis[ -]points?)(?![a-z])"
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
    r"phases?|stages?|footnotes?|scopes?|class(?:es)?|series|tranches?)|[#§])[ ]*\Z", _I)
_REFERENCE_LIST = re.compile(
    _REFERENCE_WORD.pattern[:-len(r"[ ]*\Z")] + r"[ ]*"
    r"(?:\d{1,3}[a-z]?[ ]*(?:,[ ]*(?:and[ ]+|or[ ]+)?|and[ ]+|or[ ]+|&[ ]*|to[ ]+))+\Z", _I)
"""A reference's word and references listed after it: the 2 of "Scope 1 and 2", "Items 7, 8 and 9"."""
_AMOUNT_AFTER = re.compile(r"[ ]*(?:%|percent\b|pp\b|bps\b|x\b|(?:" + "|".join(
    sorted(_SCALES, key=len, reverse=True)) + r")\b)", _I)
MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
         r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
"""A month's name or abbreviation, lower case (compile with ``re.IGNORECASE``); shared by the
figure checks and ``metrics.copy``'s dates."""
_MONTH_BEFORE = re.compile(rf"(?<![A-Za-z]){MONTH}\.?[ ]*\Z", _I)
_MONTH_AFTER = re.compile(rf"[ ]*(?:of[ ]+)?{MONTH}(?![a-z])", _I)
_YEAR_BEFORE = re.compile(r"(?<!\d)(?:19|20)\d\d[-/]\Z")
_TO_ONE = re.compile(r"(?:[ ]+to[ ]+|[ ]?:[ ]?)1(?:\.0{1,2})?(?![\d,]|\.\d|[ ]?(?:%|x\b|percent|[mb]n?\b|million|billion))", _I)
"""The "to 1.00" of a ratio stated as covenants state it ("a maximum total leverage ratio of 3.50
to 1.00", "2.45:1.0"): the figure before it is a multiple (3.50x), and the 1.00 no figure."""
_RATIO_WORD = re.compile(r"\b(?:ratio|leverage|coverage|multiple)\b[^.;!?\n]{0,60}\Z", _I)
_FROM_BEFORE = re.compile(r"\bfrom[ ]+\Z", _I)
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
    # F19, F2019 (Australian and UK filings' shorthand): capital F, nothing else
    re.compile(rf"{_SEP}F(?P<y>\d{{4}}|\d{{2}}){_END}"),
    # CY2023: a calendar year
    re.compile(rf"{_SEP}CY\s?'?(?P<y>\d{{4}}|\d{{2}}){_END}"),
]
_PLURAL_PERIODS = re.compile(
    rf"{_SEP}(?P<w>first|second|third|fourth|1st|2nd|3rd|4th)\s+(?P<p>quarters|halves)\s+of\s+(?:{_FISCAL}\s?)?"
    rf"(?P<y1>\d{{4}})\s*,?\s+and\s+(?:{_FISCAL}\s?)?(?P<y2>\d{{4}}){_END}", _I)
"""Two years' quarters (or halves) of one name: "the first quarters of 2024 and 2023"."""
_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_DATE = re.compile(
    r"(?<![\d.,/])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|\d{1,2}\.\d{1,2}\.\d{4})"
    r"(?![\d/])")
_GLUED_DATE_YEAR = re.compile(rf"(?<![A-Za-z]){MONTH}\.?[ ]+\d{{1,2}},((?:19|20)\d\d)(?![\d,])", _I)
"""The year of a date whose comma has no space after it ("March 29,2024": SEC filings' tables
converted from HTML write their column headings so); the number pattern does not start after a
comma, so without this the heading has no year."""
_PERCENT_BEFORE = re.compile(r"\d[ ]?(?:%|percent)[ ]*\Z", re.IGNORECASE)
_CHANGE_HEADING = re.compile(r"[ \t]*(?:change|chg|increase|decrease|inc\b|dec\b|var)", re.IGNORECASE)
_YEAR_TO = re.compile(r"(?:19|20)\d\d[ \t]*(?:to|vs\.?|versus|-|/|compared to)[ \t]*\Z", re.IGNORECASE)
_CITATION = re.compile(r"\[[^\[\]\n$€£%]{1,40}\]")


# A bare number with a glued capital scale letter ("3M", "7B") is also how companies and
# tickers are named. Without a currency saying it is money, it is a name when the text uses it
# as one: possessive ("3M's"), followed by a capitalised word ("3M Company") or by a verb
# ("3M spent", "3M reported"), or opening a sentence; then every bare occurrence of the same
# token in that text is the name too ("shares of 3M rose").
_NAME_TOKEN = re.compile(r"(?<![A-Za-z0-9$€£¥₹.,'])\d{1,3}[MBK](?![A-Za-z0-9])")
_NAME_AFTER = re.compile(
    r"'s(?![a-z])|[ ]+(?:[A-Z][a-z]"
    r"|(?:[a-z]{2,}ed|spent|had|has|have|is|was|were|are|said|says|rose|fell|grew|paid|made|sold"
    r"|saw|took|gave|kept|reports|expects|plans|posts|generates|spends|invests|sells|makes|buys"
    r"|bought|will|would|may|could|should|can|also|still)(?![a-z]))")
_SENTENCE_BEFORE = re.compile(r"(?:\A|[.!?\n])[ \t\"']*\Z")


def _name_tokens(norm: str) -> set[str]:
    """The number-letter tokens (``3M``) that ``norm`` uses as names (see :data:`_NAME_TOKEN`)."""
    names: set[str] = set()
    for m in _NAME_TOKEN.finditer(norm):
        s, e = m.span()
        if _LEFT_CURRENCY.search(norm, max(0, s - 6), s):
            continue
        if _NAME_AFTER.match(norm, e) or _SENTENCE_BEFORE.search(norm, max(0, s - 8), s):
            names.add(m.group())
    return names


_LEFT_CURRENCY = re.compile(rf"(?:[$€£¥₹]|(?<![A-Za-z])(?:{_CODE_ALT}))[ ]?\(?[-+]?\Z")


def _expand_year(y: str) -> int | None:
    n = int(y)
    if len(y) == 2:
        n += 2000 if n < 70 else 1900
    return n if 1900 <= n <= 2099 else None


def _find_periods(norm: str, original: str) -> tuple[list[Quantity], list[tuple[int, int]]]:
    found: list[Quantity] = []
    spans: list[tuple[int, int]] = []
    for m in _PLURAL_PERIODS.finditer(norm):
        # "in the first quarters of 2024 and 2023, respectively": each year's quarter
        n = _ORDINAL[m.group("w").lower()]
        part = "Q" if m.group("p").lower().startswith("quarter") else "H"
        for g in ("y1", "y2"):
            year = _expand_year(m.group(g))
            if year is None or (part == "H" and n > 2):
                break
            s, e = (m.start(), m.end(g)) if g == "y1" else m.span(g)
            insort(spans, (s, e))
            found.append(Quantity(text=original[s:e], value=float(year), kind="period", start=s, end=e,
                                  period=f"{part}{n} {year}"))
    for p, pattern in enumerate(_PERIODS):
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
            if p == len(_PERIODS) - 1:  # CY2023: a calendar year
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


def _parse_number(norm: str, original: str, m: re.Match[str],
                  names: frozenset[str] | set[str] = frozenset()) -> Quantity | None:
    s, e = m.span()
    core = m.group()
    if sum(c.isdigit() for c in core) > MAX_DIGITS:
        return None
    prev = norm[s - 1] if s else ""
    prev2 = norm[s - 2] if s >= 2 else ""
    nxt = norm[e] if e < len(norm) else ""
    nxt2 = norm[e + 1] if e + 1 < len(norm) else ""
    small_int = core.isdigit() and len(core) <= 2
    if ((nxt == ":" and nxt2.isdigit()) or (prev == ":" and prev2.isdigit())) and not (
            nxt == ":" and _TO_ONE.match(norm, e) and _RATIO_WORD.search(norm, max(0, s - 80), s)):
        return None  # clock time, 3:1 (but the 1.25 of "a coverage ratio of 1.25:1.00", read below)
    if prev in "+-" and prev2 in "eE" and s >= 3 and norm[s - 3].isdigit():
        return None  # the exponent of 4.70585e+06: not a figure of its own
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
    if small_int and currency is None and not _AMOUNT_AFTER.match(norm, e) and \
            _REFERENCE_LIST.search(norm, max(0, ref_end - 40), ref_end):
        return None  # the 2 of Scope 1 and 2 (not the 5 billion of "note 4 and 5 billion")
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
    if ("scale1" in rg and currency is None and not {"code", "word"} & rg.keys()
            and norm[s:right.end("scale1")] in names):
        return None  # the company 3M, not 3,000,000
    end = e
    for name in consumed:
        end = max(end, right.end(name))
    closes = [n for n in ("close1", "close2", "close3") if n in rg]
    if open_pos is not None and closes:
        # "increased by 4.8% ($10.9 million)": a change's amount in parentheses after its percent,
        # not a negative
        negative = _PERCENT_BEFORE.search(norm, max(0, open_pos - 12), open_pos) is None
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
    if ("pct" in rg and currency is None and core.isdigit() and len(core) == 4 and 1900 <= int(core) <= 2099
            and _CHANGE_HEADING.match(norm, right.end("pct"))
            and _YEAR_TO.search(norm, max(0, start - 14), start)):
        # "2023 to 2022 % Change", "2023 vs. 2022 % change": a column heading's second year, its
        # percent sign the heading's (it was read as a figure of 2,022 %)
        return Quantity(text=original[s:e], value=float(core), kind="year", start=s, end=e, period=core)
    if "pct" in rg or "pp" in rg or "bps" in rg:
        kind = "percent"
        unit = "%" if "pct" in rg else ("pp" if "pp" in rg else "bps")
        if unit == "bps":
            scale *= _BPS
    elif "mult" in rg:
        kind, unit = "number", "x"
    elif (currency is None and not scale_word and (to_one := _TO_ONE.match(norm, e)) is not None
          and _RATIO_WORD.search(norm, max(0, start - 80), start)
          and not _FROM_BEFORE.search(norm, max(0, start - 8), start)):
        kind, unit = "number", "x"  # "a leverage ratio of 3.50 to 1.00": 3.50x ("from 0.8 to 1.0" is a change)
        end = to_one.end()
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
    for m in _GLUED_DATE_YEAR.finditer(norm):
        s, e = m.span(1)
        out.append(Quantity(text=text[s:e], value=float(m.group(1)), kind="year", start=s, end=e,
                            period=m.group(1)))
    masks += [m.span() for m in _DATE.finditer(norm)]
    masks += [m.span() for m in _CITATION.finditer(norm) if any(c.isdigit() for c in m.group())]
    masks.sort()
    names = _name_tokens(norm)
    mi = consumed = 0
    for m in _CORE.finditer(norm):
        s = m.start()
        while mi < len(masks) and masks[mi][1] <= s:
            mi += 1
        if any(ms <= s < me for ms, me in masks[mi:mi + 4]):
            continue
        if s < consumed:
            continue  # the 1.00 of "3.50 to 1.00", read with its multiple
        q = _parse_number(norm, text, m, names)
        if q is not None:
            out.append(q)
            consumed = q.end if q.unit == "x" else 0
    for m in _CENTS.finditer(norm):  # "slipped eight cents", "12 cents a share": an amount in dollars
        cents = _count(m.group("n"))
        if not cents or any(ms <= m.start() < me for ms, me in masks):
            continue
        out = [q for q in out if not m.start() <= q.start < m.end()]
        out.append(Quantity(text=text[m.start():m.end()], value=cents / 100, kind="currency", currency="USD",
                            start=m.start(), end=m.end(), decimals=2))
    for m in _PERCENT_WORDS.finditer(norm):  # "approximately three percent": a percent in words
        n = _count(m.group("n"))
        if not n or any(ms <= m.start() < me for ms, me in masks):
            continue
        out.append(Quantity(text=text[m.start():m.end()], value=float(n), kind="percent", start=m.start(),
                            end=m.end(), decimals=0, unit="pp" if m.group("points") else "%"))
    out.sort(key=lambda q: q.start)
    return _ranges(norm, out)


_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "  # noqa: SIM905
                                     "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}  # noqa: SIM905
_NUMBER_WORD = (rf"(?:{'|'.join(_TENS)})(?:[ -](?:{'|'.join(list(_UNITS)[1:10])}))?|"
                rf"{'|'.join(sorted(list(_UNITS)[1:], key=len, reverse=True))}")
_CENTS = re.compile(rf"(?<![\w.,$])(?P<n>\d{{1,2}}|{_NUMBER_WORD})[ -]cents?(?![a-z])", _I)
"""An amount in cents, in digits or words ("6 cents", "eight cents", "twenty-five cents"): a dollar figure."""
_PERCENT_WORDS = re.compile(rf"(?<![\w.,$-])(?P<n>{_NUMBER_WORD})[ -](?:percent|(?P<points>percentage[ -]points?))(?![a-z])", _I)
"""A percent in words ("approximately three percent", "two percentage points"); in digits, :data:`_CORE` reads it."""


def _count(n: str) -> int:
    """A count under a hundred in digits or words: "6", "eight", "Forty Two", "twenty-five"."""
    words = n.lower().replace("-", " ").split()
    if len(words) == 1 and words[0].isdigit():
        return int(words[0])
    return _TENS.get(words[0], 0) + _UNITS.get(words[-1], 0) if words[0] in _TENS else _UNITS.get(words[0], 0)


_RANGE_JOIN = re.compile(r"[ ]?(?:-|\u2014|to|and)[ ]?\Z", _I)


def _ranges(norm: str, found: list[Quantity]) -> list[Quantity]:
    """The low end of a range takes the scale and unit written only after the high end:
    "$5.0-5.2 billion" is $5.0 billion to $5.2 billion, "5 to 7%" is 5 % to 7 % (guidance and
    outlooks are written so), and so is a change "from $4.5 to $5.2 billion"."""
    out = list(found)
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if a.kind not in ("number", "currency") or a.unit or a.scale != 1.0 or b.kind not in (
                "number", "currency", "percent") or (b.scale == 1.0 and b.kind != "percent") or b.unit in ("x", "pp", "bps"):
            continue
        if b.start - a.end > 6 or not _RANGE_JOIN.search(norm, a.end, b.start) or (
                a.currency is not None and b.currency not in (None, a.currency)):
            continue
        if a.value and b.value and abs(math.log(abs(a.value * b.scale / b.value))) > abs(math.log(abs(a.value / b.value))):
            continue  # a low end nearer the high end as written is whole: "by $834,000 to $16.4 million"
        out[i] = a.model_copy(update={
            "value": a.value * b.scale, "scale": b.scale, "kind": b.kind if a.kind == "number" else a.kind,
            "unit": b.unit, "currency": a.currency or b.currency})
    return out


# ---------------------------------------------------------------------------------------------
# scale hints of a context passage

_HINT = re.compile(
    r"\(\s*[^()\n]{0,40}?\bin\s+(?P<a>thousands|millions|billions)\b"
    r"|(?:US\$|[$€£¥]|\b(?:USD|EUR|GBP))\s*in\s+(?P<b>thousands|millions|billions)\b"
    r"|\bin\s+(?P<c>thousands|millions|billions)\s+of\b"
    r"|\(\s*(?:US\$|[$€£¥]|USD|EUR|GBP)\s*(?P<d>'?000s?|m|mn|bn|millions?|billions?|thousands?)\s*\)"
    r"|\(\s*(?P<e>thousands|millions|billions)\s+of\s+(?:U\.?S\.?\s+)?(?:dollars|euros|pounds)\b",  # "(Millions of dollars, ..."
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
