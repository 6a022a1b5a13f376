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
    print_rows,
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


def _ci(lo_hi: Any) -> str:
    return "" if lo_hi is None else f" [{lo_hi[0]:.2f}, {lo_hi[1]:.2f}]"


@judge_app.command("align")
def judge_align(
    labels: Annotated[Path | None, typer.Option(
        "--labels", help="A labelled JSONL file instead of the store: per line 'label' (0/1), optional 'failed' or "
        "'criteria', 'judges' {judge: {criterion: 0|1|probability}} and/or a rubric 'verdict' / panel 'verdicts' "
        "as `tinyrag judge rubric --out` writes them (docs/judges.md).")] = None,
    inherit: Annotated[bool, typer.Option(
        "--inherit", help="Count a rejection that named no failed criterion as failing every criterion (as "
        "calibration does); by default it counts for 'overall' only.")] = False,
    pass_score: Annotated[float, typer.Option(
        "--pass-score", min=1.0, max=5.0, help="A rubric criterion passes at this 1-5 score or above.")] = 4.0,
    suggest_fewshots: Annotated[int | None, typer.Option(
        "--suggest-fewshots", min=1, help="Pick K reviewed memos where the judge disagreed with the reviewer "
        "(balanced pass/fail) and write them as a few-shot file (--fewshot-out) for judges.fewshot_file.")] = None,
    fewshot_judge: Annotated[str, typer.Option("--fewshot-judge", help="Whose disagreements to pick.")] = "rubric",
    fewshot_criteria: Annotated[str, typer.Option(
        "--fewshot-criteria", help="Comma list of criteria whose disagreements count.")] = "grounded",
    fewshot_out: Annotated[Path, typer.Option("--fewshot-out", help="Where the few-shot JSON goes.")] = Path(
        "judge_fewshots.json"),
    as_json: JsonOpt = False,
) -> None:
    """Agreement of each judge with the reviewers' verdicts, per criterion: n, accuracy (Wilson 95 %
    interval), Cohen's κ (bootstrap 95 % interval), confusion matrix.

    Judges: the rubric judge's scores, the offline calibrated criteria (P >= 0.5), the LLM verifier
    and the pairwise judge where they ran; from a labelled file, any judge it names (e.g. a panel)."""
    settings = load_settings()
    from ..judges.align import (
        ALIGN_CRITERIA,
        align,
        fewshot_file,
        items_from_store,
        pick_fewshots,
        read_labelled_file,
    )
    from ..store import Store, StoreError

    with user_errors(StoreError):
        want_texts = suggest_fewshots is not None
        if labels is not None:
            items = read_labelled_file(labels, inherit=inherit, pass_score=pass_score)
            source = str(labels)
        else:
            store = Store.open(settings=settings)
            items = items_from_store(store, inherit=inherit, pass_score=pass_score, with_texts=want_texts)
            source = f"store {store.url}"
        report = align(items, source=source, inherit=inherit, pass_score=pass_score, seed=settings.seed)
        fewshots = None
        if want_texts:
            crits = [c.strip() for c in fewshot_criteria.split(",") if c.strip()]
            unknown = [c for c in crits if c not in ALIGN_CRITERIA]
            if not crits or unknown:
                raise ValueError(f"--fewshot-criteria: unknown {unknown or crits} (known: {', '.join(ALIGN_CRITERIA)})")
            picked = pick_fewshots(items, suggest_fewshots, judge=fewshot_judge, criteria=crits,  # type: ignore[arg-type]
                                   pass_score=pass_score)
            measured = _fewshot_measure_note(settings)
            fewshots = fewshot_file(picked, judge=fewshot_judge, criteria=crits, source=source, measured=measured)
            if picked:
                fewshot_out.parent.mkdir(parents=True, exist_ok=True)
                fewshot_out.write_text(fewshots.model_dump_json(indent=2), encoding="utf-8")
    if as_json:
        out = report.model_dump(mode="json")
        if fewshots is not None:
            out["fewshots"] = {"path": str(fewshot_out) if fewshots.examples else None,
                               "examples": len(fewshots.examples), "measured": fewshots.measured,
                               "ids": [e.id for e in fewshots.examples]}
        print_json(out)
        return
    stdout.print(f"[bold]judge alignment[/] with the reviewers: {report.n_labels} labelled memo(s) from "
                 f"{escape(report.source)}")
    rows = [{"judge": r.judge, "criterion": r.criterion, "n": r.n, "abstained": r.abstained,
             "accuracy [95% CI]": "-" if r.accuracy is None else f"{r.accuracy:.2f}{_ci(r.accuracy_ci)}",
             "kappa [95% CI]": "-" if r.kappa is None else f"{r.kappa:.2f}{_ci(r.kappa_ci)}",
             "confusion (pp/pf/fp/ff)": f"{r.confusion.both_pass}/{r.confusion.human_pass_judge_fail}/"
                                        f"{r.confusion.human_fail_judge_pass}/{r.confusion.both_fail}",
             "from": r.source, "note": r.note} for r in report.rows]
    print_rows(rows, as_json=False, title="judge vs reviewer (confusion: reviewer/judge, p = pass, f = fail)",
               empty="no judge gave a verdict on any labelled memo")
    for note in report.notes:
        stderr.print(f"[yellow]note:[/] {escape(note)}")
    if fewshots is not None:
        if fewshots.examples:
            n_fail = sum(e.human == 0 for e in fewshots.examples)
            stdout.print(f"few-shots: {len(fewshots.examples)} reviewed memo(s) where {escape(fewshots.judge)} "
                         f"disagreed ({n_fail} the reviewer failed, {len(fewshots.examples) - n_fail} passed) -> "
                         f"{escape(str(fewshot_out))}; set judges.fewshot_file to use them")
        else:
            stderr.print(f"[yellow]few-shots:[/] {escape(fewshots.judge)} never disagreed with a reviewer on "
                         f"{escape(', '.join(fewshots.criteria))} (or the memos have no text): nothing written")
        stderr.print(f"[yellow]note:[/] {escape(fewshots.measured)}")


def _fewshot_measure_note(settings: Any) -> str:
    """What is known about the few-shots' effect: nothing yet. Measuring it needs the judge LLM
    re-run on memos reviewed after the pick; this command runs no LLM."""
    llm = settings.models.openai_model if settings.models.llm_provider == "openai" else settings.models.llm
    return (f"not measured: this command runs no LLM. Whether these examples raise agreement shows only when the "
            f"judge ({llm}) re-judges memos reviewed after this pick with judges.fewshot_file set, and "
            "`tinyrag judge align` compares (the memos they were picked from would flatter them)")
