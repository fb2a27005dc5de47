"""Bus rules: the bus each part speaks, I2C addresses without collision, clock limits
(conditional on the supply where the sheet says so).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.answer import stated_values
from specproof.agent.rules.address_pins import (
    pin_row_fact,
    pin_rows,
    shipped_addresses,
    wired_addresses,
)
from specproof.agent.rules.base import Evidence, RuleResult, missing
from specproof.agent.rules.build import Build
from specproof.agent.rules.clock_limits import clock_within
from specproof.agent.rules.drive_modes import push_pull_rows
from specproof.records import Fact, RuleOutcome, SectionKind, Source, device_key


def _norm_bus(value: str) -> str:
    v = device_key(value.replace("²", "2"))
    return {"IIC": "I2C", "TWI": "I2C", "ONEWIRE": "1WIRE", "SINGLEWIRE": "SINGLEBUS"}.get(v, v)


def _spoken(facts: list[Fact]) -> set[str]:
    """The buses a part's interface rows name, normalised."""
    return {_norm_bus(v) for f in facts for v in stated_values(f)}


def common_bus(devices: list[str], bus: str, evidence: Evidence) -> list[RuleResult]:
    out = []
    for device in devices:
        rule = "interface.device_speaks_bus"
        facts = evidence(device, "interface")
        addressed = (
            hex_addresses(evidence(device, "i2c_address")) if _norm_bus(bus) == "I2C" else set()
        )
        if not facts and addressed:
            # a sheet that gives the part a 7-bit bus address says it answers on I2C
            said = (
                f"{device} has the I2C address {', '.join(f'0x{a:02X}' for a in sorted(addressed))}"
            )
            # cited by the address check, which reads the same rows
            out.append(RuleResult(RuleOutcome(rule, True, said), []))
            continue
        if not facts:
            out.append(missing(rule, f"{device} interface"))
            continue
        values = _spoken(facts)
        ok = _norm_bus(bus) in values
        reason = (
            f"{device} interfaces {sorted(values)} {'include' if ok else 'do not include'} {bus}"
        )
        out.append(RuleResult(RuleOutcome(rule, ok, reason), facts[:1]))
    return out


def addresses_assignable(devices: list[str], evidence: Evidence) -> RuleResult:
    """Each device can take an I2C address no other device on the bus takes."""
    return bus_addresses([BusUnit(d) for d in devices], evidence)


@dataclass(frozen=True, slots=True)
class BusUnit:
    """One chip on a bus: two AVQ7924-0 on one bus are two units of one device."""

    device: str
    variant: str | None = None


@dataclass(slots=True)
class AddressStatement:
    """A sheet's sentence on how its I2C address is set."""

    kind: str  # "fixed" | "selectable" | "programmable"
    per_version: bool  # fixed per ordered version ("-0: 0x2C; -1: 0x2D")
    sentence: str
    page: int = 0


# the address cannot be chosen on the board: "the address is fixed", "not pin-selectable",
# "each version has its own fixed address", "only one I2C address"
_ADDR_FIXED = re.compile(
    r"address(?:es)?\s+(?:is|are)\s+(?:fixed|hard-?wired|not\s+(?:pin[- ]?)?(?:selectable|"
    # ("the fixed part of the slave address": the upper bits, the pins set the rest)
    r"configurable|adjustable|changeable|programmable))"
    r"|\bfixed\b(?!\s+(?:part|bits?|portion|prefix|upper|high(?:er)?)\b)[^.;]{0,40}\baddress"
    r"|address[^.;]{0,40}\bcannot be (?:changed|selected|configured|set)|\bonly one\b[^.;]{0,20}address",
    re.I,
)

# the address is set per ordered part: versions, ordering codes, factory options
_ADDR_VERSION = re.compile(
    r"\b(?:versions?|variants?|ordering (?:codes?|options?|information)|part numbers?|"
    r"factory[- ](?:set|programmed|configured|options?))\b",
    re.I,
)

