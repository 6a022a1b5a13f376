"""Write one memo's export in every chosen format: redact, build the report once, render it with
each registered exporter, then reserve the file names and write them atomically."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..schema import Assessment, Decision, Evaluation, Memo, RetrievalResult
from .files import file_stem, reserve, write_atomic
from .registry import Exporter, get_exporter
from .report import ExportError, build_report, pii_replacements, redacted


class ExportResult(BaseModel):
    """The files one export wrote, by format name (in the order they were chosen)."""

    files: dict[str, Path]

    @property
    def markdown_path(self) -> Path | None:
        """Shorthand for ``files.get("markdown")``."""
        return self.files.get("markdown")

    @property
    def pdf_path(self) -> Path | None:
        """Shorthand for ``files.get("pdf")``."""
        return self.files.get("pdf")


def choose_formats(formats: Sequence[str] | None = None, pdf: bool | None = None,
                   settings: Any = None) -> list[str]:
    """The format names to write: ``formats``, else ``export.formats`` of ``settings`` (an
    ``ExportSettings``) without ``"pdf"`` when ``export.pdf`` is false; then ``pdf=True`` adds
    ``"pdf"`` and ``pdf=False`` removes it. Duplicates are dropped, order kept."""
    if formats is None:
        if settings is None:
            from ..config import get_settings

            settings = get_settings().export
        formats = [f for f in settings.formats if settings.pdf or f != "pdf"]
    if isinstance(formats, str):
        raise ExportError(f"export formats must be a list of names, not the string {formats!r}")
    chosen = list(dict.fromkeys(str(f) for f in formats))
    if pdf is False:
        chosen = [f for f in chosen if f != "pdf"]
    elif pdf is True and "pdf" not in chosen:
        chosen.append("pdf")
    return chosen


def export_memo(memo: Memo, retrieval: RetrievalResult | None, evaluation: Evaluation | None,
                assessment: Assessment | None, decision: Decision | None, *,
                models: dict[str, Any] | None = None, out_dir: Path | str | None = None,
                overwrite: bool = False, formats: Sequence[str] | None = None, pdf: bool | None = None,
                redact: bool | None = None) -> ExportResult:
    """Write ``<topic>--<memo id><suffix>`` under ``out_dir`` (default ``export.out_dir``) for each
    chosen format (:func:`choose_formats`: ``formats``, default ``export.formats`` = Markdown and PDF
    where ``export.pdf=false`` drops the PDF; ``pdf=True/False`` adds/drops it); returns their paths
    by format.

    Without ``overwrite`` an existing name gets a ``-2``, ``-3``... suffix (the same for every format
    of one export). With ``overwrite=True`` the name depends only on the topic and memo id, so a rerun
    rewrites the same files (what :meth:`tinyrag_eval.store.Store.export_once` wants). ``redact``
    defaults to ``export.redact_pii``: the memo's personal data (:func:`pii_replacements`) becomes
    ``[TYPE]`` in every text of the export, in every format. Every format is rendered before any file
    is written. Raises :class:`ExportError` for unusable inputs and unknown or unavailable formats.
    """
    settings = None
    if out_dir is None or formats is None or redact is None:
        from ..config import get_settings

        settings = get_settings().export
        out_dir = settings.out_dir if out_dir is None else out_dir
        redact = settings.redact_pii if redact is None else redact
    chosen = choose_formats(formats, pdf, settings)
    if not chosen:
        raise ExportError("no export format chosen (export.formats is empty, or holds only 'pdf' with "
                          "export.pdf=false): nothing to write")
    writers: list[Exporter] = [get_exporter(name) for name in chosen]

    n_redacted = 0
    if redact and isinstance(memo, Memo):
        pairs = pii_replacements(memo, evaluation)
        n_redacted = len(pairs)
        memo, retrieval, evaluation, decision = (redacted(x, pairs) for x in (memo, retrieval, evaluation, decision))
    report = build_report(memo, retrieval, evaluation, assessment, decision, models)
    report["redaction"] = (f"personal data redacted: {n_redacted} distinct finding(s) replaced by [TYPE]"
                           if redact else None)
    contents: list[bytes] = []
    for exp in writers:
        data = exp.render(report)
        if not isinstance(data, bytes | bytearray):
            raise ExportError(f"exporter {exp.name!r} returned {type(data).__name__}, not bytes")
        contents.append(bytes(data))

    out = Path(out_dir).expanduser()
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ExportError(f"cannot create the output folder {out}: {exc}") from None
    if not out.is_dir():
        raise ExportError(f"the output folder {out} is not a folder")
    out = out.resolve()
    paths = reserve(out, file_stem(memo), [exp.suffix for exp in writers], overwrite)
    for path, data in zip(paths, contents, strict=True):
        write_atomic(path, data)
    return ExportResult(files={exp.name: path for exp, path in zip(writers, paths, strict=True)})
