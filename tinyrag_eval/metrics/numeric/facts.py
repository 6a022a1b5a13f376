"""Fact tuples: what a figure measures (line item, column, period, value, scale, direction).

A memo sentence "Total sales were $1,496.5 million in 2019, up 24%" and a table row
``Total sales | $1,496.5 | $1,202.9`` under ``| 2019 | 2018`` both become :class:`Fact` tuples,
so that a figure can be checked against the value *of the same line item and period* rather
than against any equal number (:mod:`.verify`). Read here:

* pipe tables as the index stores them (``a | b | c`` rows, with or without edge pipes, ragged
  rows with ``$`` in their own cell, ``( 3 )`` negatives, ``—`` for nil), header rows with
  periods (``| 2019 | 2018 |``, ``Three Months Ended January 31, 2024``) or column names, a
  ``%`` column marker, row labels; a table whose rows are periods has its columns as items;
* text sentences: each figure with the words around it (up to the neighbouring figures) and
  the period attached to it ("$1,373 million in 2017") or named in its sentence, else the
  running period: the one that framed the figures of an earlier sentence (a year that only dates
  an event, "refinancing in 2026", does not change it);
* the passage's scale hints ("(in millions)", "in thousands"), kept as candidate scales.

Pure Python over :func:`.extract.extract_quantities`; no model.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import pairwise
from typing import Literal

from ..unglue import unglue
from .extract import BLANK_INVISIBLE, MONTH, Quantity, extract_quantities, unit_hints

Origin = Literal["table", "text", "memo"]
MAX_TABLE_CELLS = 20_000
"""Cells read per passage; a larger table is read up to this many cells (the rest is ignored)."""
MAX_CELL_CHARS = 200

_WORD = re.compile(r"[a-z0-9&]+")
_STOP = frozenset("""
a an the of in on for to from and & or by at as with its it this that these those is was were are
be been being has had have will would which what who how much many than then there their our we
us company company's year years ended ending end fiscal period periods month months three six
nine twelve quarter quarters amount value figure level levels reported respectively approximately about s per
cent percent percentage million millions billion billions thousand thousands usd dollars dollar
also note notes other's did does do spent spend spends report reports recorded record generated
generate posted totaled totalled totaling totalling reached amounted came stood saw made paid raised
incurred change changes changed increase increased increases decrease decreased decreases
difference rose rise rises risen grew grow grows growth fell fall falls fallen decline declined
declines dropped drop up down higher lower compared versus vs between more less
bn mn mln m k bp bps pp ppt pence
over ago last prior previous yoy expand expanded expands widened narrowed contracted improved deepened
climbed jumped surged slipped edged roughly nearly around almost hit hits added adds contributed
contributes doubled tripled halved quadrupled accounted represented absorbed consumed equaled equalled
primarily mainly largely mostly chiefly reflecting reflected reflects while whereas but representing represents since
swung shrank compression during making makes
""".split())  # noqa: SIM905 -- a word list reads better as text
# One spelling per line item, applied to memo and context alike (lower-case text).
_ALIASES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p), r) for p, r in [
        # a class of shares is one word with its letter ("Class A" and "Class B" are two items, and "a" is a stop
        # word), and a figure per share of a class is the class's per-share figure ("net income per Class A share":
        # the "Net income per share, Class A" row)
        (r"\bclass ([a-z])\b", r"class\1"),
        # (a SPAC's two kinds of a class: "non-redeemable" is one word, not "redeemable"; shares "subject to possible
        # redemption" are the redeemable ones: "net income per redeemable Class A share" is the "Basic and diluted net
        # income per share, Class A ordinary shares subject to possible redemption" row)
        (r"\bnon-?redeemable\b", "nonredeemable"),
        (r"\bsubject to (?:possible )?redemption\b", "redeemable"),
        (r"\bper ((?:non)?redeemable )?(class[a-z]) (?:common |ordinary )?(?:share|stock)\b", r"per share \2 \1"),
        ((r"\bcapital expenditures?\b|\bcapex\b|\bpurchases? of property,? plant,? and equipment\b"
          r"|\bpayments? for property,? plant,? and equipment\b|\bpp&e purchases\b"
          r"|\badditions to property,? plant,? and equipment\b|\bproperty,? plant,? and equipment additions\b"
          r"|\bpp&e additions\b"), " capex "),
        # "pretax income" is the "Income before income taxes" row, in its words
        (r"\bpre-?tax (income|earnings|profit)\b", r" \1 before income taxes "),
        # ... as is "Income before provision for income taxes" (the provision, or benefit, is what it is before)
        ((r"\bbefore (?:an? |the )?(?:(?:\(?(?:provision|benefit)(?: (?:for|from))?\)? (?:(?:for|from) )?){1,2}income tax(?:es)?"
          r"|income tax(?:es)?(?: \(?(?:provision|expense|benefit)\)?){1,2})(?![\w(])"), "before income taxes "),
        (r"\bproperty,? plant,? and equipment\b|\bproperty,? and equipment\b|\bpp&e\b|\bppne\b", " ppe "),
        # before "sales" and "revenue" become "revenue" below: the cost of sales is its own item
        (r"\bcost of (?:(?:goods|products)(?: and services)? sold|sales|revenues?)\b|\bcogs\b", " costofsales "),
        (r"\bsales? prices?\b", " selling price "),  # (no revenue: "average sales price per ton")
        # ... nor the sale of an asset: "a gain on asset sales" is the "Gain on sale of assets" row ("equipment
        # sales" alone are a manufacturer's revenue; a gain, loss or proceeds on them are not)
        ((r"\b((?:gains?|loss(?:es)?|proceeds) (?:on|from) (?:the )?)(propert(?:y|ies)|business(?:es)?|investments?"
          r"|loans?|land|buildings?|equipment) sales?\b"), r" \1\2 sale "),
        (r"\b(assets?|stock|shares|securities|warrants) sales?\b", r" \1 sale "),  # (... nor a sale of the company's
        # stock: "Proceeds from Series B preferred stock sales" is the "Proceeds from sale of Series B Preferred stock")
        (r"\b((?:gains?|loss(?:es)?|proceeds) (?:on|from) (?:the )?)sales? of\b", r" \1 sale of "),
        # ("Sales, general and administrative" is the selling, general and administrative expenses, no revenue)
        (r"\bsales,? general,? and administrative\b", " selling general and administrative "),
        (r"\bnet sales\b|\brevenues?\b|\bturnover\b|\bsales\b", " revenue "),
        # "net loss to common stockholders" is the "| Net (loss) income attributable to common stockholders |" row
        (r"\b(net (?:income|earnings|loss|\(loss\) income|income \(loss\))) (?=to (?:common|ordinary) (?:stock|share)holders\b)",
         r"\1 attributable "),
        # "net income per share" is the earnings per share (before "net income" becomes one word)
        (r"\bnet (?:income|earnings|loss|\(loss\) income|income \(loss\))(?: \(loss\))? per (?:common |ordinary )?(diluted |basic )?share\b",
         r" \1eps "),
        (r"\bnet earnings\b|\bnet profit\b|\bnet income\b", " netincome "),
        (r"\bloss per (?:common |ordinary )?(diluted |basic )?share\b", r" \1eps loss "),
        # ("Basic income (loss) per common share", "Total basic income per common share": the EPS too, and a heading's
        # "| Income per common share |" over "| Basic |" and "| Diluted |")
        (r"\b(basic |diluted )?income(?: \(loss\))? per (?:common |ordinary )?share\b", r" \1eps "),
        (r"\b(?:\(loss\) )?earnings(?: \(loss\))? per (?:common |ordinary )?(diluted |basic )?share\b|\beps\b", r" \1eps "),
        # (their "expenses" is part of the name, said or not: "SG&A" (or "S,G&A") and "R&D" are the expenses)
        (r"\b(?:research,? development,? and engineering|rd&e)(?: expenses?)?\b", " rnd engineering expense "),
        # (not an R&D tax credit: "R&D credits totaling $198,371" is no R&D expense)
        (r"\b(?:research and development|r&d)(?: expenses?)?\b(?! (?:tax )?credits?\b)", " rnd expense "),
        (r"\b(?:selling,? general,? and administrative|s,?g&a)(?: expenses?)?\b", " sga expense "),
        # (and "G&A costs" is the "General and administrative expenses" row)
        (r"\b(?:general,? and administrative|g&a)(?: (?:expenses?|costs?))?\b", " gna expense "),
        # ("Cash, cash equivalents and short-term investments" too; and an analyst's "cash and short-term investments"
        # is the same item: its "cash" is the cash and cash equivalents)
        ((r"\bcash,? and cash equivalents\b|\bcash, cash equivalents\b|\bcash and equivalents\b"
          r"|\bcash(?=,? and (?:short-term|marketable) (?:investments|securities)\b)"), " cashequivalents "),
        (r"\bearnings before interest,? taxes?,? depreciation,? and amortization\b", " ebitda "),
        (r"\baverage order values?\b|\baovs?\b", " aov "),
        # a SPAC's "trust cash", "trust balance": the "| Cash held in Trust Account |", "| Cash and investments held in
        # trust |" row, not the cash flows' "| Cash, end of period |" (not a bank's "trust assets", which it manages)
        (r"\btrust(?: account)? (?:cash|balances?)\b", " cash and investments held in trust account "),
        (r"\bnet asset values?\b|\bnavs?\b", " nav "),  # ("a total return at NAV": "| Total Return, at Net Asset Value |")
        (r"\bfree cash flows?\b", " fcf "),
        ((r"\bnet cash (?:provided by|from|generated by|used (?:in|by)) operating activities\b"
         r"|\boperating cash flows?\b|\bcash (?:flows? |burn )?(?:from|provided by|generated by|generated from|used in|used by) operations\b"
         r"|\boperations used\b"
         r"|\bcash flows? (?:from|provided by|generated by|generated from) operating activities\b"
         # (a cash flow table's "| Operating activities | 1,180 |" row; a memo's "used $19.9 million of operating
         # cash", "operating cash burn")
         r"|\boperating activities\b|\boperating cash(?:[ \t]+(?:burn|outflows?|usage|used))?\b"), " ocf "),
        # ... and a memo's "financing inflows", "investing outflows", "financing cash" the cash of those activities
        # ("| Net cash from financing activities |")
        (r"\b(investing|financing) (?:cash (?:flows? )?)?(?:inflows?|outflows?)\b|\b(investing|financing) cash\b(?! flow)",
         r" \1\2 activities cash "),
        # an "Operating income margin" row is the memo's "operating margin" (not a margin of the operating income's row)
        (r"\boperating (?:income|profit) margin(s?)\b", r" operating margin\1 "),
        # ... as is "operating profit as a percentage of sales" (a margin named by its definition)
        ((r"\boperating (?:income|profit|earnings)(?: \(loss\))? as an? percent(?:age)? of[ \t]+(?:(?:total|net) )*"
          r"(?:sales|revenues?)\b"), " operating margin "),
        (r"\boperating income\b|\bincome from operations\b|\boperating profit\b|\bgains?\s+from\s+operations\b",
         " operatingincome "),
        # ... and its loss the "operating loss" ("Loss from operations", the loss of "Income (loss) from operations")
        (r"\bloss(?:es)?\s+from\s+operations\b", " operating loss "),
        (r"\bgross profits?\b|\bgross margins?\b", " grossprofit "),
        # (an "income tax provision" is the "Provision for (benefit from) income taxes" row too, and so is a "tax
        # provision" or "tax expense" alone)
        ((r"\bincome tax(?:es)? (?:expense|(?:\(benefit\) )?provision)\b"
          r"|(?:\(benefit(?: from)?\) )?\bprovision (?:\(benefit\) )?for (?:\(benefit from\) )?(?:income )?tax(?:es)?\b"
          # (a bare "tax expense" right after an article or a figure: not a "State tax provision", "real estate
          # tax expense", a "Deferred tax provision", which are other taxes or parts of it)
          r"|(?:^\s*|(?<=\bthe )|(?<=\ba )|(?<=\ban )|(?<=\bits )|(?<=\bof )|(?<=\bwith )|(?<=\band )|(?<=illion )"
          r"|(?<=thousand )|(?<=\d ))tax (?:expense\b|provision\b)"
          r"|\bbenefit (?:from|for) \(provision for\) (?:income )?tax(?:es)?\b"
          r"|\(provision for\) benefit (?:from|for) (?:income )?tax(?:es)?\b"
          # ("Income tax (expense) benefit")
          r"|\bincome tax(?:es)? (?:benefit )?\(expense\)(?: benefit\b)?"), " taxexpense "),
        (r"\bdepreciation and amortization\b", " dna "),
        # (a connective, no item's word: a memo's "loss tied to the Backstop Put Option Liability" is the "| Loss in
        # connection with Backstop Put Option Liability ... |" row)
        (r"\bin connection with\b|\btied to\b", " on "),
        # "the first quarter", "the second half", "the first three months": a period, no word of an item
        (r"\b(?:first|second|third|fourth)\s+(?:fiscal\s+)?(?:quarter|half|(?:three|six|nine)\s+months)\b",
         " quarter "),
        # a number that names the item is part of its name: "Level 3 assets" are not Level 2's,
        # nor "Stage 2 loans" Stage 1's (the figure itself is still read)
        (r"\b(level|tier|stage|phase|tranche|pillar|segment)\s+(\d{1,2})\b", r" \1\2 "),
    ]]
_BOTH_WAYS = re.compile(r"\s*/?\s*\((?:used in|provided by|used for|generated by)\)")
"""The other sign of a cash-flow line, "Net cash provided by (used in) operating activities": dropped
so that the label reads as its memo spelling does."""
MORE_UP = r"jump(?:ed|s)?|surge[ds]?|soar(?:ed|s)?|(?:doubl|tripl|quadrupl)(?:ed|es)|deepen(?:ed|s)?"
MORE_DOWN = r"slip(?:ped|s)?|dip(?:ped|s)?|tumble[ds]?|plunge[ds]?|sank|compress(?:ed|es|ion)?|halv(?:ed|es)|trimm(?:ed|ing)|eased"
_MORE_VERBS = rf"{MORE_UP}|{MORE_DOWN}|shr[ai]nk"
"""Change verbs of news and memo prose ("slipped 1.5 points", "jumped 40%", "were trimmed by about $135,000") beside the filings' own
(one spelling for the direction patterns ``_UP``/``_DOWN`` and the change patterns)."""
_CHANGE = re.compile(
    r"\b(?:change[sd]?|increase[sd]?|decrease[sd]?|difference|grow(?:th|s|n)?|grew|r[oi]se|"
    r"risen|rising|fell|fall(?:en|ing)?|decline[sd]?|declining|drop(?:ped)?|average|compared|versus|vs|between|"
    r"expand(?:ed|s)?|widen(?:ed|s)?|narrow(?:ed|s)?|contracted|improve[sd]?|climb(?:ed|s)?|"
    r"higher|lower|more|less|ratio|proportion|percentage|portion|share|margins?|" + _MORE_VERBS + r")\b", re.IGNORECASE)
_RATIO_WORDS = re.compile(r"\b(?:ratio|proportion|percentage|portion|share|margins?)\b", re.IGNORECASE)
# "made up 12% of revenue", "set up", "broken down by segment": phrasal verbs, no direction
_PHRASAL = (r"(?<!\bmade )(?<!\bmake )(?<!\bmakes )(?<!\bmaking )(?<!\bset )(?<!\bsets )(?<!\btake )"
            r"(?<!\btakes )(?<!\btook )(?<!\btaken )(?<!\bbuilt )(?<!\bpicked )")
_UP = re.compile(r"\b(?:increase[sd]?|r[oi]se|risen|rising|grew|grow(?:th|s|n)?|" + _PHRASAL + r"up|higher|gain(?:ed)?|"
                 r"improve[sd]?|expand(?:ed|s)?|widen(?:ed|s)?|climb(?:ed|s)?|" + MORE_UP + r"|more)\b", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:decrease[sd]?|decline[sd]?|declining|fell|fall(?:en|s|ing)?|drop(?:ped|s)?|"
                   r"(?<!\bbroken )(?<!\bbreak )(?<!\bbreaks )(?<!\bwrite-)(?<!\bmark-)down|"
                   r"lower|reduc(?:ed|tion)|less|shr[ai]nk|contract(?:ed|ion)|narrow(?:ed|s)?|" + MORE_DOWN + r")\b",
                   re.IGNORECASE)
_SIGNED_CHANGE = re.compile(r"\b(?:change|net change)\b", re.IGNORECASE)
_AGGREGATE = re.compile(r"\b(?:average|mean|combined|sum|change|difference|altogether|together"
                        r"|both)\b", re.IGNORECASE)
_TOTAL = re.compile(r"\btotal\b", re.IGNORECASE)
TOTALED = re.compile(r"\btotal(?:s|l?ed|l?ing)\b", re.IGNORECASE)
"""The verb: "totaled $188.2 million over 2022 and 2023" is a sum when it spans two periods (over
one, "net sales totaled $5.2 billion in 2023" is a level)."""
_MONTHS = rf"{MONTH}\.?"
_ATTACHED = re.compile(
    # (after the figure's unit: "$5.54 per Mcf in 2022", "$76.72 per barrel in 2023"; not a share's or a unit's, whose
    # figure stands in apposition to an amount that takes the period: "$182.0 million, or $1.67 per share, for 2022")
    r"(?:[ \t]+per[ \t]+(?!(?:share|unit)s?\b)[A-Za-z]+\b)?"
    r"[ \t,]*(?:(?:in|for|during|of|at|as of|as at|on|by|over|throughout|ended|ending|end of|the|"
    r"fiscal|year|calendar|full|quarter|same|comparable|corresponding|period|"
    # "the $49.0 million generated in 2022"
    r"generated|recorded|reported|posted|earned|incurred|achieved|realized|recognized|delivered|"
    # "compared to $15,246,000 of cash provided during 2022"
    r"cash|provided|used|paid|spent|received|raised|borrowed)[ \t]+)*"
    # a balance-sheet date: "at 31 December 2025", "as of December 31, 2025" (or a quarter's month: "in the
    # December 2022 quarter")
    rf"(?:(?:\d{{1,2}}[ \t]+{_MONTHS}|{_MONTHS}(?:[ \t]+\d{{1,2}},?)?)[ \t]+)?\Z", re.IGNORECASE)
_ATTACHED_SPAN = re.compile(
    r"[ \t,]*(?:in|for|during|over)[ \t]+(?:the[ \t]+)?(?:three|six|nine|twelve|thirteen|twenty-six|fifty-two|"
    rf"fifty-three|\d{{1,2}})[- ](?:months?|weeks?)[ \t]+end(?:ed|ing)[ \t]+{_MONTHS}[ \t]+\d{{1,2}},?[ \t]+\Z",
    re.IGNORECASE)
"""A duration's period right after a figure: "$3,112 for the nine months ended January 31, 2023" (a prior
level's only where the sentence names another period: "improved to 29.0% from 10.2% in the three months
ended March 29, 2024" is the sentence's)."""
# a line break ends a sentence unless the next line goes on with it (a lower-case word or a
# parenthesis: prose wrapped at a fixed width, "... 14.6% at 31 December 2025\n(2024: 14.1%)")
# ... and a sentence glued to the next by a filing's conversion ("... for the year ended December
# 31, 2022.Cost of product revenue decreased $8.2 million"): a word or year, its stop, a capital
# (not after an initialism's last stop: "U.S. Retail segment net sales fell 9.2%" is one sentence; unless a pronoun
# that opens sentences follows: "... primarily located outside the U.S. We believe ...")
_SENTENCE_END = re.compile(r"(?<=[.!?;])(?:(?<!\b[A-Z]\.[A-Z]\.)|(?=\s+(?:We|Our|This|These|There|It|Its|They)\b))"
                           r"\s+(?=[A-Z0-9(\"'$€£•●▪])|\n[ \t]*\n\s*|\n(?![ \t]*[a-z(])"
                           r"|(?<=[a-z0-9][.!?])(?=[A-Z][a-z])")
_DASH_CELL = re.compile(r"^[\s$€£¥]*(?:[-—–―]+|n/?a|nm|none|nil|\*+)?[\s$€£¥]*$", re.IGNORECASE)
_PAREN_CELL = re.compile(r"^\(([$€£¥]?)([\d,]*\.?\d+)\)(%?)$")
_PAREN_SPACE = (re.compile(r"\(\s+"), re.compile(r"\s+\)"))
_BARE_FRACTION = re.compile(r"^([(\-]?[$€£¥]?[ \t]*)\.(?=\d+\)?%?$)")


_NAMED_DIGIT = re.compile(r"[a-z]{3,}\d{1,2}")


def asks_operation_words(text: str) -> bool:
    """The text speaks of an average, sum, change or comparison (ratio words alone do not)."""
    return bool(_AGGREGATE.search(text) or _CHANGE.search(_RATIO_WORDS.sub(" ", text)))


def states_direction(text: str) -> bool:
    """The text states a direction in words ("rose", "fell", "higher")."""
    return bool(_UP.search(text) or _DOWN.search(text))


_RATIO = re.compile(r"\bratios?\b", re.IGNORECASE)


def says_ratio(text: str) -> bool:
    """The words name a ratio ("asset turnover ratio", "quick ratio"); not a share or margin,
    which a memo also says of counts ("shares outstanding") and levels ("gross margin of $2bn")."""
    return _RATIO.search(text) is not None


def says_total(text: str) -> bool:
    return _TOTAL.search(text) is not None


_MONTH_FULL = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december")
MONTH_KEYS = tuple(m[:3] for m in _MONTH_FULL)
"""A fact's ``month`` ("dec" of "December 31, 2023", :func:`month_of`), in the calendar's order."""
_MONTH_NAMES = rf"(?:{'|'.join(_MONTH_FULL)})"
_DATED_MONTH = re.compile(
    rf"\b((?:at|as[ \t]+of|on|in|for|during|ended|ending|through|to|from|since|by|and|of)[ \t]+(?:the[ \t]+)?)"
    rf"(?:{_MONTH_NAMES}(?=\.?[ \t]+(?:\d{{1,2}},?[ \t]*)?(?:19|20)\d\d\b)|(\d{{1,2}}[ \t]+){_MONTH_NAMES}(?=,?[ \t]+(?:19|20)\d\d\b))")
"""A month of a date with its year after a preposition ("at September 30, 2023", "ended 31 December 2018"):
a period, no word of a line item. Not a label's own date ("Balance, December 31, 2022" tells that row
from the "Total" row above it and from "Balance, June 30, 2022"), nor a month without its year (a
roll-forward's "At 31 December")."""


_ALIAS_STEPS: list[tuple[re.Pattern[str], str, str]] = [
    (pattern, repl, {"before income taxes ": "before", " taxexpense ": "tax"}.get(repl, "")) for pattern, repl in _ALIASES]
"""The aliases with the word every match of the longest of them holds (income before income taxes, the tax expense):
such a pattern is tried only on text that has its word -- the aliases run on every label and sentence of a check."""


_ABBREVIATED = {"ext": "extinguishment", "amort": "amortization", "depr": "depreciation", "accum": "accumulated"}
_ABBREVIATION = re.compile(r"\b(ext(?=\. of\b)|amort|depr|accum)\.")
"""A row word a table abbreviates, with its dot ("Gain on early ext. of debt": the extinguishment of debt) -- the word
itself, before the aliases (and no measure of its own, as an alias's word would be: ``MEASURES``)."""


def tokens(text: str) -> tuple[str, ...]:
    """Content words of ``text``: lower-case, line items spelled one way, stop words out (and a period's
    month, ``_DATED_MONTH``)."""
    low = _DATED_MONTH.sub(lambda m: f"{m.group(1)}{m.group(2) or ''}", _BOTH_WAYS.sub("", text.lower()))
    if "." in low:
        low = _ABBREVIATION.sub(lambda m: _ABBREVIATED[m.group(1)], low)
    for pattern, repl, needle in _ALIAS_STEPS:
        if needle in low:  # ("" is in every text)
            low = pattern.sub(repl, low)
    out = []
    for w in _WORD.findall(low):
        if w in _STOP or (any(c.isdigit() for c in w) and not _NAMED_DIGIT.fullmatch(w)):
            continue  # figures, periods (fy2023), names (3m); "cet1" and "tier1" are words
        if len(w) > 4 and w.endswith("ies"):
            w = w[:-3] + "y"
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.append(_ACTION_NOUN.get(w, w))
    return _flow_named(tuple(out))


_CASH_FLOW_WORDS = frozenset({"net", "cash", "flow", "provided", "used", "generated"})


_ACTION_NOUN = {"created": "creation", "redeemed": "redemption"}
"""A fund's share activity as a memo words it ("26.2 million shares created", "redeemed 6.7 million") and as its
statements name it ("| Creations |", "| Redemption of Shares |")."""


def _flow_named(words: tuple[str, ...]) -> tuple[str, ...]:
    """Words of a cash flow that its alias has already named: "Operating activities provided $117.3 million
    of cash" and "net cash used in operating activities" are the one item ``ocf``."""
    return tuple(w for w in words if w not in _CASH_FLOW_WORDS) if "ocf" in words else words


PERIOD_WORDS = frozenset(tokens("January February March April May June July August September October November "
                                "December quarter year month week fiscal period ended ending"))
"""Words that name a figure's period, not its line item."""


@dataclass(frozen=True, slots=True)
class Fact:
    """One figure bound to what it measures. Context facts come from tables or text, memo
    facts from the memo's sentences; ``quantity`` is the figure as read (its own scale)."""

    quantity: Quantity
    origin: Origin
    source: int  # context index; -1 for the memo
    label: str  # row label (tables) or the words around the figure (text)
    label_tokens: tuple[str, ...]
    column: str = ""  # column header (tables)
    column_tokens: tuple[str, ...] = ()
    title_tokens: tuple[str, ...] = ()  # table: the words of the line above it ("A summary of operating
    # income (loss) by operating segment follows:"), which may name what its rows measure
    periods: tuple[str, ...] = ()  # candidate periods; one when bound, none when unknown
    attached: bool = False  # the period is stated right after the figure ("... in 2017")
    percent_column: bool = False
    percent_row: bool = False  # the row label says its values are percents ("ROFE (%)")
    variance: bool = False  # table: a cell of a table of changes, its label column headed by the periods compared
    # ("| Variances: Fiscal 2024 Versus Fiscal 2023 | Utility | Marketing |"): a change, no level of any period
    hint_scales: tuple[float, ...] = ()  # the passage's unit hints (context facts)
    head_tokens: tuple[str, ...] = ()  # a long row label's head ("Interim dividend" of "... for the half year ...")
    row: int = -1
    col: int = -1
    item_axis: Literal["row", "col", "dated"] = "row"  # "col": the rows are periods, columns the items;
    # "dated": a roll-forward's dated rows ("Balance at December 31, 2023"), one item per value
    # slot (the n-th figure of the row: a "$" cell shifts the columns) and label without its date
    slot: int = 0  # table: its place among the row's figures
    group: int = -1  # table: its column group, where a header row names items over blocks of period
    # columns ("| Net Revenue | Direct Operating Expenses |" over "| 2023 | 2022 | $ Change | % Change |" twice)
    group_tokens: tuple[str, ...] = ()  # ... and the group's name: the line item is the row's in that group
    section: tuple[str, ...] = ()  # table: the measure its section heading names ("Cost of revenue:" over
    # "Subscriptions": ("costofsale",)), which a memo figure of another measure is not
    table: int = -1
    sentence: str = ""
    change: bool = False  # the words around it speak of a change, ratio or average
    temporal: bool = False  # ... of a change or comparison (not only of a ratio, share or margin)
    aggregate: bool = False  # ... of an average, sum, change or difference
    total_only: bool = False  # ... only by "total" over periods other figures of its sentence are of: a sum of
    # them, or a "Total ..." row's name
    direction: Literal["up", "down", ""] = ""
    role: Literal["level", "change", ""] = ""  # text: a stated level, a change, or unknown
    sentence_index: int = -1  # text: the sentence's index in its text
    offset: int = 0  # text: the sentence's start in its text (quantity spans are in the sentence)
    period_unknown: bool = False
    not_periods: tuple[str, ...] = ()  # periods it is not of: a figure's own comparative's  # a level whose period the sentence gives to another figure
    before: str = ""  # a prior level ("up from Y") of a period earlier than this one (the current level's)
    before_month: str = ""  # ... whose date names this month ("at December 31, 2023"): Y may be of an earlier month
    # of ``before``'s year too
    prior: bool = False  # text: a prior level ("from Y", "compared to Y", "(2024: Y)")
    right_tokens: tuple[str, ...] = field(default=())  # words after the figure (text)
    sentence_tokens: tuple[str, ...] = field(default=())  # every word of its sentence (text)
    scenario: bool = False  # text: its clause states a scenario ("would reduce ... by", "if rates fell")
    forecast: bool = False  # text: its clause states a forecast or guidance ("expects ... of $1.2 billion")
    adjusted: bool = False  # text: its sentence opens by setting something aside ("Excluding the hedging losses, ...")
    span: str = ""  # the one duration its sentence or column heading states ("nine months ended ...": "9M")
    month: str = ""  # the month of its period's date ("at March 31, 2023", a "March 31, 2023" column): "mar"
    prior_span: str = ""  # memo: the sentence's one period, a duration named right after its last prior level
    # ("rose 7.1% to $20.7 million from $19.4 million in the three months ended December 31, 2022") or in a
    # clause about it (", a figure that included ... in fiscal 2023"), of the figures up to that level: the
    # sentence's where the context has no later period of the figure's span, else the prior level's (``prior_spans``)
    from_label: bool = False  # context: a figure a table row's label states, read as prose (``label_facts``)
    per_unit: bool = False  # prose (memo or context): priced per unit, "$1.00 per warrant", "$0.25 a share" (its
    # own unit, never an amount in a scale the passage leaves unstated; read once, compared millions of times)

    @property
    def is_percent(self) -> bool:
        return self.quantity.kind == "percent" or self.percent_column or self.percent_row


    def where(self) -> str:
        """Where the figure is, for explanations: the table cell or the text span."""
        if self.origin == "table":
            col = " ".join(x for x in (self.column, *self.periods[:1]) if x) or f"{self.col + 1}"
            row = self.label or f"{self.row + 1}"
            return f"context {self.source + 1}, table row '{row}', column '{col}'"
        return f"context {self.source + 1}, text '{_clip(self.sentence)}'"


_PER_UNIT = re.compile(r"\s*(?:per\s+\w|(?:a|an|each)\s+(?:share|unit|warrant|right|option|ounce|barrel|"
                       r"ton|tonne|pound|gallon)s?\b)", re.IGNORECASE)


def _clip(s: str, n: int = 90) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 1] + "…"


def _is_time(q: Quantity) -> bool:
    return q.kind in ("year", "period")


_SPAN_ENDED = re.compile(r"[ \t]*-?[ \t]*(?:weeks?|months?)[ \t]+end(?:ed|ing)\b", re.IGNORECASE)


def _span_count(sentence: str, q: Quantity) -> bool:
    """The count of a period's weeks or months, no figure: the 13 of "(13 weeks ended April 1, 2023)" (read as a
    figure, it took the place of the level before it, and the prior level after it lost its item)."""
    return (q.kind == "number" and not q.currency and not q.unit and q.scale == 1.0 and not q.decimals
            and 0 < q.value <= 53 and q.start >= 0 and sentence[q.start:q.end] == q.text
            and _SPAN_ENDED.match(sentence, q.end) is not None)


def _order_key(key: str) -> tuple[int, str]:
    """Chronological order of a period key ("2024" < "Q3 2025" < "2025")."""
    digits = "".join(c for c in key.rpartition(" ")[2] if c.isdigit())
    return (int(digits) if digits else 0, key[:2] if " " in key else "Z")


def _period_key(q: Quantity) -> str:
    return q.period or str(int(q.value))


# ---------------------------------------------------------------------------------------------
# text


def is_change(f: Fact) -> bool:
    """A figure stated as a change (memo or context prose): "by £16.2 million", "up 7.9%"."""
    if f.origin == "table" or f.role == "level":
        return False
    return f.role == "change" or bool(f.direction) or (f.origin == "memo" and f.change)


def split_sentences(text: str) -> list[tuple[int, str]]:
    """(start offset, sentence) pairs; a light splitter (figures' decimal points stay whole)."""
    out: list[tuple[int, str]] = []
    pos = 0
    for m in _SENTENCE_END.finditer(text):
        if text[pos:m.start()].strip():
            out.append((pos, text[pos:m.start()]))
        pos = m.end()
    if text[pos:].strip():
        out.append((pos, text[pos:]))
    return out


_OPEN_BEFORE = re.compile(r"\([ \t]*\Z")
_COMPARATIVE_SEP = re.compile(r"[ \t]*(?::|=|-|,)?[ \t]*(?:(?:an?[ \t]+)?(?:net[ \t]+)?(?:loss|profit|deficit)(?:[ \t]+of)?[ \t]+)?\Z",
                             re.IGNORECASE)  # "(2022: loss of $3.5 million)"
_OPEN_DATE = re.compile(rf"\([ \t]*{MONTH}\.?[ \t]+\d{{1,2}},?[ \t]*\Z", re.IGNORECASE)
"""A comparative's parenthesis that opens with its date: "(September 30, 2023 - $145,301,807)"."""
_OPEN_DURATION = re.compile(rf"\([ \t]*(?:(?:the[ \t]+)?(?:three|six|nine|twelve|\d{{1,2}})[ \t]+months|(?:fiscal[ \t]+)?"
                            rf"(?:year|quarter))[ \t]+(?:ended|ending)[ \t]+(?:{MONTH}\.?[ \t]+\d{{1,2}},?[ \t]*)?\Z",
                            re.IGNORECASE)
"""A comparative's parenthesis that names its period's duration first: "(six months ended December 31, 2022:
$24.6 million)"."""
_PRIOR_ASIDE = re.compile(r"[^()]{0,40}?\b(?:prior|previous|preceding|last|year-ago|a[ \t]+year[ \t]+(?:earlier|ago|before))"
                          r"\b[^()]{0,30}\)", re.IGNORECASE)
"""The rest of a parenthesis that says its figure is the prior period's: "21.9% of net sales (17.0% in the
prior year quarter)"."""
_MODAL_CHANGE = re.compile(
    r"\b(?:would|could|might|may)(?:[ \t]+(?:have|be|not|also|potentially|further))*[ \t]+(?:reduce|increase|decrease"
    r"|lower|raise|cut|boost|lift|fall|rise|decline|grow|improve|worsen|change|impact|affect|add|subtract|result)"
    r"[a-z]*\b", re.IGNORECASE)
