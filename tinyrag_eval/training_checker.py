"""The prose checker recipe (issue 29): human factual-consistency sets + NLI, windowed like the metric.

``tinyrag train checker`` fine-tunes every weight of the shipped NLI checker (warm start, not the
bare body) on a mix of

* the 16 human-labelled sets of ``../shared/training/factual`` (capped per source and per class,
  split by document: a document whose hash falls in ``dev_fraction`` is never trained on, and
  ``holdout_source`` drops a whole source plus every document it shares with other sources);
* the general NLI pairs of :func:`tinyrag_eval.training_nli.nli_mix` (SNLI, MNLI, CAD-NLI,
  Breaking NLI, the synthetic financial pairs), subsampled, with their held-out parts untouched;
* TabFact statements over small tables (the whole table is the premise);
* evidence-side negatives: the same claim against its neighbourhood with the supporting
  sentence(s) deleted -- from the factual sets' located supports and from the FinDVer train
  filings (a figure stated from one table row or sentence: supported by the row/sentence window,
  not by the window without it).

**Windowing is the metric's.** Every document is split with the metric's sentence splitter
(:class:`~tinyrag_eval.metrics.text.SegmentedInput`) and cut into the metric's premise windows
(:func:`~tinyrag_eval.metrics.nli.premise_windows`, ``metrics.nli_window`` sentences, stride 1).
Claims are split into sentences as the metric splits answers; each sentence becomes one pair
against the window that covers its content words best. A supported sentence is kept only when
its support is *located*: the best window covers at least ``min_coverage`` of its content words
and at least ``located_ratio`` of what the whole document covers (else the support is spread
over several windows and "supported" against one window would be label noise: dropped). An
unsupported claim keeps its best-overlap window (a hard negative). A multi-sentence unsupported
claim is kept only when exactly one of its sentences is not also a sentence of a supported claim
on the same document (BUMP/FIB-style minimal pairs): that sentence is the error.

Labels: the 3-way NLI classes, plus ``NOT_ENTAILMENT`` (index 3) for the human sets' "not
supported" (which mixes contradiction and missing support): its loss is ``-log(p_neutral +
p_contradiction)`` (:func:`tinyrag_eval.training_nli.nli_loss`).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .training import NLI_LABELS, Pair

ENTAILMENT, NEUTRAL, CONTRADICTION, NOT_ENTAILMENT = 0, 1, 2, 3

FACTUAL_SOURCES = (
    "attributedqa", "begin", "bump", "claimverify", "contractnli", "dialfact", "expertqa", "factcheck_gpt",
    "faithdial_audit", "fib", "frank", "hagrid", "paws", "q2", "scifact", "summeval",
)
STOP = frozenset(
    ["a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as", "is", "are", "was", "were", "be", "been", "being", "it", "its", "this", "that", "these", "those", "he", "she", "they", "we", "you", "i", "his", "her", "their", "our", "your", "my", "me", "him", "them", "us", "not", "no", "do", "does", "did", "has", "have", "had", "will", "would", "can", "could", "should", "may", "might", "so", "than", "then", "there", "here", "which", "who", "whom", "whose", "what", "when", "where", "why", "how", "also", "into", "about", "over", "after", "before", "more", "most", "such", "only", "own", "same", "too", "very", "just", "all", "any", "both", "each", "few", "other", "some", "s", "t"])
TOKEN_RE = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)*")


def content_tokens(text: str) -> frozenset[str]:
    return frozenset(t for t in TOKEN_RE.findall(text.lower()) if t not in STOP and (len(t) > 1 or t.isdigit()))


def coverage(claim: frozenset[str], text_tokens: frozenset[str]) -> float:
    return len(claim & text_tokens) / len(claim) if claim else 0.0


def _hash_unit(key: str) -> float:
    return int(hashlib.sha1(key.encode()).hexdigest()[:12], 16) / float(16**12)


def doc_is_dev(doc: str, dev_fraction: float, seed: int) -> bool:
    """The document split: the same document is dev (never trained on) in every source."""
    return _hash_unit(f"{seed}:doc:{' '.join(doc.split())}") < dev_fraction


@dataclass(frozen=True)
class FactualRow:
    id: str
    source: str
    doc: str
    claim: str
    label: int


def read_factual(factual_dir: Path, sources: Iterable[str] | None = None) -> dict[str, list[FactualRow]]:
    """Rows per source of ``factual_dir/<source>.jsonl.gz`` (all 16 by default)."""
    out: dict[str, list[FactualRow]] = {}
    for src in sources or FACTUAL_SOURCES:
        path = factual_dir / f"{src}.jsonl.gz"
        if not path.is_file():
            raise FileNotFoundError(f"{path} is missing (the human-labelled sets: ../shared/training/factual)")
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            out[src] = [FactualRow(r["id"], src, r["doc"], r["claim"], int(r["label"])) for r in map(json.loads, fh)]
    return out


# ---------------------------------------------------------------------------------------------
# the metric's windows, and where a claim's support is


@dataclass(frozen=True)
class DocWindows:
    sentences: tuple[str, ...]
    tokens: tuple[frozenset[str], ...]  # per sentence
    spans: tuple[tuple[int, int], ...]  # [start, end) sentence ranges, as the metric cuts them
    texts: tuple[str, ...]  # the premises the metric would send (table windows carry their header)
    doc_tokens: frozenset[str]


@lru_cache(maxsize=2048)
def doc_windows(doc: str, window: int) -> DocWindows:
    from .metrics.nli import premise_windows, window_spans
    from .metrics.text import SegmentedInput

    seg = SegmentedInput.build("", [doc], "")
    toks = tuple(content_tokens(s) for s in seg.context_sentences)
    spans = tuple(window_spans(seg, window))
    texts = tuple(t for t, _ in premise_windows(seg, window))
    return DocWindows(tuple(seg.context_sentences), toks, spans, texts, frozenset().union(*toks) if toks else frozenset())


@dataclass(frozen=True)
class Located:
    premise: str
    span: tuple[int, int]
    coverage: float  # of the claim's content words by the best window
    doc_coverage: float  # ... by the whole document
    windows: int

    def holds_support(self, min_coverage: float, located_ratio: float) -> bool:
        if self.windows == 1:
            return True  # the whole document is the one window the metric sends
        return self.coverage >= min_coverage and self.coverage >= located_ratio * self.doc_coverage


def locate(doc: str, sentence: str, window: int) -> Located | None:
    """The window covering the sentence's content words best (ties: the shorter window)."""
    dw = doc_windows(doc, window)
    if not dw.spans:
        return None
    claim = content_tokens(sentence)
    best, best_key = 0, (-1.0, 0)
    for k, (a, b) in enumerate(dw.spans):
        cov = coverage(claim, frozenset().union(*dw.tokens[a:b]))
        key = (cov, -len(dw.texts[k]))
        if key > best_key:
            best, best_key = k, key
    return Located(dw.texts[best], dw.spans[best], best_key[0], coverage(claim, dw.doc_tokens), len(dw.spans))


