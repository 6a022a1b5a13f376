"""`tinyrag judge rubric --max-cost` (stops cleanly) and `--dry-run` (estimates, sends nothing),
with a scripted LLM priced in llm.prices."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tinyrag_eval.cli import app
from tinyrag_eval.config import get_settings
from tinyrag_eval.llm.budget import DRY_RUN_ASSUMPTION, CostBudget
from tinyrag_eval.llm.usage import Usage

from .judge_fakes import ScriptedLLM, rubric_reply
from .test_judges import CONTEXT, MEMO

runner = CliRunner()
IN_PER_1M, OUT_PER_1M = 1000.0, 4000.0  # USD per million tokens (a deliberately expensive fake)


@pytest.fixture
def priced(tmp_path, monkeypatch):
    """A scripted LLM, priced; the memos file (five different memos); a fresh cache dir per call."""
    llm = ScriptedLLM(rubric_reply({"hallucination": 4}))
    monkeypatch.setattr("tinyrag_eval.models.get_llm", lambda settings=None: llm)
    (tmp_path / "tinyrag.toml").write_text(
        f'[llm.prices.scripted]\ninput_per_1m = {IN_PER_1M}\noutput_per_1m = {OUT_PER_1M}\n')
    src = tmp_path / "memos.jsonl"
    src.write_text("".join(json.dumps({"id": f"m{i}", "contexts": [CONTEXT], "answer": f"{MEMO} Note {i}."}) + "\n"
                           for i in range(5)))
    monkeypatch.setenv("TINYRAG_CACHE_DIR", str(tmp_path / "cache"))
    get_settings.cache_clear()
    return llm, src


def _rubric(src, out, *extra):
    return runner.invoke(app, ["judge", "rubric", "--input", str(src), "--out", str(out), "--json", *extra])


def test_max_cost_stops_cleanly_before_the_item_that_would_exceed_it(priced, tmp_path, monkeypatch):
    llm, src = priced
    full = _rubric(src, tmp_path / "full.jsonl", "--max-cost", "1000")
    assert full.exit_code == 0, full.output
    s = json.loads(full.stdout)
    assert s["stopped"] is None and s["usage"]["llm_calls"] == 5 and llm.calls == 5
    per_memo = s["usage"]["cost_usd"] / 5
    assert per_memo > 0

    monkeypatch.setenv("TINYRAG_CACHE_DIR", str(tmp_path / "cache2"))  # cold cache: every call is paid again
    get_settings.cache_clear()
    out = tmp_path / "budget.jsonl"
    res = _rubric(src, out, "--max-cost", f"{2.5 * per_memo}")
    assert res.exit_code == 3, res.output
    assert "stopped:" in res.output and "would exceed --max-cost" in res.output
    s = json.loads(res.stdout)
    assert s["usage"]["llm_calls"] == 2 and s["usage"]["cost_usd"] <= 2.5 * per_memo
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["m0", "m1"] and all("verdict" in r for r in rows)  # what is done is written
    assert llm.calls == 7


def test_max_cost_cannot_be_kept_for_an_unpriced_model(priced, tmp_path):
    llm, src = priced
    (tmp_path / "tinyrag.toml").write_text("")
    get_settings.cache_clear()
    res = _rubric(src, tmp_path / "o.jsonl", "--max-cost", "5")
    assert res.exit_code == 3 and "without a price in llm.prices" in " ".join(res.output.split())
    assert llm.calls == 1 and len((tmp_path / "o.jsonl").read_text().splitlines()) == 1


def test_max_cost_must_be_positive(priced, tmp_path):
    _, src = priced
    res = _rubric(src, tmp_path / "o.jsonl", "--max-cost", "0")
    assert res.exit_code == 2 and "--max-cost must be > 0" in res.output


def test_dry_run_estimates_from_the_rendered_prompts_and_sends_nothing(priced, tmp_path):
    llm, src = priced
    out = tmp_path / "o.jsonl"
    res = _rubric(src, out, "--dry-run")
    assert res.exit_code == 0, res.output
    est = json.loads(res.stdout)["dry_run"]
    assert llm.calls == 0 and not out.exists()
    assert est["items"] == 5 and est["llm_calls"] == 5 and est["cache_hits"] == 0 and est["unpriced_calls"] == 0
    assert est["max_completion_tokens"] == 5 * 320  # judges.rubric_max_tokens per call: the upper bound
    assert est["prompt_tokens"] > 5 * 100
    assert est["max_cost_usd"] == pytest.approx(
        (est["prompt_tokens"] * IN_PER_1M + est["max_completion_tokens"] * OUT_PER_1M) / 1e6)
    assert est["assumption"] == DRY_RUN_ASSUMPTION

    real = _rubric(src, out)  # the real run: its prompt tokens are those the dry run counted
    assert real.exit_code == 0 and llm.calls == 5
    again = json.loads(_rubric(src, out, "--dry-run").stdout)["dry_run"]
    assert again["cache_hits"] == 5 and again["llm_calls"] == 0 and again["max_cost_usd"] == 0

    text = runner.invoke(app, ["judge", "rubric", "--input", str(src), "--dry-run"])
    assert text.exit_code == 0 and "dry run: 5 memo(s)" in text.output and "assumption:" in text.output


def test_dry_run_prompt_tokens_match_the_real_run(priced, tmp_path):
    _, src = priced
    est = json.loads(_rubric(src, tmp_path / "o.jsonl", "--dry-run").stdout)["dry_run"]
    s = json.loads(_rubric(src, tmp_path / "o.jsonl", "--max-cost", "1000").stdout)
    assert s["usage"]["prompt_tokens"] == est["prompt_tokens"]
    assert s["usage"]["completion_tokens"] <= est["max_completion_tokens"]


def test_cost_budget_rule():
    b = CostBudget(1.0)
    assert b.stop_reason(Usage(), 0) is None
    assert b.stop_reason(Usage(llm_calls=1, cost_usd=0.4), 1) is None  # 0.4 + 0.4 <= 1
    assert "would exceed" in b.stop_reason(Usage(llm_calls=2, cost_usd=0.6), 1)  # 0.6 + 0.6 > 1
    assert "without a price" in b.stop_reason(Usage(llm_calls=1, unpriced_calls=1), 1)
    with pytest.raises(ValueError):
        CostBudget(-1)


# ---------------------------------------------------------------------------------------------
# eval memo --max-cost


def _memo_rows(src, n: int = 5) -> None:
    from .test_metrics_memo import ANSWER, CTX, QUERY

    src.write_text("".join(json.dumps({"id": f"m{i}", "query": QUERY, "contexts": CTX, "answer": f"{ANSWER} ({i})"})
                           + "\n" for i in range(n)))


def _one_priced_call_per_memo(llm, monkeypatch) -> None:
    """Each memo's record makes one priced call to ``llm`` (standing in for an LLM metric)."""
    from tinyrag_eval.config import ModelPrice
    from tinyrag_eval.engine import memo as engine_memo
    from tinyrag_eval.llm.client import CachedLLM

    client = CachedLLM(llm, None, prices={"scripted": ModelPrice(input_per_1m=IN_PER_1M, output_per_1m=OUT_PER_1M)})
    real = engine_memo.memo_record

    def record_with_llm_call(evaluator, item):
        client.call("", f"judge this memo: {item.answer}", max_tokens=16)
        return real(evaluator, item)

    monkeypatch.setattr(engine_memo, "memo_record", record_with_llm_call)


