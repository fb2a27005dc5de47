"""Switching rules: a MOSFET's gate drive and drain rating, a relay contact's rating for the
load it switches, a pin's current for the load it drives.
"""

from __future__ import annotations

import re

from specproof.agent.rules.base import Evidence, RuleResult, fmt, limit_of, missing, si
from specproof.agent.rules.build import Build
from specproof.agent.rules.draw import load_draw
from specproof.agent.rules.power import rail_in_supply_range
from specproof.agent.terms import row_text
from specproof.agent.understand.ambient import HEATSINK_ABSENT, HEATSINK_FITTED
from specproof.records import Fact, RuleOutcome
from specproof.units import current_type_of, rated_load_kind, utilization_category

_VGS_TEST = re.compile(r"V_?GS\s*=\s*[-+]?\s*(\d+(?:\.\d+)?)\s*V", re.I)


def gate_drive(mosfet: str, gate_level: float, evidence: Evidence) -> list[RuleResult]:
    """A logic level on a MOSFET gate: above the worst-case threshold to conduct at all, and
    at or above a VGS its RDS(on) is specified at to be "fully on"; within the gate rating."""
    out: list[RuleResult] = []
    rule = "switch.gate_above_threshold"
    th = evidence(mosfet, "gate_threshold_voltage")
    vth = next((v for f in th if (v := si(f, "max")) is not None), None)
    if vth is None:
        out.append(missing(rule, f"{mosfet} gate_threshold_voltage maximum"))
    else:
        fact = next(f for f in th if si(f, "max") is not None)
        ok = gate_level >= vth - 1e-9
        reason = f"gate {fmt(gate_level)} {'>=' if ok else '<'} {mosfet} VGS(th) max {fmt(vth)}"
        out.append(RuleResult(RuleOutcome(rule, ok, reason), [fact]))
    out.append(_rds_on_specified(mosfet, gate_level, evidence))
    gate_max = _gate_rating(mosfet, evidence)
    if gate_max is not None and gate_level > gate_max[0] + 1e-9:
        reason = f"gate {fmt(gate_level)} > {mosfet} VGS rating {fmt(gate_max[0])}"
        out.append(
            RuleResult(RuleOutcome("switch.gate_within_rating", False, reason), [gate_max[1]])
        )
    return out


def _rds_on_specified(mosfet: str, gate_level: float, evidence: Evidence) -> RuleResult:
    rule = "switch.rds_on_specified_at_gate_drive"
    tested: list[tuple[float, Fact]] = []
    for fact in evidence(mosfet, "on_resistance"):
        m = _VGS_TEST.search(f"{fact.condition} {fact.source.quote}")
        if m:
            tested.append((float(m[1]), fact))
    if not tested:
        return missing(rule, f"{mosfet} on_resistance with its VGS test condition")
    lowest, fact = min(tested, key=lambda t: t[0])
    if gate_level >= lowest - 1e-9:
        reason = f"gate {fmt(gate_level)} >= {fmt(lowest)}, the lowest VGS RDS(on) is specified at"
        return RuleResult(RuleOutcome(rule, True, reason), [f for _, f in tested])
    # below every tested VGS the sheet guarantees no on-resistance: not proven either way
    return missing(rule, f"{mosfet} RDS(on) at VGS = {gate_level:g} V (lowest tested {lowest:g} V)")


def _gate_rating(mosfet: str, evidence: Evidence) -> tuple[float, Fact] | None:
    for fact in evidence(mosfet, "abs_max_input_voltage"):
        if re.search(r"gate|V_?GS", f"{fact.symbol or ''} {fact.source.quote}", re.I):
            top = si(fact, "max")
            if top is None and si(fact, "value") is not None:
                top = abs(si(fact, "value") or 0.0)
            if top is not None:
                return top, fact
    return None


def _ratings(rows: list[Fact]) -> list[tuple[float, Fact]]:
    """Each row's rating in SI units (its maximum, else its single value), with the row."""
    return [(v, f) for f in rows if (v := si(f, "max") or si(f, "value")) is not None]


