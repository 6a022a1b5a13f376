"""Relevance labels from real question/answer data, and their machine scores (one JSON line per row).

    nice -n 10 .venv/bin/python benchmarks/relevance_rows.py [--per-context 1] [--seed 13]
        [--out benchmarks/results/relevance_rows.jsonl]

Data (read-only, ``../shared/benchmarks``): TAT-QA dev (MIT) and FinanceBench's open sample
(CC BY-NC 4.0, research use). A "memo" is a human-written gold answer; the query is a question
on the same document; the context is the question's document (TAT-QA: its table, one line per
row, and its paragraphs) or evidence pages (FinanceBench). Per question ``q`` (TAT-QA: at most
``--per-context`` questions per context, seeded):

- ``gold``: q's gold answer -> relevant (1);
- ``other``: the gold answer of another question on the same document (FinanceBench: same
  company) with a different answer -> grounded but off topic (0);
- ``truncated``: q's answer cut to its first 40 % of words (answers of 5+ words only) -> empty of
  substance (0);
- ``padded_other``: the other answer followed by two sentences of the document that q's
  evidence does not use (the heading-glued extract of the issue) -> off topic (0);
- ``padded_gold``: q's answer followed by the same two sentences -> relevant (1);
- ``evidenced_gold``: q's answer followed by the first two sentences of the evidence the
  annotators marked for it (TAT-QA ``rel_paragraphs``; FinanceBench: the human-written
  ``justification``) -> relevant (1): an answer with its support, the shape of a memo;
- ``evidenced_other``: the other question's answer with *its* evidence, the same way -> grounded
  in the same document but off topic (0).

The labels of ``gold`` and ``other`` come from the human question/answer pairing; the variants'
labels follow the rules above. Scores: ``answer_relevancy`` (mean, minimax, max over the memo's
sentences), ``context_relevancy`` (the project's embedding metrics over the bundled MiniLM),
``reranker_score`` (the project's reranker on (query, memo), as a probability) and
``key_term_coverage`` (share of the query's key terms in the memo). No text is written: ids,
group (document), dataset, variant, label and the scores. Synthetic-question relevancy
(``response_relevancy``) needs one LLM generation per row and is left out (see the card).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("OMP_NUM_THREADS", "1")  # one thread: measured 3-6x faster than two on the busy shared machine


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def render_tatqa(q: dict[str, Any]) -> str:
    a = q["answer"]
    text = "; ".join(str(x) for x in a) if isinstance(a, list) else str(a)
    scale = q.get("scale") or ""
    if scale == "percent" and not text.endswith("%"):
        text += "%"
    elif scale and scale != "percent":
        text += f" {scale}"
    return text.strip()


def table_lines(table: list[list[str]]) -> list[str]:
    out = []
    for row in table:
        cells = [c.strip() for c in row if c and c.strip()]
        if len(cells) >= 2:
            out.append(f"{cells[0]}: " + " | ".join(cells[1:]) + ".")
    return out


def truncate(text: str) -> str | None:
    words = text.split()
    return None if len(words) < 5 else " ".join(words[: max(1, math.ceil(0.4 * len(words)))])


def evidence(q: dict[str, Any], paras: dict[str, str]) -> str:
    """The paragraphs the annotators marked as q's evidence (``rel_paragraphs``), joined."""
    return " ".join(paras[k] for k in (q.get("rel_paragraphs") or []) if k in paras)


def tatqa_items(shared: Path, per_context: int, rng: random.Random) -> list[dict[str, Any]]:
    data = json.loads((shared / "tatqa" / "tatqa_dataset_dev.json").read_text())
    items = []
    for ci, ctx in enumerate(data):
        paras = {str(p["order"]): p["text"].strip() for p in ctx["paragraphs"]}
        contexts = ["\n".join(table_lines(ctx["table"]["table"]))] + [paras[k] for k in sorted(paras, key=int)]
        qs = [q for q in ctx["questions"] if render_tatqa(q)]
        if len(qs) < 2:
            continue
        chosen = rng.sample(qs, min(per_context, len(qs)))
        for q in chosen:
            others = [o for o in qs if o is not q and render_tatqa(o).lower() != render_tatqa(q).lower()]
            if not others:
                continue
            o = rng.choice(others)
            used = set(q.get("rel_paragraphs") or [])
            pad_src = [paras[k] for k in sorted(paras, key=int) if k not in used]

            items.append({"dataset": "tatqa", "group": f"tatqa-{ci}", "id": q.get("uid", f"{ci}-{len(items)}"),
                          "query": q["question"], "contexts": contexts, "gold": render_tatqa(q),
                          "other": render_tatqa(o), "pad_source": pad_src, "answer_type": q["answer_type"],
                          "gold_evidence": evidence(q, paras), "other_evidence": evidence(o, paras)})
    return items


