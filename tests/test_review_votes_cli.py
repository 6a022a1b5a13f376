"""`tinyrag queue approve|reject ...` with review.required_reviews = 2: each is a vote; the vote that
settles the item (agreement or a senior's adjudication) resumes the workflow."""

from __future__ import annotations

import json

from tinyrag_eval.workflows.run import run_memo
from typer.testing import CliRunner

from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval.cli import app

runner = CliRunner()


def _line(res) -> str:
    return " ".join(res.output.split())


def test_cli_votes_dispute_and_senior_adjudication(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    monkeypatch.setenv("TINYRAG_REVIEW__REQUIRED_REVIEWS", "2")
    monkeypatch.setenv("TINYRAG_REVIEW__SENIOR_REVIEWERS", '["carol"]')
    (tmp_path / "data").mkdir()
    svc = make_services(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}", tmp_path / "out", [GOOD],
                        sets=[[0, 1]])
    rid = run_memo("Capital of Northwind", svc).review_id
    res = runner.invoke(app, ["queue", "approve", rid, "--reviewer", "alice"])
    assert res.exit_code == 0 and "vote recorded: 1 of 2 (alice: approve)" in _line(res), res.output
    res = runner.invoke(app, ["queue", "reject", rid, "--reviewer", "alice"])
    assert res.exit_code == 2 and "alice has already voted" in _line(res)
    res = runner.invoke(app, ["queue", "reject", rid, "--reviewer", "bob", "--json"])
    assert res.exit_code == 0 and json.loads(res.stdout)["state"] == "disputed"
    rows = json.loads(runner.invoke(app, ["queue", "list", "--json"]).stdout)
    assert rows[0]["status"] == "disputed" and rows[0]["votes"] == "alice: approve, bob: reject"
    res = runner.invoke(app, ["queue", "approve", rid, "--reviewer", "dave"])
    assert res.exit_code == 2 and "only a senior reviewer can decide it (carol)" in _line(res)
    res = runner.invoke(app, ["queue", "approve", rid, "--reviewer", "carol", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["status"] == "finalized"
    assert [(lab.verdict, lab.reviewer) for lab in svc.store.labels()] == [("approve", "carol")]
