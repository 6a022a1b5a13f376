"""Agreement of the memo groundedness signals with human consistency labels (SummEdits, WiCE dev).

    .venv/bin/python benchmarks/memo_metrics.py [--datasets summedits,wice] [--domains podcast,...]
        [--limit N] [--nli-window 2] [--nli-top-m 8] [--out benchmarks/results/memo_metrics.json]

Data (read-only, ``../shared/benchmarks``; see its README.md):

* SummEdits, one JSON list per domain (podcast, qmsumm, sales_call, sales_email, samsum,
  scitldr): ``label`` 1 = the summary is consistent with the document, 0 = not (human labels).
  Every row is used (both the ``test`` and ``evaluation`` splits). SummEdits has **no query**:
  every row gets the same neutral query ``"Summarize the document."`` (``QUERIES`` below). The
  signals measured here (groundedness and numeric consistency) never read the query; it is only
  there because a memo evaluation needs one. ``contexts = [doc]``, ``answer = summary``.
* WiCE ``dev.jsonl``: 349 claims. Binary label: ``supported`` = 1, ``partially_supported`` and
  ``not_supported`` = 0. ``answer = claim``; the evidence sentences are **joined into one
  passage** (one context), separated by blank lines so that the sentence splitter keeps the
  annotators' sentence boundaries while the NLI premise windows can still span two consecutive
  evidence sentences. Neutral query ``"Is the claim supported by the evidence?"``.

Signals (a float per row, or missing): ``SIGNALS`` below maps each to a metric and the field of
its :class:`MetricResult` (``value`` or a ``details`` key); add a line there to measure a new
metric. ``--claims sentences|llm`` adds ``CLAIM_SIGNALS`` (claim-level ``faithfulness``; ``llm``
extracts the claims with the LLM, which is slow). Metric options start from the settings
(``metrics.*`` in tinyrag.toml / ``TINYRAG_METRICS__*``) with the CLI flags on top; the options
used are recorded in the results. A signal is missing when its metric is invalid (model
unavailable or failed, empty summary), or, for ``numeric``, not applicable (no figures in the
summary). Each distinct reason is logged once and counted in the results.

Scoring, per dataset/domain and signal: "consistent iff signal >= threshold". The threshold is
chosen by stratified 5-fold cross-validation inside the domain (sklearn ``StratifiedKFold``,
``shuffle=True, random_state=13``; folds are over all rows, so every signal sees the same folds):
on the four training folds, the candidate thresholds are the midpoints between consecutive
distinct values of the signal on covered rows and the one with the highest balanced accuracy
wins (first, i.e. lowest, on ties); the held-out fold is predicted with it. Reported:

* ``balanced_accuracy_cv``: pooled out-of-fold balanced accuracy on the covered rows only;
* ``balanced_accuracy_cv_all_rows``: the same over all rows, a missing signal predicted
  "consistent" (so a signal that is always missing scores 0.5 here);
* ``auc``: ROC-AUC of the raw signal on covered rows (threshold-free);
* ``coverage`` (share of rows with the signal), ``covered``, ``missing_reasons``, and
  ``threshold_median`` (median of the five fitted thresholds).

``average_over_summedits_domains`` is the unweighted mean over the SummEdits domains run (the
published averages are over all six: compare only when ``domains`` lists all six). The
published balanced accuracies (SummEdits README) are copied under ``published``. Results go to
``--out`` (JSON) and the same path with ``.md`` (tables, also printed). ``--limit N`` keeps the
first N rows of each domain after a shuffle seeded by ``--seed`` (for smoke runs); the
throughput figures (``seconds``, ``memos_per_minute``) are for the evaluation loop only, after a
warm-up evaluation that loads the models. SummEdits has about 20 distinct documents per domain, so
the evaluator's caches (each distinct sentence embedded once, each distinct NLI pair scored once)
make these rows cheaper than cold memos: ``benchmarks/memo_speed.py`` measures the cold cost.

Long runs can be split over processes by dataset/domain (``--datasets``/``--domains``, each with
its own ``--out`` and ``--rows-out``) and joined with ``--merge PART.json ... --out FILE.json``,
which checks that the parts share their options and recomputes the averages and tables.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
import warnings
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.memo import MemoEvaluator, MetricOptions
from tinyrag_eval.metrics.text import split_sentences
from tinyrag_eval.models import describe_models
from tinyrag_eval.schema import Evaluation

SUMMEDITS_DOMAINS = ("podcast", "qmsumm", "sales_call", "sales_email", "samsum", "scitldr")
QUERIES = {
    "summedits": "Summarize the document.",
    "wice": "Is the claim supported by the evidence?",
}
CV_FOLDS = 5
PROGRESS_EVERY = 50
MAX_REASONS = 10  # distinct missing reasons kept per signal (the rest are counted as "other")


@dataclass(frozen=True)
class Signal:
    """One per-row score: ``field`` of the metric's result ("value" or a ``details`` key)."""

    name: str
    metric: str
    field: str = "value"


