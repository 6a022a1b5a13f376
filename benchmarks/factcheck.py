"""Financial-claim verification benchmark built from TAT-QA dev (measurement only, never training).

Claims. Each TAT-QA dev question with a numeric answer (a span that is one figure, or an
arithmetic answer) and the form "What/How much is/was/were (the) S?" becomes a true claim
"The S was A <scale>." (A as TAT-QA gives it; arithmetic answers rounded as given, percents with
"%"). False variants of the same claim, where they can be built:

* ``wrong_figure``: A times a seeded factor in [0.6, 0.85] or [1.15, 1.5];
* ``wrong_period``: the figure recomputed from the same row's other column (another year);
* ``wrong_item``: the figure recomputed from the neighbouring row's cell of the same column.

For arithmetic answers the operands of TAT-QA's ``derivation`` are located in the table and the
substituted value is ``A * expr(new) / expr(old)``; a variant is dropped when it is within 1% of
A. Evidence: the context's table as a pipe table (``" | ".join(cells)`` per row, as the index
stores TAT-QA tables) plus every paragraph of the context.

Split: contexts are hashed with the seed (``sha256(f"{seed}:{table uid}")``) into a *develop*
half and a *report* half. The verifier was iterated on the develop half only; both are
reported. Decision: a claim is judged true when the metric's value is 1.0 (every figure
supported); balanced accuracy = (true claims accepted + false claims rejected) / 2.

FinDVer sanity (``--findver N``): N seeded table chunks from ../shared/training/findver (real
10-K/10-Q tables); for a cell with a row label and a period, the sentences "<label> was <cell>
in <period>." (true), the same with the other period's cell and with the neighbouring row's cell
(false): checks the table reader on real filings, counts crashes and time per claim.

    .venv/bin/python benchmarks/factcheck.py [--seed 13] [--findver 300]

Writes benchmarks/results/factcheck.json.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import re
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import write_json

from tinyrag_eval.metrics.numeric import extract_quantities, numeric_consistency
from tinyrag_eval.metrics.numeric.verify import fact_verification

SCALE_WORD = {"thousand": "thousand", "million": "million", "billion": "billion", "": ""}
_QUESTION = re.compile(r"^\s*(?:what|how much)\s+(?:is|was|were|are)\s+(?:the\s+)?(?P<s>.+?)\s*\??\s*$",
                       re.IGNORECASE)
_NUM = re.compile(r"\d[\d,]*\.?\d*")
_EXPR_OK = re.compile(r"^[\d.\s+\-*/()]+$")
VARIANTS = ("wrong_figure", "wrong_period", "wrong_item")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def split_of(uid: str, seed: int) -> str:
    return "develop" if hashlib.sha256(f"{seed}:{uid}".encode()).digest()[0] % 2 == 0 else "report"


def cell_number(text: str) -> float | None:
    """A table cell's value as TAT-QA's derivations write it (magnitude, no scale)."""
    m = _NUM.search(text.replace("$", ""))
    if m is None:
        return None
    try:
        return float(m.group().replace(",", "").rstrip("."))
    except ValueError:
        return None


def fmt_like(value: float, template: str) -> str:
    """``value`` written with ``template``'s decimals, thousands commas and $ / % / parentheses."""
    m = _NUM.search(template)
    decimals = len(m.group().split(".")[1]) if m and "." in m.group() else 0
    body = f"{abs(value):,.{decimals}f}" if "," in template or abs(value) >= 1000 else \
        f"{abs(value):.{decimals}f}"
    out = body
    if "$" in template:
        out = "$" + out
    if "%" in template:
        out += "%"
    if value < 0:
        out = f"({out})" if "(" in template else "-" + out
    return out


def fmt_answer(value: float, scale: str) -> str:
    if scale == "percent":
        return f"{value:g}%"
    text = f"{value:,.2f}".rstrip("0").rstrip(".") if abs(value) >= 1000 else f"{value:g}"
    return f"{text} {SCALE_WORD.get(scale, '')}".strip()


def locate(table: list[list[str]], number: float) -> tuple[int, int] | None:
    for i, row in enumerate(table):
        for j, cell in enumerate(row):
            if j == 0:
                continue
            v = cell_number(cell)
            if v is not None and abs(v - number) < 1e-9:
                return i, j
    return None


