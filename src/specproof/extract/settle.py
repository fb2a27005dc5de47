"""Passes over all of a document's facts once the walk is done: worked examples out,
supply roles of motor drivers split, a regulator's draw named, duplicates dropped, bit
resolutions given the quantity the device measures.
"""

from __future__ import annotations

import dataclasses
import re

from specproof.extract.labels import named_quantity
from specproof.extract.loads import rating_case
from specproof.extract.tables import stated_assignments
from specproof.fields import fields_in
from specproof.records import Fact, SectionKind
from specproof.tokens import ALTERNATING, DEFAULT_WORD, has_digit


def settle(facts: list[Fact]) -> list[Fact]:
    """The walk's facts without worked examples, each pass below applied in turn (the
    order matters: a rail's role is settled before the part's kind is read from its
    fields), deduplicated."""
    kept = [f for f in facts if not _worked_example(f)]
    for settle_pass in _PASSES:
        kept = settle_pass(kept)
    return _dedupe(kept)


# Sentences in application notes describe example circuits (a "2 V to 5 V supply",
# "VM higher than 6.5 V"), not the device's ratings.
_EXAMPLE_SECTIONS = (SectionKind.APPLICATION,)


def _worked_example(fact: Fact) -> bool:
    return fact.extractor == "line" and fact.section in _EXAMPLE_SECTIONS


_LOAD_SUPPLY_SYMBOL = re.compile(r"^V_?(?:S|M|MOT|BB|MM)$")


def _split_supply_roles(facts: list[Fact]) -> list[Fact]:
    """A driver that states a logic supply (VSS, VCC "logic supply voltage") besides a
    plain "Supply Voltage VS/VM/VMOT" powers its load from the latter: that one is the
    load supply, not the device's supply."""
    if not any(f.field == "logic_supply_voltage" for f in facts):
        return facts
    for f in facts:
        if f.field == "supply_voltage" and f.symbol and _LOAD_SUPPLY_SYMBOL.match(f.symbol):
            f.field = "load_supply_voltage"
    # "OPERATING SUPPLY VOLTAGE UP TO 46 V" on the front page, no symbol: the same limit as
    # the load supply's in the tables (the logic supply never reaches it); a feature
    # bullet repeats a table's headline number, so equal numbers name the same rail
    load = {_top(f) for f in facts if f.field == "load_supply_voltage"} - {None}
    logic = {_top(f) for f in facts if f.field == "logic_supply_voltage"}
    for f in facts:
        if f.field == "supply_voltage" and not _rail_symbol(f) and _top(f) in load - logic:
            f.field = "load_supply_voltage"
    return facts


# what a part's own draw is called depends on what the part is (the field vocabulary: a
# quiescent current is "of a regulator or driver"): a regulator's "supply current IDD" is
# its quiescent current
_REGULATING = {"dropout_voltage"}


def _draw_by_part_kind(facts: list[Fact]) -> list[Fact]:
    if {f.field for f in facts} & _REGULATING:
        for f in facts:
            if f.field == "supply_current":
                f.field = "quiescent_current"
    elif any(_STALL.search(f.source.quote) for f in facts if f.field == "supply_current"):
        # a motor (it states a stall current): its no-load current is what it draws
        # running unloaded, not a board's quiescent draw
        for f in facts:
            if f.field == "quiescent_current" and _NO_LOAD.search(f.source.quote):
                f.field = "supply_current"
    return facts


_STALL = re.compile(r"\bstall(?:ed)?\b", re.I)
_NO_LOAD = re.compile(r"\bno[- ]load\b", re.I)


# a sensor's "output voltage" is the signal it measures with, not a rail it supplies: a
# part that states what it measures (or the signal range its input takes, as an amplifier
# module does), regulates nothing and drives no more than a signal load
_MEASURING = {"measurement_range", "sensitivity", "analog_input_range"}
_SIGNAL_LOAD_A = 10e-3


def _signal_by_part_kind(facts: list[Fact]) -> list[Fact]:
    fields = {f.field for f in facts}
    if not fields & _MEASURING or fields & _REGULATING:
        return facts
    # a charger or converter that also states a range delivers power (tens of mA at
    # least, in a table or its front-page prose); a sensor's signal load is a few mA at most
    loads = [_top(f) for f in facts if f.field == "output_current"]
    if any(load is None or abs(load) >= _SIGNAL_LOAD_A for load in loads):
        return facts
    for f in facts:
        if f.field == "output_voltage":
            f.field = "analog_output_voltage"
    return facts


