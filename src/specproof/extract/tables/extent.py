"""Where a table ends (a footnote, a caption, a new header, prose, a wide gap) and how
far its columns really reach (learned from the rows below the header).
"""

from __future__ import annotations

import re
import unicodedata

from specproof.extract.tables.header import (
    Columns,
    header_words,
    is_header,
    looks_unit,
    span_parts,
    symbol_text,
)
from specproof.extract.tables.rows import ends_in_number, is_number_word
from specproof.records import Line

# (a numbered note or heading opens with a letter of any script: "4. Умови експлуатації")
FOOTNOTE_LINE = re.compile(
    r"^\s*(?:notes?\b\s*\d*[:.]?|\(\d{1,2}\)\s|\d{1,2}[.)]\s+[^\W\d_]|\*+\s?\S)", re.I
)
CAPTION_LINE = re.compile(r"^\s*(?:table|figure|fig\.)\s*\d+", re.I)


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
        if ln.hidden or not ln.text.strip() or ln.bbox[1] < lines[start].bbox[1]:
            continue  # text set above the header (a rotated margin title) is out of flow
        step = ln.bbox[1] - last.bbox[1]
        pitch = sorted(steps)[len(steps) // 2] if steps else max(ln.size, 6.0) * 1.6
        if step > max(3.2 * pitch, 4.0 * max(ln.size, 6.0)):
            break
        text = ln.text.strip()
        footnote = (
            FOOTNOTE_LINE.match(text)
            and not _marked_row(ln, cols)
            and not _MARKS_ONLY.match(text)
            and not _mark_beside_unit(text)
        )
        if footnote or CAPTION_LINE.match(text) or _is_prose(ln, value_x0):
            break
        if _marked_heading(text) and step > 1.5 * pitch:
            break
        cols_here, other = header_words(ln)
        if is_header(cols_here, other):
            break
        if step > 0.5:
            steps.append(step)
        last = ln
    return last.bbox[3] + 0.5


def _marked_heading(text: str) -> bool:
    """A heading set off by an ornament ("⬢ Connections", "◊ 3 — TIMING", "■ Pinout"):
    after a gap it opens the next section, however its own table's header reads."""
    return unicodedata.category(text[0]) == "So" and any(ch.isalpha() for ch in text[1:])


# "(3) (3)", "*1": note marks raised above a row's cells and set on a line of their own
# (with a raised degree sign set as a letter o: "(3) o" over "-40 85 C"); a footnote always
# runs on into its text
_MARKS_ONLY = re.compile(r"^\s*(?:(?:\(\d{1,2}\)|\*\d{1,2})\s*)+(?:[o°º]\s*)?$")
_NOTE_MARK = re.compile(r"^\s*(?:\(\d{1,2}\)|\d{1,2}\)|\*{1,3})\s*$")
_MARK_THEN_WORDS = re.compile(r"^\s*(?:\(\d{1,2}\)|\*{1,3})\s+\S")


def _mark_beside_unit(text: str) -> bool:
    """A raised note mark of a row's name and the row's unit cell sharing a line of their
    own ("(5)   °C" between the sub-rows of "Accuracy (5)"): a part of the row, no note."""
    words = text.split()
    return len(words) == 2 and bool(_NOTE_MARK.match(words[0])) and looks_unit(words[1])


def _marked_row(line: Line, cols: Columns) -> bool:
    """A row whose label cell starts with a note mark set apart ("(1)" | "RATE = 0" | "400"
    | "ms"): the mark refers to a footnote below, the line itself is a row with its
    numbers in the value columns. A footnote is prose that runs on from its mark."""
    parts = span_parts(line)
    first = symbol_text(parts[0][0]) if parts else ""
    # the mark alone in its cell, or glued before the row's own condition ("* 1 mA ≤ IOUT
    # ≤ 500 mA" | "-2" | "+2" | "%": rows marked as holding over the full temperature range)
    alone = len(parts) >= 3 and _NOTE_MARK.match(first)
    glued = len(parts) >= 2 and _MARK_THEN_WORDS.match(first)
    if not (alone or glued):
        return False
    vx0 = cols.value_x0()
    cells = [t for t, x0, _ in parts[1:] if x0 >= vx0 - 5.0]
    return any(is_number_word(t) for t in cells) and all(len(t.split()) <= 2 for t in cells)


def _is_prose(line: Line, value_x0: float) -> bool:
    """One long run of words that crosses into the value columns: a paragraph."""
    if len(line.spans) > 1:
        return False
    words = line.text.split()
    return len(words) > 9 and line.bbox[2] > value_x0 + 20 and not ends_in_number(line.text)


def learn_extents(cols: Columns, lines: list[Line]) -> None:
    """Widen text columns (Conditions, Unit) to the cells under them.

    Header titles are often centred over left-aligned cells: a condition cell
    can start left of its title. A cell that overlaps one title and stays clear
    of the neighbouring titles widens that column.
    """
    ordered = sorted(cols.columns, key=lambda c: c.x0)
    header = [(c.x0, c.x1) for c in ordered]
    for ln in lines:
        for text, x0, x1 in span_parts(ln):
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
