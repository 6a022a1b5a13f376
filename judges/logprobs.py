"""Probabilities of the score tokens at the positions where a reply wrote its scores.

A backend with log-probabilities (the local model, OpenAI) returns, per generated token, the chosen
token first and its most likely alternatives (the local model always includes the choice tokens
asked for). :func:`slot_distribution` finds the token that wrote the character at a given offset
of the reply and turns the log-probabilities of the choice tokens ("1".."5", or "1"/"2") there
into a distribution normalised over the choices. Choices missing from a step's alternatives
(OpenAI's top-5) count as probability 0.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

TokenLogprobs = Sequence[Sequence[Sequence[object]]]  # steps -> alternatives -> (token, logprob)


def joined_text(logprobs: TokenLogprobs) -> str:
    """The reply as the concatenation of its chosen tokens (the first alternative of each step)."""
    return "".join(str(step[0][0]) for step in logprobs if step)


def slot_distribution(logprobs: TokenLogprobs | None, offset: int, choices: Sequence[str],
                      require_chosen: bool = True) -> dict[str, float] | None:
    """p(choice) at the token covering character ``offset`` of :func:`joined_text`, normalised over
    ``choices``; None when there are no log-probabilities, none of the choices is among that step's
    alternatives, or (with ``require_chosen``) the token written there is not one of the choices."""
    if not logprobs:
        return None
    pos = 0
    for step in logprobs:
        if not step:
            continue
        token = str(step[0][0])
        if pos <= offset < pos + len(token):
            if require_chosen and token.strip() not in choices:
                return None
            lps: dict[str, float] = {}
            for alt, lp in ((str(a[0]), float(a[1])) for a in step):
                key = alt.strip()
                if key in choices and key not in lps and math.isfinite(lp):
                    lps[key] = lp
            if not lps:
                return None
            top = max(lps.values())
            weights = {c: math.exp(lps[c] - top) if c in lps else 0.0 for c in choices}
            total = sum(weights.values())
            return {c: round(w / total, 6) for c, w in weights.items()}
        pos += len(token)
    return None


def find_slots(text: str, keys: Sequence[str], field: str) -> dict[str, int]:
    """Character offset of the digit written as ``"field": <digit>`` inside each key's object, in
    ``text`` (a JSON reply); keys whose slot cannot be located are absent."""
    found: dict[str, int] = {}
    for key in keys:
        k = re.search(rf'"{re.escape(key)}"\s*:\s*\{{', text)
        if not k:
            continue
        m = re.compile(rf'"{re.escape(field)}"\s*:\s*"?(\d)').search(text, k.end())
        nxt = text.find("}", k.end())
        if m and (nxt < 0 or m.start() < nxt):
            found[key] = m.start(1)
    return found


def first_slot(text: str, field: str) -> int | None:
    """Offset of the digit of the first ``"field": <digit>`` in ``text``."""
    m = re.search(rf'"{re.escape(field)}"\s*:\s*"?(\d)', text)
    return m.start(1) if m else None


def expected_value(dist: dict[str, float]) -> float:
    return float(sum(p * int(k) for k, p in dist.items()))
