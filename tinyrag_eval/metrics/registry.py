"""The memo metric registry: every memo metric, what it needs, and the one way to run it.

A metric (or a family that yields several results from one computation) is a class with
``names``, ``needs`` (the models it uses: ``embedding``, ``nli``, ``llm``; empty for none),
``kind`` (the group it belongs to), ``value_range`` and one ``compute(ctx) -> list[MetricResult]``;
optionally ``timing``, the label of its time in ``MemoEvaluator.last_timings`` (default: its first name).
:func:`register` adds it; :func:`resolve` turns metric names into the metrics to run (a family
once); :class:`~tinyrag_eval.metrics.memo.MemoEvaluator` runs them. Registering is the public way
to add a metric of your own::

    from tinyrag_eval.metrics.memo import evaluate_memo
    from tinyrag_eval.metrics.registry import EvalContext, register
    from tinyrag_eval.schema import MetricResult

    @register
    class AnswerSentences:
        names = ("answer_sentences",)
        needs = frozenset()               # or {"embedding"}: then use ctx.vecs.similarity(a, b)
        kind = "custom"
        value_range = (0.0, None)

        def compute(self, ctx: EvalContext) -> list[MetricResult]:
            n = len(ctx.seg.answer_sentences)
            if n == 0:
                return [MetricResult.invalid_result("answer_sentences", "empty answer")]
            return [MetricResult(name="answer_sentences", value=float(n))]

    ev = evaluate_memo(query, contexts, answer, metrics=("answer_sentences", "groundedness_similarity"))

Inside ``compute`` the texts are already split (``ctx.seg``) and embedded once for every metric
(``ctx.vecs``); ``ctx.nli()`` and ``ctx.llm()`` load the shared models on first use. A metric
that cannot be computed returns an ``invalid`` result with its reason, never NaN.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Protocol

from .. import tracing
from ..config import MetricsSettings
from ..errors import TinyragError
from ..schema import MetricResult
from . import semantic
from .claims import CLAIM_METRICS, claim_metrics
from .copy import copy_support
from .nli import nli_metrics
from .text import SegmentedInput
from .vectors import TextVectors

Need = Literal["embedding", "nli", "llm"]


class UnknownMetricError(TinyragError, ValueError):
    """A metric name that no registered metric provides."""


def _no_nli() -> tuple[Any, str]:
    return None, "no NLI model was given to this evaluation"


def _no_llm() -> Any:
    raise RuntimeError("no LLM was given to this evaluation")


@dataclass
class EvalContext:
    """One memo's evaluation, shared by every metric: the split texts, their embeddings, the
    metric options and lazy access to the shared models."""

    seg: SegmentedInput
    vecs: TextVectors
    options: MetricsSettings
    nli_loader: Callable[[], tuple[Any, str]] = _no_nli
    llm_loader: Callable[[], Any] = _no_llm

    @property
    def query(self) -> str:
        return self.seg.query

    @property
    def contexts(self) -> list[str]:
        return self.seg.contexts

    @property
    def answer(self) -> str:
        return self.seg.answer

    @property
    def reference(self) -> str | None:
        return self.seg.reference

    def nli(self) -> tuple[Any, str]:
        """(the shared NLI model, "") or (None, why it is unavailable)."""
        return self.nli_loader()

    def llm(self) -> Any:
        """The shared LLM; raises when it cannot be loaded."""
        return self.llm_loader()


class MemoMetric(Protocol):
    names: ClassVar[tuple[str, ...]]
    needs: ClassVar[frozenset[Need]]
    kind: ClassVar[str]
    value_range: ClassVar[tuple[float | None, float | None]]  # None: unbounded on that side

    def compute(self, ctx: EvalContext) -> list[MetricResult]: ...


REGISTRY: dict[str, type[MemoMetric]] = {}
"""Metric name -> the class that computes it (a family appears under each of its names)."""
DEFAULT_SUITE: list[str] = []
"""Names run when none are chosen (the non-LLM suite), in registration order."""


def register(cls: type[MemoMetric] | None = None, *, default: bool = False) -> Any:
    """Class decorator: add a metric (``@register`` or ``@register(default=True)``).

    A name already registered by another class raises: remove it first with :func:`unregister`.
    """

    def add(c: type[MemoMetric]) -> type[MemoMetric]:
        for attr in ("names", "needs", "kind", "value_range", "compute"):
            if not hasattr(c, attr):
                raise TypeError(f"metric {c.__name__} lacks {attr!r} (see tinyrag_eval.metrics.registry)")
        if not c.names or not all(isinstance(n, str) and n for n in c.names):
            raise TypeError(f"metric {c.__name__}: names must be a non-empty tuple of names")
        unknown = set(c.needs) - {"embedding", "nli", "llm"}
        if unknown:
            raise TypeError(f"metric {c.__name__}: unknown needs {sorted(unknown)} (embedding, nli, llm)")
        taken = [n for n in c.names if n in REGISTRY and REGISTRY[n] is not c]
        if taken:
            raise ValueError(f"metric name(s) {taken} already registered by {REGISTRY[taken[0]].__name__}")
        for n in c.names:
            REGISTRY[n] = c
            if default and n not in DEFAULT_SUITE:
                DEFAULT_SUITE.append(n)
        return c

    return add if cls is None else add(cls)


def unregister(*names: str) -> None:
    """Remove metric names (tests and notebooks that register a metric twice)."""
    for n in names:
        REGISTRY.pop(n, None)
        if n in DEFAULT_SUITE:
            DEFAULT_SUITE.remove(n)


def metric_names(*, kind: str | None = None, default: bool | None = None) -> tuple[str, ...]:
    """Registered names in registration order, optionally of one ``kind`` or (not) in the default suite."""
    return tuple(n for n, c in REGISTRY.items()
                 if (kind is None or c.kind == kind) and (default is None or (n in DEFAULT_SUITE) == default))


def resolve(names: Iterable[str]) -> list[MemoMetric]:
    """The metrics that compute ``names`` (a family once), in the order first named."""
    names = list(names)
    unknown = [n for n in names if n not in REGISTRY]
    if unknown:
        raise UnknownMetricError(f"unknown metric(s) {unknown}; choose from {list(REGISTRY)}")
    return [cls() for cls in dict.fromkeys(REGISTRY[n] for n in names)]


def run_metric(metric: MemoMetric, ctx: EvalContext) -> list[MetricResult]:
    """``metric.compute(ctx)``, held to the contract: an exception or a non-finite value becomes
    an ``invalid`` result naming it (a metric of one's own never crashes the evaluation)."""
    with tracing.span(f"metric {timing_key(metric)}", tracing.EVALUATOR) as sp:
        results = _run_metric(metric, ctx)
        if sp.recording:
            from ..trace_attributes import metric_results

            sp.update(metric_results(results))
        return results


def _run_metric(metric: MemoMetric, ctx: EvalContext) -> list[MetricResult]:
    import math

    try:
        out = list(metric.compute(ctx))
    except Exception as exc:  # noqa: BLE001 -- reported per metric, never raised from deep inside
        return [MetricResult.invalid_result(n, f"{type(metric).__name__} failed: {type(exc).__name__}: {exc}")
                for n in metric.names]
    return [MetricResult.invalid_result(r.name, f"non-finite value {r.value!r}")
            if r.value is not None and not math.isfinite(r.value) else r for r in out]


def timing_key(metric: MemoMetric) -> str:
    """The label a metric's time is recorded under: its ``timing`` attribute, else its first name."""
    return getattr(metric, "timing", None) or metric.names[0]


# ---------------------------------------------------------------------------------------------
# the built-in metrics (docs: the modules that compute them)


class _Embedding:
    needs: ClassVar[frozenset[Need]] = frozenset({"embedding"})
    kind: ClassVar[str] = "embedding"
    value_range: ClassVar[tuple[float | None, float | None]] = (-1.0, 1.0)  # mean cosine similarity
    names: ClassVar[tuple[str, ...]]


@register(default=True)
class ContextRelevancy(_Embedding):
    names = ("context_relevancy",)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        return [semantic.context_relevancy(ctx.seg, ctx.vecs)]


@register(default=True)
class GroundednessSimilarity(_Embedding):
    names = ("groundedness_similarity",)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        return [semantic.groundedness_similarity(ctx.seg, ctx.vecs)]


@register(default=True)
class Completeness(_Embedding):
    names = ("completeness",)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        return [semantic.completeness(ctx.seg, ctx.vecs)]


@register(default=True)
class AnswerRelevancy(_Embedding):
    names = ("answer_relevancy",)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        return [semantic.answer_relevancy(ctx.seg, ctx.vecs)]


@register(default=True)
class CopySupport:
    """Near-copy alignment of each memo sentence with one context sentence and its figures
    (:mod:`~tinyrag_eval.metrics.copy`)."""

    names = ("copy_support",)
    needs: ClassVar[frozenset[Need]] = frozenset()
    kind = "lexical"
    value_range = (0.0, 1.0)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        return [copy_support(ctx.seg.answer_sentences, list(zip(ctx.seg.context_chunk, ctx.seg.context_sentences,
                                                                strict=True)), query=ctx.seg.query or "")]


@register(default=True)
class NLIGroundedness:
    """``nli_groundedness`` and ``nli_decision_boundary`` from one NLI pass (:mod:`.nli`)."""

    names = ("nli_groundedness", "nli_decision_boundary")
    needs: ClassVar[frozenset[Need]] = frozenset({"embedding", "nli"})
    kind = timing = "nli"
    value_range = (0.0, 1.0)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        nli, reason = ctx.nli()
        if nli is None:
            return [MetricResult.invalid_result(n, reason) for n in self.names]
        o = ctx.options
        return nli_metrics(ctx.seg, ctx.vecs, nli, window=o.nli_window, top_m=o.nli_top_m, threshold=o.nli_threshold,
                           early_exit=o.nli_early_exit)


@register(default=True)
class NumericConsistency:
    names, needs, kind, value_range = ("numeric_consistency",), frozenset(), "numeric", (0.0, 1.0)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        from .numeric import numeric_consistency

        return [numeric_consistency(ctx.answer, ctx.contexts)]


@register(default=True)
class FactVerification:
    """Figures bound to their line item, period and unit in the context's tables and text
    (:mod:`.numeric.verify`): per figure supported, derived, contradicted or unsupported, with the
    row and column. In the default suite beside ``numeric_consistency`` (which the calibrators,
    the gate examples and the regeneration feedback still read)."""

    names, needs, kind, value_range = ("fact_verification",), frozenset(), "fact", (0.0, 1.0)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        from .numeric import fact_verification

        return [fact_verification(ctx.answer, ctx.contexts, question=ctx.query)]


@register
class ResponseRelevancy:
    """Questions the LLM derives from the answer, compared with the query (:mod:`.semantic`)."""

    names = ("response_relevancy",)
    needs: ClassVar[frozenset[Need]] = frozenset({"embedding", "llm"})
    kind = "llm"
    value_range = (-1.0, 1.0)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        name = self.names[0]
        try:
            llm = ctx.llm()
        except Exception as exc:  # noqa: BLE001
            return [MetricResult.invalid_result(name, f"LLM unavailable: {type(exc).__name__}: {exc}")]
        return [semantic.response_relevancy(ctx.seg, ctx.vecs, llm, ctx.options.synthetic_questions)]


@register
class ClaimMetrics:
    """Claim-level metrics (RAGChecker-style, :mod:`.claims`): claims by the LLM or sentences, checked by NLI."""

    names = CLAIM_METRICS
    needs: ClassVar[frozenset[Need]] = frozenset({"embedding", "nli", "llm"})
    kind = timing = "claims"
    value_range = (0.0, 1.0)

    def compute(self, ctx: EvalContext) -> list[MetricResult]:
        o = ctx.options
        nli, reason = ctx.nli()
        if nli is None:
            return [MetricResult.invalid_result(n, reason) for n in self.names]
        llm = None
        if o.claims_extractor == "llm":
            try:
                llm = ctx.llm()
            except Exception:  # noqa: BLE001 -- no LLM: sentences, and the source says so
                llm = None
        return claim_metrics(ctx.seg, nli, llm=llm, extractor=o.claims_extractor, window=o.nli_window,
                             threshold=o.nli_threshold, vecs=ctx.vecs, per_chunk=o.claims_per_chunk)
