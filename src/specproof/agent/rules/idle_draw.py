"""What the parts draw at rest, summed against the budget the question sets for them.

A sheet states a part's resting draw per state (sleep, standby, power-down, shutdown), per
supply and per temperature; a regulator's or charger's draw at rest is its quiescent
current. Each part's row is the one for the state the question puts it in, at the
question's temperature and rail when the sheet states those, else the largest its sheet
gives: a budget proven on a smaller row than the part may draw would be a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from specproof.agent.rules.base import Evidence, RuleResult, fmt, missing, si
from specproof.agent.rules.draw import hot_condition
from specproof.agent.rules.power import counted
from specproof.agent.score import row_supply_spans
from specproof.agent.temperature_points import stated_temperatures
from specproof.agent.terms import row_text
from specproof.agent.understand.settings import power_states
from specproof.records import Fact, RuleOutcome, SectionKind

if TYPE_CHECKING:
    from specproof.agent.rules.build import Build

RULE = "power.idle_budget"

# how sheets name each resting state in a row
# how sheets name a resting state beyond its own words (understand.settings.power_states):
# "PD", "off"; and a charger with its input removed, the battery's drain ("sleep mode,
# VCC = 0 V")
_MORE_STATE_WORDS = {
    "power-down": re.compile(r"\bpd\b", re.I),
    "shutdown": re.compile(r"\boff\b", re.I),
    "unpowered": re.compile(
        r"\bv(?:cc|dd|in)\s*=\s*0\s*v|floating|\bsleep\b|reverse|discharge", re.I
    ),
}
_STATIC = re.compile(r"\bv_?i\s*=\s*v_?cc\s+or\s+gnd\b|\bstatic\b|\bquiescent\b", re.I)


def idle_budget_checks(b: Build) -> list[RuleResult]:
    """Every part's resting draw, summed, within the budget the question sets."""
    parts = [d for d in b.parts if d in b.scenario.idle_parts] or b.parts
    return [counted(b, parts, lambda units: _within_budget(b, units))]


def _within_budget(b: Build, units: list[str]) -> RuleResult:
    """Proven when the parts' guaranteed maxima fit; failed when even their typical draw
    does not, or when the question asks the worst case and the maxima do not fit. Between
    the two (typical fits, the guarantee does not) the sheets settle nothing."""
    sc = b.scenario
    draws = [(device, resting_draw(b, device)) for device in units]
    lacking = [device for device, draw in draws if draw is None]
    known = [(device, draw) for device, draw in draws if draw is not None]
    used = [draw.row for _, draw in known]
    budget = sc.idle_budget or 0.0
    worst = [draw.worst for _, draw in known]
    typical = sum(draw.typical for _, draw in known)
    if lacking and typical <= budget:
        # (the parts whose draw is stated already over the budget fail it, whatever the
        # others add; under it, the others' unknown draw settles nothing)
        return missing(RULE, f"{lacking[0]} {sc.idle_states.get(lacking[0], 'resting')} current")
    if all(w is not None for w in worst):
        total = sum(w for w in worst if w is not None)
        terms = " + ".join(f"{d} {fmt(draw.worst or 0.0, 'A')}" for d, draw in known)
        if not lacking and (total <= budget or sc.worst_case):
            ok = total <= budget
            said = f"at rest (max) {terms} = {fmt(total, 'A')} {'<=' if ok else '>'} budget {fmt(budget, 'A')}"
            return RuleResult(RuleOutcome(RULE, ok, said), used)
    terms = " + ".join(f"{d} {fmt(draw.typical, 'A')}" for d, draw in known)
    if typical > budget:
        said = f"at rest (typical where stated) {terms} = {fmt(typical, 'A')} > budget {fmt(budget, 'A')}"
        return RuleResult(RuleOutcome(RULE, False, said), used)
    said = (
        f"at rest (typical where stated) {terms} = {fmt(typical, 'A')} <= budget {fmt(budget, 'A')}, "
        "but the stated maxima do not prove it"
    )
    return RuleResult(RuleOutcome(RULE, None, said), used)


@dataclass(frozen=True)
class RestingDraw:
    worst: float | None  # the largest guaranteed draw (max, else a single value)
    typical: float  # the largest typical draw (typ, else the guarantee)
    row: Fact  # the row of the larger of the two


