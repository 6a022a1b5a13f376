"""LLM backends declare what they support; the registry builds them from settings specs.
No network, no model: a scripted backend class, OpenAI with its chat method replaced, flags."""

from __future__ import annotations

import json
import re
from typing import ClassVar

import pytest
from llama_index.core.llms import MockLLM
from tinyrag_eval.judges.client import judge_client
from tinyrag_eval.judges.panel import JudgePanel
from tinyrag_eval.judges.rubric import RubricJudge

from tinyrag_eval.config import ModelPrice, Settings
from tinyrag_eval.llm.backends import (
    Backend,
    LlamaIndexBackend,
    UnknownBackendError,
    backend_class,
    backend_for,
    backend_of,
    parse_spec,
    register_backend,
)
from tinyrag_eval.llm.client import CachedLLM
from tinyrag_eval.llm.local import LocalBackend, LocalLLM
from tinyrag_eval.models import clear_cache, describe_models
from tinyrag_eval.runs.provenance import model_versions

from .judge_fakes import ScriptedLLM

CONTEXT = "Revenue was 120 million dollars in 2023, up from 100 million in 2022."
MEMO = "Revenue grew 20% to 120 million dollars in 2023."


# the whole of a new backend: one class and its registration (docs/judges.md shows the same)
@register_backend("scripted")
class ScriptedBackend(Backend):
    """Answers rubric prompts with fixed scores; records the keywords of every call."""

    supports_json_mode = True
    max_tokens_param = "max_tokens"
    input_price_per_1k = 0.5
    output_price_per_1k = 1.5

    calls: ClassVar[list[dict]] = []

    def generate(self, system: str, user: str, **kwargs) -> str:
        type(self).calls.append({"system": system, "user": user, **kwargs})
        asked = re.search(r"exactly the keys ([a-z_, ]+), each", user)
        keys = [k.strip() for k in asked.group(1).split(",")] if asked else []
        return json.dumps({k: {"reasoning": f"{k} checked against the context.", "score": 4} for k in keys})


@pytest.fixture
def settings(tmp_path):
    ScriptedBackend.calls = []
    clear_cache()
    yield Settings(cache_dir=tmp_path / "cache", models={"llm": "scripted:judge-1"})
    clear_cache()


def test_a_registered_backend_class_judges_through_settings(settings):
    judge = RubricJudge(None, settings)  # the LLM comes from settings.models.llm
    verdict = judge.judge(CONTEXT, MEMO)
    assert not verdict.invalid, verdict.reason
    assert {c.score for c in verdict.criteria.values() if c.applicable} == {4}
    assert verdict.model == "ScriptedBackend:judge-1"
    # what it was asked follows what it declared: JSON mode, the length under its own keyword, and
    # nothing it did not declare (no temperature, no log-probabilities, no forced prefix)
    call = ScriptedBackend.calls[0]
    assert call["response_format"] == {"type": "json_object"}
    assert call["max_tokens"] == settings.judges.rubric_max_tokens
    assert not {"temperature", "logprobs", "logprob_tokens", "assistant_prefix", "max_new_tokens"} & set(call)
    assert CONTEXT in call["user"] and call["system"]
    # its declared prices price the calls (per 1k tokens -> USD)
    usage = judge.llm.usage
    assert usage.llm_calls == 1 and usage.unpriced_calls == 0
    expected = (usage.prompt_tokens * 0.5 + usage.completion_tokens * 1.5) / 1000
    assert usage.cost_usd == pytest.approx(expected)
    # a re-run is answered by the cache, keyed under the backend's name
    again = RubricJudge(None, settings).judge(CONTEXT, MEMO)
    assert again.criteria == verdict.criteria and len(ScriptedBackend.calls) == 1


def test_configured_prices_win_over_declared_ones(settings):
    s = settings.model_copy(update={"llm": settings.llm.model_copy(
        update={"prices": {"judge-1": ModelPrice(input_per_1m=0, output_per_1m=0)}})})
    client = judge_client(s)
    client.call("", "hello", max_tokens=8)
    assert client.usage.cost_usd == 0.0


def test_a_panel_spec_names_the_registered_backend(settings):
    panel = JudgePanel.from_specs(["scripted:judge-a", "scripted:judge-b"], settings)
    run = panel.rubric([{"context": CONTEXT, "memo": MEMO}])
    assert len(ScriptedBackend.calls) == 2  # one call per judge: two backends, two cache keys
    assert set(run.runs) == {"scripted:judge-a", "scripted:judge-b"}
    assert [panel.judges[s].name for s in run.runs] == ["ScriptedBackend:judge-a", "ScriptedBackend:judge-b"]


