"""Address pins the question says how it wires: "A0 tied to GND", "AD0 pin is tied high",
"both A1 and A0 to GND", "SDO = 1". A part whose address a pin selects answers to one
address once the pin is wired; which one its sheet tells (see ``rules.address_pins``).
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording

# address-select pin names as sheets print them (A0-A2, AD0, ADDR, ADD0, SA0, SDO, ADR)
ADDRESS_PIN = r"(?:A[0-2]|AD[0-2]|ADDR\d?|ADD[0-2]|SA0|SDO|ADR[0-2]?)"

# a level a pin is wired to, as the question or the sheet writes it, and what it means
_LEVEL_WORDS = {
    "GND": ("gnd", "ground", "vss", "agnd", "dgnd", "low", "logic 0", "logic low", "0", "l"),
    "VDD": (
        "vdd",
        "vcc",
        "vs",
        "vs+",
        "v+",
        "vio",
        "vddio",
        "vdd_io",
        "supply",
        "high",
        "logic 1",
        "logic high",
        "1",
        "h",
    ),
    "SDA": ("sda",),
    "SCL": ("scl",),
}
_LEVELS = {word: level for level, words in _LEVEL_WORDS.items() for word in words}
LEVEL = r"(?:logic[ -](?:0|1|low|high)|V(?:DD|CC)(?:_?IO)?|VS\+?|V\+|VIO|A?GND|DGND|VSS|SDA|SCL|ground|supply|high|low|[01]\b)"


def strap_level(word: str) -> str | None:
    """ "ground" -> "GND", "VS+" -> "VDD", "logic 1" -> "VDD", "SDA" -> "SDA"."""
    return _LEVELS.get(" ".join(word.lower().replace("-", " ").split()))


# ("a2..a0", "A0-A2", "A2 to A0": a run of numbered pins, each of them)
_RUN = r"\s*(?:\.\.\.?|…|-|–|\bto\b|\bthrough\b|\bthru\b)\s*"
_PINS = rf"\b{ADDRESS_PIN}(?:(?:\s*(?:,|and|&|/)\s*|{_RUN}){ADDRESS_PIN})*\b"
_WIRED = (
    r"(?:tied|connected|pulled(?: up| down)?|strapped|wired|set|held|driven|jumpered|shorted|"
    r"bridged)"
)
_STRAP = re.compile(
    rf"(?P<pins>{_PINS})(?:\s+(?:pins?|pads?))?(?:\s+(?:is|are))?(?:\s+(?:both|all|each))?"
    # ("bridged A0 over to VS+": the pad soldered across to that level)
    rf"(?:\s*=\s*|\s+{_WIRED}\s+(?:(?:to|at)\s+)?(?:the\s+)?|"
    rf"\s+(?:over\s+)?(?:to|on)\s+(?:the\s+)?|\s+(?=(?:high|low)\b))"
    rf"(?P<level>{LEVEL})",
    re.IGNORECASE,
)


# "A0 grounded", "ADDR pulled up", "SA0 tied low": the level said by the verb alone
_STRAP_VERB = re.compile(
    rf"(?P<pins>{_PINS})(?:\s+(?:pins?|pads?))?(?:\s+(?:is|are))?(?:\s+(?:both|all|each))?\s+"
    r"(?P<verb>grounded|pulled (?:up|down)|tied (?:up|down))\b",
    re.IGNORECASE,
)
_VERB_LEVEL = {"grounded": "GND", "up": "VDD", "down": "GND"}


def read_straps(wording: Wording) -> dict[str, dict[str, str]]:
    """Device -> {pin: level} for every address pin the question wires. A pin belongs to
    the part named last before it ("an INA3221 with its A0 pin tied to GND"), or to the
    first part named when none comes before."""
    out: dict[str, dict[str, str]] = {}
    for owner, wired in _strap_statements(wording):
        out.setdefault(owner, {}).update(wired)
    return out


def read_copy_straps(wording: Wording) -> dict[str, tuple[dict[str, str], ...]]:
    """Device -> the wiring of each of its chips, for a part whose chips the question wires
    apart ("one with SDO to GND and the other with SDO to VDDIO", "an HTS31 with ADDR to
    GND and an HTS35 with ADDR to VDD"): a pin wired again starts the next chip."""
    chips: dict[str, list[dict[str, str]]] = {}
    for owner, wired in _strap_statements(wording):
        own = chips.setdefault(owner, [{}])
        if set(wired) & set(own[-1]):
            own.append({})
        own[-1].update(wired)
    return {device: tuple(each) for device, each in chips.items() if len(each) > 1}


def _strap_statements(wording: Wording) -> list[tuple[str, dict[str, str]]]:
    """(owner, {pin: level}) per strap the question states, in the order it states them."""
    said = [(m, strap_level(m.group("level"))) for m in _STRAP.finditer(wording.text)]
    said += [
        (m, _VERB_LEVEL[m.group("verb").split()[-1].lower()])
        for m in _STRAP_VERB.finditer(wording.text)
    ]
    out = []
    for m, level in sorted(said, key=lambda pair: pair[0].start()):
        owner = owner_at(wording, m.start())
        if level is None or owner is None:
            continue
        out.append((owner, {pin: level for pin in _pin_names(m.group("pins"))}))
    return out


def _pin_names(text: str) -> list[str]:
    """The pins a strap names, a run ("A2..A0") spelt out pin by pin."""
    pins = [p.upper() for p in re.findall(ADDRESS_PIN, text, re.I)]
    for run in re.finditer(rf"([A-Z]+)(\d){_RUN}\1(\d)", text, re.I):
        lo, hi = sorted((int(run.group(2)), int(run.group(3))))
        pins += [f"{run.group(1).upper()}{n}" for n in range(lo, hi + 1)]
    return list(dict.fromkeys(pins))


def owner_at(wording: Wording, at: int) -> str | None:
    before = [d for d in wording.devices if d.end <= at]
    if before:
        return max(before, key=lambda d: d.end).device
    return wording.devices[0].device if wording.devices else None


# "all three address jumpers bridged", "the solder bridges closed": address straps set
# without naming their pins
_UNNAMED_STRAPS = re.compile(
    r"\b(?:address\s+)?(?:jumpers?|solder[- ]?(?:bridges?|jumpers?|pads?))\b[^.?]{0,30}?"
    r"\b(?:bridged|closed|shorted|open|cut|set|soldered)\b|"
    r"\b(?:bridged|closed|shorted|cut)\s+(?:all\s+)?(?:the\s+)?(?:\w+\s+)?(?:address\s+)?"
    r"(?:jumpers?|solder[- ]?(?:bridges?|pads?))\b",
    re.I,
)


def named_address_pins(text: str) -> tuple[str, ...]:
    """Address-select pins the question names, upper-cased, however it wires them; the
    address jumpers it sets without naming them count as one ("JUMPERS")."""
    named = _pin_names(" ".join(m.group(0) for m in re.finditer(_PINS, text, re.I)))
    if not named and _UNNAMED_STRAPS.search(text):
        named = ["JUMPERS"]
    return tuple(dict.fromkeys(named))


# the address straps left as the board comes: "without moving any jumper", "as shipped",
# "out of the box", "at their default addresses", "no solder bridge touched"
_AS_SHIPPED = re.compile(
    r"\bwithout\s+(?:moving|changing|touching|bridging|cutting|soldering|setting)\s+(?:any|the|a)\s+"
    r"(?:\w+\s+)?(?:jumpers?|pads?|straps?|bridges?|address\w*)\b|\bas\s+shipped\b|"
    r"\bout\s+of\s+the\s+box\b|\b(?:default|shipped|factory)\s+(?:i2c\s+)?address(?:es)?\b|"
    r"\bstock\s+address",
    re.I,
)


def straps_as_shipped(text: str) -> bool:
    """The question leaves every address strap as the board comes."""
    return _AS_SHIPPED.search(text) is not None
