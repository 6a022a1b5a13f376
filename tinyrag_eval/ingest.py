"""Ingestion: files -> chunks -> embeddings -> the vector index.

Idempotent: a file whose content (sha256) is already in the index adds nothing; a changed file
replaces its old chunks. An unreadable, encrypted or empty file is reported and skipped while the
rest is ingested. The manifest is written after each file's chunks are stored, so a crash leaves
at most one file to redo (its partial chunks are deleted by doc id on the retry).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from llama_index.core import Document
from pydantic import BaseModel, Field

from . import corpus
from .config import Settings, get_settings
from .embedding import embedding_dim, encode
from .index import VectorIndex
from .models import get_embedder, resolve
from .schema import Chunk


class FileOutcome(BaseModel):
    path: str
    status: Literal["ingested", "replaced", "unchanged", "duplicate", "skipped"]
    doc_id: str | None = None
    chunks: int = 0
    pages: int = 0
    reason: str = ""


class IngestReport(BaseModel):
    index: str
    files: list[FileOutcome] = Field(default_factory=list)
    chunks_added: int = 0
    total_chunks: int = 0
    seconds: float = 0.0
    embed_seconds: float = 0.0

    @property
    def chunks_per_second(self) -> float:
        return self.chunks_added / self.seconds if self.seconds > 0 else 0.0

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for f in self.files:
            out[f.status] = out.get(f.status, 0) + 1
        return out

    def summary(self) -> dict:
        return {
            "index": self.index,
            "counts": self.counts(),
            "chunks_added": self.chunks_added,
            "total_chunks": self.total_chunks,
            "seconds": round(self.seconds, 2),
            "chunks_per_second": round(self.chunks_per_second, 1),
            "skipped": [f.model_dump() for f in self.files if f.status == "skipped"],
        }


class Progress:
    """Callbacks the CLI turns into progress bars; the defaults do nothing."""

    def files_total(self, n: int) -> None: ...
    def file_done(self, outcome: FileOutcome) -> None: ...
    def chunks_total(self, n: int) -> None: ...
    def chunks_embedded(self, n: int) -> None: ...


def _tokenizer_counter(settings: Settings) -> Callable[[str], list]:
    tok = get_embedder(settings).tokenizer
    return lambda text: tok.encode(text, add_special_tokens=False, verbose=False)


def open_index_for_writing(index_dir: Path, settings: Settings) -> VectorIndex:
    return VectorIndex.open_or_create(
        index_dir,
        embedding_model=resolve("embedding", settings).model_id,
        dim=embedding_dim(settings),
        chunking=settings.chunking.model_dump(),
    )


def document_title(chunk: Chunk) -> str:
    """The title a chunk's document is known by: its ``title`` metadata (HTML, Markdown, callers),
    else its file name without suffix, separators as spaces ("3M_2018_10K.pdf" -> "3M 2018 10K");
    "" when neither names it (in-memory text without a title)."""
    title = str(chunk.metadata.get("title") or "").strip()
    if title:
        return " ".join(title.split())
    name = Path(str(chunk.metadata.get("file_name") or ""))
    if name.suffix.lower() in corpus.SUPPORTED_SUFFIXES:
        return " ".join(re.sub(r"[_\-]+", " ", name.stem).split())
    return ""


def embedding_input(chunk: Chunk, embed_title: bool) -> str:
    """The text embedded (and indexed by BM25) for a chunk: its text, after its document title
    when ``embed_title`` (chunking.embed_title) is on and the document has one."""
    title = document_title(chunk) if embed_title else ""
    return f"{title}\n\n{chunk.text}" if title else chunk.text


def _store(index: VectorIndex, docs: list[Document], splitter, settings: Settings, progress: Progress) -> tuple[int, float]:
    chunks = corpus.chunk_documents(docs, splitter)
    progress.chunks_total(len(chunks))
    t0 = time.perf_counter()
    titled = bool(index.manifest.get("chunking", {}).get("embed_title", False))
    vectors = encode([embedding_input(c, titled) for c in chunks], settings, on_batch=progress.chunks_embedded)
    embed_s = time.perf_counter() - t0
    index.add(chunks, vectors)
    return len(chunks), embed_s


def ingest(
    paths: Iterable[Path],
    index_dir: Path,
    settings: Settings | None = None,
    progress: Progress | None = None,
) -> IngestReport:
    settings = settings or get_settings()
    progress = progress or Progress()
    t_start = time.perf_counter()
    files, rejected = corpus.expand_paths([Path(p) for p in paths])
    report = IngestReport(index=str(index_dir))
    for path, reason in rejected:
        outcome = FileOutcome(path=str(path), status="skipped", reason=reason)
        report.files.append(outcome)
        progress.file_done(outcome)
    index = open_index_for_writing(index_dir, settings)
    splitter = corpus.make_splitter(settings.chunking, _tokenizer_counter(settings))
    known: dict[str, dict] = index.manifest["files"]
    by_hash = {v["sha256"]: k for k, v in known.items()}
    doc_ids = {v["doc_id"]: k for k, v in known.items()}
    progress.files_total(len(files))
    for path in files:
        outcome = _ingest_one(path, index, splitter, settings, progress, report, known, by_hash, doc_ids)
        report.files.append(outcome)
        progress.file_done(outcome)
    report.total_chunks = index.count()
    report.seconds = time.perf_counter() - t_start
    return report


def _forget(index: VectorIndex, key: str, known: dict, by_hash: dict, doc_ids: dict) -> None:
    """Drop a file's chunks and manifest entry (manifest first: a crash then re-ingests it)."""
    prior = known.pop(key)
    by_hash.pop(prior["sha256"], None)
    doc_ids.pop(prior["doc_id"], None)
    index.save_manifest()
    index.delete_doc(prior["doc_id"])


