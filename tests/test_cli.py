import json

import pytest
from typer.testing import CliRunner

from tinyrag_eval.cli import app

runner = CliRunner()


def test_help_everywhere():
    for args in ([], ["ingest"], ["retrieve"], ["eval", "retrieval"], ["train", "reranker"], ["demo"], ["models"]):
        res = runner.invoke(app, [*args, "--help"])
        assert res.exit_code == 0, (args, res.output)
        assert "Usage" in res.output


def test_eval_retrieval_json(tmp_path):
    (tmp_path / "qrels").write_text("q1 0 d1 1\nq1 0 d2 2\nq2 0 d3 1\n")
    (tmp_path / "s1.run").write_text("q1 Q0 d9 1 3 s\nq1 Q0 d2 2 2 s\nq1 Q0 d1 3 1 s\n")
    (tmp_path / "s2.run").write_text("q1 Q0 d2 1 9 s\nq1 Q0 d1 2 8 s\n")
    res = runner.invoke(app, ["eval", "retrieval", "--qrels", str(tmp_path / "qrels"), "--run", str(tmp_path / "s2.run"),
                              "--stage1-run", str(tmp_path / "s1.run"), "--k", "100", "--k", "8", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert set(data) >= {"aggregate", "per_query"}
    for key in ("P@100", "recall@100", "F1@100", "MAP@8", "NDCG@8", "ceiling@100", "rerank_gain@8"):
        assert key in data["aggregate"]
    assert data["per_query"]["q2"]["missing_from_run"] is True


def test_eval_retrieval_bad_file_is_one_clear_line(tmp_path):
    (tmp_path / "qrels").write_text("q1 0 d1 1\n")
    (tmp_path / "run").write_text("garbage line\n")
    res = runner.invoke(app, ["eval", "retrieval", "--qrels", str(tmp_path / "qrels"), "--run", str(tmp_path / "run")])
    assert res.exit_code == 2 and "error:" in res.output and "Traceback" not in res.output


def test_markup_like_text_and_bad_config_do_not_crash(tmp_path):
    (tmp_path / "qrels").write_text("q1 0 d1 1\n")
    (tmp_path / "run[x]").write_text("[/INST] broken\n")
    res = runner.invoke(app, ["eval", "retrieval", "--qrels", str(tmp_path / "qrels"), "--run", str(tmp_path / "run[x]")])
    assert res.exit_code == 2 and "[/INST]" in res.output
    (tmp_path / "tinyrag.toml").write_text("[retrieval\nk1 = ")
    res = runner.invoke(app, ["config"])
    assert res.exit_code == 2 and "invalid settings" in res.output


def test_config_json():
    res = runner.invoke(app, ["config"])
    assert res.exit_code == 0 and json.loads(res.stdout)["retrieval"]["k1"] == 100


@pytest.mark.models
def test_ingest_and_retrieve_json(tmp_path):
    from tinyrag_eval.sample import sample_corpus_dir

    idx = tmp_path / "idx"
    res = runner.invoke(app, ["ingest", str(sample_corpus_dir() / "credit_policy.md"), str(tmp_path / "missing.pdf"), "--index", str(idx), "--json"])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["counts"] == {"skipped": 1, "ingested": 1} and summary["chunks_added"] > 0
    res = runner.invoke(app, ["retrieve", "Who approves exposures above 15 million?", "--index", str(idx), "--k1", "5", "--k2", "2", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert len(out["context"]) == 2 and out["context"][0]["chunk"]["doc_id"] == "credit_policy"
    queries = tmp_path / "q.jsonl"
    queries.write_text('{"id": "a", "query": "approval authorities"}\n{"id": "b", "query": "watch list"}\n')
    res = runner.invoke(app, ["retrieve", "--queries", str(queries), "--index", str(idx), "--k1", "4", "--k2", "2", "--trec-out", str(tmp_path / "runs")])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "runs" / "stage1.run").read_text().startswith("a Q0 credit_policy")
    res = runner.invoke(app, ["retrieve", "x", "--index", str(tmp_path / "nowhere")])
    assert res.exit_code == 2 and "tinyrag ingest" in " ".join(res.output.split())  # Rich wraps lines


@pytest.mark.models
def test_retrieve_turns_the_reranker_on_and_fuses(tmp_path):
    """--rerank runs the cross-encoder stage (off by default), --rerank-fusion fuses its order with
    stage 1's; an out-of-range weight is refused before anything runs."""
    from tinyrag_eval.sample import sample_corpus_dir

    idx = tmp_path / "idx"
    assert runner.invoke(app, ["ingest", str(sample_corpus_dir() / "credit_policy.md"), "--index", str(idx)]).exit_code == 0
    q = ["retrieve", "Who approves exposures above 15 million?", "--index", str(idx), "--k1", "6", "--k2", "3", "--json"]
    plain = json.loads(runner.invoke(app, q).stdout)
    assert plain["reranker"] is None and all(c["rerank_score"] is None for c in plain["context"])
    res = runner.invoke(app, [*q, "--rerank"])
    assert res.exit_code == 0, res.output
    reranked = json.loads(res.stdout)
    assert reranked["reranker"] and all(0 <= c["rerank_score"] <= 1 for c in reranked["context"])
    fused = json.loads(runner.invoke(app, [*q, "--rerank", "--rerank-fusion", "0.0"]).stdout)
    # weight 0: the fused order is stage 1's order
    assert [c["chunk"]["id"] for c in fused["context"]] == [c["chunk"]["id"] for c in plain["context"]]
    res = runner.invoke(app, [*q, "--rerank", "--rerank-fusion", "1.5"])
    assert res.exit_code == 2 and "less than or equal to 1" in " ".join(res.output.split())  # Rich wraps lines
    res = runner.invoke(app, [*q, "--rerank-fusion", "0.5"])  # nothing to fuse without the reranker
    assert res.exit_code == 2 and "add --rerank" in " ".join(res.output.split())


@pytest.mark.models
def test_demo_runs_offline(tmp_path):
    res = runner.invoke(app, ["demo", "--index", str(tmp_path / "demo"), "--no-workflow", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["ingest"]["counts"] == {"ingested": 4}
    assert len(data["answers"]) == 5 and all(a["context"] for a in data["answers"])
    assert 0.0 <= data["metrics"]["NDCG@8"] <= 1.0
    memo = data["memo"]
    assert memo["contexts"] and set(memo["metrics"]) >= {"groundedness_similarity", "numeric_consistency"}
    # the sample memo's wrong figure (profit rose by £16.2m, not £18.4m) is caught
    # (fact verification computes the change the context gives instead: 191.1 - 174.9 = 16.2)
    assert any("18.4" in f["sentence"] and f["why"].startswith("contradicted: ") and "= 16.2" in f["why"]
               for f in memo["flagged"])
    least = memo["metrics"]["groundedness_similarity"]["details"]["least_grounded"]["sentence"]
    assert "German" in least
    # and the sentence no filing supports is flagged by the bundled NLI model
    assert any("German" in f["sentence"] and "NLI" in f["why"] for f in memo["flagged"])
    # repaired offline: the wrong figure replaced by the context's, the unsupported sentence dropped
    repair = memo["repair"]
    assert repair["applicable"], repair["reason"]
    assert "Profit before tax increased by £16.2 million to £191.1 million." in repair["text"]
    assert "German" not in repair["text"] and repair["flagged_sentences_after"] == 0
    # the grounded criterion on the real models: a vacuous memo fails on its evidence whatever the
    # calibrator's P; an extractive memo passes its checks (green, no guarantee); the repair lifts
    # the wrong-figure memo's P and leaves no flagged sentence
    g = memo["grounded"]
    assert g["vacuous"]["evidence"] == "fails" and g["vacuous"]["light"] == "red"
    assert g["extractive"]["evidence"] == "passes" and g["extractive"]["light"] == "green"
    assert g["sample memo"]["light"] == "red" and g["sample memo"]["flagged_sentences"] == 2
    assert g["repaired offline"]["flagged_sentences"] == 0
    assert g["repaired offline"]["probability"] > g["sample memo"]["probability"]
    # sentences copied from the report with one wrong figure: the figure is flagged, repair puts the
    # report's value back, and the repaired memo passes its checks on its evidence
    wrong, fixed = g["copied, one wrong figure"], g["copied, after offline repair"]
    assert wrong["flagged_sentences"] == 1 and wrong["evidence"] is None and wrong["light"] != "green"
    assert fixed["repairs"] == ["replace_figure: £18.4 million -> £16.2 million"]
    assert "£16.2 million" in fixed["text"] and fixed["flagged_sentences"] == 0
    assert fixed["evidence"] == "passes" and fixed["light"] == "green"
