"""What each feature group adds to the grounded criterion, measured out of domain.

For every source of a deployment rows file (``benchmarks/deployment_rows.py``: TAT-QA dev,
FinanceBench, SummEdits dev, WiCE dev) in turn: the grounded calibrator is fitted exactly as the
product fits it (``fit_criteria.label_data`` + ``Calibrator.fit``, Platt) on the *other* sources'
rows with one feature group, and its probability is scored on the source left out: AUC and
balanced accuracy at P = 0.5. Feature groups: the shipped prose signals (embedding similarity,
NLI), the figure checker's signals, the near-copy and evidence-record signals, and their unions.
Each is fitted twice: with the features' known directions (``left_out``: the product's default,
``calibration.feature_directions = "known"``) and with free signs (``left_out_free``). A feature
that every row of some source lacks is left out of the group (``left_out_features``): its
missing-value indicator would only tell the fit which source a row came from.

Rows are read from the deployment benchmark's score cache (``benchmarks/deployment.py`` scores
them with the product's metrics); rows not scored yet are left out and counted, so this runs on
whatever part of a long scoring job is done. Rows with precomputed ``features``
(``deployment_rows.py --from-feature-rows ... --model-free-checks``) are used as they are;
several ``--rows`` files are read as one::

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

from _results import write_json
from deployment import DEFAULT_CACHE, metric_config, read_rows, row_key, score_rows
from deployment_rows import SOURCE_SPLIT

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
    "all but new names": PROSE + FIGURES + [f for f in COPY if f != "new_names"],
    "all + new dates": PROSE + FIGURES + COPY + ["new_dates"],
}
"""Each group; the last two measure what ``new_names`` (a default) and ``new_dates`` (not one: too
rare to weigh) add, in the same run."""


def scored_rows(rows: list[dict[str, Any]], settings: Settings, cache: Path) -> list[dict[str, Any]]:
    """The rows the score cache already holds, and rows with precomputed ``features`` (nothing
    is scored here)."""
    path = cache / f"scores-{metric_config(settings, DEFAULT_METRICS)}.jsonl"
    have = set()
    if path.is_file():
        for line in path.read_text().splitlines():
            try:
                have.add(json.loads(line)["key"])
            except (ValueError, KeyError):
                continue
    return [r for r in rows if "features" in r or row_key(r) in have]


def feature_values(r: dict[str, Any], feats: list[str], evaluations: dict[str, Any]) -> dict[str, Any]:
    """A row's values of ``feats``: its precomputed ``features``, else from its scored evaluation."""
    if "features" in r:
        return {f: r["features"].get(f) for f in feats}
    return memo_feature_values(feats, evaluations[row_key(r)]["evaluation"], query=r["query"], memo=r["answer"])


FITS = {"left_out": ("known", "none"), "left_out_free": ("free", "none"), "left_out_balanced": ("known", "group")}
"""Each fit a group gets: its key in the results -> (directions, ``Calibrator.fit``'s ``balance``).
Directions as the product can fit (``calibration.feature_directions``): ``known`` (the default)
keeps each feature's known sign, ``free`` lets the fit choose. ``left_out_balanced`` weighs each
training source to the same total (``balance="group"``, how ``benchmarks/criteria.py`` fits the
shipped grounded calibrator on its four sources); the other two weigh every row alike
(SummEdits' 3,194 rows are then 75-85 % of a fit that leaves out a financial source)."""


def measure(rows: list[dict[str, Any]], evaluations: dict[str, Any], groups: dict[str, list[str]],
            min_rows: int = 20) -> dict[str, Any]:
    sources = sorted({r["source"] for r in rows})
    labels = np.array([int(r["label"]) for r in rows])
    out: dict[str, Any] = {}
    for name, wanted in groups.items():
        X = [feature_values(r, wanted, evaluations) for r in rows]
        # a feature no row of some source has (e.g. flagged_share in precomputed rows) would only
        # tell the fit which source a row came from: left out of the group, and said so
        absent = {f: [s for s in sources if all(X[i][f] is None for i, r in enumerate(rows) if r["source"] == s)]
                  for f in wanted}
        feats = [f for f in wanted if not absent[f]]
        X = [{f: x[f] for f in feats} for x in X]
        res: dict[str, Any] = {"features": feats}
        if len(feats) < len(wanted):
            res["left_out_features"] = {f: f"absent from every {', '.join(v)} row" for f, v in absent.items() if v}
        for key, (directions, balance) in FITS.items():
            per: dict[str, Any] = {}
            for s in sources:
                test = [i for i, r in enumerate(rows) if r["source"] == s]
                train = [i for i, r in enumerate(rows) if r["source"] != s]
                yt = labels[test]
                if not feats or len(test) < min_rows or len(set(yt)) < 2 or len(set(labels[train])) < 2:
                    per[s] = {"n": len(test), "auc": None, "note": "too few rows, one class or no feature"}
                    continue
                data = label_data([X[i] for i in train], labels[train].tolist(), train, feats)
                data.groups = [rows[i]["source"] for i in train]
                cal = Calibrator.fit(data, method="platt", diagnostics=False, seed=13, directions=directions,
                                     balance=balance)
                p = cal.predict_proba([X[i] for i in test])[:, 1]
                pred = (p >= 0.5).astype(int)
                bal = 0.5 * (np.mean(pred[yt == 1] == 1) + np.mean(pred[yt == 0] == 0))
                per[s] = {"n": len(test), "positives": int(yt.sum()), "auc": round(float(roc_auc_score(yt, p)), 4),
                          "balanced_accuracy": round(float(bal), 4)}
            res[key] = per
        out[name] = res
    return out


