"""Retrieval metrics of the two-stage funnel, computed by pytrec_eval (trec_eval's code).

Per query and aggregated (mean over evaluated queries): ``P@k``, ``recall@k``, ``F1@k``
(set-based, relevance >= 1) and ``MAP@k``, ``NDCG@k`` (graded relevance) for every requested k.
With a stage-1 run as well: ``stage1`` figures, ``ceiling@k1`` (share of relevant items already
lost at stage 1 = 1 - stage-1 recall@k1) and ``rerank_gain@k2`` (NDCG@k2 of the final list minus
NDCG@k2 of the stage-1 order cut at k2).

Defined results for the awkward cases (never a crash, never NaN):

* a judged query (>= 1 relevant item in qrels) missing from the run, or an empty run: every
  metric of that query is 0 (trec_eval ``-c`` convention) and it is flagged ``missing_from_run``;
* a query whose qrels have no relevant item: excluded from the aggregate (its recall and NDCG are
  undefined), listed with ``excluded: "no relevant documents in qrels"``;
* a query in the run but absent from qrels: excluded, ``excluded: "not in qrels"``;
* no evaluable query at all: ``aggregate`` values are ``null`` and ``invalid`` carries the reason.

Ranking follows trec_eval: by score, descending; the rank column of a run file is ignored and
tied scores are ordered by document id, descending. Ranked lists given as Python/JSON lists get
strictly decreasing scores, so their order is kept exactly.
"""

from __future__ import annotations

import json
import math
import numbers
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import TinyragError

Qrels = dict[str, dict[str, int]]
Run = dict[str, dict[str, float]]

SET_METRICS = ("P", "recall", "F1")
RANK_METRICS = ("MAP", "NDCG")


class RetrievalInputError(TinyragError, ValueError):
    """A qrels or run file that cannot be parsed; the message names file and line."""


# ---------------------------------------------------------------------------------------------
# input


def read_qrels(path: Path) -> Qrels:
    """TREC qrels (``qid iter docid rel``) or JSON ``{qid: {docid: rel}}``."""
    if path.suffix == ".json":
        return _json_mapping(path, int)
    qrels: Qrels = {}
    for n, line in enumerate(_lines(path), 1):
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 4:
            raise RetrievalInputError(f"{path}:{n}: expected 'qid iter docid relevance', got {line.strip()!r}")
        try:
            rel = int(parts[3])
        except ValueError:
            raise RetrievalInputError(f"{path}:{n}: relevance {parts[3]!r} is not an integer") from None
        qrels.setdefault(parts[0], {})[parts[2]] = rel
    return qrels


def read_run(path: Path) -> Run:
    """TREC run (``qid Q0 docid rank score tag``) or JSON ``{qid: {docid: score}}`` / ``{qid: [docids]}``."""
    if path.suffix == ".json":
        try:
            raw = json.loads(path.read_text())
        except json.JSONDecodeError as exc:
            raise RetrievalInputError(f"{path}: invalid JSON ({exc})") from exc
        if not isinstance(raw, dict):
            raise RetrievalInputError(f"{path}: expected an object {{qid: {{docid: score}} or [docids]}}")
        return normalise_run(raw)
    run: Run = {}
    for n, line in enumerate(_lines(path), 1):
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 6:
            raise RetrievalInputError(f"{path}:{n}: expected 'qid Q0 docid rank score tag', got {line.strip()!r}")
        try:
            score = float(parts[4])
        except ValueError:
            raise RetrievalInputError(f"{path}:{n}: score {parts[4]!r} is not a number") from None
        if not math.isfinite(score):
            raise RetrievalInputError(f"{path}:{n}: score {parts[4]!r} is not finite")
        docs = run.setdefault(parts[0], {})
        if parts[2] in docs:
            raise RetrievalInputError(f"{path}:{n}: document {parts[2]!r} appears twice for query {parts[0]!r}")
        docs[parts[2]] = score
    return run


def write_run(run: Mapping[str, Sequence[str]], path: Path, tag: str = "tinyrag") -> None:
    """Write ranked lists as a TREC run file (scores descend with rank)."""
    with path.open("w", encoding="utf-8") as fh:
        for qid, docs in run.items():
            for rank, doc in enumerate(docs, 1):
                fh.write(f"{qid} Q0 {doc} {rank} {len(docs) - rank + 1} {tag}\n")


def _lines(path: Path) -> list[str]:
    if not path.is_file():
        raise RetrievalInputError(f"{path}: no such file")
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise RetrievalInputError(f"{path}: not UTF-8 text ({exc})") from exc


