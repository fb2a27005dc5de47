"""Footnotes that restate a marked row's value under another condition.

    Ambient temperature   -10 to +55 °C (No freezing)*3
    *3 -10 to +50 °C when 4 to 7 units are connected side by side.

    Switching capacity    6 A / 250 V AC (2)
    (2) AC-15: 3 A / 230 V; DC-13: 2 A / 24 V.

The note's values are the marked parameter's, each under the case its clause names ("when
4 to 7 units are side by side", "AC-15 ... 230 V"), not rows of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.extract.lines.statements import forbids_or_denies
from specproof.fields import dimension
from specproof.records import Fact, Line
from specproof.units import ParsedValue, dimension_of, find_quantities

# a note's mark: "*3", "(2)", "※1"
_MARK = r"(?:\*\d{1,2}|\(\d{1,2}\)|※\d{1,2})"
# the mark closing a row's cell ("(No freezing)*3", "250 V AC (2)", "IP67 ※1")
_ROW_MARK = re.compile(rf"({_MARK})(?=\s|$)")
# the same mark opening the note below the table
_NOTE_MARK = re.compile(rf"^\s*({_MARK})\s+(\S.*)$")
_NOTES_ON_LINE = re.compile(rf"(?:^|(?<=\s))({_MARK})\s+((?:(?!\s{_MARK}\s).)+)")


@dataclass(frozen=True, slots=True)
class NoteCase:
    """One value a note gives a marked row's parameter, and the case it holds for."""

    marked: Fact  # the row the mark sits on
    value: ParsedValue
    unit: str
    condition: str
    line: Line


def note_cases(facts: list[Fact], lines: list[Line]) -> list[NoteCase]:
    """The cases the notes of a page give for the rows whose marks they repeat."""
    marked: dict[str, list[Fact]] = {}
    for f in facts:
        for mark in _ROW_MARK.findall(f.source.quote):
            marked.setdefault(mark, []).append(f)
    rows = {f.source.quote.strip() for fs in marked.values() for f in fs}
    out: list[NoteCase] = []
    for line in lines:
        if not _NOTE_MARK.match(line.text) or line.text.strip() in rows:
            continue  # (a marked row whose mark stands first is the row, not its note)
        # several notes may share a line: "(1) at UB = 24 V DC. (2) AC-15: 3 A / 230 V"
        for note in _NOTES_ON_LINE.finditer(line.text):
            for f in _one_per_field(marked.get(note.group(1), [])):
                out += _cases_of(f, note.group(2), line)
    return out


# a value stated against another ("1.5 V higher than the forward voltage"), and a note about
# one part or version by name: neither is the marked parameter's value in a case
_RELATIVE = re.compile(r"\b(?:than|above|below|exceed\w*|plus|minus)\b", re.I)
_PART_NAMED = re.compile(r"\b(?!(?:AC|DC)-\d)[A-Z]{2,}[A-Z0-9]*-?\d[\w-]*\b")


def _one_per_field(facts: list[Fact]) -> list[Fact]:
    """A marked row read as one fact per version: the note speaks of the parameter once."""
    seen: dict[str, Fact] = {}
    for f in facts:
        seen.setdefault(f.field, f)
    return list(seen.values())


def _cases_of(marked: Fact, text: str, line: Line) -> list[NoteCase]:
    want = dimension(marked.field)
    if _PART_NAMED.search(text):
        return []  # a note about one part or version by name, no case of the marked row
    cases = []
    for clause in re.split(r";\s*|(?<=[a-z])\.\s+", text.strip().rstrip(".")):
        if _RELATIVE.search(clause) or forbids_or_denies(clause):
            # "at least 1.5 V higher than the forward voltage", "do not use a 3.3 V
            # supply": no case of the marked row
            continue
        values = [q for q in find_quantities(clause) if q.unit and dimension_of(q.unit) == want]
        if len(values) != 1:
            continue  # none of the parameter's kind, or several the clause does not tell apart
        q = values[0]
        said = (clause[: q.start] + " " + clause[q.end :]).strip(" :,")
        cases.append(NoteCase(marked, q, q.unit or "", " ".join(said.split()), line))
    return cases
