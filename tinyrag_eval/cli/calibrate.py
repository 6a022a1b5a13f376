"""`tinyrag calibrate` and `tinyrag calibration ...`: fit, store and report calibrators."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .common import JsonOpt, load_settings, print_json, print_rows, stderr, stdout, user_errors

calibration_app = typer.Typer(help="Inspect calibrators (machine scores -> P(human label) + conformal sets).",
                              no_args_is_help=True)

MAX_PROBLEMS_SHOWN = 20


def calibrate(
    labels: Annotated[Path | None, typer.Option("--labels", help="JSONL: one row per item with machine scores and a human label.")] = None,
    features: Annotated[str | None, typer.Option("--features", help="Comma list of score fields, e.g. nli_min,sigma_D_min (with --from-store: default the workflow's memo metrics).")] = None,
    criterion: Annotated[str | None, typer.Option("--criterion", help="Fit one acceptability criterion's calibrator (grounded, relevant, ...): saved under the store's <criterion>/ folder, which the workflow then uses instead of the shipped one; features default to the criterion's. `all` (with --from-store): every criterion of agent.criteria, then the joint risk control over them that auto-finalize needs. Without it: the one-label `acceptable` calibrator.")] = None,
    from_store: Annotated[bool, typer.Option("--from-store", help="Fit on the human verdicts recorded in the store (`tinyrag queue`) instead of a label file.")] = False,
    label_field: Annotated[str, typer.Option("--label-field", help="Field with the human label (0/1, a grade, or a category).")] = "label",
    out_dir: Annotated[Path | None, typer.Option("--out", help="Calibrator store; a new version folder v000N is created (default: settings.calibration.store_dir).")] = None,
    alpha: Annotated[float | None, typer.Option(help="Conformal miscoverage (default: settings.calibration.alpha).")] = None,
    epsilon: Annotated[float | None, typer.Option(help="Auto-finalize: tolerated share of finalized items a human would reject (default: settings).")] = None,
    delta: Annotated[float | None, typer.Option(help="Auto-finalize: tolerated failure probability of that guarantee (default: settings).")] = None,
    method: Annotated[str, typer.Option(help="auto (lowest CV log-loss), platt, isotonic, multinomial or ordinal.")] = "auto",
    label_scheme: Annotated[str, typer.Option(help="auto, binary, ordinal (grades) or categorical.")] = "auto",
    missing: Annotated[str, typer.Option(help="Missing feature values: skip (row reported and left out), impute (fit-split median + indicator), error.")] = "skip",
    group_field: Annotated[str | None, typer.Option(help="Field naming each row's group (for --mondrian group).")] = None,
    mondrian: Annotated[str | None, typer.Option(help="Per-class ('class') or per-group ('group') conformal quantiles.")] = None,
    set_method: Annotated[str, typer.Option(help="Conformal score: lac (the paper's 1 - P(y|x)) or aps (adaptive sets, for grades).")] = "lac",
    calibration_fraction: Annotated[float | None, typer.Option(help="Share of rows for conformal calibration (default: settings).")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the fit/calibration split (default: settings.seed).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Fit a calibrator from human labels: probability model, conformal sets, auto-finalize threshold.

    Rows that are malformed or lack a feature value are reported with their line numbers.
    """
    settings = load_settings()
    from ..calibration import Calibrator, read_label_file, save_version
    from ..calibration.data import MISSING_POLICIES
    from ..calibration.probability import METHODS

    cs = settings.calibration
    t0 = time.perf_counter()
    if from_store:
        _from_store(settings, features, out_dir, as_json, criterion)
        return
    with user_errors():
        from ..calibration.features import CRITERION_FEATURES

        if criterion is not None and not features and criterion in CRITERION_FEATURES:
            features = ",".join(CRITERION_FEATURES[criterion])
        if labels is None or not features:
            raise ValueError("give --labels FILE and --features LIST, or --from-store")
        if method not in METHODS:
            raise ValueError(f"--method must be one of {', '.join(METHODS)}, got {method!r}")
        if label_scheme not in ("auto", "binary", "ordinal", "categorical"):
            raise ValueError(f"--label-scheme must be auto, binary, ordinal or categorical, got {label_scheme!r}")
        if missing not in MISSING_POLICIES:
            raise ValueError(f"--missing must be one of {', '.join(MISSING_POLICIES)}, got {missing!r}")
        if mondrian not in (None, "class", "group"):
            raise ValueError(f"--mondrian must be class or group, got {mondrian!r}")
        if set_method not in ("lac", "aps"):
            raise ValueError(f"--set-method must be lac or aps, got {set_method!r}")
        if mondrian == "group" and not group_field:
            raise ValueError("--mondrian group needs --group-field")
        names = [f.strip() for f in features.split(",") if f.strip()]
        data = read_label_file(labels, names, label_field, group_field, missing)  # type: ignore[arg-type]
        for n, why in data.problems[:MAX_PROBLEMS_SHOWN]:
            stderr.print(f"[yellow]line {n}:[/] {escape(why)}")
        if len(data.problems) > MAX_PROBLEMS_SHOWN:
            stderr.print(f"[yellow]... {len(data.problems) - MAX_PROBLEMS_SHOWN} more problem rows (see --json)")
        with stderr.status("fitting calibrator", spinner="dots"):
            cal = Calibrator.fit(
                data, alpha=cs.alpha if alpha is None else alpha, epsilon=cs.epsilon if epsilon is None else epsilon,
                delta=cs.delta if delta is None else delta, method=method, label_scheme=label_scheme,  # type: ignore[arg-type]
                calibration_fraction=cs.calibration_fraction if calibration_fraction is None else calibration_fraction,
                mondrian=mondrian, set_method=set_method, seed=settings.seed if seed is None else seed, source=str(labels))  # type: ignore[arg-type]
            cal.metadata.update({"label_source": "deployment", "criterion": criterion or "acceptable"})
            base = Path(out_dir or cs.store_dir)
            folder = save_version(cal, base / criterion if criterion else base)
    meta = cal.metadata
    summary: dict[str, Any] = {
        "version": meta["version"], "path": str(folder), "rows_used": meta["n"], "n_fit": meta["n_fit"],
        "n_calibration": meta["n_calibration"], "problem_rows": [{"line": n, "problem": why} for n, why in data.problems],
        "method": meta["method"], "cv_log_loss": meta["cv_log_loss"], "label_scheme": meta["label_scheme"],
        "alpha": meta["alpha"], "qhat": meta["qhat"], "finalize_threshold": meta["finalize_threshold"],
        "evaluation": {k: v for k, v in meta["evaluation"].items() if k != "reliability"},
        "warnings": meta["warnings"], "seconds": round(time.perf_counter() - t0, 2),
    }
    if as_json:
        print_json(summary)
        return
    ev = meta["evaluation"]
    stdout.print(f"calibrator [bold]{meta['version']}[/] -> {escape(str(folder))}: {meta['n']} rows "
                 f"({meta['n_fit']} fit, {meta['n_calibration']} calibration, {len(data.problems)} problem rows), "
                 f"model {meta['method']}, Brier {ev['brier']:.3f}" + (f", ECE {ev['ece']:.3f}" if "ece" in ev else ""))
    table = Table(title=f"held-out conformal coverage (q_hat at alpha={meta['alpha']}: {meta['qhat']})")
    for col in ("alpha", "target", "coverage", "singletons", "empty", "full-set fallbacks"):
        table.add_column(col, justify="right")
    for r in ev["coverage"]:
        table.add_row(str(r["alpha"]), f"{r['target']:.2f}",
                      *("-" if r[k] is None else f"{r[k]:.3f}" for k in ("coverage", "singleton_share", "empty_share")),
                      f"{r['conservative_repeats']}/{r['repeats']}")
    stdout.print(table)
    if "risk_control" in ev:
        rc = ev["risk_control"]
        stdout.print(f"auto-finalize at P(accept) >= {rc['threshold']}: finalize rate {rc['finalize_rate']:.3f}"
                     if rc["threshold"] is not None else "auto-finalize: no threshold meets epsilon/delta; all items go to review")
    for w in meta["warnings"]:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")


