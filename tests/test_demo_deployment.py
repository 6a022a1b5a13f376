"""The demo's step 8: what the deployment benchmark measured, read from its result file."""

from __future__ import annotations

import json

from rich.console import Console

from tinyrag_eval.demo import DEPLOYMENT_RESULTS, deployment_expectation


def _result() -> dict:
    per = {"eps=0.05": {"automation": 0.0, "realized_error": None, "share_over_eps": 0.0, "labels_used": 120},
           "eps=0.1": {"automation": 0.123, "realized_error": 0.061, "share_over_eps": 0.05, "labels_used": 120}}
    return {"eps=0.05": {"automation": 0.0, "realized_error": None, "share_over_eps": 0.0},
            "eps=0.1": {"automation": 0.123, "realized_error": 0.061, "share_over_eps": 0.05},
            "by_source": {"tatqa": per},
            "meta": {"command": "benchmarks/deployment.py --rows R --loso", "labels": 400, "failure_rate": 0.1}}


def test_the_table_says_what_was_measured_and_by_which_command(tmp_path):
    path = tmp_path / "deployment_dev_loso.json"
    path.write_text(json.dumps(_result()))
    console = Console(record=True, width=200)
    out = deployment_expectation(path, say=console.print)
    assert out["by_source"]["tatqa"]["eps=0.1"]["automation"] == 0.123
    assert out["by_source"]["tatqa"]["labels_used"] == 120
    text = console.export_text()
    assert "12.3 %" in text and "6.1 %" in text and "benchmarks/deployment.py --rows R --loso" in text
    assert "tatqa" in text and "120" in text


def test_a_missing_or_broken_result_names_the_command(tmp_path):
    console = Console(record=True, width=200)
    assert deployment_expectation(tmp_path / "absent.json", say=console.print) is None
    (tmp_path / "bad.json").write_text("{not json")
    assert deployment_expectation(tmp_path / "bad.json", say=console.print) is None
    assert console.export_text().count("benchmarks/deployment.py") == 2


def test_the_default_results_are_in_the_checkout_and_measured_with_the_default_directions():
    # the demo shows what the product's defaults measured: the files exist, were written by
    # benchmarks/deployment.py and none of them was run with another feature_directions setting
    from tinyrag_eval.config import Settings

    default = Settings().calibration.feature_directions
    for path in DEPLOYMENT_RESULTS:
        assert path.parent.name == "results" and path.exists(), path
        meta = json.loads(path.read_text())["meta"]
        assert meta["command"].startswith("benchmarks/deployment.py "), meta["command"]
        assert meta.get("feature_directions", default) == default
        # ... and with today's split of the team's labels (the risk control tests on its calibration part)
        assert meta["calibration_fraction"] == Settings().calibration.calibration_fraction, path.name
        # ... and with today's grounded features: a result measured before a feature was added is
        # stale (flagged_share is absent from the precomputed SummEdits/WiCE rows: no NLI flags)
        cmd = meta["command"].split()
        if "--features" in cmd:
            from tinyrag_eval.calibration.features import CRITERION_FEATURES

            used = set(cmd[cmd.index("--features") + 1].split(","))
            assert used == set(CRITERION_FEATURES["grounded"]) - {"flagged_share"}, (path.name, used)
    out = deployment_expectation()
    assert {"tatqa", "summedits"} <= set(out["by_source"])
    assert [m["result"] for m in out["measured"]] == [p.name for p in DEPLOYMENT_RESULTS]


def test_several_results_are_one_table_with_each_command(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(_result()))
    other = _result()
    other["by_source"] = {"summedits": {"eps=0.1": {"automation": 0.178, "realized_error": 0.082,
                                                    "share_over_eps": 0.0, "labels_used": 400}}}
    other["meta"]["command"] = "benchmarks/deployment.py --rows S --loso"
    b.write_text(json.dumps(other))
    console = Console(record=True, width=220)
    out = deployment_expectation([a, tmp_path / "absent.json", b], say=console.print)
    assert set(out["by_source"]) == {"tatqa", "summedits"}
    assert out["by_source"]["summedits"]["result"] == "b.json"
    text = console.export_text()
    assert "17.8 %" in text and "12.3 %" in text
    assert "benchmarks/deployment.py --rows R --loso" in text and "benchmarks/deployment.py --rows S --loso" in text
    # the summedits file has no eps=0.05 column: dashes, not a crash
    row = next(line for line in text.splitlines() if "summedits" in line)
    assert row.count("—") == 2 and "17.8 %" in row


def test_a_result_without_its_command_is_not_shown(tmp_path):
    res = _result()
    del res["meta"]["command"]
    (tmp_path / "r.json").write_text(json.dumps(res))
    (tmp_path / "list.json").write_text("[1, 2]")
    assert deployment_expectation([tmp_path / "r.json", tmp_path / "list.json"]) is None


def test_a_run_without_loso_is_one_row(tmp_path):
    res = _result()
    res["by_source"] = {}
    res["eps=0.1"]["labels_used"] = 400
    res["eps=0.05"]["labels_used"] = 400
    res["meta"]["rows_per_source"] = {"tatqa": {"n": 540, "failing": 60}}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(res))
    out = deployment_expectation(path)
    assert out["by_source"] == {"tatqa": {**{k: res[k] for k in ("eps=0.05", "eps=0.1")}, "labels_used": 400,
                                          "result": "r.json"}}


def test_each_command_writes_where_its_result_now_lies(tmp_path):
    # a result measured into a scratch folder and then kept: the demo shows the command that
    # reproduces the file it read, not the scratch path
    res = _result()
    res["meta"]["command"] = "benchmarks/deployment.py --rows R --reps 400 --out /scratch/s51/dep.json --repair"
    path = tmp_path / "deployment_tatqa.json"
    path.write_text(json.dumps(res))
    console = Console(record=True, width=220)
    out = deployment_expectation(path, say=console.print)
    want = "benchmarks/deployment.py --rows R --reps 400 --out benchmarks/results/deployment_tatqa.json --repair"
    assert out["measured"][0]["command"] == want and want in console.export_text()
    assert "/scratch" not in console.export_text()
    res["meta"]["command"] = "benchmarks/deployment.py --rows R"  # no --out: the default file, named
    path.write_text(json.dumps(res))
    assert deployment_expectation(path)["measured"][0]["command"] == (
        "benchmarks/deployment.py --rows R --out benchmarks/results/deployment_tatqa.json")
