"""Two-stage retrieval from LlamaIndex parts: dense (or BM25+dense fusion) candidates at k1,
then a cross-encoder node postprocessor reranks them down to k2.

The result keeps both ranked lists with their scores (:class:`RetrievalResult`).
"""

from __future__ import annotations

import copy
import logging
import threading
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
from .ingest import embedding_input
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
        hits = self._index.search(vec, self.top_k,
                                  memory_max_chunks=self._settings.retrieval.dense_in_memory_max_chunks)
        return [NodeWithScore(node=chunk_to_node(c), score=s) for c, s in hits]


class BM25Stage(BaseRetriever):
    """LlamaIndex's BM25Retriever over every chunk of an index, indexing each chunk's embedding
    input (its text, after the document title when the index was built with ``embed_title``);
    the nodes it returns carry the stored chunk text."""

    def __init__(self, nodes: list[TextNode], indexed_text: list[str], top_k: int):
        from llama_index.retrievers.bm25 import BM25Retriever

        # bm25s sets its own logger to DEBUG when imported, which prints "Building index from IDs
        # objects" into every command's output; its warnings still show
        logging.getLogger("bm25s").setLevel(logging.WARNING)
        super().__init__()
        self._nodes = {n.node_id: n for n in nodes}
        shadow = [TextNode(id_=n.node_id, text=t) for n, t in zip(nodes, indexed_text, strict=True)]
        self._bm25 = BM25Retriever.from_defaults(nodes=shadow, similarity_top_k=min(top_k, len(nodes)))

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return [NodeWithScore(node=self._nodes[n.node.node_id], score=n.score) for n in self._bm25.retrieve(query_bundle)]


@lru_cache(maxsize=4)
def _bm25_for(index_path: str, version: str, top_k: int, titled: bool) -> BM25Stage:
    """BM25 over every chunk of an index, built once per (index, manifest version, k, input)."""
    chunks = VectorIndex.open(Path(index_path)).iter_chunks()
    return BM25Stage([chunk_to_node(c) for c in chunks], [embedding_input(c, titled) for c in chunks], top_k)


def bm25_retriever(index: VectorIndex, top_k: int, *, titled: bool | None = None) -> BaseRetriever:
    """BM25 over ``index``; ``titled`` (default: as the index was built, ``chunking.embed_title``)
    puts the document title before each chunk's text, as the dense stage embeds it."""
    n = index.count()
    if n == 0:
        raise ValueError(f"index {index.path} is empty")
    if titled is None:
        titled = index.embeds_title
    version = f"{n}:{index.manifest.get('updated_at', '')}"
    return _bm25_for(str(index.path.resolve()), version, top_k, titled)


def fusion_retriever(retrievers: list[BaseRetriever], top_k: int, mode: str = "rrf",
                     weights: list[float] | None = None) -> BaseRetriever:
    """LlamaIndex's QueryFusionRetriever over ``retrievers`` with the query as is (no LLM
    rewrites): ``rrf`` = reciprocal rank fusion, ``relative_score`` = weighted sum of min-max
    normalised scores (``weights`` sum to 1)."""
    from llama_index.core.llms import MockLLM
    from llama_index.core.retrievers import QueryFusionRetriever

    modes = {"rrf": "reciprocal_rerank", "relative_score": "relative_score"}
    if mode not in modes:
        raise ValueError(f"unknown fusion mode {mode!r}: use one of {', '.join(modes)}")
    return QueryFusionRetriever(
        retrievers, llm=MockLLM(), mode=modes[mode], num_queries=1, similarity_top_k=top_k,
        use_async=False, retriever_weights=weights if mode == "relative_score" else None,
    )


_int8_models: dict[tuple[int, str], Any] = {}
_int8_lock = threading.Lock()


def _int8_copy(model: Any) -> Any:
    """A dynamically int8-quantized copy of a cross-encoder's network (torch
    ``quantize_dynamic`` of its Linear layers), made once per loaded model and quantized engine
    (``torch.backends.quantized.engine``: the packed weights belong to the engine's kernels)."""
    import torch

    with _int8_lock:
        key = (id(model), torch.backends.quantized.engine)
        if key not in _int8_models:
            _int8_models[key] = torch.ao.quantization.quantize_dynamic(
                copy.deepcopy(model[0].model).eval(), {torch.nn.Linear}, dtype=torch.qint8
            )
        return _int8_models[key]


