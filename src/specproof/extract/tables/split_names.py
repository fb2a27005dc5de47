"""A parameter name split over the two middle rows of its block.

A name cell merged across an even number of sub-rows and centred in it puts its two
lines beside the two middle rows, and the merged Symbol and Unit cells on a line of
their own between them: "Full-scale" | "Gain = 2" / "FSR ... V" / "input range" |
"Gain = 4", with the "Gain = 1" row above and the "Gain = 8" row below naming nothing.
Read row by row, the first half names its row alone (or nothing a field knows), the
second half looks like a sub-row's note, and the outer rows inherit the name above the
block. Every row of the block is a case of the whole name.
"""

from __future__ import annotations

import itertools

from specproof.extract.tables.centred import Entry, first_x, symbols_only, table_entries
from specproof.extract.tables.context import is_wrapped_label
from specproof.extract.tables.header import Columns
from specproof.extract.tables.rows import split_row
from specproof.records import Line


def names_split_over_rows(
    cols: Columns, lines: list[Line], start: int
) -> dict[int, tuple[str, str]]:
    """Rows (by ``id(line)``) of a block whose name is split over its middle rows, with
    the whole name (its halves, then the merged symbol) and the merged Unit cell's unit
    ("" when the symbol line has none)."""
    entries = table_entries(cols, lines, start)
    out: dict[int, tuple[str, str]] = {}
    for n in range(1, len(entries) - 1):
        upper, middle, lower = entries[n - 1 : n + 2]
        if not _split_around(upper, middle, lower) or not _indented(lines, upper, middle):
            continue
        pitch = lower.y - upper.y
        above = _bare_rows(entries[n - 2 :: -1] if n >= 2 else [], upper.y, pitch)
        below = _bare_rows(entries[n + 2 :], lower.y, pitch)
        reach = min(len(above), len(below))  # centred: as many rows above it as below
        name = f"{upper.text} {lower.text} {middle.text}".strip()
        unit = split_row(lines[middle.index], cols).unit or ""
        for entry in [*above[:reach], upper, lower, *below[:reach]]:
            out[id(lines[entry.index])] = (name, unit)
    return out


def _split_around(upper: Entry, middle: Entry, lower: Entry) -> bool:
    """A value-less symbol line centred between two rows that each carry one half of a
    name, the lower half going on from the upper ("input range", "(differential)")."""
    # (a symbol set at the indent of the rows' own cells reads as a sub-row's text)
    if upper.kind != "own" or lower.kind != "own" or middle.kind not in ("label", "sub"):
        return False
    tail = lower.text.strip()
    if not (is_wrapped_label(tail) or tail.startswith("(")) or len(middle.text.split()) > 2:
        return False
    if symbols_only(upper.text):
        return False  # "fSCL" / "integration time" / "tint": symbols, the names between
    pitch = lower.y - upper.y
    return pitch > 0 and abs((upper.y + lower.y) / 2 - middle.y) < 0.25 * pitch


def _indented(lines: list[Line], upper: Entry, middle: Entry) -> bool:
    """The merged symbol line starts right of the name's first half, in the Symbol column;
    a line from the table's left edge between two rows is a heading over the rows below
    ("KL74HCT4051" between the last row of one version and the first of the next)."""
    return first_x(lines[middle.index]) > first_x(lines[upper.index]) + 20.0


def _bare_rows(entries: list[Entry], edge: float, pitch: float) -> list[Entry]:
    """The rows with no name of their own next to a block's half, nearest first, each
    within a row pitch of the one before."""
    out: list[Entry] = []
    for entry in entries:
        if entry.kind != "row" or abs(entry.y - edge) > 1.3 * pitch:
            break
        out.append(entry)
        edge = entry.y
    return out


def names_interleaved_with_rows(
    cols: Columns, lines: list[Line], start: int
) -> dict[int, tuple[str, str]]:
    """Rows (by ``id(line)``) of a three-row block whose two-line name is centred across
    it, each name line set between two rows: "VCC = 3.3 V" / "Corriente de alimentación" /
    "VCC = 5.0 V ... mA" / "Supply current" / "VCC = 12 V" (a bilingual name, one language
    a line). The middle row sits between the halves and the outer rows as close outside
    them, so all three are cases of the whole name, in the middle row's unit."""
    entries = table_entries(cols, lines, start)
    out: dict[int, tuple[str, str]] = {}
    for n in range(2, len(entries) - 2):
        block = entries[n - 2 : n + 3]
        if [e.kind for e in block] != ["row", "label", "row", "label", "row"]:
            continue
        gaps = [b.y - a.y for a, b in itertools.pairwise(block)]
        if min(gaps) <= 0 or max(gaps) > 1.5 * min(gaps):
            continue  # evenly set: one block, not a row, a title and the next parameter
        name = f"{block[1].text} {block[3].text}".strip()
        unit = split_row(lines[block[2].index], cols).unit or ""
        for entry in block[::2]:
            out[id(lines[entry.index])] = (name, unit)
    return out
