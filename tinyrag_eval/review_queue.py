"""The human review queue as plain rows: one per review item, with its run's topic, its attempt, its
assignee and the votes cast so far (``review.required_reviews`` >= 2)."""

from __future__ import annotations

from typing import Any

from .store import Store
from .store.votes import vote_state


def votes_text(votes: list[Any]) -> str:
    """``alice: approve, bob: reject, carol (senior): approve`` — the votes of one item in order."""
    return ", ".join(f"{v.reviewer}{' (senior)' if v.kind == 'adjudication' else ''}: {v.verdict}" for v in votes)


EXCERPT_CHARS = 160
"""Characters of the memo's text kept as a queue row's excerpt."""


def memo_excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """The memo's opening, whitespace collapsed, cut at a word with an ellipsis past ``limit``."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def machine_p(assessment: Any) -> tuple[float | None, str | None, str | None]:
    """(P, its criterion, the overall light) of an attempt's assessment: the P of the criterion
    that sets the memo's overall light (its worst; ``Assessment.overall_light``), else of
    ``grounded``; (None, None, None) without a calibrated assessment."""
    if assessment is None or assessment.calibrator_version is None or not assessment.per_criterion:
        return None, None, None
    light, name = assessment.overall_light()
    name = name if name in assessment.per_criterion else (
        "grounded" if "grounded" in assessment.per_criterion else next(iter(assessment.per_criterion)))
    return assessment.per_criterion[name].probability, name, light


def queue_rows(store: Store, status: str | None = "pending", *, required: int = 1) -> list[dict[str, Any]]:
    """Review items with ``status`` (None: all), oldest first: id, status, topic, attempt number,
    creation time (ISO, seconds), reviewer, the first escalation reason, the assignee and the
    votes so far (with ``required`` >= 2, a pending item whose votes disagree is ``disputed``),
    the machine's P (:func:`machine_p`: ``p``, ``p_criterion``, ``light``) and the memo's
    opening (``excerpt``)."""
    rows = []
    assigned = store.assignments()
    all_votes: dict[str, list[Any]] = {}
    for v in store.votes():
        all_votes.setdefault(v.review_id, []).append(v)
    for item in store.reviews(status):
        run = store.get_run(item.run_id)
        attempt = store.get_attempt(item.attempt_id)
        votes = all_votes.get(item.id, [])
        state = vote_state(votes, required, item.status) if required > 1 else ""
        p, crit, light = machine_p(attempt.assessment)
        rows.append({"id": item.id, "status": "disputed" if state == "disputed" else item.status,
                     "topic": run.topic, "attempt": attempt.number,
                     "created_at": item.created_at.isoformat(timespec="seconds"), "reviewer": item.reviewer,
                     "reason": item.reasons[0] if item.reasons else "",
                     "assignee": assigned[item.id].reviewer if item.id in assigned else None,
                     "votes": votes_text(votes), "p": None if p is None else round(p, 4), "p_criterion": crit,
                     "light": light, "excerpt": memo_excerpt(attempt.memo.text)})
    return rows
