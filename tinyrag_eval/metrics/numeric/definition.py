"""Metrics computed by their definition from the context's line items: a bare answer against the
metric its question defines, a figure naming a standard metric by its textbook definition."""

from __future__ import annotations

import math
import re
from dataclasses import replace

from .bind import BIND_TABLE, REVENUE_QUALIFIERS, Binder, item_key, wording
from .derivation import RATIO_SAID
from .facts import BASE_NAME, DOWN_ING, PERIOD_WORDS, QUALIFIERS, UP_ING, Fact, tokens
from .formula import Formula, names_a_metric, standard_metric_at
from .match import MAX_ROUNDING_REL, format_figure, window
from .periods import period_order, same_period, table_years
from .values import UNSTATED_SCALES
from .verdict import FactVerdict, on_table_row, rests
from .written import stated_like

_SALES_BASE = re.compile(rf"\A[ \t]*of[ \t]+{BASE_NAME}\b", re.IGNORECASE)
"""A margin's base right after its figure: "12.6% of revenues"."""
_METRIC_KIND = {"percent": lambda q: q.kind == "percent",
                "times": lambda q: q.kind != "percent" and q.currency is None and q.scale == 1.0
                and q.unit in ("", "x"),
                "amount": lambda q: q.kind != "percent" and q.unit != "x"}


def standard(m: Fact, v: FactVerdict, memo: list[Fact], ctx: list[Fact], binder: Binder,
             rel_tol: float) -> FactVerdict:
    """An unsupported figure that states a standard metric ("the current ratio was 2.88"),
    computed from the context's line items by its textbook definition (``STANDARD_METRICS``):
    derived when a definition gives it; contradicted only for a metric with one definition in
    use; else the verdict ``v`` stands."""
    q = m.quantity
    if m.temporal or m.role == "change" or q.unit in _POINTS or not names_a_metric(m.sentence):
        return v  # a change of the metric (or no metric named; a change in points is no level of it, whatever verb
        # says so: "with operating margin contracting about 320 basis points to 7.3%")
    if not m.periods:
        # no period said ("operating margin fell to 23.1% from 24.7%"): the level a change moves to is
        # the latest period's, a prior level one before it; the metric is derived (never contradicted)
        # when the definition gives it for such a period
        years = table_years(ctx)
        # (a level said with no change and no period is the latest's too: "..., implying an effective tax
        # rate of roughly 19%")
        tried = years[:-1] if m.prior else years[-1:]
        for year in tried:
            hit = standard(replace(m, periods=(year,)), v, memo, ctx, binder, rel_tol)
            if hit.verdict == "derived":
                return hit
        return v
    mates = [o for o in memo if o is not m and o.sentence_index == m.sentence_index]
    others = tuple(o.quantity.start for o in mates)
    mention = standard_metric_at(m.sentence, q.start, others)
    at, skipped = q, set()
    while mention is None and len(skipped) < len(mates):
        before = max((o for o in mates if o.quantity.end <= at.start), key=lambda o: o.quantity.start, default=None)
        if before is None or before.quantity.kind != q.kind or not (before.quantity.unit == q.unit or (
                q.unit == "%" and before.quantity.unit in _POINTS)) or wording(tokens(_SALES_BASE.sub(
                    " ", m.sentence[before.quantity.end:at.start], count=1))):
            break
        # the metric's next figure in a list: "interest coverage was 4.8x in fiscal 2024 and 5.4x in
        # fiscal 2023" (words between them name no other item; a margin's base is its own: "operating
        # margin fell to 12.6% of revenues from 13.9% in 2022"); and the levels after the metric's change
        # in points: "gross margin narrowed by 6.8 percentage points to 22.5% from 29.3%"
        skipped.add(before.quantity.start)
        mention = standard_metric_at(m.sentence, before.quantity.start, tuple(o for o in others if o not in skipped))
        at = before.quantity
    if mention is None:
        return v
    metric, named_at = mention
    if not _METRIC_KIND[metric.kind](q) or _row_before(m.sentence[:named_at], ctx):
        return v
    # (an amount its name calls a loss is the metric below zero: "The operating loss narrowed to $50.6 million")
    named = metric.names.match(m.sentence, named_at)
    loss = metric.kind == "amount" and named is not None and "loss" in named.group().lower()
    # (... and so is one its sign word calls negative, a ratio's too: "leaving free cash flow of roughly negative $67
    # million", "a gross margin of negative 12%")
    loss = loss or (q.start > 0 and _NEGATIVE_BEFORE.search(m.sentence, max(0, q.start - 16), q.start) is not None)
    # (... and one its name's own word calls a deficit, or negative: "a working capital deficit of $316,555",
    # "negative working capital of $316,555", "implying a negative gross margin of roughly 12%")
    loss = loss or (named is not None and (
        (metric.kind == "amount" and _DEFICIT_AFTER.match(m.sentence, named.end()) is not None)
        or _NEGATIVE_BEFORE.search(m.sentence, max(0, named_at - 16), named_at) is not None))
    found = [d for f in metric.definitions
             if (d := defined_metric(f, m, ctx, binder, rel_tol, defined="as the metric is commonly defined",
                                     by_size=True, sizes=metric.sizes, negated=loss))
             is not None]
    hit = next((d for d in found if d.verdict == "derived"), None)
    if hit is None and metric.certain and found and all(d.verdict == "contradicted" for d in found):
        hit = found[0]  # (each definition that reads the context contradicts it)
    if hit is None:
        return v
    return hit.model_copy(update={"sentence_index": m.sentence_index, "start": m.offset + q.start,
                                  "end": m.offset + q.end})


