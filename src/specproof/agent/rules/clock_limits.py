"""Clock limits of a bus part: plain limits, limits per access kind or bus mode, and
limits that hold only at some supplies ("100 kHz for 1.8 V <= VCC < 2.5 V", "3.6 MHz at
VDD = 5 V, 1.35 MHz at VDD = 2.7 V"), read against the build's supply."""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.row_conditions import Fixed, stated_for_another
from specproof.agent.rules.base import Evidence, RuleResult, fmt, guaranteed_limit, missing
from specproof.agent.rules.signal import row_supply
from specproof.records import Fact, RuleOutcome, SectionKind


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
        return missing(rule, f"{device} {fld}")
    # a feature bullet states the best case over all supplies ("up to 110 Mbps"); the
    # characteristic tables state what is guaranteed under each condition
    tabled = [f for f in facts if f.section != SectionKind.FEATURES]
    facts = tabled or facts
    limits = clock_limits(facts)
    if not limits:
        return missing(rule, f"{device} {fld} limit")
    conditional = [lim for lim in limits if lim.window is not None]
    if conditional:
        return _conditional_clock(rule, device, clock_hz, fld, conditional, supply)
    points = [(v, lim) for lim in limits if (v := _test_point(lim.fact)) is not None]
    if supply is not None and any(abs(v - supply) > 1e-6 for v, _ in points):
        # the sheet states the limit per test supply: a row naming none lost its supply
        return _between_test_points(rule, device, clock_hz, fld, points, supply)
    best = max(limits, key=lambda lim: lim.hz)
    needed = _needed_rate(clock_hz, fld, best.fact)
    lowest = _lowest_alternative(limits, best, supply)
    if fld == "spi_clock_frequency" and lowest.hz < needed <= best.hz:
        # an SPI part's limits by access kind ("10 MHz with delays, 6.5 MHz burst without",
        # "50 MHz for Read Data, 104 MHz for the rest"): between them the kind decides
        reason = (
            f"{needed:.4g} is within {device}'s limit for some accesses only "
            f"({lowest.hz:.4g} to {best.hz:.4g}, {fld})"
        )
        return RuleResult(RuleOutcome(rule, None, reason), [lowest.fact, best.fact])
    ok = needed <= best.hz
    if ok and needed > 0 and fld == "i2c_clock_frequency":
        # limits per I2C bus mode (standard, fast, high-speed): the clock runs in the
        # slowest mode that carries it, and that mode's row is the evidence (an SPI part's
        # limits per access kind are not modes: the access made picks the row)
        best = min((lim for lim in limits if lim.hz >= needed), key=lambda lim: lim.hz)
    reason = f"{needed:.4g} {'<=' if ok else '>'} {device} limit {best.hz:.4g} ({fld})"
    return RuleResult(RuleOutcome(rule, ok, reason), [best.fact])


def _test_point(fact: Fact) -> float | None:
    """The one supply a row is measured at ("VDD = 5V"), as the signal rules read it."""
    span = row_supply(fact)
    return span[0] if span is not None and span[0] == span[1] else None


def _between_test_points(
    rule: str,
    device: str,
    clock_hz: float,
    fld: str,
    points: list[tuple[float, ClockLimit]],
    supply: float,
) -> RuleResult:
    """Limits stated at test supplies ("3.6 MHz at VDD = 5 V", "1.35 MHz at VDD = 2.7 V"),
    the build's supply between or beside them: a part's clock limit does not fall as its
    supply rises (an assumption, said), so the limit at a lower stated supply is one the
    build's supply meets too, and one at a higher supply is one it cannot beat."""
    needed = _needed_rate(clock_hz, fld, points[0][1].fact)
    at = [lim for v, lim in points if abs(v - supply) < 1e-6]
    if at:
        best = max(at, key=lambda lim: lim.hz)
        ok = needed <= best.hz
        reason = f"{needed:.4g} {'<=' if ok else '>'} {device} limit {best.hz:.4g} at {fmt(supply)}"
        return RuleResult(RuleOutcome(rule, ok, reason), [best.fact])
    below = [(v, lim) for v, lim in points if v < supply]
    above = [(v, lim) for v, lim in points if v > supply]
    said = "assumed: a clock limit does not fall as the supply rises; the sheet states none at"
    if below:
        v, lim = max(below, key=lambda p: (p[0], p[1].hz))
        if needed <= lim.hz:
            reason = (
                f"{needed:.4g} <= {device} limit {lim.hz:.4g} at {fmt(v)}, below its "
                f"{fmt(supply)} supply ({said} {fmt(supply)})"
            )
            return RuleResult(RuleOutcome(rule, True, reason), [lim.fact])
    if above:
        v, lim = min(above, key=lambda p: (p[0], -p[1].hz))
        if needed > lim.hz:
            reason = (
                f"{needed:.4g} > {device} limit {lim.hz:.4g} at {fmt(v)}, above its "
                f"{fmt(supply)} supply ({said} {fmt(supply)})"
            )
            return RuleResult(RuleOutcome(rule, False, reason), [lim.fact])
    return missing(rule, f"{device} {fld} limit at {fmt(supply)}")


def _lowest_alternative(
    limits: list[ClockLimit], best: ClockLimit, supply: float | None
) -> ClockLimit:
    """The lowest limit the part may be held to: rows for another stated supply left out
    ("1.0 MHz at VDD = 2.7 V" when it runs at 5 V), and a row far below the best (another
    clock of the part, misread as the bus's) no alternative."""
    if supply is not None:
        at = [Fixed(f"{supply:g} V", supply, "voltage")]
        limits = [lim for lim in limits if stated_for_another(lim.fact, at) is None] or [best]
    near = [lim for lim in limits if lim.hz >= best.hz / 10]
    return min(near or [best], key=lambda lim: lim.hz)


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
        return missing(rule, f"{device} supply voltage (its {fld} limit depends on it)")
    applies = [lim for lim in limits if lim.window is not None and lim.window.holds(supply)]
    if not applies:
        return missing(rule, f"{device} {fld} limit at {fmt(supply)}")
    best = max(applies, key=lambda lim: lim.hz)
    needed = _needed_rate(clock_hz, fld, best.fact)
    ok = needed <= best.hz
    reason = (
        f"{needed:.4g} {'<=' if ok else '>'} {device} limit {best.hz:.4g} at {fmt(supply)} "
        f"supply ({best.window.text()})"
    )
    return RuleResult(RuleOutcome(rule, ok, reason), [best.fact])


# A supply named in a condition: VCC, VDD, V+, VBAT, VDDIO, "supply voltage".
# (a rail's name with a prefix letter, "EVDD0", "AVDD", "DVCC", is a supply too)
_SUPPLY_NAME = (
    r"(?:V\+|\b[ADEIP]?V(?:CC|DD|S|IN|BAT|DDIO|IO|LOGIC)[A-Z0-9]{0,3}\b|supply(?: voltage)?)"
)

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
            # the row's own line first: a condition inherited from the row above may
            # state another mode's window ("Standard mode, 1.6 V <= EVDD0" over "Fast
            # mode plus, 2.7 V <= EVDD0")
            window = supply_window(fact.source.quote) or supply_window(fact.condition)
            out.append(ClockLimit(hz, window, fact))
    return out


# ---------------------------------------------------------------- families
