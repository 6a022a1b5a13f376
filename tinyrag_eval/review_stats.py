"""Agreement statistics of the review queue (``tinyrag queue stats``, the review server's ``/stats``).

* **Cohen's κ** for each pair of reviewers who voted on at least ``min_common`` of the same items
  (on the four verdicts; :func:`sklearn.metrics.cohen_kappa_score`), with their raw agreement.
* **Fleiss' κ** over the items that have the full vote count (the first ``raters`` votes of each;
  :func:`statsmodels.stats.inter_rater.fleiss_kappa`).
* **Reviewer vs machine**: the machine's view of an attempt is its conformal prediction sets —
  acceptable (1) when every criterion's set is ``{1}``, unacceptable (0) when any is ``{0}``, no
  view (abstains) otherwise or when uncalibrated — against the human label of the verdict
  (:data:`~tinyrag_eval.store.VERDICT_LABEL`): κ and % agreement, overall (the item's final
  verdict) and per reviewer (their own votes).

Every figure carries the n behind it; a figure that cannot be computed is ``None`` with a note that
says why (too few items, only one category used), never NaN.
"""

from __future__ import annotations

import math
import warnings
from collections import defaultdict
from itertools import combinations
from typing import Any

from pydantic import BaseModel, Field

from .store import VERDICT_LABEL, VERDICT_STATUS, Store

VERDICTS = tuple(VERDICT_STATUS)


class PairKappa(BaseModel):
    a: str
    b: str
    n: int = Field(description="items both voted on")
    kappa: float | None = None
    agreement: float | None = Field(None, description="share of common items with the same verdict")
    note: str = ""


class FleissKappa(BaseModel):
    raters: int
    n: int = Field(description="items with the full vote count")
    kappa: float | None = None
    note: str = ""


class MachineAgreement(BaseModel):
    who: str = Field(description="'final label' or a reviewer's name")
    n: int = Field(description="judgments where the machine gave a definite view")
    abstained: int = Field(0, description="judgments where the machine's sets were uncertain or uncalibrated")
    kappa: float | None = None
    agreement: float | None = None
    note: str = ""


class ReviewStats(BaseModel):
    n_votes: int
    n_items_voted: int
    n_decided: int
    min_common: int
    pairs: list[PairKappa]
    fleiss: FleissKappa
    machine: list[MachineAgreement]
    messages: list[str] = Field(default_factory=list)


def _finite(x: float) -> float | None:
    return float(x) if math.isfinite(x) else None


def cohen_kappa(a: list[Any], b: list[Any]) -> float | None:
    """Cohen's κ of two equally long label lists; None when undefined (both used one category)."""
    from sklearn.metrics import cohen_kappa_score

    if len(a) != len(b) or not a:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _finite(cohen_kappa_score(a, b))


def fleiss(ratings: list[list[str]]) -> float | None:
    """Fleiss' κ of items x raters verdicts; None when undefined (one category only, < 2 items)."""
    import numpy as np
    from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa

    if len(ratings) < 2:
        return None
    codes = np.array([[VERDICTS.index(v) for v in row] for row in ratings])
    table, _ = aggregate_raters(codes, n_cat=len(VERDICTS))
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        return _finite(fleiss_kappa(table, method="fleiss"))


def pair_kappas(by_item: dict[str, dict[str, str]], min_common: int) -> list[PairKappa]:
    """Cohen's κ of each reviewer pair from ``item -> reviewer -> verdict`` (pairs below
    ``min_common`` common items are listed with a note, no κ)."""
    reviewers = sorted({r for votes in by_item.values() for r in votes})
    out = []
    for a, b in combinations(reviewers, 2):
        common = [i for i, v in by_item.items() if a in v and b in v]
        if not common:
            continue
        va = [by_item[i][a] for i in common]
        vb = [by_item[i][b] for i in common]
        agree = sum(x == y for x, y in zip(va, vb, strict=True)) / len(common)
        if len(common) < min_common:
            out.append(PairKappa(a=a, b=b, n=len(common), agreement=agree,
                                 note=f"too few common items ({len(common)} < {min_common})"))
            continue
        k = cohen_kappa(va, vb)
        out.append(PairKappa(a=a, b=b, n=len(common), kappa=k, agreement=agree,
                             note="" if k is not None else "κ undefined: both used a single verdict"))
    return out


