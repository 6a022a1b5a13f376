"""The store's record types and errors, and the reviewer verdict tables.

The records are what :class:`~tinyrag_eval.store.Store` returns: the pydantic types of
:mod:`tinyrag_eval.schema` plus their provenance in the store.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..errors import TinyragError
from ..schema import (
    Assessment,
    Decision,
    Evaluation,
    Memo,
    RetrievalResult,
    ReviewItem,
    ReviewStatus,
)

VERDICT_STATUS: dict[str, ReviewStatus] = {
    "approve": "approved",
    "edit": "edited",
    "request_changes": "changes_requested",
    "reject": "rejected",
}


def check_verdict(verdict: str, notes: str, edited_text: str | None) -> str:
    """The normalised verdict (``request-changes`` -> ``request_changes``); a ``ValueError`` naming
    what is wrong for an unknown verdict, an edit without text, text without an edit, or a
    request for changes without notes."""
    verdict = verdict.strip().lower().replace("-", "_") if isinstance(verdict, str) else verdict
    if verdict not in VERDICT_STATUS:
        raise ValueError(f"verdict must be one of {sorted(VERDICT_STATUS)}, not {verdict!r}")
    if verdict == "edit" and not (edited_text and edited_text.strip()):
        raise ValueError("verdict 'edit' needs the edited memo text (edited_text)")
    if verdict != "edit" and edited_text is not None:
        raise ValueError(f"edited_text is only for verdict 'edit', not {verdict!r}")
    if verdict == "request_changes" and not notes.strip():
        raise ValueError("verdict 'request_changes' needs notes saying what to change")
    return verdict
"""Reviewer verdict -> review status. ``edit`` = approve with edits (needs ``edited_text``);
``request_changes`` needs ``notes``; ``reject`` archives the item."""
VERDICT_LABEL: dict[str, int] = {"approve": 1, "edit": 0, "request_changes": 0, "reject": 0}
"""Default calibration label of each verdict: 1 = the attempt was acceptable as it stood."""


# --------------------------------------------------------------------------- errors


class StoreError(TinyragError):
    """Base class of the store's errors."""


class StoreConfigError(StoreError, ValueError):
    """The configured URL cannot be used (malformed, unknown driver)."""


class StoreUnavailableError(StoreError, ConnectionError):
    """The database cannot be reached or opened."""


class StoreBusyError(StoreUnavailableError):
    """A write waited past ``store.busy_timeout_s`` for another writer's lock (SQLite), or the
    connection broke mid-transaction: nothing of that call was saved, and retrying can succeed."""


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
    """The files an attempt was exported to, by format name (``{"markdown": ".../x.md", "pdf": ...}``)."""

    attempt_id: int
    files: dict[str, str] = Field(description="format name (a registered exporter) -> path of its file")
    created_at: datetime

    @property
    def markdown_path(self) -> str | None:
        """Shorthand for ``files.get("markdown")``."""
        return self.files.get("markdown")

    @property
    def pdf_path(self) -> str | None:
        """Shorthand for ``files.get("pdf")``."""
        return self.files.get("pdf")


class WebSessionRecord(BaseModel):
    """A logged-in browser session of the review server. The store keeps only the SHA-256 of the
    session token (``key``), never the token itself."""

    key: str = Field(description="SHA-256 (hex) of the session token")
    reviewer: str = ""
    created_at: datetime
    expires_at: datetime


ResumeState = Literal["queued", "running", "done", "failed"]


class ResumeJobRecord(BaseModel):
    """The resume of one decided review item, claimed and run by one review-server process."""

    review_id: str
    state: ResumeState = "queued"
    attempts: int = Field(0, description="how many times a worker has claimed it")
    reclaimed: bool = Field(False, description="the current claim took it over from a worker whose lease ran out")
    owner: str | None = Field(None, description="the worker that holds (or last held) it")
    lease_until: datetime | None = None
    events: list[str] = Field(default_factory=list, description="the workflow's progress lines, last ones")
    outcome: dict[str, Any] | None = Field(None, description="RunOutcome of a finished resume")
    error: str | None = Field(None, description="why it failed (one line)")
    submitted_at: datetime
    started_at: datetime | None = None
    finished_at: datetime | None = None

    @property
    def active(self) -> bool:
        return self.state in ("queued", "running")


# --------------------------------------------------------------------------- features


def machine_scores(
    evaluation: Evaluation | None, assessment: Assessment | None = None
) -> dict[str, float | None]:
    """Flat machine scores of one attempt, the features of a calibration row: the evaluation's
    ``scores()`` (metrics, ``judge.<criterion>``) and the assessment's ``probabilities()``."""
    return {**(evaluation.scores() if evaluation else {}), **(assessment.probabilities() if assessment else {})}
