"""Embedding throughput on real filing chunks: the ways to make ingestion's embedding stage faster
on this CPU, each against the exact path measured in the same run (issue 15's ingest target).

    .venv/bin/python benchmarks/embedding_speed.py [--chunks 160] [--out benchmarks/results/embedding_speed.json]

Input: the FinDVer chunks (``../shared/training/findver/reports.jsonl.gz``) of two seeded filings,
as ``tinyrag ingest`` embeds them (``ingest.embedding_input``: title + text), the first
``--chunks`` of them; their token lengths are reported. Variants, each timed after a warm-up
batch, texts sorted by length as ``embedding.encode`` does, in batches of
``models.embedding_batch_size`` (8) unless the variant says otherwise:

* ``torch fp32, 512 tokens`` -- the product's path (the baseline of every ratio);
* ``torch fp32, 512 tokens, batch 32`` -- the batch size of the last release;
* ``torch fp32, 256 tokens`` -- the same model reading only the first 256 tokens of a chunk;
* ``torch dynamic int8, 512 tokens`` -- ``torch.ao.quantization.quantize_dynamic`` of the Linear layers;
* ``onnxruntime fp32 / int8 (per-channel), 512 tokens`` -- only when ``onnxruntime`` and ``onnx``
  can be imported (they are not dependencies of the project); the model is exported with
  ``torch.onnx.export`` and quantized with ``onnxruntime.quantization.quantize_dynamic``.

For each: chunks/s, the ratio to the baseline, and the cosine of each vector to the baseline's
(mean and minimum): a variant that changes the vectors changes retrieval. Writes JSON.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json
from findver_index import filing_chunks, filings

from tinyrag_eval.config import get_settings
from tinyrag_eval.ingest import embedding_input
from tinyrag_eval.models import get_embedder

FILINGS = (5, 77)  # two filings of different companies and lengths (fixed: the run is reproducible)


def texts_of(n: int) -> list[str]:
    chunks = []
    for i, rec in enumerate(filings()):
        if i in FILINGS:
            chunks += filing_chunks(rec)
        if i >= max(FILINGS):
            break
    return [embedding_input(c, True) for c in chunks][:n]


def timed(fn: Any, texts: list[str]) -> tuple[float, np.ndarray]:
    fn(texts[:16])  # warm-up
    t = time.perf_counter()
    vecs = fn(texts)
    return time.perf_counter() - t, vecs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--chunks", type=int, default=160)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/embedding_speed.json")
    args = ap.parse_args()
    import torch

    settings = get_settings()
    model = get_embedder(settings)
    texts = texts_of(args.chunks)
    lengths = [len(model.tokenizer(t)["input_ids"]) for t in texts]
    order = np.argsort([len(t) for t in texts], kind="stable")
    ordered = [texts[i] for i in order]

    bs = settings.models.embedding_batch_size

    def st(m: Any, max_len: int, batch_size: int = bs) -> Any:
        def run(batch: list[str]) -> np.ndarray:
            m.max_seq_length = max_len
            return m.encode(batch, batch_size=batch_size, normalize_embeddings=True, convert_to_numpy=True)
        return run

    variants: dict[str, Any] = {}
    base_s, base = timed(st(model, 512), ordered)
    variants["torch fp32, 512 tokens"] = (base_s, base)
    variants["torch fp32, 512 tokens, batch 32"] = timed(st(model, 512, 32), ordered)
    variants["torch fp32, 256 tokens"] = timed(st(model, 256), ordered)
    model.max_seq_length = 512
    qmodel = torch.ao.quantization.quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
    variants["torch dynamic int8, 512 tokens"] = timed(st(qmodel, 512), ordered)
    ort_note = ""
    try:
        import onnxruntime as ort
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError as exc:
        ort_note = f"onnxruntime not importable ({exc}): not measured"
    else:
        hf, tok = model[0].auto_model.eval(), model.tokenizer

        class Body(torch.nn.Module):
            def __init__(self, m: Any):
                super().__init__()
                self.m = m

            def forward(self, ids: Any, mask: Any, tt: Any) -> Any:
                return self.m(input_ids=ids, attention_mask=mask, token_type_ids=tt).last_hidden_state

        work = Path(tempfile.mkdtemp(prefix="tinyrag-onnx-"))
        enc = tok(texts[:2], padding=True, truncation=True, max_length=512, return_tensors="pt")
        axes = {n: {0: "b", 1: "s"} for n in ("ids", "mask", "tt", "h")}
        torch.onnx.export(Body(hf), (enc["input_ids"], enc["attention_mask"], enc["token_type_ids"]),
                          str(work / "fp32.onnx"), input_names=["ids", "mask", "tt"], output_names=["h"],
                          dynamic_axes=axes, opset_version=17, dynamo=False)
        quantize_dynamic(str(work / "fp32.onnx"), str(work / "int8.onnx"), weight_type=QuantType.QInt8, per_channel=True)

        def onnx(path: Path) -> Any:
            so = ort.SessionOptions()
            so.intra_op_num_threads = torch.get_num_threads()
            sess = ort.InferenceSession(str(path), so, providers=["CPUExecutionProvider"])

            def run(batch: list[str]) -> np.ndarray:
                out = []
                for start in range(0, len(batch), bs):
                    e = tok(batch[start:start + bs], padding=True, truncation=True, max_length=512, return_tensors="np")
                    h = sess.run(None, {"ids": e["input_ids"], "mask": e["attention_mask"], "tt": e["token_type_ids"]})[0]
                    m = e["attention_mask"][..., None].astype(np.float32)
                    v = (h * m).sum(1) / m.sum(1)
                    out.append(v / np.linalg.norm(v, axis=1, keepdims=True))
                return np.concatenate(out)
            return run

        variants["onnxruntime fp32, 512 tokens"] = timed(onnx(work / "fp32.onnx"), ordered)
        variants["onnxruntime int8 per-channel, 512 tokens"] = timed(onnx(work / "int8.onnx"), ordered)
        ort_note = f"onnxruntime {ort.__version__}"
    rows = {}
    for name, (secs, vecs) in variants.items():
        cos = (np.asarray(vecs, dtype=np.float64) * base).sum(axis=1)
        rows[name] = {"seconds": round(secs, 2), "chunks_per_s": round(len(texts) / secs, 1),
                      "ratio_to_baseline": round(base_s / secs, 2),
                      "cosine_to_baseline_mean": round(float(cos.mean()), 4),
                      "cosine_to_baseline_min": round(float(cos.min()), 4)}
        print(f"{name}: {rows[name]}", flush=True)
    result = {"command": command_line("benchmarks/embedding_speed.py"),
              "machine": {"platform": platform.platform(), "cpus": os.cpu_count(),
                          "torch_threads": torch.get_num_threads(), "loadavg_at_end": os.getloadavg()},
              "batch_size": bs, "chunks": len(texts), "tokens": {"mean": round(float(np.mean(lengths)), 1),
                                               "median": float(np.median(lengths)),
                                               "share_over_512": round(float(np.mean(np.array(lengths) > 512)), 3)},
              "onnxruntime": ort_note, "variants": rows}
    write_json(args.out, result, indent=1)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
