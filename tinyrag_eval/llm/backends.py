"""LLM backends: what each one declares it supports, and the registry that builds them from settings.

A backend (after deepeval's ``DeepEvalBaseLLM``, which declares ``supports_log_probs``,
``supports_json_mode``, ``supports_structured_outputs``) is one :class:`Backend` subclass: class
attributes say what the backend can do, :meth:`Backend.load` gives the LlamaIndex LLM the client
calls. :class:`~tinyrag_eval.llm.client.CachedLLM`, the judge panel, run provenance and the
perturbation generator read those declarations; none of them checks a class or a name.

A backend is named in settings by a spec ``<name>:<model>``: ``models.llm = "openai:gpt-4o-mini"``,
a judge panel's ``"openai:gpt-4o-mini"``, or the name of a class registered with
:func:`register_backend`. A spec without a registered prefix is a local model (``bundled``, a
GGUF file, a Hugging Face folder or hub id): the ``local`` backend. ``models.llm_provider =
"openai"`` with ``models.openai_model`` still means ``openai:<openai_model>``.

Built in (registered by import path and imported on first use, as fsspec's
``known_implementations`` does, so that this module stays cheap and below the model registry):

=============  ==========================================  =======================================
spec           backend                                     declares
=============  ==========================================  =======================================
``local:...``  :class:`~tinyrag_eval.llm.local.LocalBackend` logprobs (also of given tokens),
               (the bundled SmolLM2 or any transformers     structured output (the reply is forced
               causal LM, in this process)                  to start with a prefix), local (price 0)
``openai:M``   :class:`~tinyrag_eval.llm.openai.OpenAIBackend` logprobs, JSON mode, temperature
``llamaindex:  :class:`LlamaIndexBackend`: any LlamaIndex   nothing unless the object declares it
module:attr``  LLM (an instance or a factory at ``attr``)   (``tinyrag_*`` flags, below)
=============  ==========================================  =======================================

An LLM built elsewhere and handed to the client (tests, an agent's own LLM) is described by
:func:`backend_of`: the backend it carries (``tinyrag_backend``), else the registered backend whose
:meth:`Backend.describes` recognises it (OpenAI), else :class:`LlamaIndexBackend` reading the
object's ``tinyrag_logprobs`` / ``tinyrag_prefix`` / ``tinyrag_local`` / ``tinyrag_deterministic`` flags.

The LLM cache keys a call by the LLM's identity (:meth:`Backend.cache_identity`: class with its
module, model name, sampling parameters, backend parameters), the user's ``llm.cache_version`` and
the object's ``tinyrag_cache_version``, so another class, model, temperature or version never reads
an entry it did not write.
"""

from __future__ import annotations

import importlib
import json
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

if TYPE_CHECKING:
    from ..config import ModelPrice, Settings

__all__ = ["Backend", "LlamaIndexBackend", "UnknownBackendError", "backend_class", "backend_for", "backend_names",
           "backend_of", "forget_loaded", "llm_identity", "once", "parse_spec", "register_backend", "spec_of"]

B = TypeVar("B", bound="type[Backend]")


class UnknownBackendError(ValueError):
    """A spec names no registered backend class (or its module cannot be imported)."""


