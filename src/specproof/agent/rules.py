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
from specproof.records import Fact, RuleOutcome, SectionKind, Source
from specproof.units import current_type_of, rated_load_kind

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
    drive_at: int | None = None  # where the question states that level
    bus: str | None = None  # "I2C" / "SPI" / "1-Wire"
    clock_hz: float | None = None
    ambient_c: tuple[float, float] | None = None
    humidity: float | None = None
    load_currents: list[float] = field(default_factory=list)  # amperes, stated by the user
    budget_current: float | None = None  # what a supply branch can deliver
    worst_case: bool = False
    shunt_ohm: float | None = None
    load_voltage: float | None = None  # what a switch/contact carries ("230 VAC kettle")
    load_ac: bool | None = None  # True AC, False DC, None unstated
    contact_form: str | None = None  # "NO" / "NC" when the question names the contact
    load_kind: str | None = None  # "inductive" / "motor" / "lamp" / "resistive" switched load
    drive_mode: str | None = None  # "high drive" when the question picks a pin drive mode
    # chips per device when the question puts several copies on the build ("two X-0 chips");
    # 0 when it says "several"/"multiple" without a number
    copies: dict[str, int] = field(default_factory=dict)


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
    supplies = set(env.values())
    text = re.sub(r"\(?V\+\)?", "VS", text)
    if len(supplies) == 1:
        # "VDD1+0.3", "VDDIO_x": a supply name spelt with a suffix is the one supply stated
        one = next(iter(supplies))
        # "IOVDD + 0.3", "DVDD", "VDD_IO": every supply name is that one supply
        for name in set(
            re.findall(r"\b(?:V[A-Za-z0-9_]*|[A-Za-z]{0,4}V(?:DD|CC)[A-Za-z0-9_]*)", text)
        ):
            names.setdefault(name.upper(), one)
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
        n: supply
        for n in ("VDD", "VCC", "VS", "VDDIO", "IOVDD", "VLOGIC", "VREF", "AVDD", "DVDD", "VIN")
    }


# "0.7 (VS)", "0.7×VDD", "0.3 VDD": a number that is a fraction of a supply, not volts
_SUPPLY_TOKEN = r"\(?\s*(?!V(?:DC|AC|RMS|PP)\b)(?:V\+|V[A-Z]{1,5}\d?)\s*\)?"


def ratio_of_supply(fact: Fact, value: float) -> bool:
    """The quote writes this bound as a multiple of a supply ("0.7 (VS)"), whatever the
    extraction kept: read as volts it would pass any level."""
    if fact.unit not in (None, "", "V") or not 0 < abs(value) <= 1:
        return False
    number = re.escape(f"{value:g}")
    pattern = rf"(?<![\d.]){number}0*\s*(?:×|x|\*|·)?\s*{_SUPPLY_TOKEN}(?!\s*[+\-−]\s*\d)"
    return bool(re.search(pattern, fact.source.quote))


def bound_at(fact: Fact, bound: str, supply: float | None) -> float | None:
    """A bound, numeric or symbolic (evaluated at the device's supply)."""
    value = si(fact, bound)
    if value is not None:
        if getattr(fact, f"expr_{bound}", None) is None and ratio_of_supply(fact, value):
            return value * supply if supply is not None else None
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
        names = PIN_ALIASES.get(pin.upper(), (pin.lower(),))
        pinned = [f for f in facts if _row_names_pin(f, names)]
        must_name = pin.upper() in PIN_ALIASES  # a backup pin never shares the main range
        if not pinned and (must_name or len({operating_range(f) for f in facts}) > 1):
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
    rng = _symbolic_range(fact, rng, rail)
    ok = rng[0] - 1e-9 <= rail <= rng[1] + 1e-9
    reason = f"{_fmt(rail)} {'within' if ok else 'outside'} {device} {fld} {_range_text(rng)}"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


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
PIN_ALIASES = {"VBAT": ("vbat", "backup", "battery", "vback", "vbak")}


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


def _range_text(rng: tuple[float, float]) -> str:
    lo = "-inf" if rng[0] == float("-inf") else f"{rng[0]:.4g}"
    hi = "+inf" if rng[1] == float("inf") else f"{rng[1]:.4g}"
    return f"[{lo}, {hi}] V"


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
    chosen = dropout_for_load(drops, load_a)
    assert chosen is not None
    row, exact = chosen
    drop = si(row, "max") or si(row, "typ") or si(row, "value")
    used.append(row)
    if drop is None:
        return _missing(rule, f"{regulator} dropout_voltage value")
    need = vout + drop
    ok = vin >= need
    reason = f"input {_fmt(vin)} {'>=' if ok else '<'} output {_fmt(vout)} + dropout {_fmt(drop)}"
    if ok and not exact:
        return _missing(rule, f"{regulator} dropout_voltage at {_fmt(load_a or 0.0, 'A')}")
    return RuleResult(RuleOutcome(rule, ok, reason), used)


_OWN_SUPPLY = re.compile(r"^\s*(?:V(?:CC|DD|S|IN|IO|DDIO)\w*|\(?V\+\)?)\s*$", re.I)


def follows_own_supply(fact: Fact) -> bool:
    """An output range written up to the part's own supply ("VO 0 to VCC", "0 ... VDD"):
    what a logic or signal output swings over, not a regulated voltage."""
    if fact.expr_max and _OWN_SUPPLY.match(fact.expr_max):
        return True
    return bool(re.search(r"\b0\s*(?:-|–|to|…|\.\.\.?)\s*V(?:CC|DD)\w*\b", fact.source.quote, re.I))


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


