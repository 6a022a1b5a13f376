"""The prose checker recipe (issue 29): windows like the metric's, located support, evidence-removed
negatives, the not-entailment loss, leave-one-source-out, and a tiny end-to-end run."""

import gzip
import json
from pathlib import Path

import pytest
import torch

from tinyrag_eval.training_checker import (
    ENTAILMENT,
    NOT_ENTAILMENT,
    CheckerMixConfig,
    FactualRow,
    doc_is_dev,
    evidence_removed,
    factual_pairs,
    findver_evidence_pairs,
    locate,
    training_doc_filter,
)
from tinyrag_eval.training_nli import nli_loss

SHARED = Path(__file__).resolve().parents[2] / "shared" / "training"

DOC = ("The harbour town of Ellsworth lies on the north coast. "
       "Its population was 4,200 in the census of 2010. "
       "Fishing and tourism are the main industries. "
       "A ferry runs to the island of Mara twice a day. "
       "The town hall was built in 1894 by the architect Jonas Pike. "
       "Ellsworth hosts a music festival every August.")


def test_claim_is_labelled_against_the_window_that_holds_its_support():
    loc = locate(DOC, "The town hall of Ellsworth was built in 1894 by Jonas Pike.", 2)
    assert "1894" in loc.premise and loc.premise.count(".") == 2  # a two-sentence window, as the metric cuts
    assert loc.holds_support(0.5, 0.8)
    # support spread over the first and last sentence: no single window holds it -> not located
    spread = locate(DOC, "Ellsworth, on the north coast, hosts a music festival every August.", 2)
    assert spread.doc_coverage == 1.0 and not spread.holds_support(0.5, 0.8)


def test_evidence_removed_deletes_the_support_and_keeps_the_neighbours():
    claim = "A ferry runs to Mara twice a day."
    loc = locate(DOC, claim, 2)
    cut = evidence_removed(DOC, claim, loc, 2)
    assert cut is not None and "ferry" not in cut
    assert "Fishing and tourism" in cut and "town hall" in cut  # the sentences around the deleted one
    # a claim whose words are elsewhere in the document too is not made a negative
    twice = DOC + " The ferry to Mara also runs twice a day in winter."
    assert evidence_removed(twice, claim, locate(twice, claim, 2), 2) is None


def test_unsupported_multi_sentence_claim_keeps_only_its_one_new_sentence():
    ref = "Ellsworth lies on the north coast. The town hall was built in 1894."
    edited = "Ellsworth lies on the north coast. The town hall was built in 1923."
    two_new = "Ellsworth lies on the south coast. The town hall was built in 1923."
    rows = [FactualRow("a", "bump", DOC, ref, 1), FactualRow("b", "bump", DOC, edited, 0),
            FactualRow("c", "bump", DOC, two_new, 0)]
    pairs, _, st = factual_pairs(rows, window=2, cap=100, evidence_cap=0, seed=1)
    negs = [p for p in pairs if p.label == NOT_ENTAILMENT]
    assert [p.b for p in negs] == ["The town hall was built in 1923."]
    assert "1894" in negs[0].a  # the best-overlap window: the hard negative
    assert st.dropped_ambiguous_negative == 1
    assert sum(p.label == ENTAILMENT for p in pairs) == 2  # each located sentence of the reference


def test_per_class_cap_and_document_split():
    rows = [FactualRow(str(i), "q2", f"Fact number {i} is that cats sleep.", f"Fact {i}: cats sleep.", i % 2)
            for i in range(40)]
    pairs, _, _ = factual_pairs(rows, window=2, cap=10, evidence_cap=0, seed=1)
    assert sum(p.label == ENTAILMENT for p in pairs) == 5 and sum(p.label == NOT_ENTAILMENT for p in pairs) == 5
    docs = [f"document {i}" for i in range(2000)]
    share = sum(doc_is_dev(d, 0.1, 13) for d in docs) / len(docs)
    assert 0.07 < share < 0.13
    assert doc_is_dev("document  7", 0.1, 13) == doc_is_dev("document 7", 0.1, 13)  # whitespace-insensitive


def test_holdout_source_also_drops_documents_it_shares():
    shared_doc, own = "An article both sets summarise.", "An article only summeval has."
    data = {"frank": [FactualRow("f", "frank", shared_doc, "x", 1)],
            "summeval": [FactualRow("s1", "summeval", shared_doc, "y", 1), FactualRow("s2", "summeval", own, "z", 0)]}
    skip = training_doc_filter(data, CheckerMixConfig(holdout_source="frank", dev_fraction=0.0), 13)
    assert skip(shared_doc) and skip(" An  article both sets summarise. ") and not skip(own)


