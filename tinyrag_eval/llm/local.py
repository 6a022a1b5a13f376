"""A local transformers causal LM exposed as a LlamaIndex LLM, through the model's chat template.

LlamaIndex's HuggingFaceLLM integration would pull another package and load its own copy of the
model; this wrapper reuses the model the registry loaded once. Greedy decoding (temperature 0)
keeps outputs deterministic. ``logprobs=True`` (OpenAI's keyword) returns per-token
log-probabilities in the response, as llama-index-llms-openai does; ``assistant_prefix`` makes the
reply start with the given text (the judges' structured output: the model continues a JSON object).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from llama_index.core.base.llms.types import (
    ChatMessage,
    ChatResponse,
    CompletionResponse,
    LLMMetadata,
    LogProb,
    MessageRole,
)
from llama_index.core.llms.callbacks import llm_chat_callback, llm_completion_callback
from pydantic import Field, PrivateAttr

from .backends import Backend
from .oneshot import OneShotLLM
from .output import first_json_span

if TYPE_CHECKING:
    from ..config import Settings


def json_object_closed(text: str) -> bool:
    """Whether ``text`` (a reply that starts a JSON object) has closed its outermost object."""
    return first_json_span(text)[1]


class _StopAtJsonEnd:
    """transformers stopping criterion: stop once the reply's JSON object is closed."""

    def __init__(self, tokenizer: Any, prompt_len: int, prefix: str):
        self.tok, self.n, self.prefix = tokenizer, prompt_len, prefix

    def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> bool:
        return json_object_closed(self.prefix + self.tok.decode(input_ids[0, self.n:], skip_special_tokens=True))


