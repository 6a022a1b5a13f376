"""Typed prompt specs: every template in prompts/ has exactly one spec whose input model is
exactly the template's variables; render checks values against it."""

from __future__ import annotations

import jinja2.meta
import pytest

from tinyrag_eval import prompting
from tinyrag_eval.prompting import (
    CLAIMS,
    PAIRWISE,
    PROMPTS,
    ClaimsPromptInput,
    PromptInputError,
    PromptNotFoundError,
    RubricPromptInput,
    render,
)


def test_every_template_has_exactly_one_spec_matching_its_variables():
    names = prompting.template_names()
    assert names and sorted(PROMPTS) == names
    specs = [v for v in vars(prompting).values() if isinstance(v, prompting.PromptSpec)]
    assert sorted(s.template for s in specs) == names  # one module-level spec per template, no duplicate
    env = prompting.environment()
    for name, spec in PROMPTS.items():
        used = jinja2.meta.find_undeclared_variables(env.parse(prompting.template_source(name)))
        assert used == set(spec.input.model_fields), name


def test_typed_and_keyword_rendering_agree():
    typed = render(CLAIMS, ClaimsPromptInput(text="The CET1 ratio was 14.6%.", max_claims=40))
    assert typed == render("claims.j2", text="The CET1 ratio was 14.6%.", max_claims=40)
    assert typed == CLAIMS.render(ClaimsPromptInput(text="The CET1 ratio was 14.6%.", max_claims=40))
    assert "14.6%" in typed and not typed.endswith("\n")
    rubric = RubricPromptInput(criteria=["hallucination"], has_reference=False, context="ctx", memo="memo")
    assert "REFERENCE:" not in render(prompting.RUBRIC, rubric) and "hallucination" in render(prompting.RUBRIC, rubric)
    assert PAIRWISE.output is not None and PAIRWISE.output.model_validate({"better": 2}).better == 2


def test_bad_values_are_clear_errors():
    with pytest.raises(PromptInputError, match="max_claims"):
        render("claims.j2", text="x")  # missing
    with pytest.raises(PromptInputError, match="extra"):
        render("claims.j2", text="x", max_claims=3, mood="happy")  # unknown
    with pytest.raises(PromptInputError, match="max_claims"):
        render("claims.j2", text="x", max_claims="many")  # mistyped
    with pytest.raises(PromptInputError, match="takes one ClaimsPromptInput"):
        render(CLAIMS, prompting.HydeInput(topic="t", reason="r"))
    with pytest.raises(PromptNotFoundError, match="nope.j2"):
        render("nope.j2")
