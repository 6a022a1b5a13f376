"""The report an export renders: validated inputs, resolved citations, the criterion lights and
the evaluation appendix (:func:`build_report`), and the redaction of personal data
(:func:`pii_replacements`, :func:`redacted`). Every exporter renders this one dict."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from enum import Enum
from typing import Any

from pydantic import BaseModel

from ..errors import TinyragError
from ..metrics.findings import findings_of
from ..schema import (
    Assessment,
    Decision,
    Evaluation,
    Findings,
    Memo,
    RetrievalResult,
    ScoredChunk,
    normalise_sentence,
    worst_light,
)

MAX_MEMO_CHARS = 200_000
"""Longest memo text the export accepts (a memo, not a filing)."""

GUIDED_ACTION = {
    "green": "Passes every criterion with a guarantee: send after the usual spot check.",
    "green_unguaranteed": "Passes every criterion, but no guarantee holds on this deployment: a reviewer decides.",
    "amber": "Check before sending: verify the flagged sentences and their citations.",
    "red": "Do not send: revise the memo or escalate it for human review.",
    "grey": "Not calibrated: a reviewer decides.",
}
CRITERION_ACTION = {
    "green": "passes", "amber": "uncertain: a reviewer checks it", "red": "fails: revise or escalate",
    "grey": "not calibrated: a reviewer decides",
}
MACHINE_FINDING = {"green": "passes", "amber": "uncertain", "red": "fails", "grey": "not calibrated"}
"""What the machine found, said of a criterion a reviewer then decided on (no instruction)."""
SET_MEANING = {"{1}": "passes", "{0}": "fails", "{0,1}": "uncertain (both)", "∅": "uncertain (empty)"}
LIGHT_STYLE = {"green": "green", "amber": "yellow", "red": "red", "grey": "bright_black"}
"""Terminal (rich) colours of the lights."""


class ExportError(TinyragError, ValueError):
    """The inputs cannot be exported (empty or oversized memo, mismatched evaluation, bad
    output folder, an unknown or unavailable export format)."""


def format_number(value: float | None) -> str:
    """A score or probability for a report: four significant digits, ``—`` for none."""
    return "—" if value is None else f"{value:.4g}" if abs(value) >= 1e-3 or value == 0 else f"{value:.2e}"


def _chunk_index(retrieval: RetrievalResult | None) -> dict[str, ScoredChunk]:
    index: dict[str, ScoredChunk] = {}
    if retrieval is not None:
        for sc in [*retrieval.context, *retrieval.candidates]:
            index.setdefault(sc.chunk.id, sc)
    return index


def criterion_rows(assessment: Assessment | None) -> list[dict[str, Any]]:
    """One row per assessed criterion: calibrated probability, traffic light
    (:meth:`Assessment.lights`) with what it means, prediction set, and whether a guarantee holds
    (the export's and the review page's view)."""
    rows = []
    lights = assessment.lights() if assessment is not None else {}
    for name, ca in (assessment.per_criterion.items() if assessment is not None else ()):
        light = lights[name]
        label = ca.set_label()
        action = CRITERION_ACTION[light]
        if light == "green" and ca.guaranteed is False:
            action += " (no guarantee on this deployment)"
        if ca.evidence:  # what the evidence settled on its own sets the light: say so beside P and the set
            action += f" -- {ca.evidence} on its evidence: {ca.evidence_reason}"
        rows.append({"name": name, "probability": ca.probability, "light": light, "action": action, "set": label,
                     "set_meaning": SET_MEANING.get(label, ""), "guaranteed": ca.guaranteed,
                     "calibrator": assessment.version_of(name), "evidence": ca.evidence,
                     "evidence_reason": ca.evidence_reason})  # type: ignore[union-attr]
    return rows


def overall_light(criteria: list[dict[str, Any]], *, accepted_by: str | None = None) -> tuple[str | None, str | None]:
    """(the worst criterion's light (:func:`~tinyrag_eval.schema.worst_light`), its guided action
    naming the criterion).

    When a reviewer accepted the memo the light is the machine's assessment they overruled, so the
    text says what the machine found and who decided, not an instruction ("Do not send") that
    contradicts the decision."""
    if not criteria:
        return None, None
    light, name = worst_light({c["name"]: c["light"] for c in criteria})
    if accepted_by and light != "green":
        return light, f"{accepted_by} reviewed the memo and accepted it (the machine found {name}: {MACHINE_FINDING[light]})"
    if light == "green":
        unguaranteed = [c["name"] for c in criteria if c.get("guaranteed") is False]
        if unguaranteed:
            return light, GUIDED_ACTION["green_unguaranteed"] + f" ({', '.join(unguaranteed)})"
        return light, GUIDED_ACTION["green"]
    return light, f"{name}: {GUIDED_ACTION[light]}"


def split_figures(text: str, figures: list[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """The sentence as parts, the given figures marked; and the figures found in it."""
    found = [f for f in dict.fromkeys(figures) if f and f in text]
    if not found:
        return [{"text": text, "figure": False}], []
    pattern = re.compile("|".join(re.escape(f) for f in sorted(found, key=len, reverse=True)))
    parts, pos = [], 0
    for m in pattern.finditer(text):
        if m.start() > pos:
            parts.append({"text": text[pos:m.start()], "figure": False})
        parts.append({"text": m.group(0), "figure": True})
        pos = m.end()
    if pos < len(text):
        parts.append({"text": text[pos:], "figure": False})
    return parts, found


def sentence_flags(findings: Findings, text: str) -> dict[str, Any]:
    """What the evidence record says of one sentence of the memo: flagged, why, and its text in
    parts with the failing figures marked (the export's and the review page's view)."""
    finding = findings.for_text(text)
    if finding is None:
        return {"flagged": False, "reasons": [], "hints": [], "verdict": "not_checked",
                "parts": [{"text": text, "figure": False}]}
    parts, _ = split_figures(text, [f.figure for f in finding.figures if f.flags])
    # a flagged sentence's hints end its reasons; an unflagged one's are its only note
    return {"flagged": finding.flagged, "reasons": finding.reasons(), "hints": [] if finding.flagged else finding.hints(),
            "verdict": finding.verdict, "parts": parts}


def reviewer_accepted(decision: Decision | None) -> bool:
    """A reviewer finalized the memo (approved it, or approved their edit): the export then says
    the reviewer accepted it, and the machine's sentence flags are no open issues but the
    reviewer's overruling, kept in an appendix."""
    return decision is not None and decision.action == "finalize" and bool(decision.reviewer)


