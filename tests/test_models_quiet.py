"""Loading our checkers is quiet, and a model folder without its classification head fails with
one clear error (not a random head that 'needs training')."""

from __future__ import annotations

import shutil

import pytest

from tinyrag_eval.config import ModelSettings, Settings
from tinyrag_eval.models import (
    ModelNotFoundError,
    clear_cache,
    get_cross_encoder,
    get_embedder,
    resolve,
)


@pytest.mark.models
def test_loading_the_bundled_checkers_prints_no_load_report(capfd):
    clear_cache()
    try:
        for role in ("nli", "reranker"):
            model = get_cross_encoder(role, Settings())
            assert model.predict([("The CET1 ratio was 14.6%.", "The CET1 ratio was 14.6%.")]).size
        assert get_embedder(Settings()).encode(["CET1 ratio"]).shape[0] == 1
        out, err = capfd.readouterr()
        text = out + err
        for noise in ("MISSING", "LOAD REPORT", "Consider training", "Converting SentenceTransformer",
                      "Loading weights"):
            assert noise not in text, text[:2000]
    finally:
        clear_cache()


@pytest.mark.models
def test_an_adapter_without_its_head_is_one_clear_error(tmp_path):
    from safetensors.torch import load_file, save_file

    src = resolve("nli", Settings()).location
    dst = tmp_path / "headless"
    shutil.copytree(src, dst)
    weights = dst / "adapter_model.safetensors"
    state = {k: v for k, v in load_file(str(weights)).items() if "classifier" not in k}
    save_file(state, str(weights))
    clear_cache()
    try:
        with pytest.raises(ModelNotFoundError, match="no classification head .*tinyrag train nli"):
            get_cross_encoder("nli", Settings(models=ModelSettings(nli=str(dst))))
    finally:
        clear_cache()
