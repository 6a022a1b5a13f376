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
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations
from typing import Any, Literal

from pydantic import BaseModel, Field

from tinyrag_eval.schema import MetricResult

from .extract import MONTH, Quantity, extract_quantities
from .facts import (
    APPROX,
    DOWN_NOUNS,
    DOWN_VERBS,
    TOTALED,
    UP_NOUNS,
    UP_VERBS,
    Fact,
    asks_operation_words,
    context_facts,
    says_ratio,
    says_total,
    share_row,
    split_sentences,
    states_direction,
    text_facts,
    tokens,
    undated_tokens,
)
from .formula import Formula, parse_definition, standard_metric
from .match import MAX_ROUNDING_REL, Window, format_figure, half_unit, window

METRIC_NAME = "fact_verification"
BIND_TABLE = 0.6
"""Share of a row label's (and column header's) word weight the memo must name to bind to it."""
BIND_TEXT = 0.5
"""Overlap coefficient between the memo's and a context figure's surrounding words to bind."""
NAMED_ROW = 0.75
"""A row the memo names this well is an operand candidate of a ratio, sum or difference of rows."""
QUALIFIERS = frozenset({"total", "net"})
"""Words of a row label that a memo naming the item often leaves out: "revenue" is the "Total net
revenue" row more than the "Total cost of revenue" row. Unsaid, they weigh ``QUALIFIER_UNSAID`` of
their weight in the label's total, so a row that differs only by them still binds, and one that
says them when the memo does ("net interest income") still wins over one that does not."""
QUALIFIER_UNSAID = 0.25
MAX_CONTEXT_FACTS = 50_000
MAX_BOUND = 40
"""Bound context facts a derivation searches (pairs: at most MAX_BOUND squared)."""

_OPERATION = re.compile(
    r"\b(?:ratio|proportion|percentage|portion|share|average|mean|sum|difference|change)\s+"
    r"(?:of|to|over|between|in|for)\b|\bas an? (?:percentage|share|proportion|portion) of\b",
    re.IGNORECASE)
"""Words that ask for an operation ("the ratio of A to B", "as a percentage of revenue")."""
Verdict = Literal["supported", "derived", "contradicted", "unsupported"]


class FactVerdict(BaseModel):
    """The verdict on one figure of the memo, with what it was bound to."""

    figure: str = Field(description="the figure as written in the memo")
    sentence: str
    verdict: Verdict
    explanation: str = Field(description="the matching row/column or text span, or why not")
    periods: list[str] = Field(default_factory=list, description="the periods the memo gives it")
    line_item: str = Field("", description="the context line item it was bound to ('' if none)")
    binding: Literal["line item", "value only", "none"] = "none"
    evidence: list[str] = Field(default_factory=list, description="context locations used")
    sentence_index: int = Field(-1, description="index of the memo sentence holding the figure")
    start: int = Field(-1, description="character span of the figure in the memo")
    end: int = -1
    context_value: str = Field(
        "", description="the context's value the verdict rests on: the matching figure as written "
        "there, the computed value of a derivation, or -- contradicted -- the value the memo should "
        "state, written the way the memo writes the figure (``stated_like``) ('' if none)")
    sources: list[int] = Field(default_factory=list,
                               description="indices of the context passages the verdict rests on")
    about: Literal["value", "words"] = Field(
        "value", description="what a contradiction is about: the figure's value, or the words that "
        "state it (a direction or a sign the context does not bear out; the figure itself is right)")


@dataclass(frozen=True, slots=True)
class _Reading:
    window: Window
    factor: float  # context raw value x factor is compared with the window
    note: str


# ---------------------------------------------------------------------------------------------
# periods


@lru_cache(maxsize=4096)  # a passage's few period keys, parsed for every pair of facts compared
def _period_parts(key: str) -> tuple[int, str]:
    """("Q3 2023") -> (2023, "Q3"); ("FY2023") -> (2023, ""); ("2023") -> (2023, "")."""
    head, _, tail = key.rpartition(" ")
    digits = "".join(c for c in (tail or key) if c.isdigit())
    year = int(digits) if digits else 0
    return year, head if head[:1] in ("Q", "H") else ""


def _period_order(key: str) -> float:
    year, part = _period_parts(key)
    return year + (int(part[1]) / 10 if part[1:].isdigit() else 0)


def _same_period(a: str, b: str) -> bool:
    (ya, pa), (yb, pb) = _period_parts(a), _period_parts(b)
    return ya == yb and (not pa or not pb or pa == pb)


def _period_ok(memo: Fact, ctx: Fact) -> bool:
    if memo.span and ctx.span and memo.span != ctx.span:
        return False  # the nine months ended December 31, 2023 are not its three months
    if memo.month and ctx.month and memo.month != ctx.month:
        return False  # a balance at December 31, 2023 is not the one at March 31, 2023
    if memo.not_periods and any(_same_period(a, b) for a in memo.not_periods for b in ctx.periods):
        return False
    if memo.before and ctx.periods and not any(_period_order(b) < _period_order(memo.before)
                                               and not _same_period(b, memo.before) for b in ctx.periods):
        return False  # "up from Y" after "X in 2025": Y is of a period before 2025 (after "X in the first
        # quarter of 2024", not of the context's "2024": its quarter, the same period)
    if ctx.before and not ctx.periods and memo.periods and not any(
            _period_order(a) < _period_order(ctx.before) and not _same_period(a, ctx.before) for a in memo.periods):
        return False  # ... and the context's "compared with $12.6 million" after "$19.4 million for 2023" is not 2023's
    if not memo.periods or not ctx.periods:
        return True
    return any(_same_period(a, b) for a in memo.periods for b in ctx.periods)


def _in_periods(fact: Fact, periods: Iterable[str]) -> bool:
    return any(_same_period(p, q) for p in fact.periods for q in periods)


# ---------------------------------------------------------------------------------------------
# binding


_LABEL_FIGURE = re.compile(r"\d[\d,.]*%?")


def _label_figures(text: str) -> set[str]:
    """The figures written in a row label or a sentence ("5.25%", "2029"), as written."""
    return {m.group().rstrip(".,") for m in _LABEL_FIGURE.finditer(text)}


