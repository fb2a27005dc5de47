"""A battery a question powers a part from by its chemistry and cell count ("straight off a
2s lipo", "from one 18650"), with no voltage written.

A cell's voltage spans its chemistry's empty-to-full range; no datasheet here states it,
so the span is an assumption the answer says it makes, never a datasheet value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Battery:
    """A battery the question names: its cells in series and the span they give."""

    written: str
    cells: int
    chemistry: str
    empty: float  # volts of the whole pack
    full: float

    def assumption(self) -> str:
        return (
            f"assumed: {self.written.strip()} is {self.cells} {self.chemistry} cell"
            f"{'s' if self.cells > 1 else ''} in series, {self.empty:g} V empty to "
            f"{self.full:g} V full; no datasheet here states it"
        )


# per cell: (chemistry as said, empty, full), the span makers of such cells state
_CHEMISTRIES = {
    "li": ("Li-ion/LiPo", 3.0, 4.2),
    "lifepo4": ("LiFePO4", 2.5, 3.65),
    "nimh": ("NiMH", 1.0, 1.45),
    "alkaline": ("alkaline", 0.9, 1.6),
    "coin": ("CR2032 lithium coin", 2.0, 3.3),
}
_COUNTS = {"one": 1, "single": 1, "two": 2, "three": 3, "four": 4}

# "from a 2s lipo", "off one 18650", "on two aa cells", "to a 1s li-ion cell"
_SOURCE = re.compile(
    r"\b(?:from|off|on|to|into|by)\s+(?:of\s+)?(?:an?\s+|my\s+|the\s+|its\s+)?"
    r"(?:(?P<s>[1-8])\s?s(?:\d?p)?\s+|(?P<word>one|single|two|three|four)\s+|(?P<x>[1-8])\s?x\s?)?"
    r"(?:(?:fresh|new|charged|fully[- ]charged|normal|standard)\s+)?"
    r"(?P<chem>li-?po(?:ly(?:mer)?)?|li-?ion|lithium[- ]ion|lifepo4|lfp|18650|21700|nimh|ni-mh|"
    r"aaa?|cr2032|coin)\b(?:\s+(?:cells?|batter(?:y|ies)|pack))?",
    re.I,
)


def _chemistry(word: str) -> str:
    low = word.lower().replace("-", "")
    if low in ("lifepo4", "lfp"):
        return "lifepo4"
    if low in ("nimh",):
        return "nimh"
    if low in ("aa", "aaa"):
        return "alkaline"
    if low in ("cr2032", "coin"):
        return "coin"
    return "li"


def battery_source(clause: str) -> Battery | None:
    """The battery a part's clause powers it from, when the clause writes no voltage."""
    m = _SOURCE.search(clause)
    # ("a single li-ion cell sitting at 3.7v": the voltage the question states is read)
    if m is None or re.search(r"\d(?:[.,]\d+)?\s?v\b", clause[m.start() : m.end() + 30], re.I):
        return None
    cells = int(m.group("s") or m.group("x") or _COUNTS.get((m.group("word") or "").lower(), 1))
    name, empty, full = _CHEMISTRIES[_chemistry(m.group("chem"))]
    return Battery(m.group(0)[m.group(0).find(" ") + 1 :], cells, name, empty * cells, full * cells)
