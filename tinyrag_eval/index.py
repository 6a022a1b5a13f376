"""The persistent, embedded vector index: one LanceDB table plus a manifest of ingested files.

Why LanceDB used directly rather than through llama-index-vector-stores-lancedb: that
integration (0.6) turns distances into ``exp(-L2)`` scores instead of cosine, raises a
``Warning`` exception on an empty result, and infers the metadata column's struct type from the
first batch (a later document with other metadata keys then fails to insert). We keep a fixed
schema and expose the table to LlamaIndex through :class:`tinyrag_eval.retrieval.DenseRetriever`.
LanceDB itself is embedded (a directory), persistent and opens in milliseconds; dense search
holds the vectors in memory up to ``retrieval.dense_in_memory_max_chunks`` (exact, measured by
``benchmarks/findver_index.py``) and scans the LanceDB table beyond.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from .errors import TinyragError
from .lru import LRU
from .schema import Chunk

TABLE = "chunks"
MANIFEST = "manifest.json"
MANIFEST_VERSION = 1
MEMORY_SEARCH_MAX_CHUNKS = 2_000_000
"""Default largest index searched in memory (``retrieval.dense_in_memory_max_chunks``): 2M 384-d
float32 vectors are 2.9 GB; a larger index is scanned by LanceDB on disk."""

_ROW_COLUMNS = ["id", "doc_id", "page", "text", "metadata"]
_IN_MEMORY: LRU[tuple[str, int], tuple[np.ndarray, Any]] = LRU(2)
"""Normalised vectors and the row columns (one contiguous Arrow table) of the indexes searched in
memory, per (path, table version): a write makes a new version, so stale data is never used."""


class VectorIndexError(TinyragError, RuntimeError):
    """The index directory is missing, from another embedding model, or damaged."""


def _schema(dim: int) -> Any:
    import pyarrow as pa

    return pa.schema(
        [
            pa.field("id", pa.string()),
            pa.field("doc_id", pa.string()),
            pa.field("page", pa.int32()),
            pa.field("text", pa.string()),
            pa.field("metadata", pa.string()),
            pa.field("vector", pa.list_(pa.float32(), dim)),
        ]
    )


def _atomic_write(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)


class VectorIndex:
    """Chunks with their vectors in ``<dir>/chunks.lance`` and a manifest in ``<dir>/manifest.json``."""

    def __init__(self, path: Path, manifest: dict[str, Any]):
        import lancedb

        self.path = path
        self.manifest = manifest
        self._db = lancedb.connect(str(path))
        names = set(self._db.list_tables().tables) if hasattr(self._db.list_tables(), "tables") else set(self._db.table_names())
        self._table = self._db.open_table(TABLE) if TABLE in names else None

    # ---- lifecycle -----------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path) -> VectorIndex:
        manifest_file = path / MANIFEST
        if not manifest_file.is_file():
            raise VectorIndexError(f"no index at {path} (run `tinyrag ingest FILES --index {path}` first)")
        try:
            manifest = json.loads(manifest_file.read_text())
        except json.JSONDecodeError as exc:
            raise VectorIndexError(f"{manifest_file} is damaged: {exc}") from exc
        return cls(path, manifest)

    @classmethod
    def open_or_create(cls, path: Path, *, embedding_model: str, dim: int, chunking: dict[str, Any]) -> VectorIndex:
        if (path / MANIFEST).is_file():
            index = cls.open(path)
            index.check_compatible(embedding_model, dim)
            return index
        path.mkdir(parents=True, exist_ok=True)
        manifest = {
            "version": MANIFEST_VERSION,
            "embedding_model": embedding_model,
            "dim": dim,
            "chunking": chunking,
            "created_at": datetime.now(UTC).isoformat(),
            "files": {},
        }
        _atomic_write(path / MANIFEST, json.dumps(manifest, indent=2))
        return cls(path, manifest)

    @property
    def embeds_title(self) -> bool:
        """Whether chunks were embedded (and BM25-indexed) after their document title
        (``chunking.embed_title`` when the index was built)."""
        return bool(self.manifest.get("chunking", {}).get("embed_title", False))

    def check_compatible(self, embedding_model: str, dim: int) -> None:
        if self.manifest.get("dim") != dim or self.manifest.get("embedding_model") != embedding_model:
            raise VectorIndexError(
                f"index {self.path} was built with embedding model {self.manifest.get('embedding_model')!r} "
                f"(dim {self.manifest.get('dim')}); the configured model is {embedding_model!r} (dim {dim}). "
                "Use a new --index directory or configure the original model."
            )

    def save_manifest(self) -> None:
        self.manifest["updated_at"] = datetime.now(UTC).isoformat()
        _atomic_write(self.path / MANIFEST, json.dumps(self.manifest, indent=2))

    # ---- writes --------------------------------------------------------------------------

    def add(self, chunks: list[Chunk], vectors: np.ndarray) -> None:
        if not chunks:
            return
        if vectors.shape != (len(chunks), self.manifest["dim"]):
            raise ValueError(f"vectors shape {vectors.shape} does not match {len(chunks)} chunks x dim {self.manifest['dim']}")
        import pyarrow as pa

        schema = _schema(self.manifest["dim"])
        flat = pa.array(vectors.astype(np.float32).ravel(), type=pa.float32())
        data = pa.Table.from_arrays(
            [
                pa.array([c.id for c in chunks]),
                pa.array([c.doc_id for c in chunks]),
                pa.array([c.page or 0 for c in chunks], type=pa.int32()),
                pa.array([c.text for c in chunks]),
                pa.array([json.dumps(c.metadata) for c in chunks]),
                pa.FixedSizeListArray.from_arrays(flat, self.manifest["dim"]),
            ],
            schema=schema,
        )
        if self._table is None:
            self._table = self._db.create_table(TABLE, data=data, schema=schema)
        else:
            self._table.add(data)

    def delete_doc(self, doc_id: str) -> None:
        if self._table is not None:
            self._table.delete(f"doc_id = '{doc_id.replace(chr(39), chr(39) * 2)}'")

    # ---- reads ---------------------------------------------------------------------------

    def count(self) -> int:
        return 0 if self._table is None else int(self._table.count_rows())

    @staticmethod
    def _row_to_chunk(row: dict[str, Any]) -> Chunk:
        return Chunk(
            id=row["id"], text=row["text"], doc_id=row["doc_id"], page=row["page"] or None,
            metadata=json.loads(row["metadata"] or "{}"),
        )

    def search(self, vector: np.ndarray, k: int, *,
               memory_max_chunks: int = MEMORY_SEARCH_MAX_CHUNKS) -> list[tuple[Chunk, float]]:
        """Top-``k`` chunks by cosine similarity, exact. An index of at most
        ``memory_max_chunks`` chunks is searched in memory (its vectors loaded once per table
        version and shared by every open copy in this process); a larger one, or
        ``memory_max_chunks = 0``, is scanned by LanceDB on disk."""
        if self._table is None or k <= 0:
            return []
        query = np.asarray(vector, dtype=np.float32).ravel()
        if query.shape != (self.manifest["dim"],) or not np.isfinite(query).all():
            raise ValueError(f"query vector must be {self.manifest['dim']} finite numbers (this index's "
                             f"dimension), got {query.shape[0]} value(s)"
                             + ("" if np.isfinite(query).all() else " with NaN or infinity"))
        if memory_max_chunks > 0:
            ds = self._table.to_lance()
            if 0 < ds.count_rows() <= memory_max_chunks:
                return self._search_in_memory(ds, query, k)
        rows = (
            self._table.search(query, vector_column_name="vector")
            .distance_type("cosine")
            .select(["id", "doc_id", "page", "text", "metadata", "_distance"])
            .limit(k)
            .to_list()
        )
        return [(self._row_to_chunk(r), 1.0 - float(r["_distance"])) for r in rows]

    def _search_in_memory(self, ds: Any, query: np.ndarray, k: int) -> list[tuple[Chunk, float]]:
        # Why not LanceDB here: without an ANN index it scans the vectors from disk on every
        # query (230-300 ms at 75-100k chunks on 2 cores, benchmarks/findver_index.py), and its
        # ANN indexes trade recall for speed; one float32 matrix product over the vectors held
        # in memory is exact and an order of magnitude faster at this size.
        # The rows are held too (about as large as the vectors: 80 MB at 75k chunks): taking the
        # top-k rows from a contiguous in-memory Arrow table costs ~0.3 ms, from Lance on disk ~14.
        key = (str(self.path.resolve()), int(ds.version))
        cached = _IN_MEMORY.get(key)
        if cached is None:
            table = ds.to_table(columns=[*_ROW_COLUMNS, "vector"]).combine_chunks()
            col = table.column("vector").combine_chunks()
            matrix = col.values.to_numpy(zero_copy_only=False).astype(np.float32).reshape(len(col), -1)
            norms = np.linalg.norm(matrix, axis=1, keepdims=True)
            matrix = matrix / np.where(norms > 0, norms, 1.0)
            cached = (matrix, table.select(_ROW_COLUMNS))
            _IN_MEMORY.put(key, cached)
        matrix, table = cached
        qn = float(np.linalg.norm(query))
        scores = matrix @ (query / qn if qn > 0 else query)
        k = min(k, len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.lexsort((top, -scores[top]))]  # best first; ties by row, so results are stable
        rows = table.take(top).to_pylist()
        return [(self._row_to_chunk(row), float(scores[i])) for row, i in zip(rows, top, strict=True)]

    def iter_chunks(self, batch_size: int = 10_000) -> list[Chunk]:
        """Every chunk (for BM25 and corpus-level work); text and metadata, no vectors."""
        if self._table is None:
            return []
        table = self._table.to_lance().to_table(columns=["id", "doc_id", "page", "text", "metadata"])
        return [self._row_to_chunk(r) for r in table.to_pylist()]

    def chunks_with_vectors(self) -> tuple[list[Chunk], np.ndarray]:
        """Every chunk with its stored vector (rows aligned; ``(n, dim)`` float32), in id order."""
        if self._table is None:
            return [], np.zeros((0, int(self.manifest.get("dim", 0))), dtype=np.float32)
        table = self._table.to_lance().to_table(columns=["id", "doc_id", "page", "text", "metadata", "vector"])
        rows = sorted(table.to_pylist(), key=lambda r: r["id"])
        vectors = np.asarray([r["vector"] for r in rows], dtype=np.float32).reshape(len(rows), -1)
        return [self._row_to_chunk(r) for r in rows], vectors

    def get(self, chunk_ids: list[str]) -> list[Chunk]:
        if self._table is None or not chunk_ids:
            return []
        quoted = ", ".join("'" + c.replace("'", "''") + "'" for c in chunk_ids)
        rows = self._table.search().where(f"id IN ({quoted})").select(["id", "doc_id", "page", "text", "metadata"]).limit(len(chunk_ids)).to_list()
        by_id = {r["id"]: self._row_to_chunk(r) for r in rows}
        return [by_id[c] for c in chunk_ids if c in by_id]
