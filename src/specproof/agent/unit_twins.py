"""A row that states one quantity twice, in two unit systems ("Operating temperature
range | -40 to +185 °F | -40 to +85 °C", "Depth | 0.39 in | 10 mm"): the SI statement is
the answer, unless the question asks in the other unit ("in fahrenheit").
"""

from __future__ import annotations

import re

from specproof.agent.score import Candidate

# units of the US customary system that sheets print beside the SI ones
_IMPERIAL = frozenset({"°F", "in", "inch", "ft", "lb", "lbs", "oz", "psi", "mil", "gal", "mph"})
_ASKED_IMPERIAL = re.compile(
    r"\b(?:fahrenheit|inch(?:es)?|feet|foot|pounds?|lbs?|ounces?|psi|mils?|gallons?|mph)\b|°\s?f\b",
    re.I,
)


def without_imperial_twins(accepted: list[Candidate], question: str) -> list[Candidate]:
    """The accepted rows without the twins in the unit system the question does not ask
    in (the same field read from the same quote in another unit): SI unless it asks in an
    imperial unit."""
    imperial = _ASKED_IMPERIAL.search(question) is not None
    kept = {
        (c.fact.field, c.fact.source.quote)
        for c in accepted
        if (c.fact.unit in _IMPERIAL) == imperial
    }
    return [
        c
        for c in accepted
        if (c.fact.unit in _IMPERIAL) == imperial or (c.fact.field, c.fact.source.quote) not in kept
    ]
