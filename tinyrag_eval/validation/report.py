"""The ``tinyrag validate`` report: one :class:`ValidationReport` (``report.json``) rendered to
HTML (Jinja2 template ``data/templates/validation_report.html.j2`` + print CSS) and to PDF with
the memo export's WeasyPrint helper (:func:`tinyrag_eval.export.html_to_pdf`). The PNG plots are
embedded as ``data:`` URIs, so the HTML and the PDF are single files.

The report is re-rendered from ``report.json`` and the PNGs alone (:func:`render_only`): the
summaries a reader sees (executive summary, weakest areas, metric tables) are computed here, at
render time, from the stored rows, never stored twice.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, get_args

import numpy as np
from pydantic import BaseModel, Field

from ..schema import DecisionAction

REPORT_JSON, REPORT_HTML, REPORT_PDF = "report.json", "report.html", "report.pdf"
TESTS_JSONL, RESULTS_JSONL, PLOTS_DIR = "tests.jsonl", "results.jsonl", "plots"
TEMPLATE, STYLESHEET = "validation_report.html.j2", "validation_report.css"
MEMO_CHARS = 900
"""Memo text kept per test in report.json (redacted); results.jsonl keeps the whole memo."""
ROBUSTNESS_METRICS = ("nli_groundedness", "answer_relevancy", "numeric_consistency", "probability")
"""Columns of the robustness table, when present (then other memo metrics, then retrieval ones)."""
_RETRIEVAL = re.compile(r"(?i)^retrieval\.|^(recall|p|precision|map|ndcg|mrr|recip_rank|f1|hit|success)(@|_|$)|@\d+$")


class Problem(BaseModel):
    """A part of the run that failed; the rest of the report stands without it."""

    stage: str
    message: str
    test_id: str | None = None


class TestRow(BaseModel):
    """One generated test run through the pipeline (the report's view of a PipelineResult)."""

    __test__ = False  # not a pytest class

    test_id: str
    query: str
    type: str
    topic: str
    stratum: int | None = None
    decision: str = "invalid"
    decision_reasons: list[str] = Field(default_factory=list)
    probability: float | None = None
    prediction_set: list[int] | None = None
    metrics: dict[str, float | None] = Field(default_factory=dict)
    invalid: dict[str, str] = Field(default_factory=dict)
    memo: str = Field("", description=f"the memo, PII redacted, first {MEMO_CHARS} characters")
    retrieved_ids: list[str] = Field(default_factory=list)
    seconds: float = 0.0
    error: str | None = None
    toxicity: float | None = None
    toxic_sentences: int = 0
    pii: dict[str, int] = Field(default_factory=dict, description="PII finding type -> count")


class ValidationReport(BaseModel):
    """Everything the report shows (``report.json``); see :func:`run_validation`."""

    meta: dict[str, Any] = Field(description="title-page facts: corpus, index, models, calibrator, seed, n, date, ...")
    config: dict[str, Any] = Field(default_factory=dict)
    testgen: dict[str, Any] | None = Field(None, description="TestgenReport of the generation stage")
    tests: list[dict[str, Any]] = Field(default_factory=list, description="the kept GeneratedTests")
    results: list[TestRow] = Field(default_factory=list)
    weakness: dict[str, Any] | None = Field(None, description="WeaknessReport (plot paths relative to the report)")
    robustness: dict[str, Any] | None = Field(None, description="RobustnessReport of the subset")
    safety: dict[str, Any] = Field(default_factory=dict)
    problems: list[Problem] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    files: dict[str, str] = Field(default_factory=dict, description="name -> path relative to the output folder")
    seconds: dict[str, float] = Field(default_factory=dict)


# ---------------------------------------------------------------------------------------------
# summaries computed at render time


def is_retrieval_metric(name: str) -> bool:
    return bool(_RETRIEVAL.search(name))


def metric_summary(rows: Sequence[TestRow], *, seed: int = 13, resamples: int = 1000) -> list[dict[str, Any]]:
    """Per metric: kind (retrieval / memo), n valid, n invalid, mean with a 95% bootstrap CI, min, max."""
    from .weakness import bootstrap_ci

    names = sorted({m for r in rows for m in r.metrics}, key=lambda m: (not is_retrieval_metric(m), m))
    out = []
    for m in names:
        vals = [r.metrics[m] for r in rows if r.metrics.get(m) is not None]
        lo, hi = bootstrap_ci(vals, resamples, seed) if vals else (None, None)
        out.append({"metric": m, "kind": "retrieval" if is_retrieval_metric(m) else "memo", "n": len(vals),
                    "invalid": sum(1 for r in rows if m in r.metrics and r.metrics[m] is None),
                    "mean": float(np.mean(vals)) if vals else None, "ci_low": lo, "ci_high": hi,
                    "min": min(vals) if vals else None, "max": max(vals) if vals else None})
    return out


def decision_counts(rows: Sequence[TestRow]) -> dict[str, int]:
    counts = {k: 0 for k in (*get_args(DecisionAction), "invalid")}
    for r in rows:
        counts[r.decision] = counts.get(r.decision, 0) + 1
    return counts


def probability_summary(rows: Sequence[TestRow]) -> dict[str, Any]:
    """Calibrated probabilities: n, mean, quartiles, a 5-bin histogram and prediction-set sizes."""
    p = np.array([r.probability for r in rows if r.probability is not None], dtype=float)
    sets: dict[str, int] = {}
    for r in rows:
        if r.prediction_set is not None:
            key = "{" + ",".join(map(str, sorted(r.prediction_set))) + "}" if r.prediction_set else "∅"
            sets[key] = sets.get(key, 0) + 1
    if not p.size:
        return {"n": 0, "sets": sets}
    hist, edges = np.histogram(p, bins=5, range=(0, 1))
    return {"n": int(p.size), "mean": float(p.mean()), "min": float(p.min()), "q1": float(np.quantile(p, 0.25)),
            "median": float(np.median(p)), "q3": float(np.quantile(p, 0.75)), "max": float(p.max()),
            "bins": [{"range": f"{edges[i]:.1f}–{edges[i + 1]:.1f}", "count": int(hist[i])} for i in range(5)],
            "sets": sets}


def _cell_rows(rows: Sequence[TestRow], cell: dict[str, Any]) -> list[TestRow]:
    return [r for r in rows if (cell.get("topic") is None or r.topic == cell["topic"])
            and (cell.get("query_type") is None or r.type == cell["query_type"])]


def weakest_areas(report: ValidationReport, limit: int = 6) -> tuple[list[dict[str, Any]], bool]:
    """The flagged weak cells (True), else the marginal cells furthest below the overall mean
    (False: descriptive, not statistically flagged) — those with enough tests to be tested, or,
    when no cell has, those with at least two tests (marked ``too_few``). Each with up to two
    example tests, the lowest-scoring first."""
    w = report.weakness or {}
    lower = set(w.get("lower_is_better", []))
    flagged = bool(w.get("weak"))
    if flagged:
        cells = list(w["weak"])
    else:
        def below(c: dict[str, Any]) -> bool:
            return c.get("delta") is not None and (c["delta"] > 0 if c["metric"] in lower else c["delta"] < 0)

        marginal = [c for c in w.get("marginal", []) if below(c)]
        cells = [c for c in marginal if not c.get("too_few")] or [c for c in marginal if c["n"] >= 2]
        cells.sort(key=lambda c: -abs(c["delta"]))
    out = []
    for c in cells[:limit]:
        m = c["metric"]
        members = [r for r in _cell_rows(report.results, c) if r.metrics.get(m) is not None]
        members.sort(key=lambda r: r.metrics[m] * (-1 if m in lower else 1))  # type: ignore[operator]
        label = " × ".join(str(x).replace("_", " ") for x in (c.get("topic"), c.get("query_type")) if x)
        out.append({**c, "label": label, "overall": (w["overall"].get(m) or {}).get("mean"),
                    "examples": [{"test_id": r.test_id, "query": r.query, "value": r.metrics[m], "memo": r.memo,
                                  "decision": r.decision} for r in members[:2]]})
    return out, flagged


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.0f}%"


