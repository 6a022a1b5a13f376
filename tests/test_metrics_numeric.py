"""Numeric consistency metric: extraction, matching, derivation and the metric's edge cases."""

from __future__ import annotations

import json
import math

import pytest

from tinyrag_eval.metrics.numeric import (
    NumberVerdict,
    Quantity,
    check_numbers,
    extract_quantities,
    numeric_consistency,
    unit_hints,
)
from tinyrag_eval.metrics.numeric import match as numeric

NBSP, THIN, NNBSP, MINUS, EN_DASH = "\u00a0", "\u2009", "\u202f", "\u2212", "\u2013"


def only(text: str) -> Quantity:
    qs = extract_quantities(text)
    assert len(qs) == 1, [q.text for q in qs]
    return qs[0]


def verdicts(answer: str, *contexts: str, **kw: object) -> list[tuple[str, str, str]]:
    return [(v.quantity.text, v.verdict, v.how) for v in check_numbers(answer, list(contexts), **kw)]


def one(answer: str, *contexts: str, **kw: object) -> tuple[str, str]:
    (result,) = verdicts(answer, *contexts, **kw)
    return result[1], result[2]


# ---------------------------------------------------------------------------------------------
# extraction and normalisation


@pytest.mark.parametrize(
    ("text", "value", "kind", "currency", "scale", "unit"),
    [
        ("1,234.5", 1234.5, "number", None, 1, ""),
        ("$1.5 billion", 1.5e9, "currency", "USD", 1e9, ""),
        ("USD 2.3bn", 2.3e9, "currency", "USD", 1e9, ""),
        ("2.3bn EUR", 2.3e9, "currency", "EUR", 1e9, ""),
        ("€450m", 450e6, "currency", "EUR", 1e6, ""),
        ("£12 mm", 12e6, "currency", "GBP", 1e6, ""),
        ("C$4.1m", 4.1e6, "currency", "CAD", 1e6, ""),
        ("3.4 million", 3.4e6, "number", None, 1e6, ""),
        ("$2 trillion", 2e12, "currency", "USD", 1e12, ""),
        ("12k", 12e3, "number", None, 1e3, ""),
        ("$(3.2) million", -3.2e6, "currency", "USD", 1e6, ""),
        ("($3.2 million)", -3.2e6, "currency", "USD", 1e6, ""),
        ("(1,234)", -1234, "number", None, 1, ""),
        ("-5%", -5, "percent", None, 1, "%"),
        ("(3.2)%", -3.2, "percent", None, 1, "%"),
        ("12.5%", 12.5, "percent", None, 1, "%"),
        ("12.5 percent", 12.5, "percent", None, 1, "%"),
        ("12.5 per cent", 12.5, "percent", None, 1, "%"),
        ("2.5 percentage points", 2.5, "percent", None, 1, "pp"),
        ("120 bps", 1.2, "percent", None, 0.01, "bps"),
        ("120 basis points", 1.2, "percent", None, 0.01, "bps"),
        ("1.5x", 1.5, "number", None, 1, "x"),
        ("5 dollars", 5, "currency", "USD", 1, ""),
    ],
)
def test_formats_are_normalised(text, value, kind, currency, scale, unit):
    q = only(text)
    assert q.text == text
    assert q.value == pytest.approx(value)
    assert (q.kind, q.currency, q.unit) == (kind, currency, unit)
    assert q.scale == pytest.approx(scale)
    assert (q.start, q.end) == (0, len(text))


def test_single_letter_scale_only_when_attached():
    assert only("12 k").value == 12
    assert only("a 5 m walk").value == 5
    assert only("5m").value == 5e6


def test_unicode_spaces_and_minus_signs():
    text = f"fell {MINUS}5% and {EN_DASH}2.5% to US${NBSP}2.3{THIN}billion ({NNBSP}FY2023)"
    qs = extract_quantities(text)
    assert [q.value for q in qs] == [-5, -2.5, 2.3e9, 2023]
    assert qs[2].currency == "USD" and qs[2].kind == "currency"
    for q in qs:  # spans index the original text, not a normalised copy
        assert text[q.start:q.end] == q.text
    assert qs[2].text == f"US${NBSP}2.3{THIN}billion"


