"""Is the bundled SmolLM2-135M a better NLI checker per second of CPU than the MiniLM cross-encoder?

Issue 13 asks to try the bundled SmolLM2-135M body as a sequence classifier and to keep what is
best per second of CPU. This script trains, in one run and on the same seeded NLI pairs
(``tinyrag_eval.training.nli_datasets``: SNLI, MNLI-matched and Breaking NLI minus the shared
held-out rows, the first ``--pairs`` of them):

* ``smollm2_lora``: SmolLM2-135M-Instruct (the bundled GGUF, dequantised) as
  ``LlamaForSequenceClassification`` (last-token pooling), LoRA r = 16 on every attention and MLP
  projection plus the new 3-way head;
* ``minilm_lora_same_data``: the shipped recipe's MiniLM LoRA adapter trained on the same pairs;

and scores them, beside the shipped MiniLM checker (trained on 20,000 pairs), on the first
``--held`` pairs of the held-out SNLI test and MNLI dev-matched sets every NLI recipe shares
(never trained on): 3-way accuracy, entailment-vs-not accuracy, and scoring speed (pairs per
second, one process, the threads given). Training time is reported per model.

    OMP_NUM_THREADS=2 nice -n 10 .venv/bin/python benchmarks/nli_smollm.py [--pairs 3000] [--held 500]
        [--max-length 128] [--out benchmarks/results/nli_smollm.json] [--save DIR]

This is a measurement, not a shipped recipe: the adapters are written under ``--work`` only.
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
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.config import Settings
from tinyrag_eval.models import load_local_causal_lm, resolve
from tinyrag_eval.training import NLI_LABELS, Pair, bucketed_batches, nli_datasets, train_adapter


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def smollm_classifier(settings: Settings) -> tuple[Any, Any]:
    """(LlamaForSequenceClassification with a fresh 3-way head, tokenizer) from the bundled LLM."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    lm, _ = load_local_causal_lm(resolve("llm", settings), settings)  # dequantises the GGUF once (cached)
    location = lm.name_or_path
    del lm
    tok = AutoTokenizer.from_pretrained(location, local_files_only=True)
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    model = AutoModelForSequenceClassification.from_pretrained(location, num_labels=3, local_files_only=True)
    model.config.pad_token_id = tok.pad_token_id
    return model, tok


