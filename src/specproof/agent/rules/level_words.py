"""Input levels a datasheet states in words rather than in rows: the level a module's
pins work at ("Interface level: 3.3 V") and whether its inputs tolerate a level ("not 5 V
tolerant"), each read into a fact the signal rules cite."""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.agent.negation import absent_words
from specproof.records import Fact, SectionKind, Source
from specproof.tokens import DECIMAL

# "Interface level: 3.3V", "UART-TXD (TTL level 3.3V)", "I/O voltage level: 1.8 V": the level a
# module's serial/logic pins work at, stated in words instead of a VOH row
_LEVEL_STATEMENT = re.compile(
    r"\b(?:interface|i/?o|signal|output|logic|communication|uart|serial|port)\s+"
    r"(?:voltage\s+)?levels?\s*(?:is\s+)?[:：=]?\s*(\d(?:\.\d+)?)\s*V\b"
    r"|\b(?:TTL|CMOS)\s+levels?\s*[:：(（]?\s*(\d(?:\.\d+)?)\s*V\b",
    re.I,
)


@dataclass(slots=True)
class LevelStatement:
    volts: float
    sentence: str
    page: int = 0


def sheet_sentences(text: str) -> list[str]:
    """A sheet's page text as its lines and sentences, each with its blanks made single."""
    return [" ".join(line.split()) for line in re.split(r"\n|(?<=[.;!?])\s+", text)]


def level_statements(text: str, page: int = 0) -> list[LevelStatement]:
    """The interface level a sheet states in words, one per line or sentence."""
    out: list[LevelStatement] = []
    for flat in sheet_sentences(text):
        for m in _LEVEL_STATEMENT.finditer(flat):
            if re.search(r"toleran|level[- ]?(?:conver|shift|translat)", flat[: m.start()], re.I):
                continue  # "needs a level shifter for 5 V": another part's level
            out.append(LevelStatement(float(m[1] or m[2]), flat, page))
    return out


def level_fact(device: str, doc: str, statement: LevelStatement) -> Fact:
    """A citation for a stated interface level."""
    return Fact(
        device=device,
        field="output_high_voltage",
        source=Source(doc, statement.page, statement.sentence),
        value=statement.volts,
        si_value=statement.volts,
        unit="V",
        raw=f"{statement.volts:g} V",
        condition="interface level stated in the text",
        section=SectionKind.OTHER,
        extractor="rules.level",
    )


_TOLERANT = re.compile(
    r"\b(?:(not|non)[- ]?)?(?:be\s+)?(\d+(?:\.\d+)?)\s*V[- ]?tolerant"
    r"|\bnot\s+tolerant\s+(?:of|to)\s+(\d+(?:\.\d+)?)\s*V\b",
    re.I,
)

# the voltages listed before the last one of "not 3.3 V or 5 V tolerant", "3.3 V and 5 V
# tolerant", with the "not" that may open the list
_LISTED_BEFORE = re.compile(
    r"(?:\b(not|non)[- ]?\s*)?((?:\d+(?:\.\d+)?\s*V\s*(?:/|\bor\b|\band\b|\bnor\b)\s*)+)$",
    re.I,
)

_LEVEL_SHIFT = re.compile(r"level[- ]?(?:conver|shift|translat)", re.I)


@dataclass(slots=True)
class Tolerance:
    """A sheet's statement that its inputs do (or do not) tolerate a voltage."""

    volts: float
    tolerant: bool
    sentence: str
    page: int = 0
    subject: str = ""  # the version a note is about ("VKN-532L: ... not 5V tolerant")


# a note that opens with the part it is about: "VKN-532L: do not connect VCC to 5V."
_NOTE_SUBJECT = re.compile(r"^\W*((?=[A-Z0-9/-]*\d)[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)*)\s*:")


def tolerance_statements(text: str, page: int = 0) -> list[Tolerance]:
    """ "the IO is not 5 V tolerant", "5V-tolerant inputs", "5 V TTL IO needs level conversion",
    "when the host IO is 5 V a level shifter must be added"."""
    out: list[Tolerance] = []
    for note in re.split(r"\n\s*\n|\n(?=\s*[•\-\u2022])", text):
        opens = _NOTE_SUBJECT.match(note.strip())
        subject = opens.group(1) if opens else ""
        out += _note_tolerances(note, page, subject)
    return out


def _note_tolerances(note: str, page: int, subject: str) -> list[Tolerance]:
    out: list[Tolerance] = []
    for sentence in re.split(r"(?<=[.;!?])\s+", note):
        flat = " ".join(sentence.split())
        for m in _TOLERANT.finditer(flat):
            volts = float(m[2] or m[3])
            listed = _LISTED_BEFORE.search(flat[max(0, m.start() - 48) : m.start()])
            # ("not 3.3 V or 5 V tolerant": the "not" before the list holds for each)
            negated = bool(m[1] or m[3] or (listed and listed[1]))
            negated = negated or bool(re.search(r"\bnot\s+$", flat[: m.start()][-12:]))
            for each in DECIMAL.findall(listed[2]) if listed else []:
                out.append(Tolerance(float(each), not negated, flat, page, subject))
            out.append(Tolerance(volts, not negated, flat, page, subject))
        shift = _LEVEL_SHIFT.search(flat)
        if shift and not _TOLERANT.search(flat):
            # the voltage that needs shifting is named just before ("5 V TTL IO needs level
            # conversion", "when the host IO is 5 V, a level converter must be added"); one
            # that needs none is tolerated ("work with 3.3 V and 5 V logic with no level
            # translator")
            needless = "level" in absent_words(flat[: shift.end()])
            window = flat[max(0, shift.start() - 40) : shift.start()]
            for v in re.findall(r"(?<![\d.])(\d+(?:\.\d+)?)\s*V\b", window):
                out.append(Tolerance(float(v), needless, flat, page, subject))
    return out


def tolerance_fact(device: str, doc: str, statement: Tolerance) -> Fact:
    """A citation for a tolerance statement (no number is claimed beyond the sentence)."""
    return Fact(
        device=device,
        field="abs_max_input_voltage",
        source=Source(doc, statement.page, statement.sentence),
        raw=statement.sentence,
        condition=("tolerant of " if statement.tolerant else "not tolerant of ")
        + f"{statement.volts:g} V"
        + (f" ({statement.subject})" if statement.subject else ""),
        section=SectionKind.OTHER,
        extractor="rules.tolerance",
    )
