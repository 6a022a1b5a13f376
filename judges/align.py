"""Agreement of each judge with the team's reviewers (``tinyrag judge align``).

A *judge* gives a pass/fail verdict on a memo for an acceptability criterion (``grounded``,
``relevant``, ``complete``, ``safe``) or for the whole memo (``overall``); the *reviewers'* verdicts
are the labels of the store (``Store.decide_review`` / ``Store.add_label``) or of a labelled file.
For every (judge, criterion) this module reports n, accuracy with its Wilson 95 % interval, Cohen's
κ with a bootstrap 95 % interval, and the confusion matrix.

Judges read from the store (one verdict per labelled attempt; a judge with no verdict on an
attempt abstains there):

- ``rubric``: the rubric judge's 1–5 scores on the attempt's evaluation (``Evaluation.judge``),
  a pass when every rubric criterion behind a criterion scores >= ``pass_score`` (default 4):
  ``grounded`` <- ``hallucination``; ``complete`` <- ``captured_rate`` and ``missing_out`` (only
  with a reference); ``relevant`` <- ``value_add`` (a proxy: the rubric has no relevance
  criterion); ``overall`` <- every scored rubric criterion.
- ``calibrated``: the offline calibrated criteria of the attempt's assessment, P(passes) >= 0.5
  as the verdict; ``overall`` = every criterion's P >= 0.5.
- ``llm_verifier``: the LLM verifier's score on ``grounded`` (the metric ``llm_verifier``,
  P(supported) >= 0.5), when the verifier ran; absent otherwise.
- ``pairwise``: the pairwise judge's P(this attempt beats the previous one) >= 0.5 against the
  ``overall`` label, on attempts after the first. It compares attempts, it does not judge
  acceptability: read its agreement as a sanity check, not as a judge's quality.

Panels (several judge LLMs) are not recorded per attempt by the workflow: align them from a
labelled file (``read_labelled_file``), e.g. the output of ``tinyrag judge rubric --panel ...
--out`` with the reviewers' labels added.

Human labels: ``overall`` is the label of the whole memo (1 = acceptable as it stood). A criterion's
label is the reviewer's per-criterion verdict when they named the failed criteria, or 1 for an
approval; a rejection that named no criterion says nothing about a single criterion, so it is left
out of the per-criterion figures (counted in ``unnamed``) unless ``inherit=True`` counts it as failing
every criterion (what calibration does).

Few-shot examples (``pick_fewshots``): reviewed memos where a judge disagreed with the reviewer,
half of them memos the reviewer passed and half failed (as far as there are), the judge's most
confident mistakes first. Written as JSON (``FewshotFile``) that a judge prompt can load
(``judges.fewshot_file``). Whether they raise agreement can only be measured by re-judging new
reviewed memos with an LLM; nothing here claims a raise.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from ..schema import JudgeVerdict
from ..store import REVIEW_CRITERIA, Store, check_criteria, criterion_labels

OVERALL = "overall"
ALIGN_CRITERIA: tuple[str, ...] = (*REVIEW_CRITERIA, OVERALL)
RUBRIC_SOURCES: dict[str, tuple[str, ...]] = {
    "grounded": ("hallucination",),
    "relevant": ("value_add",),
    "complete": ("captured_rate", "missing_out"),
}
"""The rubric criteria (1–5 scores) behind each acceptability criterion; ``overall`` = all scored."""
DEFAULT_PASS_SCORE = 4.0
VERIFIER_METRIC = "llm_verifier"
PAIRWISE_METRIC = "pairwise_vs_previous"
Z95 = 1.959963984540054
MIN_BOOTSTRAP_N = 10
"""Below this many labelled memos no bootstrap interval of κ is given (it would be meaningless)."""
FEWSHOT_VERSION = 1
MAX_FEWSHOT_CONTEXT_CHARS = 4000


class AlignInputError(ValueError):
    """A labelled file or store that cannot be aligned (one line naming the file and line, or the fix)."""


class AlignItem(BaseModel):
    """One reviewed memo: the reviewers' labels and every judge's verdicts on it."""

    id: str
    labels: dict[str, int] = Field(description="criterion (and 'overall') -> 1 passes / 0 fails")
    unnamed: bool = Field(False, description="a failing label that named no criterion (per-criterion labels unknown)")
    verdicts: dict[str, dict[str, int]] = Field(default_factory=dict, description="judge -> criterion -> 1/0")
    scores: dict[str, dict[str, float]] = Field(
        default_factory=dict, description="judge -> criterion -> the raw score the verdict came from")
    memo: str = ""
    topic: str = ""
    context: str = ""
    notes: str = ""
    failed: list[str] = Field(default_factory=list)


class Confusion(BaseModel):
    """Reviewer (rows) against judge (columns): pass = 1, fail = 0."""

    both_pass: int = 0
    human_pass_judge_fail: int = 0
    human_fail_judge_pass: int = 0
    both_fail: int = 0


class Agreement(BaseModel):
    judge: str
    criterion: str
    n: int = Field(description="labelled memos the judge gave a verdict on")
    abstained: int = Field(0, description="labelled memos without a verdict of this judge")
    accuracy: float | None = None
    accuracy_ci: tuple[float, float] | None = Field(None, description="Wilson 95 % interval")
    kappa: float | None = None
    kappa_ci: tuple[float, float] | None = Field(None, description="bootstrap 95 % percentile interval")
    note: str = ""
    confusion: Confusion = Field(default_factory=Confusion)
    source: str = Field("", description="what the verdict is read from")


class AlignReport(BaseModel):
    source: str
    n_labels: int = Field(description="labelled memos read")
    unnamed: int = Field(0, description="failing labels that named no criterion")
    inherit: bool = False
    pass_score: float = DEFAULT_PASS_SCORE
    judges: list[str] = Field(default_factory=list)
    rows: list[Agreement] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


# --------------------------------------------------------------------------- statistics


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """Wilson score interval of k successes in n (None when n = 0)."""
    if n <= 0:
        return None
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)


def cohen_kappa(a: Sequence[int], b: Sequence[int]) -> float | None:
    """Cohen's κ of two 0/1 lists; None when undefined (no items, or chance agreement of 1)."""
    n = len(a)
    if n == 0:
        return None
    po = sum(x == y for x, y in zip(a, b, strict=True)) / n
    pa, pb = sum(a) / n, sum(b) / n
    pe = pa * pb + (1 - pa) * (1 - pb)
    if pe >= 1 - 1e-12:
        return None
    return (po - pe) / (1 - pe)


