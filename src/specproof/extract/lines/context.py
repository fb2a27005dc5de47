"""The lines around a key-value line that may name or qualify its values: the line
above in the same text column, the paragraph it stands in, the item a nested list hangs
from, the title of a "Key: value" list, and a sentence's case carried on to the next line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from specproof.extract.lines.values import SUB_BULLET, LabelledValue, clean_line
from specproof.extract.tables.centred import first_x
from specproof.extract.tables.context import subject_words
from specproof.records import Line
from specproof.tokens import has_digit
from specproof.units import normalise_text


@dataclass(slots=True)
class LineContext:
    """The lines around a key-value line that may name its values."""

    previous: list[str]  # earlier lines of the page, nearest last
    following: str = ""  # the next line
    above: str = ""  # the nearest earlier line of the same text column
    parent: str = ""  # the title a list of bare values hangs from ("Maximum data rates")
    paragraph: list[str] = field(default_factory=list)  # earlier lines of its paragraph
    lead: str = ""  # the item a nested list item hangs from, numbers and all
    heading: str = ""  # the title of the "Key: value" list the line belongs to
    below: str = ""  # the next line of the same text column, when it continues the line


def line_context(lines: list[str], i: int) -> LineContext:
    return LineContext(lines[max(0, i - 8) : i], lines[i + 1] if i + 1 < len(lines) else "")


def line_context_of(lines: list[Line], i: int) -> LineContext:
    """Like :func:`line_context`, and also the line above in the same column: on a
    two-column page the previous line in reading order may sit in the other column."""
    # only the window line_context reads: a list of the whole page per line is quadratic
    start = max(0, i - 8)
    ctx = line_context([x.text for x in lines[start : i + 2]], i - start)
    x0, x1 = _first_column(lines[i])
    ctx.paragraph = _paragraph_above(lines, i, x0, x1)
    ctx.heading = list_heading(lines, i)
    ctx.below = _next_in_column(lines, i, x0, x1)
    marker = SUB_BULLET.match(normalise_text(lines[i].text))
    siblings = True
    for prev in reversed(lines[max(0, i - 8) : i]):
        text = " ".join(sp.text for sp in prev.spans if sp.x0 < x1 and sp.x1 > x0 - 20)
        if not text.strip():
            continue  # a line of the other column
        if not ctx.above:
            ctx.above = text
        if marker is None or not siblings:
            break
        if SUB_BULLET.match(normalise_text(text)) and any(
            ch.isdecimal() for ch in clean_line(text)
        ):
            continue  # a sibling item of the same list ("– 110 Mbps (push pull)")
        if first_x(prev) > first_x(lines[i]) + 5.0 and not SUB_BULLET.match(normalise_text(text)):
            continue  # the wrapped second line of a sibling item ("and RTY Package Options")
        siblings = False
        if len(clean_line(text)) < 80:
            ctx.lead = clean_line(text)
        if not has_digit(clean_line(text)) and len(clean_line(text)) < 60:
            ctx.parent = clean_line(text)
        break
    return ctx


def _next_in_column(lines: list[Line], i: int, x0: float, x1: float) -> str:
    """The text of the next line in the column of ``lines[i]``, within a line's pitch: on a
    two-column page the next line in reading order may be the other column's."""
    line = lines[i]
    for nxt in lines[i + 1 : i + 4]:
        spans = [sp for sp in nxt.spans if sp.x0 < x1 and sp.x1 > x0 - 20]
        if not spans:
            continue
        if nxt.bbox[1] - line.bbox[3] > 0.8 * max(line.size, 6.0):
            return ""
        return " ".join(sp.text for sp in spans)
    return ""


# a clause of a sentence that states the case a value holds for and breaks off at the
# line's end: "±2 °C for temperatures ranging from" / "-200 °C to +700 °C for K-type ..."
_OPEN_CASE = re.compile(
    r"^\s*(?:for|over|across|within|between|from)\b[^.;:()]*\b(?:from|between|of|over|to)\s*$",
    re.I,
)


