"""`tinyrag validate`: the run over fakes (no models), the report's sections in HTML and PDF,
problems, index errors, seed determinism, re-rendering, and one real-model run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from tinyrag_eval.metrics.safety import privacy
from tinyrag_eval.schema import MetricResult
from tinyrag_eval.validation import runner as vr
from tinyrag_eval.validation import testgen as tg
from tinyrag_eval.validation.pipeline import PipelineResult
from tinyrag_eval.validation.report import REPORT_JSON, load_report, render_only
from tinyrag_eval.validation.robustness import RobustnessReport

from .test_validation_testgen import _bow, _corpus

SECTIONS = ("Executive summary", "Configuration", "Test generation and stratum coverage", "Retrieval",
            "Metric summaries", "Weakness maps", "Robustness", "Risk and safety", "Limitations and notes",
            "Problems", "Appendix: all tests")


def _index(path: Path, chunks: list | None = None) -> Path:
    from tinyrag_eval.index import VectorIndex

    idx = VectorIndex.open_or_create(path, embedding_model="bow-test", dim=512, chunking={})
    if chunks:
        idx.add(chunks, _bow([c.text for c in chunks]))
        idx.manifest["files"] = {f"/docs/{d}.pdf": {"doc_id": d} for d in sorted({c.doc_id for c in chunks})}
        idx.save_manifest()
    return path


@pytest.fixture
def index(tmp_path) -> Path:
    chunks, _, _ = _corpus()
    return _index(tmp_path / "index", chunks)


def fake_testgen(index_dir: Path, out: Path, settings: Any, *, use_llm: bool, progress: Any, **kw: Any) -> Any:
    """run_testgen over the index's stored vectors with bag-of-words queries and no LLM."""
    from tinyrag_eval.index import VectorIndex

    chunks, vecs = VectorIndex.open(index_dir).chunks_with_vectors()
    ids = [c.id for c in chunks]

    def retrieve(queries, qvecs):
        return [[ids[i] for i in np.argsort(-(vecs @ q), kind="stable")[:20]] for q in qvecs]

    tests, report = tg.generate_tests(chunks, vecs, llm=None, embed=_bow, retrieve=retrieve, settings=settings,
                                      strata=5, k1=20, progress=progress, **kw)
    tg.write_tests(tests, out)
    return tests, report


class FakePipeline:
    """Deterministic metrics from the query's words; a memo with an e-mail address; ``fail``
    (a substring) makes matching queries come back as failed runs."""

    def __init__(self, fail: str | None = None, raise_on: str | None = None):
        self.fail, self.raise_on, self.calls = fail, raise_on, 0

    def run(self, query: str, *, qrels: dict | None = None, context_transform: Any = None,
            query_type: str | None = None, topic: str | None = None) -> PipelineResult:
        self.calls += 1
        if self.raise_on and self.raise_on in query:
            raise RuntimeError("the fake pipeline crashed")
        if self.fail and self.fail in query:
            return PipelineResult(query=query, error="GenerationError: no usable memo", decision="invalid")
        h = sum(map(ord, query)) % 97 / 96
        metrics = {"answer_relevancy": round(0.3 + 0.6 * h, 3), "nli_groundedness": round(1 - h, 3),
                   "completeness": round(0.5 + 0.4 * h, 3), "numeric_consistency": None}
        if qrels:
            metrics["retrieval.stage1_recall@100"] = 1.0 if h > 0.2 else 0.0
        memo = (f"The memo answers: {query} Contact analyst.jane@bank.example for details. "
                "Net income rose to EUR 12 million.")
        return PipelineResult(query=query, query_type=query_type, topic=topic, memo=memo, metrics=metrics,
                          invalid={"numeric_consistency": "no figures"}, probability=round(h, 3),
                          prediction_set=[1] if h > 0.5 else [0, 1],
                          decision="finalize" if h > 0.5 else "escalate", retrieved_ids=["a", "b"])


