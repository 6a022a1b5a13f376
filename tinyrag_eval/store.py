"""The store: runs, memo attempts, evaluations, decisions, the review queue, human labels,
calibrator versions, paused workflow contexts and exports, in one SQL database.

SQLAlchemy 2.0 ORM; SQLite by default (a file under ``store.data_dir``), PostgreSQL by URL
(``TINYRAG_STORE__URL=postgresql+psycopg://user:pw@127.0.0.1/tinyrag``). Tables are created on
open and carry a schema-version row. The API takes and returns the pydantic types of
:mod:`tinyrag_eval.schema` plus a few record types defined here::

    store = Store.open()                                   # settings.store.url, else SQLite
    run = store.start_run("Credit memo: Acme Bank FY2025")
    att = store.add_attempt(run.id, memo, retrieval)       # -> AttemptRecord (id, number, ...)
    store.add_evaluation(att.id, evaluation)
    store.add_assessment(att.id, assessment)
    store.add_decision(att.id, decision)
    item = store.enqueue_review(att.id, reasons=decision.reasons)      # escalate
    store.save_workflow_context(run.id, ctx.to_dict())                 # pause; process may exit
    ...
    store.decide_review(item.id, "alice", "approve")       # exactly one reviewer wins
    store.load_workflow_context(run.id)                    # resume
    store.export_once(att.id, lambda: export_memo(...))    # never exports an attempt twice

Guarantees:

* **No lost update on reviews.** :meth:`Store.decide_review` is one conditional
  ``UPDATE ... WHERE id = :id AND status = :expected`` whose row count is checked: of two
  reviewers acting on one item exactly one succeeds, the other gets :class:`ReviewConflictError`
  naming who decided first. The human label is written in the same transaction.
* **Nothing is deleted.** Decisions change a status; a rejected item stays, archived.
* **Idempotent replay.** Recording the same thing twice (a workflow step re-run after a crash)
  returns the stored record; recording something *different* under the same key raises
  :class:`DuplicateRecordError` instead of overwriting.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar, Literal, Protocol, Self

from pydantic import BaseModel, Field
from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    create_engine,
    event,
    select,
    update,
)
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, NoSuchModuleError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.pool import StaticPool

from .schema import Assessment, Decision, Evaluation, Memo, RetrievalResult, ReviewItem

SCHEMA_VERSION = 1
URL_SETTING = "TINYRAG_STORE__URL"
MAX_JSON_BYTES = 32 * 1024 * 1024
"""Largest JSON document (memo, retrieval lists, workflow context) the store accepts."""

ReviewStatus = Literal["pending", "approved", "edited", "changes_requested", "rejected"]
VERDICT_STATUS: dict[str, ReviewStatus] = {
    "approve": "approved",
    "edit": "edited",
    "request_changes": "changes_requested",
    "reject": "rejected",
}
"""Reviewer verdict -> review status. ``edit`` = approve with edits (needs ``edited_text``);
``request_changes`` needs ``notes``; ``reject`` archives the item."""
VERDICT_LABEL: dict[str, int] = {"approve": 1, "edit": 0, "request_changes": 0, "reject": 0}
"""Default calibration label of each verdict: 1 = the attempt was acceptable as it stood."""


# --------------------------------------------------------------------------- errors


class StoreError(Exception):
    """Base class of the store's errors."""


class StoreConfigError(StoreError, ValueError):
    """The configured URL cannot be used (malformed, unknown driver)."""


class StoreUnavailableError(StoreError, ConnectionError):
    """The database cannot be reached or opened."""


class StoreSchemaError(StoreError):
    """The database was created by an incompatible version of tinyrag-eval."""


class RecordNotFoundError(StoreError, LookupError):
    """A run, attempt, review item or calibrator that does not exist."""

    def __str__(self) -> str:  # LookupError would quote the message
        return str(self.args[0]) if self.args else ""


class DuplicateRecordError(StoreError):
    """Something different is already recorded under this key (the store never overwrites)."""


class ReviewConflictError(StoreError):
    """The review item is no longer in the expected status: another reviewer acted first."""

    def __init__(self, message: str, current: ReviewRecord) -> None:
        super().__init__(message)
        self.current = current


