"""What the review pages and the JSON API show, built from the store (pydantic at the boundary).

The memo, its citations, calibrated probabilities with traffic lights, prediction sets, metric
table and judge come from :func:`tinyrag_eval.export.build_report`, so the page and the exported
report never disagree. On top of it each sentence carries why it is flagged — the NLI
per-sentence flags, the least-grounded sentence and the unsupported figures, the same evidence
:func:`tinyrag_eval.feedback.build_feedback` turns into regeneration feedback — and the
unsupported figures are marked inside the sentence.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from fastapi import Request
from pydantic import BaseModel, Field, computed_field, field_validator, model_validator

from ..export import ExportError, build_report, criterion_rows, exporters
from ..feedback import build_feedback
from ..generation import memo_source_text
from ..repair import repair_diff
from ..review_queue import votes_text
from ..review_stats import ReviewStats, review_stats
from ..store import (
    REVIEW_CRITERIA,
    VERDICT_STATUS,
    AttemptRecord,
    DuplicateVoteError,
    NotSeniorError,
    RecordNotFoundError,
    ReviewConflictError,
    ReviewRecord,
    Store,
    VoteRecord,
)
from ..store.votes import vote_state
from .deps import WebContext, context
from .errors import WebError
from .jobs import Job

STATUS_FILTERS = ("pending", "decided", "all", *VERDICT_STATUS.values())
VERDICTS = tuple(VERDICT_STATUS)  # approve, edit, request_changes, reject


class VerdictIn(BaseModel):
    """A reviewer's verdict, from the form or the JSON API."""

    reviewer: str = Field(min_length=1, max_length=200, description="who decides (required)")
    verdict: Literal["approve", "edit", "request_changes", "reject"]
    notes: str = Field("", max_length=20_000)
    edited_text: str | None = Field(None, max_length=200_000, description="the corrected memo (verdict 'edit')")
    failed: list[Literal["grounded", "relevant", "complete", "safe"]] = Field(
        default_factory=list, max_length=4, description="the criteria the memo fails (not with 'approve'); the others "
        "count as passed in calibration. Empty on a rejection: every criterion counts as failed")

    @field_validator("reviewer")
    @classmethod
    def _name(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("the reviewer name is required")
        return v.strip()

    @model_validator(mode="after")
    def _approval_fails_nothing(self) -> VerdictIn:
        if self.verdict == "approve" and self.failed:
            raise ValueError(f"an approval passes every criterion; failed criteria ({', '.join(self.failed)}) go with "
                             "request changes, reject or approve with edits")
        return self


class CriterionView(BaseModel):
    name: str
    probability: float
    light: Literal["green", "amber", "red", "grey"]
    set: str
    set_meaning: str = ""
    action: str = ""
    guaranteed: bool | None = None
    calibrator: str = Field("", description="the calibrator version behind the probability (set:version)")


class ReviewRow(BaseModel):
    """One line of the queue page / ``GET /api/reviews``."""

    id: str
    status: str
    topic: str
    run_id: str
    run_status: str
    attempt: int
    reasons: list[str]
    criteria: list[CriterionView]
    calibrator_version: str | None = None
    created_at: datetime
    reviewer: str | None = None
    decided_at: datetime | None = None
    assignee: str | None = Field(None, description="who is asked to review it (`tinyrag queue assign`)")
    votes: list[VoteRecord] = Field(default_factory=list, description="votes so far (review.required_reviews >= 2)")
    votes_text: str = ""
    required_reviews: int = 1
    disputed: bool = Field(False, description="the votes disagree: only a senior reviewer can decide it")


class ExportFile(BaseModel):
    """One exported file of an item: its format, where it is and where the page downloads it."""

    format: str
    label: str = Field(description="the button's text: the exporter's label, else the format name")
    path: str
    url: str
    media_type: str = Field(description="from the registered exporter; application/octet-stream when the "
                            "format is no longer registered")


class ExportLinks(BaseModel):
    """The export of an item's attempt: one :class:`ExportFile` per format it was written in."""

    attempt_id: int
    files: dict[str, ExportFile]

    # the fields of the JSON before exports became a mapping, kept for existing clients
    @computed_field  # type: ignore[prop-decorator]
    @property
    def markdown_path(self) -> str | None:
        return self.files["markdown"].path if "markdown" in self.files else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def markdown_url(self) -> str | None:
        return self.files["markdown"].url if "markdown" in self.files else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def pdf_path(self) -> str | None:
        return self.files["pdf"].path if "pdf" in self.files else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def pdf_url(self) -> str | None:
        return self.files["pdf"].url if "pdf" in self.files else None


class ItemState(BaseModel):
    """Where a review item stands after its verdict (the page's status line)."""

    phase: Literal["pending", "queued", "resuming", "finalized", "archived", "escalated_again",
                   "running", "not_resumed", "failed"]
    message: str
    refresh: bool = Field(False, description="the page reloads itself until this changes")
    export: ExportLinks | None = None
    next_review_id: str | None = None
    events: list[str] = Field(default_factory=list)
    error: str | None = None
    can_resume: bool = False
    job_state: Literal["queued", "running", "done", "failed"] | None = Field(
        None, description="the resume job's state, from the store (any server may run it)")
    job_line: str = Field("", description="the resume job in words, with the reason when it failed")


def parse_status(status: str) -> str | None:
    """The store filter for a list filter name (``None`` = all); ValueError for unknown names."""
    if status not in STATUS_FILTERS:
        raise ValueError(f"unknown status filter {status!r}: use one of {', '.join(STATUS_FILTERS)}")
    return None if status in ("all", "decided") else status


def review_rows(store: Store, status: str = "pending", *, required: int = 1) -> list[ReviewRow]:
    wanted = parse_status(status)
    items = store.reviews(wanted)
    if status == "decided":
        items = [it for it in items if it.status != "pending"]
    return [review_row(store, it, required=required) for it in items]


def review_row(store: Store, item: ReviewRecord, att: AttemptRecord | None = None, *,
               required: int = 1) -> ReviewRow:
    run = store.get_run(item.run_id)
    att = att or store.get_attempt(item.attempt_id)
    votes = store.votes(item.id)
    assigned = store.assignment(item.id)
    return ReviewRow(id=item.id, status=item.status, topic=run.topic, run_id=run.id, run_status=run.status,
                     attempt=att.number, reasons=item.reasons,
                     criteria=[CriterionView(**c) for c in criterion_rows(att.assessment)],
                     calibrator_version=att.assessment.calibrator_version if att.assessment else None,
                     created_at=item.created_at, reviewer=item.reviewer, decided_at=item.decided_at,
                     assignee=assigned.reviewer if assigned else None, votes=votes, votes_text=votes_text(votes),
                     required_reviews=required,
                     disputed=required > 1 and vote_state(votes, required, item.status) == "disputed")


# --------------------------------------------------------------------------- item state


def export_links(store: Store, item: ReviewRecord, att: AttemptRecord | None = None) -> ExportLinks | None:
    """The export of this item's attempt or of a later one of its run (an edit or a regeneration)."""
    att = att or store.get_attempt(item.attempt_id)
    found = None
    for a in store.attempts(item.run_id):
        if a.number >= att.number:
            rec = store.get_export(a.id)
            if rec is not None:
                found = rec
    if found is None:
        return None
    base = f"/reviews/{item.id}/export"
    known = exporters()
    files = {}
    for fmt, path in found.files.items():
        exp = known.get(fmt)
        files[fmt] = ExportFile(format=fmt, label=exp.label if exp else fmt, path=path, url=f"{base}/{fmt}",
                                media_type=exp.media_type if exp else "application/octet-stream")
    return ExportLinks(attempt_id=found.attempt_id, files=files)


def job_line(job: Job | None) -> str:
    """The resume job in one line for the page (empty when the item has none)."""
    if job is None:
        return ""
    notes = ([f"attempt {job.attempts}"] if job.attempts > 1 else []) + \
        (["taken over from a server that stopped"] if job.reclaimed else [])
    how = f" ({', '.join(notes)})" if notes else ""
    if job.state == "queued":
        return "resume job: queued — a worker resumes it after the jobs before it"
    if job.state == "running":
        return f"resume job: running{how}"
    if job.state == "failed":
        return f"resume job: failed{how} — {job.error or 'no reason recorded'}"
    return f"resume job: done{how}"


def item_state(store: Store, item: ReviewRecord, job: Job | None, att: AttemptRecord | None = None) -> ItemState:
    if item.status == "pending":
        return ItemState(phase="pending", message="waiting for a reviewer's verdict")
    att = att or store.get_attempt(item.attempt_id)
    events = job.events if job else []
    common: dict[str, Any] = {"events": events, "job_state": job.state if job else None, "job_line": job_line(job)}
    if job is not None and job.active:
        msg = "queued: the workflow resumes after the jobs before it" if job.state == "queued" else "resuming…"
        return ItemState(phase="queued" if job.state == "queued" else "resuming", message=msg, refresh=True,
                         **common)
    run = store.get_run(item.run_id)
    if run.status == "finalized":
        links = export_links(store, item, att)
        where = (f"exported to {' and '.join(f.path for f in links.files.values())}"
                 if links else "no export recorded")
        return ItemState(phase="finalized", message=f"finalized — {where}", export=links, **common)
    if run.status == "archived":
        return ItemState(phase="archived", message="rejected — the run is archived (nothing was deleted)", **common)
    later = [r for r in store.reviews() if r.run_id == item.run_id and r.created_at >= item.created_at
             and r.id != item.id]
    if run.status == "escalated" and later:
        nxt = later[-1]
        return ItemState(phase="escalated_again", next_review_id=nxt.id, **common,
                         message="regenerated with your notes and escalated again: see the new review item")
    if job is not None and job.state == "failed":
        return ItemState(phase="failed", message="the workflow could not resume", error=job.error,
                         can_resume=True, **common)
    if run.status == "running":
        return ItemState(phase="running", message="the run is being resumed (perhaps by another process)",
                         refresh=True, **common)
    return ItemState(phase="not_resumed", can_resume=True, **common,
                     message="the verdict is recorded but the workflow has not resumed (e.g. it was decided "
                             "outside this server): resume it")


# --------------------------------------------------------------------------- the detail page


def _repair_diff(store: Store, att: AttemptRecord) -> str:
    """The offline repair that made this attempt, as a diff against the attempt it repaired ('' if none)."""
    if not att.memo.repairs:
        return ""
    before = store.attempt_by_number(att.run_id, att.number - 1)
    return repair_diff(before.memo, att.memo) if before is not None else ""


def review_detail(store: Store, item: ReviewRecord, job: Job | None, *, required: int = 1) -> dict[str, Any]:
    """Everything the detail page renders (plain data; every string is escaped by the template)."""
    att = store.get_attempt(item.attempt_id)
    try:
        report = build_report(att.memo, att.retrieval, att.evaluation, att.assessment, att.decision)
        report_error = None
    except ExportError as exc:  # an empty or oversized memo: show what there is, say why
        report = {"paragraphs": [], "sentences": [], "sources": [], "unresolved": [],
                  "criteria": criterion_rows(att.assessment), "metrics": [], "judge": None,
                  "retrieval": att.retrieval}
        report_error = str(exc)
    fb = build_feedback(att.memo, att.evaluation, n=10_000)
    flagged = report.get("flagged", [])
    return {
        "item": item,
        "row": review_row(store, item, att, required=required),
        "attempt": att,
        "state": item_state(store, item, job, att),
        "report": report,
        "report_error": report_error,
        "flagged": flagged,
        "unsupported_numbers": fb.unsupported_numbers,
        "judge_reasons": fb.judge_reasons,
        "edit_text": item.edited_text or memo_source_text(att.memo),
        "repair_diff": _repair_diff(store, att),
        "review_criteria": REVIEW_CRITERIA,
        "label": store.review_label(item.id),
    }


# --------------------------------------------------------------------------- shared by pages and API


def get_item(request: Request, review_id: str) -> ReviewRecord:
    try:
        return context(request).store.get_review(review_id)
    except RecordNotFoundError:
        raise WebError(404, "No such review item", f"There is no review item {review_id!r} in the queue.") from None


def conflict(exc: ReviewConflictError) -> WebError:
    cur = exc.current
    by = cur.reviewer or "another reviewer"
    when = f"{cur.decided_at:%Y-%m-%d %H:%M:%S} UTC" if cur.decided_at else "earlier"
    return WebError(409, "Already decided",
                    f"This item was already decided: {cur.status.replace('_', ' ')} by {by} at {when}. "
                    "Your verdict was not recorded.",
                    extra={"current": cur.model_dump(mode="json")})


def decide(request: Request, item: ReviewRecord, verdict: VerdictIn) -> None:
    """Record the verdict and queue its resume job in one transaction (one reviewer wins; the
    second gets 409), then wake a worker. With ``review.required_reviews`` >= 2 the verdict is a
    vote: a second vote of one reviewer is 409, a non-senior on a disputed item 403; the vote that
    completes agreeing votes (or a senior's adjudication) decides the item and queues its resume."""
    web = context(request)
    required = web.review.required_reviews
    if verdict.verdict == "request_changes":
        check_pipeline(web, item)
    try:
        if required > 1:
            out = web.store.cast_vote(item.id, verdict.reviewer, verdict.verdict, verdict.notes,
                                      edited_text=verdict.edited_text, required=required,
                                      senior_reviewers=web.review.senior_reviewers, queue_resume=True,
                                      failed=list(verdict.failed))
            if not out.decided_now:
                return
        else:
            web.store.decide_review(item.id, verdict.reviewer, verdict.verdict, verdict.notes,
                                    edited_text=verdict.edited_text, queue_resume=True, failed=list(verdict.failed))
    except ReviewConflictError as exc:
        raise conflict(exc) from None
    except DuplicateVoteError as exc:
        raise WebError(409, "Already voted", f"{exc} Your verdict was not recorded again.") from None
    except NotSeniorError as exc:
        raise WebError(403, "Disputed: a senior reviewer decides", str(exc)) from None
    except ValueError as exc:
        raise WebError(400, "Verdict not accepted", str(exc)) from None
    web.worker.start()
    web.worker.wake()


def check_pipeline(web: WebContext, item: ReviewRecord) -> None:
    """Changes requested are refused (nothing recorded) when this server's pipeline is not the one
    that wrote the run: 409 naming both (400 when the configured pipeline cannot be used)."""
    from ..pipeline.own import PipelineError, PipelineMismatchError, check_same_pipeline

    run = web.store.get_run(item.run_id)
    try:
        services = web.worker.services_for(run)
        if callable(getattr(services, "pipeline_identity", None)):
            check_same_pipeline(run, services)
    except PipelineMismatchError as exc:
        raise WebError(409, "Another pipeline", f"{exc}. Your verdict was not recorded.") from None
    except PipelineError as exc:
        raise WebError(400, "Pipeline not usable", f"{exc}. Your verdict was not recorded.") from None


def review_stats_for(web: WebContext) -> ReviewStats:
    """The agreement statistics of the queue under this server's ``review.*`` settings."""
    return review_stats(web.store, required=web.review.required_reviews, min_common=web.review.stats_min_common)
