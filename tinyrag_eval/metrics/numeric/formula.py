"""A metric that a question defines, read as a formula over line items.

Analysts' questions often say how their figure is computed: "Define working capital ratio as total
current assets divided by total current liabilities.", "Fixed asset turnover ratio is defined as:
FY2019 revenue / (average PP&E between FY2018 and FY2019)." An answer that is a bare figure is then
checked by computing the definition from the context's line items (``verify.check_facts``).

The definition's words become an arithmetic expression: each line item (with its period, or an
average or change of it between two periods) is replaced by a name, the operator words by their
signs, and Python's own parser (``ast``) reads the result -- precedence and parentheses included;
only numbers, names and ``+ - * /`` are accepted. No library reads analysts' prose formulas, hence
this small reader.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

_DEFINITION = re.compile(
    r"\b(?:is|are)\s+defined\s+as:?\s*(?P<a>.+?)(?:\.(?=\s|$)|$)"
    r"|\bdefine\s+(?P<name>[^.?]+?)\s+as:?\s+(?P<b>.+?)(?:\.(?=\s|$)|$)",
    re.IGNORECASE)
_OPERATOR_WORDS = [
    (re.compile(r"\bdivided\s+by\b", re.IGNORECASE), " / "),
    (re.compile(r"\b(?:multiplied\s+by|times)\b", re.IGNORECASE), " * "),
    (re.compile(r"\b(?:less|minus)\b", re.IGNORECASE), " - "),
    (re.compile(r"\bplus\b", re.IGNORECASE), " + "),
    (re.compile(r"\s[-\u2013\u2212]\s"), " - "),
]
_PERIOD = r"(?:FY\s?)?(?:19|20)\d\d"
_BETWEEN = re.compile(rf"^(?P<op>average|avg\.?|mean|change\s+in|change\s+of)\s+(?P<item>.+?)\s+"
                      rf"(?:between|from)\s+(?P<p1>{_PERIOD})\s+(?:and|to)\s+(?P<p2>{_PERIOD})$",
                      re.IGNORECASE)
_ITEM_PERIOD = re.compile(rf"^(?:(?P<pre>{_PERIOD})\s+)?(?P<item>.+?)(?:\s+(?:in\s+|for\s+)?(?P<post>{_PERIOD}))?$",
                          re.IGNORECASE)
_NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
_PIECES = re.compile(r"([()+*/-])")
MAX_DEFINITION = 600
"""Characters of a definition read; a longer one is not a formula of a few line items."""
MAX_OPERANDS = 12


def _period(text: str) -> str:
    return re.sub(r"\s", "", text).upper()


@dataclass(frozen=True)
class Operand:
    """A line item (its words) at a period, or its average or change between two periods; an
    empty ``period`` is the period the question asks about."""

    item: str
    op: Literal["level", "average", "change"] = "level"
    periods: tuple[str, ...] = ()


@dataclass(frozen=True)
class Formula:
    """The defined metric: ``expression`` over ``v0, v1, ...``, the ``operands`` in order."""

    name: str
    text: str
    expression: ast.expr
    operands: tuple[Operand, ...]

    @property
    def is_ratio(self) -> bool:
        """The formula divides: its value has no currency or scale of its own (a percent answer
        may state it times 100)."""
        return any(isinstance(n, ast.Div) for n in ast.walk(self.expression))

    def subtracted(self) -> frozenset[int]:
        """The operands the formula deducts ("a - b": b's index)."""
        return frozenset(int(n.right.id[1:]) for n in ast.walk(self.expression) if isinstance(n, ast.BinOp)
                         and isinstance(n.op, ast.Sub) and isinstance(n.right, ast.Name))

    def evaluate(self, values: list[float]) -> float | None:
        """The formula at these operand values; None on a division by zero."""
        env = {f"v{i}": v for i, v in enumerate(values)}
        try:
            return _eval(self.expression, env)
        except ZeroDivisionError:
            return None


def _eval(node: ast.expr, env: dict[str, float]) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return float(node.value)
    if isinstance(node, ast.Name):
        return env[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval(node.operand, env)
    if isinstance(node, ast.BinOp):
        a, b = _eval(node.left, env), _eval(node.right, env)
        if isinstance(node.op, ast.Add):
            return a + b
        if isinstance(node.op, ast.Sub):
            return a - b
        if isinstance(node.op, ast.Mult):
            return a * b
        if isinstance(node.op, ast.Div):
            return a / b
    raise ValueError(f"not an arithmetic expression: {ast.dump(node)}")


def _allowed(node: ast.AST) -> bool:
    ok = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.USub,
          ast.Name, ast.Load, ast.Constant)
    return all(isinstance(n, ok) for n in ast.walk(node)) and all(
        isinstance(n.value, int | float) for n in ast.walk(node) if isinstance(n, ast.Constant))


def _operand(words: str) -> Operand | None:
    words = " ".join(words.split()).strip(" ,:;")
    if not words or not re.search(r"[A-Za-z]", words):
        return None
    m = _BETWEEN.match(words)
    if m:
        op = "average" if m.group("op").lower().startswith(("av", "mean")) else "change"
        return Operand(m.group("item"), op, (_period(m.group("p1")), _period(m.group("p2"))))
    m = _ITEM_PERIOD.match(words)
    if m is None:
        return None
    when = m.group("pre") or m.group("post")
    return Operand(m.group("item"), "level", (_period(when),) if when else ())


def parse_definition(question: str) -> Formula | None:
    """The formula a question defines ("... is defined as: A / (average B between P1 and P2).",
    "Define X as A less B."), or None when it defines none, its words are not a formula of line
    items, numbers and ``+ - * /``, or it is too long to be one (``MAX_DEFINITION`` characters,
    ``MAX_OPERANDS`` line items)."""
    if not isinstance(question, str):
        return None
    m = _DEFINITION.search(question)
    if m is None:
        return None
    text = (m.group("a") or m.group("b") or "").strip()
    if len(text) > MAX_DEFINITION:
        return None
    name = (m.group("name") or "").strip()
    expr = f" {text} "
    for pattern, sign in _OPERATOR_WORDS:
        expr = pattern.sub(sign, expr)
    operands: list[Operand] = []
    out: list[str] = []
    for piece in _PIECES.split(expr):
        if piece in "()+*/-" and piece:
            out.append(piece)
            continue
        if not piece.strip():
            continue
        if _NUMBER.match(piece.strip()):
            out.append(piece.strip())
            continue
        operand = _operand(piece)
        if operand is None:
            return None
        out.append(f"v{len(operands)}")
        operands.append(operand)
        if len(operands) > MAX_OPERANDS:
            return None
    if not operands:
        return None
    try:
        tree = ast.parse(" ".join(out), mode="eval")
    except (SyntaxError, RecursionError, MemoryError):  # "((((" nested past the parser's depth
        return None
    if not _allowed(tree):
        return None
    return Formula(name=name, text=text, expression=tree.body, operands=tuple(operands))


# ---------------------------------------------------------------------------------------------
# metrics whose definition every analyst knows


@dataclass(frozen=True)
class StandardMetric:
    """A metric a memo may state without defining it ("the current ratio was 2.88"), with its
    textbook definitions. ``certain``: one definition that filings use too, so a figure far from
    it is contradicted; otherwise (several definitions in use, or filings' own adjustments) a
    figure matching one is derived and any other figure is left to the ordinary reading."""

    name: str
    names: re.Pattern[str]
    definitions: tuple[Formula, ...]
    kind: Literal["percent", "times", "amount"]
    certain: bool
    sizes: bool = False
    """Every operand is read by its size: filers sign the tax line either way ("| Benefit from (provision for)
    income taxes | ( 8,939 ) |" is a provision), and the effective tax rate is stated as the rate itself."""


def _standard(name: str, names: str, kind: Literal["percent", "times", "amount"], certain: bool,
              *definitions: str, sizes: bool = False) -> StandardMetric:
    formulas = tuple(parse_definition(f"Define {name} as {d}.") for d in definitions)
    if any(f is None for f in formulas):  # the table below is ours: a typo is a programming error
        raise ValueError(f"not a formula: {definitions}")
    return StandardMetric(name, re.compile(names, re.IGNORECASE),
                          tuple(f for f in formulas if f is not None), kind, certain, sizes)


STANDARD_METRICS = (
    _standard("current ratio", r"\bcurrent\s+ratio\b", "times", True,
              "total current assets / total current liabilities"),
    _standard("working capital", r"(?<!net )\bworking\s+capital\b(?!\s+ratio)", "amount", True,
              "total current assets - total current liabilities"),
    _standard("gross margin", r"\bgross\s+(?:profit\s+)?margins?\b", "percent", True,
              "gross profit / revenue",
              # (no gross profit row: "| Revenues, net |" over "| Cost of goods sold |")
              "(revenue - cost of goods sold) / revenue", "(revenue - cost of sales) / revenue",
              "(revenue - cost of revenue) / revenue"),
    # (the amount itself where no row states it: "Nine-month gross profit climbed to roughly $9.0 million" from prose
    # stating the sales and the cost of sales)
    _standard("gross profit", r"\bgross\s+profits?\b(?!\s+margin)", "amount", False,
              "revenue - cost of goods sold", "revenue - cost of sales", "revenue - cost of revenue"),
    # (the amount itself where no row states it: "The operating loss narrowed to roughly $50.6 million" from the gross
    # profit and the operating expenses' total; read by size, a loss as an income below zero)
    _standard("operating income",
              r"\boperating\s+(?:income|loss|profit)\b(?!\s+margin)|\b(?:income|loss)\s+from\s+operations\b",
              "amount", False, "gross profit - total operating expenses"),
    _standard("operating margin", r"\boperating\s+(?:profit\s+|income\s+)?margins?\b", "percent", True,
              "operating income / revenue"),
    _standard("net profit margin", r"\bnet\s+(?:profit\s+|income\s+)?margins?\b", "percent", False,
              "net income / revenue"),
    _standard("pretax margin", r"\bpre-?tax\s+(?:profit\s+|income\s+)?margins?\b", "percent", False,
              "income before income taxes / revenue"),
    # (... "effective rate" alone too, after the tax it is of: "The $167 thousand tax provision on pre-tax income of
    # $652 thousand implies an effective rate of about 25.6%"; not certain, so only ever derived)
    _standard("effective tax rate", r"\beffective\s+(?:income\s+)?(?:tax\s+)?rate\b", "percent", False,
              "income tax expense / income before income taxes",
              # (the tax line as filers name it: "| Income tax provision |", "| Provision for income taxes |")
              "income tax provision / income before income taxes",
              "provision for income taxes / income before income taxes",
              # ("| Income taxes |" alone, or "| Benefit from (provision for) income taxes |" under "| Income
              # before benefit from (provision for) income taxes |", a line that may be either)
              "income taxes / income before income taxes", sizes=True),
    _standard("debt-to-equity ratio", r"\bdebt[\s-]+to[\s-]+equity\b", "times", False,
              "total debt / total stockholders equity",
              "total liabilities / total stockholders equity"),
    _standard("return on assets", r"\breturn\s+on\s+(?:total\s+)?assets\b", "percent", False,
              "net income / total assets"),
    _standard("return on equity", r"\breturn\s+on\s+(?:stockholders'?\s+|shareholders'?\s+)?equity\b",
              "percent", False, "net income / total stockholders equity"),
    _standard("asset turnover", r"\basset\s+turnover\b", "times", False, "revenue / total assets"),
    _standard("interest coverage", r"\binterest\s+coverage\b", "times", False,
              "operating income / interest expense", "ebitda / interest expense", "ebit / interest expense"),
    _standard("net debt to EBITDA", r"\bnet\s+debt[\s-]*(?:to|/)[\s-]*(?:adjusted\s+)?ebitda\b|\bnet\s+leverage\b",
              "times", False, "net debt / ebitda", "net debt / adjusted ebitda"),
    _standard("free cash flow", r"(?<!adjusted )(?<!levered )\bfree\s+cash\s+flows?\b", "amount", False,
              "net cash provided by operating activities - capital expenditures"),
    _standard("debt to EBITDA", r"(?<!net )\b(?:total\s+)?debt[\s-]*(?:to|/)[\s-]*(?:adjusted\s+)?ebitda\b",
              "times", False, "total debt / ebitda", "total debt / adjusted ebitda"),
)
"""The standard metrics a memo's figure may state (``verify.check_facts`` computes them when no
context row states the figure). Only textbook definitions; a team's own metric is defined in the
question ("Define X as ...")."""

_OWN_MEASURE = re.compile(r"\b(?:adjusted|non-gaap|pro\s+forma|underlying|organic|segment|core|"
                          r"cash|normali[sz]ed)[\s-]*\Z", re.IGNORECASE)
MAX_NAME_GAP = 60
_PERIOD_PHRASE = re.compile(r"\b(?:for|in|during|at|as\s+of)\s+(?:the\s+)?(?:(?:three|six|nine|twelve)\s+months\s+|"
                           r"(?:fiscal\s+)?(?:year|quarter)\s+)?(?:(?:ended|ending)\s+)?(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s*)?"
                           r"(?:fiscal\s+)?(?:19|20)\d\d\b")
"""Characters between a metric's name and its figure ("the current ratio at December 31, 2023
was approximately 2.88"), a period's phrase aside ("free cash flow for the six months ended December
31, 2023 was approximately $14.1 million"); farther, the figure is another one of the sentence."""


@lru_cache(maxsize=1024)
def names_a_metric(sentence: str) -> bool:
    """``sentence`` names a standard metric somewhere (read once per sentence: a sentence of thousands of
    figures asks for each of them)."""
    return any(metric.names.search(sentence) for metric in STANDARD_METRICS)


def standard_metric(sentence: str, start: int, others: tuple[int, ...] = ()) -> StandardMetric | None:
    """The standard metric whose name comes just before the figure at ``start`` of ``sentence``
    with no other figure between them (``others``: where the sentence's other figures start),
    or None."""
    found = standard_metric_at(sentence, start, others)
    return None if found is None else found[0]


def standard_metric_at(sentence: str, start: int, others: tuple[int, ...] = ()) -> tuple[StandardMetric, int] | None:
    """:func:`standard_metric` and where its name starts in ``sentence``."""
    best: tuple[int, StandardMetric, int] | None = None
    # (a name before the figure before it names nothing of this one: the search starts there, less a name's length,
    # not at the sentence's start -- a sentence of thousands of figures is read in linear time, not cubic)
    lo = max(0, max((o for o in others if o < start), default=0) - 100)
    for metric in STANDARD_METRICS:
        for m in metric.names.finditer(sentence, lo, start):
            if _OWN_MEASURE.search(sentence, max(0, m.start() - 40), m.start()):
                continue  # "adjusted gross margin": the filer's own measure, not the textbook one
            gap = len(_PERIOD_PHRASE.sub("", sentence[m.end():start]))
            if gap <= MAX_NAME_GAP and not any(m.end() <= o < start for o in others) \
                    and (best is None or m.end() > best[0]):
                best = (m.end(), metric, m.start())
    return None if best is None else (best[1], best[2])