class Binder:
    """IDF-weighted overlap between a memo figure's words and each context fact's label."""

    def __init__(self, facts: list[Fact]) -> None:
        df: dict[str, int] = {}
        for f in facts:
            for t in set(f.label_tokens + f.column_tokens + f.right_tokens
                         + f.sentence_tokens):
                df[t] = df.get(t, 0) + 1
        n = len(facts)
        self.idf = {t: math.log((n + 1) / (c + 1)) + 1.0 for t, c in df.items()}
        # each table's column groups' names ("Net Revenue", "Direct Operating Expenses")
        self.groups: dict[tuple[int, int], set[tuple[str, ...]]] = {}
        for f in facts:
            if f.group_tokens:
                self.groups.setdefault((f.source, f.table), set()).add(f.group_tokens)
        self.default = math.log(n + 1) + 1.0
        self._per_list: dict[tuple[str, int], tuple[list[Fact], Any]] = {}

    @staticmethod
    def _names(mw: dict[str, float], words: Iterable[str], qualifiers: frozenset[str]) -> bool:
        return any(t in mw for t in words if t not in qualifiers)

    def weight(self, t: str) -> float:
        return self.idf.get(t, self.default)

    def memo_weights(self, memo: Fact) -> dict[str, float]:
        w: dict[str, float] = {}
        if not (memo.label_tokens or memo.right_tokens):  # "... and $1.0 billion in 2018"
            return dict.fromkeys(memo.sentence_tokens, 0.9)
        for t in memo.right_tokens:
            w[t] = 0.8
        for t in memo.label_tokens:
            w[t] = 1.0
        return w

    def _cover(self, mw: dict[str, float], label: Iterable[str],
               qualifiers: frozenset[str] = QUALIFIERS) -> tuple[float, float]:
        label = set(label)
        total = math.fsum(self.weight(t) * (QUALIFIER_UNSAID if t in qualifiers and t not in mw else 1.0)
                    for t in label)
        matched = math.fsum(self.weight(t) * mw[t] for t in label if t in mw)
        return (matched / total if total else 0.0), matched

    def score(self, mw: dict[str, float], memo_total: float, c: Fact,
              qualifiers: frozenset[str] = QUALIFIERS) -> tuple[float, float]:
        """(score, matched weight). A table cell: the share of its row label's word weight the
        memo names (of the column header's when the rows are periods), ties broken by the
        column's words too. A text figure: the overlap coefficient with its sentence."""
        if c.origin == "table":
            # a row of a column group ("Digital Advertising" under "Net Revenue") is that group's
            # line item: a memo that names another group of the table does not mean it ("Digital
            # Advertising direct operating expenses increased ... 7.1%" is not the revenue's 7.1%); one
            # that names none may mean any ("Digital Advertising was 150,276 in 2023"); the row's own
            # words are what the memo must name as fully as any row's (the group's words, which the
            # column's add to the matched weight, would make a half-named row, "Segment Alpha", bind)
            # (a group is named by its words that are not the row's: "Other" does not name "Other
            # Postretirement Benefits" of the row "Other", nor "Total" "Total Loans")
            own = set(c.label_tokens)
            if c.group_tokens and not self._names(mw, set(c.group_tokens) - own, qualifiers) and any(
                    self._names(mw, set(g) - own, qualifiers) for g in self.groups.get((c.source, c.table), ())):
                return 0.0, 0.0
            row, row_m = self._cover(mw, c.label_tokens, qualifiers)
            if c.head_tokens:
                row, row_m = max((row, row_m), self._cover(mw, c.head_tokens))
            loss = _loss_tokens(c.label)
            if loss:  # "Net income (loss)" is the "net loss" a memo states too
                row, row_m = max((row, row_m), self._cover(mw, loss, qualifiers))
            gain = _gain_tokens(c.label)
            if gain:  # ... and "Operating (loss) income" the "operating income"
                row, row_m = max((row, row_m), self._cover(mw, gain, qualifiers))
            col, col_m = self._cover(mw, [t for t in c.column_tokens if t not in own] if c.group_tokens
                                     else c.column_tokens)
            # the table's title, where it names the line item its rows measure, tells equally named
            # rows apart ("Western" of "A summary of operating income (loss) by operating segment" for
            # "the Western segment's operating income", not of the revenues' table above it, nor
            # that table's "Operating income" total row)
            named = set(c.label_tokens) | set(c.column_tokens)
            col_m += math.fsum(self.weight(t) * mw[t] for t in set(c.title_tokens)
                               if t in mw and t not in _TITLE_GENERIC and t not in named)
            if c.item_axis == "dated":  # a roll-forward's dated row: its label ("Balances at ...") or,
                # when the columns are the items (segments), its column names the line item
                return max((row, row_m + col_m), (col, col_m + row_m))
            return (row, row_m + col_m) if c.label_tokens else (col, col_m)
        cw = set(c.sentence_tokens)
        total = math.fsum(self.weight(t) for t in cw)
        matched = math.fsum(self.weight(t) * mw[t] for t in cw if t in mw)
        denom = min(total, memo_total)
        return (matched / denom if denom else 0.0), matched

    def names_locally(self, memo: Fact, c: Fact, share: float = 0.6) -> bool:
        """The words right around a prose figure carry ``share`` of the memo figure's own
        (left-hand) words' weight."""
        own = set(memo.label_tokens) or set(memo.right_tokens) or set(memo.sentence_tokens)
        total = math.fsum(self.weight(t) for t in own)
        near = set(c.label_tokens) | set(c.right_tokens)
        return total > 0 and math.fsum(self.weight(t) for t in own & near) >= share * total

    def unnamed(self, memo: Fact, c: Fact) -> float:
        """The weight of a prose figure's own left-hand words that the memo's sentence does not say."""
        said = set(memo.sentence_tokens)
        return math.fsum(self.weight(t) for t in set(c.label_tokens) if t not in said)

    def names_in_sentence(self, memo: Fact, c: Fact, share: float) -> bool:
        """A prose figure's sentence carries ``share`` of the memo figure's own words' weight
        ("Bell Media operating revenues increased by 3.4%" does not name Bell Wireless's)."""
        own = set(memo.label_tokens) or set(memo.right_tokens) or set(memo.sentence_tokens)
        total = math.fsum(self.weight(t) for t in own)
        return total > 0 and math.fsum(self.weight(t) for t in own & set(c.sentence_tokens)) >= share * total

    def _once(self, name: str, ctx: list[Fact], build: Any) -> Any:
        """``build(ctx)``, computed once per list of context facts in a check (a few lists per
        check: every fact, each mode's of :func:`same_mode`)."""
        got = self._per_list.get((name, id(ctx)))
        if got is None or got[0] is not ctx:
            got = self._per_list[(name, id(ctx))] = (ctx, build(ctx))
        return got[1]

    def prose_items(self, ctx: list[Fact]) -> list[tuple[Fact, tuple[str, ...]]]:
        """:func:`_prose_items` of ``ctx``, read once per check (every operand of every memo
        figure looks them up)."""
        return self._once("prose", ctx, _prose_items)

    def table_words(self, ctx: list[Fact]) -> set[str]:
        """Every word that names a table cell's line item in ``ctx``; read once per check."""
        return self._once("table_words", ctx, lambda facts: set().union(
            *(_row_words(c) for c in facts if c.origin == "table")))

    def change_levels(self, ctx: list[Fact]) -> set[int]:
        """ids of the prose levels that come in a change's pair ("rose to X from Y", "X, up from Y",
        "X (2024: Y)"): a sentence that states two or more levels; read once per check."""
        return self._once("paired", ctx, _change_levels)

    def local(self, mw: dict[str, float], c: Fact) -> float:
        """How well the words right around a text figure match the memo's (left ones first)."""
        cw = dict.fromkeys(c.right_tokens, 0.5) | dict.fromkeys(c.label_tokens, 1.0)
        return math.fsum(self.weight(t) * min(w, mw[t]) for t, w in cw.items() if t in mw)

    def bind(self, memo: Fact, ctx: list[Fact]) -> tuple[list[Fact], list[Fact], set[int]]:
        """(the facts of the line item the memo figure names, every fully named row's facts, the ids of
        the bound facts that are only a change's operands: the bound sentence's other figures)."""
        mw = self.memo_weights(memo)
        memo_total = math.fsum(self.weight(t) * w for t, w in mw.items())
        operands_only: set[int] = set()  # ids of the bound sentence's other figures (a change's operands)
        tables: list[tuple[float, float, Fact]] = []
        texts: list[tuple[float, float, Fact]] = []
        # a per-share figure ("the loss per share was $0.01") is a per-share row's ("Loss per share -
        # basic and diluted"), not the "Net loss" row's that its words name as fully; such rows'
        # "basic", "diluted", "common" are qualifiers a memo leaves out
        per_share = _per_share_figure(memo) and any(c.origin == "table" and _per_share(c.label) for c in ctx)
        for c in ctx:
            if memo.span and c.span and c.span != memo.span:
                continue  # the quarter's line item is not a row of the nine months' table
            if per_share and c.origin == "table" and not _per_share(c.label):
                continue
            s, m = self.score(mw, memo_total, c, _SHARE_QUALIFIERS if per_share else QUALIFIERS)
            if m <= 0:
                continue
            if c.origin == "table" and s >= BIND_TABLE:
                tables.append((round(s, 3), round(m, 6), c))
            elif c.origin != "table" and s >= BIND_TEXT:
                texts.append((round(s, 3), round(m, 6), c))
        bound: list[Fact] = []
        if tables:
            # the best-named line item(s), every cell of them: the column's words pick the row
            # among equally named rows and order its cells, but never drop a period of the row
            # ("selling expenses for 2018 and 2019" binds both columns, not only the one whose
            # header also says "December")
            top = max(s for s, _, _ in tables)
            rows: dict[tuple[Any, ...], list[tuple[float, Fact]]] = {}
            for s, m, c in tables:
                if s == top:
                    rows.setdefault(_item_key(c), []).append((m, c))
            if len(rows) > 1:  # equally named rows: the one whose label's figures the memo writes
                said = {k: _label_figures(cells[0][1].label) & _label_figures(memo.sentence) for k, cells in rows.items()}
                most = max(len(v) for v in said.values())
                if most:  # "the 5.25% Senior Notes due 2029" is not the 4.50% notes due 2027
                    rows = {k: cells for k, cells in rows.items() if len(said[k]) == most}
            if len(rows) > 1 and (memo.quantity.kind != "percent" or memo.change):
                # ... a share row ("Percentage of total revenue" under "Americas") only for a share:
                # "Revenue from the Americas decreased by $60.2 million", "... dropped 28%" are the
                # line item's amount and change
                rows = {k: cells for k, cells in rows.items() if not share_row(cells[0][1].label)} or rows
            best_m = max(m for cells in rows.values() for m, _ in cells)
            for cells in rows.values():
                if max(m for m, _ in cells) == best_m:
                    bound += [c for _, c in sorted(cells, key=lambda mc: -mc[0])]
        in_sentence: list[Fact] = []
        if texts:
            # the best-named sentence that has a figure of the memo figure's kind ("This represents
            # 74% and 89% of total revenues" after the sentence that names the revenue's item)
            pool = [t for t in texts if _kind_ok(memo, t[2])] or texts
            if memo.before:  # ... of the period a prior level ("up from 18.2% a year earlier") is of: a
                # sentence of the current period's figures alone says nothing of it
                pool = [t for t in pool if t[2].periods and _period_ok(memo, t[2])]
            best = max(((s, m) for s, m, c in pool), default=None)
            # (the sentences of that score that hold such a figure: two sentences of one passage
            # share its words, "The 30.0% effective rate for ... 2024" and "... the 18.2% effective
            # rate for ... 2023")
            where = {(c.source, c.offset) for s, m, c in pool if (s, m) == best}
            in_sentence = [c for s, m, c in texts if (s, m) == best and (c.source, c.offset) in where]
        if in_sentence:
            # of the sentence's figures, those the memo's figure can be compared with: of its kind
            # ("$6.65 billion" is not the "7%" beside it), and a stated level not a stated change
            # ("rose 8% to $47.6 million" against "increased $3,678, or 8%, to $47,578")
            fits = [c for c in in_sentence if _kind_ok(memo, c)] or in_sentence
            if memo.role == "level":
                # ... a prior level ("from $1.87") the sentence's prior level ("compared to $1.87
                # last year"), a current level the current one; then a level, not a change
                fits = [c for c in fits if c.prior == memo.prior] or fits
                fits = [c for c in fits if c.role == "level" or not (c.role == "change" or c.temporal)] or fits
            locals_ = [(self.local(mw, c), c) for c in in_sentence]
            fit = {id(c) for c in fits}  # by identity: a Fact's == compares every field (quadratic
            # on a passage of thousands of alike sentences)
            top = max(v for v, c in locals_ if id(c) in fit)
            best = [c for v, c in locals_ if id(c) in fit and ((top > 0 and v >= top * 0.999)
                    or not (c.label_tokens or c.right_tokens))]

            if (not best and len(fits) < len(in_sentence)) or not (memo.label_tokens or memo.right_tokens):
                best = fits  # words tell none of them apart ("$25,846 and $23,068 in 2023 and 2022,
                # respectively": the second has no words of its own), the periods will
            bound += best
            if memo.change or memo.aggregate:  # "rose by X": the operands are the sentence's other figures
                chosen = {id(c) for c in best}
                rest = [c for _, c in sorted(locals_, key=lambda vc: -vc[0]) if id(c) not in chosen]
                bound += rest
                operands_only = {id(c) for c in rest}
        named = [c for s, _, c in tables if s >= NAMED_ROW]
        return bound[:MAX_BOUND], named[:MAX_BOUND], operands_only


_TITLE_GENERIC = frozenset("""segment business result summary consolidated operation table following data financial
selected key metric information statement comparison overview follows below""".split())  # noqa: SIM905
"""Words of a table's title that name no line item or part of the business ("Business Segments"):
a memo's "segment" does not choose that table over another."""
_PER_SHARE = re.compile(r"\bper[ \t]+(?:[\w-]+[ \t]+){0,3}shares?\b|\bEPS\b", re.IGNORECASE)
_SHARE_QUALIFIERS = QUALIFIERS | {"basic", "diluted", "common", "ordinary"}


@lru_cache(maxsize=8192)
def _per_share(label: str) -> bool:
    return _PER_SHARE.search(label) is not None


def _per_share_figure(memo: Fact) -> bool:
    """A memo's amount stated per share: "$0.07 per diluted share", "diluted EPS of $0.07", "the
    loss per share was $0.01", "... per share was $0.22, compared with $0.05" (an unscaled currency
    figure with per-share words before it in its sentence, or right after it)."""
    q = memo.quantity
    if q.kind != "currency" or q.scale != 1.0 or q.start < 0 or not memo.sentence:
        return False
    return _PER_SHARE.search(memo.sentence[:q.end + 30]) is not None


def named_items(sentence_words: Iterable[str], ctx: list[Fact], binder: Binder) -> list[Fact]:
    """The context facts whose line item a memo sentence names: a table cell whose row label (or
    its head) the sentence names at ``BIND_TABLE``, a prose figure whose sentence overlaps it at
    ``BIND_TEXT``. The operands ``numeric_consistency`` may derive a figure from."""
    mw = dict.fromkeys(sentence_words, 1.0)
    total = math.fsum(binder.weight(t) for t in mw)
    out: list[Fact] = []
    for c in ctx:
        s, m = binder.score(mw, total, c)
        if m > 0 and s >= (BIND_TABLE if c.origin == "table" else BIND_TEXT):
            out.append(c)
    return out


# ---------------------------------------------------------------------------------------------
# values


def _readings(memo: Fact, ctx: Fact, rel_tol: float) -> list[_Reading]:
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
                for s in _UNSTATED_SCALES if s < q.scale]
    return out


_UNSTATED_SCALES = (1e3, 1e6)
"""The scales a table may be in when its passage states none (beside the memo's own)."""


def _scale_name(s: float) -> str:
    return {1e3: "thousands", 1e6: "millions", 1e9: "billions"}.get(s, f"x{s:g}")


_PERCENT_LIKE = 1000.0
"""An unmarked context number may be read as a percent only below this magnitude."""