def _ingest_one(path: Path, index: VectorIndex, splitter, settings: Settings, progress: Progress,
                report: IngestReport, known: dict, by_hash: dict, doc_ids: dict) -> FileOutcome:
    key = str(path.resolve())
    try:
        sha = corpus.file_sha256(path)
    except OSError as exc:
        return FileOutcome(path=str(path), status="skipped", reason=f"cannot read: {exc}")
    prior = known.get(key)
    if prior and prior["sha256"] == sha:
        return FileOutcome(path=str(path), status="unchanged", doc_id=prior["doc_id"], chunks=prior["chunks"])
    if sha in by_hash and by_hash[sha] != key:
        if prior:  # this file changed into a copy of another one: its old chunks must go
            _forget(index, key, known, by_hash, doc_ids)
        return FileOutcome(path=str(path), status="duplicate", doc_id=known[by_hash[sha]]["doc_id"],
                           reason=f"same content as {by_hash[sha]}")
    doc_id = prior["doc_id"] if prior else corpus.make_doc_id(path)
    if not prior and doc_id in doc_ids:  # another file has this name: disambiguate
        doc_id = f"{doc_id}_{sha[:8]}"
    try:
        read = corpus.read_file(path, doc_id=doc_id)
    except (corpus.UnreadableFileError, OSError) as exc:
        return FileOutcome(path=str(path), status="skipped", reason=str(exc))
    if prior:
        _forget(index, key, known, by_hash, doc_ids)
    else:
        index.delete_doc(doc_id)  # partial chunks of a crashed earlier run
    try:
        n, embed_s = _store(index, read.documents, splitter, settings, progress)
    except Exception as exc:  # noqa: BLE001 -- a model or store failure on one file must not lose the others
        index.delete_doc(doc_id)
        return FileOutcome(path=str(path), status="skipped", reason=f"failed while embedding/storing: {type(exc).__name__}: {exc}")
    report.embed_seconds += embed_s
    report.chunks_added += n
    known[key] = {"sha256": sha, "doc_id": doc_id, "chunks": n, "pages": len(read.documents),
                  "ingested_at": datetime.now(UTC).isoformat()}
    by_hash[sha] = key
    doc_ids[doc_id] = key
    index.save_manifest()
    return FileOutcome(path=str(path), status="replaced" if prior else "ingested", doc_id=doc_id,
                       chunks=n, pages=len(read.documents))


def ingest_documents(
    docs: list[Document], index_dir: Path, settings: Settings | None = None, progress: Progress | None = None
) -> IngestReport:
    """Ingest in-memory documents (metadata must carry ``doc_id`` and ``page``); for benchmarks.

    Documents whose doc id is already in the index are skipped (no duplicates on a rerun).
    """
    settings = settings or get_settings()
    progress = progress or Progress()
    t0 = time.perf_counter()
    index = open_index_for_writing(index_dir, settings)
    splitter = corpus.make_splitter(settings.chunking, _tokenizer_counter(settings))
    known_docs = {v["doc_id"] for v in index.manifest["files"].values()}
    fresh = [d for d in docs if d.metadata["doc_id"] not in known_docs]
    for doc_id in {d.metadata["doc_id"] for d in fresh}:
        index.delete_doc(doc_id)  # rows of a crashed earlier run
    n, embed_s = _store(index, fresh, splitter, settings, progress)
    for doc_id in sorted({d.metadata["doc_id"] for d in fresh}):
        index.manifest["files"][f"memory:{doc_id}"] = {
            "sha256": f"memory:{doc_id}", "doc_id": doc_id, "chunks": -1, "pages": -1,
            "ingested_at": datetime.now(UTC).isoformat(),
        }
    index.save_manifest()
    return IngestReport(index=str(index_dir), chunks_added=n, total_chunks=index.count(),
                        seconds=time.perf_counter() - t0, embed_seconds=embed_s)
