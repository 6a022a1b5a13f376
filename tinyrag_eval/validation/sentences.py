"""Sentence tools shared by test generation and robustness: a chunk's key sentence, its figures
(amounts, not years or names), a figure scaled to make a false claim, a sentence clipped for a
question, a sentence's most specific terms (corpus IDF), out-of-scope terms, and one LLM call."""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from ..metrics.numeric import extract_quantities


@cache
def testgen_terms() -> dict[str, Any]:
    """The package's term lists (``data/validation/testgen_terms.json``): ``out_of_scope_terms``
    (financial terms for out-of-scope questions) and ``unrelated`` (everyday questions)."""
    path = resources.files("tinyrag_eval.data") / "validation" / "testgen_terms.json"
    return json.loads(path.read_text(encoding="utf-8"))


def absent_terms(texts: Sequence[str]) -> list[str]:
    """Out-of-scope terms (data file) that no chunk discusses: no single chunk contains all of the
    term's words of 4+ letters (as word prefixes, so plurals count)."""
    lowered = [t.lower() for t in texts]
    out = []
    for term in testgen_terms()["out_of_scope_terms"]:
        words = re.findall(r"[a-z]{4,}", term.lower())
        pats = [re.compile(rf"\b{re.escape(w[: max(4, len(w) - 3)])}") for w in words]  # crude stem
        if not any(all(p.search(t) for p in pats) for t in lowered):
            out.append(term)
    return out


NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
"""A run of digits as written (thousands commas, decimals); :func:`figures` keeps the amounts."""


_NOT_AN_AMOUNT = re.compile(r"\d+[A-Za-z]|(?:19|20)\d\d")  # "3M Company"; a year read as "- 2018"


def figures(sentence: str) -> list[re.Match]:
    """Figures of a sentence that are amounts, as the match of their digits: the quantities of
    :func:`~tinyrag_eval.metrics.numeric.extract_quantities` other than years and periods (so
    not dates, days of a month, reference numbers such as "Note 16", or names such as "Q2"), nor
    a name such as "3M" or a year that the extractor read as a plain number."""
    out = []
    for q in extract_quantities(sentence):
        if q.kind in ("year", "period"):
            continue
        m = NUMBER.search(sentence, q.start, q.end)
        if m is None or (q.currency is None and not q.unit and _NOT_AN_AMOUNT.fullmatch(q.text.lstrip("- "))):
            continue
        out.append(m)
    return out


def first_figure(sentence: str) -> re.Match | None:
    """The first of :func:`figures`, or None."""
    found = figures(sentence)
    return found[0] if found else None


def key_sentence(text: str, *, need_number: bool = False) -> str:
    """The chunk's most fact-like sentence: figures and words count, very short or very long
    sentences are penalised; ties go to the earlier sentence. ``need_number`` prefers sentences
    with a figure (when the chunk has one)."""
    from ..metrics.text import split_sentences

    best, best_score = "", -math.inf
    for s in split_sentences(text):
        words = re.findall(r"[^\W\d_]{2,}", s)
        if len(words) < 4:
            continue
        n_figures = len(figures(s))
        score = 2.0 * min(n_figures, 3) + min(len(words), 25) / 5 - max(0, len(words) - 45) / 5
        score += 100.0 if need_number and n_figures else 0.0
        if score > best_score:
            best, best_score = s, score
    if not best:
        best = " ".join(text.split()[:40])
    return " ".join(best.split())[:400]


_TERM = re.compile(r"[A-Za-z][A-Za-z\-]{3,}")


@dataclass(frozen=True)
class TermWeights:
    """Inverse document frequency of a corpus' words (4+ letters, lower case), used to pick a
    sentence's most specific terms. Build it once per corpus with :meth:`from_texts` and pass it
    along; the empty default weighs every word 1 (then the longest words win)."""

    idf: Mapping[str, float] = field(default_factory=dict)

    @classmethod
    def from_texts(cls, texts: Sequence[str]) -> TermWeights:
        df: Counter[str] = Counter()
        for t in texts:
            df.update({w.lower() for w in _TERM.findall(t)})
        # a word in one chunk only is often a PDF fragment ("independ", "Consum"): weight 0
        return cls({w: math.log((1 + len(texts)) / (1 + c)) + 1 if c >= 2 or len(texts) < 3 else 0.0
                    for w, c in df.items()})

    def key_terms(self, sentence: str, n: int = 4) -> list[str]:
        """The ``n`` most specific words of a sentence (highest IDF, then longest), in order."""
        from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

        words = [w for w in _TERM.findall(sentence) if w.lower() not in ENGLISH_STOP_WORDS]
        seen: list[str] = []
        for w in sorted(words, key=lambda w: (-self.idf.get(w.lower(), 1.0), -len(w), words.index(w))):
            if w.lower() not in {s.lower() for s in seen}:
                seen.append(w)
        return sorted(seen[:n], key=words.index)


def perturb_figure(sentence: str, factor: float) -> tuple[str, str, str] | None:
    """(sentence with its first figure scaled by ``factor``, original figure, new figure)."""
    m = first_figure(sentence)
    if not m:
        return None
    figure = m.group(0).rstrip(".,")
    try:
        value = float(figure.replace(",", ""))
    except ValueError:
        return None
    decimals = len(figure.split(".")[1]) if "." in figure else 0
    new = f"{value * factor:,.{decimals}f}" if "," in figure else f"{value * factor:.{decimals}f}"
    if new == figure:
        return None
    return sentence[: m.start()] + new + sentence[m.start() + len(figure):], figure, new


def clip(sentence: str, words: int = 40) -> str:
    """The first ``words`` words of ``sentence`` without its final period ("..." when cut)."""
    parts = sentence.rstrip(".").split()
    return " ".join(parts[:words]) + (" ..." if len(parts) > words else "")


def call_llm(llm: Any, prompt: str) -> str:
    """The LLM's completion of ``prompt`` (short: 160 new tokens where the backend takes
    ``max_new_tokens``, e.g. the local model; others keep their own length)."""
    from ..llm.backends import backend_of

    kwargs = {"max_new_tokens": 160} if backend_of(llm).max_tokens_param == "max_new_tokens" else {}
    return llm.complete(prompt, **kwargs).text or ""
