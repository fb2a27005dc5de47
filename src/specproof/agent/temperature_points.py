"""The temperature a question fixes and the temperature a row is stated at.

A maker writes "at 125C", "(0 to 50 C)", "over the full -40..85 range"; a datasheet writes
"Tj = 125 °C", "TA = 25°C unless otherwise noted", "-40 °C to +85 °C". An on-resistance or
a supply current stated at 25 °C is not the one asked at 125 °C, so a row whose stated
temperatures all miss the one asked answers another question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.terms import temperature_ranges
from specproof.fields import fields_in, is_rating
from specproof.store.memo import remembered_facts

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store

# a casual degree: "125C", "25c", "50 C", "85 deg c", "85 degrees"; a number glued to
# letters before it names a part or a bus ("I2C", "INA219C", "bvu-502c"), and a battery's
# charge rate ("charge at 0.5c") is no temperature
_CASUAL_DEGREE = re.compile(
    r"(?<![a-z0-9.])(?<![a-z]-)([-+]?\d+(?:\.\d+)?)\s?(?:°\s?c|℃|deg(?:rees?)?(?:\s?c)?|c)"
    r"(?![a-z0-9])"
    r"(?!\s*[- ]?rate)",
    re.IGNORECASE,
)
# "the full -40..85 range": a span from below zero, written with dots and no unit
_BARE_SPAN = re.compile(r"(?<![\d.])(-\d+(?:\.\d+)?)\s*\.{2,3}\s*\+?(\d+(?:\.\d+)?)(?![\d.]|\s*°)")
# "the extended temp version (-40 to 125)": a span from below zero, with no unit, right
# after the word temperature
_NAMED_SPAN = re.compile(
    r"(\btemp(?:erature)?s?\b[^.?\d+-]{0,25}?\(?\s*)(-\d+(?:\.\d+)?)\s*(?:to|\.{2,3}|…|~)\s*\+?"
    r"(\d+(?:\.\d+)?)(?![\d.]|\s*(?:°|℃|deg|[a-z%]))",
    re.IGNORECASE,
)
_CHARGE_RATE = re.compile(r"\b(?:charg|discharg)\w*\b[^.?]{0,20}\d(?:\.\d+)?\s?c\b", re.IGNORECASE)


def casual_degrees(text: str) -> str:
    """The text with its casual temperatures written the datasheet way ("125 °C")."""
    if _CHARGE_RATE.search(text):
        return text
    out = _CASUAL_DEGREE.sub(lambda m: f"{m.group(1)} °C", text)
    out = _NAMED_SPAN.sub(lambda m: f"{m.group(1)}{m.group(2)} °C to {m.group(3)} °C", out)
    return _BARE_SPAN.sub(lambda m: f"{m.group(1)} °C to {m.group(2)} °C", out)


_POINT = re.compile(r"(?<![\w.])([-+]?\d+(?:\.\d+)?)\s*(?:°\s*c|℃)", re.IGNORECASE)
_SYMBOL_POINT = re.compile(
    r"\bt(?:a|j|amb|c|op)?\s*=\s*([-+]?\d+(?:\.\d+)?)(?![\d.])\s*(?:°\s*c|℃)?(?!\s*(?:°\s*c|℃)?\s*(?:to|…|~|\.\.))",
    re.IGNORECASE,
)


def asked_points(text: str) -> tuple[float, ...]:
    """The single temperatures a (casually normalised) question text names, not the ends
    of a span it names ("-40 °C to 85 °C" fixes a span, not two points)."""
    spans = temperature_ranges(text)
    ends = {v for span in spans for v in span}
    points = [float(m.group(1)) for m in _POINT.finditer(text.replace("−", "-"))]
    return tuple(dict.fromkeys(p for p in points if p not in ends))


def stated_temperatures(text: str) -> list[tuple[float, float]]:
    """The temperatures a row's words state it at, as spans (a point is a span of one)."""
    clean = text.replace("−", "-").replace("–", "-")
    spans = temperature_ranges(clean)
    ends = {v for span in spans for v in span}
    points = [float(m.group(1)) for m in _SYMBOL_POINT.finditer(clean)]
    points += [float(m.group(1)) for m in _POINT.finditer(clean)]
    return spans + [(p, p) for p in dict.fromkeys(points) if p not in ends]


