"""Rows for ``benchmarks/deployment.py`` from the public dev data in ``../shared/benchmarks``.

    nice -n 10 .venv/bin/python benchmarks/deployment_rows.py [--per-source 300] [--seed 13]
        [--sources tatqa,financebench,summedits,wice] [--out benchmarks/work/deployment_rows.jsonl]

One JSON object per memo: ``{"id", "query", "contexts": [str], "answer", "label", "source"}``
(label 1 = acceptable), plus ``kind`` (how the row was made) and, for SummEdits, ``domain``.

* ``tatqa``: the financial claims of ``benchmarks/factcheck.py`` (``build_claims``): each TAT-QA
  dev question with a numeric answer becomes "The S was A." (label 1) and its wrong-figure,
  wrong-period and wrong-item variants (label 0); query = the question, contexts = the table
  (pipe rows) and every paragraph of its context.
* ``financebench``: the open sample's 71 questions. The human gold answer with its evidence texts
  (label 1); the gold answer with every figure scaled by a seeded factor in [0.6, 0.85] or
  [1.15, 1.5] (label 0, only when the answer has a figure); another question's gold answer about
  the same company, with this question's evidence (label 0: not supported by it / off topic).
* ``summedits``: the six dev domains (``summedits_<domain>.json``), the same number of rows from
  each; query "Summarize the document.", contexts [doc], answer = summary, the human label.
* ``wice``: dev claims; label 1 = supported (partially / not supported = 0); the evidence
  sentences joined into one passage by blank lines (as ``benchmarks/memo_metrics.py``).

``--from-feature-rows FILE`` instead converts a file of precomputed feature rows (one JSON
object per memo with ``label``, ``dataset`` such as ``summedits/podcast`` or ``wice/dev``, and
feature columns, e.g. ``benchmarks/results/memo_metrics_rows.jsonl``: the nine groundedness
signals version 1 of the shipped grounded calibrator was fitted on, for all 3,543 SummEdits and WiCE dev rows)
into rows with a ``features`` dict, which the deployment benchmark uses without scoring; source =
the dataset's first part, domain = its second. The ``numeric`` column is renamed
``numeric_consistency`` (its metric's name).

With ``--model-free-checks`` each converted row also gets today's checks that need no model,
computed by the product on the row's texts from ``../shared/benchmarks``
(``tinyrag_eval.evaluation.evaluate`` with the memo metrics ``copy_support``,
``numeric_consistency`` and ``fact_verification``, then the evidence record): the grounded
criterion's figure and near-copy features (``calibration.features.FIGURE_FEATURES`` and
``copy_mean``, ``copy_min``, ``copy_supported_share``) beside the precomputed prose signals. Not
``flagged_share``: the evidence record flags sentences on the NLI too, which is not recomputed.

``--per-source N`` keeps a seeded sample of at most N rows per source (SummEdits: N / 6 per
domain). ``--acceptable-share X`` (with ``--sources``, e.g. ``tatqa``) instead draws about X of
the N rows from the acceptable ones (as many as there are) and the rest from the failing ones: the
deployment benchmark draws failing memos at ``--failure-rate`` 0.1, so 400 reviews need about 450
acceptable rows per source (``--per-source 700 --acceptable-share 0.7`` for TAT-QA). The rows are written round-robin over the sources (each source's rows in their seeded
order), so that the first K lines are a balanced sample too: a scoring run cut short on a slow
machine leaves a usable, balanced prefix (``head -n K``). No row is tuned on: the deployment
benchmark fits only on the labels it draws.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "benchmarks"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

SOURCES = ("tatqa", "financebench", "summedits", "wice")
SOURCE_SPLIT = {"tatqa": "dev", "wice": "dev", "financebench": "open_sample"}
"""The split each single-domain source's rows are read from (SummEdits rows carry their domain)."""
SUMMEDITS_DOMAINS = ("podcast", "qmsumm", "sales_call", "sales_email", "samsum", "scitldr")
_FIGURE = re.compile(r"(?<![\w.])\$?\(?-?\d[\d,]*\.?\d*\)?%?")


def _sample(rows: list[dict[str, Any]], n: int, rng: random.Random) -> list[dict[str, Any]]:
    rows = list(rows)
    rng.shuffle(rows)
    return rows[:n]


def tatqa_rows(seed: int) -> list[dict[str, Any]]:
    from factcheck import build_claims

    return [{"id": f"tatqa-{c['uid']}-{c['variant']}", "query": c["question"], "contexts": c["contexts"],
             "answer": c["claim"], "label": int(bool(c["label"])), "source": "tatqa", "kind": c["variant"]}
            for c in build_claims(seed)]