def _from_store(settings: Any, features: str | None, out_dir: Path | None, as_json: bool,
                criterion: str | None = None) -> None:
    """`tinyrag calibrate --from-store`: a new calibrator version from the reviewers' verdicts."""
    from ..calibration.from_store import calibrate_from_store
    from ..store import Store, StoreError

    names = [f.strip() for f in features.split(",") if f.strip()] if features else None
    if criterion == "all":
        _all_criteria_from_store(settings, names, out_dir, as_json)
        return
    with user_errors(StoreError):
        store = Store.open(settings=settings)
        cal, folder = calibrate_from_store(store, settings, root=out_dir, features=names, criterion=criterion)
    meta = cal.metadata
    summary = {"version": meta["version"], "path": str(folder), "rows_used": meta["n"], "features": meta["features"],
               "finalize_threshold": meta["finalize_threshold"], "qhat": meta["qhat"], "warnings": meta["warnings"]}
    if as_json:
        print_json(summary)
        return
    stdout.print(f"calibrator [bold]{meta['version']}[/] -> {escape(str(folder))} from {meta['n']} store label(s); "
                 f"the next `tinyrag memo` uses it")
    for w in meta["warnings"]:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")


def _all_criteria_from_store(settings: Any, names: list[str] | None, out_dir: Path | None, as_json: bool) -> None:
    """`tinyrag calibrate --from-store --criterion all`: a calibrator per criterion of
    agent.criteria from the reviewers' verdicts, then the joint risk control over them."""
    from ..calibration.cascade_store import fit_and_save
    from ..calibration.from_store import (
        calibrate_from_store,
        joint_risk_from_store,
        save_joint_risk,
    )
    from ..store import Store, StoreError

    root = Path(out_dir or settings.calibration.store_dir)
    with user_errors(StoreError):
        if names:
            raise ValueError("--features cannot be combined with --criterion all (each criterion uses its own features)")
        store = Store.open(settings=settings)
        fitted = {}
        for c in settings.agent.criteria:
            cal, folder = calibrate_from_store(store, settings, root=root, criterion=c)
            fitted[c] = (cal, folder)
        cals = {c: cal for c, (cal, _) in fitted.items()}
        risk = joint_risk_from_store(store, settings, cals) if len(cals) > 1 else None
        risk_path = save_joint_risk(root, risk, {c: str(cal.metadata["version"]) for c, cal in cals.items()}) \
            if risk is not None else None
        # the cascade's stage 2: only when labelled memos carry verifier scores
        cascade, cascade_path = fit_and_save(store, settings, cals, root)
    summary = {"criteria": {c: {"version": cal.metadata["version"], "path": str(folder), "rows_used": cal.metadata["n"],
                                "features": cal.metadata["features"], "warnings": cal.metadata["warnings"]}
                            for c, (cal, folder) in fitted.items()},
               "joint_risk": None if risk is None else {**risk.model_dump(mode="json", exclude={"tests"}),
                                                        "path": str(risk_path)},
               "cascade": None if cascade is None else {**cascade.model_dump(mode="json", exclude={"tests"}),
                                                        "path": str(cascade_path)}}
    if as_json:
        print_json(summary)
        return
    for c, row in summary["criteria"].items():
        stdout.print(f"{c}: calibrator [bold]{row['version']}[/] -> {escape(row['path'])} from {row['rows_used']} "
                     "store label(s)")
    if risk is not None:
        stdout.print(f"joint risk control over {', '.join(risk.criteria)} on {risk.n_labels} label(s): "
                     + (f"finalize at P >= {risk.threshold:g} on every criterion (failing share <= {risk.epsilon:g} "
                        f"with probability >= {1 - risk.delta:g}; automation rate {risk.automation_rate:.2f})"
                        if risk.certified else f"no threshold certified ({escape(risk.reason)}): every memo goes to "
                        "review"))
    if cascade is not None:
        stdout.print(escape(cascade.summary()))
    stdout.print("the next `tinyrag memo` uses them; `tinyrag calibration status` shows what is guaranteed")


