"""Export a memo with its evaluation, in every registered format that is chosen (Markdown and PDF
by default; a new format is one file plus its registration, see :mod:`.registry`).

The report holds the memo with citations to document and page, each sentence's confidence
tag, one traffic light per acceptability criterion from its conformal prediction set (green =
{passes}, red = {fails}, amber = uncertain, grey = not calibrated) with its guided action, the
overall light (the worst criterion; green says "send" only when every criterion carries a
guarantee) and an evaluation appendix: metric scores (or
why a metric is invalid), judge criteria, probabilities and prediction sets, the decision
with its reasons and guarantee, the calibrator version, the models used and the retrieved
chunk ids::

    result = export_memo(memo, retrieval, evaluation, assessment, decision,
                         models={"llm": "smollm2-135m"}, out_dir=Path("out"))
    result.files            # {"markdown": Path(".../topic--memo-1.md"), "pdf": Path(".../topic--memo-1.pdf")}

File names come from the topic and memo id, reduced to ``[a-z0-9-]`` (a topic cannot name a
path outside ``out_dir``); an existing file is never overwritten silently: the name gets a
``-2``, ``-3``... suffix unless ``overwrite=True``. Files are written atomically.

Modules: :mod:`.report` (the report every format renders, redaction), :mod:`.templates` (the
Markdown and HTML templates), :mod:`.registry` (the exporters and their declared capabilities),
:mod:`.markdown` and :mod:`.pdf` (the built-in formats), :mod:`.files` (names, atomic writes),
:mod:`.writer` (:func:`export_memo`).
"""

from __future__ import annotations

from .files import slugify, write_atomic
from .markdown import MARKDOWN
from .pdf import PDF, html_to_pdf
from .registry import (
    ENTRY_POINT_GROUP,
    Exporter,
    exporter,
    exporters,
    get_exporter,
    register_exporter,
    unregister_exporter,
)
from .report import (
    CRITERION_ACTION,
    GUIDED_ACTION,
    LIGHT_STYLE,
    MAX_MEMO_CHARS,
    SET_MEANING,
    ExportError,
    build_report,
    criterion_rows,
    format_number,
    overall_light,
    pii_replacements,
    redacted,
    sentence_flags,
    split_figures,
)
from .templates import TEMPLATES_DIR, render_html, render_markdown
from .writer import ExportResult, choose_formats, export_memo

__all__ = [
    "CRITERION_ACTION",
    "ENTRY_POINT_GROUP",
    "GUIDED_ACTION",
    "LIGHT_STYLE",
    "MARKDOWN",
    "MAX_MEMO_CHARS",
    "PDF",
    "SET_MEANING",
    "TEMPLATES_DIR",
    "ExportError",
    "ExportResult",
    "Exporter",
    "build_report",
    "choose_formats",
    "criterion_rows",
    "export_memo",
    "exporter",
    "exporters",
    "format_number",
    "get_exporter",
    "html_to_pdf",
    "overall_light",
    "pii_replacements",
    "redacted",
    "register_exporter",
    "render_html",
    "render_markdown",
    "sentence_flags",
    "slugify",
    "split_figures",
    "unregister_exporter",
    "write_atomic",
]
