"""End to end with the real offline models (bundled LLM, embeddings, NLI): one topic, one attempt."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tinyrag_eval.cli import app

runner = CliRunner()


@pytest.mark.models
def test_memo_workflow_real_models(sample_index, tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    res = runner.invoke(app, ["memo", "Capital position of Northwind Harbour Bank at the end of 2025",
                              "--index", str(sample_index), "--out", str(tmp_path / "out"),
                              "--max-attempts", "1", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    # only the shipped calibrators in this fresh folder: a light per criterion, no guarantee, never finalized
    assert out["status"] == "escalated"
    assert out["calibrator_version"] == "shipped: grounded=grounded-shipped-8; relevant=relevant-shipped-8"
    first = out["decision"]["reasons"][0]
    assert first.startswith(("fails ", "uncertain on ", "passes every criterion, but no guarantee")), first
    from tinyrag_eval.store import Store

    store = Store.open(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}")
    att = store.attempts(out["run_id"])[0]
    assert att.memo.sentences and att.retrieval and att.retrieval.context
    assert att.memo.llm  # the bundled LLM's name, or extractive-fallback with the reason recorded
    if att.memo.llm == "extractive-fallback":
        assert any("unusable" in n for n in att.memo.notes)
    assert {"nli_groundedness", "numeric_consistency"} <= set(att.evaluation.metrics)
    assert att.evaluation.judge is not None
    # approve it in the queue: exported
    res = runner.invoke(app, ["queue", "approve", out["review_id"], "--reviewer", "alice", "--json"])
    assert res.exit_code == 0, res.output
    done = json.loads(res.stdout)
    assert done["status"] == "finalized" and done["markdown_path"].endswith(".md")
