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
    method: Annotated[str, typer.Option(help="auto (lowest CV log-loss; the logistic model at three penalties), platt, isotonic, multinomial or ordinal.")] = "auto",
    label_scheme: Annotated[str, typer.Option(help="auto, binary, ordinal (grades) or categorical.")] = "auto",
    missing: Annotated[str, typer.Option(help="Missing feature values: skip (row reported and left out), impute (fit-split median + indicator), error.")] = "skip",
    group_field: Annotated[str | None, typer.Option(help="Field naming each row's group (for --mondrian group or --balance-groups).")] = None,
    balance_groups: Annotated[bool, typer.Option("--balance-groups", help="Weigh each group (--group-field, e.g. the source of pooled labels) to the same total in the probability model's fit, so the largest does not set it for the others; the conformal sets and the auto-finalize threshold still count every row once.")] = False,
    mondrian: Annotated[str | None, typer.Option(help="Per-class ('class') or per-group ('group') conformal quantiles.")] = None,
    set_method: Annotated[str, typer.Option(help="Conformal score: lac (the paper's 1 - P(y|x)) or aps (adaptive sets, for grades).")] = "lac",
    calibration_fraction: Annotated[float | None, typer.Option(help="Share of rows for conformal calibration (default: settings).")] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the fit/calibration split (default: settings.seed).")] = None,
    allow_few_labels: Annotated[bool, typer.Option("--allow-few-labels", help="With --from-store: fit even below calibration.min_labels (the new version is not activated unless --activate).")] = False,
    activate: Annotated[bool | None, typer.Option("--activate/--no-activate", help="Activate the new calibrator version (default: only when every criterion has calibration.min_labels labels).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Fit a calibrator from human labels: probability model, conformal sets, auto-finalize threshold.

    Each fit into calibration.store_dir is a new calibrator version (`tinyrag calibration list`);
    it is activated only with enough labels (calibration.min_labels) or --activate.

    Rows that are malformed or lack a feature value are reported with their line numbers.
    """
    settings = load_settings()
    from ..calibration import Calibrator, read_label_file, save_version
    from ..calibration.data import MISSING_POLICIES
    from ..calibration.probability import METHODS

    cs = settings.calibration
    t0 = time.perf_counter()
    if from_store:
        _from_store(settings, features, out_dir, as_json, criterion, allow_few_labels, activate)
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
        if balance_groups and not group_field:
            raise ValueError("--balance-groups needs --group-field (the field naming each row's group)")
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
                mondrian=mondrian, set_method=set_method, seed=settings.seed if seed is None else seed, source=str(labels),  # type: ignore[arg-type]
                directions=cs.feature_directions, balance="group" if balance_groups else "none")
            cal.metadata.update({"label_source": "deployment", "criterion": criterion or "acceptable"})
            base = Path(out_dir or cs.store_dir)
            workflow_store = base.resolve() == Path(cs.store_dir).resolve()
            if workflow_store:  # before saving: a store without a pointer adopts what it used
                from ..calibration.versions import ensure_pointer

                ensure_pointer(base)
            folder = save_version(cal, base / criterion if criterion else base)
        version_set = _record_file_fit(settings, base, criterion or "acceptable", folder, data.labels, activate)
    meta = cal.metadata
    summary: dict[str, Any] = {
        **version_set,
        "version": meta["version"], "path": str(folder), "rows_used": meta["n"], "n_fit": meta["n_fit"],
        "n_calibration": meta["n_calibration"], "problem_rows": [{"line": n, "problem": why} for n, why in data.problems],
        "method": meta["method"], "C": meta.get("C"), "cv_log_loss": meta["cv_log_loss"], "label_scheme": meta["label_scheme"],
        "directions": meta.get("directions"), "balance": meta.get("balance", "none"),
        "group_weights": meta.get("group_weights"),
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
                 f"model {meta['method']}" + (f" (C={meta['C']:g})" if meta['method'] == "platt" and meta.get('C') else "")
                 + (f", {len(meta['group_weights'])} groups weighed alike" if meta.get("balance") == "group" else "")
                 + f", Brier {ev['brier']:.3f}" + (f", ECE {ev['ece']:.3f}" if "ece" in ev else ""))
    stdout.print(directions_line(meta.get("directions"), settings))
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
    if version_set:
        stdout.print(escape(version_set["reason"]))


def directions_line(directions: dict[str, int] | None, settings: Any) -> str:
    """What the fit did with the features' known directions, in one line."""
    mode = settings.calibration.feature_directions
    if not directions or not any(directions.values()):
        return escape(f"signs: chosen by the fit (calibration.feature_directions = {mode})")
    kept = [f for f, d in directions.items() if d]
    return escape(f"signs: kept for {len(kept)} of {len(directions)} feature column(s) (more support can only raise "
                  f"P; calibration.feature_directions = {mode})")


def _record_file_fit(settings: Any, base: Path, criterion: str, folder: Path, labels: list[Any],
                     activate: bool | None) -> dict[str, Any]:
    """A fit from a label file into the workflow's calibrator store is a calibrator set version
    too, activated on the same rule as --from-store; elsewhere (--out DIR) it is just saved."""
    from ..calibration.from_store import count_labels
    from ..calibration.versions import activate as activate_set
    from ..calibration.versions import ensure_pointer, record_set

    if base.resolve() != Path(settings.calibration.store_dir).resolve():
        return {}
    n = count_labels(criterion, [1 if v == max(labels) else 0 for v in labels] if labels else [], settings)
    before = ensure_pointer(base).active  # written before the fit was saved
    new = record_set(base, {criterion: folder}, source=f"label file ({criterion})", enough_labels=n.enough)
    go = n.enough if activate is None else activate
    if go:
        activate_set(base, new.id, how="calibrate")
    return {"set_id": new.id, "activated": go, "changed": go, "active": new.id if go else before,
            "reason": f"calibrator set {new.id} " + ("activated" if go else
                      f"saved, not activated ({n.text()}; `tinyrag calibration activate {new.id}` to use it)")}


def _from_store(settings: Any, features: str | None, out_dir: Path | None, as_json: bool,
                criterion: str | None = None, allow_few_labels: bool = False, activate: bool | None = None) -> None:
    """`tinyrag calibrate --from-store`: a new calibrator set version from the reviewers' verdicts,
    activated only with enough labels (``calibration.min_labels``)."""
    from ..calibration.backoff import fit_for_set as fit_backoff_for_set
    from ..calibration.cascade_store import fit_for_set
    from ..calibration.from_store import fit_from_store
    from ..store import Store, StoreError

    names = [f.strip() for f in features.split(",") if f.strip()] if features else None
    criteria: list[str | None] = list(settings.agent.criteria) if criterion == "all" else [criterion]
    with user_errors(StoreError):
        if names and criterion == "all":
            raise ValueError("--features cannot be combined with --criterion all (each criterion uses its own features)")
        if criterion is not None and criterion != "all" and not names:
            from ..calibration.fit_criteria import criterion_feature_names

            criterion_feature_names(criterion)  # an unknown criterion fails before counting labels
        store = Store.open(settings=settings)
        out = fit_from_store(store, settings, criteria, root=out_dir, features=names,
                             allow_few_labels=allow_few_labels, activate=activate)
        # the cascade's stage 2 (docs/cascade.md): only when labelled memos carry verifier scores
        cascade, cascade_path = fit_for_set(store, settings, out, Path(out_dir or settings.calibration.store_dir))
        # offline repair's back-off threshold (conformal factuality) on the same labels
        backoff, backoff_path = fit_backoff_for_set(store, settings, out, Path(out_dir or settings.calibration.store_dir))
    summary = out.model_dump(mode="json")
    if criterion == "all":
        summary["cascade"] = None if cascade is None else {**cascade.model_dump(mode="json", exclude={"tests"}),
                                                           "path": str(cascade_path)}
    summary["backoff"] = None if backoff is None else {**backoff.model_dump(mode="json"), "path": str(backoff_path)}
    if len(criteria) == 1 and out.criteria:  # one criterion: its fields at the top, as before
        summary.update(next(iter(out.criteria.values())))
    if as_json:
        print_json(summary)
        return
    for w in out.warnings:
        stderr.print(f"[yellow]warning:[/] {escape(w)}")
    if not out.fitted:
        table = Table(title="labels per criterion (nothing fitted, nothing changed)")
        for col in ("criterion", "labels", "pass", "fail", "needed", "of each", "enough"):
            table.add_column(col, justify="left" if col == "criterion" else "right")
        for n in out.counts.values():
            table.add_row(n.criterion, str(n.labels), str(n.passes), str(n.fails), str(n.needed),
                          str(n.needed_per_class), "[green]yes[/]" if n.enough else "[yellow]no[/]")
        stdout.print(table)
        stdout.print(f"{escape(out.reason)}. Collect more reviews (`tinyrag queue`), lower calibration.min_labels, "
                     "or fit anyway with --allow-few-labels (not activated)")
        return
    for c, row in out.criteria.items():
        stdout.print(f"{c}: calibrator [bold]{row['version']}[/] -> {escape(row['path'])} from {row['rows_used']} "
                     "store label(s)")
        for f, share in (row.get("judge_coverage") or {}).items():
            if not share:
                continue  # no judge ran on the labelled memos: nothing to say
            used = f in row["features"]
            stdout.print(f"  {f}: the judge scored {share:.0%} of the labelled memos: "
                         + ("a feature (a memo it did not score is imputed)" if used else
                            f"not a feature (below calibration.judge_feature_min_share "
                            f"{settings.calibration.judge_feature_min_share:g})"))
        stdout.print("  " + directions_line(row.get("directions"), settings))
        for w in row["warnings"]:
            stderr.print(f"[yellow]warning:[/] {escape(w)}")
    risk = out.joint_risk
    if risk is not None:
        stdout.print(f"joint risk control over {', '.join(risk['criteria'])} on {risk['n_labels']} label(s): "
                     + (f"finalize at P >= {risk['threshold']:g} on every criterion (failing share <= "
                        f"{risk['epsilon']:g} with probability >= {1 - risk['delta']:g}; automation rate "
                        f"{risk['automation_rate']:.2f})" if risk.get("threshold") is not None else
                        f"no threshold certified ({escape(risk['reason'])})"))
    if cascade is not None:
        stdout.print(escape(cascade.summary()))
    if backoff is not None:
        stdout.print(f"offline repair: {escape(backoff.summary())}")
    stdout.print(escape(out.reason) + ("; the next `tinyrag memo` uses it, `tinyrag calibration rollback` undoes it"
                                       if out.activated else ""))


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
    root: Annotated[Path | None, typer.Argument(help="Calibrator store (default: settings.calibration.store_dir); a folder of plain v0001, v0002, ... versions lists those.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Calibrator versions (sets: one calibrator per criterion), oldest first; * = active.

    `shipped` (the package's calibrators) is always there. A folder made with `tinyrag calibrate
    --labels ... --out DIR` lists its plain versions instead.
    """
    settings = load_settings()
    from ..calibration import list_versions
    from ..calibration.versions import (
        ACTIVE_FILE,
        SETS_DIR,
        legacy_composition,
        list_sets,
        read_pointer,
    )

    base = Path(root or settings.calibration.store_dir)
    rows: list[dict[str, Any]] = []
    if root is not None and not (base / SETS_DIR).is_dir() and not (base / ACTIVE_FILE).is_file() \
            and list_versions(base):
        for v in list_versions(base):
            m = json.loads((base / v / "metadata.json").read_text())
            rows.append({"version": v, "fitted_at": m["fitted_at"], "n": m["n"], "method": m["method"],
                         "features": m["features"], "alpha": m["alpha"], "data_hash": m["data_hash"][:12]})
        print_rows(rows, as_json=as_json, title=f"calibrators in {escape(str(base))}",
                   empty=f"[yellow]no calibrator versions in {escape(str(base))}",
                   cell=lambda v: ", ".join(v) if isinstance(v, list) else str(v))
        return
    with user_errors():
        pointer = read_pointer(base)
        legacy = legacy_composition(base) if pointer is None else {}
        active = pointer.active if pointer else (None if legacy else "shipped")
        for st in list_sets(base):
            rows.append({"version": st.id, "active": "*" if st.id == active else "",
                         "created": st.created_at or "-",
                         "criteria": ", ".join(f"{c} {v}" for c, v in st.versions.items()) or "all shipped",
                         "labels": ", ".join(f"{c} {n}" for c, n in st.labels.items()) or "-",
                         "enough_labels": st.enough_labels, "joint_risk": st.joint_risk,
                         "shipped": st.shipped, "note": st.note or st.source})
    if legacy:
        stderr.print(f"[yellow]no {ACTIVE_FILE} in {escape(str(base))}:[/] each criterion folder's latest version is "
                     f"used ({escape(', '.join(legacy.values()))}); the next `tinyrag calibrate` or `tinyrag calibration "
                     "activate` records it as a version")
    print_rows(rows, as_json=as_json, title=f"calibrator versions in {escape(str(base))} (* = active)",
               empty="[yellow]no calibrator versions", cell=lambda v: ("yes" if v else "no") if isinstance(v, bool) else str(v))


@calibration_app.command("activate")
def activate_cmd(
    version: Annotated[str, typer.Argument(help="A version from `tinyrag calibration list` (s0001, ..., or shipped).")],
    as_json: JsonOpt = False,
) -> None:
    """Make VERSION the calibrators the workflow uses (the next assessment reads it)."""
    settings = load_settings()
    from ..calibration.versions import activate, load_set, read_pointer

    base = Path(settings.calibration.store_dir)
    with user_errors():
        st = load_set(base, version)
        old = read_pointer(base)
        pointer = activate(base, version)
    previous = pointer.previous[-1] if pointer.previous else None
    if as_json:
        print_json({"active": pointer.active, "previous": previous,
                    "changed": old is None or old.active != version, "criteria": st.versions})
        return
    if not st.enough_labels:
        stderr.print(f"[yellow]warning:[/] {version} was fitted on fewer labels than calibration.min_labels")
    stdout.print(f"active calibrators: [bold]{version}[/]"
                 + (f" ({escape(', '.join(f'{c} {v}' for c, v in st.versions.items()))})" if st.versions else
                    " (the shipped calibrators)")
                 + (f"; `tinyrag calibration rollback` returns to {previous}" if previous else ""))


@calibration_app.command("rollback")
def rollback_cmd(as_json: JsonOpt = False) -> None:
    """Return to the calibrator version active before the current one."""
    settings = load_settings()
    from ..calibration.versions import rollback

    base = Path(settings.calibration.store_dir)
    with user_errors():
        before = (json.loads((base / "active.json").read_text()).get("active")
                  if (base / "active.json").is_file() else None)
        pointer = rollback(base)
    if as_json:
        print_json({"active": pointer.active, "rolled_back": before, "changed": True})
        return
    stdout.print(f"active calibrators: [bold]{pointer.active}[/] (rolled back from {before})")


@calibration_app.command("compare")
def compare_cmd(
    version: Annotated[str, typer.Argument(help="A version from `tinyrag calibration list`.")],
    with_version: Annotated[str | None, typer.Option("--with", help="The version to compare with (default: the active one).")] = None,
    new_labels_only: Annotated[bool, typer.Option("--new-labels-only", help="Only labels given after both versions were fitted (a version fitted on a label is flattered by it).")] = False,
    resamples: Annotated[int, typer.Option(help="Bootstrap resamples for the intervals.")] = 1000,
    as_json: JsonOpt = False,
) -> None:
    """VERSION against the active version on the store's reviewer labels, with intervals.

    Per criterion: balanced accuracy at P >= 0.5, ROC AUC and Brier score of both versions and of
    their difference, with 95 % paired bootstrap intervals.
    """
    settings = load_settings()
    from ..calibration.compare import compare_sets
    from ..calibration.versions import load_set, read_pointer
    from ..store import Store, StoreError

    base = Path(settings.calibration.store_dir)
    with user_errors(StoreError):
        load_set(base, version)
        pointer = read_pointer(base)
        other = with_version or (pointer.active if pointer else "shipped")
        if resamples < 10:
            raise ValueError(f"--resamples must be at least 10, got {resamples}")
        store = Store.open(settings=settings)
        with stderr.status("scoring the labelled memos", spinner="dots"):
            report = compare_sets(store, settings, version, other, root=base, new_labels_only=new_labels_only,
                                  resamples=resamples)
    if as_json:
        print_json(report.model_dump(mode="json"))
        return

    def val(x: float | None, v: Any, sign: bool = False) -> str:
        if x is None:
            return "-"
        return (f"{x:+.3f}" if sign else f"{x:.3f}") + ("" if v is None else f" ({v[0]:.2f}..{v[1]:.2f})")

    stdout.print(f"[bold]{escape(report.a)}[/] vs [bold]{escape(report.b)}[/] on {report.labels} reviewer label(s)"
                 + (" (new labels only)" if report.new_labels_only else "")
                 + f", {round(100 * report.confidence)} % bootstrap intervals")
    for c in report.criteria:
        stdout.print(f"[bold]{c.criterion}[/]: {escape(report.a)} = {escape(c.a_version)}, {escape(report.b)} = "
                     f"{escape(c.b_version)}, {c.n} label(s) ({c.passes} pass, {c.fails} fail)"
                     + (f"; {escape(c.note)}" if c.note else ""))
        if not c.metrics:
            continue
        table = Table(show_header=True, box=None, pad_edge=False)
        for col in ("metric", report.a, report.b, "difference", "verdict"):
            table.add_column(escape(col), justify="left" if col in ("metric", "verdict") else "right")
        for m in c.metrics:
            table.add_row({"balanced_accuracy": "BA@0.5", "auc": "AUC", "brier": "Brier"}.get(m.metric, m.metric),
                          val(m.a, m.a_interval), val(m.b, m.b_interval),
                          val(m.difference, m.difference_interval, sign=True),
                          m.verdict.replace("a better", f"{report.a} better").replace("b better", f"{report.b} better")
                          .replace("no clear difference", "no clear diff."))
        stdout.print(table)
    stdout.print(escape(report.note))


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
        active = assessor.active()
        resolved = assessor.resolve(list(settings.agent.criteria), active)
        risk = assessor.joint_risk(resolved, active)
        version = active.id if active is not None else "none recorded (each folder's latest version)"
        from ..calibration.cascade_store import cascade_status

        cascade = cascade_status(assessor, resolved, active)
        backoff = assessor.backoff(resolved, active)
        for c in settings.agent.criteria:
            cal, where = resolved[c]
            row: dict[str, Any] = {"criterion": c, "calibrator": None, "labels": "none", "n": 0, "guaranteed": False,
                                   "monitor": None, "reason": where, "path": None,
                                   "calibrator_set": None if active is None else active.id}
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
            row["backoff"] = None if backoff is None else backoff.model_dump(mode="json")
            rows.append(row)
    if as_json:
        print_json(rows)
        return
    table = Table(title=f"acceptability criteria (agent.criteria), calibrator version {escape(version)}")
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
    if backoff is not None:
        stdout.print(f"offline repair: {escape(backoff.summary())}")


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
