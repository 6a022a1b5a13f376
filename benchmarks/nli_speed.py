"""Inference speed of the NLI checker and agreement of each faster path with the exact one.

    .venv/bin/python benchmarks/nli_speed.py [--model bundled|PATH] [--reference PATH] [--pairs 256]
        [--out benchmarks/results/nli_speed.json]

Pairs: realistic premise/hypothesis pairs, half from the synthetic financial dev split (table and
passage premises, ``--fin``), half held-out MNLI dev-matched pairs. Paths timed (2 torch threads):

* ``model``: the checker as the metric loads it (``--model``; bundled = the default), batch 8 and 32;
* ``model + dynamic int8``: the same with torch dynamic quantization of the encoder's Linear layers;
* ``reference``: ``--reference`` (e.g. the fp32 model the int8 storage was made from), the exact path.

Agreement with the exact path (the reference if given, else ``model``): share of pairs whose
groundedness flag (entailment >= 0.5) is the same, share with the same 3-way argmax, and the mean
and max |difference| of the entailment probability.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import write_json

from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.nli import NLIModel, quantize_dynamic_int8
from tinyrag_eval.training_nli import nli_mix, read_finpairs


def timed(nli: Any, pairs: list[tuple[str, str]], batch_size: int) -> tuple[np.ndarray, float]:
    nli.probabilities(pairs[:8], batch_size=batch_size)  # warm-up
    t0 = time.perf_counter()
    probs = nli.probabilities(pairs, batch_size=batch_size)
    return probs, time.perf_counter() - t0


def agreement(exact: np.ndarray, other: np.ndarray, ent: int) -> dict[str, float]:
    d = np.abs(exact[:, ent] - other[:, ent])
    return {"flag_agreement": round(float(np.mean((exact[:, ent] >= 0.5) == (other[:, ent] >= 0.5))), 4),
            "argmax_agreement": round(float(np.mean(exact.argmax(1) == other.argmax(1))), 4),
            "mean_abs_delta_entailment": round(float(d.mean()), 4),
            "max_abs_delta_entailment": round(float(d.max()), 4)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="bundled")
    ap.add_argument("--reference", default=None)
    ap.add_argument("--pairs", type=int, default=256)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "training" / "nli")
    ap.add_argument("--fin", type=Path, default=ROOT / "benchmarks" / "work" / "finpairs")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "nli_speed.json")
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    _, held, _ = nli_mix(args.data, None, seed=13)
    half = args.pairs // 2
    pairs = [(p.a, p.b) for p, _ in read_finpairs(args.fin / "dev.jsonl")[:half]]
    pairs += [(p.a, p.b) for p in held["mnli_matched"][: args.pairs - half]]

    def load(spec: str) -> NLIModel:
        return NLIModel.load(Settings() if spec == "bundled" else Settings(models={"nli": str(Path(spec).resolve())}))

    nli = load(args.model)
    ent = nli.index["entailment"]
    runs: dict[str, Any] = {}
    outputs: dict[str, np.ndarray] = {}
    paths: list[tuple[str, Any, int]] = [("model, batch 8", nli, 8), ("model, batch 32", nli, 32)]
    paths.append(("model + dynamic int8, batch 32", quantize_dynamic_int8(nli), 32))
    if args.reference:
        paths.insert(0, ("reference (exact), batch 32", load(args.reference), 32))
    for name, model, bs in paths:
        probs, sec = timed(model, pairs, bs)
        outputs[name] = probs
        runs[name] = {"seconds": round(sec, 2), "pairs_per_second": round(len(pairs) / sec, 1), "batch_size": bs}
        print(name, runs[name], flush=True)
    exact_name = paths[0][0] if args.reference else "model, batch 32"
    for name, run in runs.items():
        if name != exact_name:
            run["agreement_with_exact"] = agreement(outputs[exact_name], outputs[name], ent)
    result = {"model": args.model, "reference": args.reference, "exact_path": exact_name, "pairs": len(pairs),
              "pairs_from": {"financial_synthetic_dev": half, "mnli_matched_heldout": args.pairs - half},
              "threads": args.threads, "machine": platform.processor() or platform.machine(), "runs": runs}
    write_json(args.out, result, indent=2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    sys.exit(main())
