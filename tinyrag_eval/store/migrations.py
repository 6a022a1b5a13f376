"""Schema migrations of the store, applied when an older database is opened.

The table layout has a version (``tables.SCHEMA_VERSION``, kept in ``tinyrag_meta``). New tables
are additive (``create_all`` adds them, the version stays); a change to an existing table bumps the
version and adds one step here, ``MIGRATIONS[old] = step`` taking the database from ``old`` to
``old + 1``. :func:`migrate` runs the steps in one transaction that starts by moving the version
row (``UPDATE ... WHERE value = old``): two processes opening the same old database at once cannot
both migrate it (the second waits for the first's lock, then sees the new version), and a step that
fails rolls everything back, the version included. Plain SQL through SQLAlchemy Core, for SQLite
(3.35 or later: ``DROP COLUMN``) and PostgreSQL alike.

- 1 -> 2: ``exports.markdown_path`` / ``exports.pdf_path`` become ``exports.files``, a JSON mapping
  ``{format name: path}`` (any registered exporter, not two hard-wired ones).
- 2 -> 3: ``human_labels.criteria`` and ``review_votes.criteria``, a nullable JSON mapping
  ``{criterion: 0 | 1 | null}`` (the reviewer's per-criterion verdict). Old rows keep NULL: their
  label counts for every criterion, as before. A table that ``create_all`` made just now already
  has the column and is left alone.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from sqlalchemy import JSON, column, inspect, select, table, text, update
from sqlalchemy.engine import Connection

from .records import StoreSchemaError


def _exports_files(conn: Connection) -> None:
    """1 -> 2: the exports' two path columns become one ``files`` mapping; every old row keeps its
    paths (``{"markdown": ..., "pdf": ...}``, the PDF only when one was written)."""
    if conn.dialect.name == "sqlite" and sqlite3.sqlite_version_info < (3, 35):
        raise StoreSchemaError(f"migrating the store to schema 2 needs SQLite 3.35 or later (DROP COLUMN); "
                               f"this Python has SQLite {sqlite3.sqlite_version}")
    json_type = JSON().compile(dialect=conn.dialect)
    conn.execute(text(f"ALTER TABLE exports ADD COLUMN files {json_type}"))
    old = table("exports", column("attempt_id"), column("markdown_path"), column("pdf_path"))
    new = table("exports", column("attempt_id"), column("files", JSON))
    for attempt_id, markdown_path, pdf_path in conn.execute(select(old.c.attempt_id, old.c.markdown_path,
                                                                   old.c.pdf_path)).all():
        files = {"markdown": markdown_path} if markdown_path else {}
        if pdf_path:
            files["pdf"] = pdf_path
        conn.execute(update(new).where(new.c.attempt_id == attempt_id).values(files=files))
    conn.execute(text("ALTER TABLE exports DROP COLUMN pdf_path"))
    conn.execute(text("ALTER TABLE exports DROP COLUMN markdown_path"))


def _criteria_columns(conn: Connection) -> None:
    """2 -> 3: a nullable JSON ``criteria`` column on the labels and the votes (NULL on every old
    row: the reviewer did not say which criterion failed)."""
    json_type = JSON().compile(dialect=conn.dialect)
    insp = inspect(conn)
    for name in ("human_labels", "review_votes"):
        if not insp.has_table(name):
            continue
        if "criteria" in {c["name"] for c in insp.get_columns(name)}:
            continue  # created by create_all with the schema-3 layout just before this step
        conn.execute(text(f"ALTER TABLE {name} ADD COLUMN criteria {json_type}"))


MIGRATIONS: dict[int, Callable[[Connection], None]] = {1: _exports_files, 2: _criteria_columns}
"""``MIGRATIONS[v]`` takes a database of schema ``v`` to ``v + 1``."""


def migrate(conn: Connection, found: int, target: int) -> bool:
    """Take the database behind ``conn`` (in a transaction the caller commits) from schema ``found``
    to ``target``. Returns False when another process had already moved the version row (nothing
    done here: re-read it). :class:`StoreSchemaError` when no step path exists."""
    missing = [v for v in range(found, target) if v not in MIGRATIONS]
    if found > target or missing:
        raise StoreSchemaError(f"no migration from schema version {found} to {target}")
    meta = table("tinyrag_meta", column("key"), column("value"))
    moved = conn.execute(update(meta).where(meta.c.key == "schema_version", meta.c.value == str(found))
                         .values(value=str(target)))
    if moved.rowcount != 1:
        return False
    for version in range(found, target):
        MIGRATIONS[version](conn)
    return True
