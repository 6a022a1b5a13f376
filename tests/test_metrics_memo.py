"""Memo metrics: sentences, shared embeddings, embedding metrics, NLI machinery, evaluate_memo,
the LlamaIndex adapter and the CLI. Fast tests use a deterministic bag-of-words encoder and a
scripted NLI model; tests marked `models` use the real bundled models."""

from __future__ import annotations

import hashlib
import json
import math
import re
from typing import ClassVar

import numpy as np
import pytest

from tinyrag_eval.metrics import semantic
from tinyrag_eval.metrics.memo import (
    DEFAULT_METRICS,
    EMBEDDING_METRICS,
    MemoEvaluator,
    MemoInput,
    evaluate_memo,
)
from tinyrag_eval.metrics.nli import NLIModel, nli_metrics, premise_windows
from tinyrag_eval.metrics.text import SegmentedInput, split_sentences
from tinyrag_eval.metrics.vectors import TextVectors

# ---------------------------------------------------------------------------------------------
# helpers


def bow_encoder(texts):
    """Normalised hashed bag of lower-cased words: equal texts -> cosine 1, disjoint -> 0."""
    out = np.zeros((len(texts), 256), dtype=np.float32)
    for i, t in enumerate(texts):
        for w in re.findall(r"[a-z0-9]+", t.lower()):
            out[i, int(hashlib.md5(w.encode()).hexdigest(), 16) % 256] += 1.0
        n = np.linalg.norm(out[i])
        out[i] = out[i] / n if n else out[i]
    return out


class CountingEncoder:
    def __init__(self):
        self.calls, self.texts = 0, 0

    def __call__(self, texts):
        self.calls += 1
        self.texts += len(texts)
        return bow_encoder(texts)


class ScriptedNLI:
    """Entails a hypothesis iff every word of it occurs in the premise."""

    labels = ("entailment", "neutral", "contradiction")
    index: ClassVar[dict[str, int]] = {"entailment": 0, "neutral": 1, "contradiction": 2}

    def __init__(self):
        self.pairs = 0

    def run(self, pairs, batch_size=None):
        self.pairs += len(pairs)
        logits = np.zeros((len(pairs), 3))
        for i, (p, h) in enumerate(pairs):
            words = set(re.findall(r"[a-z0-9]+", h.lower()))
            ok = words <= set(re.findall(r"[a-z0-9]+", p.lower()))
            logits[i] = [4.0, 0.0, -2.0] if ok else [-3.0, 1.0, 0.5]
        margin = logits[:, 0] - logits[:, 1:].max(axis=1)
        return {"logits": logits, "margin": margin, "distance": margin / 2.0}


CTX = [
    "Northwind Bank reported a CET1 ratio of 14.6% at the end of 2025. Net interest income rose to EUR 1.2 billion.",
    "The board approved a dividend of EUR 0.45 per share. Exposures above EUR 15 million need committee approval.",
]
QUERY = "What was the CET1 ratio?"
ANSWER = "Northwind Bank reported a CET1 ratio of 14.6% at the end of 2025. The bank will open 40 branches in Asia."


def evaluator(metrics=DEFAULT_METRICS, **kw):
    return MemoEvaluator(metrics=metrics, encoder=bow_encoder, nli=ScriptedNLI(), **kw)


# ---------------------------------------------------------------------------------------------
# sentences



def test_sentences_keep_financial_abbreviations_and_layout():
    text = ("Highlights\n\n- Revenue was $1.5 billion in Q3 FY2023, up 12.5% y/y. Margins held.\n"
            "- Net income: $200 mm (U.S. GAAP).\n1. CET1 of 14.6% vs. 13.9% at Dec. 31, 2024.\n\n"
            "Revenue | 12,345 | 11,234\nThe Board of Acme Inc. approved a dividend of\n$0.45 per share. Paid in Jan. 2026.")
    assert split_sentences(text) == [
        "Highlights", "Revenue was $1.5 billion in Q3 FY2023, up 12.5% y/y.", "Margins held.",
        "Net income: $200 mm (U.S. GAAP).", "CET1 of 14.6% vs. 13.9% at Dec. 31, 2024.",
        "Revenue | 12,345 | 11,234", "The Board of Acme Inc. approved a dividend of $0.45 per share.",
        "Paid in Jan. 2026.",
    ]


@pytest.mark.parametrize("text", ["", "   \n\n  ", "--- | ---", "\u00a0"])
def test_sentences_of_empty_text(text):
    assert split_sentences(text) == []


