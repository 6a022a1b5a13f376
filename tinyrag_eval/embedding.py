"""Text embedding with the shared embedding model, plus a LlamaIndex adapter.

Vectors are L2-normalised float32, so cosine similarity is a dot product.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from llama_index.core.base.embeddings.base import BaseEmbedding
from pydantic import PrivateAttr

from .config import Settings, get_settings
from .models import get_embedder, inference_lock


def _dimension(model: object) -> int:
    """Output dimension (sentence-transformers 6 renamed the accessor; older releases lack the new name)."""
    getter = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension  # type: ignore[attr-defined]
    return int(getter() or 0)


def encode(
    texts: Sequence[str],
    settings: Settings | None = None,
    *,
    on_batch: Callable[[int], None] | None = None,
) -> np.ndarray:
    """Embed ``texts`` -> array (len(texts), dim); ``on_batch(n)`` after each batch of n texts."""
    settings = settings or get_settings()
    model = get_embedder(settings)
    dim = _dimension(model)
    if not texts:
        return np.zeros((0, dim), dtype=np.float32)
    bs = settings.models.embedding_batch_size
    # sort by length so each batch pads little; restore order afterwards
    order = np.argsort([len(t) for t in texts], kind="stable")
    out = np.zeros((len(texts), dim), dtype=np.float32)
    for start in range(0, len(texts), bs):
        idx = order[start : start + bs]
        with inference_lock(model):
            vecs = model.encode([texts[i] for i in idx], batch_size=bs, normalize_embeddings=True,
                                convert_to_numpy=True, show_progress_bar=False)
        out[idx] = vecs.astype(np.float32, copy=False)
        if on_batch:
            on_batch(len(idx))
    return out


def embedding_dim(settings: Settings | None = None) -> int:
    return _dimension(get_embedder(settings or get_settings()))


class SharedEmbedding(BaseEmbedding):
    """The configured embedding model (``models.embedding``; the bundled all-MiniLM-L6-v2 by
    default, 384 dimensions) as a LlamaIndex ``BaseEmbedding``, over the registry's shared copy (no
    second copy is loaded; it loads on first use). Vectors are L2-normalised, so a vector store's
    cosine similarity is their dot product. Use it for a team's own index
    (``tinyrag_eval.bundled_embedding()``, docs/own_pipeline.md)::

        index = VectorStoreIndex(nodes, embed_model=SharedEmbedding())
    """

    _settings: Any = PrivateAttr()

    def __init__(self, settings: Settings | None = None, **kwargs: Any):
        super().__init__(model_name="tinyrag-shared-embedding", **kwargs)
        self._settings = settings or get_settings()

    @classmethod
    def class_name(cls) -> str:
        return "tinyrag_SharedEmbedding"

    def _get_query_embedding(self, query: str) -> list[float]:
        return encode([query], self._settings)[0].tolist()

    def _get_text_embedding(self, text: str) -> list[float]:
        return encode([text], self._settings)[0].tolist()

    def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
        return encode(texts, self._settings).tolist()

    async def _aget_query_embedding(self, query: str) -> list[float]:
        return self._get_query_embedding(query)
