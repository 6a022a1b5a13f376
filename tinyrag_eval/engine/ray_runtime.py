"""Importing and starting Ray: one clear error when the extra is missing, a bounded local
instance when no address is given, and a worker failure turned into one line."""

from __future__ import annotations

import os
import re
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

from pydantic import BaseModel, Field

from ..errors import TinyragError

RAY_EXTRA = "pip install 'tinyrag-eval[ray]'"


class EngineError(TinyragError, RuntimeError):
    """The Ray engine cannot run (Ray missing, cluster unreachable) or a worker failed."""


class RayOptions(BaseModel):
    """Where and how wide the Ray engine runs.

    ``address``: a running cluster (``ray://head:10001`` or ``auto``); None starts Ray locally
    with ``workers * cpus_per_worker`` CPUs and no dashboard. ``workers``: actors in the pool, each
    loading the models once. ``cpus_per_worker``: the ``num_cpus`` of each actor (Ray sets the
    actor's torch/OMP threads to it).
    """

    address: str | None = None
    workers: int = Field(2, ge=1, le=1024)
    cpus_per_worker: float = Field(1.0, gt=0)

    def local_cpus(self) -> int:
        return max(1, round(self.workers * self.cpus_per_worker))


def require_ray() -> ModuleType:
    """The ``ray`` module with Ray Data, or :class:`EngineError` naming the extra to install."""
    try:
        import ray
        import ray.data  # Ray Data is part of the extra (ray[data])
    except ImportError as exc:
        raise EngineError(f"--engine ray needs Ray, which is not installed ({exc}); "
                          f"install it with: {RAY_EXTRA}") from None
    return ray


@contextmanager
def ray_session(options: RayOptions) -> Iterator[ModuleType]:
    """Ray, connected: to ``options.address`` when given, else a local instance with bounded
    CPUs. A session this function started is shut down on exit; one the caller already started
    (``ray.init`` before) is used as it is and left running."""
    ray = require_ray()
    if ray.is_initialized():
        yield ray
        return
    # local workers inherit this environment: keep model loading offline, as in the driver
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    # Ray starts its workers with a niceness 15 above the driver's; ours do the model work, so
    # they keep the driver's priority (on a busy machine they would otherwise get almost no CPU)
    os.environ.setdefault("RAY_worker_niceness", "0")
    if options.address:
        check_reachable(options.address)  # its own one-line error, without the token hint below
    try:
        if options.address:
            # a cluster's nodes need tinyrag-eval and its models installed (same paths/settings)
            ray.init(address=options.address, log_to_driver=False)
        else:
            ray.init(num_cpus=options.local_cpus(), include_dashboard=False, log_to_driver=False,
                     configure_logging=True, logging_level="ERROR")
    except (ConnectionError, RuntimeError, ValueError, ray.exceptions.RayError) as exc:
        where = options.address or "a local instance"
        hint = ""
        if options.address and os.environ.get("RAY_AUTH_MODE", "disabled") != "token":
            hint = (" (a cluster with token authentication, the default of `ray start` since Ray 2.59, "
                    "refuses a driver without its token: set RAY_AUTH_MODE=token here, with the "
                    "cluster's token in RAY_AUTH_TOKEN or ~/.ray/auth_token)")
        raise EngineError(f"cannot start Ray on {where}: {first_line(exc)}{hint}") from None
    try:
        data_context = ray.data.DataContext.get_current()
        data_context.enable_progress_bars = False  # the CLI draws its own
        yield ray
    finally:
        ray.shutdown()


REACH_TIMEOUT_S = 5.0


def check_reachable(address: str, timeout: float = REACH_TIMEOUT_S) -> None:
    """Fail fast, with one line, when a ``host:port`` or ``ray://host:port`` address does not
    accept connections (``ray.init`` would retry for minutes); ``auto`` and other forms are left
    to Ray."""
    m = re.fullmatch(r"(?:ray://)?\[?([\w.\-:]+?)\]?:(\d+)", address.strip())
    if not m:
        return
    host, port = m.group(1), int(m.group(2))
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except OSError as exc:
        raise EngineError(f"cannot reach the Ray cluster at {address}: {exc.strerror or exc} — is "
                          "`ray start --head` running there, and is the port open to this machine?") from None


def actor_pool(ray: ModuleType, options: RayOptions) -> dict[str, Any]:
    """The ``map_batches`` arguments of a fixed pool of ``options.workers`` actors."""
    return {"compute": ray.data.ActorPoolStrategy(size=options.workers), "num_cpus": options.cpus_per_worker}


def first_line(exc: BaseException) -> str:
    lines = [ln for ln in str(exc).strip().splitlines() if ln.strip()]
    return lines[0].strip() if lines else type(exc).__name__


@contextmanager
def worker_errors() -> Iterator[None]:
    """A failure inside a Ray worker (the task's traceback is long) becomes one :class:`EngineError`."""
    ray = require_ray()
    try:
        yield
    except ray.exceptions.RayError as exc:
        raise EngineError(f"a Ray worker failed: {root_cause(exc)}") from None


def root_cause(exc: BaseException) -> str:
    """``Type: message`` of the innermost error under Ray's wrappers (task error, Ray Data's
    UserCodeException)."""
    seen: set[int] = set()
    inner: BaseException = exc
    while id(inner) not in seen:
        seen.add(id(inner))
        nxt = getattr(inner, "cause", None) or inner.__cause__
        if not isinstance(nxt, BaseException):
            break
        inner = nxt
    if type(inner).__module__.startswith("ray."):
        # Ray Data keeps the user's error only as text in the task's traceback
        for line in str(exc).splitlines():
            m = _ERROR_LINE.match(line.strip())
            if m and not m.group(1).startswith("ray."):
                return f"{m.group(1).rsplit('.', 1)[-1]}: {m.group(2)}"
    return f"{type(inner).__name__}: {first_line(inner)}"


_ERROR_LINE = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)): (.+)$")
