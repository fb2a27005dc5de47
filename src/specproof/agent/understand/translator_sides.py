"""A level translator's two sides put on rails: "the A side on my arduino's 5v", "port B at
3.3 V", "esp32 on the lv side at 3.3 v and a 5 v sensor on the hv side of an X". Each side
is the supply pin the sheet names it by (VCCA / VCCB, LV / HV), owned by the part named
right after "of", else by the part whose clause states it.
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording
from specproof.agent.understand.straps import owner_at
from specproof.tokens import VOLTS

_SIDE = r"(?:(?P<s1>[ab]|lv|hv)[- ]side|(?:side|port)\s+(?P<s2>[ab]))\b"
_PINS = {"A": "VCCA", "B": "VCCB", "LV": "LV", "HV": "HV"}

# the voltage after the side ("the A side on my arduino's 5v") or before it ("a 5 v sensor
# on the hv side")
_AFTER = re.compile(
    rf"\b{_SIDE}\s*(?:on|at|to|=|from|off)?\s*(?:(?:an?|the|my|its|[a-z]+'s)\s+){{0,3}}?{VOLTS}",
    re.I,
)
_BEFORE = re.compile(
    rf"{VOLTS}\s+(?:[\w-]+\s+){{0,2}}?(?:on|to|at)\s+(?:the\s+|its\s+)?{_SIDE}", re.I
)
_OF_PART = re.compile(r"\s*of\s+(?:an?\s+|the\s+|my\s+)?$", re.I)


def sides_stated(wording: Wording) -> dict[str, dict[str, float]]:
    """device -> {side pin: volts}."""
    text = wording.text
    out: dict[str, dict[str, float]] = {}
    for pattern in (_AFTER, _BEFORE):
        for m in pattern.finditer(text):
            owner = _owner(wording, m.end())
            if owner is None:
                continue
            side = (m.group("s1") or m.group("s2")).upper()
            volts = float(next(g for g in m.groups() if g and _is_number(g)))
            out.setdefault(owner, {})[_PINS[side]] = volts
    return out


def _owner(wording: Wording, end: int) -> str | None:
    """The part named right after "... side of an", else the last one named before."""
    after = [m for m in wording.devices if m.start >= end]
    if after and _OF_PART.fullmatch(wording.text[end : after[0].start]):
        return after[0].device
    return owner_at(wording, end)


def _is_number(text: str) -> bool:
    return text.replace(".", "", 1).lstrip("+-").isdigit()
