"""OpenTelemetry tracing (tinyrag_eval.tracing) with the SDK's in-memory exporter, and token / cost
accounting of the LLM client (tinyrag_eval.llm.usage). No network, no model."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from llama_index.core.base.llms.types import CompletionResponse, CompletionResponseGen, LLMMetadata
from llama_index.core.llms.custom import CustomLLM
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from pydantic import Field
from tinyrag_eval.judges.rubric import RubricJudge
from tinyrag_eval.workflows.run import decide_and_resume, run_memo

from tests.judge_fakes import ScriptedLLM as ScriptLLM
from tests.judge_fakes import rubric_reply
from tests.workflow_fakes import GOOD, FakeEvaluator, hashed_bag_of_words, make_services
from tinyrag_eval import tracing
from tinyrag_eval.config import ModelPrice, Settings
from tinyrag_eval.llm.client import CachedLLM, LLMCache, LLMCallError
from tinyrag_eval.llm.usage import Usage, track_usage
from tinyrag_eval.metrics.memo import MemoEvaluator

ROOT = Path(__file__).resolve().parents[1]
SECRET_KEY = "sk-test-ABCDEFGHIJKLMNOPQRSTUVWX0123456789"
REVIEWER_TOKEN = "rev-token-Zq81mN7pXw44Lk"


def traced_settings(tmp_path: Path, **tracing_options: Any) -> Settings:
    return Settings(tracing={"enabled": True, **tracing_options},
                    llm={"cache": False, "cache_path": str(tmp_path / "llm.sqlite")}, cache_dir=tmp_path / "cache")


@pytest.fixture
def spans():
    """Tracing on, into memory; off again afterwards."""
    exporter = InMemorySpanExporter()
    yield exporter
    tracing.shutdown()


def configure(exporter: InMemorySpanExporter, tmp_path: Path, **options: Any) -> Settings:
    s = traced_settings(tmp_path, **options)
    assert tracing.configure(s, exporter=exporter)
    return s


def by_name(exporter: InMemorySpanExporter) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for sp in exporter.get_finished_spans():
        out.setdefault(sp.name, []).append(sp)
    return out


def all_strings(exporter: InMemorySpanExporter) -> list[str]:
    texts = []
    for sp in exporter.get_finished_spans():
        texts.append(sp.name)
        for v in sp.attributes.values():
            texts.extend(v if isinstance(v, tuple) else [v])
        for ev in sp.events:
            texts.extend(str(v) for v in ev.attributes.values())
    return [t for t in texts if isinstance(t, str)]


class UsageLLM(CustomLLM):
    """Replies ``reply`` and reports usage as OpenAI does (``additional_kwargs``), as a raw
    Anthropic-style response (``raw.usage``), or not at all; ``api_key`` like a remote client."""

    reply: str = "ok"
    report: str = "kwargs"  # kwargs | raw | none
    prompt_tokens: int = 100
    completion_tokens: int = 20
    api_key: str = ""
    name: str = "usage-fake"
    local: bool = False
    fail: int = 0
    prompts: list[str] = Field(default_factory=list)

    @property
    def tinyrag_local(self) -> bool:
        return self.local

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name=self.name, is_chat_model=False)

    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.prompts.append(prompt)
        if self.fail:
            raise ConnectionError(f"backend down (key {self.api_key})")
        if self.report == "kwargs":
            return CompletionResponse(text=self.reply, additional_kwargs={
                "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "total_tokens": self.prompt_tokens + self.completion_tokens})
        if self.report == "raw":
            return CompletionResponse(text=self.reply, raw={"usage": {"input_tokens": self.prompt_tokens,
                                                                      "output_tokens": self.completion_tokens}})
        return CompletionResponse(text=self.reply)

    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        raise NotImplementedError


class MixedEvaluator:
    """The real metric loop (context_relevancy, numeric_consistency on hashed word vectors, no model)
    beside the fake NLI result the scripted calibrator reads."""

    def __init__(self, settings: Settings):
        self.real = MemoEvaluator(settings, metrics=("context_relevancy", "numeric_consistency"),
                                  encoder=hashed_bag_of_words)
        self.fake = FakeEvaluator()

    def evaluate(self, item: Any) -> Any:
        ev = self.fake.evaluate(item)
        ev.metrics.update(self.real.evaluate(item).metrics)
        return ev


def traced_services(tmp_path: Path, settings: Settings, replies: list[str], **kw: Any) -> Any:
    svc = make_services(f"sqlite:///{tmp_path / 'store.sqlite3'}", tmp_path / "out", replies, settings=settings, **kw)
    svc.evaluator = MixedEvaluator(settings)
    svc.judge = RubricJudge(ScriptLLM(rubric_reply({"hallucination": 5, "relevance": 4})), settings)
    return svc


# --------------------------------------------------------------------------- the span tree of a memo run


def test_memo_run_is_one_trace_with_step_metric_judge_llm_and_decision_spans(spans, tmp_path):
    s = configure(spans, tmp_path)
    svc = traced_services(tmp_path, s, [GOOD])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized"

    finished = spans.get_finished_spans()
    assert len({sp.context.trace_id for sp in finished}) == 1  # one trace per memo run
    names = by_name(spans)
    (root,) = names["memo run"]
    assert root.parent is None
    ids = {sp.context.span_id: sp for sp in finished}

    def parent(sp: Any) -> str:
        return ids[sp.parent.span_id].name

    for step in ("retrieve", "generate", "evaluate", "assess", "decide", "export"):
        (sp,) = names[step]
        assert parent(sp) == "memo run", step
    kinds = {sp.name: sp.attributes["openinference.span.kind"] for sp in finished}
    assert kinds["memo run"] == "CHAIN" and kinds["retrieve"] == "RETRIEVER" and kinds["agent.policy"] == "AGENT"
    assert kinds["metric context_relevancy"] == "EVALUATOR" and kinds["judge.rubric"] == "EVALUATOR"
    # the metric loop and the judge under evaluate, the LLM calls under generate and under the judge, the rule
    # under decide
    assert parent(names["evaluate memo"][0]) == "evaluate"
    assert parent(names["metric context_relevancy"][0]) == "evaluate memo"
    assert parent(names["metric numeric_consistency"][0]) == "evaluate memo"
    assert parent(names["judge.rubric"][0]) == "evaluate"
    assert parent(names["agent.policy"][0]) == "decide"
    llm_spans = [sp for sp in finished if sp.attributes["openinference.span.kind"] == "LLM"]
    assert sorted(parent(sp) for sp in llm_spans) == ["generate", "judge.rubric"]

    # the root: topic in, status out, the run id as session, the run's LLM usage
    ra = root.attributes
    assert ra["input.value"] == "Capital of Northwind" and ra["output.value"] == "finalized"
    assert ra["tinyrag.run.id"] == out.run_id == ra["session.id"] and ra["tinyrag.run.status"] == "finalized"
    assert ra["tinyrag.usage.llm_calls"] == 2 and ra["tinyrag.usage.total_tokens"] > 0
    assert ra["tinyrag.decision.action"] == "finalize"

    r = names["retrieve"][0].attributes
    assert r["input.value"] == "Capital of Northwind"
    assert r["retrieval.documents.0.document.id"] == "ar#p2#0"
    assert "14.6%" in r["retrieval.documents.0.document.content"]
    assert r["retrieval.documents.1.document.score"] == 4.0 and r["tinyrag.retrieval.context"] == 2

    g = names["generate"][0].attributes
    assert "14.6%" in g["output.value"] and g["tinyrag.memo.id"] == f"{out.run_id}-a1" and g["tinyrag.attempt"] == 1

    m = names["metric numeric_consistency"][0].attributes
    assert m["tinyrag.metric.name"] == "numeric_consistency" and m["tinyrag.metric.value"] == 1.0
    assert m["tinyrag.metric.invalid"] is False and m["tinyrag.metric.status"] == "ok"

    j = names["judge.rubric"][0].attributes
    assert j["tinyrag.judge.criterion.hallucination.score"] == 5.0 and j["tinyrag.judge.invalid"] is False
    assert j["tinyrag.judge.model"].endswith("scripted")

    ev = names["evaluate"][0].attributes
    assert ev["tinyrag.evaluation.nli_groundedness"] == 0.95 and "nli_groundedness" in json.loads(ev["output.value"])

    a = names["assess"][0].attributes
    assert a["tinyrag.criterion.grounded.probability"] == 0.9
    assert a["tinyrag.criterion.grounded.prediction_set"] == (1,) and a["tinyrag.criterion.relevant.guaranteed"] is True
    assert a["tinyrag.assessment.calibrator_version"] == "v0007" and a["tinyrag.assessment.alpha"] == 0.1

    for name in ("decide", "agent.policy"):
        d = names[name][0].attributes
        assert d["tinyrag.decision.action"] == "finalize" and d["tinyrag.decision.guaranteed"] is True
        assert "calibrator v0007" in d["tinyrag.decision.guarantee"] and d["tinyrag.decision.reason"]
    assert names["agent.policy"][0].attributes["agent.name"] == "rule-policy"

    x = names["export"][0].attributes
    assert x["tinyrag.export.written_now"] is True and x["tinyrag.export.markdown_path"] == out.markdown_path

    gen_llm = next(sp for sp in llm_spans if parent(sp) == "generate").attributes
    assert gen_llm["llm.model_name"] == "scripted-fake" == gen_llm["gen_ai.request.model"]
    assert gen_llm["tinyrag.llm.cache_hit"] is False and "14.6%" in gen_llm["output.value"]
    assert gen_llm["llm.input_messages.0.message.role"] == "user" and gen_llm["llm.output_messages.0.message.role"]
    # the scripted LLM reports no usage: estimated, and marked so
    assert gen_llm["tinyrag.llm.tokens_estimated"] is True
    assert gen_llm["llm.token_count.total"] == gen_llm["llm.token_count.prompt"] + gen_llm["llm.token_count.completion"]
    assert gen_llm["gen_ai.usage.input_tokens"] == gen_llm["llm.token_count.prompt"] > 0


def test_resumed_review_is_its_own_trace_in_the_same_session(spans, tmp_path):
    s = configure(spans, tmp_path)
    svc = traced_services(tmp_path, s, [GOOD], sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated"
    decide_and_resume(out.review_id, "alice", "approve", services=svc)
    roots = [sp for sp in spans.get_finished_spans() if sp.parent is None]
    assert [r.name for r in roots] == ["memo run", "memo run (review resumed)"]
    assert {r.attributes["session.id"] for r in roots} == {out.run_id}
    assert roots[0].attributes["tinyrag.run.status"] == "escalated"
    assert roots[0].attributes["tinyrag.decision.guaranteed"] is False
    resumed = roots[1].attributes
    assert resumed["tinyrag.review.verdict"] == "approved" and resumed["tinyrag.run.status"] == "finalized"
    assert "human review by alice" in resumed["tinyrag.decision.guarantee"]


def test_validation_pipeline_run_is_one_trace(spans, tmp_path):
    from tinyrag_eval.validation.pipeline import ValidationPipeline

    s = configure(spans, tmp_path)
    res = ValidationPipeline(traced_services(tmp_path, s, [GOOD])).run("Capital of Northwind", test_id="t1")
    assert res.decision == "finalize"
    finished = spans.get_finished_spans()
    assert len({sp.context.trace_id for sp in finished}) == 1
    (root,) = [sp for sp in finished if sp.parent is None]
    assert root.name == "validation run" and root.attributes["tinyrag.validation.test_id"] == "t1"
    assert root.attributes["output.value"] == "finalize"
    children = {sp.name for sp in finished if sp.parent is not None and sp.parent.span_id == root.context.span_id}
    assert children == {"retrieve", "generate", "evaluate", "assess", "decide"}


def test_llm_decision_agent_is_an_agent_span(spans, tmp_path):
    from tinyrag_eval.agents.llm_agent import LLMDecisionAgent

    from tests.workflow_fakes import ScriptedLLM

    s = traced_settings(tmp_path).model_copy(update={"agent": Settings(agent={"mode": "llm"}).agent})
    assert tracing.configure(s, exporter=spans)
    svc = traced_services(tmp_path, s, [GOOD])
    svc.decision_agent = LLMDecisionAgent(ScriptedLLM(replies=[
        'Thought: deciding.\nAction: finalize\nAction Input: {"reason": "certified"}',
        "Thought: I can answer without using any more tools.\nAnswer: done"]), s)
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized"
    (agent,) = by_name(spans)["agent.llm"]
    a = agent.attributes
    assert a["openinference.span.kind"] == "AGENT" and a["tinyrag.rule.action"] == "finalize"
    assert a["tinyrag.decision.action"] == "finalize" and a["tinyrag.decision.guaranteed"] is True
    assert a["tinyrag.decision.reason"].startswith("decided by LLM agent")


def test_memo_evaluation_alone_is_one_trace_with_a_span_per_metric(spans, tmp_path):
    s = configure(spans, tmp_path)
    ev = MemoEvaluator(s, metrics=("context_relevancy", "numeric_consistency"), encoder=hashed_bag_of_words).evaluate(
        {"id": "m1", "query": "CET1 ratio", "contexts": ["The CET1 ratio was 14.6%."], "answer": "CET1 was 19.9%."})
    assert ev.metrics["numeric_consistency"].value == 0.0
    names = by_name(spans)
    (root,) = names["evaluate memo"]
    assert root.parent is None and root.attributes["tinyrag.memo.id"] == "m1"
    assert root.attributes["tinyrag.evaluation.numeric_consistency"] == 0.0
    m = names["metric numeric_consistency"][0]
    assert m.parent.span_id == root.context.span_id and m.attributes["tinyrag.metric.value"] == 0.0
    assert m.attributes["tinyrag.metric.status"] == "ok" and m.attributes["tinyrag.metric.invalid"] is False


def test_an_invalid_metric_shows_its_reason_on_its_span(spans, tmp_path):
    from tinyrag_eval.metrics.registry import register, unregister

    class Boom:
        names, needs, kind, value_range = ("boom_metric",), frozenset(), "custom", (0.0, 1.0)

        def compute(self, ctx: Any) -> list[Any]:
            raise RuntimeError("no figures to compare")

    register(Boom)
    try:
        s = configure(spans, tmp_path)
        ev = MemoEvaluator(s, metrics=("boom_metric",), encoder=hashed_bag_of_words).evaluate(
            {"query": "q", "contexts": ["c."], "answer": "a."})
    finally:
        unregister("boom_metric")
    assert ev.metrics["boom_metric"].invalid
    a = by_name(spans)["metric boom_metric"][0].attributes
    assert a["tinyrag.metric.invalid"] is True and a["tinyrag.metric.status"] == "invalid"
    assert "no figures to compare" in a["tinyrag.metric.reason"] and "tinyrag.metric.value" not in a


def test_cache_hit_is_visible_on_the_llm_span(spans, tmp_path):
    configure(spans, tmp_path)
    client = CachedLLM(UsageLLM(), LLMCache(tmp_path / "c.sqlite"))
    first, second = client.call("sys", "hello"), client.call("sys", "hello")
    assert not first.cached and second.cached
    a, b = (sp.attributes for sp in spans.get_finished_spans())
    assert a["tinyrag.llm.cache_hit"] is False and a["llm.token_count.prompt"] == 100
    assert b["tinyrag.llm.cache_hit"] is True and "llm.token_count.prompt" not in b  # nothing was sent
    assert b["output.value"] == "ok" and b["llm.input_messages.0.message.content"] == "sys"
    assert client.usage.cache_hits == 1 and client.usage.llm_calls == 1 and client.usage.prompt_tokens == 100
    assert second.usage is not None and second.usage.prompt_tokens == 100  # what the original call used


def test_failed_llm_call_is_an_error_span_and_still_raises(spans, tmp_path):
    configure(spans, tmp_path)
    client = CachedLLM(UsageLLM(fail=1), None, max_attempts=2, retry_wait_s=0)
    with pytest.raises(LLMCallError, match="backend down"):
        client.call("", "hi")
    (sp,) = spans.get_finished_spans()
    assert sp.status.status_code.name == "ERROR" and any(e.name == "exception" for e in sp.events)


# --------------------------------------------------------------------------- off, truncation, secrets


def test_disabled_gives_no_spans(spans, tmp_path):
    configure(spans, tmp_path)
    assert tracing.configure(Settings()) is False and not tracing.enabled()
    assert tracing.span("x") is tracing.NOOP
    svc = traced_services(tmp_path, Settings(llm={"cache": False}, cache_dir=tmp_path / "cache"), [GOOD])
    assert run_memo("Capital of Northwind", svc).status == "finalized"
    assert spans.get_finished_spans() == ()


def test_disabled_imports_no_opentelemetry(tmp_path):
    code = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval import tracing
from tinyrag_eval.workflows.run import run_memo
from tinyrag_eval.llm.usage import track_usage
svc = make_services("sqlite:///{tmp_path / 's.sqlite3'}", __import__("pathlib").Path({str(tmp_path / 'out')!r}), [GOOD])
with track_usage() as usage:
    out = run_memo("Capital of Northwind", svc)
assert out.status == "finalized" and usage.llm_calls == 1, (out, usage)
assert tracing.span("x") is tracing.NOOP
loaded = sorted(m for m in sys.modules if m.startswith(("opentelemetry", "openinference")))
assert not loaded, loaded
print("ok")
"""
    res = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=300,
                         cwd=tmp_path)
    assert res.returncode == 0 and res.stdout.strip().endswith("ok"), res.stderr[-3000:]


