"""Build values the sheets bound only in prose: cable lengths, pull-up resistors, and the
least load a converter must carry.

No table states "maximum cable length" or "pull-up resistor", but sheets write them in
sentences ("cable length shall not be greater than 100cm", "an external 5.1kΩ pull-up
resistor"). A length the question states passes when it is within every length limit the
named parts' sheets state; a pull-up resistor passes when its sink current stays within
the current a part's output-low level is guaranteed at, or when it is the value a sheet
recommends. Anything else stays unknown: a sentence never fails a build on its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.rules.base import RuleResult, fmt, missing, names_other_version, si
from specproof.agent.rules.build import Build
from specproof.agent.terms import AMPS_PER_UNIT
from specproof.agent.understand.quantities import unit_of
from specproof.records import Fact, RuleOutcome, SectionKind, Source
from specproof.units import to_si

_LENGTH = re.compile(r"(\d+(?:\.\d+)?)\s*(cm|mm|meters?|metres?|m)\b", re.I)
_OHMS = re.compile(r"(\d+(?:\.\d+)?)\s*(kΩ|kohm|k|Ω|ohms?)(?![a-z])", re.I)
_UPPER = re.compile(
    r"\b(?:not (?:be )?(?:greater|longer|more) than|no (?:longer|more) than|up to|"
    r"(?:less|shorter|lower) than|max(?:imum)?\.?|within)\s*$",
    re.I,
)
# a sentence; a decimal point ("5.1K", "3.3V") ends none
_SENTENCE = re.compile(r"(?:[^.!?]|\.(?=\d))+(?:[.!?](?=\s|$)|$)")


@dataclass(frozen=True, slots=True)
class Statement:
    """A sentence of a sheet that bounds a length or names a pull-up resistor."""

    kind: str  # "length limit" | "pull-up" | "minimum load" | "auto-off load"
    value: float  # metres, ohms, the share of the rated load, or amperes
    sentence: str
    page: int


def prose_statements(text: str, page: int = 0) -> list[Statement]:
    out = []
    for m in _SENTENCE.finditer(text):
        flat = " ".join(m.group(0).split())
        if len(flat) > 300:
            continue
        if re.search(r"\bcable|\bwire|\bdistance|\blength", flat, re.I):
            for n in _LENGTH.finditer(flat):
                if _UPPER.search(flat[max(0, n.start() - 30) : n.start()]):
                    metres = _si(n)
                    if metres is not None:
                        out.append(Statement("length limit", metres, flat, page))
        least = _MINIMUM_LOAD.search(flat)
        if least:
            share = float(next(g for g in least.groups() if g)) / 100
            out.append(Statement("minimum load", share, flat, page))
        off = _AUTO_OFF_LOAD.search(flat)
        if off:
            amps = _si(off) if off.group(1) else _si_of(off.group(3), off.group(4))
            if amps is not None:
                out.append(Statement("auto-off load", amps, flat, page))
        if re.search(r"pull-?up", flat, re.I):
            for n in _OHMS.finditer(flat):
                ohms = _si(n)
                if ohms is not None:
                    out.append(Statement("pull-up", ohms, flat, page))
    return out


# "The load must not be lower than 10% of the rated load", "Minimum load: 10 %", "10 %
# minimum load": below it an unregulated converter's output rises out of tolerance
_MINIMUM_LOAD = re.compile(
    r"\b(?:minimum|min\.)\s+load\D{0,12}?(\d+(?:\.\d+)?)\s*%|"
    r"\bload\s+(?:must|should|shall)\s+not\s+(?:be\s+)?(?:lower|less|fall\s+below)\s+(?:than\s+)?"
    r"(\d+(?:\.\d+)?)\s*%\s+of\s+(?:the\s+)?(?:rated|full|nominal|maximum)\s+(?:load|output)|"
    r"\b(\d+(?:\.\d+)?)\s*%\s+minimum\s+load\b",
    re.I,
)


# "a load under 45 mA for 32 s switches the output off", "Auto-off load threshold ... 45
# mA", "auto power-off when the load is below 60 mA": a power bank's or boost module's
# output that turns itself off under a light load
_AUTO_OFF_LOAD = re.compile(
    r"\bload\s+(?:of\s+)?(?:under|below|(?:less|lower)\s+than|<)\s*(\d+(?:\.\d+)?)\s*(m?A)\b"
    r"[^.]{0,40}?\b(?:switch(?:es)?|turns?|shuts?)\s+(?:the\s+output\s+)?(?:off|down)\b|"
    r"\bauto(?:matic)?[- ]?(?:power[- ])?(?:off|shut-?down)\b[^.]{0,40}?"
    r"(\d+(?:\.\d+)?)\s*(m?A)\b",
    re.I,
)


def minimum_load_checks(b: Build) -> list[RuleResult]:
    """A load the question states against the least load a part's sheet requires, a share
    of its rated output current: the share is the sheet's, the current it comes to is
    worked out from the sheet's own rating, and the message says so."""
    rule = "prose.load_above_stated_minimum"
    need = min(b.scenario.load_currents)
    out = []
    for device in (p for p in b.parts if p not in b.scenario.load_owners):
        stated = [
            sf
            for sf in b.sheets(device, prose_statements, cite)
            if not names_other_version(sf[0].sentence, device, b.scenario.words)
        ]
        out += _auto_off_checks(
            need, device, [sf for sf in stated if sf[0].kind == "auto-off load"]
        )
        least = [sf for sf in stated if sf[0].kind == "minimum load"]
        if not least:
            continue
        statement, cited = least[0]
        rated = [
            (v, f)
            for f in b.evidence(device, "output_current")
            for v in [si(f, "max") or si(f, "value")]
            if v
        ]
        if not rated:
            what = f"{device}'s rated output current, which its minimum load is a share of"
            out.append(missing(rule, what, [cited]))
            continue
        full, row = max(rated, key=lambda vf: vf[0])
        floor = statement.value * full
        ok = need >= floor
        reason = (
            f"load {fmt(need, 'A')} {'>=' if ok else '<'} {fmt(floor, 'A')}, the "
            f"{statement.value:.0%} of {device}'s rated {fmt(full, 'A')} its sheet sets as the least load"
        )
        out.append(RuleResult(RuleOutcome(rule, ok, reason), [row, cited]))
    return out


