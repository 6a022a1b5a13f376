"""Optional OpenTelemetry spans: one trace per memo run, a span per workflow step, metric, judge
call, LLM call and decision, with OpenInference and GenAI semantic-convention attributes, so
Phoenix, Langfuse or any OTLP collector shows a memo's trace.

Off by default (``tracing.enabled``). Turned on, :func:`configure` builds the exporter of
``tracing.exporter`` (needs the ``otel`` extra: ``pip install 'tinyrag-eval[otel]'``); the
``tinyrag`` command calls it with the effective settings, Python code calls it once::

    from tinyrag_eval import tracing
    tracing.configure(settings)            # settings.tracing.enabled = True

    with tracing.span("my step", tracing.CHAIN) as sp:   # a no-op object when tracing is off
        sp.input(topic)
        sp.set("tinyrag.my.value", 0.7)

    @tracing.traced("retrieve", tracing.RETRIEVER, result=attributes_of_result)
    def retrieve(...): ...

Off, :func:`span` returns one shared no-op context manager and :func:`traced` calls the function
directly; nothing of OpenTelemetry is imported. On, every string attribute is scrubbed of secrets
(API keys, bearer tokens, the values of ``*_KEY`` / ``*_TOKEN`` / ``*_SECRET`` / ``*_PASSWORD``
environment variables, the OTLP headers) and cut to ``tracing.max_attribute_chars``; with
``tracing.capture_content = false`` texts (inputs, outputs, documents, messages) are left off.
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import os
import re
import sys
import threading
from collections.abc import Callable, Mapping
from types import TracebackType
from typing import Any, Self, TypeVar

from .errors import TinyragError

log = logging.getLogger(__name__)
F = TypeVar("F", bound=Callable[..., Any])

# OpenInference span kinds
CHAIN, RETRIEVER, LLM, EVALUATOR, AGENT = "CHAIN", "RETRIEVER", "LLM", "EVALUATOR", "AGENT"

# attribute names: OpenInference (openinference.semconv.trace.SpanAttributes) and the OpenTelemetry
# GenAI semantic conventions; tests check them against the installed packages
SPAN_KIND = "openinference.span.kind"
INPUT_VALUE, INPUT_MIME = "input.value", "input.mime_type"
OUTPUT_VALUE, OUTPUT_MIME = "output.value", "output.mime_type"
SESSION_ID = "session.id"
METADATA = "metadata"
RETRIEVAL_DOCUMENTS = "retrieval.documents"
LLM_MODEL_NAME, LLM_PROVIDER, LLM_SYSTEM = "llm.model_name", "llm.provider", "llm.system"
LLM_INVOCATION_PARAMETERS = "llm.invocation_parameters"
LLM_INPUT_MESSAGES, LLM_OUTPUT_MESSAGES = "llm.input_messages", "llm.output_messages"
LLM_TOKENS_PROMPT, LLM_TOKENS_COMPLETION = "llm.token_count.prompt", "llm.token_count.completion"
LLM_TOKENS_TOTAL = "llm.token_count.total"
LLM_COST_PROMPT, LLM_COST_COMPLETION, LLM_COST_TOTAL = "llm.cost.prompt", "llm.cost.completion", "llm.cost.total"
AGENT_NAME = "agent.name"
GEN_AI_OPERATION, GEN_AI_SYSTEM = "gen_ai.operation.name", "gen_ai.system"
GEN_AI_REQUEST_MODEL = "gen_ai.request.model"
GEN_AI_MAX_TOKENS, GEN_AI_TEMPERATURE = "gen_ai.request.max_tokens", "gen_ai.request.temperature"
GEN_AI_INPUT_TOKENS, GEN_AI_OUTPUT_TOKENS = "gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"
JSON_MIME, TEXT_MIME = "application/json", "text/plain"

REDACTED = "[REDACTED]"
_SECRET_NAME = re.compile(r"(api[_-]?key|(^|[_-])key$|(^|[_-])token$|access[_-]?token|secret|password|passwd|"
                          r"credential|authorization|cookie)", re.IGNORECASE)
_SECRET_TEXT = [
    (re.compile(r"(?i)\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}"), r"\1 " + REDACTED),
    (re.compile(r"\bsk-[A-Za-z0-9_-]{16,}"), REDACTED),  # OpenAI-style API keys
    (re.compile(r"\b(sk|pk)-lf-[A-Za-z0-9-]{8,}"), REDACTED),  # Langfuse keys
    (re.compile(r"(?i)\b(api[_-]?key|token|secret|password)(\s*[=:]\s*)[^\s,;&\"']{6,}"), r"\1\2" + REDACTED),
]


class TracingUnavailableError(TinyragError, ImportError):
    """Tracing is enabled but the OpenTelemetry packages (the ``otel`` extra) are missing."""


class _State:
    def __init__(self) -> None:
        self.enabled = False
        self.configured = False  # configure() or shutdown() was called in this process
        self.tracer: Any = None
        self.provider: Any = None  # the provider we built (None: the application's global one)
        self.key: Any = None
        self.max_chars = 4000
        self.capture = True
        self.secrets: set[str] = set()
        self.secret_re: re.Pattern[str] | None = None  # the secrets, longest first, as one pattern
        self.lock = threading.Lock()


_state = _State()


def enabled() -> bool:
    """Whether spans are being recorded."""
    return _state.enabled


def _tracing_settings(settings: Any) -> Any:
    if settings is None:
        from .config import get_settings

        settings = get_settings()
    return getattr(settings, "tracing", settings)


def configure(settings: Any = None, *, exporter: Any = None) -> bool:
    """Turn tracing on or off as ``settings.tracing`` says (a ``Settings`` or a ``TracingSettings``;
    None = the process settings); returns whether it is on. ``exporter``: an OpenTelemetry
    ``SpanExporter`` used instead of the configured one (tests: ``InMemorySpanExporter``).
    Calling it again with the same settings keeps the running exporter."""
    ts = _tracing_settings(settings)
    if not ts.enabled:
        shutdown()
        return False
    try:
        from opentelemetry import trace
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import (
            BatchSpanProcessor,
            ConsoleSpanExporter,
            SimpleSpanProcessor,
        )
    except ImportError as exc:
        raise TracingUnavailableError(
            f"tracing.enabled is true but OpenTelemetry is not installed ({exc.name or exc}): "
            "pip install 'tinyrag-eval[otel]' (or set tracing.enabled = false)") from exc
    headers = {k: v.get_secret_value() if hasattr(v, "get_secret_value") else str(v) for k, v in ts.headers.items()}
    key = (ts.model_dump_json(), sorted(headers.items()), id(exporter) if exporter is not None else None)
    with _state.lock:
        if _state.enabled and _state.key == key:
            return True
    shutdown()
    from . import __version__

    if exporter is None and ts.exporter == "none":
        provider, tracer = None, trace.get_tracer("tinyrag_eval", __version__)
    else:
        attrs = {"service.name": ts.service_name}
        if ts.project_name:
            attrs["openinference.project.name"] = ts.project_name
        provider = TracerProvider(resource=Resource.create(attrs), shutdown_on_exit=True)
        if exporter is not None:
            provider.add_span_processor(SimpleSpanProcessor(exporter))
        elif ts.exporter == "console":
            provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter(out=sys.stderr)))
        else:
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(
                endpoint=ts.endpoint or None, headers=headers or None)))
        tracer = provider.get_tracer("tinyrag_eval", __version__)
    with _state.lock:
        _state.tracer, _state.provider, _state.key = tracer, provider, key
        _state.max_chars, _state.capture = ts.max_attribute_chars, ts.capture_content
        _state.secrets = _environment_secrets() | {v for v in headers.values() if len(v) >= 6}
        _compile_secrets()
        _state.enabled = _state.configured = True
    return True


def ensure(settings: Any) -> None:
    """:func:`configure` with ``settings`` when tracing was never configured in this process and they
    enable it (the drivers of the memo workflow call it: Python code needs no explicit set-up)."""
    if not _state.configured and _tracing_settings(settings).enabled:
        configure(settings)


def shutdown() -> None:
    """Stop tracing; the spans of the exporter we built are flushed first."""
    with _state.lock:
        provider, _state.provider = _state.provider, None
        _state.enabled, _state.tracer, _state.key = False, None, None
        _state.configured = True
    if provider is not None:
        provider.shutdown()


def add_secret(value: str | None) -> None:
    """A value that must never appear on a span (an API key, a reviewer token): replaced by
    ``[REDACTED]`` wherever it would."""
    if value and len(value) >= 6 and value not in _state.secrets:
        with _state.lock:
            _state.secrets.add(value)
            _compile_secrets()


def _compile_secrets() -> None:
    ordered = sorted(_state.secrets, key=len, reverse=True)
    _state.secret_re = re.compile("|".join(map(re.escape, ordered))) if ordered else None


def _environment_secrets() -> set[str]:
    return {v for k, v in os.environ.items() if _SECRET_NAME.search(k) and len(v) >= 8}


# ---------------------------------------------------------------------------------------------
# attribute values


def scrub(text: str) -> str:
    """``text`` with known secrets and secret-looking strings replaced by ``[REDACTED]``."""
    if _state.secret_re is not None:
        text = _state.secret_re.sub(REDACTED, text)
    for pattern, repl in _SECRET_TEXT:
        text = pattern.sub(repl, text)
    return text


def truncate(text: str, limit: int | None = None) -> str:
    """``text`` cut to ``limit`` (default ``tracing.max_attribute_chars``) characters, marked."""
    limit = limit or _state.max_chars
    if len(text) <= limit:
        return text
    return text[:limit] + f"... [truncated, {len(text)} chars]"


def _plain(value: Any) -> Any:
    """JSON-ready data; mappings with a secret-looking key get ``[REDACTED]`` values."""
    if hasattr(value, "model_dump"):
        value = value.model_dump(mode="json")
    if isinstance(value, Mapping):
        return {str(k): REDACTED if _SECRET_NAME.search(str(k)) and v else _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(v) for v in value]
    return value


def _text(value: str) -> str:
    return truncate(scrub(value))


def attribute_value(value: Any) -> Any:
    """An OpenTelemetry attribute value: numbers and booleans as they are, strings scrubbed and
    cut, lists of primitives as lists, anything else as (scrubbed, cut) JSON; None stays None."""
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return _text(value)
    if isinstance(value, list | tuple) and value and all(isinstance(v, str) for v in value):
        return [_text(v) for v in value]
    if (isinstance(value, list | tuple) and value and len({type(v) for v in value}) == 1
            and isinstance(value[0], bool | int | float)):
        return list(value)
    return _text(json.dumps(_plain(value), ensure_ascii=False, default=str))


def is_content(key: str) -> bool:
    """Attributes that carry texts (left off with ``tracing.capture_content = false``)."""
    return key in (INPUT_VALUE, OUTPUT_VALUE) or key.endswith((".content", ".text"))


# ---------------------------------------------------------------------------------------------
# spans


class _NoopSpan:
    """What :func:`span` gives when tracing is off: every method does nothing."""

    __slots__ = ()
    recording = False

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> bool:
        return False

    def set(self, key: str, value: Any) -> None:
        pass

    def update(self, attributes: Mapping[str, Any] | None) -> None:
        pass

    def input(self, value: Any) -> None:
        pass

    def output(self, value: Any) -> None:
        pass


NOOP = _NoopSpan()


class Span:
    """A live span (tracing on): a context manager that makes it the current span."""

    recording = True

    def __init__(self, name: str, kind: str, attributes: Mapping[str, Any] | None = None):
        self.name, self.kind, self._initial = name, kind, attributes
        self._cm: Any = None
        self._span: Any = None

    def __enter__(self) -> Self:
        # exceptions are recorded here, scrubbed (their messages may carry a key or a token)
        self._cm = _state.tracer.start_as_current_span(self.name, record_exception=False,
                                                         set_status_on_exception=False)
        self._span = self._cm.__enter__()
        self._span.set_attribute(SPAN_KIND, self.kind)
        self.update(self._initial)
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> bool:
        if exc is not None:
            try:
                self._record_error(exc_type, exc, tb)
            except Exception as err:  # noqa: BLE001 -- tracing never hides the traced error
                log.debug("exception not recorded on span: %s", err)
        return bool(self._cm.__exit__(exc_type, exc, tb))

    def _record_error(self, exc_type: Any, exc: BaseException, tb: TracebackType | None) -> None:
        import traceback

        from opentelemetry.trace import Status, StatusCode

        message = _text(str(exc))
        self._span.add_event("exception", {
            "exception.type": getattr(exc_type, "__qualname__", str(exc_type)), "exception.message": message,
            "exception.stacktrace": _text("".join(traceback.format_exception(exc_type, exc, tb)))})
        self._span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {message}"))

    def set(self, key: str, value: Any) -> None:
        """One attribute (converted by :func:`attribute_value`; None and left-off content skipped)."""
        if value is None or (not _state.capture and is_content(key)):
            return
        try:
            self._span.set_attribute(key, attribute_value(value))
        except Exception as exc:  # noqa: BLE001 -- tracing never breaks the traced work
            log.debug("span attribute %s not set: %s", key, exc)

    def update(self, attributes: Mapping[str, Any] | None) -> None:
        for k, v in (attributes or {}).items():
            self.set(k, v)

    def _value(self, key: str, mime: str, value: Any) -> None:
        if value is None:
            return
        self.set(key, value)
        if _state.capture:
            self.set(mime, TEXT_MIME if isinstance(value, str) else JSON_MIME)

    def input(self, value: Any) -> None:
        """``input.value`` (a text, or JSON of anything else) and its MIME type."""
        self._value(INPUT_VALUE, INPUT_MIME, value)

    def output(self, value: Any) -> None:
        """``output.value`` and its MIME type."""
        self._value(OUTPUT_VALUE, OUTPUT_MIME, value)


def span(name: str, kind: str = CHAIN, attributes: Mapping[str, Any] | None = None) -> Span | _NoopSpan:
    """A span named ``name`` of OpenInference kind ``kind``, child of the current one; the shared
    no-op object when tracing is off."""
    if not _state.enabled:
        return NOOP
    return Span(name, kind, attributes)


Extract = Callable[..., Mapping[str, Any] | None]


def _safe(extract: Extract | None, *args: Any) -> Mapping[str, Any] | None:
    if extract is None:
        return None
    try:
        return extract(*args)
    except Exception as exc:  # noqa: BLE001 -- a broken attribute extractor never breaks the traced work
        log.debug("span attributes not extracted: %s", exc)
        return {"tinyrag.trace.error": f"{type(exc).__name__}: {exc}"}


def traced(name: str, kind: str = CHAIN, *, inputs: Extract | None = None,
           result: Extract | None = None) -> Callable[[F], F]:
    """Decorator: each call (sync or async) in a span. ``inputs(arguments)`` gets the call's bound
    arguments by name, ``result(value)`` its return value; each returns attributes. Off, the
    function is called directly."""

    def deco(fn: F) -> F:
        sig = inspect.signature(fn)

        def args_of(a: tuple[Any, ...], kw: dict[str, Any]) -> dict[str, Any]:
            bound = sig.bind_partial(*a, **kw)
            return dict(bound.arguments)

        if inspect.iscoroutinefunction(fn):
            @functools.wraps(fn)
            async def awrapper(*a: Any, **kw: Any) -> Any:
                if not _state.enabled:
                    return await fn(*a, **kw)
                with Span(name, kind) as sp:
                    sp.update(_safe(inputs, args_of(a, kw)))
                    out = await fn(*a, **kw)
                    sp.update(_safe(result, out))
                    return out

            return awrapper  # type: ignore[return-value]

        @functools.wraps(fn)
        def wrapper(*a: Any, **kw: Any) -> Any:
            if not _state.enabled:
                return fn(*a, **kw)
            with Span(name, kind) as sp:
                sp.update(_safe(inputs, args_of(a, kw)))
                out = fn(*a, **kw)
                sp.update(_safe(result, out))
                return out

        return wrapper  # type: ignore[return-value]

    return deco
