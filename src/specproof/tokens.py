"""Token patterns that readers across the pipeline share: words, decimal numbers, the
word "default".

One compiled pattern each, so that "a number" means the same thing to the quote check,
the table readers and the question's understanding.
"""

from __future__ import annotations

import re

# a run of lower-case letters, and a word of three letters or more (rows and questions
# are compared by these)
LETTERS = re.compile(r"[a-z]+")
LONG_WORD = re.compile(r"[a-z]{3,}")
# a word of four letters or more, in either case: a label that names something ("Coil
# Resistance"), not a symbol or a unit
NAME_WORD = re.compile(r"[A-Za-z]{4,}")
# a decimal number without its sign ("3.3", "400")
DECIMAL = re.compile(r"\d+(?:\.\d+)?")
# a decimal number with its sign ("-40", "+3.3")
SIGNED_DECIMAL = re.compile(r"[-+]?\d+(?:\.\d+)?")
# a voltage as written, its number captured ("3.3 V", "-12V", "5v"); a dash after a digit
# is a range's ("0-3 v" is up to 3 V, never -3 V)
VOLTS = r"((?:(?<![\d.])[-+])?\d+(?:\.\d+)?)\s*V\b"
# the word that marks a setting as the one a part starts with ("default: 9600 baud")
DEFAULT_WORD = re.compile(r"\bdefault\b", re.I)


# a bracketed aside without brackets inside ("(Note 2)", "(25.2v full)")
BRACKETED = re.compile(r"\([^()]*\)")
# a run of lower-case letters, digits and underscores: a word of a row or a pin name
SNAKE_WORD = re.compile(r"[a-z0-9_]+")
# spaces and tabs (never a line break)
BLANKS = re.compile(r"[ \t]+")
# a run of anything but spaces: a word as written, with its marks
WORD_RUN = re.compile(r"\S+")
# a part number's segments ("AMS1117-3.3", "SN74_HC/T")
PART_SEGMENT_BREAK = re.compile(r"[-_/\s]")
# a run of lower-case letters and digits: the tokens of a lower-cased text
ALNUM_RUN = re.compile(r"[a-z0-9]+")
# where a sentence's clauses part: a semicolon, or a full stop before a space (not "3.3")
CLAUSE_BREAK = re.compile(r";|\.\s")
# two letters or more: a name's letters, not a unit letter
LETTER_PAIR = re.compile(r"[A-Za-z]{2,}")
# an alternating voltage as a sheet writes it: "V AC", "VAC", "AC", "50/60 Hz"
# a resolution: "in 8-bit mode", "12 bit"
BITS = re.compile(r"\b(\d{1,2})[- ]?bits?\b", re.I)
# a sentence that ends on "from" ("From 5 V use a buck regulator")
ENDS_FROM = re.compile(r"\bfrom\s*$", re.I)
ALTERNATING = re.compile(r"\b(?:V\s?)?AC\b|\b50\s*/\s*60\s*Hz\b")


def has_letter(text: str) -> bool:
    """The text holds a Latin letter: a word or a symbol, not a bare number."""
    return any("a" <= ch.lower() <= "z" for ch in text)


def names_word(text: str, *words: str) -> bool:
    """The text writes one of the lower-case words whole, in any case ("Inputs" of
    "inputs"; never "input" inside "inputting")."""
    return not set(words).isdisjoint(LETTERS.findall(text.lower()))


def has_digit(text: str) -> bool:
    """The text holds a digit (of any script, as ``\\d`` matches): a value, a number, a code."""
    return any(ch.isdecimal() for ch in text)
