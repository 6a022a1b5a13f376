"""How often is what the evidence alone settles right? Measured on human-labelled memos.

The grounded criterion is settled by the evidence record alone in two cases
(``Findings.grounded_evidence``): it *passes* when every sentence that states a claim restates a
context sentence (``metrics.copy``: every content word and figure of it in one context sentence),
and it *fails* when no sentence states a claim (fragments, descriptions of the document). Both
need only the lexical checker, so every labelled row is measured, no model loaded:

* SummEdits dev (all six domains) and WiCE dev from ``../shared/benchmarks``;
* any deployment rows file (``--rows``, ``benchmarks/deployment_rows.py``: TAT-QA dev,
  FinanceBench, ...), one row per memo ``{"id", "query", "contexts", "answer", "label", "source"}``.

Per source: how many memos each verdict settles, how many of them people accepted, and the
precision (accepted share for *passes*, failing share for *fails*) with its Wilson interval;
beside it the rule before this change (a 0.9 share of all words, no claim test) for *passes*::

    python benchmarks/deployment_rows.py --sources tatqa,financebench --per-source 700 \\
        --out benchmarks/work/dev_tf.jsonl
    python benchmarks/copy_precision.py --rows benchmarks/work/dev_tf.jsonl \\
        --out benchmarks/results/copy_precision.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "benchmarks"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json
from figure_precision import wilson
from memo_metrics import SUMMEDITS_DOMAINS, summedits_rows, wice_rows

from tinyrag_eval.metrics.copy import copy_support
from tinyrag_eval.metrics.findings import build_findings
from tinyrag_eval.metrics.text import split_sentences
from tinyrag_eval.schema import Evaluation

_OLD_WORD = __import__("re").compile(r"[a-z]+|\d+(?:\.\d+)?")


def old_rule(per_sentence: list[dict[str, Any]], ctx: list[tuple[int, str]]) -> bool:
    """The rule before: every sentence has a 0.9 share of *all* its words (and every figure) in
    one context sentence (figures and negations as ``metrics.copy`` checks them)."""
    from tinyrag_eval.metrics.copy import _figures

    def words_of(text: str) -> set[str]:
        return set(_OLD_WORD.findall(text.lower().replace(",", "")))

    sources = [(words_of(c), _figures(c)) for _, c in ctx]  # each context sentence tokenized once
    for p in per_sentence:
        words, figs = words_of(p["sentence"]), _figures(p["sentence"])
        best = max((len(words & src) / len(words) for src, src_figs in sources if words and figs <= src_figs),
                   default=0.0)
        if best < 0.9:
            return False
    return bool(per_sentence)


def settle(row: dict[str, Any]) -> tuple[str | None, bool]:
    """(what the evidence alone settles, the old rule's 'passes') for one labelled memo."""
    ctx = [(i, s) for i, c in enumerate(row["contexts"]) for s in split_sentences(c)]
    sents = split_sentences(row["answer"]) if row["answer"].strip() else []
    m = copy_support(sents, ctx)
    if m.invalid:
        return None, False
    findings = build_findings(row["answer"], Evaluation(memo_id=str(row["id"]), metrics={"copy_support": m}))
    verdict, _ = findings.grounded_evidence()
    return verdict, old_rule(m.details["per_sentence"], ctx)


def rows_by_source(paths: list[Path], shared: Path | None) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    if shared is not None:
        if not shared.is_dir():
            raise SystemExit(f"{shared} not found: pass --shared DIR or --no-shared")
        for d in SUMMEDITS_DOMAINS:
            out["summedits"] += summedits_rows(shared, d)
        out["wice"] += wice_rows(shared)
    for p in paths:
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                r = json.loads(line)
                src = str(r.get("source") or p.stem)
                if shared is not None and src in ("summedits", "wice"):
                    continue  # measured in full from ../shared above
                out[src].append({"id": r["id"], "contexts": list(r["contexts"]), "answer": str(r["answer"]),
                                 "label": int(r["label"])})
            except (ValueError, KeyError, TypeError) as exc:
                raise SystemExit(f"{p}:{n}: not a labelled row ({exc})") from exc
    return out


def share(k: int, n: int) -> dict[str, Any]:
    if n == 0:
        return {"k": 0, "n": 0, "share": None, "ci95": None}
    lo, hi = wilson(k, n)
    return {"k": k, "n": n, "share": round(k / n, 4), "ci95": [round(lo, 4), round(hi, 4)]}


def measure(sources: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    res: dict[str, Any] = {}
    total = defaultdict(int)
    for src, rows in sorted(sources.items()):
        c = defaultdict(int)
        for r in rows:
            verdict, old = settle(r)
            y = r["label"]
            c["n"] += 1
            c["acceptable"] += y
            if verdict == "passes":
                c["passes"] += 1
                c["passes_acc"] += y
            if verdict == "fails":
                c["fails"] += 1
                c["fails_fail"] += 1 - y
            if old:
                c["old_passes"] += 1
                c["old_passes_acc"] += y
        for k, v in c.items():
            total[k] += v
        res[src] = summary(c)
    res["all"] = summary(total)
    return res


def summary(c: dict[str, int]) -> dict[str, Any]:
    return {"memos": c["n"], "acceptable": c["acceptable"],
            "passes": share(c["passes_acc"], c["passes"]) | {"of_memos": round(c["passes"] / max(c["n"], 1), 4)},
            "fails": share(c["fails_fail"], c["fails"]) | {"of_memos": round(c["fails"] / max(c["n"], 1), 4)},
            "passes_before": share(c["old_passes_acc"], c["old_passes"])}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=Path, nargs="*", default=[], help="labelled rows JSONL (deployment rows format)")
    ap.add_argument("--shared", type=Path, default=SHARED, help="../shared/benchmarks (SummEdits and WiCE dev)")
    ap.add_argument("--no-shared", action="store_true", help="measure the --rows only")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/copy_precision.json")
    a = ap.parse_args(argv)
    for p in a.rows:
        if not p.is_file():
            raise SystemExit(f"{p}: no such file")
    t0 = time.perf_counter()
    sources = rows_by_source(a.rows, None if a.no_shared else a.shared)
    if not sources:
        raise SystemExit("no rows: pass --rows FILE or leave ../shared/benchmarks in place")
    res = measure(sources)
    res["meta"] = {"command": command_line("benchmarks/copy_precision.py", argv),
                   "rows": {s: len(r) for s, r in sources.items()}, "seconds": round(time.perf_counter() - t0, 1)}
    write_json(a.out, res, indent=2)
    for s, v in res.items():
        if s == "meta":
            continue
        p, f, b = v["passes"], v["fails"], v["passes_before"]
        print(f"{s:>13}: {v['memos']:5d} memos ({v['acceptable']} acceptable) | passes {p['n']:4d}, "
              f"{p['share'] if p['share'] is not None else '-'} accepted {p['ci95']} | fails {f['n']:4d}, "
              f"{f['share'] if f['share'] is not None else '-'} failing | before: passes {b['n']}, "
              f"{b['share'] if b['share'] is not None else '-'} accepted")
    print(f"-> {a.out}")


if __name__ == "__main__":
    main()