def kappa_interval(a: Sequence[int], b: Sequence[int], *, resamples: int = 1000,
                   seed: int = 13) -> tuple[float, float] | None:
    """Bootstrap 95 % percentile interval of Cohen's κ (resamples where κ is undefined are left
    out); None below :data:`MIN_BOOTSTRAP_N` items or when fewer than half the resamples define it."""
    n = len(a)
    if n < MIN_BOOTSTRAP_N:
        return None
    rng = random.Random(seed)
    ks = []
    for _ in range(resamples):
        idx = [rng.randrange(n) for _ in range(n)]
        k = cohen_kappa([a[i] for i in idx], [b[i] for i in idx])
        if k is not None:
            ks.append(k)
    if len(ks) < resamples / 2:
        return None
    ks.sort()
    lo = ks[int(0.025 * (len(ks) - 1))]
    hi = ks[math.ceil(0.975 * (len(ks) - 1))]
    return round(lo, 4) + 0.0, round(hi, 4) + 0.0  # + 0.0: no "-0.00"


def agreement(judge: str, criterion: str, human: Sequence[int], verdicts: Sequence[int], *, abstained: int = 0,
              source: str = "", resamples: int = 1000, seed: int = 13) -> Agreement:
    """The agreement of one judge with the reviewers on one criterion (paired 0/1 lists)."""
    n = len(human)
    conf = Confusion(
        both_pass=sum(h == 1 and v == 1 for h, v in zip(human, verdicts, strict=True)),
        human_pass_judge_fail=sum(h == 1 and v == 0 for h, v in zip(human, verdicts, strict=True)),
        human_fail_judge_pass=sum(h == 0 and v == 1 for h, v in zip(human, verdicts, strict=True)),
        both_fail=sum(h == 0 and v == 0 for h, v in zip(human, verdicts, strict=True)))
    hits = conf.both_pass + conf.both_fail
    k = cohen_kappa(human, verdicts)
    note = ""
    if n == 0:
        note = "no labelled memo with a verdict of this judge"
    elif k is None:
        note = "κ undefined: reviewers and judge all gave the same verdict (chance agreement is 1)"
    elif n < MIN_BOOTSTRAP_N:
        note = f"only {n} labelled memo(s): wide intervals, no κ interval"
    elif n < 20:
        note = f"only {n} labelled memo(s): wide intervals"
    return Agreement(judge=judge, criterion=criterion, n=n, abstained=abstained,
                     accuracy=round(hits / n, 4) if n else None, accuracy_ci=wilson(hits, n),
                     kappa=None if k is None else round(k, 4) + 0.0,
                     kappa_ci=kappa_interval(human, verdicts, resamples=resamples, seed=seed) if k is not None else None,
                     note=note, confusion=conf, source=source)