# a pin chooses the address: "connecting SDO to GND results in 0x76", "ADDR pin", "A0/A1"
_ADDR_SELECT = re.compile(
    r"address[^.;]{0,80}\b(?:pins?|strap\w*|jumper\w*|tied|tie|tying|connect\w*|pulled|"
    r"selectable|selected by|set by|determined by)\b"
    r"|\b(?:pins?|ADDR|ADD\d|A[0-2]|SA0|SDO|AD\d)\b[^.;]{0,80}\baddress"
    r"|\b(?:pins?|ADDR\w*|ADD\d|A[0-2]|SA0|SDO|AD\d)\b[^.]{0,40}\b(?:sets?|selects?|"
    r"determines?|configures?|chooses?)\b"
    r"|\b(?:connect\w*|ti(?:e|ed|ing))\b[^.;]{0,40}\b(?:to|with)\s+(?:GND|VDD\w*|VCC|VS|SDA|SCL)\b",
    re.I,
)

_ADDR_PROGRAM = re.compile(
    r"address[^.;]{0,50}\b(?:programmable|re-?programm\w*|changed? (?:by|via|through|in) "
    r"(?:software|a command|command|a register|register))",
    re.I,
)

_I2C_CONTEXT = re.compile(r"I2C|I²C|IIC|\bTWI\b|SMBus|\bslave\b|\btarget\b|7-bit|\bbus\b", re.I)


def address_statements(text: str, page: int = 0) -> list[AddressStatement]:
    """Sentences that say how the I2C address is set (fixed, by pins, by software).

    Only sentences about a bus address count: the sentence or the text just before it
    (its section heading) speaks of I2C, so "the register address is fixed" stays out."""
    out: list[AddressStatement] = []
    for m in re.finditer(r"[^.!?]+(?:[.!?](?=\s|$)|$)", text):
        flat = " ".join(_without_heading_lines(m.group(0)).split())
        if not re.search(r"address", flat, re.I) or len(flat) > 400:
            continue
        if not _I2C_CONTEXT.search(text[max(0, m.start() - 300) : m.end()]):
            continue
        version = bool(_ADDR_VERSION.search(flat))
        fixed = _ADDR_FIXED.search(flat)
        # "the upper bits are fixed (1001); A0-A2 set the rest": pins still choose
        partial = fixed and re.search(
            r"\bbits?\b|\bmsbs?\b|upper|lower|high(?:er)?[- ]order", flat[: fixed.end()], re.I
        )
        if fixed and not (partial and _ADDR_SELECT.search(flat)):
            out.append(AddressStatement("fixed", version, flat, page))
        elif _ADDR_PROGRAM.search(flat):
            out.append(AddressStatement("programmable", version, flat, page))
        elif _ADDR_SELECT.search(flat):
            out.append(AddressStatement("selectable", False, flat, page))
    return out


def _without_heading_lines(sentence: str) -> str:
    """A sentence as it runs on the page, without the headings and captions the page text
    puts before it ("Supply Voltage\nI²C ADDRESS\nThe part is ..."): short lines of at most
    four words, or in capitals, that end in no punctuation."""
    lines = sentence.strip().splitlines()
    while len(lines) > 1:
        head, nxt = lines[0].strip(), lines[1].strip()
        # a wrapped sentence goes on in lower case; a heading is followed by a new start
        heading = not head or (
            (len(head.split()) <= 4 or head.isupper())
            and head[-1] not in ",;:"
            and not nxt[:1].islower()
        )
        if not heading:
            break
        lines.pop(0)
    return "\n".join(lines)


def address_fact(device: str, doc: str, statement: AddressStatement) -> Fact:
    """A citation for an address statement (the sentence; no number beyond it)."""
    return Fact(
        device=device,
        field="i2c_address",
        source=Source(doc, statement.page, statement.sentence),
        raw=statement.sentence,
        condition=f"address {statement.kind}" + (" per version" if statement.per_version else ""),
        section=SectionKind.OTHER,
        extractor="rules.address",
    )


AddressStatements = dict[str, list[tuple[AddressStatement, Fact]]]


@dataclass(slots=True)
class _AddressPlan:
    """What one device's sheet says its address can be."""

    addrs: set[int]
    kind: str  # "fixed" | "selectable" | "programmable" | "unknown"
    per_version: bool
    facts: list[Fact]
    by_variant: dict[str, int]


def hex_addresses(facts: list[Fact]) -> set[int]:
    """The 7-bit I2C addresses the facts state, as numbers."""
    return {
        int(v, 16)
        for f in facts
        for v in stated_values(f)
        if re.fullmatch(r"0x[0-9a-fA-F]+", v.strip())
    }


