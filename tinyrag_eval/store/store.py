"""The :class:`Store`: typed reads and writes of runs, attempts, evaluations, decisions, the
review queue, human labels, calibrator versions, workflow contexts and exports (see the
package docstring for its guarantees)."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol, Self

from pydantic import BaseModel
from sqlalchemy import func, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from ..schema import Assessment, Decision, Evaluation, Memo, RetrievalResult
from .engine import DEFAULT_BUSY_TIMEOUT_S, URL_SETTING, first_line, make_engine, safe_url
from .evalruns import EvalRunsMixin
from .migrations import MIGRATIONS, migrate
from .records import (
    VERDICT_LABEL,
    VERDICT_STATUS,
    AttemptRecord,
    CalibratorRecord,
    DuplicateRecordError,
    ExportRecord,
    HumanLabel,
    RecordNotFoundError,
    ReviewConflictError,
    ReviewRecord,
    RunRecord,
    StoreBusyError,
    StoreConfigError,
    StoreError,
    StoreSchemaError,
    StoreUnavailableError,
    check_criteria,
    check_verdict,
    criterion_labels,
    machine_scores,
)
from .tables import (
    SCHEMA_VERSION,
    AssessmentRow,
    AttemptRow,
    Base,
    CalibratorRow,
    DecisionRow,
    EvaluationRow,
    ExportRow,
    LabelRow,
    MetaRow,
    ReviewRow,
    RunRow,
    WorkflowContextRow,
    utc_now,
)
from .votes import VotesMixin
from .webstate import WebStateMixin, queue_job_in

log = logging.getLogger(__name__)

MAX_JSON_BYTES = 32 * 1024 * 1024
"""Largest JSON document (memo, retrieval lists, workflow context) the store accepts."""


class _ExportLike(Protocol):
    @property
    def files(self) -> Mapping[str, Path]: ...


# --------------------------------------------------------------------------- helpers


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


# --------------------------------------------------------------------------- the store


class Store(EvalRunsMixin, WebStateMixin, VotesMixin):
    """Typed access to the store. Open with :meth:`Store.open`; thread-safe (one session
    per call); use as a context manager or call :meth:`close`. Evaluation-run records:
    :class:`~tinyrag_eval.store.evalruns.EvalRunsMixin`; the review server's sessions and
    resume jobs: :class:`~tinyrag_eval.store.webstate.WebStateMixin`; several reviewers per item
    (votes, assignments): :class:`~tinyrag_eval.store.votes.VotesMixin`."""

    def __init__(self, engine: Engine, *, busy_timeout_s: float = DEFAULT_BUSY_TIMEOUT_S) -> None:
        self.engine = engine
        self.busy_timeout_s = busy_timeout_s
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
        if url is None and settings is None:
            from ..config import get_settings

            settings = get_settings()
        if url is None:
            url = settings.store.resolved_url()
        busy = settings.store.busy_timeout_s if settings is not None else DEFAULT_BUSY_TIMEOUT_S
        if not isinstance(url, str) or not url.strip():
            raise StoreConfigError(f"store URL is empty; set {URL_SETTING} (store.url)")
        engine = make_engine(url.strip(), busy_timeout_s=busy)
        store = cls(engine, busy_timeout_s=busy)
        try:
            store._create_schema()
        except StoreError:
            engine.dispose()
            raise
        except (DBAPIError, OSError) as exc:
            engine.dispose()
            raise StoreUnavailableError(
                f"cannot open the store at {safe_url(engine.url)}: {first_line(exc)}; "
                f"check {URL_SETTING} (store.url)"
            ) from None
        return store

    def _create_schema(self) -> None:
        for attempt in range(2):  # two processes creating the tables at once: retry once
            try:
                Base.metadata.create_all(self.engine)
                with self._session() as s, s.begin():
                    row = s.get(MetaRow, "schema_version")
                    found = None if row is None else row.value
                    if row is None:
                        s.add(MetaRow(key="schema_version", value=str(SCHEMA_VERSION)))
                        s.flush()
                if found is not None and found != str(SCHEMA_VERSION):
                    self._migrate(found)
                return
            except IntegrityError:
                if attempt:
                    raise
            except DBAPIError as exc:
                if attempt or exc.connection_invalidated or "already exists" not in str(exc):
                    raise

    def _migrate(self, found: str) -> None:
        """Bring an older database to :data:`SCHEMA_VERSION` (:mod:`.migrations`); refuse a newer or
        unknown one."""
        if not found.isdigit() or int(found) > SCHEMA_VERSION or int(found) not in MIGRATIONS:
            raise StoreSchemaError(
                f"the store at {safe_url(self.engine.url)} has schema version "
                f"{found}; this tinyrag-eval uses {SCHEMA_VERSION} "
                f"(point {URL_SETTING} at another database)"
            )
        try:
            with self.engine.begin() as conn:
                migrated = migrate(conn, int(found), SCHEMA_VERSION)
        except DBAPIError as exc:
            if exc.connection_invalidated:
                raise
            raise StoreSchemaError(
                f"migrating the store at {safe_url(self.engine.url)} from schema version {found} to "
                f"{SCHEMA_VERSION} failed ({first_line(exc)}); nothing was changed"
            ) from exc
        if migrated:
            log.info("store %s migrated from schema version %s to %s", self.url, found, SCHEMA_VERSION)
            return
        with self._session() as s:  # another process migrated it meanwhile
            row = s.get(MetaRow, "schema_version")
            if row is None or row.value != str(SCHEMA_VERSION):
                raise StoreSchemaError(f"the store at {safe_url(self.engine.url)} has schema version "
                                       f"{row.value if row else None} after a concurrent migration; expected "
                                       f"{SCHEMA_VERSION}")

    @property
    def url(self) -> str:
        """The database URL with the password hidden."""
        return safe_url(self.engine.url)

    @property
    def schema_version(self) -> int:
        with self._session() as s:
            return int(s.get(MetaRow, "schema_version").value)  # type: ignore[union-attr]

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _session(self) -> Iterator[Session]:
        """One session; a SQLite write that waited past ``store.busy_timeout_s`` for another
        writer's lock becomes :class:`StoreBusyError` (its transaction rolled back: retry)."""
        with self._sessions() as s:
            try:
                yield s
            except OperationalError as exc:
                if "database is locked" in str(exc) or "database table is locked" in str(exc):
                    raise StoreBusyError(
                        f"the store {self.url} is busy: another process held its write lock for more than "
                        f"{self.busy_timeout_s:g} s, so this change was not saved; retry it, raise "
                        "store.busy_timeout_s, or use PostgreSQL (store.url) for many concurrent writers"
                    ) from exc
                raise

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
        row = RunRow(id=run_id, topic=topic, status="running", config=config, created_at=utc_now())
        stored = self._insert_once(row, lambda s: s.get(RunRow, run_id),
                                   lambda old: old.topic == topic, f"run {run_id!r}")
        return _run_record(stored)

    def update_run_config(self, run_id: str, **changes: Any) -> RunRecord:
        """Merge ``changes`` into a run's recorded configuration (the run's state that a resume
        reads: ``max_attempts`` after a reviewer asked for another attempt, ``query_rewrites``);
        returns the run as now recorded."""
        _check_size(changes, "run config")
        with self._session() as s, s.begin():
            row = s.get(RunRow, run_id)
            if row is None:
                raise RecordNotFoundError(f"no run {run_id!r} in the store")
            row.config = {**(row.config or {}), **changes}
            return _run_record(row)

    def get_run(self, run_id: str) -> RunRecord:
        with self._session() as s:
            row = s.get(RunRow, run_id)
        if row is None:
            raise RecordNotFoundError(f"no run {run_id!r} in the store")
        return _run_record(row)

    def runs(self, status: str | None = None) -> list[RunRecord]:
        """All runs, oldest first (optionally only those with ``status``)."""
        q = select(RunRow).order_by(RunRow.created_at, RunRow.id)
        if status is not None:
            q = q.where(RunRow.status == status)
        with self._session() as s:
            return [_run_record(r) for r in s.scalars(q)]

    def set_run_status(self, run_id: str, status: str, *, finished: bool = False) -> RunRecord:
        """Set a run's status (e.g. ``escalated``, ``finalized``, ``archived``); ``finished``
        stamps ``finished_at``."""
        status = _require(status, "status")
        values: dict[str, Any] = {"status": status}
        if finished:
            values["finished_at"] = utc_now()
        with self._session() as s, s.begin():
            n = s.execute(update(RunRow).where(RunRow.id == run_id).values(**values)).rowcount
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
        row = AttemptRow(run_id=run_id, number=memo.attempt, memo_id=memo.id, memo=memo_json,
                       retrieval=retr_json, created_at=utc_now())

        def existing(s: Session) -> AttemptRow | None:
            return s.scalar(select(AttemptRow).where(AttemptRow.run_id == run_id,
                                                   AttemptRow.number == memo.attempt))

        stored = self._insert_once(
            row, existing, lambda old: old.memo == memo_json and old.retrieval == retr_json,
            f"attempt {memo.attempt} of run {run_id!r}")
        return self.get_attempt(stored.id)

    def get_attempt(self, attempt_id: int) -> AttemptRecord:
        with self._session() as s:
            row = s.get(AttemptRow, attempt_id)
            if row is None:
                raise RecordNotFoundError(f"no attempt {attempt_id!r} in the store")
            return _attempt_record(s, row)

    def attempts(self, run_id: str) -> list[AttemptRecord]:
        """The attempts of a run in attempt order."""
        with self._session() as s:
            rows = s.scalars(select(AttemptRow).where(AttemptRow.run_id == run_id)
                             .order_by(AttemptRow.number)).all()
            return [_attempt_record(s, r) for r in rows]

    def latest_attempt(self, run_id: str) -> AttemptRecord | None:
        with self._session() as s:
            row = s.scalars(select(AttemptRow).where(AttemptRow.run_id == run_id)
                            .order_by(AttemptRow.number.desc()).limit(1)).first()
            return _attempt_record(s, row) if row is not None else None

    def attempt_by_number(self, run_id: str, number: int) -> AttemptRecord | None:
        """Attempt ``number`` of a run, or None when it is not recorded."""
        with self._session() as s:
            row = s.scalar(select(AttemptRow).where(AttemptRow.run_id == run_id, AttemptRow.number == number))
            return _attempt_record(s, row) if row is not None else None

    def count_attempts(self, run_id: str) -> int:
        """How many attempts a run has (without reading them)."""
        with self._session() as s:
            return int(s.scalar(select(func.count()).select_from(AttemptRow)
                                .where(AttemptRow.run_id == run_id)) or 0)

    def _require_attempt(self, attempt_id: int) -> None:
        """A clear error for an unknown attempt (a key look-up, no record built)."""
        with self._session() as s:
            if s.get(AttemptRow, attempt_id) is None:
                raise RecordNotFoundError(f"no attempt {attempt_id!r} in the store")

    def _attach(self, attempt_id: int, row: Base, table: type[Base], payload_attr: str,
                what: str) -> AttemptRecord:
        self._require_attempt(attempt_id)
        payload = getattr(row, payload_attr)
        self._insert_once(row, lambda s: s.get(table, attempt_id),
                          lambda old: getattr(old, payload_attr) == payload,
                          f"{what} of attempt {attempt_id}")
        return self.get_attempt(attempt_id)

    def add_evaluation(self, attempt_id: int, evaluation: Evaluation) -> AttemptRecord:
        """Record the evaluation of an attempt (once; identical re-records are no-ops); returns
        the attempt as now recorded."""
        data = _dump(evaluation, "evaluation")
        return self._attach(attempt_id, EvaluationRow(attempt_id=attempt_id, memo_id=evaluation.memo_id,
                                                    evaluation=data, created_at=utc_now()),
                            EvaluationRow, "evaluation", "the evaluation")

    def add_assessment(self, attempt_id: int, assessment: Assessment) -> AttemptRecord:
        """Record the calibrated assessment (probabilities, prediction sets) of an attempt;
        returns the attempt as now recorded."""
        data = _dump(assessment, "assessment")
        return self._attach(attempt_id, AssessmentRow(attempt_id=attempt_id, assessment=data,
                                                    calibrator_version=assessment.calibrator_version,
                                                    created_at=utc_now()),
                            AssessmentRow, "assessment", "the assessment")

    def add_decision(self, attempt_id: int, decision: Decision) -> AttemptRecord:
        """Record the agent's decision on an attempt, with its reasons and guarantee; returns the
        attempt as now recorded."""
        data = _dump(decision, "decision")
        return self._attach(attempt_id, DecisionRow(attempt_id=attempt_id, action=decision.action,
                                                  decision=data, created_at=utc_now()),
                            DecisionRow, "decision", "the decision")

    # ---- review queue

    def enqueue_review(self, attempt_id: int, *, reasons: list[str] | None = None) -> ReviewRecord:
        """Put an attempt in the human review queue (status ``pending``). One item per
        attempt: enqueuing the same attempt again returns the existing item."""
        att = self.get_attempt(attempt_id)
        row = ReviewRow(id=uuid.uuid4().hex, run_id=att.run_id, attempt_id=attempt_id,
                      memo_id=att.memo.id, status="pending", reasons=list(reasons or []),
                      notes="", version=1, created_at=utc_now())
        stored = self._insert_once(
            row, lambda s: s.scalar(select(ReviewRow).where(ReviewRow.attempt_id == attempt_id)),
            lambda old: True, f"review of attempt {attempt_id}")
        return _review_record(stored)

    def get_review(self, review_id: str) -> ReviewRecord:
        with self._session() as s:
            row = s.get(ReviewRow, review_id)
        if row is None:
            raise RecordNotFoundError(f"no review item {review_id!r} in the queue")
        return _review_record(row)

    def pending_reviews(self) -> list[ReviewRecord]:
        """Items waiting for a reviewer, oldest first."""
        return self.reviews("pending")

    def reviews(self, status: str | None = None) -> list[ReviewRecord]:
        """All review items, oldest first, optionally with one status (``rejected`` = the
        archive). Nothing is ever removed from this list."""
        q = select(ReviewRow).order_by(ReviewRow.created_at, ReviewRow.id)
        if status is not None:
            q = q.where(ReviewRow.status == status)
        with self._session() as s:
            return [_review_record(r) for r in s.scalars(q)]

    def decide_review(self, review_id: str, reviewer: str, verdict: str, notes: str = "", *,
                      edited_text: str | None = None, expected_status: str = "pending",
                      label: int | None = None, queue_resume: bool = False,
                      failed: Iterable[str] | str | None = None) -> ReviewRecord:
        """Record a reviewer's verdict on an item, atomically with its calibration label.

        ``verdict`` is ``approve``, ``edit`` (approve with edits; ``edited_text`` required),
        ``request_changes`` (``notes`` required) or ``reject`` (the item is archived). The
        update applies only while the item is in ``expected_status``: when two reviewers act
        on one item, exactly one wins and the other gets :class:`ReviewConflictError` (with
        the item as the winner left it in ``.current``). ``label`` overrides the default
        label of the verdict (:data:`VERDICT_LABEL`). ``queue_resume`` queues the resume job of
        the item in the same transaction (the review server: a verdict never lacks its job).
        ``failed`` names the criteria the memo fails (``grounded``, ``relevant``, ``complete``,
        ``safe``; not with ``approve``): the label then records them failed and the others passed
        (:func:`~tinyrag_eval.store.records.criterion_labels`); without it a non-approval fails
        every criterion, as before.
        """
        reviewer = _require(reviewer, "reviewer")
        verdict = check_verdict(verdict, notes, edited_text)
        per_criterion = criterion_labels(verdict, failed)
        if expected_status not in ("pending", *VERDICT_STATUS.values()):
            raise ValueError(f"unknown expected_status {expected_status!r}")
        label = VERDICT_LABEL[verdict] if label is None else label
        if label not in (0, 1):
            raise ValueError(f"label must be 0 or 1, not {label!r}")
        if label != VERDICT_LABEL[verdict] and failed is None:
            per_criterion = None  # a label that overrides its verdict's says nothing per criterion
        per_criterion = check_criteria(per_criterion, label)
        now = utc_now()
        with self._session() as s, s.begin():
            # the conditional UPDATE is the first statement of the transaction: it takes the
            # row (PostgreSQL) or database (SQLite) write lock before anything is read
            won = s.execute(
                update(ReviewRow)
                .where(ReviewRow.id == review_id, ReviewRow.status == expected_status)
                .values(status=VERDICT_STATUS[verdict], reviewer=reviewer, verdict=verdict,
                        notes=notes, edited_text=edited_text, decided_at=now,
                        version=ReviewRow.version + 1)
                .execution_options(synchronize_session=False)
            ).rowcount == 1
            if won:
                row = s.get(ReviewRow, review_id)
                assert row is not None
                feats = self._features(s, row.attempt_id)
                s.add(LabelRow(attempt_id=row.attempt_id, review_id=review_id, label=label,
                             verdict=verdict, reviewer=reviewer, source="review",
                             features=feats, criteria=per_criterion, created_at=now))
                if queue_resume:
                    queue_job_in(s, review_id)
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
        ev = s.get(EvaluationRow, attempt_id)
        asm = s.get(AssessmentRow, attempt_id)
        return machine_scores(Evaluation.model_validate(ev.evaluation) if ev else None,
                              Assessment.model_validate(asm.assessment) if asm else None)

    def add_label(self, attempt_id: int, label: int, *, verdict: str, reviewer: str | None = None,
                  source: str = "manual", failed: Iterable[str] | str | None = None,
                  criteria: Mapping[str, int | None] | None = None) -> HumanLabel:
        """Record a human label for an attempt outside the review queue (e.g. an offline
        labelling pass); the attempt's machine scores are stored beside it.
        :meth:`decide_review` records its label itself. Per-criterion verdicts: ``failed`` (the
        criteria that fail, the others pass; with ``label`` 0) or ``criteria``
        (``{criterion: 0 | 1 | None}`` as judged; None = not judged, inherits ``label``)."""
        if label not in (0, 1):
            raise ValueError(f"label must be 0 or 1, not {label!r}")
        verdict = _require(verdict, "verdict")
        if failed is not None and criteria is not None:
            raise ValueError("give failed or criteria, not both")
        if criteria is not None:
            per_criterion = check_criteria(criteria, label)
        elif label == 1:
            per_criterion = criterion_labels("approve", failed)
        else:
            per_criterion = criterion_labels("reject", failed)
        self._require_attempt(attempt_id)
        with self._session() as s, s.begin():
            row = LabelRow(attempt_id=attempt_id, review_id=None, label=label, verdict=verdict,
                         reviewer=reviewer, source=_require(source, "source"),
                         features=self._features(s, attempt_id), criteria=per_criterion, created_at=utc_now())
            s.add(row)
        return _label_record(row)

    def review_label(self, review_id: str) -> HumanLabel | None:
        """The label a decided review item recorded (None while it is pending)."""
        with self._session() as s:
            row = s.scalar(select(LabelRow).where(LabelRow.review_id == review_id))
        return _label_record(row) if row is not None else None

    def labels(self, *, since_id: int = 0) -> list[HumanLabel]:
        """Human labels in the order they were given (ids greater than ``since_id``)."""
        with self._session() as s:
            rows = s.scalars(select(LabelRow).where(LabelRow.id > since_id).order_by(LabelRow.id))
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
        row = CalibratorRow(version=version, path=path_s, meta=metadata, created_at=utc_now())
        stored = self._insert_once(
            row, lambda s: s.scalar(select(CalibratorRow).where(CalibratorRow.version == version)),
            lambda old: old.path == path_s and old.meta == metadata, f"calibrator {version!r}")
        return _calibrator_record(stored)

    def latest_calibrator(self) -> CalibratorRecord | None:
        """The most recently registered calibrator, or None when none is registered."""
        with self._session() as s:
            row = s.scalar(select(CalibratorRow).order_by(CalibratorRow.seq.desc()).limit(1))
        return _calibrator_record(row) if row else None

    def get_calibrator(self, version: str) -> CalibratorRecord:
        with self._session() as s:
            row = s.scalar(select(CalibratorRow).where(CalibratorRow.version == version))
        if row is None:
            raise RecordNotFoundError(f"no calibrator version {version!r} in the store")
        return _calibrator_record(row)

    def calibrators(self) -> list[CalibratorRecord]:
        with self._session() as s:
            return [_calibrator_record(r)
                    for r in s.scalars(select(CalibratorRow).order_by(CalibratorRow.seq))]

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
                n = s.execute(update(WorkflowContextRow).where(WorkflowContextRow.run_id == run_id)
                              .values(context=context, step=step, updated_at=utc_now(),
                                      revision=WorkflowContextRow.revision + 1)).rowcount
                if n == 1:
                    return s.get(WorkflowContextRow, run_id).revision  # type: ignore[union-attr]
            try:
                with self._session() as s, s.begin():
                    s.add(WorkflowContextRow(run_id=run_id, context=context, step=step,
                                           revision=1, updated_at=utc_now()))
                return 1
            except IntegrityError:
                continue  # another process inserted it first: update that one
        raise StoreError(f"could not save the workflow context of run {run_id!r}")

    def load_workflow_context(self, run_id: str) -> dict[str, Any] | None:
        """The last saved context of ``run_id``, or None when none was saved."""
        with self._session() as s:
            row = s.get(WorkflowContextRow, run_id)
        return row.context if row else None

    # ---- exports (idempotent)

    def get_export(self, attempt_id: int) -> ExportRecord | None:
        with self._session() as s:
            row = s.get(ExportRow, attempt_id)
        return _export_record(row) if row else None

    def record_export(self, attempt_id: int, files: Mapping[str, str | Path]) -> tuple[ExportRecord, bool]:
        """Record that an attempt was exported to ``files`` (format name -> path, e.g.
        ``{"markdown": ..., "pdf": ...}``). Returns ``(record, created)``; when the attempt was
        already recorded (by this or another process) the first record is returned with
        ``created=False`` and nothing changes."""
        if not isinstance(files, Mapping) or not files or not all(isinstance(k, str) and k for k in files):
            raise ValueError(f"attempt {attempt_id}: an export is recorded as {{format name: path}} with at "
                             f"least one file, not {files!r}")
        self._require_attempt(attempt_id)
        row = ExportRow(attempt_id=attempt_id, files={k: str(v) for k, v in files.items()}, created_at=utc_now())
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
        return self.record_export(attempt_id, result.files)