SIGNALS: tuple[Signal, ...] = (
    Signal("similarity_mean", "groundedness_similarity", "value"),
    Signal("similarity_min", "groundedness_similarity", "min"),
    Signal("nli_mean", "nli_groundedness", "value"),
    Signal("nli_min", "nli_groundedness", "min"),
    Signal("sigma_D_mean", "nli_decision_boundary", "value"),
    Signal("sigma_D_min", "nli_decision_boundary", "min"),
    Signal("nli_no_contradiction", "nli_groundedness", "no_contradiction"),
    Signal("nli_support_mean", "nli_groundedness", "mean_support"),
    Signal("nli_support_min", "nli_groundedness", "min_support"),
    Signal("numeric", "numeric_consistency", "value"),
)
# Opt-in (``--claims sentences|llm``): claim-level NLI faithfulness (supported claims / claims).
CLAIM_SIGNALS: tuple[Signal, ...] = (
    Signal("faithfulness", "faithfulness", "value"),
)

# Published balanced accuracy (%), SummEdits README table (Laban et al. 2023).
PUBLISHED: dict[str, dict[str, float]] = {
    "SummaC-Conv": {"podcast": 58.1, "qmsumm": 53.5, "sales_call": 59.0, "sales_email": 53.7,
                    "samsum": 53.1, "scitldr": 59.7, "average": 56.2},
    "QAFactEval": {"podcast": 63.7, "qmsumm": 62.4, "sales_call": 68.4, "sales_email": 63.6,
                   "samsum": 66.2, "scitldr": 67.5, "average": 65.3},
    "GPT-4": {"podcast": 82.7, "qmsumm": 79.6, "sales_call": 87.9, "sales_email": 79.5,
              "samsum": 83.1, "scitldr": 82.4, "average": 82.5},
    "human": {"podcast": 90.8, "qmsumm": 90.7, "sales_call": 91.8, "sales_email": 87.4,
              "samsum": 89.4, "scitldr": 89.3, "average": 89.9},
}
PUBLISHED_NOTE = ("balanced accuracy in %, from the SummEdits README; averages as published "
                  "(human average computed here as the mean of the six domains)")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


# ---------------------------------------------------------------------------------------------
# datasets: (name, rows) with rows = [{"id", "query", "contexts", "answer", "label", "doc"}]


def summedits_rows(shared: Path, domain: str) -> list[dict[str, Any]]:
    data = json.loads((shared / "summedits" / f"summedits_{domain}.json").read_text())
    return [{"id": str(r["id"]), "query": QUERIES["summedits"], "contexts": [r["doc"]],
             "answer": r["summary"] or "", "label": int(r["label"])} for r in data]


def wice_rows(shared: Path) -> list[dict[str, Any]]:
    lines = (shared / "wice" / "dev.jsonl").read_text().splitlines()
    rows = []
    for i, line in enumerate(ln for ln in lines if ln.strip()):
        r = json.loads(line)
        passage = "\n\n".join(s.strip() for s in r["evidence"] if s.strip())
        rows.append({"id": f"wice-dev-{i}", "query": QUERIES["wice"], "contexts": [passage],
                     "answer": r["claim"] or "", "label": int(r["label"] == "supported")})
    return rows


def subsample(rows: list[dict[str, Any]], limit: int | None, seed: int) -> list[dict[str, Any]]:
    if not limit or limit >= len(rows):
        return rows
    shuffled = list(rows)
    random.Random(seed).shuffle(shuffled)
    return shuffled[:limit]


# ---------------------------------------------------------------------------------------------
# signals


def extract(ev: Evaluation, sig: Signal) -> tuple[float | None, str]:
    """(value, "") or (None, why it is missing)."""
    res = ev.metrics.get(sig.metric)
    if res is None:
        return None, f"{sig.metric} not computed"
    if res.invalid:
        return None, res.reason or "invalid"
    v = res.value if sig.field == "value" else res.details.get(sig.field)
    if v is None:
        return None, res.reason or f"no {sig.field} in {sig.metric}"
    v = float(v)
    if not np.isfinite(v):
        return None, f"non-finite {sig.field}"
    return v, ""