_POINTS = frozenset({"pp", "bps"})
"""Units of a change of a percent metric: "narrowed by 6.8 percentage points", "up 120 basis points"."""
_EARNED = frozenset({"operatingincome", "income", "profit", "grossprofit", "ebitda", "netincome", "earning"})


_WORDS_BEFORE = re.compile(r"(?:[A-Za-z][\w&'\u2019-]*[ \t]+){1,3}\Z")
_WHOLE_COMPANY = frozenset({"total", "consolidated", "company", "overall", "reported", "net", "combined"})


def _row_before(left: str, ctx: list[Fact]) -> bool:
    """The words right before a metric's name are a context row's whole label: "Subscription gross margin"
    is that line's margin (its own rows' ratio), not the company's gross profit over its revenue."""
    m = _WORDS_BEFORE.search(left[-240:])  # (three words at most: the prefix's end, not all of it, for each figure)
    words = tokens(m.group()) if m else ()
    if not words or set(words) <= _WHOLE_COMPANY:
        return False
    ends = {words[-k:] for k in range(1, len(words) + 1)}
    return any(c.origin == "table" and c.label_tokens in ends for c in ctx)


def _measure(c: Fact) -> frozenset[str]:
    """What a table's rows measure, by its title or its section heading ("| Operating income (loss) |"
    over "| Water Systems | ...")."""
    return frozenset(c.title_tokens) | frozenset(c.section)


def segment_margin(m: Fact, v: FactVerdict, ctx: list[Fact], rel_tol: float) -> FactVerdict:
    """An unsupported margin of a row that two tables give, one of its income and one of its sales
    ("Water Systems operating income ... to $196.6 million, with its margin widening to 16.3% from
    14.9%": the "Water Systems" row of the operating income table over that of the net sales
    table): derived when the ratio of the row's two figures for one period gives it, the period the
    memo's (a prior level's an earlier one; a level with none the latest); else ``v`` stands (a
    margin has more than one reading: not contradicted)."""
    q = m.quantity
    if q.kind != "percent" or "margin" not in m.label_tokens or m.temporal or m.role == "change":
        return v
    said = set(m.sentence_tokens)
    earned = [c for c in ctx if c.origin == "table" and not c.is_percent and len(c.periods) == 1 and c.label_tokens
              and _measure(c) & _EARNED and set(c.label_tokens) <= said]
    if not earned:
        return v
    sales = [c for c in ctx if c.origin == "table" and not c.is_percent and len(c.periods) == 1
             and "revenue" in _measure(c) and not _measure(c) & _EARNED]
    pairs = [(u, w) for u in earned for w in sales if w.label_tokens == u.label_tokens and w.quantity.value
             and (w.source, w.table) != (u.source, u.table) and w.periods == u.periods and w.span == u.span
             and w.hint_scales == u.hint_scales]
    if m.periods:
        pairs = [(u, w) for u, w in pairs if any(same_period(p, u.periods[0]) for p in m.periods)]
    elif pairs:
        latest = max(period_order(u.periods[0]) for u, _ in pairs)
        pairs = [(u, w) for u, w in pairs if (period_order(u.periods[0]) < latest) == m.prior]
    win = window(q, rel_tol)
    for u, w in pairs:
        ratio = u.quantity.value / w.quantity.value * 100
        if win.accepts(ratio):
            return v.model_copy(update={
                "verdict": "derived", "binding": "line item", "line_item": u.label, "explanation": f"margin: {u.where()} {u.quantity.text} / {w.where()} {w.quantity.text} = "
                               f"{format_figure(ratio)}%", **rests([u, w], format_figure(ratio))})
    return v


