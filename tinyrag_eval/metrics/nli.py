"""NLI metrics of a memo: per-sentence entailment by the context, and HCAT's decision-boundary score.

* Premises are windows of ``window`` consecutive context sentences inside one chunk (a claim
  often needs two sentences; a whole chunk is longer than the model reads well).
* Per answer sentence: the highest entailment probability over the windows (Dynamo-style max
  over premises); the response score is the mean over sentences, sentences below ``threshold``
  are flagged as potential hallucinations (``nli_groundedness``). Its details also give the
  contradiction side: ``max_contradiction`` (the highest contradiction probability of any sentence
  over its candidate windows), ``no_contradiction`` = 1 - that, and the per-sentence support
  ``entailment - contradiction`` (``mean_support``, ``min_support``).
* HCAT decision-boundary score (``nli_decision_boundary``): for the best window, the entailment
  logit margin ``z = logit_entail - max(other logits)``, the distance to the decision boundary
  ``D = z / ||w_entail - w_other||`` (the weights of the final linear layer that produces the
  logits, so ``D`` is a distance in that layer's input space), and ``sigma(D)`` in [0, 1];
  mean and minimum over sentences.
* Candidate pruning: with ``top_m``, only the ``top_m`` windows most similar to a sentence (cosine
  of the shared embeddings) go to the NLI model; ``details["pairs_scored"]`` vs
  ``details["pairs_exhaustive"]`` say what was saved.

:class:`NLIModel` wraps any sentence-transformers CrossEncoder NLI model (ours: the bundled
adapter; or e.g. ``cross-encoder/nli-deberta-v3-base``) and reads its label order from the model's
``config.id2label``; a model whose labels cannot be read raises one clear error.
"""

from __future__ import annotations

import math
import re
import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..config import Settings
from ..schema import MetricResult
from .text import SegmentedInput
from .vectors import TextVectors

CANONICAL = ("entailment", "neutral", "contradiction")


def softmax_rows(logits: np.ndarray) -> np.ndarray:
    """Row-wise softmax of (n, labels) logits: the probabilities every NLI caller reads."""
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _canonical_label(label: str) -> str | None:
    lab = str(label).strip().lower().replace("-", "_")
    if lab.startswith(("not_entail", "non_entail")):
        return "neutral"  # two-class models: "not entailment" plays the neutral column
    if lab.startswith("entail"):
        return "entailment"
    if lab.startswith("contradict"):
        return "contradiction"
    if lab.startswith("neutral"):
        return "neutral"
    return None


