"""Dense search in memory (the default up to retrieval.dense_in_memory_max_chunks) returns what
LanceDB's exact scan on disk returns, and never serves a stale matrix after a write."""

from __future__ import annotations

import numpy as np
import pytest

from tinyrag_eval.index import VectorIndex
from tinyrag_eval.schema import Chunk


def _index(tmp_path, n=300, dim=16, seed=3):
    rng = np.random.default_rng(seed)
    vecs = rng.standard_normal((n, dim)).astype(np.float32)
    index = VectorIndex.open_or_create(tmp_path / "idx", embedding_model="synthetic", dim=dim, chunking={})
    chunks = [Chunk(id=f"d{i % 7}#p0#{i}", text=f"chunk {i}", doc_id=f"d{i % 7}", metadata={"i": i}) for i in range(n)]
    index.add(chunks, vecs)
    return index, rng


@pytest.mark.parametrize("k", [1, 10, 100, 1000])
def test_in_memory_search_equals_the_lancedb_scan(tmp_path, k):
    index, rng = _index(tmp_path)
    for _ in range(5):
        q = rng.standard_normal(16).astype(np.float32) * 3.0  # not unit length: cosine must normalise
        mem = index.search(q, k)
        disk = index.search(q, k, memory_max_chunks=0)
        assert len(mem) == min(k, 300) == len(disk)
        assert [c.id for c, _ in mem] == [c.id for c, _ in disk]
        assert np.allclose([s for _, s in mem], [s for _, s in disk], atol=1e-5)
        assert mem[0][0].metadata == disk[0][0].metadata and mem[0][0].text == disk[0][0].text
        scores = [s for _, s in mem]
        assert scores == sorted(scores, reverse=True)


def test_a_write_is_seen_by_the_next_in_memory_search(tmp_path):
    index, rng = _index(tmp_path)
    q = rng.standard_normal(16).astype(np.float32)
    first = index.search(q, 5)
    index.add([Chunk(id="new#p0#0", text="the new one", doc_id="new")], q[None, :] * 2)
    hits = index.search(q, 5)
    assert hits[0][0].id == "new#p0#0" and hits[0][1] == pytest.approx(1.0, abs=1e-5)
    assert [c.id for c, _ in hits[1:]] == [c.id for c, _ in first[:4]]
    reopened = VectorIndex.open(tmp_path / "idx")  # another open copy sees the same version
    assert [c.id for c, _ in reopened.search(q, 5)] == [c.id for c, _ in hits]
    index.delete_doc("new")
    assert [c.id for c, _ in index.search(q, 5)] == [c.id for c, _ in first]


def test_zero_query_and_empty_index(tmp_path):
    index, _ = _index(tmp_path)
    hits = index.search(np.zeros(16, dtype=np.float32), 3)
    assert len(hits) == 3 and all(np.isfinite(s) for _, s in hits)
    empty = VectorIndex.open_or_create(tmp_path / "empty", embedding_model="synthetic", dim=16, chunking={})
    assert empty.search(np.ones(16, dtype=np.float32), 5) == []


def test_a_query_of_the_wrong_size_or_with_nan_is_a_clear_error(tmp_path):
    index, _ = _index(tmp_path)
    for bad in (np.ones(15, dtype=np.float32), np.full(16, np.nan, dtype=np.float32)):
        for limit in (2_000_000, 0):  # in memory and on disk
            with pytest.raises(ValueError, match="query vector must be 16 finite numbers"):
                index.search(bad, 5, memory_max_chunks=limit)
