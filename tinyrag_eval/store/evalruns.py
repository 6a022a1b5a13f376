"""Evaluation run records: every `tinyrag eval memo`, `tinyrag gate` and `tinyrag validate` run
with its configuration, model versions, data hash and per-item results, so that two runs can be
compared item by item (`tinyrag runs compare`).

Two additive tables on the store's :class:`~.tables.Base` (``eval_runs``, ``eval_run_items``;
the ``runs`` table is the memo *workflow*'s and is not touched). :class:`EvalRunsMixin` gives the
:class:`~.store.Store` its methods::

    run = store.add_eval_run(EvalRunSpec(kind="gate", ...), items)   # -> EvalRunRecord (id "g-7kq2xm")
    store.eval_runs()                     # newest first
    store.find_eval_run("latest~1")       # an id, a unique id prefix, latest, latest~N
    store.eval_run_items(run.id)          # -> [EvalRunItem] in input order
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field
from sqlalchemy import JSON, ForeignKey, Integer, String, Text, UniqueConstraint, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, Session, mapped_column

from .records import RecordNotFoundError, StoreError
from .tables import Base, utc_now

RunKind = Literal["eval_memo", "gate", "validate"]
KIND_PREFIX: dict[str, str] = {"eval_memo": "e", "gate": "g", "validate": "v"}
ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"  # no 0/o, 1/l/i: easy to read and type
ID_LENGTH = 6
MAX_ITEM_BYTES = 64 * 1024
"""Largest JSON payload of one item; reasons and messages are trimmed to stay well under it."""
MAX_RECORD_BYTES = 1024 * 1024
"""Largest JSON of a run's own record (configuration, models, summary)."""
MAX_TEXT = 300
"""Longest reason or failure message kept per entry."""
MAX_MESSAGES = 5
"""Failure messages kept per item."""


# --------------------------------------------------------------------------- records


class RunUsage(BaseModel):
    """Tokens and cost of remote LLM calls during a run (left empty until the LLM client reports
    its accounting; every field optional)."""

    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    total_tokens: int | None = None
    cost_usd: float | None = None
    calls: int | None = None


class EvalRunItem(BaseModel):
    """One item (memo, validation test) of a recorded run. ``metrics`` holds a value or None;
    None is explained by ``invalid`` (could not be computed) or ``not_applicable``."""

    id: str
    line: int | None = Field(None, description="input line (eval memo, gate)")
    metrics: dict[str, float | None] = Field(default_factory=dict)
    invalid: dict[str, str] = Field(default_factory=dict, description="metric -> why it is invalid")
    not_applicable: dict[str, str] = Field(default_factory=dict, description="metric -> why it has no value")
    probabilities: dict[str, float] = Field(default_factory=dict, description="criterion -> calibrated P(passes)")
    passed: bool | None = Field(None, description="gate: every requirement held; validate: finalized")
    failed: list[str] = Field(default_factory=list, description="what failed (requirement messages)")
    decision: str | None = None
    error: str | None = Field(None, description="the item could not be evaluated (bad row, pipeline error)")

    def values(self) -> dict[str, float | None]:
        """Metric values and calibrated probabilities as ``P(criterion)``, by name."""
        return {**self.metrics, **{f"P({c})": p for c, p in self.probabilities.items()}}

    def bounded(self) -> EvalRunItem:
        """A copy with reasons and messages trimmed (:data:`MAX_TEXT`, :data:`MAX_MESSAGES`)."""

        def cut(s: str) -> str:
            return s if len(s) <= MAX_TEXT else s[: MAX_TEXT - 1] + "…"

        failed = [cut(f) for f in self.failed[:MAX_MESSAGES]]
        if len(self.failed) > MAX_MESSAGES:
            failed.append(f"... {len(self.failed) - MAX_MESSAGES} more")
        return self.model_copy(update={
            "id": cut(self.id), "invalid": {k: cut(v) for k, v in self.invalid.items()},
            "not_applicable": {k: cut(v) for k, v in self.not_applicable.items()},
            "failed": failed, "error": cut(self.error) if self.error else None})


