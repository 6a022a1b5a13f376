"""A reviewer's per-criterion verdict (which of grounded, relevant, complete, safe failed): stored
with the label (store schema 3) through the store, the review server's form and API, the CLI and
votes; a schema-2 database is upgraded; and calibration uses it: a memo rejected for relevance
only no longer counts as ungrounded."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, inspect, text
from tinyrag_eval.workflows.run import run_memo
from typer.testing import CliRunner

from tests.memo_samples import memo
from tests.web_helpers import TOKEN, escalate, make_app, wait_until_settled
from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval.calibration.from_store import (
    calibrate_from_store,
    covered_labels,
    label_counts,
    label_data_from_store,
)
from tinyrag_eval.cli import app
from tinyrag_eval.config import Settings
from tinyrag_eval.schema import Assessment, CriterionAssessment, Evaluation, MetricResult
from tinyrag_eval.store import SCHEMA_VERSION, Store

from .test_store import store_url  # noqa: F401 -- the fixture (SQLite, and PostgreSQL when configured)
from .test_web import csrf_of, login, state

runner = CliRunner()
ALL = ("grounded", "relevant", "complete", "safe")


@pytest.fixture
def store(tmp_path):
    with Store.open(f"sqlite:///{tmp_path / 'crit.sqlite3'}") as s:
        yield s


def _item(store: Store, i: int, *, nli: float = 0.9):
    run = store.start_run(f"topic {i}")
    att = store.add_attempt(run.id, memo(1, memo_id=f"memo-{i}"))
    store.add_evaluation(att.id, Evaluation(memo_id=f"memo-{i}", metrics={
        n: MetricResult(name=n, value=nli) for n in
        ("nli_groundedness", "numeric_consistency", "context_relevancy", "groundedness_similarity")}))
    return store.enqueue_review(att.id, reasons=["attempts exhausted"])


# --------------------------------------------------------------------------- the store


def test_decide_review_stores_the_failed_criteria_and_the_others_pass(store):
    a, b, c = _item(store, 1), _item(store, 2), _item(store, 3)
    store.decide_review(a.id, "alice", "reject", "off topic", failed=["relevant"])
    store.decide_review(b.id, "alice", "approve")
    store.decide_review(c.id, "alice", "reject", "wrong")  # no criterion named
    la, lb, lc = (store.review_label(x.id) for x in (a, b, c))
    assert la.label == 0 and la.criteria == {"grounded": 1, "relevant": 0, "complete": 1, "safe": 1}
    assert [la.label_for(k) for k in ALL] == [1, 0, 1, 1] and la.label_for(None) == 0
    assert lb.criteria == dict.fromkeys(ALL, 1) and [lb.label_for(k) for k in ALL] == [1, 1, 1, 1]
    assert lc.criteria is None and [lc.label_for(k) for k in ALL] == [0, 0, 0, 0]  # as before schema 3
    assert store.review_label(_item(store, 4).id) is None  # pending: no label


def test_bad_failed_criteria_are_refused_before_anything_is_recorded(store):
    it = _item(store, 1)
    with pytest.raises(ValueError, match="unknown criterion 'grouned'"):
        store.decide_review(it.id, "alice", "reject", failed="grouned")
    with pytest.raises(ValueError, match="an approval passes every criterion"):
        store.decide_review(it.id, "alice", "approve", failed=["safe"])
    assert store.get_review(it.id).status == "pending" and store.labels() == []
    with pytest.raises(ValueError, match="cannot have a failed criterion"):
        store.add_label(store.get_review(it.id).attempt_id, 1, verdict="approve", criteria={"safe": 0})


def test_add_label_takes_failed_or_an_explicit_map(store):
    it = _item(store, 1)
    lab = store.add_label(it.attempt_id, 0, verdict="reject", failed="relevant, complete")
    assert lab.criteria == {"grounded": 1, "relevant": 0, "complete": 0, "safe": 1}
    lab2 = store.add_label(it.attempt_id, 0, verdict="reject", criteria={"grounded": 0, "relevant": None})
    assert lab2.criteria == {"grounded": 0, "relevant": None} and lab2.label_for("relevant") == 0
    assert [x.criteria for x in store.labels()] == [lab.criteria, lab2.criteria]  # read back as written


def test_votes_keep_their_failed_criteria_and_the_decision_joins_them(store):
    it = _item(store, 1)
    store.cast_vote(it.id, "alice", "reject", failed=["relevant"], required=2)
    out = store.cast_vote(it.id, "bob", "reject", failed="complete", required=2)
    assert out.decided_now and [v.failed for v in store.votes(it.id)] == [["relevant"], ["complete"]]
    assert store.review_label(it.id).criteria == {"grounded": 1, "relevant": 0, "complete": 0, "safe": 1}
    # one agreeing vote that named nothing: the decision cannot say a criterion passed
    it2 = _item(store, 2)
    store.cast_vote(it2.id, "alice", "reject", failed=["relevant"], required=2)
    store.cast_vote(it2.id, "bob", "reject", required=2)
    assert store.review_label(it2.id).criteria is None
    # a dispute: the senior's verdict and criteria decide
    it3 = _item(store, 3)
    store.cast_vote(it3.id, "alice", "approve", required=2, senior_reviewers=["carol"])
    store.cast_vote(it3.id, "bob", "reject", failed=["grounded"], required=2, senior_reviewers=["carol"])
    store.cast_vote(it3.id, "carol", "request_changes", "tighten it", failed=["relevant"], required=2,
                    senior_reviewers=["carol"])
    assert store.review_label(it3.id).criteria == {"grounded": 1, "relevant": 0, "complete": 1, "safe": 1}


# --------------------------------------------------------------------------- the migration


def test_a_schema_2_database_is_upgraded_and_its_old_labels_behave_as_before(store_url):  # noqa: F811
    url = store_url
    with Store.open(url) as s:
        a, b = _item(s, 1), _item(s, 2)
        s.decide_review(a.id, "alice", "reject", "off topic")
        s.cast_vote(b.id, "bob", "approve", required=2)
    eng = create_engine(url)
    with eng.begin() as conn:  # what schema 2 wrote: no criteria columns, version row 2
        conn.execute(text("ALTER TABLE human_labels DROP COLUMN criteria"))
        conn.execute(text("ALTER TABLE review_votes DROP COLUMN criteria"))
        conn.execute(text("UPDATE tinyrag_meta SET value = '2' WHERE key = 'schema_version'"))
    with eng.connect() as conn:
        assert "criteria" not in {c["name"] for c in inspect(conn).get_columns("human_labels")}
    eng.dispose()
    with Store.open(url) as s:
        assert s.schema_version == SCHEMA_VERSION == 3
        for table in ("human_labels", "review_votes"):
            assert "criteria" in {c["name"] for c in inspect(s.engine).get_columns(table)}
        old = s.review_label(a.id)
        assert old.criteria is None and old.label == 0 and [old.label_for(k) for k in ALL] == [0, 0, 0, 0]
        assert [v.criteria for v in s.votes(b.id)] == [None]
        # new verdicts on the upgraded store keep their criteria
        s.cast_vote(b.id, "carol", "approve", required=2)
        c = _item(s, 3)
        s.decide_review(c.id, "dave", "reject", failed=["relevant"])
        assert s.review_label(c.id).criteria["relevant"] == 0
    with Store.open(url) as s:  # reopening does not migrate again
        assert s.schema_version == 3 and len(s.labels()) == 3


# --------------------------------------------------------------------------- calibration (the done-when)


def test_a_memo_rejected_for_relevance_only_no_longer_counts_as_ungrounded(store, tmp_path):
    """Label rows as `calibrate --from-store --criterion X` reads them: the relevance-only rejection
    is a grounded example (label 1) and a relevance failure (label 0); a rejection that names no
    criterion fails both, as before; approvals pass both."""
    rel_only, unnamed, ok = _item(store, 1), _item(store, 2, nli=0.2), _item(store, 3)
    store.decide_review(rel_only.id, "alice", "reject", "answers another question", failed=["relevant"])
    store.decide_review(unnamed.id, "alice", "reject", "wrong")
    store.decide_review(ok.id, "alice", "approve")
    ids = [store.review_label(x.id).id for x in (rel_only, unnamed, ok)]
    for criterion, want in (("grounded", [1, 0, 1]), ("relevant", [0, 0, 1]), (None, [0, 0, 1])):
        data = label_data_from_store(store, ["nli_groundedness"], criterion=criterion)
        assert dict(zip(data.lines, data.labels)) == dict(zip(ids, want)), criterion
    counts = label_counts(store, Settings(), ["grounded", "relevant"])  # `calibration status`, fit gating
    assert (counts["grounded"].passes, counts["grounded"].fails) == (2, 1)
    assert (counts["relevant"].passes, counts["relevant"].fails) == (1, 2)

    # and the fitted calibrator of `grounded` saw it as a grounded memo
    for i in range(40):
        it = _item(store, 10 + i, nli=0.9 if i % 2 else 0.2)
        store.decide_review(it.id, "r", "approve" if i % 2 else "reject", failed=None if i % 2 else ["grounded"])
    s = Settings()
    cal, _ = calibrate_from_store(store, s, root=tmp_path / "cal", features=["nli_groundedness"],
                                  criterion="grounded")
    n_pos = int(sum(label_data_from_store(store, ["nli_groundedness"], criterion="grounded").labels))
    assert cal.metadata["n"] == 43 and n_pos == 20 + 2  # 20 approvals, the approval above and the relevance-only one


def test_the_drift_monitor_counts_a_relevance_only_rejection_as_grounded(store):
    it = _item(store, 1)
    store.add_assessment(it.attempt_id, Assessment(per_criterion={
        c: CriterionAssessment(probability=0.9, prediction_set=[1], calibrator_version="g1") for c in
        ("grounded", "relevant")}, alpha=0.1, calibrator_version="g1"))
    store.decide_review(it.id, "alice", "reject", failed=["relevant"])
    assert covered_labels(store, "grounded", "g1")[0] == [True]
    assert covered_labels(store, "relevant", "g1")[0] == []  # a failing label: not a coverage check


# --------------------------------------------------------------------------- the review server


def test_the_form_has_the_criteria_boxes_and_stores_what_is_ticked(tmp_path):
    svc, out = escalate(tmp_path)
    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        login(client, "alice", f"/reviews/{out.review_id}")
        page = client.get(f"/reviews/{out.review_id}").text
        for c in ALL:
            assert f'id="failed-{c}"' in page and f'name="failed" value="{c}"' in page
        r = client.post(f"/reviews/{out.review_id}/verdict", follow_redirects=False,
                        data={"verdict": "reject", "reviewer": "alice", "notes": "off topic",
                              "failed": ["relevant", "complete"], "csrf": csrf_of(client, out.review_id)})
        assert r.status_code == 303
        wait_until_settled(lambda: state(client, out.review_id))
        html = client.get(f"/reviews/{out.review_id}").text
        assert 'id="label-criteria"' in html and "relevant fails" in html and "grounded passes" in html
        assert client.get(f"/api/reviews/{out.review_id}").json()["label"]["criteria"] == {
            "grounded": 1, "relevant": 0, "complete": 0, "safe": 1}
    assert svc.store.labels()[0].criteria == {"grounded": 1, "relevant": 0, "complete": 0, "safe": 1}


def test_the_api_takes_failed_and_refuses_bad_values_with_400(tmp_path):
    svc, out = escalate(tmp_path)
    auth = {"Authorization": f"Bearer {TOKEN}"}
    url = f"/api/reviews/{out.review_id}/verdict"
    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        for body, why in (({"verdict": "reject", "reviewer": "bob", "failed": ["grouned"]}, "failed"),
                          ({"verdict": "approve", "reviewer": "bob", "failed": ["relevant"]}, "approval passes"),
                          ({"verdict": "reject", "reviewer": "bob", "failed": "relevant"}, "failed")):
            r = client.post(url, json=body, headers=auth)
            assert r.status_code == 400 and why in r.text, (body, r.text)
        assert svc.store.labels() == []
        r = client.post(url, json={"verdict": "reject", "reviewer": "bob", "failed": ["relevant"]}, headers=auth)
        assert r.status_code == 202 and r.json()["label"]["criteria"]["relevant"] == 0
        wait_until_settled(lambda: state(client, out.review_id))
    lab = svc.store.labels()[0]
    assert lab.label_for("grounded") == 1 and lab.label_for("relevant") == 0


# --------------------------------------------------------------------------- the CLI


@pytest.fixture
def escalated(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    (tmp_path / "data").mkdir()
    svc = make_services(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}", tmp_path / "out", [GOOD],
                        sets=[[0, 1]])
    return svc, run_memo("Capital of Northwind", svc)


def test_queue_reject_failed_stores_the_criteria(escalated):
    svc, out = escalated
    res = runner.invoke(app, ["queue", "reject", out.review_id, "--reviewer", "alice", "--failed", "grouned"])
    assert res.exit_code == 2 and "unknown criterion 'grouned'" in " ".join(res.output.split())
    assert svc.store.labels() == []  # nothing recorded
    res = runner.invoke(app, ["queue", "reject", out.review_id, "--reviewer", "alice", "--failed", "relevant",
                              "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["status"] == "archived"
    assert svc.store.labels()[0].criteria == {"grounded": 1, "relevant": 0, "complete": 1, "safe": 1}
    res = runner.invoke(app, ["queue", "show", out.review_id])
    assert res.exit_code == 0 and "failed criteria: relevant (the others count as passed)" in " ".join(res.output.split())
    shown = json.loads(runner.invoke(app, ["queue", "show", out.review_id, "--json"]).stdout)
    assert shown["label"]["criteria"]["relevant"] == 0 and "features" not in shown["label"]
    assert "--failed" in runner.invoke(app, ["queue", "request-changes", "--help"]).output


def test_fit_all_fits_each_criterion_on_its_own_labels_and_the_joint_control_on_the_memo_verdict():
    import numpy as np

    from tinyrag_eval.calibration.fit_criteria import fit_all, fit_criterion, label_data

    rng = np.random.default_rng(3)
    grounded = (rng.uniform(size=240) < 0.8).astype(int)
    relevant = (rng.uniform(size=240) < 0.8).astype(int)
    overall = list(grounded & relevant)
    feats = {"grounded": ["nli_mean"], "relevant": ["answer_relevancy"]}
    rows = [{"nli_mean": float(g + rng.normal(0, 0.4)), "answer_relevancy": float(r + rng.normal(0, 0.4))}
            for g, r in zip(grounded, relevant, strict=True)]
    ids = list(range(240))
    s = Settings()
    own = {"grounded": list(grounded), "relevant": list(relevant)}
    cals, risk = fit_all(rows, overall, ids, s, features=feats, criterion_labels=own)
    x = rows[:15]
    for c in ("grounded", "relevant"):
        alone = fit_criterion(label_data(rows, own[c], ids, feats[c]), s, c)
        assert np.allclose(cals[c].predict_proba(x), alone.predict_proba(x))
    inherited = fit_criterion(label_data(rows, overall, ids, feats["grounded"]), s, "grounded")
    assert not np.allclose(cals["grounded"].predict_proba(x), inherited.predict_proba(x))
    assert risk is not None and risk.n_labels > 0
