"""The build a compatibility question describes: rails, pins, regulator input and output,
the stated logic level, bus and clock, environment, loads, budget, copies of a part.

Only what the question states is read here (who is who: :mod:`.wiring`; what it asks to
be checked: :mod:`.asks`). A new way of stating a quantity about the build belongs here.
"""

from __future__ import annotations

import re
from dataclasses import replace

from specproof.agent.configuration import configuration
from specproof.agent.understand.ambient import ambient, heatsink, humidity, stored
from specproof.agent.understand.asks import SET_TO, read_asks
from specproof.agent.understand.batteries import Battery, cell_feeds_converter, clause_battery
from specproof.agent.understand.budgets import (
    idle_budget,
    idle_budget_parts,
    idle_states,
    supply_budget,
)
from specproof.agent.understand.bus_clock import (
    bus_clock,
    clocked_bus,
    named_buses,
    part_buses,
    placed_bus,
)
from specproof.agent.understand.bystanders import bystanders
from specproof.agent.understand.copies import copies, loads_each
from specproof.agent.understand.fed_pins import fed_pins, source_into_pin
from specproof.agent.understand.host_levels import HostLevel, host_level
from specproof.agent.understand.host_pins import (
    HostPin,
    gpio_supply_pin,
    host_supply_pin,
    stated_pin_limit,
)
from specproof.agent.understand.listed_parts import (
    listed_from_first,
    lists_before_a_rail,
    source_before_list,
)
from specproof.agent.understand.measured import measured_quantities
from specproof.agent.understand.open_pins import open_pins
from specproof.agent.understand.quantities import lengths, resistances
from specproof.agent.understand.record import DeviceMention, Scenario, Wording
from specproof.agent.understand.role_rails import role_of_pin, role_rails
from specproof.agent.understand.sentences import sentence_start
from specproof.agent.understand.stated_level import (
    LEVELS_IN_CLAUSE,
    RAIL_CLAUSE,
    drive_level_at,
    drive_low,
)
from specproof.agent.understand.stated_load import StatedLoad, amperes, stated_load
from specproof.agent.understand.straps import (
    named_address_pins,
    read_copy_straps,
    read_straps,
    straps_as_shipped,
)
from specproof.agent.understand.supplies import RAIL_LABEL, SIDE_PINS, Supplies, share_rail
from specproof.agent.understand.supply_pins import supply_pins
from specproof.agent.understand.translator_sides import sides_stated
from specproof.agent.understand.waits import waits
from specproof.agent.understand.wiring import THROUGH_BEFORE, read_wiring
from specproof.tokens import DECIMAL, SNAKE_WORD
from specproof.tokens import VOLTS as _V

# a sentence of its own stating what the whole build runs from: "input is a 5v usb rail",
# "Supply: 12 V adapter" (no part named in it: the regulator's input, whoever it is)
_BUILD_INPUT = re.compile(
    r"(?:^|[.?!;]\s+)(?:the |my |our )?(?:input|supply|power source)\s*(?:is|=|:|will be)\s*"
    r"(?:an? |the |my )?(?:regulated |stable |single )?" + _V + r"[^.?!;]*",
    re.I,
)


# "wired to its 5V pin": the part's own input named by its voltage, which states no rail
# (the source wired to it does); "from its 5v pin" (a host's) is a rail, read as one
_OWN_VOLTAGE_PIN = re.compile(
    r"(\b(?:to|into|on|via|through)\s+(?:its|their)\s+(?:own\s+)?)(\d+(?:\.\d+)?\s?v\d*)(\s*pins?\b)",
    re.I,
)


# a tolerance after a rail's voltage ("5V ±10%", "3.3 V +-5 %", "12 V (±5%)"): read
# apart, then blanked so the rail reads as if written alone
_RAIL_TOLERANCE = re.compile(
    r"(\d+(?:\.\d+)?)\s?v\b(\s*\(?\s*(?:±|\+/?-|plus or minus)\s*(\d+(?:\.\d+)?)\s*%\s*\)?)", re.I
)


def _named_outputs(wording: Wording, chargers: frozenset[str]) -> dict[str, float]:
    """Parts named by the voltage of their version ("an AMS1117-3.3"): that output. (A
    charger's version number, "mcp73831-2", names its version, not what it puts out.)"""
    return {
        m.device: float(m.variant)
        for m in wording.devices
        if m.variant and DECIMAL.fullmatch(m.variant) and m.device not in chargers
    }


