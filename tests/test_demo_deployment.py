"""The demo's step 8: what the deployment benchmark measured, read from its result file."""

from __future__ import annotations

import json

from rich.console import Console

from tinyrag_eval.demo import DEPLOYMENT_RESULT, deployment_expectation


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


def test_the_default_result_file_is_in_the_checkout():
    assert DEPLOYMENT_RESULT.name == "deployment_tatqa_repair.json"
    assert DEPLOYMENT_RESULT.parent.name == "results"


def test_a_run_without_loso_is_one_row(tmp_path):
    res = _result()
    res["by_source"] = {}
    res["eps=0.1"]["labels_used"] = 400
    res["eps=0.05"]["labels_used"] = 400
    res["meta"]["rows_per_source"] = {"tatqa": {"n": 540, "failing": 60}}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(res))
    out = deployment_expectation(path)
    assert out["by_source"] == {"tatqa": {**{k: res[k] for k in ("eps=0.05", "eps=0.1")}, "labels_used": 400}}
