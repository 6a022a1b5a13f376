"""The calibrated back-off of offline repair: conformal factuality (Mohri & Hashimoto 2024).

Repair drops a memo's claims that score at or below a threshold, so that **with probability
>= 1 - alpha every claim the repaired memo keeps as it was is correct** (marginally, over memos
exchangeable with the reviewed ones that repair acts on: those with a flagged sentence). The
threshold is a split-conformal quantile over those reviewed memos; the claim score is fixed (not
fitted), so every such memo can calibrate it.

- ``claim_score(sentence)``: one sentence's support score in [0, 1] from the evidence record
  (:class:`~tinyrag_eval.schema.SentenceFinding`), None for a sentence that states no claim;
- ``claim_labels(texts, label, edited_text)``: per-sentence labels from a review: an acceptable
  memo's claims are all correct; a reviewer's edit marks the sentences it changed or removed wrong
  and the ones it kept verbatim correct; a rejection without an edit locates nothing (None);
- ``fit_backoff(memos, alpha)``: the threshold (:class:`BackoffThreshold`);
- ``backoff_from_store`` / ``save_backoff`` / ``load_backoff``: fitted on the store's labels by
  ``tinyrag calibrate --from-store --criterion all`` and kept beside the joint risk control.

Why by hand: the method is a dozen lines of order statistics over our own evidence record; no
maintained library implements conformal factuality's claim back-off (the authors' code is a
research repository around GPT-4 claim scores).

The procedure (Mohri & Hashimoto 2024, Theorem 1, with the non-conformity score of a memo = the
highest score of a wrong claim in it): for each of n reviewed memos, ``r_i`` = the highest score
among its wrong claims (-inf when every claim is correct). With ``k = ceil((n + 1)(1 - alpha))``,
the threshold is the k-th smallest ``r_i``; a new memo keeps its claims scoring above it. Then
P(the new memo keeps a wrong claim) = P(r_new >= threshold) <= alpha. A failing memo whose wrong
claims the review does not locate counts at its highest claim score (as if that claim were the
wrong one: larger ``r_i``, so the guarantee still holds, with a higher threshold); when such a
memo, or a located wrong sentence, is not a claim (no score: a fragment, a description of the
document), no threshold removes it and it counts as +inf. ``k > n`` (fewer than
``ceil(1 / alpha) - 1`` memos) or a k-th value of +inf: nothing is certified (``threshold`` None).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from ..schema import SentenceFinding, normalise_sentence
from .versions import load_versioned, save_versioned

BACKOFF_FILE = "backoff.json"
KEEP_ALL = -1.0
"""The threshold when no claim needs dropping (every score in [0, 1] is above it)."""
METHOD = "conformal factuality (Mohri & Hashimoto 2024), split conformal over reviewed memos"


def claim_score(sentence: SentenceFinding) -> float | None:
    """How well the checkers support one sentence, in [0, 1]; None when it states no claim.

    0 when a check or a decisive figure contradicts it; 1 when it restates a context sentence with
    every content word and figure (a ``sufficient`` check) and nothing contradicts it; otherwise the
    mean of what the checkers measured: the NLI entailment of its best premise (the lowest when
    several NLI checks ran), the LLM verifier's confidence when one ran, and the share of its
    decisive figures supported or derived (when it has figures). 0 when nothing measured it."""
    if any(c.verdict == "no_claim" for c in sentence.checks):
        return None
    verdict = sentence.verdict
    if verdict == "contradicted":
        return 0.0
    if verdict == "supported" and any(c.sufficient and c.verdict == "supported" for c in sentence.checks):
        return 1.0
    parts: list[float] = []
    for checker in ("nli_groundedness", "llm_verifier"):
        scores = [float(c.score) for c in sentence.checks
                  if c.checker == checker and c.score is not None and math.isfinite(c.score)]
        if scores:
            parts.append(min(max(min(scores), 0.0), 1.0))
    figures = [f for f in sentence.figures if f.decisive]
    if figures:
        parts.append(sum(f.verdict in ("supported", "derived") for f in figures) / len(figures))
    return sum(parts) / len(parts) if parts else 0.0


def claim_labels(texts: Sequence[str], label: int, edited_text: str | None = None) -> list[int | None]:
    """Per-sentence labels (1 correct, 0 wrong, None unknown) of a reviewed memo's sentences.

    ``label`` 1 (acceptable as it stood): every sentence is correct. A reviewer's ``edited_text``
    (verdict ``edit``): a sentence it keeps verbatim (normalised) is correct, one it changes or
    removes is wrong. Otherwise -- a rejection without an edit, or an edit that keeps every
    sentence -- which sentence was wrong is not known: None for each."""
    if label == 1:
        return [1] * len(texts)
    if edited_text:
        from ..metrics.text import split_sentences

        # whole sentences only: "Margins fell." is not kept by "Margins fell sharply." (a changed
        # sentence counted correct would weaken the guarantee; one the splitter cuts otherwise
        # counts as changed, which only raises the threshold)
        kept = {normalise_sentence(s) for s in split_sentences(edited_text)}
        out: list[int | None] = [int(normalise_sentence(t) in kept) for t in texts]
        if 0 in out:
            return out
    return [None] * len(texts)


class ClaimMemo(BaseModel):
    """One reviewed memo as the back-off reads it: its sentences' scores and labels."""

    scores: list[float | None] = Field(description="claim_score of each sentence (None: not a claim)")
    labels: list[Literal[0, 1] | None] = Field(description="1 correct, 0 wrong, None not located")
    label: Literal[0, 1] = Field(description="the memo's grounded label: 1 every claim correct, 0 not")

    @field_validator("scores")
    @classmethod
    def _finite(cls, v: list[float | None]) -> list[float | None]:
        bad = [x for x in v if x is not None and not (math.isfinite(x) and 0 <= x <= 1)]
        if bad:
            raise ValueError(f"claim scores must be numbers in [0, 1] (or None for a non-claim), not {bad[:3]}")
        return v


