"""Parts the question lists together ("the X and the Y", "X + Y", "X, Y and Z"): a supply
stated before or after the list is the supply of each part in it.
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import DeviceMention, Wording
from specproof.tokens import VOLTS as _V

_LIST_JOIN = re.compile(r"^\s*(?:[\w-]+\s+){0,3}?(?:and|&|,|plus|\+)\s*(?:the |an? |my )?$", re.I)
# the rail a list's last part is put on ("... and Y on the 5v"); "Y (vin at 3v3)" in
# brackets is Y's own
_RAIL_AFTER_LIST = re.compile(r"^[^()]{0,40}?\b(?:on|from|off|at)\b[^()]{0,30}?" + _V, re.I)


def listed_from_first(q: str, wording: Wording) -> list[DeviceMention]:
    """The first part named and those listed right after it ("the X wind vane and the Y")."""
    listed = [wording.devices[0]]
    for m in wording.devices[1:]:
        between = q[listed[-1].end : m.start]
        if not _LIST_JOIN.match(between):
            break
        listed.append(m)
    return listed


# the battery a list's last part is put on: "X + Y straight on the cell", "... and a Y for
# humidity straight on the batteries", "... + Y. both ok on the cell?"
_BATTERY_AFTER_LIST = re.compile(
    r"^[^()]{0,40}?\b(?:on|off|from|into|across)\s+(?:the|an?|my|one|two|three|four)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:cells?|batter(?:y|ies)|pack)\b",
    re.I,
)


def lists_before_a_rail(
    q: str, wording: Wording, battery: bool = False
) -> list[tuple[DeviceMention, list[DeviceMention]]]:
    """(last part, the parts listed before it) for each list whose last part a rail
    statement follows (with ``battery``: a battery it is put on)."""
    devices = wording.devices
    after = _BATTERY_AFTER_LIST if battery else _RAIL_AFTER_LIST
    out = []
    for i in range(len(devices) - 1, 0, -1):
        end = devices[i + 1].start if i + 1 < len(devices) else len(q)
        if not after.match(q[devices[i].end : end]):
            continue
        j = i
        while j > 0 and _LIST_JOIN.match(q[devices[j - 1].end : devices[j].start]):
            j -= 1
        if j < i:
            out.append((devices[i], list(devices[j:i])))
    return out


# "will my 5v arduino uno power the X", "can a 12 V adapter run the X": a source named by
# its voltage right before the verb that makes it the part's supply
_SOURCE_POWERS = re.compile(
    _V + r"\s+(?:[\w-]+\s+){0,3}?"
    # ("a 3.3 V LDO rated for 800 mA continuous enough to power a X": its rating between)
    r"(?:(?:is\s+)?(?:rated|good)\s+(?:for|at)\s+(?:up to\s+)?\d+(?:\.\d+)?\s*m?A\s+(?:[\w-]+\s+){0,3}?)?"
    r"(?:powers?|powering|run|runs|feeds?|supply|supplies)\s+"
    r"(?:the |my |an? |this )?$",
    re.I,
)
# "badge powered from a usb power bank 5v: X + Y": the source the build runs from, stated
# before the parts it powers
_POWERED_HEAD = re.compile(
    r"\b(?:powered|running|runs|run)\s+(?:from|by|off|on)\s+(?:an? |the |my )?(?:[\w-]+\s+){0,4}?"
    + _V
    + r"\s*[:,-]\s*$",
    re.I,
)
# "weather station, 5v from power bank. X + Y ...": a build's supply stated in a sentence
# of its own, from a source that is no part or board, before the parts it powers
_SUPPLY_SENTENCE = re.compile(
    r"(?:^|[,.;:]\s*)" + _V + r"\s+(?:from|off|via|out of)\s+(?:an? |the |my |one )?(?:usb\s+)?"
    r"(?:power\s?bank|phone charger|charger|wall\s?(?:wart|adapter)|adapter|brick|psu|"
    r"bench supply|lab supply|supply)\b[^.?!;:()]{0,30}[.;:]\s*$",
    re.I,
)


def source_before_list(head: str) -> float | None:
    """The voltage of the source stated before the first part (``head``: the question up
    to it) that powers the parts listed from it on."""
    powers = (
        _SOURCE_POWERS.search(head) or _POWERED_HEAD.search(head) or _SUPPLY_SENTENCE.search(head)
    )
    return float(powers.group(1)) if powers else None
