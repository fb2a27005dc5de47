"""A row in a unit of another kind than the one the question asks its answer in ("full
scale range in gauss" answered by a ±2000 °/s row) answers another quantity."""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.understand.asked_unit import asked_unit_dimension
from specproof.units import canonical_unit, dimension_of

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store


def unit_of_another_kind(fact: Fact, check: Check, store: Store) -> str | None:
    wanted = asked_unit_dimension(check.condition_text)
    unit = canonical_unit(fact.unit) if fact.unit else None
    have = dimension_of(unit) if unit else None
    if wanted is None or have is None or have == wanted:
        return None
    return f"the row is in {fact.unit}, the question asks for a {wanted.replace('_', ' ')}"