def neighbour(table: list[list[str]], i: int, j: int, kind: str, rng: random.Random) -> tuple[int, int] | None:
    """Same row, another column (period) or same column, the nearest row above/below (item)."""
    here = cell_number(table[i][j])
    options = []
    if kind == "wrong_period":
        options = [(i, k) for k in range(1, len(table[i])) if k != j]
        options.sort(key=lambda c: abs(c[1] - j))
    else:
        options = [(k, j) for k in range(len(table)) if k != i and j < len(table[k])
                   and table[k][0].strip()]
        options.sort(key=lambda c: abs(c[0] - i))
    for a, b in options:
        v = cell_number(table[a][b]) if b < len(table[a]) else None
        if v is not None and here is not None and abs(v - here) > 1e-9 * max(1, abs(here)):
            return a, b
    return None


def substituted(q: dict, table: list[list[str]], gold: float, kind: str,
                rng: random.Random) -> float | None:
    """The answer recomputed with every operand moved to its neighbouring period / item."""
    if q["answer_type"] == "span":
        loc = locate(table, abs(gold))
        if loc is None:
            return None
        to = neighbour(table, *loc, kind, rng)
        return None if to is None else cell_number(table[to[0]][to[1]])
    expr = q.get("derivation", "").replace("$", "").replace("%", "")
    if not expr or not _EXPR_OK.match(expr.replace(",", "")):
        return None
    numbers = [m.group() for m in _NUM.finditer(expr)]
    if not numbers:
        return None
    new_expr = expr
    moved = False
    for text in dict.fromkeys(numbers):
        v = float(text.replace(",", "").rstrip("."))
        loc = locate(table, v)
        if loc is None:
            continue  # a constant (100, 2) or a text figure: kept
        to = neighbour(table, *loc, kind, rng)
        if to is None:
            return None
        new_v = cell_number(table[to[0]][to[1]])
        new_expr = re.sub(rf"(?<![\d,.]){re.escape(text)}(?![\d,.])", repr(new_v), new_expr)
        moved = True
    if not moved:
        return None
    try:
        old_val = eval(expr.replace(",", ""), {"__builtins__": {}})
        new_val = eval(new_expr.replace(",", ""), {"__builtins__": {}})
    except (SyntaxError, ZeroDivisionError, TypeError):
        return None
    if not old_val:
        return None
    return round(gold * new_val / old_val, 2)


def build_claims(seed: int) -> list[dict[str, Any]]:
    data = json.loads((SHARED / "benchmarks/tatqa/tatqa_dataset_dev.json").read_text())
    rng = random.Random(seed)
    claims: list[dict[str, Any]] = []
    for ctx in data:
        table = [[c.strip() for c in row] for row in ctx["table"]["table"]]
        evidence = ["\n".join(" | ".join(row) for row in table)]
        evidence += [p["text"] for p in sorted(ctx["paragraphs"], key=lambda p: p["order"])]
        split = split_of(ctx["table"]["uid"], seed)
        for q in ctx["questions"]:
            m = _QUESTION.match(q["question"])
            if m is None or q["answer_type"] not in ("span", "arithmetic"):
                continue
            scale = q.get("scale") or ""
            if q["answer_type"] == "span":
                if len(q["answer"]) != 1:
                    continue
                text = q["answer"][0].strip()
                figs = extract_quantities(text)
                if len(figs) != 1 or figs[0].kind in ("year", "period") or not _NUM.fullmatch(
                        re.sub(r"[$%()\s-]", "", text)):
                    continue
                gold = abs(figs[0].value) / (figs[0].scale or 1)
                stated = text if scale in ("", "percent") else f"{text} {SCALE_WORD.get(scale, '')}"
                stated = stated.strip()
            else:
                if not isinstance(q["answer"], int | float):
                    continue
                gold = float(q["answer"])
                stated = fmt_answer(gold, scale)
            subject = m.group("s").rstrip(" ?")
            verb = "was"  # one template; the verifier reads figures, not grammar
            claim = f"The {subject} {verb} {stated}."
            base = {"split": split, "uid": q["uid"], "question": q["question"],
                    "answer_from": q["answer_from"], "answer_type": q["answer_type"],
                    "contexts": evidence}
            claims.append({**base, "claim": claim, "label": True, "variant": "true"})
            # false variants
            factor = rng.choice([rng.uniform(0.6, 0.85), rng.uniform(1.15, 1.5)])
            wrong = gold * factor
            if q["answer_type"] == "span":
                wrong_text = fmt_like(wrong, text)
                if scale not in ("", "percent"):
                    wrong_text += f" {SCALE_WORD.get(scale, '')}"
            else:
                wrong_text = fmt_answer(round(wrong, 2), scale)
            claims.append({**base, "claim": f"The {subject} {verb} {wrong_text}.", "label": False,
                           "variant": "wrong_figure"})
            if "table" not in q["answer_from"]:
                continue
            for kind in ("wrong_period", "wrong_item"):
                value = substituted(q, table, gold if q["answer_type"] == "arithmetic" else abs(gold),
                                    kind, rng)
                if value is None or abs(value - gold) <= 0.01 * max(abs(gold), 1e-9):
                    continue
                if q["answer_type"] == "span":
                    sign = -1 if (figs[0].value < 0) else 1
                    vtext = fmt_like(sign * value, text)
                    if scale not in ("", "percent"):
                        vtext += f" {SCALE_WORD.get(scale, '')}"
                else:
                    vtext = fmt_answer(value, scale)
                claims.append({**base, "claim": f"The {subject} {verb} {vtext}.", "label": False,
                               "variant": kind})
    return claims


