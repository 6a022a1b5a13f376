"""Robustness perturbations and run_robustness on fakes (no model is loaded)."""

from __future__ import annotations

import json

import pytest

from tests.workflow_fakes import GOOD, ScriptedLLM, make_services, retrieval
from tinyrag_eval.schema import GeneratedTest
from tinyrag_eval.validation.pipeline import PipelineResult, ValidationPipeline
from tinyrag_eval.validation.robustness import PERTURBATIONS, perturb, plant, run_robustness
from tinyrag_eval.validation.weakness import bootstrap_ci

Q = "What was the CET1 ratio of the bank at the end of 2025?"
CTX = [sc.chunk.text for sc in retrieval().context]
QUERY_KINDS = ("typo", "char_noise", "grammar", "colloquial", "misleading_premise", "out_of_distribution")


@pytest.mark.parametrize("kind", PERTURBATIONS)
def test_every_kind_is_seeded_deterministic_and_changes_something(kind):
    p1, t1 = perturb(Q, kind, seed=5, context_chunks=CTX)
    p2, t2 = perturb(Q, kind, seed=5, context_chunks=CTX)
    assert p1 == p2 and p1.applicable and p1.kind == kind and p1.original_query == Q
    if kind in QUERY_KINDS:
        assert p1.query != Q and t1 is None
    else:
        assert p1.query == Q and t1 is not None and p1.context_note
        before = retrieval().context
        a, b = t1(list(before)), t2(list(before))
        assert [c.chunk.text for c in a] == [c.chunk.text for c in b]
        assert [c.chunk.text for c in a] != [c.chunk.text for c in before]
        assert [c.chunk.text for c in before] == CTX  # the input list is not modified


def test_seeds_differ_and_typos_keep_figures():
    outs = {perturb(Q, "typo", seed=s)[0].query for s in range(6)}
    assert len(outs) > 1
    for q in outs:
        assert "CET1" in q and "2025" in q and q[0] == "W"


@pytest.mark.parametrize("kind", PERTURBATIONS)
def test_empty_query_is_not_applicable(kind):
    p, t = perturb("  ", kind)
    assert not p.applicable and p.reason == "the query is empty" and t is None


def test_not_applicable_cases_say_why():
    for kind in ("typo", "char_noise"):
        p, _ = perturb("CET1 Q2?", kind)
        assert not p.applicable and "4+ letters" in p.reason
    p, _ = perturb("CET1 Q2?", "grammar")
    assert not p.applicable and "verb, article or tense" in p.reason
    p, _ = perturb("Capital strength overview", "misleading_premise", context_chunks=["No figures here at all."])
    assert not p.applicable and "no figure or trend" in p.reason
    p, t = perturb(Q, "contradictory_context", context_chunks=[])
    assert not p.applicable and t is None and "no retrieved context" in p.reason
    with pytest.raises(ValueError, match="unknown perturbation"):
        perturb(Q, "leetspeak")


def test_huge_query_is_bounded():
    q = "the Northwind capital position was strong " * 5000
    for kind in ("typo", "char_noise", "grammar", "colloquial"):
        p, _ = perturb(q, kind)
        assert p.applicable and p.query != q
    p, _ = perturb(q, "typo")
    changed = sum(a != b for a, b in zip(q.split(), p.query.split(), strict=True))
    assert 1 <= changed <= 30


def test_grammar_and_colloquial_examples():
    p, _ = perturb("What was the CET1 ratio at the end of 2025?", "grammar", seed=13)
    assert p.context_note and any(w in p.context_note for w in ("agreement", "article", "tense"))
    p, _ = perturb("What is the CET1 ratio?", "colloquial", seed=13)
    assert "what's" in p.query.lower() and p.context_note == "rule-based"


def test_colloquial_by_llm_and_its_fallback():
    llm = ScriptedLLM(replies=["yo whats the cet1 ratio end of 2025"])
    p, _ = perturb(Q, "colloquial", llm=llm)
    assert p.query == "yo whats the cet1 ratio end of 2025" and p.context_note == "rephrased by the LLM"
    assert Q in llm.prompts[0]
    p, _ = perturb(Q, "colloquial", llm=ScriptedLLM(replies=[""]))
    assert p.query != Q and "unusable (empty)" in p.context_note and "rule-based" in p.context_note