def _json_mapping(path: Path, cast: type) -> dict:
    try:
        raw = json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise RetrievalInputError(f"{path}: invalid JSON ({exc})") from exc
    if not isinstance(raw, dict) or not all(isinstance(v, dict) for v in raw.values()):
        raise RetrievalInputError(f"{path}: expected an object of objects {{qid: {{docid: value}}}}")
    out: dict = {}
    for q, docs in raw.items():
        for d, v in docs.items():
            if (isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v)
                    or (cast is int and v != int(v))):
                raise RetrievalInputError(f"{path}: value for {q!r}/{d!r} must be {'an integer' if cast is int else 'a number'}, got {v!r}")
        out[str(q)] = {str(d): cast(v) for d, v in docs.items()}
    return out


def normalise_run(run: Mapping[str, Any]) -> Run:
    """Accept {qid: {doc: score}} or {qid: [doc, ...]} (ranked); ranks become scores."""
    out: Run = {}
    for qid, docs in run.items():
        if isinstance(docs, Mapping):
            wrong = [(d, s) for d, s in docs.items() if isinstance(s, bool) or not isinstance(s, numbers.Real)]
            if wrong:
                raise RetrievalInputError(f"run scores must be numbers; query {qid!r}, document {wrong[0][0]!r} has "
                                          f"{wrong[0][1]!r}")
            scores = {str(d): float(s) for d, s in docs.items()}
            bad = [d for d, s in scores.items() if not math.isfinite(s)]
            if bad:
                raise RetrievalInputError(f"run scores must be finite numbers; query {qid!r}, document {bad[0]!r}")
            out[str(qid)] = scores
        elif isinstance(docs, Sequence) and not isinstance(docs, str):
            seen: dict[str, float] = {}
            for rank, d in enumerate(docs):
                seen.setdefault(str(d), float(len(docs) - rank))  # first occurrence keeps its rank
            out[str(qid)] = seen
        else:
            raise RetrievalInputError(f"run entry for query {qid!r} must be a list or an object")
    return out


# ---------------------------------------------------------------------------------------------
# evaluation


def _pytrec(qrels: Qrels, run: Run, ks: Sequence[int]) -> dict[str, dict[str, float]]:
    import pytrec_eval

    cut = ",".join(str(k) for k in sorted(set(ks)))
    measures = {f"P.{cut}", f"recall.{cut}", f"map_cut.{cut}", f"ndcg_cut.{cut}"}
    evaluator = pytrec_eval.RelevanceEvaluator(qrels, measures)
    raw = evaluator.evaluate({q: docs for q, docs in run.items() if q in qrels and docs})
    out: dict[str, dict[str, float]] = {}
    for qid, vals in raw.items():
        row: dict[str, float] = {}
        for k in ks:
            p, r = vals[f"P_{k}"], vals[f"recall_{k}"]
            row[f"P@{k}"] = p
            row[f"recall@{k}"] = r
            row[f"F1@{k}"] = 2 * p * r / (p + r) if p + r > 0 else 0.0
            row[f"MAP@{k}"] = vals[f"map_cut_{k}"]
            row[f"NDCG@{k}"] = vals[f"ndcg_cut_{k}"]
        out[qid] = row
    return out


def _metric_names(ks: Sequence[int]) -> list[str]:
    return [f"{m}@{k}" for k in ks for m in ("P", "recall", "F1", "MAP", "NDCG")]


