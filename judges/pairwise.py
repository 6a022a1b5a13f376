"""Pairwise judge with position swap.

Every pair is judged twice: output 1 in the first position (order ``ab``) and output 2 in the first
position (order ``ba``). Each order gives P(first output better): from the "1"/"2" token
probabilities where the backend has log-probabilities, else 1 or 0 from the verdict. The combined
P(output 1 better) is the mean of both orders (mapped back to the original labels); the combined
winner is 1 or 2 outside ``0.5 +/- tie_margin`` and a tie inside it. A pair is *consistent* when
both orders pick the same output; inconsistent pairs are flagged for human review.

Per run (:func:`pairwise_stats`): consistency rate (positional agreement), first-position
preference rate, tie rate, Cohen's kappa between the two orders, accuracy (combined and each
single order) when labels exist, and valid / repaired / invalid counts over all judgements.
The invalid rate *before repair* counts judgements whose first reply was not schema-valid JSON as
written; *before retry*, those whose first reply was unusable even after repair; *after repair*,
those still invalid after repairs and retries.

    from tinyrag_eval.judges.pairwise import PairwiseJudge
    run = PairwiseJudge(None, get_settings()).judge_many([{"input": ..., "output_1": ..., "output_2": ..., "label": 1}])
    run.stats["consistency_rate"], run.pairs[0].winner, run.pairs[0].p_output_1
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..config import Settings
from ..prompting import JUDGE_SYSTEM, PAIRWISE, NoInput, PairwisePromptInput, PairwiseReply, render
from ..trace_attributes import pair_inputs, pair_result
from ..tracing import EVALUATOR, traced
from .budget import PromptTooLongError, fit_inputs
from .client import judge_client, need_settings
from .logprobs import first_slot, joined_text, slot_distribution
from .rubric import same_model

CHOICES = ("1", "2")
REPLY_PREFIX = '{"better": '  # where the backend allows it, the reply starts here: the next token is the verdict


class PairInput(BaseModel):
    """One pair (a JSONL row of ``tinyrag judge pairwise``): ``input``, ``output_1``, ``output_2``,
    optional ``label`` (1 or 2, the better output), ``id``, ``generator_1`` / ``generator_2``."""

    model_config = ConfigDict(extra="ignore")

    id: str | None = None
    input: str
    output_1: str
    output_2: str
    label: Literal[1, 2] | None = None
    generator_1: str | None = None
    generator_2: str | None = None

    @field_validator("label", mode="before")
    @classmethod
    def _label_int(cls, v: Any) -> Any:
        return int(v) if isinstance(v, str) and v.strip() in ("1", "2") else v


def _coerce(obj: Any) -> Any:
    if not isinstance(obj, dict):
        return obj
    obj = {re.sub(r"[^a-z]+", "_", str(k).lower()).strip("_"): v for k, v in obj.items()}
    for alias in ("winner", "better_output", "output", "answer", "choice", "preferred"):
        if "better" not in obj and alias in obj:
            obj["better"] = obj.pop(alias)
    b = obj.get("better")
    if isinstance(b, str):
        m = re.search(r"\b([12])\b|\(([ab])\)|^\s*([ab])\s*$", b.strip().lower())
        if m:
            obj["better"] = int(m.group(1)) if m.group(1) else 1 if (m.group(2) or m.group(3)) == "a" else 2
    elif isinstance(b, float) and b in (1.0, 2.0):
        obj["better"] = int(b)
    if not isinstance(obj.get("reason", ""), str):
        obj["reason"] = str(obj["reason"])
    return obj


def _salvage(text: str, logprobs: Any = None) -> dict[str, Any] | None:
    """A plain-text verdict -- "2", "Output 2", "(1)", "Output 1 is better." -- else, where the
    reply wrote a digit at the verdict position and log-probabilities exist, the more probable of
    "1" and "2" there (constrained choice, recorded as a repair); None for anything else (an echo
    of the prompt, two different verdicts)."""
    t = " ".join(text.strip().lower().split())
    m = re.fullmatch(r"(?:the better output is )?(?:output ?)?\(?([12])\)?(?: is (?:the )?better\b.*)?[.!]?", t)
    if m:
        return {"better": int(m.group(1)), "reason": text.strip()[:200]}
    found = set(re.findall(r"output ?\(?([12])\)? is (?:the )?better", t))
    if len(found) == 1:
        return {"better": int(found.pop()), "reason": text.strip()[:200]}
    if logprobs:
        slot = first_slot(joined_text(logprobs), "better")
        dist = slot_distribution(logprobs, slot, CHOICES, require_chosen=False) if slot is not None else None
        if dist:
            return {"better": 1 if dist["1"] >= dist["2"] else 2,
                    "_repair": "verdict constrained to 1/2 by the token probabilities"}
    return None


class OrderJudgement(BaseModel):
    """One order's judgement. ``first_better``: 1 if the first-position output won, 2 if the second."""

    order: Literal["ab", "ba"]
    first_better: Literal[1, 2] | None = None
    p_first: float | None = Field(None, ge=0, le=1, description="P(first-position output better)")
    from_logprobs: bool = False
    status: Literal["valid", "repaired", "invalid"] = "valid"
    first_status: str = "valid"
    reason: str = ""
    raw: str = ""
    attempts: int = 0
    notes: list[str] = Field(default_factory=list)

    def winner(self) -> int | None:
        """The winning output in the pair's original labels (1 or 2)."""
        if self.first_better is None:
            return None
        return self.first_better if self.order == "ab" else 3 - self.first_better