def test_not_entailment_loss():
    logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 0.2, 0.3]])
    ce = torch.nn.functional.cross_entropy(logits, torch.tensor([0, 2]))
    assert torch.allclose(nli_loss(logits, torch.tensor([0, 2])), ce)
    p = torch.softmax(logits, -1)
    want = -(torch.log(p[0, 1] + p[0, 2]) + torch.log(p[1, 0])) / 2
    assert torch.allclose(nli_loss(logits, torch.tensor([3, 0])), want)


def _reports(tmp_path: Path) -> Path:
    from .test_nli_training import _filing

    path = tmp_path / "reports.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for i in range(8):
            fh.write(json.dumps(_filing(i)) + "\n")
    return path


def test_findver_pairs_state_a_figure_with_and_without_its_support(tmp_path):
    pairs, about = findver_evidence_pairs(_reports(tmp_path), seed=13, dev_fraction=0.25)
    assert about["filings_dev"] == 2 and pairs
    kinds = {k for _, k in pairs}
    assert {"table_row", "table_row_removed", "sentence", "sentence_removed"} <= kinds
    for (pos, k1), (neg, k2) in zip(pairs[::2], pairs[1::2], strict=True):
        assert k2 == k1 + "_removed" and pos.b == neg.b
        assert pos.label == ENTAILMENT and neg.label == NOT_ENTAILMENT
        if k1 == "sentence":  # the supporting sentence is in the positive premise only
            figure = next(w for w in pos.b.split() if any(ch.isdigit() for ch in w)).rstrip(".")
            assert figure in pos.a and figure not in neg.a


def _factual_dir(tmp_path: Path) -> Path:
    from tinyrag_eval.training_checker import FACTUAL_SOURCES

    d = tmp_path / "factual"
    d.mkdir()
    for n, src in enumerate(FACTUAL_SOURCES):
        with gzip.open(d / f"{src}.jsonl.gz", "wt", encoding="utf-8") as fh:
            for i in range(3):
                doc = DOC.replace("Ellsworth", f"Town{n}x{i}")
                fh.write(json.dumps({"id": f"{src}-{i}", "source": src, "split": "all", "doc": doc,
                                     "claim": f"Town{n}x{i} hosts a music festival every August.", "label": 1}) + "\n")
                fh.write(json.dumps({"id": f"{src}-{i}n", "source": src, "split": "all", "doc": doc,
                                     "claim": f"Town{n}x{i} hosts a film festival every May.", "label": 0}) + "\n")
    return d


@pytest.mark.models
def test_tiny_checker_run_trains_resumes_exports_int8_and_loads(tmp_path):
    from tinyrag_eval import models
    from tinyrag_eval.config import Settings
    from tinyrag_eval.metrics.nli import NLIModel
    from tinyrag_eval.training_checker import train_checker

    cfg = CheckerMixConfig(per_source=4, evidence_per_source=1, findver_pairs=12, dev_fraction=0.0, holdout_source="q2")
    init = Path(models.resolve("nli", Settings()).location)
    work, out = tmp_path / "work", tmp_path / "model"
    kw = {"seed": 13, "init": init, "batch_size": 16, "max_length": 64, "limit": 32, "checkpoint_minutes": 60}
    meta = train_checker(_factual_dir(tmp_path), None, None, _reports(tmp_path), work, out, cfg, **kw)
    assert meta["recipe"] == "checker" and meta["steps"] == 2 and meta["format"] == "full-int8"
    about = meta["data"]
    assert "factual/q2" not in about["sources"] and about["sources"]["factual/frank"] > 0
    assert about["labels"]["not_entailment"] > 0 and about["config"]["holdout_source"] == "q2"
    assert meta["loss"] == "nli + not_entailment"
    models.clear_cache()
    nli = NLIModel.load(Settings(models={"nli": str(out)}))
    probs = nli.probabilities([(DOC, "A ferry runs to Mara twice a day.")])
    assert probs.shape == (1, 3) and abs(probs.sum() - 1) < 1e-5
    # resuming the finished run reuses the stored mix and checkpoint: the same model, no new steps
    again = train_checker(tmp_path / "factual", None, None, None,
                          work, tmp_path / "model2", cfg, resume=True, **kw)
    assert again["fingerprint"] == meta["fingerprint"] and again["steps"] == 2
    models.clear_cache()


def test_cli_help_documents_every_option():
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    res = CliRunner().invoke(app, ["train", "checker", "--help"], env={"COLUMNS": "200"})
    assert res.exit_code == 0
    for opt in ("--holdout-source", "--resume", "--per-source", "--window", "--min-coverage", "--findver",
                "--nli-pairs", "--max-length", "--checkpoint-minutes", "--init", "--dry-run"):
        assert opt in res.output


