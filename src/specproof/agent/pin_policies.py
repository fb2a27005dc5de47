"""Validation policies about which pin a row speaks for: a level row naming other logic
pins, a current row of the other direction (sink or source), a supply row of another
supply pin (VBAT for VCC)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.io_supply import MAIN_SUPPLY_PINS
from specproof.agent.row_conditions import span_symbol
from specproof.agent.terms import quote_label
from specproof.agent.understand.lexicon import PIN_STAGE_QUESTION
from specproof.fields import fields_in
from specproof.records import Fact, alnum_key
from specproof.store.memo import remembered
from specproof.tokens import CLAUSE_BREAK, SNAKE_WORD

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.store import Store


# logic pins as sheets name them; a level row naming some of them speaks for those only
_PIN_NAMES = re.compile(
    r"\b(?:n|/)?(?:SDA|SCL|SCLK|SCK|MOSI|MISO|SDI|SDO|CSB?|SS|RESET|RST|WAKE|INT\d?|ADDR|"
    r"GPIO\d*|TXD?|RXD?|DIN|DOUT|DIO|CLK|XSHUT|DRDY|ALERT|SYNC)\b"
)
_PIN_LEVELS = fields_in("pin_level")


def pins_named(fact: Fact, check: Check, store: Store) -> str | None:
    """ "VIH of nRESET, nWAKE, ADDR" is no level of SDA/SCL: when the question names its
    pins and the row names others, the row is another pins' level."""
    if check.field not in _PIN_LEVELS:
        return None
    asked = {p.lstrip("n/").upper() for p in _PIN_NAMES.findall(check.condition_text.upper())}
    row = {
        p.lstrip("n/").upper() for p in _PIN_NAMES.findall(f"{fact.condition} {fact.symbol or ''}")
    }
    if asked and row and not asked & row:
        return f"the row is for pins {', '.join(sorted(row))}, the question asks about {', '.join(sorted(asked))}"
    return None


# which way an output current flows: into the pin (sink, IOL) or out of it (source, IOH)
_SINK = re.compile(r"\bsink|\biol\d*\b|\blow[- ]level output current|output current,? low\b", re.I)
_SOURCE = re.compile(
    r"\bsourc(?:e|es|ing)\b|\bioh\d*\b|\bhigh[- ]level output current|output current,? high\b", re.I
)


def _directions(text: str) -> set[str]:
    return {name for name, p in (("sink", _SINK), ("source", _SOURCE)) if p.search(text)}


def drive_direction(fact: Fact, check: Check, store: Store) -> str | None:
    """ "How much may a pin sink?" is not answered by the source (IOH) row beside it: the
    two limits differ, often by a factor of several."""
    if check.field != "output_current":
        return None
    asked = _directions(check.condition_text)
    if len(asked) != 1:
        return None
    stated = _directions(f"{fact.symbol or ''} {fact.source.quote}") or _directions(fact.condition)
    if stated and not asked & stated:
        return f"the row is the {stated.pop()} current, the question asks the {asked.pop()} current"
    return None


# supply pins a question and a row name a supply range for ("the VCC range", "2.3V ≤ VBAT")
# (a pin may carry a prefix naming its domain: "HPVDD", "DCVDD", "AVDD")
# (and a level shifter's side supplies, "VA" / "VB": in capitals, or in brackets "(vb)",
# since a lower-case "va" is a word in other languages)
_SUPPLY_PINS = re.compile(
    r"\b([A-Z]{0,3}V(?:CC|DD|BAT|IN|S|IO|DDIO|BUS|M)[A-Z]?|(?-i:V_?[AB])(?=\W|$))\b|\((v_?[ab])\)",
    re.I,
)
_SUPPLY_RANGES = fields_in("supply_rail")


def _supply_pins(text: str, device: str = "") -> set[str]:
    """The supply pins a text names, by their class (see :func:`_pin_class`); a word that
    only looks like one ("driving", "having", "moving": letters, V, IN, G) names none, nor
    does a pin of a part other than ``device`` ("the 5 V logic supply (VSS) of an L298N")."""
    return {
        _pin_class(pin)
        for m in _SUPPLY_PINS.finditer(text)
        if (pin := m.group(1) or m.group(2))
        and not pin.lower().endswith("ving")
        and not _of_another(text, m.end(), device)
    }


_OF_PART = re.compile(r"\)?\s*of\s+(?:an?\s+|the\s+|my\s+)?([\w-]+)", re.I)


def _of_another(text: str, end: int, device: str) -> bool:
    named = _OF_PART.match(text, end)
    if named is None or not device:
        return False
    owner, own = alnum_key(named.group(1)), alnum_key(device)
    return bool(owner) and not (owner in own or own in owner)


def _pin_class(pin: str) -> str:
    return "the main supply" if pin.upper() in MAIN_SUPPLY_PINS else pin.upper()


# a supply pin named by its voltage: "5V pin", "3V3 pin", "3.3V pin"
# ("5.5 V pin VS" in a table row is a value, its unit and the pin column)
_VOLTAGE_PIN = re.compile(r"\b(\d+)(?:[.,](\d+)v|v(\d+)|v)\s+pin\b", re.I)


def _voltage_pins(text: str) -> list[float]:
    """The voltages of the pins ``text`` names, in order ("3V3 pin" -> 3.3)."""
    return [
        float(f"{m.group(1)}.{m.group(2) or m.group(3) or 0}") for m in _VOLTAGE_PIN.finditer(text)
    ]


