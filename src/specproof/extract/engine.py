"""The extraction walk: a document's pages, line by line in reading order.

:func:`extract_facts` runs an :class:`Extractor` over the pages and settles its facts
(:mod:`.settle`). The extractor is the readers together (table rows, parameter-per-
column tables and version charts, model-per-column tables, key-value statements),
sharing one :class:`WalkState`
through :class:`FactEmitter`; the walk itself decides which reader a line goes to,
tracks the section kind, and collects interfaces, I2C addresses and categorical sets.
"""

from __future__ import annotations

import re
from dataclasses import replace

from specproof.extract.case_units import units_between_cases
from specproof.extract.chart_reader import VersionChartReader
from specproof.extract.footnotes import note_cases
from specproof.extract.headings import (
    BlockSections,
    column_heading,
    line_heading,
    page_block_sections,
    table_title_section,
)
from specproof.extract.interfaces import (
    SetMentions,
    address_row_shape,
    denies_bus,
    fmt_address,
    hex_values,
    i2c_addresses,
    interface_mentions,
)
from specproof.extract.keyvalue_reader import KeyValueReader
from specproof.extract.lexicon import FieldGuess
from specproof.extract.lines import ends_mid_sentence, line_context_of
from specproof.extract.loads import load_column_headers
from specproof.extract.model_reader import ModelTableReader
from specproof.extract.ordering import OrderedCode, ordered_code
from specproof.extract.pin_stages import PinStage, pin_stages
from specproof.extract.row_reader import TableRowReader
from specproof.extract.settle import settle, settle_bit_resolutions
from specproof.extract.tables import (
    Columns,
    ParamTable,
    VersionChart,
    adopt_stacked_titles,
    cells_centred_on_a_row,
    centred_label_units,
    centred_labels,
    ends_in_number,
    find_param_tables,
    find_version_charts,
    first_case_above_its_name,
    header_columns,
    join_wrapped_expressions,
    learn_extents,
    looks_part_number,
    merged_unit_cells,
    name_centred_on_a_row,
    names_interleaved_with_rows,
    names_set_around_rows,
    names_split_over_rows,
    outside_figures,
    split_side_by_side,
    staggered_header,
    table_bottom,
    table_preamble,
    table_subject,
    title_variant_code,
    wrapped_conditions,
)
from specproof.extract.tables.captions import caption_below, captions_set_below
from specproof.extract.tables.extent import CAPTION_LINE
from specproof.extract.tables.header import span_parts
from specproof.extract.tables.model_columns import ModelTable, find_model_tables
from specproof.extract.tables.version_columns import find_version_tables
from specproof.records import Fact, Identity, Line, Page, SectionKind, Source, device_key
from specproof.tokens import CLAUSE_BREAK, names_word


def extract_facts(doc_id: str, file_name: str, pages: list[Page], identity: Identity) -> list[Fact]:
    """Every structured fact the pages state, in reading order, without duplicates."""
    ex = Extractor(doc_id, file_name, identity)
    # a sheet sets all its captions one way: the pages that show it decide for the rest
    ex.captions_below = captions_set_below([p.lines for p in pages])
    for page in pages:
        ex.page(page)
    ex.finish()
    return settle(ex.facts)


# the two ratings tables sheets print one under the other
_RATING_KINDS = frozenset({SectionKind.ABS_MAX, SectionKind.RECOMMENDED})


def _grouped(table: ModelTable) -> bool:
    return any(r.group for r in table.rows)


