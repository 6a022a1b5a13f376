"""The deployment benchmark: certified automation after a team has reviewed N memos.

    nice -n 10 .venv/bin/python benchmarks/deployment.py --rows FILE.jsonl --out FILE.json
        [--failure-rate 0.1] [--labels 400] [--reps 200] [--eps 0.05,0.1] [--delta 0.1]
        [--loso [--loso-fit team|pooled]] [--features f1,f2,...] [--criteria grounded,relevant]
        [--repair [--judged FILE ...]] [--cache DIR] [--seed 13] [--stages offline[,verifier] [--verifier-llm local|scripted]]

Input: ``--rows`` JSONL, one memo a line: ``{"id", "query", "contexts": [str], "answer", "label"}``
(label 1 = acceptable, 0 = failing), optional ``"source"`` (for ``--loso`` and ``by_source``) and
optional ``"features"`` (``{name: value}``: precomputed feature values; such a row is not scored).
``benchmarks/deployment_rows.py`` builds such a file from the public dev data.

Scoring, once: each row is evaluated as every entry point of the product evaluates a memo
(``tinyrag_eval.evaluation.evaluate`` with ``memo_checks``: the memo metrics of
``MemoEvaluator``'s default suite, the safety gate, the evidence record) and, when a criterion
reads it, the reranker's query-memo score. The memo metrics (the slow part) and the reranker
scores are cached under ``--cache`` (default ``benchmarks/work/deployment_cache``), keyed by the
row's content hash (query, contexts, answer) in files named by the metric configuration (metric
names, ``metrics.*`` options, model names): repeats and reruns do not score again. The model-free
metrics (near-copy, figure and fact checks: milliseconds a memo) are computed again on every load,
so a change to their code is never read from a stale cache.

One repeat, per epsilon (the same draws for every epsilon):

1. **Reviews.** ``--labels`` distinct rows are drawn as the team's reviewed memos: the number
   of failing ones is Binomial(labels, ``--failure-rate``), each class's rows uniformly without
   replacement. At least ``REST_SHARE`` (25 %) of each class stays unreviewed; rows too few for
   that are an error (``--allow-fewer-labels``: as many reviews as they allow).
2. **Deployment.** The unreviewed rows, weighted so that the failing ones are
   ``--failure-rate`` of the memos (uniform within a class): the memos to decide. No decided
   memo was seen by a calibrator (a repeated row would be scored in-sample: with a few hundred
   rows, a boosted model then finalizes almost everything).
3. **Calibration**, exactly as ``tinyrag calibrate --from-store --criterion all``
   (``tinyrag_eval.calibration.fit_criteria.fit_all``, which the store path calls too): one
   deployment calibrator per criterion (``--criteria``, default ``agent.criteria``; features the
   criterion's defaults, ``--features`` replaces the grounded criterion's), then the joint
   Learn-then-Test risk control over them at (epsilon, ``--delta``). With two criteria or more
   the calibrators are fitted once per repeat (only their unused single-criterion threshold
   depends on epsilon); the quality report no decision reads is skipped
   (``diagnostics=False``).
4. **Decisions.** Every unreviewed memo is assessed (each criterion's probability, conformal set
   and certification, ``calibration.certify``, as the workflow's assessor) and decided by the
   product's policy (``agents.policy.decide``, first attempt). Only ``finalize`` counts;
   regenerate and escalate do not.

Reported per epsilon (``"eps=<e>"``), averaged over ``--reps`` repeats:

* ``automation``: share of the deployment's (unreviewed) memos finalized with a guarantee;
* ``realized_error``: failing share among the finalized memos, averaged over the repeats that
  finalized something (``null`` when none did);
* ``share_over_eps``: share of repeats whose realized failing share exceeds epsilon (a repeat
  that finalizes nothing does not exceed it). The guarantee says at most ``--delta`` for the
  population; a finite set of unreviewed rows adds its own sampling noise;
* ``realized_error_population`` and ``share_over_eps_population``: the same over the population
  the risk control's test rows were drawn from (the unreviewed rows and those test rows, weighted
  to the failing share; not the rows the probability model was fitted on): what the guarantee
  bounds, without the unreviewed set's own noise (``population_error``; not with ``--stages``);
* ``automation_se``: the standard error of ``automation`` over the repeats;
  with 100 repeats it is about 4 points where a repeat certifies either almost everything or
  nothing (epsilon near the failing share), so compare runs and targets with it;
* also ``automation_of_acceptable`` (share of acceptable memos finalized), ``certified_share``
  (share of repeats with a certified threshold), ``fit_failures`` (repeats whose labels could
  not be fitted: nothing finalized), ``labels_used``.

``--loso``: each source (rows' ``"source"``) in turn is the deployment; ``by_source`` holds its
figures and the top level their unweighted mean over the sources. ``--loso-fit``:

* ``team`` (default): every calibrator is fitted on the team's labels only, as
  ``tinyrag calibrate --from-store`` does today: the headline is what the product does;
* ``pooled``: the grounded calibrator's probability model is also fitted on every other
  source's rows (public labels, never the held-out source's), beside the team's fit part; the
  conformal sets and the risk control are still computed on the team's own labels only, so the
  guarantee is unchanged. This is what a shipped calibrator refitted with a team's labels would
  do;
* ``pooled-balanced``: as ``pooled``, with the team's fit rows and the other sources' rows
  weighing the same in total (``fit_all(balance_extra=True)``, ``Calibrator.fit(balance=
  "group")``): thousands of public rows no longer outweigh a few hundred reviews. Measured on the
  four dev sources it does not help (SummEdits the same, TAT-QA claims 85.2 -> 56.8 % at epsilon
  0.1; docs/benchmarks.md): the product fits on the team's labels alone.

Without ``--loso`` the deployment is every row of the file (its sources mixed as given).

``--stages offline,verifier`` (default ``offline``: the offline stage alone, as before) adds the
certified cascade's stage 2 (docs/cascade.md): every row gets the LLM verifier's score
(``judges.verifier``: ``--verifier-llm local`` = the configured LLM, slow with the bundled
SmolLM2; ``scripted`` = a deterministic stand-in that says "supported" when every figure and most
content words of a sentence are in the context, for plumbing runs), cached under ``--cache``; a
row with precomputed ``features`` gives it as ``features["llm_verifier"]``. Each repeat certifies
the cascade on the reviewed memos that conformalized every calibrator
(``calibration.cascade_store.stage_inputs`` + ``calibration.cascade.certify_cascade``), and every
unreviewed memo is decided by the product's Decide step (``pipeline.steps.cascade_stage`` after
``agents.policy.decide``). Added per epsilon: ``by_stage`` (share of the deployment's memos each
stage finalizes, and ``person``: the rest), ``stage_skipped_share`` (repeats where a stage
certifies nothing), ``cascade_certified_share`` and ``verifier_calls_share`` (memos that reach
the verifier: its LLM calls, against 1 for the verifier on every memo). With ``--stages
offline,verifier`` a ``repair`` decision is not followed (``--repair`` applies to the offline
stage alone): it counts as not finalized.

``--repair``: the product's offline repair (``tinyrag_eval.repair``) is part of the decision. For
every scored row the repair its evidence record calls for is planned once (``plan_repair``: a
contradicted figure replaced by the context's value, a sentence no checker supports dropped); an
applicable plan's repaired memo is scored like any row (and cached). When the policy decides
``repair`` on a memo's first attempt, the repaired memo is assessed by the same calibrators and
decided again as attempt 2; ``finalize`` there counts. **A repaired memo keeps its row's label**
unless a person judged its exact text: when a row of the file or of ``--judged FILE`` (more
labelled rows, not part of the deployment; repeatable) has the same query, contexts and answer
(up to spacing, ``judged_text``) -- as when a repair writes the right figure into a claim whose
correct version is a labelled row -- the repaired memo takes that row's label. Otherwise no
person judged the repaired text, so a failing memo that a repair fixed and finalized still counts
as a failure (``realized_error`` is then pessimistic) and an acceptable memo stays acceptable;
``meta.repaired_judged`` counts the repaired memos whose text was judged. ``repairable`` (share
of the deployment's memos with an applicable repair plan) and ``finalized_after_repair`` (share
finalized at attempt 2, after the policy chose repair) are reported per epsilon. Rows with
precomputed ``features`` have no evidence record and are never repaired. The repair here is the one
without a back-off threshold (flagged sentences fixed or dropped): the rows' labels are memo-level,
so the back-off ``tinyrag calibrate --from-store`` fits (``calibration.backoff``) is measured apart,
on memos of labelled claims, by ``benchmarks/backoff.py``.

Results: ``--out`` (JSON), with ``meta`` (options, row counts, timings).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import re
import shlex
import sys
import time
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

warnings.filterwarnings("ignore")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line as quoted_command
from _results import write_json
from tinyrag_eval.agents.policy import decide

from tinyrag_eval.calibration.assessor import evidence_verdict
from tinyrag_eval.calibration.certify import Certification, certify
from tinyrag_eval.calibration.features import CRITERION_FEATURES
from tinyrag_eval.calibration.fit_criteria import (
    criterion_feature_names,
    fit_all,
    joint_risk,
    memo_feature_values,
)
from tinyrag_eval.config import Settings, get_settings
from tinyrag_eval.schema import Assessment, CriterionAssessment, Evaluation, Memo

DEFAULT_CACHE = ROOT / "benchmarks/work/deployment_cache"
PROGRESS_EVERY = 25


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# ------------------------------------------------------------------------------------------ rows
def read_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of a JSONL file; a missing file, a malformed line or a row without what the
    benchmark needs is one error naming the file and line."""
    rows = []
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SystemExit(f"{path}: cannot read the rows file ({exc})") from exc
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            r = json.loads(line)
        except ValueError as exc:
            raise SystemExit(f"{path}:{n}: not a JSON object ({exc})") from exc
        if not isinstance(r, dict):
            raise SystemExit(f"{path}:{n}: a row is a JSON object, not {type(r).__name__}")
        if r.get("label") not in (0, 1, True, False):
            raise SystemExit(f"{path}:{n}: label must be 0 or 1, got {r.get('label')!r}")
        r["label"] = int(r["label"])
        if "features" not in r:
            for k in ("query", "contexts", "answer"):
                if k not in r:
                    raise SystemExit(f"{path}:{n}: no {k!r} (and no precomputed 'features')")
            if isinstance(r["contexts"], str):
                r["contexts"] = [r["contexts"]]
        r.setdefault("id", f"row-{n}")
        r.setdefault("query", "")
        r.setdefault("answer", "")
        r.setdefault("source", "all")
        rows.append(r)
    if not rows:
        raise SystemExit(f"{path}: no rows")
    return rows


