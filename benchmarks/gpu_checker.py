"""SmolLM2-135M as the prose checker, trained on the device machine on the checker mix (issue 29).

Issue 29 is blocked on compute: the 22M MiniLM checker has plateaued, and a 135M body cannot be
trained on the 42k human labels on 2 CPU cores. This is the run for a session that is lent the
GPU machine, prepared and checked here so that it costs one short device script:

    .venv/bin/python benchmarks/gpu_checker.py prepare          # here, ~10 min: data, eval pairs, weight parts
    (device) python3 benchmarks/gpu_checker.py stash PART ...   # one call per part but the last (prints the calls)
    (device) python3 benchmarks/gpu_checker.py train            # the last call: trains, scores every eval pair
    .venv/bin/python benchmarks/gpu_checker.py score --probs DIR/eval_probs.npy   # here: agreement with people

The device has PyTorch, transformers and peft but no weights, no network and not this project's
dependencies, and a call carries at most 64 MiB *with* the working tree. So ``prepare`` writes,
under ``benchmarks/work/gpu_checker/`` (ignored by git):

* the bundled GGUF's own blocks (Q4_1 layers, the Q8_0 embedding rows of the tokens the data
  uses, the norms), exactly -- ``train`` dequantises them with :func:`dequant` to the weights the
  product's ``models.load_local_causal_lm`` builds (tested), so an adapter trained there applies
  to the product's base model -- split into parts that each fit beside the working tree
  (``part1.npz`` ... ``partN.npz``: the top layers first, the last part holds the embedding rows,
  the bottom layers and the data). A machine is kept 30 s after a call: ``stash`` copies a part
  out of the tree (``/root/stash``) and the next call must follow at once. If a machine was given
  back in between, ``train`` trains the layers it has from the bottom up when there are at least
  ``--min-layers`` (12) of them (and says so), else it says to make the calls again;
* the training pairs: :func:`tinyrag_eval.training_checker.checker_mix` (the 16 human-labelled
  factual sets, general NLI, TabFact, FinDVer evidence pairs; ``--per-source`` rows per factual
  source), labels entailment / neutral / contradiction / not-entailment (loss ``-log(p_n + p_c)``);
* the eval pairs: exactly the (premise window, sentence) pairs the memo metric scores
  (``metrics.nli.nli_metrics``: its windows and top-m pruning) for SummEdits dev (6 domains),
  WiCE dev and ``--factual-dev`` rows of each factual set's dev documents (never trained on),
  plus the held-out MNLI-matched / SNLI pairs every NLI recipe shares.

Text is tokenised here: ``"Premise: " + premise`` cut to fit, then ``"\\nHypothesis: " +
sentence`` (at most 160 tokens) -- the hypothesis is never truncated away (``nli_smollm.py`` cut
from the right at 128 tokens, which drops the hypothesis of a long premise). Last-token pooling
(``LlamaForSequenceClassification``), LoRA r = 16 on every projection and a new 3-way head, bf16
autocast, batches of at most ``--max-tokens`` tokens, cosine schedule fitted to ``--seconds`` of
training after 30 timed steps.

``score`` turns the device's pair probabilities into each row's signals as the metric does
(``nli_mean``, ``nli_min``, ``nli_support_mean``, ``nli_support_min``, ``nli_no_contradiction``),
scored like ``memo_metrics.py`` (AUC; balanced accuracy with a 5-fold cross-validated threshold),
beside the shipped MiniLM checker on the very same pairs, and checks the replay against the
shipped checker's values in ``results/memo_metrics_rows.jsonl``. Writes ``--out``
(``benchmarks/results/gpu_checker.json``). A checker is shipped only if it beats today's out of
domain (issue 29).
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import math
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

WORK = ROOT / "benchmarks" / "work" / "gpu_checker"
STASH = Path("/root/stash")
DEVICE_LIMIT = 64 * 2**20  # what one device call carries, the working tree included
MARGIN = 2 * 2**20
N_LAYERS, HIDDEN, VOCAB = 30, 576, 49152
PAD_ID = 2  # SmolLM2's <|im_end|>: never produced by tokenising plain text
MAX_LEN, MAX_HYP = 512, 160
SETS_SUMMEDITS = ("podcast", "qmsumm", "sales_call", "sales_email", "samsum", "scitldr")
SIGNALS = ("nli_mean", "nli_min", "nli_support_mean", "nli_support_min", "nli_no_contradiction")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# -- the GGUF blocks, dequantised as ggml does (numpy only: this also runs on the device) ---------

Q_BLOCK = {"Q4_1": 20, "Q8_0": 34}  # bytes per block of 32 weights
_HF = {"attn_q": "self_attn.q_proj", "attn_k": "self_attn.k_proj", "attn_v": "self_attn.v_proj",
       "attn_output": "self_attn.o_proj", "ffn_gate": "mlp.gate_proj", "ffn_up": "mlp.up_proj",
       "ffn_down": "mlp.down_proj", "attn_norm": "input_layernorm", "ffn_norm": "post_attention_layernorm"}


def dequant(kind: str, raw: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """float32 weights of GGUF blocks: Q4_1 ``w = d * q + m`` (fp16 d and m, then 16 bytes of
    nibbles, low nibbles first), Q8_0 ``w = d * q`` (fp16 d, 32 int8), F32 as is. Written here
    because it runs on the device, which has no ``gguf`` package; ``gguf.quants.dequantize`` is
    the reference it is tested against (tests/test_gpu_checker.py)."""
    if kind == "F32":
        return np.asarray(raw, dtype=np.float32).reshape(shape)
    if kind not in Q_BLOCK:
        raise ValueError(f"unsupported GGUF block type {kind}")
    b = np.asarray(raw, dtype=np.uint8).reshape(-1, Q_BLOCK[kind])
    d = b[:, 0:2].copy().view(np.float16).astype(np.float32)
    if kind == "Q4_1":
        m = b[:, 2:4].copy().view(np.float16).astype(np.float32)
        q = np.concatenate([b[:, 4:20] & 0x0F, b[:, 4:20] >> 4], axis=1).astype(np.float32)
        return (d * q + m).reshape(shape)
    return (d * b[:, 2:34].copy().view(np.int8).astype(np.float32)).reshape(shape)


def reverse_permute(name: str, w: np.ndarray, n_head: int = 9, n_kv: int = 3) -> np.ndarray:
    """Undo llama.cpp's rotary permutation of the q/k projections (as transformers' GGUF loader)."""
    n = n_head if name.endswith("attn_q.weight") else n_kv if name.endswith("attn_k.weight") else 0
    if not n:
        return w
    dim = w.shape[0] // n // 2
    return w.reshape(n, dim, 2, *w.shape[1:]).swapaxes(2, 1).reshape(w.shape)


def hf_name(name: str) -> str:
    if name == "token_embd.weight":
        return "model.embed_tokens.weight"
    if name == "output_norm.weight":
        return "model.norm.weight"
    _, i, kind, _ = name.split(".")
    return f"model.layers.{i}.{_HF[kind]}.weight"


def layer_of(name: str) -> int:
    return int(name.split(".")[1]) if name.startswith("blk.") else -1


def plan_parts(layer_bytes: dict[int, int], last_fixed: int, budget: int) -> list[list[int]]:
    """Layers per part, each part at most ``budget`` bytes; the last part also holds
    ``last_fixed`` bytes (embedding rows, norms, data) and the bottom layers, the earlier parts
    the rest from the top down. Raises when even the last part's fixed share does not fit."""
    if last_fixed > budget:
        raise SystemExit(f"the embedding rows and data ({last_fixed / 2**20:.1f} MiB) do not fit one device call "
                         f"beside the working tree ({budget / 2**20:.1f} MiB left): lower --per-source / --factual-dev")
    layers = sorted(layer_bytes)
    last: list[int] = []
    used = last_fixed
    for i in layers:
        if used + layer_bytes[i] > budget:
            break
        last.append(i)
        used += layer_bytes[i]
    rest = [i for i in layers if i not in last][::-1]  # top first
    parts: list[list[int]] = []
    cur: list[int] = []
    used = 0
    for i in rest:
        if layer_bytes[i] > budget:
            raise SystemExit(f"layer {i} alone ({layer_bytes[i] / 2**20:.1f} MiB) does not fit a device call")
        if cur and used + layer_bytes[i] > budget:
            parts.append(cur)
            cur, used = [], 0
        cur.append(i)
        used += layer_bytes[i]
    if cur:
        parts.append(cur)
    return [sorted(p) for p in parts] + [last]


