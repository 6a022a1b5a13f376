"""One evaluation, one evidence record (issue 25): every entry point evaluates a memo with the
same checks, and every view shows the flags and lights of one record."""

from __future__ import annotations

import asyncio
import io
import json
import re
from types import SimpleNamespace

from typer.testing import CliRunner

from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.memo import MemoEvaluator, MemoInput
from tinyrag_eval.schema import Evaluation, Memo, MetricResult

from .web_helpers import escalate

METRICS = ("numeric_consistency", "fact_verification")  # no model to load: the point is the wiring
ITEM = MemoInput(id="m1", query="Capital of Northwind Harbour Bank",
                 contexts=["The CET1 ratio was 14.6% at 31 December 2025 (2024: 14.1%)."],
                 answer="The CET1 ratio was 14.6% at the end of 2025. Its leverage target is 19.9%.")


def test_eval_memo_gate_ray_worker_and_workflow_see_the_same_metric_set():
    from tinyrag_eval.engine.memo import MemoBatchSpec, MemoEvalWorker, memo_record
    from tinyrag_eval.gate import MemoChecker
    from tinyrag_eval.pipeline import steps

    settings = Settings()
    assert settings.agent.safety_checks  # the default: the safety gate runs everywhere
    evaluator = MemoEvaluator(settings, METRICS)
    eval_memo = set(memo_record(evaluator, ITEM)["metrics"])
    gate = set(MemoChecker(settings, METRICS).values(ITEM.answer, ITEM.contexts, ITEM.query).values)
    worker = MemoEvalWorker(MemoBatchSpec(settings=settings, metrics=METRICS, options=settings.metrics))
    out = worker({"index": [0], "item": [ITEM.model_dump_json()]})
    ray_batch = set(json.loads(out["record"][0])["metrics"])
    services = SimpleNamespace(evaluator=evaluator, judge=None, settings=settings)
    memo = Memo(id="m1", topic=ITEM.query, text=ITEM.answer)
    workflow = asyncio.run(steps.evaluate_attempt(services, memo, None))
    assert workflow.findings is not None
    assert {"numeric_consistency", "fact_verification", "safety_toxicity", "safety_privacy",
            "safety_injection"} <= eval_memo
    assert eval_memo == gate == ray_batch == set(workflow.metrics)


def test_findings_are_built_once_and_read_from_the_record():
    from tinyrag_eval.evaluation import MetricsCheck, evaluate
    from tinyrag_eval.feedback import build_feedback

    ev = evaluate(ITEM, [MetricsCheck(MemoEvaluator(Settings(), ("numeric_consistency",)))])
    assert [s.text for s in ev.findings.sentences] == ["The CET1 ratio was 14.6% at the end of 2025.",
                                                       "Its leverage target is 19.9%."]
    first, second = ev.findings.sentences
    assert first.verdict == "supported" and not first.flagged
    assert second.verdict == "unsupported" and [f.figure for f in second.figures] == ["19.9%"]
    assert build_feedback(Memo(id="m1", topic="t", text=ITEM.answer), ev).unsupported_numbers == ["19.9%"]
    # consumers read the record, not the details: a record that says otherwise wins
    ev.metrics["numeric_consistency"] = MetricResult(name="numeric_consistency", value=1.0)
    assert build_feedback(Memo(id="m1", topic="t", text=ITEM.answer), ev).unsupported_numbers == ["19.9%"]


def test_a_figure_verdict_flags_only_where_its_measured_precision_allows():
    from tinyrag_eval.metrics.findings import build_findings
    from tinyrag_eval.metrics.numeric.precision import verdict_may_fail

    def one(verdict: str):
        ev = Evaluation(memo_id="m", metrics={"fact_verification": MetricResult(
            name="fact_verification", value=0.0, details={"figures": [{
                "figure": "14.6%", "sentence": "CET1 was 14.6%.", "verdict": verdict, "context_value": "14.1%",
                "explanation": "the context has 14.1%"}]})})
        (s,) = build_findings("CET1 was 14.6%.", ev).sentences
        return s

    # "unsupported" has no measured precision: shown, never a flag on its own
    s = one("unsupported")
    assert [x.verdict for x in s.figures] == ["unsupported"] and not s.figures[0].decisive and not s.flagged
    # "contradicted" flags exactly while its measured precision meets the bar
    s = one("contradicted")
    assert s.flagged is verdict_may_fail("contradicted") and s.figures[0].context_value == "14.1%"


