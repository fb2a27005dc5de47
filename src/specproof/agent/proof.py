"""A "compatible" verdict as a complete proof.

The rules say what they checked; this module says whether that was *enough*. A build is
called compatible only when

* every quantity the question states about the build (a rail, a load current, a clock, a
  temperature) was compared with a datasheet value by some check;
* every part the question names took part in a check that passed;
* a part that powers another had its current capability compared with the load's draw;
* a bus clock asked for several parties ("both", "master and slave") was checked for each;
* the question raises no concern that no rule family covers (ripple, power sequencing,
  an unpowered part on a live bus, inrush, ESD, thermal dissipation, …).

Each shortfall is a :class:`Gap`; the workflow adds one "unknown" check per gap, so the
verdict becomes "insufficient evidence" and the answer says what is missing. A failed
check still makes a build incompatible: a gap never hides a failure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from specproof.agent.rules.base import RuleResult, operating_range
from specproof.agent.rules.build import Build
from specproof.agent.understand.asks import BUS_TO_A_HOST, asking_part
from specproof.agent.understand.concerns import Concern, raised_concerns
from specproof.agent.understand.quantities import SPREAD_SIGN, Stated, numbers_with_units
from specproof.agent.understand.record import Question, Scenario
from specproof.agent.understand.wiring import board_mentions
from specproof.tokens import has_digit, names_word


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 0.01 * max(abs(a), abs(b)) or (a == 0 and b == 0)


def compared(stated: Stated, reasons: Iterable[str], conditions: Iterable[str] = ()) -> bool:
    """Some evaluated check compared this quantity: its number appears in a check's reason,
    or with its unit in the condition of a row a check used ("fmax at VCC = 4.5 V")."""
    for reason in reasons:
        for number, si_value, dim in numbers_with_units(reason):
            if not _same_kind(dim, stated):
                continue  # "25 °C" is no comparison of "25 Vpp"
            if _close(number, stated.si) or (si_value is not None and _close(si_value, stated.si)):
                return True
            if si_value is None and _close(number, stated.number):
                return True
    for condition in conditions:
        for _, si_value, dim in numbers_with_units(condition):
            if si_value is not None and _same_kind(dim, stated) and _close(si_value, stated.si):
                return True
    return False


# a spread the build must keep or passes on: "good to ±50 ppm", "swings +-1v" (a "±15 V
# supply" is a dual rail, "over ±20 A" a range: both are levels a check compares)
_SPREAD_ASKED = re.compile(
    r"\b(?:to|within|better than|swings?|swinging)\s+" + SPREAD_SIGN + r"\s?\d", re.I
)


def _spread_compared(reasons: Iterable[str]) -> bool:
    """A spread is compared only by a check that states one: a range check that holds
    "50 ppm" inside "10..1000 ppm" says nothing about "good to ±50 ppm"."""
    return any("±" in reason for reason in reasons)


def _same_kind(dimension: str | None, stated: Stated) -> bool:
    """A number of the stated quantity's kind, or one whose kind either side leaves open."""
    return dimension is None or not stated.dimension or dimension == stated.dimension


# ---------------------------------------------------------------- the proof


@dataclass(frozen=True, slots=True)
class Gap:
    """Why the checks that ran do not prove the build compatible."""

    concern: str
    detail: str


_BOTH = re.compile(r"\bboth\b|\beach\b|\bevery\b|\ball\b|\bmaster\b|\bhost\b|\bcontroller\b", re.I)
_CURRENT_RULE = re.compile(r"current")


# a rating's kind, not what it rates: "power.mounted_peak_output_current_covers_load" rates
# the output current as "power.output_current_covers_load" does
_RATING_KINDS = ("mounted_", "total_", "peak_")


def _rated(rule: str) -> str:
    family, _, name = rule.partition(".")
    for kind in _RATING_KINDS:  # in the order rule names write them
        name = name.removeprefix(kind)
    return f"{family}.{name}"


