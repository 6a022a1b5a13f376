"""A quality gate over a batch of memos: requirements on metrics and calibrated probabilities,
a pass/fail verdict per requirement, JUnit XML for CI.

A requirement is ``TARGET[.AGG] OP NUMBER``:

- ``TARGET``: a memo metric (``nli_groundedness``, ``numeric_consistency``, any registered metric
  or ``judge.<criterion>``) or a criterion's calibrated probability ``P(grounded)``;
- ``AGG`` (optional): ``mean``, ``median``, ``min``, ``max`` or a percentile ``p10`` ... ``p90``
  over the memos. Without it the requirement holds for **every** memo;
- ``OP``: ``>=``, ``>``, ``<=``, ``<``, ``==``.

    nli_groundedness.p10 >= 0.8      # the 10th percentile over the memos
    numeric_consistency >= 1         # every memo
    P(grounded) >= 0.9               # every memo's calibrated probability

An invalid or not-applicable value (a metric that could not run, a criterion without a
calibrator) fails the requirement unless the policy says ``invalid = "skip"``.

    reqs = [parse_requirement(r) for r in ("nli_groundedness.mean >= 0.7", "P(relevant) >= 0.8")]
    report = check(reqs, memo_values)          # memo_values: [MemoValues(id, values, problems)]
    report.passed, junit_xml(report)
"""

from __future__ import annotations

import math
import re
import tomllib
from pathlib import Path
from typing import Any, Literal
from xml.etree import ElementTree as ET

import numpy as np
from pydantic import BaseModel, Field

from .errors import TinyragError
from .schema import Assessment, Evaluation, Memo

Op = Literal[">=", ">", "<=", "<", "=="]
InvalidPolicy = Literal["fail", "skip"]
AGGREGATES = ("mean", "median", "min", "max")
_REQ = re.compile(
    r"^\s*(?P<target>P\((?P<criterion>[A-Za-z_][\w-]*)\)|[A-Za-z_][\w@-]*(?:\.[\w@-]+)*)\s*"
    r"(?P<op>>=|<=|==|>|<)\s*(?P<num>[-+]?(?:\d+(?:\.\d*)?|\.\d+))\s*$")
_PCT = re.compile(r"^p(\d{1,2})$")
_OPS = {">=": np.greater_equal, ">": np.greater, "<=": np.less_equal, "<": np.less, "==": np.isclose}


class GateError(TinyragError, ValueError):
    """A requirement or policy that cannot be read (the message shows the expected form)."""


class Requirement(BaseModel):
    text: str
    target: str = Field(description="metric name, or P(criterion)")
    criterion: str | None = Field(None, description="set when the target is a calibrated probability")
    aggregate: str | None = Field(None, description="None = every memo; mean/median/min/max/pNN over memos")
    op: Op
    threshold: float

    def holds(self, value: float) -> bool:
        return bool(_OPS[self.op](value, self.threshold))


class MemoValues(BaseModel):
    """One memo's values by target name (metric names and ``P(criterion)``; None = invalid or not
    applicable) and what is wrong with it (unsupported sentences and figures), for messages."""

    id: str
    values: dict[str, float | None]
    problems: list[str] = Field(default_factory=list)
    error: str | None = Field(None, description="the memo could not be evaluated (bad row)")
    calibrators: dict[str, str] = Field(default_factory=dict, description=(
        "criterion -> the calibrator version behind P(criterion) (`Assessment.version_of`)"))


class Failure(BaseModel):
    memo_id: str | None = None
    value: float | None = None
    message: str


class RequirementResult(BaseModel):
    requirement: Requirement
    passed: bool
    value: float | None = Field(None, description="the aggregate, or the worst memo's value")
    n: int = Field(0, description="memos with a value")
    invalid: int = 0
    failures: list[Failure] = Field(default_factory=list)
    calibrator: str | None = Field(None, description="for P(criterion): the calibrator version(s) behind the values")


