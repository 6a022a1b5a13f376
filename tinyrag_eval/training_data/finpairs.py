"""Synthetic financial NLI pairs from real SEC filings (``../shared/training/findver/reports.jsonl.gz``).

Seeded and deterministic: the same filings and seed give the same pairs. Each pair is
``{premise, hypothesis, label, type, filing}`` with ``label`` in entailment / neutral /
contradiction and ``type`` naming the recipe, so counts can be reported per type.

Premises look like what the groundedness metric scores: a table's caption and header rows plus a
window of rows (or the whole table chunk), or a window of consecutive sentences (or the whole
paragraph chunk), clipped to about ``max_chars`` characters (~256 tokens).

Recipes (the hard cases, where a figure is bound to the wrong thing):

* entailed -- ``table_fact`` (a cell stated as a sentence with its line item, period and unit),
  ``table_fact_rescaled`` (the same in billions, rounded as a writer would), ``table_change``
  (the direction of change between two periods), ``text_restated`` (a sentence with "we"/"our"
  replaced by the company), ``text_merged`` (two neighbouring sentences merged), ``text_clause``
  (the main clause of a longer sentence);
* contradicted -- ``neighbour_row`` (the figure of a neighbouring line item of the same table),
  ``other_column`` (the figure of another period, column or segment of the same row),
  ``wrong_scale`` (right number, wrong scale), ``direction_flipped`` (increase <-> decrease),
  ``text_number_swapped`` (a figure replaced by another figure of the same premise),
  ``text_direction_flipped``, ``text_negated``, ``text_entity_swapped`` (a name replaced by another
  name used in the same filing);
* neutral -- ``fact_elsewhere_same_filing`` (a true fact of the same filing that the premise does
  not contain), ``fact_other_filing`` (a true figure of another filing of the same report type,
  stated about this company, for a line item the premise does not mention), ``added_cause`` /
  ``added_outlook`` (an entailed statement plus a cause or outlook the filing does not give),
  ``text_elsewhere_same_filing`` (a sentence of another part of the same filing).

The split is by filing (``dev_fraction`` of the filings, chosen by the seed).
"""

from __future__ import annotations

import gzip
import json
import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LABELS = ("entailment", "neutral", "contradiction")

NUM_RE = re.compile(r"^\(?\s*-?\$?\s*\d[\d,]*(\.\d+)?\s*\)?\s*%?$")
YEAR_RE = re.compile(r"\b(19|20)\d\d\b")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
PERIOD_WORDS = re.compile(r"\b(ended|ending|months|weeks|quarter|year|fiscal|" + "|".join(MONTHS) + r")\b", re.IGNORECASE)
SCALE_RE = re.compile(r"in (millions|thousands|billions)", re.IGNORECASE)
COMPANY_RE = re.compile(
    r"^([A-Z][A-Z0-9&.,'’ -]{1,45}?,? (?:INC\.?|CORPORATION|CORP\.?|COMPANY|LTD\.?|PLC|L\.P\.|CO\.|HOLDINGS|GROUP))$"
)
DIRECTION = {
    "increased": "decreased", "decreased": "increased", "increase": "decrease", "decrease": "increase",
    "higher": "lower", "lower": "higher", "rose": "fell", "fell": "rose", "grew": "declined",
    "declined": "grew", "more": "less", "less": "more", "gain": "loss", "loss": "gain",
    "above": "below", "below": "above", "favorable": "unfavorable", "unfavorable": "favorable",
    "improved": "worsened", "exceeded": "fell short of",
}
NEGATABLE = re.compile(r"\b(is|was|were|are|will)\b(?! not)|\b(has|have|had)\b(?= \w+(?:ed|en|wn)\b)")
CAUSES = (
    "primarily driven by higher demand in Asia", "mainly because of the acquisition completed earlier in the year",
    "largely due to favorable currency movements", "reflecting price increases across most product lines",
    "as a result of lower restructuring costs", "driven by strong growth in the services business",
    "due to the timing of large customer orders", "mainly reflecting cost-reduction initiatives",
)
OUTLOOKS = (
    "and management expects this trend to continue next year",
    "and the company expects a similar figure in the next quarter",
    "which management described as the strongest result in the company's history",
    "and the board plans to return most of it to shareholders",
    "and analysts expect further growth in the coming fiscal year",
)


