"""The evaluation's evidence record, built once from the checkers' results.

Each checker that has something to say about a sentence or a figure registers a *reader* here,
keyed by its metric name: the reader turns that metric's result into typed
:class:`~tinyrag_eval.schema.SentenceCheck` / :class:`~tinyrag_eval.schema.FigureFinding` objects.
:func:`build_findings` runs every reader over one evaluation and attaches each check and figure
to its sentence (the same sentence split the metrics use, :func:`~.text.split_sentences`). Every
consumer (feedback, the policy, the review page, the CLI, the export, the gate) reads
``Evaluation.findings``; only the readers below read metric ``details``.

A new checker adds one reader::

    @finding_reader("my_checker")
    def _my_checker(result: MetricResult, answer: str) -> Iterable[Piece]:
        yield Piece(sentence="...", check=SentenceCheck(checker="my_checker", verdict="unsupported", ...))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..schema import (
    Evaluation,
    EvidenceSpan,
    FigureFinding,
    Findings,
    MetricResult,
    SentenceCheck,
    SentenceFinding,
    normalise_sentence,
)
from .numeric.precision import verdict_may_fail
from .text import split_sentences

# Which failing figure verdicts flag a sentence on their own: numeric_consistency's
# "unsupported" (neither found in nor derived from the context), and fact_verification's verdicts
# whose measured precision meets the 95 % bar (numeric.precision: today "contradicted" only; its
# "unsupported" is recorded and shown but flags nothing).


@dataclass(frozen=True)
class Piece:
    """One reader's output: a check or a figure, and where it belongs (the sentence's text, or an
    offset into the answer)."""

    sentence: str = ""
    offset: int | None = None
    check: SentenceCheck | None = None
    figure: FigureFinding | None = None


Reader = Callable[[MetricResult, str], Iterable[Piece]]
READERS: dict[str, Reader] = {}


def finding_reader(metric: str) -> Callable[[Reader], Reader]:
    """Register the reader of ``metric``'s results (one per metric name)."""
    def deco(fn: Reader) -> Reader:
        READERS[metric] = fn
        return fn
    return deco


def _span(text: Any = "", context: Any = None) -> EvidenceSpan:
    return EvidenceSpan(text=str(text or ""), context=context if isinstance(context, int) and context >= 0 else None)


@finding_reader("nli_groundedness")
def _nli(result: MetricResult, answer: str) -> Iterable[Piece]:
    thr = result.details.get("threshold", 0.5)
    per = [p for p in result.details.get("per_sentence", []) or [] if isinstance(p, dict) and p.get("sentence")]
    for p in per:
        e = p.get("entailment")
        flagged = bool(p.get("flagged"))
        yield Piece(sentence=p["sentence"], check=SentenceCheck(
            checker="nli_groundedness", verdict="unsupported" if flagged else "supported",
            score=float(e) if isinstance(e, int | float) else None,
            reason=("not entailed by the retrieved context (NLI" + (f" entailment {e:.2f} < {thr:g})"
                    if isinstance(e, int | float) else ")")) if flagged else "entailed by the retrieved context",
            evidence=[_span(p.get("premise"), p.get("chunk"))] if p.get("premise") else []))
    if not per:  # a result recorded without per-sentence rows: its flagged list
        for s in result.details.get("flagged", []) or []:
            if isinstance(s, str) and s.strip():
                yield Piece(sentence=s, check=SentenceCheck(
                    checker="nli_groundedness", verdict="unsupported",
                    reason="not entailed by the retrieved context (NLI)"))


@finding_reader("groundedness_similarity")
def _similarity(result: MetricResult, answer: str) -> Iterable[Piece]:
    least = result.details.get("least_grounded")
    per = result.details.get("per_sentence")
    if isinstance(per, list) and len(per) < 2:
        return  # the least grounded of one sentence points at nothing
    if isinstance(least, dict) and least.get("sentence"):
        score = least.get("score")
        # a ranking, not a verdict (every memo has a least grounded sentence): shown as a hint,
        # never a flag, never a reason to drop the sentence
        yield Piece(sentence=least["sentence"], check=SentenceCheck(
            checker="groundedness_similarity", verdict="not_checked",
            score=float(score) if isinstance(score, int | float) else None,
            reason="the least grounded sentence (embedding similarity)"))


