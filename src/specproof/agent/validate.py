"""Validation policies: each one a named check with a reason, applied to every fact.

A fact that fails any policy is dropped (never patched); the trace keeps the
policy name and the reason. What is left is the accepted evidence.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from specproof.agent.dissipation import dissipation_kind, dissipation_rating_asked
from specproof.agent.example_rows import example_asked
from specproof.agent.junk_rows import contents_line, wordless_row
from specproof.agent.modes import bit_mode_matches, mode_matches, numbered_mode_matches
from specproof.agent.parameter_names import (
    field_words,
    named_parameter,
    named_protection,
    named_timing,
    opposed_qualifier,
    peak_draw_asked,
    value_names_a_mode,
)
from specproof.agent.pin_policies import (
    drive_direction,
    held_pin_named,
    not_leakage,
    pin_stage,
    pins_named,
    supply_pin_named,
)
from specproof.agent.register_settings import start_setting, unnamed_register_setting
from specproof.agent.row_conditions import span_covers
from specproof.agent.score import row_supply_bands, row_supply_spans, variant_fits_fact
from specproof.agent.sensor_blocks import other_block
from specproof.agent.sibling_rows import (
    base_column_beside,
    ordering_row_unasked,
    sibling_row,
    version_row_for_the_base,
)
from specproof.agent.supply_points import (
    SUPPLY_SYMBOLS,
    field_supply_spans,
    measured_at_another_supply,
    near_nominal_supply,
    per_supply,
    stated_elsewhere,
)
from specproof.agent.supply_window import supply_beyond_range
from specproof.agent.temperature_points import (
    beyond_operating_range,
    derating_unasked,
    temperature_point_clash,
)
from specproof.agent.terms import (
    amps_of,
    assignments,
    fact_words,
    names_phrase,
    norm_part,
    row_condition,
    row_text,
    settings,
    sibling_name,
    temperature_ranges,
    variant_matches,
    words_of,
)
from specproof.agent.understand.words import LOAD_NORM, RequestWords, request_words
from specproof.agent.unit_policy import unit_of_another_kind, unit_of_another_quantity
from specproof.fields import (
    dimension,
    fields_in,
    interchangeable,
    is_rating,
    sections_of,
    spec,
    unit_dimension,
)
from specproof.quotes import norm_text, number_in_quote
from specproof.rating_words import names_a_rating
from specproof.records import Fact, SectionKind

if TYPE_CHECKING:
    from specproof.store import Store


@dataclass(slots=True)
class Check:
    """What the question fixes, for the policies to compare facts against: the field
    asked, and the request's own words as :mod:`specproof.agent.understand` reads them."""

    field: str
    quantity: str | None = None
    variant: str | None = None
    condition_text: str = ""
    ambient: bool = False  # an ambient temperature is asked; junction ratings do not answer it
    requested: str = ""  # the field asked, when a sibling field answers it
    limit: bool = False  # a limiting value is asked of an operating field (no rating twin)
    named_as: str = ""  # the part as the question writes it ("AHS1291")
    phrase: str = ""  # the words that asked for the field ("data hold time")
    lone_part: bool = False  # the question names this one part only
    judging: bool = False  # read for a rule judging a build (it weighs each row's supply)
    asked: RequestWords = field(init=False)

    def __post_init__(self) -> None:
        self.asked = request_words(self.condition_text)


@dataclass(slots=True)
class Rejection:
    fact: Fact
    policy: str
    reason: str


# ---------------------------------------------------------------- policies

Policy = Callable[[Fact, Check, "Store"], str | None]  # returns a reason to reject, or None


def field_type(fact: Fact, check: Check, store: Store) -> str | None:
    if fact.field != check.field:
        return f"the row states {_words(fact.field)}, the question asks {_words(check.field)}"
    if check.quantity and fact.quantity and fact.quantity != check.quantity:
        return (
            f"the row measures {_words(fact.quantity)}, the question asks {_words(check.quantity)}"
        )
    return None


def _words(name: str) -> str:
    return name.replace("_", " ")


# what a quantity's values are measured in, for fields whose dimension varies
_QUANTITY_DIMENSION = {
    "temperature": "temperature",
    "relative_humidity": "humidity",
    "current": "current",
    "voltage": "voltage",
}