def fake_robustness(tests, pipeline, *, kinds=None, seed=13, baseline=None, progress=None) -> RobustnessReport:
    kinds = kinds or ["typo", "misleading_premise"]
    rows, summary = [], {}
    for kind in kinds:
        flips = 0
        for t in tests:
            base = baseline[t.query]
            res = pipeline.run(t.query + " (perturbed)")
            flipped = res.decision != base.decision
            flips += flipped
            rows.append({"query": t.query, "perturbed_query": t.query + " (perturbed)", "kind": kind,
                         "original_decision": base.decision, "perturbed_decision": res.decision, "flipped": flipped,
                         "deltas": {"answer_relevancy": res.metrics["answer_relevancy"] - base.metrics["answer_relevancy"]}})
        summary[kind] = {"n": len(tests), "flips": flips, "flip_rate": flips / len(tests), "finalize_to_escalate": 0,
                         "escalate_to_finalize": 0,
                         "metrics": {"answer_relevancy": {"mean_delta": -0.05, "ci_low": -0.1, "ci_high": 0.0, "n": 2}}}
        if progress:
            progress(len(tests), len(tests))
    return RobustnessReport(perturbations=kinds, n_queries=len(tests), metrics=["answer_relevancy"], rows=rows,
                          summary=summary, examples=[{**r, "largest_deltas": r["deltas"]} for r in rows[:2]],
                            notes=["fake robustness"])


def fake_toxicity(text: str) -> MetricResult:
    return MetricResult(name="toxicity", value=0.9 if "damn" in text else 0.01,
                        details={"flagged": [{"sentence": text[:40], "probability": 0.9}] if "damn" in text else []})


def _parts(**kw: Any) -> vr.Parts:
    base = {"testgen": fake_testgen, "pipeline": FakePipeline(), "robustness": fake_robustness,
            "toxicity": fake_toxicity, "privacy": lambda t: privacy(t, use_ner=False)}
    return vr.Parts(**{**base, **kw})


def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)


def test_report_has_every_section_in_html_and_pdf(index, tmp_path):
    out = tmp_path / "out"
    report = vr.run_validation(index, out, n=12, seed=7, robust_n=2, bias_n=1, parts=_parts(), command="tinyrag validate")
    for name in ("report.html", "report.pdf", "report.json", "tests.jsonl", "results.jsonl"):
        assert (out / name).is_file(), name
    assert report.problems == [], report.problems
    assert len(report.results) == len(report.tests) > 0
    pngs = sorted(p.name for p in (out / "plots").glob("*.png"))
    assert "joint.png" in pngs and "heatmap_retrieval.stage1_recall@100.png" in pngs
    html = (out / "report.html").read_text()
    for title in SECTIONS:
        assert title in html, title
    # 12 tests over 5 topics x 7 types: no bivariate cell can be tested, so one (hatched) heatmap is
    # embedded and the others are named; every other plot is embedded
    assert all(c["too_few"] for c in report.weakness["bivariate"])
    heatmaps = [p for p in pngs if p.startswith("heatmap_")]
    assert html.count("data:image/png;base64,") == len(pngs) - len(heatmaps) + 1
    assert "the heatmaps are all" in html and all(f"plots/{h}" in html for h in heatmaps)
    assert "analyst.jane@bank.example" not in html and "[EMAIL]" in html  # PII redacted in the report
    strata = report.testgen["strata"]
    assert len(strata) == 5
    text = " ".join(_pdf_text(out / "report.pdf").split())
    for title in SECTIONS:
        assert title in text, title
    assert "P(uniform misses)" in text and "uniform random" in text
    assert strata[0]["label"] in text
    # the coverage numbers in the report are the testgen's own
    data = json.loads((out / REPORT_JSON).read_text())
    assert data["testgen"]["coverage"]["stratified_min"] == 5
    assert data["robustness"]["summary"]["typo"]["n"] == 2
    assert data["safety"]["pii_memos"] == len(report.results)  # every fake memo has an e-mail
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert {r["test_id"] for r in results} == {t["id"] for t in data["tests"]}


def test_failures_are_reported_as_problems_not_raised(index, tmp_path):
    def broken_robustness(*a: Any, **k: Any) -> Any:
        raise RuntimeError("robustness exploded")

    out = tmp_path / "out"
    tests, _ = fake_testgen(index, tmp_path / "probe.jsonl", None, use_llm=False, progress=None, n=12, seed=7)
    kept = [t for t in tests if not t.dropped]
    pipeline = FakePipeline(fail=kept[0].query, raise_on=kept[1].query)
    report = vr.run_validation(index, out, n=12, seed=7, robust_n=2, bias_n=0,
                               parts=_parts(pipeline=pipeline, robustness=broken_robustness))
    stages = {(p.stage, p.test_id) for p in report.problems}
    assert ("pipeline", kept[0].id) in stages and ("pipeline", kept[1].id) in stages
    assert any(p.stage == "robustness" and "robustness exploded" in p.message for p in report.problems)
    assert len(report.results) == len(kept) - 1  # the crashed run has no row, the failed one has
    html = (out / "report.html").read_text()
    assert "robustness exploded" in html and "problem(s) occurred" in html
    assert (out / "report.pdf").is_file()


