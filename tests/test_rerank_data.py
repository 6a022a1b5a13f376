"""The financial reranker pair generator: deterministic, split by filing, negatives from the same
filing that never hold the answer. Tiny synthetic filings; no shared data, no models."""

from __future__ import annotations

import gzip
import json

import pytest

from tinyrag_eval import rerank_data as rd


def _filing(name: str, company: str, n: int) -> dict:
    chunks = [{"id": 0, "type": "table", "text": (
        f"{company.upper()}, INC.\nCONSOLIDATED STATEMENTS OF OPERATIONS\n(in millions)\n\n| Year Ended December 31, |\n"
        "| 2023 | 2022 |\n| Net revenue | $ | 1,209 | $ | 1,323 |\n| Cost of products | 514 | 556 |\n"
        "| Research and development | 128 | 123 |")}]
    segments = ["Apparel", "Footwear", "Software", "Services", "Licensing", "Retail", "Wholesale"]
    for i in range(1, n):
        chunks.append({"id": i, "type": "paragraph", "text": (
            f"{segments[i % len(segments)]} segment sales increased by {i * 7} million in fiscal 2023 due to pricing. "
            f"The warehouse lease was renewed in {2020 + i}.")})
    chunks.append({"id": n, "type": "table", "text": (
        "| December 31, 2023 | December 31, 2022 |\n| Goodwill | 3,967 | 3,960 |\n| Inventory | 1,033 | 1,031 |")})
    return {"report": name, "report_type": "10-K", "chunks": chunks}


@pytest.fixture
def reports(tmp_path):
    path = tmp_path / "reports.jsonl.gz"
    with gzip.open(path, "wt") as fh:
        for i in range(12):
            fh.write(json.dumps(_filing(f"CO{i:02d}-2024-02-01_10-K.json", f"Company{i} Holdings", 6)) + "\n")
    return path


def _whole(text: str) -> list[str]:
    return [text]


def test_pairs_are_deterministic_and_well_formed(reports):
    filings = rd.read_filings(reports)
    a = rd.generate_pairs(filings, _whole, seed=7, queries_per_filing=4)
    b = rd.generate_pairs(list(reversed(filings)), _whole, seed=7, queries_per_filing=4)
    assert a == b and len(a) > 0
    assert a != rd.generate_pairs(filings, _whole, seed=8, queries_per_filing=4)
    by_query: dict[tuple[str, str], list[rd.RerankPair]] = {}
    for p in a:
        by_query.setdefault((p.filing, p.query), []).append(p)
    texts = {f.name: {" ".join(rd.depipe(c["text"]).split()) for c in f.chunks} | {" ".join(c["text"].split()) for c in f.chunks}
             for f in filings}
    for (filing, query), group in by_query.items():
        assert [p.label for p in group] == [1.0, 0.0, 0.0], query
        assert len({p.passage for p in group}) == 3
        # every passage is a chunk of the query's own filing (hard negatives from the same filing)
        assert all(" ".join(p.passage.split()) in texts[filing] for p in group)
        assert group[0].kind.endswith("+pos") and {group[1].kind.split("+")[1], group[2].kind.split("+")[1]} == {"hard", "random"}
    kinds = {p.kind.split("+")[0] for p in a}
    assert kinds == {"table", "text"}
    table_queries = [q for (_, q), g in by_query.items() if g[0].kind == "table+pos"]
    assert any("Company" in q for q in table_queries) and any(" in 2023" in q or "December 31, 2023" in q for q in table_queries)


def test_negatives_never_hold_the_line_item(reports):
    filings = rd.read_filings(reports)
    for p in rd.generate_pairs(filings, _whole, seed=3, queries_per_filing=6):
        if p.label == 0 and p.kind.startswith("table"):
            for item in ("net revenue", "cost of products", "research and development", "goodwill", "inventory"):
                if item in p.query.lower():
                    assert item not in p.passage.lower(), (p.query, p.passage)


def test_split_by_filing(reports):
    names = [f.name for f in rd.read_filings(reports)]
    train, dev = rd.split_filings(names, 0.25, seed=13)
    assert set(train).isdisjoint(dev) and sorted(train + dev) == sorted(names) and len(dev) == 3
    assert (train, dev) == rd.split_filings(list(reversed(names)), 0.25, seed=13)
    data = rd.build(reports, seed=13, dev_fraction=0.25, queries_per_filing=3)
    assert {p.filing for p in data["train"]}.isdisjoint({p.filing for p in data["dev"]})
    assert {p.filing for p in data["dev"]} <= set(dev)
    counts = rd.counts(data["train"])
    assert counts["pairs"] == len(data["train"]) and counts["queries"] * 3 == counts["pairs"]