def _auto_off_checks(
    need: float, device: str, stated: list[tuple[Statement, Fact]]
) -> list[RuleResult]:
    """The load against the current under which the part's output turns itself off."""
    rule = "prose.load_above_auto_off"
    out = []
    for statement, cited in stated[:1]:
        ok = need >= statement.value
        reason = (
            f"load {fmt(need, 'A')} {'>=' if ok else '<'} {fmt(statement.value, 'A')}, the load "
            f"under which {device}'s output switches itself off"
        )
        out.append(RuleResult(RuleOutcome(rule, ok, reason), [cited]))
    return out


def _si(match: re.Match[str]) -> float | None:
    return _si_of(match.group(1), match.group(2))


def _si_of(number: str, unit_text: str) -> float | None:
    unit = unit_of(unit_text)
    return to_si(float(number), unit) if unit else None


def cite(device: str, doc: str, statement: Statement) -> Fact:
    return Fact(
        device=device,
        field="other",
        source=Source(doc, statement.page, statement.sentence),
        raw=statement.sentence,
        condition=statement.kind,
        section=SectionKind.OTHER,
        extractor="rules.prose",
    )


def prose_checks(b: Build) -> list[RuleResult]:
    said = {d: b.sheets(d, prose_statements, cite) for d in b.parts}
    out = [_length_check(metres, said) for metres in b.scenario.lengths_m]
    # the level the line is pulled to: stated, else the highest rail of the build
    level = b.scenario.drive_level or max(b.scenario.rails.values(), default=None)
    out += [_pullup_check(b, ohms, level, said) for ohms in b.scenario.pullup_ohms]
    return out


def _length_check(metres: float, said: dict[str, list[tuple[Statement, Fact]]]) -> RuleResult:
    rule = "prose.length_within_stated_limit"
    limits = [(s, f) for pairs in said.values() for s, f in pairs if s.kind == "length limit"]
    if not limits:
        return RuleResult(RuleOutcome(rule, None, f"no sheet bounds a {fmt(metres, 'm')} run"))
    tightest = min(limits, key=lambda sf: sf[0].value)
    if metres <= tightest[0].value:
        reason = f"{fmt(metres, 'm')} <= {fmt(tightest[0].value, 'm')}, the shortest limit stated"
        return RuleResult(RuleOutcome(rule, True, reason), [f for _, f in limits])
    # a longer run may still be allowed under another condition of the sheet: not a failure
    reason = f"{fmt(metres, 'm')} > {fmt(tightest[0].value, 'm')} stated for some condition"
    return RuleResult(RuleOutcome(rule, None, reason), [tightest[1]])


def _pullup_check(
    b: Build, ohms: float, level: float | None, said: dict[str, list[tuple[Statement, Fact]]]
) -> RuleResult:
    rule = "prose.pullup_resistor"
    for device in b.parts:
        for fact in b.evidence(device, "output_low_voltage"):
            sink = _sink_current(fact)
            if sink is None or level is None:
                continue
            drawn = level / ohms
            if drawn <= sink:
                reason = (
                    f"pull-up {fmt(ohms, 'Ohm')} to {fmt(level)} sinks {fmt(drawn, 'A')} "
                    f"<= {fmt(sink, 'A')}, the current {device}'s VOL is guaranteed at"
                )
                return RuleResult(RuleOutcome(rule, True, reason), [fact])
    for pairs in said.values():
        for statement, fact in pairs:
            if statement.kind == "pull-up" and abs(statement.value - ohms) <= 0.01 * ohms:
                reason = f"pull-up {fmt(ohms, 'Ohm')} is the value {fact.device}'s sheet names"
                return RuleResult(RuleOutcome(rule, True, reason), [fact])
    return RuleResult(RuleOutcome(rule, None, f"no sheet bounds a {fmt(ohms, 'Ohm')} pull-up"))


_SINK = re.compile(r"\bI_?(?:OL|SINK|O)\s*=\s*\+?(\d+(?:\.\d+)?)\s*(mA|µA|uA|A)\b", re.I)


def _sink_current(fact: Fact) -> float | None:
    """The sink current a VOL row is stated at ("VOL at IOL = 3 mA")."""
    if si(fact, "max") is None:
        return None
    m = _SINK.search(f"{fact.condition} {fact.source.quote}".replace("−", "-"))
    return float(m.group(1)) * AMPS_PER_UNIT[m.group(2).lower()] if m else None
