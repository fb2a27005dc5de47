"""Neutral text helpers: how part numbers, numbers with units and words are compared.

Used alike on the question's words and on a datasheet row's words, so both sides of a
comparison are read the same way.
"""

from __future__ import annotations

import re


def norm_part(text: str) -> str:
    """Part numbers compare without case and punctuation ("BME-280" == "bme280")."""
    return re.sub(r"[^A-Z0-9+]", "", text.upper())


def clean_text(text: str) -> str:
    text = text.replace("µ", "u").replace("μ", "u").replace("–", "-").replace("−", "-")
    return text.replace("\u2009", " ").replace("\xa0", " ")


def condition_term(number: str, unit: str) -> str:
    """A comparable token for a number with unit: "5V", "2.7V", "25C"."""
    unit = unit.lower().replace("°", "").replace(" ", "")
    value = float(number)
    text = f"{value:g}"
    return f"{text}{unit}"