def drain_voltage_rating(mosfet: str, volts: float, evidence: Evidence) -> RuleResult:
    rule = "switch.drain_source_voltage_rating"
    facts = evidence(mosfet, "drain_source_voltage")
    # the rating table's rows, not a number read off a chart's label ("5.0 V +"): a line
    # that names nothing but its number rates nothing
    facts = [f for f in facts if f.extractor != "line"] or [
        f for f in facts if re.search(r"[A-Za-z]{3}", f.source.quote or "")
    ]
    # a breakdown voltage V(BR)DSS is guaranteed as a minimum: that minimum is the rating
    rated = _ratings(facts) or [(v, f) for f in facts if (v := si(f, "min")) is not None]
    if not rated:
        return missing(rule, f"{mosfet} drain_source_voltage")
    limit, fact = min(rated, key=lambda t: t[0])
    ok = volts <= limit + 1e-9
    reason = f"switched {fmt(volts)} {'<=' if ok else '>'} {mosfet} VDS rating {fmt(limit)}"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


# a row rating a supply output the part provides ("3V3OUT output current 50 mA, external
# load", "LDO output", "5VOUT"): what its regulator delivers, no logic pin's drive
_SUPPLY_OUTPUT = re.compile(
    r"\b\d?V\d*_?OUT\b|\bV(?:DD|CC)?_?OUT\b|\bLDO\b|regulator|external load", re.I
)


def pin_drive_covers_load(
    source: str, load: str, evidence: Evidence, prefer: str | None = None
) -> RuleResult:
    """A pin's source/sink current rating against what the load draws.

    A drive row "min 6 typ 9 max 14 mA" guarantees its minimum; a limit row "max 20 mA"
    allows its maximum. Fail above every stated figure; pass at or below the guaranteed one
    of every row."""
    rule = "power.pin_current_covers_load"
    draw = load_draw(load, evidence)
    if draw is None:
        return missing(rule, f"{load} current draw")
    need, load_facts = draw
    rows = [f for f in evidence(source, "output_current") if not _SUPPLY_OUTPUT.search(row_text(f))]
    if prefer:
        preferred = [f for f in rows if prefer.lower() in f"{f.condition} {f.source.quote}".lower()]
        rows = preferred or rows
    if not rows:
        return _above_pin_limit(rule, source, need, load_facts, evidence) or missing(
            rule, f"{source} output_current"
        )
    stated = [v for f in rows for v in (si(f, "min"), si(f, "typ"), si(f, "max"), si(f, "value"))]
    numbers = [v for v in stated if v is not None]
    if not numbers:
        return missing(rule, f"{source} output_current value")
    most = max(numbers)
    if need > most + 1e-12:
        reason = f"load {fmt(need, 'A')} > {source} pin current {fmt(most, 'A')}"
        return RuleResult(RuleOutcome(rule, False, reason), [*load_facts, *rows[:2]])
    guaranteed = [
        si(f, "min") if si(f, "min") is not None else (si(f, "max") or si(f, "value")) for f in rows
    ]
    # every row the pin may be held to must cover the load: a sheet's output-current rows
    # also rate its regulator output or other pins ("3V3OUT 50 mA for an external load"
    # beside "CBUS 24 mA"), and the larger one is no promise for the pin asked
    sure = min((g for g in guaranteed if g is not None), default=None)
    if sure is not None and need <= sure + 1e-12:
        reason = f"load {fmt(need, 'A')} <= {source} guaranteed pin current {fmt(sure, 'A')}"
        return RuleResult(RuleOutcome(rule, True, reason), [*load_facts, *rows[:2]])
    return missing(rule, f"{source} guaranteed pin current for {fmt(need, 'A')}")


def _above_pin_limit(
    rule: str, source: str, need: float, load_facts: list[Fact], evidence: Evidence
) -> RuleResult | None:
    """A load beyond the pin's absolute maximum current fails whatever the pin's operating
    rating would be; within it, nothing is proven (no rating is an operating promise)."""
    rows = [
        f
        for f in evidence(source, limit_of("output_current"))
        if not _SUPPLY_OUTPUT.search(row_text(f))
    ]
    limits = [abs(v) for f in rows for v in (si(f, "max"), si(f, "value")) if v is not None]
    if not limits or need <= max(limits) + 1e-12:
        return None
    most = max(limits)
    reason = f"load {fmt(need, 'A')} > {source} absolute maximum pin current {fmt(most, 'A')}"
    return RuleResult(RuleOutcome(rule, False, reason), [*load_facts, *rows[:2]])


_NC = re.compile(r"\bNC\b|normally[- ]closed|\b1B\b|form b\b|break", re.I)

_NO = re.compile(r"\bNO\b|normally[- ]open|\b1A\b|form a\b|make", re.I)


