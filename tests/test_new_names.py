"""New names: capitalized words of a memo that its context never mentions (metrics.copy.new_names),
a feature of the grounded criterion and a hint on the sentence, never a flag by itself."""

from __future__ import annotations

import pytest

from tinyrag_eval.calibration.features import (
    COPY_FEATURES,
    CRITERION_FEATURES,
    criterion_features,
    feature_direction,
)
from tinyrag_eval.metrics.copy import context_vocabulary, copy_support, new_names
from tinyrag_eval.metrics.findings import build_findings
from tinyrag_eval.metrics.text import split_sentences
from tinyrag_eval.schema import Evaluation

CONTEXT = ("Tom asked Mia whether the Lisbon office would open in May. Mia said the revenue of the new "
           "office was expected to cover its costs, according to Northwind Harbour Bank's plan.")


def _vocab(text: str = CONTEXT) -> set[str]:
    return context_vocabulary(split_sentences(text))


def test_a_capitalized_word_the_context_never_mentions_is_a_new_name():
    assert new_names("Tom told Sarah that the Lisbon office opens in May.", _vocab()) == ["Sarah"]
    assert new_names("Mia said the Madrid office opens in June, says Sarah.", _vocab()) == ["Madrid", "June", "Sarah"]


def test_what_is_not_a_new_name():
    v = _vocab()
    assert new_names("Sarah said the office opens in May.", v) == []  # a sentence's first word: any word
    assert new_names("Mia said Revenue would cover the Costs.", v) == []  # lower case in the context
    assert new_names("Tom said Northwind Harbour Bank's plan covers it.", v) == []  # a possessive
    assert new_names("Tom and I think the office opens in May.", v) == []  # a function word
    assert new_names("Tom told Sarah, and Sarah told Tom.", v) == ["Sarah"]  # once
    assert new_names("Tom met Lisbon-Mia.", v) == []  # every part of a hyphenated word is known
    assert new_names("", v) == [] and new_names("Tom told Sarah.", set()) == ["Sarah"]


def test_periods_units_and_the_question_s_names_are_not_new():
    v = _vocab()
    assert new_names("Tom said FY2025 revenue in Q2 was 4 Bn, per the CFO.", v) == ["CFO"]
    ctx = [(0, s) for s in split_sentences(CONTEXT)]
    answer = ["Acme Holdings expects the Lisbon office to open in May."]
    assert copy_support(answer, ctx).details["new_names"] == 1  # Holdings; Acme is the first word
    assert copy_support(answer, ctx, query="Is Acme Holdings opening in Lisbon?").details["new_names"] == 0


def test_a_structured_memo_s_headings_and_labels_are_not_names():
    v = _vocab()
    assert new_names("# Credit Memo: Northwind Harbour Bank", v) == []  # a Markdown heading line
    assert new_names("## Key Risks\nOffice revenue may fall, says Sarah.", v) == ["Sarah"]
    assert new_names("**Liquidity**: Adequate, per Tom.", v) == []  # first word, then after a colon
    assert new_names("Tom said (Good) \"Fine\" and - Great - then Sarah.", v) == ["Sarah"]


def test_copy_support_counts_new_names_and_the_evidence_shows_them_without_flagging():
    answer = "Tom told Sarah that the Lisbon office opens in May. Mia said the revenue would cover its costs."
    m = copy_support(split_sentences(answer), [(0, s) for s in split_sentences(CONTEXT)])
    assert m.details["new_names"] == 1
    assert [p["new_names"] for p in m.details["per_sentence"]] == [["Sarah"], []]
    ev = Evaluation(memo_id="m", metrics={"copy_support": m})
    ev.findings = build_findings(answer, ev)
    first = ev.findings.sentences[0]
    hints = [c for c in first.checks if "never mentions" in c.reason]
    assert len(hints) == 1 and "Sarah" in hints[0].reason and hints[0].verdict == "not_checked"
    assert not first.flagged  # a hint: 83-88 % precision on the dev rows is not a verdict
    assert not any("never mentions" in c.reason for c in ev.findings.sentences[1].checks)
    # the grounded criterion reads the count, and it can only lower P(grounded)
    assert "new_names" in COPY_FEATURES and "new_names" in CRITERION_FEATURES["grounded"]
    assert criterion_features("grounded", ev, features=["new_names"]) == {"new_names": 1.0}
    assert feature_direction("new_names") == -1


