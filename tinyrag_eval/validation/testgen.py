"""Stratified test generation (HCAT §2): strata of the corpus, a stratified sample of chunks, one
generated test query per sampled chunk, and query selection. Steps 2-4 live in :mod:`.strata`,
the sentence tools shared with robustness in :mod:`.sentences`.

Pipeline (each step a plain function, so a later ``tinyrag validate`` can call them one by one):

1. **Vectors**: the index's stored chunk vectors (:meth:`VectorIndex.chunks_with_vectors`); no
   re-embedding.
2. **Reduce** (:func:`reduce_vectors`): PCA (scikit-learn), UMAP (umap-learn, when installed) or none.
3. **Strata** (:func:`build_strata`): k-means (k given, or chosen by silhouette score over 2..12),
   or HDBSCAN / DBSCAN with noise points reassigned to the nearest cluster centroid. Strata are
   numbered by size (largest first) so ids are stable. Each stratum gets a topic label from
   class-based TF-IDF (:func:`ctfidf_keywords`, as in BERTopic).
4. **Sample** (:func:`stratified_sample`): proportional, equal or importance-weighted allocation,
   at least one chunk per stratum when ``n >= strata`` — compared with uniform random sampling of
   the same ``n`` by :func:`coverage_comparison`.
5. **Generate** (:func:`generate_one`): the LLM writes a question and its answer for the chunk
   (prompt ``prompts/testgen_query.j2``) in the assigned type: factual, multi-hop (the chunk and
   its nearest neighbour in the stratum), inference, yes/no, multiple choice, out-of-scope
   (about a related financial term that occurs nowhere in the corpus) or unrelated. Replies are
   parsed tolerantly; an unusable reply falls back to a template question built from the chunk's
   key sentence, marked ``generator="fallback"`` with the reason — never silently.
6. **Select** (:func:`select_tests`): a query is dropped (and kept in the dropped file with its
   reason) when it duplicates an earlier one, when its embedding similarity to its source chunks is
   below ``validation.min_relevancy``, or when none of its source chunks is in the stage-1 top-k1.

Same corpus + same seed -> same strata, same sample, same types and (with a deterministic LLM at
temperature 0) the same queries.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from ..config import QUERY_TYPES, Settings, get_settings
from ..llm.output import find_json
from ..schema import Chunk, GeneratedTest
from .sentences import (
    NUMBER,
    TermWeights,
    absent_terms,
    call_llm,
    clip,
    first_figure,
    key_sentence,
    perturb_figure,
    testgen_terms,
)
from .strata import (
    Sampling,
    Strata,
    Stratum,
    TestgenError,
    allocate,
    build_strata,
    coverage_comparison,
    ctfidf_keywords,
    reduce_vectors,
    stratified_sample,
    uniform_sample,
)

__all__ = [  # the strata names were defined here before the split and stay importable from here
    "NOT_IN_DOCS", "SOURCE_TYPES", "Sampling", "Strata", "Stratum", "TestgenError", "TestgenReport",
    "absent_terms", "allocate", "assign_types", "build_strata", "coverage_comparison", "ctfidf_keywords",
    "fallback_test", "generate_one", "generate_tests", "importance_scores", "parse_generated", "qrels_of",
    "read_tests", "reduce_vectors", "run_testgen", "select_tests", "stratified_sample", "uniform_sample",
    "write_tests",
]

SOURCE_TYPES = ("factual", "multi_hop", "inference", "yes_no", "multiple_choice")
NOT_IN_DOCS = "Not in the documents."
ProgressFn = Callable[[str, int, int], None]  # (stage, done, total)


# ---------------------------------------------------------------------------------------------
# sampling weights and query types


def importance_scores(texts: Sequence[str]) -> np.ndarray:
    """Default importance for weighted sampling: 1 + number of figures in the chunk (financial
    facts are what memos cite)."""
    return np.array([1.0 + len(re.findall(r"\d[\d,.]*", t)) for t in texts])


def assign_types(n: int, types: Sequence[str], seed: int) -> list[str]:
    """Round-robin over ``types`` from a seeded offset (the sample is ordered by stratum, so
    types spread across strata)."""
    if not types:
        raise TestgenError("no query types given")
    unknown = [t for t in types if t not in QUERY_TYPES]
    if unknown:
        raise TestgenError(f"unknown query types {unknown} (known: {', '.join(QUERY_TYPES)})")
    offset = int(np.random.default_rng(seed).integers(len(types)))
    return [types[(offset + j) % len(types)] for j in range(n)]


# ---------------------------------------------------------------------------------------------
# generation


def _source_name(chunk: Chunk) -> str:
    return f"{chunk.doc_id}, page {chunk.page}" if chunk.page else chunk.doc_id


def fallback_test(qtype: str, chunks: Sequence[Chunk], *, absent_term: str = "", unrelated: dict | None = None,
                  seed: int = 13, weights: TermWeights | None = None) -> dict[str, Any]:
    """A template question of ``qtype`` from the source chunks' key sentences (no LLM);
    ``weights`` (the corpus' term weights) pick the terms the question is about."""
    weights = weights or TermWeights()
    if qtype == "unrelated":
        u = unrelated or testgen_terms()["unrelated"][0]
        return {"question": u["question"], "answer": NOT_IN_DOCS}
    first = chunks[0]
    sent = key_sentence(first.text)
    terms = weights.key_terms(sent) or [first.doc_id]
    about = " and ".join(terms[:2])
    src = _source_name(first)
    if qtype == "out_of_scope":
        return {"question": f"What does {first.doc_id} report about its {absent_term}?", "answer": NOT_IN_DOCS}
    if qtype == "factual":
        return {"question": f"What does {src} state about {about}?", "answer": sent}
    if qtype == "inference":
        return {"question": f"What follows from what {src} says about {about}, and why?", "answer": sent}
    if qtype == "yes_no":
        numbered = key_sentence(first.text, need_number=True)
        flipped = perturb_figure(numbered, 1.5) if seed % 2 else None  # every other one a "No"
        if flipped:
            return {"question": f"Does {src} state that {clip(flipped[0])}?",
                    "answer": f"No. It states {flipped[1]}, not {flipped[2]}: {numbered}"}
        return {"question": f"Does {src} state that {clip(sent)}?", "answer": "Yes."}
    if qtype == "multi_hop":
        second = chunks[1] if len(chunks) > 1 else first
        sent2 = key_sentence(second.text)
        about2 = " and ".join((weights.key_terms(sent2) or [second.doc_id])[:2])
        return {"question": f"How does what {src} says about {about} relate to what {_source_name(second)} "
                            f"says about {about2}?", "answer": f"{sent} {sent2}"}
    if qtype == "multiple_choice":
        numbered = key_sentence(first.text, need_number=True)
        variants = [perturb_figure(numbered, f) for f in (0.5, 1.5, 2.0)]
        if all(variants):
            figure = variants[0][1]  # type: ignore[index]
            options = list(dict.fromkeys([figure] + [v[2] for v in variants]))  # type: ignore[index]
            options = [options[i] for i in np.random.default_rng(seed).permutation(len(options))]
            start = first_figure(numbered).start()  # type: ignore[union-attr]
            stem = numbered[:start] + "___" + numbered[start + len(figure):]
            return {"question": f"According to {src}, which figure fills the blank: \"{stem}\"?",
                    "options": options, "answer": figure}
        return {"question": f"What does {src} state about {about}?", "answer": sent}
    raise TestgenError(f"unknown query type {qtype!r}")


_WH = re.compile(r"^(what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|will|"
                 r"would|should|has|have|had|according)\b", re.IGNORECASE)


_PROMPT_ECHO = ("passage", "search system", "test question", "json")


def _grounding_problem(answer: str, source_text: str) -> str:
    """Why an expected answer is not supported by its source text ("" when it is): every figure of
    the answer must occur in the source, and at least one of its content words."""
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    digits = re.sub(r"[,\s]", "", source_text)
    for m in NUMBER.finditer(answer):
        fig = m.group(0).rstrip(".,").replace(",", "")
        if len(fig.replace(".", "")) >= 2 and fig not in digits:
            return f"the answer's figure {m.group(0).rstrip('.,')} is not in the source chunk"
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", answer)} - ENGLISH_STOP_WORDS
    source_words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", source_text)}
    if words and not words & source_words:
        return "the answer shares no content word with the source chunk"
    return ""


def parse_generated(raw: str, qtype: str, *, absent_term: str = "", unrelated_topic: str = "",
                    source_text: str = "") -> tuple[dict | None, str]:
    """(test fields, "") from an LLM reply, or (None, why it is unusable). With ``source_text`` the
    expected answer of a sourced type must be grounded in it (figures and a content word)."""
    if not raw or not raw.strip():
        return None, "empty LLM reply"
    obj = find_json(raw, dict)
    if obj is None:
        q = re.search(r"question\"?\s*[:=]\s*\"?(.+?\?)", raw, re.IGNORECASE | re.DOTALL)
        a = re.search(r"answer\"?\s*[:=]\s*\"?([^\"\n]+)", raw, re.IGNORECASE)
        if not q:
            return None, "no JSON object and no 'question:' line in the LLM reply"
        obj = {"question": q.group(1), "answer": a.group(1) if a else ""}
    question = " ".join(str(obj.get("question") or "").split()).strip().strip('"')
    answer = obj.get("answer")
    answer = " ".join(str(answer if answer is not None else "").split()).strip().strip('"')
    if not question:
        return None, "the reply has no question"
    if "..." in question or question.lower().startswith(("question", "{")):
        return None, "the reply copied the prompt's placeholder"
    if not question.endswith("?"):
        if not _WH.match(question):
            return None, "the question is not a question (no '?' and no question word)"
        question += "?"
    echo = [w for w in _PROMPT_ECHO if w in question.lower()]
    if echo:
        return None, f"the question echoes the prompt ({echo[0]!r})"
    n_words = len(re.findall(r"[^\W\d_]{2,}", question))
    if n_words < 4 or n_words > 60:
        return None, f"the question has {n_words} words (4..60 expected)"
    out: dict[str, Any] = {"question": question}
    if qtype in ("out_of_scope", "unrelated"):
        needle = absent_term if qtype == "out_of_scope" else unrelated_topic
        key = [w for w in re.findall(r"[a-z]{4,}", needle.lower())]
        if key and not any(w in question.lower() for w in key):
            return None, f"the question is not about {needle!r} (unverifiable scope)"
        out["answer"] = NOT_IN_DOCS
        return out, ""
    if not answer or answer == "...":
        return None, "the reply has no answer"
    if qtype == "yes_no":
        m = re.match(r"^(yes|no)\b", answer, re.IGNORECASE)
        if not m:
            return None, "a yes/no answer must start with yes or no"
        answer = m.group(1).capitalize() + answer[m.end():]
    if qtype == "multiple_choice":
        options = obj.get("options")
        if not isinstance(options, list):
            return None, "multiple choice without an options list"
        options = [" ".join(str(o).split()) for o in options if str(o).strip()]
        if len(options) < 3 or len({o.lower() for o in options}) < len(options):
            return None, "multiple choice needs at least 3 distinct options"
        letter = re.fullmatch(r"\(?([A-Da-d])\)?[.)]?", answer)
        if letter and ord(letter.group(1).upper()) - 65 < len(options):
            answer = options[ord(letter.group(1).upper()) - 65]
        match = [o for o in options if o.lower() == answer.lower() or re.sub(r"^[A-D][.)]\s*", "", o).lower() == answer.lower()]
        if not match:
            return None, "the answer is not one of the options"
        out["options"], answer = options, match[0]
    if source_text:
        problem = _grounding_problem(answer, source_text)
        if problem:
            return None, problem
    out["answer"] = answer[:600]
    return out, ""


def generate_one(qtype: str, chunks: Sequence[Chunk], llm: Any | None, *, absent_term: str = "",
                 unrelated: dict | None = None, seed: int = 13,
                 weights: TermWeights | None = None) -> dict[str, Any]:
    """Question, answer (and options) for one test; ``generator`` says who wrote it and
    ``fallback_reason`` why the template was used."""
    from ..prompting import render

    unrelated = unrelated or testgen_terms()["unrelated"][0]
    if llm is None:
        return {**fallback_test(qtype, chunks, absent_term=absent_term, unrelated=unrelated, seed=seed,
                              weights=weights),
                "generator": "fallback", "fallback_reason": "no LLM configured", "raw": ""}
    first = chunks[0] if chunks else None
    second = chunks[1] if len(chunks) > 1 else None
    prompt = render(
        "testgen_query.j2", qtype=qtype,
        passage="" if qtype == "unrelated" or first is None else first.text[:1500],
        source="" if first is None else _source_name(first),
        second_passage="" if second is None else second.text[:1000],
        second_source="" if second is None else _source_name(second),
        absent_term=absent_term, unrelated_topic=unrelated["topic"],
    )
    try:
        raw = call_llm(llm, prompt)
    except Exception as exc:  # noqa: BLE001 -- any backend failure falls back, recorded
        raw, parsed, why = "", None, f"LLM call failed: {type(exc).__name__}: {exc}"
    else:
        parsed, why = parse_generated(raw, qtype, absent_term=absent_term, unrelated_topic=unrelated["topic"],
                                      source_text=" ".join(c.text for c in chunks) if qtype in SOURCE_TYPES else "")
    if parsed is None:
        return {**fallback_test(qtype, chunks, absent_term=absent_term, unrelated=unrelated, seed=seed,
                              weights=weights),
                "generator": "fallback", "fallback_reason": why, "raw": raw[:500]}
    return {**parsed, "generator": "llm", "fallback_reason": "", "raw": raw[:500]}


def _partner(i: int, labels: np.ndarray, vectors: np.ndarray, chunks: Sequence[Chunk]) -> tuple[int | None, str]:
    """The chunk for a multi-hop pair: most similar member of the same stratum on another page or
    document (else any other member, else any other chunk)."""
    sims = vectors @ vectors[i]
    same = np.flatnonzero(labels == labels[i])
    pool = [j for j in same if j != i and (chunks[j].doc_id, chunks[j].page) != (chunks[i].doc_id, chunks[i].page)]
    note = ""
    if not pool:
        pool = [j for j in same if j != i]
        note = "no other page in the stratum"
    if not pool:
        pool = [j for j in range(len(chunks)) if j != i]
        note = "stratum has one chunk: partner from another stratum"
    if not pool:
        return None, "corpus has one chunk"
    return int(max(pool, key=lambda j: (sims[j], -j))), note


# ---------------------------------------------------------------------------------------------
# selection and the whole run


def select_tests(
    tests: list[GeneratedTest], chunk_vectors: dict[str, np.ndarray], query_vectors: np.ndarray,
    candidates: Sequence[Sequence[str]] | None, *, min_relevancy: float, require_retrievable: bool,
) -> list[GeneratedTest]:
    """Fill ``relevancy``, ``source_ranks``, ``retrievable`` and ``dropped`` of each test (in place
    order); ``candidates[i]`` is the stage-1 ranked chunk ids of test i (None: not checked)."""
    seen: set[str] = set()
    for i, t in enumerate(tests):
        qv = query_vectors[i]
        if t.source_chunk_ids:
            sims = [float(qv @ chunk_vectors[c]) for c in t.source_chunk_ids if c in chunk_vectors]
            t.relevancy = round(float(np.mean(sims)), 4) if sims else None
        if candidates is not None:
            ranked = list(candidates[i])
            pos = {c: r + 1 for r, c in enumerate(ranked)}
            t.source_ranks = {c: pos.get(c) for c in t.source_chunk_ids}
            t.retrievable = any(v is not None for v in t.source_ranks.values()) if t.source_chunk_ids else None
        key = t.query.lower()
        if key in seen:
            t.dropped = "duplicate query"
        elif t.source_chunk_ids and t.relevancy is not None and t.relevancy < min_relevancy:
            t.dropped = f"low relevancy to source chunk (< {min_relevancy})"
        elif t.source_chunk_ids and require_retrievable and t.retrievable is False:
            t.dropped = "source chunk not retrievable (not in stage-1 top-k1)"
        seen.add(key)
    return tests


class TestgenReport(BaseModel):
    """Summary of one test-generation run (the CLI's ``--json``)."""

    index: str = ""
    out: str = ""
    dropped_out: str = ""
    seed: int
    n_requested: int
    n_sampled: int
    sampling: str
    query_types: list[str]
    chunks: int
    documents: int
    strata: list[dict[str, Any]]
    strata_info: dict[str, Any]
    coverage: dict[str, Any]
    generated: dict[str, dict[str, int]] = Field(description="type -> generator -> count")
    fallback_reasons: dict[str, int]
    kept: int
    dropped: dict[str, int]
    recall: dict[str, Any]
    seconds: dict[str, float]
    warnings: list[str] = Field(default_factory=list)


def generate_tests(
    chunks: Sequence[Chunk], vectors: np.ndarray, *, llm: Any | None,
    embed: Callable[[list[str]], np.ndarray],
    retrieve: Callable[[list[str], np.ndarray], list[list[str]]] | None,
    settings: Settings | None = None, n: int | None = None, seed: int | None = None,
    strata: int | None = None, sampling: Sampling | None = None, types: Sequence[str] | None = None,
    k1: int | None = None, progress: ProgressFn | None = None,
) -> tuple[list[GeneratedTest], TestgenReport]:
    """The whole pipeline on chunks and their (L2-normalised) vectors.

    ``embed(texts)`` embeds queries with the index's model; ``retrieve(queries, vectors)`` returns
    each query's stage-1 ranked chunk ids (None skips the retrievability check and recall).
    Returns every test (kept ones have ``dropped == ""``) and the report.
    """
    s = settings or get_settings()
    v = s.validation
    seed = s.seed if seed is None else seed
    n_req = v.n_tests if n is None else n
    sampling = sampling or v.sampling
    types = list(types or v.query_types)
    k1 = k1 or s.retrieval.k1
    if n_req < 1:
        raise TestgenError(f"n must be >= 1, got {n_req}")
    assign_types(1, types, seed)  # validates the names
    if len(chunks) == 0:
        raise TestgenError("no chunks: the index is empty (run `tinyrag ingest` first)")
    warnings: list[str] = []
    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    vectors = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    vectors = vectors / np.maximum(norms, 1e-12)
    texts = [c.text for c in chunks]
    st = build_strata(vectors, texts, k=strata if strata is not None else v.strata, reducer=v.reducer,
                      reduced_dim=v.reduced_dim, clusterer=v.clusterer, seed=seed)
    labels = np.asarray(st.labels)
    n_s = min(n_req, len(chunks))
    if n_s < n_req:
        warnings.append(f"n = {n_req} exceeds the corpus ({len(chunks)} chunks): sampled {n_s}")
    if n_s < len(st.strata):
        warnings.append(f"n = {n_s} is below the number of strata ({len(st.strata)}): some strata get no test")
    importance = importance_scores(texts) if sampling == "weighted" else None
    sample = stratified_sample(labels, n_s, sampling, seed, importance)
    coverage = coverage_comparison(labels, n_s, sampling, seed, v.coverage_seeds, importance)
    qtypes = assign_types(len(sample), types, seed)
    timings["strata_and_sampling"] = round(time.perf_counter() - t0, 3)

    absent = absent_terms(texts)
    unrelated = testgen_terms()["unrelated"]
    weights = TermWeights.from_texts(texts)
    rng = np.random.default_rng(seed)
    absent_order = rng.permutation(max(1, len(absent))).tolist()
    unrelated_order = rng.permutation(len(unrelated)).tolist()
    n_oos = n_unrel = 0
    t1 = time.perf_counter()
    tests: list[GeneratedTest] = []
    for j, (i, qtype) in enumerate(zip(sample, qtypes, strict=True)):
        h = int(labels[i])
        src = [chunks[i]]
        note = ""
        if qtype == "multi_hop":
            partner, note = _partner(i, labels, vectors, chunks)
            if partner is None:
                qtype, note = "factual", "multi_hop needs two chunks; generated factual"
            else:
                src.append(chunks[partner])
        # out-of-scope terms and unrelated topics: a seeded order, cycled (no repeats before all are used)
        absent_term = absent[absent_order[n_oos % len(absent)]] if absent else "cryptocurrency holdings"
        if qtype == "out_of_scope" and not absent:
            note = "every out-of-scope term occurs in the corpus; used one anyway"
        u = unrelated[unrelated_order[n_unrel % len(unrelated)]]
        n_oos += qtype == "out_of_scope"
        n_unrel += qtype == "unrelated"
        g = generate_one(qtype, src, llm, absent_term=absent_term, unrelated=u, seed=seed + j, weights=weights)
        has_source = qtype in SOURCE_TYPES
        tests.append(GeneratedTest(
            id=f"t{j + 1:04d}", query=g["question"], type=qtype, stratum=h, topic=st.strata[h].label,
            topic_keywords=st.strata[h].keywords,
            source_chunk_ids=[c.id for c in src] if has_source else [],
            context_chunk_ids=[c.id for c in src],
            expected_answer=g["answer"], options=g.get("options", []), generator=g["generator"],
            fallback_reason=g["fallback_reason"], llm_raw=g["raw"], notes=note, seed=seed,
            absent_term=absent_term if qtype == "out_of_scope" else "",
        ))
        if progress:
            progress("generate", j + 1, len(sample))
    timings["generation"] = round(time.perf_counter() - t1, 3)

    t2 = time.perf_counter()
    queries = [t.query for t in tests]
    qvecs = np.asarray(embed(queries), dtype=np.float32)
    qvecs = qvecs / np.maximum(np.linalg.norm(qvecs, axis=1, keepdims=True), 1e-12)
    cands = retrieve(queries, qvecs) if retrieve is not None else None
    if progress:
        progress("select", len(tests), len(tests))
    by_id = {c.id: vectors[r] for r, c in enumerate(chunks)}
    select_tests(tests, by_id, qvecs, cands, min_relevancy=v.min_relevancy, require_retrievable=v.require_retrievable)
    timings["selection"] = round(time.perf_counter() - t2, 3)

    recall: dict[str, Any] = {"k1": k1, "checked": cands is not None}
    if cands is not None:
        from ..metrics.retrieval import evaluate_retrieval

        for name, subset in (("all_generated", [t for t in tests if t.source_chunk_ids]),
                             ("kept", [t for t in tests if t.source_chunk_ids and not t.dropped])):
            qrels = {t.id: dict.fromkeys(t.source_chunk_ids, 1) for t in subset}
            run = {t.id: list(cands[tests.index(t)]) for t in subset}
            rep = evaluate_retrieval(qrels, run, ks=[k1]) if qrels else {"aggregate": {f"recall@{k1}": None}}
            by_gen: dict[str, float | None] = {}
            for gen in ("llm", "fallback"):
                ids = [t.id for t in subset if t.generator == gen]
                vals = [rep["per_query"][q][f"recall@{k1}"] for q in ids] if qrels else []
                by_gen[gen] = round(float(np.mean(vals)), 4) if vals else None
            agg = rep["aggregate"][f"recall@{k1}"]
            recall[name] = {"queries": len(subset), f"recall@{k1}": None if agg is None else round(agg, 4),
                            "by_generator": by_gen}
        if len(chunks) <= k1:
            warnings.append(f"the corpus has {len(chunks)} chunks <= k1 = {k1}: every chunk is a stage-1 "
                            f"candidate, so recall@{k1} is 1 by construction")

    generated: dict[str, dict[str, int]] = {}
    for t in tests:
        generated.setdefault(t.type, {"llm": 0, "fallback": 0})[t.generator] += 1
    sizes = Counter(labels.tolist())
    sampled_per = Counter(int(labels[i]) for i in sample)
    strata_rows = [{"stratum": s_.id, "label": s_.label, "keywords": s_.keywords, "size": sizes[s_.id],
                    "sampled": sampled_per.get(s_.id, 0),
                    "kept_tests": sum(1 for t in tests if t.stratum == s_.id and not t.dropped),
                    "uniform_miss_probability": coverage["per_stratum"][s_.id]["uniform_miss_probability"]}
                   for s_ in st.strata]
    report = TestgenReport(
        seed=seed, n_requested=n_req, n_sampled=n_s, sampling=sampling, query_types=types, chunks=len(chunks),
        documents=len({c.doc_id for c in chunks}), strata=strata_rows,
        strata_info=st.model_dump(exclude={"labels", "strata"}), coverage=coverage, generated=generated,
        fallback_reasons=dict(Counter(t.fallback_reason for t in tests if t.generator == "fallback")),
        kept=sum(1 for t in tests if not t.dropped), dropped=dict(Counter(t.dropped for t in tests if t.dropped)),
        recall=recall, seconds=timings, warnings=warnings + st.notes,
    )
    return tests, report


def write_tests(tests: Sequence[GeneratedTest], out: Path) -> tuple[Path, Path]:
    """Kept tests to ``out`` (JSONL), dropped ones (with their reason) to ``<out>.dropped.jsonl``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    dropped_path = out.with_name(out.stem + ".dropped.jsonl")
    with out.open("w", encoding="utf-8") as kept_fh, dropped_path.open("w", encoding="utf-8") as drop_fh:
        for t in tests:
            (drop_fh if t.dropped else kept_fh).write(t.model_dump_json() + "\n")
    return out, dropped_path


def read_tests(path: Path) -> list[GeneratedTest]:
    """Tests from a JSONL file written by :func:`write_tests`; a bad line raises naming it."""
    from ..jsonl import read_jsonl_strict

    tests = []
    for n, row in read_jsonl_strict(path, TestgenError):
        try:
            tests.append(GeneratedTest.model_validate(row))
        except ValueError as exc:
            raise TestgenError(f"{path}:{n}: not a generated test ({exc})") from None
    return tests


def qrels_of(tests: Sequence[GeneratedTest]) -> dict[str, dict[str, int]]:
    """Retrieval relevance labels (chunk ids) of tests that have sources."""
    return {t.id: dict.fromkeys(t.source_chunk_ids, 1) for t in tests if t.source_chunk_ids}


def run_testgen(index_dir: Path, out: Path | None, settings: Settings | None = None, *, use_llm: bool = True,
                progress: ProgressFn | None = None, **kwargs: Any) -> tuple[list[GeneratedTest], TestgenReport]:
    """Test generation over an index with the configured models; writes ``out`` when given."""
    from ..embedding import encode
    from ..index import VectorIndex
    from ..models import get_llm
    from ..retrieval import open_retriever

    s = settings or get_settings()
    k1 = kwargs.get("k1") or s.retrieval.k1
    retriever = open_retriever(index_dir, s, k1=k1, k2=min(s.retrieval.k2, k1), rerank=False)
    chunks, vectors = VectorIndex.open(index_dir).chunks_with_vectors()
    llm = get_llm(s) if use_llm else None

    def retrieve(queries: list[str], qvecs: np.ndarray) -> list[list[str]]:
        out_ = []
        for j, (q, qv) in enumerate(zip(queries, qvecs, strict=True)):
            out_.append([c.chunk.id for c in retriever.retrieve(q, query_embedding=qv).candidates])
            if progress:
                progress("retrieve", j + 1, len(queries))
        return out_

    tests, report = generate_tests(chunks, vectors, llm=llm, embed=lambda t: encode(t, s), retrieve=retrieve,
                                   settings=s, progress=progress, **kwargs)
    report.index = str(index_dir)
    if out is not None:
        kept, dropped = write_tests(tests, out)
        report.out, report.dropped_out = str(kept), str(dropped)
    return tests, report
