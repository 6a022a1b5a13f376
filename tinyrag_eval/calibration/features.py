"""The machine scores each acceptability criterion's calibrator reads, from one memo's evaluation.

A criterion's features are named columns; each comes from a metric of the memo's
:class:`~tinyrag_eval.schema.Evaluation` (its ``value`` or a ``details`` key, ``SOURCES`` below)
or from the texts themselves (``key_term_coverage``, the reranker's query–memo score). The
feature names of the ``grounded`` criterion are those of ``benchmarks/memo_metrics.py`` (its
rows file is the shipped calibrator's training data), so a calibrator fitted there reads the same
numbers in the workflow.

``criterion_features(criterion, evaluation, query=..., memo=..., reranker_score=...)`` returns
``{feature: float | None}``; ``None`` means missing (the calibrator imputes it when it was fitted
with ``missing="impute"``, else it cannot score the memo).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from ..schema import Evaluation


@dataclass(frozen=True)
class Source:
    """``metric``'s ``field`` ("value", a ``details`` key, or ``max:per_sentence``)."""

    metric: str
    field: str = "value"


SOURCES: dict[str, Source] = {
    # groundedness (memo_metrics.py SIGNALS, same names)
    "similarity_mean": Source("groundedness_similarity"),
    "similarity_min": Source("groundedness_similarity", "min"),
    "nli_mean": Source("nli_groundedness"),
    "nli_min": Source("nli_groundedness", "min"),
    "sigma_D_mean": Source("nli_decision_boundary"),
    "sigma_D_min": Source("nli_decision_boundary", "min"),
    "nli_no_contradiction": Source("nli_groundedness", "no_contradiction"),
    "nli_support_mean": Source("nli_groundedness", "mean_support"),
    "nli_support_min": Source("nli_groundedness", "min_support"),
    # figures and near-copies (the evidence issue): metric values
    "fact_verification": Source("fact_verification"),
    "numeric_consistency": Source("numeric_consistency"),
    "copy_mean": Source("copy_support"),
    "copy_min": Source("copy_support", "min"),
    "new_names": Source("copy_support", "new_names"),
    "new_dates": Source("copy_support", "new_dates"),  # measured, not a default (metrics.copy)
    # relevance
    "answer_relevancy": Source("answer_relevancy"),
    "answer_relevancy_min": Source("answer_relevancy", "minimax"),
    "answer_relevancy_max": Source("answer_relevancy", "max:per_sentence"),
    "context_relevancy": Source("context_relevancy"),
}

NOT_APPLICABLE: dict[str, float] = {"fact_verification": 1.0, "numeric_consistency": 1.0}
"""A valid metric without a value (no figure to check) as a feature: nothing is unsupported."""

EVIDENCE_FEATURES = ("flagged_share", "copy_supported_share", "figures_supported_share", "figures_contradicted",
                     "figures_unsupported_share")
"""Features read from the evaluation's evidence record (``Evaluation.findings``): the share of
sentences flagged, the share a near-copy supports, and the figure checker's verdicts (shares of
its figures supported or derived / unsupported, and the count contradicted; a memo without
figures has shares 1 and 0)."""

TEXT_FEATURES = ("key_term_coverage", "reranker_score")
"""Features computed from the texts, not read from an evaluation."""

PROSE_FEATURES: tuple[str, ...] = ("similarity_mean", "similarity_min", "nli_mean", "nli_min", "sigma_D_mean",
                                   "sigma_D_min", "nli_no_contradiction", "nli_support_mean", "nli_support_min")
"""Embedding similarity and NLI: what version 1 of the shipped grounded calibrator was fitted on
(version 2 reads these and the figure and near-copy checks: ``SHIPPED_FEATURES``)."""
FIGURE_FEATURES: tuple[str, ...] = ("fact_verification", "numeric_consistency", "figures_supported_share",
                                    "figures_contradicted", "figures_unsupported_share")
"""The figure checkers: metric values and the evidence record's figure verdicts."""
COPY_FEATURES: tuple[str, ...] = ("copy_mean", "copy_min", "copy_supported_share", "flagged_share", "new_names")
"""Near-copy alignment, the evidence record's share of flagged sentences, and the capitalized words
the context lacks (``metrics.copy.new_names``)."""

SHIPPED_FEATURES: dict[str, tuple[str, ...]] = {
    # every checker but flagged_share (the evidence record's flags need the NLI's sentence verdicts,
    # which the shipped calibrator's SummEdits and WiCE rows were scored without)
    "grounded": PROSE_FEATURES + FIGURE_FEATURES + ("copy_mean", "copy_min", "copy_supported_share", "new_names"),
    "relevant": ("answer_relevancy", "answer_relevancy_min", "answer_relevancy_max", "context_relevancy",
                 "reranker_score", "key_term_coverage"),
}
"""What the shipped calibrators were fitted on (``benchmarks/criteria.py``; each calibrator also
records its own feature names, which is what the assessor reads)."""

