"""The store on SQLite and on a real PostgreSQL server (TINYRAG_TEST_POSTGRES_URL; CI sets it)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import uuid
from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine, func, select, text, update
from sqlalchemy.engine import make_url

from tinyrag_eval.config import Settings
from tinyrag_eval.store import (
    DuplicateRecordError,
    RecordNotFoundError,
    ReviewConflictError,
    Store,
    StoreConfigError,
    StoreError,
    StoreSchemaError,
    StoreUnavailableError,
    machine_scores,
    tables,
)
from tinyrag_eval.store import store as store_mod  # the module whose MAX_JSON_BYTES the store reads
from tinyrag_eval.store.tables import MetaRow, ReviewRow

from . import memo_samples as ms
from .conftest import ROOT

# read at import: the autouse settings fixture removes TINYRAG_* variables from each test's env
POSTGRES_URL = os.environ.get("TINYRAG_TEST_POSTGRES_URL", "")
PG_HINT = ("PostgreSQL variant skipped: set TINYRAG_TEST_POSTGRES_URL=postgresql+psycopg://user:pw@127.0.0.1:PORT/DB "
           "(`.ci/start-postgres` installs and starts one and prints the URL; CI always sets it)")


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    """A fresh, empty database URL: a SQLite file, or a private schema on the PostgreSQL server."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.sqlite3'}"
        return
    if not POSTGRES_URL:
        pytest.skip(PG_HINT)
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(POSTGRES_URL)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    url = make_url(POSTGRES_URL).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


@pytest.fixture
def store(store_url):
    with Store.open(store_url) as s:
        yield s


def _escalated(store: Store, attempt: int = 1, run_id: str | None = None):
    run = store.get_run(run_id) if run_id else store.start_run(ms.TOPIC)
    att = store.add_attempt(run.id, ms.memo(attempt), ms.retrieval())
    store.add_evaluation(att.id, ms.evaluation(f"memo-{attempt}"))
    store.add_assessment(att.id, ms.assessment())
    store.add_decision(att.id, ms.decision())
    return run, att, store.enqueue_review(att.id, reasons=ms.decision().reasons)


def test_attempt_roundtrip_with_everything_recorded(store):
    run = store.start_run(ms.TOPIC, config={"alpha": 0.1})
    assert run.status == "running" and run.created_at.tzinfo is not None
    a1 = store.add_attempt(run.id, ms.memo(1), ms.retrieval())
    store.add_evaluation(a1.id, ms.evaluation())
    store.add_assessment(a1.id, ms.assessment())
    store.add_decision(a1.id, ms.decision("regenerate"))
    a2 = store.add_attempt(run.id, ms.memo(2))
    got = store.get_attempt(a1.id)
    assert got.memo == ms.memo(1) and got.retrieval == ms.retrieval()
    assert got.evaluation == ms.evaluation() and got.assessment == ms.assessment()
    assert got.decision == ms.decision("regenerate")
    assert [a.number for a in store.attempts(run.id)] == [1, 2]
    assert store.latest_attempt(run.id).id == a2.id and a2.evaluation is None
    assert store.set_run_status(run.id, "finalized", finished=True).finished_at is not None
    assert [r.id for r in store.runs("finalized")] == [run.id]


def test_replay_is_idempotent_and_never_overwrites(store):
    run = store.start_run(ms.TOPIC, run_id="run-1")
    assert store.start_run(ms.TOPIC, run_id="run-1").id == "run-1"
    with pytest.raises(DuplicateRecordError, match="run 'run-1'"):
        store.start_run("another topic", run_id="run-1")
    a = store.add_attempt(run.id, ms.memo(1), ms.retrieval())
    assert store.add_attempt(run.id, ms.memo(1), ms.retrieval()).id == a.id  # step re-run after a crash
    with pytest.raises(DuplicateRecordError, match="attempt 1 of run 'run-1'"):
        store.add_attempt(run.id, ms.memo(1, extra=" Changed."), ms.retrieval())
    store.add_decision(a.id, ms.decision("escalate"))
    store.add_decision(a.id, ms.decision("escalate"))
    with pytest.raises(DuplicateRecordError, match="decision"):
        store.add_decision(a.id, ms.decision("finalize"))
    assert store.get_attempt(a.id).decision.action == "escalate"
    assert len(store.attempts(run.id)) == 1