def nonconformity(memo: ClaimMemo) -> float:
    """The lowest threshold that removes every wrong claim of ``memo`` (module docstring)."""
    if len(memo.scores) != len(memo.labels):
        raise ValueError(f"{len(memo.scores)} scores for {len(memo.labels)} labels")
    wrong = [s for s, y in zip(memo.scores, memo.labels, strict=True) if y == 0]
    if wrong:
        return math.inf if any(s is None for s in wrong) else max(s for s in wrong if s is not None)
    if memo.label == 1 or not any(y is None for y in memo.labels):
        return -math.inf
    if any(s is None for s in memo.scores):  # not located, and a non-claim could be the wrong one
        return math.inf
    return max((s for s in memo.scores if s is not None), default=math.inf)


class BackoffThreshold(BaseModel):
    """The certified back-off threshold: repair drops every claim scoring at or below it."""

    alpha: float = Field(gt=0, lt=1)
    threshold: float | None = Field(description="drop claims with claim_score <= threshold (-1: keep every "
                                    "claim); None: not certified")
    n_memos: int
    n_claims: int
    n_failing: int = Field(description="reviewed memos with a wrong claim")
    n_unlocated: int = Field(description="failing memos whose wrong claims the review does not locate "
                             "(counted at their highest claim score)")
    kept_correct_share: float | None = Field(None, description="on the reviewed memos: share of correct claims "
                                             "the threshold keeps")
    dropped_wrong_share: float | None = Field(None, description="on the reviewed memos: share of located wrong "
                                              "claims it drops")
    method: str = METHOD
    reason: str = ""

    @property
    def certified(self) -> bool:
        return self.threshold is not None

    def keeps(self, score: float | None) -> bool:
        """Whether a claim of this score stays (a non-claim always stays; nothing certified: all stay)."""
        return score is None or self.threshold is None or score > self.threshold

    def summary(self) -> str:
        unlocated = (f"; {self.n_unlocated} of {self.n_failing} failing memos were rejected without an edit, so which "
                     "sentence was wrong is unknown: each counts at its best-supported claim, which raises the "
                     "threshold (the review's `edit` verdict locates it)" if self.n_unlocated else "")
        if self.threshold is None:
            return f"back-off not certified on {self.n_memos} reviewed memo(s): {self.reason}{unlocated}"
        what = ("every claim is kept" if self.threshold <= KEEP_ALL else
                f"claims scoring <= {self.threshold:.3f} are dropped")
        return (f"back-off at alpha {self.alpha:g} on {self.n_memos} reviewed memo(s): {what}; with probability "
                f">= {1 - self.alpha:g} every claim a repaired memo keeps as written is correct{unlocated}")


