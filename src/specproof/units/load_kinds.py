"""Switched loads: the current type (AC/DC) and load kind (resistive, inductive, motor,
lamp) a contact rating's condition states, or a question's description of a load.
"""

from __future__ import annotations

import re

from specproof.tokens import names_word

# A contact or switch rating holds for one kind of current and one kind of load: the
# same relay breaks 16 A of a resistive AC load but only 5 A of an inductive DC one (DC
# arcs do not self-quench at a zero crossing; an inductance's stored energy feeds the
# arc). These read the current type and load kind a rating's condition, or a question's
# description of a load, states.
_AC_WORDS = re.compile(r"\d\s*V\s?AC\b|\bVAC\b|\bAC\b|\d\s*V\s*~|\bmains\b|\brms\b", re.I)
_DC_WORDS = re.compile(r"\d\s*V\s?DC\b|\bVDC\b|\bDC\b|⎓", re.I)


def current_type_of(text: str) -> str | None:
    """ "AC" or "DC" when the text names one kind of current, None for neither or both."""
    ac, dc = bool(_AC_WORDS.search(text)), bool(_DC_WORDS.search(text))
    if ac == dc:
        return None
    return "AC" if ac else "DC"


_RATED_KINDS = (
    ("inductive", re.compile(r"\binductive\b|\bL\s*/\s*R\b", re.I)),
    ("resistive", re.compile(r"\bresistive\b|\bnon[- ]?inductive\b", re.I)),
    ("lamp", re.compile(r"\blamp\b|\bincandescent\b|\btungsten\b|\bLED\s+load\b", re.I)),
    ("motor", re.compile(r"\bmotor\b|\bhp\b", re.I)),
    ("capacitive", re.compile(r"\bcapacitive\b", re.I)),
)
_COS_PHI = re.compile(r"cos\s*[φΦϕ]\s*=\s*(\d(?:\.\d+)?)", re.I)


# an IEC 60947 utilization category ("AC-15" electromagnetic loads on AC, "DC-13" on DC,
# "AC-1" resistive): the load kind a rating holds for, named as a code
_CATEGORY = re.compile(r"\b(AC|DC)-(\d{1,2}[ab]?)\b", re.I)


def utilization_category(text: str) -> str | None:
    """The one utilization category a text names ("AC-15"), None for none or several."""
    named = {f"{m.group(1).upper()}-{m.group(2).lower()}" for m in _CATEGORY.finditer(text)}
    return named.pop() if len(named) == 1 else None


def rated_load_kind(text: str) -> str | None:
    """The load kind a rating's condition names ("inductive load (cos φ = 0.4)", "AC-15"),
    None when it names none or several. A power factor of 1 is a resistive load, below 1
    an inductive one."""
    category = utilization_category(text)
    if category:
        return category
    kinds = {kind for kind, rx in _RATED_KINDS if rx.search(text)}
    if "resistive" in kinds and "non" in text.lower() and "inductive" in kinds:
        kinds.discard("inductive")  # "non-inductive": resistive
    if not kinds:
        m = _COS_PHI.search(text)
        if m:
            kinds = {"resistive" if float(m.group(1)) >= 0.99 else "inductive"}
    return kinds.pop() if len(kinds) == 1 else None


# loads that store energy in a winding or magnetic circuit: switching them is rated as an
# inductive load. "coil" alone is left out: questions name the relay's own coil. (A motor
# also draws an inrush: asked_load_kind reads it as a motor load before these.)
_INDUCTIVE_LOADS = re.compile(
    r"solenoid|valve|motor|pump|\bfans?\b|contactor|transformer|compressor|"
    r"inductive|inductor|\bchoke\b|ballast|electromagnet|actuator|buzzer|horn|\bbell\b",
    re.I,
)
# filament lamps draw ~10x their running current when cold
_LAMP_LOADS = re.compile(r"\blamps?\b|\bbulbs?\b|incandescent|tungsten|halogen", re.I)


def asked_load_kind(text: str) -> str:
    """The load kind a question's description of a load implies: inductive, motor, lamp,
    or resistive (heaters, kettles and unnamed loads); or the utilization category the
    question names ("a contactor coil, AC-15"), which only a rating for it settles."""
    category = utilization_category(text)
    if category:
        return category
    if names_word(text, "motor", "compressor", "pump"):
        return "motor"
    if _INDUCTIVE_LOADS.search(text):
        return "inductive"
    if _LAMP_LOADS.search(text):
        return "lamp"
    return "resistive"


# the things a contact or switch is asked to carry; "coil" is left out (the relay's own)
_LOAD_NOUNS = (
    r"heaters?|heating element|kettle|boiler|lamps?|bulbs?|lights?|motors?|pumps?|fans?|"
    r"solenoids?|valves?|compressor|contactor|transformer|appliances?|loads?|ballast|"
    r"strips?|leds?|sirens?|horns?|buzzers?|peltiers?"
)
# words that end a load's description: a verb or article starts the rest of the sentence
_NOT_DESCRIBING = (
    r"(?:and|or|to|on|from|with|for|at|a|an|the|my|it|its|is|as|"
    r"driv\w*|switch\w*|run\w*|power\w*|control\w*|feed\w*|handl\w*|use\w*)\b"
)
# a voltage inside a load's own description: "a 230v 3a resistive heater", "my 230 v 16 a
# heater", "a 240 V, 1500 W tank heater", "230v mains heater". Between the voltage and the
# noun only the load's other ratings and up to three describing words may stand, so a
# supply named elsewhere ("module on 5 V switching a heater") is not read as the load's.
_LOAD_VOLTAGE = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)\s*v(?:olts?)?\b"
    r"(?:\s*,?\s*\d+(?:\.\d+)?\s*(?:m?a|w|watts?|amps?)\b)*"
    r"(?:\s+(?!" + _NOT_DESCRIBING + r")[a-z-]+){0,3}?\s+(?:" + _LOAD_NOUNS + r")\b",
    re.I,
)


def load_voltage_in(text: str) -> float | None:
    """The voltage a question gives inside a switched load's description, None if none."""
    m = _LOAD_VOLTAGE.search(text)
    return float(m.group(1)) if m else None