def test_eval_memo_max_cost_stops_cleanly(priced, tmp_path, monkeypatch):
    """The memo metrics' LLM calls (here one priced call per memo, standing in for the LLM metrics)
    are counted; the batch stops before the memo that would go over the budget."""
    llm, _ = priced
    _one_priced_call_per_memo(llm, monkeypatch)
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _memo_rows(src)
    base = ["eval", "memo", "--input", str(src), "--out", str(out), "--json", "--metrics", "numeric_consistency"]
    full = runner.invoke(app, [*base, "--max-cost", "1000", "--no-record"])
    assert full.exit_code == 0, full.output
    per_memo = json.loads(full.stdout)["usage"]["cost_usd"] / 5
    assert per_memo > 0 and llm.calls == 5
    res = runner.invoke(app, [*base, "--max-cost", f"{3.5 * per_memo}"])
    assert res.exit_code == 3, res.output
    s = json.loads(res.stdout)
    assert s["stopped"] and s["usage"]["llm_calls"] == 3 and s["rows"] == 3 and s["run_id"]  # recorded as done
    assert [json.loads(x)["id"] for x in out.read_text().splitlines()] == ["m0", "m1", "m2"]
    assert "3 memo(s) evaluated and written" in " ".join(res.output.split())


def test_eval_memo_max_cost_with_ray_needs_a_job(priced, tmp_path):
    src = tmp_path / "in.jsonl"
    _memo_rows(src, 1)
    res = runner.invoke(app, ["eval", "memo", "--input", str(src), "--out", str(tmp_path / "o.jsonl"),
                              "--metrics", "numeric_consistency", "--max-cost", "1", "--engine", "ray"])
    assert res.exit_code == 2 and "--max-cost needs --job" in " ".join(res.output.split()), res.output


