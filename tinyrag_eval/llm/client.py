"""The one LLM client under the generator, the judges and the agent: any LlamaIndex LLM, every
call cached on disk, counted, retried.

:class:`CachedLLM` wraps a LlamaIndex ``LLM`` (the offline SmolLM2 from the registry, OpenAI through
llama-index-llms-openai, or anything injected). One call = one chat request at temperature 0:

* what a call may ask of the backend (log-probabilities, JSON mode, a forced reply prefix,
  temperature, reply length) is what its :class:`~tinyrag_eval.llm.backends.Backend` declares
  (``CachedLLM.backend``), never a check of its class or name;
* the reply text and, where the backend gives them, per-token log-probabilities (the local model
  and OpenAI do; others return text only) are stored in the SQLite cache keyed by the LLM's
  identity (its class with module, model name, sampling parameters, ``llm.cache_version`` and the
  object's ``tinyrag_cache_version``), the messages and the call's parameters -- a re-run makes
  zero LLM calls, and another class or version never reads an entry it did not write. A call may
  bypass the cache (``call(..., cache=False)``: the generator's calls unless deterministic, see
  ``llm.cache_generation``); every reply says whether the cache answered (``Reply.cached``);
* transient failures (timeouts, connection errors, any exception of the backend) are retried a
  bounded number of times with tenacity, then reported as :class:`LLMCallError`;
* calls to a remote model run inside an adaptive concurrency limiter (:mod:`.limiter`: AIMD
  between ``llm.min_concurrency`` and ``llm.max_concurrency``, halved on a rate-limit error, with the
  provider's ``Retry-After`` honoured); the local model runs without one;
* ``stats`` counts backend calls, cache hits and failures; ``usage`` totals the tokens and cost of
  the replies (:mod:`.usage`: reported by the provider, else estimated; priced by ``llm.prices``);
* with tracing on (:mod:`.tracing`) each call is an LLM span: model, messages, reply, tokens, cost,
  and whether the cache answered.

The structured-output loop (parse -> repair -> retry with a repair prompt -> explicit invalid) is
:meth:`CachedLLM.structured`. The cache is :class:`LLMCache`: one SQLite file keyed by a hash of
(LLM identity, kind, prompt, parameters); process-safe (every operation opens its own short connection,
WAL journal, busy timeout; writes are single ``INSERT OR REPLACE`` statements), so several
processes may share one file. With ``llm.cache_backend = "store"`` the cache is instead the
``llm_cache`` table of the store (:class:`tinyrag_eval.store.StoreLLMCache`: SQLite or PostgreSQL,
shared by every worker and machine that opens the same store; of two workers writing one key the
first write wins). Retries and the cache are configured in the ``[llm]`` section.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import sqlite3
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel
from tenacity import (
    RetryError,
    Retrying,
    retry_if_exception_type,
    stop_after_attempt,
    wait_exponential,
)

from .. import tracing
from ..config import ModelPrice, Settings
from ..errors import TinyragError
from ..prompting import JSON_REPAIR, JsonRepairInput, render
from ..structured_output import ParseOutcome, parse_structured
from .backends import Backend, backend_of
from .limiter import AdaptiveLimiter, shared_limiter
from .usage import CHARS_PER_TOKEN, CallUsage, Usage, call_usage, record, reported_tokens

log = logging.getLogger(__name__)
T = TypeVar("T", bound=BaseModel)
__all__ = ["CHARS_PER_TOKEN", "CacheBackend", "CachedLLM", "CallUsage", "DryRunCall", "LLMCache", "LLMCallError", "Reply",
           "StructuredReply", "TextCompletions", "Usage"]


class LLMCallError(TinyragError, RuntimeError):
    """The backend failed on every attempt; the message keeps the last error."""


class DryRunCall(LLMCallError):
    """A dry run (``CachedLLM.dry_run``) reached a call the cache cannot answer: counted, not sent."""


# ---------------------------------------------------------------------------------------------
# the disk cache


SCHEMA = """CREATE TABLE IF NOT EXISTS llm_calls (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    kind TEXT NOT NULL,
    value TEXT NOT NULL,
    created REAL NOT NULL
)"""


def cache_key(model: str | Mapping[str, Any], kind: str, prompt: Any, params: dict[str, Any]) -> str:
    """sha256 of the canonical JSON of (model, kind, prompt, parameters); ``model`` is the LLM's
    identity (:attr:`CachedLLM.identity`: class, model name, sampling parameters, versions)."""
    blob = json.dumps({"model": model, "kind": kind, "prompt": prompt, "params": params},
                      sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class CacheBackend(Protocol):
    """What :class:`CachedLLM` needs of a cache: :class:`LLMCache` (a file) or the store's
    :class:`~tinyrag_eval.store.StoreLLMCache` (a table shared by workers)."""

    def get(self, key: str) -> Any | None: ...

    def put(self, key: str, model: str, kind: str, value: Any) -> Any: ...


class LLMCache:
    """``get(key)`` / ``put(key, ...)`` over one SQLite file (created on first use)."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        with self._connect() as con:
            con.execute("PRAGMA journal_mode=WAL")
            con.execute(SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=60, isolation_level=None)

    def get(self, key: str) -> Any | None:
        with self._lock:
            con = self._connect()
            try:
                row = con.execute("SELECT value FROM llm_calls WHERE key = ?", (key,)).fetchone()
            finally:
                con.close()
        return None if row is None else json.loads(row[0])

    def put(self, key: str, model: str, kind: str, value: Any) -> None:
        blob = json.dumps(value, ensure_ascii=False)
        with self._lock:
            con = self._connect()
            try:
                con.execute("INSERT OR REPLACE INTO llm_calls (key, model, kind, value, created) VALUES (?, ?, ?, ?, ?)",
                            (key, model, kind, blob, time.time()))
            finally:
                con.close()

    def __len__(self) -> int:
        con = self._connect()
        try:
            return int(con.execute("SELECT COUNT(*) FROM llm_calls").fetchone()[0])
        finally:
            con.close()

    def clear(self) -> None:
        con = self._connect()
        try:
            con.execute("DELETE FROM llm_calls")
        finally:
            con.close()