@calibration_app.command("report")
def report_cmd(
    path: Annotated[Path, typer.Argument(help="A calibrator folder, or a store root (its latest version).")],
    out_dir: Annotated[Path | None, typer.Option("--out", help="Where the PNG and HTML files go (default: the calibrator folder).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Reliability diagram and coverage table as PNG and HTML."""
    from ..calibration.report import write_report

    with user_errors():
        written = write_report(path, out_dir)
    if as_json:
        print_json(written)
    else:
        for name, p in written.items():
            stdout.print(f"{name}: {escape(p)}")


@calibration_app.command("list")
def list_cmd(
    root: Annotated[Path | None, typer.Argument(help="Calibrator store (default: settings.calibration.store_dir).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Versions in a calibrator store, oldest first."""
    settings = load_settings()
    from ..calibration import list_versions

    root = root or settings.calibration.store_dir
    rows = []
    for v in list_versions(root):
        m = json.loads((Path(root) / v / "metadata.json").read_text())
        rows.append({"version": v, "fitted_at": m["fitted_at"], "n": m["n"], "method": m["method"],
                     "features": m["features"], "alpha": m["alpha"], "data_hash": m["data_hash"][:12]})
    print_rows(rows, as_json=as_json, title=f"calibrators in {escape(str(root))}",
               empty=f"[yellow]no calibrator versions in {escape(str(root))}",
               cell=lambda v: ", ".join(v) if isinstance(v, list) else str(v))


@calibration_app.command("status")
def status_cmd(as_json: JsonOpt = False) -> None:
    """Each criterion of agent.criteria: the calibrator the workflow uses, where its labels come from,
    whether a finalize guarantee holds, and the drift monitor on the reviewer labels since.

    A shipped calibrator (public human labels) gives probabilities and lights but no guarantee; a
    deployment calibrator (`tinyrag calibrate --from-store --criterion NAME`) gives one once it has
    enough labels and the drift monitor does not say stop.
    """
    settings = load_settings()
    from ..calibration.assessor import CriteriaAssessor
    from ..calibration.certify import certify, label_source
    from ..calibration.criteria import load_card
    from ..store import Store, StoreError

    rows: list[dict[str, Any]] = []
    with user_errors(StoreError):
        store = Store.open(settings=settings)
        assessor = CriteriaAssessor(settings, store=store)
        resolved = assessor.resolve(list(settings.agent.criteria))
        risk = assessor.joint_risk(resolved)
        from ..calibration.cascade_store import cascade_status

        cascade = cascade_status(assessor, resolved)
        for c in settings.agent.criteria:
            cal, where = resolved[c]
            row: dict[str, Any] = {"criterion": c, "calibrator": None, "labels": "none", "n": 0, "guaranteed": False,
                                   "monitor": None, "reason": where, "path": None}
            if cal is not None:
                src = label_source(cal)
                mon = assessor.monitor(c, cal)
                cert = certify(c, cal, risk=risk, monitor=mon, own_threshold=len(settings.agent.criteria) == 1)
                row.update(calibrator=cal.metadata.get("version"), labels=src, n=int(cal.metadata.get("n", 0)),
                           guaranteed=cert.guaranteed, reason=cert.reason, path=where,
                           monitor=None if mon is None else mon.model_dump(),
                           joint_risk=None if risk is None else risk.model_dump(mode="json", exclude={"tests"}))
                if src == "shipped":
                    card = load_card(c)
                    row["card"] = {"data": [d.name for d in card.data], "n": card.n,
                                   "cv_balanced_accuracy": card.cv_balanced_accuracy, "cv_ece": card.cv_ece}
            row["cascade"] = cascade
            rows.append(row)
    if as_json:
        print_json(rows)
        return
    table = Table(title="acceptability criteria (agent.criteria)")
    for col in ("criterion", "calibrator", "labels", "n", "guarantee", "drift monitor"):
        table.add_column(col, justify="right" if col == "n" else "left")
    for r in rows:
        mon = r["monitor"]
        table.add_row(r["criterion"], escape(str(r["calibrator"] or "none")), r["labels"], str(r["n"]),
                      "[green]yes[/]" if r["guaranteed"] else "[yellow]no[/]",
                      "-" if mon is None else f"{mon['status']} ({mon['n']} new label(s))")
    stdout.print(table)
    for r in rows:
        stdout.print(f"[bold]{r['criterion']}[/]: {escape(r['reason'])}")
        if r["monitor"] and r["monitor"]["status"] != "ok":
            stdout.print(f"  [yellow]drift:[/] {escape(r['monitor']['reason'])}")
    if cascade is not None:
        _print_cascade(cascade)


def _print_cascade(cascade: dict[str, Any]) -> None:
    """The certified cascade's stages: threshold, guarantee, expected automation."""
    table = Table(title=f"certified cascade (agent.stages: {', '.join(cascade['configured'])})")
    for col in ("stage", "threshold", "guarantee", "expected automation", "note"):
        table.add_column(col)
    for r in cascade["stages"]:
        table.add_row(r["stage"], "-" if r["threshold"] is None else f"{r['threshold']:g}", escape(r["guarantee"]),
                      f"{100 * r['expected_automation']:.0f} %", escape(r["reason"] or ("skipped" if r["skipped"] else "")))
    stdout.print(table)
    stdout.print(escape(cascade["summary"]))