_MARGIN_NOISE = frozenset({"margin", "segment", "although", "though", "while", "but", "its", "consolidated", "company"})
_GENERIC_MARGIN = frozenset({"operating", "operatingincome", "gross", "grossprofit", "net", "netincome", "profit",
                             "income", "pretax", "contribution"})


def item_margin(m: Fact, v: FactVerdict, ctx: list[Fact], binder: Binder, rel_tol: float,
                textbook: bool = False) -> FactVerdict:
    """An unsupported margin of a line item that no row states ("Adjusted EBITDA increased 6% to $12.2 million, although
    the Adjusted EBITDA margin narrowed by about 100 basis points to roughly 10.4%"): derived when the item's row over
    the revenue row gives it for the memo's period (a level said with no period the latest's, a prior level the one
    before), or, for a change in points, the difference of those ratios between the two latest periods, in the
    memo's direction; else ``v`` stands (a filer's margin may have another base: never contradicted). Not the
    textbook margins (gross, operating, net: :func:`standard`) unless ``textbook`` (:func:`subject_margin`)."""
    q = m.quantity
    points = q.unit in ("pp", "bps")
    if q.kind != "percent" or "margin" not in m.label_tokens or (m.role == "change" and not points) or (
            not points and m.temporal):
        return v
    item = tuple(t for t in m.label_tokens if t not in _MARGIN_NOISE)
    if not item or (set(item) <= _GENERIC_MARGIN and not textbook):
        return v
    years = table_years(ctx)
    if points:
        periods = tuple(sorted(m.periods, key=period_order)[-2:]) if len(m.periods) >= 2 else tuple(years[-2:])
    else:
        periods = m.periods[-1:] or (tuple(years[-2:-1]) if m.prior else tuple(years[-1:]))
    if not periods or (points and len(periods) != 2):
        return v
    shares = []
    for period in periods:
        part = [c for c in _item_cells(" ".join(item), period, ctx, binder, m.span) if not c.is_percent]
        whole = [c for c in _item_cells("revenue", period, ctx, binder, m.span) if not c.is_percent]
        if len({c.quantity.value for c in part}) != 1 or len({c.quantity.value for c in whole}) != 1:
            return v
        u, w = part[0], whole[0]
        if item_key(u) == item_key(w) or u.hint_scales != w.hint_scales or w.quantity.value <= 0:
            return v
        shares.append((u, w, u.quantity.value / w.quantity.value * 100))
    win = window(q, rel_tol)
    if points:
        (u0, w0, before), (u1, w1, after) = shares
        moved = after - before  # (a change in basis points is read in points: "100 basis points" is 1.0)
        if not win.accepts(abs(moved)) or (m.direction and (moved < 0) != (m.direction == "down")):
            return v
        how = (f"margin change: {u1.quantity.text} / {w1.quantity.text} = {format_figure(after)}% against "
               f"{u0.quantity.text} / {w0.quantity.text} = {format_figure(before)}%")
        return v.model_copy(update={"verdict": "derived", "binding": "line item", "line_item": u1.label,
                                    "explanation": how, **rests([u1, w1, u0, w0], format_figure(abs(moved)))})
    u, w, ratio = shares[0]
    if not win.accepts(ratio):
        return v
    return v.model_copy(update={"verdict": "derived", "binding": "line item", "line_item": u.label, "explanation":
                                f"margin: {u.where()} {u.quantity.text} / {w.where()} {w.quantity.text} = "
                                f"{format_figure(ratio)}%", **rests([u, w], format_figure(ratio))})


_WHEN_WORDS = PERIOD_WORDS | {"earlier", "ago", "year", "quarter", "period", "prior", "before", "versus", "compared"}