def bottom_layers(found: set[int]) -> int:
    """How many layers from layer 0 up are all present."""
    n = 0
    while n in found:
        n += 1
    return n


# -- prepare (here) --------------------------------------------------------------------------------

def tree_bytes() -> int:
    """What a device call carries besides ``carry``: tracked files and untracked, not ignored ones."""
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                         capture_output=True, check=True).stdout
    return sum((ROOT / p).stat().st_size for p in out.decode().split("\0") if p and (ROOT / p).is_file())


class _Recorder:
    """Stands in for the NLI model: keeps the pairs the metric asks to score."""

    def __init__(self) -> None:
        self.labels = ["entailment", "neutral", "contradiction"]
        self.index = {lab: i for i, lab in enumerate(self.labels)}
        self.calls: list[list[tuple[str, str]]] = []

    def run(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> dict[str, np.ndarray]:
        self.calls.append(list(pairs))
        n = len(pairs)
        return {"logits": np.zeros((n, 3)), "margin": np.zeros(n), "distance": np.zeros(n)}


def metric_pairs(row: dict[str, Any], vecs: Any, window: int, top_m: int | None) -> list[list[tuple[str, str]]] | None:
    """Per answer sentence, the (premise window, sentence) pairs ``nli_metrics`` scores for the row,
    in its candidate order; None when the metric is invalid for the row (empty answer/context)."""
    from tinyrag_eval.metrics.nli import nli_metrics
    from tinyrag_eval.metrics.text import SegmentedInput

    seg = SegmentedInput.build(row["query"], row["contexts"], row["answer"])
    rec = _Recorder()
    res = nli_metrics(seg, vecs, rec, window=window, top_m=top_m)  # type: ignore[arg-type]
    if res[0].invalid:
        return None
    if len(rec.calls) != 1:
        raise RuntimeError(f"the NLI metric scored row {row['id']} in {len(rec.calls)} calls; this replay expects one")
    pairs, n = rec.calls[0], len(seg.answer_sentences)
    per = len(pairs) // n
    return [pairs[i * per:(i + 1) * per] for i in range(n)]


def eval_rows(shared: Path, factual: Path, factual_dev: int, seed: int) -> list[tuple[str, list[dict[str, Any]]]]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from memo_metrics import summedits_rows, wice_rows

    from tinyrag_eval.training_checker import FACTUAL_SOURCES, factual_eval_rows

    sets = [(f"summedits/{d}", summedits_rows(shared, d)) for d in SETS_SUMMEDITS]
    sets.append(("wice/dev", wice_rows(shared)))
    if factual_dev:
        sets += [(f"factual/{s}", factual_eval_rows(factual, s, seed=seed, dev_fraction=0.1, limit=factual_dev,
                                                     dev_only=True)) for s in FACTUAL_SOURCES]
    return sets


def prepare(args: argparse.Namespace) -> None:
    from gguf import GGUFReader
    from tokenizers import Tokenizer

    sys.path.insert(0, str(ROOT))
    from tinyrag_eval.config import Settings
    from tinyrag_eval.metrics.vectors import TextVectors
    from tinyrag_eval.models import bundled_llm_file, load_local_causal_lm, resolve
    from tinyrag_eval.training_checker import CheckerMixConfig, checker_mix

    for need in (args.shared, args.training / "factual"):
        if not need.is_dir():
            sys.exit(f"{need} not found: prepare reads ../shared (benchmarks and training data)")
    work = args.work
    work.mkdir(parents=True, exist_ok=True)
    settings = Settings()
    model, tok_hf = load_local_causal_lm(resolve("llm", settings), settings)  # the dequantised base (cached)
    base_dir = Path(model.name_or_path)
    del model, tok_hf
    config = json.loads((base_dir / "config.json").read_text())
    tok = Tokenizer.from_file(str(base_dir / "tokenizer.json"))

    cfg = CheckerMixConfig(per_source=args.per_source, evidence_per_source=args.evidence_per_source,
                           nli_pairs=args.nli_pairs, tabfact_pairs=args.tabfact_pairs, findver_pairs=args.findver_pairs)
    findver = args.training / "findver" / "reports.jsonl.gz"
    train, held, about = checker_mix(args.training / "factual", args.training / "nli", None,
                                     findver if findver.is_file() else None, cfg, seed=args.seed, log=log)
    log(f"training pairs: {len(train)} {about['labels']}")

    vecs = TextVectors(settings)
    window, top_m = settings.metrics.nli_window, settings.metrics.nli_top_m
    rows_out: list[dict[str, Any]] = []
    pair_id: dict[tuple[str, str], int] = {}
    for name, rows in eval_rows(args.shared, args.training / "factual", args.factual_dev, args.seed):
        t0 = time.time()
        for row in rows:
            hyps = metric_pairs(row, vecs, window, top_m)
            rows_out.append({"set": name, "id": row["id"], "label": int(row["label"]),
                             "hyps": None if hyps is None else [[pair_id.setdefault(p, len(pair_id)) for p in h]
                                                               for h in hyps]})
        log(f"eval {name}: {len(rows)} rows, {len(pair_id)} pairs so far ({time.time() - t0:.0f} s)")
    eval_pairs = sorted(pair_id, key=pair_id.__getitem__)

    texts: dict[str, int] = {}

    def tid(t: str) -> int:
        return texts.setdefault(t, len(texts))

    def enc(a: str, b: str) -> tuple[int, int]:
        return tid("Premise: " + a), tid("\nHypothesis: " + b)

    train_arr = np.array([(*enc(p.a, p.b), int(p.label)) for p in train], dtype=np.int32)
    held_arr = {k: np.array([(*enc(p.a, p.b), int(p.label)) for p in held[name]], dtype=np.int32)
                for k, name in (("mnli", "mnli_matched"), ("snli", "snli_test"))}
    eval_arr = np.array([enc(a, b) for a, b in eval_pairs], dtype=np.int32).reshape(-1, 2)
    order = sorted(texts, key=texts.__getitem__)
    encoded = tok.encode_batch(order, add_special_tokens=False)
    lens = np.array([len(e.ids) for e in encoded], dtype=np.int64)
    ids = np.concatenate([np.asarray(e.ids, dtype=np.uint16) for e in encoded])
    if len(ids) and int(ids.max()) >= VOCAB:
        raise SystemExit("a token id does not fit the vocabulary: wrong tokenizer")
    kept = np.unique(ids)
    data = {"ids": ids, "offsets": np.concatenate([[0], np.cumsum(lens)]), "train": train_arr, "eval": eval_arr,
            **held_arr, "config": np.array(json.dumps(config))}

    reader = GGUFReader(str(bundled_llm_file()))
    tensors = {t.name: (t.tensor_type.name, np.asarray(t.data), tuple(int(x) for x in t.shape)[::-1])
               for t in reader.tensors}
    meta = {k: [v[0], list(v[2])] for k, v in tensors.items()}
    kind, raw, _ = tensors["token_embd.weight"]
    row_bytes = HIDDEN // 32 * Q_BLOCK[kind]
    fixed = {"kept": kept, "token_embd.weight": np.asarray(raw).view(np.uint8).reshape(VOCAB, row_bytes)[kept],
             "output_norm.weight": tensors["output_norm.weight"][1], "meta": np.array(json.dumps(meta))}
    by_layer: dict[int, dict[str, np.ndarray]] = {}
    for name, (_, arr, _) in tensors.items():
        if layer_of(name) >= 0:
            by_layer.setdefault(layer_of(name), {})[name] = np.asarray(arr).view(np.uint8) if arr.dtype != np.float32 else arr
    layer_bytes = {i: sum(a.nbytes for a in d.values()) for i, d in by_layer.items()}
    tree = tree_bytes()
    budget = DEVICE_LIMIT - tree - MARGIN
    packed = io.BytesIO()  # the data compresses (token ids): its share is what it takes compressed
    np.savez_compressed(packed, **data)
    fixed_bytes = sum(a.nbytes for a in fixed.values()) + packed.getbuffer().nbytes
    parts = plan_parts(layer_bytes, fixed_bytes, budget)
    for old in work.glob("part*.npz"):
        old.unlink()
    files = []
    for n, layers in enumerate(parts, 1):
        content = {k: v for i in layers for k, v in by_layer[i].items()}
        if n == len(parts):
            content |= fixed | {f"data.{k}": v for k, v in data.items()}
        path = work / f"part{n}.npz"
        (np.savez_compressed if n == len(parts) else np.savez)(path, layers=np.array(layers), **content)
        files.append(path)
        log(f"{path.name}: layers {layers[0]}-{layers[-1]} ({len(layers)}), {path.stat().st_size / 2**20:.1f} MiB")
    with gzip.open(work / "eval.json.gz", "wt", encoding="utf-8") as fh:
        json.dump({"rows": rows_out, "pairs": len(eval_pairs), "pair_texts": eval_pairs, "window": window,
                   "top_m": top_m}, fh)
    (work / "about.json").write_text(json.dumps({"mix": about, "tree_bytes": tree, "budget_bytes": budget,
                                                 "parts": [p.name for p in files], "eval_pairs": len(eval_pairs),
                                                 "kept_vocab": len(kept)}, indent=1) + "\n")
    rel = [str(p.relative_to(ROOT)) for p in files]
    print(f"\nwrote {work}: {len(train)} training pairs, {len(eval_pairs)} eval pairs, {len(files)} part(s) "
          f"(working tree {tree / 2**20:.1f} MiB, {budget / 2**20:.1f} MiB left per call). Device calls, each "
          "at once after the last (a machine is kept 30 s):")
    for path in rel[:-1]:
        print(f'  run carry=["{path}"] command="python3 benchmarks/gpu_checker.py stash {path}"')
    print(f'  run carry=["{rel[-1]}"] command="PYTHONUNBUFFERED=1 python3 benchmarks/gpu_checker.py train '
          f'--seconds 330" timeout_s=560')


# -- device side -----------------------------------------------------------------------------------

def stash(paths: list[Path]) -> None:
    STASH.mkdir(parents=True, exist_ok=True)
    for p in paths:
        if not p.is_file():
            sys.exit(f"{p} not found (carry it)")
        shutil.copy(p, STASH / p.name)
        print(f"stashed {p.name} ({p.stat().st_size / 2**20:.1f} MiB) in {STASH}")
    import torch

    print("torch", torch.__version__, "cuda", torch.cuda.is_available(),
          torch.cuda.get_device_name(0) if torch.cuda.is_available() else "")


def _load_parts(work: Path) -> tuple[dict[str, np.ndarray], dict[str, Any], set[int]]:
    arrays: dict[str, np.ndarray] = {}
    seen: set[str] = set()
    for folder in (work, STASH):
        for p in sorted(folder.glob("part*.npz")) if folder.is_dir() else []:
            if p.name in seen:
                continue
            seen.add(p.name)
            z = np.load(p)
            arrays.update({k: z[k] for k in z.files if k != "layers"})
    if "meta" not in arrays:
        sys.exit(f"the last part (embedding rows and data) is in neither {work} nor {STASH}: carry it")
    meta = json.loads(str(arrays.pop("meta")))
    found = {layer_of(k) for k in arrays if k.startswith("blk.")}
    return arrays, meta, found


def build_model(arrays: dict[str, np.ndarray], meta: dict[str, Any], n_layers: int, config: dict[str, Any]) -> Any:
    import torch
    from transformers import LlamaConfig, LlamaForSequenceClassification

    kept = arrays["kept"]
    emb = np.zeros((VOCAB, HIDDEN), dtype=np.float32)
    emb[kept] = dequant(meta["token_embd.weight"][0], arrays["token_embd.weight"], (len(kept), HIDDEN))
    state = {"model.embed_tokens.weight": emb,
             "model.norm.weight": dequant("F32", arrays["output_norm.weight"], (HIDDEN,))}
    for name, arr in arrays.items():
        if name.startswith("blk.") and layer_of(name) < n_layers:
            kind, shape = meta[name]
            state[hf_name(name)] = reverse_permute(name, dequant(kind, arr, tuple(shape)))
    cfg = {k: v for k, v in config.items() if not k.startswith("_")}
    cfg.update(num_hidden_layers=n_layers, num_labels=3, pad_token_id=PAD_ID, tie_word_embeddings=False,
               id2label={0: "entailment", 1: "neutral", 2: "contradiction"},
               label2id={"entailment": 0, "neutral": 1, "contradiction": 2})
    torch.manual_seed(13)
    model = LlamaForSequenceClassification(LlamaConfig(**cfg))
    missing, unexpected = model.load_state_dict({k: torch.from_numpy(np.ascontiguousarray(v)) for k, v in state.items()},
                                                strict=False)
    if set(missing) - {"score.weight"} or unexpected:
        raise RuntimeError(f"weights do not fit the model: missing {missing}, unexpected {unexpected}")
    return model


class Batches:
    """Token sequences of (premise, hypothesis) text ids: premise cut to fit, hypothesis kept."""

    def __init__(self, ids: np.ndarray, offsets: np.ndarray):
        self.ids, self.offs = ids, offsets

    def seq(self, p: int, h: int) -> np.ndarray:
        hyp = self.ids[self.offs[h]:self.offs[h + 1]][:MAX_HYP]
        prem = self.ids[self.offs[p]:self.offs[p + 1]][:MAX_LEN - len(hyp)]
        return np.concatenate([prem, hyp]).astype(np.int64)

    def plan(self, pairs: np.ndarray, max_tokens: int, rng: np.random.Generator | None = None) -> list[list[int]]:
        lens = np.array([min(MAX_LEN, int(self.offs[p + 1] - self.offs[p]) + min(MAX_HYP, int(self.offs[h + 1] - self.offs[h])))
                         for p, h in pairs[:, :2]])
        out: list[list[int]] = []
        cur: list[int] = []
        longest = 0
        for i in np.argsort(lens, kind="stable"):
            longest_now = max(longest, int(lens[i]))
            if cur and longest_now * (len(cur) + 1) > max_tokens:
                out.append(cur)
                cur, longest_now = [], int(lens[i])
            cur.append(int(i))
            longest = longest_now
        if cur:
            out.append(cur)
        if rng is not None:
            rng.shuffle(out)  # type: ignore[arg-type]
        return out

    def tensors(self, pairs: np.ndarray, idx: list[int], device: str) -> tuple[Any, Any]:
        import torch

        seqs = [self.seq(int(pairs[i, 0]), int(pairs[i, 1])) for i in idx]
        width = max(len(s) for s in seqs)
        x = np.full((len(seqs), width), PAD_ID, dtype=np.int64)
        att = np.zeros((len(seqs), width), dtype=np.int64)
        for j, s in enumerate(seqs):
            x[j, :len(s)] = s
            att[j, :len(s)] = 1
        return torch.from_numpy(x).to(device), torch.from_numpy(att).to(device)


def train(args: argparse.Namespace) -> None:
    import peft
    import torch
    import transformers
    from peft import LoraConfig, get_peft_model

    t_start = time.time()
    out = args.out or Path(os.environ.get("OUT") or ROOT / "benchmarks" / "work" / "gpu_checker" / "run")
    out.mkdir(parents=True, exist_ok=True)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    torch.backends.cuda.matmul.allow_tf32 = True
    arrays, meta, found = _load_parts(args.work)
    n_layers = min(bottom_layers(found), args.layers or N_LAYERS)
    if n_layers < min(args.min_layers, args.layers or N_LAYERS):
        sys.exit(f"only layers 0-{n_layers - 1} arrived (parts found in {args.work} and {STASH}): a machine was "
                 "given back between the calls; make them again, each right after the last")
    data = {k[5:]: v for k, v in arrays.items() if k.startswith("data.")}
    config = json.loads(str(data["config"]))
    note = "" if n_layers == N_LAYERS or args.layers else f" (only layers 0-{n_layers - 1} arrived: a truncated model)"
    log(f"{device} {torch.cuda.get_device_name(0) if device == 'cuda' else ''}; {n_layers} layers{note}")
    model = build_model(arrays, meta, n_layers, config).to(device)
    model = get_peft_model(model, LoraConfig(
        r=16, lora_alpha=32, lora_dropout=0.05, task_type="SEQ_CLS",
        target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]))
    bt = Batches(data["ids"], data["offsets"])
    pairs = data["train"][: args.limit] if args.limit else data["train"]
    rng = np.random.default_rng(args.seed)
    plan = [b for _ in range(args.epochs) for b in bt.plan(pairs, args.max_tokens, rng)]
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=args.lr, weight_decay=0.01)
    total = [len(plan)]
    warm = max(1, len(plan) // 20)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: (s + 1) / warm if s < warm else max(
        0.0, 0.5 * (1 + math.cos(math.pi * min(1.0, (s - warm) / max(1, total[0] - warm))))))
    model.train()
    t0, running, done = time.time(), float("nan"), 0
    for step, idx in enumerate(plan):
        if step >= total[0]:
            break
        x, att = bt.tensors(pairs, idx, device)
        y = torch.from_numpy(pairs[idx, 2].astype(np.int64)).to(device)
        with torch.autocast(device, dtype=torch.bfloat16):
            logits = model(input_ids=x, attention_mask=att).logits.float()
        lse = torch.logsumexp(logits, dim=-1)
        three = lse - logits.gather(1, torch.clamp(y, max=2)[:, None]).squeeze(1)
        not_ent = lse - torch.logsumexp(logits[:, 1:], dim=-1)  # label 3: -log(p_neutral + p_contradiction)
        loss = torch.where(y == 3, not_ent, three).mean()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        sched.step()
        opt.zero_grad(set_to_none=True)
        running = loss.item() if step == 0 else 0.98 * running + 0.02 * loss.item()
        done = step + 1
        if step == 30 and args.seconds:
            per = (time.time() - t0) / 31
            total[0] = max(31, min(len(plan), int((args.seconds - (time.time() - t_start)) / per) + 31))
            log(f"{per:.3f} s/step: {total[0]} of {len(plan)} planned steps ({args.epochs} epochs) fit {args.seconds:.0f} s")
        if step % 100 == 0:
            log(f"step {step}/{total[0]} loss {running:.4f}")
    model.eval()
    res: dict[str, Any] = {"layers": n_layers, "steps": done, "planned_steps": len(plan), "train_pairs": len(pairs),
                           "epochs_done": round(done / max(1, len(plan)) * args.epochs, 2),
                           "train_seconds": round(time.time() - t0, 1), "final_loss": round(running, 4),
                           "device": torch.cuda.get_device_name(0) if device == "cuda" else "cpu",
                           "versions": {"torch": torch.__version__, "transformers": transformers.__version__,
                                        "peft": peft.__version__}, "args": {k: str(v) for k, v in vars(args).items()}}

    def score(sel: np.ndarray) -> np.ndarray:
        probs = np.zeros((len(sel), 3), dtype=np.float32)
        with torch.inference_mode(), torch.autocast(device, dtype=torch.bfloat16):
            for idx in bt.plan(sel, args.max_tokens * 4):
                x, att = bt.tensors(sel, idx, device)
                probs[idx] = torch.softmax(model(input_ids=x, attention_mask=att).logits.float(), -1).cpu().numpy()
        return probs

    for name in ("mnli", "snli"):
        held = data[name][: args.limit] if args.limit else data[name]
        p = score(held)
        res[f"{name}_accuracy_3way"] = round(float((p.argmax(1) == held[:, 2]).mean()), 4)
        res[f"{name}_entailment_vs_not"] = round(float(((p[:, 0] >= 0.5) == (held[:, 2] == 0)).mean()), 4)
        log(f"{name}: 3-way {res[f'{name}_accuracy_3way']}, entailment vs not {res[f'{name}_entailment_vs_not']}")
    adapter = out / "adapter"
    model.save_pretrained(str(adapter))
    from safetensors.torch import load_file, save_file

    for f in adapter.glob("*.safetensors"):  # fp16: under the 16 MiB a returned file may have
        save_file({k: v.half() for k, v in load_file(str(f)).items()}, str(f))
    (adapter / "tinyrag_checker.json").write_text(json.dumps(
        {"base": "SmolLM2-135M-Instruct (bundled GGUF, dequantised)", "layers": n_layers, "input":
         "'Premise: ' + premise (cut to fit) + '\\nHypothesis: ' + sentence (<= 160 tokens), <= 512 tokens",
         "pooling": "last token", "labels": ["entailment", "neutral", "contradiction"]}, indent=1))
    shutil.make_archive(str(out / "adapter"), "gztar", str(adapter))
    shutil.rmtree(adapter)
    t1 = time.time()
    ev = data["eval"][: args.limit] if args.limit else data["eval"]
    np.save(out / "eval_probs.npy", score(ev).astype(np.float16))
    res.update(eval_pairs=len(ev), eval_seconds=round(time.time() - t1, 1), total_seconds=round(time.time() - t_start, 1))
    write_json(out / "meta.json", res, indent=1)
    log(f"wrote {out}: {res}")


