"""Power rules: a rail inside a supply range, regulator headroom and output, currents."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from functools import partial

from specproof.agent.io_supply import IO_SUPPLY_PINS
from specproof.agent.row_conditions import Fixed, stated_for_another, unstated_beside
from specproof.agent.rules.base import (
    Evidence,
    RowFilter,
    RuleResult,
    adjustable,
    completed_by_family,
    completeness,
    eval_expr,
    fmt,
    holds,
    lone_value_conflicts,
    missing,
    named_version_in_range,
    operating_range,
    rail_selected_mode,
    range_before_nominal,
    range_text,
    si,
    supply_env,
    working_rows_first,
)
from specproof.agent.rules.build import Build
from specproof.agent.rules.clock_rows import rows_for_clock
from specproof.agent.rules.draw import (
    cell_capability,
    current_capability,
    load_current,
)
from specproof.agent.rules.output_rows import gives_a_rail, tolerance_around, versions_differ
from specproof.agent.rules.supply_adjustments import fed_rail, own_rail_apart
from specproof.agent.terms import question_terms, row_text, unsigned_terms
from specproof.agent.understand.record import Scenario
from specproof.agent.understand.role_rails import ROLE_PINS
from specproof.records import Fact, RuleOutcome, alnum_key

# A regulator whose sheet states no dropout: the input must exceed the output by this much
# before "input inside the input range" is taken as enough headroom (LDO dropouts and buck
# switch saturation voltages stay below it at full load).
HEADROOM_WITHOUT_DROPOUT_V = 2.0


def rail_in_supply_range(
    device: str,
    rail: float,
    evidence: Evidence,
    fld: str = "supply_voltage",
    pin: str | None = None,
    clock_hz: float | None = None,
) -> RuleResult:
    rule = "power.rail_in_supply_range"
    facts = evidence(device, fld)
    if pin:
        names = PIN_ALIASES.get(pin.upper(), (pin.lower(),))
        pinned = [f for f in facts if _row_names_pin(f, names)]
        must_name = pin.upper() in PIN_ALIASES  # a backup pin never shares the main range
        if not pinned and (must_name or len({operating_range(f) for f in facts}) > 1):
            return missing(rule, f"{device} {fld} for pin {pin}")
        # the pin's own row ("VDDH Supply voltage, high voltage mode") before one that only
        # mentions it ("VDD supply, normal mode, VDDH connected to VDD")
        own = [f for f in pinned if pin.upper() in ((f.symbol or "").upper(), _first_word(f))]
        facts = own or pinned or facts
    elif fld == "supply_voltage":
        # the main rail: a backup or I/O supply's row ("2.3V ≤ VBAT ≤ 3.4V") is another pin's
        facts = [f for f in facts if not _names_side_supply(f)] or facts
    if not facts:
        return missing(rule, f"{device} {fld}")
    facts = rail_selected_mode(range_before_nominal(working_rows_first(facts)), rail)
    per_clock = rows_for_clock(facts, clock_hz, lambda f: holds(operating_range(f), rail))
    facts = per_clock.facts
    if per_clock.open_reason:
        reason = f"{fmt(rail)} {device} {fld}: {per_clock.open_reason}"
        return RuleResult(RuleOutcome(rule, None, reason), facts[:1])
    if lone_value_conflicts(facts):
        return missing(rule, f"{device} {fld} range (only single values that disagree)")
    fact = facts[0]
    rng = operating_range(fact)
    if rng is None:
        return missing(rule, f"{device} {fld} bounds")
    rng, used = completed_by_family(fact, facts, _symbolic_range(fact, rng, rail))
    ok = holds(rng, rail)
    reason = f"{fmt(rail)} {'within' if ok else 'outside'} {device} {fld} {range_text(rng, fact)}"
    if ok and rng[1] == math.inf:
        # a floor alone ("VIN 2.2 V min"): the rail clears it, and nothing read says how
        # high it may go (a ceiling alone is the limit a question about too much asks)
        reason = f"{reason}, but the {device} {fld} row states no maximum"
        return RuleResult(RuleOutcome(rule, None, reason), used)
    if ok and rng[0] == -math.inf and fact.expr_min:
        # a floor written as a level ("VIH + 2.5"): no supply stated here gives its value
        reason = f"{reason}, but the {device} {fld} minimum is {fact.expr_min}, not read"
        return RuleResult(RuleOutcome(rule, None, reason), used)
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def _first_word(fact: Fact) -> str:
    """The row's first word: its own pin when a table starts the row with it ("HV 3.0 5.5")."""
    words = fact.source.quote.split()
    return words[0].upper() if words else ""


