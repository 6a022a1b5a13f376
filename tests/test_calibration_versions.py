"""Calibration changes are deliberate: a minimum of labels before `calibrate --from-store` fits,
calibrator set versions that are listed, compared, activated and rolled back, and the version
behind every P value."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from typer.testing import CliRunner

from tests.test_criteria_workflow import evaluation, labelled_store, memo
from tinyrag_eval.calibration import save_version
from tinyrag_eval.calibration.assessor import CriteriaAssessor
from tinyrag_eval.cli import app
from tinyrag_eval.config import CalibrationSettings, Settings

runner = CliRunner()
CRITERIA = ["grounded", "relevant"]


@pytest.fixture(autouse=True)
def no_reranker(monkeypatch):
    """The relevance feature reranker_score without loading the cross-encoder: a fixed score."""
    from tinyrag_eval.calibration import features

    monkeypatch.setattr(features, "reranker_scores", lambda pairs, settings=None, batch_size=32: [0.7] * len(pairs))


@pytest.fixture
def env(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(data))
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    return tmp_path


def settings(tmp_path, min_labels: int = 100) -> Settings:
    return Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal", min_labels=min_labels))


def probabilities(tmp_path) -> tuple[dict[str, float], str | None, str | None]:
    """A fresh assessor (as a new process would have) on the same memo: P per criterion, the set,
    the version string."""
    asm, _ = CriteriaAssessor(settings(tmp_path)).assess(evaluation(), memo(), CRITERIA)
    return {c: ca.probability for c, ca in asm.per_criterion.items()}, asm.calibrator_set, asm.calibrator_version


def test_too_few_labels_change_nothing_and_say_so(env):
    labelled_store(env / "data" / "tinyrag.sqlite3", n=30)
    before = probabilities(env)
    assert before[1] == "shipped"
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["changed"] is False and out["fitted"] is False and out["active"] == "shipped"
    g = out["counts"]["grounded"]
    assert (g["labels"], g["passes"], g["fails"], g["needed"], g["needed_per_class"]) == (30, 15, 15, 100, 10)
    assert "30 label(s) (15 pass, 15 fail); needs 100" in out["reason"]
    assert not (env / "cal").exists()  # nothing written
    assert probabilities(env) == before
    text = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded"])
    assert text.exit_code == 0 and "nothing fitted, nothing changed" in text.output and "needs 100" in text.output
    assert probabilities(env) == before


def test_allow_few_labels_fits_a_version_but_does_not_activate_it(env):
    labelled_store(env / "data" / "tinyrag.sqlite3", n=30)
    before = probabilities(env)
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--allow-few-labels", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["fitted"] and not out["activated"] and not out["changed"] and out["set_id"] == "s0001"
    assert any("below calibration.min_labels" in w for w in out["warnings"])
    assert probabilities(env) == before
    listed = json.loads(runner.invoke(app, ["calibration", "list", "--json"]).stdout)
    assert [(r["version"], r["active"], r["enough_labels"]) for r in listed] == [("shipped", "*", True),
                                                                               ("s0001", "", False)]
    text = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--allow-few-labels"])
    assert text.exit_code == 0, text.output
    assert "fitted below calibration.min_labels" in text.output and "s0002 fitted, not activated" in text.output
    assert "signs: kept for" in text.output and "calibration.feature_directions = known" in text.output
    assert probabilities(env) == before


def test_a_label_file_fit_into_the_workflow_store_is_a_version_too(env):
    import numpy as np

    from tinyrag_eval.calibration.features import CRITERION_FEATURES

    names = CRITERION_FEATURES["grounded"]
    rng = np.random.default_rng(0)
    f = env / "labels.jsonl"
    with f.open("w") as out:
        for i in range(60):
            y = i % 2
            out.write(json.dumps({**{n: float(np.clip(0.2 + 0.6 * y + rng.normal(0, 0.1), 0, 1)) for n in names},
                                  "label": y}) + "\n")
    before = probabilities(env)
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--criterion", "grounded", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert (out["set_id"], out["activated"], out["version"]) == ("s0001", False, "v0001")  # 60 < 100 labels
    assert probabilities(env) == before
    res = runner.invoke(app, ["calibrate", "--labels", str(f), "--criterion", "grounded", "--activate", "--json"])
    out = json.loads(res.stdout)
    assert (out["set_id"], out["activated"], out["version"]) == ("s0002", True, "v0002")
    after = probabilities(env)
    assert after[1] == "s0002" and after[0]["grounded"] != before[0]["grounded"]
    assert after[0]["relevant"] == before[0]["relevant"]  # relevant stays the shipped calibrator


def test_very_few_labels_name_the_classes_not_the_label_field(env):
    store = labelled_store(env / "data" / "tinyrag.sqlite3", n=3)  # 2 pass, 1 fail
    assert len(store.labels()) == 3
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--allow-few-labels"])
    assert res.exit_code == 2, res.output
    assert "2 pass and 1 fail" in res.output and "at least 2 of each class" in res.output
    assert "--label-field" not in res.output and "Traceback" not in res.output


def test_activate_and_rollback_restore_the_p_values_exactly(env, monkeypatch):
    monkeypatch.setenv("TINYRAG_CALIBRATION__MIN_LABELS", "40")
    labelled_store(env / "data" / "tinyrag.sqlite3", n=120)
    shipped = probabilities(env)
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["fitted"] and out["activated"] and out["changed"] and out["active"] == "s0001"
    assert (env / "cal" / "sets" / "s0001" / "joint_risk.json").is_file()
    fitted = probabilities(env)
    assert fitted[1] == "s0001" and fitted[2].startswith("s0001: grounded=v0001")
    assert fitted[0] != shipped[0]

    res = runner.invoke(app, ["calibration", "rollback", "--json"])
    assert res.exit_code == 0, res.output and json.loads(res.stdout)["active"] == "shipped"
    assert probabilities(env) == shipped  # floats compared exactly

    res = runner.invoke(app, ["calibration", "activate", "s0001"])
    assert res.exit_code == 0 and "rollback` returns to shipped" in res.output
    assert probabilities(env) == fitted

    # a second fit without activation: listed, comparable, not used
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "grounded", "--no-activate", "--json"])
    out = json.loads(res.stdout)
    assert res.exit_code == 0 and out["set_id"] == "s0002" and not out["activated"] and out["active"] == "s0001"
    assert out["version"] == "v0002"  # one criterion: its fields at the top, as before
    assert probabilities(env) == fitted
    listed = json.loads(runner.invoke(app, ["calibration", "list", "--json"]).stdout)
    rows = {r["version"]: r for r in listed}
    assert list(rows) == ["shipped", "s0001", "s0002"] and rows["s0001"]["active"] == "*"
    assert rows["s0002"]["criteria"] == "grounded v0002, relevant v0001"  # relevant kept from the active set
    assert rows["s0001"]["labels"] == "grounded 120, relevant 120" and rows["shipped"]["shipped"]

    res = runner.invoke(app, ["calibration", "compare", "s0002", "--resamples", "200", "--json"])
    assert res.exit_code == 0, res.output
    cmp = json.loads(res.stdout)
    assert (cmp["a"], cmp["b"], cmp["labels"]) == ("s0002", "s0001", 120)
    g = next(c for c in cmp["criteria"] if c["criterion"] == "grounded")
    assert (g["a_version"], g["b_version"], g["n"]) == ("v0002", "v0001", 120)
    for m in g["metrics"]:
        lo, hi = m["a_interval"]
        assert lo <= m["a"] <= hi and m["metric"] in ("balanced_accuracy", "auc", "brier")
    r = next(c for c in cmp["criteria"] if c["criterion"] == "relevant")  # same calibrator: no difference
    assert all(m["difference"] == 0 and m["verdict"] == "no clear difference" for m in r["metrics"])
    res = runner.invoke(app, ["calibration", "compare", "s0001", "--with", "shipped", "--resamples", "200"])
    assert res.exit_code == 0 and "s0001 vs shipped on 120 reviewer label(s)" in res.output
    new_only = json.loads(runner.invoke(app, ["calibration", "compare", "s0002", "--new-labels-only", "--json",
                                              "--resamples", "50"]).stdout)
    assert all(c["n"] == 0 for c in new_only["criteria"])  # every label predates both fits

    res = runner.invoke(app, ["calibration", "rollback"])  # back to shipped (s0001 -> shipped history)
    assert res.exit_code == 0 and probabilities(env) == shipped


@pytest.mark.parametrize("args", [["calibration", "activate", "s0099"], ["calibration", "compare", "v0001"],
                                  ["calibration", "compare", "shipped", "--with", "nope"],
                                  ["calibration", "rollback"]])
def test_bad_versions_are_one_line_exit_2(env, args):
    labelled_store(env / "data" / "tinyrag.sqlite3", n=10)
    res = runner.invoke(app, args)
    assert res.exit_code == 2, res.output
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and "Traceback" not in res.output
    assert "no calibrator version" in lines[0] or "nothing to roll back" in lines[0]


def test_a_store_from_before_versions_is_adopted_without_changing_a_p(env):
    from tests.test_criteria_workflow import fitted
    from tinyrag_eval.calibration.features import CRITERION_FEATURES

    save_version(fitted(CRITERION_FEATURES["grounded"]), env / "cal" / "grounded")
    legacy = probabilities(env)
    assert legacy[1] is None and legacy[2].startswith("grounded=v0001")  # no pointer: the latest version
    res = runner.invoke(app, ["calibration", "list"])
    assert res.exit_code == 0 and "no active.json" in res.output
    res = runner.invoke(app, ["calibration", "activate", "shipped"])
    assert res.exit_code == 0, res.output
    assert probabilities(env)[1] == "shipped"
    res = runner.invoke(app, ["calibration", "rollback", "--json"])
    assert json.loads(res.stdout)["active"] == "s0001"
    adopted = probabilities(env)
    assert adopted[0] == legacy[0] and adopted[1] == "s0001"


def test_every_p_names_its_calibrator_in_gate_export_and_review_page(env):
    from tinyrag_eval.export.report import criterion_rows
    from tinyrag_eval.gate import check, junit_xml, memo_values, parse_requirement
    from tinyrag_eval.web.views import CriterionView

    asm, _ = CriteriaAssessor(settings(env)).assess(evaluation(), memo(), CRITERIA)
    assert asm.version_of("grounded") == "shipped:grounded-shipped-8"
    values = memo_values("m1", evaluation(), asm, memo())
    report = check([parse_requirement("P(grounded) >= 0.999"), parse_requirement("P(relevant) >= 0")], [values])
    g = report.results[0]
    assert g.calibrator == "shipped:grounded-shipped-8" and "(calibrator shipped:grounded-shipped-8)" in g.failures[0].message
    assert report.model_dump(mode="json")["results"][1]["calibrator"] == "shipped:relevant-shipped-8"
    xml = ET.fromstring(junit_xml(report))
    props = {p.get("name"): p.get("value") for p in xml.iter("property")}
    assert props == {"calibrator.grounded": "shipped:grounded-shipped-8",
                     "calibrator.relevant": "shipped:relevant-shipped-8"}
    assert all("[calibrator shipped:" in tc.get("name") for tc in xml.iter("testcase"))
    rows = criterion_rows(asm)
    assert [r["calibrator"] for r in rows] == ["shipped:grounded-shipped-8", "shipped:relevant-shipped-8"]
    assert CriterionView(**rows[0]).calibrator == "shipped:grounded-shipped-8"


def test_a_broken_active_version_leaves_every_criterion_uncalibrated(env):
    from tinyrag_eval.calibration.versions import ACTIVE_FILE

    (env / "cal").mkdir()
    (env / "cal" / ACTIVE_FILE).write_text(json.dumps({"active": "s0042", "changed_at": "x"}))
    asm, cert = CriteriaAssessor(settings(env)).assess(evaluation(), memo(), CRITERIA)
    assert asm.calibrator_version is None and not cert.auto_finalize
    assert all(not ca.calibrated and "no calibrator version 's0042'" in ca.note for ca in asm.per_criterion.values())
    res = runner.invoke(app, ["calibration", "status"])
    assert res.exit_code == 2 and "no calibrator version 's0042'" in res.output


def test_fitted_at_is_exact_so_a_label_of_the_same_second_is_not_new():
    """A label given a moment before the fit, in the same second, was fitted on: --new-labels-only
    must not count it (fitted_at was rounded down to the second, which made it 'after')."""
    from datetime import UTC, datetime

    from tests.test_criteria_workflow import fitted
    from tinyrag_eval.calibration.compare import _fitted_at
    from tinyrag_eval.calibration.features import CRITERION_FEATURES

    before = datetime.now(UTC)
    cal = fitted(CRITERION_FEATURES["grounded"])
    assert _fitted_at(cal) >= before
