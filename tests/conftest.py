from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


@pytest.fixture(autouse=True)
def _isolated_settings(monkeypatch, tmp_path):
    """Each test sees default settings: no stray TINYRAG_* variables or ./tinyrag.toml."""
    for key in list(os.environ):
        if key.startswith("TINYRAG_") and key != "TINYRAG_CACHE_DIR":
            monkeypatch.delenv(key)
    # the store (runs recorded by `eval memo`, `gate`, `validate`) never goes to the user's own
    monkeypatch.setenv("TINYRAG_STORE__DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    from tinyrag_eval.config import get_settings

    get_settings.cache_clear()
    # a command run in-process (CliRunner) sets the quieting variables (and --verbose its own) in
    # os.environ; put them back so no later test or subprocess inherits them
    from tinyrag_eval.cli.common import QUIET_ENV, VERBOSE_ENV

    before = {k: os.environ.get(k) for k in (*QUIET_ENV, VERBOSE_ENV)}
    yield
    get_settings.cache_clear()
    for key, value in before.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture
def shared_benchmarks() -> Path:
    path = SHARED / "benchmarks"
    if not path.is_dir():
        pytest.skip(f"{path} is absent (shared benchmark data is only in the developers' checkout and CI)")
    return path


@pytest.fixture(scope="session")
def sample_index(tmp_path_factory) -> Path:
    """The bundled sample corpus ingested once per session (real embedding model)."""
    from tinyrag_eval.config import Settings
    from tinyrag_eval.ingest import ingest
    from tinyrag_eval.sample import sample_corpus_dir

    index_dir = tmp_path_factory.mktemp("sample") / "index"
    report = ingest([sample_corpus_dir()], index_dir, Settings())
    assert report.counts() == {"ingested": 4}, report.summary()
    return index_dir
