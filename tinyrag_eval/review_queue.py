"""The human review queue as plain rows: one per review item, with its run's topic and its attempt."""

from __future__ import annotations

from typing import Any

from .store import Store


def queue_rows(store: Store, status: str | None = "pending") -> list[dict[str, Any]]:
    """Review items with ``status`` (None: all), oldest first: id, status, topic, attempt number,
    creation time (ISO, seconds), reviewer and the first escalation reason."""
    rows = []
    for item in store.reviews(status):
        run = store.get_run(item.run_id)
        attempt = store.get_attempt(item.attempt_id)
        rows.append({"id": item.id, "status": item.status, "topic": run.topic, "attempt": attempt.number,
                     "created_at": item.created_at.isoformat(timespec="seconds"), "reviewer": item.reviewer,
                     "reason": item.reasons[0] if item.reasons else ""})
    return rows