def test_misleading_premise_from_query_figure_and_from_context():
    p, _ = perturb("Why did profit rise to £191.1 million?", "misleading_premise")
    assert "191.1" not in p.query and p.marker and p.marker in p.query
    p, _ = perturb(Q, "misleading_premise", context_chunks=CTX)
    assert p.query.endswith("what was the CET1 ratio of the bank at the end of 2025?")
    assert p.marker in p.query and "false premise" in p.context_note


def test_contradictory_context_and_planted_instruction_transforms():
    p, t = perturb(Q, "contradictory_context", context_chunks=CTX)
    out = t(retrieval().context)
    assert len(out) == 3 and out[0].chunk.text == CTX[0] and out[2].chunk.text == CTX[1]
    assert out[1].chunk.metadata["injected"] == "contradictory_context" and p.marker in out[1].chunk.text
    assert out[1].chunk.text in p.context_note
    # without the original context the contradiction is built from the top chunk at run time
    _, t2 = perturb(Q, "contradictory_context")
    assert len(t2(retrieval().context)) == 3 and t2([]) == []
    p, t = perturb(Q, "planted_instruction")
    out = t(retrieval().context)
    planted = p.context_note.split(": ", 1)[1]
    assert planted in out[0].chunk.text and out[0].chunk.text != CTX[0] and out[1].chunk.text == CTX[1]
    assert out[0].chunk.text.replace(planted + " ", "").replace(" " + planted, "") == CTX[0]
    assert plant("One. Two.", "X.", __import__("random").Random(1)) == "One. X. Two."


# --------------------------------------------------------------------------- run_robustness


class FakePipeline:
    """Known outputs: originals score 0.9 and finalize; a query containing a typo-ish change scores
    0.6; out-of-distribution questions finalize (the bad case); context transforms are applied."""

    def __init__(self, fail_on: str | None = None):
        self.calls: list[str] = []
        self.fail_on = fail_on

    def run(self, query, *, qrels=None, context_transform=None, query_type=None, topic=None, test_id=None):
        self.calls.append(query)
        if self.fail_on and self.fail_on in query:
            return PipelineResult(query=query, error="RuntimeError: boom", decision="invalid")
        ctx = retrieval().context
        if context_transform is not None:
            ctx = context_transform(list(ctx))
        texts = [c.chunk.text for c in ctx]
        planted = "AAA" in " ".join(texts)
        original = query in (Q, "Net interest income in 2025?")
        memo = "The bank is rated AAA." if planted else "CET1 was 14.6%."
        metrics = {"nli_groundedness": 0.9 if original else 0.6, "context_relevancy": 0.8,
                   "numeric_consistency": 1.0 if original else None}
        decision = "finalize" if original or "chord" in query or "river" in query else "escalate"
        return PipelineResult(query=query, query_type=query_type, topic=topic, memo=memo, metrics=metrics,
                              invalid={} if original else {"numeric_consistency": "no figures"},
                              probability=0.9 if decision == "finalize" else 0.4, calibrator_version="v1",
                              prediction_set=[1], decision=decision, context=texts[:4])


def test_run_robustness_deltas_flips_and_cis():
    pipe = FakePipeline()
    kinds = ["typo", "grammar", "colloquial"]
    rep = run_robustness([Q], pipe, kinds=kinds, seed=3)
    assert rep.n_queries == 1 and rep.perturbations == kinds and len(rep.rows) == 3
    assert pipe.calls[0] == Q and len(pipe.calls) == 4
    for row in rep.rows:
        assert row["deltas"]["nli_groundedness"] == pytest.approx(-0.3)
        assert row["deltas"]["context_relevancy"] == 0.0
        assert "numeric_consistency" in row["skipped_metrics"] and "numeric_consistency" not in row["deltas"]
        assert row["flipped"] and row["transition"] == "finalize->escalate"
        assert row["deltas"]["probability"] == pytest.approx(-0.5)
    s = rep.summary["typo"]
    assert s["n"] == 1 and s["flips"] == 1 and s["flip_rate"] == 1.0 and s["finalize_to_escalate"] == 1
    assert s["escalate_to_finalize"] == 0
    assert s["metrics"]["nli_groundedness"]["n"] == 1 and s["metrics"]["numeric_consistency"]["skipped"] == 1
    assert rep.examples and rep.examples[0]["flipped"]
    json.dumps(rep.model_dump())  # serialisable as it is


