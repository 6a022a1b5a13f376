"""Quality of an NLI checker on realistic sets, NLI signals only (fast enough to compare checkpoints).

    .venv/bin/python benchmarks/nli_checker.py [--model PATH|bundled] [--name NAME]
        [--summedits-limit 100] [--sets mnli,snli,fin,summedits,wice] [--out benchmarks/results/nli_checker_NAME.json]

Sets (none of them is trained on; see ``tinyrag_eval/training_nli.py``):

* ``mnli`` / ``snli``: the held-out MNLI dev-matched and SNLI test parts (1,000 pairs each, drawn
  by seed 13 exactly as the training recipes draw them): 3-way accuracy.
* ``fin``: the synthetic financial dev split (filings never trained on; ``--fin`` folder of
  ``tinyrag train nli-data``): 3-way accuracy, overall and per recipe type.
* ``summedits`` (six dev domains) and ``wice`` (dev; supported vs partially/not supported):
  the groundedness signals of ``metrics/nli.py`` computed exactly as the memo metric computes them
  (``nli_metrics`` over the same segmentation, windows and top-m pruning), then scored like
  ``benchmarks/memo_metrics.py``: ROC-AUC (threshold-free) and balanced accuracy with the threshold
  chosen by 5-fold cross-validation inside the domain (the threshold never sees the rows it
  predicts). ``--summedits-limit N`` / ``--wice-limit N`` keep N rows (seeded shuffle, as
  memo_metrics' ``--limit``); the LoRA adapter's values on the same rows are read from
  ``--baseline-rows`` (memo_metrics' per-row output) and scored the same way
  (``baseline_signals``, ``baseline_average``), so both models are compared on the same rows.

The model: ``--model bundled`` (the default checker), or a path (a CrossEncoder folder, a LoRA
adapter folder, or our int8 folder); ``--int8-dynamic`` also applies torch dynamic quantization.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import numpy as np

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import write_json
from memo_metrics import (
    SUMMEDITS_DOMAINS,
    make_folds,
    score_signal,
    subsample,
    summedits_rows,
    wice_rows,
)

from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.nli import NLIModel, nli_metrics, softmax_rows
from tinyrag_eval.metrics.text import SegmentedInput
from tinyrag_eval.metrics.vectors import TextVectors
from tinyrag_eval.training import NLI_LABELS, Pair
from tinyrag_eval.training_nli import nli_mix, read_finpairs

SIGNALS = {  # name -> (metric index, field) of nli_metrics' results
    "nli_mean": (0, "value"), "nli_min": (0, "min"), "nli_support_mean": (0, "mean_support"),
    "nli_support_min": (0, "min_support"), "nli_no_contradiction": (0, "no_contradiction"),
    "sigma_D_mean": (1, "value"),
}


def mean_or_none(values: list[float | None]) -> float | None:
    """Average over domains; None when a domain has no score (too few rows of a class for CV)."""
    return None if any(v is None for v in values) else round(float(np.mean(values)), 4)


def log(msg: str) -> None:
    print(time.strftime("%H:%M:%S"), msg, file=sys.stderr, flush=True)


def accuracy(nli: NLIModel, pairs: list[Pair], kinds: list[str] | None = None) -> dict[str, Any]:
    t0 = time.time()
    probs = nli.probabilities([(p.a, p.b) for p in pairs])
    pred = [nli.labels[i] for i in probs.argmax(axis=1)]
    gold = [NLI_LABELS[int(p.label)] for p in pairs]
    ok = [a == b for a, b in zip(pred, gold, strict=True)]
    ent_ok = [(probs[i, nli.index["entailment"]] >= 0.5) == (g == "entailment") for i, g in enumerate(gold)]
    out: dict[str, Any] = {"accuracy_3way": round(float(np.mean(ok)), 4),
                           "entailment_vs_not_accuracy": round(float(np.mean(ent_ok)), 4),
                           "pairs": len(pairs), "seconds": round(time.time() - t0, 1),
                           "predicted": dict(Counter(pred))}
    if kinds:
        by: dict[str, list[bool]] = defaultdict(list)
        for k, g, o in zip(kinds, gold, ok, strict=True):
            by[f"{g}/{k}"].append(o)
        out["per_type"] = {k: {"accuracy": round(float(np.mean(v)), 4), "pairs": len(v)} for k, v in sorted(by.items())}
    return out


def baseline_from_rows(rows_file: Path, dataset: str, rows: list[dict[str, Any]], seed: int) -> dict[str, Any] | None:
    """The same signals on the same rows, read from a ``memo_metrics.py --rows-out`` file (the
    shipped LoRA adapter's values), scored the same way; None when a row is missing there."""
    if not rows_file.is_file():
        return None
    stored = {}
    for line in rows_file.read_text().splitlines():
        r = json.loads(line)
        if r["dataset"] == dataset:
            stored[r["id"]] = r
    if any(row["id"] not in stored for row in rows):
        return None
    labels = np.array([row["label"] for row in rows])
    folds = make_folds(labels, seed)
    return {name: score_signal([stored[row["id"]].get(name) for row in rows], labels, folds) for name in SIGNALS}


def grounding(nli: NLIModel, rows: list[dict[str, Any]], settings: Settings, seed: int,
              values_out: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Each row's NLI signals, scored against its label (AUC, cross-validated balanced accuracy);
    with ``values_out``, each row's label and signal values are appended to it too."""
    t0 = time.time()
    before = (getattr(nli, "pairs_total", 0), getattr(nli, "pairs_escalated", 0))
    vecs = TextVectors(settings)
    values: dict[str, list[float | None]] = {s: [] for s in SIGNALS}
    for row in rows:
        seg = SegmentedInput.build(row["query"], row["contexts"], row["answer"])
        res = nli_metrics(seg, vecs, nli, window=settings.metrics.nli_window, top_m=settings.metrics.nli_top_m)
        for name, (i, field) in SIGNALS.items():
            r = res[i]
            v = None if r.invalid else (r.value if field == "value" else r.details.get(field))
            values[name].append(None if v is None else float(v))
    labels = np.array([row["label"] for row in rows])
    if values_out is not None:
        values_out.extend({"row": i, "label": int(labels[i]), **{name: values[name][i] for name in SIGNALS}}
                          for i in range(len(rows)))
    folds = make_folds(labels, seed)
    out = {name: score_signal(vals, labels, folds) for name, vals in values.items()}
    res: dict[str, Any] = {"rows": len(rows), "seconds": round(time.time() - t0, 1), "signals": out}
    if isinstance(nli, CascadeNLI):
        res["cascade_pairs"] = {"scored": nli.pairs_total - before[0], "escalated": nli.pairs_escalated - before[1]}
    return res


class PromptPairTokenizer:
    """Gives a decoder (SmolLM2) each (premise, hypothesis) pair as the one prompt it was trained
    on in ``nli_smollm.py``, behind the tokenizer(premises, hypotheses, ...) call NLIModel makes."""

    def __init__(self, tok: Any):
        self.tok = tok

    def __call__(self, premises: list[str], hypotheses: list[str], **kw: Any) -> Any:
        kw["truncation"] = True
        return self.tok([f"Premise: {a}\nHypothesis: {b}" for a, b in zip(premises, hypotheses, strict=True)], **kw)


def load_smollm(adapter: Path, settings: Settings, batch_size: int = 16) -> NLIModel:
    """The SmolLM2-135M LoRA classifier saved by ``nli_smollm.py --save``, wrapped as an NLIModel."""
    from types import SimpleNamespace

    from nli_smollm import smollm_classifier
    from peft import PeftModel

    base, tok = smollm_classifier(settings)
    base.config.id2label = dict(enumerate(NLI_LABELS))
    base.config.label2id = {v: k for k, v in base.config.id2label.items()}
    model = PeftModel.from_pretrained(base, str(adapter)).merge_and_unload().eval()
    return NLIModel(SimpleNamespace(model=model, tokenizer=PromptPairTokenizer(tok), max_length=256),
                    batch_size=batch_size)


class CascadeNLI:
    """The small model scores every pair; the large one re-scores the pairs the small one is unsure
    about (entailment probability in [lo, hi]) and its outputs replace the small one's there."""

    def __init__(self, small: NLIModel, large: NLIModel, lo: float, hi: float):
        self.small, self.large, self.lo, self.hi = small, large, lo, hi
        self.labels, self.index = small.labels, small.index
        self.pairs_total = 0
        self.pairs_escalated = 0

    def run(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> dict[str, np.ndarray]:
        out = self.small.run(pairs, batch_size)
        p_ent = softmax_rows(out["logits"])[:, self.index["entailment"]]
        unsure = np.flatnonzero((p_ent >= self.lo) & (p_ent <= self.hi))
        self.pairs_total += len(pairs)
        self.pairs_escalated += len(unsure)
        if len(unsure):
            big = self.large.run([pairs[i] for i in unsure], batch_size)
            cols = [self.large.index[lab] for lab in self.labels]
            for key in out:
                out[key] = out[key].copy()
            out["logits"][unsure] = big["logits"][:, cols]
            out["margin"][unsure] = big["margin"]
            out["distance"][unsure] = big["distance"]
        return out

    def probabilities(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> np.ndarray:
        return softmax_rows(self.run(pairs, batch_size)["logits"])


def load_model(spec: str, int8_dynamic: bool) -> tuple[Any, Settings]:
    """``bundled``, a CrossEncoder/adapter/int8 folder, ``smollm:ADAPTER`` (the SmolLM2 classifier),
    or ``cascade:LO:HI:ADAPTER`` (the bundled checker on every pair, SmolLM2 where it is unsure)."""
    if spec.startswith(("smollm:", "cascade:")):
        settings = Settings()
        parts = spec.split(":", 3)
        if len(parts) != (2 if spec.startswith("smollm:") else 4) or not Path(parts[-1]).is_dir():
            sys.exit(f"--model {spec}: expected smollm:ADAPTER_DIR or cascade:LO:HI:ADAPTER_DIR with an existing folder "
                     "(one saved by benchmarks/nli_smollm.py --save)")
        large = load_smollm(Path(parts[-1]), settings)
        if spec.startswith("smollm:"):
            return large, settings
        small = NLIModel.load(settings)
        if int8_dynamic:
            from tinyrag_eval.metrics.nli import quantize_dynamic_int8

            small = quantize_dynamic_int8(small)
        return CascadeNLI(small, large, float(parts[1]), float(parts[2])), settings
    settings = Settings() if spec == "bundled" else Settings(models={"nli": str(Path(spec).resolve())})
    nli = NLIModel.load(settings)
    if int8_dynamic:
        from tinyrag_eval.metrics.nli import quantize_dynamic_int8

        nli = quantize_dynamic_int8(nli)
    return nli, settings


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="bundled")
    ap.add_argument("--name", default=None)
    ap.add_argument("--sets", default="regression,mnli,snli,fin,summedits,wice")
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "training" / "nli")
    ap.add_argument("--fin", type=Path, default=ROOT / "benchmarks" / "work" / "finpairs")
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--summedits-limit", type=int, default=None)
    ap.add_argument("--fin-limit", type=int, default=600)
    ap.add_argument("--wice-limit", type=int, default=None)
    ap.add_argument("--baseline-rows", type=Path, default=ROOT / "benchmarks" / "results" / "memo_metrics_rows.jsonl",
                    help="memo_metrics.py per-row signals of the LoRA adapter, scored on the same rows as a baseline.")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--int8-dynamic", action="store_true")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    name = args.name or ("bundled" if args.model == "bundled" else Path(args.model.split(":")[-1]).name)
    sets = args.sets.split(",")
    nli, settings = load_model(args.model, args.int8_dynamic)
    results: dict[str, Any] = {"model": args.model, "name": name, "int8_dynamic": args.int8_dynamic,
                               "nli_window": settings.metrics.nli_window, "nli_top_m": settings.metrics.nli_top_m,
                               "summedits_limit": args.summedits_limit, "sets": {}}
    if "mnli" in sets or "snli" in sets:
        _, held, _ = nli_mix(args.data, None, seed=args.seed)
        for key, set_name in (("mnli", "mnli_matched"), ("snli", "snli_test")):
            if key in sets:
                results["sets"][set_name + "_heldout"] = accuracy(nli, held[set_name])
                log(f"{set_name}: {results['sets'][set_name + '_heldout']['accuracy_3way']}")
    if "regression" in sets:  # issue 13: a correct capex restatement flagged as unsupported (0.079)
        seg = SegmentedInput.build("How much did 3M spend on capital expenditures in FY2018?", [
            "Purchases of property, plant and equipment (PP&E) were $1,577 million in 2018 and $1,373 million in 2017."],
            "3M spent $1,577 million on capital expenditures in FY2018.")
        res = nli_metrics(seg, TextVectors(settings), nli)[0]
        results["sets"]["regression_3m_capex"] = {"nli_groundedness": round(res.value, 4),
                                                  "flagged": bool(res.details.get("flagged"))}
        log(f"3M capex regression: {results['sets']['regression_3m_capex']}")
    if "fin" in sets:
        dev = read_finpairs(args.fin / "dev.jsonl")[: args.fin_limit]
        results["sets"]["financial_synthetic_dev"] = accuracy(nli, [p for p, _ in dev], [k for _, k in dev])
        log(f"fin dev: {results['sets']['financial_synthetic_dev']['accuracy_3way']}")
    if "summedits" in sets:
        per = {}
        for dom in SUMMEDITS_DOMAINS:
            rows = subsample(summedits_rows(args.shared, dom), args.summedits_limit, args.seed)
            per[dom] = grounding(nli, rows, settings, args.seed)
            per[dom]["baseline_signals"] = baseline_from_rows(args.baseline_rows, f"summedits/{dom}", rows, args.seed)
            log(f"summedits/{dom}: " + json.dumps({s: (v['balanced_accuracy_cv'], v['auc']) for s, v in per[dom]['signals'].items()}))
        avg = {s: {k: mean_or_none([per[d]["signals"][s][k] for d in per])
                   for k in ("balanced_accuracy_cv", "auc")} for s in SIGNALS}
        results["sets"]["summedits"] = {"domains": per, "average": avg}
        if all(per[d]["baseline_signals"] for d in per):
            results["sets"]["summedits"]["baseline_average"] = {
                s: {k: mean_or_none([per[d]["baseline_signals"][s][k] for d in per])
                    for k in ("balanced_accuracy_cv", "auc")} for s in SIGNALS}
            log("baseline (LoRA, memo_metrics rows) average: " + json.dumps(results["sets"]["summedits"]["baseline_average"]))
        log("summedits average: " + json.dumps(avg))
    if "wice" in sets:
        rows = subsample(wice_rows(args.shared), args.wice_limit, args.seed)
        results["sets"]["wice_dev"] = grounding(nli, rows, settings, args.seed)
        results["sets"]["wice_dev"]["baseline_signals"] = baseline_from_rows(args.baseline_rows, "wice/dev", rows, args.seed)
        log("wice: " + json.dumps({s: (v['balanced_accuracy_cv'], v['auc']) for s, v in results['sets']['wice_dev']['signals'].items()}))
    out = args.out or ROOT / "benchmarks" / "results" / f"nli_checker_{name}.json"
    write_json(out, results, indent=2)
    log(f"wrote {out}")


if __name__ == "__main__":
    main()