def new_names_precision(rows: list[dict[str, Any]], evaluations: dict[str, Any]) -> dict[str, Any]:
    """Per source: how many memos name something their context never mentions (``new_names`` > 0),
    and the failing share among them beside the failing share of all (the evidence a hint gives)."""
    out: dict[str, Any] = {}
    for s in sorted({r["source"] for r in rows}):
        mine = [r for r in rows if r["source"] == s]
        hit = [r for r in mine if (feature_values(r, ["new_names"], evaluations)["new_names"] or 0) > 0]
        out[s] = {"n": len(mine), "with_new_names": len(hit),
                  "failing_share_with": round(sum(int(r["label"]) == 0 for r in hit) / len(hit), 4) if hit else None,
                  "failing_share_all": round(sum(int(r["label"]) == 0 for r in mine) / len(mine), 4)}
    return out


def write_feature_rows(rows: list[dict[str, Any]], evaluations: dict[str, Any], feats: list[str], path: Path) -> None:
    """One JSON line per row: ``id``, ``dataset`` (``source/domain``, e.g. ``summedits/podcast``,
    ``tatqa/dev``), ``label`` and ``feats`` (None where missing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as f:
        for r in rows:
            vals = feature_values(r, feats, evaluations)
            ds = f"{r['source']}/{r.get('domain') or SOURCE_SPLIT.get(r['source'], 'all')}"
            f.write(json.dumps({"id": str(r["id"]), "dataset": ds, "label": int(r["label"]),
                                **{k: (None if v is None else round(float(v), 6)) for k, v in vals.items()}}) + "\n")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=Path, nargs="+", required=True,
                    help="deployment rows JSONL (with 'source'); several files are read as one. Rows with "
                         "precomputed 'features' (deployment_rows.py --from-feature-rows) are used as they are")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="the deployment benchmark's score cache")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/grounded_features.json")
    ap.add_argument("--rows-out", type=Path, default=None,
                    help="also write the measured rows as feature rows (id, dataset, label and every feature of "
                         "the 'all' group), the format of memo_metrics_rows.jsonl that benchmarks/criteria.py "
                         "fits the shipped grounded calibrator on")
    a = ap.parse_args(argv)
    settings = Settings()
    rows_all = [r for path in a.rows for r in read_rows(path)]
    rows = scored_rows(rows_all, settings, a.cache)
    if not rows:
        raise SystemExit(f"no row of {', '.join(map(str, a.rows))} is scored in {a.cache} yet: "
                         "run benchmarks/deployment.py first")
    evaluations = score_rows(rows, settings, a.cache, need_reranker=False)
    res = {"rows": ", ".join(p.name for p in a.rows), "scored": len(rows), "of": len(rows_all),
           "by_source": {s: sum(r["source"] == s for r in rows) for s in sorted({r["source"] for r in rows})},
           "groups": measure(rows, evaluations, GROUPS), "new_names": new_names_precision(rows, evaluations)}
    write_json(a.out, res, indent=2)
    if a.rows_out is not None:
        write_feature_rows(rows, evaluations, res["groups"]["all"]["features"], a.rows_out)
    sources = sorted(res["by_source"])
    print(f"{len(rows)} of {len(rows_all)} rows scored: {res['by_source']}")
    print("| feature group | directions, sources | " + " | ".join(f"{s} AUC / bal.acc" for s in sources) + " |")
    print("|---|---|" + "---|" * len(sources))
    for name, g in res["groups"].items():
        for key, (directions, balance) in FITS.items():
            cells = []
            for s in sources:
                c = g[key][s]
                cells.append("—" if c["auc"] is None else f"{c['auc']:.3f} / {100 * c['balanced_accuracy']:.1f}")
            weighs = "balanced" if balance == "group" else "rows alike"
            print(f"| {name} | {directions}, {weighs} | " + " | ".join(cells) + " |")
    print("memos with a new name (failing share among them / among all): " + "; ".join(
        f"{s} {v['with_new_names']} ({v['failing_share_with']} / {v['failing_share_all']})"
        for s, v in res["new_names"].items()))
    print(f"-> {a.out}")


if __name__ == "__main__":
    main()
