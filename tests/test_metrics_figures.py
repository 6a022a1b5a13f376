"""The figure checker on the patterns every financial memo has (issue 26, item 0).

The contexts are the sample annual report's capital page (prose and a 2025/2024 table that repeat
the same ratios), its funding section and the Q1 trading update, as the index would return them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tinyrag_eval.metrics.numeric import fact_verification, numeric_consistency
from tinyrag_eval.metrics.numeric.facts import context_facts
from tinyrag_eval.metrics.numeric.precision import (
    TARGET,
    VERDICT_PRECISION,
    meets_target,
    verdict_may_fail,
)

DATA = Path(__file__).resolve().parents[1] / "tinyrag_eval" / "data"


def _section(text: str, title: str) -> str:
    part = next(s for s in re.split(r"\n(?=## )", text) if s.startswith(f"## {title}"))
    return part.split("<div")[0]


REPORT = (DATA / "sample_src" / "annual_report_2025.md").read_text(encoding="utf-8")
CAPITAL = _section(REPORT, "Balance sheet and capital")
FUNDING = _section(REPORT, "Funding")
HIGHLIGHTS = _section(REPORT, "Financial highlights")
CHAIR = _section(REPORT, "Chair's statement")
Q1 = re.sub(r"<[^>]+>", "", (DATA / "sample" / "q1_2026_trading_update.html").read_text(encoding="utf-8"))
CONTEXTS = [CAPITAL, FUNDING, Q1]

CORRECT = ("The CET1 ratio was 14.6% at 31 December 2025 (2024: 14.1%). The total capital ratio was "
           "18.9% (2024: 18.2%) and the leverage ratio 5.3% (2024: 5.1%). Risk-weighted assets rose "
           "to £7.92 billion from £7.61 billion, an increase of £0.31 billion.")


def fv(answer: str, contexts: list[str] | None = None) -> list[tuple[str, str]]:
    r = fact_verification(answer, CONTEXTS if contexts is None else contexts)
    return [(f["figure"], f["verdict"]) for f in r.details["figures"]]


def nc(answer: str, contexts: list[str] | None = None) -> list[tuple[str, str, str]]:
    r = numeric_consistency(answer, CONTEXTS if contexts is None else contexts)
    return [(n["quantity"]["text"], n["verdict"], n["how"]) for n in r.details["numbers"]
            if n["quantity"]["kind"] not in ("year", "period")]


def test_the_correct_capital_memo_is_supported_figure_by_figure():
    assert fv(CORRECT) == [
        ("14.6%", "supported"), ("14.1%", "supported"), ("18.9%", "supported"),
        ("18.2%", "supported"), ("5.3%", "supported"), ("5.1%", "supported"),
        ("£7.92 billion", "supported"), ("£7.61 billion", "supported"),
        ("£0.31 billion", "derived"),
    ]
    assert fact_verification(CORRECT, CONTEXTS).value == 1.0


def test_a_wrong_cet1_is_the_one_contradicted_figure_and_names_the_right_value():
    wrong = CORRECT.replace("14.6% at", "12.6% at")
    r = fact_verification(wrong, CONTEXTS)
    got = [(f["figure"], f["verdict"]) for f in r.details["figures"]]
    assert got[0] == ("12.6%", "contradicted")
    assert all(v in ("supported", "derived") for _, v in got[1:])
    first = r.details["figures"][0]
    assert "14.6%" in first["explanation"] and "12.6%" not in first["explanation"]
    assert first["context_value"] == "14.6%"


def test_a_comparative_in_parentheses_is_the_prior_period_of_the_same_line_item():
    assert fv("The CET1 ratio was 14.6% (2024: 14.1%).") == [("14.6%", "supported"),
                                                              ("14.1%", "supported")]
    # the comparative checked against its own period: the 2025 value as a 2024 comparative is wrong
    assert fv("The CET1 ratio was 14.1% (2024: 14.6%).") == [("14.1%", "contradicted"),
                                                              ("14.6%", "contradicted")]
    # the comparative binds to the host's line item, not to the words after it
    assert fv("The total capital ratio was 18.9% (2024: 18.2%) and the leverage ratio 5.3%.")[1] == (
        "18.2%", "supported")


def test_prose_wrapped_at_a_fixed_width_is_one_sentence():
    facts = [f for f in context_facts([CAPITAL]) if f.origin == "text" and f.quantity.text == "14.1%"]
    assert len(facts) == 1 and facts[0].periods == ("2024",) and "CET1" in facts[0].sentence
    # a line that starts a new statement still ends the sentence before it
    rows = context_facts(["Income statement 2025 2024\nProfit before tax 191.1 174.9"])
    assert {f.sentence for f in rows} == {"Profit before tax 191.1 174.9"}


def test_the_same_figure_in_a_sentence_and_in_a_table_is_supported_by_both():
    r = fact_verification("The CET1 ratio was 14.6% at 31 December 2025.", [CAPITAL])
    (f,) = r.details["figures"]
    assert f["verdict"] == "supported"
    assert f["periods"] == ["2025"]


@pytest.mark.parametrize("memo", [
    "Risk-weighted assets rose to £7.92 billion from £7.61 billion.",
    "Risk-weighted assets were £7.92 billion, up from £7.61 billion.",
    "Risk-weighted assets rose from £7.61 billion to £7.92 billion.",
])
def test_rose_to_x_from_y_states_two_levels_not_a_difference(memo):
    assert sorted(fv(memo)) == [("£7.61 billion", "supported"), ("£7.92 billion", "supported")]


def test_rose_to_x_from_y_with_a_wrong_level_is_contradicted():
    got = dict(fv("Risk-weighted assets rose to £7.92 billion from £7.21 billion."))
    assert got == {"£7.92 billion": "supported", "£7.21 billion": "contradicted"}


def test_increased_by_z_to_x_checks_the_change_and_the_level():
    ctx = [HIGHLIGHTS.split("\n\nProfit before tax increased")[0]]  # the table alone
    assert fv("Profit before tax increased by £16.2 million to £191.1 million.", ctx) == [
        ("£16.2 million", "derived"), ("£191.1 million", "supported")]
    assert fv("Profit before tax increased by £18.4 million to £191.1 million.", ctx) == [
        ("£18.4 million", "contradicted"), ("£191.1 million", "supported")]


def test_x_up_y_percent_from_z_in_the_prior_year():
    got = fv("Net interest income rose to £412.6 million, up 7.9% from £382.4 million in 2024.",
             [CHAIR, HIGHLIGHTS])
    assert got == [("£412.6 million", "supported"), ("7.9%", "supported"),
                   ("£382.4 million", "supported")]


def test_percentages_of_a_named_base():
    credit = _section(REPORT, "Credit risk")
    assert fv("Stage 3 loans rose to 2.4% of gross loans from 1.9%.", [credit]) == [
        ("2.4%", "supported"), ("1.9%", "supported")]
    assert fv("Stage 3 loans were 2.9% of gross loans.", [credit]) == [("2.9%", "contradicted")]
    # a share of a named base computed from the two amounts of the sentence that names both
    assert fv("Of the £1.07 billion office exposure, 29% is refinancing in 2026.", [credit])[1] == (
        "29%", "derived")
    assert fv("Of the £1.07 billion office exposure, 35% is refinancing in 2026.", [credit])[1][1] != (
        "derived")
    # percents of one base are not ratios of each other: CRE is 31% of the book, not 48%
    assert fv("Commercial real estate (CRE) is 48% of the loan book.", [credit]) == [
        ("48%", "contradicted")]


def test_a_percent_stated_as_a_level_is_not_derived_from_the_change_column():
    table = HIGHLIGHTS.split("\n\nProfit before tax increased")[0]
    # 11.6% is the 2024 value; 12.4% - 0.8 pp gives it, but the memo states it as the 2025 level
    assert fv("Return on tangible equity was 11.6% in 2025.", [table]) == [("11.6%", "contradicted")]
    assert fv("Net interest margin was 3.18% in 2024.", [table]) == [("3.18%", "contradicted")]
    # a stated change in percentage points is still derived
    assert fv("Return on tangible equity rose by 0.8 percentage points in 2025.", [table])[0][1] in (
        "supported", "derived")


CAPITAL_TABLE = CAPITAL[CAPITAL.index("| Capital"):]


def test_contradicted_only_where_the_value_the_memo_should_state_is_known():
    # an average over the named periods: contradicted with the item's own average, or derived
    r = fact_verification("The average CET1 ratio for 2024 and 2025 was 15.0%.", [CAPITAL_TABLE])
    (f,) = r.details["figures"]
    assert f["verdict"] == "contradicted" and f["context_value"] == "14.35%"  # written like the memo figure
    assert fv("The average CET1 ratio for 2024 and 2025 was 14.35%.", [CAPITAL_TABLE]) == [
        ("14.35%", "derived")]
    # a change of a ratio in percent: points or a relative change, the checker cannot tell
    assert fv("The CET1 ratio rose 7% in 2025.", [CAPITAL_TABLE]) == [("7%", "unsupported")]
    # in percentage points it can
    assert fv("The CET1 ratio rose 0.9 percentage points in 2025.", [CAPITAL_TABLE]) == [
        ("0.9 percentage points", "contradicted")]
    # an operation it cannot reproduce is unsupported, not contradicted by a level of the item
    assert fv("The ratio of the CET1 ratio to the leverage ratio in 2025 was 3.1.",
              [CAPITAL_TABLE])[0][1] == "unsupported"
    # a change stated without a direction word is not contradicted on its sign
    got = fv("The change in risk-weighted assets between 2024 and 2025 was 4.1%.", [CAPITAL_TABLE])
    assert got == [("4.1%", "derived")]


COSTS = "\n".join(" | ".join(r) for r in [
    ["£m", "2025", "2024"], ["Staff costs", "40", "36"], ["Premises costs", "12", "11"],
    ["Staff costs as a % of revenue", "21.0%", "20.1%"]])


def test_what_is_not_certain_is_unsupported_not_contradicted():
    # a change of a percent item in "%": relative change or points, not certain
    assert fv("Staff costs as a percentage of revenue rose 9% in 2025.", [COSTS]) == [
        ("9%", "unsupported")]
    # a relative change of an amount item is certain
    assert fv("Staff costs rose 15% in 2025.", [COSTS]) == [("15%", "contradicted")]
    # a change of an average is another operation than a change of the item
    assert fv("The average of staff costs and premises costs rose by £9 million in 2025.",
              [COSTS])[0][1] == "unsupported"
    # an average the memo asks for, the figure before it a count of years
    assert fv("The average staff costs over the 2 year period from 2024 to 2025 were £30 million.",
              [COSTS]) == [("£30 million", "contradicted")]
    # the memo names the row its figure is in, too: which one it means is not certain
    assert fv("Premises costs and staff costs: premises costs were £40 million in 2025.",
              [COSTS])[-1] == ("£40 million", "unsupported")


def test_a_figure_in_a_list_of_items_is_contradicted_only_by_its_own_item():
    prose = "Expenses in 2025: staff £12 million; premises £8 million; technology £6 million."
    assert fv("Premises were £9 million in 2025.", [prose]) == [("£9 million", "contradicted")]
    assert fv("Premises were £8 million in 2025.", [prose]) == [("£8 million", "supported")]
    # the words right around £6 million name technology, not technology spending
    assert fv("Technology spending was £9 million in 2025.", [prose]) == [
        ("£9 million", "unsupported")]


# ---------------------------------------------------------------------------------------------
# numeric_consistency: derivations only over the line items the sentence names


def test_a_wrong_cet1_is_not_derived_from_unrelated_figures_of_other_chunks():
    got = nc("The CET1 ratio was 12.6% at 31 December 2025.")
    assert got == [("12.6%", "unsupported", "")]


def test_a_derivation_over_the_named_line_item_is_still_accepted():
    got = nc("Risk-weighted assets increased by £0.31 billion.")
    assert got[0][1] == "derived" and got[0][2].startswith("difference: 7.92")
    assert nc("Profit before tax rose 9.3%.", [HIGHLIGHTS])[0][1] in ("found", "derived")


def test_net_interest_income_growth_is_not_a_difference_of_two_unrelated_percents():
    got = nc("Net interest income grew 7.9%.", [CAPITAL, FUNDING, Q1])
    assert got == [("7.9%", "unsupported", "")]


# ---------------------------------------------------------------------------------------------
# the stable per-figure record and the precision table


def test_per_figure_record_has_the_documented_shape():
    r = fact_verification(CORRECT, CONTEXTS)
    for i, f in enumerate(r.details["figures"]):
        assert {"figure", "sentence_index", "line_item", "periods", "context_value", "verdict",
                "sources", "evidence", "start", "end"} <= f.keys()
        assert f["verdict"] in ("supported", "derived", "contradicted", "unsupported")
        assert CORRECT[f["start"]:f["end"]] == f["figure"]
        assert all(0 <= s < len(CONTEXTS) for s in f["sources"])
    idx = [f["sentence_index"] for f in r.details["figures"]]
    assert idx == [0, 0, 1, 1, 1, 1, 2, 2, 2]
    cet1 = r.details["figures"][0]
    assert cet1["sources"] == [0] and cet1["line_item"] == "CET1 ratio"
    n = numeric_consistency(CORRECT, CONTEXTS)
    assert [x["sentence_index"] for x in n.details["numbers"]][:1] == [0]


def test_the_precision_table_says_which_verdicts_may_fail_a_memo():
    assert set(VERDICT_PRECISION) == {"contradicted", "derived"}
    for kind, row in VERDICT_PRECISION.items():
        assert 0.0 <= row["low"] <= row["precision"] <= row["high"] <= 1.0
        assert 0.0 <= row["wilson_low"] <= row["precision_as_sampled"] <= row["wilson_high"] <= 1.0
        assert row["n"] > 0
        assert meets_target(kind) is (row["precision"] >= TARGET)
    assert verdict_may_fail("contradicted") is meets_target("contradicted")
    # a derived figure supports a memo, an unsupported one was never measured: neither fails one
    assert verdict_may_fail("derived") is False and verdict_may_fail("unsupported") is False
    assert meets_target("unsupported") is False


def test_the_precision_table_is_the_measurement_in_the_result_file():
    result = Path(__file__).resolve().parents[1] / "benchmarks/results/figure_precision.json"
    measured = json.loads(result.read_text())["dev_pooled"]["fact_verification"]
    for kind, row in VERDICT_PRECISION.items():
        assert row["precision"] == measured[kind]["precision_equal_shares"]
        assert row["n"] == measured[kind]["n"]
        assert row["precision_as_sampled"] == measured[kind]["precision"]


def test_a_computed_context_value_is_written_like_the_memo_figure():
    from tinyrag_eval.metrics.numeric.extract import extract_quantities
    from tinyrag_eval.metrics.numeric.verify import written_like

    (q,) = [x for x in extract_quantities("Profit rose by £18.4 million.") if x.kind != "year"]
    assert written_like(q, 16.2) == "£16.2 million"  # the operands' numbers as written
    assert written_like(q, 16.2e6) == "£16.2 million"  # base units
    (p,) = extract_quantities("The margin fell by 0.4%.")
    assert written_like(p, 0.3) == "0.3%"


def test_a_contradicted_figure_is_stated_like_the_memo_so_a_repair_can_put_it_in():
    """The context's value for a contradicted figure keeps the memo's scale word, currency and
    negative style, and the context's decimals: a repair writes it in the figure's place."""
    from tinyrag_eval.metrics.numeric.verify import check_facts

    table = "(in millions)\n | 2019 | 2018\nFair value of total debt | $ 4,073.9 | $ 3,523.0"
    (v,) = [x for x in check_facts("The fair value of total debt in 2019 was $2,493.3 million.", [table])
            if x.figure != "2019"]
    assert (v.verdict, v.context_value) == ("contradicted", "$4,073.9 million")
    # a table in thousands, a memo in millions: the digits move three places
    thousands = "(in thousands)\n | 2019 | 2018\nNet sales | 940,045 | 1,118,032"
    (v,) = [x for x in check_facts("Net sales in 2019 were $1.2 million.", [thousands]) if x.figure != "2019"]
    assert (v.verdict, v.context_value) == ("contradicted", "$940.045 million")
    # a negative the context writes in parentheses, a memo that writes it with a minus: the memo's way
    losses = " | 2019 | 2018\nAllowance for losses | (168) | (238)"
    (v,) = [x for x in check_facts("The allowance for losses in 2019 was -238.", [losses]) if x.figure != "2019"]
    assert (v.verdict, v.context_value) == ("contradicted", "-168")
    # ... a memo negative where the context is positive loses its parentheses
    (v,) = [x for x in check_facts("Net sales in 2019 were (900,045).", [" | 2019 | 2018\nNet sales | 940,045 | 1"])
            if x.figure != "2019"]
    assert (v.verdict, v.context_value) == ("contradicted", "940,045")
    # a change the context gives in thousands, stated with the memo's sign wrong: the context's sign
    sales = "(in thousands)\n | 2019 | 2018\nNet sales | 940,045 | 873,090"
    (v,) = [x for x in check_facts("The change in net sales between 2018 and 2019 was -500 thousand.", [sales])
            if x.figure.endswith("thousand")]
    assert (v.verdict, v.context_value) == ("contradicted", "66,955 thousand")
    # billions stated in millions: no decimals invented
    (v,) = [x for x in check_facts("Debt in 2019 was $2,493.3 million.", [" | 2019 | 2018\nDebt | $3.1 billion | 1"])
            if x.figure != "2019"]
    assert (v.verdict, v.context_value) == ("contradicted", "$3,100 million")


def test_a_figure_that_names_the_line_item_is_not_a_value_of_it():
    """Figures in a row label ("net of tax of $1, $11, and $4", "5.25% Senior Notes due 2029") name
    the item; among equally named rows the one whose label's figures the memo writes is the item."""
    from tinyrag_eval.metrics.numeric.verify import check_facts

    gains = ("(In millions) | 2019 | 2018\nGains recognized in other comprehensive income (loss), net of tax of "
             "$1, $11, and $4 | $ 159 | $ 219")
    memo = ("The % change in gains recognized in other comprehensive income (loss), net of tax of $1, $11, and $4 "
            "from 2018 to 2019 was -27.4%.")
    assert [(v.figure, v.verdict) for v in check_facts(memo, [gains])] == [
        ("$1", "supported"), ("$11", "supported"), ("$4", "supported"), ("-27.4%", "derived")]
    notes = "(in millions) | 2019 | 2018\n4.50% Senior Notes due 2027 | 500 | 500\n5.25% Senior Notes due 2029 | 750 | 0"
    assert [(v.figure, v.verdict, v.context_value) for v in check_facts(
        "The 5.25% Senior Notes due 2029 were $700 million in 2019.", [notes])] == [
        ("5.25%", "supported", "5.25%"), ("$700 million", "contradicted", "$750 million")]
    # a bare figure that a label happens to hold is still checked as a value
    assert [(v.figure, v.verdict) for v in check_facts("Senior notes rose 4.50% in 2019.", [notes])] == [
        ("4.50%", "unsupported")]