class GateReport(BaseModel):
    passed: bool
    memos: int
    invalid_policy: InvalidPolicy
    results: list[RequirementResult]


def parse_requirement(text: str) -> Requirement:
    """``"nli_groundedness.p10 >= 0.8"`` -> :class:`Requirement`; :class:`GateError` otherwise."""
    m = _REQ.match(text or "")
    if m is None:
        raise GateError(f"cannot read requirement {text!r}: write TARGET[.AGG] OP NUMBER, e.g. "
                        "'nli_groundedness.p10 >= 0.8' or 'P(grounded) >= 0.9' (AGG: mean, median, min, max, p1-p99)")
    target, aggregate = m["target"], None
    if m["criterion"] is None and "." in target:
        head, last = target.rsplit(".", 1)
        if last in AGGREGATES or _PCT.match(last):
            target, aggregate = head, last
    if aggregate and _PCT.match(aggregate) and not 1 <= int(aggregate[1:]) <= 99:
        raise GateError(f"percentile {aggregate!r} in {text!r}: use p1 ... p99")
    value = float(m["num"])
    if not math.isfinite(value):
        raise GateError(f"threshold of {text!r} is not a finite number")
    return Requirement(text=" ".join(text.split()), target=target, criterion=m["criterion"], aggregate=aggregate,
                       op=m["op"], threshold=value)  # type: ignore[arg-type]