def _address_plan(device: str, evidence: Evidence, statements: AddressStatements) -> _AddressPlan:
    facts = evidence(device, "i2c_address")
    addrs = hex_addresses(facts)
    said = list(statements.get(device, []))
    # the address rows' own words count as statements too ("SDO to GND results in 0x44")
    for f in facts:
        said += [(s, f) for s in address_statements(f"{f.condition}. {f.source.quote}")]
    kinds = {s.kind for s, _ in said}
    kind = next((k for k in ("fixed", "selectable", "programmable") if k in kinds), "unknown")
    per_version = any(s.per_version for s, _ in said if s.kind == kind)
    cited = [f for s, f in said if s.kind == kind][:1]
    return _AddressPlan(addrs, kind, per_version, facts[:1] + cited, _variant_addresses(facts))


def _variant_addresses(facts: list[Fact]) -> dict[str, int]:
    """ "AVQ7924-0: 0x2C; AVQ7924-1: 0x2D": the address each ordered version answers to."""
    out: dict[str, int] = {}
    for f in facts:
        text = f"{f.condition}; {f.source.quote}"
        for m in re.finditer(
            r"([A-Za-z0-9]+(?:-[A-Za-z0-9.]+)+)\s*[:=(]?[^;,]{0,25}?\b(0x[0-9A-Fa-f]{2})", text
        ):
            out.setdefault(m.group(1), int(m.group(2), 16))
    return out


def _unit_options(plan: _AddressPlan, variant: str | None) -> set[int] | None:
    """The addresses one unit may be set to (None: it is at one of them, which one unknown).
    Only a sheet saying a pin or a register selects the address lets the user choose; a
    list of addresses the sheet does not tie to a choice (a register address read beside
    the device address, another version's) must work every way."""
    if plan.kind == "fixed" and plan.per_version and variant is not None:
        from specproof.agent.terms import variant_matches

        hits = {a for v, a in plan.by_variant.items() if variant_matches(variant, v)}
        return hits if len(hits) == 1 else None
    if plan.kind in ("selectable", "programmable") or len(plan.addrs) == 1:
        return set(plan.addrs) or None
    return None


WiredPins = tuple[set[int], list[Fact]] | None  # what wired pins select, and the rows saying so
Wired = dict[str, WiredPins]  # device -> what its wired pins select


def bus_addresses(
    units: list[BusUnit],
    evidence: Evidence,
    statements: AddressStatements | None = None,
    wired: Wired | None = None,
    per_chip: dict[str, list[WiredPins]] | None = None,
) -> RuleResult:
    """Every chip on one I2C bus can answer to its own address.

    Chips of one part collide unless a pin selects the address among enough choices: an
    address fixed on the silicon (or per ordered version, for chips of one version) is the
    same on every copy. Different parts need an assignment of distinct addresses from what
    each sheet allows; a choice the sheet leaves open must work every way to pass. A part
    whose address pins the question wires (``wired``) has no choice left: it answers to
    the address its sheet gives for that wiring, or to any of its addresses when the
    sheet does not tie the wiring to one; chips of one part wired apart (``per_chip``, in
    the order of the units) each so."""
    rule = "interface.i2c_addresses_without_collision"
    statements, wired, per_chip = statements or {}, wired or {}, per_chip or {}
    plans = {u.device: _address_plan(u.device, evidence, statements) for u in units}
    used = [f for d, p in plans.items() for f in (_wired_facts(wired.get(d)) or p.facts)]
    used += [f for chips in per_chip.values() for chip in chips for f in _wired_facts(chip)]
    chip_of = {d: iter(chips) for d, chips in per_chip.items()}
    counts: dict[tuple[str, str | None], int] = {}
    for u in units:
        counts[(u.device, u.variant)] = counts.get((u.device, u.variant), 0) + 1
    for device in dict.fromkeys(u.device for u in units):
        copies = [u for u in units if u.device == device]
        if len(copies) < 2 or device in per_chip:
            continue
        clash = _copies_collide(device, copies, plans[device], counts)
        if clash is not None and clash[0] is None:
            return missing(rule, clash[1])
        if clash is not None:
            return RuleResult(RuleOutcome(rule, clash[0], clash[1]), plans[device].facts)
    options: list[list[set[int]]] = []
    for u in units:
        plan = plans[u.device]
        if not plan.addrs:
            return missing(rule, f"{u.device} i2c_address")
        if u.device in wired or u.device in per_chip:
            pinned = next(chip_of[u.device]) if u.device in per_chip else wired[u.device]
            options.append([{a} for a in (pinned[0] if pinned else plan.addrs)])
            continue
        one = _unit_options(plan, u.variant)
        # a fixed per-version address whose version is not told: any one of the set
        options.append([one] if one is not None else [{a} for a in plan.addrs])
    outcomes = {_assignable(combo, set()) for combo in _combos(options)}
    as_wired = " with the address pins wired as stated" if wired else ""
    if outcomes == {True}:
        said = "distinct addresses can be assigned" + as_wired
        return RuleResult(RuleOutcome(rule, True, said), used)
    if outcomes == {False}:
        said = (
            "addresses collide for every setting" if not wired else "addresses collide" + as_wired
        )
        return RuleResult(RuleOutcome(rule, False, said), used)
    return missing(rule, "which address each part answers to (it decides a collision)")


