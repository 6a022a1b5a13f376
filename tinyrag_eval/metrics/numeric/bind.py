"""Binding: the context facts whose line item a memo figure's words name (:class:`Binder`:
IDF-weighted overlap with a table cell's row label and column header or a prose figure's words;
per-share rows), the rows a sentence names (:func:`named_items`), and a line item's identity and
words."""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .extract import MONTH
from .facts import (
    MEASURES,
    PER_SHARE,
    QUALIFIERS,
    Fact,
    from_label,
    is_change,
    share_row,
    tokens,
    undated_tokens,
)
from .periods import period_ok, period_order, same_period
from .values import kind_ok, value_ok

BIND_TABLE = 0.6
"""Share of a row label's (and column header's) word weight the memo must name to bind to it."""
BIND_TEXT = 0.5
"""Overlap coefficient between the memo's and a context figure's surrounding words to bind."""
NAMED_ROW = 0.75
"""A row the memo names this well is an operand candidate of a ratio, sum or difference of rows."""
QUALIFIER_UNSAID = 0.25
MAX_BOUND = 40
"""Bound context facts a derivation searches (pairs: at most MAX_BOUND squared)."""


_LABEL_FIGURE = re.compile(r"\d[\d,.]*%?")


def _label_figures(text: str) -> set[str]:
    """The figures written in a row label or a sentence ("5.25%", "2029"), as written -- but for the dates of an aside
    ("Common Shares, $ 0.001 par value ( ... 3,389,661 shares issued and outstanding as of December 31, 2023 and
    December 31, 2022)", or of a date said "at" or "as of" anywhere: "...; 234,403 shares issued and outstanding at
    December 31, 2023 and 162,485 ... at December 31, 2022": when its counts are, not which item the row is)."""
    text = _AS_OF_DATE.sub(" ", _ASIDE.sub(lambda m: _FULL_DATE.sub(" ", m.group()), text))
    return {m.group().rstrip(".,") for m in _LABEL_FIGURE.finditer(text)}


_ASIDE = re.compile(r"\([^()]*\)")
_FULL_DATE = re.compile(rf"\b(?:{MONTH})\.?[ \t]+\d{{1,2}},?[ \t]+\d{{4}}\b", re.IGNORECASE)
_AS_OF_DATE = re.compile(rf"\b(?:at|as[ \t]+of)[ \t]+(?:{MONTH})\.?[ \t]+\d{{1,2}},?[ \t]+\d{{4}}\b", re.IGNORECASE)


