"""Reranking speed and what the fast paths cost in quality, on real stage-1 candidates.

For a seeded sample of queries from each retrieval benchmark (indexes built by
benchmarks/retrieval.py under benchmarks/work), stage 1 (the configured default) gives k1 = 100
candidates; each reranking path scores them:

* ``exact``: sentence-transformers ``CrossEncoder.predict`` (batch 32, the model's max length),
  the path before this benchmark existed;
* ``sorted``: tinyrag_eval.retrieval.cross_encoder_scores in fp32 (batches of similar length);
* ``int8``: the same with torch dynamic int8 quantization of the Linear layers;
* ``int8@L``: int8 with query + chunk truncated to L tokens.

Reported: NDCG@8 of stage 1 alone on the same queries, and per path: seconds per query
(wall clock; and CPU seconds of the process, which do not grow when other jobs share the cores) (100 candidates, wall clock, torch threads as set), NDCG@8
of the reranked units, and agreement with ``exact``: top-8 overlap, Spearman rank correlation of
the 100 scores, mean |score difference|. Output: benchmarks/results/rerank_speed.json.

    OMP_NUM_THREADS=2 .venv/bin/python benchmarks/rerank_speed.py [--queries 40] [--threads 2]
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

import numpy as np

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

import retrieval as rb  # benchmarks/retrieval.py: datasets and index names
from _results import command_line, write_json
from llama_index.core.schema import QueryBundle

from tinyrag_eval.config import Settings
from tinyrag_eval.embedding import encode
from tinyrag_eval.index import VectorIndex
from tinyrag_eval.metrics.retrieval import evaluate_retrieval, unit_ranking
from tinyrag_eval.models import describe_models, get_reranker
from tinyrag_eval.retrieval import TwoStageRetriever, cross_encoder_scores


def spearman(a: np.ndarray, b: np.ndarray) -> float:
    ra, rb_ = np.argsort(np.argsort(a)), np.argsort(np.argsort(b))
    if ra.std() == 0 or rb_.std() == 0:
        return 1.0
    return float(np.corrcoef(ra, rb_)[0, 1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--work", type=Path, default=ROOT / "benchmarks" / "work")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "rerank_speed.json")
    ap.add_argument("--datasets", default="tatqa,financebench")
    ap.add_argument("--queries", type=int, default=40)
    ap.add_argument("--fb-docs", type=int, default=None, help="use the FinanceBench subset index of this many filings")
    ap.add_argument("--lengths", default="192,128")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    settings = Settings()
    model = get_reranker(settings)
    results: dict[str, Any] = {
        "command": command_line("benchmarks/rerank_speed.py"),
        "machine": {"platform": platform.platform(), "cpus": __import__("os").cpu_count(), "torch_threads": args.threads,
                    "load_average_at_start": __import__("os").getloadavg()[0]},
        "reranker": describe_models(settings)["reranker"],
        "model_max_length": model.max_seq_length,
        "stage1": "hybrid" if settings.retrieval.hybrid else "dense",
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "datasets": {},
    }
    c = settings.chunking
    variant = f"c{c.chunk_size}-{'title' if c.embed_title else 'plain'}-{c.table_format}"
    paths: list[tuple[str, dict[str, Any]]] = [("exact", {}), ("sorted", {"int8": False}), ("int8", {"int8": True})]
    paths += [(f"int8@{n}", {"int8": True, "max_length": int(n)}) for n in args.lengths.split(",") if n]
    for ds in args.datasets.split(","):
        if ds == "tatqa":
            _, queries, qrels = rb.tatqa(args.shared, 200, args.seed, c.table_format)
            index_dir = args.work / f"tatqa-{variant}_index"
        else:
            _, queries, qrels = rb.financebench(args.shared, args.work, args.fb_docs, args.seed)
            index_dir = args.work / f"financebench{'-' + str(args.fb_docs) if args.fb_docs else ''}-{variant}_index"
        if not (index_dir / "manifest.json").is_file():
            sys.exit(f"{index_dir} missing: run benchmarks/retrieval.py first (same settings)")
        sample = sorted(random.Random(args.seed).sample(queries, min(args.queries, len(queries))), key=lambda q: q["id"])
        index = VectorIndex.open(index_dir)
        tsr = TwoStageRetriever(index, settings, k1=100, k2=8, rerank=False)
        vecs = encode([q["query"] for q in sample], settings)
        cands = [tsr._stage1_retriever().retrieve(QueryBundle(query_str=q["query"], embedding=v.tolist()))[:100]
                 for q, v in zip(sample, vecs, strict=True)]
        scores: dict[str, list[np.ndarray]] = {}
        qsub = {q["id"]: qrels[q["id"]] for q in sample}
        stage1_run = {q["id"]: unit_ranking(rb._scored(nodes[:8])) for q, nodes in zip(sample, cands, strict=True)}
        rows: dict[str, Any] = {"stage1 (no rerank)": {
            "NDCG@8": round(evaluate_retrieval(qsub, stage1_run, [8])["aggregate"]["NDCG@8"], 4)}}
        print(ds, "stage1", json.dumps(rows["stage1 (no rerank)"]), flush=True)
        for name, kw in paths:
            if kw.get("int8"):
                cross_encoder_scores(model, "warm up", ["int8 copy"], int8=True)
            t0, c0 = time.perf_counter(), time.process_time()
            out = []
            for q, nodes in zip(sample, cands, strict=True):
                texts = [n.node.get_content() for n in nodes]
                if name == "exact":
                    out.append(np.asarray(model.predict([(q["query"], t) for t in texts], batch_size=32,
                                                        show_progress_bar=False), dtype=np.float64).reshape(-1))
                else:
                    out.append(cross_encoder_scores(model, q["query"], texts, batch_size=32, **kw))
            seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
            scores[name] = out
            run = {}
            for q, nodes, s in zip(sample, cands, out, strict=True):
                order = np.argsort(-s, kind="stable")[:8]
                run[q["id"]] = unit_ranking(rb._scored([nodes[i] for i in order]))
            rep = evaluate_retrieval(qsub, run, [8])
            ex = scores["exact"]
            top_overlap = np.mean([len(set(np.argsort(-a)[:8]) & set(np.argsort(-b)[:8])) / 8 for a, b in zip(out, ex, strict=True)])
            rows[name] = {
                "seconds_per_query": round(seconds / len(sample), 3),
                "cpu_seconds_per_query": round(cpu / len(sample), 3),
                "NDCG@8": round(rep["aggregate"]["NDCG@8"], 4),
                "top8_overlap_with_exact": round(float(top_overlap), 4),
                "spearman_with_exact": round(float(np.mean([spearman(a, b) for a, b in zip(out, ex, strict=True)])), 4),
                "mean_abs_score_diff": round(float(np.mean([np.abs(a - b).mean() for a, b in zip(out, ex, strict=True)])), 5),
                **({k: v for k, v in kw.items()}),
            }
            print(ds, name, json.dumps(rows[name]), flush=True)
        results["datasets"][ds] = {"queries": len(sample), "candidates_per_query": 100, "paths": rows}
        write_json(args.out, results, indent=2)
    results["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    write_json(args.out, results, indent=2)
    print("wrote", args.out)


if __name__ == "__main__":
    main()
