"""What the memo's steps use: :class:`MemoServices` (store, generator, retriever, evaluator,
judge, assessor, ...), each part typed by a small Protocol and replaceable (tests inject fakes).

    services = MemoServices.create(index_dir=Path("tinyrag_index"))   # the offline defaults
    services = MemoServices.create(retriever=index.as_retriever(), generator=my_llm)   # the team's own

The retriever and generator are the team's own when ``pipeline.retriever`` / ``pipeline.generator``
name them (import paths) or ``create`` is given them (LlamaIndex objects, tinyrag parts or import
paths; :mod:`.own`), so every entry point that builds services writes with them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..agents.policy import PolicyOutcome
from ..calibration.assessor import CriteriaAssessor
from ..calibration.certify import Certification
from ..config import Settings, get_settings
from ..generation import MemoGenerator
from ..schema import (
    Assessment,
    Evaluation,
    JudgeVerdict,
    Memo,
    RetrievalResult,
)
from ..store import RunRecord, Store
from .adapters import Generator

if TYPE_CHECKING:
    from ..export import ExportResult
    from ..judges.pairwise import PairResult
    from ..metrics.memo import MemoInput


class Retriever(Protocol):
    def retrieve(self, query: str, *, query_embedding: Any = None) -> RetrievalResult: ...


class Evaluator(Protocol):
    def evaluate(self, item: MemoInput) -> Evaluation: ...


class Judge(Protocol):
    def judge(self, context: Any, memo: str, reference: str | None = None) -> JudgeVerdict: ...


class PairJudge(Protocol):
    def judge_pair(self, pair: dict[str, Any], index: int = 0) -> PairResult: ...


class Verifier(Protocol):
    def verify(self, memo: Memo, retrieval: RetrievalResult | None = None) -> Any: ...


class Assessor(Protocol):
    def assess(self, evaluation: Evaluation, memo: Memo, criteria: list[str]) -> tuple[Assessment, Certification]: ...


class DecisionAgent(Protocol):
    name: str

    async def decide(self, rule: PolicyOutcome, *, attempt: int, max_attempts: int, memo: Memo | None,
                     evaluation: Evaluation | None, assessment: Assessment | None,
                     query_rewrites: int = 0) -> PolicyOutcome: ...


Exporter = Callable[..., "ExportResult"]
"""``export.export_memo``'s signature."""


