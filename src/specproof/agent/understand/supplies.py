"""The supplies a question states per part while it is read, and the one rail parts share
("the same 3.3 V rail", "both from a 5 V supply", "all on 3v3")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise

from specproof.agent.io_supply import IO_SUPPLY_PINS
from specproof.agent.understand.batteries import Battery
from specproof.agent.understand.record import FROM_BEFORE, Wording
from specproof.tokens import BRACKETED, CLAUSE_BREAK, DECIMAL, names_word
from specproof.units import parse_quantity


@dataclass(slots=True)
class Supplies:
    """The supply voltages stated per device, while the question is read."""

    rails: dict[str, float] = field(default_factory=dict)
    pins: dict[str, dict[str, float]] = field(default_factory=dict)
    role_rails: dict[str, dict[str, float]] = field(default_factory=dict)
    regulator_input: dict[str, float] = field(default_factory=dict)
    regulator_output: dict[str, float] = field(default_factory=dict)
    build_input: float | None = None  # "input is a 5 V USB rail": the build's own input
    battery: Battery | None = None  # "off a 2s lipo": a source by chemistry, no voltage

    def supplied(self) -> set[str]:
        """The devices given a rail, an input or rails by role so far."""
        return set(self.rails) | set(self.regulator_input) | set(self.role_rails)


# pins stated beside a part's main supply (I/O sides, backup): they leave its rail open
SIDE_PINS = IO_SUPPLY_PINS | {"VBAT"}


RAIL_LABEL = re.compile(r"\b(\d)v(\d)\b", re.I)


# "a single 5v supply" shares it; "a single li-ion cell" and "single-bus" share nothing
_SINGLE_SUPPLY = r"\bsingle\s+(?:[\w.]+\s+)?(?:supply|rail|psu|source|adapter)\b"
# words that share a supply, not only a bus ("the same bus", "one i2c bus" share a bus)
# ("on the same pcb", "one breadboard": a board, case or box shared, no supply)
_SHARED_SUPPLY = re.compile(
    r"\b(?:same|one)\b(?![\s-]+(?:[\w.²]+[\s-]+){0,2}"
    r"(?:bus|wire|pcb|board|breadboard|perfboard|enclosure|case|box)\b)|"
    # ("do both states work": both of something else than the parts)
    r"\bboth\b(?!\s+(?:states|sides|ways|modes|directions|channels|pins|lines|inputs|outputs|"
    r"ends|cases|edges|levels|signals)\b)|" + _SINGLE_SUPPLY + r"|\bshar(?:e|es|ed|ing)\b|\brail\b|"
    # "X and a Y, all on 5v"
    r"\b(?:all|each)\s+(?:(?:powered|running|run|sit)\s+)?(?:on|at|from|off)\b",
    re.I,
)


def share_rail(q: str, wording: Wording, supplies: Supplies, placed_only: frozenset[str]) -> None:
    """ "the same 3.3 V rail", "both ... from a 5 V rail": one voltage for every device."""
    if not _SHARED_SUPPLY.search(q) and not names_word(q, "same", "one"):
        return
    # ("both on an ams1117-3.3 from 5v": a part named by its output voltage converts; what
    # feeds it is no rail of the parts on it)
    converters = {m.device for m in wording.devices if m.variant and DECIMAL.fullmatch(m.variant)}
    volts = {v for d, v in supplies.rails.items() if d not in converters}
    if volts and not _SHARED_SUPPLY.search(q):
        return  # "X (vin at 3v3) and Y on the same 3.3v bus": a bus shared, Y's supply untold
    q = RAIL_LABEL.sub(r"\1.\2 V", q)  # "all 3v3": a schematic rail label is a voltage
    # "one 3.3v i2c bus": the parts on it run from that voltage, as on a shared rail
    rail = re.finditer(
        r"([-+]?\d+(?:\.\d+)?)\s*V\b(?:\s*\w+){0,3}?\s*(?:rail|supply|branch)|"
        # "sharing the 5v pin of my uno": a supply pin shared
        # ("max44009 and dht11 sharing 5v?")
        r"\bshar\w*\s+(?:the\s+|my\s+|a\s+|one\s+)?([-+]?\d+(?:\.\d+)?)\s*V(?:\s*pin)?\b|"
        r"([-+]?\d+(?:\.\d+)?)\s*V\s*(?:i2c|i²c|spi)\s+bus\b|"
        # "both on 3.3v", "all powered from 5 V", "both straight on the uno 5v"
        # ("both running off the same 5v", "both on the 3v3 pin of my board", "both on the
        # uno's 5v", "both on arduino 5v")
        r"\b(?:both|all|each)\s+(?:[\w'’-]+\s+){0,2}?(?:(?:on|at|from|off)\s+)?"
        # ("both on an ams1117-3.3 from 5v": the 5 V feeds the regulator they are on)
        r"(?:an?\s+|the\s+(?:same\s+)?|my\s+|one\s+)?(?:(?!(?:from|off|via)\b)[\w'’-]+\s+){0,2}?"
        r"([-+]?\d+(?:\.\d+)?)\s*V\b|"
        # "on the same 3.3v ldo", "from the same 5v as my 74hc595", "on 5v together"
        r"\bsame\s+([-+]?\d+(?:\.\d+)?)\s*V\b|([-+]?\d+(?:\.\d+)?)\s*V\s+together\b|"
        # "both on my arduino's 5v pin", "X and Y on my esp's 3.3v pin, both ok?"
        r"\b(?:on|from|off)\s+(?:my|the|an?)\s+(?:[\w'’-]+\s+){0,2}?([-+]?\d+(?:\.\d+)?)\s*V\s*"
        r"(?:pin|rail|ldo|regulator|output)\b",
        q,
        re.I,
    )
    # (a rail said of a part the library lacks is that part's: "a DS18B20; a TPIC6B595
    # sinks the coils from a 12 V rail")
    found = [_voltage_of(m) for m in rail]
    rail = [v for v, at in found if not _unlisted_owns(wording, at)]
    if rail:
        volts |= {float(v) for v in rail}
    inputs = set(supplies.regulator_input.values())
    # ("X and Y fed from the same 24 V PSU": the source named is the one they are fed from)
    if (
        (not volts or (inputs <= volts and names_word(q, "same")))
        and _SHARED_SUPPLY.search(q)
        and not _CONVERTER_WORDS.search(q)
        and not converters
    ):
        volts |= _shared_source(supplies)
    if len(volts) == 1:
        value = next(iter(volts))
        # ("Each motor draws 1 A ... one motor per H-bridge" puts no parts together)
        together = re.search(
            r"\b(?:both|same)\b|"
            + _SINGLE_SUPPLY
            + r"|\ball\s+(?:(?:powered|running|run)\s+)?(?:on|from|off)\b",
            q,
            re.I,
        )
        for device, fed in list(supplies.regulator_input.items()):
            # "X and a Y DAC both run from one 3.3 V supply": the one supply read as Y's
            # input is the rail they share, as Y's output feeds nothing the question names
            if together and fed == value and device not in supplies.regulator_output:
                supplies.rails[device] = fed
                del supplies.regulator_input[device]
        near = None if together else _rail_sentences(q)
        for m in wording.distinct_devices:
            fed = set(supplies.pins.get(m.device, {})) - SIDE_PINS  # a pin the rail feeds
            if fed or m.device in supplies.supplied() | placed_only:
                continue
            if near is not None and not any(lo <= m.start < hi for lo, hi in near):
                continue  # "X reads a Y; a Z runs from a 12 V rail": the rail is Z's
            # "esp32 (3.3v) -> 74hct595 at 5v": a part's own voltage said beside it is its rail
            own = _own_bracket_volts(wording.text, m.end)
            supplies.rails[m.device] = value if own is None else own


def _voltage_of(m: re.Match[str]) -> tuple[str, int]:
    """The voltage a rail match found, and where it stands."""
    k = next(i for i, v in enumerate(m.groups(), 1) if v)
    return m.group(k), m.start(k)


def _unlisted_owns(wording: Wording, at: int) -> bool:
    """The text at ``at`` stands in the clause of a part the library lacks: after its name,
    in the same clause, before any listed part is named."""
    low = wording.text.lower()
    # (a name the part runs from, "from the raspberry pi 3", states its supply, no rail of
    # its own)
    before = [u for u, _ in wording.unlisted_at if u < at and not FROM_BEFORE.search(low[:u])]
    if not before:
        return False
    start = before[-1]
    listed = any(start < m.start < at for m in wording.devices)
    return not listed and CLAUSE_BREAK.search(wording.text, start, at) is None


def _rail_sentences(q: str) -> list[tuple[int, int]] | None:
    """Where a rail that no word shares ("from a 12 V rail", not "both on the 5 V rail")
    reaches: the sentences naming a rail. None when a word shares it among all parts."""
    if names_word(q, "one", "each", "every", "all", "share", "shares", "shared", "sharing"):
        return None
    bounds = [0, *(m.end() for m in CLAUSE_BREAK.finditer(q)), len(q) + 1]
    return [(lo, hi) for lo, hi in pairwise(bounds) if names_word(q[lo:hi], "rail", "rails")]


def _own_bracket_volts(text: str, end: int) -> float | None:
    """The one voltage in brackets right after a part's name ("esp32 (3.3v)")."""
    bracket = BRACKETED.match(text, len(text) - len(text[end:].lstrip()))
    inner = bracket.group(0)[1:-1].strip().removeprefix("~").strip() if bracket else ""
    q = parse_quantity(inner)
    # (the whole bracket one voltage: "(3.3 v)", never "(3.3 v logic, 5 v tolerant)")
    whole = q is not None and q.start == 0 and q.end == len(inner) and q.unit in ("V", "v")
    return q.value if whole and q is not None else None


# words that make a part of the build a converter (its input is then no rail of the others;
# "both fed from the same 24 V PSU" names a shared source)
_CONVERTER_WORDS = re.compile(
    r"\b(?:regulat\w*|ldo|buck|boost|converter|charg\w*|set to|outputs?|power(?:s|ing)|"
    r"feed(?:s|ing))\b",
    re.I,
)


def _shared_source(supplies: Supplies) -> set[float]:
    """ "bh1750 and tmp36 running from 2 aa cells (3.0v). ok for both?": the one source the
    last part was read as fed from is the rail of them all, as no part converts it."""
    inputs = set(supplies.regulator_input.values())
    if len(inputs) != 1:
        return set()
    for device, volts in list(supplies.regulator_input.items()):
        supplies.rails[device] = volts
        del supplies.regulator_input[device]
    return inputs
