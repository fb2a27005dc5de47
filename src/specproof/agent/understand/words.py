"""One request's own words, read once: what gather ranks rows by and validate checks rows
against ("at VDD = 2.7 V", "between -20 and 0 °C", "at a gain of 128", "not the load-dump
rating", "sourcing 8 mA", "(the 'Start-Up Time')", "push-pull", "typical and maximum").

A new way of qualifying a request (a setting, a load, a rating to rule out) belongs here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from specproof.agent.temperature_points import asked_points, casual_degrees
from specproof.agent.terms import (
    CURRENT_KIND,
    amps_of,
    assignments,
    question_terms,
    settings,
    temperature_ranges,
    with_hyphen_parts,
    words_of,
)
from specproof.agent.understand.context import (
    asked_bounds,
    asked_supply_volts,
    excluded_phrases,
    run_down_volts,
)
from specproof.agent.understand.record import FieldRequest
from specproof.agent.understand.settings import power_states
from specproof.tokens import ALNUM_RUN, LETTERS

Terms = tuple[set[str], set[str], set[str]]  # number terms, mode classes, content words

# a question about storage itself ("burn-in time after long storage") is answered there
_STORAGE_ASKED = re.compile(r"\bstor(?:age|ed|ing)\b", re.IGNORECASE)
# "while its RX line is held low", "with EN pulled high": a pin held at a level, a state of
# the part a row must name to answer for it
_PIN_HELD = re.compile(
    r"\b(?:with|while|when|whilst)\s+(?:its\s+|the\s+)?([a-z][a-z0-9_/]{1,7})\s+(?:line\s+|pin\s+|input\s+)?"
    r"(?:is\s+|are\s+)?(?:held|pulled|tied|driven|kept|set)\s+(?:to\s+)?(?:low|high|gnd|ground|vcc|vdd)\b",
    re.IGNORECASE,
)
# an output level asked at a load: "sourcing 8 mA", "IOH = -4 mA", "a 20 mA load"
_ASKED_LOAD = re.compile(
    r"\b(?:sourc\w*|sink\w*|driv\w*|deliver\w*|(?:load|output) current(?: of)?|i[a-z]{0,2}\s*=)"
    r"\s*[-+]?(\d+(?:\.\d+)?)\s*(ma|ua|µa|a)\b|"
    r"\b(\d+(?:\.\d+)?)\s*(ma|ua|µa|a) (?:load|output current)\b"
)
LOAD_NORM = str.maketrans(
    {"−": "-", "–": "-", "μ": "µ"}
)  # dashes and micro signs a load is written with
# a parameter name the question quotes: "(the 'Start-Up Time for Register Read/Write')";
# an apostrophe inside a word ("MPU-6050's") opens no quote
_QUOTED_NAME = re.compile(r"(?<![a-z0-9])['‘\"“]([a-z][^'‘’\"“”]{5,60}?)['’\"”](?![a-z])")
_NAME_FILLER = {"the", "for", "and", "with", "from", "time", "current", "voltage", "value"}


@dataclass(frozen=True, slots=True)
class RequestWords:
    """What a request's own words (its condition text) fix about the row that answers it."""

    text: str
    storage: bool  # asks about storage itself
    assignments: dict[str, float]  # "VDD = 2.7 V" -> {"vdd": 2.7}
    temperature_ranges: list[tuple[float, float]]  # "-20 °C to +85 °C"
    temperature_points: tuple[float, ...]  # "at 125C", "TA = 25 °C": one temperature
    settings: dict[str, set[str]]  # "gain#128", "rate/hz" -> {"5"}
    supply_volts: tuple[float, ...]  # "at 5 V", "on a 2.7 V supply"
    run_down_volts: tuple[float, ...]  # "two AA cells down to about 2.1 V"
    excluded_phrases: frozenset[str]  # "not the load-dump rating" -> {"load dump"}
    load_amps: float | None  # "sourcing 8 mA" -> 0.008
    modes: frozenset[str]  # mode classes named: {"pp"} for "push-pull"
    power_states: frozenset[str]  # low-power states by name: {"power-down"}
    quoted_names: tuple[tuple[str, frozenset[str]], ...]  # a parameter named in quotes
    current_kinds: frozenset[str]  # "(AC and DC)" -> {"ac", "dc"}
    held_pins: frozenset[str]  # pins the question holds at a level ("RX held low") -> {"rx"}
    tokens: frozenset[str]  # every word, for a supply pin named ("current from VSS")
    words: frozenset[str]  # letter words ("fastest", "maximum")


