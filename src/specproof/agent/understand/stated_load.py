"""The load a question describes for its build to carry: the currents it draws ("a 2 A
motor", "pulls 5 a"), the voltage and kind a switch or contact sees ("a 230 VAC, 13 A
kettle"), and the power it takes ("a 2 kW kettle")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.understand.host_pins import PinLimit
from specproof.agent.understand.quantities import stated_quantities
from specproof.agent.understand.record import Wording
from specproof.units import asked_load_kind, load_voltage_in


@dataclass(frozen=True)
class StatedLoad:
    """The load a question describes: its currents, voltage, power and kind."""

    currents: list[float]
    voltage: float | None
    ac: bool | None
    kind: str | None
    contact_form: str | None
    power: float | None


def stated_load(
    q: str,
    wording: Wording,
    pin_limit: PinLimit | None,
    measured: tuple[tuple[float, str, str], ...],
) -> StatedLoad:
    """ "40 mA", "2 A", and the casual "40ma" (never a bare lower-case "a" but after a verb
    of drawing); a number inside a part number ("KXT4115A", "KSK-20A", "swe-pb5-2a"), a
    host's pin limit, a current the part measures or an inrush is no load current."""
    names = [(m.start, m.end) for m in wording.devices]
    if pin_limit is not None:
        names.append(pin_limit.span)
    # (what a supply is rated for is its budget, no load: see budgets)
    rated = [m.span() for m in SUPPLY_BUDGET.finditer(q) if m.group(7)]
    amps = [
        (found.group(1) or found.group(3), found.group(2) or "A")
        for found in _LOAD_AMPS.finditer(q)
        if not any(start <= found.start() < end for start, end in names)
        and not _INRUSH_AFTER.match(q, found.end())
        and not _SUPPLY_AFTER.match(q, found.end())
        and not _step_start(q, found.start(), found.end())
        and not any(s <= found.start() < e for s, e in rated)
    ]
    read_amps = {m[0] for m in measured if m[1] == "current"}
    currents = [a for a in (amperes(a, unit[:-1]) for a, unit in amps) if not _among(a, read_amps)]
    voltage, ac, kind, contact_form = _switched_load(q, currents, names)
    power = _load_power(q) if voltage or currents else None
    if power is not None and voltage and not currents:
        currents = [power / voltage]  # "a 2 kW 230 V kettle" draws P / V
    return StatedLoad(currents, voltage, ac, kind, contact_form, power)


# what a supply can deliver, no load: "a 12 V 2 A adapter", "is 2 A enough?", "a 3.3 V LDO
# rated for 800 mA"
SUPPLY_BUDGET = re.compile(
    r"(?:deliver|supply|provide)s? (?:at most|up to|only)?\s*(\d+(?:\.\d+)?)\s*(m?)A\b|"
    # "a 12 V 2 A adapter", "is 2 A enough?": what the source can give
    r"\b(\d+(?:\.\d+)?)\s*(m?)A\s+(?:(?:wall|usb|dc|power|plug-?in|phone) ){0,3}(?:adapter|power supply|psu|"
    r"brick|supply|charger)\b|\b(?:is|are|would|will) (\d+(?:\.\d+)?)\s*(m?)A\b[^.?]{0,15}\benough\b|"
    r"\b(?:ldo|regulator|converter|buck|boost|adapter|psu|supply)\s+(?:is\s+)?(?:rated|good)\s+"
    r"(?:for|at)\s+(?:up to\s+)?(\d+(?:\.\d+)?)\s*(m?)A\b",
    re.I,
)


_LOAD_AMPS = re.compile(
    r"(?<![\w.])(?<![A-Za-z]-)(\d+(?:\.\d+)?)\s*(m?A|ma)\b|"
    # "a strip that pulls 5 a,", "pulls 5 a (inductive)": a lower-case "a" after a verb
    # of drawing, with nothing but a mark or a bracket after it
    r"\b(?:pulls?|pulling|draws?|drawing|takes?|needs?)\s+(?:about\s+|up to\s+)?"
    r"(\d+(?:\.\d+)?)\s*a\b(?=\s*(?:each|apiece|per \w+)?\s*(?:[,.;?()]|$))"
)


