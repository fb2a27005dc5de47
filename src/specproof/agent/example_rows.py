"""A question about one of the sheet's worked examples ("the Fahrenheit thermometer of
Figure 21", "the design parameters of the typical application") asks what that example
states; the part's own characteristics tables state its limits, not the example's design."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.records import SectionKind

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store

# a worked example named: "figure 20 of the TI sheet", "the application circuit", "the
# typical application", "design parameters", "worked example", "the remote sensor drawing"
_EXAMPLE_ASKED = re.compile(
    r"\bfig(?:ure|\.)?\s*\d+|\bapplication (?:circuit|example|note)s?\b|"
    r"\btypical application\b|\bdesign (?:example|parameters?)\b|\bworked example\b|"
    r"\bexample circuit\b|\b(?:circuit|drawing|schematic) (?:in|from|of) the (?:\w+ )?(?:data ?)?sheet\b",
    re.I,
)
# sections that state the part's own figures, no example's
_PART_TABLES = frozenset(
    {
        SectionKind.ABS_MAX,
        SectionKind.RECOMMENDED,
        SectionKind.ELECTRICAL,
        SectionKind.TIMING,
        SectionKind.FEATURES,
    }
)


def example_asked(fact: Fact, check: Check, store: Store) -> str | None:
    """A worked example asked is answered from the example, never from the part's tables."""
    if check.judging or not _EXAMPLE_ASKED.search(check.condition_text):
        return None
    if fact.section in _PART_TABLES:
        return "the question asks a worked example of the sheet; this row is the part's own"
    return None
