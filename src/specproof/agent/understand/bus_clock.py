"""The clock a question sets on a bus between parts ("SPI at 8 MHz", "i2c at 400k"), told
apart from a part's own clock source and from a radio's carrier frequency."""

from __future__ import annotations

import re
from collections.abc import Callable

from specproof.agent.understand.quantities import stated_quantities
from specproof.agent.understand.record import DeviceMention, Wording
from specproof.agent.understand.sentences import SENTENCE_MARKS, sentence_end, sentence_start

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
_CARRIER_AFTER = re.compile(
    # (or the rate of a signal a part makes or samples: "44.1 khz audio", "a 20 kHz pwm")
    r"^\s*(?:band|ism|carrier|channel|radio|rf|audio|sine|tone|waveform|pwm|sampl\w*|"
    r"update rate|refresh)\b",
    re.I,
)
# "a cc1101 transmitting at +12dbm (868mhz)": a radio at work names its carrier
_RADIO = re.compile(r"\b(?:transmit\w*|receiv\w*|tx|rx|dbm|rf|radio|lora\w*|antenna)\b", re.I)
_BUS_NEAR = re.compile(r"\b(?:spi|i2c|i²c|i2s|sclk?|sck|clock|bus|uart)\b", re.I)


# the bus kinds a question may name, each with the words that name it
_BUS_KINDS = {
    "I2C": re.compile(r"\b(?:i2c|i²c|scl|sda|smbus)\b", re.I),
    "SPI": re.compile(r"\b(?:spi\d?|sclk|sck|mosi|miso|qspi|fast read)\b", re.I),
    "I2S": re.compile(r"\bi2s\b", re.I),
}


_NEGATED = re.compile(
    r"\b(?:no|without|not|lacks?|lacking|nada (?:de|of)|sin|sans|pas de|ohne|kein\w*)\s+(?:an?\s+|any\s+)?$",
    re.I,
)


def named_buses(q: str) -> frozenset[str]:
    """The kinds of bus the question names ("no I2C peripheral" names none)."""
    return frozenset(
        kind
        for kind, words in _BUS_KINDS.items()
        if any(
            not _NEGATED.search(q[max(0, m.start() - 16) : m.start()]) for m in words.finditer(q)
        )
    )


def _nearest_bus(q: str, clock: re.Match[str], named: frozenset[str]) -> str | None:
    """Of the ``named`` kinds of bus, the one said closest before a clock, else the one said
    just after it."""
    before, after = q[max(0, clock.start() - 30) : clock.start()], q[clock.end() : clock.end() + 12]

    def closest(text: str, key: Callable[[re.Match[str]], int]) -> str | None:
        hits = [(key(m), kind) for kind in named for m in _BUS_KINDS[kind].finditer(text)]
        return max(hits)[1] if hits else None

    return closest(before, lambda m: m.end()) or closest(after, lambda m: -m.start())


def _clock_of_another_bus(q: str, clock: re.Match[str], bus: str | None) -> bool:
    """ "mcp2515 on spi1 at 8 mhz and an ina219 on i2c at 400 khz": where a question names
    two kinds of bus, each clock is the bus's it is said beside; the one said beside no bus,
    or beside another, is not the clock of ``bus``."""
    named = named_buses(q)
    if bus is None or len(named) < 2:
        return False
    return _nearest_bus(q, clock, named) != bus


def clocked_bus(q: str) -> str | None:
    """Where a question names two kinds of bus and neither alone is "the bus", the one its
    first clock is said beside: the bus whose clock the question sets."""
    named = named_buses(q)
    if len(named) < 2:
        return None
    return next(
        (_nearest_bus(q, c, named) for c in _CLOCK.finditer(q) if _bus_clock_at(q, c)), None
    )


_CLOCK = re.compile(r"(\d+(?:\.\d+)?)\s*(k|M|G)Hz")

# what a part may be put on: a bus, or a bare pin of the host
_PLACES = r"i2c|i²c|spi\d?|i2s|uart|1-?wire|one-?wire|gpio\s?\d+|pin\s+[a-z]?\d+\b|d\d{1,2}\b"


_BAND_HZ = 300e6


def _hertz(clock: re.Match[str]) -> float:
    return float(clock.group(1)) * {"k": 1e3, "M": 1e6, "G": 1e9}[clock.group(2)]


def _bus_clock_at(q: str, clock: re.Match[str]) -> bool:
    """The frequency is a clock on a bus, not a part's own oscillator or a radio's carrier."""
    if _OWN_CLOCK_AFTER.match(q[clock.end() :]) or _OWN_CLOCK_BEFORE.search(q[: clock.start()]):
        return False
    around = q[max(0, clock.start() - 20) : clock.end() + 20]
    # (hundreds of MHz and up, "eu868 (863-870 mhz)", is a radio band: no bus between a
    # maker's parts is clocked so fast)
    carrier = (
        _CARRIER_AFTER.match(q[clock.end() :])
        or _hertz(clock) >= _BAND_HZ
        or (
            _hertz(clock) >= 100e6
            and (_CARRIER_BEFORE.search(q[: clock.start()]) or _RADIO.search(q))
        )
    )
    return not carrier or _BUS_NEAR.search(around) is not None


