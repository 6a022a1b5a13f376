"""Is the offline repair right? Each memo the product would repair, checked against judged texts.

    .venv/bin/python benchmarks/repair_check.py --rows benchmarks/work/tatqa_deploy.jsonl \
        [--judged FILE.jsonl ...] [--cache benchmarks/work/deployment_cache] [--examples 20] \
        [--out benchmarks/results/repair_check.json]

For every row of ``--rows`` (the format of ``benchmarks/deployment.py``: ``{"id", "query",
"contexts", "answer", "label"}``, optional ``kind``) the product's evaluation is read (scored once
and cached exactly as ``deployment.py`` scores: ``score_rows``), the repair its evidence record
calls for is planned and applied (``tinyrag_eval.repair``: ``plan_repair``/``apply_repair``), and
the repaired text is looked up among the judged texts: the rows of ``--rows`` and of every
``--judged`` file, keyed by query, contexts and answer up to spacing (``deployment.judged_text``).
Each repaired memo is then one of

* ``judged_acceptable``: a person judged exactly this text acceptable (a failing memo repaired
  into its correct version);
* ``judged_failing``: a person judged this text failing;
* ``not_judged``: no judged row holds the text.

Reported per label of the memo before the repair (``failing`` / ``acceptable``: a plan for an
acceptable memo can only break it or leave it as good) and per ``kind`` when rows have one, with
examples. No model is loaded when every row's scores are cached. Writes ``--out`` (JSON).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import deployment as bench  # the benchmark scripts import each other, as grounded_features.py does
from _results import command_line, write_json


def check(rows: list[dict[str, Any]], judged_rows: list[dict[str, Any]], cache: Path,
          examples: int = 20) -> dict[str, Any]:
    """The outcome of each planned repair of ``rows`` (module docstring) as counts and examples."""
    from tinyrag_eval.config import get_settings

    labels = bench.judged_labels([*rows, *judged_rows])
    todo = {bench.row_key(r): r for r in rows if "features" not in r}
    scored = bench.score_rows(list(todo.values()), get_settings(), cache, need_reranker=False)
    variants = bench.repair_variants(todo, scored)
    counts: Counter[tuple[str, str, str]] = Counter()
    shown: list[dict[str, Any]] = []
    for k, v in variants.items():
        r = todo[k]
        seen = labels.get(bench.judged_text(r["query"], r["contexts"], v["memo"].text), set())
        outcome = ("not_judged" if not seen else "judged_acceptable" if seen == {1}
                   else "judged_failing" if seen == {0} else "judged_both_ways")
        before = "acceptable" if int(r["label"]) == 1 else "failing"
        counts[(before, str(r.get("kind", "")), outcome)] += 1
        if len(shown) < examples and outcome != "judged_acceptable":
            shown.append({"id": r["id"], "label": int(r["label"]), "kind": r.get("kind", ""), "outcome": outcome,
                          "before": r["answer"], "after": v["memo"].text,
                          "edits": [e.model_dump(include={"kind", "before", "after", "checker"}) for e in v["memo"].repairs]})
    by_label: dict[str, dict[str, int]] = {}
    by_kind: dict[str, dict[str, int]] = {}
    for (before, kind, outcome), n in sorted(counts.items()):
        by_label.setdefault(before, {}).setdefault(outcome, 0)
        by_label[before][outcome] += n
        if kind:
            by_kind.setdefault(kind, {}).setdefault(outcome, 0)
            by_kind[kind][outcome] += n
    failing = by_label.get("failing", {})
    judged = failing.get("judged_acceptable", 0) + failing.get("judged_failing", 0)
    return {
        "rows": len(todo), "failing_rows": sum(int(r["label"]) == 0 for r in todo.values()),
        "with_repair_plan": len(variants), "by_label_before": by_label, "by_kind": by_kind,
        "failing_repaired_acceptable_of_judged": round(failing.get("judged_acceptable", 0) / judged, 4) if judged else None,
        "acceptable_with_a_plan": sum(by_label.get("acceptable", {}).values()),
        "examples": shown,
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--rows", type=Path, required=True, help="the memos, as benchmarks/deployment.py reads them")
    ap.add_argument("--judged", type=Path, action="append", default=[],
                    help="more labelled rows (same format) whose texts count as judged; repeatable")
    ap.add_argument("--cache", type=Path, default=ROOT / "benchmarks/work/deployment_cache",
                    help="the score cache shared with deployment.py (default: %(default)s)")
    ap.add_argument("--examples", type=int, default=20, help="repairs not judged acceptable to keep in the JSON")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/repair_check.json")
    a = ap.parse_args(argv)
    if a.examples < 0:
        ap.error(f"--examples must be >= 0, got {a.examples}")
    rows = bench.read_rows(a.rows)
    judged = [r for p in a.judged for r in bench.read_rows(p)]
    result = check(rows, judged, a.cache, a.examples)
    result["meta"] = {"command": command_line("benchmarks/repair_check.py", argv),
                      "rows": str(a.rows), "judged": [str(p) for p in a.judged]}
    write_json(a.out, result, indent=2, ensure_ascii=False)
    print(json.dumps({k: result[k] for k in ("rows", "with_repair_plan", "by_label_before",
                                             "failing_repaired_acceptable_of_judged")}, indent=1))
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