def judge(metric: Any, claim: dict) -> tuple[bool, Any]:
    r = metric(claim["claim"], claim["contexts"])
    return (r.value is not None and not r.invalid and r.value >= 1.0 - 1e-9), r


def score(rows: list[dict], key: str) -> dict[str, Any]:
    pos = [r for r in rows if r["label"]]
    neg = [r for r in rows if not r["label"]]
    tpr = sum(r[key] for r in pos) / len(pos) if pos else None
    tnr = sum(not r[key] for r in neg) / len(neg) if neg else None
    out: dict[str, Any] = {
        "balanced_accuracy": round(100 * (tpr + tnr) / 2, 1) if tpr is not None and tnr is not None else None,
        "true_accepted": round(100 * tpr, 1) if tpr is not None else None,
        "false_rejected": round(100 * tnr, 1) if tnr is not None else None,
    }
    for v in VARIANTS:
        sub = [r for r in neg if r["variant"] == v]
        if sub:
            rej = sum(not r[key] for r in sub) / len(sub)
            out[f"{v}_rejected"] = round(100 * rej, 1)
            out[f"{v}_balanced_accuracy"] = round(100 * (tpr + rej) / 2, 1) if tpr is not None else None
    return out


def run_tatqa(seed: int, examples: int) -> dict[str, Any]:
    claims = build_claims(seed)
    log(f"{len(claims)} claims")
    rows = []
    t0 = time.perf_counter()
    seconds = {"fact_verification": 0.0, "numeric_consistency": 0.0}
    for c in claims:
        row = {k: c[k] for k in ("split", "label", "variant", "claim", "answer_from", "answer_type")}
        for name, fn in (("fact_verification", fact_verification), ("numeric_consistency", numeric_consistency)):
            t = time.perf_counter()
            ok, r = judge(fn, c)
            seconds[name] += time.perf_counter() - t
            row[name] = ok
            if name == "fact_verification":
                row["explanation"] = [(f["verdict"], f["explanation"]) for f in r.details.get("figures", [])]
        rows.append(row)
    log(f"judged in {time.perf_counter() - t0:.1f}s")
    out: dict[str, Any] = {"claims": len(rows), "seconds_per_claim": {
        k: round(v / max(len(rows), 1), 5) for k, v in seconds.items()}}
    for split in ("develop", "report"):
        sub = [r for r in rows if r["split"] == split]
        counts = {v: sum(r["variant"] == v for r in sub) for v in ("true", *VARIANTS)}
        out[split] = {"counts": counts,
                      "fact_verification": score(sub, "fact_verification"),
                      "numeric_consistency": score(sub, "numeric_consistency")}
        out[split]["fact_verification_by_answer_type"] = {
            t: score([r for r in sub if r["answer_type"] == t], "fact_verification")
            for t in ("span", "arithmetic")}
    dev = [r for r in rows if r["split"] == "develop"]
    rng = random.Random(seed)
    errors = [r for r in dev if r["fact_verification"] != r["label"]]
    out["develop_error_examples"] = [
        {k: r[k] for k in ("variant", "claim", "explanation")}
        for r in rng.sample(errors, min(examples, len(errors)))]
    return out


# ---------------------------------------------------------------------------------------------
# FinDVer real tables