def _reason_key(reason: str) -> str:
    return " ".join(reason.split())[:300]


# ---------------------------------------------------------------------------------------------
# scoring


def best_threshold(x: np.ndarray, y: np.ndarray) -> float:
    """Threshold maximising balanced accuracy of ``x >= t`` among midpoints of distinct values."""
    u = np.unique(x)
    pos, neg = np.sort(x[y == 1]), np.sort(x[y == 0])
    if len(u) == 1 or not len(pos) or not len(neg):
        return float(u[0])  # nothing to separate: everything predicted consistent
    cands = (u[:-1] + u[1:]) / 2
    tpr = (len(pos) - np.searchsorted(pos, cands, side="left")) / len(pos)  # pos with x >= t
    tnr = np.searchsorted(neg, cands, side="left") / len(neg)  # neg with x < t
    return float(cands[int(np.argmax((tpr + tnr) / 2))])


def score_signal(values: list[float | None], labels: np.ndarray, folds: list[tuple[np.ndarray, np.ndarray]]
                 ) -> dict[str, Any]:
    from sklearn.metrics import balanced_accuracy_score, roc_auc_score

    n = len(values)
    covered = np.array([v is not None for v in values], dtype=bool)
    x = np.array([v if v is not None else np.nan for v in values], dtype=np.float64)
    out: dict[str, Any] = {"coverage": round(float(covered.mean()), 4) if n else 0.0,
                           "covered": int(covered.sum())}
    cov_two_classes = covered.any() and len(np.unique(labels[covered])) == 2
    out["auc"] = round(float(roc_auc_score(labels[covered], x[covered])), 4) if cov_two_classes else None
    if not folds:
        out.update(balanced_accuracy_cv=None, balanced_accuracy_cv_all_rows=None, threshold_median=None,
                   cv_note="too few rows of one class for stratified cross-validation")
        return out
    pred = np.ones(n, dtype=int)  # missing -> predicted consistent
    thresholds = []
    for train, test in folds:
        tr = train[covered[train]]
        if not len(tr):
            continue
        t = best_threshold(x[tr], labels[tr])
        thresholds.append(t)
        te = test[covered[test]]
        pred[te] = (x[te] >= t).astype(int)
    out["balanced_accuracy_cv"] = (round(float(balanced_accuracy_score(labels[covered], pred[covered])), 4)
                                   if cov_two_classes else None)
    out["balanced_accuracy_cv_all_rows"] = round(float(balanced_accuracy_score(labels, pred)), 4)
    out["threshold_median"] = round(float(statistics.median(thresholds)), 4) if thresholds else None
    return out


def make_folds(labels: np.ndarray, seed: int) -> list[tuple[np.ndarray, np.ndarray]]:
    from sklearn.model_selection import StratifiedKFold

    counts = np.bincount(labels, minlength=2)
    k = min(CV_FOLDS, int(counts.min()))
    if k < 2:
        return []
    skf = StratifiedKFold(n_splits=k, shuffle=True, random_state=seed)
    return list(skf.split(np.zeros(len(labels)), labels))


# ---------------------------------------------------------------------------------------------
# running


