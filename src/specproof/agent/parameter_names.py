"""Validation policies on the parameter a row names: a question that names one parameter
(in quotes, or an interface timing by its words) is answered by that parameter's row only.

A table of AC characteristics states a dozen times side by side; the field registry files
them all as one catch-all field, so the words of the name are what tell them apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.score import heading_words
from specproof.agent.terms import fact_words, words_of
from specproof.timings import timing_kinds

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store


def named_parameter(fact: Fact, check: Check, store: Store) -> str | None:
    """A question that quotes a parameter's name asks for that row: a fact whose words
    and heading share fewer than half of the name's distinctive words is another parameter
    ("Start-Up Time for Register Read/Write" is not the gyroscope's start-up time)."""
    for quoted, name in check.asked.quoted_names:
        seen = words_of(fact_words(fact)) | heading_words(store, fact)
        if 2 * len(name & seen) < len(name):
            return f"the question names the parameter '{quoted}'; this row is another one"
    return None


_TIMING_FIELDS = frozenset({"response_time"})


def named_timing(fact: Fact, check: Check, store: Store) -> str | None:
    """An interface timing ("data hold time", "rise time") is answered by a row of that
    timing only, and such a row answers no question about another time (a sensor's
    response time is not the hold time of its bus)."""
    if check.field not in _TIMING_FIELDS or not check.phrase:
        return None
    asked = timing_kinds(check.phrase)
    stated = timing_kinds(f"{fact.symbol or ''} {fact_words(fact)}")
    if asked and not asked & stated:
        return (
            f"the question asks a {' or '.join(sorted(asked))} time; this row states another timing"
        )
    if stated and not asked:
        return (
            f"the row states a {' or '.join(sorted(stated))} time, which the question does not ask"
        )
    return None
