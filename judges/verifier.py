"""The LLM verifier: each memo sentence against its evidence, one focused yes/no per sentence.

MiniCheck style (Tang et al. 2024: one focused question per claim beats a holistic score): for
every sentence of the memo, "does the EVIDENCE support the CLAIM?" (``prompts/verify_claim.j2``),
where the evidence is the retrieved chunks the sentence cites (``MemoSentence.citations``), else
every retrieved chunk. The sentence's **confidence** that it is supported:

- where the backend returns log-probabilities (the local model, OpenAI): one prompt, and the
  probability of ``1`` against ``0`` at the token that wrote the answer;
- else the agreement of ``judges.verifier_prompts`` prompts, each carrying a different few-shot
  set ("simulated annotators"): the share that answer 1. The few-shots are drawn from the
  team's reviewed memos in the store (:func:`examples_from_store`) when there are some, else
  from a small built-in set.

The memo's score ``llm_verifier`` is the smallest sentence confidence (a memo is grounded only
when every sentence is); the mean is recorded beside it. Every call goes through the cached,
budgeted, traced client (:class:`~tinyrag_eval.llm.client.CachedLLM`). The result becomes a
:class:`~tinyrag_eval.schema.MetricResult` named ``llm_verifier`` whose per-sentence verdicts the
findings reader turns into ``SentenceCheck(checker="llm_verifier")`` entries.

    verifier = LLMVerifier(llm, settings)
    result = verifier.verify(memo, retrieval)          # -> VerifierResult
    evaluation.metrics["llm_verifier"] = result.metric()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..config import Settings
from ..injection import fence
from ..prompting import (
    JUDGE_SYSTEM,
    VERIFY_CLAIM,
    NoInput,
    VerifyClaimInput,
    VerifyClaimReply,
    VerifyExample,
    render,
)
from ..schema import Memo, MetricResult, RetrievalResult
from ..tracing import EVALUATOR, traced
from .budget import PromptTooLongError, fit_inputs
from .client import judge_client, need_settings
from .logprobs import first_slot, joined_text, slot_distribution

NAME = "llm_verifier"
CHOICES = ("0", "1")
REPLY_PREFIX = '{"supported": '
EVIDENCE_CHARS = 600  # a few-shot example's evidence is cut to this many characters

BUILTIN_EXAMPLES: tuple[VerifyExample, ...] = (
    VerifyExample(evidence="Northwind Bank's CET1 ratio was 14.6% at 31 December 2025, up from 13.9% a year earlier.",
                  claim="The CET1 ratio rose to 14.6% in 2025.", supported=True),
    VerifyExample(evidence="Net interest income fell 4% to EUR 2.1bn in 2025 as deposit costs rose.",
                  claim="Net interest income grew in 2025.", supported=False),
    VerifyExample(evidence="The group's liquidity coverage ratio stood at 152% (2024: 147%).",
                  claim="The liquidity coverage ratio improved to 152%.", supported=True),
    VerifyExample(evidence="Operating expenses were EUR 1.4bn, flat on the previous year.",
                  claim="Operating expenses were EUR 1.4bn and the cost-income ratio was 52%.", supported=False),
    VerifyExample(evidence="Non-performing loans were 2.3% of gross loans, against 2.8% in 2024.",
                  claim="The NPL ratio declined by half a percentage point.", supported=True),
    VerifyExample(evidence="Moody's affirmed the bank's A2 rating with a stable outlook in March 2025.",
                  claim="Moody's upgraded the bank to A1 in March 2025.", supported=False),
)


class SentenceVerdict(BaseModel):
    """The verifier on one sentence."""

    index: int = Field(ge=0)
    text: str
    confidence: float | None = Field(None, ge=0, le=1, description="P(supported): yes-probability or agreement")
    method: Literal["logprobs", "agreement", "invalid"] = "invalid"
    votes: list[int] = Field(default_factory=list, description="each prompt's answer (1 = supported)")
    evidence_ids: list[str] = Field(default_factory=list, description="chunks shown as evidence ([] = all context)")
    reason: str = ""

    @property
    def supported(self) -> bool | None:
        return None if self.confidence is None else self.confidence >= 0.5


class VerifierResult(BaseModel):
    """The verifier on one memo: per sentence, and the memo's score (the weakest sentence)."""

    sentences: list[SentenceVerdict] = Field(default_factory=list)
    score: float | None = Field(None, description="the smallest sentence confidence (None: nothing verified)")
    mean: float | None = None
    calls: int = Field(0, description="LLM calls asked (cache hits included)")
    model: str = ""
    reason: str = ""

    def metric(self) -> MetricResult:
        """The ``llm_verifier`` metric (invalid, with the reason, when no sentence was verified)."""
        if self.score is None:
            return MetricResult.invalid_result(NAME, self.reason or "no sentence could be verified")
        return MetricResult(name=NAME, value=round(self.score, 6), reason=self.reason, details={
            "mean": self.mean, "calls": self.calls, "model": self.model,
            "per_sentence": [s.model_dump(mode="json") for s in self.sentences]})