def voided_by_concerns(question: Question, results: list[RuleResult]) -> list[RuleResult]:
    """Failed checks a raised concern makes moot: "two modules in parallel for 6 A" is not
    refused by one module's 3 A rating, steady or peak. They become unknown, naming the
    concern."""
    voids = {prefix: c.name for c in question.concerns for prefix in c.voids}
    out = []
    for r in results:
        rated = _rated(r.outcome.rule)
        moot = next((n for p, n in voids.items() if rated.startswith(p)), None)
        if moot and r.outcome.passed is False:
            why = f"{r.outcome.reason} (one part's rating; the question asks about {moot})"
            r = r.rejudged(None, why)
        out.append(r)
    return out


def beside_the_question(
    question: Question, results: list[RuleResult], build: Build | None = None
) -> list[RuleResult]:
    """Failed checks of parts the asking sentence leaves out ("..., an MQ-3 on the board.
    Does the BH1750 wiring meet its reset needs?"), when it names some: the build around
    the asked parts is told in passing, often without what powers it, and its failures
    answer another question. They become unknown, so the verdict can only abstain."""
    wiring = (question.scenario or Scenario()).wiring
    asking = asking_part(question.text).lower()
    if names_word(asking, "both", "all", "each", "every", "everything", "they", "them", "their"):
        return results  # the asking sentence takes in every part
    # the parts it names by name ("will it heat?" names none: "it" may be any part)
    asked = {m.device for m in question.devices if _named_in(m.text, asking)} & set(wiring.parts)
    feeding = set(wiring.named_supplies) | set(wiring.supplying) | set(wiring.powered_from)
    if build is not None:
        # (the parts that do power another: "sample an ACS712 output" supplies nothing)
        feeding = set(build.regulators) | suppliers(build)
    others = set(wiring.parts) - asked - feeding
    # ("will the pcf8574 read 3.3 V highs?": a part no sheet covers is the one asked about)
    unknown_asked = any(name.lower() in asking for name in question.unknown_devices)
    if not (asked or unknown_asked) or not others:
        return results
    out = []
    for r in results:
        # (a supplier's check on a part not asked about, "the regulator's output outside
        # the ACS712's range" when the MCP3008 is asked, is beside it too; a supplier's
        # own check, its headroom, stays)
        beside = not any(_mentions(r, d) for d in asked)
        if r.outcome.passed is False and beside and any(_mentions(r, d) for d in others):
            r = r.rejudged(None, f"{r.outcome.reason} (a part the question does not ask about)")
        out.append(r)
    return out


def _named_in(written: str, asking: str) -> bool:
    """The asking sentence names the part as written, or by the end of its number ("the
    hct595" of a "74HCT595")."""
    name = written.lower()
    tails = [w.strip("?.,!:;()") for w in asking.split()]
    return name in asking or any(len(w) >= 4 and has_digit(w) and name.endswith(w) for w in tails)


def proof_gaps(question: Question, results: list[RuleResult], suppliers: set[str]) -> list[Gap]:
    """What a "compatible" still lacks; empty when the checks prove it. ``suppliers`` are
    the parts that power another part of the build."""
    scenario = question.scenario or Scenario()
    evaluated = [r for r in results if r.outcome.passed is not None]
    reasons = [r.outcome.reason for r in evaluated]
    rows = [f"{f.condition} {f.source.quote}" for r in evaluated for f in r.facts]
    gaps = [
        Gap("stated quantity", f"the {s.text} the question states was compared with nothing")
        for s in question.quantities
        if not compared(s, reasons, rows)
        or (s.spread and _SPREAD_ASKED.search(question.text) and not _spread_compared(reasons))
    ]
    gaps += [
        Gap(c.name, f"no check settled {c.name}" if c.settled_by else f"no rule decides {c.name}")
        for c in question.concerns
        if not _settled(c, evaluated)
    ]
    gaps += _row_requirements(evaluated, {c.name for c in question.concerns})
    gaps += _unchecked_parts(scenario, evaluated)
    gaps += _signal_without_level_check(question.text, scenario, evaluated)
    gaps += _power_without_current(scenario, evaluated, suppliers)
    gaps += _load_in_words(question.text, evaluated)
    gaps += _part_named_by_kind(question, " ".join(rows).lower())
    gaps += _board_of_a_part(question)
    gaps += _clock_of_every_party(question.text, scenario, evaluated)
    gaps += _bus_partner_unknown(question, scenario)
    gaps += _tolerance_asked(question.text, evaluated)
    if scenario.unlisted_converter:
        gaps.append(
            Gap(
                "converter",
                f"no sheet here states the limits or efficiency of '{scenario.unlisted_converter}'",
            )
        )
    return gaps


