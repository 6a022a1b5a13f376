"""Exporters as a registry: a new format is one file plus its registration (the HTML example of
docs/workflow.md, run as written), export records as {format: path}, and the migration of a
store whose exports still have the old markdown/pdf columns."""

from __future__ import annotations

import importlib
import re
import sys
import threading
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, inspect, text
from tinyrag_eval.workflows.events import RunOutcome
from tinyrag_eval.workflows.run import run_memo

from tests.web_helpers import MIXED, make_app, wait_until_settled
from tests.workflow_fakes import GOOD, make_services
from tinyrag_eval.config import ExportSettings, Settings
from tinyrag_eval.export import (
    Exporter,
    ExportError,
    choose_formats,
    export_memo,
    exporters,
    get_exporter,
    register_exporter,
    unregister_exporter,
)
from tinyrag_eval.export import registry as export_registry
from tinyrag_eval.store import SCHEMA_VERSION, Store, StoreSchemaError

from . import memo_samples as ms
from .test_export import _pii_case
from .test_store import store_url  # noqa: F401 -- the fixture (SQLite, and PostgreSQL when configured)
from .test_web import csrf_of, login, state

DOCS = Path(__file__).resolve().parents[1] / "docs" / "workflow.md"


def _docs_html_exporter() -> str:
    """The complete HTML exporter of docs/workflow.md ("Adding an export format"), as written there."""
    section = DOCS.read_text(encoding="utf-8").split("### Adding an export format", 1)[1]
    block = re.search(r"```python\n(# my_exporters/html_export\.py\n.*?)```", section, re.DOTALL)
    assert block, "docs/workflow.md lost its HTML exporter example"
    return block.group(1)


@pytest.fixture
def registry_snapshot():
    """Formats registered by a test are removed afterwards; the built-in ones stay as they were."""
    before = exporters()
    yield
    for name in set(exporters()) - set(before):
        unregister_exporter(name)
    for name, exp in before.items():
        register_exporter(exp, replace=True)


@pytest.fixture
def html_plugin(tmp_path, monkeypatch, registry_snapshot):
    """The docs' HTML exporter as its own file in a package, imported the way a user's code would."""
    pkg = tmp_path / "plugins" / "my_exporters"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "html_export.py").write_text(_docs_html_exporter())
    monkeypatch.syspath_prepend(str(tmp_path / "plugins"))
    for mod in ("my_exporters", "my_exporters.html_export"):
        monkeypatch.delitem(sys.modules, mod, raising=False)
    yield pkg


def test_built_in_formats_declare_their_capabilities():
    known = exporters()
    assert {"markdown", "pdf"} <= set(known)
    md, pdf = known["markdown"], known["pdf"]
    assert (md.suffix, md.media_type, md.requires, md.label) == (".md", "text/markdown; charset=utf-8", (), "Markdown")
    assert (pdf.suffix, pdf.media_type, pdf.requires) == (".pdf", "application/pdf", ("weasyprint",))
    assert pdf.describe()["available"] is True and pdf.describe()["requires"] == ["weasyprint"]


def test_the_docs_html_exporter_is_one_file_and_writes_its_file_in_a_real_export(html_plugin, tmp_path):
    assert "html" not in exporters()
    importlib.import_module("my_exporters.html_export")  # the registration: an import
    html = get_exporter("html")
    assert (html.suffix, html.media_type, html.label) == (".html", "text/html; charset=utf-8", "HTML")

    result = export_memo(ms.memo(1), ms.retrieval(), ms.evaluation(), ms.assessment(), ms.decision(),
                         out_dir=tmp_path / "out", formats=["markdown", "pdf", "html"])
    assert list(result.files) == ["markdown", "pdf", "html"]
    page = result.files["html"]
    assert page.name == "acme-bank-fy2025-credit-memo--memo-1.html" and page.parent == (tmp_path / "out").resolve()
    body = page.read_text(encoding="utf-8")
    assert body.startswith("<!DOCTYPE html>")
    assert "CET1 ratio stood at 14.2% at year end." in body and "Appendix: evaluation" in body
    assert result.files["pdf"].read_bytes().startswith(b"%PDF")
    # one stem for every format, and no temporary file left behind
    assert {p.stem for p in result.files.values()} == {"acme-bank-fy2025-credit-memo--memo-1"}
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == sorted(p.name for p in result.files.values())
    # a second export without overwrite moves every format to the next free stem together
    again = export_memo(ms.memo(1), None, None, None, None, out_dir=tmp_path / "out", formats=["html", "markdown"])
    assert [p.name for p in again.files.values()] == ["acme-bank-fy2025-credit-memo--memo-1-2.html",
                                                      "acme-bank-fy2025-credit-memo--memo-1-2.md"]