class Binder:
    """IDF-weighted overlap between a memo figure's words and each context fact's label."""

    def __init__(self, facts: list[Fact], memo: Iterable[Fact] = ()) -> None:
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
        self.acronyms = _acronyms(facts)
        self._per_list: dict[tuple[str, int], tuple[list[Fact], Any]] = {}
        # the memo's figures by sentence: a figure's row among equally named ones is the one that holds
        # another figure of its sentence
        self.sentences: dict[int, list[Fact]] = {}
        for m in memo:
            self.sentences.setdefault(m.sentence_index, []).append(m)
        # the figures of the row labels that :func:`.facts.label_facts` read as prose (a row's label is cut at
        # ``MAX_CELL_CHARS``; its prose reading is not)
        read = {(f.source, f.sentence[:40]) for f in facts if from_label(f)}
        self.label_written = {f.label: _label_figures(f.label) for f in facts
                              if read and f.origin == "table" and (f.source, f.label[:40]) in read}
        self.label_read = {f.sentence: _label_figures(f.sentence) for f in facts if from_label(f)}

    @staticmethod
    def _names(mw: dict[str, float], words: Iterable[str], qualifiers: frozenset[str]) -> bool:
        return any(t in mw for t in words if t not in qualifiers)

    def weight(self, t: str) -> float:
        return self.idf.get(t, self.default)

    def memo_weights(self, memo: Fact) -> dict[str, float]:
        w: dict[str, float] = {}
        if not (memo.label_tokens or memo.right_tokens):  # "... and $1.0 billion in 2018"
            return dict.fromkeys(memo.sentence_tokens, 0.9)
        # (the words after it at full weight where the words before it are only the sentence's subject, a name, and its
        # verb: "KORE ended 2023 with 17.3 million total connections" is the "| Total Number of Connections at Period
        # End |" row's)
        named = (m := _NAME_SUBJECT.match(memo.sentence)) is not None and bool(memo.label_tokens) and set(
            memo.label_tokens) <= set(tokens(m.group(1))) and memo.quantity.start >= m.end()
        for t in memo.right_tokens:
            w[t] = 1.0 if named else 0.8
        for t in memo.label_tokens:
            w[t] = 1.0
        # (not a word of a company's name of several words: "SS Innovations' revenue" is no "| System Sales |" row's)
        name = owner_tokens(memo.sentence)
        for t in [t for t in w if t in self.acronyms and not (len(name) > 1 and t in name)]:
            for x in self.acronyms[t]:
                w.setdefault(x, w[t])
        return w

    def weighted(self, memo: Fact) -> tuple[dict[str, float], float]:
        """The memo figure's words and their weights (:meth:`memo_weights`), and their total weight: what
        :meth:`score` reads a fact's words against."""
        mw = self.memo_weights(memo)
        return mw, math.fsum(self.weight(t) * w for t, w in mw.items())

    def spelled_out(self, memo: Fact) -> frozenset[str]:
        """The words of the row labels the memo's acronyms stand for (:func:`_acronyms`)."""
        return frozenset(x for t in memo.label_tokens + memo.right_tokens for x in self.acronyms.get(t, ()))

    def _cover(self, mw: dict[str, float], label: Iterable[str],
               qualifiers: frozenset[str] = QUALIFIERS) -> tuple[float, float]:
        label = set(label)
        total = math.fsum(self.weight(t) * (QUALIFIER_UNSAID if t in qualifiers and t not in mw else 1.0)
                    for t in label)
        matched = math.fsum(self.weight(t) * mw[t] for t in label if t in mw)
        return (matched / total if total else 0.0), matched

    def score(self, mw: dict[str, float], memo_total: float, c: Fact,
              qualifiers: frozenset[str] = QUALIFIERS, owner: frozenset[str] = frozenset()) -> tuple[float, float]:
        """(score, matched weight). A table cell: the share of its row label's word weight the
        memo names (of the column header's when the rows are periods), ties broken by the
        column's words too. A text figure: the overlap coefficient with its sentence, where the
        ``owner`` words (:func:`owner_tokens`) count only when the sentence says them."""
        if c.origin == "table":
            # a row of a column group ("Digital Advertising" under "Net Revenue") is that group's
            # line item: a memo that names another group of the table does not mean it ("Digital
            # Advertising direct operating expenses increased ... 7.1%" is not the revenue's 7.1%); one
            # that names none may mean any ("Digital Advertising was 150,276 in 2023"); the row's own
            # words are what the memo must name as fully as any row's (the group's words, which the
            # column's add to the matched weight, would make a half-named row, "Segment Alpha", bind)
            # (a group is named by its words that are not the row's: "Other" does not name "Other
            # Postretirement Benefits" of the row "Other", nor "Total" "Total Loans")
            if c.section and not any(t in mw for t in c.section) and any(
                    mw[t] >= 1.0 or max(mw.values()) < 1.0 for t in MEASURES & mw.keys()):
                # "Subscriptions revenue rose 4%" is not the "Subscriptions" row under "Cost of revenue:" (a
                # measure the words after the figure name beside the words before it is a share's base: "The
                # inventory impairment made up about 77% of 2023 cost of goods sold")
                return 0.0, 0.0
            own = set(c.label_tokens)
            if any(mw[t] >= 1.0 and t not in own for t in _COMPLEMENT & mw.keys()):
                # "Revenue outside North America was 41%" is not the "North America" row's
                return 0.0, 0.0
            if not _HEADCOUNT.isdisjoint(mw) and own.isdisjoint(_HEADCOUNT) and any(
                    mw[t] >= 1.0 for t in _HEADCOUNT & mw.keys()):
                # "Average R&D headcount fell 7% to 142 people" is no figure of the "Research and
                # development" expense row
                return 0.0, 0.0
            if c.group_tokens and not self._names(mw, set(c.group_tokens) - own, qualifiers) and any(
                    self._names(mw, set(g) - own, qualifiers) for g in self.groups.get((c.source, c.table), ())):
                return 0.0, 0.0
            row, row_m = self._cover(mw, c.label_tokens, qualifiers)
            if "eps" in c.section and (which := _dilution_words(c)) <= _SHARE_QUALIFIERS and (
                    not (said := _DILUTION & mw.keys()) or said & which):
                # "| Basic and diluted |" under "| Loss per share: |" is the loss per share (the diluted one only
                # where the memo says which: "$1.10 per diluted share" is not the "| Basic |" row's)
                row, row_m = max((row, row_m), self._cover(mw, (*c.section, *which), qualifiers))
            if "eps" in own and "eps" in mw and _DILUTION <= own and _DILUTION.isdisjoint(mw):
                # ... and a "| Basic and Diluted |" row (under "| Loss per share - continuing operations |") the loss
                # per share a memo states with no dilution word: not the "| Loss from continuing operations |" amount
                # row, whose words the memo names as fully
                row, row_m = max((row, row_m), self._cover(mw, own - _DILUTION, qualifiers))
            if c.head_tokens:
                row, row_m = max((row, row_m), self._cover(mw, c.head_tokens))
            loss = _loss_tokens(c.label)
            if loss:  # "Net income (loss)" is the "net loss" a memo states too
                row, row_m = max((row, row_m), self._cover(mw, loss, qualifiers))
            gain = _gain_tokens(c.label)
            if gain:  # ... and "Operating (loss) income" the "operating income"
                row, row_m = max((row, row_m), self._cover(mw, gain, qualifiers))
            if own == {"cashequivalent"} and _CASH_ROW.fullmatch(c.label) and {
                    t for t, w in mw.items() if w >= 1.0} == {"cash"}:
                # ... and "| Cash and cash equivalents |" a memo's plain "cash", as ``_SAID_AS`` says it ("Cash accounted
                # for about 88% of total assets"; not the "cash" of "a use of $168.4 million of cash", nor an "| Increase
                # in cash and cash equivalents |" or "| Cash and cash equivalents - end of period |" row's)
                row, row_m = max((row, row_m), self._cover(mw, tuple(_said_as(own)), qualifiers))
            alias = alias_tokens(c.label)
            if alias:  # ... and "Revenue before reimbursements (net revenue)" the "net revenue"
                row, row_m = max((row, row_m), self._cover(mw, alias, qualifiers))
            for words in _shorter_names(c.label):
                # ... and "Net loss and comprehensive loss for the period" the "net loss" alone, "Cost of revenue
                # (exclusive of depreciation and amortization shown separately below)" the "cost of revenue"
                row, row_m = max((row, row_m), self._cover(mw, words, qualifiers))
            for words in _unnamed_owner(c.label):
                # ... and "Net (loss) income attributable to Great Elm Group, Inc." the "net loss attributable to the
                # company" (or to "Great Elm"): the company's name is the filer's, which a memo may say otherwise
                row, row_m = max((row, row_m), self._cover(mw, words, qualifiers))
            col, col_m = self._cover(mw, [t for t in c.column_tokens if t not in own] if c.group_tokens
                                     else c.column_tokens)
            # the table's title, where it names the line item its rows measure, tells equally named
            # rows apart ("Western" of "A summary of operating income (loss) by operating segment" for
            # "the Western segment's operating income", not of the revenues' table above it, nor
            # that table's "Operating income" total row); so does the measure of the row's section
            # ("Subscription" under "Gross margin:" for "Subscription gross margin")
            named = set(c.label_tokens) | set(c.column_tokens)
            col_m += math.fsum(self.weight(t) * mw[t] for t in set(c.title_tokens) | set(c.section)
                               if t in mw and t not in _TITLE_GENERIC and t not in named)
            if c.item_axis == "dated":  # a roll-forward's dated row: its label ("Balances at ...") or,
                # when the columns are the items (segments), its column names the line item
                return max((row, row_m + col_m), (col, col_m + row_m))
            return (row, row_m + col_m) if c.label_tokens else (col, col_m)
        cw = set(c.sentence_tokens)
        total = math.fsum(self.weight(t) for t in cw)
        matched = math.fsum(self.weight(t) * mw[t] for t in cw if t in mw)
        if owner:
            memo_total -= math.fsum(self.weight(t) * mw[t] for t in owner if t in mw and t not in cw)
        denom = min(total, memo_total)
        return (matched / denom if denom else 0.0), matched

    def subject_words(self, memo: Fact, mw: dict[str, float] | None = None) -> set[str]:
        """The words of the item its sentence opens with (its first figure's) that the memo figure's own words do not
        say: "General and administrative expense" of "..., driven primarily by a $4.2 million increase in
        personnel-related costs"; none for the first figure."""
        first = next(iter(self.sentences.get(memo.sentence_index, ())), None) if memo.sentence_index >= 0 else None
        if first is None or first is memo or first.quantity.start == memo.quantity.start:
            return set()
        said = mw.keys() if mw is not None else {*memo.label_tokens, *memo.right_tokens}
        return set(first.label_tokens) - said

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
        check: every fact, each mode's of :func:`.verify.same_mode`)."""
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
            *(row_words(c) for c in facts if c.origin == "table")))

    def table_cells(self, ctx: list[Fact]) -> list[Fact]:
        """The table cells of ``ctx`` that have a row label; read once per check."""
        return self._once("cells", ctx, lambda facts: [c for c in facts if c.origin == "table" and c.label_tokens])

    def change_levels(self, ctx: list[Fact]) -> set[int]:
        """ids of the prose levels that come in a change's pair ("rose to X from Y", "X, up from Y",
        "X (2024: Y)"): a sentence that states two or more levels; read once per check."""
        return self._once("paired", ctx, _change_levels)

    def local(self, mw: dict[str, float], c: Fact, right_first: bool = False) -> float:
        """How well the words right around a text figure match the memo's (left ones first; right ones first where the
        memo figure's own words are all after it: "recorded a $166.5 million goodwill impairment charge" is the
        prose's "consisting of a $166.5 million goodwill impairment charge", not "non-cash charges ... of $171.9
        million" before it)."""
        first, second = (c.right_tokens, c.label_tokens) if right_first else (c.label_tokens, c.right_tokens)
        cw = dict.fromkeys(second, 0.5) | dict.fromkeys(first, 1.0)
        return math.fsum(self.weight(t) * min(w, mw[t]) for t, w in cw.items() if t in mw)

    def bind(self, memo: Fact, ctx: list[Fact]) -> tuple[list[Fact], list[Fact], set[int]]:
        """(the facts of the line item the memo figure names, every fully named row's facts, the ids of
        the bound facts that are only a change's operands: the bound sentence's other figures)."""
        mw, memo_total = self.weighted(memo)
        operands_only: set[int] = set()  # ids of the bound sentence's other figures (a change's operands)
        tables: list[tuple[float, float, Fact]] = []
        texts: list[tuple[float, float, Fact]] = []
        revenues: list[Fact] = []  # revenue rows named but for an unsaid "operating" that bind no better
        # a per-share figure ("the loss per share was $0.01") is a per-share row's ("Loss per share -
        # basic and diluted"), not the "Net loss" row's that its words name as fully; such rows'
        # "basic", "diluted", "common" are qualifiers a memo leaves out
        per_share_figure = _per_share_figure(memo)
        per_share = per_share_figure and any(c.origin == "table" and _per_share(c.label) for c in ctx)
        # ... and where no row says so, a table whose columns do ("| Net Income | Earnings Per Share |" over "| NEE |
        # 2,268 | 1.10 |"): the figure is a cell of those columns, not of a row of amounts elsewhere that names it as
        # fully, nor of a column another heading names (a cell without a heading stays: a heading over several
        # columns may be read over the first only)
        per_share_tables = {(c.source, c.table) for c in ctx if c.origin == "table" and _per_share(c.column)} if (
            per_share_figure and not per_share) else set()
        # ... and where neither does, rows under a heading that says so ("| Basic and diluted |" under "| Loss per
        # share: |")
        per_share = per_share or (per_share_figure and not per_share_tables and any(
            c.origin == "table" and _eps_row(c) for c in ctx))
        owner = owner_tokens(memo.sentence) | self.spelled_out(memo)
        level = memo.role == "level" or not (is_change(memo) or memo.aggregate)  # (no change, no operation)
        # "with comparable sales down 9.5%" is no figure of the "Net sales" row: a like-for-like measure is
        # a table row's only where its label, column, section or title says so (not "On a same store basis,
        # total revenues ...": the words name which table, not another measure)
        written = (m.group().rstrip(".,") if (m := _LABEL_FIGURE.search(memo.quantity.text)) else "") \
            if self.label_read else ""
        like = not _COMPARABLE.isdisjoint(memo.label_tokens) and any(
            m.start() <= memo.quantity.start for m in _LIKE_FOR_LIKE.finditer(memo.sentence))
        for c in ctx:
            if memo.span and c.span and c.span != memo.span:
                continue  # the quarter's line item is not a row of the nine months' table
            if like and c.origin == "table" and _COMPARABLE.isdisjoint(row_words(c) | set(c.section)):
                continue
            if per_share and c.origin == "table" and not _eps_row(c):
                continue
            if per_share_tables and c.origin == "table" and ((c.source, c.table) not in per_share_tables or (
                    c.column and not _per_share(c.column))):
                continue
            if c.variance and level:  # a level is no cell of a table of changes
                continue
            if c.origin == "table" and c.label in self.label_written and written and \
                    written in self.label_written[c.label]:
                continue  # "dropped to 4,542,733 ... from 27,600,000": the label's count of shares, not the row's amount
            if c.sentence in self.label_read and written not in self.label_read[c.sentence]:
                continue  # ... and a figure the label does not write is no figure of its reading ("$49.1 million")
            s, m = self.score(mw, memo_total, c, _SHARE_QUALIFIERS if per_share else QUALIFIERS, owner)
            if m <= 0:
                continue
            if c.origin == "table" and s >= BIND_TABLE:
                tables.append((round(s, 3), round(m, 6), c))
            elif c.origin == "table" and "revenue" in c.label_tokens and _says_all(
                    mw, c.label_tokens, QUALIFIERS | REVENUE_QUALIFIERS):
                revenues.append(c)
            elif c.origin != "table" and s >= BIND_TEXT:
                texts.append((round(s, 3), round(m, 6), c))
        bound: list[Fact] = []
        if tables and memo.quantity.kind != "percent" and (memo.quantity.currency is not None or memo.quantity.scale > 1.0):
            # an amount (in a currency or a scale) is of a row that holds amounts: "net sales fell to $1.46
            # billion" is the "| Total net sales | $ | 1,455,183 |" row, not the "| Net sales | 100.0 | % |"
            # row of a table of shares that names it as well (a percent may be derived from a row of
            # amounts, and a plain number may quote a percent row's cell: neither narrows)
            # ... nor is a scaled amount a per-share row's ("compared with a net loss of $26.0 million" after
            # "$0.34 per diluted share" is not the "Net income (loss) per share - diluted" row's, whose words
            # the sentence says more fully than the "Net Income (Loss)" row's)
            held = {item_key(c) for _, _, c in tables if kind_ok(memo, c) and not (
                memo.quantity.scale > 1.0 and not memo.per_unit and c.origin == "table" and _eps_row(c))}
            # (... and where every named row holds shares, "| Revenue | 100.0 | % |", the amount is prose's to bind)
            tables = [t for t in tables if item_key(t[2]) in held]
        if tables and memo.temporal and memo.quantity.unit not in ("pp", "bps"):
            # ... nor is a change of a share table's base row ("| Net sales | 100.0 | % | 100.0 | % |"):
            # "net sales fell 4.4%" is the amounts' row's change (a share of net sales is of its base)
            by_row: dict[tuple[Any, ...], list[Fact]] = defaultdict(list)
            for _, _, c in tables:
                by_row[item_key(c)].append(c)
            base = {k for k, cs in by_row.items() if all(c.is_percent and c.quantity.value == 100.0 for c in cs)}
            if base and len(base) < len(by_row):
                tables = [t for t in tables if item_key(t[2]) not in base]
        if tables:
            # the best-named line item(s), every cell of them: the column's words pick the row
            # among equally named rows and order its cells, but never drop a period of the row
            # ("selling expenses for 2018 and 2019" binds both columns, not only the one whose
            # header also says "December")
            top = max(s for s, _, _ in tables)
            # ... and a row (not a share row) whose every word but an unsaid qualifier is of the memo
            # figure's own (left-hand) words and which says every word of them the best-named rows say,
            # and more ("Depreciation of revenue earning vehicles and lease charges" is the "..., net"
            # row, not the "| Vehicle |" row whose one word it also says)
            top_m = max(m for s, m, _ in tables if s == top)
            top_words = {t for s, _, c in tables if s == top for t in c.label_tokens if t in mw}
            quals = _SHARE_QUALIFIERS if per_share else QUALIFIERS
            rows: dict[tuple[Any, ...], list[tuple[float, Fact]]] = {}
            # ... and the total row of a best-named row's words in its table, where it has the value of the memo
            # figure or of another figure of its sentence ("| Revenues |", "| Revenues, Related Party |", "| TOTAL
            # REVENUES |"): a memo's "revenue" may be that total as much as the first part's row ("net sales rose 8.2%
            # to $422.3 million from $390.2 million": the levels' row is the change's) -- the part's row alone stays
            # the item a contradiction reads ("Other assets" is the "| Other assets |" row of "| Total other assets |")
            totals = {(c.source, c.table, frozenset(c.label_tokens) | {"total"}) for s, _, c in tables
                      if s == top and "total" not in c.label_tokens}
            said = [memo, *(f for f in self.sentences.get(memo.sentence_index, ()) if f is not memo)] \
                if memo.sentence_index >= 0 else [memo]
            totals = {item_key(c) for _, _, c in tables if (c.source, c.table, frozenset(c.label_tokens)) in totals
                      and any(value_ok(f, c, 0.0) is not None for f in said)} if totals else set()
            # ... and a row of a best-named row's words and an unsaid qualifier, in any table, where it has the value of
            # the memo figure or of another of its sentence ("| Inventories, Net (Note 3) | 1,709,135 |" beside the cash
            # flow's "| Inventory | (1,441,462) |" for "Inventories rose to $1.71 million at December 31, 2023"): the
            # tables' tie-breaks below choose between them (not a row of the item's change, "| Net increase in cash and
            # cash equivalents and restricted cash |", whose words are the balance's and a qualifier)
            best_words = {frozenset(c.label_tokens) - quals for s, _, c in tables if s == top}
            # ... and a row that says every word of the best-named rows and more of the memo figure's own, all but one
            # word, where it has the value of the memo figure or of another of its sentence ("| Revenue from online
            # ride-hailing platform services |" beside "| Revenues |" for "Online ride-hailing platform revenue dropped
            # 37.0% in the quarter to $0.51 million")
            qualified = {item_key(c) for s, m, c in tables if s < top and _CHANGE_WORDS.search(c.label) is None and (
                (frozenset(c.label_tokens) - quals in best_words and set(c.label_tokens) & quals) or (
                    m > top_m and top_words and top_words <= set(c.label_tokens) and not share_row(c.label)
                    and len({t for t in c.label_tokens if mw.get(t, 0.0) < 1.0} - quals) == 1))
                         and any(value_ok(f, c, 0.0) is not None for f in said)}
            for s, m, c in tables:
                if s == top or item_key(c) in totals or item_key(c) in qualified or (
                        m > top_m and top_words and top_words <= (said_as := _said_as(c.label_tokens))
                        and _says_all(mw, said_as, quals, own_only=True)
                        and not share_row(c.label) and _OWN_SHARE.match(c.label) is None):
                    rows.setdefault(item_key(c), []).append((m, c))
            # ... and of the best-named rows, one that says a qualifier the memo says ("Interest expense, net rose $4.0
            # million to $7.4 million": the "| Interest expense, net |" row) over one of its words without it ("|
            # Interest expense |"), which names the memo's words as fully
            said_quals = {t for t in quals if mw.get(t, 0.0) >= 1.0}
            best = {item_key(c): frozenset(c.label_tokens) for s, _, c in tables if s == top} if said_quals else {}
            saying = {w - said_quals for w in best.values() if said_quals <= w}
            if saying:
                rows = {k: v for k, v in rows.items() if k not in best or said_quals <= best[k] or best[k] not in saying}
            q = memo.quantity
            points = q.kind == "percent" and (not memo.change or q.unit in ("pp", "bps"))
            if points:
                # ... and a share row right under a named row: its share of revenue ("| Gross profit |"
                # over "| % of net sales (gross margin) | 42.7 | % |" for "gross margin fell 440 basis
                # points to 42.7%"), which names the revenue the memo leaves unsaid
                # (whatever its score: the base's words weigh on it as on no other row)
                # ... or its margin ("| Gross profit |" over "| Gross profit margin | 32.6% |" for "gross
                # margin expanded 420 basis points": "gross margin" is read as "gross profit")
                under = {(c.source, c.table, c.row + 1): (m, set(c.label_tokens)) for cells in rows.values()
                         for m, c in cells}
                # ... or its own share row anywhere in the table ("| International |" and, below the total,
                # "| International as a percentage of total revenues | 69.6 | % |")
                heads = {(c.source, c.table, " ".join(c.label.lower().split())): (m, set(c.label_tokens))
                         for cells in rows.values() for m, c in cells}
                for c in ctx:
                    above = under.get((c.source, c.table, c.row)) if c.origin == "table" else None
                    # (right under its item too: "| Segment profit |" over "| Segment profit as percent of net sales |")
                    # (not another item's share right under it: "| Gross margin as percent of sales |" over
                    # "| Selling, general and administrative expense as percent of net sales |")
                    own = None if c.origin != "table" else _OWN_SHARE.match(c.label)
                    if own is not None:
                        named = heads.get((c.source, c.table, " ".join(own.group(1).lower().split())))
                        above, own = (named, own) if named is not None else (above, None)
                    if above is not None and (own is not None or share_row(c.label) or (
                            above[1] < set(c.label_tokens) and set(c.label_tokens) - above[1] <= _MARGIN_WORDS)) and not (
                            memo.span and c.span and c.span != memo.span):
                        rows.setdefault(item_key(c), []).append((above[0], c))
            if len(rows) > 1:  # equally named rows: the one whose label's figures the memo writes
                said = {k: _label_figures(cells[0][1].label) & _label_figures(memo.sentence) for k, cells in rows.items()}
                most = max(len(v) for v in said.values())
                if most:  # "the 5.25% Senior Notes due 2029" is not the 4.50% notes due 2027
                    rows = {k: cells for k, cells in rows.items() if len(said[k]) == most}
            tabled = {(cells[0][1].source, cells[0][1].table) for cells in rows.values()} if len(rows) > 1 else set()
            if len(tabled) > 1 and (dated := _period_level(memo, rows)):
                rows = dated
                tabled = {(cells[0][1].source, cells[0][1].table)
                          for cells in rows.values()} if len(rows) > 1 else set()
            others = [f for f in self.sentences.get(memo.sentence_index, ()) if f is not memo] if len(tabled) > 1 else []
            if others:
                # ... of tables: the table whose row holds another figure of the sentence: "Total revenue
                # fell 18.4% to $1.08 billion" is of the table whose total is 1,082,747 (thousands), not
                # of the same-store table's "Total revenues" row of the same words (within a table, a
                # share row and its line item's row hold different figures of one item)
                held = {(c.source, c.table) for cells in rows.values() for _, c in cells
                        if any(value_ok(f, c, 0.0) is not None for f in others)}
                if held & (periods := _one_period_tables(rows)).keys():
                    held |= periods.keys()  # (a change is of both: "slipped 5.4% to $7.7 million")
                if held and len(held) < len(tabled):
                    rows = {k: cells for k, cells in rows.items() if (cells[0][1].source, cells[0][1].table) in held}
            if len(rows) > 1 and not points:
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
            # (a percent change, a sentence of the item's two levels as well: "revenues slipped 1.8%" is the change
            # of "revenues ... were $358.1 million compared to $364.8 million", not of "SG&A ... were 7.7% of revenue")
            pool = [t for t in texts if kind_ok(memo, t[2]) or (
                memo.change and memo.quantity.kind == "percent" and t[2].role == "level" and not t[2].is_percent)] or texts
            if memo.before:  # ... of the period a prior level ("up from 18.2% a year earlier") is of: a
                # sentence of the current period's figures alone says nothing of it
                pool = [t for t in pool if t[2].periods and period_ok(memo, t[2])]
            best = max(((s, m) for s, m, c in pool), default=None)
            # (the sentences of that score that hold such a figure: two sentences of one passage
            # share its words, "The 30.0% effective rate for ... 2024" and "... the 18.2% effective
            # rate for ... 2023")
            where = {(c.source, c.offset) for s, m, c in pool if (s, m) == best}
            if len(where) > 1 and (subject := self.subject_words(memo, mw)):
                # ... of equally named sentences, those that name the memo sentence's subject too, which the figure's
                # words leave unsaid ("General and administrative expense increased $5.2 million, ..., driven by a $4.2
                # million increase in personnel-related costs": the G&A prose's "$1.6 million in personnel-related
                # costs", not the sales and marketing prose's $4.2 million of the same words)
                naming = {(c.source, c.offset) for s, m, c in pool if (s, m) == best and subject <= set(c.sentence_tokens)}
                where = naming if naming else where
            in_sentence = [c for s, m, c in texts if (s, m) == best and (c.source, c.offset) in where]
        if in_sentence:
            # of the sentence's figures, those the memo's figure can be compared with: of its kind
            # ("$6.65 billion" is not the "7%" beside it), and a stated level not a stated change
            # ("rose 8% to $47.6 million" against "increased $3,678, or 8%, to $47,578")
            fits = [c for c in in_sentence if kind_ok(memo, c)] or in_sentence
            if _per_share_figure(memo):
                # ... a per-share figure the sentence's per-share one ("$0.69 a year earlier" against "net income
                # ... of $202 million and diluted EPS of $0.69": the words of the sentence's subject name the
                # amount better), not one stated in millions
                fits = [c for c in fits if c.quantity.scale == 1.0] or fits
            if memo.role == "level":
                # ... a prior level ("from $1.87") the sentence's prior level ("compared to $1.87
                # last year"), a current level the current one; then a level, not a change
                fits = [c for c in fits if c.prior == memo.prior] or fits
                if memo.before:  # ("up from 53.2%" after "53.5% of net sales in fiscal 2023": the sentence's
                    # figure of an earlier period, "... in Fiscal Year 2023 and 53.2% in Fiscal Year 2022")
                    fits = [c for c in fits if c.periods and period_ok(memo, c)] or fits
                fits = [c for c in fits if c.role == "level" or not (c.role == "change" or c.temporal)] or fits
            elif not memo.role and not memo.direction and not memo.periods:
                # ... and a figure in apposition to a level ("$6.9 million, or $0.61 per diluted share")
                # the current figures, not a prior level's ("compared with a net loss of $8.2 million,
                # or $0.61 per diluted share")
                fits = [c for c in fits if c.prior == memo.prior] or fits
            right_first = not memo.label_tokens and bool(memo.right_tokens) and memo.quantity.end >= 0 and \
                _NOUN_AFTER_FIGURE.match(memo.sentence, memo.quantity.end) is not None
            locals_ = [(self.local(mw, c, right_first), c) for c in in_sentence]
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
        # (a row named but for its unsaid qualifiers is named too: "69% of revenue" divides by the "Total
        # revenues" row, whose "total" weighs on its score as the memo's other words do not)
        # (and a revenue row but for its "operating", which weighs on its score: "22.5% of revenue" divides by the "|
        # Total operating revenues, net |" row)
        named = [c for s, _, c in tables if s >= NAMED_ROW or (c.label_tokens and _says_all(mw, c.label_tokens))]
        named += revenues
        return bound[:MAX_BOUND], named[:MAX_BOUND], operands_only


