"""States a question or a row names by their absence: "when no obstacle is in front", "with
no load", "non-condensing". Both rows share the word; only the negation tells them apart.
"""

from __future__ import annotations

import re

from specproof.tokens import LONG_WORD

# "no obstacle", "without a load", "non-condensing", "V3 not tied to VCC": the word whose
# absence is meant
_ABSENT = re.compile(r"\b(?:no|not|without|non)[- ](?:an? |the |any )?([a-z]{3,})", re.I)
# "no less than 48 hours", "no more than 5 V": a bound, no state absent
_BOUND_WORDS = frozenset(
    {"less", "more", "later", "earlier", "longer", "shorter", "greater", "higher", "lower",
     "fewer", "smaller", "larger", "than", "need", "problem", "exceed", "exceeding", "only"}
)  # fmt: skip
NEGATION_WEIGHT = 1.5


def absent_words(text: str) -> set[str]:
    """The words the text names by their absence ("with no level translator": level)."""
    return {m.group(1).lower() for m in _ABSENT.finditer(text)} - _BOUND_WORDS


def negation_fit(row: str, asked: str) -> float:
    """A row stating the absence the question asks for gains; a row stating the thing
    itself, or stating the absence of something the question asks for, loses."""
    row, asked = row.lower(), asked.lower()
    absent_asked = absent_words(asked)
    absent_row = absent_words(row)
    score = 0.0
    for word in absent_asked:
        if word in absent_row:
            score += NEGATION_WEIGHT
        elif re.search(rf"\b{word}\b", row):
            score -= NEGATION_WEIGHT
    present_asked = set(LONG_WORD.findall(asked)) - absent_asked
    score -= NEGATION_WEIGHT * len(absent_row & present_asked)
    return score
