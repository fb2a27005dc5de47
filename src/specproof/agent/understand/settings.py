"""Named settings a question picks: "in high repeatability mode", "the G-grade part",
"standard (1V8) mode", "the 100 ms range", "mode 2".

A datasheet that states a value per setting writes the setting's name on each row; the row
for the asked setting is the one that names it. Read once here, applied by the row choice
(:func:`specproof.agent.row_filters.rows_of_settings`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_KINDS = (
    r"modes?|states?|grades?|versions?|variants?|ranges?|options?|settings?|configurations?|phys?"
)
# up to three words (or a bracketed alias) before the kind: "high repeatability mode",
# "standard (1V8) mode", "G-grade", "100 ms range"
# (a kind word is never part of a name: "fast-mode SCL range" names the mode)
_BEFORE = re.compile(
    rf"((?:(?!(?:{_KINDS})\b)[\w.+]+[\s-]+|\([\w.+ -]+\)\s*){{1,3}})({_KINDS})\b", re.IGNORECASE
)
_AFTER = re.compile(
    rf"\b({_KINDS})\s+([a-z0-9]{{1,3}})\b(?![.,]\d)(?!\s*(?:{_KINDS}))", re.IGNORECASE
)  # "option 2", not the "4" of "option 4.75 V"
_NOT_A_NAME = frozenset(
    ["a", "an", "the", "this", "that", "these", "those", "its", "their", "my", "our", "your", "which", "what", "each", "every", "any", "all", "one", "same", "other", "either", "both", "in", "on", "at", "of", "for", "to", "from", "with", "by", "and", "or", "not", "is", "are", "be", "when", "while", "during", "within", "over", "under", "across", "between", "does", "do", "can", "could", "will", "would", "may", "might", "must", "shall", "should", "has", "had", "was", "did", "it", "operating", "operation", "full", "entire", "whole", "measurement", "output", "input", "supply", "voltage", "current", "temperature"]
)  # fmt: skip


_UNIT_TOKENS = frozenset(
    ["s", "ms", "us", "v", "mv", "a", "ma", "ua", "hz", "khz", "mhz", "c", "k", "%", "db", "dbm"]
)


@dataclass(frozen=True, slots=True)
class Setting:
    """A setting the question names: its kind ("mode"), the words that name it (a row must
    write them all) and a bracketed alias ("standard (1V8) mode": either names it)."""

    kind: str
    words: frozenset[str]
    text: str
    aliases: frozenset[str] = frozenset()
    initials: str = ""  # "L-resolution mode" -> "lr": the subscript of a symbol like tLR

    def named_in(self, row: str) -> bool:
        tokens = set(_tokens(row.lower()))
        return bool(self.words and self.words <= tokens) or bool(self.aliases & tokens)


def named_settings(text: str) -> tuple[Setting, ...]:
    low = text.lower()
    found: list[Setting] = []
    for m in _BEFORE.finditer(low):
        bracketed = " ".join(re.findall(r"\(([^)]*)\)", m.group(1)))
        words = _name_words(re.sub(r"\([^)]*\)", " ", m.group(1)))
        aliases = _name_words(bracketed)
        if m.group(2).startswith("range") and not any(w[0].isdigit() for w in words | aliases):
            continue  # "pressure range" names a field; "the 100 ms range" names a setting
        if words or aliases:
            kind, text = _kind(m.group(2)), m.group(0).strip()
            found.append(Setting(kind, words, text, aliases, _initials(m.group(1), words)))
    for m in _AFTER.finditer(low):
        words = _name_words(m.group(2))
        if words:
            found.append(Setting(_kind(m.group(1)), words, m.group(0).strip()))
    return tuple(found)


# a sheet's "3.3 Vdc option" is the user's "3.3 V version" or "3.3 V variant"
_SAME_KIND = {"version": "variant", "option": "variant"}


def _kind(word: str) -> str:
    kind = word.lower().rstrip("s")
    return _SAME_KIND.get(kind, kind)


_PART_NUMBER = re.compile(r"^(?=.*[a-z])(?=.*\d)[a-z0-9.+-]{5,}$")


def _name_words(span: str) -> frozenset[str]:
    """The distinctive words of a setting's name: the last run of words before the kind,
    stopped at the first word that cannot be part of a name."""
    tokens = _tokens(span)
    words: list[str] = []
    for token in reversed(tokens):
        if token in _NOT_A_NAME or _PART_NUMBER.match(token):
            break  # "the RZK1624 stop mode": the part's name ends the setting's
        if token not in _UNIT_TOKENS:  # "100 ms range": the number names it, not the unit
            words.append(token)
    return frozenset(words)


def _tokens(text: str) -> list[str]:
    """The tokens a setting's name and a row are compared by, units split off their
    numbers ("100ms" -> "100", "ms"); a mode's letter prefix as the word it stands for
    ("L-Resolution Mode" is the low resolution mode, "H-Resolution" the high one)."""
    text = _LEVEL_LETTER.sub(lambda m: _LEVEL_WORDS[m.group(1).lower()] + " ", text)
    return _TOKEN.findall(split_number_units(text))


_TOKEN = re.compile(r"[a-z0-9.+]+")  # a word or a number with its decimal point or sign
_LEVEL_LETTER = re.compile(r"\b([HhLl])-(?=[A-Za-z]{3})")
_LEVEL_WORDS = {"h": "high", "l": "low"}


def _initials(span: str, words: frozenset[str]) -> str:
    ordered = [t for t in _TOKEN.findall(span) if t in words]
    return "".join(t[0] for t in ordered) if len(ordered) > 1 else ""


# The low-power states a sheet may tell apart ("Standby 0.8 mA", "Power Down 4.5 µA"); a user
# often says one for another, so a state's name decides only where the sheet has a row for it
_POWER_STATES = {
    "deep sleep": r"deep[- ]?sleep",
    "sleep": r"(?<!deep )(?<!deep-)(?<!deep)sleep",
    "standby": r"stand[- ]?by",
    "power-down": r"power(?:ed)?[- ]?down",
    "shutdown": r"shut[- ]?down",
    "idle": r"\bidle\b",
    "hibernate": r"\bhibernat",
    "backup": r"\bbackup\b",
    "suspend": r"\bsuspend",
}
_STATE_PATTERNS = {name: re.compile(p, re.IGNORECASE) for name, p in _POWER_STATES.items()}


def power_states(text: str) -> frozenset[str]:
    """The low-power states a text names by their own words: "in power-down mode"."""
    return frozenset(name for name, p in _STATE_PATTERNS.items() if p.search(text))


_GLUED_UNIT = re.compile(r"(\d)(ms|us|s|mv|v|ma|ua|a|khz|mhz|hz)\b")


def split_number_units(text: str) -> str:
    """ "100ms" -> "100 ms" ("1V8", "2X" stay whole): a row and a question write a unit
    either way."""
    return _WHOLE_DECIMAL.sub(r"\1", _GLUED_UNIT.sub(r"\1 \2", text))


# "5.0 Vdc option" and "the 5 V version" name one setting
_WHOLE_DECIMAL = re.compile(r"(?<![\d.])(\d+)\.0+(?![\d.])")


# "AHS1292LUA-T", "TIR7710KSF-BAA", "MCP2515-I/SO", "CLT3671H": the letter right after a
# part number's digits is, by wide convention, its temperature range or grade code
_ORDER_CODE = re.compile(r"^[A-Za-z]+\d+[-_/]?([A-Za-z])")
# a row that names a one-letter code: "Range L", "temperature code K", "I grade", "(K)"
_CODE_NAMED = re.compile(
    r"\b(?:[Rr]ange|[Gg]rade|[Cc]ode)\s+([A-Z])\b|\b([A-Z])[\s-]grade\b|\(([A-Z])\)"
    # a row of a range table labelled by its letter alone: "E -40 °C to +125 °C"
    r"|^\s*([A-Z])\s+[-−–+]?\d"
)


def order_code_letter(part: str) -> str | None:
    """The code letter of an ordering code as the question writes it, lower case."""
    m = _ORDER_CODE.match(part.strip())
    return m.group(1).lower() if m else None


# a grade named by its letter in words: "the E-temp version", "an I-temperature part",
# "E grade", "grade E" (the letter of "Extended (E)", "Industrial (I)" rows)
_GRADE_LETTER = re.compile(
    # (a lower-case letter only hyphened: "a temp of 50 C" names no grade)
    r"(?:\b([A-Z])[\s-]|\b([a-z])-)temp(?:erature)?\b(?![\s-]+(?:sensor|probe|reading))"
    r"|\b([A-Z])[\s-]grade\b|\bgrade\s+([A-Z])\b"
    # "the E range", "the I temperature range", "temperature range E", "extended (E)"
    r"|\bthe\s+([A-Z])[\s-](?:temperature\s+)?range\b|\btemperature\s+range\s+([A-Z])\b"
    r"|\b(?:extended|industrial|automotive|commercial|military)\s*\(([A-Z])\)"
)


def grade_letter(text: str) -> str | None:
    """The temperature grade a question names by its letter, lower case (none when it
    names two: "the industrial (I) and extended (E) grades" asks both)."""
    letters = {next(g for g in m.groups() if g).lower() for m in _GRADE_LETTER.finditer(text)}
    return letters.pop() if len(letters) == 1 else None


def code_letters(row: str) -> set[str]:
    """The one-letter range or grade codes a row names, lower case."""
    return {"".join(m).lower() for m in _CODE_NAMED.findall(row)}


# the temperature span a grade's name means by wide industry convention, for a sheet that
# writes the span per ordering code without the grade's name: an assumption the answer states
CONVENTIONAL_GRADE_SPANS = {
    "commercial": (0.0, 70.0),
    "industrial": (-40.0, 85.0),
    "automotive": (-40.0, 125.0),
    "military": (-55.0, 125.0),
}


def conventional_grade(settings: tuple[Setting, ...]) -> str | None:
    """The conventional temperature grade a question names ("the industrial-grade part")."""
    for s in settings:
        named = s.words & CONVENTIONAL_GRADE_SPANS.keys()
        if named:
            return next(iter(named))
    return None