# --------------------------------------------------------------------------- verdicts of each judge


def rubric_verdicts(verdict: JudgeVerdict | None, pass_score: float = DEFAULT_PASS_SCORE
                    ) -> tuple[dict[str, int], dict[str, float]]:
    """The rubric judge's verdict per criterion (and ``overall``) with the score it came from (the
    lowest of the rubric criteria behind it); {} for an invalid or absent verdict."""
    if verdict is None or verdict.invalid:
        return {}, {}
    scored = {c: float(cs.score) for c, cs in verdict.criteria.items() if cs.score is not None}
    out: dict[str, int] = {}
    raw: dict[str, float] = {}
    for criterion, names in RUBRIC_SOURCES.items():
        vals = [scored[n] for n in names if n in scored]
        if vals:
            raw[criterion] = min(vals)
            out[criterion] = int(raw[criterion] >= pass_score)
    if scored:
        raw[OVERALL] = min(scored.values())
        out[OVERALL] = int(raw[OVERALL] >= pass_score)
    return out, raw


def _threshold(scores: Mapping[str, float | None], at: float = 0.5) -> tuple[dict[str, int], dict[str, float]]:
    raw = {c: float(v) for c, v in scores.items() if v is not None and math.isfinite(float(v))}
    return {c: int(v >= at) for c, v in raw.items()}, raw


def attempt_judges(attempt: Any, pass_score: float = DEFAULT_PASS_SCORE
                   ) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, float]]]:
    """Every judge's verdicts on one stored attempt (``AttemptRecord``): rubric, calibrated,
    llm_verifier, pairwise (the module docstring says how each is read)."""
    verdicts: dict[str, dict[str, int]] = {}
    scores: dict[str, dict[str, float]] = {}

    def put(name: str, pair: tuple[dict[str, int], dict[str, float]]) -> None:
        if pair[0]:
            verdicts[name], scores[name] = pair

    ev = attempt.evaluation
    if ev is not None:
        put("rubric", rubric_verdicts(ev.judge, pass_score))
        from ..calibration.cascade_store import verifier_score

        ver = verifier_score(attempt)  # the workflow records it in the decision's cascade details, else the metric
        if ver is not None:
            put(VERIFIER_METRIC, _threshold({"grounded": ver}))
        pw = ev.valid_metric(PAIRWISE_METRIC)
        if pw is not None and pw.value is not None:
            put("pairwise", _threshold({OVERALL: pw.value}))
    asm = attempt.assessment
    if asm is not None:
        probs = {c: ca.probability for c, ca in asm.per_criterion.items()
                 if ca.calibrated and ca.probability is not None and c in REVIEW_CRITERIA}
        if probs:
            v, raw = _threshold(probs)
            v[OVERALL] = int(all(x == 1 for x in v.values()))
            raw[OVERALL] = min(raw.values())
            put("calibrated", (v, raw))
    return verdicts, scores


SOURCES: dict[str, dict[str, str]] = {
    "rubric": {"grounded": "hallucination", "relevant": "value_add (proxy)", "complete": "captured_rate, missing_out",
               OVERALL: "every scored rubric criterion"},
    "calibrated": {OVERALL: "every calibrated criterion"},
    VERIFIER_METRIC: {"grounded": "P(supported) >= 0.5"},
    "pairwise": {OVERALL: "P(beats the previous attempt) >= 0.5: compares attempts, not acceptability"},
}


def _source(judge: str, criterion: str, pass_score: float) -> str:
    s = SOURCES.get(judge, {}).get(criterion, "")
    if judge == "rubric" and s:
        return f"{s} >= {pass_score:g}"
    if judge == "calibrated" and not s:
        return "P(passes) >= 0.5"
    return s


# --------------------------------------------------------------------------- human labels