def test_enabled_without_the_otel_extra_names_the_install(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "opentelemetry", None)
    with pytest.raises(tracing.TracingUnavailableError, match=r"pip install 'tinyrag-eval\[otel\]'"):
        tracing.configure(traced_settings(tmp_path))
    assert not tracing.enabled()


def test_long_texts_are_cut_to_the_limit(spans, tmp_path):
    configure(spans, tmp_path, max_attribute_chars=100)
    with tracing.span("long", tracing.CHAIN) as sp:
        sp.input("x" * 5000)
        sp.output({"memo": "y" * 5000})
        sp.set("tinyrag.short", "fine")
    a = spans.get_finished_spans()[0].attributes
    assert a["input.value"].startswith("x" * 100) and a["input.value"].endswith("[truncated, 5000 chars]")
    assert len(a["input.value"]) < 140 and len(a["output.value"]) < 140 and a["output.mime_type"] == "application/json"
    assert a["tinyrag.short"] == "fine"


def test_capture_content_off_keeps_scores_not_texts(spans, tmp_path):
    s = configure(spans, tmp_path, capture_content=False)
    out = run_memo("Capital of Northwind", traced_services(tmp_path, s, [GOOD]))
    assert out.status == "finalized"
    for sp in spans.get_finished_spans():
        assert not any(tracing.is_content(k) for k in sp.attributes), (sp.name, list(sp.attributes))
    names = by_name(spans)
    assert names["metric numeric_consistency"][0].attributes["tinyrag.metric.value"] == 1.0
    assert names["decide"][0].attributes["tinyrag.decision.action"] == "finalize"
    assert "llm.token_count.total" in names[next(n for n in names if n.startswith("chat "))][0].attributes


