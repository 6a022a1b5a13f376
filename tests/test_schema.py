"""Helpers on the shared types: scores, reasons, display text, set labels, dropped citations, the
memo topic check."""

from __future__ import annotations

from tests import memo_samples as ms
from tinyrag_eval.feedback import build_feedback
from tinyrag_eval.generation import parse_reply
from tinyrag_eval.schema import (
    CriterionAssessment,
    CriterionScore,
    Evaluation,
    JudgeVerdict,
    Memo,
    MetricResult,
    memo_topic,
)
from tinyrag_eval.store import machine_scores


def _evaluation() -> Evaluation:
    ev = ms.evaluation()
    ev.metrics["numeric_consistency"] = MetricResult(name="numeric_consistency", value=None,
                                                     reason="no figures in the memo")
    ev.judge.criteria["correctness"] = CriterionScore(applicable=False, reasoning="needs a reference")
    return ev


def test_scores_are_the_store_machine_scores_with_the_assessment_probabilities():
    ev, asm = _evaluation(), ms.assessment()
    assert {**ev.scores(), **asm.probabilities()} == machine_scores(ev, asm)
    assert ev.scores()["response_relevancy"] is None and ev.scores()["judge.correctness"] is None
    assert asm.probabilities()["probability.overall"] == 0.31


def test_scores_fill_valid_metrics_without_a_value_only():
    ev = _evaluation()
    filled = ev.scores(not_applicable={"numeric_consistency": 1.0, "response_relevancy": 1.0})
    assert filled["numeric_consistency"] == 1.0  # valid, not applicable: filled
    assert filled["response_relevancy"] is None  # invalid: stays missing


def test_scores_with_the_judge_overall_and_their_reasons():
    ev = _evaluation()
    scores = ev.scores(judge_overall=True)
    assert scores["judge.overall"] == 3.0 and scores["judge.faithfulness"] == 4.0
    assert "judge.correctness" not in scores  # not scored: left out of the mean and of the scores
    assert ev.reasons() == {"numeric_consistency": "no figures in the memo",
                            "response_relevancy": "LLM returned no questions"}
    ev.judge = JudgeVerdict(invalid=True, reason="no JSON in the reply")
    assert ev.scores(judge_overall=True)["judge.overall"] is None
    assert ev.reasons()["judge.overall"] == "no JSON in the reply"
    ev.judge = JudgeVerdict(criteria={"correctness": CriterionScore(applicable=False)})
    assert ev.scores(judge_overall=True)["judge.overall"] is None
    assert ev.reasons()["judge.overall"] == "no criterion was scored"


def test_metric_display():
    assert MetricResult(name="m", value=0.71234).display() == "0.712"
    assert MetricResult(name="m", value=0.71234).display(".2f", not_applicable="-") == "0.71"
    assert MetricResult(name="m").display() == "n/a" and MetricResult(name="m").display(not_applicable="-") == "-"
    assert MetricResult.invalid_result("m", "boom").display() == "invalid"
    assert MetricResult(name="m", value=0.5).display(lambda v: f"{v:.0%}") == "50%"


def test_set_label():
    assert CriterionAssessment(probability=0.5, prediction_set=[1, 0]).set_label() == "{0,1}"
    assert CriterionAssessment(probability=0.9, prediction_set=[1]).set_label() == "{1}"
    assert CriterionAssessment(probability=0.5, prediction_set=[]).set_label() == "∅"


def test_dropped_citations_are_structured_not_parsed_back_from_notes():
    reply = ("The CET1 ratio was 14.2% [annual_report#p3#0, it's#p9] <CONFIDENCE: HIGH>. "
             "Net interest income rose 6% [ghost#p1] [ghost#p1] <CONFIDENCE: MEDIUM>.")
    parsed = parse_reply(reply, ["annual_report#p3#0"], max_sentences=10)
    assert parsed.dropped_citations == ["it's#p9", "ghost#p1"]  # once each, a quote in an id kept
    assert any("dropped 3 citation(s)" in n for n in parsed.notes)
    memo = Memo(id="m", topic="t", text="x", dropped_citations=parsed.dropped_citations)
    assert build_feedback(memo, None).dropped_citations == ["it's#p9", "ghost#p1"]
    assert Memo(id="m", topic="t", text="x").dropped_citations == []  # records written before: none


def test_one_memo_topic_check_for_every_entry_point():
    import pytest

    from tinyrag_eval.config import Settings
    from tinyrag_eval.generation import MemoGenerator
    from tinyrag_eval.schema import RetrievalResult

    assert memo_topic("  CET1 of Northwind \n") == "CET1 of Northwind"
    for bad in ("", "   \t", None, 3):
        with pytest.raises(ValueError, match="memo topic is empty"):
            memo_topic(bad)
    with pytest.raises(ValueError, match="memo topic is empty"):  # the generator uses the same check
        MemoGenerator(None, Settings()).generate(" ", RetrievalResult(query="q", candidates=[], context=[]), memo_id="m")