def test_table_facts_and_company_name():
    text = "| Three Months Ended |\n| 2024 | 2023 |\n| Net revenue: |\n| Products | $ | 1,209 | $ | 1,323 |\n| Total | 9 | 8 |"
    facts = list(rd.table_facts(text))
    assert facts[0][1:] == ("Products", "2024")
    assert all(f[1] != "Total" for f in facts)  # a bare 'Total' names no line item
    f = rd.Filing("AGL-2024_10-Q.json", "10-Q", [{"id": 0, "type": "table", "text": "AGILENT TECHNOLOGIES, INC.\nBALANCE"}])
    assert rd.company_name(f) == "Agilent Technologies"
    assert rd.company_name(rd.Filing("XYZ-2024_10-Q.json", "10-Q", [{"id": 0, "type": "paragraph", "text": "no name"}])) == "XYZ"
    assert rd.depipe("| a | b |\n| c | 1 |") == "a b\nc 1"


def test_missing_reports_file_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="findver"):
        rd.read_filings(tmp_path / "nope.jsonl.gz")


def test_two_period_tables_give_comparison_questions(reports):
    """Analysts ask for the change, average or larger of two periods (TAT-QA style); the table's
    header periods feed those questions, and their positive is still the row's own chunk."""
    rows = list(rd.table_rows("| Year Ended December 31, |\n| 2023 | 2022 |\n| Net revenue | $ | 1,209 | $ | 1,323 |"))
    assert rows[0][1:] == ("Net revenue", ("2023", "2022"))
    pairs = rd.generate_pairs(rd.read_filings(reports), _whole, seed=5, queries_per_filing=6)
    comparisons = [p for p in pairs if p.kind == "table+pos" and "2022" in p.query and "2023" in p.query]
    assert comparisons, "no two-period question generated"
    assert all("2023" in p.passage and "2022" in p.passage and ("Goodwill" in p.passage or "Net revenue" in p.passage)
               for p in comparisons)


def test_train_reranker_cli_refuses_a_bad_recipe_before_loading_anything(tmp_path):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    runner = CliRunner()
    res = runner.invoke(app, ["train", "reranker", "--recipe", "huge", "--out", str(tmp_path / "m")])
    assert res.exit_code == 2 and "'full' or 'lora'" in res.output
    res = runner.invoke(app, ["train", "reranker", "--recipe", "full", "--work", str(tmp_path / "w")])
    assert res.exit_code == 2 and "--findver" in res.output
    res = runner.invoke(app, ["train", "reranker", "--recipe", "full", "--device", "tpu", "--findver", str(tmp_path / "r.gz")])
    assert res.exit_code == 2 and "cpu' or 'cuda" in res.output
    assert not (tmp_path / "w").exists()
    (tmp_path / "w2").mkdir()
    (tmp_path / "w2" / "checkpoint.pt").write_bytes(b"")
    res = runner.invoke(app, ["train", "reranker", "--recipe", "full", "--work", str(tmp_path / "w2"),
                              "--findver", str(tmp_path / "r.gz")])
    assert res.exit_code == 2 and "--resume" in res.output  # said at once, before the pairs are generated


@pytest.mark.parametrize("content,message", [
    (b"", "holds no filings"),
    (b"not json\n", ":1: invalid JSON"),
    (b'{"report": "A.json"}\n', ":1: a filing needs 'report'"),
])
def test_bad_reports_files_are_one_clear_error(tmp_path, content, message):
    path = tmp_path / "reports.jsonl.gz"
    with gzip.open(path, "wb") as fh:
        fh.write(content)
    with pytest.raises(ValueError, match=message):
        rd.read_filings(path)


def test_findver_pairs_join_both_reranker_recipes(reports):
    """One function adds the financial pairs for the LoRA and the full recipe: every general pair
    kept, the FinDVer train split appended and shuffled by the seed, counts in the metadata."""
    from tinyrag_eval.training import Pair, add_findver_pairs

    general = [Pair("who wrote it?", "Ann wrote it.", 1.0), Pair("who wrote it?", "It rained.", 0.0)]
    meta: dict = {"questions": {"squad": 1}}
    pairs, dev = add_findver_pairs(general, meta, reports, seed=3, queries_per_filing=4, chunk_size=512)
    fin = rd.build(reports, seed=3, queries_per_filing=4, chunk_size=512)
    assert len(general) == 2 and all(g in pairs for g in general)
    assert len(pairs) == 2 + len(fin["train"]) and dev == fin["dev"] and dev
    assert {(p.a, p.b, p.label) for p in pairs[2:] + pairs[:2]} >= {(p.query, p.passage, p.label) for p in fin["train"]}
    assert meta["pairs"] == len(pairs) and meta["positives"] == sum(p.label for p in pairs)
    assert meta["findver"]["train"] == rd.counts(fin["train"]) and meta["findver"]["dev"] == rd.counts(dev)
    assert meta["questions"]["findver (financial, generated)"] == rd.counts(fin["train"])["queries"] > 0
    again, _ = add_findver_pairs(general, {"questions": {}}, reports, seed=3, queries_per_filing=4, chunk_size=512)
    assert again == pairs
