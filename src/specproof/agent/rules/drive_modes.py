"""A translator's rate stated per drive mode ("110 Mbps push-pull, 1.2 Mbps open-drain"): an
SPI or UART line is driven push-pull, so a rate stated for open-drain lines (an I2C bus's,
limited by its pull-ups) is no limit on it."""

from __future__ import annotations

import re

from specproof.agent.terms import row_text
from specproof.records import Fact

_OPEN_DRAIN = re.compile(r"open[- ]drain|open[- ]collector", re.I)
_PUSH_PULL = re.compile(r"push[- ]pull", re.I)


def drive_mode(fact: Fact) -> str | None:
    """The drive mode a row's value is stated for: the mode written right after the value
    ("1.2 Mbps open-drain"), else the one mode the row names."""
    quote = fact.source.quote
    at = quote.find(fact.raw) if fact.raw else -1
    if at >= 0:
        after = quote[at + len(fact.raw) : at + len(fact.raw) + 16]
        if _OPEN_DRAIN.search(after):
            return "open-drain"
        if _PUSH_PULL.search(after):
            return "push-pull"
    text = row_text(fact)
    open_drain, push_pull = bool(_OPEN_DRAIN.search(text)), bool(_PUSH_PULL.search(text))
    if open_drain != push_pull:
        return "open-drain" if open_drain else "push-pull"
    return None


def push_pull_rows(facts: list[Fact]) -> list[Fact]:
    """The rows that may limit a push-pull line: all but those stated for open-drain."""
    return [f for f in facts if drive_mode(f) != "open-drain"]