_SIDE_SUPPLY = re.compile(r"^\W*V_?(?:BAT|BACKUP|BKUP|IO|DDIO|LOGIC)\b", re.I)


def _names_side_supply(fact: Fact) -> bool:
    """The row is a backup or I/O supply's, by its symbol or the start of its condition."""
    return any(_SIDE_SUPPLY.search(text or "") for text in (fact.symbol, fact.condition))


def _symbolic_range(fact: Fact, rng: tuple[float, float], rail: float) -> tuple[float, float]:
    """A bound written as another supply ("IOVDD 1.71 ... VVDD": at most the core supply),
    with only one supply stated for the device, is that supply; it replaces the guess a
    missing bound would otherwise get from the typical value."""
    lo, hi = rng
    if fact.max is None and fact.expr_max:
        top = eval_expr(fact.expr_max, supply_env(rail))
        hi = top if top is not None else hi
    if fact.min is None and fact.expr_min:
        bottom = eval_expr(fact.expr_min, supply_env(rail))
        lo = bottom if bottom is not None else lo
    return lo, hi


# pins whose supply range is their own (a backup input): a row must name them
PIN_ALIASES = {
    "VBAT": ("vbat", "backup", "battery", "vback", "vbak"),
    # a gas sensor's heater has its own voltage (often a high/low cycle): never the circuit's
    "VH": ("vh", "heater", "heating"),
}


def _row_names_pin(fact: Fact, names: tuple[str, ...]) -> bool:
    """The row is the pin's: its symbol or condition names it, or its quote names it just
    before the row's first number ("backup voltage range of 1.3V to 5.5V")."""
    if any(n in f"{fact.symbol or ''} {fact.condition}".lower() for n in names):
        return True
    quote = fact.source.quote.lower()
    first = next((b for b in (fact.min, fact.value, fact.typ, fact.max) if b is not None), None)
    if first is None:
        return any(n in quote for n in names)
    number = re.compile(rf"(?<![\d.]){re.escape(f'{first:g}')}(?![\d])")
    for name in names:
        for at in (m.start() for m in re.finditer(re.escape(name), quote)):
            hit = number.search(quote, at)
            if hit and hit.start() - at <= 40:
                return True
    return False


def regulator_headroom(
    regulator: str,
    vin: float,
    evidence: Evidence,
    set_output: float | None = None,
    load_a: float | None = None,
) -> RuleResult:
    """Input must cover output + worst-case dropout at the load (and sit inside the input range)."""
    rule = "power.regulator_headroom"
    outs = evidence(regulator, "output_voltage")
    drops = evidence(regulator, "dropout_voltage")
    if not outs:
        return missing(rule, f"{regulator} output_voltage")
    out = outs[0]
    used = [out]
    inputs = evidence(regulator, "supply_voltage")
    if inputs:
        rng = operating_range(inputs[0])
        used.append(inputs[0])
        if rng and not (rng[0] <= vin <= rng[1]):
            return RuleResult(
                RuleOutcome(
                    rule,
                    False,
                    f"input {fmt(vin)} outside {regulator} input range "
                    f"{range_text(rng, inputs[0])}",
                ),
                used,
            )
    lo, hi = si(out, "min"), si(out, "max")
    if set_output is None and lo is not None and hi is not None and adjustable(out, lo, hi):
        return missing(rule, f"the {regulator} output setting (its output is adjustable)")
    vout = set_output or si(out, "typ") or si(out, "value") or si(out, "max")
    if vout is None:
        # a version's output stated over rows, one bound each ("Output Voltage (min.)",
        # "(typ.)"): its nominal is on the version's typ row
        nominal = [f for f in outs if f.variant == out.variant and si(f, "typ") is not None]
        vout = si(nominal[0], "typ") if nominal else None
        used += nominal[:1]
    if vout is None:
        return missing(rule, f"{regulator} output_voltage value")
    if not drops:
        rng = operating_range(inputs[0]) if inputs and completeness(inputs[0]) == 2 else None
        if rng and rng[0] <= vin <= rng[1] and (vout > rng[1] or vout < 0):
            # an output above every input it takes, or below ground, is made by a step-up,
            # inverting or isolated converter: no dropout applies, its input range is all
            reason = (
                f"input {fmt(vin)} within {regulator} input range {range_text(rng)}; its "
                f"{fmt(vout)} output lies outside that range, so it is no step-down regulator "
                "and has no dropout"
            )
            return RuleResult(RuleOutcome(rule, True, reason), used)
        # inside the stated input range; with no dropout stated, ask for clear headroom
        if (rng and rng[0] <= vin <= rng[1]) and (
            rng[0] > vout or vin >= vout + HEADROOM_WITHOUT_DROPOUT_V
        ):
            reason = (
                f"input {fmt(vin)} within {regulator} input range {range_text(rng)} "
                f"(assumed: no dropout is stated; {HEADROOM_WITHOUT_DROPOUT_V:g} V of headroom "
                "is taken as enough)"
            )
            return RuleResult(RuleOutcome(rule, True, reason), used)
        return missing(rule, f"{regulator} dropout_voltage")
    chosen = dropout_for_load(drops, load_a)
    assert chosen is not None
    row, exact = chosen
    # ("keep the output at least 1.5 V below the input": a headroom stated as a least one)
    drop = si(row, "max") or si(row, "typ") or si(row, "value") or si(row, "min")
    used.append(row)
    if drop is None:
        return missing(rule, f"{regulator} dropout_voltage value")
    need = vout + drop
    ok = vin >= need
    reason = f"input {fmt(vin)} {'>=' if ok else '<'} output {fmt(vout)} + dropout {fmt(drop)}"
    if ok and not exact:
        return missing(rule, f"{regulator} dropout_voltage at {fmt(load_a or 0.0, 'A')}")
    return RuleResult(RuleOutcome(rule, ok, reason), used)


