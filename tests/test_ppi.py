"""Prediction-powered estimates of a run's acceptance rate (`tinyrag runs estimate`)."""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from tinyrag_eval.cli import app
from tinyrag_eval.runs.estimate import EstimateError, estimate_rate, ppi_intervals, read_labels
from tinyrag_eval.store import EvalRunItem, EvalRunSpec, Store

runner = CliRunner()


def population(n_items: int, informative: bool, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """True labels and a machine score: P(label 1) = score when informative, else unrelated."""
    rng = np.random.default_rng(seed)
    score = rng.beta(2, 2, n_items)
    p = score if informative else np.full(n_items, 0.5)
    return (rng.random(n_items) < p).astype(float), score


@pytest.mark.parametrize("informative", [True, False])
def test_ppi_covers_the_known_truth_at_its_nominal_rate(informative):
    y_all, f_all = population(4000, informative)
    truth = y_all.mean()
    rng = np.random.default_rng(1)
    hits = {"labels only": 0, "PPI": 0, "PPI++": 0}
    widths = {k: [] for k in hits}
    reps, n = 300, 100
    for _ in range(reps):
        lab = rng.choice(len(y_all), n, replace=False)
        mask = np.zeros(len(y_all), bool)
        mask[lab] = True
        for iv in ppi_intervals(y_all[mask], f_all[mask], f_all[~mask], alpha=0.1):
            hits[iv.method] += iv.low <= truth <= iv.high
            widths[iv.method].append(iv.width)
    for method, h in hits.items():
        assert 0.84 <= h / reps <= 0.96, (method, h / reps)  # nominal 0.90; 300 draws: sd 0.017
    mean_w = {k: float(np.mean(v)) for k, v in widths.items()}
    if informative:  # the score explains a third of the label variance: PPI is narrower
        assert mean_w["PPI++"] < 0.92 * mean_w["labels only"] and mean_w["PPI"] < mean_w["labels only"]
    else:  # noise: PPI++ falls back to about the labels-only width
        assert mean_w["PPI++"] <= 1.05 * mean_w["labels only"]


def store_run(store, n_items=400, informative=True, invalid=0):
    y, f = population(n_items, informative, seed=3)
    items = [EvalRunItem(id=f"m{i}", metrics={"nli_groundedness": None if i < invalid else float(f[i])},
                         invalid={"nli_groundedness": "NLI model unavailable"} if i < invalid else {},
                         probabilities={"grounded": float(f[i])})
             for i in range(n_items)]
    rec = store.add_eval_run(EvalRunSpec(kind="eval_memo"), items)
    return rec, store.eval_run_items(rec.id), y


def test_estimate_rate_on_a_stored_run():
    with Store.open("sqlite://") as s:
        rec, items, y = store_run(s, invalid=5)
    rng = np.random.default_rng(0)
    lab = rng.choice(len(items), 80, replace=False)
    labels = {items[i].id: int(y[i]) for i in lab}
    labels["not-an-item"] = 1
    est = estimate_rate(rec, items, labels)
    assert est.score == "P(grounded)" and est.n_labeled == 80 and est.n_unlabeled == 320
    assert est.labels_unmatched == 1 and est.unmatched_ids == ["not-an-item"]
    methods = {iv.method: iv for iv in est.intervals}
    assert set(methods) == {"labels only", "PPI", "PPI++"} and 0 <= est.lam <= 1
    assert methods["labels only"].estimate == pytest.approx(np.mean(list(labels.values())[:-1]))
    assert all(iv.low < iv.estimate < iv.high for iv in est.intervals)
    # a metric as the score; its invalid values get the fixed fill value and are counted
    est = estimate_rate(rec, items, labels, score="nli_groundedness", invalid_as=0.5)
    assert est.invalid_scores == 5 and any("no valid nli_groundedness" in n for n in est.notes)


def test_estimate_refuses_what_it_cannot_do():
    with Store.open("sqlite://") as s:
        rec, items, y = store_run(s, n_items=30)
        empty = s.add_eval_run(EvalRunSpec(kind="gate"), [])
        plain = s.add_eval_run(EvalRunSpec(kind="gate"), [EvalRunItem(id="a", metrics={"m": 1.0})])
    labels = {f"m{i}": int(y[i]) for i in range(12)}
    with pytest.raises(EstimateError, match="none of the 2 labelled ids"):
        estimate_rate(rec, items, {"x": 1, "y": 0})
    with pytest.raises(EstimateError, match="only 3 label"):
        estimate_rate(rec, items, {f"m{i}": 1 for i in range(3)})
    with pytest.raises(EstimateError, match="has no value"):
        estimate_rate(rec, items, labels, score="judge.overall")
    with pytest.raises(EstimateError, match="every item .* is labelled"):
        estimate_rate(rec, items, {f"m{i}": int(y[i]) for i in range(30)})
    with pytest.raises(EstimateError, match="no items"):
        estimate_rate(empty, [], labels)
    with pytest.raises(EstimateError, match="no calibrated probability; choose a metric with --score NAME from: m"):
        estimate_rate(plain, [EvalRunItem(id="a", metrics={"m": 1.0})], {"a": 1})
    with pytest.raises(EstimateError, match="alpha"):
        estimate_rate(rec, items, labels, alpha=1.5)
    same = {f"m{i}": 1 for i in range(12)}
    assert any("every label is 1" in n for n in estimate_rate(rec, items, same).notes)


@pytest.mark.parametrize("text,msg", [
    ('{"id": "a", "label": 1}\n{oops\n', "line 2: invalid JSON"),
    ('{"id": "a"}\n', 'line 1: expected an object with "id" and "label"'),
    ('[1, 2]\n', "line 1: expected an object"),
    ('{"id": "a", "label": 2}\n', "label must be 0 or 1"),
    ('{"id": "a", "label": "yes"}\n', "label must be 0 or 1"),
    ('{"id": "", "label": 1}\n', "id must be a non-empty string"),
    ('{"id": "a", "label": 1}\n{"id": "a", "label": 0}\n', "labelled both 0 and 1"),
    ("\n\n", "no labels"),
])
def test_malformed_labels_files(tmp_path, text, msg):
    f = tmp_path / "labels.jsonl"
    f.write_text(text)
    with pytest.raises(EstimateError, match=msg):
        read_labels(f)


def test_labels_file_forms(tmp_path):
    f = tmp_path / "labels.jsonl"
    f.write_text('{"id": "a", "label": true}\n\n{"id": 7, "label": 0}\n{"id": "a", "label": 1}\n')
    assert read_labels(f) == {"a": 1, "7": 0}
    with pytest.raises(EstimateError, match="cannot read"):
        read_labels(tmp_path / "missing.jsonl")


def test_runs_estimate_cli(monkeypatch, tmp_path):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    with Store.open(url) as s:
        rec, items, y = store_run(s)
    f = tmp_path / "labels.jsonl"
    f.write_text("".join(json.dumps({"id": items[i].id, "label": int(y[i])}) + "\n" for i in range(0, 400, 5)))
    res = runner.invoke(app, ["runs", "estimate", rec.id, "--labels", str(f)])
    assert res.exit_code == 0, res.output
    assert "PPI++" in res.stdout and "labels only" in res.stdout and "uniform random sample" in res.stderr
    res = runner.invoke(app, ["runs", "estimate", "latest", "--labels", str(f), "--json", "--alpha", "0.05"])
    data = json.loads(res.stdout)
    assert data["n_labeled"] == 80 and data["alpha"] == 0.05 and set(data["widths"]) == {"labels only", "PPI", "PPI++"}
    f.write_text('{"id": "zzz", "label": 1}\n')
    res = runner.invoke(app, ["runs", "estimate", rec.id, "--labels", str(f)])
    assert res.exit_code == 2 and "none of the 1 labelled ids" in res.output
