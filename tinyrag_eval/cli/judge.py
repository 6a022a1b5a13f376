"""`tinyrag judge rubric` and `tinyrag judge pairwise`: LLM judges over a JSONL file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .batch import BatchRun, exit_if_stopped, print_estimate, run_batch
from .common import (
    JsonOpt,
    load_settings,
    print_json,
    read_memo_rows,
    stderr,
    stdout,
    user_errors,
)

judge_app = typer.Typer(help="LLM judges: five-criterion rubric, pairwise with position swap.", no_args_is_help=True)

OutOpt = Annotated[Path | None, typer.Option("--out", help="JSONL results, one line per input line (errors included).")]
PanelOpt = Annotated[list[str] | None, typer.Option(
    "--panel", help="Judge with several LLMs (repeat): 'bundled', a local model path, 'openai:<model>' or "
    "'<backend>:<model>'; "
    "adds cross-model agreement. Default: settings.judges.panel, else the configured LLM alone.")]


def _judge_settings(max_tokens: int | None, key: str, tie_margin: float | None = None) -> Any:
    settings = load_settings()
    upd: dict[str, Any] = {}
    if max_tokens is not None:
        upd[key] = max_tokens
    if tie_margin is not None:
        upd["tie_margin"] = tie_margin
    if upd:
        from ..config import JudgeSettings

        settings = settings.model_copy(update={"judges": JudgeSettings.model_validate(
            {**settings.judges.model_dump(), **upd})})
    return settings


def _judges(settings: Any, panel: list[str] | None, judge: Any) -> dict[str, Any]:
    """{name: judge(client, settings)} over the panel's models, or the configured LLM alone."""
    from ..judges.client import judge_client
    from ..judges.panel import llm_from_spec

    specs = list(panel or settings.judges.panel)
    if not specs:
        jl = judge_client(settings)
        return {jl.name: judge(jl, settings)}
    if len(set(specs)) != len(specs):
        raise ValueError(f"duplicate judge in --panel: {specs}")
    return {spec: judge(judge_client(settings, llm_from_spec(spec, settings)), settings) for spec in specs}


def _judge_batch(rows: list[Any], schema: Any, judges: dict[str, Any], judge_one: Callable[..., Any], *, key: str,
                 label: str, out_file: Path | None, rate_unit: str = "/min",
                 should_stop: Callable[[int], str | None] | None = None) -> tuple[BatchRun, dict[str, list[Any]]]:
    """Every judge on every valid row: ``judge_one(name, judge, index, line, item)`` gives one result,
    kept in the record under ``key`` (one judge) or ``key + "s"`` by judge name (a panel)."""
    results: dict[str, list[Any]] = {n: [] for n in judges}

    def work(index: int, line: int, item: Any, record: dict[str, Any], step: Callable[[], None]) -> None:
        for name, judge in judges.items():
            result = judge_one(name, judge, index, line, item)
            results[name].append(result)
            if len(judges) == 1:
                record[key] = result.model_dump()
            else:
                record.setdefault(f"{key}s", {})[name] = result.model_dump()
            step()

    batch = run_batch(rows, schema, work, out_file=out_file, label=label, steps_per_row=len(judges),
                      rate_unit=rate_unit, should_stop=should_stop)
    return batch, results


def _summary(rows: int, batch: BatchRun, out_file: Path | None, warnings: list[str],
             per_judge: dict[str, dict[str, Any]], agreement: Any) -> dict[str, Any]:
    """The summary both judge commands share: counts, timing, and one judge's figures inline or a
    panel's per judge with their agreement."""
    summary: dict[str, Any] = {"rows": rows, "row_errors": batch.row_errors,
                               "out": str(out_file) if out_file else None,
                               "seconds": batch.seconds(), "warnings": warnings}
    if len(per_judge) == 1:
        summary.update(next(iter(per_judge.values())))
        summary["model"] = next(iter(per_judge))
    else:
        summary["judges"] = per_judge
        summary["agreement"] = agreement
    for w in warnings:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")
    return summary


