"""Environment rules: the stated ambient temperature and humidity inside the operating ranges,
and a supply derated above a temperature the stated ambient reaches."""

from __future__ import annotations

from specproof.agent.rules.base import Evidence, RuleResult, missing
from specproof.agent.rules.build import Build
from specproof.agent.temperature_points import ABOVE_TEMPERATURE
from specproof.records import RuleOutcome


def ambient_within(
    device: str, span: tuple[float, float], evidence: Evidence, stored: bool = False
) -> RuleResult:
    """The stated temperature inside the part's operating range, or its storage range when
    the part is kept there unpowered."""
    kind = "storage" if stored else "operating"
    rule = f"environment.temperature_within_{kind}_range"
    facts = evidence(device, f"{kind}_temperature")
    if not facts:
        return missing(rule, f"{device} {kind}_temperature")
    fact = facts[0]
    lo, hi = fact.min, fact.max
    if lo is None or hi is None:
        return missing(rule, f"{device} operating_temperature bounds")
    ok = lo <= span[0] and span[1] <= hi
    reason = (
        f"{span[0]:g}..{span[1]:g} °C {'inside' if ok else 'outside'} {device} {lo:g}..{hi:g} °C"
    )
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


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
            results.append(ambient_within(device, sc.ambient_c, b.evidence, sc.stored))
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