class Backend:
    """What one LLM backend supports, and how to build its LlamaIndex LLM.

    Subclass it, set the class attributes that hold, implement :meth:`generate` (a backend with its
    own client: the default :meth:`load` wraps it as a LlamaIndex LLM) or override :meth:`load`
    (return any LlamaIndex LLM), and register it with :func:`register_backend`.
    """

    name: ClassVar[str] = ""  #: the spec prefix it is registered under (set by :func:`register_backend`)
    provider: ClassVar[str | None] = None  #: OpenInference ``llm.provider`` on spans (``openai``, ``local``)
    local: ClassVar[bool] = False  #: runs in this process: no rate limiter, unpriced calls cost 0
    supports_logprobs: ClassVar[bool] = False  #: accepts ``logprobs=True, top_logprobs=k``, returns them
    supports_logprob_tokens: ClassVar[bool] = False  #: also scores the tokens given as ``logprob_tokens``
    supports_json_mode: ClassVar[bool] = False  #: ``response_format={"type": "json_object"}`` for JSON replies
    #: the reply can be forced to start with a given text (``assistant_prefix``): the judges' structured
    #: output, where the model continues a JSON object it did not choose to open
    supports_structured_output: ClassVar[bool] = False
    supports_temperature: ClassVar[bool] = False  #: takes the client's ``temperature`` (else decodes its own way)
    #: the keyword its calls take for the reply's length (``max_new_tokens``, ``max_tokens``), None: none
    max_tokens_param: ClassVar[str | None] = None
    input_price_per_1k: ClassVar[float | None] = None  #: USD per 1,000 prompt tokens (None: unknown)
    output_price_per_1k: ClassVar[float | None] = None  #: USD per 1,000 completion tokens (None: unknown)
    context_window: ClassVar[int] = 4096  #: tokens, for prompt budgeting of the default :meth:`load`
    #: decodes deterministically (the same request gives the same reply): None = when it takes the
    #: client's temperature and that is 0. The generator's cache reads it (``llm.cache_generation``)
    deterministic: ClassVar[bool | None] = None

    def __init__(self, model: str = "", **params: Any):
        self.model = model
        self.params = params

    # -- building ----------------------------------------------------------------------------

    @classmethod
    def from_spec(cls, model: str, settings: Settings | None = None) -> Backend:
        """The backend of the spec ``<name>:<model>`` (``model`` is the part after the prefix)."""
        return cls(model)

    def load(self, settings: Settings) -> Any:
        """The LlamaIndex LLM the client calls; by default :meth:`generate` as a LlamaIndex
        ``CustomLLM`` (:class:`~tinyrag_eval.llm.adapter.BackendLLM`). Caching is the backend's
        (:func:`once`): the default wrapper is cheap to build."""
        from .adapter import BackendLLM

        return BackendLLM.of(self)

    def generate(self, system: str, user: str, **kwargs: Any) -> str:
        """The reply to one chat request (system and user message), for a backend with its own
        client. ``kwargs`` are the request options its declarations allow: ``max_tokens_param``
        (the reply's length), ``response_format`` (JSON mode), ``assistant_prefix`` (the reply's
        forced start, which the returned text must include)."""
        raise NotImplementedError(f"{type(self).__name__} implements neither generate() nor load()")

    # -- describing an LLM -------------------------------------------------------------------

    @classmethod
    def describes(cls, llm: Any) -> bool:
        """Whether a LlamaIndex LLM built elsewhere is one of this backend's (:func:`backend_of`)."""
        return False

    @classmethod
    def of(cls, llm: Any) -> Backend:
        """This backend for an LLM it :meth:`describes`."""
        return cls(_metadata_name(llm) or "")

    # -- what the client reads ---------------------------------------------------------------

    @property
    def identity(self) -> str:
        """A stable string for this backend: class, model and parameters (for cache keys)."""
        params = json.dumps(self.params, sort_keys=True, default=str) if self.params else ""
        return ":".join(x for x in (type(self).__name__, self.model, params) if x)

    @property
    def spec(self) -> str:
        """The settings spec that builds this backend (``openai:gpt-4o-mini``)."""
        return f"{self.name}:{self.model}" if self.name else self.model

    def is_deterministic(self, temperature: float) -> bool:
        """Whether a call at the client's ``temperature`` gives the same reply each time: what the
        backend declares (:attr:`deterministic`), else it takes the temperature and that is 0."""
        if self.deterministic is not None:
            return bool(self.deterministic)
        return bool(self.supports_temperature) and temperature == 0

    def cache_identity(self, llm: Any) -> dict[str, Any]:
        """What an LLM cache key holds of the LLM (:func:`llm_identity`): the LLM's class (module
        and qualified name; for the default :meth:`load`'s wrapper, the backend's), its model name,
        its sampling parameters and this backend's parameters."""
        if getattr(llm, "tinyrag_backend", None) is self and type(llm).__name__ == "BackendLLM":
            return {"class": _qualified(type(self)), "model": self.model, "params": _jsonable(self.params)}
        return llm_identity(llm, backend_params=self.params)

    def price(self) -> ModelPrice | None:
        """The declared price (per million tokens, as ``llm.prices``); None when not declared."""
        if self.input_price_per_1k is None or self.output_price_per_1k is None:
            return None
        from ..config import ModelPrice

        return ModelPrice(input_per_1m=self.input_price_per_1k * 1000, output_per_1m=self.output_price_per_1k * 1000)

    def client_name(self, llm: Any) -> str:
        """The name the client files calls under (cache, usage, prices): ``<LLM class>:<model>``;
        for the default :meth:`load`'s wrapper ``<backend class>:<model>``."""
        if getattr(llm, "tinyrag_backend", None) is self and type(llm).__name__ == "BackendLLM":
            return f"{type(self).__name__}:{self.model}"
        return f"{type(llm).__name__}:{_metadata_name(llm) or 'unknown'}"

    def request_kwargs(self, params: dict[str, Any], *, text: bool) -> dict[str, Any]:
        """The keywords of one chat call from the client's parameters (``temperature``,
        ``max_new_tokens``, ``assistant_prefix``, the log-probability options), as far as this
        backend declares it takes them; JSON mode for a JSON reply (``text`` False) where declared."""
        kwargs = dict(params)
        if not self.supports_temperature:
            kwargs.pop("temperature", None)  # the local model decodes greedily; others keep their own
        if not self.supports_logprobs:
            for k in ("logprobs", "top_logprobs", "logprob_tokens"):
                kwargs.pop(k, None)
        elif not self.supports_logprob_tokens:
            kwargs.pop("logprob_tokens", None)  # OpenAI has no such parameter
        if not self.supports_structured_output:
            kwargs.pop("assistant_prefix", None)
        max_tokens = kwargs.pop("max_new_tokens", None)
        if self.max_tokens_param and max_tokens is not None:
            kwargs[self.max_tokens_param] = max_tokens
        if self.supports_json_mode and not text:
            kwargs["response_format"] = {"type": "json_object"}  # the provider's JSON mode
        return kwargs

    def provenance(self) -> dict[str, Any] | None:
        """The run record's entry for this LLM (``models.llm`` of a run); None: a model resolved
        from files (the local backend), fingerprinted by the model registry."""
        return {"name": self.model, "kind": "remote" if not self.local else "in-process",
                "provider": self.provider or self.name, "version": self.model}

    def __repr__(self) -> str:
        return f"<{self.identity}>"


