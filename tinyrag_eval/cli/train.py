"""`tinyrag train reranker` and `tinyrag train nli`: train the bundled offline models."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    JsonOpt,
    load_settings,
    print_json,
    stdout,
    training_progress,
    user_errors,
)

train_app = typer.Typer(help="Train the bundled offline models from ../shared/training data.", no_args_is_help=True)

SeedOpt = Annotated[int | None, typer.Option(help="Seed for sampling, order and initialisation (default: settings.seed).")]


@train_app.command("reranker")
def train_reranker_cmd(
    data: Annotated[Path, typer.Option(help="Folder with squad_*.jsonl and trecqa_*.csv.")] = Path("../shared/training/rerank"),
    out_dir: Annotated[Path | None, typer.Option("--out", help="Where the model goes (default: lora -> the bundled adapter's folder; full -> WORK/model).")] = None,
    seed: SeedOpt = None,
    eval_only: Annotated[bool, typer.Option("--eval-only", help="Only (re)evaluate the adapter in --out.")] = False,
    squad_questions: Annotated[int | None, typer.Option(help="SQuAD training questions, half v1.1, half v2.0 (default: lora 1000, full 600).")] = None,
    eval_questions: Annotated[int, typer.Option(help="Held-out SQuAD questions for evaluation.")] = 100,
    findver: Annotated[Path | None, typer.Option(help="FinDVer filings (../shared/training/findver/reports.jsonl.gz): add "
                                                 "financial query -> chunk pairs generated from their train split "
                                                 "(tinyrag_eval.rerank_data). Off by default: the shipped adapter has none.")] = None,
    recipe: Annotated[str, typer.Option(help="'lora': LoRA + head (the shipped adapter); 'full': fine-tune every weight on "
                                        "FinDVer financial pairs plus SQuAD/TrecQA, checkpointed, stored int8 (needs --findver).")] = "lora",
    work: Annotated[Path, typer.Option(help="[full] Work folder for checkpoints and the fp32 model.")] = Path("benchmarks/work/rerank_full"),
    resume: Annotated[bool, typer.Option(help="[full] Continue from WORK/checkpoint.pt.")] = False,
    device: Annotated[str, typer.Option(help="[full] cpu or cuda.")] = "cpu",
    as_json: JsonOpt = False,
) -> None:
    """Train the reranker (seeded, reproducible).

    lora (default): LoRA + head over the bundled MiniLM on SQuAD/TrecQA (+ FinDVer with --findver).
    full: every weight of the bundled MiniLM on financial query -> chunk pairs generated from the
    FinDVer train filings (table-row and comparison questions, same-filing hard negatives) plus
    SQuAD/TrecQA; checkpoints every 5 minutes (--resume continues), stored as int8 in --out
    (default WORK/model). Both are evaluated against the untrained bi-encoder on held-out SQuAD
    articles and the TrecQA test split (MRR, NDCG@10); full also on the FinDVer dev filings.
    """
    from ..models import bundled_adapter_dir
    from ..training import evaluate_reranker, train_reranker

    if recipe not in ("full", "lora"):
        raise typer.BadParameter("--recipe must be 'full' or 'lora'")
    if device not in ("cpu", "cuda"):
        raise typer.BadParameter("--device must be 'cpu' or 'cuda'")
    if recipe == "full" and findver is None and not eval_only:
        raise typer.BadParameter("--recipe full needs --findver ../shared/training/findver/reports.jsonl.gz")
    out_dir = out_dir or (work / "model" if recipe == "full" else bundled_adapter_dir("reranker"))
    squad = {} if squad_questions is None else {"squad_questions": squad_questions}  # else each recipe's default
    with user_errors(), training_progress() as prog:
        if eval_only:
            meta = evaluate_reranker(data, out_dir, eval_questions=eval_questions)
        elif recipe == "full":
            from ..training_rerank import train_reranker_full

            settings = load_settings()
            assert findver is not None
            meta = train_reranker_full(data, findver, work, out_dir, seed=settings.seed if seed is None else seed,
                                       device=device, resume=resume, eval_questions=eval_questions,
                                       **squad,
                                       chunk_size=settings.chunking.chunk_size, progress=prog,
                                       log=lambda msg: typer.echo(msg, err=True))
        else:
            settings = load_settings()
            meta = train_reranker(data, out_dir, seed=settings.seed if seed is None else seed,
                                  eval_questions=eval_questions, findver=findver,
                                  chunk_size=settings.chunking.chunk_size, progress=prog, **squad)
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


@train_app.command("nli-data")
def train_nli_data_cmd(
    out_dir: Annotated[Path, typer.Option("--out", help="Folder for train.jsonl, dev.jsonl and counts.json (a work folder; never commit it).")] = Path("benchmarks/work/finpairs"),
    reports: Annotated[Path, typer.Option(help="FinDVer filings (JSONL.gz).")] = Path("../shared/training/findver/reports.jsonl.gz"),
    seed: Annotated[int | None, typer.Option(help="Seed of the split and the pairs (default: settings.seed).")] = None,
    limit: Annotated[int | None, typer.Option(help="Read only the first N filings (smoke runs).")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Build synthetic financial NLI pairs from real filings, split train/dev by filing.

    Entailed table facts and restated sentences; contradictions that bind a figure to a
    neighbouring line item, another period/column, the wrong scale, a flipped direction, a swapped
    name or a negation; neutral true facts the premise does not contain and added causes/outlooks.
    Counts per type go to counts.json (and are printed).
    """
    from ..training_data.finpairs import build_pairs

    with user_errors():
        counts = build_pairs(reports, out_dir, seed=load_settings().seed if seed is None else seed, limit=limit)
    if as_json:
        print_json(counts)
        return
    table = Table(title=f"Synthetic financial NLI pairs -> {escape(str(out_dir))}")
    for col in ("split", "label/type", "pairs"):
        table.add_column(col)
    for split in ("train", "dev"):
        for kind, n in counts[split]["types"].items():
            table.add_row(split, kind, str(n))
        table.add_row(split, "[bold]all[/bold]", str(counts[split]["pairs"]))
    stdout.print(table)


