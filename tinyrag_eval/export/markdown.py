"""The Markdown exporter: the report as GitHub-flavoured Markdown (HTML in the memo neutralised)."""

from __future__ import annotations

from typing import Any

from .registry import Exporter, register_exporter
from .templates import render_markdown


def render_markdown_bytes(report: dict[str, Any]) -> bytes:
    return render_markdown(report).encode("utf-8")


MARKDOWN = register_exporter(Exporter(
    name="markdown", suffix=".md", media_type="text/markdown; charset=utf-8", render=render_markdown_bytes, label="Markdown",
    description="the memo with citations, lights and the evaluation appendix, as Markdown"))
