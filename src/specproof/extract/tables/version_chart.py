"""Version charts: one row per version of a part, one column per parameter.

Regulator, reference and supervisor families (Torex, Ricoh and many Japanese and Chinese
makers) state their electrical characteristics for ONE version ("VOUT(T) = 3.0 V") and
list the others in a later chart ("VOLTAGE CHART", "PRODUCT LIST", "Selection guide"):
each row is keyed by the version's nominal output or detect voltage, or by its code, and
each column is a parameter headed by its name or by the symbol the electrical table
defined ("Vdif1", "IOUTMAX"), over MIN./TYP./MAX. sub-heads. The heads are stacked over
several lines, and a head set over two columns ("OUTPUT VOLTAGE (V)" over "MIN. MAX.")
holds for both.
"""

from __future__ import annotations

from dataclasses import dataclass

from specproof.extract.tables.extent import CAPTION_LINE, FOOTNOTE_LINE
from specproof.extract.tables.header import ROLE_WORDS, VALUE_ROLES, span_parts, symbol_text
from specproof.extract.tables.param_columns import (
    KEY_HEADER,
    PACKAGING,
    ParamColumn,
    ParamRow,
    cell_columns,
    column_unit,
    is_value_cell,
    param_row,
    title_case_run,
)
from specproof.records import Line
from specproof.units import canonical_unit, dimension_of, parse_quantity

_MAX_HEAD_LINES = 14  # stacked heads: name, unit, code, symbol and bound lines, staggered
_MIN_VERSIONS = 3


@dataclass(slots=True)
class VersionChart:
    header_lines: list[int]
    rows: list[ParamRow]  # the rows that name a version, in the page's order
    columns: list[ParamColumn]  # column 0 names the version
    last: int  # the chart's last line (a row, or values set between two rows)
    key_unit: str = ""  # the unit of keys that are voltages written without one ("3.3")

    @property
    def first(self) -> int:
        return self.header_lines[0]

    @property
    def key_label(self) -> str:
        return self.columns[0].label

    def key_of(self, row: ParamRow) -> str:
        return row.cells.get(0, "")

    def version(self, row: ParamRow) -> str:
        """The row's version as a condition: its key with the head that names it, and the
        unit of a bare voltage ("NOMINAL OUTPUT VOLTAGE 3.3 V"), so a question naming
        the 3.3 V version finds its own voltage stated on the row."""
        key = self.key_of(row)
        stated = parse_quantity(key)
        if not self.key_unit or (stated is not None and stated.unit):
            return f"{self.key_label} {key}".strip()
        return f"{self.key_label} {key} {self.key_unit}".strip()

    def parameters(self) -> list[list[int]]:
        """The chart's parameters: runs of neighbouring columns whose sub-heads go up
        (MIN. then TYP. then MAX.) under one head. A head set off-centre may reach only
        some of its columns, so one column's head may hold only part of the other's."""
        runs: list[list[int]] = []
        for n in range(1, len(self.columns)):
            col = self.columns[n]
            last = self.columns[runs[-1][-1]] if runs else None
            if last is not None and _rises(last.bound, col.bound) and _nested(last, col):
                runs[-1].append(n)
            else:
                runs.append([n])
        return runs

    def head_of(self, columns: list[int]) -> ParamColumn:
        """The fullest head of a parameter's columns."""
        return max((self.columns[n] for n in columns), key=lambda c: len(head_name(c)))


def _rises(lower: str, upper: str) -> bool:
    order = VALUE_ROLES  # min, typ, max
    return lower in order and upper in order and order.index(lower) < order.index(upper)


def _nested(a: ParamColumn, b: ParamColumn) -> bool:
    words_a, words_b = set(head_name(a).split()), set(head_name(b).split())
    return words_a <= words_b or words_b <= words_a


def head_name(col: ParamColumn) -> str:
    """A column's head without its bound sub-head."""
    return " ".join(w for w in col.header.split() if not bound_word(w))


def find_version_charts(lines: list[Line]) -> list[VersionChart]:
    """The version charts of a page's lines."""
    found: list[VersionChart] = []
    i = 0
    while i < len(lines):
        end = _run_end(lines, i)
        chart = _version_chart(lines, i, end) if end - i >= _MIN_VERSIONS else None
        if chart is not None:
            found.append(chart)
            i = end
        else:
            i += 1
    return found


