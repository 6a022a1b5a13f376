"""benchmarks/judge_features.py: impute a missing judge score, or serve the memo by a calibrator
fitted without it -- the simulation runs end to end and rejects bad input with one line."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import judge_features as jf


def rows_file(path: Path, n: int = 240) -> Path:
    rng = np.random.default_rng(0)
    with path.open("w") as f:
        for ds in ("a", "b"):
            for i in range(n):
                y = int(i % 3 != 0)
                f.write(json.dumps({"dataset": ds, "id": f"{ds}{i}", "label": y,
                                    "nli_mean": float(0.5 + 0.1 * y + rng.normal(0, 0.2)),
                                    "nli_min": float(0.4 + 0.05 * y + rng.normal(0, 0.2))}) + "\n")
    return path


def test_synthetic_judge_has_about_the_asked_auc():
    from sklearn.metrics import roc_auc_score

    rng = np.random.default_rng(1)
    y = rng.integers(0, 2, 4000)
    s = jf.synthetic_judge(rng, y, np.zeros(4000), 0.8, 0.0)
    assert set(np.unique(s)) == {1.0, 2.0, 3.0, 4.0, 5.0}
    assert 0.75 < roc_auc_score(y, s) < 0.81  # the 1-5 cut loses a little


def test_runs_end_to_end_and_a_strong_judge_helps(tmp_path):
    out = tmp_path / "out.json"
    jf.main(["--rows", str(rows_file(tmp_path / "rows.jsonl")), "--out", str(out), "--features", "nli_mean,nli_min",
             "--judge-auc", "0.9", "--judge-corr", "0", "--coverage", "1.0,0.5", "--labels", "120", "--reps", "2"])
    res = json.loads(out.read_text())
    assert res["synthetic"] and set(res["results"]) == {"judge_auc=0.9,corr=0.0,coverage=1.0",
                                                       "judge_auc=0.9,corr=0.0,coverage=0.5"}
    full = res["results"]["judge_auc=0.9,corr=0.0,coverage=1.0"]
    assert full["impute"]["auc"] > full["no judge"]["auc"] + 0.05
    assert full["impute"]["auc"] == full["fallback"]["auc"]  # nothing missing: the same calibrator
    half = res["results"]["judge_auc=0.9,corr=0.0,coverage=0.5"]
    assert "auc_unjudged" in half["impute"] and set(half["by_dataset"]) == {"a", "b"}


def test_bad_input_is_one_line(tmp_path):
    with pytest.raises(SystemExit, match="no rows file"):
        jf.main(["--rows", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path / "o.json")])
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"dataset": "a", "label": 1}\nnot json\n')
    with pytest.raises(SystemExit, match="bad.jsonl:2: not JSON"):
        jf.main(["--rows", str(bad), "--out", str(tmp_path / "o.json")])
    with pytest.raises(SystemExit, match="the rows have no"):
        jf.main(["--rows", str(rows_file(tmp_path / "r.jsonl")), "--out", str(tmp_path / "o.json")])
    with pytest.raises(SystemExit):
        jf.main(["--rows", str(bad), "--out", str(tmp_path / "o.json"), "--coverage", "0"])
