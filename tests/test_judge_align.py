"""`tinyrag judge align`: each judge's agreement with the reviewers, per criterion, with intervals —
on a store after reviewing a few memos (scripted-fake workflow, no models) and on a labelled file;
the few-shot pick; bad input as one line."""

from __future__ import annotations

import json

import pytest
from statsmodels.stats.proportion import proportion_confint
from tinyrag_eval.judges.align import (
    AlignInputError,
    agreement,
    align,
    cohen_kappa,
    items_from_store,
    load_fewshots,
    pick_fewshots,
    read_labelled_file,
    wilson,
)
from tinyrag_eval.workflows.run import run_memo
from typer.testing import CliRunner

from tests.workflow_fakes import BAD, GOOD, make_services
from tinyrag_eval.cli import app
from tinyrag_eval.schema import Evaluation, MetricResult
from tinyrag_eval.store import Store

runner = CliRunner()


def _line(res) -> str:
    return " ".join(res.output.split())


def _rows(report):
    return {(r.judge, r.criterion): r for r in report.rows}


# --------------------------------------------------------------------------- statistics


def test_wilson_and_kappa_match_the_reference_implementations():
    from sklearn.metrics import cohen_kappa_score

    for k, n in ((8, 10), (0, 5), (5, 5), (37, 120)):
        lo, hi = proportion_confint(k, n, alpha=0.05, method="wilson")
        assert wilson(k, n) == pytest.approx((lo, hi), abs=1e-4)
    a = [1, 1, 0, 0, 1, 0, 1, 1, 0, 1]
    b = [1, 0, 0, 0, 1, 1, 1, 1, 0, 1]
    assert cohen_kappa(a, b) == pytest.approx(cohen_kappa_score(a, b))
    assert cohen_kappa([1, 1], [1, 1]) is None and wilson(0, 0) is None
    got = agreement("j", "grounded", a, b)
    assert (got.n, got.accuracy) == (10, 0.8) and got.kappa == pytest.approx(cohen_kappa_score(a, b), abs=1e-4)
    assert got.kappa_ci[0] < got.kappa < got.kappa_ci[1] and got.accuracy_ci[0] < 0.8 < got.accuracy_ci[1]
    c = got.confusion
    assert (c.both_pass, c.human_pass_judge_fail, c.human_fail_judge_pass, c.both_fail) == (5, 1, 1, 3)
    assert "wide intervals" in got.note
    same = agreement("j", "grounded", [1, 1, 1], [1, 1, 1])
    assert same.accuracy == 1.0 and same.kappa is None and "chance agreement is 1" in same.note


# --------------------------------------------------------------------------- the store


@pytest.fixture
def reviewed(tmp_path, monkeypatch):
    """Three escalated memos decided: a good one approved, a bad one rejected as ungrounded, a good
    one rejected for relevance only; plus one rejected without naming a criterion."""
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    (tmp_path / "data").mkdir()
    db = f"sqlite:///{tmp_path / 'data' / 'tinyrag.sqlite3'}"
    outs = []
    for reply in (GOOD, BAD, GOOD, BAD):
        svc = make_services(db, tmp_path / "out", [reply], sets=[[0, 1]])
        outs.append(run_memo("Capital of Northwind", svc, max_attempts=1))
    assert all(o.status == "escalated" for o in outs)
    store = Store.open(db)
    store.decide_review(outs[0].review_id, "alice", "approve")
    store.decide_review(outs[1].review_id, "alice", "reject", "19.9% is invented", failed=["grounded"])
    store.decide_review(outs[2].review_id, "bob", "reject", "does not answer the topic", failed=["relevant"])
    store.decide_review(outs[3].review_id, "bob", "reject", "no")
    return store, outs


