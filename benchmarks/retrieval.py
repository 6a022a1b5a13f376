"""Retrieval benchmark over ../shared/benchmarks: FinanceBench (page-level) and TAT-QA dev.

Stage-1 systems: ``bm25`` (plain BM25 over the stored chunk text: the baseline), ``bm25t`` (BM25
over the embedding input, i.e. after the document title when the index embeds it), ``dense``,
``hybrid-rrf`` (reciprocal rank fusion of dense and bm25t) and ``hybrid-rs`` (weighted sum of
min-max normalised scores, LlamaIndex ``relative_score``, weights 0.5/0.5); ``default`` is
whatever ``Settings()`` configures (stage 1 and reranking). ``<stage1>+rerank`` reranks that
system's top-k1 with the configured cross-encoder. Reports Recall@100 (stage 1), P@8, MAP@8,
NDCG@8, queries/s and ingest chunks/s, all measured in this run.

The embedding input is chosen per run (``--chunk-size``, ``--embed-title``, ``--table-format``;
defaults from ``Settings``); each variant gets its own index under ``--work``. ``--fb-docs N``
restricts FinanceBench to a seeded sample of N filings and their questions (for cheap variant
comparisons; the full corpus takes ~30 min to embed on 2 cores).

    .venv/bin/python benchmarks/retrieval.py [--tatqa-queries 200] [--systems ...] [--out FILE]

Relevance units: FinanceBench pages ``doc:pN`` (evidence pages; corpus = every page of the shared
PDFs plus the evidence full-page text of filings whose PDF is absent); TAT-QA paragraphs and
tables (``rel_paragraphs`` plus the context's table when ``answer_from`` mentions it). Ranked
chunks are collapsed to units (first occurrence wins) before scoring.
"""

from __future__ import annotations

import argparse
import gzip
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
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json
from llama_index.core import Document
from llama_index.core.schema import QueryBundle

from tinyrag_eval.config import Settings
from tinyrag_eval.corpus import documents_from_texts, linearise_table, read_file
from tinyrag_eval.embedding import encode
from tinyrag_eval.index import VectorIndex
from tinyrag_eval.ingest import ingest_documents
from tinyrag_eval.metrics.retrieval import evaluate_retrieval, unit_ranking
from tinyrag_eval.models import describe_models, get_reranker
from tinyrag_eval.retrieval import (
    CrossEncoderRerank,
    DenseRetriever,
    TwoStageRetriever,
    bm25_retriever,
    fusion_retriever,
    node_to_chunk,
)
from tinyrag_eval.schema import ScoredChunk

STAGE1 = ("bm25", "bm25t", "dense", "hybrid-rrf", "hybrid-rs", "default")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


# ---------------------------------------------------------------------------------------------
# datasets


