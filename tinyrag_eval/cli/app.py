"""The root `tinyrag` Typer app, alone: it imports no command module (the package assembles them)."""

from __future__ import annotations

import typer

app = typer.Typer(
    help="tinyrag-eval: measure, verify and act on RAG-generated financial memos.\n\n"
    "Start with `tinyrag demo`. Settings come from ./tinyrag.toml and TINYRAG_* variables "
    "(`tinyrag config` shows them).",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
