"""`tinyrag testgen` and `tinyrag weakness`: stratified test generation, and weakness maps of results."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    IndexOpt,
    load_settings,
    print_json,
    progress_bar,
    stderr,
    stdout,
    user_errors,
)


def _coverage_table(report: Any) -> Any:

    cov = report.coverage
    table = Table(title=f"strata ({len(report.strata)}) and tests: stratified ({report.sampling}) vs uniform, n = "
                        f"{report.n_sampled}")
    for col in ("stratum", "topic (c-TF-IDF)", "chunks", "sampled", "kept", "P(uniform misses)"):
        table.add_column(col, justify="left" if col.startswith("topic") else "right")
    for row in report.strata:
        table.add_row(str(row["stratum"]), escape(row["label"]), str(row["size"]), str(row["sampled"]),
                      str(row["kept_tests"]), f"{row['uniform_miss_probability']:.3f}")
    table.caption = (f"strata covered over {cov['seeds']} seeds: stratified {cov['stratified_mean']:.2f} "
                     f"(min {cov['stratified_min']}), uniform {cov['uniform_mean']:.2f} (min {cov['uniform_min']}, "
                     f"expected {cov['uniform_expected']:.2f}) of {cov['strata']}")
    return table


def testgen(
    index: IndexOpt = None,
    out_file: Annotated[Path, typer.Option("--out", help="JSONL of kept tests; dropped ones go to <out>.dropped.jsonl.")] = Path("tests.jsonl"),
    n: Annotated[int | None, typer.Option("--n", help="Chunks sampled, one test each (default settings.validation.n_tests).")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed (default settings.seed).")] = None,
    strata: Annotated[int | None, typer.Option(help="Number of strata (default: settings.validation.strata, else silhouette).")] = None,
    sampling: Annotated[str | None, typer.Option(help="proportional | equal | weighted (default settings.validation.sampling).")] = None,
    types: Annotated[list[str] | None, typer.Option("--types", help="Query types; repeat or comma-separate (default: all seven).")] = None,
    no_llm: Annotated[bool, typer.Option("--no-llm", help="Template questions only (no LLM); each is marked as fallback.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON on stdout.")] = False,
) -> None:
    """Stratified test generation: strata of the index's chunks, a stratified sample, one LLM
    query per sampled chunk (typed), query selection, and the coverage of strata vs uniform sampling."""

    from ..validation.testgen import run_testgen

    settings = load_settings()
    if sampling not in (None, "proportional", "equal", "weighted"):
        stderr.print(f"[bold red]error:[/] --sampling must be proportional, equal or weighted, not {sampling!r}")
        raise typer.Exit(2)
    type_list = [t.strip() for arg in types or [] for t in arg.split(",") if t.strip()] or None
    t0 = time.perf_counter()
    with user_errors(), progress_bar() as bar:
        tasks: dict[str, Any] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task({"generate": "queries generated", "retrieve": "queries retrieved",
                                             "select": "selection"}.get(stage, stage), total=total, rate="")
            rate = done / max(1e-9, time.perf_counter() - t0) * 60
            bar.update(tasks[stage], completed=done, total=total, rate=f"{rate:.1f}/min")

        _, report = run_testgen(index or settings.index_dir, out_file, settings, use_llm=not no_llm, progress=progress,
                                n=n, seed=seed, strata=strata, sampling=sampling, types=type_list)
    if as_json:
        print_json(report.model_dump())
        return
    stdout.print(_coverage_table(report))
    rec = report.recall.get("all_generated", {})
    k1 = report.recall["k1"]
    stdout.print(f"kept {report.kept} of {report.n_sampled} tests -> {escape(report.out)}; dropped: "
                 f"{report.dropped or 'none'} -> {escape(report.dropped_out)}")
    stdout.print(f"generators: {report.generated}")
    if rec:
        stdout.print(f"recall@{k1} of source chunks (all generated queries with sources, n = {rec['queries']}): "
                     f"{rec.get(f'recall@{k1}')}")
    for w in report.warnings:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")


def weakness(
    results: Annotated[Path, typer.Option("--results", help="JSONL, one row per test: type (or query_type), topic, metrics {name: value}.")],
    out_dir: Annotated[Path, typer.Option("--out", help="Folder for the PNG plots and weakness.json.")] = Path("weakness"),
    metric: Annotated[list[str] | None, typer.Option("--metric", help="Metrics to analyse; repeat (default: all present).")] = None,
    seed: Annotated[int | None, typer.Option(help="Bootstrap seed (default settings.seed).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON on stdout.")] = False,
) -> None:
    """Weakness maps: per-topic and per-type means with bootstrap CIs, topic x type heatmaps,
    violin and joint-distribution plots, and weak cells flagged under Benjamini-Hochberg FDR."""

    from ..validation.weakness import read_results, weakness_report

    settings = load_settings()
    with user_errors():  # WeaknessInputError is a ValueError: one red line, exit code 2
        report = weakness_report(read_results(results), out_dir, metrics=metric, seed=seed, settings=settings)
    if as_json:
        print_json(report.model_dump())
        return
    table = Table(title=f"weak cells ({len(report.weak)} of {report.tests_made} tested; FDR "
                        f"{report.settings['fdr_alpha']}) over {report.tests} tests")
    for col in ("metric", "cell", "n", "mean", "overall", "q"):
        table.add_column(col, justify="left" if col in ("metric", "cell") else "right")
    for c in report.weak:
        cell = " x ".join(x for x in (c.topic, c.query_type) if x)
        table.add_row(c.metric, escape(cell), str(c.n), f"{c.mean:.3f}", f"{report.overall[c.metric]['mean']:.3f}",
                      f"{c.q_value:.4f}")
    stdout.print(table)
    stdout.print(f"plots: {escape(str(out_dir))} ({len(report.plots)} PNG files) and weakness.json")
    for note in report.notes:
        stderr.print(f"[yellow]note:[/] {escape(note)}")