@dataclass
class Cell:
    raw: str
    value: float | None  # None for a dash / blank


@dataclass
class Row:
    label: str
    parent: str
    cells: list[Cell]
    line: str


@dataclass
class Table:
    filing: str
    caption: list[str]
    header_lines: list[str]
    rows: list[Row]
    periods: list[str]  # prepositional phrase per value column ("in the three months ended ... 2024")
    years: list[int | None]
    scale: str  # "million", "thousand", "billion" or ""
    text: str


@dataclass
class Filing:
    name: str
    report_type: str
    company: str
    tables: list[Table] = field(default_factory=list)
    paragraphs: list[list[str]] = field(default_factory=list)  # sentences per paragraph chunk
    names: list[str] = field(default_factory=list)  # capitalised multi-word names used in the text


# ---------------------------------------------------------------------------------------------
# parsing


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|") if c.strip() and c.strip() != "$"]


def _num(raw: str) -> float | None:
    s = raw.replace("$", "").replace(",", "").replace("%", "").replace(" ", "")
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()")
    try:
        v = float(s)
    except ValueError:
        return None
    return -v if neg else v


def _is_value(raw: str) -> bool:
    return bool(NUM_RE.match(raw)) or raw in ("—", "-", "–")


def _clean(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"(\d),(\d{4})\b", r"\1, \2", text)  # "January 31,2024" -> "January 31, 2024"
    return text


def _period_phrase(prefix: str, cell: str) -> tuple[str, int | None]:
    cell = _clean(cell)
    years = YEAR_RE.findall(cell)
    year_m = YEAR_RE.search(cell)
    year = int(year_m.group(0)) if year_m else None
    if not years:
        return "", None
    pre = re.sub(r"^(for|as of|at) (the )?", "", _clean(prefix).rstrip(","), flags=re.IGNORECASE)
    if any(m in cell for m in MONTHS):  # a date column: a balance at that date
        return f"as of {cell}", year
    if pre:
        low = pre.lower()
        if any(m in pre for m in MONTHS) and ("ended" in low or "ending" in low):
            words = " ".join(w if w.rstrip(",") in MONTHS else w.lower() for w in pre.split())
            return f"in the {words}, {cell}", year
        if any(m in pre for m in MONTHS):
            return f"as of {pre}, {cell}", year
        if "year" in low:
            return f"in fiscal {cell}", year
    return f"in {cell}", year


def company_name(chunks: Iterable[dict[str, Any]], fallback: str) -> str:
    counts: Counter[str] = Counter()
    for ch in chunks:
        for line in ch["text"].splitlines()[:8]:
            m = COMPANY_RE.match(line.strip())
            if m:
                counts[m.group(1).strip(" ,")] += 1
    if not counts:
        return fallback
    name, n = counts.most_common(1)[0]
    if n < 2:
        return fallback
    words = []
    for w in name.split():
        words.append(w if len(w) <= 3 and w.isupper() and "." not in w else w.capitalize())
    return " ".join(words).replace("Inc", "Inc").replace(" ,", ",")


