"""Current budget per rail: what every part on it draws against what its source delivers.

A rail's draw is summed across the build: each part's stated draw (the engine's reading:
the largest current its sheet states in any mode, a relay coil's row, power over
voltage), times its count, and for a regulator on the rail its own quiescent current
plus everything the rail it makes draws. The source delivers the stated limit of an
external supply, or the regulator's rated output current. A draw or a rating without
evidence makes the row unknown, never a pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from specproof.agent.rules import Evidence, load_draw
from specproof.agent.rules.base import si
from specproof.agent.rules.draw import output_capability, quiescent_draw
from specproof.agent.understand import Asks
from specproof.build.checks import scenario
from specproof.build.engine import Sentence, cite, validated_evidence
from specproof.build.parts import BuiltPart, Plan
from specproof.build.report import Row
from specproof.records import Fact

if TYPE_CHECKING:
    from specproof.embed import Embedder

PASS_THROUGH = (
    "assumed: a regulator draws from its input what its loads draw plus its own quiescent "
    "current (true of a linear regulator; a switching one draws less)"
)


@dataclass(slots=True)
class Draw:
    amps: float = 0.0
    terms: list[str] = field(default_factory=list)  # "HC-SR04 ×2 30 mA"
    facts: list[Fact] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    through_regulator: bool = False
    # parts counted at the most their sheet allows for a setting the build does not state
    # (a charger's programmed current): a sum above the rating is then not proven
    at_most: list[str] = field(default_factory=list)


def budget_rows(plan: Plan, embedder: Embedder | None = None) -> list[Row]:
    rows = []
    for rid in plan.build.rails:
        if plan.on_rail(rid):
            rows.append(_rail_row(plan, rid, embedder))
    return rows


def _drawing(plan: Plan, rid: str) -> list[BuiltPart]:
    """Every part whose current comes through the rail (downstream rails included), and
    the rail's own source."""
    out: list[BuiltPart] = []
    source = plan.rail(rid).source
    if source is not None:
        out.append(plan.parts[source])
    todo = [rid]
    while todo:
        here = todo.pop()
        for part in plan.on_rail(here):
            if part not in out:
                out.append(part)
            made = plan.regulators.get(part.id)
            if made is not None and made != here:
                todo.append(made)
    return out


def _rail_row(plan: Plan, rid: str, embedder: Embedder | None) -> Row:
    rail = plan.rail(rid)
    parts = _drawing(plan, rid)
    s = Sentence().say(f"Can a {rail.voltage:g} V rail supply the ").parts(plan.mentions(parts))
    question = s.question(plan.index, scenario(parts, asks=Asks(power=True)))
    found = validated_evidence(question, plan.store, embedder)
    where = plan.built.where("rails", rid)
    subject = f"rail {rid} ({rail.voltage:g} V)"
    if found is None:
        return Row(
            "current budget",
            subject,
            where,
            "unknown",
            "build.current_budget",
            "the engine's evidence could not be read",
        )
    evidence = found[0]
    draw = _rail_draw(plan, rid, evidence, seen=set())
    limit, limit_facts, limit_text = _capability(plan, rid, evidence)
    cited = cite(draw.facts + limit_facts, plan.store)
    detail = " + ".join(draw.terms)
    if limit is not None and draw.amps > limit + 1e-12 and draw.at_most:
        why = (
            f"needed fact missing: {'; '.join(draw.at_most)}; at those maxima the draw "
            f"{_a(draw.amps)} ({detail}) > {limit_text} {_a(limit)}"
        )
        return Row("current budget", subject, where, "unknown", "build.current_budget", why, cited)
    if limit is not None and draw.amps > limit + 1e-12:
        # what is known already exceeds the rating: the parts not known only add to it
        unknown = f"; not counted: {', '.join(draw.missing)}" if draw.missing else ""
        why = f"draw {_a(draw.amps)} ({detail}) > {limit_text} {_a(limit)}{unknown}"
        return Row("current budget", subject, where, "fail", "build.current_budget", why, cited)
    if draw.missing or limit is None:
        lacking = [*draw.missing, *([limit_text] if limit is None else [])]
        known = f" (counted so far: {_a(draw.amps)}: {detail})" if detail else ""
        why = "needed fact missing: " + "; ".join(lacking) + known
        return Row("current budget", subject, where, "unknown", "build.current_budget", why, cited)
    ok = draw.amps <= limit + 1e-12
    why = f"draw {_a(draw.amps)} ({detail}) {'<=' if ok else '>'} {limit_text} {_a(limit)}" + (
        f" ({PASS_THROUGH})" if draw.through_regulator else ""
    )
    status = "pass" if ok else "fail"
    return Row("current budget", subject, where, status, "build.current_budget", why, cited)


