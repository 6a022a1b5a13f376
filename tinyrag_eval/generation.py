"""The memo generator: retrieved context -> prompt -> LLM -> :class:`~tinyrag_eval.schema.Memo`.

    gen = MemoGenerator()                                    # configured LLM (get_llm), disk cache
    memo = gen.generate("Capital strength of Acme Bank", retrieval, memo_id="run1-a1")
    memo = gen.generate(topic, retrieval, memo_id="run1-a2", attempt=2,
                        feedback=GenerationFeedback(unsupported_numbers=["£18.4 million"]))

The prompt (``prompts/memo_generation.j2``) lists the reranked context chunks with their ids so
the LLM can cite them (``[annual_report_2025#p3#1]``); on regeneration ``prompts/memo_feedback.j2``
adds the concrete feedback (flagged sentences, unsupported figures, judge reasons, citations that
named no chunk, the reviewer's notes). The reply is parsed into sentences: confidence tags by the
parser (:func:`~tinyrag_eval.confidence.parse_confidence_tags`), citations checked
against the ids of the retrieved chunks -- an unknown id is dropped, never trusted, and recorded
in ``Memo.dropped_citations`` (and said in ``Memo.notes``).

Small offline LLMs often write unusable memos (empty, prompt echo, one looping sentence). Then,
recordedly, the generator writes an *extractive* memo of the context sentences most relevant to the
topic (embedding similarity, maximal marginal relevance, no headings), each citing
its chunk (``llm="extractive-fallback"``, the reason in ``Memo.notes``); with
``generation.extractive_fallback = false`` it raises :class:`GenerationError` instead. An LLM that
*raises* (a bug in a team's LLM class, a provider that stays down after ``llm.max_attempts``
tries) is not an unusable reply: :class:`GenerationError` names the exception, and the attempt
fails -- unless ``generation.fallback_on_error = true`` asks for the extractive memo then too.
Nothing is ever silently substituted.

The memo's LLM call is answered by the LLM cache only when the generator decodes
deterministically or ``llm.cache_generation`` says so (:meth:`MemoGenerator.cache_generation`);
a memo read from the cache says so (``Memo.cached``, and a note).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from .config import Settings, get_settings
from .errors import TinyragError
from .injection import fence, looks_like_instruction
from .prompting import render
from .schema import Confidence, GenerationFeedback, Memo, MemoSentence, RetrievalResult, memo_topic

EXTRACTIVE = "extractive-fallback"
MIN_WORDS = 4
"""A memo sentence needs at least this many words to count as content."""
MAX_QUERY_CHARS = 300
CITATION = re.compile(r"\[([^\[\]\n]{1,200})\]")
ID_SPLIT = re.compile(r"\s*[,;]\s*")


class GenerationError(TinyragError, RuntimeError):
    """No usable memo could be produced: the LLM raised (and ``generation.fallback_on_error`` is
    off), or its reply was unusable and the extractive fallback is off or impossible."""


class _Fallback(Exception):
    """The LLM raised and ``generation.fallback_on_error`` is on: the caller's fallback applies."""


def _exception_line(exc: BaseException) -> str:
    """``Type: message`` of the exception behind ``exc`` (the backend's, under an ``LLMCallError``)."""
    cause = exc.__cause__ or exc
    return f"{type(cause).__name__}: {' '.join(str(cause).split())[:300]}"


def _words(text: str) -> int:
    return len(re.findall(r"[A-Za-z0-9£$€%.,]+", text))


def _clean(text: str) -> str:
    text = re.sub(r"[ \t]+([.,;:!?])", r"\1", text)
    return re.sub(r"\s{2,}", " ", text).strip()


class ParsedReply(NamedTuple):
    sentences: list[MemoSentence]
    notes: list[str]
    dropped_citations: list[str]