def test_cis_over_several_queries_use_bootstrap_ci():
    pipe = FakePipeline()
    tests = [GeneratedTest(id=f"t{i}", query=q, type="factual", stratum=0, topic="capital",
                           source_chunk_ids=["ar#p2#0"]) for i, q in enumerate([Q, "Net interest income in 2025?"])]
    rep = run_robustness(tests, pipe, kinds=["typo"], seed=3)
    st = rep.summary["typo"]["metrics"]["nli_groundedness"]
    deltas = [r["deltas"]["nli_groundedness"] for r in rep.rows]
    lo, hi = bootstrap_ci(deltas, seed=3)
    assert st["n"] == 2 and st["mean_delta"] == pytest.approx(sum(deltas) / 2)
    assert (st["ci_low"], st["ci_high"]) == (lo, hi)
    assert rep.rows[0]["test_id"] == "t0" and rep.rows[0]["topic"] == "capital"


def test_baseline_is_reused_not_rerun():
    pipe = FakePipeline()
    base = FakePipeline().run(Q)
    rep = run_robustness([Q], pipe, kinds=["typo", "planted_instruction"], baseline={Q: base})
    assert Q not in pipe.calls[:1] and len(pipe.calls) == 2  # only the two perturbed runs
    assert pipe.calls.count(Q) == 1  # planted_instruction runs the original query with a transform
    row = next(r for r in rep.rows if r["kind"] == "planted_instruction")
    assert row["original_metrics"] == {**base.metrics, "probability": 0.9}


def test_planted_instruction_followed_and_ood_finalized_are_reported():
    rep = run_robustness([Q], FakePipeline(), kinds=["planted_instruction", "out_of_distribution"], seed=0)
    pi = next(r for r in rep.rows if r["kind"] == "planted_instruction")
    if pi["marker"] == "AAA":
        assert pi["instruction_followed"] and rep.summary["planted_instruction"]["instruction_followed"] == 1
    assert "instruction_followed" in rep.summary["planted_instruction"]
    ood = rep.summary["out_of_distribution"]
    assert ood["n"] == 1 and ood["finalized"] + ood["escalated"] == 1 and ood["finalized_share"] in (0.0, 1.0)
    assert any(n.startswith("out_of_distribution:") for n in rep.notes)


def test_planted_instruction_detection_all_templates():
    # every planted template: the fake memo obeys only the AAA one; the rest are not followed
    seen = set()
    for seed in range(40):
        rep = run_robustness([Q], FakePipeline(), kinds=["planted_instruction"], seed=seed)
        row = rep.rows[0]
        seen.add(row["marker"])
        assert row["instruction_followed"] == (row["marker"] == "AAA")
    assert "AAA" in seen and len(seen) >= 2


def test_failing_runs_are_errors_not_crashes():
    pipe = FakePipeline(fail_on="CET1 ratio of the bank")
    rep = run_robustness([Q, "Net interest income in 2025?"], pipe, kinds=["typo", "colloquial"])
    errs = [r for r in rep.rows if r["error"]]
    assert len(errs) >= 2 and all("boom" in r["error"] for r in errs)
    assert rep.summary["typo"]["errors"] >= 1 and rep.summary["typo"]["n"] <= 1
    assert sum(r["query"] == Q for r in errs) == 2  # the original failed: no perturbed run for it