def test_secrets_never_reach_a_span(spans, tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_REVIEWER_TOKEN", REVIEWER_TOKEN)
    monkeypatch.setenv("OPENAI_API_KEY", "env-key-" + "Q" * 24)
    configure(spans, tmp_path, headers={"Authorization": "Basic bGY6c2VjcmV0LWhlYWRlcg=="})
    llm = UsageLLM(api_key=SECRET_KEY, reply=f"the key is {SECRET_KEY}; token={REVIEWER_TOKEN}")
    client = CachedLLM(llm, None)
    client.call("Authorization: Basic bGY6c2VjcmV0LWhlYWRlcg==", f"use {'env-key-' + 'Q' * 24} and "
                f"Bearer {REVIEWER_TOKEN}")
    failing = CachedLLM(UsageLLM(api_key=SECRET_KEY, fail=1), None, max_attempts=1)
    with pytest.raises(LLMCallError):
        failing.call("", "hi")  # the exception message carries the key: recorded scrubbed
    with tracing.span("params") as sp:
        sp.set("tinyrag.config", {"llm": {"api_key": "plain-secret-value", "max_new_tokens": 256}})
    texts = all_strings(spans)
    assert texts and any("[REDACTED]" in t for t in texts)
    for secret in (SECRET_KEY, REVIEWER_TOKEN, "Q" * 24, "bGY6c2VjcmV0LWhlYWRlcg==", "plain-secret-value"):
        assert not any(secret in t for t in texts), secret
    assert '"max_new_tokens": 256' in spans.get_finished_spans()[-1].attributes["tinyrag.config"]


def test_a_broken_attribute_extractor_never_breaks_the_call(spans, tmp_path):
    configure(spans, tmp_path)

    @tracing.traced("f", tracing.CHAIN, result=lambda r: 1 / 0)
    def f(x: int) -> int:
        return x + 1

    assert f(1) == 2
    assert "ZeroDivisionError" in spans.get_finished_spans()[0].attributes["tinyrag.trace.error"]


def test_attribute_names_are_the_semantic_conventions():
    from openinference.semconv.trace import DocumentAttributes, MessageAttributes, SpanAttributes
    from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai

    assert tracing.SPAN_KIND == SpanAttributes.OPENINFERENCE_SPAN_KIND
    assert (tracing.INPUT_VALUE, tracing.OUTPUT_VALUE) == (SpanAttributes.INPUT_VALUE, SpanAttributes.OUTPUT_VALUE)
    assert (tracing.INPUT_MIME, tracing.OUTPUT_MIME) == (SpanAttributes.INPUT_MIME_TYPE, SpanAttributes.OUTPUT_MIME_TYPE)
    assert tracing.LLM_MODEL_NAME == SpanAttributes.LLM_MODEL_NAME and tracing.LLM_PROVIDER == SpanAttributes.LLM_PROVIDER
    assert (tracing.LLM_TOKENS_PROMPT, tracing.LLM_TOKENS_COMPLETION, tracing.LLM_TOKENS_TOTAL) == (
        SpanAttributes.LLM_TOKEN_COUNT_PROMPT, SpanAttributes.LLM_TOKEN_COUNT_COMPLETION, SpanAttributes.LLM_TOKEN_COUNT_TOTAL)
    assert tracing.LLM_COST_TOTAL == SpanAttributes.LLM_COST_TOTAL
    assert (tracing.LLM_INPUT_MESSAGES, tracing.LLM_OUTPUT_MESSAGES) == (
        SpanAttributes.LLM_INPUT_MESSAGES, SpanAttributes.LLM_OUTPUT_MESSAGES)
    assert tracing.LLM_INVOCATION_PARAMETERS == SpanAttributes.LLM_INVOCATION_PARAMETERS
    assert (MessageAttributes.MESSAGE_ROLE, MessageAttributes.MESSAGE_CONTENT) == ("message.role", "message.content")
    assert tracing.RETRIEVAL_DOCUMENTS == SpanAttributes.RETRIEVAL_DOCUMENTS
    assert (DocumentAttributes.DOCUMENT_ID, DocumentAttributes.DOCUMENT_CONTENT, DocumentAttributes.DOCUMENT_SCORE) == (
        "document.id", "document.content", "document.score")
    assert tracing.SESSION_ID == SpanAttributes.SESSION_ID and tracing.AGENT_NAME == SpanAttributes.AGENT_NAME
    assert tracing.GEN_AI_REQUEST_MODEL == gen_ai.GEN_AI_REQUEST_MODEL
    assert (tracing.GEN_AI_INPUT_TOKENS, tracing.GEN_AI_OUTPUT_TOKENS) == (
        gen_ai.GEN_AI_USAGE_INPUT_TOKENS, gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS)
    assert tracing.GEN_AI_OPERATION == gen_ai.GEN_AI_OPERATION_NAME
    assert tracing.GEN_AI_MAX_TOKENS == gen_ai.GEN_AI_REQUEST_MAX_TOKENS


# --------------------------------------------------------------------------- tokens and cost


PRICES = {"usage-fake": ModelPrice(input_per_1m=2.0, output_per_1m=10.0)}


def test_reported_usage_is_counted_and_priced():
    client = CachedLLM(UsageLLM(report="kwargs"), None, prices=PRICES)
    r = client.call("", "a")
    client.call("", "b")
    assert r.usage is not None and not r.usage.estimated
    assert (r.usage.prompt_tokens, r.usage.completion_tokens, r.usage.total_tokens) == (100, 20, 120)
    assert r.usage.cost_usd == pytest.approx((100 * 2.0 + 20 * 10.0) / 1e6)
    u = client.usage
    assert (u.llm_calls, u.prompt_tokens, u.completion_tokens, u.total_tokens) == (2, 200, 40, 240)
    assert u.cost_usd == pytest.approx(2 * 400 / 1e6) and u.unpriced_calls == 0 and u.estimated_calls == 0


def test_raw_provider_usage_and_full_name_prices():
    client = CachedLLM(UsageLLM(report="raw", prompt_tokens=7, completion_tokens=3), None,
                       prices={"UsageLLM:usage-fake": ModelPrice(input_per_1m=1e6, output_per_1m=0)})
    r = client.call("", "a")
    assert (r.usage.prompt_tokens, r.usage.completion_tokens, r.usage.estimated) == (7, 3, False)
    assert r.usage.cost_usd == pytest.approx(7.0)


def test_unreported_usage_is_estimated_and_a_remote_model_without_price_is_unpriced():
    client = CachedLLM(UsageLLM(report="none", reply="x" * 40), None)
    r = client.call("", "y" * 400)
    assert r.usage.estimated and r.usage.prompt_tokens == 100 and r.usage.completion_tokens == 10
    assert r.usage.cost_usd is None
    u = client.usage
    assert u.estimated_calls == 1 and u.unpriced_calls == 1 and u.cost_usd == 0.0 and u.total_tokens == 110


def test_local_models_count_tokens_and_cost_nothing():
    client = CachedLLM(UsageLLM(local=True), None)
    r = client.call("", "a")
    assert r.usage.cost_usd == 0.0 and r.usage.prompt_tokens == 100
    assert client.usage.unpriced_calls == 0 and client.usage.cost_usd == 0.0


def test_track_usage_totals_every_client_in_the_block_and_nests(tmp_path):
    a = CachedLLM(UsageLLM(), LLMCache(tmp_path / "a.sqlite"), prices=PRICES)
    b = CachedLLM(UsageLLM(report="none", reply="abcd"), None)
    with track_usage() as outer:
        a.call("", "1")
        with track_usage() as inner:
            a.call("", "1")  # cache hit: free
            b.call("", "zzzz")
        a.call("", "2")
    a.call("", "3")  # outside: not counted
    assert (inner.llm_calls, inner.cache_hits, inner.prompt_tokens, inner.unpriced_calls) == (1, 1, 1, 1)
    assert (outer.llm_calls, outer.cache_hits, outer.prompt_tokens) == (3, 1, 201)
    assert outer.cost_usd == pytest.approx(2 * 400 / 1e6)
    assert a.usage.llm_calls == 3 and a.usage.cache_hits == 1
    assert (inner + outer).llm_calls == 4 and Usage().total_tokens == 0


def test_prices_from_settings_and_environment(monkeypatch):
    monkeypatch.setenv("TINYRAG_LLM__PRICES", '{"gpt-4o-mini": {"input_per_1m": 0.15, "output_per_1m": 0.6}}')
    monkeypatch.setenv("TINYRAG_TRACING__ENABLED", "true")
    s = Settings()
    assert s.llm.prices["gpt-4o-mini"].output_per_1m == 0.6 and s.tracing.enabled
    assert CachedLLM.from_settings(s, UsageLLM(), cache_file="x.sqlite").prices == s.llm.prices
    with pytest.raises(ValueError, match="input_per_1m"):
        Settings(llm={"prices": {"m": {"input_per_1m": -1, "output_per_1m": 0}}})


@pytest.mark.models
def test_local_model_reports_its_own_token_counts(tmp_path):
    from tinyrag_eval.models import get_llm

    try:
        llm = get_llm(Settings())
    except Exception as exc:  # noqa: BLE001
        pytest.skip(f"bundled LLM unavailable: {exc}")
    client = CachedLLM(llm, None)
    r = client.call("", "Say OK.", max_tokens=4)
    assert r.usage is not None and not r.usage.estimated and r.usage.cost_usd == 0.0
    assert r.usage.prompt_tokens > 3 and 1 <= r.usage.completion_tokens <= 4
