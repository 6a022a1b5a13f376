"""Two-stage retrieval from LlamaIndex parts: dense (or BM25+dense fusion) candidates at k1,
then a cross-encoder node postprocessor reranks them down to k2.

The result keeps both ranked lists with their scores (:class:`RetrievalResult`).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import numpy as np
from llama_index.core.postprocessor.types import BaseNodePostprocessor
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from pydantic import Field

from .config import Settings, get_settings
from .embedding import encode
from .index import VectorIndex
from .models import get_reranker, inference_lock, resolve
from .schema import Chunk, RetrievalResult, ScoredChunk

Stage1 = Literal["dense", "bm25", "hybrid"]


def chunk_to_node(chunk: Chunk) -> TextNode:
    return TextNode(id_=chunk.id, text=chunk.text, metadata={"doc_id": chunk.doc_id, "page": chunk.page or 0, **chunk.metadata})


def node_to_chunk(node: TextNode) -> Chunk:
    meta = dict(node.metadata)
    doc_id = str(meta.pop("doc_id", ""))
    page = int(meta.pop("page", 0) or 0) or None
    return Chunk(id=node.node_id, text=node.get_content(), doc_id=doc_id, page=page, metadata=meta)


class DenseRetriever(BaseRetriever):
    """LlamaIndex retriever over the LanceDB index; uses ``query_bundle.embedding`` when given."""

    def __init__(self, index: VectorIndex, settings: Settings, top_k: int):
        super().__init__()
        self._index = index
        self._settings = settings
        self.top_k = top_k

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        if query_bundle.embedding is not None:
            vec = np.asarray(query_bundle.embedding, dtype=np.float32)
        else:
            vec = encode([query_bundle.query_str], self._settings)[0]
        return [NodeWithScore(node=chunk_to_node(c), score=s) for c, s in self._index.search(vec, self.top_k)]


@lru_cache(maxsize=4)
def _bm25_for(index_path: str, version: str, top_k: int) -> Any:
    """BM25 over every chunk of an index, built once per (index, manifest version, k)."""
    from llama_index.retrievers.bm25 import BM25Retriever

    nodes = [chunk_to_node(c) for c in VectorIndex.open(Path(index_path)).iter_chunks()]
    return BM25Retriever.from_defaults(nodes=nodes, similarity_top_k=min(top_k, len(nodes)))


def bm25_retriever(index: VectorIndex, top_k: int) -> BaseRetriever:
    n = index.count()
    if n == 0:
        raise ValueError(f"index {index.path} is empty")
    version = f"{n}:{index.manifest.get('updated_at', '')}"
    return _bm25_for(str(index.path.resolve()), version, top_k)


class CrossEncoderRerank(BaseNodePostprocessor):
    """Reranks nodes with the registry's shared cross-encoder (LlamaIndex's SentenceTransformerRerank
    would load a second copy by model name and cannot use our adapter)."""

    top_n: int = Field(8, ge=1)
    batch_size: int = Field(32, ge=1)
    settings: Any = Field(default=None, exclude=True)

    @classmethod
    def class_name(cls) -> str:
        return "tinyrag_CrossEncoderRerank"

    def _postprocess_nodes(self, nodes: list[NodeWithScore], query_bundle: QueryBundle | None = None) -> list[NodeWithScore]:
        if query_bundle is None:
            raise ValueError("reranking needs the query")
        if not nodes:
            return []
        model = get_reranker(self.settings or get_settings())
        with inference_lock(model):
            scores = model.predict(
                [(query_bundle.query_str, n.node.get_content()) for n in nodes],
                batch_size=self.batch_size, show_progress_bar=False,
            )
        scores = np.asarray(scores, dtype=np.float64).reshape(len(nodes), -1)[:, -1]
        order = np.argsort(-scores, kind="stable")[: self.top_n]
        return [NodeWithScore(node=nodes[i].node, score=float(scores[i])) for i in order]


class TwoStageRetriever:
    """Stage 1 (dense, BM25 or hybrid) top-k1 -> stage 2 cross-encoder rerank to top-k2."""

    def __init__(
        self,
        index: VectorIndex,
        settings: Settings | None = None,
        *,
        k1: int | None = None,
        k2: int | None = None,
        stage1: Stage1 | None = None,
        rerank: bool | None = None,
    ):
        self.settings = settings or get_settings()
        self.index = index
        self.k1 = k1 or self.settings.retrieval.k1
        self.k2 = k2 or self.settings.retrieval.k2
        if self.k2 > self.k1:
            raise ValueError(f"k2 ({self.k2}) must not exceed k1 ({self.k1})")
        self.stage1: Stage1 = stage1 or ("hybrid" if self.settings.retrieval.hybrid else "dense")
        self.rerank = self.settings.retrieval.rerank if rerank is None else rerank
        self._dense = DenseRetriever(index, self.settings, self.k1)
        self._reranker = CrossEncoderRerank(top_n=self.k2, batch_size=self.settings.models.rerank_batch_size, settings=self.settings)

    def _stage1_retriever(self) -> BaseRetriever:
        if self.stage1 == "dense":
            return self._dense
        bm25 = bm25_retriever(self.index, self.k1)
        if self.stage1 == "bm25":
            return bm25
        from llama_index.core.llms import MockLLM
        from llama_index.core.retrievers import QueryFusionRetriever

        return QueryFusionRetriever(
            [self._dense, bm25], llm=MockLLM(), mode="reciprocal_rerank", num_queries=1,
            similarity_top_k=self.k1, use_async=False,
        )

    def reranker_name(self) -> str | None:
        return resolve("reranker", self.settings).name if self.rerank else None

    def retrieve(self, query: str, *, query_embedding: np.ndarray | None = None) -> RetrievalResult:
        if not query or not query.strip():
            raise ValueError("query is empty")
        bundle = QueryBundle(query_str=query, embedding=None if query_embedding is None else query_embedding.tolist())
        if self.index.count() == 0:
            return RetrievalResult(query=query, candidates=[], context=[], stage1=self.stage1, reranker=self.reranker_name())
        stage1 = self._stage1_retriever().retrieve(bundle)[: self.k1]
        candidates = [
            ScoredChunk(chunk=node_to_chunk(n.node), dense_score=n.score, rank=i + 1) for i, n in enumerate(stage1)
        ]
        if self.rerank:
            reranked = self._reranker.postprocess_nodes(stage1, query_bundle=bundle)
            by_id = {c.chunk.id: c for c in candidates}
            context = [
                ScoredChunk(chunk=by_id[n.node.node_id].chunk, dense_score=by_id[n.node.node_id].dense_score,
                            rerank_score=n.score, rank=i + 1)
                for i, n in enumerate(reranked)
            ]
        else:
            context = [c.model_copy() for c in candidates[: self.k2]]
        return RetrievalResult(query=query, candidates=candidates, context=context, stage1=self.stage1,
                               reranker=self.reranker_name())

    def retrieve_many(self, queries: list[str], on_done: Any = None) -> list[RetrievalResult]:
        """Batch form: queries are embedded together, then retrieved one by one."""
        vecs = encode(queries, self.settings) if self.stage1 != "bm25" else [None] * len(queries)
        out = []
        for q, v in zip(queries, vecs, strict=True):
            out.append(self.retrieve(q, query_embedding=v))
            if on_done:
                on_done(1)
        return out


def open_retriever(index_dir: Path, settings: Settings | None = None, **kwargs: Any) -> TwoStageRetriever:
    settings = settings or get_settings()
    from .embedding import embedding_dim

    index = VectorIndex.open(index_dir)
    index.check_compatible(resolve("embedding", settings).model_id, embedding_dim(settings))
    return TwoStageRetriever(index, settings, **kwargs)
