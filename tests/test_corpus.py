from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter

from tinyrag_eval import corpus
from tinyrag_eval.config import ChunkingSettings
from tinyrag_eval.sample import PDF_NAME, sample_corpus_dir

SAMPLE = sample_corpus_dir()


def test_pdf_pages_keep_their_numbers():
    res = corpus.read_file(SAMPLE / PDF_NAME)
    assert res.doc_id == "annual_report_2025"
    assert [d.metadata["page"] for d in res.documents] == [1, 2, 3, 4]
    assert "Credit risk" in res.documents[2].text


@pytest.mark.parametrize("name, needle", [
    ("credit_policy.md", "loan-to-value of 65%"),
    ("q1_2026_trading_update.html", "£105.3 million"),
    ("board_risk_minutes_extract.txt", "covered bond"),
])
def test_other_formats(name, needle):
    res = corpus.read_file(SAMPLE / name)
    text = " ".join(d.text for d in res.documents)
    assert needle in " ".join(text.split())
    assert all(d.metadata["page"] == 0 for d in res.documents)
    assert "<p>" not in text


def _encrypted_copy(tmp_path: Path, user_password: str) -> Path:
    writer = PdfWriter(clone_from=str(SAMPLE / PDF_NAME))
    writer.encrypt(user_password=user_password, owner_password="owner", algorithm="AES-256")
    out = tmp_path / f"enc_{user_password or 'open'}.pdf"
    writer.write(str(out))
    return out


def test_encrypted_pdf_with_password_is_rejected_with_reason(tmp_path):
    with pytest.raises(corpus.UnreadableFileError, match="encrypted"):
        corpus.read_file(_encrypted_copy(tmp_path, "secret"))


def test_encrypted_pdf_with_empty_user_password_is_read(tmp_path):
    # like many real filings (18 of the 36 FinanceBench PDFs)
    assert PdfReader(str(_encrypted_copy(tmp_path, ""))).is_encrypted
    assert len(corpus.read_file(_encrypted_copy(tmp_path, "")).documents) == 4


def test_broken_empty_and_textless_files(tmp_path):
    (tmp_path / "empty.md").write_text("")
    with pytest.raises(corpus.UnreadableFileError, match="empty file"):
        corpus.read_file(tmp_path / "empty.md")
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4 this is not really a pdf")
    with pytest.raises(corpus.UnreadableFileError, match="PDF"):
        corpus.read_file(tmp_path / "broken.pdf")
    w = PdfWriter()
    w.add_blank_page(200, 200)
    w.write(str(tmp_path / "blank.pdf"))
    with pytest.raises(corpus.UnreadableFileError, match="no extractable text"):
        corpus.read_file(tmp_path / "blank.pdf")
    (tmp_path / "latin1.txt").write_bytes("caf\xe9 au lait".encode("latin-1"))
    with pytest.raises(corpus.UnreadableFileError, match="UTF-8"):
        corpus.read_file(tmp_path / "latin1.txt")


def test_expand_paths_reports_unsupported_and_missing(tmp_path):
    (tmp_path / "a.md").write_text("# A\ntext")
    (tmp_path / "b.docx").write_text("x")
    files, rejected = corpus.expand_paths([tmp_path, tmp_path / "b.docx", tmp_path / "nope.pdf", tmp_path / "a.md"])
    assert files == [tmp_path / "a.md"]
    reasons = {p.name: r for p, r in rejected}
    assert "unsupported" in reasons["b.docx"] and "no such file" in reasons["nope.pdf"]


def test_chunks_respect_size_pages_and_stable_ids():
    tok = lambda t: t.split()
    docs = corpus.documents_from_texts("doc", [(1, "Sentence one is here. " * 200), (2, "Short page.")])
    splitter = corpus.make_splitter(ChunkingSettings(chunk_size=100, chunk_overlap=10), tok)
    chunks = corpus.chunk_documents(docs, splitter)
    assert {c.page for c in chunks} == {1, 2}
    assert all(len(c.text.split()) <= 100 for c in chunks)
    assert chunks[0].id == "doc#p1#0" and chunks[-1].id == "doc#p2#0"
    again = corpus.chunk_documents(docs, splitter)
    assert [c.id for c in again] == [c.id for c in chunks]


def test_doc_id_is_sanitised():
    assert corpus.make_doc_id(Path("/x/My Report (final).pdf")) == "My_Report_final"
    assert corpus.make_doc_id(Path("/x/###.pdf")) == "document"


def test_html_without_body_and_with_scripts(tmp_path):
    (tmp_path / "x.html").write_text(
        "<html><head><title>T</title><style>p{color:red}</style><script>var secret=1;</script></head>"
        "<table><tr><td>NII</td><td>105.3</td></tr></table><p>Deposits grew.</p></html>")
    res = corpus.read_file(tmp_path / "x.html")
    text = res.documents[0].text
    assert "NII\n105.3" in text and "Deposits grew." in text
    assert "secret" not in text and "color" not in text
    assert res.documents[0].metadata["title"] == "T"


def test_markdown_keeps_exclamations(tmp_path):
    (tmp_path / "x.md").write_text("# Risk\nRates rose sharply! (See note 4!). Growth stalled!?\n")
    text = corpus.read_file(tmp_path / "x.md").documents[0].text
    assert "sharply! (See note 4!)." in text and "stalled!?" in text
