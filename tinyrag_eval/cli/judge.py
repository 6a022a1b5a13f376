"""`tinyrag judge rubric` and `tinyrag judge pairwise`: LLM judges over a JSONL file."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    JsonOpt,
    load_settings,
    print_json,
    progress_bar,
    quiet_libraries,
    read_memo_rows,
    stderr,
    stdout,
    user_errors,
)

judge_app = typer.Typer(help="LLM judges: five-criterion rubric, pairwise with position swap.", no_args_is_help=True)

OutOpt = Annotated[Path | None, typer.Option("--out", help="JSONL results, one line per input line (errors included).")]
PanelOpt = Annotated[list[str] | None, typer.Option(
    "--panel", help="Judge with several LLMs (repeat): 'bundled', a local model path or 'openai:<model>'; "
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


def _rows_or_errors(input_file: Path) -> list[tuple[int, dict[str, Any] | None, str]]:
    return read_memo_rows(input_file)


def _write(out_file: Path | None, records: list[dict[str, Any]]) -> None:
    if out_file is None:
        return
    out_file.parent.mkdir(parents=True, exist_ok=True)
    with out_file.open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")


def _judges(settings: Any, panel: list[str] | None) -> dict[str, Any]:
    """{name: JudgeLLM}: the panel's models, or the configured LLM alone."""
    from ..judges.backend import JudgeLLM
    from ..judges.panel import llm_from_spec

    specs = list(panel or settings.judges.panel)
    if not specs:
        jl = JudgeLLM.from_settings(settings)
        return {jl.name: jl}
    if len(set(specs)) != len(specs):
        raise ValueError(f"duplicate judge in --panel: {specs}")
    return {spec: JudgeLLM.from_settings(settings, llm_from_spec(spec, settings)) for spec in specs}



