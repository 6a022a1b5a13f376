"""The human review queue as plain rows: one per review item, with its run's topic, its attempt, its
assignee and the votes cast so far (``review.required_reviews`` >= 2)."""

from __future__ import annotations

from typing import Any

from .store import Store
from .store.votes import vote_state


def votes_text(votes: list[Any]) -> str:
    """``alice: approve, bob: reject, carol (senior): approve`` — the votes of one item in order."""
    return ", ".join(f"{v.reviewer}{' (senior)' if v.kind == 'adjudication' else ''}: {v.verdict}" for v in votes)


def queue_rows(store: Store, status: str | None = "pending", *, required: int = 1) -> list[dict[str, Any]]:
    """Review items with ``status`` (None: all), oldest first: id, status, topic, attempt number,
    creation time (ISO, seconds), reviewer, the first escalation reason, the assignee and the
    votes so far (with ``required`` >= 2, a pending item whose votes disagree is ``disputed``)."""
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
        rows.append({"id": item.id, "status": "disputed" if state == "disputed" else item.status,
                     "topic": run.topic, "attempt": attempt.number,
                     "created_at": item.created_at.isoformat(timespec="seconds"), "reviewer": item.reviewer,
                     "reason": item.reasons[0] if item.reasons else "",
                     "assignee": assigned[item.id].reviewer if item.id in assigned else None,
                     "votes": votes_text(votes)})
    return rows