_PRESET = re.compile(r"\bpreset\b|\bfactory\b|\bas shipped\b|\bdefault\b", re.I)


def regulator_output_in_load_range(
    regulator: str,
    load: str,
    evidence: Evidence,
    set_output: float | None,
    load_field: str,
    named: float | None = None,
    clock_hz: float | None = None,
) -> RuleResult:
    """The regulator's output (set by the question, its version's row, else the voltage the
    question names the version by, shown as an assumption) inside the load's supply range."""
    rule = "power.output_in_load_supply_range"
    loads = evidence(load, load_field)
    if not loads:
        return missing(rule, f"{load} {load_field}")
    load_rng = operating_range(loads[0])
    if load_rng is None:
        return missing(rule, f"{load} {load_field} bounds")
    used = [loads[0]]
    rails = [f for f in evidence(regulator, "output_voltage") if gives_a_rail(f)]
    if set_output is not None:
        lo = hi = set_output
        # (an adjustable part's factory setting, "preset 5.0 V", is no limit on the setting)
        outs = [f for f in rails if not _PRESET.search(row_text(f))]
        # a sheet listing each version's output ("3.3V 5V 9V 12V"): the row of the output
        # the question sets, before the first row
        outs = [f for f in outs if holds(operating_range(f), set_output)] or outs
        if outs:
            rng = operating_range(outs[0])
            used.append(outs[0])
            if rng and not (rng[0] <= set_output <= rng[1]):
                reason = (
                    f"{fmt(set_output)} outside {regulator} output range {range_text(rng, outs[0])}"
                )
                return RuleResult(RuleOutcome(rule, False, reason), used)
            if rng and tolerance_around(outs[0], rng, set_output):
                # "3.267 3.3 3.333 V": the stated spread around the output asked is what the
                # load sees, not the nominal alone
                lo, hi = rng
    else:
        outs = rails
        if not outs:
            return missing(rule, f"{regulator} output_voltage")
        if named is None and versions_differ(outs):
            # "AMS1117" of a sheet with 1.8 / 3.3 / 5.0 V versions: which one is fitted is
            # untold, and the first version's output would be a guess
            return missing(rule, f"which {regulator} version (output) is fitted")
        # a second row completes a first that states one bound only; a full first row
        # (the asked version's) is the output, whatever other rows say
        first = outs[0]
        whole = si(first, "value") is not None or None not in (si(first, "min"), si(first, "max"))
        rows = outs[:1] if whole else outs[:2]
        used += rows
        values = [
            v for f in rows for v in (si(f, "min"), si(f, "max"), si(f, "value")) if v is not None
        ]
        if not values:
            return missing(rule, f"{regulator} output_voltage bounds")
        lo, hi = min(values), max(values)
        if adjustable(outs[0], lo, hi) and named is not None and lo <= named <= hi:
            # "1.2 V to 5.0 V" of versions: the one the question names by its voltage
            return named_version_in_range(rule, regulator, named, load, load_rng, used)
        if adjustable(outs[0], lo, hi):
            # "1.23 V to 37 V" is what the output can be set to, not what it will be
            return missing(rule, f"the {regulator} output setting (its output is adjustable)")
    per_clock = _load_row_per_clock(rule, (load, load_field), loads, (lo, hi), clock_hz, used)
    if isinstance(per_clock, RuleResult):
        return per_clock
    if per_clock is not None:
        load_rng, used = per_clock
    ok = load_rng[0] - 1e-9 <= lo and hi <= load_rng[1] + 1e-9
    if ok and lo == hi and any(abs(lo - edge) <= 0.005 * abs(edge) for edge in load_rng):
        # a bare nominal (3.3 V) on the load's limit (3.3 V max): the output's tolerance,
        # not the nominal, says which side of the limit the load sees
        return missing(
            rule, f"the {regulator} output tolerance (nominal {fmt(lo)} is {load}'s limit)"
        )
    reason = f"output {fmt(lo)}..{fmt(hi)} {'within' if ok else 'outside'} {load} {load_field} {range_text(load_rng, loads[0])}"
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def _load_row_per_clock(
    rule: str,
    asked: tuple[str, str],
    loads: list[Fact],
    output: tuple[float, float],
    clock_hz: float | None,
    used: list[Fact],
) -> tuple[tuple[float, float], list[Fact]] | RuleResult | None:
    """The load's supply row for the clock the question states, when its sheet writes one
    per clock (see clock_rows), with the facts used; None to keep the first row."""
    lo, hi = output

    def fits(f: Fact) -> bool:
        rng = operating_range(f)
        return rng is not None and rng[0] - 1e-9 <= lo and hi <= rng[1] + 1e-9

    chosen = rows_for_clock(loads, clock_hz, fits)
    if chosen.open_reason:
        reason = f"output {fmt(lo)}..{fmt(hi)} {asked[0]} {asked[1]}: {chosen.open_reason}"
        return RuleResult(RuleOutcome(rule, None, reason), [*used, chosen.facts[0]])
    row = chosen.facts[0]
    rng = operating_range(row)
    if row is loads[0] or rng is None:
        return None
    return rng, [row, *used[1:]]


