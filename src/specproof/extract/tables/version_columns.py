"""Tables with one column per version of the part: a header row whose value cells are the
versions' names (members of the sheet's family, ordering codes), each row below a
parameter with one value per version.

    Versions
                          XYZ12-33    XYZ12-50    XYZ12-90
    Output voltage          3.3V        5V          9V
    Typical max.
                            1.2A        1.0A        0.8A
    output current (1)

    Characteristic         XYZ-1       XYZ-2       XYZ-3      Unit
    Coil voltage range   4.5 - 5.5   10 - 14     20 - 28      V
    Coil current (max)      80          40          20        mA

Regulator modules sold per output voltage, motor series per size and memory families per
supply range set their specifications out this way. What differs from the model tables of
:mod:`.model_columns`: the header's label cell may be missing (its title set on the line
above) or a generic word, a last "Unit" column may give the unit of bare numbers, and a
long label may wrap around its row's values (its first line above them, its second below).
Each row comes out as a :class:`ModelRow` whose cells carry their unit, so the model-table
reader reads it.
"""

from __future__ import annotations

import re

from specproof.extract.tables.extent import CAPTION_LINE, FOOTNOTE_LINE
from specproof.extract.tables.header import header_columns, looks_unit, span_parts, symbol_text
from specproof.extract.tables.model_columns import (
    ModelColumn,
    ModelRow,
    ModelTable,
    names_measures,
    scan_tables,
)
from specproof.records import Line, device_key
from specproof.tokens import SIGNED_DECIMAL
from specproof.units import parse_quantity

# "Unit", "Einheit / Unit", or the head in the sheet's own language alone ("Einheit")
_UNIT_HEAD = re.compile(
    r"^(?:\w+\.?\s*/\s*)?(?:units?|einheit|unit[ée]s?|unitat|unità|unidad(?:es)?|jednotka|jedn\.|単位)$",
    re.I,
)
# a Conditions column between the labels and the versions ("Contact Data | Conditions |
# KRS-05 | KRS-10 | Unit"): its cells qualify their row, they name no parameter
_SYMBOL_HEAD = re.compile(r"^(?:symbols?|sym\.?)$", re.I)
_CONDITIONS_HEAD = re.compile(r"^(?:\w+\.?\s*/\s*)?(?:test\s+)?(?:conditions?|cond\.)$", re.I)
_REMARK_HEAD = re.compile(r"^(?:remarks?|notes?|comments?|bemerkung(?:en)?)$", re.I)
# a row-number column before the labels ("No. | Item | ULT-06 | ULT-12 | Unit"): its cells
# count the rows, they name no parameter
_INDEX_HEAD = re.compile(r"^(?:no\.?|nr\.?|#|item\s+no\.?|pos\.?)$", re.I)
_INDEX_CELL = re.compile(r"\d{1,3}")
# a version name: one token of letters and digits ("ABC12-33", "LRX-4", "PVD9F12")
_NAME = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9][A-Za-z0-9./+_-]{2,23}$")
# the heads of another table's columns ("Parameter | Symbol | Rating | Unit")
_COLUMN_HEAD = re.compile(
    r"^(?:parameters?|symbols?|ratings?|units?|(?:test\s+)?conditions?|min\.?|typ\.?|max\.?|values?)$",
    re.I,
)
_SERIES_SIZE = re.compile(r"^[A-Z]{2,5} (?:\d{2,4}|\d(?=-))(?:-[A-Z0-9]{1,4}(?:/[A-Z0-9]{1,4})?)*$")
_FOOTNOTE_MARK = re.compile(r"\s*(?:\(\d{1,2}\)|\[\d{1,2}\]|[¹²³⁴⁵]+)(?=\s|$)")
# how far a row may sit below the one above and still be a row of the table: a table may
# leave a blank line between its header and the rows, or between groups of rows
_GAP = 2.6


def find_version_tables(lines: list[Line], names: list[str]) -> list[ModelTable]:
    """The version-per-column tables of a page; ``names`` are the sheet's device and its
    aliases, whose stem the versions share."""
    keys = {device_key(n) for n in names}
    stems = {k[:3] for k in keys if len(k) >= 3}
    if not stems:
        return []
    typed = _voltage_types(names)
    return scan_tables(lines, lambda page, i: _table_at(page, i, stems, keys, typed))


