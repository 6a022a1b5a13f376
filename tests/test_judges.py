"""LLM judges: structured-output repair, cache, rubric judge, pairwise judge with position swap,
panel, confidence tags, CLI. Fast tests use scripted LlamaIndex LLMs (tests/judge_fakes.py); the
test marked `models` runs the real offline SmolLM2."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel
from tinyrag_eval.judges.pairwise import PairwiseJudge, kappa
from tinyrag_eval.judges.rubric import CRITERIA, REFERENCE_CRITERIA, RubricJudge
from typer.testing import CliRunner

from tinyrag_eval.cli import app
from tinyrag_eval.confidence import overconfidence, parse_confidence_tags
from tinyrag_eval.config import Settings
from tinyrag_eval.llm.client import CachedLLM as JudgeLLM
from tinyrag_eval.llm.client import LLMCache
from tinyrag_eval.schema import Confidence, Evaluation, MetricResult
from tinyrag_eval.structured_output import parse_structured, repair_json

from .judge_fakes import Raising, ScriptedLLM, prefers_first, prefers_longer, rubric_reply

CONTEXT = "Northwind Bank's CET1 ratio was 14.6% at 31 December 2025, up from 13.9% a year earlier."
MEMO = "The CET1 ratio rose to 14.6% <CONFIDENCE: HIGH>."
PAIRS = [
    {"id": "p1", "input": "Name a prime.", "output_1": "Seven is a prime number.", "output_2": "9", "label": 1},
    {"id": "p2", "input": "Say hi.", "output_1": "hi", "output_2": "Hello there, nice to meet you!", "label": 2},
    {"id": "p3", "input": "2+2?", "output_1": "4, since two plus two is four.", "output_2": "5", "label": 1},
]


def judge_llm(script, tmp_path, **kw) -> JudgeLLM:
    """A cached JudgeLLM over a ScriptedLLM (``.llm.calls`` counts the backend calls)."""
    llm = ScriptedLLM(script, **{k: v for k, v in kw.items() if k in ("with_logprobs", "digit_probs", "context_window")})
    return JudgeLLM(llm, tmp_path / "cache.sqlite", retry_wait_s=0,
                         **{k: v for k, v in kw.items() if k == "max_attempts"})


# ---------------------------------------------------------------------------------------------
# structured output


class Verdict(BaseModel):
    better: int
    reason: str = ""


@pytest.mark.parametrize(("text", "repair"), [
    ('```json\n{"better": 2, "reason": "ok"}\n```', "code fences"),
    ('Sure! {"better": 2, "reason": "ok"} Hope this helps.', "text around the JSON"),
    ('{"better": 2, "reason": "ok",}', "trailing commas"),
    ("{'better': 2, 'reason': 'ok'}", "single quotes"),
    ('{better: 2, reason: "ok"}', "unquoted keys"),
    ('{"better": 2, "reason": "the second is', "closed a cut-off reply"),
])
def test_repairable_replies_are_repaired_and_say_how(text, repair):
    out = parse_structured(text, Verdict)
    assert out.status == "repaired", out.reason
    assert out.value.better == 2
    assert repair in out.repairs


def test_strict_json_is_valid_and_garbage_is_invalid_with_reason():
    assert parse_structured('{"better": 1}', Verdict).status == "valid"
    for text, why in (("", "empty"), ("I cannot decide.", "no JSON"), ('{"reason": "x"}', "better")):
        out = parse_structured(text, Verdict)
        assert out.status == "invalid" and out.value is None and why in out.reason


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('{}[]",:\'` abc12\n\\')), max_size=60))
def test_parse_never_raises_and_never_returns_a_bad_value(text):
    out = parse_structured(text, Verdict)
    assert out.status in ("valid", "repaired", "invalid")
    assert (out.value is None) == (out.status == "invalid")


def test_repair_json_never_raises_on_hostile_text():
    for text in ("{" * 500, "]}{[", '{"a": "\\', "\x00\x01", "{'a': 'it's'}", "x" * 100_000):
        obj, info = repair_json(text)
        assert obj is not None or isinstance(info, str)


# ---------------------------------------------------------------------------------------------
# cache and retries


def test_cache_rerun_makes_zero_llm_calls(tmp_path):
    llm = ScriptedLLM(prefers_longer)
    first = PairwiseJudge(JudgeLLM(llm, tmp_path / "c.sqlite"), Settings()).judge_many(PAIRS)
    assert llm.calls == 2 * len(PAIRS)
    again = JudgeLLM(llm, tmp_path / "c.sqlite")  # a new process would build a new one over the same file
    second = PairwiseJudge(again, Settings()).judge_many(PAIRS)
    assert llm.calls == 2 * len(PAIRS), "the warm run called the LLM"
    assert again.stats.llm_calls == 0 and again.stats.cache_hits == 2 * len(PAIRS)
    assert [p.winner for p in first.pairs] == [p.winner for p in second.pairs]
    assert len(LLMCache(tmp_path / "c.sqlite")) == 2 * len(PAIRS)


def _put_many(path: str, start: int) -> None:
    cache = LLMCache(path)
    for i in range(start, start + 40):
        cache.put(f"k{i}", "m", "chat", {"text": str(i)})


def test_cache_is_shared_safely_by_processes(tmp_path):
    import multiprocessing as mp

    path = str(tmp_path / "shared.sqlite")
    LLMCache(path)
    procs = [mp.get_context("fork").Process(target=_put_many, args=(path, 40 * n)) for n in range(3)]
    for pr in procs:
        pr.start()
    for pr in procs:
        pr.join(60)
    assert [pr.exitcode for pr in procs] == [0, 0, 0]
    cache = LLMCache(path)
    assert len(cache) == 120 and cache.get("k77") == {"text": "77"} and cache.get("missing") is None


def test_cache_key_depends_on_model_and_parameters(tmp_path):
    llm = ScriptedLLM(prefers_first)
    a = JudgeLLM(llm, tmp_path / "c.sqlite")
    a.call("s", "u", max_tokens=10)
    a.call("s", "u", max_tokens=20)  # other parameters: a new call
    JudgeLLM(llm, tmp_path / "c.sqlite", name="other-model").call("s", "u", max_tokens=10)
    assert llm.calls == 3


def test_timeouts_are_retried_then_reported_invalid_never_raised(tmp_path):
    script = Raising(TimeoutError("read timed out"), times=1, then=prefers_longer)
    jl = judge_llm(script, tmp_path, max_attempts=3)
    res = PairwiseJudge(jl, Settings()).judge_pair(PAIRS[0])
    assert res.winner == 1 and jl.stats.failures == 1  # one timeout, retried

    always = Raising(TimeoutError("read timed out"), times=10**6, then=prefers_longer)
    jl = judge_llm(always, tmp_path / "b", max_attempts=2)
    res = PairwiseJudge(jl, Settings()).judge_pair(PAIRS[0])
    assert res.invalid and res.winner is None and res.p_output_1 is None
    assert "TimeoutError" in res.ab.reason and always.n == 4  # 2 attempts x 2 orders
    verdict = RubricJudge(jl, Settings()).judge(CONTEXT, MEMO)
    assert verdict.invalid and verdict.status == "invalid" and "TimeoutError" in verdict.reason


def test_broken_json_repaired_or_retried_or_invalid_with_raw_kept(tmp_path):
    # repairable: fenced and with a trailing comma
    jl = judge_llm(lambda p: '```json\n{"better": 2, "reason": "x",}\n```', tmp_path / "a")
    r = PairwiseJudge(jl, Settings()).judge_many(PAIRS[:1])
    assert r.stats["judgements"] == {"valid": 0, "repaired": 2, "invalid": 0}
    assert r.stats["invalid_rate_before_repair"] == 1.0 and r.stats["invalid_rate_before_retry"] == 0.0
    assert r.stats["invalid_rate_after_repair"] == 0.0
    assert r.pairs[0].ab.first_better == 2

    # unrepairable at first, fixed when asked again (the retry prompt says why)
    jl = judge_llm(lambda p: '{"better": 1}' if "could not be used" in p else "no idea {{{ ]]", tmp_path / "b")
    r = PairwiseJudge(jl, Settings()).judge_many(PAIRS[:1])
    assert r.stats["judgements"]["repaired"] == 2 and r.stats["invalid_rate_before_retry"] == 1.0
    assert r.pairs[0].ab.attempts == 2

    # never usable: invalid, raw text kept, bounded attempts, no NaN anywhere
    jl = judge_llm(lambda p: "I refuse {", tmp_path / "c", max_attempts=3)
    r = PairwiseJudge(jl, Settings()).judge_many(PAIRS[:2])
    assert jl.llm.calls == 3 * 4
    assert r.stats["judgements"]["invalid"] == 4
    assert r.pairs[0].ab.raw == "I refuse {" and "no usable reply in 3 attempt(s)" in r.pairs[0].ab.reason
    assert r.stats["consistency_rate"] is None and r.stats["accuracy"] == 0.0
    assert "NaN" not in json.dumps(r.model_dump())


# ---------------------------------------------------------------------------------------------
# pairwise judge


def test_position_biased_judge_is_caught_by_the_swap(tmp_path):
    jl = judge_llm(prefers_first, tmp_path)
    run = PairwiseJudge(jl, Settings(), tie_margin=0.05).judge_many(PAIRS)
    s = run.stats
    assert s["first_position_rate"] == 1.0 and s["consistency_rate"] == 0.0
    assert s["tie_rate"] == 1.0 and all(p.winner == "tie" and p.p_output_1 == 0.5 for p in run.pairs)
    assert s["flagged"] == ["p1", "p2", "p3"]
    assert s["accuracy"] == 0.5 and s["accuracy_strict"] == 0.0
    assert s["accuracy_ab_only"] == pytest.approx(2 / 3, abs=1e-4)  # labels 1, 2, 1: always-1 is right twice
    assert s["kappa_orders"] == 0.0  # the orders never agree


def test_consistent_judge_statistics(tmp_path):
    jl = judge_llm(prefers_longer, tmp_path)
    run = PairwiseJudge(jl, Settings()).judge_many(PAIRS)
    s = run.stats
    assert [p.winner for p in run.pairs] == [1, 2, 1]
    assert s["consistency_rate"] == 1.0 and s["accuracy"] == 1.0 and s["tie_rate"] == 0.0
    assert s["kappa_orders"] == 1.0 and s["flagged"] == []
    assert s["first_position_rate"] == 0.5
    assert s["judgements"] == {"valid": 6, "repaired": 0, "invalid": 0}


def test_verdict_probabilities_from_logprobs_are_averaged_over_orders(tmp_path):
    # always writes 1, but with P("1") = 0.7 vs P("2") = 0.3 at the verdict token
    jl = judge_llm(prefers_first, tmp_path, with_logprobs=True,
                        digit_probs={"1": 0.7, "2": 0.3, "3": 0.0, "4": 0.0, "5": 0.0})
    res = PairwiseJudge(jl, Settings(), tie_margin=0.0).judge_pair(PAIRS[0])
    assert res.ab.from_logprobs and res.ab.p_first == pytest.approx(0.7)
    # ab: P(1 better) = 0.7; ba: P(first = output 2 better) = 0.7 -> P(1 better) = 0.3; mean 0.5
    assert res.p_output_1 == pytest.approx(0.5) and res.winner == "tie" and res.consistent is False


def test_bad_pairs_are_invalid_results_not_crashes(tmp_path):
    jl = judge_llm(prefers_longer, tmp_path)
    run = PairwiseJudge(jl, Settings()).judge_many([
        {"input": "x", "output_1": "", "output_2": "b"},
        {"input": "x"},
        {"input": "q", "output_1": "a " * 20000, "output_2": "b", "id": "huge"},
    ])
    assert run.pairs[0].invalid and "empty output_1" in run.pairs[0].reason
    assert run.pairs[1].invalid and "invalid input" in run.pairs[1].reason
    huge = run.pairs[2]
    assert not huge.invalid and any("truncated" in n for n in huge.ab.notes)
    # the long output is cut alike in both orders (position must not change what the judge sees)
    assert huge.ab.notes[0].replace("first", "X") == huge.ba.notes[0].replace("second", "X")
    assert len(run.pairs) == 3 and jl.llm.calls == 2


def test_kappa_is_none_not_nan():
    assert kappa([], []) == (None, "no items")
    assert kappa([1, 1], [1, 1])[0] is None
    assert kappa([1, 2, 1, 2], [1, 2, 1, 2])[0] == 1.0


def test_self_judging_warns(tmp_path):
    jl = judge_llm(prefers_longer, tmp_path)
    run = PairwiseJudge(jl, Settings()).judge_many([{**PAIRS[0], "generator_2": "scripted"}])
    assert run.warnings and "its own generation" in run.warnings[0]


# ---------------------------------------------------------------------------------------------
# rubric judge


def test_rubric_without_reference_marks_reference_criteria_not_applicable(tmp_path):
    jl = judge_llm(rubric_reply({"hallucination": 5, "value_add": 4, "confidence_calibration": 5}), tmp_path)
    v = RubricJudge(jl, Settings()).judge(CONTEXT, MEMO)
    assert v.status == "valid" and not v.invalid and set(v.criteria) == set(CRITERIA)
    for c in REFERENCE_CRITERIA:
        assert not v.criteria[c].applicable and v.criteria[c].score is None and "not applicable" in v.criteria[c].reasoning
    assert v.criteria["value_add"].score == 4
    prompt = jl.llm.prompts[0]
    assert "captured_rate" not in prompt and "missing_out" not in prompt and "REFERENCE" not in prompt
    assert "<CONFIDENCE: HIGH>" in prompt  # the calibration criterion sees the tags


def test_rubric_with_reference_asks_all_five_and_weights_by_probability(tmp_path):
    scores = {"hallucination": 5, "captured_rate": 4, "value_add": 3, "missing_out": 4, "confidence_calibration": 2}
    jl = judge_llm(rubric_reply(scores), tmp_path, with_logprobs=True)
    v = RubricJudge(jl, Settings()).judge(CONTEXT, MEMO, reference="CET1 rose to 14.6% from 13.9%.")
    assert "REFERENCE" in jl.llm.prompts[0]
    for c, s in scores.items():
        cs = v.criteria[c]
        assert cs.applicable and cs.score == s
        assert math.isclose(sum(cs.probabilities.values()), 1.0, abs_tol=1e-4)
        expected = 0.9 * s + 0.025 * (15 - s)
        assert cs.weighted_score == pytest.approx(expected, abs=1e-3)


def test_rubric_repairs_small_model_shapes_and_flags_garbage(tmp_path):
    messy = ('Here you go:\n{"Hallucination": {"reasoning": "ok", "score": "5/5"}, "value add": 3, '
             '"Confidence Calibration": {"reason": "fine", "score": 4.0},}')
    jl = judge_llm(lambda p: messy, tmp_path / "a")
    v = RubricJudge(jl, Settings()).judge(CONTEXT, MEMO)
    assert v.status == "repaired" and v.criteria["hallucination"].score == 5
    assert v.criteria["value_add"].score == 3 and v.criteria["confidence_calibration"].reasoning == "fine"

    jl = judge_llm(lambda p: '{"hallucination": {"score": 9}}', tmp_path / "b", max_attempts=2)
    v = RubricJudge(jl, Settings()).judge(CONTEXT, MEMO)
    assert v.invalid and v.status == "invalid" and v.raw == '{"hallucination": {"score": 9}}'
    assert "schema" in v.reason and v.attempts == 2


def test_rubric_bad_inputs_and_counts(tmp_path):
    jl = judge_llm(rubric_reply({}), tmp_path)
    judge = RubricJudge(jl, Settings())
    run = judge.judge_many([
        {"contexts": [CONTEXT, "More context."], "answer": MEMO},
        {"context": CONTEXT, "memo": "   "},
        {"context": "", "memo": MEMO},
        {"memo": MEMO},
        {"context": "word " * 50_000, "memo": MEMO, "id": "huge"},
    ])
    v = run.verdicts
    assert len(v) == 5 and run.counts == {"valid": 2, "repaired": 0, "invalid": 3}
    assert "empty memo" in v[1].reason and "empty context" in v[2].reason and "invalid input" in v[3].reason
    assert any("context truncated" in n for n in v[4].notes)
    assert jl.llm.calls == 2


def test_prompt_that_cannot_fit_is_an_invalid_verdict(tmp_path):
    jl = judge_llm(rubric_reply({}), tmp_path, context_window=300)
    v = RubricJudge(jl, Settings()).judge(CONTEXT, MEMO)
    assert v.invalid and "context window" in v.reason and jl.llm.calls == 0


# ---------------------------------------------------------------------------------------------
# confidence tags


def test_confidence_tags_parsed_and_removed_from_display():
    memo = parse_confidence_tags("CET1 was 14.6% <CONFIDENCE: HIGH>. NII rose 8%. <confidence: low> "
                                 "Outlook is stable <CONFIDENCE: VERY HIGH>.")
    assert memo.text == "CET1 was 14.6%. NII rose 8%. Outlook is stable."
    assert [s.confidence for s in memo.sentences] == [Confidence.HIGH, Confidence.LOW, None]
    assert memo.notes and "VERY HIGH" in memo.notes[0]
    assert "<" not in memo.text
    with pytest.raises(TypeError):
        parse_confidence_tags(None)


def test_overconfidence_counts_flagged_high_sentences():
    memo = parse_confidence_tags("CET1 was 14.6% <CONFIDENCE: HIGH>. Profit hit EUR 9 billion <CONFIDENCE: HIGH>. "
                                 "Growth will continue <CONFIDENCE: HIGH>. Costs fell <CONFIDENCE: LOW>.")
    ev = Evaluation(memo_id="m", metrics={
        "nli_groundedness": MetricResult(name="nli_groundedness", value=0.5,
                                         details={"flagged": ["Growth will continue.", "Costs fell."]}),
        "numeric_consistency": MetricResult(name="numeric_consistency", value=0.5,
                                            details={"unsupported": ["EUR 9 billion"]}),
    })
    r = overconfidence(memo.sentences, ev)
    assert r.value == pytest.approx(2 / 3) and r.details["high"] == 3 and r.details["overconfident"] == 2
    none_high = overconfidence(parse_confidence_tags("Costs fell <CONFIDENCE: LOW>.").sentences, ev)
    assert none_high.value is None and not none_high.invalid
    assert overconfidence(memo.sentences, Evaluation(memo_id="m")).invalid


# ---------------------------------------------------------------------------------------------
# CLI

runner = CliRunner()


def _patch_llm(monkeypatch, script):
    llm = ScriptedLLM(script)
    monkeypatch.setattr("tinyrag_eval.models.get_llm", lambda settings=None: llm)
    return llm


def test_cli_pairwise_json_summary_and_warm_rerun(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_CACHE_DIR", str(tmp_path / "cache"))
    llm = _patch_llm(monkeypatch, prefers_longer)
    src = tmp_path / "pairs.jsonl"
    src.write_text("\n".join(json.dumps(p) for p in PAIRS) + "\nnot json\n")
    args = ["judge", "pairwise", "--input", str(src), "--out", str(tmp_path / "out.jsonl"), "--json"]
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    s = json.loads(res.stdout)
    assert s["accuracy"] == 1.0 and s["consistency_rate"] == 1.0 and s["row_errors"] == 1
    assert s["llm_calls"] == 6 and s["cache_hits"] == 0
    rows = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert len(rows) == 4 and rows[-1]["error"].startswith("invalid JSON")
    res = runner.invoke(app, args)
    s = json.loads(res.stdout)
    assert s["llm_calls"] == 0 and s["cache_hits"] == 6 and llm.calls == 6


def test_cli_rubric_and_user_errors(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_CACHE_DIR", str(tmp_path / "cache"))
    _patch_llm(monkeypatch, rubric_reply({"hallucination": 4}))
    src = tmp_path / "memos.jsonl"
    src.write_text(json.dumps({"id": "m1", "contexts": [CONTEXT], "answer": MEMO}) + "\n")
    res = runner.invoke(app, ["judge", "rubric", "--input", str(src), "--out", str(tmp_path / "o.jsonl"), "--json"])
    assert res.exit_code == 0, res.output
    s = json.loads(res.stdout)
    assert s["counts"] == {"valid": 1, "repaired": 0, "invalid": 0} and s["mean_scores"]["hallucination"] == 4.0
    assert s["not_applicable"]["captured_rate"] == 1
    row = json.loads((tmp_path / "o.jsonl").read_text())
    assert row["id"] == "m1" and row["verdict"]["criteria"]["captured_rate"]["applicable"] is False
    missing = runner.invoke(app, ["judge", "rubric", "--input", str(tmp_path / "nope.jsonl")])
    assert missing.exit_code == 2 and "error:" in missing.output and "Traceback" not in missing.output
    (tmp_path / "empty.jsonl").write_text("\n")
    empty = runner.invoke(app, ["judge", "pairwise", "--input", str(tmp_path / "empty.jsonl")])
    assert empty.exit_code == 2 and "no rows" in " ".join(empty.output.split())


# ---------------------------------------------------------------------------------------------
# the real offline model (a couple of short calls)


@pytest.mark.models
def test_real_offline_model_judges_and_caches(tmp_path):
    settings = Settings(cache_dir=tmp_path, judges={"rubric_max_tokens": 160})
    judge = PairwiseJudge(settings=settings)
    pair = {"input": "What is 2 + 2?", "output_1": "4", "output_2": "5", "label": 1}
    run = judge.judge_many([pair])
    p = run.pairs[0]
    assert p.ab.status != "invalid" or p.ab.raw  # whatever it says is recorded
    for o in (p.ab, p.ba):
        if o.first_better is not None:
            assert o.from_logprobs and 0 <= o.p_first <= 1  # the local model's logits give P("1")
    assert judge.llm.stats.llm_calls >= 2
    calls = judge.llm.stats.llm_calls
    again = PairwiseJudge(judge.llm, settings).judge_many([pair])
    assert judge.llm.stats.llm_calls == calls and again.pairs[0].p_output_1 == p.p_output_1
    v = RubricJudge(judge.llm, settings).judge(CONTEXT, MEMO)
    assert set(v.criteria) == set(CRITERIA) and not v.criteria["captured_rate"].applicable
    assert v.status in ("valid", "repaired", "invalid") and (v.invalid or v.criteria["hallucination"].score)
    assert "NaN" not in v.model_dump_json()


def test_out_of_range_verdict_constrained_by_token_probabilities(tmp_path):
    # the reply writes 4 where 1 or 2 is asked; the probabilities at that token still rank 1 vs 2
    jl = judge_llm(lambda p: '{"better": 4}', tmp_path, with_logprobs=True,
                   digit_probs={"1": 0.1, "2": 0.3, "3": 0.0, "4": 0.6, "5": 0.0})
    o = PairwiseJudge(jl, Settings()).judge_order("q", "a", "b", "ab")
    assert o.status == "repaired" and o.first_better == 2 and o.attempts == 1
    assert o.p_first == pytest.approx(0.25) and any("constrained" in n for n in o.notes)
    # without probabilities the same reply is unusable
    jl = judge_llm(lambda p: '{"better": 4}', tmp_path / "b", max_attempts=2)
    o = PairwiseJudge(jl, Settings()).judge_order("q", "a", "b", "ab")
    assert o.status == "invalid" and "Input should be 1 or 2" in o.reason


# ---------------------------------------------------------------------------------------------
# panel and LlamaIndex adapter


def test_panel_agreement_and_self_judging_warning(tmp_path):
    from tinyrag_eval.judges.panel import JudgePanel

    a = ScriptedLLM(prefers_longer, model_name="judge-a")
    b = ScriptedLLM(prefers_longer, model_name="judge-b")
    c = ScriptedLLM(prefers_first, model_name="judge-c")
    pairs = [*PAIRS, {"id": "p4", "input": "x", "output_1": "long answer here", "output_2": "short",
                      "generator_1": "judge-a"}]
    panel = JudgePanel({n: JudgeLLM(m, tmp_path / f"{n}.sqlite") for n, m in (("a", a), ("b", b), ("c", c))}, Settings())
    res = panel.pairwise(pairs)
    ab = res.agreement["a vs b"]
    assert ab["kappa"] == 1.0 and ab["spearman_p_output_1"] == 1.0 and ab["same_winner_rate"] == 1.0
    ac = res.agreement["a vs c"]
    assert ac["same_winner_rate"] == 0.0  # c only ever ties
    assert any("judge-a" in w and "own generation" in w for w in res.warnings)
    rub = JudgePanel({"a": JudgeLLM(ScriptedLLM(rubric_reply({"hallucination": 5}), model_name="r1"), None),
                      "b": JudgeLLM(ScriptedLLM(rubric_reply({"hallucination": 5}), model_name="r2"), None)},
                     Settings()).rubric([{"context": CONTEXT, "memo": MEMO}] * 3)
    h = rub.agreement["a vs b"]["hallucination"]
    assert h["items"] == 3 and h["kappa"] is None and h["spearman"] is None  # constant scores: undefined, not NaN


def test_llamaindex_rubric_evaluator(tmp_path):
    from tinyrag_eval.judges.llamaindex import RubricEvaluator

    jl = judge_llm(rubric_reply({"hallucination": 5, "value_add": 3, "confidence_calibration": 4}), tmp_path)
    ev = RubricEvaluator(jl, Settings(), pass_threshold=4.0)
    res = ev.evaluate(query="CET1?", response=MEMO, contexts=[CONTEXT])
    assert res.score == pytest.approx(4.0) and res.passing and not res.invalid_result
    assert json.loads(res.feedback)["captured_rate"]["applicable"] is False
    bad = ev.evaluate(query="CET1?", response="", contexts=[CONTEXT])
    assert bad.invalid_result and "empty memo" in bad.invalid_reason


def test_judge_help():
    for args in (["judge"], ["judge", "rubric"], ["judge", "pairwise"]):
        res = runner.invoke(app, [*args, "--help"])
        assert res.exit_code == 0 and "Usage" in res.output, (args, res.output)


def test_openai_backend_gets_json_mode_logprobs_and_temperature_0(tmp_path, monkeypatch):
    from llama_index.core.base.llms.types import ChatMessage, ChatResponse, LogProb, MessageRole
    from llama_index.llms.openai import OpenAI

    seen = {}

    def fake_chat(self, messages, **kwargs):
        seen.update(kwargs)
        text = '{"better": 2}'
        lps = [[LogProb(token=ch, logprob=-0.01)] for ch in text]
        lps[11] = [LogProb(token="2", logprob=math.log(0.8)), LogProb(token="1", logprob=math.log(0.2))]
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text), logprobs=lps)

    monkeypatch.setattr(OpenAI, "chat", fake_chat)
    jl = JudgeLLM(OpenAI(model="gpt-4o-mini", api_key="sk-test", temperature=0.0), tmp_path / "c.sqlite")
    o = PairwiseJudge(jl, Settings()).judge_order("q", "a", "b", "ab")
    assert seen["response_format"] == {"type": "json_object"} and seen["logprobs"] is True
    assert seen["temperature"] == 0.0 and seen["max_tokens"] == Settings().judges.pairwise_max_tokens
    assert "logprob_tokens" not in seen and "assistant_prefix" not in seen and "max_new_tokens" not in seen
    assert o.first_better == 2 and o.from_logprobs and o.p_first == pytest.approx(0.2)


def test_one_json_span_scanner_for_repair_and_the_stop_condition():
    from tinyrag_eval.llm.local import json_object_closed
    from tinyrag_eval.llm.output import first_json_span

    assert first_json_span('noise {"a": "}", "b": [1, 2]} tail') == ('{"a": "}", "b": [1, 2]}', True)
    assert first_json_span("{'a': '}'") == ("{'a': '}'", False)  # single-quoted value, cut off
    assert first_json_span("no json here") == (None, False)
    assert json_object_closed('{"score": 4}') and not json_object_closed('{"reason": "a } b')


def test_one_llm_client_with_its_own_settings_and_error_root(tmp_path):
    from tinyrag_eval.judges.budget import PromptTooLongError
    from tinyrag_eval.judges.client import judge_client

    from tinyrag_eval.errors import TinyragError
    from tinyrag_eval.generation import MemoGenerator
    from tinyrag_eval.llm.client import LLMCallError

    assert issubclass(LLMCallError, TinyragError) and issubclass(LLMCallError, RuntimeError)
    assert issubclass(PromptTooLongError, TinyragError) and issubclass(PromptTooLongError, ValueError)
    s = Settings(cache_dir=tmp_path, llm={"max_attempts": 2, "retry_wait_s": 0}, judges={"temperature": 0.3})
    llm = ScriptedLLM(lambda p: "ok")
    judge = judge_client(s, llm)
    assert (judge.max_attempts, judge.retry_wait_s, judge.temperature) == (2, 0, 0.3)
    assert judge.cache.path == tmp_path / "judge_cache.sqlite" and judge_client(s, judge) is judge
    gen = MemoGenerator(llm, s)._llm()
    assert (gen.max_attempts, gen.temperature, gen.cache.path) == (2, 0.0, tmp_path / "llm_cache.sqlite")
    off = Settings(cache_dir=tmp_path, llm={"cache": False})
    assert judge_client(off, llm).cache is None and MemoGenerator(llm, off)._llm().cache is None


def test_judges_take_their_settings_from_the_caller(tmp_path):
    from tinyrag_eval.judges.panel import JudgePanel

    jl = judge_llm(lambda p: '{"better": 1}', tmp_path)
    for make in (lambda: PairwiseJudge(jl), lambda: RubricJudge(jl), lambda: JudgePanel({"a": jl}),
                 lambda: JudgePanel.from_specs(["bundled"])):
        with pytest.raises(TypeError, match="needs the settings"):
            make()