def cross_encoder_scores(model: Any, query: str, texts: list[str], *, batch_size: int = 32,
                         max_length: int | None = None, int8: bool = False) -> np.ndarray:
    """Relevance of each text to ``query`` (sigmoid of the logit, as CrossEncoder.predict gives).

    Texts are scored in batches of similar length (little padding); ``max_length`` (default: the
    model's) truncates query + text; ``int8`` runs a dynamically quantized copy of the network.
    """
    import torch

    if not texts:
        return np.zeros(0, dtype=np.float64)
    net = _int8_copy(model) if int8 else model[0].model
    limit = max_length or model.max_seq_length
    order = np.argsort([len(t) for t in texts], kind="stable")
    out = np.zeros(len(texts), dtype=np.float64)
    with inference_lock(model), torch.inference_mode():
        for start in range(0, len(texts), batch_size):
            idx = order[start : start + batch_size]
            enc = model.tokenizer([query] * len(idx), [texts[i] for i in idx], padding=True, truncation=True,
                                  max_length=limit, return_tensors="pt")
            logits = net(**enc).logits
            out[idx] = torch.sigmoid(logits[:, -1]).double().numpy()
    return out


RRF_K = 60  # the constant of reciprocal rank fusion (Cormack et al. 2009; LlamaIndex uses the same)


def rank_fusion(scores: np.ndarray, weight: float) -> np.ndarray:
    """Weighted reciprocal rank fusion of the cross-encoder's order (``scores``, higher first) with
    the incoming order (position 0 first): ``weight / (K + rank) + (1 - weight) / (K + position)``.

    By hand: LlamaIndex's fusion (QueryFusionRetriever) fuses retrievers, not a postprocessor's
    scores with its input order, and it has no weights for RRF.
    """
    n = len(scores)
    ce_rank = np.empty(n)
    ce_rank[np.argsort(-scores, kind="stable")] = np.arange(1, n + 1)
    position = np.arange(1, n + 1)
    return weight / (RRF_K + ce_rank) + (1.0 - weight) / (RRF_K + position)


class CrossEncoderRerank(BaseNodePostprocessor):
    """Reranks nodes with the registry's shared cross-encoder (LlamaIndex's SentenceTransformerRerank
    would load a second copy by model name and cannot use our adapter)."""

    top_n: int = Field(8, ge=1)
    batch_size: int = Field(32, ge=1)
    max_length: int | None = Field(None, ge=16, description="None = the length the model was trained at")
    int8: bool = Field(False, description="score with a dynamically int8-quantized copy")
    titled: bool = Field(False, description="score each chunk's embedding input (its document title, then its text), "
                         "as stage 1 sees it when the index was built with chunking.embed_title; off = the text alone")
    fusion: float | None = Field(None, ge=0, le=1, description="weight of the cross-encoder's order in a reciprocal-"
                                 "rank fusion with the incoming (stage-1) order; None = the cross-encoder's order alone")
    settings: Any = Field(default=None, exclude=True)

    @classmethod
    def class_name(cls) -> str:
        return "tinyrag_CrossEncoderRerank"

    @classmethod
    def from_settings(cls, settings: Settings, *, top_n: int, titled: bool) -> CrossEncoderRerank:
        """The reranker ``settings`` configure (batch size, ``retrieval.rerank_max_length``,
        ``retrieval.rerank_int8``, ``retrieval.rerank_fusion``): the one way the product and the
        benchmarks build it."""
        return cls(top_n=top_n, batch_size=settings.models.rerank_batch_size,
                   max_length=settings.retrieval.rerank_max_length, int8=settings.retrieval.rerank_int8,
                   titled=titled, fusion=settings.retrieval.rerank_fusion, settings=settings)

    def _postprocess_nodes(self, nodes: list[NodeWithScore], query_bundle: QueryBundle | None = None) -> list[NodeWithScore]:
        if query_bundle is None:
            raise ValueError("reranking needs the query")
        if not nodes:
            return []
        model = get_reranker(self.settings or get_settings())
        # the title is what tells one filing's "Net sales" row from another's: without it a reranker
        # undoes what the titled stage 1 found
        texts = [embedding_input(node_to_chunk(n.node), True) if self.titled else n.node.get_content() for n in nodes]
        scores = cross_encoder_scores(model, query_bundle.query_str, texts,
                                      batch_size=self.batch_size, max_length=self.max_length, int8=self.int8)
        if self.fusion is not None:
            scores = rank_fusion(scores, self.fusion)
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
        self._fused: BaseRetriever | None = None
        self._reranker = CrossEncoderRerank.from_settings(self.settings, top_n=self.k2, titled=index.embeds_title)

    def _stage1_retriever(self) -> BaseRetriever:
        if self.stage1 == "dense":
            return self._dense
        bm25 = bm25_retriever(self.index, self.k1)
        if self.stage1 == "bm25":
            return bm25
        if self._fused is None:
            w = self.settings.retrieval.dense_weight
            self._fused = fusion_retriever([self._dense, bm25], self.k1, self.settings.retrieval.fusion, [w, 1.0 - w])
        return self._fused

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