# a version's head named by its rated voltage ("6 V type", "12V version"), as motor, fan
# and buzzer makers head their columns; the version is the sheet's name carrying that
# voltage as a segment ("KT-25GA370-06-100" is the 6 V type)
_TYPE_HEAD = re.compile(r"^(?:DC\s*)?(\d{1,2})\s*V(?:DC)?\s+(?:type|version|model)$", re.I)
_VOLT_SEGMENT = re.compile(r"(?<![A-Za-z0-9])(\d{2})(?![A-Za-z0-9])")


def _voltage_types(names: list[str]) -> dict[int, str]:
    """The sheet's names by the voltage a two-digit segment gives ("-06-" 6 V, "-12-"
    12 V), for the voltages exactly one name carries."""
    found: dict[int, set[str]] = {}
    for name in names:
        for seg in _VOLT_SEGMENT.findall(name):
            found.setdefault(int(seg), set()).add(name)
    return {volts: next(iter(n)) for volts, n in found.items() if len(n) == 1}


def _named_by_type(names: list[str], typed: dict[int, str]) -> list[str] | None:
    """Heads naming each version by its rated voltage, as the sheet's names for them."""
    heads = [_TYPE_HEAD.match(n) for n in names]
    if not all(heads):
        return None
    named = [typed.get(int(h.group(1))) for h in heads if h]
    if not all(named) or len(set(named)) < len(named):
        return None
    return [n for n in named if n]


def _table_at(
    lines: list[Line], i: int, stems: set[str], keys: set[str], typed: dict[int, str]
) -> ModelTable | None:
    header = _version_header(lines[i], stems, keys, typed)
    if header is None:
        return None
    key, columns, unit_x, cond_x, remarks, cases = header
    rows = _rows(lines, i, columns, unit_x, cond_x, remarks)
    # (a derating row under its swept condition, "Max. output current | 5.0 | 4.2 | 3.5",
    # is a table of its own when a Unit column gives the unit, or its own cells do under a
    # key naming the swept condition: "Ambient | 25 °C | 40 °C" over "2.0 A | 1.5 A")
    swept = bool(_SWEPT_KEY.match(key.strip())) and bool(rows) and _with_units(rows[0]) >= 2
    one_row = cases and (unit_x is not None or swept)
    # ("Measurement range | -200 to +1372 | -210 to +1200 | °C" between rows of words: one
    # quantity per version under a Unit head is a table too)
    one_row = one_row or (
        unit_x is not None and len(rows) == 1 and _with_units(rows[0]) == len(columns)
    )
    if len(rows) < (1 if one_row else 2):
        return None
    if cases and sum(_with_units(r) >= 2 for r in rows) < 1:
        return None  # words over words: no table of a quantity per case
    return ModelTable(i, key, columns, rows, versions=not cases, cases=cases)


def _with_units(row: ModelRow) -> int:
    # ("5A 120VAC": a unit may also be glued to its number)
    return sum(bool(_ENDS_IN_UNIT.search(c)) for c in row.cells.values())


