"""The judges' LLM client: the shared :class:`~tinyrag_eval.llm.client.CachedLLM` with the judges'
temperature and cache file."""

from __future__ import annotations

from typing import Any

from ..config import Settings
from ..llm.client import CachedLLM

JUDGE_CACHE_FILE = "judge_cache.sqlite"


def need_settings(settings: Settings | None, who: str) -> Settings:
    """``settings``, or a TypeError: a judge never reads the process-wide settings itself."""
    if settings is None:
        raise TypeError(f"{who} needs the settings: pass them from the program's entry point, "
                        f"e.g. {who}(llm, get_settings())")
    return settings


def judge_client(settings: Settings, llm: Any = None) -> CachedLLM:
    """``llm`` as it is when already a :class:`CachedLLM`; else the configured LLM (or ``llm``) with
    the ``[llm]`` retries and cache (``<cache_dir>/judge_cache.sqlite``) at ``judges.temperature``."""
    if isinstance(llm, CachedLLM):
        return llm
    return CachedLLM.from_settings(settings, llm, cache_file=JUDGE_CACHE_FILE, temperature=settings.judges.temperature)