def _wired_facts(pinned: tuple[set[int], list[Fact]] | None) -> list[Fact]:
    return pinned[1][:2] if pinned else []


def _assignable(options: list[set[int]], taken: set[int]) -> bool:
    if not options:
        return True
    return any(_assignable(options[1:], taken | {a}) for a in options[0] - taken)


def _combos(options: list[list[set[int]]]) -> list[list[set[int]]]:
    """Every way the open choices can fall (empty when there are too many to try)."""
    combos: list[list[set[int]]] = [[]]
    for choices in options:
        combos = [[*c, choice] for c in combos for choice in choices]
        if len(combos) > 256:
            return []
    return combos


def _copies_collide(
    device: str,
    copies: list[BusUnit],
    plan: _AddressPlan,
    counts: dict[tuple[str, str | None], int],
) -> tuple[bool | None, str] | None:
    """(False, why) when copies of one part must collide; (None, why) when it cannot be
    told; None when the general assignment decides."""
    n = len(copies)
    if plan.kind == "fixed" and not plan.per_version:
        return False, f"{n} × {device}: its I2C address is fixed, every copy answers to it"
    if len(plan.addrs) == 1 and plan.kind != "programmable":
        addr = f"0x{next(iter(plan.addrs)):02X}"
        return False, f"{n} × {device}: it has the single I2C address {addr}"
    if plan.kind == "fixed":  # fixed per version
        same = [v for (d, v), c in counts.items() if d == device and v is not None and c > 1]
        if same:
            return False, f"{n} × {device}-{same[0]}: one version has one fixed I2C address"
        return None
    if plan.kind == "selectable":
        if plan.addrs and n > len(plan.addrs):
            return False, f"{n} × {device}: only {len(plan.addrs)} selectable I2C addresses"
        return None if plan.addrs else (None, f"{device} selectable I2C addresses")
    return None, f"whether the {device} I2C address can be set per chip (pins, versions)"


def _members(b: Build) -> list[str]:
    """The parts on the bus but its host, but a part on another bus the question names, and
    but a regulator whose sheet names no interface (it powers the bus's parts)."""
    return [
        d
        for d in b.parts
        if d not in b.wiring.hosts
        and not _on_another_bus(b, d)
        and not (d in b.regulators and not b.evidence(d, "interface"))
    ]


def _on_another_bus(b: Build, device: str) -> bool:
    """ "an mcp2515 on spi and an ina219 on i2c": a part the question puts on another bus
    is not on the one judged."""
    sc = b.scenario
    if not sc.bus:
        return False
    put = sc.part_buses.get(device)
    if put == "ASIDE":
        # named apart from the bus, and its sheet does not speak it ("PWM", a charger's
        # "USB", no interface at all): the motor driver of a robot whose sensor sits on I2C
        return _norm_bus(sc.bus) not in _spoken(b.evidence(device, "interface"))
    if put:
        return _norm_bus(put) != _norm_bus(sc.bus)
    # a question naming two kinds of bus: a part whose sheet speaks only the other is on it
    others = {_norm_bus(x) for x in sc.buses} - {_norm_bus(sc.bus)}
    spoken = _spoken(b.evidence(device, "interface"))
    return bool(spoken & others) and _norm_bus(sc.bus) not in spoken


def protocol_checks(b: Build) -> list[RuleResult]:
    """Every part on the stated bus speaks it."""
    return common_bus(_members(b), b.scenario.bus or "", b.evidence)


