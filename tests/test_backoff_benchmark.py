"""benchmarks/backoff.py: memos built from labelled claims, the shares it reports, its argument errors
(no model: the scoring is deployment.py's, tested there)."""

from __future__ import annotations

import json

import pytest

from tests.bench_scripts import load_benchmark
from tinyrag_eval.calibration.backoff import ClaimMemo

bo = load_benchmark("backoff")


def _claim(q: str, kind: str, label: int, ctx: str = "c1") -> dict:
    return {"id": f"tatqa-{q}-{kind}", "query": f"What was {q}?", "contexts": [ctx],
            "answer": f"{q} was {len(kind)}.", "label": label}


def test_one_memo_per_context_one_claim_per_question_labels_kept():
    claims = [_claim("a", "true", 1), _claim("a", "wrong_figure", 0), _claim("b", "true", 1),
              _claim("b", "wrong_item", 0), _claim("z", "true", 1, ctx="c2")]
    right = bo.build_memos(claims, 0.0, 6, seed=1)
    assert [len(m["claims"]) for m in right] == [2, 1] and all(m["label"] == 1 for m in right)
    assert right[0]["contexts"] == ["c1"] and right[0]["answer"] == "a was 4. b was 4."
    wrong = bo.build_memos(claims, 1.0, 6, seed=1)
    assert wrong[0]["label"] == 0 and [c["label"] for c in wrong[0]["claims"]] == [0, 0]
    assert wrong[1]["label"] == 1  # a question without a wrong variant keeps its right claim
    assert len(bo.build_memos(claims, 0.0, 1, seed=1)[0]["claims"]) == 1  # --max-claims
    assert bo.question_of("tatqa-x-y-wrong_period") == ("tatqa-x-y", "wrong_period")


def test_shares_count_the_claims_kept_as_written():
    memos = [ClaimMemo(scores=[0.9, 0.2], labels=[1, 0], label=0), ClaimMemo(scores=[0.8], labels=[1], label=1)]
    d = bo.shares(memos, [[True, False], [False]])
    assert d == {"all_kept_correct": 1.0, "empty_memos": 0.5, "kept_correct_share": 0.5, "dropped_wrong_share": 1.0}
    d = bo.shares(memos, [[True, True], [True]])
    assert d["all_kept_correct"] == 0.5 and d["dropped_wrong_share"] == 0.0


@pytest.mark.parametrize("args", [["--alpha", "0"], ["--wrong-share", "2"], ["--splits", "0"], ["--cal-share", "1"]])
def test_bad_arguments_are_one_usage_error(tmp_path, args, capsys):
    rows = tmp_path / "claims.jsonl"
    rows.write_text(json.dumps(_claim("a", "true", 1)) + "\n")
    with pytest.raises(SystemExit) as e:
        bo.main(["--claims", str(rows), *args])
    assert e.value.code == 2 and "error:" in capsys.readouterr().err


def test_a_missing_claims_file_says_how_to_build_it(tmp_path, capsys):
    with pytest.raises(SystemExit):
        bo.main(["--claims", str(tmp_path / "none.jsonl")])
    assert "deployment_rows.py --sources tatqa" in capsys.readouterr().err


@pytest.mark.parametrize(("text", "says"), [("{not json\n", "line 1: not JSON"), ('{"id": "x"}\n', "line 1: a claim needs"),
                                           ("\n", "no claims")])
def test_a_malformed_claims_file_is_one_clear_error(tmp_path, capsys, text, says):
    rows = tmp_path / "claims.jsonl"
    rows.write_text(text)
    with pytest.raises(SystemExit) as e:
        bo.main(["--claims", str(rows)])
    assert e.value.code == 2 and says in capsys.readouterr().err
