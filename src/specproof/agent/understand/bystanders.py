"""Parts a build story only places on the board ("an MQ-3 and an MCP3008 are on the same
board", "a DHT22 shares the board"): the question says nothing of what powers them, so a
rail stated for the other parts is not theirs to be judged on."""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording
from specproof.agent.understand.sentences import SENTENCE_MARKS, sentence_end, sentence_start

# "on the same board", "share(s) the board", "sits on the pcb too"
_PLACED = re.compile(
    r"\b(?:on|shar\w*|sits?\s+on|also\s+on)\s+(?:the\s+|my\s+|this\s+)?(?:same\s+)?"
    r"(?:board|pcb|breadboard|perfboard|stripboard|protoboard)\b",
    re.I,
)
# a voltage, or a word that ties the part to a supply
_SUPPLIED = re.compile(
    r"\d\s*(?:V|v)\b|\dv\d|\b(?:power\w*|suppl\w*|rail|fed|feeds?|runs?|running|battery|"
    r"cells?|vcc|vdd|vin|usb)\b",
    re.I,
)


# a word that may say a supply of every part ("all on the same 3.3 V rail"); "~6 mA each,
# all on" says nothing of a supply
_EVERY = re.compile(r"\b(?:both|all|each|every)\b", re.I)


def _words_after(text: str, at: int) -> str:
    """Up to 40 characters after ``at``, to the first punctuation mark."""
    return text[at : min(sentence_end(text, at, ".,;?!"), at + 40)]


def bystanders(wording: Wording) -> set[str]:
    """The devices every sentence naming them only places on the board, with no supply."""
    text = wording.text
    if any(_SUPPLIED.search(_words_after(text, m.end())) for m in _EVERY.finditer(text)):
        return set()  # "..., all on the same 3.3 V rail": the rail is said for every part
    placed: dict[str, bool] = {}
    for mention in wording.devices:
        start = sentence_start(text, mention.start, SENTENCE_MARKS)
        sentence = text[start : sentence_end(text, mention.start, SENTENCE_MARKS)]
        only_placed = bool(_PLACED.search(sentence)) and not _SUPPLIED.search(sentence)
        placed[mention.device] = placed.get(mention.device, True) and only_placed
    return {device for device, only in placed.items() if only}
