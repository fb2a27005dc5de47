"""How many of each part a build holds: "two AVQ7924-0 chips", "BME280 x2", "another
X", one device named in two versions; "several X" leaves the count unknown (0)."""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording

_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "a pair of": 2, "a second": 2, "another": 2, "both": 2, "twin": 2,
                "several": 0, "multiple": 0, "many": 0, "more than one": 0}  # fmt: skip
# a count right before a device: "two AVQ7924-0 chips", "2 x BME280", "a second X", "two of the X"
_COUNT_BEFORE = re.compile(
    r"\b(two|three|four|five|six|seven|eight|[2-8]|a pair of|a second|another|twin|several|"
    r"multiple|many|more than one)\s*(?:[x×]\s*)?(?:(?:identical|more|extra|of|the|my|"
    r"these|those)\s+)*$",
    re.I,
)
# "two of them", "x2", "(x2)": a count right after the device
_COUNT_AFTER = re.compile(r"^(?:\s*(?:chips?|parts?|devices?|sensors?|ics?|modules?|units?))?"
                          r"\s*(?:\(?\s*[x×]\s*([2-8])\b)", re.I)  # fmt: skip


def copies(wording: Wording) -> dict[str, int]:
    """Devices the question places more than once on the build: a count word before a
    mention ("two AVQ7924-0 chips", "another BME280"), a multiplier after it ("BME280 x2"),
    or one device named with two different versions ("an AVQ7924-0 and an AVQ7924-1")."""
    q = wording.text
    out: dict[str, int] = {}
    for m in wording.devices:
        before = q[max(0, m.start - 25) : m.start]
        hit = _COUNT_BEFORE.search(before)
        after = _COUNT_AFTER.search(q[m.end : m.end + 20])
        n = 1
        if hit and not (hit.group(1).lower() == "both" and len(wording.distinct_devices) > 1):
            word = hit.group(1).lower()
            n = int(word) if word.isdigit() else _COUNT_WORDS.get(word, 1)
        elif after:
            n = int(after.group(1))
        if n != 1:
            out[m.device] = max(out.get(m.device, 1), n) if n else out.get(m.device, 0)
    for device in {m.device for m in wording.devices}:
        versions = {m.variant for m in wording.devices if m.device == device and m.variant}
        if len(versions) > 1 and out.get(device, 1) != 0:
            out[device] = max(out.get(device, 1), len(versions))
    return out


# "8 leds at 20 ma each", "four servos drawing 150 mA apiece": one stated current of
# several loads on at once
_LOADS_EACH = re.compile(
    r"\b(\d{1,3}|two|three|four|five|six|seven|eight)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:leds?|loads?|servos?|motors?|relays?|lamps?|channels?|outputs?|pins?|coils?|solenoids?)"
    r"\b[^.?;]{0,25}?\d+(?:\.\d+)?\s*m?a\s+(?:each|apiece|per\s+(?:led|load|channel|pin|output))\b",
    re.I,
)


def loads_each(q: str) -> int:
    """How many loads the stated current is each of (1 when the question says no count)."""
    found = _LOADS_EACH.search(q)
    if found is None:
        return 1
    word = found.group(1).lower()
    return int(word) if word.isdigit() else _COUNT_WORDS.get(word, 1)