def build_report(memo: Memo, retrieval: RetrievalResult | None, evaluation: Evaluation | None,
                 assessment: Assessment | None, decision: Decision | None,
                 models: dict[str, Any] | None = None) -> dict[str, Any]:
    """The plain data every exporter renders (validated inputs, resolved citations).

    When a reviewer accepted the memo (:func:`reviewer_accepted`), no sentence is marked flagged:
    ``flagged`` is empty and the machine's flags are listed in ``overruled`` ("machine flags the
    reviewer overruled", each sentence keeps them as ``machine_flagged`` / ``reasons``)."""
    if not isinstance(memo, Memo):
        raise ExportError(f"memo must be a Memo, not {type(memo).__name__}")
    if not memo.text.strip() and not any(s.text.strip() for s in memo.sentences):
        raise ExportError(f"memo {memo.id!r} is empty: nothing to export")
    if len(memo.text) > MAX_MEMO_CHARS:
        raise ExportError(f"memo {memo.id!r} has {len(memo.text):,} characters; the export "
                          f"accepts at most {MAX_MEMO_CHARS:,}")
    if evaluation is not None and evaluation.memo_id != memo.id:
        raise ExportError(f"the evaluation is for memo {evaluation.memo_id!r}, not {memo.id!r}")

    chunks = _chunk_index(retrieval)
    sources: dict[str, dict[str, Any]] = {}  # chunk id -> numbered source, in order of citation
    unresolved: list[str] = []
    findings = findings_of(evaluation, memo.text)

    sentences: list[dict[str, Any]] = []
    paragraphs: list[list[dict[str, Any]]] = []
    cursor = 0  # where the previous sentence ended in memo.text (to recover paragraph breaks)
    for s in memo.sentences or []:
        found = memo.text.find(s.text.strip(), cursor) if s.text.strip() else -1
        new_paragraph = bool(sentences) and found >= 0 and "\n" in memo.text[cursor:found]
        if found >= 0:
            cursor = found + len(s.text.strip())
        refs = []
        for cid in s.citations:
            if cid not in sources:
                sc = chunks.get(cid)
                if sc is None and cid not in unresolved:
                    unresolved.append(cid)
                sources[cid] = {
                    "n": len(sources) + 1, "chunk_id": cid, "found": sc is not None,
                    "doc_id": sc.chunk.doc_id if sc else None,
                    "page": sc.chunk.page if sc else None,
                    "label": (f"{sc.chunk.doc_id}, p. {sc.chunk.page}" if sc and sc.chunk.page
                              else sc.chunk.doc_id if sc else "not in the retrieved context"),
                }
            refs.append(sources[cid])
        sentence = {"text": s.text.strip(), "confidence": s.confidence.value if s.confidence else None,
                    "refs": refs, **sentence_flags(findings, s.text.strip())}
        if new_paragraph or not sentences:
            paragraphs.append([])
        paragraphs[-1].append(sentence)
        sentences.append(sentence)
    if not sentences:  # a memo without sentence structure: its paragraphs, untagged
        for block in re.split(r"\n\s*\n", memo.text.strip()):
            sentence = {"text": block.strip(), "confidence": None, "refs": [], **sentence_flags(findings, block.strip())}
            paragraphs.append([sentence])
            sentences.append(sentence)

    criteria = criterion_rows(assessment)
    accepted = reviewer_accepted(decision)
    overall, overall_action = overall_light(criteria, accepted_by=decision.reviewer if accepted and decision else None)
    coverage_claim = None
    if assessment is not None:
        unguaranteed = [c["name"] for c in criteria if c.get("guaranteed") is False]
        coverage_claim = (f"no coverage guarantee on this deployment for {', '.join(unguaranteed)} (calibrated on "
                          "other data: see `tinyrag calibration status`)" if unguaranteed else
                          f"prediction sets cover the reviewer's label with probability ≥ {1 - assessment.alpha:.2f}")

    metrics = []
    if evaluation is not None:
        for name, m in sorted(evaluation.metrics.items()):
            metrics.append({"name": name, "value": None if m.invalid else m.display(format_number, not_applicable="—"),
                            "invalid": m.invalid,
                            "note": m.reason if m.invalid else ("not applicable" if m.value is None else "")})
    judge = evaluation.judge if evaluation is not None else None

    # flags on text the memo's own sentence split does not reproduce are listed, never dropped
    shown = {normalise_sentence(x["text"]) for x in sentences}
    unmatched = [{"text": f.text, "reasons": f.reasons(), "hints": [], "flagged": True, "unmatched": True}
                 for f in findings.flagged() if normalise_sentence(f.text) not in shown]
    flagged = [*(x for x in sentences if x["flagged"]), *unmatched]
    overruled: list[dict[str, Any]] = []
    for x in [*sentences, *unmatched]:
        x["machine_flagged"] = x["flagged"]
        if accepted and x["flagged"]:
            x["flagged"] = False  # the reviewer accepted it: not an open issue of the exported memo
            overruled.append(x)
    if accepted:
        flagged = []

    return {
        "memo": memo,
        "findings": findings,
        "flagged": flagged,
        # sentences nothing flags that a checker still points at (SentenceFinding.hints: a name or
        # a date the context never states): the review page lists them apart from the flags; the
        # export does not
        "hinted": [x for x in sentences if x["hints"] and not x["machine_flagged"]],
        "overruled": overruled,
        "accepted_by": decision.reviewer if accepted and decision is not None else None,
        "extractive": memo.llm == "extractive-fallback",
        "sentences": sentences,
        "paragraphs": paragraphs,
        "sources": list(sources.values()),
        "unresolved": unresolved,
        "criteria": criteria,
        "overall": overall,
        "overall_action": overall_action,
        "coverage_claim": coverage_claim,
        "redaction": None,
        "assessment": assessment,
        "decision": decision,
        "metrics": metrics,
        "judge": judge,
        "models": {str(k): str(v) for k, v in (models or {}).items()},
        "retrieval": retrieval,
        "guided_action": GUIDED_ACTION,
        "exported_at": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
    }



