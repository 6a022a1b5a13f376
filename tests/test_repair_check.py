"""benchmarks/repair_check.py: each planned offline repair checked against judged texts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.bench_scripts import load_benchmark

ROOT = Path(__file__).resolve().parents[1]


def _load(name: str):
    return load_benchmark(name, register=True)


def _cached(tmp_path: Path, rows: list[dict]) -> Path:
    """A score cache holding every row's model metrics (placeholders: no model runs); the figure
    checks are computed on load."""
    from tinyrag_eval.config import get_settings
    from tinyrag_eval.metrics.memo import DEFAULT_METRICS

    bench = _load("deployment")
    path = tmp_path / f"scores-{bench.metric_config(get_settings(), DEFAULT_METRICS)}.jsonl"
    with path.open("w") as f:
        for r in rows:
            metrics = {m: {"name": m, "value": 0.9, "status": "ok"} for m in DEFAULT_METRICS}
            f.write(json.dumps({"key": bench.row_key(r), "evaluation": {"memo_id": r["id"], "metrics": metrics}}) + "\n")
    return tmp_path


TABLE = "(in millions) | 2019 | 2018\nFair value of total debt | $ 4,073.9 | $ 3,523.0"
Q = "What was the fair value of total debt in 2019?"


def test_a_repair_into_the_judged_correct_claim_counts_as_acceptable(tmp_path):
    rc = _load("repair_check")
    wrong = {"id": "w", "query": Q, "contexts": [TABLE], "label": 0, "kind": "wrong_figure",
             "answer": "The fair value of total debt in 2019 was $2,493.3 million."}
    right = {"id": "r", "query": Q, "contexts": [TABLE], "label": 1, "kind": "true",
             "answer": "The fair value of total debt in 2019 was $ 4,073.9 million."}
    cache = _cached(tmp_path, [wrong, right])
    features = {"id": "f", "query": Q, "answer": "x", "label": 1, "features": {"sig": 0.5}}  # no text: skipped
    out = rc.check([wrong, features], [right, features], cache)
    assert out["with_repair_plan"] == 1 and out["rows"] == 1
    assert out["by_label_before"] == {"failing": {"judged_acceptable": 1}}  # "$ 4,073.9" is the same text
    assert out["by_kind"] == {"wrong_figure": {"judged_acceptable": 1}}
    # without the judged row nobody judged the repaired text
    out = rc.check([wrong], [], cache)
    assert out["by_label_before"] == {"failing": {"not_judged": 1}} and out["examples"][0]["after"].endswith(
        "$4,073.9 million.")


def test_bad_arguments_are_one_usage_error(tmp_path):
    rc = _load("repair_check")
    rows = tmp_path / "rows.jsonl"
    rows.write_text("")
    with pytest.raises(SystemExit, match="no rows"):
        rc.main(["--rows", str(rows), "--out", str(tmp_path / "o.json")])
    with pytest.raises(SystemExit):
        rc.main(["--rows", str(rows), "--examples", "-1"])
