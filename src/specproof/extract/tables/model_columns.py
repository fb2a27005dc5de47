"""Model-per-column tables: a header row names one model per column ("MODEL | XYZ-20-12 |
XYZ-20-24", "Coil voltage | 5 VDC | 12 VDC"), every row below names a parameter and
states one value per model, or one value spanning all columns that holds for every model.

Power-module, LED-driver and relay-series sheets set their specifications out this way;
row groups ("OUTPUT", "INPUT") sit in a narrow margin to the left, often split over
lines ("OUT-" / "PUT") and centred on the rows they cover.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from specproof.extract.headings import line_heading
from specproof.extract.tables.context import looks_part_number
from specproof.extract.tables.extent import CAPTION_LINE, FOOTNOTE_LINE
from specproof.extract.tables.header import header_words, is_header, span_parts, symbol_text
from specproof.extract.tables.param_columns import KEY_HEADER, is_value_cell
from specproof.records import Line, SectionKind
from specproof.units import parse_quantity

# how far (in column pitches) a cell's centre or edge may sit from its model's header
# cell and still be that model's own value; a value centred across several columns
# sits half a pitch or more away
_RATING_TITLES = frozenset({SectionKind.ABS_MAX, SectionKind.RECOMMENDED, SectionKind.ELECTRICAL})
_ALIGN = 0.12


@dataclass(slots=True)
class ModelColumn:
    name: str  # the header cell: a part number, or a rating that names the model ("12 VDC")
    x0: float
    x1: float

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class ModelRow:
    line: int  # index into the page's lines
    label: str  # the parameter's name, without the margin's group words
    cells: dict[int, str] = field(default_factory=dict)  # model column -> its own value
    spanning: str = ""  # values that span the model columns: they hold for every model
    group: str = ""  # the margin label of the rows it belongs to ("OUTPUT")


@dataclass(slots=True)
class ModelTable:
    header: int  # index of the header line
    key: str  # the header's label cell ("MODEL", "Coil voltage")
    columns: list[ModelColumn]
    rows: list[ModelRow]
    rated: bool = False  # the header cells are ratings ("5 VDC"), themselves values of `key`
    versions: bool = False  # the header cells are versions of the part (`.version_columns`)
    # the header cells name the condition each column holds for ("Operating | Storage"):
    # each cell's value is its row's quantity in that condition, no model's
    kinds: bool = False
    # the header cells name the operating case each column holds for ("Normal | Low power |
    # Power-down", "Logic (VCC pin) | Servo power (V+)"): each value is its row's quantity
    # in that case, which the cell's column names as its condition
    cases: bool = False
    # the header cells name what is measured of each row's channel ("Sensor | Range |
    # Accuracy | Output rate"): each value is that quantity of the channel its row names
    measures: bool = False

    @property
    def first(self) -> int:
        return self.header

    @property
    def last(self) -> int:
        return self.rows[-1].line


def find_model_tables(lines: list[Line]) -> list[ModelTable]:
    """The model-per-column tables of a page, each from its header to its last row."""
    return scan_tables(lines, _table_at)


def scan_tables(
    lines: list[Line], table_at: Callable[[list[Line], int], ModelTable | None]
) -> list[ModelTable]:
    """Every table ``table_at`` finds down a page, each searched for after the last ends."""
    found: list[ModelTable] = []
    i = 0
    while i < len(lines):
        table = table_at(lines, i)
        if table is None:
            i += 1
            continue
        found.append(table)
        i = table.last + 1
    return found


def _table_at(lines: list[Line], i: int) -> ModelTable | None:
    header = _model_header(lines[i])
    if header is None:
        return None
    key, label_x0, columns, rated = header
    kinds = all(_KIND_HEAD.fullmatch(c.name) for c in columns)
    measures = names_measures(key, [c.name for c in columns])
    rows: list[ModelRow] = []
    margins: list[tuple[int, str]] = []  # (row number, margin words of its line)
    for k in range(i + 1, len(lines)):
        ln = lines[k]
        if not _continues(lines[k - 1], ln):
            break
        if _ends_table(ln, columns) and not _values_under_a_name(ln, rows, columns):
            break
        margin, row = _row(ln, k, label_x0, columns)
        if margin:
            margins.append((len(rows), margin))
        rows.append(row)
    if sum(any(_quantity(c) for c in r.cells.values()) for r in rows) < 2:
        return None  # a line of part numbers (an ordering line), no table of specs
    while rows and not rows[-1].cells and not rows[-1].spanning:
        # lines of words after the last row ("Stresses above these values ...", the next
        # table's caption) are no rows: the page goes on reading them
        margins = [(r, w) for r, w in margins if r < len(rows) - 1]
        rows.pop()
    _assign_groups(rows, [lines[r.line] for r in rows], margins)
    _name_from_line_above(rows)
    return ModelTable(
        i, key, columns, rows, rated and not kinds, kinds=kinds or measures, measures=measures
    )


def _values_under_a_name(line: Line, rows: list[ModelRow], columns: list[ModelColumn]) -> bool:
    """A line of the models' values alone, right under a row that is only a name ("Working
    current" / "≤1.2A  ≤0.6A"): that row's values, the table goes on."""
    if not rows or not rows[-1].label or rows[-1].cells or rows[-1].spanning:
        return False
    text = symbol_text(line.text).strip()
    if FOOTNOTE_LINE.match(text) or CAPTION_LINE.match(text):
        return False
    parts = span_parts(line)
    return len(parts) == len(columns) and all(_quantity(p[0]) for p in parts)


