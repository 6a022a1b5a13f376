"""benchmarks/deployment_rows.py --from-feature-rows [--model-free-checks]: precomputed prose
signals converted to deployment rows, with today's figure and near-copy features added."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "benchmarks"
sys.path.insert(0, str(ROOT / "benchmarks"))

import deployment_rows as dr


def test_feature_rows_are_converted(tmp_path):
    src = tmp_path / "rows.jsonl"
    src.write_text(json.dumps({"dataset": "summedits/podcast", "id": "x1", "label": 0, "nli_mean": 0.4,
                               "numeric": None, "note": "text is dropped"}) + "\n\n")
    rows = dr.feature_rows(src)
    assert rows == [{"id": "summedits/podcast-x1", "label": 0, "source": "summedits", "domain": "podcast",
                     "features": {"nli_mean": 0.4, "numeric_consistency": None}}]


def test_model_free_checks_need_feature_rows(tmp_path):
    with pytest.raises(SystemExit):
        dr.main(["--model-free-checks", "--out", str(tmp_path / "o.jsonl")])


@pytest.mark.skipif(not (SHARED / "summedits").is_dir(), reason="needs ../shared/benchmarks (SummEdits dev)")
def test_model_free_checks_add_figure_and_copy_features(tmp_path):
    first = json.loads((SHARED / "summedits" / "summedits_podcast.json").read_text())[0]
    src = tmp_path / "rows.jsonl"
    src.write_text(json.dumps({"dataset": "summedits/podcast", "id": first["id"], "label": int(first["label"]),
                               "nli_mean": 0.5}) + "\n")
    out = tmp_path / "out.jsonl"
    dr.main(["--from-feature-rows", str(src), "--model-free-checks", "--out", str(out)])
    feats = json.loads(out.read_text())["features"]
    assert feats["nli_mean"] == 0.5 and set(dr.MODEL_FREE_FEATURES) <= set(feats)
    assert 0 <= feats["copy_mean"] <= 1 and feats["figures_contradicted"] >= 0
    unknown = tmp_path / "unknown.jsonl"
    unknown.write_text(json.dumps({"dataset": "summedits/podcast", "id": "no-such-row", "label": 1}) + "\n")
    with pytest.raises(SystemExit, match="not found"):
        dr.main(["--from-feature-rows", str(unknown), "--model-free-checks", "--out", str(out)])
