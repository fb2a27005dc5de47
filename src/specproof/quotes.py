"""Quote checks shared by validation, extraction and scoring.

A quote supports a value when, reduced to ``[a-z0-9.]`` (the reference scorer's
normalisation), it occurs in the cited page's text and writes the value's digits.
"""

from __future__ import annotations

import re
import unicodedata


def norm_text(text: str) -> str:
    """NFKC, lower case, micro signs and dashes unified, only ``[a-z0-9.]`` kept."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = text.replace("µ", "u").replace("μ", "u").replace("−", "-").replace("–", "-")
    return re.sub(r"[^a-z0-9.]", "", text)


def number_in_quote(quote: str, x: float) -> bool:
    """``x`` is written in ``quote``, possibly in another decade (3300 mV for 3.3 V)."""
    numbers = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", quote.replace(",", ""))]
    for scale in (1, 1e3, 1e-3, 1e6, 1e-6):
        if any(abs(abs(x) * scale - n) <= 0.01 * max(abs(n), 1e-12) for n in numbers):
            return True
    return False