def unit_dimension_fits(fact: Fact, check: Check, store: Store) -> str | None:
    expected = dimension(check.field)
    if expected == "varies" and check.field in ("measurement_range", "accuracy"):
        # "25 °C" is no relative-humidity range; a relative accuracy in % stays possible
        want = _QUANTITY_DIMENSION.get(check.quantity or "")
        found = unit_dimension(fact.unit)
        relative = check.field == "accuracy" and found == "humidity"
        if want and found and found != want and not relative:
            return f"unit {fact.unit!r} is a {found}, {_words(check.quantity or '')} needs a {want}"
        return unit_of_another_quantity(fact, check)
    if expected in (None, "varies"):
        return None
    if expected == "set":
        return None if fact.values else "the row names no values for a list field"
    if not fact.bounds() and not (fact.expr_min or fact.expr_max):
        return "the row states no number"
    found = fact.dimension if fact.dimension and fact.dimension != "set" else None
    found = found or unit_dimension(fact.unit)
    if found is None:
        return (
            None if expected in ("power_level",) else f"unit {fact.unit!r} has no known dimension"
        )
    if expected == "humidity" and found == "humidity":
        return None
    if found != expected and not interchangeable(found, expected):
        return f"unit {fact.unit!r} is a {found}, {_words(check.field)} needs a {expected}"
    return None


_RAW_UNIT = re.compile(r"\d\s*([a-zA-Zµμ°℃Ω][a-zA-Zµμ°℃Ω/]*)")
_CHECKED_DIMENSIONS = {"voltage", "current", "temperature", "frequency", "time", "power"}


# "45 (at 12 V)", "16 A at 250 V AC": a condition beside the value, no second unit of it
_CONDITION_BESIDE_VALUE = re.compile(
    r"\((?:at|@|bei|with|for)\s[^()]{1,30}\)|\b(?:at|@|bei)\s+[-+]?\d+(?:[.,]\d+)?\s*[a-zA-Zµμ°℃]+",
    re.I,
)


def raw_units_consistent(fact: Fact, check: Check, store: Store) -> str | None:
    """The value text must not carry a unit of another dimension: "2.7 V -40°C" read as a
    temperature range took its lower bound from a voltage column."""
    expected = dimension(check.field)
    if expected not in _CHECKED_DIMENSIONS or not fact.raw:
        return None
    raw = _CONDITION_BESIDE_VALUE.sub(" ", fact.raw)
    for m in _RAW_UNIT.finditer(raw):
        found = unit_dimension(m.group(1))
        if found is None or found == expected:
            continue
        if interchangeable(found, expected):
            continue
        return f"the value text {fact.raw!r} mixes a {found} unit into a {expected} field"
    return None


_NUM = r"[-+–−]?\d+(?:\.\d+)?"


def reading_complete(fact: Fact, check: Check, store: Store) -> str | None:
    """A lone number cut from a Min/Typ/Max row ("Vcc 2.4 3.0 3.6 V" read as 3.6 V) misstates
    the specification: the row gives a range."""
    if fact.value is None or fact.min is not None or fact.max is not None or fact.typ is not None:
        return None
    if not fact.unit or (fact.extractor == "model_table" and fact.variant):
        return None  # a row of one value per version states no limits
    unit = re.escape(fact.unit.strip())
    # (a number glued to letters is a part of a code: the "5" of "EYR6150-33M5" is no limit)
    run = re.search(
        rf"((?:(?<![\w.]){_NUM}\s+){{1,2}}){_NUM}\s*{unit}(?![A-Za-z])", fact.source.quote
    )
    if run is None or not number_in_quote(run.group(0), fact.value):
        return None
    last = re.findall(_NUM, run.group(0))[-1]
    if abs(float(last.replace("–", "-").replace("−", "-")) - fact.value) > 1e-9:
        return None
    return (
        f"the quote states a row of limits ({run.group(0).strip()!r}) but the row was read as "
        "one number"
    )


_SUPPLY_FIELDS = fields_in("supply_rail")


def supply_range_plausible(fact: Fact, check: Check, store: Store) -> str | None:
    """An operating supply sits above ground: "-0.512..0.512 V" is a tolerance or input
    range and "-12..-5 V" a negative-rail example, neither the range a rail must meet."""
    if check.field not in _SUPPLY_FIELDS:
        return None
    lows = [v for v in (fact.min, fact.value, fact.typ) if v is not None]
    if any(v < 0 for v in lows) or (fact.max is not None and fact.max <= 0):
        return f"supply range {fact.raw!r} reaches below ground"
    if check.field == "supply_voltage" and _relative_to_supply(fact):
        # "0.25 ... VDD": a reference or signal range set by the supply, never the supply
        return f"range {fact.raw!r} is bounded by the supply itself, so it is not the supply"
    if check.field == "supply_voltage" and _OWN_OUTPUT.search(fact.source.quote):
        return "the part puts this voltage out (a pin's output), it is no supply it needs"
    if check.field == "supply_voltage":
        return measured_at_another_supply(fact)
    return None


