"""benchmarks/checker_loso.py refuses bad arguments in one line, before any model is loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "checker_loso.py"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *args], check=False, capture_output=True, text=True,
                          timeout=300, cwd=ROOT)


@pytest.mark.parametrize(("args", "says"), [
    (["--model", "/nonexistent/model"], "--model /nonexistent/model: no such folder"),
    (["--sets", "source,mnli"], "--sets takes a comma-separated list of source, summedits, wice, not 'source,mnli'"),
    (["--holdout-source", "nonsense"], "--holdout-source must be one of attributedqa,"),
    (["--source-limit", "0"], "--source-limit must be at least 1, not 0"),
    (["--sets", "wice", "--shared", "/nonexistent/shared"], "--sets wice needs the folder /nonexistent/shared"),
])
def test_bad_arguments_are_refused_in_one_line(args: list[str], says: str):
    res = _run(*args)
    assert res.returncode == 2, res.stderr
    last = res.stderr.strip().splitlines()[-1]
    assert says in last and "Traceback" not in res.stderr


def test_a_folder_that_is_not_a_model_is_refused_in_one_line(tmp_path: Path):
    (tmp_path / "model").mkdir()
    (tmp_path / "model" / "notes.txt").write_text("not a model")
    res = _run("--model", str(tmp_path / "model"), "--sets", "wice", "--shared", str(tmp_path))
    assert res.returncode != 0 and "Traceback" not in res.stderr, res.stderr
    assert res.stderr.strip().splitlines()[-1].startswith(f"error: cannot load --model {tmp_path / 'model'}")