def subject_margin(m: Fact, v: FactVerdict, memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                   binder: Binder, rel_tol: float) -> FactVerdict:
    """An unsupported margin that names no item of its own ("Operating income shrank to $0.4 million ..., a margin of
    about 3.2%"), or only a textbook one whose row the filing lacks ("Income before other income and income taxes fell
    68% to $1.5 million, an operating margin of about 4.2%"): the margin (:func:`item_margin`) of the line item the
    first amount of its sentence is bound to, a row of the context; derived, or ``v`` stands."""
    if v.verdict != "unsupported" or m.quantity.kind != "percent" or "margin" not in m.label_tokens:
        return v
    if set(m.label_tokens) - _MARGIN_NOISE - _GENERIC_MARGIN - _WHEN_WORDS:
        return v  # a margin that names an item of its own: item_margin's
    subject = next((w for o, w in zip(memo, verdicts, strict=True)
                    if o.sentence_index == m.sentence_index and o.quantity.end <= m.quantity.start
                    and o.quantity.kind != "percent" and o.role != "change"), None)
    if subject is None or subject.verdict not in ("supported", "derived") or subject.binding != "line item" or \
            not subject.line_item or not on_table_row(subject):
        return v
    return item_margin(replace(m, label_tokens=(*tokens(subject.line_item), "margin")), v, ctx, binder, rel_tol,
                       textbook=True)


DEFINED_OFF = 0.05
"""A bare answer that misses the question's defined metric by more than this share is
contradicted; closer than that but outside its rounding it is unsupported (another reasonable
reading of the definition: a different average, a rounded operand)."""


_WHICH_PART = frozenset({"before", "after"})
"""Words of a definition's item that say which part of a line it is ("income before income taxes")."""


def _item_cells(item: str, period: str, ctx: list[Fact], binder: Binder, span: str = "") -> list[Fact]:
    """The table cells of the row(s) ``item`` names best for ``period``: the largest share of the
    row label's weight (at least ``BIND_TABLE``), then the most of the item's own words ("total
    current assets" is the "Total current assets" row, not "Total assets"); of the memo's duration
    ``span`` where a cell states one (the quarter's column, not the six months' beside it)."""
    mw = dict.fromkeys(tokens(item), 1.0)
    if not mw:
        return []
    total = math.fsum(binder.weight(t) for t in mw)
    # (a revenue the filing calls "Operating revenues", as utilities and carriers do: "operating" is its qualifier)
    qualifiers = QUALIFIERS | REVENUE_QUALIFIERS if set(mw) == {"revenue"} else QUALIFIERS
    scored = []
    for c in ctx:
        if c.origin == "table" and c.label_tokens and any(same_period(period, p) for p in c.periods) and not (
                span and c.span and c.span != span):
            s, m = binder.score(mw, total, c, qualifiers)
            # ... and the row names most of the item's own words: "total current liabilities" is
            # not the "Total current assets" row of a passage where "assets" is in every label
            said = set(c.label_tokens) | set(c.head_tokens)
            # (... and every word of the item that says which part of it: "income before income taxes" is not the
            # cash flow statement's "| Income taxes |" row beside "| Income from continuing operations before
            # income taxes |", whose other words weigh more)
            if s >= BIND_TABLE and math.fsum(binder.weight(t) for t in mw if t in said) >= ITEM_COVER * total and (
                    _WHICH_PART & mw.keys() <= said):
                scored.append(((round(s, 3), round(m, 6)), c))
    if not scored and set(mw) == {"revenue"}:
        # ... the whole company's revenue row, where every row names a revenue ("| Total consolidated revenue |"
        # under "| Subscriber revenue |", "| Total Sirius XM revenue |"): its other words weigh as much as a part's
        scored = [((1.0, 0.0), c) for c in ctx if c.origin == "table" and not c.is_percent and c.label_tokens
                  and set(c.label_tokens) - _WHOLE_COMPANY == {"revenue"} and {"total", "consolidated"} & set(c.label_tokens)
                  and any(same_period(period, p) for p in c.periods) and not (span and c.span and c.span != span)]
    if not scored and set(mw) == {"revenue"}:
        # ... or the one row a table names as revenue of a kind, its label led by the word ("| Revenue-gold sales |"
        # over "| Cost of sales: |"): where it is the only such row, it is the revenue
        kinds = [c for c in ctx if c.origin == "table" and not c.is_percent and c.label_tokens[:1] == ("revenue",)
                 and any(same_period(period, p) for p in c.periods) and not (span and c.span and c.span != span)]
        if len({item_key(c) for c in kinds}) == 1:
            scored = [((1.0, 0.0), c) for c in kinds]
    if not scored:
        return _item_figures(mw, total, period, ctx, binder, span)
    # an amount's row before a percent-of-revenue table's row of the same name ("| Provision for income
    # taxes | 3.3 |" beside "| Provision for income taxes | 34,261 |"): a ratio of two rounded shares
    # is not the ratio of the amounts (38.4 % for 38.6 %)
    scored = [(k, c) for k, c in scored if not c.is_percent] or scored
    if any("total" in c.label_tokens and mw.keys() <= set(c.label_tokens) for _, c in scored):
        # ... and a section's total, not a row of its parts: "| Sales |" under "| Revenues: |" is a part of
        # revenue, "| Total revenues |" below it the revenue (an operating margin over Sales alone read 74.6 %)
        scored = [(k, c) for k, c in scored if not (mw.keys() <= set(c.section) and "total" not in c.label_tokens)]
        # ... nor a row above its own table's total of the item: "| Revenue |" over "| Revenue - related party |" and
        # "| Total Revenue |" is a part (a gross margin over it read 9.51 % for 8.91 %)
        below = {(c.source, c.table): c.row for _, c in scored if "total" in c.label_tokens and mw.keys() <= set(c.label_tokens)}
        scored = [(k, c) for k, c in scored if "total" in c.label_tokens or not c.row < below.get((c.source, c.table), -1)]
    # ... nor a row above its table's bare "| Total |", where another row names the item: "| Sales |" of a table of
    # "Subscription and Support Revenues by Service Offering" is one offering's, not the company's revenue (a gross
    # margin over it read 347 % for 75.5 %)
    # (a part is less than the total: an unlabelled subtotal of expenses, read as "Total", is no total of the revenue
    # row above it)
    bare = {(c.source, c.table, c.periods): c for c in ctx if c.origin == "table" and c.label_tokens == ("total",)}
    scored = [(k, c) for k, c in scored if not ((t := bare.get((c.source, c.table, c.periods))) is not None and c.row < t.row
                                                and abs(c.quantity.value) < abs(t.quantity.value))] or scored
    if span:  # ... and of the memo's duration where cells state it: a table's undated-span cells ("| Income tax
        # expense | 613,000 | 1,045,400 | (432,400) |" of a results table) may be any duration's
        scored = [(k, c) for k, c in scored if c.span == span] or scored
    top = max(k for k, _ in scored)
    return _whole_of_parts([c for k, c in scored if k == top])


