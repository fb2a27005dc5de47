"""Turn accepted facts into answer items and a text built from those items only."""

from __future__ import annotations

import re

from specproof.agent.rules.address_pins import shipped_addresses
from specproof.agent.understand.record import Comparison
from specproof.agent.understand.straps import straps_as_shipped
from specproof.fields import answered_as, fields_in
from specproof.quotes import number_in_quote
from specproof.records import BOUNDS, Fact, Item, RuleOutcome, alnum_key
from specproof.tokens import LONG_WORD, names_word

QUANTITY_FIELDS = fields_in("per_quantity")

# how a bus is written in running text ("I²C" often loses its superscript: "I C")
_BUS_WORDS = {
    "i2c": r"\bi\s?[2²]?\s?c\b|\biic\b|\btwi\b|two[- ]wire",
    "1wire": r"\b1[- ]?wire\b|\bone[- ]wire\b",
    "singlebus": r"single[- ]?bus|single[- ]wire",
}


def _norm(text: str) -> str:
    return alnum_key(text.replace("²", "2"))


def _named_in(value: str, quote: str) -> bool:
    key = _norm(value)
    pattern = _BUS_WORDS.get(key)
    if pattern is not None:
        return re.search(pattern, quote, re.I) is not None
    return bool(key) and key in _norm(quote)


def stated_values(fact: Fact) -> list[str]:
    """The interfaces a fact's own quote names.

    A bus read from an unrelated sentence ("UART" beside an I2C-only quote) is not
    evidence for it; when the quote names none of them (a table cell), all are kept.
    Other categorical fields (addresses, signal types) are kept as extracted.
    """
    values = list(fact.values or [])
    if fact.field == "i2c_address":
        return seven_bit_addresses(values)
    if fact.field != "interface":
        return values
    named = [v for v in values if _named_in(v, fact.source.quote)]
    return named or values


# words that qualify any listed value, naming no case of its own
_GENERIC_CASE_WORDS = frozenset(
    {"version", "versions", "type", "types", "variant", "model", "only", "with", "the", "and"}
)


def values_for_case(values: list[str], quote: str, asked: str) -> list[str]:
    """ "IP67 (cable version), IP65 (Packard connector)" asked for the connector version:
    the one value whose bracketed case the question names. All of them when the question
    names none (or every one)."""
    if straps_as_shipped(asked):
        # "the default address?": the one the board comes at, not those a strap reaches
        listed = {int(v, 16): v for v in values if _HEX.fullmatch(v.strip())}
        shipped = shipped_addresses([quote], set(listed))
        if shipped and len(shipped) < len(values):
            return [listed[a] for a in sorted(shipped)]
    words = set(LONG_WORD.findall(asked.lower())) - _GENERIC_CASE_WORDS
    named = []
    for value in values:
        case = re.search(re.escape(value) + r"\s*\(([^()]{2,40})\)", quote, re.I)
        own = set(LONG_WORD.findall(case.group(1).lower())) if case else set()
        if own - _GENERIC_CASE_WORDS & words:
            named.append(value)
    return named if named and len(named) < len(values) else values


_HEX = re.compile(r"0x[0-9a-fA-F]{1,2}")


def seven_bit_addresses(values: list[str]) -> list[str]:
    """The 7-bit addresses of a list that also gives their 8-bit write/read bytes ("0x1E;
    0x3C write, 0x3D read"): a byte is the address shifted left, plus the read bit. A list
    of 8-bit bytes alone is kept as the sheet wrote it."""
    numbers = {v: int(v, 16) for v in values if _HEX.fullmatch(v.strip())}
    seven = set(numbers.values())
    kept = [v for v in values if v not in numbers or numbers[v] >> 1 not in seven]
    return kept or values


def states_number(fact: Fact) -> bool:
    """The fact states a number, not only bounds relative to a rail ("0.7 VDD")."""
    return bool(fact.bounds()) or fact.values is not None


