"""Readers and chunking: files -> LlamaIndex documents -> chunks with document id and page.

PDF (one document per page, pypdf through LlamaIndex's PDFReader), Markdown (MarkdownReader),
HTML (BeautifulSoup, see ``_read_html``) and plain text (FlatReader). Chunks never span pages, so every
chunk has exactly one page; chunk ids are ``<doc_id>#p<page>#<n>`` (page 0 = unpaged source),
stable across runs so that relevance labels can name them.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from llama_index.core import Document
from llama_index.core.node_parser import SentenceSplitter

from .config import ChunkingSettings
from .errors import TinyragError
from .schema import Chunk

PDF_SUFFIXES = {".pdf"}
MARKDOWN_SUFFIXES = {".md", ".markdown"}
HTML_SUFFIXES = {".html", ".htm"}
TEXT_SUFFIXES = {".txt", ".text"}
SUPPORTED_SUFFIXES = PDF_SUFFIXES | MARKDOWN_SUFFIXES | HTML_SUFFIXES | TEXT_SUFFIXES


class UnreadableFileError(TinyragError, ValueError):
    """A file that cannot be ingested; the message says why."""


@dataclass
class ReadResult:
    path: Path
    doc_id: str
    sha256: str
    documents: list[Document] = field(default_factory=list)


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def make_doc_id(path: Path) -> str:
    """Readable document id from the file name (FinanceBench's doc_name is the file stem)."""
    stem = re.sub(r"[^A-Za-z0-9._-]+", "_", path.stem).strip("_")
    return stem or "document"


def expand_paths(paths: Iterable[Path]) -> tuple[list[Path], list[tuple[Path, str]]]:
    """Files to ingest (directories recursively, supported suffixes) and the ones rejected."""
    files: list[Path] = []
    rejected: list[tuple[Path, str]] = []
    for p in paths:
        if p.is_dir():
            files.extend(sorted(f for f in p.rglob("*") if f.is_file() and f.suffix.lower() in SUPPORTED_SUFFIXES))
        elif p.is_file():
            if p.suffix.lower() in SUPPORTED_SUFFIXES:
                files.append(p)
            else:
                rejected.append((p, f"unsupported file type {p.suffix or '(none)'}; supported: "
                                 + ", ".join(sorted(SUPPORTED_SUFFIXES))))
        else:
            rejected.append((p, "no such file or directory"))
    seen: set[Path] = set()
    unique = []
    for f in files:
        r = f.resolve()
        if r not in seen:
            seen.add(r)
            unique.append(f)
    return unique, rejected


def _unwrap(exc: BaseException) -> BaseException:
    # PDFReader retries with tenacity; report the underlying error, not RetryError.
    last = getattr(exc, "last_attempt", None)
    if last is not None and last.exception() is not None:
        return last.exception()
    return exc


def _read_pdf(path: Path) -> list[Document]:
    import pypdf
    from llama_index.readers.file import PDFReader

    try:
        reader = pypdf.PdfReader(str(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise UnreadableFileError("encrypted PDF (a password is needed)")
    except UnreadableFileError:
        raise
    except Exception as exc:  # pypdf raises many types for broken files
        raise UnreadableFileError(f"not a readable PDF: {type(exc).__name__}: {exc}") from exc
    try:
        docs = PDFReader().load_data(path)
    except Exception as exc:
        inner = _unwrap(exc)
        raise UnreadableFileError(f"PDF text extraction failed: {type(inner).__name__}: {inner}") from exc
    for i, doc in enumerate(docs):  # PDFReader yields one document per page, in page order
        doc.metadata["page"] = i + 1
    return docs


def _read_html(path: Path) -> list[Document]:
    """HTML text with BeautifulSoup directly: LlamaIndex's HTMLTagReader (0.7) returns nothing for
    a page without the chosen tag, indexes <script>/<style> text and glues table cells together."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    for tag in soup(["script", "style", "noscript", "template"]):
        tag.decompose()
    title = soup.title.get_text(strip=True) if soup.title else ""
    if soup.title:
        soup.title.decompose()
    lines = (" ".join(line.split()) for line in soup.get_text(separator="\n").splitlines())
    text = "\n".join(line for line in lines if line)
    return [Document(text=text, metadata={"title": title} if title else {})]


def _read_other(path: Path) -> list[Document]:
    from llama_index.readers.file import FlatReader, MarkdownReader

    suffix = path.suffix.lower()
    try:
        path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableFileError(f"not UTF-8 text ({exc.reason} at byte {exc.start}); convert it to UTF-8") from exc
    try:
        if suffix in MARKDOWN_SUFFIXES:
            # remove_images=False: its image regex also deletes "!." and "!)" sequences
            docs = MarkdownReader(remove_hyperlinks=False, remove_images=False).load_data(path)
        elif suffix in HTML_SUFFIXES:
            docs = _read_html(path)
        else:
            docs = FlatReader().load_data(path)
    except Exception as exc:
        raise UnreadableFileError(f"{type(exc).__name__}: {exc}") from exc
    for doc in docs:
        doc.metadata["page"] = 0
    return docs


def read_file(path: Path, doc_id: str | None = None) -> ReadResult:
    """Read one file into per-page documents; raises UnreadableFileError with the reason."""
    if path.stat().st_size == 0:
        raise UnreadableFileError("empty file")
    result = ReadResult(path=path, doc_id=doc_id or make_doc_id(path), sha256=file_sha256(path))
    docs = _read_pdf(path) if path.suffix.lower() in PDF_SUFFIXES else _read_other(path)
    docs = [d for d in docs if d.text and d.text.strip()]
    if not docs:
        raise UnreadableFileError("no extractable text (scanned or empty document?)")
    for doc in docs:
        doc.metadata.update({"doc_id": result.doc_id, "file_name": path.name, "source": str(path)})
    result.documents = docs
    return result


def documents_from_texts(doc_id: str, pages: list[tuple[int, str]], source: str = "") -> list[Document]:
    """Documents for text that has no file (benchmarks, tests): (page, text) pairs."""
    return [
        Document(text=text, metadata={"doc_id": doc_id, "page": page, "file_name": source, "source": source})
        for page, text in pages
        if text and text.strip()
    ]


def make_splitter(chunking: ChunkingSettings, tokenizer: Callable[[str], list] | None = None) -> SentenceSplitter:
    """Sentence-aware splitter; token counts from ``tokenizer`` (the embedding model's)."""
    return SentenceSplitter(
        chunk_size=chunking.chunk_size,
        chunk_overlap=chunking.chunk_overlap,
        tokenizer=tokenizer,
        include_metadata=False,
        include_prev_next_rel=False,
    )


def chunk_documents(docs: list[Document], splitter: SentenceSplitter) -> list[Chunk]:
    """Split documents into chunks; each keeps doc id and page, ids are stable."""
    chunks: list[Chunk] = []
    counters: dict[tuple[str, int], int] = {}
    for doc in docs:
        doc_id = str(doc.metadata["doc_id"])
        page = int(doc.metadata.get("page") or 0)
        for node in splitter.get_nodes_from_documents([doc]):
            text = node.get_content().strip()
            if not text:
                continue
            n = counters.get((doc_id, page), 0)
            counters[(doc_id, page)] = n + 1
            extra = {k: v for k, v in doc.metadata.items() if k not in {"doc_id", "page"} and isinstance(v, str | int | float)}
            chunks.append(
                Chunk(id=f"{doc_id}#p{page}#{n}", text=text, doc_id=doc_id, page=page or None, metadata=extra)
            )
    return chunks


# ---------------------------------------------------------------------------------------------
# tables given as rows (benchmarks, structured sources)

_HAS_DIGIT = re.compile(r"\d")


def _is_data_row(row: list[str]) -> bool:
    """A row with a label in the first cell and at least one value after it."""
    return bool(row and row[0].strip() and any(c.strip() for c in row[1:]))


def linearise_table(rows: list[list[str]], style: Literal["pipe", "keyed"] = "pipe") -> str:
    """A table as text, for chunking and embedding.

    ``pipe``: one ``a | b | c`` line per row (empty cells dropped, as in Markdown-like filings).
    ``keyed``: leading header rows (until the first row with a label and a value) give every
    column its header; each data row then reads ``label: header1 v1; header2 v2`` so that a value
    sits next to its line item and period. Rows with a label only stay as they are.
    """
    clean = [[" ".join(str(c).split()) for c in row] for row in rows]
    clean = [r for r in clean if any(r)]
    if style == "pipe":
        return "\n".join(" | ".join(c for c in r if c) for r in clean)
    if style != "keyed":
        raise ValueError(f"unknown table style {style!r}: use 'pipe' or 'keyed'")
    width = max((len(r) for r in clean), default=0)
    first_data = next((i for i, r in enumerate(clean) if _is_data_row(r) and not (
        not _HAS_DIGIT.search(" ".join(r[1:])) and i + 1 < len(clean) and _is_data_row(clean[i + 1])
        and i == 0)), len(clean))
    headers = [""] * width
    lines: list[str] = []
    for r in clean[:first_data]:
        for j, cell in enumerate(r[1:], start=1):
            if cell:
                headers[j] = f"{headers[j]} {cell}".strip()
        if r[0] and not any(r[1:]):
            lines.append(r[0])
    for r in clean[first_data:]:
        if not _is_data_row(r):
            lines.append(" ".join(c for c in r if c))
            continue
        values = [f"{headers[j]} {c}".strip() if j < width else c for j, c in enumerate(r[1:], start=1) if c]
        lines.append(f"{r[0]}: " + "; ".join(values))
    return "\n".join(lines)
