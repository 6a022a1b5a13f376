"""Span attributes of tinyrag's types (used by the hooks of :mod:`tinyrag_eval.tracing`; called only
when tracing is on). OpenInference names where they exist, else tinyrag's own under ``tinyrag.``:

=============================  ==========================================================================
``tinyrag.run.*``              id, status, attempts, review_id (the memo run, root span)
``tinyrag.attempt``            the attempt number; ``tinyrag.memo.*``: id, llm, sentences
``tinyrag.retrieval.*``        candidates, context, reranker, hyde (beside ``retrieval.documents``)
``tinyrag.metric.*``           name, value, status, invalid, reason (``results``: every result of a family)
``tinyrag.evaluation.*``       each metric's value by name, ``invalid``: the names of invalid ones
``tinyrag.judge.*``            model, status, invalid, reason, attempts, ``criterion.<c>.score`` ...
``tinyrag.criterion.<c>.*``    probability, prediction_set, calibrated, guaranteed, calibrator_version
``tinyrag.decision.*``         action, reason, reasons, guarantee, guaranteed
``tinyrag.llm.*``              cache_hit, client, tokens_estimated, cost_usd
``tinyrag.usage.*``            a run's LLM totals (``llm.client.Usage``)
=============================  ==========================================================================
"""

from __future__ import annotations

from typing import Any

from . import tracing as t


def _metric_brief(m: Any) -> dict[str, Any]:
    return {"value": m.value, "status": m.status, **({"reason": m.reason} if m.reason else {})}


# --------------------------------------------------------------------------- workflow steps


def retrieve_inputs(args: dict[str, Any]) -> dict[str, Any]:
    return {t.INPUT_VALUE: args.get("query"), "tinyrag.retrieval.hyde": bool(args.get("hyde"))}


def retrieval(result: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"tinyrag.retrieval.candidates": len(result.candidates),
                           "tinyrag.retrieval.context": len(result.context),
                           "tinyrag.retrieval.reranker": getattr(result, "reranker", None)}
    for i, sc in enumerate(result.context):
        p = f"{t.RETRIEVAL_DOCUMENTS}.{i}.document."
        score = sc.rerank_score if sc.rerank_score is not None else sc.dense_score
        out.update({p + "id": sc.chunk.id, p + "content": sc.chunk.text, p + "score": score,
                    p + "metadata": {"doc_id": sc.chunk.doc_id, "page": sc.chunk.page, "rank": sc.rank,
                                     "dense_score": sc.dense_score, "rerank_score": sc.rerank_score}})
    return out


def generate_inputs(args: dict[str, Any]) -> dict[str, Any]:
    return {t.INPUT_VALUE: args.get("topic"), "tinyrag.memo.id": args.get("memo_id"),
            "tinyrag.attempt": args.get("attempt", 1), "tinyrag.generation.feedback": args.get("feedback") is not None,
            "tinyrag.generation.extractive": args.get("extractive") or None}


def memo(result: Any) -> dict[str, Any]:
    return {t.OUTPUT_VALUE: result.text, "tinyrag.memo.id": result.id, "tinyrag.memo.llm": result.llm,
            "tinyrag.memo.sentences": len(result.sentences), "tinyrag.memo.notes": list(result.notes) or None}


def memo_inputs(args: dict[str, Any]) -> dict[str, Any]:
    m = args.get("memo")
    if m is None:
        return {"tinyrag.attempt": args.get("attempt")}
    return {t.INPUT_VALUE: m.text, "tinyrag.memo.id": m.id, "tinyrag.attempt": m.attempt}


def evaluator_inputs(args: dict[str, Any]) -> dict[str, Any]:
    item = args.get("item")
    get = item.get if isinstance(item, dict) else lambda k: getattr(item, k, None)
    return {t.INPUT_VALUE: get("answer"), "tinyrag.memo.id": get("id"),
            "tinyrag.evaluation.contexts": len(get("contexts") or [])}


def evaluation(result: Any) -> dict[str, Any]:
    out: dict[str, Any] = {f"tinyrag.evaluation.{n}": m.value for n, m in result.metrics.items()}
    out["tinyrag.evaluation.invalid"] = [n for n, m in result.metrics.items() if m.invalid] or None
    summary: dict[str, Any] = {n: _metric_brief(m) for n, m in result.metrics.items()}
    if result.judge is not None:
        out.update(judge_verdict(result.judge))
        summary["judge"] = {c: cs.score for c, cs in result.judge.criteria.items()}
    out[t.OUTPUT_VALUE] = summary
    return out