def _name_from_line_above(rows: list[ModelRow]) -> None:
    """ "Working current" on a line of its own, the models' values on the next with no name:
    the name above is theirs."""
    for above, row in itertools.pairwise(rows):
        named_only = above.label and not above.cells and not above.spanning
        if named_only and not row.label and row.cells and row.line == above.line + 1:
            row.label = above.label


# a table keyed by what each row measures ("Sensor | Range | Accuracy | Output rate"): its
# key names the rows' channels, its other heads the quantities stated of each
_CHANNEL_KEY = re.compile(r"(?:sensors?|channels?|measurands?|quantit(?:y|ies)|axis|axes)", re.I)
_MEASURE_HEAD = re.compile(
    r"(?:(?:measuring|measurement|sensing|full[\s-]scale)\s+)?(?:range|span)|"
    r"(?:resolution\s*/\s*)?accuracy|resolution(?:\s*/\s*accuracy)?|precision|sensitivity|"
    r"(?:output|update|data|sampling|sample)\s+rate",
    re.I,
)


def names_measures(key: str, heads: list[str]) -> bool:
    """A header whose key names channels and whose two or more other heads each name a
    quantity measured of them."""
    return (
        _CHANNEL_KEY.fullmatch(key.strip()) is not None
        and len(heads) >= 2
        and all(_MEASURE_HEAD.fullmatch(h.strip()) for h in heads)
    )


# the condition a column's values hold for, as its head names it (English, German)
_KIND_HEAD = re.compile(
    r"(?:in\s+)?(?:operating|operation|storage|transport(?:ation)?|betrieb|lagerung)", re.I
)


def _model_header(line: Line) -> tuple[str, float, list[ModelColumn], bool] | None:
    """(label, label x0, model columns, cells are ratings) of a header line: a label cell
    then two or more cells that each name a model, all distinct."""
    parts = [(symbol_text(t).strip(), x0, x1) for t, x0, x1 in span_parts(line)]
    if len(parts) < 3 or is_header(*header_words(line)):
        return None  # a Min/Typ/Max header is read row by row elsewhere
    (label, label_x0, label_x1), cells = parts[0], parts[1:]
    if is_value_cell(label) or looks_part_number(label) or not any(c.isalpha() for c in label):
        return None
    names = [c[0] for c in cells]
    if len(set(names)) < len(names) or cells[0][1] < label_x1:
        return None
    models = all(looks_part_number(n) and not _quantity(n) for n in names)
    # a series named by its coil or rating ("Coil voltage | 5 VDC | 12 VDC"); other rows of
    # values under a name are a table of cases, read elsewhere
    keyed = KEY_HEADER.search(label) is not None or "coil" in label.lower()
    rated = not models and keyed and _ratings(names)
    kinds = all(_KIND_HEAD.fullmatch(n) for n in names) or names_measures(label, names)
    if not (models or rated or kinds):
        return None
    return label, label_x0, [ModelColumn(n, x0, x1) for n, x0, x1 in cells], rated


