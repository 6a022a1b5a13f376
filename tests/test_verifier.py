"""The LLM verifier (judges.verifier): one yes/no per sentence against its cited evidence, confidence
from log-probabilities or from the agreement of prompts with different few-shot sets; its verdicts
in the evaluation's findings."""

from __future__ import annotations

import json
import math
import re

import pytest
from llama_index.core.base.llms.types import LogProb
from tinyrag_eval.judges.verifier import (
    BUILTIN_EXAMPLES,
    LLMVerifier,
    few_shot_sets,
)

from tests.judge_fakes import ScriptedLLM
from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.findings import build_findings
from tinyrag_eval.schema import Chunk, Evaluation, Memo, MemoSentence, RetrievalResult, ScoredChunk


def _last(prompt: str, label: str) -> str:
    if label == "CLAIM":
        return re.findall(r"CLAIM: (.*)", prompt)[-1].strip()
    return re.findall(r'EVIDENCE:\n"""\n(.*?)\n"""', prompt, re.DOTALL)[-1]


def figures_in_evidence(prompt: str) -> str:
    """A verifier that says 'supported' when every figure of the claim is in the evidence."""
    claim, evidence = _last(prompt, "CLAIM"), _last(prompt, "EVIDENCE")
    ok = all(f in evidence for f in re.findall(r"\d+(?:\.\d+)?%?", claim))
    return json.dumps({"supported": 1 if ok else 0})


def settings(tmp_path) -> Settings:
    return Settings(cache_dir=tmp_path, llm={"cache": False})


def _memo_and_retrieval():
    chunks = [Chunk(id="c1", text="The CET1 ratio was 14.6% at year end, up from 13.9%.", doc_id="d"),
              Chunk(id="c2", text="Net interest income fell 4% to EUR 2.1bn.", doc_id="d")]
    retrieval = RetrievalResult(query="capital", candidates=[], context=[
        ScoredChunk(chunk=c, rank=i + 1) for i, c in enumerate(chunks)])
    memo = Memo(id="m1", topic="capital", text="The CET1 ratio was 14.6%. Net interest income fell 7%.",
                sentences=[MemoSentence(text="The CET1 ratio was 14.6%.", citations=["c1"]),
                           MemoSentence(text="Net interest income fell 7%.", citations=["c2"])])
    return memo, retrieval


def test_agreement_of_prompts_with_different_few_shots(tmp_path):
    llm = ScriptedLLM(figures_in_evidence)
    v = LLMVerifier(llm, settings(tmp_path), prompts=3)
    memo, retrieval = _memo_and_retrieval()
    res = v.verify(memo, retrieval)
    assert [s.confidence for s in res.sentences] == [1.0, 0.0]
    assert all(s.method == "agreement" and len(s.votes) == 3 for s in res.sentences)
    assert res.score == 0.0 and res.mean == 0.5 and res.calls == 6
    # each sentence saw only the chunk it cites
    assert res.sentences[1].evidence_ids == ["c2"]
    asked = [p for p in llm.prompts if "fell 7%" in p.split("CLAIM:")[-1]]
    assert asked and all("14.6%" not in _last(p, "EVIDENCE") for p in asked)
    # three prompts, three different few-shot sets
    shots = {tuple(re.findall(r"CLAIM: (.*)", p)[:-1]) for p in asked}
    assert len(shots) == 3


def test_disagreeing_prompts_give_a_graded_confidence(tmp_path):
    def fickle(prompt: str) -> str:  # says no only with the few-shot set that starts with an unsupported example
        first_shot = re.findall(r"JSON: \{\"supported\": (\d)\}", prompt)
        return json.dumps({"supported": 0 if first_shot and first_shot[0] == "0" else 1})

    v = LLMVerifier(ScriptedLLM(fickle), settings(tmp_path), prompts=3)
    memo, retrieval = _memo_and_retrieval()
    res = v.verify(memo, retrieval)
    assert {s.confidence for s in res.sentences} == {round(2 / 3, 6)}


class LogprobLLM(ScriptedLLM):
    p_yes: float = 0.8

    def _logprobs(self, text: str) -> list[list[LogProb]]:
        steps = []
        for ch in text:
            if ch in "01":
                steps.append([LogProb(token=ch, logprob=math.log(self.p_yes if ch == "1" else 1 - self.p_yes)),
                              LogProb(token="0" if ch == "1" else "1",
                                      logprob=math.log(1 - self.p_yes if ch == "1" else self.p_yes))])
            else:
                steps.append([LogProb(token=ch, logprob=-0.01)])
        return steps


def test_yes_probability_from_logprobs_one_call_per_sentence(tmp_path):
    llm = LogprobLLM(lambda p: json.dumps({"supported": 1}), with_logprobs=True, p_yes=0.8)
    v = LLMVerifier(llm, settings(tmp_path), prompts=3)
    memo, retrieval = _memo_and_retrieval()
    res = v.verify(memo, retrieval)
    assert [s.method for s in res.sentences] == ["logprobs", "logprobs"]
    assert res.score == 0.8 and res.calls == 2 and llm.calls == 2


