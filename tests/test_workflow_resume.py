"""Pause/resume across real process restarts, and a SIGKILL in the middle of a run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.workflow_fakes import BAD, GOOD
from tests.workflow_proc import kill_when_blocked
from tinyrag_eval.store import Store

ROOT = Path(__file__).resolve().parents[1]


def _proc(spec: dict) -> dict:
    res = subprocess.run([sys.executable, "-m", "tests.workflow_proc", json.dumps(spec)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, check=False)
    assert res.returncode == 0, res.stderr[-3000:]
    return json.loads(res.stdout.strip().splitlines()[-1])


@pytest.fixture
def paths(tmp_path) -> dict:
    return {"db": f"sqlite:///{tmp_path / 'store.sqlite3'}", "out": str(tmp_path / "out")}


def test_escalate_exit_approve_in_a_new_process(paths):
    first = _proc({**paths, "action": "run", "replies": [GOOD], "sets": [[0, 1]]})
    assert first["status"] == "escalated" and first["llm_calls"] == 1
    store = Store.open(paths["db"])
    assert store.load_workflow_context(first["run_id"]) is not None
    store.decide_review(first["review_id"], "alice", "approve")
    second = _proc({**paths, "action": "resume_review", "review_id": first["review_id"]})
    assert second["status"] == "finalized" and second["exported_now"]
    # nothing before the pause ran again in the new process
    assert (second["llm_calls"], second["retrievals"], second["evaluations"], second["judge_calls"],
            second["assessments"]) == (0, 0, 0, 0, 0)
    assert len(list(Path(paths["out"]).glob("*.md"))) == 1
    assert [a.number for a in store.attempts(first["run_id"])] == [1]


def test_escalate_exit_request_changes_in_a_new_process(paths):
    first = _proc({**paths, "action": "run", "replies": [BAD], "max_attempts": 1})
    assert first["status"] == "escalated"
    store = Store.open(paths["db"])
    store.decide_review(first["review_id"], "bob", "request_changes", "Use the CET1 figure of the report.")
    second = _proc({**paths, "action": "resume_review", "review_id": first["review_id"], "replies": [GOOD]})
    assert second["status"] == "finalized" and second["attempts"] == 2
    assert (second["llm_calls"], second["retrievals"], second["evaluations"]) == (1, 0, 1)


def test_sigkill_mid_run_then_resume_loses_nothing_and_exports_once(paths):
    spec = {**paths, "action": "run", "run_id": "killed-run", "replies": [BAD, "HANG"], "block_on": "HANG"}
    kill_when_blocked(spec)  # blocked: the fake LLM hangs in attempt 2
    store = Store.open(paths["db"])
    before = store.attempts("killed-run")
    assert [a.number for a in before] == [1] and before[0].decision.action == "regenerate"
    resumed = _proc({**paths, "action": "resume_run", "run_id": "killed-run", "replies": [GOOD]})
    assert resumed["status"] == "finalized" and resumed["attempts"] == 2
    assert resumed["llm_calls"] == 1 and resumed["evaluations"] == 1  # attempt 1 was reused, not redone
    after = store.attempts("killed-run")
    assert after[0].memo == before[0].memo and after[0].evaluation == before[0].evaluation
    # a finished run cannot be restarted; the memo exists once
    res = subprocess.run([sys.executable, "-m", "tests.workflow_proc",
                          json.dumps({**paths, "action": "resume_run", "run_id": "killed-run"})],
                         cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert res.returncode != 0 and "already finalized" in res.stderr
    assert len(list(Path(paths["out"]).glob("*.md"))) == 1
    assert store.get_export(after[1].id) is not None


def test_resume_run_after_kill_between_export_and_status(paths, monkeypatch):
    """Exported files recorded, then killed before the run's status changed: the rerun
    reuses everything and exports nothing twice."""
    first = _proc({**paths, "action": "run", "run_id": "r2", "replies": [GOOD]})
    assert first["status"] == "finalized"
    store = Store.open(paths["db"])
    store.set_run_status("r2", "running")  # as if killed right after recording the export
    again = _proc({**paths, "action": "resume_run", "run_id": "r2"})
    assert again["status"] == "finalized" and not again["exported_now"]
    assert again["llm_calls"] == 0 and again["evaluations"] == 0
    assert len(list(Path(paths["out"]).glob("*.md"))) == 1

