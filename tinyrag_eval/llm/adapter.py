"""A :class:`~tinyrag_eval.llm.backends.Backend` with its own client as a LlamaIndex LLM: what the
default ``Backend.load`` returns, so that such a backend is one class (its ``generate``). Typed
``Any`` here: this module sits below ``backends`` (which imports it on first use)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    CompletionResponse,
    LLMMetadata,
    MessageRole,
)
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from pydantic import PrivateAttr

from .oneshot import OneShotLLM


class BackendLLM(OneShotLLM):
    """Chat and completion calls answered by ``backend.generate(system, user, **kwargs)``."""

    _backend: Any = PrivateAttr()

    @classmethod
    def of(cls, backend: Any) -> BackendLLM:
        llm = cls()
        llm._backend = backend
        return llm

    @classmethod
    def class_name(cls) -> str:
        return "tinyrag_BackendLLM"

    @property
    def tinyrag_backend(self) -> Any:
        """The backend this LLM answers for (``backends.backend_of`` reads it)."""
        return self._backend

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=self._backend.context_window, model_name=self._backend.model,
                           is_chat_model=True)

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        system = "\n\n".join(m.content or "" for m in messages if m.role == MessageRole.SYSTEM)
        user = "\n\n".join(m.content or "" for m in messages if m.role != MessageRole.SYSTEM)
        text = self._backend.generate(system, user, **kwargs)
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text))

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        return CompletionResponse(text=self._backend.generate("", prompt, **kwargs))
