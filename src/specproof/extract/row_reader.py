"""Reading the rows of a table with a Min/Typ/Max (or Value) header.

A row states values, or only names the parameter of the sub-rows below it, a variant
("AMS1117-3.3"), a part heading a section of the table ("74HCT595"), or the title of a
group of rows; the walk's state carries those names down to the rows that state values.
"""

from __future__ import annotations

import re

from specproof.extract.cell_values import (
    EITHER_OF,
    cells_to_bounds,
    symbolic_bounds,
    text_left_of,
    unit_in_cells,
    values_in_conditions,
)
from specproof.extract.emit import FactEmitter
from specproof.extract.lexicon import FieldGuess, classify, is_ground_symbol
from specproof.extract.lines import ends_mid_sentence, has_words, labelled_values, own_words
from specproof.extract.refine import refine_by_condition
from specproof.extract.row_labels import (
    OWN_LIMIT_NAME,
    condition_words,
    is_continuation,
    label_symbol,
    name_goes_on,
    names_own_param,
    starts_new_param,
    strip_conditions,
)
from specproof.extract.tables import (
    CondCell,
    RowCells,
    declared_unit,
    inherit_conditions,
    is_wrapped_label,
    looks_part_number,
    split_row,
    wraps_label_line,
)
from specproof.extract.tables.header import Columns, Word
from specproof.extract.variants import strip_variant
from specproof.records import Line, device_key
from specproof.tokens import LETTERS
from specproof.units import canonical_unit, dimension_of

# a lone symbol of a level, a draw, a clock or a time (VIH, VOL, IDD, fSCL, tCONV), which
# no condition cell ("VDD = 3 V", "DQ", "VCCA", "25 °C") is
_LONE_SYMBOL = re.compile(r"^(?:[VI][IO][HL]|I(?:DD|CC|Q)|[ft][A-Z]{2,5})\d?$")


def _symbol_in_conditions(row: RowCells) -> CondCell | None:
    """The row's only text, a parameter symbol standing in the Conditions column."""
    cells = [c for c in row.cond_cells if c.text.strip()]
    if len(cells) == 1 and not row.label.strip() and _LONE_SYMBOL.match(cells[0].text.strip()):
        return cells[0]
    return None


def _first_case_below(cols: Columns, line: Line, row: RowCells) -> bool:
    """The row is the first case of the name centred below it, not a case of the name above."""
    return bool(cols.named_below.get(id(line))) and not row.label.strip()


