"""A local transformers causal LM exposed as a LlamaIndex LLM, through the model's chat template.

LlamaIndex's HuggingFaceLLM integration would pull another package and load its own copy of the
model; this wrapper reuses the model the registry loaded once. Greedy decoding (temperature 0)
keeps outputs deterministic.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    ChatResponseGen,
    CompletionResponse,
    CompletionResponseGen,
    LLMMetadata,
    MessageRole,
)
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from llama_index.core.llms.custom import CustomLLM
from pydantic import Field, PrivateAttr


class LocalLLM(CustomLLM):
    model_name: str = Field(description="Name reported in metadata and caches")
    max_new_tokens: int = Field(512, ge=1)
    context_window: int = Field(2048, ge=16)

    _model: Any = PrivateAttr()
    _tokenizer: Any = PrivateAttr()
    _lock: threading.Lock = PrivateAttr(default_factory=threading.Lock)

    @classmethod
    def from_loaded(cls, model: Any, tokenizer: Any, *, model_name: str, max_new_tokens: int = 512) -> LocalLLM:
        window = int(getattr(model.config, "max_position_embeddings", 2048) or 2048)
        llm = cls(model_name=model_name, max_new_tokens=max_new_tokens, context_window=window)
        llm._model = model
        llm._tokenizer = tokenizer
        return llm

    @classmethod
    def class_name(cls) -> str:
        return "tinyrag_LocalLLM"

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(
            context_window=self.context_window,
            num_output=self.max_new_tokens,
            model_name=self.model_name,
            is_chat_model=True,
        )

    def _render(self, messages: Sequence[ChatMessage]) -> str:
        msgs = [{"role": m.role.value, "content": m.content or ""} for m in messages]
        return self._tokenizer.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True)

    def _generate(self, prompt: str, max_new_tokens: int | None = None) -> str:
        import torch

        tok = self._tokenizer
        budget = min(max_new_tokens or self.max_new_tokens, self.context_window // 2)
        enc = tok(prompt, return_tensors="pt", add_special_tokens=False)
        limit = self.context_window - budget
        if enc["input_ids"].shape[1] > limit:  # keep the tail: the instruction and question
            enc = {k: v[:, -limit:] for k, v in enc.items()}
        enc = {k: v.to(self._model.device) for k, v in enc.items()}
        with self._lock, torch.inference_mode():
            out = self._model.generate(
                **enc,
                max_new_tokens=budget,
                do_sample=False,
                pad_token_id=tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id,
            )
        return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True).strip()

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        text = self._generate(self._render(messages), kwargs.get("max_new_tokens"))
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text))

    @llm_chat_callback()
    def stream_chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponseGen:
        response = self.chat(messages, **kwargs)

        def gen() -> ChatResponseGen:
            yield ChatResponse(message=response.message, delta=response.message.content)

        return gen()

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        rendered = prompt if formatted else self._render([ChatMessage(role=MessageRole.USER, content=prompt)])
        return CompletionResponse(text=self._generate(rendered, kwargs.get("max_new_tokens")))

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        response = self.complete(prompt, formatted=formatted, **kwargs)

        def gen() -> CompletionResponseGen:
            yield CompletionResponse(text=response.text, delta=response.text)

        return gen()
