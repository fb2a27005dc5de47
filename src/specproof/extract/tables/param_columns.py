"""Parameter-per-column tables: every column one parameter, every row one variant
(relay coil data charts, selection guides, ordering tables).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from specproof.extract.tables.context import looks_part_number
from specproof.extract.tables.extent import CAPTION_LINE, FOOTNOTE_LINE
from specproof.extract.tables.header import (
    ROLE_WORDS,
    header_words,
    is_header,
    looks_unit,
    span_parts,
    symbol_text,
    words_of,
)
from specproof.records import Line
from specproof.tokens import NAME_WORD

# Tables that turn the usual layout around: every COLUMN is one parameter (units in
# its header: "Coil Resistance (Ω)", "Sensitivity (Typ) (mV/A)") and every ROW is one
# variant (a coil voltage code, an orderable part number). Relay coil data charts,
# selection guides and ordering tables look like this across vendors.

_QUALIFIER = r"(?:abt\.?|about|approx\.?|typ\.?|max\.?|min\.?|~|≈)"
_VALUE_CELL = re.compile(
    rf"^{_QUALIFIER}?\s*[±<>≤≥+\-–−]?\s?\d[\d,]*(?:\.\d+)?"
    r"(?:\s*(?:to|~|…|–|−|-)\s*[+\-–−]?\d[\d,]*(?:\.\d+)?)?"
    rf"\s*(?P<unit>[^\d\s]{{1,6}})?(?:\s(?:AC|DC))?\.?\s*{_QUALIFIER}?$",  # ("250 V AC")
    re.I,
)
KEY_HEADER = re.compile(
    r"\b(?:code|part|model|type|order\w*|device|version|number|no\.|p/n|package)\b", re.I
)
_HEADER_UNIT = re.compile(r"[(\[]\s*([^()\[\]]{1,8}?)\s*[)\]]")


def is_value_cell(text: str) -> bool:
    """A cell that is one number or range, maybe with a unit or a qualifier ("abt. 0.36W")."""
    m = _VALUE_CELL.match(symbol_text(text).strip())
    if m is None:
        return False
    unit = m.group("unit")
    return unit is None or unit in ("%", ".") or looks_unit(unit.rstrip("."))


def unit_free(header: str) -> str:
    """A column header without its bracketed unit or role ("Coil Resistance (Ω)")."""
    return " ".join(_HEADER_UNIT.sub(" ", header).split()).strip(" ,")


@dataclass(slots=True)
class ParamColumn:
    x0: float
    x1: float
    header: str = ""
    unit: str | None = None
    bound: str = ""  # the bound a MIN./TYP./MAX. sub-head under the column names

    @property
    def label(self) -> str:
        """The header without its unit and role parentheses: the parameter's name."""
        return unit_free(self.header)

    @property
    def role(self) -> str:
        """Which bound a bare number in this column is ("Sensitivity (Typ)" -> typ)."""
        if self.bound:
            return self.bound
        m = re.search(r"\b(min|typ|max)(?:imum|ical)?\b\.?", self.header, re.I)
        return "value" if m is None else m.group(1).lower()

    @property
    def paired_roles(self) -> tuple[str, str] | None:
        """The two bounds a head names for "A / B" cells ("Output Current (mA) Max. / Min.")."""
        m = re.search(r"\b(min|typ|max)\.?\s*/\s*(min|typ|max)\b", self.header, re.I)
        return (m.group(1).lower(), m.group(2).lower()) if m else None


@dataclass(slots=True)
class ParamRow:
    line: int  # index into the page's lines
    cells: dict[int, str] = field(default_factory=dict)  # column -> cell text
    group: str = ""  # the merged label cell at the left that spans this row


PACKAGING = re.compile(r"\breel\b|\btape\b|dimension|\bSPQ\b|quadrant|\bpitch\b", re.I)


@dataclass(slots=True)
class ParamTable:
    header_lines: list[int]
    rows: list[ParamRow]
    columns: list[ParamColumn]
    title: str = ""
    key_column: int | None = None  # the column that names each row (part number, code)
    group_column: int | None = None  # a label column whose cells span several rows

    @property
    def first(self) -> int:
        return self.header_lines[0]

    @property
    def last(self) -> int:
        return self.rows[-1].line

    def key_of(self, row: ParamRow) -> str | None:
        """The code or part number that names a row."""
        return None if self.key_column is None else row.cells.get(self.key_column)

    def shared(self, row: ParamRow, col: int) -> bool:
        """A cell stated once for a group of rows (a merged cell): it holds for the group."""
        members = [r for r in self.rows if r.group and r.group == row.group]
        if len(members) < 3 or members[0] is not row:
            return False
        return sum(col in r.cells for r in members) * 2 <= len(members)


def _value_spans(line: Line) -> list[tuple[str, float, float]]:
    return [p for p in span_parts(line) if is_value_cell(p[0])]