_OWN_OUTPUT = re.compile(r"\d\s*V\s+(?:output|out)\b", re.I)  # "VDD_EXT PO 1.8 V output"


# levels stated as a voltage: a range symmetric about zero ("±30 mV") is a tolerance
_SIGNED_LEVELS = fields_in("signed_level")


def level_not_tolerance(fact: Fact, check: Check, store: Store) -> str | None:
    """ "-0.03 .. 0.03 V" filed as an output voltage is the output's tolerance."""
    if check.field not in _SIGNED_LEVELS or fact.min is None or fact.max is None:
        return None
    if fact.min < 0 < fact.max and abs(fact.min + fact.max) <= 1e-9 * max(1.0, fact.max):
        return f"{fact.raw!r} is a ± tolerance about the level, not the level"
    return None


# "fC1 80 MHz (except Read Data instructions 03h)": the row holds for every case but one
_EXCEPT = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|other than)\s+([^;,()]{3,60}(?:\([^)]*\))?)", re.I
)
_CODE = re.compile(r"\b(?:0x[0-9a-f]+|[0-9a-f]{2}h)\b", re.I)
_COMMON = frozenset(
    {"the", "and", "for", "with", "when", "all", "any", "instruction", "instructions"}
)


def excepted_case(fact: Fact, check: Check, store: Store) -> str | None:
    """The row says it holds except for the very case the question asks about: its
    instruction code, or two of the words naming it, are in the question's words."""
    asked = check.condition_text.lower()
    if not asked:
        return None
    for m in _EXCEPT.finditer(f"{fact.condition} {fact.source.quote}"):
        case = m.group(1).lower()
        codes = {c.lower() for c in _CODE.findall(case)}
        words = words_of(case) - _COMMON
        hits = sum(1 for w in words if re.search(rf"\b{w}\b", asked))
        if (codes and codes & {c.lower() for c in _CODE.findall(asked)}) or hits >= 2:
            return f"the row excludes {m.group(1).strip()!r}, the case the question asks about"
    return None


# logic levels whose guarantee is an upper bound: a low level is "at most" so much
_UPPER_BOUNDED_LEVELS = fields_in("upper_bounded")


def level_limit_sense(fact: Fact, check: Check, store: Store) -> str | None:
    """A low-level voltage (VOL, VIL) is guaranteed as a maximum. A row that states a
    positive minimum and no maximum is a high-level row (VOH, VIH) the table reader filed
    under the low level, e.g. when the symbol of the previous table carried over."""
    if check.field not in _UPPER_BOUNDED_LEVELS:
        return None
    if fact.max is not None or fact.expr_max or fact.min is None or fact.min <= 0:
        return None
    return (
        f"{_words(check.field)} is bounded above; this row states only a lower bound "
        f"({fact.raw!r}), the reading of a high-level row"
    )


def section_suitable(fact: Fact, check: Check, store: Store) -> str | None:
    """Which sections answer a field is the field's ``sections`` role in the registry."""
    role = sections_of(check.field)
    wants_abs_max = role == "rating" or check.limit
    # a limiting value (storage temperature): absolute-maximum tables are where it lives
    if (
        fact.section == SectionKind.ABS_MAX
        and role == "operating"
        and not check.limit
        and not _operating_row_in_limits(fact, check)
        and not dissipation_rating_asked(fact, check)
    ):
        return "absolute maximum rating never answers an operating question"
    if fact.section == SectionKind.STORAGE and role != "limit" and not check.asked.storage:
        return "storage/handling condition never answers an operating question"
    # an abs-max field read outside an abs-max table must say so in its own words
    outside = fact.section not in (SectionKind.ABS_MAX, SectionKind.OTHER)
    if wants_abs_max and outside and not names_a_rating(f"{fact.condition} {fact.source.quote}"):
        return (
            f"an absolute maximum is asked, the row sits in a {_words(fact.section.value)} "
            "section and does not call itself absolute"
        )
    return None


