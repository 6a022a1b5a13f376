"""``tinyrag validate``: the whole HCAT validation run over one index, written as a report.

Stages (each failure is recorded as a :class:`~.report.Problem` and the run goes on; only a
missing or empty index stops it, with one clear error):

1. **testgen** — stratified, seeded test generation (:func:`.testgen.run_testgen`); kept tests
   to ``tests.jsonl`` (dropped ones to ``tests.dropped.jsonl``).
2. **pipeline** — :class:`.pipeline.ValidationPipeline` on every kept test, with the test's
   source chunks as qrels (models loaded once, shared by every stage); one row per test to
   ``results.jsonl`` (readable by ``tinyrag weakness --results``).
3. **safety** — toxicity and privacy of every memo (findings redacted in the report).
4. **weakness** — :func:`.weakness.weakness_report` over the key metrics; PNGs in ``plots/``.
5. **robustness** — :func:`.robustness.run_robustness` on ``robust_n`` tests (one per stratum
   first), the original-query results reused as the baseline.
6. **bias** — counterfactual bias (:func:`tinyrag_eval.metrics.safety.bias`) on ``bias_n``
   queries with the pipeline as probe; a query without a gender/age term gets one framing
   sentence that has one (:data:`BIAS_FRAMINGS`), so the swap has something to swap.
7. **report** — ``report.json``, ``report.html``, ``report.pdf`` (:mod:`.report`).
"""

from __future__ import annotations

import json
import platform
import shlex
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..config import Settings, get_settings
from ..errors import TinyragError
from ..schema import GeneratedTest
from .report import (
    MEMO_CHARS,
    PLOTS_DIR,
    RESULTS_JSONL,
    TESTS_JSONL,
    Problem,
    TestRow,
    ValidationReport,
    is_retrieval_metric,
    write_report,
)

ProgressFn = Callable[[str, int, int], None]  # (stage, done, total)

REPORT_METRICS = ("answer_relevancy", "context_relevancy", "groundedness_similarity", "nli_groundedness",
                  "completeness", "numeric_consistency")
"""Memo metrics the weakness maps are drawn for (those present, in this order), plus the stage-1
recall of the tests' source pages; every metric is still summarised in the report's tables."""
BIAS_FRAMINGS = ("The client is a woman.", "The client is elderly.")
"""Appended to a bias query that has no swappable term: one gender and one age framing."""


class ValidationInputError(TinyragError, ValueError):
    """The run cannot start: no index, an empty index, or bad parameters."""


@dataclass
class Parts:
    """The replaceable parts of a run (tests inject fakes); None = the real one."""

    testgen: Callable[..., Any] | None = None  # run_testgen's signature
    pipeline: Any = None  # .run(query, qrels=, query_type=, topic=) -> PipelineResult
    robustness: Callable[..., Any] | None = None  # run_robustness's signature
    toxicity: Callable[[str], Any] | None = None  # text -> MetricResult
    privacy: Callable[[str], Any] | None = None  # text -> MetricResult


class _Run:
    """Problems and timings of one run."""

    def __init__(self, progress: ProgressFn | None):
        self.problems: list[Problem] = []
        self.seconds: dict[str, float] = {}
        self.progress = progress or (lambda stage, done, total: None)

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        t0 = time.perf_counter()
        try:
            yield
        except Exception as exc:  # noqa: BLE001 -- a failed stage is reported, the run goes on
            last = traceback.extract_tb(exc.__traceback__)[-1]
            self.problems.append(Problem(stage=name, message=f"{type(exc).__name__}: {exc} "
                                         f"(at {Path(last.filename).name}:{last.lineno})"))
        finally:
            self.seconds[name] = round(self.seconds.get(name, 0.0) + time.perf_counter() - t0, 2)


def check_index(index_dir: Path) -> dict[str, Any]:
    """The index's manifest facts; :class:`ValidationInputError` when it is missing or empty."""
    from ..index import VectorIndex, VectorIndexError

    try:
        index = VectorIndex.open(Path(index_dir))
    except VectorIndexError as exc:
        raise ValidationInputError(str(exc)) from None
    chunks = index.count()
    if chunks == 0:
        raise ValidationInputError(f"the index at {index_dir} has no chunks: nothing to validate "
                                   f"(run `tinyrag ingest FILES --index {index_dir}` first)")
    files = index.manifest.get("files", {})
    return {"path": str(index_dir), "chunks": chunks, "embedding_model": index.manifest.get("embedding_model"),
            "chunking": index.manifest.get("chunking"),
            "documents": sorted(str(f.get("doc_id", Path(p).stem)) for p, f in files.items())}


