"""Invariants of the figure checker on real filing text: what may never be contradicted.

No labels are needed: each probe builds claims that are right by construction from real 10-K/10-Q
passages of ``../shared/training/findver`` (read-only; only counts are written, never filing text)
and counts the verdicts of ``check_facts``. A ``contradicted`` verdict on any of them is a wrong
verdict the offline repair would write into a memo.

* ``copied``: every sentence with a figure (at most 600 characters) of ``--passages`` seeded prose
  passages, checked against its own passage;
* ``rewritten``: the same sentences rewritten as an analyst would -- "for the year ended December
  31, 2023" -> "in 2023", "as of June 30, 2024" -> "at the end of 2024", "$(12.3)" -> "$12.3",
  "approximately" dropped, "$ 5" -> "$5" -- (only the sentences a rule changes);
* ``rescaled``: amounts restated at a larger scale ("$10,694,064" -> "$10.7 million", "$1,240
  million" -> "$1.24 billion"; only the sentences a rule changes);
* ``copied_among_passages``: for ``--reports`` seeded reports, one prose passage's sentences against
  five passages of the report (two others before it, two after);
* ``two_tables``: for the same reports, a table cell (not a percent) as "<row> was <cell> in <period>." against
  two tables of the report that both have a row of that label and period with different values
  (the claim's table second); the first such cell of each ordered pair of tables;
* ``invisible_cells``: for the same reports, each table whose empty cells hold zero-width spaces
  (U+200B and the like: an HTML conversion's, in 11 % of the filings' tables): three cells (first,
  middle, last) as "<row> was <cell> in <period>.", read off the table as a reader sees it (those
  characters removed), against the table as given.

Two probes build claims that are *wrong* by construction, from the same copied sentences, and count
the verdicts of the wrong figures only (``supported`` is then a wrong figure passed):

* ``changed``: the sentence's first figure (not a year) times 1.3, written with its own decimals;
* ``swapped``: the sentence's first two figures of one kind and different values, swapped.

    .venv/bin/python benchmarks/figure_invariants.py [--seed 7] [--passages 3000] [--reports 600]

Writes benchmarks/results/figure_invariants.json: per probe, the claims (sentences), the figures
checked, the count of each verdict and the seconds taken. ``--examples N`` prints the first N
wrong verdicts of each probe (contradicted for the right claims, supported for the wrong ones) on
stdout (not to the file: filing text).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tinyrag_eval.metrics.numeric.extract import INVISIBLE
from tinyrag_eval.metrics.numeric.facts import context_facts, split_sentences, text_facts
from tinyrag_eval.metrics.numeric.verify import check_facts

REPORTS = SHARED / "training" / "findver" / "reports.jsonl.gz"
MAX_SENTENCE = 600

_REWRITES = [
    (re.compile(r"(?:for |during )?the (?:fiscal )?years? ended (?:December|June|September|March) \d{1,2}, (20\d\d)"),
     r"in \1"),
    (re.compile(r"as of (?:December|June|September|March) \d{1,2}, (20\d\d)"), r"at the end of \1"),
    (re.compile(r"\$\s?\(\s?([\d,.]+)\s?\)"), r"$\1"),
    (re.compile(r"\bapproximately\s+"), ""),
    (re.compile(r"\$ (\d)"), r"$\1"),
]
_AMOUNT = re.compile(r"\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s(?:million|billion))?(?![\d,.]*\s?(?:%|thousand))")


def _rescale(m: re.Match[str]) -> str:
    v = float(m.group(1).replace(",", "") + (m.group(2) or ""))
    scale = (m.group(3) or "").strip()
    if scale == "million" and v >= 1000:
        return f"${v / 1000:.2f} billion"
    if not scale and v >= 1e6:
        return f"${v / 1e6:.1f} million"
    return m.group(0)


_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _bumped(figure: str) -> str | None:
    """The figure's number times 1.3, with its own decimals and separators (None: unchanged)."""
    m = _NUMBER.search(figure)
    if m is None:
        return None
    raw = m.group()
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    value = float(raw.replace(",", "")) * 1.3
    new = f"{value:,.{decimals}f}" if "," in raw else f"{value:.{decimals}f}"
    return None if new == raw else figure[:m.start()] + new + figure[m.end():]


def _wrong_claims(s: str) -> Iterator[tuple[str, str, set[int]]]:
    """(probe, claim, the wrong figures' start offsets in the claim) for a sentence: its first
    figure changed; its first two figures of one kind and different values swapped."""
    figures = [f for f in text_facts(s, "memo", -1) if f.sentence_index == 0 and f.quantity.start >= 0]
    if not figures:
        return
    q = figures[0].quantity
    new = _bumped(s[q.start:q.end])
    if new is not None:
        yield "changed", s[:q.start] + new + s[q.end:], {q.start}
    alike = [f.quantity for f in figures if f.quantity.kind == q.kind and f.quantity.value != q.value]
    if alike:
        a, b = q, alike[0]
        ta, tb = s[a.start:a.end], s[b.start:b.end]
        yield "swapped", s[:a.start] + tb + s[a.end:b.start] + ta + s[b.end:], {a.start, b.start + len(tb) - len(ta)}


def _sentences(passage: str) -> Iterator[str]:
    for _, s in split_sentences(passage):
        if len(s) <= MAX_SENTENCE and any(c.isdigit() for c in s):
            yield s


