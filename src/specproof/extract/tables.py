"""Table rows read from visual lines: column roles from the header, x-aligned cells.

Datasheet tables are laid out as columns (Parameter | Symbol | Conditions | Min |
Typ | Max | Unit). We find the header line, remember where each role sits on the
page, and read every following line by the x position of its words. This keeps
numbers of the Conditions column ("4.75V ≤ VIN ≤ 12V") out of Min/Typ/Max, and tells
a blank Typ cell from a shifted Max without any table detector.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from specproof.records import Line

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
    "unit": "unit",
    "units": "unit",
    "unit.": "unit",
    "conditions": "cond",
    "condition": "cond",
    "symbol": "symbol",
    "sym": "symbol",
    "parameter": "param",
    "parameters": "param",
    "characteristic": "param",
    "characteristics": "param",
    "item": "param",
}
VALUE_ROLES = ("min", "typ", "max")


@dataclass(slots=True)
class Word:
    text: str
    x0: float
    x1: float

    @property
    def xc(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass(slots=True)
class Columns:
    """Where each role of a table header sits (x centre), first group only."""

    roles: dict[str, tuple[float, float]]  # role -> (x0, x1)
    top: float
    preamble: str = ""  # "VDD = 3.3 V, TA = 25 °C unless otherwise noted"

    def value_x0(self) -> float:
        return min(self.roles[r][0] for r in VALUE_ROLES if r in self.roles)

    def nearest(self, w: Word, tol: float) -> str | None:
        best, best_d = None, tol
        for role, (x0, x1) in self.roles.items():
            if role in ("param",):
                continue
            # distance from the word to the header cell (0 when they overlap)
            d = max(0.0, x0 - w.x1, w.x0 - x1)
            dc = abs(w.xc - (x0 + x1) / 2)
            score = d + 0.25 * dc
            if score < best_d:
                best, best_d = role, score
        return best


def words_of(line: Line) -> list[Word]:
    """Words of a line with x extents estimated from their span's extent."""
    out: list[Word] = []
    spans = line.spans or []
    if not spans:
        return [Word(w, 0.0, 0.0) for w in line.text.split()]
    for span in spans:
        text = span.text
        n = max(len(text), 1)
        width = span.x1 - span.x0
        for m in re.finditer(r"\S+", text):
            out.append(
                Word(m.group(0), span.x0 + width * m.start() / n, span.x0 + width * m.end() / n)
            )
    return out


def header_columns(line: Line) -> Columns | None:
    """Columns of a header line, or None when the line is no table header."""
    roles: dict[str, tuple[float, float]] = {}
    words = words_of(line)
    seen_values = 0
    for i, w in enumerate(words):
        key = w.text.lower().strip("():,*")
        if (
            key in ("test", "conditions")
            and i + 1 < len(words)
            and words[i + 1].text.lower().startswith("condition")
        ):
            continue
        role = ROLE_WORDS.get(key)
        if role is None:
            continue
        if role in roles:
            continue  # a second Min/Typ/Max group (another grade or temperature range)
        roles[role] = (w.x0, w.x1)
        seen_values += role in VALUE_ROLES
    if seen_values >= 2 or (
        seen_values == 1 and "unit" in roles and ("param" in roles or "symbol" in roles)
    ):
        # few other words: a header line is mostly role words
        other = [w for w in words if ROLE_WORDS.get(w.text.lower().strip("():,*")) is None]
        if len(other) <= 8:
            return Columns(roles=roles, top=line.bbox[1])
    return None


_NUMERIC = re.compile(r"^[±<>≤≥~+\-]?\s?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?%?$")
_DASH_CELL = re.compile(r"^[-—–−－]$")


def is_number_word(text: str) -> bool:
    t = text.replace("−", "-").replace("–", "-").replace("＋", "+")
    return bool(re.search(r"\d", t)) and bool(_NUMERIC.match(t))


@dataclass(slots=True)
class RowCells:
    label_words: list[Word] = field(default_factory=list)
    cond_words: list[Word] = field(default_factory=list)
    values: dict[str, str] = field(default_factory=dict)  # role -> cell text
    unit: str | None = None
    dashes: int = 0

    @property
    def label(self) -> str:
        return " ".join(w.text for w in self.label_words)

    @property
    def condition(self) -> str:
        return " ".join(w.text for w in self.cond_words)


def split_row(line: Line, cols: Columns) -> RowCells:
    """Assign the words of a row line to label / condition / value / unit cells."""
    row = RowCells()
    words = words_of(line)
    vx0 = cols.value_x0()
    spacing = _min_spacing(cols)
    tol = max(12.0, 0.7 * spacing)
    prev = ""
    for w in words:
        role = cols.nearest(w, tol) if w.x1 > vx0 - 0.6 * spacing else None
        after_relation = prev.endswith(("=", "≤", "≥", "<", ">", "±"))
        prev = w.text
        if after_relation:
            row.cond_words.append(w)  # "VDD = 2V" inside a value column is a test condition
            continue
        if role in VALUE_ROLES and is_number_word(w.text):
            if role in row.values:
                # a second number in a cell already filled: take the next free value role
                role = _next_free(row, role)
                if role is None:
                    continue
            row.values[role] = w.text
        elif role in VALUE_ROLES and _DASH_CELL.match(w.text):
            row.dashes += 1
        elif role == "unit" or (role in VALUE_ROLES and row.values and _looks_unit(w.text)):
            row.unit = (row.unit + " " + w.text) if row.unit and role == "unit" else w.text
        elif role == "cond":
            row.cond_words.append(w)
        elif role in VALUE_ROLES:
            continue  # words in value columns that are no numbers ("The lower", "Note")
        else:
            row.label_words.append(w)
    return row


def _next_free(row: RowCells, role: str) -> str | None:
    order = list(VALUE_ROLES)
    for r in order[order.index(role) + 1 :]:
        if r not in row.values:
            return r
    return None


def _looks_unit(text: str) -> bool:
    from specproof.units import canonical_unit

    return canonical_unit(text) is not None


def _min_spacing(cols: Columns) -> float:
    xs = sorted((x0 + x1) / 2 for r, (x0, x1) in cols.roles.items() if r in (*VALUE_ROLES, "unit"))
    gaps = [b - a for a, b in itertools.pairwise(xs) if b - a > 1]
    return min(gaps) if gaps else 40.0