@finding_reader("copy_support")
def _copy(result: MetricResult, answer: str) -> Iterable[Piece]:
    for p in result.details.get("per_sentence", []) or []:
        if not isinstance(p, dict) or not p.get("sentence"):
            continue
        a = p.get("alignment")
        if p.get("supported"):
            yield Piece(sentence=p["sentence"], check=SentenceCheck(
                checker="copy_support", verdict="supported", score=float(a) if isinstance(a, int | float) else None,
                sufficient=True, reason="restates a sentence of the context: every content word and figure",
                evidence=[_span(p.get("source"), p.get("context"))]))
        elif p.get("claim") is False:
            yield Piece(sentence=p["sentence"], check=SentenceCheck(
                checker="copy_support", verdict="no_claim", score=float(a) if isinstance(a, int | float) else None,
                reason=f"states nothing checkable: {p.get('no_claim') or 'no claim'}"))
        names = [n for n in p.get("new_names") or [] if isinstance(n, str)]
        if names:  # a hint, never a flag: 83-88 % precision on the dev rows (metrics.copy)
            yield Piece(sentence=p["sentence"], check=SentenceCheck(
                checker="copy_support", verdict="not_checked",
                reason="names the context never mentions: " + ", ".join(names)))
        dates = [d for d in p.get("new_dates") or [] if isinstance(d, str)]
        if dates:  # a hint too: below the 95 % precision a flag needs (metrics.copy)
            yield Piece(sentence=p["sentence"], check=SentenceCheck(
                checker="copy_support", verdict="not_checked",
                reason="dates or times the context never states: " + ", ".join(dates)))


@finding_reader("llm_verifier")
def _llm_verifier(result: MetricResult, answer: str) -> Iterable[Piece]:
    """The LLM verifier's yes/no per sentence (judges.verifier): supported at confidence >= 0.5."""
    for p in result.details.get("per_sentence", []) or []:
        if not isinstance(p, dict) or not p.get("text") or not isinstance(p.get("confidence"), int | float):
            continue
        c = float(p["confidence"])
        how = "yes-probability" if p.get("method") == "logprobs" else "share of prompts saying supported"
        yield Piece(sentence=p["text"], check=SentenceCheck(
            checker="llm_verifier", verdict="supported" if c >= 0.5 else "unsupported", score=c,
            reason=(f"LLM verifier: {'supported' if c >= 0.5 else 'not supported'} by "
                    f"{'the cited chunks' if p.get('evidence_ids') else 'the retrieved context'} ({how} {c:.2f})"),
            evidence=[EvidenceSpan(chunk_id=cid) for cid in p.get("evidence_ids", []) or []]))


_NUMERIC = {"found": "supported", "derived": "derived", "unsupported": "unsupported"}


@finding_reader("numeric_consistency")
def _numeric(result: MetricResult, answer: str) -> Iterable[Piece]:
    for v in result.details.get("numbers", []) or []:
        q = v.get("quantity") or {}
        verdict = _NUMERIC.get(v.get("verdict", ""))
        if not q.get("text") or verdict is None:
            continue
        how = v.get("how") or ("not found in or derived from the context" if verdict == "unsupported" else "")
        yield Piece(offset=q.get("start") if isinstance(q.get("start"), int) else None, figure=FigureFinding(
            figure=q["text"], checker="numeric_consistency", verdict=verdict,  # type: ignore[arg-type]
            periods=[q["period"]] if q.get("period") else [], explanation=how,
            evidence=[_span(context=i) for i in v.get("sources", []) or []],
            decisive=True))