def item_from_fact(fact: Fact) -> Item:
    """The ITEM shape: the bounds the datasheet states, in the unit as written, with source."""
    return Item(
        device=fact.device,
        field=answered_as(fact.field),
        quantity=fact.quantity if fact.field in QUANTITY_FIELDS else None,
        min=fact.min,
        typ=fact.typ,
        max=fact.max,
        value=fact.value,
        values=stated_values(fact) if fact.values else None,
        unit=unit_as_written(fact.unit),
        condition=fact.condition,
        source=fact.source,
        variant=fact.variant,
    )


# unit spellings the canonical form would lose information from (AC/DC)
_KEPT_UNITS = {"VAC", "VDC", "mVAC", "mVDC"}


def unit_as_written(unit: str | None) -> str | None:
    """The unit's standard symbol ("meters" -> "m", "degree" -> "°C", "S" -> "s"), so every
    reader parses it; a spelling the symbol would lose information from stays as written."""
    if not unit or unit in _KEPT_UNITS:
        return unit
    from specproof.units import canonical_unit

    return canonical_unit(unit) or unit


def _num(x: float) -> str:
    return f"{x:g}"


def describe_item(item: Item) -> str:
    """One line per item; every number comes from the item itself."""
    name = item.field.replace("_", " ")
    if item.quantity:
        name += f" ({item.quantity.replace('_', ' ')})"
    if item.values:
        body = ", ".join(item.values)
    else:
        unit = f" {item.unit}" if item.unit else ""
        parts = [
            f"{label} {_num(v)}{unit}"
            for label, v in (("min", item.min), ("typ", item.typ), ("max", item.max))
            if v is not None
        ]
        if item.value is not None:
            parts.insert(0, f"{_num(item.value)}{unit}")
        body = ", ".join(parts)
    cond = f" [{item.condition}]" if item.condition else ""
    src = f" (source: {item.source.doc} p.{item.source.page})" if item.source else ""
    return f"{item.device} {name}: {body}{cond}{src}"


def factual_text(items: list[Item]) -> str:
    return "\n".join(describe_item(i) for i in items)


def verdict_text(
    verdict: str, rules: list[RuleOutcome], items: list[Item], assumptions: list[str] = ()
) -> str:
    head = {
        "compatible": "Compatible according to the datasheets.",
        "incompatible": "Not compatible according to the datasheets.",
        "insufficient_evidence": "Insufficient evidence to judge compatibility.",
    }[verdict]
    lines = [head]
    for rule in rules:
        mark = {True: "pass", False: "FAIL", None: "unknown"}[rule.passed]
        lines.append(f"- {rule.rule}: {mark} — {rule.reason}")
    if items:
        lines.append("Evidence:")
        lines += [f"- {describe_item(i)}" for i in items]
    if assumptions:
        lines.append("Assumed, not stated in the datasheets:")
        lines += [f"- {a}" for a in assumptions]
    return "\n".join(lines)


# ---------------------------------------------------------------- comparisons


def comparison_text(comparison: Comparison | None, items: list[Item]) -> str | None:
    """ "Which has the higher ...": name the winner from the items' own numbers.

    Each device's first item of the compared field is read at the bound the question asks
    (else its maximum, typical or single value) and converted to SI units; no sentence is
    made when a device lacks that number or the units cannot be compared.
    """
    if comparison is None:
        return None
    per_device: dict[str, Item] = {}
    for item in items:
        per_device.setdefault(item.device, item)
    if len(per_device) < 2 or len({i.field for i in per_device.values()}) != 1:
        return None
    readings: list[tuple[float, str, str]] = []
    for device, item in per_device.items():
        reading = _reading(item, comparison.bound)
        if reading is None:
            return None
        readings.append((reading[0], device, reading[1]))
    readings.sort()
    direction = comparison.direction
    winner = readings[-1] if direction == "higher" else readings[0]
    if sum(abs(r[0] - winner[0]) <= 1e-12 * max(1.0, abs(winner[0])) for r in readings) > 1:
        return (
            "Both devices state the same value: "
            + ", ".join(f"{d} {t}" for _, d, t in readings)
            + "."
        )
    others = ", ".join(f"{d} {t}" for _, d, t in readings if d != winner[1])
    name = next(iter(per_device.values())).field.replace("_", " ")
    return f"{winner[1]} has the {direction} {name}: {winner[2]} vs {others}."


