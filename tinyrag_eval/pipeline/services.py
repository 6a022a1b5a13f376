"""What the memo's steps use: :class:`MemoServices` (store, generator, retriever, evaluator,
judge, assessor, ...), each part typed by a small Protocol and replaceable (tests inject fakes).

    services = MemoServices.create(index_dir=Path("tinyrag_index"))   # the offline defaults
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
    generator: MemoGenerator
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

    @classmethod
    def create(cls, *, settings: Settings | None = None, index_dir: Path | None = None,
               out_dir: Path | None = None, store: Store | None = None, judge: bool = True,
               llm: Any = None) -> MemoServices:
        """The offline defaults: configured LLM (shared by generator and judge), memo metrics,
        rubric judge, each criterion's calibrator (:class:`CriteriaAssessor`), the configured store."""
        from ..metrics.memo import MemoEvaluator

        s = settings or get_settings()
        gen = MemoGenerator(llm, s)
        st = store or Store.open(settings=s)
        services = cls(store=st, generator=gen, assessor=CriteriaAssessor(s, store=st),
                       evaluator=MemoEvaluator(s), settings=s, index_dir=index_dir, out_dir=out_dir)
        if judge:
            services.judge = _LazyJudge(gen, s)
        return services

    @classmethod
    def for_run(cls, run: RunRecord, *, store: Store, settings: Settings | None = None,
                judge: bool = True) -> MemoServices:
        """The offline defaults for resuming ``run``: its recorded index and output folders
        (else the settings'), on ``store``."""
        cfg = run.config or {}
        return cls.create(settings=settings, store=store, judge=judge,
                          index_dir=Path(cfg["index_dir"]) if cfg.get("index_dir") else None,
                          out_dir=Path(cfg["out_dir"]) if cfg.get("out_dir") else None)

    def get_retriever(self) -> Retriever:
        if self.retriever is None:
            from ..retrieval import open_retriever

            index = self.index_dir or self.settings.index_dir
            self.retriever = open_retriever(Path(index), self.settings)
        return self.retriever

    def get_pairwise(self) -> PairJudge:
        if self.pairwise is None:
            from ..judges.pairwise import PairwiseJudge

            self.pairwise = PairwiseJudge(self.generator.client, self.settings)
        return self.pairwise

    def get_verifier(self) -> Verifier:
        """The LLM verifier on the generator's LLM, few-shots from the store's reviewed memos when
        there are some (the cascade's stage 2)."""
        if self.verifier is None:
            from ..judges.verifier import LLMVerifier, examples_from_store

            self.verifier = LLMVerifier(self.generator.llm, self.settings,
                                        examples=examples_from_store(self.store) or None)
        return self.verifier

    def get_decision_agent(self) -> DecisionAgent:
        if self.decision_agent is None:
            from ..agents.llm_agent import LLMDecisionAgent

            self.decision_agent = LLMDecisionAgent(self.generator.llm, self.settings)
        return self.decision_agent


class _LazyJudge:
    """The rubric judge on the generator's LLM, built on first use (no model load before)."""

    def __init__(self, generator: MemoGenerator, settings: Settings):
        self.generator, self.settings, self._judge = generator, settings, None

    def judge(self, context: Any, memo: str, reference: str | None = None) -> JudgeVerdict:
        if self._judge is None:
            from ..judges.rubric import RubricJudge

            self._judge = RubricJudge(self.generator.llm, self.settings)
        return self._judge.judge(context, memo, reference)
