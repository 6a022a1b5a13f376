"""What every command shares, under public names: the two consoles, the common options, one error
mapper, settings, progress bars and JSON output. It imports no command module."""

from __future__ import annotations

import json
import logging
import os
import sys
import warnings
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from ..errors import TinyragError

stdout = Console()
stderr = Console(stderr=True, soft_wrap=True)  # an error is one line, never wrapped mid-path

IndexOpt = Annotated[Path | None, typer.Option("--index", "-i", help="Index directory (default: settings.index_dir).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON on stdout.")]
EngineOpt = Annotated[str, typer.Option(
    "--engine", help="single (one process, the default) or ray (a pool of Ray actor workers; needs the ray extra).")]
AddressOpt = Annotated[str | None, typer.Option(
    "--address", help="With --engine ray: a running Ray cluster (ray://HOST:10001, or auto); default: start Ray locally.")]
JobOpt = Annotated[str | None, typer.Option(
    "--job", help="Run the batch as a resumable job with this id in the store (`tinyrag jobs`).")]
LeaseOpt = Annotated[float, typer.Option(
    "--lease", min=1.0, help="With --job: seconds a worker holds an item; a killed worker's items are reclaimed after it.")]
WorkersOpt = Annotated[int, typer.Option(
    "--workers", min=1, help="With --engine ray: actor workers, each loading the models once (1 CPU each).")]

USER_ERRORS: tuple[type[BaseException], ...] = (TinyragError, OSError, ValueError, LookupError)
"""What `user_errors` turns into one line. ValueError and LookupError stay until every domain error
(the store's, the workflow's, the LLM client's, test generation's) derives from TinyragError."""


@contextmanager
def user_errors(*also: type[BaseException]) -> Iterator[None]:
    """Errors the user can act on become one red ``error: ...`` line and exit code 2, not a
    traceback. ``also``: further error types a command maps the same way."""
    try:
        yield
    except (*USER_ERRORS, *also) as exc:
        stderr.print(f"[bold red]error:[/] {escape(str(exc))}")
        raise typer.Exit(2) from None


def workflow_errors() -> AbstractContextManager[None]:
    """`user_errors`, plus the store's and the memo workflow's errors (imported when called)."""
    from ..store import StoreError
    from ..workflows.events import WorkflowError

    return user_errors(StoreError, WorkflowError)


VERBOSE_ENV = "TINYRAG_VERBOSE"
"""Set (``--verbose`` sets it too): libraries' progress bars, load reports and warnings are shown."""

QUIET_ENV = {
    "TQDM_DISABLE": "1",  # every tqdm bar: transformers' GGUF "Converting and de-quantizing", encode bars
    "HF_HUB_DISABLE_PROGRESS_BARS": "1",  # huggingface_hub's and transformers' own bars
    "TRANSFORMERS_VERBOSITY": "error",  # transformers' load reports and advice
    "TRANSFORMERS_NO_ADVISORY_WARNINGS": "1",
}
"""Read by the libraries when they are imported, so set before any of them is (commands import
them inside their bodies). A variable the user set is left as it is."""


def is_verbose() -> bool:
    return os.environ.get(VERBOSE_ENV, "").strip().lower() not in ("", "0", "false", "no", "off")


def quiet_libraries(verbose: bool | None = None) -> None:
    """Keep the command's output for our own: no third-party progress bars, load reports or
    warnings, unless ``verbose`` (default: ``TINYRAG_VERBOSE``). Called once, where the program
    starts (the root callback, before any command imports a library); our own progress bars
    (rich, on stderr when it is a terminal) are not affected."""
    if is_verbose() if verbose is None else verbose:
        return
    for key, value in QUIET_ENV.items():
        os.environ.setdefault(key, value)
    warnings.filterwarnings("ignore")
    for name in ("transformers", "sentence_transformers", "peft", "httpx", "lancedb", "bm25s", "tinyrag_eval",
                 "weasyprint", "fontTools"):
        logging.getLogger(name).setLevel(logging.ERROR)
    if "transformers" in sys.modules:  # imported before (a test, an embedding program): too late for QUIET_ENV
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        hf_logging.disable_progress_bar()


