"""Calibrators as artefacts (save/load, versioned store) and the calibrate / report commands."""

from __future__ import annotations

import json

import numpy as np
import pytest
from scipy.special import expit
from typer.testing import CliRunner

from tinyrag_eval.calibration import (
    Calibrator,
    latest,
    list_versions,
    read_label_file,
    save_version,
)
from tinyrag_eval.cli import app

runner = CliRunner()


def write_labels(path, n=300, seed=0, extra_lines=()):
    rng = np.random.default_rng(seed)
    with path.open("w") as fh:
        for i in range(n):
            a, b = rng.normal(size=2)
            y = int(rng.uniform() < expit(2 * a - b))
            fh.write(json.dumps({"id": f"r{i}", "nli_min": a, "sim": None if i % 15 == 0 else b,
                                 "label": y, "topic": "x" if i % 2 else "y"}) + "\n")
        for line in extra_lines:
            fh.write(line + "\n")
    return path


BAD = ['{"nli_min": 0.1, "sim": 0.2}', "not json", '{"nli_min": "high", "sim": 0.1, "label": 1}', "[1, 2]",
       '{"nli_min": 0.3, "sim": 0.2, "label": 0.5}']


def test_read_label_file_reports_every_bad_line(tmp_path):
    f = write_labels(tmp_path / "l.jsonl", n=30, extra_lines=BAD)
    data = read_label_file(f, ["nli_min", "sim"], missing="skip")
    lines = dict(data.problems)
    assert set(lines) == {1, 16, 31, 32, 33, 34, 35}  # two rows lack `sim`, five are malformed
    assert "skipped: missing value for sim" in lines[1] and "no label" in lines[31]
    assert "invalid JSON" in lines[32] and "not a number" in lines[33] and "not a JSON object" in lines[34]
    assert "not an integer" in lines[35]
    assert len(data.labels) == 28
    imputed = read_label_file(f, ["nli_min", "sim"], missing="impute")
    assert len(imputed.labels) == 30 and np.isnan(imputed.values).sum() == 2
    with pytest.raises(ValueError, match="missing value for sim"):
        read_label_file(f, ["nli_min", "sim"], missing="error")
    with pytest.raises(ValueError, match="appear in no row"):
        read_label_file(f, ["nli_mni"])


def test_save_load_round_trip_and_store(tmp_path):
    data = read_label_file(write_labels(tmp_path / "l.jsonl"), ["nli_min", "sim"], missing="impute")
    cal = Calibrator.fit(data, alpha=0.2, seed=3, source="l.jsonl")
    assert list_versions(tmp_path / "store") == []
    v1 = save_version(cal, tmp_path / "store")
    v2 = save_version(Calibrator.fit(data, alpha=0.1, seed=4), tmp_path / "store")
    assert [v1.name, v2.name] == list_versions(tmp_path / "store") == ["v0001", "v0002"]
    back = Calibrator.load(v1)
    assert back.metadata == cal.metadata
    for key in ("features", "label_scheme", "n", "alpha", "data_hash", "fitted_at", "version"):
        assert back.metadata[key] is not None, key
    assert back.metadata["fill"] and back.metadata["columns"] == ["nli_min", "sim", "sim_missing"]
    X = data.values
    assert np.array_equal(back.predict_proba(X), cal.predict_proba(X))
    assert np.array_equal(back.predict_set(X), cal.predict_set(X))
    assert np.array_equal(back.finalize(X), cal.finalize(X))
    assert latest(tmp_path / "store").metadata["version"] == "v0002"
    a = back.assess({"nli_min": 0.2, "sim": None})
    assert a.alpha == 0.2 and a.calibrator_version == "v0001" and a.per_criterion["groundedness"].prediction_set
    (v1 / "model.pkl").write_bytes(b"tampered")
    with pytest.raises(ValueError, match="sha256"):
        Calibrator.load(v1)
    with pytest.raises(FileNotFoundError, match="no calibrator versions"):
        latest(tmp_path / "empty")


def test_metadata_has_no_nan(tmp_path):
    data = read_label_file(write_labels(tmp_path / "l.jsonl", n=40), ["nli_min"])
    cal = Calibrator.fit(data)  # 20 calibration rows: tiny, estimates absent, never NaN
    text = json.dumps(cal.metadata, allow_nan=False)
    assert "NaN" not in text
    assert all(r["coverage"] is None and r["note"] for r in cal.metadata["evaluation"]["coverage"])


