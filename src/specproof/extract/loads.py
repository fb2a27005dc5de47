"""Switched-load ratings: which kind of load and current a contact rating holds for.

Relay and switch sheets state their contact ratings per load kind, often as table
columns ("Resistive load (cos φ = 1)" | "Inductive load (cos φ = 0.4, L/R = 7 ms)") and
as lists of value/voltage pairs in one cell ("16 A at 250 VAC, 16 A at 30 VDC"). Each
value's condition must name its own column and its own voltage, or a rule would read an
inductive DC rating as a resistive AC one.
"""

from __future__ import annotations

import re

from specproof.extract.lines import LabelledValue
from specproof.records import Fact, Line, Span
from specproof.tokens import has_digit
from specproof.units import current_type_of, rated_load_kind

# a column header naming a load kind, or the power factor / time constant that defines one
_LOAD_HEADER = re.compile(
    r"\b(?:resistive|inductive|capacitive|lamp|motor|incandescent|tungsten)\b|cos\s*[φΦϕ]|"
    r"\bL\s*/\s*R\b",
    re.I,
)
# the ratings a load-kind column header qualifies, and whose duplicates differ only in
# the load case they hold for (a contact resistance under such a header is no load rating)
LOAD_RATINGS = frozenset({"contact_current", "contact_voltage"})


def load_column_headers(
    line: Line, current: list[tuple[float, float, str]]
) -> list[tuple[float, float, str]]:
    """The load-kind column headers in force after ``line``: a header line's own (no
    numbers outside its load-kind cells, the first cell the row-label column) replaces
    them; a title or note line without numbers ends the table; other lines keep them."""
    spans = line.spans
    cells = spans[1:]
    if len(spans) >= 2 and not has_digit(spans[0].text):
        heads = [s for s in cells if _LOAD_HEADER.search(s.text)]
        plain = [s for s in cells if not _LOAD_HEADER.search(s.text)]
        if (
            heads
            and not any(has_digit(s.text) for s in plain)
            and not any("same as" in s.text.lower() for s in heads)
        ):
            return [(s.x0, s.x1, s.text.strip()) for s in heads]
        if not any(has_digit(s.text) for s in cells) and not _under(cells, current):
            return []  # another header row, laid out otherwise: a new table
    if len(spans) <= 1 and not has_digit(line.text):
        return []  # a title or a note below the table
    return current


def _under(cells: list[Span], columns: list[tuple[float, float, str]]) -> bool:
    """Every cell stands under one of the columns: a text row of the same table
    ("Contact material | AgSnO2 | AgSnO2"), not the header of the next one."""
    return bool(columns) and all(
        any(min(c[1], s.x1) > max(c[0], s.x0) for c in columns) for s in cells
    )


def load_column_of(
    line: Line, text: str, start: int, columns: list[tuple[float, float, str]]
) -> str:
    """The load-kind header over the cell holding offset ``start`` of ``text`` (the
    line's statement text), "" when no such header stands over it."""
    if not columns:
        return ""
    pos = 0
    for k, sp in enumerate(line.spans):
        at = text.find(sp.text, pos)
        if at < 0:
            return ""
        if at <= start < at + len(sp.text):
            if k == 0:
                return ""  # the row's label cell
            best = max(columns, key=lambda c: min(c[1], sp.x1) - max(c[0], sp.x0))
            return best[2] if min(best[1], sp.x1) > max(best[0], sp.x0) else ""
        pos = at + len(sp.text)
    return ""


def own_trailing(items: list[LabelledValue], k: int) -> str:
    """The words after value ``k`` up to the next value of the same quantity: in "16 A
    at 250 VAC, 5 A at 30 VDC" the second voltage is the case of the second current."""
    lv = items[k]
    for nxt in items[k + 1 :]:
        if nxt.value.dimension == lv.value.dimension:
            return lv.trailing[: max(0, nxt.value.start - lv.value.end)]
    return lv.trailing


def rating_case(fact: Fact) -> tuple[str | None, str | None, tuple[str, ...]]:
    """What tells two equal load ratings apart: the load kind, the current type and the
    voltages their conditions state ("16 A at 250 VAC" vs "16 A at 30 VDC")."""
    if fact.field not in LOAD_RATINGS:
        return (None, None, ())
    cond = fact.condition or ""
    volts = tuple(sorted("".join(v.split()) for v in re.findall(r"\d+(?:\.\d+)?\s*V\w*", cond)))
    return (rated_load_kind(cond), current_type_of(cond), volts)
