"""One part's signal on a maker board's GPIO ("OUT straight into an ESP32 GPIO", "CLK and
DIO on two digital pins of a 5 V Arduino Uno"): the board has no sheet in the library, so
its side of the line is the logic level the question states or its makers document.

The part's highs must stay within that level (the board's safety), and where the question
names the part's inputs and its sheet gives their thresholds, the board's highs must clear
them. A part run from one of the board's pins draws no more than its makers document it
gives.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.rules.base import RuleResult, fmt, missing, name_tokens, names_other_version
from specproof.agent.rules.build import Build
from specproof.agent.rules.draw import load_current
from specproof.agent.rules.level_words import (
    sheet_sentences,
    tolerance_fact,
    tolerance_statements,
)
from specproof.agent.rules.power import operating_point_rows
from specproof.agent.rules.signal import (
    digital_levels,
    drive_level,
    row_supply,
    source_level,
    supply_of,
)
from specproof.agent.understand.host_levels import HostLevel
from specproof.records import Fact, RuleOutcome, SectionKind, Source

# a pin a threshold row names ("VIH CLK, DIN"); not a supply or a parameter symbol
_PIN_TOKEN = re.compile(r"\b(?!V)[A-Z][A-Z0-9_]{1,7}\b")

_MARGIN_V = 0.05  # rounding between "3.3 V" written and "3.30 V" read


def host_line_applies(b: Build) -> bool:
    """One part of the library, its line on a board the question names, and no other part
    to take the line: the board is the other end."""
    sc = b.scenario
    return (
        sc.host_level is not None
        and len(b.parts) == 1
        and (sc.drive_level is None or _drives_own_level(b))
        and not b.relays
        and not b.switches
        and not b.regulators
    )


def _drives_own_level(b: Build) -> bool:
    """ "the Echo pin of a ZPS-04 running on 5 V go straight to an ESP32 GPIO, which must not
    see more than 3.6 V": the level the question states is the one part's own output, and
    the question bounds what the board's pin may see. (Without that bound a stated level is
    as often the board's own, "clk and dio on two gpios (3.3v high)".)"""
    part, host = b.parts[0], b.scenario.host_level
    return (
        host is not None
        and host.limit is not None
        and part in b.wiring.level_owners
        and part in b.wiring.sources
        and not b.wiring.sinks
    )


def host_line_checks(b: Build) -> list[RuleResult]:
    host = b.scenario.host_level
    assert host is not None
    part = b.parts[0]
    supply = supply_of(b.scenario, part)
    pins = _named_inputs(b, part)
    out = []
    if host.from_gpio and b.scenario.host_pin is None:
        # a part powered from a board's I/O pin: what one pin gives, no sheet here states
        out.append(missing("power.host_pin_current", f"the current one {host.board} GPIO gives"))
    if (not pins and not host.drives) or _names_other_pins(b, part, pins):
        # a line from the part to the board (or one the question does not name): the
        # part's high must stay within the board's level ("IN1/IN2 from esp32 gpios" names
        # only inputs: its motor outputs go nowhere near the board)
        out.append(_part_high_into_host(b, part, supply, host))
    if pins or host.drives:
        # the question names inputs the sheet gives thresholds for, or wires an output of
        # the board to the part ("uno tx to the module's rxd"): the board drives them
        out += digital_levels(
            None,
            part,
            host.volts,
            supply,
            b.evidence,
            pins or set(b.wiring.signal_pins),
            tolerances=b.sheets(part, tolerance_statements, tolerance_fact),
        )
    return out


def _named_inputs(b: Build, part: str) -> set[str]:
    """The part's inputs the question names, as its threshold rows name them ("VIH CLK,
    DIN"), however the question writes them ("clk and din")."""
    rows = b.evidence(part, "input_high_voltage")
    named = {w.upper() for w in b.scenario.words} | set(b.wiring.signal_pins)
    in_rows = {p for f in rows for p in _PIN_TOKEN.findall(f"{f.condition} {f.source.quote}")}
    return (in_rows & named) - {part.upper()}


def _names_other_pins(b: Build, part: str, inputs: set[str]) -> bool:
    """The question names a pin of the part besides the inputs it drives ("DO", "ECHO")."""
    return bool(set(b.wiring.signal_pins) - inputs - name_tokens(part))


