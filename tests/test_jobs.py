"""Resumable batch jobs in the store: one claimer per item, expired leases reclaimed, a finished
job does nothing again, and a worker killed with SIGKILL mid-batch loses and duplicates nothing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from datetime import timedelta

import pytest

from tinyrag_eval.engine.jobs import work_job
from tinyrag_eval.store import DuplicateRecordError, JobQueue, RecordNotFoundError, Store
from tinyrag_eval.store.tables import utc_now

POSTGRES_URL = os.environ.get("TINYRAG_TEST_POSTGRES_URL", "")


@pytest.fixture
def url(tmp_path):
    return f"sqlite:///{tmp_path / 'jobs.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A fresh database: a SQLite file, or a private schema on TINYRAG_TEST_POSTGRES_URL (CI sets it)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'jobs.sqlite3'}"
        return
    if not POSTGRES_URL:
        pytest.skip("PostgreSQL variant skipped: set TINYRAG_TEST_POSTGRES_URL (CI sets it)")
    import uuid

    from sqlalchemy import create_engine, make_url, text

    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(POSTGRES_URL)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    try:
        yield make_url(POSTGRES_URL).update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
            hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


def _queue(url, lease=300.0):
    return JobQueue(Store.open(url), lease_seconds=lease)


def _payloads(n):
    return [({"line": i + 1, "row": {"id": f"m{i}"}}, None) for i in range(n)]


def test_create_is_idempotent_and_refuses_other_input(db_url):
    q = _queue(db_url)
    job = q.create("j1", "eval_memo", {"metrics": ["a"]}, [*_payloads(3), ({"line": 4, "row": None}, "invalid JSON")])
    assert job.total == 4 and job.counts == {"pending": 3, "running": 0, "done": 0, "failed": 1}
    assert q.create("j1", "eval_memo", {"metrics": ["a"]}, [*_payloads(3), ({"line": 4, "row": None}, "invalid JSON")]) == job
    with pytest.raises(DuplicateRecordError, match="another --job id"):
        q.create("j1", "eval_memo", {"metrics": ["b"]}, _payloads(3))
    with pytest.raises(DuplicateRecordError):
        q.create("j1", "eval_memo", {"metrics": ["a"]}, _payloads(4))
    assert q.items("j1", "failed")[0].error == "invalid JSON"
    with pytest.raises(RecordNotFoundError, match="no job 'nope'"):
        q.get("nope")
    assert [j.id for j in q.jobs()] == ["j1"]


def test_concurrent_claimers_never_take_the_same_item(db_url):
    _queue(db_url).create("j", "test", {}, _payloads(60))
    taken: dict[str, list[int]] = {}
    start = threading.Barrier(4)

    def claimer(name):
        q = _queue(db_url)  # its own engine and connections, as another process would have
        start.wait()
        mine = taken.setdefault(name, [])
        while items := q.claim("j", name, limit=2):
            for it in items:
                mine.append(it.index)
                assert q.complete("j", it.index, name, {"by": name})

    threads = [threading.Thread(target=claimer, args=(f"w{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    everything = [i for v in taken.values() for i in v]
    assert sorted(everything) == list(range(60))  # no item twice, none lost
    q = _queue(db_url)
    assert q.get("j").counts["done"] == 60
    assert all(it.attempts == 1 and it.result == {"by": it.worker} for it in q.items("j"))


def test_expired_lease_is_reclaimed_and_the_old_worker_is_fenced_off(db_url):
    q = _queue(db_url, lease=10)
    q.create("j", "test", {}, _payloads(2))
    t0 = utc_now()
    [first] = q.claim("j", "dead", limit=1, now=t0)
    assert first.index == 0
    # within the lease nobody else gets item 0
    assert [it.index for it in q.claim("j", "alive", limit=5, now=t0 + timedelta(seconds=5))] == [1]
    assert q.claim("j", "alive", limit=5, now=t0 + timedelta(seconds=9)) == []
    [again] = q.claim("j", "alive", limit=5, now=t0 + timedelta(seconds=11))
    assert (again.index, again.attempts, again.worker) == (0, 2, "alive")
    assert q.complete("j", 0, "dead", {"stale": True}) is False  # the old owner cannot overwrite
    assert q.complete("j", 0, "alive", {"ok": True}) is True
    assert q.complete("j", 0, "alive", {"again": True}) is False  # done once
    assert q.items("j")[0].result == {"ok": True}


def test_a_live_worker_keeps_an_item_that_runs_longer_than_its_lease(db_url):
    import threading
    import time

    from tinyrag_eval.engine.jobs import handle_claimed

    q = _queue(db_url, lease=0.6)
    q.create("j", "test", {}, _payloads(1))
    [item] = q.claim("j", "slow", limit=1)
    stolen: list[list] = []
    calls = []

    def slow(it):  # three leases long; meanwhile another worker keeps trying to take the item
        calls.append(it.index)
        for _ in range(9):
            time.sleep(0.2)
            stolen.append(q.claim("j", "thief", limit=1))
        return {"ok": True}

    assert handle_claimed(q, item, "slow", slow) is True
    assert calls == [0] and all(s == [] for s in stolen)  # the heartbeat kept the lease: no second run
    done = q.items("j")[0]
    assert (done.status, done.attempts, done.worker, done.result) == ("done", 1, "slow", {"ok": True})
    # a worker that stops renewing (killed) loses the item once its lease runs out
    q.create("k", "test", {}, _payloads(1))
    q.claim("k", "dead", limit=1)
    time.sleep(0.7)
    [again] = q.claim("k", "alive", limit=1)
    assert again.worker == "alive" and again.attempts == 2 and q.renew("k", 0, "dead") is False
    assert threading.active_count() < 50  # heartbeats end with their items


def test_a_finished_job_evaluates_nothing_again_and_failures_keep_their_reason(db_url):
    q = _queue(db_url)
    q.create("j", "test", {}, _payloads(5))
    calls = []

    def handler(item):
        calls.append(item.index)
        if item.index == 3:
            raise ValueError("bad memo")
        return {"v": item.index}

    assert work_job(q, "j", handler, worker="w") == 5
    assert sorted(calls) == [0, 1, 2, 3, 4]
    assert q.get("j").counts == {"pending": 0, "running": 0, "done": 4, "failed": 1}
    assert q.items("j", "failed")[0].error == "ValueError: bad memo"
    calls.clear()
    assert work_job(q, "j", handler, worker="w2") == 0 and calls == []


VICTIM = """
import sys, time
from tinyrag_eval.engine.jobs import work_job
from tinyrag_eval.store import JobQueue, Store
url, log = sys.argv[1:3]
q = JobQueue(Store.open(url), lease_seconds=1.0)
def handler(item):
    with open(log, "a") as fh:
        fh.write(f"{item.index}\\n")
    time.sleep(0.05)
    return {"value": item.index}