def row_key(row: dict[str, Any]) -> str:
    blob = json.dumps([row.get("query"), row.get("contexts"), row.get("answer")], ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


def metric_config(settings: Settings, metrics: tuple[str, ...]) -> str:
    from tinyrag_eval.models import describe_models

    blob = json.dumps({"metrics": list(metrics), "options": settings.metrics.model_dump(mode="json"),
                       "models": describe_models(settings)}, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


# --------------------------------------------------------------------------------------- scoring
def _read_jsonl(path: Path) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    if path.is_file():
        for line in path.read_text().splitlines():
            try:
                rec = json.loads(line)
            except ValueError:
                continue  # a line cut by an interrupted run
            out.setdefault(rec["key"], {}).update(rec)  # a later line adds to / replaces an earlier one
    return out


class CachedMetrics:
    """The memo metrics check (``evaluation.MetricsCheck``) served from the score cache; the
    model-free metrics (``metrics.memo.MODEL_FREE_METRICS``: near-copy, figure and fact checks) are
    computed again on every load by ``lexical``, so a change to them never reads a stale cached value."""

    name, concurrent = "metrics", True

    def __init__(self, metrics: dict[str, Any], lexical: Any = None):
        from tinyrag_eval.schema import MetricResult

        self.metrics = {k: MetricResult.model_validate(v) for k, v in metrics.items()}
        self.lexical = lexical

    def check(self, memo: Any, into: Evaluation) -> None:
        into.metrics.update(self.metrics)
        if self.lexical is not None:
            into.metrics.update(self.lexical.evaluate(memo).metrics)


def score_rows(rows: list[dict[str, Any]], settings: Settings, cache_dir: Path,
               need_reranker: bool, *, repair: bool = False) -> dict[str, dict[str, Any]]:
    """{row_key: {"evaluation": Evaluation, "reranker_score": float | None}} for every row without
    precomputed features, evaluated as every entry point of the product does
    (``tinyrag_eval.evaluation.evaluate`` with ``memo_checks``: the memo metrics, then the safety
    gate when ``agent.safety_checks`` is on, then the evidence record).

    Cached in ``cache_dir``: ``scores-<metric config>.jsonl`` holds each row's memo metrics (the
    expensive part: NLI), appended as they are scored; ``scores-<metric config>.extra.jsonl`` the
    reranker's score. The cheap checks (safety gate, evidence record) run on every load.

    ``repair``: each scored row whose evidence record calls for an applicable offline repair
    also gets ``"repaired": {"memo": Memo, "evaluation": Evaluation, "reranker_score": ...}``, the
    repaired memo scored the same way (``repair_variants``)."""
    from tinyrag_eval.evaluation import MetricsCheck, evaluate, memo_checks
    from tinyrag_eval.metrics.memo import (
        DEFAULT_METRICS,
        MODEL_FREE_METRICS,
        MemoEvaluator,
        MemoInput,
    )

    todo = {row_key(r): r for r in rows if "features" not in r}
    if not todo:
        return {}
    cfg = metric_config(settings, DEFAULT_METRICS)
    cache_dir.mkdir(parents=True, exist_ok=True)
    path, extra_path = cache_dir / f"scores-{cfg}.jsonl", cache_dir / f"scores-{cfg}.extra.jsonl"
    cache = _read_jsonl(path)
    extra = _read_jsonl(extra_path)
    missing = [k for k in todo if k not in cache]
    log(f"{len(todo) - len(missing)} of {len(todo)} distinct rows' scores cached ({path}); scoring {len(missing)}")
    evaluator = MemoEvaluator(settings, DEFAULT_METRICS)
    if missing:
        t0 = time.perf_counter()
        with path.open("a") as f:
            for i, key in enumerate(missing, 1):
                r = todo[key]
                e = evaluator.evaluate({"id": r["id"], "query": r["query"], "contexts": r["contexts"],
                                        "answer": r["answer"]})
                cache[key] = {"key": key, "evaluation": e.model_dump(mode="json")}
                f.write(json.dumps(cache[key]) + "\n")
                f.flush()
                if i % PROGRESS_EVERY == 0:
                    log(f"scored {i}/{len(missing)} ({(time.perf_counter() - t0) / i:.2f} s/memo)")
    if need_reranker:
        from tinyrag_eval.calibration.features import reranker_scores

        need = [k for k, r in todo.items() if "reranker_score" not in extra.get(k, {}) and r["answer"].strip()]
        if need:
            log(f"reranker on {len(need)} query-memo pairs")
            scores = reranker_scores([(todo[k]["query"], todo[k]["answer"]) for k in need], settings)
            with extra_path.open("a") as f:
                for k, sc in zip(need, scores, strict=True):
                    extra.setdefault(k, {})["reranker_score"] = float(sc)
                    f.write(json.dumps({"key": k, "reranker_score": float(sc)}) + "\n")
    out: dict[str, dict[str, Any]] = {}
    base = memo_checks(settings, evaluator)
    lexical = MemoEvaluator(settings, tuple(m for m in MODEL_FREE_METRICS if m in DEFAULT_METRICS))
    for k, r in todo.items():
        checks = [CachedMetrics(cache[k]["evaluation"]["metrics"], lexical) if isinstance(c, MetricsCheck) else c
                  for c in base]
        memo = MemoInput(id=str(r["id"]), query=r["query"], contexts=r["contexts"], answer=r["answer"])
        out[k] = {"evaluation": evaluate(memo, checks), "reranker_score": extra.get(k, {}).get("reranker_score")}
    if repair:
        variants = repair_variants(todo, out)
        log(f"offline repair: an applicable plan for {len(variants)} of {len(todo)} rows; scoring the repaired memos")
        if variants:
            scored = score_rows([v["row"] for v in variants.values()], settings, cache_dir, need_reranker)
            for k, v in variants.items():
                out[k]["repaired"] = {"memo": v["memo"], **scored[row_key(v["row"])]}
    return out


def memo_of(row: dict[str, Any]) -> Memo:
    """The row's answer as a memo of sentences (the split the metrics and the evidence record use)."""
    from tinyrag_eval.metrics.text import split_sentences
    from tinyrag_eval.schema import MemoSentence

    answer = row.get("answer") or ""
    sentences = [MemoSentence(text=t) for t in split_sentences(answer)] if answer.strip() else []
    return Memo(id=str(row["id"]), topic=row.get("query", ""), text=answer, sentences=sentences)


def repair_variants(todo: dict[str, dict[str, Any]], scored: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """{row_key: {"memo": repaired Memo, "row": the repaired row}} for the rows whose evidence
    record calls for an applicable offline repair (``tinyrag_eval.repair.plan_repair``)."""
    from tinyrag_eval.metrics.findings import findings_of
    from tinyrag_eval.repair import apply_repair, plan_repair

    out: dict[str, dict[str, Any]] = {}
    for k, r in todo.items():
        memo = memo_of(r)
        plan = plan_repair(memo, findings_of(scored[k]["evaluation"], r["answer"]))
        if not plan.applicable:
            continue
        fixed = apply_repair(memo, plan, memo_id=f"{r['id']}-repaired", attempt=2)
        out[k] = {"memo": fixed, "row": {**r, "id": fixed.id, "answer": fixed.text}}
    return out


def scripted_verifier_llm() -> Any:
    """A deterministic stand-in for the verifier's LLM (``--verifier-llm scripted``): "supported"
    when every figure of the claim and at least half of its content words are in the evidence."""
    import re

    from llama_index.core.base.llms.types import CompletionResponse, LLMMetadata
    from llama_index.core.llms.callbacks import llm_completion_callback
    from llama_index.core.llms.custom import CustomLLM

    def judge(prompt: str) -> str:
        claims = re.findall(r"CLAIM: (.*)", prompt)
        evid = re.findall(r'EVIDENCE:\n"""\n(.*?)\n"""', prompt, re.DOTALL)
        claim, ev = (claims[-1] if claims else ""), (evid[-1].lower() if evid else "")
        figs = re.findall(r"\d+(?:[.,]\d+)?", claim)
        words = [w for w in re.findall(r"[a-z]{4,}", claim.lower())]
        ok = all(f in ev for f in figs) and (not words or sum(w in ev for w in words) >= len(words) / 2)
        return json.dumps({"supported": 1 if ok else 0})

    class ScriptedVerifierLLM(CustomLLM):
        model_name: str = "scripted-verifier"

        @property
        def metadata(self) -> LLMMetadata:
            return LLMMetadata(context_window=8192, num_output=16, model_name=self.model_name)

        @llm_completion_callback()
        def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
            return CompletionResponse(text=judge(prompt))

        @llm_completion_callback()
        def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> Any:
            yield self.complete(prompt, formatted=formatted, **kwargs)

    return ScriptedVerifierLLM()


def verifier_key(row: dict[str, Any]) -> str:
    """A row's key in the verifier scores: its content hash, or its id when its features are given."""
    return f"id:{row['id']}" if "features" in row else row_key(row)


def verifier_scores(rows: list[dict[str, Any]], settings: Settings, cache_dir: Path, llm: Any = None,
                    llm_name: str = "local") -> dict[str, float | None]:
    """{row_key: the LLM verifier's memo score (None: no score)} for every row: a precomputed
    ``features["llm_verifier"]``, else ``judges.verifier.LLMVerifier`` on the row's answer against
    its contexts (``llm``: an LLM object, else the configured one), cached in
    ``cache_dir/verifier-<llm_name>.jsonl``."""
    from tinyrag_eval.judges.verifier import LLMVerifier

    out: dict[str, float | None] = {}
    todo: dict[str, dict[str, Any]] = {}
    for r in rows:
        if "features" in r:
            v = r["features"].get("llm_verifier")
            out[verifier_key(r)] = None if v is None else float(v)
        else:
            todo[row_key(r)] = r
    if not todo:
        return out
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / f"verifier-{llm_name}.jsonl"
    cache = _read_jsonl(path)
    missing = [k for k in todo if k not in cache]
    log(f"LLM verifier ({llm_name}): {len(todo) - len(missing)} of {len(todo)} rows cached; verifying {len(missing)}")
    if missing:
        verifier = LLMVerifier(llm, settings)
        t0 = time.perf_counter()
        with path.open("a") as f:
            for i, k in enumerate(missing, 1):
                r = todo[k]
                res = verifier.verify(Memo(id=str(r["id"]), topic=r["query"], text=r["answer"]), None,
                                      contexts=r["contexts"])
                cache[k] = {"key": k, "score": res.score, "calls": res.calls}
                f.write(json.dumps(cache[k]) + "\n")
                f.flush()
                if i % PROGRESS_EVERY == 0:
                    log(f"verified {i}/{len(missing)} ({(time.perf_counter() - t0) / i:.2f} s/memo)")
    out.update({k: cache[k].get("score") for k in todo})
    return out


class Pool:
    """The rows of one deployment, with their features, labels and what the policy reads."""

    def __init__(self, rows: list[dict[str, Any]], names: list[str], cache: dict[str, dict[str, Any]],
                 verifier: dict[str, float | None] | None = None, judged: list[dict[str, Any]] | None = None):
        self.rows = rows
        self.verifier = [None if verifier is None else verifier.get(verifier_key(r)) for r in rows]
        self.labels = np.array([r["label"] for r in rows], dtype=int)
        self.evaluations: list[Evaluation | None] = []
        self.memos: list[Memo] = []
        self.features: list[dict[str, float | None]] = []
        self.repaired: dict[int, tuple[Memo, Evaluation, dict[str, float | None]]] = {}
        """row index -> (repaired memo, its evaluation, its features), for rows with an applicable repair"""
        self.repaired_labels: dict[int, int] = {}
        """row index -> the label of its repaired memo (the row's own unless a row judged that text)"""
        texts = judged_labels([*rows, *(judged or [])])  # the texts a person judged: these rows and --judged
        for i, r in enumerate(rows):
            if "features" in r:
                memo = Memo(id=str(r["id"]), topic=r["query"], text=r["answer"])
                ev = None
                feats = {n: (None if r["features"].get(n) is None else float(r["features"][n])) for n in names}
            else:
                memo = memo_of(r)
                rec = cache[row_key(r)]
                ev = rec["evaluation"]
                feats = memo_feature_values(names, ev, query=r["query"], memo=r["answer"],
                                            reranker_score=rec.get("reranker_score"))
                if "repaired" in rec:
                    fixed = rec["repaired"]
                    self.repaired[i] = (fixed["memo"], fixed["evaluation"], memo_feature_values(
                        names, fixed["evaluation"], query=r["query"], memo=fixed["memo"].text,
                        reranker_score=fixed.get("reranker_score")))
                    same = texts.get(judged_text(r["query"], r["contexts"], fixed["memo"].text), set())
                    self.repaired_labels[i] = next(iter(same)) if len(same) == 1 else int(r["label"])
            self.evaluations.append(ev)
            self.memos.append(memo)
            self.features.append(feats)

    def __len__(self) -> int:
        return len(self.rows)

    def fails(self, which: np.ndarray, after_repair: np.ndarray) -> np.ndarray:
        """Whether memo ``which[j]`` as sent fails: its row's label, or for a memo finalized after a
        repair (``after_repair[j]``) its repaired text's (``repaired_labels``)."""
        out = self.labels[which] == 0
        for j in np.flatnonzero(after_repair):
            out[j] = self.repaired_labels.get(int(which[j]), int(self.labels[which[j]])) == 0
        return out


def repaired_judged(rows: list[dict[str, Any]], cache: dict[str, dict[str, Any]],
                    more: list[dict[str, Any]] | None = None) -> int:
    """How many rows' repaired memos have a text a person judged (a row of the file or of ``more``)."""
    judged = judged_labels([*rows, *(more or [])])
    fixed = [(r, cache.get(row_key(r), {}).get("repaired")) for r in rows if "features" not in r]
    return sum(judged_text(r["query"], r["contexts"], f["memo"].text) in judged for r, f in fixed if f)


def judged_labels(rows: list[dict[str, Any]]) -> dict[str, set[int]]:
    """``judged_text`` -> the labels people gave that text, over ``rows`` (rows with precomputed
    features have no text and are left out)."""
    out: dict[str, set[int]] = {}
    for r in rows:
        if "features" not in r:
            out.setdefault(judged_text(r["query"], r["contexts"], r["answer"]), set()).add(int(r["label"]))
    return out


def judged_text(query: str, contexts: Any, answer: str) -> str:
    """The key under which two rows hold the same memo for the same question and context: spacing
    (and a space after a currency sign: "$ 4,073.9") does not make another text."""
    def norm(t: str) -> str:
        return re.sub(r"([$£€¥])\s+", r"\1", " ".join(str(t).split()))
    return json.dumps([norm(query), [norm(c) for c in contexts or []], norm(answer)], ensure_ascii=False)


# ---------------------------------------------------------------------------------- simulation
REST_SHARE = 0.25
"""At least this share of each class's rows is never reviewed: the deployment's memos to decide."""


def population_weights(labels: np.ndarray, failure_rate: float) -> np.ndarray:
    """Weights making the failing rows ``failure_rate`` of the population (uniform within a class)."""
    fail = labels == 0
    if fail.all() or not fail.any():
        raise ValueError("the deployment's rows need both acceptable and failing memos")
    return np.where(fail, failure_rate / fail.sum(), (1 - failure_rate) / (~fail).sum())


def label_capacity(labels: np.ndarray, failure_rate: float) -> int:
    """The most reviewed memos the rows can supply at ``failure_rate`` (in expectation) while
    ``REST_SHARE`` of each class stays unreviewed."""
    n_fail, n_acc = int((labels == 0).sum()), int((labels == 1).sum())
    return int(min((1 - REST_SHARE) * n_acc / (1 - failure_rate), (1 - REST_SHARE) * n_fail / failure_rate))


def draw_reviews(rng: np.random.Generator, labels: np.ndarray, failure_rate: float, n: int) -> np.ndarray:
    """Indices of ``n`` distinct reviewed rows: Binomial(n, failure_rate) failing ones (clipped to
    what leaves ``REST_SHARE`` of the class unreviewed), the rest acceptable, each uniformly
    without replacement."""
    fail_i, acc_i = np.where(labels == 0)[0], np.where(labels == 1)[0]
    cap_f = int((1 - REST_SHARE) * len(fail_i))
    cap_a = int((1 - REST_SHARE) * len(acc_i))
    k = int(min(rng.binomial(n, failure_rate), cap_f))
    k = max(k, n - cap_a)
    return np.concatenate([rng.choice(fail_i, size=k, replace=False), rng.choice(acc_i, size=n - k, replace=False)])


def decide_all(pool: Pool, cals: dict[str, Any], risk: Any, settings: Settings, which: np.ndarray,
               repair: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Two (len(which),) boolean arrays: the policy finalizes memo ``which[j]``, and it did so after
    an offline repair. Each criterion is assessed and certified as the workflow's assessor does,
    then ``agents.policy.decide`` on the first attempt; with ``repair``, a ``repair`` decision's
    repaired memo (``Pool.repaired``) is assessed by the same calibrators and decided as attempt 2."""
    criteria = list(cals)
    certs = {c: certify(c, cal, risk=risk, monitor=None, own_threshold=len(criteria) == 1) for c, cal in cals.items()}
    certification = Certification(per_criterion=certs)
    alpha = float(next(iter(cals.values())).conformal.alpha)

    def assessments(feats: list[dict[str, float | None]], evals: list[Evaluation | None]) -> list[Assessment]:
        per = {c: (cal.predict_proba(feats)[:, 1], cal.predict_set(feats)) for c, cal in cals.items()}
        out = []
        for j, ev in enumerate(evals):
            crit = {}
            for c in criteria:  # what the evidence alone settles, as the assessor records it
                evidence, why = evidence_verdict(c, ev) if ev is not None else (None, "")
                crit[c] = CriterionAssessment(
                    probability=round(float(per[c][0][j]), 4), prediction_set=[int(k) for k in np.where(per[c][1][j])[0]],
                    calibrator_version=cals[c].metadata.get("version"), label_source=certs[c].label_source,
                    guaranteed=certs[c].guaranteed, note="" if certs[c].guaranteed else certs[c].reason,
                    evidence=evidence, evidence_reason=why)
            out.append(Assessment(per_criterion=crit, alpha=alpha, calibrator_version="deployment"))
        return out

    out = np.zeros(len(which), dtype=bool)
    after_repair = np.zeros(len(which), dtype=bool)
    to_repair: list[int] = []
    for j, (i, asm) in enumerate(zip(which, assessments([pool.features[i] for i in which],
                                                        [pool.evaluations[i] for i in which]), strict=True)):
        outcome = decide(attempt=1, memo=pool.memos[i], evaluation=pool.evaluations[i], assessment=asm,
                         certification=certification, settings=settings)
        out[j] = outcome.decision.action == "finalize"
        if repair and outcome.decision.action == "repair" and int(i) in pool.repaired:
            to_repair.append(j)
    if to_repair:
        fixed = [pool.repaired[int(which[j])] for j in to_repair]
        for j, (memo, ev, _), asm in zip(to_repair, fixed, assessments([f[2] for f in fixed], [f[1] for f in fixed]),
                                         strict=True):
            outcome = decide(attempt=2, memo=memo, evaluation=ev, assessment=asm, certification=certification,
                             settings=settings)
            out[j] = after_repair[j] = outcome.decision.action == "finalize"
    return out, after_repair


class _KnownVerifier:
    """The verifier of the Decide step, answering with the row's cached score."""

    def __init__(self, score: float | None):
        self.score = score

    def verify(self, memo: Memo, retrieval: Any = None) -> Any:
        from tinyrag_eval.judges.verifier import VerifierResult

        return VerifierResult(score=self.score, calls=1, model="cached",
                              reason="" if self.score is not None else "no verifier score for this row")


def certify_stages(pool: Pool, cals: dict[str, Any], draw: np.ndarray, rows: list[dict[str, Any]],
                   labels: list[int], settings: Settings) -> Any:
    """The cascade certified on the reviewed memos that conformalized every calibrator (as
    ``tinyrag calibrate --from-store --criterion all`` does with verifier scores on the labels)."""
    from tinyrag_eval.calibration.cascade import certify_cascade
    from tinyrag_eval.calibration.cascade_store import OFFLINE, VERIFIER, stage_inputs
    from tinyrag_eval.calibration.fit_criteria import shared_calibration_ids

    shared = shared_calibration_ids(cals)
    keep = [i for i in range(len(rows)) if i in shared]
    if not keep:
        raise ValueError("no reviewed memo conformalized every calibrator")
    s1, rejected = stage_inputs(cals, [rows[i] for i in keep])
    s2 = np.array([np.nan if pool.verifier[draw[i]] is None else pool.verifier[draw[i]] for i in keep], dtype=float)
    cs = settings.calibration
    return certify_cascade({OFFLINE: s1, VERIFIER: s2}, [labels[i] for i in keep], epsilon=cs.epsilon,
                           delta=cs.delta, rejected={OFFLINE: rejected}, seed=settings.seed)


def decide_all_cascade(pool: Pool, cals: dict[str, Any], risk: Any, cascade: Any, settings: Settings,
                       which: np.ndarray) -> list[str | None]:
    """Per memo ``which[j]``: the stage that finalizes it (``offline`` / ``llm_verifier``) or None,
    through the product's Decide step (``agents.policy.decide`` then ``pipeline.steps.cascade_stage``)
    with the assessor's cascade rule (``CriteriaAssessor``: the cascade only when its verifier stage
    certifies something, its offline threshold then certifying the criteria; else ``risk``, the
    offline stage's own joint risk control)."""
    from types import SimpleNamespace

    from tinyrag_eval.calibration.assessor import CriteriaAssessor
    from tinyrag_eval.calibration.cascade_store import VERIFIER
    from tinyrag_eval.pipeline.steps import cascade_stage

    criteria = list(cals)
    stage2 = cascade.stage(VERIFIER) if cascade is not None else None
    live = cascade is not None and cascade.certified and stage2 is not None and not stage2.skipped
    if live:
        risk = CriteriaAssessor.cascade_risk(cascade, criteria)
    certs = {c: certify(c, cal, risk=risk, monitor=None, own_threshold=len(criteria) == 1) for c, cal in cals.items()}
    certification = Certification(per_criterion=certs, cascade=cascade if live else None)
    feats = [pool.features[i] for i in which]
    per = {c: (cal.predict_proba(feats)[:, 1], cal.predict_set(feats)) for c, cal in cals.items()}
    alpha = float(next(iter(cals.values())).conformal.alpha)
    s = settings.model_copy(update={"agent": settings.agent.model_copy(update={"stages": ["offline", VERIFIER]})})
    out: list[str | None] = []
    for j, i in enumerate(which):
        asm = Assessment(per_criterion={
            c: CriterionAssessment(probability=round(float(per[c][0][j]), 4),
                                   prediction_set=[int(k) for k in np.where(per[c][1][j])[0]],
                                   calibrator_version=cals[c].metadata.get("version"),
                                   label_source=certs[c].label_source, guaranteed=certs[c].guaranteed,
                                   note="" if certs[c].guaranteed else certs[c].reason)
            for c in criteria}, alpha=alpha, calibrator_version="deployment")
        outcome = decide(attempt=1, memo=pool.memos[i], evaluation=pool.evaluations[i], assessment=asm,
                         certification=certification, settings=s)
        services = SimpleNamespace(settings=s, get_verifier=lambda i=i: _KnownVerifier(pool.verifier[i]))
        outcome = cascade_stage(services, outcome, memo=pool.memos[i], evaluation=pool.evaluations[i],  # type: ignore[arg-type]
                                assessment=asm, certification=certification, retrieval=None)
        d = outcome.decision
        out.append(d.stage if d.action == "finalize" else None)
    return out


def with_risk(settings: Settings, criteria: list[str], epsilon: float, delta: float) -> Settings:
    cal = settings.calibration.model_copy(update={"epsilon": epsilon, "delta": delta})
    agent = settings.agent.model_copy(update={"criteria": criteria})
    return settings.model_copy(update={"calibration": cal, "agent": agent})


def simulate(pool: Pool, *, settings: Settings, criteria: list[str], features: dict[str, list[str]],
             eps: list[float], delta: float, failure_rate: float, n_labels: int, reps: int, seed: int,
             extra_fit: Pool | None = None, allow_fewer: bool = False, repair: bool = False,
             stages: bool = False, balance_extra: bool = False) -> dict[str, Any]:
    """Per epsilon: automation, realized error, share of repeats over epsilon (module docstring).
    Raises ValueError when the rows cannot supply ``n_labels`` reviews (``label_capacity``),
    unless ``allow_fewer`` (then as many as they can; ``labels_used`` says how many)."""
    cap = label_capacity(pool.labels, failure_rate)
    if cap < n_labels:
        if not allow_fewer:
            raise ValueError(f"{len(pool)} rows ({int((pool.labels == 1).sum())} acceptable, "
                             f"{int((pool.labels == 0).sum())} failing) supply at most {cap} distinct reviewed memos at "
                             f"failing share {failure_rate:g} with {REST_SHARE:.0%} of each class left to decide, "
                             f"< --labels {n_labels}: give more rows, fewer --labels, or --allow-fewer-labels")
        n_labels = cap
    population_weights(pool.labels, failure_rate)  # both classes present
    rng = np.random.default_rng(seed)
    per: dict[float, dict[str, Any]] = {e: {"auto": [], "real": [], "acc": [], "cert": [], "err": [],
                                            "repaired": [], "fin_repaired": [], "by": {}, "skip": {}, "ccert": [],
                                            "calls": [], "pop": []} for e in eps}
    extra = None
    if extra_fit is not None:
        extra = (extra_fit.features, [int(y) for y in extra_fit.labels])
    for rep in range(reps):
        draw = draw_reviews(rng, pool.labels, failure_rate, n_labels)
        rest = np.setdiff1d(np.arange(len(pool)), draw)
        fail = pool.labels[rest] == 0
        w = population_weights(pool.labels[rest], failure_rate)  # the deployment: the unreviewed rows
        rows = [pool.features[i] for i in draw]
        labels = [int(pool.labels[i]) for i in draw]
        ids = list(range(n_labels))
        fitted: tuple[dict[str, Any], Any] | None = None
        for e in eps:
            s = with_risk(settings, criteria, e, delta)
            try:
                if fitted is None or len(criteria) == 1:
                    # each calibrator is the same for every epsilon (only its own single-criterion
                    # threshold, unused with a joint control, depends on it): refit only when alone
                    fitted = fit_all(rows, labels, ids, s, criteria, features, extra_fit=extra,
                                     balance_extra=balance_extra,
                                     source=f"deployment benchmark rep {rep}", diagnostics=False)
                    cals, risk = fitted
                else:
                    cals = fitted[0]
                    risk = joint_risk(cals, rows, labels, ids, s)
            except ValueError as exc:  # e.g. a fit split with one class: nothing can be certified
                per[e]["err"].append(str(exc)[:200])
                fin = fixed = np.zeros(len(rest), dtype=bool)
                certified = False
            else:
                if stages:
                    try:
                        casc = certify_stages(pool, cals, draw, rows, labels, s)
                    except ValueError as exc:
                        per[e]["err"].append(f"cascade: {exc}"[:200])
                        casc = None
                    stage_of = decide_all_cascade(pool, cals, risk, casc, s, rest)
                    fin = np.array([st is not None for st in stage_of], dtype=bool)
                    fixed = np.zeros(len(rest), dtype=bool)
                    for name in ("offline", "llm_verifier"):
                        per[e]["by"].setdefault(name, []).append(float(w[[st == name for st in stage_of]].sum()))
                        st_ = casc.stage(name) if casc is not None else None
                        per[e]["skip"].setdefault(name, []).append(st_ is None or st_.skipped)
                    live = casc is not None and casc.certified and not casc.stage("llm_verifier").skipped
                    per[e]["ccert"].append(live)
                    # memos that reach the verifier: not finalized by the offline stage (upper bound:
                    # rejected memos do not reach it)
                    per[e]["calls"].append(float(w[[st != "offline" for st in stage_of]].sum()) if live else 0.0)
                else:
                    fin, fixed = decide_all(pool, cals, risk, s, rest, repair=repair)
                    per[e]["pop"].append(population_error(pool, cals, risk, s, rest, fin, fixed, draw,
                                                          failure_rate, repair))
                certified = risk.certified if risk is not None else bool(fin.any())
            auto = float(w[fin].sum())
            per[e]["auto"].append(auto)
            sent_fails = pool.fails(rest, fixed)  # a repaired memo whose text a person judged: that label
            per[e]["real"].append(float(w[fin & sent_fails].sum() / auto) if auto > 0 else None)
            per[e]["acc"].append(float(w[fin & ~fail].sum() / w[~fail].sum()))
            per[e]["cert"].append(certified)
            if repair:
                per[e]["repaired"].append(float(w[np.isin(rest, list(pool.repaired))].sum()))
                per[e]["fin_repaired"].append(float(w[fixed].sum()))
        if (rep + 1) % 20 == 0:
            log(f"  repeat {rep + 1}/{reps}: " + ", ".join(
                f"eps={e:g} automation {np.mean(per[e]['auto']):.3f}" for e in eps))
    out: dict[str, Any] = {}
    for e in eps:
        d = per[e]
        real = [r for r in d["real"] if r is not None]
        out[f"eps={e:g}"] = {
            "automation": round(float(np.mean(d["auto"])), 4),
            "realized_error": round(float(np.mean(real)), 4) if real else None,
            "share_over_eps": round(float(np.mean([r is not None and r > e + 1e-12 for r in d["real"]])), 4),
            **population_summary(d["pop"], e, reps),
            "automation_of_acceptable": round(float(np.mean(d["acc"])), 4),
            "automation_se": automation_se(d["auto"]),
            "automation_p10_p90": [round(float(np.quantile(d["auto"], q)), 4) for q in (0.1, 0.9)],
            "certified_share": round(float(np.mean(d["cert"])), 4),
            "repeats_finalizing": len(real),
            "fit_failures": len(d["err"]),
            **({"fit_failure_example": d["err"][0]} if d["err"] else {}),
            "labels_used": n_labels,
            **({"repairable": round(float(np.mean(d["repaired"])), 4),
                "finalized_after_repair": round(float(np.mean(d["fin_repaired"])), 4)} if repair else {}),
        }
        if stages:
            by = {k: round(float(np.mean(v)), 4) for k, v in d["by"].items()}
            out[f"eps={e:g}"].update({
                "by_stage": {**by, "person": round(1 - float(np.mean(d["auto"])), 4)},
                "stage_skipped_share": {k: round(float(np.mean(v)), 4) for k, v in d["skip"].items()},
                "cascade_certified_share": round(float(np.mean(d["ccert"])), 4),
                "verifier_calls_share": round(float(np.mean(d["calls"])), 4)})
    return out


def population_error(pool: Pool, cals: dict[str, Any], risk: Any, settings: Settings, rest: np.ndarray,
                     fin_rest: np.ndarray, fixed_rest: np.ndarray, draw: np.ndarray, failure_rate: float,
                     repair: bool) -> float | None:
    """The failing share among finalized memos over the population the risk control's test rows
    were drawn from -- the unreviewed rows *and* those test rows (the source's rows the
    probability model was not fitted on), weighted to ``failure_rate`` failing -- which is what
    Learn-then-Test bounds: above epsilon with probability <= delta. The unreviewed rows alone
    (``realized_error``) are the complement of the reviewed ones in a finite pool, which adds
    their own sampling noise. None when nothing is finalized or the calibrators record no test rows."""
    from tinyrag_eval.calibration.fit_criteria import shared_calibration_ids

    try:
        tested = draw[sorted(shared_calibration_ids(cals))]
    except ValueError:
        return None
    fin_tested, fixed_tested = decide_all(pool, cals, risk, settings, tested, repair=repair)
    both = np.r_[rest, tested]
    fin = np.r_[fin_rest, fin_tested]
    fails = np.r_[pool.fails(rest, fixed_rest), pool.fails(tested, fixed_tested)]
    w = population_weights(pool.labels[both], failure_rate)
    finalized = float(w[fin].sum())
    return float(w[fin & fails].sum() / finalized) if finalized > 0 else None


def population_summary(values: list[float | None], e: float, reps: int) -> dict[str, Any]:
    """``realized_error_population`` (mean over the repeats that finalized something) and
    ``share_over_eps_population`` (share of all repeats above epsilon), from :func:`population_error`;
    nothing when no repeat measured it (the cascade's stages)."""
    if not values:
        return {}
    real = [v for v in values if v is not None]
    return {"realized_error_population": round(float(np.mean(real)), 4) if real else None,
            "share_over_eps_population": round(sum(v > e + 1e-12 for v in real) / reps, 4)}


def auc(scores: list[float | None], labels: np.ndarray) -> float | None:
    from sklearn.metrics import roc_auc_score

    keep = [i for i, s in enumerate(scores) if s is not None and math.isfinite(s)]
    y = labels[keep]
    if len(set(y.tolist())) < 2:
        return None
    return round(float(roc_auc_score(y, [scores[i] for i in keep])), 4)


def automation_se(per_repeat: list[float]) -> float | None:
    """Standard error of the mean automation over repeats (None below two repeats). At epsilon
    near the failing share a repeat tends to certify almost everything or nothing, so the
    per-repeat automation is two-valued and this error is large: about 0.9 * sqrt(c (1 - c) /
    reps) for a certified share c, 4.4 points at c = 1/3 with 100 repeats."""
    if len(per_repeat) < 2:
        return None
    return round(float(np.std(per_repeat, ddof=1) / math.sqrt(len(per_repeat))), 4)


def mean_over(results: dict[str, dict[str, Any]], eps: list[float]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for e in eps:
        k = f"eps={e:g}"
        vals = [r[k] for r in results.values()]
        real = [v["realized_error"] for v in vals if v["realized_error"] is not None]
        ses = [v.get("automation_se") for v in vals]
        out[k] = {"automation": round(float(np.mean([v["automation"] for v in vals])), 4),
                  "realized_error": round(float(np.mean(real)), 4) if real else None,
                  "share_over_eps": round(float(np.mean([v["share_over_eps"] for v in vals])), 4),
                  **({"share_over_eps_population": round(float(np.mean(
                      [v["share_over_eps_population"] for v in vals])), 4)}
                     if all("share_over_eps_population" in v for v in vals) else {}),
                  # the mean of independent per-source means: its error adds in quadrature
                  "automation_se": (round(math.sqrt(sum(x * x for x in ses)) / len(ses), 4)
                                    if ses and all(x is not None for x in ses) else None)}
    return out


# ------------------------------------------------------------------------------------------ main
def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "",
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="See the module docstring (benchmarks/deployment.py) and docs/benchmarks.md.")
    ap.add_argument("--rows", type=Path, required=True, help="JSONL: {id, query, contexts, answer, label[, source]}.")
    ap.add_argument("--out", type=Path, required=True, help="Result JSON.")
    ap.add_argument("--failure-rate", type=float, default=0.1, help="Failing share of the deployment's memos.")
    ap.add_argument("--labels", type=int, default=400, help="Reviewed (labelled) memos per repeat.")
    ap.add_argument("--reps", type=int, default=200, help="Repeats (fresh reviews each).")
    ap.add_argument("--eps", default="0.05,0.1", help="Comma list of epsilons (tolerated failing share).")
    ap.add_argument("--delta", type=float, default=0.1, help="Tolerated probability that the guarantee fails.")
    ap.add_argument("--loso", action="store_true", help="Each source in turn is the deployment (rows' 'source').")
    ap.add_argument("--loso-fit", choices=("team", "pooled", "pooled-balanced"), default="team",
                    help="team: calibrators fitted on the team's labels only (what the product does; default). "
                    "pooled: the grounded probability model also on the other sources' rows. pooled-balanced: "
                    "the same, the team's fit rows and the other sources' rows weighing the same in total.")
    ap.add_argument("--allow-fewer-labels", action="store_true",
                    help="When the rows cannot supply --labels distinct reviews at --failure-rate, use as many as "
                    "they can (default: an error; with --loso, that source is left out).")
    ap.add_argument("--features", default=None, help="Comma list replacing the grounded criterion's features.")
    ap.add_argument("--criterion-features", action="append", default=[], metavar="CRITERION=F1,F2",
                    help="Replace one criterion's features (repeatable), e.g. relevant=nli_mean,nli_min.")
    ap.add_argument("--criteria", default=None, help="Comma list of criteria (default: agent.criteria).")
    ap.add_argument("--repair", action="store_true",
                    help="Offline repair in the decision: a memo the policy repairs is scored again and decided as "
                    "attempt 2 (it keeps its row's label unless a person judged its exact text: a row of --rows "
                    "or --judged).")
    ap.add_argument("--judged", type=Path, action="append", default=[],
                    help="More labelled rows (the --rows format) whose texts count as judged, for the labels of "
                    "repaired memos (--repair); repeatable. They are not part of the deployment.")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="Score cache folder.")
    ap.add_argument("--stages", default="offline",
                    help="offline (default: the offline stage alone) or offline,verifier (the certified cascade with "
                    "the LLM verifier as stage 2; docs/cascade.md).")
    ap.add_argument("--verifier-llm", choices=("local", "scripted"), default="local",
                    help="The verifier's LLM with --stages offline,verifier: local = the configured LLM (slow with "
                    "the bundled SmolLM2), scripted = a deterministic stand-in for plumbing runs.")
    ap.add_argument("--seed", type=int, default=13)
    a = ap.parse_args(argv)
    if not 0 < a.failure_rate < 1:
        ap.error("--failure-rate must be in (0, 1)")
    if a.labels < 20:
        ap.error("--labels must be >= 20")
    if a.reps < 1:
        ap.error("--reps must be >= 1")
    if a.judged and not a.repair:
        ap.error("--judged labels repaired memos: it needs --repair")
    if not 0 < a.delta < 1:
        ap.error("--delta must be in (0, 1)")
    try:
        eps = [float(x) for x in a.eps.split(",") if x.strip()]
    except ValueError:
        ap.error(f"--eps must be a comma list of numbers, got {a.eps!r}")
    if not eps or not all(0 < e < 1 for e in eps):
        ap.error(f"--eps must hold at least one epsilon, each in (0, 1), got {a.eps!r}")
    stages = [x.strip() for x in a.stages.split(",") if x.strip()]
    if stages not in (["offline"], ["offline", "verifier"]):
        ap.error("--stages must be 'offline' or 'offline,verifier'")
    a.stages = stages
    return a


def run(a: argparse.Namespace) -> dict[str, Any]:
    t0 = time.perf_counter()
    settings = get_settings()
    eps = [float(x) for x in a.eps.split(",") if x.strip()]
    criteria = [c.strip() for c in a.criteria.split(",")] if a.criteria else list(settings.agent.criteria)
    features = {c: criterion_feature_names(c) for c in criteria if c in CRITERION_FEATURES}
    if a.features:
        features["grounded"] = [f.strip() for f in a.features.split(",") if f.strip()]
    for spec in a.criterion_features:
        c, _, names_ = spec.partition("=")
        if c.strip() not in criteria or not names_.strip():
            raise SystemExit(f"--criterion-features {spec!r}: give CRITERION=F1,F2 for one of {', '.join(criteria)}")
        features[c.strip()] = [f.strip() for f in names_.split(",") if f.strip()]
    names = list(dict.fromkeys(n for fs in features.values() for n in fs))
    rows = read_rows(a.rows)
    judged = [r for p in a.judged for r in read_rows(p) if "features" not in r]
    cache = score_rows(rows, settings, a.cache, need_reranker="reranker_score" in names, repair=a.repair)
    with_verifier = "verifier" in a.stages
    vscores = None
    if with_verifier:
        vscores = verifier_scores(rows, settings, a.cache, scripted_verifier_llm() if a.verifier_llm == "scripted"
                                  else None, a.verifier_llm)
    t_score = time.perf_counter() - t0
    common = {"settings": settings, "criteria": criteria, "features": features, "eps": eps, "delta": a.delta,
              "failure_rate": a.failure_rate, "n_labels": a.labels, "reps": a.reps, "seed": a.seed,
              "allow_fewer": a.allow_fewer_labels, "repair": a.repair, "stages": with_verifier}
    sources = sorted({r["source"] for r in rows})
    result: dict[str, Any] = {}
    by_source: dict[str, Any] = {}
    left_out: dict[str, str] = {}
    if a.loso:
        for s in sources:
            pool = Pool([r for r in rows if r["source"] == s], names, cache, vscores, judged)
            extra = (Pool([r for r in rows if r["source"] != s], names, cache)
                     if a.loso_fit in ("pooled", "pooled-balanced") else None)
            log(f"left out: {s} ({len(pool)} rows, {int((pool.labels == 0).sum())} failing)")
            try:
                by_source[s] = simulate(pool, extra_fit=extra, balance_extra=a.loso_fit == "pooled-balanced",
                                        **common)
            except ValueError as exc:
                log(f"  {s} left out: {exc}")
                left_out[s] = str(exc)
        if not by_source:
            raise SystemExit("no source could be simulated: " + "; ".join(f"{k}: {v}" for k, v in left_out.items()))
        result.update(mean_over(by_source, eps))
    else:
        pool = Pool(rows, names, cache, vscores, judged)
        log(f"deployment: all {len(pool)} rows ({int((pool.labels == 0).sum())} failing)")
        try:
            result.update(simulate(pool, **common))
        except ValueError as exc:
            raise SystemExit(str(exc)) from None
    signal_auc = {}
    for s in sources:
        sub = Pool([r for r in rows if r["source"] == s], names, cache)
        signal_auc[s] = {n: auc([f.get(n) for f in sub.features], sub.labels) for n in names}
    result["by_source"] = by_source
    result["meta"] = {
        "command": command_line(sys.argv[1:]),
        "feature_directions": settings.calibration.feature_directions,
        "rows": str(a.rows), "n_rows": len(rows),
        "rows_per_source": {s: {"n": sum(r["source"] == s for r in rows),
                                "failing": sum(r["source"] == s and r["label"] == 0 for r in rows)} for s in sources},
        "failure_rate": a.failure_rate, "labels": a.labels, "reps": a.reps, "eps": eps, "delta": a.delta,
        "sources_left_out": left_out, "rest_share": REST_SHARE, "loso": a.loso, "loso_fit": a.loso_fit if a.loso else None, "criteria": criteria, "features": features,
        "repair": a.repair,
        "repairable_rows": sum("repaired" in v for v in cache.values()) if a.repair else None,
        "repaired_judged": repaired_judged(rows, cache, judged) if a.repair else None,
        "judged": [str(p) for p in a.judged],
        "alpha": settings.calibration.alpha, "calibration_fraction": settings.calibration.calibration_fraction,
        "seed": a.seed, "feature_auc_by_source": signal_auc,
        **({"stages": a.stages, "verifier_llm": a.verifier_llm} if with_verifier else {}),
        "seconds_scoring": round(t_score, 1), "seconds_total": round(time.perf_counter() - t0, 1),
    }
    return result


NOT_PINNED = ("KEY", "TOKEN", "SECRET", "PASSWORD", "URL", "DIR")
"""Words (between underscores) of a ``TINYRAG_*`` variable's name that keep it out of the recorded command: secrets,
addresses and one machine's folders (none changes what is measured)."""


def command_line(args: list[str], environ: Mapping[str, str] | None = None) -> str:
    """The command that reproduces a run: the ``TINYRAG_*`` settings in the environment (the
    product's settings change what is measured), then the script and its arguments, shell-quoted; a
    variable whose name has a ``NOT_PINNED`` word is left out. No ``python`` before the script, unlike
    the other benchmarks' commands: the demo (``tinyrag_eval.demo``) shows this form and its tests
    check the shipped results for it."""
    env = os.environ if environ is None else environ
    pinned = [f"{k}={shlex.quote(env[k])}" for k in sorted(env) if k.startswith("TINYRAG_")
              and not set(k.upper().split("_")) & set(NOT_PINNED)]
    return " ".join([*pinned, quoted_command("benchmarks/deployment.py", args, python="")])


def main(argv: list[str] | None = None) -> None:
    a = parse_args(argv)
    result = run(a)
    write_json(a.out, result, indent=2)
    for k, v in result.items():
        if k.startswith("eps="):
            print(f"{k}: automation {v['automation']:.3f}, realized error {v['realized_error']}, "
                  f"share over eps {v['share_over_eps']:.3f}")
    for s, r in result["by_source"].items():
        print(f"  {s}: " + "; ".join(f"{k} automation {v['automation']:.3f} realized {v['realized_error']} "
                                     f"over {v['share_over_eps']:.3f}" for k, v in r.items() if k.startswith("eps=")))
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
