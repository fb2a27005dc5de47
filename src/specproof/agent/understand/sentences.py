"""Where the sentence around a phrase of a question begins and ends: a budget, a wait or a
level said in one sentence belongs to the parts that sentence names."""

from __future__ import annotations

from collections.abc import Iterable

# what ends a sentence ("3.3 V" does not)
SENTENCE_MARKS = (". ", "; ", "? ", "! ")


def sentence_start(text: str, at: int, marks: Iterable[str]) -> int:
    """Where the sentence holding ``text[at]`` begins: after the last mark before it."""
    return max(text.rfind(mark, 0, at) for mark in marks) + 1


def sentence_end(text: str, at: int, marks: Iterable[str]) -> int:
    """Where the sentence holding ``text[at]`` ends: at the first mark from there on."""
    return min((i for i in (text.find(mark, at) for mark in marks) if i >= 0), default=len(text))
