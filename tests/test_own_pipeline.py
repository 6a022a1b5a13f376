"""The team's own pipeline (issue 27): configured once, used by every entry point, recorded per run,
never resumed with another; the adapters; docs/own_pipeline.md's example, run end to end."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import sys
from pathlib import Path

import pytest
from llama_index.core.schema import NodeWithScore, TextNode
from tinyrag_eval.workflows.run import aresume_run, decide_and_resume, run_memo
from typer.testing import CliRunner

from tests.web_helpers import TOKEN, escalate, make_app, wait_until_settled
from tests.workflow_fakes import GOOD, ScriptedLLM, make_services, retrieval
from tinyrag_eval.cli import app
from tinyrag_eval.config import Settings
from tinyrag_eval.pipeline import own
from tinyrag_eval.pipeline.adapters import (
    LlamaIndexRetriever,
    PipelineError,
    PromptedLLMGenerator,
    node_chunk,
    prompt_fingerprint,
    prompt_template,
)
from tinyrag_eval.pipeline.own import PipelineMismatchError
from tinyrag_eval.pipeline.services import MemoServices
from tinyrag_eval.schema import GenerationFeedback
from tinyrag_eval.store import Store

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "docs" / "examples" / "own_pipeline.py"
runner = CliRunner()


@pytest.fixture(autouse=True)
def _fresh_pipeline(monkeypatch):
    """Every test resolves its own pipeline objects; the LLM cache stays off (its keys are another topic)."""
    monkeypatch.setenv("TINYRAG_LLM__CACHE", "false")
    monkeypatch.setattr(sys, "path", [*sys.path])  # the current folder a path import adds goes again
    own.forget_built()
    yield
    own.forget_built()
    for name in ("own_pipeline", "mybank_rag"):
        sys.modules.pop(name, None)


def _line(res) -> str:
    return " ".join(res.output.split())


def test_the_docs_page_shows_the_example_file_as_it_is():
    doc = (ROOT / "docs" / "own_pipeline.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", doc, flags=re.DOTALL)
    assert EXAMPLE.read_text(encoding="utf-8") in blocks
    assert "(own_pipeline.md)" in (ROOT / "docs" / "workflow.md").read_text(encoding="utf-8")


# --------------------------------------------------------------------------- adapters, no model


def test_nodes_become_chunks_with_document_page_and_score():
    from llama_index.core.retrievers import BaseRetriever

    class TwoNodes(BaseRetriever):
        def __init__(self):
            super().__init__()
            self.bundles = []

        def _retrieve(self, query_bundle):
            self.bundles.append(query_bundle)
            return [NodeWithScore(node=TextNode(id_="n1", text="The CET1 ratio was 15.2%.", metadata={
                        "file_name": "ar.pdf", "page_label": "7", "when": object()}), score=0.83),
                    NodeWithScore(node=TextNode(id_="n2", text="No page here."), score=0.41)]

    inner = TwoNodes()
    r = LlamaIndexRetriever(inner)
    res = r.retrieve("CET1", hyde="A hypothetical passage about capital.")
    assert [c.chunk.id for c in res.context] == ["n1", "n2"] == [c.chunk.id for c in res.candidates]
    first = res.context[0]
    assert (first.chunk.doc_id, first.chunk.page, first.dense_score, first.rank) == ("ar.pdf", 7, 0.83, 1)
    assert first.chunk.text == "The CET1 ratio was 15.2%." and isinstance(first.chunk.metadata["when"], str)
    assert res.context[1].chunk.page is None and res.stage1 == "llamaindex:TwoNodes"
    # HyDE: the passage is embedded by the team's own model (custom_embedding_strs), not tinyrag's
    assert inner.bundles[0].custom_embedding_strs == ["A hypothetical passage about capital."]
    assert node_chunk(TextNode(id_="x", text="t", metadata={"page": 0})).page is None
    assert own.identity_of(r).endswith("test_own_pipeline.test_nodes_become_chunks_with_document_page_and_score"
                                       ".<locals>.TwoNodes") and own.identity_of(r).startswith("python:tests.")
    with pytest.raises(PipelineError, match="not a LlamaIndex retriever"):
        LlamaIndexRetriever(object())  # type: ignore[arg-type]


def test_prompted_generator_writes_with_the_team_prompt_and_the_feedback():
    llm = ScriptedLLM(replies=[GOOD])
    gen = PromptedLLMGenerator(llm, Settings(), prompt="TEAM PROMPT\nTopic: {topic}\n{context}\nCite ids.", cache=False)
    memo = gen.generate("Capital of Northwind", retrieval(), memo_id="m-a1",
                        feedback=GenerationFeedback(reviewer_notes="Cite the CET1 ratio."))
    prompt = llm.prompts[-1].removeprefix("user: ")  # the LLM is called with one user message
    assert prompt.startswith("TEAM PROMPT\nTopic: Capital of Northwind\n[ar#p2#0] The CET1 ratio")
    assert "[ar#p3#0] Office exposure" in prompt and "credit analyst" not in prompt  # not tinyrag's prompt
    assert prompt.rstrip().removesuffix("assistant:").rstrip().endswith("Cite the CET1 ratio.")  # no {feedback}: appended
    assert memo.llm.endswith("scripted-fake") and memo.sentences[0].citations == ["ar#p2#0"]
    # a {feedback} variable places it; tinyrag's prompt stays the default
    PromptedLLMGenerator(llm, Settings(), prompt="{feedback}|{topic}|{context}", cache=False).generate(
        "T", retrieval(), memo_id="m", feedback=GenerationFeedback(reviewer_notes="NOTE"))
    placed = llm.prompts[-1].removeprefix("user: ")
    assert placed.startswith("Your previous memo") and re.search(r"NOTE\s*\|T\|\[ar#p2#0\] The CET1", placed)
    PromptedLLMGenerator(llm, Settings(), cache=False).generate("T", retrieval(), memo_id="m")
    assert "credit analyst" in llm.prompts[-1]
    with pytest.raises(PipelineError, match=r"needs \{context\}"):
        PromptedLLMGenerator(llm, Settings(), prompt="Topic: {topic}")


def test_an_import_path_that_does_not_import_is_one_line(tmp_path):
    with pytest.raises(PipelineError, match=r"cannot import 'mybank_nowhere.rag'.*current folder"):
        MemoServices.create(settings=Settings(pipeline={"retriever": "mybank_nowhere.rag:retriever"}),
                            store=Store.open("sqlite://"))
    (tmp_path / "mybank_rag.py").write_text("llm = 42\n\ndef broken():\n    raise RuntimeError('no index')\n")
    with pytest.raises(PipelineError, match="no 'missing'"):
        own.resolve_generator("mybank_rag:missing", Settings())
    with pytest.raises(PipelineError, match="int is no generator"):
        own.resolve_generator("mybank_rag:llm", Settings())
    with pytest.raises(PipelineError, match="calling it failed: RuntimeError: no index"):
        own.resolve_retriever("mybank_rag:broken", Settings())
    with pytest.raises(ValueError, match="package.module:attr"):
        Settings(pipeline={"generator": "mybank_rag"})
    res = runner.invoke(app, ["memo", "Capital of Acme"], env={"TINYRAG_PIPELINE__GENERATOR": "mybank_nowhere:llm"})
    assert res.exit_code == 2 and "cannot import 'mybank_nowhere'" in _line(res) and "Traceback" not in res.output
    # the review server resolves the pipeline when it starts, not at the first verdict
    from tinyrag_eval.config import get_settings

    get_settings.cache_clear()
    res = runner.invoke(app, ["serve", "--port", "48765", "--token", "a-long-enough-reviewer-token-0123456789"],
                        env={"TINYRAG_PIPELINE__RETRIEVER": "mybank_nowhere:retriever"})
    assert res.exit_code == 2 and "pipeline.retriever = 'mybank_nowhere:retriever': cannot import" in _line(res)


# --------------------------------------------------------------------------- recorded, and never resumed with another


def test_a_run_records_its_pipeline_and_a_resume_with_another_is_refused(tmp_path):
    svc, out = escalate(tmp_path)  # fakes: tinyrag's MemoGenerator on a scripted LLM, a fake retriever
    run = svc.store.get_run(out.run_id)
    assert run.config["pipeline"] == {"retriever": "python:tests.workflow_fakes.FakeRetriever",
                                      "generator": "default"}
    other = make_services(f"sqlite:///{tmp_path / 'store.sqlite3'}", tmp_path / "out", [GOOD])
    other.generator = PromptedLLMGenerator(ScriptedLLM(replies=[GOOD]), other.settings, cache=False)
    with pytest.raises(PipelineMismatchError) as err:
        decide_and_resume(out.review_id, "alice", "request_changes", "Fix it.", services=other)
    msg = str(err.value)
    assert "\n" not in msg and f"run {out.run_id}" in msg
    assert "(retriever python:tests.workflow_fakes.FakeRetriever, generator default)" in msg
    assert "(retriever python:tests.workflow_fakes.FakeRetriever, generator python:tests.workflow_fakes.ScriptedLLM)" in msg
    assert svc.store.get_review(out.review_id).status == "pending"  # nothing recorded
    # a killed run restarted (`tinyrag memo --resume`) with another pipeline: refused too
    svc.store.start_run("Capital of Northwind", run_id="killed", config={"pipeline": run.config["pipeline"]})
    with pytest.raises(PipelineMismatchError, match="run killed was written by"):
        asyncio.run(aresume_run("killed", other))
    assert svc.store.attempts("killed") == []
    # approving runs no retriever or generator: accepted under any pipeline
    done = decide_and_resume(out.review_id, "alice", "approve", services=other)
    assert done.status == "finalized"
    # the export names the pipeline that wrote the memo (the run's record, not the approver's)
    markdown = Path(done.files["markdown"]).read_text(encoding="utf-8")
    assert "python:tests.workflow_fakes.FakeRetriever" in markdown
    assert "python:tests.workflow_fakes.ScriptedLLM" not in markdown


TEAM_PROMPT = "Write a credit memo on {topic}. Cite the ids in brackets.\n\n{context}"


def test_a_run_records_its_prompt_and_a_resume_with_an_edited_prompt_is_refused(tmp_path):
    """The same LLM class and import path with another prompt is another pipeline: a run written
    with the team's prompt records its fingerprint, and is resumed only with the same prompt."""
    def services(prompt):
        svc = make_services(f"sqlite:///{tmp_path / 'store.sqlite3'}", tmp_path / "out", [GOOD] * 4)
        svc.generator = PromptedLLMGenerator(ScriptedLLM(replies=[GOOD] * 4), svc.settings, cache=False, prompt=prompt)
        return svc

    written = services(TEAM_PROMPT)
    fp = prompt_fingerprint(prompt_template(TEAM_PROMPT))
    assert re.fullmatch(r"sha256:[0-9a-f]{12}", fp)
    assert written.pipeline_identity()["prompt"] == fp
    assert services(None).pipeline_identity()["prompt"] == "tinyrag"
    run = written.store.start_run("Capital of Northwind", run_id="r-prompt",
                                  config={"pipeline": written.pipeline_identity()})
    own.check_same_pipeline(run, services(TEAM_PROMPT))  # the same prompt text, a new object: accepted
    edited = TEAM_PROMPT.replace("credit memo", "company brief")
    for prompt, now in ((edited, prompt_fingerprint(prompt_template(edited))), (None, "tinyrag")):
        with pytest.raises(PipelineMismatchError) as err:
            own.check_same_pipeline(run, services(prompt))
        msg = str(err.value)
        assert "\n" not in msg and "run r-prompt" in msg and f"prompt {fp})" in msg and f"prompt {now})" in msg
        assert "give the generator the prompt it was written with" in msg
    # a run recorded before prompts were recorded is checked on its retriever and generator only
    old = written.store.start_run("Capital of Northwind", run_id="r-old", config={"pipeline": {
        k: v for k, v in written.pipeline_identity().items() if k != "prompt"}})
    own.check_same_pipeline(old, services(edited))