def run_findver(n: int, seed: int) -> dict[str, Any]:
    from tinyrag_eval.metrics.numeric.facts import context_facts

    path = SHARED / "training/findver/reports.jsonl.gz"
    if not path.exists():
        return {"skipped": f"{path} is absent"}
    tables: list[str] = []
    with gzip.open(path, "rt") as f:
        for line in f:
            rep = json.loads(line)
            tables += [c["text"] for c in rep["chunks"] if c["type"] == "table"]
    rng = random.Random(seed)
    picked = rng.sample(tables, min(n, len(tables)))
    rows: list[dict[str, Any]] = []
    crashes = 0
    read = 0
    t_all = 0.0
    for text in picked:
        facts = [f for f in context_facts([text]) if f.origin == "table" and f.label and f.periods
                 and f.quantity.kind in ("currency", "number")]
        if not facts:
            continue
        read += 1
        f = rng.choice(facts)
        period = f.periods[0]
        same_row = [g for g in facts if (g.table, g.row) == (f.table, f.row) and g.periods
                    and g.periods[0] != period and abs(g.quantity.value) != abs(f.quantity.value)]
        same_col = [g for g in facts if g.table == f.table and g.col == f.col and g.row != f.row
                    and g.periods == f.periods and abs(g.quantity.value) != abs(f.quantity.value)
                    and g.label != f.label]
        label = f.label.rstrip(":").strip()
        cases = [(f.quantity.text, True, "true")]
        if same_row:
            cases.append((same_row[0].quantity.text, False, "wrong_period"))
        if same_col:
            same_col.sort(key=lambda g: abs(g.row - f.row))
            cases.append((same_col[0].quantity.text, False, "wrong_item"))
        for figure, label_true, variant in cases:
            sentence = f"{label} was {figure.strip()} in {period}."
            t = time.perf_counter()
            try:
                r = fact_verification(sentence, [text])
            except Exception as exc:  # noqa: BLE001 -- counted: the benchmark checks it never crashes
                crashes += 1
                rows.append({"variant": variant, "label": label_true, "error": repr(exc)})
                continue
            t_all += time.perf_counter() - t
            ok = r.value is not None and r.value >= 1.0 - 1e-9
            rows.append({"variant": variant, "label": label_true, "fact_verification": ok,
                         "sentence": sentence,
                         "verdicts": [(x["verdict"], x["explanation"]) for x in r.details.get("figures", [])]})
    good = [r for r in rows if "error" not in r]
    phrased = _analyst_phrasing(picked, random.Random(seed + 1))
    out = {"tables_sampled": len(picked), "tables_with_labelled_period_cells": read,
           "claims": len(rows), "crashes": crashes,
           "seconds_per_claim": round(t_all / max(len(good), 1), 5),
           "fact_verification": score(good, "fact_verification"),
           "counts": {v: sum(r["variant"] == v for r in rows) for v in ("true", "wrong_period", "wrong_item")},
           # verdicts only: filing text (row labels, figures) is not written out
           "error_verdicts": [[v for v, _ in r["verdicts"]] + [r["variant"]]
                              for r in good if r["fact_verification"] != r["label"]][:20],
           "analyst_phrasing": phrased}
    return out


_NOT_AMOUNT = re.compile(r"\b(?:shares?|per|employees|units|days|years|months|%|percent|ratio|rate)\b",
                         re.IGNORECASE)


def _as_written(full: float) -> str | None:
    """An amount as an analyst writes it: $298.4 million, $1.2 billion (None below a million)."""
    for scale, word in ((1e9, "billion"), (1e6, "million")):
        if abs(full) >= scale:
            return f"${abs(full) / scale:,.1f} {word}"
    return None