# a value that is itself a temperature is not stated "at" one; a rating holds at every
# temperature it allows, and a supply range over the operating range (a "TA = 25 °C"
# test condition of its table does not bound it)
_VALUE_IS_TEMPERATURE = frozenset({"operating_temperature", "storage_temperature"})
_SUPPLY_FIELDS = fields_in("supply_rail")
_FULL_RANGE = re.compile(r"\bt\s?min\b|\bfull\b[^;]{0,25}\btemp|\bover\s+temperature\b", re.I)


def temperature_point_clash(fact: Fact, check: Check, store: Store) -> str | None:
    """ "On-resistance at 125C" asked: a row stated only at 25 °C (its own "TA = 25 °C" or
    the table's "unless otherwise specified") answers another temperature. A row that states
    no temperature, or one over the full temperature range, is not judged here."""
    asked = check.asked.temperature_points
    if not asked or check.asked.temperature_ranges:
        return None
    if check.field in _VALUE_IS_TEMPERATURE or check.field in _SUPPLY_FIELDS:
        return None
    if is_rating(check.field) or check.field == "measurement_range":
        return None
    text = f"{fact.condition} {fact.symbol or ''} {fact.source.quote}"
    if _FULL_RANGE.search(text):
        return None
    stated = stated_temperatures(text)
    if not stated:
        return None
    for point in asked:
        if not any(lo - 0.5 <= point <= hi + 0.5 for lo, hi in stated):
            said = ", ".join(
                f"{lo:g} °C" if lo == hi else f"{lo:g}..{hi:g} °C" for lo, hi in stated
            )
            return f"the row is stated at {said}; the question asks {point:g} °C"
    return None


# a limit the sheet sets only over a temperature ("above +60 °C the supply must not exceed
# 24 Vdc"): a derating, not the part's plain rating ("over 0 °C to 65 °C" is a span)
ABOVE_TEMPERATURE = re.compile(
    r"\b(?:above|over|beyond|higher\s+than)\s*\+?(\d+(?:\.\d+)?)\s*(?:°\s*c|℃)"
    r"(?!\s*(?:to|…|~|\.\.|-)\s*[-+]?\d)",
    re.I,
)


def derating_unasked(fact: Fact, check: Check, store: Store) -> str | None:
    """A row that holds only over a temperature answers a question that states one; asked
    without any, the part's plain row answers."""
    if check.asked.temperature_points or check.asked.temperature_ranges:
        return None
    if ABOVE_TEMPERATURE.search(f"{fact.condition} {fact.source.quote}"):
        return "the row holds only over a temperature; the question states none"
    return None


def beyond_operating_range(fact: Fact, check: Check, store: Store) -> str | None:
    """ "The max SPI clock at +105 °C" of a part specified to +85 °C: no row answers for a
    temperature the part is not specified at, however well its words fit (unless the row
    itself states that temperature). A part that measures temperature is not judged: the
    temperature asked may be what it measures (a thermocouple at 700 °C)."""
    asked = [*check.asked.temperature_points]
    asked += [end for span in check.asked.temperature_ranges for end in span]
    if not asked or check.field in _VALUE_IS_TEMPERATURE or is_rating(check.field):
        return None
    span = _widest_operating_span(store, fact.doc_id)
    if span is None or _measures_temperature(store, fact.doc_id):
        return None
    lo, hi = span
    stated = stated_temperatures(f"{fact.condition} {fact.source.quote}")
    for point in asked:
        outside = point < lo - 0.5 or point > hi + 0.5
        if outside and not any(a - 0.5 <= point <= b + 0.5 for a, b in stated):
            return f"the question asks {point:g} °C; the part is specified from {lo:g} to {hi:g} °C"
    return None


def _widest_operating_span(store: Store, doc_id: str) -> tuple[float, float] | None:
    rows = remembered_facts(store, doc_id, "operating_temperature")
    lows = [f.min for f in rows if f.min is not None and f.max is not None]
    highs = [f.max for f in rows if f.min is not None and f.max is not None]
    return (min(lows), max(highs)) if lows else None


def _measures_temperature(store: Store, doc_id: str) -> bool:
    rows = remembered_facts(store, doc_id, "measurement_range")
    return any((f.unit or "").endswith("C") or f.quantity == "temperature" for f in rows)
