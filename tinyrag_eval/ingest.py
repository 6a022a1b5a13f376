"""Ingestion: files -> chunks -> embeddings -> the vector index.

Idempotent: a file whose content (sha256) is already in the index adds nothing; a changed file
replaces its old chunks. An unreadable, encrypted or empty file is reported and skipped while the
rest is ingested. The manifest is written after each file's chunks are stored, so a crash leaves
at most one file to redo (its partial chunks are deleted by doc id on the retry).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import numpy as np
from llama_index.core import Document
from pydantic import BaseModel, Field, ValidationError

from . import corpus
from .config import ChunkingSettings, Settings, get_settings
from .embedding import embedding_dim, encode
from .index import VectorIndex, VectorIndexError
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
    notes: list[str] = Field(default_factory=list)

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
            **({"notes": self.notes} if self.notes else {}),
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


def index_chunking(index: VectorIndex, settings: Settings) -> tuple[ChunkingSettings, str | None]:
    """The chunking to split new files with: the one the index was built with (its manifest), so
    that every chunk of an index has the same size and embedding input whatever the settings say
    today; the settings' chunking for a new index. Second item: a note when the two differ."""
    recorded = {k: v for k, v in (index.manifest.get("chunking") or {}).items() if k in ChunkingSettings.model_fields}
    if not recorded:
        return settings.chunking, None
    try:
        chunking = ChunkingSettings.model_validate({**settings.chunking.model_dump(), **recorded})
    except ValidationError as exc:
        raise VectorIndexError(f"{index.path}: the manifest's chunking is damaged ({recorded}): "
                               f"{exc.errors()[0]['msg']}; "
                               "rebuild the index with `tinyrag ingest` into a new folder") from exc
    if chunking == settings.chunking:
        return chunking, None
    differ = ", ".join(f"{k} {getattr(chunking, k)} (settings: {getattr(settings.chunking, k)})"
                       for k in ChunkingSettings.model_fields if getattr(chunking, k) != getattr(settings.chunking, k))
    return chunking, (f"the index keeps the chunking it was built with: {differ}; "
                      "ingest into a new index to use the settings' chunking")


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
    titled = index.embeds_title
    vectors = encode([embedding_input(c, titled) for c in chunks], settings, on_batch=progress.chunks_embedded)
    embed_s = time.perf_counter() - t0
    index.add(chunks, vectors)
    return len(chunks), embed_s


@dataclass
class EmbeddedGroup:
    """One file's vectors (rows aligned with its texts), or the error that stopped them, and the
    seconds spent embedding them."""

    vectors: np.ndarray | None
    error: Exception | None = None
    seconds: float = 0.0


Groups = Iterable[tuple[Any, list[str]]]
Embedder = Callable[[Groups, Callable[[int], None]], Iterator[tuple[Any, EmbeddedGroup]]]
"""How each file's chunk texts become vectors: ``embedder(groups, on_batch)`` takes ``(key, texts)``
pairs and yields ``(key, EmbeddedGroup)``, one per group, in any order; ``on_batch(n)`` after each
n texts. The single process (:func:`local_embedder`) embeds a group when asked for it, so files are
read, embedded and stored one after another; the Ray engine (``tinyrag_eval.engine.ingest``)
reads every group first and embeds them on a pool of workers."""


def local_embedder(settings: Settings) -> Embedder:
    """The single-process embedder: the shared model, one file at a time."""

    def embed(groups: Groups, on_batch: Callable[[int], None]) -> Iterator[tuple[Any, EmbeddedGroup]]:
        for key, texts in groups:
            t0 = time.perf_counter()
            try:
                vectors = encode(texts, settings, on_batch=on_batch)
            except Exception as exc:  # noqa: BLE001 -- reported on the file, the others go on
                yield key, EmbeddedGroup(None, exc, time.perf_counter() - t0)
                continue
            yield key, EmbeddedGroup(vectors, None, time.perf_counter() - t0)

    return embed


@dataclass
class _Pending:
    """A file read and chunked, waiting for its vectors."""

    position: int
    path: Path
    key: str
    sha: str
    doc_id: str
    replaces: bool
    pages: int
    chunks: list[Chunk]


@dataclass
class _Known:
    """The manifest's files, and the content hashes and doc ids taken (by stored or pending files)."""

    files: dict[str, dict]
    by_hash: dict[str, str] = field(default_factory=dict)
    doc_ids: dict[str, str] = field(default_factory=dict)
    pending: dict[str, str] = field(default_factory=dict)  # key -> doc id of a file not yet stored

    def __post_init__(self) -> None:
        self.by_hash = {v["sha256"]: k for k, v in self.files.items()}
        self.doc_ids = {v["doc_id"]: k for k, v in self.files.items()}

    def doc_id_of(self, key: str) -> str:
        return self.files[key]["doc_id"] if key in self.files else self.pending[key]