def assessment(result: Any) -> dict[str, Any]:
    asm, cert = result
    out: dict[str, Any] = {"tinyrag.assessment.alpha": asm.alpha,
                           "tinyrag.assessment.calibrator_version": asm.calibrator_version,
                           "tinyrag.assessment.reason": getattr(cert, "reason", "") or None}
    for c, ca in asm.per_criterion.items():
        p = f"tinyrag.criterion.{c}."
        out.update({p + "probability": ca.probability, p + "prediction_set": list(ca.prediction_set),
                    p + "calibrated": ca.calibrated, p + "guaranteed": ca.guaranteed,
                    p + "calibrator_version": ca.calibrator_version, p + "label_source": ca.label_source,
                    p + "note": ca.note or None})
    out[t.OUTPUT_VALUE] = {c: {"probability": ca.probability, "prediction_set": ca.prediction_set,
                               "guaranteed": ca.guaranteed} for c, ca in asm.per_criterion.items()}
    return out


def decision(d: Any) -> dict[str, Any]:
    """A :class:`~tinyrag_eval.schema.Decision`: whether a guarantee holds = a printed guarantee
    that is not 'none...' (a human's approval counts as the human's)."""
    guarantee = d.guarantee or ""
    return {"tinyrag.decision.action": d.action, "tinyrag.decision.reason": d.reasons[0] if d.reasons else None,
            "tinyrag.decision.reasons": list(d.reasons) or None, "tinyrag.decision.guarantee": guarantee or None,
            "tinyrag.decision.guaranteed": bool(guarantee) and not guarantee.lower().startswith("none"),
            "tinyrag.decision.reviewer": d.reviewer, t.OUTPUT_VALUE: d.action, **cascade(d)}


def cascade(d: Any) -> dict[str, Any]:
    """The certified cascade's facts of a decision (docs/cascade.md): the stage that decided, its
    scores, the LLM verifier calls made and saved; {} without a cascade."""
    info = (getattr(d, "details", None) or {}).get("cascade")
    if not getattr(d, "stage", None) or not isinstance(info, dict):
        return {}
    scores = info.get("scores") or {}
    return {"tinyrag.cascade.stage": d.stage,
            "tinyrag.cascade.score.offline": scores.get("offline"),
            "tinyrag.cascade.score.llm_verifier": scores.get("llm_verifier"),
            "tinyrag.cascade.llm_calls": info.get("llm_calls"),
            "tinyrag.cascade.llm_calls_saved": info.get("llm_calls_saved")}


def policy_outcome(result: Any) -> dict[str, Any]:
    return {**decision(result.decision), "tinyrag.decision.revise_query": result.revise_query or None}


def decide_inputs(args: dict[str, Any]) -> dict[str, Any]:
    return {"tinyrag.attempt": args.get("attempt"), "tinyrag.max_attempts": args.get("max_attempts"),
            "tinyrag.query_rewrites": args.get("query_rewrites")}


def llm_agent_inputs(args: dict[str, Any]) -> dict[str, Any]:
    agent, rule = args.get("self"), args.get("rule")
    return {t.AGENT_NAME: getattr(agent, "name", "llm-agent"), "tinyrag.attempt": args.get("attempt"),
            "tinyrag.rule.action": rule.decision.action if rule is not None else None}


def validation_inputs(res: Any) -> dict[str, Any]:
    return {t.INPUT_VALUE: res.query, "tinyrag.validation.test_id": res.test_id,
            "tinyrag.validation.query_type": res.query_type}


def export_inputs(args: dict[str, Any]) -> dict[str, Any]:
    att = args.get("attempt")
    return {"tinyrag.attempt": getattr(att, "number", None), "tinyrag.memo.id": getattr(att, "memo", None)
            and att.memo.id, **(decision(args["decision"]) if args.get("decision") is not None else {})}


def export_result(result: Any) -> dict[str, Any]:
    rec, now = result
    return {**{f"tinyrag.export.{name}_path": path for name, path in rec.files.items()},
            "tinyrag.export.formats": list(rec.files), "tinyrag.export.written_now": now,
            t.OUTPUT_VALUE: next(iter(rec.files.values()), None)}


def run_outcome(out: Any) -> dict[str, Any]:
    attrs = {"tinyrag.run.id": out.run_id, t.SESSION_ID: out.run_id, "tinyrag.run.status": out.status,
             "tinyrag.run.attempts": out.attempts, "tinyrag.run.review_id": out.review_id,
             "tinyrag.run.calibrator_version": out.calibrator_version, t.OUTPUT_VALUE: out.status}
    if out.decision is not None:
        attrs.update({k: v for k, v in decision(out.decision).items() if k != t.OUTPUT_VALUE})
    return attrs