# "share the I2C bus with my OLED display", "on the same bus as a sensor"
_SHARED_BUS = re.compile(
    r"\bshar\w*\b[^.?]{0,30}\bbus\b[^.?]{0,10}\bwith\b|\bsame (?:i2c |i²c |spi )?bus as\b", re.I
)


def _bus_partner_unknown(question: Question, scenario: Scenario) -> list[Gap]:
    """A bus shared with a part the library has no sheet for: its address and levels are
    unknown, so the checks of the one part named prove nothing about the pair."""
    named = {m.device for m in question.devices} | set(scenario.wiring.parts)
    chips = sum(scenario.copies.get(p, 1) for p in named)
    if not _SHARED_BUS.search(question.text) or chips >= 2:
        return []  # two parts named, or copies of one ("three X sensors on one bus")
    return [Gap("bus partner", "the other device on the bus is not in the library")]


def _settled(concern: Concern, evaluated: list[RuleResult]) -> bool:
    """A check of the rule family that decides the concern passed (none decides most)."""
    prefix = concern.settled_by
    return prefix is not None and any(
        r.outcome.passed and r.outcome.rule.startswith(prefix) for r in evaluated
    )


def _row_requirements(evaluated: list[RuleResult], asked: set[str]) -> list[Gap]:
    """A supply row that sets more than its range ("VDD 1.71 3.6 V, ripple max. 50 mVpp")
    is met only when that requirement is too: a concern it raises that no passing check
    settled leaves the proof open, as if the question had raised it."""
    gaps: list[Gap] = []
    for result in evaluated:
        for fact in result.facts:
            if not fact.field.endswith("supply_voltage"):
                continue
            for concern in raised_concerns(f"{fact.condition} {fact.source.quote}"):
                if concern.question_only:
                    continue
                raised = asked | {g.concern for g in gaps}
                if not _settled(concern, evaluated) and concern.name not in raised:
                    detail = f"the {fact.device} supply row also sets {concern.name}: {fact.condition or fact.source.quote}"
                    gaps.append(Gap(concern.name, detail))
    return gaps


def level_gaps(build: Build, results: list[RuleResult]) -> list[Gap]:
    """Parts on one bus at different supplies talk in different levels: "an MCP2515 at 5 V
    on an ESP32's SPI bus" is proven only by a level check, not by the bus and the rails.
    A part whose rail is not stated counts as different when its supply range excludes the
    rail stated for another part."""
    sc = build.scenario
    if sc.bus not in ("I2C", "SPI", "UART") or len(build.parts) < 2:
        return []
    if any(r.outcome.passed and r.outcome.rule.startswith("signal.") for r in results):
        return []
    stated = {p: sc.rails[p] for p in build.parts if sc.rails.get(p) is not None}
    if not stated:
        return []
    apart = len(set(stated.values())) > 1
    for part in (p for p in build.parts if p not in stated):
        ranges = [r for f in build.evidence(part, "supply_voltage") if (r := operating_range(f))]
        apart = apart or any(not lo <= v <= hi for lo, hi in ranges[:1] for v in stated.values())
    names = ", ".join(build.parts)
    return [Gap("logic levels", f"no check compared the signal levels of {names}")] if apart else []