def _version_header(
    line: Line, stems: set[str], keys: set[str], typed: dict[int, str] | None = None
) -> tuple[str, list[ModelColumn], float | None, float | None, bool, bool] | None:
    """(label head, version columns, x of the Unit column, left edge of the Conditions
    column) of a header line: an optional label head, an optional "Conditions" head, two
    or more distinct version names sharing the sheet's stem (or each a name the sheet gives
    itself), an optional last "Unit" cell."""
    # "KDO-7A (4~20mA)": a version's head may carry its description in brackets
    written = {x0: symbol_text(t).strip() for t, x0, _ in span_parts(line)}
    parts = [(_BRACKETED.sub("", symbol_text(t)).strip(), x0, x1) for t, x0, x1 in span_parts(line)]
    unit_x = None
    if len(parts) > 3 and _INDEX_HEAD.match(parts[0][0]):
        parts = parts[1:]
    # a last "Remark" column: its cells qualify their row ("VCC=3.3V, no amp")
    remarks = bool(parts) and _REMARK_HEAD.match(parts[-1][0]) is not None
    if remarks:
        parts = parts[:-1]
    if parts and _UNIT_HEAD.match(parts[-1][0]):
        unit_x = (parts[-1][1] + parts[-1][2]) / 2
        parts = parts[:-1]
    key = ""
    if _case_names([p[0] for p in parts]) and parts[0][1] > _LABEL_COLUMN_END:
        # heads that all name cases and start right of where row names stand: no label head
        return _case_header(parts, written, remarks)
    if parts and not _version_name(parts[0][0]) and not _UNIT_HEAD.match(parts[0][0]):
        key, parts = parts[0][0], parts[1:]
        if any(ch.isdigit() for ch in key):
            return None  # a row of values under a label, no head
    # the Unit column may also stand between the labels and the versions
    if unit_x is None and parts and _UNIT_HEAD.match(parts[0][0]):
        unit_x, parts = (parts[0][1] + parts[0][2]) / 2, parts[1:]
    # a Symbol column beside the labels: its cells are part of each row's label
    if parts and _SYMBOL_HEAD.match(parts[0][0]):
        parts = parts[1:]
    cond_x = None
    if parts and _CONDITIONS_HEAD.match(parts[0][0]):
        cond_x, parts = parts[0][1], parts[1:]
    parts, unit_x = _own_language_heads(parts, unit_x)
    names = [p[0] for p in parts]
    by_type = _named_by_type(names, typed or {})
    if by_type:
        parts = [(n, x0, x1) for n, (_, x0, x1) in zip(by_type, parts, strict=True)]
        names = by_type
    if len(names) < 2 or len(set(names)) < len(names):
        return None
    if not all(map(_version_name, names)):
        if cond_x is None and _swept(key, names):
            return _case_header(parts, written, remarks, key, unit_x, swept=True)
        # (a Unit column beside worded cases is a Min/Typ/Max table's; beside operating
        # points, "VCC = 3.3 V | VCC = 5.0 V | Unit", it gives the unit of each row)
        points = all(_POINT_HEAD.fullmatch(n.strip()) for n in names)
        if not _case_names(names) or cond_x is not None or (unit_x is not None and not points):
            return None
        return _case_header(parts, written, remarks, key, unit_x if points else None)
    versions = [device_key(n) for n in names]
    stem = _common_prefix(versions)
    # a short series ("PS-4 / PS-8") shares only two letters; its versions are then the
    # names the sheet's title gives, each of them
    named = all(v in keys for v in versions)
    if not named and (len(stem) < 3 or stem[:3] not in stems or not any(c.isalpha() for c in stem)):
        return None
    return key, [ModelColumn(n, x0, x1) for n, x0, x1 in parts], unit_x, cond_x, remarks, False


# a case column's head: a few words ("High performance", "Power-down", "Logic (VCC pin)");
# generic heads of other tables name no case
_CASE_NAME = re.compile(r"[A-Za-z][A-Za-z /&+-]{1,28}")
_NOT_A_CASE = frozenset(
    {"description", "function", "functions", "name", "pin", "pins", "type", "notes", "note",
     "remark", "remarks", "comment", "comments", "default", "range", "accuracy", "features",
     "item", "items", "parameter", "parameters", "symbol", "value", "values", "unit", "units",
     "min", "typ", "max", "conditions", "condition", "details", "meaning", "signal", "wire",
     "colour", "color", "terminal", "connect to", "code", "register", "address", "bit",
     "minimum", "maximum", "typical", "nominal", "rating", "ratings", "limit", "limits"}
)  # fmt: skip
# a head naming a quantity heads a column of that parameter ("Operating voltage range"),
# and a load kind's head ("Resistive load") a contact rating's case read elsewhere
_QUANTITY_HEAD = re.compile(
    r"\b(?:voltages?|currents?|frequenc\w*|temperatures?|ranges?|times?|resistance|"
    r"capacitance|rates?|levels?|speed|loads?|inductive|resistive|lamp|motor)\b|"
    # ("Low power" and "Power-down" name modes; "Output power" a parameter)
    r"\b(?:output|input|rated|consumed|total)\s+power\b|\bpower\s+(?:consumption|dissipation)",
    re.I,
)


# where the row names of a table stand: heads starting right of it leave the label column
# untitled ("          High performance   Normal   Power-down")
_LABEL_COLUMN_END = 150.0


