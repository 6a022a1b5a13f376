"""A fitted calibrator (stage 1 + stage 2 + risk control) as a versioned artefact.

``Calibrator.fit`` splits the labelled rows into a fit split (probability model) and an
independent calibration split (conformal q_hat, risk-control threshold and the quality report).
``save(dir)`` writes ``metadata.json`` (readable: features, label scheme, n, alpha, data hash,
fitted-at, version, q_hat, threshold, evaluation) and ``model.pkl`` (the fitted scikit-learn
objects, pickled as scikit-learn recommends; its sha256 is in the metadata and checked on load).
Only load artefacts you made: a pickle can run code.

A store is a folder of versions ``v0001``, ``v0002``, ...: ``save_version(cal, root)``,
``list_versions(root)``, ``latest(root)``.
"""

from __future__ import annotations

import hashlib
import json
import pickle
import re
import warnings
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import numpy as np
from sklearn.model_selection import train_test_split

from ..schema import Assessment, CriterionAssessment
from .conformal import (
    MIN_CALIBRATION,
    AutoFinalizeController,
    ConformalWarning,
    SplitConformalClassifier,
    decision_errors,
    empirical_coverage,
    set_size_distribution,
)
from .data import LabelData, MissingPolicy
from .probability import (
    CalibrationWarning,
    ProbabilityCalibrator,
    brier_score,
    expected_calibration_error,
    reliability_bins,
)

FORMAT_VERSION = 1
LabelScheme = Literal["auto", "binary", "ordinal", "categorical"]
COVERAGE_ALPHAS = (0.05, 0.1, 0.2)
_VERSION_RE = re.compile(r"^v(\d{4,})$")


@dataclass
class FeatureSpec:
    """Feature names and the explicit missing-value policy (fill values learned on the fit split).

    With ``missing="impute"`` every feature gets a fill value (its fit-split median, in
    ``medians``): a value missing only in the calibration split or at prediction time is filled
    too, instead of failing. Features with missing values in the fit split (``fill``) also get a
    ``<feature>_missing`` indicator column, so the model can learn what missingness means.
    """

    names: list[str]
    missing: MissingPolicy = "skip"
    fill: dict[str, float] = field(default_factory=dict)  # feature -> median, with an indicator column
    medians: dict[str, float] = field(default_factory=dict)  # feature -> median, every feature (impute)

    @property
    def columns(self) -> list[str]:
        return self.names + [f"{f}_missing" for f in self.fill]

    def learn(self, values: np.ndarray) -> None:
        self.fill, self.medians = {}, {}
        if self.missing == "impute":
            for j, f in enumerate(self.names):
                col = values[:, j]
                ok = col[~np.isnan(col)]
                self.medians[f] = float(np.median(ok)) if ok.size else 0.0
                if np.isnan(col).any():
                    self.fill[f] = self.medians[f]

    def transform(self, values: np.ndarray) -> np.ndarray:
        """(n, len(names)) with NaN for missing -> (n, len(columns)) finite."""
        v = np.array(values, dtype=float, copy=True)
        extra = []
        for f, med in self.fill.items():
            j = self.names.index(f)
            miss = np.isnan(v[:, j])
            v[miss, j] = med
            extra.append(miss.astype(float))
        # calibrators saved before ``medians`` existed unpickle without it
        for f, med in getattr(self, "medians", {}).items():
            j = self.names.index(f)
            v[np.isnan(v[:, j]), j] = med
        if np.isnan(v).any():
            bad = [self.names[j] for j in np.where(np.isnan(v).any(axis=0))[0]]
            raise ValueError(f"missing value for {bad}: this calibrator was fitted with "
                             f"missing={self.missing!r} and no fill value for them")
        return np.column_stack([v, *extra]) if extra else v


