"""The checks of a build, each stated as a question for the engine.

One function per rule family across the build: supply range per part per rail, regulator
headroom and output, logic levels per connection and per pulled-up bus, bus protocol and
I2C addresses, bus clock against every member, analog ranges, switching capacity. Each
returns :class:`~specproof.build.engine.Asked` checks; the engine's rule families judge
them (nothing is re-judged here). Current budgets are summed across the build's rails in
:mod:`specproof.build.budget`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from specproof.agent.understand import Asks, Scenario, Wiring
from specproof.build.engine import Asked, Sentence
from specproof.build.model import PULLED_BUSES
from specproof.build.parts import BuiltPart, Plan
from specproof.records import Answer

# the engine's current rows of a regulator question: the rail's budget row counts those
# loads and what a downstream regulator passes on, so it replaces them
CURRENT_RULES = ("power.output_current_covers_loads", "power.current_total")

BUS_WORD = {
    "I2C": "I2C",
    "SPI": "SPI",
    "UART": "UART",
    "1-Wire": "1-Wire",
    "single-bus": "single-bus",
}


# the inputs a driven bus line reaches, by direction: a sheet's threshold rows may name
# their pins ("SCK, CS, SI Pins"), so the host's lines are read on the member's rows for them
HOST_TO_MEMBER_PINS = {
    "SPI": frozenset({"SCK", "SCLK", "CLK", "SI", "SDI", "MOSI", "DIN", "DI", "CS", "CSN", "SS"}),
    "UART": frozenset({"RX", "RXD"}),
}
MEMBER_TO_HOST_PINS = {
    "SPI": frozenset({"SO", "SDO", "MISO", "DOUT", "DO"}),
    "UART": frozenset({"RX", "RXD"}),
}


def _signal_rows(rule: str) -> bool:
    """A logic-level check reports the engine's signal rules only: the parts' supplies are
    the supply and regulator checks' concern, judged there on the question that asks them."""
    return rule.startswith("signal.")


def _v(x: float) -> str:
    return f"{x:g} V"


def scenario(
    parts: list[BuiltPart], wiring: dict[str, Any] | None = None, **stated: Any
) -> Scenario:
    """The build as the question states it: its parts (in order) and the given quantities."""
    devices = tuple(dict.fromkeys(p.device for p in parts))
    # one variant per device: copies of a part are stated with ``copies``, where asked
    variants: dict[str, tuple[str, ...]] = {}
    for p in parts:
        if p.mention.variant and p.mention.variant not in variants.get(p.device, ()):
            variants[p.device] = (*variants.get(p.device, ()), p.mention.variant)
    fields = {"devices": devices, "parts": devices, "variants": variants, **(wiring or {})}
    return Scenario(wiring=Wiring(**fields), **stated)


def copies(parts: list[BuiltPart]) -> dict[str, int]:
    out: dict[str, int] = {}
    for p in parts:
        out[p.device] = out.get(p.device, 0) + p.count
    return {d: n for d, n in out.items() if n > 1}


# ---------------------------------------------------------------- supply


def supply_checks(plan: Plan) -> list[Asked]:
    """Each part on an external rail: the rail inside its supply range (a relay: its
    coil voltage). Parts on a regulator's rail are judged with that regulator's output."""
    out = []
    for part in plan.parts.values():
        if part.rail is None or part.id in plan.regulators:
            continue
        rail = plan.rail(part.rail)
        if rail.source is not None:
            continue
        relay = plan.is_a(part, "relay")
        s = Sentence().say("Can the ").part(part.mention)
        s.say(f"{' coil' if relay else ''} run on a {_v(rail.voltage)} supply rail?")
        fields = {"supply_fields": {part.device: (_supply_field(plan, part), None)}}
        sc = scenario(
            [part], fields, rails={part.device: rail.voltage}, asks=Asks(power=True, supply=True)
        )
        out.append(
            Asked(
                "supply range",
                f"rail {part.rail}: {part.label}",
                plan.built.where("parts", part.id, "rail"),
                s.question(plan.index, sc),
            )
        )
    return out


def _supply_field(plan: Plan, part: BuiltPart) -> str:
    """Which supply of the part the rail feeds: a relay's coil; a driver's load supply
    when its load runs at the rail's voltage (a motor driver with one supply, VM), its
    logic supply when the load runs at another (the L298's VSS beside VS); else the main
    supply. (The engine falls back to the main supply when that field has no evidence.)"""
    if plan.is_a(part, "relay"):
        return "coil_voltage"
    load, rail = part.load, part.rail
    if load is None or load.voltage is None or rail is None or plan.is_a(part, "transistor"):
        return "supply_voltage"
    if abs(load.voltage - plan.rail(rail).voltage) < 1e-9:
        return "load_supply_voltage"
    if plan.states(part, "logic_supply_voltage"):
        return "logic_supply_voltage"
    return "supply_voltage"


