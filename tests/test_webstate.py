"""The review server's sessions and resume jobs in the store, on SQLite and on PostgreSQL
(TINYRAG_TEST_POSTGRES_URL; CI sets it): only token hashes are kept, sessions expire, and each
resume job is claimed by exactly one of several servers sharing the database."""

from __future__ import annotations

import threading
import time

import pytest
from sqlalchemy import select, text

from tinyrag_eval.store import RecordNotFoundError, ReviewConflictError, Store
from tinyrag_eval.store import webstate as ws
from tinyrag_eval.store.webstate import ResumeJobRow, WebSessionRow, session_key

from . import memo_samples as ms
from .test_store import store_url  # noqa: F401 -- the SQLite / PostgreSQL fixture

TOKEN = "session-token-" + "x" * 40


@pytest.fixture
def store(store_url):  # noqa: F811
    with Store.open(store_url) as s:
        yield s


def _items(store: Store, n: int) -> list[str]:
    ids = []
    for _ in range(n):
        run = store.start_run(ms.TOPIC)
        att = store.add_attempt(run.id, ms.memo(1), ms.retrieval())
        store.add_evaluation(att.id, ms.evaluation("memo-1"))
        ids.append(store.enqueue_review(att.id, reasons=["attempts exhausted"]).id)
    return ids


def test_a_session_is_kept_as_a_hash_and_survives_reopening(store, store_url):  # noqa: F811
    rec = store.open_web_session(TOKEN, reviewer="alice", ttl_s=3600)
    assert rec.key == session_key(TOKEN) != TOKEN and rec.expires_at > rec.created_at
    with Store.open(store_url) as again:  # another process, or the server after a restart
        got = again.get_web_session(TOKEN)
        assert got is not None and got.reviewer == "alice"
        again.set_web_session_reviewer(TOKEN, "Alice R.")
    assert store.get_web_session(TOKEN).reviewer == "Alice R."
    with store.engine.connect() as conn:  # nothing in the table is the token
        rows = conn.execute(select(WebSessionRow.__table__)).all()
    assert rows and not any(TOKEN in str(v) for row in rows for v in row)
    assert store.get_web_session("another-token-of-the-same-length-xxxxxxxxxxxxxxxxxxx") is None
    assert store.get_web_session("") is None
    store.close_web_session(TOKEN)
    assert store.get_web_session(TOKEN) is None


def test_an_expired_session_is_refused_and_removed_at_the_next_login(store):
    store.open_web_session(TOKEN, ttl_s=0.3)
    assert store.get_web_session(TOKEN) is not None
    time.sleep(0.5)
    assert store.get_web_session(TOKEN) is None
    store.open_web_session("second-token-" + "y" * 40, ttl_s=60)
    with store.engine.connect() as conn:
        keys = conn.execute(select(WebSessionRow.key)).scalars().all()
    assert keys == [session_key("second-token-" + "y" * 40)]
    with pytest.raises(ValueError, match="positive lifetime"):
        store.open_web_session(TOKEN, ttl_s=0)


def test_sessions_beyond_the_cap_end_the_oldest(store, monkeypatch):
    monkeypatch.setattr(ws, "MAX_SESSIONS", 3)
    for i in range(5):
        store.open_web_session(f"token-{i}-" + "z" * 40, ttl_s=60)
        time.sleep(0.01)
    assert [store.get_web_session(f"token-{i}-" + "z" * 40) is not None for i in range(5)] == \
        [False, False, True, True, True]


def test_the_verdict_queues_its_resume_in_the_same_transaction(store):
    (rid,) = _items(store, 1)
    assert store.get_resume_job(rid) is None
    store.decide_review(rid, "alice", "approve", queue_resume=True)
    job = store.get_resume_job(rid)
    assert job is not None and job.state == "queued" and job.attempts == 0 and job.active
    with pytest.raises(ReviewConflictError):  # the loser queues nothing
        store.decide_review(rid, "bob", "reject", queue_resume=True)
    assert [j.review_id for j in store.resume_jobs()] == [rid]
    with pytest.raises(RecordNotFoundError):
        store.queue_resume("no-such-item")


