"""Signal rules: logic levels against input thresholds and limits, input tolerance stated in
words, and an analog output inside an analog input's range.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from specproof.agent.io_supply import logic_supply
from specproof.agent.rules.base import (
    Evidence,
    RuleResult,
    bound_at,
    eval_expr,
    fmt,
    follows_own_supply,
    missing,
    si,
    supply_env,
    unit_scale,
)
from specproof.agent.rules.build import Build
from specproof.agent.rules.draw import load_current
from specproof.agent.rules.level_words import (
    Tolerance,
    level_fact,
    level_statements,
    tolerance_fact,
    tolerance_statements,
)
from specproof.agent.understand.record import Scenario
from specproof.records import Fact, RuleOutcome

INPUT_TOLERANCE_V = 0.3  # an input with no stated maximum: its supply + 0.3 V at most


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
        # rows per supply ("VCC = 4.5 V 4.4", "6 V 5.9"): the one at the source's supply
        fact = next((f for f in voh if _holds_supply(f, source_supply)), voh[0])
        low = bound_at(fact, "min", source_supply)
        mid = si(fact, "typ") if si(fact, "typ") is not None else si(fact, "value")
        top = bound_at(fact, "max", source_supply)
        guaranteed = low if low is not None else mid
        if guaranteed is not None and source_supply is not None:
            # an output never rises above its own supply, whatever a row at another says
            guaranteed = min(guaranteed, source_supply)
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
    vih = rows_for_pins(evidence(sink, "input_high_voltage"), pins or set())
    drive = drive_level(source, level, source_supply, evidence, source_level)
    if drive.highest is None:
        capped = _above_source_supply(source, sink, vih, sink_supply, source_supply, evidence)
        results.append(
            capped
            or missing("signal.high_level_within_input_limits", f"{source} output_high_voltage")
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


def _above_source_supply(
    source: str | None,
    sink: str,
    vih: list[Fact],
    sink_supply: float | None,
    source_supply: float | None,
    evidence: Evidence,
) -> RuleResult | None:
    """No VOH row, but a driven output never rises above its own supply: a receiver whose
    VIH at its supply lies above that supply never sees a high (a 3.3 V counter clocking a
    74HC part at 6 V). An open-drain output rises to wherever its pull-up goes."""
    if source is None or source_supply is None or not vih:
        return None
    stages = " ".join(v for f in evidence(source, "output_signal_type") for v in f.values or [])
    if "open" in stages.lower():
        return None
    spread = _vih_spread(vih, sink_supply)
    need = spread[0] if spread else bound_at(vih[0], "min", sink_supply)
    if need is None or need <= source_supply + 0.05:
        return None
    reason = (
        f"high level at most {fmt(source_supply)} ({source}'s own supply) < {sink} VIH min "
        f"{fmt(need)}"
    )
    outcome = RuleOutcome("signal.high_level_above_vih", False, reason)
    return RuleResult(outcome, _row_at(vih, sink_supply))


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
            reason = f"high level {fmt(high)}: {sink} inputs are not {statement.volts:g} V tolerant"
            return RuleResult(RuleOutcome(rule, False, reason), [fact, *drive.facts])
    max_in = bound_at(vih[0], "max", sink_supply) if vih else None
    limit = abs_max_input_limit(sink, sink_supply, evidence, pins)
    beyond_abs = limit is not None and high > limit[0] + 1e-9
    ok = max_in is not None and high <= max_in + 1e-9
    # (a VIH max above the absolute maximum does not lift it: "VIH up to 6 V" beside "SCL
    # (GND - 0.3) to (VS + 0.3)" at VS = 3.3 V still stops at 3.6 V)
    if max_in is not None and not (ok and beyond_abs):
        reason = f"high level {fmt(high)} {'<=' if ok else '>'} {sink} VIH max {fmt(max_in)}"
        return RuleResult(RuleOutcome(rule, ok, reason), vih[:1] + drive.facts)
    if limit is not None and beyond_abs:
        reason = f"high level {fmt(high)} > {sink} absolute maximum input {fmt(limit[0])}"
        return RuleResult(
            RuleOutcome("signal.high_level_within_abs_max", False, reason), [limit[1], *drive.facts]
        )
    for statement, fact in tolerances:
        if statement.tolerant and high <= statement.volts + 1e-9:
            reason = f"high level {fmt(high)}: {sink} inputs are {statement.volts:g} V tolerant"
            return RuleResult(RuleOutcome(rule, True, reason), [fact, *drive.facts])
    characterised = _row_at(vih, sink_supply) or ([limit[1]] if limit is not None else [])
    if characterised and sink_supply is not None and high <= sink_supply + 1e-9:
        # the sheet characterises its inputs, and a level at or below the receiver's own
        # supply lies inside any CMOS input range (VIH max and abs max sit at or above it)
        reason = f"high level {fmt(high)} <= {sink} own supply {fmt(sink_supply)}"
        return RuleResult(RuleOutcome(rule, True, reason), characterised + drive.facts)
    return missing(rule, f"{sink} maximum input voltage")


def _vih_check(
    sink: str, drive: DriveLevel, vih: list[Fact], sink_supply: float | None
) -> RuleResult:
    rule = "signal.high_level_above_vih"
    high = drive.guaranteed
    if high is None:
        return missing(
            rule, f"guaranteed high level ({drive.what or 'source output_high_voltage'})"
        )
    vih_min = bound_at(vih[0], "min", sink_supply) if vih else None
    spread = _vih_spread(vih, sink_supply)
    if spread is not None and sink_supply is not None and high >= sink_supply - 1e-9:
        # a line high at the receiver's own supply is above any VIH it has
        reason = f"high level {fmt(high)} >= {sink} own supply {fmt(sink_supply)}, above its VIH at its supply"
        return RuleResult(RuleOutcome(rule, True, reason), _row_at(vih, sink_supply) + drive.facts)
    if spread is not None and spread[0] - 1e-9 <= high < spread[1] - 1e-9:
        # rows per supply ("2 V 1.5", "4.5 V 3.15", "6 V 4.2") that none ties to this
        # receiver's supply: a level between their VIH values proves nothing either way
        return missing(
            rule, f"{sink} VIH at its supply (rows state {fmt(spread[0])} to {fmt(spread[1])})"
        )
    if spread is not None:
        vih_min = spread[1] if high >= spread[1] - 1e-9 else spread[0]
        ok = high >= vih_min - 1e-9
        reason = (
            f"high level {fmt(high)} {'>=' if ok else '<'} {sink} VIH min {fmt(vih_min)} "
            "(its VIH at its supply, from the rows stated per supply)"
        )
        return RuleResult(RuleOutcome(rule, ok, reason), _row_at(vih, sink_supply) + drive.facts)
    if vih_min is None:
        if sink_supply is not None and high >= sink_supply - 1e-9:
            # a line high at the receiver's own supply is above any VIH it states
            reason = f"high level {fmt(high)} >= {sink} own supply {fmt(sink_supply)}"
            # the line's VIH row (its bound written in a supply the rule cannot evaluate)
            # is still the row this judges: cite it
            return RuleResult(RuleOutcome(rule, True, reason), vih[:1] + drive.facts)
        return missing(rule, f"{sink} input_high_voltage minimum")
    ok = high >= vih_min - 1e-9
    reason = f"high level {fmt(high)} {'>=' if ok else '<'} {sink} VIH min {fmt(vih_min)}"
    return RuleResult(RuleOutcome(rule, ok, reason), vih[:1] + drive.facts)


def _vih_spread(vih: list[Fact], sink_supply: float | None) -> tuple[float, float] | None:
    """The VIH the receiver needs at its supply, as the lowest and highest it can be, when
    its rows disagree (None when they agree). Rows stated per supply ("VDD=3.7V 2.6",
    "4.5 V 3.15") pick the rows at the receiver's supply; between two stated supplies the
    VIH lies between theirs (it grows with the supply); beyond the last, on one side only."""
    rows = [(v, f) for f in vih if (v := bound_at(f, "min", sink_supply)) is not None]
    if sink_supply is not None:
        placed = [(v, span, f) for v, f in rows if (span := row_supply(f)) is not None]
        at_rows = [(v, f) for v, (lo, hi), f in placed if lo - 0.05 <= sink_supply <= hi + 0.05]
        # (a sibling version's row beside the part's own: "74HCT595 ... 2.0" by "3.15")
        at = [v for v, f in at_rows if not f.variant] or [v for v, _ in at_rows]
        below = [(hi, v) for v, (lo, hi), _ in placed if hi < sink_supply - 0.05]
        above = [(lo, v) for v, (lo, hi), _ in placed if lo > sink_supply + 0.05]
        if at:
            return (min(at), max(at))
        if below or above:
            low = max(below)[1] if below else min(v for v, _ in rows)
            high = min(above)[1] if above else float("inf")
            return (low, high)
    mins = [v for v, _ in rows]
    return (min(mins), max(mins)) if mins and max(mins) - min(mins) > 1e-6 else None


# the supply a VIH row is stated at: "VDD=3.7V", "VCC = 4.5 V to 5.5 V", a leading "2 V"
_ROW_SUPPLY = re.compile(
    r"\bV(?:CC|DD|S|IO)\w{0,3}\s*=\s*(\d+(?:\.\d+)?)\s*V?(?:\s*(?:to|…|~)\s*(\d+(?:\.\d+)?)\s*V)?",
    re.I,
)
_LEADING_SUPPLY = re.compile(
    r"^\s*(?:VIH\s+)?(\d+(?:\.\d+)?)\s*V(?:\s*to\s*(\d+(?:\.\d+)?)\s*V)?\s+[-+]?\d", re.I
)


def _row_at(rows: list[Fact], supply: float | None) -> list[Fact]:
    """The row to cite among rows stated per supply: the one at the receiver's supply, else
    the nearest below it (the bound the level was held to), else the first."""
    if supply is None:
        return rows[:1]
    placed = [(span, f) for f in rows if (span := row_supply(f))]
    at = [f for f in rows if _holds_supply(f, supply)]
    below = [(hi, f) for (_, hi), f in placed if hi < supply]
    if at:
        return at[:1]
    return [max(below, key=lambda b: b[0])[1]] if below else rows[:1]


def _holds_supply(fact: Fact, supply: float | None) -> bool:
    """The row is stated at the supply (within 50 mV of the supplies it names)."""
    span = row_supply(fact)
    return supply is not None and span is not None and span[0] - 0.05 <= supply <= span[1] + 0.05


def row_supply(fact: Fact) -> tuple[float, float] | None:
    own = fact.condition.split(";")[0]  # (the row's own words, not its table's note)
    quote = fact.source.quote
    m = _ROW_SUPPLY.search(quote) or _LEADING_SUPPLY.search(quote) or _ROW_SUPPLY.search(own)
    if m is None:
        return None
    lo = float(m.group(1))
    return lo, float(m.group(2)) if m.group(2) else lo


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
    reason = f"VOL {fmt(vol_max)} {'<=' if ok else '>'} {sink} VIL max {fmt(vil_max)}"
    load = _SINK_LOAD.search(f"{vol[0].condition} {vol[0].source.quote}")
    if not ok and load:
        # a VOL stated while the pin sinks milliamps: a logic input draws far less, and the
        # sheet states no VOL at so small a load, so the row fails no such line
        reason += f" at the row's {load.group(0)}; a logic input sinks far less"
        return RuleResult(RuleOutcome("signal.low_level_below_vil", None, reason), [vol[0], vil[0]])
    return RuleResult(RuleOutcome("signal.low_level_below_vil", ok, reason), [vol[0], vil[0]])


def _stated_low_check(
    sink: str, low: float, sink_supply: float | None, evidence: Evidence, pins: set[str]
) -> list[RuleResult]:
    """The low level the question states for the driving output ("mcu output low <= 0.4
    V") at most the receiver's VIL max, read at the receiver's supply."""
    vil = rows_for_pins(evidence(sink, "input_low_voltage"), pins)
    top = bound_at(vil[0], "max", sink_supply) if vil else None
    if top is None:
        return [missing("signal.low_level_below_vil", f"{sink} input_low_voltage maximum")]
    ok = low <= top + 1e-9
    reason = f"stated low {fmt(low)} {'<=' if ok else '>'} {sink} VIL max {fmt(top)}"
    return [RuleResult(RuleOutcome("signal.low_level_below_vil", ok, reason), vil[:1])]


# the current an output row's level is stated at: "IOL = 6 mA", "IOL=8mA"
_SINK_LOAD = re.compile(r"\bI_?OL\s*=\s*\d+(?:\.\d+)?\s*mA\b", re.I)


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
    limits = [(x, f) for f in named or generic if (x := _input_max(f, supply)) is not None]
    if named and limits:
        # every pin on the line must survive it: the lowest of their limits ("SDA 6 V"
        # beside "SCL (VS + 0.3)" stops at 3.6 V on a 3.3 V supply)
        return min(limits, key=lambda pair: pair[0])
    return limits[0] if limits else None


def _input_max(fact: Fact, supply: float | None) -> float | None:
    limit = bound_at(fact, "max", supply)
    if limit is None:
        m = _RELATIVE_MAX.search(fact.source.quote)
        limit = eval_expr(m.group(1), supply_env(supply)) if m else None
    return limit


# "RXCAN Pin", "SCK, CS, SI, TXnRTS Pins": a row that states which pins it is for (a pin
# name has two capitals; "Input pins", "GPIO pins" name every pin)
_PIN_NAME = r"(?!GPIO|I/?O\b)(?=\w*[A-Z]\w*[A-Z])\w+"
_PIN_LABEL = re.compile(rf"\b{_PIN_NAME}(?:\s*,\s*{_PIN_NAME})*\s+(?i:pins?)\b")


def rows_for_pins(facts: list[Fact], pins: set[str]) -> list[Fact]:
    """A threshold table may give one row per group of pins ("RXCAN Pin 2 V", "SCK, CS, SI
    Pins 0.7 VDD"): on a line whose pins are known, the rows naming them; else only rows
    that name no pin, since another pin's row says nothing of this line's inputs."""
    if not pins:
        return facts
    named = [f for f in facts if _names_pin(f"{f.condition} {f.source.quote}", pins)]
    if named:
        return named
    return [f for f in facts if not _PIN_LABEL.search(f"{f.condition} {f.source.quote}")]


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
        return missing(rule, f"{source} analog_output_voltage range")
    if source_supply is not None and not (
        span[0] >= -INPUT_TOLERANCE_V and span[1] <= source_supply + INPUT_TOLERANCE_V
    ):
        # an output cannot swing beyond its own supply: the facts read are inconsistent
        return missing(
            rule,
            f"{source} output span {span[0]:.4g}..{span[1]:.4g} V beyond its own "
            f"{source_supply:g} V supply (inconsistent facts)",
        )
    ranges = evidence(sink, "analog_input_range")
    if not ranges:
        return missing(rule, f"{sink} analog_input_range")
    fact = ranges[0]
    lo = bound_at(fact, "min", sink_supply)
    hi = bound_at(fact, "max", sink_supply)
    if hi is None:
        return missing(rule, f"{sink} analog_input_range maximum at its supply")
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


# ---------------------------------------------------------------- families


def logic_level_checks(b: Build) -> list[RuleResult]:
    """Each receiving part's inputs against the level that drives them: the stated level
    (a pull-up, "3.3 V logic"), else the driving part's own output level."""
    sc, w = b.scenario, b.wiring
    pins = set(w.signal_pins)
    pulled_bus = bool(sc.bus and sc.drive_level is not None and b.asks.pull_up)
    middles: list[str] = []
    moving = False  # the lone receiver's thresholds move with a supply the question states
    if pulled_bus:
        # every device on a pulled-up bus receives the pull-up level on its bus pins
        sources: list[str] = []
        sinks = list(w.parts)
        if sc.bus == "I2C":
            pins |= {"SDA", "SCL"}
    else:
        sources, sinks = list(w.sources), list(w.sinks)
        lone = _lone_receiver(b, pins) if not sinks else None
        if lone is not None:
            # "will the X see 12 V signals as a 1?": the one part takes the stated level. (A
            # part whose own supply is stated too has thresholds that move with it: which
            # row holds at that supply is more than its input rows tell, so only a failure
            # or a row tied to no supply is conclusive)
            sinks, sources = [lone], [s for s in sources if s != lone]
            moving = supply_of(sc, lone) is not None
        middles = [d for d in w.intermediaries if d not in sinks]
        if middles and sc.drive_level is not None:
            # "use X to pass a 5 V signal to Y": X's input takes the stated level, X's
            # output drives Y
            sinks = middles[:1] + sinks
    if not sinks:
        reason = "could not tell which device receives the signal"
        return [RuleResult(RuleOutcome("signal.roles", None, reason))]
    out = []
    level_checked = False
    for sink in sinks:
        source = (
            None if sink in middles else next((s for s in middles + sources if s != sink), None)
        )
        level = _level_for(b, source, sink, middles, pulled_bus)
        level_checked = level_checked or level is not None
        sink_supply = logic_supply(sc.pins.get(sink, {})) or supply_of(sc, sink)
        out += digital_levels(
            source,
            sink,
            level,
            sink_supply or _fed_output(b, sink),
            b.evidence,
            pins,
            _source_supply(b, source),
            b.sheets(sink, tolerance_statements, tolerance_fact),
            source_level(b, source) if source and level is None else None,
        )
        if pulled_bus and sc.drive_level is not None:
            out += _pullup_limit(sink, sc.drive_level, b.evidence)
        if sc.drive_low is not None and level is not None and (source is None or pulled_bus):
            out += _stated_low_check(sink, sc.drive_low, sink_supply, b.evidence, pins)
    if sc.drive_level is not None and not level_checked:
        # the stated level drives some input of the build; which one was not understood, so
        # it was checked against none: never a pass
        what = f"which part receives the {sc.drive_level:g} V level"
        out.append(missing("signal.stated_level_receiver", what))
    return _unproven_at_supply(out, sinks[0]) if moving else out


def _lone_receiver(b: Build, pins: set[str]) -> str | None:
    """The build's one part, when it takes the level the question states."""
    sc, w = b.scenario, b.wiring
    if len(b.parts) != 1 or sc.drive_level is None:
        return None
    lone = b.parts[0]
    # (a part whose output the question names drives the level, it does not take it,
    # unless its input is named too: "its tx/rx to a 5v arduino")
    if lone in w.named_sources and not _INPUT_PINS & set(w.signal_pins):
        return None
    # a part given no supply of its own; one wired "straight to a 5 V Arduino" (the level
    # is stated at it); or "can a 5 V Arduino drive the DI, DE and RE pins of an X that runs
    # from 3.3 V?" (a level from outside the library onto inputs the question names)
    if supply_of(sc, lone) is None or lone in w.level_at_sink or _names_its_inputs(b, lone, pins):
        return lone
    return None


def _unproven_at_supply(results: list[RuleResult], sink: str) -> list[RuleResult]:
    """A receiver whose thresholds move with its stated supply (VIH = 1.5 V at 2 V, 4.2 V
    at 6 V): a level above its limits fails it, but clearing a VIH row stated at another
    supply proves nothing (a level at or above its own supply clears any VIH it has)."""
    rule = "signal.high_level_above_vih"
    return [
        missing(rule, f"{sink} VIH at its stated supply")
        if r.outcome.rule == rule
        and r.outcome.passed
        and "VIH at its supply" not in r.outcome.reason
        and "own supply" not in r.outcome.reason
        else r
        for r in results
    ]


def _names_its_inputs(b: Build, part: str, pins: set[str]) -> bool:
    """The question names the part's inputs, and the level comes from outside the library
    (no part of it owns the level): "drive the S0-S2 select inputs of an X"."""
    if part in b.wiring.level_owners or not pins:
        return False
    rows = b.evidence(part, "input_high_voltage")
    return bool(pins & _INPUT_PINS) or any(
        _names_pin(f"{f.condition} {f.source.quote}", pins) for f in rows
    )


_INPUT_PINS = frozenset({"RX", "RXD", "DIN", "SDI", "MOSI", "SDA", "SCL", "IN"})


def _level_for(
    b: Build, source: str | None, sink: str, middles: list[str], pulled_bus: bool
) -> float | None:
    """The stated level, when it is the one on this line."""
    if source in middles:
        return None  # the part in the middle drives the far end with its own output
    w = b.wiring
    named = source in w.named_sources and source not in w.level_owners
    if source is not None and not pulled_bus and sink not in w.level_at_sink and named:
        # the question names this source's output ("X's output drives Y"), and "a 5 V
        # sensor" set the level of another line than this one
        return None
    return b.scenario.drive_level


def _source_supply(b: Build, source: str | None) -> float | None:
    if source is None:
        return None
    sc = b.scenario
    return sc.rails.get(source, sc.regulator_input.get(source)) or _fed_output(b, source)


def _fed_output(b: Build, device: str) -> float | None:
    """The output of the one regulator that feeds the part ("a 74HC595 supplied from an
    AMS1117-3.3"): its rail, when the question states none of its own."""
    sc = b.scenario
    if not b.powering or len(b.regulators) != 1 or device not in b.loads:
        return None
    regulator = b.regulators[0]
    return sc.regulator_output.get(regulator, sc.named_outputs.get(regulator))


def supply_of(sc: Scenario, device: str) -> float | None:
    supply = sc.rails.get(device, sc.regulator_input.get(device))
    if supply is None and device in sc.pins:
        supply = next(iter(sc.pins[device].values()))
    return supply


def source_level(b: Build, source: str) -> tuple[float, Fact] | None:
    """The level a source's sheet states for its interface ("Interface level: 3.3 V",
    "TXD (TTL level 3.3V)"), when every such statement agrees."""
    found = b.sheets(source, level_statements, level_fact)
    volts = {round(st.volts, 3) for st, _ in found}
    if len(volts) != 1:
        return None
    return found[0][0].volts, found[0][1]


_PULLUP_ROW = re.compile(r"pull-?up voltage|\bV_?PU\b", re.I)


def _pullup_limit(device: str, level: float, evidence: Evidence) -> list[RuleResult]:
    """A sheet's recommended pull-up voltage row ("VPU ... max 3.6 V") bounds the bus level."""
    for fld in (
        "io_supply_voltage",
        "supply_voltage",
        "input_high_voltage",
        "abs_max_input_voltage",
    ):
        for fact in evidence(device, fld):
            if not _PULLUP_ROW.search(f"{fact.symbol or ''} {fact.source.quote}"):
                continue
            top = si(fact, "max")
            if top is None:
                continue
            ok = level <= top + 1e-9
            reason = (
                f"pull-up {level:g} V {'<=' if ok else '>'} {device} pull-up voltage max {top:g} V"
            )
            return [
                RuleResult(RuleOutcome("signal.pullup_voltage_within_limit", ok, reason), [fact])
            ]
    return []


def analog_checks(b: Build) -> list[RuleResult]:
    """An analog output's span inside the receiving part's analog input range."""
    sc, w, evidence = b.scenario, b.wiring, b.evidence
    sources, sinks = list(w.sources), list(w.sinks)
    if not sinks:
        sinks = [d for d in w.parts if evidence(d, "analog_input_range")]
        sources = [d for d in sources if d not in sinks]
    if not sinks or not sources:
        return [RuleResult(RuleOutcome("analog.roles", None, "could not tell source and sink"))]
    source, sink = sources[0], sinks[0]
    variant = next(iter(w.variants.get(source, ())), None)
    span, facts = analog_output_span(source, variant, evidence)
    supply = sc.rails.get(sink)
    if supply is None and sink in sc.pins:
        supply = next(iter(sc.pins[sink].values()))
    source_supply = sc.rails.get(source)
    return [analog_in_range(source, sink, span, facts, supply, evidence, source_supply)]


def shunt_checks(b: Build) -> list[RuleResult]:
    """Load current x shunt resistance within the sense amplifier's input range."""
    rule = "analog.shunt_voltage_within_input_range"
    evidence = b.evidence
    sense = [d for d in b.parts if evidence(d, "analog_input_range")]
    loads = [d for d in b.parts if d not in sense]
    if not sense or not loads:
        return [missing(rule, "sense input range or load current")]
    current, used = load_current(loads[0], evidence, worst_case=True)
    if current is None:
        return [missing(rule, f"{loads[0]} maximum supply_current")]
    ranges = evidence(sense[0], "analog_input_range")
    hi = si(ranges[0], "max")
    if hi is None:
        return [missing(rule, f"{sense[0]} input range maximum")]
    volts = current * (b.scenario.shunt_ohm or 0.0)
    ok = volts <= hi
    reason = f"shunt voltage {volts * 1e3:.4g} mV {'<=' if ok else '>'} {sense[0]} input range {hi * 1e3:.4g} mV"
    return [RuleResult(RuleOutcome(rule, ok, reason), [*used, ranges[0]])]
