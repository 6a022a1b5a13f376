"""Short names a context defines for its line items ("Intermodal and Transportation Solutions
(“ITS”)"), and memo facts that use them read with the name's words."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from .facts import Fact, tokens

_DEFINED = re.compile(r"((?:[A-Z][\w&'’-]*[ \t]+(?:(?:and|of|for|the|on|in|to|&)[ \t]+)*){1,8})\([ \t]*[“\"‘']?"
                      r"([A-Z][A-Za-z&]{1,7})[”\"’']?[ \t]*\)")
_MINOR = frozenset({"and", "of", "for", "the", "on", "in", "to", "&"})


def defined_names(contexts: list[str]) -> dict[str, tuple[str, ...]]:
    """The short names a context defines -- "Intermodal and Transportation Solutions (“ITS”)" -- and
    the words of the name each stands for: a memo's "ITS operating income" is that segment's. Only
    a short name whose capitals are the initials of the words right before it."""
    return _defined_names(tuple(contexts))


@lru_cache(maxsize=16)  # (the passages of a memo's check are read once, as by ``context_facts``)
def _defined_names(contexts: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for ctx in contexts:
        for m in _DEFINED.finditer(ctx):
            words, abbr = m.group(1).split(), m.group(2)
            caps = [c for c in abbr if c.isupper()]
            if len(caps) < 2:
                continue
            for first in range(len(words) - 1, -1, -1):  # the shortest run of words that spells it
                run = words[first:]
                if run[0].lower() in _MINOR:
                    continue
                if [w[0].upper() for w in run] == caps or [w[0] for w in run if w.lower() not in _MINOR] == caps:
                    if named := tokens(" ".join(run)):
                        out.setdefault(abbr, named)
                    break
    return out


def with_defined_names(memo: list[Fact], names: dict[str, tuple[str, ...]]) -> list[Fact]:
    """Memo facts whose words use a short name the context defines, with the name's words added:
    to the sentence's words, and to the figure's own where the short name is among its left-hand
    words ("ITS operating income dropped by ...") or the figure carries on that figure's item ("...,
    to $107.1 million in 2023")."""
    if not names:
        return memo
    found = {a: re.compile(rf"\b{re.escape(a)}\b") for a in names}
    out: list[Fact] = []
    carried: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = {}  # sentence -> (item words, name words)
    for f in memo:
        said = [a for a, rx in found.items() if rx.search(f.sentence)]
        if not said:
            out.append(f)
            continue
        extra = tuple(t for a in said for t in names[a])
        own = [a for a in said if found[a].search(f.label.split("…")[0])]
        label = f.label_tokens
        if own:
            # (in place of the short name's own word, which no table has: "G&A accounted for about 84%" names the
            # "| General and administrative |" row, no part of the business only prose speaks of)
            short = {t for a in own for t in tokens(a)}
            label = tuple(t for a in own for t in names[a]) + tuple(t for t in label if t not in short)
            carried[f.sentence_index] = (f.label_tokens, label)
        elif f.sentence_index in carried and carried[f.sentence_index][0] == f.label_tokens:
            label = carried[f.sentence_index][1]
        out.append(replace(f, label_tokens=label, sentence_tokens=f.sentence_tokens + extra))
    return out
