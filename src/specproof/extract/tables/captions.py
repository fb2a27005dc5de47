"""Where a page sets its table captions. Most sheets put "Table 8. DC characteristics
(VDD = 3.3 V)" above the table; some (Nordic's among them) put it under the rows it
names, so the caption above a table belongs to the table before it. A caption's test
conditions ("Rpull = 10 kΩ, Cload = 50 pF") hold only for the rows of its own table.
"""

from __future__ import annotations

import re

from specproof.extract.tables.extent import CAPTION_LINE
from specproof.extract.tables.header import symbol_text
from specproof.records import Line

_TABLE_CAPTION = re.compile(r"^\s*table\s*\d+", re.I)


def _flowing(lines: list[Line]) -> list[Line]:
    return [ln for ln in lines if not ln.hidden and ln.text.strip() and ln.bbox[3] > 0]


def _near(upper: Line, lower: Line) -> bool:
    return 0 <= lower.bbox[1] - upper.bbox[3] <= 2.5 * max(upper.size, lower.size, 6.0)


def _row(line: Line) -> bool:
    return len(line.spans) >= 3


def caption_votes(lines: list[Line]) -> tuple[int, int]:
    """How many of the page's "Table N" captions are set under their table (right under
    table rows, no table right under the caption: the page's last table, or one followed
    by prose) and how many over it (right above a table, nothing right above the caption).
    A caption between two tables votes for neither."""
    flowing = _flowing(lines)
    under = over = 0
    for k, ln in enumerate(flowing):
        if not _TABLE_CAPTION.match(symbol_text(ln.text)):
            continue
        above = flowing[k - 1] if k > 0 else None
        below = flowing[k + 1] if k + 1 < len(flowing) else None
        closes = above is not None and _row(above) and _near(above, ln)
        opens = below is not None and _row(below) and _near(ln, below)
        under += closes and not opens
        over += opens and not closes
    return under, over


def captions_set_below(pages_lines: list[list[Line]]) -> bool:
    """The sheet captions its tables underneath: more of its captions vote so than not."""
    votes = [caption_votes(lines) for lines in pages_lines]
    under, over = sum(v[0] for v in votes), sum(v[1] for v in votes)
    return under > over


def caption_below(lines: list[Line], bottom: float) -> str:
    """The caption set right under a table that ends at ``bottom``, "" when none is."""
    flowing = [ln for ln in _flowing(lines) if ln.bbox[1] >= bottom - 0.5]
    if not flowing:
        return ""
    first = flowing[0]
    text = symbol_text(first.text).strip()
    if not CAPTION_LINE.match(text) or first.bbox[1] - bottom > 2.5 * max(first.size, 6.0):
        return ""
    return text
