"""The skeleton of the batch commands (`eval memo`, `judge rubric`, `judge pairwise`): read the rows,
validate each, do the work under a progress bar, write one JSONL record per input line."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape

from .common import print_json, progress_bar, stderr, stdout

Work = Callable[[int, int, Any, dict[str, Any], Callable[[], None]], None]
"""``work(index, line, item, record, step)``: fill ``record`` for one valid item; call ``step()``
after each unit of work (a judge's verdict, a memo's metrics) to move the progress bar."""


@dataclass
class BatchRun:
    """The records of a batch (one per input line, errors included) and when it started."""

    records: list[dict[str, Any]] = field(default_factory=list)
    started: float = field(default_factory=time.perf_counter)
    stopped: str | None = None  # why the batch stopped before its last row (a cost budget), else None

    @property
    def row_errors(self) -> int:
        return sum(1 for r in self.records if r.get("error"))

    def seconds(self) -> float:
        return round(time.perf_counter() - self.started, 2)


def invalid_row(exc: Any) -> str:
    """A pydantic ValidationError as one line: ``invalid row: field: message; ...``."""
    return "invalid row: " + "; ".join(f"{'.'.join(map(str, e['loc'])) or 'row'}: {e['msg']}" for e in exc.errors())


def run_batch(rows: list[tuple[int, dict[str, Any] | None, str]], schema: Any, work: Work, *,
              out_file: Path | None, label: str, steps_per_row: int = 1, rate_unit: str = "/min",
              should_stop: Callable[[int], str | None] | None = None) -> BatchRun:
    """Validate each row with ``schema`` (a pydantic model), run ``work`` on the valid ones and
    write each record to ``out_file`` as soon as it is complete. A bad row becomes a record with
    ``error`` and a yellow line on stderr. ``should_stop(items_done)``, asked before each valid row,
    ends the batch there when it gives a reason (``BatchRun.stopped``; the rows done stay written)."""
    from pydantic import ValidationError

    if out_file is not None:
        out_file.parent.mkdir(parents=True, exist_ok=True)
    run = BatchRun()
    done = 0
    items_done = 0

    def step() -> None:
        nonlocal done
        done += 1
        bar.advance(task)
        bar.update(task, rate=f"{done / max(1e-9, time.perf_counter() - run.started) * 60:.1f}{rate_unit}")

    sink = out_file.open("w", encoding="utf-8") if out_file is not None else nullcontext()
    with progress_bar() as bar, sink as fh:
        task = bar.add_task(label, total=len(rows) * steps_per_row, rate="")
        for index, (line, row, error) in enumerate(rows):
            record: dict[str, Any] = {"line": line, "id": (row or {}).get("id")}
            item = None
            if row is not None:
                try:
                    item = schema.model_validate(row)
                except ValidationError as exc:
                    error = invalid_row(exc)
            if item is None:
                record["error"] = error
                stderr.print(f"[yellow]line {line}:[/] {escape(error)}")
                bar.advance(task, steps_per_row)
            else:
                reason = should_stop(items_done) if should_stop is not None else None
                if reason is not None:
                    run.stopped = reason
                    break
                work(index, line, item, record, step)
                items_done += 1
            if fh is not None:
                fh.write(json.dumps(record, ensure_ascii=False) + "\n")
            run.records.append(record)
    return run


BUDGET_EXIT_CODE = 3
"""Exit code of a batch command that a ``--max-cost`` budget stopped."""


def exit_if_stopped(batch: BatchRun, done_verb: str) -> None:
    """A batch a cost budget stopped (``batch.stopped``): say why and how much is done, exit 3."""
    if batch.stopped is not None:
        done = sum(1 for r in batch.records if not r.get("error"))
        stderr.print(f"[bold red]stopped:[/] {escape(batch.stopped)} ({done} memo(s) {done_verb} and written)")
        raise typer.Exit(BUDGET_EXIT_CODE)


def job_summary(queue: Any, job: str, records: list[dict[str, Any]], out_file: Path, evaluated: int,
                seconds: float) -> dict[str, Any]:
    """The summary of a memo job run (`eval memo --job`, `jobs resume`): the metrics of its records,
    its counts, its LLM usage over every worker, and why it stopped when its budget did
    (``stopped``). ``_usage`` is the :class:`~tinyrag_eval.llm.usage.Usage` itself (for the run
    record), popped before printing."""
    from ..engine.jobs import budget_stop
    from ..metrics.memo import memo_summary

    record = queue.get(job)
    usage, _ = queue.usage(job)
    stopped = budget_stop(queue, job, record.spec) if record.counts["pending"] else None
    return {**memo_summary([r for r in records if r.get("status") not in ("pending", "running")]),
            "out": str(out_file), "seconds": round(seconds, 2), "job": job, "evaluated": evaluated,
            "counts": record.counts, "usage": usage.model_dump(), "max_cost_usd": record.spec.get("max_cost_usd"),
            "stopped": stopped, "_usage": usage}


def exit_if_job_stopped(summary: dict[str, Any]) -> None:
    """A job its cost budget stopped: say why, what is done and how to go on; exit 3."""
    if summary.get("stopped"):
        counts = summary["counts"]
        stderr.print(f"[bold red]stopped:[/] {escape(summary['stopped'])} ({counts['done']} memo(s) done, "
                     f"{counts['pending']} left pending; `tinyrag jobs resume {escape(summary['job'])} --max-cost USD` "
                     "goes on with a new budget)")
        raise typer.Exit(BUDGET_EXIT_CODE)


def print_estimate(batch: BatchRun, usage: Any, as_json: bool, *, unit: str, assumption: str | None = None) -> None:
    """The dry-run report of a batch command (:mod:`tinyrag_eval.llm.budget`): the calls, tokens
    and cost the valid rows would take."""
    from ..llm.budget import estimate

    est = estimate(sum(1 for r in batch.records if not r.get("error")), usage)
    if assumption is not None:
        est = est.model_copy(update={"assumption": assumption})
    if as_json:
        print_json({"dry_run": est.model_dump()})
        return
    unpriced = f"; {est.unpriced_calls} call(s) to unpriced models (cost unknown)" if est.unpriced_calls else ""
    stdout.print(f"dry run: {est.items} {unit}, {est.llm_calls} LLM call(s) to send, {est.cache_hits} from the "
                 f"cache; {est.prompt_tokens} prompt tokens, at most {est.max_completion_tokens} completion tokens; "
                 f"at most {est.max_cost_usd:.6f} USD{unpriced}")
    stdout.print(f"[dim]assumption: {escape(est.assumption)}[/]")
