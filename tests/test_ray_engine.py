"""The Ray engine of `tinyrag eval memo`: same records as the single process, clear errors.

Ray starts once for this module (2 CPUs, no dashboard) and is shut down at the end; the engine
uses a session that is already running and leaves it running."""

from __future__ import annotations

import json
import sys

import pytest

ray = pytest.importorskip("ray", reason="the ray extra is not installed (pip install 'tinyrag-eval[ray]')")

QUERY = "What was Acme Bank's CET1 ratio at the end of 2025?"
CTX = ["Acme Bank reported a CET1 ratio of 14.2% at 31 December 2025, up from 13.8% a year earlier.",
       "Net interest income rose 6% to $1.2 billion on higher margins."]
MEMOS = [
    {"id": "a", "query": QUERY, "contexts": CTX, "answer": "The CET1 ratio was 14.2% at year end 2025."},
    {"id": "b", "query": QUERY, "contexts": CTX, "answer": "CET1 fell to 9.1% while income rose 6%."},
    {"id": "c", "query": QUERY, "contexts": [], "answer": "The CET1 ratio was 14.2%."},
    {"id": "d", "query": "Net interest income?", "contexts": CTX[1:], "answer": "Net interest income rose 6% to $1.2 billion."},
]
METRICS = "groundedness_similarity,answer_relevancy,numeric_consistency,nli_groundedness"


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


def _write_input(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join([json.dumps(MEMOS[0]), "{not json", json.dumps({"id": "noans", "query": QUERY}),
                              *map(json.dumps, MEMOS[1:])]) + "\n")
    return src


def _run(tmp_path, name, *extra):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    out = tmp_path / f"{name}.jsonl"
    res = CliRunner().invoke(app, ["eval", "memo", "--input", str(_write_input(tmp_path)), "--out", str(out),
                                   "--json", *(() if "--metrics" in extra else ("--metrics", METRICS)), *extra])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout), [json.loads(x) for x in out.read_text().splitlines()]


@pytest.mark.models
def test_ray_records_equal_single_process(tmp_path, local_ray):
    single_summary, single = _run(tmp_path, "single")
    ray_summary, on_ray = _run(tmp_path, "ray", "--engine", "ray", "--workers", "2")
    assert [r["line"] for r in on_ray] == [r["line"] for r in single] == [1, 2, 3, 4, 5, 6]
    assert [r.get("error") for r in on_ray] == [r.get("error") for r in single]
    assert [r["id"] for r in on_ray] == [r["id"] for r in single] == ["a", None, "noans", "b", "c", "d"]
    for s, r in zip(single, on_ray, strict=True):
        assert set(r) == set(s)
        if "metrics" not in s:
            continue
        # the memo metrics asked for, then the safety gate: eval memo evaluates like the workflow
        assert list(r["metrics"]) == list(s["metrics"]) == [*METRICS.split(","), "safety_injection",
                                                             "safety_toxicity", "safety_privacy"]
        for name, sm in s["metrics"].items():
            rm = r["metrics"][name]
            # the same invalid flags, reasons and details; values equal up to float noise (the
            # sentences are embedded in other batches on other workers)
            assert (rm["invalid"], rm["reason"], rm["name"]) == (sm["invalid"], sm["reason"], sm["name"])
            if sm["value"] is None:
                assert rm["value"] is None
            else:
                assert rm["value"] == pytest.approx(sm["value"], abs=1e-6), name
    assert ray_summary["rows"] == single_summary["rows"] == 6
    assert ray_summary["row_errors"] == single_summary["row_errors"] == 2
    assert ray_summary["metrics"].keys() == single_summary["metrics"].keys()


@pytest.mark.models
def test_workers_build_the_single_process_evaluator(local_ray):
    """One metric through the real actor pool (one worker: the sentences are still embedded):
    records come back by their index, each the single-process record."""
    from tinyrag_eval.config import Settings
    from tinyrag_eval.engine.memo import MemoBatchSpec, evaluate_memos_ray, memo_record
    from tinyrag_eval.engine.ray_runtime import RayOptions
    from tinyrag_eval.metrics.memo import MemoInput

    settings = Settings()
    spec = MemoBatchSpec(settings=settings, metrics=("numeric_consistency",), options=settings.metrics)
    items = [(i * 3, MemoInput.model_validate(m)) for i, m in enumerate(MEMOS)]
    seen = []
    out = evaluate_memos_ray(items, spec, RayOptions(workers=1), on_done=lambda i, r: seen.append(i))
    assert sorted(out) == sorted(seen) == [0, 3, 6, 9]
    evaluator = spec.evaluator()
    for index, item in items:
        expected = memo_record(evaluator, item)
        assert out[index]["id"] == expected["id"] and out[index]["metrics"] == expected["metrics"]


