"""The logic level of a maker board whose pin a question wires one part's signal to ("OUT
straight into an ESP32 GPIO", "ECHO on a digital pin of a 5 V Arduino Uno").

No datasheet in the library speaks for these boards. A level the question writes ("an ESP32
GPIO (3.3 V max)", "a 3.3v pico") is the user's; otherwise the level the board makers
document stands, and the answer says it assumed it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from specproof.agent.understand.concerns import BUS_PINS_STRAIGHT, raises
from specproof.agent.understand.host_pins import PIN_AFTER, PIN_OF
from specproof.tokens import VOLTS

if TYPE_CHECKING:
    from specproof.agent.understand.record import DeviceMention

HOST_PIN_CONCERN = "a signal on a host pin"

# boards by the logic level their makers document (a family that has both, "arduino nano
# 33" or "arduino due" at 3.3 V beside the 5 V Uno, is no level until the question says)
_BOARDS: tuple[tuple[re.Pattern[str], float], ...] = (
    (
        re.compile(
            r"\besp(?:32|8266)[\w-]*|\bnodemcu\b|\bwemos\b|\b(?:raspberry\s?pi\s?)?pico\b|"
            r"\braspberry\s?pi\b|\bpi\s?(?:zero|[2-5])\b|\bmicro:bit\b",
            re.I,
        ),
        3.3,
    ),
    (
        re.compile(
            r"\barduino(?:\s+(?:uno|nano|mega|leonardo))?\b(?!\s+(?:nano\s?33|due|zero|mkr))|"
            r"\buno\b",
            re.I,
        ),
        5.0,
    ),
)
# the level written with the board: "a 3.3v pico", "5 V Arduino Uno" (before it), "an ESP32
# GPIO (3.3 V max)", "esp32 gpios (3.3V)", "an ESP32 whose GPIOs work at 3.3 V" (after it)
_LEVEL_BEFORE = re.compile(VOLTS + r"\s+(?:[\w-]+\s+)?$")
_LEVEL_AFTER = re.compile(
    r"^[^.?;()]{0,25}?\(\s*" + VOLTS + r"(?:\s*(?:max\.?|only|logic))?\s*\)|"
    r"^[^.?;]{0,25}?\b(?:gpios?|pins?|i/?os?)\s+(?:work|run|are)\s+(?:at|on)\s+" + VOLTS,
    re.I,
)


# "clk and din driven from esp32 gpios": the board's pins drive the part's inputs
_FROM_PINS = (
    r"(?:from|by)\s+(?:an?\s+|the\s+|my\s+|its\s+|two\s+)?(?:[\w.-]+\s+){0,2}"
    r"(?:gpios?|digital pins?|i/?o pins?)\b"
)
_FROM_HOST_PINS = re.compile(r"\b" + _FROM_PINS, re.I)
# "power the board from a digital pin of a 5 V Uno (on only for each reading)": the pin is the
# part's supply, not a line into its inputs
_POWERED_FROM_PINS = re.compile(
    r"\b(?:power(?:ed|ing|s)?|suppl(?:y|ied|ying)|run(?:s|ning)?|fe(?:e)?d(?:s|ing)?)\b"
    r"(?:\s+(?:it|the|my|this|that|[\w.-]+)){0,4}?\s+" + _FROM_PINS,
    re.I,
)


# "on a 3v3 esp32", "powered from a 3.3v pico": the part runs on the board
_ON_A_BOARD = re.compile(r"\b(?:on|from|off)\s+(?:an?|the|my)\s+(?:\d(?:\.\d+)?\s?v\d?\s+)?$", re.I)
# "esp32 project: X powered from the 3v3 pin": the one board's supply pin, named with "the"
_THE_SUPPLY_PIN = re.compile(
    r"\b(?:from|on|off)\s+the\s+\d(?:\.\d)?\s?v\d?\s+(?:pin|rail|header)\b", re.I
)
# "uno tx", "the pi's mosi": an output of the board named right after it
_OUTPUT_PIN = re.compile(r"(?:['’]s)?\s+(?:tx|txd|mosi|sck|sclk)\b", re.I)


@dataclass(frozen=True, slots=True)
class HostLevel:
    """The level a maker board's GPIOs drive and take, as the question states it or the
    board makers document it."""

    board: str  # as written
    volts: float
    stated: bool  # the question writes it
    drives: bool = False  # the board's pins drive the part ("uno tx to ...", "by a pico gpio")
    powers: bool = False  # the part runs from the board ("powered from the esp32's 3v3 pin")
    from_gpio: bool = False  # ... from one of its I/O pins ("power it from a digital pin")
    # the most its pins may see, as the question states it ("esp32 gpio max is 3.6v",
    # "an ESP32 ADC pin, which must never see more than 3.3 V"): no level it drives
    limit: float | None = None

    @property
    def ceiling(self) -> float:
        """What a part's high may reach on the board's pin."""
        return self.limit if self.limit is not None else self.volts

    def said(self) -> str:
        if self.limit is not None:
            return f"the {self.limit:g} V the question allows on the {self.board}'s pins"
        if self.stated:
            return f"the {self.board}'s {self.volts:g} V logic, as the question states"
        return (
            f"the {self.board}'s {self.volts:g} V logic (assumed: {self.board} GPIOs work at "
            f"{self.volts:g} V, as its makers document; no datasheet here states it)"
        )


def names_a_board(text: str) -> bool:
    """The question names a maker board whose logic level its makers document."""
    return any(pattern.search(text) for pattern, _ in _BOARDS)


def host_level(text: str, devices: tuple[DeviceMention, ...]) -> HostLevel | None:
    """The board whose pin a part's signal goes to, when the question wires one there."""
    if not (raises(text, HOST_PIN_CONCERN) or _FROM_HOST_PINS.search(text)):
        return None
    for pattern, volts in _BOARDS:
        for m in pattern.finditer(text):
            if any(d.start < m.end() and m.start() < d.end for d in devices):
                continue  # a library part (its sheet speaks for it)
            stated = _stated(text, m)
            board = m.group(0).strip()
            level = stated if stated is not None else volts
            boards = list(pattern.finditer(text))
            pin_supplied = bool(_POWERED_FROM_PINS.search(text))
            drives = (
                _drives_the_part(text)
                or any(_OUTPUT_PIN.match(text, o.end()) for o in boards)
                or re.search(BUS_PINS_STRAIGHT, text, re.I) is not None
            )
            powers = pin_supplied or any(_powers_the_part(text, o) for o in boards)
            limit = next((v for o in boards if (v := _stated_limit(text, o)) is not None), None)
            return HostLevel(board, level, stated is not None, drives, powers, pin_supplied, limit)
    return None