def human_labels(label: int, criteria: Mapping[str, int | None] | None, *, inherit: bool = False
                 ) -> tuple[dict[str, int], bool]:
    """The reviewers' labels of one memo per criterion and ``overall``, and whether it is a failing
    label that named no criterion (module docstring)."""
    out = {OVERALL: int(label)}
    if label == 1:
        out.update(dict.fromkeys(REVIEW_CRITERIA, 1))
        return out, False
    known = {c: int(v) for c, v in (criteria or {}).items() if v is not None}
    unnamed = not any(v == 0 for v in known.values())
    if unnamed and inherit:
        known = dict.fromkeys(REVIEW_CRITERIA, 0)
    out.update(known)
    return out, unnamed


def items_from_store(store: Store, *, inherit: bool = False, pass_score: float = DEFAULT_PASS_SCORE,
                     with_texts: bool = False) -> list[AlignItem]:
    """One item per labelled attempt (its latest label), with every judge's verdicts on it.
    :class:`AlignInputError` when the store holds no label."""
    latest: dict[int, Any] = {}
    for lab in store.labels():
        latest[lab.attempt_id] = lab
    if not latest:
        raise AlignInputError("the store holds no reviewed memo yet: review some memos first (`tinyrag queue list`, "
                              "`tinyrag queue approve|reject ID`, or `tinyrag serve`)")
    items = []
    for attempt_id, lab in latest.items():
        att = store.get_attempt(attempt_id)
        labels, unnamed = human_labels(lab.label, lab.criteria, inherit=inherit)
        verdicts, scores = attempt_judges(att, pass_score)
        item = AlignItem(id=f"attempt-{attempt_id}", labels=labels, unnamed=unnamed, verdicts=verdicts, scores=scores,
                         failed=[c for c, v in (lab.criteria or {}).items() if v == 0])
        if with_texts:
            review = store.get_review(lab.review_id) if lab.review_id else None
            ctx = "\n\n".join(sc.chunk.text for sc in att.retrieval.context) if att.retrieval else ""
            item = item.model_copy(update={"memo": att.memo.text, "topic": att.memo.topic, "context": ctx,
                                           "notes": review.notes if review else ""})
        items.append(item)
    return items


# --------------------------------------------------------------------------- labelled files


def _file_verdicts(where: str, judges: Any) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, float]]]:
    if not isinstance(judges, dict):
        raise AlignInputError(f"{where}: 'judges' must be an object {{judge: {{criterion: verdict}}}}")
    verdicts: dict[str, dict[str, int]] = {}
    scores: dict[str, dict[str, float]] = {}
    for name, per in judges.items():
        if not isinstance(per, dict):
            raise AlignInputError(f"{where}: judges.{name} must be an object {{criterion: 0 | 1 | probability}}")
        for c, v in per.items():
            if c not in ALIGN_CRITERIA:
                raise AlignInputError(f"{where}: judges.{name}: unknown criterion {c!r} (known: "
                                      f"{', '.join(ALIGN_CRITERIA)})")
            if v is None:
                continue
            if isinstance(v, bool):
                v = int(v)
            if not isinstance(v, int | float) or not math.isfinite(v) or not 0 <= v <= 1:
                raise AlignInputError(f"{where}: judges.{name}.{c} = {v!r}: give 0, 1, true, false or a "
                                      "probability in [0, 1] (rubric 1-5 scores go in 'verdict' / 'verdicts')")
            verdicts.setdefault(name, {})[c] = int(v >= 0.5)
            scores.setdefault(name, {})[c] = float(v)
    return verdicts, scores


def _rubric_from_row(where: str, row: dict[str, Any], pass_score: float
                     ) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, float]]]:
    """The rubric verdicts of a row of ``tinyrag judge rubric --out`` (``verdict``; a panel's
    ``verdicts`` by model)."""
    found: dict[str, Any] = {}
    if row.get("verdict") is not None:
        found["rubric"] = row["verdict"]
    if row.get("verdicts") is not None:
        if not isinstance(row["verdicts"], dict):
            raise AlignInputError(f"{where}: 'verdicts' must be an object {{judge model: rubric verdict}}")
        found.update({f"rubric:{name}": v for name, v in row["verdicts"].items()})
    verdicts: dict[str, dict[str, int]] = {}
    scores: dict[str, dict[str, float]] = {}
    for name, data in found.items():
        try:
            jv = JudgeVerdict.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise AlignInputError(f"{where}: {name} is not a rubric verdict ({'.'.join(map(str, first['loc']))}: "
                                  f"{first['msg']})") from None
        v, raw = rubric_verdicts(jv, pass_score)
        if v:
            verdicts[name], scores[name] = v, raw
    return verdicts, scores