def bus_clock(q: str, bus: str | None = None) -> float | None:
    """The clock the question sets on ``bus`` between parts, in Hz; None when it states
    none (a part's own oscillator and a radio's carrier are no bus clock)."""
    for clock in _CLOCK.finditer(q):
        if _bus_clock_at(q, clock) and not _clock_of_another_bus(q, clock, bus):
            return _hertz(clock)
    # "sharing i2c at 400k": kilohertz said by a bare "k" beside the bus
    bare = [s.si for s in stated_quantities(q) if s.dimension == "frequency" and s.text[-1] in "kK"]
    return bare[0] if bare else None


# "an ina219 on i2c at 400 khz", "the flash over spi", "MCP3008 powered at 3.3 V (VDD =
# 3.3 V) on SPI0", "a DS18B20 on GPIO4": the bus or pin said right after a part (a bracket
# counts as one step); "ds3231 i2c with pull-ups": the bus word right after the part's name
_PUT_ON = re.compile(
    r"(?:\([^)]{0,40}\)|[^.;?(]|\.\d){0,25}?\b(?:on|over|via|using|to)\s+"
    r"(?:the\s+|its\s+|an?\s+|my\s+|one\s+)?(?:[\w-]+'s\s+)?(?:hardware\s+|shared\s+|same\s+)?"
    # ("W25Q64FV (SPI at 20 MHz)": the bus in brackets after the part)
    rf"({_PLACES})(?!\w)|^\s+\(?(i2c|i²c|spi\d?)\b",
    re.I,
)

# "max7219 DIN/CLK/LOAD straight from uno pins": a part wired to a host's pins in its own
# clause is on no bus the question names
_OWN_PINS = re.compile(
    r"^[^.;,(?]{0,40}?\b(?:from|to|on|off|into)\s+(?:the\s+|an?\s+|my\s+)?(?:[\w-]+\s+)?"
    r"(?:pins|gpios|gpio\s?\d+|d\d{1,2})\b",
    re.I,
)


def _place(word: str) -> str:
    """The bus (or bare pin) a placing word names."""
    w = word.lower().replace("²", "2").replace(" ", "")
    for prefix, place in (("spi", "SPI"), ("i2c", "I2C"), ("i2s", "I2S"), ("uart", "UART")):
        if w.startswith(prefix):
            return place
    return "1WIRE" if "wire" in w else "PIN"


def part_buses(wording: Wording) -> dict[str, str]:
    """The bus (or "PIN": a host's pin; "OFF": none) the question puts each part on, where it
    names one right after the part."""
    out: dict[str, str] = {}
    mentions = list(wording.devices)
    for m, after in zip(mentions, [*mentions[1:], None], strict=False):
        end = after.start if after is not None else len(wording.text)
        said = wording.text[m.end : end]
        put = _PUT_ON.match(said)
        if put:
            out[m.device] = _place(next(g for g in put.groups() if g))
        elif m.device not in out and _OWN_PINS.match(said):
            out[m.device] = "PIN"
    _sharers(wording, mentions, out)
    _named_apart(wording, mentions, out)
    return out


_BUS_WORD = re.compile(r"\b(?:i2c|i²c|spi\d?|i2s|uart|sda|scl|mosi|miso|sck|bus|buses)\b", re.I)


def _named_apart(wording: Wording, mentions: list[DeviceMention], out: dict[str, str]) -> None:
    """A part named only in sentences that name no bus ("drv8833 for the motors, vl53l0x
    for obstacles. ... the i2c pull-ups ...") is "ASIDE": on the bus only if its sheet
    speaks one (the bus rule decides)."""
    text = wording.text
    if not _BUS_WORD.search(text):
        return
    for m in mentions:
        own = [_sentence(text, n.start) for n in mentions if n.device == m.device]
        if m.device not in out and not any(_BUS_WORD.search(text[lo:hi]) for lo, hi in own):
            out[m.device] = "ASIDE"


def _sentence(text: str, at: int) -> tuple[int, int]:
    """Where the sentence holding ``text[at]`` begins and ends."""
    return sentence_start(text, at, SENTENCE_MARKS), sentence_end(text, at, SENTENCE_MARKS)


# "a MAX31855 and a W25Q64FV share the SPI bus": the parts of that sentence are the bus's
_SHARE = re.compile(
    r"\b(?:share|shares|sharing)\s+(?:the\s+|one\s+|a\s+|an\s+)?(?:same\s+|common\s+)?"
    r"(spi\d?|i2c|i²c)\b",
    re.I,
)


def _sharers(wording: Wording, mentions: list[DeviceMention], out: dict[str, str]) -> None:
    """The parts a sentence says share a bus are on it; a part the question names only in
    other sentences, put on no bus of its own, is on none of them ("OFF")."""
    text = wording.text
    for share in _SHARE.finditer(text):
        lo, hi = _sentence(text, share.start())
        inside = {m.device for m in mentions if lo <= m.start < hi}
        for device in inside:
            out.setdefault(device, _place(share.group(1)))
        for m in mentions:
            if m.device not in inside:
                out.setdefault(m.device, "OFF")


def placed_bus(placed: dict[str, str]) -> str | None:
    """The one kind of bus the question puts parts on ("MCP3008 on SPI0 ... a DS18B20 on
    GPIO4"): the bus judged, whatever host pins it also names."""
    kinds = {v for v in placed.values() if v in ("I2C", "SPI", "I2S")}
    return kinds.pop() if len(kinds) == 1 else None
