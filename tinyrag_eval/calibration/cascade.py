"""Trust or escalate: a certified cascade of judges, from offline checks to an LLM verifier to a person.

Stages, in order, each giving a confidence score per memo in [0, 1] (NaN: the stage cannot score
it): stage 1 the offline calibrated P(the memo passes every criterion) (the smallest criterion
probability, as :mod:`.risk`), stage 2 the LLM verifier's confidence (``judges.verifier``), and
after the last scored stage a person (the review queue). A memo is finalized by the first stage
whose score clears that stage's finalize threshold; a stage may also *reject* a memo (a mask or a
fixed threshold given before the labels are tested: regenerate or escalate, never passed on);
everything else goes on to the next stage and finally to a person.

**Guarantee.** The thresholds are certified on the deployment's labelled memos so that the share
of failing memos among *everything finalized, over all stages* is <= epsilon with probability
>= 1 - delta over the draw of the labels (labels exchangeable with the memos decided later).

**Method, and why it is valid** (after Jung et al., ICLR 2025, "Trust or Escalate", and the
Learn-then-Test code of :mod:`.risk`, whose helpers it reuses):

- Without rejects, the cascade finalizes {s_1 >= t_1} or {s_2 >= t_2} or ...: the *union* of each
  stage's selection (a memo stage 1 did not finalize reaches stage 2). With rejects, a stage's
  score is masked (NaN) on the memos an earlier stage rejected, and the union still describes
  the cascade exactly. So the finalized set is monotone in every threshold.
- **One fixed sequence of threshold tuples**: a seeded ``plan_fraction`` of the labels (the
  planning part, never tested on) orders it. For failing-share levels 0, ..., 2 epsilon, the
  tuple that finalizes the most planning memos with a smoothed planning failing share <= the
  level. The search holds each stage alone (the other thresholds at "nothing": stage 2 alone is
  the verifier on every memo) and is restrained against planning luck, which otherwise makes the
  path erratic (fixed-sequence testing stops at its first bad tuple) and let a useless or weaker
  first stage cost automation: every stage but the last searches a coarser grid
  (:data:`GATE_STRIDE`); each stage's own addition (memos no other stage finalizes) needs a
  planning failing share whose :data:`UNIQUE_CONFIDENCE` upper bound is <= 2 epsilon; and among
  tuples finalizing as many planning memos the strictest wins (a looser first-stage threshold
  that adds no planning memo would only finalize untested memos; this tie rule, not "fewer LLM
  calls", measured better). The start is the loosest tuple predicted to pass 9 times in 10
  (:func:`.risk.start_index`), as :func:`.risk.control_risk` does for one stage. Sequence and
  start depend on the planning labels only; the order need not be monotone (fixed-sequence
  testing only needs it fixed in advance).
- On the testing labels, each tuple of the sequence from the start is tested in order:
  H0 "failing share among the memos the cascade finalizes > epsilon", rejected when the exact
  binomial p-value is <= delta, i.e. when the one-sided Clopper-Pearson upper bound at level
  1 - delta is <= epsilon (:func:`.risk.binomial_p_values`, :func:`.risk.clopper_pearson_upper`).
  For a fixed tuple, the number failing among the n finalized is Binomial(n, r) given n
  (exchangeable labels), so each test is exact; fixed-sequence testing
  (:func:`.risk.fixed_sequence_stop`) keeps the family-wise error <= delta with no multiplicity
  correction. The certified tuple is the last rejection before the first non-rejection.
- The guarantee is joint (one risk for the union), not one per stage. The alternative -- one
  threshold per stage on the memos that reach it, delta split across stages by Bonferroni (Jung
  et al.'s per-judge calibration) -- needs each stage's test to hold on a population that the
  earlier stages' data-dependent thresholds select, which is only exact with a separate label
  split per stage; the joint test spends all labels on one question and needs no split of delta.
- Use the certified tuple as a whole: running only some stages (e.g. stage 2 without an LLM)
  finalizes a *subset* of the certified set, whose failing share is not bounded. Without the
  later stages, use the single-stage certification instead (:func:`certify_cascade` on stage 1
  alone, or :func:`.risk.control_risk`).

A stage whose certified threshold finalizes nothing (it stays at "nothing" along the path, or it
has too few scored labels) is **skipped**, with the reason recorded. Per stage the result gives the
threshold, the Clopper-Pearson bound of its own failing share on the labels (information; the
guarantee is the joint one), and the expected automation: the share of acceptable labelled memos
it finalizes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from pydantic import BaseModel, Field

from .risk import (
    MIN_LABELS,
    binary_labels,
    binomial_p_values,
    clopper_pearson_upper,
    fixed_sequence_stop,
    pass_probabilities,
    start_index,
)

DEFAULT_STAGE_GRID = tuple(round(float(x), 2) for x in np.arange(0.99, 0.0, -0.02))
"""Candidate finalize thresholds of a stage, strict -> loose (0.99, 0.97, ..., 0.01)."""
PERSON = "person"
GATE_STRIDE = 5
"""With several stages, every stage but the last searches every 5th threshold of its grid (0.91,
0.81, ..., 0.01 of the default grid): a coarser search overfits the planning labels less."""
UNIQUE_CONFIDENCE = 0.6
"""Confidence of the upper bound (<= 2 epsilon on the planning labels) that each stage's own
addition to the finalized set must meet in the joint search."""


class CascadeStage(BaseModel):
    """One automated stage of a certified cascade."""

    name: str
    threshold: float | None = Field(None, description="finalize when the stage's score >= threshold; None = the "
                                    "stage finalizes nothing (skipped)")
    skipped: bool = False
    reason: str = ""
    n_scored: int = Field(0, description="labelled memos this stage could score")
    n_finalized: int = Field(0, description="labelled memos this stage finalizes (earlier stages did not)")
    n_failed: int = 0
    finalize_share: float = Field(0.0, description="share of the labelled memos this stage finalizes")
    automation_rate: float = Field(0.0, description="share of acceptable labelled memos this stage finalizes")
    failure_upper_bound: float | None = Field(None, description="Clopper-Pearson upper bound (1 - delta) of the "
                                              "failing share among this stage's finalized labelled memos "
                                              "(information: the guarantee is joint)")


class CascadeTest(BaseModel):
    """One tested threshold tuple of the fixed sequence."""

    thresholds: list[float | None]
    n_finalized: int
    n_failed: int
    p_value: float
    rejected: bool


class CascadeResult(BaseModel):
    """The certified cascade, or why nothing is certified."""

    stages: list[CascadeStage]
    epsilon: float
    delta: float
    method: str = "fixed_sequence_tuples"
    certified: bool = False
    n_labels: int = 0
    n_plan: int = 0
    n_test: int = 0
    failure_upper_bound: float | None = Field(None, description="Clopper-Pearson bound of the failing share among "
                                              "finalized testing labels at the certified thresholds")
    finalize_rate: float = 0.0
    failure_share_of_finalized: float | None = None
    automation_rate: float = Field(0.0, description="share of acceptable labelled memos finalized by some stage")
    tests: list[CascadeTest] = Field(default_factory=list)
    reason: str = ""

    @property
    def thresholds(self) -> dict[str, float | None]:
        return {s.name: s.threshold for s in self.stages}

    def stage(self, name: str) -> CascadeStage | None:
        return next((s for s in self.stages if s.name == name), None)

    def decide(self, scores: Mapping[str, Any], rejected: Mapping[str, Any] | None = None) -> np.ndarray:
        """(n,) index of the stage that finalizes each memo, -1 = not finalized (rejected by a stage,
        or on to a person). ``scores``: {stage: (n,) scores}, NaN or a missing stage = not scored."""
        n = len(next(iter(scores.values()))) if scores else 0
        out = np.full(n, -1, dtype=int)
        open_ = np.ones(n, dtype=bool)
        for i, st in enumerate(self.stages):
            s = np.asarray(scores.get(st.name, np.full(n, np.nan)), dtype=float)
            if st.threshold is not None:
                fin = open_ & (np.nan_to_num(s, nan=-1.0) >= st.threshold)
                out[fin] = i
                open_ &= ~fin
            if rejected is not None and st.name in rejected:
                open_ &= ~np.asarray(rejected[st.name], dtype=bool)
        return out

    def stage_of(self, scores: Mapping[str, float | None], rejected: Mapping[str, bool] | None = None) -> str:
        """The stage that finalizes one memo, or ``person``."""
        arr = {k: [np.nan if v is None else float(v)] for k, v in scores.items()}
        i = int(self.decide(arr, {k: [v] for k, v in (rejected or {}).items()})[0])
        return PERSON if i < 0 else self.stages[i].name

    def summary(self) -> str:
        if not self.certified:
            return f"cascade not certified: {self.reason}"
        parts = [f"{s.name} >= {s.threshold:g} (automation {100 * s.automation_rate:.0f} %)" if not s.skipped
                 else f"{s.name} skipped" for s in self.stages]
        return (f"cascade: {'; '.join(parts)}; failing share of finalized <= {self.epsilon:g} with probability "
                f">= {1 - self.delta:g} on {self.n_labels} labels; automation {100 * self.automation_rate:.0f} %")


# --------------------------------------------------------------------------- the vectorized core


def _ranks(scores: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """Per score, the 1-based index of the first grid value (strict -> loose) it clears; len(grid)+1
    when it clears none or is NaN. A memo is finalized at state j (0 = nothing, j = threshold
    grid[j-1]) iff rank <= j."""
    m = len(grid)
    s = np.nan_to_num(scores, nan=-np.inf)
    # grid descending: number of grid values > s, + 1
    r = np.searchsorted(-grid, -s, side="left") + 1  # grid values strictly greater than s come first
    return np.where(r > m, m + 1, r)


def _tables(ranks: list[np.ndarray], fail: np.ndarray, weight: np.ndarray, shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """(D, *shape) counts of finalized and failing memos at every state tuple, for D deployments.

    ``ranks``: per stage (D, n) ranks; ``weight``: (D, n) 1 = in this split. Finalized at state j =
    all - those with every rank > j_k: a suffix sum of the joint histogram."""
    d = weight.shape[0]
    size = int(np.prod(shape))
    flat = np.ravel_multi_index(tuple(np.minimum(r, s - 1) for r, s in zip(ranks, shape, strict=True)), shape)
    offs = (np.arange(d) * size)[:, None]
    idx = (flat + offs).ravel()
    h = np.bincount(idx, weights=weight.ravel(), minlength=d * size).reshape(d, *shape)
    f = np.bincount(idx, weights=(weight * fail).ravel(), minlength=d * size).reshape(d, *shape)
    tail_h, tail_f = h, f
    for ax in range(1, len(shape) + 1):  # suffix sums: memos with rank_k >= j_k + 1 for every k
        tail_h = np.flip(np.cumsum(np.flip(tail_h, ax), ax), ax)
        tail_f = np.flip(np.cumsum(np.flip(tail_f, ax), ax), ax)
    # not finalized at state j = memos with rank_k > j_k = tail at index j_k + 1
    sl = (slice(None),) + tuple(slice(1, None) for _ in shape)
    not_h = np.zeros_like(h)
    not_f = np.zeros_like(f)
    not_h[(slice(None),) + tuple(slice(0, s - 1) for s in shape)] = tail_h[sl]
    not_f[(slice(None),) + tuple(slice(0, s - 1) for s in shape)] = tail_f[sl]
    tot_h = weight.sum(axis=1).reshape((d,) + (1,) * len(shape))
    tot_f = (weight * fail).sum(axis=1).reshape((d,) + (1,) * len(shape))
    return tot_h - not_h, tot_f - not_f


def _planned_path(n_fin: np.ndarray, n_bad: np.ndarray, maxes: list[int], allowed: np.ndarray, epsilon: float,
                  levels: int = 41) -> np.ndarray:
    """(D, L, K) the fixed sequence: for failing-share levels 0, ..., 2 epsilon (``levels`` of them),
    the threshold tuple that finalizes the most planning memos with a smoothed planning failing
    share ((failed + 0.5) / (finalized + 1)) <= the level; "nothing" where no tuple qualifies.
    Built on the planning labels only, so its order is fixed before the testing labels are read.

    With several stages the search is restrained against planning luck (which otherwise makes the
    path erratic, and fixed-sequence testing stops at its first bad tuple): every stage but the last
    searches every ``GATE_STRIDE``-th threshold only; each stage's own addition (memos it finalizes
    that no other stage does) must have a planning failing share whose ``UNIQUE_CONFIDENCE`` upper
    bound is <= 2 epsilon; and among tuples finalizing as many planning memos, the strictest wins (a
    looser threshold that adds no planning memo would finalize untested memos)."""
    d, k = n_fin.shape[0], len(maxes)
    valid = tuple(slice(0, m + 1) if ok else slice(0, 1) for m, ok in zip(maxes, allowed, strict=True))
    fin = n_fin[(slice(None), *valid)]
    bad = n_bad[(slice(None), *valid)]
    shape = fin.shape[1:]
    on = np.ones((d, *shape), dtype=bool)
    if int(np.sum(allowed)) > 1:
        last = int(np.flatnonzero(allowed)[-1])
        for ax, m in enumerate(shape):
            if ax != last:
                keep = np.arange(m) % GATE_STRIDE == 0
                on &= keep.reshape((1,) * (ax + 1) + (m,) + (1,) * (k - ax - 1))
            if m > 1:
                u_n = fin - fin.take([0], axis=ax + 1)
                u_k = bad - bad.take([0], axis=ax + 1)
                ub = np.where(u_n > 0, clopper_pearson_upper(u_k, u_n, 1 - UNIQUE_CONFIDENCE), 0.0)
                on &= ub <= 2 * epsilon
    looseness = sum(np.arange(m).reshape((1,) * ax + (m,) + (1,) * (k - ax - 1)) for ax, m in enumerate(shape))
    score = (fin - 1e-3 * np.broadcast_to(looseness, fin.shape) / (1 + sum(shape))).reshape(d, -1)
    share = ((bad + 0.5) / (fin + 1.0)).reshape(d, -1)
    on_flat = on.reshape(d, -1)
    out = []
    for level in np.linspace(0.0, 2 * epsilon, levels):
        ok = (share <= level) & on_flat
        pick = np.argmax(np.where(ok, score, -np.inf), axis=1)
        pick = np.where(ok.any(axis=1), pick, 0)
        out.append(np.stack(np.unravel_index(pick, shape), axis=1))
    return np.stack(out, axis=1)


def certify_batch(scores: list[np.ndarray], fail: np.ndarray, *, epsilon: float, delta: float,
                  grids: list[np.ndarray], plan: np.ndarray, allowed: list[bool] | None = None) -> dict[str, np.ndarray]:
    """The certification of D deployments at once (the simulation calls it; :func:`certify_cascade`
    with D = 1). ``scores``: per stage (D, n), NaN = not scored (or rejected by an earlier stage);
    ``fail``: (D, n) booleans; ``plan``: (D, n) booleans, True = planning label. Returns arrays:
    ``state`` (D, K) the certified grid states (0 = the stage finalizes nothing; all 0 when nothing
    is certified), ``certified`` (D,), ``n_plan``, ``n_test``, ``path`` (D, L, K), ``start`` (D,),
    ``stop`` (D,) (index along the path, -1 none), ``test_n``/``test_k``/``p`` (D, L)."""
    k = len(scores)
    allowed_a = np.array(allowed if allowed is not None else [True] * k, dtype=bool)
    shape = tuple(len(g) + 2 for g in grids)  # states 0..m, plus the "never" rank m+1
    ranks = [_ranks(np.asarray(s, dtype=float), np.asarray(g, dtype=float)) for s, g in zip(scores, grids, strict=True)]
    failf = fail.astype(float)
    plan_w, test_w = plan.astype(float), (~plan).astype(float)
    pf, pb = _tables(ranks, failf, plan_w, shape)
    tf, tb = _tables(ranks, failf, test_w, shape)
    n_plan, n_test = plan_w.sum(axis=1), test_w.sum(axis=1)
    d = fail.shape[0]
    rows = np.arange(d)[:, None]
    # one sequence over every allowed stage (it holds each stage alone: the other thresholds at
    # "nothing"), built and started on the planning labels only
    path = _planned_path(pf, pb, [len(g) for g in grids], allowed_a, epsilon)
    idx = (rows, *np.moveaxis(path, -1, 0))
    q = pass_probabilities(pf[idx], pb[idx], np.maximum(n_plan, 1)[:, None], n_test[:, None],  # type: ignore[arg-type]
                           epsilon, delta)
    start = start_index(q)
    test_n, test_k = tf[idx], tb[idx]
    p = binomial_p_values(test_k, test_n, epsilon)
    length = path.shape[1]
    pos = np.arange(length)[None, :]
    seq = pos >= start[:, None]
    rej = (p <= delta) & seq
    # fixed sequence from the start: shift each row so that its start is at 0
    shifted = np.take_along_axis(rej, np.minimum(pos + start[:, None], length - 1), axis=1) & \
        (pos + start[:, None] < length)
    last = fixed_sequence_stop(shifted)
    stop = np.where(last >= 0, start + last, -1)
    certified = stop >= 0
    state = np.where(certified[:, None], path[np.arange(d), np.maximum(stop, 0)], 0)
    return {"state": state, "certified": certified, "n_plan": n_plan, "n_test": n_test, "path": path,
            "start": start, "stop": stop, "test_n": test_n, "test_k": test_k, "p": p}


# --------------------------------------------------------------------------- one deployment


def _check_scores(scores: Mapping[str, Any]) -> tuple[list[str], list[np.ndarray]]:
    names = list(scores)
    if not names:
        raise ValueError("no stage scores: a cascade needs at least one scored stage")
    if PERSON in names:
        raise ValueError(f"{PERSON!r} is the last stage of every cascade; it has no score")
    arrays = []
    for name in names:
        a = np.asarray(scores[name], dtype=float).ravel()
        ok = a[~np.isnan(a)]
        if ok.size and (ok.min() < 0 or ok.max() > 1 or not np.all(np.isfinite(ok))):
            raise ValueError(f"the scores of stage {name!r} must be in [0, 1] (NaN = not scored)")
        arrays.append(a)
    if len({a.size for a in arrays}) > 1:
        raise ValueError("every stage needs one score per labelled memo (NaN where it cannot score)")
    return names, arrays


def masked_scores(arrays: list[np.ndarray], rejected: list[np.ndarray | None]) -> list[np.ndarray]:
    """Each stage's scores with NaN where an earlier stage rejected the memo (it never reaches it)."""
    out, gone = [], np.zeros(arrays[0].shape, dtype=bool)
    for a, r in zip(arrays, rejected, strict=True):
        out.append(np.where(gone, np.nan, a))
        if r is not None:
            gone = gone | r
    return out