def read_labelled_file(path: Path | str, *, inherit: bool = False,
                       pass_score: float = DEFAULT_PASS_SCORE) -> list[AlignItem]:
    """A labelled JSONL file as items (docs/judges.md, "Alignment"). Each line: ``label`` (0/1, the
    whole memo; required), optional ``failed`` (list of criteria) or ``criteria`` ({criterion:
    0 | 1 | null}), ``judges`` ({judge: {criterion: 0 | 1 | true | false | probability}}), and/or
    a rubric ``verdict`` / panel ``verdicts`` as ``tinyrag judge rubric --out`` writes them; optional
    ``id``, ``memo``, ``context``, ``topic``, ``notes`` (for few-shots). The first bad line raises
    :class:`AlignInputError` naming the file and line."""
    from ..jsonl import read_jsonl_strict

    path = Path(path)
    rows = read_jsonl_strict(path, AlignInputError)
    if not rows:
        raise AlignInputError(f"{path}: no rows (one JSON object per line with a 'label')")
    items = []
    for n, row in rows:
        where = f"{path}:{n}"
        label = row.get("label")
        if isinstance(label, bool) or label not in (0, 1):
            raise AlignInputError(f"{where}: 'label' must be 0 or 1 (the reviewer's verdict on the whole memo), "
                                  f"not {label!r}")
        if row.get("failed") is not None and row.get("criteria") is not None:
            raise AlignInputError(f"{where}: give 'failed' or 'criteria', not both")
        try:
            if row.get("criteria") is not None:
                crit = check_criteria(row["criteria"], label)
            else:
                crit = criterion_labels("approve" if label == 1 else "reject", row.get("failed"))
        except ValueError as exc:
            raise AlignInputError(f"{where}: {exc}") from None
        labels, unnamed = human_labels(label, crit, inherit=inherit)
        verdicts, scores = _rubric_from_row(where, row, pass_score)
        if row.get("judges") is not None:
            v2, s2 = _file_verdicts(where, row["judges"])
            for name in v2:
                verdicts.setdefault(name, {}).update(v2[name])
                scores.setdefault(name, {}).update(s2[name])
        texts = {k: row.get(k) for k in ("memo", "topic", "context", "notes")}
        if isinstance(texts["context"], list):
            texts["context"] = "\n\n".join(str(c) for c in texts["context"])
        bad = [k for k, v in texts.items() if v is not None and not isinstance(v, str)]
        if bad:
            raise AlignInputError(f"{where}: {', '.join(bad)} must be text")
        items.append(AlignItem(id=str(row.get("id") if row.get("id") is not None else f"line-{n}"), labels=labels,
                               unnamed=unnamed, verdicts=verdicts, scores=scores,
                               failed=[c for c, v in (crit or {}).items() if v == 0],
                               **{k: v or "" for k, v in texts.items()}))
    return items


# --------------------------------------------------------------------------- the report


def align(items: Sequence[AlignItem], *, source: str, inherit: bool = False,
          pass_score: float = DEFAULT_PASS_SCORE, resamples: int = 1000, seed: int = 13) -> AlignReport:
    """Agreement of every judge that gave a verdict on at least one item, per criterion it covers."""
    judges = sorted({j for it in items for j in it.verdicts}, key=lambda j: (j.split(":")[0] != "rubric", j))
    rows: list[Agreement] = []
    for j in judges:
        covered = [c for c in ALIGN_CRITERIA if any(c in it.verdicts.get(j, {}) for it in items)]
        for c in covered:
            labelled = [it for it in items if c in it.labels]
            both = [it for it in labelled if c in it.verdicts.get(j, {})]
            rows.append(agreement(j, c, [it.labels[c] for it in both], [it.verdicts[j][c] for it in both],
                                  abstained=len(labelled) - len(both), source=_source(j.split(":")[0], c, pass_score),
                                  resamples=resamples, seed=seed))
    unnamed = sum(it.unnamed for it in items)
    notes = []
    if unnamed and not inherit:
        notes.append(f"{unnamed} failing label(s) named no failed criterion: they count for 'overall' only "
                     "(--inherit counts them as failing every criterion, as calibration does)")
    if not any(j == VERIFIER_METRIC for j in judges):
        notes.append("no llm_verifier verdicts: the LLM verifier did not run on these memos")
    if not judges:
        notes.append("no judge gave a verdict on any labelled memo")
    return AlignReport(source=source, n_labels=len(items), unnamed=unnamed, inherit=inherit, pass_score=pass_score,
                       judges=judges, rows=rows, notes=notes)