def column_directions(spec: FeatureSpec, directions: Literal["known", "free"] | Mapping[str, int]) -> tuple[int, ...]:
    """One direction per model column (features, then their missing indicators: free)."""
    if directions == "free":
        by_name: Mapping[str, int] = {}
    elif directions == "known":
        from .features import feature_direction

        by_name = {f: feature_direction(f) for f in spec.names}
    elif isinstance(directions, Mapping):
        bad = {f: v for f, v in directions.items() if v not in (-1, 0, 1)}
        if bad:
            raise ValueError(f"feature directions must be -1, 0 or 1, got {bad}")
        by_name = directions
    else:
        raise ValueError(f"directions must be 'known', 'free' or a mapping, got {directions!r}")
    return tuple(int(by_name.get(c, 0)) for c in spec.names) + (0,) * len(spec.fill)


MIN_BALANCED_GROUP_ROWS = 20
"""With ``balance="group"``, a group with fewer fit rows is named in the calibrator's warnings."""


def group_balance_weights(groups: Sequence[str]) -> tuple[np.ndarray, dict[str, float]]:
    """Row weights giving every group the same total (mean weight 1), and each group's weight."""
    counts = Counter(groups)
    per = {g: len(groups) / (len(counts) * c) for g, c in sorted(counts.items())}
    return np.array([per[g] for g in groups]), {g: round(v, 6) for g, v in per.items()}


def _label_encoding(labels: list[Any], scheme: LabelScheme) -> tuple[np.ndarray, list[Any], str]:
    """(codes, label values in code order, scheme)."""
    # NumPy scalars (labels from an array) as Python values: the metadata stays JSON
    labels = [v.item() if isinstance(v, np.generic) else v for v in labels]
    uniq = sorted(set(labels), key=lambda v: (isinstance(v, str), v))
    if any(isinstance(v, str) for v in uniq) and not all(isinstance(v, str) for v in uniq):
        raise ValueError(f"labels mix numbers and strings: {uniq[:10]}")
    if len(uniq) < 2:
        raise ValueError(f"all usable rows have the label {uniq[0]!r}: a calibrator needs two classes")
    rare = [v for v in uniq if labels.count(v) < 2]
    if rare:
        raise ValueError(f"{len(rare)} of {len(uniq)} label values occur only once (e.g. {rare[0]!r}): "
                         "is --label-field the human label?")
    if scheme == "auto":
        scheme = "binary" if len(uniq) == 2 else ("categorical" if isinstance(uniq[0], str) else "ordinal")
    if scheme == "binary" and len(uniq) != 2:
        raise ValueError(f"label scheme 'binary' but {len(uniq)} distinct labels: {uniq[:10]}")
    if scheme == "ordinal" and isinstance(uniq[0], str):
        raise ValueError("label scheme 'ordinal' needs numeric grades (e.g. 1..5)")
    index = {v: i for i, v in enumerate(uniq)}
    return np.array([index[v] for v in labels]), uniq, scheme


