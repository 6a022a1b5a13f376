"""The LLM cache cannot lie: keys hold the LLM's class, model, sampling parameters and versions;
the generator's calls are cached only when deterministic (or asked for); a cached memo says so.
Scripted LlamaIndex LLMs only: no model, no network."""

from __future__ import annotations

import sqlite3
from typing import Any

from llama_index.core.base.llms.types import CompletionResponse, CompletionResponseGen, LLMMetadata
from llama_index.core.llms.custom import CustomLLM
from pydantic import Field

from tinyrag_eval.config import LLMSettings, Settings
from tinyrag_eval.generation import MemoGenerator
from tinyrag_eval.llm.client import CachedLLM, LLMCache, cache_key

from .workflow_fakes import GOOD, hashed_bag_of_words, retrieval

OTHER = ("Northwind Harbour Bank's office exposure is £1.07 billion [ar#p3#0] <CONFIDENCE: HIGH>. "
         "Stage 3 loans were 2.1% of gross loans [ar#p3#0] <CONFIDENCE: MEDIUM>.")


class TeamLLM(CustomLLM):
    """A team's own LLM class: fixed replies, one model name, counts its calls."""

    reply: str = GOOD
    calls: int = 0
    temperature: float = 0.0

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name="team-model", is_chat_model=False)

    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.calls += 1
        return CompletionResponse(text=self.reply)

    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        raise NotImplementedError


class OtherTeamLLM(TeamLLM):
    """Another class with the same model name (and the same class name in another scope below)."""


class DeterministicTeamLLM(TeamLLM):
    tinyrag_deterministic: bool = True


class VersionedTeamLLM(TeamLLM):
    tinyrag_cache_version: str = Field("1")


def _client(llm: Any, path, **kw: Any) -> CachedLLM:
    return CachedLLM(llm, LLMCache(path), retry_wait_s=0, **kw)


def test_another_class_with_the_same_model_name_never_reads_the_entry(tmp_path):
    cache = tmp_path / "c.sqlite"
    a, b = TeamLLM(reply="from A"), OtherTeamLLM(reply="from B")
    assert _client(a, cache).name == "TeamLLM:team-model"  # same model name, same printed shape
    assert _client(a, cache).call("", "q").text == "from A"
    got = _client(b, cache).call("", "q")
    assert got.text == "from B" and not got.cached and b.calls == 1
    # a class of the same name elsewhere (another module or scope) is another class too

    def local_class() -> type:
        class TeamLLM(OtherTeamLLM):
            pass
        return TeamLLM

    c = local_class()(reply="from C")
    assert _client(c, cache).call("", "q").text == "from C"
    # each is answered from the cache by its own entry
    again = _client(TeamLLM(reply="changed"), cache).call("", "q")
    assert again.cached and again.text == "from A"


def test_sampling_parameters_and_versions_are_part_of_the_key(tmp_path):
    cache = tmp_path / "c.sqlite"
    _client(TeamLLM(reply="t0"), cache).call("", "q")
    hot = TeamLLM(reply="t07", temperature=0.7)
    assert _client(hot, cache).call("", "q").text == "t07"  # another temperature: a miss
    assert not _client(TeamLLM(reply="x"), cache, cache_version="2").call("", "q").cached  # llm.cache_version
    assert not _client(VersionedTeamLLM(reply="v1"), cache).call("", "q").cached  # the object's own version
    assert _client(VersionedTeamLLM(reply="other"), cache).call("", "q").text == "v1"
    bumped = VersionedTeamLLM(reply="v2", tinyrag_cache_version="2")
    assert _client(bumped, cache).call("", "q").text == "v2"
    # from settings: llm.cache_version reaches the client
    s = Settings(cache_dir=tmp_path, llm=LLMSettings(cache_version="team-2026-01"))
    client = CachedLLM.from_settings(s, TeamLLM())
    assert client.identity["version"] == ["team-2026-01", ""]
    assert client.identity["class"].endswith("test_llm_cache_identity.TeamLLM")


def test_an_old_cache_file_stays_readable_and_its_keys_simply_miss(tmp_path):
    path = tmp_path / "old.sqlite"
    old = LLMCache(path)
    # an entry as the earlier client keyed it: by the printed name "<class>:<model>"
    params = {"temperature": 0.0, "max_new_tokens": 256}
    old.put(cache_key("TeamLLM:team-model", "chat", ["", "q"], params), "TeamLLM:team-model", "chat",
            {"text": "stale memo", "logprobs": None, "usage": None})
    llm = TeamLLM(reply="fresh")
    got = _client(llm, path).call("", "q")
    assert got.text == "fresh" and not got.cached and llm.calls == 1
    assert len(LLMCache(path)) == 2
    with sqlite3.connect(path) as con:  # the old row is still there, untouched
        assert con.execute("SELECT COUNT(*) FROM llm_calls WHERE value LIKE '%stale memo%'").fetchone()[0] == 1


