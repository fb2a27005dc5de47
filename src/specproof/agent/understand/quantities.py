"""Quantities a question states: "12 V", "0.5 A", "400 kHz", "-35 °C", "50 cm", "5.1 kΩ".

Read once, as written and in SI units (through :mod:`specproof.units`, the one unit
vocabulary), so a judgment can tell which of them its checks compared with a datasheet
value (see :mod:`specproof.agent.proof`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.units import canonical_unit, dimension_of, to_si

# the dimensions of a build a question states; a count, a ratio or a code is none of them
STATED_DIMENSIONS = frozenset(
    {"voltage", "current", "frequency", "power", "temperature", "humidity", "time",
     "resistance", "length", "pressure", "flow", "concentration", "magnetic"}
)  # fmt: skip
# the sign a spread is written with: "±1 V", "+-1v", "+/-2.5v" (a tolerance or a swing)
SPREAD_SIGN = r"(?:±|\+/?-)"
# a number and the unit glued to it or one space away, not inside a part number
# ("AMS1117-3.3", "SRD-05VDC"); German and French write the decimal comma ("3,3 V");
# "the 1a version", "form 1a" name a contact form, not an ampere
_QUANTITY = re.compile(
    # ("swings ±1 V", "+-1v", "+/-1v": an amplitude, stated by its size)
    r"(?<![\w.\-/+])("
    + SPREAD_SIGN
    + r"?[-+−–]?\d+(?:[.,]\d+)?)\s?(°\s?[cC]|℃|%\s?[rR][hH]|[a-zA-ZµμΩ]{1,6})"
    r"(?![\w/])(?!\s*(?:version|contact|form|type)\b)"
)
# what a cell count ("3s", "4s2p") is followed by
_CELLS_IN_SERIES = re.compile(
    r"(?:\d+p)?\s*(?:li|lipo|life|lion|lto|nimh|pack|batter|cells?\b|bms|protection)", re.I
)
_NUMBER = re.compile(r"([-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s?(°\s?C|[a-zA-ZµμΩ%]{1,5})?")
_RUN = re.compile(r"\bcables?\b|\bwires?\b|\bwiring\b|\bleads?\b|\bdistance\b|\blong\b|\baway\b")


@dataclass(frozen=True, slots=True)
class Stated:
    """A quantity the question states: as written, its number, and in SI units."""

    text: str
    number: float
    si: float
    dimension: str

    @property
    def spread(self) -> bool:
        """ "±50 ppm", "+-1v": a tolerance or a swing, no level."""
        return re.match(SPREAD_SIGN, self.text) is not None


def unit_of(written: str) -> str | None:
    """The unit as the library knows it, forgiving how people type it ("5v", "300ma",
    "8mhz", "10k" before "pull")."""
    for candidate in (written, _typed(written)):
        unit = canonical_unit(candidate)
        if unit is not None:
            return unit
    return None


def _typed(written: str) -> str:
    low = written.lower().replace(" ", "")
    if low.endswith("hz"):  # nobody asks in millihertz: "8mhz" is megahertz
        return {"hz": "Hz", "khz": "kHz", "mhz": "MHz", "ghz": "GHz"}.get(low, written)
    if low in ("k", "kohm", "kohms"):
        return "kΩ"
    if low in ("pa", "kpa", "hpa", "mpa"):  # "0.1 pa" of a pressure sensor is no picoampere
        return low[:-2].replace("m", "M") + "Pa"
    if low and low[-1] in "vaw":
        return low[:-1] + low[-1].upper()  # "ma" -> "mA", "v" -> "V", "mw" -> "mW"
    return written


# a bare "k" is a resistor's kilo-ohms beside "pull-up"/"resistor", a clock's kilohertz
# beside a bus ("sharing i2c at 400k"), and nothing to go by elsewhere
_RESISTOR_AFTER = re.compile(r"\s*(?:ohms?\b|Ω|[\w-]{0,3}\s*(?:pull|resistor))", re.I)
_CLOCK_BEFORE = re.compile(r"\b(?:i2c|i²c|spi|bus|clock|scl|sck|fast mode)\b[^.?,;]{0,16}$", re.I)


def _bare_kilo(text: str, m: re.Match[str]) -> str | None:
    if _RESISTOR_AFTER.match(text, m.end()):
        return "kΩ"
    if _CLOCK_BEFORE.search(text[max(0, m.start() - 30) : m.start()]):
        return "kHz"
    return None


def stated_quantities(text: str) -> list[Stated]:
    out = []
    for m in _QUANTITY.finditer(text):
        bare = m.group(2).lower() == "k"
        # "a 2kw kettle": kilowatts, in a question (the unit vocabulary has no kW, as
        # sheets misprint kΩ so)
        kilowatts = m.group(2).lower() == "kw"
        unit = "W" if kilowatts else _bare_kilo(text, m) if bare else unit_of(m.group(2))
        dimension = dimension_of(unit) if unit else None
        if unit is None or dimension not in STATED_DIMENSIONS:
            continue
        if unit == "s" and _CELLS_IN_SERIES.match(text, m.end()):
            continue  # "a 3s li-ion pack": three cells in series, no time
        written = re.sub("^" + SPREAD_SIGN, "", m.group(1))
        number = float(written.replace(",", ".").replace("−", "-").replace("–", "-"))
        si = to_si(number * 1000 if kilowatts else number, unit)
        if si is not None:
            out.append(Stated(m.group(0).strip(), number, si, dimension))
    return out


def numbers_with_units(text: str) -> list[tuple[float, float | None, str | None]]:
    """Each number of a text (a check's reason, a row's condition): as printed, and in SI
    units with its dimension when a unit the library knows follows it."""
    out = []
    for m in _NUMBER.finditer(text):
        number = float(m.group(1))
        unit = unit_of(m.group(2)) if m.group(2) else None
        out.append(
            (number, to_si(number, unit) if unit else None, dimension_of(unit) if unit else None)
        )
    return out


def lengths(text: str) -> list[float]:
    """Lengths in metres of a run the question describes ("over a 50 cm cable", "1 m of
    wire"); none when it speaks of no cable, wire or distance."""
    if not _RUN.search(text.lower()):
        return []
    return [s.si for s in stated_quantities(text) if s.dimension == "length"]


def resistances(text: str) -> list[float]:
    """Resistances in ohms ("a 5.1 kΩ pull-up", "through a 10 kOhm resistor", "a 4.7k
    pull-up")."""
    return [s.si for s in stated_quantities(text) if s.dimension == "resistance"]