# -- score (here) ----------------------------------------------------------------------------------

def row_signals(probs: np.ndarray, hyps: list[list[int]] | None) -> dict[str, float] | None:
    """The metric's aggregation (``sentence_entailment`` + ``nli_metrics``) of one row's pairs:
    per sentence the best window's entailment (first on ties) and the highest contradiction."""
    if not hyps:
        return None
    ent = np.array([float(probs[h][int(np.argmax(probs[h][:, 0])), 0]) for h in hyps])
    con = np.array([float(probs[h][:, 2].max()) for h in hyps])
    sup = ent - con
    return {"nli_mean": float(ent.mean()), "nli_min": float(ent.min()), "nli_support_mean": float(sup.mean()),
            "nli_support_min": float(sup.min()), "nli_no_contradiction": float(1.0 - con.max())}


def agreement(probs: np.ndarray, rows: list[dict[str, Any]], seed: int) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from memo_metrics import make_folds, score_signal

    by: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        by.setdefault(r["set"], []).append(r)
    out: dict[str, Any] = {}
    for name, rs in by.items():
        labels = np.array([r["label"] for r in rs])
        folds = make_folds(labels, seed)
        sig = [row_signals(probs, r["hyps"]) for r in rs]
        out[name] = {"rows": len(rs), **{s: score_signal([None if v is None else v[s] for v in sig], labels, folds)
                                         for s in SIGNALS}}
    return out


