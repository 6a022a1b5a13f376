"""benchmarks/checker_ensemble.py: two checkers' per-row values averaged, scored on the same rows."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "checker_ensemble.py"
SIGNALS = ("nli_mean", "nli_min", "nli_support_mean", "nli_support_min", "nli_no_contradiction", "sigma_D_mean")


def _values(path: Path, noise: np.ndarray, labels: np.ndarray, sets=("wice_dev", "summedits/a", "summedits/b")):
    with path.open("w") as f:
        for s in sets:
            for i, (y, e) in enumerate(zip(labels, noise, strict=True)):
                f.write(json.dumps({"set": s, "row": i, "label": int(y),
                                    **{sig: float(y + e) for sig in SIGNALS}}) + "\n")


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], check=False, capture_output=True, text=True,
                          timeout=120)


def test_the_mean_of_two_noisy_checkers_beats_each_when_their_errors_are_independent(tmp_path: Path):
    rng = np.random.default_rng(0)
    labels = np.array([0, 1] * 150)
    _values(tmp_path / "a.jsonl", rng.normal(0, 1.2, 300), labels)
    _values(tmp_path / "b.jsonl", rng.normal(0, 1.2, 300), labels)
    res = _run("--a", str(tmp_path / "a.jsonl"), "--b", str(tmp_path / "b.jsonl"), "--out", str(tmp_path / "e.json"))
    assert res.returncode == 0, res.stderr
    out = json.loads((tmp_path / "e.json").read_text())
    assert set(out["summary"]) == {"wice_dev", "summedits_dev"} and out["summary"]["summedits_dev"]["sets"] == 2
    for group in out["summary"].values():
        a, b, m = (group[w]["fixed"]["auc"] for w in ("a", "b", "mean"))
        assert m > max(a, b)  # independent errors average out
    assert "| wice_dev |" in res.stdout and "| summedits_dev |" in res.stdout


def test_rows_that_do_not_match_and_bad_files_are_refused_with_a_reason(tmp_path: Path):
    labels = np.array([0, 1] * 20)
    _values(tmp_path / "a.jsonl", np.zeros(40), labels)
    _values(tmp_path / "b.jsonl", np.zeros(40), 1 - labels)
    res = _run("--a", str(tmp_path / "a.jsonl"), "--b", str(tmp_path / "b.jsonl"), "--out", str(tmp_path / "e.json"))
    assert res.returncode != 0 and "do not hold the same rows" in res.stderr
    res = _run("--a", str(tmp_path / "missing.jsonl"), "--b", str(tmp_path / "b.jsonl"))
    assert res.returncode != 0 and "no such file" in res.stderr
    (tmp_path / "bad.jsonl").write_text('{"set": "wice_dev"}\n')
    res = _run("--a", str(tmp_path / "bad.jsonl"), "--b", str(tmp_path / "b.jsonl"))
    assert res.returncode != 0 and "bad.jsonl:1: not a checker_loso.py --save-values row" in res.stderr
    (tmp_path / "empty.jsonl").write_text("")
    res = _run("--a", str(tmp_path / "empty.jsonl"), "--b", str(tmp_path / "b.jsonl"))
    assert res.returncode != 0 and "no rows" in res.stderr
    _values(tmp_path / "c.jsonl", np.zeros(40), labels, sets=("factual/frank",))
    res = _run("--a", str(tmp_path / "a.jsonl"), "--b", str(tmp_path / "c.jsonl"))
    assert res.returncode != 0 and "share no set" in res.stderr


@pytest.mark.models
@pytest.mark.shared
def test_checker_loso_saves_the_values_the_ensemble_reads(tmp_path: Path, shared_benchmarks: Path):
    """Today's checker on 12 WiCE rows: the values file has one line per scored row, and a
    checker averaged with itself scores exactly as it does alone."""
    loso = ROOT / "benchmarks" / "checker_loso.py"
    res = subprocess.run([sys.executable, str(loso), "--model", "bundled", "--sets", "wice", "--wice-limit", "12",
                          "--shared", str(shared_benchmarks), "--out", str(tmp_path / "r_a.json"),
                          "--save-values", str(tmp_path / "v_a.jsonl")],
                         check=False, capture_output=True, text=True, timeout=900)
    assert res.returncode == 0, res.stderr[-2000:]
    (tmp_path / "v_b.jsonl").write_text((tmp_path / "v_a.jsonl").read_text())
    rows = [json.loads(line) for line in (tmp_path / "v_a.jsonl").read_text().splitlines()]
    assert len(rows) == 12 and {r["set"] for r in rows} == {"wice_dev"} and [r["row"] for r in rows] == list(range(12))
    assert all(set(SIGNALS) <= set(r) and r["label"] in (0, 1) for r in rows)
    res = _run("--a", str(tmp_path / "v_a.jsonl"), "--b", str(tmp_path / "v_b.jsonl"), "--out", str(tmp_path / "e.json"))
    assert res.returncode == 0, res.stderr
    fixed = json.loads((tmp_path / "e.json").read_text())["summary"]["wice_dev"]
    assert fixed["mean"]["fixed"] == fixed["a"]["fixed"] == fixed["b"]["fixed"]
    # the values are the ones checker_loso.py scored
    scored = json.loads((tmp_path / "r_a.json").read_text())["sets"]["wice_dev"]["signals"]["nli_mean"]["auc"]
    assert fixed["a"]["fixed"]["auc"] == scored