_ONE_WORD = re.compile(r"[^\W\d_]{2,14}\.?")


def _own_language_heads(
    parts: list[tuple[str, float, float]], unit_x: float | None
) -> tuple[list[tuple[str, float, float]], float | None]:
    """Heads written only in the sheet's own language ("Ikurra | TKE-K14 | TKE-K14-3V |
    Unitatea"): a one-word head right before the versions' names is their Symbol column,
    one right after them their Unit column, when every head between names a version."""
    lead = int(len(parts) > 2 and _ONE_WORD.fullmatch(parts[0][0]) is not None)
    tail = int(unit_x is None and len(parts) > 2 and _ONE_WORD.fullmatch(parts[-1][0]) is not None)
    core = parts[lead : len(parts) - tail]
    if not (lead or tail) or len(core) < 2 or not all(_version_name(p[0]) for p in core):
        return parts, unit_x
    return core, (parts[-1][1] + parts[-1][2]) / 2 if tail else unit_x


def _case_header(
    parts: list[tuple[str, float, float]],
    written: dict[float, str],
    remarks: bool,
    key: str = "",
    unit_x: float | None = None,
    swept: bool = False,
) -> tuple[str, list[ModelColumn], float | None, None, bool, bool]:
    """Each column an operating case: the head as written ("Eco (1 Hz)") is its condition;
    with ``swept``, a bare value under a key naming what it sets ("Ambient temperature |
    50 °C") is that quantity at that value."""
    columns = [
        ModelColumn(f"{key} {written[x0]}" if swept else written[x0], x0, x1) for _, x0, x1 in parts
    ]
    return key, columns, unit_x, None, remarks, True


# a key naming the condition a table sweeps over its columns ("Ambient temperature | 50 °C |
# 60 °C | 70 °C" over a derating row, "Input voltage | 12 V | 24 V")
_SWEPT_KEY = re.compile(
    r"^(?:ambient|operating|case)?\s*temperature$|^ambient(?:\s+temp\.?)?$|^T_?A$|"
    r"^(?:input|supply)\s+voltage$|^V_?IN$|^(?:load|output)\s+current$",
    re.I,
)


def _swept(key: str, heads: list[str]) -> bool:
    """Heads that are each one value of one quantity, under a key naming that quantity."""
    if not _SWEPT_KEY.match(key.strip()) or len(heads) < 2:
        return False
    values = [parse_quantity(h) for h in heads]
    dimensions = {q.dimension for q in values if q is not None and q.value is not None}
    return len(dimensions) == 1 and all(
        q is not None and q.value is not None and q.start == 0 and q.end >= len(h.strip()) - 1
        for q, h in zip(values, heads, strict=True)
    )


# an operating point as a column's head: "at 4.8 V", "VDD = 3.3 V", "@ 5 V" (a bare "-0.3 V |
# +2.5 V" is a row of values under Min and Max heads, no header)
_POINT_HEAD = re.compile(
    r"(?:at\s+|@\s*|[A-Z]{1,3}\w{0,5}\s*=\s*)[-+]?\d+(?:\.\d+)?\s*(?:V(?:\s?DC)?|°C|k?Hz)", re.I
)


def _case_names(names: list[str]) -> bool:
    """Two to six heads that each name an operating case in a few words, or each an
    operating point ("at 4.8 V | at 6.0 V | at 7.4 V")."""
    if 2 <= len(names) <= 6 and all(_POINT_HEAD.fullmatch(n.strip()) for n in names):
        return True
    return 2 <= len(names) <= 6 and all(
        _CASE_NAME.fullmatch(n) is not None
        and len(n.split()) <= 4
        and n.lower() not in _NOT_A_CASE
        and not _COLUMN_HEAD.match(n)
        and not _QUANTITY_HEAD.search(n)
        for n in names
    )