def summary(per_set: dict[str, Any]) -> dict[str, Any]:
    def best(prefix: str, key: str) -> dict[str, Any]:
        names = [n for n in per_set if n.startswith(prefix)]
        means = {s: float(np.mean([per_set[n][s][key] or 0.0 for n in names])) for s in SIGNALS} if names else {}
        top = max(means, key=means.__getitem__) if means else None
        return {"signal": top, "mean": round(means[top], 4) if top else None}

    return {group: {"balanced_accuracy": best(prefix, "balanced_accuracy_cv"), "auc": best(prefix, "auc")}
            for group, prefix in (("summedits", "summedits/"), ("wice", "wice/"), ("factual_dev", "factual/"))}


def score(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(ROOT))
    work = args.work
    if not (work / "eval.json.gz").is_file():
        sys.exit(f"{work / 'eval.json.gz'} not found: run `gpu_checker.py prepare` first (score reads its eval rows)")
    if not args.probs.is_file():
        sys.exit(f"{args.probs} not found: the eval_probs.npy a device `train` returned")
    with gzip.open(work / "eval.json.gz", "rt", encoding="utf-8") as fh:
        ev = json.load(fh)
    probs = np.load(args.probs).astype(np.float64)
    if probs.ndim != 2 or probs.shape[1] != 3 or not np.isfinite(probs).all():
        sys.exit(f"{args.probs}: expected finite (pairs, 3) probabilities, got shape {probs.shape}")
    if len(probs) != ev["pairs"]:
        sys.exit(f"{args.probs} has {len(probs)} pair probabilities, the prepared eval {ev['pairs']}: same prepare?")
    base_file = work / "minilm_probs.npy"
    if not base_file.is_file():
        base_file = minilm_probs(work, ev["pair_texts"])
    base = np.load(base_file).astype(np.float64)
    res: dict[str, Any] = {"command": command_line("benchmarks/gpu_checker.py"), "probs": str(args.probs)}
    meta_file = Path(args.probs).with_name("meta.json")
    if meta_file.is_file():
        res["device_run"] = json.loads(meta_file.read_text())
    res["replay_check"] = replay_check(base, ev["rows"])
    for name, p in (("smollm2", probs), ("minilm_shipped", base)):
        per = agreement(p, ev["rows"], args.seed)
        res[name] = {"summary": summary(per), "per_set": per}
        log(f"{name}: {json.dumps(res[name]['summary'])}")
    write_json(args.out, res, indent=1)
    log(f"wrote {args.out}")