class Extractor(TableRowReader, VersionChartReader, ModelTableReader, KeyValueReader):
    """The walk over a document's pages, line by line in reading order: a table header
    switches to row reading, parameter-per-column and model-per-column tables and version
    charts are read whole, any other line is read as key-value statements; interfaces, addresses and categorical sets are
    collected on the way and stated once at the end (:meth:`finish`)."""

    def __init__(self, doc_id: str, file_name: str, identity: Identity) -> None:
        super().__init__(doc_id, file_name, identity)
        self.buses: dict[str, tuple[int, str]] = {}
        self.i2c_denied = False  # "Not I2C: a 2-wire protocol of its own"
        self.addresses: dict[int, tuple[int, str]] = {}
        self.own_row_addresses: set[int] = set()  # on address rows naming the device first
        self.part_addresses: dict[str, dict[int, tuple[int, str]]] = {}  # by sibling part
        self.sets = SetMentions(maker=identity.manufacturer)
        self.address_row: tuple[tuple[str, ...], str] | None = None  # last address-table row
        self.tabled_heading: float | None = None  # x of an application heading in a table block
        # (block number, kind) of a heading read from its own column of a two-column line
        self.column_section: tuple[int | None, SectionKind] | None = None
        self.register_map = False  # under a caption naming registers ("Table 9. ... Register")
        self.captions_below = False  # the sheet sets "Table N" captions under their tables
        self.ordered: dict[str, OrderedCode] = {}  # each orderable code's first row
        self.stages: dict[tuple[str, ...], PinStage] = {}  # each pin's first stated stage

    def page(self, page: Page) -> None:
        st = self.state
        if self.power_device is None:
            head = " ".join(ln.text for ln in page.lines[:15])
            self.power_device = len(_POWER_DEVICE.findall(head)) >= 2
            self.note_listed_versions(head)
        st.columns = None  # a table never continues its header onto a new page unseen
        st.notes_of = ""
        self.register_map = False
        self.block_variant = None
        st.load_columns = []
        self.tabled_heading = None
        self.column_section = None
        block_sections = page_block_sections(page)
        lines = [ln for ln in page.lines if not ln.hidden and ln.text.strip()]
        lines = split_side_by_side(join_wrapped_expressions(outside_figures(lines, page.width)))
        # (a table's cells two spaces apart, as the pin-table reader splits rows)
        cells = ["  ".join(text for text, _, _ in span_parts(ln)) for ln in lines]
        for found in pin_stages(page.number, cells, [ln.text for ln in lines]):
            self.stages.setdefault(found.pins, found)
        model_tables = self._model_and_version_tables(lines)
        param_tables = {
            t.first: t for t in find_param_tables(lines) if not _overlaps(t, model_tables)
        }
        # a chart of versions under Min/Typ/Max sub-heads, where no other table reader took it
        charts = {
            c.first: c
            for c in find_version_charts(lines)
            if not _overlaps(c, model_tables)
            and not _overlaps(c, param_tables)
            and self._keyed_by_version(c)
        }
        skip_to = -1
        for i, line in enumerate(lines):
            self.sets.ip_code(page.number, line.text)
            self._ordering_row(page.number, line.text)
            if i <= skip_to:
                continue  # a line of a parameter-per-column table, already read
            if st.columns is not None and st.columns.ended(line):
                st.notes_of = st.columns.preamble or st.columns.subject
                st.columns = None  # footnotes and prose below a table are no rows
            if i in charts:
                st.columns, st.last_table = None, None  # a chart's heads end any table above it
                self._version_chart(page.number, lines, charts[i])
                skip_to = charts[i].last
                continue
            if i in param_tables and st.columns is None:
                st.last_table = None
                self._param_table(page.number, lines, param_tables[i])
                skip_to = param_tables[i].last
                continue
            if i in model_tables and (st.columns is None or _names_its_rows(model_tables[i])):
                # a header naming the part's versions starts a table of its own, ending
                # a table above it that no blank line or footnote closed
                st.columns, st.last_table = None, None
                self._model_table(page.number, lines, model_tables[i])
                skip_to = model_tables[i].last
                continue
            self._track_section(line, block_sections)
            st.load_columns = load_column_headers(line, st.load_columns)
            floor = self._caption_floor(lines, i)
            cols = header_columns(line, lines[max(floor, i - 3) : i]) or staggered_header(lines, i)
            if cols is not None:
                self._start_table(cols, lines, i, floor)
                continue
            window = " ".join(x.text for x in lines[max(0, i - 2) : i + 3])
            self._interfaces(page.number, line, window, lines[i - 1].text if i else "")
            handled = False
            if st.columns is not None:
                handled = self._table_row(page.number, line)
            if not handled:
                below = lines[i + 1] if i + 1 < len(lines) else None
                self._key_values(page.number, line, line_context_of(lines, i), below)
            if "=" in line.text and len(line.text) < 120 and not ends_in_number(line.text):
                st.preamble.append(line.text.strip())
        self._note_cases(page.number, lines)

    def _note_cases(self, page_no: int, lines: list[Line]) -> None:
        """The values a page's notes give its marked rows, each under its own case."""
        on_page = [f for f in self.facts if f.source.page == page_no]
        for case in note_cases(on_page, lines):
            f = case.marked
            guess = FieldGuess(f.field, f.quantity)
            label = f.field.replace("_", " ")
            self._emit(
                page_no, case.line, guess, case.value, case.unit, label, case.condition,
                None, "footnote",
            )  # fmt: skip

    def _start_table(self, cols: Columns, lines: list[Line], i: int, floor: int) -> None:
        """Read the table whose header is ``lines[i]``; no line above ``floor`` is part of it."""
        st = self.state
        cols.bottom = table_bottom(cols, lines, i)
        learn_extents(cols, [x for x in lines[i + 1 :] if not cols.ended(x)])
        top = adopt_stacked_titles(cols, lines, i - cols.stacked, floor)
        cols.preamble = table_preamble(lines, top, captions_below=self.captions_below)
        if self.captions_below:
            # "Table 24. SPI timing parameters (Rpull = 10 kΩ, Cload = 50 pF)" under the rows
            cols.preamble = f"{cols.preamble} {caption_below(lines, cols.bottom)}".strip()
        subject = table_subject(lines, top)
        cols.subject = "" if subject in cols.preamble else subject
        cols.centred = centred_labels(cols, lines, i)
        cols.centred_units = centred_label_units(cols, lines, i)
        for key, unit in merged_unit_cells(cols, lines, i).items():
            cols.centred_units.setdefault(key, unit)
        for key, (name, unit) in first_case_above_its_name(cols, lines, i).items():
            cols.named_below[key] = name
            cols.centred_units[key] = unit  # (its name's unit, not a unit centred above)
        top_names, top_units = name_centred_on_a_row(cols, lines, i)
        for key, name in top_names.items():
            cols.centred.setdefault(key, name)
        around, tails = names_set_around_rows(cols, lines, i)
        # a name's lower half set under its row is no name centred on the rows below it
        at = {id(x): n for n, x in enumerate(lines)}
        cols.centred = {
            k: v
            for k, v in cols.centred.items()
            if at.get(k, -1) <= tails.get(v[0].strip(), 1 << 30)
        }
        for key, name in around.items():
            cols.centred.setdefault(key, (name, ""))
        for key, (name, unit) in names_interleaved_with_rows(cols, lines, i).items():
            cols.centred[key] = (name, "")  # (a half read alone as a centred name says less)
            if unit:
                cols.centred_units.setdefault(key, unit)
        for key, (name, unit) in names_split_over_rows(cols, lines, i).items():
            cols.centred.setdefault(key, (name, ""))
            if unit:
                cols.centred_units.setdefault(key, unit)
        for key, unit in top_units.items():
            cols.centred_units.setdefault(key, unit)
        for key, unit in units_between_cases(cols, lines, i).items():
            cols.centred_units.setdefault(key, unit)
        centred_names, cols.centred_conds = cells_centred_on_a_row(cols, lines, i)
        for key, name in centred_names.items():
            cols.centred.setdefault(key, (name, ""))
        wrapped_conditions(cols, lines, i, ends_mid_sentence)
        cols.variant = title_variant_code(lines, i) or self._sole_variant(cols.preamble)
        # (a caption set under the table above is that table's title, not this one's)
        title = table_title_section(lines[floor:], i - floor)
        if title is not None:
            st.section = title  # "OPERATING RATINGS (... long note ...)" names the table's kind
            cols.titled = True
        st.columns, st.parent_label, st.parent_unit, st.parent_variant = cols, "", None, None
        st.parent_cond = []
        st.pending_group, st.row_group, st.pending_line, st.group_line = "", "", None, None
        st.row_line, st.head_line = None, None
        if any(names_word(x.text, "continued") for x in lines[max(0, i - 3) : i]):
            self._continue_table(cols)
        else:
            st.section_part = None
        st.part_row = None
        st.last_table = (cols, st.section)

    def _caption_floor(self, lines: list[Line], i: int) -> int:
        """The first line above the header at ``i`` that may still be part of it: on a sheet
        captioning under its tables, a caption above belongs to the table before."""
        if not self.captions_below:
            return 0
        above = range(max(0, i - 5), i)
        return max((k + 1 for k in above if CAPTION_LINE.match(lines[k].text)), default=0)

    def _continue_table(self, cols: Columns) -> None:
        """A table "(continued)" from the page before, its header repeated: its rows keep
        the conditions, subject and variant the first part's title and preamble gave (a
        continued caption rarely repeats them), the section the first part was in (a
        heading read since, in prose or a column beside the table, is not the table's)
        and the part of the family its last rows were about."""
        st = self.state
        if st.last_table is None:
            return
        before, section = st.last_table
        cols.preamble = cols.preamble or before.preamble
        cols.subject = before.subject
        cols.variant = cols.variant or before.variant
        if not cols.titled:
            st.section, cols.titled = section, True

    def _inside_table(self, line: Line) -> bool:
        cols = self.state.columns
        return cols is not None and not cols.ended(line) and len(line.text) < 80

    def _track_section(self, line: Line, block_sections: BlockSections) -> None:
        if self._inside_table(line) and self.state.columns.titled:  # type: ignore[union-attr]
            # a whole-line title of the ratings' other kind starts the next table ("Absolute
            # Maximum Ratings" rows, then "Recommended Operating Conditions" and its header)
            kind = line_heading(line)
            if kind in _RATING_KINDS and self.state.section in _RATING_KINDS - {kind}:
                self.state.columns, self.state.section = None, kind
            return
        heading = line_heading(line) if line.bold or line.text.isupper() else None
        if heading in _RATING_KINDS and not self._inside_table(line):
            # a ratings heading line names its own section whatever block the parser put it
            # in ("■ Recommended operating conditions" right under the limits table)
            self.state.columns, self.state.section = None, heading
            return
        from_block = self._column_section(line, block_sections) or block_sections.get(line.text)
        if line.text in block_sections.tabled and not self._inside_table(line):
            # the parser took the prose below a table into the table's block: an
            # application heading among those lines ("Application Example") still starts
            # its section, in its own text column (other kinds' words are common in a
            # table's own cells)
            if line_heading(line) == SectionKind.APPLICATION:
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
        kind = line_heading(line)
        if kind is not None:
            if kind != self.state.section and not self._inside_table(line):
                self.state.columns = None  # a group row inside a table keeps its columns
            self.state.section = kind

    def _model_and_version_tables(self, lines: list[Line]) -> dict[int, ModelTable]:
        """The page's model tables, and its version tables where the model tables took none."""
        model_tables = {t.first: t for t in find_model_tables(lines)}
        names = [self.identity.device, *self.identity.aliases]
        for t in find_version_tables(lines, names):
            same = model_tables.get(t.first)
            others = {k: m for k, m in model_tables.items() if m is not same}
            t = _ended_before(t, others)
            if t is None or _overlaps(t, others):
                continue
            if same is None or not (same.rated or same.kinds or _grouped(same)):
                # one header of the part's versions read by both readers: the version reader
                # also joins a name wrapped around its values; a table grouped in a margin
                # ("INPUT", "OUTPUT") stays the model reader's
                model_tables[t.first] = t
        return model_tables

    def _column_section(self, line: Line, block_sections: BlockSections) -> SectionKind | None:
        """The kind a heading names that shares its line with the other column's text: the
        parser put it into that column's paragraph block, whose later lines it titles."""
        block = block_sections.block_of.get(line.text)
        kind = column_heading(line)
        if kind is not None:
            self.column_section = (block, kind)
        elif self.column_section is not None and self.column_section[0] != block:
            self.column_section = None
        return self.column_section[1] if self.column_section is not None else None

    def _interfaces(self, page_no: int, line: Line, window: str, previous: str = "") -> None:
        self.i2c_denied |= denies_bus("I2C", line.text)
        for bus in interface_mentions(line.text):
            self.buses.setdefault(bus, (page_no, line.text.strip()))
        shape = address_row_shape(line.text)
        if self.address_row is not None and shape == self.address_row[0]:
            window = self.address_row[1]  # the next row of the same address table
        if CAPTION_LINE.match(line.text):
            self.register_map = names_word(line.text, "register", "registers")
        elif _REGISTER_TABLE.search(line.text):
            self.register_map = True  # "8. Register Map", "Address Name R/W Default": no bus
        found = i2c_addresses(line.text, window, previous, self.register_map)
        if found and self._other_part_named(line.text, previous):
            found = set()  # "the TMP421 has the address 0101010": another device's address
        # a row of an address table that names a part of the family ("TCS34725 0x29 ...")
        # states that part's address only
        part = self._row_part(line.text) if found else None
        for member, addrs in self._clause_parts(line.text, previous, found):
            for addr in addrs:
                self.part_addresses.setdefault(member, {}).setdefault(
                    addr, (page_no, line.text.strip())
                )
            found = found - addrs
        held = self.addresses if part is None else self.part_addresses.setdefault(part, {})
        for addr in found:
            held.setdefault(addr, (page_no, line.text.strip()))
        if found and part is None and self._row_names_device(line.text):
            self.own_row_addresses |= found
        if found and {"B", "H"} & set(shape):
            self.address_row = (shape, window)
        elif not found:
            self.address_row = None
        self.sets.add(page_no, line.text)

    def _clause_parts(
        self, text: str, previous: str, found: set[int]
    ) -> list[tuple[str, set[int]]]:
        """Siblings a sentence gives an address each, clause by clause ("KCS-A has ... (address
        0x29); KCS-B is for a 1.8 V bus (address 0x39)"): each clause's address is its part's."""
        if not found:
            return []
        sentence = f"{previous.rsplit('. ', 1)[-1]} {text}"
        own = device_key(self.identity.device)
        out: list[tuple[str, set[int]]] = []
        for clause in CLAUSE_BREAK.split(sentence):
            parts = {
                m.group(0)
                for m in _MEMBER_TOKEN.finditer(clause)
                if device_key(m.group(0)) != own and device_key(m.group(0)).startswith(own[:5])
            }
            addrs = hex_values(clause) & found
            if len(parts) == 1 and addrs:
                out.append((next(iter(parts)), addrs))
        return out

    def _row_part(self, text: str) -> str | None:
        """The part a line names first when it is a sibling of the device in its family
        ("TCS34721†" in a sheet for the TCS3472 family); None for the device itself."""
        first = _first_name(text)
        own = device_key(self.identity.device)
        key = device_key(first)
        if not looks_part_number(first) or key == own or not key.startswith(own[:5]):
            return None
        return first

    def _row_names_device(self, text: str) -> bool:
        """An address row that names the device itself first ("LZG4204  none (fixed)  0x41"
        beside "LZG4204A  GND  0x44"): the device's own addresses, not the family's."""
        return device_key(_first_name(text)) == device_key(self.identity.device)

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
        if "I2C" in self.buses or not (self.buses or self.i2c_denied):
            # a part without an I2C bus has no I2C address: its "addresses" are a 1-Wire
            # ROM command, a radio's pipe address or the command bytes of a driver whose
            # sheet says it is no I2C part
            # each sibling's own address, and all of them for the family as a whole
            # (unless a row names the device's own)
            family = dict(self.addresses)
            for held in self.part_addresses.values():
                for addr, where in held.items():
                    family.setdefault(addr, where)
            if self.own_row_addresses and self.part_addresses:
                family = {a: w for a, w in family.items() if a in self.own_row_addresses}
            for part, held in [(None, family), *self.part_addresses.items()]:
                if not held:
                    continue
                ordered = sorted(held)
                page_no, quote = held[ordered[0]]
                values = [fmt_address(a) for a in ordered]
                fact = self._set_fact("i2c_address", values, page_no, quote, "i2c")
                fact.variant = part
                self.facts.append(fact)
        self._package_fact()
        self._ordered_codes()
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
        for stage in self.stages.values():
            # a pin's own output stage: the row names the pins it speaks for
            fact = self._set_fact(
                "output_signal_type", list(stage.stages), stage.page, stage.quote, "pins"
            )
            # (the pins are the row's symbol too: two pins of one stage are two rows)
            fact.condition = fact.symbol = ", ".join(stage.pins)
            self.facts.append(fact)

    def _ordering_row(self, page_no: int, text: str) -> None:
        row = ordered_code(text, page_no, self.identity)
        if row is not None and row.code not in self.ordered:
            self.ordered[row.code] = row

    def _ordered_codes(self) -> None:
        """Each orderable code's package (and range, where its row states one), as the
        facts of that code: the row answers for the code, not for the part as a whole."""
        for row in self.ordered.values():
            fact = self._set_fact("package", [row.package], row.page, row.quote, "ordering")
            fact.variant = row.code
            fact.section = SectionKind.ORDERING
            self.facts.append(fact)
            if row.temperature is not None:
                low, high = row.temperature
                self.facts.append(
                    Fact(
                        device=self.identity.device,
                        field="operating_temperature",
                        source=Source(self.file_name, row.page, row.quote),
                        variant=row.code,
                        min=low,
                        max=high,
                        unit="°C",
                        raw=f"{low:g} to {high:g}",
                        si_min=low,
                        si_max=high,
                        dimension="temperature",
                        section=SectionKind.ORDERING,
                        extractor="ordering",
                        confidence=0.8,
                        doc_id=self.doc_id,
                    )
                )