def _operating_row_in_limits(fact: Fact, check: Check) -> bool:
    """ "Operating Temperature Range ... -40°C to +125°C" listed among the absolute maximum
    ratings (a common vendor layout) is the operating range: the row names itself so.
    So is a row of its range symbols ("TMIN to TMAX", "TA"), which a family sheet repeats
    per grade on the lines below the named one. A junction or storage row is not."""
    found = spec(check.field)
    if found is None or not found.listed_among_ratings:
        return False
    row = f"{fact.symbol or ''} {fact.source.quote}".lower()
    named = re.search(r"\b(?:operating|working|work)\b", row) or re.fullmatch(
        r"t_?(?:min|max|a|opt|opr|op)", fact.symbol or "", re.I
    )
    return bool(named) and not re.search(r"junction|storage|\btj\b", row)


def temperature_kind(fact: Fact, check: Check, store: Store) -> str | None:
    if check.field != "operating_temperature" or not check.ambient:
        return None
    words = fact_words(fact)
    if re.search(r"junction|\btj\b", words) and not re.search(r"ambient|\bta\b|free-air", words):
        return "junction temperature rating does not answer an ambient-temperature question"
    return None


_CLOCK_LIMITS = frozenset({"spi_clock_frequency", "i2c_clock_frequency"})


def condition_matches(fact: Fact, check: Check, store: Store) -> str | None:
    """A fact stated at another supply voltage or temperature answers another question
    (but a clock limit read for a build's rule: the rule weighs each row's supply)."""
    clash = _condition_clash(fact, check, store)
    if clash and check.judging and check.field in _CLOCK_LIMITS and _SUPPLY_CLASH.search(clash):
        return None
    return clash


# the clashes about the supply a row is stated at (the clock rule reads those itself)
_SUPPLY_CLASH = re.compile(r"\bsupply\b|\bV(?:DD|CC|S|IN|BAT)\w{0,3} =", re.I)


def _condition_clash(fact: Fact, check: Check, store: Store) -> str | None:
    asked = check.asked.assignments
    if check.field in _SUPPLY_FIELDS:
        return None  # the supply range itself: a "VDD = 5 V" test condition does not bound it
    if _relative_to_supply(fact):
        return None  # "VSS to VREF", "0.7 × VDD": the row scales with whatever supply is used
    if not asked:
        return None if is_rating(check.field) else _supply_words_clash(fact, check, store)
    # the row's own words beat a condition carried down from the table's first row
    stated = {**assignments(fact.condition), **assignments(fact.source.quote)}
    if check.field == "drain_source_voltage":
        # a breakdown is measured with the gate shorted (VGS = 0): that is no gate drive the
        # question's "5 V on the gate" could be another value of
        stated.pop("vgs", None)
    if check.field == "on_resistance" and "vgs" in asked and "vgs" not in stated:
        # the on-resistance depends on the gate voltage: a row that names none is no answer
        # for the one asked (a front-page "RDS(on) max 4.5 mΩ" is the best case)
        return f"the row names no gate voltage, the question asks VGS = {asked['vgs']:g} V"
    asked_supply = [s for s in asked if s in SUPPLY_SYMBOLS]
    row = row_text(fact)
    # the sheet writes this field at several supply voltages, or only at others than the
    # one asked: a row naming none lost its supply (a group heading the row does not
    # repeat, a summary of a figure stated "at VM = 5 V"), it is not every supply's
    unnamed = (
        asked_supply and not any(s in SUPPLY_SYMBOLS for s in stated) and not row_supply_spans(row)
    )
    if unnamed and (per_supply(store, fact) or stated_elsewhere(store, fact, asked)):
        return f"the sheet states this per supply voltage; this row names none ({asked_supply[0].upper()} asked)"
    band = row_supply_bands(row)
    volts = [asked[s] for s in asked_supply]
    if volts and band and not _at_any(volts, band):
        # "VDD = 1.8 V" asked of a row stated for "1.9 ≤ VDD ≤ 3.6 V": outside its band
        low, high = band[0]
        return f"the row holds for supply {low:g}..{high:g} V, the question asks {volts[0]:g} V"
    # a supply named by another symbol stands in only when the fact names none of the asked
    # ones: "VDD = 2.7 V" asked, "VDD = 2.7 V, VREF = 5 V" stated is a match
    direct = any(symbol in asked for symbol in stated)
    for symbol, value in stated.items():
        other = asked.get(symbol)
        if other is None and symbol in SUPPLY_SYMBOLS and not direct:
            other = next((v for s, v in asked.items() if s in SUPPLY_SYMBOLS), None)
        if other is not None and abs(other - value) > 1e-6 * max(1.0, abs(value)):
            if symbol in SUPPLY_SYMBOLS and span_covers(row, symbol, other):
                continue  # "VDD = 4.5 V to 5.5 V": the first end is no point the row is at
            return f"the row is stated at {symbol.upper()} = {value:g}, the question asks {other:g}"
    return None


