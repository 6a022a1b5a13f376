"""benchmarks/split_choice.py: synthetic rows of growing separation, one configuration end to end
(the deployment benchmark's simulation at a given calibration share), resuming and bad options."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from tests.bench_scripts import load_benchmark

ROOT = Path(__file__).resolve().parents[1]


def _load():
    return load_benchmark("split_choice")


def test_separation_orders_the_synthetic_auc():
    sc = _load()
    rows, weak = sc.synthetic_rows(0.3)
    _, strong = sc.synthetic_rows(1.2)
    assert len(rows) == sc.N_ACCEPTABLE + sc.N_FAILING
    assert sum(r["label"] == 0 for r in rows) == sc.N_FAILING
    small, _ = sc.synthetic_rows(1.2, (490, 210))
    assert len(small) == 700 and sum(r["label"] == 0 for r in small) == 210
    assert set(rows[0]["features"]) == {*sc.SIGNALS, *sc.NOISE}
    assert 0.55 < weak < strong < 0.95


def test_one_configuration_end_to_end_and_resume(tmp_path, capsys):
    sc = _load()
    out = tmp_path / "split.json"
    args = ["--fractions", "0.7", "--separations", "1.2", "--reps", "2", "--jobs", "1", "--out", str(out)]
    sc.main(args)
    res = json.loads(out.read_text())
    r = res["results"]["s=1.2 fraction=0.7 labels=400"]
    assert r["fraction"] == 0.7 and r["labels"] == 400 and 0.8 < r["auc"] < 0.95
    assert {"automation", "realized_error", "share_over_eps", "automation_se"} <= set(r["eps=0.1"])
    assert 0 <= r["eps=0.1"]["automation"] <= 1
    assert res["commands"] == [shlex.join(["python", "benchmarks/split_choice.py", *args])]
    sc.main(args)  # nothing left to run: the configuration is kept, not run again
    assert "0 configuration(s) to run, 1 kept" in capsys.readouterr().out
    assert json.loads(out.read_text())["results"] == res["results"]


def test_an_out_file_of_something_else_is_a_usage_error(tmp_path):
    out = tmp_path / "x.json"
    out.write_text("not json")
    with pytest.raises(SystemExit) as exc:
        _load().main(["--out", str(out)])
    assert exc.value.code == 2 and out.read_text() == "not json"  # nothing overwritten


@pytest.mark.parametrize("bad", [["--fractions", "1.5"], ["--fractions", "a,b"], ["--labels", "10"], ["--labels", "100000"],
                                 ["--pool", "490"], ["--pool", "10,210"], ["--pool", "400,100"],
                                 ["--reps", "0"]])
def test_bad_options_are_usage_errors(tmp_path, bad):
    with pytest.raises(SystemExit) as exc:
        _load().main([*bad, "--out", str(tmp_path / "x.json")])
    assert exc.value.code == 2