class PairResult(BaseModel):
    id: str | None = None
    index: int
    ab: OrderJudgement
    ba: OrderJudgement
    p_output_1: float | None = Field(None, description="combined P(output 1 better), mean over valid orders")
    winner: Literal[1, 2, "tie"] | None = None
    consistent: bool | None = Field(None, description="both orders picked the same output (None: an order invalid)")
    flagged: bool = Field(False, description="swap-inconsistent, or an order invalid: candidate for human review")
    label: Literal[1, 2] | None = None
    correct: float | None = Field(None, description="1 right, 0 wrong, 0.5 tie; None without label or verdict")
    invalid: bool = False
    reason: str = ""
    warnings: list[str] = Field(default_factory=list)


class PairwiseRun(BaseModel):
    pairs: list[PairResult]
    stats: dict[str, Any]
    warnings: list[str] = Field(default_factory=list)


class PairwiseJudge:
    """Judges pairs in both orders with one LLM (cached calls)."""

    def __init__(self, llm: Any = None, settings: Settings | None = None, *, max_tokens: int | None = None,
                 tie_margin: float | None = None):
        self.settings = need_settings(settings, "PairwiseJudge")
        self.llm = judge_client(self.settings, llm)
        self.max_tokens = max_tokens or self.settings.judges.pairwise_max_tokens
        self.tie_margin = self.settings.judges.tie_margin if tie_margin is None else tie_margin
        if not 0 <= self.tie_margin < 0.5:
            raise ValueError(f"tie_margin must be in [0, 0.5), got {self.tie_margin}")

    def _fill(self, f: dict[str, str]) -> tuple[str, str]:
        return render(JUDGE_SYSTEM, NoInput()), render(PAIRWISE, PairwisePromptInput(
            instruction=f["instruction"], output_1=f["first"], output_2=f["second"]))

    def judge_order(self, instruction: str, first: str, second: str, order: Literal["ab", "ba"]) -> OrderJudgement:
        """One order: ``first`` is shown as OUTPUT 1."""
        fields = {"instruction": instruction, "first": first, "second": second}
        try:
            fields, notes = fit_inputs(self.llm, self._fill, fields, ["first", "second", "instruction"], self.max_tokens,
                                       longest_first=True)
        except PromptTooLongError as exc:
            return OrderJudgement(order=order, status="invalid", first_status="invalid", reason=str(exc))
        res = self.llm.structured(*self._fill(fields), PairwiseReply, max_tokens=self.max_tokens, choices=CHOICES,
                                  coerce=_coerce, salvage=_salvage, prefix=REPLY_PREFIX)
        raw = res.raw[-1] if res.raw else ""
        if res.outcome.value is None:
            return OrderJudgement(order=order, status="invalid", first_status=res.first_status,
                                  reason=res.outcome.reason, raw=raw, attempts=res.attempts, notes=notes)
        better = res.outcome.value.better
        p_first, from_lp = (1.0 if better == 1 else 0.0), False
        lps = res.reply.logprobs if res.reply else None
        if lps:
            slot = first_slot(joined_text(lps), "better")
            dist = slot_distribution(lps, slot, CHOICES, require_chosen=False) if slot is not None else None
            if dist:
                p_first, from_lp = dist["1"], True
            else:
                notes.append("verdict probability unavailable: the verdict token was not found in the reply's tokens")
        if res.outcome.repairs:
            notes.append("repaired: " + ", ".join(res.outcome.repairs))
        return OrderJudgement(order=order, first_better=better, p_first=round(p_first, 6), from_logprobs=from_lp,
                              status=res.status, first_status=res.first_status, raw=raw,  # type: ignore[arg-type]
                              attempts=res.attempts, notes=notes)

    @traced("judge.pairwise", EVALUATOR, inputs=pair_inputs, result=pair_result)
    def judge_pair(self, pair: PairInput | dict[str, Any], index: int = 0) -> PairResult:
        if not isinstance(pair, PairInput):
            try:
                pair = PairInput.model_validate(pair)
            except Exception as exc:  # noqa: BLE001 -- an unreadable pair is an explicit invalid result
                bad = OrderJudgement(order="ab", status="invalid", first_status="invalid", reason="invalid input")
                return PairResult(id=(pair or {}).get("id") if isinstance(pair, dict) else None, index=index,
                                  ab=bad, ba=bad.model_copy(update={"order": "ba"}), invalid=True, flagged=True,
                                  reason=f"invalid input: {exc}")
        warnings = [f"pair {pair.id or index}: the judge {self.llm.name} is judging its own generation "
                    f"(output_{k}, generator {g!r}); self-preference bias is likely"
                    for k, g in ((1, pair.generator_1), (2, pair.generator_2)) if g and same_model(g, self.llm.name)]
        empty = [k for k in ("input", "output_1", "output_2") if not getattr(pair, k).strip()]
        if empty:
            reason = f"empty {', '.join(empty)}: nothing to compare"
            bad = OrderJudgement(order="ab", status="invalid", first_status="invalid", reason=reason)
            return PairResult(id=pair.id, index=index, ab=bad, ba=bad.model_copy(update={"order": "ba"}),
                              label=pair.label, invalid=True, flagged=True, reason=reason, warnings=warnings)
        ab = self.judge_order(pair.input, pair.output_1, pair.output_2, "ab")
        ba = self.judge_order(pair.input, pair.output_2, pair.output_1, "ba")
        return combine(ab, ba, pair, index, self.tie_margin, warnings)

    def judge_many(self, pairs: Iterable[PairInput | dict[str, Any]],
                   progress: Callable[[int, PairResult], None] | None = None) -> PairwiseRun:
        results: list[PairResult] = []
        for n, pair in enumerate(pairs):
            r = self.judge_pair(pair, n)
            results.append(r)
            if progress:
                progress(n, r)
        warnings = [w for r in results for w in r.warnings]
        return PairwiseRun(pairs=results, stats=pairwise_stats(results), warnings=warnings)


