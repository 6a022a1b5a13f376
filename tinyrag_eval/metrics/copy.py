"""``copy_support``: how much of each memo sentence one context sentence carries, with its figures,
and whether the sentence states anything checkable at all.

A memo sentence that restates a sentence of the context -- every one of its content words and
every one of its figures -- is supported, whatever a small NLI model says about it (an
extractive memo must pass). Per memo sentence: the largest share of its content words (function
words aside) found in one context sentence that also holds all of its figures (0 when no context
sentence holds them all); a negation the context sentence lacks counts against it. A sentence is
*supported* only when that share is 1, its content words come in the source's order (left out,
never swapped) with no negation of the copied stretch dropped, and it has at least
``MIN_CLAIM_WORDS`` content words: one changed or swapped word ("learns sounds" for "learns
words", "a correct input for every output") is exactly the edit that makes a near-copy false
(on the 3,194 SummEdits dev summaries, 71 memos passed the former rule -- a 0.9 share of all
words -- and people accepted 31 % of them: ``benchmarks/copy_precision.py``).

A sentence *states no claim* when it has no figure but years and either fewer than
``MIN_CLAIM_WORDS`` content words (a fragment: "The report") or it describes the document
instead of its subject ("The document contains a detailed report on ...", "The context does not
provide ..."). A short answer with a figure ("$8.70") states one. A memo is vacuous when none of
its sentences states a claim and one of them describes the document (fragments alone -- "Yes",
"Customer deposits" -- answer a question and are left to the calibrator; ``Findings.grounded_evidence``).

A *new name* is a capitalized word that is not a clause's first word (nor in a Markdown heading)
and appears nowhere in the context in any case ("Sarah" in a summary of a call between Tom and Mia): the entity-level
hallucination that source-precision of named entities measures (Nan et al. 2021, "Entity-level
factual consistency of abstractive text summarization"). Capitalization stands in for a named-entity
tagger, which would need a model download; a word the context writes in lower case ("Revenue")
is not new. It is evidence, not a verdict: of the labelled dev memos with one, people failed 83 %
on SummEdits, 88 % on WiCE and 83 % on FinanceBench (66 %, 67 % and 64 % of all;
``benchmarks/grounded_features.py`` -> ``results/grounded_features.json``, ``new_names``), and on
15 of the 15 human-labelled factual sets that have any it marks claims that fail more often than
the set's average (``benchmarks/new_names.py``); so it is a calibrator feature (``calibration.features``) and a hint on the sentence, and fails nothing
by itself.

A *new date* is a day with its month ("12 March 2028", "March 12") or a clock time ("9:30",
"7 pm") that the context never states: the maturity, payment or meeting date a memo gets wrong
while every word and year around it is right. The context states a day when the number stands
within a few words of its month (ranges name the month once: "21 to 28 January"), and a whole
hour also as a bare number ("Let's make it 7"). Also a hint, never a flag: on the 16 human-labelled
factual sets the claims with one fail 91 % of the time (``benchmarks/new_names.py``), below the 95 %
a flag needs; and not a calibrator feature: too rare in the calibrators' dev rows to weigh
(leave-one-source-out AUC moved by at most 0.004, ``docs/benchmarks.md``).

``value``: the mean share over the memo's sentences; ``details``: ``min``, ``threshold``,
``supported``, ``claims``, ``new_names`` and ``new_dates`` (how many, summed over sentences) and
``per_sentence`` (sentence, alignment, supported, claim, why not a claim, new names, new dates,
the context sentence and its passage). Word sets and one pattern, no model: written by hand
because what it checks -- the words *and* the figures of one source sentence -- is not what a
fuzzy-matching library scores.
"""

from __future__ import annotations

import re

from ..schema import DESCRIBES_DOCUMENT, MetricResult
from .numeric.extract import MONTH

METRIC_NAME = "copy_support"
THRESHOLD = 1.0
"""Share of a sentence's content words one context sentence must carry (with all its figures)."""
MIN_CLAIM_WORDS = 3
"""Content words a sentence needs to state something checkable (fewer: a fragment or a heading)."""