def supply_pin_named(fact: Fact, check: Check, store: Store) -> str | None:
    """ "the ds3231 supply range (vcc)" is not answered by "2.3V ≤ VBAT ≤ 3.4V": a range the
    row states for another supply pin is that pin's."""
    if check.field not in _SUPPLY_RANGES:
        return None
    by_voltage = _voltage_pins(check.condition_text)
    if by_voltage:
        # "through the 3V3 pin": a board's supply inputs named by their voltage; the pin a
        # row names first is its own ("3V3 pin ... nothing on 5V pin")
        before = _before_value(fact)
        label = fact.source.quote if before is None else before  # "3V3" is no value
        own = _voltage_pins(label)[:1]
        if own and own[0] not in by_voltage:
            return f"the row is for the {own[0]:g} V pin, the question asks the {by_voltage[0]:g} V pin"
    asked = _supply_pins(check.condition_text, fact.device)
    if not asked:
        return None
    owner = span_symbol(fact.source.quote, fact.si_min, fact.si_max).upper()
    if _SUPPLY_PINS.fullmatch(owner) and _pin_class(owner) not in asked:
        return f"the range is stated for {owner}, the question asks {', '.join(sorted(asked))}"
    # a table row labelled with its pin: "Digital core supply range DCVDD 1.42 1.5 2.0 V";
    # in a line of several clauses, the one the value is in ("motor supply VM up to 13.5 V;
    # logic supply VCC 2.7 ~ 5.5 V": the 2.7 ~ 5.5 V is VCC's)
    named = _supply_pins(_own_clause_label(fact))
    if not owner and named and not named & asked:
        return f"the row is for {', '.join(sorted(named))}, the question asks {', '.join(sorted(asked))}"
    return None


def _before_value(fact: Fact) -> str | None:
    """The quote's text before the row's value as read (None: the value is not quoted so)."""
    quote, raw = fact.source.quote, fact.raw or ""
    return quote[: quote.find(raw)] if raw and raw in quote else None


def _own_clause_label(fact: Fact) -> str:
    before = _before_value(fact)
    if not before:
        return quote_label(fact.source.quote)
    return CLAUSE_BREAK.split(before)[-1]


# an off-state or leakage current (IOZ, IOFF, "leakage"): what a pin lets through when it
# drives nothing, never what it can drive
_LEAKAGE = re.compile(
    r"^I_?(?:OZ|OFF|LKG|LEAK)\w*$|\bleakage\b|\bhigh[- ]impedance\b|\boff[- ]state\b", re.I
)


def not_leakage(fact: Fact, check: Check, store: Store) -> str | None:
    if check.field != "output_current":
        return None
    symbol = (fact.symbol or "").replace("(", "").replace(")", "").strip()
    if _LEAKAGE.search(symbol) or _LEAKAGE.search(f"{fact.condition} {fact.source.quote}"):
        return "an off-state leakage current, not the current the pin can drive"
    return None


_DRAWN = fields_in("drawn_current")


def held_pin_named(fact: Fact, check: Check, store: Store) -> str | None:
    """ "the draw while its RX line is held low" is answered by a row stated for that pin
    state only: a supply-current row that never names the pin is the draw in normal use."""
    if check.field not in _DRAWN or not check.asked.held_pins:
        return None
    row = f"{fact.symbol or ''} {fact.condition} {fact.source.quote}".lower()
    tokens = SNAKE_WORD.findall(row)
    if any(_names_pin(t, pin) for t in tokens for pin in check.asked.held_pins):
        return None
    pins = ", ".join(sorted(p.upper() for p in check.asked.held_pins))
    return f"the question holds {pins} at a level; the row states no such state"


def _names_pin(token: str, pin: str) -> bool:
    """ "sd_mode" and "sdmode", or "vctrl" for "ctrl" (a pin's voltage symbol)."""
    token, pin = token.replace("_", ""), pin.replace("_", "")
    return token == pin or (token.endswith(pin) and token[: -len(pin)] in ("v", "n", "i"))


# the output stages a pin may have, as the pin-table reader stores them
_STAGES = frozenset({"open-drain", "push-pull", "tri-state"})


def _typed_pins(fact: Fact) -> set[str]:
    """The pins a pin-stage row types ("INT/SQW", "SCL, SDA"); none for a part-wide row."""
    if fact.extractor != "pins":
        return set()
    return {p.strip() for p in (fact.symbol or "").split(",") if p.strip()}


def _named_in(pin: str, text: str) -> bool:
    # "int/sqw" asked, or one half of it ("the SQW pin")
    names = {pin, *pin.split("/")} if len(pin) > 3 else {pin}
    return any(
        re.search(rf"(?<![\w/]){re.escape(n.lstrip('/'))}(?![\w/])", text, re.I) for n in names if n
    )


def pin_stage(fact: Fact, check: Check, store: Store) -> str | None:
    """ "Is the INT pin open-drain?" is answered by the row typing INT's stage: not by
    another pin's row, nor by the part's kind of signal ("digital") when a stage is asked.
    A pin-stage row does not answer a question that names none of its pins."""
    if check.field != "output_signal_type":
        return None
    text = f"{check.condition_text} {check.phrase}"
    typed = remembered(
        store,
        ("typed pins", fact.device, fact.field),
        lambda: frozenset(
            p for f in store.facts(device=fact.device, field=fact.field) for p in _typed_pins(f)
        ),
    )
    asked = {p for p in typed if _named_in(p, text)}
    own = _typed_pins(fact)
    if asked and not own & asked:
        return f"the row does not type pin {', '.join(sorted(asked))}"
    if own and not asked:
        return f"the row types pin {', '.join(sorted(own))}, which the question does not name"
    if PIN_STAGE_QUESTION.search(text) and not _STAGES & set(fact.values or ()):
        return "the row gives the kind of signal, not the output stage asked"
    return None
