import re

import pytest
from pydantic import ValidationError

from tinyrag_eval.config import Settings

from .conftest import ROOT


def test_defaults():
    s = Settings()
    assert (s.retrieval.k1, s.retrieval.k2) == (100, 8)
    assert s.chunking.chunk_size == 256 and s.chunking.chunk_overlap == 64
    assert s.models.embedding == "bundled" and s.models.allow_downloads is False


def test_env_overrides_nested(monkeypatch):
    monkeypatch.setenv("TINYRAG_RETRIEVAL__K1", "50")
    monkeypatch.setenv("TINYRAG_MODELS__RERANKER", "/models/ce")
    s = Settings()
    assert s.retrieval.k1 == 50 and s.models.reranker == "/models/ce"


def test_toml_file_and_env_precedence(tmp_path, monkeypatch):
    (tmp_path / "tinyrag.toml").write_text("seed = 7\n[retrieval]\nk1 = 40\nk2 = 5\n")
    monkeypatch.setenv("TINYRAG_RETRIEVAL__K2", "6")
    s = Settings()
    assert s.seed == 7 and s.retrieval.k1 == 40 and s.retrieval.k2 == 6


def test_invalid_settings_are_rejected(tmp_path):
    with pytest.raises(ValidationError, match="must not exceed"):
        Settings(retrieval={"k1": 5, "k2": 8})
    with pytest.raises(ValidationError, match="chunk_overlap"):
        Settings(chunking={"chunk_size": 64, "chunk_overlap": 64})
    (tmp_path / "tinyrag.toml").write_text("[retrieval]\nk3 = 1\n")
    with pytest.raises(ValidationError):
        Settings()


def test_missing_config_file_named_by_env(monkeypatch, tmp_path):
    monkeypatch.setenv("TINYRAG_CONFIG", str(tmp_path / "nope.toml"))
    with pytest.raises(FileNotFoundError, match="nope.toml"):
        Settings()


def _leaf_fields(model_cls, prefix=""):
    from pydantic import BaseModel

    for name, field in model_cls.model_fields.items():
        ann = field.annotation
        if isinstance(ann, type) and issubclass(ann, BaseModel):
            yield from _leaf_fields(ann, f"{prefix}{name}.")
        else:
            yield f"{prefix}{name}"


def test_docs_document_every_setting():
    readme = (ROOT / "docs" / "configuration.md").read_text()
    documented = set(re.findall(r"^\| `([a-z0-9_.]+)` \|", readme, flags=re.MULTILINE))
    missing = set(_leaf_fields(Settings)) - documented
    assert not missing, f"settings missing from docs/configuration.md: {sorted(missing)}"
