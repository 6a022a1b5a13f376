"""Generator confidence tags (parsed next to the generator) and the deterministic over-confidence check.

The memo prompt (``prompts/memo_generation.j2``) asks the generator to tag key statements
``<CONFIDENCE: HIGH|MEDIUM|LOW>``. :func:`parse_confidence_tags` turns a tagged memo into
:class:`~tinyrag_eval.schema.MemoSentence` objects (``confidence`` set, tag removed from the
display text). A tag belongs to the sentence it ends (or, at the very start of the memo, to the
first sentence). Malformed tags (``<CONFIDENCE: VERY HIGH>``) are removed too and recorded in
``notes``; the sentence then has no confidence.

:func:`overconfidence` counts HIGH-tagged sentences that the NLI metric flags (no context entails
them) or that contain a figure the numeric metric could not support: the over-confidence rate is
over-confident HIGH sentences / HIGH sentences (not applicable without HIGH tags).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .schema import Confidence, Evaluation, MemoSentence, MetricResult

TAG = re.compile(r"<\s*confidence\s*[:=]?\s*([^>]*?)\s*>", re.IGNORECASE)
OVERCONFIDENCE = "overconfidence"


@dataclass
class TaggedMemo:
    text: str  # display text, tags removed
    sentences: list[MemoSentence]
    notes: list[str] = field(default_factory=list)

    @property
    def tagged_text(self) -> str:
        """The memo with canonical tags (what the judge's confidence-calibration criterion reads)."""
        return " ".join(s.text + (f" <CONFIDENCE: {s.confidence.value}>" if s.confidence else "")
                        for s in self.sentences)


def _clean(text: str) -> str:
    text = re.sub(r"[ \t]+([.,;:!?])", r"\1", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def parse_confidence_tags(text: str) -> TaggedMemo:
    """Sentences with their confidence; the display text without tags (module docstring)."""
    from .metrics.text import split_sentences

    if not isinstance(text, str):
        raise TypeError(f"memo text must be a str, not {type(text).__name__}")
    notes: list[str] = []
    marked = text
    levels: list[Confidence | None] = []

    def mark(m: re.Match[str]) -> str:
        level = m.group(1).strip().upper()
        try:
            levels.append(Confidence(level))
        except ValueError:
            levels.append(None)
            notes.append(f"unknown confidence level {m.group(1)!r} removed ({m.group(0)!r})")
        return f" \u2063{len(levels) - 1}\u2063 "  # invisible-separator marker, one per tag

    marked = TAG.sub(mark, text)
    sentences: list[MemoSentence] = []
    pending: Confidence | None = None  # a tag that came before any sentence text
    for piece in split_sentences(marked):
        # markers before the first word close the previous sentence ("... 14.6%. <CONFIDENCE: HIGH> Next")
        lead = re.match(r"^(?:\s*\u2063\d+\u2063)+", piece)
        lead_ids = [int(i) for i in re.findall(r"\u2063(\d+)\u2063", lead.group(0))] if lead else []
        rest = piece[lead.end():] if lead else piece
        for i in lead_ids:
            if levels[i] is None:
                continue
            if sentences:
                sentences[-1].confidence = levels[i]
            else:
                pending = levels[i]
        ids = [int(i) for i in re.findall(r"\u2063(\d+)\u2063", rest)]
        body = _clean(re.sub(r"\s*\u2063\d+\u2063\s*", " ", rest))
        if not body or not re.search(r"\w", body):
            continue
        level = next((levels[i] for i in reversed(ids) if levels[i] is not None), None)
        if len({levels[i] for i in ids if levels[i] is not None}) > 1:
            notes.append(f"several confidence levels in one sentence; the last one counts: {body[:80]!r}")
        if level is None and pending is not None:
            level, pending = pending, None
        sentences.append(MemoSentence(text=body, confidence=level))
    display = _clean(re.sub(r"[ \t]*\u2063\d+\u2063[ \t]*", " ", marked))
    display = re.sub(r" *\n *", "\n", display)
    return TaggedMemo(text=display, sentences=sentences, notes=notes)


def _norm(s: str) -> str:
    return re.sub(r"\W+", " ", s.lower()).strip()


def overconfidence(sentences: list[MemoSentence], evaluation: Evaluation) -> MetricResult:
    """Over-confident HIGH sentences (module docstring) from ``evaluate_memo``'s NLI and numeric
    results; invalid when neither metric is there, not applicable without HIGH sentences."""
    nli: MetricResult | None = evaluation.metrics.get("nli_groundedness")
    num: MetricResult | None = evaluation.metrics.get("numeric_consistency")
    usable = [m for m in (nli, num) if m is not None and not m.invalid]
    if not usable:
        return MetricResult.invalid_result(OVERCONFIDENCE, "needs nli_groundedness or numeric_consistency results")
    high = [s for s in sentences if s.confidence == Confidence.HIGH]
    if not high:
        return MetricResult.not_applicable(OVERCONFIDENCE, "not applicable: no HIGH-tagged sentence",
                                           applicable=False, high=0)
    flagged = [_norm(x) for x in (nli.details.get("flagged", []) if nli and not nli.invalid else [])]
    unsupported = list(num.details.get("unsupported", [])) if num and not num.invalid else []
    per: list[dict[str, Any]] = []
    for s in high:
        n = _norm(s.text)
        reasons = []
        if n and any(n == f or n in f or (len(f) > 20 and f in n) for f in flagged):
            reasons.append("no context entails it (NLI)")
        figs = [u for u in unsupported if u and u in s.text]
        if figs:
            reasons.append(f"unsupported figure(s): {', '.join(figs)}")
        per.append({"sentence": s.text, "overconfident": bool(reasons), "reasons": reasons})
    over = [p for p in per if p["overconfident"]]
    return MetricResult(name=OVERCONFIDENCE, value=len(over) / len(high), details={
        "high": len(high), "overconfident": len(over), "per_sentence": per,
        "sources": [m.name for m in usable]})


def check_memo(query: str, contexts: list[str], tagged_memo: str, **evaluate_kwargs: Any) -> tuple[TaggedMemo, MetricResult]:
    """Parse the tags, run ``evaluate_memo`` (NLI + numeric) on the display text and return the
    over-confidence result."""
    from .metrics.memo import evaluate_memo

    memo = parse_confidence_tags(tagged_memo)
    ev = evaluate_memo(query, contexts, memo.text, metrics=("nli_groundedness", "numeric_consistency"),
                       **evaluate_kwargs)
    return memo, overconfidence(memo.sentences, ev)