def _analyst_phrasing(tables: list[str], rng: random.Random) -> dict[str, Any]:
    """Claims about the same FinDVer tables as an analyst (or an LLM) writes them: a cell of a
    thousands table as "$298.4 million" -- read in thousands when the passage states no scale, as
    a filing's cut-out table often does -- and the change of a row between its two periods as a
    percentage ("increased by 12.3% from 2022 to 2023"), as its two levels ("increased from $1.2
    million in 2022 to $1.5 million in 2023") and as a difference ("increased by $0.3 million from
    2022 to 2023"); each with a wrong twin (an amount 20-40 % off, the percentage 3-10 points and
    at least a tenth of itself off)."""
    from tinyrag_eval.metrics.numeric.facts import context_facts

    rows: list[dict[str, Any]] = []
    more = random.Random(20261129)  # the kinds added later draw apart: the first kinds' claims stay
    for text in tables:
        facts = [f for f in context_facts([text]) if f.origin == "table" and f.label and len(f.periods) == 1
                 and f.quantity.kind in ("currency", "number") and f.quantity.scale == 1.0
                 and not f.quantity.unit and not f.percent_column and len(f.hint_scales) <= 1
                 and not _NOT_AMOUNT.search(f.label) and f.quantity.value > 0]
        if not facts:
            continue
        f = rng.choice(facts)
        label, period = f.label.rstrip(":").strip(), f.periods[0]
        full = f.quantity.value * (f.hint_scales[0] if f.hint_scales else 1e3)
        right = _as_written(full)
        if right is None:
            continue
        wrong = _as_written(full * rng.choice((0.7, 0.8, 1.2, 1.3)))
        cases = [(f"{label} was {right} in {period}.", True, "level"),
                 (f"{label} was {wrong} in {period}.", False, "level")]
        other = [g for g in facts if (g.table, g.row) == (f.table, f.row) and g.periods[0] != period
                 and g.quantity.value > 0]
        if other:
            g = other[0]
            (p0, v0), (p1, v1) = sorted([(period, f.quantity.value), (g.periods[0], g.quantity.value)])
            pct = 100 * (v1 - v0) / v0
            if abs(pct) >= 0.5:
                word = "increased" if pct > 0 else "decreased"
                off = abs(pct) + max(rng.uniform(3, 10), 0.1 * abs(pct))  # off beyond rounding
                cases += [(f"{label} {word} by {abs(pct):.1f}% from {p0} to {p1}.", True, "change"),
                          (f"{label} {word} by {off:.1f}% from {p0} to {p1}.", False, "change")]
            scale = f.hint_scales[0] if f.hint_scales else 1e3
            a, b = _as_written(v0 * scale), _as_written(v1 * scale)
            b_off = _as_written(v1 * scale * more.choice((0.7, 0.8, 1.2, 1.3)))
            if a and b and b_off and a != b:  # both levels, the later one wrong in the twin
                word = "increased" if v1 > v0 else "decreased"
                cases += [(f"{label} {word} from {a} in {p0} to {b} in {p1}.", True, "from_to"),
                          (f"{label} {word} from {a} in {p0} to {b_off} in {p1}.", False, "from_to")]
            d = _as_written((v1 - v0) * scale)
            d_off = _as_written((v1 - v0) * scale * more.choice((0.6, 0.75, 1.25, 1.4)))
            if d and d_off and d != d_off:  # the difference in the memo's unit
                word = "increased" if v1 > v0 else "decreased"
                cases += [(f"{label} {word} by {d} from {p0} to {p1}.", True, "difference"),
                          (f"{label} {word} by {d_off} from {p0} to {p1}.", False, "difference")]
        for sentence, ok, kind in cases:
            r = fact_verification(sentence, [text])
            rows.append({"kind": kind, "label": ok, "variant": "wrong_figure",
                         "fact_verification": r.value is not None and r.value >= 1.0 - 1e-9,
                         "verdicts": [x["verdict"] for x in r.details.get("figures", [])]})
    out: dict[str, Any] = {"claims": len(rows), "fact_verification": score(rows, "fact_verification")}
    for kind in ("level", "change", "from_to", "difference"):
        out[kind] = score([r for r in rows if r["kind"] == kind], "fact_verification")
        out[kind]["claims"] = sum(r["kind"] == kind for r in rows)
    # verdicts only: filing text is not written out
    out["error_verdicts"] = [r["verdicts"] + [r["kind"], "right" if r["label"] else "wrong"]
                             for r in rows if r["fact_verification"] != r["label"]][:20]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--findver", type=int, default=300, help="FinDVer table chunks to sample (0: skip)")
    ap.add_argument("--examples", type=int, default=25, help="develop-half errors to keep in the JSON")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/factcheck.json")
    args = ap.parse_args()
    if not (SHARED / "benchmarks/tatqa/tatqa_dataset_dev.json").exists():
        sys.exit(f"TAT-QA dev is absent under {SHARED}/benchmarks/tatqa")
    result: dict[str, Any] = {"seed": args.seed, "decision": "claim true iff the metric's value is 1.0",
                              "split": "sha256(f'{seed}:{table uid}') first byte even: develop, odd: report",
                              "tatqa_dev": run_tatqa(args.seed, args.examples)}
    if args.findver:
        log("FinDVer tables")
        result["findver_tables"] = run_findver(args.findver, args.seed)
    write_json(args.out, result, indent=1, ensure_ascii=False)
    summary = {s: {k: result["tatqa_dev"][s][k]["balanced_accuracy"]
                   for k in ("fact_verification", "numeric_consistency")} for s in ("develop", "report")}
    log(f"balanced accuracy {summary}; wrote {args.out}")


if __name__ == "__main__":
    main()
