"""Pins the question leaves unconnected: "i left the FB pin unconnected", "BASE and XO left
unconnected", "the AISEN and BISEN pads are just left open", "XSHUT is simply not
connected". Whether a pin may be left so is what the part's pin table says ("must not be
left open", "NC when not used"); ``rules.pin_table`` reads it. A pin belongs to the part
named last before it, or to the first part named when none comes before.
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording
from specproof.agent.understand.straps import owner_at
from specproof.tokens import BRACKETED, WORD_RUN

# what leaves a pin without a connection; "open" alone only after a verb that leaves it
# ("left open", "are open"), never "open-drain" or "open the lid"
_LEFT_OPEN = re.compile(
    r"\b(?:(?:left|leave|leaving|is|are|kept|stays?|remains?)\s+(?:\w+\s+)?open\b(?![- ]drain)|"
    r"unconnected|not\s+(?:connected|wired|soldered)(?!\s+(?:to|back)\s+(?:the|a|my|an)\b)|"
    r"float(?:s|ing)?\b(?![- ]point))",
    re.I,
)

# a pin as a question or a pin table writes it: a capitalised name ("FB", "nRESET", "/WP",
# "PS/SYNC", "32kHz"); three digits in a row make a part number ("DS3231"), not a pin
PIN_NAME = re.compile(
    r"(?<![\w/])(?:n|/)?[A-Z0-9][A-Za-z0-9_]*[A-Z][A-Za-z0-9_]*(?:/[A-Za-z0-9]+)*(?![\w/])"
)
# words between the pins of a list and the words that leave them open, and capitalised
# words that name no pin
_FILLER = frozenset({
    "i", "and", "or", "the", "its", "their", "both", "all", "pin", "pins", "pad", "pads",
    "is", "are", "was", "were", "just", "simply", "also", "left", "leave", "open",
    "unconnected", "not", "connected", "wired", "soldered", "floating", "float", "floats",
    "used", "unused", "have", "has", "been", "kept", "stays", "remain", "remains",
    "ok", "pcb", "mcu", "ic", "nc", "led", "gpios",
})  # fmt: skip


def open_pins(wording: Wording) -> dict[str, tuple[str, ...]]:
    """Device -> the pins the question says it leaves without a connection."""
    out: dict[str, list[str]] = {}
    for m in _LEFT_OPEN.finditer(wording.text):
        start = _clause_start(wording, m.start())
        named = _trailing_pins(BRACKETED.sub(_aside, wording.text[start : m.end()]))
        owner = owner_at(wording, start)
        if owner is not None and named:
            out.setdefault(owner, [])
            out[owner] += [p for p in named if p not in out[owner]]
    return {device: tuple(pins) for device, pins in out.items()}


def _aside(bracket: re.Match[str]) -> str:
    """An aside in brackets is no word of the list ("FSYNC (pin 11) and CLKIN (pin 1)"),
    but a name given in one is ("pins 4 (PWM) and 5 (Sense)")."""
    inside = bracket.group(0)[1:-1].split()
    return f" {inside[0]} " if len(inside) == 1 else " "


def _clause_start(wording: Wording, at: int) -> int:
    """The clause runs back to the last clause mark or part named before ``at``."""
    text = wording.text
    marks = [text.rfind(mark, 0, at) + 1 for mark in ",;.?!:"]
    return max(marks + [d.end for d in wording.devices if d.end <= at])


def _trailing_pins(clause: str) -> list[str]:
    """The list of pins that ends the clause ("the 32kHz and INT/SQW pins are not used and
    are left"): read back over filler words; up to three other words before the first pin,
    none after it."""
    words = [w.strip("()[],.;:!?'\"") for w in WORD_RUN.findall(clause)]
    pins: list[str] = []
    skipped = 0
    for i in range(len(words) - 1, -1, -1):
        if _is_pin(words, i):
            pins.append(words[i].upper())
        elif words[i].lower() not in _FILLER and not words[i].isdigit():  # ("pins 4 and 5")
            skipped += 1
            if pins or skipped > 3:
                break
    return pins[::-1]


def _is_pin(words: list[str], i: int) -> bool:
    """A capitalised name, or any word before "pin(s)" / "pad(s)" ("the fb pin")."""
    word = words[i]
    # "the fb pin", "the sync and pg pins": a word before "pin(s)", or before "and" and
    # the pin that "pins" follows
    then = [w.lower().rstrip("s") for w in words[i + 1 : i + 4]]
    before_pin = then[:1] in (["pin"], ["pad"]) or (
        then[:1] in (["and"], ["or"]) and then[2:3] in (["pin"], ["pad"])
    )
    return (
        len(word) > 1
        and any(c.isalpha() for c in word)  # ("11 and CLKIN pins": a number names no pin)
        and bool(PIN_NAME.fullmatch(word) or before_pin)
        and not any(word[k : k + 3].isdigit() for k in range(len(word) - 2))
        and word.lower() not in _FILLER
    )
