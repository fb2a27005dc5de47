"""Measuring rules: a quantity the build asks a sensor to measure inside its measuring range.

"kaf3100-5lp for a 3 slpm air flow?", "Can the X-125 measure a pressure drop of 300 Pa?":
the stated flow or pressure against the measuring range the sheet states for that quantity
(of the version asked). A part that states none is no proof either way.
"""

from __future__ import annotations

from specproof.agent.rules.base import Evidence, RuleResult, missing
from specproof.agent.rules.build import Build
from specproof.records import Fact, RuleOutcome
from specproof.units import dimension_of, to_si


def _range_of(fact: Fact) -> tuple[float, float] | None:
    """The range in SI units; "up to 5 SLPM" starts at zero."""
    if fact.max is None or not fact.unit:
        return None
    lo, hi = to_si(fact.min or 0.0, fact.unit), to_si(fact.max, fact.unit)
    return (lo, hi) if lo is not None and hi is not None else None


def measured_within_range(
    device: str, value: float, dimension: str, written: str, evidence: Evidence
) -> RuleResult:
    rule = "measuring.value_within_measurement_range"
    facts = [
        f
        for f in evidence(device, "measurement_range")
        if f.unit and dimension_of(f.unit) == dimension and _range_of(f) is not None
    ]
    if not facts:
        return missing(rule, f"{device} measurement_range of the {dimension} measured")
    fact = facts[0]
    ok = _holds(fact, value)
    reason = f"{written} {'inside' if ok else 'outside'} {device} measuring range {_shown(fact)}"
    other = next((f for f in facts[1:] if _holds(f, value)), None)
    if not ok and other is not None:
        # a monitor's shunt input and its bus input ("-163.84..163.8 mV", "0..26 V"): the
        # value fits one input and not the other, and which one reads it is not settled
        reason += f", but inside {_shown(other)}: which input reads it is not settled"
        return RuleResult(RuleOutcome(rule, None, reason), [fact, other])
    return RuleResult(RuleOutcome(rule, ok, reason), [fact])


def _holds(fact: Fact, value: float) -> bool:
    lo, hi = _range_of(fact) or (0.0, 0.0)
    return lo <= value <= hi


def _shown(fact: Fact) -> str:
    return f"{fact.min if fact.min is not None else 0:g}..{fact.max:g} {fact.unit}"


def measuring_checks(b: Build) -> list[RuleResult]:
    """Each stated measured quantity inside the measuring range of each part of the build
    that states one of its dimension (a part that states none is not the sensor)."""
    results: list[RuleResult] = []
    for value, dimension, written in b.scenario.measured:
        checks = [
            measured_within_range(device, value, dimension, written, b.evidence)
            for device in b.parts
        ]
        decided = [r for r in checks if r.outcome.passed is not None]
        results += decided or checks[:1]
    return results
