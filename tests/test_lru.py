import pytest

from tinyrag_eval.lru import LRU


def test_lru_evicts_least_recently_used_and_counts_hits():
    c: LRU[str, int] = LRU(2)
    c.put("a", 1)
    c.put("b", 2)
    assert c.get("a") == 1  # "a" is now the most recent
    c.put("c", 3)  # evicts "b"
    assert "b" not in c and c.get("b") is None
    assert c.get("a") == 1 and c.get("c") == 3 and len(c) == 2
    assert (c.hits, c.misses) == (3, 1)


def test_lru_rejects_a_useless_size():
    with pytest.raises(ValueError, match="maxsize"):
        LRU(0)