class EvalRunSpec(BaseModel):
    """What is recorded about a run besides its items."""

    kind: RunKind
    command: str = Field("", description="the command line")
    config: dict[str, Any] = Field(default_factory=dict, description="effective settings that affect scores")
    models: dict[str, Any] = Field(default_factory=dict, description="role -> resolved model and version")
    data_hash: str = Field("", description="sha256 of the input (file, or the index's file hashes)")
    data: dict[str, Any] = Field(default_factory=dict, description="where the input came from")
    summary: dict[str, Any] = Field(default_factory=dict)
    passed: bool | None = None
    notes: list[str] = Field(default_factory=list)
    usage: RunUsage | None = Field(None, description="tokens/cost of remote LLM calls (None: not measured)")
    tinyrag_version: str = ""


class EvalRunRecord(EvalRunSpec):
    id: str
    created_at: datetime
    n_items: int = 0


# --------------------------------------------------------------------------- tables


class EvalRunRow(Base):
    __tablename__ = "eval_runs"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, unique=True)
    kind: Mapped[str] = mapped_column(String(32), index=True)
    created_at: Mapped[datetime] = mapped_column(default=utc_now)
    n_items: Mapped[int] = mapped_column(default=0)
    spec: Mapped[dict[str, Any]]


class EvalRunItemRow(Base):
    __tablename__ = "eval_run_items"
    __table_args__ = (UniqueConstraint("run_id", "position"), UniqueConstraint("run_id", "item_id"))
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("eval_runs.id"), index=True)
    position: Mapped[int]
    item_id: Mapped[str] = mapped_column(Text)
    item: Mapped[dict[str, Any]] = mapped_column(JSON)


# --------------------------------------------------------------------------- store methods


def unique_item_ids(items: list[EvalRunItem]) -> tuple[list[EvalRunItem], list[str]]:
    """Items with repeated ids renamed ``id#2``, ``id#3`` ... (deterministic, so two runs over the
    same input still match), and a note for each renamed id."""
    seen: dict[str, int] = {}
    out, notes = [], []
    taken = {it.id for it in items}
    for it in items:
        n = seen.get(it.id, 0) + 1
        seen[it.id] = n
        if n == 1:
            out.append(it)
            continue
        new = f"{it.id}#{n}"
        while new in taken:
            n += 1
            new = f"{it.id}#{n}"
        taken.add(new)
        notes.append(f"item id {it.id!r} repeats in the input; recorded as {new!r}")
        out.append(it.model_copy(update={"id": new}))
    return out, notes


def check_json_size(data: Any, what: str, limit: int = MAX_RECORD_BYTES) -> None:
    """:class:`StoreError` when ``data`` is not JSON (NaN included) or longer than ``limit`` bytes."""
    try:
        size = len(json.dumps(data, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"{what} is not JSON-serialisable: {exc}") from None
    if size > limit:
        raise StoreError(f"{what} is {size / 1e3:.0f} kB of JSON; a run record accepts at most {limit / 1e3:.0f} kB")


def _new_id(kind: str) -> str:
    return f"{KIND_PREFIX.get(kind, 'r')}-" + "".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH))


