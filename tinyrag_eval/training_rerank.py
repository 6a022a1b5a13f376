"""Full fine-tuning of the bundled MiniLM body as the reranker (one relevance logit).

Recipe (``rerank_mix``): financial query -> chunk pairs generated from the FinDVer filings' train
split (:mod:`tinyrag_eval.rerank_data`: template questions from table rows, including the
two-period comparisons analysts ask, and from figure-stating sentences; the positive chunk as the
index stores it at ``chunk_size`` tokens; a lexically similar hard negative and a random negative
from the same filing) plus the general SQuAD / TrecQA pairs of
:func:`tinyrag_eval.training.reranker_training_pairs`. The loop is
:func:`tinyrag_eval.training_nli.train_full` (seeded, checkpointed, resumable) with
``num_labels=1``; the shipped form is the same int8 folder the NLI checker uses (``format:
"full-int8"``), which ``models.get_reranker`` loads.

The FinDVer dev filings (never trained on) are evaluated beside the held-out SQuAD and TrecQA
sets, against the untrained bi-encoder.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .training import (
    Pair,
    add_findver_pairs,
    evaluate_findver_dev,
    evaluate_reranker,
    reranker_training_pairs,
)
from .training_nli import export_int8, train_full


def rerank_mix(data_dir: Path, findver: Path, *, seed: int, squad_questions: int, trecqa_questions: int | None,
               queries_per_filing: int, chunk_size: int) -> tuple[list[Pair], list[Any], dict[str, Any]]:
    """(training pairs, FinDVer dev pairs, description of the data)."""
    if not (data_dir / "squad_1.1_dev.jsonl").is_file():
        raise FileNotFoundError(f"{data_dir} has no squad_1.1_dev.jsonl: point --data at ../shared/training/rerank")
    general, about = reranker_training_pairs(data_dir, seed=seed, squad_questions=squad_questions, negatives=2,
                                             held_out=0.2, trecqa_questions=trecqa_questions)
    pairs, fin_dev = add_findver_pairs(general, about, findver, seed=seed, queries_per_filing=queries_per_filing,
                                       chunk_size=chunk_size)
    return pairs, fin_dev, about


def train_reranker_full(
    data_dir: Path, findver: Path, work_dir: Path, out_dir: Path, *, seed: int = 13, device: str = "cpu",
    resume: bool = False, lr: float = 4e-5, max_length: int = 256, squad_questions: int = 600,
    trecqa_questions: int | None = 300, queries_per_filing: int = 6, chunk_size: int = 512,
    checkpoint_minutes: float = 5.0, eval_questions: int = 100, limit: int | None = None,
    progress: Callable[[int, int, float], None] | None = None, log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The recipe end to end: data, full fine-tuning (resumable), int8 export to ``out_dir``,
    evaluation stored in its metadata. ``limit`` is for smoke tests (first ``limit`` pairs)."""
    if (work_dir / "checkpoint.pt").is_file() and not resume:  # before minutes of pair generation
        raise FileExistsError(f"{work_dir / 'checkpoint.pt'} exists: pass --resume to continue it, or use another work folder")
    pairs, fin_dev, about = rerank_mix(data_dir, findver, seed=seed, squad_questions=squad_questions,
                                       trecqa_questions=trecqa_questions, queries_per_filing=queries_per_filing,
                                       chunk_size=chunk_size)
    if limit:
        pairs = pairs[:limit]
        about["limited_to"] = limit
    if log:
        log(f"{len(pairs)} training pairs ({about['positives']:.0f} positive); FinDVer train {about['findver']['train']}")
    meta = train_full(pairs, work_dir, seed=seed, lr=lr, max_length=max_length, device=device, num_labels=1,
                      checkpoint_minutes=checkpoint_minutes, resume=resume, progress=progress, log=log)
    export_int8(work_dir / "final", out_dir, {"role": "reranker", **meta, "data": about, "held_out_fraction": 0.2},
                num_labels=1)
    evaluate_reranker(data_dir, out_dir, eval_questions=eval_questions)
    return evaluate_findver_dev(out_dir, fin_dev)