def _reading(item: Item, bound: str | None) -> tuple[float, str] | None:
    from specproof.units import to_si

    order = [bound] if bound else []
    order += ["max", "typ", "value", "min"]
    for name in order:
        value = getattr(item, name, None) if name else None
        if name == "typ" and value is None:
            value = item.value
        if value is None:
            continue
        si = to_si(value, item.unit)
        if si is None:
            return None
        return si, f"{value:g} {item.unit or ''}".strip()
    return None


# ---------------------------------------------------------------- factual answers

# fields whose rows the extractor files with the sheet's context in view: a sensor's
# "output voltage" is an analog signal, a regulator's a power output; the question's words
# cannot tell them apart, so the row's own field stands
OWN_FIELD_SIBLINGS = fields_in("filed_by_context")


COMPLETION_MARGIN = 2.0  # how far below the best row a completing row may rank


def missing_bounds(fact: Fact, asked: set[str]) -> set[str]:
    """Bounds the question asks ("min/typ/max") that the row does not state."""
    have = {b for b in BOUNDS if getattr(fact, b) is not None}
    if fact.value is not None:
        have.add("typ")
    if len(asked) < 2:
        return set()
    missing = asked - have
    # a typical value beside stated limits is optional; one from another row risks a
    # different operating point
    return set() if missing == {"typ"} else missing


_BOUND_WORDS = {"min": "minimum", "max": "maximum", "typ": "typical"}


def unstated_bound(facts: list[Fact], asked: set[str], condition: str, field: str) -> str | None:
    """The one bound asked ("the minimum supply") when the rows state other bounds only
    ("min 2, typ 2.27" where the maximum is asked: the sheet guarantees none; "1.0 ... 2.0"
    where the typical is: it states none), in words; None when a row states it."""
    if len(asked) != 1 or not asked <= _BOUND_WORDS.keys():
        return None
    bound = next(iter(asked))
    word = _BOUND_WORDS[bound]
    # "the minimum sampling time", the row "Minimum Sampling Time ... 40": the bound
    named = re.search(rf"\b{word}\s+\w+", condition.lower())  # is its name
    unstated = all(
        states_other_bounds(f, bound, field)
        and not (named and named.group(0) in f.condition.lower())
        for f in facts
    )
    return word if unstated else None


def states_other_bounds(fact: Fact, bound: str, field: str) -> bool:
    """The row states bounds, but not the one asked: a typical where a limit is asked
    ("min 2, typ 2.27" for the maximum), limits where the typical is. A capability's
    "maximum" (TX power, "min 18, typ 20 dBm") names its top setting: a typical alone
    leaves it unstated there."""
    others = ("min", "max") if bound == "typ" else ("typ",)
    stated = any(getattr(fact, other) is not None for other in others)
    if field in CAPABILITY_FIELDS and bound != "typ" and (fact.min, fact.max) != (None, None):
        return False
    if bound == "typ" and _says_typical(fact):
        return False
    if bound != "typ" and fact.value is not None and names_word(fact.source.quote, "typical"):
        return True  # "settling time (6 µs, typical)": a typical, where a limit is asked
    return stated and getattr(fact, bound) is None and fact.value is None


CAPABILITY_FIELDS = fields_in("capability")


def _says_typical(fact: Fact) -> bool:
    """Limits the row's own words give as its typical: "Accuracy (typ.) ±1.5 %RH", "5.0 ±
    0.2 V" (a table's note "typical values are not guaranteed" is no such word)."""
    quote = fact.source.quote
    return "±" in quote or names_word(quote, "typ", "typical", "nominal")


def _same_condition(first: Fact, second: Fact) -> bool:
    """Rows of one parameter under one condition: note marks and spacing aside."""

    def norm(text: str) -> str:
        text = re.sub(r"\((?:notes?|see)[^)]*\)", " ", text.lower())
        return alnum_key(text)

    return norm(first.condition) == norm(second.condition)


