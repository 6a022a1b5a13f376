"""Evaluate a memo (answer) against its query and retrieved context with every memo metric.

``evaluate_memo(query, contexts, answer, reference=None, metrics=...) -> Evaluation``

Within one evaluation each text is split into sentences once and each sentence embedded once
(:class:`TextVectors`); every metric reuses them. Models come from the shared registry, loaded
once per process. A metric that cannot be computed is an explicit ``invalid`` result with its
reason; bad argument *types* raise ``TypeError`` at the boundary (``MemoInput``).
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Iterable
from typing import Any

from pydantic import BaseModel, field_validator

from ..config import MetricsSettings, Settings, get_settings
from ..lru import LRU
from ..schema import Evaluation, MetricResult
from . import semantic
from .claims import CLAIM_METRICS
from .nli import CachingNLI
from .text import SegmentedInput
from .vectors import TextVectors

EMBEDDING_METRICS = ("context_relevancy", "groundedness_similarity", "completeness", "answer_relevancy")
NLI_METRICS = ("nli_groundedness", "nli_decision_boundary")
NUMERIC_METRICS = ("numeric_consistency",)
FACT_METRICS = ("fact_verification",)  # figures bound to line item and period; opt-in for now
LLM_METRICS = ("response_relevancy",)
DEFAULT_METRICS = (*EMBEDDING_METRICS, *NLI_METRICS, *NUMERIC_METRICS)  # the non-LLM suite
ALL_METRICS = (*DEFAULT_METRICS, *FACT_METRICS, *LLM_METRICS, *CLAIM_METRICS)
VECTOR_CACHE_SIZE = 50_000  # sentence vectors kept across evaluations (384 floats each: ~77 MB)


class MemoInput(BaseModel):
    """One evaluation's inputs (the JSONL row of ``tinyrag eval memo``)."""

    id: str | None = None
    query: str
    contexts: list[str]
    answer: str
    reference: str | None = None

    @field_validator("contexts", mode="before")
    @classmethod
    def _one_context_is_a_list(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v

    def memo_id(self) -> str:
        if self.id:
            return self.id
        blob = json.dumps([self.query, self.contexts, self.answer, self.reference], ensure_ascii=False)
        return "memo-" + hashlib.sha256(blob.encode()).hexdigest()[:12]


MetricOptions = MetricsSettings  # the ``metrics`` section of the settings


class MemoEvaluator:
    """Reusable evaluator: models load once; ``evaluate`` runs the selected metrics on one memo."""

    def __init__(self, settings: Settings | None = None, metrics: Iterable[str] = DEFAULT_METRICS,
                 options: MetricOptions | None = None, llm: Any = None,
                 encoder: Callable[[list[str]], Any] | None = None, nli: Any = None):
        self.settings = settings or get_settings()
        self.metrics = tuple(dict.fromkeys(metrics))
        unknown = [m for m in self.metrics if m not in ALL_METRICS]
        if unknown:
            raise ValueError(f"unknown metric(s) {unknown}; choose from {list(ALL_METRICS)}")
        self.options = options or self.settings.metrics
        self._llm = llm
        self._encoder = encoder
        self._nli = CachingNLI(nli) if nli is not None else None
        # across the evaluations of this evaluator: each distinct sentence embedded once and each
        # distinct NLI pair scored once (a batch of memos over the same filing shares its context)
        self._vector_cache: LRU[str, Any] = LRU(VECTOR_CACHE_SIZE)

    def _get_nli(self) -> tuple[Any, str]:
        """(the NLI model, "") or (None, why it is unavailable): a missing model is reported per
        metric as an invalid result, never raised from deep inside."""
        if self._nli is None:
            from .nli import NLIModel

            try:
                self._nli = CachingNLI(NLIModel.load(self.settings))
            except Exception as exc:  # noqa: BLE001
                return None, f"NLI model unavailable: {type(exc).__name__}: {exc}"
        return self._nli, ""

    def _get_llm(self) -> Any:
        if self._llm is None:
            from ..models import get_llm

            self._llm = get_llm(self.settings)
        return self._llm

    def _claims(self, seg: SegmentedInput, vecs: TextVectors) -> dict[str, MetricResult]:
        from .claims import claim_metrics

        o = self.options
        nli, reason = self._get_nli()
        if nli is None:
            return {n: MetricResult.invalid_result(n, reason) for n in CLAIM_METRICS if n in self.metrics}
        llm = None
        if o.claims_extractor == "llm":
            try:
                llm = self._get_llm()
            except Exception:  # noqa: BLE001 -- no LLM: sentences, and the source says so
                llm = None
        res = claim_metrics(seg, nli, llm=llm, extractor=o.claims_extractor, window=o.nli_window,
                            threshold=o.nli_threshold, vecs=vecs, per_chunk=o.claims_per_chunk)
        return {r.name: r for r in res if r.name in self.metrics}

    def evaluate(self, item: MemoInput | dict[str, Any]) -> Evaluation:
        item = item if isinstance(item, MemoInput) else MemoInput.model_validate(item)
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        seg = SegmentedInput.build(item.query, item.contexts, item.answer, item.reference)
        timings["segmentation"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        vecs = TextVectors(self.settings, encoder=self._encoder, shared=self._vector_cache)
        # every sentence of this evaluation embedded in one batch, reused by every metric
        vecs.add([*seg.query_sentences, *seg.context_sentences, *seg.answer_sentences, *seg.reference_sentences])
        timings["embedding"] = time.perf_counter() - t0
        results: dict[str, MetricResult] = {}
        wanted = set(self.metrics)
        for name in EMBEDDING_METRICS:
            if name in wanted:
                t0 = time.perf_counter()
                results[name] = getattr(semantic, name)(seg, vecs)
                timings[name] = time.perf_counter() - t0
        if wanted & set(NLI_METRICS):
            t0 = time.perf_counter()
            nli, reason = self._get_nli()
            if nli is None:
                nli_res = [MetricResult.invalid_result(n, reason) for n in NLI_METRICS]
            else:
                from .nli import nli_metrics

                o = self.options
                nli_res = nli_metrics(seg, vecs, nli, window=o.nli_window, top_m=o.nli_top_m, threshold=o.nli_threshold)
            for r in nli_res:
                if r.name in wanted:
                    results[r.name] = r
            timings["nli"] = time.perf_counter() - t0
        if "numeric_consistency" in wanted:
            from .numeric import numeric_consistency

            t0 = time.perf_counter()
            results["numeric_consistency"] = numeric_consistency(item.answer, item.contexts)
            timings["numeric_consistency"] = time.perf_counter() - t0
        if "fact_verification" in wanted:
            from .numeric import fact_verification

            t0 = time.perf_counter()
            results["fact_verification"] = fact_verification(item.answer, item.contexts)
            timings["fact_verification"] = time.perf_counter() - t0
        if "response_relevancy" in wanted:
            t0 = time.perf_counter()
            try:
                llm = self._get_llm()
            except Exception as exc:  # noqa: BLE001
                results["response_relevancy"] = MetricResult.invalid_result(
                    "response_relevancy", f"LLM unavailable: {type(exc).__name__}: {exc}")
            else:
                results["response_relevancy"] = semantic.response_relevancy(
                    seg, vecs, llm, self.options.synthetic_questions)
            timings["response_relevancy"] = time.perf_counter() - t0
        if wanted & set(CLAIM_METRICS):
            t0 = time.perf_counter()
            results.update(self._claims(seg, vecs))
            timings["claims"] = time.perf_counter() - t0
        ev = Evaluation(memo_id=item.memo_id(), metrics={n: results[n] for n in self.metrics if n in results})
        self.last_timings = {k: round(v, 4) for k, v in timings.items()}
        self.last_embedded = vecs.encoded
        return ev


def evaluate_memo(
    query: str, contexts: list[str], answer: str, reference: str | None = None,
    metrics: Iterable[str] = DEFAULT_METRICS, *, settings: Settings | None = None,
    options: MetricOptions | None = None, llm: Any = None, memo_id: str | None = None,
) -> Evaluation:
    """Every selected metric of one memo (see the module docstring)."""
    for label, value in (("query", query), ("answer", answer)):
        if not isinstance(value, str):
            raise TypeError(f"{label} must be a str, not {type(value).__name__}")
    if isinstance(contexts, str):
        contexts = [contexts]
    if not isinstance(contexts, list | tuple) or not all(isinstance(c, str) for c in contexts):
        raise TypeError("contexts must be a list of str (one per retrieved chunk)")
    return MemoEvaluator(settings, metrics, options, llm=llm).evaluate(
        MemoInput(id=memo_id, query=query, contexts=list(contexts), answer=answer, reference=reference))


def memo_summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    """A batch of evaluation records (``{"metrics": {name: MetricResult as dict}}`` or ``{"error"}``):
    per metric the valid / invalid / not-applicable counts, the invalid reasons, and the mean, median
    and min of the valid values."""
    import statistics

    per: dict[str, dict[str, Any]] = {}
    for row in results:
        for name, m in (row.get("metrics") or {}).items():
            s = per.setdefault(name, {"valid": 0, "invalid": 0, "not_applicable": 0, "values": [], "reasons": {}})
            if m["invalid"]:
                s["invalid"] += 1
                s["reasons"][m["reason"]] = s["reasons"].get(m["reason"], 0) + 1
            elif m["value"] is None:
                s["not_applicable"] += 1
            else:
                s["valid"] += 1
                s["values"].append(m["value"])
    for s in per.values():
        vals = s.pop("values")
        s.update({"mean": round(statistics.fmean(vals), 4) if vals else None,
                  "median": round(statistics.median(vals), 4) if vals else None,
                  "min": round(min(vals), 4) if vals else None})
    return {"rows": len(results), "row_errors": sum(1 for r in results if r.get("error")), "metrics": per}
