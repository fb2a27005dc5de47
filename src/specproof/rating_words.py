"""How a label calls its value an absolute rating: "Abs. max. input", "Absolute Maximum
VIN", "Input voltage, never exceed", "Signal input, never above".

Extraction reads it to file a row outside a ratings table as a rating; validation reads it
to accept such a row where an absolute maximum is asked. "Must not exceed 24 V above +60 °C"
is often a derated operating limit, so it is none.
"""

from __future__ import annotations

import re

RATING_LABEL = re.compile(
    r"\babs(?:olute)?\.?\s*max(?:imum|\.)?|\bnever\s+(?:exceed|above|go\s+above)\b", re.I
)


def names_a_rating(label: str) -> bool:
    """A label that calls its value an absolute limit."""
    return RATING_LABEL.search(label) is not None


# a power the package may dissipate ("Power dissipation", "Ptot", "allowable power"): a
# limit of heat, never the power the part draws
DISSIPATION = re.compile(r"\bdissipat\w*|\bP_?tot\b|\ballowable\s+power\b", re.I)


def names_a_dissipation(text: str) -> bool:
    """A label or question about the power a package may dissipate."""
    return DISSIPATION.search(text) is not None


# A limit a sheet advises for one mode ("Parasite power is not recommended for
# temperatures above +100 °C"): extraction writes its condition in this form, and the
# environment rule reads the mode back from it, so both use these two functions.
_ADVISED = re.compile(r"^(?P<mode>.+?) \(advised (?:maximum|minimum)\)$")


def advised_limit_condition(mode: str, side: str) -> str:
    """The condition of a mode's advised limit; ``side`` is "max" or "min"."""
    return f"{mode} (advised {'maximum' if side == 'max' else 'minimum'})"


def advised_mode(condition: str) -> str:
    """The mode an advised-limit condition holds for, "" for any other condition."""
    m = _ADVISED.match(condition)
    return m.group("mode") if m else ""