def current_budget(
    devices: list[str],
    budget: float,
    evidence: Evidence,
    worst_case: bool,
    prefer: RowFilter | None = None,
) -> RuleResult:
    rule = "power.current_budget"
    total, used = 0.0, []
    for device in devices:
        current, facts = load_current(device, evidence, worst_case, prefer)
        if current is None:
            what = "maximum supply_current" if worst_case else "supply_current"
            return missing(rule, f"{device} {what}")
        total += current
        used += facts
    ok = total <= budget
    reason = f"combined {fmt(total, 'A')} {'<=' if ok else '>'} budget {fmt(budget, 'A')}"
    return RuleResult(RuleOutcome(rule, ok, reason), used)


_TEST_CURRENT = re.compile(
    r"I_?(?:OUT|O|LOAD|L)\s*=\s*(\d+(?:\.\d+)?)\s*(m|µ|μ|u)?A\b|\bat\s*(\d+(?:\.\d+)?)\s*(m|µ|μ|u)?A\b",
    re.I,
)


def test_current(fact: Fact) -> float | None:
    """The load current a dropout row is stated at ("IOUT = 300 mA", "at 500 mA")."""
    m = _TEST_CURRENT.search(row_text(fact))
    if not m:
        return None
    number, prefix = (m[1], m[2]) if m[1] else (m[3], m[4])
    # the micro sign and the Greek mu are both written for micro
    return float(number) * {"m": 1e-3, "µ": 1e-6, "μ": 1e-6, "u": 1e-6}.get(
        (prefix or "").lower(), 1.0
    )


def dropout_for_load(drops: list[Fact], load_a: float | None) -> tuple[Fact, bool] | None:
    """The dropout row for a load: the lowest test current at or above it (dropout grows with
    current, so that row bounds it). ``exact`` is False when the load exceeds every row
    (the row then understates the dropout: it can fail a build, never pass it)."""
    rows = [(c, f) for f in drops if (c := test_current(f)) is not None]
    if not rows:
        return (drops[0], True) if drops else None
    if load_a is None:
        return max(rows, key=lambda t: t[0])[1], True
    covering = [(c, f) for c, f in rows if c >= load_a - 1e-12]
    if covering:
        return min(covering, key=lambda t: t[0])[1], True
    return max(rows, key=lambda t: t[0])[1], False