def test_sentences_huge_input_loses_no_words():
    para = "Revenue was $1.5 billion in Q3 FY2023, up 12.5% from U.S. operations of Acme Inc. and its units. "
    text = para * 5000  # ~500 kB in one paragraph: pysbd alone is quadratic here
    sents = split_sentences(text)
    assert len(sents) == 5000 and set(sents) == {para.strip()}
    assert split_sentences("x" * 100_000) == ["x" * 100_000]
    # one "sentence" of 360 kB with no sentence end (a pasted list as a question): cut at spaces,
    # no word lost (pysbd alone took minutes on it)
    run = "What is the ratio? Define ratio as " + "total assets plus " * 20_000 + "total assets."
    cut = split_sentences(run)
    assert len(cut) > 2 and " ".join(cut).split() == run.split()
    with pytest.raises(TypeError):
        split_sentences(None)  # type: ignore[arg-type]


def test_sentences_on_financebench_evidence(shared_benchmarks):
    rows = [json.loads(x) for x in (shared_benchmarks / "financebench" / "questions.jsonl").read_text().splitlines() if x]
    texts = [e["evidence_text"] for q in rows for e in q["evidence"]]
    total, lone = 0, 0
    for text in texts:
        sents = split_sentences(text)
        assert sents, text[:80]
        # no word is lost or invented: only list markers ("1", "a", "iv") may be dropped
        got, want = re.findall(r"\w+", " ".join(sents)), re.findall(r"\w+", text)
        it = iter(want)
        assert all(any(w == x for x in it) for w in got), "output words are not a subsequence"
        dropped = len(want) - len(got)
        assert dropped <= len(re.findall(r"(?m)^\s*\(?(?:[0-9]{1,2}|[a-zA-Z]|[ivxIVX]{1,4})[.)]\s", text))
        assert not any(s in ("U.S.", "Inc.", "Corp.", "No.", "Co.") for s in sents)
        total += len(sents)
        lone += sum(bool(re.fullmatch(r"[$()\d.,% -]+", s)) for s in sents)
    # table cells are re-joined into rows: only page numbers and footnote marks stand alone
    assert lone / total < 0.06, (lone, total)


# ---------------------------------------------------------------------------------------------
# shared embeddings and embedding metrics


def test_every_text_is_embedded_once_per_evaluation():
    enc = CountingEncoder()
    ev = MemoEvaluator(metrics=EMBEDDING_METRICS, encoder=enc)
    ev.evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER})
    seg = SegmentedInput.build(QUERY, CTX, ANSWER)
    distinct = set(seg.query_sentences + seg.context_sentences + seg.answer_sentences)
    assert enc.calls == 1 and enc.texts == len(distinct)  # one batch, no text twice


def test_a_batch_over_one_context_embeds_and_scores_it_once():
    """A second memo over the same context (a regenerated memo) reuses the evaluator's caches:
    only its new sentence is embedded, only its new NLI pairs are scored, results unchanged."""
    enc, nli = CountingEncoder(), ScriptedNLI()
    ev = MemoEvaluator(metrics=("groundedness_similarity", "nli_groundedness"), encoder=enc, nli=nli)
    first = ev.evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER})
    texts, pairs = enc.texts, nli.pairs
    revised = ANSWER.replace("The bank will open 40 branches in Asia.", "Net interest income rose to EUR 1.2 billion.")
    second = ev.evaluate({"query": QUERY, "contexts": CTX, "answer": revised})
    assert enc.texts == texts  # the new sentence is a context sentence: nothing new to embed
    assert 0 < nli.pairs - pairs < pairs  # the kept sentence's pairs came from the cache
    assert second.metrics["nli_groundedness"].details["flagged"] == []
    assert first.metrics["nli_groundedness"].details["flagged"] == ["The bank will open 40 branches in Asia."]
    fresh = MemoEvaluator(metrics=("groundedness_similarity", "nli_groundedness"), encoder=bow_encoder,
                          nli=ScriptedNLI()).evaluate({"query": QUERY, "contexts": CTX, "answer": revised})
    assert second.model_dump() == fresh.model_dump()  # the caches change the cost, never the result


