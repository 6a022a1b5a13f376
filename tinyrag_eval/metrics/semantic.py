"""Explainable embedding metrics of a memo (HCAT §3): cosine similarity of sentence embeddings.

Notation: query Q (m sentences), context C (n sentences, all retrieved chunks), answer A (k
sentences). ``S(X, Y)`` is the cosine-similarity matrix; "max-similarity of x over Y" is the row
maximum. Every metric is explainable: ``details`` names the sentence behind each score.

* ``context_relevancy`` — for each query sentence, max-similarity over C; mean, length-weighted
  mean (weights = word counts of the query sentences) and minimax (the least-addressed query
  sentence: the minimum of the row maxima).
* ``groundedness_similarity`` — for each answer sentence, max-similarity over C; mean, and the
  least grounded sentence with its score and its best context sentence.
* ``completeness`` — for each context sentence, max-similarity over A; mean and query-weighted
  mean (weights = each context sentence's max-similarity to Q, clipped at 0: context that does
  not bear on the query need not be covered). Plus the Wasserstein-1 distance between the two
  sentence-embedding clouds (uniform weights, cost = cosine distance 1 - S): exact optimal
  transport with POT (``ot.emd2``) and the paper's approximation, the average pairwise distance
  (an upper bound of the exact value).
* ``answer_relevancy`` — for each answer sentence, max-similarity over Q; mean and minimax.
* ``response_relevancy`` — the LLM writes N questions that the answer would answer (prompt
  ``prompts/synthetic_questions.j2``); score = mean cosine of those questions to the query.

The value of each MetricResult is the mean; the other aggregates are in ``details``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..schema import MetricResult
from .text import SegmentedInput
from .vectors import TextVectors


def _r(x: float) -> float:
    return round(float(x), 4)


def _words(sentences: list[str]) -> np.ndarray:
    return np.array([max(1, len(s.split())) for s in sentences], dtype=np.float64)


def _need(name: str, **parts: list[str]) -> MetricResult | None:
    for label, sents in parts.items():
        if not sents:
            return MetricResult.invalid_result(name, f"empty {label}: nothing to compare")
    return None


def _best_context(seg: SegmentedInput, vecs: TextVectors, sentences: list[str]
                  ) -> tuple[np.ndarray, np.ndarray, list[dict[str, Any]]]:
    """Each sentence's best cosine over the context sentences: (scores, argmax, per-sentence rows)."""
    sim = vecs.similarity(sentences, seg.context_sentences)
    best, arg = sim.max(axis=1), sim.argmax(axis=1)
    rows = [{"sentence": x, "score": _r(best[i]), "best_context": seg.context_sentences[arg[i]],
             "chunk": seg.context_chunk[arg[i]]} for i, x in enumerate(sentences)]
    return best, arg, rows


def context_relevancy(seg: SegmentedInput, vecs: TextVectors) -> MetricResult:
    name = "context_relevancy"
    if bad := _need(name, query=seg.query_sentences, context=seg.context_sentences):
        return bad
    best, _, per_sentence = _best_context(seg, vecs, seg.query_sentences)
    w = _words(seg.query_sentences)
    worst = int(best.argmin())
    return MetricResult(
        name=name, value=float(best.mean()),
        details={
            "mean": _r(best.mean()), "weighted_mean": _r((best * w).sum() / w.sum()), "minimax": _r(best.min()),
            "least_addressed": {"sentence": seg.query_sentences[worst], "score": _r(best[worst])},
            "per_sentence": per_sentence,
        },
    )


def groundedness_similarity(seg: SegmentedInput, vecs: TextVectors) -> MetricResult:
    name = "groundedness_similarity"
    if bad := _need(name, answer=seg.answer_sentences, context=seg.context_sentences):
        return bad
    best, arg, per_sentence = _best_context(seg, vecs, seg.answer_sentences)
    worst = int(best.argmin())
    return MetricResult(
        name=name, value=float(best.mean()),
        details={
            "mean": _r(best.mean()), "min": _r(best.min()),
            "least_grounded": {"sentence": seg.answer_sentences[worst], "score": _r(best[worst]),
                               "best_context": seg.context_sentences[arg[worst]]},
            "per_sentence": per_sentence,
        },
    )


