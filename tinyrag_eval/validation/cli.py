"""`tinyrag testgen`, `tinyrag weakness`, `tinyrag robustness` and `tinyrag validate` (registered in :mod:`tinyrag_eval.cli` by one
``app.add_typer`` line)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer

app = typer.Typer()
KINDS_HELP = ("typo, char_noise, grammar, colloquial, misleading_premise, contradictory_context, planted_instruction, "
              "out_of_distribution")
"""validation.robustness.PERTURBATIONS, written out so that the CLI does not import it at start (a test checks)."""


def _coverage_table(report: Any) -> Any:
    from rich.markup import escape
    from rich.table import Table

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


@app.command("testgen")
def testgen(
    index: Annotated[Path | None, typer.Option("--index", "-i", help="Index directory (default: settings.index_dir).")] = None,
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
    from rich.markup import escape

    from ..cli import _errors, _print_json, _progress, _quiet_libraries, _settings, console, out
    from .testgen import run_testgen

    _quiet_libraries()
    settings = _settings()
    if sampling not in (None, "proportional", "equal", "weighted"):
        console.print(f"[bold red]error:[/] --sampling must be proportional, equal or weighted, not {sampling!r}")
        raise typer.Exit(2)
    type_list = [t.strip() for arg in types or [] for t in arg.split(",") if t.strip()] or None
    t0 = time.perf_counter()
    with _errors(), _progress() as bar:
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
        _print_json(report.model_dump())
        return
    out.print(_coverage_table(report))
    rec = report.recall.get("all_generated", {})
    k1 = report.recall["k1"]
    out.print(f"kept {report.kept} of {report.n_sampled} tests -> {escape(report.out)}; dropped: "
              f"{report.dropped or 'none'} -> {escape(report.dropped_out)}")
    out.print(f"generators: {report.generated}")
    if rec:
        out.print(f"recall@{k1} of source chunks (all generated queries with sources, n = {rec['queries']}): "
                  f"{rec.get(f'recall@{k1}')}")
    for w in report.warnings:
        console.print(f"[yellow]warning:[/] {escape(w)}")


@app.command("weakness")
def weakness(
    results: Annotated[Path, typer.Option("--results", help="JSONL, one row per test: type (or query_type), topic, metrics {name: value}.")],
    out_dir: Annotated[Path, typer.Option("--out", help="Folder for the PNG plots and weakness.json.")] = Path("weakness"),
    metric: Annotated[list[str] | None, typer.Option("--metric", help="Metrics to analyse; repeat (default: all present).")] = None,
    seed: Annotated[int | None, typer.Option(help="Bootstrap seed (default settings.seed).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON on stdout.")] = False,
) -> None:
    """Weakness maps: per-topic and per-type means with bootstrap CIs, topic x type heatmaps,
    violin and joint-distribution plots, and weak cells flagged under Benjamini-Hochberg FDR."""
    from rich.markup import escape
    from rich.table import Table

    from ..cli import _errors, _print_json, _settings, console, out
    from .weakness import read_results, weakness_report

    settings = _settings()
    with _errors():  # WeaknessInputError is a ValueError: one red line, exit code 2
        report = weakness_report(read_results(results), out_dir, metrics=metric, seed=seed, settings=settings)
    if as_json:
        _print_json(report.model_dump())
        return
    table = Table(title=f"weak cells ({len(report.weak)} of {report.tests_made} tested; FDR "
                        f"{report.settings['fdr_alpha']}) over {report.tests} tests")
    for col in ("metric", "cell", "n", "mean", "overall", "q"):
        table.add_column(col, justify="left" if col in ("metric", "cell") else "right")
    for c in report.weak:
        cell = " x ".join(x for x in (c.topic, c.query_type) if x)
        table.add_row(c.metric, escape(cell), str(c.n), f"{c.mean:.3f}", f"{report.overall[c.metric]['mean']:.3f}",
                      f"{c.q_value:.4f}")
    out.print(table)
    out.print(f"plots: {escape(str(out_dir))} ({len(report.plots)} PNG files) and weakness.json")
    for note in report.notes:
        console.print(f"[yellow]note:[/] {escape(note)}")


_STAGES = {"testgen:generate": "tests generated", "testgen:retrieve": "tests retrieved", "testgen:select": "query selection",
           "pipeline": "pipeline runs", "weakness": "weakness maps", "robustness": "robustness runs",
           "bias": "bias probes", "report": "report (HTML, PDF)"}


@app.command("validate")
def validate(
    index: Annotated[Path | None, typer.Option("--index", "-i", help="Index directory to validate (default: settings.index_dir).")] = None,
    out_dir: Annotated[Path, typer.Option("--out", help="Output folder: report.html, report.pdf, report.json, "
                                          "tests.jsonl (+ tests.dropped.jsonl), results.jsonl (one pipeline result "
                                          "per test), plots/*.png.")] = Path("validation"),
    n: Annotated[int | None, typer.Option("--n", help="Chunks sampled by stratified test generation, one test each "
                                          "(default settings.validation.n_tests).")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of strata, sampling, types, bootstrap and perturbations "
                                             "(default settings.seed).")] = None,
    robust_n: Annotated[int, typer.Option("--robust-n", help="Tests (one per stratum first) run again under every "
                                          "perturbation; 0 skips robustness.")] = 4,
    kinds: Annotated[list[str] | None, typer.Option("--kinds", help="Perturbations; repeat or comma-separate "
                                                    f"(default: all of {KINDS_HELP}).")] = None,
    bias_n: Annotated[int, typer.Option("--bias-n", help="Queries probed with counterfactual swaps (gender, race, "
                                        "age, income); 0 skips.")] = 2,
    no_llm: Annotated[bool, typer.Option("--no-llm", help="Template test questions (no LLM in test generation; the "
                                         "memo pipeline still uses the configured LLM).")] = False,
    no_pdf: Annotated[bool, typer.Option("--no-pdf", help="Write the HTML and JSON only.")] = False,
    render_only: Annotated[Path | None, typer.Option("--render-only", help="Re-render report.html and report.pdf "
                                                     "from OUT_DIR/report.json and its plots; runs nothing else.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print report.json on stdout instead of the summary.")] = False,
) -> None:
    """The HCAT validation run: stratified test generation, the memo pipeline on every test
    (source chunks as retrieval labels), weakness maps, robustness probes, toxicity, privacy and
    bias checks, written as an HTML and PDF report for a model-risk reviewer. A stage that fails is
    listed under 'Problems' in the report; only a missing or empty index stops the run."""
    from rich.markup import escape

    from ..cli import _errors, _print_json, _progress, _quiet_libraries, _settings, console, out
    from .report import render_only as rerender
    from .runner import run_validation

    _quiet_libraries()
    if render_only is not None:
        with _errors():
            paths = rerender(render_only, pdf=not no_pdf)
        out.print("re-rendered " + ", ".join(escape(str(p)) for p in paths.values()))
        return
    settings = _settings()
    kind_list = [k.strip() for arg in kinds or [] for k in arg.split(",") if k.strip()] or None
    if kind_list:
        from .robustness import PERTURBATIONS

        unknown = [k for k in kind_list if k not in PERTURBATIONS]
        if unknown:
            console.print(f"[bold red]error:[/] unknown --kinds {unknown}; choose from {', '.join(PERTURBATIONS)}")
            raise typer.Exit(2)
    t0 = time.perf_counter()
    with _errors(), _progress() as bar:
        tasks: dict[str, Any] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(_STAGES.get(stage, stage), total=total, rate="")
            rate = done / max(1e-9, time.perf_counter() - t0) * 60
            bar.update(tasks[stage], completed=done, total=total, rate=f"{rate:.1f}/min" if done else "")

        report = run_validation(index or settings.index_dir, out_dir, n=n, seed=seed, robust_n=robust_n,
                                kinds=kind_list, settings=settings, use_llm=not no_llm, bias_n=bias_n,
                                pdf=not no_pdf, progress=progress)
    if as_json:
        _print_json(report.model_dump())
        return
    from .report import decision_counts, executive_summary

    out.print(f"[bold]validation report[/] -> {escape(str(out_dir))} ({', '.join(escape(v) for v in report.files.values())})")
    for line in executive_summary(report):
        out.print(f" • {escape(line)}")
    out.print(f"decisions: {decision_counts(report.results)}; wall time {report.seconds.get('total', 0):.0f} s")
    for p in report.problems:
        console.print(f"[yellow]problem[/] [{escape(p.stage)}{' ' + escape(p.test_id) if p.test_id else ''}] {escape(p.message)}")


def _robustness_tables(report: Any) -> list[Any]:
    """Decision flips and indicators per perturbation; mean metric deltas with 95% CIs."""
    from rich.table import Table

    flips = Table(title=f"robustness: {report.n_queries} queries x {len(report.perturbations)} perturbations "
                        f"(seed {report.seed}): decisions")
    for col in ("perturbation", "n", "n/a", "errors", "flips", "fin->esc", "esc->fin", "indicator"):
        flips.add_column(col, justify="left" if col in ("perturbation", "indicator") else "right")
    for kind in report.perturbations:
        s = report.summary[kind]
        ind = ""
        if kind == "planted_instruction":
            ind = f"instruction obeyed {s['instruction_followed']}/{s['n']}"
        elif kind == "out_of_distribution":
            ind = f"finalized {s['finalized']}/{s['n']} (ideally 0)"
        elif "marker_in_memo" in s:
            ind = f"false figure in memo {s['marker_in_memo']}/{s['n']}"
        flips.add_row(kind, str(s["n"]), str(s["not_applicable"]), str(s["errors"]),
                      f"{s['flips']} ({s['flip_rate']:.0%})", str(s["finalize_to_escalate"]),
                      str(s["escalate_to_finalize"]), ind)
    shown = [m for m in ("nli_groundedness", "context_relevancy", "judge.overall", "probability")
             if m in report.metrics][:3]
    deltas = Table(title="mean delta, perturbed - original [95% bootstrap CI]")
    deltas.add_column("perturbation")
    for m in shown:
        deltas.add_column(m, justify="right")

    def cell(st: dict[str, Any] | None) -> str:
        if not st or st.get("mean_delta") is None:
            return "-"
        ci = "" if st["ci_low"] is None else f" [{st['ci_low']:+.2f},{st['ci_high']:+.2f}]"
        return f"{st['mean_delta']:+.2f}{ci}"

    for kind in report.perturbations:
        deltas.add_row(kind, *(cell(report.summary[kind]["metrics"].get(m)) for m in shown))
    return [flips, deltas]


@app.command("robustness")
def robustness(
    tests_file: Annotated[Path, typer.Option("--tests", help="JSONL of tests from `tinyrag testgen`.")],
    index: Annotated[Path | None, typer.Option("--index", "-i", help="Index directory (default: settings.index_dir).")] = None,
    kinds: Annotated[list[str] | None, typer.Option("--kinds", help="Perturbations; repeat or comma-separate (default: all eight).")] = None,
    n: Annotated[int | None, typer.Option("--n", help="Use the first N tests (default: all).")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed (default settings.seed).")] = None,
    out_file: Annotated[Path, typer.Option("--out", help="Where the report goes (JSON).")] = Path("robustness.json"),
    judge: Annotated[bool, typer.Option("--judge/--no-judge", help="Also run the rubric judge (slow on CPU).")] = False,
    llm_rephrase: Annotated[bool, typer.Option("--llm-rephrase", help="Colloquial rephrasing by the LLM (rules otherwise).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON on stdout.")] = False,
) -> None:
    """Robustness: each test query through the pipeline as it is and under each perturbation
    (typos, character noise, grammar errors, colloquial rephrasing, a misleading premise, a
    contradictory passage, a planted instruction, an out-of-distribution query); per-metric
    deltas with bootstrap CIs, decision flips, planted instructions obeyed."""
    import json

    from rich.markup import escape

    from ..cli import _errors, _print_json, _progress, _quiet_libraries, _settings, console, out
    from .pipeline import ValidationPipeline
    from .robustness import run_robustness
    from .testgen import read_tests

    _quiet_libraries()
    settings = _settings()
    kind_list = [k.strip() for arg in kinds or [] for k in arg.split(",") if k.strip()] or None
    t0 = time.perf_counter()
    with _errors():
        tests = read_tests(tests_file)
        tests = tests[:n] if n is not None else tests
        if not tests:
            raise ValueError(f"{tests_file}: no tests")
        pipeline = ValidationPipeline(settings=settings, index_dir=index, judge=judge)
        llm = pipeline.services.generator._llm().llm if llm_rephrase else None
        with _progress() as bar:
            task = bar.add_task("pipeline runs", total=None, rate="")

            def progress(done: int, total: int) -> None:
                rate = done / max(1e-9, time.perf_counter() - t0) * 60
                bar.update(task, completed=done, total=total, rate=f"{rate:.1f}/min")

            report = run_robustness(tests, pipeline, kinds=kind_list, seed=settings.seed if seed is None else seed,
                                    progress=progress, llm=llm)
        data = report.model_dump()
        data["seconds"] = round(time.perf_counter() - t0, 1)
        out_file.parent.mkdir(parents=True, exist_ok=True)
        out_file.write_text(json.dumps(data, indent=2, default=str) + "\n", encoding="utf-8")
    if as_json:
        _print_json(data)
        return
    for table in _robustness_tables(report):
        out.print(table)
    out.print(f"report -> {escape(str(out_file))} ({len(report.rows)} rows, {data['seconds']} s)")
    for note in report.notes:
        console.print(f"[yellow]note:[/] {escape(note)}")
