"""Resuming paused workflows off the request path, in a bounded pool of worker threads.

A verdict is recorded by the request itself, together with its resume job (``Store.decide_review(...,
queue_resume=True)``: exactly one reviewer wins, and the winner's job is queued in the same
transaction). Resuming may load models and take minutes, so it runs here: ``workers`` threads
(``review.resume_workers``) each claim the oldest queued job from the store (a conditional
``UPDATE``: of all server processes on the database exactly one wins it), resume the workflow
and mark the job ``done`` or ``failed`` with a one-line reason. The job's state and the
workflow's progress lines are rows, so every server shows them and none is lost on a restart.

A heartbeat thread renews the leases of the jobs this process is running. When a server dies,
or cannot record a job's end, the job's lease runs out and a server reclaims it; the workflow's steps reuse what the
store already holds, so nothing is generated, recorded or exported twice. The models are
shared between the workers; each model guards its own inference (``models.inference_lock``).
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import threading
import uuid
from collections.abc import Callable
from typing import Any

from ..store import ResumeJobRecord, ReviewRecord, RunRecord, Store

log = logging.getLogger("tinyrag_eval.web")

FINISH_TRIES = 5
"""Tries to record a job's end before it is left to run out its lease (and be reclaimed)."""

ServicesFor = Callable[[RunRecord], Any]
"""run -> the MemoServices that resume it (real models in ``tinyrag serve``, fakes in tests)."""

Job = ResumeJobRecord
"""A resume job as the pages show it (state queued | running | done | failed, progress, reason)."""


def worker_id() -> str:
    """This process's name as an owner of resume jobs (host, pid and a random part)."""
    return f"{socket.gethostname()[:80]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def one_line(exc: BaseException) -> str:
    first = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {first}"


def moved_on(store: Store, item: ReviewRecord) -> dict[str, Any] | None:
    """What became of the run when it no longer waits for this item's verdict (finalized,
    archived, or escalated again as a later item), else None."""
    run = store.get_run(item.run_id)
    if run.status in ("finalized", "archived"):
        return {"run_id": run.id, "status": run.status, "note": "the run had already been resumed"}
    later = [r for r in store.reviews() if r.run_id == item.run_id and r.id != item.id
             and r.created_at >= item.created_at]
    if later:
        return {"run_id": run.id, "status": "escalated", "review_id": later[-1].id,
                "note": "the run had already been resumed and escalated again"}
    return None


