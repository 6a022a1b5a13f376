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