def test_dash_between_figures_is_a_range_not_a_sign():
    assert [(q.text, q.value, q.kind) for q in extract_quantities(f"2022{EN_DASH}2023")] == [
        ("2022", 2022, "year"), ("2023", 2023, "year")]
    assert [q.period for q in extract_quantities("FY2023-24 plan")] == ["FY2023"]


def test_a_range_s_low_end_takes_the_scale_and_unit_written_after_the_high_end():
    def read(text: str) -> list[tuple[float, str, str]]:
        return [(q.value, q.kind, q.unit) for q in extract_quantities(text)]

    assert read(f"revenue of $5.0{EN_DASH}5.2 billion") == [(5.0e9, "currency", ""), (5.2e9, "number", "")]
    assert read("growth of 5-7% and 2 to 3 percent") == [(5, "percent", "%"), (7, "percent", "%"),
                                                         (2, "percent", "%"), (3, "percent", "%")]
    assert read("rose from $4.5 to $5.2 billion") == [(4.5e9, "currency", ""), (5.2e9, "currency", "")]
    assert read("hired 5 to 7 people in 2022-2023") == [(5, "number", ""), (7, "number", ""),
                                                              (2022, "year", ""), (2023, "year", "")]
    assert read("$5 and EUR 7 million")[0][0] == 5  # another currency: no range


def test_a_ratio_stated_to_one_is_a_multiple():
    """Covenants state ratios as "3.50 to 1.00": the figure is 3.50x and the 1.00 no figure of its
    own; a change "from 0.8 to 1.0" stays two figures, and a clock time none."""
    def read(text: str) -> list[tuple[str, float, str]]:
        return [(q.text, q.value, q.unit) for q in extract_quantities(text)]

    assert read("a maximum total leverage ratio of 3.50 to 1.00; our leverage ratio was 2.45 to 1.00.") == [
        ("3.50 to 1.00", 3.5, "x"), ("2.45 to 1.00", 2.45, "x")]
    assert read("a fixed charge coverage ratio of at least 1.25:1.0") == [("1.25:1.0", 1.25, "x")]
    assert read("The ratio increased from 0.8 to 1.0 in 2024.") == [("0.8", 0.8, ""), ("1.0", 1.0, ""),
                                                                     ("2024", 2024, "")]
    assert read("Revenue rose 5 to 1.0 million; at 10:15 we met") == [("5", 5e6, ""), ("1.0 million", 1e6, "")]


@pytest.mark.parametrize(
    ("text", "kind", "key"),
    [
        ("2023", "year", "2023"),
        ("FY2023", "period", "FY2023"),
        ("FY23", "period", "FY2023"),
        ("fiscal 2024", "period", "FY2024"),
        ("fiscal year 2024", "period", "FY2024"),
        ("Q3 FY2023", "period", "Q3 2023"),
        ("Q3 2023", "period", "Q3 2023"),
        ("3Q23", "period", "Q3 2023"),
        ("third quarter of 2023", "period", "Q3 2023"),
        ("H1 2025", "period", "H1 2025"),
        ("1H25", "period", "H1 2025"),
        ("first half of fiscal 2025", "period", "H1 2025"),
    ],
)
def test_years_and_periods(text, kind, key):
    q = only(text)
    assert (q.text, q.kind, q.period) == (text, kind, key)
    assert q.value == int(key[-4:])


@pytest.mark.parametrize(
    ("text", "figures"),
    [
        ("1. Revenue grew\n2. Costs fell\n(3) Margins held", []),
        ("  2) Margin was 12%", ["12%"]),
        ("See Item 7, Note 12, Section 3, Part 2, Exhibit 10 and page 45.", []),
        ("Tier 1 capital ratio was 13.5%", ["13.5%"]),
        ("Form 10-K; COVID-19; a 12-month period", []),
        ("Q3 results; the 3rd time; 5G rollout; Item 1A", []),
        ("As of March 31, 2023", ["2023"]),
        ("As of 31 March 2023", ["2023"]),
        ("Dated 2023-03-31 and 3/31/2023", []),
        ("Revenue rose [1] as shown [doc 3].", []),
        ("Revenue(1) 12,345", ["12,345"]),
        ("The call starts at 10:30.", []),
        ("Version 1.2.3 released", []),
        ("N/A — n.m. — —", []),
        ("no digits at all", []),
        ("1234567890123456789012 is an identifier", []),
        # greenhouse-gas scopes and listed references are names, not figures
        ("Emissions (Scope 1 and 2) for FY18 were 98,725.", ["FY18", "98,725"]),
        ("Scope 3 emissions fell 12%; Items 7, 8 and 9 apply.", ["12%"]),
        ("Class 2 notes of $400 million; see note 4 and 5 billion of debt.", ["$400 million", "5 billion"]),
        ("Tier 1 capital was 14 and 15.", ["14", "15"]),
        # an exponent is not a figure of its own
        ("The change was 4.70585e+06%.", []),
    ],
)
def test_what_is_not_a_figure(text, figures):
    assert [q.text for q in extract_quantities(text)] == figures


