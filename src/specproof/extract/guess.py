"""A label's field as the lexicon reads it: the field, the quantity it measures (an
accuracy of a temperature), and how sure the reading is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FieldGuess:
    field: str
    quantity: str | None = None
    confidence: float = 0.9
