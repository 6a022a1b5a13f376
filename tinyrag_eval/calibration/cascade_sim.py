"""Simulated deployments of a certified cascade with synthetic judges of known accuracy.

Each deployment draws ``n_labels`` labelled memos: acceptable with probability ``p_acceptable``;
each stage's score given the label is Beta-distributed (``StageModel``: Beta(a, b) on acceptable
memos, Beta(b, a) on failing ones, independent across stages given the label). The cascade is
certified on the labels (:func:`~.cascade.certify_batch`, all deployments at once), and its
*population* failing share among finalized memos and automation (share of acceptable memos
finalized) are computed exactly from the Beta laws: P(finalized | y) = 1 - prod_k P(s_k < t_k | y).
The same is done for each stage alone. The guarantee holds when the failing share exceeds
epsilon in at most delta of the deployments.

    from tinyrag_eval.calibration.cascade_sim import StageModel, simulate
    out = simulate([StageModel(a=4, b=2), StageModel(a=8, b=2)], deployments=1000)
"""

from __future__ import annotations

from typing import Any

import numpy as np
from pydantic import BaseModel, Field
from scipy.stats import beta as beta_law

from .cascade import DEFAULT_STAGE_GRID, certify_batch


class StageModel(BaseModel):
    """A synthetic judge: its score is Beta(a, b) on acceptable memos and Beta(b, a) on failing ones
    (a > b: informative; the larger a / b, the more accurate)."""

    name: str = ""
    a: float = Field(gt=0)
    b: float = Field(gt=0)

    def accuracy(self) -> float:
        """P(score >= 0.5 | acceptable) = P(score < 0.5 | failing): its accuracy at 0.5."""
        return float(beta_law.sf(0.5, self.a, self.b))


def _below(models: list[StageModel], grids: list[np.ndarray], state: np.ndarray, acceptable: bool) -> np.ndarray:
    """(D,) P(every stage's score < its threshold | label): the memo is not finalized."""
    out = np.ones(state.shape[0])
    for i, (m, g) in enumerate(zip(models, grids, strict=True)):
        j = state[:, i]
        t = np.where(j > 0, g[np.maximum(j - 1, 0)], np.inf)
        a, b = (m.a, m.b) if acceptable else (m.b, m.a)
        out = out * np.where(np.isfinite(t), beta_law.cdf(np.minimum(t, 1.0), a, b), 1.0)
    return out


def population(models: list[StageModel], grids: list[np.ndarray], state: np.ndarray,
               p_acceptable: float) -> tuple[np.ndarray, np.ndarray]:
    """(failing share among finalized (NaN when nothing is finalized), automation) at each state."""
    fin_ok = 1 - _below(models, grids, state, True)
    fin_bad = 1 - _below(models, grids, state, False)
    mass = p_acceptable * fin_ok + (1 - p_acceptable) * fin_bad
    with np.errstate(invalid="ignore", divide="ignore"):
        risk = np.where(mass > 1e-12, (1 - p_acceptable) * fin_bad / np.maximum(mass, 1e-300), np.nan)
    return risk, fin_ok