def _contact_rows(facts: list[Fact], form: str | None, ac: bool | None) -> list[Fact]:
    """Rating rows for the contact form (NO/NC) and kind of current (AC/DC) asked.

    A rating stated for the other kind of current never covers the load (a DC arc does not
    quench at a zero crossing: a relay breaks far less DC than AC). Rows that name no kind
    of current count only when no row names one: on a sheet that types its ratings, an
    untyped headline figure is one of the typed ones, not a rating for the other kind."""
    rows = facts
    if form:
        own, other = (_NO, _NC) if form == "NO" else (_NC, _NO)
        rows = [
            f for f in rows if not (other.search(_form_text(f)) and not own.search(_form_text(f)))
        ]
    if ac is not None:
        asked = "AC" if ac else "DC"
        types = {id(f): _current_type(f) for f in rows}
        if any(types.values()):
            same = [f for f in rows if types[id(f)] == asked]
            rows = [*same, *(f for f in rows if types[id(f)] is None)] if same else []
    limits = [f for f in rows if f.max is not None]
    return limits or rows


def _current_type(fact: Fact) -> str | None:
    """AC/DC of a rating: its unit ("VDC"), else its condition, else its quote."""
    for text in (fact.unit or "", fact.condition or "", fact.source.quote):
        kind = current_type_of(text)
        if kind:
            return kind
    return None


def _load_kind(fact: Fact) -> str | None:
    """The load kind a rating holds for: its condition's (a column header over it), else
    its quote's ("Inductive Load 3A 120VAC")."""
    return rated_load_kind(fact.condition or "") or rated_load_kind(fact.source.quote)


def _kind_rows(rows: list[Fact], kind: str | None) -> tuple[list[Fact], bool]:
    """The ratings that hold for a load of ``kind`` and whether they settle a pass.

    A rating naming no load kind is the nominal one, which sheets state for a resistive
    load. An inductive (or motor) load is held to its own rating where the sheet states
    load-kind ratings; with none for it, the others can only show an overload."""
    if kind is None:
        return rows, True
    kinds = {id(f): _load_kind(f) for f in rows}
    if utilization_category(kind):
        # "AC-15, 4 A" asked: only a rating for that category proves it; the others (an
        # AC-1 rating is the resistive one) can only show an overload
        own = [f for f in rows if kinds[id(f)] == kind]
        return (own, True) if own else (rows, False)
    if not any(kinds.values()):
        # no load-kind ratings: the nominal one is a resistive load's, so it proves a
        # resistive load and shows any other only an overload
        return rows, kind == "resistive"
    wanted = {"resistive": ("resistive", None), "motor": ("motor",)}.get(kind, (kind,))
    own = [f for f in rows if kinds[id(f)] in wanted]
    if not own and kind == "motor":
        own = [f for f in rows if kinds[id(f)] == "inductive"]  # a motor is an inductive load
    return (own, True) if own else (rows, False)


def _not_of_another_kind(rows: list[Fact], kind: str | None) -> list[Fact]:
    """A voltage rated for another load kind ("Inductive Load 3A 120VAC" beside "Resistive
    Load 7A 240VAC") is no limit of a resistive heater's; rows naming no kind stay."""
    if kind is None or utilization_category(kind):
        return rows
    allowed = {kind, None} | ({"inductive"} if kind == "motor" else set())
    return [f for f in rows if _load_kind(f) in allowed] or rows


def _form_text(fact: Fact) -> str:
    """Where a rating's contact form is read: its condition when that names one (a quote
    "16 A (NO) / 8 A (NC)" holds both forms' values), else condition and quote."""
    cond = fact.condition or ""
    return cond if _NO.search(cond) or _NC.search(cond) else row_text(fact)


def _form_split(low: Fact, high: Fact, form: str | None) -> bool:
    """The lowest and highest rows are for different contact forms the question left open."""
    if form:
        return False
    tags = [(bool(_NO.search(_form_text(f))), bool(_NC.search(_form_text(f)))) for f in (low, high)]
    return tags[0] != tags[1]