def _generator(llm: Any, tmp_path, mode: str = "deterministic") -> MemoGenerator:
    s = Settings(cache_dir=tmp_path, llm=LLMSettings(cache_generation=mode, retry_wait_s=0))
    return MemoGenerator(llm, s, cache=tmp_path / "gen.sqlite", embed=hashed_bag_of_words)


def _memo(gen: MemoGenerator, n: int = 1) -> Any:
    return gen.generate("Capital of Northwind", retrieval(), memo_id=f"m{n}", attempt=1)


def test_generation_is_cached_only_when_deterministic_or_asked_for(tmp_path):
    # an undeclared LlamaIndex LLM: not known to be deterministic, its memos are not cached
    first = _memo(_generator(TeamLLM(reply=GOOD), tmp_path))
    llm = TeamLLM(reply=OTHER)
    second = _memo(_generator(llm, tmp_path))
    assert llm.calls == 1 and not second.cached and "1.07 billion" in second.text and first.text != second.text
    # one that declares itself deterministic: the second memo comes from the cache and says so
    det = DeterministicTeamLLM(reply=GOOD)
    assert _generator(det, tmp_path).cache_generation
    _memo(_generator(det, tmp_path))
    again = DeterministicTeamLLM(reply=OTHER)
    hit = _memo(_generator(again, tmp_path))
    assert again.calls == 0 and hit.cached and hit.text == first.text
    assert any("came from the LLM cache" in n for n in hit.notes)
    # "never" wins over a deterministic backend; "always" caches an undeclared one
    never = DeterministicTeamLLM(reply=OTHER)
    assert not _memo(_generator(never, tmp_path, "never")).cached and never.calls == 1
    _memo(_generator(TeamLLM(reply=GOOD), tmp_path, "always"))
    always = TeamLLM(reply=OTHER)
    assert _memo(_generator(always, tmp_path, "always")).cached and always.calls == 0


def test_judge_calls_stay_cached(tmp_path):
    from tinyrag_eval.judges.client import judge_client

    s = Settings(cache_dir=tmp_path)
    judge_client(s, TeamLLM(reply='{"x": 1}')).call("sys", "judge this", max_tokens=16)
    llm = TeamLLM(reply="{}")
    assert judge_client(s, llm).call("sys", "judge this", max_tokens=16).cached and llm.calls == 0


def test_a_judge_verdict_from_the_cache_says_so(tmp_path):
    import json as _json

    from tinyrag_eval.judges.rubric import CRITERIA, RubricJudge

    reply = _json.dumps({c: {"reasoning": "checked", "score": 4} for c in CRITERIA})
    s = Settings(cache_dir=tmp_path)
    first = RubricJudge(TeamLLM(reply=reply), s).judge("Revenue was 120.", "Revenue was 120.")
    assert not first.invalid and not first.cached, first.reason
    llm = TeamLLM(reply="{}")
    again = RubricJudge(llm, s).judge("Revenue was 120.", "Revenue was 120.")
    assert again.cached and llm.calls == 0 and again.criteria == first.criteria


def test_what_each_backend_keys_and_declares():
    import json as _json

    from llama_index.core.llms import MockLLM
    from llama_index.llms.openai import OpenAI

    from tinyrag_eval.llm.local import LocalLLM

    oa = CachedLLM(OpenAI(model="gpt-4o-mini", api_key="sk-secret-key", temperature=0.0), None)
    ident = _json.dumps(oa.identity)
    assert "sk-secret-key" not in ident and oa.identity["model"] == "gpt-4o-mini"
    assert oa.identity["class"] == "llama_index.llms.openai.base.OpenAI" and oa.identity["params"]["temperature"] == 0.0
    assert oa.deterministic  # OpenAI takes the client's temperature, 0
    assert not CachedLLM(OpenAI(model="gpt-4o-mini", api_key="k"), None, temperature=0.7).deterministic
    assert CachedLLM(LocalLLM(model_name="SmolLM2"), None).deterministic  # greedy decoding
    assert not CachedLLM(MockLLM(), None).deterministic  # undeclared: not known to be deterministic
    assert CachedLLM(DeterministicTeamLLM(), None).deterministic
    assert CachedLLM(MockLLM(max_tokens=5), None).identity != CachedLLM(MockLLM(max_tokens=6), None).identity