def _firm_name() -> str:
    return "Northwind"


def _other_firm_name() -> str:
    return "Acme"


def test_a_prompt_fingerprint_covers_its_partial_values_and_functions():
    """A prompt edited through partial_format or a function mapping is another prompt; a plain
    template keeps the fingerprint of its text alone (so runs recorded before still resume)."""
    import hashlib

    from llama_index.core.prompts import ChatMessage, ChatPromptTemplate, PromptTemplate

    text = "Write for {firm}: {topic}\n\n{context}"
    plain = prompt_fingerprint(prompt_template(text))
    assert plain == "sha256:" + hashlib.sha256(text.encode()).hexdigest()[:12]
    a = prompt_fingerprint(prompt_template(PromptTemplate(text).partial_format(firm="Northwind")))
    b = prompt_fingerprint(prompt_template(PromptTemplate(text).partial_format(firm="Acme")))
    assert len({plain, a, b}) == 3
    assert a == prompt_fingerprint(prompt_template(PromptTemplate(text).partial_format(firm="Northwind")))
    f1 = prompt_fingerprint(PromptTemplate(text, function_mappings={"firm": _firm_name}))
    f2 = prompt_fingerprint(PromptTemplate(text, function_mappings={"firm": _other_firm_name}))
    assert len({plain, f1, f2}) == 3
    chat = ChatPromptTemplate(message_templates=[ChatMessage(role="user", content=text)])
    assert prompt_fingerprint(chat) != prompt_fingerprint(chat.partial_format(firm="Northwind"))


