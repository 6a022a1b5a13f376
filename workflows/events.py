"""What flows through the memo workflow: its events, the run's state and the run's outcome.

Events carry the pydantic types themselves (a :class:`~tinyrag_eval.schema.RetrievalResult`,
a :class:`~tinyrag_eval.agents.policy.Certification`, a :class:`~tinyrag_eval.schema.Decision`),
so a step reads what the previous one wrote without a dict in between; the Context serializes
them with the rest of its state when a run pauses.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, computed_field, model_validator

from workflows.events import Event, HumanResponseEvent, InputRequiredEvent

from ..calibration.certify import Certification
from ..errors import TinyragError
from ..schema import Decision, GenerationFeedback, RetrievalResult


class WorkflowError(TinyragError, RuntimeError):
    """The workflow cannot go on (e.g. resuming a run that is not waiting for a reviewer)."""


class AttemptFailedError(WorkflowError):
    """A step of an attempt raised -- the retriever, or the generator's LLM (``GenerationError``):
    the run is recorded ``failed`` with the exception (``run.config["failures"]``) and this error
    names it. Nothing is substituted (see ``generation.fallback_on_error``)."""

    def __init__(self, message: str, *, run_id: str, attempt: int, stage: str, exception: str):
        super().__init__(message)
        self.run_id, self.attempt, self.stage, self.exception = run_id, attempt, stage, exception


class MemoRunState(BaseModel):
    """The run's state in the workflow Context (saved with it when the run pauses). Every field
    has a default, so the Context can create it before ``start`` fills it."""

    run_id: str = ""
    topic: str = ""
    max_attempts: int = 3
    query_rewrites: int = 0
    qrels: dict[str, int] | None = Field(None, description="graded relevance of retrieval units")


class ProgressEvent(Event):
    """Streamed to the caller (the CLI's live display); not part of the control flow."""

    run_id: str
    stage: str
    message: str
    attempt: int = 0


class RetrieveEvent(Event):
    query: str
    attempt: int
    feedback: GenerationFeedback | None = None
    query_note: str = ""
    hyde: str = ""  # a hypothetical passage: the dense stage searches with its embedding (HyDE)


class GenerateEvent(Event):
    attempt: int
    retrieval: RetrievalResult
    feedback: GenerationFeedback | None = None


class EvaluateEvent(Event):
    attempt_id: int


class AssessEvent(Event):
    attempt_id: int


class DecideEvent(Event):
    attempt_id: int
    certification: Certification


class ExportEvent(Event):
    attempt_id: int
    decision: Decision
    by_human: bool = False


class ReviewRequired(InputRequiredEvent):
    """The workflow waits for a human verdict on ``review_id`` (the process may exit now)."""

    run_id: str
    review_id: str
    attempt_id: int
    reasons: list[str] = Field(default_factory=list)


class ReviewVerdict(HumanResponseEvent):
    """Sent on resume; the verdict itself is read from the store (``Store.decide_review``)."""

    review_id: str


class RunOutcome(BaseModel):
    run_id: str
    topic: str
    status: Literal["finalized", "escalated", "archived"]
    attempts: int
    attempt_id: int | None = None
    decision: Decision | None = None
    review_id: str | None = None
    files: dict[str, str] = Field(default_factory=dict, description="the export's files: format name -> path")
    exported_now: bool = False
    calibrator_version: str | None = None
    llm: str | None = None
    memo_cached: bool = Field(False, description="the memo's LLM reply came from the LLM cache (no LLM call)")
    extractive: bool = Field(False, description="the memo is extractive (context sentences, not written by the "
                             "LLM): llm = 'extractive-fallback', the reason in the memo's notes")

    @model_validator(mode="before")
    @classmethod
    def _legacy_paths(cls, data: Any) -> Any:
        """An outcome saved before ``files`` (a resume job's) had ``markdown_path`` / ``pdf_path``."""
        if isinstance(data, dict) and ("markdown_path" in data or "pdf_path" in data):
            data = dict(data)
            legacy = {k: data.pop(f"{k}_path") for k in ("markdown", "pdf") if f"{k}_path" in data}
            data["files"] = {**{k: v for k, v in legacy.items() if v}, **(data.get("files") or {})}
        return data

    @computed_field  # type: ignore[prop-decorator]
    @property
    def markdown_path(self) -> str | None:
        """``files["markdown"]`` (kept in the JSON output for scripts that read it)."""
        return self.files.get("markdown")

    @computed_field  # type: ignore[prop-decorator]
    @property
    def pdf_path(self) -> str | None:
        """``files["pdf"]`` (kept in the JSON output for scripts that read it)."""
        return self.files.get("pdf")
