"""Each acceptability criterion's calibrated verdict and certification for one memo
(:class:`CriteriaAssessor`, the workflow's default assessor), and the explicit uncalibrated
assessment."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from ..config import Settings, get_settings
from ..schema import Assessment, CriterionAssessment, Evaluation, Memo
from ..store import Store
from .certify import Certification
from .from_store import covered_labels, load_joint_risk, memo_features
from .versions import SHIPPED, legacy_composition

EVIDENCE_CRITERIA = ("grounded",)
"""Criteria the evidence record can settle on its own (``Findings.grounded_evidence``)."""


def evidence_verdict(criterion: str, evaluation: Evaluation) -> tuple[Literal["passes", "fails"] | None, str]:
    """What the evidence record alone settles for ``criterion`` (None, '' for the others and for
    an evaluation without a record)."""
    if criterion not in EVIDENCE_CRITERIA or evaluation.findings is None:
        return None, ""
    return evaluation.findings.grounded_evidence()


def uncalibrated(reason: str, alpha: float, criteria: list[str],
                 evaluation: Evaluation | None = None) -> tuple[Assessment, Certification]:
    """The explicit 'uncalibrated' assessment: the uninformative set {0,1} on every criterion, no
    version. The probability 0.5 is a placeholder, not an estimate; the policy never finalizes it.
    What the evidence settles (``evaluation``'s record) is kept: a vacuous memo still fails."""
    per = {}
    for c in criteria:
        evidence, why = evidence_verdict(c, evaluation) if evaluation is not None else (None, "")
        per[c] = CriterionAssessment(probability=0.5, prediction_set=[0, 1], calibrated=False, label_source="none",
                                     note=reason, evidence=evidence, evidence_reason=why)
    return Assessment(per_criterion=per, alpha=alpha, calibrator_version=None), Certification(reason=reason)


def certification_of(assessment: Assessment) -> Certification:
    """The certification a recorded assessment carried (its per-criterion ``guaranteed`` flags),
    without a risk-control threshold: used when a restart meets another calibrator version."""
    from .certify import CriterionCertification

    per = {c: CriterionCertification(criterion=c, calibrated=ca.calibrated and assessment.calibrator_version is not None,
                                     guaranteed=bool(ca.guaranteed), reason=ca.note, alpha=assessment.alpha,
                                     label_source=ca.label_source or "none", calibrator_version=ca.calibrator_version)
           for c, ca in assessment.per_criterion.items()}
    return Certification(per_criterion=per, reason="" if assessment.calibrator_version else "uncalibrated when recorded")


_LEGACY: Any = object()


class CriteriaAssessor:
    """Each criterion's calibrated verdict and certification.

    A criterion's calibrator is the one the active calibrator set names
    (``calibration.versions``: ``calibration.store_dir/active.json``, re-read on every assessment,
    so ``tinyrag calibration activate`` / ``rollback`` change the next assessment), else the one the
    package ships (``tinyrag_eval/data/calibrators/<criterion>``, public human labels:
    probabilities and lights, no guarantee), else none (grey: never finalized). A store without
    ``active.json`` uses the latest version under ``store_dir/<criterion>/`` (for ``acceptable``
    also the store's top-level versions), as before sets existed. The assessment records the set
    (``Assessment.calibrator_set``) and each criterion's calibrator version."""

    def __init__(self, settings: Settings | None = None, root: Path | None = None, store: Store | None = None):
        self.settings = settings or get_settings()
        self.root = Path(root or self.settings.calibration.store_dir)
        self.store = store  # reviewer labels for the drift monitor of the deployment's calibrators
        self._cache: dict[str, tuple[str, Any]] = {}
        self._monitored: dict[tuple[str, str], tuple[int, list[bool]]] = {}

    def monitor(self, criterion: str, calibrator: Any) -> Any:
        """The drift monitor of a deployment calibrator on the store's reviewer labels (None
        without a store, or for a shipped calibrator: it carries no guarantee to monitor)."""
        from ..calibration.monitor import monitor
        from .certify import label_source

        if self.store is None or label_source(calibrator) != "deployment":
            return None
        version = str(calibrator.metadata.get("version"))
        # incremental: only the labels given since the last call are read
        last, covered = self._monitored.get((criterion, version), (0, []))
        new, last = covered_labels(self.store, criterion, version, since_id=last)
        covered = covered + new
        self._monitored[(criterion, version)] = (last, covered)
        return monitor(covered, alpha=float(calibrator.conformal.alpha), calibrator_version=version)

    def active(self) -> Any:
        """The active calibrator set (``calibration.versions``; read from ``active.json`` on every
        call), or None for a store without a pointer (each folder's latest version is used)."""
        from .versions import active_set

        return active_set(self.root)

    def calibrator(self, criterion: str, active: Any = _LEGACY) -> tuple[Any | None, str]:
        """(calibrator or None, where it came from): the active set's calibrator of
        ``criterion``, the shipped one when the set names none."""
        from ..calibration import Calibrator, list_versions
        from ..calibration.criteria import load_shipped, shipped_dir

        if active is _LEGACY:
            active = self.active()
        if active is not None:
            ref = active.criteria.get(criterion)
            places = [] if ref is None else [(self.root / ref).parent]
            fixed = None if ref is None else (self.root / ref).name
        else:
            places = [self.root / criterion] + ([self.root] if criterion == "acceptable" else [])
            fixed = None
        for place in places:
            versions = [fixed] if fixed else list_versions(place)
            if versions:
                key = str(place / versions[-1])
                if criterion not in self._cache or self._cache[criterion][0] != key:
                    self._cache[criterion] = (key, Calibrator.load(place / versions[-1]))
                return self._cache[criterion][1], key
        key = f"shipped:{criterion}"
        if criterion not in self._cache or self._cache[criterion][0] != key:
            cal = load_shipped(criterion)
            if cal is None:
                return None, f"no calibrator in {self.root / criterion} and none shipped for {criterion!r}"
            self._cache[criterion] = (key, cal)
        return self._cache[criterion][1], str(shipped_dir(criterion))

    def features(self, names: list[str], evaluation: Evaluation, memo: Memo) -> dict[str, float | None]:
        return memo_features(names, evaluation, memo, self.settings)

    def resolve(self, criteria: list[str], active: Any = _LEGACY) -> dict[str, tuple[Any | None, str]]:
        """Each criterion's usable calibrator (binary 0/1 labels) or None, with where it came from
        or why there is none (``active``: the calibrator set, default the active one)."""
        if active is _LEGACY:
            active = self.active()
        out: dict[str, tuple[Any | None, str]] = {}
        for c in criteria:
            try:
                cal, where = self.calibrator(c, active)
            except (OSError, ValueError) as exc:
                cal, where = None, f"the calibrator of {c!r} cannot be loaded: {exc}"
            if cal is not None and (cal.label_scheme != "binary" or list(cal.label_values) != [0, 1]):
                where = (f"calibrator {cal.metadata.get('version')} of {c!r} has {cal.label_scheme} labels "
                         f"{list(cal.label_values)}; the policy needs binary labels 0 = fails, 1 = passes")
                cal = None
            out[c] = (cal, where)
        return out

    def joint_risk(self, resolved: dict[str, tuple[Any | None, str]], active: Any = _LEGACY) -> Any:
        """The saved joint risk control over the criteria (``tinyrag calibrate --from-store
        --criterion all``; kept with its calibrator set) when every criterion has a deployment
        calibrator and it was computed for exactly these versions; else None."""
        from .certify import label_source
        from .versions import set_dir

        if active is _LEGACY:
            active = self.active()
        where = self.root if active is None else set_dir(self.root, active.id)

        cals = {c: cal for c, (cal, _) in resolved.items()}
        if len(cals) < 2 or any(cal is None or label_source(cal) != "deployment" for cal in cals.values()):
            return None
        return load_joint_risk(where, {c: str(cal.metadata.get("version")) for c, cal in cals.items()})

    def cascade_dir(self, active: Any = _LEGACY) -> Path:
        """Where the cascade of the calibrators in use is kept: beside the joint risk control, in the
        active calibrator set's folder (the store root before sets were recorded)."""
        from .versions import set_dir

        if active is _LEGACY:
            active = self.active()
        return self.root if active is None else set_dir(self.root, active.id)

    def cascade(self, resolved: dict[str, tuple[Any | None, str]], active: Any = _LEGACY) -> Any:
        """The saved cascade (``tinyrag calibrate --from-store --criterion all`` with verifier scores on
        the labels) when ``agent.stages`` has ``llm_verifier``, every criterion has a deployment
        calibrator, and it was certified for exactly these versions with a verifier stage that is
        not skipped; else None (the offline stage alone decides)."""
        from .cascade_store import VERIFIER, load_cascade
        from .certify import label_source

        if VERIFIER not in self.settings.agent.stages:
            return None
        cals = {c: cal for c, (cal, _) in resolved.items()}
        if not cals or any(cal is None or label_source(cal) != "deployment" for cal in cals.values()):
            return None
        res = load_cascade(self.cascade_dir(active), {c: str(cal.metadata.get("version")) for c, cal in cals.items()})
        stage = res.stage(VERIFIER) if res is not None else None
        if res is None or not res.certified or stage is None or stage.skipped:
            return None
        return res

    def backoff(self, resolved: dict[str, tuple[Any | None, str]], active: Any = _LEGACY) -> Any:
        """The saved back-off threshold of offline repair (``tinyrag calibrate --from-store --criterion
        all``, ``calibration.backoff``) when every criterion has a deployment calibrator and it was
        fitted with exactly these versions; else None (repair drops flagged sentences only)."""
        from .backoff import load_backoff
        from .certify import label_source

        cals = {c: cal for c, (cal, _) in resolved.items()}
        if not cals or any(cal is None or label_source(cal) != "deployment" for cal in cals.values()):
            return None
        return load_backoff(self.cascade_dir(active), {c: str(cal.metadata.get("version")) for c, cal in cals.items()})

    @staticmethod
    def cascade_risk(cascade: Any, criteria: list[str]) -> Any:
        """The cascade's offline threshold as the risk control the criteria are certified by."""
        from .cascade_store import OFFLINE
        from .risk import RiskControlResult

        first = cascade.stage(OFFLINE)
        thr = first.threshold if first is not None else None
        return RiskControlResult(
            criteria=criteria, epsilon=cascade.epsilon, delta=cascade.delta, method="fixed_sequence", threshold=thr,
            n_labels=cascade.n_labels,
            n_plan=cascade.n_plan, n_test=cascade.n_test, automation_rate=first.automation_rate if first else 0.0,
            reason="" if thr is not None else "the certified cascade skips the offline stage: the LLM verifier "
            "decides the memos the criteria do not fail")

    def assess(self, evaluation: Evaluation, memo: Memo, criteria: list[str]) -> tuple[Assessment, Certification]:
        from ..calibration.criteria import assess as assess_criterion
        from .certify import CriterionCertification, certify

        alpha = self.settings.calibration.alpha
        per: dict[str, CriterionAssessment] = {}
        certs: dict[str, CriterionCertification] = {}
        try:
            active = self.active()  # one read of the pointer for the whole assessment
        except (OSError, ValueError) as exc:  # a broken pointer: nothing calibrated, a human decides
            return uncalibrated(f"the active calibrator version cannot be read: {exc}", alpha, criteria, evaluation)
        set_id = active.id if active is not None else None if legacy_composition(self.root) else SHIPPED
        resolved = self.resolve(criteria, active)
        risk = self.joint_risk(resolved, active)
        cascade = self.cascade(resolved, active)
        if cascade is not None:
            risk = self.cascade_risk(cascade, criteria)
        for c in criteria:
            cal, where = resolved[c]
            evidence, evidence_reason = evidence_verdict(c, evaluation)
            if cal is None:
                per[c] = CriterionAssessment(probability=0.5, prediction_set=[0, 1], calibrated=False,
                                             label_source="none", note=where, evidence=evidence,
                                             evidence_reason=evidence_reason)
                certs[c] = CriterionCertification(criterion=c, calibrated=False, guaranteed=False, reason=where,
                                                  label_source="none")
                continue
            verdict = assess_criterion(c, cal, self.features(list(cal.spec.names), evaluation, memo))
            cert = certify(c, cal, risk=risk, monitor=self.monitor(c, cal),
                           own_threshold=len(criteria) == 1) if verdict.calibrated else CriterionCertification(
                criterion=c, calibrated=False, guaranteed=False, reason=verdict.reason, label_source="none",
                calibrator_version=verdict.calibrator_version)
            certs[c] = cert
            per[c] = CriterionAssessment(
                probability=verdict.probability if verdict.probability is not None else 0.5,
                prediction_set=verdict.prediction_set if verdict.calibrated else [0, 1],
                calibrated=verdict.calibrated, calibrator_version=verdict.calibrator_version,
                label_source=cert.label_source, guaranteed=cert.guaranteed,
                note="" if cert.guaranteed else cert.reason, evidence=evidence, evidence_reason=evidence_reason)
            if verdict.alpha is not None:
                alpha = verdict.alpha
        versions = [f"{c}={ca.calibrator_version}" for c, ca in per.items() if ca.calibrated]
        if not versions:
            reason = "; ".join(dict.fromkeys(ca.note for ca in per.values())) or "no calibrator"
            return (Assessment(per_criterion=per, alpha=alpha, calibrator_version=None, calibrator_set=set_id),
                    Certification(per_criterion=certs, reason=reason))
        if cascade is not None and any(cert.reason.startswith("drift monitor") for cert in certs.values()):
            cascade = None  # a drift alarm: no stage is trusted
        named = "; ".join(versions)  # the set first: every display of the version names it
        return (Assessment(per_criterion=per, alpha=alpha, calibrator_version=f"{set_id}: {named}" if set_id else named,
                           calibrator_set=set_id),
                Certification(per_criterion=certs, cascade=cascade, backoff=self.backoff(resolved, active)))