def find_param_tables(lines: list[Line]) -> list[ParamTable]:
    """Parameter-per-column tables of a page: a header of names with units over rows of values."""
    found: list[ParamTable] = []
    i = 0
    while i < len(lines):
        j = _data_run_end(lines, i)
        if j - i >= 2:
            table = _param_table(lines, i, j)
            if table is not None:
                found.append(table)
            i = j
        else:
            i += 1
    return found


def _data_run_end(lines: list[Line], start: int) -> int:
    """One past the last line of the run of value rows that starts at ``start``."""
    j = start
    while j < len(lines) and len(_value_spans(lines[j])) >= 2:
        if j > start and lines[j].bbox[1] - lines[j - 1].bbox[3] > 3.0 * max(lines[j].size, 6.0):
            break
        j += 1
    return j


def _header_above(lines: list[Line], first_row: int) -> tuple[list[int], str]:
    """The stacked header lines right above a run of value rows (top first) and the
    table's title above them (a caption, or a bold line in another size)."""
    picked: list[int] = []
    below = lines[first_row]
    for k in range(first_row - 1, max(-1, first_row - 7), -1):
        ln = lines[k]
        if below.bbox[1] - ln.bbox[3] > 1.6 * max(ln.size, below.size, 6.0):
            break
        text = symbol_text(ln.text).strip()
        style = lines[picked[0]] if picked else None
        titled = (
            style is not None and ln.bold and (not style.bold or abs(ln.size - style.size) > 1.5)
        )
        if CAPTION_LINE.match(text) or (titled and len(ln.spans) <= 2):
            return picked[::-1], text
        if _value_spans(ln) or FOOTNOTE_LINE.match(text) or len(text) > 120:
            break
        if any(len(sp.split()) > 6 and not title_case_run(sp) for sp, _, _ in span_parts(ln)):
            break  # a run of prose: the table's header ended below it
        picked.append(k)
        below = ln
    return picked[::-1], ""


def _param_table(lines: list[Line], start: int, end: int) -> ParamTable | None:
    header, title = _header_above(lines, start)
    row_lines = [lines[k] for k in range(start, end)]
    # (rows opening with part numbers under a "Model" / "Part No." head make a selection
    # guide, whose heads may well say "Max. / Min." or "Typ." under a column's name:
    # "Output Current (mA) Max. / Min."; rows of grades in a Min/Typ/Max table do not)
    keyed = any(KEY_HEADER.match(span_parts(lines[k])[0][0]) for k in header)
    by_part = keyed and sum(looks_part_number(span_parts(ln)[0][0]) for ln in row_lines) >= 2
    if not header or (not by_part and any(is_header(*header_words(lines[k])) for k in header)):
        return None  # no header, or a Min/Typ/Max table read row by row elsewhere
    columns = cell_columns(row_lines)
    _assign_header_words(columns, [lines[k] for k in header])
    if any(PACKAGING.search(c.header) for c in columns):
        return None  # tape-and-reel and package drawings: sizes of the packing, no specs
    rows = [param_row(ln, start + n, columns) for n, ln in enumerate(row_lines)]
    for n, col in enumerate(columns):
        if len(col.header) <= 60:
            col.unit = column_unit(col, rows, n)
    table = ParamTable(header, rows, columns, title=title)
    table.key_column = _key_column(table)
    named = sum(1 for n in range(len(columns)) if _names_quantity(table, n))
    if named < 2 and not (named == 1 and table.key_column is not None):
        return None  # graph axes and bit tables: no named quantities in filled columns
    table.group_column = _group_column(table)
    if table.group_column is not None:
        _assign_groups(table, table.group_column)
    return table


def column_unit(col: ParamColumn, rows: list[ParamRow], n: int) -> str | None:
    """A column's unit: the last one its header brackets, a bare unit word under its
    name, or the one unit its cells all state."""
    if _OPERATING_POINT.fullmatch(col.header.strip()):
        return _cells_unit(rows, n)  # "VCCB = 2.5 V" heads a case: the volts are the case's
    units = [canonical_unit_of(u) for u in _HEADER_UNIT.findall(col.header)]
    return (
        next((u for u in reversed(units) if u), None)
        or _bare_header_unit(col.header)
        or _cells_unit(rows, n)
    )


# a column headed by an operating point ("VCCB = 2.5 V", "TA = 85 °C")
_OPERATING_POINT = re.compile(r"[A-Za-z][\w()]{0,8}\s*=\s*[-+]?\d+(?:\.\d+)?\s*\S{0,4}")


def title_case_run(text: str) -> bool:
    """Column names set close together read as one span ("Nominal Voltage Pick-up
    Voltage Drop-out Voltage ..."): nearly every word capitalised, unlike prose."""
    words = [w for w in text.split() if w[:1].isalpha()]
    return bool(words) and sum(w[:1].isupper() for w in words) >= 0.8 * len(words)


