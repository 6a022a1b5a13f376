"""The metric registry: a user's own metric runs in the evaluator; views and errors."""

from __future__ import annotations

import pytest

from tinyrag_eval.errors import TinyragError
from tinyrag_eval.metrics import memo, registry
from tinyrag_eval.metrics.memo import MemoEvaluator, evaluate_memo
from tinyrag_eval.metrics.registry import (
    EvalContext,
    UnknownMetricError,
    register,
    resolve,
    unregister,
)
from tinyrag_eval.schema import MetricResult

from .test_metrics_memo import ANSWER, CTX, QUERY, CountingEncoder, ScriptedNLI, bow_encoder


@pytest.fixture
def user_metric():
    calls: list[EvalContext] = []

    @register
    class AnswerCoverage:
        """Share of answer sentences whose best context cosine reaches 0.9 (uses the shared vectors)."""

        names = ("answer_coverage", "answer_sentences")
        needs = frozenset({"embedding"})
        kind = "custom"
        value_range = (0.0, None)

        def compute(self, ctx: EvalContext) -> list[MetricResult]:
            calls.append(ctx)
            if not ctx.seg.answer_sentences:
                return [MetricResult.invalid_result(n, "empty answer") for n in self.names]
            sim = ctx.vecs.similarity(ctx.seg.answer_sentences, ctx.seg.context_sentences)
            covered = float((sim.max(axis=1) >= 0.9).mean())
            return [MetricResult(name="answer_coverage", value=covered),
                    MetricResult(name="answer_sentences", value=float(len(ctx.seg.answer_sentences)))]

    yield calls
    unregister(*AnswerCoverage.names)


def test_a_registered_metric_runs_in_the_evaluator(user_metric):
    enc = CountingEncoder()
    ev = MemoEvaluator(metrics=("answer_coverage", "groundedness_similarity", "answer_sentences"), encoder=enc)
    res = ev.evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER})
    assert list(res.metrics) == ["answer_coverage", "groundedness_similarity", "answer_sentences"]
    assert res.metrics["answer_coverage"].value == 0.5  # the second sentence is not in the context
    assert res.metrics["answer_sentences"].value == 2.0 and res.metrics["answer_sentences"].status == "ok"
    assert len(user_metric) == 1  # a family runs once for all its names
    assert enc.calls == 1  # the user metric reused the evaluation's one embedding pass
    assert "answer_coverage" in ev.last_timings  # timed like the built-ins
    assert "answer_coverage" in registry.metric_names() and "answer_coverage" not in memo.DEFAULT_METRICS
    only = evaluate_memo(QUERY, CTX, "", metrics=("answer_sentences",), settings=None)
    assert list(only.metrics) == ["answer_sentences"] and only.metrics["answer_sentences"].status == "invalid"


def test_a_failing_user_metric_is_an_invalid_result_not_a_crash():
    @register
    class Broken:
        names = ("broken", "broken_too")
        needs = frozenset()
        kind = "custom"
        value_range = (0.0, 1.0)

        def compute(self, ctx):
            raise ZeroDivisionError("oops")

    @register
    class NotANumber:
        names = ("nan_metric",)
        needs = frozenset()
        kind = "custom"
        value_range = (0.0, 1.0)

        def compute(self, ctx):
            return [MetricResult(name="nan_metric", value=float("nan"))]

    try:
        res = MemoEvaluator(metrics=("broken", "nan_metric", "numeric_consistency"), encoder=bow_encoder
                            ).evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER}).metrics
    finally:
        unregister("broken", "broken_too", "nan_metric")
    assert res["broken"].invalid and "ZeroDivisionError: oops" in res["broken"].reason
    assert res["nan_metric"].invalid and "non-finite" in res["nan_metric"].reason
    assert res["numeric_consistency"].status == "ok"


def test_unknown_names_and_bad_registrations_are_clear_errors():
    with pytest.raises(UnknownMetricError, match=r"unknown metric\(s\) \['bleu'\]; choose from .*faithfulness"):
        resolve(["groundedness_similarity", "bleu"])
    assert issubclass(UnknownMetricError, TinyragError) and issubclass(UnknownMetricError, ValueError)

    class NoCompute:
        names, needs, kind, value_range = ("x",), frozenset(), "custom", (0.0, 1.0)

    with pytest.raises(TypeError, match="compute"):
        register(NoCompute)

    class Taken:
        names, needs, kind, value_range = ("faithfulness",), frozenset(), "custom", (0.0, 1.0)

        def compute(self, ctx):
            return []

    with pytest.raises(ValueError, match="already registered by ClaimMetrics"):
        register(Taken)

    class BadNeed(Taken):
        names, needs = ("y",), frozenset({"gpu"})

    with pytest.raises(TypeError, match="unknown needs"):
        register(BadNeed)
    assert "x" not in registry.REGISTRY and "y" not in registry.REGISTRY


def test_views_are_derived_from_the_registry():
    assert memo.EMBEDDING_METRICS == ("context_relevancy", "groundedness_similarity", "completeness", "answer_relevancy")
    assert memo.NLI_METRICS == ("nli_groundedness", "nli_decision_boundary")
    assert memo.NUMERIC_METRICS == ("numeric_consistency",) and memo.LLM_METRICS == ("response_relevancy",)
    assert memo.DEFAULT_METRICS == (*memo.EMBEDDING_METRICS, *memo.NLI_METRICS, *memo.NUMERIC_METRICS, *memo.FACT_METRICS)
    assert memo.FACT_METRICS == ("fact_verification",)
    assert memo.ALL_METRICS == (*memo.DEFAULT_METRICS, *memo.LLM_METRICS, *memo.CLAIM_METRICS)
    for name in memo.ALL_METRICS:
        assert name in registry.REGISTRY[name].names
    assert [type(m).__name__ for m in resolve(["nli_decision_boundary", "nli_groundedness", "faithfulness"])] == [
        "NLIGroundedness", "ClaimMetrics"]


def test_timings_keep_their_labels():
    ev = MemoEvaluator(metrics=(*memo.EMBEDDING_METRICS, *memo.NLI_METRICS, "numeric_consistency", "faithfulness"),
                       encoder=bow_encoder, nli=ScriptedNLI(),
                       options=MemoEvaluator().settings.metrics.model_copy(update={"claims_extractor": "sentences"}))
    ev.evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER})
    assert set(ev.last_timings) == {"segmentation", "embedding", *memo.EMBEDDING_METRICS, "nli",
                                    "numeric_consistency", "claims"}


def test_calibration_features_read_registered_metrics():
    """The criterion features and the workflow's default calibration features name registered
    metrics, so a feature can never silently point at a metric that is not computed."""
    from tinyrag_eval.calibration.features import SOURCES
    from tinyrag_eval.calibration.from_store import DEFAULT_FEATURES

    for feature, src in SOURCES.items():
        assert src.metric in registry.REGISTRY, (feature, src.metric)
    for name in DEFAULT_FEATURES:
        assert name in registry.REGISTRY, name