def _rail_tolerances(text: str) -> dict[float, float]:
    return {float(m.group(1)): float(m.group(3)) / 100 for m in _RAIL_TOLERANCE.finditer(text)}


def _blanked(wording: Wording) -> tuple[Wording, dict[float, float]]:
    """The wording with a pin's own voltage and a rail's tolerance blanked out (same length:
    mentions keep their place), and the tolerances read before."""
    blanked = _OWN_VOLTAGE_PIN.sub(
        lambda m: m.group(1) + "#" * len(m.group(2)) + m.group(3), wording.text
    )
    tolerances = _rail_tolerances(blanked)
    blanked = _RAIL_TOLERANCE.sub(
        lambda m: m.group(0)[: m.start(2) - m.start()] + " " * len(m.group(2)), blanked
    )
    return replace(wording, text=blanked), tolerances


def read_scenario(wording: Wording) -> Scenario:
    wording, tolerances = _blanked(wording)
    q = wording.text.replace("−", "-").replace("–", "-")
    placed_only = frozenset(bystanders(wording))
    supplies, host_pin = _all_supplies(wording, q, placed_only)
    host = host_level(q, wording.devices)
    host_pin = _gpio_supply(host, host_pin, wording, supplies)
    drive_level, drive_at = drive_level_at(q) or (None, None)
    pin_limit = stated_pin_limit(q)
    measured = measured_quantities(q)
    idle = idle_budget(q)
    load = _without_budget(stated_load(q, wording, pin_limit, measured), idle)
    shunt = _shunt(q)
    placed = part_buses(wording)
    wiring = read_wiring(wording, drive_at, placed_only)
    return Scenario(
        rails=supplies.rails,
        rail_tolerances=tolerances,
        pins=supplies.pins,
        role_rails=supplies.role_rails,
        regulator_input=supplies.regulator_input,
        regulator_output=supplies.regulator_output,
        named_outputs=_named_outputs(wording, wiring.chargers),
        build_input=supplies.build_input,
        battery=supplies.battery,
        supply_pins=supply_pins(wording),
        unlisted_converter=_unlisted_converter(q),
        drive_level=drive_level,
        drive_at=drive_at,
        drive_low=drive_low(q),
        bus=(bus := placed_bus(placed) or _bus(q) or clocked_bus(q)),
        part_buses=placed,
        buses=named_buses(q),
        clock_hz=bus_clock(q, bus),
        ambient_c=ambient(q),
        stored=stored(q),
        humidity=humidity(q),
        measured=measured,
        load_currents=load.currents,
        loads_each=loads_each(q) if load.currents else 1,
        load_owners=_load_owners(wording) if load.currents else (),
        extra_loads=_extra_loads(q),
        budget_current=supply_budget(q),
        idle_budget=idle,
        idle_states=idle_states(wording),
        idle_parts=idle_budget_parts(wording),
        waits=waits(wording),
        heatsink=heatsink(q),
        host_pin=host_pin,
        pin_limit=pin_limit,
        host_level=host,
        configuration=configuration(q),
        words=frozenset(SNAKE_WORD.findall(q.lower())),
        worst_case=bool(re.search(r"worst|maximum|guarantee", q, re.I)),
        shunt_ohm=shunt,
        load_voltage=load.voltage,
        load_power=load.power,
        load_ac=load.ac,
        contact_form=load.contact_form,
        load_kind=load.kind,
        drive_mode=_drive_mode(q),
        copies=copies(wording),
        lengths_m=tuple(lengths(q)),
        # a current-sense shunt or a load ("an 8 ohm speaker") is no resistor on a signal line
        pullup_ohms=tuple(r for r in resistances(q) if r != shunt and r not in _loads_in_ohms(q)),
        straps=read_straps(wording),
        copy_straps=read_copy_straps(wording),
        straps_as_shipped=straps_as_shipped(wording.text),
        address_pins=named_address_pins(wording.text),
        open_pins=open_pins(wording),
        placed_only=placed_only,
        wiring=wiring,
        asks=read_asks(wording.text),
    )


# "drive it from a 3.3v esp32 pin": a voltage written before a pin is that pin's level
# (a "5 V pin" is a supply pin: a rail)
_PIN_LEVEL = r"(?: (?:[\w-]+ ){1,2}pins?| (?:[\w-]+ ){0,2}(?:gpios?|i/?os?|signals?))\b"
_PIN_LEVEL_AFTER = re.compile(_PIN_LEVEL, re.I)