def test_extract_quantities_tolerates_non_strings_and_empty_text():
    assert extract_quantities("") == []
    assert extract_quantities(None) == []  # type: ignore[arg-type]


def test_unit_hints():
    assert unit_hints("(in millions, except per share data)") == [(1e6, "in millions")]
    assert unit_hints("(Dollars in thousands)") == [(1e3, "in thousands")]
    assert unit_hints("$ in billions") == [(1e9, "in billions")]
    assert unit_hints("amounts in millions of euros; (£'000)") == [
        (1e3, "in thousands"), (1e6, "in millions")]
    assert unit_hints("Revenue grew in the millions of users segment") == []
    # "(Millions of dollars, except revenue per store month (in thousands) ...)": the table is in
    # millions (only its exception was read, so "$833.9 million" was contradicted by its 833.9)
    assert unit_hints("| (Millions of dollars, except revenue per store month (in thousands)) | 2023 |") == [
        (1e3, "in thousands"), (1e6, "in millions")]
    assert unit_hints("(Thousands of U.S. dollars)") == [(1e3, "in thousands")]
    assert unit_hints("millions of dollars of revenue") == []


# ---------------------------------------------------------------------------------------------
# matching: scale, hints, rounding


def test_scale_equivalence():
    assert one("Revenue of $1.5 billion", "Revenue was 1,500 million.") == (
        "found", "1,500 million")
    assert one("Revenue of 1,500 million", "Revenue was $1.5bn.") == ("found", "$1.5bn")


def test_unit_hint_reads_plain_table_numbers_at_the_stated_scale():
    ctx = "Statement (in millions)\nRevenue 1,500 1,400"
    assert one("Revenue of $1.5 billion", ctx) == ("found", "1,500 [in millions]")
    # the plain reading stays a candidate too
    assert one("Revenue of 1,500", ctx) == ("found", "1,500")
    # without the hint, a bare 1,500 is not $1.5 billion
    assert one("Revenue of $1.5 billion", "Revenue 1,500 1,400") == ("unsupported", "")
    ctx_k = "(Dollars in thousands)\nDeposits 2,340,000"
    assert one("Deposits of $2.34 billion", ctx_k) == ("found", "2,340,000 [in thousands]")
    # hints never rescale percents
    assert one("Margin 12,000%", "(in millions) margin 12%") == ("unsupported", "")


@pytest.mark.parametrize(
    ("context", "verdict"),
    [
        ("$1,497 million", "found"),  # 0.2% off: within rel_tol
        ("$1,450 million", "found"),  # lower edge of the rounding window [1.45, 1.55]
        ("$1,460 million", "found"),  # 2.7% off, but rounds to 1.5 billion
        ("$1,549 million", "found"),
        ("$1,550 million", "found"),  # half to even rounds it to 1.5: the window is closed
        ("$1,551 million", "unsupported"),
        ("$1,440 million", "unsupported"),
    ],
)
def test_rounding_to_the_memos_precision(context, verdict):
    assert one("Revenue of $1.5 billion", f"Revenue was {context}.")[0] == verdict


def test_more_stated_precision_narrows_the_window():
    assert one("Revenue of $1.53 billion", "$1,460 million") == ("unsupported", "")
    assert one("Revenue of $1.53 billion", "$1,525 million") == ("found", "$1,525 million")
    # trailing zeros are formatting, not precision ("$382.00" answering "in USD millions" for
    # 381,603 thousand; "14.60%")
    assert one("Revenue of $1.50 billion", "$1,460 million") == ("found", "$1,460 million")


def test_rounding_window_is_capped_at_five_percent():
    assert one("Revenue of $1 billion", "$1,400 million") == ("unsupported", "")
    assert one("Revenue of $1 billion", "$1,040 million") == ("found", "$1,040 million")
    assert one("Revenue of $1 billion", "$1,051 million") == ("unsupported", "")
    assert one("Revenue of $12 billion", "$12.4 billion") == ("found", "$12.4 billion")


