"""Precision of the figure checker's verdicts, per verdict kind, on development data.

Each checked memo figure carries a label: *correct* (the figure the source states or computes) or
*wrong* (a figure the benchmark altered). A ``contradicted`` verdict is right when the figure is
wrong; a ``derived`` (or ``supported`` / ``found``) verdict is right when the figure is correct.
Precision = right verdicts / verdicts of that kind, with a 95% Wilson interval and the counts.

Sources (measurement only, never training):

* ``tatqa_dev``: the TAT-QA dev claims of benchmarks/factcheck.py (true claims and their
  wrong-figure / wrong-period / wrong-item variants); the claimed figure is the claim's last
  non-period figure;
* ``financebench``: the FinanceBench open sample: each gold answer with a figure, after the
  question's first sentence (which names the line item and period), is a memo over its evidence
  pages (the answer's figures correct), and the same with one answer figure scaled by a seeded
  factor in [0.6, 0.85] or [1.15, 1.5] (that figure wrong); only the answer's figures count;
* ``sample_corpus``: the bundled sample annual report's tables: "<row> was <cell> in <period>."
  (correct) and the same row's other period's cell (wrong). The rules were fixed on this corpus
  and on hand-written cases: it is reported apart and does not enter the pooled dev numbers.

Writes benchmarks/results/figure_precision.json (``--out``)::

    .venv/bin/python benchmarks/figure_precision.py [--seed 13] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import math
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

from tinyrag_eval.metrics.numeric import numeric_consistency
from tinyrag_eval.metrics.numeric.facts import context_facts
from tinyrag_eval.metrics.numeric.verify import fact_verification

TARGET = 0.95
_NUM = re.compile(r"(?<![\w.])\$?\d[\d,]*(?:\.\d+)?")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


# ---------------------------------------------------------------------------------------------
# labelled memos: (memo, contexts, {figure start offset: "correct" | "wrong"}, source)


def tatqa_memos(seed: int) -> list[dict[str, Any]]:
    from factcheck import build_claims  # the same claims as the TAT-QA 86.2 figure

    out = []
    for c in build_claims(seed):
        out.append({"source": "tatqa_dev", "memo": c["claim"], "contexts": c["contexts"],
                    "label": "correct" if c["label"] else "wrong", "which": "last",
                    "split": c["split"], "variant": c["variant"]})
    return out


def financebench_memos(seed: int) -> list[dict[str, Any]]:
    """Memo = the question's first sentence (it names the line item and period) + the gold
    answer; only the answer's figures are labelled."""
    path = SHARED / "benchmarks/financebench/questions.jsonl"
    if not path.exists():
        return []
    rng = random.Random(seed)
    out = []
    for line in path.read_text().splitlines():
        q = json.loads(line)
        answer = q["answer"].strip()
        pages = list(dict.fromkeys(e["evidence_text_full_page"] for e in q["evidence"]
                                   if e.get("evidence_text_full_page")))
        nums = [m for m in _NUM.finditer(answer)
                if not re.fullmatch(r"(?:19|20)\d\d", m.group())]
        if not pages or not nums:
            continue
        head = q["question"].split("?")[0].strip() + "?"
        lead = f"{head} Answer: "
        out.append({"source": "financebench", "memo": lead + answer, "contexts": pages,
                    "label": "correct", "which": ("from", len(lead))})
        m = rng.choice(nums)
        text = m.group()
        digits = text.lstrip("$").replace(",", "")
        decimals = len(digits.partition(".")[2])
        factor = rng.choice([rng.uniform(0.6, 0.85), rng.uniform(1.15, 1.5)])
        new = f"{float(digits) * factor:,.{decimals}f}" if "," in text else \
            f"{float(digits) * factor:.{decimals}f}"
        new = ("$" if text.startswith("$") else "") + new
        if new == text:
            continue
        memo = lead + answer[:m.start()] + new + answer[m.end():]
        out.append({"source": "financebench", "memo": memo, "contexts": pages, "label": "wrong",
                    "which": ("span", len(lead) + m.start(), len(lead) + m.start() + len(new),
                              len(lead))})
    return out


def sample_memos() -> list[dict[str, Any]]:
    report = (ROOT / "tinyrag_eval/data/sample_src/annual_report_2025.md").read_text()
    sections = [s.split("<div")[0] for s in re.split(r"\n(?=## )", report)]
    out = []
    for sec in sections:
        facts = [f for f in context_facts([sec]) if f.origin == "table" and f.label and f.periods
                 and len(f.periods) == 1]
        for f in facts:
            label = re.sub(r"\s*\([^)]*\)", "", f.label).strip()
            others = [g for g in facts if (g.table, g.row) == (f.table, f.row) and g is not f
                      and abs(g.quantity.value) != abs(f.quantity.value)]
            out.append({"source": "sample_corpus", "memo": f"{label} was {f.quantity.text} in "
                        f"{f.periods[0]}.", "contexts": [sec], "label": "correct", "which": "last"})
            for g in others[:1]:
                out.append({"source": "sample_corpus", "memo": f"{label} was {g.quantity.text} in "
                            f"{f.periods[0]}.", "contexts": [sec], "label": "wrong",
                            "which": "last"})
    return out


# ---------------------------------------------------------------------------------------------
# scoring


def _labelled(memo: dict[str, Any], spans: list[tuple[int, int]]) -> list[str | None]:
    """The label of each checked figure of the memo (None: not a labelled figure)."""
    which = memo["which"]
    if which == "all":
        return [memo["label"]] * len(spans)
    if which == "last":
        return [memo["label"] if i == len(spans) - 1 else None for i in range(len(spans))]
    if which[0] == "from":  # every figure from this offset on (the answer) is correct
        return ["correct" if a >= which[1] else None for a, _ in spans]
    _, s, e, lead = which  # the altered figure's span; figures before ``lead`` are unlabelled
    return ["wrong" if a < e and b > s else None if a < lead else "correct" for a, b in spans]


