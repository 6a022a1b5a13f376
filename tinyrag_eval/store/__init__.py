"""The store: runs, memo attempts, evaluations, decisions, the review queue, human labels,
calibrator versions, paused workflow contexts and exports, in one SQL database.

SQLAlchemy 2.0 ORM; SQLite by default (a file under ``store.data_dir``), PostgreSQL by URL
(``TINYRAG_STORE__URL=postgresql+psycopg://user:pw@127.0.0.1/tinyrag``). Tables are created on
open and carry a schema-version row; an older database is migrated on open (:mod:`.migrations`),
a newer one is refused. The API takes and returns the pydantic types of
:mod:`tinyrag_eval.schema` plus a few record types (:mod:`.records`)::

    store = Store.open()                                   # settings.store.url, else SQLite
    run = store.start_run("Credit memo: Acme Bank FY2025")
    att = store.add_attempt(run.id, memo, retrieval)       # -> AttemptRecord (id, number, ...)
    store.add_evaluation(att.id, evaluation)
    store.add_assessment(att.id, assessment)
    store.add_decision(att.id, decision)
    item = store.enqueue_review(att.id, reasons=decision.reasons)      # escalate
    store.save_workflow_context(run.id, ctx.to_dict())                 # pause; process may exit
    ...
    store.decide_review(item.id, "alice", "approve")       # exactly one reviewer wins
    store.load_workflow_context(run.id)                    # resume
    store.export_once(att.id, lambda: export_memo(...))    # never exports an attempt twice

Guarantees:

* **No lost update on reviews.** :meth:`Store.decide_review` is one conditional
  ``UPDATE ... WHERE id = :id AND status = :expected`` whose row count is checked: of two
  reviewers acting on one item exactly one succeeds, the other gets :class:`ReviewConflictError`
  naming who decided first. The human label is written in the same transaction.
* **Nothing is deleted.** Decisions change a status; a rejected item stays, archived.
* **Idempotent replay.** Recording the same thing twice (a workflow step re-run after a crash)
  returns the stored record; recording something *different* under the same key raises
  :class:`DuplicateRecordError` instead of overwriting.

* **Nothing the review server needs lives only in its memory.** Browser sessions (only a
  hash of each token) and the resume job of every decided item are rows; a job is claimed by
  exactly one server process with a conditional ``UPDATE`` and a lease (:mod:`.webstate`).

Evaluation runs (`tinyrag eval memo`, `gate`, `validate`) are recorded in two more tables
(:mod:`.evalruns`: ``store.add_eval_run``, ``eval_runs``, ``find_eval_run``, ``eval_run_items``).

Modules: :mod:`.records` (record types, errors, verdict tables), :mod:`.tables` (the ORM),
:mod:`.evalruns` (evaluation-run records), :mod:`.engine` (URL and engine), :mod:`.store` (the
:class:`Store`), :mod:`.webstate` (the review server's sessions and resume jobs), :mod:`.votes`
(several reviewers per item: votes, disputes, assignments), :mod:`.jobs` (resumable batch jobs:
:class:`JobQueue`), :mod:`.llmcache` (the LLM-call cache shared by every worker:
:class:`StoreLLMCache`); the last two imported here so that their tables are created with the others.
"""

from .engine import URL_SETTING
from .evalruns import EvalRunItem, EvalRunRecord, EvalRunSpec, RunUsage
from .jobs import JobItem, JobQueue, JobRecord
from .llmcache import StoreLLMCache
from .records import (
    REVIEW_CRITERIA,
    VERDICT_LABEL,
    VERDICT_STATUS,
    AttemptRecord,
    CalibratorRecord,
    DuplicateRecordError,
    ExportRecord,
    HumanLabel,
    RecordNotFoundError,
    ResumeJobRecord,
    ResumeState,
    ReviewConflictError,
    ReviewRecord,
    ReviewStatus,
    RunRecord,
    StoreBusyError,
    StoreConfigError,
    StoreError,
    StoreSchemaError,
    StoreUnavailableError,
    WebSessionRecord,
    check_criteria,
    check_failed,
    criterion_labels,
    machine_scores,
)
from .store import MAX_JSON_BYTES, Store
from .tables import SCHEMA_VERSION, Base
from .votes import AssignmentRecord, DuplicateVoteError, NotSeniorError, VoteOutcome, VoteRecord

__all__ = [
    "MAX_JSON_BYTES",
    "REVIEW_CRITERIA",
    "SCHEMA_VERSION",
    "URL_SETTING",
    "VERDICT_LABEL",
    "VERDICT_STATUS",
    "AssignmentRecord",
    "AttemptRecord",
    "Base",
    "CalibratorRecord",
    "DuplicateRecordError",
    "DuplicateVoteError",
    "EvalRunItem",
    "EvalRunRecord",
    "EvalRunSpec",
    "ExportRecord",
    "HumanLabel",
    "JobItem",
    "JobQueue",
    "JobRecord",
    "NotSeniorError",
    "RecordNotFoundError",
    "ResumeJobRecord",
    "ResumeState",
    "ReviewConflictError",
    "ReviewRecord",
    "ReviewStatus",
    "RunRecord",
    "RunUsage",
    "Store",
    "StoreBusyError",
    "StoreConfigError",
    "StoreError",
    "StoreLLMCache",
    "StoreSchemaError",
    "StoreUnavailableError",
    "VoteOutcome",
    "VoteRecord",
    "WebSessionRecord",
    "check_criteria",
    "check_failed",
    "criterion_labels",
    "machine_scores",
]
