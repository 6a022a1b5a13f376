"""10,000 generated judge replies through the rubric judge's parser: each one is valid, repaired
or explicitly invalid with a reason; none raises, and no parsed score is out of range or NaN."""

from __future__ import annotations

import json
import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tinyrag_eval.judges.rubric import CRITERIA, coerce_reply, reply_schema

from tinyrag_eval.structured_output import parse_structured

SCHEMA = reply_schema(CRITERIA)
KEYS = st.sampled_from([*CRITERIA, "Captured Rate", "value-add", "HALLUCINATION", "missing out", "score",
                        "reason", "reasoning", "scores", "criterion", "", "x" * 40])
SCORES = st.one_of(st.integers(-10, 10), st.floats(allow_nan=True, allow_infinity=True), st.none(), st.booleans(),
                   st.sampled_from(["4", "4/5", " 3.0 ", "five", "NaN", "1e309", "-1", "5 / 5", ""]))
LEAF = st.one_of(SCORES, st.text(max_size=30))
ITEM = st.one_of(SCORES, st.fixed_dictionaries({"score": SCORES}, optional={"reasoning": LEAF, "reason": LEAF}))
GOOD_SCORE = st.one_of(st.integers(1, 5), st.sampled_from(["4", "4/5", " 3.0 ", "2.0"]), st.integers(0, 7))
SPELLING = {"captured_rate": ["captured_rate", "Captured Rate", "captured-rate"],
            "value_add": ["value_add", "Value Add"], "missing_out": ["missing_out", "Missing out"],
            "hallucination": ["hallucination", "Hallucination"],
            "confidence_calibration": ["confidence_calibration", "Confidence calibration"]}
NEAR_VALID = st.fixed_dictionaries({c: st.tuples(st.sampled_from(SPELLING.get(c, [c])), st.one_of(
    GOOD_SCORE, st.fixed_dictionaries({"score": GOOD_SCORE}, optional={"reasoning": st.text(max_size=30)})))
    for c in CRITERIA}).map(lambda d: {k: v for k, v in d.values()})
REPLY_OBJ = st.one_of(
    NEAR_VALID, NEAR_VALID,
    st.dictionaries(KEYS, ITEM, max_size=7),
    st.builds(lambda d: {"scores": d}, st.dictionaries(KEYS, ITEM, max_size=6)),
    st.lists(st.fixed_dictionaries({"criterion": KEYS, "score": SCORES}), max_size=6),
    st.recursive(LEAF, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=3),
                 max_leaves=8),
)


def render(obj: object, how: int, cut: float, prose: str) -> str:
    try:
        text = json.dumps(obj, allow_nan=True)
    except (TypeError, ValueError):
        text = str(obj)
    if how == 1:
        text = text[: max(0, int(len(text) * cut))]  # truncated mid-reply (max_tokens)
    elif how == 2:
        text = f"```json\n{text}\n```"
    elif how == 3:
        text = f"{prose} {text} {prose}"
    elif how == 4:
        text = text.replace('"', "'")  # single quotes, as small models write
    return text


@settings(max_examples=10_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(REPLY_OBJ, st.integers(0, 4), st.floats(0, 1), st.text(max_size=40))
def test_every_generated_reply_is_valid_repaired_or_invalid(obj, how, cut, prose):
    text = render(obj, how, cut, prose)
    out = parse_structured(text, SCHEMA, coerce=coerce_reply)
    assert out.status in ("valid", "repaired", "invalid")
    if out.status == "invalid":
        assert out.value is None and out.reason
        return
    assert out.value is not None
    for c in CRITERIA:
        item = getattr(out.value, c)
        assert isinstance(item.score, int) and 1 <= item.score <= 5 and not math.isnan(item.score)
        assert isinstance(item.reasoning, str)
