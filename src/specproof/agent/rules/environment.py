"""Environment rules: the stated ambient temperature and humidity inside the operating ranges,
a supply derated above a temperature the stated ambient reaches, and the limit a sheet
advises for a mode the question names ("parasite power is not recommended above +100 °C")."""

from __future__ import annotations

import re

from specproof.agent.rules.base import Evidence, RuleResult, missing, si
from specproof.agent.rules.build import Build
from specproof.agent.score import SPECIFIED_ONLY
from specproof.agent.temperature_points import ABOVE_TEMPERATURE
from specproof.agent.terms import STOP
from specproof.rating_words import advised_mode
from specproof.records import Fact, RuleOutcome, SectionKind
from specproof.tokens import ALNUM_RUN


def ambient_within(
    device: str,
    span: tuple[float, float],
    evidence: Evidence,
    stored: bool = False,
    words: frozenset[str] = frozenset(),
) -> RuleResult:
    """The stated temperature inside the part's operating range, or its storage range when
    the part is kept there unpowered."""
    kind = "storage" if stored else "operating"
    rule = f"environment.temperature_within_{kind}_range"
    facts = [f for f in evidence(device, f"{kind}_temperature") if not mode_of_limit(f)]
    if not facts:
        beyond = None if stored else _beyond_measured_temperatures(device, span, evidence)
        return beyond or missing(rule, f"{device} {kind}_temperature")
    fact = facts[0]
    lo, hi = fact.min, fact.max
    if lo is None or hi is None:
        return missing(rule, f"{device} operating_temperature bounds")
    ok = lo <= span[0] and span[1] <= hi
    if ok and not stored and all(f.section == SectionKind.ABS_MAX for f in facts):
        # "Operating temperature -55 to +150 °C" among the absolute maximum ratings: what
        # the part survives; a sensor's measured range narrower than it bounds its use
        survives = " (its absolute maximum rating is what it survives)"
        beyond = _beyond_measured_temperatures(device, span, evidence, survives)
        if beyond is not None:
            return beyond
    reason = (
        f"{span[0]:g}..{span[1]:g} °C {'inside' if ok else 'outside'} {device} {lo:g}..{hi:g} °C"
    )
    narrower = [
        f
        for f in facts[1:]
        if _ranges_apart(f, fact) and not _holds(f, span) and not _specified_over(f)
    ]
    other = narrower[0] if ok and narrower and fact.variant == narrower[0].variant else None
    chosen = _named_apart(fact, other, words) if other is not None else "this"
    if other is not None and chosen == "other":
        # the question names the version of the narrower row: that row decides
        reason = f"{span[0]:g}..{span[1]:g} °C outside {device} {other.min:g}..{other.max:g} °C"
        return RuleResult(RuleOutcome(rule, False, f"{reason} ({other.condition})"), [other])
    if other is not None and chosen != "this":
        # "Operating temperature, standard 0 +50" beside "wide (suffix -W) -20 +70": rows
        # of one part's versions told apart only in words; one that passes proves nothing
        # for the version the other row is about, unless the question names this one
        reason = (
            f"{reason} ({fact.condition or 'one row'}), but {other.min:g}..{other.max:g} °C "
            f"({other.condition or 'another row'}): which row the part is is not settled"
        )
        return RuleResult(RuleOutcome(rule, None, reason), [fact, other])
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def _named_apart(this: Fact, other: Fact, words: frozenset[str]) -> str:
    """Which of two rows the question's words name by what sets them apart ("I grade" of
    "I and Y Grade" beside "G Grade"): "this", "other", "" for neither or both."""

    def own(fact: Fact) -> set[str]:
        # (the row's own words: a table's note naming every grade tells none apart)
        said = f"{fact.condition.split(';')[0]} {fact.source.quote}".lower()
        return set(ALNUM_RUN.findall(said))

    apart = own(this) - own(other) - STOP, own(other) - own(this) - STOP
    named = [bool(side & words) for side in apart]
    return "this" if named == [True, False] else "other" if named == [False, True] else ""


def _specified_over(fact: Fact) -> bool:
    """A range the figures are specified or accurate over ("Specified range 0 70 °C", "full
    accuracy 0 to 65 °C"), beside the operating range: no operating limit of its own."""
    return bool(SPECIFIED_ONLY.search(fact.source.quote)) or "accura" in fact.condition.lower()


def _ranges_apart(a: Fact, b: Fact) -> bool:
    return a.min is not None and a.max is not None and (a.min, a.max) != (b.min, b.max)


def _holds(fact: Fact, span: tuple[float, float]) -> bool:
    return (
        fact.min is not None and fact.max is not None and fact.min <= span[0] <= span[1] <= fact.max
    )


