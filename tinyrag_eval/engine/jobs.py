"""Working a batch job of the store (:mod:`tinyrag_eval.store.jobs`) until nothing is left.

:func:`work_job` is the worker loop both engines share: claim an item (a conditional UPDATE),
handle it, store its result (or its failure with the reason), repeat. When no item is claimable
but some are still ``running`` under another worker's lease, it waits for the earliest lease to
run out and reclaims those items (a killed worker's items), so a call that returns has left no
item pending or running. On Ray the actors claim the items of their batches the same way
(:mod:`.memo`), and the driver's :func:`work_job` then finishes whatever is left.

Every item's handler runs inside :func:`~tinyrag_eval.llm.usage.track_usage`; its LLM tokens and
cost are stored with its result, so the job's spend is known across workers. A job whose spec
holds ``max_cost_usd`` (``--max-cost``) is a budget every worker checks before it claims an item
(:func:`budget_stop`): the job's stored cost plus the mean cost of one item so far must stay
within it, else the worker stops claiming and the items left stay ``pending`` for a later
``tinyrag jobs resume --max-cost``.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from ..llm.budget import CostBudget
from ..llm.usage import track_usage
from ..store.jobs import JobItem, JobQueue, default_worker_id
from ..store.tables import utc_now

log = logging.getLogger("tinyrag_eval.engine")

Handler = Callable[[JobItem], dict[str, Any]]
"""``handler(item) -> result``: the work of one item; an exception marks the item failed."""


def _heartbeat(queue: JobQueue, item: JobItem, worker: str, stop: threading.Event) -> None:
    """Renew the item's lease every third of it until ``stop``: a live worker keeps an item that
    runs longer than its lease; a killed one stops renewing and loses it."""
    every = queue.lease.total_seconds() / 3
    while not stop.wait(every):
        try:
            if not queue.renew(item.job_id, item.index, worker):
                return  # taken over (our lease had run out): the result will not be stored
        except Exception:  # the database may be restarting: try at the next beat
            log.warning("renewing the lease of item %s of job %s failed", item.index, item.job_id, exc_info=True)


def handle_claimed(queue: JobQueue, item: JobItem, worker: str, handler: Handler) -> bool:
    """Run ``handler`` on a claimed item, its lease renewed meanwhile, and store the result, or
    the failure with its reason; True when this worker still held the item and its outcome was
    stored."""
    stop = threading.Event()
    beat = threading.Thread(target=_heartbeat, args=(queue, item, worker, stop), daemon=True,
                            name=f"tinyrag-lease-{item.index}")
    beat.start()
    with track_usage() as usage:
        try:
            result = handler(item)
        except Exception as exc:  # noqa: BLE001 -- an item's failure is recorded on the item, the batch goes on
            return queue.fail(item.job_id, item.index, worker, f"{type(exc).__name__}: {exc}", usage)
        finally:
            stop.set()
            beat.join(5.0)
    return queue.complete(item.job_id, item.index, worker, result, usage)


def budget_stop(queue: JobQueue, job_id: str, spec: dict[str, Any] | None = None) -> str | None:
    """Why no further item of the job may be claimed under its cost budget (``spec["max_cost_usd"]``),
    or None (no budget, or room for one more item at the mean cost per item so far)."""
    spec = queue.get(job_id).spec if spec is None else spec
    if spec.get("max_cost_usd") is None:
        return None
    usage, items = queue.usage(job_id)
    return CostBudget(float(spec["max_cost_usd"])).stop_reason(usage, items)


def work_job(queue: JobQueue, job_id: str, handler: Handler, *, worker: str | None = None,
             on_done: Callable[[JobItem], None] | None = None, max_wait: float | None = None) -> int:
    """Work ``job_id`` until no item is pending or running, or its cost budget is spent
    (:func:`budget_stop`); returns how many items this call finished. ``max_wait``: give up waiting for other workers' leases after that many seconds
    (None: wait as long as the leases run)."""
    worker = worker or default_worker_id()
    spec = queue.get(job_id).spec  # RecordNotFoundError for an unknown job
    finished = 0
    waited = 0.0
    while True:
        if budget_stop(queue, job_id, spec) is not None:
            return finished
        items = queue.claim(job_id, worker, limit=1)
        if not items:
            expiry = queue.next_lease_expiry(job_id)
            if expiry is None:
                return finished
            pause = min(1.0, max(0.05, (expiry - utc_now()).total_seconds() + 0.05))
            if max_wait is not None and waited + pause > max_wait:
                return finished
            time.sleep(pause)
            waited += pause
            continue
        for item in items:
            if handle_claimed(queue, item, worker, handler):
                finished += 1
                if on_done is not None:
                    on_done(item)
