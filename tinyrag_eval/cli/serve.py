"""`tinyrag serve`: the review queue in a browser."""

from __future__ import annotations

import ipaddress
import os
import socket
from pathlib import Path
from typing import Annotated, Any

import typer

from .common import load_settings, stderr, stdout, workflow_errors

TOKEN_ENV = "TINYRAG_REVIEWER_TOKEN"


def is_loopback(host: str) -> bool:
    """``localhost`` or a loopback address (127.0.0.0/8, ::1); hostnames are not resolved."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip().strip("[]")).is_loopback
    except ValueError:
        return False


def check_bind(host: str, port: int, allow_remote: bool) -> None:
    """ValueError (one line naming the fix) for a host or port the server must not or cannot use."""
    if not host.strip():
        raise ValueError("--host is empty")
    if not is_loopback(host) and not allow_remote:
        raise ValueError(f"refusing to listen on {host!r}: it is not a loopback address, so other machines "
                         "could reach the review queue. Use --host 127.0.0.1, or pass --allow-remote "
                         "(every page then needs the reviewer token; put TLS in front of it)")
    if not 1 <= port <= 65535:
        raise ValueError(f"--port must be 1-65535, not {port}")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host.strip("[]"), port))
        except OSError as exc:
            raise ValueError(f"cannot listen on {host}:{port}: {exc.strerror or exc} "
                             "(is another server running there? pick another --port)") from None


def remote_warning(host: str, allow_remote: bool) -> str | None:
    """The warning for plain HTTP on a non-loopback address (None on loopback)."""
    if not allow_remote or is_loopback(host):
        return None
    return (f"serving plain HTTP on {host}: the reviewer token, the session cookie and the memos cross the "
            "network unencrypted. Keep the server on 127.0.0.1 behind a TLS reverse proxy instead "
            "(docs/workflow.md, 'Behind a TLS proxy')")


def services_factory(settings: Any, store: Any, index: Path | None, out_dir: Path | None, judge: bool) -> Any:
    """run -> MemoServices with the real models, one per (index, output) folder pair, built on
    first use (the server starts without loading a model) and shared by the resume workers."""
    import threading

    from ..pipeline.services import MemoServices

    cache: dict[tuple[str, str], Any] = {}
    lock = threading.Lock()

    def services_for(run: Any) -> Any:
        cfg = run.config or {}
        key = (str(index or cfg.get("index_dir") or ""), str(out_dir or cfg.get("out_dir") or ""))
        with lock:  # two workers resuming runs of one folder pair build it once
            if key not in cache:
                svc = MemoServices.for_run(run, store=store, settings=settings, judge=judge)
                svc.index_dir = index or svc.index_dir
                svc.out_dir = out_dir or svc.out_dir
                cache[key] = svc
            return cache[key]

    return services_for


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on. Only loopback addresses unless --allow-remote.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8765,
    token: Annotated[str | None, typer.Option(
        help=f"Reviewer token that every write needs (default: ${TOKEN_ENV}, else a generated one, printed "
             "at start). Prefer the variable: a command-line option is visible to other local users.")] = None,
    allow_remote: Annotated[bool, typer.Option("--allow-remote", help="Allow a non-loopback --host; every page then needs the token.")] = False,
    index: Annotated[Path | None, typer.Option("--index", "-i", help="Index for resumed runs (default: the run's own, else settings.index_dir).")] = None,
    out_dir: Annotated[Path | None, typer.Option("--out", "-o", help="Where approved memos are exported (default: the run's own, else settings.export.out_dir).")] = None,
    no_judge: Annotated[bool, typer.Option("--no-judge", help="Resume without the rubric LLM judge (edited memos are re-evaluated with metrics only).")] = False,
) -> None:
    """Serve the review queue in a browser: pending memos with flagged sentences, scores, calibrated probabilities, prediction sets and reasons, and the verdict forms.

    Reads are open on this machine; verdicts need the reviewer token (log in once in the browser, or send 'Authorization: Bearer TOKEN' to the JSON API under /api/).

    A verdict resumes the paused workflow in the background (review.resume_workers at once): an approved memo is exported and the page links each of its files (export.formats: Markdown and PDF by default). Logins and queued resumes are kept in the store: a restarted server, or a second one on the same database, carries on with them. Uses the same store and settings as `tinyrag queue`.
    """
    from ..store import Store
    from ..web.auth import check_token_strength, new_token

    settings = load_settings()
    given = token if token is not None else os.environ.get(TOKEN_ENV)
    with workflow_errors():  # one red line and exit code 2 for a bad host, port, token or store
        check_bind(host, port, allow_remote)
        warning = remote_warning(host, allow_remote)
        if warning:
            stderr.print(f"[yellow]warning:[/] {warning}", soft_wrap=True)
        secret = check_token_strength(given) if given is not None else new_token()
        store = Store.open(settings=settings)
        from ..pipeline.own import describe, resolve_generator, resolve_retriever

        # the team's pipeline (pipeline.*) resumes the runs: a path that does not import fails here
        pipeline = {"retriever": resolve_retriever(None, settings)[1], "generator": resolve_generator(None, settings)[1]}
    import uvicorn

    from ..web.app import create_app

    web = create_app(store=store, services_for=services_factory(settings, store, index, out_dir, not no_judge),
                     token=secret, open_reads=not allow_remote, review=settings.review)
    shown = f"[{host}]" if ":" in host else host
    base = f"http://{shown}:{port}"
    o = stdout
    queued = len(store.resume_jobs("queued"))
    o.print(f"tinyrag review server on [bold]{base}/[/] (store {store.url}, "
            f"{len(store.pending_reviews())} pending item(s), {queued} queued resume(s), "
            f"{settings.review.resume_workers} resume worker(s); pipeline: {describe(pipeline)})", soft_wrap=True)
    if given is None:
        o.print(f"reviewer token: [bold]{secret}[/]", soft_wrap=True)
        o.print(f"log in: {base}/login?token={secret}", soft_wrap=True)
    else:
        o.print(f"log in at {base}/login with the reviewer token from "
                f"{'--token' if token is not None else '$' + TOKEN_ENV}", soft_wrap=True)
    o.print("stop with Ctrl+C")
    uvicorn.run(web, host=host.strip("[]"), port=port, log_level="warning")