def _kind_ok(memo: Fact, ctx: Fact) -> bool:
    q, c = memo.quantity, ctx.quantity
    if q.kind == "percent":
        if ctx.is_percent:
            return True
        # an unmarked cell may be a percent ("Gross margin | 41.2 | 40.1"); 46,455 is a count or an
        # amount in a scaled table, whatever its row is named
        return (c.currency is None and c.scale == 1.0 and c.unit == "" and not memo.change
                and abs(c.value) < _PERCENT_LIKE)
    if q.unit == "x":
        return c.unit == "x"
    # a plain number may quote a percent row's cell ("volatility (%) was 62.13"); not a cell
    # that is itself a percent or sits in a percent column
    if c.kind == "percent" or ctx.percent_column or c.unit == "x":
        return False
    if q.currency is None and c.currency is not None and memo.sentence and q.end >= 0 and \
            _COUNT_AFTER.match(memo.sentence, q.end):
        return False  # "2,719,744 shares" is a count, not the "$25.0 million" of the sale
    return q.currency is None or c.currency is None or q.currency == c.currency


_COUNT_AFTER = re.compile(
    r"[ \t]+(?:[a-z-]+[ \t]+)?(?:shares|units|customers|employees|stores|restaurants|locations|facilities|"
    r"vehicles|subscribers|members|users|accounts|homes|rigs|wells|people|patients|sites|properties|"
    r"contracts|loans|policies|clients)\b", re.IGNORECASE)

MAGNITUDE = 1000.0
"""A memo figure this many times larger or smaller than a line item's value, under every reading of
the context's scale, is not a statement of that value: "it took $2.77 of assets to generate $1 of
revenue" is not total assets of $379,680 million stated wrongly."""


def _comparable(memo: Fact, ctx: Fact, rel_tol: float) -> bool:
    """The memo figure is within ``MAGNITUDE`` of the context figure under some reading."""
    q = memo.quantity
    m, v = abs(q.value), abs(ctx.quantity.value)
    if m == 0 or v == 0:
        return True
    # the memo's digits too ("$994.8 million" against a cell of 1,202.9 in a table whose scale the
    # passage does not state)
    memo_values = (m, m / q.scale) if q.scale > 1.0 and not ctx.per_unit else (m,)
    return any(1 / MAGNITUDE <= x / (v * r.factor) <= MAGNITUDE
               for x in memo_values for r in _readings(memo, ctx, rel_tol))


def _rounds_to(memo: Fact, ctx: Fact) -> bool:
    """The context figure rounds to the memo's at the memo's own precision, past the
    ``MAX_ROUNDING_REL`` a match allows ("$0.1 million" against 123 under "(in thousands)"):
    too coarse to confirm it, and no contradiction either."""
    q = memo.quantity
    half = 0.5 * 10 ** -q.decimals * q.scale
    v = abs(ctx.quantity.value)
    return any(abs(v * r.factor - abs(q.value)) <= half * (1 + 1e-9)
               for r in _readings(memo, ctx, 0.0) if r.factor != 1.0 or not r.note) or (
        not ctx.hint_scales and q.scale > 1.0 and abs(v - abs(q.value) / q.scale) <= half / q.scale * (1 + 1e-9))


def _value_ok(memo: Fact, ctx: Fact, rel_tol: float) -> str | None:
    """The reading note ('' for a plain match) when the context figure has the memo's value."""
    v = abs(ctx.quantity.value)
    for r in _readings(memo, ctx, rel_tol):
        if r.window.accepts(v * r.factor):
            return r.note
    return None


# ---------------------------------------------------------------------------------------------
# derivations over bound facts


@dataclass(frozen=True, slots=True)
class _Derived:
    how: str
    operands: tuple[Fact, ...]
    flipped: bool  # the value matches but the direction contradicts the memo
    shown: str = ""  # the computed value


@dataclass(frozen=True, slots=True)
class _Candidate:
    op: str  # difference, sum, average, percentage change, ratio
    value: float  # in the operands' raw units (ratios: a pure number)
    operands: tuple[Fact, ...]
    ordered: bool  # operands in period order: the sign of a difference is a direction
    percents: bool  # the operands are percents


def _is_change(f: Fact) -> bool:
    """A figure stated as a change (memo or context prose): "by £16.2 million", "up 7.9%"."""
    if f.origin == "table" or f.role == "level":
        return False
    return f.role == "change" or bool(f.direction) or (f.origin == "memo" and f.change)


