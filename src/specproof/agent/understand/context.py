"""What the whole question fixes, shared by every request of it: pin states, supply,
temperature span, bounds asked, packages, excluded rows, modes, contacts, protocols.
"""

from __future__ import annotations

import re

from specproof.agent.temperature_points import casual_degrees
from specproof.agent.terms import (
    NON_SPEC,
    STOP,
    code_terms,
    hyphens_as_spaces,
    mode_phrases,
    question_terms,
    state_assignments,
    symbol_key,
    temperature_spans,
    unsigned_terms,
)
from specproof.agent.understand.devices import protocols_named
from specproof.agent.understand.kind import BOUND_WORDS
from specproof.agent.understand.record import QuestionContext

# "run pin low", "EN pin pulled high", "with CE tied low": a pin's logic level in words
_PIN_LEVEL = re.compile(
    r"\b([a-z][a-z0-9]{1,6})\s+(?:pin\s+(?:is\s+|pulled\s+|tied\s+|held\s+|driven\s+|set\s+)?|"
    r"(?:pin\s+)?(?:is\s+)?(?:pulled|tied|held|driven)\s+)(high|low)\b|"
    r"\b(?:pull|tie|hold|drive)\w*\s+(?:the\s+)?([a-z][a-z0-9]{1,6})(?:\s+pin)?\s+(high|low)\b"
)


def pin_levels(low: str) -> dict[str, str]:
    """Pins the question sets to a logic level in words, as "pin = h/l" states."""
    out = {}
    for m in _PIN_LEVEL.finditer(low):
        pin, level = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        out[pin] = level[0]
    return out


def question_context(
    question: str, phrase_text: str = "", device_names: tuple[str, ...] = ()
) -> QuestionContext:
    low = question.lower().replace("µ", "u").replace("–", "-").replace("−", "-")
    nums, _, words = question_terms(low, [])
    modes = mode_phrases(low)
    return QuestionContext(
        states={**pin_levels(low), **state_assignments(low)},
        nums=unsigned_terms(nums),
        words=words,
        protocols=protocols_named(low),
        bounds=asked_bounds(phrase_text or low),
        # symbols are written in capitals ("VS", "VIH") or as a lower prefix on capitals ("fCLK")
        symbols={
            symbol_key(t)
            for t in re.findall(r"\b[A-Za-z][A-Za-z0-9_]{1,9}\b", question)
            if sum(c.isupper() for c in t) >= 2 or re.match(r"[a-z][A-Z]", t)
        },
        packages=package_codes(question),
        excluded=excluded_names(question),
        initials=hyphen_initials(low),
        non_spec_asked=bool(NON_SPEC.search(low)),
        mode_phrases=modes,
        variant_numbers=variant_numbers(low),
        contacts=contact_kinds(low),
        full_temperature=bool(_FULL_TEMPERATURE.search(low)),
        compounds=hyphen_compounds(low),
        # ("the extended temp version (-40 to 125)": a span written without its unit)
        temp_spans=temperature_spans(casual_degrees(low)),
        supply_volts=asked_supply_volts(low),
        excluded_phrases=excluded_phrases(low),
        block_words=(words - _FIELD_WORDS - {w for phrase in modes for w in phrase.split()}),
        codes=setting_codes_named(low, device_names),
    )


# bus names are written like codes but name an interface, not a mode of a row
_BUS_CODES = {"i2c", "i2s", "i3c"}


def setting_codes_named(low: str, device_names: tuple[str, ...]) -> set[str]:
    """The mode and setting codes of the question ("HT40", "MCS7", "11b"), less the parts'
    own names ("DHT22", "ESP32") and bus names."""
    names = set().union(*(code_terms(name) for name in device_names)) if device_names else set()
    return code_terms(low) - names - _BUS_CODES


# words every table of a kind repeats: they name the field, not the block a row is in
_FIELD_WORDS = {
    "supply", "voltage", "current", "output", "input", "power", "data", "rate", "frequency",
    "temperature", "time", "level", "high", "low", "operating", "consumption",
}  # fmt: skip

# a version named by its rating: "the 12 VDC version", "5 V coil variant", "the 3.3 V HKR..."
_VARIANT_NUMBER = re.compile(
    r"(\d+(?:\.\d+)?)\s*-?\s*v(?:dc|ac)?\b\s*(?:coil\s+)?"
    r"(?:version|variant|model|type|option|part|coil)\b"
    r"|\bthe\s+(\d+(?:\.\d+)?)\s*-?\s*v(?:dc|ac)?\s+[a-z]+\d"
)

