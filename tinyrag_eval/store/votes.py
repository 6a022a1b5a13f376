"""Several reviewers per review item (``review.required_reviews`` >= 2), assignments, and the raw
votes behind a decision. Two additive tables on the store's ``Base`` and :class:`VotesMixin`, the
methods of :class:`~tinyrag_eval.store.Store`.

**Votes** (``review_votes``, one row per reviewer per item; a second vote by the same reviewer is
refused with :class:`DuplicateVoteError`). When ``required`` votes agree on one verdict, the item is
decided with it through :meth:`Store.decide_review` (the one conditional update: the label, the
resume job and the export stay exactly-once). When they disagree the item is *disputed*: it stays
``pending`` and only a senior reviewer (``review.senior_reviewers``) can decide it; the senior's
verdict is the label and is kept as a vote of kind ``adjudication``. Raw votes are never removed.

**Assignments** (``review_assignments``, one row per item): who is asked to review it.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field
from sqlalchemy import JSON, ForeignKey, Integer, String, Text, UniqueConstraint, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from .records import ReviewConflictError, ReviewRecord, StoreError, check_verdict, criterion_labels
from .tables import Base, ReviewRow, utc_now

VoteKind = Literal["vote", "adjudication"]
VoteState = Literal["waiting", "decided", "disputed"]


class DuplicateVoteError(StoreError):
    """This reviewer has already voted on this item (one vote per reviewer per item)."""


class NotSeniorError(StoreError, PermissionError):
    """A disputed item can only be decided by a senior reviewer (``review.senior_reviewers``)."""


class VoteRow(Base):
    __tablename__ = "review_votes"
    __table_args__ = (UniqueConstraint("review_id", "reviewer", "kind"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    review_id: Mapped[str] = mapped_column(ForeignKey("review_items.id"), index=True)
    reviewer: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(16), default="vote")
    verdict: Mapped[str] = mapped_column(String(32))
    notes: Mapped[str] = mapped_column(Text, default="")
    edited_text: Mapped[str | None] = mapped_column(Text)
    criteria: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)  # {criterion: 0|1} (schema 3)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)


class AssignmentRow(Base):
    __tablename__ = "review_assignments"
    review_id: Mapped[str] = mapped_column(ForeignKey("review_items.id"), primary_key=True)
    reviewer: Mapped[str] = mapped_column(String(200), index=True)
    assigned_at: Mapped[datetime] = mapped_column(default=utc_now)


class VoteRecord(BaseModel):
    id: int
    review_id: str
    reviewer: str
    kind: VoteKind = "vote"
    verdict: str
    notes: str = ""
    edited_text: str | None = None
    criteria: dict[str, int] | None = Field(None, description="the voter's per-criterion verdict (1 passes, 0 "
                                            "fails); None when they named no failed criterion")
    created_at: datetime

    @property
    def failed(self) -> list[str]:
        """The criteria this vote marked as failed."""
        return [c for c, v in (self.criteria or {}).items() if v == 0]


class AssignmentRecord(BaseModel):
    review_id: str
    reviewer: str
    assigned_at: datetime


class VoteOutcome(BaseModel):
    """Where an item stands after a vote."""

    review: ReviewRecord
    votes: list[VoteRecord] = Field(description="the item's raw votes so far (adjudication last)")
    state: VoteState
    required: int
    decided_now: bool = Field(False, description="this vote (or adjudication) decided the item")


def vote_state(votes: list[VoteRecord], required: int, status: str) -> VoteState:
    """``decided`` once the item left ``pending``; ``disputed`` when ``required`` votes are in and
    disagree; else ``waiting``."""
    if status != "pending":
        return "decided"
    plain = [v for v in votes if v.kind == "vote"]
    if len(plain) >= required and len({v.verdict for v in plain}) > 1:
        return "disputed"
    return "waiting"


class _VotingStore(Protocol):
    def _session(self) -> AbstractContextManager[Session]: ...
    def get_review(self, review_id: str) -> ReviewRecord: ...
    def decide_review(self, review_id: str, reviewer: str, verdict: str, notes: str = "", *,
                      edited_text: str | None = None, expected_status: str = "pending",
                      label: int | None = None, queue_resume: bool = False,
                      failed: list[str] | None = None) -> ReviewRecord: ...


class VotesMixin:
    """Votes and assignments of review items (methods of :class:`Store`)."""

    def votes(self: _VotingStore, review_id: str | None = None) -> list[VoteRecord]:
        """Raw votes (of one item, or all), in the order they were cast."""
        q = select(VoteRow).order_by(VoteRow.id)
        if review_id is not None:
            q = q.where(VoteRow.review_id == review_id)
        with self._session() as s:
            return [_vote_record(r) for r in s.scalars(q)]

    def cast_vote(self: _VotingStore, review_id: str, reviewer: str, verdict: str, notes: str = "", *,
                  edited_text: str | None = None, required: int = 2, senior_reviewers: list[str] | tuple[str, ...] = (),
                  queue_resume: bool = False, failed: list[str] | str | None = None) -> VoteOutcome:
        """Record ``reviewer``'s vote on an item that needs ``required`` agreeing votes.

        The vote that completes ``required`` agreeing votes decides the item with that verdict
        (:meth:`Store.decide_review`; notes of all votes joined; the edited text of the deciding
        vote). On a disputed item only a name in ``senior_reviewers`` may act: its verdict decides
        the item (an ``adjudication`` vote). Raises :class:`DuplicateVoteError` for a second vote
        of one reviewer, :class:`NotSeniorError` for a non-senior on a disputed item,
        :class:`ReviewConflictError` when the item is no longer pending and ValueError for a bad
        verdict. ``failed``: the criteria this voter says the memo fails (kept with the vote); the
        deciding label fails the criteria any agreeing vote named, and every criterion when one of
        them named none (an adjudication: the senior's).
        """
        if not isinstance(reviewer, str) or not reviewer.strip():
            raise ValueError("reviewer must be a non-empty string")
        reviewer = reviewer.strip()[:200]
        if required < 1:
            raise ValueError(f"required votes must be >= 1, not {required}")
        verdict = check_verdict(verdict, notes, edited_text)
        per_criterion = criterion_labels(verdict, failed)
        vote_criteria = None if verdict == "approve" else per_criterion  # an approval passes all: implied
        item = self.get_review(review_id)  # RecordNotFoundError for an unknown id
        if item.status != "pending":
            raise ReviewConflictError(
                f"review {review_id} is already {item.status} by {item.reviewer}; your vote "
                f"{verdict!r} was not recorded", item)
        before = VotesMixin.votes(self, review_id)
        disputed = vote_state(before, required, item.status) == "disputed"
        if disputed and reviewer not in set(senior_reviewers):
            seniors = ", ".join(senior_reviewers) or "none configured (review.senior_reviewers)"
            raise NotSeniorError(f"review {review_id} is disputed ({_tally(before)}): only a senior reviewer "
                                 f"can decide it ({seniors}); your vote was not recorded")
        kind = "adjudication" if disputed else "vote"
        try:
            with self._session() as s, s.begin():
                s.add(VoteRow(review_id=review_id, reviewer=reviewer, kind=kind, verdict=verdict, notes=notes,
                              edited_text=edited_text, criteria=vote_criteria, created_at=utc_now()))
        except IntegrityError:
            raise DuplicateVoteError(f"{reviewer} has already voted on review {review_id}; one vote per reviewer "
                                     "per item") from None
        votes = VotesMixin.votes(self, review_id)
        plain = [v for v in votes if v.kind == "vote"]
        decide: tuple[str, str, str] | None = None  # (reviewer field, verdict, notes)
        failed_all: list[str] | None = None
        if kind == "adjudication":
            decide = (reviewer, verdict, notes or _tally(plain, "; "))
            failed_all = decided_failed([votes[-1]])
        elif len(plain) >= required and len({v.verdict for v in plain}) == 1:
            names = ", ".join(v.reviewer for v in plain)[:200]
            joined = "\n".join(f"{v.reviewer}: {v.notes}" for v in plain if v.notes.strip())
            decide = (names, verdict, joined)
            failed_all = decided_failed(plain)
        decided_now = False
        current = item
        if decide is not None:
            try:
                current = self.decide_review(review_id, decide[0], decide[1], decide[2], edited_text=edited_text,
                                             queue_resume=queue_resume, failed=failed_all)
                decided_now = True
            except ReviewConflictError as exc:  # a concurrent final vote decided it first
                current = exc.current
        state = vote_state(votes, required, current.status)
        return VoteOutcome(review=current, votes=votes, state=state, required=required, decided_now=decided_now)

    # ---- assignments

    def assign_review(self: _VotingStore, review_id: str, reviewer: str) -> AssignmentRecord:
        """Assign an item to ``reviewer`` (replaces an earlier assignment)."""
        if not isinstance(reviewer, str) or not reviewer.strip():
            raise ValueError("reviewer must be a non-empty string")
        name = reviewer.strip()[:200]
        self.get_review(review_id)
        now = utc_now()
        with self._session() as s, s.begin():
            row = s.get(AssignmentRow, review_id)
            if row is None:
                s.add(AssignmentRow(review_id=review_id, reviewer=name, assigned_at=now))
            else:
                row.reviewer, row.assigned_at = name, now
        return AssignmentRecord(review_id=review_id, reviewer=name, assigned_at=now)

    def assignment(self: _VotingStore, review_id: str) -> AssignmentRecord | None:
        """Who an item is assigned to, or None."""
        with self._session() as s:
            r = s.get(AssignmentRow, review_id)
        return AssignmentRecord(review_id=r.review_id, reviewer=r.reviewer, assigned_at=r.assigned_at) if r else None

    def assignments(self: _VotingStore) -> dict[str, AssignmentRecord]:
        """review id -> its assignment."""
        with self._session() as s:
            return {r.review_id: AssignmentRecord(review_id=r.review_id, reviewer=r.reviewer, assigned_at=r.assigned_at)
                    for r in s.scalars(select(AssignmentRow))}

    def assign_round_robin(self: _VotingStore, reviewers: list[str]) -> list[AssignmentRecord]:
        """Assign every unassigned pending item, oldest first, to the reviewer of ``reviewers`` with
        the fewest pending assignments (ties: list order)."""
        names = [r.strip() for r in reviewers if isinstance(r, str) and r.strip()]
        if not names:
            raise ValueError("no reviewers to assign to: set review.reviewers or name one")
        with self._session() as s:
            pending = list(s.scalars(select(ReviewRow.id).where(ReviewRow.status == "pending")
                                     .order_by(ReviewRow.created_at, ReviewRow.id)))
            assigned = {r.review_id: r.reviewer for r in s.scalars(select(AssignmentRow))}
        load = {n: 0 for n in names}
        for rid in pending:
            if assigned.get(rid) in load:
                load[assigned[rid]] += 1
        made = []
        for rid in pending:
            if rid in assigned:
                continue
            who = min(names, key=lambda n: (load[n], names.index(n)))
            made.append(VotesMixin.assign_review(self, rid, who))
            load[who] += 1
        return made


def decided_failed(votes: list[VoteRecord]) -> list[str] | None:
    """The failed criteria a decision on these (agreeing) votes records: every criterion any of them
    named; None (every criterion fails, as without per-criterion verdicts) when one of them is not an
    approval and named none."""
    failed: list[str] = []
    for v in votes:
        if v.verdict != "approve" and not v.failed:
            return None
        failed += [c for c in v.failed if c not in failed]
    return failed or None


def _tally(votes: list[VoteRecord], sep: str = ", ") -> str:
    return sep.join(f"{v.reviewer}: {v.verdict}" for v in votes if v.kind == "vote")


def _vote_record(r: VoteRow) -> VoteRecord:
    return VoteRecord(id=r.id, review_id=r.review_id, reviewer=r.reviewer, kind=r.kind,  # type: ignore[arg-type]
                      verdict=r.verdict, notes=r.notes or "", edited_text=r.edited_text, criteria=r.criteria,
                      created_at=r.created_at)


def votes_summary(votes: list[VoteRecord]) -> list[dict[str, Any]]:
    """The votes as plain rows (reviewer, kind, verdict, time) for pages and the CLI."""
    return [{"reviewer": v.reviewer, "kind": v.kind, "verdict": v.verdict, "failed": v.failed,
             "at": v.created_at.isoformat(timespec="seconds")} for v in votes]


__all__ = ["AssignmentRecord", "AssignmentRow", "DuplicateVoteError", "NotSeniorError", "VoteOutcome", "VoteRecord",
           "VoteRow", "VotesMixin", "vote_state", "votes_summary"]
