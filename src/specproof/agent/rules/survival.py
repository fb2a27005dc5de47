"""Whether the parts come through a supply unharmed, when that is all the question asks
("the rail sits at 4.0 V while I reflash it; will that damage any of them?").

A rail inside the part's operating range harms nothing; above it, the absolute maximum
rating is what a part survives. Working out of its operating range is no damage, and a
rail above the operating range that no rating bounds settles nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.rules.base import RuleResult, fmt, missing, si
from specproof.records import RuleOutcome

if TYPE_CHECKING:
    from specproof.agent.rules.base import Evidence
    from specproof.agent.rules.build import Build

RULE = "power.rail_within_survival_rating"


def survival_checks(b: Build) -> list[RuleResult]:
    return [
        rail_survived(device, volts, b.evidence)
        for device, volts in b.scenario.rails.items()
        if device in b.parts
    ]


def rail_survived(device: str, rail: float, evidence: Evidence) -> RuleResult:
    for fact in evidence(device, "supply_voltage"):
        top = si(fact, "max")
        if top is not None and rail <= top + 1e-9:
            reason = f"{fmt(rail)} <= {device} operating supply max {fmt(top)}: no damage"
            return RuleResult(RuleOutcome(RULE, True, reason), [fact])
    rows = evidence(device, "abs_max_supply_voltage")
    # the rating table's rows, not a pin list's "Power Supply (2.16V to 3.6V)" beside it
    rows = [f for f in rows if f.extractor != "line"] or rows
    ratings = [(v, f) for f in rows if (v := si(f, "max"))]
    if not ratings:
        return missing(RULE, f"{device} abs_max_supply_voltage")
    limit, fact = min(ratings, key=lambda pair: pair[0])
    ok = rail <= limit + 1e-9
    reason = f"{fmt(rail)} {'<=' if ok else '>'} {device} absolute maximum supply {fmt(limit)}"
    return RuleResult(RuleOutcome(RULE, ok, reason), [fact])
