"""Rows that cannot be told apart: one line of the sheet read as several values of the same
field with the same words around each ("Conversion time 75 ms 150 ms 300 ms 600 ms" under
column heads no reader bound, "Idle current < 65 uA < 20 uA" for two versions side by side).

Each value answers some case of the row, but nothing read says which; answering the first
would be a guess dressed as a datasheet value, so the answer abstains and shows them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from specproof.agent.rules.base import si
from specproof.units import current_type_of

if TYPE_CHECKING:
    from specproof.agent.score import Candidate
    from specproof.records import Fact


def _row_words(fact: Fact) -> tuple:
    """Everything a reader could tell two rows apart by, other than their numbers."""
    src = fact.source
    return (
        fact.device,
        fact.variant,
        fact.field,
        fact.quantity,
        _unit_kind(fact),
        src.doc,
        src.page,
        " ".join(src.quote.split()),
        fact.condition.strip(),
        fact.symbol or "",
    )


def _unit_kind(fact: Fact) -> tuple[str | None, str | None]:
    """What a unit measures, whatever its scale ("9.0 mA" and "95 µA" are both currents),
    and its AC or DC mark ("10A/250VAC, 10A/30VDC": an AC and a DC rating are told apart)."""
    return fact.dimension, current_type_of(fact.unit or "")


def _si_bounds(fact: Fact) -> dict[str, float]:
    """The numbers stated, in SI units, so "9.0 mA" and "95 µA" compare."""
    scaled = {name: si(fact, name) for name in fact.bounds()}
    return {name: v for name, v in scaled.items() if v is not None}


def _clash(first: Fact, second: Fact) -> bool:
    """Both rows state the same bound, with other numbers. A range and a typical value
    ("4.5 V~5.5 V (typical 5 V)") complete each other and are no rivals."""
    a, b = _si_bounds(first), _si_bounds(second)
    if first.values or second.values:
        return tuple(first.values or ()) != tuple(second.values or ())
    return any(abs(a[k] - b[k]) > 1e-9 * max(1.0, abs(a[k])) for k in a.keys() & b.keys())


def rivals_of(choice: Candidate, accepted: list[Candidate]) -> list[Candidate]:
    """The accepted rows read from the chosen row's own line, under the same words, that
    state the same bound with other numbers: the values among which the chosen one was a
    guess."""
    words = _row_words(choice.fact)
    return [
        c
        for c in accepted
        if c is not choice and _row_words(c.fact) == words and _clash(choice.fact, c.fact)
    ]