@train_app.command("nli")
def train_nli_cmd(
    data: Annotated[Path, typer.Option(help="Folder with snli_*, mnli_*, cad_nli_* and breaking_nli.jsonl.")] = Path("../shared/training/nli"),
    out_dir: Annotated[Path | None, typer.Option("--out", help="Where the model goes (default: lora -> the bundled adapter's folder; full -> WORK/model).")] = None,
    seed: SeedOpt = None,
    recipe: Annotated[str, typer.Option(help="'lora': the shipped LoRA adapter (default); 'full': fine-tune every weight, stored int8 (measured, not yet shipped: see docs/models.md).")] = "lora",
    fin: Annotated[Path | None, typer.Option(help="[full] Folder of `tinyrag train nli-data` (synthetic financial pairs).")] = Path("benchmarks/work/finpairs"),
    work: Annotated[Path, typer.Option(help="[full] Work folder for checkpoints and the fp32 model.")] = Path("benchmarks/work/nli_full"),
    init: Annotated[Path | None, typer.Option(help="[full] LoRA adapter to start from (default: the bundled nli_lora).")] = None,
    resume: Annotated[bool, typer.Option(help="[full] Continue from WORK/checkpoint.pt.")] = False,
    device: Annotated[str, typer.Option(help="[full] cpu or cuda.")] = "cpu",
    max_pairs: Annotated[int, typer.Option(help="[lora] Training pairs.")] = 20000,
    as_json: JsonOpt = False,
) -> None:
    """Train the NLI checker (seeded, reproducible).

    lora (default, the shipped model): LoRA + head over the bundled MiniLM on SNLI, MNLI-matched
    and rebalanced Breaking NLI. full: every weight of the bundled MiniLM, starting from the LoRA
    adapter merged into it, on MNLI, SNLI, CAD-NLI, rebalanced Breaking NLI and the synthetic
    financial pairs; checkpoints every 10 minutes (--resume continues), stored as int8. Both report
    3-way and entailment-vs-not accuracy on held-out SNLI test, MNLI-matched and MNLI-mismatched pairs.
    """
    from ..models import bundled_adapter_dir

    s_seed = load_settings().seed if seed is None else seed
    if recipe not in ("full", "lora"):
        raise typer.BadParameter("--recipe must be 'full' or 'lora'")
    if device not in ("cpu", "cuda"):
        raise typer.BadParameter("--device must be 'cpu' or 'cuda'")
    with user_errors(), training_progress() as prog:
        if recipe == "lora":
            from ..training import train_nli

            out_dir = out_dir or bundled_adapter_dir("nli_lora")
            meta = train_nli(data, out_dir, seed=s_seed, max_pairs=max_pairs, progress=prog)
            rows = {k: next(iter(v.values())) for k, v in meta["evaluation"].items()}
        else:
            from ..training_nli import train_nli_full

            out_dir = out_dir or work / "model"
            meta = train_nli_full(data, fin, work, out_dir, seed=s_seed, init_adapter=init or bundled_adapter_dir("nli_lora"),
                                  device=device, resume=resume, progress=prog)
            rows = meta["evaluation"]
    if as_json:
        print_json(meta)
        return
    table = Table(title=f"NLI model -> {escape(str(out_dir))}")
    for col in ("held-out set", "3-way accuracy", "entailment vs not", "pairs"):
        table.add_column(col)
    for set_name, m in rows.items():
        table.add_row(set_name, f"{m['accuracy_3way']:.4f}", f"{m['entailment_vs_not_accuracy']:.4f}", str(m["pairs"]))
    stdout.print(table)
