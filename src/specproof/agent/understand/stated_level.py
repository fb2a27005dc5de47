"""The logic level a question states for a line: "pull-ups to 5 V", "driven by a 3.3 V
pin", "3.3 V logic", "a 5 V Arduino's TX pin", and where it states it. A supply read in a
part's own clause must not take such a level for the part's rail."""

from __future__ import annotations

import re

from specproof.tokens import VOLTS as _V

# words that end a noun phrase: "5 V and its OUT pin" says nothing about the pin's level
_NOT_PHRASE = r"(?!(?:and|or|with|while|but|its|is|are|the|a|an|to|from|on|at)\b)"
_LEVEL_NOUN = (
    r"(?:logic|signals?|level|high|outputs?|gpios?|pins?|gates?|tx|txd|i/?o|io|microcontrollers?|mcus?|"
    r"hosts?|controllers?|boards?|pull-?ups?)\b"
)
# a part outside the library named by its level: "a 5 V Arduino drives", "a 3.3 V ESP32 sends"
_NAMED_DRIVER = (
    r"\s+(?:(?!(?:supply|rail|adapter|battery|regulator|motor|relay|coil|load|lamp|and|or|"
    r"with|while|but|its|is|are|the|a|an|to|from|on|at)\b)"
    r"[A-Za-z][\w-]*\s+){1,2}(?:drives?|driving|outputs?|sends?|feeds?|transmits?|toggles?|"
    r"clocks?)\b"
)


# "its TX/RX straight to a 5 V Arduino", "the SDA pin into a 3.3 V board": the level of the
# part a signal line is wired to
# "the SPI pins of a part that's on 3.3 V": a relative clause gives the part its rail, so
# the signal words never reach past it to take that voltage as a driven level
RAIL_CLAUSE = r"\b(?:that'?s|thats|that is|which is|which runs|it'?s)\s+(?:on|at)\b"
_SIGNAL_TO = (
    # ("its VCC pin to the 5 V pin": a supply pin is fed, not driven)
    r"\b(?<!vcc )(?<!vdd )(?<!vin )(?<!power )(?<!supply )"
    r"(?:tx|rx|txd|rxd|tx/rx|rx/tx|sda|scl|gpios?|pins?|data (?:pin|line)|signal|i/?o|uart|spi|"
    # ("…interrupt pin, both on 3.3v": a rail every part shares, no level of the pin)
    r"serial)\b(?:(?!" + RAIL_CLAUSE + r"|\b(?:both|all|each)\b)[^.?;]){0,30}?"
    # ("the TRIG pin of an X (on 5v)": a bracket after the part gives its own rail)
    r"(?<!\()\b(?:to|into|with|on)\s+(?:an? |the |my )?"
)


def drive_level(q: str) -> float | None:
    """The high level a line is driven or pulled to: "pull-ups to 5 V", "driven by a 3.3 V
    pin", "3.3 V logic", "a 5 V Arduino's TX pin", "a 1.8 V microcontroller output"."""
    found = drive_level_at(q)
    return found[0] if found else None


# the low level the driving output is stated at: "mcu output low <= 0.4 V", "its outputs
# high >= 1.6 V, low <= 0.2 V", "VOL = 0.4 V"
_STATED_LOW = re.compile(
    r"\b(?:outputs?\s+(?:high[^;()]{0,20}?,\s*)?low|V_?OL)\s*"
    r"(?:<=|≤|<|=|of|up to|at most|max\.?)?\s*" + _V,
    re.I,
)


def drive_low(q: str) -> float | None:
    """The low level the question states for the output that drives a line."""
    m = _STATED_LOW.search(q)
    return float(m.group(1)) if m else None


def drive_level_at(q: str) -> tuple[float, int] | None:
    """The stated high level and where the question states it."""
    for m in _DRIVE_LEVEL.finditer(q):
        if _SUPPLY_PIN_BEFORE.search(q[max(0, m.start() - 40) : m.start()]) and _ENDS_IN_PIN.search(
            m.group(0)
        ):
            continue  # "powered from the pi's 5v pin": a supply pin, no logic level
        at = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i))
        return float(m.group(at)), m.start(at)
    return None


# "powered from the raspberry pi's 5v pin", "vcc to the uno's 5v pin": the pin feeds the part
_SUPPLY_PIN_BEFORE = re.compile(
    r"\b(?:powered|fed|supplied|runs?|running|vcc|vdd|vin)\b[^,.;]{0,30}$", re.I
)
_ENDS_IN_PIN = re.compile(r"\bpins?$", re.I)

_DRIVE_LEVEL = re.compile(
    # ("pull-up resistors go to the 3.3 V supply of the mcu": the supply the pull-ups
    # go to is the level the line is pulled to)
    r"(?:pull-?ups?|pulled up)(?: resistors?)?[^.;]{0,40}?(?:to|at)\s+(?:the |a |my )?"
    + _V
    + r"|driven (?:directly |straight )?(?:with|by|from)\s+(?:an? |the |my )?"
    + _V
    + r"|"
    + _V
    + r"\s+(?:"
    + _NOT_PHRASE
    + r"[\w-]+\s+){0,3}?(?:"
    + _NOT_PHRASE
    + r"[\w-]+'s\s+)?"
    + _LEVEL_NOUN
    + r"|"
    + _V
    + _NAMED_DRIVER
    + r"|"
    + _SIGNAL_TO
    + _V
    # "a PNP sensor switching 24 V", "12 V proximity sensors switch 12 V": the level a
    # switching sensor puts on the input it drives
    + r"|\bsensors?\b[^.?;]{0,20}?\bswitch(?:ing|es)?\s+(?:an? )?"
    + _V
    # "esp32 gpio (3.3v) driving ...": a driving pin's level in brackets after it
    + r"|\b(?:gpios?|pins?|i/?os?|outputs?)\s*\(\s*"
    + _V
    + r"(?:\s*logic)?\s*\)\s*(?:driv\w*|into|feeding|to)\b"
    # "driven straight from an esp32 gpio (3v3)": the driving pin named after "from"
    + r"|\b(?:from|by)\s+(?:an? |the |my )?[\w-]+\s+(?:gpios?|pins?|i/?os?|outputs?)\s*\(\s*"
    + _V
    + r"(?:\s*logic)?\s*\)",
    re.I,
)


# levels in a part's clause, no rail of it: "pull-ups to 3.3 V", "TX into a 5 V board", and
# "on an I2C bus with 1.8 V pull-ups"
LEVELS_IN_CLAUSE = re.compile(
    r"(?:(?:pull-?ups?|pulled up|driven|logic levels?|input)[^.;,]{0,40}?|"
    + _SIGNAL_TO
    + ")"
    + _V
    + r"|"
    + _V
    + r"\s*(?:pull-?ups?|pulled[- ]up)\b"
    # "measuring current on a 12v line": the line the part measures, no rail of it
    + r"|\b(?:measur|sens|monitor)\w*\b[^.;,]{0,30}?\b(?:on|of|in)\s+(?:an?|the|my)\s+"
    + _V
    + r"\s*(?:line|rail|bus|circuit|load)\b",
    re.I,
)