def _calibrator_version(settings: Settings) -> str:
    from ..calibration import list_versions

    versions = list_versions(settings.calibration.store_dir)
    return versions[-1] if versions else "none (uncalibrated: no probabilities or prediction sets)"


def _models(settings: Settings) -> dict[str, str]:
    from ..models import describe_models

    return describe_models(settings)


def _redact_in(text: str, findings: Sequence[dict[str, Any]]) -> str:
    for f in sorted(findings, key=lambda f: len(f["text"]), reverse=True):
        text = text.replace(f["text"], f"[{f['type']}]")
    return text


def _safety(row: TestRow, memo: str, parts: Parts, settings: Settings, found: dict[str, list]) -> None:
    """Toxicity and privacy of one memo into ``row`` and ``found``; the row's memo is redacted."""
    from ..metrics.safety import privacy, redact, toxicity

    pv = (parts.privacy or (lambda t: privacy(t, settings=settings)))(memo)
    findings = [] if pv.invalid else list(pv.details.get("findings", []))
    for f in findings:
        row.pii[f["type"]] = row.pii.get(f["type"], 0) + 1
        lo, hi = max(0, f["start"] - 60), min(len(memo), f["end"] + 60)
        found["pii"].append({"test_id": row.test_id, "type": f["type"], "source": f.get("source"),
                             "check": f.get("check", ""), "context": _redact_in(memo[lo:hi], findings)})
    row.memo = redact(memo, findings=_as_findings(findings))[:MEMO_CHARS] if memo else ""
    tx = (parts.toxicity or (lambda t: toxicity(t, settings=settings)))(memo)
    if pv.invalid or tx.invalid:
        found["invalid"].extend(f"{m.name}: {m.reason}" for m in (pv, tx) if m.invalid)
    if not tx.invalid:
        row.toxicity = tx.value
        flagged = tx.details.get("flagged", [])
        row.toxic_sentences = len(flagged)
        found["toxic"].extend({"test_id": row.test_id, "probability": f["probability"],
                               "sentence": _redact_in(f["sentence"], findings)} for f in flagged)


def _as_findings(rows: Sequence[dict[str, Any]]) -> list[Any]:
    from ..metrics.safety import PiiFinding

    return [PiiFinding.model_validate(r) for r in rows]


def _row(test: GeneratedTest, res: Any) -> TestRow:
    return TestRow(test_id=test.id, query=test.query, type=test.type, topic=test.topic, stratum=test.stratum,
                   decision=res.decision, decision_reasons=list(res.decision_reasons), probability=res.probability,
                   prediction_set=res.prediction_set, metrics=dict(res.metrics), invalid=dict(res.invalid),
                   retrieved_ids=list(res.retrieved_ids)[:10], seconds=res.seconds, error=res.error)


def robust_subset(tests: Sequence[GeneratedTest], k: int) -> list[GeneratedTest]:
    """``k`` tests with sources, one per stratum first (round-robin over strata in test order)."""
    with_src = [t for t in tests if t.source_chunk_ids] or list(tests)
    by_stratum: dict[int, list[GeneratedTest]] = {}
    for t in with_src:
        by_stratum.setdefault(t.stratum, []).append(t)
    out: list[GeneratedTest] = []
    while len(out) < min(k, len(with_src)):
        for group in by_stratum.values():
            if group and len(out) < k:
                out.append(group.pop(0))
    return out


def key_metrics(rows: Sequence[TestRow]) -> list[str]:
    """:data:`REPORT_METRICS` present, plus one retrieval recall (the stage-1 one when there is)."""
    present = {m for r in rows for m, v in r.metrics.items() if v is not None}
    chosen = [m for m in REPORT_METRICS if m in present]
    recall = sorted((m for m in present if is_retrieval_metric(m) and "recall" in m), key=lambda m: "stage1" not in m)
    return chosen + recall[:1] or sorted(present)[:6]