@judge_app.command("rubric")
def judge_rubric(
    input_file: Annotated[Path, typer.Option("--input", help="JSONL: context (str) or contexts (list), memo or answer, "
                                             "optional reference, id, generator.")],
    out_file: OutOpt = None,
    max_tokens: Annotated[int | None, typer.Option(help="Max new tokens per judgement (default settings.judges.rubric_max_tokens).")] = None,
    panel: PanelOpt = None,
    max_cost: Annotated[float | None, typer.Option(
        "--max-cost", help="Budget in USD (prices: llm.prices): stop before the memo that would take the run's LLM "
        "cost over it; the memos done stay written; exit code 3.")] = None,
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Estimate the LLM calls, tokens and cost from the rendered prompts (the cache counts "
        "as free); send nothing, write nothing.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Score memos 1-5 on hallucination, captured rate, value add, missing out and confidence
    calibration. Without a reference, captured rate and missing out are 'not applicable'."""
    settings = _judge_settings(max_tokens, "rubric_max_tokens")
    from ..judges.panel import panel_agreement, rubric_agreement
    from ..judges.rubric import CRITERIA, RubricInput, RubricJudge, rubric_stats, same_model
    from ..llm.budget import CostBudget
    from ..llm.usage import track_usage

    with user_errors():
        budget = CostBudget(max_cost) if max_cost is not None else None
        rows = read_memo_rows(input_file)
        judges = _judges(settings, panel, RubricJudge)
        for judge in judges.values():
            judge.llm.dry_run = dry_run
        warnings: list[str] = []

        def judge_memo(name: str, judge: Any, index: int, line: int, item: Any) -> Any:
            if item.generator and same_model(item.generator, judge.llm.name):
                warnings.append(f"line {line}: {name} judges its own generation ({item.generator})")
            return judge.judge_item(item)

        with track_usage() as usage:
            batch, verdicts = _judge_batch(
                rows, RubricInput, judges, judge_memo, key="verdict", label="memos",
                out_file=None if dry_run else out_file,
                should_stop=None if budget is None else lambda done: budget.stop_reason(usage, done))
    if dry_run:
        print_estimate(batch, usage, as_json, unit="memo(s)")
        return
    per_judge = {name: {**rubric_stats(vs), **judges[name].llm.stats.as_dict()} for name, vs in verdicts.items()}
    summary = _summary(len(rows), batch, out_file, warnings, per_judge, panel_agreement(verdicts, rubric_agreement))
    if budget is not None:
        summary |= {"usage": usage.model_dump(), "max_cost_usd": budget.max_cost_usd, "stopped": batch.stopped}
    if as_json:
        print_json(summary)
        exit_if_stopped(batch, "judged")
        return
    for name, s in per_judge.items():
        table = Table(title=f"rubric judge {escape(name)}: {s['counts']['valid']} valid, {s['counts']['repaired']} "
                      f"repaired, {s['counts']['invalid']} invalid; {s['llm_calls']} LLM calls, "
                      f"{s['cache_hits']} cache hits")
        for col in ("criterion", "mean score", "mean weighted", "not applicable"):
            table.add_column(col, justify="left" if col == "criterion" else "right")
        for c in CRITERIA:
            m, w = s["mean_scores"][c], s["mean_weighted_scores"][c]
            table.add_row(c, "-" if m is None else f"{m:.2f}", "-" if w is None else f"{w:.2f}", str(s["not_applicable"][c]))
        stdout.print(table)
    exit_if_stopped(batch, "judged")


@judge_app.command("pairwise")
def judge_pairwise(
    input_file: Annotated[Path, typer.Option("--input", help="JSONL: input, output_1, output_2, optional label (1|2), "
                                             "id, generator_1, generator_2.")],
    out_file: OutOpt = None,
    tie_margin: Annotated[float | None, typer.Option(help="Combined P(output 1 better) within 0.5 +/- this is a tie "
                                                     "(default settings.judges.tie_margin).")] = None,
    panel: PanelOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Judge each pair in both orders (position swap): combined verdict, consistency, first-position
    preference, ties, Cohen's kappa between orders, accuracy when labels exist."""
    settings = _judge_settings(None, "pairwise_max_tokens", tie_margin)
    from ..judges.pairwise import PairInput, PairwiseJudge, pairwise_stats
    from ..judges.panel import pairwise_agreement, panel_agreement

    with user_errors():
        rows = read_memo_rows(input_file)
        judges = _judges(settings, panel, PairwiseJudge)

        def judge_pair(name: str, judge: Any, index: int, line: int, pair: Any) -> Any:
            return judge.judge_pair(pair, index)

        batch, results = _judge_batch(rows, PairInput, judges, judge_pair, key="result", label="pairs",
                                      out_file=out_file, rate_unit=" pairs/min")
    per_judge = {name: {**pairwise_stats(rs), **judges[name].llm.stats.as_dict()} for name, rs in results.items()}
    warnings = [w for rs in results.values() for r in rs for w in r.warnings]
    summary = _summary(len(rows), batch, out_file, warnings, per_judge, panel_agreement(results, pairwise_agreement))
    if as_json:
        print_json(summary)
        return
    table = Table(title=f"pairwise judge over {summary['rows']} rows (both orders)")
    cols = ("judge", "accuracy", "single order (ab)", "consistency", "first-position", "ties", "kappa orders",
            "valid/repaired/invalid", "LLM calls", "cache hits")
    for col in cols:
        table.add_column(col, justify="left" if col == "judge" else "right")

    def f(x: Any) -> str:
        return "-" if x is None else f"{x:.3f}" if isinstance(x, float) else str(x)

    for name, s in per_judge.items():
        j = s["judgements"]
        table.add_row(escape(name), f(s["accuracy"]), f(s["accuracy_ab_only"]), f(s["consistency_rate"]),
                      f(s["first_position_rate"]), f(s["tie_rate"]), f(s["kappa_orders"]),
                      f"{j['valid']}/{j['repaired']}/{j['invalid']}", str(s["llm_calls"]), str(s["cache_hits"]))
    stdout.print(table)
    for name, s in per_judge.items():
        if s["flagged"]:
            stderr.print(f"[yellow]{escape(name)}: {len(s['flagged'])} pair(s) flagged for review "
                         f"(swap-inconsistent or an order invalid); see `flagged` in --json / --out")
