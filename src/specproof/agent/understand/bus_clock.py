"""The clock a question sets on a bus between parts ("SPI at 8 MHz", "i2c at 400k"), told
apart from a part's own clock source and from a radio's carrier frequency."""

from __future__ import annotations

import re

from specproof.agent.understand.quantities import stated_quantities

# a frequency that names a part's own clock source ("the 8 MHz HIRC as system clock", "a
# 16 MHz crystal"): the part's operating point, not the clock on the bus between parts
_OWN_CLOCK_AFTER = re.compile(
    r"^\s*(?:internal |external |rc |main )?(?:hirc|lirc|hxt|lxt|irc|osc\w*|crystal|xtal|"
    r"resonator|(?:system|core|cpu|mcu|master) clock|sysclk|fsys)\b",
    re.I,
)
_OWN_CLOCK_BEFORE = re.compile(r"(?:f_?sys|f_?cpu|sysclk|system clock(?: of)?)\s*[=:]?\s*$", re.I)


# a frequency a radio works on ("transmitting on 868 MHz", "the 433 MHz band"): a carrier,
# not the clock of a bus between parts
_CARRIER_BEFORE = re.compile(r"\b(?:on|in|at)\s+(?:the\s+)?$", re.I)
_CARRIER_AFTER = re.compile(r"^\s*(?:band|ism|carrier|channel|radio|rf)\b", re.I)
# "a cc1101 transmitting at +12dbm (868mhz)": a radio at work names its carrier
_RADIO = re.compile(r"\b(?:transmit\w*|receiv\w*|tx|rx|dbm|rf|radio|lora\w*|antenna)\b", re.I)
_BUS_NEAR = re.compile(r"\b(?:spi|i2c|i²c|sclk?|sck|clock|bus|uart)\b", re.I)


def bus_clock(q: str) -> float | None:
    """The clock the question sets on the bus between parts, in Hz; None when it states
    none (a part's own oscillator and a radio's carrier are no bus clock)."""
    for clock in re.finditer(r"(\d+(?:\.\d+)?)\s*(k|M|G)Hz", q):
        if _OWN_CLOCK_AFTER.match(q[clock.end() :]) or _OWN_CLOCK_BEFORE.search(q[: clock.start()]):
            continue
        hz = float(clock.group(1)) * {"k": 1e3, "M": 1e6, "G": 1e9}[clock.group(2)]
        around = q[max(0, clock.start() - 20) : clock.end() + 20]
        carrier = _CARRIER_AFTER.match(q[clock.end() :]) or (
            hz >= 100e6 and (_CARRIER_BEFORE.search(q[: clock.start()]) or _RADIO.search(q))
        )
        if carrier and not _BUS_NEAR.search(around):
            continue
        return hz
    # "sharing i2c at 400k": kilohertz said by a bare "k" beside the bus
    bare = [s.si for s in stated_quantities(q) if s.dimension == "frequency" and s.text[-1] in "kK"]
    return bare[0] if bare else None
