"""benchmarks/checker_loso_table.py: the leave-one-source-out table of issue 29, from result files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "checker_loso_table.py"


def _result(folder: Path, name: str, model: str, source: str, ba: float, auc: float, fixed: float | None = None,
            **extra) -> None:
    signals = {} if fixed is None else {"nli_mean": {"balanced_accuracy_cv": fixed, "auc": fixed + 0.05},
                                        "nli_min": {"balanced_accuracy_cv": ba, "auc": auc}}
    doc = {"model": model, "name": name, "holdout_source": source, "in_domain": False,
           "sets": {f"factual/{source}": {"rows": 400, "signals": signals,
                                          "best": {"signal": "nli_min" if fixed is not None else "nli_mean",
                                                   "balanced_accuracy_cv": ba, "auc": auc}}}, **extra}
    (folder / f"checker_loso_{name}.json").write_text(json.dumps(doc))


def _run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), "--results", str(folder), *args],
                          check=False, capture_output=True, text=True, timeout=120)


def test_pairs_each_trained_run_with_todays_checker_on_the_same_source(tmp_path: Path):
    _result(tmp_path, "frank", "/m/loso_frank/model", "frank", 0.756, 0.82, fixed=0.70)
    _result(tmp_path, "frank_bundled", "bundled", "frank", 0.716, 0.779, fixed=0.71)
    _result(tmp_path, "fib", "/m/loso_fib/model", "fib", 0.55, 0.6)  # no baseline yet
    _result(tmp_path, "run2", "/m/run2/model", "", 0.6, 0.6)  # not a leave-one-source-out run: ignored
    (tmp_path / "checker_loso_broken.json").write_text("{not json")
    res = _run(tmp_path)
    assert res.returncode == 0, res.stderr
    # the best signal (chosen on the rows) and nli_mean, fixed in advance, side by side
    assert "| frank | 75.6 / 82.0 | 71.6 / 77.9 | +4.0 | 70.0 / 75.0 | 71.0 / 76.0 |" in res.stdout
    assert "| fib | 55.0 / 60.0 | — | — | — | — |" in res.stdout
    assert "nli_mean alone (chosen in advance), on the 1 source(s) both scored: trained 70.0, today's checker 71.0" \
        in res.stdout
    assert "2 of 16 sources done" in res.stdout and "not met" in res.stdout
    assert "checker_loso_broken.json: not readable JSON" in res.stderr
    s = json.loads((tmp_path / "checker_loso_summary.json").read_text())
    assert s["mean_balanced_accuracy"] == {"trained": 65.3, "today_same_sources": 71.6, "trained_same_sources": 75.6}
    assert s["fixed_signal"] == {"signal": "nli_mean", "sources": 1,
                                 "mean_balanced_accuracy": {"trained": 70.0, "today": 71.0}}
    assert s["min_balanced_accuracy"] == 55.0 and not s["target"]["met"] and "summeval" in s["missing"]


def test_no_results_or_no_folder_is_a_clear_error(tmp_path: Path):
    res = _run(tmp_path)
    assert res.returncode == 2 and "run benchmarks/checker_loso.py first" in res.stderr
    res = _run(tmp_path / "absent")
    assert res.returncode == 2 and "no such folder" in res.stderr