def test_redaction_covers_a_plugin_format(html_plugin, tmp_path):
    importlib.import_module("my_exporters.html_export")
    memo, ev, decision = _pii_case()
    res = export_memo(memo, None, ev, None, decision, out_dir=tmp_path, formats=["html"], redact=True)
    assert list(res.files) == ["html"] and res.markdown_path is None
    body = res.files["html"].read_text()
    assert "jane.doe@northwind-bank.co.uk" not in body and "GB82 WEST" not in body and "[EMAIL]" in body


def test_an_entry_point_registers_a_format(tmp_path, monkeypatch, registry_snapshot):
    """A package that ships an exporter: a module with an Exporter object and an entry point in the
    tinyrag_eval.exporters group (a real .dist-info on sys.path, as pip would install it)."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "csv_exporter_pkg.py").write_text(
        "from tinyrag_eval.export import Exporter\n\n"
        "def render(report):\n"
        "    rows = ['name,value'] + [f\"{m['name']},{m['value']}\" for m in report['metrics']]\n"
        "    return ('\\n'.join(rows) + '\\n').encode()\n\n"
        "CSV = Exporter(name='metrics-csv', suffix='.csv', media_type='text/csv', render=render)\n")
    dist = site / "csv_exporter_pkg-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: csv-exporter-pkg\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text(
        "[tinyrag_eval.exporters]\nmetrics-csv = csv_exporter_pkg:CSV\nbroken = csv_exporter_pkg:NOPE\n")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.delitem(sys.modules, "csv_exporter_pkg", raising=False)
    errors = export_registry.load_entry_points(force=True)
    assert "metrics-csv" in exporters() and "broken" in errors and "NOPE" in errors["broken"]
    res = export_memo(ms.memo(1), None, ms.evaluation(), None, None, out_dir=tmp_path / "out",
                      formats=["metrics-csv"])
    lines = res.files["metrics-csv"].read_text().splitlines()
    assert lines[0] == "name,value" and any(line.startswith("nli_groundedness,") for line in lines)
    with pytest.raises(ExportError, match="'broken': its entry point failed to load"):
        get_exporter("broken")
    export_registry._entry_point_errors.pop("broken", None)


def test_registry_refuses_clashes_and_bad_declarations(registry_snapshot):
    def render(report):
        return b"x"

    with pytest.raises(ValueError, match="already registered"):
        register_exporter(Exporter(name="markdown", suffix=".markdown", media_type="text/markdown", render=render))
    with pytest.raises(ValueError, match="suffix '.md' is already written by 'markdown'"):
        register_exporter(Exporter(name="md2", suffix=".md", media_type="text/markdown", render=render))
    with pytest.raises(ValueError, match="exporter name"):
        Exporter(name="../evil", suffix=".x", media_type="text/plain", render=render)
    with pytest.raises(ValueError, match="suffix"):
        Exporter(name="evil", suffix="/../x", media_type="text/plain", render=render)
    with pytest.raises(ValueError, match="MIME"):
        Exporter(name="evil", suffix=".x", media_type="plain", render=render)


def test_unknown_unavailable_and_bad_formats_fail_before_anything_is_written(tmp_path, registry_snapshot):
    out = tmp_path / "out"
    with pytest.raises(ExportError, match=r"unknown export format 'docx': registered formats are .*markdown.*pdf"):
        export_memo(ms.memo(1), None, None, None, None, out_dir=out, formats=["markdown", "docx"])
    register_exporter(Exporter(name="docx", suffix=".docx", media_type="application/vnd.openxmlformats-"
                               "officedocument.wordprocessingml.document", render=lambda r: b"PK",
                               requires=("no_such_module_for_docx",)))
    assert exporters()["docx"].available is False
    with pytest.raises(ExportError, match="'docx' needs no_such_module_for_docx, which is not installed.*"
                                          "remove 'docx' from export.formats"):
        export_memo(ms.memo(1), None, None, None, None, out_dir=out, formats=["markdown", "docx"])
    register_exporter(Exporter(name="text", suffix=".txt", media_type="text/plain", render=lambda r: "not bytes"))
    with pytest.raises(ExportError, match="'text' returned str, not bytes"):
        export_memo(ms.memo(1), None, None, None, None, out_dir=out, formats=["markdown", "text"])
    with pytest.raises(ExportError, match="no export format chosen"):
        export_memo(ms.memo(1), None, None, None, None, out_dir=out, formats=["pdf"], pdf=False)
    assert not out.exists()


def test_settings_choose_the_formats(monkeypatch):
    assert choose_formats(settings=ExportSettings()) == ["markdown", "pdf"]
    assert choose_formats(settings=ExportSettings(pdf=False)) == ["markdown"]
    assert choose_formats(settings=ExportSettings(formats=["html", "markdown", "html"])) == ["html", "markdown"]
    assert choose_formats(pdf=True, settings=ExportSettings(formats=["html"])) == ["html", "pdf"]
    assert choose_formats(["markdown"], pdf=True) == ["markdown", "pdf"]
    assert choose_formats(["markdown", "pdf"], pdf=False) == ["markdown"]
    with pytest.raises(ExportError, match="list of names"):
        choose_formats("markdown")
    monkeypatch.setenv("TINYRAG_EXPORT__FORMATS", '["markdown","html"]')
    monkeypatch.setenv("TINYRAG_EXPORT__PDF", "false")
    from tinyrag_eval.config import get_settings

    get_settings.cache_clear()
    assert choose_formats() == ["markdown", "html"]


def test_the_workflow_records_and_the_page_serves_every_chosen_format(html_plugin, tmp_path):
    importlib.import_module("my_exporters.html_export")
    settings = Settings(export=ExportSettings(formats=["markdown", "html"], pdf=False))
    # finalized directly: the outcome and the store hold {format: path}
    svc = make_services(f"sqlite:///{tmp_path / 'a.sqlite3'}", tmp_path / "out-a", [GOOD], settings=settings)
    svc.pdf = None  # the settings decide
    out = run_memo("Capital of Northwind", svc)
    assert out.status == "finalized" and list(out.files) == ["markdown", "html"]
    rec = svc.store.get_export(out.attempt_id)
    assert rec.files == out.files and rec.pdf_path is None and "14.6%" in Path(out.files["html"]).read_text()
    assert out.model_dump(mode="json")["markdown_path"] == out.files["markdown"]  # --json keeps the old key

    # escalated, approved in the browser: one download button per recorded format
    svc = make_services(f"sqlite:///{tmp_path / 'b.sqlite3'}", tmp_path / "out-b", [MIXED], settings=settings)
    svc.pdf = None
    out = run_memo("Capital of Northwind", svc, max_attempts=1)
    assert out.status == "escalated"
    with TestClient(make_app(svc), raise_server_exceptions=False) as client:
        login(client, "alice", f"/reviews/{out.review_id}")
        r = client.post(f"/reviews/{out.review_id}/verdict", follow_redirects=False,
                        data={"verdict": "approve", "reviewer": "alice", "notes": "", "csrf": csrf_of(client, out.review_id)})
        assert r.status_code == 303
        st = wait_until_settled(lambda: state(client, out.review_id))
        assert st["phase"] == "finalized" and set(st["export"]["files"]) == {"markdown", "html"}
        page = client.get(f"/reviews/{out.review_id}").text
        assert 'id="export-html"' in page and "Download HTML" in page and 'id="export-pdf"' not in page
        dl = client.get(st["export"]["files"]["html"]["url"])
        assert dl.status_code == 200 and dl.headers["content-type"].startswith("text/html")
        assert dl.content == Path(st["export"]["files"]["html"]["path"]).read_bytes()
        assert client.get(f"/reviews/{out.review_id}/export/pdf").status_code == 404  # not chosen
        assert client.get(f"/reviews/{out.review_id}/export/nope").status_code == 404
        # a file recorded in a format whose plug-in is gone is still served, as plain bytes
        unregister_exporter("html")
        dl = client.get(st["export"]["files"]["html"]["url"])
        assert dl.status_code == 200 and dl.headers["content-type"] == "application/octet-stream"


def test_an_outcome_saved_before_the_mapping_still_reads():
    old = {"run_id": "r1", "topic": "t", "status": "finalized", "attempts": 1, "attempt_id": 3,
           "markdown_path": "/o/t.md", "pdf_path": None, "exported_now": True}
    out = RunOutcome.model_validate(old)
    assert out.files == {"markdown": "/o/t.md"} and out.pdf_path is None
    assert RunOutcome.model_validate(out.model_dump(mode="json")) == out


# --------------------------------------------------------------------------- the store migration


def _make_v1(url: str) -> tuple[list[int], datetime]:
    """A database as schema 1 wrote it: exports(markdown_path NOT NULL, pdf_path), version row 1."""
    with Store.open(url) as s:
        run = s.start_run(ms.TOPIC)
        ids = [s.add_attempt(run.id, ms.memo(n)).id for n in (1, 2, 3)]
        pg = s.engine.dialect.name == "postgresql"
        when = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
        with s.engine.begin() as conn:
            conn.execute(text("DROP TABLE exports"))
            conn.execute(text(
                "CREATE TABLE exports (attempt_id INTEGER NOT NULL PRIMARY KEY REFERENCES attempts (id), "
                "markdown_path TEXT NOT NULL, pdf_path TEXT, "
                f"created_at {'TIMESTAMP WITH TIME ZONE' if pg else 'DATETIME'} NOT NULL)"))
            stamp = when if pg else "2026-01-02 03:04:05.000000"
            conn.execute(text("INSERT INTO exports VALUES (:a, :m, :p, :c)"),
                         [{"a": ids[0], "m": "/out/a.md", "p": "/out/a.pdf", "c": stamp},
                          {"a": ids[1], "m": "/out/b.md", "p": None, "c": stamp}])
            conn.execute(text("UPDATE tinyrag_meta SET value = '1' WHERE key = 'schema_version'"))
    return ids, when


def test_an_old_database_is_migrated_and_keeps_its_exports(store_url, tmp_path):  # noqa: F811
    ids, when = _make_v1(store_url)
    with Store.open(store_url) as s:
        assert s.schema_version == SCHEMA_VERSION == 3
        cols = {c["name"] for c in inspect(s.engine).get_columns("exports")}
        assert cols == {"attempt_id", "files", "created_at"}
        a, b = s.get_export(ids[0]), s.get_export(ids[1])
        assert a.files == {"markdown": "/out/a.md", "pdf": "/out/a.pdf"} and a.created_at == when
        assert b.files == {"markdown": "/out/b.md"} and b.pdf_path is None and b.markdown_path == "/out/b.md"
        # export-once still holds on the migrated rows, and new rows take any format
        calls = []

        result = SimpleNamespace(files={"markdown": tmp_path / "c.md", "html": tmp_path / "c.html"})
        again, now = s.export_once(ids[0], lambda: calls.append(1) or result)
        assert not now and again == a and calls == []
        rec, now = s.export_once(ids[2], lambda: calls.append(1) or result)
        assert now and rec.files == {"markdown": str(tmp_path / "c.md"), "html": str(tmp_path / "c.html")}
    with Store.open(store_url) as s:  # reopening does not migrate again
        assert s.schema_version == 3 and s.get_export(ids[2]).files["html"] == str(tmp_path / "c.html")


def test_a_failed_migration_changes_nothing(tmp_path):
    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    _make_v1(url)
    eng = create_engine(url)
    with eng.begin() as conn:  # an old layout the last step cannot handle: it fails after the first ones ran
        conn.execute(text("ALTER TABLE exports DROP COLUMN pdf_path"))
    with pytest.raises(StoreSchemaError, match="from schema version 1 to 3 failed.*nothing was changed"):
        Store.open(url)
    with eng.connect() as conn:  # all rolled back: the version row, the added column
        assert conn.execute(text("SELECT value FROM tinyrag_meta WHERE key = 'schema_version'")).scalar() == "1"
        assert {c["name"] for c in inspect(conn).get_columns("exports")} == {"attempt_id", "markdown_path", "created_at"}
        assert conn.execute(text("SELECT markdown_path FROM exports ORDER BY attempt_id")).scalars().all() == [
            "/out/a.md", "/out/b.md"]
    eng.dispose()


def test_two_processes_opening_an_old_database_migrate_it_once(tmp_path):
    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    ids, _ = _make_v1(url)
    errors, stores = [], []
    barrier = threading.Barrier(4)

    def open_it():
        try:
            barrier.wait()
            stores.append(Store.open(url))
        except Exception as exc:  # noqa: BLE001 -- reported below
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    try:
        assert errors == [] and len(stores) == 4
        assert all(s.schema_version == 3 for s in stores)
        assert stores[0].get_export(ids[0]).files == {"markdown": "/out/a.md", "pdf": "/out/a.pdf"}
    finally:
        for s in stores:
            s.close()


def test_a_newer_database_is_refused(tmp_path):
    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    with Store.open(url) as s, s.engine.begin() as conn:
        conn.execute(text("UPDATE tinyrag_meta SET value = '4' WHERE key = 'schema_version'"))
    with pytest.raises(StoreSchemaError, match="schema version 4; this tinyrag-eval uses 3"):
        Store.open(url)
