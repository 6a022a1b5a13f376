"""The team's own pipeline: ``pipeline.retriever`` / ``pipeline.generator`` import paths (or Python
objects) resolved into tinyrag's retriever and generator, the identity a run records, and the check
that refuses to resume a run with another pipeline (docs/own_pipeline.md).

    retriever, name = resolve_retriever("mybank.rag:retriever", settings)   # name = "mybank.rag:retriever"
    generator, name = resolve_generator(my_llamaindex_llm, settings)       # name = "python:mybank.rag.MyLLM"
    check_same_pipeline(run, services)     # PipelineMismatchError naming both pipelines

An import path is ``package.module:attr``; ``attr`` (dots allowed) names the object or a
zero-argument factory (a function or class), called once per process. The module is imported as
installed, else from the current directory. LlamaIndex objects are wrapped by
:mod:`.adapters`; anything with ``retrieve`` / ``generate`` is used as it is.
"""

from __future__ import annotations

import importlib
import inspect
import os
import sys
import threading
from functools import partial
from typing import Any

from llama_index.core.base.base_query_engine import BaseQueryEngine
from llama_index.core.base.base_retriever import BaseRetriever
from llama_index.core.base.llms.base import BaseLLM

from ..config import Settings
from ..generation import MemoGenerator
from .adapters import LlamaIndexRetriever, PipelineError, PromptedLLMGenerator, python_identity

DEFAULT = "default"
"""The identity of tinyrag's own part: the two-stage retriever over the index, MemoGenerator."""

PARTS = ("retriever", "generator")

_lock = threading.Lock()
_built: dict[str, Any] = {}


class PipelineMismatchError(PipelineError):
    """A run written by one pipeline, resumed with another."""


def _import(path: str, part: str) -> Any:
    module, _, attr = path.partition(":")
    if not module or not attr:
        raise PipelineError(f"pipeline.{part} = {path!r}: an import path is 'package.module:attr'")
    cwd = os.getcwd()
    if cwd not in sys.path and "" not in sys.path:
        sys.path.append(cwd)  # like `python -m`: the team's module in the folder it runs from
    try:
        obj: Any = importlib.import_module(module)
    except ImportError as exc:
        raise PipelineError(f"pipeline.{part} = {path!r}: cannot import {module!r} ({exc}); install the package or "
                            f"run from the folder that holds it (current folder: {cwd})") from exc
    except Exception as exc:
        raise PipelineError(f"pipeline.{part} = {path!r}: importing {module!r} failed: "
                            f"{type(exc).__name__}: {exc}") from exc
    for name in attr.split("."):
        try:
            obj = getattr(obj, name)
        except AttributeError:
            raise PipelineError(f"pipeline.{part} = {path!r}: {module!r} has no {attr!r}") from None
    return obj


def load(path: str, part: str) -> Any:
    """The object ``path`` names (a factory called once per process)."""
    with _lock:
        if path in _built:
            return _built[path]
        obj = _import(path, part)
        if inspect.isfunction(obj) or inspect.ismethod(obj) or inspect.isclass(obj) or isinstance(obj, partial):
            try:
                obj = obj()
            except Exception as exc:
                raise PipelineError(f"pipeline.{part} = {path!r}: calling it failed: {type(exc).__name__}: {exc}") from exc
        _built[path] = obj
        return obj


def forget_built() -> None:
    """Forget the objects built from import paths (tests; a changed module)."""
    with _lock:
        _built.clear()


def as_retriever(obj: Any, identity: str | None = None) -> Any:
    """A tinyrag retriever from a LlamaIndex retriever or query engine (wrapped) or anything with
    ``retrieve(query, *, query_embedding=None) -> RetrievalResult`` (as it is)."""
    if isinstance(obj, (BaseRetriever, BaseQueryEngine)):
        return LlamaIndexRetriever(obj, identity=identity)
    if callable(getattr(obj, "retrieve", None)):
        return obj
    raise PipelineError(f"{type(obj).__name__} is no retriever: give a LlamaIndex BaseRetriever or query engine, "
                        "or an object with retrieve(query) -> RetrievalResult")


