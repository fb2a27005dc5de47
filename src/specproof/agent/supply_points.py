"""The supply points a sheet states a field at: a row that lost its supply (its table's
heading, or a summary sentence) holds at one of them, and at no other supply.

Read once per library version of a document, for the validation policies of
:mod:`specproof.agent.validate`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.score import row_supply_spans
from specproof.agent.terms import assignments
from specproof.records import Fact
from specproof.store.memo import remembered

if TYPE_CHECKING:
    from specproof.store import Store

# the symbols a supply is set by in a row's or a question's conditions ("VDD = 5 V")
SUPPLY_SYMBOLS = {"vdd", "vcc", "vs", "vin", "vm", "vdd33", "avdd", "dvdd", "vref", "vsup"}


def per_supply(store: Store, fact: Fact) -> bool:
    """Rows of this part's field stated at two or more supply voltages ("VCC = 2 V",
    "VCC = 4.5 V"), read once per library version."""
    if store is None or not fact.doc_id:
        return False

    def read() -> bool:
        rows = store.facts(device=fact.device, field=fact.field, doc_id=fact.doc_id)
        values = {
            v
            for row in rows
            for s, v in {**assignments(row.condition), **assignments(row.source.quote)}.items()
            if s in SUPPLY_SYMBOLS
        }
        return len(values) >= 2

    return remembered(store, ("per supply", fact.doc_id, fact.device, fact.field), read)


def field_supply_spans(store: Store, fact: Fact) -> list[tuple[float, float]]:
    """The supply points and spans the sheet states the fact's field at."""

    def read() -> list[tuple[float, float]]:
        rows = store.facts(device=fact.device, field=fact.field, doc_id=fact.doc_id)
        return [span for r in rows for span in row_supply_spans(f"{r.condition} {r.source.quote}")]

    return remembered(store, ("supply spans", fact.doc_id, fact.device, fact.field), read)
