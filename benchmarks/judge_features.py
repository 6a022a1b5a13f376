"""A judge's score as a grounded feature, when the judge did not score every memo: impute it or
serve such memos by a calibrator fitted without it?

The evidence issue asks the grounded criterion to read an LLM judge's grounding score when one ran,
and to measure how a memo *without* that score is best served: (a) **impute** -- the calibrator
fitted with the judge feature fills a missing value with the fit split's median and a missing
indicator (``FeatureSpec``, what ``tinyrag calibrate`` does with ``missing="impute"``), or (b)
**fallback** -- such a memo is scored by a second calibrator fitted on the same labels without the
judge feature. Both are also compared with (c) **no judge** (the offline features alone).

Rows: the shipped calibrator's own rows (``benchmarks/results/memo_metrics_rows.jsonl``: the
offline prose signals of 3,543 human-labelled SummEdits and WiCE memos). For each dataset in turn,
over ``--reps`` repeats, a team labels ``--labels`` of its memos (the fit rows: the product's
``fit_criteria.label_data`` + ``Calibrator.fit`` with the defaults ``tinyrag calibrate`` uses) and the
rest are scored: AUC and log loss of P(grounded), averaged over datasets and repeats.

**The judge.** No labelled memo here has a strong judge's score and the bundled SmolLM2-135M judge
is at chance (``benchmarks/results/judges.json``), so by default the judge is **synthetic**: a
1-5 rubric score per memo, from a latent ``mu * label + rho * z(nli_mean) + noise`` cut at the
mixture's quintiles, with ``mu`` set so that the latent has AUC ``--judge-auc`` before the cut;
``rho`` (``--judge-corr``) lets the judge agree with the offline NLI beyond the label, as a real
judge does. Its measured AUC on the rows is reported. ``--judge-field NAME`` reads a real judge
score from the rows instead (one column, missing where the judge did not run). The judge is
missing completely at random on ``1 - coverage`` of the memos (``--coverage``), in the fit rows
and the scored rows alike. This is a simulation of the mechanism, not a measurement of any judge.

    python benchmarks/judge_features.py --out benchmarks/results/judge_features.json
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from scipy.stats import norm
from sklearn.metrics import log_loss, roc_auc_score

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.calibration.artifact import Calibrator
from tinyrag_eval.calibration.features import PROSE_FEATURES
from tinyrag_eval.calibration.fit_criteria import label_data

JUDGE = "judge.hallucination"
DEFAULT_ROWS = ROOT / "benchmarks/results/memo_metrics_rows.jsonl"
STRATEGIES = ("no judge", "impute", "fallback")


def read_rows(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise SystemExit(f"no rows file at {path}: run benchmarks/memo_metrics.py, or give --rows")
    rows = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            r = json.loads(line)
        except ValueError as exc:
            raise SystemExit(f"{path}:{n}: not JSON ({exc})") from None
        if not isinstance(r, dict) or r.get("label") not in (0, 1) or "dataset" not in r:
            raise SystemExit(f"{path}:{n}: a row needs 'dataset' and a 0/1 'label'")
        rows.append(r)
    if not rows:
        raise SystemExit(f"{path}: no rows")
    return rows


def synthetic_judge(rng: np.random.Generator, labels: np.ndarray, nli: np.ndarray, auc: float,
                    corr: float) -> np.ndarray:
    """1-5 rubric scores: a latent ``mu*label + corr*z(nli) + N(0,1)`` cut at its quintiles;
    ``mu`` gives the label term alone AUC ``auc`` against unit noise."""
    mu = math.sqrt(2) * norm.ppf(auc)
    z = np.nan_to_num((nli - np.nanmean(nli)) / (np.nanstd(nli) or 1.0))
    latent = mu * labels + corr * z + rng.standard_normal(len(labels))
    cuts = np.quantile(latent, [0.2, 0.4, 0.6, 0.8])
    return 1.0 + np.searchsorted(cuts, latent).astype(float)


def fit(rows: list[dict[str, float | None]], labels: list[int], features: list[str], seed: int) -> Calibrator:
    data = label_data(rows, labels, list(range(len(rows))), features, "impute")
    return Calibrator.fit(data, label_scheme="binary", seed=seed, diagnostics=False)  # the product's defaults


def p_pass(cal: Calibrator, rows: list[dict[str, float | None]]) -> np.ndarray:
    return np.asarray(cal.predict_proba(rows))[:, 1] if rows else np.zeros(0)


def one_repeat(feats: list[dict[str, float | None]], labels: np.ndarray, prose: list[str], labels_n: int,
               rng: np.random.Generator, seed: int) -> dict[str, dict[str, float]] | None:
    idx = rng.permutation(len(labels))
    fit_i, test_i = idx[:labels_n], idx[labels_n:]
    if len(set(labels[fit_i])) < 2 or len(set(labels[test_i])) < 2:
        return None
    fr, fy = [feats[i] for i in fit_i], [int(labels[i]) for i in fit_i]
    tr, ty = [feats[i] for i in test_i], labels[test_i]
    has = np.array([r[JUDGE] is not None for r in tr])
    p: dict[str, np.ndarray] = {}
    p["no judge"] = p_pass(fit(fr, fy, prose, seed), tr)
    with_judge = prose + [JUDGE]
    p["impute"] = p_pass(fit(fr, fy, with_judge, seed), tr)
    judged = [k for k, r in enumerate(fr) if r[JUDGE] is not None]
    if len({fy[k] for k in judged}) < 2 or len(judged) < 20:
        p["fallback"] = p["no judge"]  # too few judged labels for a judge calibrator: all served without it
    else:
        cal_j = fit([fr[k] for k in judged], [fy[k] for k in judged], with_judge, seed)
        fb = p["no judge"].copy()
        fb[has] = p_pass(cal_j, [r for r, h in zip(tr, has, strict=True) if h])
        p["fallback"] = fb
    out = {}
    for s, v in p.items():
        v = np.clip(v, 1e-6, 1 - 1e-6)
        out[s] = {"auc": float(roc_auc_score(ty, v)), "log_loss": float(log_loss(ty, v, labels=[0, 1])),
                  **({"auc_unjudged": float(roc_auc_score(ty[~has], v[~has]))}
                     if (~has).any() and len(set(ty[~has])) == 2 else {})}
    return out


def run(a: argparse.Namespace) -> dict[str, Any]:
    rows = read_rows(a.rows)
    prose = [f for f in a.features.split(",") if f]
    missing = [f for f in prose if f not in rows[0]]
    if missing:
        raise SystemExit(f"the rows have no {missing}: give --features from {sorted(k for k in rows[0] if k not in ('id', 'dataset', 'label'))}")
    datasets = sorted({r["dataset"] for r in rows})
    judges = ([{"field": a.judge_field}] if a.judge_field
              else [{"auc": x, "corr": c} for x in a.judge_auc for c in a.judge_corr])
    results: dict[str, Any] = {}
    t0 = time.perf_counter()
    for j in judges:
        for cov in a.coverage:
            name = (f"judge={j['field']}" if "field" in j else f"judge_auc={j['auc']},corr={j['corr']}") + f",coverage={cov}"
            per_ds: dict[str, Any] = {}
            for ds in datasets:
                sub = [r for r in rows if r["dataset"] == ds]
                labels = np.array([r["label"] for r in sub])
                n = min(a.labels, int(len(sub) * 0.6))
                agg: dict[str, list[dict[str, float]]] = {s: [] for s in STRATEGIES}
                judge_auc = []
                for rep in range(a.reps):
                    rng = np.random.default_rng([a.seed, rep, datasets.index(ds)])
                    if "field" in j:
                        score = np.array([np.nan if r.get(j["field"]) is None else float(r[j["field"]]) for r in sub])
                    else:
                        nli = np.array([np.nan if r.get("nli_mean") is None else float(r["nli_mean"]) for r in sub])
                        score = synthetic_judge(rng, labels, nli, j["auc"], j["corr"])
                    drop = rng.random(len(sub)) >= cov
                    score = np.where(drop, np.nan, score)
                    ok = ~np.isnan(score)
                    if ok.any() and len(set(labels[ok])) == 2:
                        judge_auc.append(float(roc_auc_score(labels[ok], score[ok])))
                    feats = [{**{f: (None if r.get(f) is None else float(r[f])) for f in prose},
                              JUDGE: None if np.isnan(s) else float(s)} for r, s in zip(sub, score, strict=True)]
                    res = one_repeat(feats, labels, prose, n, rng, a.seed + rep)
                    if res:
                        for s in STRATEGIES:
                            agg[s].append(res[s])
                per_ds[ds] = {"labels": n, "scored": len(sub) - n, "judge_auc": round(float(np.mean(judge_auc)), 4)
                              if judge_auc else None,
                              **{s: {k: round(float(np.mean([x[k] for x in v if k in x])), 4)
                                     for k in ("auc", "log_loss", "auc_unjudged") if any(k in x for x in v)}
                                 for s, v in agg.items()}}
            results[name] = {"by_dataset": per_ds, **{s: {k: round(float(np.mean([d[s][k] for d in per_ds.values()
                                                                                      if k in d[s]])), 4)
                                                          for k in ("auc", "log_loss", "auc_unjudged")
                                                          if any(k in d[s] for d in per_ds.values())}
                                                      for s in STRATEGIES},
                             "judge_auc": round(float(np.mean([d["judge_auc"] for d in per_ds.values()
                                                               if d["judge_auc"] is not None])), 4)}
            print(f"{name}: " + "; ".join(f"{s} AUC {results[name][s]['auc']:.3f}" for s in STRATEGIES), flush=True)
    return {"command": command_line("benchmarks/judge_features.py"), "rows": str(a.rows),
            "features": prose, "judge_feature": JUDGE, "reps": a.reps, "labels": a.labels,
            "synthetic": not a.judge_field, "seconds": round(time.perf_counter() - t0, 1), "results": results}


def table(out: dict[str, Any]) -> str:
    lines = ["| judge | coverage | judge AUC | no judge | impute | fallback | impute, unjudged memos | fallback, unjudged memos |",
             "|---|---|---|---|---|---|---|---|"]
    for name, r in out["results"].items():
        judge, cov = name.rsplit(",coverage=", 1)

        def f(s: str, k: str = "auc", r: dict[str, Any] = r) -> str:
            return f"{r[s][k]:.3f}" if k in r[s] else "-"
        lines.append(f"| {judge} | {cov} | {r['judge_auc']:.3f} | {f('no judge')} | {f('impute')} | {f('fallback')} "
                     f"| {f('impute', 'auc_unjudged')} | {f('fallback', 'auc_unjudged')} |")
    return "\n".join(lines)


def floats(text: str) -> list[float]:
    try:
        return [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"a comma list of numbers expected, got {text!r}") from None


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=Path, default=DEFAULT_ROWS, help="JSONL with 'dataset', 'label' and the features.")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/judge_features.json")
    ap.add_argument("--features", default=",".join(PROSE_FEATURES), help="Comma list: the offline features.")
    ap.add_argument("--judge-field", default=None, help="A real judge score column of the rows (else synthetic).")
    ap.add_argument("--judge-auc", type=floats, default=[0.75, 0.85], help="Synthetic judge strengths.")
    ap.add_argument("--judge-corr", type=floats, default=[0.0, 0.5], help="Synthetic judge's weight on z(nli_mean).")
    ap.add_argument("--coverage", type=floats, default=[1.0, 0.7, 0.4], help="Share of memos the judge scored.")
    ap.add_argument("--labels", type=int, default=300, help="Labelled memos per dataset and repeat (at most 60 %%).")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--seed", type=int, default=13)
    a = ap.parse_args(argv)
    if any(not 0 < c <= 1 for c in a.coverage):
        ap.error("--coverage values must be in (0, 1]")
    if any(not 0.5 <= x < 1 for x in a.judge_auc):
        ap.error("--judge-auc values must be in [0.5, 1)")
    if a.labels < 40 or a.reps < 1:
        ap.error("--labels must be at least 40 and --reps at least 1")
    return a


def main(argv: list[str] | None = None) -> None:
    a = parse_args(argv)
    out = run(a)
    write_json(a.out, out, indent=1)
    print(table(out))
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
