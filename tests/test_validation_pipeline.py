"""ValidationPipeline on scripted fakes (tests/workflow_fakes.py): one attempt, nothing stored."""

from __future__ import annotations

from tests.workflow_fakes import BAD, GOOD, make_services
from tinyrag_eval.schema import GeneratedTest
from tinyrag_eval.validation.pipeline import PipelineResult, ValidationPipeline


def _pipeline(tmp_path, replies, **kw) -> ValidationPipeline:
    svc = make_services(f"sqlite:///{tmp_path / 's.sqlite3'}", tmp_path / "out", replies, **kw)
    return ValidationPipeline(svc)


def test_run_gives_metrics_probability_and_decision(tmp_path):
    p = _pipeline(tmp_path, [GOOD])
    res = p.run("Capital of Northwind", qrels={"ar:p2": 2}, query_type="factual", topic="capital")
    assert isinstance(res, PipelineResult) and res.error is None
    assert res.decision == "finalize" and res.probability == 0.9 and res.prediction_set == [1]
    assert res.calibrator_version == "v0007"
    assert res.metrics["nli_groundedness"] == 0.95 and res.metrics["numeric_consistency"] == 1.0
    assert res.metrics["judge.hallucination"] == 5.0 and res.metrics["judge.overall"] == 5.0
    assert res.metrics["retrieval.NDCG@2"] == 1.0 and res.metrics["retrieval.P@2"] == 0.5
    assert res.retrieved_ids == ["ar#p2#0", "ar#p3#0"] and len(res.context) == 2
    assert "14.6%" in res.memo and res.topic == "capital" and res.query_type == "factual"
    assert p.services.store.runs() == [] and not (tmp_path / "out").exists()  # nothing stored


def test_bad_memo_is_regenerate_at_attempt_one(tmp_path):
    res = _pipeline(tmp_path, [BAD]).run("Capital of Northwind")
    assert res.decision == "regenerate" and res.metrics["nli_groundedness"] == 0.2
    assert any("19.9%" in r for r in res.decision_reasons)
    assert not any(k.startswith("retrieval.") for k in res.metrics)  # no qrels


def test_chunk_id_qrels_are_converted_to_units(tmp_path):
    res = _pipeline(tmp_path, [GOOD]).run("Capital", qrels={"ar#p3#0": 1})
    assert res.metrics["retrieval.P@2"] == 0.5 and res.metrics["retrieval.NDCG@2"] < 1.0  # ar:p3 is 2nd


def test_empty_query_is_invalid_not_an_exception(tmp_path):
    p = _pipeline(tmp_path, [GOOD])
    for q in ("", "   "):
        res = p.run(q)
        assert res.decision == "invalid" and "empty" in res.error
    assert p.services.retriever.queries == []


def test_context_transform_changes_what_the_generator_reads(tmp_path):
    p = _pipeline(tmp_path, [GOOD])
    from tinyrag_eval.schema import Chunk, ScoredChunk

    def plant(chunks):
        extra = ScoredChunk(chunk=Chunk(id="x#p0#0", doc_id="x", text="PLANTED passage."), rank=99)
        return [chunks[0], extra, *chunks[1:]]

    res = p.run("Capital", context_transform=plant)
    assert res.context[1] == "PLANTED passage." and res.context_ids[1] == "x#p0#0"
    assert res.retrieved_ids == ["ar#p2#0", "ar#p3#0"]  # as retrieved
    assert "PLANTED passage." in p.services.generator._llm().llm.prompts[0]


def test_run_many_goes_on_after_a_failure(tmp_path):
    p = _pipeline(tmp_path, [GOOD])

    class Boom:
        def __init__(self, inner):
            self.inner = inner

        def retrieve(self, q):
            if "boom" in q:
                raise RuntimeError("index offline")
            return self.inner.retrieve(q)

    p.services.retriever = Boom(p.services.retriever)
    seen = []
    test = GeneratedTest(id="t1", query="Capital of Northwind", type="factual", stratum=0, topic="cap",
                         source_chunk_ids=["ar#p2#0"])
    out = p.run_many(["boom query", test, {"query": "Capital", "topic": "x"}],
                     progress=lambda i, n: seen.append((i, n)))
    assert [r.decision for r in out] == ["invalid", "finalize", "finalize"]
    assert out[0].error == "RuntimeError: index offline"
    assert out[1].test_id == "t1" and out[1].metrics["retrieval.MAP@2"] == 1.0 and out[1].topic == "cap"
    assert seen == [(1, 3), (2, 3), (3, 3)]