class Probe:
    def __init__(self, name: str, wrong: str = "contradicted") -> None:
        self.name, self.claims, self.verdicts, self.t = name, 0, Counter(), 0.0
        self.wrong = wrong  # the verdict that is wrong on this probe's claims
        self.examples: list[tuple[str, str, str]] = []

    def check(self, claim: str, contexts: list[str], only: set[int] | None = None) -> None:
        """Count the verdicts of the claim's figures (``only``: of those starting there)."""
        t0 = time.perf_counter()
        got = check_facts(claim, contexts)
        self.t += time.perf_counter() - t0
        self.claims += 1
        for v in got:
            if only is not None and v.start not in only:
                continue
            self.verdicts[v.verdict] += 1
            if v.verdict == self.wrong:
                self.examples.append((claim, v.figure, v.explanation))

    def result(self) -> dict[str, Any]:
        return {"claims": self.claims, "figures": sum(self.verdicts.values()),
                "verdicts": dict(sorted(self.verdicts.items())),
                "contradicted": self.verdicts.get("contradicted", 0),
                "wrong_verdict": self.wrong, "wrong": self.verdicts.get(self.wrong, 0), "seconds": round(self.t, 2)}


def run(seed: int, passages: int, reports_n: int) -> dict[str, Probe]:
    with gzip.open(REPORTS, "rt") as f:
        reports = [json.loads(line) for line in f]
    rng = random.Random(seed)
    prose = [c["text"] for r in reports for c in r["chunks"] if c["type"] != "table"]
    rng.shuffle(prose)
    probes = {n: Probe(n) for n in ("copied", "rewritten", "rescaled", "copied_among_passages", "two_tables",
                                    "invisible_cells")}
    probes |= {n: Probe(n, wrong="supported") for n in ("changed", "swapped")}
    for passage in prose[:passages]:
        for s in _sentences(passage):
            probes["copied"].check(s, [passage])
            for name, claim, at in _wrong_claims(s):
                probes[name].check(claim, [passage], only=at)
            rewritten = s
            for pattern, repl in _REWRITES:
                rewritten = pattern.sub(repl, rewritten)
            if rewritten != s:
                probes["rewritten"].check(rewritten, [passage])
            rescaled = _AMOUNT.sub(_rescale, s)
            if rescaled != s:
                probes["rescaled"].check(rescaled, [passage])
    order = list(reports)
    random.Random(seed).shuffle(order)
    for r in order[:reports_n]:
        chunks = [c["text"] for c in r["chunks"]]
        own = [i for i, c in enumerate(r["chunks"]) if c["type"] != "table"]
        if len(chunks) >= 5 and own:
            i = rng.choice(own)
            others = rng.sample([j for j in range(len(chunks)) if j != i], 4)
            ctx = [chunks[j] for j in others[:2]] + [chunks[i]] + [chunks[j] for j in others[2:]]
            for s in _sentences(chunks[i]):
                probes["copied_among_passages"].check(s, ctx)
        tables = [c["text"] for c in r["chunks"] if c["type"] == "table"]
        cells = {i: [f for f in context_facts([t]) if f.origin == "table" and len(f.periods) == 1 and f.label]
                 for i, t in enumerate(tables)}
        for i, j in [(i, j) for i in cells for j in cells if i != j]:
            other = {(f.label.lower(), f.periods[0]): f for f in cells[j]}
            for f in cells[i]:
                g = other.get((f.label.lower(), f.periods[0]))
                if g is None or g.quantity.value == f.quantity.value or f.is_percent:
                    continue  # (a percent column's cell written without its "%" too: "| 7 |" under "% of Total Revenues")
                probes["two_tables"].check(f"{f.label} was {f.quantity.text} in {f.periods[0]}.", [tables[j], tables[i]])
                break
        for t in tables:
            seen = t.translate({ord(c): None for c in INVISIBLE})
            if seen == t:
                continue
            facts = [f for f in context_facts([seen]) if f.origin == "table" and len(f.periods) == 1 and f.label]
            for k in sorted({0, len(facts) // 2, len(facts) - 1}) if facts else ():
                f = facts[k]
                probes["invisible_cells"].check(f"{f.label} was {f.quantity.text} in {f.periods[0]}.", [t])
    return probes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--passages", type=int, default=3000, help="seeded prose passages (copied, rewritten, rescaled)")
    ap.add_argument("--reports", type=int, default=600, help="seeded reports (copied_among_passages, two_tables)")
    ap.add_argument("--examples", type=int, default=0, help="print the first N wrong verdicts of each probe (contradicted; supported for changed/swapped)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/figure_invariants.json")
    args = ap.parse_args()
    if args.passages < 0 or args.reports < 0 or args.examples < 0:
        ap.error("--passages, --reports and --examples must be >= 0")
    if not (args.passages or args.reports):
        ap.error("nothing to probe: --passages and --reports are both 0")
    if not REPORTS.is_file():
        raise SystemExit(f"{REPORTS} not found: the probes read real filings from ../shared/training/findver")
    t0 = time.perf_counter()
    probes = run(args.seed, args.passages, args.reports)
    result = {"command": command_line("benchmarks/figure_invariants.py"), "seed": args.seed, "passages": args.passages,
              "reports": args.reports, "probes": {n: p.result() for n, p in probes.items()},
              "seconds": round(time.perf_counter() - t0, 1)}
    for n, p in probes.items():
        print(f"{n}: {p.claims} claims, {sum(p.verdicts.values())} figures, "
              + ", ".join(f"{k} {c}" for k, c in sorted(p.verdicts.items())))
        for claim, figure, why in p.examples[:args.examples]:
            print(f"    {claim[:200]}\n      {figure}: {why[:200]}")
    write_json(args.out, result, indent=1)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
