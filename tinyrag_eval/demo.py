"""`tinyrag demo`: the main job on the bundled sample corpus with the offline defaults.

Grows with each capability; today: ingest the sample filings, two-stage retrieval for the demo
questions, and retrieval metrics against the bundled page-level labels.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .config import Settings
from .ingest import ingest
from .metrics.retrieval import evaluate_retrieval, unit_ranking
from .retrieval import open_retriever
from .sample import DEMO_QUERIES, sample_corpus_dir


def run_demo(index_dir: Path, settings: Settings, console: Console | None = None) -> dict[str, Any]:
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
        table.add_column("stage 1 (dense)", justify="right")
        table.add_column("stage 2 (reranked)", justify="right")
        agg = metrics["aggregate"]
        for name in (f"recall@{k_all}", f"P@{retriever.k2}", f"MAP@{retriever.k2}", f"NDCG@{retriever.k2}"):
            table.add_row(name, f"{agg['stage1'][name]:.3f}", f"{agg[name]:.3f}")
        table.add_row(f"rerank gain NDCG@{retriever.k2}", "", f"{agg[f'rerank_gain@{retriever.k2}']:+.3f}")
        say(table)
        say(f"done in {time.perf_counter() - t0:.1f} s. Next: `tinyrag retrieve \"your question\" --index {index_dir}`")
    return {"ingest": report.summary(), "answers": answers, "metrics": metrics["aggregate"],
            "seconds": round(time.perf_counter() - t0, 2)}