# ---------------------------------------------------------------- families


def rails_left_unchecked(b: Build, results: list[RuleResult]) -> list[RuleResult]:
    """A rail the question gives a part ("both on one 3.3 V bus") that no check of that part
    read, when the families that ran stopped before the rails: checked all the same, as a
    build is compatible only on each part's own supply."""
    if b.powering:
        return []  # a regulator's output is the loads' rail; its checks read it
    out = []
    for device, volts in b.scenario.rails.items():
        if device not in b.parts or device in b.scenario.pins:
            continue  # a part whose supply pins the question sets is read by those pins
        if any(_reads_rail(r, device, volts) for r in results):
            continue
        out += _kept(_on_named_supply(b, device, volts, b.evidence))
    return out


def _on_named_supply(b: Build, device: str, volts: float, evidence: Evidence) -> RuleResult | None:
    """A rail inside the range of the supply the question puts it on ("a driver on a 3s
    lipo driving two motors": the motor supply), else of the part's main supply."""
    if device in b.wiring.chargers and list(b.scenario.rails.values()).count(volts) > 1:
        return None  # "everything on a 2.8 v rail ... a tp4056 charges the cell": fed apart
    fld, pin = b.wiring.supply_fields.get(device, ("supply_voltage", None))
    clock = b.scenario.clock_hz
    result = rail_in_supply_range(device, volts, evidence, fld, pin, clock)
    if result.outcome.passed is None and fld != "supply_voltage":
        fld = "supply_voltage"
        result = rail_in_supply_range(device, volts, evidence, fld, clock_hz=clock)
    own = [evidence(device, f) for f in ("supply_voltage", "logic_supply_voltage")]
    if result.outcome.passed is None and evidence(device, "load_supply_voltage") and not any(own):
        # a switch board whose one supply terminal feeds the load ("V+ 5 … 24 V"): its supply
        fld = "load_supply_voltage"
        result = rail_in_supply_range(device, volts, evidence, fld)
    at = partial(rail_in_supply_range, device, evidence=evidence, fld=fld, pin=pin, clock_hz=clock)
    return _over_the_battery(
        _across_the_tolerance(result, b.scenario, volts, at), b.scenario, volts, at
    )


def _across_the_tolerance(
    result: RuleResult, sc: Scenario, volts: float, check_at: Callable[[float], RuleResult]
) -> RuleResult:
    """A rail the question gives a tolerance ("5 V ±10 %") may sit at either end of it: the
    part must run at both, so an end outside the range fails the rail."""
    tolerance = sc.rail_tolerances.get(volts)
    outcome = result.outcome
    if not tolerance or not outcome.passed:
        return result
    span = f"{fmt(volts)} ±{tolerance * 100:g} % spans {fmt(volts * (1 - tolerance))} to {fmt(volts * (1 + tolerance))}"
    for end in (volts * (1 - tolerance), volts * (1 + tolerance)):
        at_end = check_at(end).outcome
        if at_end.passed is not True:
            return result.rejudged(at_end.passed, f"{outcome.reason}, but {span}: {at_end.reason}")
    return result.rejudged(True, f"{outcome.reason} ({span})")


def _reads_rail(result: RuleResult, device: str, volts: float) -> bool:
    if not (device in result.outcome.reason or any(f.device == device for f in result.facts)):
        return False
    return f"{volts:g} V" in result.outcome.reason or any(
        f.field.endswith("supply_voltage") and f.device == device for f in result.facts
    )