def test_review_page_cli_and_pdf_show_the_same_flags_and_lights(tmp_path, monkeypatch):
    from pypdf import PdfReader

    from tinyrag_eval.cli import app
    from tinyrag_eval.export import build_report, export_memo
    from tinyrag_eval.web.views import review_detail

    svc, out = escalate(tmp_path)
    att = svc.store.get_attempt(out.attempt_id)
    item = svc.store.get_review(out.review_id)
    findings = att.evaluation.findings
    assert findings is not None  # recorded with the evaluation, not rebuilt by each view
    expected = [s.text for s in findings.flagged()]
    assert len(expected) == 2

    # the review page
    page = review_detail(svc.store, item, None)
    assert sorted(s["text"] for s in page["flagged"]) == sorted(expected)
    page_lights = {c.name: c.light for c in page["row"].criteria}

    # the CLI
    monkeypatch.setenv("TINYRAG_STORE__URL", f"sqlite:///{tmp_path / 'store.sqlite3'}")
    res = CliRunner().invoke(app, ["queue", "show", out.review_id], terminal_width=200)
    assert res.exit_code == 0, res.output
    marked = [line[2:].strip() for line in res.output.splitlines() if line.startswith("✗ ")]
    assert sorted(re.sub(r"\s+<\w+>.*$", "", m) for m in marked) == sorted(expected)
    cli_lights = dict(re.findall(r"^(\w+): (green|amber|red|grey)\b", res.output, re.MULTILINE))

    # the PDF (and the Markdown beside it)
    report = build_report(att.memo, att.retrieval, att.evaluation, att.assessment, att.decision)
    assert sorted(s["text"] for s in report["flagged"]) == sorted(expected)
    res_files = export_memo(att.memo, att.retrieval, att.evaluation, att.assessment, att.decision,
                            out_dir=tmp_path / "pdf", pdf=True)
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(res_files.pdf_path.read_bytes())).pages)
    flat = " ".join(text.split())
    for sentence in expected:
        assert " ".join(sentence.split()[:4]) in flat
    pdf_lights = {c["name"]: c["light"] for c in report["criteria"]}
    assert page_lights == cli_lights == pdf_lights == att.assessment.lights()
    assert "Flagged sentences" in res_files.markdown_path.read_text()


def test_a_near_copy_of_a_context_sentence_is_supported_whatever_the_nli_says():
    from tinyrag_eval.metrics.copy import alignment, copy_support
    from tinyrag_eval.metrics.findings import build_findings

    ctx = "Impairment charges were £16.2 million in 2025, down from £21.0 million."
    assert alignment("Impairment charges were £16.2 million in 2025.", ctx) == 1.0
    assert alignment("Impairment charges were £18.4 million in 2025.", ctx) == 0.0  # a figure the source lacks
    assert alignment("Impairment charges were not £16.2 million in 2025.", ctx) == 0.0  # a negation it lacks
    copy = copy_support(["Impairment charges were £16.2 million in 2025.", "The report covers a refinancing."],
                        [(0, ctx)])
    assert copy.details["supported"] == 1 and copy.details["min"] < 0.9
    nli = MetricResult(name="nli_groundedness", value=0.1, details={"threshold": 0.5, "per_sentence": [
        {"sentence": "Impairment charges were £16.2 million in 2025.", "entailment": 0.1, "flagged": True},
        {"sentence": "The report covers a refinancing.", "entailment": 0.1, "flagged": True}]})
    f = build_findings("Impairment charges were £16.2 million in 2025. The report covers a refinancing.",
                       Evaluation(memo_id="m", metrics={"copy_support": copy, "nli_groundedness": nli}))
    assert [s.verdict for s in f.sentences] == ["supported", "unsupported"]
    (copy_check,) = [c for c in f.sentences[0].checks if c.checker == "copy_support"]
    assert f.sentences[0].reasons() == [] and copy_check.sufficient and copy_check.evidence[0].text == ctx


def test_the_grounded_criterion_can_read_the_evidence_record():
    from tinyrag_eval.calibration.features import EVIDENCE_FEATURES, criterion_features
    from tinyrag_eval.evaluation import MetricsCheck, evaluate

    ev = evaluate(ITEM, [MetricsCheck(MemoEvaluator(Settings(), ("copy_support", "numeric_consistency",
                                                                  "fact_verification")))])
    f = criterion_features("grounded", ev, features=[*EVIDENCE_FEATURES, "fact_verification", "copy_min"])
    assert f["flagged_share"] == 0.5  # the 19.9% sentence: neither found nor derived
    assert f["copy_supported_share"] == 0.0  # no sentence restates the context word for word
    assert f["figures_supported_share"] is not None and 0 <= f["figures_supported_share"] <= 1
    assert f["figures_contradicted"] == 0.0 and f["fact_verification"] is not None
    # an evaluation without a record, and a memo without figures (valid metric, no value)
    assert criterion_features("grounded", Evaluation(memo_id="m"), features=list(EVIDENCE_FEATURES)) == \
        dict.fromkeys(EVIDENCE_FEATURES)
    none = Evaluation(memo_id="m", metrics={"numeric_consistency": MetricResult.not_applicable(
        "numeric_consistency", "no figure")})
    assert criterion_features("grounded", none, features=["numeric_consistency"]) == {"numeric_consistency": 1.0}