def _whole_of_parts(cells: list[Fact]) -> list[Fact]:
    """Of rows that name an item alike (in several tables, or one table repeating its heading), the one whose value is
    the sum of the others': the company's, beside its segments' ("| Net revenue | 80,754 |" of the income statement,
    "| Net Revenue | 56,711 |" and "| Net Revenue | 24,043 |" of its two segments' tables); else all of them."""
    values = {c.quantity.value for c in cells}
    if len(values) < 3 or len({c.hint_scales for c in cells}) != 1 or len({item_key(c) for c in cells}) < 3:
        return cells
    whole = [v for v in values if math.isclose(v, math.fsum(values) - v, rel_tol=1e-9, abs_tol=1e-9)]
    return [c for c in cells if c.quantity.value == whole[0]] if len(whole) == 1 else cells


def _item_figures(mw: dict[str, float], total: float, period: str, ctx: list[Fact],
                  binder: Binder, span: str = "") -> list[Fact]:
    """Where no table row is the item: the prose amounts stated as its level for ``period``
    ("Operating income was $402.7 million in fiscal 2024 and $388.1 million in fiscal 2023"), by
    the words right before each figure -- or, for a figure with none ("and $388.1 million in
    fiscal 2023"), before the sentence's previous figure of its kind. Those words must name the
    item as a row label would (``BIND_TABLE`` of their weight, ``ITEM_COVER`` of the item's)."""
    scored = []
    for c, words in binder.prose_items(ctx):
        if not any(same_period(period, p) for p in c.periods) or (span and c.span and c.span != span):
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


_NEGATIVE_BEFORE = re.compile(r"\b(?:negative|minus)[ \t]+\Z", re.IGNORECASE)
_DEFICIT_AFTER = re.compile(r"[ \t]+(?:deficit|deficiency|shortfall)\b", re.IGNORECASE)
ITEM_COVER = 0.5
"""The share of a defined metric's operand's word weight its row's label must name."""


