"""benchmarks/deployment.py end to end on synthetic rows with precomputed features (no model load):
the JSON shape, a perfect signal certifies most memos with a realized error within epsilon, a
random signal certifies (almost) nothing; and the store path and the benchmark fit the same way."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import numpy as np
import pytest

from tinyrag_eval.calibration.features import CRITERION_FEATURES

ROOT = Path(__file__).resolve().parents[1]
GROUNDED = CRITERION_FEATURES["grounded"]
RELEVANT = CRITERION_FEATURES["relevant"]


def write_rows(path: Path, signal: str, n: int = 800, seed: int = 0, sources: tuple[str, ...] = ("a",)) -> None:
    """Rows with a 'features' dict: every criterion feature (and 'sig') is the signal."""
    rng = np.random.default_rng(seed)
    with path.open("w") as fh:
        for s in sources:
            for i in range(n):
                y = int(i % 4 != 0)  # a quarter failing: the benchmark reweights to --failure-rate
                v = y + rng.normal(0, 0.05) if signal == "perfect" else float(rng.uniform())
                feats = {f: float(v) for f in (*GROUNDED, *RELEVANT, "sig")}
                fh.write(json.dumps({"id": f"{s}{i}", "label": y, "source": s, "features": feats}) + "\n")


def run_bench(tmp_path: Path, rows: Path, *extra: str) -> dict:
    out = tmp_path / "out.json"
    res = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "deployment.py"), "--rows", str(rows),
                          "--out", str(out), "--reps", "8", "--cache", str(tmp_path / "cache"), *extra],
                         capture_output=True, text=True, cwd=tmp_path, timeout=600, check=False)
    assert res.returncode == 0, res.stderr[-3000:]
    return json.loads(out.read_text())


def test_shape_and_perfect_signal(tmp_path):
    rows = tmp_path / "rows.jsonl"
    write_rows(rows, "perfect")
    res = run_bench(tmp_path, rows, "--repair")
    for e in ("eps=0.05", "eps=0.1"):
        r = res[e]
        assert set(r) >= {"automation", "realized_error", "share_over_eps"}
        assert all(isinstance(r[k], float) for k in ("automation", "realized_error", "share_over_eps"))
        # 90 % of the memos are acceptable and the signal separates them: most are finalized
        assert r["automation"] >= 0.7, r
        assert r["realized_error"] <= float(e.split("=")[1])
        assert r["share_over_eps"] <= 0.1
        assert r["realized_error_population"] <= float(e.split("=")[1])
        assert r["share_over_eps_population"] <= 0.1
    meta = res["meta"]
    assert meta["labels"] == 400 and meta["failure_rate"] == 0.1 and meta["criteria"] == ["grounded", "relevant"]
    assert meta["repair"] is True and meta["repairable_rows"] == 0  # precomputed rows are never repaired
    assert not (tmp_path / "cache").exists()  # precomputed rows are never scored
    assert meta["feature_directions"] == "known" and meta["command"].startswith("benchmarks/deployment.py --rows")


def test_the_recorded_command_pins_the_settings_it_ran_with():
    bench = _load_bench()
    env = {"TINYRAG_CALIBRATION__FEATURE_DIRECTIONS": "free", "TINYRAG_STORE__URL": "postgresql://u:pw@h/db",
           "TINYRAG_OPENAI_API_KEY": "sk-x", "TINYRAG_STORE__DATA_DIR": "/tmp/x", "PATH": "/bin"}
    line = bench.command_line(["--rows", "r.jsonl"], env)
    assert line == "TINYRAG_CALIBRATION__FEATURE_DIRECTIONS=free benchmarks/deployment.py --rows r.jsonl"
    assert bench.command_line(["--loso"], {}) == "benchmarks/deployment.py --loso"


def test_random_signal_certifies_nothing(tmp_path):
    rows = tmp_path / "rows.jsonl"
    write_rows(rows, "random")
    # failing share 0.2 > eps: a signal that says nothing cannot keep the finalized memos under eps
    res = run_bench(tmp_path, rows, "--failure-rate", "0.2")
    for e in ("eps=0.05", "eps=0.1"):
        assert res[e]["automation"] <= 0.05, res[e]
        assert res[e]["share_over_eps"] <= 0.1


@pytest.mark.parametrize("fit", ["pooled", "pooled-balanced"])
def test_features_override_and_loso(tmp_path, fit):
    """--features replaces the grounded features; --loso reports each source and their mean."""
    rows = tmp_path / "rows.jsonl"
    write_rows(rows, "perfect", n=400, sources=("a", "b"))
    res = run_bench(tmp_path, rows, "--loso", "--features", "sig", "--eps", "0.1", "--loso-fit", fit,
                    "--labels", "200")
    assert res["meta"]["loso_fit"] == fit
    assert set(res["by_source"]) == {"a", "b"}
    assert res["meta"]["features"]["grounded"] == ["sig"]
    assert res["eps=0.1"]["automation"] == pytest.approx(
        np.mean([res["by_source"][s]["eps=0.1"]["automation"] for s in "ab"]), abs=1e-3)
    assert res["eps=0.1"]["automation"] >= 0.7
    assert res["by_source"]["a"]["eps=0.1"]["labels_used"] == 200


def test_too_few_rows_for_the_labels(tmp_path):
    """Reviews are distinct rows and a quarter of each class stays to be decided: 100 rows cannot
    supply 400 reviews (an error), and with --allow-fewer-labels fewer are used and said."""
    rows = tmp_path / "rows.jsonl"
    write_rows(rows, "perfect", n=100)
    out = tmp_path / "out.json"
    cmd = [sys.executable, str(ROOT / "benchmarks" / "deployment.py"), "--rows", str(rows), "--out", str(out),
           "--reps", "2"]
    res = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path, timeout=600, check=False)
    assert res.returncode != 0 and "--allow-fewer-labels" in res.stderr
    res = run_bench(tmp_path, rows, "--allow-fewer-labels", "--eps", "0.1")
    used = res["eps=0.1"]["labels_used"]
    assert used == int(0.75 * 75 / 0.9)  # 75 acceptable rows, a quarter kept, 90 % of reviews acceptable
    # fewer than 100 deployment labels: no guarantee is printed, so nothing is finalized
    assert res["eps=0.1"]["automation"] == 0.0


def test_fit_all_matches_a_calibrator_fitted_alone():
    """fit_all (the benchmark) fits each criterion as calibrate_from_store does (fit_criterion on
    label_data), and the joint risk control is tested on the shared calibration rows only."""
    from tinyrag_eval.calibration.fit_criteria import (
        fit_all,
        fit_criterion,
        label_data,
        shared_calibration_ids,
    )
    from tinyrag_eval.config import Settings

    rng = np.random.default_rng(1)
    y = (rng.uniform(size=300) < 0.8).astype(int)
    rows = [{f: float(v + rng.normal(0, 0.5)) for f in (*GROUNDED, *RELEVANT)} for v in y]
    ids = list(range(100, 400))
    s = Settings()
    cals, risk = fit_all(rows, list(y), ids, s)
    alone = fit_criterion(label_data(rows, list(y), ids, GROUNDED), s, "grounded")
    x = rows[:20]
    assert np.allclose(cals["grounded"].predict_proba(x), alone.predict_proba(x))
    assert cals["grounded"].metadata["label_source"] == "deployment"
    shared = shared_calibration_ids(cals)
    assert risk is not None and risk.n_labels == len(shared) == cals["grounded"].metadata["n_calibration"]


def test_a_bad_rows_file_is_one_line_naming_the_file_and_line(tmp_path):
    def run(rows: Path) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(ROOT / "benchmarks" / "deployment.py"), "--rows", str(rows),
                               "--out", str(tmp_path / "out.json")], check=False, capture_output=True, text=True,
                              timeout=300)

    bad = tmp_path / "rows.jsonl"
    bad.write_text('{"id": 1, "query": "q", "contexts": [], "answer": "a", "label": 1}\n{"id": 2\n')
    res = run(bad)
    assert res.returncode != 0 and "rows.jsonl:2: not a JSON object" in res.stderr and "Traceback" not in res.stderr
    bad.write_text("[1, 2]\n")
    assert "a row is a JSON object" in run(bad).stderr
    res = run(tmp_path / "missing.jsonl")
    assert res.returncode != 0 and "cannot read the rows file" in res.stderr and "Traceback" not in res.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["--reps", "0"], "--reps must be >= 1"),
    (["--delta", "1"], "--delta must be in (0, 1)"),
    (["--eps", "a,b"], "--eps must be a comma list of numbers"),
    (["--eps", "0.1,1.5"], "each in (0, 1)"),
    (["--eps", ","], "at least one epsilon"),
    (["--judged", "rows.jsonl"], "it needs --repair"),
])
def test_bad_arguments_are_one_usage_error(tmp_path, args, message):
    rows = tmp_path / "rows.jsonl"
    write_rows(rows, "random", n=40)
    res = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "deployment.py"), "--rows", str(rows),
                          "--out", str(tmp_path / "out.json"), *args], check=False, capture_output=True,
                         text=True, timeout=300)
    assert res.returncode == 2 and message in res.stderr and "Traceback" not in res.stderr
    assert not (tmp_path / "out.json").exists()


def _load_bench():
    from tests.bench_scripts import load_benchmark

    return load_benchmark("deployment")


class _SigCalibrator:
    """A calibrator whose probability is the row's 'sig' feature (or ``const``); its set is {1} above 0.5."""

    metadata: ClassVar[dict[str, str]] = {"version": "test"}

    def __init__(self, const: float | None = None):
        self.const = const

    class conformal:
        alpha = 0.1

    def _p(self, rows):
        return np.array([r["sig"] if self.const is None else self.const for r in rows], dtype=float)

    def predict_proba(self, rows):
        p = self._p(rows)
        return np.stack([1 - p, p], axis=1)

    def predict_set(self, rows):
        p = self._p(rows)
        return np.stack([p <= 0.5, p > 0.5], axis=1)


