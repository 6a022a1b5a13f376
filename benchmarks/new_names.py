"""New names on data the feature was never looked at on: the 16 human-labelled factual sets.

``new_names`` (``tinyrag_eval.metrics.copy``: capitalized words of a claim that its document never
mentions) was designed and probed on SummEdits and WiCE dev and measured on TAT-QA and
FinanceBench (docs/benchmarks.md). Here it is scored, as the product computes it
(``copy_support`` on the segmented texts), on every row of ``../shared/training/factual/`` (news
summaries, dialogue, answers with citations, contracts, science, paraphrases): per set, how many
claims have a new name, the failing share among them beside the failing share of all, and the
AUC of ``-new_names`` (0.5 = no signal; sets whose claims are lower-cased have none to find, so
the share of claims with a capital past the first letter is reported too). The same for
``new_dates`` (a day with its month, or a clock time, that the document never states): per set
and pooled, how many claims have one and how many of those fail. No model, no fit::

    python benchmarks/new_names.py        # -> benchmarks/results/new_names.json (about 2 minutes)
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.metrics.copy import copy_support
from tinyrag_eval.metrics.text import split_sentences

MAX_DOC_CHARS = 200_000
"""A longer document (a few evidence pages of ExpertQA/ClaimVerify) is read up to here."""


def measure_set(path: Path) -> dict[str, Any]:
    labels, counts, dates, cased, skipped = [], [], [], 0, 0
    with gzip.open(path, "rt") as f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:  # a malformed line is counted, not fatal
                r = None
            if not isinstance(r, dict) or not isinstance(r.get("doc"), str) or not isinstance(r.get("claim"), str):
                skipped += 1
                continue
            ctx = [(0, s) for s in split_sentences(r["doc"][:MAX_DOC_CHARS])]
            claim = split_sentences(r["claim"])
            if not ctx or not claim or r.get("label") not in (0, 1):
                skipped += 1
                continue
            labels.append(int(r["label"]))
            details = copy_support(claim, ctx).details
            counts.append(int(details["new_names"]))
            dates.append(int(details["new_dates"]))
            cased += any(ch.isupper() for ch in str(r["claim"])[1:])
    y, x = np.array(labels), np.array(counts)
    hit, dated = x > 0, np.array(dates) > 0
    return {"n": len(y), "skipped": skipped, "cased_claims_share": round(cased / max(1, len(y)), 3),
            "with_new_names": int(hit.sum()),
            "failing_share_with": round(float(np.mean(y[hit] == 0)), 4) if hit.any() else None,
            "failing_share_all": round(float(np.mean(y == 0)), 4) if len(y) else None,
            "auc": round(float(roc_auc_score(y, -x)), 4) if len(set(y.tolist())) == 2 else None,
            # dates and clock times the document never states (copy.new_dates): the same question
            "with_new_dates": int(dated.sum()), "failing_with_new_dates": int(np.sum(y[dated] == 0)),
            "failing_share_with_new_dates": round(float(np.mean(y[dated] == 0)), 4) if dated.any() else None}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--factual", type=Path, default=ROOT.parent / "shared" / "training" / "factual",
                    help="folder of the factual sets (<source>.jsonl.gz)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "new_names.json")
    a = ap.parse_args(argv)
    files = sorted(a.factual.glob("*.jsonl.gz"))
    if not files:
        raise SystemExit(f"no <source>.jsonl.gz under {a.factual}: pass --factual (../shared/training/factual)")
    t0 = time.perf_counter()
    res: dict[str, Any] = {}
    for p in files:
        name = p.name.removesuffix(".jsonl.gz")
        res[name] = measure_set(p)
        print(f"{name}: {res[name]}", flush=True)
    with_any = {k: v for k, v in res.items() if v["with_new_names"]}
    summary = {"sets": len(res), "sets_with_new_names": len(with_any),
               "sets_failing_more_with": sum(v["failing_share_with"] > v["failing_share_all"] for v in with_any.values()),
               "median_auc": float(np.median([v["auc"] for v in res.values() if v["auc"] is not None])),
               "new_dates": {
                   "claims": sum(v["with_new_dates"] for v in res.values()),
                   "failing": sum(v["failing_with_new_dates"] for v in res.values()),
                   "sets_with": sum(v["with_new_dates"] > 0 for v in res.values()),
                   "sets_failing_more_with": sum(v["failing_share_with_new_dates"] > v["failing_share_all"]
                                                 for v in res.values() if v["with_new_dates"])},
               "seconds": round(time.perf_counter() - t0, 1)}
    nd = summary["new_dates"]
    nd["failing_share"] = round(nd["failing"] / nd["claims"], 4) if nd["claims"] else None
    write_json(a.out, {"command": command_line("benchmarks/new_names.py", argv), "summary": summary, "sets": res},
               indent=2)
    print(f"{summary['sets_failing_more_with']} of {summary['sets_with_new_names']} sets with new names fail more "
          f"often with one; median AUC {summary['median_auc']:.3f}; claims with a new date or time: "
          f"{nd['claims']}, {nd['failing']} failing -> {a.out}")


if __name__ == "__main__":
    main()
