"""Words that PDF text extraction glued together, split again.

Some filings' PDFs place each word as its own positioned glyph run without a space character; text
extraction (pypdf and others) then writes a statement's labels as one word: "Totalnetrevenue",
"Netcashprovidedbyoperatingactivities". The figure checker binds a memo's "total net revenue" to a
table row by its words, and the near-copy checks read the context's names, so such a page gives
them nothing. :func:`unglue` splits the glued words with ``wordninja`` (a unigram model of English
Wikipedia word frequencies, bundled with the package; no download) -- only in a text that is glued:
a text with a few long runs of letters that split into three or more dictionary words. Ordinary
prose ("responsibilities", "Activision") is returned as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache

GLUED_RUN = 15
"""Letters of a run that may be several words glued ("Totalnetrevenue"); English words this long
are rare and the model keeps them whole ("telecommunications")."""
GLUED_RUNS = 5
"""Distinct runs that must split into three or more words before a text counts as glued. A glued
statement page has many (14-40 on FinanceBench's seven glued pages); a web page's menu or a
scientific text has a few rare words the model splits (at most 3 on WiCE's evidence pages)."""
MAX_RUN = 120
"""Longer runs of letters are not glued words (a statement's longest label glued is about 70
letters) but a hash or a stripped URL; they are left as they are, which also keeps the word model
from a quadratic split of a huge run."""
MIN_SPLIT = 6
"""In a glued text, runs of at least this many letters are split ("Netincome"); shorter ones are
words ("Sales") or abbreviations."""

# a word as extraction wrote it: one capital at most, then lower-case letters; a capital inside
# starts the next ("ConsolidatedStatementsofOperations": three runs). Camel-case names
# ("FiveThirtyEight") and acronyms ("EBITDA") are never one run, so never split.
_WORD = re.compile(rf"[A-Z]?[a-z]{{{MIN_SPLIT - 1},}}")
_LONG_RUN = re.compile(rf"[A-Z]?[a-z]{{{GLUED_RUN - 1},}}")  # a capital and 14, or 15 lower-case


def is_glued(text: str) -> bool:
    """At least ``GLUED_RUNS`` distinct runs of ``GLUED_RUN`` or more letters that split into three
    or more words."""
    found: set[str] = set()
    for m in _LONG_RUN.finditer(text):
        run = m.group()
        if GLUED_RUN <= len(run) <= MAX_RUN and run not in found and len(_split(run)) >= 3:
            found.add(run)
            if len(found) >= GLUED_RUNS:
                return True
    return False


@lru_cache(maxsize=4096)
def _split(word: str) -> tuple[str, ...]:
    import wordninja  # loads its word model (about 0.1 s): only when a long run is met

    return tuple(p for p in wordninja.split(word) if p)


def _spaced(m: re.Match[str]) -> str:
    word = m.group()
    if len(word) > MAX_RUN:
        return word
    parts = _split(word)
    # the model returns the word's own letters; should it ever drop one, the word stays as it is
    return " ".join(parts) if "".join(parts) == word else word


def unglue(text: str) -> str:
    """``text`` with its glued words split, when it is glued (:func:`is_glued`); else ``text``."""
    return _WORD.sub(_spaced, text) if is_glued(text) else text
