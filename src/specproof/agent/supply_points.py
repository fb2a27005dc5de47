"""The supply points a sheet states a field at: a row that lost its supply (its table's
heading, or a summary sentence) holds at one of them, and at no other supply; and a row
whose range leaves out the supply it was measured at is no range of that supply.

Read once per library version of a document, for the validation policies of
:mod:`specproof.agent.validate`.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from specproof.agent.score import row_supply_spans
from specproof.agent.terms import assignments
from specproof.records import Fact
from specproof.store.memo import remembered
from specproof.tokens import VOLTS

if TYPE_CHECKING:
    from specproof.store import Store

# the symbols a supply is set by in a row's or a question's conditions ("VDD = 5 V")
# ("V = 2.7V": a supply whose subscript the page text lost)
SUPPLY_SYMBOLS = {"vdd", "vcc", "vs", "vin", "vm", "vdd33", "avdd", "dvdd", "vref", "vsup", "v"}


def per_supply(store: Store, fact: Fact) -> bool:
    """Rows of this part's field stated at two or more supply voltages ("VCC = 2 V",
    "VCC = 4.5 V"), read once per library version."""
    return len({v for _, v in supply_points(store, fact)}) >= 2


def stated_elsewhere(store: Store, fact: Fact, asked: dict[str, float]) -> bool:
    """The sheet states this field at a supply the question sets ("at VM = 5 V"), and
    only at other values of it than the one asked (VM = 3 V): a row naming no supply holds
    at those, not at the one asked."""
    points = supply_points(store, fact)
    return any(
        symbol in asked and not any(abs(v - asked[symbol]) < 1e-6 for s, v in points if s == symbol)
        for symbol, _ in points
    )


def supply_points(store: Store, fact: Fact) -> frozenset[tuple[str, float]]:
    """The (supply symbol, volts) this part's field is stated at, read once per library
    version."""
    if store is None or not fact.doc_id:
        return frozenset()

    def read() -> frozenset[tuple[str, float]]:
        rows = store.facts(device=fact.device, field=fact.field, doc_id=fact.doc_id)
        return frozenset(
            (s, v)
            for row in rows
            for s, v in {**assignments(row.condition), **assignments(row.source.quote)}.items()
            if s in SUPPLY_SYMBOLS
        )

    return remembered(store, ("supply points", fact.doc_id, fact.device, fact.field), read)


def field_supply_spans(store: Store, fact: Fact) -> list[tuple[float, float]]:
    """The supply points and spans the sheet states the fact's field at."""

    def read() -> list[tuple[float, float]]:
        rows = store.facts(device=fact.device, field=fact.field, doc_id=fact.doc_id)
        return [span for r in rows for span in row_supply_spans(f"{r.condition} {r.source.quote}")]

    return remembered(store, ("supply spans", fact.doc_id, fact.device, fact.field), read)


def near_nominal_supply(volts: tuple[float, ...], store: Store, fact: Fact, row: str) -> bool:
    """The asked supply is the sheet's typical rail (within 10 %), the row names it in
    passing ("≤55mA (12V)"), or the sheet states no typical rail."""
    nominal = _nominal_supplies(store, fact) | {
        float(m.group(1)) for m in re.finditer(VOLTS, row, re.I)
    }
    return not nominal or any(abs(v - n) <= 0.1 * n for v in volts for n in nominal)


def _nominal_supplies(store: Store, fact: Fact) -> frozenset[float]:
    """The typical supply voltages the sheet states for the part (its "3.0 V typ." rail):
    where a table names no test supply, its typical figures are taken there."""
    if store is None or not fact.doc_id:
        return frozenset()

    def read() -> frozenset[float]:
        rows = store.facts(device=fact.device, field="supply_voltage", doc_id=fact.doc_id)
        return frozenset(r.typ if r.typ is not None else r.value for r in rows) - {None}

    return remembered(store, ("nominal supplies", fact.doc_id, fact.device), read)


# "VCC regulator 4.6 4.9 5.2 V ... VIN = 12V": a row measured at one supply value
_SUPPLY_ASSIGNED = re.compile(r"\bV(?:IN|CC|DD|S|BAT|BUS)\w{0,3}\s*=\s*(\d+(?:\.\d+)?)\s*V\b", re.I)


_OR_SUPPLY = re.compile(r"^[^;]*?\bor\s+(\d+(?:\.\d+)?)\s*V\b", re.I)


def measured_at_another_supply(fact: Fact) -> str | None:
    """A supply range never excludes the supply value its own row was measured at: a row
    stated at "VIN = 12V" whose range leaves 12 V out is another voltage (an internal
    rail, an output) measured with that supply."""
    if fact.min is None or fact.max is None:
        return None
    found = list(_SUPPLY_ASSIGNED.finditer(fact.condition or ""))
    # "VCC = 3.3 V (M) / VIN = 5.0 V (B)": one supply per version, any may be this row's
    per_version = any("/" in fact.condition[a.end() : b.start()] for a, b in pairwise(found))
    if per_version and any(fact.min <= float(m.group(1)) <= fact.max for m in found):
        return None
    for m in found:
        value = float(m.group(1))
        # "VS = 24 V (KPT-200V) or 5.0 V (KPT-200R)": one supply per version, any may be this row's
        alternatives = _OR_SUPPLY.findall(fact.condition[m.end() : m.end() + 40])
        if any(fact.min <= float(v) <= fact.max for v in alternatives):
            continue
        if not fact.min <= value <= fact.max:
            return f"the row is measured at {m.group(0)}, outside its own range: not that supply's range"
    return None