def test_cli_and_web_refuse_changes_with_another_pipeline_in_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__URL", f"sqlite:///{tmp_path / 'store.sqlite3'}")
    svc, out = escalate(tmp_path)
    # as if the team's configured pipeline had written it
    svc.store.update_run_config(out.run_id, pipeline={"retriever": "mybank.rag:retriever",
                                                      "generator": "mybank.rag:generator"})
    res = runner.invoke(app, ["queue", "request-changes", out.review_id, "--notes", "Cite the ratio", "-r", "bob"])
    assert res.exit_code == 2, res.output
    line = _line(res)
    assert ("was written by the pipeline (retriever mybank.rag:retriever, generator mybank.rag:generator), but the "
            "pipeline now configured is (retriever default, generator default)") in line
    assert "Traceback" not in res.output and svc.store.get_review(out.review_id).status == "pending"

    from fastapi.testclient import TestClient

    with TestClient(make_app(svc, services_for=lambda run: MemoServices.for_run(run, store=svc.store, judge=False)),
                    raise_server_exceptions=False) as client:
        r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                        json={"verdict": "request_changes", "reviewer": "carol", "notes": "Cite the ratio"})
        assert r.status_code == 409, r.text
        assert "mybank.rag:generator" in r.text and "retriever default, generator default" in r.text
        assert svc.store.get_review(out.review_id).status == "pending"
        r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                        json={"verdict": "reject", "reviewer": "carol"})
        assert r.status_code == 202, r.text


