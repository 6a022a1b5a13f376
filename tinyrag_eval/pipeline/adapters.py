"""A team's own LlamaIndex parts as tinyrag's retriever and generator (docs/own_pipeline.md).

    retriever = LlamaIndexRetriever(index.as_retriever(similarity_top_k=4))   # or a query engine
    generator = PromptedLLMGenerator(my_llm, prompt="Topic: {topic}\\nSources:\\n{context}\\n...")
    services = MemoServices.create(retriever=retriever, generator=generator)   # or the plain objects

:class:`Generator` is what the memo workflow asks of a generator: ``generate(topic, retrieval, *,
memo_id, attempt, feedback) -> Memo``. :class:`~tinyrag_eval.generation.MemoGenerator` (tinyrag's
prompt on the configured LLM) is the default; :class:`PromptedLLMGenerator` is the same generator
(citation checks, parsing, extractive fallback) on any LlamaIndex LLM with the team's own prompt.
"""

from __future__ import annotations

import json
from typing import Any, Protocol, runtime_checkable

from llama_index.core.base.base_query_engine import BaseQueryEngine
from llama_index.core.base.base_retriever import BaseRetriever
from llama_index.core.prompts import BasePromptTemplate, PromptTemplate
from llama_index.core.schema import MetadataMode, NodeWithScore, QueryBundle

from ..config import Settings
from ..errors import TinyragError
from ..generation import MemoGenerator
from ..prompting import render
from ..schema import Chunk, GenerationFeedback, Memo, RetrievalResult, ScoredChunk


class PipelineError(TinyragError, ValueError):
    """A team pipeline that cannot be used: an import path that does not import, an object of the
    wrong kind, a prompt without ``{topic}`` or ``{context}``."""


@runtime_checkable
class Generator(Protocol):
    """Writes one memo attempt from a retrieval. ``feedback`` (on regeneration) holds what the
    previous attempt must fix and the reviewer's notes; put them in the prompt."""

    def generate(self, topic: str, retrieval: RetrievalResult, *, memo_id: str, attempt: int = 1,
                 feedback: GenerationFeedback | None = None) -> Memo: ...


def python_identity(obj: Any) -> str:
    """``python:<module>.<class qualname>``: how a run records a part given as a Python object."""
    cls = type(obj)
    return f"python:{cls.__module__}.{cls.__qualname__}"


# --------------------------------------------------------------------------- retriever

DOC_KEYS = ("file_name", "doc_id", "document_id", "source", "file_path", "title")
PAGE_KEYS = ("page_label", "page", "page_number", "page_no")


def _json_value(v: Any) -> Any:
    try:
        json.dumps(v)
        return v
    except (TypeError, ValueError):
        return str(v)


def node_chunk(node: Any) -> Chunk:
    """A LlamaIndex node as a tinyrag chunk: its id and text, the document from its metadata
    (``file_name``, ``doc_id``, ``document_id``, ``source``, ``file_path``, ``title``, else the
    node's ``ref_doc_id``) and the page (``page_label``, ``page``, ``page_number``, ``page_no``
    when it is a whole number); the metadata is kept (values as JSON, others as text)."""
    meta = {str(k): _json_value(v) for k, v in (node.metadata or {}).items()}
    doc = next((str(meta[k]) for k in DOC_KEYS if meta.get(k) not in (None, "")), None)
    doc = doc or str(getattr(node, "ref_doc_id", None) or "")
    page = None
    for k in PAGE_KEYS:
        v = meta.get(k)
        if isinstance(v, int) and not isinstance(v, bool) and v > 0:
            page = v
            break
        if isinstance(v, str) and v.strip().isdigit() and int(v) > 0:
            page = int(v)
            break
    return Chunk(id=node.node_id, text=node.get_content(metadata_mode=MetadataMode.NONE), doc_id=doc, page=page,
                 metadata=meta)


def nodes_to_retrieval(query: str, nodes: list[NodeWithScore], *, stage1: str = "llamaindex") -> RetrievalResult:
    """LlamaIndex's ranked nodes as a :class:`RetrievalResult`: candidates and context are the
    nodes in the order given, each with its score (``dense_score``) and rank."""
    scored = [ScoredChunk(chunk=node_chunk(n.node), dense_score=n.score, rank=i + 1) for i, n in enumerate(nodes)]
    return RetrievalResult(query=query, candidates=scored, context=[s.model_copy() for s in scored], stage1=stage1)


class LlamaIndexRetriever:
    """A LlamaIndex ``BaseRetriever`` or query engine as tinyrag's retriever. A query engine
    retrieves with its own ``retrieve`` (its retriever, then its node postprocessors); nothing
    is synthesized. HyDE (``agent.query_revision = "hyde"``) gives the hypothetical passage as
    the query bundle's ``custom_embedding_strs``, embedded by the team's own embedding model."""

    hyde_by_text = True
    """steps.retrieve passes the HyDE passage as text, not as a vector of tinyrag's embedding model."""

    def __init__(self, obj: BaseRetriever | BaseQueryEngine, *, identity: str | None = None):
        if isinstance(obj, BaseQueryEngine) and type(obj).retrieve is BaseQueryEngine.retrieve:
            raise PipelineError(f"the query engine {type(obj).__name__} cannot retrieve without answering (it has "
                                "no retrieve()): give its retriever instead (e.g. index.as_retriever())")
        if not isinstance(obj, (BaseRetriever, BaseQueryEngine)):
            raise PipelineError(f"{type(obj).__name__} is not a LlamaIndex retriever or query engine")
        self.obj = obj
        self.stage1 = f"llamaindex:{type(obj).__name__}"
        self.pipeline_identity = identity or python_identity(obj)

    def retrieve(self, query: str, *, query_embedding: Any = None, hyde: str = "") -> RetrievalResult:
        if not query or not query.strip():
            raise ValueError("query is empty")
        bundle = QueryBundle(query_str=query, custom_embedding_strs=[hyde] if hyde else None)
        return nodes_to_retrieval(query, list(self.obj.retrieve(bundle)), stage1=self.stage1)


