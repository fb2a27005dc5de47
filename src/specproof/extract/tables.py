"""Table rows read from visual lines: column roles from the header, x-aligned cells.

Datasheet tables are laid out as columns (Parameter | Symbol | Conditions | Min |
Typ | Max | Unit). We find the header line, remember where each role sits on the
page, and read every following line by the x position of its words. This keeps
numbers of the Conditions column ("4.75V ≤ VIN ≤ 12V") out of Min/Typ/Max, and tells
a blank Typ cell from a shifted Max without any table detector.

Layouts handled, all common across vendors:

* stacked headers: "Symbol Parameter Conditions 74HC595 74HCT595 Unit" over
  "Min Typ Max Min Typ Max"; the line above lends its roles and group titles;
* several Min/Typ/Max groups side by side (two temperature ranges, two grades,
  two variants); every group yields its own row values, titled by the group
  header above it;
* a single "Value" column holding "4.5 to 40" or "−40 to +125";
* conditions left of the values (TI, ST) or right of the units (Microchip);
* symbolic cells ("VCCI – 0.2", "VDD + 0.3", "0.7 × VDD"), which are kept as
  expressions and never read as bare numbers.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace

from specproof.records import Line, Span

ROLE_WORDS = {
    "min": "min",
    "min.": "min",
    "minimum": "min",
    "typ": "typ",
    "typ.": "typ",
    "typical": "typ",
    "nom": "typ",
    "nom.": "typ",
    "nominal": "typ",
    "max": "max",
    "max.": "max",
    "maximum": "max",
    "value": "value",
    "values": "value",
    "rating": "value",
    "ratings": "value",
    "limit": "value",
    "limits": "value",
    "unit": "unit",
    "units": "unit",
    "unit.": "unit",
    "conditions": "cond",
    "condition": "cond",
    "symbol": "symbol",
    "sym": "symbol",
    "sym.": "symbol",
    "parameter": "param",
    "parameters": "param",
    "characteristic": "param",
    "characteristics": "param",
    "item": "param",
    "description": "param",
}
VALUE_ROLES = ("min", "typ", "max")
NUMERIC_ROLES = ("min", "typ", "max", "value")
LABEL_ROLES = ("param", "symbol")

# Symbol-font glyphs that PDF producers map into the private use area
# (U+F020..U+F0FF). pdftotext prints them unchanged; the scorer's quote check
# ignores such characters, so reading them as their meaning is safe.
SYMBOL_PUA = {
    0xF02D: "-",
    0xF02B: "+",
    0xF03C: "<",
    0xF03D: "=",
    0xF03E: ">",
    0xF044: "Δ",
    0xF057: "Ω",
    0xF06D: "μ",
    0xF0A3: "≤",
    0xF0B3: "≥",
    0xF0B0: "°",
    0xF0B1: "±",
    0xF0B4: "×",
    0xF0BB: "≈",
    0xF0D7: "×",
}


def symbol_text(text: str) -> str:
    """Text with Symbol-font private-use glyphs replaced by the characters they draw."""
    return text.translate(SYMBOL_PUA)


@dataclass(slots=True)
class Word:
    text: str
    x0: float
    x1: float

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class Column:
    role: str  # param, symbol, cond, min, typ, max, value, unit
    x0: float
    x1: float
    group: int = 0  # which Min/Typ/Max group a value column belongs to

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class Columns:
    """Where each role of a table header sits on the page."""

    roles: dict[str, tuple[float, float]]  # role -> (x0, x1), first group only
    top: float
    preamble: str = ""  # "VDD = 3.3 V, TA = 25 °C unless otherwise noted"
    columns: list[Column] = field(default_factory=list)  # every column, left to right
    groups: list[str] = field(default_factory=list)  # title of each value group ("" if none)
    bottom: float = 1e9  # y below which the table is over (set by :func:`table_bottom`)
    titled: bool = False  # the table's own title named its section kind
    centred: dict[int, tuple[str, str]] = field(default_factory=dict)  # see centred_labels
    centred_units: dict[int, str] = field(default_factory=dict)  # see centred_label_units
    variant: str | None = None  # the variant the table's title names ("x05A PERFORMANCE ...")
    subject: str = ""  # what the table's title says its rows are about ("Gyroscope Specifications")

    def value_x0(self) -> float:
        return min(c.x0 for c in self.columns if c.role in NUMERIC_ROLES)

    def ended(self, line: Line) -> bool:
        return line.bbox[1] > self.bottom

    def nearest(self, w: Word, tol: float) -> Column | None:
        best, best_d = None, tol
        for col in self.columns:
            if col.role in LABEL_ROLES:
                continue
            # distance from the word to the header cell (0 when they overlap)
            d = max(0.0, col.x0 - w.x1, w.x0 - col.x1)
            score = d + 0.25 * abs(w.xc - col.xc)
            if score < best_d:
                best, best_d = col, score
        return best

    def region(self, x0: float, x1: float) -> Column | None:
        """The column a text cell at x0..x1 belongs to: most overlap, else None."""
        best, best_ov = None, 0.0
        for col in self.columns:
            ov = min(col.x1, x1) - max(col.x0, x0)
            if ov > best_ov:
                best, best_ov = col, ov
        return best


def words_of(line: Line) -> list[Word]:
    """Words of a line with x extents estimated from their span's extent."""
    out: list[Word] = []
    for span_text, x0, x1 in _span_parts(line):
        n = max(len(span_text), 1)
        width = x1 - x0
        for m in re.finditer(r"\S+", span_text):
            out.append(
                Word(symbol_text(m.group(0)), x0 + width * m.start() / n, x0 + width * m.end() / n)
            )
    return out


def _span_parts(line: Line) -> list[tuple[str, float, float]]:
    if not line.spans:
        return [(line.text, line.bbox[0], line.bbox[2])]
    return [(s.text, s.x0, s.x1) for s in line.spans]


def _role_of(words: list[Word], i: int) -> str | None:
    # footnote marks glued to a title ("Typ.(1)", "Max.²", "Min*") leave its role intact
    key = re.sub(r"(?<=[a-z.])(?:\(\w{1,2}\)|\[\d\]|[¹²³⁽⁾\d]+)$", "", words[i].text.lower())
    key = key.strip("():,*[]")
    if key in ("min.", "max.", "min", "max", "typ", "typ.", "minimum", "maximum", "typical"):
        nxt = words[i + 1].text.lower().strip("():,*[]") if i + 1 < len(words) else ""
        if nxt in ("value", "values", "rating", "ratings"):
            return None  # "Maximum value": one column of ranges ("-0.3 to 4.8"), no bound
    if (
        key in ("test", "conditions")
        and i + 1 < len(words)
        and words[i + 1].text.lower().startswith("condition")
    ):
        return None
    role = ROLE_WORDS.get(key)
    if role in ("min", "typ", "max") and i > 0 and _qualifies_unit(words[i - 1].text):
        return None  # "VDC max." under "Pick-up Voltage": the column's unit and bound
    return role


def _qualifies_unit(prev: str) -> bool:
    """A bare unit word right before a min/typ/max word ("VDC max.", "mA min")."""
    return prev.lower().strip(".:,") not in ROLE_WORDS and _looks_unit(prev)


def _header_words(line: Line) -> tuple[list[Column], int]:
    """Columns named on one line (value groups numbered) and the count of other words."""
    words = words_of(line)
    cols: list[Column] = []
    group, seen_in_group, other = 0, set(), 0
    for i, w in enumerate(words):
        role = _role_of(words, i)
        if role is None:
            other += 1
            continue
        if role == "value" and not cols and i == 0:
            role = "param"  # "Rating | Symbol | Value | Unit": the first column names parameters
        if role in NUMERIC_ROLES:
            if role in seen_in_group:
                group, seen_in_group = group + 1, set()
            seen_in_group.add(role)
        elif any(c.role == role for c in cols):
            continue  # "Parameter ... Parameter" in a two-part table: keep the first
        cols.append(Column(role, w.x0, w.x1, group if role in NUMERIC_ROLES else 0))
    return cols, other


def _is_header(cols: list[Column], other: int) -> bool:
    roles = {c.role for c in cols}
    n_values = len(roles & set(VALUE_ROLES))
    labelled = bool(roles & {"param", "symbol"})
    ok = (
        n_values >= 2
        or (n_values == 1 and "unit" in roles and labelled)
        or ("value" in roles and "unit" in roles and labelled)
    )
    return ok and other <= 8  # a header line is mostly role words


def header_columns(line: Line, above: list[Line] | None = None) -> Columns | None:
    """Columns of a header line, or None when the line is no table header.

    ``above`` are the lines right above (nearest last): a stacked header lends its
    Parameter / Symbol / Conditions / Unit titles and the titles of value groups.
    """
    cols, other = _header_words(line)
    if not _is_header(cols, other):
        return None
    upper = _stacked_line(line, above or [])
    if upper is not None:
        cols = _merge_upper_roles(cols, upper)
    cols.sort(key=lambda c: c.x0)
    roles: dict[str, tuple[float, float]] = {}
    for c in cols:
        roles.setdefault(c.role, (c.x0, c.x1))
    n_groups = 1 + max((c.group for c in cols), default=0)
    groups = _group_titles(cols, n_groups, upper)
    return Columns(roles=roles, top=line.bbox[1], columns=cols, groups=groups)


def _stacked_line(line: Line, above: list[Line]) -> Line | None:
    """The line right above a header that is part of it (close, several cells, no prose)."""
    if not above:
        return None
    up = above[-1]
    gap = line.bbox[1] - up.bbox[3]
    if gap > 1.2 * max(line.size, 6.0) or len(up.spans) < 2:
        return None
    if len(up.text) > 160:
        return None
    return up


def _merge_upper_roles(cols: list[Column], upper: Line) -> list[Column]:
    have = {c.role for c in cols}
    words = words_of(upper)
    for i, w in enumerate(words):
        role = _role_of(words, i)
        if role is None or role in NUMERIC_ROLES or role in have:
            continue
        have.add(role)
        cols.append(Column(role, w.x0, w.x1))
    return cols