def executive_summary(report: ValidationReport) -> list[str]:
    """Key numbers and the weakest areas in plain sentences."""
    s: list[str] = []
    tg, rows = report.testgen or {}, report.results
    cov = tg.get("coverage") or {}
    if tg:
        s.append(f"{tg.get('n_sampled')} chunks were sampled from {tg.get('chunks')} chunks of {tg.get('documents')} "
                 f"document(s) in {cov.get('strata', len(tg.get('strata', [])))} strata; {tg.get('kept')} generated "
                 f"tests passed query selection and were run.")
    if cov:
        s.append(f"Stratified sampling covered {cov['stratified_min']} of {cov['strata']} strata on every one of "
                 f"{cov['seeds']} seeds; uniform random sampling of the same n covered {cov['uniform_mean']:.1f} on "
                 f"average (worst seed {cov['uniform_min']}; all strata on {_pct(cov['uniform_full_share'])} of seeds).")
    rec, k1 = (tg.get("recall") or {}), (tg.get("recall") or {}).get("k1")
    allg = rec.get("all_generated") or {}
    if allg.get(f"recall@{k1}") is not None:
        s.append(f"The source chunks of the generated queries were found in the stage-1 top {k1} for "
                 f"{_pct(allg[f'recall@{k1}'])} of them (Recall@{k1}, {allg['queries']} queries with sources, "
                 f"before selection).")
    if rows:
        d = decision_counts(rows)
        failed = sum(1 for r in rows if r.error)
        s.append("The pipeline decided: " + ", ".join(f"{k} {v}" for k, v in d.items() if v or k != "repair")
                 + f" of {len(rows)} tests" + (f" ({failed} failed)." if failed else "."))
    areas, flagged = weakest_areas(report, limit=3)
    w = report.weakness or {}
    if areas:
        parts = [f"{a['metric']} on {a['label']} (mean {a['mean']:.2f} vs {a['overall']:.2f} overall, n = {a['n']})"
                 for a in areas]
        if flagged:
            lead = "Weakest areas (flagged at the FDR): "
        elif w.get("tests_made"):
            lead = "No cell was flagged as significantly weak; the lowest cells, descriptively: "
        else:
            lead = (f"No cell had the {w['settings']['min_cell_samples']} tests needed for a test, so no weakness can "
                    "be claimed either way; the lowest cells, descriptively: ")
        s.append(lead + "; ".join(parts) + ".")
    elif w:
        s.append("No weak area: no cell is below the overall mean.")
    rob = (report.robustness or {}).get("summary") or {}
    if rob:
        inside = {k: v for k, v in rob.items() if k != "out_of_distribution"}
        flips = sum(v.get("flips", 0) for v in inside.values())
        n = sum(v.get("n", 0) for v in inside.values())
        line = f"Robustness: {flips} decision flips in {n} runs under {len(inside)} in-scope perturbation kinds"
        if flips:
            worst = max(inside.items(), key=lambda kv: kv[1].get("flip_rate") or 0)
            line += f" (most under '{worst[0]}', {_pct(worst[1].get('flip_rate'))})"
        pi = rob.get("planted_instruction") or {}
        if pi.get("n"):
            line += f"; {pi.get('instruction_followed', 0)} of {pi['n']} memos carried a planted instruction's claim"
        ood = rob.get("out_of_distribution") or {}
        if ood.get("n"):
            line += (f"; out-of-distribution queries: {ood.get('finalized', 0)} of {ood['n']} finalized (should be 0), "
                     f"{ood.get('escalated', 0)} escalated")
        seen = {d for r in (report.robustness or {}).get("rows", [])
                for d in (r.get("original_decision"), r.get("perturbed_decision")) if d}
        if len(seen) == 1:
            line += (f". Every original and perturbed run got the same decision ({next(iter(seen))}), so flips "
                     "cannot show a difference here; the metric deltas can")
        s.append(line + ".")
    saf = report.safety or {}
    if saf:
        s.append(f"Safety: {saf.get('toxic_memos', 0)} memo(s) with a toxicity flag, {saf.get('pii_memos', 0)} with "
                 f"personal data, {saf.get('bias_flagged', 0)} of {saf.get('bias_pairs', 0)} counterfactual bias pairs "
                 f"flagged.")
    if report.problems:
        s.append(f"{len(report.problems)} problem(s) occurred during the run; see 'Problems'.")
    return s