def defined_metric(formula: Formula, framed: Fact, ctx: list[Fact], binder: Binder,
                   rel_tol: float, defined: str = "as the question defines it", by_size: bool = False,
                   sizes: bool = False, negated: bool = False) -> FactVerdict | None:
    """The bare answer ``framed`` against the metric the question defines, computed from the
    context's line items; None when an operand is not one line item's value (no row, or rows of
    different values) or the question gives no period for an operand that needs one. ``negated``: the
    figure states the metric's negative (a loss stated as a positive amount)."""
    q = framed.quantity
    if q.kind == "percent" and not formula.is_ratio:
        return None  # a percent is not the value of a sum or difference of amounts
    asked = framed.periods[-1] if framed.periods else ""
    used: list[Fact] = []
    items: list[str] = []
    shown: list[str] = []
    levels: list[list[Fact]] = []
    for op in formula.operands:
        periods = op.periods or ((asked,) if asked else ())
        if not periods or (op.op != "level" and len(periods) != 2):
            return None
        level: list[Fact] = []
        for p in periods:
            cells = _item_cells(op.item, p, ctx, binder, framed.span)
            # (one value: read by its size where the metric reads its operands so -- the tax line shown as a
            # provision "(737)" in one table and "737" in another)
            if not cells or len({abs(c.quantity.value) if sizes else c.quantity.value for c in cells}) != 1:
                return None
            if used:  # one value in two tables: the cell of the table (or the scale note) an operand was read under
                cells.sort(key=lambda c: ((c.source, c.table) != (used[0].source, used[0].table),
                                          c.hint_scales != used[0].hint_scales))
            if any(item_key(u) == item_key(cells[0]) and (u.origin == "table" or u is cells[0])
                   for u, o in zip(used, items, strict=True) if o != op.item):
                return None  # two line items of the definition read from one row
            level.append(cells[0])
            used.append(cells[0])
            items.append(op.item)
            shown.append(f"{cells[0].label if cells[0].origin == 'table' else op.item} {p}: "
                         f"{cells[0].quantity.text}")
        levels.append(level)
    # a table's raw figures and prose's scaled ones combine only in units, each table cell under its
    # one scale note, and only to derive the figure ("Net cash provided by operating activities |
    # 162,399" in thousands less "capital expenditures of $55.0 million"); operands read under
    # different notes do not combine
    mixed = len({c.origin for c in used}) > 1
    if mixed and any(c.origin == "table" and len(c.hint_scales) != 1 for c in used):
        return None
    if not mixed and len({c.hint_scales for c in used}) > 1:
        return None

    def value(c: Fact, unstated: float = 1.0) -> float:
        if mixed and c.origin == "table":
            return c.quantity.value * c.hint_scales[0]
        # (a prose amount written with no scale beside a table's: "property, plant and equipment additions
        # of $223.5" in a filing "in millions" may be in the table's scale too)
        return c.quantity.value * (unstated if c.quantity.scale == 1.0 and not c.hint_scales else 1.0)

    table_scales = {c.hint_scales[0] for c in used if c.origin == "table"} if mixed else set()
    subtracted = formula.subtracted()
    targets: list[float] = []
    for unstated in (1.0, *table_scales):
        values: list[float] = []
        for op, level in zip(formula.operands, levels, strict=True):
            v = [value(c, unstated) for c in level]
            values.append(sum(v) / 2 if op.op == "average" else v[1] - v[0] if op.op == "change" else v[0])
        if by_size:
            # a textbook metric deducts a line item by its size: one shown as an outflow ("| Capital
            # expenditures | ( 18,892 ) |" for free cash flow) is not added back
            values = [abs(x) if i in subtracted or sizes else x for i, x in enumerate(values)]
        result = formula.evaluate(values)
        if result is None or not math.isfinite(result):
            continue
        if formula.is_ratio:  # no scale of its own; a percent answer states it times 100
            targets += [result * 100] if q.kind == "percent" else [result]
        else:  # an amount in the operands' own figures (a table "in millions": millions or units)
            scales = set() if mixed else {s for c in used for s in c.hint_scales} or {  # none stated: see readings
                s for s in (*UNSTATED_SCALES, q.scale) if s <= q.scale}
            targets += [result * f for f in {1.0, *scales}]
    if not targets:
        return None
    if negated:
        targets = [-t for t in targets]
    # its rounding, never more than MAX_ROUNDING_REL of it ("a current ratio of 1" is not 0.78)
    half = 0.5 * 10 ** -q.decimals * q.scale
    half = min(half, MAX_ROUNDING_REL * abs(q.value)) if q.decimals <= 0 else half
    best = min(targets, key=lambda t: abs(q.value - t))
    name = formula.name or "the metric the question defines"
    how = f"{name} = {formula.text} = {format_figure(-best if negated else best)}" + (
        f", {format_figure(best)} below zero" if negated else "") + f" ({'; '.join(shown)})"
    base = {"figure": q.text, "sentence": framed.sentence, "periods": list(framed.periods),
            "binding": "line item", "line_item": used[0].label, **rests(used)}
    if abs(q.value - best) <= max(half, rel_tol * abs(best)) * (1 + 1e-9):
        return FactVerdict(**base | {"context_value": format_figure(best)}, verdict="derived",
                           explanation=f"{how}, {defined}")
    if best and abs(q.value - best) > DEFINED_OFF * abs(best) and not mixed:
        # (operands of a table and of prose confirm a figure, never contradict it: a misread scale note
        # would put it a thousandfold off)
        return FactVerdict(**base | {"context_value": stated_like(q, best, used, computed=True)},
                           verdict="contradicted", explanation=f"{how}, not {q.text}, {defined}")
    return None


