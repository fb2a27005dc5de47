"""Rows stated under another value of a condition the question fixes.

"How much current at +10 dBm?", "the dropout at 600 mA", "run current at 48 MHz": the
question fixes a condition by its value. A sheet that writes one row per value of that
condition ("+14 dBm 38 mA", "+10 dBm 27 mA") answers from the row of the value asked; a
row written for another value ("IOUT = 100 mA") answers a different question however well
its words fit, so it is set aside rather than outscored. A row that states no value of
that kind stays: the sheet may give the condition in a heading the row does not repeat.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from specproof.agent.score import Candidate, own_condition
from specproof.agent.understand.quantities import STATED_DIMENSIONS, unit_of
from specproof.fields import dimension, fields_in
from specproof.units import dimension_of, to_si

if TYPE_CHECKING:
    from specproof.records import Fact

# the kinds of value a sheet writes a row per: a supply, a load, a clock, a temperature,
# an output power, a data rate, a set resistor, a current's sample period (a length is
# more often the asked value itself; a time is, unless a current is asked)
CONDITION_DIMENSIONS = (STATED_DIMENSIONS - {"humidity", "length"}) | {
    "power_level",
    "bitrate",
    "capacitance",
    "resistance",  # a programming or load resistor ("RPROG = 1.2 kΩ", "RL = 10 kΩ")
}

# a number with its unit, or a span "4 to 40 V" / "2.7-3.6V" / "-40 ~ 85 °C"; never inside
# a part number ("CLT3671-5", "AMS1117-3.3")
_QUANTITY = re.compile(
    # a leading en dash is a minus ("–40 to +85 °C" as typeset)
    r"(?<![\w.\-/+–])([-+−–]?\d+(?:[.,]\d+)?)\s?"
    r"(?:(?:to|~|～|…|\.\.\.?|–|-)\s?([-+−]?\d+(?:[.,]\d+)?)\s?)?"
    r"(°\s?[cCfF]|℃|℉|[a-zA-ZµμΩ]{1,5}(?:/s)?)(?![\w/])"
)
# a footnote mark set right after a temperature ("–40 to +85 °C2"): no part of the unit
_FOOTNOTE_AFTER_DEGREES = re.compile(r"(°\s?[cC]|℃)\d{1,2}\b")
# what joins two quantities into one span ("2.7 V – 3.6 V", "between 2 V and 5 V") or band
# ("2.7 V ≤ EVDD0 < 4.0 V"); what makes a quantity an offset, not a value ("± 0.3 V",
# "VDD − 2 V", "VCC + 0.3 V")
_JOINS = re.compile(
    r"\s*(?:to|~|～|…|\.\.\.?|–|-|and|(?:(?:≤|<=?)\s*[A-Za-z]\w{0,8}\s*)+(?:≤|<=?))\s*"
)  # "1.6 V ≤ EVDD0 ≤ VDD ≤ 5.5 V": a band over two rails at once
_OFFSET = re.compile(r"(?:±|\+/-|\b[VvIi][A-Za-z]\w{0,6}\s*[-+−–])\s*$")
_BOUND_AFTER = re.compile(r"\s*(?:≤|<=?)")
_BOUND_BEFORE = re.compile(r"[A-Za-z]\w{0,8}\s*(?:≤|<=?)\s*$")
_PIN_AFTER = re.compile(r"\s*(in|out)(?:put)?\b", re.I)
# a value the question rules out ("not just at +25 °C", "other than 5 V") fixes nothing
_NEGATED = re.compile(r"\b(?:not|except|other than|rather than|instead of)\b[^,;()]{0,16}$", re.I)
# the symbol a value is assigned to ("VDD = 3.3 V", "EVDD0 is 3.3 V", "2.7 V ≤ EVDD0 <")
_SYMBOL_BEFORE = re.compile(r"\b([A-Za-z]\w{0,9})\s*(?:=|≤|<=?|≥|>=?|\bis)\s*$")


@dataclass(frozen=True, slots=True)
class Fixed:
    """A condition value the question fixes, in SI units."""

    text: str
    si: float
    dimension: str
    symbol: str = ""
    high: float | None = None  # the upper end of a temperature span asked ("-40 to 125 °C")
    # a value of the asked field's own kind given to a supply ("VOL at VDD = 2.5 V"): only
    # a row's value of that supply judges it, never the row's own value
    on_symbol_only: bool = False


@dataclass(frozen=True, slots=True)
class _Span:
    text: str
    dimension: str
    low: float
    high: float
    start: int
    end: int
    symbol: str = ""  # lower case, "" when the text assigns the value to no symbol


def _number(text: str) -> float:
    return float(text.replace(",", ".").replace("−", "-").replace("–", "-"))


def _quantities(text: str) -> list[_Span]:
    text = text.replace("ω", "Ω")  # a lower-cased question turns the ohm sign into omega
    text = _FOOTNOTE_AFTER_DEGREES.sub(
        lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), text
    )
    out = []
    for m in _QUANTITY.finditer(text):
        before = text[max(0, m.start() - 24) : m.start()]
        if _OFFSET.search(before[-12:]) or _NEGATED.search(before):
            continue
        unit = unit_of(m.group(3).replace(" ", ""))
        kind = dimension_of(unit) if unit else None
        if kind not in CONDITION_DIMENSIONS:
            continue
        ends = [to_si(_number(g), unit) for g in m.group(1, 2) if g]
        values = [abs(v) if kind == "current" else v for v in ends if v is not None]
        # a sink current is written negative on one sheet, positive on another; "Vss = 0 V"
        # is the ground every value is measured from, not a condition ("fSCL = 0 Hz" is one)
        if values and (any(values) or kind != "voltage"):
            low, high = min(values), max(values)
            after = text[m.end() : m.end() + 8] if kind == "voltage" else ""
            symbol = _symbol(text[max(0, m.start() - 16) : m.start()], after)
            out.append(_Span(m.group(0).strip(), kind, low, high, m.start(), m.end(), symbol))
    return out


def _symbol(before: str, after: str) -> str:
    m = _SYMBOL_BEFORE.search(before)
    if m:
        return m.group(1).lower()
    # "5 V out", "from a 3.3 V input": the words after a voltage name its pin (never after
    # another quantity: "+12 dBm in the 433 MHz band")
    side = _PIN_AFTER.match(after)
    return f"v{side.group(1).lower()}" if side else ""


def _spans(text: str) -> list[_Span]:
    """Each quantity or span a text states; two quantities of one kind joined by "to",
    "and" or a band's "≤ X <" are one span."""
    out: list[_Span] = []
    for q in _quantities(text):
        last = out[-1] if out else None
        if (
            last is not None
            and last.dimension == q.dimension
            and _JOINS.fullmatch(text[last.end : q.start])
        ):
            low, high = min(last.low, q.low), max(last.high, q.high)
            symbol = last.symbol or q.symbol  # a band names its symbol between its ends
            joined = text[last.start : q.end]
            out[-1] = _Span(joined, q.dimension, low, high, last.start, q.end, symbol)
        else:
            out.append(q)
    return [_open_ended(s, text) for s in out]