RowFilter = Callable[[list[Fact]], list[Fact]]


def load_current(
    device: str, evidence: Evidence, worst_case: bool, prefer: RowFilter | None = None
) -> tuple[float | None, list[Fact]]:
    """The largest current a device is stated to draw (max, else value; typ only when not
    worst case). ``prefer`` keeps the rows of the operating point the question names
    ("transmit at +10 dBm"): the draw there, not the largest of every mode."""
    facts = evidence(device, "supply_current")
    if prefer is not None:
        facts = prefer(facts) or facts
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


# a table-wide note ("All specifications at -40°C to +125°C ... unless otherwise noted")
# spans every row: it says nothing about one row being the hot extreme
_TABLE_NOTE = re.compile(r"unless|otherwise|all specifications|over (?:the )?recommended", re.I)


def _row_condition(fact: Fact) -> str:
    """The fact's condition without the table-wide notes it inherited."""
    return "; ".join(p for p in fact.condition.split(";") if not _TABLE_NOTE.search(p))


def _hot_condition(fact: Fact) -> bool:
    """A row stated for a hot extreme ("Operating current up to 125°C")."""
    for m in _HOT.finditer(f"{_row_condition(fact)} {fact.source.quote}"):
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
    idle_only: list[str] = []
    for load in loads:
        draw = load_draw(load, evidence)
        if draw is None:
            draw = idle_draw(load, evidence)
            if draw is None:
                return _missing(rule, f"{load} supply_current")
            idle_only.append(load)
            draw = (draw[0] * IDLE_TO_ACTIVE, draw[1])
        total += draw[0]
        used += draw[1]
    ok = total <= cap
    if idle_only and total > cap * IDLE_ONLY_MARGIN:
        # only a standby figure is stated: it may pass only with a wide margin
        return _missing(rule, f"{', '.join(idle_only)} operating supply_current")
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


# A load whose sheet states only its standby/static current: its active draw is unknown, so
# it is counted at IDLE_TO_ACTIVE times that figure and the total must stay below
# IDLE_ONLY_MARGIN of the supply's rating.
IDLE_ONLY_MARGIN = 0.5
IDLE_TO_ACTIVE = 10.0


