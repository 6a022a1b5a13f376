"""Prompt templates: every LLM prompt is a Jinja2 file in ``prompts/`` (package data
``tinyrag_eval/prompts``); code fills them and never builds a prompt inline."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from .errors import TinyragError


class PromptNotFoundError(TinyragError, FileNotFoundError):
    pass


@cache
def _template(name: str) -> Any:
    import jinja2

    root = resources.files("tinyrag_eval.prompts")
    file = root / name
    if not file.is_file():
        known = sorted(p.name for p in root.iterdir() if p.name.endswith((".j2", ".txt", ".md")))
        raise PromptNotFoundError(f"prompt template {name!r} not found in tinyrag_eval/prompts (have: {known})")
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=False,
                             trim_blocks=True, lstrip_blocks=True, autoescape=False)
    return env.from_string(file.read_text(encoding="utf-8"))


def render(name: str, **values: Any) -> str:
    """Fill template ``name`` (e.g. ``"claims.j2"``); a missing value raises, never renders empty."""
    return _template(name).render(**values).strip()
