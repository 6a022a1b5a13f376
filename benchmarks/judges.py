"""Pairwise judge on LLMBar (human preference labels): accuracy, positional agreement, parsing.

    .venv/bin/python benchmarks/judges.py                 # writes benchmarks/results/judges.json
    .venv/bin/python benchmarks/judges.py --natural 20 --per-processed 10   # a quicker run

Data: ``../shared/benchmarks/llmbar`` -- LLMBar Natural (100 pairs), Processed/MT-Bench (200) and
Processed/LLMEval2 (200); fields input, output_1, output_2, label (1|2). By default all of Natural
and a seeded subsample of each Processed set (the subsample size is recorded in the results).

For the configured judge LLM (settings: the offline SmolLM2 by default) and each dataset:

* accuracy of the swapped (both-orders) verdict, ties counted as 0.5, and strict (ties wrong);
* accuracy of a single order (output 1 shown first) and of the reversed order alone;
* accuracy of the swapped probability with no tie band (sign of P(output 1 better) - 0.5): what is
  left of the judge's preference once its position bias cancels out;
* positional agreement (= consistency rate: both orders pick the same output), first-position
  preference rate, tie rate, Cohen's kappa between the orders;
* invalid-output rate before repair (first reply of a judgement unusable as is) and after
  repair and retries, and how many verdict probabilities came from log-probabilities;
* LLM calls per pair with a cold cache (a new SQLite file) and a warm one (the same file again).

Published (LLMBar paper, Vanilla prompt, accuracy / positional agreement %) are copied from
``../shared/benchmarks/README.md`` for reference; they were not re-run here.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

DATA = ROOT.parent / "shared" / "benchmarks" / "llmbar"
DATASETS = {"natural": "LLMBar/Natural/dataset.json", "mt_bench": "Processed/MT-Bench/dataset.json",
            "llmeval2": "Processed/LLMEval2/dataset.json"}
PUBLISHED = {
    "natural": {"GPT-4": [93.5, 97.0], "ChatGPT": [79.0, 68.0], "LLaMA-2-70B": [77.0, 74.0]},
    "mt_bench": {"GPT-4": [81.0, 87.0], "ChatGPT": [71.3, 57.5]},
}


def load(name: str, limit: int | None, seed: int) -> tuple[list[dict[str, Any]], int]:
    rows = json.loads((DATA / DATASETS[name]).read_text())
    total = len(rows)
    for i, r in enumerate(rows):
        r["id"] = f"{name}-{i}"
    if limit is not None and limit < total:
        rows = random.Random(seed).sample(rows, limit)
    return rows, total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--natural", type=int, default=None, help="Natural pairs (default: all 100)")
    ap.add_argument("--per-processed", type=int, default=20, help="seeded subsample of MT-Bench and of LLMEval2")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=None,
                    help="torch CPU threads (1 is ~3x faster than 2 on this shared 2-core machine)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "judges.json")
    args = ap.parse_args(argv)
    if not DATA.is_dir():
        print(f"{DATA} is absent: the LLMBar data is only in the developers' checkout", file=sys.stderr)
        return 2

    from tinyrag_eval.judges.pairwise import PairwiseJudge

    from tinyrag_eval.config import get_settings
    from tinyrag_eval.llm.client import CachedLLM, LLMCache

    settings = get_settings()
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    t0 = time.perf_counter()
    from tinyrag_eval.models import get_llm

    llm = get_llm(settings)
    load_s = time.perf_counter() - t0
    cache_file = Path(tempfile.mkdtemp(prefix="judges-bench-")) / "cold.sqlite"
    results: dict[str, Any] = {
        "command": command_line("benchmarks/judges.py", argv),
        "machine": f"{platform.machine()}, {__import__('os').cpu_count()} CPU cores (shared)",
        "settings": settings.judges.model_dump(mode="json"), "model_load_s": round(load_s, 2),
        "seed": args.seed, "torch_threads": args.threads, "published_vanilla_acc_agreement_pct": PUBLISHED, "datasets": {},
    }
    sizes = {"natural": args.natural, "mt_bench": args.per_processed, "llmeval2": args.per_processed}
    results["sizes"] = sizes
    for name, limit in sizes.items():
        if limit == 0:
            continue
        rows, total = load(name, limit, args.seed)
        cold = CachedLLM(llm, LLMCache(cache_file), max_attempts=settings.llm.max_attempts)
        judge = PairwiseJudge(cold, settings)
        t = time.perf_counter()
        done = []

        def progress(i: int, r: Any, *, _name: str = name, _n: int = len(rows), _t: float = t,
                     _done: list = done) -> None:
            _done.append(r)
            el = time.perf_counter() - _t
            print(f"[{_name}] {i + 1}/{_n} pairs, {el:.0f} s, {el / (i + 1):.1f} s/pair", file=sys.stderr, flush=True)

        run = judge.judge_many(rows, progress)
        cold_s = time.perf_counter() - t
        warm = CachedLLM(llm, LLMCache(cache_file), max_attempts=settings.llm.max_attempts)
        t = time.perf_counter()
        rerun = PairwiseJudge(warm, settings).judge_many(rows)
        warm_s = time.perf_counter() - t
        same = all(a.p_output_1 == b.p_output_1 and a.winner == b.winner for a, b in zip(run.pairs, rerun.pairs,
                                                                                        strict=True))
        s = run.stats
        label_1 = sum(r["label"] == 1 for r in rows) / len(rows)
        # the swapped probability with no tie band: the sign of P(output 1 better) - 0.5 decides
        sign = [(1 if p.p_output_1 > 0.5 else 2 if p.p_output_1 < 0.5 else "tie", p.label) for p in run.pairs
                if p.p_output_1 is not None]
        margin0 = round(sum(1.0 if w == lab else 0.5 if w == "tie" else 0.0 for w, lab in sign) / len(rows), 4)
        results["datasets"][name] = {
            "pairs": len(rows), "of": total, "sampled": len(rows) < total,
            "accuracy_swapped": s["accuracy"], "accuracy_swapped_strict": s["accuracy_strict"],
            "accuracy_swapped_tie_margin_0": margin0,
            "accuracy_single_order": s["accuracy_ab_only"], "accuracy_reversed_order": s["accuracy_ba_only"],
            "positional_agreement": s["consistency_rate"], "first_position_rate": s["first_position_rate"],
            "tie_rate": s["tie_rate"], "kappa_orders": s["kappa_orders"], "kappa_orders_reason": s["kappa_orders_reason"],
            "judgements": s["judgements"], "invalid_rate_before_repair": s["invalid_rate_before_repair"],
            "invalid_rate_before_retry": s["invalid_rate_before_retry"],
            "invalid_rate_after_repair": s["invalid_rate_after_repair"],
            "verdicts_from_logprobs": s["from_logprobs"], "flagged_pairs": len(s["flagged"]),
            "truncated_judgements": sum(any("truncated" in n for n in o.notes) for p in run.pairs for o in (p.ab, p.ba)),
            "mean_abs_p_output_1_minus_half": round(sum(abs(p.p_output_1 - 0.5) for p in run.pairs
                                                        if p.p_output_1 is not None) / len(rows), 4),
            "baseline_always_1": round(label_1, 4), "baseline_always_2": round(1 - label_1, 4),
            "cold": {"llm_calls": cold.stats.llm_calls, "cache_hits": cold.stats.cache_hits,
                     "llm_calls_per_pair": round(cold.stats.llm_calls / len(rows), 3), "seconds": round(cold_s, 1),
                     "seconds_per_pair": round(cold_s / len(rows), 2)},
            "warm": {"llm_calls": warm.stats.llm_calls, "cache_hits": warm.stats.cache_hits,
                     "llm_calls_per_pair": round(warm.stats.llm_calls / len(rows), 3), "seconds": round(warm_s, 2),
                     "same_verdicts": same},
        }
        results["datasets"][name]["per_pair"] = [
            {"id": p.id, "label": p.label, "p_first_ab": p.ab.p_first, "p_first_ba": p.ba.p_first,
             "p_output_1": p.p_output_1, "winner": p.winner, "consistent": p.consistent,
             "status": [p.ab.status, p.ba.status]} for p in run.pairs]
        print(json.dumps({name: {k: v for k, v in results["datasets"][name].items() if k != "per_pair"}}, indent=1),
              file=sys.stderr, flush=True)
        write_json(args.out, results, indent=1)  # after each dataset: partial results survive
    results["total_seconds"] = round(time.perf_counter() - t0, 1)
    results["model"] = CachedLLM(llm).name
    write_json(args.out, results, indent=1)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
