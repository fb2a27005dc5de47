"""Scenario adjustments of the supply families: who a stated supply belongs to, once the
parts' roles are known (the build's input to its regulator or lone part, a load's stated
input to its rail, an I/O supply pin to the part whose sheet names it), and which rail of a
load a regulator feeds."""

from __future__ import annotations

from dataclasses import replace

from specproof.agent.io_supply import IO_SUPPLY_PINS
from specproof.agent.rules.base import Evidence
from specproof.agent.rules.build import Build
from specproof.agent.understand.record import Scenario
from specproof.records import Fact


def build_input_to_the_regulator(b: Build) -> Scenario:
    """ "Can X run Y? Input is a 5 V USB rail": the build's input feeds its regulator."""
    sc = b.scenario
    if sc.build_input is None or not b.regulators or b.regulators[0] in sc.regulator_input:
        return sc
    return replace(sc, regulator_input={**sc.regulator_input, b.regulators[0]: sc.build_input})


def build_input_to_a_lone_part(b: Build) -> Scenario:
    """ "My supply is 3.3 V. Is the X OK on it?": with no regulator in the build, the
    input of a one-part build is that part's rail."""
    sc = b.scenario
    if sc.build_input is None or b.regulators or len(b.parts) != 1:
        return sc
    part = b.parts[0]
    if part in sc.rails or part in sc.pins or part in sc.role_rails:
        return sc
    return replace(sc, rails={**sc.rails, part: sc.build_input})


def loads_on_stated_supply(b: Build) -> Scenario:
    """ "X powered from a separate 3.0 V regulator": for a load, that voltage is its rail."""
    sc = b.scenario
    rails, regulator_input = dict(sc.rails), dict(sc.regulator_input)
    for device in b.loads:
        vin = regulator_input.pop(device, None)
        if vin is not None and device not in rails:
            rails[device] = vin
    return replace(sc, rails=rails, regulator_input=regulator_input)


def _pin_named(fact: Fact, pin: str) -> bool:
    return pin.lower() in f"{fact.symbol or ''} {fact.condition} {fact.source.quote}".lower()


def io_pins_to_their_owner(b: Build) -> Scenario:
    """ "VCCA = 5 V" belongs to the device whose sheet names a VCCA supply, wherever the
    sentence put it (the clause after a load's name often describes the translator)."""
    evidence = b.evidence
    pins = {device: dict(stated) for device, stated in b.scenario.pins.items()}
    for holder in list(pins):
        for pin in [p for p in pins[holder] if p in IO_SUPPLY_PINS]:
            if any(_pin_named(f, pin) for f in evidence(holder, "io_supply_voltage")):
                continue
            owner = next(
                (
                    d
                    for d in b.parts
                    if d != holder
                    and any(_pin_named(f, pin) for f in evidence(d, "io_supply_voltage"))
                ),
                None,
            )
            if owner is not None:
                pins.setdefault(owner, {})[pin] = pins[holder].pop(pin)
    return replace(b.scenario, pins=pins)


def fed_rail(b: Build, evidence: Evidence, load: str) -> str:
    """The load's rail a regulator feeds: the one the question names ("the logic supply
    VSS of an L298": a driver's logic rail is no motor rail), a relay's coil, else its
    supply."""
    named, _pin = b.wiring.supply_fields.get(load, ("supply_voltage", None))
    if named != "supply_voltage" and evidence(load, named):
        return named
    if evidence(load, "coil_voltage") and not evidence(load, "supply_voltage"):
        return "coil_voltage"
    return "supply_voltage"


def own_rail_apart(
    own: float | None, set_out: float | None, named: float | None, vin: float | None
) -> bool:
    """The load's stated rail is not the regulator's output. An output known only from the
    part's name ("an AMS1117-3.3 from a 5 V rail feeding X") leaves the input beside the
    load's name: a rail equal to the regulator's input is that input, not the load's."""
    out = set_out if set_out is not None else named
    if own is None or out is None or abs(own - out) <= 0.05 * out:
        return False
    return set_out is not None or vin is None or abs(own - vin) > 0.05 * vin