_POWERED_FROM_PIN = re.compile(
    # "X vdd straight on the uno's 5v pin": a board's supply pin the part is put on
    # ("tied A1 to the 5 V rail", "ADDR to the 3.3 V rail": an address strap, no supply)
    r"(?<!\s[A-Za-z]\d )(?<!\s[A-Za-z]\d tied )(?<!\s[A-Za-z]\d wired )(?<!ADDR )(?<!addr )"
    r"\b(?:on|to|into)\s+(?:the|a|my)\s+(?:[a-z][\w'’-]*\s+){0,2}?"
    + _V
    + r"\s*(?:pin|rail|header)\b|"
    r"\b(?:from|off)\s+(?:the\s+|a\s+|my\s+)?"
    # "from the arduino 5v pin", "from my arduino uno's 5v pin": the board named before its
    # supply pin (a voltage right before "pin" names the pin; "a 3.3v esp32 pin" is a level)
    + r"(?:[a-z][\w'’-]*\s+){0,2}?"
    + _V
    + r"\s*(?:pin|rail|output|header)\b"
    # "straight off 2 fresh aa cells (3.0 v)", "on a 6s li-ion pack (25.2v full)": a source
    # described, its one voltage in brackets
    + r"|\b(?:from|off|on|across)\s+(?:[\w-]+\s+){1,5}?\(\s*(?:about |approx\.? |~)?"
    + _V
    # ("(25.2v full)"; "(about 3 V on VM)" sets a pin, read with the pins)
    + r"(?:\s+(?!on\b|at\b)[a-z]+){0,2}\s*\)",
    re.I,
)


def _all_supplies(
    wording: Wording, q: str, placed_only: frozenset[str]
) -> tuple[Supplies, HostPin | None]:
    """Every part's supplies: its own clause's, the rails parts share (not with the parts
    only placed on the board), a backup cell, the build's common supply, and a maker
    board's supply pin the question names."""
    supplies = _stated_supplies(wording)
    # the build's own input is no rail every part shares
    shared = _BUILD_INPUT.sub(lambda m: " " * len(m.group(0)), q) if supplies.build_input else q
    # (a pull-up's level is no rail the parts share: "100k pull-up to the same 3.3 V"; "vdd
    # and the pull-up both on 3v3" shares one)
    shared = LEVELS_IN_CLAUSE.sub(lambda m: _pulled_to_blank(m.group(0)), shared)
    share_rail(shared, wording, supplies, placed_only)
    _list_shares_rail(q, wording, supplies)
    _backup_supply(q, wording, supplies)
    _common_supply(shared, wording, supplies)
    # (after the shared rails: "from one cell, using X to make 5 V" moves the cell onto X)
    cell_feeds_converter(
        q, wording.devices, supplies.rails, supplies.regulator_input, supplies.battery
    )
    host_pin = host_supply_pin(q)
    if host_pin is not None:
        _on_host_pin(host_pin.volts, wording, supplies)
    return supplies, host_pin


def _pulled_to_blank(level: str) -> str:
    said = level.lower()
    return " " * len(level) if "pull" in said and " to " in said else level


def _gpio_supply(
    host: HostLevel | None, host_pin: HostPin | None, wording: Wording, supplies: Supplies
) -> HostPin | None:
    """ "power the sensor from a digital pin of an Uno": that pin is the part's supply."""
    if host is None or not host.from_gpio or host_pin is not None:
        return host_pin
    _on_host_pin(host.volts, wording, supplies)
    return gpio_supply_pin(host.board, host.volts)


def _without_budget(load: StatedLoad, idle: float | None) -> StatedLoad:
    """ "stays below 1 mA while idle": the budget at rest is no load current."""
    if idle is None:
        return load
    return replace(load, currents=[c for c in load.currents if abs(c - idle) > 1e-12])


