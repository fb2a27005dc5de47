"""Reading model-per-column tables (power modules, LED drivers, relay series): a value
under one model's column is a fact of that variant; a value spanning the columns holds
for every model and is read as a statement of its row.
"""

from __future__ import annotations

import re
from dataclasses import replace

from specproof.extract.cell_values import param_cell
from specproof.extract.interfaces import BUS_ADDRESSES, hex_values
from specproof.extract.keyvalue_reader import KeyValueReader
from specproof.extract.lexicon import classify
from specproof.extract.lines import line_context_of
from specproof.extract.lines.values import rates_as_span
from specproof.extract.row_labels import label_symbol, qualify_from_label, strip_conditions
from specproof.extract.tables.context import declared_unit
from specproof.extract.tables.model_columns import ModelColumn, ModelRow, ModelTable
from specproof.extract.tables.version_columns import with_label_unit
from specproof.extract.variants import model_suffix
from specproof.records import Line
from specproof.tokens import BRACKETED, DECIMAL
from specproof.units import (
    ParsedValue,
    current_type_of,
    dimension_of,
    find_quantities,
    parse_quantity,
)

# margin groups that name the side of the part a row's quantity is measured on: "RATED
# CURRENT" under OUTPUT is the rated output current, "VOLTAGE RANGE" under INPUT the input
# voltage range; other groups (PROTECTION, ENVIRONMENT) only say where a row stands
_SIDES = ("output", "input", "coil", "contact", "supply")


def side_label(label: str, group: str, dimension: str | None) -> str:
    """The row's label with the side its margin group names ("OUTPUT", "IN-PUT"), so the
    label says whose quantity it is: the side goes before the word naming the value's
    dimension ("DC VOLTAGE" under OUTPUT is "DC OUTPUT VOLTAGE"), else in front."""
    side = group.split()[0] if group.strip() else ""
    words = label.split()
    if side.lower() not in _SIDES or side.lower() in label.lower():
        return label
    at = next((k for k, w in enumerate(words) if w.lower() == dimension), 0)
    return " ".join([*words[:at], side, *words[at:]])


_BRACKETED_CASE = re.compile(r"\(([^()]{2,40})\)")
_NOTE_MARK = re.compile(r"\d{1,2}|[a-z]|notes? \d{1,2}", re.I)

# a row of the bus address each version answers to
_ADDRESS_ROW = re.compile(r"\b(?:i2c|i²c|slave|bus|device)\s+address\b", re.I)
_ADDRESS_CELL = re.compile(r"\baddress\s*:?\s*0x[0-9a-f]{2}\b", re.I)  # "I2C, address 0x3C"


# a second head line under the versions' names, in the label column's head words
_HEAD_WORDS = re.compile(r"(?:parameters?|items?|characteristics?|grades?)?", re.I)


_CASE_BOUND = re.compile(r"\b(min|typ|max)\.?\s*$", re.I)


def _qualify_from_case(pv: ParsedValue, case: str) -> None:
    """A conditions cell closing with the bound its values are ("I_OUT = 50 mA, typ.")."""
    bound = _CASE_BOUND.search(case)
    if bound is None or pv.value is None:
        return
    setattr(pv, bound.group(1).lower(), pv.value)
    pv.value = None


# "21 typ. / 28 mA max.": two bounds in one cell, each named after its number
_NAMED_BOUNDS = re.compile(
    r"^\s*(\d+(?:\.\d+)?)\s*(min|typ|max)\.?\s*/\s*(\d+(?:\.\d+)?)\s*[^\d\s/]*\s*(min|typ|max)\.?\s*$",
    re.I,
)


def _bounds_named_in_cell(pv: ParsedValue, cell: str) -> None:
    m = _NAMED_BOUNDS.match(cell)
    if m is None or m.group(2).lower() == m.group(4).lower():
        return
    pv.min = pv.typ = pv.max = pv.value = None
    setattr(pv, m.group(2).lower(), float(m.group(1)))
    setattr(pv, m.group(4).lower(), float(m.group(3)))


def _with_declared(cell: str, unit: str) -> str:
    """A bare number ("410", "±50") in the unit the table's preamble declares."""
    return f"{cell} {unit}" if re.fullmatch(r"[-+±]?\d+(?:[.,]\d+)?", cell.strip()) else cell


def _graded_versions(label: str, row: ModelRow) -> bool:
    """A row of temperature ranges under the versions' names with no parameter of its own:
    the grades' temperature ranges, which is what sets the versions apart."""
    cells = list(row.cells.values())
    return (
        _HEAD_WORDS.fullmatch(label.strip()) is not None
        and len(cells) >= 2
        and all(_dimension(c) == "temperature" and _spans_range(c) for c in cells)
    )