@finding_reader("fact_verification")
def _facts(result: MetricResult, answer: str) -> Iterable[Piece]:
    for v in result.details.get("figures", []) or []:
        if not v.get("figure") or v.get("verdict") not in ("supported", "derived", "contradicted", "unsupported"):
            continue
        start = v.get("start")
        yield Piece(sentence=v.get("sentence", ""), offset=start if isinstance(start, int) and start >= 0 else None,
                    figure=FigureFinding(
            figure=v["figure"], checker="fact_verification", verdict=v["verdict"],
            line_item=v.get("line_item", ""), periods=list(v.get("periods", []) or []),
            explanation=v.get("explanation", ""),
            # a contradiction of the words ("rose to" where the item fell) has no value to write in:
            # repair drops the sentence rather than "replace" the figure by itself
            context_value="" if v.get("about") == "words" else str(v.get("context_value") or ""),
            evidence=[_span(e) for e in v.get("evidence", []) or []],
            decisive=verdict_may_fail(v["verdict"])))


def _safety_findings(evaluation: Evaluation, names: tuple[str, ...]) -> list[dict[str, Any]]:
    for name in names:
        m = evaluation.metrics.get(name)
        if m is not None and not m.invalid:
            return [f for f in m.details.get("findings", []) or [] if isinstance(f, dict)]
    return []


def build_findings(answer: str, evaluation: Evaluation) -> Findings:
    """The evidence record of ``evaluation`` (of the memo text ``answer``): every registered
    reader's checks and figures, attached to the answer's sentences in order. A check on text the
    split does not reproduce (a recorded sentence of another split) becomes a sentence of its own
    after the others: it is shown, never dropped."""
    texts = split_sentences(answer) if answer and answer.strip() else []
    sentences = [SentenceFinding(index=i, text=t) for i, t in enumerate(texts)]
    by_key = {normalise_sentence(s.text): s for s in reversed(sentences)}
    spans: list[tuple[int, int, SentenceFinding]] = []
    cursor = 0
    for s in sentences:
        at = answer.find(s.text, cursor)
        if at >= 0:
            spans.append((at, at + len(s.text), s))
            cursor = at + len(s.text)

    def home(piece: Piece) -> SentenceFinding:
        if piece.offset is not None:
            for lo, hi, s in spans:
                if lo <= piece.offset < hi:
                    return s
        key = normalise_sentence(piece.sentence) if piece.sentence else ""
        if key in by_key:
            return by_key[key]
        text = piece.sentence or (piece.figure.figure if piece.figure else "")
        for s in sentences:  # a checker's sentence the split cut differently, or a figure without its offset
            if (key and key in normalise_sentence(s.text)) or (
                    not key and piece.figure is not None and piece.figure.figure in s.text):
                return s
        extra = SentenceFinding(index=len(sentences), text=text)
        sentences.append(extra)
        by_key[normalise_sentence(text)] = extra
        return extra

    for name, result in evaluation.metrics.items():
        reader = READERS.get(name)
        if reader is None or result.invalid:
            continue
        for piece in reader(result, answer):
            s = home(piece)
            if piece.check is not None:
                s.checks.append(piece.check)
            if piece.figure is not None:
                s.figures.append(piece.figure)
    return Findings(sentences=sentences,
                    privacy=_safety_findings(evaluation, ("safety_privacy", "privacy")),
                    injection=_safety_findings(evaluation, ("safety_injection",)))


def findings_of(evaluation: Evaluation | None, answer: str = "") -> Findings:
    """The evaluation's evidence record: the recorded one, else built now (evaluations stored
    before the record existed); empty when there is no evaluation."""
    if evaluation is None:
        return Findings()
    if evaluation.findings is not None:
        return evaluation.findings
    return build_findings(answer, evaluation)


def with_findings(evaluation: Evaluation, answer: str) -> Evaluation:
    """``evaluation`` with its evidence record (re)built from its current results."""
    evaluation.findings = build_findings(answer, evaluation)
    return evaluation
