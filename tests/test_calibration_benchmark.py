"""benchmarks/calibration.py runs end to end on a small synthetic rows file (no models)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
from scipy.special import expit

ROOT = Path(__file__).resolve().parents[1]


def test_calibration_benchmark_on_synthetic_rows(tmp_path):
    rng = np.random.default_rng(0)
    rows = tmp_path / "rows.jsonl"
    with rows.open("w") as fh:
        for d in ("podcast", "qmsumm", "sales_call", "sales_email", "samsum", "scitldr"):
            for i in range(130):
                a, b = rng.normal(size=2)
                fh.write(json.dumps({"dataset": f"summedits/{d}", "id": f"{d}{i}",
                                     "label": int(rng.uniform() < expit(2 * a + b)),
                                     "nli_min": a, "sim": None if i % 9 == 0 else b}) + "\n")
        fh.write('{"dataset": "wice/dev", "id": "w", "label": "supported", "nli_min": 0.1}\n')
        fh.write('{"dataset": "summedits/podcast", "id": "cut mid-li')  # a file still being written
    out = tmp_path / "calibration.json"
    res = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "calibration.py"), "--rows", str(rows),
                          "--features", "nli_min,sim", "--allow-partial", "--repeats", "4", "--cross-repeats", "2", "--out", str(out)],
                         check=False, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    data = json.loads(out.read_text())
    assert set(data["within"]) == {"podcast", "qmsumm", "sales_call", "sales_email", "samsum", "scitldr"}
    assert data["config"]["row_problems"] == 1
    w = data["within"]["podcast"]
    assert w["n"] == 130 and w["missing_share"]["sim"] > 0
    assert 0.8 <= w["alpha=0.1"]["coverage"] <= 1.0
    assert set(data["cross"]) == set(data["within"]) and data["balanced_accuracy_target"]["comparable"]
    assert "| podcast | 130 |" in out.with_suffix(".md").read_text()