# ---------------------------------------------------------------------------------------------
# the client


@dataclass
class CallStats:
    llm_calls: int = 0
    cache_hits: int = 0
    failures: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"llm_calls": self.llm_calls, "cache_hits": self.cache_hits, "call_failures": self.failures}


@dataclass
class Reply:
    """One LLM reply: text, optional per-token log-probabilities (chosen token first), cached?"""

    text: str
    logprobs: list[list[tuple[str, float]]] | None = None
    cached: bool = False
    usage: CallUsage | None = None  # tokens and cost of the backend reply (on a cache hit: of the original call)


@dataclass
class StructuredReply:
    """The outcome of :meth:`CachedLLM.structured`."""

    outcome: ParseOutcome
    reply: Reply | None  # the reply that was parsed (or the last one)
    attempts: int
    first_status: str  # status of the first reply before any retry: valid | repaired | invalid
    raw: list[str] = field(default_factory=list)  # every reply text, in order
    error: str = ""  # the backend error when no reply came back

    @property
    def status(self) -> str:
        if self.outcome.status == "valid" and self.attempts > 1:
            return "repaired"  # valid only after a retry
        return self.outcome.status


def model_name(llm: Any) -> str:
    """The name an LLM is cached and reported under (``<LLM class>:<model>``; the backend's
    :meth:`~tinyrag_eval.llm.backends.Backend.client_name`)."""
    return backend_of(llm).client_name(llm)