def _blank(text: str) -> bool:
    """A dash for a value the version does not specify."""
    return not text.strip().strip("-—–−")


def _filler(text: str) -> bool:
    return is_value_cell(text) or _blank(text)


def _key_cell(text: str) -> bool:
    """A version's key: a number (its voltage) or a short code with digits ("P332")."""
    t = text.strip()
    return " " not in t and 0 < len(t) <= 16 and any(c.isdigit() for c in t) and not _blank(t)


def _key_row(line: Line) -> bool:
    parts = span_parts(line)
    return _key_cell(symbol_text(parts[0][0])) and all(
        _filler(symbol_text(t)) for t, _, _ in parts[1:]
    )


def _run_end(lines: list[Line], start: int) -> int:
    """One past the last line of the chart body that starts at ``start``: rows led by a
    key in one column, a key alone (its values merged with a neighbour's), or values set
    between two rows (a cell merged over an even number of rows)."""
    if not _key_row(lines[start]) or len(span_parts(lines[start])) < 3:
        return start
    key_x0, key_x1 = span_parts(lines[start])[0][1:]
    j = start + 1
    while j < len(lines):
        line, above = lines[j], lines[j - 1]
        if line.bbox[1] - above.bbox[3] > 3.0 * max(line.size, 6.0):
            break
        parts = span_parts(line)
        x0, x1 = parts[0][1:]
        keyed = x0 < key_x1 and x1 > key_x0
        if keyed and not _key_row(line):
            break
        if not keyed and (x0 <= key_x1 or not all(_filler(symbol_text(t)) for t, _, _ in parts)):
            break
        j += 1
    return j


def _version_chart(lines: list[Line], start: int, end: int) -> VersionChart | None:
    band = _head_band(lines, start)
    if len(band) < 2:
        return None
    body = lines[start:end]
    columns = cell_columns(body)
    key = columns[0]
    keyed = [(n, ln) for n, ln in enumerate(body) if span_parts(ln)[0][1] < key.x1]
    if len(columns) < 3 or key.x1 > max(span_parts(ln)[0][2] for _, ln in keyed) + 1.0:
        return None  # the key column must hold the keys alone
    assign_heads(columns, [lines[k] for k in band])
    rows = [param_row(ln, start + n, columns) for n, ln in keyed]
    if not _is_chart(columns, rows):
        return None
    for n, col in enumerate(columns[1:], start=1):
        col.unit = column_unit(col, rows, n)
    keys = [r.cells.get(0, "") for r in rows]
    key_unit = _voltage_unit(columns[0], rows) if all(map(is_value_cell, keys)) else ""
    if key_unit is None:
        return None  # keyed by numbers that are no voltages: a condition's values
    return VersionChart(band, rows, columns, end - 1, key_unit)


def _is_chart(columns: list[ParamColumn], rows: list[ParamRow]) -> bool:
    """Bound sub-heads over two or more parameter columns and none over the key; the keys
    distinct versions, named as voltages or as codes."""
    keys = [r.cells.get(0, "") for r in rows]
    bounded = sum(bool(c.bound) for c in columns[1:])
    if len(rows) < _MIN_VERSIONS or len(set(keys)) < len(keys) or columns[0].bound or bounded < 2:
        return False
    if not columns[0].header or any(PACKAGING.search(c.header) for c in columns):
        return False
    if sum(len(r.cells) >= 3 for r in rows) < 2:
        return False
    if all(is_value_cell(k) for k in keys):
        return True  # voltages or not: see _voltage_unit
    return KEY_HEADER.search(columns[0].header) is not None


def _voltage_unit(key: ParamColumn, rows: list[ParamRow]) -> str | None:
    """The unit of keys that are voltages: their own, the head's, or "V" when the head
    names a voltage without one; None when the keys are no voltages."""
    unit = column_unit(key, rows, 0)  # may be a symbol's bracket: the "T" of "VDF(T)"
    if unit and dimension_of(canonical_unit(unit)) == "voltage":
        return unit
    return "V" if "voltage" in key.header.lower() else None