class TableRowReader(FactEmitter):
    """Rows of a table with a Min/Typ/Max (or Value) header, one line at a time."""

    def _table_row(self, page_no: int, line: Line) -> bool:
        st = self.state
        cols = st.columns
        assert cols is not None
        row = split_row(line, cols)
        if EITHER_OF.search(line.text) and not any(e.get("lower_of") for e in row.exprs):
            # "the lower of 5.5 or VDD + 0.3": the number alone misstates the bound; the
            # row still names the parameter of the sub-rows below it
            self._adopt_row_name(row, line)
            return True
        if not any(row.group_values) and not symbolic_bounds(row, cols.centred_units.get(id(line))):
            return self._label_only_row(row, line)
        st.row_line, st.row_label = line, row.label
        unit = self._row_unit(row, line)
        if unit is None or canonical_unit(unit) is None:
            # "CMRR Common-mode rejection ... 100 120 dB": a parameter of its own, in a unit
            # no field has; the unlabelled rows below it are its cases, not the row above's
            self._adopt_row_name(row, line)
            # numbers in the value columns are the row's values, in a unit it does not
            # state: a quantity in its name or conditions ("100ms range", "From VDD ≥ 1.9
            # V") is the case they hold for, no value. Other rows: the line may still hold
            # a key-value statement
            return any(row.group_values)
        centred = cols.centred.get(id(line))  # a parameter named beside, not on, its rows
        if centred and (self._names_itself(row, centred[0]) or _first_case_below(cols, line, row)):
            centred = None
        cell = _symbol_in_conditions(row)
        if cell is not None:
            # "VIH | 1.26 | V" with the symbol set in the Conditions column: a parameter
            # of its own, named by its symbol, and no case of a name above or beside it
            centred = None
            row.label_words = [Word(cell.text.strip(), cell.x0, cell.x1 or cell.x0)]
            row.cond_cells = [c for c in row.cond_cells if c is not cell]
        label_text = centred[0] if centred else row.label
        if not label_text.strip():
            label_text = cols.named_below.get(id(line), "")  # the first of a name's cases
        if _repeats_symbol(label_text, st.parent_label):
            # "Supply voltage VS | L ..." then "VS | H ...": the symbol said again for the
            # next grade or case is the same parameter, whatever the symbol alone suggests
            label_text = ""
        new_param = starts_new_param(label_text)
        self._after_part_row(new_param)
        self._settle_group(new_param, line, label_text)
        variant = self._table_row_variant(row, label_text, new_param)
        own = strip_conditions(strip_variant(label_text, self.variant_rx))
        # a centred name that says too little alone ("Serial bus") is read with the
        # sub-row's own name ("Clock line, SCL") before the parameter of the block above
        st.centred_sub = row.label.strip() if centred else ""
        conds = inherit_conditions(row.cond_cells, st.parent_cond, not new_param)
        if centred:
            # the sub-row's own text ("A-Port I/Os", "VCCA = 1.4 V to 3.6 V") qualifies it
            # at the sub-row's own indent, so a later sub-row's cell there replaces them;
            # the centred name last: the row's own line never states it, so it is kept
            # where readers of the fact look for what the row is about
            texts = (centred[1], text_left_of(line, cols), centred[0])
            conds = [CondCell(line.bbox[0], x) for x in texts if x]
            # a Conditions column right of the values still holds the row's own conditions
            conds += [c for c in row.cond_cells if c.x0 > cols.value_x0()]
        wrapped = cols.wrapped_conds.get(id(line))
        if wrapped:
            # the row's cell goes on over the lines around the row: one cell, one slot
            own_cells = [c for c in conds if c in row.cond_cells]
            last = own_cells[-1] if own_cells else CondCell(line.bbox[0], "")
            whole = " ".join(x for x in (*wrapped[0], last.text, *wrapped[1]) if x)
            conds = [c for c in conds if c is not last] + [CondCell(last.x0, whole, last.x1)]
        st.parent_cond = conds
        # a condition cell centred across the row's group holds for this row only: the
        # rows after the group do not inherit it
        shared = [cols.centred_conds[id(line)]] if id(line) in cols.centred_conds else []
        cond_text = "; ".join([*shared, *(c.text.strip(" ;,") for c in conds)])
        named = self._versions_named(label_text) or ([variant] if variant else [])
        classified = self._emit_groups(page_no, line, row, own, unit, cond_text, (variant, named))
        if own and has_words(own) and not is_continuation(own):
            # a bare symbol ("VDO") named only with the title row above keeps that title
            named = own if classified is None or classified == own else classified
            st.parent_label, st.parent_unit, st.parent_variant = named, unit, variant
            st.parent_closed = False
        elif variant:
            st.parent_variant = variant
        return True

    def _table_row_variant(self, row: RowCells, label_text: str, new_param: bool) -> str | None:
        """The family member a row holds for. A Part cell says so for its row alone: a
        member's name, or a word or list for all of them ("both", "all", "-E, -U"),
        which is the whole family and no member. Without one, the row's name, the row
        above, a part heading a section of the table, or the table's title."""
        st = self.state
        assert st.columns is not None
        if row.part:
            return self._part_cell_variant(row.part)
        return (
            self._variant(label_text)
            or (st.parent_variant if not new_param else None)
            or st.section_part
            or st.columns.variant
        )

    def _part_cell_variant(self, cell: str) -> str | None:
        """The one member a Part cell names ("MLR-92S-U", or its suffix alone, "-U");
        None for the device itself or several members."""
        named = self._variant(cell)
        if named:
            return named
        suffix = cell.strip()
        if suffix[:1] in "-–" and len(suffix.split()) == 1 and not set(",/") & set(suffix):
            return f"{self.identity.device}-{suffix[1:]}"
        # a Grade column of letters ("A", "B"), each a member the sheet names by its
        # suffix ("NIR6614A"): the code, as a version column's head is kept
        if len(suffix) <= 3 and suffix.isalnum() and suffix.isupper() and self._member(suffix):
            return suffix
        return None

    def _member(self, code: str) -> bool:
        """A member of the family is named by the device's name and ``code``."""
        named = device_key(self.identity.device + code)
        return any(device_key(alias) == named for alias in self.identity.aliases)

    @staticmethod
    def _names_itself(row: RowCells, centred: str) -> bool:
        """A row with a parameter name of its own beside a bare symbol centred across
        several rows ("VOUT" beside an "Output voltage" and a "Duty cycle" row): the
        row's own name says what it is; the symbol cell is shared by different
        parameters. A sub-row label ("A-port", "VCCA = 1.8 V") names no parameter."""
        if len(centred.split()) != 1 or label_symbol(centred) != centred.strip():
            return False
        own = strip_conditions(row.label)
        return not is_continuation(own) and len(own_words(own)) >= 2

    def _row_unit(self, row: RowCells, line: Line) -> str | None:
        """The unit of a row's values: its Unit cell, a unit in its value cells, one
        centred beside its rows ("Data rate ... Mbps"), else the parameter row's above."""
        st = self.state
        assert st.columns is not None
        # a row with a cell of its own left unread (a unit no table knows, "nm") takes no
        # unit centred beside its neighbours
        centred = None if row.unread else st.columns.centred_units.get(id(line))
        written = row.unit or unit_in_cells(row) or centred
        if written and canonical_unit(written) is None and written.split()[0] == "V":
            # "V AC, 50 Hz" (read as "V Hz"): volts, then what else the cell says about the
            # supply (the quote keeps it for the row's current kind)
            written = "V"
        if written:
            st.unit_label, st.unit_of_label = row.label, written
            return written
        if row.unread:
            return None
        return (
            st.parent_unit
            or (st.unit_of_label if _same_parameter(row.label, st.unit_label) else None)
            or declared_unit(st.columns.preamble, f"{st.parent_label} {row.label}")
        )

    def _emit_groups(
        self,
        page_no: int,
        line: Line,
        row: RowCells,
        own: str,
        unit: str,
        cond_text: str,
        versions: tuple[str | None, list[str]],
    ) -> str | None:
        """A fact per Min/Typ/Max group of the row that holds a number, for each version
        the group holds for (``versions``: the row's variant, and the versions the row
        names); returns the label the row's field was read from (None when no group was
        classified)."""
        variant, named = versions
        st = self.state
        cols = st.columns
        assert cols is not None
        centred = cols.centred.get(id(line))
        groups = row.group_values or [{} for _ in row.exprs]  # symbolic cells only
        classified: str | None = None
        for g, cells in enumerate(groups):
            bounds = cells_to_bounds(cells, row.exprs[g] if g < len(row.exprs) else {}, unit)
            if bounds is None:
                continue
            guess, label = self._classify_with_parent(own, unit, len(bounds.bounds()))
            if guess is None:
                continue
            # the row's own state ("Standby" under "Current IDD") decides the mode; the
            # table's preamble ("default conversion time unless otherwise noted") does not
            guess = refine_by_condition(guess, "; ".join((cond_text, condition_words(own))))
            classified = label
            title = cols.groups[g] if g < len(cols.groups) else ""
            members = self._group_members(title, named)
            g_variant = self._group_variant(title) if members is None else None
            cond = "; ".join(
                x
                for x in (
                    cond_text,
                    condition_words(own),
                    "" if g_variant or members is not None else title,
                    "" if centred else st.row_group,  # a centred name stands in for it
                    cols.subject,
                    cols.preamble,
                )
                if x
            )
            for member in [g_variant or variant] if members is None else members:
                self._emit(page_no, line, guess, bounds, unit, label, cond, member, "table")
        return classified

    def _versions_named(self, text: str) -> list[str]:
        """Every version of the family a text names ("Accuracy, LM35, LM35C"), as written;
        none when a name lists several at once ("TMP35/TMP36/TMP37F", read whole)."""
        if self.variant_rx is None:
            return []
        found = [m.group(0).rstrip("+") for m in self.variant_rx.finditer(text)]
        return [] if any("/" in x for x in found) else found

    def _group_members(self, title: str, named: list[str]) -> list[str | None] | None:
        """The versions a value group's title names ("LM35C, LM35D", one group per grade)
        that the row holds for: those the row also names ("Accuracy, LM35D" has no value
        of the LM35C), else all of them. The device's own name is the device (None).
        None when the title is no list of versions ("Table 2: QX200 humidity"): the row's
        own variant stands."""
        members = self._versions_named(title)
        rest = strip_variant(title, self.variant_rx).replace(",", " ").split()
        if not members or any(w.lower() not in ("and", "&") for w in rest):
            return None
        if named:
            keys = {device_key(x) for x in named}
            members = [x for x in members if device_key(x) in keys]
        own = device_key(self.identity.device)
        return [None if device_key(x) == own else x for x in members]

    def _pending_group(self, row: RowCells, line: Line) -> None:
        """A label-only row may title a group of rows; a second one right below it makes
        the first the group's title ("TEMPERATURE RANGE" over "Specified Temperature
        Range ..."). A row with a unit or a symbolic value is a parameter of its own."""
        st = self.state
        centred = st.columns is not None and any(
            row.label.strip() == name.strip() for name, _ in st.columns.centred.values()
        )
        if centred:
            return  # a name centred beside its sub-rows names them: see centred_labels
        last = st.row_line
        if last is not None and 0 < line.bbox[1] - last.bbox[1] < 0.8 * max(line.size, 6.0):
            # set closer under a row than a line's height: the rest of that row's name
            # written around it (ROHM: "Incandescent /" / row / "Fluorescent Sensor out ratio")
            st.pending_group, st.pending_line = "", None
            return
        if row.unit or any(row.exprs) or row.unread:
            # a parameter row whose values are symbolic or words ("Completely
            # interchangeable"): no group title
            self._settle_group(True, line, row.label)
            return
        if st.pending_group:
            st.row_group, st.group_line = st.pending_group, st.pending_line
        # a bare symbol ("VIL") names the parameter of the rows below, no group of them
        words = row.label.split()
        symbol = (
            len(words) == 1
            and len(words[0]) <= 6
            and re.search(r"[A-Z0-9_]", words[0][1:]) is not None
        )  # "TEMPERATURE" is a title
        # a name broken off ("Crystal or external clock,") goes on in the rows below
        broken = bool(re.search(r"[,/&-]\s*$", row.label)) or ends_mid_sentence(row.label)
        # a row naming a part ("LM2596 (Note 1)") heads the rows of that part: its
        # variant, read by _part_row and _variant, is no subsystem of the device
        part = bool(words) and looks_part_number(words[0].strip("(),"))
        titled = not symbol and not broken and not part
        st.pending_group, st.pending_line = (row.label, line) if titled else ("", None)

    def _settle_group(self, new_param: bool, line: Line, label: str) -> None:
        """A row naming its own parameter below a label-only row: that row titled a group.
        A continuation row below it, or one whose name goes on in lower case ("Crystal or
        external clock" / "frequency"): the row named this parameter; when it sits where
        the group titles do, in their style, it ends the group, as a sibling title would."""
        st = self.state
        new_param = new_param and not name_goes_on(label) and not self._name_beside(line)
        if new_param and st.pending_group:
            st.row_group, st.group_line = st.pending_group, st.pending_line
        elif not new_param and st.pending_line is not None and st.group_line is not None:
            same_x = abs(st.pending_line.bbox[0] - st.group_line.bbox[0]) < 3.0
            if same_x and st.pending_group.isupper() == st.row_group.isupper():
                st.row_group, st.group_line = "", None
        st.pending_group, st.pending_line = "", None

    def _name_beside(self, line: Line) -> bool:
        """The label-only line above sits closer to this row than a line's height: half
        of this row's own name set around it (ROHM: "H-Resolution Mode" / "tHR ..." /
        "Measurement Time"), no title of a group of rows."""
        above = self.state.pending_line
        return above is not None and line.bbox[1] - above.bbox[1] < 0.8 * max(line.size, 6.0)

    def _wraps_head(self, line: Line) -> bool:
        """A conditions-only line right under another one, no row between: one heading
        wrapped over two lines."""
        above, row = self.state.head_line, self.state.row_line
        if above is None or (row is not None and row.bbox[1] > above.bbox[1]):
            return False
        return 0 < line.bbox[1] - above.bbox[1] < 1.4 * max(line.size, 6.0)

    def _adopt_row_name(self, row: RowCells, line: Line) -> None:
        """A row that emits nothing still names the parameter of its sub-rows."""
        self._settle_group(starts_new_param(row.label), line, row.label)
        own = strip_conditions(row.label)
        if own and has_words(own) and not is_continuation(own):
            st = self.state
            st.parent_label, st.parent_unit, st.parent_variant = own, row.unit, None

    def _group_variant(self, title: str) -> str | None:
        """A value group titled by a part number other than the device ("74HCT595")."""
        if not title:
            return None
        found = self._variant(title)
        if found:
            return found
        if looks_part_number(title) and device_key(title) != device_key(self.identity.device):
            return title.strip()
        return None

    def _after_part_row(self, new_param: bool) -> None:
        """A row that names only a part and is followed by a new parameter heads a
        section of the table (NXP: "74HC595" rows, then "74HCT595" rows): every parameter
        up to the next such row is that part's. Followed by sub-rows of one parameter, the
        part names those sub-rows only ("AMS1117-3.3" under "Output Voltage")."""
        st = self.state
        if st.part_row is not None and new_param:
            st.section_part = st.part_row[0]
        st.part_row = None

    def _part_row(self, label: str) -> tuple[str | None] | None:
        """(variant,) for a row label that is only a part number, (None,) when that part
        is the device itself, None for any other label ("MAX31855K Thermocouple" starts
        a parameter's name)."""
        if len(label.split()) != 1:
            return None
        variant = self._variant(label)
        if variant:
            return (variant,)
        own = looks_part_number(label) and device_key(label) == device_key(self.identity.device)
        return (None,) if own else None

    def _label_only_row(self, row: RowCells, line: Line) -> bool:
        """A row without numbers: the parameter of the rows below, a variant, or a title."""
        st = self.state
        if st.columns is not None and id(line) in st.columns.wrap_lines:
            return True  # the wrapped part of a value row's condition cell, read with it
        if row.part and not row.label and not row.cond_cells:
            # a member's name over its rows, or a Part cell wrapped onto a line of its own
            st.parent_variant = self._part_cell_variant(row.part) or st.parent_variant
            return True
        if row.label and not row.dashes and has_words(row.label) and len(row.label) < 80:
            variant = self._variant(row.label)
            part = self._part_row(row.label)
            if (variant or part) and self._piece_of_centred_name(row.label):
                return True  # "LM35C" ending "Accuracy, LM35, / LM35C": read with its rows
            if _WHOLE_FAMILY.fullmatch(row.label.strip()):
                # "Both versions" heads rows for every member: a member's section ends
                st.section_part = st.part_row = st.parent_variant = None
                return True
            if part is None:
                self._after_part_row(
                    not (is_continuation(row.label) or is_wrapped_label(row.label))
                )
            if variant and len(row.label.split()) <= 2:
                st.parent_variant = variant  # "AMS1117-3.3" over its rows
                st.part_row = part
            elif part is not None:
                st.part_row = part  # the device's own name over a section of rows
            elif (
                is_continuation(row.label)
                or is_wrapped_label(row.label)
                or wraps_label_line(st.label_line, line)
                # the name of the value row above wrapped onto a line of its own, set at
                # the name's indent within a text line's pitch ("Fast Charge Current" /
                # "Regulation"): rows are spaced wider
                or wraps_label_line(st.row_line, line)
            ) and st.parent_label:
                st.parent_label = f"{st.parent_label} {row.label}"
                st.pending_group, st.pending_line = "", None  # a name, wrapped: no group
                st.parent_closed = self._wrapped_around_values()
            else:
                st.parent_label, st.label_line = row.label, line
                st.parent_closed = False
                self._pending_group(row, line)
                st.parent_unit = canonical_unit(row.unit) and row.unit
                st.parent_variant = None
                st.parent_cond = [CondCell(c.x0, c.text, c.x1, heads=True) for c in row.cond_cells]
        elif row.cond_cells and not row.label:
            heads = [CondCell(c.x0, c.text, c.x1, heads=True) for c in row.cond_cells]
            if self._wraps_head(line) and st.parent_cond:
                # the heading's second line: "interface inactive; CLKOUT" / "disabled"
                last = st.parent_cond[-1]
                heads = [CondCell(last.x0, f"{last.text} {row.condition}", last.x1, heads=True)]
            st.parent_cond = inherit_conditions(heads, st.parent_cond, True)
            st.head_line = line
        claimed = row.dashes or row.unread or any(row.exprs) or values_in_conditions(row, line)
        return bool(claimed) or not labelled_values(line.text)

    def _other_quantity_than_parent(self, dim: str | None) -> bool:
        """A row naming a parameter of its own in another quantity than the row above
        ("Compressor relay K1 | A | 16" under "Power consumption | W | 2.5"): no case of
        it (a parameter's cases share its unit)."""
        st = self.state
        unit = canonical_unit(st.parent_unit) if st.parent_unit else None
        # (only a unit the row above wrote itself: one it inherited may be wrong)
        written = bool(st.unit_label) and st.unit_label.strip() in st.parent_label
        return (
            written
            and unit is not None
            and dim is not None
            and dimension_of(unit) != dim
            and self._names_new_param(at_name_column=False)
        )

    def _names_new_param(self, at_name_column: bool = True) -> bool:
        """The row's label opens a name of its own ("Analogue output load"), where the
        parameter names open: a case written in a conditions column ("1 lane, 800 Mbps")
        or in lower case ("VCC = 30 V, no load") is a further case of the name above."""
        st = self.state
        label, first, row = st.row_label, st.label_line, st.row_line
        if not starts_new_param(label) or name_goes_on(label):
            return False
        if not at_name_column:
            return True
        return first is not None and row is not None and abs(row.bbox[0] - first.bbox[0]) < 2

    def _wrapped_around_values(self) -> bool:
        """A row of values stands between the name's first line and this tail of it."""
        st = self.state
        first, row = st.label_line, st.row_line
        return first is not None and row is not None and row.bbox[1] > first.bbox[1]

    def _piece_of_centred_name(self, label: str) -> bool:
        """A line that is one piece of a name centred beside its rows (the last line of
        "Accuracy, LM35, / LM35C"): the rows were given the whole name."""
        cols = self.state.columns
        piece = label.strip()
        return cols is not None and any(
            piece in name and piece != name.strip() for name, _ in cols.centred.values()
        )

    def _classify_with_parent(self, own: str, unit: str, n: int) -> tuple[FieldGuess | None, str]:
        st = self.state
        dim = dimension_of(unit)
        symbol = label_symbol(own)
        if dim == "voltage" and is_ground_symbol(own):
            return None, own  # "VSS 0 V" under "VDD": the ground reference, no parameter
        if own and st.row_group and _BARE_QUANTITY.match(own):
            # "Voltage" under "VOLTAGE REGULATOR": the group names whose voltage it is
            grouped = f"{st.row_group} {own}"
            return classify(grouped, dim, st.section, symbol, n), grouped
        if own and has_words(own):
            g = classify(own, dim, st.section, symbol, n)
            if g is not None:
                return g, own
        if own and st.centred_sub:
            joined = f"{own} {st.centred_sub}"
            g = classify(joined, dim, st.section, label_symbol(joined), n)
            if g is not None:
                return g, joined
        parent_symbol = label_symbol(st.parent_label)
        # a row with a symbol of its own ("Bus ready tRDY" under "tCONV") names its own
        # parameter; a bare symbol of the same quantity ("IGAM" under "Operating current
        # IGES") is the next case of the parameter above, told apart by its conditions
        own_symbol = (
            symbol is not None
            and parent_symbol is not None
            and symbol != parent_symbol
            and not (own.strip() == symbol and symbol[0].lower() == parent_symbol[0].lower())
        )
        if (
            st.parent_label
            and not (st.parent_closed and self._names_new_param())
            and not self._other_quantity_than_parent(dim)
            and not OWN_LIMIT_NAME.match(own)
            and not names_own_param(own)
            and not own_symbol
        ):
            label = f"{st.parent_label} {own}".strip()
            if st.row_group and _BARE_QUANTITY.match(st.parent_label):
                label = f"{st.row_group} {label}"  # the group names whose quantity it is
            g = classify(label, dim, st.section, label_symbol(label), n)
            if g is not None:
                return g, label
        named = own if has_words(own) else st.parent_label
        if st.row_group and named and st.row_group not in named:
            # "Specified Voltage" under "POWER SUPPLY": a name that says too little alone
            grouped = f"{st.row_group} {named}"
            g = classify(grouped, dim, st.section, label_symbol(grouped), n)
            if g is not None:
                return g, grouped
        return None, own


_BARE_QUANTITY = re.compile(r"^\s*(?:voltage|current|power|frequency)\s*$", re.I)


def _same_parameter(label: str, named: str) -> bool:
    """A row that opens with the name of the parameter a row above stated a unit for
    ("SCLK frequency, single access" after "fSCLK SCLK frequency ... MHz")."""
    words = LETTERS.findall(label.lower())[:2]
    return len(words) == 2 and " ".join(words) in " ".join(LETTERS.findall(named.lower()))


def _repeats_symbol(label: str, parent: str) -> bool:
    """The row's label is the symbol the parameter above ends with."""
    symbol = label.strip()
    words = parent.split()
    return bool(symbol) and len(words) >= 2 and " " not in symbol and words[-1] == symbol


# a line over rows that hold for the whole family ("Both versions", "All devices")
_WHOLE_FAMILY = re.compile(
    r"(?:both|all)\s+(?:versions|variants|types|parts|devices|members|models|grades)", re.I
)
