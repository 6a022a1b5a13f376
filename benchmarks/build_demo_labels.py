"""Build ``tinyrag_eval/data/demo_labels.jsonl``: ILLUSTRATIVE calibration labels for the demo.

For each demo question of the bundled (fictional) sample corpus this writes memos made of context
sentences (label 1 = acceptable) and the same memos with a figure changed or a claim no filing
makes (label 0), measures each with the workflow's memo metrics against the retrieved context and
stores the machine scores with the label. The labels are ours, written for the sample corpus so
the demo can show calibrated decisions; they say nothing about real reviewers. Real deployments
calibrate on their own reviewers' verdicts (`tinyrag queue` + `tinyrag calibrate --from-store`).

    .venv/bin/python benchmarks/build_demo_labels.py      # ~2 min on a laptop CPU
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from tinyrag_eval.calibration.from_store import DEFAULT_FEATURES, calibration_features
from tinyrag_eval.config import Settings
from tinyrag_eval.ingest import ingest
from tinyrag_eval.metrics.memo import MemoEvaluator, MemoInput
from tinyrag_eval.metrics.text import split_sentences
from tinyrag_eval.retrieval import open_retriever
from tinyrag_eval.sample import DEMO_QUERIES, sample_corpus_dir

OUT = Path(__file__).resolve().parents[1] / "tinyrag_eval" / "data" / "demo_labels.jsonl"
INVENTED = [
    "The bank plans to enter the German mortgage market in 2026.",
    "Management expects the CET1 ratio to double by 2027.",
    "The regulator has approved a special dividend of £500 million.",
    "All office loans are fully guaranteed by the government.",
]


def _bump(sentence: str) -> str | None:
    """The sentence with its first figure changed (an unsupported number), or None."""
    m = re.search(r"\d+(?:\.\d+)?", sentence)
    if not m:
        return None
    v = m.group(0)
    new = str(round(float(v) * 1.37 + 3, 1 if "." in v else 0)).removesuffix(".0")
    return sentence[: m.start()] + new + sentence[m.end():]


def main() -> None:
    settings = Settings()
    with tempfile.TemporaryDirectory() as tmp:
        idx = Path(tmp) / "index"
        ingest([sample_corpus_dir()], idx, settings)
        retriever = open_retriever(idx, settings)
        evaluator = MemoEvaluator(settings)
        rows = []
        for qi, q in enumerate(DEMO_QUERIES):
            res = retriever.retrieve(q["query"])
            contexts = [sc.chunk.text for sc in res.context]
            sents = [s for sc in res.context[:3] for s in split_sentences(" ".join(sc.chunk.text.split()))
                     if len(s.split()) >= 6 and not s.startswith(("#", "|"))]
            memos: list[tuple[str, int, str]] = []
            for k in range(4):
                good = sents[k: k + 3]
                if len(good) < 2:
                    continue
                memos.append((" ".join(good), 1, "context sentences"))
                bumped = [_bump(s) or s for s in good]
                if bumped != good:
                    memos.append((" ".join(bumped), 0, "a figure changed"))
                memos.append((" ".join([*good[:2], INVENTED[(qi + k) % len(INVENTED)]]), 0, "an invented claim"))
            for n, (text, label, kind) in enumerate(memos):
                ev = evaluator.evaluate(MemoInput(id=f"{q['id']}-{n}", query=q["query"], contexts=contexts, answer=text))
                cf = calibration_features(ev)
                feats = {f: cf.get(f) for f in DEFAULT_FEATURES}
                rows.append({"id": f"{q['id']}-{n}", "query": q["query"], "memo": text, "kind": kind,
                             "label": label, **feats})
                print(q["id"], n, label, kind, {k: None if v is None else round(v, 3) for k, v in feats.items()})
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} rows -> {OUT}")


if __name__ == "__main__":
    main()