def _stated_supplies(wording: Wording) -> Supplies:
    """Per device, from its own clause: the rail it runs on, pins set to a voltage
    ("VCCA = 1.8 V"), a regulator's input ("fed from 9 V") and output ("set to 5 V")."""
    out = Supplies()
    named_at = [m.start for m in wording.devices]
    for m in _BUILD_INPUT.finditer(wording.text):
        if not any(m.start() <= at < m.end() for at in named_at):
            out.build_input = float(m.group(1))
    for mention in wording.distinct_devices:
        device = mention.device
        clause = (
            _BUILD_INPUT.sub(" ", wording.clause(device))
            if out.build_input
            else wording.clause(device)
        )
        clause_wo_levels = LEVELS_IN_CLAUSE.sub(" ", clause)
        vin = _regulator_input(clause)
        battery = clause_battery(clause, wording.text) if device not in out.rails else None
        if vin is None and battery is None:
            battery = _battery_through(wording, mention)
        # (a battery whose ends the question says outweighs the one voltage read as input)
        if battery is not None and (vin is None or battery.empty_said):
            vin, out.battery = battery.full, battery
        if vin is not None:
            out.regulator_input[device] = vin
        set_out = _SET_OUTPUT.search(clause)
        if set_out and not _OUTPUT_OF.match(clause, set_out.end()):
            out.regulator_output[device] = float(next(g for g in set_out.groups() if g))
        for pin, volts in re.findall(r"\b(V[A-Z]{1,5}\d*)\s*=\s*" + _V, clause_wo_levels):
            out.pins.setdefault(device, {})[pin.upper()] = float(volts)
        into = source_into_pin(wording.text, mention)  # "12v adapter into drv8833 VM"
        fed = fed_pins(clause_wo_levels) | {p: v for p, v in into.items() if not role_of_pin(p)}
        if fed:  # the part is no regulator for being fed "from" that supply
            out.pins.setdefault(device, {}).update(fed)
            out.regulator_input.pop(device, None)
        roles = role_rails(clause) | {role_of_pin(p): v for p, v in into.items() if role_of_pin(p)}
        if roles:  # a part given a rail per role has no one rail nor input beside them
            out.role_rails[device] = roles
            out.regulator_input.pop(device, None)
            continue
        if device in out.regulator_input or fed:
            continue
        before = wording.text[: mention.start]
        rail = _part_rail(clause_wo_levels, before, wording.text)
        if rail is None:  # "X powered from the esp32's 3.3v"
            by_part = _POWERED_BY_PART.match(wording.text, mention.end)
            rail = float(by_part.group(1)) if by_part else None
        if rail is not None:
            out.rails[device] = rail
    for device, sides in sides_stated(wording).items():
        out.pins.setdefault(device, {}).update(sides)
    # "from the 5 V output of a PVD36V3F5": the output is the part named after "of"
    for mention in wording.devices:
        owned = _OUTPUT_OF_BEFORE.search(wording.text[max(0, mention.start - 40) : mention.start])
        if owned:
            out.regulator_output[mention.device] = float(owned.group(1))
    return out


def _battery_through(wording: Wording, mention: DeviceMention) -> Battery | None:
    """ "powered from a single-cell LiPo (4.2 V full) through a TPS63021": the cell before
    the converter feeds it."""
    before = wording.text[: mention.start]
    if not THROUGH_BEFORE.search(before[-20:]):
        return None
    start = sentence_start(wording.text, mention.start, (". ", "? ", "! "))  # ("4.2 V")
    return clause_battery(before[start:], wording.text)


def _on_host_pin(volts: float, wording: Wording, supplies: Supplies) -> None:
    """ "qadc16 on the 3v3 pin of a raspberry pi": a part given no supply of its own runs
    at the host pin's voltage (its current is the host pin check's)."""
    stated = supplies.supplied() | set(supplies.pins)
    for m in wording.distinct_devices:
        if m.device not in stated:
            supplies.rails[m.device] = volts


# "My only rail is 6.0 V. Can the X run from it?": a supply stated first, the part then
# said to run from "it"
_RAIL_STATED = re.compile(
    r"\b(?:my|our|the) (?:only |main |one )?(?:rail|supply|power supply|psu|battery) is "
    r"(?:an? |about |approx\.? )?" + _V,
    re.I,
)
_FROM_IT = re.compile(
    r"\b(?:run|power|operate|work|feed|suppl)\w* (?:from|on|off) (?:it|that)\b", re.I
)


def _rail_named_before(text: str, clause: str) -> re.Match[str] | None:
    stated = _RAIL_STATED.search(text)
    return stated if stated and _FROM_IT.search(clause) else None