work_job(q, "killme", handler, worker="victim")
"""


def test_resume_after_sigkill_has_no_duplicates_and_no_lost_items(url, tmp_path):
    n = 40
    q = _queue(url, lease=1.0)
    q.create("killme", "test", {}, _payloads(n))
    log = tmp_path / "evaluated.log"
    proc = subprocess.Popen([sys.executable, "-c", VICTIM, url, str(log)], env={**os.environ, "PYTHONHASHSEED": "0"})
    deadline = time.monotonic() + 60
    while q.get("killme").counts["done"] < 8:
        assert proc.poll() is None and time.monotonic() < deadline, "the worker ended before it was killed"
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = q.get("killme").counts
    assert 8 <= before["done"] < n and before["pending"] > 0
    resumed = []
    work_job(q, "killme", lambda it: resumed.append(it.index) or {"value": it.index}, worker="resumer")
    items = q.items("killme")
    done = [it.index for it in items if it.status == "done"]
    assert done == list(range(n))  # nothing lost
    assert all(it.result == {"value": it.index} for it in items)
    by_victim = {it.index for it in items if it.worker == "victim"}
    assert len(by_victim) == before["done"]
    # the resumer did exactly the rest, each once (no duplicate result); of the killed worker's
    # evaluations only the one in flight (started, never stored) is done again
    assert sorted(resumed) == sorted(set(range(n)) - by_victim)
    started = [int(x) for x in log.read_text().split()]
    assert len(started) == len(set(started)) and len(set(started) & set(resumed)) <= 1
    print(json.dumps({"killed_after": before, "resumed": len(resumed)}))


QUERY = "What was Acme Bank's CET1 ratio at the end of 2025?"
CTX = ["Acme Bank reported a CET1 ratio of 14.2% at 31 December 2025.", "Net interest income rose 6% to $1.2 billion."]


def _memo_input(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join([
        json.dumps({"id": "a", "query": QUERY, "contexts": CTX, "answer": "The CET1 ratio was 14.2% in 2025."}),
        "{not json",
        json.dumps({"id": "b", "query": QUERY, "contexts": CTX, "answer": "CET1 was 9.9%; income rose 6%."}),
        json.dumps({"id": "noans", "query": QUERY, "contexts": CTX}),
    ]) + "\n")
    return src


def _cli(*args):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    res = CliRunner().invoke(app, [*args])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def _without_seconds(path):
    return [{k: v for k, v in json.loads(x).items() if k != "seconds"} for x in path.read_text().splitlines()]


@pytest.mark.models
def test_eval_memo_job_writes_the_plain_records_and_a_rerun_evaluates_nothing(tmp_path, monkeypatch, url):
    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    src = _memo_input(tmp_path)
    common = ["eval", "memo", "--input", str(src), "--json", "--metrics", "groundedness_similarity,numeric_consistency"]
    plain = _cli(*common, "--out", str(tmp_path / "plain.jsonl"))
    first = _cli(*common, "--out", str(tmp_path / "job.jsonl"), "--job", "nightly")
    assert first["evaluated"] == 2 and first["counts"] == {"pending": 0, "running": 0, "done": 2, "failed": 2}
    assert _without_seconds(tmp_path / "job.jsonl") == _without_seconds(tmp_path / "plain.jsonl")
    assert first["metrics"] == plain["metrics"] and first["row_errors"] == plain["row_errors"] == 2
    (tmp_path / "job.jsonl").unlink()
    again = _cli(*common, "--out", str(tmp_path / "job.jsonl"), "--job", "nightly")
    assert again["evaluated"] == 0 and _without_seconds(tmp_path / "job.jsonl") == _without_seconds(tmp_path / "plain.jsonl")
    resumed = _cli("jobs", "resume", "nightly", "--json", "--out", str(tmp_path / "resumed.jsonl"))
    assert resumed["evaluated"] == 0 and _without_seconds(tmp_path / "resumed.jsonl") == _without_seconds(tmp_path / "plain.jsonl")
    [listed] = _cli("jobs", "list", "--json")
    assert (listed["job"], listed["items"], listed["done"], listed["failed"]) == ("nightly", 4, 2, 2)
    shown = _cli("jobs", "show", "nightly", "--json")
    assert shown["finished"] and [i["line"] for i in shown["not_done"]] == [2, 4]
    assert "invalid JSON" in shown["not_done"][0]["reason"]


def test_resume_finishes_a_killed_workers_item_after_its_lease(tmp_path, monkeypatch, url):
    """A job whose worker died holding an item: `jobs resume` waits out the lease, reclaims the
    item and finishes the job (a stub evaluator: the handler is the engine's, the model is not)."""
    from tinyrag_eval.engine import memo as memo_engine

    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    q = _queue(url, lease=1.0)
    rows = [{"id": f"m{i}", "query": QUERY, "contexts": CTX, "answer": "x"} for i in range(3)]
    q.create("j", memo_engine.MEMO_JOB, {"metrics": ["numeric_consistency"], "options": {}, "input": "in",
                                         "out": str(tmp_path / "out.jsonl")},
             [({"line": i + 1, "row": r}, None) for i, r in enumerate(rows)])
    assert [it.index for it in q.claim("j", "dead-host:1", limit=1)] == [0]

    def fake_record(evaluator, item):
        return {"id": item.id, "metrics": {}, "seconds": {}}

    monkeypatch.setattr(memo_engine, "memo_record", fake_record)
    summary = _cli("jobs", "resume", "j", "--json", "--lease", "1")
    assert summary["evaluated"] == 3 and summary["counts"]["done"] == 3
    assert [json.loads(x)["id"] for x in (tmp_path / "out.jsonl").read_text().splitlines()] == ["m0", "m1", "m2"]
    assert _queue(url).items("j")[0].attempts == 2


def test_resume_retry_failed_evaluates_the_failed_items_again(tmp_path, monkeypatch, url):
    from tinyrag_eval.engine import memo as memo_engine

    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    q = _queue(url)
    rows = [{"id": f"m{i}", "query": QUERY, "contexts": CTX, "answer": "x"} for i in range(3)]
    q.create("r", memo_engine.MEMO_JOB, {"metrics": ["numeric_consistency"], "options": {}, "input": "in",
                                         "out": str(tmp_path / "out.jsonl")},
             [({"line": i + 1, "row": r}, None) for i, r in enumerate(rows)])
    flaky = {"m1"}

    def fake_record(evaluator, item):
        if item.id in flaky:
            flaky.discard(item.id)
            raise TimeoutError("the LLM endpoint timed out")
        return {"id": item.id, "metrics": {}, "seconds": {}}

    monkeypatch.setattr(memo_engine, "memo_record", fake_record)
    first = _cli("jobs", "resume", "r", "--json")
    assert first["counts"]["failed"] == 1 and first["retried"] == 0
    assert "timed out" in _cli("jobs", "show", "r", "--json")["not_done"][0]["reason"]
    again = _cli("jobs", "resume", "r", "--json")  # without the flag a failed item stays failed
    assert again["evaluated"] == 0 and again["counts"]["failed"] == 1
    retried = _cli("jobs", "resume", "r", "--json", "--retry-failed")
    assert retried["retried"] == 1 and retried["evaluated"] == 1 and retried["counts"] == {
        "pending": 0, "running": 0, "done": 3, "failed": 0}
    assert [json.loads(x)["id"] for x in (tmp_path / "out.jsonl").read_text().splitlines()] == ["m0", "m1", "m2"]
    assert _queue(url).items("r")[1].attempts == 2


# ---------------------------------------------------------------------------------------------
# LLM usage per job, and a cost budget every worker keeps


def _priced_handler(cost):
    """A handler whose item makes one priced LLM call of ``cost`` USD (as the LLM metrics would)."""
    from tinyrag_eval.llm.usage import CallUsage, record

    def handle(item):
        record(CallUsage(model="scripted", prompt_tokens=100, completion_tokens=10, cost_usd=cost), cached=False)
        return {"id": item.payload["row"]["id"]}

    return handle


def test_usage_is_stored_per_item_and_summed_over_workers(db_url):
    q1, q2 = _queue(db_url), _queue(db_url)
    q1.create("u", "test", {}, _payloads(6))
    threads = [threading.Thread(target=work_job, args=(q, "u", _priced_handler(0.25)), kwargs={"worker": w})
               for q, w in ((q1, "w1"), (q2, "w2"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    usage, items = q2.usage("u")
    assert items == 6 and usage.llm_calls == 6 and usage.prompt_tokens == 600 and usage.cost_usd == pytest.approx(1.5)
    # a failed item's spend is kept, and a retry adds to it (both attempts were paid)
    q1.create("f", "test", {}, _payloads(1))

    def boom(item):
        _priced_handler(0.5)(item)
        raise RuntimeError("rate limited")

    work_job(q1, "f", boom, worker="w1")
    assert q1.usage("f")[0].cost_usd == pytest.approx(0.5) and q1.items("f")[0].status == "failed"
    q1.retry_failed("f")
    work_job(q1, "f", _priced_handler(0.5), worker="w1")
    assert q1.usage("f")[0].cost_usd == pytest.approx(1.0) and q1.usage("f")[1] == 1


def test_a_cost_budget_stops_every_worker_and_a_new_budget_goes_on(db_url):
    q = _queue(db_url)
    q.create("b", "test", {"max_cost_usd": 1.0}, _payloads(5))
    # after 2 items at 0.4: 0.8 spent + 0.4 for the next > 1.0 -> stop before the third
    assert work_job(q, "b", _priced_handler(0.4), worker="w1") == 2
    assert q.get("b").counts == {"pending": 3, "running": 0, "done": 2, "failed": 0}
    assert work_job(_queue(db_url), "b", _priced_handler(0.4), worker="w2") == 0  # another worker too
    # a re-run with another budget is the same job; other settings are not
    q.create("b", "test", {"max_cost_usd": 10.0}, _payloads(5), mutable=("max_cost_usd",))
    assert q.get("b").spec == {"max_cost_usd": 10.0}
    with pytest.raises(DuplicateRecordError):
        q.create("b", "test", {"max_cost_usd": 10.0, "metrics": ["x"]}, _payloads(5), mutable=("max_cost_usd",))
    q.create("b", "test", {}, _payloads(5), mutable=("max_cost_usd",))  # no budget given: the stored one stays
    assert q.get("b").spec == {"max_cost_usd": 10.0}
    assert work_job(q, "b", _priced_handler(0.4), worker="w1") == 3
    usage, items = q.usage("b")
    assert q.get("b").finished and items == 5 and usage.cost_usd == pytest.approx(2.0)
