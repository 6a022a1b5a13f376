"""The memo workflow's branches with a scripted LLM, fake metrics/judge and a scripted calibrator."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tinyrag_eval.workflows.events import ProgressEvent
from tinyrag_eval.workflows.run import aresume_review, decide_and_resume, run_memo

from tests.workflow_fakes import BAD, GOOD, make_services
from tinyrag_eval.store import ReviewConflictError


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'store.sqlite3'}"


def test_finalize_first_attempt(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD])
    events: list[ProgressEvent] = []
    out = run_memo("Capital of Northwind", svc, on_event=events.append)
    assert out.status == "finalized" and out.attempts == 1 and out.exported_now
    assert out.decision and out.decision.action == "finalize"
    assert "calibrator v0007" in out.decision.guarantee and "alpha=0.1" in out.decision.guarantee
    md = Path(out.markdown_path).read_text()
    assert "14.6%" in md
    atts = svc.store.attempts(out.run_id)
    assert [a.decision.action for a in atts] == ["finalize"]
    assert atts[0].memo.sentences[0].citations == ["ar#p2#0"]
    assert atts[0].evaluation.judge.model == "fake-judge"
    assert {e.stage for e in events} >= {"start", "retrieve", "generate", "evaluate", "assess", "decide", "export"}
    assert svc.store.get_run(out.run_id).status == "finalized"


def test_regenerate_then_finalize_with_feedback(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [BAD, GOOD])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized" and out.attempts == 2
    atts = svc.store.attempts(out.run_id)
    assert [a.decision.action for a in atts] == ["regenerate", "finalize"]
    first = atts[0]
    # the unknown citation was dropped and recorded, not trusted
    assert "ar#p9#9" not in first.memo.sentences[0].citations
    assert any("ar#p9#9" in n for n in first.memo.notes)
    # the second prompt carries concrete feedback
    second_prompt = svc.generator._llm().llm.prompts[1]
    assert "19.9%" in second_prompt and "German" in second_prompt and "ar#p9#9" in second_prompt
    assert "hallucination scored 2/5" in second_prompt
    assert any("unsupported figure(s): 19.9%" in r for r in first.decision.reasons)


def test_regenerate_until_escalation(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [BAD])
    out = run_memo("Capital of Northwind", svc, max_attempts=2)
    assert out.status == "escalated" and out.attempts == 2 and out.review_id
    assert [a.decision.action for a in svc.store.attempts(out.run_id)] == ["regenerate", "escalate"]
    assert any("attempts exhausted" in r for r in out.decision.reasons)
    assert [r.id for r in svc.store.pending_reviews()] == [out.review_id]
    assert svc.store.load_workflow_context(out.run_id) is not None
    assert not list((tmp_path / "out").glob("*.md"))


def test_uncertain_set_escalates_then_approve_exports(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated"
    assert out.decision.reasons[0] == "uncertain on grounded, relevant"
    assert "both labels" in " | ".join(out.decision.reasons)
    res = decide_and_resume(out.review_id, "alice", "approve", services=svc)
    assert res.status == "finalized" and res.exported_now and res.attempts == 1
    assert "approved by alice" in res.decision.reasons[0]
    assert Path(res.markdown_path).is_file()
    labels = svc.store.labels()
    assert [(lab.label, lab.verdict) for lab in labels] == [(1, "approve")]
    assert labels[0].features["nli_groundedness"] == 0.95
    # a second reviewer gets a clear conflict, nothing changes
    with pytest.raises(ReviewConflictError, match="already approved by alice"):
        decide_and_resume(out.review_id, "bob", "reject", services=svc)


def test_request_changes_regenerates_with_notes(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD, GOOD.replace("14.6%", "14.6% (up from 14.1%)")],
                        sets=[[0, 1], [1]])
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    assert out.status == "escalated"
    res = decide_and_resume(out.review_id, "carol", "request_changes", "Say how CET1 moved in the year.", services=svc)
    assert res.status == "finalized" and res.attempts == 2
    prompt = svc.generator._llm().llm.prompts[-1]
    assert "Say how CET1 moved in the year." in prompt
    assert svc.store.labels()[0].label == 0
    # the reviewer's extra attempt has its home in the store, where a resume reads it
    assert svc.store.get_run(out.run_id).config["max_attempts"] == 2


def test_run_state_is_merged_into_the_stored_config(db):
    from tinyrag_eval.store import RecordNotFoundError, Store

    store = Store.open(db)
    run = store.start_run("topic", config={"max_attempts": 1, "index_dir": "idx"})
    assert store.update_run_config(run.id, query_rewrites=1).config == {
        "max_attempts": 1, "index_dir": "idx", "query_rewrites": 1}
    assert store.get_run(run.id).config["query_rewrites"] == 1
    with pytest.raises(RecordNotFoundError):
        store.update_run_config("nope", max_attempts=2)


def test_store_writes_return_the_attempt_as_recorded(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD])
    out = run_memo("Capital of Northwind", svc)
    att = svc.store.get_attempt(out.attempt_id)
    again = svc.store.add_decision(att.id, att.decision)  # an identical re-record is a no-op
    assert again == att and svc.store.count_attempts(out.run_id) == 1
    assert svc.store.attempt_by_number(out.run_id, 1) == att and svc.store.attempt_by_number(out.run_id, 2) is None


def test_edit_reevaluates_and_exports(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [BAD], sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    edited = "The CET1 ratio was 14.6% at 31 December 2025 [ar#p2#0]."
    res = decide_and_resume(out.review_id, "dave", "edit", edited_text=edited, services=svc)
    assert res.status == "finalized" and res.attempts == 2
    att = svc.store.attempts(out.run_id)[-1]
    assert att.memo.llm == "human-edit:dave" and att.memo.sentences[0].citations == ["ar#p2#0"]
    assert att.evaluation is not None and att.assessment is not None
    assert "19.9%" not in Path(res.markdown_path).read_text()


def test_reject_archives(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[]])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated" and "empty set" in " | ".join(out.decision.reasons)
    res = decide_and_resume(out.review_id, "erin", "reject", services=svc)
    assert res.status == "archived"
    assert svc.store.get_run(out.run_id).status == "archived"
    assert [r.status for r in svc.store.reviews("rejected")] == ["rejected"]
    assert not list((tmp_path / "out").glob("*.md"))


def test_resume_needs_a_verdict(db, tmp_path):
    from tinyrag_eval.workflows.events import WorkflowError

    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc)
    with pytest.raises(WorkflowError, match="no verdict"):
        asyncio.run(aresume_review(out.review_id, svc))


def test_low_context_relevancy_rewrites_the_query(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [BAD, "CET1 ratio 2025 annual report", GOOD], context_relevancy=0.1)
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized" and out.attempts == 2
    assert svc.retriever.queries == ["Capital of Northwind", "CET1 ratio 2025 annual report"]
    reasons = svc.store.attempts(out.run_id)[0].decision.reasons
    assert any("retrieval is the failing part" in r for r in reasons)


def test_unusable_llm_output_falls_back_recordedly(db, tmp_path):
    svc = make_services(db, tmp_path / "out", ["", ""])
    out = run_memo("Capital of Northwind", svc)
    memo = svc.store.attempts(out.run_id)[0].memo
    assert memo.llm == "extractive-fallback"
    assert any("unusable" in n for n in memo.notes)
    assert all(s.citations for s in memo.sentences)


def test_empty_topic_is_an_error(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD])
    with pytest.raises(ValueError, match="topic is empty"):
        run_memo("  ", svc)


def test_relevance_labels_add_retrieval_metrics(db, tmp_path):
    svc = make_services(db, tmp_path / "out", [GOOD])
    out = run_memo("Capital of Northwind", svc, qrels={"ar:p2": 2})
    metrics = svc.store.attempts(out.run_id)[0].evaluation.metrics
    assert metrics["retrieval.NDCG@2"].value == 1.0 and metrics["retrieval.stage1_recall@2"].value == 1.0


def test_extractive_last_attempt_is_recorded(db, tmp_path):
    from tinyrag_eval.config import GenerationSettings, Settings

    s = Settings(generation=GenerationSettings(extractive_last_attempt=True))
    svc = make_services(db, tmp_path / "out", [BAD], settings=s)
    out = run_memo("Capital of Northwind", svc, max_attempts=2)
    atts = svc.store.attempts(out.run_id)
    assert [a.memo.llm for a in atts][1] == "extractive-fallback" and atts[0].memo.llm != "extractive-fallback"
    assert "last attempt" in atts[1].memo.notes[0] and len(svc.generator._llm().llm.prompts) == 1
    assert out.status == "finalized"


def test_personal_data_in_the_memo_escalates_with_the_safety_flag(db, tmp_path):
    leaky = GOOD + " Contact the treasurer at jane.doe@northwind-bank.co.uk [ar#p2#0] <CONFIDENCE: LOW>."
    svc = make_services(db, tmp_path / "out", [leaky])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated" and out.attempts == 1  # certified by the calibrator, still escalated
    assert any("safety flag safety_privacy = 1" in r and "EMAIL" in r for r in out.decision.reasons)
    ev = svc.store.attempts(out.run_id)[0].evaluation
    assert ev.metrics["safety_toxicity"].value == 0 and not ev.metrics["safety_toxicity"].invalid
    clean = run_memo("Capital of Northwind", make_services(db, tmp_path / "out2", [GOOD]))
    assert clean.status == "finalized"


def test_a_safety_check_that_cannot_run_escalates(db, tmp_path, monkeypatch):
    from tinyrag_eval.metrics import safety

    def broken() -> None:
        raise safety.SafetyModelError("alt-profanity-check is not installed")

    monkeypatch.setattr(safety, "_profanity", broken)
    out = run_memo("Capital of Northwind", make_services(db, tmp_path / "out", [GOOD]))
    assert out.status == "escalated"
    assert any("safety check safety_toxicity could not run" in r for r in out.decision.reasons)


def test_hyde_revision_searches_with_the_passage_embedding(db, tmp_path, monkeypatch):
    import numpy as np

    from tinyrag_eval import embedding
    from tinyrag_eval.config import AgentSettings, Settings

    encoded: list[str] = []
    monkeypatch.setattr(embedding, "encode", lambda texts, settings=None: encoded.extend(texts) or np.ones((1, 4)))
    passage = "The Group's CET1 ratio stood at 14.6% at year end, well above regulatory minimums."
    s = Settings(agent=AgentSettings(query_revision="hyde"))
    svc = make_services(db, tmp_path / "out", [BAD, passage, GOOD], context_relevancy=0.1, settings=s)
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized" and out.attempts == 2
    assert svc.retriever.queries == ["Capital of Northwind", "Capital of Northwind"]  # the topic stays the query
    assert encoded == [passage] and svc.retriever.embeddings[0] is None
    assert svc.retriever.embeddings[1].tolist() == [1.0, 1.0, 1.0, 1.0]
    assert "HyDE" in svc.generator._llm().llm.prompts[1]


def test_unusable_hyde_passage_falls_back_to_a_rewrite(db, tmp_path, monkeypatch):
    from tinyrag_eval.config import AgentSettings, Settings

    s = Settings(agent=AgentSettings(query_revision="hyde"))
    svc = make_services(db, tmp_path / "out", [BAD, "", "CET1 ratio 2025 annual report", GOOD],
                        context_relevancy=0.1, settings=s)
    events: list[ProgressEvent] = []
    out = run_memo("Capital of Northwind", svc, on_event=events.append)
    assert out.status == "finalized"
    assert svc.retriever.queries[1] == "CET1 ratio 2025 annual report" and svc.retriever.embeddings[1] is None
    assert any("HyDE passage unusable (empty)" in e.message for e in events)


@pytest.mark.parametrize(("verdicts", "status"), [(['{"better": 1}', '{"better": 1}'], "escalated"),
                                                   (['{"better": 1}', '{"better": 2}'], "finalized")])
def test_compare_attempts_escalates_a_swap_inconsistent_pairwise_verdict(db, tmp_path, verdicts, status):
    from tinyrag_eval.judges.pairwise import PairwiseJudge

    from tests.workflow_fakes import ScriptedLLM
    from tinyrag_eval.config import AgentSettings, Settings
    from tinyrag_eval.llm.client import CachedLLM as JudgeLLM

    s = Settings(agent=AgentSettings(compare_attempts=True))
    svc = make_services(db, tmp_path / "out", [BAD, GOOD], settings=s)
    judge_llm = ScriptedLLM(replies=verdicts)
    svc.pairwise = PairwiseJudge(JudgeLLM(judge_llm, None), s)
    out = run_memo("Capital of Northwind", svc)
    assert out.status == status and out.attempts == 2
    atts = svc.store.attempts(out.run_id)
    assert "pairwise_vs_previous" not in atts[0].evaluation.metrics  # nothing to compare the first attempt with
    m = atts[1].evaluation.metrics["pairwise_vs_previous"]
    assert len(judge_llm.prompts) == 2 and "19.9%" in judge_llm.prompts[0]  # both orders, both memos shown
    if status == "escalated":
        assert m.details["swap_inconsistent"] and m.value == 0.5
        assert any("pairwise judges were swap-inconsistent" in r for r in out.decision.reasons)
    else:
        assert m.details["winner"] == "attempt 2" and m.value == 1.0 and not m.details["swap_inconsistent"]


def test_request_changes_on_an_attempt_recorded_without_retrieval_retrieves_again(db, tmp_path):
    # the store allows an attempt without retrieval lists; request-changes must then retrieve
    # again for the next attempt (it used to send an empty retrieval the generator cannot read)
    svc = make_services(db, tmp_path / "out", [GOOD, GOOD.replace("14.6%", "14.6% (up from 14.1%)")],
                        sets=[[0, 1], [1]])
    record = svc.store.add_attempt
    svc.store.add_attempt = lambda run_id, memo, retrieval=None: record(  # type: ignore[method-assign]
        run_id, memo, None if memo.attempt == 1 else retrieval)
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    assert out.status == "escalated" and svc.store.attempts(out.run_id)[0].retrieval is None
    res = decide_and_resume(out.review_id, "carol", "request_changes", "Say how CET1 moved in the year.", services=svc)
    assert res.status == "finalized" and res.attempts == 2
    assert svc.retriever.queries == ["Capital of Northwind", "Capital of Northwind"]
    assert "Say how CET1 moved in the year." in svc.generator._llm().llm.prompts[-1]
    assert svc.store.attempts(out.run_id)[1].retrieval is not None


def test_a_context_saved_with_the_untyped_state_still_resumes(db, tmp_path):
    # contexts saved before the run state was typed hold five DictState keys (this layout); the
    # framework restores them as a DictState, whose attributes the steps read like MemoRunState's
    import json

    svc = make_services(db, tmp_path / "out", [BAD, GOOD], sets=[[0, 1], [1]])
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    data = svc.store.load_workflow_context(out.run_id)
    values = {"run_id": out.run_id, "topic": "Capital of Northwind", "max_attempts": 1, "query_rewrites": 0,
              "qrels": None}
    data["state"] = {"store_type": "in_memory", "state_type": "DictState", "state_module": "workflows.context.state_store",
                     "state_data": {"_data": {k: json.dumps(v) for k, v in values.items()}}}
    svc.store.save_workflow_context(out.run_id, data, step="review")
    res = decide_and_resume(out.review_id, "carol", "request_changes", "Use the report's CET1 figure.", services=svc)
    assert res.status == "finalized" and res.attempts == 2 and res.run_id == out.run_id


def test_extractive_memo_is_topic_focused_without_headings():
    from tests.workflow_fakes import hashed_bag_of_words
    from tinyrag_eval.generation import extractive_memo_sentences
    from tinyrag_eval.schema import Chunk, RetrievalResult, ScoredChunk

    policy = ("Northwind Harbour Bank — Commercial Credit Policy (summary) Approval authorities Credit approval "
              "limits are set by the board each year. SME lending grew by 4% in the second half of the year. "
              "The watch list had 31 names at the end of the year.")
    capital = ("The CET1 ratio was 14.6% at the end of 2025, above the 10.5% requirement. "
               "The leverage ratio was 5.2% at the end of 2025. "
               "The CET1 capital ratio rose from 13.9% a year earlier on retained profits.")
    ctx = [ScoredChunk(chunk=Chunk(id="pol#p1#0", doc_id="pol", text=policy), score=0.9, rank=1),
           ScoredChunk(chunk=Chunk(id="ar#p2#0", doc_id="ar", text=capital), score=0.8, rank=2)]
    r = RetrievalResult(query="CET1 capital ratio at the end of 2025", context=ctx, candidates=ctx)
    for embed in (hashed_bag_of_words, None):
        sents = extractive_memo_sentences(r, 2, "CET1 capital ratio at the end of 2025", embed)
        texts = [s.text for s in sents]
        # on topic: both from the capital chunk (MMR prefers a second, different capital sentence to a near-repeat)
        assert len(texts) == 2 and texts[0].startswith("The CET1 ratio was 14.6%"), texts
        assert all(s.citations == ["ar#p2#0"] for s in sents)
        assert not any("Approval authorities" in t for t in texts)
    # the glued heading is never a memo sentence, even when it is all there is
    only = RetrievalResult(query="credit approval", context=ctx[:1], candidates=ctx[:1])
    texts = [s.text for s in extractive_memo_sentences(only, 5, "credit approval", hashed_bag_of_words)]
    assert texts and not any("(summary)" in t for t in texts)


def test_personal_data_escalates_and_the_approved_export_is_redacted(db, tmp_path):
    from tinyrag_eval.config import ExportSettings, Settings

    pii = ("Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>. "
           "Questions go to jane.doe@northwind-bank.co.uk [ar#p2#0] <CONFIDENCE: HIGH>.")
    s = Settings(export=ExportSettings(redact_pii=True, pdf=False))
    svc = make_services(db, tmp_path / "out", [pii], settings=s)
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated" and any("safety_privacy" in r for r in out.decision.reasons)
    res = decide_and_resume(out.review_id, "alice", "approve", services=svc)
    assert res.status == "finalized"
    md = Path(res.markdown_path).read_text()
    assert "jane.doe@northwind-bank.co.uk" not in md and "[EMAIL]" in md and "personal data redacted" in md


def test_a_finalized_attempt_is_read_back_from_the_store_once_per_write(db, tmp_path, monkeypatch):
    """The memo -> export walk reads the attempt record once per store write (add_attempt,
    add_evaluation, add_assessment, add_decision: each returns the record); it was 10 reads
    before the writes returned records and the workflow kept them (issue 25)."""
    import tinyrag_eval.store.store as store_module

    reads = []
    real = store_module._attempt_record
    monkeypatch.setattr(store_module, "_attempt_record", lambda *a, **k: reads.append(1) or real(*a, **k))
    svc = make_services(db, tmp_path / "out", [GOOD], sets=[[1]])
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    assert out.status == "finalized" and len(reads) == 4