def test_specs_keep_the_existing_settings_working():
    assert parse_spec("openai:gpt-4o-mini") == ("openai", "gpt-4o-mini")
    assert parse_spec("bundled") == ("local", "bundled")
    assert parse_spec("/models/smol.gguf") == ("local", "/models/smol.gguf")
    assert parse_spec("HuggingFaceTB/SmolLM2-135M-Instruct") == ("local", "HuggingFaceTB/SmolLM2-135M-Instruct")
    assert parse_spec("C:\\models\\x.gguf") == ("local", "C:\\models\\x.gguf")  # no registered prefix
    assert parse_spec("local:/m/x.gguf") == ("local", "/m/x.gguf")
    legacy = Settings(models={"llm_provider": "openai", "openai_model": "gpt-4o"})
    assert backend_for(legacy).identity == backend_for(Settings(), "openai:gpt-4o").identity
    assert type(backend_for(Settings())) is LocalBackend and backend_for(Settings()).model == "bundled"
    with pytest.raises(UnknownBackendError, match="registered: .*openai"):
        backend_class("nosuch")
    with pytest.raises(ValueError):
        register_backend("not a name")


def test_identity_is_class_model_and_parameters():
    a, b = backend_for(Settings(), "openai:gpt-4o-mini"), backend_for(Settings(), "openai:gpt-4o-mini")
    assert a.identity == b.identity == 'OpenAIBackend:gpt-4o-mini:{"temperature": 0.0}'
    assert ScriptedBackend("m").identity != ScriptedBackend("m", seed=1).identity
    assert LocalBackend("bundled", max_new_tokens=512).identity != LocalBackend("bundled", max_new_tokens=64).identity


def test_llm_objects_are_described_by_what_they_declare():
    from llama_index.llms.openai import OpenAI

    oa = backend_of(OpenAI(model="gpt-4o-mini", api_key="sk-test", temperature=0.0))
    assert type(oa).__name__ == "OpenAIBackend" and oa.model == "gpt-4o-mini"
    assert oa.supports_logprobs and oa.supports_json_mode and not oa.supports_structured_output and not oa.local
    local = backend_of(LocalLLM(model_name="SmolLM2"))
    assert isinstance(local, LocalBackend) and local.local and local.supports_structured_output
    assert local.supports_logprob_tokens and not local.supports_json_mode and local.price().input_per_1m == 0
    plain = backend_of(MockLLM())
    assert isinstance(plain, LlamaIndexBackend)
    assert not (plain.supports_logprobs or plain.supports_json_mode or plain.supports_structured_output or plain.local)
    flagged = backend_of(ScriptedLLM(lambda p: "{}", with_logprobs=True))
    assert flagged.supports_logprobs and flagged.max_tokens_param == "max_new_tokens"
    assert not LlamaIndexBackend.supports_logprobs  # the flags set the instance, not the class


def test_request_keywords_follow_declarations():
    params = {"temperature": 0.0, "max_new_tokens": 64, "assistant_prefix": "{", "logprobs": True,
              "top_logprobs": 5, "logprob_tokens": ["1", "2"]}
    assert LocalBackend("x").request_kwargs(params, text=False) == {
        "max_new_tokens": 64, "assistant_prefix": "{", "logprobs": True, "top_logprobs": 5, "logprob_tokens": ["1", "2"]}
    assert backend_class("openai")("gpt-4o-mini").request_kwargs(params, text=False) == {
        "temperature": 0.0, "max_tokens": 64, "logprobs": True, "top_logprobs": 5,
        "response_format": {"type": "json_object"}}
    assert "response_format" not in backend_class("openai")("m").request_kwargs(params, text=True)
    assert LlamaIndexBackend("x").request_kwargs(params, text=False) == {}


def test_a_llamaindex_spec_loads_any_llamaindex_llm(tmp_path):
    clear_cache()
    s = Settings(cache_dir=tmp_path, models={"llm": "llamaindex:llama_index.core.llms:MockLLM"})
    client = CachedLLM.from_settings(s)
    assert isinstance(client.llm, MockLLM) and isinstance(client.backend, LlamaIndexBackend)
    assert client.name.startswith("MockLLM:") and not client.logprobs and client.limiter is not None
    assert client.call("", "echo this", max_tokens=8, text=True).text  # MockLLM echoes the prompt
    clear_cache()


def test_provenance_and_model_description_read_the_backend(settings):
    entry = model_versions(settings, ["llm"])["llm"]
    assert entry == {"name": "judge-1", "kind": "remote", "provider": "scripted", "version": "judge-1"}
    assert describe_models(settings)["llm"] == "scripted:judge-1"
    openai = Settings(models={"llm_provider": "openai", "openai_model": "gpt-4o-mini"})
    assert model_versions(openai, ["llm"])["llm"] == {"name": "gpt-4o-mini", "kind": "remote", "provider": "openai",
                                                      "version": "gpt-4o-mini"}
    assert describe_models(openai)["llm"] == "openai:gpt-4o-mini"