def rail_checks(b: Build) -> list[RuleResult]:
    """Each stated rail, backup cell or I/O pin voltage inside the range of the supply the
    question puts it on (logic, motor, I/O or main supply)."""
    sc, evidence = b.scenario, b.evidence
    out = []
    for device in b.wiring.devices:
        if device in b.wiring.left_out:
            continue  # swapped out of the build, the board around a part, or set aside
        for fld, volts in sc.role_rails.get(device, {}).items():  # "24 V on VMOT"
            out.append(rail_in_supply_range(device, volts, evidence, fld))
        pins = sc.pins.get(device, {})
        io_pins = {p: v for p, v in pins.items() if p in IO_SUPPLY_PINS}
        rail = sc.rails.get(device)
        if "VBAT" in pins:
            out.append(rail_in_supply_range(device, pins["VBAT"], evidence, pin="VBAT"))
            if rail is None:
                continue
        if io_pins:
            for pin, volts in io_pins.items():
                out.append(rail_in_supply_range(device, volts, evidence, "io_supply_voltage", pin))
            if rail is None or rail in io_pins.values():
                continue  # the rail is an I/O pin's; a core rail stated beside them is checked below
        # another supply pin the question feeds ("5 V into its VDDH pin"): that pin's row
        fed = {p: v for p, v in pins.items() if p not in IO_SUPPLY_PINS and p != "VBAT"}
        if device in sc.role_rails:  # "VM = 12 V" read as the motor rail already
            fed = {p: v for p, v in fed.items() if p not in ROLE_PINS}
        if fed and rail is None:
            for pin, volts in fed.items():
                out.append(rail_in_supply_range(device, volts, evidence, "supply_voltage", pin))
            continue
        if rail is None:
            continue
        out += _kept(_on_named_supply(b, device, rail, evidence))
    return out


def _over_the_battery(
    result: RuleResult, sc: Scenario, volts: float, check_at: Callable[[float], RuleResult]
) -> RuleResult | None:
    """A rail that is a battery's full charge ("off a 2s lipo") holds only if the empty
    battery is in range too; a part that stops before the battery is empty is not proven
    to run from it. The battery's span is said as an assumption."""
    battery = sc.battery
    if battery is None or not _of_battery(sc, volts):
        return result
    outcome, note = result.outcome, f"({battery.assumption()})"
    if outcome.passed is None:
        return None  # nothing read to judge the battery by: as if no voltage were named
    if outcome.passed and check_at(battery.empty).outcome.passed is False:
        reason = f"{outcome.reason}, but not at {fmt(battery.empty)} empty {note}"
        # an empty end the question states is where the part must run: out of range there
        # fails; an assumed one leaves it unproven
        return result.rejudged(False if battery.empty_said else None, reason)
    return result.rejudged(outcome.passed, f"{outcome.reason} {note}")


def _of_battery(sc: Scenario, volts: float) -> bool:
    return sc.battery is not None and abs(volts - sc.battery.full) <= 1e-9


def _battery_input_checks(
    regulator: str,
    vin: float,
    sc: Scenario,
    evidence: Evidence,
    headroom_at: Callable[[float], RuleResult],
) -> list[RuleResult]:
    """The regulator's headroom at its input, over a battery's whole span. A headroom from a
    battery that passes is not kept (see :func:`_kept`); the input range it held over the
    span is, so the battery the question states is still judged."""
    judged = _over_the_battery(headroom_at(vin), sc, vin, headroom_at)
    kept = _kept(judged, _of_battery(sc, vin))
    if kept or judged is None or not judged.outcome.passed:
        return kept
    in_range = partial(rail_in_supply_range, regulator, evidence=evidence)
    ranged = _over_the_battery(in_range(vin), sc, vin, in_range)
    return [ranged] if ranged is not None and ranged.outcome.passed is not None else []


def _kept(result: RuleResult | None, battery_headroom: bool = False) -> list[RuleResult]:
    """The battery-judged result to keep. A regulator's headroom from a battery that passes
    is not kept (its dropout at each end of the battery is not read; a buck-boost has
    none), but one that fails or holds only at the full end ("not at 3 V empty") is."""
    if result is None or (battery_headroom and result.outcome.passed is True):
        return []
    return [result]


_ORDER = re.compile(
    r"\b(V[A-Z]{1,5}\d?)\s*(?:≤|<=|=<|must be less than or equal to|must not exceed|"
    r"must be (?:lower|less) than)\s*(V[A-Z]{1,5}\d?)\b"
)


def supply_order_checks(b: Build) -> list[RuleResult]:
    """A translator's "VCCA ≤ VCCB": the stated pin voltages must keep the stated order."""
    out: list[RuleResult] = []
    for device in b.parts:
        pins = b.scenario.pins.get(device, {})
        if len(pins) < 2:
            continue
        seen: set[tuple[str, str]] = set()
        for fld in ("io_supply_voltage", "supply_voltage"):
            for fact in b.evidence(device, fld):
                text = f"{fact.condition} {fact.source.quote}"
                for low, high in _ORDER.findall(text):
                    low, high = low.upper(), high.upper()
                    if (low, high) in seen or low not in pins or high not in pins:
                        continue
                    if low == high:  # ("VCCA ≤ VCCA ≤ 3.6 V": a range, no order)
                        continue
                    seen.add((low, high))
                    ok = pins[low] <= pins[high] + 1e-9
                    reason = (
                        f"{device} requires {low} <= {high}; stated {low} = {pins[low]:g} V, "
                        f"{high} = {pins[high]:g} V"
                    )
                    out.append(RuleResult(RuleOutcome("power.supply_order", ok, reason), [fact]))
    return out


