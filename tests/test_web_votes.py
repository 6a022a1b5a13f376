"""The review server with review.required_reviews = 2: votes through the form and the API,
disputes only a senior can settle, duplicate votes, assignments and the /stats page."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from tests.web_helpers import TOKEN, escalate, make_app, wait_until_settled
from tinyrag_eval.config import ReviewSettings

AUTH = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
def setup(tmp_path):
    svc, out = escalate(tmp_path)
    review = ReviewSettings(required_reviews=2, senior_reviewers=["carol"])
    with TestClient(make_app(svc, review=review), raise_server_exceptions=False) as client:
        yield svc, out, client


def _vote(client: TestClient, review_id: str, reviewer: str, verdict: str, notes: str = ""):
    return client.post(f"/api/reviews/{review_id}/verdict", json={"reviewer": reviewer, "verdict": verdict,
                                                                "notes": notes}, headers=AUTH)


def _state(client: TestClient, review_id: str) -> dict:
    return client.get(f"/api/reviews/{review_id}").json()["state"]


def test_form_vote_then_agreeing_api_vote_finalizes_once(setup):
    svc, out, client = setup
    r = client.post("/login", data={"token": TOKEN, "reviewer": "alice", "next": "/"}, follow_redirects=False)
    assert r.status_code == 303
    page = client.get(f"/reviews/{out.review_id}").text
    assert "Your vote" in page and "needs 2 agreeing verdicts" in page
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    r = client.post(f"/reviews/{out.review_id}/verdict", data={"verdict": "approve", "reviewer": "alice",
                                                              "csrf": csrf}, follow_redirects=False)
    assert r.status_code == 303
    assert svc.store.get_review(out.review_id).status == "pending" and svc.store.resume_jobs() == []
    page = client.get(f"/reviews/{out.review_id}").text
    assert 'id="vote-list"' in page and "<b>alice</b>: approve" in page
    row = client.get("/api/reviews").json()[0]
    assert row["votes_text"] == "alice: approve" and row["disputed"] is False
    r = _vote(client, out.review_id, "bob", "approve")
    assert r.status_code == 202, r.text
    st = wait_until_settled(lambda: _state(client, out.review_id))
    assert st["phase"] == "finalized", st
    assert [(lab.verdict, lab.label) for lab in svc.store.labels()] == [("approve", 1)]
    assert len(svc.store.resume_jobs()) == 1 and svc.store.get_run(out.run_id).status == "finalized"
    assert [a.id for a in svc.store.attempts(out.run_id) if svc.store.get_export(a.id)] == [
        svc.store.get_review(out.review_id).attempt_id]


def test_disagreement_is_disputed_and_only_the_senior_decides(setup):
    svc, out, client = setup
    assert _vote(client, out.review_id, "alice", "approve").status_code == 202
    assert _vote(client, out.review_id, "bob", "reject", "unsupported figures").status_code == 202
    page = client.get(f"/reviews/{out.review_id}").text
    assert 'id="disputed"' in page and "Only a senior reviewer" in page
    assert "disputed" in client.get("/").text
    for who in ("dave", "alice"):
        r = _vote(client, out.review_id, who, "approve")
        assert r.status_code == 403 and "only a senior reviewer" in r.text
    assert svc.store.labels() == [] and svc.store.resume_jobs() == []
    r = _vote(client, out.review_id, "carol", "reject", "agree with bob")
    assert r.status_code == 202, r.text
    wait_until_settled(lambda: _state(client, out.review_id))
    assert svc.store.get_review(out.review_id).status == "rejected"
    assert [(lab.verdict, lab.reviewer) for lab in svc.store.labels()] == [("reject", "carol")]
    assert [(v.reviewer, v.kind) for v in svc.store.votes(out.review_id)] == [
        ("alice", "vote"), ("bob", "vote"), ("carol", "adjudication")]
    assert svc.store.get_run(out.run_id).status == "archived"


def test_a_second_vote_by_the_same_reviewer_is_409(setup):
    svc, out, client = setup
    assert _vote(client, out.review_id, "alice", "approve").status_code == 202
    r = _vote(client, out.review_id, "alice", "reject")
    assert r.status_code == 409 and "alice has already voted" in r.text
    assert [v.verdict for v in svc.store.votes(out.review_id)] == ["approve"]


def test_assignee_on_the_pages_and_the_stats_page(setup):
    svc, out, client = setup
    svc.store.assign_review(out.review_id, "bob")
    assert "<td class=\"nowrap\">bob</td>" in client.get("/").text
    assert 'id="assignee">bob<' in client.get(f"/reviews/{out.review_id}").text
    r = client.get("/stats")
    assert r.status_code == 200 and "Cohen" in r.text and "Fleiss" in r.text
    assert "no reviewer votes yet" in r.text
    _vote(client, out.review_id, "alice", "approve")
    _vote(client, out.review_id, "bob", "approve")
    wait_until_settled(lambda: _state(client, out.review_id))
    data = client.get("/api/stats").json()
    assert data["n_votes"] == 2 and data["pairs"][0]["n"] == 1 and "too few common items" in data["pairs"][0]["note"]
    assert data["machine"][0]["who"] == "final label" and data["n_decided"] == 1
    assert "alice / bob" in client.get("/stats").text
    assert client.post("/stats").status_code == 405  # read-only
