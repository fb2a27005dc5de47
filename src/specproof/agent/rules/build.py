"""The build under judgment: the question's scenario with the evidence the rules read.

A part's role (relay, MOSFET switch, regulator) is told by its stored facts and the
question's wording together; each role is worked out once, when a rule family first asks,
so the evidence is read in the same order every time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from specproof.agent.io_supply import IO_SUPPLY_PINS
from specproof.agent.rules.base import Evidence, follows_own_supply
from specproof.agent.understand.record import Asks, Scenario, Wiring
from specproof.records import Fact

# (device, read, cite) -> [(statement, citation)]: what a sheet says in prose on any page
# ("the address is fixed", "not 5 V tolerant"); ``read`` finds statements in a page's text,
# ``cite`` makes the fact that cites one
Sheets = Callable[[str, Callable[..., list[Any]], Callable[..., Fact]], list[tuple[Any, Fact]]]


def no_sheets(device: str, read: Callable[..., list[Any]], cite: Callable[..., Fact]) -> list:
    return []


@dataclass
class Build:
    scenario: Scenario  # as the rules see it: adjustments replace it (see the registry)
    evidence: Evidence  # validated facts, the top-k fallback allowed
    stored: Evidence  # validated stored facts only: what tells a part's role
    sheets: Sheets = no_sheets

    @property
    def wiring(self) -> Wiring:
        return self.scenario.wiring

    @property
    def asks(self) -> Asks:
        return self.scenario.asks

    @property
    def parts(self) -> list[str]:
        """The parts of the build (a part the question replaces is not one)."""
        return list(self.wiring.parts)

    @cached_property
    def switches(self) -> list[str]:
        """Transistor switches: a sheet stating a gate threshold or a VDS rating (or an
        on-resistance, when the question speaks of a gate), and no relay."""
        return [d for d in self.parts if not self.is_relay(d) and self.is_mosfet(d)]

    @cached_property
    def relays(self) -> list[str]:
        return [d for d in self.parts if self.is_relay(d)]

    @cached_property
    def regulators(self) -> list[str]:
        """The parts that supply the others. A converter another of them feeds ("an X set
        to 5 V feeding the input of a Y") is a load of that one: its input range is checked
        against the feed, as any load's supply range is."""
        found = [d for d in self.parts if self.is_regulator(d)]
        fed = [d for d in found if d in self.wiring.input_fed]
        found = [d for d in found if d not in fed] if len(fed) < len(found) else found
        # ("a tp4056 charges the cell, the cell feeds an xc6206 which runs X": the charger
        # feeds the cell; the converter after the cell is the one that feeds the loads)
        chargers = [d for d in found if d in self.wiring.chargers]
        return [d for d in found if d not in chargers] + chargers

    @cached_property
    def loads(self) -> list[str]:
        """The parts a regulator of the build feeds: not the regulators, nor a part the
        story only places on the board."""
        placed = self.scenario.placed_only
        return [d for d in self.parts if d not in self.regulators and d not in placed]

    @cached_property
    def powering(self) -> bool:
        """A regulator of the build feeds its other parts, and the question says so."""
        return bool(self.regulators and self.loads and self.asks.feeds)

    def is_relay(self, device: str) -> bool:
        return bool(
            self.stored(device, "contact_current")
            or self.stored(device, "contact_voltage")
            or self.stored(device, "coil_voltage")
        )

    def is_mosfet(self, device: str) -> bool:
        if any(pin in IO_SUPPLY_PINS for pin in self.scenario.pins.get(device, {})):
            return False  # its sides put on rails: a translator board (of MOSFETs) in use
        if self.stored(device, "gate_threshold_voltage") or self.stored(
            device, "drain_source_voltage"
        ):
            return True
        return bool(self.asks.gate and self.stored(device, "on_resistance"))

    def is_regulator(self, device: str) -> bool:
        """A device that powers the others: the question says so and its sheet states an
        output. A logic chip also has "output voltage" rows (VOH) and "output current" (IO);
        only the question's own wording ("from an X", "X fed from 9 V", "X set to 5 V",
        "X's output") or a stated dropout voltage makes a device the supply of the build."""
        outs = self.stored(device, "output_voltage")
        if not outs:
            return False
        sc = self.scenario
        if sc.unlisted_converter and device not in sc.regulator_input | sc.regulator_output:
            return False  # the question's own converter ("through a 3.3 V buck") powers them
        if device in sc.regulator_input or device in sc.regulator_output:
            return True
        if self.stored(device, "dropout_voltage"):
            return True
        if all(follows_own_supply(f) for f in outs) and device not in self.wiring.named_supplies:
            # "VO output voltage 0 to VCC": a logic output swings between its own rails; that
            # is a signal range, and the part regulates nothing (no dropout, no stated output)
            return False
        return device in self.wiring.powered_from or device in self.wiring.supplying
