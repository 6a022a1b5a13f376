"""The optional LLM decision agent, held to the rule's guardrails (``agent.mode = "llm"``).

A LlamaIndex agent (``FunctionAgent`` for LLMs with tool calling, e.g. OpenAI; ``ReActAgent``
for the others, e.g. the local SmolLM2) reads the attempt's case — calibrated probability and
prediction set, the certification, metrics, safety flags, the rule's own decision — and calls
one of three tools: ``finalize``, ``regenerate`` or ``escalate``.

The guardrails are in the tools, so the agent can try again after a refusal:

- ``finalize`` only when the rule certifies the attempt (its decision is *finalize*): the agent
  can never finalize what the rule does not certify;
- ``regenerate`` only while attempts remain and no safety flag fired;
- ``escalate`` always (sending a memo to a human is never unsafe).

When the agent makes no allowed call (unusable output, error, timeout, iteration limit) the
rule's decision stands and the decision's reasons say why. Every decision names who made it
and keeps the rule's guarantee (a finalize is always the rule's certified finalize).
"""

from __future__ import annotations

import asyncio
from typing import Any

from pydantic import BaseModel

from ..config import Settings, get_settings
from ..feedback import build_feedback, safety_flags
from ..prompting import render
from ..schema import Assessment, DecisionAction, Evaluation, Memo
from ..trace_attributes import llm_agent_inputs, policy_outcome
from ..tracing import AGENT, traced
from .policy import PolicyOutcome


class AgentChoice(BaseModel):
    action: DecisionAction
    reason: str
    revise_query: bool = False


def allowed_actions(rule: PolicyOutcome, *, attempt: int, max_attempts: int, flags: list[str]) -> dict[str, str]:
    """action -> '' when allowed, else why the guardrail refuses it."""
    out: dict[str, str] = {"escalate": ""}
    out["finalize"] = "" if rule.decision.action == "finalize" else (
        f"the calibration rule does not certify this memo; it decided {rule.decision.action}: "
        + "; ".join(rule.decision.reasons[:1]))
    if flags:
        out["regenerate"] = f"a safety flag fired ({flags[0]}): a human must see this memo"
    elif attempt >= max_attempts:
        out["regenerate"] = f"no attempts left ({attempt} of {max_attempts} used)"
    else:
        out["regenerate"] = ""
    return out


class _Recorder:
    """The three tools; each call is checked against the guardrails and the last allowed one kept."""

    def __init__(self, allowed: dict[str, str]):
        self.allowed = allowed
        self.choice: AgentChoice | None = None
        self.refused: list[str] = []

    def _take(self, action: DecisionAction, reason: str, revise_query: bool = False) -> str:
        why = self.allowed[action]
        if why:
            self.refused.append(f"{action} ({why})")
            ok = ", ".join(a for a, w in self.allowed.items() if not w)
            return f"REFUSED by the guardrail: {why}. Allowed actions: {ok}. Call one of them."
        self.choice = AgentChoice(action=action, reason=" ".join(str(reason or "").split())[:500] or "(no reason given)",
                                  revise_query=bool(revise_query))
        return f"Recorded: {action}. The decision is made; answer with one line saying so."

    def finalize(self, reason: str) -> str:
        """Finalize and export the memo. Only allowed when the calibration rule certifies it."""
        return self._take("finalize", reason)

    def regenerate(self, reason: str, revise_query: bool = False) -> str:
        """Write the memo again with the feedback; revise_query=True also rewrites the search query
        first (when retrieval found little relevant text). Only while attempts remain."""
        return self._take("regenerate", reason, revise_query)

    def escalate(self, reason: str) -> str:
        """Send the memo to a human reviewer. Always allowed."""
        return self._take("escalate", reason)


def _metric_lines(evaluation: Evaluation | None) -> list[str]:
    if evaluation is None:
        return []
    lines = []
    for name, m in sorted(evaluation.metrics.items()):
        lines.append(f"{name}: {m.display()}" + (f" ({m.reason[:100]})" if m.reason else ""))
    if evaluation.judge is not None and not evaluation.judge.invalid:
        lines += [f"judge {c}: {cs.score:g}/5" for c, cs in evaluation.judge.criteria.items() if cs.score is not None]
    return lines