_WORD = re.compile(r"[a-z]+|\d+(?:\.\d+)?")
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_YEAR = re.compile(r"(?:19|20)\d\d")
_NAME_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9'&-]*")
_NEGATION = frozenset({"not", "no", "never", "nor", "without", "neither", "none", "cannot"})
_FUNCTION = frozenset("""
a an the of in on at to for from by with as into onto over under about than then that this these
those it its it's they them their there here he she his her we our us you your i me my and or but
so if while whereas because since also too very just only such both either each any some all
is are was were be been being am has have had having do does did will would shall should can
could may might must which who whom whose what when where why how s t
""".split())  # noqa: SIM905 -- a word list reads better as text
# A sentence about the text rather than its subject: "The document contains a detailed report on
# ...", "This report provides an overview of ...", "The context does not provide ...", "The document
# fails to address ..." (the bundled SmolLM2's way of saying it found nothing). Narrow on
# purpose: a summary that says what an article discusses *and how* ("The article discusses X by
# showing that Y") states its content, and people accept it (SummEdits dev).
_DESCRIBES_DOCUMENT = re.compile(
    r"^\W*(?:the|this|that|these|those|its?)\s+(?:\w+\s+){0,2}?"
    r"(?:document|report|text|context|passage|excerpt|filing|article|section|information|source|page|memo)s?\s+"
    r"(?:(?:(?:does|do|did)\s+not|fail(?:s|ed)?\s+to)\s+(?:provide|contain|include|mention|give|say|state|specify"
    r"|offer|address|discuss|cover|explain|disclose)\b"
    r"|(?:contains?|provides?|includes?|offers?|gives?|presents?)\s+(?:a\s+|an\s+|some\s+)?"
    r"(?:\w+\s+){0,2}?(?:report|overview|information|details|summary|description|discussion|analysis|"
    r"data|insights?)\s+(?:on|of|about|regarding|into|for)\b)", re.IGNORECASE)


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower().replace(",", "")))


def _content(words: set[str]) -> set[str]:
    return words - _FUNCTION


def _figures(text: str) -> set[str]:
    out = set()
    for m in _FIGURE.findall(text):
        v = m.replace(",", "")
        out.add(v.rstrip("0").rstrip(".") if "." in v else v)
    return out


FRAGMENT = "a fragment"


def no_claim_reason(sentence: str) -> str:
    """Why ``sentence`` states nothing checkable ('' when it states something): a fragment, or a
    description of the document with no figure but years (the reason starts with ``FRAGMENT`` or
    is ``DESCRIBES_DOCUMENT``)."""
    content = _content(_words(sentence))
    only_years = all(_YEAR.fullmatch(f) for f in _figures(sentence))  # a figure but a year is checkable
    if len(content) < MIN_CLAIM_WORDS and only_years:
        return f"{FRAGMENT} ({len(content)} content word{'s' if len(content) != 1 else ''})"
    if only_years and _DESCRIBES_DOCUMENT.search(sentence):
        return DESCRIBES_DOCUMENT
    return ""


def _name_tokens(text: str) -> list[str]:
    return [t.removesuffix("'s").rstrip("'-") for t in _NAME_TOKEN.findall(text.replace("\u2019", "'"))]


def context_vocabulary(context_sentences: list[str]) -> set[str]:
    """Every word of the context, lower-cased (what :func:`new_names` looks names up in)."""
    return {t.lower() for c in context_sentences for t in _name_tokens(c)}


_CLAUSE_START = re.compile(r"(?:[:;(\[\"\u201c\u2022*\u2013\u2014]|\s-)\W*$")
"""What may come between a clause's first word and the word before it: a colon, a bracket, a
quote, a bullet or a dash (a capitalized word there is capitalized as a clause start, not as a
name)."""