class LlamaIndexBackend(Backend):
    """Any LlamaIndex LLM: ``llamaindex:<module>:<attr>`` names an LLM instance or a factory that
    returns one. It declares nothing it cannot know; an LLM object may declare for itself with the
    attributes ``tinyrag_logprobs`` (logprobs, also of given tokens, and ``max_new_tokens``),
    ``tinyrag_prefix`` (structured output), ``tinyrag_local`` (in this process) and
    ``tinyrag_deterministic`` (the same prompt gives the same reply: its generator calls may be
    cached under ``llm.cache_generation = "deterministic"``; undeclared = not deterministic)."""

    def load(self, settings: Settings) -> Any:
        module, _, attr = self.model.partition(":")
        if not attr:
            raise UnknownBackendError(f"llamaindex spec needs module:attr, got {self.model!r}")

        def build() -> Any:
            obj = getattr(importlib.import_module(module), attr)
            return obj() if isinstance(obj, type) or (callable(obj) and not hasattr(obj, "metadata")) else obj

        return once(self.identity, build)

    @classmethod
    def of(cls, llm: Any) -> Backend:
        backend = cls(_metadata_name(llm) or "")
        logprobs = bool(getattr(llm, "tinyrag_logprobs", False))
        # instance attributes: what this object says of itself
        backend.supports_logprobs = backend.supports_logprob_tokens = logprobs  # type: ignore[misc]
        backend.max_tokens_param = "max_new_tokens" if logprobs else None  # type: ignore[misc]
        backend.supports_structured_output = bool(getattr(llm, "tinyrag_prefix", False))  # type: ignore[misc]
        backend.local = bool(getattr(llm, "tinyrag_local", False))  # type: ignore[misc]
        backend.provider = "local" if backend.local else None  # type: ignore[misc]
        declared = getattr(llm, "tinyrag_deterministic", None)
        backend.deterministic = None if declared is None else bool(declared)  # type: ignore[misc]
        return backend


# ---------------------------------------------------------------------------------------------
# the registry

_BUILTIN = {"local": "tinyrag_eval.llm.local:LocalBackend", "openai": "tinyrag_eval.llm.openai:OpenAIBackend",
            "llamaindex": "tinyrag_eval.llm.backends:LlamaIndexBackend"}
_REGISTRY: dict[str, type[Backend] | str] = dict(_BUILTIN)
_lock = threading.Lock()
_loaded: dict[str, Any] = {}


def register_backend(name: str) -> Callable[[B], B]:
    """Class decorator: register a :class:`Backend` under the spec prefix ``name``
    (``models.llm = "<name>:<model>"``, a panel spec ``"<name>:<model>"``). A later
    registration of the same name replaces the earlier one."""
    if not name.isidentifier():
        raise ValueError(f"backend name must be an identifier, got {name!r}")

    def deco(cls: B) -> B:
        if not (isinstance(cls, type) and issubclass(cls, Backend)):
            raise TypeError(f"{cls!r} is not a Backend subclass")
        cls.name = name
        with _lock:
            _REGISTRY[name] = cls
        return cls

    return deco


