"""`tinyrag runs list | show | compare | estimate`: recorded evaluation runs and their statistics."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .common import JsonOpt, load_settings, print_json, stderr, stdout, user_errors

runs_app = typer.Typer(help="Recorded runs of `eval memo`, `gate` and `validate`: list, show, compare, estimate.",
                       no_args_is_help=True)

RunArg = Annotated[str, typer.Argument(help="Run id, a unique prefix of it, `latest` or `latest~N`.")]


def _fmt(v: float | None, spec: str = ".4f") -> str:
    return "-" if v is None else format(v, spec)


def _errors() -> Any:
    """One-line errors (exit 2) for the store's errors too."""
    from ..store import StoreError

    return user_errors(StoreError)


def _open_store() -> Any:
    from ..store import Store

    return Store.open(settings=load_settings())


@runs_app.command("list")
def runs_list(
    kind: Annotated[str | None, typer.Option(help="Only runs of this kind: eval_memo, gate, validate.")] = None,
    limit: Annotated[int, typer.Option(min=1, help="At most this many (newest first).")] = 20,
    as_json: JsonOpt = False,
) -> None:
    """Recorded runs, newest first."""
    with _errors(), _open_store() as store:
        runs = store.eval_runs(kind=kind, limit=limit)
    if as_json:
        print_json([r.model_dump(mode="json", exclude={"config", "models"}) for r in runs])
        return
    if not runs:
        stderr.print("no recorded runs yet (every `tinyrag eval memo`, `gate` and `validate` records one)")
        return
    table = Table(title="recorded runs (newest first)")
    for col in ("id", "kind", "created (UTC)", "items", "passed", "data", "command"):
        table.add_column(col, overflow="fold" if col == "command" else "ellipsis")
    for r in runs:
        table.add_row(r.id, r.kind, f"{r.created_at:%Y-%m-%d %H:%M:%S}", str(r.n_items),
                      {True: "[green]yes[/]", False: "[red]no[/]", None: "-"}[r.passed], r.data_hash[7:15],
                      escape(r.command[:120]))
    stdout.print(table)


@runs_app.command("show")
def runs_show(
    run: RunArg,
    items: Annotated[int, typer.Option(min=0, help="Items shown in the table (all with --json).")] = 20,
    as_json: JsonOpt = False,
) -> None:
    """A run's configuration, models, data hash and per-item results."""
    with _errors(), _open_store() as store:
        rec = store.find_eval_run(run)
        its = store.eval_run_items(rec.id)
    if as_json:
        print_json({**rec.model_dump(mode="json"), "items": [i.model_dump(mode="json") for i in its]})
        return
    stdout.print(f"[bold]{rec.id}[/] {rec.kind} at {rec.created_at:%Y-%m-%d %H:%M:%S} UTC, {rec.n_items} items, "
                 f"passed: {'-' if rec.passed is None else rec.passed}")
    stdout.print(f"command: {escape(rec.command)}")
    stdout.print(f"data: {escape(rec.data_hash)} {escape(str(rec.data.get('input') or rec.data.get('index') or ''))}")
    for role, m in rec.models.items():
        desc = m if not isinstance(m, dict) else m.get("error") or f"{m.get('name')} [{m.get('version', '')}]"
        stdout.print(f"model {role}: {escape(str(desc))}")
    if rec.usage is not None:
        stdout.print(f"usage: {rec.usage.model_dump(exclude_none=True)}")
    for note in rec.notes:
        stderr.print(f"[yellow]note:[/] {escape(note)}")
    names = list(dict.fromkeys(k for it in its for k in it.values()))[:8]
    table = Table(title=f"items (first {min(items, len(its))} of {len(its)})")
    table.add_column("id", overflow="fold")
    # one line per metric in one column: readable at any width, however many metrics a run has
    table.add_column("scores", no_wrap=True)
    table.add_column("passed")
    table.add_column("problem", overflow="fold")
    width = max((len(n) for n in names), default=0)
    for it in its[:items]:
        vals = it.values()
        problem = it.error or "; ".join(f"{k}: {v}" for k, v in list(it.invalid.items())[:2]) or \
            (it.failed[0] if it.failed else "")
        scores = "\n".join(f"{n:<{width}} {_fmt(vals.get(n), '.3f')}" for n in names)
        table.add_row(escape(it.id), escape(scores),
                      {True: "[green]yes[/]", False: "[red]no[/]", None: "-"}[it.passed], escape(problem[:160]))
    stdout.print(table)