def test_repair_decides_the_repaired_memo_as_attempt_two(monkeypatch):
    """--repair: a memo whose wrong figure the evidence record can fix is repaired (the product's
    plan_repair/apply_repair), the repaired memo's own features are assessed and the policy's
    attempt-2 decision counts; without --repair the same memo is not finalized."""
    from tinyrag_eval.calibration.certify import CriterionCertification
    from tinyrag_eval.config import Settings
    from tinyrag_eval.schema import (
        Evaluation,
        FigureFinding,
        Findings,
        SentenceCheck,
        SentenceFinding,
    )

    bench = _load_bench()
    good, wrong = "Revenue was £16.2 million in 2025.", "Costs were £9.0 million in 2025."
    ok = SentenceCheck(checker="nli_groundedness", verdict="supported", score=0.9)
    findings = Findings(sentences=[
        SentenceFinding(index=0, text=good, checks=[ok]),
        SentenceFinding(index=1, text=wrong, checks=[ok], figures=[FigureFinding(
            figure="£9.0 million", checker="fact_verification", verdict="contradicted", context_value="£7.1 million",
            explanation="the context has £7.1 million", decisive=True)])])
    row = {"id": "m1", "query": "Results", "contexts": ["Revenue was £16.2 million and costs £7.1 million in 2025."],
           "answer": f"{good} {wrong}", "label": 1, "source": "a"}
    clean = {**row, "id": "m2", "answer": good}
    scored = {bench.row_key(row): {"evaluation": Evaluation(memo_id="m1", findings=findings), "reranker_score": None},
              bench.row_key(clean): {"evaluation": Evaluation(memo_id="m2", findings=Findings(sentences=[
                  SentenceFinding(index=0, text=good, checks=[ok])])), "reranker_score": None}}
    variants = bench.repair_variants({bench.row_key(r): r for r in (row, clean)}, scored)
    assert list(variants) == [bench.row_key(row)]  # nothing to repair in the clean memo
    fixed = variants[bench.row_key(row)]["memo"]
    assert fixed.text == f"{good} Costs were £7.1 million in 2025." and fixed.attempt == 2

    # the first attempt is assessed as failing grounded (sig 0.1); the repaired memo passes (sig 0.9)
    scored[bench.row_key(row)]["repaired"] = {"memo": fixed, "evaluation": Evaluation(memo_id=fixed.id),
                                              "reranker_score": None}
    monkeypatch.setattr(bench, "memo_feature_values",
                        lambda names, ev, **kw: {"sig": 0.9 if ev.memo_id in ("m2", fixed.id) else 0.1})
    monkeypatch.setattr(bench, "certify", lambda c, cal, **kw: CriterionCertification(
        criterion=c, calibrated=True, guaranteed=True, label_source="deployment", reason="test",
        calibrator_version="test", alpha=0.1))
    pool = bench.Pool([row, clean], ["sig"], scored)
    assert list(pool.repaired) == [0]
    cals = {"grounded": _SigCalibrator(), "relevant": _SigCalibrator(const=0.9)}  # only grounded fails
    s = bench.with_risk(Settings(), ["grounded", "relevant"], 0.1, 0.1)
    fin, after = bench.decide_all(pool, cals, None, s, np.array([0, 1]), repair=False)
    assert fin.tolist() == [False, True] and not after.any()
    fin, after = bench.decide_all(pool, cals, None, s, np.array([0, 1]), repair=True)
    assert fin.tolist() == [True, True] and after.tolist() == [True, False]

    # a failing memo whose repaired text is a row a person judged acceptable: sent, it does not fail
    bad, judged = {**row, "label": 0}, {**row, "id": "m3", "answer": f"{good}  Costs were £7.1 million in 2025.", "label": 1}
    scored[bench.row_key(judged)] = {"evaluation": Evaluation(memo_id="m3"), "reranker_score": None}
    pool = bench.Pool([bad, judged], ["sig"], scored)
    assert pool.repaired_labels == {0: 1}  # the same text up to spacing
    twice = {**bad, "id": "m4", "source": "b"}  # two rows repaired into the same judged text: both take its label
    scored[bench.row_key(twice)] = scored[bench.row_key(bad)]
    assert bench.Pool([bad, twice, judged], ["sig"], scored).repaired_labels == {0: 1, 1: 1}
    assert pool.fails(np.array([0, 0, 1]), np.array([False, True, False])).tolist() == [True, False, False]
    assert bench.repaired_judged([bad, judged], scored) == 1
    pool = bench.Pool([bad, clean], ["sig"], scored)  # nobody judged the repaired text: it keeps its label
    assert pool.repaired_labels == {0: 0} and pool.fails(np.array([0]), np.array([True])).tolist() == [True]
    # ... unless --judged rows (not part of the deployment) hold it
    pool = bench.Pool([bad, clean], ["sig"], scored, judged=[judged])
    assert len(pool) == 2 and pool.repaired_labels == {0: 1}
    assert bench.repaired_judged([bad, clean], scored, [judged]) == 1


