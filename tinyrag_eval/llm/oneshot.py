"""A LlamaIndex ``CustomLLM`` whose replies come whole: streaming yields the one reply.

Our LLMs (the bundled local model, a backend adapter) generate a reply in one call; LlamaIndex
still asks every ``CustomLLM`` for ``stream_chat`` / ``stream_complete``. Subclasses define
``chat``, ``complete`` and ``metadata``; the streaming methods here wrap them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseGen,
    CompletionResponse,
    CompletionResponseGen,
)
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from llama_index.core.llms.custom import CustomLLM


class OneShotLLM(CustomLLM):
    """``stream_chat`` / ``stream_complete`` as one chunk of ``chat`` / ``complete``."""

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        response = self.chat(messages, **kwargs)

        def gen() -> ChatResponseGen:
            yield ChatResponse(message=response.message, delta=response.message.content)

        return gen()

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        response = self.complete(prompt, formatted=formatted, **kwargs)

        def gen() -> CompletionResponseGen:
            yield CompletionResponse(text=response.text, delta=response.text)

        return gen()
