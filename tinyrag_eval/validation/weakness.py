"""Weakness identification (HCAT §6): where, by topic and query type, the system scores worse.

Input: one :class:`TestResult` per test (its query type, its topic/stratum, metric values).

* **Marginal** analysis per topic and per query type, and **bivariate** topic x type cells: n,
  mean and a seeded percentile-bootstrap 95% confidence interval of each metric.
* Cells with fewer than ``min_cell_samples`` values are marked ``too_few`` and not tested.
* **Weak cells**: a one-sided Mann-Whitney U test of the cell's values against all other tests'
  values (alternative: the cell is worse; "worse" is lower, or higher for metrics in
  ``lower_is_better``), then Benjamini-Hochberg over every test made (all metrics, marginal and
  bivariate cells together); a cell is weak when its BH-adjusted q <= ``fdr_alpha`` and its mean is
  worse than the overall mean. Mann-Whitney rather than a t-test because memo metrics are bounded,
  skewed and tied (many 0s and 1s).
* **Plots** (matplotlib, Agg backend, PNG): topic x type heatmaps per metric (too-few cells
  hatched, weak cells outlined), violin plots of each metric by query type and by topic, a forest
  plot of the marginal means with CIs, and the joint distribution (pair plot) of context
  precision, faithfulness and answer relevancy (or the first three metrics present).
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, Field

from ..config import Settings, get_settings
from ..errors import TinyragError

LOWER_IS_BETTER = frozenset({"hallucination", "noise_sensitivity_relevant", "noise_sensitivity_irrelevant",
                             "toxicity", "privacy", "bias", "numeric_mismatch"})
JOINT_METRICS = ("context_precision", "faithfulness", "answer_relevancy")
JOINT_SUBSTITUTES = ("context_relevancy", "nli_groundedness", "answer_relevancy")
"""The default (non-LLM) suite's counterparts of the joint metrics, used when fewer than two of
those are present."""


class WeaknessInputError(TinyragError, ValueError):
    """Results that cannot be analysed (none, no metric values, malformed rows)."""


class TestResult(BaseModel):
    __test__ = False  # not a pytest class

    test_id: str
    query_type: str
    topic: str
    metrics: dict[str, float | None] = Field(default_factory=dict)


class CellStat(BaseModel):
    metric: str
    by: Literal["topic", "query_type", "topic x query_type"]
    topic: str | None = None
    query_type: str | None = None
    n: int
    mean: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    delta: float | None = Field(None, description="cell mean minus the overall mean")
    too_few: bool = False
    p_value: float | None = None
    q_value: float | None = Field(None, description="Benjamini-Hochberg adjusted p-value")
    weak: bool = False


class WeaknessReport(BaseModel):
    metrics: list[str]
    lower_is_better: list[str]
    tests: int
    overall: dict[str, dict[str, float | int | None]]
    marginal: list[CellStat]
    bivariate: list[CellStat]
    weak: list[CellStat]
    tests_made: int
    settings: dict[str, Any]
    plots: dict[str, str] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)


# ---------------------------------------------------------------------------------------------
# input


def coerce_results(rows: Iterable[TestResult | dict[str, Any]]) -> list[TestResult]:
    """Rows as :class:`TestResult`; dicts may use ``type`` for the query type, and metric values
    either under ``metrics`` (numbers or MetricResult-like ``{"value": ...}``) or as top-level numbers."""
    out: list[TestResult] = []
    for i, row in enumerate(rows):
        if isinstance(row, TestResult):
            out.append(row)
            continue
        if not isinstance(row, dict):
            raise WeaknessInputError(f"row {i}: expected an object, got {type(row).__name__}")
        qtype = row.get("query_type", row.get("type"))
        topic = row.get("topic")
        if qtype is None or topic is None:
            raise WeaknessInputError(f"row {i}: needs 'query_type' (or 'type') and 'topic'")
        raw = row.get("metrics")
        if raw is None:
            raw = {k: v for k, v in row.items() if isinstance(v, int | float) and not isinstance(v, bool)
                   and k not in ("id", "test_id", "stratum", "seed", "relevancy")}
        metrics: dict[str, float | None] = {}
        for k, v in raw.items():
            if isinstance(v, dict):
                v = None if v.get("invalid") else v.get("value")
            if v is not None and not isinstance(v, int | float):
                raise WeaknessInputError(f"row {i}: metric {k!r} is not a number ({v!r})")
            metrics[str(k)] = None if v is None or not np.isfinite(v) else float(v)
        out.append(TestResult(test_id=str(row.get("test_id", row.get("id", i))), query_type=str(qtype),
                              topic=str(topic), metrics=metrics))
    return out


def read_results(path: Path) -> list[TestResult]:
    """Results from JSONL (one row per test, see :func:`coerce_results`); bad lines name their number."""
    from ..jsonl import read_jsonl_strict

    rows = [row for _, row in read_jsonl_strict(path, WeaknessInputError)]
    try:
        return coerce_results(rows)
    except WeaknessInputError as exc:
        raise WeaknessInputError(f"{path}: {exc}") from None


# ---------------------------------------------------------------------------------------------
# statistics


def bootstrap_ci(values: Sequence[float], resamples: int = 1000, seed: int = 13,
                 level: float = 0.95) -> tuple[float | None, float | None]:
    """Percentile bootstrap interval of the mean (None for fewer than 2 values)."""
    x = np.asarray(values, dtype=float)
    if x.size < 2:
        return None, None
    rng = np.random.default_rng(seed)
    means = x[rng.integers(0, x.size, size=(resamples, x.size))].mean(axis=1)
    lo, hi = np.quantile(means, [(1 - level) / 2, (1 + level) / 2])
    return float(lo), float(hi)


def one_sided_worse(cell: Sequence[float], rest: Sequence[float], lower_is_better: bool) -> float:
    """p-value of "the cell is worse than the rest" (Mann-Whitney U, one-sided); 1.0 when every
    value is identical (no evidence either way)."""
    from scipy.stats import mannwhitneyu

    a, b = np.asarray(cell, float), np.asarray(rest, float)
    if a.size == 0 or b.size == 0:
        return 1.0
    if np.ptp(np.concatenate([a, b])) == 0:
        return 1.0
    p = float(mannwhitneyu(a, b, alternative="greater" if lower_is_better else "less").pvalue)
    return p if np.isfinite(p) else 1.0


def benjamini_hochberg(p_values: Sequence[float]) -> list[float]:
    """BH-adjusted q-values (scipy's ``false_discovery_control``)."""
    if len(p_values) == 0:
        return []
    from scipy.stats import false_discovery_control

    return [float(q) for q in false_discovery_control(np.asarray(p_values, float), method="bh")]


def analyse(
    results: Iterable[TestResult | dict[str, Any]], *, metrics: Sequence[str] | None = None,
    lower_is_better: Iterable[str] = LOWER_IS_BETTER, min_cell_samples: int | None = None,
    fdr_alpha: float | None = None, resamples: int | None = None, seed: int | None = None,
    settings: Settings | None = None,
) -> WeaknessReport:
    """Marginal and bivariate statistics and BH-flagged weak cells (see the module docstring)."""
    s = settings or get_settings()
    v = s.validation
    min_n = v.min_cell_samples if min_cell_samples is None else min_cell_samples
    alpha = v.fdr_alpha if fdr_alpha is None else fdr_alpha
    b = v.bootstrap_resamples if resamples is None else resamples
    seed = s.seed if seed is None else seed
    rows = coerce_results(results)
    if not rows:
        raise WeaknessInputError("no test results to analyse")
    present = sorted({k for r in rows for k, val in r.metrics.items() if val is not None})
    names = list(metrics) if metrics is not None else present
    missing = [m for m in names if m not in present]
    if missing:
        raise WeaknessInputError(f"no values for metric(s) {missing} (present: {present})")
    if not names:
        raise WeaknessInputError("the results have no metric values")
    lower = set(lower_is_better)
    overall: dict[str, dict[str, float | int | None]] = {}
    cells: list[CellStat] = []
    for m in names:
        vals = np.array([r.metrics[m] for r in rows if r.metrics.get(m) is not None], float)
        lo, hi = bootstrap_ci(vals, b, seed)
        overall[m] = {"n": int(vals.size), "mean": float(vals.mean()), "ci_low": lo, "ci_high": hi}
        groupings: list[tuple[str, Any]] = [
            ("topic", lambda r: (r.topic, None)), ("query_type", lambda r: (None, r.query_type)),
            ("topic x query_type", lambda r: (r.topic, r.query_type))]
        for by, key in groupings:
            groups: dict[tuple[str | None, str | None], list[int]] = {}
            for i, r in enumerate(rows):
                if r.metrics.get(m) is not None:
                    groups.setdefault(key(r), []).append(i)
            for (topic, qtype), idx in sorted(groups.items(), key=lambda kv: (str(kv[0][0]), str(kv[0][1]))):
                cell = [rows[i].metrics[m] for i in idx]
                rest = [r.metrics[m] for j, r in enumerate(rows) if j not in set(idx) and r.metrics.get(m) is not None]
                mean = float(np.mean(cell))
                lo, hi = bootstrap_ci(cell, b, seed)  # type: ignore[arg-type]
                stat = CellStat(metric=m, by=by, topic=topic, query_type=qtype, n=len(cell), mean=mean, ci_low=lo,
                                ci_high=hi, delta=mean - overall[m]["mean"], too_few=len(cell) < min_n)  # type: ignore[operator]
                if not stat.too_few and rest:
                    stat.p_value = one_sided_worse(cell, rest, m in lower)  # type: ignore[arg-type]
                cells.append(stat)
    tested = [c for c in cells if c.p_value is not None]
    for c, q in zip(tested, benjamini_hochberg([c.p_value for c in tested]), strict=True):  # type: ignore[misc]
        c.q_value = q
        worse = (c.delta or 0) > 0 if c.metric in lower else (c.delta or 0) < 0
        c.weak = q <= alpha and worse
    notes = []
    if not tested:
        notes.append(f"no cell has {min_n} or more values: nothing was tested")
    return WeaknessReport(
        metrics=names, lower_is_better=sorted(lower & set(names)), tests=len(rows), overall=overall,
        marginal=[c for c in cells if c.by != "topic x query_type"],
        bivariate=[c for c in cells if c.by == "topic x query_type"],
        weak=sorted([c for c in cells if c.weak], key=lambda c: (c.q_value or 1.0, c.metric)),
        tests_made=len(tested),
        settings={"min_cell_samples": min_n, "fdr_alpha": alpha, "bootstrap_resamples": b, "seed": seed,
                  "test": "one-sided Mann-Whitney U, cell vs rest; Benjamini-Hochberg over all tests",
                  "ci": "95% percentile bootstrap of the mean"},
        notes=notes,
    )


# ---------------------------------------------------------------------------------------------
# plots


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, out_dir: Path, name: str) -> str:
    """Write ``fig`` to ``out_dir/<name>.png``, close it, return the path."""
    path = out_dir / f"{name}.png"
    fig.savefig(path)
    _plt().close(fig)
    return str(path)