def evidence_removed(doc: str, sentence: str, loc: Located, window: int, *, part: float = 0.3,
                     elsewhere: float = 0.5) -> str | None:
    """The located window's neighbourhood with the supporting sentence(s) deleted, or None when
    the claim may still be supported (its words are elsewhere in the document) or nothing is left.

    Supporting sentences: those of the window covering at least ``part`` of the claim's content
    words. The premise: the sentences just before and after them (as many as a window holds). The
    claim must be covered by the rest of the document at most ``elsewhere`` x the window's coverage.
    """
    dw = doc_windows(doc, window)
    claim = content_tokens(sentence)
    if len(dw.sentences) < 3 or not claim or loc.coverage <= 0:
        return None
    a, b = loc.span
    removed = {i for i in range(a, b) if coverage(claim, dw.tokens[i]) >= part}
    if not removed:
        return None
    rest = [i for i in range(len(dw.sentences)) if i not in removed]
    if coverage(claim, frozenset().union(*(dw.tokens[i] for i in rest))) > elsewhere * loc.coverage:
        return None
    lo, hi = min(removed), max(removed)
    left = [i for i in rest if i < lo][-max(1, window // 2):]
    right = [i for i in rest if i > hi][: max(1, window - len(left))]
    keep = left + right
    return " ".join(dw.sentences[i] for i in keep) if keep else None


# ---------------------------------------------------------------------------------------------
# claim-side swaps: the same words, in an order the evidence does not support

_NAME_RUN = re.compile(r"(?<![\w'])(?:[A-Z][\w'.-]*)(?:\s+(?:of\s+|de\s+|the\s+)?[A-Z][\w'.-]*)*")
_NUMBER = re.compile(r"(?<![\w./-])\d[\d,]*(?:\.\d+)?%?(?![\w/-])")  # not inside "Arp2/3", "CK-666"
_COORDINATED = re.compile(r"^\W*(?:and|or|&|/|,|nor|vs\.?|versus|between|both|with|against|met|married|faced|played"
                          r"|divorced|drew|tied|partnered)?\W*$", re.IGNORECASE)
"""What may stand between two names whose swap keeps the meaning: coordination and symmetric
relations ("A met B", "A vs B")."""
_LEADING = frozenset({"the", "a", "an", "this", "that", "these", "those", "in", "on", "at", "by", "for", "it", "he",
                      "she", "they", "we", "i", "his", "her", "its", "their", "our"})


def _spans(claim: str) -> list[tuple[str, int, int]]:
    """(kind, start, end) of the claim's names (runs of capitalized words; a leading function
    word such as a sentence's "The" is not part of one) and numbers."""
    out: list[tuple[str, int, int]] = []
    for m in _NAME_RUN.finditer(claim):
        a, text = m.start(), m.group()
        first = text.split()[0]
        if first.lower() in _LEADING:
            rest = text[len(first):].lstrip()
            if not rest:
                continue
            a, text = m.end() - len(rest), rest
        text = text.rstrip(".'-")  # a sentence's full stop is no part of the name
        if text and claim[a + len(text):a + len(text) + 1] != "/" and claim[a - 1:a] != "/":  # "Arp2/3" is one name
            out.append(("name", a, a + len(text)))
    out += [("number", m.start(), m.end()) for m in _NUMBER.finditer(claim)]
    return sorted(out, key=lambda t: t[1])


def swapped_claim(claim: str, premise: str, rng: random.Random) -> str | None:
    """``claim`` with two of its names (of as many words) or two of its numbers swapped -- both
    stated in ``premise``, different, and not merely coordinated or in a symmetric relation ("A
    and B", "A, B", "A met B": a swap there keeps the meaning) -- or None when no such pair
    exists. The swapped claim has the original's words, so a checker that reads words without
    their order cannot tell it from the supported one: PAWS's word-swapped pairs, SummEdits' "a
    correct input for every output". Names are found by capitalization (no tagger offline), so a
    swap may pair a person with a place: an easy negative, still a true one."""
    spans = [(k, a, b) for k, a, b in _spans(claim) if claim[a:b] in premise]
    # names of as many words ("Tabaci River", "River Leurda"; "Tom", "Mia"): more often of one kind
    pairs = [(x, y) for i, x in enumerate(spans) for y in spans[i + 1:]
             if x[0] == y[0] and claim[x[1]:x[2]] != claim[y[1]:y[2]]
             and len(claim[x[1]:x[2]].split()) == len(claim[y[1]:y[2]].split())
             and not _COORDINATED.match(claim[x[2]:y[1]])
             and claim[x[1]:x[2]] not in claim[y[1]:y[2]] and claim[y[1]:y[2]] not in claim[x[1]:x[2]]]
    if not pairs:
        return None
    (_, a1, b1), (_, a2, b2) = rng.choice(pairs)
    out = claim[:a1] + claim[a2:b2] + claim[b1:a2] + claim[a1:b1] + claim[b2:]
    return None if out == claim or out in premise else out


# ---------------------------------------------------------------------------------------------
# the human-labelled sets as (window, claim sentence) pairs


@dataclass
class SourceStats:
    rows_seen: int = 0
    pairs_supported: int = 0
    pairs_unsupported: int = 0
    dropped_not_located: int = 0
    dropped_ambiguous_negative: int = 0
    evidence_negatives: int = 0
    swap_negatives: int = 0


def factual_pairs(
    rows: list[FactualRow], *, window: int, cap: int, evidence_cap: int, seed: int, min_coverage: float = 0.5,
    located_ratio: float = 0.8, skip_doc: Callable[[str], bool] = lambda d: False, swap_cap: int = 0,
) -> tuple[list[Pair], list[Pair], SourceStats]:
    """(pairs, evidence-side and swap negatives, counts) of one source: at most ``cap // 2`` pairs
    per class; at most ``evidence_cap`` evidence-removed and ``swap_cap`` swapped-claim negatives
    (:func:`swapped_claim`, on the located window of a supported claim)."""
    from .metrics.text import split_sentences

    st = SourceStats()
    positives_by_doc: dict[str, set[str]] = defaultdict(set)
    for r in rows:
        if r.label == 1:
            positives_by_doc[r.doc].update(split_sentences(r.claim))
    order = list(rows)
    random.Random(f"{seed}:{rows[0].source if rows else ''}").shuffle(order)
    pos: list[Pair] = []
    neg: list[Pair] = []
    evid: list[Pair] = []
    half = max(1, cap // 2)
    swap_rng = random.Random(f"{seed}:swap:{rows[0].source if rows else ''}")
    for r in order:
        if len(pos) >= half and len(neg) >= half:
            break
        if skip_doc(r.doc) or (r.label == 1 and len(pos) >= half) or (r.label == 0 and len(neg) >= half):
            continue
        st.rows_seen += 1
        sents = split_sentences(r.claim)
        if not sents:
            continue
        if r.label == 1:
            for s in sents:
                loc = locate(r.doc, s, window)
                if loc is None or not loc.holds_support(min_coverage, located_ratio):
                    st.dropped_not_located += 1
                    continue
                pos.append(Pair(loc.premise, s, float(ENTAILMENT)))
                if len(evid) - st.swap_negatives < evidence_cap and (cut := evidence_removed(r.doc, s, loc, window)):
                    evid.append(Pair(cut, s, float(NOT_ENTAILMENT)))
                if st.swap_negatives < swap_cap and (swapped := swapped_claim(s, loc.premise, swap_rng)):
                    evid.append(Pair(loc.premise, swapped, float(NOT_ENTAILMENT)))
                    st.swap_negatives += 1
        else:
            target = sents[0] if len(sents) == 1 else None
            if target is None:
                unknown = [s for s in sents if s not in positives_by_doc.get(r.doc, set())]
                target = unknown[0] if len(unknown) == 1 else None
            if target is None:
                st.dropped_ambiguous_negative += 1
                continue
            loc = locate(r.doc, target, window)
            if loc is None:
                continue
            neg.append(Pair(loc.premise, target, float(NOT_ENTAILMENT)))
    pos, neg = pos[:half], neg[:half]
    st.pairs_supported, st.pairs_unsupported, st.evidence_negatives = len(pos), len(neg), len(evid) - st.swap_negatives
    return pos + neg, evid, st


# ---------------------------------------------------------------------------------------------
# FinDVer filings: one stated figure, with and without its row / sentence


def findver_evidence_pairs(reports: Path, *, seed: int, dev_fraction: float = 0.15, per_filing: int = 8,
                           limit: int | None = None) -> tuple[list[tuple[Pair, str]], dict[str, Any]]:
    """((pair, kind), counts) from the train filings (the same filing split as ``finpairs``).

    ``table_row`` / ``table_row_removed``: a cell stated as a sentence vs the table header and the
    two rows around it, with and without its row; ``sentence`` / ``sentence_removed``: a sentence
    with a figure (restated with the company name) vs its window, with and without it. A negative
    is kept only when its premise no longer contains the figure.
    """
    from .training_data.finpairs import NUM_IN_TEXT, read_filings, restate, state, table_facts

    filings = list(read_filings(reports, limit=limit))
    names = sorted(f.name for f in filings)
    random.Random(seed).shuffle(names)
    dev = set(names[: max(1, round(len(names) * dev_fraction))])
    out: list[tuple[Pair, str]] = []
    for f in sorted(filings, key=lambda x: x.name):
        if f.name in dev:
            continue
        rng = random.Random(f"{seed}:evidence:{f.name}")
        made = 0
        tables = [t for t in f.tables if len(t.rows) >= 3]
        rng.shuffle(tables)
        for t in tables[: per_filing // 2]:
            facts = [x for x in table_facts(t) if 0 < x.row < len(t.rows) - 1]
            if not facts:
                continue
            x = rng.choice(facts)
            cell = t.rows[x.row].cells[x.col]
            head = [c for c in t.caption[-2:] if len(c) < 200] + t.header_lines
            other = x.row - 1 if rng.random() < 0.5 else x.row + 1
            keep = sorted({x.row, other})
            without = [r.line for k, r in enumerate(t.rows) if k in (x.row - 1, x.row + 1)]
            digits = re.sub(r"[^\d.]", "", cell.raw)
            if not digits or any(digits == re.sub(r"[^\d.]", "", c.raw) for k in (x.row - 1, x.row + 1)
                                 for c in t.rows[k].cells):
                continue
            claim = state(f.company, x.item, x.value, t.periods[x.col], rng)
            claim = claim[0].upper() + claim[1:]
            out.append((Pair("\n".join(head + [t.rows[k].line for k in keep]), claim, float(ENTAILMENT)), "table_row"))
            out.append((Pair("\n".join(head + without), claim, float(NOT_ENTAILMENT)), "table_row_removed"))
            made += 1
        paras = [p for p in f.paragraphs if len(p) >= 3]
        rng.shuffle(paras)
        for sents in paras:
            if made >= per_filing:
                break
            cands = [i for i in range(1, len(sents) - 1) if NUM_IN_TEXT.search(sents[i])]
            if not cands:
                continue
            i = rng.choice(cands)
            figures = NUM_IN_TEXT.findall(sents[i])
            rest = sents[i - 1] + " " + sents[i + 1]
            if any(fig in rest for fig in figures):
                continue
            claim = restate(sents[i], f.company)
            win = sents[i - 1 : i + 1] if rng.random() < 0.5 else sents[i : i + 2]
            out.append((Pair(" ".join(win), claim, float(ENTAILMENT)), "sentence"))
            out.append((Pair(rest, claim, float(NOT_ENTAILMENT)), "sentence_removed"))
            made += 1
    return out, {"filings_train": len(names) - len(dev), "filings_dev": len(dev), "seed": seed,
                 "kinds": dict(Counter(k for _, k in out))}


# ---------------------------------------------------------------------------------------------
# TabFact over small tables


def tabfact_pairs(tabfact_dir: Path, *, seed: int, cap: int, max_rows: int = 10, max_chars: int = 900,
                  dev_fraction: float = 0.1) -> list[Pair]:
    """Statements of TabFact's val split over tables of at most ``max_rows`` rows (the whole
    table, pipe-separated like the filings' tables, is the premise); entailed -> entailment,
    refuted -> contradiction. Tables whose hash falls in ``dev_fraction`` are left out."""
    if cap <= 0:
        return []
    examples = json.loads((tabfact_dir / "val_examples.json").read_text())
    tables: dict[str, str] = {}
    with gzip.open(tabfact_dir / "tables.jsonl.gz", "rt", encoding="utf-8") as fh:
        for line in fh:
            t = json.loads(line)
            if t["table"] not in examples:
                continue
            rows = [r.split("#") for r in t["csv"].strip().splitlines()]
            if len(rows) - 1 > max_rows:
                continue
            text = "\n".join("| " + " | ".join(c.strip() for c in r) + " |" for r in rows)
            cap_text = examples[t["table"]][2]
            text = f"{cap_text}\n{text}"
            if len(text) <= max_chars:
                tables[t["table"]] = text
    out: list[Pair] = []
    for name in sorted(tables):
        if _hash_unit(f"{seed}:tabfact:{name}") < dev_fraction:
            continue
        statements, labels, _ = examples[name]
        for s, lab in zip(statements, labels, strict=True):
            out.append(Pair(tables[name], s, float(ENTAILMENT if lab == 1 else CONTRADICTION)))
    random.Random(f"{seed}:tabfact").shuffle(out)
    return out[:cap]


# ---------------------------------------------------------------------------------------------
# the whole mix


@dataclass
class CheckerMixConfig:
    window: int = 2
    per_source: int = 1000
    evidence_per_source: int = 150
    swap_per_source: int = 0
    nli_pairs: int = 7000
    tabfact_pairs: int = 1000
    findver_pairs: int = 3000
    dev_fraction: float = 0.1
    min_coverage: float = 0.5
    located_ratio: float = 0.8
    holdout_source: str | None = None


def training_doc_filter(data: dict[str, list[FactualRow]], cfg: CheckerMixConfig, seed: int) -> Callable[[str], bool]:
    """True for a document never to train on: a dev document, or one of the held-out source's."""
    held_docs = {" ".join(r.doc.split()) for r in data.get(cfg.holdout_source or "", [])}

    def skip(doc: str) -> bool:
        return doc_is_dev(doc, cfg.dev_fraction, seed) or (bool(held_docs) and " ".join(doc.split()) in held_docs)

    return skip


def checker_mix(
    factual_dir: Path, nli_dir: Path | None, fin_dir: Path | None, findver: Path | None, cfg: CheckerMixConfig, *,
    seed: int, log: Callable[[str], None] | None = None,
) -> tuple[list[Pair], dict[str, list[Pair]], dict[str, Any]]:
    """(training pairs, held-out NLI sets, description)."""
    from .training_nli import nli_mix

    say = log or (lambda _m: None)
    if cfg.holdout_source is not None and cfg.holdout_source not in FACTUAL_SOURCES:
        raise ValueError(f"--holdout-source must be one of {', '.join(FACTUAL_SOURCES)}, not {cfg.holdout_source!r}")
    data = read_factual(factual_dir)
    skip = training_doc_filter(data, cfg, seed)
    train: list[Pair] = []
    sources: dict[str, int] = {}
    stats: dict[str, Any] = {}
    evid_all: list[Pair] = []
    for src, rows in data.items():
        if src == cfg.holdout_source:
            continue
        pairs, evid, st = factual_pairs(rows, window=cfg.window, cap=cfg.per_source, evidence_cap=cfg.evidence_per_source,
                                        seed=seed, min_coverage=cfg.min_coverage, located_ratio=cfg.located_ratio,
                                        skip_doc=skip, swap_cap=cfg.swap_per_source)
        train += pairs
        evid_all += evid
        sources[f"factual/{src}"] = len(pairs)
        stats[src] = st.__dict__
        say(f"factual/{src}: {st.__dict__}")
    train += evid_all
    n_swaps = sum(st["swap_negatives"] for st in stats.values())
    sources["evidence_removed/factual"] = len(evid_all) - n_swaps
    if n_swaps:
        sources["swapped_claims/factual"] = n_swaps
    held: dict[str, list[Pair]] = {}
    nli_about: dict[str, Any] = {}
    if nli_dir is not None:
        general, held, nli_about = nli_mix(nli_dir, fin_dir, seed=seed)
        random.Random(f"{seed}:nli").shuffle(general)
        train += general[: cfg.nli_pairs]
        sources["nli_mix"] = min(cfg.nli_pairs, len(general))
        tab = tabfact_pairs(nli_dir / "tabfact", seed=seed, cap=cfg.tabfact_pairs)
        train += tab
        sources["tabfact"] = len(tab)
    fv_about: dict[str, Any] = {}
    if findver is not None and cfg.findver_pairs > 0:
        fv, fv_about = findver_evidence_pairs(findver, seed=seed)
        random.Random(f"{seed}:findver").shuffle(fv)
        fv = fv[: cfg.findver_pairs]
        train += [p for p, _ in fv]
        sources["evidence_removed/findver"] = len(fv)
        fv_about["kinds_used"] = dict(Counter(k for _, k in fv))
        say(f"findver evidence pairs: {fv_about}")
    random.Random(f"{seed}:checker").shuffle(train)
    labels = [*NLI_LABELS, "not_entailment"]
    about = {"sources": sources, "factual": stats, "nli_mix": nli_about, "findver": fv_about,
             "config": cfg.__dict__, "train_pairs": len(train),
             "labels": {lab: sum(int(p.label) == i for p in train) for i, lab in enumerate(labels)},
             "held_out": {k: len(v) for k, v in held.items()}}
    return train, held, about


def factual_eval_rows(factual_dir: Path, source: str, *, seed: int, dev_fraction: float, limit: int | None,
                      dev_only: bool) -> list[dict[str, Any]]:
    """Rows of one source as memo-metric inputs (``contexts = [doc]``, ``answer = claim``): all of
    them (a held-out source) or only its dev documents (``dev_only``); seeded subsample of ``limit``."""
    rows = read_factual(factual_dir, [source])[source]
    if dev_only:
        rows = [r for r in rows if doc_is_dev(r.doc, dev_fraction, seed)]
    out = [{"id": r.id, "query": "", "contexts": [r.doc], "answer": r.claim, "label": r.label} for r in rows]
    if limit and limit < len(out):
        random.Random(seed).shuffle(out)
        out = out[:limit]
    return out


def _save_pairs(pairs: list[Pair], path: Path) -> None:
    tmp = path.with_suffix(".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8") as fh:
        for p in pairs:
            fh.write(json.dumps([p.a, p.b, p.label], ensure_ascii=False) + "\n")
    tmp.replace(path)


def _load_pairs(path: Path) -> list[Pair]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [Pair(a, b, float(lab)) for a, b, lab in map(json.loads, fh)]


def train_checker(
    factual_dir: Path, nli_dir: Path | None, fin_dir: Path | None, findver: Path | None, work_dir: Path, out_dir: Path,
    cfg: CheckerMixConfig, *, seed: int, init: Path | None, device: str = "cpu", resume: bool = False,
    lr: float = 3e-5, epochs: int = 1, batch_size: int = 16, max_length: int = 256, threads: int | None = 1,
    checkpoint_minutes: float = 10.0, limit: int | None = None, held_limit: int | None = None,
    progress: Callable[[int, int, float], None] | None = None, log: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The recipe end to end: the mix (built once, kept in ``work_dir/mix.jsonl.gz`` so a resumed
    run trains on the same pairs without rebuilding them), full fine-tuning from ``init`` (the
    shipped checker), the int8 export into ``out_dir`` and its evaluation on the held-out NLI sets.
    ``limit`` keeps the first ``limit`` training pairs (smoke runs)."""
    from .training_nli import evaluate_shipped, export_int8, train_full

    work_dir.mkdir(parents=True, exist_ok=True)
    mix_file, about_file = work_dir / "mix.jsonl.gz", work_dir / "mix.json"
    want = {"cfg": cfg.__dict__, "seed": seed, "limit": limit}
    if resume and mix_file.is_file() and about_file.is_file() and json.loads(about_file.read_text()).get("request") == want:
        train = _load_pairs(mix_file)
        about = json.loads(about_file.read_text())["about"]
        from .training_nli import nli_mix

        held = nli_mix(nli_dir, fin_dir, seed=seed)[1] if nli_dir is not None else {}
        if log:
            log(f"reusing the mix of {mix_file} ({len(train)} pairs)")
    else:
        train, held, about = checker_mix(factual_dir, nli_dir, fin_dir, findver, cfg, seed=seed, log=log)
        if limit:
            train = train[:limit]
            about["limited_to"] = limit
        _save_pairs(train, mix_file)
        about_file.write_text(json.dumps({"request": want, "about": about}, indent=2) + "\n")
    if held_limit:
        held = {k: v[:held_limit] for k, v in held.items()}
    meta = train_full(train, work_dir, seed=seed, epochs=epochs, batch_size=batch_size, lr=lr, max_length=max_length,
                      device=device, threads=threads, checkpoint_minutes=checkpoint_minutes, resume=resume,
                      init_adapter=init, progress=progress, log=log)
    reproduce = ("`tinyrag train checker --work WORK` with the options in `data.config` (add `--resume` after an "
                 "interruption; `--holdout-source NAME` for a leave-one-source-out run)")
    export_int8(work_dir / "final", out_dir, {"role": "nli", "recipe": "checker", "reproduce": reproduce, **meta,
                                              "data": about})
    return evaluate_shipped(out_dir, held)
