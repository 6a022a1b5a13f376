"""A guarantee is printed only when it holds: per-criterion certification of a calibrator.

Conformal coverage and the risk-control bound hold for memos exchangeable with the calibration
labels. Measured on the dev sources (``benchmarks/results/criteria.md``), a calibrator fitted on
other domains loses up to 30 points of coverage on a new one (the shipped grounded calibrator,
version 4, on SummEdits' scitldr): a shipped calibrator's guarantee does not carry over to a
user's memos. So:

- **no calibrator** -> not calibrated, never certified (a human decides);
- **shipped** (fitted on public data, out of domain) -> probabilities, sets and lights, but
  ``guaranteed = False``, unless its metadata records a shift validation
  (``shift_validation = {"method", "max_abs_gap"}``: Mondrian-by-source or a slack learned across
  domains) whose measured coverage gap is within ``tolerance`` (2 points);
- **deployment** (fitted by the team on its own reviewers' labels: any calibrator whose
  metadata does not say ``label_source = "shipped"``) -> guaranteed on at least ``min_labels``
  labels while the drift monitor does not say stop, and: with several criteria, when the joint
  risk control over them certified a threshold covering this criterion; alone
  (``own_threshold``), through its own conformal sets and Learn-then-Test threshold.

``certify(criterion, calibrator, risk=..., monitor=...) -> CriterionCertification``;
``certify_all({criterion: calibrator | None}, risk=..., monitors=...) -> Certification`` with
``auto_finalize`` True only when every criterion is guaranteed.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from .backoff import BackoffThreshold
from .cascade import CascadeResult
from .monitor import MonitorStatus
from .risk import RiskControlResult

LabelSource = Literal["deployment", "shipped", "none"]
SHIFT_TOLERANCE = 0.02
MIN_DEPLOYMENT_LABELS = 100


class CriterionCertification(BaseModel):
    criterion: str
    calibrated: bool
    guaranteed: bool
    reason: str
    label_source: LabelSource
    calibrator_version: str | None = None
    alpha: float | None = None
    epsilon: float | None = None
    delta: float | None = None
    threshold: float | None = Field(None, description="certified finalize threshold on P(passes)")
    n_labels: int = 0

    @property
    def guarantee_text(self) -> str:
        """The line to print beside the verdict ("" when there is no guarantee to print)."""
        if not self.guaranteed:
            return ""
        if self.threshold is not None and self.epsilon is not None and self.delta is not None:
            return (f"{self.criterion}: finalized memos fail a criterion at most {self.epsilon:g} of the time, "
                    f"with probability >= {1 - self.delta:g} (threshold {self.threshold:g}, "
                    f"{self.n_labels} labels, calibrator {self.calibrator_version})")
        return (f"{self.criterion}: conformal set at alpha={self.alpha:g} (coverage >= {1 - (self.alpha or 0):g}), "
                f"calibrator {self.calibrator_version}")


class Certification(BaseModel):
    """What each criterion's calibrator certifies for this deployment (filled by the Assess step;
    the policy reads it). ``reason``: why there is no calibrated assessment at all, or why the
    memo is not auto-finalized."""

    per_criterion: dict[str, CriterionCertification] = Field(default_factory=dict)
    reason: str = ""
    cascade: CascadeResult | None = Field(None, description="the certified cascade (agent.stages with "
                                          "llm_verifier) the thresholds come from; None = the offline stage alone")
    backoff: BackoffThreshold | None = Field(None, description="the certified back-off threshold offline repair "
                                             "drops claims below (calibration.backoff); None = flagged sentences only")

    @property
    def auto_finalize(self) -> bool:
        """True only when there are criteria and every one of them is guaranteed."""
        return bool(self.per_criterion) and all(c.guaranteed for c in self.per_criterion.values())


def label_source(calibrator: Any) -> LabelSource:
    """Where a calibrator's labels come from: its metadata's ``label_source`` when recorded (the
    package's calibrators say ``shipped``), else ``deployment``: a calibrator a team fitted itself
    (``tinyrag calibrate`` on its reviewers' labels or the store's verdicts)."""
    if calibrator is None:
        return "none"
    meta = getattr(calibrator, "metadata", {}) or {}
    return "shipped" if meta.get("label_source") == "shipped" else "deployment"


def certify(criterion: str, calibrator: Any, *, risk: RiskControlResult | None = None,
            monitor: MonitorStatus | None = None, min_labels: int = MIN_DEPLOYMENT_LABELS,
            tolerance: float = SHIFT_TOLERANCE, own_threshold: bool = True) -> CriterionCertification:
    """Whether ``criterion``'s verdict carries a printable guarantee (module docstring).

    ``risk``: the joint risk control over every criterion (``control_risk``). Without it, a
    deployment calibrator is guaranteed only when ``own_threshold`` (it is the only criterion:
    its own conformal sets and Learn-then-Test threshold control the memo's risk); with several
    criteria the joint control is required (per-criterion controls do not bound the failures
    among memos that pass all of them)."""
    src = label_source(calibrator)
    if calibrator is None:
        return CriterionCertification(criterion=criterion, calibrated=False, guaranteed=False, label_source="none",
                                      reason=f"no calibrator for {criterion!r}: never certified; a human decides")
    meta = calibrator.metadata or {}
    common: dict[str, Any] = {"criterion": criterion, "calibrated": True, "label_source": src,
                              "calibrator_version": meta.get("version"),
                              "alpha": meta.get("alpha", getattr(getattr(calibrator, "conformal", None), "alpha", None)),
                              "n_labels": int(meta.get("n", 0))}
    if monitor is not None and monitor.status == "stop":
        return CriterionCertification(**common, guaranteed=False,
                                      reason=f"drift monitor says stop: {monitor.reason}")
    if src == "shipped":
        sv = meta.get("shift_validation") or {}
        gap = sv.get("max_abs_gap")
        if isinstance(gap, int | float) and gap <= tolerance:
            return CriterionCertification(**common, guaranteed=True, reason=(
                f"shipped calibrator; coverage under shift measured with {sv.get('method')}: worst gap "
                f"{100 * gap:.1f} points <= {100 * tolerance:g}"))
        measured = f" (measured leave-one-domain-out: worst coverage gap {100 * gap:.1f} points)" \
            if isinstance(gap, int | float) else ""
        return CriterionCertification(**common, guaranteed=False, reason=(
            f"{criterion}: shipped calibrator fitted on {meta.get('source') or 'public data'}, not on this "
            f"deployment's memos{measured}: probabilities and lights only, no guarantee. Label reviewed memos "
            "(`tinyrag queue`), then `tinyrag calibrate --from-store --criterion all` to auto-finalize with a "
            "guarantee"))
    # deployment labels
    if common["n_labels"] < min_labels:
        return CriterionCertification(**common, guaranteed=False, reason=(
            f"{criterion}: {common['n_labels']} deployment labels < {min_labels}: collect more reviews"))
    if risk is None and not own_threshold:
        return CriterionCertification(**common, guaranteed=False, reason=(
            f"{criterion}: no joint risk control over the criteria for these calibrator versions: run "
            "`tinyrag calibrate --from-store --criterion all`"))
    if risk is None:  # the only criterion: its own Learn-then-Test threshold, when one was certified
        thr = meta.get("finalize_threshold")
        common.update(epsilon=meta.get("epsilon"), delta=meta.get("delta"))
        if not isinstance(thr, int | float) or meta.get("epsilon") is None:
            # a conformal set {passes} bounds the miss rate of the sets, not the failing share among
            # finalized memos (measured: benchmarks/results/deployment_grounded_team.json finalized 95 %
            # of SummEdits memos with 9.3 % failing among them at epsilon 0.05): no guarantee to finalize on
            return CriterionCertification(**common, guaranteed=False, reason=(
                f"{criterion}: calibrated on {common['n_labels']} deployment labels, but no threshold keeps the "
                "failing share of finalized memos <= epsilon on them: its sets and lights are shown, a human "
                "decides"))
        return CriterionCertification(**common, guaranteed=True, threshold=float(thr), reason=(
            f"{criterion}: calibrated on {common['n_labels']} deployment labels: P >= {thr:g} keeps the failing "
            f"share of finalized memos <= {meta.get('epsilon'):g} with probability >= {1 - (meta.get('delta') or 0):g}"))
    if criterion not in risk.criteria:
        return CriterionCertification(**common, guaranteed=False,
                                      reason=f"{criterion}: the risk control did not include this criterion")
    common.update(epsilon=risk.epsilon, delta=risk.delta)
    if not risk.certified:
        return CriterionCertification(**common, guaranteed=False, reason=f"{criterion}: {risk.reason}")
    return CriterionCertification(**common, guaranteed=True, threshold=risk.threshold, reason=(
        f"{criterion}: certified on {risk.n_labels} deployment labels ({risk.method}): P >= {risk.threshold:g} "
        f"on every criterion keeps the failing share of finalized memos <= {risk.epsilon:g} with "
        f"probability >= {1 - risk.delta:g}"))


def certify_all(calibrators: dict[str, Any], *, risk: RiskControlResult | None = None,
                monitors: dict[str, MonitorStatus] | None = None, **kwargs: Any) -> Certification:
    """Every criterion's certification; auto-finalize only when all are guaranteed."""
    if not calibrators:
        raise ValueError("no criteria given")
    per = {c: certify(c, cal, risk=risk, monitor=(monitors or {}).get(c), **kwargs) for c, cal in calibrators.items()}
    missing = [c for c, x in per.items() if not x.guaranteed]
    reason = ("every criterion is certified" if not missing else
              "not auto-finalized: " + "; ".join(per[c].reason for c in missing))
    return Certification(per_criterion=per, reason=reason)
