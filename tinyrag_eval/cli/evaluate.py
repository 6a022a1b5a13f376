"""`tinyrag eval retrieval` and `tinyrag eval memo`: score retrieval runs and memos."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Column, Table

from .batch import exit_if_job_stopped, exit_if_stopped, job_summary, print_estimate, run_batch
from .common import (
    AddressOpt,
    EngineOpt,
    JobOpt,
    JsonOpt,
    LeaseOpt,
    WorkersOpt,
    load_settings,
    print_json,
    ray_options,
    read_memo_rows,
    stderr,
    stdout,
    user_errors,
)

eval_app = typer.Typer(help="Evaluate retrieval runs and memos.", no_args_is_help=True)


@eval_app.command("retrieval")
def eval_retrieval(
    qrels: Annotated[Path, typer.Option(help="TREC qrels file (qid iter docid rel) or JSON {qid: {docid: rel}}.")],
    run: Annotated[Path, typer.Option(help="TREC run file (final ranking) or JSON {qid: {docid: score}} / {qid: [docids]}.")],
    stage1_run: Annotated[Path | None, typer.Option(help="Stage-1 run: adds stage1 figures, ceiling@k1 and rerank_gain@k2.")] = None,
    k: Annotated[list[int] | None, typer.Option("--k", help="Cut-offs; repeat (default --k 100 --k 8).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """P@k, recall@k, F1@k, MAP@k and NDCG@k (pytrec_eval), per query and aggregated."""
    from ..metrics.retrieval import evaluate_retrieval, read_qrels, read_run

    with user_errors():
        report = evaluate_retrieval(read_qrels(qrels), read_run(run), k or [100, 8],
                                    read_run(stage1_run) if stage1_run else None)
    if as_json:
        print_json(report)
        return
    table = Table("metric", Column("value", justify="right"), title="retrieval metrics (mean over evaluated queries)")
    for name, value in report["aggregate"].items():
        if isinstance(value, dict):
            for sub, v in value.items():
                table.add_row(f"{name}.{sub}", "-" if v is None else f"{v:.4f}")
        else:
            table.add_row(name, "-" if value is None else f"{value:.4f}")
    stdout.print(table)
    stdout.print(f"queries: {report['queries']}")
    for w in report.get("warnings", []) + ([report["invalid"]] if "invalid" in report else []):
        stderr.print(f"[yellow]warning:[/] {escape(w)}")


@eval_app.command("memo")
def eval_memo(
    input_file: Annotated[Path, typer.Option("--input", help="JSONL: query, contexts (list of str), answer, optional reference and id.")],
    out_file: Annotated[Path, typer.Option("--out", help="JSONL results, one line per input line (errors included).")],
    metrics: Annotated[str | None, typer.Option(help="Comma list (default: the non-LLM suite). `all` adds the LLM metrics.")] = None,
    nli_window: Annotated[int | None, typer.Option(help="Context sentences per NLI premise window (default settings.metrics.nli_window = 2).")] = None,
    nli_top_m: Annotated[int | None, typer.Option(help="Premise windows per sentence scored by NLI; 0 = all (default settings.metrics.nli_top_m = 8).")] = None,
    nli_early_exit: Annotated[float | None, typer.Option(
        min=0.0, max=1.0, help="Cascade: a sentence entailed at least this much by one of its 2 most similar windows skips "
        "its other windows (faster; no flag changes at or above the flag threshold 0.5; settings.metrics.nli_early_exit).")] = None,
    engine: EngineOpt = "single",
    address: AddressOpt = None,
    workers: WorkersOpt = 2,
    job: JobOpt = None,
    lease: LeaseOpt = 300.0,
    no_record: Annotated[bool, typer.Option("--no-record", help="Do not record this run in the store (`tinyrag runs`).")] = False,
    max_cost: Annotated[float | None, typer.Option(
        "--max-cost", help="Budget in USD for the LLM metrics (prices: llm.prices): stop before the memo that would "
        "take the run's LLM cost over it; the memos done stay written and recorded; exit code 3. With --job the "
        "budget is the job's (its stored cost over every worker; `tinyrag jobs resume ID --max-cost` raises it); "
        "with --engine ray it needs --job.")] = None,
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Estimate the LLM metrics' calls, tokens and cost from the rendered prompts (the cache "
        "counts as free); send none, write nothing, record nothing. Single engine, without --job.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Explainable memo metrics: embedding, NLI, numeric (and LLM ones on request), per memo.

    Every input line gives one output line; a malformed line gives an `error` instead of metrics.
    With `--engine ray` the memos are evaluated by Ray actor workers (same results). With `--job ID`
    the batch is a resumable job in the store: a killed run is finished by `tinyrag jobs resume ID`
    (or the same command again), and a finished job evaluates nothing again.
    """
    settings = load_settings()
    ray = ray_options(engine, address, workers)
    from ..engine.memo import MemoBatchSpec, memo_record
    from ..engine.ray_runtime import EngineError
    from ..metrics.memo import (
        ALL_METRICS,
        DEFAULT_METRICS,
        MemoEvaluator,
        MemoInput,
        MetricOptions,
        memo_summary,
    )
    from ..store import StoreError

    names = ALL_METRICS if metrics == "all" else tuple(m.strip() for m in metrics.split(",") if m.strip()) if metrics else DEFAULT_METRICS
    from ..llm.usage import track_usage  # lazy: pydantic is not loaded at CLI start-up

    batch = None
    with user_errors(EngineError, StoreError), track_usage() as usage:
        from ..llm.budget import CostBudget

        budget = CostBudget(max_cost) if max_cost is not None else None
        if dry_run and (ray is not None or job is not None):
            raise ValueError("--dry-run estimates in this process: use it with --engine single and without --job")
        if budget is not None and ray is not None and job is None:
            raise ValueError("with --engine ray, --max-cost needs --job ID: the budget is counted on the job's items "
                             "in the store, which every worker updates")
        rows = read_memo_rows(input_file)
        overrides: dict[str, Any] = {}
        if nli_window is not None:
            overrides["nli_window"] = nli_window
        if nli_top_m is not None:
            overrides["nli_top_m"] = nli_top_m or None
        if nli_early_exit is not None:
            overrides["nli_early_exit"] = nli_early_exit
        spec = MemoBatchSpec(settings=settings, metrics=names, options=MetricOptions.model_validate(
            {**settings.metrics.model_dump(), **overrides}))
        if dry_run:  # the LLM metrics' calls are counted, not sent
            from ..llm.client import CachedLLM, TextCompletions

            client = CachedLLM.from_settings(settings)
            client.dry_run = True
            evaluator = MemoEvaluator(settings, names, spec.options,
                                      llm=TextCompletions(client, settings.models.llm_max_new_tokens))
        else:
            evaluator = spec.evaluator()  # unknown metric names fail here, on either engine
        job_usage = None
        if job is not None:
            summary, records = _memo_job(job, lease, rows, spec, input_file, out_file, ray, settings, max_cost)
            job_usage = summary.pop("_usage")
        else:
            done = None
            if ray is not None:
                from ..engine.memo import evaluate_memos_ray, valid_items

                done = evaluate_memos_ray(valid_items(rows), spec, ray)

            def evaluate(index: int, line: int, item: Any, record: dict[str, Any], step: Any) -> None:
                record.update(done[index] if done is not None else memo_record(evaluator, item))
                step()

            batch = run_batch(rows, MemoInput, evaluate, out_file=None if dry_run else out_file, label="memos",
                              rate_unit=" memos/min",
                              should_stop=None if budget is None else lambda n: budget.stop_reason(usage, n))
            records = batch.records
            summary = {**memo_summary(records), "out": str(out_file), "seconds": batch.seconds()}
            if budget is not None:
                summary |= {"usage": usage.model_dump(), "max_cost_usd": budget.max_cost_usd,
                            "stopped": batch.stopped}
    if dry_run:
        from ..llm.budget import MEMO_DRY_RUN_ASSUMPTION

        print_estimate(batch, usage, as_json, unit="memo(s)", assumption=MEMO_DRY_RUN_ASSUMPTION)
        return
    recorded = ""
    if not no_record:
        from ..runs.record import items_from_batch, memo_run_spec, save_run

        short = {k: {c: m[c] for c in ("valid", "invalid", "not_applicable", "mean")} for k, m in summary["metrics"].items()}
        extra = {"engine": engine, **({"job": job} if job else {})}
        rec, message = save_run(lambda: memo_run_spec(
            "eval_memo", settings, input_file, names, evaluator.options,
            summary={"rows": summary["rows"], "row_errors": summary["row_errors"], "metrics": short,
                     "out": str(out_file)}, extra_config=extra), lambda: items_from_batch(records), settings,
            # a job's usage is stored per item by every worker; Ray workers' calls are not seen here otherwise
            usage=job_usage if job_usage is not None else usage if ray is None else None)
        summary["run_id"] = rec.id if rec else None
        recorded = escape(message) if rec else f"[bold yellow]warning:[/] {escape(message)}"
    if as_json:
        print_json(summary)
        if recorded:
            stderr.print(recorded)
        if batch is not None:
            exit_if_stopped(batch, "evaluated")
        exit_if_job_stopped(summary)
        return
    table = Table(title=f"memo metrics over {summary['rows']} rows -> {escape(str(out_file))}")
    for col in ("metric", "valid", "invalid", "n/a", "mean", "median", "min"):
        table.add_column(col, justify="left" if col == "metric" else "right")
    for name, m in summary["metrics"].items():
        table.add_row(name, str(m["valid"]), str(m["invalid"]), str(m["not_applicable"]),
                      *("-" if m[k] is None else f"{m[k]:.3f}" for k in ("mean", "median", "min")))
    stdout.print(table)
    if summary["row_errors"]:
        stderr.print(f"[yellow]{summary['row_errors']} row(s) had errors; see their `error` field in the output")
    if recorded:
        stderr.print(recorded)
    if batch is not None:
        exit_if_stopped(batch, "evaluated")
    exit_if_job_stopped(summary)


def _memo_job(job: str, lease: float, rows: list[Any], spec: Any, input_file: Path, out_file: Path,
              ray: Any, settings: Any, max_cost: float | None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """`eval memo --job`: record the batch as a job (or find it; a new --max-cost replaces its
    budget), work it to the end or to its budget, write the output."""
    import time

    from ..engine.memo import JOB_MUTABLE, MEMO_JOB, finish_memo_job, job_items, job_spec
    from ..store import JobQueue, Store
    from .batch import invalid_row

    t0 = time.perf_counter()
    queue = JobQueue(Store.open(settings=settings), lease)
    stored = job_spec(spec, str(input_file.resolve()), str(out_file.resolve()), max_cost)
    queue.create(job, MEMO_JOB, stored, job_items(rows, invalid_row), mutable=JOB_MUTABLE)
    records, evaluated = finish_memo_job(queue, job, spec, out_file, ray)
    for r in records:
        if r.get("error") and r.get("status") not in ("pending", "running"):
            stderr.print(f"[yellow]line {r['line']}:[/] {escape(r['error'])}")
    return job_summary(queue, job, records, out_file, evaluated, time.perf_counter() - t0), records
