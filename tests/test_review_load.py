"""A bounded run of the review API load test (benchmarks/review_load.py): 8 concurrent reviewers
deciding 40 items with conflicts over loopback HTTP, on SQLite and (TINYRAG_TEST_POSTGRES_URL)
PostgreSQL. Asserts the invariants, not the timings."""

from __future__ import annotations

import os

import pytest

from tests.bench_scripts import load_benchmark

review_load = load_benchmark("review_load")
run_load = review_load.run_load

POSTGRES_URL = os.environ.get("TINYRAG_TEST_POSTGRES_URL", "")


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_concurrent_reviewers_decide_each_item_once_and_lose_nothing(backend):
    if backend == "postgresql" and not POSTGRES_URL:
        pytest.skip("PostgreSQL variant skipped: set TINYRAG_TEST_POSTGRES_URL (`.ci/start-postgres` prints one)")
    r = run_load(backend, reviewers=8, items=40, conflict_rate=0.5, seed=7, workers=2, pg_url=POSTGRES_URL,
                 timeout_s=300)
    inv = r["invariants"]
    assert r["items_with_conflicts"] > 5 and r["requests"] > 40  # the run did have conflicts
    assert inv["decided_once"] == {"ok": True, "items": 40, "not_exactly_once": 0, "stored_reviewer_not_the_winner": 0}
    assert inv["losers_409"]["ok"] and inv["losers_409"]["got_409"] == r["requests"] - 40, inv["losers_409"]
    assert inv["labels"] == {"ok": True, "labels": 40, "lost": 0, "duplicated": 0, "not_by_winner": 0}
    ex = inv["exports"]
    assert ex["ok"] and ex["duplicate"] == 0 and ex["missing"] == 0 and ex["markdown_files"] == ex["export_records"] > 0
    assert inv["resumes"] == {"ok": True, "jobs": 40, "not_done": 0, "claimed_more_than_once": 0,
                              "failed_reasons": []}
    assert inv["all_ok"]


def test_the_load_test_refuses_sizes_beyond_its_bounds():
    with pytest.raises(ValueError, match="1-50"):
        run_load("sqlite", reviewers=51, items=10)
    with pytest.raises(ValueError, match="1-500"):
        run_load("sqlite", reviewers=2, items=501)
