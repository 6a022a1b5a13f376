"""The adaptive (AIMD) concurrency limiter of remote LLM calls, with Retry-After; fake clock and
sleep (no real waiting)."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import httpx
import openai
import pytest

from tinyrag_eval.config import Settings
from tinyrag_eval.llm.client import CachedLLM
from tinyrag_eval.llm.limiter import AdaptiveLimiter, rate_limit_info, shared_limiter

from .judge_fakes import ScriptedLLM


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(round(seconds, 6))
        self.now += seconds


def _limiter(clock: FakeClock, **kw) -> AdaptiveLimiter:
    kw = {"max_concurrency": 8, "min_concurrency": 1, "increase_after": 3} | kw
    return AdaptiveLimiter(**kw, clock=clock, sleep=clock.sleep)


def rate_limit_error(headers: dict[str, str] | None = None) -> openai.RateLimitError:
    request = httpx.Request("POST", "https://api.openai.com/v1/chat/completions")
    response = httpx.Response(429, headers=headers or {}, request=request)
    return openai.RateLimitError("Rate limit reached", response=response, body=None)


def _fail(limiter: AdaptiveLimiter, exc: BaseException) -> None:
    with pytest.raises(type(exc)), limiter.slot():
        raise exc


def _succeed(limiter: AdaptiveLimiter, n: int = 1) -> None:
    for _ in range(n):
        with limiter.slot():
            pass


# ---------------------------------------------------------------------------------------------
# recognising rate limits


def test_rate_limit_info_reads_the_provider_headers():
    assert rate_limit_info(rate_limit_error({"retry-after": "3"})) == (True, 3.0)
    assert rate_limit_info(rate_limit_error({"retry-after-ms": "250", "retry-after": "9"})) == (True, 0.25)
    assert rate_limit_info(rate_limit_error()) == (True, None)
    when = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    limited, wait = rate_limit_info(rate_limit_error({"retry-after": when}))
    assert limited and 25 <= wait <= 31
    assert rate_limit_info(rate_limit_error({"retry-after": "soon"})) == (True, None)
    assert rate_limit_info(ValueError("bad reply")) == (False, None)
    assert rate_limit_info(openai.APIConnectionError(request=httpx.Request("POST", "https://x"))) == (False, None)

    class Http429(Exception):
        status_code = 429

    assert rate_limit_info(Http429()) == (True, None)
    try:  # a wrapped rate-limit error (e.g. re-raised by a framework) is still one
        try:
            raise rate_limit_error({"retry-after": "2"})
        except openai.RateLimitError as inner:
            raise RuntimeError("chat failed") from inner
    except RuntimeError as outer:
        assert rate_limit_info(outer) == (True, 2.0)


# ---------------------------------------------------------------------------------------------
# AIMD


def test_halves_on_rate_limit_and_grows_back_by_one_after_a_run_of_successes():
    clock = FakeClock()
    lim = _limiter(clock)
    assert lim.limit == 8
    _fail(lim, rate_limit_error())
    assert lim.limit == 4 and clock.slept == []  # no Retry-After: the limiter itself does not wait
    _succeed(lim, 2)
    assert lim.limit == 4
    _succeed(lim)
    assert lim.limit == 5  # +1 after 3 successes in a row
    _succeed(lim, 2)
    _fail(lim, ValueError("not a rate limit"))  # another error neither grows nor shrinks the limit
    assert lim.limit == 5
    _fail(lim, rate_limit_error())
    _fail(lim, rate_limit_error())
    _fail(lim, rate_limit_error())
    _fail(lim, rate_limit_error())
    assert lim.limit == 1 == lim.min_concurrency and lim.rate_limits == 5  # floor
    _succeed(lim, 3 * 20)
    assert lim.limit == 8  # ceiling
    assert lim.in_flight == 0


def test_min_concurrency_is_a_floor():
    lim = _limiter(FakeClock(), max_concurrency=6, min_concurrency=4)
    _fail(lim, rate_limit_error())
    _fail(lim, rate_limit_error())
    assert lim.limit == 4


def test_one_burst_of_rate_limits_halves_once():
    """Calls already in flight when the limit was cut do not cut it again."""
    lim = _limiter(FakeClock())
    slots = [lim.slot() for _ in range(4)]
    for s in slots:
        s.__enter__()
    assert lim.in_flight == 4
    err = rate_limit_error()
    for s in slots:  # all four come back rate-limited (the error propagates: __exit__ does not swallow it)
        assert not s.__exit__(type(err), err, None)
    assert lim.limit == 4 and lim.rate_limits == 4 and lim.in_flight == 0
    _fail(lim, rate_limit_error())  # a call started after the cut may cut again
    assert lim.limit == 2


def test_retry_after_pauses_every_new_call():
    clock = FakeClock()
    lim = _limiter(clock)
    _fail(lim, rate_limit_error({"retry-after": "2.5"}))
    assert clock.slept == []
    _succeed(lim)  # waits out the pause before the call starts
    assert clock.slept == [2.5] and clock.now == pytest.approx(1002.5)
    _succeed(lim)  # the pause is over: no more waiting
    assert clock.slept == [2.5]
    _fail(lim, rate_limit_error({"retry-after": "3600"}))  # an absurd hint is capped
    _succeed(lim)
    assert clock.slept[-1] == lim.max_pause_s == 120.0


def test_concurrency_never_exceeds_the_limit():
    lim = AdaptiveLimiter(max_concurrency=2, min_concurrency=1, increase_after=100)
    peak, current, guard = [0], [0], threading.Lock()

    def call() -> None:
        with lim.slot():
            with guard:
                current[0] += 1
                peak[0] = max(peak[0], current[0])
            time.sleep(0.02)
            with guard:
                current[0] -= 1

    threads = [threading.Thread(target=call) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert peak[0] == 2 and lim.in_flight == 0


def test_bounds_are_checked():
    with pytest.raises(ValueError, match="min_concurrency"):
        AdaptiveLimiter(max_concurrency=2, min_concurrency=3)
    with pytest.raises(ValueError):
        AdaptiveLimiter(increase_after=0)


# ---------------------------------------------------------------------------------------------
# in the client


class RateLimitedLLM(ScriptedLLM):
    """Raises a rate-limit error (with the given headers) for the first ``failures`` calls."""

    def __init__(self, failures: int, headers: dict[str, str] | None = None, **kw):
        state = {"left": failures}

        def script(prompt: str) -> str:
            if state["left"] > 0:
                state["left"] -= 1
                raise rate_limit_error(headers)
            return '{"ok": true}'

        super().__init__(script, **kw)


class LocalLLM(ScriptedLLM):
    tinyrag_local: bool = True


@pytest.mark.parametrize("headers, pause", [({"retry-after": "1.5"}, [1.5]), (None, [])])
def test_cached_llm_backs_off_on_rate_limits(tmp_path, headers, pause):
    clock = FakeClock()
    lim = _limiter(clock)
    client = CachedLLM(RateLimitedLLM(1, headers), tmp_path / "c.sqlite", max_attempts=3, retry_wait_s=0,
                       limiter=lim)
    reply = client.call("", "question")
    assert reply.text == '{"ok": true}' and client.stats.llm_calls == 2 and client.stats.failures == 1
    assert lim.limit == 4 and lim.rate_limits == 1 and clock.slept == pause
    assert client.call("", "question").cached and lim.rate_limits == 1  # a cache hit takes no slot


def test_local_model_calls_run_without_a_limiter(tmp_path):
    assert CachedLLM(LocalLLM(lambda p: "{}"), tmp_path / "c.sqlite").limiter is None
    assert CachedLLM(ScriptedLLM(lambda p: "{}"), tmp_path / "c.sqlite").limiter is not None


def test_from_settings_shares_one_limiter_per_model(tmp_path):
    settings = Settings.model_validate({"llm": {"max_concurrency": 5, "min_concurrency": 2,
                                                "concurrency_increase_after": 7}})
    a = CachedLLM.from_settings(settings, ScriptedLLM(lambda p: "{}"))
    b = CachedLLM.from_settings(settings, ScriptedLLM(lambda p: "{}"), cache_file="judge_cache.sqlite")
    assert a.limiter is b.limiter
    assert (a.limiter.max_concurrency, a.limiter.min_concurrency, a.limiter.increase_after) == (5, 2, 7)
    assert shared_limiter("ScriptedLLM:scripted", 5, 2, 7) is a.limiter
    other = CachedLLM.from_settings(settings, ScriptedLLM(lambda p: "{}", model_name="other"))
    assert other.limiter is not a.limiter