def contact_rating(
    relay: str,
    evidence: Evidence,
    amps: float | None,
    volts: float | None,
    ac: bool | None,
    form: str | None,
    kind: str | None = None,
) -> list[RuleResult]:
    """The switched load within the contact's current and voltage rating.

    The ratings for the load's kind of current and load kind apply; among them the most
    restrictive decides (unless the rows differ only by a contact form left unasked)."""
    out: list[RuleResult] = []
    for fld, need, unit in (("contact_current", amps, "A"), ("contact_voltage", volts, "V")):
        if need is None:
            continue
        rule = f"switch.{fld}_rating"
        facts = evidence(relay, fld)
        rows = _contact_rows(facts, form, ac)
        if fld == "contact_voltage":
            rows = _not_of_another_kind(rows, kind)
        rows, settles = _kind_rows(rows, kind if fld == "contact_current" else None)
        rated = _ratings(rows)
        if not rated:
            what = f"{relay} {fld}" + (
                f" for {'AC' if ac else 'DC'}" if facts and ac is not None else ""
            )
            out.append(missing(rule, what))
            continue
        split = ac is None and _types_split(rated)
        out.append(_rating_outcome(rule, relay, fld, need, unit, rated, settles, form, split))
    if amps is not None and volts is not None:
        out += _power_rating(relay, evidence, amps * volts, ac, form)
    return out


def _power_rating(
    relay: str, evidence: Evidence, watts: float, ac: bool | None, form: str | None
) -> list[RuleResult]:
    """A contact rated for a switching power as well ("Switching power max. 10 W") must not
    switch a load of more, even with its voltage and current each within their ratings (48 V
    at 0.5 A is 24 W). A sheet stating no power rating leaves the two ratings to decide."""
    rows = _contact_rows(evidence(relay, "contact_power"), form, ac)
    rated = _ratings(rows)
    if not rated:
        return []
    rule = "switch.contact_power_rating"
    split = ac is None and _types_split(rated)
    return [_rating_outcome(rule, relay, "contact_power", watts, "W", rated, True, form, split)]


def _types_split(rated: list[tuple[float, Fact]]) -> bool:
    """Ratings stated for AC and for DC both stand, because the question does not say which
    current the load draws: only a load within all, or beyond all, of them is settled."""
    return len({_current_type(f) for _, f in rated} - {None}) > 1


# the switched voltage a rating row is stated at: "30 VDC 6 A", "0.1 A at 125 VAC"
_RATED_AT = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*V\s?(?:AC|DC)\b", re.I)


def _volts_split(low: Fact, high: Fact) -> bool:
    """The lowest and highest ratings are stated at different switched voltages (a table
    of ratings per voltage: 6 A at 30 VDC, 0.03 A at 250 VDC): which one holds depends on
    the load's voltage, so the lowest alone shows no overload."""
    volts = [{float(v) for v in _RATED_AT.findall(row_text(f))} for f in (low, high)]
    return bool(volts[0] and volts[1] and volts[0] != volts[1])


def _rating_outcome(
    rule: str,
    relay: str,
    fld: str,
    need: float,
    unit: str,
    rated: list[tuple[float, Fact]],
    settles: bool,
    form: str | None,
    types_split: bool = False,
) -> RuleResult:
    low, high = min(rated, key=lambda t: t[0]), max(rated, key=lambda t: t[0])
    if need > high[0] + 1e-9:
        reason = f"load {fmt(need, unit)} > {relay} {fld} rating {fmt(high[0], unit)}"
        return RuleResult(RuleOutcome(rule, False, reason), [high[1]])
    if not settles:
        return missing(rule, f"{relay} {fld} rating for this kind of load")
    if need <= low[0] + 1e-9:
        reason = f"load {fmt(need, unit)} <= {relay} {fld} rating {fmt(low[0], unit)}"
        return RuleResult(RuleOutcome(rule, True, reason), [low[1]])
    per_volts = fld == "contact_current" and _volts_split(low[1], high[1])
    if _form_split(low[1], high[1], form) or per_volts:
        return missing(rule, f"{relay} {fld} rating for this load (rows disagree)")
    if types_split:
        return missing(rule, f"{relay} {fld} rating for this load: AC or DC is not stated")
    reason = f"load {fmt(need, unit)} > {relay} {fld} rating {fmt(low[0], unit)}"
    return RuleResult(RuleOutcome(rule, False, reason), [low[1]])


# ---------------------------------------------------------------- families


