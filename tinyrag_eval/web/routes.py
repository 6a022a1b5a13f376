"""The HTML pages: the queue, one item with its verdict form, login, downloads of exports.

Handlers are plain ``def`` functions: FastAPI runs them in its thread pool, so a store call that
waits for a database lock never blocks the event loop."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import FileResponse, RedirectResponse, Response
from pydantic import ValidationError

from ..export import exporters
from .auth import COOKIE, safe_next
from .deps import context, page
from .errors import WebError, validation_message
from .render import stylesheet
from .views import (
    STATUS_FILTERS,
    VerdictIn,
    decide,
    export_links,
    get_item,
    review_detail,
    review_rows,
    review_stats_for,
)

router = APIRouter()


@router.get("/static/review.css", include_in_schema=False)
def css() -> Response:
    return Response(stylesheet(), media_type="text/css", headers={"Cache-Control": "max-age=300"})


@router.get("/", include_in_schema=False)
def queue_page(request: Request, status: str = "pending") -> Response:
    web = context(request)
    web.auth.require_read(request)
    try:
        rows = review_rows(web.store, status, required=web.review.required_reviews)
    except ValueError as exc:
        raise WebError(400, "Unknown filter", str(exc)) from None
    return page(request, "list.html.j2", rows=rows, status=status, filters=STATUS_FILTERS)


@router.get("/reviews/{review_id}", include_in_schema=False)
def review_page(request: Request, review_id: str) -> Response:
    web = context(request)
    web.auth.require_read(request)
    item = get_item(request, review_id)
    return page(request, "detail.html.j2", **review_detail(web.store, item, web.worker.get(item.id),
                                                           required=web.review.required_reviews))


@router.get("/stats", include_in_schema=False)
def stats_page(request: Request) -> Response:
    """Reviewer agreement (read-only): Cohen's κ per pair, Fleiss' κ, reviewer vs machine."""
    web = context(request)
    web.auth.require_read(request)
    return page(request, "stats.html.j2", stats=review_stats_for(web))


@router.post("/reviews/{review_id}/verdict", include_in_schema=False)
def verdict_form(request: Request, review_id: str, verdict: str = Form(""), reviewer: str = Form(""),
                 notes: str = Form(""), edited_text: str = Form(""), csrf: str = Form(""),
                 failed: Annotated[list[str] | None, Form()] = None) -> Response:
    web = context(request)
    session = web.auth.require_form_writer(request, csrf)
    item = get_item(request, review_id)
    try:
        v = VerdictIn(reviewer=reviewer, verdict=verdict,  # type: ignore[arg-type]
                      notes=notes.strip(), edited_text=edited_text if verdict == "edit" else None,
                      failed=failed or [])  # type: ignore[arg-type]
    except ValidationError as exc:
        raise WebError(400, "Verdict not accepted", validation_message(exc)) from None
    web.auth.remember_reviewer(session, v.reviewer)  # prefilled in the next form
    decide(request, item, v)
    return RedirectResponse(f"/reviews/{item.id}", status_code=303)


@router.post("/reviews/{review_id}/resume", include_in_schema=False)
def resume_form(request: Request, review_id: str, csrf: str = Form("")) -> Response:
    web = context(request)
    web.auth.require_form_writer(request, csrf)
    item = get_item(request, review_id)
    if item.status == "pending":
        raise WebError(400, "Nothing to resume", "This item has no verdict yet.")
    job = web.worker.get(item.id)
    if job is not None and job.state == "done":
        raise WebError(409, "Already resumed", "The workflow of this item has already been resumed "
                       + (f"({job.outcome.get('status')})." if job.outcome else "."))
    web.worker.retry(item.id)  # a failed job (or an item without one) is queued; an active one stays
    return RedirectResponse(f"/reviews/{item.id}", status_code=303)


@router.get("/reviews/{review_id}/export/{kind}", include_in_schema=False)
def download(request: Request, review_id: str, kind: str) -> Response:
    """One exported file of a finalized item, by format (``markdown``, ``pdf``, any registered one;
    paths come from the store only)."""
    web = context(request)
    web.auth.require_read(request)
    item = get_item(request, review_id)
    links = export_links(web.store, item)
    file = links.files.get(kind) if links else None
    if file is None and kind not in exporters():  # a format recorded earlier is served even if unregistered since
        raise WebError(404, "No such export", f"Export formats are {', '.join(sorted(exporters()))}, not {kind!r}.")
    if file is None or not Path(file.path).is_file():
        raise WebError(404, "No export", f"No {kind} export of this item is on disk"
                       + (f" (recorded at {file.path})." if file else "."))
    return FileResponse(file.path, media_type=file.media_type, filename=Path(file.path).name)


# --------------------------------------------------------------------------- login


@router.get("/login", include_in_schema=False)
def login_page(request: Request, next: str = "/", token: str = "") -> Response:
    return page(request, "login.html.j2", next=safe_next(next), token=token, error=None)


@router.post("/login", include_in_schema=False)
def login(request: Request, token: str = Form(""), reviewer: str = Form(""), next: str = Form("/")) -> Response:
    web = context(request)
    if not web.auth.token_ok(token.strip()):
        return page(request, "login.html.j2", http_status=401, next=safe_next(next), token="",
                    error="That is not the reviewer token of this server.")
    session = web.auth.open_session(reviewer.strip()[:200])
    resp = RedirectResponse(safe_next(next), status_code=303)
    resp.set_cookie(COOKIE, session.id, max_age=math.ceil(web.auth.session_ttl_s), httponly=True, samesite="strict",
                    secure=web.auth.secure_cookies, path="/")
    return resp


@router.post("/logout", include_in_schema=False)
def logout(request: Request, csrf: str = Form("")) -> Response:
    web = context(request)
    web.auth.close_session(web.auth.require_form_writer(request, csrf))
    resp = RedirectResponse("/", status_code=303)
    resp.delete_cookie(COOKIE, path="/")
    return resp