def _rail_match(pattern: str, clause: str) -> re.Match[str] | None:
    """The first statement of the part's rail in its clause. A side pin set to a voltage
    ("VDDO = 1.8 V" of the outputs) is that pin's when the core's rail is stated too ("while
    the core is on 3.3 V"); stated alone ("VLOGIC = 1.8 V") it is the level the part's pins
    work at, which is what its rail stands for in the level checks."""
    found = list(re.finditer(pattern, clause, re.I))
    # "with a 5v arduino nano: vcc from its own 3.3v regulator": the supply pin's own
    # statement outranks the voltage of the host the part is used with
    named = [m for m in found if _SUPPLY_PIN_BEFORE.search(clause[: m.start()])]
    found = named + [m for m in found if m not in named]
    kept = []
    for m in found:
        # ("VDD = VLOGIC = 3.3 V": a side pin chained to the core's supply is that supply)
        pin = re.search(r"(=\s*)?\b(V[A-Z]{1,5}\d*)\s*$", clause[: m.start()], re.I)
        if pin and pin.group(2).upper() in _PULL_UP_PINS:
            continue  # "VPU = 12 V": the rail an open-drain output is pulled up to, no supply
        kept.append(m)
        side = pin and not pin.group(1) and pin.group(2).upper() in SIDE_PINS
        if not (side and m.group(0).startswith("=")):
            return m
    return kept[0] if kept else None


_PULL_UP_PINS = frozenset({"VPU", "VPULLUP"})


_SUPPLY_PIN_BEFORE = re.compile(r"\b(?:vcc|vdd|vin)\s*$", re.I)
_OUTPUT_OF = re.compile(r"\s+of\s+(?:an?|the|my)\b", re.I)
# "from the 5 V output of a X", "on the 5v rail from my X": the output is the part's after
_OUTPUT_OF_BEFORE = re.compile(
    _V + r" (?:out(?:put)?\s+of|rail\s+(?:from|of|off))\s+(?:an?\s+|the\s+|my\s+)?$", re.I
)
# an adjustable output's setting, whatever the verb: "set to 5 V", "adjusted / trimmed /
# turned up to 9 v", "5 V output"
_SET_OUTPUT = re.compile(
    SET_TO
    + r"(?:an?\s+)?"
    + _V
    # "an lm2596 making 5 v for the logic side": the voltage it is made to put out
    + r"|\b(?:mak(?:es|ing)|giv(?:es|ing)|provid(?:es|ing)|produc(?:es|ing)|put(?:s|ting)? out)\s+"
    + _V
    + r"|"
    + _V
    + r" out(?:put)?\b"
    # "lm2596 at 5v -> ccs811 vdd": the voltage an arrow leaves a part at is its output
    + r"|"
    + _V
    + r"\s*(?:->|→)",
    re.I,
)


# (a "backup rail" a part is supplied from is a rail, its main supply; the backup pin
# takes a cell, a battery or a supercap)
_BACKUP = re.compile(
    r"backup(?! rail)|\bbattery\b|\bVBAT\b|coin[- ]cell|\bCR\d{4}\b|supercap", re.I
)


def _names_backup_pin(q: str, m: re.Match[str]) -> bool:
    """A backup word that names the backup pin itself: "backup", "VBAT", "battery pin"
    (a cell alone may be the main supply)."""
    word = m.group(0).lower()
    after = q[m.end() : m.end() + 6].lower()
    return word.startswith(("backup", "vbat")) or after.startswith((" pin", " input"))


def _backup_supply(q: str, wording: Wording, supplies: Supplies) -> None:
    """ "a 3 V CR2032 coin cell on its backup pin": that voltage is the device's VBAT."""
    if not any(_names_backup_pin(q, m) for m in _BACKUP.finditer(q)):
        return
    best: tuple[int, float] | None = None
    for m in re.finditer(_V, q):
        at = max(0, m.start() - 30)
        window = q[at : m.end() + 40]
        if _BACKUP.search(window):
            # (the backup words' places in the question, not in the window)
            near = min(abs(at + b.start() - m.start()) for b in _BACKUP.finditer(window))
            if best is None or near < best[0]:
                best = (near, float(m.group(1)))
    if best is None:
        return
    for mention in wording.distinct_devices:
        supplies.pins.setdefault(mention.device, {})["VBAT"] = best[1]
        for stated in (supplies.rails, supplies.regulator_input):
            if stated.get(mention.device) == best[1]:
                del stated[mention.device]  # the cell is not the main supply