def _open_ended(span: _Span, text: str) -> _Span:
    """ "1.6 V ≤ EVDD0" with no upper end (a condition cut short, a one-sided limit) bounds
    the value from below only; "VDD ≤ 5.5 V" from above only."""
    if span.low != span.high:
        return span
    if _BOUND_AFTER.match(text, span.end):
        return replace(span, high=math.inf)
    if _BOUND_BEFORE.search(text, 0, span.start):
        return replace(span, low=-math.inf)
    return span


def span_symbol(text: str, low: float | None, high: float | None) -> str:
    """The symbol a text assigns the span from ``low`` to ``high`` to ("2.3V ≤ VBAT ≤ 3.4V"
    -> "vbat"); "" when no span of those ends names one."""
    for span in _spans(text):
        if (
            low is not None
            and high is not None
            and _close(span.low, low)
            and _close(span.high, high)
        ):
            return span.symbol
    return ""


def fixed_conditions(condition_text: str, field: str) -> list[Fixed]:
    """The condition values a request's words fix, other than values of the asked field's
    own kind ("is the supply 3.3 V?" asks about the value; it does not fix a condition)."""
    own = dimension(field)
    spans = [
        s
        for s in _spans(condition_text)
        if (
            s.dimension != own
            or _on_a_supply(s, field)
            or _current_of_a_symbol(s)
            or _set_to(s, condition_text)
        )
        # "drawn when sampled every 1 ms": a current's rows per sample period
        and (s.dimension != "time" or own == "current")
    ]
    points = [
        Fixed(
            s.text,
            s.low,
            s.dimension,
            s.symbol,
            on_symbol_only=s.dimension == own and not _set_to(s, condition_text),
        )
        for s in spans
        if s.low == s.high
    ]
    # a temperature span asked ("worst case across -40..125 °C") is a grade's range: a row
    # stated over a narrower range answers another grade
    ranges = [
        Fixed(s.text, s.low, s.dimension, s.symbol, s.high)
        for s in spans
        if s.dimension == "temperature" and s.low < s.high and math.isfinite(s.high - s.low)
    ]
    return points + ranges


