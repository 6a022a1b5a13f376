"""Several reviewers per review item (review.required_reviews >= 2): votes, disputes, senior
adjudication, assignments — on a SQLite store filled directly (no models, no workflow)."""

from __future__ import annotations

import pytest

from tests.memo_samples import memo
from tinyrag_eval.review_queue import queue_rows
from tinyrag_eval.schema import Assessment, CriterionAssessment
from tinyrag_eval.store import (
    DuplicateVoteError,
    NotSeniorError,
    ReviewConflictError,
    Store,
)


@pytest.fixture
def store(tmp_path):
    with Store.open(f"sqlite:///{tmp_path / 'votes.sqlite3'}") as s:
        yield s


def item(store: Store, i: int, sets: list[list[int]] | None = None):
    run = store.start_run(f"topic {i}")
    att = store.add_attempt(run.id, memo(1, memo_id=f"memo-{i}"))
    if sets is not None:
        store.add_assessment(att.id, Assessment(
            per_criterion={f"c{j}": CriterionAssessment(probability=0.5, prediction_set=s) for j, s in enumerate(sets)},
            alpha=0.1, calibrator_version="cal-1"))
    return store.enqueue_review(att.id, reasons=["attempts exhausted"])


def test_two_agreeing_votes_decide_once_with_one_label_and_one_resume(store):
    it = item(store, 1)
    first = store.cast_vote(it.id, "alice", "approve", "fine", required=2, queue_resume=True)
    assert first.state == "waiting" and not first.decided_now and first.review.status == "pending"
    assert store.labels() == [] and store.resume_jobs() == []
    second = store.cast_vote(it.id, "bob", "approve", required=2, queue_resume=True)
    assert second.decided_now and second.state == "decided" and second.review.status == "approved"
    assert second.review.reviewer == "alice, bob" and "alice: fine" in second.review.notes
    assert [(lab.label, lab.verdict) for lab in store.labels()] == [(1, "approve")]
    assert [j.review_id for j in store.resume_jobs()] == [it.id]
    with pytest.raises(ReviewConflictError):  # a third reviewer is too late: nothing changes
        store.cast_vote(it.id, "carol", "reject", required=2, queue_resume=True)
    assert len(store.labels()) == 1 and len(store.resume_jobs()) == 1
    assert [(v.reviewer, v.verdict, v.kind) for v in store.votes(it.id)] == [
        ("alice", "approve", "vote"), ("bob", "approve", "vote")]


def test_disagreement_goes_to_a_senior_whose_verdict_is_the_label(store):
    it = item(store, 1)
    store.cast_vote(it.id, "alice", "approve", required=2, senior_reviewers=["carol"], queue_resume=True)
    out = store.cast_vote(it.id, "bob", "reject", required=2, senior_reviewers=["carol"], queue_resume=True)
    assert out.state == "disputed" and not out.decided_now and store.get_review(it.id).status == "pending"
    assert store.labels() == [] and store.resume_jobs() == []
    for who in ("dave", "alice"):  # neither a newcomer nor a voter can settle a dispute
        with pytest.raises(NotSeniorError, match="only a senior reviewer"):
            store.cast_vote(it.id, who, "approve", required=2, senior_reviewers=["carol"], queue_resume=True)
    rows = queue_rows(store, None, required=2)
    assert rows[0]["status"] == "disputed" and rows[0]["votes"] == "alice: approve, bob: reject"
    done = store.cast_vote(it.id, "carol", "reject", "off-topic", required=2, senior_reviewers=["carol"],
                           queue_resume=True)
    assert done.decided_now and done.review.status == "rejected" and done.review.reviewer == "carol"
    assert [(lab.label, lab.verdict, lab.reviewer) for lab in store.labels()] == [(0, "reject", "carol")]
    assert len(store.resume_jobs()) == 1
    assert [(v.reviewer, v.verdict, v.kind) for v in store.votes(it.id)] == [  # raw votes are kept
        ("alice", "approve", "vote"), ("bob", "reject", "vote"), ("carol", "reject", "adjudication")]


def test_a_senior_who_voted_can_still_adjudicate(store):
    it = item(store, 1)
    store.cast_vote(it.id, "carol", "approve", required=2, senior_reviewers=["carol"])
    store.cast_vote(it.id, "bob", "reject", required=2, senior_reviewers=["carol"])
    out = store.cast_vote(it.id, "carol", "approve", required=2, senior_reviewers=["carol"])
    assert out.review.status == "approved" and [lab.label for lab in store.labels()] == [1]


def test_a_second_vote_of_one_reviewer_is_refused(store):
    it = item(store, 1)
    store.cast_vote(it.id, "alice", "approve", required=2)
    with pytest.raises(DuplicateVoteError, match="alice has already voted"):
        store.cast_vote(it.id, "alice", "reject", required=2)
    with pytest.raises(DuplicateVoteError):
        store.cast_vote(it.id, " alice ", "approve", required=2)
    assert [v.verdict for v in store.votes(it.id)] == ["approve"] and store.get_review(it.id).status == "pending"


def test_bad_votes_are_refused_before_anything_is_recorded(store):
    it = item(store, 1)
    with pytest.raises(ValueError, match="needs notes"):
        store.cast_vote(it.id, "alice", "request_changes", "  ", required=2)
    with pytest.raises(ValueError, match="verdict must be one of"):
        store.cast_vote(it.id, "alice", "maybe", required=2)
    with pytest.raises(ValueError, match="edited memo text"):
        store.cast_vote(it.id, "alice", "edit", required=2)
    with pytest.raises(ValueError, match="reviewer"):
        store.cast_vote(it.id, " ", "approve", required=2)
    assert store.votes() == []


def test_agreeing_edits_use_the_deciding_vote_text(store):
    it = item(store, 1)
    store.cast_vote(it.id, "alice", "edit", edited_text="text A", required=2)
    out = store.cast_vote(it.id, "bob", "edit", edited_text="text B", required=2)
    assert out.review.status == "edited" and out.review.edited_text == "text B"
    assert [v.edited_text for v in store.votes(it.id)] == ["text A", "text B"]


def test_required_one_decides_on_the_first_vote(store):
    it = item(store, 1)
    out = store.cast_vote(it.id, "alice", "approve", required=1)
    assert out.decided_now and out.review.status == "approved" and len(store.labels()) == 1


def test_assign_and_round_robin(store):
    a, b, c = (item(store, i) for i in range(3))
    store.assign_review(a.id, "alice")
    assert store.assignment(a.id).reviewer == "alice"
    store.assign_review(a.id, "bob")  # reassigning replaces
    made = store.assign_round_robin(["alice", "bob"])
    assert [(m.review_id, m.reviewer) for m in made] == [(b.id, "alice"), (c.id, "alice")]
    assert {k: v.reviewer for k, v in store.assignments().items()} == {a.id: "bob", b.id: "alice", c.id: "alice"}
    assert store.assign_round_robin(["alice", "bob"]) == []
    with pytest.raises(ValueError, match="no reviewers"):
        store.assign_round_robin([])
    rows = queue_rows(store, "pending")
    assert [r["assignee"] for r in rows] == ["bob", "alice", "alice"] and rows[0]["votes"] == ""
