"""``tinyrag calibration report DIR``: reliability diagram and coverage table as PNG and HTML."""

from __future__ import annotations

import base64
import json
from importlib import resources
from pathlib import Path
from typing import Any

from .artifact import resolve


def _fmt(v: Any) -> str:
    return "n/a" if v is None else f"{v:.3f}" if isinstance(v, float) else str(v)


def write_report(path: Path | str, out_dir: Path | str | None = None) -> dict[str, str]:
    """Write ``reliability.png`` (binary labels), ``coverage.png`` and ``report.html``.

    ``path`` is a calibrator folder or a store root (its latest version). Returns the written
    paths by name. Needs only ``metadata.json``: no model is unpickled.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from jinja2 import Environment, select_autoescape

    d = resolve(path)
    meta = json.loads((d / "metadata.json").read_text())
    ev = meta["evaluation"]
    out = Path(out_dir) if out_dir else d
    out.mkdir(parents=True, exist_ok=True)
    written: dict[str, str] = {}
    b64: dict[str, str | None] = {"reliability_png": None, "coverage_png": None}

    if "reliability" in ev:
        bins = [b for b in ev["reliability"] if b["count"]]
        fig, ax = plt.subplots(figsize=(4.8, 4.2), dpi=110)
        ax.plot([0, 1], [0, 1], ls="--", c="grey", lw=1, label="perfect")
        ax.plot([b["mean_predicted"] for b in bins], [b["observed"] for b in bins], marker="o", label="calibrator")
        for b in bins:
            ax.annotate(str(b["count"]), (b["mean_predicted"], b["observed"]), fontsize=7,
                        textcoords="offset points", xytext=(3, -9))
        ax.set(xlim=(0, 1), ylim=(0, 1), xlabel="predicted P(label = 1)", ylabel="observed share of label 1",
               title=f"reliability (ECE {ev['ece']:.3f}, n={ev['n']})")
        ax.legend(loc="upper left", fontsize=8)
        fig.tight_layout()
        fig.savefig(out / "reliability.png")
        plt.close(fig)
        written["reliability_png"] = str(out / "reliability.png")

    rows = [r for r in ev["coverage"] if r["coverage"] is not None]
    if rows:
        fig, ax = plt.subplots(figsize=(4.8, 3.6), dpi=110)
        xs = range(len(rows))
        ax.bar([x - 0.2 for x in xs], [r["target"] for r in rows], width=0.4, color="lightgrey", label="target 1-alpha")
        ax.bar([x + 0.2 for x in xs], [r["coverage"] for r in rows], width=0.4, label="held-out coverage")
        ax.set_xticks(list(xs), [f"alpha={r['alpha']}" for r in rows])
        ax.set(ylim=(0, 1.05), ylabel="share of sets with the human label", title="conformal coverage")
        ax.legend(loc="lower left", fontsize=8)
        fig.tight_layout()
        fig.savefig(out / "coverage.png")
        plt.close(fig)
        written["coverage_png"] = str(out / "coverage.png")

    for key, file in written.items():
        b64[key] = base64.b64encode(Path(file).read_bytes()).decode()
    template = resources.files("tinyrag_eval.data").joinpath("calibration_report.html.j2").read_text()
    html = Environment(autoescape=select_autoescape(default=True)).from_string(template).render(
        meta=meta, ev=ev, fmt=_fmt, **b64)
    (out / "report.html").write_text(html, encoding="utf-8")
    written["html"] = str(out / "report.html")
    return written
