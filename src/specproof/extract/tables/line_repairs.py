"""Repairs of a page's lines before any table is read: a symbolic bound whose number a
narrow cell wrapped onto the next line, a "lower of" limit cell broken over several
lines, and two tables set side by side on one line.
"""

from __future__ import annotations

import re
from dataclasses import replace

from specproof.extract.tables.header import (
    NUMERIC_ROLES,
    ROLE_WORDS,
    header_words,
    is_header,
    symbol_text,
    words_of,
)
from specproof.extract.tables.rows import OPERAND_TAIL, SUPPLY_SYMBOL
from specproof.records import Line, Span

# a symbolic bound a narrow cell wrapped over two lines, cut at its operator: "VCC +" over
# "0.3", "0.7 x" over "VCC", "VDD" over "- 0.4" (a sign set apart from its number is an
# operator, "-0.4" a negative number)
_EXPR_HEAD = re.compile(rf"^\(?\s*(?:{SUPPLY_SYMBOL}\s*[-+−–]|[\d.]+\s*[×x*])$")
_SUPPLY_CELL = re.compile(rf"^\(?\s*{SUPPLY_SYMBOL}\s*\)?$")


def _tail_kind(head: str) -> str | None:
    """What the second line of a wrapped bound starting ``head`` must hold."""
    if _EXPR_HEAD.match(head):
        return "supply" if head[-1] in "×x*" else "number"
    return "operand" if _SUPPLY_CELL.match(head) else None


def _is_tail(text: str, kind: str) -> bool:
    """A second half of the ``kind`` a head asks for: "0.3", "VDD" or "- 0.4"."""
    text = symbol_text(text).strip()
    if kind == "number":
        return text.rstrip(")").replace(".", "", 1).isdigit()
    if kind == "supply":
        return bool(_SUPPLY_CELL.match(text))
    return bool(OPERAND_TAIL.match(text.rstrip(")")))


def _expression_tail(lines: list[Line], h: int, head: Span, kind: str) -> tuple[int, int] | None:
    """(line, span) of the second half of the bound ``head`` on ``lines[h]``: the first span
    set under it. A bare supply over an operand sits closer than a row pitch (its two
    lines are one cell): a supply bound of one row over a number of the next is no bound."""
    reach = 2.2 if kind != "operand" else 1.6
    top = lines[h]
    for t in range(h + 1, min(h + 4, len(lines))):
        ln = lines[t]
        if ln.bbox[1] - top.bbox[1] > reach * max(top.size, ln.size, 6.0):
            return None
        for k, sp in enumerate(ln.spans):
            if sp.x0 < head.x1 + 6.0 and sp.x1 > head.x0 - 6.0:
                return (t, k) if _is_tail(sp.text, kind) else None
    return None


def join_wrapped_expressions(lines: list[Line]) -> list[Line]:
    """Join a symbolic bound that a narrow table cell wrapped over two lines ("VCC –" /
    "0.4", "0.7 x" / "VDD", "VDD" / "+ 0.3") back into one cell, on the row line set
    between the two halves (a row's other cells are centred on its two-line cell) or else
    on the second half's line. Read apart, the number alone becomes a bound ("min 0.4 V")
    it never was. Several bounds of one row (its Min and Max cells) join alike."""
    lines = join_lower_of_cells(lines)
    spans = [list(ln.spans) for ln in lines]
    moved: set[tuple[int, int]] = set()  # (line, span) taken into a joined cell
    cells: dict[int, list[Span]] = {}  # joined cells by the line they go to
    printed: dict[int, set[int]] = {}  # the printed lines each such line's quote spans
    for h, line in enumerate(lines):
        for k, head in enumerate(line.spans):
            text = symbol_text(head.text).strip()
            kind = _tail_kind(text)
            if (h, k) in moved or kind is None:
                continue
            tail = _expression_tail(lines, h, head, kind)
            if tail is None or tail in moved:
                continue
            t, j = tail
            num = lines[t].spans[j]
            cell = Span(f"{text} {num.text.strip()}", min(head.x0, num.x0), max(head.x1, num.x1))
            between = [r for r in range(h + 1, t) if spans[r]]
            row = between[0] if len(between) == 1 else t
            moved |= {(h, k), tail}
            cells.setdefault(row, []).append(cell)
            printed.setdefault(row, {row}).update((h, t))
    if not cells:
        return lines
    return _rebuild(lines, moved, cells, printed)


def _rebuild(
    lines: list[Line],
    moved: set[tuple[int, int]],
    cells: dict[int, list[Span]],
    printed: dict[int, set[int]],
) -> list[Line]:
    """The lines with the halves of joined bounds taken out and each whole bound put on
    its row; a line left empty goes."""
    out: list[Line] = []
    for i, line in enumerate(lines):
        kept = [sp for k, sp in enumerate(line.spans) if (i, k) not in moved]
        if i in cells:
            # the quote runs over the printed lines, top to bottom, so it is still found
            # on the page and holds the numbers
            text = " ".join(lines[r].text for r in sorted(printed[i]))
            spans = sorted([*kept, *cells[i]], key=lambda sp: sp.x0)
            out.append(replace(line, spans=spans, text=text))
        elif len(kept) < len(line.spans):
            if kept:
                out.append(replace(line, spans=kept, text=" ".join(sp.text for sp in kept)))
        else:
            out.append(line)
    return out


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


def _side_split(line: Line) -> float | None:
    """The x where a second table starts on a header line: its parameter column's title
    again ("Parameter ... Unit Parameter ... Unit"), right of the first table's values."""
    cols, other = header_words(line)
    if not is_header(cols, other):
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
