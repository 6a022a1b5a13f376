"""Sentence segmentation for financial text, and the segmented inputs every memo metric shares.

Sentences come from pysbd (rule-based Golden-Rules segmenter: keeps "U.S.", "Inc.", "$1.5 billion",
"No. 3", decimals and initials intact). Around it, only what pysbd does not know about layout:

* blank lines separate blocks; inside a block, wrapped lines are joined back into one paragraph;
* a bullet line ("-", "*", "•") is its own unit, without its marker; so is an enumerated line
  ("1.", "(a)", "(iv)") when the line before it ended a sentence or a colon;
* a table row (cells separated by "|", tabs, or runs of 3+ spaces) is one unit, never split;
* a block without letters (a figure or "$" on its own, as PDF tables often come out) continues
  the block before it.

Segments are returned stripped; the original characters are kept otherwise (pysbd with
``clean=False``), so joining the segments gives back every word of the input.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from functools import lru_cache

_SYMBOL_BULLET = re.compile(r"^\s*[-*•▪◦‣●■–]\s+(?=\S)")
_ENUMERATOR = re.compile(r"^\s*(?:\(?[0-9]{1,2}[.)]|\(?[a-zA-Z][.)]|\([ivxIVX]{1,4}\))\s+(?=\S)")
_ENDS_ITEM = re.compile(r"[.:;!?]\W*$")
_TABLE_SEP = re.compile(r"\||\t| {3,}")
_SPACES = re.compile(r"[ \u00a0\u2000-\u200b\u202f\u205f\u3000]+")
_LETTER = re.compile(r"[^\W\d_]")
_HAS_WORD = re.compile(r"[^\W_]", re.UNICODE)  # a segment needs a letter or digit to count
_LIKELY_END = re.compile(r"[.!?][\"')\]]?\s+(?=[A-Z0-9\"(])")
PIECE = 3000  # pysbd is quadratic in the length of one call: feed it pieces of about this size
MAX_SENTENCE = 4 * PIECE
"""A run this long without a likely sentence end is cut at a space (a 360 kB question of one
"sentence" took pysbd 3.5 minutes)."""
_SPACE = re.compile(r"\s+")


_local = threading.local()


def _segmenter():
    """One pysbd segmenter per thread: a Segmenter keeps the text it is splitting on itself, so a
    shared one, used from two threads (the memo metrics and the safety gate run concurrently),
    returns the other thread's sentences or none."""
    seg = getattr(_local, "segmenter", None)
    if seg is None:
        import pysbd

        seg = _local.segmenter = pysbd.Segmenter(language="en", clean=False, char_span=False)
    return seg


def _is_table_row(line: str) -> bool:
    cells = [c for c in _TABLE_SEP.split(line.strip().strip("|")) if c.strip()]
    return len(cells) >= 2 and ("|" in line or "\t" in line or any(ch.isdigit() for ch in line))


def _units(text: str) -> list[tuple[str, bool]]:
    """(unit, segment_it) pairs: paragraphs and bullets are segmented, table rows are kept whole."""
    units: list[tuple[str, bool]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            units.append((" ".join(para), True))
            para.clear()

    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = _SPACES.sub(" ", raw.replace("\u00a0", " ")).strip() if not _TABLE_SEP.search(raw) else raw.strip()
        if not line:
            flush()
            continue
        if _is_table_row(line):
            flush()
            units.append((" ".join(line.split()), False))
        elif _SYMBOL_BULLET.match(line):
            flush()
            para.append(_SYMBOL_BULLET.sub("", line, count=1))
        elif _ENUMERATOR.match(line) and (not para or _ENDS_ITEM.search(para[-1])):
            # "1." / "(a)" start a list item only after a finished line: in hard-wrapped PDF text
            # "(a) 3.625% Notes" at a line start is usually the middle of a sentence
            flush()
            para.append(_ENUMERATOR.sub("", line, count=1))
        elif not _LETTER.search(line):
            para.append(line)  # a figure cell ends its table row
            flush()
        else:
            para.append(line)
    flush()
    # PDF tables often come out one cell per block ("Depreciation", "1,488", "1,544"): a block
    # without letters (a figure, a lone "$") continues the block before it, giving table rows
    merged: list[tuple[str, bool]] = []
    for unit, segment in units:
        if merged and not _LETTER.search(unit):
            merged[-1] = (merged[-1][0] + " " + unit, merged[-1][1])
        else:
            merged.append((unit, segment))
    return merged


def _pieces(unit: str) -> list[str]:
    """Cut a very long paragraph at the first likely sentence end after every PIECE characters.

    pysbd's cost grows with the square of its input (97 kB of prose: 9 s; 291 kB: 89 s), so long
    blocks go to it in pieces; a cut can only land on a ". X" boundary, which pysbd itself would
    almost always split too.
    """
    if len(unit) <= PIECE:
        return [unit]
    out, start = [], 0
    while len(unit) - start > PIECE:
        m = _LIKELY_END.search(unit, start + PIECE, start + MAX_SENTENCE)
        if m is None:  # no sentence end for MAX_SENTENCE characters: not prose; cut at a space
            m = _SPACE.search(unit, start + MAX_SENTENCE)
            if m is None:
                break
        out.append(unit[start : m.end()])
        start = m.end()
    out.append(unit[start:])
    return out


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` in order (empty list for empty or whitespace-only text)."""
    if not isinstance(text, str):
        raise TypeError(f"split_sentences needs a str, not {type(text).__name__}")
    return list(split_sentences_cached(text))


@lru_cache(maxsize=4096)  # a context evaluated again (same filing, regenerated memo) is split once
def split_sentences_cached(text: str) -> tuple[str, ...]:
    """The cached sentences behind :func:`split_sentences` (``cache_clear()`` for cold timings)."""
    out: list[str] = []
    for unit, segment in _units(text):
        parts = [s for piece in _pieces(unit) for s in _segmenter().segment(piece)] if segment else [unit]
        for part in parts:
            part = " ".join(part.split())
            if part and _HAS_WORD.search(part):
                out.append(part)
    return tuple(out)


@dataclass
class SegmentedInput:
    """One memo evaluation's texts, split once: query, context chunks, answer, optional reference.

    ``context_sentences[i]`` comes from chunk ``context_chunk[i]``.
    """

    query: str
    contexts: list[str]
    answer: str
    reference: str | None = None
    query_sentences: list[str] = field(default_factory=list)
    context_sentences: list[str] = field(default_factory=list)
    context_chunk: list[int] = field(default_factory=list)
    answer_sentences: list[str] = field(default_factory=list)
    reference_sentences: list[str] = field(default_factory=list)

    @classmethod
    def build(cls, query: str, contexts: list[str], answer: str, reference: str | None = None) -> SegmentedInput:
        seg = cls(query=query, contexts=list(contexts), answer=answer, reference=reference)
        seg.query_sentences = split_sentences(query) if query else []
        for i, ctx in enumerate(contexts):
            sents = split_sentences(ctx)
            seg.context_sentences += sents
            seg.context_chunk += [i] * len(sents)
        seg.answer_sentences = split_sentences(answer) if answer else []
        seg.reference_sentences = split_sentences(reference) if reference else []
        return seg