def _common_supply(q: str, wording: Wording, supplies: Supplies) -> None:
    """ "On a 2.0 V supply, I run X and Y": one supply stated before any device, none else;
    "will my 5v arduino power the X and the Y": the source feeds the parts listed after it."""
    if not wording.devices:
        return
    head = q[: wording.devices[0].start]
    source = source_before_list(head)
    if source is not None:
        for m in listed_from_first(q, wording):
            if m.device not in supplies.rails and m.device not in supplies.regulator_input:
                supplies.rails[m.device] = source
        return
    if supplies.rails or supplies.regulator_input:
        return
    volts = re.findall(
        r"([-+]?\d+(?:\.\d+)?)\s*V\b(?:\s*\w+){0,2}?\s*(?:supply|rail|battery)", head
    )
    if len(set(volts)) == 1:
        for m in wording.distinct_devices:
            supplies.rails[m.device] = float(volts[0])


def _list_shares_rail(q: str, wording: Wording, supplies: Supplies) -> None:
    """ "max31855 and pcf8563 on the 5v from a power bank": a rail stated after parts listed
    together is the rail of each of them that states none of its own."""
    for last, earlier in lists_before_a_rail(q, wording):
        rail = supplies.rails.get(last.device)
        for m in earlier:
            stated = supplies.supplied() | set(supplies.pins)
            if rail is not None and m.device not in stated:
                supplies.rails[m.device] = rail
    # "X + Y straight on the cell": the battery the last part runs from runs them all
    battery = supplies.battery
    for last, earlier in lists_before_a_rail(q, wording, battery=True) if battery else []:
        if supplies.regulator_input.get(last.device) != battery.full:
            continue
        for m in earlier:
            if m.device not in supplies.supplied() | set(supplies.pins):
                supplies.regulator_input[m.device] = battery.full


# ---------------------------------------------------------------- bus, environment, loads


# "a PCF8563 (with its I2C interface active)": the state one part is judged in (its supply
# current with the interface running), not a bus the parts share
_INTERFACE_STATE = re.compile(
    r"\b(?:its|the)\s+(?:i2c|i²c|spi|uart)\s+(?:interface|port)\s+"
    r"(?:active|enabled|disabled|idle|running|in use|on|off)\b",
    re.I,
)


def _bus(q: str) -> str | None:
    q = _INTERFACE_STATE.sub(" ", q)
    bus = re.search(
        r"\b(I2C|I²C|SPI|1-Wire|UART)\b(?:[- ]only)?[^.?]{0,15}\bbus\b|"
        r"\bbus is (?:only |just )?(?:over |on |in )?(I2C|SPI)|\b(?:over|via) (I2C|I²C|SPI|1-Wire|UART)\b|"
        # "with the i2c pullups to 5v", "SDA and SCL pulled up": the lines name the bus
        r"\b(I2C|I²C|SPI)\s+(?:pull-?ups?|lines?|pins?|wires?|signals?)\b|\b(SDA|SCL)\b|"
        # the I2C speed grades name the bus: "in 400 kHz fast mode", "standard-mode"
        r"\b(fast|standard)[- ]mode\b",
        q,
        re.I,
    )
    if bus is None:
        # one bus named anywhere is the bus ("sharing i2c at 400k"); a shift clock names none
        named = {b.upper().replace("²", "2") for b in re.findall(r"\b(i2c|i²c|spi)\b", q, re.I)}
        return named.pop() if len(named) == 1 else None
    name = next(g for g in bus.groups() if g).upper().replace("²", "2")
    return "I2C" if name in ("SDA", "SCL", "FAST", "STANDARD") else name


# "the ~10 mA LED current of an X", "a load of the X": the current is the named part's
_CURRENT_OF = re.compile(
    r"\d(?:\.\d+)?\s*m?A\b[^.?;]{0,30}?\b(?:current|draw|load)\s+of\s+(?:an?|the|my|its)?\s*$|"
    # "sinks the LED current of a PC817 (IF = 10 mA)": the current a load's own diode draws
    r"\b(?:led|coil|diode|forward)\s+current\s+of\s+(?:an?|the|my|its)?\s*$",
    re.I,
)
# "the X's LED", "the X draws 30 mA": the part is the load
_DRAWN_BY = re.compile(
    r"^(?:'s\s+(?:[\w-]+\s+){0,2}?(?:led|coil|heater|lamp|motor|input diode)\b|"
    r"'s\s+(?:~\s?|about\s+)?\d+(?:\.\d+)?\s*m?A\b|"
    r"\s+(?:draws|pulls|needs|takes|consumes)\b|"
    # "a vl53l0x (peaks ~40ma)": a current in brackets after the part is its draw
    r"\s*\(\s*(?:(?:peaks?|draws?|pulls?|needs?|takes?|about|approx\.?|up to)\s+)?(?:at\s+)?~?\s*\d+(?:\.\d+)?\s*m?A\b)",
    re.I,
)


