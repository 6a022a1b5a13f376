"""Tolerant parsing of LLM output into pydantic schemas: parse -> repair -> (caller retries).

``parse_structured(text, schema)`` tries, in order:

1. strict: the whole reply is the JSON of ``schema`` -> status ``valid``;
2. repair: strip code fences and prose around the first JSON object or list, then fix the common
   faults of small models (trailing commas, single quotes, Python literals, unquoted keys, smart
   quotes, comments, a reply cut off before its closing brackets) -> status ``repaired`` with the
   list of repairs made;
3. otherwise status ``invalid`` with the reason (the caller retries, then records an explicit
   invalid verdict that keeps the raw text).

Nothing here raises on bad input; every outcome says what happened.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from .llm.output import first_json_span

T = TypeVar("T", bound=BaseModel)
Status = Literal["valid", "repaired", "invalid"]


@dataclass
class ParseOutcome(Generic[T]):
    value: T | None
    status: Status
    reason: str = ""
    repairs: list[str] = field(default_factory=list)


def _validation_reason(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or '<root>'}: {e['msg']}" for e in exc.errors()[:5])


def _close_open(s: str) -> str:
    """Close an unterminated string and every open bracket (a reply cut off at max tokens)."""
    stack: list[str] = []
    in_str, esc = False, False
    for ch in s:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif ch in "}]" and stack:
            stack.pop()
    out = s + ('"' if in_str else "")
    out = re.sub(r",\s*$", "", out.rstrip())
    out = re.sub(r'(:\s*)$', r'\1null', out)  # "key": <cut>
    out = re.sub(r'([{,]\s*"[^"]*")\s*$', r'\1: null', out)  # a dangling key
    return out + "".join(reversed(stack))


_FIXES: list[tuple[str, str, str]] = [
    ("smart quotes", r"[\u201c\u201d\u201e]", '"'),
    ("comments", r"(?m)^\s*//.*$|/\*.*?\*/", ""),
    ("trailing commas", r",\s*([}\]])", r"\1"),
    ("Python literals", r"\b(True|False|None)\b", "__PY__"),
    ("unquoted keys", r'([{,]\s*)([A-Za-z_][A-Za-z0-9_ ]*?)\s*:', r'\1"\2":'),
]


def _single_to_double(s: str) -> str:
    """'text' -> "text" where a single quote opens or closes a JSON string."""
    s = re.sub(r"(?<=[{\[,:])\s*'([^'\\]*(?:\\.[^'\\]*)*)'", lambda m: ' ' + json.dumps(m.group(1)), s)
    return re.sub(r"'([^'\\]*)'(?=\s*:)", lambda m: json.dumps(m.group(1)), s)


def repair_json(text: str) -> tuple[Any, list[str]] | tuple[None, str]:
    """(parsed JSON value, repairs made) or (None, why nothing parsed)."""
    if not text or not text.strip():
        return None, "empty reply"
    repairs: list[str] = []
    body = text.strip()
    if "```" in body:
        body = re.sub(r"```[A-Za-z]*", "", body)
        repairs.append("code fences")
    span, _ = first_json_span(body)
    if span is None:
        return None, "no JSON object in the reply"
    if span.strip() != body.strip():
        repairs.append("text around the JSON")
    candidate = span
    for attempt in range(2):
        try:
            return json.loads(candidate, strict=False), repairs
        except json.JSONDecodeError:
            pass
        for name, pattern, repl in _FIXES:
            if name == "Python literals":
                fixed = re.sub(pattern, lambda m: {"True": "true", "False": "false", "None": "null"}[m.group(1)],
                               candidate)
            else:
                fixed = re.sub(pattern, repl, candidate, flags=re.DOTALL)
            if fixed != candidate:
                candidate = fixed
                repairs.append(name)
        if "'" in candidate:
            fixed = _single_to_double(candidate)
            if fixed != candidate:
                candidate = fixed
                repairs.append("single quotes")
        try:
            return json.loads(candidate, strict=False), repairs
        except json.JSONDecodeError:
            pass
        if attempt == 0:
            closed = _close_open(candidate)
            if closed != candidate:
                candidate = closed
                repairs.append("closed a cut-off reply")
    try:
        return json.loads(candidate, strict=False), repairs
    except json.JSONDecodeError as exc:
        return None, f"not JSON after repair ({', '.join(repairs) or 'no repair applied'}): {exc.msg} at char {exc.pos}"


def _validated(obj: dict[str, Any], schema: type[T], repairs: list[str], first: ValidationError) -> ParseOutcome[T]:
    label = obj.pop("_repair")
    try:
        return ParseOutcome(schema.model_validate(obj), "repaired", "", [*repairs, label])
    except ValidationError:
        return ParseOutcome(None, "invalid", "JSON does not match the schema: " + _validation_reason(first), repairs)


def parse_structured(text: str, schema: type[T], *, coerce: Any = None, salvage: Any = None) -> ParseOutcome[T]:
    """Parse ``text`` into ``schema`` (see the module docstring). ``coerce(obj) -> obj`` may
    normalise a repaired object first (e.g. a score written as ``"4/5"``); any change it makes is
    counted as a repair. ``salvage(text) -> obj | None`` may read a reply that holds no JSON at
    all (e.g. "Output 2 is better"); that too is a repair. A salvaged object carrying a
    ``"_repair"`` label (e.g. a choice read from token probabilities) is also tried when the JSON
    parsed but does not fit the schema (a verdict of 4 where 1 or 2 is asked)."""
    if not isinstance(text, str) or not text.strip():
        return ParseOutcome(None, "invalid", "empty reply")
    try:
        return ParseOutcome(schema.model_validate_json(text.strip()), "valid")
    except ValidationError:
        pass
    obj, info = repair_json(text)
    if obj is None:
        obj = salvage(text) if salvage is not None else None
        if obj is None:
            return ParseOutcome(None, "invalid", str(info))
        obj = dict(obj) if isinstance(obj, dict) else obj
        info = [obj.pop("_repair", "salvaged from plain text")] if isinstance(obj, dict) else ["salvaged"]
    repairs = list(info)
    if coerce is not None:
        try:
            coerced = coerce(obj)
        except Exception as exc:  # noqa: BLE001 -- a coercion bug must not crash a run
            return ParseOutcome(None, "invalid", f"could not normalise the reply: {type(exc).__name__}: {exc}",
                                repairs)
        if coerced != obj:
            repairs.append("normalised values")
        obj = coerced
    try:
        value = schema.model_validate(obj)
    except ValidationError as exc:
        fixed = salvage(text) if salvage is not None else None
        if isinstance(fixed, dict) and "_repair" in fixed:  # e.g. a choice read from token probabilities
            return _validated(fixed, schema, repairs, exc)
        return ParseOutcome(None, "invalid", "JSON does not match the schema: " + _validation_reason(exc), repairs)
    return ParseOutcome(value, "repaired" if repairs else "valid", "", repairs)
