"""The five-criterion rubric judge.

Criteria (each 1..5, 5 always best, with reasoning; anchors in ``prompts/rubric.j2``):
``hallucination``, ``captured_rate``, ``value_add``, ``missing_out``, ``confidence_calibration``.
``captured_rate`` and ``missing_out`` compare the memo with a human reference memo; without one
they are recorded as not applicable (``applicable=False``, score None) and are not asked for.

    from tinyrag_eval.judges.rubric import RubricJudge
    judge = RubricJudge(None, get_settings())          # configured LLM, disk cache, settings.judges
    verdict = judge.judge(context, memo, reference=None)   # -> JudgeVerdict
    run = judge.judge_many(items)                      # -> RubricRun: verdicts + valid/repaired/invalid counts

Where the backend gives log-probabilities, each criterion also gets ``weighted_score`` =
sum of p(k) * k over k = 1..5 at the token that wrote its score.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, create_model, field_validator, model_validator

from ..config import Settings
from ..injection import fence
from ..prompting import JUDGE_SYSTEM, RUBRIC, NoInput, RubricPromptInput, TeamExample, render
from ..schema import CriterionScore, JudgeVerdict
from ..trace_attributes import judge_inputs, judge_result
from ..tracing import EVALUATOR, traced
from .budget import PromptTooLongError, fit_inputs
from .client import judge_client, need_settings
from .logprobs import expected_value, find_slots, joined_text, slot_distribution

CRITERIA = ("hallucination", "captured_rate", "value_add", "missing_out", "confidence_calibration")
REFERENCE_CRITERIA = ("captured_rate", "missing_out")
SCORE_TOKENS = ("1", "2", "3", "4", "5")
NOT_APPLICABLE = "not applicable: needs a human reference memo"


class RubricInput(BaseModel):
    """One rubric judgement's inputs (a JSONL row of ``tinyrag judge rubric``).

    ``context`` (str) or ``contexts`` (list of str, joined by blank lines); ``memo`` or ``answer``;
    optional ``reference`` (a human memo), ``id`` and ``generator`` (the model that wrote the memo).
    """

    model_config = ConfigDict(extra="ignore")

    id: str | None = None
    context: str
    memo: str
    reference: str | None = None
    generator: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _aliases(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        data = dict(data)
        if "context" not in data and "contexts" in data:
            ctx = data.pop("contexts")
            data["context"] = "\n\n".join(ctx) if isinstance(ctx, list) and all(isinstance(c, str) for c in ctx) else ctx
        if "memo" not in data and "answer" in data:
            data["memo"] = data.pop("answer")
        return data

    @field_validator("reference")
    @classmethod
    def _blank_reference_is_none(cls, v: str | None) -> str | None:
        return v if v and v.strip() else None


class _Item(BaseModel):
    reasoning: str = ""
    score: int = Field(ge=1, le=5)


_SCHEMAS: dict[tuple[str, ...], type[BaseModel]] = {}


def reply_schema(criteria: tuple[str, ...]) -> type[BaseModel]:
    """The pydantic schema of a reply that scores exactly ``criteria``."""
    if criteria not in _SCHEMAS:
        _SCHEMAS[criteria] = create_model(  # type: ignore[call-overload]
            "RubricReply", __config__=ConfigDict(extra="ignore"), **{c: (_Item, ...) for c in criteria})
    return _SCHEMAS[criteria]


def _norm_key(key: str) -> str:
    return re.sub(r"[^a-z]+", "_", key.lower()).strip("_")


def _norm_score(v: Any) -> Any:
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, str):
        m = re.fullmatch(r"\s*([1-5])(?:\.0+)?\s*(?:/\s*5)?\s*", v)
        if m:
            return int(m.group(1))
    return v


def coerce_reply(obj: Any) -> Any:
    """Normalise the shapes small models write: keys in other spellings ("Captured Rate"), a bare
    score instead of an object, scores as "4" or "4/5", a list of {criterion, score} objects, or the
    criteria wrapped in one more object."""
    if isinstance(obj, list):
        obj = {str(x.get("criterion", x.get("name", ""))): x for x in obj if isinstance(x, dict)}
    if not isinstance(obj, dict):
        return obj
    if len(obj) == 1 and isinstance(next(iter(obj.values())), dict) and _norm_key(next(iter(obj))) not in CRITERIA:
        obj = next(iter(obj.values()))  # {"scores": {...}}
    out: dict[str, Any] = {}
    for key, val in obj.items():
        k = _norm_key(str(key))
        if isinstance(val, int | float | str) and not isinstance(val, bool):
            val = {"score": val}
        if isinstance(val, dict):
            val = {_norm_key(str(a)): b for a, b in val.items()}
            if "score" in val:
                val["score"] = _norm_score(val["score"])
            if "reason" in val and "reasoning" not in val:
                val["reasoning"] = val.pop("reason")
            if not isinstance(val.get("reasoning", ""), str):
                val["reasoning"] = str(val["reasoning"])
        out[k] = val
    return out


class RubricRun(BaseModel):
    """Verdicts of a batch, in input order, with the run's counts."""

    verdicts: list[JudgeVerdict]
    counts: dict[str, int]
    warnings: list[str] = Field(default_factory=list)

    def mean_scores(self) -> dict[str, float | None]:
        return rubric_stats(self.verdicts)["mean_scores"]