def regulator_checks(plan: Plan) -> list[Asked]:
    """Each regulator: its headroom at the input rail, and its output inside the supply
    range of every part on the rail it makes."""
    out = []
    for pid, rid in plan.regulators.items():
        regulator = plan.parts[pid]
        loads = [p for p in plan.on_rail(rid) if p.id not in plan.regulators]
        vin = plan.supply_of(pid)
        if not loads and vin is None:
            continue
        s = Sentence().say("Can the ").part(regulator.mention)
        s.say(f" fed from a {_v(vin)} rail" if vin is not None else "")
        if loads:
            s.say(" power the ").parts(plan.mentions(loads)).say("?")
        else:
            s.say(" regulate its output?")
        stated: dict[str, Any] = {"copies": copies(loads)}
        if vin is not None:
            stated["regulator_input"] = {regulator.device: vin}
        asks = Asks(power=True, feeds=bool(loads))
        wiring = {"named_supplies": frozenset({regulator.device})}
        sc = scenario([regulator, *loads], wiring, asks=asks, **stated)
        question = s.question(plan.index, sc)
        rail_v = plan.rail(rid).voltage

        def adjustable(answer: Answer, q=question, dev=regulator.device, v=rail_v) -> Any:
            # an adjustable output is set by the build: its rail's voltage is the setting
            if not any("adjustable" in r.reason for r in answer.rules):
                return None
            assert q.scenario is not None
            outs = {**q.scenario.regulator_output, dev: v}
            return dataclasses.replace(
                q, scenario=dataclasses.replace(q.scenario, regulator_output=outs)
            )

        out.append(
            Asked(
                "regulator",
                f"rail {rid} from {regulator.label}",
                plan.built.where("rails", rid, "source"),
                question,
                keep=lambda rule: rule not in CURRENT_RULES,
                retry=adjustable,
            )
        )
    return out


# ---------------------------------------------------------------- buses


def bus_checks(plan: Plan) -> list[Asked]:
    out: list[Asked] = []
    for bid, bus in plan.build.buses.items():
        members = [plan.parts[m.part] for m in bus.members]
        host = plan.parts[bus.host] if bus.host else None
        where = plan.built.where("buses", bid)
        out.append(_membership(plan, bid, bus.kind, members, where))
        if bus.clock is not None:
            out.append(_clock(plan, bid, bus.kind, bus.clock, members, host, where))
        out += _bus_levels(plan, bid, bus.kind, plan.volts(bus.pull_up), members, host, where)
    return out


def _membership(plan: Plan, bid: str, kind: str, members: list[BuiltPart], where: str) -> Asked:
    """Every member speaks the bus; on I2C, every chip can answer to its own address."""
    word = BUS_WORD[kind]
    s = Sentence().say("Can the ").parts(plan.mentions(members))
    s.say(f" share one {word} bus?")
    i2c = kind == "I2C"
    sc = scenario(
        members,
        bus=word,
        copies=copies(members),
        asks=Asks(joins_bus=True, address=i2c, general=True),
    )
    check = "bus members"
    return Asked(check, f"bus {bid} ({word})", where, s.question(plan.index, sc), about=bid)


def _clock(
    plan: Plan,
    bid: str,
    kind: str,
    clock: float,
    members: list[BuiltPart],
    host: BuiltPart | None,
    where: str,
) -> Asked:
    """The clock within every member's limit (the host's too, when its sheet states one)."""
    word = BUS_WORD[kind]
    everyone = [*members, *([host] if host else [])]
    s = Sentence().say("Can the ").parts(plan.mentions(everyone))
    s.say(f" run on a {word} bus clocked at {_hz(clock)}?")
    rails = {p.device: v for p in everyone if (v := plan.supply_of(p.id)) is not None}
    # every member must be checked; the host only when its sheet states a limit
    wiring = {
        "hosts": frozenset({host.device}) if host else frozenset(),
        "asked_parts": frozenset(p.device for p in members),
    }
    sc = scenario(everyone, wiring, bus=word, clock_hz=clock, rails=rails, asks=Asks(speed=True))
    return Asked("bus clock", f"bus {bid} at {_hz(clock)}", where, s.question(plan.index, sc))


