"""How a build is mounted and wired, as a question or a rating row states it: a heat sink,
air flow, channels in parallel.

A driver's or switch's current rating depends on it ("1.0 A per phase, no heat sink" /
"2.0 A with heat sink and air flow" / "2.4 A with both bridges paralleled"): the row for the
build the question describes is the one to judge by, and a question that says nothing is
judged by the row of the plainest build (no heat sink, still air, one channel).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from specproof.agent.terms import row_text
from specproof.records import Fact

_ASPECTS = {
    "heat sink": re.compile(r"heat[\s-]?sink|\bcooling\s+fins?\b", re.I),
    "air flow": re.compile(r"\bfans?\b|air[\s-]?flow|forced[\s-]air|\bLFM\b", re.I),
    "parallel": re.compile(r"\bparallel\w*", re.I),
}
# "no heat sink", "without a heatsink": the aspect stated as absent
_ABSENT_BEFORE = re.compile(r"\b(?:no|without|w/o|not?\s+\w+)\s+(?:an?\s+|any\s+)?$", re.I)


def configuration(text: str) -> dict[str, bool]:
    """The aspects ``text`` states, each present (True) or absent (False)."""
    out: dict[str, bool] = {}
    for aspect, pattern in _ASPECTS.items():
        m = pattern.search(text)
        if m is not None:
            out[aspect] = not _ABSENT_BEFORE.search(text[max(0, m.start() - 16) : m.start()])
    return out


def by_configuration(facts: list[Fact], asked: Mapping[str, bool]) -> list[Fact]:
    """``facts`` with the rows stated for the asked build first (an aspect the question
    leaves out is taken as absent); rows that state no aspect keep their place."""

    def rank(fact: Fact) -> tuple[int, int]:
        row = configuration(row_text(fact))
        matches = sum(row.get(a) is True and wanted for a, wanted in asked.items())
        return _clashes(row, asked), -matches

    return sorted(facts, key=rank)


def clashes(fact: Fact, asked: Mapping[str, bool]) -> int:
    """How many aspects ``fact`` states otherwise than the question (an aspect the question
    leaves out is taken as absent)."""
    return _clashes(configuration(row_text(fact)), asked)


def _clashes(row: Mapping[str, bool], asked: Mapping[str, bool]) -> int:
    return sum(row[a] != asked.get(a, False) for a in row)


def states_mounting(fact: Fact, asked: Mapping[str, bool]) -> bool:
    """``fact`` is stated for a mounting the question describes, with every aspect the
    question names as it names it: present ("heat sink and air flow" for "a heat sink and a
    fan") or absent ("no airflow" for "without a fan")."""
    named = {a: present for a, present in asked.items() if a != "parallel"}
    row = configuration(row_text(fact))
    return bool(named) and all(row.get(a) is present for a, present in named.items())