def completes(first: Fact, second: Fact, missing: set[str]) -> bool:
    if not _same_condition(first, second):
        return False
    adds = missing & {b for b in BOUNDS if getattr(second, b) is not None}
    if second.value is not None and "typ" in missing:
        adds.add("typ")
    if not adds or first.field != second.field or first.quantity != second.quantity:
        return False
    if first.dimension and second.dimension and first.dimension != second.dimension:
        return False
    for bound in BOUNDS:
        a, b = _si_bound(first, bound), _si_bound(second, bound)
        if a is not None and b is not None and abs(a - b) > 1e-9 * max(1.0, abs(a)):
            return False  # another operating point: its numbers disagree with the first row
    lo, hi = _si_bound(second, "min"), _si_bound(second, "max")
    mid = _si_bound(first, "typ")
    return not (mid is not None and lo is not None and hi is not None and not lo <= mid <= hi)


def states_more(first: Fact, second: Fact) -> bool:
    """The second row states every number of the first, as the same bound, and more: the
    same specification written in full ("up to 40 V" in the feature list, "4.5 40 V" in the
    table; "250 mV @ 100 mA" and the row "250 680 mV" at that load)."""
    if first.field != second.field or first.quantity != second.quantity:
        return False
    if first.dimension != second.dimension or first.dimension is None:
        return False
    if first.extractor == second.extractor == "table" and first.condition != second.condition:
        # two rows of one table are two specifications (the "Timing control" pin's 26 V
        # and the analog inputs' "-0.3 ... 26 V"), however their numbers overlap
        return False
    mine = {b: _si_bound(first, b) for b in BOUNDS}
    theirs = {b: _si_bound(second, b) for b in BOUNDS}
    stated = [b for b, v in mine.items() if v is not None]
    if not stated or len(stated) >= sum(v is not None for v in theirs.values()):
        return False
    return all(theirs[b] is not None and _same_number(mine[b], theirs[b]) for b in stated)


def _same_number(a: float | None, b: float | None) -> bool:
    return a is not None and b is not None and abs(a - b) <= 1e-9 * max(1.0, abs(a))


def _si_bound(fact: Fact, bound: str) -> float | None:
    value = getattr(fact, f"si_{bound}")
    if bound == "typ" and value is None:
        value = fact.si_value
    return value


def keep_bounds(item: Item, bounds: set[str]) -> None:
    """A completing row contributes only the bounds the first row lacked."""
    for bound in BOUNDS:
        if bound not in bounds:
            setattr(item, bound, None)
    if "typ" not in bounds:
        item.value = None


def fact_key(fact: Fact) -> tuple:
    """One stored row, however many times it was loaded: each request reads it afresh."""
    if fact.id is not None:
        return ("id", fact.id)
    bounds = tuple(sorted(fact.bounds().items()))
    return (fact.source.doc, fact.source.page, fact.source.quote, fact.field, bounds)


def dedupe_items(items: list[Item]) -> list[Item]:
    out: list[Item] = []
    seen: set[tuple] = set()
    for item in items:
        key = (
            item.device,
            item.field,
            item.quantity,
            item.min,
            item.typ,
            item.max,
            item.value,
            tuple(item.values or ()),
        )
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def supported_by_quote(item: Item) -> bool:
    """AnswerSupportedByEvidence: every stated number occurs in the item's own quote."""
    if item.source is None:
        return False
    return all(
        number_in_quote(item.source.quote, v)
        for v in (item.min, item.typ, item.max, item.value)
        if v is not None
    )


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[-_/]", " ", text.lower()).split())


def answers_a_choice(items: list[Item], question: str) -> bool:
    """ "Is it open drain or push-pull?" has a yes/no form but offers alternatives: the
    stated value of each item, found among the question's words, is the answer chosen."""
    said = _plain(question)
    if " or " not in f" {said} " or not items:
        return False
    return all(item.values and any(_plain(v) in said for v in item.values) for item in items)