def _beyond_measured_temperatures(
    device: str, span: tuple[float, float], evidence: Evidence, note: str = ""
) -> RuleResult | None:
    """A sheet stating no operating range (or one only among its absolute maximum ratings,
    with ``note`` saying so) but the temperatures the part measures ("Range -40 80 °C" of a
    humidity/temperature sensor): an ambient beyond them is one the part is
    not specified in (a remote-sensing part measures wider than it may sit in, never
    narrower). Inside them, nothing is proven: the operating range stays missing."""
    for fact in evidence(device, "measurement_range"):
        low, high = si(fact, "min"), si(fact, "max")  # (°C, as the ambient is)
        if fact.dimension != "temperature" or low is None or high is None:
            continue
        if low <= span[0] and span[1] <= high:
            return None
        reason = (
            f"{span[0]:g}..{span[1]:g} °C outside the {low:g}..{high:g} °C {device} "
            f"measures; its sheet specifies no operating range beyond it{note}"
        )
        return RuleResult(
            RuleOutcome("environment.temperature_within_operating_range", False, reason), [fact]
        )
    return None


def mode_of_limit(fact: Fact) -> str:
    """The mode a one-sided operating-temperature limit holds for, "" for a plain range."""
    return advised_mode(fact.condition or "")


def _names_mode(mode: str, words: frozenset[str]) -> bool:
    """Every word of the mode ("parasite power") begins a word of the question
    ("parasite-powered")."""
    asked = {piece for word in words for piece in word.split("-")}
    wanted = re.findall(r"[a-z]{4,}", mode.lower())
    return bool(wanted) and all(any(a.startswith(w[:5]) for a in asked) for w in wanted)


def mode_limits(
    device: str, span: tuple[float, float], evidence: Evidence, words: frozenset[str]
) -> list[RuleResult]:
    """The stated temperatures inside the limit the sheet advises for a mode the question
    names; a limit for a mode it does not name holds no part of the verdict."""
    out = []
    for fact in evidence(device, "operating_temperature"):
        mode = mode_of_limit(fact)
        if not mode or not _names_mode(mode, words):
            continue
        caps = fact.max is not None
        bound = fact.max if caps else fact.min
        ok = span[1] <= bound if caps else bound <= span[0]
        reason = (
            f"{span[0]:g}..{span[1]:g} °C {'within' if ok else 'beyond'} the {bound:g} °C "
            f"{device}'s sheet advises for {mode.lower()}"
        )
        out.append(
            RuleResult(RuleOutcome("environment.temperature_within_mode_limit", ok, reason), [fact])
        )
    return out


def humidity_within(device: str, rh: float, evidence: Evidence) -> RuleResult:
    rule = "environment.humidity_within_operating_range"
    facts = evidence(device, "operating_humidity")
    if not facts:
        return missing(rule, f"{device} operating_humidity")
    fact = facts[0]
    lo = fact.min if fact.min is not None else 0.0
    if fact.max is None:
        return missing(rule, f"{device} operating_humidity maximum")
    ok = lo <= rh <= fact.max
    reason = f"{rh:g} %RH {'inside' if ok else 'outside'} {device} {lo:g}..{fact.max:g} %RH"
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def derated_supply(
    device: str, volts: float, span: tuple[float, float], evidence: Evidence
) -> RuleResult | None:
    """The stated rail against a supply limit the sheet lowers above a temperature that
    the stated ambient reaches; None when the sheet states no such derating."""
    for fact in evidence(device, "supply_voltage"):
        above = ABOVE_TEMPERATURE.search(f"{fact.condition} {fact.source.quote}")
        if fact.max is None or above is None or span[1] <= float(above.group(1)):
            continue
        ok = volts <= fact.max
        reason = (
            f"{volts:g} V {'within' if ok else 'above'} {device}'s {fact.max:g} V "
            f"allowed above {above.group(1)} °C (ambient up to {span[1]:g} °C)"
        )
        return RuleResult(RuleOutcome("environment.derated_supply", ok, reason), [fact])
    return None


def environment_checks(b: Build) -> list[RuleResult]:
    """Every part of the build inside the stated ambient temperature and humidity."""
    sc = b.scenario
    results: list[RuleResult] = []
    for device in b.parts:
        if sc.ambient_c is not None:
            results.append(ambient_within(device, sc.ambient_c, b.evidence, sc.stored, sc.words))
            if not sc.stored:
                results += mode_limits(device, sc.ambient_c, b.evidence, sc.words)
            derated = (
                device in sc.rails
                and not sc.stored
                and derated_supply(device, sc.rails[device], sc.ambient_c, b.evidence)
            )
            if derated:
                results.append(derated)
        if sc.humidity is not None:
            results.append(humidity_within(device, sc.humidity, b.evidence))
    return results