class NLIModel:
    """A CrossEncoder NLI model with its label order read from ``config.id2label``.

    ``run(pairs)`` -> logits in canonical order (entailment, neutral, contradiction) plus the
    decision-boundary margin and distance of each pair. Pairs are (premise, hypothesis).
    """

    def __init__(self, cross_encoder: Any, batch_size: int = 32):
        import torch

        self.ce = cross_encoder
        self.model = cross_encoder.model
        self.tokenizer = cross_encoder.tokenizer
        self.max_length = getattr(cross_encoder, "max_length", None) or 256
        self.batch_size = batch_size
        id2label = {int(k): v for k, v in (getattr(self.model.config, "id2label", None) or {}).items()}
        columns: dict[str, int] = {}
        for idx, label in sorted(id2label.items()):
            canon = _canonical_label(label)
            if canon and canon not in columns:
                columns[canon] = idx
        if "entailment" not in columns or len(columns) < 2:
            raise ValueError(
                f"cannot read the NLI label order of this model (config.id2label = {id2label}); "
                "set models.nli (TINYRAG_MODELS__NLI) to an NLI cross-encoder whose config names its "
                "labels (entailment/neutral/contradiction)"
            )
        self.columns = columns  # canonical label -> model output index
        self.labels = [lab for lab in CANONICAL if lab in columns]
        self.index = {lab: i for i, lab in enumerate(self.labels)}
        linears = [m for m in self.model.modules()
                   if isinstance(m, torch.nn.Linear) and m.out_features == self.model.config.num_labels]
        self._head = linears[-1] if linears else None
        self._lock = threading.Lock()

    @classmethod
    def load(cls, settings: Settings) -> NLIModel:
        """The registry's shared NLI model (loaded once per process), wrapped once."""
        from ..models import get_cross_encoder

        ce = get_cross_encoder("nli", settings)
        with _wrap_lock:
            wrapped = _wrapped.get(id(ce))
            if wrapped is None:
                wrapped = _wrapped[id(ce)] = cls(ce, batch_size=settings.models.rerank_batch_size)
            return wrapped

    def run(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> dict[str, np.ndarray]:
        """{"logits": (n, len(labels)), "margin": (n,), "distance": (n,)} in canonical column order."""
        import torch

        n = len(pairs)
        cols = [self.columns[lab] for lab in self.labels]
        logits = np.zeros((n, len(cols)), dtype=np.float64)
        margin = np.zeros(n)
        distance = np.zeros(n)
        if n == 0:
            return {"logits": logits, "margin": margin, "distance": distance}
        bs = batch_size or self.batch_size
        order = np.argsort([len(a) + len(b) for a, b in pairs], kind="stable")
        captured: list[torch.Tensor] = []
        hook = (self._head.register_forward_hook(lambda _m, inp, _o: captured.append(inp[0].detach()))
                if self._head is not None else None)
        ent = self.columns["entailment"]
        try:
            with self._lock, torch.inference_mode():
                for start in range(0, n, bs):
                    idx = order[start : start + bs]
                    enc = self.tokenizer([pairs[i][0] for i in idx], [pairs[i][1] for i in idx], padding=True,
                                         truncation="longest_first", max_length=self.max_length, return_tensors="pt")
                    enc = {k: v.to(self.model.device) for k, v in enc.items()}
                    captured.clear()
                    out = self.model(**enc).logits.float()
                    raw = out.cpu().numpy().astype(np.float64)
                    logits[idx] = raw[:, cols]
                    others = [c for c in range(raw.shape[1]) if c != ent]
                    best_other = np.array(others)[raw[:, others].argmax(axis=1)]
                    z = raw[:, ent] - raw[np.arange(len(idx)), best_other]
                    margin[idx] = z
                    if self._head is not None and captured:
                        w = self._head.weight.detach().cpu().numpy().astype(np.float64)
                        norms = np.linalg.norm(w[ent][None, :] - w[best_other], axis=1)
                        distance[idx] = z / np.where(norms > 0, norms, 1.0)
                    else:  # no linear head found: the margin itself (documented in details)
                        distance[idx] = z
        finally:
            if hook is not None:
                hook.remove()
        return {"logits": logits, "margin": margin, "distance": distance}

    def probabilities(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> np.ndarray:
        return softmax_rows(self.run(pairs, batch_size)["logits"])


class CachingNLI:
    """An NLI model whose ``run`` remembers each (premise, hypothesis) pair's outputs (bounded LRU).

    ``MemoEvaluator`` wraps its model in one, so a batch of memos that share sentences (regenerated
    memos, summaries that differ by one edit, the claim and sentence checks of one memo) sends each
    distinct pair to the model once. Outputs are identical to the wrapped model's: the model is
    deterministic in inference mode. Everything else (``index``, ``labels``...) is the wrapped
    model's.
    """

    def __init__(self, inner: Any, maxsize: int = 200_000):
        from ..lru import LRU

        self.inner = inner
        self.cache: LRU[tuple[str, str], tuple[np.ndarray, float, float]] = LRU(maxsize)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def run(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> dict[str, np.ndarray]:
        rows = [self.cache.get(p) for p in pairs]
        missing = list(dict.fromkeys(p for p, r in zip(pairs, rows, strict=True) if r is None))
        if missing:
            out = self.inner.run(missing, batch_size)
            fresh = {p: (out["logits"][i], float(out["margin"][i]), float(out["distance"][i]))
                     for i, p in enumerate(missing)}
            for p, r in fresh.items():
                self.cache.put(p, r)
            rows = [r if r is not None else fresh[p] for p, r in zip(pairs, rows, strict=True)]
        width = len(self.inner.labels)
        return {
            "logits": np.array([r[0] for r in rows], dtype=np.float64).reshape(len(rows), width),
            "margin": np.array([r[1] for r in rows], dtype=np.float64),
            "distance": np.array([r[2] for r in rows], dtype=np.float64),
        }

    def probabilities(self, pairs: list[tuple[str, str]], batch_size: int | None = None) -> np.ndarray:
        return softmax_rows(self.run(pairs, batch_size)["logits"])


def quantize_dynamic_int8(nli: NLIModel) -> NLIModel:
    """A copy of ``nli`` whose encoder Linear layers run in int8 (torch dynamic quantization; CPU).

    The classification head stays float, so the decision-boundary distance still reads its weights.
    Scores differ slightly from the float model: ``benchmarks/nli_speed.py`` measures by how much.
    """
    import copy
    from types import SimpleNamespace

    import torch

    model = copy.deepcopy(nli.model).cpu()
    head = nli._head
    names = {n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)
             and (head is None or m.out_features != head.out_features)}
    qmodel = torch.ao.quantization.quantize_dynamic(model, names, dtype=torch.qint8)
    ce = SimpleNamespace(model=qmodel, tokenizer=nli.tokenizer, max_length=nli.max_length)
    return NLIModel(ce, batch_size=nli.batch_size)


_wrapped: dict[int, NLIModel] = {}
_wrap_lock = threading.Lock()


def window_spans(seg: SegmentedInput, window: int) -> list[tuple[int, int]]:
    """[start, end) context-sentence index ranges of the premise windows (see premise_windows)."""
    spans: list[tuple[int, int]] = []
    starts: dict[int, list[int]] = {}
    for i, chunk in enumerate(seg.context_chunk):
        starts.setdefault(chunk, []).append(i)
    for idx in starts.values():
        for k in range(max(1, len(idx) - window + 1)):
            spans.append((idx[k], idx[min(k + window, len(idx)) - 1] + 1))
    return spans


_YEAR = re.compile(r"\b(?:19|20)\d\d\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b")
_SCALE_NOTE = re.compile(r"\([^()]*\bin (?:millions|thousands|billions)\b[^()]*\)", re.IGNORECASE)


def _is_pipe_row(sentence: str) -> bool:
    return sentence.count("|") >= 2


def table_headers(seg: SegmentedInput) -> dict[int, str]:
    """Context sentence index of a table data row -> its table's header rows and scale note.

    A table row is one "sentence" of the segmentation, so a window of two rows has lost the
    column periods ("| 2024 | 2023 |") and the scale ("(in millions)") that say what its figures
    measure; premises of such windows get this header in front. Header rows: the first rows of a
    block of pipe rows (at most three) whose only figures are years; the scale note: the last
    "(in millions...)" seen in the chunk before the row.
    """
    out: dict[int, str] = {}
    header: list[str] = []
    scale = ""
    in_header = False
    for i, sent in enumerate(seg.context_sentences):
        new_chunk = i == 0 or seg.context_chunk[i] != seg.context_chunk[i - 1]
        if new_chunk:
            scale, header, in_header = "", [], False
        if m := _SCALE_NOTE.search(sent):
            scale = m.group(0)
        if not _is_pipe_row(sent):
            header, in_header = [], False
            continue
        if not header and not in_header and (i == 0 or new_chunk or not _is_pipe_row(seg.context_sentences[i - 1])):
            in_header = True
        if in_header and len(header) < 3 and not any(ch.isdigit() for ch in _YEAR.sub("", sent)):
            header.append(sent)
            continue
        in_header = False
        parts = [*header, scale] if scale and not any(scale in h for h in header) else header
        if parts:
            out[i] = " ".join(parts)
    return out


def premise_windows(seg: SegmentedInput, window: int) -> list[tuple[str, int]]:
    """(text, chunk index) windows of ``window`` consecutive sentences inside each chunk (stride 1);
    a chunk with fewer sentences gives one window of all of them. A window that starts on a table
    data row is prefixed with its table's header rows and scale note (:func:`table_headers`)."""
    headers = table_headers(seg)
    out = []
    for a, b in window_spans(seg, window):
        text = " ".join(seg.context_sentences[a:b])
        if a in headers:
            text = headers[a] + " " + text
        out.append((text, seg.context_chunk[a]))
    return out


def window_similarity(seg: SegmentedInput, vecs: TextVectors, hyps: list[str], window: int) -> np.ndarray:
    """(hyps, windows) similarity: a window scores its best sentence's cosine to the hypothesis.

    Reuses the sentence vectors of the evaluation; windows themselves are never embedded.
    """
    sim = vecs.similarity(hyps, seg.context_sentences)
    spans = window_spans(seg, window)
    return np.stack([sim[:, a:b].max(axis=1) for a, b in spans], axis=1) if spans else np.zeros((len(hyps), 0))


@dataclass
class SentenceEntailment:
    sentence: str
    entailment: float
    contradiction: float
    window: str
    chunk: int
    margin: float
    distance: float

    @property
    def sigma(self) -> float:
        return 1.0 / (1.0 + math.exp(-self.distance))


def sentence_entailment(
    seg: SegmentedInput, vecs: TextVectors, nli: NLIModel, *, window: int = 2, top_m: int | None = 8,
    hypotheses: list[str] | None = None, early_exit: float | None = None, early_exit_m: int = 2,
) -> tuple[list[SentenceEntailment], dict[str, int]]:
    """Best premise window per hypothesis (default: the answer sentences), batched model calls.

    ``early_exit`` (a cascade over each hypothesis's candidate windows, most similar first): the
    first ``early_exit_m`` windows of every hypothesis are scored in one call; a hypothesis whose
    best entailment there reaches ``early_exit`` skips the rest of its windows, the others get
    them all in a second call. With ``early_exit`` >= the flag threshold no flag changes (a
    sentence's best entailment can only rise with more windows); an early-exited sentence may
    report a lower best entailment (still >= ``early_exit``) and misses contradictions in the
    windows it skipped.
    """
    hyps = seg.answer_sentences if hypotheses is None else hypotheses
    windows = premise_windows(seg, window)
    if not hyps or not windows:
        return [], {"pairs_scored": 0, "pairs_exhaustive": 0, "windows": len(windows)}
    if top_m and len(windows) > top_m:
        sim = window_similarity(seg, vecs, hyps, window)
        cand = np.argsort(-sim, axis=1, kind="stable")[:, :top_m]
    else:
        cand = np.tile(np.arange(len(windows)), (len(hyps), 1))
    per = cand.shape[1]
    first = per if early_exit is None else min(per, max(1, early_exit_m))
    ent_col = nli.index["entailment"]
    con_col = nli.index.get("contradiction")

    # (hypothesis, candidate column) -> (probabilities, margin, distance)
    scored: dict[tuple[int, int], tuple[np.ndarray, float, float]] = {}

    def score(rows: list[tuple[int, int]]) -> None:
        if not rows:
            return
        out = nli.run([(windows[int(cand[i][c])][0], hyps[i]) for i, c in rows])
        probs = softmax_rows(out["logits"])
        for n, key in enumerate(rows):
            scored[key] = (probs[n], float(out["margin"][n]), float(out["distance"][n]))

    score([(i, c) for i in range(len(hyps)) for c in range(first)])
    if first < per:  # the cascade's second call: the hypotheses no early window entailed enough
        open_hyps = [i for i in range(len(hyps)) if max(scored[(i, c)][0][ent_col] for c in range(first)) < early_exit]
        score([(i, c) for i in open_hyps for c in range(first, per)])
    results = []
    for i, h in enumerate(hyps):
        cols = [c for c in range(per) if (i, c) in scored]
        k = max(cols, key=lambda c: (scored[(i, c)][0][ent_col], -c))
        p_k, margin, distance = scored[(i, k)]
        j = int(cand[i][k])
        results.append(SentenceEntailment(
            sentence=h, entailment=float(p_k[ent_col]),
            contradiction=float(max(scored[(i, c)][0][con_col] for c in cols)) if con_col is not None else 0.0,
            window=windows[j][0], chunk=windows[j][1], margin=margin, distance=distance,
        ))
    return results, {"pairs_scored": len(scored), "pairs_exhaustive": len(hyps) * len(windows), "windows": len(windows)}


def nli_metrics(
    seg: SegmentedInput, vecs: TextVectors, nli: NLIModel, *, window: int = 2, top_m: int | None = 8,
    threshold: float = 0.5, early_exit: float | None = None,
) -> list[MetricResult]:
    """``nli_groundedness`` (mean of per-sentence max entailment) and ``nli_decision_boundary``
    (mean sigma(D)); both explain themselves per sentence."""
    names = ("nli_groundedness", "nli_decision_boundary")
    if not seg.answer_sentences:
        return [MetricResult.invalid_result(n, "empty answer: nothing to check") for n in names]
    if not seg.context_sentences:
        return [MetricResult.invalid_result(n, "empty context: nothing to check against") for n in names]
    try:
        res, cost = sentence_entailment(seg, vecs, nli, window=window, top_m=top_m, early_exit=early_exit)
    except Exception as exc:  # noqa: BLE001 -- a model failure is an explicit invalid result
        return [MetricResult.invalid_result(n, f"NLI model failed: {type(exc).__name__}: {exc}") for n in names]
    ent = np.array([r.entailment for r in res])
    con = np.array([r.contradiction for r in res])
    support = ent - con  # entailed by its best window and contradicted by none of its candidates
    sig = np.array([r.sigma for r in res])
    flagged = [r.sentence for r in res if r.entailment < threshold]
    common = {"window": window, "top_m": top_m, "early_exit": early_exit, **cost}
    per_sentence = [
        {"sentence": r.sentence, "entailment": round(r.entailment, 4), "contradiction": round(r.contradiction, 4),
         "margin": round(r.margin, 4), "distance": round(r.distance, 4), "sigma_distance": round(r.sigma, 4),
         "premise": r.window, "chunk": r.chunk, "flagged": r.entailment < threshold}
        for r in res
    ]
    return [
        MetricResult(name=names[0], value=float(ent.mean()), details={
            "mean": round(float(ent.mean()), 4), "min": round(float(ent.min()), 4), "threshold": threshold,
            "flagged": flagged, "flagged_rate": round(len(flagged) / len(res), 4),
            "max_contradiction": round(float(con.max()), 4),
            "no_contradiction": round(float(1.0 - con.max()), 4),
            "mean_support": round(float(support.mean()), 4), "min_support": round(float(support.min()), 4),
            "per_sentence": per_sentence, **common}),
        MetricResult(name=names[1], value=float(sig.mean()), details={
            "mean": round(float(sig.mean()), 4), "min": round(float(sig.min()), 4),
            "mean_distance": round(float(np.mean([r.distance for r in res])), 4), **common}),
    ]
