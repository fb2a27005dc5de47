"""A battery a question powers a part from by its chemistry and cell count ("straight off a
2s lipo", "from one 18650"), with no voltage written.

A cell's voltage spans its chemistry's empty-to-full range; no datasheet here states it,
so the span is an assumption the answer says it makes, never a datasheet value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from specproof.agent.understand.record import DeviceMention


@dataclass(frozen=True, slots=True)
class Battery:
    """A battery the question names: its cells in series and the span they give."""

    written: str
    cells: int
    chemistry: str
    empty: float  # volts of the whole pack
    full: float
    delivers: float | None = None  # amps any such cell gives, however small (an assumption)
    stated: bool = False  # the question wrote the span ("a li-ion cell (3.0-4.2v)")
    stated_empty: bool = False  # the question wrote its empty end only ("down to ~2.0 V")

    @property
    def empty_said(self) -> bool:
        """The empty end is the question's own: the part must run there."""
        return self.stated or self.stated_empty

    def assumption(self) -> str:
        if self.stated:
            return (
                f"{self.written.strip()} spans {self.empty:g} V to {self.full:g} V, "
                "as the question states"
            )
        if self.stated_empty:
            return (
                f"{self.written.strip()} runs down to {self.empty:g} V, as the question states; "
                f"assumed: {self.full:g} V full, as a {self.chemistry} cell is; no datasheet "
                "here states it"
            )
        return (
            f"assumed: {self.written.strip()} is {self.cells} {self.chemistry} cell"
            f"{'s' if self.cells > 1 else ''} in series, {self.empty:g} V empty to "
            f"{self.full:g} V full; no datasheet here states it"
        )

    def current_assumption(self) -> str:
        return (
            f"assumed: {self.written.strip()} delivers at least {self.delivers * 1000:g} mA, as "
            "even the smallest common such cell does; no datasheet here rates it"
        )


# per cell: (chemistry as said, empty, full, the current even a small such cell delivers:
# 1C of a 50 mAh LiPo, a 100 mAh AAA); the span and current are what makers of such cells
# state, never this library's datasheets. A coin cell's is left unsaid: its continuous
# rating (~0.2 mA) is below most loads' peaks
_CHEMISTRIES = {
    "li": ("Li-ion/LiPo", 3.0, 4.2, 0.05),
    "lifepo4": ("LiFePO4", 2.5, 3.65, 0.05),
    "nimh": ("NiMH", 1.0, 1.45, 0.05),
    "alkaline": ("alkaline", 0.9, 1.6, 0.05),
    "coin": ("CR2032 lithium coin", 2.0, 3.3, None),
}
_COUNTS = {"one": 1, "single": 1, "two": 2, "three": 3, "four": 4}

