"""MetricResult.status: ok, not_applicable or invalid, derived from (and checked against) invalid and value."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from tinyrag_eval.schema import MetricResult


def test_status_is_derived_and_checked():
    assert MetricResult(name="m", value=0.5).status == "ok"
    assert MetricResult(name="m", value=None, reason="not applicable: no figures").status == "not_applicable"
    bad = MetricResult.invalid_result("m", "empty answer")
    assert bad.status == "invalid" and bad.invalid and bad.value is None
    na = MetricResult.not_applicable("m", "not applicable: no reference", applicable=False)
    assert na.status == "not_applicable" and not na.invalid and na.details == {"applicable": False}
    assert MetricResult(name="m", status="invalid", reason="x").invalid  # invalid derived from status
    # stored results from before the status field still load
    old = MetricResult.model_validate({"name": "m", "value": None, "invalid": True, "reason": "x", "details": {}})
    assert old.status == "invalid"
    for m in (bad, na, MetricResult(name="m", value=0.25)):
        assert MetricResult.model_validate_json(m.model_dump_json()) == m
        assert json.loads(m.model_dump_json())["status"] == m.status
    with pytest.raises(ValidationError, match="contradicts"):
        MetricResult(name="m", status="ok", value=1.0, invalid=True)
    with pytest.raises(ValidationError, match="status 'ok' with value None"):
        MetricResult(name="m", status="ok")
    with pytest.raises(ValidationError, match="status 'invalid' with value 1.0"):
        MetricResult(name="m", value=1.0, invalid=True)
