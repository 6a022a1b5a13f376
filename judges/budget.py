"""Fit a prompt's inputs into the LLM's context window, recording every cut (never silent)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..errors import TinyragError
from ..llm.client import CHARS_PER_TOKEN, CachedLLM

SAFETY_TOKENS = 48  # chat-template tokens around the messages, and tokenizer drift


class PromptTooLongError(TinyragError, ValueError):
    """Even with its inputs cut down, the prompt does not fit the model's context window."""


def _cut(text: str, chars: int) -> str:
    if len(text) <= chars:
        return text
    return text[:max(0, chars)].rstrip() + f" [... truncated {len(text) - chars} characters]"


def fit_inputs(llm: CachedLLM, render: Callable[[dict[str, str]], tuple[str, str]], fields: dict[str, str],
               order: Sequence[str], max_new_tokens: int, min_chars: int = 200,
               longest_first: bool = False) -> tuple[dict[str, str], list[str]]:
    """Shorten ``fields`` (in ``order``: the first is cut first, down to ``min_chars``; with
    ``longest_first`` the currently longest of them, so that two outputs shown in either order are
    cut alike) until ``render(fields) -> (system, user)`` fits ``context_window - max_new_tokens``.
    Returns the fields and one note per cut field. Raises :class:`PromptTooLongError` when nothing
    fits."""
    budget = llm.context_window - max_new_tokens - SAFETY_TOKENS
    if budget <= 0:
        raise PromptTooLongError(f"max new tokens ({max_new_tokens}) leave no room in the "
                                 f"{llm.context_window}-token context window")
    original = dict(fields)
    # a first coarse cut keeps tokenising a huge input cheap
    fields = {k: _cut(v, budget * CHARS_PER_TOKEN * 2) if k in order else v for k, v in fields.items()}
    for _ in range(12):
        system, user = render(fields)
        used = llm.count_tokens(system) + llm.count_tokens(user)
        if used <= budget:
            break
        over_chars = (used - budget) * CHARS_PER_TOKEN + 64
        names = sorted(order, key=lambda k: -len(fields[k].split(" [... truncated ")[0])) if longest_first else order
        for name in names:
            cur = fields[name]
            body = cur.split(" [... truncated ")[0]
            if len(body) <= min_chars:
                continue
            fields[name] = _cut(original[name], max(min_chars, len(body) - over_chars))
            break
        else:
            if min_chars > 0:
                min_chars //= 4
                continue
            raise PromptTooLongError(
                f"the prompt needs {used} tokens with its inputs cut down, more than the {budget} left in the "
                f"{llm.context_window}-token context window after {max_new_tokens} new tokens")
    else:
        raise PromptTooLongError(f"could not fit the inputs into {budget} tokens")
    notes = [f"{k} truncated from {len(original[k])} to {len(fields[k].split(' [... truncated ')[0])} characters "
             f"to fit the {llm.context_window}-token context window" for k in order if fields[k] != original[k]]
    return fields, notes