_IO_RAILS = ("VDDIO", "VDD_IO", "VCCIO", "VCC_IO", "VIO ")


def _io_rail_rows(facts: list[Fact]) -> list[Fact]:
    """ "Supply Voltage | VDD ... / | VDDIO Referenced to DGND 1.71 1.8": a continuation row
    inherits its group's name, but the rail its own label names is the I/O supply."""
    for f in facts:
        if f.field == "supply_voltage" and f.source.quote.strip().upper().startswith(_IO_RAILS):
            f.field = "io_supply_voltage"
    return facts


_OTHER_RAILS = {"supply_voltage", "load_supply_voltage", "io_supply_voltage"}


def _sole_logic_supply(facts: list[Fact]) -> list[Fact]:
    """ "Logic power supply voltage VDD 5 V" on a sheet that states no other rail: the
    part has one supply, and that is it (a driver with a separate load supply keeps both)."""
    if any(f.field in _OTHER_RAILS for f in facts):
        return facts
    for f in facts:
        if f.field == "logic_supply_voltage":
            f.field = "supply_voltage"
    return facts


def _sole_io_supply(facts: list[Fact]) -> list[Fact]:
    """ "I/O supply voltage VCC_IO 3.0 3.3 3.6" on a sheet stating no other operating rail
    (its core is fed from an internal regulator): the part's one supply is that rail; it
    is stated as the supply too, so a question asking either finds it."""
    if any(
        f.field in ("supply_voltage", "logic_supply_voltage", "load_supply_voltage") for f in facts
    ):
        return facts
    io_rows = [f for f in facts if f.field == "io_supply_voltage"]
    if len({(f.min, f.max) for f in io_rows}) > 1:
        return facts  # two side rails (a translator's LV and HV): no one supply of the part
    return facts + [dataclasses.replace(f, field="supply_voltage", id=None) for f in io_rows]


def _nominal_in_range(facts: list[Fact]) -> list[Fact]:
    """ "Supply voltage DC 5V(4.5V~5.5V)": a nominal value and its range in one phrase are
    one specification (typ 5, min 4.5, max 5.5), not two rows competing for the answer."""
    out: list[Fact] = []
    ranges = [f for f in facts if f.min is not None and f.max is not None and f.typ is None]
    for f in facts:
        lone = f.value is not None and f.min is None and f.max is None and f.typ is None
        if lone and not DEFAULT_WORD.search(f.condition):  # a default setting is its own row
            twin = next(
                (r for r in ranges if _same_phrase(f, r) and r.min <= f.value <= r.max), None
            )
            if twin is not None and twin.typ is None:
                twin.typ, twin.si_typ = f.value, f.si_value
                twin.raw = f"{f.raw} ({twin.raw})".strip()
                continue
        out.append(f)
    return out


def _same_phrase(a: Fact, b: Fact) -> bool:
    return (
        a.field == b.field
        and a.unit == b.unit
        and a.source == b.source
        and (a.variant, a.quantity) == (b.variant, b.quantity)
    )


_VERSION_KEY = re.compile(r"\d{1,2}\.\d{1,2}")


def _version_rows(facts: list[Fact]) -> list[Fact]:
    """A family sheet's electrical table is stated for one version ("TX6213P302xx (VOUT(T)
    = 3.0V)") and a chart restates the field per version: a table row whose numbers are
    exactly one version's chart row is that version's row, so it never answers for another
    version. Numbers several versions share (250 mA for 3.0 V and 3.3 V) stay general."""
    charted: dict[str, list[Fact]] = {}
    for f in facts:
        if f.variant and _VERSION_KEY.fullmatch(f.variant):
            charted.setdefault(f.field, []).append(f)
    for f in facts:
        chart = charted.get(f.field, [])
        if f.variant or len({c.variant for c in chart}) < 2:
            continue
        versions = {c.variant for c in chart if _restates(c, f)}
        if len(versions) == 1:
            f.variant = versions.pop()
    return facts


def _restates(chart_row: Fact, row: Fact) -> bool:
    """Every number the chart row states is the row's number of the same bound."""
    stated = chart_row.bounds()
    return (
        bool(stated)
        and chart_row.unit == row.unit
        and all(getattr(row, b) == v for b, v in stated.items())
    )