def test_embedding_metrics_explain_the_weakest_sentence():
    res = evaluator(EMBEDDING_METRICS).evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER}).metrics
    g = res["groundedness_similarity"]
    assert g.details["least_grounded"]["sentence"] == "The bank will open 40 branches in Asia."
    per = {p["sentence"]: p["score"] for p in g.details["per_sentence"]}
    assert per["Northwind Bank reported a CET1 ratio of 14.6% at the end of 2025."] == pytest.approx(1.0, abs=1e-4)
    assert g.value == pytest.approx(np.mean(list(per.values())), abs=1e-4)
    c = res["completeness"]
    assert 0 <= c.details["wasserstein_exact"] <= c.details["wasserstein_approx"] + 1e-9
    a = res["answer_relevancy"]
    assert a.details["minimax"] < a.details["mean"]
    r = res["context_relevancy"]
    assert r.details["least_addressed"]["sentence"] == QUERY and r.details["minimax"] == r.details["mean"]


def test_wasserstein_of_identical_clouds_is_zero():
    sim = np.eye(3)
    exact, approx = semantic.wasserstein(sim)
    assert exact == pytest.approx(0.0, abs=1e-9) and approx == pytest.approx(2 / 3)


@pytest.mark.parametrize("field,reason", [("answer", "empty answer"), ("contexts", "empty context")])
def test_empty_inputs_are_invalid_not_nan(field, reason):
    row = {"query": QUERY, "contexts": CTX, "answer": ANSWER, field: [] if field == "contexts" else "  "}
    res = evaluator().evaluate(row).metrics
    assert set(res) == set(DEFAULT_METRICS)
    for name, m in res.items():
        if name == {"answer": "context_relevancy", "contexts": "answer_relevancy"}[field]:
            assert not m.invalid and m.value is not None  # does not need the emptied input
            continue
        assert m.invalid and m.value is None, name
    assert any(reason in m.reason for m in res.values())


