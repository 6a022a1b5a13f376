"""benchmarks/grounded_features.py: each feature group fitted on the other sources, with known and
free directions, on precomputed feature rows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "grounded_features.py"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], check=False, capture_output=True, text=True,
                          timeout=300, cwd=ROOT)


def _write(path: Path, rng: np.random.Generator, source: str, n: int, fv_sign: float, with_flagged: bool) -> None:
    with path.open("a") as f:
        for i in range(n):
            y = int(rng.uniform() < 0.5)
            feats = {"nli_mean": float(rng.normal(0.3 * y, 1.0)),
                     "fact_verification": float(rng.normal(fv_sign * (y - 0.5), 0.7))}
            if with_flagged:
                feats["flagged_share"] = float(rng.uniform())
            f.write(json.dumps({"id": f"{source}-{i}", "label": y, "source": source, "features": feats}) + "\n")


def test_known_directions_are_measured_beside_free_ones_and_a_source_only_feature_is_left_out(tmp_path: Path):
    rng = np.random.default_rng(0)
    rows = tmp_path / "rows.jsonl"
    _write(rows, rng, "a", 300, -1.0, True)  # the figure checker runs against the label on a and b
    _write(rows, rng, "b", 300, -1.0, True)
    other = tmp_path / "more.jsonl"
    _write(other, rng, "c", 300, 1.0, False)  # ... and with it on c, which has no flagged_share
    out = tmp_path / "gf.json"
    res = _run("--rows", str(rows), str(other), "--out", str(out), "--cache", str(tmp_path / "cache"))
    assert res.returncode == 0, res.stderr
    doc = json.loads(out.read_text())
    assert doc["scored"] == doc["of"] == 900 and doc["by_source"] == {"a": 300, "b": 300, "c": 300}
    figures = doc["groups"]["figures"]
    assert figures["features"] == ["fact_verification"]  # the other figure features: in no row
    # fitted on a and b, free signs read c's figure checker backwards; known ones cannot
    assert figures["left_out_free"]["c"]["auc"] < 0.3
    assert figures["left_out"]["c"]["auc"] >= 0.45
    copy = doc["groups"]["copy + evidence"]
    assert "flagged_share" not in copy["features"] and "absent from every c row" in copy["left_out_features"]["flagged_share"]
    assert "| figures | known, rows alike |" in res.stdout and "| figures | free, rows alike |" in res.stdout
    assert "| figures | known, balanced |" in res.stdout


def test_the_balanced_fit_keeps_a_small_source_from_being_outweighed(tmp_path: Path):
    """Fitted on a big source where only nli_mean tells, and a small one where only
    fact_verification does: weighing each source alike, the fit reads the small source's signal,
    and a third source like it is ranked better when left out."""
    rng = np.random.default_rng(1)
    rows = tmp_path / "rows.jsonl"
    with rows.open("w") as f:
        for source, n, tells in (("big", 1500, "nli_mean"), ("small", 150, "fact_verification"),
                                 ("like_small", 300, "fact_verification")):
            for i in range(n):
                y = int(rng.uniform() < 0.5)
                feats = {k: float(rng.normal(1.2 * y if k == tells else 0.0, 1.0))
                         for k in ("nli_mean", "fact_verification")}
                f.write(json.dumps({"id": f"{source}-{i}", "label": y, "source": source, "features": feats}) + "\n")
    out = tmp_path / "gf.json"
    res = _run("--rows", str(rows), "--out", str(out), "--cache", str(tmp_path / "cache"))
    assert res.returncode == 0, res.stderr
    g = json.loads(out.read_text())["groups"]["prose + figures"]
    assert g["left_out_balanced"]["like_small"]["auc"] > g["left_out"]["like_small"]["auc"] + 0.03


def test_rows_without_scores_or_features_are_refused(tmp_path: Path):
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps({"id": "x", "query": "q", "contexts": ["c"], "answer": "a", "label": 1}) + "\n")
    res = _run("--rows", str(rows), "--out", str(tmp_path / "gf.json"), "--cache", str(tmp_path / "cache"))
    assert res.returncode != 0 and "is scored in" in res.stderr and "Traceback" not in res.stderr
    res = _run("--rows", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path / "gf.json"))
    assert res.returncode != 0 and "cannot read the rows file" in res.stderr
