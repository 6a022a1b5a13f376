"""What tracing costs: a traced function's call with tracing off (the no-op path) against the plain
function, and one memo run through the real workflow on the test fakes (scripted LLM, fake
retriever, real metric loop on hashed word vectors, rubric judge on a scripted LLM) with tracing
off, and on into the SDK's in-memory exporter. No model, no network.

    .venv/bin/python benchmarks/tracing_overhead.py      # writes benchmarks/results/tracing_overhead.json
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import tempfile
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from tinyrag_eval.judges.rubric import RubricJudge
from tinyrag_eval.workflows.run import run_memo

from tests.judge_fakes import ScriptedLLM, rubric_reply
from tests.workflow_fakes import GOOD, FakeEvaluator, hashed_bag_of_words, make_services
from tinyrag_eval import tracing
from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.memo import MemoEvaluator

OUT = ROOT / "benchmarks" / "results" / "tracing_overhead.json"
RUNS = 15


def plain(x: int) -> int:
    return x + 1


@tracing.traced("f", tracing.CHAIN)
def traced_fn(x: int) -> int:
    return x + 1


class Mixed:
    def __init__(self, s: Settings):
        self.real = MemoEvaluator(s, metrics=("context_relevancy", "numeric_consistency"), encoder=hashed_bag_of_words)
        self.fake = FakeEvaluator()

    def evaluate(self, item):
        ev = self.fake.evaluate(item)
        ev.metrics.update(self.real.evaluate(item).metrics)
        return ev


def memo_run_seconds(settings: Settings, d: Path, i: int) -> float:
    svc = make_services(f"sqlite:///{d / f's{i}.sqlite3'}", d / f"out{i}", [GOOD], settings=settings)
    svc.evaluator = Mixed(settings)
    svc.judge = RubricJudge(ScriptedLLM(rubric_reply({"hallucination": 5})), settings)
    t0 = time.perf_counter()
    assert run_memo("Capital of Northwind", svc).status == "finalized"
    return time.perf_counter() - t0


def main() -> None:
    tracing.shutdown()
    n = 200_000
    t_plain = min(timeit.repeat(lambda: plain(1), number=n, repeat=5)) / n
    t_off = min(timeit.repeat(lambda: traced_fn(1), number=n, repeat=5)) / n
    t_noop = min(timeit.repeat(lambda: tracing.span("x").__enter__(), number=n, repeat=5)) / n

    d = Path(tempfile.mkdtemp())
    off = Settings(llm={"cache": False}, cache_dir=d / "cache")
    on = off.model_copy(update={"tracing": Settings(tracing={"enabled": True}).tracing})
    memo_run_seconds(off, d, 999)  # warm-up: imports, templates
    times_off = [memo_run_seconds(off, d, i) for i in range(RUNS)]
    exporter = InMemorySpanExporter()
    tracing.configure(on, exporter=exporter)
    times_on = [memo_run_seconds(on, d, 100 + i) for i in range(RUNS)]
    spans = len(exporter.get_finished_spans()) / RUNS
    tracing.shutdown()

    result = {
        "command": command_line("benchmarks/tracing_overhead.py", []),
        "machine": f"{platform.processor() or platform.machine()}, python {platform.python_version()}",
        "traced_call_off_ns": round(t_off * 1e9, 1), "plain_call_ns": round(t_plain * 1e9, 1),
        "noop_span_ns": round(t_noop * 1e9, 1),
        "memo_run_runs": RUNS,
        "memo_run_off_median_s": round(statistics.median(times_off), 4),
        "memo_run_on_median_s": round(statistics.median(times_on), 4),
        "spans_per_memo_run": spans,
    }
    result["memo_run_on_overhead_pct"] = round(100 * (result["memo_run_on_median_s"] / result["memo_run_off_median_s"]
                                                      - 1), 1)
    write_json(OUT, result, indent=2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