REVENUE_QUALIFIERS = frozenset({"operating"})
"""A revenue row's word a memo leaves out: "Total operating revenues" is the revenue (a named share base here; a
defined metric's operand in ``definition``)."""
_NOUN_AFTER_FIGURE = re.compile(r"[ \t]+(?!(?:was|were|is|are|has|had|have|of|in|for|from|to|on|at|by|and|or|as|versus|vs"
                                r"|compared|with|during|over|than|per|a|an|the)\b)[a-z]", re.IGNORECASE)
"""A noun right after a figure, which it qualifies ("a $166.5 million goodwill impairment charge"; not "$77.5 million was
withdrawn from the trust")."""
_CHANGE_WORDS = re.compile(r"\b(?:increases?|decreases?|changes?)\b", re.IGNORECASE)
"""A row label's words of the item's change ("| Net increase in cash and cash equivalents and restricted cash |"), as
``levels.is_change_row`` reads them more narrowly (bind may not import levels, which imports bind)."""
_CASH_ROW = re.compile(r"\s*cash,?[ \t]+and[ \t]+(?:cash[ \t]+)?equivalents[ \t]*:?", re.IGNORECASE)
"""A balance's "| Cash and cash equivalents |" row, said in full (not a cash flow's "... at end of period" row)."""
_SAID_AS = {"cashequivalent": "cash"}
"""A row's word that a memo's plainer word names where the row says more than the best-named row: "Cash held in the
trust account" is the "| Cash and cash equivalents held in trust account |" row over the "| Cash |" row."""