def regulator_alone_checks(b: Build) -> list[RuleResult]:
    """A regulator on its own with a stated input: headroom at the stated load, and the
    load within its output current ("for a 300 mA load")."""
    sc = b.scenario
    regulator = b.regulators[0]
    load_a = sum(sc.load_currents) if sc.load_currents else None
    vin = sc.regulator_input[regulator]
    set_out = sc.regulator_output.get(regulator)
    at = partial(
        regulator_headroom, regulator, evidence=b.evidence, set_output=set_out, load_a=load_a
    )
    checks = _battery_input_checks(regulator, vin, sc, b.evidence, at)
    if load_a is not None and checks:
        checks.append(current_capability(regulator, [], b.evidence, load_a, vin=vin))
    return checks


def _on_own_rail(
    b: Build, evidence: Evidence, feed: tuple[str, str, str], own: float
) -> RuleResult | None:
    """ "a tp4056 charges the cell ..., hmc5883l on 3.3 v": a load the question puts on a
    rail of its own, not the regulator's output, is not shown to take that output; its
    rail decides. None when the load's rail is the regulator's output."""
    regulator, load, fld = feed
    outputs = [operating_range(f) for f in evidence(regulator, "output_voltage")]
    if any(holds(rng, own) for rng in outputs):
        return None
    return rail_in_supply_range(load, own, b.evidence, fld, clock_hz=b.scenario.clock_hz)


def regulator_feeds_checks(b: Build) -> list[RuleResult]:
    """A regulator feeding the other parts: headroom at its input, its output inside each
    load's supply range, and (when asked) its current rating covering them all."""
    sc = b.scenario
    regulator, loads = b.regulators[0], b.loads
    evidence = of_pin(b.evidence, regulator, sc.supply_pins.get(regulator))
    out = []
    vin = sc.regulator_input.get(regulator)
    set_out = sc.regulator_output.get(regulator)
    named = sc.named_outputs.get(regulator) if set_out is None else None
    evidence = _at_output(evidence, regulator, set_out)
    if vin is not None:
        at = partial(regulator_headroom, regulator, evidence=evidence, set_output=set_out)
        out += _battery_input_checks(regulator, vin, sc, evidence, at)
    on_cells = []
    said_out = set_out if set_out is not None else named
    apart = [d for d in loads if own_rail_apart(sc.rails.get(d), set_out, named, vin)]
    for load in loads:
        fld = fed_rail(b, evidence, load)
        own = sc.rails.get(load)
        if load in apart:
            # "a JNS187 powered from 5 V watches the 20 V output", "an ams1117-3.3 feeds X,
            # Y hangs on the 5 V rail": its own rail is stated, and it draws nothing here
            out.append(rail_in_supply_range(load, own, b.evidence, fld, clock_hz=sc.clock_hz))
            continue
        result = regulator_output_in_load_range(
            regulator, load, evidence, set_out, fld, named, clock_hz=sc.clock_hz
        )
        if result.outcome.passed is not True and said_out is None and own is not None:
            # (an output refused or unknown: the load's own stated rail decides)
            result = _on_own_rail(b, evidence, (regulator, load, fld), own) or result
        out.append(result)
        # (a load's stated input is its rail by now: loads_on_stated_supply moved it)
        on_cell = own
        if on_cell is not None and _of_battery(sc, on_cell):
            # "off a li-ion cell from a tp4056": the charger's float voltage is the cell's
            # full one, and the load sees the cell over its whole discharge
            at = partial(rail_in_supply_range, load, evidence=b.evidence, fld=fld)
            out += _kept(_over_the_battery(at(on_cell), sc, on_cell, at))
            on_cells.append(load)
    loads = [d for d in loads if d not in apart]  # (the current is drawn by the rest)
    if on_cells == loads and sc.battery is not None:
        # the cell feeds them, not the charger: its rating is no limit; a load the parts
        # drive (motors, a lamp, a stated current) is beyond what a small cell is assumed to give
        driven = b.asks.contact_load or b.asks.load_current or sc.load_currents or sc.extra_loads
        prefer = operating_point_rows(b.asks.operating_terms)
        return [*out, cell_capability(sc.battery, [] if driven else loads, b.evidence, prefer)]
    # a part powering another raises its current as well as its voltage, asked or not
    converters = [d for d in loads if d in b.wiring.input_fed]
    if converters and not sc.load_currents:
        # a converter draws what its own load needs, not its quiescent current
        need = f"the {converters[0]} input current (it depends on what the {converters[0]} powers)"
        return [*out, missing("power.output_current_covers_loads", need)]
    extra = sum(sc.extra_loads)
    out.append(
        counted(
            b,
            loads,
            lambda units: current_capability(
                regulator,
                units,
                evidence,
                extra,
                operating_point_rows(b.asks.operating_terms),
                vin,
            ),
        )
    )
    return out