def _perturb_figures(text: str, rng: random.Random) -> str | None:
    """Every figure of ``text`` (not a year) scaled by one seeded factor; None without a figure."""
    from factcheck import cell_number, fmt_like

    factor = rng.choice([rng.uniform(0.6, 0.85), rng.uniform(1.15, 1.5)])
    changed = False

    def swap(m: re.Match[str]) -> str:
        nonlocal changed
        tok = m.group()
        v = cell_number(tok)
        if v is None or (tok.isdigit() and len(tok) == 4 and 1900 <= int(tok) <= 2100):
            return tok
        changed = True
        return fmt_like(-v * factor if tok.startswith(("-", "(")) else v * factor, tok)

    out = _FIGURE.sub(swap, text)
    return out if changed and out != text else None


def financebench_rows(seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    qs = [json.loads(line) for line in (SHARED / "financebench/questions.jsonl").read_text().splitlines() if line.strip()]
    rows: list[dict[str, Any]] = []
    for q in qs:
        ctx = [e["evidence_text"] for e in q["evidence"] if e.get("evidence_text", "").strip()]
        if not ctx or not str(q.get("answer") or "").strip():
            continue
        base = {"query": q["question"], "contexts": ctx, "source": "financebench"}
        qid = q["financebench_id"]
        rows.append({**base, "id": f"fb-{qid}-gold", "answer": q["answer"], "label": 1, "kind": "gold"})
        wrong = _perturb_figures(q["answer"], rng)
        if wrong is not None:
            rows.append({**base, "id": f"fb-{qid}-wrong_figure", "answer": wrong, "label": 0, "kind": "wrong_figure"})
        others = [o for o in qs if o["company"] == q["company"] and o["financebench_id"] != qid
                  and str(o.get("answer") or "").strip() and o["answer"] != q["answer"]]
        if others:
            o = rng.choice(others)
            rows.append({**base, "id": f"fb-{qid}-other_answer", "answer": o["answer"], "label": 0,
                         "kind": "other_answer"})
    return rows


def summedits_rows(seed: int, per_domain: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    for d in SUMMEDITS_DOMAINS:
        data = json.loads((SHARED / f"summedits/summedits_{d}.json").read_text())
        for r in _sample(data, per_domain, rng):
            rows.append({"id": f"summedits-{d}-{r['id']}", "query": "Summarize the document.", "contexts": [r["doc"]],
                         "answer": r["summary"], "label": int(r["label"]), "source": "summedits", "domain": d,
                         "kind": "human"})
    return rows


def wice_rows() -> list[dict[str, Any]]:
    rows = []
    for i, line in enumerate((SHARED / "wice/dev.jsonl").read_text().splitlines()):
        if not line.strip():
            continue
        r = json.loads(line)
        rows.append({"id": f"wice-{i}", "query": "Is the claim supported by the evidence?",
                     "contexts": ["\n\n".join(r["evidence"])], "answer": r["claim"],
                     "label": int(r["label"] == "supported"), "source": "wice", "kind": r["label"]})
    return rows


def _sample_share(rows: list[dict[str, Any]], n: int, share: float | None, rng: random.Random) -> list[dict[str, Any]]:
    """``n`` rows, about ``share`` of them acceptable (as many as there are); ``share`` None: uniform."""
    if share is None:
        return _sample(rows, n, rng)
    acc = _sample([r for r in rows if r["label"] == 1], round(share * n), rng)
    fail = _sample([r for r in rows if r["label"] != 1], n - len(acc), rng)
    return _sample(acc + fail, len(acc) + len(fail), rng)


def build(sources: list[str], per_source: int, seed: int, acceptable_share: float | None = None) -> list[dict[str, Any]]:
    per: list[list[dict[str, Any]]] = []
    for s in sources:
        rng = random.Random(f"{seed}:{s}")
        if s == "tatqa":
            rows = _sample_share(tatqa_rows(seed), per_source, acceptable_share, rng)
        elif s == "financebench":
            rows = _sample_share(financebench_rows(seed), per_source, acceptable_share, rng)
        elif s == "summedits":
            rows = summedits_rows(seed, max(1, per_source // len(SUMMEDITS_DOMAINS)))
        elif s == "wice":
            rows = _sample_share(wice_rows(), per_source, acceptable_share, rng)
        else:
            raise SystemExit(f"unknown source {s!r}; known: {', '.join(SOURCES)}")
        if s == "summedits":  # the domains interleaved too
            rows = [r for group in zip(*[[x for x in rows if x["domain"] == d] for d in SUMMEDITS_DOMAINS],
                                       strict=False) for r in group]
        per.append(rows)
    out: list[dict[str, Any]] = []
    for i in range(max(len(rows) for rows in per)):  # round-robin over the sources
        out += [rows[i] for rows in per if i < len(rows)]
    return out


def feature_rows(path: Path) -> list[dict[str, Any]]:
    out = []
    for line in Path(path).read_text().splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        ds = str(r.pop("dataset", "all"))
        label = int(r.pop("label"))
        rid = str(r.pop("id", len(out)))
        feats = {("numeric_consistency" if k == "numeric" else k): v for k, v in r.items()
                 if v is None or (isinstance(v, int | float) and not isinstance(v, bool))}
        src, _, dom = ds.partition("/")
        out.append({"id": f"{ds}-{rid}", "label": label, "source": src, "domain": dom, "features": feats})
    return out


MODEL_FREE_METRICS = ("copy_support", "numeric_consistency", "fact_verification")
MODEL_FREE_FEATURES = ("fact_verification", "numeric_consistency", "figures_supported_share", "figures_contradicted",
                       "figures_unsupported_share", "copy_mean", "copy_min", "copy_supported_share", "new_names",
                       "new_dates")


def with_model_free_checks(rows: list[dict[str, Any]], every: int = 250) -> list[dict[str, Any]]:
    """``MODEL_FREE_FEATURES`` added to each converted row's ``features``, computed by the product
    (``evaluate`` with the model-free memo metrics, then the evidence record) on the row's texts."""
    import time

    from memo_metrics import summedits_rows, wice_rows

    from tinyrag_eval.calibration.features import criterion_features
    from tinyrag_eval.config import get_settings
    from tinyrag_eval.evaluation import MetricsCheck, evaluate
    from tinyrag_eval.metrics.memo import MemoEvaluator, MemoInput

    if not SHARED.is_dir():
        raise SystemExit(f"{SHARED} not found: --model-free-checks reads the rows' texts from ../shared/benchmarks")
    texts: dict[str, dict[str, Any]] = {}
    for d in SUMMEDITS_DOMAINS:
        texts.update({f"summedits/{d}-{r['id']}": r for r in summedits_rows(SHARED, d)})
    texts.update({f"wice/dev-{r['id']}": r for r in wice_rows(SHARED)})
    check = MetricsCheck(MemoEvaluator(get_settings(), MODEL_FREE_METRICS))
    t0 = time.perf_counter()
    for i, r in enumerate(rows, 1):
        t = texts.get(r["id"])
        if t is None:
            raise SystemExit(f"row {r['id']} not found in {SHARED} (--model-free-checks knows SummEdits and WiCE dev)")
        ev = evaluate(MemoInput(id=r["id"], query=t["query"], contexts=t["contexts"], answer=t["answer"]), [check])
        r["features"].update(criterion_features("grounded", ev, features=MODEL_FREE_FEATURES))
        if i % every == 0:
            print(f"model-free checks: {i}/{len(rows)} ({(time.perf_counter() - t0) / i:.2f} s/memo)", flush=True)
    return rows


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sources", default=",".join(SOURCES))
    ap.add_argument("--per-source", type=int, default=300)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/work/deployment_rows.jsonl")
    ap.add_argument("--acceptable-share", type=float, default=None,
                    help="Draw about this share of each source's rows from its acceptable ones (default: uniform).")
    ap.add_argument("--from-feature-rows", type=Path, default=None)
    ap.add_argument("--model-free-checks", action="store_true",
                    help="With --from-feature-rows: add today's figure and near-copy features (no model needed).")
    a = ap.parse_args(argv)
    if a.model_free_checks and a.from_feature_rows is None:
        ap.error("--model-free-checks goes with --from-feature-rows")
    if a.acceptable_share is not None and not 0 < a.acceptable_share < 1:
        ap.error("--acceptable-share must be in (0, 1)")
    if a.from_feature_rows is not None:
        rows = feature_rows(a.from_feature_rows)
        if a.model_free_checks:
            rows = with_model_free_checks(rows)
    elif not SHARED.is_dir():
        raise SystemExit(f"{SHARED} not found: the dev data lives in ../shared/benchmarks")
    else:
        rows = build([s.strip() for s in a.sources.split(",") if s.strip()], a.per_source, a.seed,
                     a.acceptable_share)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    with a.out.open("w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts: dict[str, list[int]] = {}
    for r in rows:
        c = counts.setdefault(r["source"], [0, 0])
        c[r["label"]] += 1
    for s, (neg, pos) in counts.items():
        print(f"{s}: {neg + pos} rows ({pos} acceptable, {neg} failing)")
    print(f"wrote {len(rows)} rows to {a.out}")


if __name__ == "__main__":
    main()
