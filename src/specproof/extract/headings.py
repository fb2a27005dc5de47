"""The section kind (absolute maximum, recommended operating, electrical, timing, ...)
a heading line, a table title or the parser's blocks name.
"""

from __future__ import annotations

import re

from specproof.records import Line, Page, SectionKind

_SECTION_HEADINGS: list[tuple[SectionKind, re.Pattern[str]]] = [
    (
        SectionKind.ABS_MAX,
        re.compile(
            r"absolute\s+maximum|maximum\s+ratings|limit(?:ing)?\s+values|grenzwerte|"
            r"^\W*(?:\d+\W+)?limit\s+parameters?\b",
            re.I,
        ),
    ),
    (
        SectionKind.RECOMMENDED,
        re.compile(
            r"recommended\s+operating|operating\s+(?:conditions|ratings)|operative\s+condition|"
            r"normal\s+working\s+range",
            re.I,
        ),
    ),
    (
        SectionKind.ELECTRICAL,
        re.compile(
            r"electrical\s+characteristics|dc\s+characteristics|electrical\s+specification|specifications?\b|"
            r"characteristics|sensor\s+performance|parameters?\b|technical\s+data|technische\s+daten",
            re.I,
        ),
    ),
    (
        SectionKind.TIMING,
        re.compile(
            r"timing\s+(?:requirements|characteristics|diagram)|switching\s+characteristics", re.I
        ),
    ),
    (SectionKind.ORDERING, re.compile(r"ordering\s+information|package\s+option|orderable", re.I)),
    (
        SectionKind.PIN,
        re.compile(r"pin\s+(?:configuration|description|functions?|assignment)", re.I),
    ),
    (
        SectionKind.APPLICATION,
        re.compile(r"application\s+(?:information|circuit|example)|typical\s+application", re.I),
    ),
    (SectionKind.FEATURES, re.compile(r"^\s*(?:key\s+)?features\b|^\s*overview\b", re.I)),
]
_ELECTRICAL_TITLE = re.compile(
    r"^(?:table\s*\d+[.:]?\s+)?(?:\d+(?:\.\d+)*\s+)?(?:(?:electrical|dc|ac)\s+characteristics\b|"
    # Vishay: "SPECIFICATIONS (TJ = 25 °C ...)"; Microchip: "ELECTRICAL SPECIFICATIONS: Unless
    # otherwise noted, ..." right below the absolute-maximum block on the same page
    r"(?:electrical\s+)?specifications\s*\((?=[^)]*=)|electrical\s+specifications\s*:|"
    # Renesas: "Electrical Specifications (Continued) VCC = 3.3V, ..." runs on into its conditions
    r"electrical\s+specifications\s*(?:\(continued\)\s*)?(?=[A-Z][\w()]{0,8}\s*=))",
    re.I,
)


def table_title_section(lines: list[Line], header: int) -> SectionKind | None:
    """The section kind a table's title line names, read from the start of the lines
    right above its header (titles often run on into a long note)."""
    for ln in reversed(lines[max(0, header - 3) : header]):
        head = ln.text.strip()[:48]
        if _ELECTRICAL_TITLE.match(head):
            return SectionKind.ELECTRICAL  # the full phrase as a title is specific enough
        for kind, rx in _SECTION_HEADINGS:
            if kind in (SectionKind.ELECTRICAL, SectionKind.FEATURES):
                continue  # too generic a word ("characteristics") to override the heading
            captioned = re.match(r"^table\s*\d+[.:]?\s", head, re.I) and rx.search(head)
            if rx.match(head) or captioned:
                return kind
    return None


def _heading_like(line: Line, text: str) -> bool:
    if line.bold or text.isupper() or line.size >= 10.5:
        return True
    return len(text.split()) <= 6 and text[:1].isupper()


# a line that starts with a word in lower case continues a sentence ("features an
# adjustable output voltage ..."), however large its font; product names in mixed case
# ("nRF24L01+ Product Specification") are no such words
_RUNS_ON = re.compile(r"^[a-z]+\b(?![\d+-])")


def line_heading(line: Line) -> SectionKind | None:
    """The section kind a short heading-like line names, None for any other line."""
    return _heading_kind(line, line.text.strip())


def column_heading(line: Line) -> SectionKind | None:
    """The section kind a heading names that shares its line with the other column's
    running text on a two-column page ("Absolute Maximum Ratings | operation listings of
    this ..."): the parser puts such a line into the other column's paragraph block."""
    for i in range(1, len(line.spans)):
        if line.spans[i].x0 - line.spans[i - 1].x1 > _COLUMN_GAP:
            rest = " ".join(sp.text for sp in line.spans[i:]).split()
            if sum(w.isalpha() and w.islower() and len(w) > 1 for w in rest) < 4:
                return None  # a table's header or row: cells, no running text
            return _heading_kind(line, " ".join(sp.text for sp in line.spans[:i]).strip())
    return None


_COLUMN_GAP = 40.0  # points between the runs of two text columns


def _heading_kind(line: Line, text: str) -> SectionKind | None:
    if len(text) > 70 or len(re.findall(r"\d", text)) > 6 or _RUNS_ON.match(text):
        return None
    for kind, rx in _SECTION_HEADINGS:
        if rx.search(text) and _heading_like(line, text):
            return kind
    return None


class BlockSections(dict[str, SectionKind]):
    """The section kind of each line text of a page's blocks; ``tabled`` holds the
    texts of lines the parser put into table blocks."""

    tabled: set[str]
    block_of: dict[str, int]  # the number of the block on the page


def page_block_sections(page: Page) -> BlockSections:
    out = BlockSections()
    out.tabled = set()
    out.block_of = {}
    repeated: set[str] = set()
    for number, block in enumerate(page.blocks):
        for text in block.lines:
            if text in out:
                repeated.add(text)
            out[text] = block.section
            out.block_of[text] = number
            if block.kind == "table":
                out.tabled.add(text)
    for text in repeated:
        # "Parameter Symbol Min Typ Max Unit" heads every table of the page: a line the
        # page repeats says nothing about which block, and so which section, it is in
        del out[text]
    return out
