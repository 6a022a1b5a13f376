"""The exporters: one registered renderer per output format, with what it declares about itself.

An :class:`Exporter` turns the report (:func:`~tinyrag_eval.export.report.build_report`'s data,
already redacted when redaction is on) into the bytes of one file. It declares its ``name`` (the
key of ``ExportRecord.files``, of ``export.formats`` and of the web download URL), its file
``suffix``, its ``media_type``, a ``label`` for buttons (default: the name in capitals) and the
Python modules it ``requires`` (an exporter whose modules
are missing is *unavailable*: listed, but asking for it is a clear error). Markdown and PDF are
registered by :mod:`.markdown` and :mod:`.pdf`. A new format is one file that calls
:func:`register_exporter` (or uses :func:`exporter` as a decorator) on import, plus either an
import of that file before the export or an entry point in the ``tinyrag_eval.exporters`` group
(docs/workflow.md, "Adding an export format")::

    from tinyrag_eval.export import exporter, render_html

    @exporter("html", suffix=".html", media_type="text/html; charset=utf-8")
    def render(report):
        return render_html(report).encode("utf-8")

Every exporter writes through the same writer (:func:`~tinyrag_eval.export.writer.export_memo`):
safe file names, atomic writes, the store's export-once record and redaction come for free.
"""

from __future__ import annotations

import importlib.util
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from .report import ExportError

ENTRY_POINT_GROUP = "tinyrag_eval.exporters"
"""Entry-point group of exporters shipped by other packages (the object is an :class:`Exporter`, or a
module that registers its exporters on import)."""

NAME_RE = re.compile(r"[a-z][a-z0-9_-]{0,31}")
SUFFIX_RE = re.compile(r"\.[a-z0-9]{1,10}")

Render = Callable[[dict[str, Any]], bytes]


@dataclass(frozen=True)
class Exporter:
    """A registered output format. ``render(report) -> bytes`` gets the report dict and returns the
    file's content; it must not write files itself (the writer names, reserves and atomically
    writes them)."""

    name: str
    suffix: str
    media_type: str
    render: Render
    requires: tuple[str, ...] = ()
    description: str = ""
    label: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not NAME_RE.fullmatch(self.name):
            raise ValueError(f"exporter name {self.name!r}: use 1-32 characters [a-z0-9_-], starting with a letter")
        if not isinstance(self.suffix, str) or not SUFFIX_RE.fullmatch(self.suffix):
            raise ValueError(f"exporter {self.name!r}: suffix {self.suffix!r} must look like '.html' "
                             "(a dot and 1-10 characters [a-z0-9])")
        if not isinstance(self.media_type, str) or "/" not in self.media_type:
            raise ValueError(f"exporter {self.name!r}: media type {self.media_type!r} is not a MIME type")
        if not callable(self.render):
            raise TypeError(f"exporter {self.name!r}: render must be callable(report) -> bytes")
        object.__setattr__(self, "requires", tuple(self.requires))
        object.__setattr__(self, "label", self.label or self.name.upper())

    def missing(self) -> list[str]:
        """The required modules that cannot be imported here ([] = available)."""
        return [m for m in self.requires if importlib.util.find_spec(m) is None]

    @property
    def available(self) -> bool:
        return not self.missing()

    def describe(self) -> dict[str, Any]:
        """Its capabilities as plain data (``tinyrag config``-style listings, the docs)."""
        return {"name": self.name, "label": self.label, "suffix": self.suffix, "media_type": self.media_type,
                "requires": list(self.requires), "available": self.available, "description": self.description}


_REGISTRY: dict[str, Exporter] = {}
_LOCK = threading.Lock()
_entry_points_loaded = False
_entry_point_errors: dict[str, str] = {}


def register_exporter(exp: Exporter, *, replace: bool = False) -> Exporter:
    """Register ``exp`` under its name; returns it. A second exporter of the same name, or one
    whose suffix another format already writes (both would claim one file), is refused unless
    ``replace=True`` (then the old one of that name goes)."""
    if not isinstance(exp, Exporter):
        raise TypeError(f"register_exporter wants an Exporter, not {type(exp).__name__}")
    with _LOCK:
        old = _REGISTRY.get(exp.name)
        if old is not None and old is not exp and not replace:
            raise ValueError(f"an exporter named {exp.name!r} is already registered (pass replace=True to replace it)")
        clash = [e.name for e in _REGISTRY.values() if e.suffix == exp.suffix and e.name != exp.name]
        if clash:
            raise ValueError(f"exporter {exp.name!r}: suffix {exp.suffix!r} is already written by {clash[0]!r}")
        _REGISTRY[exp.name] = exp
    return exp


def exporter(name: str, *, suffix: str, media_type: str, requires: tuple[str, ...] = (), description: str = "",
             label: str = "", replace: bool = False) -> Callable[[Render], Render]:
    """Decorator form of :func:`register_exporter` for a ``render(report) -> bytes`` function."""

    def wrap(render: Render) -> Render:
        register_exporter(Exporter(name=name, suffix=suffix, media_type=media_type, render=render,
                                   requires=tuple(requires), description=description or (render.__doc__ or "").strip(),
                                   label=label),
                          replace=replace)
        return render

    return wrap


def unregister_exporter(name: str) -> Exporter | None:
    """Remove a format (tests, plug-ins that replace one); returns what was registered."""
    with _LOCK:
        return _REGISTRY.pop(name, None)


def load_entry_points(*, force: bool = False) -> dict[str, str]:
    """Import the exporters of the ``tinyrag_eval.exporters`` entry-point group once; returns
    ``{entry point: error}`` for those that failed to load (named when their format is asked for)."""
    global _entry_points_loaded
    if _entry_points_loaded and not force:
        return dict(_entry_point_errors)
    _entry_points_loaded = True
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            obj = ep.load()
            if isinstance(obj, Exporter):
                register_exporter(obj)
        except Exception as exc:  # noqa: BLE001 -- a broken plug-in must not break the built-in formats
            _entry_point_errors[ep.name] = f"{ep.value}: {type(exc).__name__}: {exc}"
    return dict(_entry_point_errors)


def exporters() -> dict[str, Exporter]:
    """Every registered format, by name (entry points loaded), available or not."""
    load_entry_points()
    with _LOCK:
        return dict(_REGISTRY)


def get_exporter(name: str) -> Exporter:
    """The exporter of ``name``, checked to be usable here; :class:`ExportError` names the
    registered formats, or the missing module and the setting that turns the format off."""
    known = exporters()
    exp = known.get(name)
    if exp is None:
        broken = _entry_point_errors.get(name)
        if broken:
            raise ExportError(f"export format {name!r}: its entry point failed to load ({broken})")
        raise ExportError(f"unknown export format {name!r}: registered formats are {', '.join(sorted(known))} "
                          "(register one with tinyrag_eval.export.register_exporter)")
    missing = exp.missing()
    if missing:
        off = "export.pdf=false" if name == "pdf" else f"remove {name!r} from export.formats"
        raise ExportError(f"export format {name!r} needs {', '.join(missing)}, which is not installed here: "
                          f"install it or set {off}")
    return exp
