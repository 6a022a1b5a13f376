"""Fact tuples: what a figure measures (line item, column, period, value, scale, direction).

A memo sentence "Total sales were $1,496.5 million in 2019, up 24%" and a table row
``Total sales | $1,496.5 | $1,202.9`` under ``| 2019 | 2018`` both become :class:`Fact` tuples,
so that a figure can be checked against the value *of the same line item and period* rather
than against any equal number (:mod:`.verify`). Read here:

* pipe tables as the index stores them (``a | b | c`` rows, with or without edge pipes, ragged
  rows with ``$`` in their own cell, ``( 3 )`` negatives, ``—`` for nil), header rows with
  periods (``| 2019 | 2018 |``, ``Three Months Ended January 31, 2024``) or column names, a
  ``%`` column marker, row labels; a table whose rows are periods has its columns as items;
* text sentences: each figure with the words around it (up to the neighbouring figures) and
  the period attached to it ("$1,373 million in 2017") or named in its sentence, else the
  period of the previous sentence;
* the passage's scale hints ("(in millions)", "in thousands"), kept as candidate scales.

Pure Python over :func:`.extract.extract_quantities`; no model.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Literal

from .extract import Quantity, extract_quantities, unit_hints

Origin = Literal["table", "text", "memo"]
MAX_TABLE_CELLS = 20_000
"""Cells read per passage; a larger table is read up to this many cells (the rest is ignored)."""
MAX_CELL_CHARS = 200

_WORD = re.compile(r"[a-z0-9&]+")
_STOP = frozenset(["a", "an", "the", "of", "in", "on", "for", "to", "from", "and", "or", "by", "at", "as", "with", "its", "it", "this", "that", "these", "those", "is", "was", "were", "are", "be", "been", "being", "has", "had", "have", "will", "would", "which", "what", "who", "how", "much", "many", "than", "then", "there", "their", "our", "we", "us", "company", "company's", "year", "years", "ended", "ending", "end", "fiscal", "period", "periods", "month", "months", "three", "six", "nine", "twelve", "quarter", "quarters", "as", "amount", "value", "figure", "reported", "respectively", "approximately", "about", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "s", "per", "cent", "percent", "percentage", "million", "millions", "billion", "billions", "thousand", "thousands", "us", "usd", "dollars", "dollar", "in", "also", "note", "notes", "other's", "did", "does", "do", "spent", "spend", "spends", "reported", "report", "reports", "recorded", "record", "generated", "generate", "posted", "totaled", "totalled", "totaling", "totalling", "reached", "amounted", "came", "stood", "saw", "made", "paid", "incurred", "change", "changes", "changed", "increase", "increased", "increases", "decrease", "decreased", "decreases", "difference", "rose", "rise", "rises", "risen", "grew", "grow", "grows", "growth", "fell", "fall", "falls", "fallen", "decline", "declined", "declines", "dropped", "drop", "up", "down", "higher", "lower", "compared", "versus", "vs", "between", "more", "less"])
# One spelling per line item, applied to memo and context alike (lower-case text).
_ALIASES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p), r) for p, r in [
        ((r"\bcapital expenditures?\b|\bcapex\b|\bpurchases? of property,? plant,? and equipment\b"
          r"|\bpayments? for property,? plant,? and equipment\b|\bpp&e purchases\b"
          r"|\badditions to property,? plant,? and equipment\b"), " capex "),
        (r"\bproperty,? plant,? and equipment\b|\bpp&e\b", " ppe "),
        (r"\bnet sales\b|\brevenues?\b|\bturnover\b|\bsales\b", " revenue "),
        (r"\bnet earnings\b|\bnet profit\b|\bnet income\b", " netincome "),
        (r"\bearnings per share\b|\beps\b", " eps "),
        (r"\bresearch and development\b|\br&d\b", " rnd "),
        (r"\bselling,? general,? and administrative\b|\bsg&a\b", " sga "),
        (r"\bcost of goods sold\b|\bcogs\b|\bcost of revenue\b", " costofrevenue "),
        (r"\bcash and cash equivalents\b|\bcash and equivalents\b", " cashequivalents "),
        (r"\bearnings before interest,? taxes?,? depreciation,? and amortization\b", " ebitda "),
        (r"\bfree cash flows?\b", " fcf "),
        (r"\boperating income\b|\bincome from operations\b|\boperating profit\b", " operatingincome "),
        (r"\bgross profit\b|\bgross margin\b", " grossprofit "),
        (r"\bincome tax(?:es)? expense\b|\bprovision for income taxes\b", " taxexpense "),
        (r"\bdepreciation and amortization\b", " dna "),
    ]]
_CHANGE = re.compile(
    r"\b(?:change[sd]?|increase[sd]?|decrease[sd]?|difference|grow(?:th|s|n)?|grew|r[oi]se|"
    r"risen|fell|fall(?:en)?|decline[sd]?|drop(?:ped)?|average|compared|versus|vs|between|"
    r"higher|lower|more|less|ratio|proportion|percentage|portion|share|margin)\b", re.IGNORECASE)
_UP = re.compile(r"\b(?:increase[sd]?|r[oi]se|risen|grew|grow(?:th|s|n)?|up|higher|gain(?:ed)?|"
                 r"improve[sd]?|more)\b", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:decrease[sd]?|decline[sd]?|fell|fall(?:en|s)?|drop(?:ped|s)?|down|"
                   r"lower|reduc(?:ed|tion)|less|shr[ai]nk|contract(?:ed|ion))\b", re.IGNORECASE)
_SIGNED_CHANGE = re.compile(r"\b(?:change|net change)\b", re.IGNORECASE)
_AGGREGATE = re.compile(r"\b(?:average|mean|combined|sum|change|difference)\b", re.IGNORECASE)
_ATTACHED = re.compile(
    r"[ \t,]*(?:(?:in|for|during|of|at|as of|by|over|throughout|ended|ending|end of|the|fiscal|"
    r"year|calendar|full|quarter)[ \t]+)*\Z", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[A-Z0-9(\"'$€£])|\n+")
_DASH_CELL = re.compile(r"^[\s$€£¥]*(?:[-—–―]+|n/?a|nm|none|nil|\*+)?[\s$€£¥]*$", re.IGNORECASE)
_PAREN_CELL = re.compile(r"^\(([$€£¥]?)([\d,]*\.?\d+)\)(%?)$")
_PAREN_SPACE = (re.compile(r"\(\s+"), re.compile(r"\s+\)"))


def tokens(text: str) -> tuple[str, ...]:
    """Content words of ``text``: lower-case, line items spelled one way, stop words out."""
    low = text.lower()
    for pattern, repl in _ALIASES:
        low = pattern.sub(repl, low)
    out = []
    for w in _WORD.findall(low):
        if w in _STOP or any(c.isdigit() for c in w):  # figures, periods (fy2023), names (3m)
            continue
        if len(w) > 4 and w.endswith("ies"):
            w = w[:-3] + "y"
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.append(w)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Fact:
    """One figure bound to what it measures. Context facts come from tables or text, memo
    facts from the memo's sentences; ``quantity`` is the figure as read (its own scale)."""

    quantity: Quantity
    origin: Origin
    source: int  # context index; -1 for the memo
    label: str  # row label (tables) or the words around the figure (text)
    label_tokens: tuple[str, ...]
    column: str = ""  # column header (tables)
    column_tokens: tuple[str, ...] = ()
    periods: tuple[str, ...] = ()  # candidate periods; one when bound, none when unknown
    attached: bool = False  # the period is stated right after the figure ("... in 2017")
    percent_column: bool = False
    hint_scales: tuple[float, ...] = ()  # the passage's unit hints (context facts)
    row: int = -1
    col: int = -1
    item_axis: Literal["row", "col"] = "row"  # "col": the rows are periods, columns the items
    table: int = -1
    sentence: str = ""
    change: bool = False  # the words around it speak of a change, ratio or average
    aggregate: bool = False  # ... of an average, sum, change or difference
    direction: Literal["up", "down", ""] = ""
    right_tokens: tuple[str, ...] = field(default=())  # words after the figure (text)
    sentence_tokens: tuple[str, ...] = field(default=())  # every word of its sentence (text)

    @property
    def is_percent(self) -> bool:
        return self.quantity.kind == "percent" or self.percent_column

    def where(self) -> str:
        """Where the figure is, for explanations: the table cell or the text span."""
        if self.origin == "table":
            col = " ".join(x for x in (self.column, *self.periods[:1]) if x) or f"{self.col + 1}"
            row = self.label or f"{self.row + 1}"
            return f"context {self.source + 1}, table row '{row}', column '{col}'"
        return f"context {self.source + 1}, text '{_clip(self.sentence)}'"