_CONTACT_KINDS = {
    "nc": re.compile(r"normally[- ]?closed|\bn\.?c\.?\s+contact|\bbreak contact"),
    "no": re.compile(r"normally[- ]?open|\bn\.?o\.?\s+contact|\bmake contact"),
}

_FULL_TEMPERATURE = re.compile(
    r"\b(?:full|entire|whole|complete)\b[^.?]{0,30}\btemperature\b"
    r"|\bover (?:the )?(?:operating )?temperature\b|\bacross temperature\b"
)


def variant_numbers(text: str) -> set[float]:
    """Ratings that name a version: "the 12 VDC version" -> {12.0}."""
    return {float(a or b) for a, b in _VARIANT_NUMBER.findall(text.lower())}


def contact_kinds(text: str) -> set[str]:
    """ "normally-closed contact" -> {"nc"}: which relay contact the question asks about."""
    return {kind for kind, pattern in _CONTACT_KINDS.items() if pattern.search(text.lower())}


def hyphen_compounds(text: str) -> set[tuple[str, str]]:
    """Hyphenated word pairs of the question ("power-on", "full-scale"), letters only."""
    return {
        (m.group(1), m.group(2))
        for m in re.finditer(r"(?<![a-z0-9-])([a-z]{2,})-([a-z]{2,})(?![a-z0-9-])", text)
    }


def hyphen_initials(text: str) -> set[str]:
    """ "L-resolution", "high-speed" -> {"lr", "hs"}: how symbol subscripts abbreviate modes."""
    return {
        m.group(1) + m.group(2)
        for m in re.finditer(r"(?<![a-z0-9])([a-z])[a-z]*-([a-z])[a-z]*(?![a-z0-9-])", text)
    }


_EXCLUSION = re.compile(
    r"\b(?:not|except(?: for)?|excluding|other than|apart from|besides)\s+(?:the\s+)?"
    r"([A-Za-z][A-Za-z0-9_/]{1,15})\b",
    re.IGNORECASE,
)


def excluded_names(text: str) -> set[str]:
    """Pins or modes the question rules out: "(not nSLEEP)" -> {"nsleep"}.

    Only symbol-like names (a digit, an underscore, a capital in the middle, or a short
    all-capital word in the original) are kept; "not less than" excludes nothing.
    """
    out: set[str] = set()
    for m in _EXCLUSION.finditer(text):
        for part in m.group(1).split("/"):
            symbol_like = re.search(r"\d|_|[a-z][A-Z]|^[A-Z]{2,}$", part)
            if len(part) >= 2 and symbol_like:
                out.add(part.lower())
    return out


# "(not the load-dump rating)", "other than the peak value": a row kind the question rules out
_EXCLUDED_PHRASE = re.compile(
    r"\b(?:not|excluding|except(?: for)?|other than|apart from|rather than|instead of)\s+"
    r"(?:the|its|a|an)\s+([a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,2}?)\s+"
    r"(?:ratings?|values?|figures?|rows?|limits?|specs?|specifications?|ranges?|modes?|"
    r"versions?|cases?|conditions?|numbers?|currents?|voltages?)\b"
)


# a thing set aside at the end of a question: "the controller itself (not the
# temperature probe)?" - its head noun names the rows of that thing ("Probe protection")
_EXCLUDED_THING = re.compile(
    r"[(,]\s*not (?:the|its|a|an) ([a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,2})\s*(?:\)|\?|$)"
)
# head nouns that name no thing of their own ("not the I version" is a version's name)
# (nor does a quantity: "not the probe water temp" sets a case of the quantity aside)
_NO_THING = frozenset(
    {"version", "one", "part", "model", "type", "variant", "grade", "device", "temp",
     "temperature", "voltage", "current", "range", "rating", "power", "level", "value"}
)  # fmt: skip


def excluded_phrases(text: str) -> set[str]:
    """Row kinds the question rules out in words: "(not the load-dump rating)" ->
    {"load dump"}, "the operational range, not the full-accuracy range" -> {"full accuracy"},
    "(not the temperature probe)" -> {"probe"}."""
    out: set[str] = set()
    low = text.lower()
    for m in _EXCLUDED_PHRASE.finditer(low):
        phrase = hyphens_as_spaces(m.group(1)).strip()
        if phrase and phrase not in STOP and len(phrase) >= 3:
            out.add(phrase)
    for m in _EXCLUDED_THING.finditer(low):
        head = hyphens_as_spaces(m.group(1)).split()[-1]
        if head not in STOP and head not in _NO_THING and len(head) >= 3:
            out.add(head)
    return out


