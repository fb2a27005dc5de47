"""Part numbers typed with a slip: which library name a near miss means, if it can only
mean one, and which names to offer when it could mean several.

One slip of the fingers ("bne280", "ds18v20", "mpu6o50", "ams117", "txs108e") is read as
the library part it misses by, and the record says so (``assumed_names``). A difference a
slip does not explain is another part: a different digit ("BME208", "DHT12"), a letter
far from the one meant on the keyboard ("BMP280" is a real part, not a slip of "BME280"),
an added family letter ("74HCT595"). Those never link; they are offered as "did you mean".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rapidfuzz import process
from rapidfuzz.distance import OSA

from specproof.agent.understand.sentences import SENTENCE_MARKS, sentence_start
from specproof.records import alnum_key

if TYPE_CHECKING:
    from specproof.agent.understand.record import Question

# Keyboard rows (QWERTY; QWERTZ and AZERTY differ by the pairs in _SWAPPED)
_ROWS = ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
_ROW_OFFSET = (0.0, 0.25, 0.75)
_SWAPPED = {frozenset("YZ"), frozenset("AQ"), frozenset("ZW")}

# characters read alike: a letter typed for the digit it looks like
_LOOKALIKE = {frozenset("O0"), frozenset("I1"), frozenset("L1")}


def _key_positions() -> dict[str, tuple[float, int]]:
    return {
        ch: (col + _ROW_OFFSET[row], row)
        for row, keys in enumerate(_ROWS)
        for col, ch in enumerate(keys)
    }


_KEYS = _key_positions()


def keyboard_neighbours(a: str, b: str) -> bool:
    """Two letters a finger slips between: next to each other on the keyboard."""
    if frozenset((a, b)) in _SWAPPED:
        return True
    if a not in _KEYS or b not in _KEYS:
        return False
    (xa, ra), (xb, rb) = _KEYS[a], _KEYS[b]
    return (ra == rb and abs(xa - xb) == 1) or (abs(ra - rb) == 1 and abs(xa - xb) <= 0.75)


def is_slip(written: str, name: str) -> bool:
    """``written`` is ``name`` (both normalised part numbers) with one typing slip that
    keeps its number: a letter mistyped for a neighbouring key, a letter for the digit it
    looks like, two letters swapped, a doubled key typed once or a key doubled, a stray
    neighbouring key added, a leading zero left out."""
    if len(written) == len(name):
        return _same_length_slip(written, name)
    if len(written) == len(name) - 1:
        return _extra_ok(name, _first_difference(written, name), added=False)
    if len(written) == len(name) + 1:
        return _extra_ok(written, _first_difference(name, written), added=True)
    return False


def _first_difference(shorter: str, longer: str) -> int:
    """Where ``longer`` has the character ``shorter`` lacks (leftmost such place)."""
    for i, ch in enumerate(shorter):
        if longer[i] != ch:
            return i
    return len(shorter)


def _extra_ok(longer: str, at: int, added: bool) -> bool:
    """The character at ``at`` of ``longer`` is one a slip drops (``added`` False) or adds:
    a doubled key, a key next to its neighbour (added only), a leading zero. Any other
    letter or digit makes another part ("74HCT595", "74C595", "BME2800")."""
    ch = longer[at]
    before = longer[at - 1] if at > 0 else ""
    after = longer[at + 1] if at + 1 < len(longer) else ""
    if ch in (before, after):
        return True  # "WROOM" typed "WROM", "1117" typed "117" or "11117"
    if ch.isalpha():
        return added and any(keyboard_neighbours(ch, n) for n in (before, after) if n.isalpha())
    return ch == "0" and not before.isdigit() and after.isdigit()  # "0108" typed "108"


def _same_length_slip(written: str, name: str) -> bool:
    diffs = [i for i, (a, b) in enumerate(zip(written, name, strict=True)) if a != b]
    if len(diffs) == 2:
        i, j = diffs
        swapped = j == i + 1 and written[i] == name[j] and written[j] == name[i]
        return swapped and name[i].isalpha() and name[j].isalpha()
    if len(diffs) != 1:
        return False
    i = diffs[0]
    w, n = written[i], name[i]
    if frozenset((w, n)) in _LOOKALIKE:
        return True
    if not (w.isalpha() and n.isalpha()):
        return False  # another digit is another part
    return keyboard_neighbours(w, n) or _wrong_letter_doubled(written, name, i)


def _wrong_letter_doubled(written: str, name: str, i: int) -> bool:
    """ "CSS811" for "CCS811": the doubled letter typed on the wrong key of the pair."""

    def at(text: str, k: int) -> str:
        return text[k] if 0 <= k < len(text) else ""

    return (at(name, i - 1) == name[i] and written[i] == at(name, i + 1)) or (
        at(written, i - 1) == written[i] and name[i] == at(written, i + 1)
    )


def near_names(written: str, names: list[str], limit: int = 1) -> list[str]:
    """Library names within ``limit`` edits of ``written`` (normalised), closest first."""
    found = process.extract(written, names, scorer=OSA.distance, score_cutoff=limit, limit=None)
    return [name for name, _, _ in sorted(found, key=lambda hit: (hit[1], hit[0]))]


def unknown_sibling(question: Question) -> str | None:
    """A part the question names beside a library part of its family and no sheet covers
    ("my W25Q64FV, replaced by a W25Q64JV: what clock does the JV take?"): the question
    may ask either, and the known part's figures do not answer for its sibling."""
    if (asked := _asked_of_unknown(question)) is not None:
        return asked
    known = [alnum_key(m.device) for m in question.devices]
    for name in question.unknown_devices:
        other = alnum_key(name)
        for own in known:
            shared = _shared_prefix(own, other)
            wildcard = other[shared : shared + 1] == "x"  # "MCP7383X-2": a family's code
            near = shared >= 5 and shared >= 0.7 * min(len(own), len(other)) and own != other
            if near and not wildcard:
                return name
    return None


def _asked_of_unknown(question: Question) -> str | None:
    """ "old DS18S20s from a drawer. what's the max conversion time of a DS18S20?": the
    sentence that asks names a part no sheet covers and no library part, so the library part
    named before is the setting of the story, not the part asked about."""
    text = question.text
    end = text.rfind("?")
    end = len(text) if end < 0 else end
    start = sentence_start(text, end, SENTENCE_MARKS)
    if any(start <= m.start < end for m in question.devices):
        return None
    asking = text[start:end].lower()
    return next((name for name in question.unknown_devices if name.lower() in asking), None)


def _shared_prefix(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n
