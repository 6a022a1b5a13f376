"""benchmarks/gpu_checker.py: the device run for a larger prose checker (issue 29), checked here --
the GGUF blocks dequantise to the product's base weights, the parts fit a device call, the training
step runs end to end on this CPU, and the score replays the memo metric."""

from __future__ import annotations

import json
from types import SimpleNamespace

import numpy as np
import pytest

from tests.bench_scripts import load_benchmark


def _gc():
    return load_benchmark("gpu_checker")


def _gguf_tensors():
    from gguf import GGUFReader

    from tinyrag_eval.models import bundled_llm_file

    return {t.name: t for t in GGUFReader(str(bundled_llm_file())).tensors}


def test_numpy_dequantisation_is_ggml_s():
    from gguf.quants import dequantize

    gc = _gc()
    tensors = _gguf_tensors()
    for name in ("blk.0.attn_q.weight", "blk.29.ffn_down.weight", "token_embd.weight", "blk.3.attn_norm.weight"):
        t = tensors[name]
        shape = tuple(int(x) for x in t.shape)[::-1]
        want = dequantize(np.asarray(t.data), t.tensor_type).reshape(shape)
        raw = np.asarray(t.data)
        got = gc.dequant(t.tensor_type.name, raw.view(np.uint8) if raw.dtype != np.float32 else raw, shape)
        assert got.dtype == np.float32 and got.shape == shape
        np.testing.assert_array_equal(got, want.astype(np.float32))
    with pytest.raises(ValueError, match="unsupported GGUF block type"):
        gc.dequant("Q5_K", np.zeros(176, dtype=np.uint8), (1, 256))


@pytest.mark.models
def test_parts_rebuild_the_weights_the_product_loads():
    """What train builds from the carried blocks is the product's dequantised SmolLM2, exactly."""
    import torch

    from tinyrag_eval.config import Settings
    from tinyrag_eval.models import load_local_causal_lm, resolve

    gc = _gc()
    settings = Settings()
    lm, _ = load_local_causal_lm(resolve("llm", settings), settings)
    ref = lm.state_dict()
    tensors = _gguf_tensors()
    for name in ("blk.0.attn_q.weight", "blk.0.attn_k.weight", "blk.0.attn_v.weight", "blk.7.ffn_gate.weight",
                 "blk.7.ffn_norm.weight", "output_norm.weight", "token_embd.weight"):
        t = tensors[name]
        raw = np.asarray(t.data)
        w = gc.reverse_permute(name, gc.dequant(t.tensor_type.name, raw.view(np.uint8) if raw.dtype != np.float32
                                                else raw, tuple(int(x) for x in t.shape)[::-1]))
        assert torch.equal(torch.from_numpy(np.array(w)), ref[gc.hf_name(name)].float()), name


def test_parts_fit_one_call_each_and_a_lost_part_leaves_the_bottom_layers():
    gc = _gc()
    layer_bytes = dict.fromkeys(range(30), 10)
    parts = gc.plan_parts(layer_bytes, last_fixed=95, budget=120)
    assert parts[-1] == [0, 1]  # the last part: the fixed share (embedding rows, data) and the bottom layers
    assert sorted(i for p in parts for i in p) == list(range(30))
    assert all(sum(layer_bytes[i] for i in p) <= 120 for p in parts[:-1])
    assert parts[0][-1] == 29  # top layers first: an earlier call lost still leaves a model from layer 0 up
    assert gc.bottom_layers({0, 1, 2, 5}) == 3 and gc.bottom_layers({1, 2}) == 0
    with pytest.raises(SystemExit, match="do not fit one device call"):
        gc.plan_parts(layer_bytes, last_fixed=130, budget=120)