# "plus a 150 mA LED strip", "as well as 40 mA of LEDs": a further load beside the parts
_EXTRA_LOAD = re.compile(
    r"\b(?:plus|as well as|along with|in addition to|on top of)\s+(?:an? |another |some |about |~)?"
    r"(\d+(?:\.\d+)?)\s*(m?)A\b",
    re.I,
)


def _extra_loads(q: str) -> tuple[float, ...]:
    return tuple(amperes(m.group(1), m.group(2)) for m in _EXTRA_LOAD.finditer(q))


_CONVERTER_BY_KIND = re.compile(
    r"\b(?:through|via|behind|after|using|with) (?:an? |the |my )?(?:separate |small |cheap )?"
    r"(?:\d+(?:\.\d+)?\s?v )?(?:buck|boost|buck-boost|ldo|linear regulator|regulator|"
    r"dc-?dc(?: converter)?|converter|step-?down|step-?up)\b(?! (?:pin|output of))",
    re.I,
)


def _unlisted_converter(q: str) -> str | None:
    """ "…and, through a 3.3 V buck, the radio": a converter named by its kind only."""
    found = _CONVERTER_BY_KIND.search(q)
    return found.group(0) if found else None


def _load_owners(wording: Wording) -> tuple[str, ...]:
    """Parts the question says draw the stated current: loads, never its driver."""
    q = wording.text
    owners = [
        m.device
        for m in wording.devices
        if _CURRENT_OF.search(q[max(0, m.start - 60) : m.start]) or _DRAWN_BY.match(q[m.end :])
    ]
    return tuple(dict.fromkeys(owners))


_OHM_LOAD = re.compile(
    r"(\d+(?:\.\d+)?)\s*(k)?\s*(?:ohms?|Ω)\s+(?:speaker|load|headphones?|motor|coil|heater|lamp)",
    re.I,
)


def _loads_in_ohms(q: str) -> set[float]:
    return {float(m.group(1)) * (1e3 if m.group(2) else 1.0) for m in _OHM_LOAD.finditer(q)}


def _shunt(q: str) -> float | None:
    # ("a 20 mΩ shunt": a milliohm shunt is the usual one)
    shunt = re.search(
        r"(\d+(?:\.\d+)?)\s*(m|k)?(?:Ω|ohm)\s*shunt|shunt[^.]{0,20}?(\d+(?:\.\d+)?)\s*(m|k)?(?:Ω|ohm)",
        q,
        re.I,
    )
    if shunt is None:
        return None
    prefix = (shunt.group(2) or shunt.group(4) or "").lower()
    return float(shunt.group(1) or shunt.group(3)) * {"m": 1e-3, "k": 1e3}.get(prefix, 1.0)


def _drive_mode(q: str) -> str | None:
    found = re.search(r"high[- ]drive|high[- ]current mode|strong drive", q, re.I)
    return "high drive" if found else None


_VIN = re.compile(
    r"(?:fed from|input is|from a|(?:runs?|running) from|input of|from an?|off (?:of )?(?:an?|my)\b|"
    # "run directly on a single li-ion cell (3.7 V)": a battery is the input
    r"(?:runs?|running|operated?)\b[^.;,]{0,20}?\bon (?:an? |one |two |\w+ )?[^.;,]{0,20}?"
    r"\b(?:cells?|battery|batteries|pack)\b)[^.;,]{0,30}?"
    + _V
    + r"|"
    + _V
    + r" in\b"  # "12 V in, 5 V out"
    # "take 5 V from a USB power bank": what the part takes is its input
    + r"|\btak(?:e|es|ing)\s+"
    + _V
    + r"\s+(?:from|off)\b",
    re.I,
)


_GPIO = re.compile(r"\bgpios?\b|\bi/?o pins?\b|\bdigital (?:pin|output)s?\b", re.I)


