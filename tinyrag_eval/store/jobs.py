"""Resumable batch jobs in the store: a job and one row per item (pending / running / done /
failed with its reason), claimed by workers with conditional UPDATEs.

::

    queue = JobQueue(Store.open(), lease_seconds=300)
    queue.create("nightly-2026-11-23", "eval_memo", spec, payloads)    # idempotent
    for item in queue.claim("nightly-2026-11-23", worker="host-1:4242", limit=1):
        queue.complete(item.job_id, item.index, "host-1:4242", {"metrics": ...})

Guarantees (``tests/test_jobs.py``):

* **One claimer per item.** A claim is ``UPDATE ... SET status='running', worker=:me,
  lease_until=:t WHERE job_id=:j AND idx=:i AND (status='pending' OR (status='running' AND
  lease_until < :now))`` with its row count checked, so of many workers (threads, processes,
  machines on one PostgreSQL) exactly one takes an item.
* **A killed worker's items come back.** Its ``running`` items keep their lease; once the lease
  has expired any worker reclaims them (``attempts`` counts the claims).
* **No duplicate, no lost result.** ``complete`` and ``fail`` are conditional on the item still
  being ``running`` under the same worker (a fencing check): a worker whose lease expired and whose
  item was reclaimed cannot overwrite the new owner's result. A finished item is never claimed
  again, so a re-run of a finished job evaluates nothing.
* **LLM tokens and cost per job.** ``complete`` and ``fail`` take the item's LLM usage and add it
  to the item's usage row in the same transaction as the result, so :meth:`JobQueue.usage` is the
  job's spend over every worker and machine (an item evaluated twice, after a failure and
  ``retry_failed``, counts both attempts: both were paid).

Additive tables (``batch_jobs``, ``batch_job_items``, ``batch_job_usage``) on the store's
:class:`Base`: creating them on an existing database needs no schema-version change.
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any, Literal

from pydantic import BaseModel
from sqlalchemy import Float, ForeignKey, Integer, String, Text, func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column, sessionmaker

from ..llm.usage import Usage
from .records import DuplicateRecordError, RecordNotFoundError
from .store import Store
from .tables import Base, utc_now

ItemStatus = Literal["pending", "running", "done", "failed"]
ITEM_STATUSES: tuple[str, ...] = ("pending", "running", "done", "failed")
DEFAULT_LEASE_SECONDS = 300.0
"""How long a claim holds an item; a worker killed mid-item loses it after this (``--lease``)."""


class JobRow(Base):
    __tablename__ = "batch_jobs"
    id: Mapped[str] = mapped_column(String(200), primary_key=True)
    kind: Mapped[str] = mapped_column(String(64))
    spec: Mapped[dict[str, Any]]
    total: Mapped[int]
    created_at: Mapped[datetime] = mapped_column(default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(default=utc_now)


class JobItemRow(Base):
    __tablename__ = "batch_job_items"
    job_id: Mapped[str] = mapped_column(ForeignKey("batch_jobs.id"), primary_key=True)
    idx: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    status: Mapped[str] = mapped_column(String(16), index=True, default="pending")
    payload: Mapped[dict[str, Any] | None]
    worker: Mapped[str | None] = mapped_column(String(200))
    lease_until: Mapped[datetime | None]
    attempts: Mapped[int] = mapped_column(default=0)
    result: Mapped[dict[str, Any] | None]
    error: Mapped[str | None] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(default=utc_now)


class JobUsageRow(Base):
    """LLM usage of one item's evaluations (summed over its attempts)."""

    __tablename__ = "batch_job_usage"
    job_id: Mapped[str] = mapped_column(ForeignKey("batch_jobs.id"), primary_key=True)
    idx: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    llm_calls: Mapped[int] = mapped_column(default=0)
    cache_hits: Mapped[int] = mapped_column(default=0)
    prompt_tokens: Mapped[int] = mapped_column(default=0)
    completion_tokens: Mapped[int] = mapped_column(default=0)
    estimated_calls: Mapped[int] = mapped_column(default=0)
    unpriced_calls: Mapped[int] = mapped_column(default=0)
    cost_usd: Mapped[float] = mapped_column(Float, default=0.0)