class Calibrator:
    """Machine scores -> calibrated P(label) and a conformal prediction set, plus (binary labels)
    an auto-finalize threshold with a (epsilon, delta) risk guarantee."""

    def __init__(self, spec: FeatureSpec, label_values: list[Any], label_scheme: str,
                 probability: ProbabilityCalibrator, conformal: SplitConformalClassifier,
                 controller: AutoFinalizeController | None, metadata: dict[str, Any]):
        self.spec = spec
        self.label_values = label_values
        self.label_scheme = label_scheme
        self.probability = probability
        self.conformal = conformal
        self.controller = controller
        self.metadata = metadata
        self.planning: dict[str, Any] | None = None
        """After ``fit`` (binary labels, cross-validated model): ``lines`` (the labelled fit rows'
        ids) and ``p`` (their out-of-fold P(passes)); None after ``load``."""

    # -- fitting ----------------------------------------------------------------------------
    @classmethod
    def fit(cls, data: LabelData, *, alpha: float = 0.1, epsilon: float = 0.1, delta: float = 0.1,
            method: str = "auto", label_scheme: LabelScheme = "auto",
            calibration_fraction: float = 0.5, mondrian: Literal["class", "group"] | None = None,
            set_method: Literal["lac", "aps"] = "lac",
            seed: int = 13, source: str = "", extra_fit: LabelData | None = None,
            diagnostics: bool = True, directions: Literal["known", "free"] | Mapping[str, int] = "known",
            balance: Literal["none", "group"] = "none",
            ) -> Calibrator:
        """Fit on the fit split, conformalize and control risk on the calibration split.

        ``directions``: ``known`` keeps each known feature's sign
        (``features.feature_direction``: more support can only raise P(passes)), ``free`` lets
        the fit choose every sign, a mapping gives them by feature name (0 = free). Missing-value
        indicator columns are always free, and so is every column of a graded or categorical
        label scheme. Recorded in ``metadata["directions"]``.

        Missing values follow ``data.missing`` (see ``read_label_file``). ``extra_fit``: more
        labelled rows (same features and label values, e.g. public data beside a deployment's
        labels) added to the fit split only: never conformalized or tested on, so the sets and
        the risk threshold still rest on ``data``'s calibration split alone. ``diagnostics=False``
        skips the held-out quality report (``metadata["evaluation"]``: Brier, ECE, coverage
        repeats), which no decision reads; a simulation that fits thousands of calibrators
        uses it.

        ``balance="group"``: the probability model's fit weighs every group (``data.groups``,
        e.g. each source of pooled public labels; ``extra_fit``'s rows by their own groups, or
        as one group) to the same total, so the largest source does not set the fit for the
        others. Only the fit is weighted: the conformal sets and the risk control count every
        calibration row once, so their guarantees are unchanged. Recorded in
        ``metadata["balance"]`` with each group's row weight (``metadata["group_weights"]``).
        """
        missing = data.missing
        if not 0 < calibration_fraction < 1:
            raise ValueError(f"calibration_fraction must be in (0, 1), got {calibration_fraction}")
        if mondrian == "group" and data.groups is None:
            raise ValueError("mondrian='group' needs a group field (--group-field)")
        if balance not in ("none", "group"):
            raise ValueError(f"balance must be 'none' or 'group', got {balance!r}")
        if balance == "group" and data.groups is None:
            raise ValueError("balance='group' needs a group field (--group-field)")
        y, values, scheme = _label_encoding(data.labels, label_scheme)
        idx = np.arange(len(y))
        counts = np.bincount(y)
        stratify = y if counts.min() >= 2 else None
        try:
            fit_i, cal_i = train_test_split(idx, test_size=calibration_fraction, random_state=seed,
                                            stratify=stratify)
        except ValueError as exc:
            raise ValueError(f"cannot split {len(y)} rows into fit and calibration parts: {exc}") from None
        if len(np.unique(y[fit_i])) < 2:
            raise ValueError(f"the fit split ({len(fit_i)} rows) has a single class; add labelled rows")
        values_all = data.values
        n_extra = 0
        if extra_fit is not None and len(extra_fit.labels):
            if list(extra_fit.features) != list(data.features):
                raise ValueError("extra_fit rows must have the same features as the labelled rows")
            unknown = set(extra_fit.labels) - set(values)
            if unknown:
                raise ValueError(f"extra_fit rows have labels {sorted(unknown, key=str)} unseen in the labelled rows")
            index = {v: i for i, v in enumerate(values)}
            n_extra = len(extra_fit.labels)
            values_all = np.vstack([data.values, extra_fit.values])
            y = np.concatenate([y, np.array([index[v] for v in extra_fit.labels])])
            fit_i = np.concatenate([fit_i, np.arange(len(data.labels), len(data.labels) + n_extra)])
        weights, group_weights = None, None
        balance_notes: list[str] = []
        if balance == "group":
            extra_groups = ([] if not n_extra else list(extra_fit.groups) if extra_fit.groups is not None  # type: ignore[union-attr]
                            else ["(extra fit rows)"] * n_extra)
            all_groups = [str(g) for g in [*data.groups, *extra_groups]]  # type: ignore[misc]
            fit_groups = [all_groups[int(i)] for i in fit_i]
            weights, group_weights = group_balance_weights(fit_groups)
            small = {g: n for g, n in Counter(fit_groups).items() if n < MIN_BALANCED_GROUP_ROWS}
            if small:  # a mistyped group name would otherwise weigh as much as a whole source
                low = min(group_weights.values())
                balance_notes = [f"group {g!r} has only {n} fit row(s): weighed alike, each of its rows counts "
                                 f"{group_weights[g] / low:.0f}x a row of the largest group"
                                 for g, n in sorted(small.items())]
        spec = FeatureSpec(list(data.features), missing)
        spec.learn(values_all[fit_i])
        X = spec.transform(values_all)
        caught: list[str] = list(balance_notes)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always", CalibrationWarning)
            warnings.simplefilter("always", ConformalWarning)
            col_dirs = column_directions(spec, directions)
            if scheme != "binary":  # directions bound the binary models only
                col_dirs = (0,) * len(col_dirs)
            prob = ProbabilityCalibrator(method=method, ordered=scheme == "ordinal", random_state=seed,
                                         directions=col_dirs if any(col_dirs) else None)
            prob.fit(X[fit_i], y[fit_i], sample_weight=weights)
            # labels absent from the fit split cannot be predicted: the calibration rows keep
            # only seen labels (reported in the warnings)
            seen = np.isin(y[cal_i], prob.classes_)
            if not seen.all():
                caught.append(f"{int((~seen).sum())} calibration row(s) have labels unseen in the fit split; left out")
            cal_i = cal_i[seen]
            if len(cal_i) == 0:
                raise ValueError("no calibration rows left; add labelled rows")
            groups = None if data.groups is None else np.asarray(data.groups, dtype=object)
            conf = SplitConformalClassifier(prob, alpha=alpha, method=set_method, prefit=True,
                                            mondrian=mondrian)
            conf.conformalize(X[cal_i], y[cal_i], None if groups is None or mondrian != "group" else groups[cal_i])
            controller = None
            proba_cal = prob.predict_proba(X[cal_i])
            planning = None
            if scheme == "binary":
                # the probability model's out-of-fold P on the labelled fit rows (not the
                # extra_fit ones) plans the risk control's tests: every calibration row tests
                oof = prob.oof_proba_
                pos = np.argsort(fit_i, kind="stable")
                pos = pos[fit_i[pos] < len(data.labels)]  # the labelled rows, in their own order
                if oof is not None and len(pos):
                    planning = {"rows": fit_i[pos], "p": oof[pos, 1], "y": y[fit_i[pos]]}
                # in the rows' own order, as the joint control over criteria tests them
                # (fit_criteria.joint_risk): one criterion alone gets the very same threshold
                order = np.argsort(cal_i, kind="stable")
                controller = AutoFinalizeController(epsilon, delta, seed=seed).calibrate(
                    proba_cal[order, 1], y[cal_i][order],
                    plan=None if planning is None else (planning["p"], planning["y"]))
            caught += [str(x.message) for x in w if issubclass(x.category, CalibrationWarning | ConformalWarning)]
        evaluation = _evaluate(prob, X[cal_i], y[cal_i], alpha, scheme, controller, seed, set_method,
                               "class" if mondrian == "class" else None) if diagnostics else \
            {"skipped": "diagnostics=False"}
        meta = {
            "format_version": FORMAT_VERSION,
            "version": None,
            # to the microsecond: "labels given after the fit" (calibration compare --new-labels-only)
            # compares it with labels' times, and a label of the same second was fitted on
            "fitted_at": datetime.now(UTC).isoformat(),
            "source": source,
            "data_hash": data.data_hash(),
            "features": spec.names,
            "columns": spec.columns,
            "directions": dict(zip(spec.columns, col_dirs, strict=True)),
            "missing": missing,
            "fill": spec.fill,
            "label_scheme": scheme,
            "labels": values,
            "n": len(y) - n_extra, "n_fit": len(fit_i), "n_calibration": len(cal_i), "n_extra_fit": n_extra,
            # which rows conformalized it (label ids from the store): the joint risk control over
            # criteria tests only rows no calibrator was fitted on
            "calibration_lines": [data.lines[int(i)] for i in cal_i] if len(data.lines) == len(y) - n_extra else None,
            "skipped_rows": len(data.problems),
            "alpha": alpha, "epsilon": epsilon, "delta": delta, "mondrian": mondrian, "set_method": set_method,
            "method": prob.method_, "C": prob.C_, "cv_log_loss": prob.cv_log_loss_,
            "balance": balance, "group_weights": group_weights,
            # Mondrian by class: keyed by the label value (not its internal code)
            "qhat": conf.qhat_ if mondrian is None else {
                str(values[int(k)] if mondrian == "class" else k): v for k, v in conf.qhat_.items()},
            "finalize_threshold": None if controller is None else controller.threshold_,
            "seed": seed,
            "warnings": caught,
            "evaluation": evaluation,
            "library_versions": _versions(),
        }
        cal = cls(spec, values, scheme, prob, conf, controller, meta)
        if planning is not None and len(data.lines) == len(data.labels):
            # in memory only (not saved): the joint risk control over criteria fitted together
            # plans on the same out-of-fold probabilities (fit_criteria.joint_risk)
            cal.planning = {"lines": [data.lines[int(i)] for i in planning["rows"]], "p": planning["p"]}
        return cal

    # -- prediction -------------------------------------------------------------------------
    def _X(self, rows: list[dict[str, Any]] | np.ndarray) -> np.ndarray:
        if isinstance(rows, np.ndarray):
            vals = rows
        else:
            vals = np.array([[np.nan if r.get(f) is None else float(r[f]) for f in self.spec.names] for r in rows],
                            dtype=float).reshape(len(rows), len(self.spec.names))
        return self.spec.transform(vals)

    def predict_proba(self, rows: list[dict[str, Any]] | np.ndarray) -> np.ndarray:
        """(n, n_labels) probabilities; columns follow ``label_values``. ``rows`` are dicts of
        feature values or an (n, n_features) array with NaN for missing."""
        return self.probability.predict_proba(self._X(rows))

    def predict_set(self, rows: list[dict[str, Any]] | np.ndarray, groups: Any = None) -> np.ndarray:
        """(n, n_labels) boolean conformal sets."""
        return self.conformal.predict_set(self._X(rows), groups)

    def assess(self, row: dict[str, Any], criterion: str = "groundedness", group: Any = None) -> Assessment:
        """One row of machine scores -> the shared ``Assessment`` type.

        ``probability`` is P(highest label) (for binary: P(human accepts)); ``prediction_set``
        lists the label codes in the set (indices into ``label_values``).
        """
        p = self.predict_proba([row])[0]
        s = self.predict_set([row], None if group is None else [group])[0]
        return Assessment(
            per_criterion={criterion: CriterionAssessment(probability=float(p[-1]),
                                                          prediction_set=[int(i) for i in np.where(s)[0]])},
            alpha=self.conformal.alpha, calibrator_version=self.metadata.get("version"))

    def label_p_values(self, rows: list[dict[str, Any]] | np.ndarray, labels: list[Any], seed: int = 0) -> np.ndarray:
        """Conformal p-values of reviewer ``labels`` (label values) for ``rows`` (drift monitoring,
        ``monitor.monitor(p_values=...)``). Needs the calibration scores (calibrators fitted since
        they are kept; marginal sets only)."""
        from .monitor import conformal_p_values

        cal = getattr(self.conformal, "calibration_scores_", None)
        if cal is None or self.conformal.mondrian is not None:
            raise ValueError("this calibrator kept no marginal calibration scores: monitor with covered= instead")
        index = {v: i for i, v in enumerate(self.label_values)}
        unknown = [v for v in labels if v not in index]
        if unknown:
            raise ValueError(f"labels {unknown[:5]} are not among this calibrator's labels {self.label_values}")
        scores = self.conformal.label_scores(self._X(rows), [index[v] for v in labels])
        return conformal_p_values(cal, scores, seed)

    def finalize(self, rows: list[dict[str, Any]] | np.ndarray) -> np.ndarray:
        """(n,) booleans: auto-finalize (risk-controlled) or send to review. Binary labels only."""
        if self.controller is None:
            raise ValueError(f"auto-finalize needs binary labels; this calibrator's scheme is {self.label_scheme}")
        return self.controller.finalize(self.predict_proba(rows)[:, 1])

    # -- persistence ------------------------------------------------------------------------
    def save(self, directory: Path | str) -> Path:
        """Write ``model.pkl`` and ``metadata.json`` into ``directory`` (created)."""
        d = Path(directory)
        d.mkdir(parents=True, exist_ok=True)
        blob = pickle.dumps({"spec": self.spec, "probability": self.probability, "conformal": self.conformal,
                             "controller": self.controller}, protocol=pickle.HIGHEST_PROTOCOL)
        (d / "model.pkl").write_bytes(blob)
        meta = {**self.metadata, "model_sha256": hashlib.sha256(blob).hexdigest()}
        (d / "metadata.json").write_text(json.dumps(meta, indent=2, sort_keys=True, allow_nan=False) + "\n")
        self.metadata = meta
        return d

    @classmethod
    def load(cls, directory: Path | str) -> Calibrator:
        d = Path(directory)
        meta_path, model_path = d / "metadata.json", d / "model.pkl"
        if not meta_path.is_file() or not model_path.is_file():
            raise FileNotFoundError(f"{d}: not a calibrator (metadata.json and model.pkl expected)")
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
        except ValueError as exc:  # JSONDecodeError, UnicodeDecodeError
            raise ValueError(f"{d}: metadata.json is not valid JSON ({exc})") from None
        if not isinstance(meta, dict):
            raise ValueError(f"{d}: metadata.json must hold an object, not {type(meta).__name__}")  # noqa: TRY004 -- a malformed file, not a caller error
        if meta.get("format_version") != FORMAT_VERSION:
            raise ValueError(f"{d}: calibrator format {meta.get('format_version')} is not {FORMAT_VERSION}")
        blob = model_path.read_bytes()
        if hashlib.sha256(blob).hexdigest() != meta.get("model_sha256"):
            raise ValueError(f"{d}: model.pkl does not match the sha256 in metadata.json")
        parts = pickle.loads(blob)
        missing = [k for k in ("labels", "label_scheme") if k not in meta]
        missing += [k for k in ("spec", "probability", "conformal", "controller")
                    if not isinstance(parts, dict) or k not in parts]
        if missing:
            raise ValueError(f"{d}: incomplete calibrator ({', '.join(missing)} missing); refit it")
        return cls(parts["spec"], meta["labels"], meta["label_scheme"], parts["probability"],
                   parts["conformal"], parts["controller"], meta)


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for pkg in ("tinyrag-eval", "scikit-learn", "numpy", "mapie"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = "absent"
    return out


def _evaluate(prob: ProbabilityCalibrator, X: np.ndarray, y: np.ndarray, alpha: float, scheme: str,
              controller: AutoFinalizeController | None, seed: int, set_method: str = "lac",
              mondrian: str | None = None, repeats: int = 50) -> dict[str, Any]:
    """Quality on the calibration split (held out from the probability fit).

    Coverage per alpha is estimated by repeatedly halving the calibration split: conformalize
    on one half, measure on the other (so each figure is an honest held-out estimate). Sets are
    marginal, or Mondrian by class when the calibrator is; per-group sets are not re-estimated.
    """
    proba = prob.predict_proba(X)
    yi = np.searchsorted(prob.classes_, y)
    out: dict[str, Any] = {"n": len(y), "brier": round(brier_score(yi, proba), 4)}
    if scheme == "binary":
        out["ece"] = round(expected_calibration_error(yi, proba[:, 1]), 4)
        out["reliability"] = [b.__dict__ for b in reliability_bins(yi, proba[:, 1])]
        pred = (proba[:, 1] >= 0.5).astype(int)
        rec = [float(np.mean(pred[yi == c] == c)) for c in (0, 1)]
        out["balanced_accuracy_at_0.5"] = round(float(np.mean(rec)), 4)
        if controller is not None:
            out["risk_control"] = {
                "threshold": controller.threshold_, "finalize_rate": round(controller.finalize_rate_, 4),
                "rejected_share_of_finalized": None if controller.empirical_risk_ is None
                else round(controller.empirical_risk_, 4),
                "decision_errors": decision_errors(controller.finalize(proba[:, 1]), yi),
                "note": "measured on the calibration split the threshold was chosen on (optimistic)",
            }
    else:
        top = proba.max(axis=1)
        out["top_label_ece"] = round(expected_calibration_error((proba.argmax(1) == yi).astype(int), top), 4)
    rng = np.random.default_rng(seed)
    rows = []
    for a in sorted({*COVERAGE_ALPHAS, alpha}):
        cov, single, empty, conservative = [], [], [], 0
        n = len(y)
        if n >= 2 * MIN_CALIBRATION:
            for _ in range(repeats):
                perm = rng.permutation(n)
                c, t = perm[: n // 2], perm[n // 2:]
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    sc = SplitConformalClassifier(prob, alpha=a, method=set_method,  # type: ignore[arg-type]
                                                  mondrian=mondrian, prefit=True).conformalize(X[c], y[c])  # type: ignore[arg-type]
                conservative += sc.conservative_
                sets = sc.predict_set(X[t])
                cov.append(empirical_coverage(sets, yi[t]))
                dist = set_size_distribution(sets)
                single.append(dist.get(1, 0.0))
                empty.append(dist.get(0, 0.0))
        rows.append({
            "alpha": a, "target": round(1 - a, 4),
            "coverage": round(float(np.mean(cov)), 4) if cov else None,
            "singleton_share": round(float(np.mean(single)), 4) if single else None,
            "empty_share": round(float(np.mean(empty)), 4) if empty else None,
            "repeats": len(cov), "conservative_repeats": int(conservative),
            "note": "" if cov else f"calibration split below {2 * MIN_CALIBRATION} rows: not estimated",
        })
    out["coverage"] = rows
    return out


# ---------------------------------------------------------------------------------------------
# versioned store


def list_versions(root: Path | str) -> list[str]:
    """Version names under ``root`` (oldest first); [] when the folder is absent."""
    r = Path(root)
    if not r.is_dir():
        return []
    found = [p.name for p in r.iterdir() if p.is_dir() and _VERSION_RE.match(p.name) and (p / "metadata.json").is_file()]
    return sorted(found, key=lambda v: int(v[1:]))


def next_version_name(root: Path | str, prefix: str = "v") -> str:
    """The next free version name under ``root``: ``<prefix>0001`` first, then one above the
    highest taken (calibrator versions ``v0001``..., calibrator sets ``s0001``...)."""
    r = Path(root)
    pattern = re.compile(rf"^{re.escape(prefix)}(\d{{4,}})$")
    taken = [int(m.group(1)) for p in r.iterdir() if (m := pattern.match(p.name))] if r.is_dir() else []
    return f"{prefix}{(max(taken) + 1 if taken else 1):04d}"


def save_version(cal: Calibrator, root: Path | str) -> Path:
    """Save as the next version under ``root`` (``v0001`` first); returns its folder."""
    r = Path(root)
    r.mkdir(parents=True, exist_ok=True)
    name = next_version_name(r)
    cal.metadata["version"] = name
    return cal.save(r / name)


def latest(root: Path | str) -> Calibrator:
    """The newest version under ``root``; FileNotFoundError when there is none."""
    versions = list_versions(root)
    if not versions:
        raise FileNotFoundError(f"{root}: no calibrator versions (run `tinyrag calibrate --out {root}`)")
    return Calibrator.load(Path(root) / versions[-1])


def resolve(path: Path | str) -> Path:
    """A version folder as given, or the latest version of a store root."""
    p = Path(path)
    if (p / "metadata.json").is_file():
        return p
    versions = list_versions(p)
    if not versions:
        raise FileNotFoundError(f"{p}: neither a calibrator folder nor a store with versions")
    return p / versions[-1]
