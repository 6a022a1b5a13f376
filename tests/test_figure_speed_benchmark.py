"""benchmarks/figure_speed.py: how the figure checks' time grows with a memo and its context."""

from __future__ import annotations

import json

import pytest

from tests.bench_scripts import load_benchmark

figure_speed = load_benchmark("figure_speed")


def test_every_shape_is_timed_at_every_size_with_its_growth(tmp_path):
    out = tmp_path / "speed.json"
    assert figure_speed.main(["--sizes", "16,32", "--repeats", "1", "--out", str(out)]) == 0
    got = json.loads(out.read_text())
    assert set(got) == set(figure_speed.SHAPES) | {"meta"}
    for name in figure_speed.SHAPES:
        runs = got[name]["runs"]
        assert [r["size"] for r in runs] == [16, 32], name
        assert all(r["fact_verification_s"] > 0 and r["context_figures"] > 0 for r in runs), name
        grew = runs[1]["context_chars"] > runs[0]["context_chars"] or runs[1]["memo_figures"] > runs[0]["memo_figures"]
        assert grew, name  # (the input grows: the context, or the memo of a run-on sentence)
        assert set(got[name]["growth_exponent"]) == {"fact_verification", "numeric_consistency"}


def test_a_shape_over_budget_is_not_run_larger(tmp_path):
    out = tmp_path / "speed.json"
    figure_speed.main(["--sizes", "16,32", "--repeats", "1", "--budget", "0", "--out", str(out)])
    runs = json.loads(out.read_text())["respectively"]["runs"]
    assert "skipped" in runs[1] and "fact_verification_s" not in runs[1]


@pytest.mark.parametrize("sizes", ["a,b", "4", ""])
def test_bad_sizes_are_a_clear_error(tmp_path, sizes, capsys):
    with pytest.raises(SystemExit):
        figure_speed.main(["--sizes", sizes, "--out", str(tmp_path / "x.json")])
    assert "--sizes" in capsys.readouterr().err