def test_align_on_the_store_after_reviewing_a_few_memos(reviewed):
    store, _ = reviewed
    report = align(items_from_store(store), source="store")
    rows = _rows(report)
    assert report.n_labels == 4 and report.unnamed == 1
    # the fake rubric judge scores hallucination 5 on GOOD, 2 on BAD: it agrees on grounded with every
    # reviewer who said which criterion failed (the relevance-only rejection is a grounded memo)
    g = rows[("rubric", "grounded")]
    assert (g.n, g.accuracy, g.abstained) == (3, 1.0, 0) and g.source == "hallucination >= 4"
    assert g.kappa == 1.0 and g.kappa_ci is None and "no κ interval" in g.note and g.accuracy_ci == wilson(3, 3)
    assert (g.confusion.both_pass, g.confusion.both_fail) == (2, 1)
    o = rows[("rubric", "overall")]  # overall: the judge passes the relevance-only rejection
    assert (o.n, o.confusion.human_fail_judge_pass, o.confusion.both_fail, o.confusion.both_pass) == (4, 1, 2, 1)
    assert o.accuracy == 0.75
    # the calibrated criteria (P = 0.5 on escalated memos: a pass) and no verifier, no pairwise
    assert ("calibrated", "grounded") in rows and ("calibrated", "relevant") in rows
    assert rows[("calibrated", "relevant")].accuracy == pytest.approx(2 / 3, abs=1e-4)
    assert "llm_verifier" not in report.judges and any("llm_verifier" in n for n in report.notes)
    assert any("named no failed criterion" in n for n in report.notes)
    # --inherit counts the unnamed rejection as failing every criterion
    inh = _rows(align(items_from_store(store, inherit=True), source="store", inherit=True))
    assert inh[("rubric", "grounded")].n == 4 and inh[("rubric", "grounded")].accuracy == 1.0


def test_a_verifier_and_a_pairwise_score_on_the_evaluation_are_aligned_when_present(tmp_path):
    from tests.memo_samples import memo

    with Store.open(f"sqlite:///{tmp_path / 's.sqlite3'}") as store:
        run = store.start_run("t")
        for n, (ver, pw, label, failed) in enumerate(((0.9, 0.8, 0, ["grounded"]), (0.2, None, 0, ["grounded"]),
                                                       (0.7, 0.3, 1, None)), 1):
            att = store.add_attempt(run.id, memo(n))
            metrics = {"llm_verifier": MetricResult(name="llm_verifier", value=ver)}
            if pw is not None:
                metrics["pairwise_vs_previous"] = MetricResult(name="pairwise_vs_previous", value=pw)
            store.add_evaluation(att.id, Evaluation(memo_id=att.memo.id, metrics=metrics))
            store.add_label(att.id, label, verdict="approve" if label else "reject", failed=failed)
        rows = _rows(align(items_from_store(store), source="x"))
    v = rows[("llm_verifier", "grounded")]
    assert (v.n, v.accuracy, v.confusion.human_fail_judge_pass, v.source) == (3, 0.6667, 1, "P(supported) >= 0.5")
    p = rows[("pairwise", "overall")]
    assert (p.n, p.abstained, p.accuracy) == (2, 1, 0.0) and "not acceptability" in p.source
    assert "rubric" not in {r.judge for r in rows.values()}  # no judge verdict recorded: not listed


def test_cli_on_the_store_prints_agreement_with_intervals(reviewed):
    res = runner.invoke(app, ["judge", "align", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    g = next(r for r in out["rows"] if (r["judge"], r["criterion"]) == ("rubric", "grounded"))
    assert g["n"] == 3 and g["accuracy"] == 1.0 and len(g["accuracy_ci"]) == 2 and g["kappa"] == 1.0
    res = runner.invoke(app, ["judge", "align"])
    assert res.exit_code == 0, res.output
    lines = res.stdout.splitlines()
    header = next(ln for ln in lines if ln.startswith("judge\tcriterion")).split("\t")  # piped: TSV
    assert "accuracy [95% CI]" in header and "kappa [95% CI]" in header
    rubric = dict(zip(header, next(ln for ln in lines if ln.startswith("rubric\tgrounded")).split("\t")))
    assert rubric["n"] == "3" and rubric["accuracy [95% CI]"] == "1.00 [0.44, 1.00]"
    assert rubric["confusion (pp/pf/fp/ff)"] == "2/0/0/1"


def test_cli_suggests_fewshots_from_the_disagreements_and_claims_no_raise(reviewed, tmp_path):
    dest = tmp_path / "shots.json"
    res = runner.invoke(app, ["judge", "align", "--suggest-fewshots", "2", "--fewshot-criteria", "overall",
                              "--fewshot-out", str(dest)])
    assert res.exit_code == 0, res.output
    shots = load_fewshots(dest)
    # the rubric judge passed one memo the reviewer rejected (for relevance): the only disagreement
    assert [(e.criterion, e.human, e.judge_verdict) for e in shots.examples] == [("overall", 0, 1)]
    assert "14.6%" in shots.examples[0].memo and shots.examples[0].notes == "does not answer the topic"
    assert shots.examples[0].failed == ["relevant"] and "ar#p2#0" not in shots.examples[0].context
    assert "not measured" in shots.measured and "not measured" in _line(res)


def test_empty_store_is_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    res = runner.invoke(app, ["judge", "align"])
    assert res.exit_code == 2 and "review some memos first" in _line(res)
    assert len(res.output.strip().splitlines()) == 1 and "Traceback" not in res.output


# --------------------------------------------------------------------------- labelled files


def _write(path, rows):
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows))
    return path


