"""The bundled sample corpus (a fictional bank) and the demo's labelled queries.

``data/sample/`` holds what the demo ingests: the 2025 annual report as a PDF (rendered from
``data/sample_src/annual_report_2025.md`` by :func:`build_sample_pdf`, with WeasyPrint), a
Markdown credit policy, an HTML trading update and a plain-text minutes extract. Everything is
invented for this project.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

PDF_NAME = "annual_report_2025.pdf"

# Demo questions with graded relevance over retrieval units ("doc_id:pN" for PDF pages,
# "doc_id" for unpaged files): 2 = answers the question, 1 = related evidence.
DEMO_QUERIES: list[dict] = [
    {"id": "q1", "query": "What was the CET1 ratio at the end of 2025?",
     "relevant": {"annual_report_2025:p2": 2, "q1_2026_trading_update": 1}},
    {"id": "q2", "query": "How large is the office commercial real estate exposure and how much of it refinances in 2026?",
     "relevant": {"annual_report_2025:p3": 2, "board_risk_minutes_extract": 1}},
    {"id": "q3", "query": "What loan-to-value limit applies to new commercial real estate investment loans?",
     "relevant": {"credit_policy": 2}},
    {"id": "q4", "query": "What was net interest income in the first quarter of 2026?",
     "relevant": {"q1_2026_trading_update": 2}},
    {"id": "q5", "query": "When does the covered bond mature and how will it be refinanced?",
     "relevant": {"annual_report_2025:p4": 2, "board_risk_minutes_extract": 2}},
]


# A short credit memo about the sample bank, written for the demo: four statements the filings
# support, one wrong figure (profit rose by £16.2m, not £18.4m) and one claim no filing makes.
DEMO_MEMO: dict = {
    "id": "demo-memo-1",
    "query": "How strong are Northwind Harbour Bank's capital and earnings, and how large is its office real estate risk?",
    "answer": (
        "Northwind Harbour Bank's CET1 ratio was 14.6% at 31 December 2025, up from 14.1% a year earlier. "
        "Net interest income rose 7.9% to £412.6 million in 2025. "
        "Profit before tax increased by £18.4 million to £191.1 million. "
        "Office exposure is £1.07 billion, of which £0.31 billion is refinancing in 2026. "
        "Stage 3 loans rose to 2.4% of gross loans. "
        "The bank plans to enter the German mortgage market in 2026."
    ),
}
DEMO_VACUOUS = ("The document contains a detailed report on the Northwind Harbour Bank's 2026 refinancing of a 2026 "
                "loan to a 2027 loan. The report")
"""A memo of the kind the bundled 135M LLM writes when it has nothing to say: it must fail grounded."""
DEMO_COPIED_WRONG = ("Office exposure is £1.07 billion, of which £0.31 billion is refinancing in 2026. "
                     "The cost of risk was 36 basis points (2024: 29 bps). "
                     "Profit before tax increased by £18.4 million to £191.1 million. "
                     "The leverage ratio was 5.3%.")
"""Sentences copied from the sample annual report with one wrong figure (profit rose by £16.2m):
offline repair puts the report's figure back, and the repaired memo passes its checks."""

def _data_dir() -> Path:
    return Path(str(resources.files("tinyrag_eval.data")))


def sample_corpus_dir() -> Path:
    return _data_dir() / "sample"


PRINT_CSS = """
@page { size: A4; margin: 2cm; @bottom-center { content: "Page " counter(page); font-size: 9pt; } }
body { font-family: "DejaVu Serif", serif; font-size: 10.5pt; line-height: 1.4; }
h1 { font-size: 18pt; } h2 { font-size: 13pt; margin-top: 1.2em; }
table { border-collapse: collapse; margin: 0.8em 0; }
th, td { border: 1px solid #888; padding: 3px 8px; } td { text-align: right; }
td:first-child { text-align: left; }
.pagebreak { page-break-before: always; }
"""


def build_sample_pdf(out: Path | None = None) -> Path:
    """Render the annual report's Markdown source to PDF (used to (re)build the bundled file)."""
    from markdown_it import MarkdownIt
    from weasyprint import HTML

    src = (_data_dir() / "sample_src" / "annual_report_2025.md").read_text(encoding="utf-8")
    body = MarkdownIt("commonmark", {"html": True}).enable("table").render(src)
    html = f"<html><head><meta charset='utf-8'><style>{PRINT_CSS}</style></head><body>{body}</body></html>"
    out = out or sample_corpus_dir() / PDF_NAME
    HTML(string=html).write_pdf(str(out))
    return out