def mosfet_checks(b: Build) -> list[RuleResult]:
    """A MOSFET switching a load: its VDS rating covers the switched supply, and the gate
    level is above the worst-case threshold and at a VGS its RDS(on) is specified at. A
    switch board whose control input states its logic levels is judged by those instead."""
    sc, mosfet = b.scenario, b.switches[0]
    if b.evidence(mosfet, "input_high_voltage"):
        return switch_board_checks(b, mosfet)
    out: list[RuleResult] = []
    switched = [v for d, v in sc.rails.items() if d != mosfet]
    volts = sc.load_voltage or (max(switched) if switched else None)
    if b.relays:
        # a MOSFET driving a relay's coil switches the coil's rail; the load the question
        # describes sits on the relay's contacts
        coils = [v for d, v in sc.rails.items() if d in b.relays]
        volts = max(coils) if coils else None
    if volts is not None:
        out.append(drain_voltage_rating(mosfet, volts, b.evidence))
    if sc.drive_level is not None:
        out += gate_drive(mosfet, sc.drive_level, b.evidence)
    else:
        out.append(missing("switch.gate_above_threshold", "the gate drive level"))
    return out


def switch_board_checks(b: Build, board: str) -> list[RuleResult]:
    """A MOSFET board ("SIG input high 3.0 ... 20 V", "load supply 5 ... 30 V", "load
    current up to 8 A"): its control input's high level, not the bare transistor's gate
    threshold, says whether a host pin turns it on; its load terminals' range and current
    rating bound what it switches (the smallest rating stated, the board's own)."""
    sc = b.scenario
    out: list[RuleResult] = []
    if sc.drive_level is None:
        out.append(missing("switch.control_input_high", "the drive level on the control input"))
    else:
        out.append(_input_high(board, sc.drive_level, b.evidence))
    switched = [v for d, v in sc.rails.items() if d != board]
    volts = sc.load_voltage or (max(switched) if switched else None)
    if volts is not None:
        out.append(_load_terminals(board, volts, b.evidence))
    amps = max(sc.load_currents, default=None)
    if amps is not None:
        out.append(_board_current(b, board, amps))
    return out


def _own_rows(rows: list[Fact]) -> list[Fact]:
    """A board sheet's column per version ("FBQ-30N", "-HV"): the accepted rows naming a
    version are the asked version's own; a summary line naming none may be another's."""
    return [f for f in rows if f.variant] or rows


def _input_high(board: str, level: float, evidence: Evidence) -> RuleResult:
    rule = "switch.control_input_high"
    rows = [
        (lo, f) for f in evidence(board, "input_high_voltage") if (lo := si(f, "min")) is not None
    ]
    if not rows:
        return missing(rule, f"{board} input_high_voltage minimum")
    needed, fact = max(rows, key=lambda pair: pair[0])
    ok = level >= needed - 1e-9
    reason = f"drive {fmt(level)} {'>=' if ok else '<'} {board} input high min {fmt(needed)}"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def _load_terminals(board: str, volts: float, evidence: Evidence) -> RuleResult:
    rows = [
        f for f in _own_rows(evidence(board, "load_supply_voltage")) if si(f, "max") is not None
    ]
    if not rows:
        return drain_voltage_rating(board, volts, evidence)
    fact = min(rows, key=lambda f: si(f, "max") or 0.0)
    lo, hi = si(fact, "min") or 0.0, si(fact, "max") or 0.0
    ok = lo - 1e-9 <= volts <= hi + 1e-9
    reason = f"switched {fmt(volts)} {'within' if ok else 'outside'} {board} load supply [{lo:g}, {hi:g}] V"
    return RuleResult(RuleOutcome("switch.load_supply_range", ok, reason), [fact])


def _board_current(b: Build, board: str, amps: float) -> RuleResult:
    """The load current against the board's rating; a rating stated for how the board is
    mounted ("8 A, no heatsink") is the one for the mounting the question states, and it
    settles the question's heat concern as a rating of the board as mounted."""
    rows = b.evidence(board, "output_current")
    fitted = b.scenario.heatsink
    mounting = None if fitted is None else (HEATSINK_FITTED if fitted else HEATSINK_ABSENT)
    mounted = [f for f in rows if mounting is not None and mounting.search(row_text(f))]
    rated = _ratings(mounted or rows)  # (the smallest first: a board's "8 A, no heatsink"
    if not rated:  # bounds it, not the bare transistor's drain current beside it)
        return missing("switch.load_current_rating", f"{board} output_current")
    limit, fact = min(rated, key=lambda t: t[0])
    rule = "power.mounted_board_current" if mounted else "switch.load_current_rating"
    ok = amps <= limit + 1e-9
    reason = f"load {fmt(amps, 'A')} {'<=' if ok else '>'} {board} rated {fmt(limit, 'A')}"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def switched_by_contact(b: Build) -> bool:
    """The relay's contact switches a load the question names. A coil that is "the only
    load" of a regulator, or the regulator's "7.5 V DC supply", is no contact load."""
    sc = b.scenario
    if b.asks.contacts:
        return True
    if sc.load_voltage is not None and sc.load_voltage in sc.regulator_input.values():
        return False  # the stated DC voltage feeds a regulator
    return b.asks.contact_load