def parse_table(text: str, filing: str) -> Table | None:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    caption = [ln.strip() for ln in lines if not ln.lstrip().startswith("|")]
    pipe = [ln for ln in lines if ln.lstrip().startswith("|")]
    if len(pipe) < 3:
        return None
    parsed = [_cells(ln) for ln in pipe]
    widths = Counter(
        sum(_is_value(c) for c in cells[1:]) for cells in parsed
        if len(cells) >= 2 and not _is_value(cells[0]) and all(_is_value(c) for c in cells[1:])
    )
    if not widths:
        return None
    ncols = widths.most_common(1)[0][0]
    if ncols < 1 or ncols > 8:
        return None
    scale_m = SCALE_RE.search(text)
    scale = {"millions": "million", "thousands": "thousand", "billions": "billion"}[scale_m.group(1).lower()] if scale_m else ""
    # header rows: before the first data row
    header_lines, prefix_parts, period_cells = [], [], None
    rows: list[Row] = []
    parent = ""
    for line, cells in zip(pipe, parsed, strict=True):
        is_data = (len(cells) == ncols + 1 and not _is_value(cells[0]) and all(_is_value(c) for c in cells[1:]))
        if not rows and not is_data:
            header_lines.append(line.strip())
            yearish = [c for c in cells if YEAR_RE.search(c)]
            if len(yearish) == ncols and len(cells) == ncols:
                period_cells = cells
            elif len(cells) == ncols * 2 and len(yearish) == ncols and ncols == 1:
                period_cells = yearish
            elif len(cells) == 1 and cells[0].rstrip().endswith(":"):
                parent = _clean(cells[0]).rstrip(":")
            elif len(cells) == 1 and PERIOD_WORDS.search(cells[0]) and not YEAR_RE.search(cells[0]):
                prefix_parts.append(cells[0])
            elif len(cells) == 1 and YEAR_RE.search(cells[0]) and ncols == 1:
                period_cells = cells
            continue
        if is_data:
            label = _clean(cells[0])
            if len(label) < 3 or len(label) > 90 or not re.search(r"[A-Za-z]", label):
                continue
            rows.append(Row(label, parent, [Cell(c, _num(c)) for c in cells[1:]], line.strip()))
        elif len(cells) == 1 and not _is_value(cells[0]):
            parent = _clean(cells[0]).rstrip(":")
        elif len(cells) >= 1 and _is_value(cells[-1]):
            continue
    if not period_cells or len(rows) < 2:
        return None
    prefix = " ".join(prefix_parts[-3:])
    phrases = [_period_phrase(prefix, c) for c in period_cells]
    if any(not p for p, _ in phrases) or len({p for p, _ in phrases}) != len(phrases):
        return None
    return Table(filing, caption, header_lines, rows, [p for p, _ in phrases], [y for _, y in phrases], scale, text)


SENT_SPLIT = re.compile(r"(?<=[a-z0-9%)][.!?])\s+(?=[A-Z\u201c\"(])")


def _sentences(text: str) -> list[str]:
    """Sentences of a paragraph chunk (a fast regex split: pysbd is too slow for 75k chunks)."""
    out = []
    for s in SENT_SPLIT.split(_clean(text)):
        words = s.split()
        if (6 <= len(words) <= 70 and s[0].isupper() and s.endswith((".", "!", "?")) and re.search(r"[a-z]", s)
                and sum(w.isupper() for w in words) < len(words) / 3):
            out.append(s)
    return out


NAME_RE = re.compile(r"\b([A-Z][a-z]+(?: (?:and |of |& )?[A-Z][a-z]+){1,3})\b")
STOP_NAMES = {"The Company", "Annual Report", "Quarterly Report", "Form", "United States"}


def read_filings(path: Path, *, limit: int | None = None) -> Iterator[Filing]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for n, line in enumerate(fh):
            if limit is not None and n >= limit:
                return
            rec = json.loads(line)
            fallback = "the Company"
            f = Filing(rec["report"], rec.get("report_type", ""), company_name(rec["chunks"], fallback))
            names: Counter[str] = Counter()
            for ch in rec["chunks"]:
                if ch["type"] == "table":
                    t = parse_table(ch["text"], f.name)
                    if t:
                        f.tables.append(t)
                else:
                    sents = _sentences(ch["text"])
                    if sents:
                        f.paragraphs.append(sents)
                        for s in sents:
                            names.update(m for m in NAME_RE.findall(s) if m not in STOP_NAMES)
            f.names = sorted(n for n, c in names.items() if c >= 2)
            yield f


# ---------------------------------------------------------------------------------------------
# statements


