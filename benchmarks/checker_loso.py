"""Score a trained checker out of domain: its held-out factual source, SummEdits dev, WiCE dev.

    .venv/bin/python benchmarks/checker_loso.py --model WORK/model [--holdout-source NAME]
        [--source-limit 400] [--summedits-limit 100] [--wice-limit 200] [--sets source,summedits,wice]
        [--name NAME] [--out benchmarks/results/checker_loso_NAME.json] [--save-values FILE.jsonl]

The model is a folder ``tinyrag train checker`` wrote (``WORK/model``, int8), any CrossEncoder or
adapter folder, or ``bundled`` (today's checker, the baseline). ``--holdout-source`` defaults to
the one recorded in the model's ``tinyrag_adapter.json`` (``data.config.holdout_source``); a
model trained on that source is refused unless ``--in-domain`` (then only its dev documents, the
ones the recipe never trains on, are scored, and the result is marked in-domain: never choose a
recipe by it).

Every set is scored as ``benchmarks/nli_checker.py`` scores SummEdits and WiCE: the memo metric's
NLI signals (same segmentation, windows, top-m pruning; the document is the one context, the claim
the answer), then per signal ROC-AUC and balanced accuracy with a threshold chosen by 5-fold
cross-validation inside the set; ``best`` names the signal with the highest CV balanced accuracy
(the README's "best single signal"). SummEdits is the mean over its six dev domains. Nothing
measured here is trained on by the recipe (SummEdits and WiCE are measurement sets; the held-out
source is left out with every document it shares).

``--save-values FILE.jsonl`` also writes every scored row's label and signal values (one line per
row: ``set``, ``row``, ``label`` and the six signals), so that two checkers scored on the same rows
(same limits and seed) can be combined afterwards (``benchmarks/checker_ensemble.py``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import write_json
from memo_metrics import SUMMEDITS_DOMAINS, subsample, summedits_rows, wice_rows
from nli_checker import SIGNALS, grounding, load_model, log, mean_or_none

from tinyrag_eval.errors import TinyragError
from tinyrag_eval.training_checker import FACTUAL_SOURCES, factual_eval_rows

SETS = ("source", "summedits", "wice")


def best_signal(signals: dict[str, Any]) -> dict[str, Any]:
    scored = {k: v for k, v in signals.items() if v.get("balanced_accuracy_cv") is not None}
    if not scored:
        return {"signal": None, "balanced_accuracy_cv": None, "auc": None}
    name = max(scored, key=lambda k: scored[k]["balanced_accuracy_cv"])
    return {"signal": name, "balanced_accuracy_cv": scored[name]["balanced_accuracy_cv"], "auc": scored[name]["auc"]}


def model_meta(spec: str) -> dict[str, Any]:
    meta_file = Path(spec) / "tinyrag_adapter.json"
    return json.loads(meta_file.read_text()) if meta_file.is_file() else {}


def check_args(ap: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse bad arguments in one line before any model is loaded."""
    sets = args.sets.split(",")
    unknown = [s for s in sets if s not in SETS]
    if unknown or not sets:
        ap.error(f"--sets takes a comma-separated list of {', '.join(SETS)}, not {args.sets!r}")
    if args.holdout_source is not None and args.holdout_source not in FACTUAL_SOURCES:
        ap.error(f"--holdout-source must be one of {', '.join(FACTUAL_SOURCES)}, not {args.holdout_source!r}")
    for flag in ("source_limit", "summedits_limit", "wice_limit", "threads"):
        if getattr(args, flag) < 1:
            ap.error(f"--{flag.replace('_', '-')} must be at least 1, not {getattr(args, flag)}")
    if args.model != "bundled" and not Path(args.model).exists():
        ap.error(f"--model {args.model}: no such folder (a `tinyrag train checker` WORK/model folder, "
                 "a CrossEncoder or adapter folder, or 'bundled')")
    needs = {"source": args.factual, "summedits": args.shared, "wice": args.shared}
    for s in sets:
        if not needs[s].is_dir():
            ap.error(f"--sets {s} needs the folder {needs[s]}, which does not exist "
                     f"(pass --{'factual' if s == 'source' else 'shared'} or leave {s} out of --sets)")


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="bundled")
    ap.add_argument("--name", default=None)
    ap.add_argument("--holdout-source", default=None)
    ap.add_argument("--in-domain", action="store_true", help="Score a source the model was trained on (its dev documents).")
    ap.add_argument("--sets", default="source,summedits,wice")
    ap.add_argument("--factual", type=Path, default=ROOT.parent / "shared" / "training" / "factual")
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--source-limit", type=int, default=400)
    ap.add_argument("--summedits-limit", type=int, default=100)
    ap.add_argument("--wice-limit", type=int, default=200)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--save-values", type=Path, default=None,
                    help="also write each scored row's label and signal values (JSONL) to this file")
    args = ap.parse_args(argv)
    check_args(ap, args)
    import torch

    torch.set_num_threads(args.threads)
    meta = model_meta(args.model)
    cfg = meta.get("data", {}).get("config", {})
    trained_holdout = cfg.get("holdout_source")
    source = args.holdout_source or trained_holdout
    sets = args.sets.split(",")
    in_domain = False
    if "source" in sets and source:
        trained_on_it = meta.get("recipe") == "checker" and trained_holdout != source
        if trained_on_it and not args.in_domain:
            sys.exit(f"{args.model} was trained on {source} (its held-out source is {trained_holdout}); "
                     "pass --in-domain to score that source's dev documents anyway")
        in_domain = trained_on_it
    name = args.name or ("bundled" if args.model == "bundled" else Path(args.model).resolve().parent.name)
    try:
        nli, settings = load_model(args.model, False)
    except (TinyragError, OSError, ValueError) as exc:
        sys.exit(f"error: cannot load --model {args.model}: {exc}")
    out: dict[str, Any] = {"model": args.model, "name": name, "holdout_source": source, "in_domain": in_domain,
                           "recipe": {k: meta.get(k) for k in ("recipe", "train_pairs", "init", "fingerprint")},
                           "nli_window": settings.metrics.nli_window, "nli_top_m": settings.metrics.nli_top_m,
                           "limits": {"source": args.source_limit, "summedits": args.summedits_limit,
                                      "wice": args.wice_limit}, "sets": {}}
    kept: list[dict[str, Any]] = []

    def keep(set_name: str) -> list[dict[str, Any]] | None:
        """Where ``grounding`` appends a set's per-row values (None without --save-values)."""
        if args.save_values is None:
            return None
        kept.append({"set": set_name, "rows": []})
        return kept[-1]["rows"]

    t0 = time.time()
    if "source" in sets and source:
        rows = factual_eval_rows(args.factual, source, seed=args.seed, dev_fraction=cfg.get("dev_fraction", 0.1),
                                 limit=args.source_limit, dev_only=in_domain)
        res = grounding(nli, rows, settings, args.seed, keep(f"factual/{source}"))
        res["best"] = best_signal(res["signals"])
        out["sets"][f"factual/{source}"] = res
        log(f"factual/{source}: {res['best']}")
    if "summedits" in sets:
        per = {}
        for dom in SUMMEDITS_DOMAINS:
            rows = subsample(summedits_rows(args.shared, dom), args.summedits_limit, args.seed)
            per[dom] = grounding(nli, rows, settings, args.seed, keep(f"summedits/{dom}"))
        avg = {s: {k: mean_or_none([per[d]["signals"][s][k] for d in per]) for k in ("balanced_accuracy_cv", "auc")}
               for s in SIGNALS}
        out["sets"]["summedits_dev"] = {"domains": per, "average": avg, "best": best_signal(avg)}
        log(f"summedits: {out['sets']['summedits_dev']['best']}")
    if "wice" in sets:
        rows = subsample(wice_rows(args.shared), args.wice_limit, args.seed)
        res = grounding(nli, rows, settings, args.seed, keep("wice_dev"))
        res["best"] = best_signal(res["signals"])
        out["sets"]["wice_dev"] = res
        log(f"wice: {res['best']}")
    out["seconds"] = round(time.time() - t0, 1)
    path = args.out or ROOT / "benchmarks" / "results" / f"checker_loso_{name}{'_' + source if source else ''}.json"
    write_json(path, out, indent=2)
    log(f"wrote {path}")
    if args.save_values is not None:
        args.save_values.parent.mkdir(parents=True, exist_ok=True)
        with args.save_values.open("w") as f:
            for block in kept:
                for r in block["rows"]:
                    f.write(json.dumps({"set": block["set"], **r}) + "\n")
        log(f"wrote {args.save_values} ({sum(len(b['rows']) for b in kept)} rows)")
    return out


if __name__ == "__main__":
    main()
