"""Deterministic compatibility rules over validated facts only.

Each rule returns a :class:`RuleOutcome`: passed True/False, or None when a
needed fact is missing. SAFETY: a wrong "compatible" can burn a board, so a rule
never passes on a guess: missing evidence is ``None``, never ``True``; an
absolute maximum is never used as an operating range; a supply voltage is never
compared with a signal level.
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from specproof.agent.answer import stated_values
from specproof.records import Fact, RuleOutcome, SectionKind

NOMINAL_TOLERANCE = 0.05  # a supply stated as one nominal value ("5 V") accepts +-5 %
# A regulator whose sheet states no dropout: the input must exceed the output by this much
# before "input inside the input range" is taken as enough headroom (LDO dropouts and buck
# switch saturation voltages stay below it at full load).
HEADROOM_WITHOUT_DROPOUT_V = 2.0
# Fields the rules read as an allowed range: a row stating both limits beats a lone number.
RANGE_FIELDS = {
    "supply_voltage", "io_supply_voltage", "logic_supply_voltage", "load_supply_voltage",
    "operating_temperature", "operating_humidity", "analog_input_range", "output_voltage",
}  # fmt: skip
INPUT_TOLERANCE_V = 0.3  # an input with no stated maximum: its supply + 0.3 V at most

Evidence = Callable[[str, str], list[Fact]]  # (device, field) -> validated facts, best first


@dataclass(slots=True)
class Scenario:
    """What the question states about the build (rails, levels, buses, environment)."""

    rails: dict[str, float] = field(default_factory=dict)  # device -> supply voltage
    pins: dict[str, dict[str, float]] = field(default_factory=dict)  # device -> {VCCA: 5.0}
    regulator_input: dict[str, float] = field(default_factory=dict)
    regulator_output: dict[str, float] = field(default_factory=dict)
    drive_level: float | None = None  # the high level a line is pulled/driven to
    bus: str | None = None  # "I2C" / "SPI" / "1-Wire"
    clock_hz: float | None = None
    ambient_c: tuple[float, float] | None = None
    humidity: float | None = None
    load_currents: list[float] = field(default_factory=list)  # amperes, stated by the user
    budget_current: float | None = None  # what a supply branch can deliver
    worst_case: bool = False
    shunt_ohm: float | None = None


@dataclass(slots=True)
class RuleResult:
    outcome: RuleOutcome
    facts: list[Fact] = field(default_factory=list)


# ---------------------------------------------------------------- numbers


def si(fact: Fact, bound: str) -> float | None:
    """A bound in SI units (uses the extraction's si_* values, else the unit prefix)."""
    value = getattr(fact, f"si_{bound}", None)
    if value is not None:
        return value
    raw = getattr(fact, bound)
    if raw is None:
        return None
    return raw * unit_scale(fact.unit)


_PREFIX = {
    "p": 1e-12,
    "n": 1e-9,
    "u": 1e-6,
    "µ": 1e-6,
    "μ": 1e-6,
    "m": 1e-3,
    "k": 1e3,
    "M": 1e6,
    "G": 1e9,
}


def unit_scale(unit: str | None) -> float:
    if not unit:
        return 1.0
    u = unit.strip()
    base = {"V", "A", "W", "Hz", "sps", "SPS", "bps", "s", "Ohm", "Ω", "ohm", "VDC", "VAC"}
    for b in sorted(base, key=len, reverse=True):
        if u.endswith(b) and len(u) == len(b) + 1 and u[0] in _PREFIX:
            if u[0] == "m" and b in ("Hz",):
                return 1e-3
            return _PREFIX[u[0]]
    low = u.lower()
    if low in ("mhz", "msps", "mbps"):
        return 1e6
    if low in ("khz", "ksps", "kbps"):
        return 1e3
    return 1.0


def operating_range(fact: Fact) -> tuple[float, float] | None:
    """(low, high) an operating range allows; a lone nominal value gets +-5 %."""
    lo, hi = si(fact, "min"), si(fact, "max")
    if lo is not None and hi is not None:
        return lo, hi
    nominal = si(fact, "value") if si(fact, "value") is not None else si(fact, "typ")
    if lo is None and hi is None and nominal is not None:
        return nominal * (1 - NOMINAL_TOLERANCE), nominal * (1 + NOMINAL_TOLERANCE)
    if lo is not None and hi is None:
        return (lo, float("inf")) if nominal is None else (lo, nominal * (1 + NOMINAL_TOLERANCE))
    if hi is not None:
        return (float("-inf"), hi) if nominal is None else (nominal * (1 - NOMINAL_TOLERANCE), hi)
    return None


def completeness(fact: Fact) -> int:
    """2: both limits stated; 1: one limit; 0: a lone value (nominal or a stray number)."""
    return (fact.min is not None or fact.expr_min is not None) + (
        fact.max is not None or fact.expr_max is not None
    )


def most_complete_first(facts: list[Fact]) -> list[Fact]:
    """Stable: keeps the question-fit order among facts that state as many limits."""
    return sorted(facts, key=lambda f: -completeness(f))


def lone_value_conflicts(facts: list[Fact]) -> bool:
    """A lone value is read as a nominal supply only when no other fact says otherwise."""
    if not facts or completeness(facts[0]) > 0:
        return False
    first = operating_range(facts[0])
    return any(operating_range(f) != first for f in facts[1:])


_OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def eval_expr(expr: str, env: dict[str, float]) -> float | None:
    """Evaluate "VDD+0.3", "0.7*VS", "0.75×VDD", "GND" with the supplies in ``env``."""
    try:
        from specproof import units  # the units engineer's evaluator, when present

        value = units.eval_bound(expr, env)
        if value is not None:
            return float(value)
    except Exception:
        pass
    text = expr.replace("×", "*").replace("−", "-").replace("–", "-").replace(" ", "")
    text = re.sub(r"(\d)\(", r"\1*(", text)
    text = re.sub(r"(\d)([A-Za-z])", r"\1*\2", text)
    names = {k.upper(): v for k, v in env.items()}
    names.setdefault("GND", 0.0)
    names.setdefault("VSS", 0.0)
    try:
        tree = ast.parse(text.upper(), mode="eval")
        return _eval_node(tree.body, names)
    except (SyntaxError, KeyError, ValueError, ZeroDivisionError):
        return None


def _eval_node(node: ast.AST, names: dict[str, float]) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return float(node.value)
    if isinstance(node, ast.Name):
        return names[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval_node(node.left, names), _eval_node(node.right, names))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_eval_node(node.operand, names)
    raise ValueError("unsupported expression")


def supply_env(supply: float | None) -> dict[str, float]:
    if supply is None:
        return {}
    return {
        n: supply for n in ("VDD", "VCC", "VS", "VDDIO", "VLOGIC", "VREF", "AVDD", "DVDD", "VIN")
    }


def bound_at(fact: Fact, bound: str, supply: float | None) -> float | None:
    """A bound, numeric or symbolic (evaluated at the device's supply)."""
    value = si(fact, bound)
    if value is not None:
        return value
    expr = getattr(fact, f"expr_{bound}", None) if bound in ("min", "max") else None
    if expr:
        return eval_expr(expr, supply_env(supply))
    return None


def _missing(rule: str, what: str) -> RuleResult:
    return RuleResult(RuleOutcome(rule, None, f"needed fact missing: {what}"))


def _fmt(x: float, unit: str = "V") -> str:
    return f"{x:.4g} {unit}"


# ---------------------------------------------------------------- power


def rail_in_supply_range(
    device: str,
    rail: float,
    evidence: Evidence,
    fld: str = "supply_voltage",
    pin: str | None = None,
) -> RuleResult:
    rule = "power.rail_in_supply_range"
    facts = evidence(device, fld)
    if pin:
        pinned = [
            f for f in facts if pin.lower() in f"{f.symbol} {f.condition} {f.source.quote}".lower()
        ]
        if not pinned and len({operating_range(f) for f in facts}) > 1:
            return _missing(rule, f"{device} {fld} for pin {pin}")
        facts = pinned or facts
    if not facts:
        return _missing(rule, f"{device} {fld}")
    if lone_value_conflicts(facts):
        return _missing(rule, f"{device} {fld} range (only single values that disagree)")
    fact = facts[0]
    rng = operating_range(fact)
    if rng is None:
        return _missing(rule, f"{device} {fld} bounds")
    ok = rng[0] - 1e-9 <= rail <= rng[1] + 1e-9
    reason = f"{_fmt(rail)} {'within' if ok else 'outside'} {device} {fld} {_range_text(rng)}"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def _range_text(rng: tuple[float, float]) -> str:
    lo = "-inf" if rng[0] == float("-inf") else f"{rng[0]:.4g}"
    hi = "+inf" if rng[1] == float("inf") else f"{rng[1]:.4g}"
    return f"[{lo}, {hi}] V"


def regulator_headroom(
    regulator: str, vin: float, evidence: Evidence, set_output: float | None = None
) -> RuleResult:
    """Input must cover output + worst-case dropout (and sit inside the input range)."""
    rule = "power.regulator_headroom"
    outs = evidence(regulator, "output_voltage")
    drops = evidence(regulator, "dropout_voltage")
    if not outs:
        return _missing(rule, f"{regulator} output_voltage")
    out = outs[0]
    vout = set_output or si(out, "typ") or si(out, "value") or si(out, "max")
    if vout is None:
        return _missing(rule, f"{regulator} output_voltage value")
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
                    f"input {_fmt(vin)} outside {regulator} input range {_range_text(rng)}",
                ),
                used,
            )
    if not drops:
        rng = operating_range(inputs[0]) if inputs and completeness(inputs[0]) == 2 else None
        # inside the stated input range; with no dropout stated, ask for clear headroom
        if (rng and rng[0] <= vin <= rng[1]) and (
            rng[0] > vout or vin >= vout + HEADROOM_WITHOUT_DROPOUT_V
        ):
            reason = f"input {_fmt(vin)} within {regulator} input range {_range_text(rng)}"
            return RuleResult(RuleOutcome(rule, True, reason), used)
        return _missing(rule, f"{regulator} dropout_voltage")
    drop = si(drops[0], "max") or si(drops[0], "typ") or si(drops[0], "value")
    used.append(drops[0])
    if drop is None:
        return _missing(rule, f"{regulator} dropout_voltage value")
    need = vout + drop
    ok = vin >= need
    reason = f"input {_fmt(vin)} {'>=' if ok else '<'} output {_fmt(vout)} + dropout {_fmt(drop)}"
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def regulator_output_in_load_range(
    regulator: str, load: str, evidence: Evidence, set_output: float | None, load_field: str
) -> RuleResult:
    rule = "power.output_in_load_supply_range"
    loads = evidence(load, load_field)
    if not loads:
        return _missing(rule, f"{load} {load_field}")
    load_rng = operating_range(loads[0])
    if load_rng is None:
        return _missing(rule, f"{load} {load_field} bounds")
    used = [loads[0]]
    if set_output is not None:
        lo = hi = set_output
        outs = evidence(regulator, "output_voltage")
        if outs:
            rng = operating_range(outs[0])
            used.append(outs[0])
            if rng and not (rng[0] <= set_output <= rng[1]):
                reason = f"{_fmt(set_output)} outside {regulator} output range {_range_text(rng)}"
                return RuleResult(RuleOutcome(rule, False, reason), used)
    else:
        outs = evidence(regulator, "output_voltage")
        if not outs:
            return _missing(rule, f"{regulator} output_voltage")
        used += outs[:2]
        values = [
            v
            for f in outs[:2]
            for v in (si(f, "min"), si(f, "max"), si(f, "value"))
            if v is not None
        ]
        if not values:
            return _missing(rule, f"{regulator} output_voltage bounds")
        lo, hi = min(values), max(values)
    ok = load_rng[0] - 1e-9 <= lo and hi <= load_rng[1] + 1e-9
    reason = f"output {_fmt(lo)}..{_fmt(hi)} {'within' if ok else 'outside'} {load} {load_field} {_range_text(load_rng)}"
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def load_current(
    device: str, evidence: Evidence, worst_case: bool
) -> tuple[float | None, list[Fact]]:
    """The largest current a device is stated to draw (max, else value; typ only when not worst case)."""
    facts = evidence(device, "supply_current")
    # characteristic tables are the specification; a stray "5 A" in prose is not a draw
    tabled = [f for f in facts if f.section in (SectionKind.ELECTRICAL, SectionKind.RECOMMENDED)]
    facts = tabled or facts
    if not worst_case:
        # a typical build runs near room temperature: "up to 125 °C" rows are the extremes
        nominal = [f for f in facts if not _hot_condition(f)]
        facts = nominal or facts
    best: float | None = None
    used: list[Fact] = []
    for fact in facts:
        stated = [si(fact, b) for b in ("max", "value", "min")]
        if not worst_case:
            stated.append(si(fact, "typ"))
        values = [v for v in stated if v is not None]
        if values and (best is None or max(values) > best):
            best, used = max(values), [fact]
    return best, used