def _wrap(label: str, width: int = 28) -> str:
    return "\n".join(textwrap.wrap(str(label), width)) or str(label)


def plot_heatmaps(report: WeaknessReport, out_dir: Path) -> dict[str, str]:
    """One topic x query type heatmap per metric: mean and n per cell; hatched = too few; red
    outline = weak (BH)."""
    plt = _plt()
    from matplotlib.patches import Rectangle

    paths: dict[str, str] = {}
    for m in report.metrics:
        cells = [c for c in report.bivariate if c.metric == m]
        topics = sorted({c.topic for c in cells if c.topic is not None})
        types = sorted({c.query_type for c in cells if c.query_type is not None})
        grid = np.full((len(topics), len(types)), np.nan)
        for c in cells:
            if not c.too_few:  # too-few cells stay uncoloured: their mean is not evidence
                grid[topics.index(c.topic), types.index(c.query_type)] = c.mean  # type: ignore[arg-type]
        fig, ax = plt.subplots(figsize=(1.5 + 1.35 * len(types), 1.2 + 0.75 * len(topics)), dpi=110)
        cmap = plt.get_cmap("RdYlGn_r" if m in report.lower_is_better else "RdYlGn").with_extremes(bad="#eeeeee")
        finite = grid[np.isfinite(grid)]
        lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
        im = ax.imshow(np.ma.masked_invalid(grid), cmap=cmap, vmin=min(0.0, lo), vmax=max(1.0, hi), aspect="auto")
        for c in cells:
            r, k = topics.index(c.topic), types.index(c.query_type)  # type: ignore[arg-type]
            if c.too_few:
                ax.add_patch(Rectangle((k - 0.5, r - 0.5), 1, 1, fill=False, hatch="///", edgecolor="#bbbbbb", lw=0))
                ax.text(k, r, f"n={c.n}\ntoo few", ha="center", va="center", fontsize=8, color="#333333",
                        bbox={"facecolor": "#eeeeee", "edgecolor": "none", "pad": 1})
            else:
                ax.text(k, r, f"{c.mean:.2f}\nn={c.n}", ha="center", va="center", fontsize=8)
            if c.weak:
                ax.add_patch(Rectangle((k - 0.47, r - 0.47), 0.94, 0.94, fill=False, edgecolor="red", lw=2.5))
        ax.set_xticks(range(len(types)), [t.replace("_", " ") for t in types], rotation=30, ha="right", fontsize=8)
        ax.set_yticks(range(len(topics)), [_wrap(t) for t in topics], fontsize=8)
        ax.set_title(f"{m}: mean by topic x query type\n(hatched: n < {report.settings['min_cell_samples']}, "
                     f"red: weak at FDR {report.settings['fdr_alpha']})", fontsize=9)
        fig.colorbar(im, ax=ax, fraction=0.04, pad=0.02)
        fig.tight_layout()
        paths[f"heatmap_{m}"] = _save(fig, out_dir, f"heatmap_{m}")
    return paths


