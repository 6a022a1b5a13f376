"""Batch memo evaluation on either engine, with the same typed results.

Both engines build each memo's record with :func:`memo_record` from a :class:`MemoEvaluator`
made from one :class:`MemoBatchSpec`; on Ray that evaluator lives in a :class:`MemoEvalWorker`
actor (Ray Data ``map_batches`` over a fixed actor pool), so the models load once per worker and
stay loaded for every memo the worker gets. The driver gets back, per input index, the record
``{"id", "metrics": {name: MetricResult as dict}, "seconds": {...}}``; metric values equal the
single-process ones (sentence vectors are embedded in other batch compositions on other
workers, so floats may differ in the last bits: ``tests/test_ray_engine.py`` compares them to
1e-6).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..config import MetricsSettings, Settings
from ..metrics.memo import MemoEvaluator, MemoInput
from .ray_runtime import RayOptions, actor_pool, ray_session, worker_errors


class MemoBatchSpec(BaseModel):
    """What every worker needs to build the same evaluator as the single process."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    settings: Settings
    metrics: tuple[str, ...]
    options: MetricsSettings

    def evaluator(self) -> MemoEvaluator:
        return MemoEvaluator(self.settings, self.metrics, self.options)


def memo_record(evaluator: MemoEvaluator, item: MemoInput) -> dict[str, Any]:
    """One memo's record of ``tinyrag eval memo`` (what both engines write)."""
    ev = evaluator.evaluate(item)
    return {"id": ev.memo_id, "metrics": {k: v.model_dump() for k, v in ev.metrics.items()},
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