# a quote cut at a dangling word: its range is on the next line ("ranging from" / "-200°C ...")
_DANGLING = re.compile(r"\b(?:from|to|between|of|over|at|for)\s*$")


def temperature_range_clash(fact: Fact, check: Check, store: Store) -> str | None:
    """A question that fixes a temperature span ("+700 °C to +1350 °C", "TA = -20 °C to
    +85 °C") is not answered by a value the datasheet states for a span that does not
    cover it ("±2 °C for temperatures ranging from -200 °C to +700 °C"). A fact that
    states no span is not judged here."""
    asked = check.asked.temperature_ranges
    if not asked:
        return None
    own = (fact.min, fact.max)
    stated = [
        r
        for r in temperature_ranges(
            f"{fact.condition} {fact.source.quote} {_quote_tail(fact, store)}"
        )
        if r != own  # "-40 to 85 °C" as the fact's own value is no condition
    ]
    if not stated:
        return _point_clash(fact, check, asked)
    for lo, hi in asked:
        if not any(a - 0.5 <= lo and hi <= b + 0.5 for a, b in stated):
            spans = ", ".join(f"{a:g}..{b:g} °C" for a, b in stated)
            return f"the value is stated for {spans}; the question asks {lo:g}..{hi:g} °C"
    return None


def setting_clash(fact: Fact, check: Check, store: Store) -> str | None:
    """ "At a gain of 128" asked, the row states gain 64 (or "1.25 Hz update rate" where
    5 Hz is asked): the value belongs to another setting of the same knob. A row that
    names no value for the knob is not judged here."""
    asked = check.asked.settings
    if not asked or check.field == "i2c_address":
        return None  # address pins: the address reader ties each level to its address
    stated = settings(f"{fact.condition} {fact.source.quote}")
    for name, want in asked.items():
        if (name.startswith("rate/") and check.field == "data_rate") or (
            name == "bits" and check.field == "resolution"
        ):
            continue  # the rate (or resolution) asked about is the value, not a setting
        have = stated.get(name)
        if have and not (want & have):
            knob = name.split("/")[0]
            return f"the row is for {knob} {'/'.join(sorted(have))}, the question asks {'/'.join(sorted(want))}"
    return None


def names_asked_knob(fact: Fact, check: Check) -> bool:
    """The row names a value of a setting the question asks ("12 bit" for "8-bit")."""
    return bool(
        settings(f"{fact.condition} {fact.source.quote}").keys() & check.asked.settings.keys()
    )


# a function named with its state ("CLKOUT disabled", "with the heater enabled"): a row
# of the other state answers another question
_FUNCTION_STATE = re.compile(
    r"\b([a-z][a-z0-9_/]{1,11})\s+(?:is\s+|pulled\s+|held\s+|tied\s+)?(enabled|disabled|running|active|inactive|stopped|idle|"
    # ("clock high time", "SCLK low period": a time of one half of a cycle, no level held)
    r"(?:high|low)(?!\s*(?:time|period|pulse|width|duration|phase|level|voltage|threshold|current)s?\b))\b"
    # "all inputs on" | "all inputs off": every channel of a module switched one way
    r"|\ball\s+([a-z][a-z0-9_/]{2,11})\s+(on|off)\b"
)
_STATE_CLASS = {"enabled": "on", "running": "on", "active": "on", "disabled": "off", "high": "high",
                "inactive": "off", "stopped": "off", "idle": "off", "on": "on", "off": "off", "low": "low"}  # fmt: skip
_NO_FUNCTION = {"the", "is", "it", "and", "not", "was", "are", "mode", "state", "when", "while", "logic", "output", "input", "goes", "go", "level", "signal", "pin", "active", "pulled", "held", "tied", "driven", "set", "line", "stays", "be", "to", "or", "of", "at", "voltage", "side", "very", "too", "so", "as"}  # fmt: skip


def _function_states(text: str) -> dict[str, str]:
    states = {}
    for m in _FUNCTION_STATE.finditer(text.lower()):
        name, state = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if name not in _NO_FUNCTION:
            # (a level, "EN high", is compared with levels only: "inactive high" is both)
            states[f"{name} level" if state in ("high", "low") else name] = _STATE_CLASS[state]
    return states


