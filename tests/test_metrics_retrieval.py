import json
import math

import pytest

from tinyrag_eval.metrics.retrieval import (
    RetrievalInputError,
    evaluate_retrieval,
    normalise_run,
    read_qrels,
    read_run,
    unit_ranking,
    write_run,
)
from tinyrag_eval.schema import Chunk

QRELS = {"q1": {"d1": 1, "d2": 2, "d9": 1}, "q2": {"d3": 1}}


def test_values_match_hand_computation():
    run = {"q1": ["d1", "d5", "d2"], "q2": ["d7", "d3"]}
    rep = evaluate_retrieval(QRELS, run, [2, 8])
    q1 = rep["per_query"]["q1"]
    assert q1["P@2"] == pytest.approx(0.5)
    assert q1["recall@8"] == pytest.approx(2 / 3)
    assert q1["F1@2"] == pytest.approx(2 * 0.5 * (1 / 3) / (0.5 + 1 / 3))
    # AP@8 = (1/1 + 2/3) / 3 relevant
    assert q1["MAP@8"] == pytest.approx((1 + 2 / 3) / 3)
    # graded NDCG: DCG = 1/log2(2) + 2/log2(4); IDCG = 2 + 1/log2(3) + 1/log2(4)  (trec_eval uses gain = rel)
    dcg = 1 / math.log2(2) + 2 / math.log2(4)
    idcg = 2 / math.log2(2) + 1 / math.log2(3) + 1 / math.log2(4)
    assert q1["NDCG@8"] == pytest.approx(dcg / idcg)
    assert rep["per_query"]["q2"]["MAP@8"] == pytest.approx(0.5)
    assert rep["aggregate"]["P@2"] == pytest.approx((0.5 + 0.5) / 2)
    assert rep["queries"] == {"evaluated": 2, "missing_from_run": 0, "excluded": 0}


def test_missing_query_scores_zero_and_is_flagged():
    rep = evaluate_retrieval(QRELS, {"q1": ["d1"]}, [8])
    assert rep["per_query"]["q2"]["missing_from_run"] is True
    assert rep["per_query"]["q2"]["NDCG@8"] == 0.0
    assert rep["queries"]["missing_from_run"] == 1 and "warnings" in rep
    assert rep["aggregate"]["recall@8"] == pytest.approx((1 / 3 + 0) / 2)


def test_empty_run_is_defined():
    rep = evaluate_retrieval(QRELS, {}, [100, 8])
    assert rep["aggregate"]["NDCG@8"] == 0.0 and rep["queries"]["missing_from_run"] == 2


def test_query_without_relevant_documents_is_excluded_not_nan():
    qrels = {"q1": {"d1": 1}, "q0": {"d4": 0}}
    rep = evaluate_retrieval(qrels, {"q1": ["d1"], "q0": ["d4"], "qx": ["d1"]}, [8])
    assert rep["per_query"]["q0"] == {"excluded": "no relevant documents in qrels"}
    assert rep["per_query"]["qx"] == {"excluded": "not in qrels"}
    assert rep["aggregate"]["NDCG@8"] == 1.0
    assert rep["queries"] == {"evaluated": 1, "missing_from_run": 0, "excluded": 2}


def test_nothing_evaluable_gives_invalid_with_reason():
    rep = evaluate_retrieval({"q0": {"d1": 0}}, {"q0": ["d1"]}, [8])
    assert rep["invalid"].startswith("no query in qrels")
    assert rep["aggregate"]["NDCG@8"] is None
    json.dumps(rep, allow_nan=False)


def test_two_stage_ceiling_and_rerank_gain():
    qrels = {"q": {"a": 1, "b": 1, "z": 1}}
    stage1 = {"q": ["x", "y", "a", "b"] + [f"n{i}" for i in range(96)]}
    stage2 = {"q": ["a", "b", "x"]}
    rep = evaluate_retrieval(qrels, stage2, [100, 2], stage1_run=stage1)
    agg = rep["aggregate"]
    assert agg["ceiling@100"] == pytest.approx(1 / 3)  # z never retrieved at stage 1
    assert agg["stage1"]["NDCG@2"] == 0.0 and agg["NDCG@2"] > 0
    assert agg["rerank_gain@2"] == pytest.approx(agg["NDCG@2"])


