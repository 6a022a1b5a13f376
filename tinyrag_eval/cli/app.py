"""The root `tinyrag` Typer app, alone: it imports no command module (the package assembles them)."""

from __future__ import annotations

import os
from typing import Annotated

import typer

from .common import VERBOSE_ENV, quiet_libraries

app = typer.Typer(
    help="tinyrag-eval: measure, verify and act on RAG-generated financial memos.\n\n"
    "Start with `tinyrag demo`. Settings come from ./tinyrag.toml and TINYRAG_* variables "
    "(`tinyrag config` shows them).",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


@app.callback()
def main(
    verbose: Annotated[bool, typer.Option(
        "--verbose", envvar=VERBOSE_ENV,
        help=f"Show libraries' progress bars, model load reports and warnings (hidden by default; or {VERBOSE_ENV}=1).",
    )] = False,
) -> None:
    """Runs before every command: silences third-party output unless --verbose."""
    if verbose:
        os.environ[VERBOSE_ENV] = "1"  # the commands' workers (Ray actors, processes) see it too
    quiet_libraries(verbose)