def parse_reply(reply: str, known_ids: list[str], *, max_sentences: int) -> ParsedReply:
    """The LLM's reply -> sentences with confidence and validated citations, notes, dropped ids.

    Citations (``[id]`` or ``[id1, id2]``) are removed from the sentence text; ids not among
    ``known_ids`` are dropped, listed once each and named in the notes. Repeated sentences are
    dropped, sentences beyond ``max_sentences`` cut, both recorded.
    """
    from .confidence import parse_confidence_tags

    known = set(known_ids)
    tagged = parse_confidence_tags(reply or "")
    notes = list(tagged.notes)
    out: list[MemoSentence] = []
    dropped: list[str] = []
    carry: list[str] = []  # citations written before any sentence text
    seen: set[str] = set()
    repeated = 0
    for s in tagged.sentences:
        cites: list[str] = []
        for m in CITATION.finditer(s.text):
            for cid in (c.strip().strip("'\"`") for c in ID_SPLIT.split(m.group(1))):
                if not cid:
                    continue
                if cid in known:
                    if cid not in cites:
                        cites.append(cid)
                else:
                    dropped.append(cid)
        body = _clean(CITATION.sub(" ", s.text))
        if not re.search(r"[A-Za-z]", body):  # only citations / tag residue: they belong to the previous sentence
            if out:
                out[-1].citations += [c for c in cites if c not in out[-1].citations]
            else:
                carry += cites
            continue
        key = re.sub(r"\W+", " ", body.lower()).strip()
        if key in seen:
            repeated += 1
            continue
        seen.add(key)
        if carry:
            cites, carry = [*carry, *[c for c in cites if c not in carry]], []
        out.append(MemoSentence(text=body, confidence=s.confidence, citations=cites))
    if dropped:
        notes.append(f"dropped {len(dropped)} citation(s) naming no chunk of the prompt: "
                     + ", ".join(repr(d) for d in dict.fromkeys(dropped)))
    if repeated:
        notes.append(f"dropped {repeated} repeated sentence(s)")
    if len(out) > max_sentences:
        notes.append(f"cut {len(out) - max_sentences} sentence(s) beyond the {max_sentences} asked for")
        out = out[:max_sentences]
    return ParsedReply(out, notes, list(dict.fromkeys(dropped)))


def parse_memo_reply(reply: str, known_ids: list[str], *, max_sentences: int) -> tuple[list[MemoSentence], list[str]]:
    """(sentences, notes) of :func:`parse_reply`."""
    parsed = parse_reply(reply, known_ids, max_sentences=max_sentences)
    return parsed.sentences, parsed.notes


def unusable_reason(sentences: list[MemoSentence]) -> str | None:
    """Why parsed sentences are no usable memo, or None when they are."""
    if not sentences:
        return "the LLM reply holds no sentence"
    content = [s for s in sentences if _words(s.text) >= MIN_WORDS]
    if not content:
        return f"no sentence of the LLM reply has {MIN_WORDS} or more words"
    return None


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z][a-z0-9-]{3,}", text.lower())
            if w not in {"with", "from", "that", "this", "have", "their", "which", "were", "will", "into", "about"}}


def _paragraphs(text: str) -> list[str]:
    """Paragraphs of a chunk with wrapped lines joined and heading-like lines (short, no end
    punctuation, or Markdown/table/list markers) left out."""
    paras: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        lines = [ln.strip() for ln in block.splitlines() if ln.strip()]
        keep = [ln for ln in lines if not ln.startswith(("#", "|", ">"))
                and not (len(ln.split()) <= 8 and not re.search(r"[.,;:%)]$", ln))]
        if keep:
            paras.append(" ".join(" ".join(keep).split()))
    return paras


MMR_LAMBDA = 0.7
"""Maximal marginal relevance: weight of topic relevance against redundancy with the sentences
already chosen (Carbonell & Goldstein 1998)."""
_GLUED_HEADING = re.compile(r"^(?:[A-Z0-9][\w&'’().,-]*\s+){0,8}?[—–|]\s")


def _heading_glued(t: str) -> bool:
    """A sentence that starts with a heading run into it ("Acme Bank — Credit Policy (summary)
    Approval authorities Credit ...") or is mostly capitalised words (a title, not prose)."""
    words = t.split()
    caps = sum(1 for w in words if w[:1].isupper())
    return bool(_GLUED_HEADING.match(t)) or "(summary)" in t.lower() or (len(words) >= 6 and caps / len(words) > 0.6)


def _candidates(retrieval: RetrievalResult) -> list[tuple[int, int, str, str]]:
    """(chunk rank, position, sentence, chunk id) of the context's prose sentences: no headings,
    table rows, title lines, glued headings or the sample corpus's boilerplate."""
    from .metrics.text import split_sentences

    out: list[tuple[int, int, str, str]] = []
    seen: set[str] = set()
    for rank, sc in enumerate(retrieval.context):
        pos = 0
        for para in _paragraphs(sc.chunk.text):
            for sent in split_sentences(para):
                t = _clean(sent)
                if (_words(t) < 6 or not t.endswith(".") or not re.match(r"[A-Z0-9£$€]", t) or t in seen
                        or "fictional" in t.lower() or _heading_glued(t)):
                    continue
                seen.add(t)
                out.append((rank, pos, t, sc.chunk.id))
                pos += 1
    return out