_CHANGE_BEFORE = re.compile(
    rf"\b(?:(?:{UP_NOUNS}|{DOWN_NOUNS}|change)s?[ \t]+(?:of|by)|(?:{UP_VERBS}|{DOWN_VERBS})(?:[ \t]+by)?)"
    rf"[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)


_CHANGE_AFTER = re.compile(
    rf"[ \t]*(?:,[ \t]*or[ \t]+[\d.]+[ \t]?%[ \t]*,[ \t]*)?(?:net[ \t]+)?(?:{UP_NOUNS}|{DOWN_NOUNS})s?\b",
    re.IGNORECASE)


def _stated_change(c: Fact) -> bool:
    """A prose figure stated as a change ("an increase of $2.3 million", "rose by 12%", "a $111.5
    million increase", "a $30.2 million, or 1.1%, decrease"), not a level."""
    return c.origin == "text" and (c.role == "change" or (c.role != "level" and (_CHANGE_BEFORE.search(
        c.sentence, max(0, c.quantity.start - 40), max(0, c.quantity.start)) is not None or (
        c.quantity.end >= 0 and _CHANGE_AFTER.match(c.sentence, c.quantity.end) is not None))))


_PERIOD_WORDS = frozenset(tokens("January February March April May June July August September October November "
                                 "December quarter year month week fiscal period ended ending"))
"""Words of a memo figure's left that name its period, not its line item."""


_CAPITALIZED = re.compile(r"\b[A-Z][\w&-]*")


def _capitalized(sentence: str) -> set[str]:
    """The words a sentence capitalizes: names of segments, regions, products ("Americas")."""
    return set(tokens(" ".join(_CAPITALIZED.findall(sentence))))


def _row_words(c: Fact) -> set[str]:
    """Every word that names a table cell's line item: its row, column, group and table title."""
    return set(c.label_tokens) | set(c.head_tokens) | set(c.column_tokens) | set(c.group_tokens) | set(
        c.title_tokens) | set(_gain_tokens(c.label)) | set(_loss_tokens(c.label))


def _item_key(c: Fact) -> tuple[Any, ...]:
    """One line item: a table row (a column when the rows are periods) or a text sentence."""
    if c.origin == "table":
        axis = ("col", c.col) if c.item_axis == "col" else ("dated", c.slot, undated_tokens(c.label)) \
            if c.item_axis == "dated" else ("row", c.row, c.group)
        return (c.source, c.table, *axis)
    return (c.source, "text", c.sentence)


def _order(c: Fact) -> float | None:
    return _period_order(c.periods[0]) if c.periods else None


def _in_range(c: Fact, periods: tuple[str, ...]) -> bool:
    if not periods:
        return True
    if not c.periods:
        return False
    orders = [_period_order(p) for p in periods]
    return min(orders) <= _period_order(c.periods[0]) <= max(orders)


def _candidates(memo: Fact, bound: list[Fact], named: list[Fact],
                siblings: list[Fact] = ()) -> list[_Candidate]:  # type: ignore[assignment]
    periods = memo.periods
    out: list[_Candidate] = []
    # a share of a named base in prose: "Office exposure is £1.07 billion, of which £0.31 billion
    # is refinancing": the ratio of two amounts of the one bound sentence
    amounts = [f for f in siblings if not f.is_percent and f.quantity.unit != "x"]
    for u, w in combinations(amounts, 2):
        for x, y in ((u, w), (w, u)):
            if y.quantity.value and abs(x.quantity.value) < abs(y.quantity.value):
                out.append(_Candidate("ratio", x.quantity.value / y.quantity.value, (x, y), False,
                                      False))
    items: dict[tuple[Any, ...], list[Fact]] = {}
    for f in bound:
        if memo.span and f.span and f.span != memo.span:
            continue  # the nine months' change is not computed from the quarter's figures
        if f.quantity.unit != "x":
            items.setdefault(_item_key(f), []).append(f)
    for facts in items.values():
        change_cells = {id(f) for f in facts if _undated_cell(f, facts)}  # once per item, not per pair
        for a, b in combinations(facts, 2):
            if a.is_percent != b.is_percent or _stated_change(a) or _stated_change(b):
                continue  # ... and levels only: "$21.5 million, an increase of $2.3 million" sum to nothing
            if id(a) in change_cells or id(b) in change_cells:
                continue  # ... not a change column's cell beside the row's dated levels
            oa, ob = _order(a), _order(b)
            known = len(a.periods) == 1 and len(b.periods) == 1  # each bound to its own period
            if known and oa == ob:
                continue
            if not known and a.periods and a.periods == b.periods and a.origin == "text":
                oa = ob = None  # a text row "191.1 174.9" under "2025 2024": the pair, order unknown
            elif oa is not None and oa == ob:
                continue
            if len(periods) >= 2 and not (_in_periods(a, periods) and _in_periods(b, periods)):
                continue
            if len(periods) == 1 and not (_in_periods(a, periods) or _in_periods(b, periods)):
                continue
            ordered = oa is not None and ob is not None
            x, y = (a, b) if not ordered or oa < ob else (b, a)  # type: ignore[operator]
            vx, vy = x.quantity.value, y.quantity.value
            pct = a.is_percent
            out += [_Candidate("difference", vy - vx, (y, x), ordered, pct),
                    _Candidate("sum", vx + vy, (x, y), False, pct),
                    _Candidate("average", (vx + vy) / 2, (x, y), False, pct)]
            if not ordered:
                out.append(_Candidate("difference", vx - vy, (x, y), False, pct))
            for u, w in ([(x, y)] if ordered else [(x, y), (y, x)]):
                if u.quantity.value and not pct:
                    change = (w.quantity.value - u.quantity.value) / abs(u.quantity.value) * 100
                    out.append(_Candidate("percentage change", change, (u, w), ordered, pct))
        spread = [f for f in facts if f.periods and _in_range(f, periods)]
        if len(spread) >= 3 and len({f.is_percent for f in spread}) == 1:
            total = sum(f.quantity.value for f in spread)
            out += [_Candidate("sum", total, tuple(spread), False, spread[0].is_percent),
                    _Candidate("average", total / len(spread), tuple(spread), False,
                               spread[0].is_percent)]
    for a, b in combinations(named, 2):
        if _item_key(a) == _item_key(b) or a.is_percent != b.is_percent or (memo.span and any(
                f.span and f.span != memo.span for f in (a, b))):
            continue
        if a.periods and b.periods and not _period_ok(a, b):
            continue
        if periods and not _in_periods(a, periods):
            continue
        if not periods and _in_the_period(memo) and not (_latest_of_item(a, named) and _latest_of_item(b, named)):
            continue  # "accounted for 67.1% of total revenue in the quarter": the current quarter's rows
        pct = a.is_percent
        out += [_Candidate("sum", a.quantity.value + b.quantity.value, (a, b), False, pct),
                _Candidate("difference", a.quantity.value - b.quantity.value, (a, b), False, pct),
                _Candidate("difference", b.quantity.value - a.quantity.value, (b, a), False, pct)]
        for u, w in ((a, b), (b, a)):
            if w.quantity.value and not pct:
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
                if (periods and not (_in_periods(u, periods) and _in_periods(w, periods))) or not _period_ok(u, w):
                    continue
                for scale in w.hint_scales:
                    if u.quantity.value < w.quantity.value * scale:
                        out.append(_Candidate("ratio", u.quantity.value / (w.quantity.value * scale), (u, w),
                                              False, False))
    return out


def _describe(c: _Candidate, shown: float, suffix: str, with_result: bool = False, result: str = "") -> str:
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


def _derive(memo: Fact, bound: list[Fact], named: list[Fact], rel_tol: float,
            siblings: list[Fact] = ()) -> _Derived | None:  # type: ignore[assignment]
    """One operation over the bound facts that gives the memo figure (see the module doc)."""
    q = memo.quantity
    plain = q.currency is None and q.scale == 1.0 and q.unit == ""
    win = window(q, rel_tol)
    flipped: _Derived | None = None
    unordered: _Derived | None = None
    cands = _candidates(memo, bound, named, siblings)
    by_change = q.start >= 0 and (_CHANGE_BEFORE.search(memo.sentence, max(0, q.start - 40), q.start) is not None
                                  or _CHANGE_AFTER.match(memo.sentence, q.end) is not None)
    if memo.direction:  # of an unordered pair's two differences, show the one the memo's direction reads
        cands.sort(key=lambda c: not c.ordered and c.op in ("difference", "percentage change")
                   and (c.value > 0) != (memo.direction == "up"))
    # a percent stated as a level ("the margin was 3.05% in 2025") is derived only as a ratio of
    # two amounts, never as a sum or difference of percents or a percentage change
    level_percent = q.kind == "percent" and (memo.role == "level" or not (
        memo.temporal or memo.aggregate or asks_operation_words(memo.sentence)))
    amount = _share_of_amount(memo)
    of_amount = replace(memo, quantity=amount) if amount is not None else None
    numerator_ok: dict[int, bool] = {}  # per operand, not per pair: thousands of pairs share one
    for c in cands:
        if level_percent and c.op != "ratio":
            continue
        if of_amount is not None and c.op == "ratio":
            top = c.operands[0]
            if id(top) not in numerator_ok:
                numerator_ok[id(top)] = _value_ok(of_amount, top, rel_tol) is not None
            if not numerator_ok[id(top)]:
                continue  # "$126.8 million, 10.7% of total revenue": a share of that amount, not another period's
        if c.op in ("ratio", "sum", "average") and memo.direction and by_change:
            continue  # "decreased by 81.0% from 2022 to 2023" is a change, no ratio of two line items
            # ("grew 25.6%" no sum of a row's 23.6% and 2.0% either)
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
            for r in _readings(memo, c.operands[0], rel_tol):
                if r.window.accepts(abs(c.value) * r.factor):
                    ok, note = True, r.note
                    break
        if not ok:
            continue
        how = (_describe(c, shown, "%" if q.kind == "percent" else "") + f" {note}").strip()
        # between two negative figures (outflows, losses) "up" is ambiguous: a larger outflow is
        # an increase to one writer and a decrease to another, so no direction is contradicted
        # ... and so is a percentage change from a negative base ($(762.3) -> $542.0): +171.1%, or
        # -171.1% over the signed base as some compute it
        negatives = all(o.quantity.value < 0 for o in c.operands) or (
            c.op == "percentage change" and c.operands[0].quantity.value < 0)
        d = _Derived(how, c.operands, shown=format_figure(shown), flipped=bool(
            c.ordered and memo.direction and c.value and c.op in ("difference", "percentage change")
            and not negatives and (memo.direction == "up") != (c.value > 0)))
        if d.flipped:
            flipped = flipped or d
        elif c.ordered or not memo.direction or c.op not in ("difference", "percentage change"):
            return d
        else:
            # an unordered pair (two prose levels whose periods are not known) gives the size; a
            # pair whose order is known and that moved the other way says more ("Orders rose 0.6%"
            # where the table's 2,095.5 -> 2,082.3 fell and the prose pair has no order)
            unordered = unordered or d
    return flipped or unordered


_APPOSITIVE = re.compile(rf"[ \t]*,[ \t]*(?:or[ \t]+)?(?:{APPROX}[ \t]+)?")


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


def _share_of_amount(memo: Fact) -> Quantity | None:
    """The amount a percent stands beside as its share ("Cost of operations was $230.8 million, or
    67.7% of revenues", "revenue was $126.8 million, 10.7% of total revenue"), else None."""
    q = memo.quantity
    if q.kind != "percent" or q.start <= 0 or not memo.sentence:
        return None
    before = [p for p in extract_quantities(memo.sentence[:q.start]) if p.kind in ("currency", "number")]
    if not before or not _APPOSITIVE.fullmatch(memo.sentence, before[-1].end, q.start):
        return None
    return before[-1]


def _context_change(memo: Fact, bound: list[Fact], named: list[Fact]) -> _Candidate | None:
    """The change of the bound line item between two periods that is closest to the memo's
    figure: a difference for an amount, a percentage change (or a percentage-point difference
    between percents) for a percent; None when the context gives no such change."""
    q = memo.quantity
    # a change in points (pp, bps) is a difference of percents, never a percentage change
    wanted = ("difference",) if q.kind != "percent" or q.unit in ("pp", "bps") else (
        "percentage change", "difference")
    targets = [abs(q.value)] + ([abs(q.value) / q.scale] if q.scale > 1 else [])
    best: tuple[tuple[float, bool], _Candidate] | None = None
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
        if best is None or key < best[0]:
            best = (key, c)
    return None if best is None else best[1]


# ---------------------------------------------------------------------------------------------
# one memo figure


_AVERAGE = re.compile(r"\b(?:average|mean)\b", re.IGNORECASE)
_PERCENT_ITEM = re.compile(
    r"\b(?:percentage|percent)\b(?![ \t]+(?:change|increase|decrease|growth|rise|decline|fall))"
    r"|\b(?:proportion|share|ratio|margin)\b|(?<!growth )\brate\b|%[ \t]+of\b", re.IGNORECASE)
"""Words saying the line item is itself a percent ("percentage of sales", "margin", "tax rate")."""
_SUM = re.compile(r"\b(?:sum|total|combined)\b", re.IGNORECASE)


def _names_a_total(label: str) -> bool:
    """The row is a named total ("Total current liabilities"): a memo's "total" names that item,
    not a sum of its own. A bare "Total" row (of the segments above it) is not one."""
    return says_total(label) and any(t != "total" for t in tokens(label))


def _context_aggregate(memo: Fact, bound: list[Fact]) -> tuple[str, float, tuple[Fact, ...]] | None:
    """The average (or sum) the memo asks for, of the bound line item over exactly the periods
    the memo names, when the item has one value for each and none between them; else None."""
    if len(memo.periods) < 2 or not bound:
        return None
    op = "average" if _AVERAGE.search(memo.sentence) else "sum" if (
        _SUM.search(memo.sentence) or TOTALED.search(memo.sentence)) else ""
    if not op:
        return None
    key = _item_key(bound[0])
    item = [f for f in bound if _item_key(f) == key and len(f.periods) == 1
            and _in_range(f, memo.periods) and f.is_percent == bound[0].is_percent]
    by_period: dict[str, list[Fact]] = {}
    for f in item:
        by_period.setdefault(f.periods[0], []).append(f)
    named = [p for p in memo.periods if any(_same_period(p, k) for k in by_period)]
    if len(by_period) != len(memo.periods) or len(named) != len(memo.periods) or \
            any(len(v) != 1 for v in by_period.values()):
        return None
    operands = tuple(v[0] for v in by_period.values())
    total = sum(o.quantity.value for o in operands)
    value = total / len(operands) if op == "average" else total
    if any(r.window.accepts(abs(value) * r.factor) for r in _readings(memo, operands[0], 0.005)):
        return None  # the memo's value after all: not a contradiction
    return op, value, operands


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
    scale hint, or -- with none, as ``_readings`` compares it -- at the memo's own scale; when that
    is not certain (several hints) the nearer reading decides, as ``written_like`` does. A level
    keeps the context's decimals, a computed value (``computed``) two at most. ``signed``: the
    value's sign is the context's (False: the memo's sign is kept, as for an unordered change)."""
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
            near = min((1.0, memo_scale, *(s for s in _UNSTATED_SCALES if s < memo_scale)), key=off)
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


def _change_levels(ctx: list[Fact]) -> set[int]:
    by: dict[tuple[int, int], list[Fact]] = defaultdict(list)
    for c in ctx:
        if c.origin != "table" and c.role == "level":
            by[(c.source, c.sentence_index)].append(c)
    return {id(c) for group in by.values() if len(group) > 1 for c in group}


def _rests(facts: Iterable[Fact], value: str = "") -> dict[str, Any]:
    facts = list(facts)
    return {"evidence": [f.where() for f in facts], "context_value": value,
            "sources": sorted({f.source for f in facts if f.source >= 0})}


def _dated_levels(c: Fact, facts: list[Fact]) -> list[Fact]:
    """The facts of ``c``'s line item (of ``facts``) that have a period, latest first, one per period
    (the first of ``facts`` for each)."""
    key = _item_key(c)
    by = {_order(f): f for f in reversed(facts) if f.periods and _item_key(f) == key}
    return [f for _, f in sorted(by.items(), key=lambda of: -of[0])]


def _undated_cell(c: Fact, facts: list[Fact]) -> bool:
    """A table cell without a period after a row's cells that have one: a change or share column
    ("$ Change", "% Change"), not a level of any period. (A cell before them is a column that a
    header spanning to its right left without a period: "As Reported | Without Adoption" under
    "As of March 29, 2019".)"""
    if c.origin != "table" or c.periods:
        return False
    dated = _dated_levels(c, facts)
    return bool(dated) and c.col > max(f.col for f in dated)


def _against_levels(memo: Fact, c: Fact, facts: list[Fact]) -> bool:
    """A change the memo states with a direction ("rose by 296") whose size a row's change column
    has, while the row's two latest levels moved the other way (7,341 -> 7,045): the size matches,
    the claim does not. The levels decide, not the change cell's sign: filings show expenses
    negative, so an expense that grew has a negative change ("(1,679) | (1,986) | (307)")."""
    if not (memo.direction and _is_change(memo) and _undated_cell(c, facts)):
        return False
    levels = [abs(f.quantity.value) for f in _dated_levels(c, facts)[:2]]
    return len(levels) == 2 and levels[0] != levels[1] and (levels[0] > levels[1]) != (memo.direction == "up")


_MOVED_TO = re.compile(
    rf"\b(?:(?P<up>{UP_VERBS}|rising|increasing|growing|widening)|(?P<down>{DOWN_VERBS}|decreasing|declining|"
    rf"falling|dropping|narrowing))[ \t]+to[ \t]+(?:(?:{APPROX}|over|under|just)[ \t]+)?\Z", re.IGNORECASE)
_COMPARED_AFTER = re.compile(r"\A[^.;]*?\b(?:from|compared|versus|vs\.?|against)\b[^.;]*?\d", re.IGNORECASE)


def _prior_level(c: Fact, ctx: list[Fact]) -> Fact | None:
    """The level of ``c``'s line item in the period before ``c``'s, of the same duration, month and
    kind: the row's cell (table) or the sentence's other level (prose); None when there is none."""
    if len(c.periods) != 1:
        return None
    if c.origin == "table":
        same = [f for f in ctx if f.origin == "table" and _item_key(f) == _item_key(c)]
    else:
        same = [f for f in ctx if f.origin != "table" and f.source == c.source
                and f.sentence_index == c.sentence_index and f.role == "level"]

    def before(facts: list[Fact]) -> list[Fact]:
        # (a sentence may compare a balance with one at another month: "at December 31, 2023 was
        # $15,163, compared with $18,257 at March 31, 2023"; a table's columns may not)
        return [f for f in facts if f is not c and len(f.periods) == 1 and f.is_percent == c.is_percent
                and f.span == c.span and not (c.origin == "table" and f.month and c.month and f.month != c.month)
                and _period_order(f.periods[0]) < _period_order(c.periods[0])]
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
    last = max(_period_order(f.periods[0]) for f in earlier)
    earlier = [f for f in earlier if _period_order(f.periods[0]) == last]
    if c.origin == "table":
        # a period of several columns ("Average Balance | Interest | Average Yield" under each
        # year): the cell in the same place among its period's cells
        mine = sorted((f for f in same if f.periods == c.periods and f.span == c.span), key=lambda f: f.col)
        theirs = sorted((f for f in same if f.periods == earlier[0].periods and f.span == c.span), key=lambda f: f.col)
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
    return _MOVED_TO.search(memo.sentence, max(0, q.start - 30), q.start)


def _moved_against(memo: Fact, c: Fact, ctx: list[Fact]) -> str | None:
    """"HDD revenue rose to $4,313 million" where the line item's prior period had $4,960 million:
    the level is right, the movement its verb states is not (why, for a ``contradicted`` verdict),
    else None. Only a level the verb moves "to" with no comparison of its own in the sentence ("rose
    to X from Y" is checked through Y: its period may be another than the context's prior one), and
    only between two figures of one sign (a loss that turns to a profit "rose" either way)."""
    q = memo.quantity
    verb = _moved_to(memo)
    if verb is None or _COMPARED_AFTER.match(memo.sentence, q.end):
        return None
    prior = _prior_level(c, ctx)
    said = verb.group().split()[0].lower()
    if prior is None:
        # ... or the context's own verb for that level ("our backlog decreased to $2.2 billion")
        theirs = _MOVED_TO.search(c.sentence, max(0, c.quantity.start - 30), c.quantity.start) \
            if c.origin != "table" and c.quantity.start >= 0 else None
        if theirs is None or (theirs.group("up") is None) == (verb.group("up") is None):
            return None
        return (f"{c.where()} says its level {theirs.group().split()[0].lower()} to {c.quantity.text}; the memo says "
                f"it {said} to {q.text}")
    now, before = c.quantity.value, prior.quantity.value
    if now == before or (now < 0) != (before < 0):
        return None
    up = abs(now) > abs(before)
    if up == (verb.group("up") is not None):
        return None
    when = prior.periods[0] if prior.periods else "the prior period"
    return (f"{c.where()} has {c.quantity.text}, {'up' if up else 'down'} from {prior.quantity.text} in "
            f"{when} ({prior.where()}); the memo says it {said} to {q.text}")


_FROM_AFTER = re.compile(rf"\A[^.;]*?\bfrom[ \t]+(?:{APPROX}[ \t]+)?", re.IGNORECASE)


def _self_against(memo: Fact) -> str | None:
    """"Asia-Pacific net revenues rose to $24.5 million from $26.0 million": the memo's own two
    levels moved the other way than its verb says (why, for a ``contradicted`` verdict), else None.
    Only two figures of one kind, unit and sign."""
    q = memo.quantity
    verb = _moved_to(memo)
    frm = _FROM_AFTER.match(memo.sentence, q.end) if verb is not None else None
    if frm is None:
        return None
    after = [p for p in extract_quantities(memo.sentence[frm.end():]) if p.kind == q.kind]
    if not after or after[0].start != 0:
        return None
    y = after[0]
    if y.unit != q.unit or (y.currency is not None and q.currency is not None and y.currency != q.currency) or q.value == y.value or (q.value < 0) != (y.value < 0):
        return None
    up = abs(q.value) > abs(y.value)
    if up == (verb.group("up") is not None):
        return None
    said = verb.group().split()[0].lower()
    return f"the memo says it {said} to {q.text} from {y.text}: {'up' if up else 'down'}, not {said}"


_EITHER_SIGN = re.compile(r"\(loss(?:es)?\)|\b(?:income|earnings|profit|gain)s?[ \t]*/[ \t]*\(?loss", re.IGNORECASE)
_GAIN_WORDS = frozenset({"earning", "eps", "netincome", "income", "profit", "operatingincome", "gain"})
_GAIN_LOSS = re.compile(r"\b(?:income|earnings|profit)s?[ \t]*\(loss(?:es)?\)|\(loss(?:es)?\)[ \t]*"
                        r"(?:income|earnings|profit)s?\b", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _loss_tokens(label: str) -> tuple[str, ...]:
    """The words of a row that holds either sign read as its loss ("Net income (loss)": "net loss"),
    () for any other row."""
    return tokens(_GAIN_LOSS.sub(" loss ", label)) if _GAIN_LOSS.search(label) else ()


_LOSS_ASIDE = re.compile(r"[ \t]*\(loss(?:es)?\)[ \t]*", re.IGNORECASE)


def _gain_tokens(label: str) -> tuple[str, ...]:
    """The words of a row that holds either sign, its loss aside read as its gain ("Operating
    (loss) income": "operating income"), () for any other row (or where they are its words anyway)."""
    if not _GAIN_LOSS.search(label):
        return ()
    words = tokens(_LOSS_ASIDE.sub(" ", label))
    return words if words != tokens(label) else ()


def _loss_for_gain(memo: Fact, c: Fact) -> str | None:
    """"Diluted earnings per share were $0.07" where the row "Diluted (loss) earnings per common
    share" has (0.07): in a row that holds either sign (its label says "(loss)") a negative figure is
    a loss, so a positive one its words call earnings, income or profit is not it; and a positive
    figure is no loss ("a net loss of $317 thousand" against 317). (Elsewhere a figure matches by
    size: filings show expenses and outflows negative.)"""
    if not (c.origin == "table" and memo.quantity.value > 0 and _EITHER_SIGN.search(c.label)):
        return None
    words = set(memo.label_tokens)
    loss = "loss" in words
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


def _change_row_direction(c: Fact, said: set[str]) -> str:
    """The direction of a change row's figure whose item words the memo all says, else ""."""
    row = _change_row(c.label) if c.label else None
    if row is None or not set(row[1]) <= said or not c.quantity.value:
        return ""
    how = row[0]
    if how == "signed":
        return "up" if c.quantity.value > 0 else "down"
    return "up" if how == "increase" else "down"


def _other_way(memo: Fact, c: Fact) -> bool:
    """A change the memo states with a direction ("decreased by 3%") that a prose change of the
    same size states the other way ("increased by 3% from $748,026 ... to $767,151", "a $63.6
    million increase in depreciation": the noun after it says its direction)."""
    if not (memo.direction and c.origin != "table" and _is_change(memo)):
        return False
    after = _CHANGE_AFTER.match(c.sentence, c.quantity.end) if c.quantity.end >= 0 else None
    if after is not None:
        noun = after.group().split()[-1]
        return memo.direction != ("up" if _UP_NOUN.match(noun) else "down")
    return bool(c.direction and _is_change(c) and memo.direction != c.direction)


_TO_BEFORE = re.compile(r"\bto[ \t]+(?:(?:about|approximately|roughly|nearly|some|around)[ \t]+)?\Z", re.IGNORECASE)


def _current_level(memo: Fact) -> bool:
    """A level a change moves "to" with no period in the sentence ("New retail unit sales increased
    2.1% to 48,667 units"): the item's latest period's, not any period's (the prior year's 47,662
    passed)."""
    q = memo.quantity
    return (memo.role == "level" and not memo.prior and not memo.periods and q.start >= 0
            and _TO_BEFORE.search(memo.sentence, max(0, q.start - 25), q.start) is not None
            and states_direction(memo.sentence[:q.start]))


_THE_PERIOD = re.compile(r"\b(?:in|during|for|of)[ \t]+(?:the|this)[ \t]+(?:(?:current|latest|most[ \t]+recent|reporting)"
                         r"[ \t]+)?(?:quarter|year|period|fiscal[ \t]+year|half)\b", re.IGNORECASE)


def _in_the_period(memo: Fact) -> bool:
    """A memo figure of "the quarter" / "the year" with no period of its own: the reporting
    period's, the latest the context has (not a prior year's)."""
    return not memo.periods and not memo.prior and bool(memo.sentence) and _THE_PERIOD.search(memo.sentence) is not None


def _latest_of_item(c: Fact, facts: list[Fact]) -> bool:
    """``c`` is of the latest period its line item has (of the same span and kind) in ``facts``."""
    if c.origin != "table" or len(c.periods) != 1:
        return True
    dated = [f for f in facts if _item_key(f) == _item_key(c) and len(f.periods) == 1 and f.span == c.span
             and f.is_percent == c.is_percent]
    return _period_order(c.periods[0]) >= max(_period_order(f.periods[0]) for f in dated)


def _earlier(facts: list[Fact]) -> Fact | None:
    """Of the first dated fact's line item, the fact of its latest period but one (None when it has
    a single period)."""
    first = next((c for c in facts if c.periods), None)
    dated = _dated_levels(first, facts) if first is not None else []
    return dated[1] if len(dated) >= 2 else None


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
    own = set(memo.label_tokens) - QUALIFIERS - _PERIOD_WORDS
    only_prose = own - binder.table_words(ctx)
    # (unless a row has the memo's figure: "Saia's operating revenue rose 3.2%" names the company, which
    # the "Operating Revenue" row's table leaves unsaid, not a part of it)
    if only_prose and only_prose <= _capitalized(memo.sentence) and not any(
            c.origin == "table" and _period_ok(memo, c) and _value_ok(memo, c, rel_tol) is not None for c in bound):
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
            bound = [c for c in bound if c.origin != "table" or own <= _row_words(c)]
            # (a share's base is named after it: "accounted for 77.5% of 2023 net revenues")
            of_words = set(memo.right_tokens) | QUALIFIERS
            named_rows = [c for c in named_rows if own <= _row_words(c) or (
                memo.right_tokens and set(c.label_tokens) <= of_words)]
    return bound, named_rows


def verify_fact(memo: Fact, ctx: list[Fact], binder: Binder,
                rel_tol: float = 0.0) -> FactVerdict:
    """The verdict on one memo fact against the context facts (see the module docstring)."""
    q = memo.quantity
    base = {"figure": q.text, "sentence": memo.sentence, "periods": list(memo.periods),
            "sentence_index": memo.sentence_index, "start": memo.offset + q.start,
            "end": memo.offset + q.end}
    kinds = [c for c in ctx if _kind_ok(memo, c)]
    bound, named_rows, operands_only = binder.bind(memo, ctx)
    current = _current_level(memo)  # "... increased 2.1% to 48,667 units", no period said
    if q.kind == "percent" and not memo.label_tokens and memo.right_tokens:
        # "Cost of operations was $230.8 million, or 67.7% of revenues": a share stated beside an
        # amount names only its base; its numerator is the item the sentence names before it
        have = {id(c) for c in named_rows}
        named_rows = named_rows + [c for c in named_items(memo.sentence_tokens, ctx, binder) if id(c) not in have]
    # a prose figure whose own words name a part of the item the memo does not ("Sales of our
    # cosmetic ingredients decreased by 20%") is neither the item's figure nor an operand of it
    # where the context states the item's own in words the memo's cover ("Sales decreased by 14%")
    if any(c.origin != "table" and _kind_ok(memo, c) and _period_ok(memo, c) and binder.names_locally(memo, c)
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
    bound_kind = [c for c in bound if _kind_ok(memo, c)]
    item = bound[0].label if bound and bound[0].origin == "table" else (
        bound[0].where() if bound else "")
    derived_claim = ((memo.change or memo.aggregate) and len(memo.periods) >= 2
                     and not memo.attached) or (memo.aggregate and not memo.periods)
    named = _in_item_name(memo, bound)
    if named is not None:  # "..., net of tax of $1, $11, and $4": the item's name, not a value of it
        return FactVerdict(**base, verdict="supported", binding="line item", line_item=named.label,
                           explanation=f"part of the line item's name in {named.where()}",
                           **_rests([named], q.text))

    # a level matches a level of its period; a change between periods matches a change the
    # context's prose states ("an increase of $2.3 million" where the rounded levels 21.5 - 19.1
    # give 2.4: the filing computed it from unrounded figures)
    # (a change here is any prose figure whose words speak of one -- "a $539 million decrease", "up
    # 12%" -- wider than _stated_change, which must not take "41.2% in 2024, a decrease of ..." for
    # a change when it drops operands of levels: measured, the narrow reading here loses supports)
    matchable = bound_kind if not derived_claim else [
        c for c in bound_kind if c.origin == "text" and memo.change and (c.role == "change" or (
            c.change and c.role != "level")) and binder.names_in_sentence(memo, c, STATED_SHARE)]
    # a table row that is the change of the item the memo names ("Net decrease in cash and cash
    # equivalents | (93,904)" for "cash and cash equivalents decreased by $93.9 million"): its figure
    # is the change, in the direction its label or sign says
    if memo.direction and _is_change(memo) and not derived_claim:
        have = {id(c) for c in matchable}
        matchable = matchable + [c for c in ctx if id(c) not in have and c.origin == "table"
                                 and _change_row_direction(c, said) == memo.direction and _kind_ok(memo, c)]
    if matchable:
        # the bound sentence's other figures are a change's operands; one of them is the memo's
        # figure only when its own words name the memo's item, or nothing the memo does not say ("(i)
        # a $63.6 million increase in depreciation ... and (ii) a $31.7 million increase in interest
        # expense": not interest's; "... was $(6) million and $(2) million, respectively": the 2 is)
        sentence_words = set(memo.sentence_tokens)
        matchable = [c for c in matchable if id(c) not in operands_only or binder.names_locally(memo, c)
                     or (set(c.label_tokens) | set(c.right_tokens)) <= sentence_words]
        hits = [(c, note) for c in matchable if _period_ok(memo, c) and not _against_levels(memo, c, bound)
                and not _other_way(memo, c) and not (current and not _latest_of_item(c, bound))
                for note in [_value_ok(memo, c, rel_tol)] if note is not None]
        if hits:
            hits.sort(key=lambda h: (not (memo.periods and h[0].periods), h[1] != ""))
            c, note = hits[0]
            # the words are checked against every figure that has the memo's value (a prose
            # sentence that states the level alone shows no movement; the table's row does)
            for h, _ in hits:
                moved = _moved_against(memo, h, ctx) or _loss_for_gain(memo, h) or _self_against(memo)
                if moved is not None:
                    return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                                       explanation=moved, about="words", **_rests([h]))
            return FactVerdict(**base, verdict="supported", binding="line item", line_item=item,
                               explanation=f"{c.where()}: {c.quantity.text} {note}".strip(),
                               **_rests([c], c.quantity.text))
    # a level ("X was V in P") is checked as stated; operations only when the words ask for one
    operation = memo.change or memo.aggregate or q.kind == "percent" or q.unit == "x"
    siblings = [c for c in ctx if c.origin == "text" and q.kind == "percent" and any(
        b.origin == "text" and b.source == c.source and b.sentence == c.sentence for b in bound[:1])]
    derived = _derive(memo, bound, named_rows, rel_tol, siblings) if operation and (
        bound or named_rows) else None
    if derived is not None and not derived.flipped:
        return FactVerdict(**base, verdict="derived", binding="line item", line_item=item,
                           explanation=derived.how, **_rests(derived.operands, derived.shown))
    elsewhere = [c for c in kinds if _value_ok(memo, c, rel_tol) is not None]
    # "contradicted" only where the checker knows the value the memo should have stated: a level
    # of the bound item for the period, the direction a memo states in words, the difference of
    # an amount between two periods or a change in points; an operation it cannot reproduce
    # (an average, total, share or percentage change of its own reading) is "unsupported"
    explicit = q.value < 0 or states_direction(memo.sentence)
    if derived is not None:  # the right size, the wrong direction
        return FactVerdict(**base, verdict="contradicted" if explicit else "unsupported",
                           binding="line item", line_item=item, about="words",
                           explanation=f"{derived.how}: the context shows the opposite direction",
                           **_rests(derived.operands, derived.shown))
    change = _context_change(memo, bound, named_rows) if memo.direction and operation else None
    if change is not None:  # "rose by 18.4" where the two periods give 16.2: say what they give
        # a percent of percents may be points or a relative change: not certain which
        # ... and a change of an average, a total or a share is another operation
        determinate = (q.kind != "percent" or q.unit in ("pp", "bps") or not (
            change.percents or _PERCENT_ITEM.search(memo.sentence))) and not (
            _AVERAGE.search(memo.sentence) or (_SUM.search(memo.sentence) and not any(
                _names_a_total(o.label) for o in change.operands)))
        value = stated_like(q, change.value, change.operands, computed=True, signed=change.ordered)
        # operands written with their scale ("£412.6 million") show the result the same way, not in units
        # ("= 30,200,000"); bare cells keep the bare result ("191.1 - 174.9 = 16.2")
        result = value if any(o.quantity.scale > 1 for o in change.operands) else ""
        return FactVerdict(**base, verdict="contradicted" if determinate else "unsupported",
                           binding="line item", line_item=item,
                           explanation=f"{_describe(change, change.value, '', with_result=True, result=result)} in "
                           f"the context, not {q.text}" + ("" if determinate else
                                                           " (the operation the memo means is not certain)"),
                           **_rests(change.operands, value))
    asks = memo.role != "level" and (derived_claim or memo.aggregate or _OPERATION.search(memo.sentence)
                                     or _AVERAGE.search(memo.sentence)
                                     or (says_total(memo.sentence) and bound
                                         and not says_total(bound[0].label)))
    agg = _context_aggregate(memo, bound_kind) if asks else None
    if agg is not None:  # "the average X for 2018 and 2019 was V": the item's own average
        op, value, operands = agg
        texts = " + ".join(o.quantity.text for o in operands)
        how = f"average: ({texts}) / {len(operands)}" if op == "average" else f"sum: {texts}"
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                           explanation=f"{how} = {format_figure(value)} in the context, not {q.text}",
                           **_rests(operands, stated_like(q, value, operands, computed=True)))
    # a change the context states in words that name the memo's item, in the memo's direction ("a
    # $572 million decrease in Blizzard net bookings"), is the value the memo's change should have
    stated = [c for c in bound_kind if c.quantity.start >= 0 and _stated_change(c) and _is_change(memo) and memo.temporal
              and not (_AVERAGE.search(memo.sentence) or _SUM.search(memo.sentence)) and c.quantity.unit == q.unit
              and (not memo.direction or not c.direction or c.direction == memo.direction) and _period_ok(memo, c)
              and binder.names_locally(memo, c, STATED_SHARE) and not (c.scenario or c.forecast)]
    if len(stated) == 1 and not _rounds_to(memo, stated[0]):
        c = stated[0]
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                           explanation=f"{c.where()} states a change of {c.quantity.text}; the memo has {q.text}",
                           **_rests([c], stated_like(q, c.quantity.value, [c])))
    if asks and bound_kind:
        return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                           explanation=f"the memo states an operation over {item or 'the line item'} "
                           "that no operation over its values reproduces",
                           **_rests(bound_kind[:1]))
    if memo.period_unknown and not derived_claim:
        return FactVerdict(**base, verdict="unsupported", binding="line item" if bound else "none",
                           line_item=item, explanation=f"{item or 'the line item'} has no "
                           f"{q.text} and the sentence does not say for which period it is stated",
                           **_rests(bound_kind[:1]))
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
    levels = [c for c in bound_kind if _period_ok(memo, c) and not (memo.periods and _undated_cell(c, bound))
              and (id(c) not in paired if _is_change(memo) else not _is_change(c))
              and (c.origin == "table" or binder.names_locally(memo, c))]
    same_period = [c for c in levels if (not ratio or c.is_percent or says_ratio(c.label))
                   and _comparable(memo, c, rel_tol)]
    if q.kind == "percent":  # a percent is contradicted by the row's percent, not by an unmarked
        # cell beside it ("Copper | $ | 3.85 | 9%": "12% of revenue" is not 3.85%)
        same_period = [c for c in same_period if c.is_percent] or same_period
    if levels and not same_period:
        c = levels[0]
        why = "a ratio" if ratio else f"over {MAGNITUDE:g} times off"
        return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                           explanation=f"{c.where()} has {c.quantity.text}; {q.text} is {why}, not a "
                           "statement of that value", **_rests([c]))
    if same_period:
        c = next((c for c in same_period if memo.periods and c.periods), same_period[0])
        if memo.prior and not memo.periods and not memo.before:
            # "fell to $6.8 million from $12.3 million", no period said: Y is the level before the
            # current one -- compared with the item's earlier period, not its latest (whose value
            # offline repair would otherwise write into "from ...")
            c = _earlier(same_period) or c
        elif current:  # "increased 2.1% to 47,662 units", no period said: the latest one
            dated = _dated_levels(c, same_period)
            c = dated[0] if dated else c
        if _rounds_to(memo, c):  # "$0.1 million" for 123 thousand: one significant figure
            return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                               explanation=f"{c.where()} has {c.quantity.text}; {q.text} is that value "
                               "rounded further than a figure is matched (not confirmed)", **_rests([c]))
        where_else = next((o for o in elsewhere if o is not c), None)
        mw = binder.memo_weights(memo)
        mt = math.fsum(binder.weight(t) * w for t, w in mw.items())
        # a row the sentence names too has the memo's value: the first such figure of the context,
        # or any row named as fully as the one that contradicts (another table's "Total" row)
        # (a current level's item's earlier period is what the memo's figure is not)
        named_too = [o for o in elsewhere if o is not c and o.origin == "table" and o.label_tokens
                     and set(o.label_tokens) <= set(memo.sentence_tokens) and _period_ok(memo, o)
                     and not (current and _item_key(o) == _item_key(c))
                     and (o is where_else or binder.score(mw, mt, o)[1] >= binder.score(mw, mt, c)[1] * (1 - 1e-9))]
        if named_too:
            where_else = named_too[0]
            # the memo names the row where its figure is, too: which item it means is not certain
            return FactVerdict(**base, verdict="unsupported", binding="line item", line_item=item,
                               explanation=f"{c.where()} has {c.quantity.text}, but {q.text} is "
                               f"the figure of {where_else.where()}, which the sentence names too",
                               **_rests([c, where_else]))
        said = f"{c.where()} has {c.quantity.text}"
        if where_else is not None:
            said += f"; {q.text} is the figure of {where_else.where()}"
        # levels match by size, so repair writes the size: a memo's positive "expenses of $12.2
        # million" against a filing's "(10,240)" becomes "$10.24 million", not "-$10.24 million"
        return FactVerdict(**base, verdict="contradicted", binding="line item", line_item=item,
                           explanation=said, **_rests([c] + (
                               [where_else] if where_else is not None else []),
                               stated_like(q, c.quantity.value, [c], signed=not q.value >= 0 > c.quantity.value)))
    if bound_kind:
        have = sorted({p for c in bound_kind for p in c.periods})
        near = next((c for c in bound_kind if _period_ok(memo, c) and c.origin != "table"), None)
        if near is not None and _is_change(memo) and id(near) in paired:
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
                           explanation=f"{item or 'the line item'} {why}", **_rests(bound_kind[:1]))
    loose = [c for c in elsewhere if _period_ok(memo, c)]
    if loose and not bound:
        c = loose[0]
        moved = _moved_against(memo, c, ctx)
        if moved is not None:  # "the restaurant count fell to 10" where "End of period" went 8 -> 10
            return FactVerdict(**base, verdict="contradicted", binding="value only", explanation=moved,
                               about="words", **_rests([c]))
        return FactVerdict(**base, verdict="supported", binding="value only",
                           explanation=f"{c.where()}: {c.quantity.text} (the memo's line item is "
                           "not named there)", **_rests([c], c.quantity.text))
    why = "no context figure is bound to this line item" if not bound else \
        f"the bound line item {item!r} has no figure of this kind"
    return FactVerdict(**base, verdict="unsupported", explanation=why)