_PIN_FIELDS = frozenset({"output_voltage", "output_current", "peak_output_current"})


def _at_output(evidence: Evidence, regulator: str, set_out: float | None) -> Evidence:
    """The regulator's current ratings at the output it is set to: "Output current for
    VOUT = 3.3 V: 2 A" promises nothing at a 5 V setting."""
    if set_out is None:
        return evidence
    fixed = [Fixed(f"VOUT = {set_out:g} V", set_out, "voltage", "vout")]

    def rows(device: str, fld: str) -> list[Fact]:
        found = evidence(device, fld)
        if device != regulator or fld not in ("output_current", "peak_output_current"):
            return found
        kept = [f for f in found if stated_for_another(f, fixed) is None]
        aside = [f for f in found if f not in kept]
        # a sheet rating the current per output setting: a figure of no setting is no
        # rating at the one asked ("currents up to 3 A are supported")
        unstated = unstated_beside(kept, aside, fixed)
        return [f for f in kept if f not in unstated]

    return rows


# "BAT pin current", "VOUT pin": a row that names a pin
_NAMES_A_PIN = re.compile(r"\b[A-Z][A-Z0-9_]{1,8}\s+pin\b", re.I)


def of_pin(
    evidence: Evidence, supplier: str, pin: str | None, *, unnamed_if_none: bool = False
) -> Evidence:
    """The supplier's output rows for the named pin only ("its 5VOUT pin": the 30 mA of
    that regulator, never the 2.5 A of its motor outputs). With ``unnamed_if_none``, a
    sheet that names no pin in any of those rows keeps them all: they are its one output's
    ("its CHRG pin sinking 10 mA" on a sheet that also rates a "BAT pin" is not)."""
    if pin is None:
        return evidence
    key = alnum_key(pin)

    def text(fact: Fact) -> str:
        return f"{fact.symbol or ''} {fact.condition} {fact.source.quote}"

    def of_pin(device: str, fld: str) -> list[Fact]:
        facts = evidence(device, fld)
        if device != supplier or fld not in _PIN_FIELDS:
            return facts
        own = [f for f in facts if key in alnum_key(text(f))]
        if own or not unnamed_if_none or any(_NAMES_A_PIN.search(text(f)) for f in facts):
            return own
        return facts

    return of_pin


def budget_checks(b: Build) -> list[RuleResult]:
    """What every part draws (at the operating point asked) within the stated budget."""
    sc = b.scenario
    prefer = operating_point_rows(b.asks.operating_terms)
    return [
        counted(
            b,
            b.parts,
            lambda units: current_budget(
                units, sc.budget_current or 0.0, b.evidence, sc.worst_case, prefer
            ),
        )
    ]


def counted(b: Build, devices: list[str], rule: Callable[[list[str]], RuleResult]) -> RuleResult:
    """A current rule over every copy of each load: "three X modules" draw three times
    one X. "Several X" leaves the total unknown."""
    copies = b.scenario.copies
    vague = [d for d in devices if copies.get(d) == 0]
    if vague:
        return missing("power.current_total", f"how many {vague[0]} the supply feeds")
    return rule([d for d in devices for _ in range(copies.get(d, 1))])


def operating_point_rows(asked: frozenset[str]) -> RowFilter:
    """Rows stated at the operating point the question names ("transmit at +10 dBm", "at
    1 Mbps"): a number with a unit other than a current (the currents are the budget)."""

    def keep(facts: list[Fact]) -> list[Fact]:
        if not asked:
            return []
        out = []
        for f in facts:
            text = f"{f.condition} {f.source.quote}".lower().replace("µ", "u")
            if unsigned_terms(question_terms(text, [])[0]) & asked:
                out.append(f)
        return out

    return keep
