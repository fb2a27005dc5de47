"""Which edition a datasheet is: its revision and date, as its first pages state them.

Several documents may cover one part (an old and a new revision, two makers, a module
sheet and a chip sheet); the revision and date tell a reader which is which. Only what
the sheet itself prints is recorded, exactly as printed ("Rev. 1.6", "SBAS444B",
"September 2018"): nothing is guessed from file names or PDF metadata, and a sheet that
states neither gets None for both.

Read before cleaning, because many sheets print "Rev. D — 2011.11" in a running footer,
which cleaning removes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from specproof.records import Page

FIRST_PAGES = 2  # the cover and the page after it: where sheets state their edition
MAX_VALUE = 40  # longer is not a revision or a date but a sentence caught by accident

_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
# "12 December 2011", "MAY 2009", "January 2022", "Dec. 5, 2019", "2011-03-15", "2018-Mar-09",
# "08/19/2013", "2011.11" (a year and month, as Japanese makers print them)
_DATE = (
    rf"(?i:\d{{1,2}}\s+{_MONTH}\.?,?\s+(?:19|20)\d\d"
    rf"|{_MONTH}\.?\s+(?:\d{{1,2}},?\s+)?(?:19|20)\d\d"
    rf"|(?:19|20)\d\d-(?:\d\d|{_MONTH})(?:-\d\d)?"
    r"|\d{1,2}/\d{1,2}/(?:19|20)\d\d"
    r"|(?:19|20)\d\d\.(?:0[1-9]|1[0-2])(?:\.\d\d)?)(?!\d)"
)
_DATE_RE = re.compile(rf"(?<![\w/.-])(?P<date>{_DATE})")

_REVISION_PATTERNS = [
    # literature numbers whose last letter is the revision: "SBAS444B – MAY 2009", "DS21295D"
    re.compile(rf"\b(?P<rev>S[A-Z]{{3}}[A-Z0-9]{{3,4}})\s*[–—-]\s*(?i:{_MONTH})\s+(?:19|20)\d\d"),
    re.compile(r"\b(?P<rev>DS\d{5,8}[A-Z])\b"),
    # "Rev. 6", "Rev.D", "Rev 4;", "Revision: 3.4", "Document revision 1.23" (never "Revision
    # History": a single letter must end the word)
    re.compile(
        r"(?i:\b(?:document\s+)?(?:revision|rev)\b)\.?\s*[:#]?\s*"
        r"(?P<rev>\d+(?:\.\d+)*[A-Za-z]?(?![\w.])|[A-Z](?![\w.]))"
    ),
    # "Version 3.4", "Version: 1.6" (a dotted number: "VERSION 3" is a contents line)
    re.compile(r"(?i:\bversion\b)\s*[:.]?\s*[vV]?(?P<rev>\d+\.\d+(?:\.\d+)?)(?![\w.])"),
    # "[v1-04]"
    re.compile(r"\[(?P<rev>v\d+[-.]\d+)\]"),
]
# a revision history ("Changes from Revision D to Revision E") names earlier editions too
_HISTORY = re.compile(r"(?i)\bchanges\s+from\b|\bfrom\s+rev")
# "Rev 4; 1/15": a month and a two-digit year, trusted only right after a revision
_SHORT = re.compile(r"\bRev\s*\w+;\s*(?P<date>\d{1,2}/\d\d)(?![\d/])")
_REVISED = re.compile(rf"(?i:\brevised\b)\s*:?\s*(?P<date>{_DATE})")
_DATE_WORDS = re.compile(
    r"(?i:\b(?:date|released?|issued?|published|valid\s+from|revised)\b)\s*:?\s*"
)


@dataclass(slots=True, frozen=True)
class Edition:
    revision: str | None = None
    date: str | None = None


def detect_edition(pages: Sequence[Page]) -> Edition:
    """The revision and date the first pages state (None for what they do not)."""
    lines = [line.text for page in pages[:FIRST_PAGES] for line in page.lines]
    revision, revision_line = _revision(lines)
    return Edition(revision, _date(lines, revision_line))


def _revision(lines: list[str]) -> tuple[str | None, str | None]:
    """The first revision stated, and the line it is on."""
    for pattern in _REVISION_PATTERNS:
        for line in lines:
            found = None if _HISTORY.search(line) else pattern.search(line)
            if found:
                return _clean(found.group("rev")), line
    return None, None


def _date(lines: list[str], revision_line: str | None) -> str | None:
    """ "Revised <date>" first, then a date on the revision's line, then one after a word like
    "Date:" or "Released", then the first written-out month and year."""
    for line in lines:
        if found := _REVISED.search(line):
            return _clean(found.group("date"))
    if revision_line and (found := _DATE_RE.search(revision_line) or _SHORT.search(revision_line)):
        return _clean(found.group("date"))
    for line in lines:
        for word in _DATE_WORDS.finditer(line):
            if found := _DATE_RE.match(line, word.end()):
                return _clean(found.group("date"))
    month_year = re.compile(rf"(?i:\b(?:\d{{1,2}}\s+)?{_MONTH}\.?,?\s+(?:19|20)\d\d)(?!\d)")
    for line in lines:
        if found := month_year.search(line):
            return _clean(found.group(0))
    return None


def _clean(value: str) -> str | None:
    value = " ".join(value.split()).strip(" ;,")
    return value if 0 < len(value) <= MAX_VALUE else None