@dataclass
class MemoServices:
    """What the workflow steps use; every part can be replaced (tests inject fakes)."""

    store: Store
    generator: Generator  # MemoGenerator (tinyrag's prompt on models.llm) by default
    assessor: Assessor
    retriever: Retriever | None = None  # built lazily from index_dir (get_retriever)
    evaluator: Evaluator | None = None  # None = no memo metrics
    judge: Judge | None = None  # None = no rubric judge
    settings: Settings = field(default_factory=get_settings)
    index_dir: Path | None = None
    out_dir: Path | None = None
    export: Exporter | None = None  # export.export_memo by default
    pdf: bool | None = None
    decision_agent: DecisionAgent | None = None  # agents.llm_agent.LLMDecisionAgent (agent.mode = "llm"); lazy
    pairwise: PairJudge | None = None  # judges.pairwise.PairwiseJudge (agent.compare_attempts); lazy
    verifier: Verifier | None = None  # judges.verifier.LLMVerifier (agent.stages has llm_verifier); lazy
    tinyrag_llm: MemoGenerator | None = None
    """The configured LLM (models.llm) that the rubric judge, the pairwise judge, the decision agent
    and (for a generator without them) the query revision and extractive memo use; None = the
    generator when it is tinyrag's MemoGenerator, else one built on first use (get_tinyrag_llm)."""
    named_parts: dict[str, tuple[Any, str]] = field(default_factory=dict)
    """part -> (the object, the import path it was resolved from): what the run records for it."""

    @classmethod
    def create(cls, *, settings: Settings | None = None, index_dir: Path | None = None,
               out_dir: Path | None = None, store: Store | None = None, judge: bool = True,
               llm: Any = None, retriever: Any = None, generator: Any = None) -> MemoServices:
        """The offline defaults: configured LLM (shared by generator and judge), memo metrics,
        rubric judge, each criterion's calibrator (:class:`CriteriaAssessor`), the configured store.
        The retriever and generator are the team's own when given (a LlamaIndex ``BaseRetriever``
        or query engine / a LlamaIndex ``LLM``, a tinyrag retriever / :class:`Generator`, or an
        import path) or configured (``pipeline.retriever`` / ``pipeline.generator``); a team's
        generator never judges itself: the judges use ``llm`` / ``models.llm``."""
        from ..metrics.memo import MemoEvaluator
        from .own import resolve_generator, resolve_retriever

        s = settings or get_settings()
        own_retriever, retriever_id = resolve_retriever(retriever, s)
        own_generator, generator_id = resolve_generator(generator, s)
        default_gen = MemoGenerator(llm, s)
        st = store or Store.open(settings=s)
        services = cls(store=st, generator=own_generator or default_gen, assessor=CriteriaAssessor(s, store=st),
                       retriever=own_retriever, evaluator=MemoEvaluator(s), settings=s, index_dir=index_dir,
                       out_dir=out_dir, tinyrag_llm=default_gen)
        for part, obj, name in (("retriever", own_retriever, retriever_id), ("generator", own_generator, generator_id)):
            if obj is not None and ":" in name and not name.startswith("python:"):
                services.named_parts[part] = (obj, name)
        if judge:
            services.judge = _LazyJudge(services)
        return services

    @classmethod
    def for_run(cls, run: RunRecord, *, store: Store, settings: Settings | None = None,
                judge: bool = True) -> MemoServices:
        """The offline defaults for resuming ``run``: its recorded index and output folders
        (else the settings'), on ``store``, with the configured pipeline (a resume that would run
        another pipeline than the one that wrote the run is refused: ``own.check_same_pipeline``)."""
        cfg = run.config or {}
        return cls.create(settings=settings, store=store, judge=judge,
                          index_dir=Path(cfg["index_dir"]) if cfg.get("index_dir") else None,
                          out_dir=Path(cfg["out_dir"]) if cfg.get("out_dir") else None)

    def pipeline_identity(self) -> dict[str, str]:
        """Which retriever and generator write with these services, as a run records it
        (``run.config["pipeline"]``): ``default``, an import path, or ``python:<class>``; and, for
        a generator on the team's LLM (:class:`~.adapters.PromptedLLMGenerator`), ``prompt``:
        ``tinyrag`` or the fingerprint of the team's prompt."""
        from .own import identity_of

        out = {}
        for part in ("retriever", "generator"):
            obj = getattr(self, part)
            named = self.named_parts.get(part)
            out[part] = named[1] if named is not None and named[0] is obj else identity_of(obj)
        prompt = getattr(self.generator, "prompt_identity", None)
        if isinstance(prompt, str):
            out["prompt"] = prompt
        return out

    def get_tinyrag_llm(self) -> MemoGenerator:
        """The configured LLM's generator (see :attr:`tinyrag_llm`)."""
        if self.tinyrag_llm is None:
            from .adapters import PromptedLLMGenerator

            g = self.generator
            own = not isinstance(g, MemoGenerator) or isinstance(g, PromptedLLMGenerator)
            self.tinyrag_llm = MemoGenerator(None, self.settings) if own else g  # type: ignore[assignment]
        assert self.tinyrag_llm is not None
        return self.tinyrag_llm

    def query_reviser(self) -> Any:
        """Who rewrites a query or writes a HyDE passage: the generator when it can
        (MemoGenerator, PromptedLLMGenerator: the team's LLM), else the configured LLM."""
        g = self.generator
        if callable(getattr(g, "rewrite_query", None)) and callable(getattr(g, "hyde_passage", None)):
            return g
        return self.get_tinyrag_llm()

    def get_retriever(self) -> Retriever:
        if self.retriever is None:
            from ..retrieval import open_retriever

            index = self.index_dir or self.settings.index_dir
            self.retriever = open_retriever(Path(index), self.settings)
        return self.retriever

    def get_pairwise(self) -> PairJudge:
        if self.pairwise is None:
            from ..judges.pairwise import PairwiseJudge

            self.pairwise = PairwiseJudge(self.get_tinyrag_llm().client, self.settings)
        return self.pairwise

    def get_verifier(self) -> Verifier:
        """The LLM verifier on the configured LLM (get_tinyrag_llm), few-shots from the store's reviewed memos when
        there are some (the cascade's stage 2)."""
        if self.verifier is None:
            from ..judges.verifier import LLMVerifier, examples_from_store

            self.verifier = LLMVerifier(self.get_tinyrag_llm().llm, self.settings,
                                        examples=examples_from_store(self.store) or None)
        return self.verifier

    def get_decision_agent(self) -> DecisionAgent:
        if self.decision_agent is None:
            from ..agents.llm_agent import LLMDecisionAgent

            self.decision_agent = LLMDecisionAgent(self.get_tinyrag_llm().llm, self.settings)
        return self.decision_agent


class _LazyJudge:
    """The rubric judge on the configured LLM (the default generator's), built on first use (no
    model load before)."""

    def __init__(self, services: MemoServices):
        self.services, self._judge = services, None

    def judge(self, context: Any, memo: str, reference: str | None = None) -> JudgeVerdict:
        if self._judge is None:
            from ..judges.rubric import RubricJudge

            self._judge = RubricJudge(self.services.get_tinyrag_llm().llm, self.services.settings)
        return self._judge.judge(context, memo, reference)