# a unit written at the end of a row's label, where no Unit column is: "Operating range V",
# "Rated voltage V AC", "Repeat accuracy %"
_LABEL_UNIT = re.compile(
    r"(?:^|\s)[(\[]?((?:[mµuk]?[VAWΩ]|VA|m?s|k?Hz|%|°C|[cmµu]?m)(?: (?:AC|DC))?)[)\]]?$"
)  # ("Supply voltage (V)", "Current, nominal [mA]": the unit in brackets)
# a group heading's own words: "Supply specification", "Contact data", "Umgebung / Environment"
_GROUP_HEAD = re.compile(
    r"\b(?:specifications?|data|characteristics|ratings|supply|contacts?|environment|general|"
    r"input|output|timing|signal|power)\s*$",
    re.I,
)
_BRACKETED = re.compile(r"\s*[(（][^()（）]{1,24}[)）]\s*$")


def _version_name(name: str) -> bool:
    """One token of letters and digits, or a series' letters and its size ("KHM 25")."""
    return _NAME.match(name) is not None or _SERIES_SIZE.match(name) is not None


def _common_prefix(keys: list[str]) -> str:
    first = keys[0]
    n = 0
    while n < len(first) and all(len(k) > n and k[n] == first[n] for k in keys):
        n += 1
    return first[:n]


def _rows(
    lines: list[Line],
    i: int,
    columns: list[ModelColumn],
    unit_x: float | None,
    cond_x: float | None = None,
    remarks: bool = False,
) -> list[ModelRow]:
    """The table's rows below its header at ``i``; a label wrapped around its values
    (first line above, rest below) is joined, a label line of its own with no values
    below it (a group heading) is dropped."""
    rows: list[ModelRow] = []
    pending: list[str] = []  # label lines waiting for their values
    group_head = ""  # the group heading over the rows below it ("Contact specification")
    wrapped: ModelRow | None = None  # a row whose label may continue on the next line
    for k in range(i + 1, len(lines)):
        if not _continues(lines[k - 1], lines[k]) or _next_header(lines[k]):
            break  # a gap, or the Min/Typ/Max header of the next table set close below
        read = _cells(lines[k], columns, unit_x, cond_x, remarks)
        if read is None:
            break
        label, cells, condition = read
        if not cells:
            if wrapped is not None and label and _tail_of(lines[wrapped.line], lines[k]):
                _join_tail(wrapped, label)
                wrapped = None
            elif label:
                pending.append(label)
            continue
        if all((cells.get(n) or "").startswith(c.name) for n, c in enumerate(columns)):
            break  # the versions' names again: the head of the next table (its caption above)
        if not any(ch.isdigit() for c in cells.values() for ch in c):
            words = [label, *cells.values()]
            if (
                label
                and not any(map(_version_name, cells.values()))
                and not any(_COLUMN_HEAD.match(w) for w in words)
                and not _heads_measures(label, list(cells.values()))
            ):
                continue  # a row of words ("Contact | NO / NC"): no figure, the table goes on
            break  # a row of names under the columns: another table's header
        named = bool(label) and not _SYMBOL_CELL.fullmatch(label)
        if pending and named and _GROUP_HEAD.search(" ".join(pending)):
            # "Supply specification" over "Operating range V ...": a group heading titles the
            # rows below that carry their own names, it is no part of the first one's name
            group_head, pending = " ".join(pending), []
        # (the row's conditions and group ride as its group: the reader adds them to its
        # condition)
        group = "; ".join(x for x in (condition, group_head) if x)
        row = ModelRow(k, " ".join([*pending, label]).strip(), cells, group=group)
        # a name wrapped around its values line, whose only label is the Symbol column's
        # ("Overcharge detection" / "VCU 4.25 4.30 V" / "voltage"), continues below it
        wrapped = row if pending and not named else None
        centred = _name_centred_below(lines, k, columns, unit_x, cond_x, remarks)
        if not row.label and centred:
            row.label = centred  # the upper of two cases a name is centred between
        elif not row.label and not pending and rows and k - 1 == rows[-1].line:
            # values right under a row, with no name of their own: that parameter's next
            # case ("-40...+85 °C (E)" / "-40...+125 °C (K)")
            row.label, row.group = rows[-1].label, rows[-1].group
            unit = _ENDS_IN_UNIT.search(next(iter(rows[-1].cells.values()), ""))
            if unit:  # the unit the row above took from its label's end
                row.cells = {n: _with_unit(c, unit.group(1)) for n, c in row.cells.items()}
        pending = []
        if row.label:
            rows.append(row)
    return rows


