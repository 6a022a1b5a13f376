"""Ingestion on Ray: files are read and chunked by the driver (exactly as in one process), the
chunk texts are embedded by a pool of Ray actors (Ray Data ``map_batches``; each actor loads the
embedding model once), and the driver writes each file's chunks and vectors into the LanceDB index
and its manifest entry as soon as the file's last vector is back.

Only the driver writes the index, so the manifest and LanceDB's commits have one writer and
ingestion keeps its crash guarantee (a file is in the manifest only once its chunks are stored).
Workers never open the index: texts go to them and vectors come back through Ray's object
store, so on a cluster only the driver needs the index directory. Other machines that read the
index (``tinyrag retrieve``, a web server) open the same directory on a shared filesystem (NFS,
a mounted volume); an object-store URI (``s3://``) is not supported yet because the manifest is a
local JSON file next to the LanceDB table.

Why not the two Ray integrations the extra used to install:

* ``llama-index-ingestion-ray`` runs LlamaIndex ``TransformComponent``s on serialised nodes and
  hands the result to a LlamaIndex vector store. Our index is not one (``index.py`` says why); the
  text we embed is ``embedding_input`` (title + chunk), not a node's content with its metadata;
  and its pipeline collects every node on the driver before anything is stored, which loses
  ingestion's per-file commit (a crash would redo the whole corpus).
* ``lance-ray`` writes a Ray Dataset into a Lance dataset from the workers and commits once at
  the end: the same loss of the per-file commit and manifest, for a write that is not the
  bottleneck (a chunk's vector is 1.5 KB; ``benchmarks/scale.py`` measures the write's share).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from ..config import Settings
from ..embedding import embedding_dim, encode
from ..ingest import EmbeddedGroup, Groups
from ..models import get_embedder
from .ray_runtime import RayOptions, actor_pool, ray_session, worker_errors

BATCHES_PER_CALL = 16
"""Embedding batches (``models.embedding_batch_size`` texts each, 8 by default) per call of a worker."""


class EmbedWorker:
    """A Ray Data actor holding the embedding model (loaded once, in the constructor)."""

    def __init__(self, settings: Settings):
        self.settings = settings
        get_embedder(settings)

    def __call__(self, batch: dict[str, Any]) -> dict[str, Any]:
        vectors = encode([str(t) for t in batch["text"]], self.settings)
        return {"group": batch["group"], "pos": batch["pos"], "vector": vectors}


class RayEmbedder:
    """An ``ingest`` embedder (see :data:`tinyrag_eval.ingest.Embedder`) on a Ray actor pool.

    It reads every group (so every file is read and chunked) before the pool starts, then
    yields each file as soon as all of its vectors are back, in completion order."""

    def __init__(self, settings: Settings, options: RayOptions):
        self.settings = settings
        self.options = options

    def __call__(self, groups: Groups, on_batch: Callable[[int], None]) -> Iterator[tuple[Any, EmbeddedGroup]]:
        todo = list(groups)
        dim = embedding_dim(self.settings)
        vectors = [np.zeros((len(texts), dim), dtype=np.float32) for _, texts in todo]
        left = [len(texts) for _, texts in todo]
        t_last = time.perf_counter()
        for g, (key, _) in enumerate(todo):
            if not left[g]:
                yield key, EmbeddedGroup(vectors[g])
        rows = [{"group": g, "pos": j, "text": t} for g, (_, texts) in enumerate(todo) for j, t in enumerate(texts)]
        if not rows:
            return
        batch = self.settings.models.embedding_batch_size * BATCHES_PER_CALL
        with ray_session(self.options) as ray, worker_errors():
            ds = ray.data.from_items(rows).map_batches(
                EmbedWorker, fn_constructor_kwargs={"settings": self.settings}, batch_size=batch,
                **actor_pool(ray, self.options))
            for out in ds.iter_batches(batch_size=None, batch_format="numpy"):
                done: set[int] = set()
                for g, j, v in zip(out["group"], out["pos"], out["vector"], strict=True):
                    vectors[int(g)][int(j)] = v
                    left[int(g)] -= 1
                    done.add(int(g))
                on_batch(len(out["group"]))
                for g in sorted(done):
                    if not left[g]:
                        now = time.perf_counter()
                        yield todo[g][0], EmbeddedGroup(vectors[g], None, now - t_last)
                        t_last = time.perf_counter()  # the driver's write is not embedding time