def test_unknown_ids_and_bad_inputs_give_clear_errors(store):
    with pytest.raises(RecordNotFoundError, match="no run 'nope'"):
        store.add_attempt("nope", ms.memo(1))
    with pytest.raises(RecordNotFoundError, match="no attempt 999"):
        store.add_evaluation(999, ms.evaluation())
    with pytest.raises(RecordNotFoundError, match="no review item 'x'"):
        store.decide_review("x", "alice", "approve")
    with pytest.raises(ValueError, match="topic must be a non-empty"):
        store.start_run("   ")
    with pytest.raises(TypeError, match="must be a Memo"):
        store.add_attempt(store.start_run("t").id, {"id": "m"})


def test_huge_and_unserialisable_payloads_are_refused(store, monkeypatch):
    run = store.start_run(ms.TOPIC)
    monkeypatch.setattr(store_mod, "MAX_JSON_BYTES", 10_000)
    with pytest.raises(StoreError, match=r"memo 'memo-1' is 0\.\d MB of JSON; the store accepts at most"):
        store.add_attempt(run.id, ms.memo(1, extra="x" * 20_000))
    with pytest.raises(StoreError, match="not JSON-serialisable"):
        store.save_workflow_context(run.id, {"obj": object()})
    assert store.attempts(run.id) == [] and store.load_workflow_context(run.id) is None


def test_review_lifecycle_labels_and_archive(store):
    run, att, item = _escalated(store)
    assert item.status == "pending" and item.run_id == run.id and item.attempt_id == att.id
    assert item.reasons == ms.decision().reasons
    assert store.enqueue_review(att.id).id == item.id  # one item per attempt
    assert [r.id for r in store.pending_reviews()] == [item.id]

    decided = store.decide_review(item.id, "alice", "approve", "fine")
    assert (decided.status, decided.reviewer, decided.verdict, decided.version) == ("approved", "alice", "approve", 2)
    assert decided.decided_at is not None and store.pending_reviews() == []
    (label,) = store.labels()
    assert (label.attempt_id, label.review_id, label.label, label.reviewer) == (att.id, item.id, 1, "alice")
    assert label.features == machine_scores(ms.evaluation(), ms.assessment())
    assert label.features["response_relevancy"] is None and label.features["judge.faithfulness"] == 4

    _, _, item2 = _escalated(store, attempt=2, run_id=run.id)
    rejected = store.decide_review(item2.id, "bob", "reject", "wrong company")
    assert rejected.status == "rejected"
    assert [r.id for r in store.reviews("rejected")] == [item2.id]  # archived, not deleted
    assert len(store.reviews()) == 2 and [lab.label for lab in store.labels()] == [1, 0]
    assert [lab.id for lab in store.labels(since_id=store.labels()[0].id)] == [store.labels()[1].id]


def test_verdict_validation(store):
    _, _, item = _escalated(store)
    with pytest.raises(ValueError, match="verdict must be one of"):
        store.decide_review(item.id, "alice", "maybe")
    with pytest.raises(ValueError, match="needs the edited memo text"):
        store.decide_review(item.id, "alice", "edit")
    with pytest.raises(ValueError, match="needs notes"):
        store.decide_review(item.id, "alice", "request-changes", "  ")
    with pytest.raises(ValueError, match="reviewer must be"):
        store.decide_review(item.id, "", "approve")
    assert store.get_review(item.id).status == "pending" and store.labels() == []
    edited = store.decide_review(item.id, "alice", "edit", edited_text="Corrected memo.")
    assert edited.status == "edited" and edited.edited_text == "Corrected memo."
    assert store.labels()[0].label == 0


def test_second_reviewer_gets_conflict_not_lost_update(store):
    _, _, item = _escalated(store)
    store.decide_review(item.id, "alice", "approve")
    with pytest.raises(ReviewConflictError, match="already approved by alice") as err:
        store.decide_review(item.id, "bob", "reject", "no")
    assert err.value.current.reviewer == "alice"
    assert store.get_review(item.id).status == "approved" and len(store.labels()) == 1


