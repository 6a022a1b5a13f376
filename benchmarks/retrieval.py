"""Retrieval benchmark over ../shared/benchmarks: FinanceBench (page-level) and TAT-QA dev.

Systems: BM25 only, dense only, dense + rerank, hybrid (BM25 + dense, reciprocal rank fusion),
and optionally hybrid + rerank. Reports Recall@100 (stage 1), P@8, MAP@8, NDCG@8, queries/s and
ingest chunks/s, all measured in this run, to benchmarks/results/retrieval.json.

    .venv/bin/python benchmarks/retrieval.py [--tatqa-queries 200] [--systems ...]

Relevance units: FinanceBench pages ``doc:pN`` (evidence pages; corpus = every page of the shared
PDFs plus the evidence full-page text of filings whose PDF is absent); TAT-QA paragraphs and
tables (``rel_paragraphs`` plus the context's table when ``answer_from`` mentions it). Ranked
chunks are collapsed to units (first occurrence wins) before scoring.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
import warnings
from pathlib import Path
from typing import Any

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]

from tinyrag_eval.config import Settings
from tinyrag_eval.corpus import documents_from_texts
from tinyrag_eval.index import VectorIndex
from tinyrag_eval.ingest import Progress, ingest, ingest_documents
from tinyrag_eval.metrics.retrieval import evaluate_retrieval, unit_ranking
from tinyrag_eval.models import describe_models
from tinyrag_eval.retrieval import TwoStageRetriever

SYSTEMS = {
    "bm25": ("bm25", False),
    "dense": ("dense", False),
    "dense+rerank": ("dense", True),
    "hybrid": ("hybrid", False),
    "hybrid+rerank": ("hybrid", True),
}


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


# ---------------------------------------------------------------------------------------------
# datasets


def financebench(shared: Path) -> tuple[list[Path], list, list[dict], dict]:
    fb = shared / "financebench"
    qs = [json.loads(line) for line in (fb / "questions.jsonl").read_text().splitlines() if line.strip()]
    pdfs = sorted((fb / "pdfs").glob("*.pdf"))
    have = {p.stem for p in pdfs}
    absent_pages: dict[str, dict[int, str]] = {}
    qrels: dict[str, dict[str, int]] = {}
    for q in qs:
        rel = qrels.setdefault(q["financebench_id"], {})
        for e in q["evidence"]:
            page = int(e["evidence_page_num"]) + 1
            rel[f"{e['doc_name']}:p{page}"] = 1
            if e["doc_name"] not in have:
                absent_pages.setdefault(e["doc_name"], {})[page] = e["evidence_text_full_page"]
    docs = []
    for name, pages in sorted(absent_pages.items()):
        docs += documents_from_texts(name, sorted(pages.items()), source="financebench evidence_text_full_page")
    queries = [{"id": q["financebench_id"], "query": q["question"]} for q in qs]
    return pdfs, docs, queries, qrels


def tatqa(shared: Path, n_queries: int, seed: int) -> tuple[list, list[dict], dict]:
    data = json.loads((shared / "tatqa" / "tatqa_dataset_dev.json").read_text())
    units: list[tuple[str, str]] = []
    queries, qrels = [], {}
    for ctx in data:
        uid = ctx["table"]["uid"]
        table_id = f"tat_{uid}_table"
        rows = [" | ".join(c.strip() for c in row) for row in ctx["table"]["table"]]
        units.append((table_id, "\n".join(rows)))
        for p in ctx["paragraphs"]:
            units.append((f"tat_{uid}_p{p['order']}", p["text"]))
        for q in ctx["questions"]:
            rel = {f"tat_{uid}_p{o}": 1 for o in q.get("rel_paragraphs", [])}
            if "table" in q.get("answer_from", ""):
                rel[table_id] = 1
            if rel:
                queries.append({"id": q["uid"], "query": q["question"]})
                qrels[q["uid"]] = rel
    docs = []
    for doc_id, text in units:
        docs += documents_from_texts(doc_id, [(0, text)], source="tatqa dev")
    rng = random.Random(seed)
    sample = sorted(rng.sample(queries, min(n_queries, len(queries))), key=lambda q: q["id"])
    return docs, sample, {q["id"]: qrels[q["id"]] for q in sample}


# ---------------------------------------------------------------------------------------------
# running


class _LogProgress(Progress):
    """One log line per file: long ingests (FinanceBench: ~13k chunks) show where they are."""

    def __init__(self) -> None:
        self.total, self.done, self.t0 = 0, 0, time.perf_counter()

    def files_total(self, n: int) -> None:
        self.total = n

    def file_done(self, outcome: Any) -> None:
        self.done += 1
        log(f"  [{self.done}/{self.total}] {Path(outcome.path).name}: {outcome.status} "
            f"{outcome.reason or ''} ({time.perf_counter() - self.t0:.0f} s)")


def build_index(name: str, work: Path, settings: Settings, pdfs: list[Path], docs: list) -> dict[str, Any]:
    index_dir = work / f"{name}_index"
    stats_file = work / f"{name}_ingest.json"
    t0 = time.perf_counter()
    added, embed_s, pages = 0, 0.0, 0
    if pdfs:
        rep = ingest(pdfs, index_dir, settings, _LogProgress())
        added += rep.chunks_added
        embed_s += rep.embed_seconds
        skipped = [f.model_dump() for f in rep.files if f.status == "skipped"]
        pages += sum(f.pages for f in rep.files)
    else:
        skipped = []
    if docs:
        rep2 = ingest_documents(docs, index_dir, settings)
        added += rep2.chunks_added
        embed_s += rep2.embed_seconds
    seconds = time.perf_counter() - t0
    total = VectorIndex.open(index_dir).count()
    if added:
        stats = {"chunks": total, "chunks_added": added, "seconds": round(seconds, 1),
                 "chunks_per_second": round(added / seconds, 2), "embed_seconds": round(embed_s, 1),
                 "pdf_pages": pages, "skipped_files": skipped, "measured_in_this_run": True}
        stats_file.write_text(json.dumps(stats, indent=2))
    else:
        stats = json.loads(stats_file.read_text()) if stats_file.is_file() else {"chunks": total}
        stats["measured_in_this_run"] = False
        stats["note"] = "index reused; ingest figures from the run that built it"
    return {"index_dir": str(index_dir), **stats}


def run_system(index: VectorIndex, settings: Settings, stage1: str, rerank: bool, queries: list[dict],
               qrels: dict, k1: int, k2: int, name: str) -> dict[str, Any]:
    retriever = TwoStageRetriever(index, settings, k1=k1, k2=k2, stage1=stage1, rerank=rerank)  # type: ignore[arg-type]
    if stage1 != "dense":
        retriever._stage1_retriever()  # build BM25 once, outside the timed loop
    t0 = time.perf_counter()
    s1, s2 = {}, {}
    for i, res in enumerate(retriever.retrieve_many([q["query"] for q in queries])):
        qid = queries[i]["id"]
        s1[qid] = unit_ranking(res.candidates)
        s2[qid] = unit_ranking(res.context) if rerank else s1[qid]
    seconds = time.perf_counter() - t0
    rep = evaluate_retrieval(qrels, s2, [k1, k2], stage1_run=s1 if rerank else None)
    agg = rep["aggregate"]
    stage1_agg = agg.get("stage1", agg)
    row = {
        f"Recall@{k1}": round(stage1_agg[f"recall@{k1}"], 4),
        f"P@{k2}": round(agg[f"P@{k2}"], 4),
        f"MAP@{k2}": round(agg[f"MAP@{k2}"], 4),
        f"NDCG@{k2}": round(agg[f"NDCG@{k2}"], 4),
        "queries_per_second": round(len(queries) / seconds, 3),
        "seconds": round(seconds, 1),
        "queries": rep["queries"],
    }
    if rerank:
        row[f"rerank_gain@{k2}"] = round(agg[f"rerank_gain@{k2}"], 4)
        row[f"ceiling@{k1}"] = round(agg[f"ceiling@{k1}"], 4)
    log(f"  {name}: {json.dumps({k: v for k, v in row.items() if k != 'queries'})}")
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--work", type=Path, default=ROOT / "benchmarks" / "work")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "retrieval.json")
    ap.add_argument("--datasets", default="financebench,tatqa")
    ap.add_argument("--systems", default="bm25,dense,dense+rerank,hybrid",
                    help="comma list of: " + ", ".join(SYSTEMS))
    ap.add_argument("--tatqa-queries", type=int, default=200)
    ap.add_argument("--k1", type=int, default=100)
    ap.add_argument("--k2", type=int, default=8)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    if not args.shared.is_dir():
        sys.exit(f"{args.shared} not found: the benchmark needs ../shared/benchmarks")
    settings = Settings()
    args.work.mkdir(parents=True, exist_ok=True)
    results: dict[str, Any] = {
        "command": "python " + " ".join(sys.argv),
        "machine": {"platform": platform.platform(), "python": platform.python_version(), "cpus": __import__("os").cpu_count()},
        "models": {r: v for r, v in describe_models(settings).items() if r in ("embedding", "reranker")},
        "settings": {"chunking": settings.chunking.model_dump(), "k1": args.k1, "k2": args.k2,
                     "embedding_max_seq_length": settings.models.max_seq_length},
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "datasets": {},
    }
    systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    for ds in [d.strip() for d in args.datasets.split(",") if d.strip()]:
        log(f"{ds}: building corpus")
        if ds == "financebench":
            pdfs, docs, queries, qrels = financebench(args.shared)
        elif ds == "tatqa":
            pdfs = []
            docs, queries, qrels = tatqa(args.shared, args.tatqa_queries, args.seed)
        else:
            sys.exit(f"unknown dataset {ds}")
        log(f"{ds}: ingesting ({len(pdfs)} PDFs, {len(docs)} text documents)")
        ingest_stats = build_index(ds, args.work, settings, pdfs, docs)
        log(f"{ds}: ingest {json.dumps(ingest_stats)[:300]}")
        index = VectorIndex.open(Path(ingest_stats["index_dir"]))
        rows = {}
        for name in systems:
            stage1, rerank = SYSTEMS[name]
            rows[name] = run_system(index, settings, stage1, rerank, queries, qrels, args.k1, args.k2, name)
        results["datasets"][ds] = {"queries": len(queries), "ingest": ingest_stats, "systems": rows}
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(results, indent=2))  # partial results survive a later failure
    results["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    args.out.write_text(json.dumps(results, indent=2))
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
