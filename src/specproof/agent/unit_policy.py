"""A row in a unit of another kind than the one the question asks its answer in ("full
scale range in gauss" answered by a ±2000 °/s row) answers another quantity, and a row whose
unit belongs to one measured quantity answers no question about another."""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.understand.asked_unit import asked_unit_dimension
from specproof.units import dimension_of

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store


_COUNTS = frozenset({"bit", "bits", "lsb", "lsbs", "count", "counts", "digits"})


def unit_of_another_kind(fact: Fact, check: Check, store: Store) -> str | None:
    wanted = asked_unit_dimension(check.condition_text)
    have = dimension_of(fact.unit)
    if have is None and (fact.unit or "").lower() in _COUNTS:
        have = "count"  # "12 bits" is no LSB step "in mV"
    if wanted is None or have is None or have == wanted:
        return None
    return f"the row is in {fact.unit}, the question asks for a {wanted.replace('_', ' ')}"


# the measured quantity a row's unit belongs to (a % or ppm belongs to none: any quantity's
# relative error is written so)
_QUANTITY_OF_DIMENSION = {
    "angular_rate": "angular_rate",
    "acceleration": "acceleration",
    "pressure": "pressure",
    "illuminance": "illuminance",
    "magnetic": "magnetic_field",
    "temperature": "temperature",
    "humidity": "relative_humidity",
    "current": "current",
    "voltage": "voltage",
}


def unit_of_another_quantity(fact: Fact, check: Check) -> str | None:
    """ "±20 °/s" is a gyroscope's error, whatever the row's words: no answer to the
    tolerance of the clock (or of any other quantity) the question asks."""
    measured = _QUANTITY_OF_DIMENSION.get(dimension_of(fact.unit) or "")
    if check.quantity and measured and measured != check.quantity:
        asked = check.quantity.replace("_", " ")
        return (
            f"unit {fact.unit!r} measures {measured.replace('_', ' ')}, the question asks {asked}"
        )
    return None
