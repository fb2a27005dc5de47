"""Key-value and bullet lines: "Supply voltage: 3.3~5.5 V", "Working Current 15mA".

Every quantity with a unit on a line becomes a candidate; its label is the text in
front of it (back to the previous quantity, or to the line start when that text
says nothing). The lexicon decides the field; a label that maps to nothing yields
no fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.units import ParsedValue, find_quantities, normalise_text


@dataclass(slots=True)
class LabelledValue:
    label: str  # the words naming the value
    context: str  # a wider label (line start up to the value) for a second try
    value: ParsedValue
    trailing: str  # text right after the value (conditions in parentheses)
    before: str = ""  # raw text right before the value, "=" and "<" kept


# dot leaders ("VDD ........ 7.0V"), but not "-40...+85" (NFKC writes "…" as three dots)
_LEADER = re.compile(r"(?<!\d)\.{3,}(?!\s?[-+]?\d)|\.{4,}|…{2,}|·{3,}|_{3,}")
_BULLET = re.compile(r"^\s*(?:[•●▪■◆◦·\-*]|\d+[.)、]|[a-z][.)])\s+")


def clean_line(text: str) -> str:
    t = normalise_text(text)
    t = _LEADER.sub(" ", t)
    t = _BULLET.sub("", t)
    return re.sub(r"\s+", " ", t).strip()


def labelled_values(text: str) -> list[LabelledValue]:
    """Quantities with a unit on one line, each with the label written before it."""
    t = clean_line(text)
    out: list[LabelledValue] = []
    prev_end = 0
    for pv in find_quantities(t):
        if pv.canonical is None:
            continue  # "VDD to GND" is a label, not a value
        label = t[prev_end : pv.start]
        context = t[: pv.start]
        trailing = t[pv.end : pv.end + 60]
        before = t[max(0, pv.start - 40) : pv.start]
        out.append(LabelledValue(_tidy(label), _tidy(context), pv, trailing, before))
        prev_end = pv.end
    return out


def _tidy(label: str) -> str:
    label = re.sub(r"[:：=]\s*$", "", label.strip())
    return label.strip(" ,;:-(")


def has_words(label: str) -> bool:
    return len(re.findall(r"[A-Za-z]{2,}", label)) > 0