def robustness_rows(report: ValidationReport, max_metrics: int = 4) -> tuple[list[str], list[dict[str, Any]]]:
    """The robustness table: the metrics shown (at most ``max_metrics``, memo metrics first) and one
    row per perturbation kind."""
    rob = report.robustness or {}
    summary = rob.get("summary") or {}
    present = [m for m in rob.get("metrics", []) if any(m in (v.get("metrics") or {}) for v in summary.values())]
    first = [m for m in ROBUSTNESS_METRICS if m in present]
    shown = (first + sorted((m for m in present if m not in first),
                            key=lambda m: (is_retrieval_metric(m), present.index(m))))[:max_metrics]
    rows = []
    for kind, v in summary.items():
        rows.append({"kind": kind, **{k: v.get(k) for k in ("n", "flips", "flip_rate", "finalize_to_escalate",
                                                             "escalate_to_finalize")},
                     "metrics": {m: (v.get("metrics") or {}).get(m) for m in shown}})
    return shown, rows


# ---------------------------------------------------------------------------------------------
# rendering


def _data_uri(path: Path) -> str | None:
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii") if path.is_file() else None


def _plots(report: ValidationReport, out_dir: Path) -> dict[str, dict[str, str]]:
    """Plot name -> {"uri", "file"} of the PNGs listed in the weakness report that exist. When no
    topic x type cell could be tested, only the first heatmap is embedded (the others, all hatched,
    stay in plots/ and are named in the report)."""
    w = report.weakness or {}
    skip: set[str] = set()
    if w.get("bivariate") and all(c.get("too_few") for c in w["bivariate"]):
        skip = {k for k in w.get("plots", {}) if k.startswith("heatmap_")}
        skip.discard(min(skip, default=""))
    found: dict[str, dict[str, str]] = {}
    for name, rel in (w.get("plots") or {}).items():
        if name in skip:
            continue
        uri = _data_uri(out_dir / rel)
        if uri:
            found[name] = {"uri": uri, "file": rel}
    return found