def _regulator_input(clause: str) -> float | None:
    """What a part is fed from, as a regulator's input ("fed from 9 V", "off a 2S pack")."""
    for vin in _VIN.finditer(clause):
        if _PIN_LEVEL_AFTER.match(clause, vin.end()):
            return None
        # "IN pin from a 3v3 mcu", "step/dir from a 3.3 V ESP32", "pwm from a 3v3 esp32", "di /
        # de come from a 5v nano": a signal driven from a part's rail is a level; the part's
        # input may follow (its power may come from one: "power comes from a 12 v brick")
        if re.search(
            r"\b(?:pins?|pwm|step|dir|signals?|in\d)\s*$|(?<!power )(?<!supply )\bcomes? $",
            clause[: vin.start()],
            re.I,
        ):
            continue
        if _GPIO.search(vin.group(0)) or re.search(
            r"\bdriven\s+(?:\w+\s+)?$", clause[: vin.start()]
        ):
            return None  # "driven from an ESP32 GPIO (3.3 V high)": a logic level, no input
        return float(next(g for g in vin.groups() if g))
    return None


_RAIL_STATEMENT = (
    # ("i2c to a 5v arduino": the level of the host at the other end of the bus; "A1 at
    # 5 V": an address strap's level)
    r"(?<!\s[A-Za-z]\d )(?:powered (?:at|from)|running at|runs? (?:at|on|from)|at|=|on(?: the| a)?|"
    r"(?<!i2c )(?<!i²c )(?<!spi )(?<!bus )(?<!uart )to (?:the|a)|" + RAIL_CLAUSE + r"|"
    # "power it from 5 V", "run it off 5v", "straight off a 3.3 V rail"
    r"(?:from|off)(?: of)?(?: the| a| an)?|"
    r"(?:connect(?:ed)?|wired|hooked(?: up)?) (?:directly |straight )?to|"
    r"(?:take|takes|accept|tolerate|survive|withstand)|"
    r"with|of)\s*(?:the |a |an |its |their |my |own |regulated |single |separate )*"
    + _V
    # "a 3.3 V powered ESP32": the voltage of the part named next
    # ("X on a 3.3 V supply, ok?" closes the clause: that supply is X's rail)
    # ("the 5 V logic supply (VSS) of an L298N" powers it: a supply, not a level; "X on a
    # 12v adapter?" closes the clause too)
    + r"(?! (?:DC )?(?:adapter(?!\s*(?:[?.;,]|$))|input|logic(?! supply| rail)|powered|supplied|supply\b(?! rail)(?!\s*(?:ok|okay|fine)?\s*[?.;,]|\s*$|\s+and\s+i\b)))"
    # "a shunt on the 9 V motor supply": a rail named after a load is that load's
    + r"(?! (?:motor|led|servo|lamp|heater|pump|fan|solenoid|load|coil)s? (?:supply|rail|line|power)\b)"
    # "on a long cable to a 5 v sensor": a voltage naming the part at the other end
    + r"(?! (?:sensor|module|device|chip|display|peripheral)s?\b)"
    # "drive it from a 3.3v esp32 pin": a voltage before a pin is that pin's level
    + rf"(?!{_PIN_LEVEL})"
)
# "X powered from the esp32's 3.3v": another part's supply output is X's rail (the clause
# of X ends at that part's name, so its own statements never reach the voltage)
_POWERED_BY_PART = re.compile(
    r"\s+(?:is\s+)?powered (?:from|off|by) (?:the |my |an? )?[\w-]+(?:'s|’s)\s+" + _V, re.I
)
# "power the X straight from the 12v fan supply": a rail named after a load is the part's
# own when the part is the one powered from it
_POWERED_BEFORE = re.compile(r"\bpower(?:ed)?\s+(?:the |my |an? )?$", re.I)
_FROM_NAMED_SUPPLY = re.compile(
    r"\S+[^.;,]{0,20}?\b(?:from|off)(?: the| a| an| my)?\s*"
    + _V
    + r" (?:[\w-]+ )?(?:supply|rail)\b",
    re.I,
)


def _part_rail(clause: str, before: str, text: str) -> float | None:
    """The rail a part's clause (levels taken out) states; ``before`` is the question up to
    the part's name, ``text`` the whole question."""
    pin_rail = _POWERED_FROM_PIN.search(RAIL_LABEL.sub(r"\1.\2 V", clause))
    if pin_rail:
        # "powered from the 3v3 pin of an esp32": a board's supply pin is the rail
        return float(next(g for g in pin_rail.groups() if g))
    rail = (
        _rail_match(_RAIL_STATEMENT, clause)
        or (_FROM_NAMED_SUPPLY.match(clause) if _POWERED_BEFORE.search(before) else None)
        or _rail_named_before(text, clause)
    )
    return float(rail.group(1)) if rail else None
