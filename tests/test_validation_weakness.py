"""Weakness maps: marginal and bivariate cells, bootstrap CIs, BH-flagged weak cells, plots."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tinyrag_eval.validation import weakness as wk

TOPICS = ["capital, ratio", "credit, loans", "liquidity, deposits"]
TYPES = ["factual", "multi_hop", "yes_no"]


def _table(weak_cell: tuple[str, str] | None = ("liquidity, deposits", "multi_hop"), n: int = 12, seed: int = 0):
    rng = np.random.default_rng(seed)
    rows = []
    for topic in TOPICS:
        for qtype in TYPES:
            bad = (topic, qtype) == weak_cell
            for i in range(n):
                faith = float(np.clip(rng.normal(0.35 if bad else 0.8, 0.1), 0, 1))
                rows.append({"id": f"{topic}-{qtype}-{i}", "type": qtype, "topic": topic, "metrics": {
                    "faithfulness": faith,
                    "context_precision": float(np.clip(rng.normal(0.6, 0.15), 0, 1)),
                    "answer_relevancy": {"value": float(np.clip(rng.normal(0.7, 0.1), 0, 1)), "invalid": False},
                    "hallucination": float(np.clip(1 - faith + rng.normal(0, 0.05), 0, 1)),
                }})
    rows.append({"id": "few", "type": "inference", "topic": "credit, loans", "metrics": {"faithfulness": 0.1}})
    return rows


def test_weak_cell_is_flagged_and_nothing_else():
    rep = wk.analyse(_table(), seed=1)
    weak = {(c.metric, c.by, c.topic, c.query_type) for c in rep.weak}
    assert ("faithfulness", "topic x query_type", "liquidity, deposits", "multi_hop") in weak
    # hallucination is lower-is-better: the same cell is weak because it is *higher*
    assert ("hallucination", "topic x query_type", "liquidity, deposits", "multi_hop") in weak
    assert {m for m, *_ in weak} == {"faithfulness", "hallucination"}
    assert all(c.q_value <= 0.1 for c in rep.weak)
    assert rep.tests_made > 0 and rep.tests == 9 * 12 + 1


def test_null_table_flags_nothing():
    rep = wk.analyse(_table(weak_cell=None), seed=1)
    assert rep.weak == []


def test_too_few_cells_are_marked_and_not_tested():
    rep = wk.analyse(_table(), min_cell_samples=5)
    few = [c for c in rep.marginal + rep.bivariate if c.query_type == "inference"]
    assert few and all(c.too_few and c.p_value is None and not c.weak for c in few)
    assert all(c.ci_low is None for c in few)  # n = 1: no interval


def test_bootstrap_ci_is_seeded_and_brackets_the_mean():
    x = np.random.default_rng(3).uniform(0, 1, 40)
    a, b = wk.bootstrap_ci(x, 500, seed=9), wk.bootstrap_ci(x, 500, seed=9)
    assert a == b and a[0] < x.mean() < a[1]
    assert wk.bootstrap_ci([0.5]) == (None, None)


def test_bh_matches_hand_computation():
    q = wk.benjamini_hochberg([0.01, 0.04, 0.03, 0.5])
    # BH by hand: sorted p = .01 .03 .04 .5 -> p*m/rank = .04 .06 .0533 .5 -> monotone from the top
    assert np.allclose(q, [0.04, 0.05333333, 0.05333333, 0.5])
    assert wk.benjamini_hochberg([]) == []


def test_identical_values_give_p_one():
    assert wk.one_sided_worse([0.5] * 6, [0.5] * 20, lower_is_better=False) == 1.0


def test_plots_are_written(tmp_path):
    rep = wk.weakness_report(_table(), tmp_path, seed=1)
    for name in ("heatmap_faithfulness", "violin_by_query_type", "violin_by_topic", "marginals", "joint"):
        path = tmp_path / f"{name}.png"
        assert rep.plots[name] == str(path) and path.stat().st_size > 5000
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    saved = json.loads((tmp_path / "weakness.json").read_text())
    assert saved["weak"] and saved["plots"]


def test_bad_inputs_give_clear_errors(tmp_path):
    with pytest.raises(wk.WeaknessInputError, match="no test results"):
        wk.analyse([])
    with pytest.raises(wk.WeaknessInputError, match="query_type"):
        wk.analyse([{"topic": "x", "metrics": {"a": 1.0}}])
    with pytest.raises(wk.WeaknessInputError, match="not a number"):
        wk.analyse([{"type": "factual", "topic": "x", "metrics": {"a": "high"}}])
    with pytest.raises(wk.WeaknessInputError, match="no values for metric"):
        wk.analyse(_table(), metrics=["judge_score"])
    with pytest.raises(wk.WeaknessInputError, match="no metric values"):
        wk.analyse([{"type": "factual", "topic": "x", "metrics": {"a": None}}])
    (tmp_path / "r.jsonl").write_text('{"type": "factual", "topic": "x", "metrics": {"a": 1}}\nnot json\n')
    with pytest.raises(wk.WeaknessInputError, match="r.jsonl:2"):
        wk.read_results(tmp_path / "r.jsonl")
    with pytest.raises(FileNotFoundError):
        wk.read_results(tmp_path / "none.jsonl")


def test_flat_rows_and_invalid_metric_results_are_read():
    rows = wk.coerce_results([{"id": 1, "type": "factual", "topic": "t", "faithfulness": 0.5, "stratum": 2,
                               "metrics": None}])
    assert rows[0].metrics == {"faithfulness": 0.5}
    rows = wk.coerce_results([{"type": "factual", "topic": "t", "metrics": {"f": {"value": None, "invalid": True}}}])
    assert rows[0].metrics == {"f": None}


def test_weakness_cli(tmp_path):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    path = tmp_path / "results.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in _table()) + "\n")
    res = CliRunner().invoke(app, ["weakness", "--results", str(path), "--out", str(tmp_path / "w"), "--metric",
                                   "faithfulness", "--json"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["metrics"] == ["faithfulness"] and report["weak"]
    assert (tmp_path / "w" / "heatmap_faithfulness.png").is_file()
    bad = CliRunner().invoke(app, ["weakness", "--results", str(tmp_path / "none.jsonl")])
    assert bad.exit_code == 2 and "no such file" in " ".join(bad.output.split())  # rich wraps lines
