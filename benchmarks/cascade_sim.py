"""Simulated deployments of the certified cascade (offline stage -> LLM verifier -> person).

    nice -n 10 .venv/bin/python benchmarks/cascade_sim.py [--deployments 1000] [--labels 400]
        [--epsilon 0.1] [--delta 0.1] [--seed 7] [--out benchmarks/results/cascade_sim.json]

No models: synthetic judges of known accuracy (``calibration.cascade_sim``: each stage's score is
Beta(a, b) on acceptable memos, Beta(b, a) on failing ones, independent given the label). For each
scenario and each of ``--deployments`` draws of ``--labels`` labelled memos, the cascade and each
stage alone are certified (``calibration.cascade.certify_batch``); the population failing share
among finalized memos and the automation (share of acceptable memos finalized) follow exactly from
the Beta laws. Reported per scenario: the share of deployments whose failing share exceeds
epsilon (the guarantee: <= delta), the mean automation of the cascade and of each stage alone,
the share each stage finalizes, and the share of memos that reach stage 2 (LLM calls) against
running the verifier on every memo.

Scenarios (tests/test_cascade.py checks each on its own seed): ``complementary`` (two imperfect
judges of similar accuracy: the cascade beats either alone and saves LLM calls),
``verifier_dominates`` (a much stronger verifier: the cascade follows it, verifier on nearly every
memo) and ``useless_offline`` (a stage-1 score that says nothing: never trusted). Each variant
reports ``llm_call_share``, the share of memos that reach the verifier.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _results import command_line, write_json

from tinyrag_eval.calibration.cascade_sim import StageModel, simulate

SCENARIOS = {
    "complementary": [StageModel(name="offline", a=5, b=2), StageModel(name="llm_verifier", a=5, b=1.8)],
    "verifier_dominates": [StageModel(name="offline", a=4, b=2), StageModel(name="llm_verifier", a=8, b=2)],
    "useless_offline": [StageModel(name="offline", a=1, b=1), StageModel(name="llm_verifier", a=6, b=2)],
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deployments", type=int, default=1000)
    ap.add_argument("--labels", type=int, default=400)
    ap.add_argument("--epsilon", type=float, default=0.1)
    ap.add_argument("--delta", type=float, default=0.1)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--scenario", choices=sorted(SCENARIOS), action="append",
                    help="scenario(s) to run (default: all)")
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/cascade_sim.json"))
    args = ap.parse_args(argv)
    results = {}
    for name in args.scenario or list(SCENARIOS):
        t0 = time.perf_counter()
        res = simulate(SCENARIOS[name], deployments=args.deployments, n_labels=args.labels, epsilon=args.epsilon,
                       delta=args.delta, seed=args.seed)
        res["seconds"] = round(time.perf_counter() - t0, 2)
        results[name] = res
        c = res["cascade"]
        print(f"{name}: cascade violations {c['violation_rate']:.3f} (<= {args.delta:g}), automation "
              f"{c['mean_automation']:.3f}; alone: " + ", ".join(
                  f"{k[5:]} {res[k]['mean_automation']:.3f}" for k in res if k.startswith("only_")), file=sys.stderr)
    out = {"command": command_line("benchmarks/cascade_sim.py", argv), "scenarios": results}
    write_json(args.out, out, indent=2)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
