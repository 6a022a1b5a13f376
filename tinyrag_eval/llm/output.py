"""Tolerant reading of small-LLM replies: the first JSON value of the wanted kind, wherever it is.

Small local models wrap JSON in code fences, put prose before and after it, leave trailing commas
or emit a stray ``[note]`` before the real list. :func:`find_json` skips all of that; callers
decide what to do when nothing usable is found (and record the fallback — never silently).
"""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```(?:json|JSON)?")
_TRAILING_COMMA = re.compile(r",\s*([\]}])")


def first_json_span(text: str) -> tuple[str | None, bool]:
    """(the first ``{...}`` or ``[...]`` block, whether it closed): balanced outside strings
    (double-quoted, and single-quoted where JSON expects a value or key). A block cut off before
    its end is returned up to the end of the text with ``closed`` False; no bracket -> (None, False).

    One scanner for the judges' repair loop (``judges.structured``) and the local LLM's stop
    condition (``llm.json_object_closed``); :func:`find_json` uses ``json`` itself instead."""
    starts = [i for i in (text.find("{"), text.find("[")) if i >= 0]
    if not starts:
        return None, False
    start = min(starts)
    depth, in_str, esc, quote = 0, False, False, ""
    for i in range(start, len(text)):
        ch = text[i]
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == quote:
                in_str = False
            continue
        if ch in "\"'" and (ch == '"' or is_quote_start(text, i)):
            in_str, quote = True, ch
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return text[start:i + 1], True
    return text[start:], False


def is_quote_start(text: str, i: int) -> bool:
    """A single quote opens a string only where JSON expects a value or a key."""
    j = i - 1
    while j >= 0 and text[j] in " \t\r\n":
        j -= 1
    return j >= 0 and text[j] in "{[,:"


def strip_fences(text: str) -> str:
    return _FENCE.sub("", text or "")


def find_json(text: str, kind: type[list | dict]) -> Any | None:
    """The first JSON list (``kind=list``) or object (``kind=dict``) in ``text``, or None.

    Code fences, prose around the value and trailing commas are tolerated; a value that does not
    parse at one opening bracket is skipped and the next bracket tried.
    """
    if not text:
        return None
    body = _TRAILING_COMMA.sub(r"\1", strip_fences(text))
    opener = "[" if kind is list else "{"
    decoder = json.JSONDecoder()
    pos = body.find(opener)
    while pos != -1:
        try:
            value, _ = decoder.raw_decode(body, pos)
        except json.JSONDecodeError:
            value = None
        if isinstance(value, kind):
            return value
        pos = body.find(opener, pos + 1)
    return None


def bullet_lines(text: str) -> list[str]:
    """Items of a bulleted or numbered list (``- x``, ``* x``, ``1. x``, ``2) x``), markers removed."""
    return [re.sub(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+", "", line) for line in strip_fences(text).splitlines()
            if re.match(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+\S", line)]