class ResumePool:
    """``workers`` threads that resume decided review items queued in the store."""

    def __init__(self, store: Store, services_for: ServicesFor, *, workers: int = 2, lease_s: float = 60.0,
                 poll_s: float = 1.0, owner: str | None = None):
        if workers < 1:
            raise ValueError(f"the resume pool needs at least one worker, not {workers}")
        if lease_s <= 0 or poll_s <= 0:
            raise ValueError("the resume lease and poll interval must be positive")
        self.store = store
        self.services_for = services_for
        self.workers = workers
        self.lease_s = lease_s
        self.poll_s = poll_s
        self.owner = owner or worker_id()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._running: set[str] = set()
        self._lock = threading.Lock()

    # ---- what the routes call

    def start(self) -> None:
        """Start the workers and the lease heartbeat (idempotent)."""
        with self._lock:
            if self._threads and all(t.is_alive() for t in self._threads):
                return
            self._stop.clear()
            self._threads = [threading.Thread(target=self._loop, name=f"tinyrag-resume-{i}", daemon=True)
                             for i in range(self.workers)]
            self._threads.append(threading.Thread(target=self._heartbeat, name="tinyrag-resume-lease", daemon=True))
            for t in self._threads:
                t.start()

    def wake(self) -> None:
        """A job was queued: let an idle worker look now instead of at its next poll."""
        self._wake.set()

    def retry(self, review_id: str) -> Job:
        """Queue a resume of a decided item again (a failed job, or an item without a job)."""
        job = self.store.queue_resume(review_id)
        self.start()
        self.wake()
        return job

    def get(self, review_id: str) -> Job | None:
        return self.store.get_resume_job(review_id)

    def run_now(self, review_id: str, on_event: Callable[[Any], None] | None = None) -> Job:
        """Resume one decided item in the calling thread (``tinyrag queue resume``), through
        its job row like any server: the job is queued (or queued again when it failed) and
        claimed with the same conditional ``UPDATE``, its lease renewed while it runs, so a
        server and this call never both resume it. Returns the job as it ended; a job another
        process holds (running, lease not run out) or one already done is returned untouched.
        ``on_event`` also gets the workflow's progress events."""
        item = self.store.get_review(review_id)
        if item.status == "pending":
            raise ValueError(f"review {review_id} has no verdict yet: decide it first "
                             "(tinyrag queue approve | edit | reject | request-changes)")
        job = self.store.queue_resume(review_id)
        if job.state == "done":
            return job
        claimed = self.store.claim_resume(self.owner, lease_s=self.lease_s, review_id=review_id)
        if claimed is None:
            return self.store.get_resume_job(review_id) or job
        with self._lock:
            self._running.add(review_id)
        done = threading.Event()
        beat = threading.Thread(target=self._heartbeat, args=(done,), name="tinyrag-resume-lease", daemon=True)
        beat.start()
        try:
            self._run(claimed, on_event)
        finally:
            with self._lock:
                self._running.discard(review_id)
            done.set()
            beat.join(5.0)
        return self.store.get_resume_job(review_id) or claimed

    def stop(self, timeout: float = 5.0) -> None:
        """Stop claiming jobs; running resumes are not interrupted (their threads are daemons,
        and a job left running is reclaimed by another server when its lease runs out)."""
        self._stop.set()
        self._wake.set()
        for t in self._threads:
            t.join(timeout)

    # ---- the threads

    def _heartbeat(self, stop: threading.Event | None = None) -> None:
        stop = stop or self._stop
        while not stop.wait(self.lease_s / 3):
            with self._lock:
                running = sorted(self._running)
            try:
                self.store.renew_resume_leases(self.owner, lease_s=self.lease_s, review_ids=running)
            except Exception:  # the database may be restarting: try again at the next beat
                log.exception("renewing the resume leases of %s failed", self.owner)

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                job = self.store.claim_resume(self.owner, lease_s=self.lease_s)
            except Exception:  # the database is unreachable or busy: wait, then look again
                log.exception("claiming a resume job failed")
                job = None
            if job is None:
                self._wake.wait(self.poll_s)
                self._wake.clear()
                continue
            with self._lock:
                self._running.add(job.review_id)
            try:
                self._run(job)
            finally:
                with self._lock:  # no longer renewed: if it was not finished, it is reclaimed later
                    self._running.discard(job.review_id)

    def _run(self, job: Job, on_event: Callable[[Any], None] | None = None) -> None:
        try:
            outcome: dict[str, Any] | None = self._resume(job, on_event)
            error = None
        except Exception as exc:  # any failure becomes the job's state, shown on the page
            log.exception("resuming review %s failed", job.review_id)
            outcome, error = None, one_line(exc)
        for attempt in range(FINISH_TRIES):
            try:
                if not self.store.finish_resume(job.review_id, self.owner, outcome=outcome, error=error):
                    log.warning("the resume of review %s was taken over by another server (lease ran out)",
                                job.review_id)
                return
            except Exception:  # the database is unreachable: try again, then let the lease run out
                log.exception("recording the end of the resume of review %s failed (try %d of %d)",
                              job.review_id, attempt + 1, FINISH_TRIES)
                if self._stop.wait(min(2.0 ** attempt, 10.0)):
                    return

    def _resume(self, job: Job, also: Callable[[Any], None] | None = None) -> dict[str, Any]:
        from ..workflows.run import aresume_review

        item = self.store.get_review(job.review_id)
        done = moved_on(self.store, item)
        if done is not None:
            return done
        run = self.store.get_run(item.run_id)
        if run.status in ("running", "failed") and job.attempts > 1:
            # an earlier claim of this job set the run running, then its server died or the
            # resume failed (an attempt that raised marks the run failed); we hold the job now,
            # so nobody else resumes it: replay the verdict
            # from the saved context (the steps reuse every recorded attempt and export)
            self.store.set_run_status(run.id, "escalated")
        services = self.services_for(run)

        def on_event(ev: Any) -> None:
            if also is not None:
                also(ev)
            line = (f"[{ev.attempt}] " if ev.attempt else "") + f"{ev.stage}: {ev.message}"
            try:
                self.store.add_resume_event(job.review_id, self.owner, line)
            except Exception:  # a progress line is not worth failing the resume for
                log.warning("could not record a progress line of review %s", job.review_id, exc_info=True)

        outcome = asyncio.run(aresume_review(job.review_id, services, on_event=on_event))
        return outcome.model_dump(mode="json")