def function_state_clash(fact: Fact, check: Check, store: Store) -> str | None:
    """ "with CLKOUT running" asked, the row states "CLKOUT disabled": another state of the
    same function (a clock output, a heater, an interface) draws another current."""
    stated = _function_states(f"{fact.condition} {fact.source.quote}")
    asked = _function_states(check.condition_text) | _switched(stated, check.condition_text)
    if check.field == "i2c_address":  # an address pin's level is a strap the rules read
        asked = {name: state for name, state in asked.items() if not name.endswith(" level")}
    # a case cell "contactor off" | "contactor on" against "with the contactor driver
    # switched on": only a state the question sets with "with/when/while" counts, as "on"
    # and "off" follow many words ("turns the regulator off and ... keeps it on")
    cases = {
        m.group(1): m.group(2)
        for m in _CASE_SWITCH.finditer(fact.condition.lower())
        if m.group(1) not in _NO_FUNCTION
    }
    for name, setting in _switched(cases, check.condition_text, _SET_WITH, _SET_AS).items():
        stated.setdefault(name, cases[name])
        asked.setdefault(name, setting)
    for name, state in asked.items():
        if stated.get(name, state) != state:
            return f"the row is for {name} {stated[name]}, the question asks {name} {state}"
    return None


_CASE_SWITCH = re.compile(r"\b([a-z][a-z0-9_/]{2,11})\s+(on|off)\b")
# "with the contactor driver switched on": the words that set a case cell's function
_SET_WITH = r"\b(?:with|when|while)\s+(?:the\s+|its\s+)?"
_SET_AS = r"\s+(?:driver\s+|relay\s+|output\s+)?(?:is\s+|are\s+)?(?:switched\s+|turned\s+)?"


def _switched(
    names: Iterable[str], asked_text: str, before: str = r"\b", between: str = r"\s+"
) -> dict[str, str]:
    """The row's functions the question switches "on" or "off" ("CLKOUT on at 32k"): only
    a function the row names, as "on" follows many a word ("runs on", "based on")."""
    return {
        name: m.group(1)
        for name in names
        if (m := re.search(rf"{before}{re.escape(name)}{between}(on|off)\b", asked_text.lower()))
    }


_AMBIENT_POINT = re.compile(r"\bt[aj]?\s*=\s*([-+]?\d+(?:\.\d+)?)\s*°?\s*c\b")
# errors grow with temperature: a figure stated at one temperature is no bound over a span
_DRIFTING_FIELDS = fields_in("drifts")


def _point_clash(fact: Fact, check: Check, asked: list[tuple[float, float]]) -> str | None:
    """A value stated at one temperature does not hold over the span the question asks:
    the "25 °C" column of a table that also has "-40 °C to +85 °C" columns, and, for an
    error figure, even a table-wide "At TA = 25°C ... unless otherwise noted"."""
    lo, hi = asked[0]
    if hi - lo < 1.0:
        return None
    # a column or row titled "25 °C" beside "-40 °C to +85 °C" ones is that temperature's value
    m = _BARE_POINT.search(row_condition(fact.condition))
    if m is None and check.field in _DRIFTING_FIELDS:
        m = _AMBIENT_POINT.search(f"{fact.condition} {fact.source.quote}".lower())
    if m is None:
        return None
    point = float(m.group(1))
    return f"the value is stated at {point:g} °C only; the question asks {lo:g}..{hi:g} °C"


_BARE_POINT = re.compile(r"(?<![\d.])([-+]?\d+(?:\.\d+)?)\s*°\s*c\b", re.I)


def _quote_tail(fact: Fact, store: Store) -> str:
    """The rest of a sentence the quote cuts at a dangling word ("ranging from"): the
    next line that opens with a number (two-column pages interleave the other column)."""
    if not _DANGLING.search(fact.source.quote):
        return ""
    lines = (_page_text(store, fact) or "").splitlines()
    head = fact.source.quote[:40]
    for i, line in enumerate(lines):
        if head in line:
            return next((x for x in lines[i + 1 : i + 3] if re.match(r"\s*[-+]?\d", x)), "")
    return ""


def _relative_to_supply(fact: Fact) -> bool:
    exprs = f"{fact.expr_min or ''} {fact.expr_max or ''}".lower()
    return any(re.search(rf"\b{symbol}\b", exprs) for symbol in SUPPLY_SYMBOLS | {"v+"})


def _at_any(volts: list[float], spans: list[tuple[float, float]]) -> bool:
    """Whether one of the asked supplies lies in one of the stated points or spans."""
    return any(a - 1e-6 <= v <= b + 1e-6 for v in volts for a, b in spans)


