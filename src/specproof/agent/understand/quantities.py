"""Quantities a question states: "12 V", "0.5 A", "400 kHz", "-35 °C", "50 cm", "5.1 kΩ".

Read once, as written and in SI units, so a judgment can tell which of them its checks
compared with a datasheet value (see :mod:`specproof.agent.proof`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# unit as written -> (dimension, factor to SI); matched case-insensitively except where the
# case tells milli from mega (none of these units is used with a mega prefix in a question)
_UNITS: dict[str, tuple[str, float]] = {
    "v": ("voltage", 1.0), "mv": ("voltage", 1e-3), "kv": ("voltage", 1e3),
    "vdc": ("voltage", 1.0), "vac": ("voltage", 1.0), "volt": ("voltage", 1.0),
    "volts": ("voltage", 1.0),
    "a": ("current", 1.0), "ma": ("current", 1e-3), "ua": ("current", 1e-6),
    "µa": ("current", 1e-6), "μa": ("current", 1e-6), "amp": ("current", 1.0),
    "amps": ("current", 1.0),
    "hz": ("frequency", 1.0), "khz": ("frequency", 1e3), "mhz": ("frequency", 1e6),
    "w": ("power", 1.0), "mw": ("power", 1e-3),
    "°c": ("temperature", 1.0), "℃": ("temperature", 1.0), "degc": ("temperature", 1.0),
    "%rh": ("humidity", 1.0),
    "s": ("time", 1.0), "ms": ("time", 1e-3), "us": ("time", 1e-6), "µs": ("time", 1e-6),
    "ω": ("resistance", 1.0), "kω": ("resistance", 1e3), "ohm": ("resistance", 1.0),
    "kohm": ("resistance", 1e3),
}  # fmt: skip
_UNIT_ALTERNATIVES = "|".join(sorted((re.escape(u) for u in _UNITS), key=len, reverse=True))
# a number with a unit, not inside a part number ("AMS1117-3.3", "SRD-05VDC"); German and
# French write the decimal comma ("3,3 V")
_QUANTITY = re.compile(
    rf"(?<![\w.\-/+])([-+−–]?\d+(?:[.,]\d+)?)\s*(?:°\s*c|{_UNIT_ALTERNATIVES})(?![\w/])"
    # "the 1a version", "form 1a": a contact form, not an ampere
    r"(?!\s*(?:version|contact|form|type)\b)",
    re.IGNORECASE,
)
_NUMBER_UNIT = re.compile(rf"([-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*({_UNIT_ALTERNATIVES})?", re.I)


def numbers_with_units(text: str) -> list[tuple[float, float | None]]:
    """Each number of a text (a check's reason, a row's condition): as printed, and in SI
    units when a unit this module knows follows it."""
    out = []
    for m in _NUMBER_UNIT.finditer(text):
        number = float(m.group(1))
        unit = (m.group(2) or "").lower()
        factor = _UNITS[unit][1] if unit in _UNITS else None
        out.append((number, number * factor if factor is not None else None))
    return out


@dataclass(frozen=True, slots=True)
class Stated:
    """A quantity the question states: as written, its number, and in SI units."""

    text: str
    number: float
    si: float
    dimension: str


def stated_quantities(text: str) -> list[Stated]:
    out = []
    for m in _QUANTITY.finditer(text):
        number = float(m.group(1).replace(",", ".").replace("−", "-").replace("–", "-"))
        unit = re.sub(r"\s+", "", m.group(0)[len(m.group(1)) :]).lower()
        dimension, factor = _UNITS.get(unit, ("temperature", 1.0))
        out.append(Stated(m.group(0).strip(), number, number * factor, dimension))
    return out


_LENGTH_UNITS = {"m": 1.0, "meter": 1.0, "meters": 1.0, "metre": 1.0, "metres": 1.0,
                 "cm": 0.01, "mm": 0.001}  # fmt: skip
_OHM_UNITS = {"ω": 1.0, "ohm": 1.0, "ohms": 1.0, "kω": 1e3, "kohm": 1e3, "k": 1e3}
_LENGTH = re.compile(r"(?<![\w.\-/])(\d+(?:\.\d+)?)\s*(cm|mm|meters?|metres?|m)\b", re.I)
_RUN = re.compile(r"\bcables?\b|\bwires?\b|\bwiring\b|\bleads?\b|\bdistance\b|\blong\b|\baway\b")
_OHMS = re.compile(r"(\d+(?:\.\d+)?)\s*(kΩ|kohm|k|Ω|ohms?)(?![a-z])", re.I)


def lengths(text: str) -> list[float]:
    """Lengths in metres of a run the question describes ("over a 50 cm cable", "1 m of
    wire"); none when it speaks of no cable, wire or distance."""
    if not _RUN.search(text.lower()):
        return []
    return [float(m.group(1)) * _LENGTH_UNITS[m.group(2).lower()] for m in _LENGTH.finditer(text)]


def resistances(text: str) -> list[float]:
    """Resistances in ohms ("a 5.1 kΩ pull-up", "through a 10 kOhm resistor"); a bare "k"
    counts only before "pull" ("4.7k pull-up")."""
    return [
        float(m.group(1)) * _OHM_UNITS[m.group(2).lower()]
        for m in _OHMS.finditer(text)
        if m.group(2).lower() != "k" or re.match(r"\s*pull", text[m.end() : m.end() + 8], re.I)
    ]
