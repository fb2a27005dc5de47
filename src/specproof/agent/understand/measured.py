"""The values a build asks a part to measure: a flow, a pressure, a concentration, a
depth or distance to reach, or a current or voltage after a measuring verb ("can it measure
a 25 A heater current"). A measuring range answers them, not a supply or load check.
"""

from __future__ import annotations

import re

from specproof.agent.understand.quantities import stated_quantities

# quantities only a sensor's measuring range answers: no supply, load or ambient is stated so
# (a magnetic field stated in a build is the field a sensor is to measure)
_MEASURED_DIMENSIONS = frozenset({"flow", "pressure", "concentration", "magnetic"})


def measured_quantities(q: str) -> tuple[tuple[float, str, str], ...]:
    """The values a part is to measure; a tolerance ("to within ±5 ppm") is an accuracy asked,
    no value measured."""
    out = []
    for s in stated_quantities(q):
        at = re.search(r"(?<![\d.,])" + re.escape(s.text), q)
        before = q[max(0, at.start() - 30) : at.start()] if at else ""
        measured = (
            s.dimension in _MEASURED_DIMENSIONS
            or (s.dimension == "length" and at is not None and _measured_length(q, at))
            or (s.dimension in ("current", "voltage") and _MEASURE_VERB.search(before))
        )
        if measured and not s.spread and not _TOLERANCE_BEFORE.search(before):
            out.append((s.si, s.dimension, s.text))
    return tuple(out)


# "can it measure a 25 A heater current", "sense up to 40 V": a current or voltage the
# part is to read, not one it carries or runs on
# ("sensing on a 28v bus", "measuring current on a 12v line": the line's voltage)
_MEASURE_VERB = re.compile(
    r"\b(?:measur\w*|sens(?:e|es|ing)|monitor\w*)\s+(?:(?:current\s+)?(?:on|of|in)\s+)?"
    r"(?:an?\s+|the\s+|up\s+to\s+|~\s*)?$",
    re.I,
)


# a length a level or distance sensor is to reach: "an 8 m deep tank", "12 m below the
# antenna", "10 m from the flange to the bottom", "a depth of 5 m"; a cable's or a
# mounting's length ("a 10 m cable", "mounted 2 m up") is no distance measured
_DEPTH_AFTER = re.compile(
    r"^\s*(?:deep\b|below\b|down\b|above (?:the )?(?:ground|water|surface|snow|liquid)\b|(?:from|between) the [\w ]{1,30}? (?:to|and) the "
    r"(?:bottom|floor|ground|surface|water|liquid|target)\b)",
    re.I,
)
_DEPTH_BEFORE = re.compile(
    # ("never closer than 6 inches": the nearest the target comes)
    r"\b(?:depth|distance to the \w+|level|closer than|nearer than)(?: of| is)?\s*(?:about |~)?$",
    re.I,
)


def _measured_length(q: str, at: re.Match[str]) -> bool:
    """A length written at ``at`` that a level or distance sensor is to reach."""
    return bool(
        _DEPTH_AFTER.search(q[at.end() :])
        or _DEPTH_BEFORE.search(q[max(0, at.start() - 30) : at.start()])
    )


_TOLERANCE_BEFORE = re.compile(
    r"(?:±|\+/-|\bwithin|\baccura\w*(?: of)?|\bresolution(?: of)?)\s*$", re.I
)
