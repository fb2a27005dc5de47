"""Operating modes a row and a question name (transmit or receive, push-pull or open-drain,
standard or fast mode, …): a row for one mode never answers a question about another (a
synthesizer-mode current is no transmit current)."""

from __future__ import annotations

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
EXCLUSIVE_MODES = (
    {"pp", "od"},
    {"tx", "rx", "fs"},
    {"std", "fast", "hs"},
    {"inductive", "resistive"},
    {"local", "parasite"},
    {"oneshot", "continuous"},
    {"moving", "still"},
)


def mode_matches(fact: Fact, check: Check, store: Store) -> str | None:
    """ "push-pull" asked, the row says "open-drain": another operating mode, another value."""
    asked = check.asked.modes
    if not asked:
        return None
    _, stated, _ = question_terms(fact_words(fact), [])
    for family in EXCLUSIVE_MODES:
        want, have = asked & family, stated & family
        if want and have and not (want & have):
            return f"the row is for {_modes(have)}, the question asks {_modes(want)}"
    return None