def _lp_kwargs(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The log-probability options of a call (OpenAI's names, plus ``logprob_tokens``)."""
    return {k: kwargs[k] for k in ("logprobs", "top_logprobs", "logprob_tokens") if k in kwargs}


class LocalLLM(OneShotLLM):
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
    def tinyrag_backend(self) -> LocalBackend:
        """What this LLM supports (``backends.backend_of`` reads it)."""
        return LocalBackend(self.model_name, max_new_tokens=self.max_new_tokens)

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

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text`` under this model's tokenizer (prompt budgeting)."""
        return len(self._tokenizer(text, add_special_tokens=False)["input_ids"])

    def _generate(self, prompt: str, max_new_tokens: int | None = None, *, logprobs: bool = False,
                  top_logprobs: int = 5, logprob_tokens: Sequence[str] = (),
                  stop_json_prefix: str | None = None) -> tuple[str, list[list[LogProb]] | None, dict[str, int]]:
        """Greedy continuation of ``prompt``; with ``logprobs`` also, per generated token, the chosen
        token first, then the ``top_logprobs`` most likely tokens and every token of
        ``logprob_tokens`` (log-probabilities of the full next-token distribution). With
        ``stop_json_prefix`` (the reply's forced start) decoding stops when the JSON object closes.
        The third element is the usage (``prompt_tokens``, ``completion_tokens``: tokens read and written)."""
        import torch

        tok = self._tokenizer
        budget = min(max_new_tokens or self.max_new_tokens, self.context_window // 2)
        enc = tok(prompt, return_tensors="pt", add_special_tokens=False)
        limit = self.context_window - budget
        if enc["input_ids"].shape[1] > limit:  # keep the tail: the instruction and question
            enc = {k: v[:, -limit:] for k, v in enc.items()}
        enc = {k: v.to(self._model.device) for k, v in enc.items()}
        extra_kw: dict[str, Any] = {}
        if stop_json_prefix is not None:
            from transformers import StoppingCriteriaList

            extra_kw["stopping_criteria"] = StoppingCriteriaList(
                [_StopAtJsonEnd(tok, enc["input_ids"].shape[1], stop_json_prefix)])
        with self._lock, torch.inference_mode():
            out = self._model.generate(
                **enc,
                **extra_kw,
                max_new_tokens=budget,
                do_sample=False,
                pad_token_id=tok.pad_token_id if tok.pad_token_id is not None else tok.eos_token_id,
                output_scores=logprobs,
                return_dict_in_generate=True,
            )
        new_ids = out.sequences[0, enc["input_ids"].shape[1]:]
        text = tok.decode(new_ids, skip_special_tokens=True).strip()
        usage = {"prompt_tokens": int(enc["input_ids"].shape[1]), "completion_tokens": int(new_ids.shape[0])}
        if not logprobs:
            return text, None, usage
        extra = sorted({i for t in logprob_tokens for i in tok.encode(t, add_special_tokens=False)[:1]})
        steps: list[list[LogProb]] = []
        for chosen, scores in zip(new_ids.tolist(), out.scores, strict=False):
            if chosen in (tok.eos_token_id, tok.pad_token_id):
                break
            lp = torch.log_softmax(scores[0].float(), dim=-1)
            ids = [chosen, *torch.topk(lp, top_logprobs).indices.tolist(), *extra]
            steps.append([LogProb(token=tok.decode([i]), logprob=float(lp[i])) for i in dict.fromkeys(ids)])
        return text, steps, usage

    @llm_chat_callback()
    def chat(self, messages: Sequence[ChatMessage], **kwargs: Any) -> ChatResponse:
        prefix = kwargs.get("assistant_prefix") or ""
        text, logprobs, usage = self._generate(self._render(messages) + prefix, kwargs.get("max_new_tokens"),
                                        stop_json_prefix=prefix if prefix.lstrip().startswith("{") else None,
                                        **_lp_kwargs(kwargs))
        if prefix:  # the reply starts with the forced prefix; its "token" comes first, certain
            text = prefix + text
            logprobs = None if logprobs is None else [[LogProb(token=prefix, logprob=0.0)], *logprobs]
        return ChatResponse(message=ChatMessage(role=MessageRole.ASSISTANT, content=text), logprobs=logprobs,
                            additional_kwargs=usage)

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        rendered = prompt if formatted else self._render([ChatMessage(role=MessageRole.USER, content=prompt)])
        text, logprobs, usage = self._generate(rendered, kwargs.get("max_new_tokens"), **_lp_kwargs(kwargs))
        return CompletionResponse(text=text, logprobs=logprobs, additional_kwargs=usage)


class LocalBackend(Backend):
    """The bundled SmolLM2, or any transformers causal LM (a GGUF file, a Hugging Face folder, a hub
    id), run in this process by :class:`LocalLLM`: spec ``bundled``, a path, or ``local:<path>``."""

    provider = "local"
    local = True
    supports_logprobs = True
    supports_logprob_tokens = True
    supports_structured_output = True
    deterministic = True  # greedy decoding
    max_tokens_param = "max_new_tokens"
    input_price_per_1k = 0.0
    output_price_per_1k = 0.0

    @classmethod
    def from_spec(cls, model: str, settings: Settings | None = None) -> Backend:
        if settings is None:
            return cls(model)
        return cls(model, max_new_tokens=settings.models.llm_max_new_tokens)

    def load(self, settings: Settings) -> Any:
        """The model of ``self.model`` through the model registry (loaded once per location)."""
        from ..models import load_local_causal_lm, load_once

        models = settings.models.model_copy(update={"llm": self.model, "llm_provider": "local"})
        settings = settings.model_copy(update={"models": models})

        def build(r: Any) -> LocalLLM:
            model, tok = load_local_causal_lm(r, settings)
            return LocalLLM.from_loaded(model, tok, model_name=r.name,
                                        max_new_tokens=settings.models.llm_max_new_tokens)

        return load_once("llm", settings, build, str(settings.cache_dir), settings.models.llm_max_new_tokens)

    def provenance(self) -> dict[str, Any] | None:
        return None  # a model from files: the registry resolves and fingerprints it
