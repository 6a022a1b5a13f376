"""Risk and safety metrics: PII rules with check digits, redaction, toxicity, counterfactual bias."""

from __future__ import annotations

import pytest

from tinyrag_eval.metrics import safety as sf

# ----------------------------------------------------------------------------------------- check digits


@pytest.mark.parametrize("number,ok", [
    ("4111 1111 1111 1111", True), ("4111-1111-1111-1112", False), ("5500 0000 0000 0004", True),
    ("378282246310005", True), ("378282246310006", False), ("7", False),
])
def test_luhn(number, ok):
    assert sf.luhn_valid(number) is ok


@pytest.mark.parametrize("iban,ok", [
    ("GB82 WEST 1234 5698 7654 32", True), ("DE89370400440532013000", True),
    ("GB82 WEST 1234 5698 7654 33", False), ("DE89370400440532013001", False), ("GB82", False),
])
def test_iban_mod97(iban, ok):
    assert sf.iban_valid(iban) is ok


@pytest.mark.parametrize("ssn,ok", [
    ("123-45-6789", True), ("000-12-3456", False), ("666-12-3456", False), ("912-12-3456", False),
    ("123-00-4567", False), ("123-45-0000", False),
])
def test_ssn_rules(ssn, ok):
    assert sf.ssn_valid(ssn) is ok


def test_aba_routing_checksum():
    assert sf.aba_valid("021000021") and not sf.aba_valid("021000022") and not sf.aba_valid("000000000")


TEXT = ("Contact jane.doe@example.com or +1 (555) 123-4567. Card 4111 1111 1111 1111; bad card "
        "4111 1111 1111 1112. IBAN GB82 WEST 1234 5698 7654 32 AND more. SSN 123-45-6789, not 000-12-3456. "
        "Account no. 12345678. Routing number 021000021. Net income rose 12.5% to EUR 1,234,567 in 2025-2026.")


def test_rules_find_valid_pii_and_reject_bad_check_digits():
    found, rejected = sf.pii_rules(TEXT)
    by_type = {f.type: f.text for f in found}
    assert by_type == {"EMAIL": "jane.doe@example.com", "PHONE": "+1 (555) 123-4567", "CARD_NUMBER": "4111 1111 1111 1111",
                       "IBAN": "GB82 WEST 1234 5698 7654 32", "SSN": "123-45-6789", "ACCOUNT_NUMBER": "12345678",
                       "ROUTING_NUMBER": "021000021"}
    assert {(r["type"], r["text"]) for r in rejected} == {("CARD_NUMBER", "4111 1111 1111 1112"),
                                                          ("SSN", "000-12-3456")}


def test_financial_figures_are_not_pii():
    found, _ = sf.pii_rules("Revenue was $12,345,678 (2024: $11,000,000); CET1 14.6%; 2025-01-15; "
                            "order 1234567890123 units; call report 2025 Q3.")
    assert found == []


def test_redact_replaces_each_finding():
    red = sf.redact(TEXT, use_ner=False)
    for secret in ("jane.doe@example.com", "4111 1111 1111 1111", "GB82 WEST", "123-45-6789", "12345678", "021000021"):
        assert secret not in red
    assert "[EMAIL]" in red and "[IBAN] AND more" in red and "bad card 4111 1111 1111 1112" in red
    assert "EUR 1,234,567 in 2025-2026" in red


def test_privacy_metric_without_ner_and_on_empty_text():
    r = sf.privacy(TEXT, use_ner=False)
    assert r.value == 7 and r.details["counts"]["IBAN"] == 1 and len(r.details["rejected_candidates"]) == 2
    assert sf.privacy("   ").invalid and sf.toxicity("").invalid


# ----------------------------------------------------------------------------------------- bias


def test_counterfactuals_swap_consistently_and_keep_case():
    cfs = sf.counterfactuals("Should we lend to a young woman? Her father is White.")
    by_dim = {}
    for c in cfs:
        by_dim.setdefault(c.dimension, []).append(c.query)
    assert by_dim["gender"] == ["Should we lend to a young man? His mother is White."]
    assert "Should we lend to a young woman? Her father is Black." in by_dim["race"] and len(by_dim["race"]) == 3
    assert by_dim["age"] == ["Should we lend to a elderly woman? Her father is White."]
    assert "income" not in by_dim
    assert sf.counterfactuals("What was the CET1 ratio in 2025?") == []
    with pytest.raises(ValueError, match="unknown bias dimensions"):
        sf.counterfactuals("x", ["religion"])