def financebench_items(shared: Path, rng: random.Random) -> list[dict[str, Any]]:
    qs = [json.loads(x) for x in (shared / "financebench" / "questions.jsonl").read_text().splitlines() if x.strip()]
    items = []
    for q in qs:
        others = [o for o in qs if o["company"] == q["company"] and o is not q
                  and o["answer"].strip().lower() != q["answer"].strip().lower()]
        if not others:
            continue
        o = rng.choice(others)
        contexts = [e["evidence_text"] for e in q["evidence"] if e.get("evidence_text", "").strip()]
        pad_src = [e["evidence_text"] for e in o["evidence"] if e.get("evidence_text", "").strip()]
        items.append({"dataset": "financebench", "group": f"financebench-{q['company']}", "id": q["financebench_id"],
                      "query": q["question"], "contexts": contexts, "gold": q["answer"].strip(),
                      "other": o["answer"].strip(), "pad_source": pad_src, "answer_type": q["question_type"],
                      "gold_evidence": (q.get("justification") or "").strip(),
                      "other_evidence": (o.get("justification") or "").strip()})
    return items


def variants(item: dict[str, Any], rng: random.Random) -> list[tuple[str, str, int]]:
    from tinyrag_eval.metrics.text import split_sentences

    out = [("gold", item["gold"], 1), ("other", item["other"], 0)]
    t = truncate(item["gold"])
    if t:
        out.append(("truncated", t, 0))
    pad = [s for p in item["pad_source"] for s in split_sentences(p) if len(s.split()) >= 4]
    if len(pad) >= 2:
        two = " ".join(rng.sample(pad, 2))
        out += [("padded_other", f"{item['other']} {two}", 0), ("padded_gold", f"{item['gold']} {two}", 1)]
    ev = {k: " ".join(split_sentences(item.get(f"{k}_evidence", ""))[:2]) for k in ("gold", "other")}
    if ev["gold"] and ev["other"]:
        out += [("evidenced_gold", f"{item['gold'].rstrip('.')}. {ev['gold']}", 1),
                ("evidenced_other", f"{item['other'].rstrip('.')}. {ev['other']}", 0)]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--per-context", type=int, default=1, help="TAT-QA questions per context (seeded sample)")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "relevance_rows.jsonl")
    args = ap.parse_args()
    if not args.shared.is_dir():
        sys.exit(f"{args.shared} not found: this benchmark needs ../shared/benchmarks (TAT-QA, FinanceBench)")
    import torch

    torch.set_num_threads(1)
    from tinyrag_eval.calibration.features import (
        evaluation_feature,
        key_term_coverage,
        reranker_scores,
    )
    from tinyrag_eval.config import Settings
    from tinyrag_eval.schema import Evaluation

    rng = random.Random(args.seed)
    items = tatqa_items(args.shared, args.per_context, rng) + financebench_items(args.shared, rng)
    log(f"{len(items)} questions")
    settings = Settings()
    from dataclasses import replace

    from tinyrag_eval.lru import LRU
    from tinyrag_eval.metrics import semantic
    from tinyrag_eval.metrics.text import SegmentedInput, split_sentences
    from tinyrag_eval.metrics.vectors import TextVectors

    shared: LRU[str, Any] = LRU(50_000)
    t0 = time.perf_counter()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with args.out.open("w", buffering=1) as fh:
        for i, it in enumerate(items, 1):
            vs = variants(it, rng)
            rr = reranker_scores([(it["query"], memo) for _, memo, _ in vs], settings)
            # the query and context are split and embedded once per question; only the memo changes
            base = SegmentedInput.build(it["query"], it["contexts"], "")
            vecs = TextVectors(settings, shared=shared)
            vecs.add([*base.query_sentences, *base.context_sentences])
            cr = semantic.context_relevancy(base, vecs)
            for (name, memo, label), r in zip(vs, rr, strict=True):
                seg = replace(base, answer=memo, answer_sentences=split_sentences(memo))
                vecs.add(seg.answer_sentences)
                ev = Evaluation(memo_id="row", metrics={"answer_relevancy": semantic.answer_relevancy(seg, vecs),
                                                        "context_relevancy": cr})
                row = {"dataset": it["dataset"], "group": it["group"], "id": f"{it['id']}:{name}", "variant": name,
                       "answer_type": it["answer_type"], "label": label, "memo_words": len(memo.split()),
                       "reranker_score": round(r, 5), "key_term_coverage": key_term_coverage(it["query"], memo)}
                for f in ("answer_relevancy", "answer_relevancy_min", "answer_relevancy_max", "context_relevancy"):
                    v = evaluation_feature(ev, f)
                    row[f] = None if v is None else round(v, 5)
                fh.write(json.dumps(row) + "\n")
                n += 1
            if i % 50 == 0:
                log(f"{i}/{len(items)} questions, {n} rows, {n / (time.perf_counter() - t0):.1f} rows/s")
    log(f"wrote {n} rows to {args.out} in {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
