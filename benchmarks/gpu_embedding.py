"""GPU embedding throughput on a slice of the FinDVer chunks, beside the CPU figure (issue 15 §3).

Not measured yet: the sessions so far had no GPU machine. The ``measure`` phase also runs on a
CPU (``--device cpu --limit N``), which is how it is checked here.

The device machine has PyTorch and sentence-transformers but no model weights, no network and
not this project's other dependencies, so the work is split:

    .venv/bin/python benchmarks/gpu_embedding.py prepare [--chunks 20000] [--refs 1000]   # here
    python benchmarks/gpu_embedding.py measure --out DIR                                   # on the GPU machine
    .venv/bin/python benchmarks/gpu_embedding.py measure --device cpu --limit 300 --out DIR  # the same on this CPU

``prepare`` writes ``benchmarks/work/gpu_slice/`` (ignored by git, carried to the device): the
bundled embedding model as fp16 safetensors (``model/``), the first ``--chunks`` FinDVer chunks
of the seeded filing order as the product embeds them (``ingest.embedding_input``: title + text,
``texts.jsonl.gz``), and the vectors the product stored for the first ``--refs`` of them in the
75k index of ``benchmarks/findver_index.py`` (``refs.npy``, computed on this machine's CPU).

``measure`` loads the model with sentence-transformers on ``cuda``, at 512 tokens as the product
reads, in fp32 (weights cast up from fp16) and in fp16, embeds the slice (normalised, batch
``--batch``, texts sorted by length as ``embedding.encode`` does) after a warm-up, and reports
chunks/s, the GPU's name and peak memory, and the cosine of the first ``--refs`` vectors to the
CPU vectors of the product's index (so the GPU path is the same computation). Writes
``gpu_embedding.json`` into ``--out``; copy it to ``benchmarks/results/``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

WORK = ROOT / "benchmarks" / "work" / "gpu_slice"


def prepare(chunks: int, refs: int) -> None:
    import numpy as np

    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from findver_index import DEFAULT_WORK, filing_chunks, filings

    from tinyrag_eval.config import get_settings
    from tinyrag_eval.ingest import embedding_input
    from tinyrag_eval.models import get_embedder

    WORK.mkdir(parents=True, exist_ok=True)
    model = get_embedder(get_settings())
    model.half().save(str(WORK / "model"), safe_serialization=True)
    model.float()
    picked = []
    for rec in filings():
        picked += filing_chunks(rec)
        if len(picked) >= chunks:
            break
    picked = picked[:chunks]
    with gzip.open(WORK / "texts.jsonl.gz", "wt", encoding="utf-8") as fh:
        for c in picked:
            fh.write(json.dumps({"id": c.id, "text": embedding_input(c, True)}) + "\n")
    import lancedb

    from tinyrag_eval.index import TABLE

    ds = lancedb.connect(str(DEFAULT_WORK / "index")).open_table(TABLE).to_lance()
    wanted = [c.id for c in picked[:refs]]
    table = ds.to_table(columns=["id", "vector"], filter="id IN (" + ", ".join(f"'{i}'" for i in wanted) + ")")
    by_id = dict(zip(table.column("id").to_pylist(), table.column("vector").to_pylist(), strict=True))
    missing = [i for i in wanted if i not in by_id]
    if missing:
        sys.exit(f"{len(missing)} reference chunk(s) are not in the 75k index: run benchmarks/findver_index.py build")
    np.save(WORK / "refs.npy", np.asarray([by_id[i] for i in wanted], dtype=np.float32))
    size = sum(p.stat().st_size for p in WORK.rglob("*") if p.is_file())
    print(f"wrote {WORK}: {len(picked)} texts, {len(wanted)} reference vectors, {size / 2**20:.1f} MiB")


def measure(out: Path, batch: int, device: str, limit: int | None) -> None:
    import numpy as np
    import torch
    from sentence_transformers import SentenceTransformer

    if device == "cuda" and not torch.cuda.is_available():
        sys.exit("no CUDA device here: use --device cpu (with --limit) or run it on a GPU machine")
    with gzip.open(WORK / "texts.jsonl.gz", "rt", encoding="utf-8") as fh:
        texts = [json.loads(line)["text"] for line in fh][:limit]
    refs = np.load(WORK / "refs.npy")[: len(texts)]
    order = np.argsort([len(t) for t in texts], kind="stable")
    result = {"command": command_line("benchmarks/gpu_embedding.py"), "chunks": len(texts),
              "characters": sum(map(len, texts)), "device": device,
              "gpu": torch.cuda.get_device_name(0) if device == "cuda" else None,
              "torch": torch.__version__, "torch_threads": torch.get_num_threads(), "batch_size": batch,
              "max_seq_length": 512, "variants": {}}
    gpu = device == "cuda"
    for dtype in ("fp32", "fp16") if gpu else ("fp32",):  # fp16 matmuls are not a CPU path
        model = SentenceTransformer(str(WORK / "model"), device=device, local_files_only=True)
        model = model.float() if dtype == "fp32" else model.half()
        model.max_seq_length = 512
        model.encode([texts[i] for i in order[:batch]], batch_size=batch)  # warm-up
        if gpu:
            torch.cuda.synchronize()
            torch.cuda.reset_peak_memory_stats()
        t = time.perf_counter()
        vecs = model.encode([texts[i] for i in order], batch_size=batch, normalize_embeddings=True,
                            convert_to_numpy=True)
        if gpu:
            torch.cuda.synchronize()
        secs = time.perf_counter() - t
        back = np.zeros_like(vecs)
        back[order] = vecs
        first = back[: len(refs)].astype(np.float64)
        ref = refs / np.linalg.norm(refs, axis=1, keepdims=True)
        cos = (first * ref).sum(axis=1)
        result["variants"][dtype] = {
            "seconds": round(secs, 2), "chunks_per_s": round(len(texts) / secs, 1),
            "peak_gpu_memory_mib": round(torch.cuda.max_memory_allocated() / 2**20, 1) if gpu else None,
            "cosine_to_cpu_index_mean": round(float(cos.mean()), 6), "cosine_to_cpu_index_min": round(float(cos.min()), 6),
            "refs": len(refs)}
        print(dtype, result["variants"][dtype], flush=True)
        del model
        if gpu:
            torch.cuda.empty_cache()
    write_json(out / "gpu_embedding.json", result, indent=1)
    print(f"wrote {out / 'gpu_embedding.json'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("phase", choices=["prepare", "measure"])
    ap.add_argument("--chunks", type=int, default=20_000)
    ap.add_argument("--refs", type=int, default=1_000)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--device", choices=["cuda", "cpu"], default="cuda")
    ap.add_argument("--limit", type=int, default=None, help="measure: only the first N texts of the slice")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results")
    args = ap.parse_args()
    if args.phase == "prepare":
        prepare(args.chunks, args.refs)
    else:
        measure(args.out, args.batch, args.device, args.limit)


if __name__ == "__main__":
    main()
