"""Errors surface: a generator or retriever that raises fails the attempt with the exception named
(error, run record, progress); the extractive fallback is an explicit setting and says so; the
LLM cache cannot serve a changed generator's old memo (issue 27)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from llama_index.core.base.llms.types import CompletionResponse
from tinyrag_eval.workflows.events import AttemptFailedError, ProgressEvent
from tinyrag_eval.workflows.run import aresume_run, decide_and_resume, run_memo

from tests.workflow_fakes import BAD, GOOD, FakeRetriever, ScriptedLLM, make_services
from tinyrag_eval.config import GenerationSettings, LLMSettings, Settings
from tinyrag_eval.generation import EXTRACTIVE, MemoGenerator
from tinyrag_eval.pipeline.steps import retrieval_line
from tinyrag_eval.schema import RetrievalResult


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'store.sqlite3'}"


class BuggyLLM(ScriptedLLM):
    """A team's LLM class with a bug: raises on every call while ``broken``."""

    broken: bool = True

    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        if self.broken:
            self.prompts.append(prompt)
            raise KeyError("choices")  # e.g. a provider's reply read the wrong way
        return super().complete(prompt, formatted, **kwargs)


class BrokenRetriever(FakeRetriever):
    def retrieve(self, query: str, *, query_embedding: Any = None) -> RetrievalResult:
        raise ConnectionError("vector store at 10.0.0.7 refused the connection")


def _fast(settings: Settings | None = None, **generation: Any) -> Settings:
    s = settings or Settings()
    return s.model_copy(update={"llm": LLMSettings(retry_wait_s=0, max_attempts=2),
                                "generation": GenerationSettings(**generation)})


def _buggy_services(db: str, tmp_path, settings: Settings, **kw: Any) -> Any:
    svc = make_services(db, tmp_path / "out", [GOOD], settings=settings, **kw)
    svc.generator = MemoGenerator(BuggyLLM(replies=[GOOD]), settings, cache=False,
                                  embed=svc.generator._embed_arg)
    return svc


def test_a_generator_exception_fails_the_attempt_named_in_the_error_and_the_run_record(db, tmp_path):
    svc = _buggy_services(db, tmp_path, _fast())
    events: list[ProgressEvent] = []
    with pytest.raises(AttemptFailedError, match=r"attempt 1: the generator failed: .*raised: KeyError: 'choices'") as err:
        run_memo("Capital of Northwind", svc, on_event=events.append)
    assert "Nothing was substituted" in str(err.value) and "tinyrag memo --resume" in str(err.value)
    assert (err.value.stage, err.value.attempt, err.value.exception) == ("generate", 1, "KeyError")
    run = svc.store.get_run(err.value.run_id)
    assert run.status == "failed"
    [failure] = run.config["failures"]
    assert failure["stage"] == "generate" and failure["exception"] == "KeyError"
    assert "KeyError: 'choices'" in failure["message"]
    assert svc.store.count_attempts(run.id) == 0  # no extractive memo stood in for the model's
    assert any(e.stage == "failed" and "KeyError" in e.message for e in events)
    # the cause fixed, the failed run resumes and finishes
    svc.generator._llm().llm.broken = False
    out = asyncio.run(aresume_run(run.id, svc))
    assert out.status == "finalized" and out.llm == "BuggyLLM:scripted-fake" and not out.extractive


def test_fallback_on_error_is_explicit_and_the_memo_says_it_is_extractive(db, tmp_path):
    svc = _buggy_services(db, tmp_path, _fast(fallback_on_error=True))
    out = run_memo("Capital of Northwind", svc)
    memo = svc.store.attempts(out.run_id)[0].memo
    assert memo.llm == EXTRACTIVE and out.extractive and out.llm == EXTRACTIVE
    note = next(n for n in memo.notes if n.startswith("EXTRACTIVE MEMO"))
    assert "KeyError: 'choices'" in note and "fallback_on_error is on" in note


def test_extractive_fallback_covers_unusable_replies_only(db, tmp_path):
    # an unusable reply with the fallback on: the extractive memo, said so
    out = run_memo("Capital of Northwind", make_services(db, tmp_path / "o1", ["", ""], settings=_fast()))
    assert out.extractive
    # with it off the attempt fails, named
    svc = make_services(db, tmp_path / "o2", ["", ""], settings=_fast(extractive_fallback=False))
    with pytest.raises(AttemptFailedError, match="wrote no usable memo"):
        run_memo("Capital of Northwind", svc)
    # extractive_fallback on does not cover an exception
    svc = _buggy_services(db, tmp_path, _fast(extractive_fallback=True))
    with pytest.raises(AttemptFailedError, match="KeyError"):
        run_memo("Capital of Northwind", svc)


def test_a_retriever_exception_fails_the_attempt_named(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD], settings=_fast())
    svc.retriever = BrokenRetriever()
    with pytest.raises(AttemptFailedError, match=r"the retriever raised ConnectionError: vector store at 10\.0\.0\.7"):
        run_memo("Capital of Northwind", svc, run_id="r-broken")
    run = svc.store.get_run("r-broken")
    assert run.status == "failed" and run.config["failures"][0]["exception"] == "ConnectionError"
    assert run.config["failures"][0]["stage"] == "retrieve"