class CachedLLM:
    """A LlamaIndex LLM with a disk cache, call statistics, token and cost accounting (``usage``;
    ``prices``: ``llm.prices``), bounded retries and token budgeting."""

    def __init__(self, llm: Any, cache: CacheBackend | Path | str | None = None, *, max_attempts: int = 3,
                 retry_wait_s: float = 0.5, temperature: float = 0.0, name: str | None = None,
                 prices: Mapping[str, ModelPrice] | None = None, limiter: AdaptiveLimiter | None = None,
                 cache_version: str = ""):
        if max_attempts < 1:
            raise ValueError("max_attempts must be >= 1")
        self.llm = llm
        #: what the backend declares it supports (logprobs, JSON mode, structured output, prices)
        self.backend: Backend = backend_of(llm)
        self.name = name or self.backend.client_name(llm)
        self.cache: CacheBackend | None = LLMCache(cache) if isinstance(cache, Path | str) else cache
        self.max_attempts = max_attempts
        self.retry_wait_s = retry_wait_s
        self.temperature = temperature
        self.cache_version = cache_version  # llm.cache_version: part of every cache key
        self.logprobs = self.backend.supports_logprobs
        self.prefix = self.backend.supports_structured_output  # the reply can be forced to start with a prefix
        self.stats = CallStats()
        self.prices = dict(prices or {})
        self.local = self.backend.local
        self.dry_run = False  # True: count (estimate) calls the cache cannot answer, send none (llm.budget)
        # remote calls only: the local model is one thread; default = a limiter of this client alone
        self.limiter = None if self.local else limiter or AdaptiveLimiter()
        self._usage = Usage()
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Settings, llm: Any = None, *, cache_file: str = "llm_cache.sqlite",
                      temperature: float = 0.0) -> CachedLLM:
        """The configured LLM (``get_llm``) or ``llm``, with the retries and cache of ``settings.llm``
        (``llm.cache_backend``: the file ``llm.cache_path``, else ``<cache_dir>/<cache_file>``; or the
        store's ``llm_cache`` table)."""
        if llm is None:
            from ..models import get_llm

            llm = get_llm(settings)
        c = settings.llm
        cache: CacheBackend | Path | None = None
        if c.cache and c.cache_backend == "store":
            from ..store import StoreLLMCache

            cache = StoreLLMCache.for_url(settings.store.resolved_url())
        elif c.cache:
            cache = c.cache_path or settings.cache_dir / cache_file
        limiter = shared_limiter(model_name(llm), c.max_concurrency, c.min_concurrency, c.concurrency_increase_after)
        return cls(llm, cache, max_attempts=c.max_attempts, retry_wait_s=c.retry_wait_s, temperature=temperature,
                   prices=c.prices, limiter=limiter, cache_version=c.cache_version)

    @property
    def identity(self) -> dict[str, Any]:
        """What the cache keys hold of the LLM: its class (module and qualified name), model name,
        sampling parameters and backend parameters (:meth:`Backend.cache_identity`), the client's
        name and temperature, ``llm.cache_version`` and the LLM object's ``tinyrag_cache_version``. Read
        at each call, so a parameter changed on the object is a new key."""
        own = getattr(self.llm, "tinyrag_cache_version", None)
        return {**self.backend.cache_identity(self.llm), "name": self.name, "temperature": self.temperature,
                "version": [self.cache_version or "", "" if own is None else str(own)]}

    @property
    def deterministic(self) -> bool:
        """The backend decodes deterministically at this client's temperature (the same request
        gives the same reply): the generator's calls are cached only then, unless
        ``llm.cache_generation`` says otherwise."""
        return self.backend.is_deterministic(self.temperature)

    @property
    def usage(self) -> Usage:
        """Totals of this client's calls so far (a copy): backend calls, cache hits, tokens, cost."""
        with self._lock:
            return self._usage.model_copy()

    def _count(self, usage: CallUsage | None, *, cached: bool) -> None:
        with self._lock:
            self._usage.add(usage, cached=cached)
        record(usage, cached=cached)

    # -- token budgeting ----------------------------------------------------------------------

    @property
    def context_window(self) -> int:
        try:
            return int(self.llm.metadata.context_window)
        except Exception:  # noqa: BLE001
            return 4096

    def count_tokens(self, text: str) -> int:
        counter = getattr(self.llm, "count_tokens", None)
        if callable(counter):
            try:
                return int(counter(text))
            except Exception as exc:  # noqa: BLE001 -- fall back to the estimate
                log.debug("token count failed (%s); estimating", exc)
        return math.ceil(len(text) / CHARS_PER_TOKEN)

    # -- calls --------------------------------------------------------------------------------

    def _params(self, max_tokens: int, choices: Sequence[str], prefix: str, text: bool = False) -> dict[str, Any]:
        params: dict[str, Any] = {"temperature": self.temperature, "max_new_tokens": max_tokens}
        if text:  # only then: the cache keys of JSON calls stay as they were
            params["text"] = True
        if prefix and self.prefix:
            params["assistant_prefix"] = prefix
        if self.logprobs:
            params.update({"logprobs": True, "top_logprobs": 5, "logprob_tokens": list(choices)})
        return params

    def _backend_call(self, system: str, user: str, params: dict[str, Any]) -> Reply:
        from llama_index.core.base.llms.types import ChatMessage, MessageRole

        messages = [ChatMessage(role=MessageRole.USER, content=user)]
        if system:
            messages.insert(0, ChatMessage(role=MessageRole.SYSTEM, content=system))
        kwargs = dict(params)
        text_reply = bool(kwargs.pop("text", False))
        kwargs = self.backend.request_kwargs(kwargs, text=text_reply)
        if getattr(self.llm.metadata, "is_chat_model", False):
            resp = self.llm.chat(messages, **kwargs)
            text = resp.message.content or ""
        else:  # a completion model: its own prompt format, and the response keeps its log-probabilities
            resp = self.llm.complete(self.llm.messages_to_prompt(messages), formatted=True, **kwargs)
            text = resp.text or ""
        lps = None
        if getattr(resp, "logprobs", None):
            lps = [[(lp.token, float(lp.logprob)) for lp in step] for step in resp.logprobs]
        return Reply(text=text, logprobs=lps, usage=self._usage_of(resp, system, user, text))

    def _usage_of(self, resp: Any, system: str, user: str, text: str) -> CallUsage:
        """The reply's tokens as the provider reported them, else estimated (``estimated=True``), priced."""
        counts = reported_tokens(resp)
        estimated = counts is None
        if counts is None:
            counts = (self.count_tokens(f"{system}\n{user}" if system else user), self.count_tokens(text))
        return call_usage(self.name, *counts, estimated=estimated, prices=self.prices, local=self.local,
                          declared=self.backend.price())

    def call(self, system: str, user: str, *, max_tokens: int = 256, choices: Sequence[str] = (),
             prefix: str = "", text: bool = False, cache: bool = True) -> Reply:
        """One cached chat call; raises :class:`LLMCallError` after ``max_attempts`` failures.
        ``cache=False``: the cache is neither read nor written for this call.
        ``prefix``: where the backend supports it (the local model), the reply is forced to start
        with it (e.g. ``{"better": ``), so the model continues the JSON object. ``text``: a
        plain-text reply (OpenAI's JSON mode off), e.g. a list of questions."""
        params = self._params(max_tokens, choices, prefix, text)
        with tracing.span(f"chat {self.name}", tracing.LLM) as sp:
            if sp.recording:
                from ..trace_attributes import llm_request

                tracing.add_secret(getattr(self.llm, "api_key", None))
                sp.update(llm_request(self.name, self.backend.provider, system, user, params))
            reply = self._call(system, user, params, use_cache=cache)
            if sp.recording:
                from ..trace_attributes import llm_reply

                sp.update(llm_reply(reply))
            return reply

    def _call(self, system: str, user: str, params: dict[str, Any], *, use_cache: bool = True) -> Reply:
        cache = self.cache if use_cache else None
        key = cache_key(self.identity, "chat", [system, user], params) if cache is not None else ""
        if cache is not None:
            hit = cache.get(key)
            if hit is not None:
                with self._lock:
                    self.stats.cache_hits += 1
                self._count(None, cached=True)
                usage = CallUsage.model_validate(hit["usage"]) if hit.get("usage") else None
                return Reply(text=hit["text"], logprobs=hit.get("logprobs"), cached=True, usage=usage)

        if self.dry_run:
            prompt = self.count_tokens(f"{system}\n{user}" if system else user)
            self._count(call_usage(self.name, prompt, int(params["max_new_tokens"]), estimated=True,
                                   prices=self.prices, local=self.local, declared=self.backend.price()),
                        cached=False)
            raise DryRunCall("dry run: the call was counted, not sent")

        def attempt() -> Reply:
            with self._lock:
                self.stats.llm_calls += 1
            try:
                if self.limiter is None:
                    return self._backend_call(system, user, params)
                with self.limiter.slot():
                    return self._backend_call(system, user, params)
            except Exception:
                with self._lock:
                    self.stats.failures += 1
                raise

        try:
            reply = Retrying(stop=stop_after_attempt(self.max_attempts), reraise=False,
                             wait=wait_exponential(multiplier=self.retry_wait_s, max=10 * self.retry_wait_s + 1e-9),
                             retry=retry_if_exception_type(Exception))(attempt)
        except RetryError as exc:
            last = exc.last_attempt.exception()
            raise LLMCallError(f"LLM call failed after {self.max_attempts} attempt(s): "
                               f"{type(last).__name__}: {last}") from last
        self._count(reply.usage, cached=False)
        if cache is not None:
            cache.put(key, self.name, "chat", {"text": reply.text, "logprobs": reply.logprobs,
                                                     "usage": reply.usage.model_dump(exclude={"total_tokens"})
                                                     if reply.usage else None})
        return reply

    def structured(self, system: str, user: str, schema: type[T], *, max_tokens: int = 256,
                   choices: Sequence[str] = (), coerce: Callable[[Any], Any] | None = None,
                   salvage: Callable[[str, Any], Any] | None = None, prefix: str = "") -> StructuredReply:
        """Ask, parse (with repair), and on an unusable reply ask again -- the task plus the reason
        its last reply was unusable (``prompts/json_repair.j2``) -- up to ``max_attempts`` replies
        in all (tenacity). Never raises for a bad reply or a failed backend: the outcome is then
        ``invalid`` with the reason."""
        state: dict[str, Any] = {"raw": [], "first": "", "reply": None, "prompt": user, "n": 0}

        def attempt() -> ParseOutcome:
            state["n"] += 1
            reply = self.call(system, state["prompt"], max_tokens=max_tokens, choices=choices, prefix=prefix)
            state["reply"] = reply
            state["raw"].append(reply.text)
            outcome = parse_structured(reply.text, schema, coerce=coerce,
                                       salvage=None if salvage is None else lambda t: salvage(t, reply.logprobs))
            state["first"] = state["first"] or outcome.status
            if outcome.status == "invalid":
                state["prompt"] = render(JSON_REPAIR, JsonRepairInput(
                    original=user, reply=reply.text[:300], reason=outcome.reason[:300], attempt=state["n"] + 1,
                    attempts=self.max_attempts))
                raise _Unusable(outcome)
            return outcome

        try:
            outcome = Retrying(stop=stop_after_attempt(self.max_attempts), reraise=False,
                               retry=retry_if_exception_type(_Unusable))(attempt)
        except LLMCallError as exc:
            return StructuredReply(ParseOutcome(None, "invalid", str(exc)), state["reply"], state["n"],
                                   state["first"] or "invalid", state["raw"], error=str(exc))
        except RetryError as exc:
            last = exc.last_attempt.exception()
            outcome = last.outcome if isinstance(last, _Unusable) else ParseOutcome(None, "invalid", str(last))
            outcome.reason = f"no usable reply in {state['n']} attempt(s); last: {outcome.reason}"
        return StructuredReply(outcome, state["reply"], state["n"], state["first"] or "invalid", state["raw"])


class _Unusable(Exception):
    def __init__(self, outcome: ParseOutcome):
        super().__init__(outcome.reason)
        self.outcome = outcome


class TextCompletions:
    """``complete(prompt).text`` over a :class:`CachedLLM`: the memo metrics that ask the LLM for
    text (synthetic questions, claims) get the client's cache, retries, rate limiter and token
    and cost accounting (so ``--max-cost`` and a job's spend count them), instead of calling the
    raw LlamaIndex LLM."""

    def __init__(self, client: CachedLLM, max_tokens: int):
        self.client = client
        self.max_tokens = max_tokens

    @property
    def name(self) -> str:
        return self.client.name

    def complete(self, prompt: str) -> Reply:
        return self.client.call("", prompt, max_tokens=self.max_tokens, text=True)
