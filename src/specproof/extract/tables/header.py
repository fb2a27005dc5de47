"""Table headers: where each column role (Parameter, Symbol, Conditions, Min, Typ,
Max, Value, Unit) sits on the page.

A header line is mostly role words; stacked headers ("74HC595 74HCT595" over
"Min Typ Max Min Typ Max") lend the line above its roles and group titles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from specproof.records import BOUNDS, NUMBERS, Line, Span
from specproof.tokens import WORD_RUN, has_digit

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
    # the bounds as most European languages abbreviate them ("Min. Tip. Maks.", "Mín. Máx.")
    "maks": "max",
    "maks.": "max",
    "máx": "max",
    "máx.": "max",
    "mín": "min",
    "mín.": "min",
    "value": "value",
    "values": "value",
    "rating": "value",
    "ratings": "value",
    "limit": "value",
    "limits": "value",
    # ("Item | Range | Unit" under "Recommended operating conditions": the allowed span)
    "range": "value",
    "unit": "unit",
    "units": "unit",
    "unit.": "unit",
    "conditions": "cond",
    "condition": "cond",
    # a last "Note" / "Remark" column qualifies its row as a conditions column does
    "note": "cond",
    "notes": "cond",
    "remark": "cond",
    "remarks": "cond",
    "symbol": "symbol",
    "sym": "symbol",
    "sym.": "symbol",
    "parameter": "param",
    "parameters": "param",
    "characteristic": "param",
    "characteristics": "param",
    "item": "param",
    "description": "param",
    # the column naming which member of a family a row holds for ("MLR-92S-E", "both")
    "part": "part",
    "device": "part",
    "version": "part",
    "variant": "part",
    "grade": "part",
}
VALUE_ROLES = BOUNDS  # a column holding one bound is named after it
NUMERIC_ROLES = NUMBERS
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
    role: str  # param, symbol, cond, part, supply, min, typ, max, value, unit
    x0: float
    x1: float
    group: int = 0  # which Min/Typ/Max group a value column belongs to
    symbol: str = ""  # a supply column's rail: "VCC" of a "VCC (V)" column

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2

    def supply_condition(self, cell: str) -> str | None:
        """A supply column's cell as the condition it states ("2.0" under "VCC (V)" is
        "VCC = 2.0 V"); None for another column's cell or a cell without a number."""
        if self.role != "supply" or not has_digit(cell):
            return None
        return f"{self.symbol} = {cell.strip()} V"


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
    named_below: dict[int, str] = field(default_factory=dict)  # see merged_unit_cells
    centred_conds: dict[int, str] = field(default_factory=dict)  # see cells_centred_on_a_row
    # condition text a row's cell wraps onto the lines above and below it, and those lines
    wrapped_conds: dict[int, tuple[list[str], list[str]]] = field(default_factory=dict)
    wrap_lines: set[int] = field(default_factory=set)
    variant: str | None = None  # the variant the table's title names ("x05A PERFORMANCE ...")
    subject: str = ""  # what the table's title says its rows are about ("Gyroscope Specifications")
    stacked: int = 0  # lines above the header's last one that are part of it (staggered cells)

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
    for span_text, x0, x1 in span_parts(line):
        n = max(len(span_text), 1)
        width = x1 - x0
        for m in WORD_RUN.finditer(span_text):
            out.append(
                Word(symbol_text(m.group(0)), x0 + width * m.start() / n, x0 + width * m.end() / n)
            )
    return out


def span_parts(line: Line) -> list[tuple[str, float, float]]:
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
    if role in VALUE_ROLES and i > 0 and _qualifies_unit(words[i - 1].text):
        return None  # "VDC max." under "Pick-up Voltage": the column's unit and bound
    return role


def cell_role(text: str) -> str | None:
    """The role a header cell of several words names: its first role word ("TESTED
    LIMIT" is a limit, "UNITS (MAX.)" the unit column, whose bound word says which side
    the limits bound)."""
    words = [Word(t, 0.0, 0.0) for t in symbol_text(text).split()]
    return next((r for j in range(len(words)) if (r := _role_of(words, j))), None)


def looks_unit(text: str) -> bool:
    from specproof.units import canonical_unit

    return canonical_unit(text) is not None


def _qualifies_unit(prev: str) -> bool:
    """A bare unit word right before a min/typ/max word ("VDC max.", "mA min")."""
    return prev.lower().strip(".:,") not in ROLE_WORDS and looks_unit(prev)


