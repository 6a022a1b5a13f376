"""Faults around export (issue 16 §2): a full disk, a process killed while exporting, and the
PostgreSQL server restarted in the middle of a run. Each ends in a clear error or a retry and a
consistent store, and the memo is exported exactly once in the end."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from tinyrag_eval.workflows.run import aresume_run, run_memo

from tests.workflow_fakes import GOOD, make_services
from tests.workflow_proc import kill_when_blocked
from tinyrag_eval.export import ExportError, export_memo
from tinyrag_eval.store import Store

ROOT = Path(__file__).resolve().parents[1]


def test_a_full_disk_during_export_is_a_clear_error_and_the_resume_exports_once(tmp_path):
    svc = make_services(f"sqlite:///{tmp_path / 'store.db'}", tmp_path / "out", [GOOD])
    calls = []

    def full_disk(*args, **kwargs):
        calls.append(1)
        raise OSError(errno.ENOSPC, "No space left on device")

    svc.export = full_disk
    with pytest.raises(ExportError) as err:
        run_memo("Capital of Northwind", svc, run_id="r-full")
    msg = str(err.value)
    assert "No space left on device" in msg and "tinyrag memo --resume r-full" in msg
    # consistent: the decision is recorded, nothing is recorded as exported, no file is left
    (attempt,) = svc.store.attempts("r-full")
    assert attempt.decision.action == "finalize" and svc.store.get_export(attempt.id) is None
    assert svc.store.get_run("r-full").status == "running"
    assert not list((tmp_path / "out").glob("*.md"))
    # space is back: the resume exports once and redoes nothing
    svc.export = export_memo
    out = asyncio.run(aresume_run("r-full", svc))
    assert out.status == "finalized" and out.exported_now and out.attempts == 1
    assert len(list((tmp_path / "out").glob("*.md"))) == 1 and svc.store.get_export(attempt.id) is not None
    assert svc.evaluator.calls == 1  # the attempt was not evaluated again


def test_a_process_killed_while_exporting_resumes_and_exports_once(tmp_path):
    paths = {"db": f"sqlite:///{tmp_path / 'store.sqlite3'}", "out": str(tmp_path / "out")}
    spec = {**paths, "action": "run", "run_id": "r-kill", "replies": [GOOD], "hang_in_export": True}
    kill_when_blocked(spec)  # blocked: after the Markdown is written, before it is recorded
    store = Store.open(paths["db"])
    (attempt,) = store.attempts("r-kill")
    assert attempt.decision.action == "finalize" and store.get_export(attempt.id) is None
    assert len(list(Path(paths["out"]).glob("*.md"))) == 1  # written, not recorded
    res = subprocess.run([sys.executable, "-m", "tests.workflow_proc",
                          json.dumps({**paths, "action": "resume_run", "run_id": "r-kill"})],
                         cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert res.returncode == 0, res.stderr[-3000:]
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert out["status"] == "finalized" and out["llm_calls"] == 0 and out["evaluations"] == 0
    assert len(list(Path(paths["out"]).glob("*.md"))) == 1  # the same file rewritten, no copy
    assert store.get_export(attempt.id) is not None


PG_URL = os.environ.get("TINYRAG_TEST_POSTGRES_URL")


def _restart_postgres() -> None:
    clusters = subprocess.run(["pg_lsclusters", "-h"], capture_output=True, text=True, check=True).stdout
    port = PG_URL.rsplit(":", 1)[1].split("/")[0]
    (version, name) = next(line.split()[:2] for line in clusters.splitlines() if line.split()[2] == port)
    subprocess.run(["pg_ctlcluster", version, name, "restart"], check=True, capture_output=True, timeout=60)


@pytest.mark.skipif(not PG_URL, reason="TINYRAG_TEST_POSTGRES_URL is not set (CI starts PostgreSQL: .ci/start-postgres)")
@pytest.mark.skipif(shutil.which("pg_ctlcluster") is None or os.geteuid() != 0,
                    reason="restarting the server needs Debian's pg_ctlcluster as root (as in CI)")
def test_postgresql_restarted_mid_run_the_run_finishes_consistently(tmp_path):
    svc = make_services(PG_URL, tmp_path / "out", [GOOD])
    restarted = []

    def export_after_a_restart(*args, **kwargs):
        _restart_postgres()  # every pooled connection is now dead
        restarted.append(1)
        return export_memo(*args, **kwargs)

    svc.export = export_after_a_restart
    out = run_memo("Capital of Northwind", svc, run_id=f"r-pg-{uuid.uuid4().hex[:12]}")  # the database outlives the test
    assert restarted and out.status == "finalized" and out.exported_now
    (attempt,) = svc.store.attempts(out.run_id)
    assert svc.store.get_export(attempt.id) is not None
    assert svc.store.get_run(out.run_id).status == "finalized"
    assert len(list((tmp_path / "out").glob("*.md"))) == 1
