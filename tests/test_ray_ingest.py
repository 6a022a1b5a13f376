"""`tinyrag ingest --engine ray`: the same chunks and (to float tolerance) the same vectors as the
single process, on the bundled sample corpus; the per-file guarantees hold with any embedder."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

from tinyrag_eval.config import Settings
from tinyrag_eval.index import VectorIndex
from tinyrag_eval.ingest import EmbeddedGroup, ingest, local_embedder
from tinyrag_eval.sample import sample_corpus_dir

ray = pytest.importorskip("ray", reason="the ray extra is not installed (pip install 'tinyrag-eval[ray]')")
pytestmark = pytest.mark.models


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


def test_ray_index_equals_single_process_index(tmp_path, sample_index, local_ray):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    index = tmp_path / "ray_index"
    res = CliRunner().invoke(app, ["ingest", str(sample_corpus_dir()), "--index", str(index), "--json",
                                   "--engine", "ray", "--workers", "2"])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    assert summary["counts"] == {"ingested": 4}
    single_chunks, single_vectors = VectorIndex.open(sample_index).chunks_with_vectors()
    ray_chunks, ray_vectors = VectorIndex.open(index).chunks_with_vectors()
    assert summary["total_chunks"] == len(single_chunks) > 0
    assert [c.model_dump() for c in ray_chunks] == [c.model_dump() for c in single_chunks]
    # the texts are embedded in other batches on other workers: equal up to float noise
    np.testing.assert_allclose(ray_vectors, single_vectors, atol=1e-5)
    single_files = VectorIndex.open(sample_index).manifest["files"]
    ray_files = VectorIndex.open(index).manifest["files"]
    assert {k: (v["sha256"], v["doc_id"], v["chunks"], v["pages"]) for k, v in ray_files.items()} == \
           {k: (v["sha256"], v["doc_id"], v["chunks"], v["pages"]) for k, v in single_files.items()}
    # a re-run on Ray finds every file unchanged and starts no worker
    res = CliRunner().invoke(app, ["ingest", str(sample_corpus_dir()), "--index", str(index), "--json",
                                   "--engine", "ray"])
    assert res.exit_code == 0 and json.loads(res.stdout)["counts"] == {"unchanged": 4}


def test_any_embedder_keeps_file_order_and_fails_one_file_alone(tmp_path):
    """An embedder that answers in reverse order and fails one file (as a pool may): the report
    lists files in path order, the failed file is skipped with its reason and stored nowhere,
    and the others are stored and in the manifest."""
    docs = tmp_path / "docs"
    shutil.copytree(sample_corpus_dir(), docs)
    settings = Settings()
    local = local_embedder(settings)

    def reversed_failing(groups, on_batch):
        results = list(local(groups, on_batch))
        for key, group in reversed(results):
            if key.path.name.startswith("credit_policy"):
                yield key, EmbeddedGroup(None, RuntimeError("worker lost"))
            else:
                yield key, group

    index = tmp_path / "index"
    rep = ingest([docs], index, settings, embedder=reversed_failing)
    names = [f.path.split("/")[-1] for f in rep.files]
    assert names == sorted(names)
    status = {f.path.split("/")[-1].split(".")[0]: (f.status, f.reason) for f in rep.files}
    assert status.pop("credit_policy") == ("skipped", "failed while embedding/storing: RuntimeError: worker lost")
    assert {s for s, _ in status.values()} == {"ingested"}
    stored = VectorIndex.open(index)
    assert "credit_policy" not in {c.doc_id for c in stored.iter_chunks()}
    assert sorted(v["doc_id"] for v in stored.manifest["files"].values()) == sorted(status)
    # the next run embeds only the failed file
    rep = ingest([docs], index, settings)
    assert sorted(f.status for f in rep.files) == ["ingested", "unchanged", "unchanged", "unchanged"]
