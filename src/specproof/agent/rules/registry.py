"""Which rule families a compatibility question calls for, in which order, and where the
judgment stops.

:data:`RULES` is the registry: an ordered list of rule families (each declares the concern
it answers, the roles it needs, when it applies and whether later families are
skipped once it did) and of scenario adjustments (which change what later families see).
:func:`apply_rules` walks it once. A new rule family is one entry here plus its function in
the module of its domain; its place in the list is its priority.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from specproof.agent.rules import (
    bus,
    draw,
    driver_current,
    environment,
    host_lines,
    idle_draw,
    measuring,
    pin_table,
    power,
    prose,
    signal,
    supply_adjustments,
    survival,
    switching,
    wait_times,
)
from specproof.agent.rules.base import Evidence, RuleResult
from specproof.agent.rules.build import Build, Sheets, no_sheets
from specproof.agent.understand.record import Scenario
from specproof.fields import fields_read_by

Predicate = Callable[[Build], bool]


def _always(b: Build) -> bool:
    return True


def _never(b: Build) -> bool:
    return False


@dataclass(frozen=True)
class RuleFamily:
    """Checks of one concern, evaluated when ``applies``; ``stops`` (asked after it ran)
    ends the judgment there, so later families are not evaluated."""

    name: str
    concern: str  # what it answers: "supply rail", "logic levels", "bus clock", ...
    roles: tuple[str, ...]  # the parts it needs ("relay", "regulator", "receiver", ...)
    applies: Predicate
    check: Callable[[Build], list[RuleResult]]
    stops: Predicate = _never
    # it reads the sheet's own rows of text (a pin table's "must not be left open"), which
    # no field of the registry holds, instead of fields
    reads_sheet_text: bool = False

    @property
    def fields(self) -> tuple[str, ...]:
        """The fields it reads: those whose registry entry (data/fields.json) names this
        family under "rules", so a field a rule starts to read is declared where it is."""
        return fields_read_by(self.name)


@dataclass(frozen=True)
class Adjustment:
    """A change to the scenario every later family sees ("fed from 3.0 V" is a load's
    rail once it is known the part is a load, not a regulator)."""

    name: str
    adjust: Callable[[Build], Scenario]


def _environment(b: Build) -> bool:
    stated = b.scenario.ambient_c is not None or b.scenario.humidity is not None
    return stated and b.asks.environment


def _clock_only(b: Build) -> bool:
    """A clock question that does not make the supply a subject of its own (a battery the
    question names, "on a cr2032 coin cell", is one: the part must run over its span)."""
    asked = (not b.asks.power or b.asks.speed) and not b.asks.supply
    return asked and b.scenario.battery is None


def _contacts_switch_load(b: Build) -> bool:
    sc = b.scenario
    return bool(
        b.relays and switching.switched_by_contact(b) and (sc.load_voltage or sc.load_currents)
    )


def _regulator_alone(b: Build) -> bool:
    sc = b.scenario
    return bool(b.regulators and not b.loads and b.regulators[0] in sc.regulator_input)


def _described_load(b: Build) -> bool:
    """One supply of the library, no load of it, a stated draw ("powering an esp32 dev
    board that pulls ~250 ma")."""
    sc = b.scenario
    return bool(
        len(b.parts) == 1
        and b.regulators
        and b.asks.feeds
        and sc.load_currents
        and b.regulators[0] not in sc.regulator_input
    )


def _rails_stated(b: Build) -> bool:
    sc = b.scenario
    return not b.powering and bool(b.asks.power or sc.rails or sc.pins or sc.role_rails)


def _levels_to_check(b: Build) -> bool:
    """A line between two parts of the build, or a level the question states for one."""
    return len(b.parts) >= 2 or b.scenario.drive_level is not None


def _power_only(b: Build) -> bool:
    """One regulator feeding one load, no pin of either named: the one line between them is
    the supply ("the input voltage" is the load's supply input, not a logic input)."""
    return (
        b.powering
        and len(b.parts) == 2
        and not b.wiring.signal_pins
        and not b.wiring.pin_sources
        and b.scenario.drive_level is None
    )


def _analog_path(b: Build) -> bool:
    # a regulator's "output voltage" feeding a load is power, not an analog signal path
    asked = b.asks.analog_signal if b.powering else b.asks.analog
    return asked and len(b.parts) >= 2


SUPPLY_FIELDS = fields_read_by("supply_rails")
LEVEL_FIELDS = fields_read_by("logic_levels")

RULES: tuple[RuleFamily | Adjustment, ...] = (
    # "run an X from 3.3 V" reads as a regulator's input: a part that is none runs on it
    Adjustment("loads_on_stated_supply", supply_adjustments.loads_on_stated_supply),
    RuleFamily(
        "environment",
        concern="environment",
        roles=("part",),
        applies=_environment,
        check=environment.environment_checks,
        stops=lambda b: not b.asks.supply,
    ),
    RuleFamily(
        "environment_supply",
        concern="supply rail",
        roles=("part",),
        applies=lambda b: _environment(b) and b.asks.supply,
        check=power.rail_checks,
        stops=_always,
    ),
    RuleFamily(
        "measuring_range",
        concern="measuring range",
        roles=("sensor",),
        applies=lambda b: bool(b.scenario.measured),
        check=measuring.measuring_checks,
    ),
    RuleFamily(
        "wait_times",
        concern="timing",
        roles=("part",),
        applies=lambda b: bool(b.scenario.waits),
        check=wait_times.wait_checks,
    ),
    RuleFamily(
        "idle_budget",
        concern="current budget",
        roles=("part",),
        applies=lambda b: b.scenario.idle_budget is not None,
        check=idle_draw.idle_budget_checks,
    ),
    RuleFamily(
        "bus_protocol",
        concern="bus protocol",
        roles=("bus member",),
        applies=lambda b: bool(b.scenario.bus and b.asks.joins_bus and not b.scenario.clock_hz),
        check=bus.protocol_checks,
    ),
    RuleFamily(
        "bus_addresses",
        concern="addresses",
        roles=("bus member",),
        applies=_always,
        check=bus.address_checks,
    ),
    RuleFamily(
        "bus_clock",
        concern="bus clock",
        roles=("bus member", "bus host"),
        applies=lambda b: b.scenario.clock_hz is not None,
        check=bus.clock_checks,
        stops=_clock_only,
    ),
    RuleFamily(
        "mosfet_switch",
        concern="switching capacity",
        roles=("MOSFET",),
        applies=lambda b: bool(b.switches),
        check=switching.mosfet_checks,
    ),
    RuleFamily(
        "relay_contacts",
        concern="switching capacity",
        roles=("relay",),
        applies=_contacts_switch_load,
        check=switching.contact_checks,
        stops=_always,
    ),
    RuleFamily(
        "relay_coil_supply",
        concern="supply rail",
        roles=("relay", "MOSFET"),
        applies=lambda b: bool(b.switches),
        check=switching.coil_supply_checks,
        stops=_always,
    ),
    RuleFamily(
        "pin_drive",
        concern="drive current",
        roles=("relay", "pin source"),
        applies=lambda b: bool(switching.pin_loads(b)),
        check=switching.pin_drive_checks,
        stops=_always,
    ),
    RuleFamily(
        "stated_pin_limit",
        concern="drive current",
        roles=("relay",),
        applies=switching.coil_on_a_bare_pin,
        check=switching.stated_pin_checks,
        stops=_always,
    ),
    RuleFamily(
        "regulator_headroom",
        concern="regulator headroom",
        roles=("regulator",),
        applies=_regulator_alone,
        check=power.regulator_alone_checks,
        stops=_always,
    ),
    RuleFamily(
        "supply_for_a_described_load",
        concern="regulator output",
        roles=("regulator",),
        applies=_described_load,
        check=draw.described_load_checks,
    ),
    Adjustment("io_pins_to_their_owner", supply_adjustments.io_pins_to_their_owner),
    RuleFamily(
        "shunt",
        concern="analog range",
        roles=("sense amplifier", "load"),
        applies=lambda b: b.scenario.shunt_ohm is not None,
        check=signal.shunt_checks,
        stops=_always,
    ),
    RuleFamily(
        "current_budget",
        concern="current budget",
        roles=("part",),
        applies=lambda b: b.scenario.budget_current is not None,
        check=power.budget_checks,
        stops=_always,
    ),
    RuleFamily(
        "host_pin_current",
        concern="current budget",
        roles=("part",),
        applies=lambda b: b.scenario.host_pin is not None,
        check=host_lines.host_pin_checks,
    ),
    Adjustment("build_input_to_the_regulator", supply_adjustments.build_input_to_the_regulator),
    Adjustment("build_input_to_a_lone_part", supply_adjustments.build_input_to_a_lone_part),
    RuleFamily(
        "regulator_feeds_loads",
        concern="regulator output",
        roles=("regulator", "load"),
        applies=lambda b: b.powering,
        check=power.regulator_feeds_checks,
    ),
    RuleFamily(
        "supply_survival",
        concern="supply rail",
        roles=("part",),
        applies=lambda b: b.asks.survival and _rails_stated(b),
        check=survival.survival_checks,
    ),
    RuleFamily(
        "supply_rails",
        concern="supply rail",
        roles=("part",),
        applies=lambda b: _rails_stated(b) and not b.asks.survival,
        check=power.rail_checks,
    ),
    RuleFamily(
        "supply_order",
        concern="power order",
        roles=("part",),
        applies=_rails_stated,
        check=power.supply_order_checks,
    ),
    RuleFamily(
        "driver_current",
        concern="drive current",
        roles=("driver",),
        applies=lambda b: bool(b.scenario.load_currents and not b.regulators),
        check=driver_current.driver_current_checks,
    ),
    RuleFamily(
        "minimum_load",
        concern="drive current",
        roles=("converter",),
        applies=lambda b: bool(b.scenario.load_currents),
        check=prose.minimum_load_checks,
    ),
    RuleFamily(
        "analog_range",
        concern="analog range",
        roles=("source", "receiver"),
        applies=_analog_path,
        check=signal.analog_checks,
    ),
    RuleFamily(
        "prose_limits",
        concern="stated build values",
        roles=("part",),
        applies=lambda b: bool(b.scenario.lengths_m or b.scenario.pullup_ohms),
        check=prose.prose_checks,
    ),
    RuleFamily(
        "open_pins",
        concern="a pin left floating",
        roles=("part",),
        applies=lambda b: bool(b.scenario.open_pins),
        check=pin_table.open_pin_checks,
        reads_sheet_text=True,
    ),
    RuleFamily(
        "logic_levels",
        concern="logic levels",
        roles=("source", "receiver", "intermediary"),
        applies=lambda b: (
            not _analog_path(b) and b.asks.signal and _levels_to_check(b) and not _power_only(b)
        ),
        check=signal.logic_level_checks,
    ),
    RuleFamily(
        "host_lines",
        concern="a signal on a host pin",
        roles=("source",),
        applies=host_lines.host_line_applies,
        check=host_lines.host_line_checks,
    ),
)


def apply_rules(
    scenario: Scenario,
    evidence: Evidence,
    *,
    stored: Evidence | None = None,
    sheets: Sheets = no_sheets,
) -> list[RuleResult]:
    """The checks the question's scenario calls for, family by family in registry order.
    ``stored`` (default ``evidence``) tells each part's role from its stored facts alone;
    ``sheets`` reads what a part's sheet states in prose."""
    build = Build(scenario, evidence, stored or evidence, sheets)
    results: list[RuleResult] = []
    for entry in RULES:
        if isinstance(entry, Adjustment):
            build.scenario = entry.adjust(build)
            continue
        if not entry.applies(build):
            continue
        results += entry.check(build)
        if entry.stops(build):
            break
    return results + power.rails_left_unchecked(build, results)


def naive_results(scenario: Scenario, evidence: Evidence) -> list[RuleResult]:
    """Ablation "without rule reasoning": the stated rail against each supply field only.

    No regulator, signal-level, bus or environment reasoning: what a reader who only
    compares the one obvious number per device would conclude."""
    return [
        power.rail_in_supply_range(device, scenario.rails[device], evidence)
        for device in scenario.wiring.devices
        if device in scenario.rails
    ]
