"""Misspelt field words ("temprature", "quiesent", "adress", "frequncy") read as the word
meant: a lowercase word one typing slip (a letter dropped, doubled, swapped or mistyped)
from exactly one of the words that name fields and conditions, and not itself a word.

Only the field vocabulary is corrected, never part numbers, symbols or capitalised words,
and a word one slip from two field words is left alone.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

# The words the lexicon asks fields with (and the conditions that qualify them), each
# long enough that one slip from it is rarely another word.
FIELD_WORDS = {
    "voltage", "voltages", "current", "currents", "temperature", "temperatures", "frequency",
    "frequencies", "quiescent", "accuracy", "accurate", "measurement", "measurements",
    "measure", "measuring", "resolution", "sensitivity", "address", "addresses", "maximum",
    "minimum", "absolute", "typical", "recommended", "recommend", "recommends", "operating",
    "operation", "consumption", "humidity", "pressure", "standby", "supply", "output",
    "outputs", "input", "inputs", "resistance", "interface", "package", "storage", "threshold",
    "thresholds", "dropout", "regulator", "conversion", "response", "respond", "responds",
    "between", "relay", "capacity", "ambient", "junction", "range", "ranges", "sleep",
    "shutdown", "average", "continuous", "transmit", "transmitting", "receive", "receiving",
    "sensitive", "capability", "deliver", "delivers", "provide", "provides", "survive",
    "withstand", "tolerate", "rating", "ratings", "preheat", "warm-up", "startup", "start-up",
    "specified", "datasheet", "calibration", "acceleration", "accelerometer", "gyroscope",
    "illuminance", "distance", "receiver"
}  # fmt: skip

# real words one slip from a field word: never "corrected"
_KNOWN_WORDS = {
    "delay", "delays", "lower", "tower", "orange", "arrange", "revolution", "outpost", "sleet",
    "steep", "sheep", "supple", "voltaic", "currant", "replay", "delivery"
}  # fmt: skip

_WORD = re.compile(r"(?<![\w'-])[a-z][a-z-]{4,}(?![\w'-])")

_SUFFIXES = ("s", "es", "d", "ed", "ing", "ly", "al", "ally", "er", "ers")


def correct_spelling(text: str) -> str:
    return _WORD.sub(lambda m: _meant(m.group(0)), text)


def _meant(word: str) -> str:
    if word in FIELD_WORDS or word in _KNOWN_WORDS or _inflected(word):
        return word
    close = [w for w in FIELD_WORDS if abs(len(w) - len(word)) <= 1 and OSA.distance(w, word) <= 1]
    if len(close) != 1 or word.startswith(close[0]) or word.endswith(close[0]):
        return word  # ambiguous, or a field word with a letter added: "nsleep", "asleep"
    return close[0]


def _inflected(word: str) -> bool:
    """A field word with a suffix ("ranges", "specifieds")."""
    return any(word.endswith(s) and word[: -len(s)] in FIELD_WORDS for s in _SUFFIXES)
