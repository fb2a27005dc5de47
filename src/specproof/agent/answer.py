"""Turn accepted facts into answer items and a text built from those items only."""

from __future__ import annotations

import re

from specproof.records import Fact, Item, RuleOutcome

QUANTITY_FIELDS = {"measurement_range", "accuracy", "resolution", "sensitivity"}


# how a bus is written in running text ("I²C" often loses its superscript: "I C")
_BUS_WORDS = {
    "i2c": r"\bi\s?[2²]?\s?c\b|\biic\b|\btwi\b|two[- ]wire",
    "1wire": r"\b1[- ]?wire\b|\bone[- ]wire\b",
    "singlebus": r"single[- ]?bus|single[- ]wire",
}


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower().replace("²", "2"))


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
    if fact.field != "interface":
        return values
    named = [v for v in values if _named_in(v, fact.source.quote)]
    return named or values


def item_from_fact(fact: Fact) -> Item:
    """The ITEM shape: the bounds the datasheet states, in the unit as written, with source."""
    return Item(
        device=fact.device,
        field=fact.field,
        quantity=fact.quantity if fact.field in QUANTITY_FIELDS else None,
        min=fact.min,
        typ=fact.typ,
        max=fact.max,
        value=fact.value,
        values=stated_values(fact) if fact.values else None,
        unit=fact.unit,
        condition=fact.condition,
        source=fact.source,
        variant=fact.variant,
    )


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


def verdict_text(verdict: str, rules: list[RuleOutcome], items: list[Item]) -> str:
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
    return "\n".join(lines)
