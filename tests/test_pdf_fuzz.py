"""Hostile PDFs at ingestion (issue 16 §3): corrupt, truncated, encrypted, bombs and huge files.

Every file either reads into per-page documents with text, or raises ``UnreadableFileError``
with a reason that ingestion records as ``skipped`` — never another exception, never a hang.
"""

from __future__ import annotations

import io
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader, PdfWriter

from tinyrag_eval import corpus
from tinyrag_eval.sample import PDF_NAME, sample_corpus_dir

SAMPLE_PDF = (sample_corpus_dir() / PDF_NAME).read_bytes()


def _read(tmp: Path, data: bytes, name: str = "x.pdf") -> corpus.ReadResult | corpus.UnreadableFileError:
    path = tmp / name
    path.write_bytes(data)
    try:
        result = corpus.read_file(path)
    except corpus.UnreadableFileError as exc:
        assert str(exc).strip(), "an unreadable file needs a reason"
        return exc
    assert result.documents, "a read file has at least one page with text"
    assert all(d.text.strip() for d in result.documents)
    assert all(isinstance(d.metadata["page"], int) and d.metadata["page"] >= 1 for d in result.documents)
    return result


@st.composite
def mutated_pdfs(draw: st.DrawFn) -> bytes:
    """The sample PDF with one or more realistic corruptions: cut short, bytes overwritten,
    bytes inserted, a span deleted or duplicated (as a broken download or a bad disk gives)."""
    data = bytearray(SAMPLE_PDF)
    for _ in range(draw(st.integers(1, 3))):
        n = len(data)
        if n < 2:
            break
        kind = draw(st.sampled_from(["truncate", "overwrite", "insert", "delete", "duplicate"]))
        at = draw(st.integers(0, n - 1))
        if kind == "truncate":
            data = data[:at]
        elif kind == "overwrite":
            junk = draw(st.binary(min_size=1, max_size=64))
            data[at:at + len(junk)] = junk
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=64))
        elif kind == "delete":
            del data[at:at + draw(st.integers(1, 256))]
        else:
            span = data[at:at + draw(st.integers(1, 512))]
            data[at:at] = span
    return bytes(data)


@settings(max_examples=150, deadline=10_000, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=mutated_pdfs())
def test_corrupted_pdfs_read_or_give_a_reason(tmp_path: Path, data: bytes) -> None:
    _read(tmp_path, data)


@pytest.mark.parametrize("fraction", [0.0001, 0.1, 0.5, 0.9, 0.999])
def test_truncated_pdf_is_unreadable_with_reason(tmp_path: Path, fraction: float) -> None:
    out = _read(tmp_path, SAMPLE_PDF[: max(1, int(len(SAMPLE_PDF) * fraction))])
    assert isinstance(out, corpus.UnreadableFileError)
    assert "PDF" in str(out)


@pytest.mark.parametrize("data", [
    b"<html><body>not a pdf</body></html>",
    b"%PDF-1.7\n" + bytes(range(256)) * 64,
    b"\x00" * 4096,
])
def test_other_content_named_pdf_is_unreadable(tmp_path: Path, data: bytes) -> None:
    assert isinstance(_read(tmp_path, data), corpus.UnreadableFileError)


def _one_page_pdf(content_stream: bytes) -> bytes:
    """A minimal valid PDF whose only page has the given (already encoded) content stream."""
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
             b"/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>"),
            b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content_stream)
            + content_stream + b"\nendstream"]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for i, obj in enumerate(objs, 1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % i + obj + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1))
    for off in offsets:
        out.write(b"%010d 00000 n \n" % off)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref))
    return out.getvalue()


def test_decompression_bomb_is_bounded(tmp_path: Path) -> None:
    # 200 MB of page text compressed into ~200 kB: pypdf's output limits stop it; we must not
    # expand it into memory or crash, only report the file.
    line = b"BT /F1 12 Tf 72 700 Td (Revenue was 4.1 billion.) Tj ET\n"
    bomb = zlib.compress(line * (200_000_000 // len(line)), 9)
    assert len(bomb) < 2_000_000
    out = _read(tmp_path, _one_page_pdf(bomb))
    assert isinstance(out, corpus.UnreadableFileError)
    assert "Limit reached while decompressing" in str(out)


def test_small_valid_hand_made_pdf_reads(tmp_path: Path) -> None:
    # the bomb test's builder makes readable PDFs, so that test tests the limit, not a broken file
    out = _read(tmp_path, _one_page_pdf(zlib.compress(b"BT /F1 12 Tf 72 700 Td (Revenue was 4.1 billion.) Tj ET")))
    assert isinstance(out, corpus.ReadResult)
    assert "Revenue was 4.1 billion" in out.documents[0].text


def test_huge_pdf_reads_every_page_in_order(tmp_path: Path) -> None:
    src = PdfReader(io.BytesIO(SAMPLE_PDF))
    writer = PdfWriter()
    for _ in range(40):
        for page in src.pages:
            writer.add_page(page)
    buf = io.BytesIO()
    writer.write(buf)
    out = _read(tmp_path, buf.getvalue(), "huge.pdf")
    assert isinstance(out, corpus.ReadResult)
    pages = [d.metadata["page"] for d in out.documents]
    assert pages == sorted(pages) and len(pages) == 40 * len(src.pages)


def test_encrypted_pdf_with_unknown_password_is_skipped_at_ingestion(tmp_path: Path) -> None:
    writer = PdfWriter(clone_from=io.BytesIO(SAMPLE_PDF))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="AES-256")
    buf = io.BytesIO()
    writer.write(buf)
    out = _read(tmp_path, buf.getvalue(), "locked.pdf")
    assert isinstance(out, corpus.UnreadableFileError)
    assert "password" in str(out)