def write_stage_rows(path: Path, verifier: str, n: int = 800, seed: int = 1) -> None:
    """Rows whose offline features separate the classes only partly and whose precomputed LLM
    verifier score is strong (``verifier="strong"``) or says nothing (``"random"``)."""
    rng = np.random.default_rng(seed)
    with path.open("w") as fh:
        for i in range(n):
            y = int(i % 4 != 0)
            v = float(np.clip(0.25 + 0.5 * y + rng.normal(0, 0.35), 0, 1))
            feats = {f: v for f in (*GROUNDED, *RELEVANT)}
            feats["llm_verifier"] = (float(np.clip(0.1 + 0.8 * y + rng.normal(0, 0.08), 0, 1)) if verifier == "strong"
                                     else float(rng.uniform()))
            fh.write(json.dumps({"id": f"r{i}", "label": y, "features": feats}) + "\n")


def test_stages_show_every_path_of_the_cascade(tmp_path):
    """--stages offline,verifier: stage 1 finalizes some memos, stage 2 finalizes others and escalates
    the rest to a person; a verifier that says nothing certifies nothing and is skipped."""
    rows = tmp_path / "rows.jsonl"
    write_stage_rows(rows, "strong")
    base = run_bench(tmp_path, rows, "--eps", "0.1")
    res = run_bench(tmp_path, rows, "--eps", "0.1", "--stages", "offline,verifier", "--verifier-llm", "scripted")
    r = res["eps=0.1"]
    # every existing key stays, but the population's error (the cascade tests on other rows)
    assert set(r) >= set(base["eps=0.1"]) - {"realized_error_population", "share_over_eps_population"}
    assert "by_stage" not in base["eps=0.1"]
    by = r["by_stage"]
    assert by["offline"] > 0 and by["llm_verifier"] > 0 and by["person"] > 0, r
    assert by["offline"] + by["llm_verifier"] == pytest.approx(r["automation"], abs=1e-3)
    assert r["automation"] > base["eps=0.1"]["automation"]
    assert r["cascade_certified_share"] > 0.5 and r["verifier_calls_share"] < 1
    assert r["share_over_eps"] <= 0.25  # 8 repeats: the guarantee's delta plus the finite deployment's noise
    assert res["meta"]["stages"] == ["offline", "verifier"]
    # a verifier that says nothing, where the failing share (0.2) leaves no room for chance finalizations
    write_stage_rows(rows, "random")
    res = run_bench(tmp_path, rows, "--eps", "0.1", "--stages", "offline,verifier", "--failure-rate", "0.2")
    r = res["eps=0.1"]
    assert r["stage_skipped_share"]["llm_verifier"] >= 0.75 and r["by_stage"]["llm_verifier"] <= 0.02, r