def test_the_score_replays_the_memo_metric():
    """A deterministic stand-in model: the replayed signals equal nli_metrics' own."""
    from tinyrag_eval.metrics.nli import nli_metrics
    from tinyrag_eval.metrics.text import SegmentedInput

    gc = _gc()

    class Fake:
        def __init__(self):
            self.labels = ("entailment", "neutral", "contradiction")
            self.index = {lab: i for i, lab in enumerate(self.labels)}

        def run(self, pairs, batch_size=None):
            rng = [np.random.default_rng(abs(hash(p)) % 2**32) for p in pairs]
            logits = np.array([r.normal(size=3) * 3 for r in rng])
            return {"logits": logits, "margin": np.zeros(len(pairs)), "distance": np.zeros(len(pairs))}

    row = {"id": "r", "query": "q", "contexts": [
        "Revenue rose to $5.1 billion. Margins held at 31%. The board approved a buyback. Costs fell by 2%."],
        "answer": "Revenue rose to $5.1 billion. Margins were 31%. Costs fell sharply."}
    hyps = gc.metric_pairs(row, None, window=2, top_m=None)
    assert hyps is not None and len(hyps) == 3 and all(len(h) == len(hyps[0]) > 1 for h in hyps)
    flat = sorted({p for h in hyps for p in h})
    ids = {p: i for i, p in enumerate(flat)}
    out = Fake().run(flat)
    probs = np.exp(out["logits"]) / np.exp(out["logits"]).sum(1, keepdims=True)
    got = gc.row_signals(probs, [[ids[p] for p in h] for h in hyps])
    want = nli_metrics(SegmentedInput.build(row["query"], row["contexts"], row["answer"]), None, Fake(),
                       window=2, top_m=None)[0]
    assert got["nli_mean"] == pytest.approx(want.value, abs=1e-9)
    assert got["nli_min"] == pytest.approx(want.details["min"], abs=1e-4)
    assert got["nli_support_min"] == pytest.approx(want.details["min_support"], abs=1e-4)
    assert got["nli_no_contradiction"] == pytest.approx(want.details["no_contradiction"], abs=1e-4)
    assert gc.metric_pairs({**row, "answer": ""}, None, window=2, top_m=None) is None
    assert gc.row_signals(probs, None) is None


@pytest.mark.models
def test_train_runs_end_to_end_on_this_cpu(tmp_path):
    """Two bottom layers, a few pairs: the training step, the held-out scores, the fp16 adapter and
    the eval probabilities -- the device run's path, on a CPU."""
    gc = _gc()
    tensors = _gguf_tensors()
    rng = np.random.default_rng(0)
    ids = rng.integers(3, 1000, size=400).astype(np.uint16)
    offs = np.arange(0, 401, 20)  # 20 texts of 20 tokens
    pairs = np.array([(i, i + 1, i % 4) for i in range(0, 18, 2)], dtype=np.int32)
    kept = np.unique(ids)
    meta = {n: [t.tensor_type.name, [int(x) for x in t.shape][::-1]] for n, t in tensors.items()}
    emb = np.asarray(tensors["token_embd.weight"].data).view(np.uint8).reshape(gc.VOCAB, -1)[kept]
    content = {"kept": kept, "token_embd.weight": emb, "meta": np.array(json.dumps(meta)),
               "output_norm.weight": np.asarray(tensors["output_norm.weight"].data)}
    for n, t in tensors.items():
        if gc.layer_of(n) in (0, 1):
            raw = np.asarray(t.data)
            content[n] = raw.view(np.uint8) if raw.dtype != np.float32 else raw
    from tinyrag_eval.config import Settings
    from tinyrag_eval.models import _dequantised_dir, bundled_llm_file

    config_file = _dequantised_dir(bundled_llm_file(), Settings()) / "config.json"
    config = json.loads(config_file.read_text()) if config_file.is_file() else {
        "hidden_size": 576, "intermediate_size": 1536, "num_attention_heads": 9, "num_key_value_heads": 3,
        "head_dim": 64, "vocab_size": 49152, "rms_norm_eps": 1e-5, "rope_theta": 100000.0}
    data = {"ids": ids, "offsets": offs, "train": pairs, "eval": pairs[:, :2], "mnli": pairs, "snli": pairs,
            "config": np.array(json.dumps(config))}
    np.savez(tmp_path / "part1.npz", layers=np.array([0, 1]), **content, **{f"data.{k}": v for k, v in data.items()})
    out = tmp_path / "out"
    args = SimpleNamespace(work=tmp_path, out=out, seconds=0.0, epochs=1, max_tokens=200, lr=1e-3, layers=None,
                           limit=None, seed=13, min_layers=12)
    with pytest.raises(SystemExit, match="only layers 0-1 arrived"):  # a part lost between the calls
        gc.train(args)
    args.layers = 2  # asked for: the bottom two layers
    gc.train(args)
    res = json.loads((out / "meta.json").read_text())
    assert res["layers"] == 2 and res["steps"] >= 2 and res["train_pairs"] == len(pairs)
    assert 0.0 <= res["mnli_accuracy_3way"] <= 1.0
    probs = np.load(out / "eval_probs.npy")
    assert probs.shape == (len(pairs), 3) and np.allclose(probs.astype(np.float32).sum(1), 1.0, atol=1e-2)
    assert (out / "adapter.tar.gz").stat().st_size > 0