def ingest(
    paths: Iterable[Path],
    index_dir: Path,
    settings: Settings | None = None,
    progress: Progress | None = None,
    embedder: Embedder | None = None,
) -> IngestReport:
    """Ingest files and folders into the index at ``index_dir`` (see the module docstring).
    ``embedder``: how chunks become vectors (default: this process, :func:`local_embedder`)."""
    settings = settings or get_settings()
    progress = progress or Progress()
    embedder = embedder or local_embedder(settings)
    t_start = time.perf_counter()
    files, rejected = corpus.expand_paths([Path(p) for p in paths])
    report = IngestReport(index=str(index_dir))
    for path, reason in rejected:
        outcome = FileOutcome(path=str(path), status="skipped", reason=reason)
        report.files.append(outcome)
        progress.file_done(outcome)
    index = open_index_for_writing(index_dir, settings)
    chunking, note = index_chunking(index, settings)
    report.notes += [note] if note else []
    splitter = corpus.make_splitter(chunking, _tokenizer_counter(settings))
    known = _Known(index.manifest["files"])
    titled = index.embeds_title
    outcomes: dict[int, FileOutcome] = {}

    def finish(position: int, outcome: FileOutcome) -> None:
        outcomes[position] = outcome
        progress.file_done(outcome)

    def groups() -> Iterator[tuple[_Pending, list[str]]]:
        for position, path in enumerate(files):
            got = _prepare_one(position, path, index, splitter, known)
            if isinstance(got, FileOutcome):
                finish(position, got)
                continue
            progress.chunks_total(len(got.chunks))
            yield got, [embedding_input(c, titled) for c in got.chunks]

    progress.files_total(len(files))
    for pending, embedded in embedder(groups(), progress.chunks_embedded):
        finish(pending.position, _commit_one(pending, embedded, index, report, known))
    report.files.extend(outcomes[p] for p in sorted(outcomes))
    report.total_chunks = index.count()
    report.seconds = time.perf_counter() - t_start
    return report


def _forget(index: VectorIndex, key: str, known: _Known) -> None:
    """Drop a file's chunks and manifest entry (manifest first: a crash then re-ingests it)."""
    prior = known.files.pop(key)
    known.by_hash.pop(prior["sha256"], None)
    known.doc_ids.pop(prior["doc_id"], None)
    index.save_manifest()
    index.delete_doc(prior["doc_id"])


def _prepare_one(position: int, path: Path, index: VectorIndex, splitter, known: _Known) -> FileOutcome | _Pending:
    """A file's outcome when it needs no embedding (unchanged, duplicate, unreadable), else the
    file read and chunked, its old chunks dropped and its hash and doc id taken."""
    key = str(path.resolve())
    try:
        sha = corpus.file_sha256(path)
    except OSError as exc:
        return FileOutcome(path=str(path), status="skipped", reason=f"cannot read: {exc}")
    prior = known.files.get(key)
    if prior and prior["sha256"] == sha:
        return FileOutcome(path=str(path), status="unchanged", doc_id=prior["doc_id"], chunks=prior["chunks"])
    if sha in known.by_hash and known.by_hash[sha] != key:
        if prior:  # this file changed into a copy of another one: its old chunks must go
            _forget(index, key, known)
        return FileOutcome(path=str(path), status="duplicate", doc_id=known.doc_id_of(known.by_hash[sha]),
                           reason=f"same content as {known.by_hash[sha]}")
    doc_id = prior["doc_id"] if prior else corpus.make_doc_id(path)
    if not prior and doc_id in known.doc_ids:  # another file has this name: disambiguate
        doc_id = f"{doc_id}_{sha[:8]}"
    try:
        read = corpus.read_file(path, doc_id=doc_id)
    except (corpus.UnreadableFileError, OSError) as exc:
        return FileOutcome(path=str(path), status="skipped", reason=str(exc))
    if prior:
        _forget(index, key, known)
    else:
        index.delete_doc(doc_id)  # partial chunks of a crashed earlier run
    try:
        chunks = corpus.chunk_documents(read.documents, splitter)
    except Exception as exc:  # noqa: BLE001 -- one bad file must not lose the others
        return FileOutcome(path=str(path), status="skipped", reason=f"failed while chunking: {type(exc).__name__}: {exc}")
    known.by_hash[sha] = key
    known.doc_ids[doc_id] = key
    known.pending[key] = doc_id
    return _Pending(position, path, key, sha, doc_id, bool(prior), len(read.documents), chunks)


def _commit_one(p: _Pending, embedded: EmbeddedGroup, index: VectorIndex, report: IngestReport,
                known: _Known) -> FileOutcome:
    """Store a file's chunks with their vectors, then its manifest entry (a crash in between
    leaves the file to redo, its partial chunks deleted by doc id on the retry)."""
    known.pending.pop(p.key, None)
    error = embedded.error
    if error is None:
        try:
            index.add(p.chunks, embedded.vectors)
        except Exception as exc:  # noqa: BLE001 -- a store failure on one file must not lose the others
            error = exc
    if error is not None:
        index.delete_doc(p.doc_id)
        known.by_hash.pop(p.sha, None)
        known.doc_ids.pop(p.doc_id, None)
        return FileOutcome(path=str(p.path), status="skipped",
                           reason=f"failed while embedding/storing: {type(error).__name__}: {error}")
    report.embed_seconds += embedded.seconds
    report.chunks_added += len(p.chunks)
    known.files[p.key] = {"sha256": p.sha, "doc_id": p.doc_id, "chunks": len(p.chunks), "pages": p.pages,
                          "ingested_at": datetime.now(UTC).isoformat()}
    index.save_manifest()
    return FileOutcome(path=str(p.path), status="replaced" if p.replaces else "ingested", doc_id=p.doc_id,
                       chunks=len(p.chunks), pages=p.pages)


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
    chunking, note = index_chunking(index, settings)
    splitter = corpus.make_splitter(chunking, _tokenizer_counter(settings))
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
                        seconds=time.perf_counter() - t0, embed_seconds=embed_s, notes=[note] if note else [])
