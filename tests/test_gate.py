"""The quality gate: requirement syntax, checks over memos, JUnit XML, the CLI and the pytest plugin."""

from __future__ import annotations

import json
from xml.etree import ElementTree as ET

import pytest
from typer.testing import CliRunner

from tinyrag_eval.cli import app
from tinyrag_eval.gate import (
    GateError,
    MemoValues,
    check,
    junit_xml,
    parse_requirement,
    read_policy,
)

runner = CliRunner()


def test_requirement_syntax():
    r = parse_requirement("nli_groundedness.p10>=0.8")
    assert (r.target, r.aggregate, r.op, r.threshold, r.criterion) == ("nli_groundedness", "p10", ">=", 0.8, None)
    r = parse_requirement(" P(grounded) >= 0.9 ")
    assert (r.target, r.criterion, r.aggregate) == ("P(grounded)", "grounded", None) and r.text == "P(grounded) >= 0.9"
    r = parse_requirement("retrieval.NDCG@8.mean > .5")
    assert (r.target, r.aggregate, r.threshold) == ("retrieval.NDCG@8", "mean", 0.5)
    assert parse_requirement("judge.faithfulness >= 4").target == "judge.faithfulness"
    for bad in ("", "nli_groundedness", "nli >= high", "P(grounded >= 0.9", "x.p0 >= 1", "x => 1"):
        with pytest.raises(GateError, match="cannot read requirement|percentile"):
            parse_requirement(bad)


def memos() -> list[MemoValues]:
    return [MemoValues(id="a", values={"nli": 0.9, "num": 1.0, "P(grounded)": 0.95}),
            MemoValues(id="b", values={"nli": 0.4, "num": 0.5, "P(grounded)": 0.30},
                       problems=["unsupported figure 19.9%"]),
            MemoValues(id="c", values={"nli": 0.8, "num": None, "P(grounded)": 0.91})]


def test_every_memo_and_aggregate_requirements():
    rep = check([parse_requirement("num >= 1"), parse_requirement("nli.mean >= 0.6"),
                 parse_requirement("nli.min >= 0.5"), parse_requirement("P(grounded) >= 0.9")], memos())
    res = {r.requirement.text: r for r in rep.results}
    assert not rep.passed and rep.memos == 3
    num = res["num >= 1"]
    assert not num.passed and num.invalid == 1 and [f.memo_id for f in num.failures] == ["b", "c"]
    assert "unsupported figure 19.9%" in num.failures[0].message and "not applicable" in num.failures[1].message
    assert res["nli.mean >= 0.6"].passed and res["nli.mean >= 0.6"].value == pytest.approx(0.7)
    mn = res["nli.min >= 0.5"]
    assert not mn.passed and mn.value == pytest.approx(0.4) and "lowest: b 0.4" in mn.failures[0].message
    assert [f.memo_id for f in res["P(grounded) >= 0.9"].failures] == ["b"]
    # invalid values skipped on request; an unevaluable memo fails unless skipped
    assert [f.memo_id for f in check([parse_requirement("num >= 1")], memos(), "skip").results[0].failures] == ["b"]
    broken = [*memos()[:1], MemoValues(id="line 2", values={}, error="invalid row: contexts: field required")]
    r = check([parse_requirement("nli.mean >= 0")], broken).results[0]
    assert not r.passed and "invalid row" in r.failures[0].message
    with pytest.raises(GateError, match="no requirement"):
        check([], memos())


def test_junit_xml_counts_and_messages():
    rep = check([parse_requirement("num >= 1"), parse_requirement("nli.mean >= 0.6")], memos())
    root = ET.fromstring(junit_xml(rep))
    suite = root.find("testsuite")
    assert suite is not None and suite.get("tests") == "4" and suite.get("failures") == "2"
    names = [tc.get("name") for tc in suite.iter("testcase")]
    assert names == ["num >= 1 [b]", "num >= 1 [c]", "num >= 1 [1 memo(s) not failing]", "nli.mean >= 0.6"]
    failure = suite.find("testcase/failure")
    assert failure is not None and "19.9%" in failure.get("message", "")


