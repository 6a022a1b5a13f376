"""What each feature group adds to the grounded criterion, measured out of domain.

For every source of a deployment rows file (``benchmarks/deployment_rows.py``: TAT-QA dev,
FinanceBench, SummEdits dev, WiCE dev) in turn: the grounded calibrator is fitted exactly as the
product fits it (``fit_criteria.label_data`` + ``Calibrator.fit``, Platt) on the *other* sources'
rows with one feature group, and its probability is scored on the source left out: AUC and
balanced accuracy at P = 0.5. Feature groups: the shipped prose signals (embedding similarity,
NLI), the figure checker's signals, the near-copy and evidence-record signals, and their unions.

Rows are read from the deployment benchmark's score cache (``benchmarks/deployment.py`` scores
them with the product's metrics); rows not scored yet are left out and counted, so this runs on
whatever part of a long scoring job is done::

    python benchmarks/grounded_features.py --rows benchmarks/work/deployment_rows.jsonl \\
        --out benchmarks/results/grounded_features.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from deployment import DEFAULT_CACHE, metric_config, read_rows, row_key, score_rows

from tinyrag_eval.calibration.artifact import Calibrator
from tinyrag_eval.calibration.features import COPY_FEATURES, FIGURE_FEATURES, PROSE_FEATURES
from tinyrag_eval.calibration.fit_criteria import label_data, memo_feature_values
from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.memo import DEFAULT_METRICS

PROSE = list(PROSE_FEATURES)
FIGURES = list(FIGURE_FEATURES)
COPY = list(COPY_FEATURES)
GROUPS: dict[str, list[str]] = {
    "prose (shipped)": PROSE,
    "figures": FIGURES,
    "copy + evidence": COPY,
    "prose + figures": PROSE + FIGURES,
    "prose + copy + evidence": PROSE + COPY,
    "all": PROSE + FIGURES + COPY,
}


def scored_rows(rows: list[dict[str, Any]], settings: Settings, cache: Path) -> list[dict[str, Any]]:
    """The rows the score cache already holds (nothing is scored here)."""
    path = cache / f"scores-{metric_config(settings, DEFAULT_METRICS)}.jsonl"
    have = set()
    if path.is_file():
        for line in path.read_text().splitlines():
            try:
                have.add(json.loads(line)["key"])
            except (ValueError, KeyError):
                continue
    return [r for r in rows if row_key(r) in have]


def measure(rows: list[dict[str, Any]], evaluations: dict[str, Any], groups: dict[str, list[str]],
            min_rows: int = 20) -> dict[str, Any]:
    sources = sorted({r["source"] for r in rows})
    labels = np.array([int(r["label"]) for r in rows])
    out: dict[str, Any] = {}
    for name, feats in groups.items():
        X = [memo_feature_values(feats, evaluations[row_key(r)]["evaluation"], query=r["query"], memo=r["answer"])
             for r in rows]
        per: dict[str, Any] = {}
        for s in sources:
            test = [i for i, r in enumerate(rows) if r["source"] == s]
            train = [i for i, r in enumerate(rows) if r["source"] != s]
            yt = labels[test]
            if len(test) < min_rows or len(set(yt)) < 2 or len(set(labels[train])) < 2:
                per[s] = {"n": len(test), "auc": None, "note": "too few rows or one class"}
                continue
            data = label_data([X[i] for i in train], labels[train].tolist(), train, feats)
            cal = Calibrator.fit(data, method="platt", diagnostics=False, seed=13)
            p = cal.predict_proba([X[i] for i in test])[:, 1]
            pred = (p >= 0.5).astype(int)
            bal = 0.5 * (np.mean(pred[yt == 1] == 1) + np.mean(pred[yt == 0] == 0))
            per[s] = {"n": len(test), "positives": int(yt.sum()), "auc": round(float(roc_auc_score(yt, p)), 4),
                      "balanced_accuracy": round(float(bal), 4)}
        out[name] = {"features": feats, "left_out": per}
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=Path, required=True, help="deployment rows JSONL (with 'source')")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="the deployment benchmark's score cache")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/grounded_features.json")
    a = ap.parse_args(argv)
    settings = Settings()
    rows_all = read_rows(a.rows)
    rows = scored_rows(rows_all, settings, a.cache)
    if not rows:
        raise SystemExit(f"no row of {a.rows} is scored in {a.cache} yet: run benchmarks/deployment.py first")
    evaluations = score_rows(rows, settings, a.cache, need_reranker=False)
    res = {"rows": a.rows.name, "scored": len(rows), "of": len(rows_all),
           "by_source": {s: sum(r["source"] == s for r in rows) for s in sorted({r["source"] for r in rows})},
           "groups": measure(rows, evaluations, GROUPS)}
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(res, indent=2) + "\n")
    sources = sorted(res["by_source"])
    print(f"{len(rows)} of {len(rows_all)} rows scored: {res['by_source']}")
    print("| feature group | " + " | ".join(f"{s} AUC / bal.acc" for s in sources) + " |")
    print("|---|" + "---|" * len(sources))
    for name, g in res["groups"].items():
        cells = []
        for s in sources:
            c = g["left_out"][s]
            cells.append("—" if c["auc"] is None else f"{c['auc']:.3f} / {100 * c['balanced_accuracy']:.1f}")
        print(f"| {name} | " + " | ".join(cells) + " |")
    print(f"-> {a.out}")


if __name__ == "__main__":
    main()
