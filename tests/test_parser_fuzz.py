"""Property-based fuzzing of the files users feed the tools: TREC / JSON qrels and runs, label
files, memo JSONL rows and tinyrag.toml. Each parser either returns a valid value or raises its
own error type with a message; no other exception escapes."""

from __future__ import annotations

import json
import math
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tinyrag_eval.calibration import read_label_file
from tinyrag_eval.jsonl import iter_jsonl
from tinyrag_eval.metrics.memo import MemoInput
from tinyrag_eval.metrics.retrieval import RetrievalInputError, read_qrels, read_run

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
WORD = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=0, max_size=8)
NUMBERS = st.one_of(st.integers(-5, 5), st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(
    ["1", "x", "1e309", "nan", "-inf", "", "  "]))
JSONISH = st.recursive(st.one_of(st.none(), st.booleans(), NUMBERS, WORD),
                       lambda inner: st.lists(inner, max_size=4) | st.dictionaries(WORD, inner, max_size=4),
                       max_leaves=12)


def trec_lines(n_fields: int) -> st.SearchStrategy[str]:
    field = st.one_of(WORD, NUMBERS.map(str))
    line = st.lists(field, min_size=max(0, n_fields - 2), max_size=n_fields + 2).map(" ".join)
    return st.lists(line, max_size=8).map("\n".join)


@FUZZ
@given(st.one_of(trec_lines(4), st.binary(max_size=60).map(lambda b: b.decode("latin-1"))))
def test_trec_qrels(tmp_path, text):
    p = tmp_path / "q.txt"
    p.write_text(text, encoding="utf-8")
    try:
        qrels = read_qrels(p)
    except RetrievalInputError as exc:
        assert str(exc)
        return
    assert all(isinstance(r, int) for docs in qrels.values() for r in docs.values())


@FUZZ
@given(trec_lines(6))
def test_trec_runs(tmp_path, text):
    p = tmp_path / "r.txt"
    p.write_text(text, encoding="utf-8")
    try:
        run = read_run(p)
    except RetrievalInputError as exc:
        assert str(exc)
        return
    assert all(math.isfinite(s) for docs in run.values() for s in docs.values())


@FUZZ
@given(JSONISH)
def test_json_qrels_and_runs(tmp_path, obj):
    p = tmp_path / "x.json"
    p.write_text(json.dumps(obj, allow_nan=True), encoding="utf-8")
    for reader in (read_qrels, read_run):
        try:
            out = reader(p)
        except RetrievalInputError as exc:
            assert str(exc)
            continue
        assert all(isinstance(q, str) for q in out)
        assert all(isinstance(v, int | float) and math.isfinite(v) for docs in out.values() for v in docs.values())


def test_json_qrels_with_infinite_or_nan_relevance_are_an_error(tmp_path):
    for raw in ('{"q": {"d": 1e309}}', '{"q": {"d": NaN}}'):
        p = tmp_path / "x.json"
        p.write_text(raw)
        with pytest.raises(RetrievalInputError, match="must be an integer"):
            read_qrels(p)


@FUZZ
@given(st.lists(st.one_of(JSONISH.map(lambda o: json.dumps(o, allow_nan=True)), WORD,
                          st.fixed_dictionaries({"label": NUMBERS, "nli": NUMBERS, "sim": NUMBERS}).map(
                              lambda d: json.dumps(d, allow_nan=True))), max_size=12).map("\n".join),
       st.sampled_from(["skip", "impute", "error"]))
def test_label_files(tmp_path, text, missing):
    p = tmp_path / "labels.jsonl"
    p.write_text(text, encoding="utf-8")
    try:
        data = read_label_file(p, ["nli", "sim"], missing=missing)
    except ValueError as exc:
        assert str(exc)
        return
    assert len(data.labels) == data.values.shape[0] > 0
    if missing != "impute":
        assert not (data.values != data.values).any()  # no NaN left in when rows are skipped or refused


@FUZZ
@given(st.lists(st.one_of(JSONISH.map(lambda o: json.dumps(o, allow_nan=True)), WORD,
                          st.fixed_dictionaries({"query": JSONISH, "contexts": JSONISH, "answer": JSONISH}).map(
                              json.dumps)), max_size=8).map("\n".join))
def test_memo_rows(tmp_path, text):
    p = tmp_path / "memos.jsonl"
    p.write_text(text, encoding="utf-8")
    for _line, row, error in iter_jsonl(p):
        if row is None:
            assert error
            continue
        try:
            item = MemoInput.model_validate(row)
        except ValidationError:
            continue
        assert isinstance(item.query, str) and all(isinstance(c, str) for c in item.contexts)


@FUZZ
@given(st.one_of(
    st.text(max_size=80),
    st.dictionaries(st.sampled_from(["retrieval", "agent", "calibration", "export", "seed", "bogus"]),
                    st.dictionaries(WORD, st.one_of(NUMBERS, WORD, st.booleans()), max_size=3), max_size=3).map(
        lambda d: "\n".join(f"[{k}]\n" + "\n".join(f"{json.dumps(a)} = {json.dumps(b)}" for a, b in v.items())
                            for k, v in d.items()))))
def test_config_files(tmp_path, monkeypatch, text):
    from tinyrag_eval.config import Settings

    p = tmp_path / "tinyrag.toml"
    p.write_text(text, encoding="utf-8")
    monkeypatch.setenv("TINYRAG_CONFIG", str(p))
    try:
        s = Settings()
    except (ValidationError, tomllib.TOMLDecodeError, ValueError) as exc:
        assert str(exc)
        return
    assert s.seed is not None


@FUZZ
@given(st.one_of(JSONISH.map(lambda o: json.dumps(o, allow_nan=True)), st.text(max_size=60),
                 st.binary(max_size=40).map(lambda b: b.decode("latin-1"))), st.binary(max_size=40))
def test_calibrator_artefacts(tmp_path, meta, model):
    from tinyrag_eval.calibration import Calibrator

    d = tmp_path / "v0001"
    d.mkdir(exist_ok=True)
    (d / "metadata.json").write_text(meta, encoding="utf-8")
    (d / "model.pkl").write_bytes(model)
    with pytest.raises((ValueError, FileNotFoundError)) as info:
        Calibrator.load(d)
    assert str(info.value)


def test_a_tampered_or_incomplete_calibrator_is_refused(tmp_path):
    import hashlib
    import pickle

    from tinyrag_eval.calibration import Calibrator
    from tinyrag_eval.calibration.artifact import FORMAT_VERSION

    d = tmp_path / "v0001"
    d.mkdir()
    blob = pickle.dumps({"spec": None})
    (d / "model.pkl").write_bytes(blob)
    (d / "metadata.json").write_text(json.dumps({"format_version": FORMAT_VERSION,
                                                 "model_sha256": hashlib.sha256(blob).hexdigest()}))
    with pytest.raises(ValueError, match="incomplete calibrator .*labels.*probability"):
        Calibrator.load(d)
    (d / "model.pkl").write_bytes(blob + b"x")
    with pytest.raises(ValueError, match="does not match the sha256"):
        Calibrator.load(d)


@FUZZ
@given(st.text(max_size=300), st.lists(st.sampled_from(["ar#p2#0", "ar#p3#1", "x"]), max_size=3))
def test_edited_memo_text(text, known):
    from tinyrag_eval.generation import parse_reply

    sentences, _notes, dropped = parse_reply(text, known, max_sentences=50)
    assert all(isinstance(s.text, str) and s.text.strip() for s in sentences)
    assert all(c in known for s in sentences for c in s.citations)
    assert all(c not in known for c in dropped)