def idle_draw(load: str, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """A standby/quiescent current, the only draw some module sheets state."""
    for fld in ("standby_current", "quiescent_current"):
        for fact in evidence(load, fld):
            value = si(fact, "max") or si(fact, "value") or si(fact, "typ")
            if value is not None:
                return value, [fact]
    return None


def coil_current(device: str, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """A relay coil draws coil voltage / coil resistance (Ohm's law on stated facts)."""
    volts, ohms = evidence(device, "coil_voltage"), evidence(device, "coil_resistance")
    # the resistance on the coil voltage's own table row is that coil's
    ohms = [f for f in ohms if volts and f.source.quote == volts[0].source.quote] or ohms
    if volts and ohms:
        v = si(volts[0], "value") or si(volts[0], "typ")
        r = min((si(f, "value") or si(f, "typ") or 0.0) for f in ohms) if ohms else None
        if v and r:
            return v / r, [volts[0], ohms[0]]
    return None


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
    r"configurable|adjustable|changeable|programmable))|\bfixed\b[^.;]{0,40}\baddress"
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


def _hex_addresses(facts: list[Fact]) -> set[int]:
    return {
        int(v, 16)
        for f in facts
        for v in (f.values or [])
        if re.fullmatch(r"0x[0-9a-fA-F]+", v.strip())
    }


def _address_plan(device: str, evidence: Evidence, statements: AddressStatements) -> _AddressPlan:
    facts = evidence(device, "i2c_address")
    addrs = _hex_addresses(facts)
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
    """The addresses one unit may take (None: unknown which one)."""
    if plan.kind == "fixed" and plan.per_version and variant is not None:
        from specproof.agent.gather import variant_matches

        hits = {a for v, a in plan.by_variant.items() if variant_matches(variant, v)}
        return hits if len(hits) == 1 else None
    return set(plan.addrs) or None


def bus_addresses(
    units: list[BusUnit], evidence: Evidence, statements: AddressStatements | None = None
) -> RuleResult:
    """Every chip on one I2C bus can answer to its own address.

    Chips of one part collide unless a pin selects the address among enough choices: an
    address fixed on the silicon (or per ordered version, for chips of one version) is the
    same on every copy. Different parts need an assignment of distinct addresses from what
    each sheet allows; a choice the sheet leaves open must work every way to pass."""
    rule = "interface.i2c_addresses_without_collision"
    statements = statements or {}
    plans = {u.device: _address_plan(u.device, evidence, statements) for u in units}
    used = [f for p in plans.values() for f in p.facts]
    counts: dict[tuple[str, str | None], int] = {}
    for u in units:
        counts[(u.device, u.variant)] = counts.get((u.device, u.variant), 0) + 1
    for device in dict.fromkeys(u.device for u in units):
        copies = [u for u in units if u.device == device]
        if len(copies) < 2:
            continue
        clash = _copies_collide(device, copies, plans[device], counts)
        if clash is not None and clash[0] is None:
            return _missing(rule, clash[1])
        if clash is not None:
            return RuleResult(RuleOutcome(rule, clash[0], clash[1]), plans[device].facts)
    options: list[list[set[int]]] = []
    for u in units:
        plan = plans[u.device]
        if not plan.addrs:
            return _missing(rule, f"{u.device} i2c_address")
        one = _unit_options(plan, u.variant)
        # a fixed per-version address whose version is not told: any one of the set
        options.append([one] if one is not None else [{a} for a in plan.addrs])
    outcomes = {_assignable(combo, set()) for combo in _combos(options)}
    if outcomes == {True}:
        return RuleResult(RuleOutcome(rule, True, "distinct addresses can be assigned"), used)
    if outcomes == {False}:
        return RuleResult(RuleOutcome(rule, False, "addresses collide for every setting"), used)
    return _missing(rule, "which address each part answers to (it decides a collision)")


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


def clock_within(
    device: str, clock_hz: float, fld: str, evidence: Evidence, supply: float | None = None
) -> RuleResult:
    """The clock within the device's limit at its supply.

    A limit stated for a supply window ("100 kHz for 1.8 V <= VCC < 2.5 V", "400 kHz (2.5V)")
    holds only inside it: at a stated supply the rows for that supply decide; with no supply
    stated the clock must meet every conditional limit to pass and exceed all to fail."""
    rule = f"interface.{fld}_within_limit"
    facts = evidence(device, fld)
    if not facts:
        return _missing(rule, f"{device} {fld}")
    # a feature bullet states the best case over all supplies ("up to 110 Mbps"); the
    # characteristic tables state what is guaranteed under each condition
    tabled = [f for f in facts if f.section != SectionKind.FEATURES]
    facts = tabled or facts
    limits = clock_limits(facts)
    if not limits:
        return _missing(rule, f"{device} {fld} limit")
    conditional = [lim for lim in limits if lim.window is not None]
    if conditional:
        return _conditional_clock(rule, device, clock_hz, fld, conditional, supply)
    best = max(limits, key=lambda lim: lim.hz)
    needed = _needed_rate(clock_hz, fld, best.fact)
    ok = needed <= best.hz
    reason = f"{needed:.4g} {'<=' if ok else '>'} {device} limit {best.hz:.4g} ({fld})"
    return RuleResult(RuleOutcome(rule, ok, reason), [best.fact])


def _needed_rate(clock_hz: float, fld: str, fact: Fact) -> float:
    if fld == "data_rate" and (fact.unit or "").lower().endswith("bps"):
        return 2 * clock_hz  # a clock of f toggles 2f times a second
    return clock_hz


def _conditional_clock(
    rule: str,
    device: str,
    clock_hz: float,
    fld: str,
    limits: list[ClockLimit],
    supply: float | None,
) -> RuleResult:
    if supply is None:
        needed = _needed_rate(clock_hz, fld, limits[0].fact)
        lowest = min(limits, key=lambda lim: lim.hz)
        highest = max(limits, key=lambda lim: lim.hz)
        if needed <= lowest.hz:
            reason = f"{needed:.4g} <= {device} limit {lowest.hz:.4g} at every stated supply"
            return RuleResult(RuleOutcome(rule, True, reason), [lowest.fact])
        if needed > highest.hz:
            reason = f"{needed:.4g} > {device} limit {highest.hz:.4g} at any stated supply"
            return RuleResult(RuleOutcome(rule, False, reason), [highest.fact])
        return _missing(rule, f"{device} supply voltage (its {fld} limit depends on it)")
    applies = [lim for lim in limits if lim.window is not None and lim.window.holds(supply)]
    if not applies:
        return _missing(rule, f"{device} {fld} limit at {_fmt(supply)}")
    best = max(applies, key=lambda lim: lim.hz)
    needed = _needed_rate(clock_hz, fld, best.fact)
    ok = needed <= best.hz
    reason = (
        f"{needed:.4g} {'<=' if ok else '>'} {device} limit {best.hz:.4g} at {_fmt(supply)} "
        f"supply ({best.window.text()})"
    )
    return RuleResult(RuleOutcome(rule, ok, reason), [best.fact])


def guaranteed_limit(fact: Fact) -> float | None:
    """The guaranteed top speed: max, else a stated value, else an fmax table's min."""
    for bound in ("max", "value", "min"):
        v = si(fact, bound)
        if v is not None:
            return v
    return None


# ---------------------------------------------------------------- signals


@dataclass(slots=True)
class DriveLevel:
    """The high level on a line: what the VIH check may count on (``guaranteed``) and the
    highest it can reach (``highest``, for the receiver's maximum-input check)."""

    guaranteed: float | None
    highest: float | None
    facts: list[Fact] = field(default_factory=list)
    what: str = ""


def drive_level(
    source: str | None,
    level: float | None,
    source_supply: float | None,
    evidence: Evidence,
    source_level: tuple[float, Fact] | None = None,
) -> DriveLevel:
    """A stated level ("3.3 V logic", pull-ups to 5 V) wins; else the source's VOH row
    (symbolic bounds at its supply); else the interface level its sheet states in words
    ("Interface level: 3.3 V"); else an output range written up to its own supply ("VO 0 to
    VCC") bounds the highest level but guarantees no minimum; else the level is unknown."""
    if level is not None:
        return DriveLevel(level, level, [], "stated level")
    if source is None:
        return DriveLevel(None, None, [], "")
    voh = evidence(source, "output_high_voltage")
    if voh:
        fact = voh[0]
        low = bound_at(fact, "min", source_supply)
        mid = si(fact, "typ") if si(fact, "typ") is not None else si(fact, "value")
        top = bound_at(fact, "max", source_supply)
        guaranteed = low if low is not None else mid
        # the highest level: a stated max or single level; a row with only a minimum can
        # swing up to the source's own supply
        value = si(fact, "value")
        highest = next((v for v in (top, value, source_supply, mid, low) if v is not None), None)
        return DriveLevel(guaranteed, highest, [fact], f"{source} VOH")
    if source_level is not None:
        return DriveLevel(source_level[0], source_level[0], [source_level[1]], f"{source} level")
    swing = [f for f in evidence(source, "output_voltage") if follows_own_supply(f)]
    if swing and source_supply is not None:
        top = bound_at(swing[0], "max", source_supply)
        # a push-pull output reaches its own rail: that is its highest level
        return DriveLevel(
            None, top if top is not None else source_supply, swing[:1], f"{source} VOH"
        )
    # no output level stated: the source's supply bounds it but does not say it reaches it
    return DriveLevel(None, None, [], f"{source} output_high_voltage")


# "Interface level: 3.3V", "UART-TXD (TTL level 3.3V)", "I/O voltage level: 1.8 V": the level a
# module's serial/logic pins work at, stated in words instead of a VOH row
_LEVEL_STATEMENT = re.compile(
    r"\b(?:interface|i/?o|signal|output|logic|communication|uart|serial|port)\s+"
    r"(?:voltage\s+)?levels?\s*(?:is\s+)?[:：=]?\s*(\d(?:\.\d+)?)\s*V\b"
    r"|\b(?:TTL|CMOS)\s+levels?\s*[:：(（]?\s*(\d(?:\.\d+)?)\s*V\b",
    re.I,
)


@dataclass(slots=True)
class LevelStatement:
    volts: float
    sentence: str
    page: int = 0


def level_statements(text: str, page: int = 0) -> list[LevelStatement]:
    """The interface level a sheet states in words, one per line or sentence."""
    out: list[LevelStatement] = []
    for line in re.split(r"\n|(?<=[.;!?])\s+", text):
        flat = " ".join(line.split())
        for m in _LEVEL_STATEMENT.finditer(flat):
            if re.search(r"toleran|level[- ]?(?:conver|shift|translat)", flat[: m.start()], re.I):
                continue  # "needs a level shifter for 5 V": another part's level
            out.append(LevelStatement(float(m[1] or m[2]), flat, page))
    return out


def level_fact(device: str, doc: str, statement: LevelStatement) -> Fact:
    """A citation for a stated interface level."""
    return Fact(
        device=device,
        field="output_high_voltage",
        source=Source(doc, statement.page, statement.sentence),
        value=statement.volts,
        si_value=statement.volts,
        unit="V",
        raw=f"{statement.volts:g} V",
        condition="interface level stated in the text",
        section=SectionKind.OTHER,
        extractor="rules.level",
    )


def digital_levels(
    source: str | None,
    sink: str,
    level: float | None,
    sink_supply: float | None,
    evidence: Evidence,
    pins: set[str] | None = None,
    source_supply: float | None = None,
    tolerances: list[tuple[Tolerance, Fact]] | None = None,
    source_level: tuple[float, Fact] | None = None,
) -> list[RuleResult]:
    """High level within the sink's input limits and above its VIH; VOL below VIL.

    ``pins`` are the signal names the question uses ("SDA", "ON/OFF"): an absolute-maximum
    row naming one of them is the limit of that line. ``tolerances`` are the sink sheet's
    "(not) 5 V tolerant" statements."""
    results: list[RuleResult] = []
    vih = evidence(sink, "input_high_voltage")
    drive = drive_level(source, level, source_supply, evidence, source_level)
    if drive.highest is None:
        results.append(
            _missing("signal.high_level_within_input_limits", f"{source} output_high_voltage")
        )
        return results
    results.append(
        _max_input_check(sink, drive, vih, sink_supply, evidence, pins or set(), tolerances or [])
    )
    results.append(_vih_check(sink, drive, vih, sink_supply))
    if source is not None:
        low = _low_level_check(source, sink, sink_supply, evidence)
        if low is not None:
            results.append(low)
    return results


def _max_input_check(
    sink: str,
    drive: DriveLevel,
    vih: list[Fact],
    sink_supply: float | None,
    evidence: Evidence,
    pins: set[str],
    tolerances: list[tuple[Tolerance, Fact]],
) -> RuleResult:
    """The highest level never above what the receiver's inputs accept.

    Order: a "not N V tolerant" statement fails a level of N V or more; the VIH row's max
    (an operating limit) decides; a level at or below the receiver's own supply is inside
    any CMOS input range; an absolute maximum only ever fails a level (staying below it
    proves nothing about operation); no known limit is insufficient, never a pass."""
    rule = "signal.high_level_within_input_limits"
    high = drive.highest
    assert high is not None
    for statement, fact in tolerances:
        beyond_supply = sink_supply is None or statement.volts > sink_supply + 1e-9
        if not statement.tolerant and beyond_supply and high >= statement.volts - 0.05:
            reason = (
                f"high level {_fmt(high)}: {sink} inputs are not {statement.volts:g} V tolerant"
            )
            return RuleResult(RuleOutcome(rule, False, reason), [fact, *drive.facts])
    max_in = bound_at(vih[0], "max", sink_supply) if vih else None
    if max_in is not None:
        ok = high <= max_in + 1e-9
        reason = f"high level {_fmt(high)} {'<=' if ok else '>'} {sink} VIH max {_fmt(max_in)}"
        return RuleResult(RuleOutcome(rule, ok, reason), vih[:1] + drive.facts)
    limit = abs_max_input_limit(sink, sink_supply, evidence, pins)
    if limit is not None and high > limit[0] + 1e-9:
        reason = f"high level {_fmt(high)} > {sink} absolute maximum input {_fmt(limit[0])}"
        return RuleResult(
            RuleOutcome("signal.high_level_within_abs_max", False, reason), [limit[1], *drive.facts]
        )
    for statement, fact in tolerances:
        if statement.tolerant and high <= statement.volts + 1e-9:
            reason = f"high level {_fmt(high)}: {sink} inputs are {statement.volts:g} V tolerant"
            return RuleResult(RuleOutcome(rule, True, reason), [fact, *drive.facts])
    characterised = vih[:1] or ([limit[1]] if limit is not None else [])
    if characterised and sink_supply is not None and high <= sink_supply + 1e-9:
        # the sheet characterises its inputs, and a level at or below the receiver's own
        # supply lies inside any CMOS input range (VIH max and abs max sit at or above it)
        reason = f"high level {_fmt(high)} <= {sink} own supply {_fmt(sink_supply)}"
        return RuleResult(RuleOutcome(rule, True, reason), characterised + drive.facts)
    return _missing(rule, f"{sink} maximum input voltage")


def _vih_check(
    sink: str, drive: DriveLevel, vih: list[Fact], sink_supply: float | None
) -> RuleResult:
    rule = "signal.high_level_above_vih"
    high = drive.guaranteed
    if high is None:
        return _missing(
            rule, f"guaranteed high level ({drive.what or 'source output_high_voltage'})"
        )
    vih_min = bound_at(vih[0], "min", sink_supply) if vih else None
    if vih_min is None:
        if sink_supply is not None and high >= sink_supply - 1e-9:
            # a line high at the receiver's own supply is above any VIH it states
            reason = f"high level {_fmt(high)} >= {sink} own supply {_fmt(sink_supply)}"
            return RuleResult(RuleOutcome(rule, True, reason), list(drive.facts))
        return _missing(rule, f"{sink} input_high_voltage minimum")
    ok = high >= vih_min - 1e-9
    reason = f"high level {_fmt(high)} {'>=' if ok else '<'} {sink} VIH min {_fmt(vih_min)}"
    return RuleResult(RuleOutcome(rule, ok, reason), vih[:1] + drive.facts)


def _low_level_check(
    source: str, sink: str, sink_supply: float | None, evidence: Evidence
) -> RuleResult | None:
    vol, vil = evidence(source, "output_low_voltage"), evidence(sink, "input_low_voltage")
    if not (vol and vil):
        return None
    vol_max = si(vol[0], "max") or si(vol[0], "typ")
    vil_max = bound_at(vil[0], "max", sink_supply)
    if vol_max is None or vil_max is None:
        return None
    ok = vol_max <= vil_max + 1e-9
    reason = f"VOL {_fmt(vol_max)} {'<=' if ok else '>'} {sink} VIL max {_fmt(vil_max)}"
    return RuleResult(RuleOutcome("signal.low_level_below_vil", ok, reason), [vol[0], vil[0]])


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
        if re.search(
            r"input|any (?:pin|gpio|i/?o)|all other pins|digital|\bi/?o\b|gpio",
            f.source.quote,
            re.I,
        )
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


# ---------------------------------------------------------------- supply conditions

# A supply named in a condition: VCC, VDD, V+, VBAT, VDDIO, "supply voltage".
_SUPPLY_NAME = r"(?:V\+|V(?:CC|DD|S|IN|BAT|DDIO|IO|LOGIC)[A-Z0-9]{0,3}\b|supply(?: voltage)?)"
_NUM = r"(\d+(?:\.\d+)?)"
_LESS = r"(≤|<=|=<|<)"
_MORE = r"(≥|>=|=>|>)"


@dataclass(frozen=True, slots=True)
class Window:
    """The supply voltages a conditional limit holds for."""

    lo: float = float("-inf")
    hi: float = float("inf")
    lo_open: bool = False
    hi_open: bool = False

    def holds(self, volts: float) -> bool:
        above = volts > self.lo + 1e-9 if self.lo_open else volts >= self.lo - 1e-9
        below = volts < self.hi - 1e-9 if self.hi_open else volts <= self.hi + 1e-9
        return above and below

    def text(self) -> str:
        lo = "" if self.lo == float("-inf") else f"{self.lo:g} V {'<' if self.lo_open else '<='} "
        hi = "" if self.hi == float("inf") else f" {'<' if self.hi_open else '<='} {self.hi:g} V"
        return f"{lo}supply{hi}"


def _norm_cond(text: str) -> str:
    return text.replace("−", "-").replace("–", "-").replace("\u2009", " ")


def supply_window(text: str) -> Window | None:
    """The supply window a condition states ("1.8V ≤ VCC < 2.5V", "VDD ≥ 2.7 V",
    "VCC = 1.8 V to 2.5 V", "supply below 2.5 V"); None for a single test point
    ("VDD = 3.3 V"), which characterises a row rather than restricting it."""
    t = _norm_cond(text)
    m = re.search(
        _NUM
        + r"\s*V?\s*"
        + _LESS
        + r"\s*"
        + _SUPPLY_NAME
        + r"\s*"
        + _LESS
        + r"\s*"
        + _NUM
        + r"\s*V",
        t,
        re.I,
    )
    if m:
        return Window(float(m[1]), float(m[4]), m[2] == "<", m[3] == "<")
    m = re.search(
        _SUPPLY_NAME + r"\s*=\s*" + _NUM + r"\s*V?\s*(?:to|-|~|…)\s*" + _NUM + r"\s*V", t, re.I
    )
    if m:
        return Window(float(m[1]), float(m[2]))
    lo = re.search(_SUPPLY_NAME + r"\s*" + _MORE + r"\s*" + _NUM + r"\s*V", t, re.I)
    hi = re.search(_SUPPLY_NAME + r"\s*" + _LESS + r"\s*" + _NUM + r"\s*V", t, re.I)
    words_hi = re.search(
        _SUPPLY_NAME + r"\s*(?:is\s*)?(?:below|under|less than|lower than)\s*" + _NUM + r"\s*V",
        t,
        re.I,
    )
    words_lo = re.search(
        _SUPPLY_NAME
        + r"\s*(?:is\s*)?(?:above|over|greater than|at least|of at least)\s*"
        + _NUM
        + r"\s*V",
        t,
        re.I,
    )
    if not (lo or hi or words_lo or words_hi):
        return None
    window = Window()
    if lo:
        window = Window(float(lo[2]), window.hi, lo[1] == ">", window.hi_open)
    elif words_lo:
        window = Window(float(words_lo[1]), window.hi, "at least" not in words_lo[0], False)
    if hi:
        window = Window(window.lo, float(hi[2]), window.lo_open, hi[1] == "<")
    elif words_hi:
        window = Window(window.lo, float(words_hi[1]), window.lo_open, True)
    return window


@dataclass(slots=True)
class ClockLimit:
    hz: float
    window: Window | None
    fact: Fact


# "support for 100 kHz (1.8V) and 400 kHz (2.5V)", "400 kHz at 2.5 V": a speed step per supply
_SPEED_STEP = re.compile(
    r"(\d+(?:\.\d+)?)\s*(k|M)?Hz\s*(?:\(\s*(?:at\s*|@\s*)?(?:V\w*\s*[=≥]\s*)?(\d+(?:\.\d+)?)\s*V\s*\)"
    r"|(?:at|@|with)\s*(?:V\w*\s*[=≥]\s*)?(\d+(?:\.\d+)?)\s*V\b)",
    re.I,
)


def speed_steps(quote: str) -> list[tuple[float, Window]]:
    """Clock speeds a sentence ties to supply voltages: each holds from its voltage up to the
    next step's (a faster speed stated at a higher supply is not allowed below it)."""
    steps = []
    for m in _SPEED_STEP.finditer(_norm_cond(quote)):
        hz = float(m[1]) * {"k": 1e3, "m": 1e6, None: 1.0}[(m[2] or "").lower() or None]
        steps.append((float(m[3] or m[4]), hz))
    steps.sort()
    out: list[tuple[float, Window]] = []
    for i, (volts, hz) in enumerate(steps):
        nxt = steps[i + 1][0] if i + 1 < len(steps) else float("inf")
        out.append((hz, Window(volts, nxt, False, nxt != float("inf"))))
    return out


def clock_limits(facts: list[Fact]) -> list[ClockLimit]:
    """Each fact's guaranteed top speed with the supply window it holds for (if any)."""
    out: list[ClockLimit] = []
    for fact in facts:
        steps = speed_steps(fact.source.quote)
        if steps:
            out += [ClockLimit(hz, window, fact) for hz, window in steps]
            continue
        hz = guaranteed_limit(fact)
        if hz is not None:
            out.append(ClockLimit(hz, supply_window(fact.condition), fact))
    return out


# ---------------------------------------------------------------- input tolerance statements

_TOLERANT = re.compile(
    r"\b(?:(not|non)[- ]?)?(?:be\s+)?(\d+(?:\.\d+)?)\s*V[- ]?tolerant"
    r"|\bnot\s+tolerant\s+(?:of|to)\s+(\d+(?:\.\d+)?)\s*V\b",
    re.I,
)
_LEVEL_SHIFT = re.compile(r"level[- ]?(?:conver|shift|translat)", re.I)


@dataclass(slots=True)
class Tolerance:
    """A sheet's statement that its inputs do (or do not) tolerate a voltage."""

    volts: float
    tolerant: bool
    sentence: str
    page: int = 0


def tolerance_statements(text: str, page: int = 0) -> list[Tolerance]:
    """ "the IO is not 5 V tolerant", "5V-tolerant inputs", "5 V TTL IO needs level conversion",
    "when the host IO is 5 V a level shifter must be added"."""
    out: list[Tolerance] = []
    for sentence in re.split(r"(?<=[.;!?])\s+|\n\s*\n|\n(?=\s*[•\-\u2022])", text):
        flat = " ".join(sentence.split())
        for m in _TOLERANT.finditer(flat):
            volts = float(m[2] or m[3])
            negated = bool(m[1] or m[3]) or bool(re.search(r"\bnot\s+$", flat[: m.start()][-12:]))
            out.append(Tolerance(volts, not negated, flat, page))
        shift = _LEVEL_SHIFT.search(flat)
        if shift and not _TOLERANT.search(flat):
            # the voltage that needs shifting is named just before ("5 V TTL IO needs level
            # conversion", "when the host IO is 5 V, a level converter must be added")
            window = flat[max(0, shift.start() - 40) : shift.start()]
            for v in re.findall(r"(\d+(?:\.\d+)?)\s*V\b", window):
                out.append(Tolerance(float(v), False, flat, page))
    return out


def tolerance_fact(device: str, doc: str, statement: Tolerance) -> Fact:
    """A citation for a tolerance statement (no number is claimed beyond the sentence)."""
    return Fact(
        device=device,
        field="abs_max_input_voltage",
        source=Source(doc, statement.page, statement.sentence),
        raw=statement.sentence,
        condition=("tolerant of " if statement.tolerant else "not tolerant of ")
        + f"{statement.volts:g} V",
        section=SectionKind.OTHER,
        extractor="rules.tolerance",
    )


# ---------------------------------------------------------------- switches and loads

_VGS_TEST = re.compile(r"V_?GS\s*=\s*[-+]?\s*(\d+(?:\.\d+)?)\s*V", re.I)


def gate_drive(mosfet: str, gate_level: float, evidence: Evidence) -> list[RuleResult]:
    """A logic level on a MOSFET gate: above the worst-case threshold to conduct at all, and
    at or above a VGS its RDS(on) is specified at to be "fully on"; within the gate rating."""
    out: list[RuleResult] = []
    rule = "switch.gate_above_threshold"
    th = evidence(mosfet, "gate_threshold_voltage")
    vth = next((v for f in th if (v := si(f, "max")) is not None), None)
    if vth is None:
        out.append(_missing(rule, f"{mosfet} gate_threshold_voltage maximum"))
    else:
        fact = next(f for f in th if si(f, "max") is not None)
        ok = gate_level >= vth - 1e-9
        reason = f"gate {_fmt(gate_level)} {'>=' if ok else '<'} {mosfet} VGS(th) max {_fmt(vth)}"
        out.append(RuleResult(RuleOutcome(rule, ok, reason), [fact]))
    out.append(_rds_on_specified(mosfet, gate_level, evidence))
    gate_max = _gate_rating(mosfet, evidence)
    if gate_max is not None and gate_level > gate_max[0] + 1e-9:
        reason = f"gate {_fmt(gate_level)} > {mosfet} VGS rating {_fmt(gate_max[0])}"
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
        return _missing(rule, f"{mosfet} on_resistance with its VGS test condition")
    lowest, fact = min(tested, key=lambda t: t[0])
    if gate_level >= lowest - 1e-9:
        reason = (
            f"gate {_fmt(gate_level)} >= {_fmt(lowest)}, the lowest VGS RDS(on) is specified at"
        )
        return RuleResult(RuleOutcome(rule, True, reason), [f for _, f in tested])
    # below every tested VGS the sheet guarantees no on-resistance: not proven either way
    return _missing(
        rule, f"{mosfet} RDS(on) at VGS = {gate_level:g} V (lowest tested {lowest:g} V)"
    )


def _gate_rating(mosfet: str, evidence: Evidence) -> tuple[float, Fact] | None:
    for fact in evidence(mosfet, "abs_max_input_voltage"):
        if re.search(r"gate|V_?GS", f"{fact.symbol or ''} {fact.source.quote}", re.I):
            top = si(fact, "max")
            if top is None and si(fact, "value") is not None:
                top = abs(si(fact, "value") or 0.0)
            if top is not None:
                return top, fact
    return None


def drain_voltage_rating(mosfet: str, volts: float, evidence: Evidence) -> RuleResult:
    rule = "switch.drain_source_voltage_rating"
    facts = evidence(mosfet, "drain_source_voltage")
    rated = [(v, f) for f in facts if (v := si(f, "max") or si(f, "value")) is not None]
    if not rated:
        return _missing(rule, f"{mosfet} drain_source_voltage")
    limit, fact = min(rated, key=lambda t: t[0])
    ok = volts <= limit + 1e-9
    reason = f"switched {_fmt(volts)} {'<=' if ok else '>'} {mosfet} VDS rating {_fmt(limit)}"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def load_draw(load: str, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """What a load draws: a stated supply/coil current, else coil voltage / resistance,
    else coil power / voltage. A relay's current is read on the row of the coil voltage
    the build uses: a table of coil versions states one current per version."""
    same_row = _coil_row_current(load, evidence)
    if same_row is not None:
        return same_row
    current, facts = load_current(load, evidence, worst_case=False)
    if current is not None:
        return current, facts
    derived = coil_current(load, evidence)
    if derived is not None:
        return derived
    volts, power = evidence(load, "coil_voltage"), evidence(load, "coil_power")
    if volts and power:
        v = si(volts[0], "value") or si(volts[0], "typ")
        w = si(power[0], "max") or si(power[0], "value") or si(power[0], "typ")
        if v and w:
            return w / v, [volts[0], power[0]]
    return None


def _coil_row_current(load: str, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """The current stated on the same table row as the coil voltage that ranks first
    ("05 | 71.4 mA | 70 Ω" beside "03 | 150 mA | 20 Ω")."""
    volts = evidence(load, "coil_voltage")
    if not volts:
        return None
    row = volts[0]

    def on_row(fld: str) -> list[Fact]:
        return [
            f
            for f in evidence(load, fld)
            if f.source.page == row.source.page and f.source.quote == row.source.quote
        ]

    for fact in on_row("supply_current"):
        amps = si(fact, "value") or si(fact, "max") or si(fact, "typ")
        if amps:
            return amps, [fact]
    return None


def pin_drive_covers_load(
    source: str, load: str, evidence: Evidence, prefer: str | None = None
) -> RuleResult:
    """A pin's source/sink current rating against what the load draws.

    A drive row "min 6 typ 9 max 14 mA" guarantees its minimum; a limit row "max 20 mA"
    allows its maximum. Fail above every stated figure; pass at or below the guaranteed one."""
    rule = "power.pin_current_covers_load"
    draw = load_draw(load, evidence)
    if draw is None:
        return _missing(rule, f"{load} current draw")
    need, load_facts = draw
    rows = evidence(source, "output_current")
    if prefer:
        preferred = [f for f in rows if prefer.lower() in f"{f.condition} {f.source.quote}".lower()]
        rows = preferred or rows
    if not rows:
        return _missing(rule, f"{source} output_current")
    stated = [v for f in rows for v in (si(f, "min"), si(f, "typ"), si(f, "max"), si(f, "value"))]
    numbers = [v for v in stated if v is not None]
    if not numbers:
        return _missing(rule, f"{source} output_current value")
    most = max(numbers)
    if need > most + 1e-12:
        reason = f"load {_fmt(need, 'A')} > {source} pin current {_fmt(most, 'A')}"
        return RuleResult(RuleOutcome(rule, False, reason), [*load_facts, *rows[:2]])
    guaranteed = [
        si(f, "min") if si(f, "min") is not None else (si(f, "max") or si(f, "value")) for f in rows
    ]
    sure = max((g for g in guaranteed if g is not None), default=None)
    if sure is not None and need <= sure + 1e-12:
        reason = f"load {_fmt(need, 'A')} <= {source} guaranteed pin current {_fmt(sure, 'A')}"
        return RuleResult(RuleOutcome(rule, True, reason), [*load_facts, *rows[:2]])
    return _missing(rule, f"{source} guaranteed pin current for {_fmt(need, 'A')}")


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
    if not any(kinds.values()):
        return rows, True  # no load-kind ratings: the one rating is all there is
    wanted = {"resistive": ("resistive", None), "motor": ("motor",)}.get(kind, (kind,))
    own = [f for f in rows if kinds[id(f)] in wanted]
    if not own and kind == "motor":
        own = [f for f in rows if kinds[id(f)] == "inductive"]  # a motor is an inductive load
    return (own, True) if own else (rows, False)


def _form_text(fact: Fact) -> str:
    """Where a rating's contact form is read: its condition when that names one (a quote
    "16 A (NO) / 8 A (NC)" holds both forms' values), else condition and quote."""
    cond = fact.condition or ""
    return cond if _NO.search(cond) or _NC.search(cond) else _ctx(fact)


def _form_split(low: Fact, high: Fact, form: str | None) -> bool:
    """The lowest and highest rows are for different contact forms the question left open."""
    if form:
        return False
    tags = [(bool(_NO.search(_form_text(f))), bool(_NC.search(_form_text(f)))) for f in (low, high)]
    return tags[0] != tags[1]


def _ctx(fact: Fact) -> str:
    return f"{fact.condition} {fact.source.quote}"


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
        rows, settles = _kind_rows(rows, kind if fld == "contact_current" else None)
        rated = [(v, f) for f in rows if (v := si(f, "max") or si(f, "value")) is not None]
        if not rated:
            what = f"{relay} {fld}" + (
                f" for {'AC' if ac else 'DC'}" if facts and ac is not None else ""
            )
            out.append(_missing(rule, what))
            continue
        out.append(_rating_outcome(rule, relay, fld, need, unit, rated, settles, form))
    return out


def _rating_outcome(
    rule: str,
    relay: str,
    fld: str,
    need: float,
    unit: str,
    rated: list[tuple[float, Fact]],
    settles: bool,
    form: str | None,
) -> RuleResult:
    low, high = min(rated, key=lambda t: t[0]), max(rated, key=lambda t: t[0])
    if need > high[0] + 1e-9:
        reason = f"load {_fmt(need, unit)} > {relay} {fld} rating {_fmt(high[0], unit)}"
        return RuleResult(RuleOutcome(rule, False, reason), [high[1]])
    if not settles:
        return _missing(rule, f"{relay} {fld} rating for this kind of load")
    if need <= low[0] + 1e-9:
        reason = f"load {_fmt(need, unit)} <= {relay} {fld} rating {_fmt(low[0], unit)}"
        return RuleResult(RuleOutcome(rule, True, reason), [low[1]])
    if _form_split(low[1], high[1], form):
        return _missing(rule, f"{relay} {fld} rating for this load (rows disagree)")
    reason = f"load {_fmt(need, unit)} > {relay} {fld} rating {_fmt(low[0], unit)}"
    return RuleResult(RuleOutcome(rule, False, reason), [low[1]])


_TEST_CURRENT = re.compile(
    r"I_?(?:OUT|O|LOAD|L)\s*=\s*(\d+(?:\.\d+)?)\s*(m|µ|u)?A\b|\bat\s*(\d+(?:\.\d+)?)\s*(m|µ|u)?A\b",
    re.I,
)


def test_current(fact: Fact) -> float | None:
    """The load current a dropout row is stated at ("IOUT = 300 mA", "at 500 mA")."""
    m = _TEST_CURRENT.search(_ctx(fact))
    if not m:
        return None
    number, prefix = (m[1], m[2]) if m[1] else (m[3], m[4])
    return float(number) * {"m": 1e-3, "µ": 1e-6, "u": 1e-6}.get((prefix or "").lower(), 1.0)


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