def backend_names() -> list[str]:
    """The registered spec prefixes."""
    return sorted(_REGISTRY)


def backend_class(name: str) -> type[Backend]:
    """The backend class registered as ``name`` (built-ins are imported on first use)."""
    entry = _REGISTRY.get(name)
    if entry is None:
        raise UnknownBackendError(f"no LLM backend {name!r}; registered: {', '.join(backend_names())}")
    if isinstance(entry, str):
        module, _, attr = entry.partition(":")
        cls = getattr(importlib.import_module(module), attr)
        cls.name = name
        with _lock:
            _REGISTRY[name] = cls
        return cls
    return entry


def parse_spec(spec: str) -> tuple[str, str]:
    """``(backend name, model)`` of a spec: ``openai:gpt-4o-mini`` -> ``("openai", "gpt-4o-mini")``;
    a spec without a registered prefix (``bundled``, a path, a hub id) -> ``("local", spec)``."""
    name, sep, rest = spec.partition(":")
    if sep and name in _REGISTRY:
        return name, rest
    return "local", spec


def spec_of(settings: Settings) -> str:
    """The LLM spec of the settings: ``models.llm`` (``models.llm_provider = "openai"``: ``openai:<openai_model>``)."""
    m = settings.models
    return f"openai:{m.openai_model}" if m.llm_provider == "openai" else m.llm


def backend_for(settings: Settings, spec: str | None = None) -> Backend:
    """The backend of ``spec`` (default: the settings' LLM, :func:`spec_of`)."""
    name, model = parse_spec(spec_of(settings) if spec is None else spec)
    return backend_class(name).from_spec(model, settings)


def once(key: str, build: Callable[[], Any]) -> Any:
    """``build()``, once per ``key`` in this process (a backend's :meth:`~Backend.load` caches with
    it, keyed by its identity; the model registry's ``clear_cache`` forgets them)."""
    with _lock:
        if key in _loaded:
            return _loaded[key]
    llm = build()
    with _lock:
        return _loaded.setdefault(key, llm)


def forget_loaded() -> None:
    """Forget the LLMs :func:`once` built (the model registry's ``clear_cache``)."""
    with _lock:
        _loaded.clear()


def backend_of(llm: Any) -> Backend:
    """The backend that describes an LLM object: the one it carries (``tinyrag_backend``), else the
    registered backend that :meth:`~Backend.describes` it, else :class:`LlamaIndexBackend` with
    what the object declares of itself."""
    carried = getattr(llm, "tinyrag_backend", None)
    if isinstance(carried, Backend):
        return carried
    for name in list(_REGISTRY):
        try:
            cls = backend_class(name)
        except ImportError:  # pragma: no cover -- an optional backend's package is missing
            continue
        if cls is not LlamaIndexBackend and cls.describes(llm):
            return cls.of(llm)
    return LlamaIndexBackend.of(llm)


SAMPLING_ATTRIBUTES = ("temperature", "top_p", "top_k", "min_p", "typical_p", "seed", "do_sample", "num_beams",
                       "max_tokens", "max_new_tokens", "num_predict", "repetition_penalty", "repeat_penalty",
                       "frequency_penalty", "presence_penalty", "stop", "reasoning_effort", "generate_kwargs",
                       "additional_kwargs", "model_kwargs")
"""Attributes of a LlamaIndex LLM that change its replies, read into its cache identity where present."""


def _qualified(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value, sort_keys=True, default=str))


def llm_identity(llm: Any, *, backend_params: dict[str, Any] | None = None) -> dict[str, Any]:
    """The identity of an LLM object for cache keys: its class (``module.QualName``: two classes
    with the same model name never share an entry), its model name, the sampling parameters it
    carries (:data:`SAMPLING_ATTRIBUTES`, those set) and the backend's parameters."""
    params: dict[str, Any] = {}
    for name in SAMPLING_ATTRIBUTES:
        try:
            value = getattr(llm, name)
        except Exception:  # noqa: BLE001,S112 -- absent (pydantic raises), or a property that fails
            continue
        if value is None or callable(value) or (isinstance(value, dict | list | tuple) and not value):
            continue
        params[name] = value
    if backend_params:
        params["backend"] = dict(backend_params)
    return {"class": _qualified(type(llm)), "model": _metadata_name(llm) or "", "params": _jsonable(params)}


def _metadata_name(llm: Any) -> str | None:
    try:
        return llm.metadata.model_name
    except Exception:  # noqa: BLE001
        return None