def _ratings(names: list[str]) -> bool:
    """Cells that are each one value of one unit ("5 VDC", "12 VDC"): models named by
    their rating."""
    quantities = [parse_quantity(n) for n in names]
    units = {q.unit for q in quantities if q is not None and q.value is not None}
    # the number opens the cell: "KSK-20A" is a part number, not a rating of 20 A
    opens = all(q is not None and q.start == 0 for q in quantities)
    return (
        opens and all(q is not None and q.value is not None for q in quantities) and len(units) == 1
    )


def _quantity(cell: str) -> bool:
    q = parse_quantity(cell)
    return q is not None and q.unit is not None


def _continues(above: Line, line: Line) -> bool:
    """The next line is still a row: close below the one above."""
    return line.bbox[1] - above.bbox[3] <= 1.5 * max(line.size, above.size, 6.0)


def _ends_table(line: Line, columns: list[ModelColumn]) -> bool:
    """Notes, captions, and lines without a label cell left of the models end the table."""
    text = symbol_text(line.text).strip()
    first = span_parts(line)[0]
    header = _model_header(line)
    # a row of ratings ("Coil resistance | 62 ohm | 360 ohm") reads like a rated header:
    # only a new row of part numbers starts a new table
    return bool(
        FOOTNOTE_LINE.match(text)
        or CAPTION_LINE.match(text)
        or first[1] >= _slot_left(columns, 0)
        or (header is not None and not header[3])
        or _heads_another_table(line)
    )


# the heads of a parameter table ("Item | Symbol | Rating | Unit", "Parameter | Min. | Max.")
_GENERIC_HEAD = re.compile(
    r"(?:items?|parameters?|symbols?|ratings?|units?|(?:test\s+)?conditions?|min\.?|typ\.?|"
    r"max\.?|values?|remarks?|notes?)",
    re.I,
)


def _heads_another_table(line: Line) -> bool:
    """A line of a parameter table's heads, or a bold ratings title above one ("■ Absolute
    maximum ratings"): the version table above has ended."""
    parts = [symbol_text(p[0]).strip() for p in span_parts(line)]
    if len(parts) >= 3 and all(_GENERIC_HEAD.fullmatch(p) for p in parts):
        return True
    return line.bold and len(parts) == 1 and line_heading(line) in _RATING_TITLES


def _pitch(columns: list[ModelColumn]) -> float:
    return (columns[-1].xc - columns[0].xc) / (len(columns) - 1)


def _slot_left(columns: list[ModelColumn], n: int) -> float:
    """Where the room of column ``n`` begins: halfway to its neighbour."""
    return columns[n].xc - _pitch(columns) / 2


def _row(
    line: Line, index: int, label_x0: float, columns: list[ModelColumn]
) -> tuple[str, ModelRow]:
    """The margin's words and the row of a line: its label, and its values per model,
    or spanning them all."""
    margin: list[str] = []
    label: list[str] = []
    values: list[tuple[str, float, float]] = []
    for text, x0, x1 in span_parts(line):
        text = symbol_text(text).strip()
        if x0 >= _slot_left(columns, 0):
            values.append((text, x0, x1))
            continue
        # a margin word shares its span with the label when set close to it ("ENVI- WORKING")
        width = (x1 - x0) / max(len(text), 1)
        for w, start in _words(text):
            in_margin = x0 + width * (start + len(w) / 2) < label_x0 - 2.0
            (margin if in_margin else label).append(w)
    cells = _own_cells(values, columns)
    spanning = " ".join(v[0] for v in values) if cells is None else ""
    row = ModelRow(index, " ".join(label), cells or {}, spanning)
    return " ".join(margin), row


def _words(text: str) -> list[tuple[str, int]]:
    out, at = [], 0
    for w in text.split():
        at = text.index(w, at)
        out.append((w, at))
        at += len(w)
    return out


