"""benchmarks/_results.py: the command a benchmark records (shell-quoted, pasted back it is the same
command) and its atomic JSON write (folders made, a trailing newline, no temporary file left, an
existing result untouched when the new one cannot be written)."""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path

import pytest

from tests.bench_scripts import load_benchmark


@pytest.fixture(scope="module")
def results():
    return load_benchmark("_results")


def test_the_command_round_trips_through_the_shell(results):
    argv = ["--out", "/tmp/a b/r.json", "--label", "it's", "--note", 'say "hi" $HOME; rm -rf *', "", "--x=é"]
    line = results.command_line("benchmarks/x.py", argv)
    assert line.startswith("python benchmarks/x.py --out ")
    assert shlex.split(line) == ["python", "benchmarks/x.py", *argv]
    assert results.command_line("benchmarks/x.py", ["--seed", "13"]) == "python benchmarks/x.py --seed 13"
    assert results.command_line("benchmarks/x.py", []) == "python benchmarks/x.py"
    assert results.command_line("benchmarks/x.py", [Path("a b")], python="") == "benchmarks/x.py 'a b'"


def test_the_command_defaults_to_this_process_arguments(results, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/abs/path/benchmarks/x.py", "--n", "5"])
    assert results.command_line("benchmarks/x.py") == "python benchmarks/x.py --n 5"


def test_write_json_makes_folders_and_ends_with_a_newline(results, tmp_path):
    path = tmp_path / "a" / "b" / "r.json"
    payload = {"command": "python benchmarks/x.py", "n": [1, 2], "name": "é"}
    assert results.write_json(path, payload, indent=1) == path
    text = path.read_text(encoding="utf-8")
    assert text == json.dumps(payload, indent=1) + "\n" and json.loads(text) == payload
    assert os.listdir(path.parent) == ["r.json"]  # no temporary file left
    results.write_json(str(path), payload, indent=2, ensure_ascii=False)  # a str path; the options pass through
    assert path.read_text(encoding="utf-8") == json.dumps(payload, indent=2, ensure_ascii=False) + "\n"
    assert os.listdir(path.parent) == ["r.json"]


def test_a_result_is_created_with_the_permissions_write_text_gives(results, tmp_path):
    plain = tmp_path / "plain.json"
    plain.write_text("{}\n")
    results.write_json(tmp_path / "r.json", {}, indent=2)
    assert (tmp_path / "r.json").stat().st_mode == plain.stat().st_mode


def test_an_unserialisable_payload_leaves_the_result_there_untouched(results, tmp_path):
    path = tmp_path / "r.json"
    results.write_json(path, {"n": 1}, indent=2)
    before = path.read_bytes()
    with pytest.raises(TypeError):
        results.write_json(path, {"n": 2, "bad": object()}, indent=2)
    with pytest.raises(ValueError):
        results.write_json(path, {"n": float("nan")}, indent=2, allow_nan=False)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["r.json"]


def test_a_write_that_fails_midway_leaves_the_result_and_no_temporary_file(results, tmp_path, monkeypatch):
    path = tmp_path / "r.json"
    results.write_json(path, {"n": 1}, indent=2)
    before = path.read_bytes()

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(results.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        results.write_json(path, {"n": 2}, indent=2)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["r.json"]
