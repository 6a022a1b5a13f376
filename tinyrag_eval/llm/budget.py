"""Cost budgets and dry-run estimates of batch commands that call a remote LLM
(``tinyrag judge rubric --max-cost USD`` / ``--dry-run``).

* :class:`CostBudget` -- checked between items of a batch (never inside one): the batch stops
  before an item when the run's cost so far (:func:`~tinyrag_eval.llm.usage.track_usage`) plus the
  mean cost of one item so far would exceed ``max_cost_usd``. The items done are kept (written),
  the command says why it stopped and exits non-zero. A remote model without a price in
  ``llm.prices`` makes the budget unenforceable: the batch stops after the first item that made
  an unpriced call.
* Dry run -- :attr:`CachedLLM.dry_run <tinyrag_eval.llm.client.CachedLLM>`: a call the cache cannot
  answer is not sent; its prompt tokens are counted on the rendered prompt (the model's tokenizer
  where it has one, else characters / 4), its completion tokens are the call's ``max_tokens`` (an
  upper bound), priced by ``llm.prices``; :func:`estimate` turns the totals into the report.
"""

from __future__ import annotations

from pydantic import BaseModel

from .usage import Usage

DRY_RUN_ASSUMPTION = (
    "one LLM call per judge and item, no retries (a reply that needs repair costs more); prompt tokens counted on "
    "the rendered prompts (the model's tokenizer, else characters / 4); completion tokens = max_tokens of each call "
    "(an upper bound); calls the LLM cache already answers cost 0; prices from llm.prices (a remote model "
    "without a price is counted in unpriced_calls, its cost unknown)"
)


MEMO_DRY_RUN_ASSUMPTION = (
    "the LLM metrics' calls of each memo (response_relevancy: one call for the synthetic questions; claim metrics "
    "with the LLM extractor: one extraction per answer and per reference), no retries; prompt tokens counted on the "
    "rendered prompts (the model's tokenizer, else characters / 4); completion tokens = the LLM's max_new_tokens "
    "(an upper bound); calls the LLM cache already answers cost 0; prices from llm.prices; the other metrics run as "
    "usual and nothing is written"
)


class CostBudget:
    """``stop_reason(usage, items_done)`` between items: None to go on, else why to stop."""

    def __init__(self, max_cost_usd: float):
        if not max_cost_usd > 0:
            raise ValueError(f"--max-cost must be > 0 USD, not {max_cost_usd}")
        self.max_cost_usd = float(max_cost_usd)

    def stop_reason(self, usage: Usage, items_done: int) -> str | None:
        if usage.unpriced_calls:
            return (f"budget: {usage.unpriced_calls} call(s) to a model without a price in llm.prices, so the cost "
                    f"cannot be held under --max-cost {self.max_cost_usd:g} USD; add its price")
        per_item = usage.cost_usd / items_done if items_done else 0.0
        if usage.cost_usd + per_item > self.max_cost_usd:
            return (f"budget: stopped after {items_done} item(s): spent {usage.cost_usd:.6f} USD, the next item "
                    f"(~{per_item:.6f} USD) would exceed --max-cost {self.max_cost_usd:g} USD")
        return None


class CostEstimate(BaseModel):
    """What a dry run reports."""

    items: int  # valid input rows
    llm_calls: int  # calls that would be sent
    cache_hits: int  # calls the cache answers (free)
    prompt_tokens: int
    max_completion_tokens: int
    max_cost_usd: float  # of the priced calls, completion at its upper bound
    unpriced_calls: int
    assumption: str = DRY_RUN_ASSUMPTION


def estimate(items: int, usage: Usage) -> CostEstimate:
    return CostEstimate(items=items, llm_calls=usage.llm_calls, cache_hits=usage.cache_hits,
                        prompt_tokens=usage.prompt_tokens, max_completion_tokens=usage.completion_tokens,
                        max_cost_usd=usage.cost_usd, unpriced_calls=usage.unpriced_calls)
