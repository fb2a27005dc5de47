"""Section kinds: which part of a datasheet each block sits in.

Validation depends on it (an absolute maximum is never an operating condition),
so the classifier knows many vendor phrasings. A block takes its kind from the
nearest heading above it, carried across pages; a table caption ("Table 6.
Recommended Operating Conditions") sets the kind of the table under it.
"""

from __future__ import annotations

import re

from specproof.records import Block, Page, SectionKind
from specproof.tokens import has_digit

__all__ = ["assign_sections", "section_kind"]

# Order matters: the first pattern that matches wins ("Absolute maximum ratings"
# before "ratings"; "recommended operating" before "operating").
_RULES: list[tuple[SectionKind, re.Pattern[str]]] = [
    (
        SectionKind.ABS_MAX,
        re.compile(
            r"absolute\s+max|maximum\s+ratings?|max(?:imum)?\.?\s+rating|limit(?:ing)?\s+values|grenzwerte"
            r"|stress\s+ratings?|\b(?:do[- ]not|never)[- ]exceed\s+(?:values|ratings|limits)\b"
            r"|^\W*(?:\d+\W+)?limit\s+parameters?\b",  # translated sheets: "1、Limit parameter"
            re.I,
        ),
    ),
    (
        SectionKind.RECOMMENDED,
        re.compile(
            r"recommended\s+operating|operating\s+conditions|recommended\s+conditions|operating\s+range"
            r"|normal\s+working\s+range|working\s+conditions",
            re.I,
        ),
    ),
    (
        SectionKind.TIMING,
        re.compile(
            # ("DC and timing characteristics": the DC rows come first, a general table)
            r"(?<!dc and )(?<!dc & )timing|\bac\s+(?:electrical\s+)?characteristics"
            r"|switching\s+characteristics|dynamic\s+characteristics"
            r"|timing\s+requirements",
            re.I,
        ),
    ),
    (
        SectionKind.ELECTRICAL,
        re.compile(
            # ("Electrical and Mechanical Specification": the electrical figures come first)
            r"electrical\s+(?:(?:and|&)\s+\w+\s+)?(?:characteristics|specifications?|parameters|data)"
            r"|\bdc\s+(?:(?:and|&)\s+\w+\s+)?(?:electrical\s+)?characteristics"
            r"|static\s+characteristics|^\s*(?:[\d.]+\s+)?(?:technical\s+)?specifications?\s*$|characteristics\s*$"
            r"|performance\s+(?:specifications|characteristics)|power\s+consumption|current\s+consumption"
            r"|sensor\s+specifications?|technical\s+(?:data|parameters)|product\s+parameters"
            r"|sensor\s+performance",
            re.I,
        ),
    ),
    (
        SectionKind.PIN,
        re.compile(
            r"\bpin\s*(?:out|configuration|description|functions?|assignments?|definitions?|diagram)"
            r"|pin\s+and\s+signal|terminal\s+(?:configuration|functions)|signal\s+descriptions?",
            re.I,
        ),
    ),
    (
        SectionKind.INTERFACE,
        re.compile(
            r"\bi\s*[2²]\s*c\b|\biic\b|\bspi\b|\buart\b|serial\s+(?:interface|communication|bus)|one-?wire|1-wire"
            r"|communication|digital\s+interface|interface|bus\s+protocol|register\s+map|\bregisters?\b",
            re.I,
        ),
    ),
    (
        SectionKind.APPLICATION,
        re.compile(
            r"application|typical\s+circuit|reference\s+design|layout\s+(?:guidelines|example)|design\s+example"
            # settings suggested per use case describe an example configuration, no spec
            r"|suggested\s+settings|recommended\s+(?:modes|settings|configurations?)\b|use\s+cases?\b",
            re.I,
        ),
    ),
    (
        SectionKind.ORDERING,
        re.compile(
            r"order(?:ing)?\s+(?:information|codes?|numbers?|guide)|part\s+numbering|device\s+options|"
            # "■ Line-up", "Selection guide": the members of a family, one row each
            r"^\W*(?:product\s+)?line-?up\b|\bselection\s+guide\b",
            re.I,
        ),
    ),
    (
        SectionKind.PACKAGE,
        re.compile(r"package|mechanical|dimensions|outline|footprint|land\s+pattern|marking", re.I),
    ),
    (
        SectionKind.STORAGE,
        re.compile(r"storage|handling|soldering|reflow|moisture\s+sensitivity|\besd\b", re.I),
    ),
    (
        SectionKind.FEATURES,
        re.compile(
            r"features|overview|(?:general\s+|product\s+|functional\s+)?description|introduction|highlights"
            r"|key\s+(?:specifications|parameters)|summary",
            re.I,
        ),
    ),
]