def suppliers(build: Build) -> set[str]:
    """Parts that power another: a regulator feeding the build's loads, or a part the
    question has power a load ("a Qn output powers the heater")."""
    if build.powering:
        return set(build.regulators)
    wiring = build.wiring
    named = set(wiring.named_supplies) | set(wiring.supplying) | set(wiring.powered_from)
    if not build.asks.contact_load or not build.asks.feeds:
        return set()
    return {d for d in named if d in wiring.parts}


def _mentions(result: RuleResult, device: str) -> bool:
    if device in result.outcome.reason:
        return True
    return any(f.device == device for f in result.facts)


def _unchecked_parts(scenario: Scenario, evaluated: list[RuleResult]) -> list[Gap]:
    """Each part the asking sentence names (else each part of the build) passed a check."""
    wiring = scenario.wiring
    asked = [d for d in wiring.parts if d in wiring.asked_parts] or list(wiring.parts)
    return [
        Gap("part checked", f"no check on the {device} ran on its datasheet")
        for device in asked
        if not any(r.outcome.passed and _mentions(r, device) for r in evaluated)
    ]


# "its pulse output go straight to a 5 V Arduino input": a line wired from a part's output
# into an input, digital or analog
_OUTPUT_INTO_INPUT = re.compile(
    # (an output pin by its name: "DO going straight into an esp32 gpio")
    # (or a UART line in casual lower case: "its rxd wired directly to an esp32 rx pin")
    # (or only the wiring: "vrx and vry wired straight to esp32 adc pins")
    r"\b(?:output|out pin|signal|pin|dout|[rt]xd?|wired|connected|hooked|(?-i:DO|AO|OUT))\b"
    r"[^.?]{0,70}\b(?:to|into)\b[^.?]{0,40}"
    # (an input pin by its name: "TX straight into RXD_IN", "into its RX pin")
    # (or an analog one: "straight into an ESP32 ADC pin", "into A0")
    r"(?:\b(?:input|gpio|interrupt|adc|analog|[rt]xd?\s+pin)s?\b|(?-i:\bRXD?\b|\b[A-Z]{1,6}_IN\b|\bA\d\b))|"
    # the input named first: "the RXD pin connects straight to the TX pin of a 5 V uno"
    r"(?-i:\bRXD?\b|\b[A-Z]{1,6}_IN\b)[^.?]{0,50}\b(?:to|from|with)\b[^.?]{0,40}"
    r"(?:\b(?:outputs?|gpios?)\b|(?-i:\bTXD?\b))|"
    # a line driven by another part's pin: "the data line driven straight from an esp32 gpio"
    r"\b(?:line|input|pin|din|data)\b[^.?]{0,20}\bdriven\s+(?:\w+\s+)?(?:from|by)\b[^.?]{0,40}"
    r"\b(?:gpios?|outputs?|pins?|mcus?|microcontrollers?)\b|"
    # a pin driving a part's inputs: "esp32 gpio (3.3v) driving the module's in1/in2"
    r"\b(?:gpios?|pins?|outputs?|i/?os?)\b(?:[^.?]|\.\d){0,20}\bdriv(?:ing|es?)\b[^.?]{0,40}"
    r"\b(?:in\d?|inputs?|en|enable|din|ctrl|control|sig|signal)(?:/in\d)?\b|"
    # a part driving another part's inputs: "can an esp32 drive the X's SPI inputs?"
    r"\bdriv(?:e|es|ing)\b[^.?]{0,40}\binputs\b",
    re.I,
)


_BUS_TO_A_HOST = re.compile(BUS_TO_A_HOST, re.I)