def _clip(s: str, n: int = 90) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 1] + "…"


def _is_time(q: Quantity) -> bool:
    return q.kind in ("year", "period")


def _period_key(q: Quantity) -> str:
    return q.period or str(int(q.value))


# ---------------------------------------------------------------------------------------------
# text


def split_sentences(text: str) -> list[tuple[int, str]]:
    """(start offset, sentence) pairs; a light splitter (figures' decimal points stay whole)."""
    out: list[tuple[int, str]] = []
    pos = 0
    for m in _SENTENCE_END.finditer(text):
        if text[pos:m.start()].strip():
            out.append((pos, text[pos:m.start()]))
        pos = m.end()
    if text[pos:].strip():
        out.append((pos, text[pos:]))
    return out


def sentence_facts(sentence: str, origin: Origin, source: int, *, hints: tuple[float, ...] = (),
                   inherited: tuple[str, ...] = ()) -> tuple[list[Fact], tuple[str, ...]]:
    """The figures of one sentence as facts, and the periods the sentence names (to inherit)."""
    qs = extract_quantities(sentence)
    figures = [q for q in qs if not _is_time(q)]
    times = [q for q in qs if _is_time(q)]
    named = tuple(dict.fromkeys(_period_key(t) for t in times))
    sentence_tokens = tokens(sentence)
    facts: list[Fact] = []
    for i, q in enumerate(figures):
        lo = figures[i - 1].end if i else 0
        hi = figures[i + 1].start if i + 1 < len(figures) else len(sentence)
        local_times = [t for t in times if lo <= t.start and t.end <= hi]
        attached = [t for t in local_times if t.start >= q.end
                    and _ATTACHED.match(sentence[q.end:t.start]) is not None
                    and not any(f.start >= q.end and f.end <= t.start for f in figures)]
        if attached:
            periods, is_attached = (_period_key(attached[0]),), True
        elif local_times:
            periods, is_attached = tuple(dict.fromkeys(_period_key(t) for t in local_times)), False
        else:
            periods, is_attached = (named or inherited), False
        left, right = sentence[lo:q.start], sentence[q.end:hi]
        local = left + " " + right
        direction: Literal["up", "down", ""] = ""
        if q.value < 0:
            direction = "down"
        elif _UP.search(local) and not _DOWN.search(local):
            direction = "up"
        elif _DOWN.search(local) and not _UP.search(local):
            direction = "down"
        elif q.value > 0 and _SIGNED_CHANGE.search(local):
            direction = "up"  # "the change was 12": a signed quantity, positive
        facts.append(Fact(
            quantity=q, origin=origin, source=source, label=_clip(left.strip() + " … " + right.strip()),
            label_tokens=tokens(left), right_tokens=tokens(right), periods=periods,
            sentence_tokens=sentence_tokens,
            attached=is_attached, hint_scales=hints, sentence=sentence,
            change=_CHANGE.search(local) is not None, direction=direction,
            aggregate=_AGGREGATE.search(local) is not None))
    return facts, named or inherited


