"""`tinyrag validate` (the whole validation run and its report) and `tinyrag robustness`."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from ..validation.kinds import PERTURBATIONS
from .common import (
    IndexOpt,
    load_settings,
    print_json,
    progress_bar,
    stderr,
    stdout,
    user_errors,
)

KINDS_HELP = ", ".join(PERTURBATIONS)


_STAGES = {"testgen:generate": "tests generated", "testgen:retrieve": "tests retrieved", "testgen:select": "query selection",
           "pipeline": "pipeline runs", "weakness": "weakness maps", "robustness": "robustness runs",
           "bias": "bias probes", "report": "report (HTML, PDF)"}


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
    no_record: Annotated[bool, typer.Option("--no-record", help="Do not record this run in the store (`tinyrag runs`).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print report.json on stdout instead of the summary.")] = False,
) -> None:
    """The HCAT validation run: stratified test generation, the memo pipeline on every test
    (source chunks as retrieval labels), weakness maps, robustness probes, toxicity, privacy and
    bias checks, written as an HTML and PDF report for a model-risk reviewer. A stage that fails is
    listed under 'Problems' in the report; only a missing or empty index stops the run."""

    from ..validation.report import render_only as rerender
    from ..validation.runner import run_validation

    if render_only is not None:
        with user_errors():
            paths = rerender(render_only, pdf=not no_pdf)
        stdout.print("re-rendered " + ", ".join(escape(str(p)) for p in paths.values()))
        return
    settings = load_settings()
    kind_list = [k.strip() for arg in kinds or [] for k in arg.split(",") if k.strip()] or None
    if kind_list:
        from ..validation.kinds import PERTURBATIONS

        unknown = [k for k in kind_list if k not in PERTURBATIONS]
        if unknown:
            stderr.print(f"[bold red]error:[/] unknown --kinds {unknown}; choose from {', '.join(PERTURBATIONS)}")
            raise typer.Exit(2)
    t0 = time.perf_counter()
    from ..llm.usage import track_usage  # lazy: pydantic is not loaded at CLI start-up

    with user_errors(), progress_bar() as bar, track_usage() as usage:
        tasks: dict[str, Any] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(_STAGES.get(stage, stage), total=total, rate="")
            rate = done / max(1e-9, time.perf_counter() - t0) * 60
            bar.update(tasks[stage], completed=done, total=total, rate=f"{rate:.1f}/min" if done else "")

        report = run_validation(index or settings.index_dir, out_dir, n=n, seed=seed, robust_n=robust_n,
                                kinds=kind_list, settings=settings, use_llm=not no_llm, bias_n=bias_n,
                                pdf=not no_pdf, progress=progress)
    recorded = ""
    if not no_record:
        from ..runs.record import items_from_validation, save_run, validation_run_spec

        rec, message = save_run(lambda: validation_run_spec(report, settings), lambda: items_from_validation(report),
                                settings, usage=usage)
        recorded = escape(message) if rec else f"[bold yellow]warning:[/] {escape(message)}"
    if as_json:
        print_json(report.model_dump())
        if recorded:
            stderr.print(recorded)
        return
    from ..validation.report import decision_counts, executive_summary

    stdout.print(f"[bold]validation report[/] -> {escape(str(out_dir))} ({', '.join(escape(v) for v in report.files.values())})")
    for line in executive_summary(report):
        stdout.print(f" • {escape(line)}")
    stdout.print(f"decisions: {decision_counts(report.results)}; wall time {report.seconds.get('total', 0):.0f} s")
    for p in report.problems:
        stderr.print(f"[yellow]problem[/] [{escape(p.stage)}{' ' + escape(p.test_id) if p.test_id else ''}] {escape(p.message)}")
    if recorded:
        stderr.print(recorded)


def _robustness_tables(report: Any) -> list[Any]:
    """Decision flips and indicators per perturbation; mean metric deltas with 95% CIs."""

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


def robustness(
    tests_file: Annotated[Path, typer.Option("--tests", help="JSONL of tests from `tinyrag testgen`.")],
    index: IndexOpt = None,
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

    from ..validation.pipeline import ValidationPipeline
    from ..validation.robustness import run_robustness
    from ..validation.testgen import read_tests

    settings = load_settings()
    kind_list = [k.strip() for arg in kinds or [] for k in arg.split(",") if k.strip()] or None
    t0 = time.perf_counter()
    with user_errors():
        tests = read_tests(tests_file)
        tests = tests[:n] if n is not None else tests
        if not tests:
            raise ValueError(f"{tests_file}: no tests")
        pipeline = ValidationPipeline(settings=settings, index_dir=index, judge=judge)
        llm = pipeline.services.get_tinyrag_llm().llm if llm_rephrase else None
        with progress_bar() as bar:
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
        print_json(data)
        return
    for table in _robustness_tables(report):
        stdout.print(table)
    stdout.print(f"report -> {escape(str(out_file))} ({len(report.rows)} rows, {data['seconds']} s)")
    for note in report.notes:
        stderr.print(f"[yellow]note:[/] {escape(note)}")
