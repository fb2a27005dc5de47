"""A driver's output current against the load the question states: the steady and peak
load within its continuous and peak ratings (for the mounting the question describes),
and loads "at 20 mA each" within a total the sheet states."""

from __future__ import annotations

import re
from collections.abc import Callable

from specproof.agent.configuration import by_configuration, clashes, states_mounting
from specproof.agent.rules.base import RuleResult, guaranteed_limit, missing, name_tokens, si
from specproof.agent.rules.build import Build
from specproof.agent.rules.draw import output_capability
from specproof.agent.rules.power import of_pin
from specproof.agent.terms import quote_label, row_text, words_of
from specproof.agent.understand.record import Scenario
from specproof.records import Fact, RuleOutcome, Source
from specproof.tokens import SNAKE_WORD


def driver_current_checks(b: Build) -> list[RuleResult]:
    """A stated load current (steady and peak) within a driver's output current ratings."""
    sc = b.scenario
    out = []
    continuous, peak = min(sc.load_currents), max(sc.load_currents)
    owners = pin_owners(b)
    for device in _drivers(b):
        # a pin the question names ("its CHRG pin sinking 10 mA") is rated by its own rows
        pin = owners.get(device) or sc.supply_pins.get(device)
        evidence = of_pin(b.evidence, device, pin, unnamed_if_none=device not in owners)
        rated = [(fld, need, _current_rating(_steady(fld, by_configuration(evidence(device, fld), sc.configuration))))
                 for fld, need in (("output_current", continuous), ("peak_output_current", peak))]  # fmt: skip
        if not any(_current_rating(b.evidence(device, fld)) for fld, _, _ in rated):
            continue  # states no drive current at all: a load, not the driver
        for fld, need, rating in rated:
            if rating is None:
                if fld == "output_current":
                    # a peak or limit rating says nothing about a steady load
                    pin = sc.supply_pins.get(device)
                    what = f"{device} continuous {fld}" + (f" of its {pin} pin" if pin else "")
                    out.append(missing(f"power.{fld}_covers_load", what))
                continue
            limit, fact = rating
            ok = need <= limit
            reason = f"{need:g} A {'<=' if ok else '>'} {device} {fld} {limit:g} A"
            # a rating stated for the mounting the question describes ("with heat sink and
            # fan") settles the heat as well: the sheet rated the part so mounted
            rule = "power.mounted_" if states_mounting(fact, sc.configuration) else "power."
            lower = _lower_alike(evidence(device, fld), fact, need, sc)
            if ok and lower is not None:
                reason += (
                    f", but {lower[0]:g} A in another row stated alike (another package or"
                    " version?): which one holds is not stated"
                )
                outcome = RuleOutcome(f"{rule}{fld}_covers_load", None, reason)
                out.append(RuleResult(outcome, [fact, lower[1]]))
                continue
            out.append(RuleResult(RuleOutcome(f"{rule}{fld}_covers_load", ok, reason), [fact]))
    if sc.loads_each > 1 and out:
        out += _all_on_at_once(b, sc.loads_each, continuous)
    if not out and b.asks.load_current:
        # a load current the question states was checked against nothing: never a pass
        out.append(missing("power.output_current_covers_load", "an output current rating"))
    return out


def _drivers(b: Build) -> list[str]:
    """The parts that may drive the stated loads: the part the question asks to deliver
    the current, else any but a load the question names or the charger of the cell the
    build runs on (it fills the cell and drives nothing)."""
    sc = b.scenario
    asked = [p for p in b.parts if p in b.wiring.delivering]
    if asked:
        return asked  # a sensor's 4 mA GPIO rating is no limit on the driver asked
    owners = pin_owners(b)
    if owners:
        return list(owners)  # "LEDs on RX0BF and RX1BF each sink 8 mA": those pins' part
    return [p for p in b.parts if p not in sc.load_owners and p not in b.wiring.chargers]


# a pin name as a question writes it ("RX0BF", "GPIO4", "CHRG"): capitals and digits
_PIN_NAME = re.compile(r"[A-Z][A-Z0-9]{2,7}")


def pin_owners(b: Build) -> dict[str, str]:
    """The one part of a build of several whose sheet names the pins the question wires
    its loads to, with the first such pin ("two LEDs on RX0BF and RX1BF" in a build of a
    regulator, a CAN controller and a flash: the controller's)."""
    if len(b.parts) < 2:
        return {}
    names = {w for d in b.parts for w in name_tokens(d)}
    pins = sorted(p for p in b.wiring.signal_pins if _PIN_NAME.fullmatch(p) and p not in names)
    found: dict[str, str] = {}
    for pin in pins:
        rx = re.compile(rf"(?<![A-Za-z0-9]){re.escape(pin)}(?![A-Za-z0-9])")
        owning = [d for d in b.parts if b.sheets(d, _mentions(rx), _pin_fact)]
        if len(owning) == 1:
            found.setdefault(owning[0], pin)
    return found if len(found) == 1 else {}