class LLMDecisionAgent:
    """See the module docstring. ``llm``: a LlamaIndex LLM (the generator's, by default)."""

    def __init__(self, llm: Any, settings: Settings | None = None):
        self.llm = llm
        self.settings = settings or get_settings()

    @property
    def name(self) -> str:
        meta = getattr(self.llm, "metadata", None)
        return getattr(meta, "model_name", None) or type(self.llm).__name__

    def _agent(self, recorder: _Recorder) -> Any:
        from llama_index.core.agent.workflow import FunctionAgent, ReActAgent
        from llama_index.core.tools import FunctionTool

        tools = [FunctionTool.from_defaults(fn=f) for f in (recorder.finalize, recorder.regenerate, recorder.escalate)]
        system = render("decision_agent.j2")
        meta = getattr(self.llm, "metadata", None)
        cls = FunctionAgent if getattr(meta, "is_function_calling_model", False) else ReActAgent
        return cls(name="memo-decision-agent", description="Decides finalize / regenerate / escalate for one memo",
                   system_prompt=system, tools=tools, llm=self.llm, streaming=False)

    @traced("agent.llm", AGENT, inputs=llm_agent_inputs, result=policy_outcome)
    async def decide(self, rule: PolicyOutcome, *, attempt: int, max_attempts: int, memo: Memo | None,
                     evaluation: Evaluation | None, assessment: Assessment | None, query_rewrites: int = 0) -> PolicyOutcome:
        """The agent's decision on one attempt, within the guardrails; the rule's when it makes none."""
        a = self.settings.agent
        flags = safety_flags(evaluation)
        allowed = allowed_actions(rule, attempt=attempt, max_attempts=max_attempts, flags=flags)
        recorder = _Recorder(allowed)
        per = assessment.per_criterion if assessment is not None else {}
        criteria = [f"{c}: P = {per[c].probability:.2f}, set {per[c].set_label()}, "
                    f"{'guaranteed' if per[c].guaranteed else 'no guarantee'}" if c in per and per[c].calibrated
                    else f"{c}: not calibrated" for c in a.criteria]
        fb = rule.feedback or build_feedback(memo, evaluation, a.feedback_items)
        case = render(
            "decision_case.j2", topic=memo.topic if memo else "", attempt=attempt, max_attempts=max_attempts,
            criteria=criteria, calibrated=bool(assessment and assessment.calibrator_version),
            alpha=assessment.alpha if assessment else None,
            rule_action=rule.decision.action, rule_reasons=rule.decision.reasons, metrics=_metric_lines(evaluation),
            flags=flags, feedback=fb.model_dump(), allowed=allowed)
        failure = ""
        try:
            agent = self._agent(recorder)
            handler = agent.run(user_msg=case, max_iterations=a.llm_agent_max_iterations)
            await asyncio.wait_for(handler, timeout=a.llm_agent_timeout_s)
        except TimeoutError:
            failure = f"no decision within {a.llm_agent_timeout_s:g} s"
        except Exception as exc:  # noqa: BLE001 -- any agent failure leaves the rule's decision standing
            failure = f"{type(exc).__name__}: {' '.join(str(exc).split())[:200]}"
        return self._outcome(rule, recorder, failure, fb, query_rewrites)

    def _outcome(self, rule: PolicyOutcome, rec: _Recorder, failure: str, fb: Any, query_rewrites: int) -> PolicyOutcome:
        who = f"LLM agent ({self.name})"
        refused = [f"guardrail refused the agent's {r}" for r in rec.refused]
        choice = rec.choice
        if choice is None:
            why = failure or "it called no allowed tool"
            d = rule.decision.model_copy(update={"reasons": [
                *rule.decision.reasons, *refused, f"{who} made no usable decision ({why}): the rule's decision stands"]})
            return rule.model_copy(update={"decision": d})
        lead = [f"decided by {who}: {choice.action} — {choice.reason}", *refused,
                f"the rule's decision was {rule.decision.action}"]
        if choice.action == rule.decision.action:
            d = rule.decision.model_copy(update={"reasons": [*lead, *rule.decision.reasons]})
            if choice.action == "regenerate" and choice.revise_query and not rule.revise_query \
                    and query_rewrites < self.settings.agent.max_query_rewrites:
                return rule.model_copy(update={"decision": d, "revise_query": True, "retrieval_reason": choice.reason})
            return rule.model_copy(update={"decision": d})
        if choice.action == "escalate":
            d = rule.decision.model_copy(update={
                "action": "escalate", "reasons": [*lead, *rule.decision.reasons],
                "guarantee": f"none: {who} sent the memo to a human (the rule would have {rule.decision.action})"})
            return PolicyOutcome(decision=d)
        # regenerate where the rule escalated (attempts remain, no safety flag: checked by the guardrail)
        revise = choice.revise_query and query_rewrites < self.settings.agent.max_query_rewrites
        d = rule.decision.model_copy(update={
            "action": "regenerate", "reasons": [*lead, *rule.decision.reasons],
            "guarantee": "none needed: nothing is finalized by a regeneration"})
        return PolicyOutcome(decision=d, feedback=fb, revise_query=revise,
                             retrieval_reason=choice.reason if revise else "")