def text_facts(text: str, origin: Origin, source: int,
               hints: tuple[float, ...] = ()) -> list[Fact]:
    """Every figure of a text (memo or a context passage's prose) as a fact."""
    out: list[Fact] = []
    inherited: tuple[str, ...] = ()
    for _, sentence in split_sentences(text):
        facts, inherited = sentence_facts(sentence, origin, source, hints=hints,
                                          inherited=inherited)
        out.extend(facts)
    return out


# ---------------------------------------------------------------------------------------------
# tables


@dataclass(slots=True)
class _Cell:
    text: str
    quantity: Quantity | None = None  # a figure (not a period)
    periods: tuple[str, ...] = ()
    nil: bool = False  # "—", "n/a": a value slot with no value
    currency_only: bool = False  # "$" alone: belongs to the next cell


def _read_cell(text: str) -> _Cell:
    text = text.strip()[:MAX_CELL_CHARS]
    if not text or _DASH_CELL.match(text):
        only_currency = bool(text) and all(c in "$€£¥ " for c in text)
        return _Cell(text, nil=bool(text) and not only_currency, currency_only=only_currency)
    norm = _PAREN_SPACE[1].sub(")", _PAREN_SPACE[0].sub("(", text))
    norm = _PAREN_CELL.sub(r"-\1\2\3", norm)  # a whole cell "(3)" is -3, not a list item
    qs = extract_quantities(norm)
    figures = [q for q in qs if not _is_time(q)]
    times = [q for q in qs if _is_time(q)]
    if len(figures) == 1 and not tokens(norm[:figures[0].start] + norm[figures[0].end:]):
        return _Cell(text, quantity=figures[0])
    if times and not figures:
        return _Cell(text, periods=tuple(dict.fromkeys(_period_key(t) for t in times)))
    return _Cell(text)


def _split_row(line: str) -> list[str]:
    cells = line.split("|")
    if line.startswith("|") and line.rstrip().endswith("|") and len(cells) >= 2:
        cells = cells[1:-1]  # markdown edges
    return cells


def _is_pipe_line(line: str) -> bool:
    return line.count("|") >= 1 and (" | " in line or line.strip().startswith("|"))