# "about 30 A inrush for ~1 ms": a transient the load draws at switch-on, which no steady
# rating is compared with (the question's transient concern stays open instead)
_INRUSH_AFTER = re.compile(r"\s*(?:of\s+)?(?:inrush|surge)\b", re.I)


# "a separate 3.3 V, 1 A supply rail", "a 2 A adapter": what a source can give, no load
_SUPPLY_AFTER = re.compile(
    r"\s*(?:(?!(?:per|each|on|from|of|a|an|the|to)\b)[\w.-]+\s+)?"
    r"(?:supply|supplies|rail|adapter|psu|charger|brick|power bank|wall wart)\b",
    re.I,
)


def _step_start(q: str, start: int, end: int) -> bool:
    """ "jumps from 20 mA to 250 mA when Wi-Fi transmits": the current a load steps up
    from is no second load beside the one it steps to."""
    before = q[max(0, start - 6) : start].lower().split()
    after = q[end : end + 6].split()
    return before[-1:] == ["from"] and after[:1] in (["to"], ["->"], ["→"])


def _among(value: float, values: set[float]) -> bool:
    return any(abs(value - v) <= 1e-9 * max(1.0, abs(v)) for v in values)


def amperes(number: str, milli: str) -> float:
    """A current as written ("150" with "m", "2" without) in amperes."""
    return float(number) * (1e-3 if milli else 1.0)


def _load_power(q: str) -> float | None:
    """The one power the question states ("a 100 W lamp", "a 2kw kettle"): with the load's
    voltage, what it draws."""
    watts = [s.si for s in stated_quantities(q) if s.dimension == "power" and s.si > 0]
    return watts[0] if len(watts) == 1 else None


_LOAD_VOLTS = re.compile(r"(\d+(?:\.\d+)?)\s*V\s*(AC|DC|~)\b|(\d+(?:\.\d+)?)\s*(VAC|VDC)\b", re.I)


def _switched_load(
    q: str, load_currents: list[float], names: list[tuple[int, int]]
) -> tuple[float | None, bool | None, str | None, str | None]:
    """A load a switch or contact carries: "a 230 VAC, 13 A kettle", "a 24 V DC solenoid".
    Its voltage, AC (True) or DC (False), its kind, and the contact form named."""
    load_voltage: float | None = None
    load_ac: bool | None = None
    load_kind: str | None = None
    contact_form: str | None = None
    # (a coil rating inside a part's name, "srd-05vdc-sl-c", is no load's voltage)
    m = next(
        (
            found
            for found in _LOAD_VOLTS.finditer(q)
            if not any(start <= found.start() < end for start, end in names)
        ),
        None,
    )
    if m:
        load_voltage = float(m.group(1) or m.group(3))
        load_ac = (m.group(2) or m.group(4)).upper() in ("AC", "~", "VAC")
    else:
        # "a 230v 3a resistive heater": the voltage is the load's, its kind of current unsaid
        load_voltage = load_voltage_in(q)
        if re.search(r"\bmains\b|\bAC (?:load|lamp|motor)", q, re.I):
            load_ac = True
        elif re.search(r"\bDC (?:load|lamp|motor|solenoid|valve|fan|pump)", q, re.I):
            load_ac = False
    if load_voltage is not None or load_currents or load_ac is not None:
        # what the contact switches sets which of its ratings apply (inductive loads
        # arc more on break, lamps draw an inrush)
        load_kind = asked_load_kind(q)
    # "1a"/"1b" (one pole, form A/B) and SPST-NO/-NC are the standard codes of one form
    if re.search(r"normally[- ]open|\bNO contact|\bform A\b|\b1a\b|SPST-NO", q, re.I):
        contact_form = "NO"
    elif re.search(r"normally[- ]closed|\bNC contact|\bform B\b|\b1b\b|SPST-NC", q, re.I):
        contact_form = "NC"
    return load_voltage, load_ac, load_kind, contact_form
