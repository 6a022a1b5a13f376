"""The store's database engine: URL parsing, driver choice and per-backend settings, with
one-line errors that name the setting to change."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError
from sqlalchemy.pool import StaticPool

from .records import StoreConfigError, StoreUnavailableError

URL_SETTING = "TINYRAG_STORE__URL"


def safe_url(url: URL) -> str:
    """The URL as text with the password hidden (for messages)."""
    return url.render_as_string(hide_password=True)


def first_line(exc: BaseException) -> str:
    """The first line of a driver error (the database's own message), for one-line errors."""
    orig = getattr(exc, "orig", None) or exc
    text = str(orig).strip().splitlines()
    return text[0] if text else type(orig).__name__


DEFAULT_BUSY_TIMEOUT_S = 30.0
"""How long a SQLite write waits for another writer's lock (``store.busy_timeout_s``)."""


def make_engine(url_text: str, *, busy_timeout_s: float = DEFAULT_BUSY_TIMEOUT_S) -> Engine:
    """An engine for a SQLite or PostgreSQL URL (psycopg 3; WAL and foreign keys on SQLite; a
    SQLite write waits up to ``busy_timeout_s`` for another writer's lock);
    :class:`StoreConfigError` / :class:`StoreUnavailableError` name :data:`URL_SETTING`."""
    hint = (
        f"set {URL_SETTING} (store.url), e.g. sqlite:////path/tinyrag.sqlite3 or "
        "postgresql+psycopg://user:password@127.0.0.1:5432/tinyrag"
    )
    try:
        url = make_url(url_text)
    except ArgumentError as exc:
        raise StoreConfigError(f"store URL {url_text!r} is not a database URL ({exc}); {hint}") from None
    backend = url.get_backend_name()
    kwargs: dict[str, Any] = {}
    if backend == "sqlite":
        database = url.database or ""
        if database in ("", ":memory:"):
            kwargs |= {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
        else:
            if not database.startswith("file:"):
                try:
                    Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise StoreUnavailableError(
                        f"cannot create the folder of the SQLite store {database}: {exc}; {hint}"
                    ) from None
            kwargs["connect_args"] = {"timeout": busy_timeout_s, "check_same_thread": False}
    elif backend == "postgresql":
        if url.drivername == "postgresql":  # psycopg2 is not installed; psycopg 3 is
            url = url.set(drivername="postgresql+psycopg")
        kwargs["connect_args"] = {"connect_timeout": 10}
    else:
        raise StoreConfigError(
            f"store URL {safe_url(url)!r}: unsupported database {backend!r} "
            f"(SQLite and PostgreSQL are supported); {hint}"
        )
    try:
        engine = create_engine(url, pool_pre_ping=True, **kwargs)
    except (NoSuchModuleError, ArgumentError, ImportError) as exc:
        raise StoreConfigError(f"store URL {safe_url(url)!r}: {exc}; {hint}") from None
    if backend == "sqlite":

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            if database not in ("", ":memory:"):
                cur.execute("PRAGMA journal_mode=WAL")
            cur.close()

    return engine


# --------------------------------------------------------------------------- the store
