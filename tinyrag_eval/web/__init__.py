"""The web review page (``tinyrag serve``): the human review queue in a browser.

Modules, one role each: :mod:`.app` (the app factory), :mod:`.deps` (the app context and page
rendering every handler uses), :mod:`.routes` (HTML pages), :mod:`.api` (JSON), :mod:`.views`
(what the pages show, from the store, and the verdict shared by pages and API), :mod:`.auth` (reviewer
token, sessions, CSRF), :mod:`.jobs` (resuming workflows in a bounded pool of worker
threads; sessions and jobs are kept in the store),
:mod:`.render` (Jinja2 templates in ``data/templates/review/``), :mod:`.errors` (error pages),
:mod:`.cli` (the command). Imported lazily: ``tinyrag`` starts without FastAPI loaded.
"""

from __future__ import annotations

from typing import Any


def create_app(**kwargs: Any) -> Any:
    """See :func:`tinyrag_eval.web.app.create_app`."""
    from .app import create_app as _create

    return _create(**kwargs)
