"""Offline repair: the self-correction that works without a strong LLM.

Reads the evaluation's evidence record (:class:`~tinyrag_eval.schema.Findings`) and edits the
memo:

- a **contradicted figure** whose checker knows the context's value for the same line item and
  period is replaced by that value (with where the context says so);
- a flagged sentence that cannot be fixed that way is **dropped** -- the "back-off" of conformal
  factuality (Mohri & Hashimoto 2024): keep only the claims the checkers support;
- with a certified back-off threshold (``calibration.backoff``, fitted on the team's reviewed
  memos) the threshold decides what is dropped instead: every claim whose support score is at or
  below it, flagged or not, and no other (a contradicted sentence is always fixed or dropped), so
  that with probability >= 1 - alpha the claims the repaired memo keeps as written are all correct.

The repaired memo is a new attempt: it is evaluated again and decided like any other (the
policy chooses repair before regeneration only when the plan addresses every flagged sentence
and leaves a memo). Pure functions over the shared types; no model is loaded here.
"""

from __future__ import annotations

import difflib
from typing import Any

from pydantic import BaseModel, Field

from .calibration.backoff import BackoffThreshold, claim_score
from .generation import memo_text
from .schema import Findings, Memo, MemoSentence, RepairEdit, normalise_sentence


class RepairPlan(BaseModel):
    """What a repair would do to one memo, and whether it is worth doing."""

    edits: list[RepairEdit] = Field(default_factory=list)
    applicable: bool = False
    reason: str = Field("", description="why the plan is (not) applicable")
    backoff: BackoffThreshold | None = Field(None, description="the certified back-off threshold the plan applied")

    def summary(self) -> str:
        kinds = [e.kind for e in self.edits]
        parts = []
        if kinds.count("replace_figure"):
            parts.append(f"{kinds.count('replace_figure')} contradicted figure(s) replaced by the context's value")
        backoff = sum(1 for e in self.edits if e.kind == "drop_sentence" and e.checker == "backoff")
        if kinds.count("drop_sentence") - backoff:
            parts.append(f"{kinds.count('drop_sentence') - backoff} unsupported sentence(s) dropped")
        if backoff:
            parts.append(f"{backoff} sentence(s) below the certified back-off threshold dropped")
        return "; ".join(parts) or "nothing to repair"


def _sentence_texts(memo: Memo) -> list[str]:
    return [s.text for s in memo.sentences] if memo.sentences else [memo.text]