def address_checks(b: Build) -> list[RuleResult]:
    """Every chip on an I2C bus needs its own address: checked when the question asks,
    when it puts several copies of one part on the bus, and when it asks in general whether
    several parts can share the bus (a collision breaks the bus whatever else fits)."""
    sc, slaves = b.scenario, _members(b)
    units = _bus_units(b, slaves)
    copies = len(units) > len(set(u.device for u in units))
    shared_i2c = sc.bus == "I2C" and len(units) >= 2 and (copies or b.asks.general)
    if not (b.asks.address or shared_i2c):
        return []
    statements = {u.device: b.sheets(u.device, address_statements, address_fact) for u in units}
    read = {pin for pins in sc.straps.values() for pin in pins}
    unread = [pin for pin in sc.address_pins if pin not in read]
    if sc.straps_as_shipped and not sc.straps:
        result = _shipped_addresses(units, b.evidence, statements)
        if unread and result.outcome.passed is not None:
            # "one left as shipped and one with addr bridged to vcc": a board the question
            # re-strapped in words not read is no board as shipped
            return [missing(result.outcome.rule, f"how the question wires {', '.join(unread)}")]
        return [result]
    wired = _wired(b, units)
    if sc.straps_as_shipped:
        # "an X with A2 tied high ... a Y at its shipped address": the parts the question
        # does not wire answer to the address their boards come with
        for device in dict.fromkeys(u.device for u in units if u.device not in wired):
            shipped, facts = _shipped_of(device, b.evidence, statements)
            if shipped:
                wired[device] = (shipped, facts)
    per_chip = _per_chip(b, units)
    if sc.straps_as_shipped:
        per_chip.update(_one_restrapped(b, units, wired, statements, per_chip))
    result = bus_addresses(units, b.evidence, statements, wired, per_chip)
    vague = [d for d, n in sc.copies.items() if n == 0 and d in slaves]
    if vague and result.outcome.passed:
        # "several X": two copies fit, more may not
        return [missing(result.outcome.rule, f"how many {vague[0]} share the bus")]
    if unread and result.outcome.passed:
        # the question wires an address pin in words not read ("A0 and A3 bridged"): a
        # pass would ignore the very wiring it states
        return [missing(result.outcome.rule, f"how the question wires {', '.join(unread)}")]
    return [result]


def _shipped_addresses(
    units: list[BusUnit], evidence: Evidence, statements: AddressStatements
) -> RuleResult:
    """Every part at the address its board comes with ("without moving any jumper"): two
    parts that come at one address collide, whatever their straps could choose."""
    rule = "interface.i2c_addresses_without_collision"
    shipped: dict[str, set[int]] = {}
    cited: list[Fact] = []
    for device in dict.fromkeys(u.device for u in units):
        shipped[device], facts = _shipped_of(device, evidence, statements)
        if not shipped[device]:
            return missing(rule, f"{device} I2C address as shipped")
        cited += facts
    taken: dict[int, str] = {}
    for u in units:
        for addr in sorted(shipped[u.device]):
            if addr in taken:
                said = f"as shipped, {taken[addr]} and {u.device} both answer to 0x{addr:02X}"
                return RuleResult(RuleOutcome(rule, False, said), cited)
            taken[addr] = u.device
    said = "as shipped: " + ", ".join(f"{d} at {_hexes(a)}" for d, a in shipped.items())
    return RuleResult(RuleOutcome(rule, True, said), cited)


def _shipped_of(
    device: str, evidence: Evidence, statements: AddressStatements
) -> tuple[set[int], list[Fact]]:
    """The addresses the device's board comes at, and the row that cites them."""
    facts = evidence(device, "i2c_address")
    texts = [s.sentence for s, _ in statements.get(device, [])]
    texts += [f"{f.condition}; {f.source.quote}" for f in facts]
    return shipped_addresses(texts, hex_addresses(facts)), facts[:1]


def _hexes(addrs: set[int]) -> str:
    return "/".join(f"0x{a:02X}" for a in sorted(addrs))


def _wired(b: Build, units: list[BusUnit]) -> Wired:
    """What the address pins the question wires select, per part (once per part)."""
    out: Wired = {}
    for device in dict.fromkeys(u.device for u in units):
        pins = b.scenario.straps.get(device)
        if pins:
            variant = next((u.variant for u in units if u.device == device), None)
            out[device] = _selected(b, device, pins, variant)
    return out


def _selected(b: Build, device: str, pins: dict[str, str], variant: str | None = None) -> WiredPins:
    """What the device's sheet says its address pins select when wired as ``pins``."""
    rows = b.sheets(device, pin_rows, pin_row_fact)
    known = hex_addresses(b.evidence(device, "i2c_address"))
    return wired_addresses(rows, pins, known, device + (variant or ""))


