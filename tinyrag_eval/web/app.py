"""The review server's app factory.

::

    from tinyrag_eval.web import create_app
    app = create_app(store=store, services_for=lambda run: MemoServices.for_run(run, store=store),
                     token="...")          # then run it with uvicorn

Pages (server-rendered HTML, plain forms, no script): ``GET /`` (the queue), ``GET
/reviews/{id}`` (one item, its verdict form and, after a verdict, the resume status),
``GET|POST /login``, ``POST /logout``, ``POST /reviews/{id}/verdict``, ``POST
/reviews/{id}/resume``, ``GET /reviews/{id}/export/{format}`` (markdown, pdf, any registered exporter), ``GET /stats`` (reviewer agreement, read-only). JSON for machines:
``GET /api/reviews``, ``GET /api/reviews/{id}``, ``POST /api/reviews/{id}/verdict``, ``GET
/api/stats``; ``GET /healthz``. With ``review.required_reviews`` >= 2 a verdict is a vote
(:mod:`tinyrag_eval.store.votes`). Authentication and CSRF: :mod:`tinyrag_eval.web.auth`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import Response

from ..config import ReviewSettings
from ..store import Store
from . import api, routes
from .auth import Auth
from .deps import WebContext, page
from .errors import WebError, install_handlers
from .jobs import ResumePool, ServicesFor

SECURITY_HEADERS = {
    # no script, no inline style, nothing from elsewhere; forms post only here; never framed
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
                               "frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the login URL carries the token: never leak it
    "X-Frame-Options": "DENY",
}


def _error_page(request: Request, err: WebError) -> Response:
    path = request.url.path
    for suffix in ("/verdict", "/resume"):  # back to the page the form was on, not the POST route
        path = path.removesuffix(suffix)
    resp = page(request, "error.html.j2", http_status=err.status, error=err,
                login_next=path if request.method == "GET" or path != request.url.path else "/")
    resp.headers.update(err.headers)
    return resp


def create_app(*, store: Store, services_for: ServicesFor, token: str, open_reads: bool = True,
               secure_cookies: bool = False, review: ReviewSettings | None = None,
               owner: str | None = None) -> FastAPI:
    """The review app over ``store``. ``services_for(run)`` gives the MemoServices that resume a
    run after a verdict; ``token`` is the reviewer token; ``open_reads=False`` puts the pages
    behind the login too (``tinyrag serve --allow-remote``); ``review`` sets the session lifetime
    and the resume pool (``review.*`` settings); ``owner`` names this server in resume jobs.
    Sessions and resume jobs live in the store: several apps may share one database."""
    review = review or ReviewSettings()
    worker = ResumePool(store, services_for, workers=review.resume_workers, lease_s=review.resume_lease_s,
                        poll_s=review.resume_poll_s, owner=owner)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        worker.start()  # also takes over queued jobs, and those of a server that stopped
        yield
        worker.stop()

    app = FastAPI(title="tinyrag review", docs_url=None, redoc_url=None, openapi_url="/api/openapi.json",
                  lifespan=lifespan)
    auth = Auth(token, store, open_reads=open_reads, secure_cookies=secure_cookies,
                session_ttl_s=review.session_ttl_s)
    app.state.web = WebContext(store=store, auth=auth, worker=worker, review=review)

    @app.middleware("http")
    async def _headers(request: Request, call_next: Any) -> Response:
        response = await call_next(request)
        for k, v in SECURITY_HEADERS.items():
            response.headers.setdefault(k, v)
        return response

    install_handlers(app, _error_page)
    app.include_router(routes.router)
    app.include_router(api.router)
    app.include_router(api.healthz_router)
    return app