# ---------------------------------------------------------------------------------------------
# the metric


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
    memo = [m for m in every if not _is_duration(m)]
    if not memo:
        return []
    ctx = context_facts(list(contexts))[:MAX_CONTEXT_FACTS]
    binder = Binder(ctx)
    framed = _framed(question, answer, memo) if question.strip() else None
    if framed is not None:
        formula = parse_definition(question)
        v = _defined(formula, framed, ctx, binder, rel_tol) if formula is not None else None
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
    verdicts = [_standard(m, v, memo, modes[mode_of(m)], binder, rel_tol) if v.verdict == "unsupported" else v
                for m, v in zip(memo, verdicts, strict=True)]
    copies = _copies(every, ctx)
    verdicts = [_stated(m, v, modes[mode_of(m)], binder, rel_tol, copies.get(id(m)))
                for m, v in zip(memo, verdicts, strict=True)]
    return _levels_first(memo, verdicts)


def mode_of(f: Fact) -> str:
    """A memo figure's mode, the key of :func:`same_mode`: a scenario's, a forecast's or what happened."""
    return "scenario" if f.scenario else "forecast" if f.forecast else "actual"


def same_mode(ctx: list[Fact]) -> dict[str, list[Fact]]:
    """The context facts a memo figure is checked against, by the memo clause's mode: a figure of a
    scenario ("would reduce net interest income by about £18 million") only against the context's
    scenarios -- never against what happened between two periods, never a table's level -- and a
    figure of what happened never against a scenario's figure. What happened is never supported by
    a forecast stated in prose ("capital expenditures were $1.2 billion in 2026" by "expects
    capital expenditures of about $1.2 billion in 2026"); a memo's forecast is checked against
    both (a memo that hedges what happened -- "aims to save 200 hours" -- states no new fact)."""
    return {"scenario": [c for c in ctx if c.scenario],
            "forecast": [c for c in ctx if not c.scenario],
            "actual": [c for c in ctx if not c.scenario and not c.forecast]}