def simulate(models: list[StageModel], *, deployments: int = 1000, n_labels: int = 500, p_acceptable: float = 0.7,
             epsilon: float = 0.1, delta: float = 0.1, plan_fraction: float = 0.3, seed: int = 0,
             chunk: int = 250) -> dict[str, Any]:
    """Certify the cascade and each stage alone on ``deployments`` draws of labels; the population
    failing share and automation of each. Returns a JSON-able summary."""
    rng = np.random.default_rng(seed)
    k = len(models)
    grids = [np.asarray(DEFAULT_STAGE_GRID, dtype=float) for _ in models]
    variants = {"cascade": [True] * k, **{f"only_{m.name or i + 1}": [j == i for j in range(k)]
                                          for i, m in enumerate(models)}}
    risk: dict[str, list[np.ndarray]] = {v: [] for v in variants}
    auto: dict[str, list[np.ndarray]] = {v: [] for v in variants}
    stage_share: list[np.ndarray] = []
    reach: list[np.ndarray] = []
    done = 0
    while done < deployments:
        d = min(chunk, deployments - done)
        done += d
        y = rng.random((d, n_labels)) < p_acceptable
        scores = []
        for m in models:
            s_ok, s_bad = rng.beta(m.a, m.b, (d, n_labels)), rng.beta(m.b, m.a, (d, n_labels))
            scores.append(np.where(y, s_ok, s_bad))
        plan = np.zeros((d, n_labels), dtype=bool)
        n_plan = max(1, round(plan_fraction * n_labels))
        order = np.argsort(rng.random((d, n_labels)), axis=1)[:, :n_plan]
        np.put_along_axis(plan, order, True, axis=1)
        for v, allowed in variants.items():
            out = certify_batch(scores, ~y, epsilon=epsilon, delta=delta, grids=grids, plan=plan, allowed=allowed)
            r, a = population(models, grids, out["state"], p_acceptable)
            risk[v].append(np.where(out["certified"], np.nan_to_num(r, nan=0.0), 0.0))
            auto[v].append(np.where(out["certified"], a, 0.0))
            if v == "cascade":  # the share of acceptable memos each stage finalizes (first stage first)
                below = np.ones(d)
                shares = []
                for i, (m, g) in enumerate(zip(models, grids, strict=True)):
                    j = out["state"][:, i]
                    t = np.where(j > 0, g[np.maximum(j - 1, 0)], np.inf)
                    p_fin = np.where(np.isfinite(t), beta_law.sf(np.minimum(t, 1.0), m.a, m.b), 0.0)
                    shares.append(below * p_fin)
                    below = below * (1 - p_fin)
                stage_share.append(np.stack(shares, axis=1))
                m0, g0 = models[0], grids[0]
                j0 = out["state"][:, 0]
                t0 = np.where(j0 > 0, g0[np.maximum(j0 - 1, 0)], np.inf)
                fin1 = np.where(np.isfinite(t0), p_acceptable * beta_law.sf(np.minimum(t0, 1.0), m0.a, m0.b)
                                + (1 - p_acceptable) * beta_law.sf(np.minimum(t0, 1.0), m0.b, m0.a), 0.0)
                reach.append(1 - fin1)
    res: dict[str, Any] = {"deployments": deployments, "n_labels": n_labels, "p_acceptable": p_acceptable,
                           "epsilon": epsilon, "delta": delta, "plan_fraction": plan_fraction, "seed": seed,
                           "stages": [{"name": m.name or f"stage{i + 1}", "a": m.a, "b": m.b,
                                       "accuracy_at_0.5": round(m.accuracy(), 4)} for i, m in enumerate(models)]}
    for v in variants:
        r, a = np.concatenate(risk[v]), np.concatenate(auto[v])
        res[v] = {"violation_rate": float((r > epsilon).mean()), "mean_failing_share": float(r.mean()),
                  "max_failing_share": float(r.max()), "mean_automation": float(a.mean()),
                  "certified_rate": float((a > 0).mean())}
    share = np.concatenate(stage_share).mean(axis=0)
    res["cascade"]["automation_by_stage"] = {res["stages"][i]["name"]: float(share[i]) for i in range(k)}
    if k > 1:  # share of all memos that reach stage 2 (its LLM calls), vs 1 for the verifier on every memo
        res["cascade"]["reach_stage2"] = float(np.concatenate(reach).mean())
        res["cascade"]["llm_call_share"] = res["cascade"]["reach_stage2"]
        for i, v in enumerate(v for v in variants if v != "cascade"):  # a later stage alone scores every memo
            res[v]["llm_call_share"] = 0.0 if i == 0 else 1.0
    singles = [v for v in variants if v != "cascade"]
    best = max(singles, key=lambda v: res[v]["mean_automation"])
    res["best_single_stage"] = best
    return res