def test_the_verifier_scores_rows_with_a_scripted_llm(tmp_path):
    """The stage-2 scores of text rows come from judges.verifier through the LLM given (cached)."""
    mod = _load_bench()
    from tinyrag_eval.config import Settings

    rows = [{"id": "a", "query": "q", "contexts": ["CET1 was 14.6% at year end."], "answer": "CET1 was 14.6%.",
             "label": 1},
            {"id": "b", "query": "q", "contexts": ["CET1 was 14.6% at year end."], "answer": "CET1 was 12.1%.",
             "label": 0}]
    s = Settings(cache_dir=tmp_path, llm={"cache": False})
    scores = mod.verifier_scores(rows, s, tmp_path / "cache", mod.scripted_verifier_llm(), "scripted")
    assert [scores[mod.row_key(r)] for r in rows] == [1.0, 0.0]
    again = mod.verifier_scores(rows, s, tmp_path / "cache", object(), "scripted")  # cached: no LLM call
    assert again == scores


def test_balanced_extra_fit_rows_weigh_as_much_as_the_team_s_and_never_calibrate():
    """fit_all(balance_extra=True): the public rows beside a team's labels weigh the same in
    total as the team's fit rows, not ten times more; the conformal rows are the team's alone."""
    from tinyrag_eval.calibration.fit_criteria import fit_all
    from tinyrag_eval.config import Settings

    rng = np.random.default_rng(2)
    y = (rng.uniform(size=200) < 0.8).astype(int)
    rows = [{f: float(v + rng.normal(0, 0.5)) for f in GROUNDED} for v in y]
    ye = (rng.uniform(size=2000) < 0.5).astype(int)
    extra = ([{f: float(rng.normal(0, 1)) for f in GROUNDED} for _ in ye], list(ye))  # public rows: noise
    s = Settings()
    plain, _ = fit_all(rows, list(y), list(range(200)), s, ["grounded"], extra_fit=extra)
    bal, _ = fit_all(rows, list(y), list(range(200)), s, ["grounded"], extra_fit=extra, balance_extra=True)
    meta = bal["grounded"].metadata
    assert meta["balance"] == "group" and set(meta["group_weights"]) == {"team", "(extra fit rows)"}
    assert meta["group_weights"]["team"] > 9 * meta["group_weights"]["(extra fit rows)"]
    assert plain["grounded"].metadata["balance"] == "none"
    assert meta["n_calibration"] == plain["grounded"].metadata["n_calibration"] == 100
    # the team's signal survives the noise only when the team weighs as much as the public rows
    from sklearn.metrics import roc_auc_score
    yt = (rng.uniform(size=500) < 0.8).astype(int)
    test = [{f: float(v + rng.normal(0, 0.5)) for f in GROUNDED} for v in yt]
    auc = {k: roc_auc_score(yt, c["grounded"].predict_proba(test)[:, 1]) for k, c in (("plain", plain), ("bal", bal))}
    p_mean = {k: float(c["grounded"].predict_proba(test)[:, 1].mean()) for k, c in (("plain", plain), ("bal", bal))}
    assert auc["bal"] >= auc["plain"] - 0.01 and p_mean["bal"] > p_mean["plain"] + 0.05, (auc, p_mean)