def test_a_huge_context_and_an_empty_memo():
    def name(i: int) -> str:
        return "Firm" + "".join(chr(97 + int(d)) for d in str(i))

    big = " ".join(f"{name(i)} reported revenue." for i in range(20000))
    v = context_vocabulary(split_sentences(big))
    assert new_names(f"Tom said {name(19999)} beat {name(20000)}.", v) == [name(20000)]
    m = copy_support([], [(0, "Tom asked Mia.")])
    assert m.invalid and "empty answer" in (m.reason or "")
    with pytest.raises(TypeError, match="query must be a str"):
        copy_support(["Tom told Sarah."], [(0, "Tom asked Mia.")], query=None)  # type: ignore[arg-type]


def _bench():
    from tests.bench_scripts import load_benchmark

    return load_benchmark("new_names")


def test_the_benchmark_scores_a_factual_set_and_says_what_is_missing(tmp_path):
    import gzip
    import json

    rows = [{"doc": CONTEXT, "claim": "Tom told Sarah the office opens in May.", "label": 0},
            {"doc": CONTEXT, "claim": "Tom asked Mia about the Lisbon office.", "label": 1},
            {"doc": CONTEXT, "claim": "Mia said the office would cover its costs.", "label": 1},
            {"doc": "", "claim": "An empty document.", "label": 1}]
    lines = [json.dumps(r) for r in rows] + ["{not json", json.dumps({"doc": None, "claim": "x", "label": 1})]
    (tmp_path / "toy.jsonl.gz").write_bytes(gzip.compress("\n".join(lines).encode()))
    bench = _bench()
    got = bench.measure_set(tmp_path / "toy.jsonl.gz")
    assert got["n"] == 3 and got["skipped"] == 3 and got["with_new_names"] == 1
    assert got["failing_share_with"] == 1.0 and got["auc"] == 1.0
    bench.main(["--factual", str(tmp_path), "--out", str(tmp_path / "out.json")])
    assert json.loads((tmp_path / "out.json").read_text())["summary"]["sets_failing_more_with"] == 1
    with pytest.raises(SystemExit, match="no <source>.jsonl.gz"):
        bench.main(["--factual", str(tmp_path / "absent"), "--out", str(tmp_path / "x.json")])


def test_a_flagged_sentence_s_reasons_end_with_the_hint():
    from tinyrag_eval.schema import MetricResult

    answer = "The bank plans to enter the German mortgage market in 2026."
    copy = copy_support([answer], [(0, s) for s in split_sentences(CONTEXT)])
    nli = MetricResult(name="nli_groundedness", value=0.06, details={"threshold": 0.5, "per_sentence": [
        {"sentence": answer, "entailment": 0.06, "flagged": True}]})
    ev = Evaluation(memo_id="m", metrics={"copy_support": copy, "nli_groundedness": nli})
    ev.findings = build_findings(answer, ev)
    (s,) = ev.findings.sentences
    assert s.flagged
    assert s.reasons() == ["not entailed by the retrieved context (NLI entailment 0.06 < 0.5)",
                           "names the context never mentions: German"]


class _HintingEvaluator:
    """The workflow fakes' evaluator plus the real, model-free ``copy_support`` on the memo."""

    def __init__(self) -> None:
        from tests.workflow_fakes import FakeEvaluator, retrieval

        self.inner, self.contexts = FakeEvaluator(), [sc.chunk.text for sc in retrieval().context]

    def evaluate(self, item):
        ev = self.inner.evaluate(item)
        ctx = [(i, s) for i, c in enumerate(self.contexts) for s in split_sentences(c)]
        ev.metrics["copy_support"] = copy_support(split_sentences(item.answer), ctx, query=item.query)
        return ev


