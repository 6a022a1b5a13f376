"""Index scale: reopen time and top-100 latency of the LanceDB index at 100k chunks.

    .venv/bin/python benchmarks/index_scale.py [--n 100000] [--queries 50]

Synthetic 384-d unit vectors (the embedding model is not the subject here). Baseline in the same
run: an exact NumPy matrix-vector scan over the same vectors held in memory. Writes
benchmarks/results/index_scale.json.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from tinyrag_eval.index import VectorIndex
from tinyrag_eval.schema import Chunk

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--dim", type=int, default=384)
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--k", type=int, default=100)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "index_scale.json")
    args = ap.parse_args()
    rng = np.random.default_rng(13)
    vecs = rng.standard_normal((args.n, args.dim)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    text = "lorem ipsum dolor sit amet " * 60  # ~ a 512-token chunk's worth of characters
    tmp = Path(tempfile.mkdtemp(prefix="tinyrag_scale_"))
    try:
        index = VectorIndex.open_or_create(tmp / "idx", embedding_model="synthetic", dim=args.dim, chunking={})
        t0 = time.perf_counter()
        batch = 10_000
        for s in range(0, args.n, batch):
            chunks = [Chunk(id=f"d{i // 50}#p{i % 50}#0", text=text, doc_id=f"d{i // 50}", page=i % 50 + 1)
                      for i in range(s, min(args.n, s + batch))]
            index.add(chunks, vecs[s : s + len(chunks)])
        write_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        reopened = VectorIndex.open(tmp / "idx")
        count = reopened.count()
        open_s = time.perf_counter() - t0
        queries = rng.standard_normal((args.queries, args.dim)).astype(np.float32)
        queries /= np.linalg.norm(queries, axis=1, keepdims=True)
        reopened.search(queries[0], args.k)  # warm-up
        lance, numpy_t, agree = [], [], []
        for q in queries:
            t0 = time.perf_counter()
            hits = reopened.search(q, args.k)
            lance.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            sims = vecs @ q
            top = np.argpartition(-sims, args.k)[: args.k]
            top = top[np.argsort(-sims[top])]
            numpy_t.append(time.perf_counter() - t0)
            agree.append(len({h.id for h, _ in hits} & {f"d{i // 50}#p{i % 50}#0" for i in top}) / args.k)
        result = {
            "command": command_line("benchmarks/index_scale.py"),
            "chunks": count,
            "write_seconds": round(write_s, 2),
            "reopen_seconds": round(open_s, 4),
            "lancedb_top100_ms_median": round(1000 * statistics.median(lance), 2),
            "lancedb_top100_ms_p95": round(1000 * sorted(lance)[int(0.95 * len(lance)) - 1], 2),
            "numpy_in_memory_top100_ms_median": round(1000 * statistics.median(numpy_t), 2),
            "ratio_lancedb_over_numpy": round(statistics.median(lance) / statistics.median(numpy_t), 2),
            "overlap_with_exact_top100": round(statistics.mean(agree), 4),
            "disk_mb": round(sum(f.stat().st_size for f in (tmp / "idx").rglob("*") if f.is_file()) / 2**20, 1),
        }
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    write_json(args.out, result, indent=2)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
