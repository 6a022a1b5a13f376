"""Build and save the record of an evaluation run (`tinyrag eval memo`, `gate`, `validate`).

The commands build :class:`~tinyrag_eval.store.EvalRunItem` s as they evaluate (``item_from_*``),
then call :func:`save_run`, which never raises: a store that cannot be written costs the record,
never the run's output (the caller prints the returned message as a warning).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..schema import Assessment, Evaluation, MetricResult
from ..store.evalruns import EvalRunItem, EvalRunRecord, EvalRunSpec, RunUsage
from .provenance import command_line, model_versions, sha256_file, sha256_json


def item_from_metrics(item_id: str, metrics: dict[str, MetricResult], *, line: int | None = None,
                      judge_scores: dict[str, float | None] | None = None,
                      assessment: Assessment | None = None) -> EvalRunItem:
    """An item from metric results (value, or None with the reason under ``invalid`` or
    ``not_applicable``), the judge's criterion scores and the calibrated probabilities."""
    values: dict[str, float | None] = {}
    invalid: dict[str, str] = {}
    not_applicable: dict[str, str] = {}
    for name, m in metrics.items():
        if m.invalid:
            values[name] = None
            invalid[name] = m.reason or "invalid"
        elif m.value is None:
            values[name] = None
            not_applicable[name] = m.reason or "not applicable"
        else:
            values[name] = float(m.value)
    for name, v in (judge_scores or {}).items():
        values[name] = v
        if v is None:
            invalid[name] = "the judge gave no score"
    probs: dict[str, float] = {}
    if assessment is not None:
        for c, ca in assessment.per_criterion.items():
            if ca.calibrated and assessment.calibrator_version:
                probs[c] = float(ca.probability)
            else:
                not_applicable[f"P({c})"] = ca.note or "not calibrated"
    return EvalRunItem(id=item_id, line=line, metrics=values, invalid=invalid,
                       not_applicable=not_applicable, probabilities=probs)


def item_from_evaluation(ev: Evaluation, *, line: int | None = None,
                         assessment: Assessment | None = None) -> EvalRunItem:
    judge = {k: v for k, v in ev.scores().items() if k.startswith("judge.")} if ev.judge is not None else None
    return item_from_metrics(ev.memo_id, ev.metrics, line=line, judge_scores=judge, assessment=assessment)


def item_from_error(item_id: str | None, line: int | None, error: str) -> EvalRunItem:
    """An item that could not be evaluated (a bad input line)."""
    return EvalRunItem(id=str(item_id) if item_id else f"line {line}", line=line, error=error)


def items_from_batch(records: Iterable[dict[str, Any]]) -> list[EvalRunItem]:
    """Items from `eval memo`'s output records (``metrics`` as dicts, or ``error``)."""
    out = []
    for r in records:
        if r.get("error"):
            out.append(item_from_error(r.get("id"), r.get("line"), r["error"]))
        else:
            metrics = {k: MetricResult.model_validate(v) for k, v in (r.get("metrics") or {}).items()}
            out.append(item_from_metrics(str(r["id"]), metrics, line=r.get("line")))
    return out


def apply_gate(items: list[EvalRunItem], report: Any) -> list[EvalRunItem]:
    """Each item's ``passed`` (no every-memo requirement failed for it; None when the gate has
    only aggregate requirements) and the messages of what failed."""
    per_memo = any(r.requirement.aggregate is None for r in report.results)
    failed: dict[str, list[str]] = {}
    for r in report.results:
        for f in r.failures:
            if f.memo_id is not None:
                failed.setdefault(f.memo_id, []).append(f"{r.requirement.text}: {f.message}")
    return [it.model_copy(update={"passed": (it.id not in failed) if per_memo else None,
                                  "failed": failed.get(it.id, [])}) for it in items]


def items_from_validation(report: Any) -> list[EvalRunItem]:
    """Items from a validation report's test rows (passed = the pipeline would finalize)."""
    out = []
    for row in report.results:
        probs = {} if row.probability is None else {"lowest": float(row.probability)}
        out.append(EvalRunItem(
            id=row.test_id, metrics=dict(row.metrics), invalid=dict(row.invalid), probabilities=probs,
            passed=None if row.error else row.decision == "finalize", decision=row.decision,
            failed=list(row.decision_reasons) if row.decision != "finalize" else [], error=row.error))
    return out


