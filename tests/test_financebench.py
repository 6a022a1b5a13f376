"""Real filings from ../shared/benchmarks/financebench (skipped when the folder is absent)."""

import json
import re

import pytest

from tinyrag_eval import corpus

pytestmark = pytest.mark.shared


def _norm(s: str) -> str:
    return re.sub(r"\W+", "", s.lower())


def test_evidence_lands_on_the_labelled_page(shared_benchmarks):
    fb = shared_benchmarks / "financebench"
    questions = [json.loads(line) for line in (fb / "questions.jsonl").read_text().splitlines() if line.strip()]
    # two filings: one AES-encrypted with an empty password, one not
    wanted = {"BESTBUY_2024Q2_10Q", "AMCOR_2022_8K_dated-2022-07-01"}
    checked = 0
    for name in sorted(wanted):
        res = corpus.read_file(fb / "pdfs" / f"{name}.pdf")
        pages = {d.metadata["page"]: _norm(d.text) for d in res.documents}
        for q in questions:
            for ev in q["evidence"]:
                if ev["doc_name"] == name:
                    assert _norm(ev["evidence_text"])[:60] in pages[ev["evidence_page_num"] + 1]
                    checked += 1
    assert checked >= 2