"""A modal governing a change: "would reduce", "could increase", "might have lowered"."""
_SCENARIO = re.compile(r"\bsensitivit(?:y|ies)\b|\bscenarios?\b|\bstress(?:ed)?[ \t]+(?:test|scenario|case)"
                       r"|\b(?:rate|price|market)[ \t]+shocks?\b", re.IGNORECASE)


_CAUSE_AFTER = re.compile(r"\b(?:mainly|primarily|largely|partly|partially|due[ \t]+to|driven[ \t]+by|because|"
                          r"reflecting|as[ \t]+a[ \t]+result|thanks[ \t]+to|via|through(?![ \t]+(?:the[ \t]+)?"
                          rf"(?:end|remainder|first|second|third|fourth|fiscal|{MONTH}|\d)))\b", re.IGNORECASE)
"""Where the words after a figure turn to its cause, use or means, no longer its item: "Capital expenditures
totaled $49.9 million in 2023, mainly for office build-outs and software capitalization", "raised $6.3 million from
financing activities in 2023 through common stock issuance" (not a period's end: "through December 31", "will be
recognized through the third quarter of 2025")."""
_NONE_THEN = re.compile(r",[ \t]*(?:with[ \t]+no|compared[ \t]+(?:with|to)[ \t]+(?:none|nil|zero)|versus[ \t]+(?:none|nil|zero))\b",
                        re.IGNORECASE)
"""A clause after a memo's last figure that says its item was nil in another period: ", with no such item in 2022"."""
CLAUSE_OPENERS = ("while", "whereas", "and", "but", "as", "with", "yet")
"""Words that, after a comma, open another clause -- another figure's."""
_CLAUSE_AFTER_COMMA = re.compile(rf",[ \t]*(?:{'|'.join(CLAUSE_OPENERS)})\b", re.IGNORECASE)
"""A comma and a word that open another clause (``CLAUSE_OPENERS``)."""
OF_WHICH = re.compile(r",[ \t]*of[ \t]+which\b", re.IGNORECASE)
"""A clause of a part of the figure before it: ", of which"."""
_NEXT_CLAUSE = re.compile(r",?[ \t]*\b(?:even[ \t]+(?:as|though|while)|although|though|while|whereas)\b"
                          rf"|{OF_WHICH.pattern}|" + _CLAUSE_AFTER_COMMA.pattern, re.IGNORECASE)
"""Where the words after a figure turn to the next figure's clause: "up $309 thousand from $871 thousand, while
investing activities used $2.72 million", "to 27.1%, although gross profit declined", "to 10.5% even as segment
profit slipped", "rose roughly 9% while the average price per pallet fell", "provided $37,100 in 2023, of which
short-term advances of $36,450 ..."."""
_COMPARED_WORDS = r"(?:compared[ \t]+(?:with|to)|versus|vs\.?|against)"
"""A prior level's comparison words ("compared with", "versus", "against"), one list for the patterns below."""
_COMPARED_BARE = re.compile(rf"(?:\b{_COMPARED_WORDS}|,[ \t]*(?:down|up)[ \t]+from)[ \t]+(?:about[ \t]+|approximately[ \t]+)?\Z",
                            re.IGNORECASE)
"""A prior level's comparison word right before it, with no item word of its own between them (or an apposed "down
from" / "up from": "..., all from related-party advances, down from $71,347 a year earlier")."""


def _right_words(right: str, last: bool, share: bool = False) -> tuple[str, ...]:
    """A figure's own words after it: up to where they turn to the next figure's clause (``_NEXT_CLAUSE``,
    unless it is the sentence's last figure) or to its cause or use (``_CAUSE_AFTER``)."""
    if not last:
        if not share and _BASE_OF_NEXT.fullmatch(right):
            return ()  # "a provision of $881 thousand on pre-tax income of $3.26 million": the next figure's item
            # (a percent's base stays its own: "an effective rate of 5.6% on pre-tax income of $215.6 million")
        if not share and (base := _BASE_OF_NEXT_END.search(right)) is not None:
            right = right[:base.start()]  # ... after the figure's own: "The $814 million tax provision on pretax
            # income of $4.95 billion"
        right = _NEXT_CLAUSE.split(right, 1)[0]
        if (then := _SUBJECT_CLAUSE_AND.match(right)) is not None:
            right = right[:then.end()]  # "$75.3 million went to purchase intangible assets and financing provided ..."
    return tokens(_SAME_PERIOD.sub(" ", _CAUSE_AFTER.split(right, 1)[0]))


_SAME_PERIOD = re.compile(r"\b(?:the[ \t]+)?same[ \t]+(?:fiscal[ \t]+)?(?:quarter|period|year|half|(?:three|six|nine|twelve)"
                          r"[ \t-]+months?(?:[ \t]+period)?)\b", re.IGNORECASE)
"""A period named as the same as another's, no item's word ("from $151,039 in the same quarter of 2022"; not "same
store sales")."""


_BASE_OF_NEXT = re.compile(r"[ \t]+(?:on|against|over)[ \t]+(?:(?!\b(?:and|or)\b)[^,;:$€£\d()])*?\bof(?:[ \t]+(?:about|approximately|roughly))?[ \t]*",
                           re.IGNORECASE)
"""The words between a figure and the next that name the next's item as a base: " on pre-tax income of " (not a
list's next member: " on the revolving credit facility and dividends paid of ")."""
SHARE_BASE_OF_NEXT = re.compile(r"[ \t]+of[ \t]+(?:(?!\b(?:and|or)\b)[^,;:$€£\d()])*?\bof(?:[ \t]+(?:about|approximately|roughly))?"
                                 r"[ \t]*", re.IGNORECASE)
"""... and after a share: " of total liabilities of " (the base's amount, "80% of total liabilities of $10.84 million")."""
_BASE_OF_NEXT_END = re.compile(_BASE_OF_NEXT.pattern + r"\Z", re.IGNORECASE)


_EXCLUDING = re.compile(r"[ \t]*(?:excluding|absent|without)[ \t]+[^,;]{3,160},", re.IGNORECASE)
"""A sentence that opens by setting something aside states an adjusted figure, not the reported one:
"Excluding the recognized hedging losses, gross profit ... was approximately 8.6%" (8.5% reported)."""


def own_clause(sentence: str, start: int) -> str:
    """The clause of the figure at ``start`` where a clause opener (``_CLAUSE_OPENER``: ", with", ", while", ", and"
    before a verb) parts the sentence: "green emitter sales down about 3% to $243.2 million" of "Material sales of $322.0
    million made up about 56% of total revenue in 2023, with green emitter sales down about 3% to $243.2 million"."""
    # (within a window around it: a run-on "sentence" of thousands of figures is read once per figure)
    a, b = max(0, start - _CLAUSE_WINDOW), min(len(sentence), start + _CLAUSE_WINDOW)
    openers = list(_CLAUSE_OPENER.finditer(sentence[a:b]))
    lo = max((a + m.end() for m in openers if a + m.end() <= start), default=a)
    hi = next((a + m.start() for m in openers if a + m.start() >= start), b)
    return sentence[lo:hi]


_CLAUSE_WINDOW = 400


def _clause(sentence: str, start: int) -> str:
    """The clause of the figure at ``start``: clauses end at semicolons."""
    return sentence[slice(*_clause_bounds(sentence, start))]


def _clause_bounds(sentence: str, start: int) -> tuple[int, int]:
    """Where the clause of the figure at ``start`` begins and ends in ``sentence``."""
    hi = sentence.find(";", start)
    return sentence.rfind(";", 0, start) + 1, hi if hi >= 0 else len(sentence)


def scenario_clause(sentence: str, start: int, change: bool, adjusted: bool = False) -> bool:
    """The figure at ``start`` states a scenario, not what happened: a change in a clause where a
    modal governs a change -- the scenario's premise and its effect alike ("a parallel 100 bps fall
    in rates would reduce net interest income by about £18 million") -- or a clause that names a
    sensitivity, scenario or stress test. A level under a modal ("the amount payable would be
    approximately $4.3 billion") is an estimate of a level, and a condition alone ("10% off if you
    sign up") an offer: neither is a scenario. Clauses end at semicolons. An ``adjusted`` figure's "would have" states
    the adjusted level ("Excluding the $738,113 inventory write-down, cost of goods sold would have been about
    $222,344"), no scenario."""
    lo = sentence.rfind(";", 0, start) + 1
    scenario, modal_change, _, would_have = _clause_flags(_clause(sentence, start))
    return scenario or (change and modal_change) or (not adjusted and 0 <= would_have <= start - lo)


_COUNTERFACTUAL = re.compile(r"\bwould[ \t]+have[ \t]+\w+", re.IGNORECASE)
"""What would have been had something else happened, before the figure in its clause: "If exchange
rates had remained constant ..., total revenue generated in markets outside North America would have
been 41% of total revenue" (a constant-currency figure, not the reported one), "net income would have
been $5 million higher"; not the reported figures before it ("Revenue rose 5% and would have risen 7%
at constant currency": 5% is what happened)."""


_FORECAST = re.compile(
    r"\b(?:forecast(?:s|ed|ing)?|projected|expect(?:s|ing)?|expected[ \t]+to|anticipat(?:e|es|ed|ing)"
    r"|(?:plan|intend|aim)s?[ \t]+to|guid(?:es|ed|ing)|(?:guidance|outlook)[ \t]+(?:for|of|range|calls|implies))\b",
    re.IGNORECASE)
"""What a company expects, not what happened: "expects capital expenditures of about $1.2 billion in
2026", "guidance for fiscal 2025 revenue of ...". A bare "guidance" or "outlook" is not one (accounting
guidance, a team's advice), nor is "expected credit losses" (an actual allowance)."""


def forecast_clause(sentence: str, start: int) -> bool:
    """The figure at ``start`` is in a clause that states a forecast or guidance (``_FORECAST``).
    Clauses end at semicolons."""
    return _clause_flags(_clause(sentence, start))[2]


@lru_cache(maxsize=64)
def _clause_flags(clause: str) -> tuple[bool, bool, bool, int]:
    """Whether a clause names a scenario, has a modal governing a change, states a forecast, and where
    its first "would have ..." ends (-1: none; a figure after it is counterfactual). Searched
    once per clause: a sentence's figures share their clause, and searching it again for each figure
    made a long sentence quadratic (1,500 figures without a semicolon: seconds)."""
    would_have = _COUNTERFACTUAL.search(clause)
    return (_SCENARIO.search(clause) is not None, _MODAL_CHANGE.search(clause) is not None,
            _FORECAST.search(clause) is not None, would_have.end() if would_have else -1)


UP_ING = "increasing|rising|growing|widening|improving|climbing|expanding|deepening"
DOWN_ING = "decreasing|declining|falling|dropping|narrowing|shrinking|contracting|slipping"
"""The change verbs' "-ing" forms a memo writes a change with ("..., increasing 75 basis points from
1.79%", "declining to $1.04 million"): one list, read by ``_CHANGE_VERB`` here and by ``levels``'
change and moved-to patterns (each once spelled its own, one a subset of another)."""
_CHANGE_VERB = re.compile(
    r"\b(?:increase[sd]?|decrease[sd]?|r[oi]se|risen|grew|grows?|grown|fell|falls?|fallen|"
    r"decline[sd]?|drop(?:ped|s)?|climb(?:ed|s)?|improve[sd]?|widen(?:ed|s)?|narrow(?:ed|s)?|"
    r"reduc(?:e|ed|es|ing)|add(?:s|ed)?|cut|rais(?:e|ed|es)|lift(?:ed|s)?|boost(?:ed|s)?|went|moved|"
    rf"expand(?:ed|s)?|contracted|up|down|{UP_ING}|{DOWN_ING}|" + _MORE_VERBS + r")\b", re.IGNORECASE)
_APPROX = r"about|approximately|around|roughly|some|nearly|almost|just"
# The words of a change, one list for every pattern here and in ``levels`` and ``derivation`` that
# reads them (each pattern once had its own near-copy with different members).
UP_VERBS = "increased|rose|grew|climbed|jumped|surged|improved|gained|widened|expanded|deepened"
DOWN_VERBS = "decreased|declined|fell|dropped|slipped|shrank|contracted|narrowed"
UP_NOUNS = "increase|rise|gain|growth|improvement"
DOWN_NOUNS = "decrease|decline|drop|fall|reduction|deterioration"
APPROX = rf"(?:{_APPROX})"
"""An approximation between a change word and its figure ("increased by approximately ...")."""
_ABOUT = rf"(?:[ \t]+(?:{_APPROX}))?"
"""An approximation between the word and its figure: "to roughly 12,300", "from about 13,100"."""
ACTIVITIES = r"(?:operating|investing|financing)[ \t]+activities"
"""A cash flow statement's activity: "operating activities"."""
_LEVEL_NAMED = (r"[ \t]+(?:(?:an?|the)[ \t]+)?(?:(?:[a-z-]+[ \t]+){0,2}(?:loss|income|profit|earnings|deficit|surplus|average"
                r"|total|level|expenses?|benefit|revenues?|sales|balance|margin|rate|inflows?|outflows?|uses?|eps|share"
                r"|capital|equity|assets|liabilities|cash)"
                r"|(?:net[ \t]+)?cash"
                rf"[ \t]+(?:provided|used|generated)[ \t]+(?:by|in|from)[ \t]+{ACTIVITIES}"
                r"|(?:net[ \t]+)?cash[ \t]+(?:used|provided|generated|burn(?:ed)?)"
                r"|(?:same|prior|previous|comparable|corresponding|year-ago)[ \t-]+(?:(?:fiscal|year)[ \t-]+)?(?:quarter|period|year)"
                r"(?:[ \t]+(?:last|a)[ \t]+year(?:[ \t]+ago)?)?),?[ \t]+of")
"""A level named before its figure: "compared with a net loss of $8.2 million", "from an average of 152",
"compared to an expense of $54 million", "compared to net cash provided by operating activities of $8.2 million",
"compared to the same quarter last year of 26,335", "compared with a use of $168.4 million", "as compared to a working
capital surplus of $104,495", "as compared to total assets, of $142,365" (a filing's stray comma)."""
_NEGATIVE = r"(?:[ \t]+(?:negative|minus|positive))?"
"""A level's sign in words between its comparison and its figure: "compared with negative $16.7 million", "versus
positive $4.45 million"."""
_CAUSE_FROM = (r"(?<!\bresulted )(?<!\bresulting )(?<!\bresults )(?<!\barising )(?<!\bderived )(?<!\bprimarily )(?<!\bmainly )"
               r"(?<!\bmostly )(?<!\blargely )(?<!\bchiefly )(?<!\bcame )(?<!\bcomes )(?<!\bcome )")
"""... not a cause's "from": "which resulted from net loss of $3,040,364", "was $154.8 million resulting from
$203.0 million of net income", "inflows of $65,500 in Q1 2024 came mostly from $61,500 of convertible note
proceeds"."""
_PRIOR_BEFORE = re.compile(rf"\b(?:(?:{_CAUSE_FROM}from(?:[ \t]+an?\b)?|(?:compared(?:\s+(?:with|to))?|versus|vs\.?|against)(?:[ \t]+an?\b)?"
                           rf"|(?:below|above|times|double|triple|twice)[ \t]+the)"
                           rf"|(?:{_CAUSE_FROM}from|compared\s+(?:with|to)|versus|vs\.?|against){_LEVEL_NAMED}){_ABOUT}{_NEGATIVE}[ \t]*\Z",
                           re.IGNORECASE)
"""... "slightly below the $5.93 million recorded a year earlier", "more than eight times the $100,638 recorded a year
earlier", "more than double the $176,458 loss in the prior-year quarter" too."""
def _apposed_level(facts: list[Fact]) -> Fact:
    """The level a change in apposition after ``facts`` is of: the last figure, or, a prior level of no words of its
    own, the level it is the prior of ("NAV per share climbed to $19.69 ... from $18.65, a gain of roughly 5.6%")."""
    last = facts[-1]
    if last.label_tokens or not last.prior:
        return last
    return next((f for f in reversed(facts[:-1]) if not f.prior and f.label_tokens), last)


def _against_another(sentence: str, before: int, left: str, after: int) -> bool:
    """A figure set "against" another item's at the same time, not a prior level: "held just $137,800 of cash against a
    working capital deficiency of about $3.77 million" (the item named after "against" shares no word with the words
    of the figure before it, nor says its sign or way -- "net income of $5.1 million against a net loss of $2.3
    million", "net cash provided ... against net cash used of $9.0 million" -- and no period follows the figure:
    "against net income of $0.6 million in 2022" is a prior level)."""
    m = _AGAINST_NAMED.search(left)
    if m is None or _YEAR_AFTER.match(sentence, after) is not None:
        return False
    named = set(tokens(m.group("item"))) - _SIGN_NOUNS - QUALIFIERS - _WAY_WORDS - {"netincome", "cash"}
    return bool(named) and named.isdisjoint(tokens(sentence[max(0, before - 60):before] + " " + left[:m.start()]))


_YEAR_AFTER = re.compile(r"[^,;.]{0,50}?\b(?:19|20)\d\d\b")


_AGAINST_NAMED = re.compile(rf"\bagainst[ \t]+(?:(?:an?|the)[ \t]+)?(?P<item>(?:[a-z-]+[ \t]+){{0,3}}?[a-z-]+)[ \t]+of{_ABOUT}"
                            r"[ \t]*\Z", re.IGNORECASE)
_SHARE_THEN_AMOUNT = re.compile(r"[ \t]+of[ \t]+[^,;:$€£()]{3,60},[ \t]*or[ \t]+(?:(?:about|approximately|roughly|nearly)[ \t]+)?",
                                re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:]")
_THE_ONLY = re.compile(r"[ \t]+the[ \t]+", re.IGNORECASE)
_TO_BEFORE = re.compile(rf"\bto(?:{_LEVEL_NAMED})?{_ABOUT}{_NEGATIVE}[ \t]*\Z", re.IGNORECASE)
_NOUN_OF_BEFORE = re.compile(rf"\b(?:{UP_NOUNS}|{DOWN_NOUNS})s?[ \t]+of{_ABOUT}[ \t]*\Z", re.IGNORECASE)
_UP_DOWN_BEFORE = re.compile(rf"(?<!\bset)(?<!\bmade)(?<!\bbroken)(?<!\bshut)[ \t]+(?:up|down){_ABOUT}[ \t]*\Z",
                             re.IGNORECASE)  # "Products gross profit down $151.3 million" (not "set up 12 stores")
_BY_BEFORE = re.compile(rf"\bby(?:[ \t]+(?:{_APPROX}|over|under))?[ \t]*\Z", re.IGNORECASE)
_LEVEL_AFTER = re.compile(
    r"[ \t]*,?[ \t]*(?:\(|(?:up|down)[ \t]+from\b|from\b|compared\b|versus\b|vs\b|against\b"
    r"|(?:up|down)[ \t]+(?=[$€£¥(]?\d)|an?[ \t]+(?:increase|decrease|rise|fall|decline|drop|gain)\b)",
    re.IGNORECASE)


def _roles(sentence: str, figures: list[Quantity], times: list[Quantity]) -> tuple[
        list[str], set[int], dict[int, Quantity], set[int]]:
    """Per figure: "level" (a stated level of the line item: "rose to X", "from Y", "X, up from Y",
    the comparative "(2024: Y)"), "change" ("increased by Z to X") or "" (read as before); the
    prior levels ("from Y", "(2024: Y)"); the comparatives: figure index -> the period of its
    parenthesis "(2024: 14.1%)"; and the prior levels in a parenthesis of their own ("(17.0% in the
    prior year quarter)"), the host figure's line item."""
    roles = [""] * len(figures)
    prior: set[int] = set()
    comparative: dict[int, Quantity] = {}
    for t in times:
        if not (_OPEN_BEFORE.search(sentence, max(0, t.start - 4), t.start)
                or _OPEN_DATE.search(sentence, max(0, t.start - 20), t.start)
                or _OPEN_DURATION.search(sentence, max(0, t.start - 60), t.start)):
            continue
        nxt = next((i for i, q in enumerate(figures) if q.start >= t.end), None)
        if nxt is None or not _COMPARATIVE_SEP.match(sentence[t.end:figures[nxt].start]) or \
                ")" in sentence[t.end:figures[nxt].start]:
            continue
        comparative[nxt] = t
        roles[nxt] = "level"
        prior.add(nxt)
        if nxt > 0 and figures[nxt - 1].end <= t.start:
            roles[nxt - 1] = "level"
    aside: set[int] = set()
    for i, q in enumerate(figures):
        # "(17.0% in the prior year quarter)": the host figure's prior level
        if i and not roles[i] and (q.text.startswith("(") or _OPEN_BEFORE.search(sentence, max(0, q.start - 4), q.start)) \
                and _PRIOR_ASIDE.match(sentence, q.end) and figures[i - 1].end < q.start:
            roles[i] = "level"
            prior.add(i)
            aside.add(i)
    for i, q in enumerate(figures):
        # "$33.9 million, about 12.3% below the $38.6 million earned a year earlier": a relative change; "negative
        # $382 million, a $62 million improvement from negative $444 million": an amount's change named after it
        # (a percent's, "with a 35% increase in efficiency", is read as before)
        if not roles[i] and ((q.kind == "percent" and _RELATIVE_AFTER.match(sentence, q.end)) or (
                i and q.kind != "percent" and _CHANGE_NOUN_AFTER.match(sentence, q.end)
                and _AN_ONLY.search(sentence, max(0, q.start - 6), q.start))):
            roles[i] = "change"
    first_verb = next((m.start() for m in _CHANGE_VERB.finditer(sentence)), len(sentence))
    for i, q in enumerate(figures):
        if roles[i]:
            continue
        lo = figures[i - 1].end if i else 0
        left, right = sentence[lo:q.start], sentence[q.end:q.end + 60]
        verb_before = first_verb < q.start
        if (_PRIOR_BEFORE.search(left) or (i and figures[i - 1].unit == "x" and _THE_ONLY.fullmatch(left))) and not (
                i and _against_another(sentence, figures[i - 1].start, left, q.end)):
            # (... "about 2.6 times the $63.3 million spent in 2022": the multiple's "times" is its figure's)
            roles[i] = "level"
            prior.add(i)
        elif _TO_BEFORE.search(left) and verb_before:
            roles[i] = "level"
        elif _BY_BEFORE.search(left) and verb_before or _NOUN_OF_BEFORE.search(left) or _UP_DOWN_BEFORE.search(left):
            # "increased by Z", "an improvement of Z from the prior-year quarter", "Products gross
            # profit down Z to X"
            roles[i] = "change"
        elif i and roles[i - 1] != "level" and _APPOSITIVE_ONLY.fullmatch(left):
            pass  # "decreased $656 thousand, or 3.5%, compared to ...": the change's percent, no level
        elif i + 1 < len(figures) and _OF_LAST.search(left) and (verb := _VERB_BEFORE.search(
                sentence, q.end, figures[i + 1].start)) is not None and not sentence[q.end:verb.start()].strip():
            # "Reported net earnings of $2,129 million increased $342 million (19.1%)": the item's level,
            # then its change (the verb between them is the change's, not the level's)
            roles[i], roles[i + 1] = "level", "change"
        elif _LEVEL_AFTER.match(right) and not _CHANGE_VERB.search(left) and \
                not _BY_BEFORE.search(left):
            roles[i] = "level"
    for i in range(1, len(figures)):
        # "compared to $32.8 million, or 13.4% of net revenues, for the same period in 2022": the
        # prior level's figure in apposition is of the prior level too
        if i - 1 in prior and not roles[i] and i not in comparative and \
                _in_apposition(sentence, figures, i) and not (
                    # (not a per-share figure its own prior follows: "... from $20.3 million, or $5.07 per diluted
                    # share versus $1.78 in 2022" -- $5.07 is the current level of its own pair)
                    i + 1 in prior and (figures[i + 1].kind, figures[i + 1].unit) == (figures[i].kind, figures[i].unit)
                    and _PER_UNIT.match(sentence, figures[i].end) is not None
                    and _PER_UNIT.match(sentence, figures[i - 1].end) is None
                    and _PRIOR_BEFORE.search(sentence, figures[i].end, figures[i + 1].start) is not None):
            prior.add(i)
            if roles[i - 1] == "level" and figures[i].text.startswith("("):
                roles[i] = "level"  # ... a level as well ("from $5.92 billion (29.6%)": no change)
    for i in range(1, len(figures)):
        # "compared to $351.6 million of cash and cash equivalents and $500.5 million of working capital as of
        # March 31, 2023": the next member of a list of prior levels is a prior level too
        if i - 1 in prior and not roles[i] and i not in comparative and figures[i].kind == figures[i - 1].kind and (
                _PRIOR_LIST.fullmatch(sentence, figures[i - 1].end, figures[i].start) or (
                    # ... and a bare "and" between two, the sentence's current levels a list of two as well: "Net loss
                    # was $1.14 million for the three months and $2.67 million for the six months ..., versus $1.30
                    # million and $3.55 million a year earlier" (not a "respectively" list's own pairing)
                    _BARE_AND.fullmatch(sentence, figures[i - 1].end, figures[i].start) and i >= 3
                    and _RESPECTIVELY.search(sentence) is None)):
            roles[i] = "level"
            prior.add(i)
    for i in range(len(figures) - 1):
        # "represented 74% of total revenues in the quarter, down from 89%": the figure before a
        # prior level of its kind is the current level, however many words part them
        q, y = figures[i], figures[i + 1]
        lo = figures[i - 1].end if i else 0
        left = sentence[lo:q.start]
        if not roles[i] and i + 1 in prior and (q.kind, q.unit) == (y.kind, y.unit) and \
                not _BY_BEFORE.search(left) and not _CHANGE_VERB.search(left) and (
                    _PER_UNIT.match(sentence, q.end) is None) == (_PER_UNIT.match(sentence, y.end) is None):
            # (not a per-share figure before a prior amount: "$82.4 million, or $4.20 per diluted share,
            # compared to net income of $87.5 million")
            roles[i] = "level"
    return roles, prior, comparative, aside


_APPROX_BEFORE = re.compile(rf"\b(?:{_APPROX})[ \t]*[$€£¥]?[ \t]*\Z", re.IGNORECASE)
_TRAILING_ZEROS = re.compile(r"[1-9]((?:,?0)+)(?![\d.,]*\d)")


def _rounded_zeros(sentence: str, q: Quantity) -> int:
    """The trailing zeros of a whole figure an approximation word stands before ("about $204,000":
    3), 3 of a figure of six digits or more written out to its thousands ("$446,000"), 0 for any other figure."""
    m = _TRAILING_ZEROS.search(sentence, q.start, q.end)
    if m is None:
        return 0
    if _APPROX_BEFORE.search(sentence, max(0, q.start - 16), q.start) is None:
        # ... or, with no such word, a figure of six digits or more written out to its thousands, with no
        # scale word ("from $446,000 in 2022" for 446,019, "$972,000" for 972,110: writers round so; "$2,000"
        # is no rounding of 1,800, and "$1,000 million" states its thousand millions)
        return 3 if (m.group(1).count("0") >= 3 and abs(q.value) >= 100_000 and q.scale == 1.0
                     and "," in m.group(1)) else 0
    return m.group(1).count("0")


def _in_apposition(sentence: str, figures: list[Quantity], i: int) -> bool:
    """Whether figure ``i`` stands in apposition to the figure before it ("$21.5 million, or 11.0%"; a
    percent in a parenthesis of its own: "from $51.1 million (7.9%) in 2022", "compared with $51.3 million
    (25.0% of net sales) a year earlier")."""
    between = sentence[figures[i - 1].end:figures[i].start].strip()
    return _APPOSITIVE_ONLY.fullmatch(sentence, figures[i - 1].end, figures[i].start) is not None or (
        figures[i].kind == "percent" and ((figures[i].text.startswith("(") and figures[i].text.endswith(")")
                                           and not between) or between == "("))


_BULLET = re.compile(r"[ \t]*[-+][ \t]+")


def _unbulleted(sentence: str, q: Quantity) -> Quantity:
    """A prose sentence opening with a list's bullet ("- 65% equity interest in ..."): the dash is
    no sign (prose does not open with a signed figure set apart; a table's cell, read elsewhere,
    keeps "- 5" negative)."""
    m = _BULLET.match(sentence)
    if m is None or q.start != m.end() - len(m.group().lstrip(" \t")) or q.end <= m.end():
        return q
    value = -q.value if sentence[q.start] == "-" else q.value
    return q.model_copy(update={"text": sentence[m.end():q.end], "start": m.end(), "value": value})


_DATE_DASH = re.compile(rf"\([ \t]*(?:{MONTH}\.?[ \t]+\d{{1,2}},?[ \t]+)?(?:19|20)\d\d[ \t]*\Z", re.IGNORECASE)


def _dated_dash(sentence: str, q: Quantity) -> Quantity:
    """A comparative's figure after its date and a dash, "(September 30, 2023 - $145,301,807)", "(2022 - $4.1
    million)": the dash parts the date from its figure, no sign."""
    if not (len(q.text) > 2 and q.text[0] in "-\u2013\u2014" and q.text[1] in " \t" and q.value < 0) or \
            _DATE_DASH.search(sentence, max(0, q.start - 30), q.start) is None:
        return q
    rest = q.text[1:].lstrip(" \t")
    return q.model_copy(update={"text": rest, "start": q.end - len(rest), "value": -q.value})


_SPAN_COUNT = r"(three|six|nine|twelve|3|6|9|12)"
# ("Three Months EndedMarch 31,": a converted filing's heading glued to its date; "Three Month's Ended", a misspelling)
_SPAN = re.compile(rf"\b{_SPAN_COUNT}(?:-month\b|[ \t]+months?(?:['\u2019]s)?[ \t]+(?:ended|ending|to|through|of)(?:\b|(?=(?-i:[A-Z]))))",
                   re.IGNORECASE)
_SPAN_THE = re.compile(rf"\b(?:the|first|past|last)[ \t]+{_SPAN_COUNT}[ \t]+months\b(?![ \t]+(?:ended|ending|to|through|of)\b)",
                       re.IGNORECASE)  # "for the nine months rose 59%", "in the first six months"
_SPANS = re.compile(rf"\b{_SPAN_COUNT}[ \t]+(?:and|or|&)[ \t]+{_SPAN_COUNT}(?:-month|[ \t]+months?)\b",
                    re.IGNORECASE)
_SPAN_MONTHS = {"three": 3, "six": 6, "nine": 9, "twelve": 12}
_QUARTER = re.compile(r"\b(?:the|this|that|each|first|second|third|fourth|1st|2nd|3rd|4th|last|latest|prior|"
                      r"previous|same|current|recent)(?:[- ](?:year|fiscal|year-ago|prior-year))?(?:[ \t]+|-)quarter\b"
                      r"(?![a-z])|\bquarter[ \t]+end(?:ed|ing)\b|\bquarterly\b"
                      rf"|\b(?:the|this|that|each)[ \t]+{MONTH}\.?(?:[ \t]+(?:19|20)\d\d)?(?:[ \t]+|-)quarters?\b",
                      re.IGNORECASE)  # "in the December 2023 quarter"
_TO_QUARTER = re.compile(r"\b(?:through|thru|to|until)[ \t]+(?:the[ \t]+)?(?:end[ \t]+of[ \t]+(?:the[ \t]+)?)?"
                         r"(?:\w+[ \t]+)?quarter\b", re.IGNORECASE)
"""A quarter named as the sentence's period ("in the quarter", "the fourth quarter of 2023",
"the prior-year quarter", "quarterly gross profit", a table's "Quarter Ended" beside "Six Months Ended"): three months
("through the third quarter" is year to date)."""


_MONTH_WORD = re.compile(rf"\b{MONTH}\b", re.IGNORECASE)
_MONTH_HEAD = re.compile(rf"(?:(?:as[ \t]+of|at)[ \t]+)?({MONTH})\.?[ \t]+\d{{1,2}},?", re.IGNORECASE)
_MONTH_IN = re.compile(rf"\b({MONTH})\.?[ \t]+\d{{1,2}}\b", re.IGNORECASE)
_MONTH_OF = re.compile(rf"({MONTH})\.?(?:(?:[ \t]+|-)\d{{1,2}})?,?[ \t]*\Z", re.IGNORECASE)  # (and "Dec-31, 2023")


@lru_cache(maxsize=8192)
def undated_tokens(label: str) -> tuple[str, ...]:
    """A row label's words without its date's month: the line item of a roll-forward's dated rows
    ("Balance at March 31, 2023" and "Balance at December 31, 2023": ("balance",))."""
    return tokens(_MONTH_WORD.sub(" ", label))


def month_of(text: str, year: Quantity) -> str:
    """The month written right before a year ("December 31, 2023", "March 2023"): "dec", "mar"."""
    m = _MONTH_OF.search(text, max(0, year.start - 16), year.start)
    return m.group(1)[:3].lower() if m else ""


def span_of(sentence: str) -> str:
    """The one duration a sentence states its figures over -- "for the nine months ended December
    31, 2023", "nine-month revenue": "9M" -- or "" (none, or several: "for the three and nine months
    ended ..."). A 10-Q states each quarter's figures beside the year-to-date ones of the same
    year: the year alone does not tell them apart. "The next 12 months" is no reporting period."""
    if _SPANS.search(sentence):
        return ""
    found = {_SPAN_MONTHS.get(m.group(1).lower()) or int(m.group(1))
             for rx in (_SPAN, _SPAN_THE) for m in rx.finditer(sentence)}
    if _QUARTER.search(sentence) and not _TO_QUARTER.search(sentence):
        found.add(3)
    return f"{found.pop()}M" if len(found) == 1 else ""


