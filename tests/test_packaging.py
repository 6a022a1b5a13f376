"""The wheel installs one namespace (tinyrag_eval), with agents/judges/workflows/prompts inside."""

import subprocess
import sys
import zipfile

import pytest

from .conftest import ROOT


def test_checkout_on_sys_path_does_not_shadow_other_packages(tmp_path):
    # llama-index-workflows installs a top-level `workflows`; our top-level folder must not hide it
    code = "import llama_index.core, workflows, tinyrag_eval.workflows; print(workflows.__file__)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert "site-packages" in out.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "-o", str(out), str(ROOT)],
                   check=True, capture_output=True)
    return next(out.glob("*.whl"))


def test_wheel_has_one_top_level_package(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert {n.split("/")[0] for n in names} == {"tinyrag_eval", "tinyrag_eval-0.1.0.dist-info"}
    for expected in ("tinyrag_eval/workflows/", "tinyrag_eval/agents/", "tinyrag_eval/judges/", "tinyrag_eval/prompts/",
                     "tinyrag_eval/data/models/reranker/adapter_model.safetensors",
                     "tinyrag_eval/data/sample/annual_report_2025.pdf",
                     "tinyrag_eval/data/templates/memo.html.j2", "tinyrag_eval/data/templates/memo.css"):
        assert any(n.startswith(expected) for n in names), expected


def test_wheel_imports(wheel, tmp_path):
    zipfile.ZipFile(wheel).extractall(tmp_path / "site")
    code = ("import tinyrag_eval, tinyrag_eval.workflows, tinyrag_eval.cli, llama_index.core, workflows;"
            "from tinyrag_eval.models import bundled_adapter_dir;"
            f"assert str(bundled_adapter_dir('reranker')).startswith({str(tmp_path / 'site')!r});"
            "print(tinyrag_eval.__file__)")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=False,
                         env={"PYTHONPATH": str(tmp_path / "site"), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert str(tmp_path / "site") in out.stdout


def test_every_subpackage_is_in_the_wheel(wheel):
    """pyproject's package list is explicit: a new subpackage left out of it would be missing
    from installs (and only from installs; the editable checkout still imports it)."""
    names = set(zipfile.ZipFile(wheel).namelist())
    roots = {"tinyrag_eval": "tinyrag_eval", "agents": "tinyrag_eval/agents", "judges": "tinyrag_eval/judges",
             "workflows": "tinyrag_eval/workflows"}
    missing = []
    for src, dest in roots.items():
        for init in sorted((ROOT / src).rglob("__init__.py")):
            rel = init.relative_to(ROOT / src).as_posix()
            if "data/" in rel:
                continue
            if f"{dest}/{rel}" not in names:
                missing.append(f"{src}/{rel}")
    assert not missing, f"add these packages to [tool.setuptools] packages in pyproject.toml: {missing}"
