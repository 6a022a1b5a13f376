"""Markdown and PDF export: content, escaping, safe file names, no silent overwrite."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from tinyrag_eval.export import (
    MAX_MEMO_CHARS,
    ExportError,
    build_report,
    export_memo,
    render_html,
    render_markdown,
    slugify,
)
from tinyrag_eval.export.files import _inside
from tinyrag_eval.schema import CriterionScore, JudgeVerdict, MemoSentence
from tinyrag_eval.store import Store

from . import memo_samples as ms

MODELS = {"llm": "smollm2-135m", "embedding": "all-MiniLM-L6-v2", "nli": "bundled-nli"}


def _pdf_text(path: Path) -> str:
    text = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    return re.sub(r"\s+", " ", text)


def _report(**overrides):
    args = {"memo": ms.memo(1), "retrieval": ms.retrieval(), "evaluation": ms.evaluation(),
            "assessment": ms.assessment(), "decision": ms.decision(), "models": MODELS}
    args.update(overrides)
    return build_report(**args)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    out = tmp_path_factory.mktemp("export")
    return export_memo(ms.memo(1), ms.retrieval(), ms.evaluation(), ms.assessment(), ms.decision(),
                       models=MODELS, out_dir=out)


def test_markdown_has_memo_citations_lights_and_appendix(exported):
    md = exported.markdown_path.read_text()
    assert exported.markdown_path.name == "acme-bank-fy2025-credit-memo--memo-1.md"
    assert "Acme Bank's CET1 ratio stood at 14.2% at year end. [1] `HIGH`" in md
    assert "Net interest income grew 6% to $1.2 billion. [2] [3] `MEDIUM`" in md
    assert "1. annual_report, p. 3 — chunk `annual_report#p3#0`" in md
    assert "3. credit_policy — chunk `credit_policy#p0#0`" in md  # unpaged source: no page
    assert "⚠ *not supported by the context*" in md  # the NLI-flagged sentence
    assert "### Flagged sentences" in md and "not entailed by the retrieved context (NLI" in md
    # lights follow the conformal sets; the overall light is the worst criterion, named
    assert "| faithfulness | 0.86 (cal-2025-01) | 🟢 green | {1} passes | passes |" in md
    assert "| completeness | 0.62 (cal-2025-01) | 🟡 amber | {0,1} uncertain (both) | uncertain: a reviewer checks it |" in md
    assert "| overall | 0.31 (cal-2025-01) | 🔴 red | {0} fails | fails: revise or escalate |" in md
    assert "**Decision: escalate** · overall 🔴 red — overall: Do not send" in md
    for expected in ("## Appendix: evaluation", "Reason: completeness set is {0,1}",
                     "Guarantee: split conformal, alpha=0.1", "Calibrator version: `cal-2025-01`",
                     "| nli_groundedness | 0.71 |", "| response_relevancy | invalid | LLM returned no questions |",
                     "| completeness | 2 | no asset quality |", "- nli: bundled-nli",
                     "| 1 | `annual_report#p3#0` | annual_report | 3 | 2 |",
                     "Stage-1 candidates (3): `annual_report#p3#0`, `annual_report#p7#1`, `credit_policy#p0#0`"):
        assert expected in md, expected


def test_pdf_text_has_memo_citations_and_appendix(exported):
    assert exported.pdf_path.name == "acme-bank-fy2025-credit-memo--memo-1.pdf"
    text = _pdf_text(exported.pdf_path)
    for expected in ("Acme Bank FY2025 credit memo", "CET1 ratio stood at 14.2% at year end.",
                     "annual_report, p. 3", "annual_report, p. 7", "credit_policy", "HIGH", "MEDIUM", "LOW",
                     "Appendix: evaluation", "Do not send: revise the memo", "uncertain: a reviewer checks it",
                     "response_relevancy", "LLM returned no questions", "no asset quality", "cal-2025-01",
                     "{0,1}", "completeness set is {0,1}", "bundled-nli", "annual_report#p7#1",
                     "Page 1 of"):
        assert expected in text, expected
    assert len(PdfReader(exported.pdf_path).pages) >= 2  # the appendix starts on its own page


def test_html_in_user_text_is_escaped(tmp_path):
    evil = "<script>alert('x')</script>"
    memo = ms.memo(1, extra=f" {evil} <b>bold</b>")
    memo = memo.model_copy(update={"topic": f"Q3 {evil}", "text": memo.text})
    ev = ms.evaluation().model_copy(update={"judge": JudgeVerdict(
        criteria={"faithfulness": CriterionScore(score=3, reasoning=f"see {evil}")})})
    report = _report(memo=memo, evaluation=ev)
    html = render_html(report)
    assert "<script>" not in html and "<b>bold" not in html
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in html
    md = render_markdown(report)
    assert "<script>" not in md and "&lt;script>" in md and "&lt;b>bold&lt;/b>" in md
    assert "overall probability 0.31 < 0.5" in md  # a comparison stays readable
    result = export_memo(memo, ms.retrieval(), ev, ms.assessment(), ms.decision(), out_dir=tmp_path)
    assert evil in _pdf_text(result.pdf_path)  # rendered as visible text
    assert result.markdown_path.name == "q3-script-alert-x-script--memo-1.md"


@pytest.mark.parametrize("topic", ["../../etc/passwd", "/etc/passwd", "..", "a/b\\c\x00d", "~root/.ssh",
                                   "Übersicht Q3 — Crédit", "   ", "." * 300])
def test_topic_cannot_write_outside_out_dir(tmp_path, topic):
    out = tmp_path / "out"
    memo = ms.memo(1, memo_id="../../../../tmp/evil\x00").model_copy(update={"topic": topic})
    result = export_memo(memo, None, None, None, None, out_dir=out, pdf=False)
    assert result.markdown_path.parent == out.resolve()
    assert re.fullmatch(r"[a-z0-9-]+\.md", result.markdown_path.name), result.markdown_path.name
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == [result.markdown_path.name]
    with pytest.raises(ExportError, match="outside the output folder"):
        _inside(out.resolve(), "../x.md")


def test_slugify():
    assert slugify("Übersicht Q3 — Crédit!") == "ubersicht-q3-credit"
    assert slugify("../../etc/passwd") == "etc-passwd"
    assert slugify("\x00/\\..") == ""
    assert len(slugify("word " * 100)) <= 60


def test_never_overwrites_silently(tmp_path):
    args = (ms.memo(1), ms.retrieval(), ms.evaluation(), None, ms.decision("finalize"))
    first = export_memo(*args, out_dir=tmp_path, pdf=False)
    first.markdown_path.write_text("reviewed copy")
    second = export_memo(*args, out_dir=tmp_path, pdf=False)
    assert second.markdown_path.name == "acme-bank-fy2025-credit-memo--memo-1-2.md"
    assert first.markdown_path.read_text() == "reviewed copy"
    third = export_memo(*args, out_dir=tmp_path, pdf=False, overwrite=True)
    assert third.markdown_path == first.markdown_path and "reviewed copy" not in third.markdown_path.read_text()
    assert not list(tmp_path.glob(".*.tmp"))  # atomic writes leave no temp files


def test_without_assessment_or_decision(tmp_path):
    md = render_markdown(_report(assessment=None, decision=None, evaluation=None, retrieval=None, models=None))
    assert "No calibrated assessment: no calibrator was available" in md
    assert "No decision recorded." in md and "No metrics recorded." in md and "No retrieval recorded." in md
    assert "🟢" not in md and "🔴" not in md
    assert "not in the retrieved context" in md  # citations cannot be resolved without retrieval


def test_unresolved_citation_is_reported():
    memo = ms.memo(1)
    memo.sentences[0].citations.append("ghost_doc#p9#9")
    report = _report(memo=memo)
    assert report["unresolved"] == ["ghost_doc#p9#9"]
    md = render_markdown(report)
    assert "Cited chunks that are not among the retrieved chunks: `ghost_doc#p9#9`." in md
    assert "2. not in the retrieved context — chunk `ghost_doc#p9#9` ⚠" in md  # numbered by first citation
    assert "at year end. [1] [2] `HIGH`" in md


def test_paragraphs_follow_the_memo_text():
    memo = ms.memo(1)
    s = memo.sentences
    memo = memo.model_copy(update={"text": f"{s[0].text}\n\n{s[1].text} {s[2].text}"})
    assert [len(p) for p in _report(memo=memo)["paragraphs"]] == [1, 2]
    plain = memo.model_copy(update={"sentences": [], "text": "First paragraph.\n\nSecond <i>one</i>."})
    report = _report(memo=plain)
    assert [p[0]["text"] for p in report["paragraphs"]] == ["First paragraph.", "Second <i>one</i>."]


def test_bad_inputs_give_clear_errors(tmp_path):
    empty = ms.memo(1).model_copy(update={"text": "  ", "sentences": [MemoSentence(text=" ")]})
    with pytest.raises(ExportError, match="memo 'memo-1' is empty"):
        export_memo(empty, None, None, None, None, out_dir=tmp_path)
    with pytest.raises(ExportError, match="the evaluation is for memo 'memo-9', not 'memo-1'"):
        export_memo(ms.memo(1), None, ms.evaluation("memo-9"), None, None, out_dir=tmp_path)
    huge = ms.memo(1).model_copy(update={"text": "x" * (MAX_MEMO_CHARS + 1)})
    with pytest.raises(ExportError, match="accepts at most 200,000"):
        export_memo(huge, None, None, None, None, out_dir=tmp_path)
    (tmp_path / "file").write_text("")
    with pytest.raises(ExportError, match="output folder"):
        export_memo(ms.memo(1), None, None, None, None, out_dir=tmp_path / "file", pdf=False)
    with pytest.raises(ExportError, match="must be a Memo"):
        build_report({"id": "m"}, None, None, None, None)
    assert not any(p.suffix in (".md", ".pdf") for p in tmp_path.iterdir())


def test_settings_give_the_default_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    monkeypatch.setenv("TINYRAG_EXPORT__OUT_DIR", str(tmp_path / "exports"))
    result = export_memo(ms.memo(1), None, None, None, None)
    assert result.pdf_path is None and result.markdown_path.parent == (tmp_path / "exports").resolve()


def test_store_export_once_exports_an_attempt_once(tmp_path):
    out = tmp_path / "out"
    with Store.open(f"sqlite:///{tmp_path / 's.sqlite3'}") as store:
        run = store.start_run(ms.TOPIC)
        att = store.add_attempt(run.id, ms.memo(1), ms.retrieval())

        def export():
            return export_memo(att.memo, att.retrieval, None, None, ms.decision("finalize"),
                               out_dir=out, overwrite=True, pdf=False)

        first, fresh = store.export_once(att.id, export)
        again, fresh_again = store.export_once(att.id, export)
    assert fresh and not fresh_again and again == first
    assert [p.name for p in out.iterdir()] == [Path(first.markdown_path).name]


def test_lights_say_what_is_guaranteed_and_who_decided():
    from tinyrag_eval.schema import Assessment, CriterionAssessment, Decision

    shipped = {"calibrator_version": "grounded-shipped-2", "label_source": "shipped", "guaranteed": False}
    asm = Assessment(per_criterion={
        "grounded": CriterionAssessment(probability=0.93, prediction_set=[1], **shipped),
        "relevant": CriterionAssessment(probability=0.88, prediction_set=[1], **shipped)},
        alpha=0.1, calibrator_version="grounded=grounded-shipped-2; relevant=relevant-shipped-2")
    approved = Decision(action="finalize", reasons=["approved by alice in review r1"],
                        guarantee="human review by alice (the machine decision was escalate)", reviewer="alice")
    md = render_markdown(_report(assessment=asm, decision=approved))
    # all green, but no criterion is guaranteed here: no "send", and no coverage claim
    assert "send after the usual spot check" not in md and "Passes every criterion, but no guarantee" in md
    assert "no coverage guarantee on this deployment for grounded, relevant" in md
    assert "cover the reviewer's label with probability" not in md
    assert "**Decision: finalize** — accepted by the reviewer alice (human review" in md
    assert "| grounded | 0.9300 | `grounded-shipped-2` | {1} | no |" in md  # each P names its calibrator
    # the same memo with guarantees: green says send, and the coverage is stated
    ok = asm.model_copy(update={"per_criterion": {c: ca.model_copy(update={"guaranteed": True, "label_source": "deployment"})
                                                  for c, ca in asm.per_criterion.items()}})
    md = render_markdown(_report(assessment=ok, decision=ms.decision("finalize")))
    assert "Passes every criterion with a guarantee: send after the usual spot check." in md
    assert "cover the reviewer's label with probability ≥ 0.90" in md
    # an uncalibrated criterion is grey and named
    grey = asm.model_copy(update={"per_criterion": {**asm.per_criterion, "relevant": CriterionAssessment(
        probability=0.5, prediction_set=[0, 1], calibrated=False, note="no calibrator")}})
    report = _report(assessment=grey, decision=ms.decision())
    assert report["overall"] == "grey" and report["overall_action"].startswith("relevant: Not calibrated")


def _pii_case():
    from tinyrag_eval.metrics.safety import privacy
    from tinyrag_eval.schema import Decision, Evaluation, Memo

    text = ("Contact the relationship manager at jane.doe@northwind-bank.co.uk about the facility. "
            "Repayments go to IBAN GB82 WEST 1234 5698 7654 32 each quarter.")
    memo = Memo(id="m-pii", topic="Facility terms", text=text,
                sentences=[MemoSentence(text=s) for s in text.split(". ")])
    ev = Evaluation(memo_id="m-pii", metrics={"safety_privacy": privacy(text, use_ner=False)})
    decision = Decision(action="escalate", reasons=["safety_privacy: found jane.doe@northwind-bank.co.uk"],
                        guarantee="none: a safety flag sends the memo to a human")
    return memo, ev, decision


def test_redaction_replaces_personal_data_in_markdown_and_pdf(tmp_path):
    memo, ev, decision = _pii_case()
    assert ev.metrics["safety_privacy"].value == 2.0
    res = export_memo(memo, None, ev, None, decision, out_dir=tmp_path / "red", redact=True, pdf=True)
    md = res.markdown_path.read_text()
    pdf = _pdf_text(res.pdf_path)
    for text in (md, pdf):
        assert "jane.doe@northwind-bank.co.uk" not in text and "GB82 WEST" not in text
        assert "[EMAIL]" in text and "[IBAN]" in text
        assert "personal data redacted: 2 distinct finding(s)" in text
    # without redaction the export keeps the text as it is
    plain = export_memo(memo, None, ev, None, decision, out_dir=tmp_path / "plain", redact=False, pdf=False)
    assert "jane.doe@northwind-bank.co.uk" in plain.markdown_path.read_text()
    assert "Redaction" not in plain.markdown_path.read_text()


def test_an_approved_export_shows_no_open_machine_flags_only_the_overruled_ones(tmp_path):
    from tinyrag_eval.schema import Decision

    approved = Decision(action="finalize", reasons=["approved by alice in review r1"],
                        guarantee="human review by alice (the machine decision was escalate)", reviewer="alice")
    report = _report(decision=approved)
    assert report["flagged"] == [] and report["accepted_by"] == "alice"
    assert [s["text"] for s in report["overruled"]] == ["Management expects margins to widen next year."]
    assert not any(s["flagged"] for s in report["sentences"]) and report["sentences"][2]["machine_flagged"]
    for text in (render_markdown(report), render_html(report)):
        assert "not supported by the" not in text and "Flagged sentences" not in text and "sentence flagged" not in text
        assert "accepted by the reviewer alice" in text
        # the machine's light is shown as what it found, never as an instruction against the decision
        assert "Do not send" not in text and "Check before sending" not in text
        assert "alice reviewed the memo and accepted it (the machine found overall: fails)" in text
        assert "assessment: ·" not in text
        assert "Machine flags the reviewer overruled" in text and "not entailed by the retrieved context" in text
    # the machine's own decision (escalate, finalize by the policy) still shows the flags as open
    for decision in (ms.decision(), ms.decision("finalize")):
        md = render_markdown(_report(decision=decision))
        assert "⚠ *not supported by the context*" in md and "overruled" not in md
        assert "alice reviewed the memo" not in md


def test_an_extractive_or_cached_memo_says_so_in_the_export():
    extractive = ms.memo(1).model_copy(update={"llm": "extractive-fallback", "notes": [
        "EXTRACTIVE MEMO: TeamLLM:m output unusable (the LLM reply holds no sentence); extractive memo written"]})
    md = render_markdown(_report(memo=extractive))
    assert "**Extractive memo**" in md and "not written by the LLM" in md and "output unusable" in md
    assert "Extractive memo" in render_html(_report(memo=extractive))
    cached = ms.memo(1).model_copy(update={"cached": True})
    assert "written by smollm2-135m (LLM reply from the cache)" in render_markdown(_report(memo=cached))
    assert "from the cache" not in render_markdown(_report()) and "from the LLM cache" not in render_markdown(_report())
    ev = ms.evaluation()
    ev.judge.cached = True
    assert "Model: smollm2-135m (verdict from the LLM cache)" in render_markdown(_report(evaluation=ev))
    assert "(verdict from the LLM cache)" in render_html(_report(evaluation=ev))