def run_dataset(name: str, rows: list[dict[str, Any]], evaluator: MemoEvaluator, seed: int,
                rows_out: Any | None, signals: tuple[Signal, ...] = SIGNALS) -> dict[str, Any]:
    labels = np.array([r["label"] for r in rows], dtype=int)
    values: dict[str, list[float | None]] = {s.name: [] for s in signals}
    reasons: dict[str, Counter[str]] = {s.name: Counter() for s in signals}
    seen: set[tuple[str, str]] = set()
    timings: Counter[str] = Counter()
    doc_sents, ans_sents = [], []
    eval_s = 0.0
    t_start = time.perf_counter()
    for i, row in enumerate(rows, 1):
        # sentence counts for the record, outside the timed evaluation
        doc_sents.append(sum(len(split_sentences(c)) for c in row["contexts"]))
        ans_sents.append(len(split_sentences(row["answer"])) if row["answer"].strip() else 0)
        t0 = time.perf_counter()
        try:
            ev: Evaluation | None = evaluator.evaluate(
                {"id": row["id"], "query": row["query"], "contexts": row["contexts"], "answer": row["answer"]})
            failure = ""
        except Exception as exc:  # noqa: BLE001 -- one bad row must not end the benchmark
            ev, failure = None, f"evaluation failed: {type(exc).__name__}: {exc}"
        eval_s += time.perf_counter() - t0
        if ev is not None:
            timings.update(getattr(evaluator, "last_timings", {}))
        rec: dict[str, Any] = {"id": row["id"], "label": row["label"]}
        for sig in signals:
            v, why = extract(ev, sig) if ev is not None else (None, failure)
            values[sig.name].append(v)
            rec[sig.name] = v
            if v is None:
                key = _reason_key(why)
                if key not in reasons[sig.name] and len(reasons[sig.name]) >= MAX_REASONS:
                    key = "other"
                reasons[sig.name][key] += 1
                if (sig.metric, key) not in seen:  # each distinct reason logged once
                    seen.add((sig.metric, key))
                    log(f"  {name}: {sig.name} missing: {key}")
        if rows_out is not None:
            rows_out.write(json.dumps({"dataset": name, **rec}) + "\n")
        if i % PROGRESS_EVERY == 0 or i == len(rows):
            el = time.perf_counter() - t_start
            log(f"  {name}: {i}/{len(rows)} rows ({i / el:.2f} rows/s)")
    folds = make_folds(labels, seed)
    scores = {}
    for sig in signals:
        s = score_signal(values[sig.name], labels, folds)
        s["missing_reasons"] = dict(reasons[sig.name].most_common())
        scores[sig.name] = s
    n = len(rows)
    return {
        "rows": n,
        "positives": int(labels.sum()),
        "cv_folds": len(folds),
        "mean_doc_sentences": round(float(np.mean(doc_sents)), 1) if n else None,
        "max_doc_sentences": int(max(doc_sents)) if n else None,
        "mean_doc_chars": round(float(np.mean([sum(map(len, r["contexts"])) for r in rows])), 1) if n else None,
        "mean_answer_sentences": round(float(np.mean(ans_sents)), 2) if n else None,
        "seconds": round(eval_s, 2),
        "memos_per_minute": round(60 * n / eval_s, 2) if eval_s > 0 else None,
        "mean_seconds_per_group": {k: round(v / n, 4) for k, v in sorted(timings.items())} if n else {},
        "signals": scores,
    }


def summedits_average(datasets: dict[str, Any], signals: tuple[Signal, ...] = SIGNALS) -> dict[str, Any]:
    doms = [d for d in SUMMEDITS_DOMAINS if f"summedits/{d}" in datasets]
    out: dict[str, Any] = {"domains": doms, "all_six": len(doms) == len(SUMMEDITS_DOMAINS), "signals": {}}
    for sig in signals:
        agg: dict[str, float | None] = {}
        for key in ("balanced_accuracy_cv", "balanced_accuracy_cv_all_rows", "auc"):
            vals = [datasets[f"summedits/{d}"]["signals"][sig.name][key] for d in doms]
            agg[key] = round(float(np.mean(vals)), 4) if vals and all(v is not None for v in vals) else None
        out["signals"][sig.name] = agg
    return out


# ---------------------------------------------------------------------------------------------
# report


def _pct(v: float | None) -> str:
    return "n/a" if v is None else f"{100 * v:.1f}"


