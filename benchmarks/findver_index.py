"""Retrieval at 75k real chunks (issue 15 §3): build an index of every FinDVer filing chunk with
the default embedding model, then measure dense top-100 latency (LanceDB scan, LanceDB ANN
indexes, the in-memory matrix), its recall against the exact top-100, and BM25 / hybrid latency.

    nice -n 10 .venv/bin/python benchmarks/findver_index.py build [--work DIR]     # ~1 h on 2 cores, resumable
    .venv/bin/python benchmarks/findver_index.py measure [--work DIR] [--queries 200]

Corpus: ``../shared/training/findver/reports.jsonl.gz``, 339 SEC filings already split into
74,671 text and table chunks. Each FinDVer chunk becomes one index chunk (FinDVer's own split,
so the index holds exactly the corpus the issue names); its embedding input is the product's
(``tinyrag_eval.ingest.embedding_input``: file-name title + text) and it is embedded with
``tinyrag_eval.embedding.encode`` and written with ``VectorIndex.add``, the calls ``tinyrag
ingest`` makes after chunking. ``build`` commits one filing at a time and records it in the
index manifest, so an interrupted build resumes where it stopped (``--limit N`` stops after N
filings). The index lives in the work folder (default ``~/.cache/tinyrag-bench/findver_index``),
never in the repository.

``measure`` queries: ``--queries`` sentences that carry a figure, drawn (seed 13) from the text
chunks, cut to their first 25 words (no rewording into questions). Every query is embedded once;
each method gets the same vectors. Exact top-100 = a float32 matrix product over all vectors (the
baseline, measured in the same run, ids only); recall@100 = overlap with it. Methods: LanceDB's
exact scan on disk; the product's dense search (``VectorIndex.search``: in memory up to
``retrieval.dense_in_memory_max_chunks``, rows fetched; its first query includes loading the
vectors); LanceDB IVF_PQ and IVF_HNSW_SQ indexes built on a copy of the table; the product's BM25
stage and its dense and hybrid stage-1 retrievers (``open_retriever``, no reranking). Latency is
per query, one query at a time, after one warm-up query, on this machine as it is (its load
average is recorded). Writes ``benchmarks/results/findver_index.json`` and ``.md``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.config import get_settings
from tinyrag_eval.embedding import encode
from tinyrag_eval.index import VectorIndex, VectorIndexError
from tinyrag_eval.ingest import embedding_input, open_index_for_writing
from tinyrag_eval.schema import Chunk

FINDVER = ROOT.parent / "shared" / "training" / "findver" / "reports.jsonl.gz"
DEFAULT_WORK = Path.home() / ".cache" / "tinyrag-bench" / "findver_index"
OUT = ROOT / "benchmarks" / "results" / "findver_index"


def filings() -> Any:
    if not FINDVER.is_file():
        sys.exit(f"{FINDVER} not found: this benchmark needs the shared training data (../shared/)")
    with gzip.open(FINDVER, "rt", encoding="utf-8") as fh:
        for line in fh:
            yield json.loads(line)


def filing_chunks(rec: dict[str, Any]) -> list[Chunk]:
    name = Path(rec["report"]).with_suffix(".txt").name
    doc_id = Path(rec["report"]).stem
    out = []
    for c in rec.get("chunks", []):
        text = str(c.get("text") or "").strip()
        if text:
            out.append(Chunk(id=f"{doc_id}#p0#{c['id']}", text=text, doc_id=doc_id, page=None,
                             metadata={"file_name": name, "chunk_type": str(c.get("type") or "")}))
    return out


def build(work: Path, limit: int | None) -> None:
    from tqdm import tqdm

    settings = get_settings()
    index = open_index_for_writing(work / "index", settings)
    titled = index.embeds_title
    done = index.manifest.setdefault("files", {})
    total = 339
    bar = tqdm(total=total, desc="filings", unit="filing", initial=len(done))
    built = 0
    for rec in filings():
        key = rec["report"]
        if key in done:
            continue
        chunks = filing_chunks(rec)
        index.delete_doc(Path(key).stem)  # a filing interrupted between add and manifest
        t0 = time.perf_counter()
        vectors = encode([embedding_input(c, titled) for c in chunks], settings)
        embed_s = time.perf_counter() - t0
        index.add(chunks, vectors)
        done[key] = {"chunks": len(chunks), "embed_seconds": round(embed_s, 3),
                     "characters": sum(len(c.text) for c in chunks)}
        index.save_manifest()
        bar.update(1)
        built += 1
        if limit is not None and built >= limit:
            break
    bar.close()
    n = sum(v["chunks"] for v in done.values())
    secs = sum(v["embed_seconds"] for v in done.values())
    print(f"{len(done)} filings, {n} chunks, embedding {secs:.0f} s ({n / max(secs, 1e-9):.1f} chunks/s)")


_FIGURE = re.compile(r"\d[\d,.]*")


def make_queries(chunks: list[Chunk], n: int, seed: int = 13) -> list[str]:
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(chunks))
    out: list[str] = []
    for i in order:
        c = chunks[int(i)]
        if c.metadata.get("chunk_type") == "table":
            continue
        sents = [s for s in re.split(r"(?<=[.;])\s+", c.text) if _FIGURE.search(s) and len(s.split()) >= 8]
        if not sents:
            continue
        out.append(" ".join(sents[int(rng.integers(len(sents)))].split()[:25]))
        if len(out) >= n:
            break
    return out


def timed(fn: Any, items: list[Any]) -> tuple[list[float], list[Any]]:
    fn(items[0])  # warm-up
    times, results = [], []
    for it in items:
        t0 = time.perf_counter()
        results.append(fn(it))
        times.append((time.perf_counter() - t0) * 1000)
    return times, results


def summary(times: list[float]) -> dict[str, float]:
    q = statistics.quantiles(times, n=100)
    return {"p50_ms": round(statistics.median(times), 2), "p95_ms": round(q[94], 2), "mean_ms": round(statistics.fmean(times), 2)}


def measure(work: Path, n_queries: int, k: int) -> None:
    import lancedb

    settings = get_settings()
    try:
        index = VectorIndex.open(work / "index")
    except VectorIndexError as exc:
        sys.exit(f"{exc} -- build it first: python benchmarks/findver_index.py build --work {work}")
    n = index.count()
    print(f"index: {n} chunks", flush=True)
    t0 = time.perf_counter()
    chunks, matrix = index.chunks_with_vectors()
    load_s = time.perf_counter() - t0
    ids = [c.id for c in chunks]
    queries = make_queries(chunks, n_queries)
    qvecs = encode(queries, settings)
    result: dict[str, Any] = {
        "command": command_line("benchmarks/findver_index.py"), "chunks": n, "filings": len(index.manifest.get("files", {})),
        "queries": len(queries), "k": k, "load_average_start": os.getloadavg(),
        "torch_threads": None, "dense_in_memory_max_chunks": None,
    }
    try:
        import torch

        result["torch_threads"] = torch.get_num_threads()
    except ImportError:
        pass
    result["dense_in_memory_max_chunks"] = settings.retrieval.dense_in_memory_max_chunks
    files = index.manifest.get("files", {})
    emb_s = sum(v["embed_seconds"] for v in files.values())
    result["build"] = {"embed_seconds": round(emb_s, 1), "chunks_per_s": round(n / max(emb_s, 1e-9), 2),
                       "characters": sum(v["characters"] for v in files.values())}
    methods: dict[str, Any] = {}

    # exact baseline: one matrix product over the vectors in memory
    def exact(q: np.ndarray) -> list[int]:
        s = matrix @ q
        top = np.argpartition(-s, k)[:k]
        return [int(i) for i in top[np.argsort(-s[top])]]

    t_exact, exact_hits = timed(exact, list(qvecs))
    truth = [{ids[i] for i in hits} for hits in exact_hits]
    methods["numpy_exact_in_memory"] = {**summary(t_exact), "recall_at_k": 1.0, "load_seconds": round(load_s, 2),
                                        "memory_mb": round(matrix.nbytes / 2**20, 1)}
    print("numpy", methods["numpy_exact_in_memory"], flush=True)

    def recall(results: list[list[str]]) -> float:
        return round(statistics.fmean(len(set(r) & t) / k for r, t in zip(results, truth, strict=True)), 4)

    # LanceDB's exact scan on disk (the product's search before the in-memory path), rows fetched
    t_scan, scan = timed(lambda q: [c.id for c, _ in index.search(q, k, memory_max_chunks=0)], list(qvecs))
    methods["lancedb_exact_scan"] = {**summary(t_scan), "recall_at_k": recall(scan)}
    print("lancedb scan", methods["lancedb_exact_scan"], flush=True)

    # the product's dense search: in memory up to retrieval.dense_in_memory_max_chunks, rows fetched
    fresh = VectorIndex.open(work / "index")
    t0 = time.perf_counter()
    fresh.search(qvecs[0], k, memory_max_chunks=settings.retrieval.dense_in_memory_max_chunks)
    cold_s = time.perf_counter() - t0
    t_prod, prod = timed(lambda q: [c.id for c, _ in fresh.search(
        q, k, memory_max_chunks=settings.retrieval.dense_in_memory_max_chunks)], list(qvecs))
    methods["product_search_in_memory"] = {**summary(t_prod), "recall_at_k": recall(prod),
                                           "first_query_seconds_incl_load": round(cold_s, 2)}
    print("product", methods["product_search_in_memory"], flush=True)

    # LanceDB ANN indexes on a copy of the table (the product's index is not modified)
    import shutil

    copy = work / "ann_copy"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(work / "index", copy)
    db = lancedb.connect(str(copy))
    table = db.open_table("chunks")
    for kind, params, probes in [
        ("IVF_PQ", {"num_partitions": 256, "num_sub_vectors": 48}, [(20, 1), (20, 5), (40, 10)]),
        ("IVF_HNSW_SQ", {"num_partitions": 64}, [(8, 1), (16, 1)]),
    ]:
        t0 = time.perf_counter()
        try:
            table.create_index(metric="cosine", vector_column_name="vector", index_type=kind, replace=True, **params)
        except Exception as exc:  # noqa: BLE001 - a benchmark records what failed and goes on
            methods[f"lancedb_{kind}"] = {"error": f"{type(exc).__name__}: {exc}"}
            continue
        build_s = time.perf_counter() - t0
        for nprobes, refine in probes:
            def ann(q: np.ndarray, nprobes: int = nprobes, refine: int = refine) -> list[str]:
                s = table.search(q, vector_column_name="vector").distance_type("cosine").nprobes(nprobes)
                if refine > 1:
                    s = s.refine_factor(refine)
                return [r["id"] for r in s.select(["id", "doc_id", "page", "text", "metadata"]).limit(k).to_list()]

            t_ann, ann_hits = timed(ann, list(qvecs))
            name = f"lancedb_{kind}_nprobes{nprobes}_refine{refine}"
            methods[name] = {**summary(t_ann), "recall_at_k": recall(ann_hits), "index_build_seconds": round(build_s, 1)}
            print(name, methods[name], flush=True)
    shutil.rmtree(copy, ignore_errors=True)

    # BM25 and hybrid through the product's retrievers
    from llama_index.core.schema import QueryBundle

    from tinyrag_eval.retrieval import bm25_retriever, open_retriever

    t0 = time.perf_counter()
    bm25 = bm25_retriever(index, k)
    bm25_build = time.perf_counter() - t0
    t_bm25, _ = timed(lambda q: bm25.retrieve(QueryBundle(q)), queries)
    methods["bm25"] = {**summary(t_bm25), "build_seconds": round(bm25_build, 1)}
    print("bm25", methods["bm25"], flush=True)
    hybrid = open_retriever(work / "index", settings, stage1="hybrid", rerank=False)
    pairs = list(zip(queries, qvecs, strict=True))
    t_h, _ = timed(lambda p: hybrid.retrieve(p[0], query_embedding=p[1]), pairs)
    methods["hybrid_product_retrieve"] = summary(t_h)
    print("hybrid", methods["hybrid_product_retrieve"], flush=True)
    dense = open_retriever(work / "index", settings, stage1="dense", rerank=False)
    t_d, _ = timed(lambda p: dense.retrieve(p[0], query_embedding=p[1]), pairs)
    methods["dense_product_retrieve"] = summary(t_d)
    print("dense", methods["dense_product_retrieve"], flush=True)

    result["methods"] = methods
    result["load_average_end"] = os.getloadavg()
    write_json(OUT.with_suffix(".json"), result, indent=2)
    lines = [f"# Retrieval at {n:,} FinDVer chunks", "", f"`{result['command']}`", "",
             "| method | p50 ms | p95 ms | recall@100 |", "|---|---:|---:|---:|"]
    for name, m in methods.items():
        if "error" in m:
            lines.append(f"| {name} | error: {m['error'][:80]} | | |")
        else:
            lines.append(f"| {name} | {m['p50_ms']} | {m['p95_ms']} | {m.get('recall_at_k', '')} |")
    OUT.with_suffix(".md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("phase", choices=["build", "measure"])
    ap.add_argument("--work", type=Path, default=DEFAULT_WORK)
    ap.add_argument("--limit", type=int, default=None, help="build: stop after this many new filings")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--k", type=int, default=100)
    args = ap.parse_args()
    if args.phase == "build":
        build(args.work, args.limit)
    else:
        measure(args.work, args.queries, args.k)


if __name__ == "__main__":
    main()