# a supply rail's symbol ("VDD", "VCCA", "VIN", "VS", "VBAT"), never ground's ("VSS")
_SUPPLY_SYMBOL = re.compile(r"v(?:dd|cc|in|bat|io|ddio|s\d?|m|bb)[a-z0-9]{0,3}")
# the fields whose value is a supply: "VDD = 3.3 V" asked of them is the value itself
SUPPLY_VALUE_FIELDS = fields_in("supply_rail") | {"abs_max_supply_voltage", "coil_voltage"}


def _on_a_supply(span: _Span, field: str) -> bool:
    """A voltage given to a supply rail fixes the condition of another voltage asked ("the
    VOL at VDD = 2.5 V"): the sheet's rows at VDD = 1.8 V answer another question."""
    return (
        span.low == span.high
        and field not in SUPPLY_VALUE_FIELDS
        and _SUPPLY_SYMBOL.fullmatch(span.symbol) is not None
        and span.symbol != "vss"
    )


# "set the slide switch to 20 V", "jumpered for 12 V": the part is set to that value
_SET_TO = re.compile(
    r"\b(?:set|switch(?:ed)?|select(?:ed)?|jumper(?:ed)?|strapped|configured?)\b[^.?;]{0,40}"
    r"\b(?:to|at|for)\s*$",
    re.I,
)


def _set_to(span: _Span, text: str) -> bool:
    """A value of the asked field's own kind the part is set to fixes which row applies
    (a sheet's "switch at 15 V" row answers another setting than "set to 20 V")."""
    return span.low == span.high and bool(
        _SET_TO.search(text[max(0, span.start - 60) : span.start])
    )


def _current_of_a_symbol(span: _Span) -> bool:
    """A current given to a symbol fixes the operating point of another current asked ("the
    collector current at IF = 10 mA", "the supply current at IOUT = 100 mA"): the sheet's
    rows at IF = 5 mA answer another question."""
    return span.dimension == "current" and span.low == span.high and bool(span.symbol)


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-3 * max(abs(a), abs(b), 1e-12)