def _name_centred_below(
    lines: list[Line],
    k: int,
    columns: list[ModelColumn],
    unit_x: float | None,
    cond_x: float | None,
    remarks: bool,
) -> str:
    """A name set on a line of its own between two nameless rows of cases ("IOUT = 300 mA
    1.0 0.25" / "Dropout voltage  V" / "IOUT = full load 1.1 0.42"): centred on both, it
    names the row above it as well as the one below. "" when line ``k`` is no such row."""
    if k + 2 >= len(lines) or not _continues(lines[k], lines[k + 1]):
        return ""
    if not _continues(lines[k + 1], lines[k + 2]):
        return ""
    name, below = (_cells(lines[j], columns, unit_x, cond_x, remarks) for j in (k + 1, k + 2))
    if name is None or below is None or name[1] or not name[0]:
        return ""
    return name[0] if below[1] and not below[0] and below[2] else ""


def _heads_measures(label: str, cells: list[str]) -> bool:
    """A header of a table of what is measured ("Sensor | Range | Accuracy"), its first
    head perhaps read into the label cell ("Sensor Range")."""
    key, _, first = label.partition(" ")
    return names_measures(label, cells) or names_measures(key, [first, *cells])


def _next_header(line: Line) -> bool:
    """A Min/Typ/Max header line: titles only ("Supply voltage, max. 1 min | 18 | 36" holds
    values, so it is a row whatever its words)."""
    return not any(ch.isdigit() for ch in line.text) and header_columns(line) is not None


_SYMBOL_CELL = re.compile(r"[A-Za-z][A-Za-z0-9_(),/]{0,9}")


def _cells(
    line: Line,
    columns: list[ModelColumn],
    unit_x: float | None,
    cond_x: float | None = None,
    remarks: bool = False,
) -> tuple[str, dict[int, str], str] | None:
    """(label, each version's value with its unit, the Conditions cell) of one line; None
    when the line is no row of the table (a footnote, a caption, a value under no column)."""
    text = symbol_text(line.text).strip()
    if FOOTNOTE_LINE.match(text) or CAPTION_LINE.match(text):
        return None
    pitch = (columns[-1].xc - columns[0].xc) / (len(columns) - 1)
    left = columns[0].xc - pitch / 2
    label: list[str] = []
    conditions: list[str] = []
    values: dict[int, str] = {}
    unit = ""
    last: tuple[int, float] | None = None  # the column the last value went to, its right edge
    spans = span_parts(line)
    if (
        len(spans) > 2
        and _INDEX_CELL.fullmatch(symbol_text(spans[0][0]).strip())
        and spans[1][2] < left  # a label follows it, left of the versions
    ):
        spans = spans[1:]  # the row's number in a leading "No." column
    for part, x0, x1 in spans:
        part = symbol_text(part).strip()
        xc = (x0 + x1) / 2
        if _VALUE_NOTE.fullmatch(part) and x0 > columns[-1].x1:
            continue  # "*1" in a Note column beside the Unit column: no unit, no value
        if unit_x is not None and _in_unit_column(xc, unit_x, columns, pitch):
            unit = part
            continue
        if xc < left:
            in_conditions = cond_x is not None and x0 >= cond_x - 2.0
            (conditions if in_conditions else label).append(part)
            continue
        beyond = x0 > columns[-1].x1 + pitch * 0.2
        if unit_x is None and beyond and looks_unit(part.split()[0]):
            unit = part  # a unit right of the last version, under no head of its own
            continue
        if remarks and beyond:
            conditions.append(part)
            continue
        if x0 > columns[-1].x1 + pitch and _BARE_NUMBER.fullmatch(part):
            continue  # an axis label of a chart set beside the table, a column's width away
        n = min(range(len(columns)), key=lambda c: abs(columns[c].xc - xc))
        if n in values and last is not None and last[0] == n and x0 - last[1] < pitch * 0.15:
            # "7A" and "28VDC" set as two runs a space apart: one cell of the column
            values[n] = f"{values[n]} {_VALUE_NOTE.sub('', part)}"
            last = (n, x1)
            continue
        if abs(columns[n].xc - xc) > pitch * 0.45 or n in values:
            return None  # spanning or between columns: no per-version row
        if x0 < columns[0].x0 - pitch * 0.25:
            return None  # set out from the labels' side, under no version: another table
        values[n] = _VALUE_NOTE.sub("", part)  # "4.0 *1": the value, its note mark dropped
        last = (n, x1)
    name = _FOOTNOTE_MARK.sub("", " ".join(label)).strip()
    # (a label that is an operating point, "VCCA = 1.2 V" heading a row of a matrix of
    # rates, closes with the point's unit, not its values')
    head_unit = None if _POINT_HEAD.fullmatch(name) else _LABEL_UNIT.search(name)
    # "Operating range V": the unit closes the label (a label line with no values keeps
    # it: the tail of a name wrapped around the values above, whose unit it gives)
    if not unit and head_unit and values:
        unit, name = head_unit.group(1), name[: head_unit.start()].strip()
    if values and unit and unit not in ("—", "-", "–"):
        values = {n: _with_unit(v, unit) for n, v in values.items()}
    elif name and unit and looks_unit(unit):
        name = f"{name} {unit}"  # a name line of its own: the unit of the rows it names
    return name, values, " ".join(conditions)


