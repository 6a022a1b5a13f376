"""The optional LLM decision agent (agent.mode = "llm") with a scripted ReAct LLM: it decides
within the rule's guardrails, and the rule's decision stands when it makes no usable call."""

from __future__ import annotations

import pytest
from tinyrag_eval.agents.llm_agent import LLMDecisionAgent
from tinyrag_eval.workflows.run import run_memo

from tests.workflow_fakes import BAD, GOOD, ScriptedLLM, make_services
from tinyrag_eval.config import AgentSettings, Settings

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")  # upstream pydantic/llama-index noise

DONE = "Thought: I can answer without using any more tools.\nAnswer: done"


def act(action: str, reason: str, **extra: object) -> str:
    import json

    return f"Thought: deciding.\nAction: {action}\nAction Input: {json.dumps({'reason': reason, **extra})}"


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'store.sqlite3'}"


def services(db: str, tmp_path, memos: list[str], agent_replies: list[str], **kw: object):
    s = Settings(agent=AgentSettings(mode="llm", **kw.pop("agent", {})))  # type: ignore[arg-type]
    svc = make_services(db, tmp_path / "out", memos, settings=s, **kw)  # type: ignore[arg-type]
    llm = ScriptedLLM(replies=agent_replies)
    svc.decision_agent = LLMDecisionAgent(llm, s)
    return svc, llm


def test_agent_cannot_finalize_what_the_rule_does_not_certify(db, tmp_path):
    svc, llm = services(db, tmp_path, [GOOD], [act("finalize", "looks fine"), act("escalate", "uncertain set"), DONE],
                        sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated" and out.decision.action == "escalate"
    reasons = " | ".join(out.decision.reasons)
    assert "decided by LLM agent (scripted-fake): escalate — uncertain set" in reasons
    assert "guardrail refused the agent's finalize" in reasons and "the rule's decision was escalate" in reasons
    assert "REFUSED by the guardrail" in llm.prompts[1]  # the agent saw the refusal and chose again
    assert "grounded: v0007" in out.decision.guarantee
    assert not list((tmp_path / "out").glob("*.md"))


def test_agent_finalizes_a_certified_memo_with_the_rules_guarantee(db, tmp_path):
    svc, _ = services(db, tmp_path, [GOOD], [act("finalize", "certified and grounded"), DONE])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized" and out.exported_now
    assert out.decision.reasons[0].startswith("decided by LLM agent") and "calibrator v0007" in out.decision.guarantee


def test_agent_may_escalate_a_certified_memo(db, tmp_path):
    svc, _ = services(db, tmp_path, [GOOD], [act("escalate", "the topic is sensitive"), DONE])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated"
    assert out.decision.guarantee.startswith("none: LLM agent (scripted-fake) sent the memo to a human")
    assert "the rule would have finalize" in out.decision.guarantee


def test_agent_may_regenerate_an_uncertain_memo_while_attempts_remain(db, tmp_path):
    svc, _ = services(db, tmp_path, [BAD, GOOD], [act("regenerate", "fix the CET1 figure"), DONE,
                                                  act("finalize", "now certified"), DONE], sets=[[0, 1]])
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized" and out.attempts == 2
    first = svc.store.attempts(out.run_id)[0].decision
    assert first.action == "regenerate" and "the rule's decision was escalate" in first.reasons
    assert "19.9%" in svc.generator._llm().llm.prompts[1]  # the regeneration got the concrete feedback


def test_agent_cannot_regenerate_past_a_safety_flag(db, tmp_path):
    leaky = GOOD + " Card 4111 1111 1111 1111 was used [ar#p2#0] <CONFIDENCE: LOW>."
    svc, _ = services(db, tmp_path, [leaky], [act("regenerate", "try again"), act("regenerate", "again"), DONE],
                      agent={"llm_agent_max_iterations": 3})
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "escalated" and out.attempts == 1
    reasons = " | ".join(out.decision.reasons)
    assert "guardrail refused the agent's regenerate (a safety flag fired" in reasons
    assert "made no usable decision" in reasons and "safety flag safety_privacy" in reasons


@pytest.mark.parametrize("replies", [["I think it is fine."], []])
def test_unusable_agent_output_leaves_the_rule_decision(db, tmp_path, replies):
    svc, _ = services(db, tmp_path, [GOOD], replies, agent={"llm_agent_max_iterations": 2})
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized"  # the rule certified it
    assert any("made no usable decision" in r and "the rule's decision stands" in r for r in out.decision.reasons)
    assert "calibrator v0007" in out.decision.guarantee
