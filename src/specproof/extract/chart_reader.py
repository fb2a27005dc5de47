"""Reading version charts (regulator, reference and supervisor families): each row is one
version of the part, each parameter's cells in it are that version's facts, read under the
parameter's head and the row of the document's electrical table that defines it.
"""

from __future__ import annotations

from dataclasses import dataclass

from specproof.extract.cell_values import cells_to_bounds
from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.param_reader import ParamTableReader
from specproof.extract.row_labels import label_symbol
from specproof.extract.tables import ParamColumn, ParamRow, VersionChart, is_value_cell
from specproof.extract.tables.param_columns import unit_free
from specproof.extract.tables.version_chart import bound_word, head_name
from specproof.fields import fields_in
from specproof.records import Fact, Line, SectionKind
from specproof.units import canonical_unit, dimension_of


@dataclass(frozen=True, slots=True)
class ChartHead:
    """How a chart parameter is read: its name, unit, test condition and section, and the
    field of the electrical-table row whose symbol its head writes (taken when the head's
    words name no field)."""

    label: str
    unit: str
    condition: str
    section: SectionKind
    defined_as: FieldGuess | None


class VersionChartReader(ParamTableReader):
    """Charts of one row per version under stacked Min/Typ/Max heads."""

    def _keyed_by_version(self, chart: VersionChart) -> bool:
        """A chart keyed by a supply the part runs from ("VDD (V)": 1.8, 3.3, 5.0) states
        one part at several operating points, not versions of it."""
        if not chart.key_unit:
            return True  # keyed by codes
        guess = classify(chart.key_label, "voltage", self.state.section)
        return guess is None or guess.field not in fields_in("supply_rail")

    def _version_chart(self, page_no: int, lines: list[Line], chart: VersionChart) -> None:
        """Facts of a version chart: each parameter's cells in a row are its row's
        version's, read under the parameter's head and the electrical-table row that
        defines it."""
        section = self.state.section
        try:
            for columns in chart.parameters():
                head = self._chart_head(chart.head_of(columns))
                if head is None:
                    continue
                self.state.section = head.section
                for row in chart.rows:
                    self._chart_cells(page_no, lines[row.line], chart, row, columns, head)
        finally:
            self.state.section = section

    def _chart_cells(
        self,
        page_no: int,
        line: Line,
        chart: VersionChart,
        row: ParamRow,
        columns: list[int],
        head: ChartHead,
    ) -> None:
        cells = {
            chart.columns[n].role: row.cells[n]
            for n in columns
            if is_value_cell(row.cells.get(n, ""))
        }
        pv = cells_to_bounds(cells, {}, head.unit) if cells else None
        if pv is None:
            return
        symbol = label_symbol(head.label)
        dim = dimension_of(pv.unit or head.unit)
        guess = classify(head.label, dim, head.section, symbol, len(pv.bounds()))
        guess = guess or head.defined_as
        if guess is None:
            return
        cond = "; ".join(p for p in (chart.version(row), head.condition) if p)
        variant = self._row_variant(chart.key_of(row))
        self._emit(
            page_no, line, guess, pv, pv.unit or head.unit, head.label, cond, variant,
            "version_chart",
        )  # fmt: skip

    def _chart_head(self, col: ParamColumn) -> ChartHead | None:
        """A chart parameter's name, unit, condition and section. A head that writes a
        symbol of the electrical table ("Vdif1", "IOUTMAX") is that row's parameter: its
        field, unit and test condition hold where the head states none; a head by name
        alone takes them from the one row of its field."""
        named, symbol = self._row_named_in(col.header)
        label = " ".join(
            w if w == symbol else _word_case(w)
            for w in unit_free(head_name(col)).split()
            if not _assigns(w)
        )
        stated = " ".join(w for w in col.header.replace(" = ", "=").split() if _assigns(w))
        unit = col.unit or (named.unit if named else None)
        if not unit or canonical_unit(unit) is None:
            return None
        section = self.state.section
        if section == SectionKind.ABS_MAX:
            section = SectionKind.OTHER  # per-version specs are no limits of the part
        defined_as = FieldGuess(named.field, named.quantity, named.confidence) if named else None
        defining = named
        if defining is None:
            guess = classify(label, dimension_of(unit), section, label_symbol(label))
            defining = self._only_row_of(guess.field) if guess else None
        if defining is not None:
            section = defining.section
        condition = stated or (defining.condition if defining else "")
        return ChartHead(label, unit, condition, section, defined_as)

    def _defining_rows(self) -> list[Fact]:
        """Rows of the document's tables that can define a chart's column: read as
        table rows (for the one version the table states), outside the absolute maximum
        ratings."""
        return [
            f for f in self.facts if f.extractor == "table" and f.section != SectionKind.ABS_MAX
        ]

    def _row_named_in(self, head: str) -> tuple[Fact | None, str]:
        """The table row that writes one of the head's symbols, and the symbol, the
        lowest first (the symbol line sits right above the bounds); a token written by
        rows of several fields names none."""
        rows = self._defining_rows()
        for token in reversed(head.split()):
            if token.lower() == token or token[0] in "([" or bound_word(token) or _assigns(token):
                continue
            named = [f for f in rows if _writes(f.source.quote, token)]
            if named and len({f.field for f in named}) == 1:
                return named[0], token
        return None, ""

    def _only_row_of(self, field: str) -> Fact | None:
        rows = [f for f in self._defining_rows() if f.field == field]
        return rows[0] if len(rows) == 1 else None


def _word_case(word: str) -> str:
    """A word of a head set in capitals ("OUTPUT", "VOLTAGE1") in lower case, so that
    it is not read as a symbol; short tokens ("ISS", "VIN") stay as written."""
    letters = word.rstrip("0123456789")
    return word.lower() if letters.isalpha() and len(letters) >= 4 else word


def _assigns(word: str) -> bool:
    """A head word that states a test condition ("IOUT=30mA")."""
    return any(sign in word for sign in "=≤≥") and len(word) > 2


def _writes(quote: str, token: str) -> bool:
    """The quote writes the token as a word of its own ("Vdif1 (*3)", "VOUT(E)(*2)"),
    not as the start of a longer one ("IOUT" of "IOUTMAX")."""
    words = (w.lstrip("(") for w in quote.split())
    return any(
        w.startswith(token) and not _word_char(w[len(token) : len(token) + 1]) for w in words
    )


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"
