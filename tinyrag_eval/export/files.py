"""File names and writes of an export: names from the topic and memo id reduced to ``[a-z0-9-]``
(a topic cannot name a path outside the output folder), one free stem for all formats of one
export (``-2``, ``-3``... unless overwriting), and atomic writes."""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Sequence
from pathlib import Path

from ..schema import Memo
from .report import ExportError


def slugify(text: str, max_len: int = 60) -> str:
    """``text`` reduced to lowercase ``[a-z0-9-]`` (accents folded), at most ``max_len``
    characters; ``""`` when nothing is left. No separator, dot or NUL survives."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return slug[:max_len].rstrip("-")


def file_stem(memo: Memo) -> str:
    topic = slugify(memo.topic) or "memo"
    mid = slugify(memo.id, 40)
    return f"{topic}--{mid}" if mid else topic


def _inside(out_dir: Path, name: str) -> Path:
    path = (out_dir / name).resolve()
    if path.parent != out_dir:
        raise ExportError(f"refusing to write {name!r} outside the output folder {out_dir}")
    return path


def reserve(out_dir: Path, stem: str, suffixes: Sequence[str], overwrite: bool) -> list[Path]:
    """One path per suffix under one stem. Without ``overwrite`` the first suffix's file is created
    exclusively (O_EXCL) under the first free ``stem``, ``stem-2``, ... whose other files do not
    exist either, so two writers never collide; with it the stem is always ``stem``."""
    if not suffixes:
        raise ExportError("no export format chosen: nothing to write")
    for n in range(1, 10_000):
        name = stem if n == 1 else f"{stem}-{n}"
        paths = [_inside(out_dir, f"{name}{suffix}") for suffix in suffixes]
        if overwrite:
            return paths
        if any(p.exists() for p in paths[1:]):
            continue
        try:
            os.close(os.open(paths[0], os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            continue
        return paths
    raise ExportError(f"more than 9999 exports named {stem!r} in {out_dir}")


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in its folder and a rename, so a
    reader never sees a half-written file."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