def test_the_verdicts_become_findings_and_a_metric(tmp_path):
    v = LLMVerifier(ScriptedLLM(figures_in_evidence), settings(tmp_path), prompts=1)
    memo, retrieval = _memo_and_retrieval()
    metric = v.verify(memo, retrieval).metric()
    assert metric.name == "llm_verifier" and metric.value == 0.0 and not metric.invalid
    ev = Evaluation(memo_id="m1", metrics={"llm_verifier": metric})
    findings = build_findings(memo.text, ev)
    checks = {s.text: [c for c in s.checks if c.checker == "llm_verifier"] for s in findings.sentences}
    assert checks["The CET1 ratio was 14.6%."][0].verdict == "supported"
    bad = checks["Net interest income fell 7%."][0]
    assert bad.verdict == "unsupported" and bad.evidence[0].chunk_id == "c2"
    assert [s.text for s in findings.flagged()] == ["Net interest income fell 7%."]


def test_unusable_replies_and_missing_evidence_are_explicit(tmp_path):
    v = LLMVerifier(ScriptedLLM(lambda p: "I cannot say."), settings(tmp_path), prompts=2)
    memo, retrieval = _memo_and_retrieval()
    res = v.verify(memo, retrieval)
    assert res.score is None and "could not be verified" in res.reason
    assert res.metric().invalid
    none = v.verify(memo, None)
    assert none.score is None and "no evidence" in none.reason


def test_few_shot_sets_differ_and_are_balanced():
    sets = few_shot_sets(BUILTIN_EXAMPLES, 3)
    assert len({tuple(e.claim for e in s) for s in sets}) == 3
    assert all({e.supported for e in s} == {True, False} for s in sets)


def test_openai_backend_gives_the_yes_probability_from_its_logprobs(tmp_path, monkeypatch):
    """The OpenAI path (JSON mode, logprobs, no forced prefix) with LlamaIndex's OpenAI class and a
    faked chat response: no network."""
    from llama_index.core.base.llms.types import ChatMessage, ChatResponse, MessageRole
    from llama_index.llms.openai import OpenAI

    seen = {}

    def fake_chat(self, messages, **kwargs):
        seen.update(kwargs)
        text = '{"supported": 1}'
        lps = [[LogProb(token=ch, logprob=-0.01)] for ch in text]
        at = text.index("1")
        lps[at] = [LogProb(token="1", logprob=math.log(0.9)), LogProb(token="0", logprob=math.log(0.1))]
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text), logprobs=lps)

    monkeypatch.setattr(OpenAI, "chat", fake_chat)
    v = LLMVerifier(OpenAI(model="gpt-4o-mini", api_key="sk-test", temperature=0.0), settings(tmp_path))
    memo, retrieval = _memo_and_retrieval()
    res = v.verify(memo, retrieval)
    assert seen["response_format"] == {"type": "json_object"} and seen["logprobs"] is True
    assert "assistant_prefix" not in seen
    assert [s.method for s in res.sentences] == ["logprobs", "logprobs"]
    assert res.score == pytest.approx(0.9) and res.calls == 2


def test_few_shots_come_from_the_teams_reviewed_memos(tmp_path):
    """Approved memos give supported examples (sentence + the chunk it cites); the sentences the
    checkers flagged in rejected memos give unsupported ones; without both kinds, none."""
    from tinyrag_eval.judges.verifier import examples_from_store

    from tinyrag_eval.schema import MetricResult
    from tinyrag_eval.store import Store

    store = Store.open(f"sqlite:///{tmp_path / 's.sqlite3'}")
    memo, retrieval = _memo_and_retrieval()
    run = store.start_run("capital")
    good = store.add_attempt(run.id, memo, retrieval)
    store.add_label(good.id, 1, verdict="approve", reviewer="r")
    assert examples_from_store(store) == []  # one kind only: the built-in set is used
    bad_memo = memo.model_copy(update={"attempt": 2, "id": "m2"})
    bad = store.add_attempt(run.id, bad_memo, retrieval)
    store.add_evaluation(bad.id, Evaluation(memo_id="m2", metrics={"nli_groundedness": MetricResult(
        name="nli_groundedness", value=0.5, details={"per_sentence": [
            {"sentence": "Net interest income fell 7%.", "entailment": 0.1, "flagged": True}]})}))
    store.add_label(bad.id, 0, verdict="reject", reviewer="r")
    ex = examples_from_store(store)
    yes = [e for e in ex if e.supported]
    no = [e for e in ex if not e.supported]
    assert {e.claim for e in yes} == {"The CET1 ratio was 14.6%.", "Net interest income fell 7%."}
    assert next(e for e in yes if "CET1" in e.claim).evidence.startswith("The CET1 ratio was 14.6%")
    assert [e.claim for e in no] == ["Net interest income fell 7%."] and "fell 4%" in no[0].evidence
    # the verifier uses them: its prompts carry the team's examples
    llm = ScriptedLLM(figures_in_evidence)
    LLMVerifier(llm, settings(tmp_path), examples=ex, prompts=2).verify(memo, retrieval)
    assert any("CLAIM: Net interest income fell 7%.\nJSON: {\"supported\": 0}" in p for p in llm.prompts)