_LITHIUM = r"li-?po(?:ly(?:mer)?)?|li-?ion|lithium[- ]ion|lifepo4|18650|21700"
_PACK = r"(?:cells?|batter(?:y|ies)|pack)"
# "from a 2s lipo", "off one 18650", "on two aa cells", "to a 1s li-ion cell", "from a
# single-cell LiPo"
_SOURCE = re.compile(
    # ("... charges a single 18650": the cell a charger fills is the source named)
    r"\b(?:from|off|on|to|into|by|charges|charging)\s+(?:of\s+)?(?:an?\s+|my\s+|the\s+|its\s+)?"
    r"(?:(?P<s>[1-8])\s?s(?:\d?p)?\s+|(?P<word>one|single|two|three|four)(?:[- ]cells?)?\s+|(?P<x>[1-8])\s?x\s?|(?P<n>[1-8])\s+(?=aaa?\b))?"
    # ("a tp4056-charged 18650", "a ch12 charged lipo": the charger named before the cell)
    r"(?:(?:fresh|new|(?:[a-z0-9]+[- ])?charged|fully[- ]charged|normal|standard)\s+)?"
    r"(?P<chem>" + _LITHIUM + r"|lfp|nimh|ni-mh|aaa?|cr2032|coin)\b(?:\s+" + _PACK + ")?",
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
    return _battery_at(clause, m) if m else None


def _battery_at(clause: str, m: re.Match[str]) -> Battery | None:
    """The battery the source match ``m`` of ``clause`` names, read with what follows it."""
    written, cells, name, empty, full, delivers = _named(m)
    span = _STATED_SPAN.match(clause, m.end())
    if span:  # "a single li-ion cell (3.0-4.2v)": the span the question gives the cell
        low, high = float(span.group(1)), float(span.group(2))
        return Battery(written, cells, name, low, high, delivers, stated=True)
    volts = _bracket_volts(clause, m.end())
    if len(volts) >= 2:  # "one 18650 (4.2v full, i cut off at 3.0v)": its two ends
        return Battery(written, cells, name, min(volts), max(volts), delivers, stated=True)
    said_full, said_empty = worded_ends(clause[m.end() : m.end() + _SPAN_REACH], cells)
    if said_full is not None and said_empty is not None:
        return Battery(written, cells, name, said_empty, said_full, delivers, stated=True)
    if said_empty is not None:  # "the cell will run all the way down to ~2.0 V"
        high = max(full, said_empty)
        return Battery(written, cells, name, said_empty, high, delivers, stated_empty=True)
    # ("a single li-ion cell sitting at 3.7v": the voltage the question states is read)
    if re.search(r"\d(?:[.,]\d+)?\s?v\b", clause[m.start() : m.end() + 30], re.I):
        return None
    return Battery(written, cells, name, empty, full, delivers)


# how far after the battery its ends may be said ("... on a CR2032. cell goes from 3.0 V
# down to about 2.0 V before I swap it")
_SPAN_REACH = 160
_VOLT = r"(\d+(?:\.\d+)?)\s?v\b"
_ABOUT = r"(?:about\s+|around\s+|roughly\s+|~\s?)?"
# "from 3.0 V down to about 2.0 V", "3.2 V fresh -> 2.0 V", "4.8 V fresh down to 3.0 V"
_FROM_TO = re.compile(
    r"\b(?:from\s+)?" + _ABOUT + _VOLT + r"(?:\s+(?:fresh|new|full|charged))?\s*"
    r"(?:->|→|=>|(?:all the way |right )?down to)\s*" + _ABOUT + _VOLT,
    re.I,
)
# a voltage said to be an end: "3.0 V new", "2.0 V when I stop", "dead at 2.0 V", "I swap
# the cell when it reads 2.2 V", "fresh it's about 3.0 V"
_FULL_AFTER = re.compile(r"\s*(?:when\s+)?(?:fresh|new|full|charged|fully charged)\b", re.I)
_EMPTY_AFTER = re.compile(
    # ("2.0 V when flat": "when" before the word as after "3.0 V when new")
    r"\s*(?:when\s+)?(?:dead|flat|empty|discharged|at the end|(?:at\s+)?end of life|cut-?off|cutoff|"
    r"when (?:i|it|they)\b)",
    re.I,
)
_FULL_BEFORE = re.compile(r"\b(?:fresh|new|full|charged)\b[^,;()\d]{0,20}$", re.I)
_EMPTY_BEFORE = re.compile(
    r"\b(?:dead|flat|empty|cut-?off|cutoff|cut off|swap|replace|stop|down to|drained|"
    r"discharged|run down)\b[^,;()\d]{0,25}$",
    re.I,
)


# "drained to 1.2 V each", "0.9 V per cell": a cell's voltage, the pack's is that many times
_PER_CELL = re.compile(r"\s*(?:each|per cell|a cell|/\s?cell)\b", re.I)


def worded_ends(text: str, cells: int = 1) -> tuple[float | None, float | None]:
    """(full, empty) voltages of a battery of ``cells`` cells the text says in words, each
    None when unsaid."""
    span = _FROM_TO.search(text)
    if span:
        first, second = float(span.group(1)), float(span.group(2))
        return max(first, second), min(first, second)
    full: list[float] = []
    empty: list[float] = []
    for m in re.finditer(_VOLT, text, re.I):
        after, before = text[m.end() :], text[max(0, m.start() - 40) : m.start()]
        volts = float(m.group(1)) * (cells if _PER_CELL.match(after) else 1)
        if _FULL_AFTER.match(after):
            full.append(volts)
        elif _EMPTY_AFTER.match(after) or _EMPTY_BEFORE.search(before):
            empty.append(volts)
        elif _FULL_BEFORE.search(before):
            full.append(volts)
    return (max(full) if full else None), (min(empty) if empty else None)


# "ds3231 + tmp36 straight on the cell", "both fine on the raw cell?": the battery the
# question named in an earlier sentence, referred back to
_BACK_TO_BATTERY = re.compile(
    r"\b(?:on|off|from|to|into|across)\s+the\s+(?:raw\s+|bare\s+|same\s+)?"
    r"(?:cells?|batter(?:y|ies)|pack)\b",
    re.I,
)


def clause_battery(clause: str, text: str) -> Battery | None:
    """The battery a part's clause powers it from: named there, or named elsewhere in the
    question and referred back to ("... from one 18650. X straight on the cell"); a
    battery named elsewhere with its one voltage in brackets ("on 2 AA cells (3.0v
    fresh)") is full at that voltage, which the part's own clause does not write, and
    empties as its chemistry does (an assumption the answer states)."""
    battery = battery_source(clause)
    if battery is not None or not _BACK_TO_BATTERY.search(clause):
        return battery
    m = _SOURCE.search(text)
    if m is None:
        return None
    battery = _battery_at(text, m)
    volts = _bracket_volts(text, m.end()) if battery is None else []
    if len(volts) != 1:
        return battery
    written, cells, name, empty, _, delivers = _named(m)
    return Battery(written, cells, name, min(empty, volts[0]), volts[0], delivers)


def _named(m: re.Match[str]) -> tuple[str, int, str, float, float, float | None]:
    """The battery a source match names: as written, its cells in series, its chemistry's
    name, the pack's empty and full volts by that chemistry, and the current it delivers."""
    count = m.group("s") or m.group("x") or m.group("n")
    cells = int(count or _COUNTS.get((m.group("word") or "").lower(), 1))
    name, empty, full, delivers = _CHEMISTRIES[_chemistry(m.group("chem"))]
    written = m.group(0)[m.group(0).find(" ") + 1 :]
    return written, cells, name, empty * cells, full * cells, delivers


# voltages in brackets after a battery; a few words may come first: "a single 18650
# without regulator (up to 4.2v)"
_BRACKET = re.compile(r"(?:\s+[a-z]+){0,3}?\s*\(([^()]{0,60})\)", re.I)


def _bracket_volts(text: str, at: int) -> list[float]:
    """The voltages written in brackets right after ``at``: "(4.2v full, cut off at 3.0v)"."""
    bracket = _BRACKET.match(text, at)
    if bracket is None:
        return []
    # (a nominal voltage is neither end: "(3.7 v nominal, 4.2 v full)")
    written = re.findall(r"(\d+(?:\.\d+)?)\s?v\b(?!\s*nom)", bracket.group(1), re.I)
    return [float(v) for v in written]


# a span in brackets right after the source: "(3.0-4.2v)", "(6.0 - 8.4 V)", "(3 to 4.2 V)"
_STATED_SPAN = re.compile(
    r"\s*\(\s*(\d+(?:\.\d+)?)\s*v?\s*(?:-|–|to|~)\s*(\d+(?:\.\d+)?)\s*v\b[^)]{0,20}\)", re.I
)


_CELL = r"(?:" + _LITHIUM + r")(?:\s+" + _PACK + ")?"
# "a tp4056-charged 18650", "a ch12 charged lipo": the charger named before the cell
_CHARGER_FIRST = re.compile(
    r"\b(an?|the|my)\s+([a-z][\w.]*\d[\w.]*)[- ]charged\s+(" + _CELL + r")", re.I
)
# "a li-ion cell that an mcp73831 (4.2 v version) charges"
_CHARGER_AFTER = re.compile(
    r"\b(" + _CELL + r"|cell|battery)\s+(?:that|which)\s+(an?|the|my)\s+([a-z][\w.-]*\d[\w.-]*"
    r"(?:\s*\([^)]{0,30}\))?)\s+charges\b",
    re.I,
)


def charger_word_order(text: str) -> str:
    """A cell a charger fills, in the one word order the scenario reads: "a li-ion cell
    charged by a X" (the cell, whose span the load sees, then the charger that sets its full
    voltage)."""
    text = _CHARGER_FIRST.sub(r"\1 \3 charged by a \2", text)
    return _CHARGER_AFTER.sub(r"\1 charged by \2 \3", text)


# "run X from one Li-ion cell, using a Y to make the 5 V": a part named as the means after
# the cell ("using", "through", "via" ... "to make / get / boost ...") converts what it gives
_MEANS_BEFORE = re.compile(r"\b(?:using|through|via)\s+(?:an?\s+|the\s+|my\s+)?$", re.I)
_CONVERTS_AFTER = re.compile(
    r"^\S*\s+(?:[\w-]+\s+){0,2}?to\s+(?:make|get|give|produce|provide|generate|step|boost|"
    r"buck|convert|regulate|bring)\b",
    re.I,
)


def cell_feeds_converter(
    text: str,
    mentions: Sequence[DeviceMention],
    rails: dict[str, float],
    fed: dict[str, float],
    battery: Battery | None,
) -> None:
    """Move the cell read as the rail or input of the part it powers to the converter
    between them: that part then runs from the converter's output, not from the cell."""
    if battery is None:
        return
    for m in mentions:
        means = _MEANS_BEFORE.search(text[max(0, m.start - 20) : m.start])
        if not means or not _CONVERTS_AFTER.match(text[m.end : m.end + 60]):
            continue
        if fed.get(m.device, rails.get(m.device, battery.full)) != battery.full:
            return  # the converter's own input is stated
        on_cell = {**rails, **fed}
        powered = [d for d, volts in on_cell.items() if volts == battery.full and d != m.device]
        if len(powered) == 1:
            rails.pop(powered[0], None)
            fed.pop(powered[0], None)
            rails.pop(m.device, None)
            fed[m.device] = battery.full
        return
