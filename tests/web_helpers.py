"""A SQLite store with one escalated memo (scripted fakes, no models) and the review app over it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tinyrag_eval.workflows.events import RunOutcome
from tinyrag_eval.workflows.run import run_memo

from tests.workflow_fakes import make_services

TOKEN = "test-reviewer-token-0123"
TOPIC = "Capital of Northwind <script>alert(1)</script>"
# one supported sentence, one with an unsupported figure, one the NLI fake flags
MIXED = ("Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>. "
         "Its leverage target is 19.9% for 2026 [ar#p2#0] <CONFIDENCE: LOW>. "
         "The bank will enter the German mortgage market [ar#p3#0] <CONFIDENCE: MEDIUM>.")


def escalate(tmp_path: Path, replies: list[str] | None = None, *, pdf: bool = False) -> tuple[Any, RunOutcome]:
    """Run the fake workflow to an escalation (one attempt, set {0}: attempts exhausted)."""
    svc = make_services(f"sqlite:///{tmp_path / 'store.sqlite3'}", tmp_path / "out", replies or [MIXED])
    svc.pdf = pdf
    out = run_memo(TOPIC, svc, max_attempts=1)
    assert out.status == "escalated" and out.review_id
    return svc, out


def make_app(svc: Any, **kwargs: Any) -> Any:
    from tinyrag_eval.web import create_app

    kwargs.setdefault("services_for", lambda run: svc)
    return create_app(store=svc.store, token=TOKEN, **kwargs)


def wait_until_settled(get_state: Any, timeout: float = 60.0) -> dict[str, Any]:
    """Poll ``get_state()`` (the item's ``state`` JSON) until the resume has finished."""
    deadline = time.monotonic() + timeout
    while True:
        state = get_state()
        if state["phase"] not in ("queued", "resuming", "running"):
            return state
        if time.monotonic() > deadline:
            raise AssertionError(f"the resume did not finish in {timeout:g} s: {state}")
        time.sleep(0.1)