def test_bad_types_raise_at_the_boundary():
    with pytest.raises(TypeError):
        evaluate_memo(QUERY, CTX, None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        evaluate_memo(QUERY, [1, 2], ANSWER)  # type: ignore[list-item]
    with pytest.raises(ValueError, match="unknown metric"):
        MemoEvaluator(metrics=["bleu"])


def test_response_relevancy_with_llm_and_failures():
    class LLM:
        def __init__(self, text=None, exc=None):
            self.text, self.exc = text, exc

        def complete(self, prompt):
            assert "Revenue" in prompt or "CET1" in prompt  # the answer is in the rendered template
            if self.exc:
                raise self.exc
            return type("R", (), {"text": self.text})()

    seg = SegmentedInput.build(QUERY, CTX, ANSWER)
    vecs = TextVectors(encoder=bow_encoder)
    good = semantic.response_relevancy(seg, vecs, LLM("1. What was the CET1 ratio?\n2) Where will branches open?\nnoise"))
    assert not good.invalid and [q["question"] for q in good.details["questions"]] == [
        "What was the CET1 ratio?", "Where will branches open?"]
    assert good.details["questions"][0]["similarity"] == pytest.approx(1.0, abs=1e-4)
    assert semantic.response_relevancy(seg, vecs, LLM("no questions here")).invalid
    bad = semantic.response_relevancy(seg, vecs, LLM(exc=TimeoutError("slow")))
    assert bad.invalid and "TimeoutError" in bad.reason


# ---------------------------------------------------------------------------------------------
# NLI


def test_premise_windows_stay_inside_chunks():
    seg = SegmentedInput.build(QUERY, ["A one. A two. A three.", "B one."], ANSWER)
    assert premise_windows(seg, 2) == [("A one. A two.", 0), ("A two. A three.", 0), ("B one.", 1)]
    assert premise_windows(seg, 5) == [("A one. A two. A three.", 0), ("B one.", 1)]


def test_nli_early_exit_keeps_every_flag_and_scores_fewer_pairs():
    """The cascade: a sentence entailed by one of its 2 most similar windows skips the rest; one
    that is not gets all its windows, so flags equal the full top-m run; without early_exit the
    result is the full run exactly."""
    seg = SegmentedInput.build(QUERY, CTX * 4, ANSWER)
    vecs = TextVectors(encoder=bow_encoder)
    full_nli, fast_nli = ScriptedNLI(), ScriptedNLI()
    full = nli_metrics(seg, vecs, full_nli, top_m=6)[0]
    fast = nli_metrics(seg, vecs, fast_nli, top_m=6, early_exit=0.9)[0]
    assert [p["flagged"] for p in fast.details["per_sentence"]] == [p["flagged"] for p in full.details["per_sentence"]]
    # the supported sentence stops after 2 windows; the unsupported one is scored on all 6
    assert fast.details["pairs_scored"] == fast_nli.pairs == 2 + 6 < full.details["pairs_scored"] == 12
    assert fast.details["early_exit"] == 0.9 and full.details["early_exit"] is None
    unsupported = [p for p in fast.details["per_sentence"] if p["flagged"]]
    assert unsupported == [p for p in full.details["per_sentence"] if p["flagged"]]  # all its windows: identical
    same = nli_metrics(seg, vecs, ScriptedNLI(), top_m=6, early_exit=None)[0]
    assert same.details == full.details
    # nothing reaches the exit level: every window is scored, as without the cascade
    never = nli_metrics(seg, vecs, ScriptedNLI(), top_m=6, early_exit=1.0)[0]
    assert never.details["per_sentence"] == full.details["per_sentence"] and never.details["pairs_scored"] == 12


def test_nli_flags_unsupported_sentences_and_prunes_candidates():
    seg = SegmentedInput.build(QUERY, CTX * 4, ANSWER)
    nli = ScriptedNLI()
    full = nli_metrics(seg, TextVectors(encoder=bow_encoder), nli, top_m=None)
    pruned = nli_metrics(seg, TextVectors(encoder=bow_encoder), ScriptedNLI(), top_m=2)
    g, d = full
    assert g.details["flagged"] == ["The bank will open 40 branches in Asia."]
    assert g.value == pytest.approx(np.mean([p["entailment"] for p in g.details["per_sentence"]]), abs=1e-4)
    assert pruned[0].details["pairs_scored"] < pruned[0].details["pairs_exhaustive"] == g.details["pairs_scored"]
    assert [p["flagged"] for p in pruned[0].details["per_sentence"]] == [p["flagged"] for p in g.details["per_sentence"]]
    sig = [p["sigma_distance"] for p in g.details["per_sentence"]]
    assert d.value == pytest.approx(np.mean(sig), abs=1e-4) and sig[0] > 0.5 > sig[1]
    per = g.details["per_sentence"]
    assert g.details["max_contradiction"] == pytest.approx(max(p["contradiction"] for p in per), abs=1e-4)
    assert g.details["no_contradiction"] == pytest.approx(1 - g.details["max_contradiction"], abs=1e-4)
    supports = [p["entailment"] - p["contradiction"] for p in per]
    assert g.details["min_support"] == pytest.approx(min(supports), abs=2e-4)
    assert g.details["mean_support"] == pytest.approx(np.mean(supports), abs=2e-4)


def test_nli_failure_is_invalid_result():
    class Broken(ScriptedNLI):
        def run(self, pairs, batch_size=None):
            raise RuntimeError("CUDA out of memory")

    res = nli_metrics(SegmentedInput.build(QUERY, CTX, ANSWER), TextVectors(encoder=bow_encoder), Broken())
    assert all(r.invalid and "CUDA out of memory" in r.reason for r in res)


def _tiny_ce(id2label):
    """A tiny random BERT classifier with the bundled tokenizer, wrapped like a CrossEncoder."""
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    from tinyrag_eval.models import bundled_embedding_path

    tok = AutoTokenizer.from_pretrained(str(bundled_embedding_path()))
    cfg = BertConfig(vocab_size=tok.vocab_size, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32, num_labels=len(id2label), id2label=id2label,
                     label2id={v: k for k, v in id2label.items()})
    import torch

    torch.manual_seed(0)
    model = BertForSequenceClassification(cfg).eval()
    return type("CE", (), {"model": model, "tokenizer": tok, "max_length": 64})(), model, tok


def test_nli_model_reads_label_order_and_boundary_distance():
    import torch

    ce, model, tok = _tiny_ce({0: "CONTRADICTION", 1: "entailment", 2: "Neutral"})
    nli = NLIModel(ce)
    pairs = [("The ratio was 14.6%.", "The ratio was 14.6%."), ("Rain fell.", "The sun shone brightly all day.")]
    out = nli.run(pairs)
    enc = tok([p for p, _ in pairs], [h for _, h in pairs], padding=True, return_tensors="pt")
    with torch.inference_mode():
        raw = model(**enc).logits.numpy()
        hidden = model.bert(**enc).pooler_output.numpy()
    # canonical column order (entailment, neutral, contradiction) from the permuted model order
    np.testing.assert_allclose(out["logits"], raw[:, [1, 2, 0]], atol=1e-5)
    w = model.classifier.weight.detach().numpy()
    b = model.classifier.bias.detach().numpy()
    for i in range(2):
        other = 0 if raw[i, 0] > raw[i, 2] else 2
        z = raw[i, 1] - raw[i, other]
        dist = z / np.linalg.norm(w[1] - w[other])
        assert out["margin"][i] == pytest.approx(z, abs=1e-5)
        assert out["distance"][i] == pytest.approx(dist, abs=1e-5)
        # D really is the signed distance of the head's input to the entailment/other boundary
        plane = (w[1] - w[other]) @ hidden[i] + (b[1] - b[other])
        assert plane / np.linalg.norm(w[1] - w[other]) == pytest.approx(dist, abs=1e-4)
    probs = nli.probabilities(pairs)
    np.testing.assert_allclose(probs.sum(axis=1), 1.0, atol=1e-9)
    assert nli.run([])["logits"].shape == (0, 3)


def test_nli_model_with_unreadable_labels_says_which_setting():
    ce, _, _ = _tiny_ce({0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"})
    with pytest.raises(ValueError, match="TINYRAG_MODELS__NLI"):
        NLIModel(ce)


# ---------------------------------------------------------------------------------------------
# evaluate_memo, LlamaIndex, CLI


def test_evaluate_memo_runs_every_default_metric():
    ev = evaluator().evaluate(MemoInput(query=QUERY, contexts=CTX, answer=ANSWER))
    assert list(ev.metrics) == list(DEFAULT_METRICS) and ev.memo_id.startswith("memo-")
    for m in ev.metrics.values():
        assert not m.invalid and m.value is not None and math.isfinite(m.value), m
    num = ev.metrics["numeric_consistency"]
    # 14.6% and 2025 are in the context; "40 branches" is not
    assert num.details["supported"] == num.details["total"] - 1 and "40" in num.details["unsupported"]


def test_batch_eval_runner_shares_one_embedding_pass():
    from llama_index.core.evaluation import BatchEvalRunner

    from tinyrag_eval.metrics.llamaindex import memo_evaluators

    enc = CountingEncoder()
    evals = memo_evaluators(metrics=EMBEDDING_METRICS, encoder=enc)
    runner = BatchEvalRunner(evals, workers=2)
    res = runner.evaluate_response_strs(queries=[QUERY, QUERY], response_strs=[ANSWER, ""], contexts_list=[CTX, CTX])
    assert set(res) == set(EMBEDDING_METRICS)
    # two items, four evaluators: one embedding pass; the second item (same query and context,
    # empty answer) has nothing left to embed
    assert enc.calls == 1
    g = res["groundedness_similarity"]
    assert not g[0].invalid_result and 0 < g[0].score < 1 and g[0].passing in (True, False)
    assert g[1].invalid_result and "empty answer" in g[1].invalid_reason


@pytest.mark.models
def test_cli_eval_memo_keeps_bad_lines(tmp_path):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    src = tmp_path / "in.jsonl"
    src.write_text("\n".join([
        json.dumps({"id": "ok", "query": QUERY, "contexts": CTX, "answer": ANSWER}),
        "{not json",
        json.dumps({"id": "noans", "query": QUERY, "contexts": CTX}),
        json.dumps({"id": "empty", "query": QUERY, "contexts": [], "answer": ANSWER}),
    ]) + "\n")
    out = tmp_path / "out.jsonl"
    res = CliRunner().invoke(app, ["eval", "memo", "--input", str(src), "--out", str(out), "--json",
                                   "--metrics", "groundedness_similarity,numeric_consistency"])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.stdout)
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["line"] for r in rows] == [1, 2, 3, 4] and summary["row_errors"] == 2
    assert "invalid JSON" in rows[1]["error"] and "answer" in rows[2]["error"]
    assert rows[0]["metrics"]["groundedness_similarity"]["value"] > 0.5
    assert rows[3]["metrics"]["groundedness_similarity"]["invalid"] is True
    assert summary["metrics"]["groundedness_similarity"] == {
        "valid": 1, "invalid": 1, "not_applicable": 0, "reasons": {"empty context: nothing to compare": 1},
        "mean": pytest.approx(rows[0]["metrics"]["groundedness_similarity"]["value"], abs=1e-4),
        "median": pytest.approx(rows[0]["metrics"]["groundedness_similarity"]["value"], abs=1e-4),
        "min": pytest.approx(rows[0]["metrics"]["groundedness_similarity"]["value"], abs=1e-4)}


@pytest.mark.models
def test_cli_eval_memo_nli_early_exit_reaches_the_metric(tmp_path):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    src = tmp_path / "in.jsonl"
    src.write_text(json.dumps({"id": "ok", "query": QUERY, "contexts": CTX * 3, "answer": ANSWER}) + "\n")
    res = CliRunner().invoke(app, ["eval", "memo", "--input", str(src), "--out", str(tmp_path / "o.jsonl"),
                                   "--metrics", "nli_groundedness", "--nli-early-exit", "0.5", "--nli-top-m", "4"])
    assert res.exit_code == 0, res.output
    row = json.loads((tmp_path / "o.jsonl").read_text())
    details = row["metrics"]["nli_groundedness"]["details"]
    assert details["early_exit"] == 0.5 and details["top_m"] == 4
    bad = CliRunner().invoke(app, ["eval", "memo", "--input", str(src), "--out", str(tmp_path / "b.jsonl"),
                                   "--nli-early-exit", "1.5"])
    assert bad.exit_code == 2 and not (tmp_path / "b.jsonl").exists()


# ---------------------------------------------------------------------------------------------
# claims


@pytest.mark.parametrize("reply,expected", [
    ('```json\n["The CET1 ratio was 14.6%.", "Income rose to EUR 1.2 billion.",]\n```',
     ["The CET1 ratio was 14.6%.", "Income rose to EUR 1.2 billion."]),
    ('Sure! Here are the claims: [{"claim": "The bank pays a dividend."}, 42, "ok"] Hope this helps',
     ["The bank pays a dividend."]),
    ("1. The bank pays a dividend.\n2) Margins held steady.\nThanks", ["The bank pays a dividend.", "Margins held steady."]),
    ("", []), ("I cannot help with that", []), ('["a", "b"]', []),
])
def test_parse_claims_tolerates_llm_output(reply, expected):
    from tinyrag_eval.metrics.claims import parse_claims

    assert parse_claims(reply) == expected


def test_parse_claims_bounds_hostile_output():
    from tinyrag_eval.metrics.claims import MAX_CLAIM_CHARS, MAX_CLAIMS, parse_claims

    claims = parse_claims(json.dumps([f"claim number {i} " + "x" * 5000 for i in range(500)]))
    assert len(claims) == MAX_CLAIMS and all(len(c) <= MAX_CLAIM_CHARS for c in claims)


def test_claims_fall_back_to_sentences_and_say_why():
    from tinyrag_eval.metrics.claims import extract_claims

    class Garbage:
        def complete(self, prompt):
            return type("R", (), {"text": "¯\\_(ツ)_/¯"})()

    class Down:
        def complete(self, prompt):
            raise ConnectionError("refused")

    c = extract_claims(ANSWER, Garbage())
    assert c.claims == split_sentences(ANSWER) and c.source.startswith("sentences (fallback: the LLM reply")
    assert "ConnectionError" in extract_claims(ANSWER, Down()).source
    assert extract_claims(ANSWER, None).source == "sentences"


class ClaimLLM:
    def __init__(self, table):
        self.table = table

    def complete(self, prompt):
        for key, claims in self.table.items():
            if key in prompt:
                return type("R", (), {"text": json.dumps(claims)})()
        raise AssertionError("unexpected prompt")


def test_claim_metrics_without_reference():
    from tinyrag_eval.metrics.claims import claim_metrics

    llm = ClaimLLM({"40 branches": ["Northwind Bank reported a CET1 ratio of 14.6%", "The bank will open 40 branches in Asia"]})
    res = {r.name: r for r in claim_metrics(SegmentedInput.build(QUERY, CTX, ANSWER), ScriptedNLI(), llm=llm)}
    assert res["faithfulness"].value == 0.5 and res["hallucination"].value == 0.5
    assert res["faithfulness"].details["claims_source"] == "llm"
    assert res["hallucination"].details["unsupported"] == ["The bank will open 40 branches in Asia"]
    for name in ("context_precision", "noise_sensitivity_relevant", "statement_relevancy"):
        assert res[name].value is None and not res[name].invalid and "reference" in res[name].reason


def test_claim_metrics_with_reference():
    from tinyrag_eval.metrics.claims import claim_metrics

    ctx = ["Northwind Bank reported a CET1 ratio of 14.6%.", "The board approved a dividend of EUR 0.45 per share.",
           "Rumours say the bank will open 40 branches in Asia."]
    answer = "Northwind Bank reported a CET1 ratio of 14.6%. The bank will open 40 branches in Asia."
    reference = "Northwind Bank reported a CET1 ratio of 14.6%."
    seg = SegmentedInput.build(QUERY, ctx, answer, reference)
    vecs = TextVectors(encoder=bow_encoder)
    res = {r.name: r for r in claim_metrics(seg, ScriptedNLI(), extractor="sentences", vecs=vecs)}
    # chunk 0 entails the reference claim; chunks 1 and 2 do not
    assert res["context_precision"].value == pytest.approx(1 / 3)
    assert res["context_precision"].details["relevant_chunks"] == [0]
    assert res["faithfulness"].value == 1.0  # both answer claims are in some chunk
    assert res["hallucination"].value == 0.0  # the wrong claim is supported by (noisy) context
    assert res["statement_relevancy"].value == 0.5 and res["statement_relevancy"].details["claim_recall"] == 1.0
    # the incorrect claim comes from an irrelevant chunk, not from a relevant one
    assert res["noise_sensitivity_irrelevant"].value == 0.5 and res["noise_sensitivity_relevant"].value == 0.0


def test_claim_pruning_scores_fewer_pairs_same_verdicts():
    from tinyrag_eval.metrics.claims import claim_metrics

    seg = SegmentedInput.build(QUERY, [" ".join(CTX)] * 3, ANSWER)
    vecs = TextVectors(encoder=bow_encoder)
    full = {r.name: r for r in claim_metrics(seg, ScriptedNLI(), extractor="sentences", vecs=vecs, per_chunk=None)}
    pruned = {r.name: r for r in claim_metrics(seg, ScriptedNLI(), extractor="sentences", vecs=vecs, per_chunk=1)}
    assert pruned["faithfulness"].details["pairs_scored"] < full["faithfulness"].details["pairs_scored"]
    assert pruned["faithfulness"].value == full["faithfulness"].value == 0.5


def test_pruning_reuses_sentence_vectors():
    enc = CountingEncoder()
    ev = MemoEvaluator(metrics=("groundedness_similarity", "nli_groundedness"), encoder=enc, nli=ScriptedNLI(),
                       options=MemoEvaluator().settings.metrics.model_copy(update={"nli_top_m": 1}))
    ev.evaluate({"query": QUERY, "contexts": CTX * 3, "answer": ANSWER})
    seg = SegmentedInput.build(QUERY, CTX * 3, ANSWER)
    assert enc.calls == 1 and enc.texts == len(set(seg.query_sentences + seg.context_sentences + seg.answer_sentences))


def test_missing_nli_model_is_an_invalid_result_naming_the_setting(tmp_path):
    from tinyrag_eval.config import Settings
    from tinyrag_eval.metrics.memo import NLI_METRICS

    s = Settings(models={"nli": str(tmp_path / "no-such-model")})
    res = MemoEvaluator(s, metrics=("groundedness_similarity", *NLI_METRICS, "faithfulness"),
                        encoder=bow_encoder).evaluate({"query": QUERY, "contexts": CTX, "answer": ANSWER}).metrics
    assert not res["groundedness_similarity"].invalid
    for name in (*NLI_METRICS, "faithfulness"):
        assert res[name].invalid and "TINYRAG_MODELS__NLI" in res[name].reason, name


def test_sentence_splitting_is_thread_safe():
    """The memo metrics and the workflow's safety gate split sentences in two threads at once: a
    shared pysbd segmenter returned the other thread's sentences (or none, cached for good)."""
    import threading

    from tinyrag_eval.metrics.text import split_sentences_cached as _split_cached

    texts = [f"Sentence number {i} is here. Another one follows with {i}.5%. A third ends it." for i in range(300)]
    wrong: list[tuple[str, tuple[str, ...]]] = []

    def work(offset: int) -> None:
        for t in texts[offset::2]:
            out = _split_cached.__wrapped__(t)  # uncached: every call segments
            if len(out) != 3 or not out[0].startswith("Sentence number"):
                wrong.append((t, out))

    threads = [threading.Thread(target=work, args=(k,)) for k in (0, 1)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert wrong == []
