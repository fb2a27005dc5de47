"""Rows of a board's jumper state. Maker boards state a figure per position of a jumper or
solder bridge ("LED jumper closed 3.0 mA", "LED jumper open 1.1 mA"): a question that names
the position ("with the LED jumper cut") is answered by that position's row, never by the
other's, however well the rest of its words fit."""

from __future__ import annotations

import re

from specproof.agent.score import Candidate
from specproof.agent.terms import row_text
from specproof.tokens import names_word

_LINK = r"(?:jumpers?|solder[- ]?(?:bridges?|jumpers?|pads?)|links?|straps?)"
# a position of a link, as either side writes it
_POSITION = {
    "open": r"cut|open(?:ed)?|removed|pulled|unfitted|not fitted|off",
    "closed": r"closed|bridged|fitted|shorted|in place|installed|soldered|on",
}
_CLOSED_WORDS = set(_POSITION["closed"].split("|"))
_AFTER = "|".join(_POSITION.values())
# (before the link, "on" and "off" place things: "the voltage on the jumper")
_BEFORE = "|".join(w for w in _AFTER.split("|") if w not in ("on", "off"))
_STATED = re.compile(
    # ("jumper J3 open", "solder bridge SB1 bridged": the link's own reference between)
    rf"\b{_LINK}\s+(?:\w*\d\w*\s+)?(?:is\s+|are\s+|left\s+)?(?P<after>{_AFTER})\b|"
    rf"\b(?P<before>{_BEFORE})\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?{_LINK}",
    re.I,
)


def link_position(text: str) -> str | None:
    """ "open" or "closed" when the text puts a jumper in one position only."""
    found = set()
    for m in _STATED.finditer(text):
        word = (m.group("after") or m.group("before")).lower()
        closed = word in _CLOSED_WORDS
        # "with no jumpers bridged", "jumper not fitted": the other position
        negated = names_word(text[max(0, m.start() - 4) : m.start()], "no") or (
            names_word(m.group(0), "not") and not names_word(word, "not")
        )
        found.add("closed" if closed != negated else "open")
    return found.pop() if len(found) == 1 else None


def rows_of_link_position(ranked: list[Candidate], question: str) -> list[Candidate]:
    """The rows of the jumper position the question names; every row when none states
    another position (the sheet may say it in a heading)."""
    asked = link_position(question)
    if asked is None:
        return ranked
    return [c for c in ranked if link_position(row_text(c.fact)) in (None, asked)]
