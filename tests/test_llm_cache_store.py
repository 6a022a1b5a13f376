"""The LLM-call cache in the store's database (llm.cache_backend = "store"): shared by clients
(workers) on one database, first write wins, SQLite and PostgreSQL (TINYRAG_TEST_POSTGRES_URL)."""

from __future__ import annotations

import json
import threading

import pytest
from pydantic import ValidationError

from tinyrag_eval.config import Settings
from tinyrag_eval.llm.client import CachedLLM, LLMCache
from tinyrag_eval.store import SCHEMA_VERSION, Store, StoreLLMCache

from .judge_fakes import ScriptedLLM
from .test_store import store_url  # noqa: F401 -- the fixture, shared


def _echo(prompt: str) -> str:
    return json.dumps({"answer": len(prompt)})


def _settings(url: str) -> Settings:
    return Settings.model_validate({"store": {"url": url}, "llm": {"cache_backend": "store"}})


def test_two_workers_on_one_database_share_the_cache(store_url):  # noqa: F811
    llm_a, llm_b = ScriptedLLM(_echo), ScriptedLLM(_echo)
    # two workers = two stores (two engines) over one database
    with Store.open(store_url) as store_a, Store.open(store_url) as store_b:
        a = CachedLLM(llm_a, StoreLLMCache(store_a))
        b = CachedLLM(llm_b, StoreLLMCache(store_b))
        first = [a.call("sys", f"question {i}", max_tokens=16) for i in range(3)]
        assert llm_a.calls == 3 and not any(r.cached for r in first)
        second = [b.call("sys", f"question {i}", max_tokens=16) for i in range(3)]
        assert llm_b.calls == 0, "worker b paid for calls worker a had made"
        assert all(r.cached for r in second) and b.stats.cache_hits == 3
        assert [r.text for r in second] == [r.text for r in first]
        assert [r.usage for r in second] == [r.usage for r in first]  # the original call's tokens
        b.call("sys", "a new question", max_tokens=16)
        assert llm_b.calls == 1 and len(StoreLLMCache(store_a)) == 4


def test_from_settings_picks_the_store_backend(store_url, tmp_path):  # noqa: F811
    settings = _settings(store_url)
    client = CachedLLM.from_settings(settings, ScriptedLLM(_echo))
    assert isinstance(client.cache, StoreLLMCache)
    client.call("", "hello")
    again = CachedLLM.from_settings(settings, llm := ScriptedLLM(_echo))
    assert again.call("", "hello").cached and llm.calls == 0
    assert not (tmp_path / "cache" / "llm_cache.sqlite").exists()
    # the default stays the disk file; cache = false means no cache on either backend
    assert isinstance(CachedLLM.from_settings(Settings(), ScriptedLLM(_echo)).cache, LLMCache)
    off = Settings.model_validate({"store": {"url": store_url}, "llm": {"cache_backend": "store", "cache": False}})
    assert CachedLLM.from_settings(off, ScriptedLLM(_echo)).cache is None


def test_first_write_wins_and_a_duplicate_is_no_error(store_url):  # noqa: F811
    with Store.open(store_url) as store:
        cache = StoreLLMCache(store)
        assert cache.get("k") is None
        assert cache.put("k", "m", "chat", {"text": "first"}) is True
        assert cache.put("k", "m", "chat", {"text": "second"}) is False
        assert cache.get("k") == {"text": "first"} and len(cache) == 1
        cache.clear()
        assert len(cache) == 0


def test_concurrent_writers_of_one_key_are_harmless(store_url):  # noqa: F811
    n = 6
    stores = [Store.open(store_url) for _ in range(n)]
    try:
        caches = [StoreLLMCache(s) for s in stores]
        barrier = threading.Barrier(n)
        wrote: list[bool] = [False] * n
        errors: list[BaseException] = []

        def worker(i: int) -> None:
            try:
                barrier.wait(10)
                wrote[i] = caches[i].put("same-key", "m", "chat", {"text": f"writer {i}"})
            except BaseException as exc:  # noqa: BLE001 -- reported below
                errors.append(exc)

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert not errors, errors
        assert sum(wrote) == 1, "exactly one writer stores the row"
        winner = wrote.index(True)
        assert all(c.get("same-key") == {"text": f"writer {winner}"} for c in caches)
        assert len(caches[0]) == 1
    finally:
        for s in stores:
            s.close()


def test_for_url_opens_one_cache_per_url(tmp_path):
    url = f"sqlite:///{tmp_path / 'one.sqlite3'}"
    assert StoreLLMCache.for_url(url) is StoreLLMCache.for_url(url)


def test_store_cache_table_is_additive(tmp_path):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    with Store.open(url) as store:
        assert store.schema_version == SCHEMA_VERSION
    with Store.open(url) as store:  # reopening an existing database keeps its schema version
        StoreLLMCache(store).put("k", "m", "chat", {"text": "x"})
        assert store.schema_version == SCHEMA_VERSION


def test_concurrency_bounds_are_checked():
    with pytest.raises(ValidationError, match="min_concurrency"):
        Settings.model_validate({"llm": {"min_concurrency": 5, "max_concurrency": 2}})
    with pytest.raises(ValidationError):
        Settings.model_validate({"llm": {"cache_backend": "redis"}})
