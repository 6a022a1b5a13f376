"""An adaptive concurrency limiter for remote LLM calls (AIMD), honouring ``Retry-After``.

:class:`~tinyrag_eval.llm.client.CachedLLM` runs every call to a remote model (never the local
one, which is a single thread anyway) inside :meth:`AdaptiveLimiter.slot`::

    limiter = AdaptiveLimiter(max_concurrency=8, min_concurrency=1, increase_after=10)
    with limiter.slot():            # waits while `limit` calls are in flight or a Retry-After pause runs
        reply = llm.chat(...)

* **Additive increase:** after ``increase_after`` successful calls in a row the allowed concurrency
  grows by one, up to ``max_concurrency`` (where it starts).
* **Multiplicative decrease:** a rate-limit error (:func:`rate_limit_info`: ``openai.RateLimitError``
  or any error with HTTP status 429) halves it, down to ``min_concurrency``. The calls of one burst
  that were already in flight when the limit was cut do not cut it again (one halving per burst).
* **Retry-After:** when the provider says how long to wait (``retry-after-ms`` or ``retry-after``,
  seconds or an HTTP date; capped at ``max_pause_s``) no new call starts before then.

One limiter per model per process (:func:`shared_limiter`), so the judges and the generator calling
the same provider share one budget. Clock and sleep are injectable (tests run without waiting).
"""

from __future__ import annotations

import email.utils
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

__all__ = ["AdaptiveLimiter", "rate_limit_info", "shared_limiter"]


def _retry_after(headers: Any, now: float) -> float | None:
    """Seconds to wait from ``retry-after-ms`` / ``retry-after`` (seconds or an HTTP date), else None."""
    if headers is None:
        return None
    try:
        ms = headers.get("retry-after-ms")
        if ms is not None:
            return max(0.0, float(ms) / 1000.0)
        value = headers.get("retry-after")
    except Exception:  # noqa: BLE001 -- headers of an unknown shape: no hint
        return None
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except (TypeError, ValueError):
        pass
    try:
        when = email.utils.parsedate_to_datetime(str(value))
    except (TypeError, ValueError, IndexError):
        return None
    return max(0.0, when.timestamp() - now)


def rate_limit_info(exc: BaseException) -> tuple[bool, float | None]:
    """(is it a rate-limit error, seconds the provider asks to wait or None): ``openai.RateLimitError``
    or an error carrying HTTP status 429 (on itself, its ``response``, or an error it wraps)."""
    seen: set[int] = set()
    err: BaseException | None = exc
    while err is not None and id(err) not in seen:
        seen.add(id(err))
        response = getattr(err, "response", None)
        status = getattr(err, "status_code", None) or getattr(response, "status_code", None)
        limited = status == 429 or type(err).__name__ == "RateLimitError"
        if limited:
            return True, _retry_after(getattr(response, "headers", None), time.time())
        err = err.__cause__ or err.__context__
    return False, None


class AdaptiveLimiter:
    """AIMD bound on concurrent remote calls (see the module docstring). Thread-safe."""

    def __init__(self, max_concurrency: int = 8, min_concurrency: int = 1, increase_after: int = 10, *,
                 max_pause_s: float = 120.0, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep):
        if not 1 <= min_concurrency <= max_concurrency:
            raise ValueError(f"need 1 <= min_concurrency ({min_concurrency}) <= max_concurrency ({max_concurrency})")
        if increase_after < 1:
            raise ValueError("increase_after must be >= 1")
        self.max_concurrency = max_concurrency
        self.min_concurrency = min_concurrency
        self.increase_after = increase_after
        self.max_pause_s = max_pause_s
        self._clock = clock
        self._sleep = sleep
        self._cond = threading.Condition()
        self._limit = max_concurrency
        self._in_flight = 0
        self._successes = 0
        self._epoch = 0  # bumped by every decrease: a call that started before it does not decrease again
        self._paused_until = 0.0
        self.rate_limits = 0  # rate-limit errors seen
        self.pauses: list[float] = []  # Retry-After pauses taken (seconds), for reporting

    @property
    def limit(self) -> int:
        """Calls allowed in flight now."""
        with self._cond:
            return self._limit

    @property
    def in_flight(self) -> int:
        with self._cond:
            return self._in_flight

    def _acquire(self) -> int:
        while True:
            with self._cond:
                wait = self._paused_until - self._clock()
                if wait <= 0:
                    if self._in_flight < self._limit:
                        self._in_flight += 1
                        return self._epoch
                    self._cond.wait(1.0)  # a release (or a raised limit) notifies
                    continue
            self.pauses.append(wait)
            self._sleep(wait)  # outside the lock: a Retry-After pause holds back every new call

    def _release(self, epoch: int, *, rate_limited: bool = False, retry_after: float | None = None,
                 success: bool = False) -> None:
        with self._cond:
            self._in_flight -= 1
            if rate_limited:
                self.rate_limits += 1
                self._successes = 0
                if epoch == self._epoch:  # the first error of a burst halves the limit
                    self._limit = max(self.min_concurrency, self._limit // 2)
                    self._epoch += 1
                if retry_after is not None:
                    until = self._clock() + min(retry_after, self.max_pause_s)
                    self._paused_until = max(self._paused_until, until)
            elif success:
                self._successes += 1
                if self._successes >= self.increase_after:
                    self._successes = 0
                    self._limit = min(self.max_concurrency, self._limit + 1)
            self._cond.notify_all()

    @contextmanager
    def slot(self) -> Iterator[None]:
        """Hold one slot for the duration of a remote call; an exception of the call is classified
        (:func:`rate_limit_info`) and re-raised."""
        epoch = self._acquire()
        try:
            yield
        except BaseException as exc:
            limited, retry_after = rate_limit_info(exc)
            self._release(epoch, rate_limited=limited, retry_after=retry_after)
            raise
        self._release(epoch, success=True)


_SHARED: dict[tuple[str, int, int, int], AdaptiveLimiter] = {}
_SHARED_LOCK = threading.Lock()


def shared_limiter(model: str, max_concurrency: int, min_concurrency: int, increase_after: int) -> AdaptiveLimiter:
    """The process's limiter of ``model`` with these bounds (created on first use)."""
    key = (model, max_concurrency, min_concurrency, increase_after)
    with _SHARED_LOCK:
        limiter = _SHARED.get(key)
        if limiter is None:
            limiter = _SHARED[key] = AdaptiveLimiter(max_concurrency, min_concurrency, increase_after)
        return limiter
