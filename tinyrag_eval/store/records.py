"""The store's record types and errors, and the reviewer verdict tables.

The records are what :class:`~tinyrag_eval.store.Store` returns: the pydantic types of
:mod:`tinyrag_eval.schema` plus their provenance in the store.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
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

REVIEW_CRITERIA: tuple[str, ...] = ("grounded", "relevant", "complete", "safe")
"""The acceptability criteria a reviewer can mark as failed (``calibration.criteria.CRITERIA``)."""


def check_failed(failed: Iterable[str] | str | None) -> list[str]:
    """The criteria a reviewer marked as failed, normalised (a comma list or names; order of
    :data:`REVIEW_CRITERIA`, duplicates dropped); ``ValueError`` naming an unknown one."""
    if failed is None:
        return []
    names = failed.split(",") if isinstance(failed, str) else list(failed)
    out: list[str] = []
    for n in names:
        if not isinstance(n, str):
            raise ValueError(f"failed criteria are names ({', '.join(REVIEW_CRITERIA)}), not {n!r}")  # noqa: TRY004 -- a user's input: one line
        n = n.strip().lower()
        if not n:
            continue
        if n not in REVIEW_CRITERIA:
            raise ValueError(f"unknown criterion {n!r}: a reviewer can mark {', '.join(REVIEW_CRITERIA)} as failed")
        out.append(n)
    return [c for c in REVIEW_CRITERIA if c in out]


def criterion_labels(verdict: str, failed: Iterable[str] | str | None = None) -> dict[str, int] | None:
    """The per-criterion labels a verdict records (1 = the criterion passed, 0 = it failed), or
    None when the reviewer did not say which criterion failed (every criterion then inherits the
    whole memo's label, as labels did before schema 3).

    ``approve`` = every criterion passes (naming a failed criterion is a ``ValueError``); any other
    verdict with ``failed`` named = those fail and the others pass: a memo rejected for relevance
    only counts as grounded."""
    names = check_failed(failed)
    if verdict == "approve":
        if names:
            raise ValueError(f"an approval passes every criterion; failed criteria ({', '.join(names)}) go with "
                             "request_changes, reject or edit")
        return dict.fromkeys(REVIEW_CRITERIA, 1)
    if not names:
        return None
    return {c: 0 if c in names else 1 for c in REVIEW_CRITERIA}


def check_criteria(criteria: Mapping[str, int | None] | None, label: int) -> dict[str, int | None] | None:
    """An explicit per-criterion label map (``{criterion: 0 | 1 | None}``; None = not judged),
    checked against the whole memo's ``label``: a memo labelled acceptable (1) fails no criterion,
    one labelled 0 with a map must fail at least one."""
    if criteria is None:
        return None
    if not isinstance(criteria, Mapping):
        raise ValueError(  # noqa: TRY004 -- a user's input (a label file, the API): one line
            f"criteria must be a mapping {{criterion: 0 | 1 | null}}, not {type(criteria).__name__}")
    out: dict[str, int | None] = {}
    for c, v in criteria.items():
        if c not in REVIEW_CRITERIA:
            raise ValueError(f"unknown criterion {c!r} (known: {', '.join(REVIEW_CRITERIA)})")
        if isinstance(v, bool):
            v = int(v)
        if v not in (0, 1, None):
            raise ValueError(f"criterion {c!r}: label must be 0, 1 or null, not {v!r}")
        out[c] = v
    if label == 1 and 0 in out.values():
        raise ValueError("a label of 1 (acceptable) cannot have a failed criterion")
    if label == 0 and out and 0 not in out.values() and None not in out.values():
        raise ValueError("a label of 0 with per-criterion labels needs at least one failed (0) or unjudged criterion")
    return out or None


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
    criteria: dict[str, int | None] | None = Field(
        None, description="per-criterion labels (1 passes, 0 fails, null not judged); None when the reviewer "
        "did not say which criterion failed (labels before schema 3, or no --failed)")
    created_at: datetime

    def label_for(self, criterion: str | None) -> int:
        """This label for one criterion: the reviewer's per-criterion verdict when they gave one, else
        the whole memo's label (a rejection without a named criterion fails every criterion).
        ``None`` / ``acceptable`` = the whole memo's label."""
        if criterion is None or criterion == "acceptable":
            return self.label
        if self.label == 1:
            return 1
        v = (self.criteria or {}).get(criterion)
        return self.label if v is None else int(v)


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