def stated_for_another(fact: Fact, fixed: list[Fixed]) -> str | None:
    """Why the row answers another condition than the one fixed ("the question fixes
    2.5 V, the row is stated at 3.3 V"), None when it does not."""
    spans = _row_spans(fact)
    quoted = _spans(fact.source.quote)
    for kind in dict.fromkeys(f.dimension for f in fixed):
        # the row's own words beat a table note carried into its condition ("TA = -40 to
        # 85 °C (G grade) or -40 to 125 °C (I/Y grade)" above a "-40 to +85 °C" row)
        own = [s for s in quoted if s.dimension == kind]
        stated = own or [s for s in spans if s.dimension == kind]
        wanted = [f for f in fixed if f.dimension == kind and f.high is None]
        clash = _clash(stated, wanted) if wanted else None
        if clash is None and wanted:
            # (only a value asked of that very symbol is judged by the note)
            noted = _noted_symbols(fact, kind, stated)
            clash = _clash(noted, [f for f in wanted if f.symbol])
        clash = clash or _narrower(stated, [f for f in fixed if f.dimension == kind and f.high])
        if clash is not None:
            asked, row = clash
            return f"the question fixes {asked}, the row is stated at {row}"
    return None


def _noted_symbols(fact: Fact, kind: str, stated: list[_Span]) -> list[_Span]:
    """The values a table-wide note fixes for symbols the row itself leaves open ("AVDD =
    1.8 V, DVDDIO = 3.3 V unless otherwise noted" over an analog-current row): the row is
    stated at them, so "DVDDIO is 1.8 V" asked is another case than that row's."""
    named = {s.symbol for s in stated}
    return [
        s
        for s in _spans(fact.condition)
        if s.dimension == kind and s.symbol and s.symbol not in named
    ]


def _narrower(stated: list[_Span], asked: list[Fixed]) -> tuple[str, str] | None:
    """A span asked that the row's own spans of its kind do not cover ("-40 to +85 °C"
    stated, "-40 to 125 °C" asked); a row stated at one point is not judged by a span."""
    ranges = [s for s in stated if s.low < s.high]
    for f in asked:
        if ranges and not any(_within(f.si, s) and _within(f.high, s) for s in ranges):
            return f.text, ranges[0].text
    return None


def _within(value: float, span: _Span) -> bool:
    return _close(value, span.low) or _close(value, span.high) or span.low <= value <= span.high


def _clash(stated: list[_Span], wanted: list[Fixed]) -> tuple[str, str] | None:
    """A value asked that the row's values of its kind contradict. A value asked of a
    symbol ("VOUT = 5 V") is compared with the row's values of that symbol; one asked
    without a symbol with all of them; a row value without a symbol (a table's "(3.3 V,
    25 °C)") with every value asked: values of one symbol are alternatives ("at 2 V, and
    at 5 V"), and "Vo = 0.3 V" asked is not contradicted by "VDD = 4.5 - 5.5 V"."""
    groups: dict[str, list[Fixed]] = {}
    for f in wanted:
        groups.setdefault(f.symbol, []).append(f)
    for symbol, alternatives in groups.items():
        rows = [s for s in stated if s.symbol == symbol] if symbol else stated
        if rows and not any(_within(f.si, s) for f in alternatives for s in rows):
            return " or ".join(f.text for f in alternatives), rows[0].text
    bare = [s for s in stated if not s.symbol]
    wanted = [f for f in wanted if not f.on_symbol_only]
    if bare and wanted and not any(_within(f.si, s) for f in wanted for s in bare):
        return " or ".join(f.text for f in wanted), bare[0].text
    return None


# the words that make a row's voltage its part's input ("Input voltage 3.7 V", "VIN 12 V")
_INPUT_BEFORE = re.compile(r"(?:\binput(?:\s+voltage)?|\bV_?IN)\s*(?:of|at|=|:)?\s*$", re.I)


def input_voltages(fact: Fact) -> list[tuple[float, float]]:
    """The input voltages (as spans) a row of a supply's output is stated at: "VIN = 12 V",
    "at 5 V input", a column headed "Input voltage 3.7 V"."""
    text = f"{own_condition(fact.condition)} {fact.source.quote}"
    return [
        _one_sided(s, text)
        for s in _spans(text)
        if s.dimension == "voltage"
        and (s.symbol in ("vin", "vi") or _INPUT_BEFORE.search(text, 0, s.start))
    ]


_ABOVE = re.compile(r"(?:>=?|≥|\babove|\bover)\s*$", re.I)
_BELOW = re.compile(r"(?:<=?|≤|\bbelow|\bup to)\s*$", re.I)


