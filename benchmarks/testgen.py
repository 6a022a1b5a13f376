"""Stratified test generation on real corpora: stratum coverage vs uniform sampling, query
selection (dropped counts by reason), generator (LLM vs fallback) counts and the Recall@k1 of the
generated queries' source chunks.

Usage (one corpus per call; results are merged into the JSON file under ``--name``):

    .venv/bin/tinyrag ingest tinyrag_eval/data/sample --index /tmp/tg_sample
    .venv/bin/python benchmarks/testgen.py --index /tmp/tg_sample --name sample --n 12

Coverage is also reported for other sample sizes (``--coverage-n``), from the same strata; it is
cheap (no LLM). The index must already exist (ingesting is a separate, slow step).
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--index", type=Path, required=True)
    ap.add_argument("--name", required=True, help="key of this corpus in the results file")
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--strata", type=int, default=None, help="default: settings (silhouette when unset)")
    ap.add_argument("--sampling", default="proportional")
    ap.add_argument("--no-llm", action="store_true")
    ap.add_argument("--coverage-n", type=int, nargs="*", default=None,
                    help="extra sample sizes for the coverage table (default: strata, 2x strata, n)")
    ap.add_argument("--torch-threads", type=int, default=1,
                    help="torch intra-op threads (1 here: on a shared, oversubscribed 2-core machine two threads "
                         "made one SmolLM2 generation ~40x slower)")
    ap.add_argument("--weakness-out", type=Path, default=None,
                    help="also run the weakness maps on the generated tests' retrieval figures (reciprocal rank "
                         "of the best source chunk in stage 1, query-source relevancy) and write the plots here")
    ap.add_argument("--note", default="", help="free text stored with the result (e.g. how the index was built)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "testgen.json")
    ap.add_argument("--tests-out", type=Path, default=None, help="where the generated JSONL goes")
    args = ap.parse_args()

    import numpy as np
    import torch

    torch.set_num_threads(args.torch_threads)

    from tinyrag_eval.config import get_settings
    from tinyrag_eval.index import VectorIndex
    from tinyrag_eval.validation.testgen import (
        build_strata,
        coverage_comparison,
        importance_scores,
        run_testgen,
    )

    settings = get_settings()
    t0 = time.perf_counter()
    tests_out = args.tests_out or Path("/tmp") / f"testgen_{args.name}.jsonl"
    last = [0.0]

    def progress(stage: str, done: int, total: int) -> None:
        if time.perf_counter() - last[0] > 30 or done == total:
            last[0] = time.perf_counter()
            print(f"[{time.perf_counter() - t0:7.1f}s] {stage} {done}/{total}", file=sys.stderr, flush=True)

    tests, report = run_testgen(args.index, tests_out, settings, use_llm=not args.no_llm, progress=progress,
                                n=args.n, seed=args.seed, strata=args.strata, sampling=args.sampling)
    # the same strata (deterministic) for coverage at other sample sizes
    chunks, vectors = VectorIndex.open(args.index).chunks_with_vectors()
    v = settings.validation
    st = build_strata(vectors, [c.text for c in chunks], k=args.strata if args.strata is not None else v.strata,
                      reducer=v.reducer, reduced_dim=v.reduced_dim, clusterer=v.clusterer, seed=args.seed)
    k = len(st.strata)
    sizes = sorted({x for x in (args.coverage_n or [k, 2 * k, args.n]) if 1 <= x <= len(chunks)})
    imp = importance_scores([c.text for c in chunks]) if args.sampling == "weighted" else None
    coverage = []
    for n in sizes:
        c = coverage_comparison(st.labels, n, args.sampling, args.seed, v.coverage_seeds, imp)
        coverage.append({key: c[key] for key in ("n", "strata", "seeds", "stratified_mean", "stratified_min",
                                                 "uniform_mean", "uniform_min", "uniform_expected",
                                                 "uniform_full_share", "stratified_full_share")})
    kept = [t for t in tests if not t.dropped]
    result = {
        "command": command_line("benchmarks/testgen.py"),
        "note": args.note,
        "machine": f"{platform.machine()}, {platform.python_version()}, shared 2-core CPU",
        "seconds_total": round(time.perf_counter() - t0, 1),
        "summary": report.model_dump(),
        "coverage_by_n": coverage,
        "strata_sizes": [s.size for s in st.strata],
        "examples": [{"type": t.type, "generator": t.generator, "query": t.query, "topic": t.topic,
                      "expected_answer": t.expected_answer[:200], "dropped": t.dropped} for t in tests[:12]],
        "kept_by_type": {qt: sum(1 for t in kept if t.type == qt) for qt in report.query_types},
        "mean_relevancy": round(float(np.mean([t.relevancy for t in tests if t.relevancy is not None])), 4)
        if any(t.relevancy is not None for t in tests) else None,
    }
    if args.weakness_out is not None:
        from tinyrag_eval.validation.weakness import weakness_report

        rows = []
        for t in tests:
            if not t.source_chunk_ids:
                continue
            ranks = [r for r in t.source_ranks.values() if r is not None]
            rows.append({"id": t.id, "type": t.type, "topic": t.topic, "metrics": {
                "source_reciprocal_rank": 1.0 / min(ranks) if ranks else 0.0, "relevancy": t.relevancy}})
        wr = weakness_report(rows, args.weakness_out, seed=args.seed, settings=settings)
        result["weakness"] = {"tests": wr.tests, "tests_made": wr.tests_made, "overall": wr.overall,
                              "weak": [c.model_dump() for c in wr.weak], "plots": wr.plots, "notes": wr.notes,
                              "settings": wr.settings}
    allres = json.loads(args.out.read_text()) if args.out.is_file() else {}
    allres[args.name] = result
    write_json(args.out, allres, indent=2, default=str)
    rec = report.recall.get("all_generated", {})
    print(json.dumps({"name": args.name, "chunks": report.chunks, "strata": k, "coverage": coverage,
                      "dropped": report.dropped, "kept": report.kept, "generated": report.generated,
                      "recall": rec, "recall_kept": report.recall.get("kept"),
                      "seconds": result["seconds_total"]}, indent=1))


if __name__ == "__main__":
    main()
