"""How a benchmark script records its result: the command that reproduces it and the JSON file it
is written to. Not a benchmark itself; the scripts import it as they import each other (with
``benchmarks/`` on ``sys.path``)::

    from _results import command_line, write_json

    result = {"command": command_line("benchmarks/x.py", argv), ...}
    write_json(args.out, result, indent=2)

Standard library only: the GPU scripts import it on a device machine without the package's
dependencies (``tinyrag_eval.export.files.write_atomic`` does the same rename but its package
loads the memo schema).
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any


def command_line(script: str, argv: Sequence[str] | None = None, *, python: str = "python") -> str:
    """The command that produced a result, run from the repository root: ``python benchmarks/x.py
    --flag v``, each word shell-quoted, so ``shlex.split`` gives ``[python, script, *argv]`` back.
    ``argv``: the script's arguments (None: ``sys.argv[1:]``); ``python=""``: the script alone."""
    args = sys.argv[1:] if argv is None else argv
    return shlex.join([*([python] if python else []), script, *map(str, args)])


def write_json(path: str | os.PathLike[str], payload: Any, *, indent: int | None, ensure_ascii: bool = True,
               allow_nan: bool = True, default: Callable[[Any], Any] | None = None) -> Path:
    """``payload`` as JSON (``json.dumps`` with these options) and a newline, in ``path``, its folders
    made. Serialised first, then written to a temporary file in the same folder and renamed over
    ``path``: a payload that cannot be serialised or an interrupted write leaves the file that was
    there as it was, never half a result. ``indent`` has no default: each script keeps its own."""
    path = Path(path)
    text = json.dumps(payload, indent=indent, ensure_ascii=ensure_ascii, allow_nan=allow_nan, default=default) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    # created as write_text creates a file (0o666 less the umask), not mkstemp's 0o600
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return path
