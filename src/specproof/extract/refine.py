"""After a label is mapped to a field: the row's condition or sentence may refine the
field (a peak drawn from the supply is a supply current; a bit rate on a UART is a baud
rate), and a value must be plausible for the field it landed in (no 40 A standby current,
no output voltage given only as an expression).
"""

from __future__ import annotations

import copy
import re

from specproof.extract.labels import (
    AIR_RATE,
    CLOCKED_BUS,
    MEASURE,
    OUTPUT_WORDS,
    OWN_DRAW,
    SERIAL_PORT,
)
from specproof.extract.lexicon import I2C_WORD, FieldGuess
from specproof.fields import abs_max_of, fields_in
from specproof.units import ParsedValue

# a low-power mode named by a row's test condition ("Supply current | Power-down
# current at 25 °C | 0.5 µA"); "nSLEEP = 0 V" or "SLEEP pin = high" name a pin, not a mode
_MODE_CONDITION = re.compile(
    r"(?<![A-Za-z])(?:power[\s-]?down|sleep|stand[\s-]?by|shut[\s-]?(?:down|off)|hibernat\w*|"
    r"dorman\w*|deep[\s-]?sleep|off[\s-]mode|EM[2-4]|inactive)(?![A-Za-z])(?!\s*(?:pin\s*)?[=<>≤≥])",
    re.I,
)
_CHARGING_CONDITION = re.compile(
    r"\bcurrent\s+mode|constant[\s-]current|\bCC\s+mode|fast[\s-]charge", re.I
)
_ACTIVE_CONDITION = re.compile(
    r"(?<![A-Za-z])(?:operating|active|normal|measur\w*|conversion|converting|tx|rx|transmit\w*|receiv\w*)"
    r"(?![A-Za-z])",
    re.I,
)


# a table of a relay's or contactor's contacts: its "rated operating voltage" is the voltage
# the contacts switch, not a supply of the part (the coil is its supply)
_CONTACT_TABLE = re.compile(
    r"\bcontacts?\s+(?:ratings?|data|characteristics|specifications?)\b|\b(?:main|load)\s+contacts?\b",
    re.I,
)
_CONTACT_FIELDS = {"supply_voltage": "contact_voltage", "supply_current": "contact_current"}


def refine_by_condition(guess: FieldGuess, condition: str) -> FieldGuess:
    """A supply current whose own test condition names a power-down or sleep mode is
    the standby current of that mode; a "peak current" stated at the part's power supply
    is its own peak draw; a supply in a table of contacts is what the contacts switch."""
    if guess.field in _CONTACT_FIELDS and _CONTACT_TABLE.search(condition):
        return FieldGuess(_CONTACT_FIELDS[guess.field], guess.quantity, guess.confidence)
    if guess.field == "peak_output_current" and _drawn_from_supply(condition):
        return FieldGuess("supply_current", guess.quantity, guess.confidence)
    if guess.field == "spi_clock_frequency" and I2C_WORD.search(condition):
        # "SCLK Frequency | 2-wire mode | 400 kHz": a control port's clock in its I2C mode
        return FieldGuess("i2c_clock_frequency", guess.quantity, guess.confidence)
    charging = _CHARGING_CONDITION.search(condition) and not _MODE_CONDITION.search(condition)
    if guess.field == "standby_current" and charging:
        # a charger's battery-pin current ("IBAT") in its constant-current mode is the
        # charge current it delivers; in standby or shutdown it is a drain
        return FieldGuess("output_current", guess.quantity, guess.confidence)
    if guess.field != "supply_current" or not condition:
        return guess
    if _MODE_CONDITION.search(condition) and not _ACTIVE_CONDITION.search(condition):
        return FieldGuess("standby_current", guess.quantity, guess.confidence)
    return guess


def _drawn_from_supply(condition: str) -> bool:
    """A peak current stated "@5V power supply" or among the part's consumption figures:
    the part's own peak draw (a module's radio or lamp bursts), not a current it delivers
    to a load, whose conditions name the load, the output or a driver rail instead."""
    return bool(OWN_DRAW.search(condition) and not OUTPUT_WORDS.search(condition))


