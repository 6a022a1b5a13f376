"""Two checkers together: the mean of their signals, scored on the rows both were scored on.

Question (issue 29): a checker trained on the factual sets is better than today's on some sources
and worse on others. Is the average of the two better than either? The weight is fixed in advance
(the plain mean, 0.5 / 0.5): nothing is tuned on the rows reported.

Input: two ``--save-values`` files of ``benchmarks/checker_loso.py`` written with the same sets,
limits and seed (so the same rows in the same order)::

    .venv/bin/python benchmarks/checker_loso.py --model bundled --sets summedits,wice \\
        --save-values benchmarks/work/values_bundled.jsonl --out benchmarks/work/loso_bundled_sw.json
    .venv/bin/python benchmarks/checker_loso.py --model WORK/model --sets summedits,wice \\
        --save-values benchmarks/work/values_run2.jsonl --out benchmarks/work/loso_run2_sw.json
    .venv/bin/python benchmarks/checker_ensemble.py --a benchmarks/work/values_bundled.jsonl \\
        --b benchmarks/work/values_run2.jsonl --out benchmarks/results/checker_ensemble.json

Per set (the six SummEdits domains averaged into ``summedits_dev``, as ``checker_loso.py`` does):
every signal's AUC and 5-fold cross-validated balanced accuracy for A, B and their mean, and the
same for the one signal fixed in advance (``--signal``, default ``nli_mean``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import write_json
from memo_metrics import make_folds, score_signal
from nli_checker import SIGNALS as NLI_SIGNALS
from nli_checker import mean_or_none

SIGNALS = tuple(NLI_SIGNALS)
"""The six signals ``checker_loso.py --save-values`` writes (``nli_checker.SIGNALS``)."""


def read_values(path: Path) -> dict[str, list[dict[str, Any]]]:
    """Rows by set, in file order; a clear error on a missing, empty or malformed file."""
    if not path.is_file():
        raise SystemExit(f"no such file: {path} (write it with checker_loso.py --save-values)")
    sets: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            sets[str(row["set"])].append(row)
            int(row["label"])
        except (json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
            raise SystemExit(f"{path}:{n}: not a checker_loso.py --save-values row ({e})") from None
    if not sets:
        raise SystemExit(f"{path}: no rows")
    return sets


def mean_pair(a: float | None, b: float | None) -> float | None:
    return None if a is None or b is None else (float(a) + float(b)) / 2


def score_set(a_rows: list[dict[str, Any]], b_rows: list[dict[str, Any]], seed: int) -> dict[str, Any]:
    labels = np.array([int(r["label"]) for r in a_rows])
    if len(a_rows) != len(b_rows) or any(int(r["label"]) != int(s["label"]) or r["row"] != s["row"]
                                         for r, s in zip(a_rows, b_rows, strict=True)):
        raise SystemExit("the two files do not hold the same rows (same sets, limits and seed?)")
    folds = make_folds(labels, seed)
    out: dict[str, Any] = {"rows": len(a_rows)}
    for sig in SIGNALS:
        va = [r.get(sig) for r in a_rows]
        vb = [r.get(sig) for r in b_rows]
        out[sig] = {"a": score_signal(va, labels, folds), "b": score_signal(vb, labels, folds),
                    "mean": score_signal([mean_pair(x, y) for x, y in zip(va, vb, strict=True)], labels, folds)}
    return out


def _pick(res: dict[str, Any], sig: str, who: str) -> dict[str, float | None]:
    s = res[sig][who]
    return {"balanced_accuracy_cv": s.get("balanced_accuracy_cv"), "auc": s.get("auc")}


def _avg(parts: list[dict[str, float | None]]) -> dict[str, float | None]:
    return {k: mean_or_none([p[k] for p in parts]) for k in ("balanced_accuracy_cv", "auc")}


def summarise(per_set: dict[str, dict[str, Any]], signal: str) -> dict[str, Any]:
    """Per reported set (SummEdits domains averaged): the fixed signal and each model's best signal."""
    groups: dict[str, list[str]] = defaultdict(list)
    for name in per_set:
        groups["summedits_dev" if name.startswith("summedits/") else name].append(name)
    out = {}
    for group, names in groups.items():
        row: dict[str, Any] = {"sets": len(names)}
        for who in ("a", "b", "mean"):
            by_sig = {sig: _avg([_pick(per_set[n], sig, who) for n in names]) for sig in SIGNALS}
            scored = {k: v for k, v in by_sig.items() if v["balanced_accuracy_cv"] is not None}
            best = max(scored, key=lambda k: scored[k]["balanced_accuracy_cv"]) if scored else None
            row[who] = {"fixed": by_sig[signal], "best_signal": best,
                        "best": by_sig[best] if best else None}
        out[group] = row
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", type=Path, required=True, help="values of checker A (e.g. today's, --model bundled)")
    ap.add_argument("--b", type=Path, required=True, help="values of checker B (e.g. a trained one)")
    ap.add_argument("--name-a", default=None)
    ap.add_argument("--name-b", default=None)
    ap.add_argument("--signal", default="nli_mean", choices=SIGNALS, help="the signal fixed in advance")
    ap.add_argument("--seed", type=int, default=13, help="the folds' seed (checker_loso.py's --seed)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "checker_ensemble.json")
    args = ap.parse_args(argv)
    a, b = read_values(args.a), read_values(args.b)
    common = [s for s in a if s in b]
    if not common:
        raise SystemExit(f"{args.a} and {args.b} share no set")
    per_set = {s: score_set(a[s], b[s], args.seed) for s in common}
    out = {"a": args.name_a or args.a.stem, "b": args.name_b or args.b.stem, "signal": args.signal,
           "weights": "0.5 / 0.5, fixed in advance", "summary": summarise(per_set, args.signal), "sets": per_set}
    write_json(args.out, out, indent=1)

    def cell(v: dict[str, float | None] | None) -> str:
        if not v or v["balanced_accuracy_cv"] is None:
            return "—"
        return f"{100 * v['balanced_accuracy_cv']:.1f} / {100 * v['auc']:.1f}" if v["auc"] is not None else \
            f"{100 * v['balanced_accuracy_cv']:.1f} / —"

    print(f"| set | {args.signal}: {out['a']} | {out['b']} | mean | best signal: {out['a']} | {out['b']} | mean |")
    print("|---|---|---|---|---|---|---|")
    for group, row in out["summary"].items():
        print(f"| {group} | {cell(row['a']['fixed'])} | {cell(row['b']['fixed'])} | {cell(row['mean']['fixed'])} | "
              f"{cell(row['a']['best'])} | {cell(row['b']['best'])} | {cell(row['mean']['best'])} |")
    print(f"wrote {args.out}")
    return out


if __name__ == "__main__":
    main()