def test_automation_standard_error_over_repeats_and_sources():
    """A two-valued automation (certified: 0.9, not: 0) has the standard error of its mean; the
    mean over sources adds the per-source errors in quadrature; one repeat has none."""
    bench = _load_bench()
    per = [0.9] * 30 + [0.0] * 70
    se = bench.automation_se(per)
    assert se == pytest.approx(0.9 * np.sqrt(0.3 * 0.7 / 99), abs=1e-4)
    assert bench.automation_se([0.5]) is None and bench.automation_se([]) is None
    both = bench.mean_over({"a": {"eps=0.1": {"automation": 0.3, "realized_error": 0.08, "share_over_eps": 0.0,
                                              "automation_se": 0.04}},
                            "b": {"eps=0.1": {"automation": 0.0, "realized_error": None, "share_over_eps": 0.0,
                                              "automation_se": 0.03}}}, [0.1])
    assert both["eps=0.1"]["automation"] == 0.15
    assert both["eps=0.1"]["automation_se"] == pytest.approx(0.025, abs=1e-4)  # sqrt(.04² + .03²) / 2


def test_population_error_counts_the_test_rows_and_not_the_fit_rows(monkeypatch):
    """The guarantee's population: the unreviewed rows and the rows the risk control tested
    (weighted to the failing share), never the rows the probability model was fitted on."""
    from types import SimpleNamespace

    from tinyrag_eval.calibration import fit_criteria

    bench = _load_bench()
    labels = np.array([0, 0, 1, 1, 1, 1, 1, 1, 0, 1])
    pool = SimpleNamespace(labels=labels, repaired_labels={})
    pool.fails = lambda which, after: bench.Pool.fails(pool, which, after)
    rest, draw = np.array([0, 2, 3, 4]), np.array([1, 5, 6, 7, 8, 9])
    monkeypatch.setattr(fit_criteria, "shared_calibration_ids", lambda cals: {0, 1, 2})  # rows 1, 5, 6
    seen = []

    def decide_all(pool_, cals, risk, settings, which, repair=False):
        seen.append(list(which))
        return np.ones(len(which), dtype=bool), np.zeros(len(which), dtype=bool)

    monkeypatch.setattr(bench, "decide_all", decide_all)
    fin_rest, none = np.array([False, True, True, True]), np.zeros(4, dtype=bool)
    err = bench.population_error(pool, {}, None, None, rest, fin_rest, none, draw, 0.1, False)
    assert seen == [[1, 5, 6]]  # the fitted rows 7, 8 (failing) and 9 are not decided
    # population rows 0, 2, 3, 4, 1, 5, 6: failing 0 and 1 weigh 0.05 each, the 5 acceptable 0.18 each;
    # finalized: row 1 (failing) and the 5 acceptable
    assert err == pytest.approx(0.05 / (0.05 + 0.9))
    assert bench.population_error(pool, {}, None, None, rest, fin_rest & False, none, draw, 0.1, False) == \
        pytest.approx(0.05 / (0.05 + 0.36))  # only the tested rows 1, 5 and 6 are finalized
    # row 0 (failing) finalized after a repair: failing unless a person judged the repaired text acceptable
    everything, fixed0 = np.ones(4, dtype=bool), np.array([True, False, False, False])
    assert bench.population_error(pool, {}, None, None, rest, everything, fixed0, draw, 0.1, True) == \
        pytest.approx(0.1 / 1.0)
    pool.repaired_labels = {0: 1}
    assert bench.population_error(pool, {}, None, None, rest, everything, fixed0, draw, 0.1, True) == \
        pytest.approx(0.05 / 1.0)
    monkeypatch.setattr(fit_criteria, "shared_calibration_ids", lambda cals: (_ for _ in ()).throw(ValueError("x")))
    assert bench.population_error(pool, {}, None, None, rest, fin_rest, none, draw, 0.1, False) is None
    summary = bench.population_summary([0.12, None, 0.04, 0.2], 0.1, 5)
    assert summary == {"realized_error_population": pytest.approx(0.12), "share_over_eps_population": 0.4}
    assert bench.population_summary([], 0.1, 5) == {}


