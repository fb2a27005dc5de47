"""Deterministic extraction of structured specification facts from parsed pages.

Entry point: :func:`extract_facts`. Pages are walked line by line in reading
order; a table header (Min / Typ / Max / Unit ...) switches to column-aligned
row reading (:mod:`.tables`), other lines are read as key-value statements
(:mod:`.lines`). Field names come from :mod:`.lexicon`, interfaces and I2C
addresses from :mod:`.interfaces`. Every fact quotes the visual line(s) of the
page that hold its numbers, so the evidence can be found again in the PDF.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from specproof.extract.interfaces import (
    SetMentions,
    address_row_shape,
    fmt_address,
    i2c_addresses,
    interface_mentions,
)
from specproof.extract.lexicon import (
    FieldGuess,
    classify,
    is_ground_symbol,
    plausible,
    recover_micro,
    refine_by_condition,
    refine_by_sentence,
    settle_bit_resolutions,
)
from specproof.extract.lines import (
    LineContext,
    continued_case,
    counts_a_code,
    double_bound,
    ends_mid_sentence,
    has_words,
    in_example,
    is_bullet,
    is_condition_value,
    label_qualifiers,
    label_tries,
    labelled_values,
    lead_condition,
    line_context_of,
    own_words,
    paragraph_subject,
    range_of_tolerance,
    rest_of,
    starts_item,
    statement_text,
    states_no_spec,
    tmin_tmax_range,
    tolerance_case,
    value_condition,
)
from specproof.extract.loads import (
    LOAD_RATINGS,
    load_column_headers,
    load_column_of,
    own_trailing,
    rating_case,
)
from specproof.extract.tables import (
    Columns,
    CondCell,
    ParamRow,
    ParamTable,
    RowCells,
    adopt_stacked_titles,
    centred_label_units,
    centred_labels,
    clean_unit,
    figure_regions,
    find_param_tables,
    header_columns,
    in_plot,
    inherit_conditions,
    is_value_cell,
    is_wrapped_label,
    join_wrapped_expressions,
    learn_extents,
    looks_part_number,
    plot_regions,
    split_row,
    split_side_by_side,
    stated_assignments,
    table_bottom,
    table_preamble,
    table_subject,
    title_variant_code,
    wraps_label_line,
)
from specproof.records import Fact, Identity, Line, Page, SectionKind, Source, device_key
from specproof.units import (
    GLYPH_UNITS,
    ParsedValue,
    canonical_unit,
    dimension_of,
    find_quantities,
    parse_quantity,
)

__all__ = ["extract_facts"]

_SECTION_HEADINGS: list[tuple[SectionKind, re.Pattern[str]]] = [
    (
        SectionKind.ABS_MAX,
        re.compile(r"absolute\s+maximum|maximum\s+ratings|limiting\s+values", re.I),
    ),
    (
        SectionKind.RECOMMENDED,
        re.compile(
            r"recommended\s+operating|operating\s+(?:conditions|ratings)|operative\s+condition",
            re.I,
        ),
    ),
    (
        SectionKind.ELECTRICAL,
        re.compile(
            r"electrical\s+characteristics|dc\s+characteristics|electrical\s+specification|specifications?\b|"
            r"characteristics|sensor\s+performance|parameters?\b",
            re.I,
        ),
    ),
    (
        SectionKind.TIMING,
        re.compile(
            r"timing\s+(?:requirements|characteristics|diagram)|switching\s+characteristics", re.I
        ),
    ),
    (SectionKind.ORDERING, re.compile(r"ordering\s+information|package\s+option|orderable", re.I)),
    (
        SectionKind.PIN,
        re.compile(r"pin\s+(?:configuration|description|functions?|assignment)", re.I),
    ),
    (
        SectionKind.APPLICATION,
        re.compile(r"application\s+(?:information|circuit|example)|typical\s+application", re.I),
    ),
    (SectionKind.FEATURES, re.compile(r"^\s*(?:key\s+)?features\b|^\s*overview\b", re.I)),
]


@dataclass(slots=True)
class _State:
    """What the walk remembers from earlier lines."""

    section: SectionKind = SectionKind.OTHER
    columns: Columns | None = None
    parent_label: str = ""  # a label-only line or the last row label, for continuation rows
    parent_unit: str | None = None
    parent_variant: str | None = None
    parent_cond: list[CondCell] = field(default_factory=list)  # merged condition cells above
    preamble: list[str] = field(default_factory=list)
    label_line: Line | None = None  # the line that named parent_label, for wrapped names
    # a table split into sections by rows that name only a part ("74HC595" ... "74HCT595"):
    # the part the current section is about (None: the device itself), and the part a
    # row right above named, until the next row tells whether it heads a section
    section_part: str | None = None
    part_row: tuple[str | None] | None = None
    # a label-only row over rows that name their own parameters ("Auxiliary I2C I/O",
    # "VLOGIC REFERENCE VOLTAGE") titles a group of them: the same parameter often
    # appears in two groups, and only the group row tells the two apart
    pending_group: str = ""
    pending_line: Line | None = None
    row_group: str = ""
    group_line: Line | None = None
    row_line: Line | None = None  # the last row that stated values
    # column headers naming the kind of load the ratings under them hold ("Resistive load
    # (cos φ = 1)" | "Inductive load (cos φ = 0.4, L/R = 7 ms)"): (x0, x1, header)
    load_columns: list[tuple[float, float, str]] = field(default_factory=list)


def extract_facts(doc_id: str, file_name: str, pages: list[Page], identity: Identity) -> list[Fact]:
    """Every structured fact the pages state, in reading order, without duplicates."""
    ex = _Extractor(doc_id, file_name, identity)
    for page in pages:
        ex.page(page)
    ex.finish()
    return _dedupe(_split_supply_roles([f for f in ex.facts if not _worked_example(f)]))


# Sentences in application notes describe example circuits (a "2 V to 5 V supply",
# "VM higher than 6.5 V"), not the device's ratings.
_EXAMPLE_SECTIONS = (SectionKind.APPLICATION,)


def _worked_example(fact: Fact) -> bool:
    return fact.extractor == "line" and fact.section in _EXAMPLE_SECTIONS


class _Extractor:
    def __init__(self, doc_id: str, file_name: str, identity: Identity) -> None:
        self.doc_id = doc_id
        self.file_name = file_name
        self.identity = identity
        self.facts: list[Fact] = []
        self.state = _State()
        self.buses: dict[str, tuple[int, str]] = {}
        self.addresses: dict[int, tuple[int, str]] = {}
        self.sets = SetMentions(maker=identity.manufacturer)
        self.variant_rx = _variant_pattern(identity)
        self.address_row: tuple[tuple[str, ...], str] | None = None  # last address-table row
        self.power_device: bool | None = None  # a regulator / converter (first page says so)
        self.tabled_heading: float | None = None  # x of an application heading in a table block

    # ---------------------------------------------------------------- walk

    def page(self, page: Page) -> None:
        st = self.state
        if self.power_device is None:
            head = " ".join(ln.text for ln in page.lines[:15])
            self.power_device = len(_POWER_DEVICE.findall(head)) >= 2
        st.columns = None  # a table never continues its header onto a new page unseen
        st.load_columns = []
        self.tabled_heading = None
        block_sections = _block_sections(page)
        lines = [ln for ln in page.lines if not ln.hidden and ln.text.strip()]
        lines = split_side_by_side(join_wrapped_expressions(_outside_figures(lines, page.width)))
        param_tables = {t.first: t for t in find_param_tables(lines)}
        skip_to = -1
        for i, line in enumerate(lines):
            if i <= skip_to:
                continue  # a line of a parameter-per-column table, already read
            if st.columns is not None and st.columns.ended(line):
                st.columns = None  # footnotes and prose below a table are no rows
            if i in param_tables and st.columns is None:
                self._param_table(page.number, lines, param_tables[i])
                skip_to = param_tables[i].last
                continue
            self._track_section(line, block_sections)
            st.load_columns = load_column_headers(line, st.load_columns)
            cols = header_columns(line, lines[max(0, i - 3) : i])
            if cols is not None:
                self._start_table(cols, lines, i)
                continue
            window = " ".join(x.text for x in lines[max(0, i - 2) : i + 3])
            self._interfaces(page.number, line, window, lines[i - 1].text if i else "")
            handled = False
            if st.columns is not None:
                handled = self._table_row(page.number, line)
            if not handled:
                below = lines[i + 1] if i + 1 < len(lines) else None
                self._key_values(page.number, line, line_context_of(lines, i), below)
            if "=" in line.text and len(line.text) < 120 and not re.search(r"\d\s*$", line.text):
                st.preamble.append(line.text.strip())

    def _start_table(self, cols: Columns, lines: list[Line], i: int) -> None:
        st = self.state
        cols.bottom = table_bottom(cols, lines, i)
        learn_extents(cols, [x for x in lines[i + 1 :] if not cols.ended(x)])
        top = adopt_stacked_titles(cols, lines, i)
        cols.preamble = table_preamble(lines, top)
        subject = table_subject(lines, top)
        cols.subject = "" if subject in cols.preamble else subject
        cols.centred = centred_labels(cols, lines, i)
        cols.centred_units = centred_label_units(cols, lines, i)
        cols.variant = title_variant_code(lines, i) or self._variant(cols.preamble)
        title = _table_title_section(lines, i)
        if title is not None:
            st.section = title  # "OPERATING RATINGS (... long note ...)" names the table's kind
            cols.titled = True
        st.columns, st.parent_label, st.parent_unit, st.parent_variant = cols, "", None, None
        st.parent_cond = []
        st.pending_group, st.row_group, st.pending_line, st.group_line = "", "", None, None
        st.row_line = None
        if not any(_CONTINUED.search(x.text) for x in lines[max(0, i - 3) : i]):
            # a table "…continued" on a new page stays in the part's section it was in
            st.section_part = None
        st.part_row = None

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
            key = table.key_of(row)
            for n, col in enumerate(table.columns):
                cell = row.cells.get(n)
                if n == table.key_column or col.unit is None or not cell:
                    continue
                pv = _param_cell(cell, col.unit, col.role)
                if pv is None:
                    continue
                guess = self._param_field(_coil_label(col.label, table), table.title, pv)
                if guess is None:
                    continue
                shared = table.shared(row, n)
                variant = None if shared else self._row_variant(key, table)
                cond = _param_condition(table, row, n, key, shared)
                self._emit(
                    page_no, lines[row.line], guess, pv, pv.unit or col.unit, col.label, cond,
                    variant, "param_table",
                )  # fmt: skip

    def _param_field(self, label: str, title: str, pv: ParsedValue) -> FieldGuess | None:
        """The column's field; the table's title names what the column measures when the
        column title alone is generic ("Power Consumption" in a coil data chart)."""
        dim = dimension_of(pv.unit)
        n = len(pv.bounds())
        own = classify(label, dim, self.state.section, _symbol(label), n)
        if not title:
            return own
        titled = classify(f"{label} {title}", dim, self.state.section, _symbol(label), n)
        if own is None or (titled is not None and titled.field.startswith(("coil_", "contact_"))):
            return titled
        return own

    def _row_variant(self, key: str | None, table: ParamTable) -> str | None:
        """A row's part number or code; none when the code is the device's own ("05" of
        "SRD-05VDC-SL-C"), since that row describes the device itself."""
        if not key:
            return None
        found = self._variant(key)
        if found:
            return found
        if device_key(key) == device_key(self.identity.device):
            return None
        if is_value_cell(key) and _code_in_name(key, self.identity.device):
            return None
        return key

    def _inside_table(self, line: Line) -> bool:
        cols = self.state.columns
        return cols is not None and not cols.ended(line) and len(line.text) < 80

    def _track_section(self, line: Line, block_sections: _BlockSections) -> None:
        if self._inside_table(line) and self.state.columns.titled:  # type: ignore[union-attr]
            return
        from_block = block_sections.get(line.text)
        if line.text in block_sections.tabled and not self._inside_table(line):
            # the parser took the prose below a table into the table's block: an
            # application heading among those lines ("Application Example") still starts
            # its section, in its own text column (other kinds' words are common in a
            # table's own cells)
            if self._line_heading(line) == SectionKind.APPLICATION:
                self.tabled_heading = line.bbox[0]
            if self.tabled_heading is not None and line.bbox[0] >= self.tabled_heading - 30:
                from_block = SectionKind.APPLICATION
        if from_block is not None and from_block != SectionKind.OTHER:
            if from_block != self.state.section and not self._inside_table(line):
                self.state.columns = (
                    None if from_block == SectionKind.ABS_MAX else self.state.columns
                )
            self.state.section = from_block
            return
        kind = self._line_heading(line)
        if kind is not None:
            if kind != self.state.section and not self._inside_table(line):
                self.state.columns = None  # a group row inside a table keeps its columns
            self.state.section = kind

    def _line_heading(self, line: Line) -> SectionKind | None:
        """The section kind a short heading-like line names, None for any other line."""
        text = line.text.strip()
        if len(text) > 70 or len(re.findall(r"\d", text)) > 6 or _RUNS_ON.match(text):
            return None
        for kind, rx in _SECTION_HEADINGS:
            if rx.search(text) and _heading_like(line, text):
                return kind
        return None

    # ---------------------------------------------------------------- tables

    def _table_row(self, page_no: int, line: Line) -> bool:
        st = self.state
        cols = st.columns
        assert cols is not None
        row = split_row(line, cols)
        if _EITHER_OF.search(line.text) and not any(e.get("lower_of") for e in row.exprs):
            # "the lower of 5.5 or VDD + 0.3": the number alone misstates the bound; the
            # row still names the parameter of the sub-rows below it
            self._adopt_row_name(row, line)
            return True
        if not any(row.group_values) and not _symbolic_bounds(row):
            return self._label_only_row(row, line)
        st.row_line = line
        unit = (
            row.unit
            or _unit_in_cells(row)
            or cols.centred_units.get(id(line))  # "Data rate ... Mbps" centred beside its rows
            or (None if row.unread else st.parent_unit)
        )
        if unit is None or canonical_unit(unit) is None:
            # "CMRR Common-mode rejection ... 100 120 dB": a parameter of its own, in a unit
            # no field has; the unlabelled rows below it are its cases, not the row above's
            self._adopt_row_name(row, line)
            return False  # no unit column value: let the key-value reader try the line
        centred = cols.centred.get(id(line))  # a parameter named beside, not on, its rows
        label_text = centred[0] if centred else row.label
        new_param = _starts_new_param(label_text)
        self._after_part_row(new_param)
        self._settle_group(new_param, line, label_text)
        variant = (
            self._variant(label_text)
            or (st.parent_variant if not new_param else None)
            or st.section_part
            or cols.variant
        )
        own = _strip_conditions(_strip_variant(label_text, self.variant_rx))
        conds = inherit_conditions(row.cond_cells, st.parent_cond, not new_param)
        if centred:
            # the sub-row's own text ("A-Port I/Os", "VCCA = 1.4 V to 3.6 V") qualifies it
            # at the sub-row's own indent, so a later sub-row's cell there replaces them;
            # the centred name last: the row's own line never states it, so it is kept
            # where readers of the fact look for what the row is about
            texts = (centred[1], _text_left_of(line, cols), centred[0])
            conds = [CondCell(line.bbox[0], x) for x in texts if x]
        st.parent_cond = conds
        cond_text = "; ".join(c.text.strip(" ;,") for c in conds)
        groups = row.group_values or [{} for _ in row.exprs]  # symbolic cells only
        classified: str | None = None  # the label the row's field was read from
        for g, cells in enumerate(groups):
            bounds = _cells_to_bounds(cells, row.exprs[g] if g < len(row.exprs) else {}, unit)
            if bounds is None:
                continue
            guess, label = self._classify_with_parent(own, unit, len(bounds.bounds()))
            if guess is None:
                continue
            classified = label
            title = cols.groups[g] if g < len(cols.groups) else ""
            g_variant = self._group_variant(title)
            cond = "; ".join(
                x
                for x in (
                    cond_text,
                    _condition_words(own),
                    "" if g_variant else title,
                    "" if centred else st.row_group,  # a centred name stands in for it
                    cols.subject,
                    cols.preamble,
                )
                if x
            )
            self._emit(
                page_no, line, guess, bounds, unit, label, cond, g_variant or variant, "table"
            )
        if own and has_words(own) and not _is_continuation(own):
            # a bare symbol ("VDO") named only with the title row above keeps that title
            named = own if classified is None or classified == own else classified
            st.parent_label, st.parent_unit, st.parent_variant = named, unit, variant
        elif variant:
            st.parent_variant = variant
        return True

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
        new_param = new_param and not _name_goes_on(label) and not self._name_beside(line)
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

    def _adopt_row_name(self, row: RowCells, line: Line) -> None:
        """A row that emits nothing still names the parameter of its sub-rows."""
        self._settle_group(_starts_new_param(row.label), line, row.label)
        own = _strip_conditions(row.label)
        if own and has_words(own) and not _is_continuation(own):
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
        if row.label and not row.dashes and has_words(row.label) and len(row.label) < 80:
            variant = self._variant(row.label)
            part = self._part_row(row.label)
            if part is None:
                self._after_part_row(
                    not (_is_continuation(row.label) or is_wrapped_label(row.label))
                )
            if variant and len(row.label.split()) <= 2:
                st.parent_variant = variant  # "AMS1117-3.3" over its rows
                st.part_row = part
            elif part is not None:
                st.part_row = part  # the device's own name over a section of rows
            elif (
                _is_continuation(row.label)
                or is_wrapped_label(row.label)
                or wraps_label_line(st.label_line, line)
            ) and st.parent_label:
                st.parent_label = f"{st.parent_label} {row.label}"
                st.pending_group, st.pending_line = "", None  # a name, wrapped: no group
            else:
                st.parent_label, st.label_line = row.label, line
                self._pending_group(row, line)
                st.parent_unit = canonical_unit(row.unit) and row.unit
                st.parent_variant = None
                st.parent_cond = list(row.cond_cells)
        elif row.cond_cells and not row.label:
            st.parent_cond = inherit_conditions(row.cond_cells, st.parent_cond, True)
        claimed = row.dashes or row.unread or any(row.exprs) or _values_in_conditions(row, line)
        return bool(claimed) or not labelled_values(line.text)

    def _classify_with_parent(self, own: str, unit: str, n: int) -> tuple[FieldGuess | None, str]:
        st = self.state
        dim = dimension_of(unit)
        symbol = _symbol(own)
        if dim == "voltage" and is_ground_symbol(own):
            return None, own  # "VSS 0 V" under "VDD": the ground reference, no parameter
        if own and has_words(own):
            g = classify(own, dim, st.section, symbol, n)
            if g is not None:
                return g, own
        if st.parent_label and not _OWN_LIMIT_NAME.match(own) and not _names_own_param(own):
            label = f"{st.parent_label} {own}".strip()
            g = classify(label, dim, st.section, _symbol(label), n)
            if g is not None:
                return g, label
        return None, own

    # ---------------------------------------------------------------- key-value

    def _tmin_tmax(self, page_no: int, line: Line) -> None:
        """ "TMIN = -40 °C, TMAX = +125 °C" (in a footnote or a table's conditions line):
        the range the part is specified over, stated once for all its rows."""
        pv = tmin_tmax_range(line.text)
        if pv is None or pv.unit is None:
            return
        guess = classify("operating temperature range", "temperature", self.state.section, None, 2)
        if guess is not None and guess.field == "operating_temperature":
            self._emit(page_no, line, guess, pv, pv.unit, "TMIN to TMAX", "", None, "line")

    def _key_values(
        self, page_no: int, line: Line, ctx: LineContext, below: Line | None = None
    ) -> None:
        st = self.state
        self._tmin_tmax(page_no, line)
        if _REVISION.search(line.text) or states_no_spec(line.text, st.section in _TABLE_SECTIONS):
            return  # captions, footnotes and register rows state no ratings
        text = statement_text(line)
        if is_bullet(text):
            # a list item of its own: the line above is another item, no label of it;
            # unless that line breaks off mid-sentence ("... a fixed gain of" / "32. The
            # full-scale ..."): then the number ends its sentence and no item starts
            keep = ctx.paragraph if ctx.paragraph and ends_mid_sentence(ctx.paragraph[-1]) else []
            ctx = LineContext(
                [], ctx.following, "", ctx.parent, keep, ctx.lead, ctx.heading, ctx.below
            )
        items = labelled_values(text)
        for k, lv in enumerate(items):
            pv = lv.value
            if pv.canonical is None and not (pv.expr_max or pv.expr_min):
                continue
            unit = pv.unit if pv.canonical else None
            if unit is None:
                continue
            dim = dimension_of(unit)
            n = len(pv.bounds()) + bool(pv.expr_max) + bool(pv.expr_min)
            previous = ctx.above
            between = double_bound(text, items, k)
            if between:
                # "1.4 V ≤ VCCA ≤ 3.6 V": one range of VCCA, named by the symbol as well
                low, high = pv.bounds().popitem()[1], items[k + 1].value.bounds().popitem()[1]
                pv.min, pv.typ, pv.max, pv.value = low, None, high, None
                lv.label = f"{lv.label} {between}".strip()
                lv.context = f"{lv.context} {between}".strip()
            elif is_condition_value(items, k, "" if starts_item(text) else previous):
                continue  # "VDD = 5V", "at 25 °C", "VDD < 4V": a test condition, not a spec
            if in_example(text, lv, "" if starts_item(text) else previous):
                continue  # a worked example or a hypothetical case, no rating
            if range_of_tolerance(items, k) or counts_a_code(text, lv):
                continue  # "AP 1100...1250 hPa ±1.5 hPa": the range is the case of the deviation
            tries = label_tries(items, k, ctx)
            if st.parent_label and st.columns is not None and not own_words(lv.context):
                # a row of bare values under a table's parameter; a row naming its own
                # parameter ("Long term stability") is no case of the one above
                tries.append(f"{st.parent_label} {lv.context}")
            for lab in tries:
                if not lab or not has_words(lab):
                    continue
                g = classify(lab, dim, st.section, _symbol(lab), n)
                if g is not None:
                    # the label may stop short of the bus the sentence is about
                    g = refine_by_sentence(g, dim, text)
                    if g is None:
                        break
                    _qualify_from_label(pv, lab)
                    variant = self._variant(lv.context) or self._only_for(rest_of(text, lv))
                    load_kind = (
                        load_column_of(line, text, pv.start, st.load_columns)
                        if g.field in LOAD_RATINGS
                        else ""
                    )
                    self._emit(
                        page_no,
                        line,
                        g,
                        pv,
                        unit,
                        lab,
                        _joined(
                            lead_condition(ctx.lead),
                            paragraph_subject(text, lv, ctx),
                            tolerance_case(line, below, items, k),
                            value_condition(
                                items,
                                k,
                                previous,
                                _condition_words(own_trailing(items, k)),
                                label_qualifiers(lab),
                            ),
                            continued_case(lv, ctx),
                            ctx.heading,
                            load_kind,
                        ),
                        variant,
                        "line",
                    )
                    break

    # ---------------------------------------------------------------- interfaces

    def _interfaces(self, page_no: int, line: Line, window: str, previous: str = "") -> None:
        for bus in interface_mentions(line.text):
            self.buses.setdefault(bus, (page_no, line.text.strip()))
        shape = address_row_shape(line.text)
        if self.address_row is not None and shape == self.address_row[0]:
            window = self.address_row[1]  # the next row of the same address table
        found = i2c_addresses(line.text, window)
        if found and self._other_part_named(line.text, previous):
            found = set()  # "the TMP421 has the address 0101010": another device's address
        for addr in found:
            self.addresses.setdefault(addr, (page_no, line.text.strip()))
        if found and {"B", "H"} & set(shape):
            self.address_row = (shape, window)
        elif not found:
            self.address_row = None
        self.sets.add(page_no, line.text)

    def _other_part_named(self, text: str, previous: str) -> bool:
        """The line, or the sentence it continues from the line above, names another part
        number than the device (a worked bus example with other devices)."""
        above = "" if re.search(r"[.:]\s*$", previous) else previous.rsplit(". ", 1)[-1]
        sentence = f"{above} {text}"
        own = device_key(self.identity.device)
        for m in _PART_TOKEN.finditer(sentence):
            key = device_key(m.group(0))
            if key != own and not own.startswith(key) and not key.startswith(own[:6]):
                return True
        return False

    def finish(self) -> None:
        self._clock_of_only_bus()
        if self.buses:
            page_no, quote = next(iter(self.buses.values()))
            self.facts.append(
                self._set_fact("interface", sorted(self.buses), page_no, quote, "interfaces")
            )
        if self.addresses and (not self.buses or "I2C" in self.buses):
            # a part without an I2C bus has no I2C address: its "addresses" are a 1-Wire
            # ROM command or a radio's pipe address
            ordered = sorted(self.addresses)
            page_no, quote = self.addresses[ordered[0]]
            self.facts.append(
                self._set_fact(
                    "i2c_address", [fmt_address(a) for a in ordered], page_no, quote, "i2c"
                )
            )
        self._package_fact()
        settle_bit_resolutions(self.facts)

    def _clock_of_only_bus(self) -> None:
        """A generic "FCLK Clock frequency" row of a part whose only serial bus is I2C
        is the I2C clock, whatever the bare word "clock" first suggested."""
        if "I2C" not in self.buses or "SPI" in self.buses:
            return
        for f in self.facts:
            if f.field == "spi_clock_frequency":
                f.field = "i2c_clock_frequency"

    def _set_fact(
        self, name: str, values: list[str], page_no: int, quote: str, extractor: str
    ) -> Fact:
        return Fact(
            device=self.identity.device,
            field=name,
            source=Source(self.file_name, page_no, quote),
            values=values,
            dimension="set",
            raw=quote,
            extractor=extractor,
            confidence=0.8,
            doc_id=self.doc_id,
        )

    def _package_fact(self) -> None:
        # output signal kinds, package types and the maker, as categorical facts
        for name, m in self.sets.found():
            self.facts.append(self._set_fact(name, m.values, m.page, m.quote, "sets"))

    # ---------------------------------------------------------------- helpers

    def _variant(self, label: str) -> str | None:
        if self.variant_rx is None:
            return None
        m = self.variant_rx.search(label)
        if m and re.match(r"\s*/\s*-?\s*[\w.]", label[m.end() :]):
            return None  # "AMS1117-1.5/-1.8/-2.5/-5.0": a row for several variants
        if m and m.group(0).upper() != self.identity.device.upper():
            return m.group(0)
        return None

    def _power_input(self, guess: FieldGuess, label: str) -> FieldGuess:
        """A regulator's "Input Voltage (Range)" is the supply it runs from, not a signal."""
        if not self.power_device or _SIGNAL_INPUT.search(label):
            return guess
        if guess.field == "analog_input_range":
            return FieldGuess("supply_voltage", guess.quantity, 0.8)
        if guess.field == "abs_max_input_voltage" and re.match(
            r"\W*input\s+voltage\b", label, re.I
        ):
            return FieldGuess("abs_max_supply_voltage", guess.quantity, 0.8)
        return guess

    def _only_for(self, trailing: str) -> str | None:
        """The other part a statement is limited to: "20MHz SPI ... (MPU-6000 only)"."""
        m = re.search(r"\(([^()]{2,30}?)\s+only\)", trailing, re.I)
        if m is None or not looks_part_number(m.group(1)):
            return None
        part = m.group(1).strip()
        return part if device_key(part) != device_key(self.identity.device) else None

    def _emit(
        self,
        page_no: int,
        line: Line,
        guess: FieldGuess,
        pv: ParsedValue,
        unit: str,
        label: str,
        condition: str,
        variant: str | None,
        extractor: str,
    ) -> None:
        if not pv.bounds() and not pv.expr_max and not pv.expr_min:
            return
        if unit.lower().startswith("degree") and not re.search(r"temp", label, re.I):
            return  # "<110 degree cone angle": an angle, not a temperature
        guess = refine_by_condition(guess, condition)
        guess = self._power_input(guess, label)
        if recover_micro(guess, pv):
            unit = pv.unit or unit
        if not plausible(guess, pv):
            return
        # a relay contact's rating is the largest load it may switch, never a typical value
        limit = self.state.section == SectionKind.ABS_MAX or guess.field in LOAD_RATINGS
        if limit and pv.value is not None and pv.value > 0:
            pv.max, pv.value = pv.value, None  # a lone rating ("VDS 30 V", "10A 250VAC") is a limit
        sym = canonical_unit(unit)
        fact = Fact(
            device=self.identity.device,
            field=guess.field,
            source=Source(self.file_name, page_no, line.text.strip()),
            variant=variant,
            quantity=guess.quantity,
            min=pv.min,
            typ=pv.typ,
            max=pv.max,
            value=pv.value,
            unit=GLYPH_UNITS.get(clean_unit(unit), clean_unit(unit)),
            raw=pv.raw,
            si_min=pv.si("min"),
            si_typ=pv.si("typ"),
            si_max=pv.si("max"),
            si_value=pv.si("value"),
            dimension=dimension_of(sym),
            expr_min=pv.expr_min,
            expr_max=pv.expr_max,
            condition=condition.strip()[:200],
            section=self.state.section,
            symbol=_symbol(label),
            extractor=extractor,
            confidence=guess.confidence,
            doc_id=self.doc_id,
        )
        self.facts.append(fact)


# sections made of rating tables, whose numbered sentences are their footnotes
_TABLE_SECTIONS = (
    SectionKind.ABS_MAX,
    SectionKind.RECOMMENDED,
    SectionKind.ELECTRICAL,
    SectionKind.TIMING,
)

# the product kind a first page names twice when the part is a power converter
_POWER_DEVICE = re.compile(
    r"\b(?:regulators?|buck|boost|step[\s-]?(?:down|up)|LDO|DC[\s/-]?DC|switching\s+converter|"
    r"power\s+converter|charger)\b",
    re.I,
)
# words that make an input range a signal's range even on a power converter
_SIGNAL_INPUT = re.compile(
    r"analog|signal|differential|common[\s-]mode|full[\s-]scale|\bAIN|\bCH\d|channel|sense|shunt|"
    r"\bADC\b|\bFB\b|feedback|\bEN\b|enable|ON/OFF",
    re.I,
)

# a part number in running text: letters then at least three digits ("TMP421", "DAC8574")
_PART_TOKEN = re.compile(r"\b[A-Z]{2,5}\d{3,5}[A-Z]{0,3}\b")

# -------------------------------------------------------------------- row helpers


def _joined(*parts: str) -> str:
    return ", ".join(p for p in parts if p)


_CONTINUED = re.compile(r"\bcontinued\b", re.I)


def _values_in_conditions(row: RowCells, line: Line) -> bool:
    """Every quantity of a row without values stands in its Conditions cell ("supply
    current | 2.1 V; other inputs at VCC or GND"): a test condition, no rating."""
    if not row.condition:
        return False
    found = len(labelled_values(line.text))
    return found > 0 and len(labelled_values(row.condition)) >= found


def _outside_figures(lines: list[Line], width: float) -> list[Line]:
    """The page's lines without the text drawn inside its graphs (ticks, legends, curve
    labels) and the small-font labels of its diagrams: a legend states the curve's test
    condition ("Vout = 5.0 V"), a schematic's label a value of its example circuit
    ("+3.3V"), neither a rating. A line that runs past a figure keeps its other text."""
    boxes = plot_regions(lines)
    figures, body = figure_regions(lines, width)
    if not boxes and not figures:
        return lines
    out: list[Line] = []
    for ln in lines:
        zones = boxes + figures if ln.size < body - 0.75 else boxes
        keep = [sp for sp in ln.spans if not in_plot(sp.x0, sp.x1, ln.bbox[1], ln.bbox[3], zones)]
        if len(keep) == len(ln.spans) and ln.spans:
            out.append(ln)
        elif keep:
            box = (min(sp.x0 for sp in keep), ln.bbox[1], max(sp.x1 for sp in keep), ln.bbox[3])
            text = " ".join(sp.text for sp in keep)
            out.append(Line(text, box, keep, ln.size, ln.bold, ln.hidden))
        elif not ln.spans and not in_plot(ln.bbox[0], ln.bbox[2], ln.bbox[1], ln.bbox[3], boxes):
            out.append(ln)
    return out


def _text_left_of(line: Line, cols: Columns) -> str:
    """The line's text left of the value columns, as written."""
    edge = cols.value_x0() - 5.0
    return " ".join(sp.text for sp in line.spans if sp.x1 <= edge or sp.x0 < edge - 40).strip()


def _param_cell(cell: str, unit: str, role: str) -> ParsedValue | None:
    """The value of one cell of a parameter column, in the column's unit."""
    own = parse_quantity(cell)
    if "%" in cell and unit != "%":
        return None  # "75% Max." of the nominal voltage: no number in the column's unit
    if own is not None and own.unit and dimension_of(own.unit) != dimension_of(unit):
        return None
    unit = own.unit if own is not None and own.unit else unit
    pv = ParsedValue(raw=cell, unit=unit)
    pv.canonical = canonical_unit(unit)
    pv.dimension = dimension_of(unit)
    pv = _value_cell(cell, unit, pv)
    if pv is None:
        return None
    if pv.value is not None and role in ("min", "typ", "max"):
        setattr(pv, role, pv.value)  # "Sensitivity (Typ) (mV/A)"
        pv.value = None
    return pv


def _coil_label(label: str, table: ParamTable) -> str:
    """A column of a relay coil table ("Nominal Voltage", "Drop-out Voltage" beside
    "Coil Resistance") describes the coil: say so, so the name is read as a coil's."""
    names = " ".join([table.title] + [c.label for c in table.columns])
    if re.search(r"\bcoil\b", names, re.I) and not re.search(r"\bcoil\b", label, re.I):
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


def _code_in_name(code: str, device: str) -> bool:
    """A row code that starts one segment of the device name ("05" in "SRD-05VDC-SL-C")."""
    c = code.strip()
    return any(
        seg.startswith(c) and not seg[len(c) : len(c) + 1].isdigit()
        for seg in re.split(r"[-_/\s]", device)
    )


def _cells_to_bounds(cells: dict[str, str], exprs: dict[str, str], unit: str) -> ParsedValue | None:
    """Bounds of one Min/Typ/Max group (or one Value cell) of a row; None without a number."""
    pv = ParsedValue(
        raw=" ".join(cells.get(r) or exprs.get(r) or "-" for r in ("min", "typ", "max")), unit=unit
    )
    pv.canonical = canonical_unit(unit)
    pv.dimension = dimension_of(unit)
    if "value" in cells:
        return _value_cell(cells["value"], unit, pv)
    if any(_EITHER_BOUND.search(c) for c in cells.values()) and not exprs.get("lower_of"):
        return None  # "the lower of 5.5 or VDD + 0.3": a bound the numbers alone misstate
    for role in ("min", "typ", "max"):
        cell = cells.get(role)
        if cell is None:
            continue
        q = parse_quantity(cell, default_unit=unit)
        if q is None:
            continue
        if q.tolerance and role == "typ" and ("min" in cells or "max" in cells):
            continue  # "-0.5 ±0.1 0.5": the typical spread inside stated limits
        if q.tolerance and q.min is not None:  # "±2" in a Typ or Max column
            pv.min, pv.max, pv.tolerance = q.min, q.max, True
            continue
        x = next(iter(q.bounds().values()), None)
        if x is None:
            continue
        if q.qualifier == "max" and role != "max":
            role = "max"
        setattr(pv, role, x)
    if not pv.bounds() and not (_expr(exprs.get("min")) or _expr(exprs.get("max"))):
        return None  # a row of symbolic bounds only ("0.75×VDD ... VDD+0.3") is kept below
    # a symbolic cell beside numbers ("+3.0 ... VDD + 0.3") is kept as written
    pv.expr_min = _expr(exprs.get("min")) if pv.min is None else None
    pv.expr_max = _expr(exprs.get("max")) if pv.max is None else None
    if exprs.get("lower_of"):
        pv.expr_max = _expr(exprs["lower_of"])  # "the lower of 5.5 or VDD + 0.3": both bounds
    return pv


_EITHER_BOUND = re.compile(r"\b(?:or|lower|higher|lesser|greater|whichever)\b", re.I)
# a bound that is the smaller or larger of two: "of 5.5 or VDD + 0.3", "the lower of"
_EITHER_OF = re.compile(
    r"\b(?:of|either)\s+[-+]?\d[\d.]*\s*[A-Za-z]{0,2}\s+or\b|\b(?:lower|higher|lesser|greater)\s+of\b",
    re.I,
)


def _value_cell(cell: str, unit: str, pv: ParsedValue) -> ParsedValue | None:
    """A single Value column: "4.5 to 40", "-40 to +125", "±2", "5"."""
    q = parse_quantity(cell, default_unit=unit)
    if q is None or not q.bounds():
        return None
    pv.raw = cell
    pv.min, pv.typ, pv.max, pv.value = q.min, q.typ, q.max, q.value
    pv.tolerance, pv.expr_min, pv.expr_max = q.tolerance, q.expr_min, q.expr_max
    if q.qualifier in ("max", "min") and q.value is not None:
        setattr(pv, q.qualifier, q.value)
        pv.value = None
    return pv


def _expr(cell: str | None) -> str | None:
    if not cell:
        return None
    text = re.sub(r"\s+", "", cell.replace("–", "-").replace("−", "-"))
    # "0.3(VS)": a fraction of the supply, written the way "0.7×VDD" is
    return re.sub(r"^([\d.]+)\((V\w+)\)$", r"\1×\2", text)


def _symbolic_bounds(row: RowCells) -> bool:
    """A row whose limits are all written against a supply ("0.75×VDD ... VDD+0.3")."""
    return any(
        re.search(r"[A-Za-z]", e.get("min", "") + e.get("max", "")) and row.unit for e in row.exprs
    )


def _unit_in_cells(row: RowCells) -> str | None:
    for cell in (c for cells in row.group_values for c in cells.values()):
        q = parse_quantity(cell)
        if q is not None and q.unit:
            return q.unit
    return None


_SYMBOL_RX = re.compile(
    r"(?<![\w(])([VIPTtfFR][A-Za-z]{0,2}(?:_?[A-Za-z0-9]{1,8})?(?:\([A-Za-z]{1,4}\))?)(?![\w(])"
)
_SYMBOL_WORDS = {
    "Vi",
    "Typ",
    "Max",
    "Min",
    "The",
    "To",
    "For",
    "If",
    "In",
    "Input",
    "Power",
    "Voltage",
    "Temperature",
    "Ta",
    "Time",
    "Full",
}


def _symbol(label: str) -> str | None:
    for m in _SYMBOL_RX.finditer(label):
        tok = m.group(1)
        if tok in _SYMBOL_WORDS or tok.lower() in ("tx", "rx", "to", "typ", "top", "tra"):
            continue
        if len(tok) >= 2 and (any(c.isupper() for c in tok[1:]) or "_" in tok or tok[0] in "tf"):
            if tok.isalpha() and tok[1:].islower() and len(tok) > 3:
                continue
            return tok
    return None


_REVISION = re.compile(
    r"^\W*(?:changed|updated|added|removed|deleted|corrected|revised)\b|revision\s+history", re.I
)
_COND_BEFORE = re.compile(
    r"(?:=|≈|(?:^|\s)(?:at|@|for|with|when|if|from|of)\s*"
    r"|\b(?:[A-Z][A-Z0-9_]{0,6}|[A-Z][a-z]?[A-Z0-9_]\w{0,5}|[VITtf][A-Za-z]{0,2})\s*[<>≤≥])\s*[-+]?$"
)


def _is_condition_value(context: str) -> bool:
    return _COND_BEFORE.search(context.rstrip()) is not None


def _nearest_words(label: str, n: int = 7) -> str:
    """The last words in front of a value: prose further back names something else."""
    return " ".join(label.split()[-n:])


def _trailing_words(text: str) -> str:
    # only a short phrase that closes the statement; words followed by a number label that number
    m = re.match(r"\s*([A-Za-z][A-Za-z\s-]{1,40}?)\s*(?:[,;.(]|$)", text)
    if not m:
        return ""
    words = m.group(1).split()
    if not words or len(words) > 3 or words[0].lower() in ("to", "and", "or", "x"):
        return ""
    return " ".join(words)


def _condition_words(text: str) -> str:
    parts = re.findall(
        r"\(([^)]{2,60})\)|((?:@|at\s)[^,;]{2,40})|([A-Za-z_]+\s*[=≤≥<>]\s*[^,;]{1,30})", text
    )
    return ", ".join(p for tup in parts for p in tup if p).strip()


def _qualify_from_label(pv: ParsedValue, label: str) -> None:
    """A single value whose label says "max." or "min." is that bound."""
    if pv.value is None:
        return
    tail = label[-40:]
    if re.search(r"\bmax(?:imum)?\b\.?", tail, re.I):
        pv.max, pv.value = pv.value, None
    elif re.search(r"\bmin(?:imum)?\b\.?", tail, re.I):
        pv.min, pv.value = pv.value, None
    elif re.search(r"\b(?:recommended|typical)\b", tail, re.I):
        pv.typ, pv.value = pv.value, None  # "recommended supply voltage is 5V"


_CONDITION_PART = re.compile(
    r"[^,;]*?\S\s*[=≤≥<>]\s*[^,;]*|\((?:note|notes)[^)]*\)|\bnotes?\s+\d[\d,\s]*", re.I
)


def _strip_conditions(label: str) -> str:
    """Remove test conditions ("4.75V ≤ VIN ≤ 12V", "VCC = 5.0 V") from a row label:
    their symbols would otherwise name the wrong parameter."""
    if not re.search(r"[=≤≥<>]|note", label, re.I):
        return label
    head = re.split(
        r"\s(?=\S+\s*[=≤≥<>])|(?<=\d)\s*[≤<]|\s(?=[\d.]+\s*[A-Za-zμ]*\s*[≤<])", label, maxsplit=1
    )[0]
    if re.search(r"[=≤≥<>]", head):
        head = _CONDITION_PART.sub(" ", head)
    head = re.sub(r"\((?:note|notes)[^)]*\)?", " ", head, flags=re.I)
    head = re.sub(r"\s+", " ", head).strip(" ,;")
    tail = re.search(r"(?<=[)\s])(V_?[IO][HL]|I_?[A-Z]{1,4}\w{0,4})$", label.strip())
    if tail and tail.group(1) not in head:
        # "Vout = 0 V (Regulator OFF) VIH": the symbol column names the parameter
        head = f"{head} {tail.group(1)}".strip()
    return head


# a row naming its own limit ("Maximum received signal", "Minimum load") is a parameter of
# its own, no sub-case of the row above ("Sensitivity"), even when no field fits it
_OWN_LIMIT_NAME = re.compile(r"^\s*(?:maximum|minimum|max\.?|min\.?)\s+[a-z]{4,}", re.I)


# a row label with a parameter noun of its own ("PLLres PLL Programming resolution",
# "fXTAL Crystal frequency") names its parameter; "Measuring", "Sleep mode" qualify the row above
_PARAM_NOUN = re.compile(
    r"\b(?:frequency|resolution|deviation|capacitance|impedance|noise|drift|delay|width|period|"
    r"gain|offset|bandwidth|jitter|spacing|stability|linearity|nonlinearity|hysteresis|"
    r"coefficient|leakage|rejection|address|register|identifier)\b",
    re.I,
)


def _names_own_param(label: str) -> bool:
    """A row label that names a parameter of its own ("Output Voltage to Ground" under
    "ON/OFF Pin Input Voltage"): no sub-case of the row above."""
    if _PARAM_NOUN.search(label):
        return True
    quantity = re.search(r"\b(?:voltage|current|temperature|power)\b", label, re.I)
    return quantity is not None and len(own_words(label)) >= 3


def _is_continuation(label: str) -> bool:
    """A row label that only qualifies the parameter above ("(Note 2)", "Vi = H", "at 25 °C")."""
    t = label.strip()
    if not t:
        return True
    if re.match(r"^\(?(?:note|notes)\b", t, re.I) or t.startswith("("):
        return True
    if re.search(r"[=≤≥<>]", t) and len(re.findall(r"[A-Za-z]{4,}", t)) <= 1:
        return True
    return bool(re.match(r"^(?:at|@|for|in|with|over|@)\b", t, re.I))


def _name_goes_on(label: str) -> bool:
    """A row label opening with a plain lower-case word ("frequency"): the end of a name
    wrapped from the line above; a symbol ("fSCL", "tHR") starts a row of its own."""
    words = label.split()
    return bool(words) and words[0].isalpha() and words[0].islower()


def _starts_new_param(label: str) -> bool:
    return bool(label) and has_words(label) and not _is_continuation(label)


_ELECTRICAL_TITLE = re.compile(
    r"^(?:table\s*\d+[.:]?\s+)?(?:\d+(?:\.\d+)*\s+)?(?:(?:electrical|dc|ac)\s+characteristics\b|"
    # Vishay: "SPECIFICATIONS (TJ = 25 °C ...)"; Microchip: "ELECTRICAL SPECIFICATIONS: Unless
    # otherwise noted, ..." right below the absolute-maximum block on the same page
    r"(?:electrical\s+)?specifications\s*\((?=[^)]*=)|electrical\s+specifications\s*:)",
    re.I,
)


def _table_title_section(lines: list[Line], header: int) -> SectionKind | None:
    """The section kind a table's title line names, read from the start of the lines
    right above its header (titles often run on into a long note)."""
    for ln in reversed(lines[max(0, header - 3) : header]):
        head = ln.text.strip()[:48]
        if _ELECTRICAL_TITLE.match(head):
            return SectionKind.ELECTRICAL  # the full phrase as a title is specific enough
        for kind, rx in _SECTION_HEADINGS:
            if kind in (SectionKind.ELECTRICAL, SectionKind.FEATURES):
                continue  # too generic a word ("characteristics") to override the heading
            captioned = re.match(r"^table\s*\d+[.:]?\s", head, re.I) and rx.search(head)
            if rx.match(head) or captioned:
                return kind
    return None


def _heading_like(line: Line, text: str) -> bool:
    if line.bold or text.isupper() or line.size >= 10.5:
        return True
    return len(text.split()) <= 6 and text[:1].isupper()


# a line that starts with a word in lower case continues a sentence ("features an
# adjustable output voltage ..."), however large its font; product names in mixed case
# ("nRF24L01+ Product Specification") are no such words
_RUNS_ON = re.compile(r"^[a-z]+\b(?![\d+-])")


class _BlockSections(dict[str, SectionKind]):
    """The section kind of each line text of a page's blocks; ``tabled`` holds the
    texts of lines the parser put into table blocks."""

    tabled: set[str]


def _block_sections(page: Page) -> _BlockSections:
    out = _BlockSections()
    out.tabled = set()
    for block in page.blocks:
        for text in block.lines:
            out[text] = block.section
            if block.kind == "table":
                out.tabled.add(text)
    return out


def _variant_pattern(identity: Identity) -> re.Pattern[str] | None:
    logic = re.match(r"(\d{2,3})([A-Za-z]{1,4})(\d{2,5})", identity.device)
    if logic:
        # logic families: "74HC595" and "74HCT595" differ in the letters between the numbers
        stem = rf"{logic.group(1)}[A-Za-z]{{1,5}}{logic.group(3)}"
    else:
        # "DS18B20", "nRF24L01": letters and digits may alternate within the stem
        base = re.match(r"[A-Za-z]+-?\d+(?:[A-Za-z]{1,2}\d+)*", identity.device)
        if not base:
            return None
        stem = re.escape(base.group(0))
    # ordering codes run on in letters and dash-separated fields: "ACS712ELCTR-05B-T"
    return re.compile(rf"\b{stem}[A-Z]{{0,6}}(?:[-/][\w.]+)*\+?")


def _strip_variant(label: str, rx: re.Pattern[str] | None) -> str:
    if rx is None:
        return label
    return rx.sub("", label).strip(" ,;")


_LOAD_SUPPLY_SYMBOL = re.compile(r"^V_?(?:S|M|MOT|BB|MM)$")


def _split_supply_roles(facts: list[Fact]) -> list[Fact]:
    """A driver that states a logic supply (VSS, VCC "logic supply voltage") besides a
    plain "Supply Voltage VS/VM/VMOT" powers its load from the latter: that one is the
    load supply, not the device's supply."""
    if not any(f.field == "logic_supply_voltage" for f in facts):
        return facts
    for f in facts:
        if f.field == "supply_voltage" and f.symbol and _LOAD_SUPPLY_SYMBOL.match(f.symbol):
            f.field = "load_supply_voltage"
    # "OPERATING SUPPLY VOLTAGE UP TO 46 V" on the front page, no symbol: the same limit as
    # the load supply's in the tables (the logic supply never reaches it); a feature
    # bullet repeats a table's headline number, so equal numbers name the same rail
    load = {_top(f) for f in facts if f.field == "load_supply_voltage"} - {None}
    logic = {_top(f) for f in facts if f.field == "logic_supply_voltage"}
    for f in facts:
        if f.field == "supply_voltage" and not _rail_symbol(f) and _top(f) in load - logic:
            f.field = "load_supply_voltage"
    return facts


def _rail_symbol(f: Fact) -> bool:
    """The fact names a rail symbol ("VS", "VDD_IO"), not a capitalised word ("VOLTAGE")."""
    sym = f.symbol or ""
    return bool(sym) and (len(sym) <= 5 or re.search(r"[\d_]", sym) is not None)


def _top(f: Fact) -> float | None:
    """The highest number a fact states (its max, else its single value)."""
    return f.si_max if f.si_max is not None else f.si_value


def _dedupe(facts: list[Fact]) -> list[Fact]:
    seen: set[tuple] = set()
    out: list[Fact] = []
    for f in facts:
        key = (
            f.field,
            f.quantity,
            f.variant,
            f.min,
            f.typ,
            f.max,
            f.value,
            f.unit,
            f.expr_max,
            tuple(f.values or ()),
            f.section,
            stated_assignments(f.condition),  # "60 Mbps" at VCCA = 1.8 V and at 3.3 V
            rating_case(f),  # "16 A at 250 VAC" and "16 A at 30 VDC" are two ratings
        )
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out


# keep the helper visible for callers that want a line's quantities
find_line_quantities = find_quantities