class RubricJudge:
    """Scores memos on the five criteria with one LLM call each (cached)."""

    def __init__(self, llm: Any = None, settings: Settings | None = None, *, max_tokens: int | None = None):
        self.settings = need_settings(settings, "RubricJudge")
        self.llm = judge_client(self.settings, llm)
        self.max_tokens = max_tokens or self.settings.judges.rubric_max_tokens
        self.team_examples = team_examples(self.settings.judges.fewshot_file)

    def _render(self, criteria: tuple[str, ...], has_reference: bool) -> Callable[[dict[str, str]], tuple[str, str]]:
        def fill(f: dict[str, str]) -> tuple[str, str]:
            return render(JUDGE_SYSTEM, NoInput()), render(RUBRIC, RubricPromptInput(
                criteria=list(criteria), has_reference=has_reference, context=fence(f["context"]),
                memo=fence(f["memo"]), reference=fence(f["reference"]), team_examples=self.team_examples))
        return fill

    def judge(self, context: str | list[str], memo: str, reference: str | None = None) -> JudgeVerdict:
        """One memo's verdict. Bad inputs and bad replies give ``invalid=True`` with the reason."""
        try:
            item = RubricInput.model_validate({"context": context, "memo": memo, "reference": reference}
                                              if not isinstance(context, list) else
                                              {"contexts": context, "memo": memo, "reference": reference})
        except Exception as exc:  # noqa: BLE001 -- a wrong type is an invalid verdict, with the reason
            return self._invalid(f"invalid input: {exc}")
        return self.judge_item(item)

    def _invalid(self, reason: str, raw: str = "", notes: list[str] | None = None, attempts: int = 0,
                 criteria: dict[str, CriterionScore] | None = None) -> JudgeVerdict:
        return JudgeVerdict(criteria=criteria or {}, invalid=True, status="invalid", reason=reason, raw=raw,
                            model=self.llm.name, notes=notes or [], attempts=attempts)

    @traced("judge.rubric", EVALUATOR, inputs=judge_inputs, result=judge_result)
    def judge_item(self, item: RubricInput) -> JudgeVerdict:
        if not item.memo.strip():
            return self._invalid("empty memo: nothing to judge")
        if not item.context.strip():
            return self._invalid("empty context: hallucination cannot be judged without the source context")
        has_ref = item.reference is not None
        criteria = tuple(c for c in CRITERIA if has_ref or c not in REFERENCE_CRITERIA)
        na = {c: CriterionScore(applicable=False, reasoning=NOT_APPLICABLE) for c in CRITERIA if c not in criteria}
        fields = {"context": item.context, "memo": item.memo, "reference": item.reference or ""}
        try:
            fields, notes = fit_inputs(self.llm, self._render(criteria, has_ref), fields,
                                       ["context", "reference", "memo"], self.max_tokens)
        except PromptTooLongError as exc:
            return self._invalid(str(exc), criteria=na)
        system, user = self._render(criteria, has_ref)(fields)
        res = self.llm.structured(system, user, reply_schema(criteria), max_tokens=self.max_tokens,
                                  choices=SCORE_TOKENS, coerce=coerce_reply,
                                  prefix='{"' + criteria[0] + '": {"score": ')
        raw = res.raw[-1] if res.raw else ""
        if res.outcome.value is None:
            return self._invalid(res.outcome.reason, raw, notes, res.attempts, na)
        parsed = res.outcome.value
        lps = res.reply.logprobs if res.reply else None
        slots = find_slots(joined_text(lps), criteria, "score") if lps else {}
        scores: dict[str, CriterionScore] = {}
        for c in CRITERIA:
            if c not in criteria:
                scores[c] = na[c]
                continue
            got = getattr(parsed, c)
            dist = slot_distribution(lps, slots[c], SCORE_TOKENS) if c in slots else None
            scores[c] = CriterionScore(score=float(got.score), reasoning=got.reasoning.strip(), probabilities=dist,
                                       weighted_score=round(expected_value(dist), 4) if dist else None)
        if lps and len(slots) < len(criteria):
            notes.append(f"probability-weighted score unavailable for {sorted(set(criteria) - set(slots))}: "
                         "score position not found in the reply's tokens")
        if res.outcome.repairs:
            notes.append("repaired: " + ", ".join(res.outcome.repairs))
        return JudgeVerdict(criteria=scores, status=res.status, raw=raw, model=self.llm.name,  # type: ignore[arg-type]
                            notes=notes, attempts=res.attempts)

    def judge_many(self, items: Iterable[RubricInput | dict[str, Any]],
                   progress: Callable[[int, JudgeVerdict], None] | None = None) -> RubricRun:
        """Every item judged, in order; a malformed item is an invalid verdict, never dropped."""
        verdicts: list[JudgeVerdict] = []
        warnings: list[str] = []
        for n, raw_item in enumerate(items):
            try:
                item = raw_item if isinstance(raw_item, RubricInput) else RubricInput.model_validate(raw_item)
            except Exception as exc:  # noqa: BLE001
                verdict = self._invalid(f"invalid input: {exc}")
            else:
                if item.generator and same_model(item.generator, self.llm.name):
                    warnings.append(f"item {item.id or n}: the judge {self.llm.name} is judging its own generation "
                                    f"(generator {item.generator!r}); self-preference bias is likely")
                verdict = self.judge_item(item)
            verdicts.append(verdict)
            if progress:
                progress(n, verdict)
        return RubricRun(verdicts=verdicts, counts=status_counts(verdicts), warnings=warnings)