def markdown(results: dict[str, Any], signals: tuple[Signal, ...] = SIGNALS) -> str:
    ds = results["datasets"]
    avg = results.get("average_over_summedits_domains", {"signals": {}, "domains": []})
    cols = [d for d in SUMMEDITS_DOMAINS if f"summedits/{d}" in ds]
    has_wice = "wice/dev" in ds
    header = [*cols, "SummEdits avg", *(["WiCE dev"] if has_wice else [])]
    lines: list[str] = []

    def table(title: str, key: str, with_published: bool) -> None:
        lines.append(f"### {title}\n")
        lines.append("| signal | " + " | ".join(header) + " |")
        lines.append("|---" * (len(header) + 1) + "|")
        for sig in signals:
            cells = []
            for d in cols:
                s = ds[f"summedits/{d}"]["signals"][sig.name]
                cell = _pct(s[key])
                if key != "balanced_accuracy_cv_all_rows" and s[key] is not None and s["coverage"] < 1:
                    cell += f" (cov {100 * s['coverage']:.0f}%)"
                cells.append(cell)
            cells.append(_pct(avg["signals"].get(sig.name, {}).get(key)) if cols else "n/a")
            if has_wice:
                s = ds["wice/dev"]["signals"][sig.name]
                cell = _pct(s[key])
                if key != "balanced_accuracy_cv_all_rows" and s[key] is not None and s["coverage"] < 1:
                    cell += f" (cov {100 * s['coverage']:.0f}%)"
                cells.append(cell)
            lines.append(f"| {sig.name} | " + " | ".join(cells) + " |")
        if with_published:
            for system, row in PUBLISHED.items():
                cells = [f"{row[d]:.1f}" for d in cols] + [f"{row['average']:.1f}"]
                if has_wice:
                    cells.append("")
                lines.append(f"| *published: {system}* | " + " | ".join(cells) + " |")
        lines.append("")

    table("Balanced accuracy (%), 5-fold CV threshold, covered rows", "balanced_accuracy_cv", True)
    table("Balanced accuracy (%), all rows (missing signal = predicted consistent)",
          "balanced_accuracy_cv_all_rows", False)
    table("ROC-AUC (%), covered rows", "auc", False)
    notes = ["Rows: " + ", ".join(f"{k} {v['rows']} ({v['positives']} consistent)" for k, v in ds.items())]
    if cols and not avg.get("all_six"):
        notes.append("SummEdits avg is over the domains run only; the published averages are over all six.")
    notes.append(f"Published: {PUBLISHED_NOTE}.")
    empty: dict[tuple[str, str], list[str]] = {}  # (signal, reason) -> datasets without any value
    for dname, v in ds.items():
        for sig in signals:
            s = v["signals"][sig.name]
            if s["covered"] == 0 and s["missing_reasons"]:
                empty.setdefault((sig.name, next(iter(s["missing_reasons"]))), []).append(dname)
    for (name, why), where in empty.items():
        notes.append(f"{name}: no value in {', '.join(where)}: {why}")
    return "\n".join(lines + [f"- {n}" for n in notes]) + "\n"


