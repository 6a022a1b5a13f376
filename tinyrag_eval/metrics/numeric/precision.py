"""Measured precision of the figure checker's verdicts: which verdict may fail a memo on its own.

The table is the measurement of ``benchmarks/figure_precision.py`` (result file
``benchmarks/results/figure_precision.json``, key ``dev_pooled.fact_verification``: TAT-QA dev
claims and their wrong variants plus the FinanceBench open sample, seed 13; rerun the benchmark
and copy its numbers here when the checker changes; a test holds the two equal). Per verdict of
``fact_verification``:

* ``precision``: the share of its verdicts that are right at equal shares of correct and wrong
  figures (its rate on the figures it should fire on against its rate on the others, so it does
  not depend on how many wrong variants the benchmark builds), with ``low``/``high`` from the two
  rates' Wilson intervals; this is the number :func:`meets_target` reads;
* ``precision_as_sampled`` with its 95% Wilson interval: at the benchmark's own mix (2.5 wrong
  figures to 1 correct one);
* ``precision_at_10pct_wrong``: where one figure in ten is wrong, as in a deployment (a
  contradicted verdict is then far less often right: read it before failing memos on it).

A ``contradicted`` verdict is right on a wrong figure, a ``derived`` one on a correct figure.
"""

from __future__ import annotations

TARGET = 0.95
"""A verdict below this measured precision may not fail a memo on its own (issue 26)."""

# from benchmarks/results/figure_precision.json (dev_pooled.fact_verification), seed 13
VERDICT_PRECISION: dict[str, dict[str, float | int]] = {
    "contradicted": {
        "precision": 0.9708, "low": 0.9534, "high": 0.9819,
        "precision_as_sampled": 0.9882, "wilson_low": 0.9814, "wilson_high": 0.9925,
        "precision_at_10pct_wrong": 0.787, "n": 1527, "right": 1509,
    },
    "derived": {
        "precision": 0.9647, "low": 0.9517, "high": 0.9742,
        "precision_as_sampled": 0.9154, "wilson_low": 0.8908, "wilson_high": 0.9349,
        "precision_at_10pct_wrong": 0.9959, "n": 615, "right": 563,
    },
}


def meets_target(kind: str) -> bool:
    """Whether the verdict ``kind``'s measured precision (at equal shares) is at least 95%."""
    row = VERDICT_PRECISION.get(kind)
    return row is not None and float(row["precision"]) >= TARGET


def verdict_may_fail(kind: str) -> bool:
    """Whether a figure with this verdict may fail a memo on its own: only ``contradicted``,
    and only while its measured precision meets :data:`TARGET` (``derived`` supports a memo;
    ``unsupported`` has no measured precision)."""
    return kind == "contradicted" and meets_target(kind)