# a label whose bare number has one unit by definition: a baud rate counts bits per second
# ("Baud rate:9600", "Baudrate 115200"); no other reading of that number exists
_IMPLIED_UNITS = ((re.compile(r"\bbaud(?:\s*rate)?\b|\bbaudrate\b", re.I), "bps"),)


def implied_unit(label: str) -> str | None:
    """The unit a bare number after ``label`` is stated in, when the label fixes it."""
    for rx, unit in _IMPLIED_UNITS:
        if rx.search(label):
            return unit
    return None


_VALUES_HOLD_AT = re.compile(
    r"\b(?:values?|specifications?|limits?|parameters?|characteristics)\s+(?:apply|hold|"
    r"are (?:specified|given|measured|guaranteed|valid))\s+(?:at|for|with|over)\b",
    re.I,
)


def refine_by_sentence(
    guess: FieldGuess, dimension: str | None, sentence: str
) -> FieldGuess | None:
    """A bit rate read as a data rate from a sentence about a bus ("The SPI is a standard
    SPI with a maximum data rate of 10Mbps") is the bus speed: a UART's is its baud rate, an
    SPI's or I2C's is its clock, stated in Hz in the timing table, so the bit rate is no fact
    of its own. The label right before a number may not reach back to the bus name; the
    sentence does. A sentence that also speaks of the part's own rate (air, samples) stays.

    A supply in a sentence saying where a table's values hold ("Typical values apply at
    VCC = +3.3V or +5.0V") is a test condition, no rating of the part."""
    if guess.field in _SUPPLIES and _VALUES_HOLD_AT.search(sentence):
        return None
    if (
        guess.field != "data_rate"
        or dimension != "bitrate"
        or AIR_RATE.search(sentence) is not None
    ):
        return guess
    if SERIAL_PORT.search(sentence) is not None:
        return FieldGuess("baud_rate", guess.quantity, guess.confidence)
    if CLOCKED_BUS.search(sentence) is not None:
        return None
    return guess


def air_humidity(guess: FieldGuess, pv: ParsedValue, label: str) -> FieldGuess:
    """ "Relative humidity 5 … 95 %" with no measuring word: a humidity range short of both
    ends is the air the part works in (a humidity sensor reads from 0 or to 100 %)."""
    if guess.field != "measurement_range" or guess.quantity != "relative_humidity":
        return guess
    if MEASURE.search(label) or pv.min is None or pv.max is None:
        return guess
    if pv.min > 0 and pv.max < 100:
        return FieldGuess("operating_humidity", None, guess.confidence)
    return guess


def plausible(guess: FieldGuess, pv: ParsedValue) -> bool:
    """Numbers a field can take: a ±tolerance is no temperature or humidity range, and
    relative humidity lies within 0-100 %."""
    environmental = guess.field in ("operating_temperature", "operating_humidity") or (
        guess.field == "measurement_range"
        and guess.quantity in ("temperature", "relative_humidity")
    )
    if environmental and pv.tolerance:
        return False  # "±5%RH", "±2 °C": a deviation
    if environmental and set(pv.bounds()) <= {"value", "typ"}:
        return False  # "Range: At 25℃ ±2℃": a lone temperature is a test point, no range
    humidity = guess.field == "operating_humidity" or (
        guess.field == "measurement_range" and guess.quantity == "relative_humidity"
    )
    if guess.field == "operating_humidity" and set(pv.bounds()) == {"value"}:
        return False  # "Humidity: 65%" beside a curve: a test point; a limit has a bound word
    if guess.field == "operating_humidity" and pv.max is not None and pv.max < 10:
        return False  # "Sluggish <0.3 %RH": a hysteresis or drift; no part works only below 10 %
    if humidity:
        return all(0 <= x <= 100 for x in pv.bounds().values())
    if guess.field == "operating_temperature" and pv.min is not None and pv.min > 25:
        # every working range holds room temperature: "40 °C ~ 85 °C" is "-40" whose minus
        # sign ended the line before it ("Range: -" / "40℃~85℃")
        return False
    if guess.field == "output_voltage" and pv.expr_max and pv.max is None and pv.typ is None:
        # "VO 0 to VCC": an output pin may swing anywhere up to its own supply. That is the
        # allowed pin range of a logic part; a regulated output is stated as a number
        return False
    return _plausible_magnitude(guess, pv)


