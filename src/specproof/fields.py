"""The field registry: what the code knows about each specification field, read once from
``data/fields.json``.

Per field: its dimension (and so the units its numbers may carry), which sections answer
it, the rating asked instead when its absolute maximum is asked, the siblings read when a
sheet states none of it, the groups it belongs to, and the rule families that read it.
Code asks :func:`fields_in` for a group ("supply_rail", "per_quantity", ...) and
:func:`spec` for one field; it never keeps its own list of field names. The words that
ask for a field in a question are regexes with logic and stay in
``agent/understand/lexicon.py`` (:func:`specproof.agent.understand.lexicon.phrasings_of`
looks them up by field); the labels that name it in a datasheet table stay in
``extract/lexicon.py` (with `extract/labels.py`, `extract/refine.py`)`.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Literal

from specproof.config import data_path
from specproof.records import SectionKind

SectionRole = Literal["operating", "rating", "limit"]


@dataclass(frozen=True, slots=True)
class FieldSpec:
    name: str
    dimension: str  # "voltage", "current", ...; "set" = categorical; "varies" = by quantity
    category: str
    meaning: str
    sections: SectionRole = "operating"
    listed_among_ratings: bool = False  # "Operating Temperature Range" among the abs-max rows
    abs_max: str | None = None  # the rating asked instead when its absolute maximum is asked
    siblings: tuple[str, ...] = ()  # read when the sheet states none of this field
    groups: frozenset[str] = frozenset()
    rules: tuple[str, ...] = ()  # rule families that read it
    answers_as: str | None = None  # the vocabulary's field an answer names it by

    @property
    def is_rating(self) -> bool:
        """An absolute-maximum rating, never an operating value."""
        return self.sections == "rating"


@dataclass(frozen=True, slots=True)
class Registry:
    fields: dict[str, FieldSpec]
    groups: dict[str, str]  # group -> what its members share
    units: tuple[tuple[str, re.Pattern[str]], ...]  # (dimension, unit pattern), in order
    interchangeable: tuple[frozenset[str], ...]  # dimensions one may stand for the other
    section_preference: dict[SectionKind, float]


def _field(name: str, entry: dict) -> FieldSpec:
    return FieldSpec(
        name=name,
        dimension=entry["dimension"],
        category=entry.get("category", ""),
        meaning=entry.get("meaning", ""),
        sections=entry.get("sections", "operating"),
        listed_among_ratings=bool(entry.get("listed_among_ratings", False)),
        abs_max=entry.get("abs_max"),
        siblings=tuple(entry.get("siblings", ())),
        groups=frozenset(entry.get("groups", ())),
        rules=tuple(entry.get("rules", ())),
        answers_as=entry.get("answers_as"),
    )


@cache
def registry() -> Registry:
    data = json.loads(data_path("fields.json").read_text(encoding="utf-8"))
    fields = {k: _field(k, v) for k, v in data.items() if not k.startswith("_")}
    groups = {name: doc for name, doc in data["_groups"]}
    unknown = {g for f in fields.values() for g in f.groups} - set(groups)
    if unknown:
        raise ValueError(f"fields.json: groups {sorted(unknown)} are not described in _groups")
    return Registry(
        fields=fields,
        groups=groups,
        units=tuple((dim, re.compile(p)) for dim, p in data["_units"]),
        interchangeable=tuple(frozenset(d) for d in data["_interchangeable_dimensions"]),
        section_preference={SectionKind(k): w for k, w in data["_section_preference"]},
    )


def spec(name: str) -> FieldSpec | None:
    return registry().fields.get(name)


def field_names() -> tuple[str, ...]:
    return tuple(registry().fields)


def fields_in(group: str) -> frozenset[str]:
    reg = registry()
    if group not in reg.groups:
        raise KeyError(f"no field group {group!r} in fields.json")
    return frozenset(n for n, f in reg.fields.items() if group in f.groups)


def dimension(name: str) -> str | None:
    found = spec(name)
    return found.dimension if found else None


def is_rating(name: str) -> bool:
    found = spec(name)
    return found is not None and found.is_rating


def sections_of(name: str) -> SectionRole:
    found = spec(name)
    return found.sections if found else "operating"


def abs_max_of(name: str) -> str | None:
    found = spec(name)
    return found.abs_max if found else None


def answered_as(name: str) -> str:
    """The field an answer names a row by: an internal field (a supply's reset threshold)
    is told in the shared vocabulary's (the supply voltage it is a level of)."""
    found = spec(name)
    return found.answers_as or name if found else name


def siblings_of(name: str) -> tuple[str, ...]:
    found = spec(name)
    return found.siblings if found else ()


def fields_read_by(rule: str) -> tuple[str, ...]:
    """The fields a rule family reads, in registry order."""
    return tuple(n for n, f in registry().fields.items() if rule in f.rules)


def section_preference(section: SectionKind) -> float:
    return registry().section_preference.get(section, 0.0)


def unit_dimension(unit: str | None) -> str | None:
    """The dimension a unit as written belongs to ("mV" -> voltage), None if unknown."""
    if not unit:
        return None
    u = unicodedata.normalize("NFKC", unit).lower().replace("µ", "u").replace("μ", "u")
    u = "".join(u.split())
    for dim, pattern in registry().units:
        if pattern.match(u):
            return dim
    return None


def interchangeable(a: str, b: str) -> bool:
    """Two dimensions one may stand for the other (a clock in Hz, a bit rate in bps)."""
    return any({a, b} <= pair for pair in registry().interchangeable)
