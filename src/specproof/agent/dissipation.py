"""A package's power dissipation ("Power dissipation P 70 mW", "Ptot 300 mW") is filed with
the power a part draws, as the field vocabulary has it, but it is a limit of heat: it answers
a question about dissipation only, and a question about dissipation takes no row that says
the power is drawn."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.terms import row_text
from specproof.rating_words import names_a_dissipation
from specproof.records import SectionKind

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store


def _asks_dissipation(check: Check) -> bool:
    return names_a_dissipation(f"{check.phrase} {check.condition_text}")


def dissipation_kind(fact: Fact, check: Check, store: Store) -> str | None:
    """The row and the question agree on whether the power is drawn or dissipated."""
    if check.field != "power_consumption":
        return None
    text = row_text(fact)
    row = names_a_dissipation(text)
    asked = _asks_dissipation(check)
    if row and not asked:
        return "the row rates the power the package may dissipate, not the power it draws"
    if asked and not row and _DRAWN.search(text):
        # (a row that names neither, "Max. power 90 mW" of a column, may be the limit)
        return "the question asks the power the package may dissipate; the row states what it draws"
    return None


_DRAWN = re.compile(r"\bconsum\w*|\bdraw\w*|\busage\b", re.I)


def dissipation_rating_asked(fact: Fact, check: Check) -> bool:
    """A dissipation asked and the row among the absolute maximum ratings, where sheets
    state it: the ratings table answers this operating field."""
    return (
        fact.section == SectionKind.ABS_MAX
        and check.field == "power_consumption"
        and _asks_dissipation(check)
        and names_a_dissipation(row_text(fact))
    )
