"""`tinyrag gate`: a pass/fail quality gate over a batch of memos, for CI."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .batch import run_batch
from .common import (
    JsonOpt,
    load_settings,
    print_json,
    read_memo_rows,
    stderr,
    stdout,
    user_errors,
)

MAX_FAILURES_SHOWN = 5


def gate(
    input_file: Annotated[Path, typer.Option("--input", help="JSONL memos: id, query, contexts (list of str), answer (the `tinyrag eval memo` format).")],
    require: Annotated[list[str] | None, typer.Option("--require", help="A requirement TARGET[.AGG] OP NUMBER, repeatable: 'nli_groundedness.p10>=0.8' (10th percentile over the memos), 'numeric_consistency>=1' (every memo), 'P(grounded)>=0.9' (every memo's calibrated probability). AGG: mean, median, min, max, p1-p99.")] = None,
    policy: Annotated[Path | None, typer.Option("--policy", help="TOML policy file: require = [...] and invalid = \"fail\" | \"skip\" (added to --require).")] = None,
    invalid: Annotated[str | None, typer.Option("--invalid", help="An invalid or not-applicable value: fail (default) or skip.")] = None,
    junit: Annotated[Path | None, typer.Option("--junit", help="Write a JUnit XML report here (one test case per requirement, per memo for every-memo requirements).")] = None,
    metrics: Annotated[str | None, typer.Option(help="Comma list of memo metrics to compute (default: the non-LLM suite).")] = None,
    no_record: Annotated[bool, typer.Option("--no-record", help="Do not record this run in the store (`tinyrag runs`).")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Evaluate memos and check requirements on their metrics and calibrated probabilities.

    Prints what passed and failed (with the unsupported sentences and figures of failing memos),
    optionally writes JUnit XML, and exits 1 when a requirement fails (2 for unusable input).
    """
    settings = load_settings()
    from ..gate import GateError, check, junit_xml, memo_values, parse_requirement, read_policy
    from ..llm.usage import track_usage  # lazy: pydantic is not loaded at CLI start-up
    from ..metrics.memo import DEFAULT_METRICS, MemoEvaluator, MemoInput
    from ..runs.record import item_from_error, item_from_evaluation
    from ..schema import Memo

    with user_errors(GateError), track_usage() as usage:
        reqs = [parse_requirement(r) for r in (require or [])]
        policy_invalid = None
        if policy is not None:
            more, policy_invalid = read_policy(policy)
            reqs += more
        how = invalid or policy_invalid or "fail"
        if how not in ("fail", "skip"):
            raise GateError(f"--invalid must be fail or skip, got {how!r}")
        if not reqs:
            raise GateError("no requirement given: pass --require (repeatable) or --policy FILE")
        names = tuple(m.strip() for m in metrics.split(",") if m.strip()) if metrics else DEFAULT_METRICS
        criteria = sorted({r.criterion for r in reqs if r.criterion})
        rows = read_memo_rows(input_file)
        from ..evaluation import evaluate as evaluate_memo
        from ..evaluation import memo_checks

        evaluator = MemoEvaluator(settings, names)
        checks = memo_checks(settings, evaluator)
        assessor: Any = None
        if criteria:
            from ..calibration.assessor import CriteriaAssessor

            assessor = CriteriaAssessor(settings)
        values = []
        items: list[Any] = []
        calibrators: dict[str, str] = {}

        def evaluate(index: int, line: int, item: Any, record: dict[str, Any], step: Any) -> None:
            ev = evaluate_memo(item, checks)
            memo = Memo(id=ev.memo_id, topic=item.query or "(no query)", text=item.answer)
            asm = assessor.assess(ev, memo, criteria)[0] if assessor is not None else None
            values.append(memo_values(ev.memo_id, ev, asm, memo))
            items.append(item_from_evaluation(ev, line=line, assessment=asm))
            if asm is not None:
                calibrators.update(asm.versions())
            step()

        batch = run_batch(rows, MemoInput, evaluate, out_file=None, label="memos", rate_unit=" memos/min")
        from ..gate import MemoValues

        values += [MemoValues(id=str(r.get("id") or f"line {r['line']}"), values={}, error=r["error"])
                   for r in batch.records if r.get("error")]
        items += [item_from_error(r.get("id"), r["line"], r["error"]) for r in batch.records if r.get("error")]
        report = check(reqs, values, how)  # type: ignore[arg-type]
        if junit is not None:
            junit.parent.mkdir(parents=True, exist_ok=True)
            junit.write_text(junit_xml(report), encoding="utf-8")
    run_id, recorded = None, ""
    if not no_record:
        from ..runs.record import apply_gate, memo_run_spec, save_run

        summary = {"passed": report.passed, "requirements": [
            {"text": r.requirement.text, "passed": r.passed, "value": r.value, "n": r.n, "invalid": r.invalid}
            for r in report.results]}
        extra = {"requirements": [r.text for r in reqs], "invalid_policy": how,
                 "calibration_alpha": settings.calibration.alpha}
        rec, message = save_run(lambda: memo_run_spec(
            "gate", settings, input_file, names, evaluator.options, summary=summary, passed=report.passed,
            calibrators=calibrators, extra_config=extra),
            apply_gate(sorted(items, key=lambda it: it.line or 0), report), settings, usage=usage)
        run_id = rec.id if rec else None
        recorded = escape(message) if rec else f"[bold yellow]warning:[/] {escape(message)}"
    if as_json:
        print_json({**report.model_dump(mode="json"), "run_id": run_id})
    else:
        table = Table(title=f"quality gate over {report.memos} memo(s)" + (f" -> {escape(str(junit))}" if junit else ""))
        cols = ["requirement", "value", "memos", "invalid", "result"]
        show_cal = any(r.calibrator for r in report.results)
        if show_cal:
            cols.insert(2, "calibrator")
        for col in cols:
            table.add_column(col, justify="left" if col in ("requirement", "result", "calibrator") else "right")
        for r in report.results:
            cells = [escape(r.requirement.text), "-" if r.value is None else f"{r.value:.4g}", str(r.n),
                     str(r.invalid), "[green]pass[/]" if r.passed else f"[red]FAIL[/] ({len(r.failures)})"]
            if show_cal:
                cells.insert(2, escape(r.calibrator or "-"))
            table.add_row(*cells)
        stdout.print(table)
        for r in report.results:
            for f in r.failures[:MAX_FAILURES_SHOWN]:
                stderr.print(f"[red]{escape(r.requirement.text)}:[/] {escape(f.message)}")
            if len(r.failures) > MAX_FAILURES_SHOWN:
                stderr.print(f"  ... {len(r.failures) - MAX_FAILURES_SHOWN} more (see --json or --junit)")
        stdout.print("[bold green]gate passed[/]" if report.passed else "[bold red]gate failed[/]")
    if recorded:
        stderr.print(recorded)
    if not report.passed:
        raise typer.Exit(1)
