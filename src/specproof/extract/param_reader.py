"""Reading tables whose columns are parameters and whose rows are variants (relay coil
data charts, selection guides, ordering tables): one fact per value cell.
"""

from __future__ import annotations

import re

from specproof.extract.cell_values import paired_cell, param_cell
from specproof.extract.emit import FactEmitter
from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.row_labels import label_symbol
from specproof.extract.tables import ParamRow, ParamTable, is_value_cell
from specproof.extract.tables.context import looks_part_number
from specproof.extract.variants import code_in_name
from specproof.records import Line, SectionKind, device_key
from specproof.tokens import names_word
from specproof.units import ParsedValue, dimension_of, find_quantities


class ParamTableReader(FactEmitter):
    """Tables whose columns are parameters and whose rows are variants."""

    def _param_table(self, page_no: int, lines: list[Line], table: ParamTable) -> None:
        """Facts of a table whose columns are parameters and whose rows are variants."""
        section = self.state.section
        if section == SectionKind.ABS_MAX:
            # limits are read from Min/Max rows; a table of variants states their specs
            self.state.section = (
                SectionKind.ORDERING if table.key_column is not None else SectionKind.OTHER
            )
        try:
            self._param_rows(page_no, lines, table)
        finally:
            self.state.section = section

    def _param_rows(self, page_no: int, lines: list[Line], table: ParamTable) -> None:
        for row in table.rows:
            # a row under a part number written once for its group ("SKM-05" over its
            # 125 VAC / 250 VAC / 30 VDC rows) is that part's row
            key = table.key_of(row)
            part = key or (row.group if looks_part_number(row.group) else None)
            for n, col in enumerate(table.columns):
                cell = row.cells.get(n)
                if n == table.key_column or not cell:
                    continue
                if col.unit is None:
                    self._rating_pair(page_no, lines, table, row, n, part)
                    continue
                pairs = col.paired_roles
                pv = paired_cell(cell, col.unit, pairs) if pairs else None
                pv = pv or param_cell(cell, col.unit, col.role)
                if pv is None:
                    continue
                guess = self._param_field(_coil_label(col.label, table), table.title, pv)
                if guess is not None:
                    self._cell_fact(page_no, lines, table, row, n, part, guess, pv)

    def _rating_pair(
        self, page_no: int, lines: list[Line], table: ParamTable, row: ParamRow, n: int,
        part: str | None,
    ) -> None:  # fmt: skip
        """A contact rating written as a voltage and a current in one cell ("24V DC 50mA"
        under "Rating (resistive load)"): the contact's voltage and current rating."""
        col, cell = table.columns[n], row.cells[n]
        found = find_quantities(cell)
        if len(found) != 2 or {q.dimension for q in found} != {"voltage", "current"}:
            return
        for pv in found:
            guess = self._param_field(col.label, table.title, pv)
            if guess is None or not guess.field.startswith("contact_"):
                continue
            pv.max, pv.value = pv.value, None  # a rating is the most the contact may switch
            self._cell_fact(page_no, lines, table, row, n, part, guess, pv)

    def _cell_fact(
        self, page_no: int, lines: list[Line], table: ParamTable, row: ParamRow, n: int,
        part: str | None, guess: FieldGuess, pv: ParsedValue,
    ) -> None:  # fmt: skip
        """The fact of one cell: its row's version unless the cell spans the rows, and the
        conditions its row and column state."""
        col = table.columns[n]
        shared = table.shared(row, n)
        variant = None if shared else self._row_variant(part)
        cond = _param_condition(table, row, n, table.key_of(row), shared)
        self._emit(
            page_no, lines[row.line], guess, pv, pv.unit or col.unit, col.label, cond, variant,
            "param_table",
        )  # fmt: skip

    def _param_field(self, label: str, title: str, pv: ParsedValue) -> FieldGuess | None:
        """The column's field; the table's title names what the column measures when the
        column title alone is generic ("Power Consumption" in a coil data chart)."""
        dim = dimension_of(pv.unit)
        n = len(pv.bounds())
        own = classify(label, dim, self.state.section, label_symbol(label), n)
        if not title:
            return own
        titled = classify(f"{label} {title}", dim, self.state.section, label_symbol(label), n)
        if own is None or (titled is not None and titled.field.startswith(("coil_", "contact_"))):
            return titled
        return own

    def _row_variant(self, key: str | None) -> str | None:
        """A row's part number or code; none when the code is the device's own ("05" of
        "SRD-05VDC-SL-C"), since that row describes the device itself."""
        if not key:
            return None
        found = self._variant(key)
        if found:
            return found
        if device_key(key) == device_key(self.identity.device):
            return None
        if is_value_cell(key) and code_in_name(key, self.identity.device):
            return None
        return key


def _coil_label(label: str, table: ParamTable) -> str:
    """A column of a relay coil table ("Nominal Voltage", "Drop-out Voltage" beside
    "Coil Resistance") describes the coil: say so, so the name is read as a coil's."""
    names = " ".join([table.title] + [c.label for c in table.columns])
    if names_word(names, "coil") and not names_word(label, "coil"):
        return f"{label} coil"
    return label


def _param_condition(
    table: ParamTable, row: ParamRow, col: int, key: str | None, shared: bool
) -> str:
    """What a cell of a parameter column holds for: the row's code, its group, the title."""
    parts: list[str] = []
    if key and not shared and table.key_column is not None:
        parts.append(f"{table.columns[table.key_column].label} {key}".strip())
    elif not key:
        parts += [
            f"{c.label} {row.cells[n]}".strip()
            for n, c in enumerate(table.columns)
            if n != col and n != table.group_column and c.unit is None and n in row.cells
        ][:3]
    if row.group:
        parts.append(row.group)
        parts += _group_cells(table, row, col)
    tol = re.search(r"±\s*\d+(?:\.\d+)?\s*%", table.columns[col].header)
    if tol:
        parts.append(tol.group(0))
    at = re.search(r"\((?:at|@)[^)]*\)", table.title, re.I)
    if at:
        parts.append(at.group(0))
    return "; ".join(parts)


def _group_cells(table: ParamTable, row: ParamRow, col: int) -> list[str]:
    """Merged cells of the row's group ("Power Consumption abt. 0.36W"): they hold for
    every row of the group, so they tell its rows from another group's."""
    first = next(r for r in table.rows if r.group == row.group)
    return [
        f"{c.label} {first.cells[n]}"
        for n, c in enumerate(table.columns)
        if n != col and n in first.cells and table.shared(first, n)
    ]
