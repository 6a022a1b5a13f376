"""The store's tables (SQLAlchemy 2.0 ORM). One row class per table; the store converts
rows to the record types of :mod:`.records` and never hands rows out."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

SCHEMA_VERSION = 3
"""Version of the table layout, stored in ``tinyrag_meta``. An older database is migrated when it is
opened (:mod:`.migrations`: 1 -> 2 turned the exports' markdown/pdf columns into one ``files``
mapping; 2 -> 3 added the reviewers' per-criterion verdicts, ``criteria``, to labels and votes); a
newer one is refused."""


class _UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite stores naive UTC)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the store; use timezone-aware UTC")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is not None and value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value


def utc_now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: _UTCDateTime(), dict[str, Any]: JSON, list[Any]: JSON}


class MetaRow(Base):
    __tablename__ = "tinyrag_meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class RunRow(Base):
    __tablename__ = "runs"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    topic: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(32), default="running")
    config: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)
    finished_at: Mapped[datetime | None]


class AttemptRow(Base):
    __tablename__ = "attempts"
    __table_args__ = (UniqueConstraint("run_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"), index=True)
    number: Mapped[int]
    memo_id: Mapped[str] = mapped_column(String(200), index=True)
    memo: Mapped[dict[str, Any]]
    retrieval: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class EvaluationRow(Base):
    __tablename__ = "evaluations"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    memo_id: Mapped[str] = mapped_column(String(200))
    evaluation: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class AssessmentRow(Base):
    __tablename__ = "assessments"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    calibrator_version: Mapped[str | None] = mapped_column(String(200))
    assessment: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class DecisionRow(Base):
    __tablename__ = "decisions"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    action: Mapped[str] = mapped_column(String(16))
    decision: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class ReviewRow(Base):
    __tablename__ = "review_items"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"), index=True)
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), unique=True)
    memo_id: Mapped[str] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(32), index=True, default="pending")
    reasons: Mapped[list[Any]] = mapped_column(default=list)
    reviewer: Mapped[str | None] = mapped_column(String(200))
    verdict: Mapped[str | None] = mapped_column(String(32))
    notes: Mapped[str] = mapped_column(Text, default="")
    edited_text: Mapped[str | None] = mapped_column(Text)
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)
    decided_at: Mapped[datetime | None]


class LabelRow(Base):
    __tablename__ = "human_labels"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), index=True)
    review_id: Mapped[str | None] = mapped_column(ForeignKey("review_items.id"), unique=True)
    label: Mapped[int]
    verdict: Mapped[str] = mapped_column(String(32))
    reviewer: Mapped[str | None] = mapped_column(String(200))
    source: Mapped[str] = mapped_column(String(32), default="review")
    features: Mapped[dict[str, Any]] = mapped_column(default=dict)
    criteria: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)  # {criterion: 0|1|null} (schema 3)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class CalibratorRow(Base):
    __tablename__ = "calibrator_versions"
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    version: Mapped[str] = mapped_column(String(200), unique=True)
    path: Mapped[str] = mapped_column(Text)
    meta: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class WorkflowContextRow(Base):
    __tablename__ = "workflow_contexts"
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"), primary_key=True)
    context: Mapped[dict[str, Any]]
    step: Mapped[str | None] = mapped_column(String(200))
    revision: Mapped[int] = mapped_column(default=1)
    updated_at: Mapped[datetime] = mapped_column(default=utc_now)


class ExportRow(Base):
    __tablename__ = "exports"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    files: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # format name -> path (schema 2)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)
