"""Offline repair's calibrated back-off (conformal factuality) on memos of labelled claims.

    nice -n 10 .venv/bin/python benchmarks/backoff.py [--claims benchmarks/work/tatqa_all_claims.jsonl]
        [--wrong-share 0.2] [--alpha 0.05,0.1,0.2] [--splits 500] [--cal-share 0.5] [--max-claims 6]
        [--seed 13] [--cache benchmarks/work/deployment_cache] [--out benchmarks/results/backoff_tatqa.json]

Input: ``--claims`` JSONL of single claims about a context, one a line, ``{"id", "query",
"contexts", "answer", "label"}`` (label 1 = correct), ids ``<question>-<variant>`` (the TAT-QA dev
claims: ``python benchmarks/deployment_rows.py --sources tatqa --per-source 100000 --out
benchmarks/work/tatqa_all_claims.jsonl``: each question's true claim and its wrong-figure,
wrong-period and wrong-item variants).

Memos: the claims about one context (same contexts) make one memo: per question, its correct
claim, or with probability ``--wrong-share`` one of its wrong variants (at most ``--max-claims``
questions, in file order); every claim keeps its label. Each memo is evaluated as the product
evaluates a memo (``deployment.score_rows``: the default memo suite, cached under ``--cache``,
then the evidence record), and each sentence gets the product's support score
(``calibration.backoff.claim_score``).

Per split (``--splits`` random halves of the memos, by context; ``--cal-share`` calibrates):
``fit_backoff`` on the calibration memos at each alpha, then each test memo is repaired by a rule
(both halves only the memos whose evidence record flags a sentence: repair acts on no other, and
``tinyrag calibrate`` calibrates on those alone)
and its **claims kept as written** are counted (a sentence whose figure a repair replaced is not
kept as written: the figure checker's measured precision covers it, not the back-off):

* ``product``: the product's repair with the certified threshold
  (``tinyrag_eval.repair.plan_repair(..., backoff=...)``: flagged sentences fixed or dropped, and
  every claim at or below the threshold dropped; a plan that would drop everything leaves nothing
  to send: an empty memo);
* ``threshold_alone``: conformal factuality as published (keep the claims scoring above the
  threshold, nothing else): the tightest test of the guarantee;
* ``flagged_only``: today's repair without a threshold (``plan_repair`` without ``backoff``): no
  guarantee.

``located``: the calibration reviews locate the wrong claims (as a reviewer's edit does);
``unlocated``: they do not (memo-level labels only: each failing memo counted at its highest
claim score). Reported per alpha and rule, averaged over splits:

* ``all_kept_correct``: share of test memos whose kept claims are all correct -- the guarantee
  says >= 1 - alpha on average over calibration sets; ``share_of_splits_below``: splits where it
  fell below 1 - alpha (a single split's share has its own sampling noise);
* ``kept_correct_share`` (correct claims kept as written), ``dropped_wrong_share`` (wrong claims
  not kept as written), ``empty_memos`` (test memos with no claim kept), ``certified_share``
  (splits with a threshold), ``threshold_median``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.calibration.backoff import ClaimMemo, claim_score, fit_backoff
from tinyrag_eval.config import get_settings
from tinyrag_eval.jsonl import iter_jsonl
from tinyrag_eval.schema import normalise_sentence

VARIANTS = ("true", "wrong_figure", "wrong_period", "wrong_item")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def question_of(row_id: str) -> tuple[str, str]:
    """(question id, variant) of a claim id ``<question>-<variant>``."""
    for v in VARIANTS:
        if row_id.endswith("-" + v):
            return row_id[: -len(v) - 1], v
    return row_id, ""


def read_claims(path: Path) -> list[dict[str, Any]]:
    """The claims of ``path``; a malformed line is a ValueError naming it."""
    out = []
    for n, row, problem in iter_jsonl(path):  # the project's JSONL reader: numbered problems, no silent drop
        if row is None:
            raise ValueError(f"{path} line {n}: not JSON ({problem})")
        if (not isinstance(row.get("id"), str) or not isinstance(row.get("answer"), str)
                or not isinstance(row.get("contexts"), list) or row.get("label") not in (0, 1)):
            raise ValueError(f"{path} line {n}: a claim needs \"id\" (str), \"contexts\" (list), \"answer\" (str) and "
                             "\"label\" (0 or 1)")
        out.append(row)
    if not out:
        raise ValueError(f"{path}: no claims")
    return out


def build_memos(claims: list[dict[str, Any]], wrong_share: float, max_claims: int, seed: int) -> list[dict[str, Any]]:
    """One memo per context (module docstring): {"id", "query", "contexts", "answer", "claims": [{"text", "label"}]}."""
    rng = random.Random(seed)
    by_context: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for c in claims:
        q, _ = question_of(str(c["id"]))
        by_context.setdefault(json.dumps(c["contexts"]), {}).setdefault(q, []).append(c)
    memos = []
    for i, (ctx, questions) in enumerate(by_context.items()):
        chosen = []
        for q, rows in list(questions.items())[:max_claims]:
            right = [r for r in rows if r["label"] == 1]
            wrong = [r for r in rows if r["label"] == 0]
            pick = rng.choice(wrong) if wrong and (not right or rng.random() < wrong_share) else rng.choice(right)
            chosen.append(pick)
        texts = [c["answer"].strip() for c in chosen]
        memos.append({"id": f"backoff-{i}", "query": chosen[0]["query"], "contexts": json.loads(ctx),
                      "answer": " ".join(texts), "label": int(all(c["label"] == 1 for c in chosen)),
                      "claims": [{"text": t, "label": int(c["label"])} for t, c in zip(texts, chosen, strict=True)]})
    return memos


def claim_memo(memo: dict[str, Any], findings: Any, *, locate: bool) -> ClaimMemo:
    """The memo's evidence-record sentences with their scores and their claims' labels (a sentence
    belongs to the claim whose text holds it); ``locate`` False: a failing memo's labels unknown."""
    claims = [(normalise_sentence(c["text"]), c["label"]) for c in memo["claims"]]
    scores, labels = [], []
    for s in findings.sentences:
        key = normalise_sentence(s.text)
        owner = next((y for t, y in claims if key and key in t), None)
        scores.append(claim_score(s))
        labels.append(owner)
    label = memo["label"]
    if not locate and label == 0:
        labels = [None] * len(labels)
    return ClaimMemo(scores=scores, labels=labels, label=label)