# --------------------------------------------------------------------------- the docs' example, end to end


def _example_in(folder: Path) -> None:
    """The team's module where a team keeps it: in the folder tinyrag runs from."""
    shutil.copy(EXAMPLE, folder / "own_pipeline.py")


def _team_llm(path: str):
    return own.load(path, "generator").llm  # PromptedLLMGenerator -> the team's TeamLLM


@pytest.mark.models
def test_docs_example_with_config_cli_and_web_resume_with_the_team_pipeline(tmp_path, monkeypatch):
    """Issue 27's done-when: a plain LlamaIndex pipeline (own index, retriever, scripted LLM with its
    own prompt) through `tinyrag memo` from tinyrag.toml; changes requested from the CLI and through
    the web API are regenerated by the team's generator from the team's retriever."""
    _example_in(tmp_path)
    (tmp_path / "tinyrag.toml").write_text(
        '[pipeline]\nretriever = "own_pipeline:retriever"\ngenerator = "own_pipeline:generator"\n\n'
        # test-only: the judges' LLM is a scripted fake, not the bundled SmolLM2; no PDF
        '[models]\nllm = "llamaindex:tests.workflow_fakes:ScriptedLLM"\n\n[export]\npdf = false\n')
    monkeypatch.setenv("TINYRAG_STORE__URL", f"sqlite:///{tmp_path / 'store.sqlite3'}")
    team_ids = {"acme-ar25-p1", "acme-ar25-p2", "acme-ar25-p3", "acme-risk-p1"}
    topic = "Capital and commercial real estate exposure of Acme Mutual Bank"

    res = runner.invoke(app, ["memo", topic, "--max-attempts", "1", "--json"])
    assert res.exit_code == 0, res.output
    first = json.loads(res.stdout)
    assert first["status"] == "escalated" and first["llm"].endswith("acme-memo-model"), first
    store = Store.open(f"sqlite:///{tmp_path / 'store.sqlite3'}")
    run = store.get_run(first["run_id"])
    assert run.config["pipeline"] == {"retriever": "own_pipeline:retriever", "generator": "own_pipeline:generator",
                                      "prompt": prompt_fingerprint(prompt_template(sys.modules["own_pipeline"].TEAM_PROMPT))}
    a1 = store.attempts(run.id)[0]
    assert {c.chunk.id for c in a1.retrieval.context} <= team_ids and len(a1.retrieval.context) == 3
    assert {c.chunk.doc_id for c in a1.retrieval.context} <= {"acme_annual_report_2025.pdf", "acme_risk_policy.pdf"}
    assert all(c.chunk.page for c in a1.retrieval.context)
    assert _team_llm("own_pipeline:generator").prompts[-1].startswith("user: ACME CREDIT MEMO PROMPT v3")

    # a verdict from the CLI: regenerated by the team's LLM with the team's prompt and the notes
    notes = "Say how the CRE share compares with the board's cap"
    res = runner.invoke(app, ["queue", "request-changes", first["review_id"], "--notes", notes, "-r", "bob", "--json"])
    assert res.exit_code == 0, res.output
    second = json.loads(res.stdout)
    assert second["status"] == "escalated" and second["attempts"] == 2 and second["llm"].endswith("acme-memo-model")
    a2 = store.attempts(run.id)[1]
    assert a2.memo.text.startswith("Revised memo, as the reviewer asked.")
    assert {c for s in a2.memo.sentences for c in s.citations} <= team_ids and a2.memo.sentences[1].citations
    prompt = _team_llm("own_pipeline:generator").prompts[-1]
    assert prompt.startswith("user: ACME CREDIT MEMO PROMPT v3") and notes in prompt

    # a verdict through the review server's API (`tinyrag serve`'s services): the same pipeline
    from fastapi.testclient import TestClient

    from tinyrag_eval.cli.common import load_settings
    from tinyrag_eval.cli.serve import services_factory
    from tinyrag_eval.web import create_app

    settings = load_settings()
    web = create_app(store=store, services_for=services_factory(settings, store, None, None, True), token=TOKEN)
    with TestClient(web, raise_server_exceptions=False) as client:
        r = client.post(f"/api/reviews/{second['review_id']}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                        json={"verdict": "request_changes", "reviewer": "carol", "notes": "Shorter, please"})
        assert r.status_code == 202, r.text
        st = wait_until_settled(lambda: client.get(f"/api/reviews/{second['review_id']}").json()["state"], 300)
        assert st["phase"] == "escalated_again", st
    a3 = store.attempts(run.id)[2]
    assert a3.memo.llm.endswith("acme-memo-model") and a3.memo.text.startswith("Revised memo")
    assert {c for s in a3.memo.sentences for c in s.citations} <= team_ids
    assert "Shorter, please" in _team_llm("own_pipeline:generator").prompts[-1]

    # the same store under tinyrag's default pipeline: changes are refused, in one line
    (tmp_path / "tinyrag.toml").write_text('[models]\nllm = "llamaindex:tests.workflow_fakes:ScriptedLLM"\n')
    from tinyrag_eval.config import get_settings

    get_settings.cache_clear()  # a new process would read the changed file
    review3 = store.reviews()[-1].id
    res = runner.invoke(app, ["queue", "request-changes", review3, "--notes", "again", "-r", "bob"])
    assert res.exit_code == 2 and ("written by the pipeline (retriever own_pipeline:retriever, generator "
                                   "own_pipeline:generator), but the pipeline now configured is (retriever "
                                   "default, generator default)") in _line(res), res.output
    assert store.get_review(review3).status == "pending" and len(store.attempts(run.id)) == 3


@pytest.mark.models
def test_docs_example_with_python_objects(tmp_path):
    """The same pipeline given as Python objects: the team's query engine as the retriever, the
    team's generator; a changes-requested verdict from Python resumes with them."""
    _example_in(tmp_path)
    sys.path.insert(0, str(tmp_path))
    try:
        import own_pipeline
    finally:
        sys.path.remove(str(tmp_path))
    gen = own_pipeline.generator()
    svc = MemoServices.create(retriever=own_pipeline.query_engine(), generator=gen, judge=False,
                              store=Store.open(f"sqlite:///{tmp_path / 's.sqlite3'}"))
    fakes = make_services("sqlite://", tmp_path / "out", [GOOD], sets=[[0, 1], [0, 1]])  # fast metrics, calibrator
    svc.evaluator, svc.assessor, svc.out_dir, svc.pdf = fakes.evaluator, fakes.assessor, tmp_path / "out", False
    out = run_memo("Capital of Acme Mutual Bank", svc, max_attempts=1)
    assert out.status == "escalated"
    assert svc.store.get_run(out.run_id).config["pipeline"] == {
        "retriever": "python:llama_index.core.query_engine.retriever_query_engine.RetrieverQueryEngine",
        "generator": "python:own_pipeline.TeamLLM", "prompt": prompt_fingerprint(prompt_template(own_pipeline.TEAM_PROMPT))}
    out = decide_and_resume(out.review_id, "alice", "request_changes", "Mention the cap.", services=svc)
    att = svc.store.attempts(out.run_id)[1]
    assert att.memo.llm.endswith("acme-memo-model") and att.memo.text.startswith("Revised memo")
    assert {c.chunk.id for c in att.retrieval.context} <= {p[0] for p in own_pipeline.PAGES}
    assert "Mention the cap." in gen.llm.prompts[-1] and "ACME CREDIT MEMO PROMPT v3" in gen.llm.prompts[-1]


# --------------------------------------------------------------------------- the LlamaIndex evaluator


def test_calibrated_criterion_evaluator_scores_p_and_passes_on_green_only():
    from llama_index.core.evaluation import BaseEvaluator

    from tests.workflow_fakes import BAD, FakeEvaluator, RuleAssessor
    from tinyrag_eval.pipeline.evaluator import CalibratedCriterionEvaluator
    from tinyrag_eval.schema import Assessment

    s = Settings(agent={"safety_checks": False})
    contexts = [c.chunk.text for c in retrieval().context]
    ev = CalibratedCriterionEvaluator("grounded", s, evaluator=FakeEvaluator(), assessor=RuleAssessor())
    assert isinstance(ev, BaseEvaluator)
    good = ev.evaluate(query="Capital of Northwind", response=GOOD, contexts=contexts)
    assert (good.score, good.passing, good.invalid_result) == (0.9, True, False)
    assert good.feedback.startswith("P(grounded) = 0.90, conformal set {1} at alpha=0.1 (green), calibrator v0007")
    bad = ev.evaluate(query="Capital of Northwind", response=BAD, contexts=contexts)
    assert (bad.score, bad.passing) == (0.1, False) and "(red)" in bad.feedback
    assert "figure not in the context: 19.9%" in bad.feedback and "not supported by the context" in bad.feedback
    amber = CalibratedCriterionEvaluator("relevant", s, evaluator=FakeEvaluator(), assessor=RuleAssessor([[0, 1]]))
    res = amber.evaluate(query="Capital of Northwind", response=GOOD, contexts=contexts)
    assert (res.score, res.passing) == (0.5, False) and "(amber)" in res.feedback

    class Uncalibrated:
        def assess(self, evaluation, memo, criteria):
            return Assessment(per_criterion={}, alpha=0.1, calibrator_version=None), None

    grey = CalibratedCriterionEvaluator("grounded", s, evaluator=FakeEvaluator(), assessor=Uncalibrated())
    res = grey.evaluate(query="q", response=GOOD, contexts=contexts)
    assert res.invalid_result and res.passing is None and res.score is None
    assert res.invalid_reason == "grounded is not calibrated (no calibrator)"
    with pytest.raises(ValueError, match="must all be given"):
        ev.evaluate(query="q", response=GOOD)


def test_validation_pipeline_writes_with_the_configured_pipeline(tmp_path):
    """`tinyrag validate` builds its services like every entry point: the team's parts from pipeline.*."""
    from tinyrag_eval.pipeline import steps
    from tinyrag_eval.validation.pipeline import ValidationPipeline

    (tmp_path / "mybank_rag.py").write_text(
        "from tests.workflow_fakes import GOOD, FakeRetriever, ScriptedLLM\n\n"
        "retriever = FakeRetriever()\n\n\ndef llm():\n    return ScriptedLLM(replies=[GOOD])\n")
    s = Settings(pipeline={"retriever": "mybank_rag:retriever", "generator": "mybank_rag:llm"})
    svc = ValidationPipeline(settings=s).services
    assert svc.pipeline_identity() == {"retriever": "mybank_rag:retriever", "generator": "mybank_rag:llm",
                                       "prompt": "tinyrag"}
    memo = steps.generate(svc, "Capital of Northwind", steps.retrieve(svc, "Capital of Northwind"), memo_id="v")
    assert memo.llm.endswith("scripted-fake") and memo.sentences[0].citations == ["ar#p2#0"]
    assert sys.modules["mybank_rag"].retriever.queries == ["Capital of Northwind"]
    # the judges never use the team's LLM: they stay on models.llm
    assert svc.get_tinyrag_llm() is not svc.generator and not isinstance(svc.get_tinyrag_llm(), PromptedLLMGenerator)
