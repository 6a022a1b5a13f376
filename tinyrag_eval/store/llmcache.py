"""The LLM-call cache in the store's database (``llm.cache_backend = "store"``): one table shared by
every process and machine that opens the same store (SQLite file or PostgreSQL URL), so no LLM
call is paid twice across workers.

::

    cache = StoreLLMCache(Store.open())         # or StoreLLMCache.for_url(url): one per URL and process
    cache.put(key, "OpenAI:gpt-4o-mini", "chat", {"text": "...", "usage": {...}})
    cache.get(key)                                  # -> the stored value, or None

Same interface as the disk cache (:class:`tinyrag_eval.llm.client.LLMCache`): ``get``, ``put``,
``len``, ``clear``; the key is the client's sha256 of (LLM identity, kind, prompt, parameters) --
the identity being the LLM's class with its module, model name, sampling parameters and versions
(``CachedLLM.identity``), so another class or version never reads an entry; ``model`` is only the
readable name kept beside it. Rows written under an earlier key scheme stay, and simply miss.

Concurrent writers of one key (two workers missing the cache at once and both paying the call):
**the first write wins** and the others are no-ops without an error -- ``INSERT ... ON CONFLICT
DO NOTHING`` on SQLite and PostgreSQL. A reply is a function of its key for a deterministic
backend (and the generator's calls are cached only then, unless ``llm.cache_generation =
"always"``), so the loser's value is an equally valid answer; keeping the first keeps every
reader consistent.

An additive table (``llm_cache``) on the store's :class:`Base`: creating it on an existing
database needs no schema-version change.
"""

from __future__ import annotations

import threading
from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import String, delete, func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Mapped, mapped_column, sessionmaker

from .store import Store
from .tables import Base, utc_now


class LLMCacheRow(Base):
    __tablename__ = "llm_cache"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    model: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(32))
    value: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class StoreLLMCache:
    """``get(key)`` / ``put(key, model, kind, value)`` over the ``llm_cache`` table of a :class:`Store`
    (thread-safe: one short session per call). ``value`` is a JSON object."""

    _shared: ClassVar[dict[str, StoreLLMCache]] = {}
    _shared_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, store: Store):
        self.store = store
        self._sessions = sessionmaker(store.engine, expire_on_commit=False)
        dialect = store.engine.dialect.name
        if dialect not in ("sqlite", "postgresql"):  # pragma: no cover -- make_engine refuses others
            raise ValueError(f"the LLM cache supports SQLite and PostgreSQL stores, not {dialect}")
        self._insert = sqlite_insert if dialect == "sqlite" else pg_insert

    @classmethod
    def for_url(cls, url: str) -> StoreLLMCache:
        """The cache of the store at ``url``, opened once per process (clients share its engine)."""
        with cls._shared_lock:
            cache = cls._shared.get(url)
            if cache is None:
                cache = cls._shared[url] = cls(Store.open(url))
            return cache

    def get(self, key: str) -> Any | None:
        with self._sessions() as s:
            return s.scalar(select(LLMCacheRow.value).where(LLMCacheRow.key == key))

    def put(self, key: str, model: str, kind: str, value: Any) -> bool:
        """Store ``value`` under ``key`` unless the key is there already (first write wins);
        True when this call wrote the row."""
        stmt = self._insert(LLMCacheRow).values(key=key, model=model[:200], kind=kind[:32], value=value,
                                                created_at=utc_now()).on_conflict_do_nothing(index_elements=["key"])
        with self._sessions() as s, s.begin():  # RETURNING: a row comes back only when this call inserted
            return s.execute(stmt.returning(LLMCacheRow.key)).first() is not None

    def __len__(self) -> int:
        with self._sessions() as s:
            return int(s.scalar(select(func.count()).select_from(LLMCacheRow)) or 0)

    def clear(self) -> None:
        with self._sessions() as s, s.begin():
            s.execute(delete(LLMCacheRow))