def _quantities_of(cell: str) -> list[str]:
    """A cell stating several quantities ("3A 120VAC": a current at a voltage;
    "250VAC/110VDC": an AC and a DC rating) as one cell per quantity; any other cell (a
    range, options "3.3V/5V") as it is."""
    found = [q for q in find_quantities(cell) if q.unit]
    kinds = {(dimension_of(q.unit), current_type_of(q.unit)) for q in found if q.unit}
    if len(kinds) < 2:
        return [cell]  # "1 ms (FINE) / 4 ms (SUPER)": cases of one quantity, read as one
    return [cell[q.start : q.end].strip() for q in found]


def _label_holds_a_value(row: ModelRow, text: str) -> bool:
    """ "2 VCC 4.5 – 5.5 V in | 3.0 – 3.6 V in": a pin table's row (its line, ``text``, opens
    with the pin's number) read as a row of the version table above, the first version's
    value in its name. (A name's own condition, "Accuracy, 0 ... 70 °C", is no such value.)"""
    words, name = text.split(), row.label.split()[:1]
    # (the pin's number, then its name opening the row's: "2 VCC ...", never "3 3 5 A")
    pin_row = len(words) >= 2 and words[0].isdigit() and len(words[0]) <= 2
    if not (pin_row and name == [words[1]] and words[1].isupper()):
        return False
    cells = {_dimension(c) for c in row.cells.values()} - {None}
    return any(q.unit and dimension_of(q.unit) in cells for q in find_quantities(row.label))


def _spans_range(cell: str) -> bool:
    q = parse_quantity(cell)
    return q is not None and q.min is not None and q.max is not None