def continued_case(lv: LabelledValue, ctx: LineContext) -> str:
    """The case a prose value holds for when its sentence carries it on to the next line
    of the column: the clause after the value and that line up to the clause's end. Cut
    at the line end, the value reads as holding for everything."""
    if len(lv.trailing) >= 60 or not ctx.below or not _OPEN_CASE.match(lv.trailing):
        return ""
    rest = re.split(r"(?<!\d)[.;](?!\d)|\s[•●]\s", clean_line(ctx.below))[0].strip()
    if not rest or not has_digit(rest):
        return ""
    return f"{lv.trailing.strip()} {rest}"


_KEY_ITEM = re.compile(r"^\s*[^\d:]{2,40}:\s*\S")


def list_heading(lines: list[Line], i: int) -> str:
    """The short title a list of "Key: value" lines hangs from ("Relative humidity" over
    "Resolution: ...", "Response time: ..."; "Temperature" over the same keys again).
    Spec sheets list the same keys once per measured quantity or subsystem, and only the
    title tells the two lists apart. Walks up the list's own column over sibling items
    and their wrapped value lines; a title that only names the kind of list
    ("Electrical Characteristics") says nothing the keys do not."""
    line = lines[i]
    if not _KEY_ITEM.match(normalise_text(line.text)):
        return ""
    x0, below = first_x(line), line
    for prev in reversed(lines[max(0, i - 12) : i]):
        if abs(first_x(prev) - x0) > 3.0 or below.bbox[1] - prev.bbox[3] > 2.5 * max(
            prev.size, 6.0
        ):
            return ""
        text = clean_line(prev.text)
        if ":" in text or has_digit(text):
            below = prev
            continue  # a sibling item, or a value line of one
        titled = len(text.split()) <= 5 and text[:1].isupper() and not text.endswith(".")
        return text if titled and subject_words(text) else ""
    return ""


def _paragraph_above(lines: list[Line], i: int, x0: float, x1: float) -> list[str]:
    """The earlier lines of the paragraph line ``i`` stands in, in its own text column
    (nearest last): up to a gap wider than a line, or to the paragraph's indented first
    line. Empty when the line itself starts a paragraph."""
    out: list[str] = []
    below = lines[i]
    for prev in reversed(lines[max(0, i - 8) : i]):
        spans = [sp for sp in prev.spans if sp.x0 < x1 and sp.x1 > x0 - 20]
        if not spans:
            continue  # a line of the other column
        if below.bbox[1] - prev.bbox[3] > 0.8 * max(prev.size, 6.0):
            break
        if below is lines[i] and first_x(below) > spans[0].x0 + 8.0:
            break  # the line is the indented first line of its paragraph
        out.insert(0, " ".join(sp.text for sp in spans))
        if spans[0].x0 > x0 + 8.0 or len(out) == 4:
            break  # the paragraph's indented first line
        below = prev
    return out


_OPEN_END = re.compile(
    r"\b(?:of|to|the|a|an|and|or|is|are|at|by|with|from|for|than|in|on|as|be)\s*$", re.I
)


def ends_mid_sentence(text: str) -> bool:
    """A line that breaks off after a word no sentence ends with ("... a fixed gain of")."""
    return _OPEN_END.search(text) is not None


def _first_column(line: Line) -> tuple[float, float]:
    """The horizontal extent of a line's first run of spans, up to a column gap."""
    if not line.spans:
        return line.bbox[0], line.bbox[2]
    x0, x1 = line.spans[0].x0, line.spans[0].x1
    for sp in line.spans[1:]:
        if sp.x0 - x1 > 40:
            break
        x1 = sp.x1
    return x0, x1


def lead_condition(lead: str) -> str:
    """What the item a nested list hangs from says about its items' values: a lead-in
    that the items complete ("Outputs can be in Parallel for" / "– 3-A RMS") is their
    case as a whole; a titled item ("Output Current (at VM = 5 V, 25°C)") gives its
    parenthesised test conditions."""
    if not lead:
        return ""
    if ends_mid_sentence(lead):
        return lead
    found = re.findall(r"\(([^()]*(?:=|\bat\b|@)[^()]*)\)", lead)
    return ", ".join(x.strip() for x in found)