def new_names(sentence: str, vocabulary: set[str]) -> list[str]:
    """Capitalized words of ``sentence`` that ``vocabulary`` (:func:`context_vocabulary`) lacks
    in any case, each once, in order. Not names: a clause's first word (the sentence's, a line's,
    or one after a colon, bracket, quote, bullet or dash: "**Liquidity**: Adequate"), function
    words, every word of a Markdown heading line ("## Key Risks"), a word with a digit (a period
    or a figure: "FY2025", "Q2", which the figure checks read) and words under three letters
    (units and abbreviations: "FY", "Bn", "M")."""
    out: list[str] = []
    text = sentence.replace("\u2019", "'")
    for line in text.split("\n"):
        if line.lstrip().startswith("#"):
            continue
        end = 0
        for m in _NAME_TOKEN.finditer(line):
            t, gap = m.group().removesuffix("'s").rstrip("'-"), line[end:m.start()]
            first = end == 0 or _CLAUSE_START.search(gap) is not None
            end = m.end()
            low = t.lower()
            known = low in vocabulary or all(part in vocabulary for part in low.split("-") if part)
            if (not first and t[:1].isupper() and len(t) >= 3 and not any(ch.isdigit() for ch in t)
                    and low not in _FUNCTION and not known and t not in out):
                out.append(t)
    return out


_MONTHS = {m: i for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july", "august",
                                        "september", "october", "november", "december"), 1)}
_MONTHS |= {m[:3]: i for m, i in list(_MONTHS.items())} | {"sept": 9}
# a day with its month, either order ("15 March 2028", "March 15, 2028", "15th of March"); the
# month must be capitalized (checked in _dates), so the verb "may" is no month
_DAY_MONTH = re.compile(rf"(?<![\d.,])\b(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m1>{MONTH})\b\.?(?:,?\s+(?P<y1>(?:19|20)\d\d)\b)?"
                        rf"|\b(?P<m2>{MONTH})\b\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b(?![.,]\d|\s*%)(?:,?\s+(?P<y2>(?:19|20)\d\d)\b)?",
                        re.IGNORECASE)
# a clock time: "9:30", "09:30 pm", "10.30am", "4 pm"
_CLOCK = re.compile(r"\b(?P<h>\d{1,2}):(?P<m>\d{2})(?:\s*(?P<ap>[ap]\.?m\b\.?))?(?![\d:])"
                    r"|\b(?P<h2>\d{1,2})(?:\.(?P<m2>\d{2}))?\s*(?P<ap2>[ap]\.?m\b\.?)", re.IGNORECASE)
_NEAR = 6
"""Words between a month and a day for the context to state that day: ranges ("21 to 28 January",
"September 23-25, 2011") name the month once."""


def _dates(text: str) -> list[tuple[str, tuple[int, int]]]:
    """(surface, (day, month)) of each day-and-month date in ``text``."""
    out = []
    for m in _DAY_MONTH.finditer(text):
        day, name = int(m.group("d1") or m.group("d2")), m.group("m1") or m.group("m2")
        month = _MONTHS[name.lower()[:3]]
        if 1 <= day <= 31 and name[0].isupper():
            out.append((m.group().rstrip(".,"), (day, month)))
    return out


def _times(text: str) -> list[tuple[str, tuple[int, int]]]:
    """(surface, (hour on the 12-hour clock, minute)) of each clock time in ``text`` (am/pm is
    often left out on one side: "the 9:30 call" for "9.30am")."""
    out = []
    for m in _CLOCK.finditer(text):
        h, mi = (int(m.group("h")), int(m.group("m"))) if m.group("h") else (int(m.group("h2")), int(m.group("m2") or 0))
        if h <= 23 and mi <= 59:
            out.append((m.group().strip().rstrip(".,"), (h % 12, mi)))
    return out