class EvalRunsMixin:
    """The :class:`~.store.Store`'s evaluation-run methods (the store provides ``_session``)."""

    def _session(self) -> AbstractContextManager[Session]:  # pragma: no cover - the Store's
        raise NotImplementedError

    def add_eval_run(self, spec: EvalRunSpec, items: list[EvalRunItem]) -> EvalRunRecord:
        """Record a run and its items in one transaction; returns it with its new short id.
        Item ids are made unique (:func:`unique_item_ids`); every item is trimmed
        (:meth:`EvalRunItem.bounded`) and must stay under :data:`MAX_ITEM_BYTES` of JSON."""
        items, notes = unique_item_ids([it.bounded() for it in items])
        spec = spec.model_copy(update={"notes": [*spec.notes, *notes]})
        payloads = []
        for it in items:
            data = it.model_dump(mode="json", exclude_defaults=True)
            data["id"] = it.id
            check_json_size(data, f"item {it.id!r}", MAX_ITEM_BYTES)
            payloads.append(data)
        spec_json = spec.model_dump(mode="json")
        check_json_size(spec_json, "run record")
        for _ in range(5):  # a random id collides with an existing one: draw again
            run_id = _new_id(spec.kind)
            try:
                with self._session() as s, s.begin():
                    seq = (s.scalar(select(func.max(EvalRunRow.seq))) or 0) + 1
                    row = EvalRunRow(id=run_id, seq=seq, kind=spec.kind, created_at=utc_now(),
                                     n_items=len(items), spec=spec_json)
                    s.add(row)
                    s.flush()
                    s.add_all(EvalRunItemRow(run_id=run_id, position=i, item_id=it.id, item=p)
                              for i, (it, p) in enumerate(zip(items, payloads, strict=True)))
                return _record(row)
            except IntegrityError:
                continue
        raise StoreError("could not allocate a run id (5 collisions); try again")

    def eval_runs(self, kind: str | None = None, limit: int | None = None) -> list[EvalRunRecord]:
        """Recorded runs, newest first (optionally of one kind, at most ``limit``)."""
        q = select(EvalRunRow).order_by(EvalRunRow.seq.desc())
        if kind is not None:
            q = q.where(EvalRunRow.kind == kind)
        if limit is not None:
            q = q.limit(limit)
        with self._session() as s:
            return [_record(r) for r in s.scalars(q)]

    def get_eval_run(self, run_id: str) -> EvalRunRecord:
        with self._session() as s:
            row = s.get(EvalRunRow, run_id)
        if row is None:
            raise RecordNotFoundError(f"no recorded run {run_id!r} (see `tinyrag runs list`)")
        return _record(row)

    def find_eval_run(self, ref: str) -> EvalRunRecord:
        """A run by id, unique id prefix, ``latest`` or ``latest~N`` (N runs before the latest)."""
        ref = (ref or "").strip()
        if not ref:
            raise RecordNotFoundError("no run given: pass a run id (see `tinyrag runs list`)")
        if ref == "latest" or ref.startswith("latest~"):
            back = ref[len("latest~"):] if "~" in ref else "0"
            if not back.isdigit():
                raise RecordNotFoundError(f"cannot read {ref!r}: write latest or latest~N (N = 1, 2, ...)")
            found = self.eval_runs(limit=int(back) + 1)
            if len(found) <= int(back):
                raise RecordNotFoundError(f"{ref!r}: only {len(found)} run(s) are recorded")
            return found[int(back)]
        with self._session() as s:
            row = s.get(EvalRunRow, ref)
            if row is not None:
                return _record(row)
            rows = s.scalars(select(EvalRunRow).where(EvalRunRow.id.startswith(ref, autoescape=True))
                             .limit(6)).all()
        if len(rows) == 1:
            return _record(rows[0])
        if rows:
            raise RecordNotFoundError(f"{ref!r} matches several runs ({', '.join(r.id for r in rows[:5])}); "
                                      "give more of the id")
        raise RecordNotFoundError(f"no recorded run {ref!r} (see `tinyrag runs list`)")

    def eval_run_items(self, run_id: str) -> list[EvalRunItem]:
        """The items of a run in input order."""
        self.get_eval_run(run_id)
        with self._session() as s:
            rows = s.scalars(select(EvalRunItemRow).where(EvalRunItemRow.run_id == run_id)
                             .order_by(EvalRunItemRow.position))
            return list(_items(rows))


def _items(rows: Any) -> Iterator[EvalRunItem]:
    for r in rows:
        yield EvalRunItem.model_validate(r.item)


def _record(r: EvalRunRow) -> EvalRunRecord:
    return EvalRunRecord.model_validate({**(r.spec or {}), "id": r.id, "created_at": r.created_at,
                                         "n_items": r.n_items, "kind": r.kind})