def test_unknown_kind_and_progress():
    with pytest.raises(ValueError):
        run_robustness([Q], FakePipeline(), kinds=["nope"])
    seen = []
    run_robustness([Q, "CET1?"], FakePipeline(), kinds=["typo", "grammar"], progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (6, 6) and [d for d, _ in seen] == list(range(1, 7))


def test_run_robustness_through_validation_pipeline_on_workflow_fakes(tmp_path):
    svc = make_services(f"sqlite:///{tmp_path / 's.sqlite3'}", tmp_path / "out", [GOOD])
    pipe = ValidationPipeline(svc)
    rep = run_robustness([Q], pipe, kinds=["typo", "planted_instruction", "contradictory_context"])
    assert all(r["error"] is None for r in rep.rows)
    prompts = svc.generator._llm().llm.prompts
    assert len(prompts) == 4
    planted = next(r for r in rep.rows if r["kind"] == "planted_instruction")["context_note"].split(": ", 1)[1]
    assert planted in prompts[2] and planted not in prompts[0]
    assert any(w in prompts[3] for w in ("Restated figures", "Correction issued", "Updated disclosure"))
    assert "nli_groundedness" in rep.metrics and rep.summary["typo"]["n"] == 1


def test_cli_robustness(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    import tinyrag_eval.validation.pipeline as pl
    from tinyrag_eval.cli import app
    from tinyrag_eval.validation.testgen import write_tests

    svc = make_services(f"sqlite:///{tmp_path / 's.sqlite3'}", tmp_path / "out", [GOOD])
    monkeypatch.setattr(pl, "ValidationPipeline", lambda **kw: ValidationPipeline(svc))
    tests = [GeneratedTest(id="t1", query=Q, type="factual", stratum=0, topic="capital", source_chunk_ids=["ar#p2#0"]),
             GeneratedTest(id="t2", query="Office exposure?", type="factual", stratum=0, topic="cre")]
    write_tests(tests, tmp_path / "tests.jsonl")
    out = tmp_path / "rob.json"
    res = CliRunner().invoke(app, ["robustness", "--tests", str(tmp_path / "tests.jsonl"), "--n", "1",
                                   "--kinds", "typo,grammar", "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert "robustness" in res.output and "typo" in res.output
    data = json.loads(out.read_text())
    assert data["n_queries"] == 1 and data["perturbations"] == ["typo", "grammar"] and len(data["rows"]) == 2
    res = CliRunner().invoke(app, ["robustness", "--tests", str(tmp_path / "tests.jsonl"), "--kinds", "bogus"])
    assert res.exit_code == 2 and "unknown perturbation" in res.output


@pytest.mark.models
def test_robustness_on_the_sample_corpus_real_models(sample_index, tmp_path, monkeypatch):
    """ValidationPipeline + run_robustness with the bundled models on the sample corpus: one
    query, two kinds (only the shipped calibrators in this fresh folder: no guarantee, never finalize)."""
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    from tinyrag_eval.config import get_settings

    get_settings.cache_clear()
    pipe = ValidationPipeline(index_dir=sample_index)
    test = GeneratedTest(id="t1", query="What was the CET1 ratio at the end of 2025?", type="factual", stratum=0,
                         topic="capital", source_chunk_ids=["annual_report_2025#p2#0"])
    rep = run_robustness([test], pipe, kinds=["typo", "planted_instruction"])
    assert [r["error"] for r in rep.rows] == [None, None]
    orig = rep.rows[0]["original_metrics"]
    assert {"nli_groundedness", "numeric_consistency"} <= set(orig) and any(m.startswith("retrieval.") for m in orig)
    # never finalized; an offline repair (a new attempt, decided again) is a possible decision
    assert all(r["original_decision"] in ("repair", "regenerate", "escalate") for r in rep.rows)
    assert rep.summary["planted_instruction"]["n"] == 1 and "instruction_followed" in rep.summary["planted_instruction"]
    assert any("no run was finalized" in n for n in rep.notes)


def test_misleading_premise_skips_table_rows():
    table = "Net interest income 412.6 382.4 +7.9% Fee income 88.3 84.0 +5.1% Costs 201.2 190.0 +5.9%."
    p, _ = perturb("What is the lending policy?", "misleading_premise",
                   context_chunks=[table, "Personal guarantees are taken for businesses with turnover below £10 million."])
    assert p.applicable and "turnover below" in p.query and "412.6" not in p.query


def test_the_kind_names_live_in_a_light_module_the_cli_can_import():
    import subprocess
    import sys

    from tinyrag_eval.validation import kinds, robustness

    assert robustness.PERTURBATIONS is kinds.PERTURBATIONS
    with_transform = {k for k in kinds.PERTURBATIONS if perturb(Q, k, seed=5, context_chunks=CTX)[1] is not None}
    assert kinds.CONTEXT_KINDS == with_transform
    code = ("import sys, tinyrag_eval.validation.kinds; "
            "print([m for m in ('numpy', 'pydantic', 'tinyrag_eval.validation.robustness') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
