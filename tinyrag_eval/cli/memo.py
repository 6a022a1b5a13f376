"""`tinyrag memo` (the memo workflow) and `tinyrag queue ...` (the human review queue)."""

from __future__ import annotations

import getpass
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    IndexOpt,
    JsonOpt,
    load_settings,
    print_json,
    print_rows,
    stderr,
    stdout,
    workflow_errors,
)

queue_app = typer.Typer(help="The human review queue: escalated memos wait here for a verdict.",
                        no_args_is_help=True)

ReviewIdArg = Annotated[str, typer.Argument(help="Review item id.")]
NoteOpt = Annotated[str, typer.Option(help="Optional note kept with the verdict.")]
ReviewerOpt = Annotated[str | None, typer.Option("--reviewer", "-r", help="Who decides (default: $TINYRAG_REVIEWER, else the login name).")]
FailedOpt = Annotated[str | None, typer.Option(
    "--failed", help="Comma list of the criteria the memo fails: grounded, relevant, complete, safe. The others count "
    "as passed in calibration (a memo rejected for relevance only stays a grounded example); without it every "
    "criterion counts as failed.")]


def _reviewer(reviewer: str | None) -> str:
    name = reviewer or os.environ.get("TINYRAG_REVIEWER") or getpass.getuser()
    if not name or not name.strip():
        raise ValueError("no reviewer name: pass --reviewer")
    return name.strip()


@contextmanager
def _live_progress(text: str) -> Iterator[Callable[[Any], None]]:
    """A spinner on stderr (on a terminal) and the workflow's progress events printed there, one a line."""
    with stderr.status(text, spinner="dots") as status:
        yield _progress_printer(status if stderr.is_terminal else None)


def _progress_printer(status: Any = None) -> Callable[[Any], None]:
    colours = {"decide": "bold", "escalate": "yellow", "export": "green", "review": "cyan"}

    def on_event(ev: Any) -> None:
        c = colours.get(ev.stage, "dim" if ev.stage in ("retrieve", "evaluate", "assess") else "")
        att = f"[{ev.attempt}] " if ev.attempt else ""
        text = escape(f"{att}{ev.stage}: {ev.message}")
        stderr.print(f"[{c}]{text}[/]" if c else text)
        if status is not None:
            status.update(f"{ev.stage} (attempt {ev.attempt})" if ev.attempt else ev.stage)

    return on_event


def _services(index: Path | None = None, out_dir: Path | None = None, *, judge: bool = True) -> Any:
    from ..pipeline.services import MemoServices
    from ..store import Store

    settings = load_settings()
    return MemoServices.create(settings=settings, index_dir=index, out_dir=out_dir,
                               store=Store.open(settings=settings), judge=judge)


def _show_outcome(outcome: Any, as_json: bool) -> None:
    if as_json:
        print_json(outcome.model_dump(mode="json"))
        return
    d = outcome.decision
    colour = {"finalized": "green", "escalated": "yellow", "archived": "red"}[outcome.status]
    stdout.print(f"[bold {colour}]{outcome.status.upper()}[/] {escape(outcome.topic)} "
                 f"(run {outcome.run_id}, {outcome.attempts} attempt(s), calibrator "
                 f"{outcome.calibrator_version or 'none: uncalibrated'})")
    if outcome.extractive:
        stdout.print("  [yellow]memo: EXTRACTIVE[/] (context sentences copied, not written by the LLM; the reason "
                     "is in the memo's notes: `tinyrag queue show` or the export)")
    elif outcome.llm:
        stdout.print(f"  memo: written by {escape(outcome.llm)}"
                     + (" [yellow](from the LLM cache: no LLM call was made)[/]" if outcome.memo_cached else ""))
    if d is not None:
        for r in d.reasons:
            stdout.print(f"  - {escape(r)}")
        if d.guarantee:
            stdout.print(f"  guarantee: {escape(d.guarantee)}")
    if outcome.files:
        stdout.print("  exported: " + ", ".join(f"{escape(path)} ({escape(fmt)})" for fmt, path in outcome.files.items())
                     + ("" if outcome.exported_now else " (already exported earlier)"))
    if outcome.status == "escalated" and outcome.review_id:
        stdout.print(f"  in the review queue: [bold]{outcome.review_id}[/] -> `tinyrag queue show {outcome.review_id}`")