def _verdict(h, model="m"):
    return {"criteria": {"hallucination": {"score": h}, "value_add": {"score": 4}}, "model": model}


def test_labelled_file_with_a_panel_and_other_judges(tmp_path):
    rows = []
    # 10 memos; the reviewers' grounded label; judge "a" right on 8, panel member "big" right on all
    truth = [1, 1, 1, 1, 0, 0, 0, 1, 0, 1]
    a = [1, 1, 1, 0, 0, 0, 1, 1, 0, 1]
    for i, (t, va) in enumerate(zip(truth, a, strict=True)):
        rows.append({"id": f"m{i}", "label": t, **({} if t else {"failed": ["grounded"]}),
                     "judges": {"a": {"grounded": va}, "verifier": {"grounded": 0.8 if t else 0.3}},
                     "verdicts": {"small": _verdict(5), "big": _verdict(5 if t else 1)},
                     "memo": f"memo {i}", "context": ["c1", "c2"]})
    f = _write(tmp_path / "labelled.jsonl", rows)
    items = read_labelled_file(f)
    assert items[4].labels == {"overall": 0, "grounded": 0, "relevant": 1, "complete": 1, "safe": 1}
    report = align(items, source=str(f))
    rows_ = _rows(report)
    ra = rows_[("a", "grounded")]
    assert (ra.n, ra.accuracy) == (10, 0.8) and ra.accuracy_ci == wilson(8, 10)
    assert ra.kappa == pytest.approx(cohen_kappa(truth, a), abs=1e-4) and ra.kappa_ci is not None
    assert rows_[("rubric:big", "grounded")].accuracy == 1.0 and rows_[("verifier", "grounded")].accuracy == 1.0
    small = rows_[("rubric:small", "grounded")]
    assert small.accuracy == 0.6 and small.confusion.human_fail_judge_pass == 4
    assert report.judges[:2] == ["rubric:big", "rubric:small"]
    # the CLI: the same figures, and a few-shot pick that alternates failed and passed memos
    dest = tmp_path / "fs.json"
    res = runner.invoke(app, ["judge", "align", "--labels", str(f), "--json", "--suggest-fewshots", "3",
                              "--fewshot-judge", "a", "--fewshot-out", str(dest)])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    cli_a = next(r for r in out["rows"] if (r["judge"], r["criterion"]) == ("a", "grounded"))
    assert cli_a["accuracy"] == 0.8 and cli_a["accuracy_ci"] == list(wilson(8, 10))
    assert out["fewshots"]["ids"] == ["m6", "m3"] and out["fewshots"]["examples"] == 2  # only 2 disagreements
    assert [e.human for e in load_fewshots(dest).examples] == [0, 1]
    assert load_fewshots(dest).examples[0].context == "c1\n\nc2"