@runs_app.command("compare")
def runs_compare(
    run_a: Annotated[str, typer.Argument(help="The baseline run A (id, prefix, latest~N).")],
    run_b: Annotated[str, typer.Argument(help="The run B compared with it.")],
    confidence: Annotated[float, typer.Option(help="Level of the bootstrap intervals.")] = 0.95,
    resamples: Annotated[int, typer.Option(help="Bootstrap and permutation resamples.")] = 9999,
    seed: Annotated[int, typer.Option(help="Seed of the bootstrap and the permutation test.")] = 0,
    top: Annotated[int, typer.Option(min=0, help="Items listed under 'changed most'.")] = 5,
    as_json: JsonOpt = False,
) -> None:
    """B - A per metric over the items matched by id: paired bootstrap interval, paired
    permutation p-value (Holm-adjusted over the metrics), pass/fail flips, the items that changed
    most, and a warning when the runs used different models, configuration or data."""
    from ..runs.compare import compare_runs

    with _errors(), _open_store() as store:
        a, b = store.find_eval_run(run_a), store.find_eval_run(run_b)
        cmp = compare_runs(a, store.eval_run_items(a.id), b, store.eval_run_items(b.id), confidence=confidence,
                           n_resamples=resamples, seed=seed, top=top)
    if as_json:
        print_json(cmp.model_dump(mode="json"))
        return
    for w in cmp.warnings:
        stderr.print(f"[bold yellow]warning:[/] {escape(w)}")
    stdout.print(f"A = {a.id} ({a.kind}, {a.n_items} items), B = {b.id} ({b.kind}, {b.n_items} items): "
                 f"{cmp.matched} matched, {cmp.only_a} only in A, {cmp.only_b} only in B")
    pct = f"{confidence:.0%}"
    table = Table(title=f"B - A per metric (paired; {pct} bootstrap CI; permutation p, Holm-adjusted)")
    for col in ("metric", "n", "mean A", "mean B", "B - A", f"{pct} CI", "p", "p (Holm)", "no value A/B"):
        table.add_column(col, justify="left" if col == "metric" else "right")
    for d in cmp.metrics:
        ci = "-" if d.ci_low is None else f"[{d.ci_low:+.4f}, {d.ci_high:+.4f}]"
        sig = d.p_holm is not None and d.p_holm < 1 - confidence
        diff = _fmt(d.diff, "+.4f")
        missing = f"{d.invalid_a + d.not_applicable_a + d.absent_a}/{d.invalid_b + d.not_applicable_b + d.absent_b}"
        table.add_row(escape(d.metric), str(d.n), _fmt(d.mean_a), _fmt(d.mean_b), f"[bold]{diff}[/]" if sig else diff,
                      ci, _fmt(d.p_value, ".4g"), _fmt(d.p_holm, ".4g"), missing)
    stdout.print(table)
    if cmp.pass_to_fail or cmp.fail_to_pass or cmp.passed_both or cmp.failed_both:
        stdout.print(f"pass -> fail: {len(cmp.pass_to_fail)} {escape(', '.join(cmp.pass_to_fail[:10]))}")
        stdout.print(f"fail -> pass: {len(cmp.fail_to_pass)} {escape(', '.join(cmp.fail_to_pass[:10]))}")
        stdout.print(f"unchanged: {cmp.passed_both} passed in both, {cmp.failed_both} failed in both")
    if cmp.changed_most:
        ch = Table(title="items that changed most (largest change in metric standard deviations)")
        for col in ("item", "metric", "A", "B", "B - A"):
            ch.add_column(col, justify="left" if col in ("item", "metric") else "right", overflow="fold")
        for c in cmp.changed_most:
            ch.add_row(escape(c.id), escape(c.metric), _fmt(c.a), _fmt(c.b), _fmt(c.delta, "+.4f"))
        stdout.print(ch)
    for what, lst in (("a value in A, none in B", cmp.became_invalid), ("none in A, a value in B", cmp.became_valid)):
        if lst:
            stdout.print(f"{what}: " + escape(", ".join(f"{c.id} ({c.metric})" for c in lst[:10])))


@runs_app.command("estimate")
def runs_estimate(
    run: RunArg,
    labels: Annotated[Path, typer.Option("--labels", help="JSONL human labels of a random sample of the run's items: "
                                         "{\"id\": ITEM_ID, \"label\": 1 (acceptable) or 0}.")],
    score: Annotated[str | None, typer.Option(help="Machine score: a calibrated probability P(criterion) or a metric "
                                              "name (default: the run's calibrated probability).")] = None,
    alpha: Annotated[float, typer.Option(help="Error level: intervals cover the true rate with probability 1 - alpha.")] = 0.1,
    invalid_as: Annotated[float, typer.Option(help="Score given to an item whose score is invalid or missing.")] = 0.0,
    min_labels: Annotated[int, typer.Option(help="Refuse fewer matching labels than this.")] = 10,
    as_json: JsonOpt = False,
) -> None:
    """Prediction-powered inference: the run's true acceptance (or groundedness) rate from a few
    human labels plus every item's machine score, with a valid interval (PPI and PPI++, ppi_py),
    beside the labels-only interval. The labelled items must be a uniform random sample of the run."""
    from ..runs.estimate import estimate_rate, read_labels

    with _errors(), _open_store() as store:
        rec = store.find_eval_run(run)
        its = store.eval_run_items(rec.id)
        est = estimate_rate(rec, its, read_labels(labels), score=score, alpha=alpha, invalid_as=invalid_as,
                            min_labels=min_labels)
    if as_json:
        print_json(est.model_dump(mode="json"))
        return
    table = Table(title=f"true rate of label 1 in run {rec.id}: {1 - alpha:.0%} intervals "
                        f"({est.n_labeled} labels, {est.n_unlabeled} unlabelled items, score {escape(est.score)})")
    for col in ("method", "estimate", "low", "high", "width"):
        table.add_column(col, justify="left" if col == "method" else "right")
    for iv in est.intervals:
        table.add_row(iv.method, f"{iv.estimate:.4f}", f"{iv.low:.4f}", f"{iv.high:.4f}", f"{iv.width:.4f}")
    stdout.print(table)
    stdout.print(f"PPI++ weight lambda = {est.lam:.3f} (0: the score adds nothing, 1: plain PPI); "
                 f"mean score {est.score_mean_labeled:.3f} labelled vs {est.score_mean_unlabeled:.3f} unlabelled")
    for note in est.notes:
        stderr.print(f"[yellow]note:[/] {escape(note)}")
