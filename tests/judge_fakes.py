"""Scripted LlamaIndex LLMs for the judge tests (deterministic, no model)."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from typing import Any

from llama_index.core.base.llms.types import (
    CompletionResponse,
    CompletionResponseGen,
    LLMMetadata,
    LogProb,
)
from llama_index.core.llms.callbacks import llm_completion_callback
from llama_index.core.llms.custom import CustomLLM
from pydantic import PrivateAttr


def _last_block(prompt: str, label: str) -> str:
    """The text of the last ``LABEL:\n\"\"\"...\"\"\"`` block of a rendered prompt."""
    blocks = re.findall(rf'{label}:\n"""\n(.*?)\n"""', prompt, re.DOTALL)
    return blocks[-1] if blocks else ""


class ScriptedLLM(CustomLLM):
    """Replies with ``script(prompt)``. With ``with_logprobs`` it also returns per-character
    "token" log-probabilities: at every digit it spreads ``digit_probs`` (or puts 0.9 on the
    digit written) over the choice digits."""

    model_name: str = "scripted"
    context_window: int = 2048
    with_logprobs: bool = False
    digit_probs: dict[str, float] | None = None

    _script: Callable[[str], str] = PrivateAttr()
    _prompts: list[str] = PrivateAttr(default_factory=list)

    def __init__(self, script: Callable[[str], str], **kw: Any):
        super().__init__(**kw)
        self._script = script
        self._prompts = []

    @property
    def tinyrag_logprobs(self) -> bool:
        return self.with_logprobs

    @property
    def calls(self) -> int:
        return len(self._prompts)

    @property
    def prompts(self) -> list[str]:
        return self._prompts

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=self.context_window, num_output=256, model_name=self.model_name)

    def count_tokens(self, text: str) -> int:
        return len(text.split())

    def _logprobs(self, text: str) -> list[list[LogProb]]:
        steps = []
        for ch in text:
            if ch in "12345":
                probs = self.digit_probs or {d: (0.9 if d == ch else 0.025) for d in "12345"}
                alts = [LogProb(token=ch, logprob=math.log(probs[ch]))]
                alts += [LogProb(token=d, logprob=math.log(p)) for d, p in probs.items() if d != ch and p > 0]
            else:
                alts = [LogProb(token=ch, logprob=-0.01)]
            steps.append(alts)
        return steps

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self._prompts.append(prompt)
        text = self._script(prompt)
        return CompletionResponse(text=text, logprobs=self._logprobs(text) if self.with_logprobs else None)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        yield self.complete(prompt, formatted=formatted, **kwargs)


def prefers_first(prompt: str) -> str:
    """Position-biased judge: always says the first-shown output is better."""
    return json.dumps({"better": 1, "reason": "The first one."})


def prefers_longer(prompt: str) -> str:
    """A consistent judge: the longer output wins whichever position it is in."""
    first, second = _last_block(prompt, "OUTPUT 1"), _last_block(prompt, "OUTPUT 2")
    return json.dumps({"better": 1 if len(first) >= len(second) else 2, "reason": "More complete."})


def rubric_reply(scores: dict[str, int]) -> Callable[[str], str]:
    """A rubric judge that scores the criteria the prompt asks for (from its last line)."""

    def script(prompt: str) -> str:
        asked = re.search(r"exactly the keys ([a-z_, ]+), each", prompt)
        keys = [k.strip() for k in asked.group(1).split(",")] if asked else list(scores)
        return json.dumps({k: {"reasoning": f"{k} looks fine.", "score": scores.get(k, 3)} for k in keys})

    return script


class Raising:
    """A script that raises ``exc`` for the first ``times`` calls, then delegates."""

    def __init__(self, exc: Exception, times: int, then: Callable[[str], str]):
        self.exc, self.times, self.then, self.n = exc, times, then, 0

    def __call__(self, prompt: str) -> str:
        self.n += 1
        if self.n <= self.times:
            raise self.exc
        return self.then(prompt)