def test_fewshots_are_balanced_and_most_confident_first():
    from tinyrag_eval.judges.align import AlignItem

    items = [AlignItem(id=f"f{i}", labels={"grounded": 0}, verdicts={"rubric": {"grounded": 1}},
                       scores={"rubric": {"grounded": s}}, memo="x") for i, s in enumerate((4, 5, 4.5))]
    items += [AlignItem(id=f"p{i}", labels={"grounded": 1}, verdicts={"rubric": {"grounded": 0}},
                        scores={"rubric": {"grounded": s}}, memo="x") for i, s in enumerate((1, 3))]
    items.append(AlignItem(id="agree", labels={"grounded": 1}, verdicts={"rubric": {"grounded": 1}}, memo="x"))
    picked = pick_fewshots(items, 4)
    assert [e.id for e in picked] == ["f1", "p0", "f2", "p1"]
    assert [e.id for e in pick_fewshots(items, 10)] == ["f1", "p0", "f2", "p1", "f0"]


@pytest.mark.parametrize(("line", "why"), [
    ("{not json", "invalid JSON"),
    ('"a string"', "not a JSON object"),
    ('{"label": 2}', "'label' must be 0 or 1"),
    ('{"label": 0, "failed": ["grouned"]}', "unknown criterion 'grouned'"),
    ('{"label": 1, "judges": {"a": {"grounded": 4}}}', "judges.a.grounded = 4"),
    ('{"label": 1, "judges": {"a": {"tone": 1}}}', "unknown criterion 'tone'"),
    ('{"label": 1, "verdict": {"criteria": {"hallucination": {"score": 9}}}}', "not a rubric verdict"),
])
def test_a_malformed_file_is_one_line_naming_file_and_line(tmp_path, line, why):
    f = _write(tmp_path / "bad.jsonl", [{"label": 1, "judges": {"a": {"grounded": 1}}}, line])
    with pytest.raises(AlignInputError, match=why):
        read_labelled_file(f)
    res = runner.invoke(app, ["judge", "align", "--labels", str(f)])
    assert res.exit_code == 2 and f"{f}:2:" in _line(res) and why in _line(res)
    assert len(res.output.strip().splitlines()) == 1 and "Traceback" not in res.output


def test_missing_or_empty_file_is_one_line(tmp_path):
    res = runner.invoke(app, ["judge", "align", "--labels", str(tmp_path / "nope.jsonl")])
    assert res.exit_code == 2 and "no such file" in _line(res)
    res = runner.invoke(app, ["judge", "align", "--labels", str(_write(tmp_path / "e.jsonl", []))])
    assert res.exit_code == 2 and "no rows" in _line(res)


# --------------------------------------------------------------------------- judges.fewshot_file


def test_the_rubric_judge_shows_the_picked_fewshots_when_the_setting_names_them(tmp_path):
    from tinyrag_eval.judges.align import AlignItem, fewshot_file
    from tinyrag_eval.judges.rubric import RubricJudge

    from tests.judge_fakes import ScriptedLLM, rubric_reply
    from tinyrag_eval.config import JudgeSettings, Settings
    from tinyrag_eval.llm.client import CachedLLM

    items = [AlignItem(id="a1", labels={"grounded": 0}, verdicts={"rubric": {"grounded": 1}}, memo='CET1 was 19.9% """',
                       notes="19.9% is invented", failed=["grounded"])]
    dest = tmp_path / "fs.json"
    dest.write_text(fewshot_file(pick_fewshots(items, 1), judge="rubric", criteria=["grounded"], source="t",
                                 measured="not measured").model_dump_json())
    settings = Settings(judges=JudgeSettings(fewshot_file=dest))
    seen = {}
    for name, s in (("with", settings), ("without", Settings())):
        llm = ScriptedLLM(rubric_reply({"hallucination": 5}))
        verdict = RubricJudge(CachedLLM(llm, tmp_path / f"{name}.sqlite", retry_wait_s=0), s).judge(
            "The CET1 ratio was 14.6%.", "CET1 was 14.6%.")
        assert not verdict.invalid
        seen[name] = llm.prompts[0]
    assert "REVIEWER: grounded fails (\"19.9% is invented\")" in seen["with"]
    assert "CET1 was 19.9% ''" in seen["with"]  # fenced: cannot close the prompt's quotes
    assert "REVIEWER:" not in seen["without"] and "team's reviewers" not in seen["without"]
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    with pytest.raises(AlignInputError, match="not a few-shot file"):
        RubricJudge(ScriptedLLM(rubric_reply({})), Settings(judges=JudgeSettings(fewshot_file=bad)))