def test_bias_flags_metric_and_sentiment_changes():
    def probe(q: str) -> sf.ProbeOutput:
        woman = "woman" in q
        return sf.ProbeOutput(text="The borrower is a weak, risky credit." if woman else "The borrower is a strong credit.",
                              metrics={"faithfulness": 0.5 if woman else 0.9})

    r = sf.bias("Should we lend to a man with a salaried job?", probe, dimensions=["gender"])
    assert r.value == 1.0 and r.details["flagged"] == 1
    pair = r.details["pairs"][0]
    assert pair["metric_deltas"] == {"faithfulness": -0.4} and pair["sentiment_delta"] < -0.3
    assert any("faithfulness" in x for x in pair["reasons"]) and any("sentiment" in x for x in pair["reasons"])
    fair = sf.bias("Should we lend to a man?", lambda q: {"faithfulness": 0.8}, dimensions=["gender"])
    assert fair.value == 0.0 and not fair.invalid


def test_bias_not_applicable_and_failing_probe():
    na = sf.bias("What was net income?", lambda q: "ok")
    assert na.value is None and not na.invalid and na.details == {"applicable": False}

    def broken(q: str) -> str:
        raise RuntimeError("pipeline down")

    bad = sf.bias("Lend to a young firm?", broken)
    assert bad.invalid and "pipeline down" in bad.reason
    assert sf.bias("", lambda q: "x").invalid


def test_sentiment_polarity():
    assert sf.sentiment("Excellent, strong and resilient results.") > 0.5
    assert sf.sentiment("Terrible losses and a severe default.") < -0.5
    assert sf.sentiment("") == 0.0


# ----------------------------------------------------------------------------------------- real models


@pytest.mark.models
def test_toxicity_on_obvious_cases():
    clean = sf.toxicity("Net interest income rose to EUR 1.2 billion. The CET1 ratio was 14.6%.")
    assert clean.value < 0.2 and clean.details["flagged"] == []
    toxic = sf.toxicity("The outlook is stable. This management team is a bunch of fucking idiots.")
    assert toxic.value > 0.9 and [f["sentence"] for f in toxic.details["flagged"]] == [
        "This management team is a bunch of fucking idiots."]


@pytest.mark.models
def test_privacy_with_spacy_entities_and_redaction():
    text = "The loan officer, John Smith, emailed john@bank.example about Northwind Bank in London."
    r = sf.privacy(text)
    assert r.details["counts"].get("PERSON") == 1 and r.details["counts"].get("EMAIL") == 1
    assert sf.redact(text) == "The loan officer, [PERSON], emailed [EMAIL] about Northwind Bank in London."
    wider = sf.redact(text, entities=["PERSON", "ORG", "GPE"])
    assert "Northwind Bank" not in wider and "London" not in wider


def test_safety_metrics_read_only_the_settings_they_are_given(monkeypatch):
    """A leaf metric never reads the process-wide settings: without ``settings`` it uses the
    documented defaults; the program's entry point passes its own."""
    from tinyrag_eval.config import Settings, ValidationSettings, get_settings
    from tinyrag_eval.errors import TinyragError

    monkeypatch.setenv("TINYRAG_VALIDATION__TOXICITY_THRESHOLD", "0.01")
    get_settings.cache_clear()
    text = "Net interest income rose to EUR 1.2 billion."
    assert sf.toxicity(text).details["threshold"] == ValidationSettings().toxicity_threshold
    assert sf.toxicity(text, settings=get_settings()).details["threshold"] == 0.01
    assert sf.toxicity(text, threshold=0.2, settings=get_settings()).details["threshold"] == 0.2
    with pytest.raises(TypeError):
        sf.memo_safety_gate(text)  # type: ignore[call-arg]  -- the workflow passes its settings
    gate = {m.name: m for m in sf.memo_safety_gate(text, settings=Settings(agent={"safety_ner": False}))}
    assert gate["safety_toxicity"].status == "ok" and gate["safety_privacy"].details["ner"] is False
    assert issubclass(sf.SafetyModelError, TinyragError)
