"""Agreement statistics of the review queue against hand-computed values, and the empty store."""

from __future__ import annotations

import json
import math

import pytest
from typer.testing import CliRunner

from tests.test_review_votes import item
from tinyrag_eval.cli import app
from tinyrag_eval.review_stats import fleiss, machine_label, pair_kappas, review_stats
from tinyrag_eval.store import Store

A = ["approve", "approve", "reject", "reject", "approve"]
B = ["approve", "reject", "reject", "reject", "approve"]
# machine sets per item: {1} -> 1, {0} -> 0, {0,1} -> no view, {1} and {0,1} -> no view
SETS = [[[1]], [[0]], [[0, 1]], [[0]], [[1], [0, 1]]]


@pytest.fixture
def store(tmp_path):
    with Store.open(f"sqlite:///{tmp_path / 'stats.sqlite3'}") as s:
        yield s


def _voted(store: Store) -> Store:
    for i, (a, b, sets) in enumerate(zip(A, B, SETS, strict=True)):
        it = item(store, i, sets)
        store.cast_vote(it.id, "alice", a, required=2, senior_reviewers=["carol"])
        store.cast_vote(it.id, "bob", b, required=2, senior_reviewers=["carol"])
        if a != b:  # item 1 is disputed: the senior approves
            store.cast_vote(it.id, "carol", "approve", required=2, senior_reviewers=["carol"])
    return store


def test_cohen_fleiss_and_machine_agreement_match_hand_computed_values(store):
    s = review_stats(_voted(store), required=2, min_common=5)
    assert (s.n_votes, s.n_items_voted, s.n_decided) == (10, 5, 5)
    [pair] = s.pairs
    # p_o = 4/5; p_e = 3/5*2/5 + 2/5*3/5 = 0.48; kappa = (0.8 - 0.48) / 0.52
    assert (pair.a, pair.b, pair.n) == ("alice", "bob", 5)
    assert pair.kappa == pytest.approx(0.32 / 0.52) and pair.agreement == pytest.approx(0.8)
    # Fleiss, 2 raters: P_bar = 4/5, p_approve = p_reject = 1/2, P_e = 1/2 -> (0.8 - 0.5) / 0.5
    assert s.fleiss.n == 5 and s.fleiss.kappa == pytest.approx(0.6)
    final = s.machine[0]
    # definite machine views: item 0 (1 vs final 1), item 1 (0 vs adjudicated 1), item 3 (0 vs 0)
    # p_o = 2/3, p_e = 1/3*2/3 + 2/3*1/3 = 4/9, kappa = (2/9) / (5/9) = 0.4
    assert (final.who, final.n, final.abstained) == ("final label", 3, 2)
    assert final.agreement == pytest.approx(2 / 3) and final.kappa == pytest.approx(0.4)
    carol = next(m for m in s.machine if m.who == "carol")
    assert carol.n == 1 and carol.kappa is None and "at least 2" in carol.note
    assert s.messages == []


def test_pairs_below_the_minimum_get_a_note_not_a_kappa(store):
    s = review_stats(_voted(store), required=2, min_common=6)
    assert s.pairs[0].kappa is None and "too few common items (5 < 6)" in s.pairs[0].note
    assert any("no reviewer pair has a defined" in m for m in s.messages)


def test_undefined_kappas_are_none_never_nan():
    [p] = pair_kappas({str(i): {"a": "approve", "b": "approve"} for i in range(6)}, 5)
    assert p.kappa is None and p.agreement == 1.0 and "single verdict" in p.note
    assert fleiss([["approve", "approve"]] * 3) is None
    assert fleiss([["approve", "reject"]]) is None  # one item
    assert machine_label(None) is None and machine_label([[0, 1], [0]]) == 0 and machine_label([]) is None
    assert machine_label([[1], []]) is None


def test_empty_store_says_there_is_too_little_data(store):
    s = review_stats(store, required=2)
    assert s.pairs == [] and s.fleiss.kappa is None and "too few items" in s.fleiss.note
    assert s.machine[0].n == 0 and s.machine[0].note == "no judgments"
    assert s.messages == ["the review queue is empty: nothing to compare yet"]
    one = review_stats(store, required=1)
    assert "required_reviews >= 2" in one.fleiss.note
    dumped = json.dumps(s.model_dump(mode="json"), allow_nan=False)  # no NaN anywhere
    assert "NaN" not in dumped


def test_queue_stats_assign_and_list_cli(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_REVIEW__REQUIRED_REVIEWS", "2")
    monkeypatch.setenv("TINYRAG_REVIEW__REVIEWERS", '["alice", "bob"]')
    (tmp_path / "data").mkdir()
    runner = CliRunner()
    res = runner.invoke(app, ["queue", "stats"])
    assert res.exit_code == 0, res.output
    assert "the review queue is empty" in res.output
    with Store.open(f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}") as store:
        _voted(store)
        extra = item(store, 9)
    res = runner.invoke(app, ["queue", "stats", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert math.isclose(data["pairs"][0]["kappa"], 0.32 / 0.52) and data["fleiss"]["kappa"] == pytest.approx(0.6)
    res = runner.invoke(app, ["queue", "stats"])
    assert res.exit_code == 0 and "alice / bob" in res.output and "0.615" in res.output
    res = runner.invoke(app, ["queue", "assign", "--auto", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout) == [{"id": extra.id, "assignee": "alice"}]
    res = runner.invoke(app, ["queue", "assign", extra.id, "bob"])
    assert res.exit_code == 0, res.output
    rows = json.loads(runner.invoke(app, ["queue", "list", "--json"]).stdout)
    assert [(r["id"], r["assignee"], r["votes"]) for r in rows] == [(extra.id, "bob", "")]
    res = runner.invoke(app, ["queue", "assign", "nope", "bob"])
    assert res.exit_code == 2 and "no review item 'nope'" in " ".join(res.output.split())
    res = runner.invoke(app, ["queue", "assign"])
    assert res.exit_code == 2 and "give ITEM and REVIEWER" in " ".join(res.output.split())