def pii_replacements(memo: Memo, evaluation: Evaluation | None, settings: Any = None) -> list[tuple[str, str]]:
    """(text, "[TYPE]") for the personal data in the memo: the privacy gate's findings when the
    evaluation has them, else found now (``metrics.safety.find_pii``); longest first."""
    found: list[tuple[str, str]] = []
    gate = evaluation.valid_metric("safety_privacy") if evaluation is not None else None
    if gate is not None:
        found = [(f["text"], f["type"]) for f in gate.details.get("findings", []) if f.get("text")]
    else:
        from ..metrics.safety import find_pii

        found = [(f.text, f.type) for f in find_pii(memo.text, settings=settings)]
    pairs = {text: f"[{kind}]" for text, kind in found if text.strip()}
    return sorted(pairs.items(), key=lambda p: -len(p[0]))


def redacted(value: Any, replacements: list[tuple[str, str]]) -> Any:
    """``value`` with every replacement applied to every string inside it (pydantic models,
    dicts, lists and tuples are walked; other values are kept)."""
    if not replacements or isinstance(value, Enum):
        return value
    if isinstance(value, str):
        for text, tag in replacements:
            value = value.replace(text, tag)
        return value
    if isinstance(value, BaseModel):
        return value.model_copy(update={k: redacted(getattr(value, k), replacements)
                                        for k in type(value).model_fields})
    if isinstance(value, dict):
        return {redacted(k, replacements): redacted(v, replacements) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(redacted(v, replacements) for v in value)
    return value

