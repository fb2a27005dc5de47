"""The waits a question's firmware keeps: "read it 120 ms after switching it on", "switch
the rail on, wait 500 ms, read the dht22", "start a conversion, wait 400 ms, read it".

Each is a time the part must be ready within: its power-up (or wake-up) time after the
supply or enable arrives, or its conversion time after a conversion is started. The part is
the one the question names nearest before the wait, in the same sentence.
"""

from __future__ import annotations

import re

from specproof.agent.understand.quantities import unit_of
from specproof.agent.understand.record import Wait, Wording
from specproof.agent.understand.sentences import sentence_end, sentence_start
from specproof.units import to_si

_TIME = r"(\d+(?:\.\d+)?)\s*(ms|us|µs|μs|s|secs?|seconds?|milliseconds?)\b"
_POWERED = (
    r"(?:switch\w*|turn\w*|power\w*)\s+(?:it\s+|them\s+|the\s+[\w-]+\s+|its\s+[\w-]+\s+)?on\b|"
    r"power[- ]?(?:up|on)\b|(?:enabl|releas)\w*(?:\s+(?:it|the\s+[\w-]+))?"
)
_WOKEN = r"(?:leav|exit)\w*\s+(?:power[- ]?down|sleep|standby|shutdown)|wak\w*\s+(?:it\s+)?up"
_WAITS = (
    # "read the thermocouple 120 ms after switching it on"
    ("power-up", re.compile(rf"{_TIME}\s+after\s+(?:[\w-]+\s+){{0,3}}?(?:{_POWERED})", re.I)),
    # "the hx711 is read 60 ms after leaving power-down"
    ("wake", re.compile(rf"{_TIME}\s+after\s+(?:[\w-]+\s+){{0,3}}?(?:{_WOKEN})", re.I)),
    # "I switch the rail on, wait 500 ms, read the dht22"
    (
        "power-up",
        re.compile(rf"(?:{_POWERED})[^.?;]{{0,40}}?\bwait\w*\s+(?:only\s+|just\s+)?{_TIME}", re.I),
    ),
    # "starts a ds18b20 conversion at the default 12-bit, waits 400 ms, reads it"
    (
        "conversion",
        re.compile(
            rf"\b(?:start|trigger|kick)\w*\s+[^.?;]{{0,40}}?\bconver\w*[^.?;]{{0,40}}?"
            rf"\bwait\w*\s+(?:only\s+|just\s+)?{_TIME}",
            re.I,
        ),
    ),
)


def states_a_wait(text: str) -> bool:
    """The question's firmware keeps a wait for a part: a build to be judged."""
    return any(pattern.search(text) for _, pattern in _WAITS)


def waits(wording: Wording) -> tuple[Wait, ...]:
    """The waits the question states, each with the part it waits for."""
    out: list[Wait] = []
    for after, pattern in _WAITS:
        for m in pattern.finditer(wording.text):
            device = _waited_for(wording, m.start(), m.end())
            if device is not None:
                seconds = to_si(float(m.group(1)), unit_of(m.group(2).lower()) or "s")
                if seconds is not None:
                    out.append(Wait(device, seconds, after, m.group(0)))
    return tuple(out)


def _waited_for(wording: Wording, start: int, end: int) -> str | None:
    """The part named nearest before the wait in its sentence, else the first after it."""
    text = wording.text
    begin = sentence_start(text, start, (". ", "? ", "; ", ": "))
    stop = sentence_end(text, end, (". ", "?", ";"))
    before = [m for m in wording.devices if begin <= m.start < end]
    if before:
        return before[-1].device
    after = [m for m in wording.devices if end <= m.start < stop]
    return after[0].device if after else None