MAX_TEAM_EXAMPLE_CHARS = 1500
"""A reviewed memo longer than this is cut in the prompt (the few-shots must not crowd out the memo)."""


def team_examples(path: Any) -> list[TeamExample]:
    """The reviewed memos of a few-shot file (``judges.fewshot_file``, written by ``tinyrag judge
    align --suggest-fewshots``) as prompt examples, fenced like every untrusted text; [] when unset."""
    if path is None:
        return []
    from .align import load_fewshots

    out = []
    for ex in load_fewshots(path).examples:
        memo = ex.memo if len(ex.memo) <= MAX_TEAM_EXAMPLE_CHARS else ex.memo[:MAX_TEAM_EXAMPLE_CHARS] + " …"
        out.append(TeamExample(memo=fence(memo), criterion=ex.criterion, verdict="passes" if ex.human else "fails",
                               notes=fence(" ".join(ex.notes.split()))[:300]))
    return out


def status_counts(verdicts: Iterable[Any]) -> dict[str, int]:
    counts = {"valid": 0, "repaired": 0, "invalid": 0}
    for v in verdicts:
        counts[v.status] += 1
    return counts


def rubric_stats(verdicts: Sequence[JudgeVerdict]) -> dict[str, Any]:
    """A batch's figures: status counts; per criterion the mean score and mean weighted score
    (None when no verdict has one) and how many verdicts found it not applicable; how many
    verdicts judged a truncated input."""
    means: dict[str, float | None] = {}
    weighted: dict[str, float | None] = {}
    not_applicable: dict[str, int] = {}
    for c in CRITERIA:
        scored = [v.criteria[c] for v in verdicts if c in v.criteria]
        vals = [s.score for s in scored if s.score is not None]
        ws = [s.weighted_score for s in scored if s.weighted_score is not None]
        means[c] = round(sum(vals) / len(vals), 4) if vals else None
        weighted[c] = round(sum(ws) / len(ws), 4) if ws else None
        not_applicable[c] = sum(1 for s in scored if not s.applicable)
    return {"counts": status_counts(verdicts), "mean_scores": means, "not_applicable": not_applicable,
            "mean_weighted_scores": weighted, "truncated": sum(any("truncated" in x for x in v.notes) for v in verdicts)}


def same_model(generator: str, judge_name: str) -> bool:
    """Whether a generator name designates the judge's model (case-insensitive containment)."""
    g = generator.strip().lower()
    j = judge_name.lower()
    return bool(g) and (g in j or j.split(":", 1)[-1] in g)