def few_shot_sets(examples: Sequence[VerifyExample], n: int, per_set: int = 2) -> list[list[VerifyExample]]:
    """``n`` few-shot sets of ``per_set`` examples, each as balanced as the pool allows and
    different from the others (rotating through the supported and unsupported examples; the order
    alternates so that no answer always comes last)."""
    yes = [e for e in examples if e.supported]
    no = [e for e in examples if not e.supported]
    out = []
    for i in range(n):
        pick: list[VerifyExample] = []
        for j in range(per_set):
            pool = (yes, no)[(i + j) % 2] or yes or no
            if pool:
                pick.append(pool[(i + j // 2) % len(pool)])
        out.append(pick)
    return out


def examples_from_store(store: Any, limit: int = 12) -> list[VerifyExample]:
    """Few-shot examples from the team's reviewed memos: sentences of approved memos with the
    chunks they cite (supported), and the sentences the checkers flagged in rejected memos
    (unsupported), with the chunks they cite or the first retrieved one. [] without labels."""
    from ..metrics.findings import findings_of

    yes: list[VerifyExample] = []
    no: list[VerifyExample] = []
    try:
        labels = store.labels()
    except Exception:  # noqa: BLE001 -- a store without labels gives no examples
        return []
    for r in labels:
        if len(yes) >= limit // 2 and len(no) >= limit // 2:
            break
        att = store.get_attempt(r.attempt_id)
        if att.retrieval is None or not att.retrieval.context:
            continue
        chunks = {sc.chunk.id: sc.chunk.text for sc in att.retrieval.context}
        flagged = {s.text for s in findings_of(att.evaluation, att.memo.text).flagged()} if att.evaluation else set()
        for s in att.memo.sentences:
            ev = " ".join(chunks[c] for c in s.citations if c in chunks)[:EVIDENCE_CHARS]
            if r.label == 1 and ev and len(yes) < limit // 2:
                yes.append(VerifyExample(evidence=ev, claim=s.text, supported=True))
            elif r.label == 0 and s.text in flagged and len(no) < limit // 2:
                ev = ev or next(iter(chunks.values()))[:EVIDENCE_CHARS]
                no.append(VerifyExample(evidence=ev, claim=s.text, supported=False))
    return yes + no if yes and no else []


def _inputs(args: dict[str, Any]) -> dict[str, Any]:
    memo = args.get("memo")
    return {"tinyrag.judge.kind": NAME, "tinyrag.memo.id": getattr(memo, "id", None)}


def _result(r: VerifierResult) -> dict[str, Any]:
    return {"tinyrag.llm_verifier.score": r.score, "tinyrag.llm_verifier.sentences": len(r.sentences),
            "tinyrag.llm_verifier.calls": r.calls}


class LLMVerifier:
    """Verifies a memo's sentences against their evidence with the configured LLM (module docstring)."""

    def __init__(self, llm: Any = None, settings: Settings | None = None, *,
                 examples: Sequence[VerifyExample] | None = None, prompts: int | None = None):
        self.settings = need_settings(settings, "LLMVerifier")
        self.llm = judge_client(self.settings, llm)
        self.examples = list(examples) if examples else list(BUILTIN_EXAMPLES)
        self.prompts = prompts or self.settings.judges.verifier_prompts
        self.max_tokens = self.settings.judges.verifier_max_tokens

    def _ask(self, claim: str, evidence: str, examples: list[VerifyExample]) -> tuple[int | None, float | None, str]:
        """(answer 0/1 or None, P(1) from log-probabilities or None, why not)."""
        def fill(f: dict[str, str]) -> tuple[str, str]:
            return render(JUDGE_SYSTEM, NoInput()), render(VERIFY_CLAIM, VerifyClaimInput(
                evidence=fence(f["evidence"]), claim=fence(f["claim"]), examples=examples))
        try:
            fields, _ = fit_inputs(self.llm, fill, {"evidence": evidence, "claim": claim}, ["evidence"],
                                   self.max_tokens)
        except PromptTooLongError as exc:
            return None, None, str(exc)
        res = self.llm.structured(*fill(fields), VerifyClaimReply, max_tokens=self.max_tokens, choices=CHOICES,
                                  prefix=REPLY_PREFIX)
        answer = int(res.outcome.value.supported) if res.outcome.value is not None else None
        lps = res.reply.logprobs if res.reply else None
        p_yes = None
        if lps:
            slot = first_slot(joined_text(lps), "supported")
            dist = slot_distribution(lps, slot, CHOICES, require_chosen=False) if slot is not None else None
            p_yes = dist["1"] if dist else None
        return answer, p_yes, "" if answer is not None or p_yes is not None else res.outcome.reason

    def verify_sentence(self, index: int, claim: str, evidence: str, evidence_ids: list[str]) -> tuple[SentenceVerdict, int]:
        """One sentence's verdict and the number of LLM calls asked."""
        sets = few_shot_sets(self.examples, self.prompts)
        votes: list[int] = []
        why = ""
        calls = 0
        for i, shots in enumerate(sets):
            answer, p_yes, reason = self._ask(claim, evidence, shots)
            calls += 1
            if p_yes is not None and i == 0:
                return SentenceVerdict(index=index, text=claim, confidence=round(p_yes, 6), method="logprobs",
                                       votes=[answer] if answer is not None else [], evidence_ids=evidence_ids), calls
            if answer is not None:
                votes.append(answer)
            else:
                why = reason
        if not votes:
            return SentenceVerdict(index=index, text=claim, evidence_ids=evidence_ids,
                                   reason=f"no usable reply: {why}"), calls
        return SentenceVerdict(index=index, text=claim, confidence=round(sum(votes) / len(votes), 6),
                               method="agreement", votes=votes, evidence_ids=evidence_ids), calls

    @traced("judge.llm_verifier", EVALUATOR, inputs=_inputs, result=_result)
    def verify(self, memo: Memo, retrieval: RetrievalResult | None = None,
               contexts: Sequence[str] | None = None) -> VerifierResult:
        """Every sentence of ``memo`` against the chunks it cites in ``retrieval`` (else all of them;
        ``contexts``: plain passages instead of a retrieval)."""
        from ..metrics.text import split_sentences

        chunks = {sc.chunk.id: sc.chunk.text for sc in retrieval.context} if retrieval is not None else {}
        everything = "\n\n".join(chunks.values()) if chunks else "\n\n".join(contexts or [])
        if not everything.strip():
            return VerifierResult(model=self.llm.name, reason="no evidence: the memo has no retrieved context")
        items: list[tuple[str, list[str]]] = [(s.text, [c for c in s.citations if c in chunks]) for s in memo.sentences] \
            if memo.sentences else [(t, []) for t in split_sentences(memo.text)]
        out: list[SentenceVerdict] = []
        calls = 0
        for i, (text, cited) in enumerate(items):
            if not text.strip():
                continue
            evidence = "\n\n".join(chunks[c] for c in cited) if cited else everything
            verdict, n = self.verify_sentence(i, text, evidence, cited)
            out.append(verdict)
            calls += n
        confs = [s.confidence for s in out if s.confidence is not None]
        if not out:
            return VerifierResult(model=self.llm.name, reason="the memo has no sentence to verify")
        if len(confs) < len(out):  # a sentence the verifier could not judge: no memo score
            return VerifierResult(sentences=out, calls=calls, model=self.llm.name, reason=(
                f"{len(out) - len(confs)} of {len(out)} sentence(s) could not be verified"))
        return VerifierResult(sentences=out, score=min(confs), mean=sum(confs) / len(confs), calls=calls,
                              model=self.llm.name)
