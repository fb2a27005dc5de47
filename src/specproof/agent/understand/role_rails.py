"""Rails a question gives one part by their role: "a 24v supply on vmot and logic from a 5v
arduino", "12 V motor supply, 5 V logic supply". A driver with a motor and a logic supply
has two rails, each stated in the sheet's own field (``load_supply_voltage``,
``logic_supply_voltage``); one voltage for the whole part would check one against the
other's range.

A new role is one entry of ``ROLES``: its field and the words that name it.
"""

from __future__ import annotations

import re

_V = r"(\d+(?:\.\d+)?)\s*v\b"
_SUPPLY = r"(?:supply|power|rail|side|input|voltage)"

# field -> the words naming that rail: with a supply word ("motor supply"), or a pin name
ROLES: dict[str, str] = {
    "load_supply_voltage": rf"(?:motor|load|power stage)\s+{_SUPPLY}|\bv_?mot\w*|\bvm\b|\bvbb\b",
    # (a VLOGIC pin is an I/O supply pin, read with the pins)
    "logic_supply_voltage": rf"logic\s+{_SUPPLY}",
}
# the pins that name a role ("VM = 12 V"): read as that role's rail, not as a pin of their own
ROLE_PINS = frozenset({"VM", "VMOT", "VMOTOR", "VBB"})

# the role word alone, then its source: "logic from a 5v arduino", "the motors on 12v"
# ("a 12v motor from 5v logic" is the motor driven from the logic, no rail of it)
_BARE = {
    "load_supply_voltage": r"\bmotors?\s*(?:on|at|off|=)",
    "logic_supply_voltage": r"\blogic\s*(?:at|=|on|from|off|of|to|:)",
}


# the role named by its noun after the source: "a 12v wall adapter for the motor", "a 5v
# arduino for the logic" (not "for the motor control": a signal, no rail)
_FOR = {
    "load_supply_voltage": r"motors?|load",
    "logic_supply_voltage": r"logic",
}


def _stated(role: str, bare: str, noun: str) -> re.Pattern[str]:
    return re.compile(
        # "24v supply on vmot", "a 12 V motor supply", "5v logic supply"
        rf"{_V}\s+(?:(?:dc|supply|rail|battery|adapter|pack|psu)\s+){{0,2}}"
        rf"(?:(?:on|to|into|for|at)\s+(?:the\s+|its\s+)?)?(?:{role})|"
        rf"{_V}\s+(?:[\w-]+\s+){{0,3}}?for\s+(?:the\s+|its\s+)?(?:{noun})\b"
        r"(?!\s+(?:control|driver|signals?|pins?))|"
        # "vmot = 24v", "motor supply at 12 V", "logic from a 5v arduino"
        # ("the logic supply (VSS, pin 9) from the same 3.3 V rail": its pin named between)
        rf"(?:(?:{role})\s*(?:\([^)]{{0,20}}\)\s*)?(?:pin\s*)?(?:at|=|on|from|off|of|to|:|is)|{bare})\s*"
        rf"(?:[\w']+\s+){{0,3}}?{_V}",
        re.I,
    )


_PATTERNS = {field: _stated(words, _BARE[field], _FOR[field]) for field, words in ROLES.items()}


def role_of_pin(pin: str) -> str | None:
    """The role a pin's name gives it ("VM": the motor supply), if any."""
    return next((f for f, words in ROLES.items() if re.fullmatch(words, pin, re.I)), None)


def role_rails(clause: str) -> dict[str, float]:
    """The rail of each role the part's clause states, by the field that rates it."""
    out: dict[str, float] = {}
    for field, pattern in _PATTERNS.items():
        found = next((m for m in pattern.finditer(clause) if _own(clause, m)), None)
        if found:
            out[field] = float(next(v for v in found.groups() if v))
    return out


# "from the 5v logic rail (VSS) of my l298n": another part's rail, named before that part
_OF = re.compile(r"\s*(?:\([^)]*\)\s*)?(?:pin\s+)?of\b", re.I)
# "power the encoder from the 12v motor supply": a source the part is fed from, not its
# own motor rail
_FROM = re.compile(r"\b(?:from|off|by)\s+(?:the\s+|a\s+|an\s+|my\s+|its\s+)?$", re.I)


def _own(clause: str, found: re.Match[str]) -> bool:
    return not _OF.match(clause, found.end()) and not _FROM.search(clause[: found.start()])