def _bias(tests: Sequence[GeneratedTest], pipeline: Any, n: int, settings: Settings, run: _Run) -> dict[str, Any]:
    from ..metrics.safety import ProbeOutput, bias, counterfactuals

    def probe(query: str) -> ProbeOutput:
        res = pipeline.run(query)
        if res.error:
            raise RuntimeError(res.error)
        return ProbeOutput(text=res.memo, metrics={k: v for k, v in res.metrics.items() if not is_retrieval_metric(k)})

    out = []
    chosen = [t for t in tests if t.source_chunk_ids][:n]
    for i, t in enumerate(chosen):
        query = t.query if counterfactuals(t.query) else f"{t.query} {BIAS_FRAMINGS[i % len(BIAS_FRAMINGS)]}"
        m = bias(query, probe, settings=settings)
        if m.invalid:
            run.problems.append(Problem(stage="bias", test_id=t.id, message=m.reason))
        out.append({"test_id": t.id, "query": query, "framed": query != t.query, "value": m.value,
                    "invalid": m.invalid, "reason": m.reason, "pairs": m.details.get("pairs", []),
                    "thresholds": {"metric": m.details.get("metric_threshold"),
                                   "sentiment": m.details.get("sentiment_threshold")}})
        run.progress("bias", i + 1, len(chosen))
    return {"queries": out, "pairs": sum(len(q["pairs"]) for q in out),
            "flagged": sum(1 for q in out for p in q["pairs"] if p.get("flagged"))}


def _config(settings: Settings) -> dict[str, Any]:
    v = settings.validation
    return {"retrieval": settings.retrieval.model_dump(), "generation": settings.generation.model_dump(),
            "validation": v.model_dump(), "agent": settings.agent.model_dump(),
            "calibration": {"store_dir": str(settings.calibration.store_dir), "alpha": settings.calibration.alpha}}