def sentence_facts(sentence: str, origin: Origin, source: int, *, hints: tuple[float, ...] = (),
                   inherited: tuple[str, ...] = (), sentence_index: int = -1,
                   offset: int = 0, span: str | None = None) -> tuple[list[Fact], tuple[str, ...]]:
    """The figures of one sentence as facts, and the periods the sentence names (to inherit).

    A figure's comparative in parentheses ("14.6% (2024: 14.1%)") is the same line item in the
    parenthesis' period; the parenthesis' period is not the sentence's. The levels of a change
    ("rose to X from Y", "X, up from Y", "increased by Z to X") are levels of the line item, each
    checked as stated, not a claimed difference; Z is the change.
    """
    qs = [_dated_dash(sentence, _unbulleted(sentence, q)) for q in extract_quantities(sentence)]
    figures = [q for q in qs if not _is_time(q) and not _span_count(sentence, q)]
    times = [q for q in qs if _is_time(q)]
    roles, prior, comparative, prior_aside = _roles(sentence, figures, times)
    aside = {id(t) for t in comparative.values()}
    # (and a period restated in parentheses, "(13 weeks ended April 1, 2023)", is no period of its own)
    restated = [m.span() for m in _PERIOD_ASIDE.finditer(sentence)]
    inside = {id(t) for t in times if any(a <= t.start and t.end <= b for a, b in restated)}
    for a, b in restated if origin == "memo" else ():
        # ... but a memo's fiscal quarter restated by its dates, "in the third quarter of fiscal 2024 (three months
        # ended December 23, 2023)", is the dates' period: the filing's tables date their columns so
        named_q = next((t for t in times if id(t) not in inside and not sentence[t.end:a].strip()
                        and _QUARTER_KEY.fullmatch(_period_key(t))), None)
        dated = [t for t in times if a <= t.start and t.end <= b and month_of(sentence, t)]
        if named_q is not None and len(dated) == 1:
            inside = (inside - {id(dated[0])}) | {id(named_q)}
    aside |= inside
    if origin == "memo" and figures:
        # "SG&A expenses fell 20.3% to $889.8 million ..., mainly because 2022 carried the Flawless intangible asset
        # impairment": a year in the cause after the last figure is the cause's, not the figures' period; so is a year
        # of a clause that says the item was nil then ("A $3.1 million loss on ... weighed on 2023 results, with no
        # such item in 2022": no figure of 2022 is stated). (The rest of the sentence is read whole: "recognized
        # through the third quarter of 2025" names no means.)
        clause = _CAUSE_AFTER.search(sentence, figures[-1].end) or _NONE_THEN.search(sentence, figures[-1].end)
        if clause is not None:
            aside |= {id(t) for t in times if t.start >= max(figures[-1].end, clause.start() + 1)}
    # "the redemption of the 2026 senior secured notes": a year that names a debt by its maturity is no period
    aside |= {id(t) for t in times if _MATURITY_NAMED.match(sentence, t.end) is not None and re.fullmatch(
        r"(?:19|20)\d\d", t.text.strip()) is not None}
    main_times = [t for t in times if id(t) not in aside]
    named = tuple(dict.fromkeys(_period_key(t) for t in main_times))
    sentence_tokens = tokens(sentence)
    # "NAV per share dropped 36% to $104.43 from $164.16 over 2023", "... from $5.0 million in 2023": a memo
    # sentence's one year, right after its last prior level, may be the change's period (the current level's, the
    # prior a year earlier) or the prior level's; the context's periods say which (``prior_spans``), as for a
    # duration ("in the three months ended ...")
    priors = sorted(j for j in prior if j not in comparative)  # (read again below: the period after the last one)
    last_prior = priors[-1] if priors else None
    open_year = next((t for t in main_times if last_prior is not None and t.start >= figures[last_prior].end
                      and _YEAR_AFTER_PRIOR.fullmatch(sentence, figures[last_prior].end, t.start)), None) if (
        origin == "memo" and len(named) == 1 and re.fullmatch(r"\d{4}", named[0]) and last_prior is not None
        and _FROM_BEFORE.search(sentence, 0, figures[last_prior].start)) else None
    span = span_of(sentence) if span is None else span  # (``text_facts`` passes the running one's)
    excluded = _EXCLUDING.match(sentence)
    facts: list[Fact] = []
    attached_to: dict[int, str] = {}
    months: dict[int, str] = {}
    periods_of: list[tuple[tuple[str, ...], bool]] = []
    of_sentence: set[int] = set()  # the figures whose periods are the sentence's (or the text's before it)
    change_in: set[int] = set()  # the changes stated "in" a period: the period of the levels they lead to
    taken_by: dict[int, Quantity] = {}  # figure index -> the time attached to it
    for i, q in enumerate(figures):
        lo = figures[i - 1].end if i else 0
        hi = figures[i + 1].start if i + 1 < len(figures) else len(sentence)
        local_times = [t for t in main_times if lo <= t.start and t.end <= hi]
        attached = [t for t in local_times if t.start >= q.end
                    and (_ATTACHED.match(sentence[q.end:t.start]) is not None or (
                        (i not in prior or len(named) >= 2) and _ATTACHED_SPAN.match(sentence[q.end:t.start]) is not None))
                    and not (i == last_prior and t is open_year)
                    and not any(f.start >= q.end and f.end <= t.start for f in figures)]
        if i in comparative:
            periods, is_attached = (_period_key(comparative[i]),), True
            months[i] = month_of(sentence, comparative[i])
        elif attached and (pair := _and_period(sentence, attached[0], local_times)) is not None:
            periods, is_attached = pair, False  # "$188.2 million in 2022 and 2023": of both
        elif attached:
            periods, is_attached = (_period_key(attached[0]),), True
            taken_by[i] = attached[0]
            months[i] = month_of(sentence, attached[0])
            if roles[i] == "change" and _IN_PERIOD.fullmatch(sentence, q.end, attached[0].start):
                change_in.add(i)
        elif local_times and len(named) >= 2 and all(
                t.start >= q.end and _BASE_BEFORE.search(sentence, q.end, t.start) for t in local_times):
            # "an increase of 20% from the first nine months of fiscal 2023": the period after
            # "from" is the change's base; the change is over the sentence's periods
            periods, is_attached = named, False
        elif local_times and i - 1 in prior and i not in prior and all(t is taken_by.get(i - 1) for t in local_times) \
                and (at := next((k for k in range(i) if k not in prior and len(periods_of[k][0]) == 1), None)) is not None:
            # "Net loss was $9.8 million in 2023 against net income of $0.6 million in 2022, as income tax
            # expense reached $11.4 million": the year after the prior level is its own; a figure with no
            # period of its own after it is of the sentence's current period (and date: "grew to $6.52 million at
            # December 31, 2023 from $51,052 at June 30, 2023, reflecting a $3.6 million warehouse building")
            periods, is_attached = periods_of[at][0], False
            if months.get(at):
                months[i] = months[at]
        elif local_times:
            periods, is_attached = tuple(dict.fromkeys(_period_key(t) for t in local_times)), False
            if len(local_times) == 1 and local_times[0].end <= q.start and i not in prior and (
                    month := month_of(sentence, local_times[0])):
                # "The working capital deficit reached $6.36 million at November 30, 2023, with total current
                # liabilities of $3.90 million": of that date, not of May 31, 2023's column (a date after the figure
                # is not: "a gain of $148,067 and $15,942 ... since March 31, 2023" is of the nine months' December)
                months[i] = month
        elif i and len(named) >= 2 and len(periods_of[i - 1][0]) == 1 and \
                _in_apposition(sentence, figures, i):
            # "... ended December 31, 2023 were $21.5 million, or 11.0% of net revenues, compared to $32.8
            # million, or 13.4% ... in 2022": the figure in apposition is of its host's period
            periods, is_attached = periods_of[i - 1][0], False
        else:
            periods, is_attached = (named or inherited), False
            of_sentence.add(i)
        if is_attached:
            attached_to[i] = periods[0]
        periods_of.append((periods, is_attached))
    listed = _respectively(sentence, figures, main_times)
    group = 0 if listed else _respective_groups(sentence, figures, main_times)
    if group:
        listed = {i: p for i in range(len(figures))
                  for p in [list(dict.fromkeys(_period_key(t) for t in main_times))[i // group]]}
    for i, period in listed.items():
        periods_of[i] = ((period,), True)
        attached_to[i] = period
    items = {} if listed else _respective_items(sentence, figures)
    if not items and not listed:
        # "... was 29%, 47% and 30% for A, B and C, respectively, as compared to ... 33%, 48% and 34%,
        # respectively, for the year ended December 31, 2022": the items named after the figures
        items, item_periods = _items_after(sentence, figures, main_times)
        for i, period in item_periods.items():
            periods_of[i] = ((period,), True)
            attached_to[i] = period
    spans_of = _respective_spans(sentence, figures)
    if span and ";" in sentence:
        # "... a loss of $2.0 million for 2023 (2022: loss of $3.5 million); in the fourth quarter the loss narrowed to
        # $98 thousand": a duration one clause names is not the other clause's
        for i, q in enumerate(figures):
            if i not in spans_of and (own := span_of(_clause(sentence, q.start))) != span:
                spans_of[i] = own
    # a "respectively" list's words are every member's: "This represents 74% and 89% of total
    # revenues for ..." -- 74% is of total revenues too (its own right-hand words were "and")
    width = len({p for p in listed.values()})
    members = sorted(listed)
    shared: dict[int, tuple[str, str]] = {}
    for i in range(group, len(figures)) if group else ():
        # ... each later period's figure has the words of the first period's figure in its place
        at = i % group
        shared[i] = (sentence[figures[at - 1].end if at else 0:figures[at].start],
                     sentence[figures[at].end:figures[at + 1].start])
    for k in range(0, len(members) - width + 1, width) if width and not group else ():
        run = members[k:k + width]
        first, last = run[0], run[-1]
        words = (sentence[figures[first - 1].end if first else 0:figures[first].start],
                 sentence[figures[last].end:figures[last + 1].start if last + 1 < len(figures) else len(sentence)])
        shared |= dict.fromkeys(run, words)
    not_of: dict[int, tuple[str, ...]] = {}
    # "fell 22% to $3,145.6 million, or 74.8% of revenue, from $4,036.5 million, or 75.6%, in 2022", "widened
    # to $21.8 million, or $(0.23) per diluted share, from $13.2 million, or $(0.14) per share, in 2022":
    # the period right after the last prior level (or its figure in apposition) is the prior levels'
    # (each of them), not the current level's or share's before them (a change spans both: it keeps it)
    last = figures[priors[-1]] if priors else None
    after = next((t for t in main_times if last is not None and t.start >= last.end
                  and (pm := _PRIOR_TIME.match(sentence, last.end)) is not None and pm.end() <= t.start
                  and _FISCAL_WORD.fullmatch(sentence, pm.end(), t.start)), None)
    trailing = (_period_key(after),) if after is not None and (priors[-1] == len(figures) - 1 or _COUNT_AFTER_PRIOR.match(
        sentence, after.end) is not None or _ABOUT_PRIOR.match(sentence, after.end) is not None) else ()
    # "... from $19.4 million in the three months ended December 31, 2022", the sentence's one period: whose
    # it is, the context's periods say (``prior_spans``)
    # (... or in a clause about the prior level: "narrowed to $64.4 million from $187.5 million, a figure that
    # included a $75.0 million litigation settlement accrual in fiscal 2023")
    span_after = next((t for t in main_times if priors and len(named) == 1 and priors[-1] not in comparative
                       and t.start >= last.end and ((priors[-1] == len(figures) - 1 and _ATTACHED_SPAN.match(
                           sentence[last.end:t.start]) is not None) or _ABOUT_PRIOR.match(sentence, last.end))), None)
    if open_year is not None:
        trailing, span_after = (), open_year
    prior_span = _period_key(span_after) if origin == "memo" and span_after is not None and not trailing else ""
    first_prior = figures[priors[0]].start if priors else None
    # "Inventory was $4.00 billion, an increase of $1.24 billion from the end of 2022": the sentence's one
    # period, after its last figure and "from", is the change's base; its level and change are of a later one
    based = _BASE_PERIOD_BEFORE.search(sentence, figures[-1].end, main_times[0].start) if figures and len(
        main_times) == 1 and main_times[0].start >= figures[-1].end and not prior and not comparative and any(
        r == "change" for r in roles) else None
    base_year = named if based is not None and based.end() == main_times[0].start else ()
    for i, q in enumerate(figures):
        periods, is_attached = periods_of[i]
        if base_year and periods == base_year:
            periods, is_attached = (), False
            not_of[i] = base_year
        stated = periods
        before, before_month = "", ""
        own_date = next((t for t in reversed(main_times) if t.end <= q.start), None) if i not in prior else None
        own_month = month_of(sentence, own_date) if own_date is not None else ""
        dated_apart = {j for j, p in attached_to.items() if own_month and own_date is not None and j != i
                       and p == _period_key(own_date) and months.get(j) and months[j] != own_month}
        trailing_month = month_of(sentence, after) if trailing and after is not None else ""
        other_month = bool(dated_apart) or bool(
            own_month and trailing_month and own_month != trailing_month and _period_key(own_date) == trailing[0])
        # (a later figure's date is not a prior level's before it: "... from $51,052 at June 30, 2023, reflecting a $3.6
        # million warehouse building and $2.89 million of goodwill" -- of the current level's December)
        current = next((j for j in range(i) if j not in prior and months.get(j)), None) if i not in prior and any(
            taken_by.get(j) is own_date for j in prior if j < i) else None
        # (not a figure that took its own period after it: "... (cost $5,473,441 and $5,453,079 at December 31, 2023
        # and September 30, 2023, respectively) was 6,362,991 in 2023" is of no date of the aside before it)
        if other_month and not months.get(i) and i not in taken_by:
            # ("at December 31, 2023 was $15,163, compared with $18,257 at March 31, 2023": the current level is of its
            # own date, the prior of the same year's March)
            months[i] = months[current] if current is not None else own_month
        if trailing and i in prior and i not in comparative and not is_attached:
            periods, is_attached = trailing, True
            if trailing_month and not months.get(i):
                months[i] = trailing_month
        # (a prior level's figure in apposition too: "... compared with a net loss of $8.2 million, or
        # $0.61 per diluted share", under "for the nine months ended January 31, 2024")
        if (roles[i] == "level" or (i in prior and i in of_sentence)) and not is_attached:
            # a level's period: not one that another figure of the sentence states as its own (a change
            # "in" a period states it for its levels too: "compressed by 550 basis points in 2023, to
            # 9.4% from 14.9%")
            others = {p for j, p in attached_to.items() if j != i and j not in change_in and j not in dated_apart}
            periods = tuple(p for p in periods if p not in others)
            if i in prior:  # "from Y": the earliest of several periods; of one, not the current's
                periods = (min(periods, key=_order_key),) if len(periods) >= 2 else ()
                # (of its own clause's levels: "... for 2023 (2022: $3.5 million); in the fourth quarter it narrowed to
                # $98 thousand from $407 thousand" -- no period of the clause before it)
                here = {p for j, p in attached_to.items() if j != i and j not in change_in and j not in dated_apart
                        and _clause_bounds(sentence, figures[j].start) == _clause_bounds(sentence, q.start)}
                others = here if ";" in sentence else others
                # (nor another figure's comparative: "... climbed 32.5% to $2.04 from $1.54, while Nareit FFO per
                # diluted share was $1.61 (2022: $1.40)" -- the 2022 is $1.40's, no period $1.54 is before)
                asides = {_period_key(t) for j, t in comparative.items() if j != i}
                others = {p for p in others if p not in asides}
                dated = [j for j in sorted(prior) if j < i and j not in comparative and attached_to.get(j) in others
                         and months.get(j)]
                own_words = sentence[q.end:figures[i + 1].start if i + 1 < len(figures) else len(sentence)]
                if not periods and dated and not re.search(r"\w", own_words.split(",")[0]):
                    # "Cash ... declined to $214.3 million at December 29, 2023 from $351.6 million at March 31, 2023,
                    # and working capital fell to $429.3 million from $500.5 million": a prior level of no period and
                    # no words of its own (not "... from $228.9 million in the prior-year quarter"), after the
                    # sentence's prior dated in the current level's year, is of that prior's date (not of a year
                    # before it)
                    periods, is_attached = (attached_to[dated[-1]],), True
                    months[i] = months[dated[-1]]
                elif not periods and (others or (len(stated) == 1 and stated[0] not in asides)) and not (
                        ";" in sentence and not here):
                    # "14.6% at 31 December 2025, up from 14.1% a year earlier", "In 2025, ... rose to X
                    # from Y": Y is of a period before the current level's; of several, before the earliest, unless
                    # none is of Y's own clause: then before the latest ("used $6.4 million in 2023 after providing
                    # $16.4 million in 2022, while investing outflows fell to $20.2 million from $62.5 million": $62.5
                    # million may be 2022's, not only of a year before it)
                    opener = max((m.end() for m in _CLAUSE_AFTER_COMMA.finditer(sentence, 0, q.start)), default=0)
                    own = any(figures[j].start >= opener for j, p in attached_to.items() if j != i and p in others)
                    before = (min if own else max)(others, key=_order_key) if others else stated[0]
                    # ... and, where the current level's date names its month and Y's words no year ("from $1.96
                    # million three months earlier", not "a year earlier"), Y may be of an earlier date of that year
                    # too (a fiscal year's end: "at December 31, 2023 from ..." against a "September 30, 2023" column)
                    dates = {months[j] for j, p in attached_to.items() if j != i and p == before and months.get(j)}
                    if len(dates) == 1 and not _YEAR_WORD.match(sentence, q.end):
                        before_month = dates.pop()
            elif not periods and i + 1 in prior and (theirs := attached_to.get(i + 1)) and len(named) == 2 \
                    and theirs in named and q.kind == figures[i + 1].kind:
                # "... to $35.2 million in fiscal 2023, leaving an operating margin of 2.0% compared with
                # 5.1% in fiscal 2022": the level before a prior level of the sentence's other period is
                # of the period that is not the prior's (whichever figure states it too)
                periods = tuple(p for p in named if p != theirs)
            elif len(periods) >= 2 and any(j in prior for j in range(len(figures))):
                periods = (max(periods, key=_order_key),)  # "to X": the latest
        lo = figures[i - 1].end if i else 0
        hi = figures[i + 1].start if i + 1 < len(figures) else len(sentence)
        if i in comparative or i in prior_aside:  # "(2024: 14.1%)": the host figure's line item
            host = i - 1 if i > 0 and (i in prior_aside or figures[i - 1].end <= comparative[i].start) else None
            hlo = figures[host - 1].end if host else 0
            left = sentence[hlo:figures[host].start] if host is not None else ""
            right = ""
        else:
            left, right = shared.get(i) or (sentence[lo:q.start], sentence[q.end:hi])
            if right.lstrip().startswith("(") and i + 1 in comparative:
                right = ""  # the parenthesis is the comparative's, not this figure's words
        # the words after a comma that lead to the next figure are that figure's ("stock-based
        # compensation of $31.0 million, an investment increase of $14.8 million": $31.0 million is
        # no change), not this one's change words
        own_right = right.split(",")[0] if i + 1 < len(figures) and i + 1 not in comparative else right
        # (a relative clause that states a level begins the figure's own words: "The decrease in net sales was
        # primarily related to our Cultivation segment, which had net sales of $194.5 million" states no change)
        # (... and a result clause's: "Cost of services fell ... even as revenue climbed, leaving gross profit of
        # $37.4 million" states no change of gross profit)
        local = _LEAVING.split(_RELATIVE_LEVEL.split(left)[-1])[-1] + " " + own_right
        direction: Literal["up", "down", ""] = ""
        if roles[i] == "level":
            pass  # a level states no direction of its own
        elif i and q.kind != "percent" and _AND_ARTICLE_END.search(left) is not None and (
                adjective := _COMPARATIVE_AFTER.match(right)) is not None:
            # "as higher gross profit and a $9.2 million smaller goodwill impairment": the list's next item's own
            # comparative says its direction (not the item's before it, "higher")
            direction = "down" if adjective.group("down") else "up"
        elif q.kind == "percent" and facts and facts[-1].direction and facts[-1].role != "level" and \
                i not in comparative and (_APPOSITIVE_ONLY.fullmatch(left) is not None or (
                    not left.strip() and q.text.lstrip().startswith("("))):
            # "increased $342 million (19.1%), due primarily to ... lower operating income": a percent in
            # apposition restates the amount's change, in its direction (not its parentheses' sign, nor
            # the words of the clause after it)
            direction = facts[-1].direction
            if q.value < 0 and q.text.lstrip().startswith("("):
                q = q.model_copy(update={"value": -q.value})
        elif q.value < 0 and q.kind != "percent" and q.text.lstrip().startswith("(") and (
                aside := _ASIDE_AFTER_NOUN.search(left)) is not None and (
                (_UP.search(aside.group(1)) is None) != (_DOWN.search(aside.group(1)) is None)):
            # "partially offset by higher pricing ($403 million)": an amount in parentheses after the noun
            # it quantifies is no negative; the clause's direction word says which way it moved
            direction = "up" if _UP.search(aside.group(1)) else "down"
            q = q.model_copy(update={"value": -q.value})
        elif q.value < 0:
            direction = "down"
        elif _UP.search(local) and not _DOWN.search(local):
            direction = "up"
        elif _DOWN.search(local) and not _UP.search(local):
            direction = "down"
        elif q.value > 0 and _SIGNED_CHANGE.search(local) and not (_UP.search(local) or _DOWN.search(local)):
            # "the change was 12": a signed quantity, positive (not "the gain from the change in fair
            # value ... shrank 94%": a direction word is there, the nearest verb's below)
            direction = "up"
        elif (near := _nearest_direction(left)) and roles[i] != "level":
            # "Gain on sales of loans decreased by $6.9 million": the item's name has a direction word
            # too; the verb right before the figure says the change's (also without "by", whatever words
            # follow: "operating loss decreased $541 million ... due to growth in revenues")
            direction = near
        elif facts and facts[-1].direction and i not in comparative and (
                _LIST_JOIN.fullmatch(left) or _APPOSITIVE_ONLY.fullmatch(left)):
            # "decreased by $6.9 million, or 12%, and $36.2 million, or 29%": the list's direction
            direction = facts[-1].direction
        if not direction and roles[i] == "change" and (rel := _RELATIVE_AFTER.match(sentence, q.end)) is not None:
            direction = "down" if rel.group(1).lower().startswith(("below", "lower")) else "up"
        if trailing and (not direction or q.value < 0) and not is_attached and i not in prior and first_prior is not None \
                and q.start < first_prior and not other_month and not trailing_month:
            # (a negative figure's "down" is its sign, no change word; a balance date's year may be the current
            # level's too: "rising to $172.0 million from $102.0 million at September 30, 2023")
            periods = tuple(p for p in periods if p not in trailing)
            not_of[i] = trailing  # (... and of a later period than the prior's)
        elif trailing and trailing_month and origin != "memo" and periods == trailing and not is_attached and \
                i not in prior and first_prior is not None and q.start < first_prior and not other_month and (
                    not direction or q.value < 0) and not months.get(i):
            # a filing's "The Company had $65,550,366 of net working capital, ..., compared to $113,956,510 of net
            # working capital as of December 31, 2022": the current level is of a later date than the prior's, in
            # that year or after it -- of no period the sentence says (and, as a year, not the prior's)
            periods = ()
            not_of[i] = trailing
        level = roles[i] == "level"
        # "rose 14.7%, or $284.7 million, to $2.2 billion": the amount in apposition to a change is that
        # change (it was read as a level, contradicted by the row's $2,216.0 million)
        apposed = not level and q.kind != "percent" and bool(facts) and facts[-1].change and facts[-1].role != "level" and \
            i not in comparative and _APPOSITIVE_ONLY.fullmatch(left) is not None
        left_tokens = tokens(_ITS_WHOLE.sub(" ", _ITS_PARTS.sub(" ", left)))
        if i and (clause := _CLAUSE_OPENER.split(left)) and len(clause) > 1 and tokens(clause[-1]):
            # "... 56% of total revenue in 2023, with green emitter sales down about 3%": the words after the
            # next clause's opener name its figure's item, not the previous figure's base before it
            left_tokens = tokens(clause[-1])
        elif i and (then := _SUBJECT_CLAUSE_AND.match(left)) is not None and tokens(left[then.end():]):
            # "... while $75.3 million went to purchase intangible assets and financing provided $96.5 million": after a
            # figure that is its clause's subject, its verb and words, "and" opens the next clause (no comma needed)
            left_tokens = tokens(left[then.end():])
        if i and origin == "memo" and q.kind != "percent" and _CAUSED_BY.search(left) and not tokens(
                _CAUSED_BY.split(left)[-1]):
            # "The $1.97 million net loss ... was driven by a $1.62 million loss on the change in derivative
            # liabilities": a cause right before the figure is named by the words after it, not the previous figure's
            left_tokens = ()
        if i == 1 and q.kind != "percent" and _OF_THE_WHOLE.fullmatch(sentence, 0, figures[0].start) \
                and left.rstrip().endswith(","):
            # "Of the $42,800 provided by financing activities in the quarter, $25,000 ... came from a convertible note":
            # the words after the whole are the whole's; the part is named after it (in a memo and in the context
            # alike: "Of the $ 47.5 million outstanding ..., $ 8.5 million represents interest" -- read only in a memo,
            # the context's part kept the whole's words and supported a memo's whole of the part's value)
            left_tokens = ()
        if origin == "memo" and i and len(facts) == i and q.kind != "percent" and facts[-1].is_percent and \
                facts[-1].label_tokens and _SHARE_THEN_AMOUNT.fullmatch(left) is not None:
            # "International customers accounted for 69.6% of fiscal 2023 revenues, or $1,207.7 million": the amount
            # after a share's base is the share's part, named by the share's own words (not the base's)
            left_tokens = facts[-1].label_tokens
        if origin == "memo" and i and len(facts) == i and not facts[-1].label_tokens and facts[-1].right_tokens and (
                rest := tuple(t for t in left_tokens if t not in facts[-1].right_tokens)) and len(rest) < len(left_tokens) \
                and not _CLAUSE_BREAK.search(left):
            # "The $167 thousand tax provision on pre-tax income of $652 thousand": the words that name the previous
            # figure's item after it are its own, not this figure's (within one phrase: no comma or semicolon between)
            left_tokens = rest
        if not i and _OPENER.fullmatch(left):
            left_tokens = ()  # "Net of $55.0 million of capital expenditures, ...": the words after it name it
        if (i in comparative or i in prior_aside) and len(facts) == i and i and figures[i - 1].end <= (
                comparative[i].start if i in comparative else q.start):
            # ... read as its host was ("to $17.2 million for the six months ended December 31, 2023 (six
            # months ended December 31, 2022: $24.6 million)": the host's words came from the change before it)
            left_tokens = facts[-1].label_tokens
        if i in items:  # "Revenue and gross loss ... were $0.3 million and $2.2 million, respectively"
            left = items[i]
            left_tokens = tokens(left)
        # (an amount's, not a margin's after it: "$2.3 million in 2023, an 11.4% margin, versus a loss of $6.7 million",
        # the margin's noun before the comma)
        after_share = bool(facts) and i in prior and q.kind != "percent" and (facts[-1].is_percent or (
            facts[-1].per_unit and _PER_UNIT.match(sentence, q.end) is None))  # (or a per-share figure's: "$192.4
        # million, or $1.73 per diluted share, against a loss of $189.2 million")
        host = (_amount_before(facts) or facts[-1]) if after_share else facts[-1] if facts else None
        sign = tokens(_COMPARED_BEFORE.sub("", left.rsplit(",", 1)[-1])) if after_share else left_tokens
        # (settled: the figure's words are decided, the "of / for / in" rule below does not read them again)
        settled = host is not None and bool(sign) and (
            set(sign) <= _SIGN_NOUNS or _net_sign(sign, host) or _flow_sign(sign, host)) and (
            (i in prior and host.role != "change") or (
                host.role == "change" and bool(host.label_tokens) and _TO_SIGN.fullmatch(left) is not None))
        if settled:
            # "swung to $25.3 million from a loss of $37.1 million": the word says the prior level's sign;
            # the item is the current level's (and "improved by $77.0 million, to a loss of $10.1 million": the
            # level the change moved to, the change's)
            left_tokens = host.label_tokens  # type: ignore[union-attr]
            if _net_sign(sign, host) and not set(sign) & _OWNED_WORDS:  # type: ignore[arg-type]
                # (an owner's, "compared with attributable net income of", is the owner's row as the host's is,
                # whatever sign its label says: "| Net loss attributable to GTB Technologies Inc. | (17,760,465) |
                # 6,348,944 |")
                # (and a net loss after a net income's level, "... from a net loss of $954 million", the host's words
                # read as its loss: a per-share figure after it is a loss too)
                left_tokens = tuple(dict.fromkeys("netincome" if t in ("net", "loss") else t for t in left_tokens)) \
                    if "netincome" in sign else tuple(dict.fromkeys(
                        w for t in left_tokens for w in (("net", "loss") if t == "netincome" else (t,))))
        if i in prior and i and len(facts) == i and facts[-1].role == "level" and facts[-1].label_tokens and left_tokens and \
                set(left_tokens) <= set(facts[-1].right_tokens) and _PER_SHARE_AFTER.match(right) is None and (
                    bare := _COMPARED_BARE.search(left)) is not None and not tokens(left[bare.end():]):
            # "Operating activities provided $1.19 million of cash in the first half ..., compared with $947,514":
            # the words between them are the current level's own ("of cash"), the prior level, bare after its
            # "compared with", its item's (not where it says its own: "compared with net income of $5.8 million"); after
            # the sentence's one level, an apposed "down from" is settled: the words "in / from ..." after that level are
            # no item of the prior's ("provided $63,559 in the six-month period, all from related-party advances, down
            # from $71,347"; not after a list of parts, "consisting of $0.4 million of cash and $2.4 million of ...
            # capacity, down from $4.7 million", whose prior is the whole's)
            left_tokens, settled = facts[-1].label_tokens, i == 1 and bare.group().startswith(",")
        elif i in prior and i and len(facts) == i and q.kind != "percent" and facts[-1].is_percent and (
                bare := _COMPARED_BARE.search(left)) is not None and not tokens(left[bare.end():]) and (
                set(left_tokens) <= set(facts[-1].right_tokens)) and (host := _amount_before(facts)) is not None and \
                host.label_tokens and not host.prior:
            # "gross profit was about $238,000, a 63.2% margin on commission income, compared with $503,400": a bare
            # prior amount after a share or margin is the amount's prior level (not of the share's base)
            left_tokens, settled = host.label_tokens, True
        if i and q.kind != "percent" and not settled and (_BASE_OF_NEXT.fullmatch(left) is not None or (
                facts[-1].is_percent and SHARE_BASE_OF_NEXT.fullmatch(left) is not None)) and tokens(left):
            # "a provision of $881 thousand on pre-tax income of $3.26 million": the words between them name this
            # amount's item, a base, not the figure's before it
            left_tokens, settled = tokens(left), True
        if i and i not in comparative and i - 1 not in comparative and not shared.get(i) and i not in items and not settled:
            # "$65.0 million of stock-based compensation expense and $36.5 million of depreciation",
            # "a charge of $545,549 for depreciation and amortization which was offset by ...", "$3
            # million in Europe and $2 million in Asia": the words "of / for / in / on ..." after a
            # figure, up to "and", "which" or a comma, name that figure's item, not the next figure's
            of = _OF_ITEM.match(left)
            if of is None and _ARTICLE_BEFORE.search(sentence, max(0, figures[i - 1].start - 8), figures[i - 1].start):
                of = _ATTRIBUTIVE.match(left)
            if of is not None:
                rest = left[of.end():]
                # ... and a figure that follows with "and" alone is a member of the same list: the
                # list's subject is its words too ("Revenue was $3 million in Europe and $2 million");
                # one that follows a relative clause's verb is of those words' item ("$76.1 million on
                # net sales that fell 9.8%": the net sales' change)
                left_tokens = facts[-1].label_tokens if _LIST_JOIN.fullmatch(rest) else (
                    tokens(of.group()) if _RELATIVE_VERB.fullmatch(rest) else tokens(rest))
        if i and not (left_tokens and tokens(_PERIOD_PHRASES.sub(" ", left))) and roles[i] != "level" and i not in comparative \
                and i not in items and facts[-1].label_tokens and facts[-1].role != "change" and (
                    verb := _VERB_BEFORE.search(left)) is not None and _PERIOD_ONLY.fullmatch(left[:verb.start()]):
            # "Reported net earnings of $2,129 million increased $342 million (19.1%)": a change right
            # after a level, only its verb between them, is that level's line item's change (its period
            # aside: "$362 million during the nine months ended January 31, 2024, declined $48 million")
            left_tokens = facts[-1].label_tokens
        if i and not left_tokens and i in spans_of and i - 1 in spans_of and spans_of[i] != spans_of[i - 1] and \
                figures[i - 1].kind == q.kind and _LIST_JOIN.fullmatch(left):
            # "revenue decreased by 1.5% and 8.9% for the three and six months ended ...": the durations'
            # list of one item's figures (the second, with "and" alone before it, had no words)
            left_tokens = facts[-1].label_tokens
        if q.kind != "percent" and i not in items and i not in comparative and (
                own := _OWN_ITEM_AFTER.match(right)) is not None and (
                own_tokens := tuple(t for t in tokens(own.group("item")) if t not in QUALIFIERS)):
            # "we had $214.3 million of cash and cash equivalents and $429.3 million of working capital":
            # the words after "of" name the amount's own item (with its subject's: "The Mid Atlantic
            # segment generated $4.19 billion of revenue"), not a list's first member's
            inherited_words = bool(facts) and (left_tokens == facts[-1].label_tokens or (
                _OWN_ITEM_AFTER.match(left) is not None))  # (the words after the figure before are its own)
            # (... and a base a fraction in words is of: "Salaries accounted for roughly half of the company's $15.1
            # million of noninterest expense" -- the words before it are the part's; and an amount that offsets: "as
            # $77.5 million was withdrawn from the trust for redemptions, partly offset by $450,000 of extension
            # deposits")
            inherited_words = inherited_words or _FRACTION_OF.search(left) is not None or \
                _OFFSET_BY.search(left) is not None
            left_tokens = own_tokens if inherited_words else _flow_named(left_tokens + tuple(
                t for t in own_tokens if t not in left_tokens))
        if i and q.kind != "percent" and _INCLUDING_END.search(left) and (
                origin_of := _FROM_SOURCE_AFTER.match(right)) is not None and tokens(origin_of.group("item")):
            # "Financing activities provided $119,429 ..., including $116,000 from a convertible promissory note": a
            # part after "including" is named by its source after it
            left_tokens = tokens(origin_of.group("item"))
        if q.kind != "percent" and facts and i not in items and i not in comparative and i not in prior and not settled \
                and (left_tokens == facts[-1].label_tokens or _OWN_ITEM_AFTER.match(left) is not None) and \
                _ARTICLE_BEFORE.search(sentence, max(0, q.start - 8), q.start) is not None and (
                    noun := _NOUN_AFTER.match(right)) is not None and (noun_tokens := tokens(noun.group(1))) and not (
                    set(noun_tokens) <= _SIGN_NOUNS):
            # "... as $5.95 million of litigation-related income more than offset a $5.6 million loss on securities
            # sales": an amount an article puts before its noun is that noun's item, not the words of the figure
            # before it (the figure's change nouns aside: "a $62 million improvement", read above; and a sign's
            # word alone, "reversing an $82.2 million loss", names no item of its own)
            left_tokens = noun_tokens
        if (named_after := _ITEM_AFTER_CHANGE.match(right)) is not None and i not in items and tokens(
                named_after.group(1)) and not _LISTED_AFTER.match(right, named_after.end()):
            # "a 5.8% decrease in net income and 6.0% decrease in diluted EPS": the words after a change's
            # noun name its item (6.0% is the EPS's, not the net income's before it); not the first of a
            # list "respectively" pairs ("$3.9 million and $0.19 decrease in net income and diluted EPS,
            # respectively")
            left_tokens = tokens(named_after.group(1))
        elif q.kind != "percent" and i + 1 < len(figures) and figures[i + 1].kind == "percent" and i not in items and \
                _APPOSITIVE_ONLY.fullmatch(right) and _CHANGE_NOUN_OF_END.search(left) is not None and (
                    named_after := _IN_ITEM_AFTER_APPOSED.match(sentence[figures[i + 1].end:hi if i + 2 >= len(
                        figures) else figures[i + 2].start])) is not None and tokens(named_after.group(1)):
            # "due to an increase of $214.7 million, or 5.0%, in Retail segment comparable net sales and an increase of
            # $48.7 million in non-comparable net sales": the words after the change and its percent in apposition
            # name their item (not the sentence's opening words)
            left_tokens = tokens(named_after.group(1))
        # (a share after its amount's own item words: "$4.19 billion of revenue in 2023, about 45% of
        # homebuilding revenues")
        share_apposed = q.kind == "percent" and bool(facts) and i not in comparative and i - 1 not in comparative \
            and (_REVENUE_BASE.match(right) is not None or (_OWN_TOTAL_BASE.match(right) is not None and sum(
                not f.is_percent for f in facts) == 1)) and _COMMA_ONLY.fullmatch(_after_item(left)) is not None
        per_share_apposed = level and q.kind != "percent" and q.scale == 1.0 and bool(facts) and \
            facts[-1].quantity.scale > 1.0 and _PER_SHARE_AFTER.match(right) is not None
        if share_apposed or (facts and (not level or per_share_apposed or (q.kind == "percent" and _REVENUE_BASE.match(right)))
                             and i not in comparative and i - 1 not in comparative
                             and (not left_tokens or left.lstrip().lower().startswith("per ")) and (
                _APPOSITIVE_ONLY.fullmatch(_DATE_PHRASE.sub(" ", left))
                or (not left.strip() and q.text.lstrip().startswith("("))
                or (q.kind == "percent" and _REVENUE_BASE.match(right) and _COMMA_ONLY.fullmatch(
                    _DATE_PHRASE.sub(" ", left))))):
            # "grew by $16.9 million, or 30%", "increased by 4.8% ($10.9 million)", "$601.2 million in
            # 2023, or 72% of revenue": the same change or level of the same line item (a share stated
            # as a level too: "gross profit was $17.2 million, or 71.6% of its revenue, up from 62.1%";
            # per share: "net income totaled $82.4 million, or $4.20 per diluted share" is the diluted EPS, a level
            # of a comparison too: "... was $2.57 million, or $0.09 per share, ..., versus $0.16 per share")
            left_tokens = facts[-1].label_tokens
            if (ps := _PER_SHARE_AFTER.match(right)) is not None:
                # (of a net loss too: "The net loss narrowed to $23.6 million, or $1.18 per share")
                if "netincome" not in left_tokens:
                    left_tokens = tuple(_NET_LOSS.sub("eps loss", " ".join(left_tokens)).split())
                left_tokens = tuple("eps" if t == "netincome" else t for t in left_tokens) + tuple(
                    t for t in tokens(ps.group()) if t in ("diluted", "basic") and t not in left_tokens)
            elif q.kind == "currency" and q.scale == 1.0 and facts[-1].quantity.scale > 1.0 and (
                    parallel := next((f for f in reversed(facts[:-1]) if f.per_unit), None)) is not None:
                # "... $20.3 million, or $0.69 per diluted share, ..., versus $21.0 million, or $0.71": the
                # bare figure beside the prior amount is the per-share item the current amount's names
                left_tokens = parallel.label_tokens
            elif q.kind == "percent" and facts[-1].prior and not facts[-1].is_percent and not _REVENUE_BASE.match(right) and (
                    parallel := next((f for f in reversed(facts[:-1]) if f.is_percent and not f.prior
                                      and f.label_tokens[:len(left_tokens)] == left_tokens), None)) is not None:
                # "... $52.0 million, or about 13% of total revenues, compared with $34.4 million, or about 16%": the
                # bare percent beside the prior amount is the share the current amount's names (with its base)
                left_tokens = parallel.label_tokens
        if roles[i] != "level" and facts and facts[-1].role != "change" and (
                named_level := _apposed_level(facts)).label_tokens and i not in comparative and (_APPOSITIVE_CHANGE.fullmatch(
                    said_between := _PERIOD_PHRASES.sub(" ", _OF_OWN_ITEM.sub("", left, count=1))) or (
                    facts[-1].quantity.kind == q.kind
                    and _APPOSITIVE_CHANGE.fullmatch(_RELATIVE_PHRASE.sub(" ", said_between)))):
            # "reported operating income of $44.9 million, an increase of $2.8 million from 2022" (also after a
            # prior level's period: "from $16.7 million in 2022, an improvement of about $11.1 million"): a
            # change in apposition to a level (or to a figure of no role: "was a loss of $18.3 million, an
            # improvement of $7.8 million") is that line item's change -- after the level's own item words too
            # ("Operating activities used $644,481 of cash in the six months, an improvement of roughly $299,000"),
            # and after a prior level's relative period, of the change's kind ("from $481,352 a year earlier, an
            # improvement of about $57,300"; not a share's: "versus 3.2% a year earlier, an increase of $77 million");
            # after a prior level of no words, the level's it is the prior of ("NAV per share climbed to $19.69 ... from
            # $18.65, a gain of roughly 5.6%": NAV per share's gain, not an item "gain")
            left_tokens = named_level.label_tokens
        if facts and i not in comparative and _COMMA_ONLY.fullmatch(_AN_ONLY.sub("", left)) and (
                (q.kind == "percent" and _RELATIVE_AFTER.match(sentence, q.end)) or _CHANGE_NOUN_AFTER.match(sentence, q.end)):
            # "... versus $1.27, a 12.6% decline, while ...", "$33.9 million, about 12.3% below the $38.6
            # million", "negative $382 million, a $62 million improvement from ...": the change of the levels
            # before it (its words after are the next clause's)
            left_tokens = facts[-1].label_tokens
        elif q.unit == "x" and facts and facts[-1].prior and facts[-1].label_tokens and i not in comparative and \
                _COMMA_ONLY.fullmatch(_RELATIVE_PHRASE.sub(" ", left)):
            # "rose to $780,000 in 2023 from $292,000 a year earlier, roughly 2.7 times the prior-year level": a
            # multiple in apposition to a prior level is its item's (the prior's period phrase names no item)
            left_tokens = facts[-1].label_tokens
        between = _PERIOD_PHRASES.sub(" ", _PERIOD_ASIDE.sub(" ", left))  # (and "in the quarter", yearless)
        base = _SHARE_BASE.match(between) if facts and facts[-1].is_percent else None
        if base is not None:
            between = between[base.end():]  # "4.8% of net sales ..., down from 5.5%"
        per = _PER_SHARE_AFTER.match(between) if facts and facts[-1].per_unit and q.kind != "percent" else None
        if per is not None:
            between = between[per.end():]  # "$(0.23) per diluted share, from $13.2 million"
        between = _COMMAS.sub(",", between)  # "..., in the first quarter of 2024, versus": the period's commas
        if level and facts and facts[-1].right_tokens and (noun := _HOST_NOUN.match(between)) is not None and \
                tokens(noun.group()) == facts[-1].right_tokens[:1] and _TO_FROM_ONLY.match(between, noun.end()):
            between = between[noun.end():]  # "produced a $6.1 million charge, versus $2.7 million": the level's noun
        if level and facts and i not in comparative and _TO_FROM_ONLY.match(between):
            # "HDD revenue fell 13% to $4,313 million", "rose by $91 million to $314 million from ...",
            # "fell to $100.3 million at December 31, 2023 from $194.3 million": a level with no words
            # of its own after the sentence's change or level is the same line item's (a share's,
            # with its base: the context may name the share by either; an amount after a share, "$553.3
            # million in 2023, 13.2% of revenue, from $543.0 million", the amount's before the share)
            # (a per-share level after a per-share figure is that figure's prior: "$2.57 million, or $0.09 per share,
            # for the nine-month period, versus $0.16 per share a year earlier")
            host = facts[-1] if (base is None or q.kind == "percent") and (
                per is None or _PER_UNIT.match(sentence, q.end) is not None) else next(
                (f for f in reversed(facts) if f.quantity.kind == q.kind and not f.is_percent and not f.per_unit),
                facts[-1])
            if q.kind == "percent" and per is None and not host.is_percent:
                # ... and a share after an amount in apposition to a share, the share's ("accounted for 69.6% of
                # fiscal 2023 revenues, or $1,207.7 million, up from 68.9% a year earlier")
                host = next((f for f in reversed(facts) if f.is_percent and f.quantity.unit == q.unit), host)
            left_tokens = host.label_tokens
            if base is not None and q.kind == "percent":
                left_tokens += tuple(t for t in tokens(base.group()) if t not in left_tokens)
        elif (level or not roles[i]) and q.kind == "percent" and i not in comparative and _REVENUE_BASE.match(right) and (
                _SHARE_CLAUSE.fullmatch(between) or (_SHARE_VERB.fullmatch(between) and facts and facts[-1].role == "change")) \
                and (host := _amount_before(facts)) is not None:
            # "fell $16.5 million ... to $202.3 million in 2023, easing to 22.2% of net sales from 22.5%": a
            # share in a participle clause after an amount is of that amount's line item (and, said of no
            # period, of its current level's: "rose to $589.0 million in 2023 from $532.4 million, equal to
            # about 6.3% of homebuilding revenues")
            left_tokens = host.label_tokens
            # (not the prior level's period after it: "fell $5.2 million, or 2%, to $239.0 million, equal to 79% of
            # revenue versus 88% in 2022", where the change too was read with 2022)
            if not periods and (current := next((f for f in reversed(facts) if not f.is_percent and not f.prior
                                                 and f.periods and f.periods != trailing), None)) is not None:
                periods = current.periods
        elif (level or q.unit in ("pp", "bps")) and q.kind == "percent" and i not in comparative and (
                pronoun := _share_clause(between, right, facts)) is not None and (
                host := _amount_before(facts)) is not None:
            # "... to $96.6 million, and as a share of segment revenues it narrowed to 40.8% from 42.8%":
            # the amount's line item, as a share of the base the clause names (and the share's change in
            # points: "and as a share of net sales it declined 40 basis points to 26.9%", "although it improved 310
            # basis points as a share of revenue to 34.8%")
            left_tokens = host.label_tokens + tuple(
                t for t in tokens(pronoun.group("base")) if t not in host.label_tokens and t not in QUALIFIERS)
        elif q.kind == "percent" and i not in comparative and (
                (level and _ITS_MARGIN.fullmatch(between)) or (
                    q.unit in ("pp", "bps") and _ITS_MARGIN_POINTS.fullmatch(between)) or (
                    (level or not roles[i]) and _A_MARGIN.fullmatch(between) and _MARGIN_AFTER.match(right))) and (
                host := _amount_before(facts)) is not None:
            # "segment profit fell to $4.4 million from $12.3 million, and its margin shrank to 5.8% of net sales",
            # "Adjusted EBITDA ... was a positive $2.3 million in 2023, an 11.4% margin": the amount's line item's margin
            # (as its words would name it: "operating income" and "margin" are the "operating margin")
            left_tokens = tuple("operating" if t == "operatingincome" else t for t in host.label_tokens) + tuple(
                t for t in ("margin",) if t not in host.label_tokens)
        elif facts and len(periods) == 1 and len(facts[-1].periods) == 1 and periods != facts[-1].periods \
                and i not in comparative and i - 1 not in comparative and q.kind == facts[-1].quantity.kind \
                and _AND_ONLY.fullmatch(between):
            # "the effective tax rate (24.0% in 2023 and 19.8% in 2022)", "$18.9 million during the year
            # ended December 31, 2023 and $17.6 million during ... 2022": each period's figure of one item
            left_tokens = facts[-1].label_tokens
        if left_tokens and q.kind == "percent" and i not in comparative and (
                rb := _REVENUE_BASE.match(right)) is not None:
            # "$656 million, or 29% of revenue": the share's base is of its line item's name (a table
            # states it in a row of its own, "Percentage of revenue", under the item's)
            left_tokens += tuple(t for t in tokens(rb.group()) if t not in left_tokens and t not in QUALIFIERS)
        if origin == "memo" and left_tokens and left_tokens[-1] == "earned" and not set(left_tokens) & MEASURES:
            # "The company earned $0.4 million", "Univest earned $20.3 million": earned with no item named is net income
            left_tokens = left_tokens[:-1] + ("netincome",)
        if origin == "memo" and facts and (ref := _SEGMENT_REF.search(left)) is not None and not _OF_LAST.search(
                left, 0, ref.start()) and (owner := tuple(
                t for t in facts[0].label_tokens if t not in MEASURES and t not in _NOT_OWNER)) and not set(owner) & set(left_tokens):
            # "Brand Portfolio net sales rose ... to $349.0 million, and the segment's gross margin expanded 450
            # basis points": the segment the sentence opens with (its first item's words but the measure's); not a
            # share's base ("fell to 66% of the segment's revenues from 68%": 68% is the share's, of the segment's revenues)
            left_tokens = owner + left_tokens
        if i >= 2 and len(facts) == i and _WHOLE_OF.fullmatch(left) is not None and q.kind != "percent" and \
                figures[i - 1].kind == q.kind and figures[i - 2].kind == "percent" and (base := _BASE_BEFORE_PART.match(
                    sentence, figures[i - 2].end, figures[i - 1].start)) is not None and tokens(base.group("base")):
            # "about 23% of consolidated revenue in the quarter ($495 million of $2,162 million)": the share's
            # part and its whole, the whole the base's item, the part the share's own
            left_tokens = tokens(base.group("base"))
            part = tuple(t for t in facts[-2].label_tokens if t not in left_tokens)
            if part:
                facts[-1] = replace(facts[-1], label_tokens=part)
        if origin == "memo" and q.kind != "percent" and not q.decimals and q.start >= 0 and (
                zeros := _rounded_zeros(sentence, q)):
            # "about $204,000", "approximately 70,500": an approximate figure is rounded at its last
            # non-zero digit (203,932 is "about $204,000"; $205,000 is still not)
            q = q.model_copy(update={"decimals": -zeros})
        if origin == "memo" and not periods and level and i + 1 == len(figures) and i not in prior and i not in comparative \
                and facts and _MOVED_TO_END.search(left) and len(
                current := {f.periods for f in facts if not f.prior and f.periods}) == 1 and not any(
                f.prior and f.periods in current for f in facts):
            # "Operating cash flow swung to ... $33.8 million in 2023 from ... $44.9 million in 2022, while investing
            # outflows shrank to $14.4 million": a level moved to, of no period, the sentence's last figure (no prior
            # level after it), is of the sentence's current period
            periods = next(iter(current))
        if origin == "memo" and i and q.kind != "percent" and _against_another(sentence, figures[i - 1].start, left,
                                                                               q.end):
            # "held just $137,800 of cash against a working capital deficiency of about $3.77 million": the item named
            # after "against" (no prior level of the figure before's)
            left_tokens = tokens(_AGAINST_NAMED.search(left).group("item"))  # type: ignore[union-attr]
        right_tokens = _right_words(right, last=i + 1 == len(figures), share=q.kind == "percent")
        if not i and q.kind != "percent" and i + 1 < len(figures) and _OPENER.fullmatch(left) and \
                _ARTICLE_BEFORE.search(left) and (noun := _ATTRIBUTIVE.match(right)) is not None:
            # "Including a $32,341 deemed dividend, net loss attributable to common stockholders was $196,100": an
            # opener's figure is of the noun it qualifies, up to the comma; the clause after it is the next figure's
            right_tokens = tokens(noun.group())
        if i and q.kind != "percent" and _AND_ARTICLE_END.search(left) is not None and (
                noun := _ATTRIBUTIVE.match(right)) is not None and tokens(noun.group()):
            # "as higher gross profit and a $9.2 million smaller goodwill impairment outweighed ...": a figure after "and
            # a", which opens a list's next item, is of the noun it qualifies, not of the item before it
            right_tokens = left_tokens = tokens(noun.group())
        if not i and q.kind != "percent" and _ARTICLE_OPENS.fullmatch(left) and (
                noun := _SUBJECT_NOUN.match(right)) is not None and tokens(noun.group("noun")):
            # "The $519,442 loss on deconsolidation of Sensabues accounted for roughly 39% of the company's net loss": the
            # figure that opens the sentence as its subject's head is of the noun it qualifies, up to its verb (the
            # predicate's words, a share's base, are not its item)
            right_tokens = tokens(noun.group("noun"))
            left_tokens = left_tokens or right_tokens
        if q.kind == "percent" and not right_tokens and i + 1 < len(figures) and figures[i + 1].kind != "percent" and \
                OF_BASE_AMOUNT.fullmatch(sentence, q.end, figures[i + 1].start) and (
                    own := _OWN_ITEM_AFTER.match(after := sentence[figures[i + 1].end:])
                    or _CHANGE_ITEM_AFTER.match(after)) is not None:
            # "absorbed roughly 84% of the company's $897,547 of net other income": the base is the amount's item,
            # named after it (a change's too: "accounted for about 83% of the $770.9 million drop in net assets")
            right_tokens = tokens(own.group("item"))
        if origin == "memo" and q.kind == "percent" and not right_tokens and len(facts) >= 2 and _OF_IT.match(
                right) is not None and (base := next((f for f in facts if f.quantity.kind != "percent"), None)) \
                is not None and base is not facts[-1]:
            # "Financing activities provided $2.35 million in 2023, with convertible note proceeds of $2.025 million
            # making up about 86% of it": the base is the sentence's first amount, which "it" stands for (not the host,
            # the amount right before the share)
            right_tokens = base.label_tokens
        role = roles[i]
        if origin == "memo" and q.kind != "percent" and (gap := _EXCEEDED_BY.search(left)) is not None and (
                other := tokens(gap.group("other"))):
            # "Direct costs ... exceeded revenue by about $10.3 million": the gap between the subject's item and the
            # other, as "$10.3 million more than revenue" (the subject's words, or the figure's before it)
            subject = tuple(t for t in tokens(left[:gap.start()]) if t not in other)
            left_tokens = subject or (facts[-1].label_tokens if facts else ())
            right_tokens, role, gap_direction = other, "", "down" if gap.group("short") else "up"
        else:
            gap_direction = ""
        # a per-share figure in apposition to a level ("rose to $2.1 million, or $0.08 per diluted share, from $159
        # thousand") is a level of the same period, no change (the host's verb is not its own)
        level_apposed = roles[i] == "" and bool(facts) and facts[-1].role == "level" and q.kind != "percent" and \
            q.end >= 0 and _PER_UNIT.match(sentence, q.end) is not None and _OR_ONLY.fullmatch(left) is not None
        gone = origin == "memo" and q.kind != "percent" and not roles[i] and q.end >= 0 and (
            _GONE_AFTER.match(sentence, q.end) is not None)
        if gone:
            # "as the $8.05 million deferred underwriting fee payable was eliminated": the item's level before it
            # went (of the period before; no change of the sentence's own)
            level, role, periods = True, "level", ()
        facts.append(Fact(
            quantity=q, origin=origin, source=source, label=_clip(left.strip() + " … " + right.strip()),
            label_tokens=left_tokens, right_tokens=right_tokens, periods=periods,
            sentence_tokens=sentence_tokens,
            attached=is_attached, hint_scales=hints, sentence=sentence,
            change=bool(gap_direction) or roles[i] == "change" or apposed or (
                not level and not level_apposed and _CHANGE.search(local) is not None),
            temporal=bool(gap_direction) or roles[i] == "change" or (apposed and facts[-1].temporal) or (
                not level and not level_apposed and _CHANGE.search(_RATIO_WORDS.sub(" ", local)) is not None),
            direction=gap_direction or direction, role=role, prior=i in prior or gone, sentence_index=sentence_index,
            offset=offset,
            scenario=scenario_clause(sentence, q.start, roles[i] == "change" or (
                not level and _CHANGE.search(local) is not None), excluded is not None and q.start >= excluded.end()),
            forecast=forecast_clause(sentence, q.start), span=spans_of.get(i, span),
            adjusted=excluded is not None and q.start >= excluded.end(),
            per_unit=q.end >= 0 and _PER_UNIT.match(sentence, q.end) is not None,
            prior_span=prior_span if priors and i <= priors[-1] else "",
            month=months.get(i, "") if periods else "",
            period_unknown=bool(stated) and not periods and not before, before=before, before_month=before_month,
            not_periods=(_period_key(comparative[i + 1]),) if i + 1 in comparative
            and not periods else not_of.get(i, ()) if not periods else (),
            aggregate=not level and (_AGGREGATE.search(local) is not None or (
                len(periods) >= 2 and (_TOTAL.search(local) or TOTALED.search(local)) is not None)),
            total_only=not level and len(periods) >= 2 and _AGGREGATE.search(local) is None and TOTALED.search(
                local) is None and _TOTAL.search(local) is not None and set(periods) <= {
                    p for j, p in attached_to.items() if j != i}))
    for i in range(len(facts) - 1):
        # "versus roughly 7% of the $2.66 million of gross proceeds in 2022": a share with no period of its own is of
        # its base amount's, right after it
        f, base = facts[i], facts[i + 1]
        if f.quantity.kind == "percent" and not f.periods and base.periods and base.quantity.kind != "percent" and (
                OF_BASE_AMOUNT.fullmatch(sentence, f.quantity.end, base.quantity.start) is not None):
            facts[i] = replace(f, periods=base.periods, period_unknown=False)
    for i in range(2, len(facts) - 1):
        # "Gross profit increased to $93,785 in 2023 from $22,720 in 2022, lifting gross margin to about 8.9% from
        # roughly 6.4%": a later pair of levels "to X from Y" that names no period is of the periods of the
        # sentence's pair before it
        x, y = facts[i], facts[i + 1]
        if not (x.period_unknown and x.role == "level" and not x.prior and y.prior and not y.periods
                and y.role == "level" and _FROM_ONLY.fullmatch(sentence, x.quantity.end, y.quantity.start)):
            continue
        pair = next(((a, b) for a, b in zip(facts[i - 2::-1], facts[i - 1:0:-1], strict=False)
                     if len(a.periods) == 1 and not a.prior and b.prior and len(b.periods) == 1
                     and a.periods != b.periods), None)
        if pair is not None:
            facts[i] = replace(x, periods=pair[0].periods, period_unknown=False)
            facts[i + 1] = replace(y, periods=pair[1].periods, before="")
    return facts, _passed_on(figures, main_times, attached_to, comparative, named, inherited)


_FROM_ONLY = re.compile(rf"[ \t]*,?[ \t]+from[ \t]+(?:{APPROX}[ \t]+)?", re.IGNORECASE)
"""Between a current level and its prior: " from roughly"."""


_OR_ONLY = re.compile(r"[ \t]*,[ \t]*or[ \t]+(?:(?:about|approximately|roughly|nearly)[ \t]+)?", re.IGNORECASE)
_EXCEEDED_BY = re.compile(
    r"\b(?:exceed(?:ed|s)?|surpass(?:ed|es)?|outpac(?:ed|es)|(?P<short>f[ae]ll[ \t]+short[ \t]+of))"
    rf"[ \t]+(?P<other>[A-Za-z][^,;$€£\d]*?)[ \t]+by[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)
"""A gap between two items, its figure after "by": "exceeded revenue by about", "fell short of capital expenditures
by"."""
_YEARLESS_PERIOD = re.compile(r"\b(?:in|for|during)[ \t]+the[ \t]+(?:[a-z-]+[ \t]+){0,2}(?:quarter|year|period|half|months?)\b",
                              re.IGNORECASE)
"""A period said without its year: "in the nine months", "during the quarter"."""
_SEGMENT_REF = re.compile(r"\b(?:the|that|this|its)[ \t]+(?:own[ \t]+)?(?:segment|division|line(?![ \t]+of\b))(?:['\u2019]s)?\b"
                          r"|\bits[ \t]+(?:own[ \t]+)?share[ \t]+of\b|,[ \t]*(?:and|but|while)[ \t]+(?:its|segment)[ \t]+(?=[a-z])",
                          re.IGNORECASE)
"""A later clause's reference to the segment (or product line) its sentence opens with: "the segment's", "that
segment's", "its share of", "and the line accounted for 60% of total net sales" (not "the line of credit"), ", and its
adjusted EBITDA rose", ", but segment Adjusted EBITDA fell"."""
_NOT_OWNER = frozenset({"segment", "net", "total", "consolidated", "company", "reported", "combined"})
_TO_FROM_ONLY = re.compile(rf"\s*\)?\s*,?\s*(?:(?:year[- ]over[- ]year|year[- ]on[- ]year|sequentially)\s+(?=to\b))?(?:(?:up|down)\s+from|(?:from\s+(?:the\s+|a\s+)?(?:prior|previous|preceding|same|"
                           rf"comparable|year[- ]ago|year[- ]earlier)\b[^$€£\d,;]{{0,30}}?\s+)?to|from|(?:(?:as\s+)?compared\s+(?:with|to)|versus|vs\.?)(?:\s+an?\b)?"
                           rf"|(?:below|above)\s+the){_ABOUT}{_NEGATIVE}\s*\Z",
                           re.IGNORECASE)  # (... "up from roughly 40%", "to approximately $8.9 million", "from the prior
# year quarter to $170.4 million"; after a share's parenthesis: "rose to $57.1 million (9.7% of contract revenues)
# in 2023 from $51.1 million")
_IN_PERIOD = re.compile(r"\s*(?:in|during|for)\s+(?:the\s+)?(?:fiscal\s+)?(?:year\s+)?", re.IGNORECASE)
"""Between a change and the period it is stated in: " in ", " during fiscal "."""
_AS_SHARE_OF_IT = re.compile(
    rf"\s*,?\s*(?:and\s+|while\s+)?as\s+an?\s+(?:share|percent(?:age)?|proportion)\s+of\s+(?P<base>[a-z&' -]{{3,60}}?)"
    rf"\s*,?\s+(?:(?:it|they)\s+[a-z]+|{_CHANGE_VERB.pattern})(?:\s+by)?(?:\s+(?:to|at))?{_ABOUT}\s*", re.IGNORECASE)
"""A share's clause that names its base and refers to the amount's item: ", and as a share of segment
revenues it narrowed to", " and as a percentage of net sales decreased" (before the share's change in points)."""
_VERB_AS_SHARE = re.compile(
    rf"\s*,?\s*(?:and|but|while|yet)\s+(?:{_CHANGE_VERB.pattern})\s+as\s+an?\s+(?:share|percent(?:age)?|proportion)\s+of"
    rf"\s+(?P<base>[a-z&' -]{{3,60}}?)\s+(?:to|at){_ABOUT}\s*", re.IGNORECASE)
"""... or with its verb before the base: "decreased 3.6% to $89.4 million but rose as a share of net sales to"."""
_IT_MOVED = re.compile(rf"\s*,?\s*(?:and|but|while|yet|although|though)\s+(?:it|they)\s+(?:{_CHANGE_VERB.pattern})(?:\s+by)?{_ABOUT}\s*",
                       re.IGNORECASE)
_SHARE_OF_AFTER = re.compile(rf"\s*as\s+an?\s+(?:share|percent(?:age)?|proportion)\s+of\s+(?P<base>[a-z&' -]{{3,60}}?)"
                             rf"(?:\s+(?:to|at){_ABOUT}\s*|(?=\s*(?:,|\Z)))", re.IGNORECASE)
"""... or after the share's change in points: "although it improved 310 basis points as a share of revenue to 34.8%"."""


_FLOW_VERBS = "provided|generated|used|totaled|totalled|reached|amounted"
"""A clause's own verbs of a level (a cash flow's, a total's), beside the change verbs and the copula."""
_CLAUSE_OPENER = re.compile(r",[ \t]*(?:(?:with|while|whereas|leaving|and[ \t]+(?:our|their))[ \t]+|and[ \t]+(?!its\b)"
                            rf"(?=[a-z]+[ \t]+(?:[a-z-]+[ \t]+){{0,6}}?(?:{UP_VERBS}|{DOWN_VERBS}|was|were|{_FLOW_VERBS})\b))",
                            re.IGNORECASE)
"""Where a figure's left-hand words turn to a clause of their own: "56% of total revenue in 2023, with green emitter
sales down about 3%", "..., leaving gross profit of $37.4 million", "..., respectively, under our Credit Facility,
and our average daily utilization was $1,072.4 million", "... in 2023, and cash used in investing activities rose to",
"... of net revenue in 2023, and financing activities provided" (a clause with its own verb; not "and its", which goes
on with the same owner)."""
_SUBJECT_CLAUSE_AND = re.compile(rf"\A[ \t]+(?:went|was|were|{_FLOW_VERBS}|{UP_VERBS}|{DOWN_VERBS})\b[^,;:$€£\d()]*?[ \t]and[ \t]+"
                                 rf"(?=[a-z]+[ \t]+(?:[a-z-]+[ \t]+){{0,6}}?(?:{UP_VERBS}|{DOWN_VERBS}|was|were|{_FLOW_VERBS})\b)",
                                 re.IGNORECASE)
"""A figure that is its clause's subject, its verb and words, then "and" before a clause of its own verb: "$75.3 million
went to purchase intangible assets and financing provided" (the clause after "and" names the next figure)."""
_INCLUDING_END = re.compile(r",[ \t]*including[ \t]+(?:(?:about|approximately|roughly|nearly|some)[ \t]+)?\Z", re.IGNORECASE)
"""The words before a part of the figure before it: ", including"."""
_FROM_SOURCE_AFTER = re.compile(r"[ \t]+from[ \t]+(?:(?:an?|the)[ \t]+)?(?P<item>[a-z][^,;:$€£\d()]*?)[ \t]*"
                                r"(?=[,;]|\.(?:\s|\Z)|\Z|\b(?:and|which|during|in|for|over|compared|versus)\b)", re.IGNORECASE)
"""A part's source after it: " from a convertible promissory note", " from warrant exercises"."""
_MATURITY_NAMED = re.compile(r"[ \t]+(?:(?:senior|secured|unsecured|subordinated|convertible|exchangeable|first|second|lien|"
                             r"priority|green)[ \t]+){0,4}(?:notes|debentures|bonds)\b", re.IGNORECASE)
"""The words after a year that name a debt by its maturity: " senior secured notes", " convertible notes"."""
_CAUSED_BY = re.compile(r"\b(?:driven|caused)[ \t]+(?:(?:primarily|mainly|largely)[ \t]+)?by\b", re.IGNORECASE)
"""A cause that follows: "was driven by a $1.62 million loss on ..."."""
_LEAVING = re.compile(r",[ \t]*leaving[ \t]+", re.IGNORECASE)
"""... of which a result clause states no change of the item before it: "even as revenue climbed, leaving gross
profit of"."""
_RELATIVE_LEVEL = re.compile(r",[ \t]*which[ \t]+(?:had|has|have|was|were|is|are|totaled|totalled|reported|recorded)\b",
                             re.IGNORECASE)
"""A relative clause that states a level: "..., which had net sales of $194.5 million"."""
_ITS_MARGIN_MOVED = (r"\s*,?\s*(?:and|while|but|as|although|though)\s+(?:its\s+(?:[a-z-]+\s+)?|(?:the|that)\s+segment['\u2019]s\s+)"
                     rf"margin\s+(?:{_CHANGE_VERB.pattern})(?:\s+by)?")  # (the segment's own "operating margin" is its own)
_ITS_MARGIN = re.compile(rf"{_ITS_MARGIN_MOVED}\s+(?:to|at){_ABOUT}\s*", re.IGNORECASE)
"""Between an amount and its item's margin named by a pronoun: ", and its margin shrank to", ", although the
segment's margin narrowed to"."""
_A_MARGIN = re.compile(r"(?:[ \t]+(?:in|for|during)[ \t]+(?:fiscal[ \t]+)?\d{4})?[ \t]*,[ \t]*(?:or[ \t]+)?(?:an?|its)[ \t]*",
                       re.IGNORECASE)
_MARGIN_AFTER = re.compile(r"[ \t]*(?:(?:adjusted[ \t]+)?(?:operating|gross|net|profit|ebitda|segment)[ \t]+)?margins?\b",
                           re.IGNORECASE)
"""Between an amount and its item's margin named after the figure: "$2.3 million in 2023, an 11.4% margin"."""
_ITS_MARGIN_POINTS = re.compile(rf"{_ITS_MARGIN_MOVED}{_ABOUT}\s*", re.IGNORECASE)
"""... and its change in points: ", although the segment's margin narrowed 70 basis points"."""


def _amount_before(facts: list[Fact]) -> Fact | None:
    """The sentence's last amount so far (no percent, no per-unit figure, no change of it): the host of a
    share stated in a clause after it."""
    return next((f for f in reversed(facts) if not f.is_percent and not f.per_unit and f.role != "change"), None)


def _share_clause(between: str, right: str, facts: list[Fact]) -> re.Match[str] | None:
    """The clause that makes a percent a share of the amount before it, its base named: ", and as a share of
    segment revenues it narrowed to", "but rose as a share of net sales to", "although it improved" before
    "310 basis points as a share of revenue", and " as a share of revenue to" after those points."""
    if (m := _AS_SHARE_OF_IT.fullmatch(between) or _VERB_AS_SHARE.fullmatch(between)) is not None:
        return m
    if _IT_MOVED.fullmatch(between):
        return _SHARE_OF_AFTER.match(right)
    if facts and facts[-1].quantity.unit in ("pp", "bps"):
        return _SHARE_OF_AFTER.fullmatch(between)
    return None


def _after_item(left: str) -> str:
    """The words before a figure, its dates and its predecessor's "of / for / in ..." item words aside."""
    left = _DATE_PHRASE.sub(" ", left)
    of = _OF_ITEM.match(left)
    return left[of.end():] if of is not None else left


_RELATIVE_VERB = re.compile(rf"\s*(?:that|which)\s+(?:{_CHANGE_VERB.pattern})(?:\s+by)?{_ABOUT}\s*", re.IGNORECASE)
"""A relative clause's change verb after an item's words: "on net sales that fell"."""
_SHARE_CLAUSE = re.compile(rf"(?:\s+{_YEARLESS_PERIOD.pattern})?"
                           rf"\s*(?:(?:,\s*(?:and\s+)?(?:still\s+)?(?:[a-z]+ing(?:\s+(?:steady|flat|stable|level))?|which\s+(?:was|is)|equal"
                           rf"|equivalent)(?:\s+(?:it|that))?"
                           rf"|,?\s*(?:but|and|yet)\s+(?:{UP_VERBS}|{DOWN_VERBS}))\s+(?:to|at)"
                           rf"|,\s*(?:an?|the|its)\s+(?:[a-z-]+\s+){{0,2}}margin\s+of(?:\s+only)?"
                           rf"|,\s*(?:and\s+)?(?:accounting\s+for|representing|comprising)){_ABOUT}\s*",
                           re.IGNORECASE)
"""Between an amount and its item's share: ", easing to", ", bringing it to", ", holding steady at", ", equal to about",
", still equal to roughly", " but rose to", ", an operating margin of only about", ", accounting for roughly" (after a
period without a year: " in the quarter, climbing to")."""
_SHARE_VERB = re.compile(rf",?\s*(?:and\s+)?(?:represented|accounted\s+for|absorbed|consumed|equall?ed|made\s+up){_ABOUT}\s*",
                         re.IGNORECASE)
"""... and, after the amount's change, a share's own verb: ", down $2.30 billion, and equaled" (right after the
amount the verb is a stop word and the share names only its base, which the checker reads as that amount's)."""
_DATE_PHRASE = re.compile(
    rf"\b(?:at|as of|on|in|for|during)\s+(?:the\s+)?(?:(?:end|close)\s+of\s+(?:the\s+)?|year[- ]end\s+)?(?:(?:three|six|nine|twelve|\d{{1,2}})[- ]months?\s+|"
    rf"(?:fiscal\s+)?(?:year|quarter)\s+|(?:first|second|third|fourth)\s+(?:fiscal\s+)?(?:quarter|half)(?:\s+of)?\s+|"
    rf"Q[1-4]\s+)?(?:(?:ended|ending)\s+)?(?:(?:{MONTH})\.?\s+\d{{1,2}},?\s*)?"
    rf"(?:fiscal\s+)?(?:19|20)\d\d\b", re.IGNORECASE)  # "at December 31, 2023", "in the three months ended ...",
# "at the end of 2023", "at year-end 2023"
_COMMAS = re.compile(r",(?:\s*,)+")
"""Two commas a period phrase left between a figure and the next ("..., in the first quarter of 2024, versus")."""
_ABOUT_PRIOR = re.compile(r"[ \t]*,[ \t]*(?:(?:a|an)[ \t]+(?:figure|total|level|sum|amount|result|year|period|quarter)[ \t]+)?(?:that|which)\b",
                          re.IGNORECASE)
"""A clause about the prior level right after it: ", a figure that included ...", ", which ..." (or about its period:
"from $23.6 million in 2022, a year that included ...")."""
_HOST_NOUN = re.compile(r"\A[ \t]*[a-z]+(?=[ \t]*,)")
"""A level's own noun before its comma ("a $6.1 million charge, versus ...")."""
_PERIOD_PHRASES = re.compile(rf"{_DATE_PHRASE.pattern}|{_YEARLESS_PERIOD.pattern}", re.IGNORECASE)
_PERIOD_ONLY = re.compile(rf"\s*(?:(?:{_PERIOD_PHRASES.pattern})\s*,?\s*)?", re.IGNORECASE)
"""Nothing but a period's phrase (and its comma) between a level and its change's verb."""
_PERIOD_ASIDE = re.compile(rf"\([ \t]*(?:the[ \t]+)?(?:(?:\d{{1,2}}|three|six|nine|twelve|thirteen){_SPAN_ENDED.pattern}|(?:fiscal[ \t]+)?year[ \t]+end(?:ed|ing)\b)"
                           rf"[ \t]+[^()$€£]{{3,40}}\)", re.IGNORECASE)
"""A period's duration restated in parentheses: "in the first quarter of 2023 (13 weeks ended April 1, 2023) from",
"in fiscal 2024 (the year ended January 31, 2024) from"."""
_AND_ONLY = re.compile(rf"\s*,?\s*and(?:\s+{APPROX})?\s*", re.IGNORECASE)
_SHARE_BASE = re.compile(r"\A\s*of\s+(?:(?:fiscal\s+)?(?:19|20)\d\d\s+)?(?:(?:the|its|our|total|net)\s+)*[a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2}?"
                         r"(?=\s*(?:,|\)|\s(?:up|down|from|compared|versus|vs)\b|\Z))", re.IGNORECASE)
"""The base a share states after its percent ("of net sales"), before the words of a prior level."""
QUALIFIERS = frozenset({"total", "net", "held", "earned", "issuance", "effect"})
"""Words of a row label that a memo naming the item often leaves out: "revenue" is the "Total net
revenue" row more than the "Total cost of revenue" row. Unsaid, they weigh ``QUALIFIER_UNSAID`` of
their weight in the label's total (``bind``), so a row that differs only by them still binds, and one that
says them when the memo does ("net interest income") still wins over one that does not. ("Held" too: "investments in
the trust account" is the "| Cash and investments held in trust account |" row, not the "| Cash |" row; and "earned":
"income on investments held in the trust account" is the "| Income earned on investments held in Trust Account |"
row; "effect" and "issuance": "exchange-rate movements reduced cash by $16.1 million" is the "| Effect of exchange rate on
cash |" row, not the bare "| Cash at end of period |", and "$61,500 of convertible note proceeds" the "| Proceeds from
issuance of convertible notes payable |" row.)"""
_ITEM_STOPS = "and|which|that|while|compared|from|to|as|primarily|due|driven|for|during|was|were|is|over|versus|vs"
"""Words where an item's words named after a change end (its clause, cause, period or comparison goes on)."""
_ITEM_AFTER_CHANGE = re.compile(
    rf"\A[ \t]*(?:{UP_NOUNS}|{DOWN_NOUNS})s?[ \t]+(?:in|of)[ \t]+(?:(?:the|our|its|their)[ \t]+)?"
    r"([^,;$€£\d]*?(?:[ \t]+(?:(?:from|in|provided[ \t]+by|used[ \t]+in|generated[ \t]+(?:by|from))[ \t]+(?:operating|investing|"
    r"financing)[ \t]+activities|from[ \t]+operations))?)"  # (a cash flow's "net cash from operating activities")
    rf"[ \t]*(?=[,;(]|\b(?:{_ITEM_STOPS}|in)\b|\Z)", re.IGNORECASE)
_CHANGE_NOUN_OF_END = re.compile(rf"\b(?:{UP_NOUNS}|{DOWN_NOUNS})s?[ \t]+of[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)
"""A change's noun and its "of" right before its amount: "an increase of $214.7 million"."""
_IN_ITEM_AFTER_APPOSED = re.compile(
    rf"\A[ \t]*,[ \t]*in[ \t]+(?:(?:the|our|its|their)[ \t]+)?([^,;$€£\d]*?)[ \t]*(?=[,;(]|\b(?:{_ITEM_STOPS})\b|\Z)",
    re.IGNORECASE)
"""... and after the percent in apposition to it, the item it is in: ", in Retail segment comparable net sales"."""
_LISTED_AFTER = re.compile(r"[ \t]*and\b[^;]*\brespectively\b", re.IGNORECASE)
PER_SHARE = r"(?:per|a)\s+(?:(?:common|ordinary|diluted|basic)\s+)*share\b"
"""A figure's per-share words ("per diluted share", "a share"), one pattern for every reader of them."""
_PER_SHARE_AFTER = re.compile(rf"\A\s*{PER_SHARE}", re.IGNORECASE)
_NET_LOSS = re.compile(r"\bnet loss\b")
"""A net loss's words among a figure's tokens ("net loss" is no alias; "net loss per share" is the EPS)."""
_REVENUE_BASE = re.compile(r"\A\s*of\s+(?:(?:fiscal\s+)?(?:19|20)\d\d\s+)?(?:(?:the|its|our|total|net|"
                           r"(?:three|six|nine|twelve)-month|quarterly|annual|full-year|year-to-date|"
                           r"(?:company|group|firm)['\u2019]s)\s+)*(?:[a-z-]+\s+)?"
                           r"(?:revenues?|sales|turnover|gross\s+profit)\b",
                           re.IGNORECASE)  # (a part's: "of homebuilding revenues", "of segment net sales", "of
# nine-month net sales", "of 2023 revenues", "of the company's total revenue")
_OWN_TOTAL_BASE = re.compile(r"\A\s*of\s+(?:the\s+)?(?:(?:company|group|firm)['\u2019]s\s+)?total\b(?![ \t]+[a-z])",
                             re.IGNORECASE)
"""... and the whole of the amount's own item, where the amount is the sentence's only one: "generated $13.78 million
of revenue in 2023, about 73% of the company's total" (not "came mostly from $61,500 of convertible note proceeds,
about 94% of the total", the financing inflows' total the sentence states before)."""
_BASE_PERIOD_BEFORE = re.compile(r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|over)[ \t]+(?:the[ \t]+)?(?:end[ \t]+of[ \t]+)?"
                                 r"(?:(?:fiscal[ \t]+)?year[ \t]+(?:ended[ \t]+)?)?(?:fiscal[ \t]+)?(?:the[ \t]+)?\Z",
                                 re.IGNORECASE)
_BASE_BEFORE = re.compile(r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|over)\b", re.IGNORECASE)
_LABEL_HEADING = re.compile(r"\b(?:ended|ending|months|years?|in (?:thousands|millions|billions)|dollars)\b",
                            re.IGNORECASE)
_COMPARISON_HEAD = re.compile(r"\b(?:to|vs\.?|versus|compared|change|increase|decrease)\b", re.IGNORECASE)
_LEADING_PAGE = re.compile(r"\A[ \t]*\d{1,3}[ \t]+(?=[a-z])")
_VERB_BEFORE = re.compile(rf"\b(?:(?P<up>{UP_VERBS})|(?P<down>{DOWN_VERBS}))(?:[ \t]+by)?[ \t]+(?:{APPROX}[ \t]+)?\Z",
                          re.IGNORECASE)


_ASIDE_AFTER_NOUN = re.compile(r"(?:^|[,;])([^,;$€£\d]*?\b(?!(?:of|was|were|is|are|at|to|by|from|and|or|than)\b)[a-z]{3,})"
                               r"[ \t]+\Z", re.IGNORECASE)
"""The words of a clause that end in a noun right before an amount in parentheses: "partially offset by higher
pricing ($403 million)" (not "a net loss of ($3.2 million)")."""
_OF_LAST = re.compile(rf"\bof[ \t]+(?:{APPROX}[ \t]+)?\Z", re.IGNORECASE)
"""The words before a line item's level: "Net revenues of $4,906 million"."""


def _nearest_direction(left: str) -> Literal["up", "down", ""]:
    """The direction of the verb right before a figure ("decreased by $6.9 million"), else ""."""
    m = _VERB_BEFORE.search(left)
    return "" if m is None else "up" if m.group("up") else "down"


_APPOSITIVE_CHANGE = re.compile(rf"[ \t]*,[ \t]*(?:an?[ \t]+)?(?:(?:{UP_NOUNS}|{DOWN_NOUNS})[ \t]+of|(?:up|down)"
                                rf"(?:[ \t]+by)?)[ \t]+(?:{APPROX}[ \t]+)?", re.IGNORECASE)
_OF_OWN_ITEM = re.compile(r"\A[ \t]+of[ \t]+(?:[A-Za-z][\w-]*[ \t]+){0,2}[A-Za-z][\w-]*"
                          r"(?=[ \t]+(?:in|for|during|at)[ \t]|[ \t]*,)")
"""A level's own item words after it, up to its period or comma: "$644,481 of cash in the six months, ..."."""
_RELATIVE_AFTER = re.compile(r"[ \t]+(below|above|lower[ \t]+than|higher[ \t]+than)[ \t]+(?:the|a|an|its|[$€£¥]?\d)",
                             re.IGNORECASE)
"""A percent that says how far a level is from another: "about 12.3% below the $38.6 million"."""
_CHANGE_NOUN_AFTER = re.compile(rf"[ \t]+(?:{UP_NOUNS}|{DOWN_NOUNS})\b", re.IGNORECASE)
_AN_ONLY = re.compile(r"\b(?:an?)[ \t]*\Z", re.IGNORECASE)
_ITEM_WORD = (r"(?!(?:the|a|an|first|second|third|fourth|quarters?|years?|fiscal|months?|ended|periods?|half|three|six|"
              r"nine|twelve|prior|same|comparable|last|previous)\b)[a-z-]+")
"""A word of a line item's name, no word of a period's."""
_PRIOR_TIME = re.compile(rf"(?:\s+{PER_SHARE})?(?:[ \t]+of(?:[ \t]+[a-z-]+){{1,3}}|[ \t]+in(?:[ \t]+{_ITEM_WORD}){{2,6}})?"
                         rf"[ \t]*\)?[ \t]*,?[ \t]*(?:(?:used|paid|spent|received|generated|provided|recorded|recognized|"
                         rf"incurred)[ \t]+)?(?:in|for|during|of|at|as[ \t]+(?:of|at))[ \t]+(?:the[ \t]+)?", re.IGNORECASE)
"""Between a prior level's last figure and a year that is its period: ", in 2022", " per share, in 2022",
" used in 2022", " of revenue) in 2022", " of liquid assets at December 31, 2023", " in net cash used for financing
activities in 2022" (then ``_FISCAL_WORD``: "in fiscal 2022")."""
_YEAR_AFTER_PRIOR = re.compile(r"[ \t]*,?[ \t]*(?:in|during|over|for|throughout)[ \t]+(?:the[ \t]+)?"
                               r"(?:(?:fiscal|calendar|full)[ \t]+)?(?:year[ \t]+)?", re.IGNORECASE)
"""Between a memo's last prior level and the sentence's one year: " in ", " over fiscal ", ", during "
(``sentence_facts``: whose period it is, the context says)."""
_FROM_BEFORE = re.compile(r"\bfrom[ \t]+(?:(?:about|roughly|approximately|around|nearly|almost|some|just|"
                          r"a|an)[ \t]+)?(?:(?:net[ \t]+)?(?:loss|income|profit|deficit)[ \t]+of[ \t]+)?\Z", re.IGNORECASE)
"""Right before a prior level: "from ", "from about ", "from a loss of " (not "versus", "compared with": a year after
those is the prior level's)."""
_COUNT_AFTER_PRIOR = re.compile(r"[ \t]+to[ \t]+(?:repurchase|buy[ \t]+back|acquire|purchase)\b", re.IGNORECASE)
"""After a prior level's period, the purpose its amount was spent on: "compared with $3.62 billion used in 2022
to repurchase 22.2 million shares" (the shares bought that year: the period is still the prior's)."""
_FISCAL_WORD = re.compile(rf"(?:(?:fiscal|year)[ \t]+|(?:{MONTH})\.?[ \t]+\d{{1,2}},?[ \t]+)?", re.IGNORECASE)
"""Between a prior level's "in"/"as of" and its year: "fiscal ", "March 31, "."""
_COMMA_ONLY = re.compile(rf"[ \t]*,(?:[ \t]+(?:still|now))?{_ABOUT}[ \t]*", re.IGNORECASE)
"""Between an amount and its share in apposition: "$553.3 million in 2023, 13.2% of revenue", "$674.3 million,
still about 64% of total revenues"."""
_APPOSITIVE_ONLY = re.compile(r"[ \t]*(?:per[ \t]+[\w-]+[ \t]*)?,[ \t]*(?:or|also)[ \t]*"
                              r"(?:(?:about|approximately|roughly|nearly|almost|around|some)[ \t]+)?", re.IGNORECASE)
# (", or 40%" after "$14.31 per barrel": the same change as a percent; ", or about 7.5%" rounded; "a net loss of
# $1.4 million, also $0.05 per share": the prior's own per-share figure)
_WHOLE_OF = re.compile(r"[ \t]+of[ \t]+(?:the[ \t]+)?", re.IGNORECASE)
_BASE_BEFORE_PART = re.compile(r"[ \t]+of[ \t]+(?P<base>[^(),;$€£\d]+?)(?:[ \t]+(?:in|for|during|at)\b[^();$€£]*)?"
                               r"[ \t]*\([ \t]*\Z", re.IGNORECASE)
"""A share's base before the parenthesis that gives its part and whole: "23% of consolidated revenue in the
quarter ($495 million of $2,162 million)"."""
_PRIOR_LIST = re.compile(r"[ \t]+of[ \t]+[^,;$€£\d()]+?[ \t]*,?[ \t]*and[ \t]+"
                         r"|[ \t]*,?[ \t]*and[ \t]+(?:(?:an?|the)[ \t]+)?[a-z][^,;$€£\d()]{0,60}?[ \t]+of[ \t]*",
                         re.IGNORECASE)
"""Between two members of a list of prior levels: "$351.6 million of cash and cash equivalents and", "a cash balance
of $156,486 and a working capital deficit of $29,525,460"."""
_BARE_AND = re.compile(r"[ \t]+and[ \t]+")
_COMPARED_BEFORE = re.compile(rf"\A[ \t]*{_COMPARED_WORDS}\b", re.IGNORECASE)
"""A prior level's comparison word at the start of its words: "against a loss of"."""
_MOVED_TO_END = re.compile(rf"(?:{_CHANGE_VERB.pattern})[ \t]+to[ \t]+(?:(?:{_APPROX})[ \t]+)?\Z", re.IGNORECASE)
"""A change verb and its "to" right before a level: "shrank to", "rose to about"."""
_TO_SIGN = re.compile(r"[ \t]*,?[ \t]*to[ \t]+(?:an?[ \t]+)?(?:net[ \t]+)?(?:loss|deficit|profit|income|earnings|gain"
                      r"|(?:cash[ \t]+)?(?:inflow|outflow))[ \t]+of[ \t]*", re.IGNORECASE)
"""Between a change and the level it moved to, a word of its sign: ", to a loss of" (a flow's way too, "to an inflow
of", which ``_flow_sign`` reads)."""
_SIGN_NOUNS = frozenset({"loss", "deficit", "profit", "income", "earning", "gain"})
"""A prior level's only words when they say its sign: "from a loss of $37.1 million"."""


def _net_sign(sign: tuple[str, ...], host: Fact) -> bool:
    """A prior level's "net income" after a net loss's level ("Net loss attributable to Ampco-Pittsburgh was $39.9
    million, ..., compared with net income of $3.4 million"): the words say the same item's sign (the item's words
    are the loss's, "net loss" read as the net income's)."""
    # (and the other way round: "swung to net income attributable to the company of $94 million, or $0.44 per diluted
    # share, ..., from a net loss of $954 million a year earlier")
    return (set(sign) - _OWNED_WORDS == {"netincome"} and {"net", "loss"} <= set(host.label_tokens) or (
        set(sign) - _OWNED_WORDS == {"net", "loss"} and "netincome" in host.label_tokens)) and (
        set(sign) & _OWNED_WORDS <= set(host.label_tokens))  # (the same owner's: "compared with attributable net income")


_OWNED_WORDS = frozenset({"attributable"})


def _flow_sign(sign: tuple[str, ...], host: Fact) -> bool:
    """A prior level's "cash used" after an operating cash flow's level ("Operating cash flow turned positive at $5.2
    million, versus cash used of $13.5 million the prior year"): the words say the flow's way, not another item."""
    return "ocf" in host.label_tokens and bool(set(sign) & _WAY_WORDS) and set(sign) <= _WAY_WORDS | {"cash"}


_WAY_WORDS = frozenset({"used", "provided", "generated", "outflow", "inflow", "burn", "burned"})


_LIST_JOIN = re.compile(r"\s*,?\s*(?:and|or)?\s*", re.IGNORECASE)
_OF_ITEM = re.compile(r"[ \t]+(?:of|for|in|on)[ \t]+[^,;$€£\d]*?(?=,|\b(?:and|which|that|while)\b|\Z"
                      r"|\bas[ \t]+(?=[^,;$€£\d]*?" + _CHANGE_VERB.pattern + "))",
                      re.IGNORECASE)  # (... or "as" before a clause of its own: "10.3% of sales as gross profit doubled")
_GONE_AFTER = re.compile(r"[ \t]+(?:[^,;:$€£\d()]{0,80}?[ \t])?(?:was|were|had[ \t]+been|has[ \t]+been)[ \t]+(?:fully[ \t]+|"
                         r"entirely[ \t]+)?(?:eliminated|extinguished|derecognized)\b(?![ \t]+(?:in|on|upon)[ \t]+consolidation)",
                         re.IGNORECASE)
"""An amount's item that went away after it: " deferred underwriting fee payable was eliminated" (not an amount
eliminated in consolidation, which is of its period)."""
_OF_IT = re.compile(r"[ \t]+of[ \t]+(?:it|that|this|that[ \t]+(?:total|amount|sum))[ \t]*(?:[.,;]|\Z)", re.IGNORECASE)
"""A share's base said by a pronoun at its clause's end: "making up about 86% of it"."""
OF_BASE_AMOUNT = re.compile(rf"[ \t]+of[ \t]+(?:(?:the[ \t]+(?:company|quarter|year|period|half)['’]s|the|its|our|their)[ \t]+)?"
                            rf"(?:{_APPROX}[ \t]+)?", re.IGNORECASE)
"""Between a share and its base's amount, which names the base after it: " of the company's " ("84% of the company's
$897,547 of net other income", "roughly 7% of the $2.66 million of gross proceeds in 2022", "roughly 79% of the
quarter's $45,832 in G&A expenses")."""
_FRACTION_OF = re.compile(r"\b(?:half|(?:a|one|two)[ \t-]+thirds?|(?:a|one|three)[ \t-]+quarters?"
                          r"|(?:the[ \t]+)?(?:majority|bulk))[ \t]+of[ \t]+"
                          r"(?:(?:the[ \t]+company['\u2019]s|the|its|our|their|total)[ \t]+)*[$€£¥]?[ \t]*\Z",
                          re.IGNORECASE)
"""A fraction in words and its "of" right before a base amount: "roughly half of the company's $"."""
_OFFSET_BY = re.compile(r"\boffset[ \t]+by[ \t]+(?:(?:an?|the)[ \t]+)?(?:(?:about|approximately|roughly|nearly)[ \t]+)?"
                        r"[$€£¥]?[ \t]*\Z", re.IGNORECASE)
"""An amount's "offset by" right before it: "partly offset by $"."""
_OWN_ITEM_AFTER = re.compile(
    r"\A[ \t]+(?:to[ \t]+(?=repurchase|buy[ \t]+back)|of[ \t]+|in[ \t]+(?=total\b))(?!(?:which|whom|that|this|these|those|it|them|"
    r"approximately|about|around|roughly|nearly|up|"
    r"the[ \t]+(?:total|prior|previous|preceding|same|comparable|increase|decrease|change|amount|year|quarter|period)|"
    r"(?:its|our|their|the)[ \t]+(?:total|prior|previous|own))\b)"
    r"(?P<item>(?:(?!\band[ \t]*[$€£\d(])[^,;:$€£\d()])*?"
    # (a cash flow's activities after its "from": "generated $116,085 of net cash from financing activities")
    rf"(?:[ \t]+(?:from|in|provided[ \t]+by|used[ \t]+in|generated[ \t]+(?:by|from))[ \t]+{ACTIVITIES})?)"
    r"[ \t]*(?=[,;:(]|\band[ \t]*[$€£\d(]|\b(?:which|that|while|as[ \t]+of|at|in|for|during|compared|versus|vs|"
    r"from|to|was|were|is|are|had|has|primarily|due|driven|partially|offset|respectively|against"
    # (and a clause of the sentence's subject's next verb: "held just $2,013 of cash outside the trust and reported a
    # working capital deficit of $609,268")
    r"|and[ \t]+(?:reported|recorded|posted|had|held|ended|generated|incurred))\b|\.(?:\s|\Z)|\Z)",
    re.IGNORECASE)
"""An amount's own item named after it: "$214.3 million of cash and cash equivalents and $429.3 million of
working capital" (up to a comma, the next figure, a period's phrase or a verb), "$42.6 million in total operating
expenses"; not "of which", "of approximately", "of the total"."""
_CHANGE_ITEM_AFTER = re.compile(r"\A[ \t]+(?:drop|decrease|decline|fall|increase|rise|reduction)[ \t]+in[ \t]+"
                                r"(?P<item>[^,;:$€£\d()]*?)(?=[ \t]+(?:during|in|for|at|as|over|from|to)\b|[,;:(]|\.(?:\s|\Z)|\Z)",
                                re.IGNORECASE)
"""... and a change's item named after its amount: "$770.9 million drop in net assets during 2023"."""
_ATTRIBUTIVE = re.compile(r"[ \t]+(?!(?:of|for|in|on|or|and|to|from|compared|versus|vs|as|at|by|per|was|were|is|are"
                          r"|which|that|while|with|during|over|than)\b)[a-z][a-z-]*\b[^,;$€£\d]*?"
                          r"(?=,|\b(?:and|which|that|while)\b|\Z)")
"""The noun a figure after "a" qualifies, and its words up to a comma: "a $21.2 million charge related to a
legal matter with the U.S. Environmental Protection Agency (“EPA”), higher employee-related costs and $4.8
million of benefit" (the charge's words are not the next figure's)."""
_ARTICLE_OPENS = re.compile(r"\s*(?:an?|the|its|our|their)[ \t]+", re.IGNORECASE)
"""A sentence's opening article before its first figure: "The $519,442 loss on deconsolidation ... accounted for"."""
_SUBJECT_NOUN = re.compile(r"[ \t]+(?P<noun>(?!(?:of|for|in|on|or|and|to|from|was|were|is|are)\b)[a-z][a-z-]*(?:[ \t]+[a-z][a-z-]*){0,6}?)"
                           r"[ \t]+(?=(?:was|were|is|are|accounted|made[ \t]+up|represented|came|totaled|totalled|amounted)\b)",
                           re.IGNORECASE)
"""The noun of a sentence's subject a figure qualifies, up to the subject's verb: " loss on deconsolidation of Sensabues
accounted"."""
_OPENER = re.compile(r"\s*(?:net[ \t]+of|after|before|excluding|including|less)[ \t]+(?:an?[ \t]+|the[ \t]+)?",
                     re.IGNORECASE)
"""A sentence's opening preposition before its first figure, no words of that figure's item."""
_NOUN_AFTER = re.compile(rf"[ \t]+(?!(?:{UP_NOUNS}|{DOWN_NOUNS}|of|for|in|on|or|and|to|from|compared|versus|vs|as|at|"
                         r"by|per|was|were|is|are|which|that|while|with|during|over|than|more|less|year|quarter|period|"
                         r"months?|a|an|the)\b)([a-z][a-z-]*\b[^,;$€£\d]*?)[ \t]*(?=[,;.]|\b(?:and|which|that|while|"
                         r"in|for|during|compared|versus|vs|from)\b|\Z)", re.IGNORECASE)
"""The noun an amount stands before as its adjective, up to a clause's end: "a $5.6 million loss on securities sales"."""
_ITS_PARTS = re.compile(r",[ \t]*which[ \t]+(?:(?:is|are|was|were)[ \t]+)?(?:comprised|composed|made[ \t]+up|consists?|consisted|"
                        r"includes|included)[ \t]+(?:of[ \t]+)?[^$€£\d;]*?,[ \t]*(?=(?:was|were|is|are|totaled|totalled|amounted)\b)",
                        re.IGNORECASE)
"""A relative clause that lists an item's parts between it and its verb: "Total corporate overhead, which is comprised of
selling, general, and administrative, estimated credit losses, and depreciation and amortization, was" (the parts are
no words of the total's)."""
_ITS_WHOLE = re.compile(r",[ \t]*(?:the|a|an|its)[ \t]+(?:(?:bulk|majority|largest|biggest|main|major|greater)[ \t]+)?"
                        r"(?:(?:part|portion|component|piece|share)[ \t]+)?(?<![ \t]the[ \t])(?<![ \t]a[ \t])(?<![ \t]an[ \t])"
                        r"(?<![ \t]its[ \t])of[ \t]+[^$€£\d;,]*?,", re.IGNORECASE)
"""An apposition that names the whole an item is a part of, between it and its verb: "Advertising spend, the bulk of
sales and marketing, dropped by $88.2 million" (the whole's words are no words of the part's)."""
_WHOLE_IN_PARENTHESES = re.compile(r"\([ \t]*(?:the|a|an)[ \t]+(?:(?:main|major|largest)[ \t]+)?(?:component|part|portion)"
                                   r"[ \t]+of[ \t]+[^()$€£\d]*\)", re.IGNORECASE)
"""... and a row label's parenthesis that names its whole: "| Less: total advertising expense (a component of sales and
marketing expense) |" is no row of sales and marketing."""
_OF_THE_WHOLE = re.compile(r"[ \t]*of[ \t]+(?:the|its|our|their)[ \t]+", re.IGNORECASE)
"""A sentence's opening "Of the" before the whole its next figure is a part of."""
_ARTICLE_BEFORE = re.compile(r"\b(?:a|an)[ \t]+\Z", re.IGNORECASE)
_AND_ARTICLE_END = re.compile(r"[a-z][ \t]+and[ \t]+(?:a|an)[ \t]+\Z", re.IGNORECASE)
"""A list's next item opening right before a figure: "higher gross profit and a " ($9.2 million smaller goodwill
impairment)."""
_COMPARATIVE_AFTER = re.compile(r"[ \t]+(?:(?P<down>smaller|lower|reduced)|larger|bigger|greater|higher|increased)[ \t]+[a-z]",
                                re.IGNORECASE)
"""A comparative right after a figure, before the noun it qualifies: " smaller goodwill impairment"."""
_RESPECTIVELY = re.compile(r"\brespectively\b", re.IGNORECASE)
_ITEMS_VERB = re.compile(r"[ \t]*\b(?:were|was|are|is|of|totaled|totalled|amounted to|amounting to|by|at)[ \t]+"
                         r"(?:(?:approximately|about|roughly|nearly)[ \t]+)?\Z", re.IGNORECASE)
_DATE_COMMA = re.compile(rf"((?:{MONTH})\.?[ \t]+\d{{1,2}}),([ \t]*(?:19|20)\d\d)", re.IGNORECASE)


_SPANS_RIGHT_AFTER = re.compile(r"[ \t]*,?[ \t]*(?:for|in|during)[ \t]+(?:the[ \t]+|each[ \t]+of[ \t]+the[ \t]+)?",
                                re.IGNORECASE)


def _respective_spans(sentence: str, figures: list[Quantity]) -> dict[int, str]:
    """"increased by $54.3 million, or 41%, and $87.1 million, or 35%, for the three and six months
    ended December 31, 2023, respectively": the figures of each kind before the durations, in order,
    one per duration ({} when the counts differ)."""
    m = _SPANS.search(sentence)
    before = [q for q in figures if q.end <= m.start()] if m is not None else []
    # ... "respectively" after them, or the durations right after the last figure ("..., and $36.2
    # million, or 29%, for the three and six months ended December 31, 2023 compared to ...")
    if m is None or not before or not (_RESPECTIVELY.search(sentence, m.end()) or _SPANS_RIGHT_AFTER.fullmatch(
            sentence, before[-1].end, m.start())):
        return {}
    spans = [f"{_SPAN_MONTHS.get(g.lower()) or int(g)}M" for g in m.groups()]
    out: dict[int, str] = {}
    for percent in (False, True):
        group = [k for k, q in enumerate(figures) if q.end <= m.start() and (q.kind == "percent") == percent]
        if len(group) == len(spans):
            out |= dict(zip(group, spans, strict=True))
    return out


def _respective_items(sentence: str, figures: list[Quantity]) -> dict[int, str]:
    """A list of line items and a list of as many figures of one kind that "respectively" pairs:
    "Revenue and gross loss ... were $0.3 million and $2.2 million, respectively", "increases in
    sponsorship and advertising expenses, platform fees, cost of sales and travel expenses of
    approximately $18 million, $3 million, $2 million, $2 million, respectively": figure index -> its
    item's words (items split at commas, the last at its last "and"); {} when the counts differ.
    Without "respectively", a list of three or more of each pairs them the same way ("North America
    revenue, cost of revenue and gross profit decreased by $56.3 million, $11.2 million and $45.2
    million"); two of each do not ("Sales and marketing expenses increased by $3 million and $2
    million" in a quarter and a year)."""
    if len(figures) < 2:
        return {}
    m = _RESPECTIVELY.search(sentence)
    if m is not None:
        last = max((k for k, q in enumerate(figures) if q.end <= m.start()), default=None)
        if last is None or sentence[figures[last].end:m.start()].strip(" ,\t") != "":
            return {}
        run = _list_run(sentence, figures, last)
        if len(run) < 2:
            return {}
    else:  # the sentence's first list of three or more (one pass: a list of thousands stays linear)
        run, first = [0], None
        for k in range(1, len(figures) + 1):
            if k < len(figures) and _listed(sentence, figures[k - 1], figures[k]):
                run.append(k)
                continue
            if len(run) >= 3:
                first = run
                break
            run = [k]
        if first is None:
            return {}
        run = first
    start = figures[run[0] - 1].end if run[0] else 0
    lead = sentence[start:figures[run[0]].start]
    verb = _ITEMS_VERB.search(lead)
    if verb is None:
        return {}
    lead = _DATE_COMMA.sub(r"\1\2", lead[:verb.start()])
    lead = lead[lead.rfind(":") + 1:]  # "Comparison of the Years Ended ...: North America revenue, ..."
    parts = [p.strip() for p in lead.split(",") if p.strip()]
    if not parts:
        return {}
    head, _, tail = parts[-1].rpartition(" and ")
    if head and tail:
        parts[-1:] = [head, tail]
    if len(parts) != len(run):
        return {}
    # the first item's words before its measure qualify every item: "North America revenue, cost of
    # revenue and gross profit" are North America's three
    words = parts[0].split()
    at = next((k for k in range(len(words)) if any(t in MEASURES for t in tokens(" ".join(words[:k + 1])))), 0)
    if set(tokens(" ".join(words[:at]))) - QUALIFIERS:
        parts[1:] = [f"{' '.join(words[:at])} {p}" for p in parts[1:]]
    return dict(zip(run, parts, strict=True))
_LIST_SEP = re.compile(r"[ \t]*(?:,[ \t]*(?:(?:and|or)[ \t]+)?|(?:and|or)[ \t]+)\Z", re.IGNORECASE)
_AND_WORD = re.compile(r"\band\b", re.IGNORECASE)
"""An "and" of a list: between two periods ("2023 and 2022") or two items ("net income and diluted earnings per
share")."""


def _listed(sentence: str, a: Quantity, b: Quantity) -> bool:
    """Figure ``b`` follows ``a`` in a list: of one kind, parted by a comma, "and" or "or" alone."""
    return a.kind == b.kind and _LIST_SEP.search(sentence, a.end, b.start) is not None and not sentence[
        a.end:b.start].strip(" ,\t").lower().replace("and", "").replace("or", "")


def _list_run(sentence: str, figures: list[Quantity], last: int) -> list[int]:
    """The figures listed up to figure ``last`` ("$56.3 million, $11.2 million and $45.2 million")."""
    first = last
    while first > 0 and _listed(sentence, figures[first - 1], figures[first]):
        first -= 1
    return list(range(first, last + 1))


_FOR_ITEMS = re.compile(r"[ \t]*,?[ \t]*(?:for|at|in|of)[ \t]+(?:the[ \t]+|our[ \t]+)?(?P<items>[^;$€£\d]+?)[ \t]*,?[ \t]*\Z",
                        re.IGNORECASE)
_PERIOD_NEXT = re.compile(r"[ \t]*,?[ \t]*(?:for|in|during|as[ \t]+of|at)[ \t]", re.IGNORECASE)


def _items_after(sentence: str, figures: list[Quantity], times: list[Quantity]) -> tuple[
        dict[int, str], dict[int, str]]:
    """Lists of figures whose items are named after them: "Adjusted EBITDA margin was 29%, 47%, 30%, and
    11% for Nevada Casino Resorts, Nevada Locals Casinos, Nevada Taverns, and Distributed Gaming,
    respectively, as compared to Adjusted EBITDA margins of 33%, 48%, 34%, and 12%, respectively, for
    the year ended December 31, 2022". Figure index -> its item's words (the item, then the words
    before the list: the measure), and figure index -> the period a list's "respectively" is followed by
    ("..., respectively, for the year ended December 31, 2022"). A later list with nothing between its
    last figure and "respectively" takes the items of the list before it, when as long."""
    items: dict[int, str] = {}
    periods: dict[int, str] = {}
    names: list[str] = []
    lead_from = 0
    for m in _RESPECTIVELY.finditer(sentence):
        last = max((k for k, q in enumerate(figures) if q.end <= m.start()), default=None)
        if last is None or figures[last].end < lead_from:
            continue
        run = [k for k in _list_run(sentence, figures, last) if figures[k].start >= lead_from]
        between = sentence[figures[last].end:m.start()]
        if len(run) < 2:
            lead_from = m.end()
            continue
        found = _FOR_ITEMS.fullmatch(between)
        if found is not None:
            parts = [p.strip() for p in _DATE_COMMA.sub(r"\1\2", found.group("items")).split(",") if p.strip()]
            head, _, tail = parts[-1].rpartition(" and ") if parts else ("", "", "")
            if head and tail:
                parts[-1:] = [head, tail]
            parts = [p[4:] if p.lower().startswith("and ") else p for p in parts]
            names = parts if len(parts) == len(run) else []
        elif between.strip(" ,\t") or len(names) != len(run):
            lead_from = m.end()
            continue
        if len(names) != len(run):
            lead_from = m.end()
            continue
        lo = max(lead_from, figures[run[0] - 1].end if run[0] else 0)
        lead = sentence[lo:figures[run[0]].start]
        for k, name in zip(run, names, strict=True):
            items[k] = f"{name} {lead}"
        nxt = next((t for t in times if t.start >= m.end()), None)
        before = next((t for t in reversed(times) if t.end <= figures[run[0]].start), None)
        if nxt is not None and _PERIOD_NEXT.match(sentence, m.end()) and not any(
                m.end() <= q.start < nxt.start for q in figures):
            periods.update((k, _period_key(nxt)) for k in run)
        elif before is not None and not any(before.end <= q.start < figures[run[0]].start for q in figures):
            periods.update((k, _period_key(before)) for k in run)  # "For the year ended ..., ... was 29%, 47%"
        lead_from = m.end()
    return items, periods


def _respectively(sentence: str, figures: list[Quantity], times: list[Quantity]) -> dict[int, str]:
    """Figure index -> its period in "$25,846 and $23,068 for the years ended December 31, 2023 and
    2022, respectively" (the filings' commonest way to state two years): each list of figures of
    one kind as long as the sentence's list of periods takes them in order. Empty when the
    sentence says no "respectively" or the lists' lengths differ. A list that names one date before
    the next figure is a list of items, all of that date."""
    said = _RESPECTIVELY.search(sentence)
    if said is None or _SPANS.search(sentence):
        # (a list of durations, "for the three and six months ended December 31, 2023, respectively", pairs the
        # figures with the durations, not with the sentence's periods: "... compared to ... for the same period of
        # Fiscal 2023" names the prior levels' year)
        return {}
    periods = list(dict.fromkeys(_period_key(t) for t in times))
    if len(periods) < 2:
        return {}
    # (not where a list of items comes between the figures and "respectively": "decreases of 8% and 6% compared to
    # 2022 net income and diluted earnings per share, respectively" pairs the figures with the items)
    at = said.start()
    last = max((q.end for q in figures if q.end <= at), default=0)
    if any(not any(0 <= t.start - a.end() <= 16 for t in times) for a in _AND_WORD.finditer(sentence, last, at)):
        return {}
    runs: list[list[int]] = []
    for i, q in enumerate(figures):
        prev = figures[i - 1] if i else None
        if prev is not None and runs and prev.kind == q.kind and prev.unit == q.unit \
                and _LIST_SEP.match(sentence[prev.end:q.start]) and not any(
                    prev.end <= t.start < q.start for t in times) and not _IN_APPOSITION.fullmatch(
                    sentence, prev.end, q.start):
            # (not a figure in apposition to the one before: "$1,591,611, or $463.31 per diluted share, decreases of 8%
            # and 6% ..., respectively" -- the amount and its per-share figure are one period's)
            runs[-1].append(i)
        else:
            runs.append([i])

    def after(run: list[int]) -> set[str]:
        # the periods named between a list's last figure and the next figure
        end = figures[run[-1]].end
        upto = next((q.start for q in figures if q.start >= end), len(sentence))
        return {_period_key(t) for t in times if end <= t.start < upto}

    out: dict[int, str] = {}
    for run in runs:
        if len(run) == len(periods) and len(one := after(run)) == 1:
            # (a list followed by one date before the next figure pairs items, not periods, and is all of that date:
            # "reaching approximately 279,000 and 17.6 million, respectively, as of December 31, 2023, up from
            # approximately 243,000 and 15.6 million, respectively, as of December 31, 2022" -- merchants and consumers)
            out.update(dict.fromkeys(run, one.pop()))
        elif len(run) == len(periods):
            out.update({i: periods[k] for k, i in enumerate(run)})
    return out


def _respective_groups(sentence: str, figures: list[Quantity], times: list[Quantity]) -> int:
    """The size of each period's group of figures in "approximately $43.7 million, or 16.7% of net
    revenue, and approximately $41.1 million, or 15.8% of net revenue for the years ended ... 2023
    and 2022, respectively" (2: each period's amount with its share in apposition, the groups in
    the periods' order), or 0: no "respectively", durations listed, or groups not alike."""
    if not _RESPECTIVELY.search(sentence) or _SPANS.search(sentence):
        return 0
    n = len(dict.fromkeys(_period_key(t) for t in times))
    g = len(figures) // n if n >= 2 else 0
    if g > 1 and len(figures) == g * n and all(
            (q.kind, q.unit) == (figures[i % g].kind, figures[i % g].unit) for i, q in enumerate(figures)) and all(
            _IN_APPOSITION.fullmatch(sentence, figures[i - 1].end, figures[i].start) for i in range(len(figures)) if i % g):
        return g
    return 0


_IN_APPOSITION = re.compile(rf"[ \t]*(?:,[ \t]*or[ \t]+|\([ \t]*)(?:{APPROX}[ \t]+)?", re.IGNORECASE)
_AND_PERIOD = re.compile(r"[ \t]*(?:,[ \t]*)?and[ \t]+(?:(?:fiscal|FY)[ \t]*)?\Z", re.IGNORECASE)


def _and_period(sentence: str, first: Quantity, times: list[Quantity]) -> tuple[str, str] | None:
    """The two periods of "... in 2022 and 2023" after a figure: it is stated of both."""
    nxt = next((t for t in times if t.start >= first.end), None)
    if nxt is None or _AND_PERIOD.match(sentence[first.end:nxt.start]) is None:
        return None
    a, b = _period_key(first), _period_key(nxt)
    return (a, b) if a != b else None


def _passed_on(figures: list[Quantity], main_times: list[Quantity], attached_to: dict[int, str],
               comparative: dict[int, Quantity], named: tuple[str, ...],
               inherited: tuple[str, ...]) -> tuple[str, ...]:
    """The periods a sentence passes on to the next one: those that frame its figures -- attached
    to a figure ("£412.6 million in 2025") or named before the first figure ("In 2025, ...") -- not
    a year that dates an event after them ("£0.31 billion is refinancing in 2026", "maturing in
    March 2027"): those leave the running period as it was. A sentence without figures passes on
    the periods it names."""
    if not figures:
        return named or inherited
    frame = [p for i, p in attached_to.items() if i not in comparative]
    frame += [_period_key(t) for t in main_times if t.end <= figures[0].start]
    return tuple(dict.fromkeys(frame)) or inherited


def text_facts(text: str, origin: Origin, source: int,
               hints: tuple[float, ...] = ()) -> list[Fact]:
    """Every figure of a text (memo or a context passage's prose) as a fact."""
    out: list[Fact] = []
    inherited: tuple[str, ...] = ()
    running_span = ""  # the duration the last sentence that named a period or a duration stated
    for k, (start, sentence) in enumerate(split_sentences(text)):
        # a sentence that names no period of its own states the running one's duration: "Net sales in
        # the first nine months of 2024 decreased $321.4 ... Net sales excluding acquisitions increased
        # $537.6, or 10 percent." (the nine months', not the quarter's)
        own = span_of(sentence)
        # (a period named only relative to the running one -- "over the prior year comparable period"
        # -- is of the same duration: "... for the nine months ended January 31, 2024 included the
        # following: - Net sales were $154.8 million, ... over the prior year comparable period.")
        dated = bool(own) or _PERIOD_WORD.search(_RELATIVE_PERIOD.sub(" ", sentence)) is not None
        # a sentence that opens on the prior period and names no year ("In the prior period operating activities
        # provided $459,117 of cash.", after "During the nine months ended September 30, 2023, we used $235,104 ...")
        # states the prior levels of the running period, of the year before its year where that is a year, and passes
        # on no year
        before = _PRIOR_OPENING.match(sentence) is not None and not _YEAR.search(sentence)
        earlier = tuple(str(int(p) - 1) for p in inherited if p.isdigit()) if before else ()
        facts, passed = sentence_facts(sentence, origin, source, hints=hints, inherited=earlier if before else inherited,
                                       sentence_index=k, offset=start, span=own if dated else running_span)
        if before:
            facts = [replace(f, prior=True) if not f.periods or f.periods == earlier else f for f in facts]
        else:
            inherited = passed
        out.extend(facts)
        if dated:
            running_span = own
    return out


_YEAR_WORD = re.compile(r"[^.;:$€£¥\d]{0,40}?\b(?:years?|annual|fiscal)\b", re.IGNORECASE)
"""Words after a prior level that name a year ("a year earlier", "at the end of the prior fiscal year")."""
_RELATIVE_PERIOD = re.compile(
    r"\b(?:prior|previous|preceding|comparable|corresponding|same|year-ago)(?:[- ](?:fiscal[- ])?(?:year|period)){1,2}"
    r"(?:[- ](?:comparable|corresponding)[- ]period)?(?:[ \t]+last[ \t]+year)?\b"
    r"|\b(?:last[ \t]+year|a[ \t]+year[ \t]+(?:earlier|ago|before))\b", re.IGNORECASE)
"""A period named relative to another: "the prior year comparable period", "the same period last
year", "a year earlier"."""
_RELATIVE_PHRASE = re.compile(rf"\b(?:(?:in|for|during)[ \t]+)?(?:the[ \t]+)?(?:{_RELATIVE_PERIOD.pattern})", re.IGNORECASE)
"""A relative period as a figure's phrase: "a year earlier", "in the prior year", "the same period last year"."""
_PRIOR_OPENING = re.compile(r"[ \t]*(?:In|For|During)[ \t]+the[ \t]+(?:prior|previous|preceding|comparable[ \t]+prior)"
                            r"(?:[- ](?:fiscal[- ])?year)?[ \t]+(?:period|year|quarter|fiscal[ \t]+year)\b,?", re.IGNORECASE)
"""A sentence's opening on the prior period: "In the prior period", "For the prior year"."""
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_PERIOD_WORD = re.compile(r"\b(?:19|20)\d\d\b|\b(?:year|annual|fiscal|quarter|months?|period)\b", re.IGNORECASE)
"""A year or a word of a period: a sentence without one states its figures over the running period."""


# ---------------------------------------------------------------------------------------------
# tables


@dataclass(slots=True)
class _Cell:
    text: str
    quantity: Quantity | None = None  # a figure (not a period)
    periods: tuple[str, ...] = ()
    nil: bool = False  # "—", "n/a": a value slot with no value
    currency_only: bool = False  # "$" alone: belongs to the next cell
    month: str = ""  # a period heading's month ("December 31, 2023": "dec")


_SPACED_YEARS = re.compile(r"(?:fiscal\s+)?((?:19|20)\d\d)\s+[-\u2013\u2014]\s+(?:fiscal\s+)?((?:19|20)\d\d)\s*\*?",
                           re.IGNORECASE)
"""A column heading of two years a spaced dash joins ("2023 - 2022", "Fiscal 2023 \u2013 2022*"): a comparison."""
_GLUED = re.compile(r"\b(?:Ended|Ending)(?=[A-Z][a-z])|\bChange(?=from\b)|\bfrom(?=Prior\b)"
                    r"|\b(?:through|ended|ending|to|from)(?=(?:January|February|March|April|May|June|July|August"
                    r"|September|October|November|December)\b)")
"""Header words a filing's conversion glued where its HTML broke the line ("Three Months EndedMarch 31,",
"Percent Changefrom Prior Year", in 34 of the 339 FinDVer filings; "For the period from February 15,2022
(inception) throughDecember 31,2022"): a space goes between them."""


def _read_cell(text: str) -> _Cell:
    # a cell of zero-width spaces is empty: read as text it shifts the row against its header
    text = _GLUED.sub(lambda m: m.group() + " ", text.translate(BLANK_INVISIBLE).strip()[:MAX_CELL_CHARS])
    if not text or _DASH_CELL.match(text):
        only_currency = bool(text) and all(c in "$€£¥ " for c in text)
        return _Cell(text, nil=bool(text) and not only_currency, currency_only=only_currency)
    norm = _PAREN_SPACE[1].sub(")", _PAREN_SPACE[0].sub("(", text))
    norm = _BARE_FRACTION.sub(r"\g<1>0.", norm)  # ".17" is 0.17 (a per-share cell: "| Diluted | $ | .17 |")
    norm = _PAREN_CELL.sub(r"-\1\2\3", norm)  # a whole cell "(3)" is -3, not a list item
    qs = extract_quantities(norm)
    figures = [q for q in qs if not _is_time(q)]
    times = [q for q in qs if _is_time(q)]
    if times and all(_FOOTNOTE.fullmatch(f.text) for f in figures):  # "2018 (3)": a footnote mark
        return _Cell(text, periods=tuple(dict.fromkeys(_period_key(t) for t in times)),
                     month=month_of(norm, times[0]) if len(times) == 1 else "")
    if len(figures) == 1 and not tokens(norm[:figures[0].start] + norm[figures[0].end:]):
        return _Cell(text, quantity=figures[0])
    return _Cell(text)


_CURRENCY_SIGN = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}


def _marked(q: Quantity, before: _Cell | None) -> Quantity:
    """A value cell after a cell that is its currency sign alone ("| Operating income | $ | 2.6 |"):
    an amount in that currency (not a percent a memo's "9.4%" could be read as)."""
    if before is None or not before.currency_only or q.currency is not None or q.kind == "percent":
        return q
    currency = _CURRENCY_SIGN.get(before.text.strip()[:1])
    return q.model_copy(update={"currency": currency, "kind": "currency"}) if currency else q


def _split_row(line: str) -> list[str]:
    cells = line.split("|")
    if line.startswith("|") and line.rstrip().endswith("|") and len(cells) >= 2:
        cells = cells[1:-1]  # markdown edges
    return _join_split_cells(cells)


_OPEN_NUMBER = re.compile(r"^\s*\(\s*[$€£¥]?\s*[\d,]*\.?\d+\s*$")
_CLOSE_CELL = re.compile(r"^\s*(%?)\s*\)\s*(%?)\s*$")  # ")", ")%" and "%)" (Brown-Forman's "| (1 | %) |")
_PERCENT_CELL = re.compile(r"^\s*%\s*$")
_YEAR_CELL = re.compile(r"^\s*(?:19|20)\d\d\s*$")
_PLAIN_NUMBER = re.compile(r"^\s*(?:-?[$€£¥]?\s*[\d,]*\.?\d+|\(\s*[\d,]*\.?\d+\s*\))\s*$")


_AMOUNT_AND_SHARE = re.compile(r"^\s*([$€£¥]?\s*\(?\d{1,3}(?:,\d{3})+(?:\.\d+)?\)?)\s+(\(?-?\d{1,3}(?:\.\d+)?\)?)\s*$")
"""An amount and its share in one cell, the share's percent sign in the next: "| 24,949,205 86 | % |" (a royalty
trust's revenue table, Permian Basin's 10-K). Only a comma-grouped amount: "(1) 3.6 | %" is a count and its share."""


def _join_split_cells(cells: list[str]) -> list[str]:
    """Cells a filing's HTML-to-pipes conversion split off their figure: "(114.8 | )" is -114.8,
    "(5.9 | )%" and "(1 | %)" are -5.9% and -1%, "32.6 | %" and "(18) | %" are 32.6% and -18% (SEC filings set the closing
    parenthesis and the percent sign in cells of their own); "24,949,205 86 | %" is 24,949,205 and 86%."""
    out: list[str] = []
    for cell in cells:
        if out and _PERCENT_CELL.match(cell) and (m := _AMOUNT_AND_SHARE.match(out[-1])):
            out[-1:] = [m.group(1), m.group(2) + "%"]
        elif out and (m := _CLOSE_CELL.match(cell)) and _OPEN_NUMBER.match(out[-1]):
            out[-1] = out[-1].strip() + ")" + (m.group(1) or m.group(2))
        elif out and _PERCENT_CELL.match(cell) and _PLAIN_NUMBER.match(out[-1]) and not _YEAR_CELL.match(out[-1]):
            out[-1] = out[-1].strip() + "%"  # (not a header's "| 2023 | % | 2022 | % |": a year, then its percent column)
        else:
            out.append(cell)
    return out


def _is_pipe_line(line: str) -> bool:
    return line.count("|") >= 1 and (" | " in line or line.strip().startswith("|"))


_FOOTNOTE_ROW = re.compile(r"[ \t]*\|[\s\u200b]*(\([a-z0-9]{1,3}\)|\*{1,3}|\d{1,2})[\s\u200b]*\|[\s\u200b]*"
                           r"([A-Z][^|]{79,}?)[\s\u200b]*\|[\s\u200b|]*", re.IGNORECASE)
"""A table's footnote in a row of its own: "| (d) | Interest expense increased in 2023, ... additional charges of $5,158
for extinguishment of debt ... |"."""


def footnote_rows(text: str) -> str:
    """``text`` with the footnotes that close a pipe table (:data:`_FOOTNOTE_ROW` rows after its last other row) as
    prose lines below it: their figures are sentences' ("additional charges of $5,158 for extinguishment of debt"),
    not cells of a row labelled "(d)"."""
    if "|" not in text:
        return text
    lines = text.split("\n")
    out = list(lines)
    for i, line in enumerate(lines):
        m = _FOOTNOTE_ROW.fullmatch(line)
        if m is None:
            continue
        j = i + 1
        while j < len(lines) and _FOOTNOTE_ROW.fullmatch(lines[j]):
            j += 1
        if j < len(lines) and _is_pipe_line(lines[j]):
            continue  # the table's rows go on after it: no closing footnote
        out[i] = f"\n{m.group(1)} {m.group(2).strip()}\n"
    return "\n".join(out)


def split_tables(text: str) -> tuple[list[list[str]], str]:
    """(pipe tables as lists of row lines, the prose outside them)."""
    tables: list[list[str]] = []
    prose: list[str] = []
    current: list[str] = []
    for line in text.split("\n"):
        if _is_pipe_line(line):
            if not re.fullmatch(r"[\s|:\-]+", line):  # markdown separator row
                current.append(line)
            continue
        if current:
            tables.append(current)
            current = []
        prose.append(line)
    if current:
        tables.append(current)
    return tables, "\n".join(prose)


_PAGE_LINE = re.compile(r"\s*(?:page\s+)?\d{1,4}\s*", re.IGNORECASE)
_CAPTION = re.compile(r"\s*The\s+following\s+tables?\s+(?:presents?|represents?|sets?\s+forth|summarizes|shows?|provides?)"
                      r"\s+(.{3,120}?)(?=,|\s+for\s|\s+as\s+of\s|\s+by\s|:|\.?\s*$)", re.IGNORECASE)
_TITLE_CHARS = 200


def table_titles(text: str) -> list[str]:
    """The title of each pipe table of ``text`` (as :func:`split_tables` finds them): the last
    non-empty line above it that is no page number, when short and no sentence's end (a table's
    caption: "A summary of operating income (loss) by operating segment (in millions) follows:",
    "Revenues"), else "" (the last line of a paragraph is no title)."""
    titles: list[str] = []
    last = ""
    inside = False
    for line in text.split("\n"):
        if _is_pipe_line(line):
            if not inside:
                titles.append(last if len(last) <= _TITLE_CHARS else "")
                inside = True
            continue
        inside = False
        if line.strip() and not _PAGE_LINE.fullmatch(line):
            # a caption ends with ":" or no stop; a line that ends a sentence is prose's last line,
            # unless it is the table's caption ("The following table represents total revenue by segment,
            # ...": its first clause)
            caption = _CAPTION.match(line)
            last = caption.group().strip() if caption else "" if _SENTENCE_LINE.search(line) else line.strip()
    return titles


_FOLD_LABEL_CHARS = 120
"""A row label of a one-cell-per-line table is at most this long (a longer line is prose)."""
_FOLD_LABEL_RUN = 3
"""Label lines without values in a row that a one-cell-per-line table may hold (section titles)."""
_SENTENCE_LINE = re.compile(r"\w[.!?]\s*$")


def _fold_kind(line: str) -> str:
    """What one line of a one-cell-per-line table is: ``value`` (one figure), ``slot`` (a "$" or
    a dash cell), ``period`` (a column header: "2022", "2022 vs. 2021", "June 30, 2023"),
    ``blank``, ``label`` (a short line of words) or ``text`` (prose)."""
    s = line.strip()
    if not s:
        return "blank"
    if len(s) > _FOLD_LABEL_CHARS or _is_pipe_line(s):
        return "text"
    cell = _read_cell(s)
    if cell.quantity is not None:
        return "value"
    if cell.currency_only or cell.nil:
        return "slot"
    if cell.periods and len(s) <= 40:
        return "period"
    if _SENTENCE_LINE.search(s) and len(s.split()) >= 8:
        return "text"
    return "label"


def fold_cell_lines(text: str) -> str:
    """A table that PDF text extraction wrote one cell per line, as pipe rows.

    pypdf and most PDF-to-text tools write a filing's table as its cells in reading order, one per
    line: "Effective tax rate\\n21.6 %\\n24.6 %\\n27.0 %" under "2022\\n2021\\n2020". Read as prose
    the figures lose their row label and column period; folded into "Effective tax rate | 21.6 % |
    24.6 % | 27.0 %" under " | 2022 | 2021 | 2020", :func:`table_facts` binds each to its line item
    and period as in any pipe table. A block is folded only when it holds at least two rows of two or
    more figures (a number alone on a line of wrapped prose is left alone); it starts at a run of
    period lines or at such a row, holds label lines (section titles, at most
    ``_FOLD_LABEL_RUN`` in a row), and ends at prose. Lines outside blocks are returned as they
    were. No library reads this layout back into a table (pdfplumber and camelot need the PDF's
    geometry, which a context passage no longer has), hence this reader."""
    if "\n" not in text:
        return text
    # dot leaders ("Cash and cash equivalents........ $") are layout, not words of the label
    lines = _join_dates([_DOT_LEADER.sub(" ", line) for line in text.split("\n")])
    kinds = [_fold_kind(line) for line in lines]
    out: list[str] = []
    i = 0
    while i < len(lines):
        folded, end = _fold_block(lines, kinds, i)
        if folded:
            out.extend(folded)
            i = end
        else:
            out.append(lines[i])
            i += 1
    return "\n".join(out)


_DOT_LEADER = re.compile(r"[ \t]*(?:\.[ \t]*){4,}")
_TRAILING_SIGN = re.compile(r"[ \t]+[$€£¥][ \t]*$")  # "Net income........ $": the sign of its first cell
_MONTH_DAY = re.compile(rf"\s*{MONTH}\.?\s+\d{{1,2}},?\s*", re.IGNORECASE)
_YEAR_LINE = re.compile(r"\s*(?:19|20)\d\d\s*")


def _join_dates(lines: list[str]) -> list[str]:
    """A column header's date split over two lines ("December 2," then "2016") as one line."""
    out: list[str] = []
    for line in lines:
        if out and _YEAR_LINE.fullmatch(line) and _MONTH_DAY.fullmatch(out[-1]):
            out[-1] = f"{out[-1].strip()} {line.strip()}"
        else:
            out.append(line)
    return out


_MONTH_END = re.compile(rf".*\b{MONTH}\.?\s*", re.IGNORECASE)
_DAY_YEAR = re.compile(r"\s*\d{1,2},?\s*(?:19|20)\d\d\s*")


def join_header_dates(lines: list[str]) -> list[str]:
    """A pipe table's column headings that a conversion split over rows, as one row: the month in
    one row and the day and year in the next ("| ended January | ended January |" over "| 31, 2024 |
    31, 2023 |" -> "| ended January 31, 2024 | ended January 31, 2023 |"), and a duration's words
    over them ("| Three months | Six months |" over "| ended January | ended January |" -> "| Three
    months ended January |"). Read apart, the day and year row is a row of figures (31), the table
    has no period row and its columns no duration. Only rows of as many cells, filled in the same
    places: each day-and-year cell under a cell that ends with a month, each "ended ..." cell under
    words without a figure."""
    out = list(lines)
    for r in range(len(out) - 1):
        above, below = _split_row(out[r]), _split_row(out[r + 1])
        filled = [k for k, c in enumerate(below) if c.strip()]
        if len(above) != len(below) or len(filled) < 2 or any(
                above[k].strip() for k in range(len(above)) if k not in filled):
            continue
        if not (all(_DAY_YEAR.fullmatch(below[k]) and _MONTH_END.fullmatch(above[k]) for k in filled) or all(
                _ENDED_CELL.match(below[k]) and above[k].strip() and not _DIGIT.search(above[k]) for k in filled)):
            continue
        cells = [f"{a.strip()} {b.strip()}".strip() for a, b in zip(above, below)]
        out[r], out[r + 1] = "", "| " + " | ".join(cells) + " |"
    return [line for line in out if line != ""]


def join_wrapped_labels(lines: list[str]) -> list[str]:
    """A row label a filing's conversion wrapped over two rows, its first part on a line of its own and the
    rest beside the row's values ("| Cost of revenue (exclusive of depreciation and |" over "| amortization
    shown separately below) | 24,239,117 | ..."), as one label: read apart, the values' label names no
    item. Only a label line that leaves a parenthesis open which the next row's label closes, or that ends
    with a joining word ("and", "of", a comma) before a label that starts in lower case."""
    out = list(lines)
    for r in range(len(out) - 1):
        above, below = _split_row(out[r]), _split_row(out[r + 1])
        if not above or not below or any(c.translate(BLANK_INVISIBLE).strip() for c in above[1:]):
            continue
        first, rest = above[0].translate(BLANK_INVISIBLE).strip(), below[0].translate(BLANK_INVISIBLE).strip()
        if not first or not rest or not any(c.translate(BLANK_INVISIBLE).strip() for c in below[1:]):
            continue
        opened = first.count("(") > first.count(")") and rest.count(")") > rest.count("(")
        joined = _JOINING_END.search(first) is not None and rest[0].islower()
        if opened or joined:
            out[r], out[r + 1] = "", "| " + " | ".join([f"{first} {rest}", *below[1:]]) + " |"
    return [line for line in out if line != ""]


_JOINING_END = re.compile(r"(?:\b(?:and|or|of|for|to|from|in|on|by|the|net)|,)\s*$", re.IGNORECASE)
_ENDED_CELL = re.compile(r"\s*(?:ended|ending)\b", re.IGNORECASE)  # ("| Ended | Ended |" too)
_DIGIT = re.compile(r"\d")


def _fold_block(lines: list[str], kinds: list[str], start: int) -> tuple[list[str], int]:
    """(the pipe rows of the one-cell-per-line block starting at ``start``, the index after it), or
    ``([], start)`` when no block starts there."""
    n = len(kinds)

    def values_after(k: int) -> int:
        """The index after the run of value and slot lines from ``k`` (blank lines between them:
        some extractions write an empty line between a label and each of its cells)."""
        j = end = k
        while j < n and kinds[j] in ("value", "slot", "blank"):
            j += 1
            if kinds[j - 1] != "blank":
                end = j
        return end

    def header(k: int) -> list[int]:
        """The period lines of the column header starting at ``k`` (blank lines between them)."""
        j, found = k, []
        while j < n and kinds[j] in ("period", "blank"):
            if kinds[j] == "period":
                found.append(j)
            j += 1
        return found

    first = kinds[start]
    if first == "period" and len(header(start)) < 2:
        return [], start
    if first == "label":
        j = values_after(start + 1)
        if sum(kinds[k] == "value" for k in range(start + 1, j)) < 2:
            return [], start
    elif first != "period":
        return [], start
    rows: list[str] = []
    pending: list[str] = []  # label lines without values, kept only if a row follows
    full_rows = 0
    i = last_end = start
    while i < n:
        kind = kinds[i]
        if kind == "blank":
            i += 1
            continue
        if kind == "period" and len(periods := header(i)) >= 2:
            rows.extend(pending)
            pending = []
            rows.append(" | " + " | ".join(lines[k].strip() for k in periods))
            i = last_end = periods[-1] + 1
            continue
        if kind in ("label", "period"):
            j = values_after(i + 1)
            cells = [lines[k].strip() for k in range(i + 1, j) if kinds[k] != "blank"]
            if any(kinds[k] == "value" for k in range(i + 1, j)):
                rows.extend(pending)
                pending = []
                rows.append(" | ".join([_TRAILING_SIGN.sub("", lines[i]).strip(), *cells]))
                full_rows += sum(kinds[k] == "value" for k in range(i + 1, j)) >= 2
                i = last_end = j
                continue
            if len(pending) >= _FOLD_LABEL_RUN:
                break
            pending.append(lines[i].strip() + " | ")
            i += 1
            continue
        if kind in ("value", "slot"):  # figures right under a header or after a row: no label
            j = values_after(i)
            rows.extend(pending)
            pending = []
            rows.append(" | " + " | ".join(lines[k].strip() for k in range(i, j) if kinds[k] != "blank"))
            i = last_end = j
            continue
        break  # prose
    if full_rows < 2:
        return [], start
    return rows, last_end  # trailing label lines without a row stay prose


MEASURES = frozenset(t for _, r in _ALIASES if r.strip().isalpha() and r.strip() != "quarter" for t in tokens(r)) | {"eps"}
"""The line items the aliases name ("costofsale", "grossprofit", "revenue", ...): a section heading of
one ("Cost of revenue:") is the measure of the rows under it. (The EPS alias writes "\\1eps", its
"diluted"/"basic" before it: named here, so "Loss per share:" is the measure of "| Basic and diluted |".)"""


def _section(heading: str, under_heading: bool = False, item: bool = False) -> tuple[str, ...]:
    """The measure a section heading of a table names over the rows under it: the measures of a
    heading with a colon ("Cost of revenue:", "Earnings per share:"), or a heading that is a measure's
    name and nothing else ("| Gross profit |" over "| Local | ... |" and "| Goods | ... |"), unless it
    is under another label line ("| Earnings per share of common stock |" over "| Net income |" over
    "| Basic | $ | 4.28 |": the per-share figures of net income); () for any other label line ("|
    Retail units sold |", "| Operating expenses, excluding: |" names none)."""
    # "Operating income (loss)": the operating income; "Gross Profit by Segment": the gross profit
    # (one space where "(loss)" was: "Net income (loss) per share:" is the EPS alias's "net income per share")
    named = tokens(_BY_PART.sub("", " ".join(_EITHER_WAY.sub(" ", heading).split())))
    measures = tuple(t for t in named if t in MEASURES)
    if named == _OPERATING_LOSS and not under_heading:
        # the operating income's loss ("| Loss from operations |" over "| Products |", "| Pharmacies |"): the
        # measure of the segments' rows under it, as "| Operating income |" is
        return named
    if item and not measures and _ITEM_HEADING.match(heading):
        # the label cell of a header row that names a line item of no alias ("| Contribution Margin |
        # 2023 | % | 2022 | % |"): its words are the measure of the rows under it
        return named
    if heading.rstrip().endswith(":"):
        return measures
    return measures if not under_heading and measures and all(
        t in MEASURES or t in QUALIFIERS or t in _SECTION_FILLER for t in named) and not (set(measures) & _FLOWS) else ()


_UNIT_LINE = re.compile(r"\(?[ \t]*(?:(?:dollar[ \t]+)?amounts[ \t]+|dollars[ \t]+|\$[ \t]*)?in[ \t]+(?:thousands|millions|billions)"
                        r"[^()]{0,40}\)?", re.IGNORECASE)
"""A label line that only gives the table's unit: "(Dollar amounts in thousands)", "(in millions, except per share data)"."""
_SECTION_FILLER = frozenset({"segment", "external", "customer", "adjusted"})
"""Words a measure's heading over segment rows says beside it: "| Sales to external customers |", "| Segment adjusted
EBITDA |" (over "| North America |", "| Europe |")."""


_OPERATING_LOSS = ("operating", "loss")  # (the words of the "operating loss" alias, ``_ALIASES``)


_PER_SHARE_LABEL = re.compile(r"(?<!except[ \t])\bper[ \t]+(?:[\w-]+[ \t]+){0,3}shares?\b|\bEPS\b", re.IGNORECASE)
"""A row label of a per-share figure ("Basic and diluted loss per common share", "Diluted EPS"; not a header's "(In
thousands, except per share data)")."""
_DILUTION_ONLY = re.compile(r"[\s\-\u2013\u2014]*(basic|diluted)[\s:]*", re.IGNORECASE)
_DILUTION_END = re.compile(r"\b(basic|diluted)[\s:]*$", re.IGNORECASE)
"""A row label that is a dilution word only ("| diluted |"), and a label that ends with one ("... per share –
basic")."""
_EITHER_WAY = re.compile(r"\((?:loss|income|deficit|expense)\)", re.IGNORECASE)
_ITEM_HEADING = re.compile(r"\s*[A-Za-z][A-Za-z&\- ]{0,40}\b(?:margin|expenses?|costs?|income|profit|earnings|EBITDA)"
                           r"(?:\s+by\s+[A-Za-z ]+)?\s*$", re.IGNORECASE)
"""A header's label cell that names a line item: "Contribution Margin", "Segment EBITDA"."""
_BY_PART = re.compile(r"\s+by\s+(?:reportable\s+|business\s+|operating\s+)?(?:segments?|geography|geographic\s+"
                      r"(?:areas?|regions?)|regions?|product\s+lines?|products?|markets?|channels?|categor(?:y|ies))"
                      r"\s*(?=:?\s*$)", re.IGNORECASE)
"""The parts a measure's heading splits it by ("Revenues by Segment", "Operating Profit by Geography")."""
_FLOWS = frozenset({"ocf", "fcf", "capex", "cashequivalent", "dna", "ppe"})
"""Measures whose heading stands over rows that are not parts of it: "| Cash flows from operating
activities |" over "| Net loss |" and "| Non-cash items, net |"."""


def table_facts(lines: list[str], source: int, table_no: int,
                hints: tuple[float, ...], title: str = "") -> list[Fact]:
    """The value cells of one pipe table, each bound to its row label, column and period."""
    facts: list[Fact] = []
    lines = join_wrapped_labels(join_header_dates(lines))
    # a caption's words are prose, no title the rows' words bind by; the one measure it names, or the
    # title's, is the rows' measure ("The following table represents total revenue by segment", "Revenues")
    caption = _CAPTION.match(title)
    title_tokens = () if caption else tokens(title)
    titled = tuple(dict.fromkeys(_section(caption.group(1) if caption else title))) if title else ()
    titled = titled if len(titled) == 1 else ()
    if titled == ("eps",) and any(_PER_SHARE_LABEL.search(line.strip().strip("|").split("|")[0]) for line in lines):
        # (not a title of per-share figures over rows that say which are: "Our loss per share ... is calculated as
        # follows" over "| Net loss |" and "| Basic and diluted loss per common share |" -- the amount's row is none)
        titled = ()
    header_rows: list[list[_Cell]] = []
    last_label = ""  # the label of the row of values above
    period_row: list[_Cell] | None = None
    period_above: list[_Cell] = []  # the header row above the period row
    spans: list[str] = []  # the durations a header row names over the period columns ("3M", "9M")
    span_month = ""  # the one month those durations' headings name ("Six months ended December 31,")
    if title and (titled_span := span_of(title)):  # ... or the title, one over them all ("Six Months Ended
        spans = [titled_span]  # December 31, 2023, Compared to Six Months Ended December 31, 2022" over "| 2023 | 2022 |")
    period_heads: list[_Cell] = []  # the period row's cells that name a period
    groups: list[str] = []  # the items a header row above the period row names over blocks of its columns
    group_width = 0  # the period row's named columns, that many value slots a grouped row has
    block_width = 0  # the period row's columns under each duration, when every duration has the same
    sub_heads: list[tuple[_Cell, str, int]] = []  # per value column: its period row heading, the row below's name,
    # and the heading's place among the period row's headings
    block: list[dict[int, float]] = []  # labelled value rows since the last header or total row
    slot_block: list[dict[int, float]] = []  # ... their values by value slot
    item_above: tuple[str, ...] = ()  # the line item of the labelled value row right above
    section: tuple[str, ...] = ()  # the measure a section heading names over the rows ("Cost of revenue:")
    under_heading = False  # the row above is a label line of its own ("| Earnings per share of common stock |")
    heading_above = ""  # ... and its words
    notes_col = False  # the period header has a "Notes" column: its cells are references
    base_slots: set[int] = set()  # the value slots a "| Contract revenues | 100.0 | % | 100.0 | % |" row marks as shares
    base_width = 0  # ... and how many value slots that row has
    marked_shares = False  # a value row above marks its cells as percents ("| Subscription | 89 | % | 85 | % |")
    budget = MAX_TABLE_CELLS
    block_heading = ""  # the last label line of its own under the period row ("| System-wide sales growth |")
    part: tuple[str, ...] = ()  # the words of a part's label line over its rows ("| Contract Manufacturing: |")
    variances = False  # the label column's heading names the periods compared ("Variances: Fiscal 2024 Versus Fiscal 2023")
    lone_versus = False  # the header row above the value rows is one heading that compares two periods
    headed: dict[int, str] = {}  # value row -> that label line
    for r, line in enumerate(lines):
        raw = _split_row(line)
        if budget <= 0:
            break
        budget -= len(raw)
        cells = [_read_cell(c) for c in raw]
        if any(c.periods for c in cells):
            # "| Fiscal 2023 | Fiscal 2022 | 2023 - 2022 |": a comparison's heading of two years and a spaced dash is
            # read as "2023" and a figure of -2,022, and the header row as a row of values; it names the two years
            # (as "2023-2022" does). Only beside another period heading: a row's label "2020 – 2024" stays a label
            cells = [_Cell(c.text, periods=(m.group(1), m.group(2))) if k and (m := _SPACED_YEARS.fullmatch(c.text.strip()))
                     else c for k, c in enumerate(cells)]
        if sum(1 for c in cells if c.periods) >= 2 and any(c.quantity is not None for c in cells) and all(
                _MARK_HEAD.fullmatch(c.text.strip()) for c in cells if c.quantity is not None):
            # "| (In millions) | 2023 (1) | 2022 (1) | $ (1) | % |": a header's "$ (1)" is the dollar change
            # column's heading and its footnote mark, not an amount of -1
            cells = [replace(c, quantity=None) for c in cells]
        if notes_col and period_row is not None:
            cells = _without_note_refs(cells, period_row)
        label_cell = cells[0] if cells else _Cell("")
        rest = cells[1:]
        values = [c for c in rest if c.quantity is not None]
        if label_cell.quantity is not None and not label_cell.periods:
            values = [c for c in cells if c.quantity is not None]
            label_cell, rest = _Cell(""), cells
        elif label_cell.currency_only:  # "| $ | 157,938 | 55.9 |": an unlabelled row, its first value's sign
            label_cell, rest = _Cell(""), cells
        if not values:
            header_rows.append(cells)
            # (the label column's heading, beside the columns' names: not "| 2024 vs. 2023 |" over "| 2024 | 2023 |
            # Change |")
            variances = variances or len([c for c in cells if c.text.strip()]) >= 2 and len(set(cells[0].periods)) >= 2 \
                and _VARIANCE_HEAD.search(cells[0].text) is not None
            block, slot_block = [], []
            item_above = ()
            named_cells = [c for c in cells if c.text.strip()]
            lone = len(named_cells) == 1 and not named_cells[0].periods  # a label line of its own
            # "| Y-o-Y Changes for the Year Ended |" over "| December 31, 2023 vs December 31, 2022 |" over value rows:
            # a heading of its own that compares two periods heads a table of changes (its columns' names, "| Changes
            # in $ | Changes in % |", and label lines under it), up to the next header row of periods
            if any(c.periods for c in cells):
                lone_versus = len(named_cells) == 1 and len(set(named_cells[0].periods)) >= 2 and \
                    _VARIANCE_HEAD.search(named_cells[0].text) is not None
            # (a heading that names a measure with more words than its name, over rows of parts: a measure's name
            # alone is the rows' section already, and a heading of no measure -- a segment's -- is a group of its own)
            block_heading = named_cells[0].text if lone and period_row is not None and not _section(
                named_cells[0].text) and set(tokens(named_cells[0].text)) & (MEASURES | _KPI_WORDS) else ""
            nil_row = bool(label_cell.text.strip()) and any(c.nil for c in rest) and all(
                c.nil for c in rest if c.text.strip())  # "| Amortization of intangibles | — | — |": no values
            if not lone and not nil_row:  # (a section's label line -- "| Operating expenses |" under the base row
                base_slots, base_width = set(), 0  # -- keeps the table's shares, as does a row of no values; a new
                # header does not)
            # (a measure's heading above the period row stays the rows' section: "| Operating income
            # (loss) |" over "| (In millions) | 2023 | 2022 |" over the segments' rows)
            # ... and so does the measure the label cell of the period row or of a header row over it
            # names ("| Gross Profit | 2023 | % | 2022 | % |", "| Revenues by Segment | December 29, |"):
            # the rows under it are that measure's parts
            # ("| Basic |" and "| Diluted |" under "| Net income (loss) per share: |" keep its section: their rows are
            # per-share figures too)
            # (and "| Basic |" and "| Diluted |" under "| Net income (loss) |" under "| Per common share data: |" are
            # the net income's per-share figures: the measure the line names, per share)
            section = section if lone and section and set(tokens(named_cells[0].text)) <= {"basic", "diluted"} \
                else (_section(named_cells[0].text, under_heading) or (
                    _section(f"{named_cells[0].text} per share:") if under_heading and _PER_SHARE_LABEL.search(
                        heading_above) else ())) if lone else (
                period_row is None and not label_cell.periods and _section(label_cell.text, item=True)) or (
                section if period_row is None and any(c.periods for c in cells) else ())
            # (a unit's note is no heading: "| (Dollar amounts in thousands) |" over "| Sales to external customers |")
            unit_note = lone and _UNIT_LINE.fullmatch(named_cells[0].text.strip()) is not None
            under_heading, heading_above = lone and not unit_note, named_cells[0].text if lone and not unit_note else ""
            # "| Contract Manufacturing: |" over "| US Customers |", "| International Customers |" and "| Net sales,
            # Contract Manufacturing |", then "| Other Nutraceuticals: |" over rows of the same labels: a label line
            # with a colon that names no measure is the part its rows are of -- words that tell the two
            # "International Customers" rows apart, as a title's do (up to the table's total)
            part = tokens(named_cells[0].text) if lone and named_cells[0].text.rstrip().endswith(":") else ()
            part = () if _ITEM_WORDS & set(part) else part  # (not "| Costs and expenses: |", a measure's)
            # "| Three Months Ended December 31, | Nine Months Ended December 31, |" over "| 2023 |
            # 2022 | 2023 | 2022 |": a 10-Q's quarter and year to date side by side
            named_spans = [sp for c in cells if (sp := span_of(c.text))]
            if named_spans:
                spans = named_spans
                # ("| Three months ended December 31, | Six months ended December 31, |" over "| 2023 | 2022 | ...":
                # the columns' one month, which their own headings do not say)
                named_months = {m.group(1)[:3].lower() for c in cells if span_of(c.text)
                                for m in [_MONTH_IN.search(c.text)] if m is not None}
                span_month = named_months.pop() if len(named_months) == 1 and all(
                    _MONTH_IN.search(c.text) for c in cells if span_of(c.text)) else ""
            if period_row is not None and len(header_rows) >= 2 and header_rows[-2] is period_row and not any(
                    c.periods for c in cells):
                sub_heads = _sub_heads(period_row, cells)
            elif period_row is not None and len(header_rows) >= 3 and header_rows[-3] is period_row and not any(
                    c.periods for c in cells) and _percent_of_only(header_rows[-2]):
                # "| Percent of |" split over "| Amount | Net Sales | Amount | Net Sales | Amount | Percent |":
                # each "Net Sales" under it is a share column
                sub_heads = _sub_heads(period_row, [replace(c, text=f"% of {c.text.strip()}") if _BASE_NAME.fullmatch(
                    c.text.strip()) else c for c in cells])
            if any(c.periods for c in cells) and not _comparison_subheader(cells, header_rows, period_row):
                period_row = _stub_joined(period_row, cells) if len(header_rows) >= 2 and header_rows[-2] is period_row \
                    else cells
                sub_heads = []
                period_above = header_rows[-2] if len(header_rows) >= 2 else []
                period_heads = [c for c in cells if c.periods]
                notes_col = any(_NOTES_HEADING.match(c.text) for c in cells)
                groups = _column_groups(header_rows[-4:-1])
                # ... over blocks alike: the period row repeats its headings once per group ("2023 |
                # 2022 | $ Change | % Change" twice), not "Percentage of Net Sales" over three years
                # and "Percentage Change" over one
                heads = [" ".join(c.text.split()) for c in cells if c.text.strip()]
                if groups and not _alike_blocks(heads, len(groups)):
                    groups = []
                group_width = len(heads)
                # ... and so does it once per duration of the row above ("| 2024 | 2023 | Increase
                # (Decrease) | % |" under each of "Three Months Ended" and "Nine Months Ended")
                block_width = _alike_blocks(heads, len(spans))
            continue
        under_heading, heading_above = False, ""
        row_period = label_cell.periods[0] if label_cell.periods else None
        # "Balance at December 31, 2023", "Shares subject to redemption at December 31, 2022": a
        # roll-forward's dated row is a line item at that date, not a row of a table whose rows are
        # periods ("2023", "Year ended December 31, 2023")
        dated_label = row_period is not None and bool(undated_tokens(label_cell.text))
        label = label_cell.text.strip() if not row_period or dated_label else ""
        if label and (d := _DILUTION_ONLY.fullmatch(label)) and (e := _DILUTION_END.search(last_label)) and (
                e.group(1).lower() != d.group(1).lower()):
            # "| Net income per share – basic | 0.03 | 1.47 |" over "| diluted | 0.03 | 1.46 |": the row below
            # is the same item's other dilution, "Net income per share – diluted"
            label = last_label[:e.start(1)] + d.group(1) + last_label[e.end(1):]
        last_label = label
        here = {j: c.quantity.value for j, c in enumerate(cells) if c.quantity is not None and c is not label_cell}
        # (and by value slot: "| Total North American ... | $ | 130,475 |" over "| International ... | 27,463 |"
        # over "| $ | 157,938 |" align by their values, the "$" cells and a missing label cell aside)
        in_slots = {k: c.quantity.value for k, c in enumerate(
            c for c in rest if c.quantity is not None or c.nil) if c.quantity is not None}
        if not label and not row_period and (_is_total(here, block) or _is_total(in_slots, slot_block, shares=True)):
            label = "Total"  # filings often leave the sum row of a block unlabelled
            block, slot_block = [], []
        elif label and not row_period:
            block.append(here | {j: 0.0 for j, c in enumerate(cells) if c.nil})
            slot_block.append({k: (0.0 if c.nil else c.quantity.value) for k, c in enumerate(
                c for c in rest if c.quantity is not None or c.nil) if c.quantity is not None or c.nil})
        head = _label_head(label)
        label_tokens = tokens(_WHOLE_IN_PARENTHESES.sub(" ", label))
        if label == "Total" and not label_cell.text.strip() and section:
            # the unlabelled total of a measure's parts ("| Gross Profit | 2023 | % |" over the segments
            # and "| $ | 157,938 | 55.9 |"): the measure's total
            label_tokens += tuple(t for t in section if t not in label_tokens)
        if section and label and any(t in MEASURES and t not in section for t in label_tokens):
            section = ()  # a row of another measure ("Adjusted operating income" after "Net income:")
        # "| Cost of revenue: |" over "| Subscriptions | ... |"; else the one measure the caption names ("The
        # following table represents total revenue by segment")
        row_section = (section or titled) if label else ()
        if label and _TOTAL.match(label):
            part = ()
            section = ()  # ... up to its total
        if label and _SHARE_ROW.match(label):
            # "| Research and development | $ | 656 | ... |" over "| Percentage of revenue | 29 | % |
            # ...": the share row is the line item's above, as a share of the base it names
            label_tokens = item_above + tuple(t for t in label_tokens if t not in item_above and t not in QUALIFIERS)
            item_above = ()
        else:
            item_above = label_tokens if label and not row_period else ()
        slots = [c for c in rest if not c.currency_only]  # compressed alignment
        # a header without the label column's cell ("| December 31, 2023 | December 31, 2022 | Change |")
        # is not aligned with a labelled row of as many cells: the row's values read in order
        positional = period_row is not None and len(period_row) == len(cells) and not (
            period_row[0].periods and cells[0].quantity is None)
        header_texts = _column_texts(header_rows, len(cells))
        value_slots = [c for c in slots if c.quantity is not None or c.nil]
        # a header of names without the label column's cell over rows of as many values ("| Branded Products |
        # Recommerce | Total |" over "| Revenue | $ | 7,659,684 | $ | 14,168,143 | $ | 21,827,827 |"): a name a value
        names = next(([c for c in h if c.text.strip()] for h in reversed(header_rows)
                      if len([c for c in h if c.text.strip()]) >= 2), []) if period_row is None else []
        names = names if len(names) == len(value_slots) and not any(header_texts) and not any(
            c.periods or c.quantity is not None or c.currency_only or span_of(c.text) for c in names) else []
        # (only a header compressed to its named cells: in a table of full rows the headings stand over
        # their own columns, and the measures a row's cells give -- "High | Low", "Current | Non-current"
        # -- are operands of one another)
        per_group = len(value_slots) // len(groups) if groups and not any(header_texts) and len(
            value_slots) == group_width else 0
        if label and not row_period and values and all(c.quantity.value == 100.0 and (
                c.quantity.kind == "percent" or (marked_shares and c.quantity.kind == "number"
                                                 and c.quantity.scale == 1.0)) for c in values):
            # the base row of a table of shares ("| Contract revenues | 100.0 | % | 100.0 | % |"): the
            # cells under its 100.0s are percents, "%" or not ("| Gross profit | 13.2 | 4.8 |"); so are
            # they under a "| Total revenue | 100 | 100 |" below a row marked as shares ("| Subscription |
            # 89 | % | 85 | % |", "%" only on a block's first and last rows)
            base_slots = {k for k, c in enumerate(value_slots) if c.quantity is not None}
            base_width = len(value_slots)
        elif label and not row_period and (beside := _base_beside_amounts(value_slots)):
            # "| Net revenues | $ | 3,029,126 | 100.0 | % | $ | 3,590,477 | 100.0 | % |" under "| 2024 | % OF NET
            # REVENUES | 2023 | ...": each period's amount, then its share; the cells after each amount in rows of as
            # many values are shares, "%" or not ("| Income from operations | 366,071 | 12.1 | 722,157 | 20.1 |")
            base_slots, base_width = beside, len(value_slots)
        marked_shares = marked_shares or any(c.quantity.kind == "percent" and "%" in c.text for c in values)
        slot = -1
        for j, cell in enumerate(cells):
            if cell.quantity is None or cell is label_cell:
                continue
            slot += 1
            periods: tuple[str, ...] = ()
            column = header_texts[j] if header_texts and j < len(header_texts) else ""
            if names:
                column = names[next(k for k, c in enumerate(value_slots) if c is cell)].text.strip()
            heading: _Cell | None = label_cell if row_period else None  # the cell that dates it
            share_column = False
            sub_group = -1
            if row_period:
                periods = (row_period,)
            elif positional and period_row is not None:
                heading = _positional_head(period_row, j)
                if heading is None and (_share_percent(period_row, j) or (
                        0 < j < len(period_row) and _OF_BASE_HEAD.fullmatch(period_row[j].text) and period_row[j - 1].periods)):
                    # ("| December 31, 2023 | of sales |" under a row of "%": the share column of the period before it)
                    heading, share_column = period_row[j - 1], True
            elif sub_heads and len(value_slots) == len(sub_heads) and (
                    at := next((k for k, c in enumerate(value_slots) if c is cell), -1)) >= 0:
                # "| 2023 | 2022 | Change |" over "| Amount | % of Net Sales | Amount | % of Net Sales | Amount
                # | % |": each period's amount and its share, then the change's amount and percent
                over, name, sub_group = sub_heads[at]
                heading = over if over.periods else None
                share_column = heading is not None and _says_percent(name)
                if heading is None:
                    column = " ".join(f"{over.text} {name}".split())
            elif period_row is not None:
                heading = _compressed_head(period_row, slots, cell, period_above)
                # a "% of revenue" column of its own after a period's: its cells are percents, "%" or not
                # (the column's words stay out of the binding: a memo's "sales" is not the column's
                # "revenues")
                at = next((k for k, c in enumerate(value_slots) if c is cell), -1)
                name = _compressed_name(period_row, len(value_slots), at) if at >= 0 else ""
                share_column = heading is not None and at >= 0 and not column and (
                    share_row(name) or name == "%")
                if heading is None and name and not column and CHANGE_COLUMN.search(name):
                    # "| 2023 | 2022 | AmountChange |" over "| Restructuring | — | 2,469 | (2,469 | ) |": a column the
                    # period row names a change after its periods has that name (no level of any year); other names
                    # stay unsaid ("| 2023 | ... | Prior | Total |": a "Total" column's words would outbind the rows)
                    column = name
            if heading is not None and not row_period:
                # a comparison's heading ("2023 to 2022 % Change", "2023 vs. 2022") names two
                # periods: its cells are changes, no level of the first
                # (... and so does "2023/2022" or "2019 over 2018" beside the years' own columns: two years latest first;
                # a table of such columns alone -- "| 2019 and 2018 | 2018 and 2017 |" under "Change" -- is of changes
                # whose two periods tell them apart)
                periods = () if len(set(heading.periods)) > 1 and (_COMPARISON_HEAD.search(heading.text) or (
                    all(p.isdigit() for p in heading.periods[:2]) and heading.periods[0] > heading.periods[1]
                    and any(len(set(h.periods)) == 1 for h in period_heads))) \
                    else heading.periods[:1]  # (not a fiscal year "2018/2019", "2021-2022")
            month = heading.month if heading is not None else ""
            if not month and heading is not None and period_above:
                # "| December 31, | March 31, | Change |" over "| (dollars in thousands) | 2023 | 2023 | Amount |":
                # each period column's month is the one above it (the two 2023 columns are told apart by it)
                above = [m.group(1)[:3].lower() for c in period_above if (m := _MONTH_HEAD.fullmatch(c.text.strip()))]
                k = next((i for i, c in enumerate(period_heads) if c is heading), None)
                if k is not None and len(above) == len(period_heads):
                    month = above[k]
            if not month and heading is not None and span_month and heading.periods and heading.periods[0].isdigit():
                month = span_month
            span = ""
            if heading is not None and not row_period and spans and not (
                    len(spans) > 1 and 0 < len(value_slots) < len(period_heads) and not positional):
                # (a row of fewer values than the periods under two durations -- "| Cash flow provided by
                # operating activities | $ | 2,216.0 | $ | 1,931.3 |" under the quarter and the six months
                # -- is of one of them, the table does not say which: a cash flow is year to date)
                k = next((i for i, c in enumerate(period_heads) if c is heading), None)
                if k is not None and len(period_heads) % len(spans) == 0:
                    span = spans[k // (len(period_heads) // len(spans))]
            elif not row_period and spans and sub_group >= 0 and (len(sub_heads) and (
                    groups_n := sub_heads[-1][2] + 1) % len(spans) == 0):
                span = spans[sub_group // (groups_n // len(spans))]  # a change block's, under its duration
            elif not row_period and len(spans) == 1:
                span = spans[0]  # a change column under the table's one duration ("| Three Months Ended |")
            elif not row_period and spans and block_width and len(value_slots) == block_width * len(spans):
                # ... or under its block's: "| 2024 | 2023 | Increase (Decrease) | % |" once under each of
                # "Three Months Ended" and "Nine Months Ended"
                span = spans[next(k for k, c in enumerate(value_slots) if c is cell) // block_width]
            elif not row_period and spans and period_row is not None and (short := short_block(
                    period_row, len(value_slots), next(k for k, c in enumerate(value_slots) if c is cell))) \
                    and short[0] == len(spans):
                span = spans[short[1]]  # ... or a row's that fills each block from its left, its changes too
            group = -1
            if per_group and not row_period:
                # a block of columns under a named item: the item and the period row's own name of
                # the column ("$ Change") are its header
                i = next(k for k, c in enumerate(value_slots) if c is cell)
                group = i // per_group
                own = _compressed_name(period_row, len(value_slots), i) if period_row is not None else ""
                column = " ".join(x for x in (groups[group], own) if x)
            if not periods:
                periods = _column_year(column)
            col_tokens = tokens(column)
            percent = share_column or _says_percent(column) or (
                len(value_slots) == base_width and next(
                    (k for k, c in enumerate(value_slots) if c is cell), -1) in base_slots) or (
                "%" in cell.text and cell.quantity.kind == "percent") or (
                # a cell without its "%" under the period row's "% Change" ("| 58 | 64 | (6) | (10) |")
                heading is None and not row_period and period_row is not None and not column and not positional
                and (at := next((n for n, c in enumerate(value_slots) if c is cell), -1)) >= 0
                and _says_percent(_compressed_name(period_row, len(value_slots), at)))
            facts.append(Fact(
                quantity=_marked(cell.quantity, cells[j - 1] if j else None), origin="table", source=source, label=label,
                label_tokens=label_tokens, head_tokens=head, column=" ".join(column.split()),
                column_tokens=col_tokens, title_tokens=title_tokens + tuple(t for t in part if t not in title_tokens),
                periods=periods, attached=bool(periods),
                percent_column=percent, percent_row=_says_percent(label), variance=variances or lone_versus,
                hint_scales=hints, row=r, col=j, table=table_no,
                item_axis="dated" if dated_label else "col" if row_period else "row", month=month, slot=slot,
                span=span, group=group, group_tokens=tokens(groups[group]) if group >= 0 else (), section=row_section,
                sentence=line.strip()))
            if block_heading:
                headed[r] = block_heading
    return _headed_blocks(_shares_beside_amounts(_titled_period(facts, title)), headed)


_TITLE_PERIOD = re.compile(
    rf"(?:for|during)[ \t]+the[ \t]+(?:(?:three|six|nine|twelve|\d{{1,2}})[- ](?:months?|weeks?)"
    rf"|(?:fiscal[ \t]+)?years?)[ \t]+end(?:ed|ing)[ \t]+{_MONTHS}[ \t]+\d{{1,2}},?[ \t]+((?:19|20)\d\d)[ \t]*:?",
    re.IGNORECASE)
"""A title that is one period and nothing else: "For the three months ended December 31, 2023:"."""


def _titled_period(facts: list[Fact], title: str) -> list[Fact]:
    """A table whose title is its one period and whose header names none ("For the three months ended December 31,
    2023:" over "| Branded Products | Recommerce | Total |", the same table for 2022 below it): every cell is of the
    title's year. A table whose header or rows date a cell keeps its own periods."""
    m = _TITLE_PERIOD.fullmatch(title.strip()) if title else None
    if m is None or any(f.periods or f.variance for f in facts):
        return facts
    return [replace(f, periods=(m.group(1),), attached=True) for f in facts]


def _base_beside_amounts(slots: list[_Cell]) -> set[int]:
    """The value slots of a base row's 100.0 % cells when each follows an amount ("| 3,029,126 | 100.0 | % | 3,590,477 |
    100.0 | % |"): two periods or more, every second value a "100.0 %"; empty for any other row."""
    if len(slots) < 4 or len(slots) % 2 or any(c.quantity is None for c in slots):
        return set()
    amounts, shares = slots[::2], slots[1::2]
    if all(c.quantity.kind == "percent" and "%" in c.text and c.quantity.value == 100.0 for c in shares) and not any(
            c.quantity.kind == "percent" or c.quantity.value == 100.0 for c in amounts):
        return set(range(1, len(slots), 2))
    return set()


def _shares_beside_amounts(facts: list[Fact]) -> list[Fact]:
    """A row whose every dated amount has an undated percent right after it ("| Gross profit | 139,858 | 16.2 | % |
    152,765 | 17.6 | % |" under "Year Ended December 31, 2023 | % of Revenues | Year Ended December 31, 2022 | % of
    Revenues", a header its folding left without the percents' years): each percent is of its amount's period (the
    17.6 % is 2022's). Not a row's change columns after all its amounts ("| 50 | 307 | (257) | (83.7 | %) |")."""
    rows: dict[int, list[Fact]] = defaultdict(list)
    for f in facts:
        rows[f.row].append(f)
    dated: dict[int, Fact] = {}
    for cells in rows.values():
        cells = sorted(cells, key=lambda f: f.col)
        amounts = [k for k, f in enumerate(cells) if not f.is_percent and len(f.periods) == 1]
        shares = [k for k, f in enumerate(cells) if f.is_percent and not f.periods]
        if len(amounts) < 2 or [k + 1 for k in amounts] != shares or len(cells) != 2 * len(amounts) or \
                len({cells[k].periods[0] for k in amounts}) != len(amounts):
            continue
        for k in amounts:
            a = cells[k]
            dated[id(cells[k + 1])] = replace(cells[k + 1], periods=a.periods, attached=True, month=a.month,
                                              span=cells[k + 1].span or a.span)
    return [dated.get(id(f), f) for f in facts] if dated else facts


def _headed_blocks(facts: list[Fact], headed: dict[int, str]) -> list[Fact]:
    """Rows of the same parts under several label lines of their own ("| System-wide sales (in US$ millions) |" and
    "| Comparable sales |" each over "| TH |", "| BK |", ..., "| Consolidated |"): each row is its heading's measure of
    that part, and its words are the heading's and its own ("Consolidated" under "Comparable sales" is the consolidated
    comparable sales, not the system-wide sales growth above it)."""
    under: dict[str, set[str]] = defaultdict(set)
    for f in facts:
        if f.row in headed:
            under[" ".join(f.label.lower().split())].add(headed[f.row])
    # (rows that name a measure themselves, "| Net sales |" under each segment's heading, keep their words)
    parts = {label for label, heads in under.items() if len(heads) >= 2 and not set(tokens(label)) & MEASURES}
    if not parts:
        return facts
    out = []
    for f in facts:
        label = " ".join(f.label.lower().split())
        if f.row in headed and label in parts:
            words = tokens(_UNITS_ASIDE.sub(" ", headed[f.row]))
            # (the whole's row, "| Consolidated |" or "| Total |", is the measure itself: a memo names no part)
            own = () if label in _WHOLE_PARTS else tuple(t for t in f.label_tokens if t not in words)
            f = replace(f, label_tokens=words + own)
        out.append(f)
    return out


_WHOLE_PARTS = frozenset({"consolidated", "total", "total company", "company", "companywide", "company-wide"})
"""The row label of the whole among a metric's parts ("| Consolidated |" under "| Comparable sales |")."""
_VARIANCE_HEAD = re.compile(r"\b(?:variances?|versus|vs\.?|compared)\b", re.IGNORECASE)
"""A label column's heading that names a comparison of its periods: the table's values are changes."""
_KPI_WORDS = frozenset({"count", "growth", "number", "rate"})
"""Words of an operating metric's heading that no line item's alias holds ("Restaurant count", "Net restaurant growth")."""
_ITEM_WORDS = MEASURES | _CASH_FLOW_WORDS | frozenset(
    {"cost", "expense", "income", "loss", "profit", "earning", "asset", "liability", "equity", "share"})
"""Words of a line item, not of a part of the company: a label line of a part names none."""
_UNITS_ASIDE = re.compile(r"\([^()]*\)")
"""A heading's parenthesis ("System-wide sales (in US$ millions)"): its units, no words of the measure."""


_SHARE_ROW = re.compile(r"^\s*(?:as\s+an?\s+)?(?:percent(?:age)?|%)\s+of\s+(?:(?:total|net)\s+)*(?:revenues?|sales|gross\s+profit)"
                        r"(?:\s*\([^()]*\))?\s*:?\s*$", re.IGNORECASE)
"""A row that states the row above's line item as a share of revenue, sales or gross profit
("| Marketing | $ | 73,178 | ..." over "| % of Gross Profit | 22.2 | % | 27.8 | % |"; "| % of net sales
(gross margin) |")."""


def share_row(label: str) -> bool:
    """A table row of the row above's line item as a share of revenue ("Percentage of revenue")."""
    return _SHARE_ROW.match(label) is not None


CHANGE_COLUMN = re.compile(r"(?<!ex)change|increase|decrease|variance", re.IGNORECASE)
"""A column's name that says its cells are changes, its words glued too ("$ Change", "AmountChange", "Increase
(Decrease)"; ``_CHANGE_NAME`` reads spaced words only) -- not a bridge's "Foreign exchange" column."""
_HEAD_END = re.compile(r"\s(?:for|of|in|at|ended|as|used[ \t]+to)\s|[(:;]"
                       r"|,(?![ \t]*(?:Inc|Corp|Corporation|Ltd|LLC|L\.?P|plc|N\.V|S\.A)\b)", re.IGNORECASE)
"""Where a long row label's head ends (not at a company's name's comma: "Total Agiliti, Inc. and Subsidiaries equity"
has no head "Total Agiliti", which a memo's "Agiliti's total assets" would name in full)."""


_NOTES_HEADING = re.compile(r"^\s*notes?\s*$", re.IGNORECASE)
_NOTE_REF = re.compile(r"^\s*\d{1,2}\s*$")


def _without_note_refs(cells: list[_Cell], period_row: list[_Cell]) -> list[_Cell]:
    """A row of a statement with a "Notes" column: its first value, a one- or two-digit number
    before the period values ("Total revenues | 12 | 326,694 | 292,718") or alone ("Earnings per
    share: | 13"), is a reference to a note, not a figure."""
    periods = sum(1 for c in period_row if c.periods)
    at = [j for j, c in enumerate(cells) if j and c.quantity is not None]
    if at and _NOTE_REF.match(cells[at[0]].text) and len(at) in (1, periods + 1):
        cells = list(cells)
        cells[at[0]] = _Cell(cells[at[0]].text)
    return cells


_PARENTHESES = re.compile(r"\([^()]*\)")


def _label_head(label: str) -> tuple[str, ...]:
    """The head of a long row label (five or more content words): its words before the first
    "for", "of", "in", "(" ...: "Interim dividend for the half year ended 31 December 2018 of AU
    16 cents" -> ("interim", "dividend"). A memo names a line item by its head; a short label is
    its own head (so "Cost of revenue" is never bound by "cost" alone) but for a unit or footnote
    in parentheses: "Gold ($/ounce)(1)" -> ("gold",)."""
    words = tokens(label)
    if len(words) < 5:
        # a short label's unit or footnote in parentheses is no part of the item's name: "Gold
        # ($/ounce)(1)" is named by "gold", "Expected term (in years)" by "expected term"
        bare = tokens(_PARENTHESES.sub(" ", label))
        return bare if bare and bare != words else ()
    m = _HEAD_END.search(label)
    if m is not None and _PART_OF.search(label, 0, m.end()) is not None:
        # a part of an item is named with the item: "Current portion of long-term debt, net of unamortized
        # discount" -> ("current", "portion", "long", "term", "debt"), not "current portion" (which the
        # "Long-term debt, net of ..." row's head, "long-term debt", would outweigh)
        m = _HEAD_END.search(label, m.end())
    head = tokens(label[: m.start()]) if m else ()
    return head if len(head) >= 2 else ()


_PART_OF = re.compile(r"\b(?:portion|part)\s+of\s$", re.IGNORECASE)


def _is_total(values: dict[int, float], block: list[dict[int, float]], shares: bool = False) -> bool:
    """An unlabelled row whose every figure is the sum of the column above it (since the last
    header or total), for at least one column, within rounding. ``shares``: columns of percents
    (every value within 100: a share of revenue, a margin, a change) need not add up, when two
    columns of amounts do."""
    if len(block) < 2 or not values:
        return False
    matched = 0
    percents = 0
    for j, v in values.items():
        parts = [row[j] for row in block if j in row]
        if len(parts) < 2:
            continue
        total = sum(parts)
        if abs(total - v) > max(1.0, 0.005 * abs(v)):
            if shares and all(abs(x) <= 100.0 for x in [*parts, v]):
                percents += 1
                continue
            return False
        matched += 1
    return matched > 0 and (not percents or matched >= 2)


_YEAR_IN_HEADER = re.compile(r"(?<![\d,.])(?:19|20)\d\d(?![\d,.])")


def _column_year(column: str) -> tuple[str, ...]:
    """The period of a column whose header holds exactly one year among other words
    ("52 weeks ended 30 Mar 2019 £m" -> 2019), when no period row gave it one."""
    years = set(_YEAR_IN_HEADER.findall(column))
    return (years.pop(),) if len(years) == 1 else ()


_FOOTNOTE = re.compile(r"\(\d{1,2}\)|\(?[a-z]\)")
_MARK_HEAD = re.compile(r"[$€£¥%]?[ \t]*\(\d\)")
_EXCEPT = re.compile(r"\bexcept\b[^)|]*", re.IGNORECASE)


def _says_percent(header: str) -> bool:
    """A row label or column header whose values are percents: "%", "(percent)", "% of sales";
    not a scale note's exception ("(in thousands, except percentages)")."""
    header = _EXCEPT.sub("", header)
    return "%" in header or "percent" in header.lower()


def _column_texts(header_rows: list[list[_Cell]], width: int) -> list[str]:
    """Header words per column position (period cells left out), for rectangular tables."""
    texts = ["" for _ in range(width)]
    for cells in header_rows[-3:]:
        if len(cells) != width:
            continue
        for j, c in enumerate(cells):
            if c.text and not c.periods and not c.nil and not c.currency_only:
                texts[j] = (texts[j] + " " + c.text).strip()
    return texts


_MONTH_DAY = re.compile(rf"\s*(?:(?:as[ \t]+of|at)[ \t]+)?{_MONTHS}[ \t]+\d{{1,2}},?\s*", re.IGNORECASE)
"""A date's month and day, its year in the row below ("| December 31, | September 30, |" over "| 2023 | 2023 |"): a
period's heading, no group of columns."""


def _column_groups(rows: list[list[_Cell]]) -> list[str]:
    """The items a header row above the period row names, one per block of period columns
    ("| Net Revenue | Direct Operating Expenses |" over "| For the Year Ended December 31, | For the
    Year Ended December 31, |" over "| 2023 | 2022 | $ Change | % Change | 2023 | 2022 | ... |"): two
    or more distinct names, none a period, a duration, a date's month and day or the label column's heading; the
    nearest such row, or none."""
    for cells in reversed(rows):
        named = [c for c in cells if c.text.strip()]
        texts = [" ".join(c.text.split()) for c in named]
        if len(named) >= 2 and len(set(texts)) == len(texts) and not any(
                c.periods or c.quantity is not None or c.nil or c.currency_only or span_of(c.text)
                or _LABEL_HEADING.search(c.text) or _MONTH_DAY.fullmatch(c.text) for c in named):
            # (not blocks that add up to a "Total" block -- "| Not Guaranteed | Guaranteed | Total |":
            # the measures of one line item, whose "Total" a memo's "Total was ..." names by its row)
            return [] if any(set(tokens(t)) <= {"total", "net"} for t in texts) else texts
    return []


def _compressed_name(period_row: list[_Cell], n: int, i: int) -> str:
    """The period row's own name of the i-th of ``n`` value columns ("$ Change", "% Change"), when
    the row names each value column; "" for a period column or when it does not."""
    named = [c for c in period_row if c.text.strip()]
    if len(named) == n + 1 and named[0] is period_row[0] and not named[0].periods:
        named = named[1:]  # the label column's heading ("| Gross Profit | 2023 | % | 2022 | % |") names no value column
    if len(named) != n or named[i].periods:
        return ""
    return " ".join(named[i].text.split())


def _share_percent(heads: list[_Cell], i: int) -> bool:
    """``heads[i]`` is a bare "%" right after a period's heading, and so is another: "| 2023 | % | 2022 |
    % | Amount | % |" gives each period its share of the total (the last "%", after "Amount", is the
    change's; "| 2023 | 2022 | % |" has one change column)."""
    def after_period(k: int) -> bool:
        return 0 < k < len(heads) and heads[k].text.strip() == "%" and bool(heads[k - 1].periods)
    return after_period(i) and sum(after_period(k) for k in range(len(heads))) >= 2


BASE_NAME = r"(?:total[ \t]+|net[ \t]+)*(?:revenues?|sales)"
"""A share's base named as revenue: "net sales", "total revenues" (the header's "% of Net Sales", a margin's
"12.6% of revenues")."""
_BASE_NAME = re.compile(BASE_NAME, re.IGNORECASE)
_OF_BASE_HEAD = re.compile(rf"\s*of\s+{BASE_NAME}\s*", re.IGNORECASE)
"""A share column's heading whose "%" is in the header row above it: "| December 31, 2023 | of sales |"."""
_PERCENT_OF = re.compile(r"(?:as[ \t]+a[ \t]+)?(?:percent(?:age)?|%)[ \t]+of", re.IGNORECASE)


def _percent_of_only(cells: list[_Cell]) -> bool:
    """A header row whose every named cell is "Percent of" (the rest of the heading in the row below)."""
    named = [c.text.strip() for c in cells if c.text.strip()]
    return bool(named) and all(_PERCENT_OF.fullmatch(" ".join(t.split())) for t in named)


def _sub_heads(period_row: list[_Cell], below: list[_Cell]) -> list[tuple[_Cell, str, int]]:
    """The value columns a header row right under the period row names in blocks, one block per
    heading of the period row ("| 2023 | 2022 | Change |" over "| Amount | % of Net Sales | Amount | % of
    Net Sales | Amount | % | Comparable Sales % |"): per column its period row heading, its own name
    and the heading's place; [] unless the row splits at each repeat of its first name into as many blocks as the period
    row has headings, one of them a period's (the label column's heading aside in either row)."""
    heads = [c for c in period_row if c.text.strip()]
    if heads and heads[0] is period_row[0] and not heads[0].periods:
        heads = heads[1:]
    names = [" ".join(c.text.split()) for c in below if c.text.strip()]
    if len(names) > 1 and names[1:].count(names[0]) == 0 and names[2:].count(names[1]) >= 1:
        names = names[1:]  # "| (in thousands) | Amount | % | Amount | % |"
    starts = [k for k, t in enumerate(names) if t == names[0]] if names else []
    if len(starts) >= 2 and len(heads) == len(starts) + 1 and all(
            b - a == starts[1] - starts[0] for a, b in pairwise(starts)) and (
                extra := names[starts[-1] + starts[1] - starts[0]:]) and all(_CHANGE_NAME.search(t) for t in extra):
        # ("| February 3, 2024 | January 28, 2023 | Ended February 3, 2024 |" under "| Change from Year Ended January
        # 28, 2023 to the Year |", over "| Dollars | % | Dollars | % | $ Change | % Change |": the last heading is the
        # change's, its date part of its words -- the columns named as a change past the periods' blocks)
        heads = heads[:-1]
    if len(heads) < 2 or len(starts) != len(heads) or not any(c.periods for c in heads) or len(names) <= len(heads):
        return []
    ends = starts[1:] + [len(names)]
    out = [(heads[g], names[k], g) for g, (a, b) in enumerate(zip(starts, ends)) for k in range(a, b)]
    # ("| 2023 | 2022 |" over "| Amount | % | Amount | % | Variance $ | Variance % |": the columns past the last
    # period's block, named as a change, are the change's -- no period's)
    width = starts[1] - starts[0]
    extra = names[starts[-1] + width:]
    if all(b - a == width for a, b in pairwise(starts)) and extra and all(
            _CHANGE_NAME.search(t) for t in extra):
        out = out[:len(out) - len(extra)] + [(_Cell(""), t, len(heads)) for t in extra]
    return out


_CHANGE_NAME = re.compile(r"\b(?:variances?|changes?|increase|decrease|inc\.?|dec\.?)\b", re.IGNORECASE)
"""A value column's name that says it holds a change ("Variance $", "% Change", "Increase (Decrease)")."""


def _positional_head(period_row: list[_Cell], j: int) -> _Cell | None:
    """The period heading over column ``j``; an empty header cell sits under the spanning one at left."""
    k = j
    while k > 0 and not period_row[k].periods and not period_row[k].text.strip():
        k -= 1
    return period_row[k] if period_row[k].periods else None


def _alike_blocks(heads: list[str], n: int) -> int:
    """The width of each of ``n`` blocks the headings repeat in ("2023 | 2022 | $ Change | % Change"
    twice: 4), or 0 when they are not ``n`` blocks alike."""
    if n < 1 or not heads or len(heads) % n:
        return 0
    width = len(heads) // n
    return width if len({tuple(heads[k:k + width]) for k in range(0, len(heads), width)}) == 1 else 0


def _stub_joined(above: list[_Cell] | None, cells: list[_Cell]) -> list[_Cell]:
    """A period row under a heading row that opens with a period of its own and then a duration of no year: "| Period
    from January 1, 2023 to November 22, 2023 | Year ended December 31, |" over "| 2022 | 2021 |" heads three columns,
    the stub period's and the two years' (read as the two years only, a row's three values had no period). Else
    ``cells`` as they are."""
    named = [c for c in above or () if c.text.strip()]
    if len(named) == 2 and len(set(named[0].periods)) == 1 and not named[1].periods and _duration_head(named[1].text) \
            and not span_of(named[0].text) and all(c.periods for c in cells if c.text.strip()) and not any(
                set(named[0].periods) & set(c.periods) for c in cells):
        return [named[0], *(c for c in cells if c.text.strip())]
    return cells


def _comparison_subheader(cells: list[_Cell], header_rows: list[list[_Cell]],
                          period_row: list[_Cell] | None) -> bool:
    """A header row right under the period row whose only periods are a comparison's ("| (dollars in
    thousands) | % of Sales | % of Sales | 2023 vs 2022 |" under "| 2023 | 2022 | Change ($) |"):
    it names the columns under the periods, and the periods stay the row above's (read as the
    period row, it left every level of the table without a period)."""
    dated = [c for c in cells if c.periods]
    return (period_row is not None and len(header_rows) >= 2 and header_rows[-2] is period_row
            and sum(len(set(c.periods)) == 1 for c in period_row) >= 2
            and all(len(set(c.periods)) > 1 and _COMPARISON_HEAD.search(c.text) for c in dated))


_YEARS_ENDED = re.compile(r"\b(?:years?|weeks?|quarters?)[ \t]+end(?:ed|ing)\b|\bfiscal[ \t]+years?\b", re.IGNORECASE)


def _duration_head(text: str) -> bool:
    """A heading of the periods' duration: "Three Months Ended March 31,", "Year Ended December 31,"."""
    return bool(span_of(text)) or _YEARS_ENDED.search(text) is not None


def short_block(period_row: list[_Cell], n: int, i: int) -> tuple[int, int, _Cell] | None:
    """A row of as many or fewer values than a header of alike blocks ("| 2023 | 2024 | Reported Change | Organic
    Change |" under each of "Three Months Ended" and "Nine Months Ended", over "| Interest expense, net |
    $ | 22 | $ | 30 | 36 | % | $ | 54 | $ | 86 | 59 | % |"): each block holds as many of the row's ``n``
    values, from its left: the number of blocks, the i-th value's block and its heading. None unless
    every block's period columns are among the ones it fills (a row that leaves out a period's
    column is not read so)."""
    first = next((k for k, c in enumerate(period_row) if c.periods), None)
    if first is None:
        return None
    named = [c for c in period_row[first:] if c.text.strip()]
    texts = [" ".join(c.text.split()) for c in named]
    for k in (2, 3, 4):
        width = _alike_blocks(texts, k)
        if not width or n % k or not 0 < n // k <= width:
            continue
        per = n // k
        if any(c.periods for c in named[per:width]):
            return None
        return k, i // per, named[(i // per) * width + i % per]
    return None


def _trailing_heads(above: list[_Cell]) -> tuple[int, bool]:
    """The headings after the duration in the header row above the period row ("| Three Months Ended March 31,
    | $Change |"): how many (0 unless the row opens with the duration, after the label column's heading if it
    has one) and whether each is a change's."""
    named_above = [c for c in above if c.text.strip()]
    if len(named_above) > 1 and not named_above[0].periods and not _duration_head(named_above[0].text) and (
            _LABEL_HEADING.search(named_above[0].text) or _duration_head(named_above[1].text)):
        named_above = named_above[1:]  # "(In thousands)", "Consolidated": the label column's heading
    rest = named_above[1:]
    changes = bool(rest) and all(_COMPARISON_HEAD.search(c.text) or "%" in c.text for c in rest)
    trailing = len(rest) if named_above and all(not c.periods and not _duration_head(c.text) for c in rest) and (
        span_of(named_above[0].text) or (_YEARS_ENDED.search(named_above[0].text) and changes)) else 0
    return trailing, changes


def _amount_share_pairs(cells: list[_Cell]) -> bool:
    """Cells in pairs of an amount then a percent ("| 14,047 | 25% | 24,691 | 32% |"); a pair may hold a
    nil ("| 141 | — | 5,520 | 7% |"), and at least one pair is whole."""
    def percent(c: _Cell) -> bool:
        return c.quantity is not None and c.quantity.kind == "percent"
    pairs = [(cells[k], cells[k + 1]) for k in range(0, len(cells) - 1, 2)]
    return bool(pairs) and len(cells) % 2 == 0 and all(
        (a.nil or not percent(a)) and (b.nil or percent(b)) for a, b in pairs) and any(
            not a.nil and percent(b) for a, b in pairs)


_MARK_CELL = re.compile(r"\([1-9]\)")
"""A footnote's mark in a cell of its own: "(1)"."""


def _compressed_head(period_row: list[_Cell], slots: list[_Cell], cell: _Cell,
                     above: list[_Cell] = ()) -> _Cell | None:  # type: ignore[assignment]
    """Ragged rows: the n-th value slot under the n-th period heading (blockwise when a multiple).
    ``above``: the header row above the period row."""
    heads = [c for c in period_row if c.periods]
    value_slots = [c for c in slots if c.quantity is not None or c.nil]
    if not heads or cell not in value_slots:
        return None
    i = next(k for k, c in enumerate(value_slots) if c is cell)
    n, m = len(value_slots), len(heads)
    if n == m:
        return heads[i]
    if n > m + 1 and _MARK_CELL.fullmatch(value_slots[-1].text.strip()) and n == m + _trailing_heads(above)[0] + 1:
        # "| Three Months Ended March 31, | Increase(Decrease) |" over "| 2024 | 2023 |" and "| Number of hospitals (at
        # end of period) | 52 | 61 | (9) | (1) |": a value past the row's one per heading that is a footnote's mark, "(1)",
        # is no value (read as two per period, 61 passed as 2024's)
        return None if cell is value_slots[-1] else _compressed_head(
            period_row, [c for c in slots if c is not value_slots[-1]], cell, above)
    # a header of more columns than periods ("2023 | 2022 | $ | %/pts", "Notes | 2024 | 2023"):
    # a row with a value under each heading reads them in order, and only the period headings
    # give a period (the label column's heading, when the header has one, is the first cell)
    for headings in (period_row[1:], period_row):
        if headings is not period_row and m >= 2 and period_row[0].periods:
            continue  # a header that opens with its periods has no label column's heading: "| 2023 | 2022 |
            # Change | % Change |" over "| Gross margin | 81 | % | 79 | % | 2 | % |" (81% is 2023's, not
            # 2022's); one period may head the label column ("30 June 2019 | Current | 0 to 30 days past due")
        named = [c for c in headings if c.text.strip()]
        if headings is period_row and named and not named[0].periods and _LABEL_HEADING.search(named[0].text):
            continue  # "For the three months ended December 31," heads the label column, no value column
        if len(named) == n > m:
            if not named[i].periods and i and named[i - 1].periods and (
                    share_row(named[i].text) or _share_percent(named, i) or _OF_BASE_HEAD.fullmatch(named[i].text)):
                # "| 2023 | % of revenue | 2022 | % of revenue | Amount | % |": a share column after a
                # period's is that period's (the prior year's 44% passed as 2023's)
                return named[i - 1]
            return named[i] if named[i].periods else None
    # "| March 29, 2024 | March 31, 2023 | $ Change | % Change |" over rows of six values: each
    # period column holds its amount and its percent of revenue, each heading after the periods one
    first = next(k for k, c in enumerate(period_row) if c.periods)
    after = [k for k, c in enumerate(period_row[first:], first) if c.text.strip() and not c.periods]
    last = max(k for k, c in enumerate(period_row) if c.periods)
    short = short_block(period_row, n, i)
    if short is not None:
        return short[2] if short[2].periods else None
    trailing, changes = _trailing_heads(above)
    if trailing and n == m + trailing and len(after) <= trailing and (not after or after[0] > last):
        # "| Consolidated | Three Months Ended March 31, | Variance | FX Impact (a) | Variance Excluding FX Impact |"
        # over "| 2024 | 2023 | Favorable / (Unfavorable) |" and rows of five values: one value per period,
        # then one under each heading after the duration (the period row's last heading spans those)
        return heads[i] if i < m else None
    if trailing and not after and n == 2 * m + trailing and _amount_share_pairs(value_slots[:2 * m]):
        # "| Year Ended December 31, | $ Change | %Change |" over "| (in thousands) | 2023 | 2022 |" and
        # "| Content Licensing | 14,047 | 25 | % | 24,691 | 32 | % | (10,644) | (43 | %) |": each period holds
        # its amount and its share of the total, then one value under each heading after the duration
        # (read as three values per period, 2022's 24,691 passed as 2023's)
        return heads[i // 2] if i < 2 * m else None
    if after and after[0] > last and n - len(after) > m and (n - len(after)) % m == 0:
        per = (n - len(after)) // m
        return heads[i // per] if i < n - len(after) else None
    if after and after[0] > last and len(period_row) == last + 1 + len(after) and n == 2 * (m + len(after)):
        # "| 2023 | 2022 | Year-to-Year Variance |" (no label column's cell) over "| Net sales | $ | 225,882 | 100.0 |
        # % | $ | 278,166 | 100.0 | % | $ | (52,284) | (18.8) | % |": two values under each heading, the
        # periods' amount and share, then the change's amount and percent
        return heads[i // 2] if i < 2 * m else None
    if after and after[0] > last and n - m >= len(after):
        # "| For the three months ended December 31, | 2023 | 2022 | Increase (Decrease) |" over
        # "| Revenues | $ | 394 | $ | 669 | $ | (275) | (41) | % |": one value per period, then the change
        # heading's amount and percent (the label column's heading was counted as a value column and
        # every figure shifted a period)
        return heads[i] if i < m else None
    # "| Three Months Ended March 31, | $Change |" over "| 2024 | 2023 |": the headings after the
    # duration in the row above are columns after the periods (one value each)
    # (also "Year Ended December 31," after the label column's "(In thousands, except per unit data)",
    # over rows of two amounts, a change and a percent, or of two margins and a change in bps: the headings read
    # above, ``_trailing_heads``)
    # (after "Year Ended" only change headings: "| Year Ended | Dividends per Share | Record Date |
    # Total Amount |" over "| Fiscal 2024 |" is a row's columns of one period; a row of change
    # columns may leave one out: "| 12.6 | % | 18.7 | % | (610) | bps |" under "Change" and "%Change")
    # (a row of one value under each heading, n == m + trailing, was read above: here a row that leaves a change
    # column out)
    if trailing and len(period_row) == m and changes and m < n < m + trailing:
        return heads[i] if i < m else None
    if n > m and n % m == 0:
        return heads[i // (n // m)]
    # "2022 | 2021 | 2022 vs. 2021": comparison columns after two or more period columns may hold
    # two values each (amount and %); a row's figures past the period columns have no period
    single = next((k for k, c in enumerate(heads) if len(c.periods) > 1), m)
    comparisons = 2 <= single < m
    if n > m and comparisons:
        return heads[i] if i < single else None
    if n < m:  # a row with fewer values: the most recent columns come first in filings
        return heads[i] if not comparisons or i < single else None
    # "| Apr 1,2023 | Mar 26,2022 | Amount | Percent | Amount | Percent | Apr 1,2023 | Mar 26,2022 |" over
    # rows of nine values (the converted header lost a heading of the change blocks, and the periods
    # repeat over a "Percent of total" block): the periods the header starts with stand over the
    # row's first values, in order; the rest stay undated (which heading the lost one was is unknown)
    named = [c for c in period_row if c.text.strip()]
    if named and not named[0].periods and _LABEL_HEADING.search(named[0].text):
        named = named[1:]
    lead = next((k for k, c in enumerate(named) if not c.periods), len(named))
    if 2 <= lead < len(named) and n > m and n >= len(named) - 1 and len({c.periods[:1] for c in named[:lead]}) == lead:
        return named[i] if i < lead else None
    return None


# ---------------------------------------------------------------------------------------------
# a whole context


def context_facts(contexts: list[str]) -> list[Fact]:
    """Every figure of every context passage, from its tables and its prose.

    The last few contexts' readings are kept (``fact_verification`` and ``numeric_consistency``
    read the same passages of a memo); the facts are frozen, their lists fresh per call."""
    return list(_context_facts(tuple(contexts))[0])


@lru_cache(maxsize=16)
def _context_facts(contexts: tuple[str, ...]) -> tuple[tuple[Fact, ...], tuple[tuple[str, int], ...]]:
    out: list[Fact] = []
    for ci, ctx in enumerate(contexts):
        hints = tuple(scale for scale, _ in unit_hints(ctx))
        # a glued PDF page's words split; a page number that opens the passage ("70 liabilities
        # include an increase ...": a chunk cut at a page break) is no figure
        text = _LEADING_PAGE.sub("", fold_cell_lines(unglue(ctx)), count=1)
        text = footnote_rows(text)
        tables, prose = split_tables(text)
        titles = table_titles(text)
        for ti, lines in enumerate(tables):
            cells = table_facts(lines, ci, ti, hints, titles[ti] if ti < len(titles) else "")
            out.extend(cells)
            out.extend(label_facts(cells, lines))
        out.extend(text_facts(prose, "text", ci, hints))
    found = dated_by_cells([f for f in out if math.isfinite(f.quantity.value)])
    shifts = quarter_shifts(found)
    return tuple(on_calendar(fiscal_named(found), shifts)), shifts


_LABEL_PAIR = re.compile(r"\d[\d,.]*[ \t]+and[ \t]+\$?[ \t]?\d[\d,.]*")
_LABEL_DATES = re.compile(rf"\b(?:as[ \t]+of|at)[ \t]+(?:{MONTH})\.?[ \t]+\d{{1,2}},?[ \t]+(?:19|20)\d\d[ \t]+and\b",
                          re.IGNORECASE)
_LABEL_SENTENCES = 1_000_000
"""Sentence numbers of row labels read as prose: this many per table, after any passage's own sentences."""
_FIRST_FIGURE = re.compile(r"[$€£]?[ \t]?\d")


def _reads_label(label: str) -> bool:
    """A row label that states pairs of figures of its own for dates it names (:func:`label_facts`)."""
    return _LABEL_PAIR.search(label) is not None and _LABEL_DATES.search(label) is not None


def from_label(f: Fact) -> bool:
    """A figure :func:`label_facts` read in a row label."""
    return f.from_label


def label_facts(cells: list[Fact], lines: list[str]) -> list[Fact]:
    """The figures a row label states of its own for the balance dates it names, read as prose: "Class A ordinary
    shares subject to possible redemption, 4,542,733 and 27,600,000 shares at redemption value of approximately
    $ 10.81 and $ 10.25 per share as of December 31, 2023 and December 31, 2022, respectively" -- a count of shares
    and a price per share for each date, which the row's cells (the carrying amounts) are not. The label is read whole
    (not cut at :data:`MAX_CELL_CHARS`), as one sentence (its semicolons as commas: "...; 2,846,071 and 23,000,000
    shares issued and outstanding as of December 31, 2023 and 2022, respectively"), numbered after the passage's own
    sentences, and without the passage's scale: a label's counts are written in full. Only figures read for one date
    are kept."""
    out: list[Fact] = []
    seen: set[int] = set()
    joined: list[str] = []  # the table's lines as :func:`table_facts` numbers its rows (read once, where needed)
    for c in cells:
        if c.row in seen or _LABEL_PAIR.search(c.label) is None:
            continue
        seen.add(c.row)
        joined = joined or join_wrapped_labels(join_header_dates(lines))
        if not 0 <= c.row < len(joined):
            continue
        raw = _split_row(joined[c.row])
        whole = raw[0].translate(BLANK_INVISIBLE).strip() if raw else ""
        label = whole if whole.startswith(c.label[:40]) else c.label
        if not _reads_label(label):
            continue
        number = _LABEL_SENTENCES * (1 + c.table) + c.row
        # (a count named by the row's item too, the words before the label's first figure -- a price per share keeps
        # its own words; only a figure read for one date: "$ 0.0001 par value" or "100,000,000 shares authorized" is
        # of none)
        # (and the first price of a pair is per share as the second: "$ 10.81 and $ 10.25 per share")
        head = tokens(label[:m.start()]) if (m := _FIRST_FIGURE.search(label)) else ()
        read = text_facts(label.replace(";", ",").rstrip(".") + ".", "text", c.source)
        for k, f in enumerate(read):
            g = read[k + 1] if k + 1 < len(read) else None
            if len(f.periods) != 1:
                continue
            each = g is not None and g.per_unit and f.quantity.currency is not None and _AND_ONLY.fullmatch(
                f.sentence[f.quantity.end:g.quantity.start]) is not None
            out.append(replace(f, sentence_index=number, from_label=True, per_unit=f.per_unit or each, label_tokens=tuple(
                dict.fromkeys(head + f.label_tokens)) if f.quantity.currency is None else f.label_tokens))
    return out


def context_quarter_shifts(contexts: list[str]) -> tuple[tuple[str, int], ...]:
    """The fiscal quarters the passages name by another year than their tables' columns
    (``quarter_shifts``): a memo's quarters are read on the same calendar (``on_calendar``)."""
    return _context_facts(tuple(contexts))[1]


_QUARTER_KEY = re.compile(r"(Q[1-4]) ((?:19|20)\d\d)")


def quarter_shifts(facts: list[Fact]) -> tuple[tuple[str, int], ...]:
    """The years to add to a fiscal quarter's name to get its table column's. A filing whose year
    ends in September names the quarter ended December 31, 2023 "the first quarter of 2024" in its
    prose ("Net sales of $94.7 million in the first quarter of 2024") and "2023" in its tables (the
    column "Three Months Ended December 31, 2023" holds 94,733): when every prose figure of a named
    quarter that states a table cell states one of the same year shift (and it is not zero), that
    quarter's name is read on the tables' calendar."""
    # (a change in prose is no table's level: "Total revenues increased $32 million in the first quarter of 2024"
    # does not state the 32 of an "International RAC" row's 2023 column)
    named = [f for f in facts if f.origin == "text" and len(f.periods) == 1 and _QUARTER_KEY.fullmatch(f.periods[0])
             and f.role != "change" and not f.change]
    cells = [f for f in facts if f.origin == "table" and len(f.periods) == 1 and f.periods[0].isdigit()
             and f.span in ("", "3M")]
    if not named or not cells:
        return ()
    seen: dict[str, set[int]] = {}
    for t in named:
        quarter, year = t.periods[0].split()
        for c in cells:
            if _same_figure(t, c):
                seen.setdefault(quarter, set()).add(int(c.periods[0]) - int(year))
    return tuple(sorted((q, d.pop()) for q, d in seen.items() if len(d) == 1 and d != {0}))


def on_calendar(facts: list[Fact], shifts: tuple[tuple[str, int], ...]) -> list[Fact]:
    """``facts`` with the fiscal quarters ``shifts`` names read as their tables' years ("Q1 2024"
    -> "2023", a three-month figure): in their periods, the periods they are not of and their
    prior level's period."""
    if not shifts:
        return facts
    by = dict(shifts)

    def key(p: str) -> str:
        m = _QUARTER_KEY.fullmatch(p)
        return str(int(m.group(2)) + by[m.group(1)]) if m and m.group(1) in by else p

    out = []
    for f in facts:
        moved = tuple(map(key, f.periods)), tuple(map(key, f.not_periods)), key(f.before) if f.before else ""
        if moved != (f.periods, f.not_periods, f.before):
            f = replace(f, periods=moved[0], not_periods=moved[1], before=moved[2], span=f.span or "3M")
        out.append(f)
    return out


EARLY_MONTHS = MONTH_KEYS[:2]
"""The months a fiscal year ends in that a filing may name it by the year before ("Fiscal Year 2023"
ended February 3, 2024: a retailer's year is most of the calendar year before)."""


def _same_figure(text: Fact, cell: Fact) -> bool:
    """A prose figure that states a table cell: its value at its own precision, in a scale the
    passage states or none, and a word of the cell's row in the sentence."""
    q, c = text.quantity, cell.quantity
    if "percent" in (q.kind, c.kind) or cell.is_percent or c.value == 0 or abs(q.value) < 10:
        return False
    half = 0.5 * 10 ** -q.decimals * q.scale
    return any(abs(abs(c.value) * s - abs(q.value)) <= half * (1 + 1e-9) for s in (1.0, *cell.hint_scales)) \
        and bool(set(cell.label_tokens) & set(text.sentence_tokens))


_EXACT_DIGITS = 5
"""The significant digits that make a prose figure and a table cell one figure by value alone ("$773,425")."""


def dated_by_cells(facts: list[Fact]) -> list[Fact]:
    """A prose figure of no period that a table states exactly, in cells of one period only, is of that period: "the
    Sponsor's fees, which were $773,425 for the year" (a paragraph on 2022 that names its year sentences before) is
    the "| Total expenses | 686,580 | 773,425 |" row's 2022 cell -- not a figure of any year a memo names. Only a figure
    of at least ``_EXACT_DIGITS`` significant digits, which two periods seldom share by chance, and not a prior level
    (whose period its sentence gives by the current one's)."""
    cells: dict[float, set[str]] = defaultdict(set)
    for c in facts:
        if c.origin == "table" and len(c.periods) == 1 and not c.is_percent and c.quantity.kind != "percent":
            cells[abs(c.quantity.value)].add(c.periods[0])
    if not cells:
        return facts
    out = []
    for f in facts:
        q = f.quantity
        if f.origin == "text" and not f.periods and not f.prior and q.kind != "percent" and q.scale == 1.0 and len(
                periods := cells.get(abs(q.value), set())) == 1 and len(
                re.sub(r"\D", "", q.text).strip("0")) >= _EXACT_DIGITS:
            f = replace(f, periods=tuple(periods))
        out.append(f)
    return out


def fiscal_named(facts: list[Fact]) -> list[Fact]:
    """The context's fiscal years named as its prose names them. A filing whose year ends in January
    or early February may call it by the year before ("Net sales for Fiscal Year 2023 decreased ... to
    $604.7 million" beside a table whose column "February 3, 2024" holds 604,661): when the prose
    states a figure of a column so, and no figure of such a column under its own year, every figure
    dated in those months is of the fiscal year before ("FY2023"), and a memo's "fiscal 2023" is the
    year ended February 3, 2024 (it was checked against the column of January 28, 2023)."""
    named = [f for f in facts if f.origin == "text" and len(f.periods) == 1 and f.periods[0][:2] == "FY"]
    early = [f for f in facts if f.origin == "table" and f.month in EARLY_MONTHS and len(f.periods) == 1
             and f.periods[0].isdigit()]
    if not named or not early:
        return facts
    shifts = {int(c.periods[0]) - int(t.periods[0][2:]) for t in named for c in early if _same_figure(t, c)}
    if shifts != {1}:
        return facts
    return [replace(f, periods=(f"FY{int(f.periods[0]) - 1}",)) if f.month in EARLY_MONTHS and len(
        f.periods) == 1 and f.periods[0].isdigit() else f for f in facts]
