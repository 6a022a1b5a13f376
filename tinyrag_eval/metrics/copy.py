"""``copy_support``: how much of each memo sentence one context sentence carries, with its figures.

A memo sentence that restates a sentence of the context -- nearly the same words and every one of
its figures -- is supported, whatever a small NLI model says about it (an extractive memo must
pass). Per memo sentence: the largest share of its words found in one context sentence that
also holds all of its figures (0 when no context sentence holds them all); a negation the context
sentence lacks counts against it. ``value``: the mean over the memo's sentences; ``details``:
``min``, ``threshold`` and ``per_sentence`` (sentence, alignment, the context sentence and its
passage). Word sets, no model: written by hand because what it checks -- the words *and* the
figures of one source sentence -- is not what a fuzzy-matching library scores.
"""

from __future__ import annotations

import re

from ..schema import MetricResult

METRIC_NAME = "copy_support"
THRESHOLD = 0.9
"""Share of a sentence's words one context sentence must carry (with all its figures) to support it."""

_WORD = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_NEGATION = frozenset({"not", "no", "never", "nor", "without", "neither", "none", "cannot"})


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower().replace(",", "")))


def _figures(text: str) -> set[str]:
    out = set()
    for m in _FIGURE.findall(text):
        v = m.replace(",", "")
        out.add(v.rstrip("0").rstrip(".") if "." in v else v)
    return out


def _aligned(words: set[str], figures: set[str], src_words: set[str], src_figures: set[str]) -> float:
    if not words or not figures <= src_figures or (words & _NEGATION) - src_words:
        return 0.0
    return len(words & src_words) / len(words)


def alignment(sentence: str, source: str) -> float:
    """Share of ``sentence``'s words in ``source``; 0 when ``source`` lacks one of its figures or
    one of its negations."""
    return _aligned(_words(sentence), _figures(sentence), _words(source), _figures(source))


def copy_support(answer_sentences: list[str], context_sentences: list[tuple[int, str]],
                 threshold: float = THRESHOLD) -> MetricResult:
    """The metric on split texts: ``context_sentences`` as (passage index, sentence)."""
    if not answer_sentences:
        return MetricResult.invalid_result(METRIC_NAME, "empty answer: nothing to align")
    if not context_sentences:
        return MetricResult.invalid_result(METRIC_NAME, "empty context: nothing to align with")
    per = []
    sources = [(passage, c, _words(c), _figures(c)) for passage, c in context_sentences]  # tokenized once
    for s in answer_sentences:
        words, figures = _words(s), _figures(s)
        best, where = 0.0, None
        for passage, c, src_words, src_figures in sources:
            if not figures <= src_figures:  # cheap rejection first: a figure the source lacks
                continue
            a = _aligned(words, figures, src_words, src_figures)
            if a > best:
                best, where = a, (passage, c)
        per.append({"sentence": s, "alignment": round(best, 4), "supported": best >= threshold,
                    "context": where[0] if where else None, "source": where[1] if where else ""})
    values = [p["alignment"] for p in per]
    return MetricResult(name=METRIC_NAME, value=sum(values) / len(values), details={
        "min": min(values), "threshold": threshold, "supported": sum(p["supported"] for p in per),
        "per_sentence": per})
