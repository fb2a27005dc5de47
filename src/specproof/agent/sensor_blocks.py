"""Which sensing block of a combined part a row is for: an IMU's accelerometer, gyroscope
and magnetometer, an environment sensor's humidity and pressure blocks. A row of one block
does not answer a question about another ("the accelerometer's start-up time, not the
gyro's": the gyroscope's 30 ms is no answer)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store

_BLOCKS = {
    "accelerometer": re.compile(r"\baccel\w*|\bg-sensor\b", re.I),
    "gyroscope": re.compile(r"\bgyro\w*|\bangular rate\b", re.I),
    "magnetometer": re.compile(r"\bmagnetometer\w*|\bcompass\b", re.I),
    "humidity sensor": re.compile(r"\bhumidity\b|%\s?rh\b", re.I),
    "pressure sensor": re.compile(r"\b(?:barometric|air) pressure\b|\bpressure sensor\b", re.I),
}
# "(not the gyro)", "without the magnetometer": a block the question sets aside
_SET_ASIDE = re.compile(
    r"\b(?:not|no|without|except|excluding|other than)\s+(?:the\s+|its\s+)?$", re.I
)


def blocks_named(text: str) -> set[str]:
    """The blocks a text names, leaving out those it names only to set aside."""
    named = set()
    for block, pattern in _BLOCKS.items():
        if any(not _SET_ASIDE.search(text[: m.start()]) for m in pattern.finditer(text)):
            named.add(block)
    return named


def other_block(fact: Fact, check: Check, store: Store) -> str | None:
    """The row names only blocks other than the one the question asks about."""
    asked = blocks_named(check.condition_text)
    if not asked:
        return None
    stated = blocks_named(f"{fact.condition} {fact.source.quote}")
    if not stated or stated & asked:
        return None
    return f"the row is for the {' and '.join(sorted(stated))}, the question asks the {' and '.join(sorted(asked))}"