STATED_SHARE = 0.9
"""The share of the memo figure's own words' weight that must be right around a context figure of
its value for that figure to refute a contradiction (``_stated``): nearly all of them ("Bell Media
operating revenues increased by 3.4%" does not refute a wrong 3.4% for Bell Wireless)."""

NEAR_COPY = 0.75
"""A memo sentence whose words are the context sentence's, in its order, with at most a quarter of
them left out ("approximately", "for the year ended December 31, 2023" written "in 2023"), is a
near copy of it when so are the words between its figures (:func:`_copies`)."""


def _kept(mine: tuple[str, ...], theirs: tuple[str, ...], least: int = 0) -> bool:
    """``mine`` is ``theirs`` with at most ``1 - NEAR_COPY`` of its words left out, in its order
    (month names left out are not counted: "December 31, 2023" written "2023" says the period)."""
    if not least <= len(mine) <= len(theirs) or len(_wording(mine)) < NEAR_COPY * len(_wording(theirs)):
        return False
    rest = iter(theirs)
    return all(t in rest for t in mine)  # a subsequence: `in` consumes the iterator up to t


@lru_cache(maxsize=4096)
def _wording(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t for t in words if not _MONTH_WORD.fullmatch(t))


def _copies(memo: list[Fact], ctx: list[Fact]) -> dict[int, Fact]:
    """For each memo figure (by ``id``) of a sentence that copies or nearly copies a context
    sentence, the context figure standing where it stands: the sentences have as many figures and
    are the same (whitespace aside), or the memo's words are the context's with a few left out
    (``NEAR_COPY``, at least 3 of them) and so are the words before and after each figure up to
    the next one. Which of the context's figures the memo restates is then certain, whatever the
    binding reads: "24% and 2% ... and 10% and 13% ..., respectively", "an aggregate notional
    amount totaling $150 million", or two figures of the sentence swapped ("a decrease of $638
    compared to a net income of $1,389" where the filing says the reverse). Every figure of both,
    durations too, stands in the alignment; years are no figures here."""
    sentences: dict[tuple[int, int], list[Fact]] = {}
    for c in ctx:
        if c.origin == "text":
            sentences.setdefault((c.source, c.offset), []).append(c)
    # sentences of one wording (words, and words between the figures) are tested once
    by_count: dict[int, dict[tuple[Any, ...], list[list[Fact]]]] = {}
    same: dict[str, list[list[Fact]]] = {}
    for group in sentences.values():
        group.sort(key=lambda f: f.quantity.start)
        shape = (group[0].sentence_tokens, tuple((f.label_tokens, f.right_tokens) for f in group))
        by_count.setdefault(len(group), {}).setdefault(shape, []).append(group)
        same.setdefault(" ".join(group[0].sentence.split()), []).append(group)
    mine: dict[int, list[Fact]] = {}
    for m in memo:
        mine.setdefault(m.sentence_index, []).append(m)
    out: dict[int, Fact] = {}
    for group in mine.values():
        group.sort(key=lambda f: f.quantity.start)
        words = group[0].sentence_tokens
        copied = [theirs for theirs in same.get(" ".join(group[0].sentence.split()), ())
                  if len(theirs) == len(group)] or [
            theirs for (sentence, around), alike in by_count.get(len(group), {}).items()
            if _kept(words, sentence, least=3) and all(
                _kept(m.label_tokens, left) and _kept(m.right_tokens, right)
                for m, (left, right) in zip(group, around, strict=True))
            for theirs in alike]
        # a restatement keeps its figures' kinds in their places ("rose 13.1% to $32.2 million" is no
        # copy of "totaled $32.2 million and $28.4 million": its words left out the context's)
        copied = [theirs for theirs in copied if all(
            m.quantity.kind == c.quantity.kind for m, c in zip(group, theirs, strict=True))]
        if len(copied) > 1:
            # sentences alike but for their figures ("Revenue of segment 5 was ..."): the one that
            # states the most of the memo's figures as written, when only one does
            agree = [sum(_same_figure(m, c) for m, c in zip(group, theirs, strict=True)) for theirs in copied]
            best = max(agree)
            copied = [t for t, a in zip(copied, agree, strict=True) if a == best]
            if len(copied) > 1 and best < len(group):
                continue  # several sentences as near: which one the memo restates is not certain
        for m, c in zip(group, copied[0] if copied else (), strict=False):
            out[id(m)] = c
    return out


