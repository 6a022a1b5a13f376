"""benchmarks/factcheck.py's analyst-phrased claims on filing tables: how a table cell is written
as an analyst writes it, and which claims (right, and wrong twins) are built and scored."""

from __future__ import annotations

import random

from tests.bench_scripts import load_benchmark


def _module():
    return load_benchmark("factcheck")


def test_a_cell_is_written_in_millions_or_billions_and_claims_have_wrong_twins():
    fc = _module()
    assert fc._as_written(298_395_000.0) == "$298.4 million"
    assert fc._as_written(6_640_000_000.0) == "$6.6 billion"
    assert fc._as_written(999_999.0) is None  # below a million: not written this way
    # a table without a scale note (read in thousands) and one in millions
    unstated = ("| December 31, 2023 | December 31, 2022 |\n| Total current assets | 219,329 | 320,806 |\n"
                "| Accounts payable | 14,795 | 3,975 |")
    millions = "(In millions)\n" + unstated
    out = fc._analyst_phrasing([unstated, millions], random.Random(3))
    # per table: a level, a percentage change, both levels and the difference, each right and wrong
    assert out["claims"] == 16
    assert all(out[k]["claims"] == 4 for k in ("level", "change", "from_to", "difference"))
    # the checker accepts the right claims and rejects their wrong twins
    assert out["fact_verification"]["true_accepted"] == 100.0
    assert out["fact_verification"]["false_rejected"] == 100.0
    # a table with no amount row yields nothing, and no crash
    assert fc._analyst_phrasing(["| | 2023 |\n| Employees | 1,200 |"], random.Random(3))["claims"] == 0
