"""HTML rendering: the Jinja2 templates in ``data/templates/review/`` (autoescaped: memo text,
reasons and notes are always text, never markup) and the stylesheet."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from ..export import TEMPLATES_DIR, format_number

REVIEW_TEMPLATES = TEMPLATES_DIR / "review"
CSS_PATH = REVIEW_TEMPLATES / "review.css"


def _when(value: datetime | None) -> str:
    return "—" if value is None else f"{value:%Y-%m-%d %H:%M:%S} UTC"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(REVIEW_TEMPLATES), undefined=StrictUndefined, autoescape=True,
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["fmt"] = format_number
    env.filters["when"] = _when
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)


@lru_cache(maxsize=1)
def stylesheet() -> str:
    return CSS_PATH.read_text(encoding="utf-8")
