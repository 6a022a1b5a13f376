"""Batch memo evaluation on either engine, with the same typed results.

Both engines build each memo's record with :func:`memo_record` from a :class:`MemoEvaluator`
made from one :class:`MemoBatchSpec`; on Ray that evaluator lives in a :class:`MemoEvalWorker`
actor (Ray Data ``map_batches`` over a fixed actor pool), so the models load once per worker and
stay loaded for every memo the worker gets. The driver gets back, per input index, the record
``{"id", "metrics": {name: MetricResult as dict}, "seconds": {...}}``; metric values equal the
single-process ones (sentence vectors are embedded in other batch compositions on other
workers, so floats may differ in the last bits: ``tests/test_ray_engine.py`` compares them to
1e-6).

With a job id (``tinyrag eval memo --job ID``, ``tinyrag jobs resume ID``) the batch is a job of
the store (:mod:`tinyrag_eval.store.jobs`): each memo is an item that a worker claims, evaluates and
stores; the output file is written from the stored results once no item is left. The single
process works the job with :func:`tinyrag_eval.engine.jobs.work_job`; on Ray each actor
(:class:`MemoJobWorker`) claims the items of its batches itself and stores their results in the
same database (so workers need the store: the SQLite file on one machine, PostgreSQL on a
cluster), then the driver's ``work_job`` finishes what is left (items whose worker died, once
their lease has run out).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..config import MetricsSettings, Settings
from ..metrics.memo import MemoEvaluator, MemoInput
from ..store.jobs import JobItem, JobQueue, default_worker_id
from ..store.store import Store
from .jobs import Handler, budget_stop, handle_claimed, work_job
from .ray_runtime import RayOptions, actor_pool, ray_session, worker_errors

MEMO_JOB = "eval_memo"
"""The ``kind`` of a memo-evaluation job in the store."""


class MemoBatchSpec(BaseModel):
    """What every worker needs to build the same evaluator as the single process."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    settings: Settings
    metrics: tuple[str, ...]
    options: MetricsSettings

    def evaluator(self) -> MemoEvaluator:
        return MemoEvaluator(self.settings, self.metrics, self.options)


def memo_record(evaluator: MemoEvaluator, item: MemoInput) -> dict[str, Any]:
    """One memo's record of ``tinyrag eval memo`` (what both engines write): the same checks as
    the workflow and the gate (:func:`tinyrag_eval.evaluation.memo_checks`), with the evidence
    record."""
    from ..evaluation import evaluate, memo_checks

    ev = evaluate(item, memo_checks(evaluator.settings, evaluator))
    return {"id": ev.memo_id, "metrics": {k: v.model_dump() for k, v in ev.metrics.items()},
            "findings": ev.findings.model_dump() if ev.findings is not None else None,
            "seconds": evaluator.last_timings}


class MemoEvalWorker:
    """A Ray Data actor: one :class:`MemoEvaluator` (models loaded once), reused for every batch.

    A batch holds ``index`` (the item's position) and ``item`` (MemoInput as JSON); it returns
    ``index`` and ``record`` (the record as JSON)."""

    def __init__(self, spec: MemoBatchSpec):
        self.evaluator = spec.evaluator()

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        records = [json.dumps(memo_record(self.evaluator, MemoInput.model_validate_json(item)))
                   for item in batch["item"]]
        return {"index": [int(i) for i in batch["index"]], "record": records}


def evaluate_memos_ray(items: Iterable[tuple[int, MemoInput]], spec: MemoBatchSpec, options: RayOptions,
                       on_done: Callable[[int, dict[str, Any]], None] | None = None) -> dict[int, dict[str, Any]]:
    """Each ``(index, item)`` evaluated on a pool of ``options.workers`` Ray actors -> ``{index:
    record}``; ``on_done(index, record)`` as each record comes back (in completion order)."""
    rows = [{"index": i, "item": item.model_dump_json()} for i, item in items]
    if not rows:
        return {}
    out: dict[int, dict[str, Any]] = {}
    with ray_session(options) as ray, worker_errors():
        ds = ray.data.from_items(rows).map_batches(
            MemoEvalWorker, fn_constructor_kwargs={"spec": spec}, batch_size=1, **actor_pool(ray, options))
        for row in ds.iter_rows():
            index, record = int(row["index"]), json.loads(row["record"])
            out[index] = record
            if on_done is not None:
                on_done(index, record)
    return out


def valid_items(rows: list[tuple[int, dict[str, Any] | None, str]]) -> list[tuple[int, MemoInput]]:
    """``(index, MemoInput)`` of the rows (``read_memo_rows`` output) that are valid memo inputs;
    the others are left to the batch runner, which records their error."""
    from pydantic import ValidationError

    out = []
    for index, (_line, row, _error) in enumerate(rows):
        if row is None:
            continue
        try:
            out.append((index, MemoInput.model_validate(row)))
        except ValidationError:
            continue
    return out


# --------------------------------------------------------------------------- as a job of the store


JOB_MUTABLE = ("max_cost_usd",)
"""Keys of a memo job's spec that a re-run may change (the cost budget); the rest identify the job."""