def _group_titles(cols: list[Column], n_groups: int, upper: Line | None) -> list[str]:
    """Text of the stacked header line above each value group ("-40 °C to +85 °C", "74HCT595")."""
    titles = [""] * n_groups
    if upper is None or n_groups < 1:
        return titles
    for span_text, x0, x1 in _span_parts(upper):
        text = symbol_text(span_text).strip()
        if not text or ROLE_WORDS.get(text.lower().strip("():,*")):
            continue
        xc = (x0 + x1) / 2
        for g in range(n_groups):
            gcols = [c for c in cols if c.group == g and c.role in NUMERIC_ROLES]
            if not gcols:
                continue
            lo, hi = min(c.x0 for c in gcols), max(c.x1 for c in gcols)
            pad = 0.5 * max(hi - lo, 20.0) / max(len(gcols), 1)
            if lo - pad <= xc <= hi + pad:
                titles[g] = f"{titles[g]} {text}".strip()
    if n_groups == 1 and not any(titles):
        return titles
    return titles


def stacked_header_band(cols: Columns, lines: list[Line], start: int) -> list[int]:
    """Indices (top first) of the lines right above a header line that still belong to
    the header: value-group titles stacked over two lines ("VCCB = 1.8 V" over
    "± 0.15 V") and a "UNIT" title centred between them. Every cell of such a line
    is a role word or sits over the value columns; a cell further left is a row or
    a caption."""
    vx0 = cols.value_x0()
    band: list[int] = []
    below = lines[start]
    for k in range(start - 1, max(-1, start - 5), -1):
        ln = lines[k]
        if below.bbox[1] - ln.bbox[3] > 1.2 * max(ln.size, below.size, 6.0):
            break
        parts = _span_parts(ln)
        if not parts or len(ln.text) > 160:
            break
        if any(_left_of_values(t, x0, x1, vx0) for t, x0, x1 in parts):
            break
        band.insert(0, k)
        below = ln
    return band


def _left_of_values(text: str, x0: float, x1: float, vx0: float) -> bool:
    """A cell centred left of the value columns that is no column title: a row label."""
    return (x0 + x1) / 2 < vx0 - 6.0 and not _header_title(text)


def _header_title(text: str) -> bool:
    """A column title: role words only ("UNIT", "TEST CONDITIONS", "PARAMETER")."""
    words = [w.strip("():,*").lower() for w in text.split()]
    return bool(words) and all(ROLE_WORDS.get(w) or w == "test" for w in words)


def stacked_group_titles(cols: Columns, lines: list[Line], band: list[int]) -> list[str]:
    """Each value group's title read down the stacked header band: "VCCB = 1.8 V ± 0.15 V".
    A title assigns a supply or temperature to every value in its group, so it belongs to
    the condition of those values."""
    n_groups = max(len(cols.groups), 1)
    titles = [""] * n_groups
    for k in band:
        for g, part in enumerate(_group_titles(cols.columns, n_groups, lines[k])):
            titles[g] = f"{titles[g]} {part}".strip()
    return titles


def adopt_stacked_titles(cols: Columns, lines: list[Line], start: int) -> int:
    """Give ``cols`` the full group titles of its stacked header band and return the
    index of the band's top line, where the table's preamble ends."""
    band = stacked_header_band(cols, lines, start)
    if not band:
        return start
    titles = stacked_group_titles(cols, lines, band)
    cols.groups = [new or old for new, old in zip(titles, cols.groups, strict=False)]
    return band[0]


_STATED_ASSIGNMENT = re.compile(
    r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9+]{0,7})\s*=\s*([-+–−]?\s*\d+(?:\.\d+)?)"
)


def stated_assignments(condition: str) -> tuple[tuple[str, str], ...]:
    """The quantities a condition assigns ("VCCA = 1.8 V", "TA = 25 °C", "IO = 6 mA"),
    first value per symbol. Rows equal in value but stated at another supply or load are
    other facts."""
    out: dict[str, str] = {}
    for m in _STATED_ASSIGNMENT.finditer(condition):
        value = re.sub(r"\s+", "", m.group(2)).replace("–", "-").replace("−", "-")
        out.setdefault(m.group(1).lower(), value.lstrip("+"))
    return tuple(sorted(out.items()))


# --------------------------------------------------------------------------- table extent

_FOOTNOTE = re.compile(
    r"^\s*(?:notes?\b\s*\d*[:.]?|\(\d{1,2}\)\s|\d{1,2}[.)]\s+[A-Z]|\*+\s?\S)", re.I
)
_CAPTION = re.compile(r"^\s*(?:table|figure|fig\.)\s*\d+", re.I)


