"""The shape of the `tinyrag` command line: a root app that stands alone, command modules that
import only the shared helpers (no import loop, no private names across modules), and a start-up
that loads no heavy library."""

import ast
import subprocess
import sys
from pathlib import Path

CLI_DIR = Path(__file__).resolve().parents[1] / "tinyrag_eval" / "cli"  # read, not imported
ASSEMBLY = {"__init__"}


def _imports(path: Path) -> list[tuple[str, list[str]]]:
    """(imported module relative to the cli package, or 'tinyrag_eval...' absolute; names) per import."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names = [a.name for a in node.names]
            if node.level == 1:
                found.append((node.module or "", names))
            elif node.level == 2:
                found.append(("tinyrag_eval" + (f".{node.module}" if node.module else ""), names))
            elif node.module:
                found.append((node.module, names))
        elif isinstance(node, ast.Import):
            found.extend((a.name, []) for a in node.names)
    return found


def _modules() -> dict[str, Path]:
    return {p.stem: p for p in CLI_DIR.glob("*.py")}


def test_command_modules_never_import_the_app_or_the_package():
    for name, path in _modules().items():
        if name in ASSEMBLY:
            continue
        for module, names in _imports(path):
            assert module != "app" and module != "", (name, module, names)
            assert module not in ("tinyrag_eval.cli", "tinyrag_eval.cli.app"), (name, module)
            assert not (module == "tinyrag_eval" and "cli" in names), name


def test_cli_modules_form_no_import_loop_and_share_no_private_names():
    mods = _modules()
    edges = {name: set() for name in mods}
    for name, path in mods.items():
        for module, names in _imports(path):
            targets = [module] if module in mods else [n for n in names if module == "" and n in mods]
            edges[name].update(t for t in targets if t != name)
            if module in mods:
                private = [n for n in names if n.startswith("_")]
                assert not private, f"{name} imports private {private} from {module}"
    state: dict[str, int] = {}

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in edges[node]:
            assert state.get(nxt) != 1, "import loop: " + " -> ".join([*path, node, nxt])
            if nxt not in state:
                visit(nxt, [*path, node])
        state[node] = 2

    for name in mods:
        if name not in state:
            visit(name, [])


def test_start_up_loads_no_heavy_library():
    code = ("import sys, tinyrag_eval.cli; heavy = ('torch', 'transformers', 'pydantic', 'llama_index', 'sqlalchemy', "
            "'numpy', 'fastapi', 'tinyrag_eval.store', 'tinyrag_eval.validation.robustness');"
            "print(','.join(m for m in heavy if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
