"""How the figure checks' time grows with the size of a memo and its context.

    .venv/bin/python benchmarks/figure_speed.py [--sizes 300,1200] [--out benchmarks/results/figure_speed.json]

The figure checks (``fact_verification`` and ``numeric_consistency``, no model) take milliseconds
on a memo of a few sentences; what matters on big input is how that time grows. Each shape below
is built at every size of ``--sizes`` (made-up text, seeded by nothing: the same every run) and
both checks are timed on it (one warm-up call on a small memo first, then the best of ``--repeats``
runs, each with the checks' caches emptied before it, so nothing is reused):

* ``respectively``: one context sentence of n amount-and-share pairs with no semicolon ("Sales
  were $1 million, or 1%, $2 million, or 2%, ... for 2026 and 2025, respectively."), a one-figure
  memo;
* ``figure_list``: the same sentence as the memo too, at n / 8 pairs (every memo figure is compared
  with every context figure, and a derivation looks at pairs of them);
* ``many_sentences``: a context of n sentences "Revenue of segment i was $i.j million in 2026.", a
  memo of every tenth;
* ``long_table``: a table of n segments' 2026 and 2025 revenue, a memo of every tenth segment's
  "rose to X from Y" (a level, its prior and a change each);
* ``grouped_table``: a table of n rows under two column groups (Net Revenue, Direct Operating
  Expenses: 2026, 2025, $ Change, % Change each), a one-figure memo;
* ``run_on_memo``: a memo of one run-on sentence, a level and its prior, then n / 4 clauses ", lifting
  gross margin to about 8.9% from roughly 6.4%" (n / 2 margins, each a standard metric read by its
  definition), against a three-row table.

Reported per shape and size: seconds of each check, figures in the memo and the context, and, from
the smallest to the largest size, the **growth exponent** log(t_large / t_small) / log(size ratio):
about 1 where time grows with the input, 2 where it grows with its square. The ratio is measured
in one run on one machine, so it does not depend on the machine's speed. A shape whose
``fact_verification`` takes over ``--budget`` seconds (default 60) at a size is not run at larger
sizes (reported as ``skipped``).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.metrics.numeric import fact_verification, numeric_consistency
from tinyrag_eval.metrics.numeric.extract import extract_quantities


def _respectively(n: int) -> tuple[str, list[str]]:
    pairs = ", ".join(f"${i} million, or {i % 50}%" for i in range(1, n + 1))
    return "Sales were $3 million in 2026.", [f"Sales were {pairs} for 2026 and 2025, respectively."]


def _figure_list(n: int) -> tuple[str, list[str]]:
    pairs = ", ".join(f"${i} million, or {i % 50}%" for i in range(1, n // 8 + 1))
    sentence = f"Sales were {pairs} for 2026 and 2025, respectively."
    return sentence, [sentence]


def _many_sentences(n: int) -> tuple[str, list[str]]:
    def line(i: int) -> str:
        return f"Revenue of segment {i} was ${i}.{i % 10} million in 2026."
    return " ".join(line(i) for i in range(0, n, 10)), [" ".join(line(i) for i in range(n))]


def _long_table(n: int) -> tuple[str, list[str]]:
    table = "| Segment | 2026 | 2025 |\n" + "\n".join(f"| Segment {i} | {1000 + i:,} | {900 + i:,} |" for i in range(n))
    memo = " ".join(f"Segment {i} revenue rose to ${1000 + i:,} in 2026 from ${900 + i:,} in 2025."
                    for i in range(0, n, 10))
    return memo, [table]


def _grouped_table(n: int) -> tuple[str, list[str]]:
    rows = ["| Net Revenue | Direct Operating Expenses |",
            "| 2026 | 2025 | $ Change | % Change | 2026 | 2025 | $ Change | % Change |"]
    rows += [f"| Segment {i} | $ | {1000 + i:,} | $ | {900 + i:,} | $ | 100 | 11.1 | % | $ | {500 + i:,} | $ | "
             f"{450 + i:,} | $ | 50 | 11.1 | % |" for i in range(n)]
    return f"Segment {n - 1} net revenue grew to ${1000 + n - 1:,} in 2026.", ["\n".join(rows)]


def _run_on_memo(n: int) -> tuple[str, list[str]]:
    clauses = ", lifting gross margin to about 8.9% from roughly 6.4%" * max(1, n // 4)
    return (f"Gross profit increased to $93,785 in 2026 from $22,720 in 2025{clauses}.",
            ["| | 2026 | 2025 |\n| Total Revenue | 1,052,198 | 353,619 |\n| Gross Profit | 93,785 | 22,720 |"])


SHAPES: dict[str, Callable[[int], tuple[str, list[str]]]] = {
    "respectively": _respectively, "figure_list": _figure_list, "many_sentences": _many_sentences,
    "long_table": _long_table, "grouped_table": _grouped_table, "run_on_memo": _run_on_memo}


def _cold() -> None:
    """Empties every cache of the figure checks (parsed passages, sentences, windows), so that a
    timed call reuses nothing from the call before it."""
    from tinyrag_eval.metrics import numeric

    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith(numeric.__name__):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def _best(check: Callable[[str, list[str]], Any], memo: str, contexts: list[str], repeats: int) -> float:
    best = math.inf
    for _ in range(repeats):
        _cold()
        start = time.perf_counter()
        check(memo, contexts)
        best = min(best, time.perf_counter() - start)
    return best


def measure(sizes: list[int], repeats: int, budget: float, log: Callable[[str], None] = print) -> dict[str, Any]:
    fact_verification("Revenue was $1 million.", ["Revenue was $1 million."])  # imports, compiled patterns
    out: dict[str, Any] = {}
    for name, build in SHAPES.items():
        runs: list[dict[str, Any]] = []
        for n in sizes:
            if runs and runs[-1].get("fact_verification_s", 0.0) > budget:
                runs.append({"size": n, "skipped": f"the previous size took over {budget:g} s"})
                continue
            memo, contexts = build(n)
            row = {"size": n, "memo_figures": len(extract_quantities(memo)),
                   "context_figures": sum(len(extract_quantities(c)) for c in contexts),
                   "context_chars": sum(len(c) for c in contexts),
                   "fact_verification_s": round(_best(fact_verification, memo, contexts, repeats), 4),
                   "numeric_consistency_s": round(_best(numeric_consistency, memo, contexts, repeats), 4)}
            log(f"{name} n={n}: fact_verification {row['fact_verification_s']} s, "
                f"numeric_consistency {row['numeric_consistency_s']} s")
            runs.append(row)
        timed = [r for r in runs if "skipped" not in r]
        growth: dict[str, float | None] = {}
        for check in ("fact_verification_s", "numeric_consistency_s"):
            a, b = (timed[0], timed[-1]) if len(timed) >= 2 else (None, None)
            growth[check[:-2]] = (round(math.log(b[check] / a[check]) / math.log(b["size"] / a["size"]), 2)
                                  if a and b and a[check] > 0 else None)
        out[name] = {"runs": runs, "growth_exponent": growth}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="300,1200", help="input sizes, comma-separated (default 300,1200)")
    ap.add_argument("--repeats", type=int, default=2, help="timed runs per check, the best kept (default 2)")
    ap.add_argument("--budget", type=float, default=60.0,
                    help="seconds of fact_verification above which a shape's larger sizes are skipped")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "figure_speed.json")
    args = ap.parse_args(argv)
    try:
        sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    except ValueError:
        ap.error(f"--sizes takes whole numbers separated by commas, not {args.sizes!r}")
    if not sizes or sizes[0] < 8 or args.repeats < 1:
        ap.error("--sizes needs sizes of at least 8, --repeats at least 1")
    start = time.perf_counter()
    results = measure(sizes, args.repeats, args.budget)
    results["meta"] = {"command": command_line("benchmarks/figure_speed.py", argv),
                       "sizes": sizes, "repeats": args.repeats, "seconds": round(time.perf_counter() - start, 1)}
    write_json(args.out, results, indent=2)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