def plan_repair(memo: Memo, findings: Findings, backoff: BackoffThreshold | None = None) -> RepairPlan:
    """The repair of ``memo`` that ``findings`` call for (module docstring).

    ``backoff``: a certified back-off threshold. With it, a flagged sentence that is not
    contradicted is dropped only when its support score is at or below the threshold (the NLI flag
    alone is far below the 95 % precision a verdict needs to fail a memo on financial text; the
    threshold says which claims are kept with the guarantee), and an unflagged claim at or below it
    is dropped too. Without it (or uncertified): every flagged sentence is fixed or dropped."""
    if memo.repairs:
        return RepairPlan(reason="this memo is already a repair: a second repair is not tried")
    flagged = findings.flagged()
    if not flagged:
        return RepairPlan(reason="no flagged sentence: nothing to repair")
    backoff = backoff if backoff is not None and backoff.certified else None
    texts = {normalise_sentence(t): t for t in _sentence_texts(memo)}
    edits: list[RepairEdit] = []
    for f in flagged:
        sentence = texts.get(normalise_sentence(f.text))
        if sentence is None:
            return RepairPlan(reason=f"a flagged passage is not a sentence of the memo ({f.text[:60]!r}): "
                              "a repair could not remove it")
        score = claim_score(f)  # None: states no claim (a flagged fragment goes: it says nothing)
        if backoff is not None and f.verdict != "contradicted" and score is not None and backoff.keeps(score):
            continue  # kept under the back-off's guarantee
        failing_checks = [c for c in f.checks if c.verdict in ("contradicted", "unsupported")]
        failing_figures = [x for x in f.figures if x.flags]
        # a figure is fixed when one checker found it contradicted and knows the context's value for
        # the same line item and period (another checker's "unsupported" of that figure is the same error)
        fixes = {x.figure: x for x in failing_figures
                 if x.verdict == "contradicted" and x.context_value and x.figure in sentence}
        if not failing_checks and failing_figures and all(x.figure in fixes for x in failing_figures):
            edits += [RepairEdit(kind="replace_figure", sentence=sentence, before=x.figure, after=x.context_value,
                                 checker=x.checker, reason=x.explanation,
                                 evidence=[e.text for e in x.evidence if e.text])
                      for x in fixes.values()]
        else:
            why = "; ".join(f.reasons()) or "no checker supports it"
            edits.append(RepairEdit(kind="drop_sentence", sentence=sentence, before=sentence, reason=why,
                                    checker=", ".join(sorted({c.checker for c in failing_checks}
                                                             | {x.checker for x in failing_figures}))))
    if backoff is not None:
        planned = {normalise_sentence(e.sentence) for e in edits}
        for s in findings.sentences:
            sentence = texts.get(normalise_sentence(s.text))
            score = claim_score(s)
            if sentence is None or normalise_sentence(s.text) in planned or backoff.keeps(score):
                continue
            planned.add(normalise_sentence(s.text))
            edits.append(RepairEdit(kind="drop_sentence", sentence=sentence, before=sentence, checker="backoff",
                                    reason=f"support score {score:.2f} <= the back-off threshold "
                                    f"{backoff.threshold:.2f} (conformal factuality at alpha {backoff.alpha:g}, "
                                    f"{backoff.n_memos} reviewed memos)"))
        if not edits:
            return RepairPlan(backoff=backoff, reason="every flagged sentence scores above the certified back-off "
                              f"threshold {backoff.threshold:.2f}: nothing to drop")
    dropped = {normalise_sentence(e.sentence) for e in edits if e.kind == "drop_sentence"}
    if len(dropped) >= len(texts):
        return RepairPlan(edits=edits, backoff=backoff,
                          reason="every sentence would be dropped: nothing would be left to send")
    if backoff is None:
        return RepairPlan(edits=edits, applicable=True, reason="addresses every flagged sentence")
    return RepairPlan(edits=edits, applicable=True, backoff=backoff, reason=(
        f"{backoff.summary()} (a sentence with a replaced figure is covered by the figure checker's measured "
        "precision instead)"))


def recorded_backoff(decision: Any) -> BackoffThreshold | None:
    """The back-off threshold a recorded 'repair' decision applied (its details), else None."""
    raw = (getattr(decision, "details", None) or {}).get("backoff")
    if not isinstance(raw, dict):
        return None
    try:
        return BackoffThreshold.model_validate(raw)
    except ValueError:
        return None


def apply_repair(memo: Memo, plan: RepairPlan, *, memo_id: str, attempt: int) -> Memo:
    """The repaired memo as attempt ``attempt`` (its text rebuilt from the kept sentences, their
    citations and confidence tags kept; the edits recorded in ``repairs`` and ``notes``)."""
    if not plan.applicable:
        raise ValueError(f"the repair plan is not applicable: {plan.reason}")
    drops = {normalise_sentence(e.sentence) for e in plan.edits if e.kind == "drop_sentence"}
    sentences = memo.sentences or [MemoSentence(text=memo.text)]
    kept: list[MemoSentence] = []
    for s in sentences:
        key = normalise_sentence(s.text)
        if key in drops:
            continue
        text = s.text
        for e in plan.edits:
            if e.kind == "replace_figure" and normalise_sentence(e.sentence) == key:
                text = text.replace(e.before, e.after, 1)
        kept.append(s.model_copy(update={"text": text}))
    notes = [f"offline repair of attempt {memo.attempt}: {plan.summary()}",
             *(f"replaced {e.before} by {e.after} in {e.sentence[:80]!r} ({e.checker})" if e.kind == "replace_figure"
               else f"dropped {e.sentence[:80]!r}: {e.reason}" for e in plan.edits)]
    return Memo(id=memo_id, topic=memo.topic, text=memo_text(kept), sentences=kept, attempt=attempt, llm=memo.llm,
                notes=notes, repairs=list(plan.edits))


def repair_diff(before: Memo, after: Memo) -> str:
    """The repair as a unified diff, one sentence a line (the audit trail's and the review page's view)."""
    return "\n".join(difflib.unified_diff(_sentence_texts(before), _sentence_texts(after),
                                          fromfile=f"attempt {before.attempt}", tofile=f"attempt {after.attempt} "
                                          "(repaired)", lineterm=""))
