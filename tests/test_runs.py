"""Recorded evaluation runs: recording from `gate` and `eval memo`, `tinyrag runs list/show/compare`,
and the paired statistics of the comparison."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest
from typer.testing import CliRunner

from tinyrag_eval.cli import app
from tinyrag_eval.runs.compare import compare_runs, holm, paired_bootstrap, paired_permutation_p
from tinyrag_eval.store import EvalRunItem, EvalRunSpec, Store

runner = CliRunner()

CONTEXT = ("Northwind Harbour Bank reported a CET1 ratio of 14.6% at the end of 2025. "
           "Net interest income rose 4.1% to £105.3 million in the first quarter of 2026.")
GOOD = "The CET1 ratio was 14.6% at the end of 2025."
BAD = "The CET1 ratio was 19.9% at the end of 2025."


def fake_encode(texts, settings=None, **_):
    """A deterministic stand-in for the embedding model (no model load in fast tests)."""
    out = np.zeros((len(texts), 16), dtype=np.float32)
    for i, t in enumerate(texts):
        for w in t.lower().split():
            out[i, int(hashlib.md5(w.encode()).hexdigest(), 16) % 16] += 1.0
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    return out / np.where(norms == 0, 1, norms)


@pytest.fixture
def store_url(monkeypatch, tmp_path):
    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    from tinyrag_eval import embedding

    monkeypatch.setattr(embedding, "encode", fake_encode)
    return url


def memo_file(tmp_path, answers, name="memos.jsonl", extra_lines=()):
    f = tmp_path / name
    f.write_text("".join(json.dumps({"id": i, "query": "CET1 ratio at the end of 2025", "contexts": [CONTEXT],
                                     "answer": a}) + "\n" for i, a in answers) + "".join(extra_lines))
    return f


# --------------------------------------------------------------------------- recording


def test_gate_records_its_run_with_provenance_and_items(store_url, tmp_path):
    f = memo_file(tmp_path, [("good", GOOD), ("bad", BAD)], extra_lines=["{not json\n"])
    res = runner.invoke(app, ["gate", "--input", str(f), "--metrics", "numeric_consistency",
                              "--require", "numeric_consistency>=1", "--json"])
    assert res.exit_code == 1, res.output
    out = json.loads(res.stdout)
    run_id = out["run_id"]
    assert run_id.startswith("g-") and len(run_id) == 8 and "recorded run" in res.stderr
    with Store.open(store_url) as s:
        rec = s.get_eval_run(run_id)
        items = s.eval_run_items(run_id)
    assert rec.kind == "gate" and rec.passed is False and rec.n_items == 3
    assert rec.data_hash == "sha256:" + hashlib.sha256(f.read_bytes()).hexdigest()
    assert rec.config["requirements"] == ["numeric_consistency>=1"] and rec.config["metrics"] == ["numeric_consistency"]
    assert rec.config["metric_options"]["nli_window"] == 2 and rec.config["invalid_policy"] == "fail"
    assert rec.models["embedding"]["name"] == "all-MiniLM-L6-v2" and "version" in rec.models["embedding"]
    assert "nli" not in rec.models  # numeric_consistency needs no NLI model
    assert rec.command and rec.usage is not None  # measured: this gate made no LLM call
    assert (rec.usage.calls, rec.usage.total_tokens, rec.usage.cost_usd) == (0, 0, 0.0)
    by_id = {it.id: it for it in items}
    assert [it.id for it in items] == ["good", "bad", "line 3"]  # input order, the bad line included
    # the gate evaluates like the workflow: the memo metrics asked for plus the safety gate
    assert by_id["good"].passed is True and by_id["good"].metrics == {
        "numeric_consistency": 1.0, "safety_injection": 0.0, "safety_toxicity": 0.0, "safety_privacy": 0.0}
    assert by_id["bad"].passed is False and "19.9%" in by_id["bad"].failed[0]
    assert by_id["line 3"].error.startswith("invalid JSON") and by_id["line 3"].passed is False

    res = runner.invoke(app, ["runs", "list", "--json"])
    assert res.exit_code == 0 and [r["id"] for r in json.loads(res.stdout)] == [run_id]
    res = runner.invoke(app, ["runs", "show", "latest", "--json"])
    shown = json.loads(res.stdout)
    assert shown["id"] == run_id and len(shown["items"]) == 3
    res = runner.invoke(app, ["runs", "show", run_id[:4]])
    assert res.exit_code == 0 and "numeric_consistency" in res.stdout and "19.9%" in res.stdout


def test_eval_memo_records_and_no_record_skips(store_url, tmp_path):
    f = memo_file(tmp_path, [("good", GOOD), ("empty", "")])
    out = tmp_path / "out.jsonl"
    res = runner.invoke(app, ["eval", "memo", "--input", str(f), "--out", str(out), "--json",
                              "--metrics", "groundedness_similarity,numeric_consistency"])
    assert res.exit_code == 0, res.output
    run_id = json.loads(res.stdout)["run_id"]
    with Store.open(store_url) as s:
        rec = s.get_eval_run(run_id)
        items = {it.id: it for it in s.eval_run_items(run_id)}
    assert rec.kind == "eval_memo" and rec.passed is None and rec.summary["rows"] == 2
    assert items["good"].metrics["groundedness_similarity"] is not None
    assert items["empty"].metrics["groundedness_similarity"] is None and "groundedness_similarity" in items["empty"].invalid
    res = runner.invoke(app, ["eval", "memo", "--input", str(f), "--out", str(out), "--json", "--no-record",
                              "--metrics", "numeric_consistency"])
    assert res.exit_code == 0 and "run_id" not in json.loads(res.stdout)
    with Store.open(store_url) as s:
        assert len(s.eval_runs()) == 1


def test_a_store_that_cannot_be_written_costs_the_record_not_the_run(store_url, monkeypatch, tmp_path):
    monkeypatch.setenv("TINYRAG_STORE__URL", "mysql://nobody@127.0.0.1/none")
    f = memo_file(tmp_path, [("good", GOOD)])
    res = runner.invoke(app, ["gate", "--input", str(f), "--metrics", "numeric_consistency",
                              "--require", "numeric_consistency>=1", "--json"])
    assert res.exit_code == 0, res.output  # the gate's own verdict, not a store error
    out = json.loads(res.stdout)
    assert out["passed"] is True and out["run_id"] is None
    assert "not recorded" in res.stderr and "unsupported database" in res.stderr


def test_item_payloads_are_bounded_and_ids_made_unique():
    with Store.open("sqlite://") as s:
        long = "x" * 10_000
        rec = s.add_eval_run(EvalRunSpec(kind="gate"), [
            EvalRunItem(id="a", invalid={"m": long}, failed=[long] * 20, metrics={"m": None}),
            EvalRunItem(id="a", metrics={"m": 1.0})])
        a, a2 = s.eval_run_items(rec.id)
    assert (a.id, a2.id) == ("a", "a#2") and "repeats" in rec.notes[0]
    assert len(a.invalid["m"]) <= 300 and len(a.failed) == 6 and a.failed[-1] == "... 15 more"
    with Store.open("sqlite://") as s, pytest.raises(Exception, match="not JSON"):
        s.add_eval_run(EvalRunSpec(kind="gate"), [EvalRunItem(id="n", metrics={"m": float("nan")})])


def test_find_run_refs():
    with Store.open("sqlite://") as s:
        r1 = s.add_eval_run(EvalRunSpec(kind="eval_memo"), [])
        r2 = s.add_eval_run(EvalRunSpec(kind="gate"), [])
        assert s.find_eval_run("latest").id == r2.id and s.find_eval_run("latest~1").id == r1.id
        assert s.find_eval_run(r1.id[:3]).id == r1.id
        for bad, msg in (("latest~5", "only 2"), ("latest~x", "latest~N"), ("zzz", "no recorded run"), ("", "no run")):
            with pytest.raises(LookupError, match=msg):
                s.find_eval_run(bad)


# --------------------------------------------------------------------------- statistics


def test_holm_matches_the_textbook_procedure():
    # m = 5 p-values: sorted 0.005, 0.01, 0.03, 0.04, 0.2 times 5, 4, 3, 2, 1, made monotone
    got = holm([0.01, 0.04, 0.03, 0.20, None, 0.005])
    assert got[4] is None
    assert [g for g in got if g is not None] == pytest.approx([0.04, 0.09, 0.09, 0.2, 0.025])
    assert holm([0.9, 0.8]) == [1.0, 1.0] and holm([]) == []


def test_paired_tests_see_a_real_shift_and_not_a_null_one():
    rng = np.random.default_rng(7)
    a = rng.normal(0.6, 0.15, 200)
    shifted = a + 0.05 + rng.normal(0, 0.03, 200)  # true mean shift 0.05, small next to the spread of a
    noise = rng.normal(0, 0.03, 200)
    null = a + noise - noise.mean()  # no shift at all: the differences average exactly 0
    lo, hi, method = paired_bootstrap(a, shifted, n_resamples=2000, seed=1)
    assert lo < 0.05 < hi and hi - lo < 0.02 and "BCa" in method
    assert paired_permutation_p(a, shifted, n_resamples=2000, seed=1) < 0.001
    assert paired_permutation_p(a, null, n_resamples=2000, seed=1) > 0.05
    lo, hi, _ = paired_bootstrap(a, null, n_resamples=2000, seed=1)
    assert lo < 0 < hi
    # seeded: the same numbers twice; equal differences give a point
    assert paired_bootstrap(a, shifted, n_resamples=500, seed=3) == paired_bootstrap(a, shifted, n_resamples=500, seed=3)
    assert paired_bootstrap(a, a + 0.1, n_resamples=500)[:2] == pytest.approx((0.1, 0.1))
    assert paired_permutation_p(a, a) == 1.0


def synthetic_runs(store, *, models_b=None, data_b="sha256:same", n=60, shift=0.1):
    rng = np.random.default_rng(0)
    base = rng.uniform(0.3, 0.8, n)
    items_a, items_b = [], []
    for i, v in enumerate(base):
        same = float(np.clip(v + rng.normal(0, 0.01), 0, 1))
        up = float(v + shift + rng.normal(0, 0.01))
        a_inv = i < 3  # three items invalid in A
        items_a.append(EvalRunItem(id=f"m{i}", metrics={"shifted": None if a_inv else float(v), "same": float(v)},
                                   invalid={"shifted": "NLI model unavailable"} if a_inv else {},
                                   passed=v >= 0.5))
        items_b.append(EvalRunItem(id=f"m{i}", metrics={"shifted": up, "same": same}, passed=up >= 0.5))
    items_b.append(EvalRunItem(id="extra", metrics={"shifted": 0.5, "same": 0.5}))
    models = {"embedding": {"name": "all-MiniLM-L6-v2", "version": "v1"}}
    a = store.add_eval_run(EvalRunSpec(kind="eval_memo", models=models, data_hash="sha256:same",
                                       config={"metrics": ["shifted", "same"]}), items_a)
    b = store.add_eval_run(EvalRunSpec(kind="eval_memo", models=models_b or models, data_hash=data_b,
                                       config={"metrics": ["shifted", "same"]}), items_b)
    return a, items_a, b, items_b


def test_compare_finds_the_shift_counts_invalid_and_flips():
    with Store.open("sqlite://") as s:
        a, ia, b, ib = synthetic_runs(s)
    cmp = compare_runs(a, ia, b, ib, n_resamples=2000)
    assert (cmp.matched, cmp.only_a, cmp.only_b, cmp.only_b_ids) == (60, 0, 1, ["extra"])
    m = {d.metric: d for d in cmp.metrics}
    sh, same = m["shifted"], m["same"]
    assert sh.n == 57 and sh.invalid_a == 3 and sh.invalid_b == 0  # counted, never averaged
    assert sh.ci_low < 0.1 < sh.ci_high and sh.diff == pytest.approx(0.1, abs=0.01)
    assert sh.p_value < 0.001 and sh.p_holm >= sh.p_value
    assert same.n == 60 and same.p_value > 0.05 and same.ci_low < 0 < same.ci_high
    assert len(cmp.became_valid) == 3 and not cmp.became_invalid
    assert cmp.fail_to_pass and not cmp.pass_to_fail  # every value rose by 0.1
    assert cmp.changed_most and len(cmp.changed_most) == 5 and len({c.id for c in cmp.changed_most}) == 5
    assert not any("DIFFERENT" in w for w in cmp.warnings) and any("only in B" in w for w in cmp.warnings)


def test_compare_warns_on_different_models_and_data():
    with Store.open("sqlite://") as s:
        a, ia, b, ib = synthetic_runs(s, models_b={"embedding": {"name": "bge-small", "version": "v9"}},
                                      data_b="sha256:other")
    w = compare_runs(a, ia, b, ib, n_resamples=200).warnings
    assert any("DIFFERENT MODELS: embedding: all-MiniLM-L6-v2 vs bge-small" in x for x in w)
    assert any("DIFFERENT DATA" in x for x in w)


def test_compare_empty_and_disjoint_runs():
    with Store.open("sqlite://") as s:
        empty = s.add_eval_run(EvalRunSpec(kind="gate"), [])
        other = s.add_eval_run(EvalRunSpec(kind="gate"), [EvalRunItem(id="x", metrics={"m": 1.0})])
        third = s.add_eval_run(EvalRunSpec(kind="gate"), [EvalRunItem(id="y", metrics={"m": 0.0})])
    cmp = compare_runs(empty, [], other, [EvalRunItem(id="x", metrics={"m": 1.0})])
    assert cmp.matched == 0 and cmp.metrics == [] and any("no item in common" in w for w in cmp.warnings)
    cmp = compare_runs(other, [EvalRunItem(id="x", metrics={"m": 1.0})], third, [EvalRunItem(id="y", metrics={"m": 0.0})])
    assert (cmp.matched, cmp.only_a, cmp.only_b) == (0, 1, 1) and cmp.metrics == []
    one = compare_runs(other, [EvalRunItem(id="x", metrics={"m": 1.0})], third, [EvalRunItem(id="x", metrics={"m": 0.5})])
    assert one.metrics[0].n == 1 and one.metrics[0].diff == -0.5 and one.metrics[0].p_value is None
    with pytest.raises(ValueError, match="resamples"):
        compare_runs(other, [], third, [], n_resamples=5)


def test_runs_compare_cli(monkeypatch, tmp_path):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    with Store.open(url) as s:
        a, _, b, _ = synthetic_runs(s, models_b={"embedding": {"name": "bge-small", "version": "v9"}})
    res = runner.invoke(app, ["runs", "compare", a.id, b.id, "--resamples", "999"])
    assert res.exit_code == 0, res.output
    assert "DIFFERENT MODELS" in res.stderr and "shifted" in res.stdout and "fail -> pass" in res.stdout
    res = runner.invoke(app, ["runs", "compare", "latest~1", "latest", "--json", "--resamples", "999"])
    data = json.loads(res.stdout)
    assert data["a"]["id"] == a.id and {d["metric"] for d in data["metrics"]} == {"shifted", "same"}
    res = runner.invoke(app, ["runs", "compare", a.id, "nope"])
    assert res.exit_code == 2 and "no recorded run 'nope'" in res.output
    res = runner.invoke(app, ["runs", "list"])
    assert res.exit_code == 0 and a.id in res.stdout


def test_validation_report_becomes_a_run_record(tmp_path):
    from tinyrag_eval.config import Settings
    from tinyrag_eval.runs.record import items_from_validation, save_run, validation_run_spec
    from tinyrag_eval.validation.report import TestRow, ValidationReport

    rows = [TestRow(test_id="t1", query="q1", type="fact", topic="capital", decision="finalize", probability=0.93,
                    metrics={"nli_groundedness": 0.9, "context_relevancy": None},
                    invalid={"context_relevancy": "empty context"}),
            TestRow(test_id="t2", query="q2", type="fact", topic="capital", decision="escalate",
                    decision_reasons=["P(grounded) 0.41 < 0.9"], metrics={"nli_groundedness": 0.4}),
            TestRow(test_id="t3", query="q3", type="fact", topic="capital", error="pipeline failed: boom")]
    report = ValidationReport(meta={"seed": 3, "n": 3, "robust_n": 0, "use_llm": False, "command": "tinyrag validate",
                                    "index": {"path": str(tmp_path / "no-index"), "documents": ["bank"]},
                                    "calibrator_version": "none"},
                              config={"retrieval": {"k": 8}}, results=rows)
    settings = Settings(store={"url": f"sqlite:///{tmp_path / 's.sqlite3'}"})
    rec, message = save_run(lambda: validation_run_spec(report, settings), lambda: items_from_validation(report), settings)
    assert rec is not None, message
    assert rec.kind == "validate" and rec.id.startswith("v-") and rec.config["seed"] == 3
    assert rec.config["retrieval"] == {"k": 8} and set(rec.models) >= {"embedding", "reranker", "nli", "llm", "calibrator"}
    assert rec.data_hash == "" and rec.summary["decisions"] == {"finalize": 1, "escalate": 1, "invalid": 1}
    with Store.open(settings=settings) as s:
        t1, t2, t3 = s.eval_run_items(rec.id)
    assert t1.passed is True and t1.probabilities == {"lowest": 0.93} and t1.invalid == {"context_relevancy": "empty context"}
    assert t2.passed is False and t2.failed == ["P(grounded) 0.41 < 0.9"] and t2.decision == "escalate"
    assert t3.passed is None and t3.error == "pipeline failed: boom"


@pytest.mark.models
def test_gate_with_real_models_records_probabilities_and_calibrators(monkeypatch, tmp_path):
    url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    f = memo_file(tmp_path, [("good", GOOD), ("bad", BAD)])
    res = runner.invoke(app, ["gate", "--input", str(f), "--require", "P(grounded) >= 0", "--json"])
    assert res.exit_code == 0, res.output
    with Store.open(url) as s:
        rec = s.find_eval_run("latest")
        items = s.eval_run_items(rec.id)
    assert {"embedding", "nli", "calibrators"} <= set(rec.models) and "grounded" in rec.models["calibrators"]
    assert rec.models["nli"]["version"].startswith("sha256:")  # the bundled adapter's fingerprint
    assert all(0 <= it.probabilities["grounded"] <= 1 for it in items)
    assert items[0].metrics["nli_groundedness"] is not None


def test_run_usage_from_the_llm_clients_totals():
    from tinyrag_eval.llm.usage import Usage
    from tinyrag_eval.runs.record import run_usage

    u = run_usage(Usage(llm_calls=3, cache_hits=1, prompt_tokens=1200, completion_tokens=300, cost_usd=0.00042))
    assert (u.calls, u.prompt_tokens, u.completion_tokens, u.total_tokens, u.cost_usd) == (3, 1200, 300, 1500, 0.00042)
    # a remote model without a price: the total cost is unknown, not the priced part
    assert run_usage(Usage(llm_calls=2, prompt_tokens=10, cost_usd=0.001, unpriced_calls=1)).cost_usd is None