_BARE_NUMBER = SIGNED_DECIMAL


def _tail_of(values: Line, line: Line) -> bool:
    """A label line set closer under a row's values than rows are spaced: the rest of the
    name wrapped around them, not the next row's name."""
    return line.bbox[1] - values.bbox[1] < 1.3 * max(line.size, 6.0)


def _join_tail(row: ModelRow, tail: str) -> None:
    """The rest of a name wrapped around its row's values; a unit closing it ("(max), µA")
    is the unit of the row's bare numbers."""
    head_unit = _LABEL_UNIT.search(tail)
    if head_unit:
        tail = tail[: head_unit.start()].strip()
        row.cells = {n: _bare_with_unit(c, head_unit.group(1)) for n, c in row.cells.items()}
    row.label = f"{row.label} {tail}".strip()


def with_label_unit(row: ModelRow) -> ModelRow:
    """A row whose label closes with its unit ("Range (cm)") and whose cells state none:
    the cells in that unit. Other rows as they are."""
    m = _LABEL_UNIT.search(row.label)
    if m is None or not row.cells or any(_ENDS_IN_UNIT.search(c) for c in row.cells.values()):
        return row
    cells = {n: _with_unit(c, m.group(1)) for n, c in row.cells.items()}
    return ModelRow(row.line, row.label[: m.start()].strip(), cells, row.spanning, row.group)


def _bare_with_unit(cell: str, unit: str) -> str:
    return _with_unit(cell, unit) if re.fullmatch(r"[-+±]?\d[\d.,\s~…-]*", cell) else cell


def _in_unit_column(xc: float, unit_x: float, columns: list[ModelColumn], pitch: float) -> bool:
    """A cell under the Unit head: nearer to it than to any version's column."""
    nearest_version = min(abs(xc - c.xc) for c in columns)
    return abs(xc - unit_x) < min(pitch / 2, nearest_version)


def _with_unit(cell: str, unit: str) -> str:
    """A bare number or range of the Unit column's unit ("2.5 - 3.5" and "V"; "0.1 max."
    and "µA" is "0.1 µA max."; "24 AC/DC" and "V" is "24 V AC/DC")."""
    m = re.search(r"\d\s*((?:max|min|typ)\.?|\([^()]{1,12}\)|AC/DC|AC|DC)?\s*$", cell, re.I)
    if m:
        return f"{cell[: m.start() + 1]} {unit}{' ' + m.group(1) if m.group(1) else ''}"
    return cell


# ("0x6A" is a hex number, no 6 A)
_ENDS_IN_UNIT = re.compile(
    r"(?<![xX])(?<!\b0[xX][0-9A-Fa-f])\d\s?([^\d\s()]{1,5}(?: (?:AC|DC))?)(?:\s*\([^()]*\))?$"
)


# a note mark after a cell's value: "4.0 *1", "- *2", "3.3 (1)", "3.8 1)"
_VALUE_NOTE = re.compile(r"\s*(?:\*\d{0,2}|\(\d\)|(?<=\s)\d\))\s*$")


def _continues(above: Line, line: Line) -> bool:
    return line.bbox[1] - above.bbox[3] <= _GAP * max(line.size, above.size, 6.0)
