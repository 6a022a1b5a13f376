"""Faults around a verdict: the process killed in the middle of one (before and after its
commit), SQLite locked by another writer, and a resume whose end cannot be recorded at once.
Each ends in a retry or a consistent store (SQLite, and PostgreSQL with TINYRAG_TEST_POSTGRES_URL)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import threading
import time

import pytest
from fastapi.testclient import TestClient
from tinyrag_eval.workflows.run import run_memo

from tests.test_web import state
from tests.web_helpers import MIXED, TOKEN, TOPIC, escalate, make_app, wait_until_settled
from tinyrag_eval.config import ReviewSettings

from .conftest import ROOT
from .test_store import store_url  # noqa: F401 -- the SQLite / PostgreSQL fixture
from .workflow_fakes import make_services

# a verdict in another process that SIGKILLs itself just before or just after its commit
KILLED_VERDICT = """
import os, signal, sys
from sqlalchemy import event
from sqlalchemy.orm import Session
from tinyrag_eval.store import Store
url, review_id, when = sys.argv[1:4]
store = Store.open(url)
event.listen(Session, when, lambda s: os.kill(os.getpid(), signal.SIGKILL))
store.decide_review(review_id, "alice", "approve", queue_resume=True)
print("not killed")
"""


@pytest.mark.parametrize("when", ["before_commit", "after_commit"])
def test_a_process_killed_during_a_verdict_leaves_a_consistent_store(store_url, tmp_path, when):  # noqa: F811
    svc = make_services(store_url, tmp_path / "out", [MIXED])
    out = run_memo(TOPIC, svc, max_attempts=1)
    res = subprocess.run([sys.executable, "-c", KILLED_VERDICT, store_url, out.review_id, when], cwd=ROOT, check=False,
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == -signal.SIGKILL, res.stdout + res.stderr
    item, labels, jobs = svc.store.get_review(out.review_id), svc.store.labels(), svc.store.resume_jobs()
    if when == "before_commit":  # nothing of the verdict: the item can still be decided
        assert item.status == "pending" and labels == [] and jobs == []
    else:  # all of it: the verdict, its label and its queued resume
        assert item.status == "approved" and len(labels) == 1 and [j.state for j in jobs] == ["queued"]
    with TestClient(make_app(svc, review=ReviewSettings(resume_poll_s=0.1)), raise_server_exceptions=False) as client:
        if when == "before_commit":
            r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                            json={"reviewer": "bob", "verdict": "approve"})
            assert r.status_code == 202, r.text
        st = wait_until_settled(lambda: state(client, out.review_id))  # the server picks up the queued job
        assert st["phase"] == "finalized", st
    assert len(svc.store.labels()) == 1
    (job,) = svc.store.resume_jobs()
    assert job.state == "done" and job.attempts == 1
    assert svc.store.get_export(out.attempt_id) is not None


def test_a_verdict_waits_out_a_locked_sqlite_database(tmp_path):
    svc, out = escalate(tmp_path)
    db = svc.store.url.removeprefix("sqlite:///")
    locked, release = threading.Event(), threading.Event()

    def other_writer() -> None:
        conn = sqlite3.connect(db, timeout=30)
        conn.execute("BEGIN EXCLUSIVE")
        locked.set()
        release.wait(10)
        conn.execute("COMMIT")
        conn.close()

    with TestClient(make_app(svc, review=ReviewSettings(resume_poll_s=0.1)), raise_server_exceptions=False) as client:
        t = threading.Thread(target=other_writer)
        t.start()
        assert locked.wait(10)
        threading.Timer(1.5, release.set).start()
        t0 = time.monotonic()
        r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                        json={"reviewer": "alice", "verdict": "approve"})
        waited = time.monotonic() - t0
        t.join()
        assert r.status_code == 202, r.text
        assert waited >= 1.0  # it waited for the lock (SQLite busy timeout) instead of failing
        assert wait_until_settled(lambda: state(client, out.review_id))["phase"] == "finalized"
    assert len(svc.store.labels()) == 1 and [j.state for j in svc.store.resume_jobs()] == ["done"]


def test_a_verdict_on_sqlite_locked_past_the_busy_timeout_is_a_503_that_saves_nothing(tmp_path):
    from tinyrag_eval.config import Settings, StoreSettings
    from tinyrag_eval.store import Store

    svc, out = escalate(tmp_path)
    url = svc.store.url
    svc.store = Store.open(url, settings=Settings(store=StoreSettings(busy_timeout_s=0.3)))
    other = sqlite3.connect(url.removeprefix("sqlite:///"), timeout=30)
    other.execute("BEGIN EXCLUSIVE")  # another process holds the write lock for good
    try:
        with TestClient(make_app(svc, review=ReviewSettings(resume_poll_s=0.1)), raise_server_exceptions=False) as client:
            r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                            json={"reviewer": "alice", "verdict": "approve"})
            assert r.status_code == 503, r.text
            assert r.headers["Retry-After"] == "5"
            detail = r.json()["detail"]
            assert "busy" in detail and "not saved" in detail and "retry" in detail and "Traceback" not in detail
            page = client.post("/login", data={"token": TOKEN, "reviewer": "alice", "next": "/"})  # writes a session
            assert page.status_code == 503 and "Database busy" in page.text and "busy" in page.text
    finally:
        other.execute("ROLLBACK")
        other.close()
    # nothing of the verdict was saved: the item can still be decided, once
    assert svc.store.get_review(out.review_id).status == "pending"
    assert svc.store.labels() == [] and svc.store.resume_jobs() == []
    with TestClient(make_app(svc, review=ReviewSettings(resume_poll_s=0.1)), raise_server_exceptions=False) as client:
        r = client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                        json={"reviewer": "alice", "verdict": "approve"})
        assert r.status_code == 202, r.text
        assert wait_until_settled(lambda: state(client, out.review_id))["phase"] == "finalized"
    assert len(svc.store.labels()) == 1 and [j.state for j in svc.store.resume_jobs()] == ["done"]


def test_a_resume_whose_end_cannot_be_recorded_is_retried(tmp_path, monkeypatch):
    from sqlalchemy.exc import OperationalError

    svc, out = escalate(tmp_path)
    real, failures = svc.store.finish_resume, []

    def flaky(*args, **kwargs):
        if len(failures) < 2:
            failures.append(1)
            raise OperationalError("UPDATE resume_jobs", {}, Exception("server closed the connection"))
        return real(*args, **kwargs)

    monkeypatch.setattr(svc.store, "finish_resume", flaky)
    with TestClient(make_app(svc, review=ReviewSettings(resume_poll_s=0.1)), raise_server_exceptions=False) as client:
        client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                    json={"reviewer": "alice", "verdict": "approve"})
        deadline = time.monotonic() + 30
        while svc.store.get_resume_job(out.review_id).state != "done" and time.monotonic() < deadline:
            time.sleep(0.1)
    job = svc.store.get_resume_job(out.review_id)
    assert len(failures) == 2 and job.state == "done" and job.attempts == 1
    assert svc.store.get_run(out.run_id).status == "finalized"


def test_a_progress_line_that_cannot_be_recorded_does_not_fail_the_resume(tmp_path, monkeypatch):
    from sqlalchemy.exc import OperationalError

    svc, out = escalate(tmp_path)

    def locked(*args, **kwargs):
        raise OperationalError("UPDATE resume_jobs", {}, Exception("database is locked"))

    monkeypatch.setattr(svc.store, "add_resume_event", locked)
    with TestClient(make_app(svc, review=ReviewSettings(resume_poll_s=0.1)), raise_server_exceptions=False) as client:
        client.post(f"/api/reviews/{out.review_id}/verdict", headers={"Authorization": f"Bearer {TOKEN}"},
                    json={"reviewer": "alice", "verdict": "approve"})
        assert wait_until_settled(lambda: state(client, out.review_id))["phase"] == "finalized"
    job = svc.store.get_resume_job(out.review_id)
    assert job.state == "done" and job.events == []