_HOT = re.compile(
    r"(?:up to|over|to)\s*\+?(\d{2,3})\s*°?\s*C\b|full (?:operating )?temperature", re.I
)


def _hot_condition(fact: Fact) -> bool:
    """A row stated for a hot extreme ("Operating current up to 125°C")."""
    for m in _HOT.finditer(f"{fact.condition} {fact.source.quote}"):
        if m.group(1) is None or float(m.group(1)) >= 70:
            return True
    return False


def current_capability(
    regulator: str, loads: list[str], evidence: Evidence, extra_load: float = 0.0
) -> RuleResult:
    rule = "power.output_current_covers_loads"
    caps = evidence(regulator, "output_current")
    if not caps:
        return _missing(rule, f"{regulator} output_current")
    rated = next((f for f in caps if output_capability(f) is not None), None)
    if rated is None:
        return _missing(rule, f"{regulator} output_current rating")
    cap = output_capability(rated)
    assert cap is not None
    total, used = extra_load, [rated]
    for load in loads:
        current, facts = load_current(load, evidence, worst_case=False)
        if current is None:
            derived = coil_current(load, evidence)
            if derived is None:
                return _missing(rule, f"{load} supply_current")
            current, facts = derived
        total += current
        used += facts
    ok = total <= cap
    reason = (
        f"load {_fmt(total, 'A')} {'<=' if ok else '>'} {regulator} output current {_fmt(cap, 'A')}"
    )
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def output_capability(fact: Fact) -> float | None:
    """The current a supply can deliver: a stated max or value (a lone minimum is a
    minimum-load requirement, "regulates if the output current is greater than 10 mA")."""
    stated = [v for v in (si(fact, "max"), si(fact, "value")) if v is not None]
    if stated:
        return min(stated)
    if fact.min is None:
        return si(fact, "typ")
    return None