def kept_by_repair(memo: dict[str, Any], findings: Any, backoff: Any) -> list[bool]:
    """Per evidence-record sentence: kept as written by the product's repair (``plan_repair``)."""
    from deployment import memo_of

    from tinyrag_eval.repair import plan_repair

    plan = plan_repair(memo_of(memo), findings, backoff=backoff)
    if not plan.edits:
        return [True] * len(findings.sentences)
    if not plan.applicable:
        return [False] * len(findings.sentences)  # nothing left to send
    edited = {normalise_sentence(e.sentence) for e in plan.edits}
    return [normalise_sentence(s.text) not in edited for s in findings.sentences]


def shares(test: list[ClaimMemo], kept: list[list[bool]]) -> dict[str, float]:
    """Shares on the test memos (located labels) for their kept-as-written masks."""
    ok = empty = 0
    correct_kept = correct = wrong_dropped = wrong = 0
    for m, k in zip(test, kept, strict=True):
        ok += all(y != 0 for y, kk in zip(m.labels, k, strict=True) if kk)
        empty += not any(k)
        for y, kk in zip(m.labels, k, strict=True):
            if y == 1:
                correct += 1
                correct_kept += kk
            elif y == 0:
                wrong += 1
                wrong_dropped += not kk
    return {"all_kept_correct": ok / len(test), "empty_memos": empty / len(test),
            "kept_correct_share": correct_kept / correct if correct else math.nan,
            "dropped_wrong_share": wrong_dropped / wrong if wrong else math.nan}


