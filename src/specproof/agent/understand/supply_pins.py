"""Supply pins a question names for a part: "the X's 5VOUT pin", "the 3V3 output of the
X". A part that supplies another through a named output pin does so by that pin's own
ratings, not its main supply's; a signal pin (pulled up, driven, an interrupt output)
supplies nothing.
"""

from __future__ import annotations

import re

from specproof.agent.understand.record import Wording

# "the X's 5VOUT pin", "X's 3V3 output", "the 5VOUT pin of the X", "X CHRG pin": one
# output of the part ("X alarm output" without the "'s" is a kind of output, no pin name)
_PIN_AFTER = re.compile(
    r"^'s\s+(?:own\s+)?([A-Za-z0-9][\w.+-]{1,10})\s+(?:pin|output|rail|terminal)\b|"
    r"^\s+([A-Za-z0-9][\w.+-]{1,10})\s+pin\b|"
    # a supply output named by its pin label alone: "the X's 3v3out", "X's VDD_EXT"
    r"^'s\s+(\d?v\d*_?out|v\w{0,4}_?(?:out|ext))\b",
    re.I,
)
_PIN_BEFORE = re.compile(
    r"\b([A-Za-z0-9][\w.+-]{1,10})\s+(?:pin|output|rail|terminal)\s+of\s+(?:the\s+|an?\s+)?$", re.I
)
# "X alrt pin pulled up to 5v", "X's Trig pin be driven from an ESP32 GPIO": a signal
# pin, pulled or driven, no pin the part supplies from
_PULLED = re.compile(
    r"\s+(?:is\s+|be\s+|gets?\s+)?(?:pulled[- ](?:up|down|high|low)|driven)\b", re.I
)
_NO_PIN_NAME = re.compile(r"^(?:the|its|an?|own|main|regulated|supply|power|analog|digital)$", re.I)
# a signal output ("the nINT output of a CCS811", "the X's ALERT pin"): it switches or
# signals, and supplies nothing
_SIGNAL_PIN = re.compile(
    r"^n?(?:int\d?|irq|alert|alrt|drdy|rdy|busy|tx|rx|sda|scl|miso|mosi|sdo|sdi|cs|trig|echo|"
    r"pwm|dout|gpio\d*)$",
    re.I,
)


def supply_pins(wording: Wording) -> dict[str, str]:
    """Output pins named for a part, which then supply by that pin's own ratings."""
    q = wording.text
    out: dict[str, str] = {}
    for m in wording.devices:
        after = _PIN_AFTER.match(q[m.end :])
        if after and _PULLED.match(q, m.end + after.end()):
            continue  # "X alrt pin pulled up to 5v": a signal pin's pull-up, no supply pin
        found = after or _PIN_BEFORE.search(q[max(0, m.start - 40) : m.start])
        name = found and next(g for g in found.groups() if g)
        if name and not _NO_PIN_NAME.match(name) and not _SIGNAL_PIN.match(name):
            out[m.device] = name
    return out
