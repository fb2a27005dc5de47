"""The parts a factual question asks about, when it names others only to set the scene.

"The tps63021 is fixed at 3.3 V out. If I buy the tps63020 instead, what range can I set
it to?": the question sentence (the one ending in "?") names the version asked; another
version of it named only in the sentences before is context, and its rows answer
nothing. A question sentence that names, of the parts before it, only a look-alike the
library has no sheet for ("my 'hmc5883l' board has a QMC5883L chip. What address does
the QMC5883L use?") asks about that other part, which no sheet here covers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from specproof.agent.understand.record import DeviceMention
from specproof.records import alnum_key

# a question sentence: the words up to its question mark
_QUESTION_SENTENCE = re.compile(r"[^.!?]*(?:\.\d[^.!?]*)*\?")
# a question about several parts at once, by a word that points back at them
_SEVERAL = re.compile(
    r"\b(?:both|each|either|all|every|they|them|their|these|those|respectively|versus|vs|"
    r"compared?|difference|differ|other)\b",
    re.I,
)


def asked_mentions(
    text: str, mentions: Sequence[DeviceMention], unknown: Sequence[str]
) -> tuple[DeviceMention, ...]:
    """The mentions of the parts the question sentences ask about (all of them when the
    question has no separate scene, or points back at several parts)."""
    spans = [m.span() for m in _QUESTION_SENTENCE.finditer(text)]
    whole = bool(spans) and spans[0][0] == 0 and spans[-1][1] >= len(text.rstrip())
    if not spans or (whole and len(spans) == 1):
        return tuple(mentions)  # one sentence: nothing set apart as the scene
    asking = " ".join(text[a:b] for a, b in spans)
    if _SEVERAL.search(asking):
        return tuple(mentions)
    inside = [m for m in mentions if any(a <= m.start < b for a, b in spans)]
    if inside:
        # only another version of an asked part is set aside: a different part in the
        # scene may bear on the answer ("the heater next to it", "its ADDR pin floating")
        asked_docs = {m.doc_id for m in inside}
        return tuple(m for m in mentions if m in inside or m.doc_id not in asked_docs)
    if any(_look_alike(name, mentions) for name in unknown if name.lower() in asking.lower()):
        return ()  # the part asked is the look-alike, not the one named before it
    return tuple(mentions)


def _look_alike(name: str, mentions: Sequence[DeviceMention]) -> bool:
    """Another maker's part numbered like a named one ("QMC5883L" beside "HMC5883L"): the
    same number and suffix after a different prefix."""
    key = alnum_key(name)
    return any(
        key != alnum_key(m.device) and len(key) >= 6 and key[-5:] == alnum_key(m.device)[-5:]
        for m in mentions
    )