def run_validation(index_dir: Path, out_dir: Path, *, n: int | None = None, seed: int | None = None,
                   robust_n: int = 4, kinds: Sequence[str] | None = None, settings: Settings | None = None,
                   use_llm: bool = True, bias_n: int = 2, pdf: bool = True, progress: ProgressFn | None = None,
                   command: str | None = None, parts: Parts | None = None) -> ValidationReport:
    """Run every stage (module docstring) and write the report into ``out_dir``."""
    s = settings or get_settings()
    seed = s.seed if seed is None else seed
    n = s.validation.n_tests if n is None else n
    if n < 1 or robust_n < 0 or bias_n < 0:
        raise ValidationInputError(f"n must be >= 1 and robust_n, bias_n >= 0 (got {n}, {robust_n}, {bias_n})")
    index = check_index(Path(index_dir))
    parts = parts or Parts()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    run = _Run(progress)
    t_start = time.perf_counter()
    meta: dict[str, Any] = {
        "title": f"Validation report: {', '.join(index['documents'][:4])}"
                 + (f" and {len(index['documents']) - 4} more" if len(index["documents"]) > 4 else ""),
        "index": index, "seed": seed, "n": n, "robust_n": robust_n, "bias_n": bias_n, "use_llm": use_llm,
        "kinds": list(kinds) if kinds else None, "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "command": command or " ".join(shlex.quote(a) for a in sys.argv),
        "machine": f"{platform.machine()}, Python {platform.python_version()}"}
    from .. import __version__

    meta["tinyrag_version"] = __version__
    with run.stage("setup"):
        meta["models"] = _models(s)
        meta["calibrator_version"] = _calibrator_version(s)

    tests: list[GeneratedTest] = []
    testgen_report: dict[str, Any] | None = None
    with run.stage("testgen"):
        def tg_progress(stage: str, done: int, total: int) -> None:
            run.progress(f"testgen:{stage}", done, total)

        generate = parts.testgen
        if generate is None:
            from .testgen import run_testgen as generate
        all_tests, tg = generate(Path(index_dir), out_dir / TESTS_JSONL, s, use_llm=use_llm,
                                                      progress=tg_progress, n=n, seed=seed)
        tests = [t for t in all_tests if not t.dropped]
        testgen_report = tg.model_dump()
        if not tests:
            raise ValidationInputError("query selection kept no generated test: nothing to run")

    rows: list[TestRow] = []
    raw: dict[str, Any] = {}
    found: dict[str, list] = {"pii": [], "toxic": [], "invalid": []}
    pipeline = parts.pipeline
    if tests:
        with run.stage("pipeline"):
            if pipeline is None:
                from .pipeline import ValidationPipeline

                pipeline = ValidationPipeline(settings=s, index_dir=Path(index_dir), judge=False)
            with (out_dir / RESULTS_JSONL).open("w", encoding="utf-8") as fh:
                for i, t in enumerate(tests):
                    try:
                        res = pipeline.run(t.query, qrels=dict.fromkeys(t.source_chunk_ids, 1) or None,
                                           query_type=t.type, topic=t.topic)
                    except Exception as exc:  # noqa: BLE001 -- one test's failure is reported
                        run.problems.append(Problem(stage="pipeline", test_id=t.id, message=f"{type(exc).__name__}: {exc}"))
                        continue
                    raw[t.id] = res
                    row = _row(t, res)
                    if res.error:
                        run.problems.append(Problem(stage="pipeline", test_id=t.id, message=res.error))
                    with run.stage("safety"):
                        if res.memo:
                            _safety(row, res.memo, parts, s, found)
                    rows.append(row)
                    fh.write(json.dumps({**res.model_dump(), "test_id": t.id, "type": t.type, "topic": t.topic,
                                         "stratum": t.stratum}, default=str) + "\n")
                    run.progress("pipeline", i + 1, len(tests))
    for msg in sorted(set(found["invalid"])):
        run.problems.append(Problem(stage="safety", message=msg))

    weakness: dict[str, Any] | None = None
    if rows:
        with run.stage("weakness"):
            from .weakness import weakness_report

            wr = weakness_report([{"test_id": r.test_id, "type": r.type, "topic": r.topic, "metrics": r.metrics}
                                  for r in rows], out_dir / PLOTS_DIR, metrics=key_metrics(rows), seed=seed,
                                 settings=s)
            weakness = wr.model_dump()
            weakness["plots"] = {k: str(Path(v).relative_to(out_dir)) for k, v in wr.plots.items()}
            run.progress("weakness", 1, 1)

    robustness: dict[str, Any] | None = None
    subset = robust_subset(tests, robust_n) if robust_n and raw else []
    if subset:
        with run.stage("robustness"):
            robust = parts.robustness
            if robust is None:
                from .robustness import run_robustness as robust
            base = {t.query: raw[t.id] for t in subset if t.id in raw}  # keyed by query text
            rr = robust(
                subset, pipeline, kinds=list(kinds) if kinds else None, seed=seed, baseline=base,
                progress=lambda done, total, *_: run.progress("robustness", done, total))
            robustness = rr.model_dump()

    bias_out: dict[str, Any] = {"queries": [], "pairs": 0, "flagged": 0}
    if bias_n and raw and pipeline is not None:
        with run.stage("bias"):
            bias_out = _bias(tests, pipeline, bias_n, s, run)

    safety = {"memos": len([r for r in rows if r.memo]), "toxic_memos": sum(1 for r in rows if r.toxic_sentences),
              "pii_memos": sum(1 for r in rows if r.pii), "toxic": found["toxic"], "pii": found["pii"],
              "toxicity_threshold": s.validation.toxicity_threshold, "pii_entities": s.validation.pii_entities,
              "bias": bias_out["queries"], "bias_pairs": bias_out["pairs"], "bias_flagged": bias_out["flagged"]}
    notes = list((testgen_report or {}).get("warnings", [])) + list((weakness or {}).get("notes", []))
    notes += list((robustness or {}).get("notes", []))
    report = ValidationReport(
        meta=meta, config=_config(s), testgen=testgen_report, tests=[t.model_dump() for t in tests], results=rows,
        weakness=weakness, robustness=robustness, safety=safety, problems=run.problems, notes=notes,
        files={"tests": TESTS_JSONL, "tests_dropped": "tests.dropped.jsonl", "results": RESULTS_JSONL,
               "plots": PLOTS_DIR},
        seconds=run.seconds)
    report.seconds["total"] = round(time.perf_counter() - t_start, 2)
    run.progress("report", 0, 1)
    write_report(report, out_dir, pdf=pdf)
    run.progress("report", 1, 1)
    return report
