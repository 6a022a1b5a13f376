"""Speed of the non-LLM memo metric suite on FinanceBench-sized memos, exhaustive vs pruned NLI.

    .venv/bin/python benchmarks/memo_speed.py [--memos 20] [--seed 13] [--out benchmarks/results/memo_speed.json]

Inputs are built deterministically from ``../shared/benchmarks/financebench/questions.jsonl``
(read-only; nothing is copied):

* **Questions**: the first ``--memos`` questions after a shuffle seeded by ``--seed``; two more
  (the next two in that order) build the warm-up memos. ``query`` = the question.
* **Contexts**: 8 chunks of about 512 tokens. Every question's ``evidence_text_full_page``
  strings are cut into pieces of at most 2,000 characters (about 500 tokens), cutting at the
  last line break (else space) before the limit; pieces under 200 characters are dropped unless
  a page has no other. A question's own pieces come first (in evidence order); when it has
  fewer than 8, the rest are pieces of other questions' pages, drawn with
  ``random.Random(f"{seed}-{i}")`` (never a piece whose text the memo already has).
* **Answer**: a memo of 15-25 sentences (count drawn from the same generator), joined with
  spaces. About 70% are *supported*: prose sentences of the memo's own context chunks (>= 8
  words, >= 60% letters, <= 60 words), plus table rows of those chunks rewritten as "<row
  label> was <first figure>." The other ~30% are *unsupported*, alternately (a) a supported
  sentence with every figure changed (non-year numbers multiplied by 1.1-1.9 with the same
  format, else the year shifted by 3) and (b) a prose sentence from a page of another company
  that is not in the context. The unsupported sentences sit at positions drawn from the
  generator. Each memo records which sentences were altered, and the report gives the NLI
  flag rate on supported vs unsupported sentences as a side check.

Method: a warm-up evaluates 2 memos with each evaluator (not timed) so every model is loaded.
Then every memo is evaluated with the default suite (``DEFAULT_METRICS``: embedding metrics,
NLI groundedness and decision boundary, numeric consistency; no LLM) twice: pruned NLI
(``nli_top_m=8``, the default; all memos first) and exhaustive NLI (``nli_top_m=None``). Per
configuration: memos/minute, mean/median/p95 seconds per memo, mean seconds per metric group
(``MemoEvaluator.last_timings``: ``segmentation``, the one batched ``embedding`` call, each
metric group; ``other`` is the rest of the wall time). Each configuration has its own evaluator
(its own embedding and NLI-pair caches) and the sentence-split cache is cleared before every
timed evaluation, so every timed memo is cold: nothing is reused across memos or configurations.
NLI pairs scored. Agreement of pruned
with exhaustive NLI: share of answer sentences whose flagged status is the same, mean absolute
difference of per-sentence entailment, and |delta| of the memo-level ``nli_groundedness``
(mean and max over memos). ``--variant NAME:KEY=VALUE,...`` times more configurations (e.g.
shorter premises, fewer candidates), each compared with the default the same way. Target: <= 1.5 s
per memo (mean, pruned/default configuration) on
this machine; the JSON says whether it was met and by how much. When the NLI model is missing
the NLI metrics are invalid ("NLI model unavailable: ..."): the timings then exclude NLI and the
agreement is reported as unavailable with that reason.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import sys
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.config import Settings
from tinyrag_eval.metrics.memo import DEFAULT_METRICS, MemoEvaluator, MetricOptions
from tinyrag_eval.metrics.text import split_sentences, split_sentences_cached
from tinyrag_eval.models import describe_models
from tinyrag_eval.schema import Evaluation

CHUNKS = 8
PIECE_CHARS = 2000
MIN_PIECE_CHARS = 200
MEMO_SENTENCES = (15, 25)
UNSUPPORTED_SHARE = 0.3
TARGET_SECONDS = 1.5  # issue 13's target for the full non-LLM suite on 2 cores
WARMUP = 2

_NUMBER = re.compile(r"(?<![\w.,-])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w-])")
_MONTH = re.compile(r"(?:January|February|March|April|May|June|July|August|September|October|November"
                    r"|December)\s*$", re.IGNORECASE)
_NOT_A_LABEL = re.compile(r"\b(?:note|item|page|section|part|exhibit|rule|form|no\.?)$", re.IGNORECASE)
_YEAR = re.compile(r"^(19|20)\d\d$")
_ROW = re.compile(r"^(?P<label>[A-Za-z][A-Za-z ,&'()/-]{3,80}?)\s+\$?\s*\(?(?P<num>\d[\d,]*(?:\.\d+)?)\)?")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


# ---------------------------------------------------------------------------------------------
# inputs


def cut_pieces(page: str, size: int = PIECE_CHARS) -> list[str]:
    """Pieces of at most ``size`` characters, cut at the last line break (else space) before it."""
    text, out = page.strip(), []
    while len(text) > size:
        cut = text.rfind("\n", 0, size)
        if cut < size // 2:
            cut = text.rfind(" ", 0, size)
        if cut <= 0:
            cut = size
        out.append(text[:cut].strip())
        text = text[cut:].strip()
    if text:
        out.append(text)
    kept = [p for p in out if len(p) >= MIN_PIECE_CHARS]
    return kept or out[:1]


def prose(sentences: list[str]) -> list[str]:
    out = []
    for s in sentences:
        words = s.split()
        if 8 <= len(words) <= 60 and sum(c.isalpha() for c in s) / len(s) >= 0.6:
            out.append(s if s[-1] in ".!?" else s + ".")
    return out


def row_sentences(sentences: list[str]) -> list[str]:
    """Table rows ("Total inventories 5,280 5,372") as "Total inventories was 5,280."."""
    out = []
    for s in sentences:
        m = _ROW.match(s)
        if m and len(s.split()) <= 25 and not prose([s]):
            label = " ".join(m.group("label").split()).strip(" ,-/(")
            if len(label.split()) >= 2 and not _NOT_A_LABEL.search(label):
                out.append(f"{label[0].upper()}{label[1:]} was {m.group('num')}.")
    return out


def change_figures(sentence: str, rng: random.Random) -> str | None:
    """The sentence with every figure changed (same format), except years and the days of dates;
    with no such figure, its first year moved by 3; ``None`` when nothing can change."""
    def alter(m: re.Match[str]) -> str:
        raw = m.group(0)
        digits = raw.replace(",", "")
        if _YEAR.match(raw) or _MONTH.search(m.string[: m.start()]):
            return raw  # years (moved below when nothing else changes) and days of dates
        value = float(digits) * rng.uniform(1.1, 1.9)
        decimals = len(digits.split(".")[1]) if "." in digits else 0
        return f"{value:,.{decimals}f}" if "," in raw else f"{value:.{decimals}f}"

    new = _NUMBER.sub(alter, sentence)
    if new == sentence:
        new = _NUMBER.sub(lambda m: str(int(m.group(0)) + 3) if _YEAR.match(m.group(0)) else m.group(0),
                          sentence, count=1)
    return new if new != sentence else None


def build_memos(questions: list[dict[str, Any]], n: int, seed: int) -> list[dict[str, Any]]:
    pieces = {q["financebench_id"]: [p for e in q["evidence"] for p in cut_pieces(e["evidence_text_full_page"])]
              for q in questions}
    order = sorted(questions, key=lambda q: q["financebench_id"])
    random.Random(seed).shuffle(order)
    chosen = [order[i % len(order)] for i in range(n + WARMUP)]
    all_pieces = [(q["financebench_id"], q["company"], p) for q in order for p in pieces[q["financebench_id"]]]
    cache: dict[str, list[str]] = {}

    def sentences_of(piece: str) -> list[str]:
        if piece not in cache:
            cache[piece] = split_sentences(piece)
        return cache[piece]

    memos = []
    for i, q in enumerate(chosen):
        rng = random.Random(f"{seed}-{i}")
        qid = q["financebench_id"]
        contexts = list(dict.fromkeys(pieces[qid]))[:CHUNKS]
        fill = [p for fid, _c, p in all_pieces if fid != qid]
        rng.shuffle(fill)
        for p in fill:
            if len(contexts) >= CHUNKS:
                break
            if p not in contexts:
                contexts.append(p)
        sents = [s for c in contexts for s in sentences_of(c)]
        supported = list(dict.fromkeys(prose(sents) + row_sentences(sents)))
        with_figures = [s for s in supported if _NUMBER.search(s)]
        context_words = " ".join(" ".join(contexts).split())
        foreign = list(dict.fromkeys(s for fid, company, p in all_pieces
                                     if fid != qid and company != q["company"]
                                     for s in prose(sentences_of(p)) if s.rstrip(".") not in context_words))
        k = rng.randint(*MEMO_SENTENCES)
        n_bad = round(UNSUPPORTED_SHARE * k)
        picks = (rng.sample(supported, k - n_bad) if len(supported) >= k - n_bad
                 else [rng.choice(supported) for _ in range(k - n_bad)]) if supported else []
        bad: list[tuple[str, str]] = []
        for j in range(n_bad):
            changed = change_figures(rng.choice(with_figures), rng) if with_figures and j % 2 == 0 else None
            if changed:
                bad.append((changed, "figures changed"))
            elif foreign:
                bad.append((rng.choice(foreign), "other company's page"))
        sentences = [(s, "supported") for s in picks]
        for s, kind in bad:
            sentences.insert(rng.randint(0, len(sentences)), (s, kind))
        memos.append({
            "id": f"{qid}-memo", "question_id": qid, "company": q["company"], "query": q["question"],
            "contexts": contexts, "answer": " ".join(s for s, _ in sentences),
            "sentences": [{"text": s, "kind": kind} for s, kind in sentences],
            "own_pieces": min(len(pieces[qid]), CHUNKS),
        })
    return memos


# ---------------------------------------------------------------------------------------------
# running


def time_config(name: str, evaluator: MemoEvaluator, memos: list[dict[str, Any]]) -> tuple[list[dict[str, Any]],
                                                                                             list[Evaluation]]:
    runs, evals = [], []
    for i, m in enumerate(memos, 1):
        split_sentences_cached.cache_clear()  # cold: the other configuration split these texts already
        t0 = time.perf_counter()
        ev = evaluator.evaluate({"id": m["id"], "query": m["query"], "contexts": m["contexts"], "answer": m["answer"]})
        seconds = time.perf_counter() - t0
        tim = dict(evaluator.last_timings)  # segmentation, embedding, each metric group
        tim["other"] = round(max(0.0, seconds - sum(tim.values())), 4)
        nli = ev.metrics.get("nli_groundedness")
        runs.append({"memo": m["id"], "seconds": round(seconds, 4), "timings": tim,
                     "embedded_texts": evaluator.last_embedded,
                     "nli_pairs_scored": nli.details.get("pairs_scored") if nli and not nli.invalid else None,
                     "nli_pairs_exhaustive": nli.details.get("pairs_exhaustive") if nli and not nli.invalid else None})
        evals.append(ev)
        log(f"  {name}: memo {i}/{len(memos)} {seconds:.2f} s {json.dumps(tim)}")
    return runs, evals


def summarise(runs: list[dict[str, Any]]) -> dict[str, Any]:
    secs = np.array([r["seconds"] for r in runs])
    groups = sorted({k for r in runs for k in r["timings"]})
    pairs = [r["nli_pairs_scored"] for r in runs if r["nli_pairs_scored"] is not None]
    return {
        "memos": len(runs),
        "memos_per_minute": round(60 * len(runs) / secs.sum(), 2),
        "mean_s": round(float(secs.mean()), 3),
        "median_s": round(float(np.median(secs)), 3),
        "p95_s": round(float(np.percentile(secs, 95)), 3),
        "max_s": round(float(secs.max()), 3),
        "per_metric_mean_s": {g: round(float(np.mean([r["timings"].get(g, 0.0) for r in runs])), 4) for g in groups},
        "nli_pairs_scored_mean": round(float(np.mean(pairs)), 1) if pairs else None,
        "nli_pairs_scored_total": int(sum(pairs)) if pairs else None,
    }


def agreement(pruned: list[Evaluation], exhaustive: list[Evaluation]) -> dict[str, Any]:
    same, diffs, memo_diffs = [], [], []
    feature_diffs: dict[str, list[float]] = {"min_support": [], "no_contradiction": [], "nli_decision_boundary": []}
    for p, e in zip(pruned, exhaustive, strict=True):
        rp, re_ = p.metrics.get("nli_groundedness"), e.metrics.get("nli_groundedness")
        if rp is None or re_ is None or rp.invalid or re_.invalid:
            continue
        memo_diffs.append(abs(rp.value - re_.value))
        # the calibrators' contradiction-aware NLI features, and the decision-boundary metric
        for key in ("min_support", "no_contradiction"):
            feature_diffs[key].append(abs(rp.details[key] - re_.details[key]))
        bp, be = p.metrics.get("nli_decision_boundary"), e.metrics.get("nli_decision_boundary")
        if bp is not None and be is not None and not bp.invalid and not be.invalid:
            feature_diffs["nli_decision_boundary"].append(abs(bp.value - be.value))
        for sp, se in zip(rp.details["per_sentence"], re_.details["per_sentence"], strict=True):
            same.append(sp["flagged"] == se["flagged"])
            diffs.append(abs(sp["entailment"] - se["entailment"]))
    if not memo_diffs:
        reason = next((r.metrics["nli_groundedness"].reason for r in pruned if "nli_groundedness" in r.metrics
                       and r.metrics["nli_groundedness"].invalid), "no NLI result")
        return {"available": False, "reason": reason}
    return {
        "available": True, "memos": len(memo_diffs), "sentences": len(same),
        "flag_agreement": round(float(np.mean(same)), 4),
        "sentence_entailment_mean_abs_diff": round(float(np.mean(diffs)), 4),
        "sentence_entailment_max_abs_diff": round(float(np.max(diffs)), 4),
        "memo_nli_groundedness_mean_abs_diff": round(float(np.mean(memo_diffs)), 4),
        "memo_nli_groundedness_max_abs_diff": round(float(np.max(memo_diffs)), 4),
        **{f"memo_{k}_mean_abs_diff": round(float(np.mean(v)), 4) for k, v in feature_diffs.items() if v},
        **{f"memo_{k}_max_abs_diff": round(float(np.max(v)), 4) for k, v in feature_diffs.items() if v},
    }


def flag_rates(memos: list[dict[str, Any]], evals: list[Evaluation]) -> dict[str, Any] | None:
    """Share of constructed sentences flagged by NLI, by kind (sentences matched by text)."""
    counts: dict[str, list[int]] = {}
    for m, ev in zip(memos, evals, strict=True):
        r = ev.metrics.get("nli_groundedness")
        if r is None or r.invalid:
            continue
        flagged = {" ".join(s["sentence"].split()): s["flagged"] for s in r.details["per_sentence"]}
        for s in m["sentences"]:
            f = flagged.get(" ".join(s["text"].split()))
            if f is not None:
                counts.setdefault(s["kind"], []).append(int(f))
    if not counts:
        return None
    return {k: {"sentences": len(v), "flagged_rate": round(float(np.mean(v)), 4)} for k, v in sorted(counts.items())}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "memo_speed.json")
    ap.add_argument("--memos", type=int, default=20)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--nli-top-m", type=int, default=8, help="premise windows per sentence, pruned run")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME:KEY=VALUE,...",
                    help="also time a configuration with these metric options (e.g. fast:nli_window=1,nli_top_m=4), "
                         "compared with the default (flag agreement, |d|); repeatable")
    ap.add_argument("--pruned-only", action="store_true",
                    help="time the default (pruned) configuration only: no exhaustive run, no agreement figures "
                         "(the exhaustive run takes about 80 s per memo on 2 cores)")
    args = ap.parse_args()
    qfile = args.shared / "financebench" / "questions.jsonl"
    if not qfile.is_file():
        sys.exit(f"{qfile} not found: this benchmark needs ../shared/benchmarks/financebench")
    if args.memos < 1:
        sys.exit("--memos must be at least 1")
    questions = [json.loads(line) for line in qfile.read_text().splitlines() if line.strip()]
    memos = build_memos(questions, args.memos, args.seed)
    warm, timed = memos[args.memos:], memos[: args.memos]
    settings = Settings()
    base = settings.metrics.model_dump()  # metrics.* settings, nli_top_m set per configuration
    configs = {
        "pruned": MemoEvaluator(settings, DEFAULT_METRICS, MetricOptions.model_validate(
            {**base, "nli_top_m": args.nli_top_m})),
        "exhaustive": MemoEvaluator(settings, DEFAULT_METRICS, MetricOptions.model_validate(
            {**base, "nli_top_m": None})),
    }
    if args.pruned_only:
        del configs["exhaustive"]
    for spec in args.variant:
        name, _, pairs = spec.partition(":")
        overrides: dict[str, Any] = {}
        for kv in filter(None, pairs.split(",")):
            key, _, value = kv.partition("=")
            overrides[key.strip()] = None if value.strip().lower() in ("none", "all") else json.loads(value)
        if not name or name in configs or not overrides:
            sys.exit(f"--variant {spec!r}: give NAME:KEY=VALUE,... with a new name")
        configs[name] = MemoEvaluator(settings, DEFAULT_METRICS, MetricOptions.model_validate({**base, **overrides}))
    results: dict[str, Any] = {
        "command": command_line("benchmarks/memo_speed.py"),
        "machine": {"platform": platform.platform(), "python": platform.python_version(), "cpus": os.cpu_count(),
                    "loadavg_at_start": [round(x, 2) for x in os.getloadavg()]},
        "models": describe_models(settings),
        "metrics": list(DEFAULT_METRICS),
        "options": {name: ev.options.model_dump() for name, ev in configs.items()},
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "inputs": {
            "memos": len(timed), "seed": args.seed,
            "chunks_per_memo": CHUNKS, "piece_chars": PIECE_CHARS,
            "mean_context_chars": round(float(np.mean([sum(map(len, m["contexts"])) for m in timed])), 1),
            "mean_chunk_chars": round(float(np.mean([len(c) for m in timed for c in m["contexts"]])), 1),
            "mean_context_sentences": round(float(np.mean(
                [sum(len(split_sentences(c)) for c in m["contexts"]) for m in timed])), 1),
            "mean_answer_sentences": round(float(np.mean([len(split_sentences(m["answer"])) for m in timed])), 1),
            "mean_constructed_sentences": round(float(np.mean([len(m["sentences"]) for m in timed])), 1),
            "unsupported_sentences": sum(s["kind"] != "supported" for m in timed for s in m["sentences"]),
            "supported_sentences": sum(s["kind"] == "supported" for m in timed for s in m["sentences"]),
            "mean_own_pieces": round(float(np.mean([m["own_pieces"] for m in timed])), 2),
        },
    }
    log(f"{len(timed)} memos built: {json.dumps(results['inputs'])}")
    log(f"warm-up: {len(warm)} memos per configuration (not timed)")
    for ev in configs.values():
        for m in warm:
            ev.evaluate({"query": m["query"], "contexts": m["contexts"], "answer": m["answer"]})
    runs: dict[str, list[dict[str, Any]]] = {}
    evals: dict[str, list[Evaluation]] = {}
    for name, ev in configs.items():
        log(f"{name} NLI (nli_top_m={ev.options.nli_top_m})")
        runs[name], evals[name] = time_config(name, ev, timed)
    summary = {name: summarise(r) for name, r in runs.items()}
    agree = agreement(evals["pruned"], evals["exhaustive"]) if "exhaustive" in evals else {
        "available": all(e.valid_metric("nli_groundedness") is not None for e in evals["pruned"]),
        "skipped": "--pruned-only: no exhaustive run to compare with"}
    variants = {name: agreement(evals[name], evals["pruned"]) for name in evals if name not in ("pruned", "exhaustive")}
    default_mean = summary["pruned"]["mean_s"]
    results.update({
        "configurations": summary,
        "nli_available": agree["available"],
        "pruned_vs_exhaustive": agree,
        "variants_vs_default": variants,
        "nli_flag_rate_by_sentence_kind": {n: flag_rates(timed, e) for n, e in evals.items()},
        "target": {"seconds_per_memo": TARGET_SECONDS, "measured_mean_s": default_mean,
                   "configuration": "pruned (default options)", "met": default_mean <= TARGET_SECONDS,
                   "nli_included": agree["available"],
                   "note": "2-core machine; loadavg at start recorded under machine"},
        "per_memo": {name: r for name, r in runs.items()},
        "loadavg_at_end": [round(x, 2) for x in os.getloadavg()],
        "finished": time.strftime("%Y-%m-%dT%H:%M:%S"),
    })
    write_json(args.out, results, indent=2)
    print()
    print("| configuration | memos/min | mean s | median s | p95 s | NLI pairs/memo | per-metric mean s |")
    print("|---|---|---|---|---|---|---|")
    for name, s in summary.items():
        per = ", ".join(f"{k} {v:.3f}" for k, v in s["per_metric_mean_s"].items())
        print(f"| {name} | {s['memos_per_minute']} | {s['mean_s']} | {s['median_s']} | {s['p95_s']} | "
              f"{s['nli_pairs_scored_mean']} | {per} |")
    print()
    if agree.get("skipped"):
        print(agree["skipped"])
    elif agree["available"]:
        print(f"pruned vs exhaustive: flag agreement {agree['flag_agreement']:.3f} over {agree['sentences']} "
              f"sentences; mean |d entailment| {agree['sentence_entailment_mean_abs_diff']:.4f}; "
              f"memo nli_groundedness |d| mean {agree['memo_nli_groundedness_mean_abs_diff']:.4f} "
              f"max {agree['memo_nli_groundedness_max_abs_diff']:.4f}")
    else:
        print(f"NLI unavailable (timings exclude NLI): {agree['reason']}")
    for name, a in variants.items():
        if a.get("available"):
            print(f"{name} vs default: flag agreement {a['flag_agreement']:.3f} over {a['sentences']} sentences; "
                  f"mean |d entailment| {a['sentence_entailment_mean_abs_diff']:.4f}; memo nli_groundedness |d| "
                  f"mean {a['memo_nli_groundedness_mean_abs_diff']:.4f} max {a['memo_nli_groundedness_max_abs_diff']:.4f}")
    t = results["target"]
    print(f"target <= {TARGET_SECONDS} s/memo (pruned, default): {'met' if t['met'] else 'NOT met'} "
          f"({default_mean:.2f} s mean)")
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