def test_duplicate_docs_in_ranked_list_keep_first_rank():
    assert normalise_run({"q": ["a", "b", "a"]}) == {"q": {"a": 3.0, "b": 2.0}}


def test_trec_files_roundtrip(tmp_path):
    (tmp_path / "qrels").write_text("q1 0 d1 1\nq1 0 d2 0\n\n")
    write_run({"q1": ["d2", "d1"]}, tmp_path / "run")
    assert read_qrels(tmp_path / "qrels") == {"q1": {"d1": 1, "d2": 0}}
    assert read_run(tmp_path / "run") == {"q1": {"d2": 2.0, "d1": 1.0}}
    rep = evaluate_retrieval(read_qrels(tmp_path / "qrels"), read_run(tmp_path / "run"), [1])
    assert rep["aggregate"]["P@1"] == 0.0


@pytest.mark.parametrize(
    "content, message",
    [
        ("q1 Q0 d1 1\n", "expected 'qid Q0 docid rank score tag'"),
        ("q1 Q0 d1 1 abc t\n", "not a number"),
        ("q1 Q0 d1 1 nan t\n", "not finite"),
        ("q1 Q0 d1 1 2 t\nq1 Q0 d1 2 1 t\n", "appears twice"),
    ],
)
def test_malformed_run_files(tmp_path, content, message):
    (tmp_path / "run").write_text(content)
    with pytest.raises(RetrievalInputError, match=message):
        read_run(tmp_path / "run")


def test_malformed_qrels_and_json(tmp_path):
    (tmp_path / "qrels").write_text("q1 0 d1 high\n")
    with pytest.raises(RetrievalInputError, match="not an integer"):
        read_qrels(tmp_path / "qrels")
    (tmp_path / "q.json").write_text("[1, 2]")
    with pytest.raises(RetrievalInputError, match="expected an object"):
        read_qrels(tmp_path / "q.json")
    with pytest.raises(RetrievalInputError, match="no such file"):
        read_run(tmp_path / "absent.run")


def test_large_run_is_fast_enough_to_be_practical():
    qrels = {f"q{i}": {f"d{i}": 1} for i in range(2000)}
    run = {f"q{i}": [f"d{j}" for j in range(i, i + 100)] for i in range(2000)}
    rep = evaluate_retrieval(qrels, run, [100, 8])
    assert rep["aggregate"]["recall@100"] == 1.0 and rep["aggregate"]["P@8"] == pytest.approx(1 / 8)


def test_unit_ranking_collapses_pages():
    chunks = [Chunk(id=f"c{i}", text="t", doc_id=d, page=p) for i, (d, p) in enumerate([("A", 2), ("A", 2), ("B", None), ("A", 3)])]
    assert unit_ranking(chunks) == ["A:p2", "B", "A:p3"]


def test_bad_k():
    with pytest.raises(ValueError):
        evaluate_retrieval(QRELS, {}, [0])


def test_json_inputs_reject_nan_and_fractional_relevance(tmp_path):
    (tmp_path / "run.json").write_text('{"q1": {"d1": NaN}}')
    with pytest.raises(RetrievalInputError, match="finite"):
        read_run(tmp_path / "run.json")
    (tmp_path / "qrels.json").write_text('{"q1": {"d1": 1.7}}')
    with pytest.raises(RetrievalInputError, match="integer"):
        read_qrels(tmp_path / "qrels.json")
    (tmp_path / "run2.json").write_text('{"q1": ["d2", "d1"]}')
    assert read_run(tmp_path / "run2.json") == {"q1": {"d2": 2.0, "d1": 1.0}}