def test_a_generator_exception_after_request_changes_fails_the_resumed_attempt(db, tmp_path):
    s = _fast()
    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[0, 1]], settings=s)
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    assert out.status == "escalated"
    svc.generator._llm().llm.replies = []  # the team's generator breaks before the verdict
    svc.generator = MemoGenerator(BuggyLLM(), s, cache=False, embed=svc.generator._embed_arg)
    with pytest.raises(AttemptFailedError, match="attempt 2: the generator failed") as err:
        decide_and_resume(out.review_id, "carol", "request_changes", "Say how CET1 moved.", services=svc)
    run = svc.store.get_run(out.run_id)
    assert run.status == "failed" and run.config["failures"][0]["attempt"] == 2 and err.value.run_id == run.id
    assert f"tinyrag queue resume {out.review_id}" in str(err.value)  # the verdict's own way back
    assert svc.store.count_attempts(run.id) == 1


def test_a_query_rewrite_exception_fails_instead_of_keeping_the_topic(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [BAD], context_relevancy=0.1, settings=_fast())
    llm = svc.generator._llm().llm
    calls = {"n": 0}
    real = ScriptedLLM.complete

    def second_call_raises(self: Any, prompt: str, formatted: bool = False, **kw: Any) -> Any:
        calls["n"] += 1
        if calls["n"] > 1:
            raise TimeoutError("provider timed out")
        return real(self, prompt, formatted, **kw)

    object.__setattr__(llm, "complete", second_call_raises.__get__(llm))
    with pytest.raises(AttemptFailedError, match="the query revision failed: .*TimeoutError: provider timed out"):
        run_memo("Capital of Northwind", svc)


def test_swapped_replies_with_the_cache_on_change_the_memo_and_the_scores(db, tmp_path):
    """The same LLM class and model name, other replies, the LLM cache on (a shared file): the
    second run's memo and scores are the new generator's, not the cached first memo."""
    s = Settings(cache_dir=tmp_path / "cache")  # llm.cache on (the default)
    cache = tmp_path / "cache" / "llm_cache.sqlite"

    def run(replies: list[str], run_id: str) -> Any:
        svc = make_services(db, tmp_path / run_id, replies, settings=s)
        svc.generator = MemoGenerator(ScriptedLLM(replies=replies), s, cache=cache, embed=svc.generator._embed_arg)
        out = run_memo("Capital of Northwind", svc, run_id=run_id, max_attempts=1)
        return svc, svc.store.attempts(out.run_id)[0]

    _, first = run([GOOD], "good")
    svc2, second = run([BAD], "bad")
    assert svc2.generator._llm().llm.prompts, "the second generator was never asked"
    assert not second.memo.cached and first.memo.text != second.memo.text and "19.9%" in second.memo.text
    assert second.evaluation.metrics["nli_groundedness"].value != first.evaluation.metrics["nli_groundedness"].value
    assert second.evaluation.judge.criteria["hallucination"].score != first.evaluation.judge.criteria["hallucination"].score
    assert second.decision.action != first.decision.action


def test_a_memo_from_the_cache_says_so_in_the_outcome(db, tmp_path):
    s = Settings(cache_dir=tmp_path / "cache", llm=LLMSettings(cache_generation="always"))
    cache = tmp_path / "cache" / "llm_cache.sqlite"
    outs = []
    for run_id in ("one", "two"):
        svc = make_services(db, tmp_path / run_id, [GOOD], settings=s)
        svc.generator = MemoGenerator(ScriptedLLM(replies=[GOOD]), s, cache=cache, embed=svc.generator._embed_arg)
        outs.append(run_memo("Capital of Northwind", svc, run_id=run_id))
    assert [o.memo_cached for o in outs] == [False, True]
    memo = svc.store.attempts("two")[0].memo
    assert memo.cached and any("came from the LLM cache" in n for n in memo.notes)


def test_the_retrieve_line_claims_no_rerank_without_a_reranker():
    from tests.workflow_fakes import retrieval

    r = retrieval("q")
    assert retrieval_line(r, "q").startswith("2 candidates, 2 reranked by fake")
    plain = r.model_copy(update={"reranker": None})
    line = retrieval_line(plain, "q")
    assert "reranked" not in line and line.startswith("2 chunk(s) retrieved, no reranker")


def test_a_resume_job_whose_generator_raises_fails_named_and_a_retry_resumes_it(db, tmp_path):
    """`tinyrag queue resume` and the server go through the item's resume job: a generator that
    raises fails the job with the exception named; once fixed, a retry resumes the failed run."""
    from tinyrag_eval.web.jobs import ResumePool

    s = _fast()
    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[0, 1], [1]], settings=s)
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    svc.store.decide_review(out.review_id, "carol", "request_changes", "Say how CET1 moved.")
    buggy = BuggyLLM(replies=[GOOD])
    svc.generator = MemoGenerator(buggy, s, cache=False, embed=svc.generator._embed_arg)
    pool = ResumePool(svc.store, lambda run: svc, lease_s=30)
    job = pool.run_now(out.review_id)
    assert job.state == "failed" and "KeyError" in job.error and "attempt 2: the generator failed" in job.error
    assert svc.store.get_run(out.run_id).status == "failed"
    buggy.broken = False
    job = pool.run_now(out.review_id)
    assert job.state == "done", job.error
    assert job.outcome["status"] == "finalized" and job.outcome["attempts"] == 2
    assert svc.store.get_run(out.run_id).status == "finalized"


def test_the_review_page_says_when_the_memo_is_extractive(tmp_path):
    from fastapi.testclient import TestClient

    from tests.web_helpers import make_app

    svc = make_services(f"sqlite:///{tmp_path / 'web.sqlite3'}", tmp_path / "out", ["", ""], sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc, max_attempts=1)  # unusable replies: the extractive memo
    assert out.status == "escalated" and out.extractive
    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        html = client.get(f"/reviews/{out.review_id}").text
    assert 'id="memo-extractive"' in html and 'id="memo-cached"' not in html