def header_words(line: Line) -> tuple[list[Column], int]:
    """Columns named on one line (value groups numbered) and the count of other words."""
    words = words_of(line)
    known = _roles_by_place(words, [_role_of(words, i) for i in range(len(words))])
    cols: list[Column] = []
    group, seen_in_group, other = 0, set(), 0
    for i, w in enumerate(words):
        role = known[i]
        titled = _supply_title(words, i) if role is None else 0
        if titled:
            rail = w.text.split("(")[0].split("[")[0].strip()
            cols.append(Column("supply", w.x0, words[i + titled - 1].x1, symbol=rail))
            continue
        if role is None and i and _supply_title(words, i - 1) == 2:
            continue  # the supply column's "(V)"
        if role is None:
            # a bilingual title ("Мін. / Min", "Од. / Unit") is one title: its home-language
            # half and the slash are no other words
            other += not _bilingual_half(words, known, i)
            continue
        if role == "value" and not cols and i == 0:
            role = "param"  # "Rating | Symbol | Value | Unit": the first column names parameters
        if i >= 2 and words[i - 1].text == "/" and known[i - 2] == role:
            continue  # "Mín. / Min.": one title in two languages, one column
        if role in NUMERIC_ROLES:
            if role in seen_in_group:
                group, seen_in_group = group + 1, set()
            seen_in_group.add(role)
        elif any(c.role == role for c in cols):
            continue  # "Parameter ... Parameter" in a two-part table: keep the first
        # a bilingual title's column spans both halves: values sit under its middle
        twinned = i >= 2 and words[i - 1].text == "/" and known[i - 2] is None
        x0 = words[i - 2].x0 if twinned else w.x0
        cols.append(Column(role, x0, w.x1, group if role in NUMERIC_ROLES else 0))
    return cols, other


# a column of the supply each row is stated at, titled by its rail and unit: "VCC (V)"
_SUPPLY_TITLE = re.compile(r"V(?:CC|DD|IN|S)[A-Z]?\s*([(\[]V[)\]])?")


def _supply_title(words: list[Word], i: int) -> int:
    """How many words title a supply column at ``i``: "VCC(V)" one, "VCC (V)" two, else 0."""
    m = _SUPPLY_TITLE.fullmatch(words[i].text)
    if m is None:
        return 0
    if m.group(1):
        return 1
    return 2 if i + 1 < len(words) and words[i + 1].text in ("(V)", "[V]") else 0


def _bilingual_half(words: list[Word], known: list[str | None], i: int) -> bool:
    """The home-language half of a title ("Мін." of "Мін. / Min") or the slash after it."""
    if words[i].text == "/":
        return 0 < i < len(words) - 1 and known[i - 1] is None and known[i + 1] is not None
    return i + 2 < len(words) and words[i + 1].text == "/" and known[i + 2] is not None


def _roles_by_place(words: list[Word], roles: list[str | None]) -> list[str | None]:
    """Titles in another language named by where they stand: one word between a Min and a
    Max title is the typical column ("Min. Tip. Max.", "Min Tüüp Max"), and a short last
    word after the value titles, with no unit title on the line, is the unit column ("Max.
    U.M.", "Max Ühik", "Max. Egység"). A bilingual sheet often gives only these in its own
    language, and without them the cells under them are lost."""
    out = list(roles)
    for i in range(1, len(words) - 1):
        if out[i] is None and out[i - 1] == "min" and out[i + 1] == "max":
            out[i] = "typ"
    last_value = max((i for i, r in enumerate(out) if r in VALUE_ROLES), default=None)
    if last_value is None or "unit" in out or last_value + 1 >= len(words):
        return out
    k = last_value + 1
    raw = words[k].text.strip(":()")
    title = raw.replace(".", "")
    # (an abbreviation's dots tell a title from a unit: "U.M." is no µm)
    titled = "." in raw or not looks_unit(title)
    # only a last title, or one before a notes column ("Egység | Megj. / Note"): "Max.
    # Accuracy | Pkg | Operating" is a bound of a named column, then more columns
    tail = [(w.text, r) for w, r in zip(words[k + 1 :], out[k + 1 :], strict=True)]
    last = "/" in (t for t, _ in tail) or sum(r is None for _, r in tail) <= 1
    if out[k] is None and 1 < len(title) <= 8 and title.isalpha() and titled and last:
        out[k] = "unit"
    return out


def is_header(cols: list[Column], other: int) -> bool:
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
    cols, other = header_words(line)
    cols = _unheaded_labels(cols, words_of(line))
    upper = _stacked_line(line, above or [])
    if not is_header(cols, other):
        cols = [*cols, *_cut_bound_columns(upper)]
        if not is_header(cols, other):
            return None
    return _columns_of(cols, line, upper)