def usage(u: Any) -> dict[str, Any]:
    return {f"tinyrag.usage.{k}": v for k, v in u.model_dump().items()}


# --------------------------------------------------------------------------- metrics and judges


def metric_results(results: list[Any]) -> dict[str, Any]:
    if not results:
        return {}
    first = results[0]
    out: dict[str, Any] = {"tinyrag.metric.name": first.name, "tinyrag.metric.value": first.value,
                           "tinyrag.metric.status": first.status, "tinyrag.metric.invalid": first.invalid,
                           "tinyrag.metric.reason": first.reason or None,
                           t.OUTPUT_VALUE: {r.name: _metric_brief(r) for r in results}}
    if len(results) > 1:
        out["tinyrag.metric.results"] = {r.name: _metric_brief(r) for r in results}
    return out


def judge_inputs(args: dict[str, Any]) -> dict[str, Any]:
    item = args.get("item")
    return {t.INPUT_VALUE: item.memo, "tinyrag.judge.kind": "rubric", "tinyrag.judge.reference": item.reference is not None}


def judge_verdict(v: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"tinyrag.judge.model": v.model, "tinyrag.judge.status": v.status,
                           "tinyrag.judge.invalid": v.invalid, "tinyrag.judge.reason": v.reason or None,
                           "tinyrag.judge.attempts": v.attempts}
    for c, cs in v.criteria.items():
        p = f"tinyrag.judge.criterion.{c}."
        out.update({p + "score": cs.score, p + "weighted_score": cs.weighted_score,
                    p + "applicable": cs.applicable})
        if cs.probabilities:
            out[p + "probabilities"] = cs.probabilities
    return out


def judge_result(v: Any) -> dict[str, Any]:
    return {**judge_verdict(v), t.OUTPUT_VALUE: {c: cs.score for c, cs in v.criteria.items()} or v.reason}


def pair_inputs(args: dict[str, Any]) -> dict[str, Any]:
    pair = args.get("pair")
    return {t.INPUT_VALUE: pair, "tinyrag.judge.kind": "pairwise", "tinyrag.judge.pair.index": args.get("index")}


def pair_result(r: Any) -> dict[str, Any]:
    winner = None if r.winner is None else str(r.winner)
    return {"tinyrag.judge.pair.p_output_1": r.p_output_1, "tinyrag.judge.pair.winner": winner,
            "tinyrag.judge.pair.consistent": r.consistent, "tinyrag.judge.invalid": r.invalid,
            "tinyrag.judge.reason": r.reason or None, t.OUTPUT_VALUE: winner or r.reason}


# --------------------------------------------------------------------------- LLM calls


def llm_request(client_name: str, provider: str | None, system: str, user: str,
                params: dict[str, Any]) -> dict[str, Any]:
    model = client_name.split(":", 1)[-1]
    out: dict[str, Any] = {t.LLM_MODEL_NAME: model, t.GEN_AI_REQUEST_MODEL: model, "tinyrag.llm.client": client_name,
                           t.LLM_PROVIDER: provider, t.GEN_AI_SYSTEM: provider, t.GEN_AI_OPERATION: "chat",
                           t.GEN_AI_MAX_TOKENS: params.get("max_new_tokens"),
                           t.GEN_AI_TEMPERATURE: params.get("temperature"),
                           t.LLM_INVOCATION_PARAMETERS: {k: v for k, v in params.items() if k != "logprob_tokens"},
                           t.INPUT_VALUE: user}
    messages = ([("system", system)] if system else []) + [("user", user)]
    for i, (role, content) in enumerate(messages):
        out[f"{t.LLM_INPUT_MESSAGES}.{i}.message.role"] = role
        out[f"{t.LLM_INPUT_MESSAGES}.{i}.message.content"] = content
    return out


def llm_reply(reply: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"tinyrag.llm.cache_hit": reply.cached, t.OUTPUT_VALUE: reply.text,
                           f"{t.LLM_OUTPUT_MESSAGES}.0.message.role": "assistant",
                           f"{t.LLM_OUTPUT_MESSAGES}.0.message.content": reply.text}
    u = reply.usage
    if u is not None and not reply.cached:
        out.update({t.LLM_TOKENS_PROMPT: u.prompt_tokens, t.LLM_TOKENS_COMPLETION: u.completion_tokens,
                    t.LLM_TOKENS_TOTAL: u.total_tokens, t.GEN_AI_INPUT_TOKENS: u.prompt_tokens,
                    t.GEN_AI_OUTPUT_TOKENS: u.completion_tokens, "tinyrag.llm.tokens_estimated": u.estimated,
                    "tinyrag.llm.cost_usd": u.cost_usd, t.LLM_COST_TOTAL: u.cost_usd})
    return out