@pytest.mark.shared
def test_real_mix_is_split_by_document_and_leaves_the_source_out():
    if not (SHARED / "factual" / "frank.jsonl.gz").is_file():
        pytest.skip(f"{SHARED / 'factual'} is absent (the human-labelled sets)")
    from tinyrag_eval.training_checker import checker_mix, read_factual

    cfg = CheckerMixConfig(per_source=30, evidence_per_source=5, nli_pairs=0, tabfact_pairs=0, findver_pairs=0,
                           holdout_source="frank")
    train, _, about = checker_mix(SHARED / "factual", None, None, None, cfg, seed=13)
    assert "factual/frank" not in about["sources"] and len(about["sources"]) == 16  # 15 sources + evidence
    frank_claims = {c for r in read_factual(SHARED / "factual", ["frank"])["frank"] for c in [r.claim]}
    assert not any(p.b in frank_claims for p in train)
    assert about["labels"]["entailment"] > 100 and about["labels"]["not_entailment"] > 100


def test_loso_script_refuses_a_source_the_model_was_trained_on(tmp_path):
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    model = tmp_path / "model"
    model.mkdir()
    (model / "tinyrag_adapter.json").write_text(json.dumps(
        {"recipe": "checker", "data": {"config": {"holdout_source": "frank", "dev_fraction": 0.1}}}))
    res = subprocess.run([sys.executable, str(root / "benchmarks" / "checker_loso.py"), "--model", str(model),
                          "--holdout-source", "summeval", "--sets", "source", "--out", str(tmp_path / "r.json")],
                         check=False, capture_output=True, text=True, timeout=300)
    assert res.returncode != 0 and "was trained on summeval" in res.stderr
    assert not (tmp_path / "r.json").exists()


def test_best_signal_is_the_highest_cv_balanced_accuracy():
    from tests.bench_scripts import load_benchmark

    mod = load_benchmark("checker_loso")
    sig = {"nli_min": {"balanced_accuracy_cv": 0.61, "auc": 0.7}, "nli_mean": {"balanced_accuracy_cv": 0.66, "auc": 0.69},
           "sigma_D_mean": {"balanced_accuracy_cv": None, "auc": None}}
    assert mod.best_signal(sig) == {"signal": "nli_mean", "balanced_accuracy_cv": 0.66, "auc": 0.69}


def test_swapped_claims_swap_two_names_or_numbers_the_evidence_states_never_coordinated_ones():
    import random

    from tinyrag_eval.training_checker import swapped_claim

    premise = ("The Tabaci River is a tributary of the River Leurda in Romania. Revenue rose from 5 to 7 million. "
               "Tom and Mia met in Lisbon. The Arp2/3 inhibitor CK-666 was used.")
    rng = random.Random(0)
    assert swapped_claim("The Tabaci River is a tributary of the River Leurda in Romania.", premise, rng) == \
        "The River Leurda is a tributary of the Tabaci River in Romania."  # names of as many words
    assert swapped_claim("Revenue rose from 5 to 7 million.", premise, rng) == "Revenue rose from 7 to 5 million."
    assert swapped_claim("Tom and Mia met.", premise, rng) is None  # coordinated: the swap keeps the meaning
    assert swapped_claim("Tom met Mia.", premise, rng) is None  # a symmetric relation
    assert swapped_claim("Revenue rose from 5 to 9 million.", premise, rng) is None  # 9 is not in the evidence
    assert swapped_claim("The Arp2/3 inhibitor CK-666 was used.", premise, rng) is None  # numbers inside names
    assert swapped_claim("", premise, rng) is None and swapped_claim("Nothing to swap here.", premise, rng) is None


def test_the_mix_adds_swapped_claims_only_when_asked(tmp_path):
    from tinyrag_eval.training_checker import FactualRow, factual_pairs

    doc = ("Alpha Corp acquired Beta Ltd in 2019 for 40 million. The deal closed in March. "
           "Analysts at Gamma Bank praised it. Revenue doubled after the deal. Costs fell in 2020.")
    rows = [FactualRow(id="a", source="toy", doc=doc, claim="Alpha Corp acquired Beta Ltd in 2019 for 40 million.", label=1),
            FactualRow(id="b", source="toy", doc=doc, claim="Gamma Bank acquired Alpha Corp.", label=0)]
    _, extra, st = factual_pairs(rows, window=2, cap=10, evidence_cap=0, seed=1)
    assert st.swap_negatives == 0 and extra == []
    _, extra, st = factual_pairs(rows, window=2, cap=10, evidence_cap=0, seed=1, swap_cap=5)
    assert st.swap_negatives == 1 and st.evidence_negatives == 0
    (pair,) = extra
    assert pair.label == 3.0 and pair.b in ("Beta Ltd acquired Alpha Corp in 2019 for 40 million.",
                                            "Alpha Corp acquired Beta Ltd in 40 for 2019 million.")
