"""`tinyrag models`, `tinyrag config` and `tinyrag demo`."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Column, Table

from .common import JsonOpt, load_settings, print_json, stdout, user_errors


def models(
    check: Annotated[bool, typer.Option("--check", help="Also load each model once and time it.")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Where each model role resolves from (and whether it loads)."""
    settings = load_settings()
    from .. import models as registry

    info: dict[str, Any] = {k: {"source": v} for k, v in registry.describe_models(settings).items()}
    if check:
        loaders = {"embedding": registry.get_embedder, "reranker": registry.get_reranker,
                   "nli": lambda s: registry.get_cross_encoder("nli", s), "llm": registry.get_llm}
        for role, loader in loaders.items():
            t0 = time.perf_counter()
            try:
                loader(settings)
                info[role]["load_seconds"] = round(time.perf_counter() - t0, 2)
            except Exception as exc:  # noqa: BLE001 -- report every role, whatever broke
                info[role]["error"] = f"{type(exc).__name__}: {exc}"
    if as_json:
        print_json(info)
        return
    table = Table("role", Column("source", overflow="fold"), "load s", title="models")
    for role, row in info.items():
        table.add_row(role, row.get("error", row["source"]), str(row.get("load_seconds", "")))
    stdout.print(table)


def config(as_json: JsonOpt = True) -> None:
    """Show the effective settings (defaults < tinyrag.toml < TINYRAG_* variables)."""
    print_json(load_settings().model_dump(mode="json"))


def demo(
    index: Annotated[Path, typer.Option("--index", help="Where the demo index goes.")] = Path("demo_out/index"),
    no_workflow: Annotated[bool, typer.Option("--no-workflow", help="Stop after the metrics (skip the memo workflow).")] = False,
    judge: Annotated[bool, typer.Option("--judge", help="Run the rubric LLM judge in the demo's workflow too (slower).")] = False,
    as_json: JsonOpt = False,
) -> None:
    """The main job on the bundled sample corpus, offline.

    Ingests the sample bank's filings (PDF, Markdown, HTML, text), answers the demo questions
    with two-stage retrieval and scores the rankings against the bundled relevance labels,
    measures a sample memo, then runs the memo workflow on a few topics: decisions with their
    reasons, finalized memos exported, escalated ones left in `tinyrag queue`.
    """
    settings = load_settings()
    from ..demo import run_demo

    with user_errors():
        report = run_demo(index, settings, console=None if as_json else stdout, with_workflow=not no_workflow,
                          judge=judge)
    if as_json:
        print_json(report)