def plot_violins(results: Sequence[TestResult], report: WeaknessReport, out_dir: Path) -> dict[str, str]:
    """Violin plots of each metric's distribution, by query type and by topic (one figure each)."""
    plt = _plt()
    paths: dict[str, str] = {}
    for by in ("query_type", "topic"):
        groups = sorted({getattr(r, by) for r in results})
        fig, axes = plt.subplots(len(report.metrics), 1, figsize=(max(6.0, 1.1 * len(groups) + 2), 2.6 * len(report.metrics)),
                                 dpi=110, squeeze=False)
        for ax, m in zip(axes[:, 0], report.metrics, strict=True):
            data = [[r.metrics[m] for r in results if getattr(r, by) == g and r.metrics.get(m) is not None] for g in groups]
            pos = [i for i, d in enumerate(data) if len(d) >= 2]
            if pos:
                parts = ax.violinplot([data[i] for i in pos], positions=pos, showmeans=True, widths=0.8)
                for body in parts["bodies"]:
                    body.set_alpha(0.45)
            for i, d in enumerate(data):
                jitter = np.random.default_rng(i).uniform(-0.08, 0.08, len(d))
                ax.scatter(np.full(len(d), i) + jitter, d, s=8, color="black", alpha=0.5, zorder=3)
            ax.axhline(report.overall[m]["mean"], color="grey", ls="--", lw=1, label="overall mean")  # type: ignore[arg-type]
            ax.set_ylabel(m, fontsize=8)
            ax.set_xticks(range(len(groups)), [_wrap(g.replace("_", " "), 16) for g in groups], fontsize=7)
            ax.tick_params(axis="y", labelsize=7)
        axes[0, 0].set_title(f"metric distributions by {by.replace('_', ' ')} (dots: tests; dashed: overall mean)", fontsize=9)
        fig.tight_layout()
        paths[f"violin_by_{by}"] = _save(fig, out_dir, f"violin_by_{by}")
    return paths


