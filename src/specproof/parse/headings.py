"""What kind of line a line is: a table header (mostly header words), a heading (by
numbering, caps, size against the body font), a caption, a note, a list item.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.records import Line

_HEADER_WORDS = {
    "parameter", "parameters", "symbol", "sym", "conditions", "condition", "test conditions",
    "min", "min.", "minimum", "typ", "typ.", "typical", "max", "max.", "maximum", "unit", "units",
    "value", "values", "rating", "ratings", "description", "pin", "pin no.", "pin no", "name",
    "pin name", "function", "type", "characteristic", "characteristics", "item", "spec",
    "specification", "comments", "note", "notes", "remarks", "limits", "nom", "nom.", "range",
}  # fmt: skip
BULLET_RE = re.compile(r"^(?:[•●▪■◦○►‣∙·\-\*–]|\(?\d{1,2}[\.\)]|\(?[a-z][\)\.])\s+\S")
NUMBERED_HEADING_RE = re.compile(
    r"^(?:\d{1,2}(?:\.\d{1,2}){0,4}\.?|[A-Z]\.\d{1,2}(?:\.\d{1,2})*)\s+[A-Z][^.]*$"
)
CAPTION_RE = re.compile(r"^(?:Table|Tab\.)\s*\d+[\.:\-–]?\s+\S", re.IGNORECASE)
NOTE_RE = re.compile(r"^\s*(?:notes?\b|\(\d{1,2}\)\s|\*+\s|\d{1,2}\.\s+[A-Z])", re.IGNORECASE)
NUMBER_RE = re.compile(r"[-+±−–]?\d")


def _header_key(text: str) -> str:
    return " ".join(text.strip().lower().rstrip(":").split())


def header_hits(line: Line) -> int:
    hits = 0
    for span in line.spans:
        words = _header_key(span.text)
        if words in _HEADER_WORDS or any(w in _HEADER_WORDS for w in words.split()):
            hits += 1
    return hits


def is_table_header(line: Line) -> bool:
    """A line of column titles: Parameter / Symbol / Min / Typ / Max / Unit ..."""
    if len(line.spans) < 3:
        return False
    hits = header_hits(line)
    return hits >= 3 or (hits >= 2 and hits * 2 >= len(line.spans))


# a line ending in a clause mark runs on as a sentence: no heading
_CLAUSE_ENDS = (".", ",", ";")


def is_heading_text(text: str) -> bool:
    """Text that reads like a heading by its shape alone (numbered or short ALL CAPS)."""
    t = text.strip()
    if not 2 < len(t) <= 80 or t.endswith(_CLAUSE_ENDS):
        return False
    if NUMBERED_HEADING_RE.match(t):
        return True
    letters = [ch for ch in t if ch.isalpha()]
    return len(letters) >= 4 and all(ch.isupper() for ch in letters) and len(t.split()) <= 7


@dataclass(slots=True)
class DocStyle:
    body_size: float


# A number with a unit: lines stating a value are data, not headings.
_SPEC_VALUE_RE = re.compile(
    r"\d\s*(?:[kMGmunµμ]?(?:V|A|W|Hz|Ω)|mA|uA|µA|°C|℃|%|ms|us|uS|µs|sec|s|cm|mm|m|dBm|dB|ppm|lx|degrees?)(?![A-Za-z])"
)


def is_heading(line: Line, style: DocStyle) -> bool:
    t = line.text.strip()
    if len(line.spans) > 2 or not 2 < len(t) <= 90 or CAPTION_RE.match(t):
        return False
    if sum(ch.isdigit() for ch in t) > len(t) * 0.4:
        return False
    larger = line.size >= style.body_size * 1.15
    numbered = bool(NUMBERED_HEADING_RE.match(t))
    if numbered and (line.bold or larger):
        return True
    if t.endswith(_CLAUSE_ENDS) or len(t.split()) > 12:
        return False
    if larger:
        return True
    if _SPEC_VALUE_RE.search(t) or t[0].islower():
        return False  # "Working Voltage DC 5 V" in bold is a spec row; "proportion" a wrapped line
    if line.bold and len(t.split()) <= 8 and not NUMBER_RE.match(t):
        return True
    return is_heading_text(t) and len(line.spans) == 1 and line.size >= style.body_size * 0.95


def heading_level(line: Line, style: DocStyle) -> int:
    m = re.match(r"^(\d{1,2}(?:\.\d{1,2})*)\.?\s", line.text.strip())
    if m:
        return min(4, m.group(1).count(".") + 1)
    if line.size >= style.body_size * 1.5:
        return 1
    return 2 if line.size >= style.body_size * 1.15 else 3