def certify_cascade(scores: Mapping[str, Any], acceptable: Any, *, epsilon: float = 0.1, delta: float = 0.1,
                    rejected: Mapping[str, Any] | None = None, reject_below: Mapping[str, float] | None = None,
                    grids: Mapping[str, Any] | None = None, plan_fraction: float = 0.3, seed: int = 13,
                    min_labels: int = MIN_LABELS) -> CascadeResult:
    """Certify a cascade's finalize thresholds on labelled memos (module docstring).

    Parameters
    ----------
    scores : {stage: (n,) confidence in [0, 1], NaN = cannot score}, in cascade order.
    acceptable : (n,) 0/1, the reviewer's verdict (1 = passes every criterion).
    rejected : {stage: (n,) bool}, memos the stage rejects (never passed on); must be fixed before
        the labels are tested (a rule, not fitted on them).
    reject_below : {stage: r}, reject where the stage's score <= r (its finalize grid keeps > r).
    grids : {stage: candidate thresholds} (default :data:`DEFAULT_STAGE_GRID`).
    """
    for name, v in (("epsilon", epsilon), ("delta", delta), ("plan_fraction", plan_fraction)):
        if not (isinstance(v, int | float) and 0 < v < 1):
            raise ValueError(f"{name} must be in (0, 1), got {v!r}")
    names, arrays = _check_scores(scores)
    n = arrays[0].size
    yf = binary_labels(acceptable, n)
    rej: list[np.ndarray | None] = []
    grid_l: list[np.ndarray] = []
    for name, a in zip(names, arrays, strict=True):
        r = None
        if rejected is not None and name in rejected:
            r = np.asarray(rejected[name], dtype=bool).ravel()
            if r.size != n:
                raise ValueError(f"rejected[{name!r}] needs one flag per memo")
        g = np.sort(np.asarray((grids or {}).get(name, DEFAULT_STAGE_GRID), dtype=float).ravel())[::-1]
        if g.size == 0 or g.min() < 0 or g.max() > 1:
            raise ValueError(f"the grid of stage {name!r} must be thresholds in [0, 1]")
        if reject_below is not None and name in reject_below:
            lo = float(reject_below[name])
            below = np.nan_to_num(a, nan=np.inf) <= lo
            r = below if r is None else (r | below)
            g = g[g > lo]
        rej.append(r)
        grid_l.append(g)
    masked = masked_scores(arrays, rej)
    fail = yf == 0
    acc = ~fail
    base: dict[str, Any] = {"epsilon": float(epsilon), "delta": float(delta), "n_labels": n}
    scored = [int((~np.isnan(a)).sum()) for a in masked]
    allowed = [c >= min_labels and g.size > 0 for c, g in zip(scored, grid_l, strict=True)]
    skipped_why = {name: f"{c} labelled memos with a {name} score < {min_labels}: the stage is skipped"
                   for name, c, ok in zip(names, scored, allowed, strict=True) if not ok}
    if n < min_labels or not any(allowed):
        why = (f"{n} labelled memos < {min_labels}" if n < min_labels else "no stage has enough scored labels") + \
            ": nothing can be certified; every memo goes to a person"
        return CascadeResult(**base, n_test=n, reason=why, stages=[
            CascadeStage(name=nm, skipped=True, n_scored=c, reason=skipped_why.get(nm, why))
            for nm, c in zip(names, scored, strict=True)])
    rng = np.random.default_rng(seed)
    perm = rng.permutation(n)
    n_plan = max(1, round(plan_fraction * n))
    plan = np.zeros(n, dtype=bool)
    plan[perm[:n_plan]] = True
    out = certify_batch([m[None, :] for m in masked], fail[None, :], epsilon=epsilon, delta=delta, grids=grid_l,
                        plan=plan[None, :], allowed=allowed)
    state = out["state"][0]
    certified = bool(out["certified"][0])
    path, start, stop = out["path"][0], int(out["start"][0]), int(out["stop"][0])

    def thr(j: int, i: int) -> float | None:  # grid state j of stage i: 0 = finalizes nothing
        return None if j == 0 else float(grid_l[i][j - 1])

    tests = []
    first_fail = stop + 1 if stop >= 0 else start
    for pos in range(start, min(first_fail + 1, path.shape[0])):
        st = path[pos]
        if pos > start and (st == path[pos - 1]).all():
            continue  # the same tuple again (two levels chose it): one test
        tests.append(CascadeTest(thresholds=[thr(int(st[i]), i) for i in range(len(names))],
                                 n_finalized=int(out["test_n"][0, pos]), n_failed=int(out["test_k"][0, pos]),
                                 p_value=float(out["p"][0, pos]), rejected=pos <= stop))
    thresholds = [thr(int(state[i]), i) for i in range(len(names))]
    result = CascadeResult(**base, n_plan=n_plan, n_test=n - n_plan, tests=tests, certified=certified,
                           stages=[CascadeStage(name=nm, threshold=t) for nm, t in zip(names, thresholds, strict=True)])
    which = result.decide(dict(zip(names, masked, strict=True)))
    fin = which >= 0
    for i, (st, c) in enumerate(zip(result.stages, scored, strict=True)):
        mine = which == i
        st.n_scored = c
        st.n_finalized, st.n_failed = int(mine.sum()), int(fail[mine].sum())
        st.finalize_share = float(mine.mean())
        st.automation_rate = float(mine[acc].mean()) if acc.any() else 0.0
        if st.n_finalized:
            st.failure_upper_bound = float(clopper_pearson_upper(st.n_failed, st.n_finalized, delta))
        if st.threshold is None:
            st.skipped = True
            st.reason = skipped_why.get(st.name) or (
                "certifies nothing: no threshold of this stage keeps the cascade's failing share of finalized "
                f"memos <= {epsilon:g} with confidence {1 - delta:g}" if certified else "nothing certified")
    if certified:
        test = ~plan
        tf = fin & test
        result.failure_upper_bound = float(clopper_pearson_upper(int(fail[tf].sum()), int(tf.sum()), delta))
        result.finalize_rate = float(fin.mean())
        result.failure_share_of_finalized = float(fail[fin].mean()) if fin.any() else None
        result.automation_rate = float(fin[acc].mean()) if acc.any() else 0.0
    else:
        result.reason = (f"no thresholds keep the share of finalized memos failing a criterion <= {epsilon:g} with "
                         f"confidence {1 - delta:g} on {n - n_plan} testing labels; every memo goes to a person")
    return result


def realized(result: CascadeResult, scores: Mapping[str, Any], acceptable: Any,
             rejected: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """On held-out labelled memos: finalize rate, failing share among finalized, automation rate, and
    the memos each stage decided (``person`` = escalated)."""
    which = result.decide(scores, rejected)
    ok = np.asarray(acceptable).astype(float) == 1
    fin = which >= 0
    per = {s.name: int((which == i).sum()) for i, s in enumerate(result.stages)}
    per[PERSON] = int((~fin).sum())
    return {"finalize_rate": float(fin.mean()) if fin.size else 0.0,
            "failure_share_of_finalized": float((~ok[fin]).mean()) if fin.any() else None,
            "automation_rate": float(fin[ok].mean()) if ok.any() else 0.0, "decided_by": per}