def coil_current(device: str, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """A relay coil draws coil voltage / coil resistance (Ohm's law on stated facts)."""
    volts, ohms = evidence(device, "coil_voltage"), evidence(device, "coil_resistance")
    if volts and ohms:
        v = si(volts[0], "value") or si(volts[0], "typ")
        r = min((si(f, "value") or si(f, "typ") or 0.0) for f in ohms) if ohms else None
        if v and r:
            return v / r, [volts[0], ohms[0]]
    return None


def current_budget(
    devices: list[str], budget: float, evidence: Evidence, worst_case: bool
) -> RuleResult:
    rule = "power.current_budget"
    total, used = 0.0, []
    for device in devices:
        current, facts = load_current(device, evidence, worst_case)
        if current is None:
            what = "maximum supply_current" if worst_case else "supply_current"
            return _missing(rule, f"{device} {what}")
        total += current
        used += facts
    ok = total <= budget
    reason = f"combined {_fmt(total, 'A')} {'<=' if ok else '>'} budget {_fmt(budget, 'A')}"
    return RuleResult(RuleOutcome(rule, ok, reason), used)


# ---------------------------------------------------------------- environment


def ambient_within(device: str, span: tuple[float, float], evidence: Evidence) -> RuleResult:
    rule = "environment.temperature_within_operating_range"
    facts = evidence(device, "operating_temperature")
    if not facts:
        return _missing(rule, f"{device} operating_temperature")
    fact = facts[0]
    lo, hi = fact.min, fact.max
    if lo is None or hi is None:
        return _missing(rule, f"{device} operating_temperature bounds")
    ok = lo <= span[0] and span[1] <= hi
    reason = (
        f"{span[0]:g}..{span[1]:g} °C {'inside' if ok else 'outside'} {device} {lo:g}..{hi:g} °C"
    )
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def humidity_within(device: str, rh: float, evidence: Evidence) -> RuleResult:
    rule = "environment.humidity_within_operating_range"
    facts = evidence(device, "operating_humidity")
    if not facts:
        return _missing(rule, f"{device} operating_humidity")
    fact = facts[0]
    lo = fact.min if fact.min is not None else 0.0
    if fact.max is None:
        return _missing(rule, f"{device} operating_humidity maximum")
    ok = lo <= rh <= fact.max
    reason = f"{rh:g} %RH {'inside' if ok else 'outside'} {device} {lo:g}..{fact.max:g} %RH"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


# ---------------------------------------------------------------- interface


def _norm_bus(value: str) -> str:
    v = re.sub(r"[^A-Z0-9]", "", value.upper().replace("²", "2"))
    return {"IIC": "I2C", "TWI": "I2C", "ONEWIRE": "1WIRE", "SINGLEWIRE": "SINGLEBUS"}.get(v, v)


def common_bus(devices: list[str], bus: str, evidence: Evidence) -> list[RuleResult]:
    out = []
    for device in devices:
        rule = "interface.device_speaks_bus"
        facts = evidence(device, "interface")
        if not facts:
            out.append(_missing(rule, f"{device} interface"))
            continue
        values = {_norm_bus(v) for f in facts for v in stated_values(f)}
        ok = _norm_bus(bus) in values
        reason = (
            f"{device} interfaces {sorted(values)} {'include' if ok else 'do not include'} {bus}"
        )
        out.append(RuleResult(RuleOutcome(rule, ok, reason), facts[:1]))
    return out


def addresses_assignable(devices: list[str], evidence: Evidence) -> RuleResult:
    """Each device can take an I2C address no other device on the bus takes."""
    rule = "interface.i2c_addresses_without_collision"
    options: list[set[int]] = []
    used: list[Fact] = []
    for device in devices:
        facts = evidence(device, "i2c_address")
        addrs = {
            int(v, 16)
            for f in facts
            for v in (f.values or [])
            if re.fullmatch(r"0x[0-9a-fA-F]+", v)
        }
        if not addrs:
            return _missing(rule, f"{device} i2c_address")
        options.append(addrs)
        used += facts[:1]
    ok = _assignable(options, set())
    reason = "distinct addresses can be assigned" if ok else "addresses collide for every setting"
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def _assignable(options: list[set[int]], taken: set[int]) -> bool:
    if not options:
        return True
    return any(_assignable(options[1:], taken | {a}) for a in options[0] - taken)


def clock_within(device: str, clock_hz: float, fld: str, evidence: Evidence) -> RuleResult:
    rule = f"interface.{fld}_within_limit"
    facts = evidence(device, fld)
    if not facts:
        return _missing(rule, f"{device} {fld}")
    limits = [(guaranteed_limit(f), f) for f in facts]
    limits = [(v, f) for v, f in limits if v is not None]
    if not limits:
        return _missing(rule, f"{device} {fld} limit")
    limit, fact = max(limits, key=lambda t: t[0])
    if fld == "data_rate" and (fact.unit or "").lower().endswith("bps"):
        needed = 2 * clock_hz  # a clock of f toggles 2f times a second
    else:
        needed = clock_hz
    ok = needed <= limit
    reason = f"{needed:.4g} {'<=' if ok else '>'} {device} limit {limit:.4g} ({fld})"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def guaranteed_limit(fact: Fact) -> float | None:
    """The guaranteed top speed: max, else a stated value, else an fmax table's min."""
    for bound in ("max", "value", "min"):
        v = si(fact, bound)
        if v is not None:
            return v
    return None


# ---------------------------------------------------------------- signals


def digital_levels(
    source: str | None,
    sink: str,
    level: float | None,
    sink_supply: float | None,
    evidence: Evidence,
    pins: set[str] | None = None,
) -> list[RuleResult]:
    """High level within the sink's input limits and above its VIH; VOL below VIL.

    ``pins`` are the signal names the question uses ("SDA", "ON/OFF"): an absolute-maximum
    row naming one of them is the limit of that line."""
    results: list[RuleResult] = []
    vih = evidence(sink, "input_high_voltage")
    high = level
    used_source: list[Fact] = []
    if high is None and source is not None:
        voh = evidence(source, "output_high_voltage")
        if voh:
            high = si(voh[0], "min") or si(voh[0], "typ") or si(voh[0], "value")
            used_source = voh[:1]
    if high is None:
        results.append(
            _missing("signal.high_level_within_input_limits", f"{source} output_high_voltage")
        )
        return results
    # maximum input: the VIH row's max (an operating limit). An absolute maximum only ever
    # fails a level; staying below it proves nothing about operation.
    max_in = bound_at(vih[0], "max", sink_supply) if vih else None
    basis = f"{sink} VIH max"
    if max_in is None:
        limit = abs_max_input_limit(sink, sink_supply, evidence, pins or set())
        if limit is not None and high > limit[0] + 1e-9:
            reason = f"high level {_fmt(high)} > {sink} absolute maximum input {_fmt(limit[0])}"
            results.append(
                RuleResult(
                    RuleOutcome("signal.high_level_within_abs_max", False, reason),
                    [limit[1], *used_source],
                )
            )
        else:
            results.append(
                _missing("signal.high_level_within_input_limits", f"{sink} maximum input voltage")
            )
    else:
        ok = high <= max_in + 1e-9
        reason = f"high level {_fmt(high)} {'<=' if ok else '>'} {basis} {_fmt(max_in)}"
        results.append(
            RuleResult(
                RuleOutcome("signal.high_level_within_input_limits", ok, reason),
                vih[:1] + used_source,
            )
        )
    if not vih:
        results.append(_missing("signal.high_level_above_vih", f"{sink} input_high_voltage"))
    if vih:
        vih_min = bound_at(vih[0], "min", sink_supply)
        if vih_min is None:
            results.append(
                _missing("signal.high_level_above_vih", f"{sink} input_high_voltage minimum")
            )
        if vih_min is not None:
            ok = high >= vih_min - 1e-9
            reason = f"high level {_fmt(high)} {'>=' if ok else '<'} {sink} VIH min {_fmt(vih_min)}"
            results.append(
                RuleResult(RuleOutcome("signal.high_level_above_vih", ok, reason), vih[:1])
            )
    if source is not None:
        vol, vil = evidence(source, "output_low_voltage"), evidence(sink, "input_low_voltage")
        if vol and vil:
            vol_max = si(vol[0], "max") or si(vol[0], "typ")
            vil_max = bound_at(vil[0], "max", sink_supply)
            if vol_max is not None and vil_max is not None:
                ok = vol_max <= vil_max + 1e-9
                reason = f"VOL {_fmt(vol_max)} {'<=' if ok else '>'} {sink} VIL max {_fmt(vil_max)}"
                results.append(
                    RuleResult(
                        RuleOutcome("signal.low_level_below_vil", ok, reason), [vol[0], vil[0]]
                    )
                )
    return results


# "−0.3 V ≤ V ≤ +Vin": a pin limit written relative to a supply in words
_RELATIVE_MAX = re.compile(r"≤\s*V\w*\s*≤\s*\+?\s*(V[A-Za-z]{1,5}\d?)\b")


def abs_max_input_limit(
    sink: str, supply: float | None, evidence: Evidence, pins: set[str]
) -> tuple[float, Fact] | None:
    """The absolute-maximum voltage of the sink's signal inputs, evaluated at its supply."""
    facts = evidence(sink, "abs_max_input_voltage")
    named = [f for f in facts if _names_pin(f.source.quote, pins)]
    generic = [
        f
        for f in facts
        if re.search(r"input|any pin|all other pins|digital|\bi/o\b", f.source.quote, re.I)
        and not re.search(r"analog|output|regout|cpout|feedback", f.source.quote, re.I)
    ]
    for fact in named or generic:
        limit = bound_at(fact, "max", supply)
        if limit is None:
            m = _RELATIVE_MAX.search(fact.source.quote)
            limit = eval_expr(m.group(1), supply_env(supply)) if m else None
        if limit is not None:
            return limit, fact
    return None


def _names_pin(quote: str, pins: set[str]) -> bool:
    return any(re.search(rf"(?<![A-Za-z]){re.escape(p)}(?![A-Za-z])", quote, re.I) for p in pins)


def analog_in_range(
    source: str,
    sink: str,
    span: tuple[float, float] | None,
    span_facts: list[Fact],
    sink_supply: float | None,
    evidence: Evidence,
    source_supply: float | None = None,
) -> RuleResult:
    rule = "analog.output_within_input_range"
    if span is None:
        return _missing(rule, f"{source} analog_output_voltage range")
    if source_supply is not None and not (
        span[0] >= -INPUT_TOLERANCE_V and span[1] <= source_supply + INPUT_TOLERANCE_V
    ):
        # an output cannot swing beyond its own supply: the facts read are inconsistent
        return _missing(
            rule,
            f"{source} output span {span[0]:.4g}..{span[1]:.4g} V beyond its own "
            f"{source_supply:g} V supply (inconsistent facts)",
        )
    ranges = evidence(sink, "analog_input_range")
    if not ranges:
        return _missing(rule, f"{sink} analog_input_range")
    fact = ranges[0]
    lo = bound_at(fact, "min", sink_supply)
    hi = bound_at(fact, "max", sink_supply)
    if hi is None:
        return _missing(rule, f"{sink} analog_input_range maximum at its supply")
    lo = 0.0 if lo is None else lo
    if sink_supply is not None and hi > sink_supply:
        # a full-scale setting ("±6.144 V") is no licence to exceed the supply: a
        # single-supply input works between ground and its supply, whatever the range says
        hi = sink_supply
    lo = max(lo, -INPUT_TOLERANCE_V) if sink_supply is not None else lo
    ok = lo - 1e-9 <= span[0] and span[1] <= hi + 1e-9
    reason = f"source {span[0]:.4g}..{span[1]:.4g} V {'within' if ok else 'outside'} {sink} input {lo:.4g}..{hi:.4g} V"
    return RuleResult(RuleOutcome(rule, ok, reason), [*span_facts, fact])


def analog_output_span(
    source: str, variant: str | None, evidence: Evidence
) -> tuple[tuple[float, float] | None, list[Fact]]:
    """The source's output swing: a stated range, or zero point +- sensitivity x range."""
    outs = evidence(source, "analog_output_voltage")
    ranged = [f for f in outs if si(f, "min") is not None and si(f, "max") is not None]
    if ranged:
        f = ranged[0]
        return (si(f, "min"), si(f, "max")), [f]  # type: ignore[return-value]
    zero = next((f for f in outs if (si(f, "value") or si(f, "typ")) is not None), None)
    sens = evidence(source, "sensitivity")
    rng = [
        f for f in evidence(source, "measurement_range") if f.min is not None and f.max is not None
    ]
    if zero is None or not sens or not rng:
        return None, []
    v0 = si(zero, "value") or si(zero, "typ")
    s = sens[0].typ if sens[0].typ is not None else sens[0].value
    if v0 is None or s is None:
        return None, []
    scale = unit_scale((sens[0].unit or "").split("/")[0])  # mV/A -> V per A
    per_unit = s * scale * 1.0 / unit_scale(rng[0].unit)
    lo, hi = v0 + per_unit * rng[0].min, v0 + per_unit * rng[0].max  # type: ignore[operator]
    return (min(lo, hi), max(lo, hi)), [zero, sens[0], rng[0]]


def combine(results: list[RuleResult]) -> str:
    """incompatible if any rule fails; insufficient if any could not be evaluated; else compatible."""
    outcomes = [r.outcome.passed for r in results]
    if not outcomes:
        return "insufficient_evidence"
    if any(p is False for p in outcomes):
        return "incompatible"
    if any(p is None for p in outcomes):
        return "insufficient_evidence"
    return "compatible"