def _signal_without_level_check(
    text: str, scenario: Scenario, evaluated: list[RuleResult]
) -> list[Gap]:
    """A part's output wired into an input is proven only by a level check: a supply row
    that fits says nothing about the level the line reaches at the input."""
    unchecked = _asked_without_level_check(scenario, evaluated)
    if unchecked:
        # "dht11 on the 5 v rail, its data pull-up to 3.3 v ... will the dht11 recognise
        # the start signal?": levels passed at other parts prove nothing at the one asked
        level = f"{scenario.drive_level:g} V"
        return [Gap("logic levels", f"no check compared the {level} level with the {unchecked}")]
    if any(r.outcome.rule.startswith("signal.") and r.outcome.passed for r in evaluated):
        return []
    sources = scenario.wiring.sources
    if _BUS_TO_A_HOST.search(text):
        # "over spi from a 5v arduino mega": the bus lines carry the host's level
        return [Gap("logic levels", "no check compared the host's bus level with the inputs")]
    if _OUTPUT_INTO_INPUT.search(text):
        # (the output may be a board's the library has no sheet for: "uno TX into RXD_IN")
        driver = f"the {sources[0]}'s" if sources else "the driving"
        return [Gap("logic levels", f"no check compared {driver} output level with the input")]
    rails = set(scenario.rails.values())
    level = scenario.drive_level
    if level is not None and rails and all(abs(rail - level) > 0.25 for rail in rails):
        # "VCC on 5 V and the I/O on a 3.3 V esp32 pin": a level below the part's own rail
        # drives its input, and only its input thresholds say whether that is a high
        return [Gap("logic levels", f"no check compared the {level:g} V level with the input")]
    # (a part "running on 5v" is read as fed from 5 V until the rules take it as its rail)
    powered = rails | set(scenario.regulator_input.values())
    if len({round(v, 1) for v in powered}) > 1 and _SHARED_LINE.search(text):
        # "a 5 V mcp2515 and a 3.3 V flash share MISO": each drives the line to its own rail
        return [Gap("logic levels", "no check compared the levels of parts on different rails")]
    return []


def _asked_without_level_check(scenario: Scenario, evaluated: list[RuleResult]) -> str | None:
    """An asked part on a rail apart from the stated drive level that no level check read."""
    level, wiring = scenario.drive_level, scenario.wiring
    if level is None or wiring.intermediaries:
        return None  # (through a translator, the level at the input is the translator's)
    for device in (d for d in wiring.parts if d in wiring.asked_parts):
        rail = scenario.rails.get(device)
        read = any(r.outcome.rule.startswith("signal.") and _mentions(r, device) for r in evaluated)
        if rail is not None and abs(rail - level) > 0.25 and not read:
            return device
    return None


# a line or bus the question puts parts on together ("share SCK/MOSI/MISO", "MISO is one
# shared wire straight to both chips", "both on the same i2c bus")
_SHARED_LINE = re.compile(
    r"\b(?:shar(?:e|es|ed|ing)|same|common|one)\b[^.?]{0,40}\b(?:sck|sclk|mosi|miso|sda|scl|bus|"
    r"lines?|wires?|spi|i2c|i²c|uart)\b|\b(?:miso|mosi|sda|scl|sck)\b[^.?]{0,40}\b(?:shared|straight|directly)\b",
    re.I,
)


def _power_without_current(
    scenario: Scenario, evaluated: list[RuleResult], suppliers: set[str]
) -> list[Gap]:
    """A part that powers another must be shown to deliver the current the other draws."""
    if not suppliers or len(scenario.wiring.parts) < 2:
        return []
    if any(r.outcome.passed and _CURRENT_RULE.search(r.outcome.rule) for r in evaluated):
        return []
    names = ", ".join(sorted(suppliers))
    return [Gap("current", f"the current the {names} can deliver was not compared with the load")]


# a load the question names by kind ("a 12v dc motor", "10 of my white leds"), with no
# sheet of its own: its draw is what a driver, regulator or switch must be shown to carry.
# "the gs4 heater" is the part's own element, not a load it drives
_LOAD_NOUN = re.compile(
    r"\b(?:an?|my|some|several|\d+|two|three|four|five|six|eight|ten|twelve)\s+(?:[\w.,-]+\s+){0,4}?"
    r"(leds?|led strips?|lamps?|bulbs?|motors?|fans?|pumps?|heaters?|solenoids?|servos?|"
    # ("the low side of a 5V relay coil": a relay's coil a pin sinks is a load too; "the
    # kcx60-24 coil on 28 v" is the part's own)
    r"speakers?|buzzers?|strips?|valves?|relay coils?)\b"
    # "a MAX7219 LED driver", "a motor controller board": the part's kind, no load
    r"(?![\s-]+(?:drivers?|controllers?|driving|control|modules?|boards?|shields?|ics?|chips?)\b)",
    re.I,
)


