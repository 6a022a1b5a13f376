"""Moved: the LLM client is :mod:`tinyrag_eval.llm.client` (``CachedLLM``), the judges' factory
:func:`tinyrag_eval.judges.client.judge_client`. Kept only for ``tinyrag_eval.cli_judge``, which
imports ``JudgeLLM`` from here; remove once it imports ``CachedLLM`` / ``judge_client``."""

from __future__ import annotations

from typing import Any

from ..config import Settings
from ..llm.client import CachedLLM, LLMCallError, Reply, model_name
from .client import judge_client

__all__ = ["CachedLLM", "JudgeLLM", "LLMCallError", "Reply", "model_name"]


class JudgeLLM(CachedLLM):
    """The former name of :class:`CachedLLM`; ``from_settings`` gives the judges' client."""

    @classmethod
    def from_settings(cls, settings: Settings, llm: Any = None, **_: Any) -> CachedLLM:  # type: ignore[override]
        return judge_client(settings, llm)
