"""Prediction-powered inference (PPI) of a run's true acceptance rate from a few human labels and
the run's machine scores (`tinyrag runs estimate RUN --labels labels.jsonl`).

The labelled items must be a **uniform random sample** of the run's items (labels chosen by
hand, or only the escalated ones, break the guarantee). With ``Y`` the human labels (1 =
acceptable / grounded), ``f`` the machine score of an item (a calibrated probability or any
metric) on the n labelled and the N unlabelled items::

    PPI      theta = mean(f, unlabelled) + mean(Y - f, labelled)
    PPI++    theta = lam * mean(f, unlabelled) + mean(Y - lam * f, labelled), lam tuned for width

Both are unbiased whatever ``f`` is, and their (1 - alpha) intervals (``ppi_py.ppi_mean_ci``;
normal approximation) hold for any fixed scorer: an uninformative score only makes PPI as
wide as, or (plain PPI) wider than, the labels-only interval, which is printed beside it
(``ppi_py.classical_mean_ci``). PPI++ (``lam`` tuned, clipped to [0, 1]) falls back towards the
labels-only interval when the score carries no information. An item whose score is invalid or
missing gets the fixed value ``invalid_as`` (still a fixed scorer, so the guarantee holds; the
count is reported).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
from pydantic import BaseModel, Field

from ..errors import TinyragError
from ..store.evalruns import EvalRunItem, EvalRunRecord

DEFAULT_ALPHA = 0.1
MIN_LABELS = 10
PREFERRED_SCORES = ("P(acceptable)", "P(grounded)", "P(lowest)")
IDS_SHOWN = 10


class EstimateError(TinyragError, ValueError):
    """Labels or scores that cannot give an estimate (the message says what to fix)."""


class Interval(BaseModel):
    method: str
    estimate: float
    low: float
    high: float

    @property
    def width(self) -> float:
        return self.high - self.low


class PPIEstimate(BaseModel):
    run_id: str
    score: str = Field(description="the machine score used as the prediction")
    alpha: float
    n_items: int
    n_labeled: int
    n_unlabeled: int
    label_mean: float
    score_mean_labeled: float
    score_mean_unlabeled: float
    lam: float = Field(description="PPI++ power-tuning weight (0: the score is not used, 1: plain PPI)")
    invalid_scores: int = Field(0, description="items whose score was invalid or missing (given invalid_as)")
    invalid_as: float = 0.0
    labels_unmatched: int = 0
    unmatched_ids: list[str] = Field(default_factory=list)
    intervals: list[Interval]
    widths: dict[str, float] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)


def read_labels(path: Path) -> dict[str, int]:
    """``{"id": ..., "label": 0|1|true|false}`` per line -> {id: label}; :class:`EstimateError`
    naming the line for anything else (a repeated id with the same label is accepted)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise EstimateError(f"cannot read the labels {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise EstimateError(f"{path} is not UTF-8 text (JSONL expected)") from None
    labels: dict[str, int] = {}
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise EstimateError(f"{path} line {n}: invalid JSON ({exc.msg})") from None
        if not isinstance(row, dict) or "id" not in row or "label" not in row:
            raise EstimateError(f'{path} line {n}: expected an object with "id" and "label", e.g. '
                                '{"id": "memo-1", "label": 1}')
        item_id, label = row["id"], row["label"]
        if not isinstance(item_id, str | int) or isinstance(item_id, bool) or not str(item_id).strip():
            raise EstimateError(f"{path} line {n}: id must be a non-empty string")
        if isinstance(label, bool):
            label = int(label)
        if label not in (0, 1):
            raise EstimateError(f"{path} line {n}: label must be 0 or 1 (or true/false), got {row['label']!r}")
        key = str(item_id)
        if key in labels and labels[key] != int(label):
            raise EstimateError(f"{path} line {n}: item {key!r} is labelled both 0 and 1")
        labels[key] = int(label)
    if not labels:
        raise EstimateError(f"{path}: no labels (one JSON object per line: {{\"id\": ..., \"label\": 0 or 1}})")
    return labels


def available_scores(items: list[EvalRunItem]) -> list[str]:
    """Score names with at least one value in the run (probabilities first)."""
    names: dict[str, None] = {}
    for it in items:
        names.update({k: None for k, v in it.values().items() if v is not None})
    return sorted(names, key=lambda k: (not k.startswith("P("), k))


def default_score(items: list[EvalRunItem]) -> str:
    """A calibrated probability (``P(acceptable)``, ``P(grounded)``, else the first one)."""
    have = available_scores(items)
    for name in PREFERRED_SCORES:
        if name in have:
            return name
    probs = [n for n in have if n.startswith("P(")]
    if probs:
        return probs[0]
    raise EstimateError("the run has no calibrated probability; choose a metric with --score NAME from: "
                        + (", ".join(have[:15]) or "(the run has no scores)"))


def _lam(y: np.ndarray, f_lab: np.ndarray, f_unl: np.ndarray) -> float:
    """The PPI++ weight as ppi_py computes it for a mean (clipped to [0, 1])."""
    n, big_n = len(y), len(f_unl)
    cov = float(np.mean((y - y.mean()) * (f_lab - f_lab.mean())))
    var = float(np.var(np.concatenate([f_lab, f_unl]), ddof=1))
    return 0.0 if var <= 0 else float(np.clip(cov / ((1 + n / big_n) * var), 0.0, 1.0))


def ppi_intervals(y: np.ndarray, f_lab: np.ndarray, f_unl: np.ndarray, alpha: float) -> list[Interval]:
    """Labels-only, PPI and PPI++ intervals for the mean of ``y`` (ppi_py)."""
    from ppi_py import classical_mean_ci, ppi_mean_ci

    def iv(method: str, lo_hi: tuple[object, object]) -> Interval:
        lo, hi = (float(np.asarray(v).reshape(-1)[0]) for v in lo_hi)
        return Interval(method=method, estimate=(lo + hi) / 2, low=lo, high=hi)

    return [iv("labels only", classical_mean_ci(y, alpha=alpha)),
            iv("PPI", ppi_mean_ci(y, f_lab, f_unl, alpha=alpha, lam=1.0)),
            iv("PPI++", ppi_mean_ci(y, f_lab, f_unl, alpha=alpha))]


def estimate_rate(run: EvalRunRecord, items: list[EvalRunItem], labels: dict[str, int], *,
                  score: str | None = None, alpha: float = DEFAULT_ALPHA, invalid_as: float = 0.0,
                  min_labels: int = MIN_LABELS) -> PPIEstimate:
    """The PPI estimate of the run's true rate of label 1 (module docstring)."""
    if not 0 < alpha < 1:
        raise EstimateError(f"alpha must be between 0 and 1, got {alpha}")
    if not math.isfinite(invalid_as):
        raise EstimateError("invalid_as must be a finite number")
    if not items:
        raise EstimateError(f"run {run.id} has no items to estimate over")
    score = score or default_score(items)
    if score not in available_scores(items):
        raise EstimateError(f"score {score!r} has no value in run {run.id}; choose from: "
                            + (", ".join(available_scores(items)[:15]) or "(none)"))
    by_id = {it.id: it for it in items}
    unmatched = [i for i in labels if i not in by_id]
    matched = [i for i in labels if i in by_id]
    if not matched:
        raise EstimateError(f"none of the {len(labels)} labelled ids is an item of run {run.id} "
                            f"(e.g. {', '.join(repr(i) for i in unmatched[:3])}); items look like "
                            + ", ".join(repr(it.id) for it in items[:3]))
    if len(matched) < min_labels:
        raise EstimateError(f"only {len(matched)} label(s) match items of run {run.id}; PPI needs at least "
                            f"{min_labels} (a random sample of the run's items)")

    invalid = 0

    def value(it: EvalRunItem) -> float:
        nonlocal invalid
        v = it.values().get(score)
        if v is None or not math.isfinite(v):
            invalid += 1
            return invalid_as
        return float(v)

    labelled = set(matched)
    y = np.array([labels[i] for i in matched], dtype=float)
    f_lab = np.array([value(by_id[i]) for i in matched])
    f_unl = np.array([value(it) for it in items if it.id not in labelled])
    if len(f_unl) == 0:
        raise EstimateError(f"every item of run {run.id} is labelled: the labels' mean {y.mean():.4f} is the "
                            "rate itself, there is nothing to predict")
    intervals = ppi_intervals(y, f_lab, f_unl, alpha)
    notes = ["assumes the labelled items are a uniform random sample of the run's items"]
    if y.min() == y.max():
        notes.append(f"every label is {int(y[0])}: the labels-only (normal) interval has zero width and is "
                     "not trustworthy; label more items")
    if invalid:
        notes.append(f"{invalid} item(s) had no valid {score}; scored as {invalid_as:g}")
    if unmatched:
        notes.append(f"{len(unmatched)} label(s) match no item of the run and are ignored")
    return PPIEstimate(run_id=run.id, score=score, alpha=alpha, n_items=len(items), n_labeled=len(matched),
                       n_unlabeled=len(f_unl), label_mean=float(y.mean()), score_mean_labeled=float(f_lab.mean()),
                       score_mean_unlabeled=float(f_unl.mean()), lam=_lam(y, f_lab, f_unl), invalid_scores=invalid,
                       invalid_as=invalid_as, labels_unmatched=len(unmatched), unmatched_ids=unmatched[:IDS_SHOWN],
                       intervals=intervals, widths={i.method: i.width for i in intervals}, notes=notes)