def earlier_ratio(m: Fact, v: FactVerdict, memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                  rel_tol: float) -> FactVerdict:
    """An unsupported prior level of a share after one derived as the ratio of two table rows ("Net expenses consumed
    about 70% of total investment income in the December 2023 quarter, up from roughly 65% a year earlier"): the same
    two rows' ratio for the period before the derived one's (of its duration), or for the period the prior level
    names; derived when it gives the figure, else ``v`` stands (never contradicted: the memo's words may mean another
    base)."""
    q = m.quantity
    if v.verdict != "unsupported" or q.kind != "percent" or q.unit != "%" or m.role == "change" or m.temporal or not (
            m.prior or m.periods):
        return v
    anchor = next((w for o, w in reversed(list(zip(memo, verdicts, strict=True)))
                   if o.sentence_index == m.sentence_index and o.quantity.end <= q.start and o.quantity.kind == "percent"
                   and not o.prior and o.role != "change"), None)
    operands = _ratio_operands(anchor, ctx) if anchor is not None else None
    if operands is None:
        return v
    u, w = operands
    tops, bases = _row_by_period(u, ctx), _row_by_period(w, ctx)
    shared = [p for p in tops if p in bases and period_order(p) < period_order(u.periods[0])]
    if m.periods:
        shared = [p for p in shared if any(same_period(p, x) for x in m.periods)]
    elif shared:
        shared = [max(shared, key=period_order)]
    if len(shared) != 1 or not bases[shared[0]].quantity.value:
        return v
    top, base = tops[shared[0]], bases[shared[0]]
    ratio = top.quantity.value / base.quantity.value * 100
    if not window(q, rel_tol).accepts(ratio):
        return v
    return v.model_copy(update={
        "verdict": "derived", "binding": "line item", "line_item": top.label, "explanation":
        f"ratio: {top.quantity.text} / {base.quantity.text} = {format_figure(ratio)}% (the rows of the sentence's "
        f"share, a period earlier)", **rests([top, base], format_figure(ratio))})


_UP_ING = re.compile(rf"\b(?:{UP_ING})\b", re.IGNORECASE)
_DOWN_ING = re.compile(rf"\b(?:{DOWN_ING})\b", re.IGNORECASE)
_TO_THE_LEVEL = re.compile(r"[ \t]+to[ \t]+(?:(?:about|roughly|approximately|around|nearly|almost)[ \t]+)?\Z", re.IGNORECASE)
"""Between a change in points and the level it moved to: "expanded by 430 basis points to 41.5%"."""


def change_in_points(m: Fact, v: FactVerdict, memo: list[Fact], verdicts: list[FactVerdict], ctx: list[Fact],
                     rel_tol: float) -> FactVerdict:
    """An unsupported change in points of the share it moved to ("Adjusted OIBDA margin expanded by 430 basis points
    to 41.5%", "operating margin contracting about 320 basis points to 7.3% of net revenue"), where the context gives
    that level as two table rows' ratio (derived) or as a share row's cell (supported): the same rows' share a period
    earlier (of the level's duration), subtracted from the level's -- exactly, or at the memo's level's precision as an
    analyst subtracts (41.5% - 37.2%); derived when that gives the figure in the change's direction, else ``v`` stands
    (never contradicted: the memo's words may mean another share)."""
    q = m.quantity
    if v.verdict != "unsupported" or q.kind != "percent" or q.unit not in ("pp", "bps") or q.end < 0:
        return v
    k = next((i for i, o in enumerate(memo) if o.sentence_index == m.sentence_index and o.quantity.start > q.start), None)
    if k is None:
        return v
    a, w = memo[k], verdicts[k]
    if a.quantity.kind != "percent" or a.quantity.unit != "%" or a.prior or a.role == "change" or \
            _TO_THE_LEVEL.search(m.sentence[q.end:a.quantity.start]) is None:
        return v
    pair = _share_and_before(w, ctx)
    if pair is None:
        return v
    (now, before), used = pair
    d = now - before
    # (its direction as the sentence says it, a memo's "-ing" verb too: "with operating margin contracting about 320
    # basis points"; none said, none derived)
    said_before = m.sentence[max(0, q.start - 40):q.start]
    way = m.direction or ("up" if _UP_ING.search(said_before) else "down" if _DOWN_ING.search(said_before) else "")
    if not way or (way == "up") != (d > 0) or d == 0:
        return v
    places = max(a.quantity.decimals, 0)
    stated = round(round(now, places) - round(before, places), 6)
    win = window(q, rel_tol)
    got = next((x for x in (abs(d), abs(stated)) if win.accepts(x)), None)
    if got is None:
        return v
    return v.model_copy(update={
        "verdict": "derived", "binding": "line item", "line_item": used[0].label, "explanation":
        f"percentage-point difference: {format_figure(now)}% - {format_figure(before)}% = {format_figure(d)} (the "
        f"share the change moved to, against the same rows a period earlier)", **rests(used, format_figure(got))})