def _unheaded_labels(cols: list[Column], words: list[Word]) -> list[Column]:
    """ "Unit | Value" (or "Unità / Unit | Valore / Value") set over the right half, nothing
    over the labels: the names of the rows stand in the bare room left of the titles."""
    roles = {c.role for c in cols}
    if roles != {"unit", "value"} or not words:
        return cols
    first = min(c.x0 for c in cols)
    # (the title's other language may stand just before it: "Unità / Unit")
    if words[0].x0 < first - 80.0 or first < 160.0:
        return cols  # a word over the labels, or titles too far left to leave them room
    cols = sorted(cols, key=lambda c: c.x0)
    # each title reaches back over its other language's words ("Unità / Unit", "Valore /
    # Value"): from the first word after the title before it
    widened, start = [], 0.0
    for c in cols:
        x0 = min((w.x0 for w in words if start <= w.x0 < c.x0), default=c.x0)
        widened.append(Column(c.role, x0, c.x1, c.group))
        start = c.x1
    return [Column("param", 0.0, words[0].x0 - 20.0), *widened]


def _columns_of(cols: list[Column], line: Line, upper: Line | None) -> Columns:
    """The header's columns, with the roles and value-group titles of the line above."""
    if upper is not None:
        cols = _merge_upper_roles(cols, upper)
    cols.sort(key=lambda c: c.x0)
    cols = _unnamed_first_column(cols, words_of(line))
    heads = words_of(line) + (words_of(upper) if upper is not None else [])
    cols = _conditions_name_rows(cols, heads)
    roles: dict[str, tuple[float, float]] = {}
    for c in cols:
        roles.setdefault(c.role, (c.x0, c.x1))
    n_groups = 1 + max((c.group for c in cols), default=0)
    groups = _group_titles(cols, n_groups, upper)
    return Columns(roles=roles, top=line.bbox[1], columns=cols, groups=groups)


def _unnamed_first_column(cols: list[Column], words: list[Word]) -> list[Column]:
    """A header whose first title is no role word ("Mode | Condition | Part | Typ | Max"):
    that title names the rows, as "Parameter" does. Without a column there, a condition
    cell wider than its title would be taken to reach over the row names."""
    if not words or not cols or any(c.role in LABEL_ROLES for c in cols):
        return cols
    first = words[0]
    if _role_of(words, 0) is not None or first.x1 >= cols[0].x0:
        return cols
    return [Column("param", first.x0, first.x1), *cols]


def _conditions_name_rows(cols: list[Column], heads: list[Word]) -> list[Column]:
    """A header with no Parameter or Symbol title whose first title, leftmost of all its
    words, is "Condition" ("CONDITION | MIN | MAX" over absolute ratings): that column
    names the rows. (A title left of it, "PARA-METER", names them instead.)"""
    if not cols or cols[0].role != "cond" or any(c.role in LABEL_ROLES for c in cols):
        return cols
    if any(w.x1 <= cols[0].x0 for w in heads):
        return cols
    return [Column("param", cols[0].x0, cols[0].x1), *cols[1:]]


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


def _cut_bound_word(text: str) -> str | None:
    """The bound a word cut by a narrow column names ("Minim" over "um", "Typic" over
    "al", "Maxi" over "mum")."""
    word = text.lower()
    for full, role in ROLE_WORDS.items():
        if role in NUMERIC_ROLES and 4 <= len(word) < len(full) and full.startswith(word):
            return role
    return None


def _cut_bound_columns(upper: Line | None) -> list[Column]:
    """The bound columns a line of cut bound words right above a header line names
    ("Minim Typic Maxi" over "Parameters Symbol Unit"); none unless every word of the
    line is such a word or a header's own word."""
    words = words_of(upper) if upper is not None else []
    roles = [_cut_bound_word(w.text) or ROLE_WORDS.get(w.text.lower()) for w in words]
    if not words or not all(roles) or not any(_cut_bound_word(w.text) for w in words):
        return []
    return [Column(r, w.x0, w.x1) for w, r in zip(words, roles, strict=True) if r in NUMERIC_ROLES]


def _group_titles(cols: list[Column], n_groups: int, upper: Line | None) -> list[str]:
    """Text of the stacked header line above each value group ("-40 °C to +85 °C", "74HCT595")."""
    titles = [""] * n_groups
    if upper is None or n_groups < 1:
        return titles
    for span_text, x0, x1 in span_parts(upper):
        text = symbol_text(span_text).strip()
        if not text or ROLE_WORDS.get(text.lower().strip("():,*")):
            continue
        if all(_cut_bound_word(w) or w.lower() in ROLE_WORDS for w in text.split()):
            continue  # "Minim Typic Maxi": bound words cut by narrow columns, no title
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