def test_percent_rounding_boundaries_with_and_without_rel_tol():
    assert one("margin of 14.6%", "margin 14.62%", rel_tol=0.0) == ("found", "14.62%")
    assert one("margin of 14.6%", "margin 14.55%", rel_tol=0.0) == ("found", "14.55%")
    assert one("margin of 14.6%", "margin 14.65%", rel_tol=0.0)[0] == "found"  # half to even
    assert one("margin of 14.6%", "margin 14.66%", rel_tol=0.0)[0] == "unsupported"
    # the default 0.5% relative tolerance (±0.073 around 14.6) is the wider window here
    assert one("margin of 14.6%", "margin 14.67%")[0] == "found"
    assert one("margin of 14.6%", "margin 14.68%")[0] == "unsupported"
    assert one("Revenue of $1.5 billion", "$1,440 million", rel_tol=0.05)[0] == "found"


def test_closest_candidate_is_reported():
    assert one("Revenue of $1.5 billion", "$1,460 million or $1,501 million") == (
        "found", "$1,501 million")


# ---------------------------------------------------------------------------------------------
# kinds, currencies, signs


def test_percent_matches_only_percents():
    assert one("a 12.5% share", "share 0.125") == ("unsupported", "")
    assert one("a 12.5% share", "share 12.5") == ("unsupported", "")
    assert one("a 12.5% share", "share of 12.5 percent") == ("found", "12.5 percent")
    assert one("a share of 12.5", "share 12.5%") == ("unsupported", "")
    assert one("up 120 bps", "up 1.2 percentage points") == ("found", "1.2 percentage points")


def test_currency_must_agree_when_both_are_stated():
    assert one("EUR 5 million", "$5 million") == ("unsupported", "")
    assert one("EUR 5 million", "5 million") == ("found", "5 million")
    assert one("EUR 5 million", "€5m") == ("found", "€5m")
    assert one("5 million", "€5m") == ("found", "€5m")
    assert one("sales exceed costs by $300", "Sales €1,000 and costs $700") == ("unsupported", "")
    assert one("sales exceed costs by $300", "Sales 1,000 and costs $700") == (
        "derived", "difference: 1,000 - $700")


def test_magnitudes_are_compared_negatives_in_words():
    assert one("a net loss of $3.2 million", "Net income $(3.2) million") == (
        "found", "$(3.2) million")
    assert one("a loss of 1,234", "Net income (1,234)") == ("found", "(1,234)")
    assert one("fell 5%", f"sales {MINUS}5%") == ("found", f"{MINUS}5%")


def test_multiples_match_numbers_and_ratios():
    assert one("trades at 1.5x", "EV/EBITDA 1.5x") == ("found", "1.5x")
    assert one("EBIT covers interest 2.5x", "EBIT 500 and interest 200") == (
        "derived", "ratio: 500 / 200 = 2.5x")


# ---------------------------------------------------------------------------------------------
# derivations

SALES = "Sales were $1,100 in 2022 and $1,250 in 2023."


@pytest.mark.parametrize(
    ("answer", "how"),
    [
        ("sales rose by $150", "difference: $1,250 - $1,100"),
        ("combined sales of $2,350", "sum: $1,100 + $1,250"),
        ("sales grew 13.6%", "percentage change: $1,100 -> $1,250 = 13.64%"),
        ("sales fell 12% (restated)", "percentage change: $1,250 -> $1,100 = 12%"),
        ("2022 sales were 88% of 2023", "ratio: $1,100 / $1,250 = 88%"),
        ("sales were 1.14x the prior year", "ratio: $1,250 / $1,100 = 1.14x"),
    ],
)
def test_derived_values(answer, how):
    out = verdicts(answer, SALES)
    money = [v for v in out if v[0] not in ("2022", "2023")]
    assert len(money) == 1
    assert money[0][1] == "derived"
    assert money[0][2] == how


def test_percentage_point_differences_and_bps():
    ctx = "Operating margin 14.6% versus 13.4%; market share 40.0% vs 37.5%."
    assert verdicts("Margin widened 120 bps and share rose 2.5 percentage points.", ctx) == [
        ("120 bps", "derived", "percentage-point difference: 14.6% - 13.4%"),
        ("2.5 percentage points", "derived", "percentage-point difference: 40.0% - 37.5%"),
    ]
    assert one("Combined market share of 77.5%", ctx) == ("derived", "sum: 37.5% + 40.0%")