def _hz(hz: float) -> str:
    for scale, unit in ((1e6, "MHz"), (1e3, "kHz")):
        if hz >= scale:
            return f"{hz / scale:g} {unit}"
    return f"{hz:g} Hz"


def _bus_levels(
    plan: Plan,
    bid: str,
    kind: str,
    pull_up: float | None,
    members: list[BuiltPart],
    host: BuiltPart | None,
    where: str,
) -> list[Asked]:
    """A pulled-up bus (I2C, 1-Wire): every part receives the pull-up level. A driven bus
    (SPI, UART): the host's outputs into each member and each member's output back."""
    everyone = [*members, *([host] if host else [])]
    word = BUS_WORD[kind]
    if kind in PULLED_BUSES:
        if pull_up is None:
            return []  # reported by the caller as an unstated pull-up (see report_gaps)
        s = Sentence().say("Can the ").parts(plan.mentions(everyone))
        s.say(f" sit on a {word} bus pulled up to {_v(pull_up)}?")
        rails = {p.device: v for p in everyone if (v := plan.supply_of(p.id)) is not None}
        sc = scenario(
            everyone,
            bus=word,
            drive_level=pull_up,
            rails=rails,
            asks=Asks(signal=True, pull_up=True),
        )
        subject = f"bus {bid} pulled up to {_v(pull_up)}"
        return [
            Asked("logic levels", subject, where, s.question(plan.index, sc), keep=_signal_rows)
        ]
    if host is None:
        return []
    out = []
    for member in members:
        for src, sink, pins in (
            (host, member, HOST_TO_MEMBER_PINS.get(kind, frozenset())),
            (member, host, MEMBER_TO_HOST_PINS.get(kind, frozenset())),
        ):
            out.append(_net(plan, src, None, sink, None, None, f"bus {bid}: ", where, pins))
    return out


# ---------------------------------------------------------------- point-to-point


def connection_checks(plan: Plan) -> list[Asked]:
    out = []
    for i, conn in enumerate(plan.build.connections):
        src, sink = plan.parts[conn.source_part], plan.parts[conn.sink_part]
        where = plan.built.where("connections", i)
        if conn.kind == "logic":
            level = plan.volts(conn.rail)
            out.append(_net(plan, src, conn.source_pin, sink, conn.sink_pin, level, "", where))
        elif conn.kind == "analog":
            out.append(_analog(plan, src, conn.source_pin, sink, conn.sink_pin, where))
        else:
            out.append(_pin_drive(plan, src, conn.source_pin, sink, conn.sink_pin, where))
    return out


def _net(
    plan: Plan,
    src: BuiltPart,
    src_pin: str | None,
    sink: BuiltPart,
    sink_pin: str | None,
    level: float | None,
    prefix: str,
    where: str,
    line_pins: frozenset[str] = frozenset(),
) -> Asked:
    """A logic output into an input: VOH/VOL against VIH/VIL and the input's maximum."""
    vs, vk = plan.supply_of(src.id), plan.supply_of(sink.id)
    s = Sentence().say("Can the ").part(src.mention).say(f" {src_pin or 'logic'} output")
    s.say(f" on a {_v(vs)} rail" if vs is not None else "")
    s.say(f", driven to {_v(level)}," if level is not None else "")
    s.say(" drive the ").part(sink.mention).say(f" {sink_pin or 'logic'} input")
    s.say(f" on a {_v(vk)} rail?" if vk is not None else "?")
    rails = {p.device: v for p, v in ((src, vs), (sink, vk)) if v is not None}
    pins = frozenset(p for p in (src_pin, sink_pin) if p) | line_pins
    wiring = {"sources": (src.device,), "sinks": (sink.device,), "signal_pins": pins}
    sc = scenario([src, sink], wiring, rails=rails, drive_level=level, asks=Asks(signal=True))
    subject = f"{prefix}{src.id}.{src_pin or 'out'} → {sink.id}.{sink_pin or 'in'}"
    question = s.question(plan.index, sc)
    return Asked("logic levels", subject, where, question, keep=_signal_rows)