def combine(ab: OrderJudgement, ba: OrderJudgement, pair: PairInput, index: int, tie_margin: float,
            warnings: list[str] | None = None) -> PairResult:
    """The pair's verdict from its two orders (module docstring)."""
    p1 = [o.p_first if o.order == "ab" else 1 - o.p_first for o in (ab, ba) if o.p_first is not None]
    res = PairResult(id=pair.id, index=index, ab=ab, ba=ba, label=pair.label, warnings=warnings or [])
    if not p1:
        res.invalid, res.flagged = True, True
        res.reason = f"both orders invalid: {ab.reason} | {ba.reason}"
        return res
    res.p_output_1 = round(sum(p1) / len(p1), 6)
    res.winner = 1 if res.p_output_1 > 0.5 + tie_margin else 2 if res.p_output_1 < 0.5 - tie_margin else "tie"
    if ab.winner() is not None and ba.winner() is not None:
        res.consistent = ab.winner() == ba.winner()
        res.flagged = not res.consistent
    else:
        res.flagged = True
        res.reason = "one order invalid; verdict from the other order only"
    if pair.label is not None:
        res.correct = 0.5 if res.winner == "tie" else float(res.winner == pair.label)
    return res


def _rate(num: float, den: int) -> float | None:
    return round(num / den, 4) if den else None