def test_unknown_engine_and_address_without_ray_are_one_line_errors(tmp_path):
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app

    src = _write_input(tmp_path)
    res = CliRunner().invoke(app, ["eval", "memo", "--input", str(src), "--out", str(tmp_path / "o.jsonl"),
                                   "--engine", "spark"])
    assert res.exit_code == 2 and "--engine must be single or ray" in res.output
    res = CliRunner().invoke(app, ["eval", "memo", "--input", str(src), "--out", str(tmp_path / "o.jsonl"),
                                   "--address", "ray://x:10001"])
    assert res.exit_code == 2 and "--address needs --engine ray" in res.output


def test_missing_ray_names_the_extra(monkeypatch):
    from tinyrag_eval.engine.ray_runtime import EngineError, require_ray

    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now raises ImportError
    with pytest.raises(EngineError, match=r"pip install 'tinyrag-eval\[ray\]'"):
        require_ray()


def test_worker_failure_is_one_engine_error(local_ray):
    from tinyrag_eval.engine.ray_runtime import EngineError, RayOptions, actor_pool, worker_errors

    class Boom:
        def __call__(self, batch):
            raise ValueError("bad batch 42")

    with pytest.raises(EngineError, match="a Ray worker failed: .*bad batch 42"), worker_errors():
        ray.data.from_items([{"x": 1}]).map_batches(Boom, **actor_pool(ray, RayOptions(workers=1))).take_all()


@pytest.mark.models
def test_ray_job_workers_claim_and_store_the_single_process_records(tmp_path, monkeypatch, local_ray):
    import os

    from tinyrag_eval.store import JobQueue, Store

    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    monkeypatch.setenv("TINYRAG_STORE__URL", url)
    metrics = "groundedness_similarity,numeric_consistency"
    _, single = _run(tmp_path, "single", "--metrics", metrics)
    summary, on_ray = _run(tmp_path, "rayjob", "--metrics", metrics, "--engine", "ray", "--job", "j1")
    assert summary["evaluated"] == 4 and summary["counts"]["done"] == 4 and summary["counts"]["failed"] == 2
    assert [{k: v for k, v in r.items() if k != "metrics" and k != "seconds"} for r in on_ray] == \
           [{k: v for k, v in r.items() if k != "metrics" and k != "seconds"} for r in single]
    for s, r in zip(single, on_ray, strict=True):
        for name, sm in (s.get("metrics") or {}).items():
            rm = r["metrics"][name]
            assert (rm["invalid"], rm["reason"]) == (sm["invalid"], sm["reason"])
            assert rm["value"] == pytest.approx(sm["value"], abs=1e-6) if sm["value"] is not None else rm["value"] is None
    done_by = {it.worker for it in JobQueue(Store.open(url)).items("j1", "done")}
    assert done_by and all(not w.endswith(f":{os.getpid()}") for w in done_by)  # the actors did the work

    # a spent cost budget holds on Ray too: neither the actors nor the driver claim another item
    from typer.testing import CliRunner

    from tinyrag_eval.cli import app
    from tinyrag_eval.llm.usage import Usage

    q = JobQueue(Store.open(url))
    j1 = q.get("j1")
    items = [(it.payload, it.error if it.status == "failed" else None) for it in q.items("j1")]
    q.create("j2", j1.kind, {**j1.spec, "max_cost_usd": 0.5}, items)
    first = q.claim("j2", "test", limit=1)[0]
    assert q.complete("j2", first.index, "test", {"id": "a"}, Usage(llm_calls=1, cost_usd=0.4))
    res = CliRunner().invoke(app, ["jobs", "resume", "j2", "--engine", "ray", "--json"])
    assert res.exit_code == 3, res.output
    s = json.loads(res.stdout)
    assert s["evaluated"] == 0 and s["counts"]["pending"] == 3 and "would exceed --max-cost 0.5" in s["stopped"]
