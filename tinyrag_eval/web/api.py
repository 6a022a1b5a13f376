"""JSON endpoints for machines. Reads as the pages; writes need ``Authorization: Bearer <token>``."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Request
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from .deps import context
from .errors import WebError, validation_message
from .views import VerdictIn, decide, get_item, review_detail, review_rows, review_stats_for

router = APIRouter(prefix="/api")


def _item_json(request: Request, review_id: str) -> dict[str, Any]:
    web = context(request)
    item = get_item(request, review_id)
    job = web.worker.get(item.id)
    d = review_detail(web.store, item, job, required=web.review.required_reviews)
    return {"review": item.model_dump(mode="json"), "row": d["row"].model_dump(mode="json"),
            "state": d["state"].model_dump(mode="json"), "job": job.model_dump(mode="json") if job else None,
            "attempt": d["attempt"].model_dump(mode="json"),
            "flagged_sentences": [{"text": s["text"], "reasons": s["reasons"]} for s in d["flagged"]],
            "hinted_sentences": [{"text": s["text"], "hints": s["hints"]} for s in d["report"].get("hinted", [])],
            "unsupported_numbers": d["unsupported_numbers"],
            "label": None if d["label"] is None else d["label"].model_dump(mode="json", exclude={"features"})}


@router.get("/reviews")
def list_reviews(request: Request, status: str = "pending") -> list[dict[str, Any]]:
    """Review items (``status``: pending, decided, all, approved, edited, changes_requested, rejected)."""
    web = context(request)
    web.auth.require_read(request)
    try:
        return [r.model_dump(mode="json") for r in review_rows(web.store, status, required=web.review.required_reviews)]
    except ValueError as exc:
        raise WebError(400, "Unknown filter", str(exc)) from None


@router.get("/reviews/{review_id}")
def get_review(request: Request, review_id: str) -> dict[str, Any]:
    """One item: the review, its attempt (memo, evaluation, assessment, decision), flags and state."""
    context(request).auth.require_read(request)
    return _item_json(request, review_id)


@router.post("/reviews/{review_id}/verdict", status_code=202)
def post_verdict(request: Request, review_id: str, body: Annotated[Any, Body()] = None) -> JSONResponse:
    """Record a verdict (JSON: ``reviewer``, ``verdict`` = approve | edit | request_changes |
    reject, ``notes``, ``edited_text``, ``failed`` = the criteria the memo fails, e.g.
    ``["relevant"]``) and queue the resume; poll ``GET /api/reviews/{id}`` for ``state`` (and
    ``label``: the recorded label with its per-criterion ``criteria``). The token is checked
    before the body is read."""
    context(request).auth.require_api_writer(request)
    item = get_item(request, review_id)
    try:
        verdict = VerdictIn.model_validate(body)
    except ValidationError as exc:
        raise WebError(400, "Verdict not accepted", validation_message(exc)) from None
    decide(request, item, verdict)
    return JSONResponse(_item_json(request, review_id), status_code=202)


@router.get("/stats")
def get_stats(request: Request) -> dict[str, Any]:
    """Reviewer agreement: Cohen's κ per pair, Fleiss' κ and reviewer vs machine, each with its n."""
    web = context(request)
    web.auth.require_read(request)
    return review_stats_for(web).model_dump(mode="json")


healthz_router = APIRouter()


@healthz_router.get("/healthz")
def healthz(request: Request) -> dict[str, Any]:
    web = context(request)
    return {"status": "ok", "pending": len(web.store.pending_reviews())}
