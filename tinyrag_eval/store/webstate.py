"""What the review server (``tinyrag serve``) must not keep only in memory: browser sessions and
the resume jobs of decided review items. Two additive tables on the store's ``Base`` and the
:class:`WebStateMixin` methods of :class:`~tinyrag_eval.store.Store`.

**Sessions** (``web_sessions``). The cookie carries a random token; the table keeps only its
SHA-256 (the primary key), the reviewer's name and the expiry, so a copy of the database logs
nobody in. A session survives a server restart and ends at ``expires_at`` (absolute, from the
login) or at logout. Lookups go by the hash: a timing difference reveals at most a prefix of a
SHA-256, which does not help to forge a 256-bit token.

**Resume jobs** (``resume_jobs``, one row per decided item). A job is ``queued`` in the same
transaction as the verdict (``Store.decide_review(..., queue_resume=True)``), so a crash
between the two cannot lose it. Any server process claims it with one conditional ``UPDATE
... WHERE state = 'queued' OR (state = 'running' AND lease_until < now)`` whose row count says
who won: of two servers on one database exactly one runs it. The owner renews its lease while
it runs; when a server dies its job's lease runs out and another server reclaims it
(``reclaimed``). Finishing (``done`` / ``failed`` with the reason) is conditional on still
owning the job; a failed job can be queued again (retry). Clocks: leases compare each
server's UTC clock, so servers sharing a database should run NTP.
"""

from __future__ import annotations

import hashlib
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import (
    JSON,
    Boolean,
    ForeignKey,
    Integer,
    String,
    Text,
    delete,
    func,
    or_,
    select,
    update,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from .records import RecordNotFoundError, ResumeJobRecord, WebSessionRecord
from .tables import Base, utc_now

MAX_SESSIONS = 1000
"""Live sessions kept at most; a login beyond it ends the oldest ones."""
MAX_EVENTS = 30
"""Progress lines kept per resume job (the last ones)."""


class WebSessionRow(Base):
    __tablename__ = "web_sessions"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)  # sha256(token), never the token
    reviewer: Mapped[str] = mapped_column(String(200), default="")
    created_at: Mapped[datetime] = mapped_column(default=utc_now)
    expires_at: Mapped[datetime] = mapped_column(index=True)


class ResumeJobRow(Base):
    __tablename__ = "resume_jobs"
    review_id: Mapped[str] = mapped_column(ForeignKey("review_items.id"), primary_key=True)
    state: Mapped[str] = mapped_column(String(16), index=True, default="queued")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    reclaimed: Mapped[bool] = mapped_column(Boolean, default=False)
    owner: Mapped[str | None] = mapped_column(String(200))
    lease_until: Mapped[datetime | None]
    events: Mapped[list[Any]] = mapped_column(default=list)
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    error: Mapped[str | None] = mapped_column(Text)
    submitted_at: Mapped[datetime] = mapped_column(default=utc_now)
    started_at: Mapped[datetime | None]
    finished_at: Mapped[datetime | None]


def session_key(token: str) -> str:
    """What the store keeps of a session token: its SHA-256, hex."""
    return hashlib.sha256(token.encode()).hexdigest()


def queue_job_in(s: Session, review_id: str) -> None:
    """Queue the resume of ``review_id`` inside the caller's transaction (``Store.decide_review``
    calls it with the verdict): a new job, or an existing one that is not running queued again."""
    row = s.get(ResumeJobRow, review_id)
    if row is None:
        s.add(ResumeJobRow(review_id=review_id, state="queued", attempts=0, reclaimed=False, events=[],
                           submitted_at=utc_now()))
    elif row.state != "running":
        row.state, row.error, row.owner, row.lease_until = "queued", None, None, None
        row.submitted_at, row.finished_at = utc_now(), None


class _HasSessions(Protocol):
    def _session(self) -> AbstractContextManager[Session]: ...