def _bare_header_unit(header: str) -> str | None:
    """A unit written as its own word under the column name ("Nominal Voltage VDC",
    "Coil Resistance Ω ×(1±10%)"), the usual two-line head of relay coil tables."""
    words = _HEADER_UNIT.sub(" ", header).split()
    for k in range(len(words) - 1, 0, -1):  # never the first word: that is the name
        w = words[k].strip(".,;:")
        if w.lower() in ROLE_WORDS:
            continue  # "VDC min.": the bound, not minutes
        if len(w) == 1 and w.isascii() and w.isupper() and k != len(words) - 1:
            continue  # a lone "A"/"V" inside a name ("Form A contacts") is no unit
        if canonical_unit_of(w):
            return w
    return None


def _cells_unit(rows: list[ParamRow], n: int) -> str | None:
    """The one unit every value cell of a column states itself ("93.75ms", "750ms")."""
    from specproof.units import parse_quantity

    units = set()
    for r in rows:
        cell = r.cells.get(n, "")
        if is_value_cell(cell):
            q = parse_quantity(cell)
            units.add(q.unit if q is not None else None)
    return units.pop() if len(units) == 1 else None


def _names_quantity(table: ParamTable, n: int) -> bool:
    """A column with a unit, a worded title ("Coil Resistance (Ω)") and values in most rows."""
    col = table.columns[n]
    if col.unit is None or not NAME_WORD.search(col.label):
        return False
    filled = sum(1 for r in table.rows if is_value_cell(r.cells.get(n, "")))
    return filled * 3 >= 2 * len(table.rows)


def canonical_unit_of(text: str) -> str | None:
    from specproof.units import canonical_unit

    t = symbol_text(text).strip()
    return t if canonical_unit(t) is not None else None


def cell_columns(rows: list[Line]) -> list[ParamColumn]:
    """Columns from the x extents of the row cells, merged where they overlap."""
    spans = sorted((x0, x1) for ln in rows for _, x0, x1 in span_parts(ln))
    cols: list[ParamColumn] = []
    for x0, x1 in spans:
        if cols and x0 <= cols[-1].x1 + 1.0:
            cols[-1].x1 = max(cols[-1].x1, x1)
        else:
            cols.append(ParamColumn(x0, x1))
    return cols


def _assign_header_words(columns: list[ParamColumn], header: list[Line]) -> None:
    """Give every header word to the column under it (borders halfway between columns)."""
    bounds = [(a.x1 + b.x0) / 2 for a, b in itertools.pairwise(columns)]
    for ln in header:
        for w in words_of(ln):
            if w.xc < columns[0].x0 - 40.0 or w.xc > columns[-1].x1 + 40.0:
                continue
            col = columns[sum(1 for b in bounds if w.xc > b)]
            col.header = f"{col.header} {w.text}".strip()


def param_row(line: Line, index: int, columns: list[ParamColumn]) -> ParamRow:
    row = ParamRow(index)
    for text, x0, x1 in span_parts(line):
        ov = [min(c.x1, x1) - max(c.x0, x0) for c in columns]
        n = max(range(len(columns)), key=lambda k: ov[k])
        text = symbol_text(text).strip()
        row.cells[n] = f"{row.cells[n]} {text}" if n in row.cells else text
    return row


def _key_column(table: ParamTable) -> int | None:
    """Part numbers in most rows, or unitless codes under a "Code"/"Part"/"Type" title."""
    for n in range(len(table.columns)):
        cells = [r.cells[n] for r in table.rows if n in r.cells]
        parts = sum(looks_part_number(c) and not is_value_cell(c) for c in cells)
        if cells and parts * 2 > len(table.rows):
            return n
    for n, col in enumerate(table.columns):
        cells = [r.cells[n] for r in table.rows if n in r.cells]
        if col.unit is None and KEY_HEADER.search(col.header) and len(cells) == len(table.rows):
            return n
    return None


def _group_column(table: ParamTable) -> int | None:
    """The leftmost column when it holds text cells with blanks between them."""
    if table.key_column == 0:
        return None
    cells = [r.cells.get(0) for r in table.rows]
    filled = [c for c in cells if c]
    if not filled or len(filled) == len(cells) or any(is_value_cell(c) for c in filled):
        return None
    return 0


def _assign_groups(table: ParamTable, column: int) -> None:
    """A label cell that spans several rows ("SRD (High Sensitivity)").

    The label may wrap over the first rows of its group; a new group starts when the
    label so far is complete (no open parenthesis) and a new capitalised cell follows.
    """
    labels: list[list[str]] = []
    members: list[list[ParamRow]] = []
    saw_blank = False
    for row in table.rows:
        left = row.cells.get(column, "")
        if left:
            current = " ".join(labels[-1]) if labels else ""
            complete = current.count("(") <= current.count(")")
            starts = left[:1].isupper() or left[:1].isdigit()
            if not labels or (complete and (saw_blank or starts)):
                labels.append([])
                members.append([])
            labels[-1].append(left)
            saw_blank = False
        else:
            saw_blank = True
        if members:
            members[-1].append(row)
    for words, rows in zip(labels, members, strict=True):
        for row in rows:
            row.group = " ".join(words)