def test_ratio_of_amounts_as_percent():
    assert one("net income was 8.3% of revenue", "Revenue 12,345; net income 1,020") == (
        "derived", "ratio: 1,020 / 12,345 = 8.26%")


def test_derive_false_accepts_only_found_figures():
    assert one("an increase of $150", SALES.replace(" in 2022", "").replace(" in 2023", ""),
               derive=False) == ("unsupported", "")


def test_a_figure_pairs_with_itself_only_when_it_occurs_twice():
    assert one("sales of $1,000", "sales of two units of $500") == ("unsupported", "")
    assert one("sales of $1,000", "sales of $500 in Q1 and $500 in Q2") == (
        "derived", "sum: $500 + $500")


def test_years_are_never_derived_and_periods_match_exactly():
    assert one("in 2023", "2,000 units and 23 stores") == ("unsupported", "")
    assert one("in 2023", "results for FY2023") == ("found", "FY2023")
    assert one("in FY2023", "results for 2023") == ("found", "2023")
    assert one("in fiscal 2023", "FY23 results") == ("found", "FY23")
    assert one("in Q3 FY2023", "3Q23 results") == ("found", "3Q23")
    assert one("in Q3 2023", "results for 2023") == ("unsupported", "")
    assert one("in Q3 2023", "Q2 2023 results") == ("unsupported", "")
    assert one("in H1 2025", "first half of 2025") == ("found", "first half of 2025")
    assert one("in 2023", "the third quarter of 2023") == ("found", "third quarter of 2023")


def test_derivation_cost_is_capped_but_lookup_is_not(monkeypatch):
    ctx = "readings " + " ".join(f"{7 * i + 3:,}" for i in range(5000))  # 3, 10, ..., 34,996
    assert len(extract_quantities(ctx)) == 5000
    out = verdicts("readings of 34,996 and 7 and 99,999,999 and 60,000", ctx)
    assert out == [
        ("34,996", "found", "34,996"),  # the last figure of a huge context is still found
        ("7", "derived", "difference: 10 - 3"),
        ("99,999,999", "unsupported", ""),
        ("60,000", "unsupported", ""),  # only reachable from operands beyond MAX_OPERANDS
    ]
    monkeypatch.setattr(numeric, "MAX_OPERANDS", 10_000)
    status, how = one("readings total 60,000", ctx)
    assert status == "derived" and how.startswith("sum: ")


# ---------------------------------------------------------------------------------------------
# the metric

INCOME_STATEMENT = """ACME Corp. Consolidated Statements of Operations
(in millions, except per share data)
                         2024        2023
Revenue                12,345      11,234
Net income (loss)      (1,020)        845
Diluted EPS             (2.15)       1.78
"""


def test_realistic_income_statement():
    memo = ("Revenue rose 9.9% to $12.3 billion, while the company swung to a net loss of "
            "$1.0 billion.")
    result = numeric_consistency(memo, [INCOME_STATEMENT])
    assert not result.invalid and result.value == 1.0
    got = [(n["quantity"]["text"], n["verdict"], n["how"]) for n in result.details["numbers"]]
    assert got == [
        ("9.9%", "derived", "percentage change: 11,234 -> 12,345 = 9.89%"),
        ("$12.3 billion", "found", "12,345 [in millions]"),
        ("$1.0 billion", "found", "(1,020) [in millions]"),
    ]
    assert result.details["supported"] == result.details["total"] == 3
    assert result.details["found"] == 2 and result.details["derived"] == 1
    json.dumps(result.details)  # plain JSON types only


def test_score_is_supported_over_total_with_details():
    memo = "Revenue was $12.3 billion in 2024, up from $9.0 billion, with 1,500 stores."
    result = numeric_consistency(memo, [INCOME_STATEMENT, "We operate 1,500 stores."])
    assert result.value == pytest.approx(3 / 4)
    assert result.details["unsupported"] == ["$9.0 billion"]
    assert result.details["total"] == 4 and result.details["supported"] == 3
    stores = result.details["numbers"][-1]
    assert stores["verdict"] == "found" and stores["sources"] == [1]
    assert stores["quantity"]["kind"] == "number" and stores["quantity"]["value"] == 1500