def _run_summary(rows: list[Any], records: list[dict[str, Any]], out_file: Path | None, t0: float,
                 warnings: list[str], per_judge: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The summary both judge commands share: counts, timing, and one judge's figures inline or a
    panel's per judge (the caller adds the panel's ``agreement``)."""
    summary: dict[str, Any] = {"rows": len(rows), "row_errors": sum(1 for r in records if r.get("error")),
                               "out": str(out_file) if out_file else None,
                               "seconds": round(time.perf_counter() - t0, 2), "warnings": warnings}
    if len(per_judge) == 1:
        summary.update(next(iter(per_judge.values())))
        summary["model"] = next(iter(per_judge))
    else:
        summary["judges"] = per_judge
        summary["agreement"] = {}
    return summary

@judge_app.command("rubric")
def judge_rubric(
    input_file: Annotated[Path, typer.Option("--input", help="JSONL: context (str) or contexts (list), memo or answer, "
                                             "optional reference, id, generator.")],
    out_file: OutOpt = None,
    max_tokens: Annotated[int | None, typer.Option(help="Max new tokens per judgement (default settings.judges.rubric_max_tokens).")] = None,
    panel: PanelOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Score memos 1-5 on hallucination, captured rate, value add, missing out and confidence
    calibration. Without a reference, captured rate and missing out are 'not applicable'."""
    quiet_libraries()
    settings = _judge_settings(max_tokens, "rubric_max_tokens")
    from pydantic import ValidationError

    from ..judges.pairwise import kappa
    from ..judges.panel import spearman
    from ..judges.rubric import CRITERIA, RubricInput, RubricJudge, same_model, status_counts

    with user_errors():
        rows = _rows_or_errors(input_file)
        judges = {name: RubricJudge(jl, settings) for name, jl in _judges(settings, panel).items()}
        records: list[dict[str, Any]] = []
        verdicts: dict[str, list[Any]] = {n: [] for n in judges}
        warnings: list[str] = []
        t0 = time.perf_counter()
        with progress_bar() as bar:
            task = bar.add_task("memos", total=len(rows) * len(judges), rate="")
            for n, row, error in rows:
                rec: dict[str, Any] = {"line": n}
                item = None
                if row is not None:
                    try:
                        item = RubricInput.model_validate(row)
                    except ValidationError as exc:
                        error = "invalid row: " + "; ".join(
                            f"{'.'.join(map(str, e['loc'])) or 'row'}: {e['msg']}" for e in exc.errors())
                rec["id"] = (row or {}).get("id")
                if item is None:
                    rec["error"] = error
                    stderr.print(f"[yellow]line {n}:[/] {escape(error)}")
                    bar.advance(task, len(judges))
                else:
                    for name, judge in judges.items():
                        if item.generator and same_model(item.generator, judge.llm.name):
                            warnings.append(f"line {n}: {name} judges its own generation ({item.generator})")
                        v = judge.judge_item(item)
                        verdicts[name].append(v)
                        if len(judges) == 1:
                            rec["verdict"] = v.model_dump()
                        else:
                            rec.setdefault("verdicts", {})[name] = v.model_dump()
                        bar.advance(task)
                        done = sum(len(x) for x in verdicts.values())
                        bar.update(task, rate=f"{done / max(1e-9, time.perf_counter() - t0) * 60:.1f}/min")
                records.append(rec)
        _write(out_file, records)
    per_judge: dict[str, Any] = {}
    for name, vs in verdicts.items():
        jl = judges[name].llm
        means, na = {}, {}
        for c in CRITERIA:
            vals = [v.criteria[c].score for v in vs if c in v.criteria and v.criteria[c].score is not None]
            means[c] = round(sum(vals) / len(vals), 4) if vals else None
            na[c] = sum(1 for v in vs if c in v.criteria and not v.criteria[c].applicable)
        weighted = {c: [v.criteria[c].weighted_score for v in vs if c in v.criteria
                        and v.criteria[c].weighted_score is not None] for c in CRITERIA}
        per_judge[name] = {"counts": status_counts(vs), "mean_scores": means, "not_applicable": na,
                           "mean_weighted_scores": {c: round(sum(w) / len(w), 4) if w else None
                                                    for c, w in weighted.items()},
                           "truncated": sum(any("truncated" in x for x in v.notes) for v in vs), **jl.stats.as_dict()}
    summary = _run_summary(rows, records, out_file, t0, warnings, per_judge)
    if len(judges) > 1:
        names = list(judges)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                per = {}
                for c in CRITERIA:
                    both = [(x.criteria[c].score, y.criteria[c].score) for x, y in zip(verdicts[a], verdicts[b], strict=True)
                            if x.criteria.get(c) and y.criteria.get(c) and x.criteria[c].score and y.criteria[c].score]
                    k, _ = kappa([int(x) for x, _ in both], [int(y) for _, y in both])
                    rho, _ = spearman([x for x, _ in both], [y for _, y in both])
                    per[c] = {"items": len(both), "kappa": k, "spearman": rho}
                summary["agreement"][f"{a} vs {b}"] = per
    for w in warnings:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")
    if as_json:
        print_json(summary)
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
    quiet_libraries()
    settings = _judge_settings(None, "pairwise_max_tokens", tie_margin)
    from pydantic import ValidationError

    from ..judges.pairwise import PairInput, PairwiseJudge, kappa, pairwise_stats
    from ..judges.panel import spearman

    with user_errors():
        rows = _rows_or_errors(input_file)
        judges = {name: PairwiseJudge(jl, settings) for name, jl in _judges(settings, panel).items()}
        results: dict[str, list[Any]] = {n: [] for n in judges}
        records: list[dict[str, Any]] = []
        t0 = time.perf_counter()
        with progress_bar() as bar:
            task = bar.add_task("pairs", total=len(rows) * len(judges), rate="")
            for idx, (n, row, error) in enumerate(rows):
                rec: dict[str, Any] = {"line": n, "id": (row or {}).get("id")}
                pair = None
                if row is not None:
                    try:
                        pair = PairInput.model_validate(row)
                    except ValidationError as exc:
                        error = "invalid row: " + "; ".join(
                            f"{'.'.join(map(str, e['loc'])) or 'row'}: {e['msg']}" for e in exc.errors())
                if pair is None:
                    rec["error"] = error
                    stderr.print(f"[yellow]line {n}:[/] {escape(error)}")
                    bar.advance(task, len(judges))
                else:
                    for name, judge in judges.items():
                        r = judge.judge_pair(pair, idx)
                        results[name].append(r)
                        if len(judges) == 1:
                            rec["result"] = r.model_dump()
                        else:
                            rec.setdefault("results", {})[name] = r.model_dump()
                        bar.advance(task)
                        done = sum(len(x) for x in results.values())
                        bar.update(task, rate=f"{done / max(1e-9, time.perf_counter() - t0) * 60:.1f} pairs/min")
                records.append(rec)
        _write(out_file, records)
    per_judge = {name: {**pairwise_stats(rs), **judges[name].llm.stats.as_dict()} for name, rs in results.items()}
    warnings = [w for rs in results.values() for r in rs for w in r.warnings]
    summary = _run_summary(rows, records, out_file, t0, warnings, per_judge)
    if len(judges) > 1:
        names = list(judges)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                both = [(x, y) for x, y in zip(results[a], results[b], strict=True)
                        if x.winner is not None and y.winner is not None]
                k, kr = kappa([x.winner for x, _ in both], [y.winner for _, y in both])
                rho, rr = spearman([x.p_output_1 for x, _ in both], [y.p_output_1 for _, y in both])
                summary["agreement"][f"{a} vs {b}"] = {"pairs": len(both), "kappa": k, "kappa_reason": kr,
                                                       "spearman_p_output_1": rho, "spearman_reason": rr}
    for w in warnings:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")
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
