"""Quotes that state nothing about the part: a table-of-contents entry, a row of bare
numbers with no word or unit to say what they measure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.records import Fact

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.store import Store


# "7.10 Primary I2C and SPI Interfaces ........ 25": a contents line names a section
_CONTENTS_LINE = re.compile(r"(?:\.\s?){6,}\s*\d{1,4}\s*$")


def contents_line(fact: Fact, check: Check, store: Store) -> str | None:
    """A table-of-contents entry names a chapter, and the sheet may cover siblings there;
    it states nothing about this part."""
    if _CONTENTS_LINE.search(fact.source.quote.strip()):
        return "the quote is a table-of-contents line, no statement of the part"
    return None


def wordless_row(fact: Fact, check: Check, store: Store) -> str | None:
    """ "0 0": numbers with no parameter name or condition beside them are cells of a table
    whose meaning was lost (a unit guessed from the column says no more), never a value of
    the field asked."""
    if not any(ch.isalpha() for ch in f"{fact.source.quote} {fact.condition}"):
        return "the row states numbers only: no name or condition says what they are"
    return None