class ModelTableReader(KeyValueReader):
    """Tables whose header names one model per column."""

    part_addresses: dict[str, dict[int, tuple[int, str]]]  # by version, set by the extractor

    def _model_table(self, page_no: int, lines: list[Line], table: ModelTable) -> None:
        sides = {r.group.lower() for r in table.rows}
        power = self.power_device
        if {"input", "output"} <= sides:
            # per-model outputs made from one input: the part is a converter, and the
            # input range is the supply it runs from
            self.power_device = True
        try:
            if table.rated:
                self._rated_header(page_no, lines[table.header], table)
            title = _case_table_title(lines, table)
            above = " ".join(ln.text for ln in lines[max(0, table.header - 3) : table.header])
            for row in map(with_label_unit, table.rows):
                # "values in mV unless stated" over the table: the unit of its bare numbers
                unit = declared_unit(above, row.label)
                if unit:
                    row = replace(
                        row, cells={n: _with_declared(c, unit) for n, c in row.cells.items()}
                    )
                self._model_row(page_no, lines, table, row, title)
        finally:
            self.power_device = power

    def _model_row(
        self, page_no: int, lines: list[Line], table: ModelTable, row: ModelRow, title: str = ""
    ) -> None:
        label = strip_conditions(row.label).strip()
        if title:
            # "Backlight 100 %" under "Supply Current" titling a table keyed "Condition": the
            # row is a case of the titled quantity
            row = replace(row, group="; ".join(x for x in (label, row.group) if x))
            label = f"{title} {label}"
        line = lines[row.line]
        if row.spanning:
            text = f"{side_label(label, row.group, _dimension(row.spanning))} {row.spanning}"
            self._key_values(page_no, line, line_context_of(lines, row.line), text=text)
            return
        if table.versions and _graded_versions(label, row):
            # "QAD1615C | QAD1615I" over "0 to +70 °C | -40 to +85 °C": each grade's range
            label = "Operating temperature range"
        if table.versions and _ADDRESS_ROW.search(label):
            self._version_addresses(page_no, line, table, row)
            return
        if table.versions and any(_ADDRESS_CELL.search(c) for c in row.cells.values()):
            # "Output | Analog, 0~VCC | I2C, address 0x3C": the version's own address
            self._version_addresses(page_no, line, table, row)
        # "Output voltage (50 Ω load)": the bracketed case is the row's condition too (its
        # quote holds only the values line of a wrapped name)
        cases = [c for c in _BRACKETED_CASE.findall(label) if not _NOTE_MARK.fullmatch(c)]
        # a name wrapped around its values ("Verdichter-Relais K1 / Compressor" / 16 16 A /
        # "relay K1 (resistive)", "Current per phase, no heat sink" under its home-language
        # name) is not on the quoted line: the condition keeps it, so the row is told from
        # its neighbours by its terminal or the case its name states
        words = row.label.split()
        wrapped = row.label if words and words[0] not in line.text else ""
        group = "; ".join(x for x in (row.group, wrapped, *cases) if x)
        if table.measures:  # "Barometer | 300 ... 1100 hPa | ±1 hPa": the barometer's
            group = "; ".join(x for x in (label, group) if x)
        if _label_holds_a_value(row, line.text):
            return  # the first model's value set left of its column: whose cell is whose is lost
        for n, cell in row.cells.items():
            named = side_label(label, row.group, _dimension(cell))
            if table.kinds or table.cases:
                # "Temperature" under "Storage" is the storage temperature; "IDD" under
                # "Power-down" the power-down current
                named = f"{_BRACKETED_CASE.sub('', table.columns[n].name).strip()} {named}"
            for part in _quantities_of(cell):
                self._model_cell(page_no, line, table, n, part, named, group)

    def _version_addresses(
        self, page_no: int, line: Line, table: ModelTable, row: ModelRow
    ) -> None:
        """ "I2C slave address | 0x27 | 0x3F" under the versions' columns: each version's
        own bus address (stated once at the end, with the family's)."""
        for n, cell in row.cells.items():
            for addr in hex_values(cell):
                if addr in BUS_ADDRESSES:
                    held = self.part_addresses.setdefault(table.columns[n].name, {})
                    held.setdefault(addr, (page_no, line.text.strip()))

    def _rated_header(self, page_no: int, line: Line, table: ModelTable) -> None:
        """The header's own cells ("Coil voltage | 5 VDC | 12 VDC"): each model's rating."""
        for n, col in enumerate(table.columns):
            self._model_cell(page_no, line, table, n, col.name, table.key, "")

    def _model_cell(
        self, page_no: int, line: Line, table: ModelTable, n: int, cell: str, label: str, group: str
    ) -> None:
        cell = rates_as_span(cell)
        own = parse_quantity(cell)
        if own is None or own.unit is None:
            return
        pv = param_cell(cell, own.unit, "value")
        if pv is None:
            return
        # "RIPPLE (max.)", or a Conditions cell "I_OUT = 150 mA, max.": a lone value is
        # that bound
        qualify_from_label(pv, label)
        _qualify_from_case(pv, group)
        if len(DECIMAL.findall(cell)) == 1:
            _qualify_from_case(pv, cell)  # "1.6 mA typ.": a Unit column stating the bound
        _bounds_named_in_cell(pv, cell)
        n_bounds = len(pv.bounds())
        guess = classify(
            label, dimension_of(own.unit), self.state.section, label_symbol(label), n_bounds
        )
        if guess is None:
            return
        col = table.columns[n]
        # a version's name is its variant, no condition of its row; a case's is its condition
        named = "" if table.versions or table.kinds else f"{table.key} {col.name}"
        if table.cases:
            named = col.name
        condition = "; ".join(p for p in (named, group) if p)
        variant = None if table.kinds or table.cases else self._column_variant(col, table)
        self._emit(page_no, line, guess, pv, own.unit, label, condition, variant, "model_table")

    def _column_variant(self, col: ModelColumn, table: ModelTable) -> str | None:
        """The model a column is for, as a question names it: what its part number adds
        to the device's ("12" of "XYZ-20-12"), or the number of its rating ("12" of
        "12 VDC", as relay series name their coil versions); none for the device itself,
        unless the other columns are its siblings ("VMC-10", "VMC-12" beside the "VMC-08"
        the sheet is filed under): then its column is one version among them."""
        if table.rated:
            rating = parse_quantity(col.name)
            return None if rating is None or rating.value is None else f"{rating.value:g}"
        device = self.identity.device
        suffix = model_suffix(col.name, device)
        siblings = [c for c in table.columns if model_suffix(c.name, device) == c.name]
        # "KFP-R307 | KFP-R307S": a column extending the device's name makes the device's
        # own column the plain version beside it
        extended = [c for c in table.columns if model_suffix(c.name, device) not in (None, c.name)]
        return col.name if suffix is None and (siblings or extended) else suffix


# a table whose first column names the case each row holds for: its title names the quantity
_CASE_KEY = re.compile(r"(?:test\s+)?conditions?|(?:operating\s+)?(?:modes?|states?)", re.I)


def _case_table_title(lines: list[Line], table: ModelTable) -> str:
    """ "■ Supply Current (typ. values, VCC = 5.0 V)" over a table keyed "Condition": the
    quantity its rows are cases of (its bracketed notes left to the table-wide conditions)."""
    if not _CASE_KEY.fullmatch(table.key.strip()) or table.header == 0:
        return ""
    above = BRACKETED.sub(" ", lines[table.header - 1].text)
    title = re.sub(r"^[\W\d.]+", "", above).strip()
    return title if 0 < len(title.split()) <= 5 else ""


def _dimension(text: str) -> str | None:
    """The dimension of the first quantity a cell states."""
    q = parse_quantity(text)
    return dimension_of(q.unit) if q is not None and q.unit else None