def metric_roles(metric_names: Iterable[str]) -> list[str]:
    """The model roles a set of memo metrics uses (the embedding model always)."""
    from ..metrics.registry import resolve

    needs = {n for m in resolve(list(metric_names)) for n in m.needs}
    return [r for r in ("embedding", "nli", "llm") if r == "embedding" or r in needs]


def memo_run_spec(kind: str, settings: Any, input_file: Path, metric_names: Iterable[str],
                  options: Any, *, extra_config: dict[str, Any] | None = None,
                  summary: dict[str, Any] | None = None, passed: bool | None = None,
                  calibrators: dict[str, str] | None = None) -> EvalRunSpec:
    """The record of an `eval memo` or `gate` run over ``input_file``."""
    from .. import __version__

    names = list(dict.fromkeys(metric_names))
    models: dict[str, Any] = model_versions(settings, metric_roles(names))
    if calibrators:
        models["calibrators"] = dict(sorted(calibrators.items()))
    config = {"metrics": names, "metric_options": options.model_dump(mode="json"), **(extra_config or {})}
    return EvalRunSpec(kind=kind, command=command_line(), config=config, models=models,  # type: ignore[arg-type]
                       data_hash=sha256_file(input_file), data={"input": str(Path(input_file).resolve())},
                       summary=summary or {}, passed=passed, tinyrag_version=__version__)


def validation_run_spec(report: Any, settings: Any) -> EvalRunSpec:
    """The record of a `validate` run: its config, the four model roles, the index's file hashes."""
    from .. import __version__

    meta = report.meta
    keys = ("seed", "n", "robust_n", "bias_n", "use_llm", "kinds")
    config = {**report.config, **{k: meta.get(k) for k in keys}}
    index = meta.get("index") or {}
    data_hash = ""
    try:
        from ..index import VectorIndex

        manifest = VectorIndex.open(Path(index["path"])).manifest
        data_hash = sha256_json({"files": sorted(f.get("sha256", "") for f in manifest.get("files", {}).values()),
                                 "chunking": manifest.get("chunking"),
                                 "embedding_model": manifest.get("embedding_model")})
    except Exception:  # noqa: BLE001 -- an unreadable index leaves the hash empty, never the record
        data_hash = ""
    models: dict[str, Any] = model_versions(settings, ("embedding", "reranker", "nli", "llm"))
    models["calibrator"] = meta.get("calibrator_version")
    decisions: dict[str, int] = {}
    for row in report.results:
        decisions[row.decision] = decisions.get(row.decision, 0) + 1
    return EvalRunSpec(kind="validate", command=meta.get("command") or command_line(), config=config,
                       models=models, data_hash=data_hash,
                       data={"index": index.get("path"), "documents": index.get("documents", [])[:50]},
                       summary={"decisions": decisions, "problems": len(report.problems)},
                       tinyrag_version=__version__)


def run_usage(usage: Any) -> RunUsage:
    """A run record's usage from the LLM client's totals (``llm.usage.Usage``): the cost is None
    when a remote model had no price in ``llm.prices`` (its calls are not in the total)."""
    return RunUsage(prompt_tokens=usage.prompt_tokens, completion_tokens=usage.completion_tokens,
                    total_tokens=usage.total_tokens, calls=usage.llm_calls,
                    cost_usd=None if usage.unpriced_calls else round(usage.cost_usd, 6))


def save_run(spec: EvalRunSpec | Callable[[], EvalRunSpec],
             items: list[EvalRunItem] | Callable[[], list[EvalRunItem]],
             settings: Any, *, usage: Any = None) -> tuple[EvalRunRecord | None, str]:
    """Record the run in the configured store (``spec`` and ``items``: the values, or functions
    that build them, so that an error building them is caught too; ``usage``: the run's LLM
    tokens and cost, a :class:`~tinyrag_eval.llm.usage.Usage` from ``track_usage``). Returns ``(record, message)``: the message says where it went, or (record None) why it
    could not be recorded; it never raises."""
    try:
        from ..store import Store

        if callable(spec):
            spec = spec()
        if callable(items):
            items = items()
        if usage is not None and spec.usage is None:
            spec = spec.model_copy(update={"usage": run_usage(usage)})
        with Store.open(settings=settings) as store:
            rec = store.add_eval_run(spec, items)
        return rec, f"recorded run {rec.id} ({rec.n_items} items; `tinyrag runs show {rec.id}`)"
    except Exception as exc:  # noqa: BLE001 -- a record that cannot be written must not lose the run
        return None, (f"the run was not recorded in the store ({type(exc).__name__}: {exc}); its output "
                      "above is complete (pass --no-record to skip recording)")