def test_policy_file(tmp_path):
    p = tmp_path / "gate.toml"
    p.write_text('require = ["nli.mean >= 0.6", "P(relevant) >= 0.8"]\ninvalid = "skip"\n')
    reqs, how = read_policy(p)
    assert [r.text for r in reqs] == ["nli.mean >= 0.6", "P(relevant) >= 0.8"] and how == "skip"
    for text, msg in (('require = "x >= 1"', "must be a list"), ('invalid = "maybe"', "fail\" or \"skip"),
                      ("oops = 1", "unknown key"), ("require = [", "not valid TOML")):
        p.write_text(text)
        with pytest.raises(GateError, match=msg):
            read_policy(p)
    with pytest.raises(GateError, match="cannot read the policy"):
        read_policy(tmp_path / "missing.toml")


def test_gate_cli_usage_errors(tmp_path):
    f = tmp_path / "memos.jsonl"
    f.write_text(json.dumps({"id": "m", "query": "q", "contexts": ["c"], "answer": "a"}) + "\n")
    res = runner.invoke(app, ["gate", "--input", str(f)])
    assert res.exit_code == 2 and "no requirement" in res.output
    res = runner.invoke(app, ["gate", "--input", str(f), "--require", "nli >= high"])
    assert res.exit_code == 2 and "cannot read requirement" in res.output
    res = runner.invoke(app, ["gate", "--input", str(f), "--require", "nli >= 1", "--invalid", "maybe"])
    assert res.exit_code == 2 and "--invalid" in res.output


CONTEXT = ("Northwind Harbour Bank reported a CET1 ratio of 14.6% at the end of 2025. "
           "Net interest income rose 4.1% to £105.3 million in the first quarter of 2026.")
GOOD = "The CET1 ratio was 14.6% at the end of 2025."
BAD = "The CET1 ratio was 19.9% at the end of 2025."


@pytest.mark.models
def test_gate_cli_on_real_memos_with_junit(tmp_path):
    f = tmp_path / "memos.jsonl"
    f.write_text("".join(json.dumps({"id": i, "query": "CET1 ratio at the end of 2025", "contexts": [CONTEXT],
                                     "answer": a}) + "\n" for i, a in (("good", GOOD), ("bad", BAD))))
    junit = tmp_path / "gate.xml"
    res = runner.invoke(app, ["gate", "--input", str(f), "--require", "numeric_consistency>=1",
                              "--require", "P(grounded) >= 0", "--junit", str(junit), "--json"])
    assert res.exit_code == 1, res.output
    out = json.loads(res.stdout)
    num, pg = out["results"]
    assert not out["passed"] and [x["memo_id"] for x in num["failures"]] == ["bad"]
    assert "unsupported figure 19.9%" in num["failures"][0]["message"]
    assert pg["passed"] and pg["n"] == 2  # the shipped grounded calibrator gives every memo a probability
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite is not None and suite.get("failures") == "1"
    res = runner.invoke(app, ["gate", "--input", str(f), "--require", "P(grounded) >= 0", "--require",
                              "numeric_consistency.max >= 1"])
    assert res.exit_code == 0 and "gate passed" in res.output


@pytest.mark.models
def test_pytest_plugin_fixture_and_assert_memo(tinyrag_checker):
    from tinyrag_eval.pytest_plugin import assert_memo

    report = assert_memo(GOOD, [CONTEXT], "CET1 ratio at the end of 2025", require=["numeric_consistency >= 1"],
                         checker=tinyrag_checker)
    assert report.passed
    with pytest.raises(AssertionError, match=r"numeric_consistency >= 1: memo: .*unsupported figure 19\.9%"):
        assert_memo(BAD, CONTEXT, "CET1 ratio at the end of 2025", require=["numeric_consistency >= 1"],
                    checker=tinyrag_checker)