def load_settings() -> Any:
    """The effective settings; a broken tinyrag.toml or TINYRAG_* variable is one red message, exit 2."""
    import tomllib

    from pydantic import ValidationError

    from .. import tracing
    from ..config import get_settings

    try:
        settings = get_settings()
    except (ValidationError, tomllib.TOMLDecodeError, FileNotFoundError) as exc:
        stderr.print(f"[bold red]error:[/] invalid settings (tinyrag.toml or TINYRAG_* variables):\n{escape(str(exc))}")
        raise typer.Exit(2) from None
    with user_errors():  # tracing.enabled without the otel extra: one line naming the install
        tracing.ensure(settings)
    return settings


def progress_bar() -> Progress:
    """A progress bar on stderr (hidden when stderr is not a terminal) with a ``rate`` text field."""
    return Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TimeRemainingColumn(),
        console=stderr, transient=False, disable=not stderr.is_terminal and not sys.stderr.isatty(),
    )


@contextmanager
def training_progress() -> Iterator[Callable[[int, int, float], None]]:
    """Errors as one line, and a progress bar of training steps with the running loss."""
    with user_errors(), progress_bar() as bar:
        task = bar.add_task("training steps", total=None, rate="")

        def prog(step: int, steps: int, loss: float) -> None:
            bar.update(task, total=steps, completed=step, rate=f"loss {loss:.3f}")

        yield prog


def ray_options(engine: str, address: str | None, workers: int) -> Any:
    """The Ray engine's options for ``--engine ray``, None for ``--engine single``; a bad choice
    is one red line, exit 2 (Ray itself is imported only when a command runs on it)."""
    if engine not in ("single", "ray"):
        stderr.print(f"[bold red]error:[/] --engine must be single or ray, not {escape(repr(engine))}")
        raise typer.Exit(2)
    if engine == "single":
        if address is not None:
            stderr.print("[bold red]error:[/] --address needs --engine ray")
            raise typer.Exit(2)
        return None
    from ..engine.ray_runtime import RayOptions

    return RayOptions(address=address, workers=workers)


def print_json(data: Any) -> None:
    stdout.print_json(json.dumps(data, default=str))


def plain_cell(value: Any) -> str:
    """A value as one line of plain text: None is empty; tabs and line breaks become spaces."""
    return "" if value is None else " ".join(str(value).split())


def print_rows(rows: list[dict[str, Any]], *, as_json: bool, title: str, empty: str,
               cell: Callable[[Any], str] = plain_cell, **column: Any) -> None:
    """Rows as JSON on stdout, or as a table with one column per key (``column``: options of each
    column); ``empty`` goes to stderr when there is no row. ``cell`` gives a value's plain text
    (no markup; it is escaped here).

    On a terminal the table is a rich table; piped or redirected, it is tab-separated lines (a
    header of the column names, then one line per row, nothing wrapped or cut), so ids stay whole
    and ``cut``/``awk`` read it. ``--json`` stays the machine format."""
    if as_json:
        print_json(rows)
        return
    if not rows:
        stderr.print(empty)
        return
    if not stdout.is_terminal:
        lines = ["\t".join(rows[0])] + ["\t".join(plain_cell(cell(v)) for v in row.values()) for row in rows]
        stdout.file.write("".join(line + "\n" for line in lines))  # as is: rich would expand the tabs
        return
    table = Table(title=title)
    for col in rows[0]:
        table.add_column(col, **column)
    for row in rows:
        table.add_row(*(escape(cell(v)) for v in row.values()))
    stdout.print(table)


def read_memo_rows(path: Path) -> list[tuple[int, dict[str, Any] | None, str]]:
    """(line number, row or None, error) for every non-empty line: a bad line is kept as an error."""
    from ..jsonl import iter_jsonl

    rows = list(iter_jsonl(path))
    if not rows:
        raise ValueError(f"{path}: no rows")
    return rows
