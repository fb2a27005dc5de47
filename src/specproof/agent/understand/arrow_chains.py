"""A power chain written with arrows ("usb 5v -> ams1117-3.3 -> esp32 + inmp441"), put in
the words the scenario reads ("ams1117-3.3 fed from usb 5v, powering esp32 and inmp441").

Only a chain that starts at a source (a voltage, a cell, a USB port, an adapter) and runs
through a part to what it powers is rewritten; a two-step arrow ("X out -> Y in") is a
signal the wiring reads as it stands.
"""

from __future__ import annotations

import re

_ARROW = re.compile(r"\s*(?:->|→|=>)\s*")
# a chain's first step names a source, not a part
_SOURCE = re.compile(
    r"\d(?:[.,]\d+)?\s?v\b|\bv\d\b|\busb\b|\bbatter(?:y|ies)\b|\bli-?po\b|\bli-?ion\b|\bcells?\b|"
    r"\badapter\b|\bsupply\b|\bpack\b|\b18650\b|\baa+\b|\bpsu\b|\bpanel\b",
    re.I,
)
# a cell or pack in the middle of a chain ("-> mcp73831 -> 1000mah lipo ->")
_CELL = re.compile(
    r"\bli-?po\b|\bli-?ion\b|\bcells?\b|\b18650\b|\bmah\b|\bbatter(?:y|ies)\b|\bpack\b", re.I
)
# the sentence a chain stands in: up to a full stop, question mark or semicolon
_SENTENCE = re.compile(r"[^.?!;]+(?:\.\d[^.?!;]*)*")


def power_chain_words(text: str) -> str:
    """Each arrow chain of three steps or more in the text, in words."""
    return _SENTENCE.sub(lambda m: _in_words(m.group(0)), text)


def _in_words(sentence: str) -> str:
    steps = _ARROW.split(sentence)
    if len(steps) < 3 or not _SOURCE.search(steps[0]) or not all(s.strip() for s in steps):
        return sentence
    if any(_CELL.search(step) for step in steps[1:-1]):
        return sentence  # a cell a charger fills sits between: no regulator chain
    cut = _lead_end(steps[0])
    before, source = steps[0][:cut], steps[0][cut:].strip()
    if not source:
        return sentence
    middle = [s.strip() for s in steps[1:-1]]
    loads = re.sub(r"\s*\+\s*", " and ", steps[-1].strip())
    said = f"{middle[0]} fed from {source}"
    for part in middle[1:]:
        said += f", powering {part}"
    lead = f"{before.rstrip()} " if before.strip() else before
    return f"{lead}{said}, powering {loads}"


def _lead_end(step: str) -> int:
    """Where the source's words start: after the last ":" or "," outside brackets ("wearable:
    single lipo (3.7v, 4.2 full)")."""
    depth, end = 0, 0
    for i, ch in enumerate(step):
        depth += ch == "("
        depth -= ch == ")" and depth > 0
        if depth == 0 and ch in ":,":
            end = i + 1
    return end