# --------------------------------------------------------------------------- record types


class RunRecord(BaseModel):
    id: str
    topic: str
    status: str = "running"
    config: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime
    finished_at: datetime | None = None


class AttemptRecord(BaseModel):
    """One generation attempt of a run with everything recorded about it so far."""

    id: int
    run_id: str
    number: int = Field(description="1-based attempt number within the run (Memo.attempt)")
    memo: Memo
    retrieval: RetrievalResult | None = None
    evaluation: Evaluation | None = None
    assessment: Assessment | None = None
    decision: Decision | None = None
    created_at: datetime


class ReviewRecord(ReviewItem):
    """A review-queue item (a :class:`~tinyrag_eval.schema.ReviewItem`) with its provenance."""

    run_id: str
    attempt_id: int
    reasons: list[str] = Field(default_factory=list, description="why it was escalated")
    edited_text: str | None = Field(None, description="the reviewer's text for verdict 'edit'")
    version: int = Field(1, description="bumped by every status change")


class HumanLabel(BaseModel):
    """A human verdict beside the machine scores of the attempt it judged (a calibration row)."""

    id: int
    attempt_id: int
    review_id: str | None = None
    label: int = Field(description="1 = acceptable as it stood, 0 = not")
    verdict: str
    reviewer: str | None = None
    source: str = "review"
    features: dict[str, float | None] = Field(
        default_factory=dict, description="machine_scores() of the attempt when it was labelled"
    )
    created_at: datetime


class CalibratorRecord(BaseModel):
    version: str
    path: str = Field(description="where the calibrator artefact lives")
    metadata: dict[str, Any] = Field(default_factory=dict)
    created_at: datetime


class ExportRecord(BaseModel):
    attempt_id: int
    markdown_path: str
    pdf_path: str | None = None
    created_at: datetime


class _ExportLike(Protocol):
    markdown_path: Path
    pdf_path: Path | None


# --------------------------------------------------------------------------- tables


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


def _now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: _UTCDateTime(), dict[str, Any]: JSON, list[Any]: JSON}


class _Meta(Base):
    __tablename__ = "tinyrag_meta"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class _Run(Base):
    __tablename__ = "runs"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    topic: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(32), default="running")
    config: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=_now)
    finished_at: Mapped[datetime | None]


class _Attempt(Base):
    __tablename__ = "attempts"
    __table_args__ = (UniqueConstraint("run_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"), index=True)
    number: Mapped[int]
    memo_id: Mapped[str] = mapped_column(String(200), index=True)
    memo: Mapped[dict[str, Any]]
    retrieval: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    created_at: Mapped[datetime] = mapped_column(default=_now)


class _Evaluation(Base):
    __tablename__ = "evaluations"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    memo_id: Mapped[str] = mapped_column(String(200))
    evaluation: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=_now)


class _Assessment(Base):
    __tablename__ = "assessments"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    calibrator_version: Mapped[str | None] = mapped_column(String(200))
    assessment: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=_now)


class _Decision(Base):
    __tablename__ = "decisions"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    action: Mapped[str] = mapped_column(String(16))
    decision: Mapped[dict[str, Any]]
    created_at: Mapped[datetime] = mapped_column(default=_now)


class _Review(Base):
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
    created_at: Mapped[datetime] = mapped_column(default=_now)
    decided_at: Mapped[datetime | None]


class _Label(Base):
    __tablename__ = "human_labels"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), index=True)
    review_id: Mapped[str | None] = mapped_column(ForeignKey("review_items.id"), unique=True)
    label: Mapped[int]
    verdict: Mapped[str] = mapped_column(String(32))
    reviewer: Mapped[str | None] = mapped_column(String(200))
    source: Mapped[str] = mapped_column(String(32), default="review")
    features: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=_now)


class _Calibrator(Base):
    __tablename__ = "calibrator_versions"
    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    version: Mapped[str] = mapped_column(String(200), unique=True)
    path: Mapped[str] = mapped_column(Text)
    meta: Mapped[dict[str, Any]] = mapped_column("metadata", JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(default=_now)


class _WorkflowContext(Base):
    __tablename__ = "workflow_contexts"
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id"), primary_key=True)
    context: Mapped[dict[str, Any]]
    step: Mapped[str | None] = mapped_column(String(200))
    revision: Mapped[int] = mapped_column(default=1)
    updated_at: Mapped[datetime] = mapped_column(default=_now)


class _Export(Base):
    __tablename__ = "exports"
    attempt_id: Mapped[int] = mapped_column(ForeignKey("attempts.id"), primary_key=True)
    markdown_path: Mapped[str] = mapped_column(Text)
    pdf_path: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=_now)