def _drives_the_part(text: str) -> bool:
    """A board pin drives the part ("clk and din from esp32 gpios"), unless that pin is the
    part's supply ("power it from a digital pin")."""
    supplied = [m.span() for m in _POWERED_FROM_PINS.finditer(text)]
    return any(
        not any(lo <= m.start() < hi for lo, hi in supplied) for m in _FROM_HOST_PINS.finditer(text)
    )


def _powers_the_part(text: str, board: re.Match[str]) -> bool:
    """The board's own supply pin runs the part: "from the esp32's 3v3 pin", "the 3V3 pin of
    an ESP32", "on a 3v3 esp32", "powered from a 3.3v pico"."""
    before = text[max(0, board.start() - 40) : board.start()]
    return bool(
        PIN_AFTER.match(text[board.end() : board.end() + 24])
        or PIN_OF.search(before)
        or _ON_A_BOARD.search(before)
        or _THE_SUPPLY_PIN.search(text)
    )


# "esp32 gpio max is 3.6v", "(the esp32 pins take 3.6 V max)", "an ESP32 GPIO, which must
# not see more than 3.6 V": the most the board's pins may see
_LIMIT_AFTER = re.compile(
    r"^[^.?;]{0,40}?(?:\bmax(?:imum)?\.?\s+(?:is\s+|of\s+)?|\b(?:more|higher)\s+than\s+|"
    # ("a GPIO that tolerates at most 3.6 V")
    r"\b(?:takes?|tolerates?|accepts?|handles?)\s+(?:up\s+to\s+|at\s+most\s+)?)" + VOLTS,
    re.I,
)


def _stated_limit(text: str, board: re.Match[str]) -> float | None:
    found = _LIMIT_AFTER.search(text[board.end() : board.end() + 70])
    return float(next(g for g in found.groups() if g is not None)) if found else None


def _stated(text: str, board: re.Match[str]) -> float | None:
    before = _LEVEL_BEFORE.search(text[max(0, board.start() - 16) : board.start()])
    after = _LEVEL_AFTER.search(text[board.end() : board.end() + 60])
    found = before or after
    if found is None:
        return None
    return float(next(g for g in found.groups() if g is not None))
