"""The contract every registered memo metric keeps (in the spirit of scikit-learn's
``parametrize_with_checks``), on empty, normal and adversarial inputs:

* each result's name is its key in the evaluation, and one of the metric's declared names;
* no value (nor any number in ``details``) is NaN or infinite;
* an ``invalid`` or ``not_applicable`` result has a non-empty reason;
* values lie in the declared ``value_range``;
* the result round-trips through JSON.

Fast tests use the deterministic fakes (bag-of-words encoder, scripted NLI, scripted LLM); the
``models`` variant runs the real bundled embedding and NLI models.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

import pytest

from tinyrag_eval.metrics.memo import ALL_METRICS, MemoEvaluator
from tinyrag_eval.metrics.registry import REGISTRY
from tinyrag_eval.schema import MetricResult

from .judge_fakes import ScriptedLLM
from .test_metrics_memo import ANSWER, CTX, QUERY, ScriptedNLI, bow_encoder

REFERENCE = "Northwind Bank reported a CET1 ratio of 14.6% at the end of 2025."

CASES: dict[str, dict[str, Any]] = {
    # empty
    "all_empty": {"query": "", "contexts": [], "answer": ""},
    "empty_answer": {"query": QUERY, "contexts": CTX, "answer": ""},
    "blank_context": {"query": QUERY, "contexts": ["   ", "\n"], "answer": ANSWER},
    "empty_query": {"query": "", "contexts": CTX, "answer": ANSWER},
    # normal
    "normal": {"query": QUERY, "contexts": CTX, "answer": ANSWER},
    "with_reference": {"query": QUERY, "contexts": CTX, "answer": ANSWER, "reference": REFERENCE},
    "no_figures": {"query": "Who approved the dividend?", "contexts": CTX, "answer": "The board approved it."},
    # adversarial
    "punctuation_only": {"query": "???", "contexts": ["--- | ---", "..."], "answer": "!!! ... ???"},
    "nan_and_inf_words": {"query": "nan inf", "contexts": ["NaN Infinity -inf 1e309 values"],
                          "answer": "The ratio was nan% and inf, or 1e309 EUR, or -0.0."},
    "huge_numbers": {"query": QUERY, "contexts": ["Assets were $99999999999999999999999 trillion."],
                     "answer": "Assets were $99999999999999999999999 trillion, 10^400 times more."},
    "unicode_and_control": {"query": "Wh\u0000at \u202e ratio?", "contexts": ["\u00a0\u200b CET1 14,6\u00a0% \U0001f600"],
                            "answer": "CET1 \u2212 14.6 % \u0007 \U0001f600 [chunk#p1#0] <CONFIDENCE: HIGH>"},
    "lone_surrogate": {"query": "ratio \ud83d?", "contexts": ["CET1 was 14.6% \ude00."], "answer": "CET1 was 14.6% \ud83d."},
    "repeated_sentence": {"query": QUERY, "contexts": CTX * 5, "answer": " ".join([ANSWER] * 30)},
    "long_table": {"query": QUERY, "contexts": ["Revenue | 12,345 | 11,234\n" * 200],
                   "answer": "Revenue | 12,345 | 11,234\nRevenue rose 9.9%."},
}


def _script(prompt: str) -> str:
    if "questions" in prompt:
        return "1. What was the CET1 ratio?\n2. What did the bank report?\nnot a question"
    if "atomic claims" in prompt:
        text = re.findall(r'Text:\n"""\n(.*?)\n"""', prompt, re.DOTALL)
        return json.dumps([s for s in re.split(r"(?<=[.!?])\s+", text[-1] if text else "") if s])
    return "¯\\_(ツ)_/¯"


def _numbers(obj: Any) -> list[float]:
    if isinstance(obj, bool):
        return []
    if isinstance(obj, int | float):
        return [float(obj)]
    if isinstance(obj, dict):
        return [x for v in obj.values() for x in _numbers(v)]
    if isinstance(obj, list | tuple):
        return [x for v in obj for x in _numbers(v)]
    return []


def check_contract(name: str, results: dict[str, MetricResult]) -> None:
    cls = REGISTRY[name]
    assert name in results, f"{name}: missing from the evaluation"
    lo, hi = cls.value_range
    for key, r in results.items():
        assert isinstance(r, MetricResult)
        assert key == r.name and r.name in cls.names, (key, r.name)
        assert r.status in ("ok", "not_applicable", "invalid") and r.invalid == (r.status == "invalid")
        if r.status != "ok":
            assert r.value is None and r.reason.strip(), f"{key}: {r.status} without a reason"
        else:
            assert r.value is not None and math.isfinite(r.value), f"{key}: value {r.value!r}"
            assert (lo is None or r.value >= lo - 1e-6) and (hi is None or r.value <= hi + 1e-6), \
                f"{key}: {r.value} outside {cls.value_range}"
        bad = [x for x in _numbers(r.details) if not math.isfinite(x)]
        assert not bad, f"{key}: non-finite numbers in details: {bad}"
        json.dumps(r.model_dump(mode="json"), allow_nan=False)  # raises on NaN or infinity anywhere
        assert MetricResult.model_validate_json(r.model_dump_json()) == r


@pytest.fixture(scope="module")
def fake_evaluator():
    return MemoEvaluator(metrics=ALL_METRICS, encoder=bow_encoder, nli=ScriptedNLI(), llm=ScriptedLLM(_script))


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("name", ALL_METRICS)
def test_metric_contract(name, case, fake_evaluator):
    ev = MemoEvaluator(metrics=(name,), encoder=bow_encoder, nli=ScriptedNLI(), llm=ScriptedLLM(_script),
                       settings=fake_evaluator.settings)
    results = ev.evaluate(CASES[case]).metrics
    assert list(results) == [name]
    check_contract(name, results)


@pytest.mark.parametrize("case", list(CASES))
def test_every_metric_together_keeps_the_contract(case, fake_evaluator):
    results = fake_evaluator.evaluate(CASES[case]).metrics
    assert list(results) == list(ALL_METRICS)
    for name in ALL_METRICS:
        check_contract(name, {name: results[name]})


def test_every_registered_metric_declares_its_contract():
    for name, cls in REGISTRY.items():
        lo, hi = cls.value_range
        assert name in cls.names and cls.kind and set(cls.needs) <= {"embedding", "nli", "llm"}
        assert lo is None or hi is None or lo < hi


@pytest.mark.models
@pytest.mark.parametrize("case", list(CASES))
def test_metric_contract_with_the_real_models(case):
    from tinyrag_eval.config import Settings

    ev = MemoEvaluator(Settings(), metrics=ALL_METRICS, llm=ScriptedLLM(_script))
    results = ev.evaluate(CASES[case]).metrics
    for name in ALL_METRICS:
        check_contract(name, {name: results[name]})
