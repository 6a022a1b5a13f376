"""The NLI checker: synthetic financial pairs, int8 storage, resumable training, the shipped model."""

import gzip
import json

import pytest
import torch

from tinyrag_eval import models
from tinyrag_eval.config import Settings
from tinyrag_eval.training import NLI_LABELS, Pair
from tinyrag_eval.training_data.finpairs import build_pairs, parse_table, table_facts
from tinyrag_eval.training_nli import quantize_state_dict

TABLE = """ACME WIDGETS, INC.
CONDENSED CONSOLIDATED STATEMENT OF OPERATIONS
(in millions, except per share amounts)

| Three Months Ended |
| January 31, |
| 2024 | 2023 |
| Net revenue: |
| Products | $ | 1,209 | $ | 1,323 |
| Services and other | 449 | 433 |
| Total net revenue | 1,658 | 1,756 |
| Research and development | 128 | 123 |
| Selling, general and administrative | 396 | 419 |
| Income from operations | 384 | 426 |
| Interest expense | ( 22 ) | ( 25 ) |"""

PARAGRAPH = (
    "We are a global leader in widgets and gadgets for industrial customers. Revenue increased 12% in the "
    "first quarter, driven by higher volumes in the Widget Systems segment. The Widget Systems segment "
    "was reorganised in 2023 and now includes the Gadget Services business. We expect capital expenditures "
    "of $150 million in fiscal 2024. Our effective tax rate was 21% in the quarter and 23% a year earlier."
)


def _filing(i: int) -> dict:
    name = f"ACME{i}-2024-01-31_10-Q.json"
    chunks = [{"id": f"{i}-t", "type": "table", "text": TABLE.replace("1,658", f"1,6{i:02d}")},
              {"id": f"{i}-t2", "type": "table", "text": TABLE.replace("Net revenue:", "Revenue:").replace("Products", "Hardware")}]
    chunks += [{"id": f"{i}-p{k}", "type": "paragraph", "text": PARAGRAPH.replace("12%", f"{10 + k + i}%")} for k in range(6)]
    return {"report": name, "report_type": "10-Q", "chunks": chunks}


@pytest.fixture
def reports(tmp_path):
    path = tmp_path / "reports.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for i in range(8):
            fh.write(json.dumps(_filing(i)) + "\n")
    return path


def test_table_parse_binds_item_period_and_scale():
    t = parse_table(TABLE, "x")
    assert t is not None and t.scale == "million"
    assert t.periods == ["in the three months ended January 31, 2024", "in the three months ended January 31, 2023"]
    labels = [r.label for r in t.rows]
    assert labels[:3] == ["Products", "Services and other", "Total net revenue"]
    assert t.rows[0].parent == "Net revenue"
    facts = {(f.item, f.col): f.value for f in table_facts(t)}
    assert facts[("net revenue (products)", 0)] == "$1,209 million"
    assert facts[("interest expense", 1)] == "-$25 million"


def test_pairs_are_seeded_split_by_filing_and_counted(reports, tmp_path):
    a = build_pairs(reports, tmp_path / "a", seed=5, dev_fraction=0.25)
    b = build_pairs(reports, tmp_path / "b", seed=5, dev_fraction=0.25)
    assert a == b and (tmp_path / "a" / "train.jsonl").read_text() == (tmp_path / "b" / "train.jsonl").read_text()
    rows = {s: [json.loads(x) for x in (tmp_path / "a" / f"{s}.jsonl").read_text().splitlines()] for s in ("train", "dev")}
    assert a["filings"] == {"train": 6, "dev": 2}
    assert not {r["filing"] for r in rows["train"]} & {r["filing"] for r in rows["dev"]}
    for split, rs in rows.items():
        assert len(rs) == a[split]["pairs"] > 0
        assert sum(a[split]["types"].values()) == len(rs)
        assert {r["label"] for r in rs} <= set(NLI_LABELS)
        assert all(r["premise"] and r["hypothesis"] and r["hypothesis"] != r["premise"] for r in rs)
    kinds = {r["type"] for rs in rows.values() for r in rs}
    assert {"table_fact", "neighbour_row", "other_column"} <= kinds


def test_neighbour_row_contradiction_uses_a_figure_of_the_premise(reports, tmp_path):
    build_pairs(reports, tmp_path / "p", seed=3)
    rows = [json.loads(x) for x in (tmp_path / "p" / "train.jsonl").read_text().splitlines()]
    moved = [r for r in rows if r["type"] == "neighbour_row"]
    assert moved
    for r in moved:
        assert r["label"] == "contradiction"
        figure = r["hypothesis"].split("$")[1].split(" ")[0].rstrip(".,")
        assert figure.replace(",", "") in r["premise"].replace(",", "")  # the wrong figure is in the table


def test_int8_storage_roundtrip_is_close():
    torch.manual_seed(0)
    state = {"w": torch.randn(64, 128), "b": torch.randn(64), "ids": torch.arange(5)}
    stored = quantize_state_dict(state)
    assert stored["w"].dtype == torch.int8 and stored["b"].dtype == torch.float16
    back = models.dequantize_int8(stored)
    assert set(back) == set(state)
    step = state["w"].abs().amax(dim=1, keepdim=True) / 127
    assert bool(((back["w"] - state["w"]).abs() <= step / 2 + 1e-6).all())
    assert torch.equal(back["ids"], state["ids"])