_CAPTION_RE = re.compile(r"^\s*(?:table|tab\.)\s*\d+[\s.:：\-–]*(.*)$", re.I)


def section_kind(heading_text: str) -> SectionKind:
    """The section kind a heading (or table caption) names; OTHER when none fits."""
    text = heading_text.strip()
    m = _CAPTION_RE.match(text)
    if m:
        text = m.group(1)
    for kind, pattern in _RULES:
        found = pattern.search(text)
        if found:
            if kind is SectionKind.APPLICATION and _heads_features_column(text, found.start()):
                # "FEATURES APPLICATIONS", "APPLICATIONS FEATURES": two columns side by
                # side under one heading line; the specifications are the features'
                return SectionKind.FEATURES
            return kind
    return SectionKind.OTHER


def _heads_features_column(text: str, pos: int) -> bool:
    """The heading names the features too: before the applications, or as the title
    "features" of the column beside them (a list of target markets states no values)."""
    features = dict(_RULES)[SectionKind.FEATURES].search(text)
    if features is None:
        return False
    return features.start() < pos or features.group().lower() == "features"


def _caption_kind(block: Block) -> SectionKind | None:
    """A "Table N. ..." caption that names a section kind."""
    if block.kind == "table" or not _CAPTION_RE.match(block.text):
        return None
    # the caption's title is its first line; a note run on below it ("Table 6. Static
    # characteristics / At recommended operating conditions; ...") names no kind
    first = block.lines[0] if block.lines else block.text
    kind = section_kind(first)
    if kind is SectionKind.OTHER and first != block.text:
        kind = section_kind(block.text)  # a title wrapped onto the next line
    return kind if kind is not SectionKind.OTHER else None


def assign_sections(pages: list[Page]) -> None:
    """Set ``section`` and ``heading_path`` on every block, carried across pages."""
    path: list[tuple[int, str]] = []  # (level, heading text), outermost first
    kind = SectionKind.OTHER
    caption: SectionKind | None = None
    numbered: dict[str, SectionKind] = {}  # "6" -> kind of section 6, for its subsections
    for page in pages:
        for index, block in enumerate(page.blocks):
            if block.kind == "heading" and _opens_section(block.text):
                level = block.level or 3
                path = [(lv, t) for lv, t in path if lv < level]
                path.append((level, block.text.strip()))
                heading_kind = section_kind(block.text)
                # A heading that names no known kind (e.g. "Notes") keeps the
                # kind of its parent section.
                if heading_kind is not SectionKind.OTHER or len(path) == 1:
                    kind = heading_kind
                else:
                    kind = _numbered_parent_kind(block.text, numbered) or kind
                number = _SECTION_NUMBER.match(block.text)
                if number is not None:
                    numbered[number.group(1)] = kind
                caption = None
                block.section = kind
                block.heading_path = tuple(t for _, t in path)
                continue
            block.heading_path = tuple(t for _, t in path)
            found = _caption_kind(block)
            if found is not None:
                caption = found
                block.section = found
                continue
            titled = _title_run_kind(block) or _numbered_title_kind(block)
            if titled is not None:
                kind = titled  # an upper-case title that runs on into its note acts as a heading
            if block.kind == "table":
                own = _table_kind(block)
                below = _caption_below(page.blocks, index)
                block.section = caption or below or own or kind
                if caption is not None:
                    kind = caption  # the captioned table's section goes on below it
                caption = None
                trailing = _trailing_title_kind(block)
                if trailing is not None:
                    kind = trailing  # the next table's title, kept as this table's last line
            else:
                # a note between a caption and its table ("All data at Tamb = 25 °C") is the
                # table's: it takes the caption's kind, not the section before it
                block.section = caption or kind