def contact_checks(b: Build) -> list[RuleResult]:
    """The switched load within each relay contact's current and voltage rating."""
    sc = b.scenario
    out: list[RuleResult] = []
    # a load stated by its power draws P / V; stated with its current too ("2.8 kW / 12 A"),
    # the larger of the two
    by_power = sc.load_power / sc.load_voltage if sc.load_power and sc.load_voltage else None
    drawn = [*sc.load_currents, *([by_power] if by_power else [])]
    for relay in b.relays:
        out += contact_rating(
            relay,
            b.evidence,
            max(drawn) if drawn else None,
            sc.load_voltage,
            sc.load_ac,
            sc.contact_form,
            sc.load_kind,
        )
    if sc.load_power:
        # (with no voltage of its own, the power only describes the load whose current is stated)
        said = f" (a {sc.load_power:g} W load)"
        if by_power:
            said = f" (a {sc.load_power:g} W load at {sc.load_voltage:g} V draws {by_power:.4g} A)"
        out = [
            r.rejudged(r.outcome.passed, r.outcome.reason + said)
            if r.outcome.rule.endswith("current_rating")
            else r
            for r in out
        ]
    return out


def coil_supply_checks(b: Build) -> list[RuleResult]:
    """A relay coil on a stated supply: the supply matches the coil's rated voltage."""
    out = []
    for relay in b.relays:
        rail = b.scenario.rails.get(relay)
        if rail is not None and b.evidence(relay, "coil_voltage"):
            out.append(rail_in_supply_range(relay, rail, b.evidence, "coil_voltage"))
    return out


_CONTROL_INPUT = re.compile(r"in\d?|sig|s|trig\w*|ctrl|ctl|en|input|ch\d?", re.I)


def pin_loads(b: Build) -> list[tuple[str, str]]:
    """ "drive the coil of X from a Y GPIO", "Y's pin drives X's coil": (Y, X) pairs."""
    # (a relay module's control input named, "the IN pin of the relay board", takes a logic
    # level: its driver, not the pin, feeds the coil)
    relays = [
        r for r in b.relays if not _CONTROL_INPUT.fullmatch(b.scenario.supply_pins.get(r, ""))
    ]
    if not relays:
        return []
    sources = [d for d in b.wiring.pin_sources if d not in relays]
    return [(sources[0], relay) for relay in relays] if sources else []


def pin_drive_checks(b: Build) -> list[RuleResult]:
    return [
        pin_drive_covers_load(source, load, b.evidence, b.scenario.drive_mode)
        for source, load in pin_loads(b)
    ]


def coil_on_a_bare_pin(b: Build) -> bool:
    """ "the relay coil wired straight between pin D7 and GND": a coil a host pin drives with
    no part between, and a per-pin current the question states for that host."""
    return (
        b.scenario.pin_limit is not None
        and bool(b.relays)
        and "coil" in b.scenario.words
        and not pin_loads(b)
        and all(d in b.relays for d in b.switches)
    )


def stated_pin_checks(b: Build) -> list[RuleResult]:
    """The coil's current against the per-pin current the question states for its host.
    Above it fails; within a stated absolute maximum proves nothing (no operating promise)."""
    limit, rule, out = b.scenario.pin_limit, "power.pin_current_covers_load", []
    if limit is None:
        return out
    for relay in b.relays:
        draw = load_draw(relay, b.evidence)
        if draw is None:
            out.append(missing(rule, f"{relay} coil current"))
            continue
        need, facts = draw
        if need > limit.amps + 1e-12 or not limit.absolute:
            ok = need <= limit.amps + 1e-12
            reason = f"{relay} coil draws {fmt(need, 'A')} {'<=' if ok else '>'} {limit.said()}"
            out.append(RuleResult(RuleOutcome(rule, ok, reason), facts))
        else:
            reason = (
                f"{relay} coil draws {fmt(need, 'A')}, within {limit.said()}: no operating promise"
            )
            out.append(RuleResult(RuleOutcome(rule, None, reason), facts))
    return out
