"""`--address`: the Ray engine on a running cluster (a real head node started with `ray start
--head` on loopback, in its own process group, stopped at the end), not a local instance.

The CLI runs in subprocesses: the driver connects to the cluster and leaves it running, and its
records equal the single-process ones. The cluster's worker runs on this machine, so it sees the
same installation and models, as a cluster's nodes must."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="the ray extra is not installed (pip install 'tinyrag-eval[ray]')")

from .conftest import ROOT
from .test_ray_engine import _write_input

TINYRAG = Path(sys.executable).parent / "tinyrag"
CLUSTER_AUTH = {"RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32)}
"""Token authentication as Ray documents it for a cluster: the head and every driver share one
token (here in the environment, so the test does not depend on ~/.ray/auth_token)."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def ray_head():
    ray_cli = Path(sys.executable).parent / "ray"
    if not ray_cli.exists():
        pytest.skip(f"no `ray` command next to {sys.executable}")
    port = _free_port()
    tmp = tempfile.mkdtemp(prefix="rc", dir="/tmp")  # Ray's socket paths must stay short
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", **CLUSTER_AUTH}
    head = subprocess.Popen(
        [str(ray_cli), "start", "--head", "--block", f"--port={port}", "--node-ip-address=127.0.0.1",
         "--num-cpus=2", "--include-dashboard=false", f"--temp-dir={tmp}", "--disable-usage-stats"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True, env=env)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            if head.poll() is not None:
                pytest.fail(f"ray start --head exited: {head.stdout.read()[-2000:]}")
            time.sleep(0.5)
        else:
            pytest.fail("the Ray head did not open its port in 120 s")
        yield f"127.0.0.1:{port}"
    finally:
        for sig, wait in ((signal.SIGTERM, 20), (signal.SIGKILL, 10)):
            try:
                os.killpg(head.pid, sig)
            except ProcessLookupError:
                break
            try:
                head.wait(wait)
                break
            except subprocess.TimeoutExpired:
                continue
        shutil.rmtree(tmp, ignore_errors=True)


def _cli(tmp_path, name, *extra, auth=True):
    out = tmp_path / f"{name}.jsonl"
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_AUTH")} | (CLUSTER_AUTH if auth else {})
    res = subprocess.run(
        [str(TINYRAG), "eval", "memo", "--input", str(_write_input(tmp_path)),
         "--out", str(out), "--json", "--no-record", "--metrics", "numeric_consistency,groundedness_similarity",
         *extra], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False, env=env)
    if not auth:
        return res
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    return json.loads(res.stdout), [json.loads(x) for x in out.read_text().splitlines()]


@pytest.mark.models
def test_eval_memo_on_a_running_cluster_by_address(tmp_path, ray_head):
    single_summary, single = _cli(tmp_path, "single")
    summary, on_cluster = _cli(tmp_path, "cluster", "--engine", "ray", "--address", ray_head, "--workers", "2")
    assert [r["line"] for r in on_cluster] == [r["line"] for r in single]
    assert [r.get("error") for r in on_cluster] == [r.get("error") for r in single]
    for s, r in zip(single, on_cluster, strict=True):
        for name, sm in s.get("metrics", {}).items():
            rm = r["metrics"][name]
            assert (rm["invalid"], rm["reason"]) == (sm["invalid"], sm["reason"])
            assert (rm["value"] is None) == (sm["value"] is None)
            if sm["value"] is not None:
                assert rm["value"] == pytest.approx(sm["value"], abs=1e-6), name
    assert summary["rows"] == single_summary["rows"] == 6
    # the cluster is still up after the driver left: a second run connects again
    again, _ = _cli(tmp_path, "again", "--engine", "ray", "--address", ray_head, "--workers", "1")
    assert again["metrics"] == summary["metrics"]
    # without the token the cluster refuses the driver: one line that says what to set
    refused = _cli(tmp_path, "noauth", "--engine", "ray", "--address", ray_head, "--workers", "1", auth=False)
    assert refused.returncode == 2
    assert "RAY_AUTH_MODE=token" in refused.stdout + refused.stderr and "Traceback" not in refused.stderr


def test_an_unreachable_address_is_one_line(tmp_path):
    res = subprocess.run(
        [str(TINYRAG), "eval", "memo", "--input", str(_write_input(tmp_path)),
         "--out", str(tmp_path / "o.jsonl"), "--no-record", "--metrics", "numeric_consistency",
         "--engine", "ray", "--address", f"127.0.0.1:{_free_port()}"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    out = res.stdout + res.stderr
    assert res.returncode == 2, out[-3000:]
    assert "cannot reach the Ray cluster at 127.0.0.1:" in out and "ray start --head" in out and "Traceback" not in out
    assert "RAY_AUTH_MODE" not in out  # not an authentication problem