def job_spec(spec: MemoBatchSpec, input_file: str, out_file: str,
             max_cost_usd: float | None = None) -> dict[str, Any]:
    """What a memo job keeps in the store to be resumed: metrics, metric options, input and
    output, and the cost budget of its LLM calls (``--max-cost``) when there is one."""
    out: dict[str, Any] = {"metrics": list(spec.metrics), "options": spec.options.model_dump(mode="json"),
                           "input": input_file, "out": out_file}
    if max_cost_usd is not None:
        out["max_cost_usd"] = float(max_cost_usd)
    return out


def spec_of_job(stored: dict[str, Any], settings: Settings) -> MemoBatchSpec:
    """The batch spec of a stored memo job, with this process's other settings."""
    return MemoBatchSpec(settings=settings, metrics=tuple(stored["metrics"]),
                         options=MetricsSettings.model_validate(stored["options"]))


def job_items(rows: list[tuple[int, dict[str, Any] | None, str]],
              invalid: Callable[[Any], str]) -> list[tuple[dict[str, Any], str | None]]:
    """The items of a memo job, one per input row: ``({"line", "row"}, error)``; ``error`` is the
    row's reading error, or ``invalid(ValidationError)`` for a row that is not a memo input."""
    from pydantic import ValidationError

    out: list[tuple[dict[str, Any], str | None]] = []
    for line, row, error in rows:
        if row is not None:
            try:
                MemoInput.model_validate(row)
                error = None
            except ValidationError as exc:
                error = invalid(exc)
        out.append(({"line": line, "row": row}, error))
    return out


def memo_handler(evaluator: MemoEvaluator) -> Handler:
    return lambda item: memo_record(evaluator, MemoInput.model_validate((item.payload or {})["row"]))


class MemoJobWorker:
    """A Ray Data actor working a memo job: one evaluator (models loaded once) and one connection
    to the store; it claims each item of its batch (skipping those another worker holds),
    evaluates it and stores the result."""

    def __init__(self, spec: MemoBatchSpec, store_url: str, job_id: str, lease_seconds: float):
        self.handler = memo_handler(spec.evaluator())
        self.queue = JobQueue(Store.open(store_url), lease_seconds)
        self.job_id = job_id
        self.worker = default_worker_id()

    def __call__(self, batch: dict[str, Any]) -> dict[str, list[Any]]:
        stored = []
        for index in batch["index"]:
            if budget_stop(self.queue, self.job_id) is not None:  # the job's cost budget is spent
                stored.append(False)
                continue
            claimed = self.queue.claim(self.job_id, self.worker, limit=1, indexes=[int(index)])
            stored.append(bool(claimed) and handle_claimed(self.queue, claimed[0], self.worker, self.handler))
        return {"index": [int(i) for i in batch["index"]], "stored": stored}


def run_memo_job(queue: JobQueue, job_id: str, spec: MemoBatchSpec, ray: RayOptions | None = None,
                 on_done: Callable[[int], None] | None = None) -> int:
    """Work a memo job until no item is pending or running (on Ray when ``ray`` is given);
    returns how many items this run stored."""
    stored = 0

    def done(index: int) -> None:
        nonlocal stored
        stored += 1
        if on_done is not None:
            on_done(index)

    if ray is not None:
        todo = [{"index": it.index} for it in queue.items(job_id) if it.status in ("pending", "running")]
        if todo:
            url = queue.store.engine.url.render_as_string(hide_password=False)
            with ray_session(ray) as r, worker_errors():
                ds = r.data.from_items(todo).map_batches(
                    MemoJobWorker, batch_size=1, fn_constructor_kwargs={
                        "spec": spec, "store_url": url, "job_id": job_id,
                        "lease_seconds": queue.lease.total_seconds()}, **actor_pool(r, ray))
                for row in ds.iter_rows():
                    if row["stored"]:
                        done(int(row["index"]))
    evaluator = spec.evaluator()  # models load only if something is left for this process

    def left(item: JobItem) -> None:
        done(item.index)

    work_job(queue, job_id, memo_handler(evaluator), on_done=left)
    return stored


def job_records(queue: JobQueue, job_id: str) -> list[dict[str, Any]]:
    """The output records of a memo job in input order, as ``tinyrag eval memo`` writes them:
    ``{"line", "id", "metrics", "seconds"}`` or ``{"line", "id", "error"}``; an item still pending
    (a spent cost budget) or running (another worker's lease) is an error record saying so, with
    its ``status``."""
    out = []
    for it in queue.items(job_id):
        payload = it.payload or {}
        record: dict[str, Any] = {"line": payload.get("line"), "id": (payload.get("row") or {}).get("id")}
        if it.status == "done" and it.result is not None:
            record.update(it.result)
        else:
            record["error"] = it.error or f"not evaluated yet ({it.status})"
            if it.status in ("pending", "running"):
                record["status"] = it.status  # left by a cost budget, or held by another worker
        out.append(record)
    return out


def finish_memo_job(queue: JobQueue, job_id: str, spec: MemoBatchSpec, out_file: Path,
                    ray: RayOptions | None = None, on_done: Callable[[int], None] | None = None) -> tuple[list[dict[str, Any]], int]:
    """Work a memo job to the end, then write its records to ``out_file`` (JSONL, input order);
    returns the records and how many items this run evaluated (0 for a finished job)."""
    stored = run_memo_job(queue, job_id, spec, ray, on_done)
    records = job_records(queue, job_id)
    out_file.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_file.with_name(out_file.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
    tmp.replace(out_file)
    return records, stored