def test_bullets_are_not_counted():
    memo = "1. Revenue was $12.3 billion.\n2. See Item 7 and Note 12."
    result = numeric_consistency(memo, [INCOME_STATEMENT])
    assert result.value == 1.0 and result.details["total"] == 1


@pytest.mark.parametrize("memo", ["Revenue grew strongly.", "See Item 7 and Note 12.", "N/A —"])
def test_no_numbers_is_not_applicable_not_one(memo):
    result = numeric_consistency(memo, [INCOME_STATEMENT])
    assert result.value is None and result.invalid is False
    assert result.reason == "not applicable: the answer contains no numbers"
    assert result.details["applicable"] is False and result.details["total"] == 0


@pytest.mark.parametrize(
    ("answer", "contexts", "reason"),
    [
        ("", [INCOME_STATEMENT], "empty answer"),
        ("  \n", [INCOME_STATEMENT], "empty answer"),
        ("Revenue $5", [], "empty context"),
        ("Revenue $5", ["", " \n "], "empty context"),
        (None, [INCOME_STATEMENT], "answer must be a string, got NoneType"),
        (12.5, [INCOME_STATEMENT], "answer must be a string, got float"),
        ("Revenue $5", INCOME_STATEMENT, "contexts must be a list of strings, got str"),
        ("Revenue $5", None, "contexts must be a list of strings, got NoneType"),
        ("Revenue $5", ["ok", None], "contexts[1] must be a string, got NoneType"),
    ],
)
def test_invalid_inputs_give_an_invalid_result(answer, contexts, reason):
    result = numeric_consistency(answer, contexts)
    assert result.invalid is True and result.value is None
    assert result.name == "numeric_consistency"
    assert result.reason.startswith(reason)


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"rel_tol": -0.1}, "rel_tol must be in [0, 1)"),
        ({"rel_tol": math.nan}, "rel_tol must be in [0, 1)"),
        ({"rel_tol": True}, "rel_tol must be a number"),
        ({"rel_tol": "0.01"}, "rel_tol must be a number"),
        ({"derive": "yes"}, "derive must be a bool"),
    ],
)
def test_bad_settings_give_an_invalid_result(kwargs, reason):
    result = numeric_consistency("Revenue $5", ["Revenue $5"], **kwargs)
    assert result.invalid is True and result.reason.startswith(reason)


def test_check_numbers_raises_at_its_boundary():
    with pytest.raises(TypeError, match="answer must be a string"):
        check_numbers(None, ["x"])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rel_tol"):
        check_numbers("5", ["5"], rel_tol=2.0)


