"""The PDF exporter: the report's HTML page (:func:`~tinyrag_eval.export.templates.render_html`)
printed by WeasyPrint. Declared optional: it needs the ``weasyprint`` module (and its system
libraries); without it ``export.pdf=false`` (or ``export.formats`` without ``pdf``) exports the rest."""

from __future__ import annotations

from typing import Any

from .registry import Exporter, register_exporter
from .templates import TEMPLATES_DIR, render_html


def _no_fetch(url: str, *args: Any, **kwargs: Any) -> Any:
    raise ValueError(f"the memo export fetches nothing (asked for {url!r})")


def _inline_only_fetcher() -> Any:
    """A WeasyPrint URL fetcher that reads inline ``data:`` URIs (embedded PNGs) and nothing else."""
    try:
        from weasyprint.urls import URLFetcher  # WeasyPrint >= 68
    except ImportError:
        import weasyprint

        def fetch(url: str, *args: Any, **kwargs: Any) -> Any:
            if url.startswith("data:"):
                return weasyprint.default_url_fetcher(url, *args, **kwargs)
            return _no_fetch(url)

        return fetch
    return URLFetcher(allowed_protocols={"data"})


def html_to_pdf(html: str) -> bytes:
    """PDF bytes from report HTML (WeasyPrint). Only inline ``data:`` URIs are read (images
    embedded by the validation report); no file or network resource is ever fetched."""
    import weasyprint

    return weasyprint.HTML(string=html, base_url=str(TEMPLATES_DIR), url_fetcher=_inline_only_fetcher()).write_pdf()



def render_pdf(report: dict[str, Any]) -> bytes:
    """The PDF of :func:`~tinyrag_eval.export.report.build_report`'s data."""
    return html_to_pdf(render_html(report))


PDF = register_exporter(Exporter(
    name="pdf", suffix=".pdf", media_type="application/pdf", render=render_pdf, requires=("weasyprint",),
    description="print-ready PDF (WeasyPrint): the memo, its lights and the evaluation appendix"))