def extractive_memo_sentences(retrieval: RetrievalResult, max_sentences: int, topic: str = "",
                              embed: Callable[[list[str]], Any] | None = None) -> list[MemoSentence]:
    """A topic-focused extractive memo: context prose sentences (``_candidates``), each citing its
    chunk (tagged HIGH: the context states it verbatim), chosen by maximal marginal relevance to
    the topic -- cosine similarity of ``embed``'s normalised vectors (the bundled embedding model
    in the generator; without ``embed``, the share of the topic's content words) plus a small
    bonus for a figure -- and grouped by source, in the order the context gives them."""
    import numpy as np

    # a sentence that addresses the model (a planted instruction) is never copied into a memo
    cands = [c for c in _candidates(retrieval) if not looks_like_instruction(c[2])]
    if not cands:
        return []
    texts = [c[2] for c in cands]
    query = f"{topic} {retrieval.query}".strip() if topic != retrieval.query else topic
    if embed is not None:
        vecs = np.asarray(embed([query, *texts]), dtype=np.float64)
        vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
        rel = vecs[1:] @ vecs[0]
        sim = vecs[1:] @ vecs[1:].T
    else:
        want = _content_words(query)
        words = [_content_words(t) for t in texts]
        rel = np.array([len(w & want) / max(len(want), 1) for w in words])
        sim = np.array([[len(a & b) / max(len(a | b), 1) for b in words] for a in words])
    rel = rel + np.array([0.05 if re.search(r"\d", t) else 0.0 for t in texts])
    chosen: list[int] = []
    while len(chosen) < min(max_sentences, len(cands)):
        redundancy = sim[:, chosen].max(axis=1) if chosen else np.zeros(len(cands))
        score = MMR_LAMBDA * rel - (1 - MMR_LAMBDA) * redundancy
        score[chosen] = -np.inf
        chosen.append(int(np.argmax(score)))
    best = sorted((cands[i] for i in chosen), key=lambda c: (c[0], c[1]))
    return [MemoSentence(text=t, confidence=Confidence.HIGH, citations=[cid]) for _, _, t, cid in best]


def memo_text(sentences: list[MemoSentence]) -> str:
    return " ".join(s.text for s in sentences)


def memo_source_text(memo: Memo) -> str:
    """The memo in the reply format :func:`parse_memo_reply` reads: each sentence with its
    citations (``[id, id]``) and confidence tag before its closing punctuation, so a reviewer's
    edit of this text keeps them. A memo without sentence structure gives its plain text."""
    if not memo.sentences:
        return memo.text
    out = []
    for s in memo.sentences:
        text = s.text.strip()
        end = re.search(r"[.!?]+$", text)
        body, stop = (text[:end.start()], end.group(0)) if end else (text, "")
        cites = f" [{', '.join(s.citations)}]" if s.citations else ""
        tag = f" <CONFIDENCE: {s.confidence.value}>" if s.confidence else ""
        out.append(f"{body}{cites}{tag}{stop}")
    return " ".join(out)