def _same_figure(m: Fact, c: Fact) -> bool:
    """The two figures are written alike: the same value at the same scale and kind."""
    q, r = m.quantity, c.quantity
    return q.kind == r.kind and q.value == r.value and q.scale == r.scale


def _stated(m: Fact, v: FactVerdict, ctx: list[Fact], binder: Binder, rel_tol: float,
            copy: Fact | None) -> FactVerdict:
    """The verdict where the context itself states the memo's figure, or another in its place.

    ``copy``: the context figure standing where the memo's stands in a sentence the memo copies or
    nearly copies (:func:`_copies`), when it is of the memo's kind and a period the memo allows.
    With the memo's value: ``supported`` -- a copy can't be wrong about its own source; the
    binding that chose another figure of the sentence is what failed. Another value, not a
    rounding of the memo's: ``contradicted`` by it, however far off (the words around it say it is
    that figure; unless the memo's is derived or supported from another sentence: figures of the
    copied sentence itself do not make it so -- "totaled $2.7 million" where the sentence says $1.6
    million is no difference of its $1.6 and $4.3 million). Else a
    contradiction whose words name a context figure of the memo's value nearly as fully as the
    memo does is ``unsupported`` (which of the context's figures the memo means is not certain)."""
    c = copy if copy is not None and _kind_ok(m, copy) and _period_ok(m, copy) else None
    # the figure a copy restates is matched at the memo's own precision ("41.7%" restating a
    # sentence's 41.6% is no rounding of it; a relative tolerance serves computed values)
    if c is not None and _value_ok(m, c, 0.0) is not None:
        if v.verdict in ("supported", "derived") or (v.verdict == "contradicted" and v.about == "words"):
            return v  # (the figure is the sentence's; a verb that moves it the other way is still wrong)
        return v.model_copy(update={
            "verdict": "supported", "binding": "line item", "line_item": c.where(),
            "explanation": f"{c.where()}: {c.quantity.text} (the memo's sentence as the context states it)",
            **_rests([c], c.quantity.text)})
    if c is not None and not _rounds_to(m, c) and (
            v.verdict not in ("supported", "derived") or set(v.evidence) <= {c.where()}):
        value = stated_like(m.quantity, c.quantity.value, [c])
        if v.verdict == "contradicted" and v.context_value == value:
            return v  # the binding's contradiction says the same, with its computation
        return v.model_copy(update={
            "verdict": "contradicted", "binding": "line item", "line_item": c.where(),
            "explanation": f"{c.where()} states {c.quantity.text} where the memo, restating that "
                           f"sentence, has {m.quantity.text}",
            **_rests([c], value)})
    if v.verdict != "contradicted" or v.about == "words":
        return v  # (a prose figure of the memo's value says nothing against a direction or sign)
    found = [c for c in ctx if c.origin != "table" and _kind_ok(m, c) and _period_ok(m, c)
             and _value_ok(m, c, rel_tol) is not None and binder.names_locally(m, c, STATED_SHARE)]
    if not found:
        return v
    c = found[0]
    return v.model_copy(update={
        "verdict": "unsupported", "context_value": "",
        "explanation": f"{c.where()} states {c.quantity.text} with the memo's words around it; not "
                       f"contradicted by {v.explanation}"})


