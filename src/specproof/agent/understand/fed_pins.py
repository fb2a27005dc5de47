"""Supply pins a question feeds by name: "a 5 V USB supply connected to its VDDH pin", "run
the heater off a constant 5 V rail", "12v wall adapter straight into drv8833 VM", "i put
both VCCA and VCCB on 5V". A named pin is checked against that pin's own range, not the
part's main supply."""

from __future__ import annotations

import re

from specproof.agent.io_supply import MAIN_SUPPLY_PINS
from specproof.agent.understand.record import DeviceMention
from specproof.tokens import VOLTS as _V

_PIN = r"(V[A-Z]{1,5}\d*)"

_PIN_FED = re.compile(
    _V
    + r"(?:\s+[\w-]+){0,3}?\s+(?:supply|rail|source|adapter|battery)?\s*(?:connected|wired|tied|going|goes)"
    r"\s+(?:directly |straight )?to\s+(?:its|the|their)\s+" + _PIN + r"\s+pin",
    re.I,
)

_HEATER_FED = re.compile(
    r"\bheater\b[^.;?]{0,40}?" + _V + r"|" + _V + r"[^.;?]{0,25}?\bheater\b", re.I
)

# "i put both VCCA and VCCB on 5V", "set VCCA to 3.3 V and VCCB at 5 V": pins the writer
# sets, each with its voltage or sharing the last one
_SETS_PINS = re.compile(
    r"\b(?:put|have|set|tied?|run|hooked?\s+up)\s+(?:both\s+)?(?:the\s+|its\s+)?(?=V[A-Z])", re.I
)
_PIN_SET = re.compile(
    r"\s*(?:(?:and|&|,|/)\s*)?(?:the\s+)?"
    + _PIN
    + r"(?:\s+(?:both\s+)?(?:on|at|to|=)\s+(?:an?\s+)?"
    + _V
    + ")?",
    re.I,
)


def _pins_set(clause: str) -> dict[str, float]:
    """Supply pins other than the main one (read with the rails), never an output."""
    out: dict[str, float] = {}
    for verb in _SETS_PINS.finditer(clause):
        pending: list[str] = []
        at = verb.end()
        while (m := _PIN_SET.match(clause, at)) is not None and m.end() > at:
            pending.append(m.group(1).upper())
            at = m.end()
            if m.group(2):
                out.update(dict.fromkeys(pending, float(m.group(2))))
                pending = []
    return {p: v for p, v in out.items() if p not in MAIN_SUPPLY_PINS | _NOT_SUPPLIES}


# a regulator's output and reference pins: set to a voltage, they are no supply it is fed
_NOT_SUPPLIES = frozenset({"VOUT", "VO", "VREF", "VFB", "VSET", "VADJ"})


# "12v wall adapter straight into ", "a 9 V battery directly to the ": a source named by its
# voltage, then the part it goes into
_SOURCE_INTO = re.compile(
    _V + r"\s+(?:[\w-]+\s+){0,3}?(?:straight\s+|directly\s+)?(?:in)?to\s+(?:the\s+|my\s+|an?\s+)?$",
    re.I,
)
# the pin named right after the part: "drv8833 VM", "the tp4056's VCC"
_PIN_AFTER_PART = re.compile(r"(?:'s|’s)?\s+" + _PIN + r"\b", re.I)


def fed_pins(clause: str) -> dict[str, float]:
    """The pins the part's own clause feeds, by name."""
    out: dict[str, float] = {}
    pin = _PIN_FED.search(clause)
    if pin:
        out[pin.group(2).upper()] = float(pin.group(1))
    heater = _HEATER_FED.search(clause)
    if heater:
        out["VH"] = float(heater.group(1) or heater.group(2))
    return out | _pins_set(clause)


def source_into_pin(text: str, mention: DeviceMention) -> dict[str, float]:
    """A source written before the part and wired into one of its pins by name ("12v wall
    adapter straight into drv8833 VM"); a source into its main supply pin is its rail, left
    to the rail readers."""
    into = _SOURCE_INTO.search(text[max(0, mention.start - 60) : mention.start])
    pin = _PIN_AFTER_PART.match(text, mention.end)
    if into is None or pin is None or pin.group(1).upper() in MAIN_SUPPLY_PINS:
        return {}
    return {pin.group(1).upper(): float(into.group(1))}