def _names_its_rows(table: ModelTable) -> bool:
    """A versions' table whose rows name parameters ("Supply current | 12 | 20 | µA"), not
    only cases ("VIN = 1.8 V"): a table of its own even right under another table."""
    return (table.versions or table.cases) and any("=" not in row.label for row in table.rows)


def _ended_before(table: ModelTable, others: dict[int, ModelTable]) -> ModelTable | None:
    """A version table that ran on into another table headed below its own header ends
    before that header (its own rows stay the versions'); None when no row is left."""
    below = [m.first for m in others.values() if table.first < m.first <= table.last]
    if not below:
        return table
    rows = [r for r in table.rows if r.line < min(below)]
    return replace(table, rows=rows) if rows else None


def _overlaps(
    table: ParamTable | VersionChart,
    others: dict[int, ModelTable] | dict[int, ParamTable],
) -> bool:
    """A run of value rows already read as another table's (a model-per-column table's,
    a parameter-per-column table's) is not read again."""
    return any(m.first <= table.last and table.first <= m.last for m in others.values())


# the product kind a first page names twice when the part is a power converter
_POWER_DEVICE = re.compile(
    r"\b(?:regulators?|buck|boost|step[\s-]?(?:down|up)|LDO|DC[\s/-]?DC|switching\s+converter|"
    r"power\s+converter|charger|AC[\s/-]?DC|open[\s-]frame|SMPS|PSU|switch(?:ing|ed)[\s-]mode|"
    r"(?:single|dual|triple)\s+output|power\s+supply\s+(?:unit|module))\b",
    re.I,
)