def _analog(
    plan: Plan, src: BuiltPart, src_pin: str, sink: BuiltPart, sink_pin: str, where: str
) -> Asked:
    """An analog output's span inside the receiving input's range."""
    vs, vk = plan.supply_of(src.id), plan.supply_of(sink.id)
    s = Sentence().say("Can the ").part(src.mention).say(f" analog output {src_pin}")
    s.say(f" on a {_v(vs)} rail" if vs is not None else "")
    s.say(" feed the ").part(sink.mention).say(f" analog input {sink_pin}")
    s.say(f" on a {_v(vk)} rail?" if vk is not None else "?")
    rails = {p.device: v for p, v in ((src, vs), (sink, vk)) if v is not None}
    wiring = {"sources": (src.device,), "sinks": (sink.device,)}
    sc = scenario([src, sink], wiring, rails=rails, asks=Asks(analog=True, analog_signal=True))
    subject = f"{src.id}.{src_pin} → {sink.id}.{sink_pin}"
    return Asked("analog range", subject, where, s.question(plan.index, sc))


def _pin_drive(
    plan: Plan, src: BuiltPart, src_pin: str, sink: BuiltPart, sink_pin: str, where: str
) -> Asked:
    """A pin that powers a load (a relay coil): its current rating against the draw."""
    s = Sentence().say("Can a ").part(src.mention).say(f" {src_pin} pin drive the ")
    s.part(sink.mention).say(" coil?")
    sc = scenario(
        [src, sink], {"pin_sources": (src.device,), "sinks": (sink.device,)}, asks=Asks(signal=True)
    )
    subject = f"{src.id}.{src_pin} → {sink.id}.{sink_pin}"
    return Asked("drive current", subject, where, s.question(plan.index, sc))


# ---------------------------------------------------------------- switching


def switching_checks(plan: Plan) -> list[Asked]:
    """What each part switches or drives against its ratings: a relay's contacts, a
    transistor's drain and gate, a driver's output current (steady and peak)."""
    out = []
    for part in plan.parts.values():
        if part.load is None:
            continue
        where = plan.built.where("parts", part.id, "load")
        if plan.is_a(part, "relay"):
            out.append(_contacts(plan, part, where))
        elif plan.is_a(part, "transistor"):
            out.append(_transistor(plan, part, where))
        else:
            out.append(_driver(plan, part, where))
    return out


def _load_words(part: BuiltPart) -> tuple[str, list[float]]:
    load = part.load
    assert load is not None
    words, amps = [], [a for a in (load.current, load.peak) if a is not None]
    if load.voltage is not None:
        words.append(f"{load.voltage:g} V" + {True: " AC", False: " DC", None: ""}[load.ac])
    if load.current is not None:
        words.append(f"{load.current:g} A")
    if load.kind:
        words.append(load.kind)
    return " ".join(words), amps


def _contacts(plan: Plan, part: BuiltPart, where: str) -> Asked:
    load = part.load
    assert load is not None
    words, amps = _load_words(part)
    contact = f" {load.contact}" if load.contact else ""
    s = Sentence().say("Can the ").part(part.mention)
    s.say(f"{contact} contacts switch a {words} load?")
    sc = scenario(
        [part],
        load_voltage=load.voltage,
        load_currents=amps[:1],
        load_ac=load.ac,
        load_kind=load.kind,
        contact_form=load.contact,
        asks=Asks(contacts=True, contact_load=True),
    )
    return Asked("switching capacity", f"{part.label} contacts", where, s.question(plan.index, sc))


def _transistor(plan: Plan, part: BuiltPart, where: str) -> Asked:
    load = part.load
    assert load is not None
    words, amps = _load_words(part)
    s = Sentence().say("Can the ").part(part.mention).say(f" switch a {words} load")
    s.say(f" with its gate driven at {_v(load.gate)}?" if load.gate is not None else "?")
    sc = scenario(
        [part],
        load_voltage=load.voltage,
        load_currents=amps,
        drive_level=load.gate,
        asks=Asks(gate=True),
    )
    return Asked("switching capacity", f"{part.label} switch", where, s.question(plan.index, sc))


def _driver(plan: Plan, part: BuiltPart, where: str) -> Asked:
    load = part.load
    assert load is not None
    s = Sentence().say("Can the ").part(part.mention)
    s.say(f" drive a {load.current:g} A load" if load.current is not None else " drive its load")
    s.say(f" with {load.peak:g} A peaks" if load.peak is not None else "")
    s.say(f" from a {_v(load.voltage)} motor supply?" if load.voltage is not None else "?")
    amps = [a for a in (load.current, load.peak) if a is not None]
    rails = {part.device: load.voltage} if load.voltage is not None else {}
    wiring = {"supply_fields": {part.device: ("load_supply_voltage", None)}}
    sc = scenario(
        [part],
        wiring,
        rails=rails,
        load_currents=amps,
        asks=Asks(power=bool(rails), supply=bool(rails), load_current=True),
    )
    return Asked("switching capacity", f"{part.label} output", where, s.question(plan.index, sc))
