"""Parts a build story only places on the board ("an MQ-3 and an MCP3008 are on the same
board", "a DHT22 shares the board"): the question says nothing of what powers them, so a
rail stated for the other parts is not theirs to be judged on."""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording
from specproof.agent.understand.sentences import SENTENCE_MARKS, sentence_end, sentence_start
from specproof.tokens import names_word

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


def bystanders(wording: Wording) -> set[str]:
    """The devices every sentence naming them only places on the board, with no supply."""
    text = wording.text
    if names_word(text, "both", "all", "each", "every"):
        return set()  # "..., all on the same 3.3 V rail": the rail is said for every part
    placed: dict[str, bool] = {}
    for mention in wording.devices:
        start = sentence_start(text, mention.start, SENTENCE_MARKS)
        sentence = text[start : sentence_end(text, mention.start, SENTENCE_MARKS)]
        only_placed = bool(_PLACED.search(sentence)) and not _SUPPLIED.search(sentence)
        placed[mention.device] = placed.get(mention.device, True) and only_placed
    return {device for device, only in placed.items() if only}
