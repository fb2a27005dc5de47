"""Environment rules: the stated ambient temperature and humidity inside the operating ranges."""

from __future__ import annotations

from specproof.agent.rules.base import Evidence, RuleResult, missing
from specproof.agent.rules.build import Build
from specproof.records import RuleOutcome


def ambient_within(device: str, span: tuple[float, float], evidence: Evidence) -> RuleResult:
    rule = "environment.temperature_within_operating_range"
    facts = evidence(device, "operating_temperature")
    if not facts:
        return missing(rule, f"{device} operating_temperature")
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


def environment_checks(b: Build) -> list[RuleResult]:
    """Every part of the build inside the stated ambient temperature and humidity."""
    sc = b.scenario
    results: list[RuleResult] = []
    for device in b.parts:
        if sc.ambient_c is not None:
            results.append(ambient_within(device, sc.ambient_c, b.evidence))
        if sc.humidity is not None:
            results.append(humidity_within(device, sc.humidity, b.evidence))
    return results
