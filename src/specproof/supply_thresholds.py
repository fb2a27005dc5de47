"""How a sheet and a question name a supply threshold: the supply level where a part
resets, locks out, inhibits writes or flags a low supply ("Power-on reset threshold VPOR",
"Write inhibit threshold VWI", "UVLO rising", "below which VDD does it hold itself in reset").

Extraction reads it to file such a row apart from the operating range it is not;
validation reads it to answer a threshold asked with a threshold row only.
"""

from __future__ import annotations

import re

from specproof.tokens import LETTERS

# a supply threshold named in words, as a question or a row writes it
THRESHOLD_NAMED = re.compile(
    r"power[- ]on[- ]reset|\bpor\b|brown[- ]?out|under[- ]?voltage|\buvlo\b|lock[- ]?out|"
    r"write[- ]inhibit|low[- ]voltage (?:detect\w*|flag|bit)|\bvl bit\b|reset (?:threshold|level)|"
    r"(?:hold|held|holds|stays?|enters?) (?:itself |the chip )?in (?:its )?reset|"
    # ... or by its symbol
    r"\bV_?(?:POR|BOR|UVLO|WI)\b",
    re.I,
)

# rows that name a threshold but state something else: its hysteresis, a register's
# power-on reset value, a margin ("within +50 mV"), a lockout between two rails ("VCC – VBAT")
_NO_LEVEL = re.compile(
    r"hyster|\bV_?HYS|reset\s+(?:value|state|default)|\bregister|\bdelay|\bwithin\b|\b[0-9A-F]{2,4}h\b|"
    r"\bV_?[A-Z]{2,4}\s*[-–]\s*V_?[A-Z]{2,4}\b",
    re.I,
)


def names_a_supply_threshold(label: str) -> bool:
    """A row label that states the supply level where the part resets or locks out."""
    return THRESHOLD_NAMED.search(label) is not None and _NO_LEVEL.search(label) is None


# the edge a threshold is stated for or asked at: the supply rising (a lockout's start,
# a reset's release) or falling (a lockout's stop, a brown-out)
_RISING = frozenset({"rising", "rises", "rise", "ramps", "start", "starts", "release", "releases"})
_FALLING = frozenset({"falling", "falls", "fall", "drops", "dips", "sags", "stop", "stops"})


def threshold_edge(text: str) -> str | None:
    """ "rising" or "falling" when the text names one edge of the supply only."""
    low = text.lower()
    words = set(LETTERS.findall(low))
    rising = bool(words & _RISING) or "low-to-high" in low or "low to high" in low
    falling = bool(words & _FALLING) or "high-to-low" in low or "high to low" in low
    if rising == falling:
        return None
    return "rising" if rising else "falling"