def _one_sided(span: _Span, text: str) -> tuple[float, float]:
    """ "VIN > 2.5 V" holds for every input above 2.5 V, "VIN < 5 V" for every one below."""
    if span.low == span.high and _ABOVE.search(text, 0, span.start):
        return span.low, math.inf
    if span.low == span.high and _BELOW.search(text, 0, span.start):
        return -math.inf, span.high
    return span.low, span.high


def span_covers(text: str, symbol: str, value: float) -> bool:
    """The text gives ``symbol`` a span holding ``value`` ("VDD = 4.5 V to 5.5 V")."""
    return any(s.symbol == symbol and s.low < s.high and _within(value, s) for s in _spans(text))


def wider_than_another(facts: list[Fact], fixed: list[Fixed]) -> list[Fact]:
    """Rows whose condition span covering a value asked is wider than another row's
    ("VDD = 1.8 to 5.5 V: 100 kHz" beside "VDD = 2.7 to 5.5 V: 400 kHz", asked at 3.3 V):
    the narrower row is the one stated for the case asked, the wider one holds down to
    cases the question is not in."""
    widths: dict[int, float] = {}
    for fact in facts:
        covering = [
            s.high - s.low
            for f in fixed
            if f.high is None
            for s in _row_spans(fact)
            if s.dimension == f.dimension
            and (not f.symbol or not s.symbol or s.symbol == f.symbol)
            and s.low < s.high
            and math.isfinite(s.high - s.low)
            and _within(f.si, s)
        ]
        if covering:
            widths[id(fact)] = min(covering)
    if len(set(widths.values())) < 2:
        return []
    narrowest = min(widths.values())
    return [f for f in facts if widths.get(id(f), narrowest) > narrowest + 1e-9]


def states_kind(fact: Fact, fixed: list[Fixed]) -> bool:
    """The row states some value of a kind the question fixes (a power level, a load)."""
    kinds = {f.dimension for f in fixed}
    return any(s.dimension in kinds for s in _row_spans(fact))


def unstated_beside(kept: list[Fact], set_aside: list[Fact], fixed: list[Fixed]) -> list[Fact]:
    """Rows that state no value of any condition the question fixes, when the sheet writes
    the field per value of such a condition (rows at other values were set aside): "the
    current at +10 dBm" of a sheet with a row per output power is not a bare "27 mA" line,
    whichever words fit. Its table note counts as stated ("VDD = 3.3 V unless otherwise
    noted"): a row under such a note is stated at that value."""
    kinds = {f.dimension for f in fixed}
    per_value = {s.dimension for f in set_aside for s in _row_spans(f) if s.dimension in kinds}
    if not per_value:
        return []
    return [f for f in kept if not per_value & _stated_kinds(f)]


def _stated_kinds(fact: Fact) -> set[str]:
    return {s.dimension for s in _spans(f"{fact.condition} {fact.source.quote}")}


def _row_spans(fact: Fact) -> list[_Span]:
    """The quantities a row states: its own condition (no table-wide note) and its quote."""
    return _spans(f"{own_condition(fact.condition)} {fact.source.quote}")


def row_clocks(fact: Fact) -> tuple[float, float] | None:
    """The clocks a row's own condition states, lowest and highest, in hertz ("FR = 104MHz,
    fR = 50MHz": fast reads to 104 MHz, plain reads only to 50 MHz); None when none."""
    # ("fSCL = 0 Hz": the bus stopped, a part idle; no clock it runs up to)
    spans = _spans(own_condition(fact.condition))
    clocks = [s.low for s in spans if s.dimension == "frequency" and s.low > 0]
    return (min(clocks), max(clocks)) if clocks else None


def rows_at_conditions(ranked: list[Candidate], fixed: list[Fixed]) -> list[Candidate]:
    """The candidates not stated for another value of a condition the question fixes."""
    if not fixed:
        return ranked
    return [c for c in ranked if stated_for_another(c.fact, fixed) is None]