def fleiss_over(by_item_ordered: dict[str, list[str]], raters: int) -> FleissKappa:
    """Fleiss' κ over the items with at least ``raters`` votes (their first ``raters``)."""
    full = [v[:raters] for v in by_item_ordered.values() if len(v) >= raters]
    if raters < 2:
        return FleissKappa(raters=raters, n=0, note="needs review.required_reviews >= 2 (one vote per item)")
    if len(full) < 2:
        return FleissKappa(raters=raters, n=len(full), note=f"too few items with {raters} votes ({len(full)} < 2)")
    k = fleiss(full)
    return FleissKappa(raters=raters, n=len(full), kappa=k,
                       note="" if k is not None else "κ undefined: every vote was the same verdict")


def machine_label(per_criterion_sets: list[list[int]] | None) -> int | None:
    """1 when every criterion's set is {1}, 0 when any is {0}, None otherwise (no view)."""
    if not per_criterion_sets:
        return None
    sets = [sorted(set(s)) for s in per_criterion_sets]
    if any(s == [0] for s in sets):
        return 0
    if all(s == [1] for s in sets):
        return 1
    return None


def machine_agreement(who: str, pairs: list[tuple[int | None, int]]) -> MachineAgreement:
    """κ and % agreement of (machine label or None, human label) pairs."""
    definite = [(m, h) for m, h in pairs if m is not None]
    abstained = len(pairs) - len(definite)
    if not definite:
        return MachineAgreement(who=who, n=0, abstained=abstained,
                                note="no judgments where the machine gave a definite view" if pairs else "no judgments")
    agree = sum(m == h for m, h in definite) / len(definite)
    k = cohen_kappa([m for m, _ in definite], [h for _, h in definite]) if len(definite) >= 2 else None
    note = "" if k is not None else ("κ needs at least 2 judgments" if len(definite) < 2
                                     else "κ undefined: machine and humans each used a single label")
    return MachineAgreement(who=who, n=len(definite), abstained=abstained, kappa=k, agreement=agree, note=note)


def review_stats(store: Store, *, required: int = 1, min_common: int = 5) -> ReviewStats:
    """All agreement figures of the store's review queue."""
    votes = store.votes()
    plain = [v for v in votes if v.kind == "vote"]
    by_item: dict[str, dict[str, str]] = defaultdict(dict)
    ordered: dict[str, list[str]] = defaultdict(list)
    for v in plain:
        by_item[v.review_id][v.reviewer] = v.verdict
        ordered[v.review_id].append(v.verdict)
    items = store.reviews()
    machine: dict[str, int | None] = {}
    for it in items:
        att = store.get_attempt(it.attempt_id)
        asm = att.assessment
        ok = asm is not None and asm.calibrator_version is not None
        machine[it.id] = machine_label([c.prediction_set for c in asm.per_criterion.values() if c.calibrated]
                                       if ok and asm is not None else None)
    decided = [it for it in items if it.status != "pending" and it.verdict in VERDICT_LABEL]
    overall = machine_agreement("final label", [(machine[it.id], VERDICT_LABEL[it.verdict]) for it in decided
                                                if it.verdict is not None])
    per: dict[str, list[tuple[int | None, int]]] = defaultdict(list)
    voted = {v.review_id for v in votes}
    for v in votes:
        per[v.reviewer].append((machine.get(v.review_id), VERDICT_LABEL[v.verdict]))
    for it in decided:  # decided by one reviewer, without votes (required_reviews = 1)
        if it.id not in voted and it.reviewer and it.verdict is not None:
            per[it.reviewer].append((machine[it.id], VERDICT_LABEL[it.verdict]))
    rows = [overall] + [machine_agreement(r, p) for r, p in sorted(per.items())]
    pairs = pair_kappas(dict(by_item), min_common)
    messages = []
    if not items:
        messages.append("the review queue is empty: nothing to compare yet")
    elif not plain:
        messages.append("no reviewer votes yet (votes are cast when review.required_reviews >= 2): "
                        "no reviewer-vs-reviewer figures")
    elif not any(p.kappa is not None for p in pairs):
        messages.append(f"no reviewer pair has a defined Cohen's κ yet (needs >= {min_common} common items "
                        "and more than one verdict used)")
    return ReviewStats(n_votes=len(plain), n_items_voted=len(by_item), n_decided=len(decided), min_common=min_common,
                       pairs=pairs, fleiss=fleiss_over(dict(ordered), required), machine=rows, messages=messages)


__all__ = ["FleissKappa", "MachineAgreement", "PairKappa", "ReviewStats", "cohen_kappa", "fleiss", "fleiss_over",
           "machine_agreement", "machine_label", "pair_kappas", "review_stats"]