def split_tables(text: str) -> tuple[list[list[str]], str]:
    """(pipe tables as lists of row lines, the prose outside them)."""
    tables: list[list[str]] = []
    prose: list[str] = []
    current: list[str] = []
    for line in text.split("\n"):
        if _is_pipe_line(line):
            if not re.fullmatch(r"[\s|:\-]+", line):  # markdown separator row
                current.append(line)
            continue
        if current:
            tables.append(current)
            current = []
        prose.append(line)
    if current:
        tables.append(current)
    return tables, "\n".join(prose)


def table_facts(lines: list[str], source: int, table_no: int,
                hints: tuple[float, ...]) -> list[Fact]:
    """The value cells of one pipe table, each bound to its row label, column and period."""
    facts: list[Fact] = []
    header_rows: list[list[_Cell]] = []
    period_row: list[_Cell] | None = None
    budget = MAX_TABLE_CELLS
    for r, line in enumerate(lines):
        raw = _split_row(line)
        if budget <= 0:
            break
        budget -= len(raw)
        cells = [_read_cell(c) for c in raw]
        label_cell = cells[0] if cells else _Cell("")
        rest = cells[1:]
        values = [c for c in rest if c.quantity is not None]
        if label_cell.quantity is not None and not label_cell.periods:
            values = [c for c in cells if c.quantity is not None]
            label_cell, rest = _Cell(""), cells
        if not values:
            header_rows.append(cells)
            if any(c.periods for c in cells):
                period_row = cells
            continue
        row_period = label_cell.periods[0] if label_cell.periods else None
        label = label_cell.text.strip() if not row_period else ""
        slots = [c for c in rest if not c.currency_only]  # compressed alignment
        positional = period_row is not None and len(period_row) == len(cells)
        header_texts = _column_texts(header_rows, len(cells))
        for j, cell in enumerate(cells):
            if cell.quantity is None or cell is label_cell:
                continue
            periods: tuple[str, ...] = ()
            column = header_texts[j] if header_texts and j < len(header_texts) else ""
            if row_period:
                periods = (row_period,)
            elif positional and period_row is not None:
                periods = _positional_period(period_row, j)
            elif period_row is not None:
                periods = _compressed_period(period_row, slots, cell)
            col_tokens = tokens(column)
            percent = "%" in column or "percent" in column.lower() or (
                "%" in cell.text and cell.quantity.kind == "percent")
            facts.append(Fact(
                quantity=cell.quantity, origin="table", source=source, label=label,
                label_tokens=tokens(label), column=" ".join(column.split()),
                column_tokens=col_tokens, periods=periods, attached=bool(periods),
                percent_column=percent, hint_scales=hints, row=r, col=j, table=table_no,
                item_axis="col" if row_period else "row",
                sentence=line.strip()))
    return facts


def _column_texts(header_rows: list[list[_Cell]], width: int) -> list[str]:
    """Header words per column position (period cells left out), for rectangular tables."""
    texts = ["" for _ in range(width)]
    for cells in header_rows[-3:]:
        if len(cells) != width:
            continue
        for j, c in enumerate(cells):
            if c.text and not c.periods and not c.nil and not c.currency_only:
                texts[j] = (texts[j] + " " + c.text).strip()
    return texts


def _positional_period(period_row: list[_Cell], j: int) -> tuple[str, ...]:
    """The period over column ``j``; an empty header cell sits under the spanning one at left."""
    k = j
    while k > 0 and not period_row[k].periods and not period_row[k].text.strip():
        k -= 1
    return period_row[k].periods[:1] if period_row[k].periods else ()


def _compressed_period(period_row: list[_Cell], slots: list[_Cell],
                       cell: _Cell) -> tuple[str, ...]:
    """Ragged rows: the n-th value slot under the n-th period (blockwise when a multiple)."""
    periods = [c.periods[0] for c in period_row if c.periods]
    value_slots = [c for c in slots if c.quantity is not None or c.nil]
    if not periods or cell not in value_slots:
        return ()
    i = next(k for k, c in enumerate(value_slots) if c is cell)
    n, m = len(value_slots), len(periods)
    if n == m:
        return (periods[i],)
    if n > m and n % m == 0:
        return (periods[i // (n // m)],)
    if n < m:  # a row with fewer values: the most recent columns come first in filings
        return (periods[i],)
    return ()


# ---------------------------------------------------------------------------------------------
# a whole context


def context_facts(contexts: list[str]) -> list[Fact]:
    """Every figure of every context passage, from its tables and its prose."""
    out: list[Fact] = []
    for ci, ctx in enumerate(contexts):
        hints = tuple(scale for scale, _ in unit_hints(ctx))
        tables, prose = split_tables(ctx)
        for ti, lines in enumerate(tables):
            out.extend(table_facts(lines, ci, ti, hints))
        out.extend(text_facts(prose, "text", ci, hints))
    return [f for f in out if math.isfinite(f.quantity.value)]