def _part_high_into_host(b: Build, part: str, supply: float | None, host: HostLevel) -> RuleResult:
    """The part's high level never above the board's logic level."""
    rule = "signal.high_level_within_host_logic"
    level = source_level(b, part)
    drives = [
        drive_level(part, None, supply, lambda _d, _f, row=row: [row], level)
        for row in _voh_rows(b, part, supply)
    ] or [drive_level(part, None, supply, b.evidence, level)]
    highs = [d for d in drives if d.highest is not None]
    stated = b.scenario.drive_level
    if not highs and stated is not None and _drives_own_level(b):
        ok = stated <= host.ceiling + _MARGIN_V
        said = f"{part} high level {fmt(stated, 'V')} as the question states"
        reason = f"{said} {'<=' if ok else '>'} {host.said()}"
        return RuleResult(RuleOutcome(rule, ok, reason), b.evidence(part, "supply_voltage")[:1])
    if highs:
        over = [d for d in highs if (d.highest or 0.0) > host.ceiling + _MARGIN_V]
        if over and len(over) < len(highs):
            # rows that disagree ("4.7 V 11.6 V 17.5 V") and none tied to this supply: which
            # holds here the rule cannot tell
            return missing(rule, f"{part} output high level at its supply")
        top = max(highs, key=lambda d: d.highest or 0.0)
        ok = not over
        reason = f"{part} high level {fmt(top.highest, 'V')} {'<=' if ok else '>'} {host.said()}"
        return RuleResult(RuleOutcome(rule, ok, reason), [f for d in highs for f in d.facts])
    follows = b.sheets(part, supply_high_statements, supply_high_fact)
    follows = [
        (st, f) for st, f in follows if not names_other_version(st.sentence, part, b.scenario.words)
    ]
    if follows and supply is not None:
        ok = supply <= host.ceiling + _MARGIN_V
        reason = (
            f"{part} output high follows its supply, {fmt(supply, 'V')} "
            f"{'<=' if ok else '>'} {host.said()}"
        )
        return RuleResult(RuleOutcome(rule, ok, reason), [follows[0][1]])
    if host.powers and supply is not None and supply <= host.ceiling + _MARGIN_V:
        # a part on the board's own supply pin: its outputs swing within that supply
        reason = (
            f"{part} runs from {fmt(supply, 'V')}, and its outputs swing within that supply: "
            f"at most {host.said()}"
        )
        return RuleResult(RuleOutcome(rule, True, reason), b.evidence(part, "supply_voltage")[:1])
    at = f" at {fmt(supply, 'V')}" if supply is not None else ""
    return missing(rule, f"{part} output high level{at}")


def _voh_rows(b: Build, part: str, supply: float | None) -> list[Fact]:
    """The part's VOH rows that may hold at its supply: those stated at it when rows are
    stated per supply ("VCC = 5 V ... 4.7 V"), else every row."""
    rows = b.evidence(part, "output_high_voltage")
    if supply is None:
        return rows
    placed = [(f, span) for f in rows if (span := row_supply(f)) is not None]
    at = [f for f, (lo, hi) in placed if lo - _MARGIN_V <= supply <= hi + _MARGIN_V]
    return at or rows


# "Output high level follows VCC", "DO is pulled up to VCC", "VOH = VCC", "pulled up to V+
# inside the sensor", "the pulse swings to whatever you feed the sensor": an output whose
# high is the part's own supply, said in words (a "VCC - 0.4" row is a VOH figure instead)
_SUPPLY_HIGH = re.compile(
    r"\b(?:high(?:\s+level)?|VOH|pulled\s+up|pull-?up)\b[^.;\n]{0,40}?(?:\bto\b|=|\bequals\b|\bfollows\b)"
    r"\s*(?:the\s+)?(?:module\s+|sensor\s+)?(?:VCC|VDD|V\+|supply|red wire)(?![\w+])"
    r"(?!\s*[-−]\s*\d)|\bswings?\s+to\b[^.;\n]{0,25}?\b(?:VCC|VDD|supply|whatever you feed)",
    re.I,
)


@dataclass(slots=True)
class SupplyHigh:
    sentence: str
    page: int = 0


def supply_high_statements(text: str, page: int = 0) -> list[SupplyHigh]:
    """The sentences of a sheet that tie an output's high level to the part's supply."""
    return [
        SupplyHigh(flat, page)
        for flat in sheet_sentences(text)
        if _SUPPLY_HIGH.search(flat) and not _OPEN_OUTPUT.search(flat)
    ]


# an output the receiving side pulls up ("open collector", "open-drain", "an external
# pull-up", a bus's pull-ups) sets no level of its own
_OPEN_OUTPUT = re.compile(
    r"\bopen[- ](?:collector|drain)\b|\bexternal\b|\b(?:SDA|SCL|I2C|I²C|bus)\b", re.I
)


def supply_high_fact(device: str, doc: str, statement: SupplyHigh) -> Fact:
    """A citation for an output high stated as the part's own supply."""
    return Fact(
        device=device,
        field="output_high_voltage",
        source=Source(doc, statement.page, statement.sentence),
        condition="output high equals the supply, stated in the text",
        section=SectionKind.OTHER,
        extractor="rules.level",
    )


def host_pin_checks(b: Build) -> list[RuleResult]:
    """What the parts on a maker board's supply pin draw, against the current the board's
    makers document for that pin (an assumption, said so). A part whose draw no row states
    leaves a supply pin to the other checks (the pin's figure alone proves nothing either
    way), but not an I/O pin: its few milliamperes are easily exceeded."""
    pin = b.scenario.host_pin
    if pin is None:
        return []
    prefer = operating_point_rows(b.asks.operating_terms)
    total, used = 0.0, []
    for device in b.parts:
        for _ in range(max(b.scenario.copies.get(device, 1), 1)):
            draw, facts = load_current(device, b.evidence, False, prefer)
            if draw is None and pin.pin == "GPIO":
                # an I/O pin gives a few milliamperes: a part of unknown draw may pull more
                return [missing("power.host_pin_current", f"{device} supply current")]
            if draw is None:
                return []
            total += draw
            used += facts
    ok = total <= pin.budget_a
    reason = f"draw {fmt(total, 'A')} {'<=' if ok else '>'} {fmt(pin.budget_a, 'A')} ({pin.assumption()})"
    return [RuleResult(RuleOutcome("power.host_pin_current", ok, reason), used)]