def resting_draw(b: Build, device: str) -> RestingDraw | None:
    """What the part's rows for its resting state state it draws, at the question's
    temperature and rail when the sheet states those, else the largest of them."""
    sc = b.scenario
    rows, resting = _resting_rows(b, device)
    # characteristic tables are the specification; a feature list's "60 nA" is a summary
    tabled = [r for r in rows if r.section in (SectionKind.ELECTRICAL, SectionKind.RECOMMENDED)]
    rows = _in_state(tabled or rows, sc.idle_states.get(device), resting)
    rows = _at_temperature(rows, _ambient(b), sc.worst_case)
    rows = _at_rail(rows, _rail(b, device))
    worst: tuple[float, Fact] | None = None
    typical: tuple[float, Fact] | None = None
    for row in rows:
        guaranteed = _stated(row, ("max", "value"))
        usual = _stated(row, ("typ", "value", "max"))
        if guaranteed is not None and (worst is None or guaranteed > worst[0]):
            worst = (guaranteed, row)
        if usual is not None and (typical is None or usual > typical[0]):
            typical = (usual, row)
    if typical is None:
        return None
    # a part with a row stating only a typical draw has no guaranteed draw
    if worst is not None and any(_stated(r, ("max", "value")) is None for r in rows):
        worst = None
    row = worst[1] if worst is not None else typical[1]
    return RestingDraw(worst[0] if worst else None, typical[0], row)


def _stated(row: Fact, bounds: tuple[str, ...]) -> float | None:
    return next((abs(v) for bound in bounds if (v := si(row, bound)) is not None), None)


def _rail(b: Build, device: str) -> float | None:
    """The part's rail: the question's, else the one output the build's regulator names."""
    sc = b.scenario
    if device in sc.rails:
        return sc.rails[device]
    outputs = set(sc.named_outputs.values()) | set(sc.regulator_output.values())
    return outputs.pop() if len(outputs) == 1 and device not in b.regulators else None


def _resting_rows(b: Build, device: str) -> tuple[list[Fact], bool]:
    """A supply's own draw at rest is its quiescent current; any other part's is its
    standby current (a chip without a sleep state: its quiescent or static current).
    Also says whether every row is a resting draw (standby rows are; a sensor's
    "quiescent current" is its working draw unless the row names the state)."""
    evidence: Evidence = b.evidence
    # (a regulator put in its shutdown or off state draws its standby current, not its
    # quiescent current)
    named_state = device in b.scenario.idle_states
    supply = (device in b.regulators or device in b.wiring.chargers) and not named_state
    order = (
        ("quiescent_current", "standby_current")
        if supply
        else ("standby_current", "quiescent_current")
    )
    for field in order:
        rows = evidence(device, field)
        if rows:
            return rows, supply or field == "standby_current"
    # a logic chip's static draw: its supply current with every input at a rail
    static = [r for r in evidence(device, "supply_current") if _STATIC.search(row_text(r))]
    return static, False


def _in_state(rows: list[Fact], state: str | None, resting: bool) -> list[Fact]:
    """The rows naming the state the part is put in; when none does, every resting row
    (the largest of them bounds the state asked), and no working row."""
    if state is None:
        return rows
    more = _MORE_STATE_WORDS.get(state)
    named = [
        r
        for r in rows
        if state in power_states(row_text(r)) or (more is not None and more.search(row_text(r)))
    ]
    return named or (rows if resting else [])


def _ambient(b: Build) -> tuple[float, float] | None:
    if b.scenario.ambient_c is not None:
        return b.scenario.ambient_c
    room = {"room", "ambient"} & b.scenario.words and ({"temperature", "temp"} & b.scenario.words)
    return (25.0, 25.0) if room else None


def _at_temperature(
    rows: list[Fact], ambient: tuple[float, float] | None, worst_case: bool
) -> list[Fact]:
    """The rows for the question's temperature: stated at it, else the rows stating no
    temperature (the sheet's own conditions), else stated over the narrowest span that
    holds it. With no temperature asked, a typical build leaves out the hot extremes."""
    if ambient is None:
        nominal = [r for r in rows if not hot_condition(r)]
        return rows if worst_case or not nominal else nominal
    lo, hi = ambient
    unstated: list[Fact] = []
    widths: list[tuple[float, Fact]] = []
    for row in rows:
        # the row's own words first: its table's note may name every grade's span
        stated = stated_temperatures(row.source.quote) or stated_temperatures(row_text(row))
        spans = [s for s in stated if s[0] - 0.5 <= lo and hi <= s[1] + 0.5]
        if not stated:
            unstated.append(row)
        elif spans:
            widths.append((min(s[1] - s[0] for s in spans), row))
    points = [row for w, row in widths if w <= 1.0]
    if points or unstated:
        return points or unstated
    if not widths:
        return rows
    narrowest = min(w for w, _ in widths)
    return [row for w, row in widths if w == narrowest]


def _at_rail(rows: list[Fact], rail: float | None) -> list[Fact]:
    """The rows stated at the part's rail, when the sheet states its draw per supply."""
    if rail is None:
        return rows
    at_rail = [
        r
        for r in rows
        if any(a == b and abs(a - rail) < 0.05 for a, b in row_supply_spans(row_text(r)))
    ]
    return at_rail or rows
