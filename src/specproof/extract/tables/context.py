"""What a table's rows hold for beyond their own cells: the conditions a sub-row inherits
from the row above, the test conditions written above the table (its preamble), the
subject and variant code its title names, labels wrapped over two lines, and the
quantities a condition assigns (which tell two rows of equal values apart), and the unit
a preamble declares for rows that state none ("[all currents in µA]").
"""

from __future__ import annotations

import re

from specproof.extract.tables.extent import CAPTION_LINE, FOOTNOTE_LINE
from specproof.extract.tables.header import symbol_text
from specproof.extract.tables.rows import CondCell, ends_in_number
from specproof.records import Line
from specproof.tokens import has_letter

_STATED_ASSIGNMENT = re.compile(
    r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9+]{0,7})\s*=\s*([-+–−]?\s*\d+(?:\.\d+)?)"
)


def stated_assignments(condition: str) -> tuple[tuple[str, str], ...]:
    """The quantities a condition assigns ("VCCA = 1.8 V", "TA = 25 °C", "IO = 6 mA"),
    first value per symbol. Rows equal in value but stated at another supply or load are
    other facts."""
    out: dict[str, str] = {}
    for m in _STATED_ASSIGNMENT.finditer(condition):
        value = "".join(m.group(2).split()).replace("–", "-").replace("−", "-")
        out.setdefault(m.group(1).lower(), value.lstrip("+"))
    return tuple(sorted(out.items()))


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
    kept = [c for c in parent if c.x0 < first - 2.0 and not _same_slot(c, own)]
    return kept + own


def _same_slot(parent: CondCell, own: list[CondCell]) -> bool:
    """A row's cell set mostly under a parent's cell: the same cell of the column, its
    text centred and shorter ("Temperature conversion in progress" over "Standby"), so
    it replaces the parent's cell rather than adding to it."""
    if parent.x1 is None or parent.heads:
        return False  # a heading over the rows ("Q7S output") holds for every row below
    for c in own:
        width = (c.x1 if c.x1 is not None else c.x0) - c.x0
        overlap = min(parent.x1, c.x0 + width) - max(parent.x0, c.x0)
        if width > 0 and overlap > 0.5 * width:
            return True
    return False


def looks_part_number(text: str) -> bool:
    """A column title that names a part ("74HCT595", "INA219B", "AMS1117-3.3")."""
    t = text.strip()
    return (
        " " not in t
        and 4 <= len(t) <= 24
        and has_letter(t)
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


def table_preamble(lines: list[Line], start: int, captions_below: bool = False) -> str:
    """Test conditions stated right above a table header (its title line or a note
    under it): "over full range of TOP, CF = 1 nF, and VCC = 5 V, unless otherwise
    specified". They hold for every row, so each fact carries them. On a sheet that sets
    its captions ``captions_below`` its tables, a caption above is the table before's."""
    picked: list[str] = []
    below = lines[start]
    for ln in reversed(lines[max(0, start - 5) : start]):
        gap = below.bbox[1] - ln.bbox[3]
        if gap > 2.5 * max(ln.size, below.size, 6.0):
            break
        text = symbol_text(ln.text).strip()
        if captions_below and CAPTION_LINE.match(text):
            break
        if len(ln.spans) > 2:
            if ln is lines[start - 1] and not ends_in_number(text):
                below = ln
                continue  # the stacked upper half of the header itself
            break  # a row of another table
        if not _CONDITION_HINT.search(text) or len(text) >= 220 or FOOTNOTE_LINE.match(text):
            break  # the table's title or caption: lines above it belong to something else
        if _STRESS_NOTICE.search(text):
            break  # the closing note of an absolute-maximum block set right above the table
        if picked and ln.size < below.size - 0.5:
            break  # smaller type above the table's title: the note of the block before it
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
_TITLE_NUMBER = re.compile(
    r"^\s*(?:table\s*\d+(?:[.\-–]\d+)*[.:\-–]?\s*|\d+(?:\.\d+)*\.?\s+)", re.I
)  # "Table 4:", "Table 8-2", "6.1"


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
        and (bool(CAPTION_LINE.match(text)) or ln.bold or text[:1].isupper())
    )


def _closes_table_above(lines: list[Line], k: int) -> bool:
    """A "Table N" caption right under another table's rows or notes: the caption of
    that table (captions set below their tables), not of the one below it."""
    if k == 0 or not CAPTION_LINE.match(symbol_text(lines[k].text)):
        return False
    above, ln = lines[k - 1], lines[k]
    if ln.bbox[1] - above.bbox[3] > 2.5 * max(ln.size, 6.0):
        return False
    text = symbol_text(above.text).strip()
    return len(above.spans) >= 3 or bool(
        FOOTNOTE_LINE.match(text) or re.match(r"^[a-z][.)]\s", text)
    )


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
        if _CONDITION_HINT.search(text) and not CAPTION_LINE.match(text):
            if _TITLED_CONDITIONS.match(text):
                return ""  # the title heads its own conditions: the preamble has it
            below = ln
            continue  # the preamble's conditions, read by :func:`table_preamble`
        if not _title_line(ln, text) or _closes_table_above(lines, k):
            return ""
        title = _TITLE_NUMBER.sub("", text).strip(" –-:")
        return title if subject_words(title) else ""
    return ""


# a unit the sentence over a table declares for its rows: "[all currents in µA]", "values
# in mV", "all voltages are given in V"
_DECLARED = re.compile(
    r"\b(?:all\s+)?(currents?|voltages?|values?|times?)\s+(?:are\s+)?(?:given\s+|stated\s+)?in\s+"
    r"([nµuμm]?[AV]|[nµuμm]?s)\b",
    re.I,
)
_NAMES_QUANTITY = {
    "current": re.compile(r"\bcurrent\b|\bI[A-Z]", re.I),
    "voltage": re.compile(r"\bvoltage\b|\bV[A-Z]", re.I),
    "time": re.compile(r"\btime\b|\bt[A-Z]|\bdelay\b"),
}


def declared_unit(preamble: str, label: str) -> str | None:
    """The unit the table's preamble declares for rows of the label's quantity (for all of
    them when it says "values")."""
    for m in _DECLARED.finditer(preamble or ""):
        kind = m.group(1).lower().rstrip("s")
        if kind == "value" or _NAMES_QUANTITY[kind].search(label):
            return m.group(2)
    return None
