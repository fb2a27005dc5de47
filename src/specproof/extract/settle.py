"""Passes over all of a document's facts once the walk is done: worked examples out,
supply roles of motor drivers split, duplicates dropped.
"""

from __future__ import annotations

import re

from specproof.extract.loads import rating_case
from specproof.extract.tables import stated_assignments
from specproof.records import Fact, SectionKind


def settle(facts: list[Fact]) -> list[Fact]:
    """The walk's facts without worked examples, with supply roles split, deduplicated."""
    return _dedupe(_split_supply_roles([f for f in facts if not _worked_example(f)]))


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


def _rail_symbol(f: Fact) -> bool:
    """The fact names a rail symbol ("VS", "VDD_IO"), not a capitalised word ("VOLTAGE")."""
    sym = f.symbol or ""
    return bool(sym) and (len(sym) <= 5 or re.search(r"[\d_]", sym) is not None)


def _top(f: Fact) -> float | None:
    """The highest number a fact states (its max, else its single value)."""
    return f.si_max if f.si_max is not None else f.si_value


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
            tuple(f.values or ()),
            f.section,
            stated_assignments(f.condition),  # "60 Mbps" at VCCA = 1.8 V and at 3.3 V
            rating_case(f),  # "16 A at 250 VAC" and "16 A at 30 VDC" are two ratings
            # table rows of equal numbers under their own symbols are different parameters
            # ("Current Page Program ICC5" and "Current Chip Erase ICC7", both 20/25 mA)
            f.symbol if f.extractor == "table" else None,
        )
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out
