"""SQLite disk cache of LLM calls, keyed by a hash of (model, kind, prompt, parameters).

Process-safe: every operation opens its own short connection (WAL journal, busy timeout), writes
are single ``INSERT OR REPLACE`` statements, so several processes may share one file. A value is
any JSON-serialisable object (a completion's text and log-probabilities, a choice distribution).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

SCHEMA = """CREATE TABLE IF NOT EXISTS llm_calls (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    kind TEXT NOT NULL,
    value TEXT NOT NULL,
    created REAL NOT NULL
)"""


def cache_key(model: str, kind: str, prompt: Any, params: dict[str, Any]) -> str:
    """sha256 of the canonical JSON of (model, kind, prompt, parameters)."""
    blob = json.dumps({"model": model, "kind": kind, "prompt": prompt, "params": params},
                      sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


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
