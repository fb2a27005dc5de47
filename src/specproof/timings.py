"""Interface timings by kind: the words and symbols a sheet names each with.

An AC-characteristics table states a dozen times side by side (hold, setup, rise, bus free,
...); the field registry files them all as ``response_time``, so the kind a row names and
the kind a question asks are what tell them apart. Extraction files a row of a named kind;
validation accepts it only for a question asking that kind.
"""

from __future__ import annotations

import re

TIMING_KINDS: dict[str, re.Pattern[str]] = {
    kind: re.compile(pattern, re.I)
    for kind, pattern in {
        "hold": r"\bhold\b|\bt_?hd",
        "setup": r"\bset[- ]?up\b|\bt_?su(?!\w{3})",
        "rise": r"\bris(?:e|ing)\b|\bt_?r\b",
        "fall": r"\bfall(?:ing)?\b|\bt_?f\b",
        "low": r"\blow\s+(?:time|period|pulse)|\bheld\s+low\b|\bt_?low",
        "high": r"\bhigh\s+(?:time|period|pulse)|\bheld\s+high\b|\bt_?high",
        "timeout": r"\btime-?out\b",
        "propagation": r"\bpropagation\b|\bt_?p(?:d|lh|hl|lz|hz|zl|zh)\b",
        "delay": r"\bdelay\b|\bbefore\s+(?:pulling|driving|taking|bringing|setting)\b|\bt_?d(?:\((?:on|off)\))?(?![a-z])",
        "bus free": r"\bbus\s+free\b|\bt_?buf\b|\bbus\b[^.?]{0,20}\b(?:stay|stays|remain|remains|be)\s+free\b",
        "slot": r"\bslot\b",
        "recovery": r"\brecovery\b|\bt_?rec\b",
        "transition": r"\btransition\b|\bslew\b",
        "dead time": r"\bdead[\s-]?time\b",
        # an output let go to high impedance, or driven again: "OE to output disable time
        # tdis", "CS to output high-Z tCDZ", "output enable time tEN"
        "disable": r"\bdisabl\w*|\bt_?dis\b|\bhigh-?z\b|\bt_?[a-z]{1,2}z\b",
        "enable": r"\benabl\w*\s+time|\bt_?en\b|\bt_?pz[hl]\b",
        # output data valid after a clock edge: "Output valid from clock tAA", "tV(DAT)"
        "valid": r"\bvalid\b|\bt_?aa\b|\bt_?v[;(]",
        # a thermal or filter time constant ("in stirred water"): no conversion time
        "time constant": r"\btime[\s-]+constant\b",
        "pulse width": r"\bpulse[\s-]+(?:width|duration|length)\b|\b(?:low|high)\s+pulse\b|\bt_?w[hl]?\b|\bt_?pw\b",
    }.items()
}


def timing_kinds(text: str) -> set[str]:
    """The interface timings ``text`` names ("Data hold time tHD;DAT" -> {"hold"})."""
    return {kind for kind, pattern in TIMING_KINDS.items() if pattern.search(text)}
