"""Embed every text once per evaluation: metrics ask this cache, never the model directly."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from ..config import Settings
from ..lru import LRU

Encoder = Callable[[Sequence[str]], np.ndarray]


class TextVectors:
    """L2-normalised sentence embeddings, computed once per distinct text.

    ``vectors(texts)`` returns an array (len(texts), dim); texts not seen before are embedded
    together in one batched call. ``encoded`` counts texts actually sent to the model (tests and
    benchmarks use it to check reuse). ``shared``: an LRU kept by the caller across evaluations
    (``MemoEvaluator`` keeps one), so a context evaluated again (another memo over the same
    filing, a regenerated memo) is not embedded again. ``settings`` name the embedding model
    (``None``: ``embedding.encode``'s default); ``encoder`` replaces the model altogether.
    """

    def __init__(self, settings: Settings | None = None, encoder: Encoder | None = None,
                 shared: LRU[str, np.ndarray] | None = None):
        self._settings = settings
        self._encoder = encoder
        self._shared = shared
        self._cache: dict[str, np.ndarray] = {}
        self.encoded = 0
        self.calls = 0

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        if self._encoder is not None:
            return np.asarray(self._encoder(texts), dtype=np.float32)
        from ..embedding import encode

        return encode(texts, self._settings)

    def add(self, texts: Sequence[str]) -> None:
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if self._shared is not None and missing:
            still = []
            for t in missing:
                v = self._shared.get(t)
                if v is None:
                    still.append(t)
                else:
                    self._cache[t] = v
            missing = still
        if not missing:
            return
        vecs = self._encode(missing)
        if vecs.shape[0] != len(missing):
            raise RuntimeError(f"encoder returned {vecs.shape[0]} vectors for {len(missing)} texts")
        self.calls += 1
        self.encoded += len(missing)
        for text, vec in zip(missing, vecs, strict=True):
            self._cache[text] = vec
            if self._shared is not None:
                self._shared.put(text, vec)

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        self.add(texts)
        if not texts:
            dim = next(iter(self._cache.values())).shape[0] if self._cache else 0
            return np.zeros((0, dim), dtype=np.float32)
        return np.stack([self._cache[t] for t in texts])

    def similarity(self, a: Sequence[str], b: Sequence[str]) -> np.ndarray:
        """Cosine similarity matrix (len(a), len(b))."""
        self.add([*a, *b])
        return self.vectors(a) @ self.vectors(b).T