def _head_band(lines: list[Line], first_row: int) -> list[int]:
    """The stacked head lines right above the first row, top first: up to a gap, a
    caption, a footnote, a line of values, a run of prose or a title set in another size."""
    picked: list[int] = []
    below = lines[first_row]
    for k in range(first_row - 1, max(-1, first_row - 1 - _MAX_HEAD_LINES), -1):
        ln = lines[k]
        text = symbol_text(ln.text).strip()
        parts = span_parts(ln)
        if (
            below.bbox[1] - ln.bbox[3] > 1.6 * max(ln.size, below.size, 6.0)
            or CAPTION_LINE.match(text)
            or FOOTNOTE_LINE.match(text)
            or len(text) > 120
            or abs(ln.size - lines[first_row].size) >= 1.5
            or any(is_value_cell(symbol_text(t)) for t, _, _ in parts)
            or any(len(t.split()) > 6 and not title_case_run(t) for t, _, _ in parts)
        ):
            break
        picked.append(k)
        below = ln
    return picked[::-1]


def bound_word(word: str) -> str:
    """The bound a sub-head word names ("MIN." -> min), "" for any other word. Only the
    short forms: "MAXIMUM OUTPUT CURRENT" names a parameter, not a column's bound."""
    key = word.lower().strip("():,*")
    role = ROLE_WORDS.get(key, "")
    return role if role in VALUE_ROLES and len(key.rstrip(".")) == 3 else ""


def assign_heads(columns: list[ParamColumn], band: list[Line]) -> None:
    """Give every head span of the band to the columns under it, top line first.

    A span centred under a head above heads what that head heads ("(mV)" under
    "DROPOUT VOLTAGE", whatever columns it happens to cover); any other span heads the
    columns whose centres it covers, else those of the narrowest span above enclosing
    it, else the nearest column. Sub-head words (MIN./TYP./MAX.) go one by one, each to
    its own column; the lowest one is the column's bound."""
    pieces = [p for ln in band for p in _pieces(ln)]
    owners: list[list[int]] = []
    for text, x0, x1 in pieces:
        under = [n for n, c in enumerate(columns) if x0 - 2.0 <= (c.x0 + c.x1) / 2 <= x1 + 2.0]
        if not bound_word(text):
            under = _enclosing(pieces, owners, x0, x1, centred=True) or under
        under = under or _enclosing(pieces, owners, x0, x1) or _nearest(columns, x0, x1)
        owners.append(under)
        for n in under:
            col = columns[n]
            col.header = f"{col.header} {text}".strip()
            col.bound = bound_word(text) or col.bound


def _pieces(line: Line) -> list[tuple[str, float, float]]:
    """A line's head spans; a span holding sub-head words is cut into its words, each
    set over its own column."""
    out: list[tuple[str, float, float]] = []
    for text, x0, x1 in span_parts(line):
        text = symbol_text(text).strip()
        words = text.split()
        if len(words) < 2 or not any(bound_word(w) for w in words):
            out.append((text, x0, x1))
            continue
        width, at = (x1 - x0) / max(len(text), 1), 0
        for w in words:
            at = text.index(w, at)
            out.append((w, x0 + width * at, x0 + width * (at + len(w))))
            at += len(w)
    return out


def _enclosing(
    pieces: list[tuple[str, float, float]],
    owners: list[list[int]],
    x0: float,
    x1: float,
    centred: bool = False,
) -> list[int]:
    """The columns of the narrowest span above that holds ``x0``..``x1`` and heads
    columns (with ``centred``: only a span centred on it)."""
    best: list[int] = []
    width = float("inf")
    for (_, a, b), under in zip(pieces, owners, strict=False):
        if not under or not a - 2.0 <= x0 <= x1 <= b + 2.0 or b - a >= width:
            continue
        if centred and abs((a + b) / 2 - (x0 + x1) / 2) > max(3.0, 0.1 * (b - a)):
            continue
        best, width = under, b - a
    return best


def _nearest(columns: list[ParamColumn], x0: float, x1: float) -> list[int]:
    xc = (x0 + x1) / 2
    n = min(range(len(columns)), key=lambda k: abs((columns[k].x0 + columns[k].x1) / 2 - xc))
    col = columns[n]
    return [n] if col.x0 - 40.0 <= xc <= col.x1 + 40.0 else []