def context_days_and_times(context_sentences: list[str]) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """What :func:`new_dates` looks dates and times up in: every (day, month) the context states
    -- a number from 1 to 31 within ``_NEAR`` words of a month, so a range states each of its days
    -- and every clock time (a whole hour also as a bare number up to 24)."""
    days: set[tuple[int, int]] = set()
    times: set[tuple[int, int]] = set()
    for c in context_sentences:
        words = c.split()
        for i, w in enumerate(words):
            month = _MONTHS.get(w.strip(".,;:()").lower())
            if month is None or not w[:1].isupper():
                continue
            for near in words[max(0, i - _NEAR):i + _NEAR + 1]:
                days.update((int(d), month) for d in re.findall(r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?(?!\d)", near)
                            if 1 <= int(d) <= 31)
        times.update(t for _, t in _times(c))
        # a whole hour may be said as a bare number ("Let's make it 7." for "7 pm")
        times.update((int(n) % 12, 0) for n in re.findall(r"(?<![\d.,:])(\d{1,2})(?![\d:]|[.,]\d)", c) if int(n) <= 24)
    return days, times


def new_dates(sentence: str, days: set[tuple[int, int]], times: set[tuple[int, int]]) -> list[str]:
    """Dates (a day with its month) and clock times of ``sentence`` that the context
    (:func:`context_days_and_times`) never states, each once, in order: "12 March 2028" where the
    context says 15 March, "7:55" where it says 6:55. Years, quarters and fiscal periods are the
    figure checks' (``numeric_consistency``); numeric dates ("15/03/2028") are left alone (day or
    month first is ambiguous)."""
    out = [t for t, key in _dates(sentence) if key not in days]
    out += [t for t, key in _times(sentence) if key not in times]
    return list(dict.fromkeys(out))


def _aligned(words: set[str], figures: set[str], src_words: set[str], src_figures: set[str]) -> float:
    content = _content(words)
    if not content or not figures <= src_figures or (words & _NEGATION) - src_words:
        return 0.0
    return len(content & src_words) / len(content)


def _in_order(sentence: str, source: str) -> bool:
    """``sentence``'s content words appear in ``source`` in the same order (a subsequence: words
    may be left out, not swapped -- "a correct input for every output" is not "a correct output
    for every input"), and no negation lies inside the copied stretch of ``source`` that the
    sentence drops ("with" for "without")."""
    mine = [w for w in _WORD.findall(sentence.lower().replace(",", "")) if w not in _FUNCTION]
    src = _WORD.findall(source.lower().replace(",", ""))
    at, first = 0, None
    for w in mine:
        while at < len(src) and src[at] != w:
            at += 1
        if at == len(src):
            return False
        first = at if first is None else first
        at += 1
    stretch = set(src[first:at]) if first is not None else set()
    return not (stretch & _NEGATION) - set(_WORD.findall(sentence.lower()))


def alignment(sentence: str, source: str) -> float:
    """Share of ``sentence``'s content words in ``source``; 0 when ``source`` lacks one of its
    figures or one of its negations."""
    return _aligned(_words(sentence), _figures(sentence), _words(source), _figures(source))


def copy_support(answer_sentences: list[str], context_sentences: list[tuple[int, str]],
                 threshold: float = THRESHOLD, query: str = "") -> MetricResult:
    """The metric on split texts: ``context_sentences`` as (passage index, sentence); the words of
    ``query`` (the question the memo answers) are no new names either."""
    if not answer_sentences:
        return MetricResult.invalid_result(METRIC_NAME, "empty answer: nothing to align")
    if not context_sentences:
        return MetricResult.invalid_result(METRIC_NAME, "empty context: nothing to align with")
    per = []
    sources = [(passage, c, _words(c), _figures(c)) for passage, c in context_sentences]  # tokenized once
    if not isinstance(query, str):
        raise TypeError(f"query must be a str, not {type(query).__name__}")
    vocabulary = context_vocabulary([c for _, c in context_sentences] + [query])  # a name the user asked about is given
    days, times = context_days_and_times([c for _, c in context_sentences] + [query])
    for s in answer_sentences:
        words, figures = _words(s), _figures(s)
        best, where = 0.0, None
        for passage, c, src_words, src_figures in sources:
            if not figures <= src_figures:  # cheap rejection first: a figure the source lacks
                continue
            a = _aligned(words, figures, src_words, src_figures)
            if a > best:
                best, where = a, (passage, c)
        why = no_claim_reason(s)
        per.append({"sentence": s, "alignment": round(best, 4),
                    "supported": (best >= threshold and len(_content(words)) >= MIN_CLAIM_WORDS
                                  and where is not None and _in_order(s, where[1])),
                    "claim": not why, "no_claim": why, "new_names": new_names(s, vocabulary),
                    "new_dates": new_dates(s, days, times),
                    "context": where[0] if where else None, "source": where[1] if where else ""})
    values = [p["alignment"] for p in per]
    return MetricResult(name=METRIC_NAME, value=sum(values) / len(values), details={
        "min": min(values), "threshold": threshold, "supported": sum(p["supported"] for p in per),
        "claims": sum(p["claim"] for p in per),
        "new_names": sum(len(p["new_names"]) for p in per), "new_dates": sum(len(p["new_dates"]) for p in per),
        "per_sentence": per})