def test_huge_and_odd_contexts():
    filler = "The quick brown fox jumps over the lazy dog. N/A — n.m. "
    big = filler * (1_000_000 // len(filler) + 1) + "Revenue was $12.3 billion."
    assert len(big) > 1_000_000
    result = numeric_consistency("Revenue was $12.3 billion.", [big, "—", "N/A"])
    assert result.value == 1.0
    assert result.details["numbers"][0]["how"] == "$12.3 billion"
    assert result.details["numbers"][0]["sources"] == [0]
    odd = numeric_consistency("Revenue was $5.", ["—\t—\nN/A\x00 NaN inf 1e400"])
    assert odd.value == 0.0 and odd.details["unsupported"] == ["$5"]


def test_verdict_model_round_trips():
    (v,) = check_numbers("sales up 13.6%", [SALES])
    again = NumberVerdict.model_validate(v.model_dump())
    assert again == v and again.sources == [0]


def test_inline_enumerators_are_not_figures_but_parenthesised_negatives_are() -> None:
    text = "Disputes include: (1) usual and customary pricing; (2) opioids. Loss (12) Company total (370)"
    assert [q.text for q in extract_quantities(text)] == ["(12)", "(370)"]


# ---------------------------------------------------------------------------------------------
# names that look like figures (issue 13 regression: "3M" read as 3,000,000)

CAPEX_CONTEXT = ("Purchases of property, plant and equipment (PP&E) were $1,577 million in 2018 "
                 "and $1,373 million in 2017.")


def test_company_name_3m_is_not_a_figure():
    result = numeric_consistency("3M spent $1,577 million on capital expenditures in FY2018.",
                                 [CAPEX_CONTEXT])
    assert result.value == 1.0
    assert [n["quantity"]["text"] for n in result.details["numbers"]] == ["$1,577 million", "FY2018"]
    # a wrong figure is still caught once the name is out of the way
    wrong = numeric_consistency("3M spent $1,677 million on capital expenditures in FY2018.",
                                [CAPEX_CONTEXT])
    assert wrong.value == 0.5 and wrong.details["unsupported"] == ["$1,677 million"]


@pytest.mark.parametrize("text, figures", [
    ("In 2018, 3M spent $5 million.", ["2018", "$5 million"]),  # followed by a verb
    ("3M's revenue rose 4%.", ["4%"]),  # possessive
    ("7B Holdings paid a dividend.", []),  # followed by a capitalised word
    ("Shares of 3M rose. 3M Company (3M) said so.", []),  # every use of a name is the name
    ("Sales of 3M units.", ["3M"]),  # a figure: nothing says it is a name
    ("It raised $3M in 2019.", ["$3M", "2019"]),  # currency says it is money
    ("USD 3M was spent.", ["USD 3M"]),
    ("Revenue: 3M.", ["3M"]),
    ("Users reached 12k.", ["12k"]),
])
def test_number_letter_names_versus_scaled_figures(text, figures):
    assert [q.text for q in extract_quantities(text)] == figures


def test_a_list_bullet_is_not_a_minus_sign():
    from tinyrag_eval.metrics.numeric.facts import text_facts

    memo = ("Amcor completed these acquisitions during FY2023:\n"
            "- 65% equity interest in a medical device packaging site in Shanghai\n"
            "+ 12% of the shares of a supplier\n"
            "Revenue fell - 5% in 2024.\n"
            "-3.2 was the operating result")
    got = {f.quantity.text: f.quantity.value for f in text_facts(memo, "memo", 0)}
    # "- 65%" was read as -65 (a fall), so the bullet's figure could only be contradicted or unsupported
    assert got["65%"] == 65.0 and got["12%"] == 12.0
    assert got["- 5%"] == -5.0 and got["-3.2"] == -3.2  # a sign inside a line, and one with no space, stay signs
    # a table's cell is read alone: "- 5" there is a negative five (so is a text's first line)
    from tinyrag_eval.metrics.numeric.extract import extract_quantities

    assert [q.value for q in extract_quantities("- 5")] == [-5.0]
    assert [q.value for q in extract_quantities("| Net loss | - 5 |")] == [-5.0]


def test_zero_width_cells_are_empty():
    """SEC filings converted from HTML fill empty cells with zero-width spaces (U+200B); read as
    text they shifted a row against its header: the 2022 figure was read as 2023's, the change
    as 2022's, so a right memo was contradicted. A made-up table in that layout."""
    from tinyrag_eval.metrics.numeric import fact_verification

    z = "\u200b"
    table = "\n".join([
        f"| {z} | {z} | Years ended December 31, | {z} |",
        f"| {z} | {z} | 2023 | {z} | 2022 | {z} | Change | % Change | {z} |",
        f"| {z} | {z} | (in millions, except percentages) | {z} |",
        f"| Contract revenues | {z} | $ | 2,832 | {z} | {z} | $ | 2,575 | {z} | {z} | $ | 257 | {z} | 10 | % |",
        f"| Operating expense | {z} | {z} | (1,986) | {z} | {z} | {z} | (1,679) | {z} | {z} | {z} | (307) | {z} | (18) | % |",
        f"| Net loss | {z} | $ | (954) | {z} | {z} | $ | (621) | {z} | {z} | $ | (333) | {z} | (54) | % |",
    ])
    clean = table.replace(z, "")
    for memo, value in [
        ("Contract revenues increased 10% to $2.83 billion in 2023 from $2.58 billion in 2022.", 1.0),
        ("The net loss widened to $954 million in 2023 from $621 million in 2022.", 1.0),
        ("Operating expense grew 18% to $1,986 million in 2023.", 1.0),
        ("The net loss narrowed to $621 million in 2023.", 0.0),
        ("Contract revenues increased 15% to $2.83 billion in 2023.", 0.5),
    ]:
        got = fact_verification(memo, [table])
        assert got.value == value, (memo, got.details["figures"])
        # the same verdicts as on the table a reader sees
        assert [f["verdict"] for f in got.details["figures"]] == [
            f["verdict"] for f in fact_verification(memo, [clean]).details["figures"]]
