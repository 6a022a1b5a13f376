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


LIBRARY_NOISE = ("Converting and de-quantizing", "it/s]", "s/it]", "%|", "LOAD REPORT", "Loading weights",
                 "FutureWarning", "UserWarning")


def _tinyrag(args: list[str], cache_dir, *, verbose: bool = False):
    """`tinyrag ARGS` as a new process (a program start, as a user runs it), with a cold model
    cache so the bundled GGUF LLM is converted again; no quieting variable inherited."""
    import os
    import subprocess
    import sys

    from tinyrag_eval.cli.common import QUIET_ENV, VERBOSE_ENV

    env = {k: v for k, v in os.environ.items() if k not in QUIET_ENV and k != VERBOSE_ENV}
    env.update(TINYRAG_CACHE_DIR=str(cache_dir), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    cmd = [sys.executable, "-c", "from tinyrag_eval.cli import app; app()",
           *(["--verbose"] if verbose else []), *args]
    return subprocess.run(cmd, check=False, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.models
def test_a_command_that_loads_the_models_prints_no_library_progress_bar(tmp_path):
    """`tinyrag models --check` loads all four models, the LLM from its GGUF file (transformers'
    tqdm bar "Converting and de-quantizing GGUF tensors" on a cold cache): quiet by default;
    `--verbose` shows the libraries' output (so this test sees the bar when it is there)."""
    res = _tinyrag(["models", "--check"], tmp_path / "cache")
    assert res.returncode == 0, res.stderr[-2000:]
    assert "load s" in res.stdout and "error" not in res.stdout.lower(), res.stdout
    assert (tmp_path / "cache" / "llm").is_dir()  # the GGUF file was converted in this run
    for noise in LIBRARY_NOISE:
        assert noise not in res.stdout + res.stderr, (noise, res.stderr[-2000:])
    loud = _tinyrag(["models", "--check"], tmp_path / "cache-verbose", verbose=True)
    assert loud.returncode == 0, loud.stderr[-2000:]
    assert "Converting and de-quantizing" in loud.stderr


@pytest.mark.models
def test_loading_an_adapter_checker_in_python_raises_no_future_warning():
    """Python use (no CLI to quiet the libraries): peft's read of transformers' deprecated
    ``is_gradient_checkpointing`` used to print a FutureWarning on every checker load."""
    import warnings

    clear_cache()
    try:
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            get_cross_encoder("nli", Settings()).predict([("The CET1 ratio was 14.6%.", "CET1 was 14.6%.")])
        future = [str(w.message) for w in seen if issubclass(w.category, FutureWarning)]
        assert future == [], future
        # only that warning is filtered: the filters are as they were after the load
        with pytest.warns(FutureWarning, match="is_gradient_checkpointing"):
            warnings.warn("`is_gradient_checkpointing` is deprecated", FutureWarning, stacklevel=1)
    finally:
        clear_cache()