_METRIC_KIND = {"percent": lambda q: q.kind == "percent",
                "times": lambda q: q.kind != "percent" and q.currency is None and q.scale == 1.0
                and q.unit in ("", "x"),
                "amount": lambda q: q.kind != "percent" and q.unit != "x"}


def _standard(m: Fact, v: FactVerdict, memo: list[Fact], ctx: list[Fact], binder: Binder,
              rel_tol: float) -> FactVerdict:
    """An unsupported figure that states a standard metric ("the current ratio was 2.88"),
    computed from the context's line items by its textbook definition (``STANDARD_METRICS``):
    derived when a definition gives it; contradicted only for a metric with one definition in
    use; else the verdict ``v`` stands."""
    q = m.quantity
    if m.temporal or m.role == "change" or not m.periods:
        return v  # a change of the metric, or no period to compute it for
    mates = [o for o in memo if o is not m and o.sentence_index == m.sentence_index]
    others = tuple(o.quantity.start for o in mates)
    metric = standard_metric(m.sentence, q.start, others)
    before = max((o for o in mates if o.quantity.end <= q.start), key=lambda o: o.quantity.start, default=None)
    if metric is None and before is not None and before.quantity.kind == q.kind and \
            before.quantity.unit == q.unit and not _wording(tokens(m.sentence[before.quantity.end:q.start])):
        # the metric's next figure in a list: "interest coverage was 4.8x in fiscal 2024 and 5.4x in
        # fiscal 2023" (words between them name no other item)
        metric = standard_metric(m.sentence, before.quantity.start,
                                 tuple(o for o in others if o != before.quantity.start))
    if metric is None or not _METRIC_KIND[metric.kind](q):
        return v
    found = [d for f in metric.definitions
             if (d := _defined(f, m, ctx, binder, rel_tol, defined="as the metric is commonly defined"))
             is not None]
    hit = next((d for d in found if d.verdict == "derived"), None)
    if hit is None and metric.certain and len(found) == 1:
        hit = found[0]
    if hit is None:
        return v
    return hit.model_copy(update={"sentence_index": m.sentence_index, "start": m.offset + q.start,
                                  "end": m.offset + q.end})


def _levels_first(memo: list[Fact], verdicts: list[FactVerdict]) -> list[FactVerdict]:
    """A change the sentence's own two levels give ("improved by ~13% from 143% in 2021 to 156% in
    2022": 156 - 143 = 13) is not contradicted by a change the context computes for some line item
    the sentence names: what it changes is what the levels measure, and the levels are checked
    themselves (a wrong level is contradicted there). Such a contradiction is ``unsupported``."""
    out = list(verdicts)
    for i, (m, v) in enumerate(zip(memo, verdicts, strict=True)):
        if v.verdict != "contradicted" or m.role == "level":
            continue
        levels = [f for f in memo if f.role == "level" and f.sentence_index == m.sentence_index
                  and (m.quantity.kind == "percent" or f.quantity.kind == m.quantity.kind)]
        pair = _stated_pair(m, levels)
        if pair is not None:
            a, b = pair
            out[i] = v.model_copy(update={
                "verdict": "unsupported", "context_value": "",
                "explanation": f"the change between the levels the sentence states ({a.quantity.text} -> "
                               f"{b.quantity.text}), checked through them; not the context's "
                               f"{v.explanation}"})
    return out


def _stated_pair(change: Fact, levels: list[Fact]) -> tuple[Fact, Fact] | None:
    """Two levels of the sentence whose difference (or, for a percent, difference in points or
    percentage change) is the change's value within its rounding."""
    x = abs(change.quantity.value)
    half = 0.5 * 10 ** -change.quantity.decimals
    for a, b in combinations(levels, 2):
        if a.quantity.kind != b.quantity.kind:
            continue
        va, vb = a.quantity.value * a.quantity.scale, b.quantity.value * b.quantity.scale
        diffs = [abs(vb - va) / change.quantity.scale] if change.quantity.kind == a.quantity.kind == b.quantity.kind else []
        if change.quantity.kind == "percent" and va:
            diffs.append(abs(vb - va) / abs(va) * 100)
            diffs.append(abs(va - vb) / abs(vb) * 100 if vb else math.inf)
        if any(abs(d - x) <= max(half, 1e-9 * x) for d in diffs):
            return (a, b)
    return None


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


DEFINED_OFF = 0.05
"""A bare answer that misses the question's defined metric by more than this share is
contradicted; closer than that but outside its rounding it is unsupported (another reasonable
reading of the definition: a different average, a rounded operand)."""


def _item_cells(item: str, period: str, ctx: list[Fact], binder: Binder) -> list[Fact]:
    """The table cells of the row(s) ``item`` names best for ``period``: the largest share of the
    row label's weight (at least ``BIND_TABLE``), then the most of the item's own words ("total
    current assets" is the "Total current assets" row, not "Total assets")."""
    mw = dict.fromkeys(tokens(item), 1.0)
    if not mw:
        return []
    total = math.fsum(binder.weight(t) for t in mw)
    scored = []
    for c in ctx:
        if c.origin == "table" and c.label_tokens and any(_same_period(period, p) for p in c.periods):
            s, m = binder.score(mw, total, c)
            # ... and the row names most of the item's own words: "total current liabilities" is
            # not the "Total current assets" row of a passage where "assets" is in every label
            said = set(c.label_tokens) | set(c.head_tokens)
            if s >= BIND_TABLE and math.fsum(binder.weight(t) for t in mw if t in said) >= ITEM_COVER * total:
                scored.append(((round(s, 3), round(m, 6)), c))
    if not scored:
        return _item_figures(mw, total, period, ctx, binder)
    top = max(k for k, _ in scored)
    return [c for k, c in scored if k == top]


def _item_figures(mw: dict[str, float], total: float, period: str, ctx: list[Fact],
                  binder: Binder) -> list[Fact]:
    """Where no table row is the item: the prose amounts stated as its level for ``period``
    ("Operating income was $402.7 million in fiscal 2024 and $388.1 million in fiscal 2023"), by
    the words right before each figure -- or, for a figure with none ("and $388.1 million in
    fiscal 2023"), before the sentence's previous figure of its kind. Those words must name the
    item as a row label would (``BIND_TABLE`` of their weight, ``ITEM_COVER`` of the item's)."""
    scored = []
    for c, words in binder.prose_items(ctx):
        if not any(_same_period(period, p) for p in c.periods):
            continue
        said = set(words)
        cover = math.fsum(binder.weight(t) for t in said)
        named = math.fsum(binder.weight(t) for t in said if t in mw)
        if cover and named / cover >= BIND_TABLE and \
                math.fsum(binder.weight(t) for t in mw if t in said) >= ITEM_COVER * total:
            scored.append((round(named / cover, 3), c))
    if not scored:
        return []
    top = max(k for k, _ in scored)
    return [c for k, c in scored if k == top]


_MONTH_WORD = re.compile(MONTH, re.IGNORECASE)


def _prose_items(ctx: list[Fact]) -> list[tuple[Fact, tuple[str, ...]]]:
    """Each prose amount stated as a level, with the words that name its item (see
    :func:`_item_figures`)."""
    out: list[tuple[Fact, tuple[str, ...]]] = []
    last: dict[tuple[int, str], tuple[str, ...]] = {}
    for c in ctx:
        if c.origin == "table":
            continue
        key = (c.source, c.sentence)
        own = tuple(t for t in c.label_tokens if not _MONTH_WORD.fullmatch(t))  # "... at December 31, 2023"
        words = own or last.get(key, ())
        if own:
            last[key] = own
        q = c.quantity
        # a level: stated as one, or no change's direction or aggregate ("was $84.2 million in
        # fiscal 2024 versus ..."), never "increased $3.6 million"
        level = c.role == "level" or (c.role == "" and not c.direction and not c.aggregate)
        if words and level and q.kind != "percent" and not q.unit:
            out.append((c, words))
    return out


ITEM_COVER = 0.5
"""The share of a defined metric's operand's word weight its row's label must name."""


def _defined(formula: Formula, framed: Fact, ctx: list[Fact], binder: Binder,
             rel_tol: float, defined: str = "as the question defines it") -> FactVerdict | None:
    """The bare answer ``framed`` against the metric the question defines, computed from the
    context's line items; None when an operand is not one line item's value (no row, or rows of
    different values) or the question gives no period for an operand that needs one."""
    q = framed.quantity
    if q.kind == "percent" and not formula.is_ratio:
        return None  # a percent is not the value of a sum or difference of amounts
    asked = framed.periods[-1] if framed.periods else ""
    values: list[float] = []
    used: list[Fact] = []
    items: list[str] = []
    shown: list[str] = []
    for op in formula.operands:
        periods = op.periods or ((asked,) if asked else ())
        if not periods or (op.op != "level" and len(periods) != 2):
            return None
        level: list[float] = []
        for p in periods:
            cells = _item_cells(op.item, p, ctx, binder)
            if not cells or len({c.quantity.value for c in cells}) != 1:
                return None
            if any(_item_key(u) == _item_key(cells[0]) and (u.origin == "table" or u is cells[0])
                   for u, o in zip(used, items, strict=True) if o != op.item):
                return None  # two line items of the definition read from one row
            level.append(cells[0].quantity.value)
            used.append(cells[0])
            items.append(op.item)
            shown.append(f"{cells[0].label if cells[0].origin == 'table' else op.item} {p}: "
                         f"{cells[0].quantity.text}")
        values.append(sum(level) / 2 if op.op == "average" else
                      level[1] - level[0] if op.op == "change" else level[0])
    if len({c.hint_scales for c in used}) > 1 or len({c.origin for c in used}) > 1:
        return None  # operands read under different scale notes (or a table's raw figure and prose's
        # scaled one): their figures do not combine
    result = formula.evaluate(values)
    if result is None or not math.isfinite(result):
        return None
    if formula.is_ratio:  # no scale of its own; a percent answer states it times 100
        targets = [result * 100] if q.kind == "percent" else [result]
    else:  # an amount in the operands' own figures (a table "in millions": millions or units)
        scales = {s for c in used for s in c.hint_scales} or {  # none stated: see _readings
            s for s in (*_UNSTATED_SCALES, q.scale) if s <= q.scale}
        targets = [result * f for f in {1.0, *scales}]
    # its rounding, never more than MAX_ROUNDING_REL of it ("a current ratio of 1" is not 0.78)
    half = min(0.5 * 10 ** -q.decimals * q.scale, MAX_ROUNDING_REL * abs(q.value))
    best = min(targets, key=lambda t: abs(q.value - t))
    name = formula.name or "the metric the question defines"
    how = f"{name} = {formula.text} = {format_figure(best)} ({'; '.join(shown)})"
    base = {"figure": q.text, "sentence": framed.sentence, "periods": list(framed.periods),
            "binding": "line item", "line_item": used[0].label, **_rests(used)}
    if abs(q.value - best) <= max(half, rel_tol * abs(best)) * (1 + 1e-9):
        return FactVerdict(**base | {"context_value": format_figure(best)}, verdict="derived",
                           explanation=f"{how}, {defined}")
    if best and abs(q.value - best) > DEFINED_OFF * abs(best):
        return FactVerdict(**base | {"context_value": stated_like(q, best, used, computed=True)},
                           verdict="contradicted", explanation=f"{how}, not {q.text}, {defined}")
    return None


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
