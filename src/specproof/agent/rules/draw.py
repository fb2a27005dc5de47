"""What loads draw and what a supply can deliver: a load's stated (or Ohm's-law) current,
a regulator's or driver's output current rating, and the check that the one covers the
other."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from specproof.agent.row_conditions import input_voltages
from specproof.agent.rules.base import Evidence, RowFilter, RuleResult, fmt, missing, si
from specproof.agent.terms import row_condition, row_text
from specproof.agent.understand.batteries import Battery
from specproof.records import Fact, RuleOutcome, SectionKind

if TYPE_CHECKING:
    from specproof.agent.rules.build import Build


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
        nominal = [f for f in facts if not hot_condition(f)]
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
    need = _supply_requirement(evidence(device, "supply_current"))
    if need is not None and best is not None and need[0] > best:
        best, used = need[0], [need[1], *used]
    return best, used


def _supply_requirement(facts: list[Fact]) -> tuple[float, Fact] | None:
    """The least current a supply must be able to give the part, a row with only a lower
    bound ("use a supply able to give more than 200mA", "Current delivered by external
    power supply 0.5 A (min)"): its bursts included, it outranks any one mode's draw."""
    least = [
        (x, f)
        for f in facts
        if (x := si(f, "min")) is not None
        and all(si(f, b) is None for b in ("max", "typ", "value"))
    ]
    return max(least, key=lambda pair: pair[0]) if least else None


_HOT = re.compile(
    r"(?:up to|over|to)\s*\+?(\d{2,3})\s*°?\s*C\b|full (?:operating )?temperature", re.I
)


def hot_condition(fact: Fact) -> bool:
    """A row stated for a hot extreme ("Operating current up to 125°C")."""
    for m in _HOT.finditer(f"{row_condition(fact.condition)} {fact.source.quote}"):
        if m.group(1) is None or float(m.group(1)) >= 70:
            return True
    return False


def current_capability(
    regulator: str,
    loads: list[str],
    evidence: Evidence,
    extra_load: float = 0.0,
    prefer: RowFilter | None = None,
    vin: float | None = None,
) -> RuleResult:
    """The regulator's output current rating covers what the loads draw (and ``extra_load``);
    fed from ``vin``, a rating the sheet states per input voltage is the one at ``vin``."""
    rule = "power.output_current_covers_loads"
    caps = evidence(regulator, "output_current")
    if not caps:
        return missing(rule, f"{regulator} output_current")
    caps = _at_input(caps, vin)
    if not caps:
        return missing(rule, f"{regulator} output_current at an input of {fmt(vin or 0, 'V')}")
    rated = next((f for f in caps if output_capability(f) is not None), None)
    if rated is None:
        return missing(rule, f"{regulator} output_current rating")
    cap = output_capability(rated)
    assert cap is not None
    if _SHARED_RATING.search(row_text(rated)):
        # "30 mA (internal + external load)": what the part itself takes of it is unstated
        return missing(rule, f"the share of the {regulator} output current left for other loads")
    drawn = _summed_draw(
        loads,
        evidence,
        lambda load: load_draw(load, evidence, prefer) or quiescent_draw(load, evidence),
    )
    if isinstance(drawn, str):
        return missing(rule, drawn)
    total, used = extra_load + drawn[0], [rated, *drawn[1]]
    ok = total <= cap
    stated = f" (with {fmt(extra_load, 'A')} of other loads)" if extra_load and loads else ""
    reason = (
        f"load {fmt(total, 'A')}{stated} {'<=' if ok else '>'} {regulator} output current "
        f"{fmt(cap, 'A')}"
    )
    return RuleResult(RuleOutcome(rule, ok, reason), used)


def _at_input(caps: list[Fact], vin: float | None) -> list[Fact]:
    """The ratings that hold at input ``vin``. A sheet rating its output current per input
    voltage ("Input voltage 3.0 V 3.7 V 4.2 V / Max. output current 1.0 A 1.5 A 2.0 A", a
    boost converter's typical table) promises nothing between its columns, and its
    unconditioned "up to 2 A" is the best column, not the one at ``vin``."""
    if vin is None:
        return caps
    stated = [(f, input_voltages(f)) for f in caps]
    if not any(spans for _f, spans in stated):
        return caps
    return [f for f, spans in stated if any(_covers(span, vin) for span in spans)]


def _covers(span: tuple[float, float], value: float) -> bool:
    low, high = span
    return low - 1e-3 <= value <= high + 1e-3


def cell_capability(
    battery: Battery, loads: list[str], evidence: Evidence, prefer: RowFilter | None = None
) -> RuleResult:
    """A cell feeding the loads (a charger fills it; the charger's rating is no limit): their
    draw within what even a small such cell delivers passes, on that stated assumption;
    above it, what this cell delivers is unknown."""
    rule = "power.output_current_covers_loads"
    unknown = "the current the cell can deliver (it feeds the loads; no sheet here rates it)"
    if battery.delivers is None or not loads:
        return missing(rule, unknown)
    drawn = _summed_draw(loads, evidence, lambda load: load_draw(load, evidence, prefer))
    if isinstance(drawn, str):
        return missing(rule, drawn)
    total, used = drawn
    if total > battery.delivers:
        return missing(rule, unknown)
    reason = (
        f"load {fmt(total, 'A')} <= {fmt(battery.delivers, 'A')} ({battery.current_assumption()})"
    )
    return RuleResult(RuleOutcome(rule, True, reason), used)


def _summed_draw(
    loads: list[str],
    evidence: Evidence,
    draw_of: Callable[[str], tuple[float, list[Fact]] | None],
) -> tuple[float, list[Fact]] | str:
    """What the loads draw together and the rows saying so, or the figure that is missing."""
    total, used = 0.0, []
    for load in loads:
        draw = draw_of(load)
        if draw is None:
            # a standby figure says nothing of what the part draws while it works
            return f"{load} operating supply_current"
        averaged = all(_AVERAGE.search(row_text(f)) for f in draw[1])
        if averaged and evidence(load, "tx_power"):
            # a radio's transmit bursts exceed its average: an average proves no supply
            return f"{load} peak supply_current (only an average is stated)"
        total += draw[0]
        used += draw[1]
    return total, used


_AVERAGE = re.compile(r"\baverage\b|\bavg\.?\b|\bmean\b", re.I)
_SHARED_RATING = re.compile(r"\binternal\s*(?:\+|and|&|plus)\s*external\b", re.I)


def output_capability(fact: Fact) -> float | None:
    """The current a supply can deliver: a stated max or value (a lone minimum is a
    minimum-load requirement, "regulates if the output current is greater than 10 mA")."""
    stated = [v for v in (si(fact, "max"), si(fact, "value")) if v is not None]
    if stated:
        return min(stated)
    if fact.min is None:
        return si(fact, "typ")
    if _MAX_CURRENT_ROW.search(f"{fact.symbol or ''} {fact.condition} {fact.source.quote}"):
        # "Maximum Output Current IOUTMAX 250 (min)": at least that much is guaranteed
        return si(fact, "min")
    return None


_MAX_CURRENT_ROW = re.compile(r"\bmax(?:imum)? output current\b|\bI_?O(?:UT)?_?\(?MAX\b", re.I)


def quiescent_draw(load: str, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """The quiescent current: what a part draws while it runs with no output load (a
    sensor's or a module's whole draw when its sheet states no other). A standby or
    shutdown current is not one: it is the part asleep."""
    for fact in evidence(load, "quiescent_current"):
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


def load_draw(
    load: str, evidence: Evidence, prefer: RowFilter | None = None
) -> tuple[float, list[Fact]] | None:
    """What a load draws: a stated supply/coil current (at the operating point the
    question names, when ``prefer`` finds its rows), else coil voltage / resistance, else
    coil power / voltage. A relay's current is read on the row of the coil voltage the
    build uses: a table of coil versions states one current per version."""
    same_row = _coil_row_current(load, evidence)
    if same_row is not None:
        return same_row
    current, facts = load_current(load, evidence, worst_case=False, prefer=prefer)
    if current is not None:
        return current, facts
    derived = coil_current(load, evidence)
    if derived is not None:
        return derived
    for volt_field, power_field in (
        ("coil_voltage", "coil_power"),
        ("supply_voltage", "power_consumption"),  # "heating consumption 750 mW" at VH 5 V
    ):
        drawn = _power_over_voltage(evidence(load, volt_field), evidence(load, power_field))
        if drawn is not None:
            return drawn
    return None


def _power_over_voltage(volts: list[Fact], power: list[Fact]) -> tuple[float, list[Fact]] | None:
    """Current = stated power / stated voltage (Ohm's law on two stated facts); the lowest
    stated voltage gives the largest current."""
    if not volts or not power:
        return None
    stated_v = [si(volts[0], b) for b in ("min", "value", "typ")]
    v = min((x for x in stated_v if x), default=None)
    w = si(power[0], "max") or si(power[0], "value") or si(power[0], "typ")
    if not v or not w:
        return None
    return w / v, [volts[0], power[0]]


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


def described_load_checks(b: Build) -> list[RuleResult]:
    """A supply of the library powering a load the question only describes ("an esp32 dev
    board that pulls ~250 ma", "a Pi 4 that needs 5.1 V at 3 A"): its current rating
    against the stated draw. The load's supply range is on no sheet, so this family never
    proves a build compatible on its own."""
    supply = b.regulators[0]
    current = current_capability(supply, [], b.evidence, sum(b.scenario.load_currents))
    voltage = missing(
        "power.output_in_load_supply_range",
        "the supply range of the load (it is described, not a part of the library)",
    )
    return [current, voltage]
