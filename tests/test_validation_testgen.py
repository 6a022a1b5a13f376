"""Stratified test generation: strata, sampling, c-TF-IDF, LLM parsing and fallback, selection."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from llama_index.core.base.llms.types import CompletionResponse, CompletionResponseGen, LLMMetadata
from llama_index.core.llms.callbacks import llm_completion_callback
from llama_index.core.llms.custom import CustomLLM
from typer.testing import CliRunner

from tinyrag_eval.schema import Chunk
from tinyrag_eval.validation import testgen as tg
from tinyrag_eval.validation.sentences import first_figure

TOPICS = {
    "mortgage": "mortgage borrower loan repayment arrears housing collateral",
    "revenue": "revenue sales growth customers quarter pricing volume",
    "capital": "capital ratio CET1 buffer regulatory leverage requirement",
    "liquidity": "liquidity deposits funding outflows coverage reserves",
    "litigation": "litigation lawsuit court settlement claim damages",
}
SIZES = [60, 20, 10, 6, 4]  # unequal strata: uniform sampling of 10 often misses the small ones


def _corpus(seed: int = 0) -> tuple[list[Chunk], np.ndarray, list[int]]:
    rng = np.random.default_rng(seed)
    centers = np.eye(5, 32) * 4.0
    chunks, vecs, truth = [], [], []
    for h, ((name, words), size) in enumerate(zip(TOPICS.items(), SIZES, strict=True)):
        for i in range(size):
            picked = rng.choice(words.split(), size=5)
            text = f"The {name} section reports {' '.join(picked)} of {100 + i} million in 2025."
            chunks.append(Chunk(id=f"{name}#{i:03d}", text=text, doc_id=f"doc_{name}", page=i + 1))
            vecs.append(centers[h] + rng.normal(0, 0.3, 32))
            truth.append(h)
    v = np.asarray(vecs, dtype=np.float32)
    return chunks, v / np.linalg.norm(v, axis=1, keepdims=True), truth


def _bow(texts: list[str]) -> np.ndarray:
    from sklearn.feature_extraction.text import HashingVectorizer

    x = HashingVectorizer(n_features=512, alternate_sign=False, norm="l2").transform(texts).toarray()
    return x.astype(np.float32)


class ScriptedLLM(CustomLLM):
    """A fake LLM replying with scripted texts in turn (the last one repeats)."""

    replies: list[str]
    calls: int = 0

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name="scripted")

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        reply = self.replies[min(self.calls, len(self.replies) - 1)]
        self.calls += 1
        return CompletionResponse(text=reply)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        raise NotImplementedError


# --------------------------------------------------------------------------------------------- strata


def test_strata_recover_constructed_clusters_and_are_deterministic():
    chunks, vecs, truth = _corpus()
    texts = [c.text for c in chunks]
    a = tg.build_strata(vecs, texts, k=5, seed=3)
    b = tg.build_strata(vecs, texts, k=5, seed=3)
    assert a.labels == b.labels
    # ids are by size: stratum 0 is the 60-chunk cluster, 4 the 4-chunk one
    assert [s.size for s in a.strata] == SIZES
    assert a.labels == truth


def test_silhouette_chooses_the_true_number_of_strata():
    chunks, vecs, _ = _corpus()
    st = tg.build_strata(vecs, [c.text for c in chunks], k=None, seed=1)
    assert st.k_chosen_by == "silhouette" and len(st.strata) == 5 and st.silhouette > 0.5


@pytest.mark.parametrize("clusterer", ["hdbscan", "dbscan"])
def test_density_clusterers_reassign_outliers(clusterer):
    chunks, vecs, _ = _corpus()
    vecs = np.vstack([vecs, np.full((1, vecs.shape[1]), 0.18, dtype=np.float32)])  # an outlier
    texts = [c.text for c in chunks] + ["an outlier chunk about nothing in particular"]
    st = tg.build_strata(vecs, texts, k=5, clusterer=clusterer, seed=1)
    assert min(st.labels) == 0 and len(st.labels) == len(texts)
    assert sum(s.size for s in st.strata) == len(texts)


def test_ctfidf_keywords_are_the_topic_words():
    chunks, _, truth = _corpus()
    kw = tg.ctfidf_keywords([c.text for c in chunks], truth, top_n=5)
    for h, (name, words) in enumerate(TOPICS.items()):
        assert name in kw[h]
        assert len(set(kw[h]) & set(words.lower().split())) >= 3, kw[h]
        assert not set(kw[h]) & {"the", "section", "reports", "million"}  # stop words, shared words


def test_empty_and_malformed_inputs_give_clear_errors():
    with pytest.raises(tg.TestgenError, match="empty"):
        tg.build_strata(np.zeros((0, 4)), [], k=2)
    with pytest.raises(tg.TestgenError, match="NaN"):
        tg.reduce_vectors(np.array([[np.nan, 1.0], [1.0, 2.0], [0.0, 1.0]]))
    with pytest.raises(tg.TestgenError, match="unknown query types"):
        tg.assign_types(3, ["factual", "riddle"], 1)
    with pytest.raises(tg.TestgenError, match="cannot sample"):
        tg.allocate([2, 3], 6)
    with pytest.raises(tg.TestgenError, match="unknown sampling"):
        tg.allocate([2, 3], 2, "random")  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------- sampling


@pytest.mark.parametrize("mode", ["proportional", "equal", "weighted"])
def test_allocation_gives_every_stratum_one_and_sums_to_n(mode):
    alloc = tg.allocate(SIZES, 10, mode, mass=[1, 1, 1, 1, 6] if mode == "weighted" else None)
    assert sum(alloc) == 10 and min(alloc) >= 1
    assert all(a <= s for a, s in zip(alloc, SIZES, strict=True))
    if mode == "proportional":
        assert alloc == [5, 2, 1, 1, 1]
    if mode == "equal":
        assert alloc == [2, 2, 2, 2, 2]
    if mode == "weighted":
        assert alloc[4] == 4  # the heavy stratum gets most beyond the minimum, capped by its size


def test_stratified_sample_is_seeded():
    _, _, truth = _corpus()
    assert tg.stratified_sample(truth, 10, seed=5) == tg.stratified_sample(truth, 10, seed=5)
    assert tg.stratified_sample(truth, 10, seed=5) != tg.stratified_sample(truth, 10, seed=6)
    imp = tg.importance_scores(["a 1 2 3", "b"] * 50)
    assert imp[0] == 4 and imp[1] == 1


def test_stratified_covers_every_stratum_where_uniform_misses_some():
    _, _, truth = _corpus()
    cov = tg.coverage_comparison(truth, 10, "proportional", seed=13, seeds=30)
    assert cov["stratified_min"] == 5 and cov["stratified_full_share"] == 1.0
    assert cov["uniform_mean"] < 4.8 and cov["uniform_min"] < 5
    # exact expectation of uniform coverage agrees with the simulation
    assert abs(cov["uniform_expected"] - cov["uniform_mean"]) < 0.35
    assert cov["per_stratum"][4]["uniform_miss_probability"] > 0.5


# --------------------------------------------------------------------------------------------- parsing


def test_parse_generated_tolerates_fences_and_prose():
    raw = 'Sure! Here it is:\n```json\n{"question": "What was the CET1 ratio in 2025?", "answer": "14.6%",}\n```'
    parsed, why = tg.parse_generated(raw, "factual")
    assert why == "" and parsed == {"question": "What was the CET1 ratio in 2025?", "answer": "14.6%"}
    parsed, _ = tg.parse_generated("Question: How large is the office exposure?\nAnswer: GBP 1.1 billion", "factual")
    assert parsed["question"] == "How large is the office exposure?"


@pytest.mark.parametrize("raw,qtype,reason", [
    ("", "factual", "empty"),
    ("I cannot help with that.", "factual", "no JSON"),
    ('{"question": "...?", "answer": "..."}', "factual", "placeholder"),
    ('{"question": "Capital?", "answer": "x"}', "factual", "words"),
    ('{"question": "Is the CET1 ratio above ten percent?", "answer": "Maybe"}', "yes_no", "yes or no"),
    ('{"question": "Which ratio was reported for CET1?", "options": ["1", "2"], "answer": "1"}', "multiple_choice", "3 distinct"),
    ('{"question": "Which ratio was reported for CET1?", "options": ["1%", "2%", "3%"], "answer": "9%"}', "multiple_choice", "not one of"),
    ('{"question": "What is the weather like in Paris today?"}', "out_of_scope", "not about"),
])
def test_parse_generated_rejects_garbage_with_a_reason(raw, qtype, reason):
    parsed, why = tg.parse_generated(raw, qtype, absent_term="lithium mining royalties")
    assert parsed is None and reason in why


def test_parse_generated_normalises_yes_no_and_option_letters():
    p, _ = tg.parse_generated('{"question": "Is the CET1 ratio above ten percent?", "answer": "yes, it is 14.6%"}', "yes_no")
    assert p["answer"].startswith("Yes")
    p, _ = tg.parse_generated('{"question": "Which was the CET1 ratio in 2025?", "options": ["12.1%", "14.6%", "9.0%"], '
                              '"answer": "B"}', "multiple_choice")
    assert p["answer"] == "14.6%" and p["options"] == ["12.1%", "14.6%", "9.0%"]


# --------------------------------------------------------------------------------------------- generation


def _run(llm, **kw):
    chunks, vecs, _ = _corpus()
    vecs = _bow([c.text for c in chunks])
    ids = [c.id for c in chunks]

    def retrieve(queries, qvecs):  # dense top-20 over the bag-of-words vectors
        return [[ids[i] for i in np.argsort(-(vecs @ q), kind="stable")[:20]] for q in qvecs]

    return tg.generate_tests(chunks, vecs, llm=llm, embed=_bow, retrieve=retrieve, n=10, seed=7, strata=5, k1=20, **kw)


def test_garbage_llm_output_falls_back_recorded():
    llm = ScriptedLLM(replies=["lorem ipsum <<<>>>"])
    tests, report = _run(llm)
    assert llm.calls == 10
    assert all(t.generator == "fallback" for t in tests)
    assert all("no JSON" in t.fallback_reason and t.llm_raw == "lorem ipsum <<<>>>" for t in tests)
    assert report.fallback_reasons == {tests[0].fallback_reason: 10}
    assert {t.stratum for t in tests} == {0, 1, 2, 3, 4}  # stratified: every stratum has a test
    for t in tests:
        assert t.query.endswith("?") and t.expected_answer
        if t.type in tg.SOURCE_TYPES:
            assert t.source_chunk_ids and t.relevancy is not None and t.source_ranks
        else:
            assert not t.source_chunk_ids and t.expected_answer == tg.NOT_IN_DOCS
        if t.type == "multi_hop":
            assert len(t.source_chunk_ids) == 2
        if t.type == "multiple_choice" and t.options:
            assert t.expected_answer in t.options


def test_llm_failure_is_a_recorded_fallback():
    class Broken(ScriptedLLM):
        @llm_completion_callback()
        def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
            raise TimeoutError("backend down")

    tests, _ = _run(Broken(replies=[""]))
    assert all(t.fallback_reason == "LLM call failed: TimeoutError: backend down" for t in tests)


def test_usable_llm_output_is_kept_and_selection_drops_with_reasons():
    good = json.dumps({"question": "How much mortgage borrower loan repayment was reported in 2025?",
                       "answer": "The section reports it for 2025."})
    tests, report = _run(ScriptedLLM(replies=[good]), types=["factual"])
    assert all(t.generator == "llm" for t in tests)
    # the same question for every chunk: all but the first are duplicates; off-topic ones drop on relevancy
    assert [t.dropped for t in tests[1:]] == ["duplicate query"] * 9
    # the first is about mortgages but its source is ranked below the top k1 = 20: dropped, with why
    assert tests[0].source_ranks == {tests[0].source_chunk_ids[0]: None}
    assert tests[0].dropped == "source chunk not retrievable (not in stage-1 top-k1)"
    assert report.kept == 0 and report.dropped == {"duplicate query": 9, tests[0].dropped: 1}
    assert report.recall["all_generated"]["queries"] == 10


def test_generation_is_deterministic_and_seed_sensitive():
    a, ra = _run(None)
    b, rb = _run(None)
    assert [t.model_dump() for t in a] == [t.model_dump() for t in b]
    assert ra.coverage == rb.coverage
    chunks, _, _ = _corpus()
    c, _ = tg.generate_tests(chunks, _bow([x.text for x in chunks]), llm=None, embed=_bow, retrieve=None, n=10,
                             seed=8, strata=5)
    assert [t.context_chunk_ids for t in c] != [t.context_chunk_ids for t in a]


def test_without_llm_every_test_is_a_marked_fallback_and_selection_fields_filled():
    tests, report = _run(None)
    assert all(t.generator == "fallback" and t.fallback_reason == "no LLM configured" for t in tests)
    assert report.generated and report.coverage["stratified_min"] == 5
    assert "recall@20" in report.recall["all_generated"]
    yes_no = [t for t in tests if t.type == "yes_no"]
    assert yes_no and all(t.expected_answer.startswith(("Yes", "No")) for t in yes_no)


def test_out_of_scope_terms_are_absent_from_the_corpus():
    terms = tg.absent_terms(["We pay lithium mining royalty fees.", "Hotel occupancy and rate data.", "vineyard"])
    assert "lithium mining royalties" not in terms and "hotel occupancy rates" not in terms
    assert "vineyard acquisitions" in terms  # one word alone does not make the topic discussed


def test_write_and_read_round_trip(tmp_path):
    tests, _ = _run(None)
    tests[0].dropped = "low relevancy to source chunk (< 0.25)"
    n_dropped = sum(1 for t in tests if t.dropped)
    kept, dropped = tg.write_tests(tests, tmp_path / "t.jsonl")
    assert len(tg.read_tests(kept)) == 10 - n_dropped and len(tg.read_tests(dropped)) == n_dropped
    assert tg.read_tests(dropped)[0].dropped == "low relevancy to source chunk (< 0.25)"
    assert set(tg.qrels_of(tg.read_tests(kept))) <= {t.id for t in tests}
    (tmp_path / "bad.jsonl").write_text('{"id": "x"}\n')
    with pytest.raises(tg.TestgenError, match="bad.jsonl:1"):
        tg.read_tests(tmp_path / "bad.jsonl")


def test_cli_missing_index_is_one_clear_error(tmp_path):
    from tinyrag_eval.cli import app

    res = CliRunner().invoke(app, ["testgen", "--index", str(tmp_path / "none"), "--out", str(tmp_path / "t.jsonl")])
    assert res.exit_code == 2 and "no index" in " ".join(res.output.split())
    res = CliRunner().invoke(app, ["testgen", "--sampling", "random"])
    assert res.exit_code == 2 and "--sampling" in res.output


# --------------------------------------------------------------------------------------------- real models


@pytest.mark.models
def test_testgen_on_the_sample_index_with_real_embeddings(sample_index, tmp_path):
    tests, report = tg.run_testgen(sample_index, tmp_path / "t.jsonl", use_llm=False, n=6, strata=3, seed=2)
    assert report.chunks >= 6 and len(report.strata) == 3 and report.coverage["stratified_min"] == 3
    assert (tmp_path / "t.jsonl").is_file() and len(tests) == 6
    assert report.recall["all_generated"]["queries"] >= 1


def test_unrelated_and_out_of_scope_do_not_repeat():
    tests, _ = _run(None, types=["unrelated"])
    assert len({t.query for t in tests}) == 10 and not any(t.dropped for t in tests)
    tests, _ = _run(None, types=["out_of_scope"])
    assert len({t.absent_term for t in tests}) == 10


def test_figures_skip_years_dates_and_names():
    m = first_figure("Form 10-Q for Q2: on December 31, 2022 net sales were $2,812 million.")
    assert m is not None and m.group(0) == "2,812"
    assert first_figure("As of June 30, 2023 and 2022.") is None


def test_llm_answers_must_be_grounded_in_the_source():
    src = "Net interest income rose to GBP 618.9 million in 2025; the CET1 ratio was 14.6%."
    ok, why = tg.parse_generated('{"question": "What was net interest income in 2025?", "answer": "GBP 618.9 million"}',
                                 "factual", source_text=src)
    assert ok and why == ""
    bad, why = tg.parse_generated('{"question": "What was net interest income in 2025?", "answer": "GBP 41,000"}',
                                  "factual", source_text=src)
    assert bad is None and "41,000 is not in the source" in why
    bad, why = tg.parse_generated('{"question": "What does the bank sell to customers?", "answer": "Bananas"}',
                                  "factual", source_text=src)
    assert bad is None and "no content word" in why
    bad, why = tg.parse_generated('{"question": "What is the risk in the financial document search system?", '
                                  '"answer": "income"}', "factual", source_text=src)
    assert bad is None and "echoes the prompt" in why


def test_term_weights_are_a_value_per_corpus_not_shared_state():
    from tinyrag_eval.validation.sentences import TermWeights

    rare_liquidity = TermWeights.from_texts(["capital liquidity"] * 2 + ["capital"] * 4)
    rare_capital = TermWeights.from_texts(["capital liquidity"] * 2 + ["liquidity"] * 4)
    assert rare_liquidity.key_terms("Capital and liquidity", n=1) == ["liquidity"]
    assert rare_capital.key_terms("Capital and liquidity", n=1) == ["Capital"]
    assert rare_liquidity.key_terms("Capital and liquidity", n=1) == ["liquidity"]  # unchanged by the second
    assert TermWeights().key_terms("Capital and liquidity", n=1) == ["liquidity"]  # equal weights: longest


def test_figures_are_the_amounts_of_extract_quantities():
    from tinyrag_eval.validation.sentences import figures

    def found(s):
        return [m.group(0) for m in figures(s)]

    assert found("Revenue decreased 5% to GBP 1,204 million.") == ["5", "1,204"]  # "dec..." is no month
    assert found("Sales and marketing 926 1,062") == ["926", "1,062"]  # nor is "mar..."
    assert found("The Common Equity Tier 1 ratio was 14.6%.") == ["14.6"]
    assert found("Commitments (Note 16) were 40.") == ["40"]
    assert found("3M Company reported sales of $34.2 billion.") == ["34.2"]
    assert found("Shares outstanding - 2018: 576,575,168") == ["576,575,168"]