def _per_chip(b: Build, units: list[BusUnit]) -> dict[str, list[WiredPins]]:
    """What each chip of a part selects, when the question wires its chips apart, one
    wiring per chip on the bus."""
    out: dict[str, list[WiredPins]] = {}
    for device, chips in b.scenario.copy_straps.items():
        if len(chips) != sum(u.device == device for u in units):
            continue
        out[device] = [_selected(b, device, dict(pins)) for pins in chips]
    return out


def _one_restrapped(
    b: Build,
    units: list[BusUnit],
    wired: Wired,
    statements: AddressStatements,
    per_chip: dict[str, list[WiredPins]],
) -> dict[str, list[WiredPins]]:
    """ "two X boards, one left as shipped and one with ADDR bridged to VCC": of a part's
    two chips the question re-straps one, and the other keeps the address it ships at."""
    out: dict[str, list[WiredPins]] = {}
    for device, selected in wired.items():
        if device in per_chip or sum(u.device == device for u in units) != 2:
            continue
        if device not in b.scenario.straps:
            continue  # (a part the question does not wire is at its shipped address anyway)
        shipped, facts = _shipped_of(device, b.evidence, statements)
        if shipped:
            out[device] = [selected, (shipped, facts)]
    return out


def _bus_units(b: Build, devices: list[str]) -> list[BusUnit]:
    """One unit per chip: "two AVQ7924-0" is two units of version 0 (a part named once per
    version, "an HTS31 ... and an HTS35", is listed once per name: counted once)."""
    units: list[BusUnit] = []
    for device in dict.fromkeys(devices):
        variants = list(b.wiring.variants.get(device, ()))
        n = max(b.scenario.copies.get(device, 1) or 2, len(variants), 1)
        for i in range(n):
            variant = variants[min(i, len(variants) - 1)] if variants else None
            units.append(BusUnit(device, variant))
    return units


def clock_checks(b: Build) -> list[RuleResult]:
    """The bus clock within each part's limit. A part the verdict does not need (the bus
    host, or a part the asking sentence leaves out) is checked only when its sheet states
    a limit: its silence is no evidence against the clock."""
    sc, evidence = b.scenario, b.evidence
    asked = {d for d in b.wiring.asked_parts if d in b.parts}
    # a bus of one part ("the X's I2C bus at 1 MHz"): that part's limit is the question
    needed = asked or {d for d in b.parts if d not in b.wiring.hosts} or set(b.parts)
    out = []
    clock = ["i2c_clock_frequency"] if sc.bus == "I2C" else ["spi_clock_frequency"]
    for device in _members(b) + [d for d in b.parts if d in b.wiring.hosts]:
        # a part's data rate is its sampling or radio rate, no limit on a bus clock; only a
        # part the signal passes through (a level translator, a buffer) is bounded by it
        passes = device in b.wiring.intermediaries and sc.bus != "I2C"
        fields = [*clock, "data_rate"] if passes else clock
        fld = next((f for f in fields if evidence(device, f)), fields[0])
        if device not in needed and not evidence(device, fld):
            continue
        if _speaks_only_other_buses(b, device):
            continue  # "a W25Q64FV (SPI at 20 MHz) and a PCF8563": the clock is not the RTC's
        supply = sc.rails.get(device)
        # (the lines it passes are driven push-pull: its open-drain rate is no limit on them)
        rows = _push_pull_evidence(evidence) if fld == "data_rate" else evidence
        out.append(clock_within(device, sc.clock_hz or 0.0, fld, rows, supply))
    return out


def _speaks_only_other_buses(b: Build, device: str) -> bool:
    """A part the question puts on no bus, beside one it does put on this bus, whose sheet
    speaks buses, none of them this one (the bus's host is judged on it all the same)."""
    sc = b.scenario
    if sc.part_buses.get(device) or not sc.bus or device in b.wiring.hosts:
        return False
    if not any(_norm_bus(put) == _norm_bus(sc.bus) for put in sc.part_buses.values()):
        return False
    spoken = _spoken(b.evidence(device, "interface"))
    return bool(spoken) and _norm_bus(sc.bus) not in spoken


def _push_pull_evidence(evidence: Evidence) -> Evidence:
    return lambda device, fld: push_pull_rows(evidence(device, fld))