_RAIL_FIELDS = fields_in("supply_rail")


def _features_restated(facts: list[Fact]) -> list[Fact]:
    """A feature bullet ("Segment drive current greater than 25mA") restates a table row
    of the same field and numbers: the row's test conditions ("VDD = 4.5~5.5V") hold for
    the bullet too, which only shortened them away."""
    for f in facts:
        if f.section != SectionKind.FEATURES or f.condition or f.field in _RAIL_FIELDS:
            continue  # (a supply range is its own condition: the bullet states it whole)
        stated = next(
            (
                t
                for t in facts
                if t.section != SectionKind.FEATURES
                and t.field == f.field
                and t.condition
                and t.bounds() == f.bounds()
                and t.unit == f.unit
            ),
            None,
        )
        if stated is not None:
            f.condition = stated.condition
    return facts


# the document-wide passes, in the order settle() applies them
_DISCHARGE = re.compile(r"discharg", re.I)
_CHARGE_CURRENT = re.compile(r"\bcharg(?:e|ing)\s+current", re.I)


def _charge_beside_discharge(facts: list[Fact]) -> list[Fact]:
    """A protection board or pack that rates its discharge current (what the load draws)
    rates its charge current too: that is what a charger may push in, no output of it."""

    def row(f: Fact) -> str:
        return f"{f.source.quote} {f.condition}"

    if not any(f.field == "output_current" and _DISCHARGE.search(row(f)) for f in facts):
        return facts
    return [
        f
        for f in facts
        if not (
            f.field == "output_current"
            and _CHARGE_CURRENT.search(row(f))
            and not _DISCHARGE.search(row(f))
        )
    ]


def _battery_of_a_charger(facts: list[Fact]) -> list[Fact]:
    """ "Battery voltage" is the supply of a part that runs from a battery; on a charger's
    sheet (a charge-current row) it is the voltage the battery is charged to, no supply."""
    if not any(_CHARGE_CURRENT.search(f"{f.source.quote} {f.condition}") for f in facts):
        return facts
    return [
        f
        for f in facts
        if not (f.field == "supply_voltage" and _BATTERY_VOLTAGE.search(f.source.quote))
    ]


_BATTERY_VOLTAGE = re.compile(r"\bbattery\s+voltage", re.I)


# what marks a relay's sheet: its coil and contact rows
_RELAY_FIELDS = frozenset(
    {"coil_resistance", "coil_power", "contact_current", "contact_voltage", "contact_power"}
)


def _nominal_without_a_coil(facts: list[Fact]) -> list[Fact]:
    """ "Nominal voltage 24 V" reads as a relay's coil voltage; on a sheet with no coil and
    no contacts (a beacon, a module) it is the nominal supply."""
    if any(f.field in _RELAY_FIELDS for f in facts):
        return facts
    for f in facts:
        said = f"{f.condition} {f.source.quote}".lower()
        if f.field == "coil_voltage" and "nominal voltage" in said and "coil" not in said:
            f.field = "supply_voltage"
    return facts


def _switched_load_current(facts: list[Fact]) -> list[Fact]:
    """On a switch's sheet (a relay or solid-state relay rating the mains it switches, and
    no output rail of its own), the current each output carries is its contact rating:
    "Max. current per channel 2 A" beside "Load voltage 75 ... 264 V AC"."""
    fields = {f.field for f in facts}
    if fields & {"output_voltage", "load_supply_voltage"} or not any(
        f.field == "contact_voltage"
        and ALTERNATING.search(f"{f.condition} {f.unit} {f.source.quote}")
        for f in facts
    ):
        return facts
    for f in facts:
        if f.field == "output_current":
            f.field = "contact_current"
    return facts


_PASSES = (
    _nominal_without_a_coil,
    _switched_load_current,
    _features_restated,
    _charge_beside_discharge,
    _battery_of_a_charger,
    _split_supply_roles,
    _io_rail_rows,
    _draw_by_part_kind,
    _signal_by_part_kind,
    _sole_logic_supply,
    _sole_io_supply,
    _nominal_in_range,
    _version_rows,
)


def _rail_symbol(f: Fact) -> bool:
    """The fact names a rail symbol ("VS", "VDD_IO"), not a capitalised word ("VOLTAGE")."""
    sym = f.symbol or ""
    return bool(sym) and (len(sym) <= 5 or re.search(r"[\d_]", sym) is not None)


