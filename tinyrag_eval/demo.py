"""`tinyrag demo`: the main job on the bundled sample corpus with the offline defaults.

Ingest the sample filings, two-stage retrieval for the demo questions, retrieval metrics against
the bundled page-level labels, the explainable memo metrics of a sample credit memo, and then the
main job: the memo workflow on a handful of topics (generate, evaluate, assess with a calibrator,
decide), exporting the finalized memos and leaving the escalated ones in the review queue.

Each criterion (``agent.criteria``: grounded, relevant) is assessed with the calibrator the
package ships, fitted on public human labels (``tinyrag_eval/data/calibrators/*/card.json``).
Those give probabilities and lights but no guarantee on the demo's memos, so the demo finalizes
nothing by itself: a memo that fails a criterion is regenerated, the rest wait for a reviewer in
the queue, whose verdicts become the deployment's own calibration labels.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .config import Settings
from .ingest import ingest
from .metrics.retrieval import evaluate_retrieval, unit_ranking
from .retrieval import open_retriever
from .sample import DEMO_COPIED_WRONG, DEMO_MEMO, DEMO_QUERIES, DEMO_VACUOUS, sample_corpus_dir


def run_demo(index_dir: Path, settings: Settings, console: Console | None = None, *,
             with_workflow: bool = True, judge: bool = False) -> dict[str, Any]:
    say = console.print if console else (lambda *a, **k: None)
    t0 = time.perf_counter()
    say(f"[bold]1. Ingest[/] the sample corpus {sample_corpus_dir()} -> {index_dir}")
    report = ingest([sample_corpus_dir()], index_dir, settings)
    for f in report.files:
        say(escape(f"   {f.status:9s} {Path(f.path).name}: {f.chunks} chunks" + (f" ({f.reason})" if f.reason else "")))
    retriever = open_retriever(index_dir, settings)
    say(f"[bold]2. Retrieve[/]: stage 1 {retriever.stage1} top-{retriever.k1}, stage 2 "
        f"{retriever.reranker_name() or 'none'} top-{retriever.k2}")
    results = retriever.retrieve_many([q["query"] for q in DEMO_QUERIES])
    stage1, stage2, answers = {}, {}, []
    for q, res in zip(DEMO_QUERIES, results, strict=True):
        stage1[q["id"]] = unit_ranking(res.candidates)
        stage2[q["id"]] = unit_ranking(res.context)
        top = res.context[0] if res.context else None
        answers.append({"id": q["id"], "query": q["query"],
                        "top": None if top is None else {"doc_id": top.chunk.doc_id, "page": top.chunk.page,
                                                         "rerank_score": top.rerank_score, "text": top.chunk.text[:300]},
                        "context": stage2[q["id"]]})
        if console and top is not None:
            say(f"   [cyan]{escape(q['query'])}[/]\n     -> {escape(top.chunk.doc_id)} p.{top.chunk.page or '-'}: "
                f"{escape(' '.join(top.chunk.text.split())[:160])}…")
    qrels = {q["id"]: q["relevant"] for q in DEMO_QUERIES}
    # the sample corpus is small: cut-offs are its number of units, and k2
    k_all = max(max(len(v) for v in stage1.values()), retriever.k2)
    metrics = evaluate_retrieval(qrels, stage2, [k_all, retriever.k2], stage1_run=stage1)
    if console:
        table = Table(title="3. Retrieval metrics on the demo labels (page-level units)")
        table.add_column("metric")
        table.add_column(f"stage 1 ({retriever.stage1})", justify="right")
        table.add_column("stage 2 (reranked)" if retriever.rerank else "context (stage-1 order, no rerank)", justify="right")
        agg = metrics["aggregate"]
        for name in (f"recall@{k_all}", f"P@{retriever.k2}", f"MAP@{retriever.k2}", f"NDCG@{retriever.k2}"):
            table.add_row(name, f"{agg['stage1'][name]:.3f}", f"{agg[name]:.3f}")
        if retriever.rerank:
            table.add_row(f"rerank gain NDCG@{retriever.k2}", "", f"{agg[f'rerank_gain@{retriever.k2}']:+.3f}")
        say(table)
    memo = measure_demo_memo(retriever, settings, say if console else None)
    workflow = (run_demo_workflow(index_dir, settings, retriever, say if console else None, judge=judge)
                if with_workflow else None)
    say(f"done in {time.perf_counter() - t0:.1f} s. Next: `tinyrag queue list`, `tinyrag memo \"your topic\" "
        f"--index {index_dir}`, or `tinyrag eval memo --input memos.jsonl --out results.jsonl`")
    return {"ingest": report.summary(), "answers": answers, "metrics": metrics["aggregate"], "memo": memo,
            "workflow": workflow, "seconds": round(time.perf_counter() - t0, 2)}


DEMO_TOPICS: list[dict[str, Any]] = [
    {"topic": "Capital position of Northwind Harbour Bank at the end of 2025", "qrels": DEMO_QUERIES[0]["relevant"]},
    {"topic": "Office commercial real estate exposure and its 2026 refinancing", "qrels": DEMO_QUERIES[1]["relevant"]},
    # one attempt only: no extractive retry, so a memo the calibrator does not certify is escalated
    {"topic": "Covered bond maturity and refinancing plan", "qrels": DEMO_QUERIES[4]["relevant"], "max_attempts": 1},
]


def demo_criteria(settings: Settings, say: Any = None) -> dict[str, Any]:
    """Step 5: which calibrator each criterion of ``agent.criteria`` uses (the deployment's own in
    ``calibration.store_dir/<criterion>``, else the shipped one, else none) and what its card says."""
    from .calibration.certify import label_source
    from .calibration.criteria import load_card
    from .pipeline.services import CriteriaAssessor

    assessor = CriteriaAssessor(settings)
    out: dict[str, Any] = {}
    for c in settings.agent.criteria:
        cal, where = assessor.calibrator(c)
        row: dict[str, Any] = {"calibrator": None, "where": where}
        if cal is not None:
            src = label_source(cal)
            row.update(calibrator=cal.metadata.get("version"), label_source=src, n=cal.metadata.get("n"))
            if src == "shipped":
                card = load_card(c)
                row.update(data=[d.name.split(" (")[0] for d in card.data], cv_balanced_accuracy=card.cv_balanced_accuracy)
                what = (f"shipped, fitted on {card.n:,} public human labels ({', '.join(row['data'])}); "
                        f"cross-validated balanced accuracy {100 * (card.cv_balanced_accuracy or 0):.1f}%: "
                        "probabilities and lights, no guarantee on your memos")
            else:
                what = f"your own, fitted on {row['n']} labels ({cal.metadata.get('source')})"
        else:
            what = f"none ({where}): never certified"
        out[c] = row
        if say:
            say(f"   {c}: {escape(what)}")
    return out


def run_demo_workflow(index_dir: Path, settings: Settings, retriever: Any, say: Any = None,
                      topics: list[dict[str, Any]] | None = None, judge: bool = False) -> dict[str, Any]:
    """Step 6: the memo workflow on the demo topics (max 2 attempts each). The rubric judge is
    off by default here (the demo's calibrator does not read it, and on a small CPU it doubles
    the LLM time); ``judge=True`` (``tinyrag demo --judge``) adds it."""
    import asyncio

    from .export import LIGHT_STYLE
    from .pipeline.services import MemoServices
    from .store import Store
    from .workflows.run import arun_memo

    t0 = time.perf_counter()
    if say:
        say("[bold]5. Criteria[/]: a memo is finalized only when every criterion passes with a guarantee "
            "(docs/calibration.md)")
    cal = demo_criteria(settings, say)
    settings = settings.model_copy(update={"generation": settings.generation.model_copy(
        update={"extractive_last_attempt": True})})
    services = MemoServices.create(settings=settings, index_dir=index_dir, store=Store.open(settings=settings),
                                   judge=judge)
    if say:
        say("   [dim]demo: up to 2 attempts per topic; the second is the extractive memo (cited context sentences, "
            "generation.extractive_last_attempt) when the bundled 135M LLM's first one is not finalized; the last "
            "topic gets one attempt, to show the escalation path[/]")
    if say and not judge:
        say("   [dim]rubric judge off in the demo for time (`tinyrag demo --judge` adds it; `tinyrag memo` runs it)[/]")
    services.retriever = retriever
    outcomes = []
    for n, t in enumerate(topics or DEMO_TOPICS, 1):
        if say:
            say(f"[bold]6.{n} Memo workflow[/]: [cyan]{escape(t['topic'])}[/]")

        def show(ev: Any) -> None:
            if say and ev.stage in ("generate", "assess", "decide", "escalate", "export"):
                say(escape(f"   [{ev.attempt}] {ev.stage}: {ev.message}"))

        o = asyncio.run(arun_memo(t["topic"], services, max_attempts=t.get("max_attempts", 2), qrels=t.get("qrels"),
                                  on_event=show))
        row = o.model_dump(mode="json")
        att = services.store.get_attempt(o.attempt_id) if o.attempt_id else None
        asm = att.assessment if att is not None else None
        lights = asm.lights() if asm is not None else {}
        row["criteria"] = {c: {"probability": ca.probability if ca.calibrated else None, "set": ca.set_label(),
                               "light": lights[c], "guaranteed": ca.guaranteed}
                           for c, ca in (asm.per_criterion.items() if asm is not None else ())}
        outcomes.append(row)
        if say:
            colour = {"finalized": "green", "escalated": "yellow", "archived": "red"}[o.status]
            lights = " · ".join(
                f"{c} [{LIGHT_STYLE[v['light']]}]" + (f"P={v['probability']:.2f}" if v["probability"] is not None else "n/a")
                + f"[/] {v['set']}" for c, v in row["criteria"].items())
            why = o.decision.reasons[0] if o.decision is not None and o.decision.reasons else ""
            say(f"   -> [bold {colour}]{o.status.upper()}[/] {lights}: {escape(why)}"
                + (f" -> {escape(', '.join(o.files.values()))}" if o.files else "")
                + (f" (review {o.review_id})" if o.review_id else ""))
    pending = services.store.pending_reviews()
    if say:
        say(f"[bold]7. Review queue[/]: {len(pending)} pending item(s) in {escape(services.store.url)}. "
            "Act on them with `tinyrag queue show ID`, `tinyrag queue approve ID` (exports), "
            "`tinyrag queue request-changes ID --notes ...`, `tinyrag queue reject ID`; then "
            "`tinyrag calibrate --from-store --criterion all` fits your own calibrators from the verdicts; "
            "`tinyrag calibration status` says when a guarantee holds.")
    expect = deployment_expectation(say=say)
    return {"criteria": cal, "outcomes": outcomes, "pending_reviews": [r.id for r in pending],
            "deployment_benchmark": expect, "seconds": round(time.perf_counter() - t0, 2)}


DEPLOYMENT_RESULTS = tuple(Path(__file__).resolve().parents[1] / "benchmarks" / "results" / name for name in (
    "deployment_tatqa_repair_penalties.json", "deployment_summedits_wice_penalties.json"))
"""What ``benchmarks/deployment.py`` measured on the public dev data with the product's defaults (in a
source checkout): TAT-QA claims with offline repair, and SummEdits and WiCE each deployed on its own."""


def _read_result(path: Path) -> dict[str, Any] | None:
    import json

    try:
        res = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    # a result without the command that measured it is not shown
    ok = isinstance(res, dict) and isinstance(res.get("meta"), dict) and "command" in res["meta"]
    return res if ok else None


def reproducing(command: str, result: str) -> str:
    """``command`` writing its result where the file now lies (``benchmarks/results/<result>``): a
    result measured into a scratch folder and then kept names its own path as ``--out``."""
    import re

    out = f"--out benchmarks/results/{result}"
    return re.sub(r"--out\s+\S+", out, command) if re.search(r"--out\s+\S+", command) else f"{command} {out}"


def deployment_expectation(paths: Path | Sequence[Path] = DEPLOYMENT_RESULTS, say: Any = None) -> dict[str, Any] | None:
    """Step 8: what a team can expect once it has reviewed memos -- the deployment benchmark's
    results on the public dev data, one row per source deployed, each with the command that
    measured it (None when no result file is readable, e.g. in an installed wheel: the step then
    names the command)."""
    paths = [paths] if isinstance(paths, str | Path) else list(paths)
    found = [(Path(p), r) for p in paths if (r := _read_result(p)) is not None]
    if not found:
        if say:
            say("[bold]8. After review[/]: no deployment benchmark result here; measure it with "
                "`benchmarks/deployment.py` (docs/benchmarks.md)")
        return None
    eps = sorted({k for _, res in found for k in res if k.startswith("eps=")}, key=lambda k: float(k[4:]))
    by_source: dict[str, Any] = {}
    measured = []
    for path, res in found:
        meta = res["meta"]
        rows = dict(res.get("by_source") or {})
        if not rows:  # one deployment of every row (no --loso)
            rows = {", ".join(meta.get("rows_per_source") or ["all rows"]): {k: res[k] for k in eps if k in res}}
        for s, v in rows.items():
            first = next((v[k] for k in eps if k in v), {})
            by_source[s] = {k: v[k] for k in eps if k in v} | {
                "labels_used": first.get("labels_used", meta.get("labels")), "result": path.name}
        measured.append({"result": path.name, "command": reproducing(meta["command"], path.name), "sources": list(rows),
                         "feature_directions": meta.get("feature_directions")})
    meta0 = found[0][1]["meta"]
    out = {"labels": meta0.get("labels"), "failure_rate": meta0.get("failure_rate"),
           "command": measured[0]["command"], "measured": measured, "by_source": by_source}
    if say:
        table = Table(title=f"8. After review: certified automation measured on the public dev data "
                            f"({meta0.get('failure_rate', 0):.0%} failing memos; each row a team that deploys "
                            "one source)")
        table.add_column("deployment (source)")
        table.add_column("reviewed memos", justify="right")
        for k in eps:
            table.add_column(f"finalized, {k.replace('eps', 'ε')}", justify="right")
            table.add_column("failing among them", justify="right")
        for s, v in by_source.items():
            cells = []
            for k in eps:
                if k not in v:
                    cells += ["—", "—"]
                    continue
                real = v[k].get("realized_error")
                cells += [f"{100 * v[k]['automation']:.1f} %", "—" if real is None else f"{100 * real:.1f} %"]
            table.add_row(s, str(v["labels_used"]), *cells)
        say(table)
        for m in measured:
            say(escape(f"   {', '.join(m['sources'])}: {m['command']}"))
        say("   a source with too few rows uses fewer reviewed memos (its count)")
    return out


def measure_demo_memo(retriever: Any, settings: Settings, say: Any = None) -> dict[str, Any]:
    """Step 4: retrieve context for the sample memo's question, measure the memo against it (the
    product's one evaluation, with its evidence record), then repair it offline and measure the
    repaired memo again."""
    from .evaluation import evaluate, memo_checks
    from .metrics.memo import MemoEvaluator, MemoInput
    from .metrics.text import split_sentences
    from .repair import apply_repair, plan_repair, repair_diff
    from .schema import Memo, MemoSentence

    res = retriever.retrieve(DEMO_MEMO["query"])
    contexts = [sc.chunk.text for sc in res.context]
    evaluator = MemoEvaluator(settings)
    checks = memo_checks(settings, evaluator)

    def measure(memo: Memo) -> Any:
        return evaluate(MemoInput(id=memo.id, query=memo.topic, contexts=contexts, answer=memo.text), checks)

    memo = Memo(id=DEMO_MEMO["id"], topic=DEMO_MEMO["query"], text=DEMO_MEMO["answer"],
                sentences=[MemoSentence(text=t) for t in split_sentences(DEMO_MEMO["answer"])])
    ev = measure(memo)
    timings = evaluator.last_timings
    flagged = _flag_rows(ev)
    plan = plan_repair(memo, ev.findings)
    repair: dict[str, Any] = {"applicable": plan.applicable, "reason": plan.reason}
    fixed = after = None
    if plan.applicable:
        fixed = apply_repair(memo, plan, memo_id=f"{memo.id}-repaired", attempt=2)
        after = measure(fixed)
        repair.update(edits=[e.model_dump() for e in plan.edits], summary=plan.summary(), diff=repair_diff(memo, fixed),
                      text=fixed.text, flagged_after=_flag_rows(after),
                      flagged_sentences_after=sum(x.flagged for x in after.findings.sentences),
                      metrics_after={k: v.value for k, v in after.metrics.items()})
    if say:
        say(f"[bold]4. Measure a memo[/] ({len(memo.sentences)} sentences) against the "
            f"{len(contexts)} chunks retrieved for: [cyan]{escape(DEMO_MEMO['query'])}[/]")
        table = Table(title="memo metrics (explainable; details in --json)")
        table.add_column("metric")
        table.add_column("value", justify="right")
        table.add_column("note")
        for name, m in ev.metrics.items():
            value = "-" if m.value is None else f"{m.value:.3f}"
            note = m.reason if (m.invalid or m.value is None) else _note(name, m.details)
            table.add_row(name, value, escape(note))
        say(table)
        for f in flagged:
            say(f"   [yellow]flagged[/] {escape(f['sentence'])} — {escape(f['why'])}")
        if plan.applicable:
            say(f"   [bold]repaired offline[/]: {escape(plan.summary())}; measured again: "
                f"{repair['flagged_sentences_after']} flagged sentence(s) left")
            for line in repair["diff"].splitlines()[2:]:
                if line[:1] in "+-":
                    say(f"     [{'green' if line[0] == '+' else 'red'}]{escape(line)}[/]")
        else:
            say(f"   no offline repair: {escape(plan.reason)}")
    settled = grounded_verdicts(memo, ev, fixed, after, contexts, measure, settings, say)
    return {"query": DEMO_MEMO["query"], "contexts": [sc.chunk.id for sc in res.context],
            "metrics": {k: v.model_dump() for k, v in ev.metrics.items()}, "flagged": flagged,
            "findings": ev.findings.model_dump() if ev.findings is not None else None, "repair": repair,
            "grounded": settled, "seconds": timings}


def grounded_verdicts(memo: Any, ev: Any, fixed: Any, after: Any, contexts: list[str], measure: Any,
                      settings: Settings, say: Any = None) -> dict[str, dict[str, Any]]:
    """Step 4b: the grounded criterion on six memos about the same context -- the sample memo,
    its offline repair, a vacuous memo, an extractive one (the first claim sentences of the
    retrieved context, copied), and sentences copied from the annual report with one wrong figure,
    before and after offline repair -- as the workflow's assessor decides it: the shipped
    calibrator's P and set, and what the evidence record settles on its own
    (``Findings.grounded_evidence``)."""
    from .calibration.assessor import CriteriaAssessor
    from .metrics.copy import no_claim_reason
    from .metrics.text import split_sentences
    from .repair import apply_repair, plan_repair
    from .schema import Memo, MemoSentence

    def memo_of(mid: str, text: str) -> Memo:
        return Memo(id=mid, topic=DEMO_MEMO["query"], text=text,
                    sentences=[MemoSentence(text=t) for t in split_sentences(text)])

    claims = [t for c in contexts[:1] for t in split_sentences(c) if not no_claim_reason(t)][:3]
    cases = [("sample memo", memo, ev)]
    if fixed is not None:
        cases.append(("repaired offline", fixed, after))
    for name, mid, text in (("vacuous", "demo-vacuous", DEMO_VACUOUS), ("extractive", "demo-extractive", " ".join(claims))):
        if text.strip():
            m = memo_of(mid, text)
            cases.append((name, m, measure(m)))
    copied = memo_of("demo-copied", DEMO_COPIED_WRONG)
    copied_ev = measure(copied)
    cases.append(("copied, one wrong figure", copied, copied_ev))
    plan = plan_repair(copied, copied_ev.findings) if copied_ev.findings is not None else None
    if plan is not None and plan.applicable:
        copied_fixed = apply_repair(copied, plan, memo_id="demo-copied-repaired", attempt=2)
        cases.append(("copied, after offline repair", copied_fixed, measure(copied_fixed)))
    assessor = CriteriaAssessor(settings)
    out: dict[str, dict[str, Any]] = {}
    for name, m, e in cases:
        ca = assessor.assess(e, m, ["grounded"])[0].per_criterion["grounded"]
        out[name] = {"text": m.text, "probability": ca.probability if ca.calibrated else None,
                     "set": ca.set_label(), "light": ca.light(), "evidence": ca.evidence,
                     "evidence_reason": ca.evidence_reason,
                     "repairs": [f"{e.kind}: {e.before} -> {e.after}" if e.kind == "replace_figure"
                                 else f"{e.kind}: {e.before}" for e in m.repairs],
                     "flagged_sentences": sum(s.flagged for s in e.findings.sentences) if e.findings else None}
    if say:
        from .export import LIGHT_STYLE

        table = Table(title="4b. The grounded criterion on six memos about this context (shipped calibrator; "
                            "what the evidence settles comes first)")
        for col in ("memo", "P(grounded)", "set", "light", "why"):
            table.add_column(col, justify="right" if col.startswith("P") else "left")
        for name, v in out.items():
            p = "n/a" if v["probability"] is None else f"{v['probability']:.2f}"
            why = (f"evidence {v['evidence']}: {v['evidence_reason']}" if v["evidence"]
                   else f"calibrator; {v['flagged_sentences']} flagged sentence(s)")
            table.add_row(escape(name), p, v["set"], f"[{LIGHT_STYLE[v['light']]}]{v['light']}[/]", escape(why))
        say(table)
    return out


def _flag_rows(ev: Any) -> list[dict[str, str]]:
    """What the evidence record flags, one row per failing check and per failing figure (a figure
    whose verdict may not fail a memo on its own is listed too, and says so)."""
    rows: list[dict[str, str]] = []
    for s in ev.findings.sentences:
        rows += [{"sentence": s.text, "why": c.reason} for c in s.checks
                 if c.verdict in ("contradicted", "unsupported") and s.flagged]
        worst: dict[str, Any] = {}  # per figure, its most telling verdict: flagging first, contradicted first
        for f in s.figures:
            rank = (f.flags, f.verdict == "contradicted")
            if f.fails and (f.figure not in worst or rank > worst[f.figure][0]):
                worst[f.figure] = (rank, f)
        for _, f in worst.values():
            rows.append({"sentence": f.figure, "why": f"{f.verdict}: {f.explanation}"
                         + ("" if f.flags else f" ({f.checker}: shown; not precise enough to flag on its own)")})
    return rows


def _note(name: str, d: dict[str, Any]) -> str:
    if name == "groundedness_similarity":
        return f"least grounded: {d['least_grounded']['sentence'][:60]} ({d['least_grounded']['score']:.2f})"
    if name == "nli_groundedness":
        return f"{len(d['flagged'])} sentence(s) below {d['threshold']}; {d['pairs_scored']} of {d['pairs_exhaustive']} pairs scored"
    if name == "numeric_consistency":
        return f"{d['supported']} of {d['total']} figures supported ({d['derived']} derived)"
    if name == "fact_verification":
        return (f"{d['supported']} of {d['total']} figures are their line item's value, {d['derived']} derived, "
                f"{d['contradicted']} contradicted, {d['unsupported']} unsupported")
    if name == "completeness":
        return f"Wasserstein exact {d['wasserstein_exact']:.3f}, approx {d['wasserstein_approx']:.3f}"
    if name in ("context_relevancy", "answer_relevancy"):
        return f"minimax {d['minimax']:.3f}"
    return ""