def _said_as(words: Iterable[str]) -> set[str]:
    """A row label's words as a memo may say them (``_SAID_AS``)."""
    return {_SAID_AS.get(t, t) for t in words}


def _says_all(mw: dict[str, float], words: Iterable[str], qualifiers: frozenset[str] = QUALIFIERS,
              own_only: bool = False) -> bool:
    """The memo figure's words say every one of ``words`` but an unsaid qualifier (``own_only``: among its own,
    left-hand words, not the words after it)."""
    return all(t in qualifiers or (mw.get(t, 0.0) >= 1.0 if own_only else t in mw) for t in words)


_CAPITALIZED_WORD = re.compile(r"[A-Z][A-Za-z]+")
_LINKS = frozenset({"and", "of", "&", "the", "for"})


def _acronyms(facts: list[Fact]) -> dict[str, tuple[str, ...]]:
    """The acronyms a context's table rows spell ("Flex Reliability Solutions": "frs", "Specialty Products
    Division": "spd"), each the words of the one row label of those initials (a filing names its segments
    so in prose: "Net sales for our FRS segment"). Labels of two to five capitalized words only."""
    found: dict[str, set[tuple[str, ...]]] = {}
    for f in facts:
        if f.origin != "table" or not f.label_tokens:
            continue
        words = [w for w in re.split(r"[\s,]+", f.label.strip()) if w and w.lower() not in _LINKS]
        if 2 <= len(words) <= 5 and all(_CAPITALIZED_WORD.fullmatch(w) for w in words):
            found.setdefault("".join(w[0] for w in words).lower(), set()).add(f.label_tokens)
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


