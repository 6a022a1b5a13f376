"""The OpenAI backend (llama-index-llms-openai): ``models.llm = "openai:gpt-4o-mini"``, a panel spec
``openai:<model>``, or ``models.llm_provider = "openai"`` with ``models.openai_model``."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .backends import Backend, once

if TYPE_CHECKING:
    from ..config import Settings


class OpenAIBackend(Backend):
    """OpenAI chat models at temperature 0. Prices are not declared (they differ per model and
    change): set ``llm.prices``, else a call counts in ``Usage.unpriced_calls``."""

    provider = "openai"
    supports_logprobs = True
    supports_json_mode = True
    supports_temperature = True
    max_tokens_param = "max_tokens"

    @classmethod
    def from_spec(cls, model: str, settings: Settings | None = None) -> Backend:
        return cls(model, temperature=0.0)

    def load(self, settings: Settings) -> Any:
        def build() -> Any:
            if not os.environ.get("OPENAI_API_KEY"):
                from ..models import ModelNotFoundError

                raise ModelNotFoundError("llm", "provider is 'openai' but OPENAI_API_KEY is not set")
            from llama_index.llms.openai import OpenAI

            return OpenAI(model=self.model, **self.params)

        return once(self.identity, build)

    @classmethod
    def describes(cls, llm: Any) -> bool:
        try:
            from llama_index.llms.openai import OpenAI
        except ImportError:  # pragma: no cover
            return False
        return isinstance(llm, OpenAI)

    @classmethod
    def of(cls, llm: Any) -> Backend:
        return cls(str(llm.model), temperature=llm.temperature)