def fmt_value(cell: Cell, scale: str, unit: str) -> str:
    raw = cell.raw.replace("$", "").replace(" ", "")
    neg = raw.startswith("(")
    raw = raw.strip("()")
    if unit == "%":
        return ("-" if neg else "") + raw.rstrip("%") + "%"
    if unit == "per_share":
        return ("-" if neg else "") + "$" + raw
    s = ("-" if neg else "") + "$" + raw
    return f"{s} {scale}" if scale else s


def rescaled(cell: Cell, scale: str) -> str | None:
    """'$1,658 million' -> '$1.66 billion' (a writer's rounding); None when it does not apply."""
    if cell.value is None or scale != "million" or abs(cell.value) < 1000 or cell.value < 0:
        return None
    return f"${cell.value / 1000:.2f} billion".replace(".00 billion", " billion")


def _unit(row: Row, table: Table, cell: Cell) -> str | None:
    text = f"{row.label} {row.parent}".lower()
    if "%" in cell.raw or "percent" in text or "rate" in text:
        return "%" if "%" in cell.raw else None
    if "shares" in text or ("share" in text and "per" not in text):
        return None  # share counts: the scale line usually excludes them; skip
    if "per share" in text or "per common share" in text or text.startswith(("basic", "diluted")):
        return "per_share"
    return "money"


GENERIC_ITEMS = {"total", "basic", "diluted", "other", "net", "products", "services", "thereafter", "balance"}


def _item(row: Row) -> str | None:
    """The line item as a writer names it ("net revenue (products)"); None when the row label alone
    does not say what the figure measures ("Total" under no heading)."""
    label = row.label.rstrip(":")
    if label.lower() in GENERIC_ITEMS and not row.parent:
        return None
    generic = label.lower() in GENERIC_ITEMS or len(label.split()) == 1
    if row.parent and generic:
        return f"{label.lower()} {row.parent.lower()}" if label.lower() == "total" else f"{row.parent.lower()} ({label.lower()})"
    return label[0].lower() + label[1:] if not label[:2].isupper() else label


def state(company: str, item: str, value: str, period: str, rng: random.Random) -> str:
    templates = (
        "{C}'s {l} was {V} {T}.",
        "{Tc}, {C} reported {l} of {V}.",
        "{Lc} amounted to {V} {T}.",
        "{C} recorded {l} of {V} {T}.",
        "{Tc}, {l} totaled {V}.",
    )
    tpl = rng.choice(templates)
    return tpl.format(C=company, l=item, V=value, T=period, Tc=period[0].upper() + period[1:],
                      Lc=item[0].upper() + item[1:])


def table_premise(table: Table, focus: Iterable[int], rng: random.Random, max_chars: int) -> str:
    """Caption tail + header rows + a window of rows around ``focus`` (or the whole table)."""
    focus = sorted(set(focus))
    lo, hi = focus[0], focus[-1]
    if rng.random() < 0.3:
        lo, hi = 0, len(table.rows) - 1
    else:
        lo, hi = max(0, lo - rng.randint(0, 3)), min(len(table.rows) - 1, hi + rng.randint(0, 3))
    head = [c for c in table.caption[-2:] if len(c) < 200]
    lines = head + table.header_lines + [r.line for r in table.rows[lo : hi + 1]]
    text = "\n".join(lines)
    while len(text) > max_chars and hi - lo > max(focus[-1] - focus[0], 0):
        if focus[0] - lo > hi - focus[-1]:
            lo += 1
        else:
            hi -= 1
        text = "\n".join(head + table.header_lines + [r.line for r in table.rows[lo : hi + 1]])
    return text[: max_chars * 2]


@dataclass
class Fact:
    table: Table
    row: int
    col: int
    item: str
    value: str
    unit: str


def table_facts(table: Table) -> list[Fact]:
    out = []
    for i, row in enumerate(table.rows):
        for j, cell in enumerate(row.cells):
            if cell.value is None or cell.value == 0:
                continue
            unit = _unit(row, table, cell)
            item = _item(row)
            if unit is None or item is None:
                continue
            out.append(Fact(table, i, j, item, fmt_value(cell, table.scale, unit), unit))
    return out


