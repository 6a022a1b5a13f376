"""Load test of the review API: N concurrent reviewers deciding M items with random conflicts.

    nice -n 10 .venv/bin/python benchmarks/review_load.py [--reviewers 50] [--items 500]
        [--conflict-rate 0.3] [--backend sqlite|postgresql|both] [--pg-url URL] [--seed 13]
        [--out benchmarks/results/review_load.json]

Loopback only, stops by itself. For each backend (SQLite in a temporary folder; PostgreSQL in a
private schema of ``--pg-url``, else ``$TINYRAG_TEST_POSTGRES_URL``: ``.ci/start-postgres``
prints one) the script

1. escalates ``--items`` memos with the scripted fake workflow of the tests (no models: this
   measures the server and the store, not the models) — not timed;
2. serves the review app with uvicorn on 127.0.0.1 (a free port), the resume pool as
   ``review.*`` sets it (``--workers`` resume workers);
3. plans the verdicts with ``random.Random(seed)``: every item gets one reviewer, and with
   probability ``--conflict-rate`` 2-4 distinct reviewers at once (a conflict); each verdict is
   approve (70%), edit (10%: the memo without its unsupported sentences) or reject (20%). Each
   reviewer works through its items in item order, so the contenders of an item reach it at
   about the same time;
4. starts ``--reviewers`` threads together (a barrier), each with its own HTTP connection, that
   ``POST /api/reviews/{id}/verdict`` with the bearer token; every request's status and
   latency are kept;
5. waits until every resume job is finished (or ``--timeout`` s), then checks the store.

Reported per backend: throughput (decisions/s = items / wall time of the verdict phase, and
requests/s), latency p50/p99 of all verdict requests and of winners (202) and losers (409),
the resume drain time, and the invariants, each with its count of violations:

* ``decided_once``: every item has exactly one 202, its stored reviewer is that winner, and it
  is no longer pending;
* ``losers_409``: every other request for an item got 409 (any other status is counted);
* ``labels``: exactly one human label per item, by the winner (``lost`` = items without one,
  ``duplicated`` = items with more than one);
* ``exports``: each approved or edited run has one export record and the output folder holds
  exactly one Markdown file per record (``duplicate`` counts extra ones); rejected runs are
  archived and not exported;
* ``resumes``: every item's resume job is ``done`` after exactly one claim.

A smaller run (8 reviewers x 40 items) is a test: tests/test_review_load.py.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _results import command_line, write_json

from tests.web_helpers import MIXED, TOKEN, TOPIC  # the scripted fakes of the tests
from tests.workflow_fakes import make_services

EDITED = "Northwind Harbour Bank's CET1 ratio was 14.6% at the end of 2025 [ar#p2#0] <CONFIDENCE: HIGH>."
VERDICTS = (("approve", 0.7), ("edit", 0.1), ("reject", 0.2))
MAX_REVIEWERS, MAX_ITEMS = 50, 500


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    v = sorted(values)
    k = (len(v) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def ms(x: float | None) -> float | None:
    return None if x is None else round(1000 * x, 2)


# --------------------------------------------------------------------------- setup


@contextmanager
def database(backend: str, pg_url: str | None, folder: Path) -> Iterator[str]:
    """A fresh database URL: a SQLite file in ``folder``, or a private PostgreSQL schema."""
    if backend == "sqlite":
        yield f"sqlite:///{folder / 'store.sqlite3'}"
        return
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    if not pg_url:
        raise SystemExit("PostgreSQL needs --pg-url or $TINYRAG_TEST_POSTGRES_URL (.ci/start-postgres prints one)")
    schema = f"load_{uuid.uuid4().hex[:12]}"
    admin = create_engine(pg_url)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    try:
        yield make_url(pg_url).update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
            hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


def escalate_items(url: str, out_dir: Path, m: int) -> tuple[Any, list[str]]:
    from tinyrag_eval.workflows.run import run_memo

    svc = make_services(url, out_dir, [MIXED])
    ids = []
    for _ in range(m):
        out = run_memo(TOPIC, svc, max_attempts=1)
        if out.status != "escalated" or not out.review_id:
            raise RuntimeError(f"setup: the fake workflow did not escalate ({out.status})")
        ids.append(out.review_id)
    return svc, ids


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serving(app: Any) -> Iterator[str]:
    """``app`` served by uvicorn on 127.0.0.1 in a thread; yields the base URL."""
    import uvicorn

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, name="review-load-server", daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the review server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)


def plan(ids: list[str], reviewers: int, conflict_rate: float, rng: random.Random) -> dict[int, list[tuple[int, str]]]:
    """reviewer index -> [(item index, verdict)] in item order."""
    work: dict[int, list[tuple[int, str]]] = defaultdict(list)
    names, weights = zip(*VERDICTS, strict=True)
    for i in range(len(ids)):
        k = 1 if reviewers < 2 or rng.random() >= conflict_rate else rng.randint(2, min(4, reviewers))
        for r in rng.sample(range(reviewers), k):
            work[r].append((i, rng.choices(names, weights)[0]))
    return {r: sorted(v) for r, v in work.items()}


# --------------------------------------------------------------------------- the load


def decide_all(base: str, ids: list[str], work: dict[int, list[tuple[int, str]]], reviewers: int,
               timeout_s: float) -> tuple[list[dict[str, Any]], float]:
    import httpx

    responses: list[dict[str, Any]] = []
    lock = threading.Lock()
    barrier = threading.Barrier(reviewers + 1)

    def reviewer(r: int) -> None:
        name = f"reviewer-{r:02d}"
        mine: list[dict[str, Any]] = []
        with httpx.Client(base_url=base, timeout=timeout_s,
                          headers={"Authorization": f"Bearer {TOKEN}"}) as client:
            barrier.wait()
            for i, verdict in work.get(r, []):
                body: dict[str, Any] = {"reviewer": name, "verdict": verdict}
                if verdict == "edit":
                    body["edited_text"] = EDITED
                t0 = time.perf_counter()
                try:
                    status = client.post(f"/api/reviews/{ids[i]}/verdict", json=body).status_code
                except httpx.HTTPError as exc:
                    status = f"error: {type(exc).__name__}"
                mine.append({"item": i, "reviewer": name, "verdict": verdict, "status": status,
                             "latency_s": time.perf_counter() - t0})
        with lock:
            responses.extend(mine)

    threads = [threading.Thread(target=reviewer, args=(r,), daemon=True) for r in range(reviewers)]
    for t in threads:
        t.start()
    barrier.wait()
    t0 = time.perf_counter()
    for t in threads:
        t.join(timeout_s)
    return responses, time.perf_counter() - t0


def wait_for_resumes(store: Any, ids: list[str], timeout_s: float) -> float:
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout_s:
        jobs = {j.review_id: j for j in store.resume_jobs()}
        if all(rid in jobs and not jobs[rid].active for rid in ids):
            break
        time.sleep(0.2)
    return time.perf_counter() - t0


def check(store: Any, ids: list[str], responses: list[dict[str, Any]], out_dir: Path) -> dict[str, Any]:
    by_item: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for r in responses:
        by_item[r["item"]].append(r)
    not_once, wrong_winner, other_status = [], [], Counter()
    winners: dict[str, str] = {}
    for i, rid in enumerate(ids):
        wins = [r for r in by_item[i] if r["status"] == 202]
        item = store.get_review(rid)
        if len(wins) != 1 or item.status == "pending":
            not_once.append(rid)
            continue
        winners[rid] = wins[0]["reviewer"]
        if item.reviewer != wins[0]["reviewer"]:
            wrong_winner.append(rid)
        for r in by_item[i]:
            if r["status"] not in (202, 409):
                other_status[str(r["status"])] += 1
    losers = sum(1 for r in responses if r["status"] != 202)
    got_409 = sum(1 for r in responses if r["status"] == 409)

    labels = [lab for lab in store.labels() if lab.review_id in set(ids)]
    per_item = Counter(lab.review_id for lab in labels)
    lost = [rid for rid in ids if per_item[rid] == 0]
    duplicated = [rid for rid in ids if per_item[rid] > 1]
    wrong_label = [lab.review_id for lab in labels if winners.get(lab.review_id) not in (None, lab.reviewer)]

    missing_export, extra_export, not_archived, exported_rejects, export_rows = [], 0, [], [], 0
    for rid in ids:
        item = store.get_review(rid)
        run = store.get_run(item.run_id)
        recs = [e for a in store.attempts(item.run_id) if (e := store.get_export(a.id)) is not None]
        export_rows += len(recs)
        if item.status in ("approved", "edited"):
            if len(recs) == 0 or run.status != "finalized":
                missing_export.append(rid)
            extra_export += max(0, len(recs) - 1)
        elif item.status == "rejected":
            if run.status != "archived":
                not_archived.append(rid)
            if recs:
                exported_rejects.append(rid)
    files = len(list(out_dir.rglob("*.md")))
    jobs = {j.review_id: j for j in store.resume_jobs()}
    not_done = [rid for rid in ids if rid not in jobs or jobs[rid].state != "done"]
    reclaimed_or_retried = [rid for rid in ids if rid in jobs and jobs[rid].attempts != 1]
    duplicate_exports = extra_export + max(0, files - export_rows)
    inv = {
        "decided_once": {"ok": not not_once and not wrong_winner, "items": len(ids),
                         "not_exactly_once": len(not_once), "stored_reviewer_not_the_winner": len(wrong_winner)},
        "losers_409": {"ok": got_409 == losers and not other_status, "losers": losers, "got_409": got_409,
                       "other_status": dict(other_status)},
        "labels": {"ok": not lost and not duplicated and not wrong_label, "labels": len(labels), "lost": len(lost),
                   "duplicated": len(duplicated), "not_by_winner": len(wrong_label)},
        "exports": {"ok": not missing_export and duplicate_exports == 0 and not exported_rejects and not not_archived,
                    "export_records": export_rows, "markdown_files": files, "missing": len(missing_export),
                    "duplicate": duplicate_exports, "rejected_but_exported": len(exported_rejects),
                    "rejected_not_archived": len(not_archived)},
        "resumes": {"ok": not not_done and not reclaimed_or_retried, "jobs": len(jobs), "not_done": len(not_done),
                    "claimed_more_than_once": len(reclaimed_or_retried),
                    "failed_reasons": sorted({jobs[r].error or "" for r in not_done if r in jobs})[:5]},
    }
    inv["all_ok"] = all(v["ok"] for v in inv.values())
    return inv


def run_load(backend: str, *, reviewers: int, items: int, conflict_rate: float = 0.3, seed: int = 13,
             workers: int = 2, pg_url: str | None = None, timeout_s: float = 600.0) -> dict[str, Any]:
    """One load run on ``backend`` (sqlite | postgresql); returns the figures and invariants."""
    from tinyrag_eval.config import ReviewSettings
    from tinyrag_eval.web import create_app

    if not 1 <= reviewers <= MAX_REVIEWERS or not 1 <= items <= MAX_ITEMS:
        raise ValueError(f"reviewers must be 1-{MAX_REVIEWERS} and items 1-{MAX_ITEMS}")
    if not 0 <= conflict_rate <= 1:
        raise ValueError("conflict rate must be in [0, 1]")
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="review_load_") as tmp, database(backend, pg_url, Path(tmp)) as url:
        out_dir = Path(tmp) / "out"
        t0 = time.perf_counter()
        svc, ids = escalate_items(url, out_dir, items)
        setup_s = time.perf_counter() - t0
        work = plan(ids, reviewers, conflict_rate, rng)
        app = create_app(store=svc.store, services_for=lambda run: svc, token=TOKEN,
                         review=ReviewSettings(resume_workers=workers, resume_poll_s=0.2))
        with serving(app) as base:
            responses, wall = decide_all(base, ids, work, reviewers, timeout_s)
            drain = wait_for_resumes(svc.store, ids, timeout_s)
        invariants = check(svc.store, ids, responses, out_dir)
        svc.store.close()
    lat = [r["latency_s"] for r in responses]
    win = [r["latency_s"] for r in responses if r["status"] == 202]
    lose = [r["latency_s"] for r in responses if r["status"] == 409]
    conflicted = sum(1 for c in Counter(r["item"] for r in responses).values() if c > 1)
    return {
        "backend": backend, "reviewers": reviewers, "items": items, "conflict_rate": conflict_rate, "seed": seed,
        "resume_workers": workers, "requests": len(responses), "items_with_conflicts": conflicted,
        "setup_s": round(setup_s, 2), "verdict_phase_s": round(wall, 3),
        "decisions_per_s": round(items / wall, 2) if wall else None,
        "requests_per_s": round(len(responses) / wall, 2) if wall else None,
        "latency_ms": {"p50": ms(percentile(lat, 0.5)), "p99": ms(percentile(lat, 0.99)), "max": ms(max(lat, default=None))},
        "latency_202_ms": {"p50": ms(percentile(win, 0.5)), "p99": ms(percentile(win, 0.99))},
        "latency_409_ms": {"p50": ms(percentile(lose, 0.5)), "p99": ms(percentile(lose, 0.99))},
        "resume_drain_s": round(drain, 2),
        "invariants": invariants,
    }


def markdown(report: dict[str, Any]) -> str:
    lines = ["# Review API load test", "", f"Command: `{report['command']}`", "",
             ("| backend | reviewers × items | requests (conflicted items) | decisions/s | requests/s | p50 ms "
              "| p99 ms | p99 202 / 409 ms | resume drain s | invariants |"),
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in report["runs"]:
        inv = r["invariants"]
        lines.append(
            f"| {r['backend']} | {r['reviewers']} × {r['items']} | {r['requests']} ({r['items_with_conflicts']}) "
            f"| {r['decisions_per_s']} | {r['requests_per_s']} | {r['latency_ms']['p50']} | {r['latency_ms']['p99']} "
            f"| {r['latency_202_ms']['p99']} / {r['latency_409_ms']['p99']} | {r['resume_drain_s']} "
            f"| {'all hold' if inv['all_ok'] else 'VIOLATED'} |")
    lines += ["", "Invariants (violations):", ""]
    for r in report["runs"]:
        inv = r["invariants"]
        lines.append(f"- {r['backend']}: decided once {inv['decided_once']['not_exactly_once']}; losers not 409 "
                     f"{inv['losers_409']['losers'] - inv['losers_409']['got_409']}; labels lost "
                     f"{inv['labels']['lost']}, duplicated {inv['labels']['duplicated']}; exports missing "
                     f"{inv['exports']['missing']}, duplicate {inv['exports']['duplicate']}; resumes not done "
                     f"{inv['resumes']['not_done']}, claimed twice {inv['resumes']['claimed_more_than_once']}")
    for s in report.get("skipped", []):
        lines.append(f"- skipped: {s}")
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reviewers", type=int, default=50)
    ap.add_argument("--items", type=int, default=500)
    ap.add_argument("--conflict-rate", type=float, default=0.3)
    ap.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    ap.add_argument("--pg-url", default=os.environ.get("TINYRAG_TEST_POSTGRES_URL"))
    ap.add_argument("--workers", type=int, default=2, help="resume workers (review.resume_workers)")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--timeout", type=float, default=900.0)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "review_load.json")
    args = ap.parse_args()
    import logging

    logging.basicConfig(level=logging.WARNING)
    backends = ["sqlite", "postgresql"] if args.backend == "both" else [args.backend]
    shown = [("$TINYRAG_TEST_POSTGRES_URL" if a == args.pg_url else a) for a in sys.argv[1:]]  # no password
    # ... in double quotes: pasted into a shell, the variable is expanded
    command = command_line("benchmarks/review_load.py", shown).replace("'$TINYRAG_TEST_POSTGRES_URL'",
                                                                      '"$TINYRAG_TEST_POSTGRES_URL"')
    report: dict[str, Any] = {"command": command, "runs": [],
                              "skipped": [], "machine": f"{os.cpu_count()} CPU cores, loopback HTTP (uvicorn)"}
    for backend in backends:
        if backend == "postgresql" and not args.pg_url:
            report["skipped"].append("postgresql: no --pg-url and no $TINYRAG_TEST_POSTGRES_URL")
            continue
        print(f"{backend}: {args.reviewers} reviewers x {args.items} items ...", flush=True)
        r = run_load(backend, reviewers=args.reviewers, items=args.items, conflict_rate=args.conflict_rate,
                     seed=args.seed, workers=args.workers, pg_url=args.pg_url, timeout_s=args.timeout)
        report["runs"].append(r)
        print(json.dumps({k: r[k] for k in ("backend", "decisions_per_s", "latency_ms", "resume_drain_s")}),
              "invariants hold" if r["invariants"]["all_ok"] else "INVARIANTS VIOLATED", flush=True)
    write_json(args.out, report, indent=2)
    args.out.with_suffix(".md").write_text(markdown(report))
    print(f"wrote {args.out} and {args.out.with_suffix('.md')}")
    return 0 if all(r["invariants"]["all_ok"] for r in report["runs"]) else 1


if __name__ == "__main__":
    sys.exit(main())
