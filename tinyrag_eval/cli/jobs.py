"""`tinyrag jobs list|show|resume`: the resumable batch jobs of the store (`eval memo --job ID`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from .batch import exit_if_job_stopped, job_summary
from .common import (
    AddressOpt,
    EngineOpt,
    JsonOpt,
    LeaseOpt,
    WorkersOpt,
    load_settings,
    print_json,
    print_rows,
    ray_options,
    stderr,
    stdout,
    user_errors,
)

jobs_app = typer.Typer(help="Resumable batch jobs in the store (`tinyrag eval memo --job ID`).", no_args_is_help=True)
JobArg = Annotated[str, typer.Argument(help="The job id (given to --job).")]


def _queue(settings: Any, lease: float = 300.0) -> Any:
    from ..store import JobQueue, Store

    return JobQueue(Store.open(settings=settings), lease)


def _store_errors() -> Any:
    from ..engine.ray_runtime import EngineError
    from ..store import StoreError

    return user_errors(StoreError, EngineError)


@jobs_app.command("list")
def jobs_list(as_json: JsonOpt = False) -> None:
    """Every job with its item counts (pending, running, done, failed)."""
    settings = load_settings()
    with _store_errors():
        jobs = _queue(settings).jobs()
    rows = [{"job": j.id, "kind": j.kind, "items": j.total, **j.counts,
             "updated": j.updated_at.strftime("%Y-%m-%d %H:%M:%S")} for j in jobs]
    print_rows(rows, as_json=as_json, title="batch jobs", empty="no jobs in the store")


@jobs_app.command("show")
def jobs_show(job: JobArg, as_json: JsonOpt = False) -> None:
    """One job: its spec, counts, the failed items with their reasons and who holds the running ones."""
    settings = load_settings()
    with _store_errors():
        queue = _queue(settings)
        record = queue.get(job)
        items = queue.items(job)
        usage, _ = queue.usage(job)
    unfinished = [{"index": it.index, "line": (it.payload or {}).get("line"), "status": it.status,
                   "worker": it.worker, "attempts": it.attempts, "reason": it.error}
                  for it in items if it.status != "done"]
    if as_json:
        print_json({**record.model_dump(mode="json"), "finished": record.finished, "not_done": unfinished,
                    "usage": usage.model_dump()})
        return
    counts = ", ".join(f"{v} {k}" for k, v in record.counts.items())
    stdout.print(f"job [bold]{escape(record.id)}[/] ({escape(record.kind)}): {record.total} items: {counts}"
                 f"{' (finished)' if record.finished else ''}")
    budget = record.spec.get("max_cost_usd")
    stdout.print(f"  LLM: {usage.llm_calls} call(s), {usage.cache_hits} cache hit(s), {usage.total_tokens} tokens, "
                 f"{usage.cost_usd:.6f} USD" + (f" of a {budget:g} USD budget" if budget is not None else "")
                 + (f", {usage.unpriced_calls} unpriced" if usage.unpriced_calls else ""))
    for key, value in record.spec.items():
        stdout.print(f"  {key}: {escape(str(value))}")
    if unfinished:
        print_rows(unfinished, as_json=False, title="items not done", empty="")


@jobs_app.command("resume")
def jobs_resume(
    job: JobArg,
    engine: EngineOpt = "single",
    address: AddressOpt = None,
    workers: WorkersOpt = 2,
    lease: LeaseOpt = 300.0,
    out_file: Annotated[Path | None, typer.Option("--out", help="Write the results here instead of the job's --out.")] = None,
    retry_failed: Annotated[bool, typer.Option(
        "--retry-failed", help="Evaluate the failed items again too (e.g. after a transient error); "
        "an input error fails again with the same reason.")] = False,
    max_cost: Annotated[float | None, typer.Option(
        "--max-cost", help="A new budget in USD for the job's LLM calls, all runs together (default: the one it was "
        "started with, if any); stops before the item that would exceed it, exit code 3.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Finish a job: evaluate its pending items and reclaim the items of killed workers (once their
    lease runs out), then write the output file. A finished job evaluates nothing (unless
    --retry-failed). A job with a cost budget stops when the budget is spent."""
    import time
    settings = load_settings()
    ray = ray_options(engine, address, workers)
    with _store_errors():
        from ..engine.memo import MEMO_JOB, finish_memo_job, spec_of_job
        from ..llm.budget import CostBudget

        t0 = time.perf_counter()
        queue = _queue(settings, lease)
        record = queue.get(job)
        if record.kind != MEMO_JOB:
            raise ValueError(f"job {job!r} is a {record.kind!r} job; only {MEMO_JOB!r} jobs can be resumed here")
        if max_cost is not None:
            CostBudget(max_cost)  # a budget <= 0 is one clear error
            record = queue.update_spec(job, {"max_cost_usd": float(max_cost)})
        out = out_file or Path(record.spec["out"])
        retried = queue.retry_failed(job) if retry_failed else 0
        records, evaluated = finish_memo_job(queue, job, spec_of_job(record.spec, settings), out, ray)
        summary = job_summary(queue, job, records, out, evaluated, time.perf_counter() - t0)
    summary.pop("_usage")
    summary["retried"] = retried
    counts = summary["counts"]
    if as_json:
        print_json(summary)
    else:
        stderr.print(f"[green]job[/] {escape(job)}: evaluated {evaluated} item(s) now; "
                     f"{counts['done']} done, {counts['failed']} failed -> {escape(str(out))}")
    exit_if_job_stopped(summary)
