"""`tinyrag train reranker`, `tinyrag train nli` and `tinyrag train checker`: train the offline models."""

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


@train_app.command("checker")
def train_checker_cmd(
    factual: Annotated[Path, typer.Option(help="The 16 human-labelled factual-consistency sets (<source>.jsonl.gz).")] = Path("../shared/training/factual"),
    data: Annotated[Path, typer.Option(help="NLI folder: snli_*, mnli_*, cad_nli_*, breaking_nli.jsonl and tabfact/.")] = Path("../shared/training/nli"),
    fin: Annotated[Path | None, typer.Option(help="Folder of `tinyrag train nli-data` (synthetic financial NLI pairs, part of the NLI mix; 'none': without them).")] = Path("benchmarks/work/finpairs"),
    findver: Annotated[Path | None, typer.Option(help="FinDVer filings for the financial evidence-removed pairs (train filings only; 'none': without them).")] = Path("../shared/training/findver/reports.jsonl.gz"),
    work: Annotated[Path, typer.Option(help="Work folder: the mix (mix.jsonl.gz, mix.json), checkpoint.pt, the fp32 model (final/).")] = Path("benchmarks/work/checker"),
    out_dir: Annotated[Path | None, typer.Option("--out", help="Where the int8 model goes (default: WORK/model).")] = None,
    init: Annotated[Path | None, typer.Option(help="Model to start from (default: the shipped NLI checker, `models.nli = bundled`).")] = None,
    holdout_source: Annotated[str | None, typer.Option(help="Leave this factual source out entirely, with every document it shares with another source (leave-one-source-out; score it with benchmarks/checker_loso.py).")] = None,
    per_source: Annotated[int, typer.Option(help="At most this many (window, claim sentence) pairs per factual source, half per class.")] = 1000,
    evidence_per_source: Annotated[int, typer.Option(help="At most this many evidence-removed negatives per factual source (supporting sentences deleted).")] = 150,
    swap_per_source: Annotated[int, typer.Option(min=0, help="At most this many swapped-claim negatives per factual source: a supported claim with two of its names or numbers swapped (both in the evidence, not merely coordinated), against the same window (0: none, the default until it is shown to help left out).")] = 0,
    nli_pairs: Annotated[int, typer.Option(help="Pairs drawn from the NLI mix (SNLI, MNLI, CAD-NLI, Breaking NLI, synthetic financial); its held-out parts are never drawn.")] = 7000,
    tabfact_pairs: Annotated[int, typer.Option(help="TabFact statements over small tables (0: none).")] = 1000,
    findver_pairs: Annotated[int, typer.Option(help="FinDVer pairs: a stated figure vs its row/sentence window, with and without its support (0: none).")] = 3000,
    window: Annotated[int | None, typer.Option(help="Sentences per premise window (default: metrics.nli_window, as the metric windows contexts).")] = None,
    min_coverage: Annotated[float, typer.Option(help="A supported claim sentence is kept only if its best window holds this share of its content words ...")] = 0.5,
    located_ratio: Annotated[float, typer.Option(help="... and this share of what the whole document covers (else the support is spread: dropped).")] = 0.8,
    dev_fraction: Annotated[float, typer.Option(help="Share of documents (by hash, across sources) never trained on.")] = 0.1,
    epochs: Annotated[int, typer.Option(help="Passes over the mix.")] = 1,
    batch_size: Annotated[int, typer.Option(help="Pairs per step.")] = 16,
    lr: Annotated[float, typer.Option(help="Peak learning rate (linear warm-up over 5 %, linear decay).")] = 3e-5,
    max_length: Annotated[int, typer.Option(help="Tokens per (premise, claim) pair.")] = 256,
    threads: Annotated[int, typer.Option(help="torch CPU threads.")] = 1,
    checkpoint_minutes: Annotated[float, typer.Option(help="Minutes between checkpoints (WORK/checkpoint.pt).")] = 10.0,
    resume: Annotated[bool, typer.Option(help="Continue from WORK/checkpoint.pt (reuses WORK/mix.jsonl.gz).")] = False,
    limit: Annotated[int | None, typer.Option(help="Train on the first N pairs only (smoke runs).")] = None,
    held_limit: Annotated[int | None, typer.Option(help="Evaluate on the first N pairs of each held-out NLI set (default: all).")] = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Build the mix, print its counts, train nothing.")] = False,
    device: Annotated[str, typer.Option(help="cpu or cuda.")] = "cpu",
    seed: SeedOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Train the prose checker on human factual-consistency judgements (issue 29; not shipped).

    Fine-tunes every weight of the shipped NLI checker on the 16 sets of ../shared/training/factual
    (capped per source and class, split by document), windowed as the metric windows contexts
    (each claim sentence against the window that holds its support; supported sentences whose
    support is not in one window are dropped), plus the NLI mix, TabFact and evidence-removed
    negatives (supporting sentences deleted; from the factual sets and the FinDVer train filings).
    Checkpoints every --checkpoint-minutes (--resume continues); stored as int8 in --out and
    evaluated on the held-out SNLI/MNLI/financial pairs. See docs/models.md.
    """
    from ..models import resolve
    from ..training_checker import CheckerMixConfig, checker_mix, train_checker

    if device not in ("cpu", "cuda"):
        raise typer.BadParameter("--device must be 'cpu' or 'cuda'")
    fin = None if fin is not None and str(fin) == "none" else fin
    findver = None if findver is not None and str(findver) == "none" else findver
    settings = load_settings()
    s_seed = settings.seed if seed is None else seed
    cfg = CheckerMixConfig(window=window or settings.metrics.nli_window, per_source=per_source,
                           evidence_per_source=evidence_per_source, swap_per_source=swap_per_source, nli_pairs=nli_pairs, tabfact_pairs=tabfact_pairs,
                           findver_pairs=findver_pairs if findver else 0, dev_fraction=dev_fraction,
                           min_coverage=min_coverage, located_ratio=located_ratio, holdout_source=holdout_source)

    def log(msg: str) -> None:
        typer.echo(msg, err=True)

    with user_errors(), training_progress() as prog:
        if dry_run:
            _, _, about = checker_mix(factual, data, fin, findver, cfg, seed=s_seed, log=log)
            print_json(about) if as_json else stdout.print_json(data=about["sources"] | {"labels": about["labels"]})
            return
        start = init or Path(resolve("nli", settings).location)
        meta = train_checker(factual, data, fin, findver, work, out_dir or work / "model", cfg, seed=s_seed, init=start,
                             device=device, resume=resume, lr=lr, epochs=epochs, batch_size=batch_size,
                             max_length=max_length, threads=threads, checkpoint_minutes=checkpoint_minutes,
                             limit=limit, held_limit=held_limit, progress=prog, log=log)
    if as_json:
        print_json(meta)
        return
    table = Table(title=f"checker -> {escape(str(out_dir or work / 'model'))}")
    for col in ("held-out set", "3-way accuracy", "entailment vs not", "pairs"):
        table.add_column(col)
    for set_name, m in meta["evaluation"].items():
        table.add_row(set_name, f"{m['accuracy_3way']:.4f}", f"{m['entailment_vs_not_accuracy']:.4f}", str(m["pairs"]))
    stdout.print(table)