def _supply_words_clash(fact: Fact, check: Check, store: Store) -> str | None:
    """ "At 5 V" / "on a 2.7 V supply" asked in words: a row stated only at other supply
    points or spans ("VDD = 3 V") is the value at another supply, and a row naming none
    where the sheet states the field per supply voltage lost its supply."""
    volts = check.asked.supply_volts
    if check.field in _DRAWS:
        volts = volts or check.asked.run_down_volts  # a draw asked of a run-down cell
    if not volts:
        return None
    spans = row_supply_spans(f"{fact.condition} {fact.source.quote}")
    # a row that lost its supply may hold at any supply the sheet states for the field,
    # and at no other
    lost = not spans and per_supply(store, fact)
    if lost and not _at_any(volts, field_supply_spans(store, fact)):
        return f"the sheet states this per supply voltage; none at {volts[0]:g} V"
    row = f"{fact.condition} {fact.source.quote}"
    if not spans and check.field in _DRAWS and not near_nominal_supply(volts, store, fact, row):
        # a draw grows and shrinks with the supply: a row naming none is the sheet's figure
        # at its own test supply, no answer for a cell run down to 1.9 V
        return f"the row names no supply voltage; the question asks {volts[0]:g} V"
    if not spans or _at_any(volts, spans):
        return None
    stated = ", ".join(f"{a:g} V" if a == b else f"{a:g}..{b:g} V" for a, b in spans)
    return f"the row is stated at supply {stated}, the question asks {volts[0]:g} V"


_DRAWS = fields_in("drawn_current")


def excluded_row(fact: Fact, check: Check, store: Store) -> str | None:
    """A row of the kind the question rules out in words ("not the load-dump rating")."""
    row = f"{fact.symbol or ''} {fact.source.quote}"
    for phrase in check.asked.excluded_phrases:
        if names_phrase(row, phrase):
            return f"the question rules out the {phrase} row"
    return None


# A logic output's guaranteed level is stated at a load current ("IO = -8 mA"): the level
# sags as the load grows, so a row at a lighter load guarantees nothing at a heavier one.
_LEVEL_FIELDS = fields_in("output_level")
_STATED_LOAD = re.compile(r"\bi[a-z]{0,2}\s*=\s*[-+]?(\d+(?:\.\d+)?)\s*(ma|ua|µa|a)\b")


def load_current_clash(fact: Fact, check: Check, store: Store) -> str | None:
    """An output level asked at a load heavier than the row's own load current."""
    if check.field not in _LEVEL_FIELDS:
        return None
    want = check.asked.load_amps
    row = f"{fact.condition} {fact.source.quote}".lower().translate(LOAD_NORM)
    stated = _STATED_LOAD.search(row)
    if want is None or stated is None:
        return None
    have = amps_of(stated)
    if want > have * 1.1:
        return f"the row is stated at a {have * 1e3:g} mA load, the question asks {want * 1e3:g} mA"
    return None


_QUANTITY = re.compile(r"(?<![\w.])([-+]?\d+(?:\.\d+)?)\s*([a-zµμ°%][a-zA-Zµμ°%]{0,4})\b", re.I)
_AT_POINT = re.compile(r"(?:\bat\b|@|\bwith\b)", re.I)


def value_is_operating_point(fact: Fact, check: Check, store: Store) -> str | None:
    """ "0.24 mA typical at 3 V and 400 kHz SCL": a sentence that states one quantity and then
    where it holds ("at ...") gives the later numbers as its operating point, not as specs of
    their own. A fact read from such a number alone is the condition of another spec."""
    from specproof.units import dimension_of

    own_dim = dimension_of(fact.unit)
    values = [v for v in fact.bounds().values() if v is not None]
    if own_dim is None or not values:
        return None
    quantities = [
        (m, dimension_of(m.group(2))) for m in _QUANTITY.finditer(fact.source.quote or "")
    ]
    quantities = [(m, d) for m, d in quantities if d is not None]
    if len(quantities) < 2 or quantities[0][1] == own_dim:
        return None
    first = quantities[0][0]
    said = {round(abs(v), 9) for v in values}
    own = [m for m, d in quantities if d == own_dim and round(float(m.group(1)), 9) in said]
    if not own or len(own) != len([m for m, d in quantities if d == own_dim]):
        return None
    between = fact.source.quote[first.end() : own[0].start()]
    if not _AT_POINT.search(between):
        return None
    return f"{own[0].group(0)} is where the quote's {first.group(0)} holds, not a spec of its own"