def _share_and_before(w: FactVerdict, ctx: list[Fact]) -> tuple[tuple[float, float], list[Fact]] | None:
    """A share's level as the context gives it (two table rows' ratio or margin for a derived verdict, a percent cell
    for a supported one) and the same rows' share for the latest period before it (of its duration), with the cells used."""
    if w.verdict == "derived":
        operands = _ratio_operands(w, ctx, margins=True)
        if operands is None or not operands[1].quantity.value:
            return None
        u, b = operands
        tops, bases = _row_by_period(u, ctx), _row_by_period(b, ctx)
        earlier = [p for p in tops if p in bases and period_order(p) < period_order(u.periods[0])
                   and bases[p].quantity.value]
        if not earlier:
            return None
        p = max(earlier, key=period_order)
        return ((u.quantity.value / b.quantity.value * 100, tops[p].quantity.value / bases[p].quantity.value * 100),
                [u, b, tops[p], bases[p]])
    if w.verdict == "supported" and len(w.evidence) == 1:
        cells = [c for c in ctx if c.origin == "table" and c.is_percent and len(c.periods) == 1
                 and c.where() == w.evidence[0]]
        if len(cells) != 1:
            return None
        c = cells[0]
        row = _row_by_period(c, ctx)
        earlier = [p for p in row if period_order(p) < period_order(c.periods[0])]
        if not earlier:
            return None
        p = max(earlier, key=period_order)
        return (c.quantity.value, row[p].quantity.value), [c, row[p]]
    return None


_TWO_ROW_RATIO = re.compile(r"[\w '&-]+ = [\w '&-]+ / [\w '&-]+ = ")
"""A metric's definition as one item over another, as :func:`defined_metric` explains it ("operating margin = operating
income / revenue = 7.3 (...)")."""


def _ratio_operands(w: FactVerdict, ctx: list[Fact], margins: bool = False) -> tuple[Fact, Fact] | None:
    """The two table cells of one period and duration a derived ratio was computed from, numerator first: a ratio of
    two rows ("ratio: 596.9 / 1,437.0 = "), and with ``margins`` a margin ("margin: context 1, table row 'Adjusted
    OIBDA', ... / ...") or a metric defined as one row over another ("operating margin = operating income / revenue
    = 7.3"); else None."""
    said = RATIO_SAID.match(w.explanation)
    if w.verdict != "derived" or len(w.evidence) != 2 or (said is None and not (margins and (
            w.explanation.startswith("margin: ") or _TWO_ROW_RATIO.match(w.explanation)))):
        return None
    operands = []
    for where, text in zip(w.evidence, said.groups() if said is not None else (None, None), strict=True):
        # (a table's sections may repeat a row's name: "| Ranor |" under net sales and under gross profit)
        cells = [c for c in ctx if c.origin == "table" and not c.is_percent and len(c.periods) == 1 and c.where() == where
                 and (text is None or c.quantity.text == text)]
        if len(cells) != 1:
            return None
        operands.append(cells[0])
    u, b = operands
    return (u, b) if u.periods == b.periods and u.span == b.span else None


def _row_by_period(c: Fact, ctx: list[Fact]) -> dict[str, Fact]:
    """The cells of ``c``'s table row by period, of its duration: amounts in its scale hints, or percents."""
    return {o.periods[0]: o for o in ctx if item_key(o) == item_key(c) and o.origin == "table"
            and o.is_percent == c.is_percent and len(o.periods) == 1 and o.span == c.span
            and (c.is_percent or o.hint_scales == c.hint_scales)}