# the largest current a field can take in a small device's datasheet: a "supply current"
# of 936 A is a package code ("CASE 936A-02") read as a range, no consumption
_MAX_AMPS = {"standby_current": 1.0, "quiescent_current": 1.0, "supply_current": 20.0}
_SUPPLIES = fields_in("supply_rail")


def _plausible_magnitude(guess: FieldGuess, pv: ParsedValue) -> bool:
    amps = [abs(x) for x in (pv.si(b) for b in pv.bounds()) if x is not None]
    limit = _MAX_AMPS.get(guess.field)
    if limit is not None and pv.dimension == "current" and any(a >= limit for a in amps):
        return False
    wide = bool(pv.min and pv.max and pv.min > 0 and pv.max / pv.min > 100)
    if guess.field == "resolution" and wide and not pv.tolerance:
        return False  # "High resolution (1 - 65535 lx)": the measuring range beside it
    if guess.field == "accuracy" and guess.quantity == "temperature" and _exceeds(pv, 10.0):
        return False  # "tolerance 25 °C, including": a test temperature, no ±°C error
    # "±0.512 V": an input range, no (dual) supply of a working device
    top = pv.si("max")
    dual_too_small = pv.tolerance and top is not None and abs(top) < 1.5
    # "(0V - VLOGIC)", "Typically < 50mV": a ground level or a drop, no rail a part runs on
    volts = [abs(x) for x in (pv.si(b) for b in pv.bounds()) if x is not None]
    no_rail = bool(volts) and max(volts) < 0.9 and not (pv.expr_max or pv.expr_min)
    return not (guess.field in _SUPPLIES and (dual_too_small or no_rail))


def _exceeds(pv: ParsedValue, limit: float) -> bool:
    """Some bound of the value exceeds ``limit`` in magnitude (in the stated unit)."""
    return any(abs(x) > limit for x in pv.bounds().values())


def recover_micro(guess: FieldGuess, pv: ParsedValue) -> bool:
    """A standby or quiescent current of tens of amperes has lost its "µ" (a Symbol-font
    glyph the text layer drops: "Istby 80 200 A" is 80 µA): read it as µA. True when done."""
    if guess.field not in ("standby_current", "quiescent_current") or pv.canonical != "A":
        return False
    if not pv.bounds() or max(abs(x) for x in pv.bounds().values()) < 1.0:
        return False
    pv.unit, pv.canonical = "µA", "uA"
    return True


# "a heater voltage above 5.5V, even briefly, shifts the resistance permanently": the
# number is a limit never to pass, stated as a warning, not the bottom of a working range
_WARNING = re.compile(
    r"\b(?:above|exceed\w*|over|higher than|more than|beyond)\s+[-+]?\d+(?:\.\d+)?\s*[a-zA-Zµ℃°]*"
    r"[^.]{0,60}?\b(?:damag\w*|destroy\w*|permanent\w*|degrad\w*|shifts?\b|must not|never|do not)",
    re.I,
)


def warned_limit(pv: ParsedValue, sentence: str) -> bool:
    """The value is a lower bound only, in a sentence that warns never to pass it."""
    return pv.min is not None and pv.max is None and _WARNING.search(sentence) is not None


def refine_by_warning(
    guess: FieldGuess, pv: ParsedValue, sentence: str
) -> tuple[FieldGuess, ParsedValue]:
    """A value a warning says never to exceed is the rating of the field, as its maximum
    (a new value: the parsed one may be read again for another fact)."""
    rating = abs_max_of(guess.field)
    if rating is None or not warned_limit(pv, sentence):
        return guess, pv
    limit = copy.copy(pv)
    limit.max, limit.min = pv.min, None
    return FieldGuess(rating, guess.quantity, guess.confidence), limit