def _load_in_words(text: str, evaluated: list[RuleResult]) -> list[Gap]:
    """ "Can the X drive 10 of my white LEDs in series from 24 V?": a load named by kind is
    carried only when some check compared a current with what the part can deliver; a
    supply check alone says nothing about the LEDs."""
    load = _LOAD_NOUN.search(text)
    if load is None or any(
        r.outcome.passed and _CURRENT_RULE.search(r.outcome.rule) for r in evaluated
    ):
        return []
    return [
        Gap(
            "load", f"no check compared the draw of the {load.group(1)} with what the part delivers"
        )
    ]


# "the e-paper module", "the oled display": a part of the build named by its kind and a word
# of its own, which no sheet here was read for. The kind alone ("the module's 3V3 pin")
# points back at a part already named.
_PART_BY_KIND = re.compile(
    r"\bthe\s+((?:[a-z][\w-]*\s+){1,2}?)(module|board|display|screen|sensor|breakout|shield|"
    r"microcontroller|mcu|chip)\b",
    re.I,
)
_ANY_PART = re.compile(r"\b(?:same|other|whole|main|little|new|small|one|two|first|second)\b", re.I)


def _part_named_by_kind(question: Question, checked_rows: str) -> list[Gap]:
    """A part the question names by its kind, not by a part of the library: the checks of
    the parts named prove nothing about it. A kind the rows checked call their own part
    by ("Supply current, relay on" of a relay module) points back at that part."""
    text = question.text
    for m in _PART_BY_KIND.finditer(text):
        named = any(d.start < m.end() and m.start() < d.end for d in question.devices)
        own_words = set(m.group(1).lower().split()) <= set(re.findall(r"[a-z0-9-]+", checked_rows))
        described = has_digit(m.group(0)) or _ANY_PART.search(m.group(1)) or own_words
        if not named and not described:
            return [Gap("part checked", f"'{m.group(0)}' is no part of the library")]
    return []


def _board_of_a_part(question: Question) -> list[Gap]:
    """ "the esp32 devkit": a board around the part, which no sheet here rates."""
    return [
        Gap(
            "part checked",
            f"'{named}' is a board around the {m.device}; no sheet here rates the board",
        )
        for m, named in board_mentions(question.text, question.devices)[:1]
    ]


def _clock_of_every_party(text: str, scenario: Scenario, evaluated: list[RuleResult]) -> list[Gap]:
    """ "Within the limits of both the master and the slave": each party's limit, not one."""
    if scenario.clock_hz is None or not _BOTH.search(text):
        return []
    clocked = [r for r in evaluated if r.outcome.rule.startswith("interface.")]
    return [
        Gap("bus clock", f"no clock limit of the {device} was checked")
        for device in scenario.wiring.parts
        if not any(_mentions(r, device) for r in clocked)
    ]


# a tolerance the build must hold: "keep the rail within 3 %", "accurate to ±2 %"
_TOLERANCE_ASKED = re.compile(
    r"\b(?:within|to|better than)\s+" + SPREAD_SIGN + r"?\s?(\d+(?:\.\d+)?)\s?%(?!\s?(?:rh|r\.h))",
    re.I,
)


def _tolerance_asked(text: str, evaluated: list[RuleResult]) -> list[Gap]:
    """A percentage the question holds the build to is proven only by a check that compared
    a percentage: a passing supply or current check says nothing about it."""
    m = _TOLERANCE_ASKED.search(text)
    if m is None or any("%" in r.outcome.reason for r in evaluated):
        return []
    return [
        Gap("tolerance", f"no check compared anything with the {m.group(1)} % the question asks")
    ]