def _own_cells(
    values: list[tuple[str, float, float]], columns: list[ModelColumn]
) -> dict[int, str] | None:
    """Each model's own cell, when every value sits in one model's column; None when a
    value spans columns or sits between them (it holds for all models)."""
    by_slot: dict[int, list[tuple[str, float, float]]] = {}
    for v in values:
        slot = min(range(len(columns)), key=lambda n: abs(columns[n].xc - (v[1] + v[2]) / 2))
        by_slot.setdefault(slot, []).append(v)
    tol = _ALIGN * _pitch(columns)
    cells: dict[int, str] = {}
    for n, parts in by_slot.items():
        col, x0, x1 = columns[n], min(p[1] for p in parts), max(p[2] for p in parts)
        inside = _slot_left(columns, n) <= x0 and x1 <= _slot_left(columns, n) + _pitch(columns)
        aligned = min(abs((x0 + x1) / 2 - col.xc), abs(x0 - col.x0), abs(x1 - col.x1)) <= tol
        if not (inside and aligned):
            return None
        cells[n] = " ".join(p[0] for p in parts)
    if len(cells) == 1 and len(columns) % 2 == 1 and next(iter(cells)) == len(columns) // 2:
        return None  # one value under the middle column: centred across the table
    return cells


def _assign_groups(rows: list[ModelRow], lines: list[Line], margins: list[tuple[int, str]]) -> None:
    """Give each row the margin label of its group. A label ("OUT-" / "PUT") is centred
    on the rows it covers, so the rows are cut into runs, one per label, each holding the
    rows its label is set on and centred as nearly as it can be on its label."""
    blocks = _margin_blocks(margins)
    if not blocks or len(blocks) > len(rows):
        return
    ys = [(ln.bbox[1] + ln.bbox[3]) / 2 for ln in lines]
    cuts = _centred_cuts(ys, [rs for _, rs in blocks])
    for (name, _), lo, hi in zip(blocks, cuts, cuts[1:], strict=False):
        for row in rows[lo:hi]:
            row.group = name


def _margin_blocks(margins: list[tuple[int, str]]) -> list[tuple[str, list[int]]]:
    """Margin words joined into labels: a word broken with a hyphen ("OUT-" / "PUT") or a
    line that continues one ("SAFETY" / "& EMC") belongs to the label above."""
    blocks: list[tuple[str, list[int]]] = []
    for r, words in margins:
        if blocks and blocks[-1][1][-1] == r - 1 and _joins(blocks[-1][0], words):
            name = blocks[-1][0]
            joined = name[:-1] + words if name.endswith("-") else f"{name} {words}"
            blocks[-1] = (joined, [*blocks[-1][1], r])
        else:
            blocks.append((words, [r]))
    return blocks


def _joins(above: str, words: str) -> bool:
    return above.endswith("-") or not words[:1].isalnum() or words[:1].islower()


def _centred_cuts(ys: list[float], labels: list[list[int]]) -> list[int]:
    """Row numbers where each run begins (and the end): ``ys`` cut into one contiguous
    run per label, each holding the rows its label is set on, with the least total
    distance between a run's mean and its label's centre."""
    n, m = len(ys), len(labels)
    inf = float("inf")
    centres = [sum(ys[r] for r in rs) / len(rs) for rs in labels]
    # best[j][e]: least total offset of the first j runs covering rows[:e]
    best = [[inf] * (n + 1) for _ in range(m + 1)]
    back = [[0] * (n + 1) for _ in range(m + 1)]
    best[0][0] = 0.0
    for j, e in itertools.product(range(1, m + 1), range(1, n + 1)):
        if e <= labels[j - 1][-1]:
            continue  # the run must reach the label's last row
        for s in range(j - 1, min(e, labels[j - 1][0] + 1)):
            if best[j - 1][s] == inf:
                continue
            cost = best[j - 1][s] + abs(sum(ys[s:e]) / (e - s) - centres[j - 1])
            if cost < best[j][e]:
                best[j][e], back[j][e] = cost, s
    cuts = [n]
    for j in range(m, 0, -1):
        cuts.append(back[j][cuts[-1]])
    return cuts[::-1]