def evaluate_retrieval(
    qrels: Qrels,
    run: Mapping[str, Any],
    ks: Sequence[int] = (100, 8),
    stage1_run: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """``{"aggregate": {...}, "per_query": {...}, "queries": {...}}`` (see module docstring)."""
    ks = sorted({int(k) for k in ks}, reverse=True)
    if not ks or ks[-1] < 1:
        raise ValueError("every k must be a positive integer")
    final = normalise_run(run)
    first = normalise_run(stage1_run) if stage1_run is not None else None
    judged = {q for q, docs in qrels.items() if any(r > 0 for r in docs.values())}
    per_query: dict[str, dict[str, Any]] = {}
    for q in sorted(set(qrels) - judged):
        per_query[q] = {"excluded": "no relevant documents in qrels"}
    for q in sorted(set(final) - set(qrels)):
        per_query[q] = {"excluded": "not in qrels"}

    names = _metric_names(ks)
    zero = dict.fromkeys(names, 0.0)
    scores = _pytrec({q: qrels[q] for q in judged}, final, ks)
    scores1 = _pytrec({q: qrels[q] for q in judged}, first, ks) if first is not None else None
    k1, k2 = ks[0], ks[-1]
    missing = 0
    for q in sorted(judged):
        row: dict[str, Any] = dict(scores.get(q, zero))
        if q not in scores:
            row["missing_from_run"] = True
            missing += 1
        if scores1 is not None:
            s1 = scores1.get(q, zero)
            row["stage1"] = dict(s1)
            row[f"ceiling@{k1}"] = 1.0 - s1[f"recall@{k1}"]
            row[f"rerank_gain@{k2}"] = row[f"NDCG@{k2}"] - s1[f"NDCG@{k2}"]
        per_query[q] = row

    evaluated = [per_query[q] for q in sorted(judged)]
    aggregate: dict[str, Any] = {}
    invalid = ""
    if not evaluated:
        invalid = "no query in qrels has a relevant document; nothing to evaluate"
        aggregate = dict.fromkeys(names)
    else:
        n = len(evaluated)
        aggregate = {m: sum(r[m] for r in evaluated) / n for m in names}
        if scores1 is not None:
            aggregate["stage1"] = {m: sum(r["stage1"][m] for r in evaluated) / n for m in names}
            aggregate[f"ceiling@{k1}"] = sum(r[f"ceiling@{k1}"] for r in evaluated) / n
            aggregate[f"rerank_gain@{k2}"] = sum(r[f"rerank_gain@{k2}"] for r in evaluated) / n
    report: dict[str, Any] = {
        "aggregate": aggregate,
        "per_query": per_query,
        "queries": {
            "evaluated": len(evaluated),
            "missing_from_run": missing,
            "excluded": len(per_query) - len(evaluated),
        },
        "ks": ks,
    }
    if invalid:
        report["invalid"] = invalid
    if missing:
        report["warnings"] = [f"{missing} judged quer{'y' if missing == 1 else 'ies'} missing from the run scored 0"]
    return report


def page_unit(doc_id: str, page: int | None) -> str:
    """Relevance unit of a chunk: ``doc_id:pN`` for paged sources, ``doc_id`` otherwise."""
    return f"{doc_id}:p{page}" if page else doc_id


def unit_ranking(chunks: Sequence[Any]) -> list[str]:
    """Collapse a ranked chunk list (Chunk or ScoredChunk) to ranked units, first hit wins."""
    seen: dict[str, None] = {}
    for c in chunks:
        chunk = getattr(c, "chunk", c)
        seen.setdefault(page_unit(chunk.doc_id, chunk.page), None)
    return list(seen)


def retrieval_metric_results(retrieval: Any, qrels: Mapping[str, int]) -> dict[str, Any]:
    """Retrieval metrics of one :class:`~tinyrag_eval.schema.RetrievalResult` against graded
    relevance of retrieval units, as ``MetricResult``s named ``retrieval.*``: NDCG, P and MAP at
    the reranked list's length, and the stage-1 recall ceilings (used by the memo workflow and
    the validation pipeline)."""
    from ..schema import MetricResult

    k2 = max(len(retrieval.context), 1)
    res = evaluate_retrieval({"q": dict(qrels)}, {"q": unit_ranking(retrieval.context)}, [k2],
                             stage1_run={"q": unit_ranking(retrieval.candidates)})
    agg = res["aggregate"]
    out: dict[str, MetricResult] = {}
    for key in (f"NDCG@{k2}", f"P@{k2}", f"MAP@{k2}"):
        if isinstance(agg.get(key), int | float):
            out[f"retrieval.{key}"] = MetricResult(name=f"retrieval.{key}", value=float(agg[key]))
    for key, v in agg.get("stage1", {}).items():
        if key.startswith("recall@") and isinstance(v, int | float):
            out[f"retrieval.stage1_{key}"] = MetricResult(name=f"retrieval.stage1_{key}", value=float(v),
                                                          reason="stage-1 ceiling")
    return out


_CHUNK_ID = re.compile(r"^(?P<doc>.+)#p(?P<page>\d+)#\d+$")


def chunk_unit(chunk_id: str) -> str:
    """The retrieval unit of a chunk id ``<doc_id>#p<page>#<n>`` (page 0 = unpaged); any other
    string is returned as it is (taken to be a unit already)."""
    m = _CHUNK_ID.match(chunk_id)
    return page_unit(m["doc"], int(m["page"]) or None) if m else chunk_id


def unit_qrels(qrels: Mapping[str, int]) -> dict[str, int]:
    """Relevance labels keyed by chunk id (``GeneratedTest.source_chunk_ids``) -> by retrieval
    unit (the highest grade wins when two chunks share a unit); unit keys pass through."""
    out: dict[str, int] = {}
    for key, grade in qrels.items():
        unit = chunk_unit(key)
        out[unit] = max(out.get(unit, grade), grade)
    return out