def variant_fits(fact: Fact, check: Check, store: Store) -> str | None:
    if check.variant and fact.variant and not variant_fits_fact(check.variant, fact, store):
        return f"the row is for variant {fact.variant}, the question asks {check.variant}"
    if check.variant and (why := version_row_for_the_base(fact, check.variant, store)):
        return why
    if check.variant and not fact.variant:
        return sibling_row(fact, check.variant, store)
    if not check.variant and check.named_as and norm_part(check.named_as) == norm_part(fact.device):
        # a column of a version table ("VMC-10" of the sheet filed as "VMC-08", or
        # "PVD9F5" of the "PVD9Fx" family): another version than the part asked
        other = fact.variant and sibling_name(fact.variant, fact.device)
        if other and not variant_matches(check.named_as, fact.variant or ""):
            return f"the row is for {fact.variant}, the question asks {check.named_as}"
        return base_column_beside(fact, store) or sibling_row(fact, check.named_as, store)
    return None


def source_on_page(fact: Fact, check: Check, store: Store) -> str | None:
    """The quote is on the cited page and contains the numbers (what the scorer checks)."""
    if not fact.source.quote:
        return "no source quote"
    page_text = _page_text(store, fact)
    if page_text is None:
        return f"page {fact.source.page} of {fact.source.doc} is not stored"
    if norm_text(fact.source.quote) not in norm_text(page_text):
        return f"quote not found on page {fact.source.page}"
    for name, value in fact.bounds().items():
        if not number_in_quote(fact.source.quote, value):
            return f"{name} {value:g} does not occur in the quote"
    return None


_PAGE_CACHE: weakref.WeakKeyDictionary[Store, dict[tuple[str, int], str | None]] = (
    weakref.WeakKeyDictionary()
)


def _page_text(store: Store, fact: Fact) -> str | None:
    doc_id = fact.doc_id
    if not doc_id:
        doc = store.document_by_name(fact.source.doc)
        doc_id = doc.id if doc else ""
    if not doc_id:
        return None
    try:
        pages = _PAGE_CACHE.setdefault(store, {})
    except TypeError:  # a store that cannot be weakly referenced is simply not cached
        return store.page_text(doc_id, fact.source.page)
    key = (doc_id, fact.source.page)
    if key not in pages:
        pages[key] = store.page_text(doc_id, fact.source.page)
    return pages[key]


POLICIES: list[tuple[str, Policy]] = [
    ("field_type", field_type),
    ("contents_line", contents_line),
    ("wordless_row", wordless_row),
    ("unit_dimension", unit_dimension_fits),
    ("raw_units", raw_units_consistent),
    ("reading_complete", reading_complete),
    ("section_kind", section_suitable),
    ("field_words", field_words),
    ("dissipation", dissipation_kind),
    ("supply_plausible", supply_range_plausible),
    ("level_not_tolerance", level_not_tolerance),
    ("level_sense", level_limit_sense),
    ("temperature_kind", temperature_kind),
    ("condition_match", condition_matches),
    ("supply_window", supply_beyond_range),
    ("excluded_row", excluded_row),
    ("excepted_case", excepted_case),
    ("pins_named", pins_named),
    ("pin_stage", pin_stage),
    ("supply_pin", supply_pin_named),
    ("held_pin", held_pin_named),
    ("load_current", load_current_clash),
    ("operating_point", value_is_operating_point),
    ("temperature_span", temperature_range_clash),
    ("temperature_point", temperature_point_clash),
    ("beyond_operating_range", beyond_operating_range),
    ("derating", derating_unasked),
    ("setting_match", setting_clash),
    ("register_setting", unnamed_register_setting),
    ("start_setting", start_setting),
    ("example_asked", example_asked),
    ("sensing_block", other_block),
    ("asked_unit", unit_of_another_kind),
    ("function_state", function_state_clash),
    ("mode_match", mode_matches),
    ("numbered_mode", numbered_mode_matches),
    ("bit_mode", bit_mode_matches),
    ("drive_direction", drive_direction),
    ("not_leakage", not_leakage),
    ("named_parameter", named_parameter),
    ("named_timing", named_timing),
    ("mode_name", value_names_a_mode),
    ("opposed_qualifier", opposed_qualifier),
    ("named_protection", named_protection),
    ("peak_draw", peak_draw_asked),
    ("variant_match", variant_fits),
    ("ordering_row", ordering_row_unasked),
    ("source_on_page", source_on_page),
]


def validate_fact(fact: Fact, check: Check, store: Store) -> Rejection | None:
    """The first policy the fact fails, or None when it passes all of them."""
    for name, policy in POLICIES:
        reason = policy(fact, check, store)
        if reason:
            return Rejection(fact, name, reason)
    return None
