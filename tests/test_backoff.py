"""Offline repair's calibrated back-off (issue 26, conformal factuality, Mohri & Hashimoto 2024):
the threshold, the claim score, per-sentence labels from reviews, the repair that applies it, and
the store -> calibrate -> assessor -> policy path."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from tinyrag_eval.agents.policy import decide
from typer.testing import CliRunner

from tinyrag_eval.calibration.backoff import (
    KEEP_ALL,
    BackoffThreshold,
    ClaimMemo,
    backoff_from_store,
    claim_labels,
    claim_score,
    fit_backoff,
    load_backoff,
    nonconformity,
    save_backoff,
)
from tinyrag_eval.calibration.certify import Certification, CriterionCertification
from tinyrag_eval.cli import app
from tinyrag_eval.repair import plan_repair, recorded_backoff
from tinyrag_eval.schema import (
    Assessment,
    CriterionAssessment,
    Evaluation,
    FigureFinding,
    Findings,
    Memo,
    MemoSentence,
    MetricResult,
    SentenceCheck,
    SentenceFinding,
)
from tinyrag_eval.store import Store

runner = CliRunner()


def nli(score: float, verdict: str = "supported") -> SentenceCheck:
    return SentenceCheck(checker="nli_groundedness", verdict=verdict, score=score)


def figure(verdict: str, decisive: bool = True) -> FigureFinding:
    return FigureFinding(figure="£1.2 million", checker="fact_verification", verdict=verdict, decisive=decisive)


# ---- the threshold


def test_the_threshold_is_the_conformal_quantile_of_each_memo_s_highest_wrong_claim():
    memos = ([ClaimMemo(scores=[0.9, 0.8], labels=[1, 1], label=1)] * 15
             + [ClaimMemo(scores=[0.9, 0.3], labels=[1, 0], label=0)] * 4
             + [ClaimMemo(scores=[0.7, 0.6], labels=[0, 0], label=0)])
    res = fit_backoff(memos, 0.1)
    # n = 20, k = ceil(21 * 0.9) = 19: the 19th smallest of 15 x -inf, 4 x 0.3, 1 x 0.7
    assert res.certified and res.threshold == 0.3
    assert res.n_memos == 20 and res.n_claims == 40 and res.n_failing == 5 and res.n_unlocated == 0
    assert res.keeps(0.31) and not res.keeps(0.3) and res.keeps(None)  # a non-claim always stays
    assert res.kept_correct_share == 1.0 and res.dropped_wrong_share == pytest.approx(4 / 6, abs=1e-4)
    assert "with probability >= 0.9 every claim a repaired memo keeps as written is correct" in res.summary()
    # a looser alpha reads a lower order statistic: k = ceil(21 * 0.8) = 17 -> 0.3; alpha 0.3: k = 15 -> keep all
    assert fit_backoff(memos, 0.3).threshold == KEEP_ALL
    assert "every claim is kept" in fit_backoff(memos, 0.3).summary()


def test_too_few_memos_or_too_many_unremovable_failures_certify_nothing():
    few = fit_backoff([ClaimMemo(scores=[0.9], labels=[1], label=1)] * 8, 0.1)
    assert not few.certified and "needs at least 9" in few.reason
    assert few.keeps(0.0)  # nothing certified: repair drops flagged sentences only
    # a wrong sentence that is not a claim (no score): no threshold removes it
    bad = [ClaimMemo(scores=[None, 0.9], labels=[0, 1], label=0)] * 5 + [ClaimMemo(scores=[0.9], labels=[1], label=1)] * 15
    res = fit_backoff(bad, 0.1)
    assert not res.certified and "no threshold removes" in res.reason


def test_a_failing_memo_the_review_does_not_locate_counts_at_its_highest_claim():
    assert nonconformity(ClaimMemo(scores=[0.4, 0.8], labels=[None, None], label=0)) == 0.8
    assert nonconformity(ClaimMemo(scores=[0.4, None], labels=[None, None], label=0)) == math.inf
    assert nonconformity(ClaimMemo(scores=[0.4, 0.8], labels=[1, 1], label=1)) == -math.inf
    assert nonconformity(ClaimMemo(scores=[0.4, 0.8], labels=[0, 1], label=0)) == 0.4
    # the same memos located or not: not locating costs a higher threshold, never a weaker guarantee
    located = [ClaimMemo(scores=[0.9, 0.2], labels=[1, 0], label=0)] * 6 + [ClaimMemo(scores=[0.9], labels=[1], label=1)] * 30
    unlocated = [m.model_copy(update={"labels": [None] * len(m.labels)}) if m.label == 0 else m for m in located]
    a, b = fit_backoff(located, 0.1), fit_backoff(unlocated, 0.1)
    assert a.threshold == 0.2 and b.threshold == 0.9 and b.n_unlocated == 6


@pytest.mark.parametrize("alpha", [0, 1, -0.1, float("nan"), "0.1", True])
def test_a_bad_alpha_is_a_clear_error(alpha):
    with pytest.raises(ValueError, match="alpha must be a number in"):
        fit_backoff([ClaimMemo(scores=[0.5], labels=[1], label=1)], alpha)


@pytest.mark.parametrize("scores", [[float("nan")], [1.5], [-0.1], [float("inf")]])
def test_a_claim_score_outside_0_1_is_a_clear_error(scores):
    with pytest.raises(ValueError, match="claim scores must be numbers in"):
        ClaimMemo(scores=scores, labels=[1], label=1)
    with pytest.raises(ValueError):
        ClaimMemo(scores=[0.5], labels=[2], label=1)


def test_no_reviewed_memo_certifies_nothing():
    res = fit_backoff([], 0.1)
    assert not res.certified and res.n_memos == 0 and "needs at least 9" in res.reason


def test_scores_and_labels_of_different_lengths_are_an_error():
    with pytest.raises(ValueError, match="2 scores for 1 labels"):
        nonconformity(ClaimMemo(scores=[0.5, 0.6], labels=[1], label=1))


def test_the_guarantee_holds_on_exchangeable_memos():
    """Simulated memos whose wrong claims score lower on average (overlapping): over many
    calibration draws the share of new memos keeping a wrong claim stays <= alpha, and the
    unlocated (memo-level labels only) threshold keeps it too, at a higher threshold."""
    rng = np.random.default_rng(7)

    def memo() -> ClaimMemo:
        n = int(rng.integers(1, 6))
        y = (rng.random(n) > 0.15).astype(int)
        s = np.clip(np.where(y == 1, rng.beta(5, 2, n), rng.beta(2, 4, n)), 0, 1)
        return ClaimMemo(scores=s.round(4).tolist(), labels=y.tolist(), label=int(y.all()))

    def kept_wrong(m: ClaimMemo, fit: BackoffThreshold) -> bool:
        return any(y == 0 and fit.keeps(s) for s, y in zip(m.scores, m.labels, strict=True))

    alpha, misses, misses_unlocated, kept, kept_u = 0.1, [], [], [], []
    for _ in range(60):
        cal, test = [memo() for _ in range(150)], [memo() for _ in range(300)]
        fit = fit_backoff(cal, alpha)
        fit_u = fit_backoff([m if m.label else m.model_copy(update={"labels": [None] * len(m.labels)}) for m in cal],
                            alpha)
        misses.append(np.mean([kept_wrong(m, fit) for m in test]))
        misses_unlocated.append(np.mean([kept_wrong(m, fit_u) for m in test]))
        kept.append(fit.kept_correct_share)
        kept_u.append(fit_u.kept_correct_share)
    assert np.mean(misses) <= alpha + 0.01 and np.mean(misses) >= alpha - 0.05  # valid, not vacuous
    assert np.mean(misses_unlocated) <= alpha + 0.01
    assert np.mean(kept) > np.mean(kept_u)  # locating the wrong claims keeps more correct ones


# ---- the claim score and the labels


def test_the_claim_score_reads_the_evidence_record():
    copy = SentenceCheck(checker="copy_support", verdict="supported", sufficient=True, score=1.0)
    assert claim_score(SentenceFinding(index=0, text="a", checks=[copy, nli(0.2, "unsupported")])) == 1.0
    assert claim_score(SentenceFinding(index=0, text="a", checks=[copy], figures=[figure("contradicted")])) == 0.0
    assert claim_score(SentenceFinding(index=0, text="a", checks=[SentenceCheck(
        checker="copy_support", verdict="no_claim", reason="states nothing checkable: a fragment")])) is None
    assert claim_score(SentenceFinding(index=0, text="a", checks=[nli(0.6)])) == pytest.approx(0.6)
    # NLI and the share of decisive figures supported or derived, averaged
    s = SentenceFinding(index=0, text="a", checks=[nli(0.6)],
                        figures=[figure("supported"), figure("unsupported"), figure("unsupported", decisive=False)])
    assert claim_score(s) == pytest.approx((0.6 + 0.5) / 2)
    s = SentenceFinding(index=0, text="a", checks=[nli(0.6), SentenceCheck(checker="llm_verifier", verdict="supported",
                                                                            score=0.9)], figures=[figure("derived")])
    assert claim_score(s) == pytest.approx((0.6 + 0.9 + 1.0) / 3)
    assert claim_score(SentenceFinding(index=0, text="a")) == 0.0  # nothing measured it
    assert claim_score(SentenceFinding(index=0, text="a", checks=[nli(float("nan"))])) == 0.0


def test_per_sentence_labels_come_from_the_review():
    texts = ["Revenue rose 5% to £10 million.", "Margins fell.", "Costs were flat."]
    assert claim_labels(texts, 1) == [1, 1, 1]
    assert claim_labels(texts, 0) == [None, None, None]  # a rejection locates nothing
    # the reviewer's edit: kept verbatim -> correct; changed or removed -> wrong
    assert claim_labels(texts, 0, "Revenue rose 5% to £10 million.  Margins rose. ") == [1, 0, 0]
    assert claim_labels(texts, 0, " ".join(texts)) == [None, None, None]  # an edit that changes no sentence
    # a sentence the reviewer extended is changed, not kept (it was, as a substring of the edit)
    assert claim_labels(["Margins fell.", "Costs were flat."], 0, "Margins fell sharply. Costs were flat.") == [0, 1]
    assert claim_labels([], 0, "x") == []


# ---- repair with the threshold


MEMO_TEXTS = ["Net interest income rose to £412.6 million.", "Costs rose sharply in the year.",
              "The outlook is uncertain."]
MEMO = Memo(id="b-a1", topic="t", text=" ".join(MEMO_TEXTS), attempt=1,
            sentences=[MemoSentence(text=t) for t in MEMO_TEXTS])
FINDINGS = Findings(sentences=[
    SentenceFinding(index=0, text=MEMO_TEXTS[0], checks=[nli(0.95)]),
    SentenceFinding(index=1, text=MEMO_TEXTS[1], checks=[nli(0.55)]),
    SentenceFinding(index=2, text=MEMO_TEXTS[2], checks=[nli(0.1, "unsupported")]),
])
CERTIFIED = BackoffThreshold(alpha=0.1, threshold=0.6, n_memos=200, n_claims=700, n_failing=30, n_unlocated=4)


def test_repair_drops_the_claims_below_a_certified_threshold_too():
    without = plan_repair(MEMO, FINDINGS)
    assert [e.sentence for e in without.edits] == [MEMO_TEXTS[2]] and without.backoff is None
    plan = plan_repair(MEMO, FINDINGS, backoff=CERTIFIED)
    assert plan.applicable and plan.backoff == CERTIFIED
    assert [(e.sentence, e.checker) for e in plan.edits] == [(MEMO_TEXTS[2], "nli_groundedness"),
                                                            (MEMO_TEXTS[1], "backoff")]
    assert "support score 0.55 <= the back-off threshold 0.60" in plan.edits[1].reason
    assert "1 sentence(s) below the certified back-off threshold dropped" in plan.summary()
    assert "with probability >= 0.9 every claim" in plan.reason
    # an uncertified threshold changes nothing
    none = CERTIFIED.model_copy(update={"threshold": None})
    assert plan_repair(MEMO, FINDINGS, backoff=none).edits == without.edits
    # a threshold that would drop every sentence leaves nothing to send: not applicable
    high = CERTIFIED.model_copy(update={"threshold": 0.99})
    assert not plan_repair(MEMO, FINDINGS, backoff=high).applicable


def test_with_a_threshold_the_score_decides_what_a_flag_alone_dropped():
    # an NLI flag on a sentence whose figures the figure checker supports: score (0.3 + 1) / 2 = 0.65
    table = "Revenue was £83.2 million in 2019."
    memo = Memo(id="b", topic="t", text=f"{table} {MEMO_TEXTS[2]}", attempt=1,
                sentences=[MemoSentence(text=table), MemoSentence(text=MEMO_TEXTS[2])])
    f = Findings(sentences=[
        SentenceFinding(index=0, text=table, checks=[nli(0.3, "unsupported")], figures=[figure("supported")]),
        SentenceFinding(index=1, text=MEMO_TEXTS[2], checks=[nli(0.1, "unsupported")])])
    assert {e.sentence for e in plan_repair(memo, f).edits} == {table, MEMO_TEXTS[2]}  # no threshold: both go
    plan = plan_repair(memo, f, backoff=CERTIFIED)
    assert plan.applicable and [e.sentence for e in plan.edits] == [MEMO_TEXTS[2]]  # kept under the guarantee
    # every flagged sentence above the threshold: nothing to drop, no repair
    low = CERTIFIED.model_copy(update={"threshold": 0.05})
    none = plan_repair(memo, f, backoff=low)
    assert not none.applicable and not none.edits and "nothing to drop" in none.reason
    # a contradicted sentence is fixed or dropped whatever the threshold (keep-all included)
    wrong = Findings(sentences=[
        SentenceFinding(index=0, text=table, checks=[nli(0.9)], figures=[figure("contradicted")]),
        SentenceFinding(index=1, text=MEMO_TEXTS[2], checks=[nli(0.9)])])
    keep_all = CERTIFIED.model_copy(update={"threshold": KEEP_ALL})
    assert [e.sentence for e in plan_repair(memo, wrong, backoff=keep_all).edits] == [table]
    # a flagged sentence that states no claim has no score: it goes, as without a threshold
    fragment = Findings(sentences=[
        SentenceFinding(index=0, text=table, checks=[nli(0.9)]),
        SentenceFinding(index=1, text=MEMO_TEXTS[2], checks=[nli(0.9, "unsupported"), SentenceCheck(
            checker="copy_support", verdict="no_claim", reason="states nothing checkable: a fragment")])])
    assert [e.sentence for e in plan_repair(memo, fragment, backoff=keep_all).edits] == [MEMO_TEXTS[2]]


def test_the_policy_repairs_with_the_certification_s_threshold_and_records_it():
    ev = Evaluation(memo_id="b-a1", findings=FINDINGS)
    asm = Assessment(per_criterion={"grounded": CriterionAssessment(probability=0.1, prediction_set=[0],
                                                                    calibrator_version="v1")},
                     alpha=0.1, calibrator_version="v1")
    cert = Certification(per_criterion={"grounded": CriterionCertification(
        criterion="grounded", calibrated=True, guaranteed=True, alpha=0.1, label_source="deployment",
        calibrator_version="v1", reason="")}, backoff=CERTIFIED)
    from tinyrag_eval.config import Settings

    s = Settings()
    s = s.model_copy(update={"agent": s.agent.model_copy(update={"criteria": ["grounded"]})})
    out = decide(attempt=1, memo=MEMO, evaluation=ev, assessment=asm, certification=cert, settings=s)
    assert out.decision.action == "repair" and out.repair is not None
    assert [e.checker for e in out.repair.edits] == ["nli_groundedness", "backoff"]
    # the threshold is in the record: a restart plans the same repair
    assert recorded_backoff(out.decision) == CERTIFIED
    assert recorded_backoff(None) is None
    assert recorded_backoff(out.decision.model_copy(update={"details": {"backoff": {"alpha": 7}}})) is None


# ---- from the store, through the CLI, to the assessor


def _store_with_reviews(path, n: int = 60) -> Store:
    """n reviewed memos of two sentences: approved ones, and failing ones whose second sentence a
    reviewer rewrote (verdict 'edit') or that were rejected without an edit."""
    store = Store.open(f"sqlite:///{path}")
    run = store.start_run("t")
    rng = np.random.default_rng(1)
    for i in range(n):
        good = i % 3 != 0
        texts = [f"Revenue was £{i} million in 2025.", f"Costs fell {i}% in 2025."]
        weak = float(rng.uniform(0.6, 0.95)) if good else float(rng.uniform(0.1, 0.5))
        # the second sentence is flagged (NLI) on every memo: repair would act on each of them
        f = Findings(sentences=[SentenceFinding(index=0, text=texts[0], checks=[nli(0.9)]),
                                SentenceFinding(index=1, text=texts[1], checks=[nli(weak, "unsupported")])])
        ev = Evaluation(memo_id=f"m{i}", findings=f, metrics={
            "nli_groundedness": MetricResult(name="nli_groundedness", value=0.9 if good else 0.3)})
        att = store.add_attempt(run.id, Memo(id=f"m{i}", topic="t", text=" ".join(texts), attempt=i + 1))
        store.add_evaluation(att.id, ev)
        item = store.enqueue_review(att.id, reasons=["x"])
        if good:
            store.decide_review(item.id, "r", "approve")
        elif i % 2 == 0:
            store.decide_review(item.id, "r", "edit", edited_text=f"{texts[0]} Costs rose in 2025.")
        else:
            store.decide_review(item.id, "r", "reject", notes="wrong")
    return store


def test_the_back_off_is_fitted_on_the_store_s_reviews(tmp_path):
    store = _store_with_reviews(tmp_path / "s.sqlite3")
    res = backoff_from_store(store, 0.1)
    assert res.n_memos == 60 and res.n_failing == 20 and res.n_unlocated == 10
    # an unlocated failing memo counts at its highest claim (0.9): more than 10 % of them -> the
    # threshold is the highest failing score, and the edits located the weak sentences below it
    assert res.certified and res.threshold == pytest.approx(0.9)
    store.close()
    fewer = _store_with_reviews(tmp_path / "t.sqlite3", n=8)  # alpha 0.1 needs 9
    assert not backoff_from_store(fewer, 0.1).certified

    # memos without a flagged sentence are not calibrated on: repair never acts on them
    store = Store.open(f"sqlite:///{tmp_path / 'u.sqlite3'}")
    run = store.start_run("t")
    for i in range(3):
        att = store.add_attempt(run.id, Memo(id=f"u{i}", topic="t", text="Revenue rose.", attempt=i + 1))
        store.add_evaluation(att.id, Evaluation(memo_id=f"u{i}", findings=Findings(sentences=[
            SentenceFinding(index=0, text="Revenue rose.", checks=[nli(0.9)])])))
        store.add_label(att.id, 1, verdict="approve", reviewer="r")
    res = backoff_from_store(store, 0.1)
    assert res.n_memos == 0 and not res.certified and "3 label(s) skipped: no flagged sentence" in res.reason


def test_saved_back_off_is_valid_only_for_its_calibrator_versions(tmp_path):
    save_backoff(tmp_path, CERTIFIED, {"grounded": "v1", "relevant": "v1"})
    assert load_backoff(tmp_path, {"grounded": "v1", "relevant": "v1"}) == CERTIFIED
    assert load_backoff(tmp_path, {"grounded": "v2", "relevant": "v1"}) is None
    (tmp_path / "backoff.json").write_text("{not json")
    assert load_backoff(tmp_path, {"grounded": "v1", "relevant": "v1"}) is None


def test_calibrate_from_store_fits_the_back_off_and_the_assessor_serves_it(tmp_path, monkeypatch):
    from tests.test_criteria_workflow import evaluation, labelled_store, memo
    from tinyrag_eval.calibration import features
    from tinyrag_eval.calibration.assessor import CriteriaAssessor
    from tinyrag_eval.config import CalibrationSettings, Settings

    monkeypatch.setattr(features, "reranker_scores", lambda pairs, settings=None, batch_size=32: [0.7] * len(pairs))
    data = tmp_path / "data"
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(data))
    monkeypatch.setenv("TINYRAG_CALIBRATION__STORE_DIR", str(tmp_path / "cal"))
    # the reviewed memos with their evidence records, each sentence flagged (as NLI flags most table
    # claims): repair would act on every one of them
    store = labelled_store(data / "tinyrag.sqlite3", findings=lambda good, text: Findings(sentences=[
        SentenceFinding(index=0, text=text, checks=[nli(0.9 if good else 0.2, "unsupported")])]))
    res = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all", "--json"])
    assert res.exit_code == 0, res.output
    b = json.loads(res.stdout)["backoff"]
    assert b["threshold"] == pytest.approx(0.2) and b["path"].endswith("backoff.json") and "/sets/" in b["path"]
    text = runner.invoke(app, ["calibrate", "--from-store", "--criterion", "all"])
    assert text.exit_code == 0 and "back-off at alpha 0.1" in text.output
    assert "160 of 160 failing memos were rejected without an edit" in " ".join(text.output.split())
    status = runner.invoke(app, ["calibration", "status", "--json"])
    assert status.exit_code == 0, status.output
    assert json.loads(status.stdout)[0]["backoff"]["threshold"] == pytest.approx(0.2)
    shown = runner.invoke(app, ["calibration", "status"])
    assert shown.exit_code == 0 and "offline repair: back-off at alpha 0.1" in " ".join(shown.output.split())
    s = Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal"))
    _, cert = CriteriaAssessor(s).assess(evaluation(), memo(), ["grounded", "relevant"])
    assert cert.backoff is not None and cert.backoff.threshold == pytest.approx(0.2)
    # backoff_alpha null (a config file's `backoff_alpha = null`): nothing fitted
    from types import SimpleNamespace

    from tinyrag_eval.calibration.backoff import fit_for_set

    off = Settings(calibration=CalibrationSettings(store_dir=tmp_path / "cal", backoff_alpha=None))
    outcome = SimpleNamespace(fitted=True, set_id="s0001", criteria={})
    assert fit_for_set(store, off, outcome, tmp_path / "cal") == (None, None)
