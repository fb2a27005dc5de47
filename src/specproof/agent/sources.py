"""Several documents for one part: when their best rows disagree, say so.

A part may be covered by several sheets (revisions, makers, a module's sheet beside its
chip's). Answers read all of them; when the best row of one document states other numbers
than the best row of another for the same field, the disagreement is evidence in itself:
a factual answer shows both, and a verdict never rests on one source while another
contradicts it.
"""

from __future__ import annotations

from dataclasses import dataclass

from specproof.agent.rules.base import si
from specproof.records import NUMBERS, Fact


@dataclass(frozen=True, slots=True)
class Conflict:
    first: Fact
    other: Fact

    def describe(self) -> str:
        a, b = self.first, self.other
        return (
            f"the datasheets for {a.device} disagree on {a.field}: {_stated(a)} "
            f"({a.source.doc} p.{a.source.page}) vs {_stated(b)} ({b.source.doc} p.{b.source.page})"
        )


def _stated(fact: Fact) -> str:
    bounds = ", ".join(f"{k} {v:g}" for k, v in fact.bounds().items())
    return f"{bounds} {fact.unit or ''}".strip() or ", ".join(fact.values or [])


def _disagree(a: Fact, b: Fact) -> bool:
    if a.values or b.values:
        return set(a.values or []) != set(b.values or [])
    for bound in NUMBERS:
        x, y = si(a, bound), si(b, bound)
        if x is not None and y is not None and abs(x - y) > 0.01 * max(abs(x), abs(y)):
            return True
    return False


def conflicts(ranked: list[Fact]) -> list[Conflict]:
    """The best row of each other document that states the field with other numbers than
    the best row overall (``ranked`` best first)."""
    best: dict[str | None, Fact] = {}
    for fact in ranked:
        best.setdefault(fact.doc_id, fact)
    if len(best) < 2:
        return []
    first, *others = best.values()
    return [Conflict(first, other) for other in others if _disagree(first, other)]