def plot_marginals(report: WeaknessReport, out_dir: Path) -> dict[str, str]:
    """Forest plot: marginal means with bootstrap CIs, per topic and per query type, per metric."""
    plt = _plt()
    keys = sorted({(c.by, c.topic or c.query_type or "") for c in report.marginal})
    labels = [("topic: " if by == "topic" else "type: ") + _wrap(g.replace("_", " ") if by != "topic" else g, 40)
              for by, g in keys]
    ncols = min(2, len(report.metrics))
    nrows = -(-len(report.metrics) // ncols)
    fig, axes = plt.subplots(nrows, ncols, figsize=(5.2 * ncols + 1.5, (0.8 + 0.3 * len(keys)) * nrows + 0.6),
                             dpi=110, squeeze=False)
    for ax in axes.ravel()[len(report.metrics):]:
        ax.axis("off")
    for ax, m in zip(axes.ravel(), report.metrics, strict=False):
        for c in (c for c in report.marginal if c.metric == m):
            y = keys.index((c.by, c.topic or c.query_type or ""))
            color = "red" if c.weak else ("#999999" if c.too_few else "tab:blue")
            if c.ci_low is not None:
                ax.plot([c.ci_low, c.ci_high], [y, y], color=color, lw=2)
            ax.plot([c.mean], [y], "o", color=color, ms=5)
        ax.axvline(report.overall[m]["mean"], color="grey", ls="--", lw=1)  # type: ignore[arg-type]
        ax.set_title(m, fontsize=9)
        ax.tick_params(labelsize=7)
        ax.set_yticks(range(len(keys)), labels)
        ax.set_ylim(len(keys) - 0.5, -0.5)
        ax.grid(axis="x", alpha=0.3)
    fig.suptitle("marginal means with 95% bootstrap CIs (red: weak, grey: too few; dashed: overall mean)", fontsize=9)
    fig.tight_layout(rect=(0, 0, 1, 1 - 0.3 / fig.get_figheight()))  # room for the suptitle above the panels' titles
    return {"marginals": _save(fig, out_dir, "marginals")}


def plot_joint(results: Sequence[TestResult], report: WeaknessReport, out_dir: Path,
               metrics: Sequence[str] | None = None) -> dict[str, str]:
    """Pair plot (scatter matrix, histograms on the diagonal) of three metrics, coloured by query type:
    context precision, faithfulness and answer relevancy, else their default-suite counterparts
    (:data:`JOINT_SUBSTITUTES`), else the first three metrics."""
    plt = _plt()
    chosen = list(metrics) if metrics else [m for m in JOINT_METRICS if m in report.metrics]
    if len(chosen) < 2:
        preferred = [m for m in JOINT_SUBSTITUTES if m in report.metrics]
        chosen = (preferred + [m for m in report.metrics if m not in preferred])[:3]
    if len(chosen) < 2:
        return {}
    types = sorted({r.query_type for r in results})
    colors = {t: plt.get_cmap("tab10")(i % 10) for i, t in enumerate(types)}
    k = len(chosen)
    fig, axes = plt.subplots(k, k, figsize=(2.4 * k + 1.6, 2.4 * k), dpi=110, squeeze=False)
    for i, mi in enumerate(chosen):
        for j, mj in enumerate(chosen):
            ax = axes[i, j]
            if i == j:
                vals = [r.metrics[mi] for r in results if r.metrics.get(mi) is not None]
                ax.hist(vals, bins=10, color="tab:gray", alpha=0.7)
            else:
                for t in types:
                    pts = [(r.metrics[mj], r.metrics[mi]) for r in results if r.query_type == t
                           and r.metrics.get(mi) is not None and r.metrics.get(mj) is not None]
                    if pts:
                        xs, ys = zip(*pts, strict=True)
                        ax.scatter(xs, ys, s=10, alpha=0.7, color=colors[t], label=t.replace("_", " "))
            if i == k - 1:
                ax.set_xlabel(mj, fontsize=8)
            if j == 0:
                ax.set_ylabel(mi, fontsize=8)
            ax.tick_params(labelsize=7)
    handles, labels = axes[0, 1].get_legend_handles_labels() if k > 1 else ([], [])
    fig.legend(handles, labels, loc="center right", fontsize=7, title="query type", title_fontsize=8)
    fig.suptitle("joint distribution of " + ", ".join(chosen), fontsize=9)
    fig.tight_layout(rect=(0, 0, 1 - 1.5 / (2.4 * k + 1.6), 1))
    return {"joint": _save(fig, out_dir, "joint")}


def weakness_report(results: Iterable[TestResult | dict[str, Any]], out_dir: Path, **kwargs: Any) -> WeaknessReport:
    """:func:`analyse` plus every plot written to ``out_dir`` (PNG) and ``weakness.json``."""
    rows = coerce_results(results)
    report = analyse(rows, **kwargs)
    out_dir.mkdir(parents=True, exist_ok=True)
    plots: dict[str, str] = {}
    plots.update(plot_heatmaps(report, out_dir))
    plots.update(plot_violins(rows, report, out_dir))
    plots.update(plot_marginals(report, out_dir))
    plots.update(plot_joint(rows, report, out_dir))
    report.plots = plots
    (out_dir / "weakness.json").write_text(report.model_dump_json(indent=2), encoding="utf-8")
    return report