class WebStateMixin:
    """Sessions and resume jobs of the review server (methods of :class:`Store`)."""

    # ---- browser sessions

    def open_web_session(self: _HasSessions, token: str, *, reviewer: str = "",
                         ttl_s: float) -> WebSessionRecord:
        """Record a session for ``token`` (only its hash is stored) that expires in ``ttl_s``;
        expired sessions are removed, and the oldest beyond :data:`MAX_SESSIONS`."""
        if not token or ttl_s <= 0:
            raise ValueError("a session needs a token and a positive lifetime")
        now = utc_now()
        row = WebSessionRow(key=session_key(token), reviewer=reviewer[:200], created_at=now,
                            expires_at=now + timedelta(seconds=ttl_s))
        with self._session() as s, s.begin():
            s.execute(delete(WebSessionRow).where(WebSessionRow.expires_at <= now))
            s.add(row)
            s.flush()
            extra = (s.scalar(select(func.count()).select_from(WebSessionRow)) or 0) - MAX_SESSIONS
            if extra > 0:
                oldest = select(WebSessionRow.key).order_by(WebSessionRow.created_at).limit(extra)
                s.execute(delete(WebSessionRow).where(WebSessionRow.key.in_(oldest.scalar_subquery())))
        return _session_record(row)

    def get_web_session(self: _HasSessions, token: str) -> WebSessionRecord | None:
        """The live session of ``token``, or None (unknown, logged out or expired)."""
        if not token:
            return None
        with self._session() as s:
            row = s.get(WebSessionRow, session_key(token))
        if row is None or row.expires_at <= utc_now():
            return None
        return _session_record(row)

    def set_web_session_reviewer(self: _HasSessions, token: str, reviewer: str) -> None:
        """Remember the reviewer name a session last decided under (prefilled in the next form)."""
        with self._session() as s, s.begin():
            s.execute(update(WebSessionRow).where(WebSessionRow.key == session_key(token))
                      .values(reviewer=reviewer[:200]))

    def close_web_session(self: _HasSessions, token: str) -> None:
        with self._session() as s, s.begin():
            s.execute(delete(WebSessionRow).where(WebSessionRow.key == session_key(token)))

    # ---- resume jobs

    def get_resume_job(self: _HasSessions, review_id: str) -> ResumeJobRecord | None:
        with self._session() as s:
            row = s.get(ResumeJobRow, review_id)
        return _job_record(row) if row else None

    def resume_jobs(self: _HasSessions, state: str | None = None) -> list[ResumeJobRecord]:
        """All resume jobs, oldest first (optionally only those in ``state``)."""
        q = select(ResumeJobRow).order_by(ResumeJobRow.submitted_at, ResumeJobRow.review_id)
        if state is not None:
            q = q.where(ResumeJobRow.state == state)
        with self._session() as s:
            return [_job_record(r) for r in s.scalars(q)]

    def queue_resume(self: _HasSessions, review_id: str) -> ResumeJobRecord:
        """Queue the resume of a decided item: a new job, or a failed one queued again (a
        retry). A queued, running or done job is returned as it is."""
        try:
            with self._session() as s, s.begin():
                s.add(ResumeJobRow(review_id=review_id, state="queued", attempts=0, reclaimed=False,
                                   events=[], submitted_at=utc_now()))
        except IntegrityError:  # it exists (or the item does not: get_review says which)
            with self._session() as s, s.begin():
                s.execute(update(ResumeJobRow)
                          .where(ResumeJobRow.review_id == review_id, ResumeJobRow.state == "failed")
                          .values(state="queued", error=None, owner=None, lease_until=None,
                                  submitted_at=utc_now(), finished_at=None))
        job = WebStateMixin.get_resume_job(self, review_id)
        if job is None:
            raise RecordNotFoundError(f"no review item {review_id!r} to resume")
        return job

    def claim_resume(self: _HasSessions, owner: str, *, lease_s: float,
                     review_id: str | None = None) -> ResumeJobRecord | None:
        """Claim the oldest job that is queued or whose owner's lease ran out (only the job of
        ``review_id`` when given), for ``owner`` until ``now + lease_s``; None when there is
        none. Exactly one claimant wins a job."""
        now = utc_now()
        claimable = or_(ResumeJobRow.state == "queued",
                        (ResumeJobRow.state == "running") & (ResumeJobRow.lease_until < now))
        q = select(ResumeJobRow.review_id, ResumeJobRow.state).where(claimable)
        if review_id is not None:
            q = q.where(ResumeJobRow.review_id == review_id)
        with self._session() as s:
            candidates = s.execute(q.order_by(ResumeJobRow.submitted_at, ResumeJobRow.review_id).limit(20)).all()
        for candidate, state in candidates:
            # the conditional UPDATE re-checks the same condition: a job another server claimed
            # in between matches no row (rowcount 0) and is skipped
            with self._session() as s, s.begin():
                won = s.execute(
                    update(ResumeJobRow)
                    .where(ResumeJobRow.review_id == candidate, ResumeJobRow.state == state,
                           claimable)
                    .values(state="running", owner=owner, attempts=ResumeJobRow.attempts + 1,
                            reclaimed=state == "running", lease_until=utc_now() + timedelta(seconds=lease_s),
                            started_at=utc_now(), error=None)
                    .execution_options(synchronize_session=False)).rowcount == 1
            if won:
                return WebStateMixin.get_resume_job(self, candidate)
        return None

    def renew_resume_leases(self: _HasSessions, owner: str, *, lease_s: float,
                            review_ids: list[str] | None = None) -> int:
        """Extend the leases of the jobs ``owner`` is running (only ``review_ids`` when given);
        returns how many it still holds."""
        q = update(ResumeJobRow).where(ResumeJobRow.owner == owner, ResumeJobRow.state == "running")
        if review_ids is not None:
            if not review_ids:
                return 0
            q = q.where(ResumeJobRow.review_id.in_(review_ids))
        with self._session() as s, s.begin():
            return s.execute(q.values(lease_until=utc_now() + timedelta(seconds=lease_s))
                             .execution_options(synchronize_session=False)).rowcount

    def add_resume_event(self: _HasSessions, review_id: str, owner: str, line: str) -> None:
        """Append a progress line to a job ``owner`` holds (the last :data:`MAX_EVENTS` are kept)."""
        with self._session() as s, s.begin():
            row = s.get(ResumeJobRow, review_id)
            if row is None or row.owner != owner or row.state != "running":
                return
            row.events = [*(row.events or []), line[:1000]][-MAX_EVENTS:]

    def finish_resume(self: _HasSessions, review_id: str, owner: str, *,
                      outcome: dict[str, Any] | None = None, error: str | None = None) -> bool:
        """Mark a job ``owner`` holds ``done`` (with ``outcome``) or ``failed`` (with ``error``);
        False when ``owner`` no longer holds it (its lease ran out and another server took it)."""
        values: dict[str, Any] = {"state": "failed" if error is not None else "done", "outcome": outcome,
                                  "error": error, "finished_at": utc_now(), "lease_until": None}
        with self._session() as s, s.begin():
            return s.execute(update(ResumeJobRow)
                             .where(ResumeJobRow.review_id == review_id, ResumeJobRow.owner == owner,
                                    ResumeJobRow.state == "running")
                             .values(**values).execution_options(synchronize_session=False)).rowcount == 1


def _session_record(r: WebSessionRow) -> WebSessionRecord:
    return WebSessionRecord(key=r.key, reviewer=r.reviewer or "", created_at=r.created_at, expires_at=r.expires_at)


def _job_record(r: ResumeJobRow) -> ResumeJobRecord:
    return ResumeJobRecord(review_id=r.review_id, state=r.state, attempts=r.attempts or 0,  # type: ignore[arg-type]
                           reclaimed=bool(r.reclaimed), owner=r.owner, lease_until=r.lease_until,
                           events=list(r.events or []), outcome=r.outcome, error=r.error,
                           submitted_at=r.submitted_at, started_at=r.started_at, finished_at=r.finished_at)


__all__ = ["MAX_EVENTS", "MAX_SESSIONS", "ResumeJobRow", "WebSessionRow", "WebStateMixin", "queue_job_in",
           "session_key"]
