"""Operating modes a row and a question name (transmit or receive, push-pull or open-drain,
standard or fast mode, …): a row for one mode never answers a question about another (a
synthesizer-mode current is no transmit current), and a radio row of no stated state never
stands in for a state the sheet gives only at other values."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from specproof.agent.terms import fact_words, question_terms
from specproof.records import Fact

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.store import Store


_MODE_NAMES = {
    "pp": "push-pull", "od": "open-drain", "tx": "transmit", "rx": "receive",
    "fs": "frequency synthesis",
    "std": "standard mode", "fast": "fast mode", "hs": "high-speed mode",
    "local": "local power", "parasite": "parasite power",
    "oneshot": "one-shot conversion", "continuous": "continuous conversion",
    "moving": "a moving target", "still": "a still target",
}  # fmt: skip


def _modes(codes: set[str]) -> str:
    return " / ".join(_MODE_NAMES.get(c, c) for c in sorted(codes))


# modes that exclude each other: a row for one never answers a question about another
RADIO_STATES = frozenset({"tx", "rx", "fs"})
EXCLUSIVE_MODES = (
    {"pp", "od"},
    set(RADIO_STATES),
    {"std", "fast", "hs"},
    {"inductive", "resistive"},
    {"local", "parasite"},
    {"oneshot", "continuous"},
    {"moving", "still"},
    {"hres", "mres", "lres"},
)


def mode_matches(fact: Fact, check: Check, store: Store) -> str | None:
    """ "push-pull" asked, the row says "open-drain": another operating mode, another value."""
    asked = check.asked.modes
    if not asked:
        return None
    stated = _row_modes(fact)
    for family in EXCLUSIVE_MODES:
        want, have = asked & family, stated & family
        if want and have and not (want & have):
            return f"the row is for {_modes(have)}, the question asks {_modes(want)}"
    return None


# numbered low-power modes ("EM2", "EM4", "LPM3", "PM1"; a symbol "IEM2" is the current in
# EM2): a row for one number never answers another, they are different depths of sleep
_NUMBERED_MODE = re.compile(r"\b(?:i(?=(?:em|lpm)\d))?(em|lpm|pm)\s?([0-4])\b", re.I)


def _numbered_modes(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for m in _NUMBERED_MODE.finditer(text):
        out.setdefault(m.group(1).lower(), set()).add(m.group(2))
    return out


def numbered_mode_matches(fact: Fact, check: Check, store: Store) -> str | None:
    """ "sleep current in EM4" asked, the row is "IEM2 RAM retained": another sleep depth."""
    asked = _numbered_modes(check.condition_text)
    if not asked:
        return None
    stated = _numbered_modes(f"{fact.condition} {fact.source.quote}")
    for family, numbers in asked.items():
        have = stated.get(family, set())
        if have and not numbers & have:
            name = family.upper()
            return f"the row is for {name}{'/'.join(sorted(have))}, the question asks {name}{'/'.join(sorted(numbers))}"
    return None


# a converter's resolution setting: "in 16-bit mode", "at 12-bit resolution", "10 bit
# conversion": a row for one setting never answers another (its LSB, time and noise differ)
_BIT_MODE = re.compile(
    r"\b(\d{1,2})[- ]?bits?\s+(?:mode|resolution|setting|conversions?|operation)\b", re.I
)


def _bit_modes(text: str) -> set[str]:
    return {m.group(1) for m in _BIT_MODE.finditer(text)}


def bit_mode_matches(fact: Fact, check: Check, store: Store) -> str | None:
    """ "LSB size in 16-bit mode" asked, the row is "LSB size 14-bit mode": another setting."""
    asked = _bit_modes(check.condition_text)
    if not asked:
        return None
    stated = _bit_modes(f"{fact.condition} {fact.source.quote}")
    if stated and not asked & stated:
        return (
            f"the row is for {'/'.join(sorted(stated))}-bit mode, the question asks "
            f"{'/'.join(sorted(asked))}-bit mode"
        )
    return None


def modeless_beside(
    kept: list[Fact],
    set_aside: list[Fact],
    asked: frozenset[str],
    states_condition: Callable[[Fact], bool],
) -> list[Fact]:
    """Rows that name no radio state the question asks ("transmitting at +12 dBm"), when
    rows of the asked state were set aside for another value of a condition ("+10 dBm
    transmit"): the sheet states that state's values, just not at the one asked, and a row
    of no stated state ("Current consumption 0.3 mA") is not its answer. A row stating the
    fixed condition itself (``states_condition``: "+17 dBm, on PA_BOOST") is that state's
    row whatever words its table lost."""
    # a radio's draw is stated per state and per output power or data rate; a stray
    # consumption line names neither
    want = asked & RADIO_STATES
    if not want or not any(want & _row_modes(f) for f in set_aside):
        return []
    return [f for f in kept if not _row_modes(f) & RADIO_STATES and not states_condition(f)]


def _row_modes(fact: Fact) -> set[str]:
    _, stated, _ = question_terms(fact_words(fact), [])
    return set(stated)