def memo(
    topic: Annotated[str, typer.Argument(help="What the memo is about, e.g. 'Capital and earnings of Acme Bank' (omit with --resume).")] = "",
    index: IndexOpt = None,
    out_dir: Annotated[Path | None, typer.Option("--out", "-o", help="Where finalized memos are exported (default: settings.export.out_dir).")] = None,
    max_attempts: Annotated[int | None, typer.Option("--max-attempts", help="Generation attempts before escalation (default: settings.agent.max_attempts).")] = None,
    no_judge: Annotated[bool, typer.Option("--no-judge", help="Skip the rubric LLM judge (memo metrics only).")] = False,
    resume: Annotated[str | None, typer.Option("--resume", help="Restart an interrupted run by its id: recorded attempts are reused, nothing is exported twice.")] = None,
    redact: Annotated[bool, typer.Option("--redact", help="Replace the personal data the privacy gate finds with [TYPE] in every exported format (export.redact_pii for this run).")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Write a memo with the agentic workflow: retrieve, generate, evaluate, assess, decide.

    Finalized memos are exported (export.formats: Markdown and PDF by default); escalated ones wait in `tinyrag queue`.
    """
    import asyncio

    from ..schema import memo_topic
    from ..workflows.run import aresume_run, arun_memo

    with workflow_errors():
        if not resume:
            memo_topic(topic)
        if max_attempts is not None and max_attempts < 1:
            raise ValueError(f"--max-attempts must be >= 1, not {max_attempts}")
        services = _services(index, out_dir, judge=not no_judge)
        if redact:
            s = services.settings
            services.settings = s.model_copy(update={"export": s.export.model_copy(update={"redact_pii": True})})
        if resume:
            run = services.store.get_run(resume)
            services.index_dir = index or Path(run.config.get("index_dir") or services.settings.index_dir)
            services.out_dir = out_dir or Path(run.config.get("out_dir") or services.settings.export.out_dir)
        services.get_retriever()  # a missing or broken index is one clear error, before any work
        with _live_progress("starting") as on_event:
            if resume:
                outcome = asyncio.run(aresume_run(resume, services, on_event=on_event))
            else:
                outcome = asyncio.run(arun_memo(topic, services, max_attempts=max_attempts, on_event=on_event))
    _show_outcome(outcome, as_json)


# --------------------------------------------------------------------------- queue


@queue_app.command("list")
def queue_list(
    status: Annotated[str, typer.Option(help="pending, approved, edited, changes_requested, rejected or all.")] = "pending",
    as_json: JsonOpt = False,
) -> None:
    """Review items, oldest first (default: the pending ones)."""
    from ..review_queue import queue_rows
    from ..store import Store

    with workflow_errors():
        settings = load_settings()
        store = Store.open(settings=settings)
        rows = queue_rows(store, None if status == "all" else status, required=settings.review.required_reviews)
    if as_json or not rows or not stdout.is_terminal:  # JSON, or TSV when piped: every column, values whole
        print_rows(rows, as_json=as_json, title=f"review queue ({status})", overflow="fold",
                   empty=f"no {'' if status == 'all' else status + ' '}review items")
        return
    for line in _queue_lines(rows, status):
        stdout.print(line, overflow="ellipsis", no_wrap=True, highlight=False)


def _cut(text: str | None, width: int) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= width else text[: max(width - 1, 1)].rstrip() + "…"


def _queue_lines(rows: list[dict[str, Any]], status: str, width: int | None = None) -> list[str]:
    """The queue on a terminal, readable at 80 columns: per item one line with the whole id (to
    act on), status, P (of the criterion that sets the light, in its colour) and who has it, then
    the topic, the memo's opening and the first escalation reason, each cut to the width (full
    values: ``--json``, or pipe it for TSV). Rich markup, escaped."""
    from ..export import LIGHT_STYLE

    w = max(40, width or stdout.width)
    out = [f"[bold]review queue ({escape(status)})[/]: {len(rows)} item(s) [dim](full values: --json, or pipe for TSV)[/]"]
    for r in rows:
        who = r.get("assignee") or r.get("reviewer") or ""
        state = _cut(r["status"].replace("changes_requested", "changes requested"), 17)
        if r.get("p") is None:
            p, p_len = "P —", 3
        else:
            p_text = f"P {r['p']:.2f} {_cut(r.get('p_criterion') or '', 12)}".rstrip()
            p, p_len = f"[{LIGHT_STYLE.get(r.get('light') or '', 'default')}]{escape(p_text)}[/]", len(p_text)
        room = w - (len(r["id"]) + len(state) + p_len + 6)  # the id stays whole: it is what you act on
        who = _cut(who, room) if room >= 4 else ""
        out.append(f"[bold]{escape(r['id'])}[/]  {escape(state)}  {p}" + (f"  [cyan]{escape(who)}[/]" if who else ""))
        out.append(f"  {escape(_cut(r['topic'], w - 2))}")
        if r.get("excerpt"):
            out.append(f"  [dim]{escape(_cut(r['excerpt'], w - 2))}[/]")
        if r.get("reason"):
            out.append(f"  [yellow]{escape(_cut('why: ' + r['reason'], w - 2))}[/]")
    return out


@queue_app.command("show")
def queue_show(review_id: Annotated[str, typer.Argument(help="Review item id (from `tinyrag queue list`).")],
               as_json: JsonOpt = False) -> None:
    """One review item: the memo with its flagged sentences, scores, probabilities, set and reasons."""
    from ..feedback import build_feedback
    from ..metrics.findings import findings_of
    from ..store import Store

    with workflow_errors():
        store = Store.open(settings=load_settings())
        item = store.get_review(review_id)
        att = store.get_attempt(item.attempt_id)
    if as_json:
        lab = store.review_label(item.id)
        print_json({"review": item.model_dump(mode="json"), "attempt": att.model_dump(mode="json"),
                    "label": None if lab is None else lab.model_dump(mode="json", exclude={"features"})})
        return
    fb = build_feedback(att.memo, att.evaluation)
    findings = findings_of(att.evaluation, att.memo.text)
    o = stdout
    o.print(f"[bold]{escape(att.memo.topic)}[/] — review {item.id} ({item.status}), run {item.run_id}, attempt "
            f"{att.number}, written by {escape(att.memo.llm or '?')}"
            + (" [yellow](LLM reply from the cache)[/]" if att.memo.cached else ""))
    for s in att.memo.sentences:
        finding = findings.for_text(s.text)
        mark = "[red]✗[/] " if finding is not None and finding.flagged else "  "
        tag = f" [dim]<{s.confidence.value}>[/]" if s.confidence else ""
        cites = f" [dim]{escape(', '.join(s.citations))}[/]" if s.citations else ""
        o.print(f"{mark}{escape(s.text)}{tag}{cites}")
        if finding is not None and finding.flagged:
            o.print(f"    [dim]why: {escape('; '.join(finding.reasons()))}[/]")
        elif finding is not None and finding.hints():
            o.print(f"    [dim]worth a look: {escape('; '.join(finding.hints()))}[/]")
    for n in att.memo.notes:
        o.print(f"  [yellow]note:[/] {escape(n)}")
    if fb.unsupported_numbers:
        o.print(f"[red]unsupported figures:[/] {escape(', '.join(fb.unsupported_numbers))}")
    if att.evaluation:
        t = Table(title="scores")
        t.add_column("metric")
        t.add_column("value", justify="right")
        for name, m in att.evaluation.metrics.items():
            t.add_row(name, "invalid" if m.invalid else "-" if m.value is None else f"{m.value:.3f}")
        j = att.evaluation.judge
        if j is not None and j.cached:
            t.caption = f"judge {j.model or ''}: verdict from the LLM cache"
        if j is not None:
            for c, cs in j.criteria.items():
                t.add_row(f"judge.{c}", "invalid" if j.invalid else "-" if cs.score is None else f"{cs.score:g}")
        o.print(t)
    if att.assessment:
        from ..export import LIGHT_STYLE

        lights = att.assessment.lights()
        for c, ca in att.assessment.per_criterion.items():
            light = lights[c]
            if light == "grey":
                o.print(f"{c}: [bright_black]grey[/] not calibrated ({escape(ca.note or 'no calibrator')})")
                continue
            o.print(f"{c}: [{LIGHT_STYLE[light]}]{light}[/] P = {ca.probability:.2f}, conformal set {ca.set_label()} at alpha="
                    f"{att.assessment.alpha:g}, calibrator {escape(att.assessment.version_of(c))}"
                    + ("" if ca.guaranteed is None else ", guaranteed" if ca.guaranteed else ", no guarantee")
                    + (f"; {ca.evidence} on its evidence: {escape(ca.evidence_reason)}" if ca.evidence else ""))
    o.print("[bold]escalated because:[/]")
    for r in item.reasons:
        o.print(f"  - {escape(r)}")
    if item.status != "pending":
        o.print(f"decided: {item.status} by {item.reviewer} at {item.decided_at}" + (f"; notes: {escape(item.notes)}" if item.notes else ""))
        lab = store.review_label(item.id)
        if lab is not None and lab.label == 0:
            failed = [c for c, v in (lab.criteria or {}).items() if v == 0]
            o.print(f"failed criteria: {', '.join(failed)} (the others count as passed)" if failed else
                    "failed criteria: not named (the verdict counts as failing every criterion)")
    else:
        o.print(f"act: tinyrag queue approve|edit|request-changes|reject {item.id}")


def _review_services(store: Any, review_id: str) -> Any:
    """The services of the paused run behind a review item (an unknown id fails here, before anything
    is recorded)."""
    from ..pipeline.services import MemoServices

    run = store.get_run(store.get_review(review_id).run_id)
    return MemoServices.for_run(run, store=store, settings=load_settings())


def _decide(review_id: str, reviewer: str | None, verdict: str, notes: str = "", edited_text: str | None = None,
            as_json: bool = False, failed: str | None = None) -> None:
    """Record the verdict (exactly one reviewer wins), then resume the paused workflow."""
    from ..store import Store, check_failed
    from ..workflows.run import decide_and_resume

    with workflow_errors():
        who = _reviewer(reviewer)
        names = check_failed(failed)  # a misspelt criterion fails here, before anything is recorded
        settings = load_settings()
        store = Store.open(settings=settings)
        services = _review_services(store, review_id)
        if verdict == "request_changes":  # refused, nothing recorded, when another pipeline would rewrite it
            from ..pipeline.own import check_same_pipeline

            check_same_pipeline(store.get_run(store.get_review(review_id).run_id), services)
        if settings.review.required_reviews > 1:
            _vote(store, services, review_id, who, verdict, notes, edited_text, settings.review, as_json, names)
            return
        with _live_progress("resuming the workflow") as on_event:
            outcome = decide_and_resume(review_id, who, verdict, notes, edited_text=edited_text, services=services,
                                        on_event=on_event, failed=names)
    _show_outcome(outcome, as_json)


def _vote(store: Any, services: Any, review_id: str, who: str, verdict: str, notes: str, edited_text: str | None,
          review: Any, as_json: bool, failed: list[str] | None = None) -> None:
    """review.required_reviews >= 2: record a vote; the vote that completes agreeing votes (or a
    senior's adjudication) decides the item and resumes its workflow here."""
    import asyncio

    from ..review_queue import votes_text
    from ..workflows.run import aresume_review

    out = store.cast_vote(review_id, who, verdict, notes, edited_text=edited_text, required=review.required_reviews,
                          senior_reviewers=review.senior_reviewers, failed=failed)
    if out.decided_now:
        with _live_progress("resuming the workflow") as on_event:
            outcome = asyncio.run(aresume_review(review_id, services, on_event=on_event))
        _show_outcome(outcome, as_json)
        return
    if as_json:
        print_json(out.model_dump(mode="json"))
        return
    n = sum(v.kind == "vote" for v in out.votes)
    if out.state == "disputed":
        seniors = ", ".join(review.senior_reviewers) or "none configured: set review.senior_reviewers"
        stdout.print(f"[bold yellow]DISPUTED[/] review {review_id}: the votes disagree ({escape(votes_text(out.votes))}); "
                     f"a senior reviewer decides it ({escape(seniors)})")
    else:
        stdout.print(f"vote recorded: {n} of {out.required} ({escape(votes_text(out.votes))}); the workflow resumes "
                     "when the required votes agree")


@queue_app.command("assign")
def queue_assign(
    review_id: Annotated[str | None, typer.Argument(help="Review item id (omit with --auto).")] = None,
    reviewer: Annotated[str | None, typer.Argument(help="Who should review it.")] = None,
    auto: Annotated[bool, typer.Option("--auto", help="Assign every unassigned pending item round-robin over review.reviewers (fewest open assignments first).")] = False,
    as_json: JsonOpt = False,
) -> None:
    """Assign a review item to a reviewer (shown in `tinyrag queue list` and on the review page)."""
    from ..store import Store

    with workflow_errors():
        settings = load_settings()
        store = Store.open(settings=settings)
        if auto:
            if review_id or reviewer:
                raise ValueError("give either ITEM REVIEWER or --auto, not both")
            made = store.assign_round_robin(settings.review.reviewers)
        else:
            if not review_id or not reviewer:
                raise ValueError("give ITEM and REVIEWER (or --auto)")
            made = [store.assign_review(review_id, reviewer)]
    rows = [{"id": a.review_id, "assignee": a.reviewer} for a in made]
    print_rows(rows, as_json=as_json, title="assigned", empty="nothing to assign: every pending item has an assignee")


def _fig(x: float | None, pct: bool = False) -> str:
    if x is None:
        return "—"
    return f"{100 * x:.1f}%" if pct else f"{x:.3f}"


@queue_app.command("stats")
def queue_stats(as_json: JsonOpt = False) -> None:
    """Agreement of the reviewers: Cohen's κ per pair, Fleiss' κ, reviewer vs machine (κ, % agreement), with n."""
    from ..review_stats import review_stats
    from ..store import Store

    with workflow_errors():
        settings = load_settings()
        stats = review_stats(Store.open(settings=settings), required=settings.review.required_reviews,
                             min_common=settings.review.stats_min_common)
    if as_json:
        print_json(stats.model_dump(mode="json"))
        return
    o = stdout
    o.print(f"[bold]review agreement[/]: {stats.n_votes} vote(s) on {stats.n_items_voted} item(s), "
            f"{stats.n_decided} decided item(s)")
    for m in stats.messages:
        o.print(f"[yellow]{escape(m)}[/]")
    if stats.pairs:
        t = Table(title=f"Cohen's κ per reviewer pair (reported from {stats.min_common} common items)")
        for c in ("reviewers", "n", "κ", "agreement", "note"):
            t.add_column(c)
        for p in stats.pairs:
            t.add_row(escape(f"{p.a} / {p.b}"), str(p.n), _fig(p.kappa), _fig(p.agreement, True), escape(p.note))
        o.print(t)
    f = stats.fleiss
    o.print(f"Fleiss' κ ({f.raters} raters, n = {f.n} items): {_fig(f.kappa)}" + (f" — {escape(f.note)}" if f.note else ""))
    t = Table(title="reviewer vs machine (conformal sets: {1} acceptable, {0} not; uncertain = no view)")
    for c in ("who", "n", "abstained", "κ", "agreement", "note"):
        t.add_column(c)
    for m in stats.machine:
        t.add_row(escape(m.who), str(m.n), str(m.abstained), _fig(m.kappa), _fig(m.agreement, True), escape(m.note))
    o.print(t)


@queue_app.command("approve")
def queue_approve(review_id: ReviewIdArg, reviewer: ReviewerOpt = None, notes: NoteOpt = "",
                  as_json: JsonOpt = False) -> None:
    """Approve the memo as it stands: it is finalized and exported."""
    _decide(review_id, reviewer, "approve", notes, as_json=as_json)


@queue_app.command("edit")
def queue_edit(review_id: ReviewIdArg, reviewer: ReviewerOpt = None,
               text: Annotated[str | None, typer.Option("--text", help="The corrected memo text.")] = None,
               file: Annotated[Path | None, typer.Option("--file", help="Read the corrected memo text from a file ('-' = stdin).")] = None,
               notes: NoteOpt = "", failed: FailedOpt = None, as_json: JsonOpt = False) -> None:
    """Approve with edits: the edited text is re-evaluated, recorded and exported."""
    with workflow_errors():
        if (text is None) == (file is None):
            raise ValueError("give the edited memo with exactly one of --text or --file")
        if file is not None:
            text = sys.stdin.read() if str(file) == "-" else file.read_text(encoding="utf-8")
    _decide(review_id, reviewer, "edit", notes, edited_text=text, as_json=as_json, failed=failed)


@queue_app.command("request-changes")
def queue_request_changes(review_id: ReviewIdArg,
                          notes: Annotated[str, typer.Option("--notes", "-n", help="What to change (goes into the next prompt).")],
                          reviewer: ReviewerOpt = None, failed: FailedOpt = None, as_json: JsonOpt = False) -> None:
    """Send the memo back: it is regenerated with your notes, then decided again."""
    _decide(review_id, reviewer, "request_changes", notes, as_json=as_json, failed=failed)


@queue_app.command("reject")
def queue_reject(review_id: ReviewIdArg, reviewer: ReviewerOpt = None,
                 notes: Annotated[str, typer.Option(help="Why (kept with the verdict).")] = "",
                 failed: FailedOpt = None, as_json: JsonOpt = False) -> None:
    """Reject the memo: the run is archived (nothing is deleted)."""
    _decide(review_id, reviewer, "reject", notes, as_json=as_json, failed=failed)


@queue_app.command("resume")
def queue_resume(review_id: Annotated[str, typer.Argument(help="A decided review item whose run did not resume.")],
                 as_json: JsonOpt = False) -> None:
    """Resume the run of an item that was decided but not resumed (e.g. the process died, or
    the server's resume failed). It goes through the item's resume job like a server's, so a
    running `tinyrag serve` and this command never both resume it."""
    from ..store import Store
    from ..web.jobs import ResumePool
    from ..workflows.events import RunOutcome, WorkflowError

    with workflow_errors():
        settings = load_settings()
        store = Store.open(settings=settings)
        services = _review_services(store, review_id)
        pool = ResumePool(store, lambda run: services, lease_s=settings.review.resume_lease_s)
        with _live_progress("resuming the workflow") as on_event:
            job = pool.run_now(review_id, on_event)
        if job.state == "running":
            raise WorkflowError(f"review {review_id} is being resumed by {job.owner} (lease until "
                                f"{job.lease_until:%Y-%m-%d %H:%M:%S} UTC); wait for it, or run this again "
                                "after the lease has run out")
        if job.state == "failed":
            raise WorkflowError(f"resuming review {review_id} failed: {job.error} "
                                f"(run `tinyrag queue resume {review_id}` again to retry)")
        if job.state != "done" or job.outcome is None:  # pragma: no cover - run_now ends a job it claims
            raise WorkflowError(f"review {review_id}: resume job is {job.state}")
        if job.owner != pool.owner:
            raise WorkflowError(f"review {review_id} was already resumed by {job.owner}: run "
                                f"{job.outcome.get('run_id')} is {job.outcome.get('status')}")
        if "note" in job.outcome:  # the run had moved on before this job: nothing was done now
            raise WorkflowError(f"review {review_id}: nothing to resume, {job.outcome['note']} "
                                f"(run {job.outcome['run_id']} is {job.outcome['status']})")
    _show_outcome(RunOutcome.model_validate(job.outcome), as_json)