def merge(parts: list[Path], out: Path) -> dict[str, Any]:
    """One report from result files of runs over disjoint datasets/domains (run side by side).

    The runs must share their options (metric options, signals, seed, limit); each dataset may
    appear in one part only. Averages and tables are recomputed from the merged datasets.
    """
    loaded = [json.loads(p.read_text()) for p in parts]
    first = loaded[0]
    for p, res in zip(parts, loaded, strict=True):
        if res["options"] != first["options"]:
            sys.exit(f"{p}: options differ from {parts[0]}; only runs with the same options merge")
    datasets: dict[str, Any] = {}
    for p, res in zip(parts, loaded, strict=True):
        for name, v in res["datasets"].items():
            if name in datasets:
                sys.exit(f"{p}: dataset {name} is in two parts")
            datasets[name] = v
    order = [f"summedits/{d}" for d in SUMMEDITS_DOMAINS] + ["wice/dev"]
    datasets = {k: datasets[k] for k in order if k in datasets}
    names = set(first["options"]["signals"])
    signals = tuple(s for s in (*SIGNALS, *CLAIM_SIGNALS) if s.name in names)
    results = {
        "command": command_line("benchmarks/memo_metrics.py"),
        "merged_from": [{"file": str(p), "command": r["command"], "started": r["started"],
                         "finished": r.get("finished"), "machine": r["machine"]}
                        for p, r in zip(parts, loaded, strict=True)],
        "models": first["models"], "options": first["options"],
        "started": min(r["started"] for r in loaded),
        "finished": max(r.get("finished") or r["started"] for r in loaded),
        "datasets": datasets,
        "average_over_summedits_domains": summedits_average(datasets, signals),
        "published": {"note": PUBLISHED_NOTE, **PUBLISHED},
    }
    write_json(out, results, indent=2)
    md = markdown(results, signals)
    out.with_suffix(".md").write_text(md)
    print(md)
    log(f"wrote {out} and {out.with_suffix('.md')}")
    return results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "memo_metrics.json")
    ap.add_argument("--datasets", default="summedits,wice")
    ap.add_argument("--domains", default=",".join(SUMMEDITS_DOMAINS), help="SummEdits domains")
    ap.add_argument("--limit", type=int, default=None, help="rows per domain (after a seeded shuffle)")
    ap.add_argument("--nli-window", type=int, default=2)
    ap.add_argument("--nli-top-m", type=int, default=8, help="0 = exhaustive (every premise window)")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--claims", choices=("off", "sentences", "llm"), default="off",
                    help="also measure claim-level faithfulness (claims = sentences, or extracted by the LLM)")
    ap.add_argument("--rows-out", type=Path, default=None, help="optional JSONL of every row's signals")
    ap.add_argument("--merge", type=Path, nargs="+", default=None, metavar="RESULT_JSON",
                    help="no evaluation: merge the result files of runs over disjoint datasets/domains "
                    "(e.g. several processes side by side) into --out")
    args = ap.parse_args()
    if args.merge:
        merge(args.merge, args.out)
        return
    if not args.shared.is_dir():
        sys.exit(f"{args.shared} not found: this benchmark needs ../shared/benchmarks (SummEdits, WiCE)")
    datasets = [d.strip() for d in args.datasets.split(",") if d.strip()]
    domains = [d.strip() for d in args.domains.split(",") if d.strip()]
    bad = [d for d in datasets if d not in ("summedits", "wice")] + \
          [d for d in domains if d not in SUMMEDITS_DOMAINS]
    if bad:
        sys.exit(f"unknown dataset/domain {bad}; datasets: summedits, wice; domains: {', '.join(SUMMEDITS_DOMAINS)}")
    settings = Settings()
    update: dict[str, Any] = {"nli_window": args.nli_window, "nli_top_m": args.nli_top_m or None}
    signals = SIGNALS
    if args.claims != "off":
        update["claims_extractor"] = args.claims
        signals = (*SIGNALS, *CLAIM_SIGNALS)
    options = MetricOptions.model_validate({**settings.metrics.model_dump(), **update})
    metrics = tuple(dict.fromkeys(s.metric for s in signals))
    evaluator = MemoEvaluator(settings, metrics=metrics, options=options)
    results: dict[str, Any] = {
        "command": command_line("benchmarks/memo_metrics.py"),
        "machine": {"platform": platform.platform(), "python": platform.python_version(),
                    "cpus": os.cpu_count(), "loadavg_at_start": [round(x, 2) for x in os.getloadavg()]},
        "models": describe_models(settings),
        "options": {**options.model_dump(), "metrics": list(metrics),
                    "signals": {s.name: f"{s.metric}.{s.field}" for s in signals},
                    "queries": QUERIES, "wice_contexts": "evidence sentences joined into one passage",
                    "wice_positive": "supported (partially_supported and not_supported are 0)",
                    "cv": f"StratifiedKFold(n_splits={CV_FOLDS}, shuffle=True, random_state={args.seed})",
                    "limit": args.limit, "seed": args.seed},
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "datasets": {},
    }
    jobs: list[tuple[str, Any]] = []
    if "summedits" in datasets:
        jobs += [(f"summedits/{d}", lambda d=d: summedits_rows(args.shared, d)) for d in domains]
    if "wice" in datasets:
        jobs.append(("wice/dev", lambda: wice_rows(args.shared)))
    log("warm-up evaluation (loads the models; not timed)")
    evaluator.evaluate({"query": "Summarize.", "contexts": ["Revenue rose 5% to $10 million in 2023."],
                        "answer": "Revenue rose 5%."})
    # line-buffered: the rows file is readable while it grows
    rows_out = args.rows_out.open("w", buffering=1) if args.rows_out else None
    args.out.parent.mkdir(parents=True, exist_ok=True)
    try:
        for name, load in jobs:
            rows = subsample(load(), args.limit, args.seed)
            log(f"{name}: {len(rows)} rows")
            res = run_dataset(name, rows, evaluator, args.seed, rows_out, signals)
            results["datasets"][name] = res
            brief = {s: v["balanced_accuracy_cv"] for s, v in res["signals"].items()}
            log(f"{name}: {res['rows']} rows in {res['seconds']} s "
                f"({res['rows'] / max(res['seconds'], 1e-9):.2f} rows/s); balanced accuracy {json.dumps(brief)}")
            results["average_over_summedits_domains"] = summedits_average(results["datasets"], signals)
            write_json(args.out, results, indent=2)  # partial results survive a later failure
    finally:
        if rows_out is not None:
            rows_out.close()
    results["average_over_summedits_domains"] = summedits_average(results["datasets"], signals)
    results["published"] = {"note": PUBLISHED_NOTE, **PUBLISHED}
    results["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    write_json(args.out, results, indent=2)
    md = markdown(results, signals)
    args.out.with_suffix(".md").write_text(md)
    print(md)
    log(f"wrote {args.out} and {args.out.with_suffix('.md')}")


if __name__ == "__main__":
    main()
