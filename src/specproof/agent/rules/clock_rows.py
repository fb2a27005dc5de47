"""Supply rows a sheet writes per clock ("FR = 104 MHz, fR = 50 MHz: VCC 3.0 - 3.6 V",
"FR = 80 MHz, fR = 33 MHz: VCC 2.7 - 3.0 V").

Each such row is a promise that holds up to its clocks. A clock the question states at or
below a row's lowest clock is one the row holds for every access; above its highest, the
row does not hold; in between, it holds for some accesses only (plain reads stop at the
lower clock), so a rail inside such a row alone leaves the check open. With no clock
stated, only the rows of the fastest promise hold whatever the clock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from specproof.agent.row_conditions import row_clocks
from specproof.records import Fact


@dataclass(frozen=True, slots=True)
class ClockChoice:
    """The rows in the order to judge a rail by, and why the check stays open (if it does)."""

    facts: list[Fact]
    open_reason: str | None = None


def rows_for_clock(
    facts: list[Fact], clock_hz: float | None, fits: Callable[[Fact], bool]
) -> ClockChoice:
    """``facts`` reordered for the clock the question states (``fits``: the rail is inside
    the row's range). Left as they are when the deciding row is written for no clock."""
    if not facts or row_clocks(facts[0]) is None:
        return ClockChoice(facts)  # the deciding row holds whatever the clock
    graded = [(f, c) for f in facts if (c := row_clocks(f)) is not None]
    if len({c for _, c in graded}) < 2:
        return ClockChoice(facts)
    if clock_hz is None:
        return _no_clock(facts, graded, fits)
    full = [f for f, (low, _) in graded if low >= clock_hz * (1 - 1e-9)]
    some = [f for f, (low, high) in graded if low < clock_hz * (1 - 1e-9) <= high]
    if any(fits(f) for f in full):
        return ClockChoice(_first(full, fits, facts))
    row = next((f for f in some if fits(f)), None)
    if row is not None:
        reason = f"in range only in a row that holds at {_mhz(clock_hz)} for some accesses only"
        return ClockChoice([row] + [f for f in facts if f is not row], reason)
    return ClockChoice(full + some + [f for f in facts if f not in full + some])


def _no_clock(
    facts: list[Fact], graded: list[tuple[Fact, tuple[float, float]]], fits: Callable[[Fact], bool]
) -> ClockChoice:
    fastest = max(low for _, (low, _) in graded)
    top = [f for f, (low, _) in graded if low == fastest]
    if any(fits(f) for f in top):
        return ClockChoice(_first(top, fits, facts))
    slower = [(f, low) for f, (low, _) in graded if fits(f)]
    if not slower:
        return ClockChoice(top + [f for f in facts if f not in top])
    row, low = max(slower, key=lambda t: t[1])
    reason = (
        f"in range only at clocks up to {_mhz(low)} (the row for {_mhz(fastest)} does not "
        "hold it), and the question states no clock"
    )
    return ClockChoice([row] + [f for f in facts if f is not row], reason)


def _first(rows: list[Fact], fits: Callable[[Fact], bool], facts: list[Fact]) -> list[Fact]:
    """The fitting rows of ``rows``, the rest of them, then the other facts."""
    ordered = [f for f in rows if fits(f)] + [f for f in rows if not fits(f)]
    return ordered + [f for f in facts if f not in ordered]


def _mhz(hz: float) -> str:
    return f"{hz / 1e6:g} MHz"