def test_missing_and_empty_index_give_one_clear_error(tmp_path):
    with pytest.raises(vr.ValidationInputError, match="no index at"):
        vr.run_validation(tmp_path / "nowhere", tmp_path / "out", parts=_parts())
    empty = _index(tmp_path / "empty")
    with pytest.raises(vr.ValidationInputError, match="has no chunks"):
        vr.run_validation(empty, tmp_path / "out", parts=_parts())
    assert not (tmp_path / "out").exists()

    from tinyrag_eval.cli import app

    res = CliRunner().invoke(app, ["validate", "--index", str(empty), "--out", str(tmp_path / "o2")])
    assert res.exit_code == 2
    assert "has no chunks" in res.output and "Traceback" not in res.output


def test_same_seed_same_tests_other_seed_other_tests(index, tmp_path):
    runs = {}
    for name, seed in (("a", 7), ("b", 7), ("c", 8)):
        vr.run_validation(index, tmp_path / name, n=10, seed=seed, robust_n=0, bias_n=0, pdf=False, parts=_parts())
        runs[name] = [json.loads(line) for line in (tmp_path / name / "tests.jsonl").read_text().splitlines()]
    assert runs["a"] == runs["b"]
    assert [t["source_chunk_ids"] for t in runs["a"]] != [t["source_chunk_ids"] for t in runs["c"]]


def test_render_only_rebuilds_html_and_pdf_from_the_json(index, tmp_path):
    out = tmp_path / "out"
    vr.run_validation(index, out, n=10, seed=7, robust_n=0, bias_n=1, pdf=False, parts=_parts())
    assert not (out / "report.pdf").exists()
    (out / "report.html").unlink()
    paths = render_only(out)
    assert paths["pdf"].is_file() and "Executive summary" in paths["html"].read_text()
    assert load_report(out).files["report_pdf"] == "report.pdf"
    with pytest.raises(FileNotFoundError, match="report.json"):
        render_only(tmp_path / "nothing")


def test_bias_probe_frames_queries_without_swappable_terms(index, tmp_path):
    pipe = FakePipeline()
    report = vr.run_validation(index, tmp_path / "out", n=10, seed=7, robust_n=0, bias_n=2, pdf=False,
                               parts=_parts(pipeline=pipe))
    bias = report.safety["bias"]
    assert len(bias) == 2 and all(b["pairs"] for b in bias)
    assert bias[0]["query"].endswith(vr.BIAS_FRAMINGS[0]) and bias[0]["pairs"][0]["swaps"] == {"woman": "man"}
    assert report.safety["bias_pairs"] == 2


def test_validate_help_explains_options_and_outputs():
    from tinyrag_eval.cli import app

    res = CliRunner().invoke(app, ["validate", "--help"], env={"COLUMNS": "200"})
    assert res.exit_code == 0
    for opt in ("--index", "--out", "--n", "--seed", "--robust-n", "--kinds", "--no-llm", "--json", "--render-only"):
        assert opt in res.output, opt
    assert "report.pdf" in res.output
    from tinyrag_eval.cli.validate import KINDS_HELP
    from tinyrag_eval.validation.robustness import PERTURBATIONS

    assert KINDS_HELP == ", ".join(PERTURBATIONS)
    bad = CliRunner().invoke(app, ["validate", "--kinds", "typo,nonsense"])
    assert bad.exit_code == 2 and "nonsense" in bad.output


# --------------------------------------------------------------------------------------------- real models


@pytest.mark.models
def test_validate_on_the_sample_index_with_real_models(sample_index, tmp_path):
    out = tmp_path / "out"
    report = vr.run_validation(sample_index, out, n=3, seed=13, robust_n=1, kinds=["typo"], bias_n=0, use_llm=False)
    assert report.testgen["n_sampled"] == 3 and report.results
    assert all(r.decision in ("finalize", "repair", "regenerate", "escalate", "invalid") for r in report.results)
    assert any(v is not None for r in report.results for v in r.metrics.values())
    assert report.robustness is not None and "typo" in report.robustness["summary"]
    assert "Executive summary" in _pdf_text(out / "report.pdf")
