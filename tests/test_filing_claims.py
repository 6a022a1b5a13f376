"""benchmarks/filing_claims.py: hand-written analyst claims checked against real filings."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import filing_claims


def test_every_filing_has_right_and_wrong_claims_with_a_figure():
    for name, spec in filing_claims.FILINGS.items():
        kinds = {right for right, _ in spec["claims"]}
        assert kinds == {True, False}, name
        assert all(any(c.isdigit() for c in claim) for _, claim in spec["claims"]), name
    assert any(spec["held_out"] for spec in filing_claims.FILINGS.values())


def test_the_benchmark_checks_every_claim_against_its_filing(tmp_path):
    if not filing_claims.REPORTS.is_file():
        pytest.skip(f"{filing_claims.REPORTS} is absent: the claims are checked against real filings")
    out = tmp_path / "claims.json"
    filing_claims.main(["--out", str(out)])
    got = json.loads(out.read_text())
    for name, spec in filing_claims.FILINGS.items():
        rows = got["filings"][name]["claims"]
        assert len(rows) == len(spec["claims"])
        # every claim's figures were found and judged (a claim the checker reads no figure in
        # would pass or fail for nothing)
        assert all(verdicts for _, _, verdicts in rows), name
    assert got["development"]["balanced_accuracy"] is not None and got["held_out"]["balanced_accuracy"] is not None