def judge(memos: list[dict[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for m in memos:
        fv = fact_verification(m["memo"], m["contexts"])
        nc = numeric_consistency(m["memo"], m["contexts"])
        figs = fv.details.get("figures", [])
        for f, lab in zip(figs, _labelled(m, [(f["start"], f["end"]) for f in figs]), strict=True):
            if lab is not None:
                rows.append({"source": m["source"], "metric": "fact_verification",
                             "verdict": f["verdict"], "label": lab, "split": m.get("split", ""),
                             "memo": m["memo"], "explanation": f["explanation"],
                             "variant": m.get("variant", "")})
        nums = [n for n in nc.details.get("numbers", [])
                if n["quantity"]["kind"] not in ("year", "period")]
        spans = [(n["quantity"]["start"], n["quantity"]["end"]) for n in nums]
        for n, lab in zip(nums, _labelled(m, spans), strict=True):
            if lab is not None:
                rows.append({"source": m["source"], "metric": "numeric_consistency",
                             "verdict": n["verdict"], "label": lab, "split": m.get("split", "")})
    return rows


def precision(rows: list[dict[str, Any]], metric: str, verdict: str) -> dict[str, Any]:
    """Precision at the data's own mix of correct and wrong figures, and at equal shares (the
    verdict's rate on wrong figures against its rate on correct ones: independent of how many
    wrong variants the benchmark builds), each with a 95% Wilson interval."""
    want = "wrong" if verdict == "contradicted" else "correct"
    mine = [r for r in rows if r["metric"] == metric]
    hit = [r for r in mine if r["verdict"] == verdict]
    k = sum(r["label"] == want for r in hit)
    lo, hi = wilson(k, len(hit))
    n_want = sum(r["label"] == want for r in mine)
    n_other = len(mine) - n_want
    out: dict[str, Any] = {
        "n": len(hit), "right": k, "precision": round(k / len(hit), 4) if hit else None,
        "wilson_low": round(lo, 4), "wilson_high": round(hi, 4),
        "rate_when_right": round(k / n_want, 4) if n_want else None,
        "rate_when_not": round((len(hit) - k) / n_other, 4) if n_other else None,
    }
    if hit and n_want and n_other:
        # equal shares of right and wrong figures: the verdict's rate on the figures it should
        # fire on against its rate on the others (independent of how many wrong variants the
        # benchmark builds); interval from the two rates' Wilson intervals (conservative)
        r1, r0 = k / n_want, (len(hit) - k) / n_other
        (l1, h1), (l0, h0) = wilson(k, n_want), wilson(len(hit) - k, n_other)
        out["precision_equal_shares"] = round(r1 / (r1 + r0), 4)
        out["equal_shares_interval"] = [round(l1 / (l1 + h0), 4) if l1 + h0 else 0.0,
                                        round(h1 / (h1 + l0), 4) if h1 + l0 else 1.0]
        # a deployment where 10% of the figures are wrong
        pw = 0.1 if want == "wrong" else 0.9
        out["precision_at_10pct_wrong"] = round(pw * r1 / (pw * r1 + (1 - pw) * r0), 4)
    out["meets_95"] = out.get("precision_equal_shares", 0.0) >= TARGET
    return out


def table(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for metric, verdicts in (("fact_verification", ("contradicted", "derived", "supported")),
                             ("numeric_consistency", ("derived", "found"))):
        out[metric] = {v: precision(rows, metric, v) for v in verdicts}
        labels = [r for r in rows if r["metric"] == metric]
        out[metric]["figures"] = {"correct": sum(r["label"] == "correct" for r in labels),
                                  "wrong": sum(r["label"] == "wrong" for r in labels)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/figure_precision.json")
    ap.add_argument("--errors", type=Path, default=None,
                    help="write the wrong contradicted/derived verdicts of the TAT-QA develop half "
                    "and the sample corpus (the rows rules may be fixed on) to this JSONL")
    args = ap.parse_args()
    t0 = time.perf_counter()
    memos = {"tatqa_dev": tatqa_memos(args.seed), "financebench": financebench_memos(args.seed),
             "sample_corpus": sample_memos()}
    log({k: len(v) for k, v in memos.items()})
    rows = {k: judge(v) for k, v in memos.items()}
    dev = rows["tatqa_dev"] + rows["financebench"]
    report_half = [r for r in rows["tatqa_dev"] if r["split"] == "report"]
    result = {
        "seed": args.seed, "target": TARGET,
        "definition": "per checked figure: contradicted is right when the figure is wrong, "
                      "derived/supported/found when it is correct; 95% Wilson interval",
        "dev_pooled": table(dev),
        "tatqa_report_half_and_financebench": table(report_half + rows["financebench"]),
        "by_source": {k: table(v) for k, v in rows.items()},
        "note": "sample_corpus: the rules were fixed on it; it is not in dev_pooled",
        "seconds": round(time.perf_counter() - t0, 1),
    }
    if args.errors:
        dev_half = [r for r in rows["tatqa_dev"] + rows["sample_corpus"]
                    if r.get("split") != "report" and r["metric"] == "fact_verification"
                    and (r["verdict"] == "contradicted") == (r["label"] == "correct")
                    and r["verdict"] in ("contradicted", "derived")]
        args.errors.write_text("".join(json.dumps(r) + "\n" for r in dev_half))
    write_json(args.out, result, indent=1)
    fv = result["dev_pooled"]["fact_verification"]
    log(f"dev contradicted {fv['contradicted']}, derived {fv['derived']}; wrote {args.out}")


if __name__ == "__main__":
    main()