def test_the_cache_never_serves_a_stale_model_free_metric(tmp_path):
    """The score cache keeps the NLI and embedding metrics; the figure, fact and near-copy checks
    are computed again on load, so a fix to them shows in the next run without rescoring."""
    from tinyrag_eval.config import Settings
    from tinyrag_eval.metrics.memo import DEFAULT_METRICS, MODEL_FREE_METRICS

    bench = _load_bench()
    assert {"fact_verification", "numeric_consistency", "copy_support"} <= set(MODEL_FREE_METRICS)
    settings = Settings()
    row = {"id": "m", "query": "Revenue?", "contexts": [" | 2025 | 2024\nRevenue | 16.2 | 14.0"],
           "answer": "Revenue was 18.4 in 2025.", "label": 0, "source": "a"}
    cached = {m: {"name": m, "value": 0.123, "status": "ok"} for m in DEFAULT_METRICS}
    path = tmp_path / f"scores-{bench.metric_config(settings, DEFAULT_METRICS)}.jsonl"
    path.write_text(json.dumps({"key": bench.row_key(row), "evaluation": {"memo_id": "m", "metrics": cached}}) + "\n")
    (ev,) = [v["evaluation"] for v in bench.score_rows([row], settings, tmp_path, need_reranker=False).values()]
    assert ev.metrics["nli_groundedness"].value == 0.123  # served from the cache: no model ran
    assert ev.metrics["fact_verification"].value == 0.0  # recomputed: the figure is contradicted
