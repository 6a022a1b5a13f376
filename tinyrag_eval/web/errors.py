"""Errors of the review server: one exception type, rendered as an HTML page or as JSON
(paths under ``/api/``), with the status code that says what went wrong. A traceback never
reaches the client."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..store import StoreUnavailableError

log = logging.getLogger("tinyrag_eval.web")

TITLES = {400: "Bad request", 401: "Log in required", 403: "Forbidden", 404: "Not found",
          405: "Method not allowed", 409: "Already decided", 500: "Server error", 503: "Database busy"}

RETRY_AFTER_S = 5
"""What a 503 (the store busy or unreachable) asks the client to wait before retrying."""


class WebError(Exception):
    """An error page (or JSON error) with a status, a title and a one-paragraph message."""

    def __init__(self, status: int, title: str, message: str, *, headers: dict[str, str] | None = None,
                 extra: dict[str, Any] | None = None):
        super().__init__(message)
        self.status, self.title, self.message = status, title, message
        self.headers = headers or {}
        self.extra = extra or {}


def wants_json(request: Request) -> bool:
    return request.url.path.startswith("/api/") or request.url.path == "/healthz"


def validation_message(exc: RequestValidationError | Any) -> str:
    """Pydantic/FastAPI validation errors as one readable line."""
    parts = []
    for e in exc.errors():
        loc = ".".join(str(p) for p in e.get("loc", ()) if p not in ("body", "query", "path", "form"))
        msg = str(e.get("msg", "invalid")).removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}" if loc else msg)
    return "; ".join(parts) or "invalid request"


def install_handlers(app: FastAPI, render_error: Any) -> None:
    """``render_error(request, WebError) -> Response`` renders the HTML page."""

    def respond(request: Request, err: WebError) -> Response:
        if wants_json(request):
            return JSONResponse({"error": err.title, "detail": err.message, **err.extra},
                                status_code=err.status, headers=err.headers)
        return render_error(request, err)

    @app.exception_handler(WebError)
    async def _web_error(request: Request, exc: WebError) -> Response:
        return respond(request, exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> Response:
        return respond(request, WebError(400, "Bad request", validation_message(exc)))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> Response:
        message = "There is no page at this address." if exc.status_code == 404 else str(exc.detail)
        return respond(request, WebError(exc.status_code, TITLES.get(exc.status_code, "Error"), message,
                                         headers=dict(exc.headers or {})))

    @app.exception_handler(StoreUnavailableError)
    async def _store_unavailable(request: Request, exc: StoreUnavailableError) -> Response:
        # a locked SQLite file or a database that is restarting: nothing of the request was
        # saved, so the client may send it again
        log.warning("store unavailable on %s %s: %s", request.method, request.url.path, exc)
        return respond(request, WebError(503, TITLES[503], str(exc), headers={"Retry-After": str(RETRY_AFTER_S)}))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> Response:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return respond(request, WebError(500, "Server error",
                                         f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''} "
                                         "(details are in the server log)"))