def minilm_probs(work: Path, pair_texts: list[list[str]]) -> Path:
    """The shipped checker on every eval pair (kept in ``minilm_probs.npy``: a later score reuses it)."""
    from tinyrag_eval.config import Settings
    from tinyrag_eval.metrics.nli import NLIModel

    nli = NLIModel.load(Settings())
    cols = [nli.index[lab] for lab in ("entailment", "neutral", "contradiction")]
    pairs = [(a, b) for a, b in pair_texts]
    out = np.zeros((len(pairs), 3), dtype=np.float32)
    for s in range(0, len(pairs), 2000):
        out[s:s + 2000] = nli.probabilities(pairs[s:s + 2000])[:, cols]
        log(f"shipped checker: {min(len(pairs), s + 2000)}/{len(pairs)} pairs")
    path = work / "minilm_probs.npy"
    np.save(path, out)
    return path


def replay_check(base: np.ndarray, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The replayed signals of the shipped checker against its values in memo_metrics_rows.jsonl."""
    stored_file = ROOT / "benchmarks" / "results" / "memo_metrics_rows.jsonl"
    if not stored_file.is_file():
        return {"note": f"{stored_file} not found"}
    stored = {}
    for line in stored_file.read_text().splitlines():
        r = json.loads(line)
        stored[(r["dataset"], r["id"])] = r
    diffs = []
    for r in rows:
        s = stored.get((r["set"], r["id"]))
        v = row_signals(base, r["hyps"])
        if s is None or v is None or s.get("nli_support_min") is None:
            continue
        diffs.append(max(abs(v[k] - s[k]) for k in ("nli_mean", "nli_min", "nli_support_min") if s.get(k) is not None))
    return {"rows": len(diffs), "max_abs_diff": round(max(diffs), 4) if diffs else None,
            "share_within_0.01": round(float(np.mean(np.array(diffs) <= 0.01)), 4) if diffs else None}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="phase", required=True)
    p = sub.add_parser("prepare", help="here: training/eval data and the weight parts")
    p.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    p.add_argument("--training", type=Path, default=ROOT.parent / "shared" / "training")
    p.add_argument("--per-source", type=int, default=4000)
    p.add_argument("--evidence-per-source", type=int, default=400)
    p.add_argument("--nli-pairs", type=int, default=12000)
    p.add_argument("--tabfact-pairs", type=int, default=2000)
    p.add_argument("--findver-pairs", type=int, default=4000)
    p.add_argument("--factual-dev", type=int, default=150, help="rows of each factual set's dev documents to score")
    s = sub.add_parser("stash", help="device: keep parts for the next call")
    s.add_argument("parts", nargs="+", type=Path)
    t = sub.add_parser("train", help="device: train on the parts, score every eval pair")
    t.add_argument("--seconds", type=float, default=330.0, help="training time budget from the script's start")
    t.add_argument("--epochs", type=int, default=3)
    t.add_argument("--max-tokens", type=int, default=16384, help="tokens per training batch (padded)")
    t.add_argument("--lr", type=float, default=2e-4)
    t.add_argument("--layers", type=int, default=None, help="train on the bottom N layers only")
    t.add_argument("--limit", type=int, default=None, help="the first N pairs of each set (a smoke run)")
    t.add_argument("--min-layers", type=int, default=12, help="refuse to train fewer bottom layers than this")
    t.add_argument("--out", type=Path, default=None, help="default: $OUT on the device")
    c = sub.add_parser("score", help="here: agreement with people, beside the shipped checker")
    c.add_argument("--probs", type=Path, required=True, help="eval_probs.npy from train")
    c.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "gpu_checker.json")
    for q in (p, t, c):
        q.add_argument("--work", type=Path, default=WORK)
        q.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    if args.phase == "prepare":
        prepare(args)
    elif args.phase == "stash":
        stash(args.parts)
    elif args.phase == "train":
        train(args)
    else:
        score(args)


if __name__ == "__main__":
    main()