_NAME_SUBJECT = re.compile(r"[ \t]*(?:The[ \t]+)?((?:[A-Z][\w&.-]*[ \t]+){0,3}[A-Z][\w&.-]*)[ \t]+(?:ended|closed|finished|exited|"
                           r"had|held|operated|employed|served|reported|posted|delivered|shipped)\b")
"""A sentence that opens with a name and its verb: "KORE ended 2023 with", "Tenet operated"."""
_OWNER = re.compile(r"[ \t]*(?:The[ \t]+)?((?:[A-Z][\w&.-]*[ \t]+){0,3}[A-Z][\w&.-]*)(?:['\u2019]s\b|(?<=s)['\u2019](?!\w))")


@lru_cache(maxsize=4096)
def owner_tokens(sentence: str) -> frozenset[str]:
    """The words of a name in the possessive that opens a memo sentence ("Flex's net sales fell ...",
    "Heidrick's net revenue ..."): the company's name as a rule, which a filing's own sentences do not
    repeat ("Net sales during the three-month period ... totaled $7.1 billion"); where a sentence
    says it ("Nextracker's segment margin" of "Net sales for our Nextracker segment"), it counts."""
    m = _OWNER.match(sentence)
    return frozenset(tokens(m.group(1))) if m else frozenset()


_TITLE_GENERIC = frozenset("""segment business result summary consolidated operation table following data financial
selected key metric information statement comparison overview follows below""".split())  # noqa: SIM905
"""Words of a table's title that name no line item or part of the business ("Business Segments"):
a memo's "segment" does not choose that table over another."""
_PER_SHARE = re.compile(r"\bper[ \t]+(?:[\w-]+[ \t]+){0,3}(?:shares?|units?)\b|\bEPS\b", re.IGNORECASE)
_SHARE_QUALIFIERS = QUALIFIERS | {"basic", "diluted", "common", "ordinary"}
_DILUTION = frozenset({"basic", "diluted"})


