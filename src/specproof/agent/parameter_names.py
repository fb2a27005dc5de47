"""Validation policies on the parameter a row names: a question that names one parameter
(in quotes, or an interface timing by its words) is answered by that parameter's row only,
and a reading of a field needs the words that field is written with nearby.

A table of AC characteristics states a dozen times side by side; the field registry files
them all as one catch-all field, so the words of the name are what tell them apart.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from specproof.agent.io_supply import IO_PIN_IN_TEXT
from specproof.agent.rules.base import si
from specproof.agent.score import heading_words
from specproof.agent.terms import fact_words, words_of
from specproof.agent.understand.quantities import stated_quantities
from specproof.fields import fields_in
from specproof.store.memo import remembered_facts
from specproof.supply_thresholds import THRESHOLD_NAMED, threshold_edge
from specproof.timings import timing_kinds

if TYPE_CHECKING:
    from specproof.agent.validate import Check
    from specproof.records import Fact
    from specproof.store import Store


def named_parameter(fact: Fact, check: Check, store: Store) -> str | None:
    """A question that quotes a parameter's name asks for that row: a fact whose words
    and heading share fewer than half of the name's distinctive words is another parameter
    ("Start-Up Time for Register Read/Write" is not the gyroscope's start-up time)."""
    for quoted, name in check.asked.quoted_names:
        seen = words_of(fact_words(fact)) | heading_words(store, fact)
        if 2 * len(name & seen) < len(name):
            return f"the question names the parameter '{quoted}'; this row is another one"
    return None


_TIMING_FIELDS = frozenset({"response_time"})
# the word naming which timeout is asked ("watchdog timeout", "SMBus timeout")
_TIMEOUT_OF = re.compile(r"\b([a-z0-9]+)[\s-]+time-?out\b", re.I)
_ANY_TIMEOUT = frozenset(
    {
        "the",
        "a",
        "its",
        "bus",
        "interface",
        "serial",
        "communication",
        "i2c",
        "smbus",
        "spi",
        "uart",
    }
)


# a bus named by its protocol (a clock line's name does not tell: Bosch calls I2C's clock SCK)
_BUS_NAMES = {"i2c": r"\bi2c\b|\biic\b|\btwi\b|\bsmbus\b", "spi": r"\bspi\b", "uart": r"\buart\b"}


# the lines of a bus a timing is stated for ("SCL low period", "data setup time")
_LINE_NAMES = re.compile(
    r"\b(?:scl|sda|sck|sclk|clk|clock|cs|csn|chip select|mosi|miso|sdi|sdo|din|dout|data)\b", re.I
)


def _times_a_line(fact: Fact) -> bool:
    """A row naming a bus line or a bus, or one of a timing table's t-symbols ("tLOW")."""
    words = fact_words(fact)
    symbol = fact.symbol or ""
    return bool(
        _LINE_NAMES.search(words) or _named(words, _BUS_NAMES) or symbol.lower().startswith("t")
    )


# what a bus timing is measured for: a START or STOP condition, or a data bit ("tSU;STO",
# "tHD;STA", "tSU;DAT"); a question names it in words, a row in words or its symbol
_BUS_EVENTS = {
    "stop": r"\bstop\b|sto\b",
    "start": r"\b(?:repeated )?start\b|sta\b",
    "data": r"\bdata\b|dat\b",
}


# the I2C bus modes by the clock a question states, and as a timing table's columns name them
_MODE_BY_CLOCK = {
    "standard": r"\b100\s?khz\b",
    "fast": r"\b400\s?khz\b",
    "high-speed": r"\b3\.4\s?mhz\b",
}
_MODE_IN_ROW = {
    "standard": r"\bstandard\b",
    "fast": r"\bfast(?:[- ]mode)?\b(?![- ]?(?:mode[- ])?plus)",
    "high-speed": r"\bhigh[- ]speed\b|\bhs[- ]mode\b",
}


def _named(text: str, names: dict[str, str]) -> set[str]:
    """The keys of ``names`` whose pattern ``text`` matches."""
    return {name for name, pattern in names.items() if re.search(pattern, text, re.I)}


def _apart(asked: set[str], stated: set[str]) -> bool:
    """Both sides name one, and not the same one."""
    return bool(asked and stated and not asked & stated)


def named_timing(fact: Fact, check: Check, store: Store) -> str | None:
    """An interface timing ("data hold time", "rise time") is answered by a row of that
    timing only, and such a row answers no question about another time (a sensor's
    response time is not the hold time of its bus)."""
    if check.field not in _TIMING_FIELDS:
        return None
    words = fact_words(fact)
    named_row = f"{fact.symbol or ''} {words}"
    if _CONVERSION.search(named_row) and not _ASKS_A_CONVERSION.search(check.condition_text):
        # a sensor's conversion time answers how long a reading takes, not how long after a
        # register write an output changes
        return "the row states a conversion time; the question asks no reading or conversion"
    if not check.phrase:
        return None
    asked_bus, row_bus = _named(check.condition_text, _BUS_NAMES), _named(words, _BUS_NAMES)
    if _apart(asked_bus, row_bus):
        # a sheet times each of its interfaces in its own table: the SPI table's clock low
        # time is no I2C timing
        row, asked_of = "/".join(sorted(row_bus)), "/".join(sorted(asked_bus))
        return f"the row times the {row} interface, the question asks {asked_of}"
    if _LINE_NAMES.search(check.phrase) and not _times_a_line(fact):
        return "the question times a bus line; this row times none (an ADC's or a pin's own)"
    asked = timing_kinds(check.phrase)
    stated = timing_kinds(named_row)
    if {"rise", "fall"} <= stated and "+" in named_row:
        stated = set()  # "Response time (rise + fall)": both edges summed, the whole response
    row_mode = _named(words, _MODE_IN_ROW)
    if _apart(_named(check.condition_text, _MODE_BY_CLOCK), row_mode):
        # an I2C clock rate names the bus mode whose column holds: 3.4 MHz is high-speed mode
        return f"the row is for I2C {'/'.join(sorted(row_mode))} mode, the question's clock runs another"
    slower = _table_clock_below(fact, check, store, asked_bus)
    if slower:
        return slower
    asked_event = _named(check.condition_text, _BUS_EVENTS)
    if _apart(asked_event, _named(named_row, _BUS_EVENTS)):
        # the setup time of a STOP condition is not the data setup time beside it
        return f"the question times a {'/'.join(sorted(asked_event))} condition or bit; this row another"
    if asked and not asked & stated:
        return (
            f"the question asks a {' or '.join(sorted(asked))} time; this row states another timing"
        )
    named = _TIMEOUT_OF.search(check.condition_text or check.phrase)
    which = named.group(1).lower() if named else ""
    if which and which not in _ANY_TIMEOUT and which not in words.lower():
        # "watchdog timeout" is not the "reset timeout period" beside it
        return f"the question asks the {named.group(0)}; this row is another timeout"
    if stated and not asked:
        return (
            f"the row states a {' or '.join(sorted(stated))} time, which the question does not ask"
        )
    return None


_CONVERSION = re.compile(r"\bconver(?:sion|t)\w*|\bt_?conv", re.I)
_ASKS_A_CONVERSION = re.compile(
    r"conver\w*|measur\w*|acqui\w*|sampl\w*|\breadings?\b|\bread(?:s|ing)? (?:it|the|a)\b|"
    r"digiti\w*|\badc\b|\bresults?\b|data ready|\bupdate|\bt_?conv|\brespon\w*|\bhow (?:fast|quick)",
    re.I,
)


_CLOCK_FIELDS = {"i2c": ("i2c_clock_frequency",), "spi": ("spi_clock_frequency",)}


def _table_clock_below(fact: Fact, check: Check, store: Store, buses: set[str]) -> str | None:
    """A bus timing table states the clock it is specified for ("fSCL 400 kHz" heading a
    fast-mode table): its low and hold times say nothing of a faster bus than that."""
    asked = [s.si for s in stated_quantities(check.condition_text) if s.dimension == "frequency"]
    if not asked or not fact.doc_id:
        return None
    fields = {f for bus in buses or _CLOCK_FIELDS for f in _CLOCK_FIELDS.get(bus, ())}
    tops = [
        top
        for fld in sorted(fields)
        for row in remembered_facts(store, fact.doc_id, fld)
        if row.source.page == fact.source.page
        for top in [si(row, "max") or si(row, "value")]
        if top
    ]
    if tops and max(tops) < max(asked):
        return (
            f"the timing table on p.{fact.source.page} is specified for a bus clock up to "
            f"{_hz(max(tops))}; the question's clock is {_hz(max(asked))}"
        )
    return None


def _hz(value: float) -> str:
    return f"{value / 1e6:g} MHz" if value >= 1e6 else f"{value / 1e3:g} kHz"


# "over-current protection trip", "current limit": a protection's threshold, which a peak
# rating beside it ("Peak output current, t <= 10 ms 3 A") does not state
_PROTECTION_ASKED = re.compile(r"over-?current|\btrips?\b|\bocp\b", re.I)
_PROTECTION_ROW = re.compile(
    r"over-?current|\bOCP\b|\bI_?OCP\b|\btrip|current\s+limit|\bI_?LIM|\bI_?CL\b|short[- ]circuit",
    re.I,
)


def named_protection(fact: Fact, check: Check, store: Store) -> str | None:
    """A protection's trip point is answered by a row of that protection only: an
    over-current limit by no current rating, a supply threshold (power-on reset, brown-out,
    undervoltage lockout, write inhibit) by no operating supply range."""
    row = f"{fact.symbol or ''} {fact_words(fact)}"
    asked = not check.judging and THRESHOLD_NAMED.search(check.condition_text)
    if asked and "hysteres" in check.condition_text.lower():
        return "the question asks a threshold's hysteresis; this row states no hysteresis"
    wanted, stated = threshold_edge(check.condition_text), threshold_edge(row)
    if asked and wanted and stated and wanted != stated:
        return f"the question asks the threshold with the supply {wanted}; this row is {stated}"
    if check.field in _SUPPLY_FIELDS and asked:
        # (a rule's own supply check reads the part's clause: a build is no threshold asked)
        if _THRESHOLD_ROW.search(row):
            return None
        return "the question asks where a supply threshold trips; this row is the operating range"
    if check.field != "peak_output_current" or not _PROTECTION_ASKED.search(check.phrase):
        return None
    if _PROTECTION_ROW.search(row):
        return None
    return "the question asks where a protection trips; this row rates another current"


_SUPPLY_FIELDS = fields_in("supply_rail")
# a row stating a supply threshold: named as a question names it, or by its edge or symbol
_THRESHOLD_ROW = re.compile(
    THRESHOLD_NAMED.pattern + r"|\breset\b|\btrip|\bthreshold|\bV_?(?:POR|BOR|UVLO|WI|LOW|TH|"
    r"RST|IT|DET)\w*|\brising\b|\bfalling\b|\bhysteresis\b",
    re.I,
)


# ("16-bit mode 62.5 µV": a row of an LSB-size block, its label on the row above)
_RESOLUTION_WORDS = re.compile(
    r"resolution|\badc\b|\blsb\b|convert|quantiz|\bdigit|\b\d{1,2}[- ]?bits? (?:mode|setting)\b",
    re.I,
)
_RANGE_WORDS = re.compile(r"range|up to|\bmax|full[- ]scale|±|\bto\b|~|…|\.\.\.", re.I)


def field_words_present(fact: Fact, check: Check) -> str | None:
    """Words a reading of the field needs nearby: "8-bit, 16-bit and 32-bit reads" is a bus
    width, not an ADC resolution; "=53%RH" in a worked example is no measurement range."""
    words = fact_words(fact)
    # (a column of a parameter table was filed under its head: "LSB size" above the cells)
    labelled = fact.extractor == "param_table"
    if check.field == "resolution" and not labelled and not _RESOLUTION_WORDS.search(words):
        return "the quote never speaks of resolution or conversion"
    if (
        check.field == "measurement_range"
        and fact.min is None
        and fact.max is None
        and not _RANGE_WORDS.search(words)
    ):
        return "a lone number with no range wording is not a measurement range"
    # a part's quiescent or operating draw is no low-power state's: "supply current in
    # shutdown" of a part that has none is not its quiescent current
    standby = check.requested == "standby_current" and check.field in (
        "supply_current",
        "quiescent_current",
    )
    if standby and not _STANDBY_ROW.search(words):
        return "a supply-current row that names no low-power state answers no standby question"
    uart = check.requested == "baud_rate" and check.field != "baud_rate"
    if uart and _UART_ASKED.search(check.condition_text) and not _UART.search(words):
        # "max uart baud rate" answered by "supports a data rate of up to 150 Mbps" (Wi-Fi)
        return "the row names no serial port: another link's data rate"
    io_asked = "io_supply_voltage" in (check.field, check.requested)
    if io_asked and not _IO_SUPPLY_WORDS.search(words):
        return "the row never names an I/O or logic supply"
    return None


_UART = re.compile(
    r"\buart|\busart|\bserial\b|\bbaud|\brs-?232|\brs-?485|\btx ?d?\b|\brx ?d?\b", re.I
)
# a serial port the question names (a "baud rate" alone may be any link's)
_UART_ASKED = re.compile(r"\buart|\busart|\bserial\b|\brs-?232|\brs-?485", re.I)


# a low-power state a supply-current row may be stated for ("IDD3 STOP mode", "HALT")
_STANDBY_ROW = re.compile(
    r"sleep|standby|power[- ]?down|shut[- ]?down|\bstop\b|\bhalt\b|\bidle\b|\bbackup\b|"
    r"hibernat|dormant|\boff\b|retention|inactive|disabled",
    re.I,
)


# an I/O (logic, interface) supply row names itself so: by its pin (VDDIO, VLOGIC, VDRIVE,
# VCCA ...), "I/O", "interface", "logic", or a translator's side "VDD_A", "low-side"
_IO_SUPPLY_WORDS = re.compile(
    IO_PIN_IN_TEXT.pattern
    + r"|i/o|\binterface\b|\blogic\b|\bdigital\b|\bio\b|\bvdd_?[ab]\b|\b(?:low|high)[- ]side\b",
    re.I,
)


def field_words(fact: Fact, check: Check, store: Store) -> str | None:
    return field_words_present(fact, check)


# "current peak during the 40 kHz burst", "inrush when it powers up": the draw at its peak
_PEAK_ASKED = re.compile(r"\bpeaks?\b|\bburst\b|\binrush\b|\bsurge\b|\bspikes?\b", re.I)
_PEAK_ROW = re.compile(
    r"\bpeak|\bburst|\binrush|\bsurge|\bpulse|\bmax(?:imum)?\b|\btransmit|\btx\b|\bstart-?up\b",
    re.I,
)


def peak_draw_asked(fact: Fact, check: Check, store: Store) -> str | None:
    """A question asking a part's peak draw is not answered by a row of its working draw:
    "Working Current 15 mA" says nothing of the peak while a burst is sent."""
    if check.field != "supply_current" or not _PEAK_ASKED.search(check.phrase):
        return None
    if _PEAK_ROW.search(f"{fact.condition} {fact.source.quote}") or fact.max is not None:
        return None
    return "the question asks the peak draw; this row states the working draw"


# qualifiers that split one parameter into cases a sheet states apart: a pressure sensor's
# absolute and relative accuracy, a comparator's rising and falling threshold, an input's
# differential and common-mode rating. Each family lists its members' patterns.
_OPPOSED_QUALIFIERS: tuple[dict[str, str], ...] = (
    {
        "absolute": r"\babsolute\b(?![- ]*max)|\babs\.? acc",
        "relative": r"\brelative\b(?! humidity)",
    },
    {"rising": r"\brising\b", "falling": r"\bfalling\b"},
    {"differential": r"\bdifferential\b", "common-mode": r"\bcommon[- ]mode\b"},
)


def opposed_qualifier(fact: Fact, check: Check, store: Store) -> str | None:
    """A question naming one case of a parameter ("the absolute accuracy") is not answered
    by a row naming only another case of it ("Relative accuracy ±0.06 hPa")."""
    asked_text = check.condition_text
    for family in _OPPOSED_QUALIFIERS:
        asked, stated = _named(asked_text, family), _named(fact_words(fact), family)
        if _apart(asked, stated):
            wanted, found = "/".join(sorted(asked)), "/".join(sorted(stated))
            return f"the question asks the {wanted} case; the row states the {found} one"
    return None


# "the 12-hour mode is selected", "a 24-bit format": a number joined to its unit by a hyphen
# before a mode's name is that mode's name, no quantity the part has
_MODE_NAME = re.compile(
    r"\b(\d+(?:\.\d+)?)-(?:hour|hr|minute|second|bit|day|wire|pin|channel)s?\s+"
    r"(?:mode|format|clock|display|option|version|system|time format)\b",
    re.I,
)


def value_names_a_mode(fact: Fact, check: Check, store: Store) -> str | None:
    """A row read from "the 12-hour mode" states no time of 12 h."""
    raw = (fact.raw or "").strip()
    m = _MODE_NAME.search(fact.source.quote)
    if m and raw.startswith(m.group(1)) and "-" in raw:
        return f"'{m.group(0)}' names a mode; it states no quantity"
    return None