def as_generator(obj: Any, settings: Settings, identity: str | None = None) -> Any:
    """A generator from a LlamaIndex LLM (tinyrag's prompt: :class:`PromptedLLMGenerator`) or
    anything with ``generate(topic, retrieval, *, memo_id, attempt, feedback) -> Memo``."""
    if isinstance(obj, BaseLLM):
        return PromptedLLMGenerator(obj, settings, identity=identity)
    if isinstance(obj, PromptedLLMGenerator):
        if not obj.settings_given:  # a factory's PromptedLLMGenerator(llm, prompt=...)
            obj.settings = settings
        if identity:
            obj.pipeline_identity = identity
        return obj
    if callable(getattr(obj, "generate", None)):
        return obj
    raise PipelineError(f"{type(obj).__name__} is no generator: give a LlamaIndex LLM, a PromptedLLMGenerator, or "
                        "an object with generate(topic, retrieval, *, memo_id, attempt, feedback) -> Memo")


def resolve_retriever(spec: Any, settings: Settings) -> tuple[Any | None, str]:
    """(retriever or None for tinyrag's own, its identity) from an import path, an object or None
    (then ``pipeline.retriever``)."""
    spec = settings.pipeline.retriever if spec is None else spec
    if spec is None:
        return None, DEFAULT
    if isinstance(spec, str):
        return as_retriever(load(spec, "retriever"), identity=spec), spec
    retriever = as_retriever(spec)
    return retriever, identity_of(retriever)


def resolve_generator(spec: Any, settings: Settings) -> tuple[Any | None, str]:
    """(generator or None for tinyrag's MemoGenerator, its identity), like :func:`resolve_retriever`."""
    spec = settings.pipeline.generator if spec is None else spec
    if spec is None:
        return None, DEFAULT
    if isinstance(spec, str):
        return as_generator(load(spec, "generator"), settings, identity=spec), spec
    generator = as_generator(spec, settings)
    return generator, identity_of(generator)


def identity_of(part: Any) -> str:
    """What a run records for a retriever or generator object: ``default`` for tinyrag's own
    (none given, the two-stage retriever, a plain MemoGenerator), the adapter's identity (the
    import path, or ``python:`` and the wrapped object's class), else ``python:<class>``."""
    if part is None or type(part) is MemoGenerator:
        return DEFAULT
    from ..retrieval import TwoStageRetriever

    if type(part) is TwoStageRetriever:
        return DEFAULT
    return str(getattr(part, "pipeline_identity", None) or python_identity(part))


def describe(identity: dict[str, str], *, prompt: bool = False) -> str:
    parts = [f"{p} {identity.get(p, DEFAULT)}" for p in PARTS]
    if prompt:
        parts.append(f"prompt {identity.get('prompt', 'none')}")
    return ", ".join(parts)


def check_same_pipeline(run: Any, services: Any) -> None:
    """Refuse (:class:`PipelineMismatchError`, one line naming both) to run ``run`` on with another
    pipeline than the one that wrote it: another retriever or generator, or (when the run recorded
    one) another prompt. A run recorded before pipelines (or prompts) were recorded is not checked
    on them."""
    recorded = (run.config or {}).get("pipeline")
    if not isinstance(recorded, dict):
        return
    now = services.pipeline_identity()
    parts_differ = {p: recorded.get(p, DEFAULT) for p in PARTS} != {p: now.get(p, DEFAULT) for p in PARTS}
    # the prompt is named only when it is all that differs (another generator has its own prompt anyway)
    prompt_differs = not parts_differ and "prompt" in recorded and recorded["prompt"] != now.get("prompt")
    if parts_differ or prompt_differs:
        fix = ("set pipeline.retriever / pipeline.generator as when it was written (or give MemoServices.create the "
               "same objects)" if parts_differ else "give the generator the prompt it was written with")
        raise PipelineMismatchError(
            f"run {run.id} was written by the pipeline ({describe(recorded, prompt=prompt_differs)}), but the "
            f"pipeline now configured is ({describe(now, prompt=prompt_differs)}): {fix} to resume it")
