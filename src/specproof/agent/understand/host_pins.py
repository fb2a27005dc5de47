"""Maker boards a question names ("my arduino uno's 3.3v pin", "a Raspberry Pi"), and the
current a board's supply pin is commonly documented to give.

No datasheet in the library speaks for these boards, so the current is an assumption the
answer says it makes, with where the figure comes from; never a datasheet value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# maker boards named by product, not part number: no sheet in the library speaks for them
BOARD = re.compile(
    r"\b(?:raspberry\s?pi(?:\s?(?:zero|pico|\d))?|arduino(?:\s(?:uno|nano|mega|micro|leonardo))?|"
    r"nodemcu|wemos(?:\sd1)?|beaglebone|jetson(?:\snano)?|teensy(?:\s?\d(?:\.\d)?)?|micro:bit|"
    r"esp(?:32|8266)(?:[\s-]?dev(?:kit)?(?:\s?board)?))\b",
    re.I,
)
# "the 5v pin of my arduino uno", "the 5v usb from my arduino": the board's supply named
# with its level (volts, and the "3" of "3v3")
PIN_OF = re.compile(
    r"(\d(?:[.,]\d+)?)\s?v(\d?)\s*(?:pin|rail|output|usb|supply|header)\s+(?:of|on|from)\s+"
    r"(?:my|an?|the)?\s*$",
    re.I,
)
# "my arduino uno's 5v pin", "my arduino uno 5v pin", "both on arduino 5v.": the board's
# supply pin named after it (a bare voltage only where the clause ends: "arduino 5v relay"
# names a relay)
PIN_AFTER = re.compile(
    r"^(?:['’]s)?\s+(\d(?:[.,]\d+)?)\s?v(\d?)(?:\s*(?:pin|rail|output|usb|supply|header|gpio|"
    r"i/?o|logic)|\s*(?=[.,;:!?)]|$))",
    re.I,
)


@dataclass(frozen=True, slots=True)
class HostPin:
    """A board's supply pin the question powers a part from, and what it is taken to give."""

    board: str  # as written
    volts: float
    budget_a: float
    basis: str  # where the figure comes from, in words
    pin: str = "pin"  # "GPIO" for a part powered from one of the board's I/O pins

    def assumption(self) -> str:
        return (
            f"assumed: the {self.board} {self.volts:g} V {self.pin} gives at most "
            f"{self.budget_a * 1000:g} mA ({self.basis}); no datasheet here states it"
        )


@dataclass(frozen=True, slots=True)
class _Budget:
    board: str  # a word of the board's name as written ("arduino")
    volts: float
    budget_a: float
    basis: str
    usb_only: bool = False  # the figure holds only when a USB port feeds the board


# The figures the board makers document; a pin not listed here states nothing.
_BUDGETS = (
    _Budget("arduino", 3.3, 0.050, "the Arduino Uno's documented 3.3 V pin limit"),
    _Budget(
        "arduino",
        5.0,
        0.500,
        "a USB 2.0 port's 500 mA, which the board's USB fuse also allows",
        True,
    ),
    _Budget("raspberry", 3.3, 0.050, "the Raspberry Pi's documented 3.3 V pin limit"),
)
# What one I/O pin of a board gives a part powered from it ("power the sensor from a digital
# pin of an Uno"), as the board makers document it; a board not listed here states nothing.
_GPIO_BUDGETS = (
    (
        re.compile(r"arduino|\buno\b", re.I),
        0.020,
        "the Arduino Uno's documented 20 mA per I/O pin; 40 mA is its absolute maximum",
    ),
    (
        re.compile(r"raspberry\s?pi(?!\s?pico)|\bpi\s?(?:zero|[2-5])\b", re.I),
        0.016,
        "the Raspberry Pi's documented 16 mA per GPIO pin",
    ),
)
# the board named as fed from a USB port
_ON_USB = re.compile(r"\busb\b|\blaptop\b|\bcomputer\b|\bpc\b", re.I)


def _volts(whole: str, tenths: str) -> float:
    """ "3.3" / "3,3" as written, or "3" and "3" of "3v3"."""
    value = float(whole.replace(",", "."))
    return float(f"{whole}.{tenths}") if tenths and "." not in whole else value


def board_pins(question: str) -> list[tuple[re.Match[str], float | None]]:
    """Each board the question names, with the level of the supply pin it names for it."""
    out: list[tuple[re.Match[str], float | None]] = []
    for m in BOARD.finditer(question):
        before = question[max(0, m.start() - 40) : m.start()]
        pin = PIN_OF.search(before) or PIN_AFTER.match(question[m.end() : m.end() + 24])
        out.append((m, _volts(pin.group(1), pin.group(2)) if pin else None))
    return out


def host_supply_pin(question: str) -> HostPin | None:
    """The board supply pin the question runs the build from, when the makers document
    what that pin gives."""
    for board, volts in board_pins(question):
        for budget in _BUDGETS:
            if volts is None or abs(volts - budget.volts) > 0.05:
                continue
            if budget.board not in board.group(0).lower():
                continue
            if budget.usb_only and not _ON_USB.search(question):
                continue
            return HostPin(board.group(0), volts, budget.budget_a, budget.basis)
    return None


def gpio_supply_pin(board: str, volts: float) -> HostPin | None:
    """A board I/O pin the question powers a part from, when the makers document what one
    pin gives."""
    for name, budget_a, basis in _GPIO_BUDGETS:
        if name.search(board):
            return HostPin(board, volts, budget_a, basis, "GPIO")
    return None


# "40 mA absolute max per pin", "(20 ma max per gpio)", "pins source at most 12 mA": the
# current the question says one host pin may give. A host pin's limit, not what a part draws.
_PIN_LIMIT = re.compile(
    r"(\d+(?:\.\d+)?)\s*(m?)a\s+(?:(absolute)\s+)?(?:max(?:imum)?\.?|limit)\s+(?:(absolute)\s+)?"
    r"(?:per|each|on each|for each|on any)\s+(?:i/?o\s+|gpio\s+|output\s+|digital\s+)?(?:pin|gpio)s?\b|"
    r"\b(?:pins?|gpios?|outputs?)\s+(?:can\s+|may\s+)?(?:source|sink|give|deliver)s?\s+"
    # (a limit said as one: "can the output sink 30 mA?" asks about a load)
    r"(?:up to|at most|max(?:imum)?|only)\s+(\d+(?:\.\d+)?)\s*(m?)a\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class PinLimit:
    """The current the question states one host pin may give, as the user wrote it."""

    amps: float
    absolute: bool  # an absolute maximum: a load within it is not proven safe
    span: tuple[int, int]

    def said(self) -> str:
        kind = "absolute maximum" if self.absolute else "limit"
        return f"the question's stated {self.amps * 1000:g} mA per-pin {kind}"


def stated_pin_limit(question: str) -> PinLimit | None:
    """The per-pin current the question states for its host, if it states one."""
    m = _PIN_LIMIT.search(question)
    if m is None:
        return None
    number, milli = (m.group(1), m.group(2)) if m.group(1) else (m.group(5), m.group(6))
    amps = float(number) / (1000 if milli else 1)
    return PinLimit(amps, bool(m.group(3) or m.group(4)), m.span())