def kappa(a: list[Any], b: list[Any]) -> tuple[float | None, str]:
    """Cohen's kappa of two label lists (sklearn); None with the reason when it is undefined."""
    if not a:
        return None, "no items"
    if len(set(a) | set(b)) < 2:
        return None, "undefined: every judgement has the same label"
    from sklearn.metrics import cohen_kappa_score

    k = float(cohen_kappa_score([str(x) for x in a], [str(x) for x in b]))
    if math.isnan(k):  # chance agreement of 1
        return None, "undefined: chance agreement is 1"
    return round(k, 4), ""


def pairwise_stats(results: list[PairResult]) -> dict[str, Any]:
    """Run statistics (module docstring); every rate is None, not NaN, when its denominator is 0."""
    orders = [o for r in results for o in (r.ab, r.ba)]
    valid_orders = [o for o in orders if o.first_better is not None]
    both = [r for r in results if r.consistent is not None]
    decided = [r for r in results if r.winner is not None]
    k, k_reason = kappa([r.ab.winner() for r in both], [r.ba.winner() for r in both])
    labelled = [r for r in results if r.label is not None]  # a pair without a verdict counts as wrong

    def single(order: str) -> float | None:
        return _rate(sum(getattr(r, order).winner() == r.label for r in labelled), len(labelled))

    status = {"valid": 0, "repaired": 0, "invalid": 0}
    not_as_is = before_retry = 0  # first reply not schema-valid as written / not usable even after repair
    for o in orders:
        status[o.status] += 1
        not_as_is += o.first_status != "valid"
        before_retry += o.first_status == "invalid"
    return {
        "pairs": len(results),
        "pairs_with_verdict": len(decided),
        "pairs_both_orders_valid": len(both),
        "consistency_rate": _rate(sum(bool(r.consistent) for r in both), len(both)),
        "first_position_rate": _rate(sum(o.first_better == 1 for o in valid_orders), len(valid_orders)),
        "tie_rate": _rate(sum(r.winner == "tie" for r in decided), len(decided)),
        "kappa_orders": k,
        "kappa_orders_reason": k_reason,
        "flagged": [r.id if r.id is not None else r.index for r in results if r.flagged],
        "labelled": len(labelled),
        "accuracy": _rate(sum(r.correct or 0.0 for r in labelled), len(labelled)),
        "accuracy_strict": _rate(sum(r.correct == 1.0 for r in labelled), len(labelled)),
        "accuracy_ab_only": single("ab"),
        "accuracy_ba_only": single("ba"),
        "judgements": status,
        "invalid_before_repair": not_as_is,
        "invalid_rate_before_repair": _rate(not_as_is, len(orders)),
        "invalid_rate_before_retry": _rate(before_retry, len(orders)),
        "invalid_rate_after_repair": _rate(status["invalid"], len(orders)),
        "from_logprobs": sum(o.from_logprobs for o in valid_orders),
    }