def _dilution_words(c: Fact) -> set[str]:
    """A per-share row's words, "| Assuming dilution |" read as "diluted"."""
    return {"diluted" if t in ("dilution", "dilutive") else t for t in c.label_tokens} - {"assuming"}


_OWN_SHARE = re.compile(r"\s*(.+?[^\d\s])\s+(?:as\s+(?:an?\s+)?(?:percent(?:age)?|share)|%)\s+of\s", re.IGNORECASE)
"""A row of another row's share: "International as a percentage of total revenues", "Segment profit as percent
of net sales", "Adjusted EBITDA % of net sales"."""
_COMPLEMENT = frozenset({"outside", "excluding"})
"""Words that make a memo's line item the complement of a row's that lacks them."""
_MARGIN_WORDS = frozenset({"margin", "percentage", "percent"})
"""The words a row of an item's margin adds to the item's ("Gross profit margin", "... percentage")."""
_COMPARABLE = frozenset({"comparable", "comp", "same", "like"})
_LIKE_FOR_LIKE = re.compile(r"\b(?:comparable|comp|same[- ]store|like[- ]for[- ]like)(?:[- ](?:store|restaurant))?[ \t]+"
                            r"(?:net[ \t]+)?(?:sales|revenues?)\b", re.IGNORECASE)
"""A like-for-like measure ("comparable sales", "same-store sales", "comp sales", "like-for-like revenue"), and its words."""
_HEADCOUNT = frozenset({"headcount", "people", "fte"})
"""Words of a count of people (not "staff" or "employee": "staff costs", "employee compensation" are
amounts): a memo's item they name is not a row's that lacks them."""


@lru_cache(maxsize=8192)
def _per_share(label: str) -> bool:
    # (not a count of shares whose purpose names the per-share figure: "Weighted average shares used to compute net
    # loss per share, basic and diluted")
    return _PER_SHARE.search(_USED_TO_COMPUTE.sub(" ", label)) is not None


_USED_TO_COMPUTE = re.compile(r"\bused[ \t]+(?:to[ \t]+(?:compute|calculate)|in[ \t]+(?:the[ \t]+)?(?:computing|calculating|"
                              r"computation|calculation))\b.*", re.IGNORECASE)


def _eps_row(c: Fact) -> bool:
    """A per-share row: its label says so, or it is "| Basic |" under a section heading that does ("Loss per share:")."""
    return _per_share(c.label) or "eps" in c.section


def _per_share_figure(memo: Fact) -> bool:
    """A memo's amount stated per share: "$0.07 per diluted share", "diluted EPS of $0.07", "the
    loss per share was $0.01", "... per share was $0.22, compared with $0.05" (an unscaled currency
    figure with per-share words before it in its sentence, or right after it); or per unit, a trust's or a
    partnership's share ("$27.98 million, or $0.60 per unit": the "| Distributable Income per Unit |" row)."""
    q = memo.quantity
    if q.kind != "currency" or q.scale != 1.0 or q.start < 0 or not memo.sentence:
        return False
    # (the words right after it up to ", and" or ";": "... from $326,767, and basic loss per share
    # improved ..." states no amount per share)
    # (nor the words after the next figure: "rose to $543,000, or $0.08 per share" states the $0.08 per share)
    after = _NEXT_FIGURE.split(_NEXT_CLAUSE.split(memo.sentence[q.end:q.end + 30], maxsplit=1)[0], maxsplit=1)[0]
    # (and, before an amount of thousands, the words before it are not another figure's own: "..., or $0.08 per
    # share, from $485,000"; "$0.96 per diluted share versus $0.69" is per share)
    before = memo.sentence[:q.start]
    before = _FIGURE_PER_SHARE.sub(r"\1", before) if abs(q.value) >= 1000.0 else before
    return _PER_SHARE.search(before + " " + after) is not None