# --------------------------------------------------------------------------- helpers


def machine_scores(
    evaluation: Evaluation | None, assessment: Assessment | None = None
) -> dict[str, float | None]:
    """Flat machine scores of one attempt, the features of a calibration row.

    Metric values by metric name (``None`` when the metric was invalid or not applicable),
    judge criterion scores as ``judge.<criterion>`` (when the verdict is valid) and calibrated
    probabilities as ``probability.<criterion>``.
    """
    feats: dict[str, float | None] = {}
    if evaluation is not None:
        for name, m in evaluation.metrics.items():
            feats[name] = None if m.invalid else m.value
        if evaluation.judge is not None and not evaluation.judge.invalid:
            for crit, cs in evaluation.judge.criteria.items():
                feats[f"judge.{crit}"] = cs.score
    if assessment is not None:
        for crit, ca in assessment.per_criterion.items():
            feats[f"probability.{crit}"] = ca.probability
    return feats


def _dump(obj: BaseModel, what: str) -> dict[str, Any]:
    data = obj.model_dump(mode="json")
    _check_size(data, what)
    return data


def _check_size(data: Any, what: str) -> None:
    try:
        size = len(json.dumps(data, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"{what} is not JSON-serialisable: {exc}") from None
    if size > MAX_JSON_BYTES:
        raise StoreError(
            f"{what} is {size / 1e6:.1f} MB of JSON; the store accepts at most "
            f"{MAX_JSON_BYTES / 1e6:.0f} MB per record"
        )


def _require(value: str, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{what} must be a non-empty string")
    return value.strip()


def _safe_url(url: URL) -> str:
    return url.render_as_string(hide_password=True)


def _first_line(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    text = str(orig).strip().splitlines()
    return text[0] if text else type(orig).__name__


def _make_engine(url_text: str) -> Engine:
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
            kwargs["connect_args"] = {"timeout": 30, "check_same_thread": False}
    elif backend == "postgresql":
        if url.drivername == "postgresql":  # psycopg2 is not installed; psycopg 3 is
            url = url.set(drivername="postgresql+psycopg")
        kwargs["connect_args"] = {"connect_timeout": 10}
    else:
        raise StoreConfigError(
            f"store URL {_safe_url(url)!r}: unsupported database {backend!r} "
            f"(SQLite and PostgreSQL are supported); {hint}"
        )
    try:
        engine = create_engine(url, pool_pre_ping=True, **kwargs)
    except (NoSuchModuleError, ArgumentError, ImportError) as exc:
        raise StoreConfigError(f"store URL {_safe_url(url)!r}: {exc}; {hint}") from None
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


class Store:
    """Typed access to the store. Open with :meth:`Store.open`; thread-safe (one session
    per call); use as a context manager or call :meth:`close`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    # ---- lifecycle

    @classmethod
    def open(cls, url: str | None = None, *, settings: Any | None = None) -> Store:
        """Open (and create if needed) the store at ``url``, else at the configured
        ``store.url`` (``TINYRAG_STORE__URL``), else the SQLite file under ``store.data_dir``.

        Raises :class:`StoreConfigError` for a malformed URL or unknown driver,
        :class:`StoreUnavailableError` when the database cannot be reached and
        :class:`StoreSchemaError` for a database of another schema version; each message is
        one line that names the setting.
        """
        if url is None:
            if settings is None:
                from .config import get_settings

                settings = get_settings()
            url = settings.store.resolved_url()
        if not isinstance(url, str) or not url.strip():
            raise StoreConfigError(f"store URL is empty; set {URL_SETTING} (store.url)")
        engine = _make_engine(url.strip())
        store = cls(engine)
        try:
            store._create_schema()
        except StoreError:
            engine.dispose()
            raise
        except (DBAPIError, OSError) as exc:
            engine.dispose()
            raise StoreUnavailableError(
                f"cannot open the store at {_safe_url(engine.url)}: {_first_line(exc)}; "
                f"check {URL_SETTING} (store.url)"
            ) from None
        return store

    def _create_schema(self) -> None:
        for attempt in range(2):  # two processes creating the tables at once: retry once
            try:
                Base.metadata.create_all(self.engine)
                with self._session() as s, s.begin():
                    row = s.get(_Meta, "schema_version")
                    if row is None:
                        s.add(_Meta(key="schema_version", value=str(SCHEMA_VERSION)))
                        s.flush()
                    elif row.value != str(SCHEMA_VERSION):
                        raise StoreSchemaError(
                            f"the store at {_safe_url(self.engine.url)} has schema version "
                            f"{row.value}; this tinyrag-eval uses {SCHEMA_VERSION} "
                            f"(point {URL_SETTING} at another database)"
                        )
                return
            except IntegrityError:
                if attempt:
                    raise
            except DBAPIError as exc:
                if attempt or exc.connection_invalidated or "already exists" not in str(exc):
                    raise

    @property
    def url(self) -> str:
        """The database URL with the password hidden."""
        return _safe_url(self.engine.url)

    @property
    def schema_version(self) -> int:
        with self._session() as s:
            return int(s.get(_Meta, "schema_version").value)  # type: ignore[union-attr]

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _session(self) -> Iterator[Session]:
        with self._sessions() as s:
            yield s

    def _insert_once(self, row: Base, existing: Callable[[Session], Base | None],
                     same: Callable[[Base], bool], what: str) -> Base:
        """Insert ``row``; if its key exists, return the stored row when ``same`` says it is
        identical, else raise DuplicateRecordError (never overwrite)."""
        try:
            with self._session() as s, s.begin():
                s.add(row)
            return row
        except IntegrityError:
            pass
        with self._session() as s:
            old = existing(s)
        if old is None:  # the integrity error was something else (e.g. a missing parent)
            raise RecordNotFoundError(f"cannot record {what}: a referenced record does not exist")
        if not same(old):
            raise DuplicateRecordError(f"{what} is already recorded with different content")
        return old

    # ---- runs

    def start_run(self, topic: str, *, run_id: str | None = None,
                  config: dict[str, Any] | None = None) -> RunRecord:
        """Record a new run (a memo topic going through the workflow). ``run_id`` defaults to
        a random hex id; starting a run whose id exists with the same topic returns it."""
        topic = _require(topic, "topic")
        run_id = _require(run_id, "run_id") if run_id is not None else uuid.uuid4().hex
        config = config or {}
        _check_size(config, "run config")
        row = _Run(id=run_id, topic=topic, status="running", config=config, created_at=_now())
        stored = self._insert_once(row, lambda s: s.get(_Run, run_id),
                                   lambda old: old.topic == topic, f"run {run_id!r}")
        return _run_record(stored)

    def get_run(self, run_id: str) -> RunRecord:
        with self._session() as s:
            row = s.get(_Run, run_id)
        if row is None:
            raise RecordNotFoundError(f"no run {run_id!r} in the store")
        return _run_record(row)

    def runs(self, status: str | None = None) -> list[RunRecord]:
        """All runs, oldest first (optionally only those with ``status``)."""
        q = select(_Run).order_by(_Run.created_at, _Run.id)
        if status is not None:
            q = q.where(_Run.status == status)
        with self._session() as s:
            return [_run_record(r) for r in s.scalars(q)]

    def set_run_status(self, run_id: str, status: str, *, finished: bool = False) -> RunRecord:
        """Set a run's status (e.g. ``escalated``, ``finalized``, ``archived``); ``finished``
        stamps ``finished_at``."""
        status = _require(status, "status")
        values: dict[str, Any] = {"status": status}
        if finished:
            values["finished_at"] = _now()
        with self._session() as s, s.begin():
            n = s.execute(update(_Run).where(_Run.id == run_id).values(**values)).rowcount
        if n != 1:
            raise RecordNotFoundError(f"no run {run_id!r} in the store")
        return self.get_run(run_id)

    # ---- attempts and what is recorded about them

    def add_attempt(self, run_id: str, memo: Memo,
                    retrieval: RetrievalResult | None = None) -> AttemptRecord:
        """Record attempt ``memo.attempt`` of a run: the memo and both retrieval lists.
        Re-recording the identical attempt returns it; a different memo under the same
        attempt number raises :class:`DuplicateRecordError`."""
        if not isinstance(memo, Memo):
            raise TypeError(f"memo must be a Memo, not {type(memo).__name__}")
        memo_json = _dump(memo, f"memo {memo.id!r}")
        retr_json = _dump(retrieval, f"retrieval of memo {memo.id!r}") if retrieval is not None else None
        self.get_run(run_id)
        row = _Attempt(run_id=run_id, number=memo.attempt, memo_id=memo.id, memo=memo_json,
                       retrieval=retr_json, created_at=_now())

        def existing(s: Session) -> _Attempt | None:
            return s.scalar(select(_Attempt).where(_Attempt.run_id == run_id,
                                                   _Attempt.number == memo.attempt))

        stored = self._insert_once(
            row, existing, lambda old: old.memo == memo_json and old.retrieval == retr_json,
            f"attempt {memo.attempt} of run {run_id!r}")
        return self.get_attempt(stored.id)

    def get_attempt(self, attempt_id: int) -> AttemptRecord:
        with self._session() as s:
            row = s.get(_Attempt, attempt_id)
            if row is None:
                raise RecordNotFoundError(f"no attempt {attempt_id!r} in the store")
            return _attempt_record(s, row)

    def attempts(self, run_id: str) -> list[AttemptRecord]:
        """The attempts of a run in attempt order."""
        with self._session() as s:
            rows = s.scalars(select(_Attempt).where(_Attempt.run_id == run_id)
                             .order_by(_Attempt.number)).all()
            return [_attempt_record(s, r) for r in rows]

    def latest_attempt(self, run_id: str) -> AttemptRecord | None:
        found = self.attempts(run_id)
        return found[-1] if found else None

    def _attach(self, attempt_id: int, row: Base, table: type[Base], payload_attr: str,
                what: str) -> None:
        self.get_attempt(attempt_id)  # clear error for an unknown attempt
        payload = getattr(row, payload_attr)
        self._insert_once(row, lambda s: s.get(table, attempt_id),
                          lambda old: getattr(old, payload_attr) == payload,
                          f"{what} of attempt {attempt_id}")

    def add_evaluation(self, attempt_id: int, evaluation: Evaluation) -> None:
        """Record the evaluation of an attempt (once; identical re-records are no-ops)."""
        data = _dump(evaluation, "evaluation")
        self._attach(attempt_id, _Evaluation(attempt_id=attempt_id, memo_id=evaluation.memo_id,
                                             evaluation=data, created_at=_now()),
                     _Evaluation, "evaluation", "the evaluation")

    def add_assessment(self, attempt_id: int, assessment: Assessment) -> None:
        """Record the calibrated assessment (probabilities, prediction sets) of an attempt."""
        data = _dump(assessment, "assessment")
        self._attach(attempt_id, _Assessment(attempt_id=attempt_id, assessment=data,
                                             calibrator_version=assessment.calibrator_version,
                                             created_at=_now()),
                     _Assessment, "assessment", "the assessment")

    def add_decision(self, attempt_id: int, decision: Decision) -> None:
        """Record the agent's decision on an attempt, with its reasons and guarantee."""
        data = _dump(decision, "decision")
        self._attach(attempt_id, _Decision(attempt_id=attempt_id, action=decision.action,
                                           decision=data, created_at=_now()),
                     _Decision, "decision", "the decision")

    # ---- review queue

    def enqueue_review(self, attempt_id: int, *, reasons: list[str] | None = None) -> ReviewRecord:
        """Put an attempt in the human review queue (status ``pending``). One item per
        attempt: enqueuing the same attempt again returns the existing item."""
        att = self.get_attempt(attempt_id)
        row = _Review(id=uuid.uuid4().hex, run_id=att.run_id, attempt_id=attempt_id,
                      memo_id=att.memo.id, status="pending", reasons=list(reasons or []),
                      notes="", version=1, created_at=_now())
        stored = self._insert_once(
            row, lambda s: s.scalar(select(_Review).where(_Review.attempt_id == attempt_id)),
            lambda old: True, f"review of attempt {attempt_id}")
        return _review_record(stored)

    def get_review(self, review_id: str) -> ReviewRecord:
        with self._session() as s:
            row = s.get(_Review, review_id)
        if row is None:
            raise RecordNotFoundError(f"no review item {review_id!r} in the queue")
        return _review_record(row)

    def pending_reviews(self) -> list[ReviewRecord]:
        """Items waiting for a reviewer, oldest first."""
        return self.reviews("pending")

    def reviews(self, status: str | None = None) -> list[ReviewRecord]:
        """All review items, oldest first, optionally with one status (``rejected`` = the
        archive). Nothing is ever removed from this list."""
        q = select(_Review).order_by(_Review.created_at, _Review.id)
        if status is not None:
            q = q.where(_Review.status == status)
        with self._session() as s:
            return [_review_record(r) for r in s.scalars(q)]

    def decide_review(self, review_id: str, reviewer: str, verdict: str, notes: str = "", *,
                      edited_text: str | None = None, expected_status: str = "pending",
                      label: int | None = None) -> ReviewRecord:
        """Record a reviewer's verdict on an item, atomically with its calibration label.

        ``verdict`` is ``approve``, ``edit`` (approve with edits; ``edited_text`` required),
        ``request_changes`` (``notes`` required) or ``reject`` (the item is archived). The
        update applies only while the item is in ``expected_status``: when two reviewers act
        on one item, exactly one wins and the other gets :class:`ReviewConflictError` (with
        the item as the winner left it in ``.current``). ``label`` overrides the default
        label of the verdict (:data:`VERDICT_LABEL`).
        """
        reviewer = _require(reviewer, "reviewer")
        verdict = verdict.strip().lower().replace("-", "_") if isinstance(verdict, str) else verdict
        if verdict not in VERDICT_STATUS:
            raise ValueError(f"verdict must be one of {sorted(VERDICT_STATUS)}, not {verdict!r}")
        if verdict == "edit" and not (edited_text and edited_text.strip()):
            raise ValueError("verdict 'edit' needs the edited memo text (edited_text)")
        if verdict != "edit" and edited_text is not None:
            raise ValueError(f"edited_text is only for verdict 'edit', not {verdict!r}")
        if verdict == "request_changes" and not notes.strip():
            raise ValueError("verdict 'request_changes' needs notes saying what to change")
        if expected_status not in ("pending", *VERDICT_STATUS.values()):
            raise ValueError(f"unknown expected_status {expected_status!r}")
        label = VERDICT_LABEL[verdict] if label is None else label
        if label not in (0, 1):
            raise ValueError(f"label must be 0 or 1, not {label!r}")
        now = _now()
        with self._session() as s, s.begin():
            # the conditional UPDATE is the first statement of the transaction: it takes the
            # row (PostgreSQL) or database (SQLite) write lock before anything is read
            won = s.execute(
                update(_Review)
                .where(_Review.id == review_id, _Review.status == expected_status)
                .values(status=VERDICT_STATUS[verdict], reviewer=reviewer, verdict=verdict,
                        notes=notes, edited_text=edited_text, decided_at=now,
                        version=_Review.version + 1)
                .execution_options(synchronize_session=False)
            ).rowcount == 1
            if won:
                row = s.get(_Review, review_id)
                assert row is not None
                feats = self._features(s, row.attempt_id)
                s.add(_Label(attempt_id=row.attempt_id, review_id=review_id, label=label,
                             verdict=verdict, reviewer=reviewer, source="review",
                             features=feats, created_at=now))
        current = self.get_review(review_id)  # RecordNotFoundError for an unknown id
        if not won:
            by = f" by {current.reviewer}" if current.reviewer else ""
            when = f" at {current.decided_at:%Y-%m-%d %H:%M:%S} UTC" if current.decided_at else ""
            raise ReviewConflictError(
                f"review {review_id} is already {current.status}{by}{when} (expected "
                f"{expected_status}); your verdict {verdict!r} was not recorded", current)
        return current

    # ---- human labels (calibration data)

    @staticmethod
    def _features(s: Session, attempt_id: int) -> dict[str, float | None]:
        ev = s.get(_Evaluation, attempt_id)
        asm = s.get(_Assessment, attempt_id)
        return machine_scores(Evaluation.model_validate(ev.evaluation) if ev else None,
                              Assessment.model_validate(asm.assessment) if asm else None)

    def add_label(self, attempt_id: int, label: int, *, verdict: str, reviewer: str | None = None,
                  source: str = "manual") -> HumanLabel:
        """Record a human label for an attempt outside the review queue (e.g. an offline
        labelling pass); the attempt's machine scores are stored beside it.
        :meth:`decide_review` records its label itself."""
        if label not in (0, 1):
            raise ValueError(f"label must be 0 or 1, not {label!r}")
        verdict = _require(verdict, "verdict")
        self.get_attempt(attempt_id)
        with self._session() as s, s.begin():
            row = _Label(attempt_id=attempt_id, review_id=None, label=label, verdict=verdict,
                         reviewer=reviewer, source=_require(source, "source"),
                         features=self._features(s, attempt_id), created_at=_now())
            s.add(row)
        return _label_record(row)

    def labels(self, *, since_id: int = 0) -> list[HumanLabel]:
        """Human labels in the order they were given (ids greater than ``since_id``)."""
        with self._session() as s:
            rows = s.scalars(select(_Label).where(_Label.id > since_id).order_by(_Label.id))
            return [_label_record(r) for r in rows]

    # ---- calibrator versions

    def register_calibrator(self, version: str, path: str | Path,
                            metadata: dict[str, Any] | None = None) -> CalibratorRecord:
        """Record a fitted calibrator (its artefact path and metadata: features, label
        scheme, n, alpha, data hash...). Versions are unique; the newest registered is
        :meth:`latest_calibrator`."""
        version = _require(version, "calibrator version")
        path_s = _require(str(path), "calibrator path")
        metadata = metadata or {}
        _check_size(metadata, "calibrator metadata")
        row = _Calibrator(version=version, path=path_s, meta=metadata, created_at=_now())
        stored = self._insert_once(
            row, lambda s: s.scalar(select(_Calibrator).where(_Calibrator.version == version)),
            lambda old: old.path == path_s and old.meta == metadata, f"calibrator {version!r}")
        return _calibrator_record(stored)

    def latest_calibrator(self) -> CalibratorRecord | None:
        """The most recently registered calibrator, or None when none is registered."""
        with self._session() as s:
            row = s.scalar(select(_Calibrator).order_by(_Calibrator.seq.desc()).limit(1))
        return _calibrator_record(row) if row else None

    def get_calibrator(self, version: str) -> CalibratorRecord:
        with self._session() as s:
            row = s.scalar(select(_Calibrator).where(_Calibrator.version == version))
        if row is None:
            raise RecordNotFoundError(f"no calibrator version {version!r} in the store")
        return _calibrator_record(row)

    def calibrators(self) -> list[CalibratorRecord]:
        with self._session() as s:
            return [_calibrator_record(r)
                    for r in s.scalars(select(_Calibrator).order_by(_Calibrator.seq))]

    # ---- workflow contexts (pause / resume across processes)

    def save_workflow_context(self, run_id: str, context: dict[str, Any], *,
                              step: str | None = None) -> int:
        """Persist a paused workflow's serialised context (a JSON object, e.g.
        LlamaIndex ``Context.to_dict()``) for ``run_id``, replacing the previous one.
        Returns the context's revision (1, 2, ...)."""
        if not isinstance(context, dict):
            raise TypeError(f"workflow context must be a dict, not {type(context).__name__}")
        _check_size(context, f"workflow context of run {run_id!r}")
        self.get_run(run_id)
        for _ in range(2):
            with self._session() as s, s.begin():
                n = s.execute(update(_WorkflowContext).where(_WorkflowContext.run_id == run_id)
                              .values(context=context, step=step, updated_at=_now(),
                                      revision=_WorkflowContext.revision + 1)).rowcount
                if n == 1:
                    return s.get(_WorkflowContext, run_id).revision  # type: ignore[union-attr]
            try:
                with self._session() as s, s.begin():
                    s.add(_WorkflowContext(run_id=run_id, context=context, step=step,
                                           revision=1, updated_at=_now()))
                return 1
            except IntegrityError:
                continue  # another process inserted it first: update that one
        raise StoreError(f"could not save the workflow context of run {run_id!r}")

    def load_workflow_context(self, run_id: str) -> dict[str, Any] | None:
        """The last saved context of ``run_id``, or None when none was saved."""
        with self._session() as s:
            row = s.get(_WorkflowContext, run_id)
        return row.context if row else None

    # ---- exports (idempotent)

    def get_export(self, attempt_id: int) -> ExportRecord | None:
        with self._session() as s:
            row = s.get(_Export, attempt_id)
        return _export_record(row) if row else None

    def record_export(self, attempt_id: int, markdown_path: str | Path,
                      pdf_path: str | Path | None = None) -> tuple[ExportRecord, bool]:
        """Record that an attempt was exported. Returns ``(record, created)``; when the
        attempt was already recorded (by this or another process) the first record is
        returned with ``created=False`` and nothing changes."""
        self.get_attempt(attempt_id)
        row = _Export(attempt_id=attempt_id, markdown_path=str(markdown_path),
                      pdf_path=str(pdf_path) if pdf_path is not None else None, created_at=_now())
        try:
            with self._session() as s, s.begin():
                s.add(row)
            return _export_record(row), True
        except IntegrityError:
            existing = self.get_export(attempt_id)
            assert existing is not None
            return existing, False

    def export_once(self, attempt_id: int,
                    export: Callable[[], _ExportLike]) -> tuple[ExportRecord, bool]:
        """Run ``export()`` unless the attempt is already recorded as exported, then record
        it. Returns ``(record, exported_now)``. Give ``export`` a file name that depends
        only on the attempt and ``overwrite=True``: a crash between writing the files and
        recording them then rewrites the same files on rerun instead of adding copies."""
        existing = self.get_export(attempt_id)
        if existing is not None:
            return existing, False
        result = export()
        return self.record_export(attempt_id, result.markdown_path, result.pdf_path)


# --------------------------------------------------------------------------- row -> record


def _run_record(r: _Run) -> RunRecord:
    return RunRecord(id=r.id, topic=r.topic, status=r.status, config=r.config or {},
                     created_at=r.created_at, finished_at=r.finished_at)


def _attempt_record(s: Session, r: _Attempt) -> AttemptRecord:
    ev = s.get(_Evaluation, r.id)
    asm = s.get(_Assessment, r.id)
    dec = s.get(_Decision, r.id)
    return AttemptRecord(
        id=r.id, run_id=r.run_id, number=r.number, memo=Memo.model_validate(r.memo),
        retrieval=RetrievalResult.model_validate(r.retrieval) if r.retrieval else None,
        evaluation=Evaluation.model_validate(ev.evaluation) if ev else None,
        assessment=Assessment.model_validate(asm.assessment) if asm else None,
        decision=Decision.model_validate(dec.decision) if dec else None,
        created_at=r.created_at)


def _review_record(r: _Review) -> ReviewRecord:
    return ReviewRecord(id=r.id, memo_id=r.memo_id, status=r.status, reviewer=r.reviewer,  # type: ignore[arg-type]
                        verdict=r.verdict, notes=r.notes or "", created_at=r.created_at,
                        decided_at=r.decided_at, run_id=r.run_id, attempt_id=r.attempt_id,
                        reasons=list(r.reasons or []), edited_text=r.edited_text,
                        version=r.version)


def _label_record(r: _Label) -> HumanLabel:
    return HumanLabel(id=r.id, attempt_id=r.attempt_id, review_id=r.review_id, label=r.label,
                      verdict=r.verdict, reviewer=r.reviewer, source=r.source,
                      features=r.features or {}, created_at=r.created_at)


def _calibrator_record(r: _Calibrator) -> CalibratorRecord:
    return CalibratorRecord(version=r.version, path=r.path, metadata=r.meta or {},
                            created_at=r.created_at)


def _export_record(r: _Export) -> ExportRecord:
    return ExportRecord(attempt_id=r.attempt_id, markdown_path=r.markdown_path,
                        pdf_path=r.pdf_path, created_at=r.created_at)