def table_bottom(cols: Columns, lines: list[Line], start: int) -> float:
    """The y where the table that starts at ``lines[start]`` (its header) ends.

    A table ends at a footnote, a caption, a new header, a wide line of prose, or
    a vertical gap much larger than its row pitch. Reading rows past that point
    turns notes and paragraphs into fake rows.
    """
    last = lines[start]
    value_x0 = cols.value_x0()
    steps: list[float] = []
    for ln in lines[start + 1 :]:
        if ln.hidden or not ln.text.strip():
            continue
        step = ln.bbox[1] - last.bbox[1]
        pitch = sorted(steps)[len(steps) // 2] if steps else max(ln.size, 6.0) * 1.6
        if step > max(3.2 * pitch, 4.0 * max(ln.size, 6.0)):
            break
        text = ln.text.strip()
        footnote = (
            _FOOTNOTE.match(text) and not _marked_row(ln, cols) and not _MARKS_ONLY.match(text)
        )
        if footnote or _CAPTION.match(text) or _is_prose(ln, value_x0):
            break
        cols_here, other = _header_words(ln)
        if _is_header(cols_here, other):
            break
        if step > 0.5:
            steps.append(step)
        last = ln
    return last.bbox[3] + 0.5


# "(3) (3)": note marks raised above a row's cells and set on a line of their own; a
# footnote always runs on into its text
_MARKS_ONLY = re.compile(r"^\s*(?:\(\d{1,2}\)\s*)+$")
_NOTE_MARK = re.compile(r"^\s*(?:\(\d{1,2}\)|\d{1,2}\)|\*{1,3})\s*$")


def _marked_row(line: Line, cols: Columns) -> bool:
    """A row whose label cell starts with a note mark set apart ("(1)" | "RATE = 0" | "400"
    | "ms"): the mark refers to a footnote below, the line itself is a row with its
    numbers in the value columns. A footnote is prose that runs on from its mark."""
    parts = _span_parts(line)
    if len(parts) < 3 or not _NOTE_MARK.match(symbol_text(parts[0][0])):
        return False
    vx0 = cols.value_x0()
    cells = [t for t, x0, _ in parts[1:] if x0 >= vx0 - 5.0]
    return any(is_number_word(t) for t in cells) and all(len(t.split()) <= 2 for t in cells)


def _is_prose(line: Line, value_x0: float) -> bool:
    """One long run of words that crosses into the value columns: a paragraph."""
    if len(line.spans) > 1:
        return False
    words = line.text.split()
    return len(words) > 9 and line.bbox[2] > value_x0 + 20 and not re.search(r"\d\s*$", line.text)


def learn_extents(cols: Columns, lines: list[Line]) -> None:
    """Widen text columns (Conditions, Unit) to the cells under them.

    Header titles are often centred over left-aligned cells: a condition cell
    can start left of its title. A cell that overlaps one title and stays clear
    of the neighbouring titles widens that column.
    """
    ordered = sorted(cols.columns, key=lambda c: c.x0)
    header = [(c.x0, c.x1) for c in ordered]
    for ln in lines:
        for text, x0, x1 in _span_parts(ln):
            if is_number_word(text.split()[0] if text.split() else ""):
                continue
            for k, col in enumerate(ordered):
                if col.role not in ("cond",):
                    continue
                hx0, hx1 = header[k]
                if min(hx1, x1) - max(hx0, x0) <= 0:
                    continue
                left = header[k - 1][1] if k else -1e9
                right = header[k + 1][0] if k + 1 < len(header) else 1e9
                if x0 >= left and x1 <= right:
                    col.x0, col.x1 = min(col.x0, x0), max(col.x1, x1)


# --------------------------------------------------------------------------- rows

# a trailing lower-case letter is a footnote mark glued to the number ("5.25a")
_NUMERIC = re.compile(r"^[±<>≤≥~+\-]?\s?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:%|(?<=\d)[a-e])?$")
_DASH_CELL = re.compile(r"^[-—–−－]$")
_EXPR_WORD = re.compile(r"^[A-Z][A-Za-z]{0,3}[A-Z0-9_()]{0,8}$")  # VCC, VDD, VCCI, VIH, V(BUS)


def is_number_word(text: str) -> bool:
    t = symbol_text(text).replace("−", "-").replace("–", "-").replace("＋", "+")
    return bool(re.search(r"\d", t)) and bool(_NUMERIC.match(t))


@dataclass(slots=True)
class CondCell:
    x0: float
    text: str


@dataclass(slots=True)
class RowCells:
    label_words: list[Word] = field(default_factory=list)
    cond_words: list[Word] = field(default_factory=list)
    values: dict[str, str] = field(default_factory=dict)  # role -> cell text, first group
    group_values: list[dict[str, str]] = field(default_factory=list)  # the same, per group
    exprs: list[dict[str, str]] = field(default_factory=list)  # symbolic cells, per group
    unit: str | None = None
    dashes: int = 0
    cond_cells: list[CondCell] = field(default_factory=list)
    unread: int = 0  # words in value or unit columns that are no numbers or units ("Typ.+110")

    @property
    def label(self) -> str:
        return " ".join(w.text for w in self.label_words)

    @property
    def condition(self) -> str:
        return " ".join(c.text for c in self.cond_cells)


def split_row(line: Line, cols: Columns) -> RowCells:
    """Assign the words of a row line to label / condition / value / unit cells."""
    n_groups = max(len(cols.groups), 1)
    row = RowCells(group_values=[{} for _ in range(n_groups)], exprs=[{} for _ in range(n_groups)])
    vx0 = cols.value_x0()
    spacing = _min_spacing(cols)
    tol = max(12.0, 0.7 * spacing)
    prev_text, prev_x1 = "", -1e9
    for text, x0, x1 in _span_parts(line):
        text, x1 = _strip_note_marks(symbol_text(text), x0, x1)
        region = cols.region(x0, x1)
        after_symbol = _OPERAND_TAIL.match(text) and re.search(r"[A-Za-z)]$", prev_text)
        prev_text, prev_x1, gap = text, x1, x0 - prev_x1
        if after_symbol and gap < 25.0:
            # "V" | "– 0.4": a symbolic bound whose symbol was set apart, no negative number
            col = region or cols.nearest(Word(text, x0, x1), 40.0)
            if col is not None and col.role in NUMERIC_ROLES:
                row.exprs[col.group].setdefault(col.role, text)
                continue
        if _is_text_cell(text) and region is not None and region.role == "cond":
            _add_cond(row, x0, text, line, x1)
            continue
        if region is not None and region.role in NUMERIC_ROLES and _is_expression(text):
            row.exprs[region.group].setdefault(region.role, text)
            continue
        lower = LOWER_OF_CELL.match(text.strip())
        if lower and region is not None and region.role in NUMERIC_ROLES:
            # "The lower of 5.5 or VDD + 0.3": an upper limit with two bounds, whichever
            # column it is centred in; both are kept (a number and a supply-relative one)
            row.group_values[region.group].setdefault("max", lower.group("num"))
            row.exprs[region.group].setdefault("lower_of", lower.group("expr"))
            continue
        if region is not None and region.role in VALUE_ROLES and _range_cell(row, region, text):
            continue
        if region is not None and region.role == "value" and _has_number(text):
            row.group_values[region.group].setdefault("value", text)
            continue
        words = _span_words(text, x0, x1)
        if (region is None or region.role == "param") and x1 < vx0 - 0.3 * spacing:
            words = _take_label_relations(row, words)
        _split_words(row, words, cols, vx0, spacing, tol)
    row.values = row.group_values[0]
    row.cond_words = [Word(c.text, c.x0, c.x0) for c in row.cond_cells]
    return row


_OPERAND_TAIL = re.compile(r"^[–−\-+×]\s+[\d.]+$")
# "VDD3P3_CPU power domain 1, 2": a list of small note numbers closing a text cell
_NOTE_LIST = re.compile(r"(?<=[A-Za-z)])\s+\d{1,2}(?:\s*,\s*\d{1,2})+\s*$")


def _strip_note_marks(text: str, x0: float, x1: float) -> tuple[str, float]:
    """A text cell without the note numbers that close it. Footnote references set in
    body size after a cell's words ("... power domain 1, 2") would otherwise spill into
    the Min column; a value is never written as a comma list of small integers."""
    m = _NOTE_LIST.search(text)
    if m is None:
        return text, x1
    kept = text[: m.start()]
    return kept, x0 + (x1 - x0) * len(kept) / max(len(text), 1)


_NUM = r"[-+−–]?\d+(?:\.\d+)?"
_RANGE_CELL = re.compile(
    r"^(\S+(?:\s*[-+×*]\s*[\d.]+)?)\s+(?:to|~|…)\s+(\S.*)$|^(\S+)\s*~\s*(\S+)$"
)
_END_NUMBER = re.compile(rf"^({_NUM})(?:[µumkM]?[VAW]|°C)?$")


def _range_cell(row: RowCells, region: Column, text: str) -> bool:
    """A range written whole in one cell ("-40 to +85", "-0.5 to 0.3*VDD" under Typ):
    its two ends are the row's min and max, whichever column the cell happens to sit
    in; spread over the Typ and Max cells they would read as a typical -40 and a
    maximum 85. Either end may be symbolic."""
    m = _RANGE_CELL.match(text.strip())
    if m is None:
        return False
    ends = [x.strip() for x in (m.group(1) or m.group(3), m.group(2) or m.group(4))]
    parsed = [_END_NUMBER.match(x) for x in ends]
    if not all(p is not None or _is_expression(x) for p, x in zip(parsed, ends, strict=True)):
        return False
    if not any(parsed):
        return False  # two symbols ("VSS to VDD"): no number to state
    for role, p, x in zip(("min", "max"), parsed, ends, strict=True):
        if p is not None:
            row.group_values[region.group].setdefault(role, p.group(1))
        else:
            row.exprs[region.group].setdefault(role, x)
    return True


def _span_words(text: str, x0: float, x1: float) -> list[Word]:
    n = max(len(text), 1)
    return [
        Word(m.group(0), x0 + (x1 - x0) * m.start() / n, x0 + (x1 - x0) * m.end() / n)
        for m in re.finditer(r"\S+", text)
    ]


def _is_text_cell(text: str) -> bool:
    return bool(re.search(r"[A-Za-z]", text))


def _has_number(text: str) -> bool:
    return bool(re.search(r"\d", text))


# a supply symbol as vendors write it: "VDD", "Vdd_IO", "VCCI", "(V+)", "V+", "V(BUS)"
_SUPPLY_SYM = (
    r"(?:\(\s*V[A-Za-z0-9_]{0,6}[+-]?\s*\)|V[A-Za-z0-9_]{0,8}\+|[A-Z][A-Za-z]{0,3}[A-Z0-9_()]{0,8})"
)
_EXPR_RX = re.compile(
    rf"^\(?\s*(?:{_SUPPLY_SYM}\s*[-+×x*/]\s*[\d.]+|[\d.]+\s*[×x*]\s*{_SUPPLY_SYM})"
    r"\s*\)?$|^[A-Z][A-Z0-9_()]{1,8}$|^\(\s*V[A-Za-z0-9_]{0,6}[+-]\s*\)$"
    # a coefficient glued to a supply symbol ("0.7VDD"), not a unit ("5VDC")
    r"|^[\d.]+\s*(?!V(?:DC|AC|PP|RMS)\b)V_?[A-Z][A-Z0-9_]{1,8}$"
    # a coefficient of a supply in parentheses, TI style: "0.7 (VS)" is 0.7 × VS
    r"|^[\d.]+\s*\(\s*V_?[A-Z][A-Za-z0-9_]{0,8}\s*\)$"
)


def _is_expression(text: str) -> bool:
    """A symbolic bound: "VCCI – 0.2", "VDD + 0.3", "0.7 × VDD", "VCCA × 0.65", "VCC"."""
    t = text.replace("−", "-").replace("–", "-").strip()
    return bool(_EXPR_RX.match(t)) and bool(re.search(r"[A-Z]", t))


def _add_cond(row: RowCells, x0: float, text: str, line: Line, x1: float) -> None:
    row.cond_cells.append(CondCell(x0, text.strip()))


def _split_words(
    row: RowCells,
    words: list[Word],
    cols: Columns,
    vx0: float,
    spacing: float,
    tol: float,
) -> None:
    prev = ""
    for w in words:
        col = cols.nearest(w, tol) if w.x1 > vx0 - 0.6 * spacing else None
        role = col.role if col is not None else None
        after_relation = prev.endswith(("=", "≤", "≥", "<", ">", "±"))
        relative_tolerance = _PERCENT_TOL.match(w.text) and is_number_word(prev)
        prev = w.text
        if relative_tolerance:
            continue  # "100 ±10% kHz": a tolerance of the value before it, no ±10 kHz bound
        if after_relation and role != "unit":
            # "VDD = 2V" inside a value column is a test condition
            _append_cond_word(row, w)
            continue
        if col is not None and role in NUMERIC_ROLES and is_number_word(w.text):
            cells = row.group_values[col.group]
            if role in cells:
                # a second number in a cell already filled: take the next free value role
                role = _next_free(cells, role)
                if role is None:
                    continue
            cells[role] = w.text
        elif role in NUMERIC_ROLES and _DASH_CELL.match(w.text):
            row.dashes += 1
        elif role == "unit" and _looks_unit(w.text):
            row.unit = (row.unit + " " + w.text) if row.unit else w.text
        elif role in NUMERIC_ROLES and any(row.group_values) and _looks_unit(w.text):
            row.unit = row.unit or w.text
        elif role == "cond" or (role == "unit" and row.unit):
            _append_cond_word(row, w)
        elif role in NUMERIC_ROLES or role == "unit":
            row.unread += 1  # words in value columns that are no numbers ("The lower", "G/A")
        else:
            row.label_words.append(w)


_PERCENT_TOL = re.compile(r"^\(?±\s?[\d.]+\s?%\)?$")
_RELATION = re.compile(r"^[=≤≥<>]$|^[^=≤≥<>]+[=≤≥<>]|[=≤≥<>][^=≤≥<>]+$")
_UNIT_TOKEN = re.compile(r"^\(?[A-Za-zµμΩ°%][A-Za-zµμΩ°%/]{0,4}\)?\)?[,;]?$")


def _take_label_relations(row: RowCells, words: list[Word]) -> list[Word]:
    """Move a condition written in the label cell ("LRQ2210-3.3 −40°C ≤ TJ ≤ 125°C",
    "IOUT = 100 mA") whole into the row's conditions; the other words stay the label.

    Split word by word, "TJ =" would stay in the label and "25°C" alone become the
    condition, which tells the 25 °C row from the full-range row no more."""
    rel = [k for k, w in enumerate(words) if _RELATION.search(w.text)]
    if not rel:
        return words
    start, end = max(0, rel[0] - 1), min(len(words) - 1, rel[-1] + 1)
    if words[rel[0]].text[0] not in "=≤≥<>" and rel[0] > 0 and _RELATION.match(words[rel[0]].text):
        start = rel[0]  # "VIN=5V" glued: the token holds the whole relation
    opener = next((k for k in range(start, max(-1, start - 3), -1) if "(" in words[k].text), None)
    if opener is not None and not any(")" in w.text for w in words[opener:start]):
        start = opener  # "(10 mA ≤ IOUT ≤ 500 mA)": the whole parenthesis
    if end + 1 < len(words) and _UNIT_TOKEN.match(words[end + 1].text):
        end += 1  # "IOUT = 100 mA": the unit after the number
    phrase = " ".join(w.text for w in words[start : end + 1])
    if start > 0 and "(" in phrase and phrase.count("(") > phrase.count(")"):
        return words  # a relation inside a parenthesis that runs on: leave it alone
    row.cond_cells.append(CondCell(words[start].x0, phrase.strip("(); ")))
    return words[:start] + words[end + 1 :]


def _append_cond_word(row: RowCells, w: Word) -> None:
    if row.cond_cells and w.x0 - row.cond_cells[-1].x0 < 400:
        last = row.cond_cells[-1]
        last.text = f"{last.text} {w.text}"
    else:
        row.cond_cells.append(CondCell(w.x0, w.text))


def _next_free(cells: dict[str, str], role: str) -> str | None:
    if role not in VALUE_ROLES:
        return None
    order = list(VALUE_ROLES)
    for r in order[order.index(role) + 1 :]:
        if r not in cells:
            return r
    return None


def _looks_unit(text: str) -> bool:
    from specproof.units import canonical_unit

    return canonical_unit(text) is not None


def _min_spacing(cols: Columns) -> float:
    xs = sorted(c.xc for c in cols.columns if c.role in (*NUMERIC_ROLES, "unit"))
    gaps = [b - a for a, b in itertools.pairwise(xs) if b - a > 1]
    return min(gaps) if gaps else 40.0


# --------------------------------------------------------------------------- conditions


def inherit_conditions(
    own: list[CondCell], parent: list[CondCell], same_param: bool
) -> list[CondCell]:
    """Conditions of a row in a table with merged condition cells.

    A merged cell spans down over the rows below it: a row that states a
    condition further right keeps the parent's cells left of it ("Ven = H; IL = 0"
    stays over "Vi = H"); a row that states a cell further left starts afresh.
    """
    if not same_param:
        return own
    if not own:
        return list(parent)
    first = min(c.x0 for c in own)
    kept = [c for c in parent if c.x0 < first - 2.0]
    return kept + own


def looks_part_number(text: str) -> bool:
    """A column title that names a part ("74HCT595", "INA219B", "AMS1117-3.3")."""
    t = text.strip()
    return (
        " " not in t
        and 4 <= len(t) <= 24
        and bool(re.search(r"[A-Za-z]", t))
        and bool(re.search(r"\d{2}", t))
        and not re.search(r"°|%|\bto\b", t)
    )


def is_wrapped_label(text: str) -> bool:
    """The second line of a wrapped parameter name ("input voltage" under "HIGH-level")."""
    t = text.strip()
    return bool(t) and t[0].islower() and len(t.split()) <= 5


def wraps_label_line(above: Line | None, line: Line) -> bool:
    """A label line set at the same indent within one text line's pitch of the label line
    above: the second line of a wrapped parameter name ("Accelerometer Low Power Mode" /
    "Current"), even when a sub-row's values sit between the two. Rows are spaced wider;
    all-capital group titles ("VDD POWER SUPPLY") name no parameter to continue."""
    if above is None or above.text.isupper() or line.text.isupper():
        return False
    pitch = line.bbox[1] - above.bbox[1]
    return (
        abs(line.bbox[0] - above.bbox[0]) <= 2.0
        and 0 < pitch <= 1.25 * max(above.size, line.size, 6.0)
        and len(line.text.split()) <= 3
    )


def clean_unit(unit: str) -> str:
    """A unit cell without trailing punctuation or a leading hyphen ("mA." -> "mA", "-Bit" -> "Bit")."""
    u = symbol_text(unit).strip().strip(".,;:")
    return u.lstrip("-–") or u


_CONDITION_HINT = re.compile(
    r"=|unless|otherwise|\bover\b|\bat\b|°C|\bT[AJ]\b|free-air|ambient|typical values", re.I
)


# the standard notice under absolute maximum ratings: no test condition of what follows
_STRESS_NOTICE = re.compile(r"\bstress|\bnot\s+implied\b|permanent\s+damage|reliability", re.I)

_PLACEHOLDER_CODE = re.compile(r"^\s*([xX]{1,3}-?\d{1,3}[A-Z]{0,2})\b")


def title_variant_code(lines: list[Line], start: int) -> str | None:
    """A variant code with a placeholder prefix that opens a table's title ("x05A
    PERFORMANCE CHARACTERISTICS", "xx20 ELECTRICAL ..."): the rows hold for that variant."""
    for ln in reversed(lines[max(0, start - 3) : start]):
        m = _PLACEHOLDER_CODE.match(symbol_text(ln.text))
        if m:
            return m.group(1)
    return None


def table_preamble(lines: list[Line], start: int) -> str:
    """Test conditions stated right above a table header (its title line or a note
    under it): "over full range of TOP, CF = 1 nF, and VCC = 5 V, unless otherwise
    specified". They hold for every row, so each fact carries them."""
    picked: list[str] = []
    below = lines[start]
    for ln in reversed(lines[max(0, start - 5) : start]):
        gap = below.bbox[1] - ln.bbox[3]
        if gap > 2.5 * max(ln.size, below.size, 6.0):
            break
        text = symbol_text(ln.text).strip()
        if len(ln.spans) > 2:
            if ln is lines[start - 1] and not re.search(r"\d\s*$", text):
                below = ln
                continue  # the stacked upper half of the header itself
            break  # a row of another table
        if not _CONDITION_HINT.search(text) or len(text) >= 220 or _FOOTNOTE.match(text):
            break  # the table's title or caption: lines above it belong to something else
        if _STRESS_NOTICE.search(text):
            break  # the closing note of an absolute-maximum block set right above the table
        picked.append(text)
        below = ln
        if len(picked) >= 3:
            break
    return " ".join(reversed(picked))


# Words every spec table's title may use: a title made of these only says what kind of
# table it is, never which part of the device (radio, sensor, bus) its rows describe.
_GENERIC_TITLE_WORDS = frozenset((
    "table", "continued", "electrical", "characteristics", "characteristic", "specifications",
    "specification", "specs", "spec", "dc", "ac", "parameters", "parameter", "ratings", "rating",
    "absolute", "maximum", "recommended", "operating", "conditions", "condition", "and", "other",
    "common", "typical", "performance", "data", "general", "key", "device", "features",
    "summary", "of", "the", "for", "values", "static", "dynamic", "switching", "timing",
))  # fmt: skip
_TITLE_NUMBER = re.compile(r"^\s*(?:table\s*\d+[.:\-–]?\s*|\d+(?:\.\d+)*\.?\s+)", re.I)


def subject_words(text: str) -> list[str]:
    words = re.findall(r"[A-Za-z][A-Za-z0-9\-]+", text)
    return [w for w in words if w.lower() not in _GENERIC_TITLE_WORDS]


# running page headers and footers: a document's name, revision, date or web address
_BOILERPLATE = re.compile(
    r"www\.|\.com\b|\bdatasheet\b|\bdata\s+sheet\b|technical\s+note|\brev(?:ision)?\b"
    r"|\b(?:19|20)\d\d\b|\bpage\s+\d",
    re.I,
)
_FIGURE = re.compile(r"^\s*(?:figure|fig\.|pic)\s*\d", re.I)
# a condition line opening with title words ("x05A PERFORMANCE CHARACTERISTICS TOP = ...",
# "●Electrical Characteristics ( VCC = ...)"): the table's own title, conditions and all
_TITLED_CONDITIONS = re.compile(
    r"^\W*(?:\w+\s+)?(?:[A-Z][A-Za-z]+\s+){1,}[A-Z][A-Za-z]+\b(?![^=(]*\bat\b)"
)


def _title_line(ln: Line, text: str) -> bool:
    """A caption or heading: one cell, short, no sentence, no value of its own, no page
    header or figure caption."""
    return (
        len(ln.spans) <= 2
        and 3 <= len(text) <= 90
        and not re.search(r"[.:;,]$", text)
        and not re.search(r"\d\s*[A-Za-z%°µ]{0,4}\s*$", text)
        and text.count("(") == text.count(")")
        and not _FIGURE.match(text)
        and not _BOILERPLATE.search(text)
        and (bool(_CAPTION.match(text)) or ln.bold or text[:1].isupper())
    )


def _closes_table_above(lines: list[Line], k: int) -> bool:
    """A "Table N" caption right under another table's rows or notes: the caption of
    that table (captions set below their tables), not of the one below it."""
    if k == 0 or not _CAPTION.match(symbol_text(lines[k].text)):
        return False
    above, ln = lines[k - 1], lines[k]
    if ln.bbox[1] - above.bbox[3] > 2.5 * max(ln.size, 6.0):
        return False
    text = symbol_text(above.text).strip()
    return len(above.spans) >= 3 or bool(_FOOTNOTE.match(text) or re.match(r"^[a-z][.)]\s", text))


def table_subject(lines: list[Line], start: int) -> str:
    """The part of the device a table's title names ("6.1 Gyroscope Specifications",
    "Table 10: Transmitter Characteristics – Bluetooth LE"), found right above the
    header past its condition lines. One parameter (data rate, output power) often
    appears in several such tables, one per subsystem; without the title the rows of
    two tables read alike. Empty when the title only names the kind of table."""
    below = lines[start]
    for k in range(start - 1, max(-1, start - 5), -1):
        ln = lines[k]
        gap = below.bbox[1] - ln.bbox[3]
        if gap > 2.0 * max(ln.size, below.size, 6.0):
            return ""
        text = symbol_text(ln.text).strip()
        if _CONDITION_HINT.search(text) and not _CAPTION.match(text):
            if _TITLED_CONDITIONS.match(text):
                return ""  # the title heads its own conditions: the preamble has it
            below = ln
            continue  # the preamble's conditions, read by :func:`table_preamble`
        if not _title_line(ln, text) or _closes_table_above(lines, k):
            return ""
        title = _TITLE_NUMBER.sub("", text).strip(" –-:")
        return title if subject_words(title) else ""
    return ""


# --------------------------------------------------------------------------- parameter columns
#
# Tables that turn the usual layout around: every COLUMN is one parameter (units in
# its header: "Coil Resistance (Ω)", "Sensitivity (Typ) (mV/A)") and every ROW is one
# variant (a coil voltage code, an orderable part number). Relay coil data charts,
# selection guides and ordering tables look like this across vendors.

_QUALIFIER = r"(?:abt\.?|about|approx\.?|typ\.?|max\.?|min\.?|~|≈)"
_VALUE_CELL = re.compile(
    rf"^{_QUALIFIER}?\s*[±<>≤≥+\-–−]?\s?\d[\d,]*(?:\.\d+)?"
    r"(?:\s*(?:to|~|…|–|−|-)\s*[+\-–−]?\d[\d,]*(?:\.\d+)?)?"
    rf"\s*(?P<unit>[^\d\s]{{1,6}})?\.?\s*{_QUALIFIER}?$",
    re.I,
)
_KEY_HEADER = re.compile(
    r"\b(?:code|part|model|type|order\w*|device|version|number|no\.|p/n)\b", re.I
)
_HEADER_UNIT = re.compile(r"[(\[]\s*([^()\[\]]{1,8}?)\s*[)\]]")


def is_value_cell(text: str) -> bool:
    """A cell that is one number or range, maybe with a unit or a qualifier ("abt. 0.36W")."""
    m = _VALUE_CELL.match(symbol_text(text).strip())
    if m is None:
        return False
    unit = m.group("unit")
    return unit is None or unit in ("%", ".") or _looks_unit(unit.rstrip("."))


@dataclass(slots=True)
class ParamColumn:
    x0: float
    x1: float
    header: str = ""
    unit: str | None = None

    @property
    def label(self) -> str:
        """The header without its unit and role parentheses: the parameter's name."""
        return re.sub(r"\s+", " ", _HEADER_UNIT.sub(" ", self.header)).strip(" ,")

    @property
    def role(self) -> str:
        """Which bound a bare number in this column is ("Sensitivity (Typ)" -> typ)."""
        m = re.search(r"\b(min|typ|max)(?:imum|ical)?\b\.?", self.header, re.I)
        return "value" if m is None else m.group(1).lower()


@dataclass(slots=True)
class ParamRow:
    line: int  # index into the page's lines
    cells: dict[int, str] = field(default_factory=dict)  # column -> cell text
    group: str = ""  # the merged label cell at the left that spans this row


_PACKAGING = re.compile(r"\breel\b|\btape\b|dimension|\bSPQ\b|quadrant|\bpitch\b", re.I)


@dataclass(slots=True)
class ParamTable:
    header_lines: list[int]
    rows: list[ParamRow]
    columns: list[ParamColumn]
    title: str = ""
    key_column: int | None = None  # the column that names each row (part number, code)
    group_column: int | None = None  # a label column whose cells span several rows

    @property
    def first(self) -> int:
        return self.header_lines[0]

    @property
    def last(self) -> int:
        return self.rows[-1].line

    def key_of(self, row: ParamRow) -> str | None:
        """The code or part number that names a row."""
        return None if self.key_column is None else row.cells.get(self.key_column)

    def shared(self, row: ParamRow, col: int) -> bool:
        """A cell stated once for a group of rows (a merged cell): it holds for the group."""
        members = [r for r in self.rows if r.group and r.group == row.group]
        if len(members) < 3 or members[0] is not row:
            return False
        return sum(col in r.cells for r in members) * 2 <= len(members)


def _value_spans(line: Line) -> list[tuple[str, float, float]]:
    return [p for p in _span_parts(line) if is_value_cell(p[0])]


def find_param_tables(lines: list[Line]) -> list[ParamTable]:
    """Parameter-per-column tables of a page: a header of names with units over rows of values."""
    found: list[ParamTable] = []
    i = 0
    while i < len(lines):
        j = _data_run_end(lines, i)
        if j - i >= 2:
            table = _param_table(lines, i, j)
            if table is not None:
                found.append(table)
            i = j
        else:
            i += 1
    return found


def _data_run_end(lines: list[Line], start: int) -> int:
    """One past the last line of the run of value rows that starts at ``start``."""
    j = start
    while j < len(lines) and len(_value_spans(lines[j])) >= 2:
        if j > start and lines[j].bbox[1] - lines[j - 1].bbox[3] > 3.0 * max(lines[j].size, 6.0):
            break
        j += 1
    return j


def _header_above(lines: list[Line], first_row: int) -> tuple[list[int], str]:
    """The stacked header lines right above a run of value rows (top first) and the
    table's title above them (a caption, or a bold line in another size)."""
    picked: list[int] = []
    below = lines[first_row]
    for k in range(first_row - 1, max(-1, first_row - 7), -1):
        ln = lines[k]
        if below.bbox[1] - ln.bbox[3] > 1.6 * max(ln.size, below.size, 6.0):
            break
        text = symbol_text(ln.text).strip()
        style = lines[picked[0]] if picked else None
        titled = (
            style is not None and ln.bold and (not style.bold or abs(ln.size - style.size) > 1.5)
        )
        if _CAPTION.match(text) or (titled and len(ln.spans) <= 2):
            return picked[::-1], text
        if _value_spans(ln) or _FOOTNOTE.match(text) or len(text) > 120:
            break
        if any(len(sp.split()) > 6 and not _title_case_run(sp) for sp, _, _ in _span_parts(ln)):
            break  # a run of prose: the table's header ended below it
        picked.append(k)
        below = ln
    return picked[::-1], ""


def _param_table(lines: list[Line], start: int, end: int) -> ParamTable | None:
    header, title = _header_above(lines, start)
    if not header or any(_is_header(*_header_words(lines[k])) for k in header):
        return None  # no header, or a Min/Typ/Max table read row by row elsewhere
    row_lines = [lines[k] for k in range(start, end)]
    columns = _cell_columns(row_lines)
    _assign_header_words(columns, [lines[k] for k in header])
    if any(_PACKAGING.search(c.header) for c in columns):
        return None  # tape-and-reel and package drawings: sizes of the packing, no specs
    rows = [_param_row(ln, start + n, columns) for n, ln in enumerate(row_lines)]
    for n, col in enumerate(columns):
        if len(col.header) <= 60:
            units = [canonical_unit_of(u) for u in _HEADER_UNIT.findall(col.header)]
            col.unit = (
                next((u for u in reversed(units) if u), None)
                or _bare_header_unit(col.header)
                or _cells_unit(rows, n)
            )
    table = ParamTable(header, rows, columns, title=title)
    table.key_column = _key_column(table)
    named = sum(1 for n in range(len(columns)) if _names_quantity(table, n))
    if named < 2 and not (named == 1 and table.key_column is not None):
        return None  # graph axes and bit tables: no named quantities in filled columns
    table.group_column = _group_column(table)
    if table.group_column is not None:
        _assign_groups(table, table.group_column)
    return table


def _title_case_run(text: str) -> bool:
    """Column names set close together read as one span ("Nominal Voltage Pick-up
    Voltage Drop-out Voltage ..."): nearly every word capitalised, unlike prose."""
    words = [w for w in text.split() if w[:1].isalpha()]
    return bool(words) and sum(w[:1].isupper() for w in words) >= 0.8 * len(words)


def _bare_header_unit(header: str) -> str | None:
    """A unit written as its own word under the column name ("Nominal Voltage VDC",
    "Coil Resistance Ω ×(1±10%)"), the usual two-line head of relay coil tables."""
    words = _HEADER_UNIT.sub(" ", header).split()
    for k in range(len(words) - 1, 0, -1):  # never the first word: that is the name
        w = words[k].strip(".,;:")
        if w.lower() in ROLE_WORDS:
            continue  # "VDC min.": the bound, not minutes
        if len(w) == 1 and w.isascii() and w.isupper() and k != len(words) - 1:
            continue  # a lone "A"/"V" inside a name ("Form A contacts") is no unit
        if canonical_unit_of(w):
            return w
    return None


def _cells_unit(rows: list[ParamRow], n: int) -> str | None:
    """The one unit every value cell of a column states itself ("93.75ms", "750ms")."""
    from specproof.units import parse_quantity

    units = set()
    for r in rows:
        cell = r.cells.get(n, "")
        if is_value_cell(cell):
            q = parse_quantity(cell)
            units.add(q.unit if q is not None else None)
    return units.pop() if len(units) == 1 else None


def _names_quantity(table: ParamTable, n: int) -> bool:
    """A column with a unit, a worded title ("Coil Resistance (Ω)") and values in most rows."""
    col = table.columns[n]
    if col.unit is None or not re.search(r"[A-Za-z]{4,}", col.label):
        return False
    filled = sum(1 for r in table.rows if is_value_cell(r.cells.get(n, "")))
    return filled * 3 >= 2 * len(table.rows)


def canonical_unit_of(text: str) -> str | None:
    from specproof.units import canonical_unit

    t = symbol_text(text).strip()
    return t if canonical_unit(t) is not None else None


def _cell_columns(rows: list[Line]) -> list[ParamColumn]:
    """Columns from the x extents of the row cells, merged where they overlap."""
    spans = sorted((x0, x1) for ln in rows for _, x0, x1 in _span_parts(ln))
    cols: list[ParamColumn] = []
    for x0, x1 in spans:
        if cols and x0 <= cols[-1].x1 + 1.0:
            cols[-1].x1 = max(cols[-1].x1, x1)
        else:
            cols.append(ParamColumn(x0, x1))
    return cols


def _assign_header_words(columns: list[ParamColumn], header: list[Line]) -> None:
    """Give every header word to the column under it (borders halfway between columns)."""
    bounds = [(a.x1 + b.x0) / 2 for a, b in itertools.pairwise(columns)]
    for ln in header:
        for w in words_of(ln):
            if w.xc < columns[0].x0 - 40.0 or w.xc > columns[-1].x1 + 40.0:
                continue
            col = columns[sum(1 for b in bounds if w.xc > b)]
            col.header = f"{col.header} {w.text}".strip()


def _param_row(line: Line, index: int, columns: list[ParamColumn]) -> ParamRow:
    row = ParamRow(index)
    for text, x0, x1 in _span_parts(line):
        ov = [min(c.x1, x1) - max(c.x0, x0) for c in columns]
        n = max(range(len(columns)), key=lambda k: ov[k])
        text = symbol_text(text).strip()
        row.cells[n] = f"{row.cells[n]} {text}" if n in row.cells else text
    return row


def _key_column(table: ParamTable) -> int | None:
    """Part numbers in most rows, or unitless codes under a "Code"/"Part"/"Type" title."""
    for n in range(len(table.columns)):
        cells = [r.cells[n] for r in table.rows if n in r.cells]
        parts = sum(looks_part_number(c) and not is_value_cell(c) for c in cells)
        if cells and parts * 2 > len(table.rows):
            return n
    for n, col in enumerate(table.columns):
        cells = [r.cells[n] for r in table.rows if n in r.cells]
        if col.unit is None and _KEY_HEADER.search(col.header) and len(cells) == len(table.rows):
            return n
    return None


def _group_column(table: ParamTable) -> int | None:
    """The leftmost column when it holds text cells with blanks between them."""
    if table.key_column == 0:
        return None
    cells = [r.cells.get(0) for r in table.rows]
    filled = [c for c in cells if c]
    if not filled or len(filled) == len(cells) or any(is_value_cell(c) for c in filled):
        return None
    return 0


def _assign_groups(table: ParamTable, column: int) -> None:
    """A label cell that spans several rows ("SRD (High Sensitivity)").

    The label may wrap over the first rows of its group; a new group starts when the
    label so far is complete (no open parenthesis) and a new capitalised cell follows.
    """
    labels: list[list[str]] = []
    members: list[list[ParamRow]] = []
    saw_blank = False
    for row in table.rows:
        left = row.cells.get(column, "")
        if left:
            current = " ".join(labels[-1]) if labels else ""
            complete = current.count("(") <= current.count(")")
            starts = left[:1].isupper() or left[:1].isdigit()
            if not labels or (complete and (saw_blank or starts)):
                labels.append([])
                members.append([])
            labels[-1].append(left)
            saw_blank = False
        else:
            saw_blank = True
        if members:
            members[-1].append(row)
    for words, rows in zip(labels, members, strict=True):
        for row in rows:
            row.group = " ".join(words)


def _title_above(lines: list[Line], header: int) -> str:
    """The table's title: a short single-cell line right above its header."""
    if header == 0:
        return ""
    ln = lines[header - 1]
    text = symbol_text(ln.text).strip()
    if (
        len(ln.spans) > 2
        or len(text) > 90
        or lines[header].bbox[1] - ln.bbox[3] > 3.0 * max(ln.size, 6.0)
    ):
        return ""
    return text


# --------------------------------------------------------------------------- centred labels
#
# TI and others centre a parameter's name and symbol vertically across its sub-rows
# ("VIH High-level input voltage" beside the A-port, B-port and OE rows). The label
# then sits between the sub-rows instead of on the first one, and rows above it would
# otherwise inherit the previous parameter.


@dataclass(slots=True)
class _Entry:
    index: int
    y: float
    kind: str  # "row" (values, no label), "own" (values and label), "label", "sub"
    text: str = ""


def _centred_blocks(
    cols: Columns, lines: list[Line], start: int
) -> tuple[list[_Entry], list[list[_Entry]], float, list[int]] | None:
    """The table's entries, their label blocks, the row pitch and the indices of the
    blocks that are vertically centred parameter labels (no wrapped name's tail, no
    label with a Conditions cell of its own); None for a table without value rows.
    Shared by :func:`centred_labels` and :func:`centred_label_units`, which must agree
    on which labels are centred."""
    entries = _table_entries(cols, lines, start)
    if not any(e.kind == "row" for e in entries):
        return None
    tops = sorted(e.y for e in entries if e.kind in ("row", "own"))
    steps = sorted(b - a for a, b in itertools.pairwise(tops) if b - a > 1.0)
    pitch = steps[len(steps) // 2] if steps else 12.0
    blocks = _label_blocks(entries)
    centred = [
        b
        for b, block in enumerate(blocks)
        if _is_centred(entries, block, pitch)
        and not _wrapped_tail(blocks, b, lines)
        and not _states_conditions(lines[block[0].index], cols)
    ]
    return entries, blocks, pitch, centred


def centred_labels(cols: Columns, lines: list[Line], start: int) -> dict[int, tuple[str, str]]:
    """Rows (by ``id(line)``) that belong to a vertically centred parameter label:
    the label, and the sub-row label beside them ("A-Port I/Os")."""
    found = _centred_blocks(cols, lines, start)
    if found is None:
        return {}
    entries, blocks, pitch, centred = found
    out: dict[int, tuple[str, str]] = {}
    for b in centred:
        block = blocks[b]
        centre = (block[0].y + block[-1].y) / 2
        label = " ".join(e.text for e in block)
        for e in _members(entries, blocks, b, centre, pitch):
            sub = _nearest_sub(entries, e, pitch)
            out[id(lines[e.index])] = (label, sub)
    cond_x0 = cols.roles["cond"][0] if "cond" in cols.roles else 1e9
    for key, value in centred_param_labels(entries, lines, pitch, cond_x0).items():
        out.setdefault(key, value)  # a symbol's centred label names its rows first
    return out


def centred_param_labels(
    entries: list[_Entry], lines: list[Line], pitch: float, cond_x0: float = 1e9
) -> dict[int, tuple[str, str]]:
    """Rows of a parameter name centred in the PARAMETER column of a table whose first
    column holds symbols ("ADC conversion time" between its "12 bit"/"11 bit" and its
    "10 bit"/"9 bit" rows, no symbol beside it). The reader files such a name as a
    sub-row text; one standing alone between label-less rows is the rows' parameter.
    A text under the Conditions title ("Q7S output" over its load rows) is no parameter
    name but the heading of the condition rows below it."""
    promoted = [
        _Entry(e.index, e.y, "label", e.text)
        if _free_sub(entries, k) and first_x(lines[e.index]) < cond_x0 - 5.0
        else e
        for k, e in enumerate(entries)
    ]
    blocks = _label_blocks(promoted)
    out: dict[int, tuple[str, str]] = {}
    for b, block in enumerate(blocks):
        if not all(entries[_position(entries, e)].kind == "sub" for e in block):
            continue
        if not _is_centred(promoted, block, pitch):
            continue
        centre = (block[0].y + block[-1].y) / 2
        label = " ".join(e.text for e in block)
        for e in _members(promoted, blocks, b, centre, pitch):
            out[id(lines[e.index])] = (label, "")
    return out


def _free_sub(entries: list[_Entry], k: int) -> bool:
    """A sub-row text with label-less value rows right above and below it, and no label
    of its own row beside it."""
    if entries[k].kind != "sub" or not entries[k].text or k == 0 or k + 1 >= len(entries):
        return False
    return entries[k - 1].kind == "row" and entries[k + 1].kind == "row"


def first_x(line: Line) -> float:
    """Where a line's text starts: its first span's left edge."""
    return line.spans[0].x0 if line.spans else line.bbox[0]


def _position(entries: list[_Entry], entry: _Entry) -> int:
    return next(k for k, e in enumerate(entries) if e.index == entry.index)


def centred_label_units(cols: Columns, lines: list[Line], start: int) -> dict[int, str]:
    """The unit written on a centred label's own line ("Data rate ... Mbps" between its
    "Push-pull" and "Open-drain" rows), for the rows (by ``id(line)``) the label spans:
    the row above the label has no unit cell of its own."""
    found = _centred_blocks(cols, lines, start)
    if found is None:
        return {}
    entries, blocks, pitch, centred = found
    out: dict[int, str] = {}
    for b in centred:
        block = blocks[b]
        units = [_label_line_unit(lines[e.index], cols) for e in block]
        unit = next((u for u in units if u), "")
        if not unit:
            continue
        centre = (block[0].y + block[-1].y) / 2
        for e in _members(entries, blocks, b, centre, pitch):
            out[id(lines[e.index])] = unit
    return out


def _label_line_unit(line: Line, cols: Columns) -> str:
    """The unit cell of a label line; without a Unit column (a stacked "UNIT" title the
    header line did not catch) a unit word right of every value column counts."""
    unit = split_row(line, cols).unit
    if unit:
        return unit
    last = _span_parts(line)[-1] if line.spans else None
    right = max((c.x1 for c in cols.columns if c.role in NUMERIC_ROLES), default=1e9)
    if last is not None and last[1] > right and canonical_unit_of(last[0]):
        return last[0].strip()
    return ""


def _table_entries(cols: Columns, lines: list[Line], start: int) -> list[_Entry]:
    vx0 = cols.value_x0()
    top = lines[start].bbox[1]
    # a line placed above the header (rotated figure text listed after the table) is no
    # row: its far-left start would make every real row look indented under a label
    body = [
        (k, ln)
        for k, ln in enumerate(lines)
        if k > start and not cols.ended(ln) and ln.bbox[1] > top
    ]
    firsts = {}
    valued = {}
    for k, ln in body:
        row = split_row(ln, cols)
        # a bare symbol in a value column ("CCI": a subscript split off its line) is no value
        valued[k] = any(row.group_values) or any(
            re.search(r"\d", v) for cells in row.exprs for v in cells.values()
        )
        firsts[k] = ln.spans[0].x0 if ln.spans else ln.bbox[0]
    if not body:
        return []
    left = min(firsts.values())
    inner = [firsts[k] for k, _ in body if valued[k] and firsts[k] > left + 30.0]
    boundary = min(inner) - 5.0 if inner else 1e9
    if "cond" in cols.roles:
        # text that starts under the Conditions title is a sub-row label, not a parameter
        boundary = min(boundary, cols.roles["cond"][0] - 5.0)
    out: list[_Entry] = []
    for k, ln in body:
        head = " ".join(s for s, x0, _ in _span_parts(ln) if x0 < min(boundary, vx0 - 5.0))
        if valued[k]:
            out.append(_Entry(k, ln.bbox[1], "own" if head else "row"))
        elif head:
            out.append(_Entry(k, ln.bbox[1], "label", symbol_text(head).strip()))
        elif ln.bbox[0] < vx0:
            text = " ".join(s for s, x0, _ in _span_parts(ln) if x0 < vx0 - 5.0)
            out.append(_Entry(k, ln.bbox[1], "sub", symbol_text(text).strip()))
    return out


def _label_blocks(entries: list[_Entry]) -> list[list[_Entry]]:
    """Runs of label-only lines with no value row between them."""
    blocks: list[list[_Entry]] = []
    prev_label = False
    for e in entries:
        if e.kind == "label":
            if prev_label:
                blocks[-1].append(e)
            else:
                blocks.append([e])
            prev_label = True
        elif e.kind in ("row", "own"):
            prev_label = False
    return blocks


def _states_conditions(line: Line, cols: Columns) -> bool:
    """A label line with a cell of its own in the Conditions column ("VOL LOW-level |
    VI = VIH or VIL; VCC = 4.5 V"): the top line of its parameter's rows, which all sit
    below it. A label centred across its rows names the parameter only; the conditions
    stand on the rows themselves."""
    cond = cols.roles.get("cond")
    if cond is None:
        return False
    vx0 = cols.value_x0()
    return any(
        x0 >= cond[0] - 5.0 and x1 <= vx0 and _is_text_cell(_NOTE_REF.sub("", t))
        for t, x0, x1 in _span_parts(line)
    )


# "(Note 3)", "(Notes 1, 2)": a reference to a footnote, no condition
_NOTE_REF = re.compile(r"\(?\s*notes?\s*[\d,\s]*\)?", re.I)


def _is_centred(entries: list[_Entry], block: list[_Entry], pitch: float) -> bool:
    """A label squeezed between two label-less rows (closer than a row pitch to both)."""
    above = [e for e in entries if e.kind in ("row", "own") and e.y < block[0].y]
    below = [e for e in entries if e.kind in ("row", "own") and e.y > block[-1].y]
    if not above or not below or above[-1].kind != "row" or below[0].kind != "row":
        return False
    return block[0].y - above[-1].y < 0.75 * pitch and below[0].y - block[-1].y < 0.75 * pitch


def _members(
    entries: list[_Entry], blocks: list[list[_Entry]], b: int, centre: float, pitch: float
) -> list[_Entry]:
    """Label-less rows a centred label spans: those below it up to the next parameter
    (split halfway with a neighbouring centred label), and as far above it."""

    def anchor_y(block: list[_Entry]) -> float:
        return (block[0].y + block[-1].y) / 2

    # an all-capital group title ("ADC TIMING") over the rows names no parameter of them
    prev = [blk for blk in blocks[:b] if not _group_title_block(blk)]
    nxt = [blk for blk in blocks[b + 1 :] if not _group_title_block(blk)]
    prev_c = anchor_y(prev[-1]) if prev else -1e9
    next_c = anchor_y(nxt[0]) if nxt else 1e9
    own_above = max((e.y for e in entries if e.kind == "own" and e.y < centre), default=-1e9)
    own_below = min((e.y for e in entries if e.kind == "own" and e.y > centre), default=1e9)
    low = max(own_above, (prev_c + centre) / 2)
    high = min(own_below, (next_c + centre) / 2)
    below = [e for e in entries if e.kind == "row" and centre < e.y < high]
    reach = max((e.y - centre for e in below), default=0.0) + 0.6 * pitch
    above = [e for e in entries if e.kind == "row" and max(low, centre - reach) < e.y < centre]
    return above + below


def _wrapped_tail(blocks: list[list[_Entry]], b: int, lines: list[Line]) -> bool:
    """The block is the second line of the wrapped name above it ("Current" under
    "Accelerometer Low Power Mode"), not a centred name of its own."""
    return b > 0 and wraps_label_line(lines[blocks[b - 1][-1].index], lines[blocks[b][0].index])


def _group_title_block(block: list[_Entry]) -> bool:
    """A label block in capitals that reads as a section title ("ADC TIMING", "POWER
    SUPPLY"), not as a symbol ("VOH") or a parameter name."""
    text = " ".join(e.text for e in block).strip()
    return text.isupper() and (" " in text or len(text) >= 6) and not re.search(r"\d", text)


def _nearest_sub(entries: list[_Entry], row: _Entry, pitch: float) -> str:
    subs = [e for e in entries if e.kind == "sub" and abs(e.y - row.y) < 0.6 * pitch]
    return min(subs, key=lambda e: abs(e.y - row.y)).text if subs else ""


# --------------------------------------------------------------------------- plots
#
# Typical-characteristics pages draw graphs as vector text: tick numbers along both
# axes, axis titles and legends ("Vout = 5.0 V", "TJ = 25°C") inside the plot. Such
# text states the curve's test conditions, never a rating, yet a line through a plot
# reads like "Vout = 5.0 V 180" to the key-value reader. A plot is found by its axes:
# a row of evenly spaced numbers in even steps (the x axis) whose left end meets a
# column of such numbers (the y axis). Tables hardly ever hold both.

PlotBox = tuple[float, float, float, float]  # x0, top, x1, bottom


@dataclass(slots=True)
class _Tick:
    value: float
    x0: float
    x1: float
    top: float
    bottom: float

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


def _tick_value(text: str) -> float | None:
    t = symbol_text(text).replace("−", "-").replace("–", "-")
    if not re.fullmatch(r"[-+]?\d+(?:\.\d+)?", t):
        return None
    return float(t)


def _even(values: list[float], rel: float = 0.2) -> bool:
    """Steps all equal (within ``rel`` of their mean) and non-zero."""
    steps = [b - a for a, b in itertools.pairwise(values)]
    mean = sum(steps) / len(steps)
    return mean != 0 and all(abs(s - mean) <= rel * abs(mean) for s in steps)


def _axis_runs(line: Line) -> list[list[_Tick]]:
    """Runs of four or more bare numbers along a line, evenly spaced in value and in x."""
    words = words_of(line)
    ticks = [
        _Tick(v, w.x0, w.x1, line.bbox[1], line.bbox[3])
        for w in words
        if (v := _tick_value(w.text)) is not None
    ]
    if len(ticks) < 4 or len(ticks) < len(words) - 2:
        return []
    runs: list[list[_Tick]] = []
    run: list[_Tick] = []
    for t in ticks:
        trial = [*run, t]
        if len(trial) <= 2 or (
            _even([x.value for x in trial], 0.01) and _even([x.xc for x in trial])
        ):
            run = trial
            continue
        if len(run) >= 4:
            runs.append(run)
            run = [t]
        else:
            run = [run[-1], t]
    if len(run) >= 4:
        runs.append(run)
    return runs


def _y_axis(lines: list[Line], run: list[_Tick]) -> list[_Tick]:
    """The column of tick numbers above the left end of an x-axis run, bottom first."""
    left = run[0]
    found: list[_Tick] = []
    for ln in sorted(lines, key=lambda x: -x.bbox[1]):
        if ln.bbox[1] >= left.top - 1.0:
            continue
        for w in words_of(ln):
            v = _tick_value(w.text)
            if v is None or w.x0 > left.x1 or not _stacked(w, found[-1] if found else None, left):
                continue
            if found and found[-1].top - ln.bbox[3] > 4.0 * max(ln.size, 6.0):
                return found  # a gap as tall as several ticks: the column ended
            found.append(_Tick(v, w.x0, w.x1, ln.bbox[1], ln.bbox[3]))
            break
    return found


def _stacked(w: Word, above: _Tick | None, axis_start: _Tick) -> bool:
    """A tick under the previous tick of a y axis (aligned right, centred or left), or
    the lowest tick, just left of the x axis' first tick."""
    if above is None:
        return abs(w.x1 - axis_start.x0) <= 20.0
    return min(abs(w.x1 - above.x1), abs(w.xc - above.xc), abs(w.x0 - above.x0)) <= 3.0


def plot_regions(lines: list[Line]) -> list[PlotBox]:
    """The boxes of a page's graphs: from the y axis' ticks to the x axis' last tick."""
    boxes: list[PlotBox] = []
    for ln in lines:
        for run in _axis_runs(ln):
            col = _y_axis(lines, run)
            if len(col) < 3 or not _even([t.value for t in col], 0.01):
                continue
            if not _even([t.top for t in col], 0.35):
                continue
            boxes.append((min(t.x0 for t in col), col[-1].top, run[-1].x1 + 2.0, ln.bbox[3]))
    return boxes


def in_plot(x0: float, x1: float, top: float, bottom: float, boxes: list[PlotBox]) -> bool:
    """A text whose centre lies inside one of the plot boxes."""
    xc, yc = (x0 + x1) / 2, (top + bottom) / 2
    return any(b[0] <= xc <= b[2] and b[1] <= yc <= b[3] for b in boxes)


# --------------------------------------------------------------------------- figures
#
# Schematics and block diagrams carry labels in a small font ("+5 V", "3.3V Supply",
# "5µA TYP", "DC Input 5.0 V Regulated"): values of an example circuit or of one node,
# no ratings of the device. A figure is found from its caption below it ("Figure 12.
# Hardware Configuration") or its title above it ("Functional Block Diagram"): the
# short fragments between that line and the nearest prose, heading or list in the
# same column are the figure's text.

_FIGURE_CAPTION = re.compile(r"^\s*(?:figure|fig\.?)\s*\d+", re.I)
_FIGURE_TITLE = re.compile(
    r"\b(?:block\s+diagram|functional\s+diagram|pin-?\s?out\s+diagram|schematic|"
    r"typical\s+application(?:\s+circuit)?|application\s+(?:circuit|diagram)|"
    r"(?:hardware|circuit)\s+configuration)\b",
    re.I,
)
_STOP_CAPTION = re.compile(r"^\s*(?:figure|fig\.?|table)\s*\d+", re.I)
_LIST_MARK = re.compile(r"^\s*[•●▪■◆◦·]")


def body_size(lines: list[Line]) -> float:
    """The font size of the page's running text: the median size of its long lines."""
    sizes = sorted(ln.size for ln in lines if len(ln.text.split()) >= 8 and ln.size > 0)
    return sizes[len(sizes) // 2] if sizes else 0.0


def _column_of(x0: float, x1: float, width: float) -> tuple[float, float]:
    """The text column an anchor line part sits in: a page half, or the full width."""
    if x1 < width * 0.55 and (x0 + x1) / 2 < width * 0.5:
        return 0.0, width / 2
    if x0 > width * 0.45:
        return width / 2, width
    return 0.0, width


def _part(line: Line, col: tuple[float, float]) -> list[tuple[str, float, float]]:
    return [(t, x0, x1) for t, x0, x1 in _span_parts(line) if col[0] <= (x0 + x1) / 2 <= col[1]]


def _ends_figure(line: Line, part: list[tuple[str, float, float]], body: float) -> bool:
    """Running text, a list item, a heading or another caption: no text of a figure."""
    text = " ".join(t for t, _, _ in part)
    # running text is words in lower case; a diagram's labels are names, symbols and
    # values ("12 V +V 4 L1 1.0k", "Tx = TRANSMIT")
    if len(re.findall(r"(?<!\S)[a-z]{2,}[,.;:]?(?!\S)", text)) >= 4:
        return True
    if _LIST_MARK.match(text) or _STOP_CAPTION.match(text):
        return True
    # a heading, or a table's bold header row ("R1 R0 MAX CONVERSION TIME") above rows
    # that are short fragments too; a diagram's own bold labels are set small
    return line.bold and line.size >= body - 1.0


def _figure_band(
    lines: list[Line], k: int, col: tuple[float, float], body: float, step: int
) -> PlotBox | None:
    """The box of figure text next to the anchor line ``k``: upward (``step`` -1) from a
    caption, downward (+1) from a title."""
    anchor = lines[k]
    reach = anchor.bbox[1]
    size = 0.0  # the figure's label size, from its first line of its own
    j = k + step
    while 0 <= j < len(lines):
        ln = lines[j]
        part = _part(ln, col)
        if part:
            if _ends_figure(ln, part, body) or abs(ln.bbox[1] - anchor.bbox[1]) > 450.0:
                break
            if len(part) == len(_span_parts(ln)):
                if size and ln.size > size + 1.0:
                    break  # rows of a table in a larger font than the figure's labels
                size = size or ln.size
            reach = ln.bbox[1] if step < 0 else ln.bbox[3]
        j += step
    if reach == anchor.bbox[1]:
        return None
    top, bottom = (reach, anchor.bbox[1] - 0.1) if step < 0 else (anchor.bbox[3] + 0.1, reach)
    return (col[0], top, col[1], bottom)


def _widened(
    lines: list[Line], k: int, col: tuple[float, float], width: float
) -> tuple[float, float]:
    """The full page width for a caption set in one half under a figure that spans both:
    the figure's nearest line reaches into the other half with labels, not prose."""
    if col == (0.0, width):
        return col
    for ln in reversed(lines[:k]):
        if not _part(ln, col):
            continue
        other = [t for t, x0, x1 in _span_parts(ln) if not col[0] <= (x0 + x1) / 2 <= col[1]]
        if other and all(len(t.split()) < 5 for t in other):
            return 0.0, width
        return col
    return col


def figure_regions(lines: list[Line], width: float) -> tuple[list[PlotBox], float]:
    """Boxes of diagram text on a page, and the page's body font size."""
    body = body_size(lines)
    if not body:
        return [], body
    boxes: list[PlotBox] = []
    for k, ln in enumerate(lines):
        for text, x0, x1 in _span_parts(ln):
            col = _column_of(x0, x1, width)
            if _FIGURE_CAPTION.match(text):
                box = _figure_band(lines, k, _widened(lines, k, col, width), body, -1)
            elif _FIGURE_TITLE.search(text) and len(text.split()) <= 8 and ln.size >= body - 0.5:
                box = _figure_band(lines, k, col, body, 1)
            else:
                continue
            if box is not None:
                boxes.append(box)
    return boxes, body


# --------------------------------------------------------------------------- wrapped cells

# the head of a symbolic bound whose number a narrow cell wrapped onto the next line
# ("VCC +" over "0.3"): a supply symbol and an operator, nothing else
_EXPR_HEAD = re.compile(rf"^\(?\s*{_SUPPLY_SYM}\s*[-+−–]$")
_BARE_NUMBER = re.compile(r"^[\d.]+$")


def _expression_tail(lines: list[Line], h: int) -> tuple[int, int] | None:
    """(line, span) of the bare number right below the expression head ``lines[h]``."""
    head = lines[h]
    for t in range(h + 1, min(h + 4, len(lines))):
        ln = lines[t]
        if ln.bbox[1] - head.bbox[1] > 2.2 * max(head.size, ln.size, 6.0):
            return None
        for k, sp in enumerate(ln.spans):
            overlaps = sp.x0 < head.bbox[2] + 6.0 and sp.x1 > head.bbox[0] - 6.0
            if overlaps and _BARE_NUMBER.match(sp.text.strip()):
                return t, k
    return None


def join_wrapped_expressions(lines: list[Line]) -> list[Line]:
    """Join a symbolic bound that a narrow table cell wrapped over two lines ("VCC –" /
    "0.4") back into one cell, on the row line set between the two halves (a row's
    other cells are centred on its two-line cell) or else on the number's line. Read
    apart, the number alone becomes a bound ("min 0.4 V") it never was."""
    lines = join_lower_of_cells(lines)
    out = list(lines)
    drop: set[int] = set()
    for h, head in enumerate(lines):
        text = symbol_text(head.text).strip()
        if len(head.spans) != 1 or not _EXPR_HEAD.match(text):
            continue
        tail = _expression_tail(lines, h)
        if tail is None:
            continue
        t, k = tail
        num = lines[t].spans[k]
        cell = Span(
            f"{text} {num.text.strip()}", min(head.bbox[0], num.x0), max(head.bbox[2], num.x1)
        )
        between = [r for r in range(h + 1, t) if r not in drop]
        row = between[0] if len(between) == 1 else t
        rest = [sp for j, sp in enumerate(out[t].spans) if j != k]
        if row != t:
            out[t] = replace(out[t], spans=rest)
            if not rest:
                drop.add(t)
            base = out[row].spans
        else:
            base = rest
        spans = sorted([*base, cell], key=lambda sp: sp.x0)
        # the quote runs over the three printed lines, top to bottom, so it is still
        # found on the page and holds the number
        text = f"{head.text} {out[row].text}" + (f" {num.text}" if row != t else "")
        out[row] = replace(out[row], spans=spans, text=text)
        drop.add(h)
    return [ln for i, ln in enumerate(out) if i not in drop]


# a whole "lower of" limit cell: "The lower of 5.5 or VDD + 0.3", "lesser of 6 V or VCC+0.5"
LOWER_OF_CELL = re.compile(
    r"^(?:the\s+)?(?:lower|lesser|smaller)\s+of\s+(?P<num>[-+]?\d+(?:\.\d+)?)\s*V?\s*"
    r"(?:or|and|,)\s*(?P<expr>\(?\s*[A-Z][A-Za-z0-9_]{0,7}\s*[-+]\s*\d+(?:\.\d+)?\s*\)?)\s*V?$",
    re.I,
)
_LOWER_HEAD = re.compile(r"^\s*(?:the\s+)?(?:lower|lesser|smaller)(?:\s+of)?\s*$", re.I)
_LOWER_MID = re.compile(r"^\s*(?:of\s+)?[-+]?\d+(?:\.\d+)?\s*V?\s*(?:or|and|,)\s*$", re.I)
_LOWER_TAIL = re.compile(r"^\s*\(?\s*[A-Z]{1,3}[A-Za-z]{0,4}\s*[-+]\s*\d")


def join_lower_of_cells(lines: list[Line]) -> list[Line]:
    """A narrow limit cell "The lower of 5.5 or VDD + 0.3" wrapped over three lines. It is
    the limit of every row it spans (its first and last lines sit on sub-rows), so each
    of those rows gets the whole cell; read apart, "VDD + 0.3" alone drops the 5.5 V
    bound and "The lower" is no number at all."""
    out = list(lines)
    for h in range(len(lines) - 2):
        for k, head in enumerate(lines[h].spans):
            if not _LOWER_HEAD.match(head.text):
                continue
            m = _span_under(lines[h + 1], head)
            t = _span_under(lines[h + 2], head)
            if m is None or t is None:
                continue
            mid, tail = lines[h + 1].spans[m], lines[h + 2].spans[t]
            if not _LOWER_MID.match(mid.text) or not _LOWER_TAIL.match(tail.text):
                continue
            full = f"{head.text.strip()} {mid.text.strip()} {tail.text.strip()}"
            # each row's quote runs over the printed lines holding its numbers, in order
            text_h, text_m, text_t = lines[h].text, lines[h + 1].text, lines[h + 2].text
            out[h] = _with_span(out[h], k, replace(head, text=full), f"{text_h} {text_m}")
            out[h + 2] = _with_span(out[h + 2], t, replace(tail, text=full), f"{text_m} {text_t}")
            out[h + 1] = replace(
                out[h + 1], spans=[sp for j, sp in enumerate(out[h + 1].spans) if j != m]
            )
    return out


def _span_under(line: Line, cell: Span) -> int | None:
    """The index of the span of ``line`` set in the horizontal extent of ``cell``."""
    for j, sp in enumerate(line.spans):
        if sp.x0 < cell.x1 + 10 and sp.x1 > cell.x0 - 10:
            return j
    return None


def _with_span(line: Line, k: int, span: Span, text: str) -> Line:
    spans = [span if j == k else sp for j, sp in enumerate(line.spans)]
    return replace(line, spans=spans, text=text)


# --------------------------------------------------------------------------- side-by-side tables


def _side_split(line: Line) -> float | None:
    """The x where a second table starts on a header line: its parameter column's title
    again ("Parameter ... Unit Parameter ... Unit"), right of the first table's values."""
    cols, other = _header_words(line)
    if not _is_header(cols, other):
        return None
    seen_value = False
    for w in words_of(line):
        role = ROLE_WORDS.get(w.text.lower().strip("():,*[]"))
        if role in NUMERIC_ROLES or role == "unit":
            seen_value = True
        elif role == "param" and seen_value:
            return w.x0 - 2.0
    return None


def _half(line: Line, split: float, right: bool) -> Line | None:
    spans = [sp for sp in line.spans if (sp.x0 >= split) == right]
    if not spans:
        return None
    text = " ".join(sp.text for sp in spans)
    bbox = (spans[0].x0, line.bbox[1], spans[-1].x1, line.bbox[3])
    return replace(line, text=text, bbox=bbox, spans=spans)


def _crosses(line: Line, split: float) -> bool:
    return not line.spans or any(sp.x0 < split < sp.x1 for sp in line.spans)


def split_side_by_side(lines: list[Line]) -> list[Line]:
    """Two tables set side by side share their lines ("Parameter ... Unit | Parameter ...
    Unit": humidity specs left, temperature specs right). Read as one table, a right
    row's values become a second value group of the left row's parameter. Each table is
    put back on lines of its own, left table first, each under its own title line."""
    out: list[Line] = []
    i = 0
    while i < len(lines):
        split = _side_split(lines[i]) if lines[i].spans else None
        if split is None:
            out.append(lines[i])
            i += 1
            continue
        start = i - 1 if out and i > 0 and not _crosses(lines[i - 1], split) else i
        if start < i:
            out.pop()  # the title line above names both tables
        end = i + 1
        while end < len(lines) and not _crosses(lines[end], split):
            gap = lines[end].bbox[1] - lines[end - 1].bbox[3]
            if gap > 3.0 * max(lines[end].size, 6.0):
                break
            end += 1
        block = lines[start:end]
        for right in (False, True):
            out.extend(h for ln in block if (h := _half(ln, split, right)) is not None)
        i = end
    return out