def _rail_draw(plan: Plan, rid: str, evidence: Evidence, seen: set[str]) -> Draw:
    total = Draw()
    seen.add(rid)
    for part in plan.on_rail(rid):
        made = plan.regulators.get(part.id)
        one = _part_draw(part, evidence, regulator=made is not None)
        if made is not None and made not in seen:
            below = _rail_draw(plan, made, evidence, seen)
            total.missing += below.missing
            total.facts += below.facts
            total.through_regulator = True
            total.at_most += below.at_most
            if not isinstance(one, str):
                one = (one[0] + below.amps, one[1], f"{one[2]} + rail {made} {_a(below.amps)}")
        if isinstance(one, str):
            total.missing.append(one)
            continue
        amps, facts, text = one
        charge = _charge_current(part, evidence)
        if charge is not None:
            amps, facts = amps + charge[0], facts + charge[1]
            text = f"{text} + charge current at most {_a(charge[0])}"
            total.at_most.append(
                f"{part.device} charge current (set by a programming resistor the build "
                f"does not state; its sheet allows up to {_a(charge[0])})"
            )
        total.amps += amps * part.count
        copies = f" ×{part.count}" if part.count > 1 else ""
        total.terms.append(f"{part.id}{copies} {text}")
        total.facts += facts
    for part, amps in _driven_loads(plan, rid):
        total.amps += amps * part.count
        copies = f" ×{part.count}" if part.count > 1 else ""
        total.terms.append(f"{part.id}{copies} load {_a(amps)} (stated in the build)")
    return total


# a draw stated as an average says nothing of the peaks a supply must deliver
_AVERAGE = re.compile(r"\baverage\b|\bavg\.?(?!\w)|\bmean\b", re.I)


def _part_draw(
    part: BuiltPart, evidence: Evidence, regulator: bool
) -> tuple[float, list[Fact], str] | str:
    """What one copy of a part draws at most, as the engine reads it (its largest stated
    draw, else its quiescent current; a regulator's own draw is its quiescent current);
    else why it is not known."""
    if regulator:
        found = quiescent_draw(part.device, evidence) or load_draw(part.device, evidence)
    else:
        found = load_draw(part.device, evidence) or quiescent_draw(part.device, evidence)
    if found is None:
        what = "quiescent or supply current" if regulator else "supply current"
        return f"{part.device} {what}"
    amps, facts = found
    if facts and all(_AVERAGE.search(f"{f.condition} {f.source.quote}") for f in facts):
        return f"{part.device} peak supply current (its sheet states an average of {_a(amps)})"
    return amps, facts, _a(amps)


# a charger's input carries its charge current: rows of the current it charges at, which
# its sheet states per programming resistor ("RPROG = 1.1k", "PROG = 2 kΩ")
_CHARGE = re.compile(r"charge\s+current|charging|\bR?PROG\b", re.I)


def _charge_current(part: BuiltPart, evidence: Evidence) -> tuple[float, list[Fact]] | None:
    """The largest charge current a charger's sheet states (what it may draw from its input
    on top of its own supply current), with the row that states it; None for any other part."""
    rows = [
        (amps, f)
        for f in evidence(part.device, "output_current")
        if _CHARGE.search(f"{f.condition} {f.source.quote}")
        and (amps := si(f, "max") if si(f, "max") is not None else si(f, "value")) is not None
    ]
    if not rows:
        return None
    amps, fact = max(rows, key=lambda r: r[0])
    return amps, [fact]


def _driven_loads(plan: Plan, rid: str) -> list[tuple[BuiltPart, float]]:
    """Loads a driver powers from this rail: the current the build states for them (the
    peak when stated), counted when the load runs at the rail's voltage."""
    out = []
    volts = plan.rail(rid).voltage
    for part in plan.on_rail(rid):
        load = part.load
        if load is None or plan.is_a(part, "relay") or plan.is_a(part, "transistor"):
            continue
        amps = max((a for a in (load.current, load.peak) if a is not None), default=None)
        same_rail = load.voltage is None or abs(load.voltage - volts) < 1e-9
        if amps is not None and same_rail:
            out.append((part, amps))
    return out


def _capability(plan: Plan, rid: str, evidence: Evidence) -> tuple[float | None, list[Fact], str]:
    rail = plan.rail(rid)
    if rail.source is None:
        if rail.current_limit is None:
            return None, [], f"the current limit of rail {rid}'s supply (not stated in the build)"
        return rail.current_limit, [], "stated supply limit"
    device = plan.parts[rail.source].device
    for fact in evidence(device, "output_current"):
        cap = output_capability(fact)
        if cap is not None:
            return cap, [fact], f"{device} output current"
    return None, [], f"{device} output_current rating"


def _a(amps: float) -> str:
    if amps >= 1:
        return f"{amps:.4g} A"
    if amps >= 1e-3:
        return f"{amps * 1e3:.4g} mA"
    return f"{amps * 1e6:.4g} µA"
