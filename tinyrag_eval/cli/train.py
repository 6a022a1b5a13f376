"""`tinyrag train reranker` and `tinyrag train nli`: train the bundled offline models."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from .common import JsonOpt, load_settings, print_json, quiet_libraries, stdout, training_progress

train_app = typer.Typer(help="Train the bundled offline models from ../shared/training data.", no_args_is_help=True)

OutDirOpt = Annotated[Path | None, typer.Option("--out", help="Where the adapter goes (default: the bundled adapter's folder).")]
SeedOpt = Annotated[int | None, typer.Option(help="Seed for sampling, order and initialisation (default: settings.seed).")]


@train_app.command("reranker")
def train_reranker_cmd(
    data: Annotated[Path, typer.Option(help="Folder with squad_*.jsonl and trecqa_*.csv.")] = Path("../shared/training/rerank"),
    out_dir: OutDirOpt = None,
    seed: SeedOpt = None,
    eval_only: Annotated[bool, typer.Option("--eval-only", help="Only (re)evaluate the adapter in --out.")] = False,
    squad_questions: Annotated[int, typer.Option(help="SQuAD training questions (half v1.1, half v2.0).")] = 1000,
    eval_questions: Annotated[int, typer.Option(help="Held-out SQuAD questions for evaluation.")] = 100,
    as_json: JsonOpt = False,
) -> None:
    """Train the default reranker: LoRA + head over the bundled MiniLM (seeded, reproducible).

    Then evaluate it against the untrained bi-encoder on held-out SQuAD articles and the TrecQA
    test split (MRR, NDCG@10).
    """
    quiet_libraries()
    from ..models import bundled_adapter_dir
    from ..training import evaluate_reranker, train_reranker

    out_dir = out_dir or bundled_adapter_dir("reranker")
    with training_progress() as prog:
        if eval_only:
            meta = evaluate_reranker(data, out_dir, eval_questions=eval_questions)
        else:
            meta = train_reranker(data, out_dir, seed=load_settings().seed if seed is None else seed,
                                  squad_questions=squad_questions, eval_questions=eval_questions, progress=prog)
    if as_json:
        print_json(meta)
        return
    table = Table(title=f"reranker adapter -> {out_dir}")
    for col in ("eval set", "scorer", "MRR", "NDCG@10", "queries"):
        table.add_column(col)
    for set_name, rows in meta["evaluation"].items():
        if set_name.startswith("_"):
            continue
        for scorer, m in rows.items():
            table.add_row(set_name, scorer, f"{m['MRR']:.4f}", f"{m['NDCG@10']:.4f}", str(m["queries"]))
    stdout.print(table)


@train_app.command("nli")
def train_nli_cmd(
    data: Annotated[Path, typer.Option(help="Folder with snli_*, mnli_* and breaking_nli.jsonl.")] = Path("../shared/training/nli"),
    out_dir: OutDirOpt = None,
    seed: SeedOpt = None,
    max_pairs: Annotated[int, typer.Option(help="Training pairs.")] = 20000,
    as_json: JsonOpt = False,
) -> None:
    """Train the default NLI model: LoRA + head over the bundled MiniLM (seeded, reproducible).

    Trains on SNLI, MNLI-matched and rebalanced Breaking NLI (15% of premises placed among
    distractor sentences), then reports 3-way and entailment-vs-not accuracy on held-out SNLI
    test, MNLI-matched, MNLI-mismatched and passage-level SNLI pairs.
    """
    quiet_libraries()
    from ..models import bundled_adapter_dir
    from ..training import train_nli

    out_dir = out_dir or bundled_adapter_dir("nli")
    with training_progress() as prog:
        meta = train_nli(data, out_dir, seed=load_settings().seed if seed is None else seed, max_pairs=max_pairs,
                         progress=prog)
    if as_json:
        print_json(meta)
        return
    table = Table(title=f"NLI adapter -> {escape(str(out_dir))}")
    for col in ("held-out set", "3-way accuracy", "entailment vs not", "pairs"):
        table.add_column(col)
    for set_name, rows in meta["evaluation"].items():
        for m in rows.values():
            table.add_row(set_name, f"{m['accuracy_3way']:.4f}", f"{m['entailment_vs_not_accuracy']:.4f}", str(m["pairs"]))
    stdout.print(table)