def read_policy(path: Path) -> tuple[list[Requirement], InvalidPolicy]:
    """A TOML policy: ``require = ["...", ...]`` and optionally ``invalid = "fail" | "skip"``."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise GateError(f"cannot read the policy {path}: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise GateError(f"{path} is not valid TOML: {exc}") from None
    unknown = sorted(set(data) - {"require", "invalid"})
    if unknown:
        raise GateError(f"{path}: unknown key(s) {', '.join(unknown)}; a policy has `require` (a list of "
                        "requirements) and optionally `invalid` (\"fail\" or \"skip\")")
    reqs = data.get("require", [])
    if not isinstance(reqs, list) or not all(isinstance(r, str) for r in reqs):
        raise GateError(f"{path}: `require` must be a list of strings such as \"P(grounded) >= 0.9\"")
    invalid = data.get("invalid", "fail")
    if invalid not in ("fail", "skip"):
        raise GateError(f"{path}: `invalid` must be \"fail\" or \"skip\", got {invalid!r}")
    return [parse_requirement(r) for r in reqs], invalid


def aggregate(values: list[float], how: str) -> float:
    a = np.asarray(values, dtype=float)
    if how in ("mean", "median", "min", "max"):
        return float(getattr(np, how)(a))
    return float(np.percentile(a, int(how[1:])))


def check(requirements: list[Requirement], memos: list[MemoValues], invalid: InvalidPolicy = "fail") -> GateReport:
    """Each requirement over the memos (module docstring). A memo that could not be evaluated
    fails every requirement unless ``invalid == "skip"``."""
    if not requirements:
        raise GateError("no requirement given: pass --require (repeatable) or --policy FILE")
    results = []
    for req in requirements:
        failures: list[Failure] = []
        vals: list[tuple[MemoValues, float]] = []
        n_invalid = 0
        for m in memos:
            v = None if m.error else m.values.get(req.target)
            if v is None or not math.isfinite(v):
                n_invalid += 1
                if invalid == "fail":
                    why = m.error or (f"{req.target} was not computed" if req.target not in m.values
                                      else f"{req.target} is invalid or not applicable")
                    failures.append(Failure(memo_id=m.id, message=f"{m.id}: {why}"))
                continue
            vals.append((m, float(v)))
        if req.aggregate is None:
            for m, v in vals:
                if not req.holds(v):
                    detail = f"; {'; '.join(m.problems)}" if m.problems else ""
                    by = f" (calibrator {m.calibrators[req.criterion]})" if req.criterion in m.calibrators else ""
                    failures.append(Failure(memo_id=m.id, value=v, message=(
                        f"{m.id}: {req.target} = {v:.4g}{by}, needs {req.op} {req.threshold:g}{detail}")))
            order = {m.id: i for i, m in enumerate(memos)}
            failures.sort(key=lambda f: order.get(f.memo_id or "", -1))  # in the input's order
            value = (min if req.op in (">=", ">") else max)((v for _, v in vals), default=None)  # the worst
        elif vals:
            value = aggregate([v for _, v in vals], req.aggregate)
            if not req.holds(value):
                low = sorted(vals, key=lambda mv: mv[1], reverse=req.op in ("<=", "<"))[:3]
                failures.append(Failure(value=value, message=(
                    f"{req.target}.{req.aggregate} = {value:.4g} over {len(vals)} memo(s), needs {req.op} "
                    f"{req.threshold:g}; lowest: " + ", ".join(f"{m.id} {v:.3g}" for m, v in low))))
        else:
            value = None
            failures.append(Failure(message=f"{req.target}: no memo has a value to aggregate"))
        cal = None
        if req.criterion is not None:
            seen = sorted({m.calibrators.get(req.criterion, "none") for m in memos if not m.error})
            cal = ", ".join(seen) if seen else None
        results.append(RequirementResult(requirement=req, passed=not failures, value=value, n=len(vals),
                                         invalid=n_invalid, failures=failures, calibrator=cal))
    return GateReport(passed=all(r.passed for r in results), memos=len(memos), invalid_policy=invalid,
                      results=results)


def junit_xml(report: GateReport, name: str = "tinyrag-gate") -> str:
    """JUnit XML: one test case per requirement (per memo for every-memo requirements), with the
    failure messages; CI systems show it as a test report."""
    suite = ET.Element("testsuite", name=name)
    cals = [(r.requirement.criterion, r.calibrator) for r in report.results if r.requirement.criterion]
    if cals:  # which calibrator gave the P values
        props = ET.SubElement(suite, "properties")
        for c, v in dict(cals).items():
            ET.SubElement(props, "property", name=f"calibrator.{c}", value=v or "none")
    tests = failures = 0
    for r in report.results:
        req = r.requirement
        suffix = f" [calibrator {r.calibrator}]" if r.calibrator else ""
        if req.aggregate is None:
            by_memo: dict[str | None, list[Failure]] = {}
            for f in r.failures:
                by_memo.setdefault(f.memo_id, []).append(f)
            for memo_id, fs in by_memo.items():
                tc = ET.SubElement(suite, "testcase", classname=f"tinyrag.gate.{req.target}",
                                   name=f"{req.text} [{memo_id}]{suffix}")
                for f in fs:
                    ET.SubElement(tc, "failure", message=f.message).text = f.message
                tests, failures = tests + 1, failures + 1
            ok = report.memos - len(by_memo)
            if ok > 0:
                ET.SubElement(suite, "testcase", classname=f"tinyrag.gate.{req.target}",
                              name=f"{req.text} [{ok} memo(s) not failing]{suffix}")
                tests += 1
        else:
            tc = ET.SubElement(suite, "testcase", classname=f"tinyrag.gate.{req.target}", name=req.text + suffix)
            for f in r.failures:
                ET.SubElement(tc, "failure", message=f.message).text = f.message
            tests += 1
            failures += 0 if r.passed else 1
    suite.set("tests", str(tests))
    suite.set("failures", str(failures))
    suite.set("errors", "0")
    root = ET.Element("testsuites")
    root.append(suite)
    return ET.tostring(root, encoding="unicode", xml_declaration=True)


def memo_values(memo_id: str, evaluation: Evaluation, assessment: Assessment | None = None,
                memo: Memo | None = None) -> MemoValues:
    """A memo's values for the gate: its metric scores (``Evaluation.scores``, the judge's
    criteria as ``judge.<criterion>``), each calibrated criterion's ``P(criterion)`` and, for
    messages, its unsupported sentences and figures."""
    from .feedback import build_feedback

    values: dict[str, float | None] = dict(evaluation.scores())
    if assessment is not None:
        for c, ca in assessment.per_criterion.items():
            values[f"P({c})"] = ca.probability if ca.calibrated and assessment.calibrator_version else None
    fb = build_feedback(memo, evaluation, 3)
    problems = [f"unsupported sentence {s[:100]!r}" for s in fb.flagged_sentences]
    problems += [f"unsupported figure {n}" for n in fb.unsupported_numbers]
    return MemoValues(id=memo_id, values=values, problems=problems,
                      calibrators=assessment.versions() if assessment is not None else {})


class MemoChecker:
    """Evaluate one memo and check requirements on it, with the models loaded once (the pytest
    plugin's ``tinyrag_checker`` fixture shares one per test session)."""

    def __init__(self, settings: Any = None, metrics: tuple[str, ...] | None = None):
        from .config import get_settings

        self.settings = settings or get_settings()
        self.metrics = metrics
        self._evaluator: Any = None
        self._assessor: Any = None

    def values(self, answer: str, contexts: list[str], query: str, criteria: list[str] | tuple[str, ...] = (),
               memo_id: str = "memo") -> MemoValues:
        from .metrics.memo import DEFAULT_METRICS, MemoEvaluator, MemoInput

        if self._evaluator is None:
            self._evaluator = MemoEvaluator(self.settings, self.metrics or DEFAULT_METRICS)
        from .evaluation import evaluate, memo_checks

        ev = evaluate(MemoInput(id=memo_id, query=query, contexts=contexts, answer=answer),
                      memo_checks(self.settings, self._evaluator))
        memo = Memo(id=ev.memo_id, topic=query, text=answer)
        asm = None
        if criteria:
            if self._assessor is None:
                from .calibration.assessor import CriteriaAssessor

                self._assessor = CriteriaAssessor(self.settings)
            asm = self._assessor.assess(ev, memo, list(criteria))[0]
        return memo_values(ev.memo_id, ev, asm, memo)

    def check(self, answer: str, contexts: list[str] | str, query: str, *, grounded: float | None = None,
              relevant: float | None = None, require: list[str] | tuple[str, ...] = (),
              invalid: InvalidPolicy = "fail") -> GateReport:
        """``grounded`` / ``relevant``: minimum calibrated P(criterion); ``require``: more
        requirements in the gate's syntax (every-memo form, e.g. ``"numeric_consistency >= 1"``)."""
        reqs = [parse_requirement(r) for r in require]
        for c, v in (("grounded", grounded), ("relevant", relevant)):
            if v is not None:
                reqs.append(parse_requirement(f"P({c}) >= {v}"))
        if not reqs:
            raise GateError("nothing to check: give grounded=, relevant= or require=[...]")
        ctx = [contexts] if isinstance(contexts, str) else list(contexts)
        values = self.values(answer, ctx, query, sorted({r.criterion for r in reqs if r.criterion}))
        return check(reqs, [values], invalid)


def failure_message(report: GateReport) -> str:
    """What failed, one line per failure (the unsupported sentences and figures included)."""
    lines = [f"{r.requirement.text}: {f.message}" for r in report.results if not r.passed for f in r.failures]
    return "memo failed the quality requirements:\n  " + "\n  ".join(lines)


_default_checker: MemoChecker | None = None


def assert_memo(answer: str, contexts: list[str] | str, query: str, *, grounded: float | None = None,
                relevant: float | None = None, require: list[str] | tuple[str, ...] = (),
                checker: MemoChecker | None = None, invalid: InvalidPolicy = "fail") -> GateReport:
    """Assert that a memo meets the requirements (``MemoChecker.check``); AssertionError naming
    each failing requirement with the unsupported sentences and figures otherwise."""
    global _default_checker
    if checker is None:
        _default_checker = _default_checker or MemoChecker()
        checker = _default_checker
    report = checker.check(answer, contexts, query, grounded=grounded, relevant=relevant, require=require,
                           invalid=invalid)
    if not report.passed:
        raise AssertionError(failure_message(report))
    return report