_USAGE_COUNTS = ("llm_calls", "cache_hits", "prompt_tokens", "completion_tokens", "estimated_calls", "unpriced_calls")


class JobRecord(BaseModel):
    id: str
    kind: str
    spec: dict[str, Any]
    total: int
    counts: dict[str, int]
    created_at: datetime
    updated_at: datetime

    @property
    def finished(self) -> bool:
        return self.counts.get("pending", 0) == 0 and self.counts.get("running", 0) == 0


class JobItem(BaseModel):
    job_id: str
    index: int
    status: ItemStatus
    payload: dict[str, Any] | None
    worker: str | None
    attempts: int
    result: dict[str, Any] | None
    error: str | None


def default_worker_id() -> str:
    """``host:pid``: who holds a claim (shown by ``tinyrag jobs show``)."""
    return f"{socket.gethostname()}:{os.getpid()}"


def _item(row: JobItemRow) -> JobItem:
    return JobItem(job_id=row.job_id, index=row.idx, status=row.status, payload=row.payload,  # type: ignore[arg-type]
                   worker=row.worker, attempts=row.attempts, result=row.result, error=row.error)


class JobQueue:
    """Jobs and their items in a :class:`Store`'s database (see the module docstring)."""

    def __init__(self, store: Store, lease_seconds: float = DEFAULT_LEASE_SECONDS):
        if lease_seconds <= 0:
            raise ValueError(f"lease_seconds must be > 0, not {lease_seconds}")
        self.store = store
        self.lease = timedelta(seconds=lease_seconds)
        self._sessions = sessionmaker(store.engine, expire_on_commit=False)

    # ---- jobs

    def create(self, job_id: str, kind: str, spec: dict[str, Any],
               items: Iterable[tuple[dict[str, Any] | None, str | None]],
               mutable: Iterable[str] = ()) -> JobRecord:
        """Record a job with one item per ``(payload, error)``: an item with an error (a row that
        is not valid input) is ``failed`` from the start. Creating a job that exists with the same
        kind, spec and items returns it (a re-run); the spec's ``mutable`` keys (e.g. a cost budget)
        are not compared, and those the new spec gives replace the stored ones. Anything else
        raises :class:`DuplicateRecordError`."""
        mutable = tuple(mutable)
        if not job_id or not job_id.strip():
            raise ValueError("job id must be a non-empty string")
        items = list(items)
        try:
            json.dumps(spec, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"job spec is not JSON-serialisable: {exc}") from None
        now = utc_now()
        try:
            with self._sessions() as s, s.begin():
                s.add(JobRow(id=job_id, kind=kind, spec=spec, total=len(items), created_at=now, updated_at=now))
                s.flush()
                s.add_all(JobItemRow(job_id=job_id, idx=i, payload=payload,
                                     status="failed" if error is not None else "pending",
                                     error=error, updated_at=now)
                          for i, (payload, error) in enumerate(items))
        except IntegrityError:
            with self._sessions() as s:
                old = s.get(JobRow, job_id)
                fixed = {k: v for k, v in spec.items() if k not in mutable}
                same = old is not None and old.kind == kind and {
                    k: v for k, v in old.spec.items() if k not in mutable} == fixed and old.total == len(items) and [
                    r for r in s.scalars(select(JobItemRow.payload).where(JobItemRow.job_id == job_id)
                                         .order_by(JobItemRow.idx))] == [p for p, _ in items]
            if old is None:
                raise
            if not same:
                raise DuplicateRecordError(
                    f"job {job_id!r} exists with other input or settings; choose another --job id") from None
            changed = {k: spec[k] for k in mutable if k in spec and old.spec.get(k) != spec[k]}
            if changed:
                self.update_spec(job_id, changed)
        return self.get(job_id)

    def update_spec(self, job_id: str, values: dict[str, Any]) -> JobRecord:
        """Set keys of a job's spec (a value of None removes the key), e.g. a new cost budget."""
        with self._sessions() as s, s.begin():
            row = s.get(JobRow, job_id)
            if row is None:
                raise RecordNotFoundError(f"no job {job_id!r} in the store")
            spec = {**row.spec, **values}
            row.spec = {k: v for k, v in spec.items() if v is not None}
            row.updated_at = utc_now()
        return self.get(job_id)

    def get(self, job_id: str) -> JobRecord:
        with self._sessions() as s:
            row = s.get(JobRow, job_id)
            if row is None:
                raise RecordNotFoundError(f"no job {job_id!r} in the store")
            counts = dict(s.execute(select(JobItemRow.status, func.count()).where(JobItemRow.job_id == job_id)
                                    .group_by(JobItemRow.status)).all())
        return JobRecord(id=row.id, kind=row.kind, spec=row.spec, total=row.total,
                         counts={k: int(counts.get(k, 0)) for k in ITEM_STATUSES},
                         created_at=row.created_at, updated_at=row.updated_at)

    def jobs(self) -> list[JobRecord]:
        """Every job, oldest first."""
        with self._sessions() as s:
            ids = list(s.scalars(select(JobRow.id).order_by(JobRow.created_at, JobRow.id)))
        return [self.get(i) for i in ids]

    def items(self, job_id: str, status: str | None = None) -> list[JobItem]:
        """A job's items in input order (optionally only those with ``status``)."""
        q = select(JobItemRow).where(JobItemRow.job_id == job_id).order_by(JobItemRow.idx)
        if status is not None:
            q = q.where(JobItemRow.status == status)
        with self._sessions() as s:
            return [_item(r) for r in s.scalars(q)]

    # ---- claims

    def _claimable(self, now: datetime) -> Any:
        return or_(JobItemRow.status == "pending",
                   (JobItemRow.status == "running") & (JobItemRow.lease_until < now))

    def claim(self, job_id: str, worker: str, limit: int = 1, indexes: Iterable[int] | None = None,
              now: datetime | None = None) -> list[JobItem]:
        """Claim up to ``limit`` items of a job that are pending or whose lease expired (only
        among ``indexes`` when given): each is one conditional UPDATE; an item another worker
        took in between is skipped."""
        now = now or utc_now()
        q = select(JobItemRow.idx).where(JobItemRow.job_id == job_id, self._claimable(now)).order_by(JobItemRow.idx)
        if indexes is not None:
            q = q.where(JobItemRow.idx.in_(list(indexes)))
        with self._sessions() as s:
            candidates = list(s.scalars(q.limit(max(limit * 4, limit + 8))))
        claimed: list[int] = []
        for idx in candidates:
            if len(claimed) >= limit:
                break
            with self._sessions() as s, s.begin():
                n = s.execute(
                    update(JobItemRow)
                    .where(JobItemRow.job_id == job_id, JobItemRow.idx == idx, self._claimable(now))
                    .values(status="running", worker=worker, lease_until=now + self.lease,
                            attempts=JobItemRow.attempts + 1, updated_at=now)
                    .execution_options(synchronize_session=False)).rowcount
            if n == 1:
                claimed.append(idx)
        if not claimed:
            return []
        with self._sessions() as s:
            rows = s.scalars(select(JobItemRow).where(JobItemRow.job_id == job_id, JobItemRow.idx.in_(claimed))
                             .order_by(JobItemRow.idx))
            return [_item(r) for r in rows]

    def _finish(self, job_id: str, index: int, worker: str, values: dict[str, Any],
                usage: Usage | None) -> bool:
        now = utc_now()
        with self._sessions() as s, s.begin():
            n = s.execute(
                update(JobItemRow)
                .where(JobItemRow.job_id == job_id, JobItemRow.idx == index,
                       JobItemRow.status == "running", JobItemRow.worker == worker)
                .values(**values, lease_until=None, updated_at=now)
                .execution_options(synchronize_session=False)).rowcount
            if n == 1:
                s.execute(update(JobRow).where(JobRow.id == job_id).values(updated_at=now))
                self._add_usage(s, job_id, index, usage or Usage())
        return n == 1

    @staticmethod
    def _add_usage(s: Any, job_id: str, index: int, usage: Usage) -> None:
        # one writer per item at a time (the fencing above), so read-then-write cannot race
        row = s.get(JobUsageRow, (job_id, index))
        if row is None:
            s.add(JobUsageRow(job_id=job_id, idx=index, cost_usd=usage.cost_usd,
                              **{f: getattr(usage, f) for f in _USAGE_COUNTS}))
            return
        for f in _USAGE_COUNTS:
            setattr(row, f, getattr(row, f) + getattr(usage, f))
        row.cost_usd = round(row.cost_usd + usage.cost_usd, 10)

    def complete(self, job_id: str, index: int, worker: str, result: dict[str, Any],
                 usage: Usage | None = None) -> bool:
        """Store an item's result (and the LLM usage of computing it); False (nothing written)
        when ``worker`` no longer holds it."""
        return self._finish(job_id, index, worker, {"status": "done", "result": result, "error": None}, usage)

    def fail(self, job_id: str, index: int, worker: str, reason: str, usage: Usage | None = None) -> bool:
        """Mark an item failed with its reason (and the LLM usage it spent before failing);
        False when ``worker`` no longer holds it."""
        return self._finish(job_id, index, worker, {"status": "failed", "error": reason}, usage)

    def usage(self, job_id: str) -> tuple[Usage, int]:
        """The job's LLM usage over every worker, and how many item evaluations it covers."""
        cols = [func.coalesce(func.sum(getattr(JobUsageRow, f)), 0) for f in (*_USAGE_COUNTS, "cost_usd")]
        with self._sessions() as s:
            row = s.execute(select(func.count(), *cols).where(JobUsageRow.job_id == job_id)).one()
        n, *sums = row
        counts = dict(zip(_USAGE_COUNTS, (int(v) for v in sums[:-1]), strict=True))
        return Usage(**counts, cost_usd=round(float(sums[-1]), 10)), int(n)

    def renew(self, job_id: str, index: int, worker: str) -> bool:
        """Extend the lease of an item ``worker`` is running to ``now + lease`` (the heartbeat of
        a long item); False when ``worker`` no longer holds it."""
        now = utc_now()
        with self._sessions() as s, s.begin():
            return s.execute(
                update(JobItemRow)
                .where(JobItemRow.job_id == job_id, JobItemRow.idx == index,
                       JobItemRow.status == "running", JobItemRow.worker == worker)
                .values(lease_until=now + self.lease, updated_at=now)
                .execution_options(synchronize_session=False)).rowcount == 1

    def retry_failed(self, job_id: str) -> int:
        """Make a job's failed items pending again (their reasons cleared); returns how many."""
        self.get(job_id)  # RecordNotFoundError for an unknown job
        now = utc_now()
        with self._sessions() as s, s.begin():
            n = s.execute(
                update(JobItemRow)
                .where(JobItemRow.job_id == job_id, JobItemRow.status == "failed")
                .values(status="pending", error=None, worker=None, lease_until=None, updated_at=now)
                .execution_options(synchronize_session=False)).rowcount
            if n:
                s.execute(update(JobRow).where(JobRow.id == job_id).values(updated_at=now))
        return n

    def release(self, job_id: str, worker: str) -> int:
        """Give back ``worker``'s running items (pending again), e.g. on a clean stop."""
        with self._sessions() as s, s.begin():
            return s.execute(
                update(JobItemRow)
                .where(JobItemRow.job_id == job_id, JobItemRow.worker == worker, JobItemRow.status == "running")
                .values(status="pending", lease_until=None, updated_at=utc_now())
                .execution_options(synchronize_session=False)).rowcount

    def next_lease_expiry(self, job_id: str) -> datetime | None:
        """When the earliest running item's lease runs out (None when none is running)."""
        with self._sessions() as s:
            return s.scalar(select(func.min(JobItemRow.lease_until))
                            .where(JobItemRow.job_id == job_id, JobItemRow.status == "running"))