def pdf_page_documents(pdfs: list[Path], cache: Path) -> list[Document]:
    """Every page of the PDFs as documents (corpus.read_file), cached as JSONL so that variants
    of the embedding input do not parse the PDFs again."""
    if not cache.is_file():
        tmp = cache.with_suffix(".tmp")
        with gzip.open(tmp, "wt", encoding="utf-8") as fh:
            for path in pdfs:
                for doc in read_file(path).documents:
                    fh.write(json.dumps({"text": doc.text, "metadata": doc.metadata}) + "\n")
                log(f"  parsed {path.name}")
        tmp.rename(cache)
    with gzip.open(cache, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    return [Document(text=r["text"], metadata=r["metadata"]) for r in rows]


def financebench(shared: Path, work: Path, n_docs: int | None, seed: int) -> tuple[list, list[dict], dict]:
    fb = shared / "financebench"
    qs = [json.loads(line) for line in (fb / "questions.jsonl").read_text().splitlines() if line.strip()]
    pdfs = sorted((fb / "pdfs").glob("*.pdf"))
    pages = pdf_page_documents(pdfs, work / "financebench_pages.jsonl.gz")
    have = {p.stem for p in pdfs}
    if n_docs:
        keep = set(random.Random(seed).sample(sorted(have), min(n_docs, len(have))))
        qs = [q for q in qs if all(e["doc_name"] in keep or e["doc_name"] not in have for e in q["evidence"])]
        pages = [d for d in pages if d.metadata["doc_id"] in keep]
    absent_pages: dict[str, dict[int, str]] = {}
    qrels: dict[str, dict[str, int]] = {}
    for q in qs:
        rel = qrels.setdefault(q["financebench_id"], {})
        for e in q["evidence"]:
            page = int(e["evidence_page_num"]) + 1
            rel[f"{e['doc_name']}:p{page}"] = 1
            if e["doc_name"] not in have:
                absent_pages.setdefault(e["doc_name"], {})[page] = e["evidence_text_full_page"]
    docs = list(pages)
    for name, by_page in sorted(absent_pages.items()):
        for doc in documents_from_texts(name, sorted(by_page.items()), source="financebench evidence_text_full_page"):
            doc.metadata["title"] = " ".join(name.replace("_", " ").split())  # as a file name would give
            docs.append(doc)
    queries = [{"id": q["financebench_id"], "query": q["question"]} for q in qs]
    return docs, queries, qrels


def tatqa(shared: Path, n_queries: int, seed: int, table_format: str) -> tuple[list, list[dict], dict]:
    data = json.loads((shared / "tatqa" / "tatqa_dataset_dev.json").read_text())
    units: list[tuple[str, str]] = []
    queries, qrels = [], {}
    for ctx in data:
        uid = ctx["table"]["uid"]
        table_id = f"tat_{uid}_table"
        units.append((table_id, linearise_table(ctx["table"]["table"], table_format)))  # type: ignore[arg-type]
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


def build_index(name: str, work: Path, settings: Settings, docs: list) -> dict[str, Any]:
    index_dir = work / f"{name}_index"
    stats_file = work / f"{name}_ingest.json"
    rep = ingest_documents(docs, index_dir, settings)
    total = VectorIndex.open(index_dir).count()
    if rep.chunks_added:
        stats = {"chunks": total, "chunks_added": rep.chunks_added, "seconds": round(rep.seconds, 1),
                 "embed_seconds": round(rep.embed_seconds, 1),
                 "embed_chunks_per_second": round(rep.chunks_added / max(rep.embed_seconds, 1e-9), 2),
                 "measured_in_this_run": True}
        stats_file.write_text(json.dumps(stats, indent=2))
    else:
        stats = json.loads(stats_file.read_text()) if stats_file.is_file() else {"chunks": total}
        stats["measured_in_this_run"] = False
        stats["note"] = "index reused; ingest figures from the run that built it"
    return {"index_dir": str(index_dir), **stats}


def stage1_retriever(name: str, index: VectorIndex, settings: Settings, k1: int) -> Any:
    dense = DenseRetriever(index, settings, k1)
    if name == "dense":
        return dense
    if name == "bm25":
        return bm25_retriever(index, k1, titled=False)
    bm25t = bm25_retriever(index, k1)
    if name == "bm25t":
        return bm25t
    if name == "hybrid-rrf":
        return fusion_retriever([dense, bm25t], k1, "rrf")
    if name == "hybrid-rs":
        return fusion_retriever([dense, bm25t], k1, "relative_score", [0.5, 0.5])
    raise ValueError(f"unknown stage-1 system {name!r}")


def _row(rep: dict[str, Any], k1: int, k2: int, seconds: float, n: int, stage1: bool) -> dict[str, Any]:
    agg = rep["aggregate"]
    row = {
        f"Recall@{k1}": round(agg.get("stage1", agg)[f"recall@{k1}"], 4),
        f"P@{k2}": round(agg[f"P@{k2}"], 4),
        f"MAP@{k2}": round(agg[f"MAP@{k2}"], 4),
        f"NDCG@{k2}": round(agg[f"NDCG@{k2}"], 4),
        "queries_per_second": round(n / seconds, 3),
        "seconds": round(seconds, 1),
        "queries": rep["queries"],
    }
    if not stage1:
        row[f"rerank_gain@{k2}"] = round(agg[f"rerank_gain@{k2}"], 4)
    return row


def run_systems(index: VectorIndex, settings: Settings, systems: list[str], queries: list[dict], qrels: dict,
                k1: int, k2: int) -> dict[str, Any]:
    """Every stage-1 system once; ``X+rerank`` reranks X's candidates (timed separately)."""
    texts = [q["query"] for q in queries]
    vecs = encode(texts, settings)  # shared by every dense stage, outside the timings
    rows: dict[str, Any] = {}
    wanted = {s.split("+")[0] for s in systems}
    candidates: dict[str, list] = {}
    for name in [s for s in STAGE1 if s in wanted]:
        if name == "default":
            tsr = TwoStageRetriever(index, settings, k1=k1, k2=k2)
            if tsr.stage1 != "dense":
                tsr._stage1_retriever()  # build BM25 once, outside the timed loop
            get_reranker(settings) if tsr.rerank else None
            t0 = time.perf_counter()
            results = [tsr.retrieve(q, query_embedding=v) for q, v in zip(texts, vecs, strict=True)]
            seconds = time.perf_counter() - t0
            s1 = {q["id"]: unit_ranking(r.candidates) for q, r in zip(queries, results, strict=True)}
            # without reranking the context is the stage-1 order: score the k1 candidates (units), as
            # the stage-1 rows are, so that Recall@k1 and NDCG@k2 are comparable with them
            s2 = {q["id"]: unit_ranking(r.context) for q, r in zip(queries, results, strict=True)} if tsr.rerank else s1
            rep = evaluate_retrieval(qrels, s2, [k1, k2], stage1_run=s1 if tsr.rerank else None)
            rows[name] = _row(rep, k1, k2, seconds, len(texts), stage1=not tsr.rerank)
            rows[name]["configuration"] = {"stage1": tsr.stage1, "rerank": tsr.rerank,
                                           "fusion": settings.retrieval.fusion if tsr.stage1 == "hybrid" else None}
            log(f"  {name}: {json.dumps({k: v for k, v in rows[name].items() if k != 'queries'})}")
            continue
        retriever = stage1_retriever(name, index, settings, k1)
        t0 = time.perf_counter()
        nodes = [retriever.retrieve(QueryBundle(query_str=q, embedding=v.tolist()))[:k1] for q, v in zip(texts, vecs, strict=True)]
        seconds = time.perf_counter() - t0
        candidates[name] = nodes
        run = {q["id"]: unit_ranking(_scored(ns)) for q, ns in zip(queries, nodes, strict=True)}
        rows[name] = _row(evaluate_retrieval(qrels, run, [k1, k2]), k1, k2, seconds, len(texts), stage1=True)
        log(f"  {name}: {json.dumps({k: v for k, v in rows[name].items() if k != 'queries'})}")
    for sysname in [s for s in systems if s.endswith("+rerank")]:
        base = sysname.split("+")[0]
        reranker = CrossEncoderRerank.from_settings(settings, top_n=k2, titled=index.embeds_title)
        get_reranker(settings)
        t0 = time.perf_counter()
        reranked = [reranker.postprocess_nodes(ns, query_bundle=QueryBundle(query_str=q))
                    for q, ns in zip(texts, candidates[base], strict=True)]
        seconds = time.perf_counter() - t0
        s1 = {q["id"]: unit_ranking(_scored(ns)) for q, ns in zip(queries, candidates[base], strict=True)}
        s2 = {q["id"]: unit_ranking(_scored(ns)) for q, ns in zip(queries, reranked, strict=True)}
        rows[sysname] = _row(evaluate_retrieval(qrels, s2, [k1, k2], stage1_run=s1), k1, k2, seconds, len(texts), stage1=False)
        log(f"  {sysname}: {json.dumps({k: v for k, v in rows[sysname].items() if k != 'queries'})}")
    return rows


def _scored(nodes: list) -> list[ScoredChunk]:
    return [ScoredChunk(chunk=node_to_chunk(n.node), dense_score=n.score, rank=i + 1) for i, n in enumerate(nodes)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--work", type=Path, default=ROOT / "benchmarks" / "work")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "retrieval.json")
    ap.add_argument("--datasets", default="financebench,tatqa")
    ap.add_argument("--systems", default="bm25,dense,hybrid-rrf,hybrid-rs,default",
                    help="comma list of: " + ", ".join(STAGE1) + " (and X+rerank for a stage-1 X)")
    ap.add_argument("--tatqa-queries", type=int, default=200)
    ap.add_argument("--fb-docs", type=int, default=None, help="FinanceBench: a seeded sample of this many filings")
    ap.add_argument("--chunk-size", type=int, default=None)
    ap.add_argument("--embed-title", choices=["on", "off"], default=None)
    ap.add_argument("--table-format", choices=["pipe", "keyed"], default=None)
    ap.add_argument("--k1", type=int, default=100)
    ap.add_argument("--k2", type=int, default=8)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    if not args.shared.is_dir():
        sys.exit(f"{args.shared} not found: the benchmark needs ../shared/benchmarks")
    base = Settings()
    chunking = base.chunking.model_copy(update={k: v for k, v in {
        "chunk_size": args.chunk_size,
        "embed_title": None if args.embed_title is None else args.embed_title == "on",
        "table_format": args.table_format}.items() if v is not None})
    settings = base.model_copy(update={"chunking": chunking})
    variant = f"c{chunking.chunk_size}-{'title' if chunking.embed_title else 'plain'}-{chunking.table_format}"
    args.work.mkdir(parents=True, exist_ok=True)
    results: dict[str, Any] = {
        "command": command_line("benchmarks/retrieval.py"),
        "machine": {"platform": platform.platform(), "python": platform.python_version(), "cpus": __import__("os").cpu_count()},
        "models": {r: v for r, v in describe_models(settings).items() if r in ("embedding", "reranker")},
        "settings": {"chunking": settings.chunking.model_dump(), "retrieval": settings.retrieval.model_dump(),
                     "k1": args.k1, "k2": args.k2, "embedding_max_seq_length": settings.models.max_seq_length},
        "variant": variant,
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "datasets": {},
    }
    systems = [s.strip() for s in args.systems.split(",") if s.strip()]
    for s in systems:
        if s.split("+")[0] not in STAGE1 or (s.count("+") and not s.endswith("+rerank")) or s == "default+rerank":
            sys.exit(f"unknown system {s!r}")
    for ds in [d.strip() for d in args.datasets.split(",") if d.strip()]:
        log(f"{ds}: building corpus")
        if ds == "financebench":
            docs, queries, qrels = financebench(args.shared, args.work, args.fb_docs, args.seed)
            name = f"financebench{'-' + str(args.fb_docs) if args.fb_docs else ''}-{variant}"
        elif ds == "tatqa":
            docs, queries, qrels = tatqa(args.shared, args.tatqa_queries, args.seed, chunking.table_format)
            name = f"tatqa-{variant}"
        else:
            sys.exit(f"unknown dataset {ds}")
        log(f"{ds}: ingesting {len(docs)} documents into {name}")
        ingest_stats = build_index(name, args.work, settings, docs)
        log(f"{ds}: ingest {json.dumps(ingest_stats)[:300]}")
        index = VectorIndex.open(Path(ingest_stats["index_dir"]))
        rows = run_systems(index, settings, systems, queries, qrels, args.k1, args.k2)
        results["datasets"][ds] = {"queries": len(queries), "ingest": ingest_stats, "systems": rows}
        write_json(args.out, results, indent=2)  # partial results survive a later failure
    results["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    write_json(args.out, results, indent=2)
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
