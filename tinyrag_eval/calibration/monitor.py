"""Exchangeability monitoring: do new reviewer labels still agree with a calibrator's guarantee?

Anchor: MAPIE's exchangeability testing (``mapie.exchangeability_testing``: online conformal
test martingales and risk monitoring). Here, for one calibrator version and the reviewer labels
collected since it was fitted (in review order), two tests:

- **Binomial test on miscoverage.** The conformal set at alpha misses the reviewer's label with
  probability <= alpha under exchangeability. ``k`` misses among ``n`` labels give the one-sided
  p-value P(Bin(n, alpha) >= k); a small p-value means the realized coverage is below what the
  guarantee allows (beyond the binomial slack).
- **Conformal test martingale** (power martingale mixed over its exponent, Vovk et al.) on the
  conformal p-values of the true labels. Under exchangeability these p-values are uniform, and by
  Ville's inequality the martingale exceeds 1/c with probability <= c at *any* time: the stream
  may be checked after every label. A shift that makes labels atypical (small p-values) makes it
  grow. Split-conformal p-values share one calibration set, so they are uniform marginally but
  not independent: with a few hundred calibration rows the error is small, and the binomial test
  does not depend on it.

``monitor(...)`` returns a :class:`MonitorStatus`: ``ok``, ``warn`` (p-value < ``warn_level`` or
martingale >= 1 / ``warn_level``) or ``stop`` (below ``stop_level`` / above 1 / ``stop_level``):
stop auto-finalizing with this calibrator and recalibrate on the new labels.
"""

from __future__ import annotations

from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, Field
from scipy.stats import binom

Status = Literal["ok", "warn", "stop"]
MIN_LABELS = 10  # fewer new labels: "ok" with the reason that nothing can be tested yet


class MonitorStatus(BaseModel):
    status: Status
    reason: str
    calibrator_version: str | None = None
    alpha: float
    n: int = Field(description="new reviewer labels monitored")
    misses: int = Field(0, description="labels outside their conformal set")
    realized_coverage: float | None = None
    nominal_coverage: float
    binomial_p_value: float | None = None
    martingale: float | None = Field(None, description="final value of the conformal test martingale")
    martingale_max: float | None = Field(None, description="its running maximum (what Ville's bound is about)")

    @property
    def auto_finalize_allowed(self) -> bool:
        return self.status != "stop"


def conformal_p_values(calibration_scores: Any, test_scores: Any, seed: int = 0) -> np.ndarray:
    """Smoothed split-conformal p-values: (#{cal > s} + U * (#{cal == s} + 1)) / (n_cal + 1).

    Scores are nonconformity scores (larger = stranger, e.g. LAC 1 - P(true label)); the
    p-values are exactly uniform under exchangeability."""
    cal = np.sort(np.asarray(calibration_scores, dtype=float).ravel())
    s = np.asarray(test_scores, dtype=float).ravel()
    if cal.size == 0:
        raise ValueError("no calibration scores: the calibrator kept none (refit it to monitor with p-values)")
    if not (np.all(np.isfinite(cal)) and np.all(np.isfinite(s))):
        raise ValueError("scores must be finite")
    greater = cal.size - np.searchsorted(cal, s, side="right")
    equal = np.searchsorted(cal, s, side="right") - np.searchsorted(cal, s, side="left")
    u = np.random.default_rng(seed).uniform(size=s.size)
    return (greater + u * (equal + 1)) / (cal.size + 1)


def power_martingale(p_values: Any) -> np.ndarray:
    """Running values of the mixture power martingale M_n = int_0^1 prod_i e p_i^(e - 1) de
    (a uniform mixture over e, computed on a grid in log space)."""
    p = np.clip(np.asarray(p_values, dtype=float).ravel(), 1e-12, 1.0)
    eps = np.linspace(0.005, 0.995, 199)[:, None]
    logs = np.cumsum(np.log(eps) + (eps - 1) * np.log(p)[None, :], axis=1)  # (grid, n)
    m = logs.max(axis=0)
    log_mix = m + np.log(np.mean(np.exp(logs - m), axis=0))
    return np.exp(np.minimum(log_mix, 690.0))  # capped below float overflow (1e300 is evidence enough)


def monitor(covered: Any = None, *, alpha: float, p_values: Any = None, calibrator_version: str | None = None,
            warn_level: float = 0.05, stop_level: float = 0.01) -> MonitorStatus:
    """Status of a calibrator on new reviewer labels (module docstring).

    ``covered``: (n,) booleans, the reviewer's label was in the conformal set; or ``p_values``:
    (n,) conformal p-values of the reviewer's labels (then covered = p > alpha). Both in review
    order."""
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be in (0, 1), got {alpha}")
    if not 0 < stop_level <= warn_level < 1:
        raise ValueError("need 0 < stop_level <= warn_level < 1")
    if covered is None and p_values is None:
        raise ValueError("give covered (label in the set) or p_values (of the reviewer labels)")
    pv = None
    if p_values is not None:
        pv = np.asarray(p_values, dtype=float).ravel()
        if not np.all(np.isfinite(pv)) or (pv.size and (pv.min() < 0 or pv.max() > 1)):
            raise ValueError("p_values must be finite numbers in [0, 1]")
    if covered is not None:
        cov = np.asarray(covered).ravel()
        if cov.size and not np.all(np.isin(cov.astype(float), (0.0, 1.0))):
            raise ValueError("covered must be booleans")
        cov = cov.astype(bool)
        if pv is not None and cov.shape != pv.shape:
            raise ValueError("covered and p_values need one value per label")
    else:
        assert pv is not None
        cov = pv > alpha
    n = int(cov.size)
    base: dict[str, Any] = {"calibrator_version": calibrator_version, "alpha": alpha, "n": n,
                            "nominal_coverage": round(1 - alpha, 4)}
    if n < MIN_LABELS:
        return MonitorStatus(status="ok", reason=f"{n} new reviewer label(s) < {MIN_LABELS}: too few to test "
                             "drift yet", **base, misses=int((~cov).sum()),
                             realized_coverage=float(cov.mean()) if n else None)
    k = int((~cov).sum())
    p_bin = float(binom.sf(k - 1, n, alpha))  # P(Bin(n, alpha) >= k)
    mart = power_martingale(pv) if pv is not None else None
    m_last = float(mart[-1]) if mart is not None else None
    m_max = float(mart.max()) if mart is not None else None
    status: Status = "ok"
    why = []
    for level, name in ((stop_level, "stop"), (warn_level, "warn")):
        hit = []
        if p_bin < level:
            hit.append(f"realized coverage {1 - k / n:.3f} on {n} labels is below the guaranteed {1 - alpha:g} "
                       f"(binomial p = {p_bin:.3g} < {level:g})")
        if m_max is not None and m_max >= 1 / level:
            hit.append(f"the conformal test martingale reached {m_max:.3g} >= {1 / level:g} (labels no longer "
                       "exchangeable with the calibration set)")
        if hit:
            status, why = name, hit  # type: ignore[assignment]
            break
    if status == "stop":
        reason = "; ".join(why) + ": stop auto-finalizing with this calibrator and recalibrate on the new labels"
    elif status == "warn":
        reason = "; ".join(why) + ": drift suspected, collect labels and consider recalibrating"
    else:
        reason = f"realized coverage {1 - k / n:.3f} on {n} labels, consistent with the guaranteed {1 - alpha:g}"
    return MonitorStatus(status=status, reason=reason, **base, misses=k, realized_coverage=1 - k / n,
                         binomial_p_value=p_bin, martingale=m_last, martingale_max=m_max)