def test_a_job_is_claimed_once_renewed_finished_and_retried_after_failing(store):
    a, b = _items(store, 2)
    for rid in (a, b):
        store.decide_review(rid, "alice", "approve", queue_resume=True)
    first = store.claim_resume("server-1", lease_s=60)
    assert first is not None and first.review_id == a and first.state == "running" and first.owner == "server-1"
    second = store.claim_resume("server-2", lease_s=60)
    assert second is not None and second.review_id == b
    assert store.claim_resume("server-3", lease_s=60) is None  # nothing left: both leases are live
    assert store.renew_resume_leases("server-1", lease_s=60) == 1
    for i in range(40):
        store.add_resume_event(a, "server-1", f"line {i}")
    store.add_resume_event(a, "server-2", "not the owner: ignored")
    assert store.get_resume_job(a).events == [f"line {i}" for i in range(10, 40)]
    assert not store.finish_resume(a, "server-2", outcome={"status": "finalized"})  # not the owner
    assert store.finish_resume(a, "server-1", outcome={"status": "finalized"})
    assert store.get_resume_job(a).state == "done" and store.get_resume_job(a).outcome == {"status": "finalized"}
    assert store.finish_resume(b, "server-2", error="RuntimeError: the index folder is missing")
    failed = store.get_resume_job(b)
    assert failed.state == "failed" and failed.error == "RuntimeError: the index folder is missing"
    assert store.queue_resume(a).state == "done"  # a done job stays done
    retried = store.queue_resume(b)
    assert retried.state == "queued" and retried.error is None and retried.attempts == 1
    again = store.claim_resume("server-1", lease_s=60)
    assert again.review_id == b and again.attempts == 2 and not again.reclaimed


def test_a_stopped_servers_job_is_reclaimed_after_its_lease(store):
    (rid,) = _items(store, 1)
    store.decide_review(rid, "alice", "approve", queue_resume=True)
    assert store.claim_resume("dead-server", lease_s=0.3).owner == "dead-server"
    assert store.claim_resume("live-server", lease_s=60) is None  # the lease still runs
    time.sleep(0.5)
    job = store.claim_resume("live-server", lease_s=60)
    assert job is not None and job.owner == "live-server" and job.reclaimed and job.attempts == 2
    assert store.renew_resume_leases("dead-server", lease_s=60) == 0
    assert not store.finish_resume(rid, "dead-server", outcome={})  # the old owner cannot finish it
    assert store.finish_resume(rid, "live-server", outcome={})


def test_servers_racing_for_jobs_each_claim_every_job_exactly_once(store_url):  # noqa: F811
    n_jobs, n_servers = 24, 4
    with Store.open(store_url) as setup:
        ids = _items(setup, n_jobs)
        for rid in ids:
            setup.decide_review(rid, "alice", "approve", queue_resume=True)
    stores = [Store.open(store_url) for _ in range(n_servers)]
    claimed: list[tuple[str, str]] = []
    lock = threading.Lock()
    start = threading.Barrier(n_servers * 2)

    def server(i: int) -> None:
        store, owner = stores[i // 2], f"server-{i}"
        start.wait()
        while (job := store.claim_resume(owner, lease_s=60)) is not None:
            with lock:
                claimed.append((job.review_id, owner))
            assert store.finish_resume(job.review_id, owner, outcome={"by": owner})

    threads = [threading.Thread(target=server, args=(i,)) for i in range(n_servers * 2)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert sorted(r for r, _ in claimed) == sorted(ids)  # each exactly once
        jobs = stores[0].resume_jobs()
        assert all(j.state == "done" and j.attempts == 1 and j.outcome == {"by": j.owner} for j in jobs)
    finally:
        for s in stores:
            s.close()


def test_the_new_tables_are_additive(store):
    from tinyrag_eval.store import SCHEMA_VERSION

    assert store.schema_version == SCHEMA_VERSION == 3  # 2: exports as {format: path}; 3: per-criterion labels
    with store.engine.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM resume_jobs")).scalar() == 0
    assert ResumeJobRow.__tablename__ == "resume_jobs" and WebSessionRow.__tablename__ == "web_sessions"