def wasserstein(sim: np.ndarray) -> tuple[float, float]:
    """(exact W1, average pairwise distance) between two uniform clouds with cost 1 - sim."""
    import ot

    cost = np.clip(1.0 - sim.astype(np.float64), 0.0, 2.0)
    a = np.full(cost.shape[0], 1.0 / cost.shape[0])
    b = np.full(cost.shape[1], 1.0 / cost.shape[1])
    return float(ot.emd2(a, b, cost)), float(cost.mean())


def completeness(seg: SegmentedInput, vecs: TextVectors) -> MetricResult:
    name = "completeness"
    if bad := _need(name, answer=seg.answer_sentences, context=seg.context_sentences):
        return bad
    sim = vecs.similarity(seg.context_sentences, seg.answer_sentences)
    best = sim.max(axis=1)
    details: dict[str, Any] = {"mean": _r(best.mean())}
    if seg.query_sentences:
        w = np.clip(vecs.similarity(seg.context_sentences, seg.query_sentences).max(axis=1), 0.0, None)
        details["weighted_mean"] = _r((best * w).sum() / w.sum()) if w.sum() > 0 else None
        if details["weighted_mean"] is None:
            details["weighted_mean_reason"] = "no context sentence is similar to the query"
    else:
        details["weighted_mean"] = None
        details["weighted_mean_reason"] = "no query: the weights are the context's similarity to it"
    exact, approx = wasserstein(sim)
    details.update({"wasserstein_exact": _r(exact), "wasserstein_approx": _r(approx)})
    uncovered = int(best.argmin())
    details["least_covered"] = {"sentence": seg.context_sentences[uncovered], "score": _r(best[uncovered]),
                                "chunk": seg.context_chunk[uncovered]}
    return MetricResult(name=name, value=float(best.mean()), details=details)


def answer_relevancy(seg: SegmentedInput, vecs: TextVectors) -> MetricResult:
    name = "answer_relevancy"
    if bad := _need(name, answer=seg.answer_sentences, query=seg.query_sentences):
        return bad
    sim = vecs.similarity(seg.answer_sentences, seg.query_sentences)
    best = sim.max(axis=1)
    worst = int(best.argmin())
    return MetricResult(
        name=name, value=float(best.mean()),
        details={"mean": _r(best.mean()), "minimax": _r(best.min()),
                 "least_relevant": {"sentence": seg.answer_sentences[worst], "score": _r(best[worst])},
                 "per_sentence": [_r(x) for x in best]},
    )


def parse_questions(text: str, n: int) -> list[str]:
    """Questions from an LLM reply: one per line, list markers removed, only lines ending in '?'."""
    import re

    out: list[str] = []
    for line in text.splitlines():
        line = re.sub(r"^\s*(?:[-*•]|\d{1,2}[.)]|Q\d*[:.)])\s*", "", line).strip().strip('"')
        if line.endswith("?") and len(line) > 3 and line not in out:
            out.append(line)
    return out[:n]


def response_relevancy(seg: SegmentedInput, vecs: TextVectors, llm: Any, n_questions: int = 3) -> MetricResult:
    """Mean cosine between the query and N questions the LLM derives from the answer."""
    name = "response_relevancy"
    if bad := _need(name, answer=seg.answer_sentences, query=seg.query_sentences):
        return bad
    from ..prompting import SYNTHETIC_QUESTIONS, SyntheticQuestionsInput, render

    prompt = render(SYNTHETIC_QUESTIONS, SyntheticQuestionsInput(answer=seg.answer, n=n_questions))
    try:
        reply = llm.complete(prompt).text
    except Exception as exc:  # noqa: BLE001 -- any backend failure becomes an explicit invalid result
        return MetricResult.invalid_result(name, f"LLM call failed: {type(exc).__name__}: {exc}")
    questions = parse_questions(reply or "", n_questions)
    if not questions:
        return MetricResult.invalid_result(name, "the LLM returned no usable question", raw=(reply or "")[:500])
    sims = vecs.similarity(questions, [seg.query])[:, 0]
    return MetricResult(
        name=name, value=float(sims.mean()),
        details={"questions": [{"question": q, "similarity": _r(s)} for q, s in zip(questions, sims, strict=True)],
                 "requested": n_questions, "min": _r(sims.min())},
    )