# --------------------------------------------------------------------------- generator


TINYRAG_PROMPT = "tinyrag"
"""The prompt a run records when the generator writes with tinyrag's own memo prompt."""


def prompt_fingerprint(template: BasePromptTemplate) -> str:
    """``sha256:<12 hex digits>`` of what the template sends, the same for the same prompt in any
    process: its text (a chat template: its messages' roles and texts), the values it was
    ``partial_format``-ed with, its variable mappings and the functions it fills variables with
    (by module and name: a function's body is not read). A template with none of these has the
    fingerprint of its text alone, as before."""
    import hashlib

    messages = getattr(template, "message_templates", None)
    if messages:
        text = "\n".join(f"{getattr(m.role, 'value', m.role)}: {m.content or ''}" for m in messages)
    else:
        text = template.get_template()
    extras = []
    for key, value in sorted((getattr(template, "kwargs", None) or {}).items()):
        extras.append(f"partial {key}={value!r}")
    for key, value in sorted((getattr(template, "template_var_mappings", None) or {}).items()):
        extras.append(f"mapping {key}->{value}")
    for key, fn in sorted((getattr(template, "function_mappings", None) or {}).items()):
        extras.append(f"function {key}={getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', type(fn).__name__)}")
    if extras:
        text += "\n\0" + "\n".join(extras)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def prompt_template(prompt: str | BasePromptTemplate) -> BasePromptTemplate:
    """The team's prompt as a LlamaIndex template; it must have ``{topic}`` and ``{context}``
    (``{feedback}`` and ``{max_sentences}`` are optional)."""
    tpl = PromptTemplate(prompt) if isinstance(prompt, str) else prompt
    if not isinstance(tpl, BasePromptTemplate):
        raise PipelineError(f"the prompt must be a string or a LlamaIndex PromptTemplate, not {type(prompt).__name__}")
    missing = [v for v in ("topic", "context") if v not in tpl.template_vars]
    if missing:
        raise PipelineError("the generator's prompt needs " + " and ".join("{" + v + "}" for v in missing)
                            + f" (it has {', '.join('{' + v + '}' for v in tpl.template_vars) or 'no variables'})")
    return tpl


class PromptedLLMGenerator(MemoGenerator):
    """:class:`~tinyrag_eval.generation.MemoGenerator` on the team's LlamaIndex ``llm``, with the
    team's ``prompt`` (a string or ``PromptTemplate``; None = tinyrag's prompt). The prompt gets:

    - ``{topic}``: the memo topic;
    - ``{context}``: the retrieved chunks, each as ``[chunk id] text`` on its own paragraph (ask
      the model to cite the ids in square brackets: citations are checked against them);
    - ``{feedback}`` (optional): on a regeneration, what to fix and the reviewer's notes
      (tinyrag's ``memo_feedback.j2``); without the variable it is appended to the prompt;
    - ``{max_sentences}`` (optional): ``generation.max_sentences``.

    The reply is parsed like tinyrag's own (sentences, ``<CONFIDENCE: ...>`` tags, citations);
    ``Memo.llm`` names the LLM (its class and model name)."""

    def __init__(self, llm: Any, settings: Settings | None = None, *, prompt: str | BasePromptTemplate | None = None,
                 cache: Any = True, embed: Any = None, identity: str | None = None):
        if llm is None:
            raise PipelineError("PromptedLLMGenerator needs the team's LLM")
        super().__init__(llm, settings, cache=cache, embed=embed)
        self.settings_given = settings is not None
        """False: built with the process's settings; MemoServices.create gives it its own."""
        self.template = prompt_template(prompt) if prompt is not None else None
        self.pipeline_identity = identity or python_identity(llm)

    @property
    def prompt_identity(self) -> str:
        """What a run records of the prompt (``run.config["pipeline"]["prompt"]``): ``tinyrag``
        for tinyrag's own memo prompt, else :func:`prompt_fingerprint` of the team's template (its
        text and partial values), so that a run is not resumed with an edited prompt."""
        if self.template is None:
            return TINYRAG_PROMPT
        return prompt_fingerprint(self.template)

    def _render(self, topic: str, contexts: list[dict[str, str]], feedback: GenerationFeedback | None) -> str:
        if self.template is None:
            return super()._render(topic, contexts, feedback)
        fb = render("memo_feedback.j2", **feedback.model_dump()) if feedback is not None and not feedback.is_empty() else ""
        names = set(self.template.template_vars)
        values = {"topic": topic, "context": "\n\n".join(f"[{c['id']}] {c['text']}" for c in contexts),
                  "feedback": fb, "max_sentences": str(self.settings.generation.max_sentences)}
        text = self.template.format(**{k: v for k, v in values.items() if k in names})
        if fb and "feedback" not in names:
            text += "\n\n" + fb
        return text
