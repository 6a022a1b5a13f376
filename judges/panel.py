"""A judge panel: several configured LLMs judge the same items; cross-model agreement.

    from tinyrag_eval.judges.panel import JudgePanel
    panel = JudgePanel.from_specs(["bundled", "openai:gpt-4o-mini"], get_settings())
    result = panel.pairwise(pairs)     # per-judge runs + agreement (Cohen's kappa, Spearman)

A spec is what ``models.llm`` takes: ``bundled``, a local model path (GGUF file or Hugging Face
folder), ``openai:<model>``, ``<backend>:<model>`` for any registered backend
(:mod:`tinyrag_eval.llm.backends`), or an already built LlamaIndex LLM. Each judge warns when an item names it as the generator
(``generator`` / ``generator_1`` / ``generator_2``): a model judging its own output.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from typing import Any

from pydantic import BaseModel, Field

from ..config import Settings
from ..schema import JudgeVerdict
from .client import judge_client, need_settings
from .pairwise import PairResult, PairwiseJudge, PairwiseRun, kappa
from .rubric import CRITERIA, RubricJudge, RubricRun


def llm_from_spec(spec: str, settings: Settings) -> Any:
    """The LlamaIndex LLM of one panel spec: the settings' LLM with ``models.llm = spec`` (its
    backend by prefix, :mod:`tinyrag_eval.llm.backends`), loaded through the registry once per process."""
    from ..models import get_llm

    models = settings.models.model_copy(update={"llm_provider": "local", "llm": spec})
    return get_llm(settings.model_copy(update={"models": models}))


def spearman(a: list[float], b: list[float]) -> tuple[float | None, str]:
    """Spearman's rho (scipy); None with the reason when undefined (too few items, constant input)."""
    if len(a) < 3:
        return None, "fewer than 3 items"
    if len(set(a)) < 2 or len(set(b)) < 2:
        return None, "undefined: one judge gives a constant value"
    from scipy.stats import spearmanr

    rho = float(spearmanr(a, b).statistic)
    return (None, "undefined") if rho != rho else (round(rho, 4), "")  # noqa: PLR0124 -- NaN check


def pairwise_agreement(a: Sequence[PairResult], b: Sequence[PairResult]) -> dict[str, Any]:
    """Two judges over the same pairs (in order), on the pairs both decided: Cohen's kappa of the
    winners, Spearman's rho of P(output 1 better), the share with the same winner."""
    both = [(x, y) for x, y in zip(a, b, strict=True) if x.winner is not None and y.winner is not None]
    k, kr = kappa([x.winner for x, _ in both], [y.winner for _, y in both])
    rho, rr = spearman([x.p_output_1 for x, _ in both], [y.p_output_1 for _, y in both])  # type: ignore[misc]
    return {"pairs": len(both), "kappa": k, "kappa_reason": kr, "spearman_p_output_1": rho, "spearman_reason": rr,
            "same_winner_rate": round(sum(x.winner == y.winner for x, y in both) / len(both), 4) if both else None}


def rubric_agreement(a: Sequence[JudgeVerdict], b: Sequence[JudgeVerdict]) -> dict[str, Any]:
    """Two judges over the same memos (in order), per criterion on the memos both scored: Cohen's
    kappa and Spearman's rho of the scores (None with the reason when undefined)."""
    per: dict[str, Any] = {}
    for c in CRITERIA:
        both = [(x.criteria[c].score, y.criteria[c].score) for x, y in zip(a, b, strict=True)
                if c in x.criteria and c in y.criteria and x.criteria[c].score is not None
                and y.criteria[c].score is not None]
        k, kr = kappa([int(x) for x, _ in both], [int(y) for _, y in both])  # type: ignore[arg-type]
        rho, rr = spearman([x for x, _ in both], [y for _, y in both])  # type: ignore[misc]
        per[c] = {"items": len(both), "kappa": k, "kappa_reason": kr, "spearman": rho, "spearman_reason": rr}
    return per


def panel_agreement(results: Mapping[str, Sequence[Any]],
                    agreement: Callable[[Sequence[Any], Sequence[Any]], dict[str, Any]]) -> dict[str, Any]:
    """``{"a vs b": agreement(results[a], results[b])}`` for every pair of judges, in panel order."""
    return {f"{a} vs {b}": agreement(results[a], results[b]) for a, b in combinations(results, 2)}


class PanelResult(BaseModel):
    runs: dict[str, Any]
    agreement: dict[str, Any] = Field(default_factory=dict)
    warnings: list[str] = Field(default_factory=list)


class JudgePanel:
    def __init__(self, llms: dict[str, Any], settings: Settings | None = None):
        if len(llms) < 1:
            raise ValueError("a judge panel needs at least one LLM")
        self.settings = need_settings(settings, "JudgePanel")
        self.judges = {name: judge_client(self.settings, llm)
                       for name, llm in llms.items()}

    @classmethod
    def from_specs(cls, specs: list[str], settings: Settings | None = None) -> JudgePanel:
        settings = need_settings(settings, "JudgePanel.from_specs")
        if len(set(specs)) != len(specs):
            raise ValueError(f"duplicate judge in the panel: {specs}")
        return cls({spec: llm_from_spec(spec, settings) for spec in specs}, settings)

    def pairwise(self, pairs: list[Any]) -> PanelResult:
        runs: dict[str, PairwiseRun] = {n: PairwiseJudge(j, self.settings).judge_many(pairs) for n, j in self.judges.items()}
        agreement = panel_agreement({n: r.pairs for n, r in runs.items()}, pairwise_agreement)
        return PanelResult(runs={n: r.model_dump() for n, r in runs.items()}, agreement=agreement,
                           warnings=[w for r in runs.values() for w in r.warnings])

    def rubric(self, items: list[Any]) -> PanelResult:
        runs: dict[str, RubricRun] = {n: RubricJudge(j, self.settings).judge_many(items) for n, j in self.judges.items()}
        agreement = panel_agreement({n: r.verdicts for n, r in runs.items()}, rubric_agreement)
        return PanelResult(runs={n: r.model_dump() for n, r in runs.items()}, agreement=agreement,
                           warnings=[w for r in runs.values() for w in r.warnings])