def fit_backoff(memos: Sequence[ClaimMemo], alpha: float) -> BackoffThreshold:
    """The split-conformal back-off threshold over reviewed ``memos`` at level ``alpha``."""
    if not (isinstance(alpha, int | float) and not isinstance(alpha, bool) and 0 < alpha < 1):
        raise ValueError(f"alpha must be a number in (0, 1), not {alpha!r}")
    r = sorted(nonconformity(m) for m in memos)
    n = len(r)
    k = math.ceil((n + 1) * (1 - alpha))
    n_failing = sum(1 for m in memos if m.label == 0 or 0 in m.labels)
    unlocated = sum(1 for m in memos if (m.label == 0 or 0 in m.labels) and 0 not in m.labels)
    common: dict[str, Any] = {"alpha": float(alpha), "n_memos": n, "n_claims": sum(len(m.scores) for m in memos),
                              "n_failing": n_failing, "n_unlocated": unlocated}
    if k > n:
        return BackoffThreshold(threshold=None, **common, reason=(
            f"{n} reviewed memo(s); alpha {alpha:g} needs at least {math.ceil(1 / alpha) - 1}"))
    tau = r[k - 1]
    if math.isinf(tau) and tau > 0:
        return BackoffThreshold(threshold=None, **common, reason=(
            f"more than {alpha:.0%} of the reviewed memos fail on a sentence no threshold removes (not a claim, or "
            "a failing memo whose wrong sentence the review does not locate among non-claims)"))
    threshold = KEEP_ALL if math.isinf(tau) else float(tau)
    correct = [s for m in memos for s, y in zip(m.scores, m.labels, strict=True) if y == 1 and s is not None]
    wrong = [s for m in memos for s, y in zip(m.scores, m.labels, strict=True) if y == 0 and s is not None]
    return BackoffThreshold(
        threshold=threshold, **common,
        kept_correct_share=round(sum(s > threshold for s in correct) / len(correct), 4) if correct else None,
        dropped_wrong_share=round(sum(s <= threshold for s in wrong) / len(wrong), 4) if wrong else None)


def backoff_memos_from_store(store: Any) -> tuple[list[ClaimMemo], int]:
    """(the store's labelled attempts as :class:`ClaimMemo`, how many were skipped). Only attempts
    whose evidence record flags a sentence count: repair runs on no other memo, so the guarantee is
    calibrated on the memos it is applied to (conformal factuality's guarantee is marginal over the
    memos calibrated on; memos with a flag hold more wrong claims than the rest). The grounded label
    decides (a memo rejected for relevance alone has correct claims); a review with verdict
    ``edit`` locates the wrong sentences."""
    memos, skipped = [], 0
    for lab in store.labels():
        att = store.get_attempt(lab.attempt_id)
        findings = att.evaluation.findings if att.evaluation is not None else None
        if findings is None or not findings.flagged():
            skipped += 1
            continue
        edited = None
        if lab.review_id and lab.verdict == "edit":
            edited = store.get_review(lab.review_id).edited_text
        label = lab.label_for("grounded")
        texts = [s.text for s in findings.sentences]
        memos.append(ClaimMemo(scores=[claim_score(s) for s in findings.sentences],
                               labels=claim_labels(texts, label, edited), label=label))
    return memos, skipped


def backoff_from_store(store: Any, alpha: float) -> BackoffThreshold:
    """The back-off threshold at ``alpha`` over the labelled attempts of ``store`` repair would act on."""
    memos, skipped = backoff_memos_from_store(store)
    res = fit_backoff(memos, alpha)
    if skipped:
        res.reason = (res.reason + "; " if res.reason else "") + (
            f"{skipped} label(s) skipped: no flagged sentence in their evidence record (repair never runs on such "
            "a memo) or no record")
    return res


def save_backoff(root: Path, result: BackoffThreshold, versions: dict[str, str]) -> Path:
    """``backoff.json`` beside the joint risk control, for these calibrator versions."""
    return save_versioned(Path(root) / BACKOFF_FILE, result, versions)


def load_backoff(root: Path, versions: dict[str, str]) -> BackoffThreshold | None:
    """The saved back-off when it was fitted with exactly these calibrator versions, else None."""
    return load_versioned(Path(root) / BACKOFF_FILE, BackoffThreshold, versions)


def fit_for_set(store: Any, settings: Any, outcome: Any, root: Path) -> tuple[BackoffThreshold | None, Path | None]:
    """After ``from_store.fit_from_store`` fitted a calibrator set: the back-off threshold at
    ``calibration.backoff_alpha`` over the store's labelled attempts, saved in the set's folder
    (None, None when nothing was fitted or ``backoff_alpha`` is null)."""
    from .versions import set_dir

    alpha = settings.calibration.backoff_alpha
    if alpha is None or not outcome.fitted or not outcome.set_id:
        return None, None
    # each fitted calibrator's version as the fit reported it (its metadata's): no calibrator is loaded again
    versions = {c: str(row["version"]) for c, row in outcome.criteria.items()}
    res = backoff_from_store(store, alpha)
    return res, save_backoff(set_dir(Path(root), outcome.set_id), res, versions)

