"""Parameter names centred vertically across their sub-rows, and the unit written
beside such a block.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from specproof.extract.tables.context import (
    is_wrapped_label,
    stated_assignments,
    wraps_label_line,
)
from specproof.extract.tables.header import NUMERIC_ROLES, Columns, span_parts, symbol_text
from specproof.extract.tables.param_columns import canonical_unit_of
from specproof.extract.tables.rows import RowCells, is_text_cell, split_row
from specproof.records import Line
from specproof.tokens import has_digit

# TI and others centre a parameter's name and symbol vertically across its sub-rows
# ("VIH High-level input voltage" beside the A-port, B-port and OE rows). The label
# then sits between the sub-rows instead of on the first one, and rows above it would
# otherwise inherit the previous parameter.


@dataclass(slots=True)
class Entry:
    index: int
    y: float
    kind: str  # "row" (values, no label), "own" (values and label), "label", "sub"
    text: str = ""
    wraps: bool = False  # a sub line under the Conditions title: a row's cell wrapped


def _centred_blocks(
    cols: Columns, lines: list[Line], start: int
) -> tuple[list[Entry], list[list[Entry]], float, list[int]] | None:
    """The table's entries, their label blocks, the row pitch and the indices of the
    blocks that are vertically centred parameter labels (no wrapped name's tail, no
    label with a Conditions cell of its own); None for a table without value rows.
    Shared by :func:`centred_labels` and :func:`centred_label_units`, which must agree
    on which labels are centred."""
    entries = table_entries(cols, lines, start)
    if not any(e.kind == "row" for e in entries):
        return None
    tops = sorted(e.y for e in entries if e.kind in ("row", "own"))
    steps = sorted(b - a for a, b in itertools.pairwise(tops) if b - a > 1.0)
    pitch = steps[len(steps) // 2] if steps else 12.0
    blocks = _label_blocks(entries, lines)
    centred = [
        b
        for b, block in enumerate(blocks)
        if _is_centred(entries, block, pitch)
        and not _wrapped_tail(blocks, b, lines)
        and not _states_conditions(lines[block[0].index], cols)
    ]
    return entries, blocks, pitch, centred


def centred_labels(cols: Columns, lines: list[Line], start: int) -> dict[int, tuple[str, str]]:
    """Rows (by ``id(line)``) that belong to a vertically centred parameter label:
    the label, and the sub-row label beside them ("A-Port I/Os")."""
    found = _centred_blocks(cols, lines, start)
    if found is None:
        return {}
    entries, blocks, pitch, centred = found
    cond_x0 = cols.roles["cond"][0] if "cond" in cols.roles else 1e9
    name_x1 = min(cols.value_x0(), cond_x0) - 5.0  # a name stands left of both
    out: dict[int, tuple[str, str]] = {}
    for b in centred:
        block = blocks[b]
        centre = (block[0].y + block[-1].y) / 2
        # the whole name left of the values: a symbol column's "tCONVERT" and the parameter
        # column's "ADC conversion time" beside it are one name
        label = " ".join(_name_cells(lines[e.index], name_x1) or e.text for e in block)
        for e in _members(entries, blocks, b, centre, pitch, lines):
            sub = _nearest_sub(entries, e, pitch)
            out[id(lines[e.index])] = (label, sub)
    for key, value in centred_param_labels(entries, lines, pitch, cond_x0).items():
        out.setdefault(key, value)  # a symbol's centred label names its rows first
    return out


def _name_cells(line: Line, name_x1: float) -> str:
    """A label line's name: its cells starting left of ``name_x1`` (the Conditions and the
    value columns), less any cell stating a condition ("PS/SYNC = VIN")."""
    cells = [t for t, x0, _ in span_parts(line) if x0 < name_x1 and "=" not in t]
    return symbol_text(" ".join(cells)).strip()


def centred_param_labels(
    entries: list[Entry], lines: list[Line], pitch: float, cond_x0: float = 1e9
) -> dict[int, tuple[str, str]]:
    """Rows of a parameter name centred in the PARAMETER column of a table whose first
    column holds symbols ("ADC conversion time" between its "12 bit"/"11 bit" and its
    "10 bit"/"9 bit" rows, no symbol beside it). The reader files such a name as a
    sub-row text; one standing alone between label-less rows is the rows' parameter.
    A text under the Conditions title ("Q7S output" over its load rows) is no parameter
    name but the heading of the condition rows below it."""
    promoted = [
        Entry(e.index, e.y, "label", e.text)
        if _free_sub(entries, k) and first_x(lines[e.index]) < cond_x0 - 5.0
        else e
        for k, e in enumerate(entries)
    ]
    blocks = _label_blocks(promoted)
    out: dict[int, tuple[str, str]] = {}
    for b, block in enumerate(blocks):
        if not all(entries[_position(entries, e)].kind == "sub" for e in block):
            continue
        if not _is_centred(promoted, block, pitch):
            continue
        centre = (block[0].y + block[-1].y) / 2
        label = " ".join(e.text for e in block)
        for e in _members(promoted, blocks, b, centre, pitch, lines):
            out[id(lines[e.index])] = (label, "")
    return out


def cells_centred_on_a_row(
    cols: Columns, lines: list[Line], start: int
) -> tuple[dict[int, str], dict[int, str]]:
    """Rows (by ``id(line)``) that belong to a cell of the label column set on the line of
    their group's middle row: a cell centred across an odd number of rows shares that
    row's line ("Normal" / "VDD = 1.8 V  Standby" / "Power-down"; a parameter name beside
    its three load cases). The cell holds for every row of the group; the rows around it
    have no text in its column. Returns the names and the conditions ("VDD = 1.8 V")
    such cells give rows: a condition qualifies the row's own name, a name names the
    rows that have none.
    A cell centred across an even number of rows sits on a line of its own
    (:func:`centred_labels`)."""
    names: dict[int, str] = {}
    conditions: dict[int, str] = {}
    for after, run in _value_runs(table_entries(cols, lines, start)):
        for anchor, members in _centred_groups(run, after):
            if not _one_dimension([anchor, *members], lines, cols):
                continue
            if stated_assignments(anchor.text):
                conditions.update((id(lines[e.index]), anchor.text) for e in members)
                continue
            # a row with a name of its own keeps it ("f" beside "Oscillator frequency",
            # "Voltage" beside pin names): the cell may be a symbol or a word they share
            nameless = [e for e in members if not split_row(lines[e.index], cols).label.strip()]
            names.update((id(lines[e.index]), anchor.text) for e in nameless)
    return names, conditions


def _value_runs(entries: list[Entry]) -> list[tuple[str, list[Entry]]]:
    """The value rows between label-only lines, each run with what stands above it:
    "start" (the header), "title" (a group title in capitals) or "name" (a parameter
    name, which the rows right below it belong to)."""
    runs: list[tuple[str, list[Entry]]] = [("start", [])]
    for e in entries:
        if e.kind == "label":
            runs.append(("title" if _is_title_text(e.text) else "name", []))
        elif e.kind in ("row", "own"):
            runs[-1][1].append(e)
    return [(after, run) for after, run in runs if run]


def _centred_groups(run: list[Entry], after: str) -> list[tuple[Entry, list[Entry]]]:
    """The groups of a run of value rows whose label-column cells ("own" rows) are each
    centred on an odd group: every such cell has as many rows without one right above
    it as below it, and the groups fill the run between its first and last row. A cell
    with no free row above it is the top row of its group (the rows below carry it down
    as they always did); a run that fits no centring is left alone."""
    cells = [i for i, e in enumerate(run) if e.kind == "own"]
    groups: list[tuple[Entry, list[Entry]]] = []
    chain: list[tuple[Entry, list[Entry]]] = []
    free = cells[0] if cells else 0  # rows above the first cell not yet in a group
    for n, i in enumerate(cells):
        below = (cells[n + 1] if n + 1 < len(cells) else len(run)) - i - 1
        if free and not (chain or after != "name" or stated_assignments(run[i].text)):
            free = 0  # the rows right under a parameter name are its own
        if free == 0:
            chain = []
            continue  # a cell on its group's top row
        last = n + 1 == len(cells)
        if below < free or (last and below != free):
            chain, free = [], 0  # no centring fits: leave the run as it is read
            continue
        chain.append((run[i], run[i - free : i] + run[i + 1 : i + 1 + free]))
        free = below - free
        if free == 0:
            groups += chain
            chain = []
    return groups


def _one_dimension(group: list[Entry], lines: list[Line], cols: Columns) -> bool:
    """The rows of one centred group state values of one kind (mA and µA, not V and mA):
    a cell shared by rows of several parameters is no centred cell."""
    from specproof.units import canonical_unit, dimension_of

    units = {split_row(lines[e.index], cols).unit for e in group}
    kinds = {dimension_of(canonical_unit(u)) for u in units if u}
    return len(kinds - {None}) <= 1


def _free_sub(entries: list[Entry], k: int) -> bool:
    """A sub-row text with label-less value rows right above and below it, and no label
    of its own row beside it."""
    if entries[k].kind != "sub" or not entries[k].text or k == 0 or k + 1 >= len(entries):
        return False
    return entries[k - 1].kind == "row" and entries[k + 1].kind == "row"


def first_x(line: Line) -> float:
    """Where a line's text starts: its first span's left edge."""
    return line.spans[0].x0 if line.spans else line.bbox[0]


def _position(entries: list[Entry], entry: Entry) -> int:
    return next(k for k, e in enumerate(entries) if e.index == entry.index)


def centred_label_units(cols: Columns, lines: list[Line], start: int) -> dict[int, str]:
    """The unit written on a centred label's own line ("Data rate ... Mbps" between its
    "Push-pull" and "Open-drain" rows), for the rows (by ``id(line)``) the label spans:
    the row above the label has no unit cell of its own."""
    found = _centred_blocks(cols, lines, start)
    if found is None:
        return {}
    entries, blocks, pitch, centred = found
    out: dict[int, str] = {}
    for b in centred:
        block = blocks[b]
        units = [_label_line_unit(lines[e.index], cols) for e in block]
        unit = next((u for u in units if u), "")
        if not unit:
            continue
        centre = (block[0].y + block[-1].y) / 2
        for e in _members(entries, blocks, b, centre, pitch, lines):
            out[id(lines[e.index])] = unit
    return out


def _label_line_unit(line: Line, cols: Columns) -> str:
    """The unit cell of a label line; without a Unit column (a stacked "UNIT" title the
    header line did not catch) a unit word right of every value column counts."""
    unit = split_row(line, cols).unit
    if unit:
        return unit
    last = span_parts(line)[-1] if line.spans else None
    right = max((c.x1 for c in cols.columns if c.role in NUMERIC_ROLES), default=1e9)
    if last is not None and last[1] > right and canonical_unit_of(last[0]):
        return last[0].strip()
    return ""


def table_entries(cols: Columns, lines: list[Line], start: int) -> list[Entry]:
    vx0 = cols.value_x0()
    top = lines[start].bbox[1]
    # a line placed above the header (rotated figure text listed after the table) is no
    # row: its far-left start would make every real row look indented under a label
    body = [
        (k, ln)
        for k, ln in enumerate(lines)
        if k > start and not cols.ended(ln) and ln.bbox[1] > top
    ]
    firsts = {}
    valued = {}
    for k, ln in body:
        row = split_row(ln, cols)
        # a bare symbol in a value column ("CCI": a subscript split off its line) is no value
        valued[k] = any(row.group_values) or any(
            has_digit(v) for cells in row.exprs for v in cells.values()
        )
        firsts[k] = ln.spans[0].x0 if ln.spans else ln.bbox[0]
    if not body:
        return []
    left = min(firsts.values())
    inner = [firsts[k] for k, _ in body if valued[k] and firsts[k] > left + 30.0]
    boundary = min(inner) - 5.0 if inner else 1e9
    if "cond" in cols.roles:
        # text that starts under the Conditions title is a sub-row label, not a parameter
        boundary = min(boundary, cols.roles["cond"][0] - 5.0)
    out: list[Entry] = []
    for k, ln in body:
        head = " ".join(s for s, x0, _ in span_parts(ln) if x0 < min(boundary, vx0 - 5.0))
        if valued[k]:
            out.append(Entry(k, ln.bbox[1], "own" if head else "row", symbol_text(head).strip()))
        elif head:
            out.append(Entry(k, ln.bbox[1], "label", symbol_text(head).strip()))
        elif ln.bbox[0] < vx0:
            text = " ".join(s for s, x0, _ in span_parts(ln) if x0 < vx0 - 5.0)
            wraps = "cond" in cols.roles and firsts[k] >= cols.roles["cond"][0] - 5.0
            out.append(Entry(k, ln.bbox[1], "sub", symbol_text(text).strip(), wraps))
    return out


def _label_blocks(entries: list[Entry], lines: list[Line] | None = None) -> list[list[Entry]]:
    """Runs of label-only lines with no value row between them. Given the ``lines``, a
    gap wider than a wrapped name's leading splits a run: the tail of the name set around
    the row above, then the head of the name set around the row below (Winbond: "Clock
    frequency ... 3.0-3.6V," / row / "except Read data (03h)", then the next name)."""
    blocks: list[list[Entry]] = []
    prev_label = False
    for e in entries:
        if e.kind == "label":
            if prev_label and not (lines and _apart(blocks[-1][-1], e, lines)):
                blocks[-1].append(e)
            else:
                blocks.append([e])
            prev_label = True
        elif e.kind in ("row", "own"):
            prev_label = False
    return blocks


def _apart(upper: Entry, lower: Entry, lines: list[Line]) -> bool:
    """Two label lines further apart than the lines of one wrapped name."""
    return lower.y - upper.y > 1.6 * max(lines[lower.index].size, 6.0)


def _states_conditions(line: Line, cols: Columns) -> bool:
    """A label line with a cell of its own in the Conditions column ("VOL LOW-level |
    VI = VIH or VIL; VCC = 4.5 V"): the top line of its parameter's rows, which all sit
    below it. A label centred across its rows names the parameter only; the conditions
    stand on the rows themselves."""
    cond = cols.roles.get("cond")
    if cond is None:
        return False
    vx0 = cols.value_x0()
    return any(
        x0 >= cond[0] - 5.0 and x1 <= vx0 and is_text_cell(_NOTE_REF.sub("", t))
        for t, x0, x1 in span_parts(line)
    )


# "(Note 3)", "(Notes 1, 2)": a reference to a footnote, no condition
_NOTE_REF = re.compile(r"\(?\s*notes?\s*[\d,\s]*\)?", re.I)


def _is_centred(entries: list[Entry], block: list[Entry], pitch: float) -> bool:
    """A label squeezed between two label-less rows (closer than a row pitch to both; a
    row's Conditions cell wrapped onto lines of its own reaches as far as its last line:
    "Standby Mode (Charge" / "Terminated)," / label / "Shutdown Mode ...")."""
    above = [e for e in entries if e.kind in ("row", "own") and e.y < block[0].y]
    below = [e for e in entries if e.kind in ("row", "own") and e.y > block[-1].y]
    if not above or not below or above[-1].kind != "row" or below[0].kind != "row":
        return False
    wrapped = [e.y for e in entries if e.wraps and above[-1].y < e.y < block[0].y]
    above_y = max([above[-1].y, *wrapped])
    return block[0].y - above_y < 0.75 * pitch and below[0].y - block[-1].y < 0.75 * pitch


def _members(
    entries: list[Entry],
    blocks: list[list[Entry]],
    b: int,
    centre: float,
    pitch: float,
    lines: list[Line],
) -> list[Entry]:
    """Label-less rows a centred label spans: those below it up to the next parameter
    (split halfway with a neighbouring centred label), and as far above it."""

    def anchor_y(block: list[Entry]) -> float:
        return (block[0].y + block[-1].y) / 2

    # an all-capital group title ("ADC TIMING") over the rows names no parameter of them
    prev = [blk for blk in blocks[:b] if not _group_title_block(blk)]
    nxt = [blk for blk in blocks[b + 1 :] if not _group_title_block(blk)]
    prev_c = anchor_y(prev[-1]) if prev else -1e9
    next_c = anchor_y(nxt[0]) if nxt else 1e9
    if nxt and not _claims_rows_above(entries, nxt[0], lines):
        next_c = 2 * nxt[0][0].y - centre  # a heading over its own named row shares no rows
    own_above = max((e.y for e in entries if e.kind == "own" and e.y < centre), default=-1e9)
    own_below = min((e.y for e in entries if e.kind == "own" and e.y > centre), default=1e9)
    low = max(own_above, (prev_c + centre) / 2)
    high = min(own_below, (next_c + centre) / 2)
    below = [e for e in entries if e.kind == "row" and centre < e.y < high]
    # the last row's Conditions cell wrapped below it is part of the block's height
    ends = [*below, *(e for e in entries if e.wraps and below and below[-1].y < e.y < high)]
    reach = max((e.y - centre for e in ends), default=0.0) + 0.6 * pitch
    above = [e for e in entries if e.kind == "row" and max(low, centre - reach) < e.y < centre]
    return above + below


def _claims_rows_above(entries: list[Entry], block: list[Entry], lines: list[Line]) -> bool:
    """A label block may be centred on rows above it too, unless it heads the row right
    below it that repeats its name ("SMBus" over "SMBus timeout 28 35 ms"): such a heading
    leaves the rows above it to the name centred there."""
    after = [e for e in entries if e.y > block[-1].y and e.kind in ("row", "own")]
    if not after:
        return True
    name = " ".join(e.text for e in block).strip()
    return not (name and lines[after[0].index].text.strip().startswith(name))


def _wrapped_tail(blocks: list[list[Entry]], b: int, lines: list[Line]) -> bool:
    """The block is the second line of the wrapped name above it ("Current" under
    "Accelerometer Low Power Mode"), not a centred name of its own."""
    return b > 0 and wraps_label_line(lines[blocks[b - 1][-1].index], lines[blocks[b][0].index])


def _group_title_block(block: list[Entry]) -> bool:
    """A label block in capitals that reads as a section title ("ADC TIMING", "POWER
    SUPPLY"), not as a symbol ("VOH") or a parameter name."""
    return _is_title_text(" ".join(e.text for e in block))


def _is_title_text(text: str) -> bool:
    text = text.strip()
    return text.isupper() and (" " in text or len(text) >= 6) and not has_digit(text)


def _nearest_sub(entries: list[Entry], row: Entry, pitch: float) -> str:
    subs = [e for e in entries if e.kind == "sub" and abs(e.y - row.y) < 0.6 * pitch]
    return min(subs, key=lambda e: abs(e.y - row.y)).text if subs else ""


@dataclass(slots=True)
class _Row:
    index: int
    y: float
    kind: str  # "values", "label" (a name, no values), "unit" (a unit alone)
    named: bool = False  # a value row with its own name in the label column
    unit: bool = False  # a value row with a unit of its own


def _unit_rows(cols: Columns, lines: list[Line], start: int) -> list[_Row]:
    """The table's lines as value rows, label lines and lines that hold a unit only."""
    top = lines[start].bbox[1]
    out: list[_Row] = []
    for k in range(start + 1, len(lines)):
        ln = lines[k]
        if cols.ended(ln) or ln.bbox[1] <= top:
            continue
        row = split_row(ln, cols)
        valued = any(row.group_values) or any(row.exprs)
        if valued:
            own_unit = bool(row.unit) or any(
                canonical_unit_of(v) for cells in row.group_values for v in cells.values()
            )
            named = _names_a_parameter(row.label, ln.text)
            out.append(_Row(k, ln.bbox[1], "values", named, own_unit))
        elif row.unit and not row.label.strip() and not row.cond_cells:
            out.append(_Row(k, ln.bbox[1], "unit"))
        elif row.label.strip():
            out.append(_Row(k, ln.bbox[1], "label"))
    return out


def _names_a_parameter(label: str, text: str) -> bool:
    """A row label that names a parameter: a line opening with a setting ("CT bit = 000",
    "VDD = 5 V") names none, it is one case of the parameter its block is about."""
    return bool(label.strip()) and not _CASE_LEAD.match(text.strip())


# a line opening with a setting: "CT bit = 000 140 154", "AVG = 16 ..."
_CASE_LEAD = re.compile(r"[A-Za-z][\w ]{0,14}?\s*=\s*[-+]?\w[\w.]*\b")


def merged_unit_cells(cols: Columns, lines: list[Line], start: int) -> dict[int, str]:
    """Rows (by ``id(line)``) whose unit is written once for their whole block, on a
    line of its own in the Unit column (a merged cell, its text centred across the
    rows: "ms" beside eight "n-bit" conversion-time rows). The block is one parameter's
    rows: up from the unit to the row that names the parameter, down to the next name;
    a row with a unit of its own ends it either way."""
    rows = _unit_rows(cols, lines, start)
    out: dict[int, str] = {}
    for u, entry in enumerate(rows):
        if entry.kind != "unit":
            continue
        unit = split_row(lines[entry.index], cols).unit or ""
        block: list[_Row] = []
        for r in reversed(rows[:u]):
            if r.kind != "values" or r.unit:
                break
            block.append(r)
            if r.named:
                break
        for r in rows[u + 1 :]:
            if r.kind != "values" or r.unit or r.named:
                break
            block.append(r)
        for r in block:
            out.setdefault(id(lines[r.index]), unit)
    out.update(_unit_centred_on_a_case(cols, lines, rows))
    return out


def first_case_above_its_name(
    cols: Columns, lines: list[Line], start: int
) -> dict[int, tuple[str, str]]:
    """A parameter stated for three cases, its name and unit in cells centred across them
    ("––– 0.022 VGS = 10V" / "RDS(on) On-Resistance 0.025 Ω VGS = 5.0V" / "––– 0.035 VGS
    = 4.0V"): the first case, above the name, belongs to it, not to the parameter above,
    when its conditions set the same variables as the named row's. Returns (name, unit)
    of such rows, by ``id(line)``."""
    rows = _unit_rows(cols, lines, start)
    out: dict[int, tuple[str, str]] = {}
    for k in range(1, len(rows) - 1):
        above, named, below = rows[k - 1], rows[k], rows[k + 1]
        if named.kind != "values" or not named.named or not named.unit:
            continue
        if above.kind != "values" or above.named or above.unit or below.named:
            continue
        cells = [split_row(lines[r.index], cols) for r in (above, named, below)]
        keys = [
            {k for k, _ in stated_assignments(" ".join(c.text for c in x.cond_cells))}
            for x in cells
        ]
        alike = (keys[0] and keys[0] == keys[1] == keys[2]) or _one_case_noun(
            [" ".join(c.text for c in x.cond_cells) for x in cells]
        )
        if alike and cells[1].unit:
            out[id(lines[above.index])] = (cells[1].label, cells[1].unit)
    return out


def _one_case_noun(conditions: list[str]) -> bool:
    """Cases of one setting named in words, each ending in the setting's noun ("high
    resolution" / "medium resolution" / "low resolution", "fast mode" / "normal mode")."""
    last = [c.split()[-1].lower() if c.split() else "" for c in conditions]
    return (
        last[0].isalpha()
        and len(last[0]) > 3
        and len(set(last)) == 1
        and len({c.lower() for c in conditions}) == len(conditions)
    )


def _is_symbol(word: str) -> bool:
    """A parameter symbol as a label's first word ("ID", "VGS", "IDM")."""
    return word[:1].isupper() and word.isalnum() and len(word) <= 6


def _unit_centred_on_a_case(cols: Columns, lines: list[Line], rows: list[_Row]) -> dict[int, str]:
    """A parameter stated for two or three cases on rows of its own ("ID @ TC = 25°C" /
    "ID @ TC = 100°C"), its unit in one merged cell centred across them: the unit lands on
    a later case's row, and the rows above it of the same symbol carry no unit."""
    out: dict[int, str] = {}
    for u, entry in enumerate(rows):
        if entry.kind != "values" or not entry.unit:
            continue
        below = split_row(lines[entry.index], cols)
        symbol = below.label.split()[:1]
        if not below.unit or not symbol or not _is_symbol(symbol[0]):
            continue
        for r in reversed(rows[:u]):
            if r.kind != "values" or r.unit:
                break
            if split_row(lines[r.index], cols).label.split()[:1] != symbol:
                break
            out[id(lines[r.index])] = below.unit
    return out


def name_centred_on_a_row(
    cols: Columns, lines: list[Line], start: int
) -> tuple[dict[int, tuple[str, str]], dict[int, str]]:
    """Value rows at the top of a table, before any parameter is named, that belong to
    the name (and unit) written on the row below them: a name centred across its
    sub-rows lands on the middle one ("Active" / "IDD Supply current Wait state μA" /
    "Sleep state"), so the rows above it have neither name nor unit. Only as many rows
    as follow the named one count (the name is centred). Returns the rows' (name, "")
    and their unit, by ``id(line)``."""
    rows = [r for r in _unit_rows(cols, lines, start) if r.kind != "unit"]
    lead: list[_Row] = []
    for r in rows:
        if r.kind == "label" and not lead and _is_group_title(lines[r.index], cols):
            continue  # a group title over the rows ("POWER SUPPLY") names none of them
        if r.kind != "values" or r.named or r.unit:
            break
        lead.append(r)
    names: dict[int, tuple[str, str]] = {}
    units: dict[int, str] = {}
    if not lead or len(rows) <= len(lead):
        return names, units
    anchor = rows[len(lead)]
    if anchor.kind != "values" or not anchor.named:
        return names, units
    after = 0
    for r in rows[len(lead) + 1 :]:
        if r.kind != "values" or r.named:
            break
        after += 1
    if after < len(lead):
        return names, units
    row = split_row(lines[anchor.index], cols)
    unit = row.unit or ""
    for r in lead:
        names[id(lines[r.index])] = (row.label.strip(), "")
        if unit:
            units[id(lines[r.index])] = unit
    return names, units


def _is_group_title(line: Line, cols: Columns) -> bool:
    """A line in capitals that titles the rows below it ("POWER SUPPLY")."""
    return _is_title_text(split_row(line, cols).label)


def wrapped_conditions(
    cols: Columns, lines: list[Line], start: int, goes_on: Callable[[str], bool]
) -> None:
    """Fill ``cols.wrapped_conds``: condition text set on a line of its own in the
    Conditions column, right above or below a row, that is part of that row's cell:
    wrapped over two lines ("From VDD ≥ 1.9 V to ready for a" / "conversion, 25 °C"), or
    centred on the row and split around it ("Green LED response," / row / "TA = +25 °C").
    A line below continues the row's cell when it opens in lower case or the cell breaks
    off (``goes_on``: "... for a", "...;"); a line above, when the line itself breaks off.
    Any other such line heads the rows below it ("Q7S output"). Only lines closer to the
    row than a row pitch count: rows of one parameter differ exactly in such text."""
    if "cond" not in cols.roles:
        return
    top = lines[start].bbox[1]
    rows: list[tuple[int, float, str]] = []
    texts: list[tuple[int, float, str]] = []
    indents: list[float] = []  # where each row's condition cell starts
    heads: dict[int, float] = {}
    for k in range(start + 1, len(lines)):
        ln = lines[k]
        if cols.ended(ln) or ln.bbox[1] <= top:
            continue
        row = split_row(ln, cols)
        if any(row.group_values) or any(row.exprs):
            rows.append((k, ln.bbox[1], row.condition))
            indents.append(min((c.x0 for c in row.cond_cells), default=ln.bbox[0]))
        elif row.cond_cells and not row.label.strip() and not row.unit:
            texts.append((k, ln.bbox[1], row.condition))
            heads[k] = min(c.x0 for c in row.cond_cells)
    steps = sorted(b[1] - a[1] for a, b in itertools.pairwise(rows) if b[1] - a[1] > 1.0)
    if not steps:
        return
    reach = 0.9 * steps[len(steps) // 2]
    split: set[int] = set()  # rows whose cell was found to start on the line above
    for k, y, text in texts:
        above = max((r for r in rows if r[1] < y), key=lambda r: r[1], default=None)
        below = min((r for r in rows if r[1] > y), key=lambda r: r[1], default=None)
        if _outdented(heads[k], [indents[rows.index(r)] for r in (above, below) if r]):
            continue  # set left of the rows' own conditions: it heads the rows below (NXP)
        ups = above is not None and y - above[1] < reach
        if ups and above is not None:
            cell = above[2].rstrip()
            ups = (
                text[:1].islower() or _breaks_off(cell, goes_on) or (not cell and above[0] in split)
            )
        # (a row's cell opening with a bracket explains the line above it: "Gyroscope +
        # Accelerometer" / "(DMP disabled) 3.8 mA")
        opens = below is not None and below[2].lstrip().startswith("(")
        downs = below is not None and below[1] - y < reach and (_breaks_off(text, goes_on) or opens)
        if ups and downs and above is not None and below is not None:
            ups = y - above[1] <= below[1] - y
        owner = above if ups else below if downs else None
        if owner is None:
            continue
        halves = cols.wrapped_conds.setdefault(id(lines[owner[0]]), ([], []))
        halves[1 if ups else 0].append(text)
        if not ups:
            split.add(owner[0])
        cols.wrap_lines.add(id(lines[k]))


def _outdented(x0: float, row_starts: list[float]) -> bool:
    """A condition line starting left of the condition cells of the rows around it: the
    rows are indented under it as its cases ("interface inactive; CLKOUT disabled" over
    "  VDD = 5.0 V", "  VDD = 3.0 V"), so it is no wrapped part of any one of them."""
    return bool(row_starts) and all(x0 < start - 4.0 for start in row_starts)


def _breaks_off(text: str, goes_on: Callable[[str], bool]) -> bool:
    """A cell text that stops mid-phrase: a trailing comma or semicolon, or a word no
    phrase ends with."""
    text = text.rstrip()
    return bool(text) and (text.endswith((",", ";")) or goes_on(text))


def names_set_around_rows(
    cols: Columns, lines: list[Line], start: int
) -> tuple[dict[int, str], dict[str, int]]:
    """Rows (by ``id(line)``) with no name of their own whose name is written around them:
    a two-line name set with the row's values vertically centred between its lines
    ("Active ranging average consumption" / "(3)(4) 19 mA" / "(including VCSEL)"). Each
    half sits closer to the row than a line's height, as rows never do. Also the lower
    halves read (text to line index), which name no row below them."""
    out: dict[int, str] = {}
    taken: set[int] = set()  # lower halves already read: no upper half of the next row
    top = lines[start].bbox[1]
    for k in range(start + 1, len(lines)):
        ln = lines[k]
        if cols.ended(ln) or ln.bbox[1] <= top:
            continue
        row = split_row(ln, cols)
        # a row of symbols ("VFLOAT", "FR fC1") with its name set around it
        symbol = _symbol_only(row, cols) or symbols_only(row.label)
        if not any(row.group_values) or (is_text_cell(row.label) and not symbol):
            continue
        around = [
            j
            for j in (k - 1, k + 1)
            if start < j < len(lines)
            and j not in taken
            and _name_half(lines[j], ln, cols)
            # no tail of the name of the row above ("Current IDD ..." / "Consumption",
            # "HIGH-level" / "input voltage")
            and not (
                j == k - 1
                and (wraps_label_line(lines[j - 1], lines[j]) or is_wrapped_label(lines[j].text))
            )
        ]
        if len(around) == 2:
            # a name set on both sides of its row ends with its lower half; a single line
            # below a row may be a name centred over the rows around it ("ADC conversion
            # time" between the 11- and 10-bit rows)
            taken.add(k + 1)
        halves = [split_row(lines[j], cols).label.strip() for j in around]
        if halves:
            # a row of symbols keeps them after its name: they may be all that tells it
            out[id(ln)] = " ".join([*halves, row.label.strip()] if row.label else halves)
    return out, {split_row(lines[j], cols).label.strip(): j for j in taken}


def _symbol_only(row: RowCells, cols: Columns) -> bool:
    """A row whose label is only its cell in the Symbol column: the parameter's name, set
    in its own column, may wrap around the row."""
    regions = [cols.region(w.x0, w.x1) for w in row.label_words]
    return bool(regions) and all(r is not None and r.role == "symbol" for r in regions)


def symbols_only(label: str) -> bool:
    """A label of symbols only ("FR fC1", "ICC3(2)"): the row's name is written elsewhere."""
    tokens = label.split()
    return bool(tokens) and all(
        len(t) <= 8 and any(c.isupper() or c.isdigit() for c in t) and not _a_word(t)
        for t in tokens
    )


def _a_word(token: str) -> bool:
    """A capitalised word ("Current"), no symbol ("ICC3", "fC1")."""
    word = token.strip(",.:;/()")
    return len(word) >= 3 and word[0].isupper() and word[1:].isalpha() and word[1:].islower()


def _name_half(other: Line, row_line: Line, cols: Columns) -> bool:
    """A name-only line set closer to the row than a line's height."""
    if abs(other.bbox[1] - row_line.bbox[1]) >= 0.8 * max(other.size, row_line.size, 6.0):
        return False
    row = split_row(other, cols)
    return is_text_cell(row.label) and not any(row.group_values) and not row.unit
