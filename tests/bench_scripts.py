"""A script of ``benchmarks/`` loaded as a module (``benchmarks/`` is not a package): the one
place for the ``importlib`` lines the benchmark tests share."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_benchmark(name: str, *, register: bool = False) -> ModuleType:
    """``benchmarks/<name>.py`` as a module named ``name``; ``register``: also put it in
    ``sys.modules`` (a script whose dataclasses or pickles look their module up by name)."""
    path = ROOT / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    mod = importlib.util.module_from_spec(spec)
    if register:
        sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