# --------------------------------------------------------------------------- row -> record


def _run_record(r: RunRow) -> RunRecord:
    return RunRecord(id=r.id, topic=r.topic, status=r.status, config=r.config or {},
                     created_at=r.created_at, finished_at=r.finished_at)


def _attempt_record(s: Session, r: AttemptRow) -> AttemptRecord:
    ev = s.get(EvaluationRow, r.id)
    asm = s.get(AssessmentRow, r.id)
    dec = s.get(DecisionRow, r.id)
    return AttemptRecord(
        id=r.id, run_id=r.run_id, number=r.number, memo=Memo.model_validate(r.memo),
        retrieval=RetrievalResult.model_validate(r.retrieval) if r.retrieval else None,
        evaluation=Evaluation.model_validate(ev.evaluation) if ev else None,
        assessment=Assessment.model_validate(asm.assessment) if asm else None,
        decision=Decision.model_validate(dec.decision) if dec else None,
        created_at=r.created_at)


def _review_record(r: ReviewRow) -> ReviewRecord:
    return ReviewRecord(id=r.id, memo_id=r.memo_id, status=r.status, reviewer=r.reviewer,  # type: ignore[arg-type]
                        verdict=r.verdict, notes=r.notes or "", created_at=r.created_at,
                        decided_at=r.decided_at, run_id=r.run_id, attempt_id=r.attempt_id,
                        reasons=list(r.reasons or []), edited_text=r.edited_text,
                        version=r.version)


def _label_record(r: LabelRow) -> HumanLabel:
    return HumanLabel(id=r.id, attempt_id=r.attempt_id, review_id=r.review_id, label=r.label,
                      verdict=r.verdict, reviewer=r.reviewer, source=r.source,
                      features=r.features or {}, criteria=r.criteria, created_at=r.created_at)


def _calibrator_record(r: CalibratorRow) -> CalibratorRecord:
    return CalibratorRecord(version=r.version, path=r.path, metadata=r.meta or {},
                            created_at=r.created_at)


def _export_record(r: ExportRow) -> ExportRecord:
    return ExportRecord(attempt_id=r.attempt_id, files=dict(r.files or {}), created_at=r.created_at)
