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


def lists_before_a_rail(
    q: str, wording: Wording
) -> list[tuple[DeviceMention, list[DeviceMention]]]:
    """(last part, the parts listed before it) for each list whose last part a rail
    statement follows."""
    devices = wording.devices
    out = []
    for i in range(len(devices) - 1, 0, -1):
        end = devices[i + 1].start if i + 1 < len(devices) else len(q)
        if not _RAIL_AFTER_LIST.match(q[devices[i].end : end]):
            continue
        j = i
        while j > 0 and _LIST_JOIN.match(q[devices[j - 1].end : devices[j].start]):
            j -= 1
        if j < i:
            out.append((devices[i], list(devices[j:i])))
    return out