def _top(f: Fact) -> float | None:
    """The highest number a fact states (its max, else its single value)."""
    return f.si_max if f.si_max is not None else f.si_value


def _named_settings(condition: str) -> tuple[str, ...]:
    """The named values a condition sets a quantity to rather than a number ("TA = TMIN",
    "VDD = VDDMAX"), which tell two rows apart as numbers do."""
    after = (part.split() for part in condition.split("=")[1:])
    return tuple(words[0].strip(",;") for words in after if words and words[0][:1].isupper())


def _dedupe(facts: list[Fact]) -> list[Fact]:
    seen: set[tuple] = set()
    out: list[Fact] = []
    for f in facts:
        key = (
            f.field,
            f.quantity,
            f.variant,
            f.min,
            f.typ,
            f.max,
            f.value,
            f.unit,
            f.expr_max,
            f.expr_min,  # "(GND – 0.3) … 6" on SDA is no repeat of a bare "6" on another pin
            tuple(f.values or ()),
            f.section,
            stated_assignments(f.condition),  # "60 Mbps" at VCCA = 1.8 V and at 3.3 V
            _named_settings(f.condition),  # "±1 °C" at TA = TMIN and at TA = TMAX
            rating_case(f),  # "16 A at 250 VAC" and "16 A at 30 VDC" are two ratings
            # "ICC5 page program 20 25 mA" and "ICC7 chip erase 20 25 mA": two parameters
            (f.symbol or "").upper(),
        )
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out


# a bit resolution that names an electrical input resolves that input's voltage
_ELECTRICAL_INPUT = re.compile(
    r"voltage|current|shunt|\bbus\b|\bA_?IN|analog\s+inputs?|\bchannels?\b|\bCH\d", re.I
)


def settle_bit_resolutions(facts: list[Fact]) -> None:
    """A bit resolution whose row names no quantity ("Programmable Resolution from 9 Bits
    to 12 Bits", a "RESOLUTION (BITS)" column, "a built-in 14-bit ADC") resolves what the
    device measures: a thermometer's 12 bits are a temperature resolution, and the ADC inside
    a sensor digitises its measured quantity, the sensor's output word. Only a device whose
    measuring ranges (and accuracies) are all of one non-electrical quantity says what that
    is; an ADC chip's ranges are voltages, and a row naming an electrical input (a voltage,
    a channel) keeps the voltage reading. Call once per document, after extraction.

    First, a bit resolution whose condition carries the title of its sub-block ("Relative
    humidity" over "Resolution: 16Bit") resolves that block's quantity."""
    for f in facts:
        if f.field == "resolution" and f.dimension == "bits" and f.quantity == "voltage":
            f.quantity = _block_quantity(f.condition) or f.quantity
    ranges = {f.quantity for f in facts if f.field == "measurement_range" and f.quantity}
    measured = ranges | {f.quantity for f in facts if f.field == "accuracy" and f.quantity}
    if len(ranges) != 1 or measured != ranges or ranges & {"voltage", "current"}:
        return  # no stated range, ranges of several quantities, or an electrical one
    (quantity,) = measured
    for f in facts:
        if f.field != "resolution" or f.dimension != "bits" or f.quantity != "voltage":
            continue
        if not _ELECTRICAL_INPUT.search(f.source.quote):
            f.quantity = quantity


# a numbering before a block title ("6.2 ", "Table 3. "), and words that make a condition
# part a test case rather than a block title ("over operating temperature range")
_TITLE_NUMBER = re.compile(r"^\s*(?:table\s*\d+\s*[.:]?|\d+(?:\.\d+)*\.?)\s*", re.I)
_NOT_A_TITLE = re.compile(r"range|\bover\b|operating|ambient|free[\s-]air|storage|junction|=", re.I)


def _block_quantity(condition: str) -> str | None:
    """The measured quantity a block title within a fact's condition names: a short part
    without numbers ("Relative humidity", "6.2 Accelerometer Specifications")."""
    for part in re.split(r"[;,]", condition):
        title = _TITLE_NUMBER.sub("", part).strip()
        if not title or has_digit(title) or _NOT_A_TITLE.search(title):
            continue
        if len(title.split()) <= 4:
            quantity = named_quantity(title)
            if quantity:
                return quantity
    return None
