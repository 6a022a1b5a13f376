"""What every handler needs from the running app: its :class:`WebContext` (store, auth, resume
pool) and :func:`page`, which renders a template with the session and CSRF value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse

from ..config import ReviewSettings
from ..store import Store
from .auth import Auth
from .jobs import ResumePool
from .render import render


@dataclass
class WebContext:
    store: Store
    auth: Auth
    worker: ResumePool
    review: ReviewSettings = field(default_factory=ReviewSettings)


def context(request: Request) -> WebContext:
    return request.app.state.web


def page(request: Request, template: str, *, http_status: int = 200, **data: Any) -> HTMLResponse:
    """Render a page with what every page needs (the session, the CSRF value)."""
    web = context(request)
    session = web.auth.session(request)
    html = render(template, session=session, csrf=session.csrf if session else "",
                  open_reads=web.auth.open_reads, path=request.url.path, **data)
    return HTMLResponse(html, status_code=http_status, headers={"Cache-Control": "no-store"})
