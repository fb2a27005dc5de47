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
    fmt_address,
    i2c_addresses,
    interface_mentions,
)
from specproof.extract.lexicon import FieldGuess, classify
from specproof.extract.lines import (
    LineContext,
    clean_line,
    has_words,
    is_condition_value,
    label_tries,
    labelled_values,
    line_context,
)
from specproof.extract.tables import (
    Columns,
    CondCell,
    RowCells,
    clean_unit,
    header_columns,
    inherit_conditions,
    is_wrapped_label,
    learn_extents,
    looks_part_number,
    split_row,
    table_bottom,
    table_preamble,
)
from specproof.records import Fact, Identity, Line, Page, SectionKind, Source, device_key
from specproof.units import (
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


def extract_facts(doc_id: str, file_name: str, pages: list[Page], identity: Identity) -> list[Fact]:
    """Every structured fact the pages state, in reading order, without duplicates."""
    ex = _Extractor(doc_id, file_name, identity)
    for page in pages:
        ex.page(page)
    ex.finish()
    return _dedupe(ex.facts)


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

    # ---------------------------------------------------------------- walk

    def page(self, page: Page) -> None:
        st = self.state
        st.columns = None  # a table never continues its header onto a new page unseen
        block_sections = _block_sections(page)
        lines = [ln for ln in page.lines if not ln.hidden and ln.text.strip()]
        for i, line in enumerate(lines):
            if st.columns is not None and st.columns.ended(line):
                st.columns = None  # footnotes and prose below a table are no rows
            self._track_section(line, block_sections)
            cols = header_columns(line, lines[max(0, i - 3) : i])
            if cols is not None:
                self._start_table(cols, lines, i)
                continue
            window = " ".join(x.text for x in lines[max(0, i - 2) : i + 3])
            self._interfaces(page.number, line, window)
            handled = False
            if st.columns is not None:
                handled = self._table_row(page.number, line)
            if not handled:
                self._key_values(page.number, line, line_context([x.text for x in lines], i))
            if "=" in line.text and len(line.text) < 120 and not re.search(r"\d\s*$", line.text):
                st.preamble.append(line.text.strip())

    def _start_table(self, cols: Columns, lines: list[Line], i: int) -> None:
        st = self.state
        cols.bottom = table_bottom(cols, lines, i)
        learn_extents(cols, [x for x in lines[i + 1 :] if not cols.ended(x)])
        cols.preamble = table_preamble(lines, i)
        title = _table_title_section(lines, i)
        if title is not None:
            st.section = title  # "OPERATING RATINGS (... long note ...)" names the table's kind
            cols.titled = True
        st.columns, st.parent_label, st.parent_unit, st.parent_variant = cols, "", None, None
        st.parent_cond = []

    def _inside_table(self, line: Line) -> bool:
        cols = self.state.columns
        return cols is not None and not cols.ended(line) and len(line.text) < 80

    def _track_section(self, line: Line, block_sections: dict[str, SectionKind]) -> None:
        if self._inside_table(line) and self.state.columns.titled:  # type: ignore[union-attr]
            return
        from_block = block_sections.get(line.text)
        if from_block is not None and from_block != SectionKind.OTHER:
            if from_block != self.state.section and not self._inside_table(line):
                self.state.columns = (
                    None if from_block == SectionKind.ABS_MAX else self.state.columns
                )
            self.state.section = from_block
            return
        text = line.text.strip()
        if len(text) > 70 or len(re.findall(r"\d", text)) > 6:
            return
        for kind, rx in _SECTION_HEADINGS:
            if rx.search(text) and _heading_like(line, text):
                if kind != self.state.section and not self._inside_table(line):
                    self.state.columns = None  # a group row inside a table keeps its columns
                self.state.section = kind
                return

    # ---------------------------------------------------------------- tables

    def _table_row(self, page_no: int, line: Line) -> bool:
        st = self.state
        cols = st.columns
        assert cols is not None
        row = split_row(line, cols)
        if not any(row.group_values):
            return self._label_only_row(row, line)
        unit = row.unit or _unit_in_cells(row) or (None if row.unread else st.parent_unit)
        if unit is None or canonical_unit(unit) is None:
            return False  # no unit column value: let the key-value reader try the line
        new_param = _starts_new_param(row.label)
        variant = self._variant(row.label) or (st.parent_variant if not new_param else None)
        own = _strip_conditions(_strip_variant(row.label, self.variant_rx))
        conds = inherit_conditions(row.cond_cells, st.parent_cond, not new_param)
        st.parent_cond = conds
        cond_text = "; ".join(c.text.strip(" ;,") for c in conds)
        for g, cells in enumerate(row.group_values):
            bounds = _cells_to_bounds(cells, row.exprs[g], unit)
            if bounds is None:
                continue
            guess, label = self._classify_with_parent(own, unit, len(bounds.bounds()))
            if guess is None:
                continue
            title = cols.groups[g] if g < len(cols.groups) else ""
            g_variant = self._group_variant(title)
            cond = "; ".join(
                x
                for x in (
                    cond_text,
                    _condition_words(own),
                    "" if g_variant else title,
                    cols.preamble,
                )
                if x
            )
            self._emit(
                page_no, line, guess, bounds, unit, label, cond, g_variant or variant, "table"
            )
        if own and has_words(own) and not _is_continuation(own):
            st.parent_label, st.parent_unit, st.parent_variant = own, unit, variant
        elif variant:
            st.parent_variant = variant
        return True

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

    def _label_only_row(self, row: RowCells, line: Line) -> bool:
        """A row without numbers: the parameter of the rows below, a variant, or a title."""
        st = self.state
        if row.label and not row.dashes and has_words(row.label) and len(row.label) < 80:
            variant = self._variant(row.label)
            if variant and len(row.label.split()) <= 2:
                st.parent_variant = variant  # "AMS1117-3.3" over its rows
            elif (_is_continuation(row.label) or is_wrapped_label(row.label)) and st.parent_label:
                st.parent_label = f"{st.parent_label} {row.label}"
            else:
                st.parent_label = row.label
                st.parent_unit = canonical_unit(row.unit) and row.unit
                st.parent_variant = None
                st.parent_cond = list(row.cond_cells)
        elif row.cond_cells and not row.label:
            st.parent_cond = inherit_conditions(row.cond_cells, st.parent_cond, True)
        claimed = row.dashes or row.unread or any(row.exprs)
        return bool(claimed) or not labelled_values(line.text)

    def _classify_with_parent(self, own: str, unit: str, n: int) -> tuple[FieldGuess | None, str]:
        st = self.state
        dim = dimension_of(unit)
        symbol = _symbol(own)
        if own and has_words(own):
            g = classify(own, dim, st.section, symbol, n)
            if g is not None:
                return g, own
        if st.parent_label:
            label = f"{st.parent_label} {own}".strip()
            g = classify(label, dim, st.section, _symbol(label), n)
            if g is not None:
                return g, label
        return None, own

    # ---------------------------------------------------------------- key-value

    def _key_values(self, page_no: int, line: Line, ctx: LineContext) -> None:
        st = self.state
        if _REVISION.search(line.text):
            return
        items = labelled_values(line.text)
        for k, lv in enumerate(items):
            pv = lv.value
            if pv.canonical is None and not (pv.expr_max or pv.expr_min):
                continue
            unit = pv.unit if pv.canonical else None
            if unit is None:
                continue
            dim = dimension_of(unit)
            n = len(pv.bounds()) + bool(pv.expr_max) + bool(pv.expr_min)
            if is_condition_value(items, k):
                continue  # "VDD = 5V", "at 25 °C", "VDD < 4V": a test condition, not a spec
            tries = label_tries(items, k, ctx)
            if st.parent_label and st.columns is not None:
                tries.append(f"{st.parent_label} {lv.context}")
            for lab in tries:
                if not lab or not has_words(lab):
                    continue
                g = classify(lab, dim, st.section, _symbol(lab), n)
                if g is not None:
                    _qualify_from_label(pv, lab)
                    variant = self._variant(lv.context)
                    self._emit(
                        page_no,
                        line,
                        g,
                        pv,
                        unit,
                        lab,
                        _condition_words(lv.trailing),
                        variant,
                        "line",
                    )
                    break

    # ---------------------------------------------------------------- interfaces

    def _interfaces(self, page_no: int, line: Line, window: str) -> None:
        for bus in interface_mentions(line.text):
            self.buses.setdefault(bus, (page_no, line.text.strip()))
        for addr in i2c_addresses(line.text, window):
            self.addresses.setdefault(addr, (page_no, line.text.strip()))
        self.sets.add(page_no, line.text)

    def finish(self) -> None:
        if self.buses:
            page_no, quote = next(iter(self.buses.values()))
            self.facts.append(
                self._set_fact("interface", sorted(self.buses), page_no, quote, "interfaces")
            )
        if self.addresses:
            ordered = sorted(self.addresses)
            page_no, quote = self.addresses[ordered[0]]
            self.facts.append(
                self._set_fact(
                    "i2c_address", [fmt_address(a) for a in ordered], page_no, quote, "i2c"
                )
            )
        self._package_fact()

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
        if m and m.group(0).upper() != self.identity.device.upper():
            return m.group(0)
        return None

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
            unit=clean_unit(unit),
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


# -------------------------------------------------------------------- row helpers


def _cells_to_bounds(cells: dict[str, str], exprs: dict[str, str], unit: str) -> ParsedValue | None:
    """Bounds of one Min/Typ/Max group (or one Value cell) of a row; None without a number."""
    pv = ParsedValue(
        raw=" ".join(cells.get(r) or exprs.get(r) or "-" for r in ("min", "typ", "max")), unit=unit
    )
    pv.canonical = canonical_unit(unit)
    pv.dimension = dimension_of(unit)
    if "value" in cells:
        return _value_cell(cells["value"], unit, pv)
    for role in ("min", "typ", "max"):
        cell = cells.get(role)
        if cell is None:
            continue
        q = parse_quantity(cell, default_unit=unit)
        if q is None:
            continue
        if q.tolerance and q.min is not None:  # "±2" in a Typ or Max column
            pv.min, pv.max, pv.tolerance = q.min, q.max, True
            continue
        x = next(iter(q.bounds().values()), None)
        if x is None:
            continue
        if q.qualifier == "max" and role != "max":
            role = "max"
        setattr(pv, role, x)
    if not pv.bounds():
        return None
    # a symbolic cell beside numbers ("+3.0 ... VDD + 0.3") is kept as written
    pv.expr_min = _expr(exprs.get("min")) if pv.min is None else None
    pv.expr_max = _expr(exprs.get("max")) if pv.max is None else None
    return pv


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
    return re.sub(r"\s+", "", cell.replace("–", "-").replace("−", "-"))


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
    return re.sub(r"\s+", " ", head).strip(" ,;")


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


def _starts_new_param(label: str) -> bool:
    return bool(label) and has_words(label) and not _is_continuation(label)


def _table_title_section(lines: list[Line], header: int) -> SectionKind | None:
    """The section kind a table's title line names, read from the start of the lines
    right above its header (titles often run on into a long note)."""
    for ln in reversed(lines[max(0, header - 3) : header]):
        head = ln.text.strip()[:48]
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


def _block_sections(page: Page) -> dict[str, SectionKind]:
    out: dict[str, SectionKind] = {}
    for block in page.blocks:
        for text in block.lines:
            out[text] = block.section
    return out


def _variant_pattern(identity: Identity) -> re.Pattern[str] | None:
    names = [identity.device, *identity.aliases]
    base = re.match(r"[A-Za-z]+-?\d+", identity.device)
    if not base:
        return None
    stem = re.escape(base.group(0))
    return re.compile(rf"\b{stem}[A-Z]{{0,4}}(?:[-/][\w.]+)?\+?" if names else stem)


def _strip_variant(label: str, rx: re.Pattern[str] | None) -> str:
    if rx is None:
        return label
    return rx.sub("", label).strip(" ,;")


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
        )
        if key in seen:
            continue
        seen.add(key)
        out.append(f)
    return out


# keep the helper visible for callers that want a line's quantities
find_line_quantities = find_quantities