# --------------------------------------------------------------------------- few-shots


class FewshotExample(BaseModel):
    id: str
    criterion: str
    human: int = Field(description="the reviewer's verdict on the criterion: 1 passes, 0 fails")
    judge_verdict: int
    judge_score: float | None = None
    topic: str = ""
    memo: str
    context: str = ""
    notes: str = Field("", description="the reviewer's notes")
    failed: list[str] = Field(default_factory=list)


class FewshotFile(BaseModel):
    """Few-shot examples for a judge prompt (``judges.fewshot_file``)."""

    version: int = FEWSHOT_VERSION
    judge: str
    criteria: list[str]
    source: str
    method: str
    created_at: str
    examples: list[FewshotExample]
    measured: str = Field("", description="what is known about the effect on agreement")


def pick_fewshots(items: Sequence[AlignItem], k: int, *, judge: str = "rubric",
                  criteria: Iterable[str] = ("grounded",),
                  pass_score: float = DEFAULT_PASS_SCORE) -> list[FewshotExample]:
    """Up to ``k`` reviewed memos where ``judge`` disagreed with the reviewer on one of ``criteria``,
    alternately one the reviewer passed and one they failed (so the set is balanced as far as the
    disagreements allow), each side ordered by how confident the judge was (its score furthest
    from the threshold), then by id. Memos without text are skipped (a file row without ``memo``)."""
    if k < 1:
        raise ValueError(f"the number of few-shot examples must be >= 1, not {k}")
    criteria = list(criteria)
    pools: dict[int, list[tuple[float, str, FewshotExample]]] = {0: [], 1: []}
    seen: set[str] = set()
    for it in items:
        if not it.memo.strip() or it.id in seen:
            continue
        for c in criteria:
            v = it.verdicts.get(judge, {}).get(c)
            h = it.labels.get(c)
            if v is None or h is None or v == h:
                continue
            score = it.scores.get(judge, {}).get(c)
            mid = pass_score - 0.5 if judge.split(":")[0] == "rubric" else 0.5  # between fail and pass
            margin = abs(score - mid) if score is not None else 0.0
            ctx = it.context if len(it.context) <= MAX_FEWSHOT_CONTEXT_CHARS else \
                it.context[:MAX_FEWSHOT_CONTEXT_CHARS] + " …"
            pools[h].append((-margin, it.id, FewshotExample(
                id=it.id, criterion=c, human=h, judge_verdict=v, judge_score=score, topic=it.topic, memo=it.memo,
                context=ctx, notes=it.notes, failed=it.failed)))
            seen.add(it.id)
            break
    for p in pools.values():
        p.sort(key=lambda t: (t[0], t[1]))
    out: list[FewshotExample] = []
    turn = 0  # start with a memo the reviewer failed: those are the costly mistakes
    while len(out) < k and (pools[0] or pools[1]):
        side = turn % 2 if pools[turn % 2] else 1 - turn % 2
        out.append(pools[side].pop(0)[2])
        turn += 1
    return out


def fewshot_file(examples: list[FewshotExample], *, judge: str, criteria: Sequence[str], source: str,
                 measured: str) -> FewshotFile:
    return FewshotFile(judge=judge, criteria=list(criteria), source=source, created_at=datetime.now(UTC).isoformat(
        timespec="seconds"), examples=examples, measured=measured, method=(
        "reviewed memos where the judge's verdict disagreed with the reviewer's, alternating memos the reviewer "
        "failed and passed, the judge's most confident mistakes first"))


def load_fewshots(path: Path | str) -> FewshotFile:
    """A few-shot file written by ``tinyrag judge align --suggest-fewshots`` (``judges.fewshot_file``);
    :class:`AlignInputError` naming the file when it cannot be read."""
    import json

    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return FewshotFile.model_validate(data)
    except FileNotFoundError:
        raise AlignInputError(f"{path}: no such few-shot file (judges.fewshot_file)") from None
    except (OSError, ValueError) as exc:
        raise AlignInputError(f"{path}: not a few-shot file of `tinyrag judge align --suggest-fewshots` "
                              f"({str(exc).splitlines()[0]})") from None