CRITERION_FEATURES: dict[str, tuple[str, ...]] = {
    "grounded": PROSE_FEATURES + FIGURE_FEATURES + COPY_FEATURES,
    "relevant": SHIPPED_FEATURES["relevant"],
}
"""Default features of a calibrator fitted on a deployment's labels (``tinyrag calibrate
--from-store``, the deployment benchmark). The grounded criterion reads every checker: prose,
figures and near-copies. On TAT-QA claims, after 400 reviews at 10 % failing, certified automation
at epsilon 0.1 is 1.8 % with the prose features and 88.9 % with these
(``benchmarks/results/deployment_tatqa_prose.json`` vs ``deployment_tatqa_repair.json``, both
with free signs; 89.5 % with known directions, ``deployment_tatqa_repair_dir_known.json``).
A feature a memo lacks (no figure) is filled by the calibrator (``NOT_APPLICABLE`` or the
fit-split median with an indicator)."""

JUDGE_FEATURES: dict[str, tuple[str, ...]] = {"grounded": ("judge.hallucination",)}
"""A criterion's LLM-judge features (``Evaluation.scores``: the rubric judge's criterion scores,
1-5, 5 best), added to its ``CRITERION_FEATURES`` by ``tinyrag calibrate --from-store`` when the
judge scored at least ``calibration.judge_feature_min_share`` of the labelled memos
(``fit_criteria.judge_feature_names``). A memo the judge did not score is imputed with the fit
split's median and a missing indicator, one calibrator for all memos: in
``benchmarks/judge_features.py`` (a simulated judge on the shipped calibrator's rows) that gave a
higher AUC and a lower log loss over all memos than serving unjudged memos by a second calibrator
fitted without the judge, in all 8 configurations with memos missing, and an AUC lower by at most
0.014 on the unjudged memos alone."""


FEATURE_DIRECTIONS: dict[str, int] = {
    **{f: 1 for f in PROSE_FEATURES},  # similarity, entailment, support, no contradiction, sigma(D)
    "fact_verification": 1, "numeric_consistency": 1, "figures_supported_share": 1,
    "figures_contradicted": -1, "figures_unsupported_share": -1,
    "copy_mean": 1, "copy_min": 1, "copy_supported_share": 1, "flagged_share": -1,
    "new_names": -1, "new_dates": -1,
    **{f: 1 for f in SHIPPED_FEATURES["relevant"]},  # relevancy, reranker score, key-term coverage
}
"""Each known feature's direction: +1 when a higher value can only mean the memo is *more*
likely to pass its criterion (more support, more similarity, more figures supported), -1 when it
can only mean less (a contradicted figure, a flagged sentence). A calibrator fitted with
``directions="known"`` keeps these signs (``probability.SignedLogit``), so a fit on one kind of
memo cannot turn a checker's evidence upside down on another. LLM-judge scores
(``judge.<criterion>``, 1-5, 5 best) are +1; any other name (a team's own score, a missing-value
indicator) is free."""


def feature_direction(name: str) -> int:
    """:data:`FEATURE_DIRECTIONS`' direction of ``name``; +1 for an LLM judge's score
    (``judge.*``); 0 (free) for any other name."""
    if name in FEATURE_DIRECTIONS:
        return FEATURE_DIRECTIONS[name]
    return 1 if name.startswith("judge.") else 0


def judge_usable(evaluation: Evaluation | None, mode: str = "auto") -> bool:
    """Whether the evaluation's judge verdict may be read as a calibration feature
    (``calibration.judge_features``): with ``always`` any verdict; otherwise not the bundled
    SmolLM2-135M's (at chance on pairwise preference, ``benchmarks/results/judges.json``), whose
    scores then count as missing."""
    if evaluation is None or evaluation.judge is None:
        return False
    if mode == "always":
        return True
    from ..models import BUNDLED_LLM_NAME

    return BUNDLED_LLM_NAME not in (evaluation.judge.model or "")


METRICS_NEEDED: dict[str, tuple[str, ...]] = {
    c: tuple(dict.fromkeys(SOURCES[f].metric for f in fs if f in SOURCES)) for c, fs in CRITERION_FEATURES.items()}

# English function words plus words every financial question shares: not the topic
_STOP = frozenset((
    "a", "about", "above", "after", "again", "against", "all", "am", "an", "and", "any", "are",
    "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by",
    "can", "could", "did", "do", "does", "doing", "down", "during", "each", "few", "for", "from",
    "further", "had", "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how",
    "i", "if", "in", "into", "is", "it", "its", "itself", "just", "me", "more", "most", "my", "no",
    "nor", "not", "now", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "out",
    "over", "own", "same", "she", "should", "so", "some", "such", "than", "that", "the", "their",
    "them", "then", "there", "these", "they", "this", "those", "through", "to", "too", "under",
    "until", "up", "very", "was", "we", "were", "what", "when", "where", "which", "while", "who",
    "whom", "why", "will", "with", "would", "you", "your", "yours", "also", "give", "given",
    "based", "using", "use", "according", "respectively", "shown", "show", "answer", "question",
    "company", "company's", "companies", "value", "amount", "total", "per", "fy", "year", "years",
))
_TOKEN = re.compile(r"[a-z0-9][a-z0-9.%$&'-]*[a-z0-9%]|[a-z0-9]")


