"""Does near-copy alignment help the shipped grounded calibrator out of domain? Measured on its own
training rows.

(Written for version 1 of the shipped calibrator; version 2 reads every checker over four sources
with known directions, ``benchmarks/grounded_features.py``. ``criteria.Model`` now keeps known
directions too, so a rerun measures that recipe.) Version 1 (``benchmarks/criteria.py``) was fitted on the nine prose signals of
every SummEdits and WiCE dev row (``benchmarks/results/memo_metrics_rows.jsonl``). ``copy_support``
(``tinyrag_eval.metrics.copy``) needs no model, so its two features (``copy_mean``, ``copy_min``)
are computed here for all 3,543 rows from ``../shared/benchmarks``. For each dataset (six SummEdits
domains, WiCE dev) in turn, the calibrator is fitted as shipped (``criteria.Model``: median
imputation with indicators, Platt) on the other datasets and its AUC measured on the one left out,
with the prose signals, prose + copy, and copy alone. The issue's rule: keep a feature only if it
helps on the source left out::

    nice -n 10 .venv/bin/python benchmarks/copy_features.py --out benchmarks/results/copy_features.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from sklearn.metrics import roc_auc_score

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "benchmarks"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json
from criteria import Model, matrix
from memo_metrics import SUMMEDITS_DOMAINS, summedits_rows, wice_rows

from tinyrag_eval.calibration.features import PROSE_FEATURES
from tinyrag_eval.metrics.copy import copy_support
from tinyrag_eval.metrics.text import split_sentences

PROSE = list(PROSE_FEATURES)  # what the shipped grounded calibrator reads
COPY = ["copy_mean", "copy_min"]
GROUPS = {"prose (shipped)": PROSE, "prose + copy": PROSE + COPY, "copy": COPY}


def with_copy(rows: list[dict]) -> list[dict]:
    texts = {}
    for d in SUMMEDITS_DOMAINS:
        texts.update({(f"summedits/{d}", r["id"]): r for r in summedits_rows(SHARED, d)})
    texts.update({("wice/dev", r["id"]): r for r in wice_rows(SHARED)})
    for r in rows:
        t = texts.get((r["dataset"], r["id"]))
        if t is None:
            raise SystemExit(f"row {r['dataset']}/{r['id']} not found in {SHARED}")
        ctx = [(i, s) for i, c in enumerate(t["contexts"]) for s in split_sentences(c)]
        m = copy_support(split_sentences(t["answer"]) if t["answer"].strip() else [], ctx)
        r["copy_mean"] = None if m.invalid else m.value
        r["copy_min"] = None if m.invalid else m.details["min"]
    return rows


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=Path, default=ROOT / "benchmarks/results/memo_metrics_rows.jsonl")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/copy_features.json")
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args(argv)
    if not SHARED.is_dir():
        raise SystemExit(f"{SHARED} not found: the dev data lives in ../shared/benchmarks")
    rows = with_copy([json.loads(x) for x in a.rows.read_text().splitlines() if x.strip()])
    datasets = sorted({r["dataset"] for r in rows})
    res: dict = {"command": command_line("benchmarks/copy_features.py", argv), "n": len(rows), "groups": {}}
    for name, feats in GROUPS.items():
        aucs = {}
        for d in datasets:
            Xtr, ytr = matrix([r for r in rows if r["dataset"] != d], feats)
            Xte, yte = matrix([r for r in rows if r["dataset"] == d], feats)
            aucs[d] = round(float(roc_auc_score(yte, Model(Xtr, ytr, feats, a.seed).p(Xte))), 4)
        res["groups"][name] = {"features": feats, "auc_left_out": aucs,
                               "mean_auc": round(float(np.mean(list(aucs.values()))), 4)}
        print(f"{name:16s} mean left-out AUC {res['groups'][name]['mean_auc']:.3f}  " +
              " ".join(f"{d.split('/')[-1]} {v:.3f}" for d, v in aucs.items()))
    res["copy_at_least_0.9_share_by_label"] = {
        str(y): round(float(np.mean([(r["copy_mean"] or 0) >= 0.9 for r in rows if r["label"] == y])), 4) for y in (0, 1)}
    write_json(a.out, res, indent=2)
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
