"""Maker boards a question names ("a 5 V Arduino", "the Pi's BCM2837", "safe for the
esp32?"): hosts outside the library, never parts a sheet here speaks for."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.understand.host_pins import BOARD, PIN_AFTER, PIN_OF

if TYPE_CHECKING:
    from specproof.agent.understand.record import DeviceMention


def board_chip(question: str, start: int) -> bool:
    """ "Uno = ATmega328P at 5 V", "an Uno (ATmega328P)", "the Pi's BCM2837": the chip of a
    maker board the question names, which is that board (the host), no unknown part."""
    before = question[max(0, start - 40) : start]
    return (
        re.search(
            rf"(?:{BOARD.pattern}|\b(?:uno|nano|mega|pico|pi)\b)(?:\s*[=:(]\s*|['’]s\s+)$",
            before,
            re.I,
        )
        is not None
    )


# "driven by an arduino uno", "controlled from a pico": the board is the host
_DRIVEN_BY = re.compile(
    r"\b(?:driven|controlled|clocked|commanded)\s+(?:by|from)\s+(?:an?\s+|the\s+|my\s+|one\s+)?$",
    re.I,
)
# "a 5 V Arduino": the level the board drives, which the checks read as stated
_LEVEL_BEFORE = re.compile(r"\d(?:[.,]\d+)?\s?-?v\s*-?$", re.I)


# a microcontroller named by its chip family ("esp32", "rp2040"): a host whose levels the
# checks take as stated; it is a part of its own only where the question asks about its
# safety ("is that safe for the esp32?"), which no sheet here speaks for
_CHIP_HOST = r"(?:esp32|esp8266|rp2040|stm32\w*|atmega\d+\w*)"
_HOST_AT_RISK = re.compile(
    rf"\b(?:safe|ok|okay|fine|harmless)\s+for\s+(?:the\s+|my\s+|an?\s+)?({_CHIP_HOST})\b|"
    rf"\b(?:damage|fry|kill|hurt|harm|destroy)\w*\s+(?:the\s+|my\s+|an?\s+)?({_CHIP_HOST})\b",
    re.I,
)


def boards_without_level(question: str, mentions: list[DeviceMention]) -> list[str]:
    """Boards the question names with nothing the checks could read for them. "A 5 V
    Arduino" states the level it drives and is judged by it, "my arduino uno's 5v pin" the
    rail it gives; "power a Raspberry Pi 4" asks about a load whose draw no datasheet here
    states."""
    out: list[str] = []
    levelled: set[str] = set()
    for m in BOARD.finditer(question):
        linked = any(d.start < m.end() and m.start() < d.end for d in mentions)
        before = question[max(0, m.start() - 40) : m.start()]
        pinned = PIN_OF.search(before) or PIN_AFTER.match(question[m.end() : m.end() + 24])
        # ("driven by an arduino uno": the host whose documented level drives the part)
        host = _DRIVEN_BY.search(before)
        if linked or _LEVEL_BEFORE.search(before[-8:]) or pinned or host:
            levelled.add(m.group(0).lower())
        else:
            out.append(m.group(0))
    # "a 5 V Arduino ... the Arduino's TX": the board named again is the one with a level
    # ("the Arduino" after "a 5 V Arduino Nano" is short for it)
    out = [n for n in out if not any(x.startswith(n.lower()) for x in levelled)]
    for m in _HOST_AT_RISK.finditer(question):
        name = m.group(1) or m.group(2)
        if not any(d.start <= m.start(m.lastindex or 1) < d.end for d in mentions):
            out.append(name)
    return out