class MemoGenerator:
    """Writes memos with the configured LLM (or ``llm``), one cached call per attempt."""

    def __init__(self, llm: Any = None, settings: Settings | None = None, *,
                 cache: Path | str | None | bool = True, embed: Callable[[list[str]], Any] | None = None):
        self.settings = settings or get_settings()
        self._llm_arg = llm
        self._cache_arg = cache
        self._backend: Any = None
        self._embed_arg = embed

    def embed(self, texts: list[str]) -> Any:
        """Sentence vectors for the extractive memo (the shared embedding model unless given)."""
        if self._embed_arg is not None:
            return self._embed_arg(texts)
        from .embedding import encode

        return encode(texts, self.settings)

    # the cached, retrying LLM client (llm.client.CachedLLM), built once
    def _llm(self) -> Any:
        if self._backend is None:
            from .llm.client import CachedLLM

            llm = self._llm_arg
            if llm is None:
                from .models import get_llm

                llm = get_llm(self.settings)
            c = self.settings.llm
            cache: Any = self._cache_arg
            if cache is True:
                cache = (c.cache_path or self.settings.cache_dir / "llm_cache.sqlite") if c.cache else None
            elif cache is False:
                cache = None
            self._backend = CachedLLM(llm, cache, max_attempts=c.max_attempts, retry_wait_s=c.retry_wait_s,
                                      prices=c.prices, cache_version=c.cache_version)
        return self._backend

    @property
    def cache_generation(self) -> bool:
        """Whether the generator's own calls (memo, query rewrite, HyDE passage) may be answered by
        the LLM cache: ``llm.cache_generation`` -- ``always``, ``never``, or ``deterministic`` (the
        default: only when the backend decodes deterministically, ``CachedLLM.deterministic``).
        The judges' calls are cached regardless."""
        mode = self.settings.llm.cache_generation
        return mode == "always" or (mode == "deterministic" and self._llm().deterministic)

    @property
    def client(self) -> Any:
        """The cached, retrying LLM client the generator calls (``llm.client.CachedLLM``),
        built on first use; the pairwise judge shares it."""
        return self._llm()

    @property
    def llm(self) -> Any:
        """The LlamaIndex LLM behind :attr:`client` (the rubric judge and the decision agent use it)."""
        return self._llm().llm

    @property
    def model_name(self) -> str:
        return self._llm().name

    def _reply(self, user: str, max_tokens: int) -> Any:
        """The generator's LLM reply (``llm.client.Reply``), cached as :attr:`cache_generation` says."""
        return self._llm().call("", user, max_tokens=max_tokens, cache=self.cache_generation)

    def _call(self, user: str, max_tokens: int) -> str:
        return self._reply(user, max_tokens).text

    def _call_or_fallback(self, user: str, max_tokens: int) -> str:
        """:meth:`_call`; when the LLM raises, :class:`GenerationError` naming the exception, or
        with ``generation.fallback_on_error`` a ``_Fallback`` the caller turns into its fallback."""
        from .llm.client import LLMCallError

        try:
            return self._call(user, max_tokens)
        except LLMCallError as exc:
            if self.settings.generation.fallback_on_error:
                raise _Fallback(_exception_line(exc)) from exc
            raise GenerationError(f"the generator's LLM {self.model_name} raised: {_exception_line(exc)} "
                                  "(generation.fallback_on_error is off: the attempt fails)") from exc

    def contexts(self, retrieval: RetrievalResult) -> list[dict[str, str]]:
        n = self.settings.generation.context_chunks
        return [{"id": sc.chunk.id, "text": fence(" ".join(sc.chunk.text.split()))} for sc in retrieval.context[:n]]

    def _render(self, topic: str, contexts: list[dict[str, str]], feedback: GenerationFeedback | None) -> str:
        text = render("memo_generation.j2", topic=topic, contexts=contexts,
                      max_sentences=self.settings.generation.max_sentences)
        if feedback is not None and not feedback.is_empty():
            text += "\n\n" + render("memo_feedback.j2", **feedback.model_dump())
        return text

    def fitted_prompt(self, topic: str, retrieval: RetrievalResult,
                      feedback: GenerationFeedback | None = None) -> tuple[str, list[dict[str, str]], list[str]]:
        """(prompt, the context chunks in it, notes): chunks are dropped from the end, then the
        last one shortened, until the prompt and the reply fit the LLM's context window (a
        model that cut the prompt itself would lose the topic). Every cut is noted."""
        llm = self._llm()
        limit = llm.context_window - self.settings.generation.max_new_tokens - 16
        ctx = self.contexts(retrieval)
        notes: list[str] = []
        text = self._render(topic, ctx, feedback)
        while llm.count_tokens(text) > limit and len(ctx) > 1:
            ctx = ctx[:-1]
            text = self._render(topic, ctx, feedback)
        if len(ctx) < len(self.contexts(retrieval)):
            notes.append(f"context window: {len(ctx)} of {len(self.contexts(retrieval))} chunks fit the prompt")
        while llm.count_tokens(text) > limit and len(ctx[0]["text"]) > 200:
            ctx = [{**ctx[0], "text": ctx[0]["text"][: int(len(ctx[0]["text"]) * 0.8)]}]
            text = self._render(topic, ctx, feedback)
            if not any("shortened" in n for n in notes):
                notes.append(f"context window: chunk {ctx[0]['id']} shortened to fit the prompt")
        return text, ctx, notes

    def prompt(self, topic: str, retrieval: RetrievalResult, feedback: GenerationFeedback | None = None) -> str:
        return self.fitted_prompt(topic, retrieval, feedback)[0]

    def generate(self, topic: str, retrieval: RetrievalResult, *, memo_id: str, attempt: int = 1,
                 feedback: GenerationFeedback | None = None, extractive: str = "") -> Memo:
        """One memo attempt (module docstring). ``extractive`` (a reason) writes the extractive
        memo without asking the LLM. Raises ``ValueError`` for an empty topic or context,
        :class:`GenerationError` when nothing usable can be written."""
        from .llm.client import LLMCallError

        memo_topic(topic)
        if not retrieval.context:
            raise ValueError(f"retrieval for {retrieval.query!r} returned no context: nothing to write a memo from")
        g = self.settings.generation
        if extractive:
            sents = extractive_memo_sentences(retrieval, g.max_sentences, topic, self.embed)
            if not sents:
                raise GenerationError("the context has no sentence to extract")
            return Memo(id=memo_id, topic=topic, text=memo_text(sents), sentences=sents, attempt=attempt,
                        llm=EXTRACTIVE, notes=[f"EXTRACTIVE MEMO of the {len(sents)} context sentence(s) most "
                                               + f"relevant to the topic: {extractive}"])
        prompt, ctx, notes = self.fitted_prompt(topic, retrieval, feedback)
        known = [c["id"] for c in ctx]
        dropped: list[str] = []
        cached = False
        llm_name = self.model_name
        try:
            reply = self._reply(prompt, g.max_new_tokens)
        except LLMCallError as exc:
            if not g.fallback_on_error:
                raise GenerationError(f"the generator's LLM {llm_name} raised: {_exception_line(exc)} "
                                      "(generation.fallback_on_error is off: the attempt fails)") from exc
            sentences, why = [], f"the LLM raised: {_exception_line(exc)}; generation.fallback_on_error is on"
        else:
            cached = reply.cached
            if cached:
                notes.append(f"the reply of {llm_name} came from the LLM cache (no LLM call was made)")
            sentences, parse_notes, dropped = parse_reply(reply.text, known, max_sentences=g.max_sentences)
            notes += parse_notes
            why = unusable_reason(sentences)
            if why is not None and not g.extractive_fallback:
                raise GenerationError(f"{llm_name} wrote no usable memo ({why}) and generation.extractive_fallback "
                                      "is off")
        if why is None:
            return Memo(id=memo_id, topic=topic, text=memo_text(sentences), sentences=sentences,
                        attempt=attempt, llm=llm_name, notes=notes, dropped_citations=dropped, cached=cached)
        fallback = extractive_memo_sentences(retrieval, g.max_sentences, topic, self.embed)
        if not fallback:
            raise GenerationError(f"{llm_name} wrote no usable memo ({why}) and the context has no sentence to extract")
        notes.append(f"EXTRACTIVE MEMO: {llm_name} output unusable ({why}); extractive memo of the {len(fallback)} "
                     "context sentence(s) most relevant to the topic written instead")
        return Memo(id=memo_id, topic=topic, text=memo_text(fallback), sentences=fallback,
                    attempt=attempt, llm=EXTRACTIVE, notes=notes, dropped_citations=dropped, cached=cached)

    def hyde_passage(self, topic: str, reason: str) -> tuple[str, str]:
        """(hypothetical passage, note) for HyDE retrieval: the dense stage searches with the
        passage's embedding. An unusable passage is '' and the note says why."""
        try:
            reply = self._call_or_fallback(render("hyde.j2", topic=topic, reason=reason), 160)
        except _Fallback as exc:
            return "", f"HyDE passage unusable (LLM call failed: {exc}; generation.fallback_on_error is on)"
        text = " ".join((reply or "").split()).strip("\"'` ")
        if _words(text) < 5:
            return "", f"HyDE passage unusable ({'empty' if not text else 'too short'})"
        return text, f"HyDE: retrieving with a hypothetical passage by {self.model_name}: {text[:120]!r}"

    def rewrite_query(self, topic: str, query: str, reason: str) -> tuple[str, str]:
        """(new query, note). An unusable rewrite (empty, too long, same as before) keeps a
        query built from the topic and says so in the note."""
        try:
            reply = self._call_or_fallback(render("query_rewrite.j2", topic=topic, query=query, reason=reason), 64)
        except _Fallback as exc:
            reply, fail = "", f"LLM call failed: {exc}; generation.fallback_on_error is on"
        else:
            fail = ""
        line = next((ln.strip().strip("\"'` ") for ln in (reply or "").splitlines() if ln.strip()), "")
        line = re.sub(r"^(new\s+)?(search\s+)?query\s*:\s*", "", line, flags=re.IGNORECASE).strip()
        if line and len(line) <= MAX_QUERY_CHARS and line.lower() != query.strip().lower() and _words(line) >= 2:
            return line, f"query rewritten by {self.model_name}: {line!r}"
        fallback = topic.strip() if topic.strip().lower() != query.strip().lower() else f"{topic.strip()} key figures and risks"
        why = fail or ("empty" if not line else "too long" if len(line) > MAX_QUERY_CHARS else "unchanged or too short")
        return fallback, f"query rewrite unusable ({why}); retrieving with {fallback!r} instead"
