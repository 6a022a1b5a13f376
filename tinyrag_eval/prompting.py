"""Prompt templates: every LLM prompt is a Jinja2 file in ``prompts/`` (package data
``tinyrag_eval/prompts``); code fills them and never builds a prompt inline.

Each template has one typed :class:`PromptSpec` here: its input model (exactly the template's
variables) and, where the reply is parsed into a model, its output model::

    from tinyrag_eval.prompting import CLAIMS, ClaimsPromptInput, render

    prompt = render(CLAIMS, ClaimsPromptInput(text=answer, max_claims=40))

``render("claims.j2", text=..., max_claims=...)`` (by file name, with keyword values) still works:
the values are checked against the same input model. A missing or unknown value, or one of the
wrong type, raises :class:`PromptInputError`; a template is never rendered with a hole in it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import TinyragError


class PromptNotFoundError(TinyragError, FileNotFoundError):
    pass


class PromptInputError(TinyragError, ValueError):
    """The values given for a prompt do not match its input model."""


class PromptInput(BaseModel):
    """Base of the prompt input models: exactly the template's variables, nothing else."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


In = TypeVar("In", bound=PromptInput)


@dataclass(frozen=True)
class PromptSpec(Generic[In]):
    template: str  # file in prompts/, rendered with StrictUndefined
    input: type[In]
    output: type[BaseModel] | None = None  # the reply's model, where the reply is parsed into one

    def render(self, values: In) -> str:
        return render(self, values)


PROMPTS: dict[str, PromptSpec[Any]] = {}
"""Template file name -> its spec (every file in prompts/ has exactly one; a test checks it)."""


def _spec(template: str, input: type[In], output: type[BaseModel] | None = None) -> PromptSpec[In]:
    if template in PROMPTS:
        raise ValueError(f"prompt {template!r} has a spec already")
    spec = PROMPTS[template] = PromptSpec(template, input, output)
    return spec


# ---------------------------------------------------------------------------------------------
# input and output models, one spec per template


class NoInput(PromptInput):
    """A template without variables (a fixed system prompt)."""


class ClaimsPromptInput(PromptInput):
    text: str
    max_claims: int


class SyntheticQuestionsInput(PromptInput):
    answer: str
    n: int


class ContextChunkInput(PromptInput):
    id: str
    text: str


class MemoGenerationInput(PromptInput):
    topic: str
    contexts: list[ContextChunkInput]
    max_sentences: int


class MemoFeedbackInput(PromptInput):
    """The fields of ``GenerationFeedback`` (what the next memo attempt must fix)."""

    flagged_sentences: list[str]
    unsupported_numbers: list[str]
    judge_reasons: list[str]
    dropped_citations: list[str]
    failed_criteria: list[str]
    reviewer_notes: str


class HydeInput(PromptInput):
    topic: str
    reason: str


class QueryRewriteInput(PromptInput):
    topic: str
    query: str
    reason: str


class TopicInput(PromptInput):
    topic: str


class TeamExample(BaseModel):
    """A reviewed memo shown to the rubric judge (``judges.fewshot_file``): the memo (fenced) and the
    reviewer's verdict on one criterion."""

    memo: str
    criterion: str
    verdict: Literal["passes", "fails"]
    notes: str = ""


class RubricPromptInput(PromptInput):
    criteria: list[str]
    has_reference: bool
    context: str
    memo: str
    reference: str | None = None
    team_examples: list[TeamExample] = []


class PairwisePromptInput(PromptInput):
    instruction: str
    output_1: str
    output_2: str


class PairwiseReply(BaseModel):
    """The pairwise judge's reply: which output is better, and why."""

    better: Literal[1, 2]
    reason: str = ""


class VerifyExample(BaseModel):
    """One few-shot example of the LLM verifier: evidence, a claim, and whether it is supported."""

    evidence: str
    claim: str
    supported: bool


class VerifyClaimInput(PromptInput):
    evidence: str
    claim: str
    examples: list[VerifyExample]


class VerifyClaimReply(BaseModel):
    supported: Literal[0, 1]


class JsonRepairInput(PromptInput):
    original: str
    reply: str
    reason: str
    attempt: int
    attempts: int