def _mentions(rx: re.Pattern[str]) -> Callable[[str, int], list[int]]:
    def read(text: str, page: int = 0) -> list[int]:
        return [page] if rx.search(text) else []

    return read


def _pin_fact(device: str, doc: str, page: int) -> Fact:
    return Fact(device=device, field="other", source=Source(doc, page, ""))


# a rating of the whole part or port, not of one pin: "total", "per port", "all outputs"
_TOTAL_RATING = re.compile(
    r"\btotal\b|\bper\s+port\b|\ball\s+(?:outputs|pins|channels)\b|\bsum\b", re.I
)


def _all_on_at_once(b: Build, n: int, each: float) -> list[RuleResult]:
    """ "8 leds at 20 ma each, all on at once": beside each pin's rating, a total the sheet
    states (per port, all outputs) must hold the sum. A sheet stating none rates each
    channel alone, and that is what the per-load check read."""
    rule = "power.total_output_current_covers_loads"
    total = n * each
    driver = next(iter(_drivers(b)), b.parts[0])
    rows = [
        f
        for f in b.evidence(driver, "output_current")
        if _TOTAL_RATING.search(quote_label(f.source.quote))  # the row's own name says so
    ]
    rated = _current_rating(rows)
    if rated is None:
        return _one_output(b, driver, total, n, each)
    limit, fact = rated
    ok = total <= limit
    reason = f"{n} x {each:g} A = {total:g} A {'<=' if ok else '>'} {driver} total {limit:g} A"
    return [RuleResult(RuleOutcome(rule, ok, reason), [fact])]


# a rating a sheet states for each of its outputs ("per bridge", "each channel", "/ch")
_PER_OUTPUT = re.compile(
    r"\bper\s+(?:channel|output|bridge|pin|phase|driver|relay)\b|\beach\s+(?:channel|output|"
    r"bridge|pin)\b|/\s?ch\b|\bper\s+ch\b",
    re.I,
)


def _one_output(b: Build, driver: str, total: float, n: int, each: float) -> list[RuleResult]:
    """Loads "each" on a part whose rating never says it is per output (a protection board,
    a switch with one output): the sum may all flow through the one rating. Above it, the
    build is unproven, not failed (the part may have an output per load)."""
    rated = _current_rating(b.evidence(driver, "output_current"))
    if rated is None or total <= rated[0]:
        return []
    limit, fact = rated
    if _PER_OUTPUT.search(f"{fact.condition} {fact.source.quote}"):
        return []
    reason = (
        f"{n} x {each:g} A = {total:g} A > {driver} output_current {limit:g} A, and the sheet "
        "does not say whether that rating is per output or for the whole part"
    )
    return [
        RuleResult(RuleOutcome("power.total_output_current_covers_loads", None, reason), [fact])
    ]


def _lower_alike(
    rows: list[Fact], chosen: Fact, need: float, sc: Scenario
) -> tuple[float, Fact] | None:
    """A row rating less than ``need`` for a build as like the question's as the chosen
    row's ("500-mA RMS in PW" beside "1.5-A RMS in PWP", both at VM = 5 V): the sheet rates
    alternatives the question does not choose between (packages, versions), so the best
    of them is no pass. A row for another build (outputs in parallel) is no alternative,
    nor one the question's own words set aside ("in the PWP package": a word the chosen
    row has and the other lacks)."""
    alike = clashes(chosen, sc.configuration)
    for row in rows:
        if row is chosen or clashes(row, sc.configuration) != alike:
            continue
        if (_own_words(chosen) - _own_words(row)) & sc.words:
            continue
        rating = _current_rating([row])
        if rating is not None and rating[0] < need:
            return rating
    return None


def _own_words(fact: Fact) -> set[str]:
    """The words of a row's name and condition, numbers aside."""
    text = row_text(fact).lower()
    return {w for w in SNAKE_WORD.findall(text) if len(w) > 1 and not w.isdigit()}


def _steady(fld: str, rows: list[Fact]) -> list[Fact]:
    """A continuous rating is no row the sheet marks as a peak ("2A coil current (peak)")."""
    if fld != "output_current":
        return rows
    return [f for f in rows if "peak" not in words_of((f.condition or "").lower())]


def _current_rating(facts: list[Fact]) -> tuple[float, Fact] | None:
    """The first row that rates the current: a limit (max, value, min), or a nominal or
    rated current stated in the typical column ("Nominal load current IL(NOM) - 5.5 - A")."""
    for fact in facts:
        if output_capability(fact) is None and fact.min is not None and fact.typ is None:
            continue  # "a load current of at least 0.1 A": a minimum load, no rating
        limit = guaranteed_limit(fact)
        if limit is None and re.search(r"nominal|rated|\bNOM\b", row_text(fact), re.I):
            limit = si(fact, "typ")
        if limit is not None:
            return abs(limit), fact  # (a sourced current written negative: "-45 mA")
    return None