# "with a 2.5 V gate drive", "at 4.5 V on the gate", "gate voltage of 10 V": VGS in words
_GATE_DRIVE = re.compile(
    r"(\d+(?:\.\d+)?)\s*v\s+(?:gate(?:[- ]drive| voltage| signal)?|on the gate|vgs|logic[- ]level gate)\b"
    r"|\bgate (?:drive|voltage|signal)(?: of| at)?\s+(\d+(?:\.\d+)?)\s*v\b"
)


# "about 3 V on VM", "5v at VCC": a supply pin's voltage written the other way round
_VOLTS_ON_PIN = re.compile(r"(\d+(?:\.\d+)?)\s*v\s+(?:on|at)\s+(v[a-z0-9]{1,6})\b")


def _assignments_in_words(low: str) -> dict[str, float]:
    """What "VGS = 2.5 V" and "TA = 25 °C" say, said in words: "a 2.5 V gate drive", "at
    room temperature", "3 V on VM"."""
    out = {"ta": 25.0} if re.search(r"\broom[- ]temp(?:erature)?\b", low) else {}
    out |= {pin: float(volts) for volts, pin in _VOLTS_ON_PIN.findall(low)}
    m = _GATE_DRIVE.search(low)
    return {**out, "vgs": float(m.group(1) or m.group(2))} if m else out


@lru_cache(maxsize=4096)
def request_words(text: str) -> RequestWords:
    """The request's condition text read once (the same text is read once per question)."""
    low = text.lower()
    degrees = casual_degrees(text)  # "at 125C" read as "at 125 °C", for spans and points
    load = _ASKED_LOAD.search(low.translate(LOAD_NORM))
    names = []
    for m in _QUOTED_NAME.finditer(low):
        name = words_of(m.group(1)) - _NAME_FILLER
        if len(name) >= 2:
            names.append((m.group(1), frozenset(name)))
    return RequestWords(
        text=text,
        storage=bool(_STORAGE_ASKED.search(text)),
        assignments={**_assignments_in_words(low), **assignments(text)},
        temperature_ranges=temperature_ranges(degrees),
        temperature_points=asked_points(degrees),
        settings=settings(text),
        supply_volts=tuple(asked_supply_volts(text)),
        run_down_volts=tuple(run_down_volts(text)),
        excluded_phrases=frozenset(excluded_phrases(text)),
        load_amps=amps_of(load) if load else None,
        modes=frozenset(question_terms(text, [])[1]) if text else frozenset(),
        power_states=power_states(text),
        quoted_names=tuple(names),
        current_kinds=frozenset(m.group(1) for m in CURRENT_KIND.finditer(low)),
        held_pins=frozenset(m.lower() for m in _PIN_HELD.findall(text)),
        tokens=frozenset(ALNUM_RUN.findall(low)),
        words=frozenset(LETTERS.findall(low)),
    )


@lru_cache(maxsize=4096)
def _terms(text: str, device_names: tuple[str, ...]) -> Terms:
    return with_hyphen_parts(question_terms(text, list(device_names)))


def request_terms(request: FieldRequest, device_names: list[str]) -> Terms:
    """Number terms, mode classes and content words of the request's own words (its phrase
    when it has no condition text); the devices' names are no content words."""
    nums, modes, words = _terms(request.condition_text or request.phrase, tuple(device_names))
    return set(nums), set(modes), set(words)  # copies: callers may narrow them


def own_clause(request: FieldRequest) -> str:
    """The request's words from the list mark before its phrase: "..., and the minimum VIH"
    (the "range" that ended the previous request is not this one's)."""
    text = request.condition_text
    at = text.find(request.phrase) if request.phrase else -1
    if at < 0:
        return text
    marks = list(re.finditer(r"\band\b|[,;:]|\(\s*[a-e1-5]\s*\)", text[:at]))
    return text[marks[-1].end() :] if marks else text


def request_bounds(request: FieldRequest) -> set[str]:
    """The bounds the request's own words ask: "the minimum VIH", "typical and maximum"."""
    return asked_bounds(own_clause(request))