def test_eval_memo_job_keeps_its_budget_across_runs_and_resume_raises_it(priced, tmp_path, monkeypatch):
    """A job's cost is stored per item, so the budget holds over runs and workers: the job stops
    (exit 3, the rest pending), `jobs show` gives its spend, `jobs resume --max-cost` goes on, and
    a re-run of the finished job calls nothing."""
    llm, _ = priced
    _one_priced_call_per_memo(llm, monkeypatch)
    monkeypatch.setenv("TINYRAG_STORE__URL", f"sqlite:///{tmp_path / 'store.sqlite3'}")
    get_settings.cache_clear()
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _memo_rows(src)
    base = ["eval", "memo", "--input", str(src), "--out", str(out), "--json", "--metrics", "numeric_consistency"]
    probe = runner.invoke(app, [*base, "--job", "probe", "--max-cost", "1000", "--no-record"])
    assert probe.exit_code == 0, probe.output
    per_memo = json.loads(probe.stdout)["usage"]["cost_usd"] / 5
    assert per_memo > 0 and llm.calls == 5

    res = runner.invoke(app, [*base, "--job", "nightly", "--max-cost", f"{2.5 * per_memo}"])
    assert res.exit_code == 3, res.output
    s = json.loads(res.stdout)
    assert s["counts"]["done"] == 2 and s["counts"]["pending"] == 3 and s["usage"]["llm_calls"] == 2
    assert "would exceed --max-cost" in s["stopped"] and "jobs resume nightly --max-cost" in " ".join(res.output.split())
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r.get("status") for r in lines] == [None, None, "pending", "pending", "pending"]
    shown = json.loads(runner.invoke(app, ["jobs", "show", "nightly", "--json"]).stdout)
    assert shown["usage"]["cost_usd"] == pytest.approx(2 * per_memo) and shown["spec"]["max_cost_usd"] == pytest.approx(2.5 * per_memo)

    resumed = runner.invoke(app, ["jobs", "resume", "nightly", "--max-cost", "1000", "--json"])
    assert resumed.exit_code == 0, resumed.output
    r = json.loads(resumed.stdout)
    assert r["evaluated"] == 3 and r["counts"]["done"] == 5 and r["usage"]["llm_calls"] == 5 and not r["stopped"]
    assert llm.calls == 10  # 5 for the probe, 2 + 3 for the job: nothing paid twice
    again = runner.invoke(app, [*base, "--job", "nightly"])
    assert again.exit_code == 0 and json.loads(again.stdout)["evaluated"] == 0 and llm.calls == 10
    assert json.loads(runner.invoke(app, ["jobs", "show", "nightly", "--json"]).stdout)["spec"]["max_cost_usd"] == 1000
    bad = runner.invoke(app, ["jobs", "resume", "nightly", "--max-cost", "0"])
    assert bad.exit_code == 2 and "--max-cost must be > 0" in bad.output