def test_an_unflagged_sentence_s_hint_is_shown_to_the_reviewer_apart_from_the_flags(tmp_path, monkeypatch):
    """A name the context never mentions on a sentence nothing flags: the review page underlines
    the sentence and lists it under "Worth a look", the API and `tinyrag queue show` say it, and
    the exported memo does not (a hint is no flag)."""
    from fastapi.testclient import TestClient
    from tinyrag_eval.workflows.run import run_memo
    from typer.testing import CliRunner

    from tests.web_helpers import TOPIC, make_app
    from tests.workflow_fakes import make_services
    from tinyrag_eval.cli import app
    from tinyrag_eval.export import build_report, render_markdown

    reply = ("Net interest income rose 7.9% to £412.6 million in 2025, Fitch noted [ar#p2#0] <CONFIDENCE: HIGH>. "
             "The bank will enter the German mortgage market [ar#p3#0] <CONFIDENCE: MEDIUM>.")
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    svc = make_services(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}", tmp_path / "out", [reply])
    svc.evaluator = _HintingEvaluator()
    out = run_memo(TOPIC, svc, max_attempts=1)
    assert out.status == "escalated" and out.review_id

    att = svc.store.get_attempt(svc.store.get_review(out.review_id).attempt_id)
    report = build_report(att.memo, att.retrieval, att.evaluation, att.assessment, att.decision)
    assert [(x["text"][:20], x["hints"]) for x in report["hinted"]] == [
        ("Net interest income ", ["names the context never mentions: Fitch"])]
    (flagged,) = report["flagged"]  # the German sentence: flagged, its hint ends its reasons
    assert flagged["hints"] == [] and flagged["reasons"][-1] == "names the context never mentions: German"

    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        html = client.get(f"/reviews/{out.review_id}").text
        assert 'class="sentence hinted" title="names the context never mentions: Fitch"' in html
        hints = html[html.index('id="hints"'):]
        assert "Worth a look" in html and "Fitch" in hints[:hints.index("</ul>")]
        assert "German" not in hints[:hints.index("</ul>")]
        api = client.get(f"/api/reviews/{out.review_id}").json()
        assert api["hinted_sentences"] == [{"text": report["hinted"][0]["text"],
                                            "hints": ["names the context never mentions: Fitch"]}]

    res = CliRunner().invoke(app, ["queue", "show", out.review_id], env={"COLUMNS": "200"})
    assert res.exit_code == 0, res.output
    assert "worth a look: names the context never mentions: Fitch" in res.output
    md = render_markdown(report)
    assert "Fitch noted" in md and "never mentions: Fitch" not in md


def test_new_dates_are_the_days_and_times_the_context_never_states():
    from tinyrag_eval.metrics.copy import context_days_and_times, new_dates

    days, times = context_days_and_times([
        "The senior notes of £300 million mature on 15 March 2028.", "The board meets at 10:30 on Tuesdays.",
        "The round was played from 21 to 28 January.", "Dinner is at 7pm."])
    assert new_dates("The notes mature on 12 March 2028.", days, times) == ["12 March 2028"]
    assert new_dates("The notes mature on March 15, 2028.", days, times) == []  # either order
    assert new_dates("It was played between January 21 and 28.", days, times) == []  # a range states each end
    assert new_dates("The board meets at 9:30 and again at 10.30am.", days, times) == ["9:30"]
    assert new_dates("Drinks at 19:00.", days, times) == []  # 7pm
    # not dates: the verb "may", a month without a day (the figure checks read years), a decimal
    assert new_dates("Profits may 5 times rise in March 2028; revenue was 1.5 March.", days, times) == []
    assert new_dates("", days, times) == [] and new_dates("On 5 March and 5 March.", set(), set()) == ["5 March"]


def test_a_new_date_is_a_hint_on_its_sentence_never_a_flag():
    answer = "The notes mature on 12 March 2028."
    ctx = "The senior notes of £300 million mature on 15 March 2028. The board meets at 10:30 on Tuesdays."
    copy = copy_support([answer], [(0, s) for s in split_sentences(ctx)])
    assert copy.details["new_dates"] == 1 and copy.details["per_sentence"][0]["new_dates"] == ["12 March 2028"]
    ev = Evaluation(memo_id="m", metrics={"copy_support": copy})
    ev.findings = build_findings(answer, ev)
    (s,) = ev.findings.sentences
    assert not s.flagged and s.hints() == ["dates or times the context never states: 12 March 2028"]
    # the question's own date is given, as its names are
    asked = copy_support([answer], [(0, s) for s in split_sentences(ctx)], query="Is 12 March 2028 the maturity?")
    assert asked.details["new_dates"] == 0


def test_the_least_grounded_hint_needs_two_sentences_to_point_at_one():
    from tinyrag_eval.schema import MetricResult

    def sim(sentences):
        per = [{"sentence": s, "score": 0.5} for s in sentences]
        return MetricResult(name="groundedness_similarity", value=0.5, details={
            "per_sentence": per, "least_grounded": {"sentence": sentences[-1], "score": 0.4}})

    one = "The bank grew."
    ev = Evaluation(memo_id="m", metrics={"groundedness_similarity": sim([one])})
    ev.findings = build_findings(one, ev)
    assert all(not s.hints() for s in ev.findings.sentences)
    two = "The bank grew. Its CET1 ratio was 14.6%."
    ev = Evaluation(memo_id="m", metrics={"groundedness_similarity": sim(split_sentences(two))})
    ev.findings = build_findings(two, ev)
    assert [s.hints() for s in ev.findings.sentences if s.hints()] == [
        ["the least grounded sentence (embedding similarity)"]]