def summarize(per_split: list[dict[str, Any]], alpha: float | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k in ("all_kept_correct", "empty_memos", "kept_correct_share", "dropped_wrong_share"):
        vals = [d[k] for d in per_split if not math.isnan(d[k])]
        out[k] = round(float(np.mean(vals)), 4) if vals else None
    if alpha is not None:
        out["share_of_splits_below"] = round(float(np.mean([d["all_kept_correct"] < 1 - alpha for d in per_split])), 4)
        out["certified_share"] = round(float(np.mean([d["certified"] for d in per_split])), 4)
        thr = [d["threshold"] for d in per_split if d["certified"]]
        out["threshold_median"] = round(float(np.median(thr)), 4) if thr else None
    return out


def run(a: argparse.Namespace) -> dict[str, Any]:
    from deployment import row_key, score_rows

    t0 = time.perf_counter()
    claims = read_claims(a.claims)
    memos = build_memos(claims, a.wrong_share, a.max_claims, a.seed)
    log(f"{len(claims)} claims -> {len(memos)} memos ({sum(len(m['claims']) for m in memos)} claims, "
        f"{sum(m['label'] == 0 for m in memos)} with a wrong claim)")
    settings = get_settings()
    scored = score_rows(memos, settings, a.cache, False)
    findings = [scored[row_key(m)]["evaluation"].findings for m in memos]
    located = [claim_memo(m, f, locate=True) for m, f in zip(memos, findings, strict=True)]
    unlocated = [claim_memo(m, f, locate=False) for m, f in zip(memos, findings, strict=True)]
    flagged_only = [kept_by_repair(m, f, None) for m, f in zip(memos, findings, strict=True)]
    unmatched = sum(y is None for m in located for y in m.labels)
    # repair acts only on a memo with a flagged sentence: the back-off is calibrated and tested on those
    flagged = {i for i, f in enumerate(findings) if f.flagged()}
    rng = np.random.default_rng(a.seed)
    n_cal = round(len(memos) * a.cal_share)
    splits = [rng.permutation(len(memos)) for _ in range(a.splits)]
    results: dict[str, Any] = {}
    for alpha in a.alpha:
        runs: dict[str, list[dict[str, Any]]] = {}
        plans: dict[tuple[int, Any], list[bool]] = {}  # (memo, threshold) -> kept: thresholds repeat across splits
        for order in splits:
            cal = [i for i in order[:n_cal] if i in flagged]
            test = [i for i in order[n_cal:] if i in flagged]
            for name, pool in (("located", located), ("unlocated", unlocated)):
                fit = fit_backoff([pool[i] for i in cal], alpha)
                alone = [[fit.keeps(s) for s in located[i].scores] for i in test]
                product = []
                for i in test:
                    key = (int(i), fit.threshold)
                    if key not in plans:
                        plans[key] = kept_by_repair(memos[i], findings[i], fit)
                    product.append(plans[key])
                extra = {"certified": fit.certified, "threshold": fit.threshold}
                test_memos = [located[i] for i in test]
                runs.setdefault(f"product_{name}", []).append({**shares(test_memos, product), **extra})
                runs.setdefault(f"threshold_alone_{name}", []).append({**shares(test_memos, alone), **extra})
        results[f"alpha={alpha:g}"] = {k: summarize(v, alpha) for k, v in runs.items()}
    results["flagged_only"] = summarize([shares([located[i] for i in order[n_cal:] if i in flagged],
                                               [flagged_only[i] for i in order[n_cal:] if i in flagged])
                                        for order in splits], None)
    return {"command": command_line("benchmarks/backoff.py"), "claims_file": str(a.claims), "memos": len(memos),
            "claims": sum(len(m["claims"]) for m in memos), "failing_memos": sum(m["label"] == 0 for m in memos),
            "memos_with_a_flag": len(flagged),
            "failing_memos_with_a_flag": sum(memos[i]["label"] == 0 for i in flagged),
            "sentences_without_claim_label": unmatched, "wrong_share": a.wrong_share, "splits": a.splits,
            "calibration_memos": n_cal, "test_memos": len(memos) - n_cal, "seed": a.seed, **results,
            "seconds": round(time.perf_counter() - t0, 1)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--claims", type=Path, default=ROOT / "benchmarks/work/tatqa_all_claims.jsonl")
    ap.add_argument("--wrong-share", type=float, default=0.2, help="chance a question's claim is a wrong variant")
    ap.add_argument("--alpha", type=lambda s: [float(x) for x in s.split(",")], default=[0.05, 0.1, 0.2])
    ap.add_argument("--splits", type=int, default=500)
    ap.add_argument("--cal-share", type=float, default=0.5)
    ap.add_argument("--max-claims", type=int, default=6)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--cache", type=Path, default=ROOT / "benchmarks/work/deployment_cache")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/backoff_tatqa.json")
    a = ap.parse_args(argv)
    if not a.claims.is_file():
        ap.error(f"--claims {a.claims} not found: build it with `python benchmarks/deployment_rows.py --sources tatqa "
                 "--per-source 100000 --out benchmarks/work/tatqa_all_claims.jsonl`")
    if not 0 <= a.wrong_share <= 1 or not 0 < a.cal_share < 1 or a.splits < 1 or a.max_claims < 1:
        ap.error("--wrong-share in [0, 1], --cal-share in (0, 1), --splits and --max-claims >= 1")
    if any(not 0 < x < 1 for x in a.alpha):
        ap.error("every --alpha must be in (0, 1)")
    try:
        read_claims(a.claims)
    except ValueError as exc:
        ap.error(str(exc))
    res = run(a)
    write_json(a.out, res, indent=1)
    for k, v in res.items():
        if k.startswith("alpha="):
            for rule, d in v.items():
                log(f"{k} {rule}: {json.dumps(d)}")
        elif k == "flagged_only":
            log(f"{k}: {json.dumps(v)}")
    log(f"wrote {a.out}")


if __name__ == "__main__":
    main()
