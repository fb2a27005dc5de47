"""A regulator's output rows: several versions' outputs, one output with its spread, and
rows that state no rail at all."""

from __future__ import annotations

from specproof.agent.rules.base import si
from specproof.records import NUMBERS, Fact


def versions_differ(rows: list[Fact]) -> bool:
    """The rows are several versions' outputs, and the versions' outputs differ."""
    outputs: dict[str, tuple] = {}
    for row in rows:
        if row.variant:
            outputs.setdefault(row.variant, (si(row, "min"), si(row, "typ"), si(row, "max")))
    return len(set(outputs.values())) > 1


def tolerance_around(row: Fact, rng: tuple[float, float], nominal: float) -> bool:
    """The row states a nominal output with its spread ("3.267 3.3 3.333 V"), not a range
    the output can be set in ("1.2 V to 5.5 V")."""
    centre = si(row, "typ") or si(row, "value")
    return (
        centre is not None
        and row.min is not None
        and row.max is not None  # (a spread the sheet states, never an assumed one)
        and abs(centre - nominal) <= 1e-6 * max(1.0, nominal)
        and rng[1] - rng[0] <= 0.2 * nominal
    )


# the least a supply's output is taken to be: no regulator here makes less
_LEAST_RAIL_V = 0.5


def gives_a_rail(row: Fact) -> bool:
    """An output row stating a voltage a part could run on, or one set by a supply ("0 to
    VDD"); a row of no volts ("the output range is from 0V to VDD" read as 0 V) or a DAC's
    200 µV step is none."""
    if row.expr_min or row.expr_max:
        return True
    return any(v is not None and v >= _LEAST_RAIL_V for v in (si(row, b) for b in NUMBERS))