def test_concurrent_reviewers_exactly_one_wins(store_url):
    """Eight reviewers, each with its own engine (own connections), act on one item at once."""
    with Store.open(store_url) as s:
        _, _, item = _escalated(s)
    n = 8
    barrier = threading.Barrier(n)
    outcomes: list[tuple[str, object]] = []

    def review(i: int) -> None:
        with Store.open(store_url) as mine:
            barrier.wait()
            try:
                r = mine.decide_review(item.id, f"reviewer{i}", "approve" if i % 2 else "reject", "n")
                outcomes.append(("won", r.reviewer))
            except ReviewConflictError as exc:
                outcomes.append(("conflict", exc.current.reviewer))

    threads = [threading.Thread(target=review, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(outcomes) == n, outcomes
    winners = [who for kind, who in outcomes if kind == "won"]
    assert len(winners) == 1, outcomes
    assert {who for kind, who in outcomes if kind == "conflict"} == set(winners)  # all saw the winner
    with Store.open(store_url) as s:
        final = s.get_review(item.id)
        assert final.reviewer == winners[0] and final.version == 2
        assert len(s.labels()) == 1 and s.labels()[0].reviewer == winners[0]


def test_reviewer_blocked_by_an_open_transaction_gets_conflict(store_url):
    """Deterministic interleaving: A's conditional update is uncommitted while B tries."""
    with Store.open(store_url) as s:
        _, _, item = _escalated(s)
    store_b = Store.open(store_url)
    engine_a = create_engine(store_url, connect_args={"timeout": 30} if store_url.startswith("sqlite") else {})
    result: list[object] = []

    def reviewer_b() -> None:
        try:
            store_b.decide_review(item.id, "bob", "reject", "no")
            result.append("won")
        except ReviewConflictError as exc:
            result.append(exc)

    with engine_a.begin() as conn:
        n = conn.execute(update(ReviewRow).where(ReviewRow.id == item.id,
                                                 ReviewRow.status == "pending")
                         .values(status="approved", reviewer="alice", verdict="approve")).rowcount
        assert n == 1
        b = threading.Thread(target=reviewer_b)
        b.start()
        time.sleep(0.8)
        assert b.is_alive() and not result  # B waits for A's lock instead of overwriting
    b.join(30)
    assert len(result) == 1 and isinstance(result[0], ReviewConflictError), result
    assert store_b.get_review(item.id).reviewer == "alice"
    store_b.close()
    engine_a.dispose()


def test_workflow_context_survives_a_new_process(store_url):
    with Store.open(store_url) as s:
        run = s.start_run(ms.TOPIC)
        assert s.load_workflow_context(run.id) is None
        assert s.save_workflow_context(run.id, {"step": "generate", "n": 1}) == 1
        assert s.save_workflow_context(run.id, {"step": "escalate", "state": {"attempt": 2}},
                                       step="escalate") == 2
    code = ("import json, sys; from tinyrag_eval.store import Store;"
            "s = Store.open(sys.argv[1]); print(json.dumps(s.load_workflow_context(sys.argv[2])))")
    out = subprocess.run([sys.executable, "-c", code, store_url, run.id], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == '{"step": "escalate", "state": {"attempt": 2}}'
    with Store.open(store_url) as s, pytest.raises(RecordNotFoundError):
        s.save_workflow_context("no-such-run", {})


def test_calibrator_versions(store):
    assert store.latest_calibrator() is None
    store.register_calibrator("v1", "/cal/v1", {"n": 40, "alpha": 0.1})
    store.register_calibrator("v2", "/cal/v2", {"n": 80})
    assert store.latest_calibrator().version == "v2"
    assert store.get_calibrator("v1").metadata == {"n": 40, "alpha": 0.1}
    assert store.register_calibrator("v1", "/cal/v1", {"n": 40, "alpha": 0.1}).version == "v1"
    with pytest.raises(DuplicateRecordError):
        store.register_calibrator("v1", "/elsewhere")
    assert [c.version for c in store.calibrators()] == ["v1", "v2"]
    with pytest.raises(RecordNotFoundError, match="no calibrator version 'v9'"):
        store.get_calibrator("v9")


def test_manual_label_keeps_machine_scores(store):
    run = store.start_run(ms.TOPIC)
    att = store.add_attempt(run.id, ms.memo(1))
    bare = store.add_label(att.id, 0, verdict="reject", reviewer="carol")
    assert bare.features == {} and bare.source == "manual"
    store.add_evaluation(att.id, ms.evaluation())
    lab = store.add_label(att.id, 1, verdict="approve")
    assert lab.features["nli_groundedness"] == 0.71 and "probability.overall" not in lab.features
    with pytest.raises(ValueError, match="label must be 0 or 1"):
        store.add_label(att.id, 3, verdict="approve")


def test_export_once_never_exports_twice(store, tmp_path):
    run = store.start_run(ms.TOPIC)
    att = store.add_attempt(run.id, ms.memo(1))
    calls = []

    def export():
        calls.append(1)
        return SimpleNamespace(files={"markdown": tmp_path / "m.md", "pdf": tmp_path / "m.pdf"})

    rec, fresh = store.export_once(att.id, export)
    assert fresh and rec.markdown_path == str(tmp_path / "m.md")
    assert rec.files == {"markdown": str(tmp_path / "m.md"), "pdf": str(tmp_path / "m.pdf")}
    rec2, fresh2 = store.export_once(att.id, export)
    assert not fresh2 and rec2 == rec and len(calls) == 1
    again, created = store.record_export(att.id, {"markdown": tmp_path / "other.md"})  # a racing process
    assert not created and again.markdown_path == str(tmp_path / "m.md")


def test_schema_version_row_and_mismatch(store_url):
    with Store.open(store_url) as s:
        assert s.schema_version == store_mod.SCHEMA_VERSION
        with s.engine.begin() as conn:
            conn.execute(update(MetaRow).values(value="99"))
    with pytest.raises(StoreSchemaError, match="schema version 99; this tinyrag-eval uses 3"):
        Store.open(store_url)


def test_bad_urls_name_the_setting(tmp_path):
    with pytest.raises(StoreConfigError, match="not a database URL.*TINYRAG_STORE__URL"):
        Store.open("not a url")
    with pytest.raises(StoreConfigError, match="unsupported database 'mysql'.*TINYRAG_STORE__URL"):
        Store.open("mysql://u:p@127.0.0.1/db")
    with pytest.raises(StoreConfigError, match="store URL is empty"):
        Store.open("  ")
    (tmp_path / "file").write_text("")
    with pytest.raises(StoreUnavailableError, match="TINYRAG_STORE__URL"):
        Store.open(f"sqlite:///{tmp_path / 'file' / 'sub' / 'db.sqlite3'}")


def test_unreachable_postgres_is_one_line_without_password():
    t0 = time.monotonic()
    with pytest.raises(StoreUnavailableError) as err:
        Store.open("postgresql+psycopg://u:s3cret@127.0.0.1:1/db")  # nothing listens on port 1
    msg = str(err.value)
    assert "\n" not in msg and "s3cret" not in msg and "***" in msg
    assert msg.startswith("cannot open the store at postgresql+psycopg://u:***@127.0.0.1:1/db")
    assert msg.endswith("check TINYRAG_STORE__URL (store.url)") and time.monotonic() - t0 < 15


def test_default_sqlite_under_data_dir_and_env_url(tmp_path, monkeypatch):
    settings = Settings(store={"data_dir": tmp_path / "data"})
    with Store.open(settings=settings) as s:
        s.start_run("t")
    assert (tmp_path / "data" / "tinyrag.sqlite3").is_file()
    monkeypatch.setenv("TINYRAG_STORE__URL", f"sqlite:///{tmp_path / 'env.sqlite3'}")
    from tinyrag_eval.config import get_settings

    get_settings.cache_clear()
    with Store.open() as s:
        assert s.url.endswith("env.sqlite3")
    assert (tmp_path / "env.sqlite3").is_file()


def test_decisions_delete_nothing(store):
    run, _, item = _escalated(store)
    _, _, item2 = _escalated(store, 2, run.id)
    _, _, item3 = _escalated(store, 3, run.id)
    store.decide_review(item.id, "a", "reject", "x")
    store.decide_review(item2.id, "a", "request_changes", "add asset quality")
    store.decide_review(item3.id, "a", "approve")
    with store.engine.connect() as conn:
        counts = {t: conn.scalar(select(func.count()).select_from(getattr(tables, t[1:] + "Row")))  # _Review -> ReviewRow
                  for t in ("_Review", "_Attempt", "_Evaluation", "_Decision", "_Label")}
    assert counts == {"_Review": 3, "_Attempt": 3, "_Evaluation": 3, "_Decision": 3, "_Label": 3}
    assert {r.status for r in store.reviews()} == {"rejected", "changes_requested", "approved"}


def test_store_errors_share_the_project_root_and_keep_their_old_bases():
    from tinyrag_eval.errors import TinyragError

    for cls in (StoreError, StoreConfigError, StoreUnavailableError, StoreSchemaError,
                RecordNotFoundError, DuplicateRecordError, ReviewConflictError):
        assert issubclass(cls, TinyragError), cls
    assert issubclass(StoreConfigError, ValueError) and issubclass(StoreUnavailableError, ConnectionError)
    assert issubclass(RecordNotFoundError, LookupError)
