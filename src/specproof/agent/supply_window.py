"""A part run outside the supply range its sheet specifies it for: the sheet's
characteristics (clock limits, currents, timings) are guaranteed over that range only, so
a question that powers the part from a lower or higher supply gets no value from them.

"What is the maximum SPI clock of the X at 2.5 V?" of a part specified for 2.7 V to 5.5 V:
the 10 MHz row holds at 2.7 V and above, and nothing on the sheet says what holds below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.row_conditions import SUPPLY_VALUE_FIELDS
from specproof.agent.score import row_supply_bands, row_supply_spans
from specproof.agent.supply_points import SUPPLY_SYMBOLS
from specproof.agent.terms import row_text
from specproof.agent.understand.quantities import stated_quantities
from specproof.fields import is_rating
from specproof.records import Fact, SectionKind
from specproof.store.memo import remembered_facts

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.store import Store

_MARGIN = 0.02  # volts: a supply written "2.7" against a range end "2.70"


def supply_beyond_range(fact: Fact, check: Check, store: Store) -> str | None:
    """Reject a characteristic asked at a supply outside the part's specified range."""
    if check.field in SUPPLY_VALUE_FIELDS or is_rating(check.field) or not fact.doc_id:
        return None
    if not check.lone_part:
        return None  # with several parts, whose supply a voltage is is the scenario's to tell
    asked = _asked_supplies(check)
    row = row_text(fact)
    if not asked or row_supply_spans(row) or row_supply_bands(row):
        return None  # the row names its own supply: the condition policies judge it
    envelope = _specified_supply(store, fact.doc_id)
    if envelope is None:
        return None
    low, high = envelope
    if all(v < low - _MARGIN or v > high + _MARGIN for v in asked):
        return (
            f"the sheet specifies the part for a supply of {low:g} to {high:g} V; the question "
            f"runs it at {asked[0]:g} V, outside that range"
        )
    return None


def _asked_supplies(check: Check) -> list[float]:
    """The supply the question runs the part at, when it states one voltage only: with
    several ("from a 3.3 V rail, measuring a 24 V rail") which one is the part's own
    supply is the scenario's to tell, not this check's."""
    volts = {s.si for s in stated_quantities(check.condition_text) if s.dimension == "voltage"}
    if len(volts) != 1:
        return []
    words = check.asked
    return [v for s, v in words.assignments.items() if s in SUPPLY_SYMBOLS] + list(
        words.supply_volts
    )


def _specified_supply(store: Store, doc_id: str) -> tuple[float, float] | None:
    """The widest supply range the sheet's operating rows state (both ends written)."""
    spans = [
        (f.min, f.max)
        for f in remembered_facts(store, doc_id, "supply_voltage")
        if f.min is not None
        and f.max is not None
        and 0 < f.min < f.max
        and (f.unit or "V") == "V"
        and f.section != SectionKind.ABS_MAX
    ]
    if not spans:
        return None
    return min(low for low, _ in spans), max(high for _, high in spans)
