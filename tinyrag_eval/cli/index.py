"""`tinyrag ingest` and `tinyrag retrieve`: build the index, query it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table

from .common import (
    AddressOpt,
    EngineOpt,
    IndexOpt,
    JsonOpt,
    WorkersOpt,
    load_settings,
    print_json,
    progress_bar,
    ray_options,
    stderr,
    stdout,
    user_errors,
)


def ingest(
    paths: Annotated[list[Path], typer.Argument(help="Files or directories (PDF, Markdown, HTML, text).")],
    index: IndexOpt = None,
    engine: EngineOpt = "single",
    address: AddressOpt = None,
    workers: WorkersOpt = 2,
    as_json: JsonOpt = False,
) -> None:
    """Read, chunk, embed and store documents in a persistent index.

    Re-ingesting an unchanged file adds nothing; a changed file replaces its chunks; an
    unreadable, encrypted or empty file is reported and skipped. With `--engine ray` the chunks
    are embedded by Ray actor workers; this process still reads, chunks and writes the index.
    """
    settings = load_settings()
    ray = ray_options(engine, address, workers)
    from ..engine.ray_runtime import EngineError
    from ..ingest import FileOutcome
    from ..ingest import Progress as IngestProgress
    from ..ingest import ingest as run_ingest

    embedder = None
    if ray is not None:
        from ..engine.ingest import RayEmbedder

        embedder = RayEmbedder(settings, ray)
    index_dir = index or settings.index_dir
    with user_errors(EngineError), progress_bar() as bar:
        files_task = bar.add_task("files", total=None, rate="")
        chunk_task = bar.add_task("chunks embedded", total=0, rate="")
        t0 = time.perf_counter()

        class IngestBar(IngestProgress):
            def files_total(self, n: int) -> None:
                bar.update(files_task, total=n)

            def file_done(self, outcome: FileOutcome) -> None:
                bar.advance(files_task)
                if outcome.status == "skipped":
                    stderr.print(f"[yellow]skipped[/] {escape(outcome.path)}: {escape(outcome.reason)}")

            def chunks_total(self, n: int) -> None:
                task = bar.tasks[chunk_task]
                bar.update(chunk_task, total=(task.total or 0) + n)

            def chunks_embedded(self, n: int) -> None:
                bar.advance(chunk_task, n)
                done = bar.tasks[chunk_task].completed
                bar.update(chunk_task, rate=f"{done / max(1e-9, time.perf_counter() - t0):.1f} chunks/s")

        report = run_ingest(paths, index_dir, settings, IngestBar(), embedder)
    summary = report.summary()
    if as_json:
        print_json({**summary, "files": [f.model_dump() for f in report.files]})
        return
    for note in report.notes:
        stderr.print(f"[yellow]note[/] {escape(note)}")
    counts = ", ".join(f"{v} {k}" for k, v in summary["counts"].items()) or "no files"
    stderr.print(
        f"[green]index[/] {escape(str(index_dir))}: {counts}; {report.chunks_added} chunks added "
        f"({summary['chunks_per_second']} chunks/s), {report.total_chunks} chunks in total"
    )


def _result_table(res: Any, show: int) -> Table:
    table = Table(title=f"[bold]{escape(res.query)}", show_lines=False, expand=True)
    for col in ("#", "doc", "page", "rerank", f"stage-1 ({res.stage1})", "stage-1 rank", "text"):
        table.add_column(col, overflow="fold" if col == "text" else "ellipsis", ratio=6 if col == "text" else None)
    stage1_rank = {c.chunk.id: c.rank for c in res.candidates}
    for sc in res.context[:show]:
        table.add_row(
            str(sc.rank), sc.chunk.doc_id, str(sc.chunk.page or "-"),
            "-" if sc.rerank_score is None else f"{sc.rerank_score:.3f}",
            "-" if sc.dense_score is None else f"{sc.dense_score:.3f}",
            str(stage1_rank.get(sc.chunk.id, "-")), escape(" ".join(sc.chunk.text.split())[:220]),
        )
    return table


def retrieve(
    query: Annotated[str | None, typer.Argument(help="The question. Omit when using --queries.")] = None,
    index: IndexOpt = None,
    k1: Annotated[int | None, typer.Option(help="Stage-1 candidates (default settings.retrieval.k1 = 100).")] = None,
    k2: Annotated[int | None, typer.Option(help="Reranked context size (default settings.retrieval.k2 = 8).")] = None,
    stage1: Annotated[str | None, typer.Option(help="dense | bm25 | hybrid (default: dense, or hybrid if settings.retrieval.hybrid).")] = None,
    rerank: Annotated[bool | None, typer.Option(
        "--rerank/--no-rerank",
        help="Run (or skip) the cross-encoder stage (default: settings.retrieval.rerank, off: measured, the offline "
        "rerankers lower financial NDCG@8; see docs/benchmarks.md).")] = None,
    rerank_fusion: Annotated[float | None, typer.Option(
        min=0.0, max=1.0,
        help="With --rerank: weight of the cross-encoder's order in a reciprocal-rank fusion with the stage-1 "
        "order (0.5 = equal; default settings.retrieval.rerank_fusion, none = its order alone).")] = None,
    queries: Annotated[Path | None, typer.Option(help="JSONL file of {\"id\", \"query\"} for batch retrieval.")] = None,
    trec_out: Annotated[Path | None, typer.Option(help="With --queries: write stage1.run and stage2.run (TREC) here.")] = None,
    as_json: JsonOpt = False,
) -> None:
    """Two-stage retrieval: hybrid (or dense, or BM25) top-k1, then the top-k2 as context, reranked by the
    cross-encoder with --rerank."""
    settings = load_settings()
    from ..retrieval import open_retriever

    if (query is None) == (queries is None):
        stderr.print("[bold red]error:[/] give either a QUERY argument or --queries FILE")
        raise typer.Exit(2)
    if stage1 not in (None, "dense", "bm25", "hybrid"):
        stderr.print(f"[bold red]error:[/] --stage1 must be dense, bm25 or hybrid, not {stage1!r}")
        raise typer.Exit(2)
    if rerank_fusion is not None and not (settings.retrieval.rerank if rerank is None else rerank):
        stderr.print("[bold red]error:[/] --rerank-fusion weighs the cross-encoder's order, which only a reranking run "
                     "has: add --rerank (or set retrieval.rerank = true)")
        raise typer.Exit(2)
    if rerank_fusion is not None:
        settings = settings.model_copy(
            update={"retrieval": settings.retrieval.model_copy(update={"rerank_fusion": rerank_fusion})})
    with user_errors():
        retriever = open_retriever(index or settings.index_dir, settings, k1=k1, k2=k2, stage1=stage1, rerank=rerank)
        if query is not None:
            results = [("q", retriever.retrieve(query))]
        else:
            rows = _read_queries(queries)
            with progress_bar() as bar:
                task = bar.add_task("queries", total=len(rows), rate="")
                res = retriever.retrieve_many([r["query"] for r in rows], on_done=lambda n: bar.advance(task, n))
            results = list(zip([r["id"] for r in rows], res, strict=True))
        if trec_out:
            from ..metrics.retrieval import write_run

            trec_out.mkdir(parents=True, exist_ok=True)
            write_run({qid: [c.chunk.id for c in r.candidates] for qid, r in results}, trec_out / "stage1.run", "stage1")
            write_run({qid: [c.chunk.id for c in r.context] for qid, r in results}, trec_out / "stage2.run", "stage2")
            stderr.print(f"[green]wrote[/] {escape(str(trec_out / 'stage1.run'))} and {escape(str(trec_out / 'stage2.run'))}")
    if as_json:
        payload = [{"id": qid, **r.model_dump()} for qid, r in results]
        print_json(payload[0] if query is not None else payload)
        return
    for _, r in results:
        stdout.print(_result_table(r, retriever.k2))
        stdout.print(f"stage 1: {r.stage1}, {len(r.candidates)} candidates; stage 2: {r.reranker or 'none'}")


def _read_queries(path: Path) -> list[dict[str, str]]:
    from ..jsonl import read_jsonl_strict

    rows = []
    for n, row in read_jsonl_strict(path):
        if not str(row.get("query", "")).strip():
            raise ValueError(f"{path}:{n}: each line needs a non-empty \"query\"")
        rows.append({"id": str(row.get("id", n)), "query": str(row["query"])})
    if not rows:
        raise ValueError(f"{path}: no queries")
    return rows
