import json
import shutil

import numpy as np
import pytest

from tinyrag_eval.config import Settings
from tinyrag_eval.index import VectorIndex, VectorIndexError
from tinyrag_eval.ingest import ingest
from tinyrag_eval.retrieval import TwoStageRetriever, open_retriever
from tinyrag_eval.sample import sample_corpus_dir

pytestmark = pytest.mark.models


def test_reingest_unchanged_adds_nothing(sample_index):
    before = VectorIndex.open(sample_index).count()
    rep = ingest([sample_corpus_dir()], sample_index, Settings())
    assert rep.counts() == {"unchanged": 4} and rep.chunks_added == 0
    assert VectorIndex.open(sample_index).count() == before


def test_changed_duplicate_and_bad_files(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "note.md").write_text("# Note\nThe covered bond matures in March 2027.")
    shutil.copy(sample_corpus_dir() / "credit_policy.md", docs / "policy.md")
    shutil.copy(sample_corpus_dir() / "credit_policy.md", docs / "policy_copy.md")
    (docs / "empty.txt").write_text("")
    (docs / "broken.pdf").write_bytes(b"%PDF-1.7 garbage")
    index = tmp_path / "index"
    rep = ingest([docs], index, Settings())
    status = {f.path.split("/")[-1]: f.status for f in rep.files}
    assert status == {"broken.pdf": "skipped", "empty.txt": "skipped", "note.md": "ingested",
                      "policy.md": "ingested", "policy_copy.md": "duplicate"}
    n = VectorIndex.open(index).count()
    (docs / "note.md").write_text("# Note\nThe covered bond matures in March 2028. It will be refinanced.")
    rep = ingest([docs / "note.md"], index, Settings())
    assert rep.files[0].status == "replaced"
    chunks = VectorIndex.open(index).iter_chunks()
    assert len(chunks) == n and any("2028" in c.text for c in chunks) and not any("2027" in c.text for c in chunks if c.doc_id == "note")


def test_two_stage_result_keeps_both_lists(sample_index):
    r = open_retriever(sample_index, Settings(), k1=10, k2=3, stage1="dense", rerank=True)  # both stages, whatever the defaults
    res = r.retrieve("What was the CET1 ratio at the end of 2025?")
    assert 3 <= len(res.candidates) <= 10 and len(res.context) == 3
    assert [c.rank for c in res.context] == [1, 2, 3]
    assert all(c.rerank_score is not None and c.dense_score is not None for c in res.context)
    dense = [c.dense_score for c in res.candidates]
    assert dense == sorted(dense, reverse=True)
    rerank = [c.rerank_score for c in res.context]
    assert rerank == sorted(rerank, reverse=True)
    assert {c.chunk.id for c in res.context} <= {c.chunk.id for c in res.candidates}
    top_pages = {(c.chunk.doc_id, c.chunk.page) for c in res.context}
    assert ("annual_report_2025", 2) in top_pages
    assert res.reranker and res.stage1 == "dense"


@pytest.mark.parametrize("stage1", ["bm25", "hybrid"])
def test_sparse_and_hybrid_stage1(sample_index, stage1):
    r = open_retriever(sample_index, Settings(), k1=5, k2=2, stage1=stage1, rerank=False)
    res = r.retrieve("loan-to-value limit for commercial real estate investment loans")
    assert res.stage1 == stage1 and len(res.context) == 2 and res.reranker is None
    assert any(c.chunk.doc_id == "credit_policy" for c in res.candidates)


def test_bad_queries_and_parameters(sample_index, tmp_path):
    r = open_retriever(sample_index, Settings())
    with pytest.raises(ValueError, match="empty"):
        r.retrieve("   ")
    huge = "capital " * 20000  # longer than any model window: truncated, not a crash
    assert r.retrieve(huge).context
    with pytest.raises(ValueError, match="must not exceed"):
        TwoStageRetriever(VectorIndex.open(sample_index), Settings(), k1=3, k2=5)
    with pytest.raises(VectorIndexError, match="tinyrag ingest"):
        open_retriever(tmp_path / "no_index", Settings())


def test_index_rejects_another_embedding_model(sample_index, tmp_path):
    copy = tmp_path / "idx"
    shutil.copytree(sample_index, copy)
    manifest = json.loads((copy / "manifest.json").read_text())
    manifest["embedding_model"] = "some-other-model"
    (copy / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(VectorIndexError, match="some-other-model"):
        open_retriever(copy, Settings())


def test_empty_index_returns_empty_result(tmp_path):
    from tinyrag_eval.ingest import open_index_for_writing

    index = open_index_for_writing(tmp_path / "empty", Settings())
    res = TwoStageRetriever(index, Settings()).retrieve("anything")
    assert res.candidates == [] and res.context == []
    assert index.search(np.zeros(index.manifest["dim"], dtype=np.float32), 5) == []


def test_an_index_keeps_the_chunking_it_was_built_with(tmp_path):
    """Files added later are split like the ones already in the index, whatever the settings say
    now (one index, one chunk size); the report says so."""
    index = tmp_path / "index"
    small = Settings(chunking={"chunk_size": 128, "chunk_overlap": 16})
    first = ingest([sample_corpus_dir() / "credit_policy.md"], index, small)
    assert first.notes == []
    big = Settings(chunking={"chunk_size": 512, "chunk_overlap": 64})
    later = ingest([sample_corpus_dir() / "board_risk_minutes_extract.txt"], index, big)
    assert later.chunks_added > 0 and any("chunk_size 128 (settings: 512)" in n for n in later.notes)
    assert "notes" in later.summary()
    fresh = ingest([sample_corpus_dir() / "board_risk_minutes_extract.txt"], tmp_path / "fresh", big)
    assert fresh.notes == [] and later.chunks_added > fresh.chunks_added  # split at 128 tokens, not 512