def _opens_section(heading: str) -> bool:
    """A bullet-marked title opens its section ("●Operating Conditions"); a list item set
    in a heading's font whose last word only names a kind ("• Suitable for Remote
    Applications" among the features) does not: the list goes on under its own heading."""
    text = heading.strip()
    if not text or text[0] not in "•●■▪◆►◦‣∙·*":
        return True
    title = text[1:]
    # (its own number and marks are no words of it: "■ 2 / RECOMMENDED OPERATING CONDITIONS")
    words = [w for w in title.split() if any(ch.isalpha() for ch in w)]
    return section_kind(title) is section_kind(" ".join(words[:3]))


_SECTION_NUMBER = re.compile(r"^\s*(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+[A-Za-z]")
_NOTES = re.compile(r"^\s*[\d.]*\s*(?:notes?|continued|\(continued\))\s*:?\s*$", re.I)


def _numbered_parent_kind(text: str, numbered: dict[str, SectionKind]) -> SectionKind | None:
    """The kind of the parent of a numbered heading that names none ("6.2 Air data rate"
    under "6 Radio Control"): a new subsection, not more of "6.1.7 Timing information"
    before it. Notes stay with the section they annotate."""
    m = _SECTION_NUMBER.match(text)
    if m is None or _NOTES.match(text) or "." not in m.group(1):
        return None
    return numbered.get(m.group(1).rsplit(".", 1)[0])


_TITLE_RUN = re.compile(r"^\s*((?:[A-Z][A-Z/&-]+\s+){1,4}[A-Z][A-Z/&-]+)\b(?![a-z])")
# a title-case title after a bullet glyph, ended by its parenthesised conditions or the end
# ("▍ 4 Recommended working conditions (Ta = ...)": a numbered one in sentence case; any
# symbol a house style sets before its titles: "⋆ 4. Electrical characteristics (TA = ...)")
_MARKED_TITLE = re.compile(
    r"^\s*[^\w\s(\[{<'\"“‘]\s*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?"
    r"([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+){0,4}|[A-Z][a-z]+(?:\s+[a-z]+){1,4})\s*(?:\(|$)"
)
_TITLE_KINDS = (
    SectionKind.ABS_MAX,
    SectionKind.RECOMMENDED,
    SectionKind.ELECTRICAL,
    SectionKind.TIMING,
)


# "ADDITIONAL APPLICATIONS Using a delayed startup ...": an application-notes title run on
# into its text. A bare "APPLICATIONS" opens a first page's list of target markets instead.
_APPLICATION_TITLE = re.compile(
    r"^(?:(?:ADDITIONAL|TYPICAL|OTHER|MORE|FURTHER)\s+APPLICATIONS?"
    r"|APPLICATIONS?\s+(?:INFORMATION|CIRCUITS?|EXAMPLES?|NOTES?|HINTS))$"
)