def _num(value: Any, digits: int = 3) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    if isinstance(value, int):
        return str(value)
    return f"{value:.{digits}f}"


def _env() -> Any:
    """The report's Jinja2 environment: autoescaped HTML; a missing key of the loosely-shaped stage
    dicts (robustness rows, safety findings) renders as empty rather than failing the report."""
    from jinja2 import ChainableUndefined, Environment, FileSystemLoader, select_autoescape

    from ..export import TEMPLATES_DIR

    env = Environment(loader=FileSystemLoader(TEMPLATES_DIR), undefined=ChainableUndefined,
                      autoescape=select_autoescape(["html.j2"]), trim_blocks=True, lstrip_blocks=True)
    env.filters.update(num=_num, pct=_pct)
    return env


def render_html(report: ValidationReport, out_dir: Path) -> str:
    """The self-contained report HTML (CSS inline, PNGs from ``out_dir`` embedded)."""
    from ..export import TEMPLATES_DIR

    css = (TEMPLATES_DIR / STYLESHEET).read_text(encoding="utf-8")
    areas, flagged = weakest_areas(report)
    rob_metrics, rob_rows = robustness_rows(report)
    summary = metric_summary(report.results, seed=int(report.meta.get("seed", 13)))
    plots = _plots(report, out_dir)
    return _env().get_template(TEMPLATE).render(
        css=css, r=report, meta=report.meta, summary=executive_summary(report),
        metrics_retrieval=[m for m in summary if m["kind"] == "retrieval"],
        metrics_memo=[m for m in summary if m["kind"] == "memo"],
        decisions=decision_counts(report.results), probabilities=probability_summary(report.results),
        areas=areas, areas_flagged=flagged, rob_metrics=rob_metrics, rob_rows=rob_rows,
        plots=plots, heat_all=[k for k in (report.weakness or {}).get("plots", {}) if k.startswith("heatmap_")],
        heat_shown=[k for k in plots if k.startswith("heatmap_")], rows_by_id={r.test_id: r for r in report.results})


def write_report(report: ValidationReport, out_dir: Path, *, pdf: bool = True) -> dict[str, Path]:
    """Write ``report.json``, ``report.html`` and (``pdf``) ``report.pdf`` into ``out_dir``. A PDF
    that cannot be made is recorded as a problem (in the JSON and the HTML), not raised."""
    from ..export import html_to_pdf, write_atomic

    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {"json": out_dir / REPORT_JSON, "html": out_dir / REPORT_HTML}
    html = render_html(report, out_dir)
    pdf_bytes = None
    if pdf:
        try:
            pdf_bytes = html_to_pdf(html)
        except Exception as exc:  # noqa: BLE001 -- the HTML and JSON still stand; the failure is reported
            report.problems.append(Problem(stage="report", message=f"PDF rendering failed: {type(exc).__name__}: {exc}"))
            html = render_html(report, out_dir)
    report.files.update({"report_json": REPORT_JSON, "report_html": REPORT_HTML})
    if pdf_bytes is not None:
        paths["pdf"] = out_dir / REPORT_PDF
        report.files["report_pdf"] = REPORT_PDF
        write_atomic(paths["pdf"], pdf_bytes)
    write_atomic(paths["html"], html.encode("utf-8"))
    write_atomic(paths["json"], report.model_dump_json(indent=1).encode("utf-8"))
    for path in paths.values():
        path.chmod(0o644)  # a report to share, not a private temp file
    return paths


def load_report(out_dir: Path) -> ValidationReport:
    """The report of an earlier ``tinyrag validate`` run (its ``report.json``)."""
    path = out_dir / REPORT_JSON
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such file (run `tinyrag validate --out {out_dir}` first)")
    try:
        return ValidationReport.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except ValueError as exc:
        raise ValueError(f"{path}: not a validation report ({exc})") from None


def render_only(out_dir: Path, *, pdf: bool = True) -> dict[str, Path]:
    """Re-render HTML and PDF from ``report.json`` and the PNGs, without running anything."""
    report = load_report(out_dir)
    report.problems = [p for p in report.problems if not p.message.startswith("PDF rendering failed")]
    return write_report(report, out_dir, pdf=pdf)
