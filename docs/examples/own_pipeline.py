"""A team's own RAG pipeline -- a plain LlamaIndex index, its retriever and the team's LLM with the
team's prompt -- around which tinyrag-eval writes, checks and routes memos.

docs/own_pipeline.md shows this file as it is, and tests/test_own_pipeline.py runs it end to end.
The LLM is scripted (offline, deterministic) so that the example runs anywhere; a team puts its
own LlamaIndex LLM (OpenAI, Bedrock, vLLM, ...) in its place.

With configuration (``tinyrag.toml``, tinyrag run from the folder that holds this file)::

    [pipeline]
    retriever = "own_pipeline:retriever"
    generator = "own_pipeline:generator"

With Python::

    from tinyrag_eval.pipeline.services import MemoServices
    services = MemoServices.create(retriever=build_index().as_retriever(similarity_top_k=3),
                                   generator=PromptedLLMGenerator(TeamLLM(), prompt=TEAM_PROMPT))
"""

from __future__ import annotations

import re
from typing import Any

from llama_index.core import VectorStoreIndex
from llama_index.core.base.llms.types import CompletionResponse, CompletionResponseGen, LLMMetadata
from llama_index.core.llms import CustomLLM
from llama_index.core.schema import TextNode
from pydantic import Field

from tinyrag_eval import bundled_embedding
from tinyrag_eval.pipeline.adapters import PromptedLLMGenerator

# The team's documents: one node per page, with the metadata their PDF loader gives
# (file_name, page_label). tinyrag reads the document and page of each chunk from them.
PAGES = [
    ("acme-ar25-p1", "acme_annual_report_2025.pdf", "1",
     "Acme Mutual Bank reported a CET1 ratio of 15.2% at 31 December 2025, up from 14.8% a year earlier."),
    ("acme-ar25-p2", "acme_annual_report_2025.pdf", "2",
     "Net interest income rose 6.1% to £238.4 million in 2025, while operating costs grew 3.0%."),
    ("acme-ar25-p3", "acme_annual_report_2025.pdf", "3",
     "Commercial real estate loans were £1.9 billion at year end, 18% of the loan book."),
    ("acme-risk-p1", "acme_risk_policy.pdf", "1",
     "The board caps commercial real estate lending at 20% of the loan book."),
]

# The team's own prompt: {topic} and {context} are required; {feedback} (what to fix, the
# reviewer's notes) and {max_sentences} are optional. {context} lists "[chunk id] text".
TEAM_PROMPT = """ACME CREDIT MEMO PROMPT v3
Write a credit memo on: {topic}

Sources, each after its id in square brackets:
{context}

{feedback}
Cite the id of the source after every sentence, e.g. [acme-ar25-p1]. At most {max_sentences} sentences."""


def build_index() -> VectorStoreIndex:
    """The team's index: LlamaIndex's in-memory vector store, embedded with tinyrag's bundled model."""
    nodes = [TextNode(id_=node_id, text=text, metadata={"file_name": file_name, "page_label": page})
             for node_id, file_name, page, text in PAGES]
    return VectorStoreIndex(nodes, embed_model=bundled_embedding())


class TeamLLM(CustomLLM):
    """Stands in for the team's model: it restates the first sentence of each source in the prompt
    and cites it; asked to revise (reviewer notes in the prompt), it writes the revised memo."""

    model_name: str = "acme-memo-model"
    prompts: list[str] = Field(default_factory=list)

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(model_name=self.model_name, is_chat_model=False, context_window=8192)

    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        self.prompts.append(prompt)
        sources = re.findall(r"^\[([\w-]+)\] (.+?\.)(?: |$)", prompt, flags=re.MULTILINE)
        sentences = [f"{text[:-1]} [{source_id}]." for source_id, text in sources[:3]]
        if "Notes from the human reviewer" in prompt:
            sentences.insert(0, "Revised memo, as the reviewer asked.")
        return CompletionResponse(text=" ".join(sentences))

    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        yield self.complete(prompt, formatted, **kwargs)


_index: VectorStoreIndex | None = None


def retriever() -> Any:
    """``pipeline.retriever``: the index's retriever (a factory: tinyrag calls it once per process)."""
    global _index
    _index = _index or build_index()
    return _index.as_retriever(similarity_top_k=3)


def query_engine() -> Any:
    """The team's query engine works as the retriever too (its retriever and node postprocessors)."""
    global _index
    _index = _index or build_index()
    return _index.as_query_engine(llm=TeamLLM(), similarity_top_k=3)


def generator() -> PromptedLLMGenerator:
    """``pipeline.generator``: the team's LLM with the team's prompt."""
    return PromptedLLMGenerator(TeamLLM(), prompt=TEAM_PROMPT)
