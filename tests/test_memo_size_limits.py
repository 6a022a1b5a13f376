"""Huge memos and contexts are refused before any model runs: every metric is invalid with the
reason (a 1 MB memo used to take minutes and give a score nobody could read)."""

from __future__ import annotations

import time

from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.memo import MemoEvaluator, MemoInput


def _evaluator(**limits: int) -> MemoEvaluator:
    return MemoEvaluator(Settings(metrics=limits), ["groundedness_similarity", "nli_groundedness",
                                                    "numeric_consistency"])


def test_a_huge_memo_is_invalid_with_the_limit_named_and_fast() -> None:
    ev = _evaluator()
    memo = "Revenue was $4.1 billion in 2024, up 3% on the year. " * 2_500  # 27,500 words
    t0 = time.perf_counter()
    out = ev.evaluate(MemoInput(id="huge", query="revenue", contexts=["Revenue was $4.1 billion."], answer=memo))
    assert time.perf_counter() - t0 < 5, "the size check must come before segmentation and models"
    assert set(out.metrics) == {"groundedness_similarity", "nli_groundedness", "numeric_consistency"}
    for m in out.metrics.values():
        assert m.invalid and m.value is None
        assert "27,500 words > metrics.max_answer_words = 20,000" in m.reason


def test_context_limit_and_a_raised_limit() -> None:
    item = MemoInput(id="m", query="q", contexts=["word " * 30, "word " * 30], answer="Revenue rose.")
    out = _evaluator(max_context_words=50).evaluate(item)
    assert all(m.invalid and "context too long to score: 60 words" in m.reason for m in out.metrics.values())
    at_limit = MemoInput(id="m", query="q", contexts=["Revenue rose."], answer="Revenue rose.")
    assert _evaluator(max_answer_words=2).size_problem(at_limit) == ""
    assert "memo too long" in _evaluator(max_answer_words=1).size_problem(at_limit)
