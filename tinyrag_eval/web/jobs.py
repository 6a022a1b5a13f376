"""Resuming paused workflows off the request path.

A verdict is recorded by the request itself (``Store.decide_review``: exactly one reviewer
wins); resuming the workflow may load models and take minutes, so it is queued here and run by
one worker thread, one resume at a time (the models are shared and not re-entrant). Each job's
state — queued, resuming (with the workflow's progress lines), done (with the outcome) or
failed (with a one-line error) — is kept in memory for the pages to show. The store stays the
source of truth: after a restart the pages read the run's status from it, and an item whose
verdict was recorded but whose run never resumed can be resumed again.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..store import RunRecord, Store

log = logging.getLogger("tinyrag_eval.web")

MAX_EVENTS = 30

ServicesFor = Callable[[RunRecord], Any]
"""run -> the MemoServices that resume it (real models in ``tinyrag serve``, fakes in tests)."""


class Job(BaseModel):
    review_id: str
    state: Literal["queued", "resuming", "done", "failed"] = "queued"
    events: list[str] = Field(default_factory=list, description="the workflow's progress lines, last ones")
    outcome: dict[str, Any] | None = Field(None, description="RunOutcome of a finished resume")
    error: str | None = None
    submitted_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    finished_at: datetime | None = None

    @property
    def active(self) -> bool:
        return self.state in ("queued", "resuming")


class ResumeWorker:
    """One background thread that resumes decided review items, in submission order."""

    def __init__(self, store: Store, services_for: ServicesFor):
        self.store = store
        self.services_for = services_for
        self._jobs: dict[str, Job] = {}
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def submit(self, review_id: str) -> Job:
        """Queue a resume of ``review_id``; an active job for it is returned as it is."""
        with self._lock:
            job = self._jobs.get(review_id)
            if job is not None and job.active:
                return job.model_copy(deep=True)
            job = self._jobs[review_id] = Job(review_id=review_id)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="tinyrag-resume", daemon=True)
                self._thread.start()
            self._queue.put(review_id)
            return job.model_copy(deep=True)

    def get(self, review_id: str) -> Job | None:
        with self._lock:
            job = self._jobs.get(review_id)
            return job.model_copy(deep=True) if job is not None else None

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the thread to end after its current job (a running resume is not interrupted)."""
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._queue.put(None)
            thread.join(timeout)

    # ---- the thread

    def _update(self, review_id: str, **changes: Any) -> None:
        with self._lock:
            job = self._jobs[review_id]
            for k, v in changes.items():
                setattr(job, k, v)

    def _event(self, review_id: str, line: str) -> None:
        with self._lock:
            events = self._jobs[review_id].events
            events.append(line)
            del events[:-MAX_EVENTS]

    def _loop(self) -> None:
        while True:
            review_id = self._queue.get()
            if review_id is None:
                return
            self._update(review_id, state="resuming")
            try:
                outcome = self._resume(review_id)
            except Exception as exc:  # any failure becomes the job's state, shown on the page
                log.exception("resuming review %s failed", review_id)
                first = str(exc).splitlines()[0] if str(exc) else ""
                self._update(review_id, state="failed", error=f"{type(exc).__name__}: {first}",
                             finished_at=datetime.now(UTC))
            else:
                self._update(review_id, state="done", outcome=outcome, finished_at=datetime.now(UTC))

    def _resume(self, review_id: str) -> dict[str, Any]:
        from ..workflows.run import aresume_review

        item = self.store.get_review(review_id)
        services = self.services_for(self.store.get_run(item.run_id))

        def on_event(ev: Any) -> None:
            self._event(review_id, (f"[{ev.attempt}] " if ev.attempt else "") + f"{ev.stage}: {ev.message}")

        outcome = asyncio.run(aresume_review(review_id, services, on_event=on_event))
        return outcome.model_dump(mode="json")
