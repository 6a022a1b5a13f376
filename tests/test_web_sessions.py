"""The review server keeps nothing important only in memory: a restart keeps reviewers logged
in until their session expires, and with two servers on one database (SQLite, or PostgreSQL
when TINYRAG_TEST_POSTGRES_URL is set) every decided item is resumed exactly once."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from tinyrag_eval.workflows.run import run_memo

from tests.test_web import csrf_of, login, state
from tests.web_helpers import MIXED, TOKEN, TOPIC, escalate, make_app, wait_until_settled
from tinyrag_eval.config import ReviewSettings
from tinyrag_eval.store import Store
from tinyrag_eval.web.auth import COOKIE

from .test_store import store_url  # noqa: F401 -- the SQLite / PostgreSQL fixture
from .workflow_fakes import make_services

FAST = ReviewSettings(resume_poll_s=0.1)


def test_a_restarted_server_keeps_the_reviewer_logged_in(tmp_path):
    svc, out = escalate(tmp_path)
    with TestClient(make_app(svc), raise_server_exceptions=False) as first:
        login(first, "alice")
        cookie = first.cookies[COOKIE]
        csrf = csrf_of(first, out.review_id)
    # a new process: a new store object over the same database, a new app, the same cookie
    with Store.open(svc.store.url) as store2:
        svc.store = store2
        with TestClient(make_app(svc), raise_server_exceptions=False) as second:
            second.cookies.set(COOKIE, cookie)
            page = second.get(f"/reviews/{out.review_id}").text
            assert 'id="verdict-form"' in page and 'id="reviewer" value="alice"' in page
            assert csrf_of(second, out.review_id) == csrf  # the form value a page of the old server carried
            r = second.post(f"/reviews/{out.review_id}/verdict",
                            data={"verdict": "approve", "reviewer": "alice", "csrf": csrf})
            assert r.status_code == 200, r.text[-500:]
            assert wait_until_settled(lambda: state(second, out.review_id))["phase"] == "finalized"
            # logging out ends the session for every server
            second.post("/logout", data={"csrf": csrf})
        with TestClient(make_app(svc), raise_server_exceptions=False) as third:
            third.cookies.set(COOKIE, cookie)
            assert 'id="login-link"' in third.get("/").text


def test_an_expired_session_is_refused(tmp_path):
    svc, out = escalate(tmp_path)
    app = make_app(svc, review=ReviewSettings(session_ttl_s=2))
    with TestClient(app, raise_server_exceptions=False) as client:
        login(client, "alice")
        cookie = client.cookies[COOKIE]
        csrf = csrf_of(client, out.review_id)
        time.sleep(2.2)
        client.cookies.set(COOKIE, cookie)  # a browser that keeps the cookie longer: the server refuses it
        page = client.get(f"/reviews/{out.review_id}").text
        assert 'id="verdict-form"' not in page and 'id="login-to-decide"' in page
        r = client.post(f"/reviews/{out.review_id}/verdict",
                        data={"verdict": "approve", "reviewer": "alice", "csrf": csrf})
        assert r.status_code == 401 and "may have expired" in r.text
        assert client.post(f"/reviews/{out.review_id}/resume", data={"csrf": csrf}).status_code == 401
    assert svc.store.get_review(out.review_id).status == "pending" and svc.store.resume_jobs() == []


def test_a_failed_resume_shows_the_reason_and_is_retried_from_the_page(tmp_path):
    svc, out = escalate(tmp_path)
    calls = []

    def services_for(run):
        calls.append(run.id)
        if len(calls) == 1:
            raise RuntimeError("the index folder is missing")
        return svc

    with TestClient(make_app(svc, services_for=services_for, review=FAST), raise_server_exceptions=False) as client:
        login(client)
        csrf = csrf_of(client, out.review_id)
        client.post(f"/reviews/{out.review_id}/verdict", data={"verdict": "approve", "reviewer": "alice", "csrf": csrf})
        st = wait_until_settled(lambda: state(client, out.review_id))
        assert st["phase"] == "failed" and st["job_state"] == "failed"
        html = client.get(f"/reviews/{out.review_id}").text
        assert 'id="job-state" data-state="failed"' in html
        assert "resume job: failed — RuntimeError: the index folder is missing" in html
        assert ">Retry the resume</button>" in html
        # the retry is a write: the session's CSRF value is required
        assert client.post(f"/reviews/{out.review_id}/resume", data={"csrf": "forged"}).status_code == 403
        assert svc.store.get_resume_job(out.review_id).state == "failed"
        r = client.post(f"/reviews/{out.review_id}/resume", data={"csrf": csrf}, follow_redirects=False)
        assert r.status_code == 303
        st = wait_until_settled(lambda: state(client, out.review_id))
        assert st["phase"] == "finalized" and st["job_state"] == "done"
        job = client.get(f"/api/reviews/{out.review_id}").json()["job"]
        assert job["state"] == "done" and job["attempts"] == 2 and job["error"] is None
        assert "resume job: done (attempt 2)" in client.get(f"/reviews/{out.review_id}").text
        r = client.post(f"/reviews/{out.review_id}/resume", data={"csrf": csrf})
        assert r.status_code == 409 and "already been resumed" in r.text  # a done job is not run again
    assert calls == [out.run_id, out.run_id]


def _escalated_items(url: str, out_dir: Path, n: int):
    svc = make_services(url, out_dir, [MIXED])
    ids = []
    for _ in range(n):
        o = run_memo(TOPIC, svc, max_attempts=1)
        assert o.status == "escalated"
        ids.append(o.review_id)
    return svc, ids


def test_two_servers_on_one_database_resume_each_decided_item_exactly_once(store_url, tmp_path):  # noqa: F811
    n = 8
    svc_a, ids = _escalated_items(store_url, tmp_path / "out", n)
    svc_b = make_services(store_url, tmp_path / "out", [MIXED])
    resumed: list[tuple[str, str]] = []
    lock = threading.Lock()

    def counting(svc, name):
        def services_for(run):
            with lock:
                resumed.append((run.id, name))
            return svc
        return services_for

    apps = [make_app(svc_a, services_for=counting(svc_a, "a"), review=ReviewSettings(resume_workers=2, resume_poll_s=0.05),
                     owner="server-a"),
            make_app(svc_b, services_for=counting(svc_b, "b"), review=ReviewSettings(resume_workers=2, resume_poll_s=0.05),
                     owner="server-b")]
    auth = {"Authorization": f"Bearer {TOKEN}"}
    with TestClient(apps[0], raise_server_exceptions=False) as a, TestClient(apps[1], raise_server_exceptions=False) as b:
        clients = [a, b]
        for i, rid in enumerate(ids):  # decided on alternate servers; every worker of both polls
            r = clients[i % 2].post(f"/api/reviews/{rid}/verdict", json={"reviewer": "alice", "verdict": "approve"},
                                    headers=auth)
            assert r.status_code == 202, r.text
        for rid in ids:
            assert wait_until_settled(lambda rid=rid: state(clients[1], rid))["phase"] == "finalized"
        store = svc_a.store
        jobs = store.resume_jobs()
        assert sorted(j.review_id for j in jobs) == sorted(ids)
        assert all(j.state == "done" and j.attempts == 1 and j.owner in ("server-a", "server-b") for j in jobs)
        runs = [store.get_review(rid).run_id for rid in ids]
        assert sorted(r for r, _ in resumed) == sorted(runs)  # each run resumed once, by one server
        exports = [store.get_export(store.get_review(rid).attempt_id) for rid in ids]
        assert all(e is not None for e in exports) and len({e.markdown_path for e in exports}) == n
        assert len(list((tmp_path / "out").rglob("*.md"))) == n


def test_a_stopped_servers_resume_is_taken_over(tmp_path):
    svc, out = escalate(tmp_path)
    svc.store.decide_review(out.review_id, "alice", "approve", queue_resume=True)
    assert svc.store.claim_resume("server-that-died", lease_s=0.5) is not None  # then it died
    with TestClient(make_app(svc, review=ReviewSettings(resume_lease_s=1, resume_poll_s=0.1)),
                    raise_server_exceptions=False) as client:
        st = state(client, out.review_id)
        assert st["phase"] == "resuming" and "running" in st["job_line"]
        st = wait_until_settled(lambda: state(client, out.review_id))
        assert st["phase"] == "finalized"
        job = svc.store.get_resume_job(out.review_id)
        assert job.reclaimed and job.attempts == 2 and job.owner != "server-that-died"
        assert "taken over from a server that stopped" in st["job_line"]


def test_the_resume_pool_is_bounded_and_settings_check_it():
    from pydantic import ValidationError

    from tinyrag_eval.web.jobs import ResumePool

    assert ReviewSettings().resume_workers == 2
    with pytest.raises(ValidationError):
        ReviewSettings(resume_workers=0)
    with pytest.raises(ValidationError):
        ReviewSettings(session_ttl_s=0)
    with pytest.raises(ValueError, match="at least one worker"):
        ResumePool(None, lambda run: None, workers=0)  # type: ignore[arg-type]
