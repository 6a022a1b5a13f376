"""Token and cost accounting of LLM calls (:class:`~tinyrag_eval.llm.client.CachedLLM` counts every call).

* :class:`CallUsage` -- one reply's prompt / completion tokens: as the provider reported them
  (OpenAI's ``usage``, the local model's own count), else estimated (``estimated=True``: the
  client's tokenizer when the LLM has one, else characters / 4), and its cost from the price table
  ``llm.prices`` (USD per million tokens; a local model costs 0; a remote model without a price has
  ``cost_usd=None``).
* :class:`Usage` -- totals: backend calls, cache hits (free: nothing was sent), tokens, cost, and
  how many calls were estimated or unpriced. ``CachedLLM.usage`` totals one client;
  :func:`track_usage` totals every client called inside a ``with`` block (threads started with
  ``asyncio.to_thread`` included), e.g. one memo run::

      with track_usage() as usage:
          outcome = run_memo(topic, services)
      usage.total_tokens, usage.cost_usd
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from pydantic import BaseModel, computed_field

from ..config import ModelPrice

CHARS_PER_TOKEN = 4  # token estimate for backends without a local tokenizer


class CallUsage(BaseModel):
    """The tokens and cost of one LLM reply."""

    model: str
    prompt_tokens: int
    completion_tokens: int
    estimated: bool = False  # counted here, not reported by the provider
    cost_usd: float | None = None  # None: a remote model with no price in llm.prices

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class Usage(BaseModel):
    """Totals over LLM calls (see the module docstring)."""

    llm_calls: int = 0  # replies from the backend
    cache_hits: int = 0  # replies from the cache: no tokens sent, no cost
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated_calls: int = 0  # calls whose token counts are estimates
    cost_usd: float = 0.0  # of the priced (and local) calls
    unpriced_calls: int = 0  # remote calls with no price in llm.prices: their cost is not in cost_usd

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def add(self, call: CallUsage | None = None, *, cached: bool = False) -> None:
        """Count one reply (in place): from the cache, or from the backend with its usage."""
        if cached:
            self.cache_hits += 1
            return
        self.llm_calls += 1
        if call is None:
            return
        self.prompt_tokens += call.prompt_tokens
        self.completion_tokens += call.completion_tokens
        self.estimated_calls += int(call.estimated)
        if call.cost_usd is None:
            self.unpriced_calls += 1
        else:
            self.cost_usd = round(self.cost_usd + call.cost_usd, 10)

    def __add__(self, other: Usage) -> Usage:
        fields = ("llm_calls", "cache_hits", "prompt_tokens", "completion_tokens", "estimated_calls", "unpriced_calls")
        return Usage(**{f: getattr(self, f) + getattr(other, f) for f in fields},
                     cost_usd=round(self.cost_usd + other.cost_usd, 10))


# ---------------------------------------------------------------------------------------------
# counting and pricing


def _get(obj: Any, *names: str) -> Any:
    for n in names:
        v = obj.get(n) if isinstance(obj, Mapping) else getattr(obj, n, None)
        if v is not None:
            return v
    return None


def reported_tokens(response: Any) -> tuple[int, int] | None:
    """(prompt, completion) tokens a LlamaIndex response reports: ``additional_kwargs`` (OpenAI, the
    local model) or the provider's raw response (``usage`` with OpenAI's or Anthropic's names,
    Gemini's ``usage_metadata``); None when it reports none."""
    extra = getattr(response, "additional_kwargs", None) or {}
    raw = getattr(response, "raw", None)
    usage = _get(raw, "usage", "usage_metadata") if raw is not None else None
    for src in (extra, usage):
        if not src:
            continue
        p = _get(src, "prompt_tokens", "input_tokens", "prompt_token_count")
        c = _get(src, "completion_tokens", "output_tokens", "candidates_token_count")
        if isinstance(p, int | float) and isinstance(c, int | float):
            return int(p), int(c)
    return None


def price_of(model: str, prices: Mapping[str, ModelPrice]) -> ModelPrice | None:
    """The price of ``model`` (the client's name, e.g. ``OpenAI:gpt-4o-mini``): by the full name,
    else by the name after the backend class."""
    if model in prices:
        return prices[model]
    short = model.split(":", 1)[-1]
    return prices.get(short)


def call_usage(model: str, prompt_tokens: int, completion_tokens: int, *, estimated: bool,
               prices: Mapping[str, ModelPrice], local: bool, declared: ModelPrice | None = None) -> CallUsage:
    """One reply's usage with its cost: priced by ``prices``, else by the backend's ``declared``
    price, else 0 for a ``local`` model, else None."""
    price = price_of(model, prices) or declared
    if price is not None:
        cost: float | None = round((prompt_tokens * price.input_per_1m + completion_tokens * price.output_per_1m) / 1e6,
                                   10)
    else:
        cost = 0.0 if local else None
    return CallUsage(model=model, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens,
                     estimated=estimated, cost_usd=cost)


# ---------------------------------------------------------------------------------------------
# scoped totals


class _Meter:
    def __init__(self) -> None:
        self.usage = Usage()
        self.lock = threading.Lock()


_SCOPES: ContextVar[tuple[_Meter, ...]] = ContextVar("tinyrag_usage_scopes", default=())


@contextmanager
def track_usage() -> Iterator[Usage]:
    """The usage of every LLM call made inside the block (nested blocks each count their own)."""
    meter = _Meter()
    token = _SCOPES.set((*_SCOPES.get(), meter))
    try:
        yield meter.usage
    finally:
        _SCOPES.reset(token)


def record(call: CallUsage | None, *, cached: bool) -> None:
    """Count one reply in every :func:`track_usage` block around this call."""
    for meter in _SCOPES.get():
        with meter.lock:
            meter.usage.add(call, cached=cached)