_NEXT_CLAUSE = re.compile(r";|,[ \t]*and\b")
_NEXT_FIGURE = re.compile(r"[$€£¥]|\d")
_FIGURE_PER_SHARE = re.compile(rf"(\d\)?)[ \t]+{PER_SHARE}", re.IGNORECASE)
"""A figure's own per-share words right after it ("$0.08 per share")."""


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


def row_words(c: Fact) -> set[str]:
    """Every word that names a table cell's line item: its row, column, group and table title."""
    return set(c.label_tokens) | set(c.head_tokens) | set(c.column_tokens) | set(c.group_tokens) | set(
        c.title_tokens) | set(_gain_tokens(c.label)) | set(_loss_tokens(c.label))


def _one_period_tables(rows: dict[tuple[Any, ...], list[tuple[float, Fact]]]) -> dict[tuple[int, int], str]:
    """The tables of equally named rows that are one item's periods, each table's one period: every cell of each of
    one period, two or more periods among them ("For the three months ended December 31, 2023:" and "... 2022:" over
    one segment table); {} where there are no such tables."""
    periods: dict[tuple[int, int], set[tuple[str, ...]]] = defaultdict(set)
    for cells in rows.values():
        for _, c in cells:
            periods[(c.source, c.table)].add(c.periods)
    one = {t: p[0] for t, ps in periods.items() if len(ps) == 1 and len(p := next(iter(ps))) == 1}
    return one if len(set(one.values())) > 1 else {}


def _period_level(memo: Fact, rows: dict[tuple[Any, ...], list[tuple[float, Fact]]]) -> dict[tuple[Any, ...],
                                                                                           list[tuple[float, Fact]]]:
    """Equally named rows without those of tables that are one item's periods (each table's cells of one period, the
    tables' of different ones: "For the three months ended December 31, 2023:" and "... 2022:" over one segment
    table) but the period a level is of: the one it names, else the latest for a current level ("slipped to $7.7
    million") and the earlier ones for a prior level ("from $8.1 million"); {} where there are no such tables, or
    for a figure that is no level (a change is of both)."""
    if memo.role != "level" or not (one := _one_period_tables(rows)):
        return {}
    latest = max(one.values(), key=period_order)

    def fits(period: str) -> bool:
        if memo.periods:
            return any(same_period(a, period) for a in memo.periods)
        return (period == latest) != memo.prior

    return {k: cells for k, cells in rows.items()
            if (t := (cells[0][1].source, cells[0][1].table)) not in one or fits(one[t])}


def item_key(c: Fact) -> tuple[Any, ...]:
    """One line item: a table row (a column when the rows are periods) or a text sentence."""
    if c.origin == "table":
        axis = ("col", c.col) if c.item_axis == "col" else ("dated", c.slot, undated_tokens(c.label)) \
            if c.item_axis == "dated" else ("row", c.row, c.group)
        return (c.source, c.table, *axis)
    return (c.source, "text", c.sentence)


def _change_levels(ctx: list[Fact]) -> set[int]:
    by: dict[tuple[int, int], list[Fact]] = defaultdict(list)
    for c in ctx:
        if c.origin != "table" and c.role == "level":
            by[(c.source, c.sentence_index)].append(c)
    return {id(c) for group in by.values() if len(group) > 1 for c in group}


_GAIN_LOSS = re.compile(r"\b(?:income|earnings|profit|gain)s?[ \t]*/?[ \t]*\(loss(?:es)?\)"
                        r"|\(loss(?:es)?\)[ \t]*/?[ \t]*(?:income|earnings|profit|gain)s?\b", re.IGNORECASE)
"""A row that holds either sign: "Net income (loss)", "(Loss) income", "Gain/(Loss) from operations"."""


@lru_cache(maxsize=8192)
def _loss_tokens(label: str) -> tuple[str, ...]:
    """The words of a row that holds either sign read as its loss ("Net income (loss)": "net loss"),
    () for any other row."""
    return tokens(_GAIN_LOSS.sub(" loss ", label)) if _GAIN_LOSS.search(label) else ()


_LOSS_ASIDE = re.compile(r"[ \t]*/?[ \t]*\(loss(?:es)?\)[ \t]*/?[ \t]*", re.IGNORECASE)


def _gain_tokens(label: str) -> tuple[str, ...]:
    """The words of a row that holds either sign, its loss aside read as its gain ("Operating
    (loss) income": "operating income"), () for any other row (or where they are its words anyway)."""
    if not _GAIN_LOSS.search(label):
        return ()
    words = tokens(_LOSS_ASIDE.sub(" ", label))
    return words if words != tokens(label) else ()


_OWNER_NAMED = re.compile(r"\b((?i:attributable)[ \t]+to)[ \t]+(?!(?:The[ \t]+)?(?:Non-?controlling|Common|Ordinary|Preferred|"
                          r"Participating|Redeemable)\b)[A-Z][\w.&'-]*(?:[ \t]+[A-Z][\w.&'-]*)*"
                          r"(?:,?[ \t]+(?:Inc|Corp|Corporation|Ltd|LLC|plc|Co|LP|L\.P)\.?)?"
                          r"((?:[ \t]+(?i:common|ordinary))?[ \t]+(?i:stockholders|shareholders|shareowners))?[ \t]*\Z")
"""A row's owner named by the filer's own name at its end: "Net (loss) income attributable to Great Elm Group, Inc.", "Net
loss attributable to Xcel Brands, Inc. stockholders"."""
_OWNERS_OF_NAMED = re.compile(r"\b((?i:attributable)[ \t]+to[ \t]+(?:(?i:the)[ \t]+)?(?:(?i:common|ordinary)[ \t]+)?"
                              r"(?i:stockholders|shareholders|shareowners))[ \t]+(?i:of)[ \t]+(?!(?:The[ \t]+)?(?:"
                              r"Non-?controlling|Common|Ordinary|Preferred|Participating|Redeemable)\b)"
                              r"[A-Z][\w.&'-]*(?:[ \t]+[A-Z][\w.&'-]*)*"
                              r"(?:,?[ \t]+(?:Inc|Corp|Corporation|Ltd|LLC|plc|Co|LP|L\.P)\.?)?[ \t]*\Z")
"""... or its owners named of it: "Net income (loss) attributable to shareholders of Viewbix Inc."."""


