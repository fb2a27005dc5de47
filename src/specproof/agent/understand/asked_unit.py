"""The unit a question asks its answer in ("in milliohms", "how many ms"): a field of
another dimension cannot be what it asks, whatever words matched ("resistance of the
current path in milliohms" asks no current)."""

from __future__ import annotations

import re

from specproof.agent.understand.quantities import unit_of
from specproof.tokens import LETTERS
from specproof.units import canonical_unit, dimension_of

# (a unit of a ratio, "how many mV per g", asks no plain quantity)
# ("in HR mode" names a mode: the unit closes its clause, "... in milliohms?")
_ASKED_IN = re.compile(
    r"\bin\s+([a-zµμΩ]{2,12})(?=\s*(?:[?.,;)]|$|\b(?:and|or|please|pls|plz)\b))|"
    r"\bhow many\s+([a-zµμΩ]{2,12})\b(?!\s*(?:/|per\b))",
    re.I,
)
# the dimensions a field request is checked against: a plain electrical or time quantity
_PLAIN = frozenset({"resistance", "current", "voltage", "time", "frequency", "power"})
_SPELLED_BASE = {"ohm": "Ω", "amp": "A", "ampere": "A", "volt": "V", "second": "s", "hertz": "Hz"}
_SPELLED_PREFIX = {"milli": "m", "micro": "u", "nano": "n", "kilo": "k", "mega": "M"}


# "what's its guaranteed min and max resistance?": the quantity a "what" asks by its name
# (each noun is the name of its dimension)
_ASKED_NOUN = re.compile(
    # ("at what current do they spec it" asks a condition; "what range does the current
    # revision give" names no current: no verb between "what" and the noun)
    r"(?<!at )(?<!for )(?<!with )(?<!under )\bwhat(?:'s|’s| is| are)?\s+(?:the\s+|its\s+|their\s+)?"
    r"(?:(?!(?:does|do|did|can|could|will|would|should|must|is|are)\b)[\w-]+\s+){0,4}?"
    # ("what is the voltage accuracy?" asks a ratio of the voltage, no voltage)
    r"(resistance|current|voltage|frequency)\b(?![\s-]+(?:stability|accuracy|tolerance|drift|"
    r"noise|ripple|regulation|coefficient|error|gain|sensitivity|resolution|rejection|"
    r"density|ratio|deviation|offset|step|of|for|at|when|with)\b)",
    re.I,
)


_NOUNS = frozenset({"resistance", "current", "voltage", "frequency"})


def asked_unit_dimension(text: str) -> str | None:
    """The dimension of the unit the question asks the answer in, if it names one."""
    for m in _ASKED_IN.finditer(text):
        unit = _unit_of(m.group(1) or m.group(2))
        if unit is not None:
            return dimension_of(unit)
    return None


def asked_noun_dimension(text: str) -> str | None:
    """The plain quantity a "what" asks by its name, when it names one kind only ("what
    output voltage and current?" names two)."""
    named = _ASKED_NOUN.search(text)
    if named is None or len(_NOUNS & set(LETTERS.findall(text[named.start() :].lower()))) > 1:
        return None
    return named.group(1).lower()


def asked_dimension(text: str) -> str | None:
    """The same, for a plain electrical or time quantity only (what a field request is
    checked against; a field of a measured quantity has no dimension of its own)."""
    found = asked_unit_dimension(text)
    return found if found in _PLAIN else None


def _unit_of(word: str) -> str | None:
    # (typed in lower case, "in mv" is still millivolts: the question's own unit reader)
    spelled = _spelled(word.lower().rstrip("s") if len(word) > 4 else word.lower())
    return spelled or unit_of(word)


def _spelled(word: str) -> str | None:
    """ "milliohm" -> "mΩ", "microamp" -> "uA"; None for anything else."""
    for prefix, symbol in [*_SPELLED_PREFIX.items(), ("", "")]:
        base = word.removeprefix(prefix)
        if base != word or not prefix:
            found = _SPELLED_BASE.get(base)
            if found:
                return canonical_unit(symbol + found)
    return None