def _title_run_kind(block: Block) -> SectionKind | None:
    """A paragraph that opens with an upper-case section title ("ELECTRICAL
    CHARACTERISTICS Specifications with standard type face ...", "OPERATING RATINGS
    (Operating Ratings indicate ...)"): the parser saw no heading, the page has one."""
    if block.kind != "paragraph":
        return None
    marked = _MARKED_TITLE.match(block.text)
    if marked is not None and not {"is", "are"} & set(marked.group(1).lower().split()):
        # "●Electrical Characteristics ( VCC = 3.0V, ... )": a bullet-marked title whose
        # test conditions ran on into one paragraph
        kind = section_kind(marked.group(1))
        return kind if kind in _TITLE_KINDS else None
    m = _TITLE_RUN.match(block.text)
    if m is None:
        return _scoped_title_kind(block)
    run = m.group(1)
    if _APPLICATION_TITLE.match(run):
        return SectionKind.APPLICATION
    for kind, pattern in _RULES:
        found = pattern.search(run)
        if found:
            return kind if kind in _TITLE_KINDS and found.start() == 0 else None
    return None


def _scoped_title_kind(block: Block) -> SectionKind | None:
    """A paragraph whose first line opens with a rating table's name and runs on into its
    scope ("Absolute Maximum Ratings over operating free-air temperature range (unless
    otherwise noted)", TI and others): the title of the ratings below it, no sentence
    ("Absolute maximum ratings are stress ratings only")."""
    first = block.lines[0] if block.lines else block.text
    if {"is", "are"} & set(first.lower().split()):
        return None
    for kind, pattern in _RULES:
        if kind in (SectionKind.ABS_MAX, SectionKind.RECOMMENDED) and pattern.match(first):
            return kind
    return None


_NUMBERED_TITLE = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2}){0,2}\s*[、.．)]?\s*([A-Z][^.,;:]{2,80})$")


def _numbered_title_kind(block: Block) -> SectionKind | None:
    """A paragraph whose first line is a short numbered title ("5、Sensor performance",
    "4.2 Electrical characteristics"): a heading the parser merged into the text below."""
    if block.kind != "paragraph" or not block.lines:
        return None
    m = _NUMBERED_TITLE.match(block.lines[0])
    if m is None or len(m.group(1).split()) > 7 or _QUANTITY.search(m.group(1)):
        return None
    kind = section_kind(m.group(1))
    return kind if kind is not SectionKind.OTHER else None


_QUANTITY = re.compile(r"\d\s*(?:[mµμkM]?(?:V|A|Hz|W)|°C|%)(?![A-Za-z])")


def _caption_below(blocks: list[Block], index: int) -> SectionKind | None:
    """The kind named by a caption right under a table ("Table 2. Absolute maximum
    ratings" below a table whose first column is headed "Operating conditions"), when
    that caption does not introduce a further table of its own."""
    if index + 1 >= len(blocks):
        return None
    after = blocks[index + 2] if index + 2 < len(blocks) else None
    if after is not None and after.kind == "table":
        return None
    return _caption_kind(blocks[index + 1])


_TITLE_SMALL_WORDS = frozenset({"by", "of", "and", "the", "for", "to", "in", "at"})


def _trailing_title_kind(block: Block) -> SectionKind | None:
    """The kind a title names that the parser kept as a table's last line ("Recommended
    Operating Conditions" right under the absolute-maximum rows): it titles what follows."""
    if not block.lines:
        return None
    last = block.lines[-1].strip()
    if _CAPTION_RE.match(last):
        # "Table 2-2: Operating conditions" set right under the ratings: the caption of
        # the next table, numbers and all
        kind = section_kind(last)
        return kind if kind in _TITLE_KINDS else None
    words = last.split()
    if (
        len(last) > 60
        or has_digit(last)
        or not all(w[0].isupper() or w in _TITLE_SMALL_WORDS for w in words)
    ):
        return None
    kind = section_kind(last)
    return kind if kind in _TITLE_KINDS else None


def _table_kind(block: Block) -> SectionKind | None:
    """A table whose first header row names its kind ("ABSOLUTE MAXIMUM RATINGS")."""
    if not block.cells or not block.header_rows:
        return None
    head = " ".join(" ".join(r) for r in block.cells[: block.header_rows])
    kind = section_kind(head)
    return kind if kind in (SectionKind.ABS_MAX, SectionKind.RECOMMENDED) else None