# "about 3.3 V", "~2 V": a supply said roughly is the supply said
_ROUGHLY = r"(?:about\s+|around\s+|roughly\s+|~\s*)?"
# "at 5 V", "on a 2.7 V supply", "runs from 3.3 V", "powered at 5 V": the supply a
# question asks a row for (not "a 5 V output", "the 12 V version", "5 V logic")
_ASKED_SUPPLY = re.compile(
    r"(?:\b(?:at|on|from|with|off)\s+(?:an?\s+|the\s+)?|\bsupply (?:of|at)\s+|"
    # "when EVDD0 is 3.3 V", "with VCC at 5 V": a supply pin named and set in words
    r"\b[a-z]{0,2}v(?:dd|cc|in|io)\w{0,3} (?:is|at|of)\s+)"
    + _ROUGHLY
    + r"(\d+(?:\.\d+)?)\s*v\b(?!\s*(?:output|input|signal|logic|level|coil|version|variant|"
    r"model|type|part|relay|pin|gpio|ttl|cmos|dc (?:adapter|input)|ac|rms|pp|p-p|/))"
)


def asked_supply_volts(text: str) -> list[float]:
    """Supply voltages the question fixes in words ("at 5 V"); "VDD = 5 V" assignments are
    pin states, weighed by :func:`context_fit`."""
    low = text.lower().replace("–", "-").replace("−", "-")
    return list(dict.fromkeys(float(m.group(1)) for m in _ASKED_SUPPLY.finditer(low)))


# "cells down to about 1.9 V", "once the pack has sagged to 2.0 V": a run-down supply
_RUN_DOWN = re.compile(
    r"\b(?:down|dropp?(?:ed|s)?|sag(?:ged|s)?|fall(?:en|s)?)\s+to\s+"
    + _ROUGHLY
    + r"(\d+(?:\.\d+)?)\s*v\b"
)


def run_down_volts(text: str) -> list[float]:
    """The voltage a question says its supply has run down to; a build's check reads it as
    the battery's empty end, a figure asked of a part at that supply reads it as its rail."""
    return [float(m.group(1)) for m in _RUN_DOWN.finditer(text.lower())]


_PACKAGE = re.compile(
    r"\b([A-Z]{2,6}\d{0,3})\s*\(([A-Z]{2,6}\d{0,3})\)\s*package|\b([A-Z]{2,6}\d{0,3}) package\b"
)


# package codes typed in lower case, named as packages: "(pwp or rty package)"
_TYPED_PACKAGE = re.compile(
    r"\b(pwp|pw|rty|dgs|soic|tssop|htssop|msop|qfn|dfn|lga|bga|sot-?23|to-?220|dip)\b"
    r"(?=[^.?;]{0,20}\bpackages?\b)"
)


# package outlines that name themselves, with or without the word "package": "the sot-223
# one", "in TO-220"
_OUTLINE = re.compile(
    r"\b(sot-?(?:223|23|89|323|363)(?:-\d)?|to-?(?:220|92|263|252|247)(?:-\d)?|d2?-?pak|sc-?70)\b",
    re.IGNORECASE,
)


def package_codes(question: str) -> set[str]:
    """ "in the PW (TSSOP) package", "HTSSOP (PWP) package", "RTY package", "the sot-223
    one" -> codes."""
    out: set[str] = set()
    for m in _PACKAGE.finditer(question):
        out |= {g for g in m.groups() if g}
    out |= {m.upper() for m in _OUTLINE.findall(question)}
    return out | {m.upper() for m in _TYPED_PACKAGE.findall(question)}


_RULED_OUT_BOUND = re.compile(
    r"\b(?:not|no|rather than|instead of)\s+(?:an?\s+|the\s+)?(?:min|max|typ)(?:imum|ical|\.)?\b"
)


def asked_bounds(text: str) -> set[str]:
    """The bounds a question asks for: "typical and maximum", "min/typ/max", "range",
    "nominal and limits"."""
    # "a worst-case number, not typical": a bound the question rules out is not asked
    low = _RULED_OUT_BOUND.sub(" ", text.lower())
    out = {name for pattern, name in BOUND_WORDS if pattern.search(low)}
    if re.search(
        r"\brange\b|\blimits\b|\bmin(?:imum)?\b[^.?]{0,12}\bmax(?:imum)?\b|\bfrom\b[^.?]{0,20}\bto\b",
        low,
    ):
        out |= {"min", "max"}
    return out
