"""Execution engines for the batch commands: the embedded single process (the default) and Ray.

``tinyrag eval memo --engine ray`` and ``tinyrag ingest --engine ray`` run the model work on a
pool of Ray actors (Ray Data ``map_batches`` with an actor class: each actor loads its models
once and keeps them for every batch it gets). Without ``--address`` Ray starts locally with a
bounded number of CPUs, so the same code runs on a laptop, in CI and on a cluster.

Modules: :mod:`.ray_runtime` (importing and starting Ray, one clear error when it is missing),
:mod:`.memo` (batch memo evaluation), :mod:`.ingest` (embedding for ingestion).
Ray is an optional extra (``pip install 'tinyrag-eval[ray]'``); nothing here imports it at
module level.
"""

ENGINES = ("single", "ray")
"""``single``: one process, the default; ``ray``: actor workers on a local or remote Ray cluster."""

__all__ = ["ENGINES"]