def _first_name(text: str) -> str:
    """The name a table row starts with, its footnote marks aside ("TCS34721†")."""
    words = text.split()
    return words[0].strip("†‡*()") if words else ""


# a part number in running text: letters then at least three digits ("TMP421", "DAC8574")
_PART_TOKEN = re.compile(r"\b[A-Z]{2,5}\d{3,5}[A-Z]{0,3}\b")
# a family member with its version after a dash ("KCS3472-B", "TMP-112A")
_MEMBER_TOKEN = re.compile(r"\b[A-Z]{2,5}-?\d{3,5}[A-Z]{0,3}(?:-[A-Z0-9]{1,4})?\b")
# a register map's heading or header row: its "Address" column and defaults are registers'
_REGISTER_TABLE = re.compile(
    r"\bregister (?:map|summary|table)\b|\baddress\b.{0,40}\b(?:R/W|access)\b|"
    # a short title or header row: "Register quick reference", "Register | Address | Reset"
    r"^(?=.{0,60}$)\s*registers?\b(?:.{0,40}\baddress\b|\s+(?:quick\s+)?(?:reference|overview|list))|"
    # a short title ending in what the table lists ("Registrid / Main registers", "Main
    # commands"), or a header row of a register or command table ("Reg | Name | Default",
    # "Command | Description"): no hex value on it
    # (a table of the part's own bus addresses says whose: "Slave address | Description")
    r"^(?=.{0,60}$)(?!.*\b0x)(?!.*\b(?:slave|device|i2c|i²c|bus|7-bit)\s+address)"
    r"(?:.*\b(?:registers|commands|command\s+set)\s*$|"
    r".*\b(?:address|reg|register|command|cmd|op-?code)\b\W+(?:\w+\s*/\s*)?"
    r"(?:name|description|function|default|reset)\b)",
    re.I,
)