def train_smollm(pairs: list[Pair], *, seed: int, max_length: int, batch_size: int, lr: float,
                 settings: Settings) -> tuple[Any, Any, dict[str, Any]]:
    import torch
    from peft import LoraConfig, get_peft_model

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    model, tok = smollm_classifier(settings)
    cfg = LoraConfig(r=16, lora_alpha=32, lora_dropout=0.05, task_type="SEQ_CLS",
                     target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"])
    model = get_peft_model(model, cfg)
    model.train()
    params = [p for p in model.parameters() if p.requires_grad]
    optim = torch.optim.AdamW(params, lr=lr, weight_decay=0.01)
    batches = bucketed_batches(pairs, batch_size, seed)
    steps = len(batches)
    warmup = max(1, steps // 10)
    sched = torch.optim.lr_scheduler.LambdaLR(
        optim, lambda s: min((s + 1) / warmup, max(0.0, (steps - s) / max(1, steps - warmup))))
    loss_fn = torch.nn.CrossEntropyLoss()
    t0, running = time.time(), 0.0
    for step, idx in enumerate(batches, 1):
        batch = [pairs[i] for i in idx]
        enc = tok([f"Premise: {p.a}\nHypothesis: {p.b}" for p in batch], padding=True, truncation=True,
                  max_length=max_length, return_tensors="pt")
        loss = loss_fn(model(**enc).logits, torch.tensor([int(p.label) for p in batch]))
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        optim.step()
        sched.step()
        optim.zero_grad()
        running = 0.98 * running + 0.02 * loss.item() if step > 1 else loss.item()
        if step % 25 == 0 or step == steps:
            log(f"smollm2 step {step}/{steps} loss {running:.4f} {time.time() - t0:.0f}s")
    model.eval()
    secs = time.time() - t0
    return model, tok, {"train_seconds": round(secs, 1), "pairs_per_second": round(len(pairs) / secs, 2), "steps": steps}


def smollm_probs(model: Any, tok: Any, pairs: list[Pair], max_length: int, batch_size: int = 16) -> np.ndarray:
    import torch

    order = np.argsort([len(p.a) + len(p.b) for p in pairs], kind="stable")
    out = np.zeros((len(pairs), 3))
    with torch.inference_mode():
        for s in range(0, len(pairs), batch_size):
            idx = order[s:s + batch_size]
            enc = tok([f"Premise: {pairs[i].a}\nHypothesis: {pairs[i].b}" for i in idx], padding=True,
                      truncation=True, max_length=max_length, return_tensors="pt")
            out[idx] = torch.softmax(model(**enc).logits.float(), dim=-1).numpy()
    return out


def scores(probs: np.ndarray, pairs: list[Pair], seconds: float) -> dict[str, Any]:
    gold = np.array([int(p.label) for p in pairs])
    ent = probs[:, 0] >= 0.5
    return {"accuracy_3way": round(float((probs.argmax(axis=1) == gold).mean()), 4),
            "entailment_vs_not_accuracy": round(float((ent == (gold == 0)).mean()), 4),
            "pairs": len(pairs), "seconds": round(seconds, 2), "pairs_per_second": round(len(pairs) / max(seconds, 1e-9), 1)}


def minilm_probs(nli: Any, pairs: list[Pair]) -> np.ndarray:
    probs = nli.probabilities([(p.a, p.b) for p in pairs])
    cols = [nli.index[lab] for lab in NLI_LABELS]
    return probs[:, cols]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "training" / "nli")
    ap.add_argument("--work", type=Path, default=ROOT / "benchmarks" / "work" / "nli_smollm")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "nli_smollm.json")
    ap.add_argument("--pairs", type=int, default=3000)
    ap.add_argument("--held", type=int, default=500)
    ap.add_argument("--max-length", type=int, default=128)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--save", type=Path, default=None, help="also write the SmolLM2 adapter and tokenizer here")
    args = ap.parse_args()
    if not args.data.is_dir():
        sys.exit(f"{args.data} not found: the benchmark needs ../shared/training/nli")
    import torch

    from tinyrag_eval import models
    from tinyrag_eval.metrics.nli import NLIModel

    settings = Settings()
    train, held, about = nli_datasets(args.data, seed=args.seed, max_pairs=args.pairs)
    eval_sets = {k: held[k][: args.held] for k in ("snli_test", "mnli_matched")}
    log(f"{len(train)} training pairs {about['labels']}; held out {({k: len(v) for k, v in eval_sets.items()})}")
    results: dict[str, Any] = {
        "command": command_line("benchmarks/nli_smollm.py"),
        "machine": {"platform": platform.platform(), "python": platform.python_version(), "torch_threads": torch.get_num_threads()},
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"), "train": about, "max_length": args.max_length, "models": {},
    }

    def record(name: str, probs_fn: Any, extra: dict[str, Any]) -> None:
        res = {}
        for set_name, pairs in eval_sets.items():
            probs_fn(pairs[:16])  # warm-up, not timed
            t0 = time.perf_counter()
            probs = probs_fn(pairs)
            res[set_name] = scores(probs, pairs, time.perf_counter() - t0)
        results["models"][name] = {**extra, "held_out": res}
        log(f"{name}: {json.dumps(results['models'][name])}")
        write_json(args.out, results, indent=2)

    shipped = NLIModel.load(settings)
    record("minilm_lora_shipped", lambda ps: minilm_probs(shipped, ps),
           {"params": "22.7M body + LoRA", "train_pairs": 20000, "note": "the shipped checker (tinyrag train nli)"})
    models.clear_cache()

    t0 = time.time()
    adapter = args.work / "minilm_lora_same_data"
    train_adapter(train, adapter, role="nli", num_labels=3, id2label=dict(enumerate(NLI_LABELS)), seed=args.seed,
                  max_length=args.max_length, lora_r=32, batch_size=32, threads=None,
                  progress=lambda s, n, loss: log(f"minilm step {s}/{n} loss {loss:.4f}") if s % 25 == 0 or s == n else None)
    mini_secs = time.time() - t0
    same = NLIModel.load(Settings(models={"nli": str(adapter.resolve())}))
    record("minilm_lora_same_data", lambda ps: minilm_probs(same, ps),
           {"params": "22.7M body + LoRA", "train_pairs": len(train), "train_seconds": round(mini_secs, 1),
            "train_pairs_per_second": round(len(train) / mini_secs, 2)})
    models.clear_cache()

    model, tok, meta = train_smollm(train, seed=args.seed, max_length=args.max_length, batch_size=args.batch_size,
                                    lr=args.lr, settings=settings)
    record("smollm2_135m_lora", lambda ps: smollm_probs(model, tok, ps, args.max_length),
           {"params": "135M body + LoRA r=16", "train_pairs": len(train), "train_seconds": meta["train_seconds"],
            "train_pairs_per_second": meta["pairs_per_second"]})
    if args.save:  # for later measurements (SummEdits, a cascade); not a shipped model
        model.save_pretrained(str(args.save))
        tok.save_pretrained(str(args.save))
        results["saved"] = str(args.save)
    results["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    write_json(args.out, results, indent=2)
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