def test_bundled_nli_resolves():
    r = models.resolve("nli", Settings())
    assert r.kind == "bundled" and r.name.startswith("tinyrag-nli-minilm")


@pytest.mark.models
def test_training_checkpoints_and_resumes(tmp_path):
    from tinyrag_eval.training_nli import train_full

    pairs = [Pair(f"A man plays guitar number {i}.", "A man plays music.", float(i % 3)) for i in range(8)]
    meta = train_full(pairs, tmp_path, seed=1, batch_size=4, max_length=32, checkpoint_minutes=0, init_adapter=None)
    assert meta["steps"] == 2 and (tmp_path / "checkpoint.pt").is_file() and (tmp_path / "final").is_dir()
    with pytest.raises(FileExistsError, match="--resume"):
        train_full(pairs, tmp_path, seed=1, batch_size=4, max_length=32, init_adapter=None)
    again = train_full(pairs, tmp_path, seed=1, batch_size=4, max_length=32, resume=True, init_adapter=None)
    assert again["steps"] == 2  # nothing left to train: resumed at the end
    with pytest.raises(ValueError, match="another recipe"):
        train_full(pairs[:4], tmp_path, seed=1, batch_size=4, max_length=32, resume=True, init_adapter=None)


@pytest.mark.models
@pytest.mark.xfail(strict=True, reason="issue 13: the shipped LoRA checker scores this 0.079 (flagged); the fully "
                   "fine-tuned checker in training must fix it before it ships (strict: remove this mark then)")
def test_capex_restated_from_ppe_purchases_is_grounded():
    """Issue 13 regression: a correct restatement of a cash-flow line must not be flagged."""
    from tinyrag_eval.metrics.nli import NLIModel, nli_metrics
    from tinyrag_eval.metrics.text import SegmentedInput
    from tinyrag_eval.metrics.vectors import TextVectors

    models.clear_cache()
    ctx = ("Purchases of property, plant and equipment (PP&E) were $1,577 million in 2018 and "
           "$1,373 million in 2017.")
    seg = SegmentedInput.build("How much did 3M spend on capital expenditures in FY2018?", [ctx],
                               "3M spent $1,577 million on capital expenditures in FY2018.")
    res = nli_metrics(seg, TextVectors(), NLIModel.load(Settings()))[0]
    assert res.name == "nli_groundedness" and not res.invalid
    assert res.value >= 0.5 and not res.details["flagged"], res.details


def test_table_row_windows_carry_their_header_and_scale():
    from tinyrag_eval.metrics.nli import premise_windows
    from tinyrag_eval.metrics.text import SegmentedInput

    ctx = ("Cash flows (in millions)\n\n| Year ended December 31, |\n| 2018 | 2017 |\n"
           "| Net income | $ | 5,363 | $ | 4,869 |\n| Depreciation and amortization | 1,488 | 1,544 |\n"
           "| Purchases of PP&E | (1,577) | (1,373) |")
    seg = SegmentedInput.build("q", [ctx, "A one. A two."], "a")
    windows = dict(premise_windows(seg, 2))
    ppe = [w for w in windows if "Purchases of PP&E | (1,577)" in w and w.index("PP&E") < w.index("Depreciation") + 1000]
    last = [w for w in ppe if w.rstrip().endswith("(1,373) |")]
    assert last and all("2018 | 2017" in w and "(in millions)" in w for w in last)
    assert windows["A one. A two."] == 1  # prose windows are unchanged


@pytest.mark.models
def test_full_reranker_trains_exports_int8_and_loads_as_the_reranker(tmp_path):
    """The resumable full fine-tuning loop with one relevance logit (the reranker recipe), stored in
    the int8 format and loaded by models.get_cross_encoder like any reranker."""
    from tinyrag_eval import models
    from tinyrag_eval.config import Settings
    from tinyrag_eval.training import finalize_adapter_dir
    from tinyrag_eval.training_nli import export_int8, train_full

    pairs = [Pair(f"What was revenue in {2020 + i}?", f"Revenue was {i} million in {2020 + i}." if i % 2 else "The lease renewed.",
                  float(i % 2)) for i in range(8)]
    meta = train_full(pairs, tmp_path / "work", seed=1, batch_size=4, max_length=32, checkpoint_minutes=0, num_labels=1)
    assert meta["num_labels"] == 1 and meta["steps"] == 2
    out = export_int8(tmp_path / "work" / "final", tmp_path / "model", {"role": "reranker", **meta}, num_labels=1)
    finalize_adapter_dir(out)  # the model card of a full-int8 folder
    assert "fully fine-tuned" in (out / "README.md").read_text()
    models.clear_cache()
    ce = models.get_cross_encoder("reranker", Settings(models={"reranker": str(out)}))
    scores = ce.predict([("What was revenue in 2021?", "Revenue was 1 million in 2021."), ("q", "The lease renewed.")])
    assert scores.shape == (2,) and all(0.0 <= s <= 1.0 for s in scores)
    models.clear_cache()
    with pytest.raises(ValueError, match="num_labels"):
        train_full(pairs, tmp_path / "w2", seed=1, num_labels=2)
