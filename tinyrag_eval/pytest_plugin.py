"""pytest plugin (installed with the package, entry point ``pytest11``): quality assertions on
memos in a project's own test suite.

    from tinyrag_eval.pytest_plugin import assert_memo

    def test_capital_memo(tinyrag_checker):
        assert_memo(memo_text, contexts, "CET1 ratio at year end", grounded=0.9, relevant=0.8,
                    require=["numeric_consistency >= 1"], checker=tinyrag_checker)

``tinyrag_checker`` is one :class:`~tinyrag_eval.gate.MemoChecker` per test session (the models
load once); a failure names each failing requirement with the memo's unsupported sentences and
figures. Nothing is loaded until a test uses it.
"""

from __future__ import annotations

import pytest

from .gate import MemoChecker, assert_memo

__all__ = ["assert_memo", "tinyrag_checker"]


@pytest.fixture(scope="session")
def tinyrag_checker() -> MemoChecker:
    """A shared memo checker (settings from tinyrag.toml / TINYRAG_* variables)."""
    return MemoChecker()