class DecisionCaseInput(PromptInput):
    topic: str
    attempt: int
    max_attempts: int
    criteria: list[str]
    calibrated: bool
    alpha: float | None
    rule_action: str
    rule_reasons: list[str]
    metrics: list[str]
    flags: list[str]
    feedback: dict[str, Any]
    allowed: dict[str, str]


class ColloquialInput(PromptInput):
    query: str


class TestgenQueryInput(PromptInput):
    qtype: str
    passage: str
    source: str
    second_passage: str
    second_source: str
    absent_term: str | None
    unrelated_topic: str


CLAIMS = _spec("claims.j2", ClaimsPromptInput)
SYNTHETIC_QUESTIONS = _spec("synthetic_questions.j2", SyntheticQuestionsInput)
MEMO_GENERATION = _spec("memo_generation.j2", MemoGenerationInput)
MEMO_FEEDBACK = _spec("memo_feedback.j2", MemoFeedbackInput)
HYDE = _spec("hyde.j2", HydeInput)
QUERY_REWRITE = _spec("query_rewrite.j2", QueryRewriteInput)
MEMO_COMPARE_INSTRUCTION = _spec("memo_compare_instruction.j2", TopicInput)
JUDGE_SYSTEM = _spec("judge_system.j2", NoInput)
RUBRIC = _spec("rubric.j2", RubricPromptInput)  # reply model per criteria set: judges.rubric.reply_schema
PAIRWISE = _spec("pairwise.j2", PairwisePromptInput, PairwiseReply)
JSON_REPAIR = _spec("json_repair.j2", JsonRepairInput)
VERIFY_CLAIM = _spec("verify_claim.j2", VerifyClaimInput, VerifyClaimReply)
DECISION_AGENT = _spec("decision_agent.j2", NoInput)
DECISION_CASE = _spec("decision_case.j2", DecisionCaseInput)
ROBUSTNESS_COLLOQUIAL = _spec("robustness_colloquial.j2", ColloquialInput)
TESTGEN_QUERY = _spec("testgen_query.j2", TestgenQueryInput)


# ---------------------------------------------------------------------------------------------
# rendering


def template_names() -> list[str]:
    """Every template file in prompts/."""
    return sorted(p.name for p in resources.files("tinyrag_eval.prompts").iterdir() if p.name.endswith(".j2"))


def template_source(name: str) -> str:
    root = resources.files("tinyrag_eval.prompts")
    file = root / name
    if not file.is_file():
        known = sorted(p.name for p in root.iterdir() if p.name.endswith((".j2", ".txt", ".md")))
        raise PromptNotFoundError(f"prompt template {name!r} not found in tinyrag_eval/prompts (have: {known})")
    return file.read_text(encoding="utf-8")


def environment() -> Any:
    import jinja2

    return jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=False,
                              trim_blocks=True, lstrip_blocks=True, autoescape=False)


@cache
def _template(name: str) -> Any:
    return environment().from_string(template_source(name))


def render(spec: PromptSpec[Any] | str, values: PromptInput | None = None, /, **kwargs: Any) -> str:
    """Fill a template: ``render(SPEC, SpecInput(...))``, or by file name with keyword values
    (checked against the spec's input model). Raises :class:`PromptInputError` on a missing,
    unknown or mistyped value."""
    if isinstance(spec, str):
        name = spec
        spec = PROMPTS.get(name)  # type: ignore[assignment]
        if spec is None:
            template_source(name)  # PromptNotFoundError for a file that does not exist
            raise PromptInputError(f"prompt template {name!r} has no PromptSpec in tinyrag_eval.prompting")
    if values is None:
        try:
            spec.input.model_validate(kwargs)
        except ValidationError as exc:
            raise PromptInputError(f"values for {spec.template}: {exc}") from None
        filled = kwargs  # rendered as given: the model checks them, it does not convert them
    elif kwargs or not isinstance(values, spec.input):
        raise PromptInputError(f"{spec.template} takes one {spec.input.__name__}, "
                               f"not {type(values).__name__}{' and keyword values' if kwargs else ''}")
    else:
        filled = {name: getattr(values, name) for name in spec.input.model_fields}
    return _template(spec.template).render(**filled).strip()
