"""Evaluate a memo (answer) against its query and retrieved context with every memo metric.

``evaluate_memo(query, contexts, answer, reference=None, metrics=...) -> Evaluation``

The metrics are those of :mod:`.registry` (register your own there). Within one evaluation each
text is split into sentences once and each sentence embedded once (:class:`TextVectors`); every
metric reuses them. Models come from the shared model registry (``tinyrag_eval.models``), loaded
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
from ..trace_attributes import evaluation as evaluation_attributes
from ..trace_attributes import evaluator_inputs
from ..tracing import CHAIN, traced
from .nli import CachingNLI
from .registry import (
    DEFAULT_SUITE,
    REGISTRY,
    EvalContext,
    metric_names,
    resolve,
    run_metric,
    timing_key,
)
from .text import SegmentedInput
from .vectors import TextVectors

# views of the registry (tinyrag_eval.metrics.registry) as it stands with the built-in metrics
EMBEDDING_METRICS = metric_names(kind="embedding")
LEXICAL_METRICS = metric_names(kind="lexical")  # near-copy alignment with the context (no model)
NLI_METRICS = metric_names(kind="nli")
NUMERIC_METRICS = metric_names(kind="numeric")
FACT_METRICS = metric_names(kind="fact")  # figures bound to line item and period (in the default suite)
LLM_METRICS = metric_names(kind="llm")
CLAIM_METRICS = metric_names(kind="claims")
DEFAULT_METRICS = tuple(DEFAULT_SUITE)  # the non-LLM suite
ALL_METRICS = metric_names()
MODEL_FREE_METRICS = tuple(n for n in ALL_METRICS if not REGISTRY[n].needs)  # cheap: recomputed, never cached
VECTOR_CACHE_SIZE = 50_000  # sentence vectors kept across evaluations (384 floats each: ~77 MB)


def _utf8(text: str) -> str:
    """``text`` with lone surrogates (JSON ``"\\ud83d"``: no character, not storable as UTF-8)
    replaced by U+FFFD; any other text unchanged."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return text


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

    @field_validator("query", "answer", "reference")
    @classmethod
    def _no_lone_surrogates(cls, v: str | None) -> str | None:
        return None if v is None else _utf8(v)

    @field_validator("contexts")
    @classmethod
    def _no_lone_surrogates_in_contexts(cls, v: list[str]) -> list[str]:
        return [_utf8(c) for c in v]

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
        self._resolved = resolve(self.metrics)  # raises UnknownMetricError (a ValueError) for unknown names
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
        """The LLM of the LLM metrics: the one given, else the configured LLM through the cached,
        counted client (:class:`~tinyrag_eval.llm.client.TextCompletions`)."""
        if self._llm is None:
            from ..llm.client import CachedLLM, TextCompletions

            self._llm = TextCompletions(CachedLLM.from_settings(self.settings),
                                        self.settings.models.llm_max_new_tokens)
        return self._llm

    @traced("evaluate memo", CHAIN, inputs=evaluator_inputs, result=evaluation_attributes)
    def evaluate(self, item: MemoInput | dict[str, Any]) -> Evaluation:
        item = item if isinstance(item, MemoInput) else MemoInput.model_validate(item)
        too_big = self.size_problem(item)
        if too_big:
            self.last_timings, self.last_embedded = {}, 0
            return Evaluation(memo_id=item.memo_id(),
                              metrics={n: MetricResult.invalid_result(n, too_big) for n in self.metrics})
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        seg = SegmentedInput.build(item.query, item.contexts, item.answer, item.reference)
        timings["segmentation"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        vecs = TextVectors(self.settings, encoder=self._encoder, shared=self._vector_cache)
        # every sentence of this evaluation embedded in one batch, reused by every metric (none when
        # no selected metric reads embeddings: the lexical and figure checks load no model)
        if any("embedding" in getattr(m, "needs", ()) for m in self._resolved):
            vecs.add([*seg.query_sentences, *seg.context_sentences, *seg.answer_sentences, *seg.reference_sentences])
        timings["embedding"] = time.perf_counter() - t0
        ctx = EvalContext(seg, vecs, self.options, nli_loader=self._get_nli, llm_loader=self._get_llm)
        results: dict[str, MetricResult] = {}
        wanted = set(self.metrics)
        for metric in self._resolved:
            t0 = time.perf_counter()
            for r in run_metric(metric, ctx):
                if r.name in wanted:
                    results[r.name] = r
            timings[timing_key(metric)] = time.perf_counter() - t0
        ev = Evaluation(memo_id=item.memo_id(), metrics={n: results[n] for n in self.metrics if n in results})
        self.last_timings = {k: round(v, 4) for k, v in timings.items()}
        self.last_embedded = vecs.encoded
        return ev


    def size_problem(self, item: MemoInput) -> str:
        """Why ``item`` is over the size limits (``metrics.max_answer_words`` /
        ``max_context_words``), or ''. Counted before any sentence splitting or model call."""
        m = self.settings.metrics
        answer = len((item.answer or "").split())
        if answer > m.max_answer_words:
            return (f"memo too long to score: {answer:,} words > metrics.max_answer_words = "
                    f"{m.max_answer_words:,}; split it or raise the limit")
        context = sum(len(c.split()) for c in item.contexts)
        if context > m.max_context_words:
            return (f"context too long to score: {context:,} words > metrics.max_context_words = "
                    f"{m.max_context_words:,}; retrieve fewer or shorter chunks or raise the limit")
        return ""


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