def test_cli_calibrate_report_list(tmp_path):
    f = write_labels(tmp_path / "l.jsonl", extra_lines=BAD)
    store = tmp_path / "store"
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--features", "nli_min,sim", "--out", str(store),
                              "--missing", "impute", "--alpha", "0.1", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["version"] == "v0001" and out["rows_used"] == 300
    assert [p["line"] for p in out["problem_rows"]] == [301, 302, 303, 304, 305]
    assert {r["alpha"] for r in out["evaluation"]["coverage"]} == {0.05, 0.1, 0.2}
    assert "line 302" in res.stderr or "line 302" in res.output
    # nli_min has a known direction; "sim" is the team's own name (free); "sim" has missing values
    assert out["directions"] == {"nli_min": 1, "sim": 0, "sim_missing": 0}
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--features", "nli_min", "--out", str(store),
                              "--group-field", "topic", "--mondrian", "group"])
    assert res.exit_code == 0, res.output and "v0002" in res.stdout
    assert "signs: kept for 1 of 1 feature column(s)" in res.stdout
    assert json.loads((store / "v0002" / "metadata.json").read_text())["directions"] == {"nli_min": 1}
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--features", "nli_min", "--out", str(tmp_path / "bal"),
                              "--group-field", "topic", "--balance-groups", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["balance"] == "group" and set(out["group_weights"]) == {"x", "y"}
    res = runner.invoke(app, ["calibration", "report", str(store), "--json"])
    assert res.exit_code == 0, res.output
    written = json.loads(res.stdout)
    assert set(written) == {"reliability_png", "coverage_png", "html"}
    assert (store / "v0002" / "report.html").read_text().count("<tr>") >= 4
    assert (store / "v0002" / "reliability.png").read_bytes()[:4] == b"\x89PNG"
    res = runner.invoke(app, ["calibration", "list", str(store), "--json"])
    assert [r["version"] for r in json.loads(res.stdout)] == ["v0001", "v0002"]


@pytest.mark.parametrize(("args", "message"), [
    (["--features", "nope"], "appear in no row"),
    (["--features", "nli_min,sim", "--missing", "error"], "missing value for sim"),
    (["--features", "nli_min", "--alpha", "1.5"], "alpha"),
    (["--features", "nli_min", "--method", "svm"], "--method"),
    (["--features", "nli_min", "--mondrian", "group"], "--group-field"),
    (["--features", "nli_min", "--balance-groups"], "--balance-groups needs --group-field"),
    (["--features", "nli_min", "--label-field", "id"], "label"),
])
def test_cli_user_errors_are_one_line_exit_2(tmp_path, args, message):
    f = write_labels(tmp_path / "l.jsonl", n=60)
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--out", str(tmp_path / "s"), *args])
    assert res.exit_code == 2, res.output
    assert "error:" in res.output and message in res.output and "Traceback" not in res.output


def test_cli_missing_file_and_report_of_nothing(tmp_path):
    res = runner.invoke(app, ["calibrate", "--labels", str(tmp_path / "none.jsonl"), "--features", "a"])
    assert res.exit_code == 2 and "no such file" in res.output
    res = runner.invoke(app, ["calibration", "report", str(tmp_path)])
    assert res.exit_code == 2 and "error:" in res.output


def test_cli_graded_labels_use_the_ordinal_or_multinomial_model(tmp_path):
    rng = np.random.default_rng(2)
    f = tmp_path / "grades.jsonl"
    with f.open("w") as fh:
        for _ in range(400):
            s = float(rng.normal())
            grade = int(np.digitize(1.5 * s + rng.logistic(), [-2, -0.7, 0.7, 2])) + 1
            fh.write(json.dumps({"judge": s, "grade": grade}) + "\n")
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--features", "judge", "--label-field", "grade",
                              "--out", str(tmp_path / "s"), "--set-method", "aps", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["label_scheme"] == "ordinal" and set(out["cv_log_loss"]) == {"multinomial", "ordinal"}
    assert out["finalize_threshold"] is None and "risk_control" not in out["evaluation"]
    cov = {r["alpha"]: r["coverage"] for r in out["evaluation"]["coverage"]}
    assert cov[0.1] >= 0.85  # held-out estimate on 200 calibration rows
    cal = Calibrator.load(tmp_path / "s" / "v0001")
    assert cal.metadata["set_method"] == "aps" and cal.predict_set([{"judge": 0.0}]).shape == (1, 5)
    with pytest.raises(ValueError, match="binary"):
        cal.finalize([{"judge": 0.0}])


def test_impute_fills_a_feature_missing_only_outside_the_fit_split():
    """A feature complete in the fit split but missing at prediction time (or only in the
    calibration split) is filled with its fit-split median instead of failing."""
    from tinyrag_eval.calibration import FeatureSpec

    spec = FeatureSpec(["a", "b"], "impute")
    spec.learn(np.array([[0.1, 1.0], [0.3, 3.0], [0.5, np.nan]]))
    assert spec.medians == {"a": 0.3, "b": 2.0} and spec.fill == {"b": 2.0}
    out = spec.transform(np.array([[np.nan, np.nan]]))
    assert out.tolist() == [[0.3, 2.0, 1.0]]  # 'a' filled, no indicator; 'b' filled with indicator
    skip = FeatureSpec(["a"], "skip")
    skip.learn(np.array([[0.1]]))
    with pytest.raises(ValueError, match="no fill value"):
        skip.transform(np.array([[np.nan]]))
