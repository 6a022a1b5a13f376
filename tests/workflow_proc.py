"""A separate process for the restart tests: ``python -m tests.workflow_proc SPEC_JSON``.

SPEC: {"db", "out", "action": "run"|"resume_review"|"resume_run", "replies", "sets", "topic",
"run_id", "review_id", "max_attempts", "block_on": a reply text that makes the fake LLM hang,
"hang_in_export": hang after the export wrote its files, before the store records them}.
Prints one JSON line: the outcome plus how often each fake was called in this process.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tinyrag_eval.workflows.run import aresume_review, aresume_run, arun_memo

from tests import workflow_fakes as fakes

ROOT = Path(__file__).resolve().parents[1]


def kill_when_blocked(spec: dict) -> None:
    """Run this module with ``spec`` (which must make it hang: ``block_on`` or
    ``hang_in_export``), wait until it says it is blocked, then SIGKILL it."""
    p = subprocess.Popen([sys.executable, "-m", "tests.workflow_proc", json.dumps(spec)], cwd=ROOT,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = p.stdout.readline()
        assert json.loads(line) == {"blocked": True}, p.stderr.read()[-2000:]
        os.kill(p.pid, signal.SIGKILL)
        p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()


def main() -> None:
    spec = json.loads(sys.argv[1])
    svc = fakes.make_services(spec["db"], Path(spec["out"]), spec.get("replies", [fakes.GOOD]), sets=spec.get("sets"))
    llm = svc.generator._llm().llm
    block = spec.get("block_on")
    if block:
        original = type(llm).complete

        def complete(self, prompt, formatted=False, **kw):
            resp = original(self, prompt, formatted, **kw)
            if resp.text == block:
                print(json.dumps({"blocked": True}), flush=True)
                time.sleep(3600)
            return resp

        type(llm).complete = complete
    if spec.get("hang_in_export"):
        from tinyrag_eval.export import export_memo

        def export_then_hang(*args, **kwargs):
            result = export_memo(*args, **kwargs)
            print(json.dumps({"blocked": True}), flush=True)
            time.sleep(3600)
            return result

        svc.export = export_then_hang
    if spec["action"] == "run":
        out = asyncio.run(arun_memo(spec.get("topic", "Capital of Northwind"), svc, run_id=spec.get("run_id"),
                                    max_attempts=spec.get("max_attempts")))
    elif spec["action"] == "resume_review":
        out = asyncio.run(aresume_review(spec["review_id"], svc))
    else:
        out = asyncio.run(aresume_run(spec["run_id"], svc))
    print(json.dumps({**out.model_dump(mode="json"), "llm_calls": len(llm.prompts),
                      "retrievals": len(svc.retriever.queries), "evaluations": svc.evaluator.calls,
                      "judge_calls": svc.judge.calls, "assessments": svc.assessor.calls}), flush=True)


if __name__ == "__main__":
    main()