def stacked_header_band(cols: Columns, lines: list[Line], start: int, floor: int = 0) -> list[int]:
    """Indices (top first) of the lines right above a header line that still belong to
    the header: value-group titles stacked over two lines ("VCCB = 1.8 V" over
    "± 0.15 V") and a "UNIT" title centred between them. Every cell of such a line
    is a role word or sits over the value columns; a cell further left is a row or
    a caption."""
    vx0 = cols.value_x0()
    band: list[int] = []
    below = lines[start]
    for k in range(start - 1, max(floor - 1, start - 5), -1):
        ln = lines[k]
        if below.bbox[1] - ln.bbox[3] > 1.2 * max(ln.size, below.size, 6.0):
            break
        parts = span_parts(ln)
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


def adopt_stacked_titles(cols: Columns, lines: list[Line], start: int, floor: int = 0) -> int:
    """Give ``cols`` the full group titles of its stacked header band (no higher than
    ``floor``) and return the index of the band's top line, where the preamble ends."""
    band = stacked_header_band(cols, lines, start, floor)
    if not band:
        return start
    titles = stacked_group_titles(cols, lines, band)
    cols.groups = [new or old for new, old in zip(titles, cols.groups, strict=False)]
    return band[0]


def staggered_header(lines: list[Line], i: int) -> Columns | None:
    """A header whose cells sit at staggered heights, each centred on its own number of
    lines (TI, National: "PARAMETER | TEST CONDITIONS" beside "TYP" beside "TESTED" over
    "LIMIT" beside "UNITS" over "(MAX.)"): the one header row comes out as several lines
    that overlap in height, none a header alone. Read at the band's last line, its cells
    stacked by column. A top line of the band without role words ("LM35A   LM35CA")
    titles the value groups; a limit column beside a typical one is the guaranteed bound,
    and the columns come in groups of one repeated pattern, one group per grade."""
    if i + 1 < len(lines) and _overlap_in_height(lines[i], lines[i + 1]):
        return None  # the band goes on below: read it at its last line
    band = _overlapping_band(lines, i)
    headed = [k for k in band if any(cell_role(t) for t, _, _ in span_parts(lines[k]))]
    if len(headed) < 2:
        return None
    cells = _stacked_cells([lines[k] for k in headed])
    cols, other = _cell_columns(cells)
    if not is_header(cols, other):
        return None
    top = headed[0]
    upper = lines[band[0]] if band[0] < top else _stacked_line(lines[top], lines[:top][-1:])
    merged = Line(
        " ".join(c.text for c in cells),
        (cells[0].x0, lines[top].bbox[1], max(c.x1 for c in cells), lines[i].bbox[3]),
        spans=cells,
        size=max(lines[k].size for k in headed),
    )
    found = _columns_of(cols, merged, upper)
    found.stacked = i - top
    return found


def _overlap_in_height(upper: Line, lower: Line) -> bool:
    return upper.bbox[3] - lower.bbox[1] > 0.5


def _overlapping_band(lines: list[Line], i: int) -> list[int]:
    """Indices (top first) of the lines chained to line i by overlapping in height."""
    band = [i]
    while band[0] > 0 and len(band) < 6 and _overlap_in_height(lines[band[0] - 1], lines[band[0]]):
        band.insert(0, band[0] - 1)
    return band


def _stacked_cells(band: list[Line]) -> list[Span]:
    """The band's cells, left to right: text set over the same columns joined top down."""
    cells: list[Span] = []
    for ln in band:
        for text, x0, x1 in span_parts(ln):
            hit = next((c for c in cells if min(c.x1, x1) - max(c.x0, x0) > 0), None)
            if hit is None:
                cells.append(Span(text, x0, x1))
            else:
                hit.text, hit.x0, hit.x1 = f"{hit.text} {text}", min(hit.x0, x0), max(hit.x1, x1)
    return sorted(cells, key=lambda c: c.x0)


def _cell_columns(cells: list[Span]) -> tuple[list[Column], int]:
    cols = [Column(r, c.x0, c.x1) for c in cells if (r := cell_role(c.text))]
    if any(c.role == "typ" for c in cols):
        for c in cols:
            c.role = "max" if c.role == "value" else c.role
    number_groups([c for c in cols if c.role in NUMERIC_ROLES])
    return cols, len(cells) - len(cols)


def number_groups(numeric: list[Column]) -> None:
    """Value columns in groups of the shortest pattern the whole run repeats ("TYP
    LIMIT LIMIT" twice: two groups); without one, a role seen again opens a group."""
    roles = [c.role for c in numeric]
    n = len(roles)
    period = next((p for p in range(1, n // 2 + 1) if roles == roles[:p] * (n // p)), None)
    group, seen = 0, set()
    for j, c in enumerate(numeric):
        if period is not None:
            c.group = j // period
            continue
        if c.role in seen:
            group, seen = group + 1, set()
        seen.add(c.role)
        c.group = group