def _pair(premise: str, hyp: str, label: str, kind: str, filing: str) -> dict[str, Any]:
    hyp = hyp[0].upper() + hyp[1:]
    return {"premise": premise, "hypothesis": hyp, "label": label, "type": kind, "filing": filing}


def table_pairs(f: Filing, others: list[Filing], rng: random.Random, per_table: int, max_chars: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    C = f.company
    for table in f.tables:
        facts = table_facts(table)
        if not facts:
            continue
        for fact in rng.sample(facts, min(per_table, len(facts))):
            row, cell = table.rows[fact.row], table.rows[fact.row].cells[fact.col]
            period = table.periods[fact.col]
            premise = table_premise(table, [fact.row], rng, max_chars)
            kind_roll = rng.random()
            if kind_roll < 0.34:  # entailed
                val = fact.value
                kind = "table_fact"
                if fact.unit == "money" and rng.random() < 0.3 and (r := rescaled(cell, table.scale)):
                    val, kind = r, "table_fact_rescaled"
                hyp = state(C, fact.item, val, period, rng)
                if rng.random() < 0.25:
                    cause = rng.choice(CAUSES + OUTLOOKS)
                    hyp = hyp[:-1] + ", " + cause + "."
                    kind = "added_outlook" if cause in OUTLOOKS else "added_cause"
                    out.append(_pair(premise, hyp, "neutral", kind, f.name))
                else:
                    out.append(_pair(premise, hyp, "entailment", kind, f.name))
            elif kind_roll < 0.72:  # contradicted
                choices = []
                near = [k for k in range(max(0, fact.row - 3), min(len(table.rows), fact.row + 4))
                        if k != fact.row and table.rows[k].cells[fact.col].value not in (None, 0, cell.value)]
                if near:
                    choices.append("neighbour_row")
                other_cols = [j for j, c in enumerate(row.cells) if j != fact.col and c.value not in (None, 0, cell.value)]
                if other_cols:
                    choices.append("other_column")
                if fact.unit == "money" and table.scale:
                    choices.append("wrong_scale")
                if not choices:
                    continue
                kind = rng.choice(choices)
                if kind == "neighbour_row":
                    k = rng.choice(near)
                    other = table.rows[k].cells[fact.col]
                    unit = _unit(table.rows[k], table, other) or fact.unit
                    hyp = state(C, fact.item, fmt_value(other, table.scale, unit), period, rng)
                    premise = table_premise(table, [fact.row, k], rng, max_chars)
                elif kind == "other_column":
                    j = rng.choice(other_cols)
                    hyp = state(C, fact.item, fmt_value(row.cells[j], table.scale, fact.unit), period, rng)
                else:
                    wrong = rng.choice([s for s in ("thousand", "million", "billion") if s != table.scale])
                    hyp = state(C, fact.item, fmt_value(cell, wrong, fact.unit), period, rng)
                out.append(_pair(premise, hyp, "contradiction", kind, f.name))
            elif kind_roll < 0.85 and len(row.cells) >= 2:  # direction of change between two periods
                ys = table.years
                cols = [j for j in range(len(row.cells)) if row.cells[j].value is not None and ys[j] is not None]
                pairs = [(a, b) for a in cols for b in cols if ys[a] > ys[b] and row.cells[a].value != row.cells[b].value]
                if not pairs or fact.unit == "%":
                    continue
                a, b = rng.choice(pairs)
                va, vb = row.cells[a].value, row.cells[b].value
                up = va > vb
                flip = rng.random() < 0.5
                word = ("increased" if up else "decreased") if not flip else ("decreased" if up else "increased")
                fa = fmt_value(row.cells[a], table.scale, fact.unit)
                fb = fmt_value(row.cells[b], table.scale, fact.unit)
                if rng.random() < 0.5:
                    hyp = f"{C}'s {fact.item} {word} from {fb} {table.periods[b]} to {fa} {table.periods[a]}."
                else:
                    cmp_word = ("higher" if up else "lower") if not flip else ("lower" if up else "higher")
                    hyp = f"{fact.item[0].upper() + fact.item[1:]} was {cmp_word} {table.periods[a]} than {table.periods[b]}."
                out.append(_pair(premise, hyp, "contradiction" if flip else "entailment",
                                 "direction_flipped" if flip else "table_change", f.name))
            else:  # neutral: a true fact the premise does not contain
                if rng.random() < 0.5 and len(f.tables) > 1:
                    t2 = rng.choice([t for t in f.tables if t is not table])
                    facts2 = [x for x in table_facts(t2) if x.item.lower() not in premise.lower()]
                    kind, company = "fact_elsewhere_same_filing", C
                else:
                    same = [o for o in others if o.report_type == f.report_type and o.tables] or others
                    if not same:
                        continue
                    o = rng.choice(same)
                    t2 = rng.choice(o.tables) if o.tables else None
                    facts2 = [x for x in table_facts(t2) if x.item.lower() not in premise.lower()] if t2 else []
                    kind, company = "fact_other_filing", C
                if not facts2:
                    continue
                x = rng.choice(facts2)
                hyp = state(company, x.item, x.value, x.table.periods[x.col], rng)
                out.append(_pair(premise, hyp, "neutral", kind, f.name))
    return out


def restate(sentence: str, company: str) -> str:
    s = re.sub(r"\bWe\b", company, sentence)
    s = re.sub(r"\bwe\b", company, s)
    s = re.sub(r"\b[Oo]ur\b", f"{company}'s", s)
    s = re.sub(r"\bus\b", company, s)
    return s


NUM_IN_TEXT = re.compile(r"\$\s?\d[\d,]*(?:\.\d+)?(?: (?:million|billion|thousand))?|\b\d[\d,]*(?:\.\d+)?%|\b(?:19|20)\d\d\b")


def text_pairs(f: Filing, others: list[Filing], rng: random.Random, per_para: int, max_chars: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    C = f.company
    for p_idx, sents in enumerate(f.paragraphs):
        for _ in range(per_para):
            i = rng.randrange(len(sents))
            s = sents[i]
            if rng.random() < 0.25:
                lo, hi = 0, len(sents)
            else:
                lo, hi = max(0, i - rng.randint(0, 2)), min(len(sents), i + 1 + rng.randint(0, 2))
            premise = " ".join(sents[lo:hi])
            while len(premise) > max_chars and hi - lo > 1:
                if i - lo > hi - 1 - i:
                    lo += 1
                else:
                    hi -= 1
                premise = " ".join(sents[lo:hi])
            roll = rng.random()
            if roll < 0.33:  # entailed
                kind = rng.choice(["text_restated", "text_merged", "text_clause"])
                if kind == "text_merged" and i + 1 < hi:
                    hyp = restate(s.rstrip("."), C) + "; " + restate(sents[i + 1][0].lower() + sents[i + 1][1:], C)
                elif kind == "text_clause" and (m := re.match(r"^(.{40,}?), (?:which|including|primarily|partially|as|due)\b", s)):
                    hyp = restate(m.group(1), C) + "."
                else:
                    kind, hyp = "text_restated", restate(s, C)
                out.append(_pair(premise, hyp, "entailment", kind, f.name))
            elif roll < 0.72:  # contradicted
                options = []
                nums = NUM_IN_TEXT.findall(s)
                pool = [n for n in NUM_IN_TEXT.findall(premise) if n not in nums]
                if nums and pool:
                    options.append("text_number_swapped")
                if any(re.search(rf"\b{w}\b", s) for w in DIRECTION):
                    options.append("text_direction_flipped")
                if NEGATABLE.search(s):
                    options.append("text_negated")
                names_in = [n for n in f.names if n in s]
                if names_in and len(f.names) > 3:
                    options.append("text_entity_swapped")
                if not options:
                    continue
                # negation is the easiest edit: it goes only when nothing subtler applies
                kind = rng.choice([o for o in options if o != "text_negated"] or options)
                if kind == "text_number_swapped":
                    n = rng.choice(nums)
                    same_kind = [x for x in pool if ("%" in x) == ("%" in n) and ("$" in x) == ("$" in n)]
                    if not same_kind:
                        continue
                    hyp = s.replace(n, rng.choice(same_kind), 1)
                elif kind == "text_direction_flipped":
                    words = [w for w in DIRECTION if re.search(rf"\b{w}\b", s)]
                    w = rng.choice(words)
                    hyp = re.sub(rf"\b{w}\b", DIRECTION[w], s, count=1)
                elif kind == "text_negated":
                    hyp = NEGATABLE.sub(lambda m: m.group(0) + " not", s, count=1)
                else:
                    n = rng.choice(names_in)
                    swaps = [x for x in f.names if x != n and x not in s]
                    if not swaps:
                        continue
                    hyp = s.replace(n, rng.choice(swaps), 1)
                out.append(_pair(premise, restate(hyp, C), "contradiction", kind, f.name))
            else:  # neutral
                if rng.random() < 0.4:
                    hyp = restate(s.rstrip("."), C) + ", " + rng.choice(CAUSES) + "."
                    kind = "added_cause"
                elif rng.random() < 0.6 and len(f.paragraphs) > 3:
                    other = rng.choice([q for k, q in enumerate(f.paragraphs) if k != p_idx])
                    hyp = restate(rng.choice(other), C)
                    kind = "text_elsewhere_same_filing"
                else:
                    same = [o for o in others if o.report_type == f.report_type and o.paragraphs] or others
                    if not same or not (o := rng.choice(same)).paragraphs:
                        continue
                    hyp = restate(rng.choice(rng.choice(o.paragraphs)), C)
                    kind = "text_other_filing"
                if hyp in premise:
                    continue
                out.append(_pair(premise, hyp, "neutral", kind, f.name))
    return out


def build_pairs(
    reports: Path, out_dir: Path, *, seed: int = 13, dev_fraction: float = 0.15, per_table: int = 4,
    per_para: int = 1, para_fraction: float = 0.3, max_chars: int = 700, limit: int | None = None,
) -> dict[str, Any]:
    """Write ``train.jsonl`` and ``dev.jsonl`` (split by filing) and ``counts.json`` into ``out_dir``."""
    if not reports.is_file():
        raise FileNotFoundError(f"{reports}: no such file (the FinDVer filings: ../shared/training/findver/reports.jsonl.gz)")
    filings = list(read_filings(reports, limit=limit))
    names = sorted(f.name for f in filings)
    random.Random(seed).shuffle(names)
    n_dev = max(1, round(len(names) * dev_fraction))
    dev_names = set(names[:n_dev])
    out_dir.mkdir(parents=True, exist_ok=True)
    counts: dict[str, Any] = {"seed": seed, "filings": {"train": len(names) - n_dev, "dev": n_dev}, "train": {}, "dev": {}}
    splits: dict[str, list[dict[str, Any]]] = {"train": [], "dev": []}
    for f in sorted(filings, key=lambda x: x.name):
        rng = random.Random(f"{seed}:{f.name}")
        split = "dev" if f.name in dev_names else "train"
        pool = [o for o in filings if o.name != f.name and (o.name in dev_names) == (split == "dev")]
        rows = table_pairs(f, pool, rng, per_table, max_chars)
        paras = [p for p in f.paragraphs]
        keep = rng.sample(range(len(paras)), int(len(paras) * para_fraction)) if paras else []
        sub = Filing(f.name, f.report_type, f.company, [], [paras[k] for k in sorted(keep)], f.names)
        rows += text_pairs(sub, pool, rng, per_para, max_chars)
        splits[split].extend(rows)
    for split, rows in splits.items():
        random.Random(f"{seed}:{split}").shuffle(rows)
        with (out_dir / f"{split}.jsonl").open("w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        counts[split] = {
            "pairs": len(rows),
            "labels": dict(sorted(Counter(r["label"] for r in rows).items())),
            "types": dict(sorted(Counter(f"{r['label']}/{r['type']}" for r in rows).items())),
        }
    (out_dir / "counts.json").write_text(json.dumps(counts, indent=2) + "\n")
    return counts