@lru_cache(maxsize=8192)
def _unnamed_owner(label: str) -> tuple[tuple[str, ...], ...]:
    """The words of a row whose owner is the filer's name, the name aside, as its item and as its loss and gain
    (:func:`_loss_tokens`, :func:`_gain_tokens`); () for any other row."""
    if (m := _OWNER_NAMED.search(label)) is not None:
        bare = label[:m.start()] + m.group(1) + (m.group(2) or "")
    elif (m := _OWNERS_OF_NAMED.search(label)) is not None:
        bare = label[:m.start()] + m.group(1)
    else:
        return ()
    return tuple(w for w in (tokens(bare), _loss_tokens(bare), _gain_tokens(bare)) if w)


_ALIAS = re.compile(r"\(([A-Za-z][A-Za-z&'-]*(?:[ \t]+[A-Za-z&'-]+)+)\)[ \t:]*\Z")
_NO_ALIAS = re.compile(r"\b(?:thousands|millions|billions|unaudited|notes?|except|excluding|including|loss|losses|"
                       r"gain|gains|income|expense|benefit|see|per|in)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def alias_tokens(label: str) -> tuple[str, ...]:
    """The other name a row label gives itself in a closing parenthesis ("Revenue before reimbursements
    (net revenue)": "net revenue"), () for none (a unit, a note, a sign's aside: "(in thousands)",
    "(loss) income")."""
    m = _ALIAS.search(label)
    if m is None or _NO_ALIAS.search(m.group(1)) or m.start() == 0:
        return ()
    return tokens(m.group(1))


@lru_cache(maxsize=4096)
def _shorter_names(label: str) -> tuple[tuple[str, ...], ...]:
    """The words of a row label that a memo names it by, where the label says more (none where it does not): the first
    of one figure's two names ("Net loss and comprehensive loss for the period": the net loss, where a company has no
    other comprehensive income -- one that has some reports it on a row of its own), and the label without its aside
    on what the figure leaves out ("Cost of revenue (exclusive of depreciation and amortization shown separately
    below)") or takes in besides ("Loans, including fees"), either of two names a slash puts between ("Operating
    income/earnings before interest expense and income taxes"), an other item of either sign read as its expense ("Total
    other income/(expense)"), an investing or financing activity's cash without its inflow words ("Net cash provided by
    financing activities": cash from financing activities), and a unit without whose it is ("per Royalty Trust unit":
    per unit)."""
    out = []
    if (net := _NET_AND_COMPREHENSIVE.match(label)) is not None:
        out.append(tokens(net.group(1)))
    if _EXCLUSIVE_ASIDE.search(label) and (words := tokens(_EXCLUSIVE_ASIDE.sub(" ", label))):
        out.append(words)
    if len(names := _NAME_SLASH.split(label)) == 2 and all(len(n.split()) >= 2 for n in names):
        # ("Operating income/earnings before interest expense and income taxes": either name)
        out.extend(w for w in map(tokens, names) if w)
    if _INCOME_EXPENSE.search(label):
        # ("Total other income/(expense)": the "total other expense" a memo says of its negative figure)
        out.append(tokens(_INCOME_EXPENSE.sub(" expense ", label)))
    if _INFLOW_WORDS.search(label) and (
            words := tuple(t for t in tokens(_INFLOW_WORDS.sub(" ", label)) if t != "net")):
        # ("Net cash provided by financing activities": the memo's "(net) cash from financing activities")
        out.append(words)
    if _INCLUDING_ASIDE.search(label) and (words := tokens(_INCLUDING_ASIDE.sub(" ", label))):
        out.append(words)
    if _PER_NAMED_UNIT.search(label) and (words := tokens(_PER_NAMED_UNIT.sub(" per unit", label))):
        out.append(words)
    if (held := _EARNED_ON_HELD.match(label)) is not None and (words := tokens(f"{held['head']} {held['place']}")):
        out.append(words)
        if words[-1:] == ("account",) and len(words) > 2:  # ("trust interest": the place without its "account")
            out.append(words[:-1])
    return tuple(out)


_NET_AND_COMPREHENSIVE = re.compile(r"\s*(net (?:loss|income|earnings)(?: \((?:loss|income)\))?) and (?:total )?"
                                    r"comprehensive (?:loss|income|earnings)\b", re.IGNORECASE)
_EXCLUSIVE_ASIDE = re.compile(r"\s*\((?:exclusive\s+of|excluding|excludes|exclusive)\b[^()]*\)", re.IGNORECASE)
_NAME_SLASH = re.compile(r"(?<=[a-z])[ \t]*/[ \t]*(?=[a-z])", re.IGNORECASE)
"""A slash between a row's two names (not a sign's aside: "Income/(loss)")."""
_INCOME_EXPENSE = re.compile(r"(?<=\bother )(?:income[ \t]*/?[ \t]*\(expenses?\)|\(expenses?\)[ \t]*/?[ \t]*income\b)",
                             re.IGNORECASE)
"""Other items of either sign, whose negative is an expense: "Other income (expense), net", "Total other
income/(expense)" (not "Interest income (expense)": its expense is the other way, which a change read by it turns)."""
_INFLOW_WORDS = re.compile(r"\b(?:provided[ \t]+by|generated[ \t]+(?:by|from))"
                           r"(?=[ \t]+(?:\(used[ \t]+in\)[ \t]+)?(?:investing|financing)[ \t]+activities\b)",
                           re.IGNORECASE)
"""An investing or financing activity's inflow words, which a memo says by "from" (no word of its item)."""
_INCLUDING_ASIDE = re.compile(r"\s*(?:,[ \t]*including|\((?:including|includes))(?:[ \t]+[\w&'-]+){1,2}\)?\s*\Z",
                              re.IGNORECASE)
"""A short closing aside on what a row's figure takes in besides its item: "Loans, including fees" (the interest income
on loans a memo names "interest income from loans"); a longer one says what the row is ("Rate increase, including
return on higher renewable capital spending" is the electric utility's, not the gas utility's "| Rate increase |")."""
_PER_NAMED_UNIT = re.compile(r"\s+per\s+(?:[\w.&'’-]+\s+){1,3}units?\b", re.IGNORECASE)
"""A unit named by whose it is ("Distributable income per Royalty Trust unit", "Net income per limited partner unit"),
which a memo calls a unit ("distributable income per unit")."""
_EARNED_ON_HELD = re.compile(r"\s*(?P<head>[^()]*?)\s+(?:on|from|in)\s+(?:(?!held\b)[\w-]+\s+){1,4}held\s+in\s+"
                             r"(?P<place>[^()]+?)\s*\Z", re.IGNORECASE)
"""An income of assets held somewhere ("Interest earned on cash and investments held in Trust Account"), which a memo
names by the income and the place ("Trust Account interest"), not by which assets."""
_MONTH_WORD = re.compile(MONTH, re.IGNORECASE)


@lru_cache(maxsize=4096)
def wording(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t for t in words if not _MONTH_WORD.fullmatch(t))


def _prose_items(ctx: list[Fact]) -> list[tuple[Fact, tuple[str, ...]]]:
    """Each prose amount stated as a level, with the words that name its item (see
    :func:`.definition._item_figures`)."""
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
