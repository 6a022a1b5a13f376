"""The report's templates (Jinja2): the Markdown text and the self-contained HTML page (inline print
CSS) that the PDF is made from. Exporters call :func:`render_markdown` / :func:`render_html` on
:func:`~tinyrag_eval.export.report.build_report`'s data; an HTML exporter is ``render_html``
encoded as UTF-8 (docs/workflow.md shows it)."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from .report import format_number

TEMPLATES_DIR = Path(__file__).resolve().parent.parent / "data" / "templates"

_TAG_START = re.compile(r"<(?=[A-Za-z/!?])")


def _md_escape(text: Any) -> str:
    """Neutralise HTML in Markdown output: a ``<`` that could open a tag or comment becomes
    ``&lt;`` (a ``<script>`` in a memo stays text; ``p < 0.5`` stays readable)."""
    return _TAG_START.sub("&lt;", str(text))


def _md_cell(text: Any) -> str:
    return _md_escape(text).replace("|", "\\|").replace("\n", " ")


@lru_cache(maxsize=1)
def _env() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES_DIR), undefined=StrictUndefined,
                      autoescape=select_autoescape(["html.j2"], default=False),
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["md"] = _md_escape
    env.filters["cell"] = _md_cell
    env.filters["fmt"] = format_number
    return env


def render_markdown(report: dict[str, Any]) -> str:
    """The Markdown report of :func:`build_report`'s data."""
    return re.sub(r"\n{3,}", "\n\n", _env().get_template("memo.md.j2").render(**report))


def render_html(report: dict[str, Any]) -> str:
    """The self-contained HTML report (inline print CSS) that the PDF is made from."""
    css = (TEMPLATES_DIR / "memo.css").read_text(encoding="utf-8")
    return _env().get_template("memo.html.j2").render(css=css, **report)