def _tokens(text: str) -> list[str]:
    text = text.lower().replace(",", "").replace("\u2019", "'")
    return [re.sub(r"'s$", "", t).strip(".'-") for t in _TOKEN.findall(text)]


def key_terms(query: str) -> list[str]:
    """The query's content terms: words of 3+ letters that are not function words, and figures."""
    out: list[str] = []
    for t in _tokens(query):
        if t and t not in _STOP and (len(t) >= 3 or any(ch.isdigit() for ch in t)) and t not in out:
            out.append(t)
    return out


def _stem(t: str) -> str:
    return t if any(ch.isdigit() for ch in t) else t[:5]


def key_term_coverage(query: str, memo: str) -> float | None:
    """Share of the query's key terms found in the memo (prefix match on 5 letters, exact for
    figures); None when the query has no key term."""
    terms = key_terms(query)
    if not terms:
        return None
    have = {_stem(t) for t in _tokens(memo)}
    return sum(_stem(t) in have for t in terms) / len(terms)


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))


def reranker_scores(pairs: list[tuple[str, str]], settings: Any = None, batch_size: int = 32) -> list[float]:
    """The project's reranker (shared, loaded once) on (query, memo) pairs, as probabilities."""
    import numpy as np

    from ..models import get_reranker, inference_lock

    if not pairs:
        return []
    model = get_reranker(settings)
    with inference_lock(model):
        raw = model.predict(pairs, batch_size=batch_size, show_progress_bar=False)
    arr = np.asarray(raw, dtype=np.float64).reshape(len(pairs), -1)[:, -1]
    # a cross-encoder with a sigmoid head already returns probabilities; logits otherwise
    if np.all((arr >= 0) & (arr <= 1)):
        return [float(x) for x in arr]
    return [sigmoid(float(x)) for x in arr]


def evaluation_feature(evaluation: Evaluation | None, name: str) -> float | None:
    """One ``SOURCES`` feature of an evaluation; None when absent, invalid or not finite."""
    src = SOURCES.get(name)
    if src is None:
        raise ValueError(f"unknown evaluation feature {name!r}; known: {sorted(SOURCES)}")
    if evaluation is None:
        return None
    m = evaluation.metrics.get(src.metric)
    if m is None or m.invalid:
        return None
    if src.field == "value":
        v: Any = m.value
    elif src.field.startswith("max:"):
        vals = m.details.get(src.field[4:]) or []
        v = max(vals) if vals else None
    else:
        v = m.details.get(src.field)
    if v is None and src.field == "value" and m.status == "not_applicable":
        v = NOT_APPLICABLE.get(name)
    if v is None or isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        return None
    return float(v)


def evidence_features(evaluation: Evaluation | None) -> dict[str, float | None]:
    """``EVIDENCE_FEATURES`` of an evaluation (None each when it has no evidence record)."""
    f = evaluation.findings if evaluation is not None else None
    if f is None or not f.sentences:
        return dict.fromkeys(EVIDENCE_FEATURES)
    n = len(f.sentences)
    figs = [x for s in f.sentences for x in s.figures if x.checker == "fact_verification"]
    return {
        "flagged_share": sum(s.flagged for s in f.sentences) / n,
        "copy_supported_share": sum(any(c.sufficient and c.verdict == "supported" for c in s.checks)
                                    for s in f.sentences) / n,
        "figures_supported_share": (sum(x.verdict in ("supported", "derived") for x in figs) / len(figs)) if figs
        else 1.0,
        "figures_contradicted": float(sum(x.verdict == "contradicted" for x in figs)),
        "figures_unsupported_share": (sum(x.verdict == "unsupported" for x in figs) / len(figs)) if figs else 0.0,
    }


def criterion_features(criterion: str, evaluation: Evaluation | None, *, query: str | None = None,
                       memo: str | None = None, reranker_score: float | None = None,
                       features: tuple[str, ...] | list[str] | None = None) -> dict[str, float | None]:
    """``{feature: value or None}`` for ``criterion`` (its ``CRITERION_FEATURES`` unless
    ``features`` is given). ``key_term_coverage`` needs ``query`` and ``memo``;
    ``reranker_score`` is passed in (the caller batches the reranker: ``reranker_scores``)."""
    names = tuple(features) if features is not None else CRITERION_FEATURES.get(criterion)
    if names is None:
        raise ValueError(f"no default features for criterion {criterion!r}; known: {sorted(CRITERION_FEATURES)}")
    out: dict[str, float | None] = {}
    evidence = evidence_features(evaluation) if set(names) & set(EVIDENCE_FEATURES) else {}
    for f in names:
        if f in evidence:
            out[f] = evidence[f]
        elif f == "key_term_coverage":
            out[f] = None if query is None or memo is None else key_term_coverage(query, memo)
        elif f == "reranker_score":
            out[f] = reranker_score
        else:
            out[f] = evaluation_feature(evaluation, f)
    return out