def _questions_llm(tmp_path, monkeypatch) -> ScriptedLLM:
    """The configured LLM (priced) answers every prompt with three questions; a fresh cache dir."""
    llm = ScriptedLLM(lambda prompt: "1. What was the CET1 ratio?\n2. How did it change?\n3. Why?")
    monkeypatch.setattr("tinyrag_eval.models.get_llm", lambda settings=None: llm)
    (tmp_path / "tinyrag.toml").write_text(
        f'[llm.prices.scripted]\ninput_per_1m = {IN_PER_1M}\noutput_per_1m = {OUT_PER_1M}\n')
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TINYRAG_CACHE_DIR", str(tmp_path / "cache"))
    get_settings.cache_clear()
    return llm


@pytest.mark.models
def test_the_llm_metric_goes_through_the_cached_counted_client(tmp_path, monkeypatch):
    """response_relevancy asks the configured LLM for questions through the cached client: its calls
    are counted (so --max-cost and a job's spend see them), a second run is answered by the cache,
    and the plain-text reply is not forced into JSON mode."""
    llm = _questions_llm(tmp_path, monkeypatch)
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _memo_rows(src, 3)
    base = ["eval", "memo", "--input", str(src), "--out", str(out), "--json", "--no-record",
            "--metrics", "response_relevancy", "--max-cost", "1000"]
    first = runner.invoke(app, base)
    assert first.exit_code == 0, first.output
    s = json.loads(first.stdout)
    assert s["usage"]["llm_calls"] == 3 and s["usage"]["cost_usd"] > 0 and llm.calls == 3
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert all(r["metrics"]["response_relevancy"]["value"] is not None for r in rows)
    assert len(rows[0]["metrics"]["response_relevancy"]["details"]["questions"]) == 3
    again = json.loads(runner.invoke(app, base).stdout)
    assert again["usage"]["llm_calls"] == 0 and again["usage"]["cache_hits"] == 3 and llm.calls == 3


@pytest.mark.models
def test_eval_memo_dry_run_counts_the_llm_metric_calls_and_sends_none(tmp_path, monkeypatch):
    llm = _questions_llm(tmp_path, monkeypatch)
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    _memo_rows(src, 4)
    base = ["eval", "memo", "--input", str(src), "--out", str(out), "--json", "--metrics", "response_relevancy,numeric_consistency"]
    dry = runner.invoke(app, [*base, "--dry-run"])
    assert dry.exit_code == 0, dry.output
    est = json.loads(dry.stdout)["dry_run"]
    assert est["items"] == 4 and est["llm_calls"] == 4 and est["cache_hits"] == 0 and est["max_cost_usd"] > 0
    assert "response_relevancy" in est["assumption"] and llm.calls == 0 and not out.exists()
    real = json.loads(runner.invoke(app, [*base, "--no-record", "--max-cost", "1000"]).stdout)
    assert real["usage"]["llm_calls"] == 4 and llm.calls == 4
    assert real["usage"]["prompt_tokens"] == est["prompt_tokens"]  # the same rendered prompts were counted
    again = json.loads(runner.invoke(app, [*base, "--dry-run"]).stdout)["dry_run"]
    assert again["llm_calls"] == 0 and again["cache_hits"] == 4 and again["max_cost_usd"] == 0
    for extra in (["--job", "j"], ["--engine", "ray"]):
        res = runner.invoke(app, [*base, "--dry-run", *extra])
        assert res.exit_code == 2 and "--dry-run" in res.output, res.output
