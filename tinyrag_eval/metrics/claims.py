"""Claim-level metrics (RAGChecker-style): claims of the answer (and of a reference) checked by NLI.

Claims come from the LLM (prompt ``prompts/claims.j2``: atomic, self-contained statements as a
JSON list). When the LLM output is unusable — no reply, no list, nothing that looks like a claim
— the answer's sentences are used instead and ``details["claims_source"]`` records the fallback
and why. Without an LLM (``extractor="sentences"``) sentences are the claims from the start.

Support is decided by the NLI model: a claim is *supported* by the context when its best
premise window (see :mod:`.nli`) entails it with probability >= ``threshold``.

* ``faithfulness`` = supported answer claims / answer claims.
* ``hallucination`` = answer claims not supported by the context / answer claims (with a reference:
  only claims that the reference does not entail either count, as in RAGChecker).

With a reference answer (its claims extracted the same way):

* a chunk is *relevant* iff it entails at least one reference claim;
* ``context_precision`` = relevant chunks / retrieved chunks;
* ``noise_sensitivity_relevant`` / ``noise_sensitivity_irrelevant`` = share of answer claims that
  are *incorrect* (not entailed by the reference) yet entailed by a relevant / an irrelevant chunk:
  how much the generator is misled by noise inside useful chunks vs. by useless chunks;
* ``statement_relevancy`` (statement-level answer relevancy) = answer claims entailed by the
  reference / answer claims; ``details["claim_recall"]`` = reference claims entailed by the
  answer / reference claims.

Without a reference the reference-based metrics are "not applicable" (value None, not invalid).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..llm.output import bullet_lines, find_json
from ..schema import MetricResult
from .nli import premise_windows, softmax_rows, window_similarity
from .text import SegmentedInput, split_sentences

CLAIM_METRICS = ("faithfulness", "hallucination", "context_precision", "noise_sensitivity_relevant",
                 "noise_sensitivity_irrelevant", "statement_relevancy")
MAX_CLAIMS = 40
MAX_CLAIM_CHARS = 400


@dataclass
class Claims:
    claims: list[str]
    source: str  # "llm" | "sentences" | "sentences (fallback: <reason>)"
    raw: str = ""
    notes: list[str] = field(default_factory=list)


def parse_claims(text: str) -> list[str]:
    """Claims from an LLM reply: a JSON list of strings (fences, prose around it and trailing
    commas tolerated), else a bulleted/numbered list. Returns [] when nothing usable is there."""
    if not text or not text.strip():
        return []
    parsed = find_json(text, list)
    items: list[Any] = [x.get("claim") if isinstance(x, dict) else x for x in parsed or []]
    if not items:
        items = bullet_lines(text)
    out: list[str] = []
    for item in items:
        if not isinstance(item, str):
            continue
        claim = " ".join(item.split()).strip().strip('"')
        if len(re.findall(r"[^\W\d_]{2,}", claim)) >= 2 and claim not in out:  # at least two words
            out.append(claim[:MAX_CLAIM_CHARS])
    return out[:MAX_CLAIMS]


def extract_claims(text: str, llm: Any | None, extractor: str = "llm") -> Claims:
    """Claims of ``text``: by the LLM, or sentences (fallback recorded with its reason)."""
    sentences = split_sentences(text)[:MAX_CLAIMS]
    if extractor == "sentences" or llm is None:
        return Claims(sentences, "sentences")
    from ..prompting import CLAIMS, ClaimsPromptInput, render

    try:
        raw = llm.complete(render(CLAIMS, ClaimsPromptInput(text=text, max_claims=MAX_CLAIMS))).text or ""
    except Exception as exc:  # noqa: BLE001 -- any backend failure falls back, recorded
        return Claims(sentences, f"sentences (fallback: LLM call failed: {type(exc).__name__}: {exc})")
    claims = parse_claims(raw)
    if not claims:
        return Claims(sentences, "sentences (fallback: the LLM reply had no usable claim list)", raw[:1000])
    return Claims(claims, "llm", raw[:1000])


def _entailment(nli: Any, pairs: list[tuple[str, str]]) -> np.ndarray:
    if not pairs:
        return np.zeros(0)
    return softmax_rows(nli.run(pairs)["logits"])[:, nli.index["entailment"]]


def _selected(seg: SegmentedInput, vecs: Any, hyps: list[str], windows: list[tuple[str, int]], window: int,
              per_chunk: int | None) -> np.ndarray:
    """(hyps, windows) mask of the pairs sent to NLI: per claim and chunk, the ``per_chunk``
    windows most similar to the claim (all windows when ``per_chunk`` is None)."""
    mask = np.ones((len(hyps), len(windows)), dtype=bool)
    if per_chunk is None or vecs is None:
        return mask
    sim = window_similarity(seg, vecs, hyps, window)
    chunk_of = np.array([c for _, c in windows])
    mask[:] = False
    for c in np.unique(chunk_of):
        cols = np.flatnonzero(chunk_of == c)
        top = cols[np.argsort(-sim[:, cols], axis=1, kind="stable")[:, :per_chunk]]
        np.put_along_axis(mask, top, True, axis=1)
    return mask


def claim_metrics(
    seg: SegmentedInput, nli: Any, *, llm: Any | None = None, extractor: str = "llm",
    window: int = 2, threshold: float = 0.5, vecs: Any = None, per_chunk: int | None = 2,
) -> list[MetricResult]:
    """All claim-level metrics of one memo (see the module docstring).

    With ``vecs`` (the evaluation's :class:`TextVectors`) only the ``per_chunk`` most similar
    windows of each chunk are scored for each claim; ``details["pairs_scored"]`` says how many.
    """
    if not seg.answer_sentences:
        return [MetricResult.invalid_result(n, "empty answer: no claims") for n in CLAIM_METRICS]
    windows = premise_windows(seg, window)
    if not windows:
        return [MetricResult.invalid_result(n, "empty context: nothing to check claims against") for n in CLAIM_METRICS]
    answer = extract_claims(seg.answer, llm, extractor)
    reference = extract_claims(seg.reference, llm, extractor) if seg.reference and seg.reference.strip() else None
    n_chunks = len(seg.contexts)
    chunk_of = np.array([c for _, c in windows])
    try:
        # every (window, claim) pair once: answer claims and reference claims vs the context
        hyps = answer.claims + (reference.claims if reference else [])
        mask = _selected(seg, vecs, hyps, windows, window, per_chunk)
        rows, cols_ = np.nonzero(mask)
        probs = np.zeros(mask.shape)
        probs[rows, cols_] = _entailment(nli, [(windows[j][0], hyps[i]) for i, j in zip(rows, cols_, strict=True)])
        # chunk-level entailment: max over that chunk's windows
        by_chunk = np.zeros((len(hyps), n_chunks))
        for c in range(n_chunks):
            cols = chunk_of == c
            by_chunk[:, c] = probs[:, cols].max(axis=1) if cols.any() else 0.0
        ref_entails_answer = ans_entails_ref = None
        if reference:
            ref_text, ans_text = " ".join(reference.claims), " ".join(answer.claims)
            pair_probs = _entailment(nli, [(ref_text, c) for c in answer.claims] + [(ans_text, c) for c in reference.claims])
            ref_entails_answer = pair_probs[: len(answer.claims)]
            ans_entails_ref = pair_probs[len(answer.claims):]
    except Exception as exc:  # noqa: BLE001 -- model failure: explicit invalid results
        return [MetricResult.invalid_result(n, f"NLI model failed: {type(exc).__name__}: {exc}") for n in CLAIM_METRICS]

    k = len(answer.claims)
    ans_by_chunk = by_chunk[:k]
    supported = ans_by_chunk.max(axis=1) >= threshold
    common = {"claims_source": answer.source, "claims": len(answer.claims), "threshold": threshold,
              "pairs_scored": int(mask.sum()), "pairs_exhaustive": int(mask.size)}
    per_claim = [
        {"claim": c, "support": round(float(ans_by_chunk[i].max()), 4), "supported": bool(supported[i]),
         "best_chunk": int(ans_by_chunk[i].argmax())}
        for i, c in enumerate(answer.claims)
    ]
    results = [MetricResult(name="faithfulness", value=float(supported.mean()),
                            details={**common, "per_claim": per_claim, "raw_llm_output": answer.raw})]
    if reference is None:
        unsupported = ~supported
        results.append(MetricResult(name="hallucination", value=float(unsupported.mean()), details={
            **common, "unsupported": [c for c, s in zip(answer.claims, unsupported, strict=True) if s]}))
        na = "not applicable: needs a reference answer"
        results += [MetricResult(name=n, value=None, reason=na, details={"applicable": False})
                    for n in CLAIM_METRICS[2:]]
        return results

    assert ref_entails_answer is not None and ans_entails_ref is not None
    correct = ref_entails_answer >= threshold
    ref_by_chunk = by_chunk[k:]
    relevant_chunk = (ref_by_chunk >= threshold).any(axis=0) if len(reference.claims) else np.zeros(n_chunks, bool)
    hallucinated = ~correct & ~supported
    incorrect = ~correct
    rel_cols, irr_cols = relevant_chunk, ~relevant_chunk
    by_rel = (ans_by_chunk[:, rel_cols] >= threshold).any(axis=1) if rel_cols.any() else np.zeros(k, bool)
    by_irr = (ans_by_chunk[:, irr_cols] >= threshold).any(axis=1) if irr_cols.any() else np.zeros(k, bool)
    ref_common = {**common, "reference_claims": len(reference.claims), "reference_claims_source": reference.source,
                  "relevant_chunks": [int(i) for i in np.flatnonzero(relevant_chunk)]}
    results += [
        MetricResult(name="hallucination", value=float(hallucinated.mean()), details={
            **ref_common, "hallucinated": [c for c, h in zip(answer.claims, hallucinated, strict=True) if h]}),
        MetricResult(name="context_precision", value=float(relevant_chunk.mean()), details=ref_common),
        MetricResult(name="noise_sensitivity_relevant", value=float((incorrect & by_rel).mean()), details=ref_common),
        MetricResult(name="noise_sensitivity_irrelevant", value=float((incorrect & by_irr).mean()), details=ref_common),
        MetricResult(name="statement_relevancy", value=float(correct.mean()), details={
            **ref_common, "claim_recall": round(float((ans_entails_ref >= threshold).mean()), 4)
            if len(reference.claims) else None,
            "irrelevant_statements": [c for c, ok in zip(answer.claims, correct, strict=True) if not ok]}),
    ]
    return results
