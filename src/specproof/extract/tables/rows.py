"""One table row read by the x position of its words: label, symbol, condition cells,
Min/Typ/Max values per value group, unit. Symbolic cells ("VDD + 0.3", "0.7 × VDD")
are kept as expressions, never read as bare numbers.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from specproof.extract.tables.header import (
    NUMERIC_ROLES,
    VALUE_ROLES,
    Column,
    Columns,
    Word,
    looks_unit,
    span_parts,
    symbol_text,
)
from specproof.records import Line
from specproof.tokens import WORD_RUN, has_digit, has_letter

# a trailing lower-case letter is a footnote mark glued to the number ("5.25a")
_NUMERIC = re.compile(r"^[±<>≤≥~+\-]?\s?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:%|(?<=\d)[a-e])?$")
_DASH_CELL = re.compile(r"^[-—–−－]{1,4}$")  # "–", "–––": an empty cell


def is_number_word(text: str) -> bool:
    t = symbol_text(text).replace("−", "-").replace("–", "-").replace("＋", "+")
    return has_digit(t) and bool(_NUMERIC.match(t))


@dataclass(slots=True)
class CondCell:
    x0: float
    text: str
    x1: float | None = None  # right edge, when known
    heads: bool = False  # written on a line of its own, over the rows it holds for


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
    part: str = ""  # the Part/Device/Version cell: the family member(s) the row holds for

    @property
    def label(self) -> str:
        return " ".join(w.text for w in self.label_words)

    @property
    def condition(self) -> str:
        return " ".join(c.text for c in self.cond_cells)


# a whole "lower of" limit cell: "The lower of 5.5 or VDD + 0.3", "lesser of 6 V or VCC+0.5"
LOWER_OF_CELL = re.compile(
    r"^(?:the\s+)?(?:lower|lesser|smaller)\s+of\s+(?P<num>[-+]?\d+(?:\.\d+)?)\s*V?\s*"
    r"(?:or|and|,)\s*(?P<expr>\(?\s*[A-Z][A-Za-z0-9_]{0,7}\s*[-+]\s*\d+(?:\.\d+)?\s*\)?)\s*V?$",
    re.I,
)


_ALTERNATIVES = re.compile(r"^\s*[-+]?\d+(?:\.\d+)?\s*/\s*[-+]?\d+(?:\.\d+)?\s*$")


def split_row(line: Line, cols: Columns) -> RowCells:
    """Assign the words of a row line to label / condition / value / unit cells."""
    n_groups = max(len(cols.groups), 1)
    row = RowCells(group_values=[{} for _ in range(n_groups)], exprs=[{} for _ in range(n_groups)])
    vx0 = cols.value_x0()
    spacing = _min_spacing(cols)
    tol = max(12.0, 0.7 * spacing)
    prev_text, prev_x1 = "", -1e9
    for text, x0, x1 in span_parts(line):
        text, x1 = _strip_note_marks(symbol_text(text), x0, x1)
        region = cols.region(x0, x1)
        after_symbol = OPERAND_TAIL.match(text) and re.search(r"[A-Za-z)]$", prev_text)
        prev_text, prev_x1, gap = text, x1, x0 - prev_x1
        if after_symbol and gap < 25.0:
            # "V" | "– 0.4": a symbolic bound whose symbol was set apart, no negative number
            col = region or cols.nearest(Word(text, x0, x1), 40.0)
            if col is not None and col.role in NUMERIC_ROLES:
                row.exprs[col.group].setdefault(col.role, text)
                continue
        if is_text_cell(text) and region is not None and region.role == "cond":
            _add_cond(row, x0, text, line, x1)
            continue
        supply = region.supply_condition(text) if region is not None else None
        if supply is not None:
            _add_cond(row, x0, supply, line, x1)
            continue
        if is_text_cell(text) and region is not None and region.role == "part":
            row.part = f"{row.part} {text.strip()}".strip()
            continue
        if region is not None and region.role in NUMERIC_ROLES and _ALTERNATIVES.match(text):
            # "12 / 24" under Typ: a choice of values (a jumper's settings), no typ and max
            row.unread += 1
            continue
        if region is not None and region.role in NUMERIC_ROLES and _is_expression(text):
            row.exprs[region.group].setdefault(region.role, text)
            continue
        head, _, tail = text.strip().rpartition(" ")
        in_values = region is not None and region.role in NUMERIC_ROLES
        if in_values and head and looks_unit(tail) and _is_expression(head):
            # "VDD+0.3 V": a symbolic bound with its unit
            row.exprs[region.group].setdefault(region.role, head)  # type: ignore[union-attr]
            row.unit = row.unit or tail
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
        if region is not None and region.role == "value" and has_digit(text):
            row.group_values[region.group].setdefault("value", text)
            continue
        if region is None and _untitled_unit(cols, x0, text):
            row.unit = row.unit or text.strip()
            continue
        words = _span_words(text, x0, x1)
        if (region is None or region.role == "param") and x1 < vx0 - 0.3 * spacing:
            words = _take_label_relations(row, words)
        _split_words(row, words, cols, vx0, spacing, tol)
    row.values = row.group_values[0]
    row.cond_words = [Word(c.text, c.x0, c.x0) for c in row.cond_cells]
    return row


def _untitled_unit(cols: Columns, x0: float, text: str) -> bool:
    """A unit right of the last value column of a header with no Unit title ("min typ max"
    over "2.7 | | 5.5 | V"): the column of units the header left unnamed."""
    if "unit" in cols.roles:
        return False
    right = max((c.x1 for c in cols.columns if c.role in NUMERIC_ROLES), default=None)
    return right is not None and x0 > right and looks_unit(text.strip())


OPERAND_TAIL = re.compile(r"^[–−\-+×]\s+[\d.]+$")
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
        for m in WORD_RUN.finditer(text)
    ]


def is_text_cell(text: str) -> bool:
    return has_letter(text)


def ends_in_number(text: str) -> bool:
    """The text ends with a digit, as a line that states a value does."""
    return re.search(r"\d\s*$", text) is not None


# a supply symbol as vendors write it: "VDD", "Vdd_IO", "VCCI", "(V+)", "V+", "V(BUS)"
SUPPLY_SYMBOL = (
    r"(?:\(\s*V[A-Za-z0-9_]{0,6}[+-]?\s*\)|V[A-Za-z0-9_]{0,8}\+|[A-Z][A-Za-z]{0,3}[A-Z0-9_()]{0,8})"
)
_EXPR_RX = re.compile(
    rf"^\(?\s*(?:{SUPPLY_SYMBOL}\s*[-+×x*/]\s*[\d.]+|[\d.]+\s*[×x*]\s*{SUPPLY_SYMBOL})"
    r"\s*\)?$|^[A-Z][A-Z0-9_()]{1,8}$|^\(\s*V[A-Za-z0-9_]{0,6}[+-]\s*\)$"
    # a coefficient glued to a supply symbol ("0.7VDD", NXP's signed "+0.3VDD"), not a
    # unit ("5VDC")
    r"|^\+?[\d.]+\s*(?!V(?:DC|AC|PP|RMS)\b)V_?[A-Z][A-Z0-9_]{1,8}$"
    # a coefficient of a supply in parentheses, TI style: "0.7 (VS)" is 0.7 × VS
    r"|^[\d.]+\s*\(\s*V_?[A-Z][A-Za-z0-9_]{0,8}\s*\)$"
)


def _is_expression(text: str) -> bool:
    """A symbolic bound: "VCCI – 0.2", "VDD + 0.3", "0.7 × VDD", "VCCA × 0.65", "VCC"."""
    t = text.replace("−", "-").replace("–", "-").strip()
    return bool(_EXPR_RX.match(t)) and bool(re.search(r"[A-Z]", t))


def _add_cond(row: RowCells, x0: float, text: str, line: Line, x1: float) -> None:
    row.cond_cells.append(CondCell(x0, text.strip(), x1))


def _split_words(
    row: RowCells,
    words: list[Word],
    cols: Columns,
    vx0: float,
    spacing: float,
    tol: float,
) -> None:
    prev = ""
    # a Unit column left of the values ("Parameter | Unit | Value"): its cells are units,
    # however near the labels they stand
    unit_col = next((c for c in cols.columns if c.role == "unit" and c.x1 < vx0), None)
    for w in words:
        in_units = unit_col is not None and unit_col.x0 - tol <= w.x0 and w.x1 <= unit_col.x1 + tol
        col = cols.nearest(w, tol) if w.x1 > vx0 - 0.6 * spacing or in_units else None
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
        glued = _GLUED_UNIT.match(w.text) if role in NUMERIC_ROLES else None
        if glued and not is_number_word(w.text) and looks_unit(glued.group(2)):
            # "-25°C", "+4.5V" in a value column: the cell's number and the row's unit
            row.unit = row.unit or glued.group(2)
            w = Word(glued.group(1), w.x0, w.x1)
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
        elif role == "unit" and looks_unit(w.text):
            if row.unit != w.text:  # "VDD+0.3 V" | "V": the value's unit and the column's
                row.unit = (row.unit + " " + w.text) if row.unit else w.text
        elif role in NUMERIC_ROLES and any(row.group_values) and looks_unit(w.text):
            row.unit = row.unit or w.text
        elif role == "part" and is_text_cell(w.text):
            row.part = f"{row.part} {w.text}".strip()
        elif role == "cond" or (role == "unit" and row.unit):
            _append_cond_word(row, w)
        elif role in NUMERIC_ROLES or role == "unit":
            row.unread += 1  # words in value columns that are no numbers ("The lower", "G/A")
        else:
            row.label_words.append(w)


_GLUED_UNIT = re.compile(r"^([±+\-−–]?\d+(?:\.\d+)?)([^\d\s.,][^\d\s]{0,4})$")
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
    row.cond_cells.append(CondCell(words[start].x0, phrase.strip("(); "), words[end].x1))
    return words[:start] + words[end + 1 :]


def _append_cond_word(row: RowCells, w: Word) -> None:
    if row.cond_cells and w.x0 - row.cond_cells[-1].x0 < 400:
        last = row.cond_cells[-1]
        last.text = f"{last.text} {w.text}"
        last.x1 = max(last.x1 or w.x1, w.x1)
    else:
        row.cond_cells.append(CondCell(w.x0, w.text, w.x1))


def _next_free(cells: dict[str, str], role: str) -> str | None:
    if role not in VALUE_ROLES:
        return None
    order = list(VALUE_ROLES)
    for r in order[order.index(role) + 1 :]:
        if r not in cells:
            return r
    return None


def _min_spacing(cols: Columns) -> float:
    xs = sorted(c.xc for c in cols.columns if c.role in (*NUMERIC_ROLES, "unit"))
    gaps = [b - a for a, b in itertools.pairwise(xs) if b - a > 1]
    return min(gaps) if gaps else 40.0
