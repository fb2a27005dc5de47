"""Frames: when no phrase of the lexicon matched, the word families a question uses
(volts, amps, a coil, the gate, sleep, ...) still name the field it asks.
"""

from __future__ import annotations

import re
from dataclasses import replace

from specproof.agent.understand.lexicon import (
    ABS,
    DAMAGE,
    TEMPERATURE_NOUN,
)
from specproof.agent.understand.record import FieldRequest
from specproof.agent.understand.state_cues import (
    AT_WORK,
    NO_LOAD,
    POWER_ON,
    PULSED,
    STANDBY_WORDS,
)

# When no phrase of the lexicon matched, the question still names what it measures (volts,
# amps, watts, ohms, a time, a rate, a temperature) and what about (a coil, the contacts, the
# gate, a logic level, a radio, sleep). A frame is a set of such word families that must all
# be present; the first frame that fits names the field. Families, not sentences: "How many
# volts does the module need?" and "What voltage do I feed it?" meet the same frame.
CUES: dict[str, str] = {
    "volt": r"\bvolt(?:age|ages|s)?\b|\bmv\b",
    # (a "level shifter" is a part, no level asked)
    "level": r"\blevels?\b(?![- ]?(?:shift|convert|translat))|\bthresholds?\b|\bvolt(?:age|ages|s)?\b",
    "current": r"\bcurrents?\b|\bamps?\b|\bamperes?\b|\bmilliamps?\b|\bmicroamps?\b|\bma\b|\bua\b",
    # "power" the noun, not the verb ("can it power the board")
    "power": r"\bpower\b(?![- ](?:it|them|the|a|an|from|up|down|on|off|supply|pins?|rails?|cycl\w*)\b)|\bwatts?\b|\bmilliwatts?\b|\bwattage\b",
    "time": r"\bhow long\b|\btime\b|\bdelay\b|\bwait\b|\bseconds?\b|\blatency\b",
    "freq": r"\bfrequenc(?:y|ies)\b|\bclock(?:ed|s)?\b|\b[kmg]hz\b|\bspeed\b|\bhow fast\b|\brates?\b",
    # ("a 10 kΩ thermistor" states a part, it asks no resistance)
    "ohms": r"\bresistance\b|\b(?:milli)?ohms?\b|(?<!\d)(?<!\d\s)(?<!\d[kmµu])(?<!\d\s[kmµu])ω",
    "temp": TEMPERATURE_NOUN
    + r"|°c|\bcold(?:est|er)?\b|\bhot(?:test|ter)?\b|\bambient\b|\bfreez\w*",
    "humid": r"\bhumid\w*|%\s?rh\b|\bcondensation\b",
    "coil": r"\bcoil\b|\bwinding\b",
    "contacts": r"\bcontacts?\b",
    "gate": r"\bgate\b|\bvgs\b",
    "conduct": r"\bconduct\w*|\bturns? (?:it )?on\b|\bswitch(?:es)? on\b|\bthreshold\b",
    "block": r"\bblock\w*|\bbreakdown\b|\bdrain\b",
    "closed": r"\bclosed\b|\bon\b|\bconducting\b|\benhanced\b",
    "damage": rf"{ABS}|\b{DAMAGE}",
    "signal_pin": r"\binputs?\b|\bi/?os?\b|\bgpios?\b|\bpins?\b|\bsda\b|\bscl\b|\bdin\b",
    "high": r"\bhigh\b|\blogic[- ]?(?:1|one)\b",
    "low": r"\blow\b|\blogic[- ]?(?:0|zero)\b",
    "how_high": r"\bhow high\b",
    "how_low": r"\bhow low\b",
    "output": r"\boutputs?\b|\bout pin\b|\bdriven\b|\bsourc\w+|\bsink\w*",
    # (a level the part "needs" or "sees" is one it reads: its input threshold)
    "input": r"\binputs?\b|\bdin\b|\baccept\w*|\btreat\w*|\brecogni\w*|\bread as\b|\bneeds?\b|\bsees?\b",
    "motor": r"\bmotors?\b",
    "logic": r"\blogic\b(?![- ](?:high|low|levels?|1|0|one|zero))",
    "io": r"\bi/o\b|\bvddio\b|\binterface\b",
    "analog_out": r"\banalog(?:ue)? (?:signal )?out(?:put)?\b",
    "regulator": r"\bregulat\w*|\bldo\b|\bbuck\b|\bboost\b|\bconverter\b",
    "supply": r"\bsuppl\w*|\bpower(?:ed)?\b|\bruns?\b|\boperat\w*|\bneeds?\b|\brequire\w*|\bwork\w*|\bfe(?:ed(?:s|ing)?|d)\b",
    "sleep": STANDBY_WORDS.pattern,
    "no_load": NO_LOAD.pattern,
    "pulsed": PULSED.pattern,
    "per_output": r"\boutputs?\b|\bper (?:pin|channel|bridge)\b|\bdeliver\w*|\bsourc\w+|\bsink\w*|\bchannels?\b",
    # (a "tx pin" is a UART's transmit line, no radio)
    "rf_out": r"\btx\b(?!\s*(?:pins?|lines?|wires?|/\s*rx)\b)|\brf\b|\bdbm\b|\bantenna\b|\btransmit\w*|\bradiat\w*",
    "power_on": POWER_ON.pattern,
    "measuring": r"\bmeasur\w*|\breadings?\b|\bconver\w*|\bsampl\w*|\bstep\b|\brespon\w*|\bresults?\b",
    "i2c": r"\bi2c\b|\bscl\b|\btwi\b",
    "spi": r"\bspi\b|\bsck\b|\bsclk\b",
    "uart": r"\buart\b|\bserial\b|\busart\b|\bbit ?rate\b",
    "radio": r"\bradio\b|\btransceiver\b|\brf\b|\btun(?:e|es|ed|ing)\b|\bbands?\b|\bcarrier\b|\bwireless\b",
    "data": r"\boutputs?\b|\bsampl\w*|\bconversions?\b|\breadings?\b|\bdata\b|\bmeasurements?\b|\bupdates?\b",
    "storage": r"\bstor\w*|\bunpowered\b|\bnot in use\b|\bshipping\b",
    "operate": r"\boperat\w*|\bwork\w*|\brun(?:s|ning)?\b|\bfunction\w*|\bambient\b|\brated\b|\buse[ds]?\b",
    "wrong": r"\bwrong\b|\bincorrect\b|\boff by\b|\binaccura\w*",
    # specifications the vocabulary has no field for: a frame must not claim them
    "other_spec": r"\bleakage\b|\bbias\b|\boffset\b|\bnoise\b|\bripple\b|\binrush\b|\bcapacitance\b|"
    r"\bimpedance\b|\bslew\b|\b(?:rise|fall|propagation|hold|setup) time\b|\bjitter\b|\bbandwidth\b|"
    r"\brejection\b|\blinearity\b|\brepeatability\b|\bhysteresis\b|\bcoefficient\b|\btempco\b|"
    r"\blatch-?up\b|\binjection\b|\bholding current\b",
}

CUE_RES = {name: re.compile(p) for name, p in CUES.items()}

# (all of these cues, field); the first frame that fits wins, so narrow frames come first
FRAMES: list[tuple[tuple[str, ...], str]] = [
    (("ohms", "coil"), "coil_resistance"),
    (("ohms", "closed"), "on_resistance"),
    (("volt", "coil"), "coil_voltage"),
    (("power", "coil"), "coil_power"),
    (("current", "contacts"), "contact_current"),
    (("volt", "contacts"), "contact_voltage"),
    (("gate", "conduct"), "gate_threshold_voltage"),
    (("volt", "block"), "drain_source_voltage"),
    (("level", "damage", "signal_pin"), "abs_max_input_voltage"),
    (("volt", "damage"), "abs_max_supply_voltage"),
    (("damage", "signal_pin"), "abs_max_input_voltage"),
    (("level", "high", "low", "output"), "output_high_voltage+output_low_voltage"),
    (("level", "high", "low"), "input_high_voltage+input_low_voltage"),
    (("level", "high", "output"), "output_high_voltage"),
    (("level", "low", "output"), "output_low_voltage"),
    (("how_high", "output"), "output_high_voltage"),
    (("how_low", "output"), "output_low_voltage"),
    (("level", "high", "input"), "input_high_voltage"),
    (("level", "low", "input"), "input_low_voltage"),
    (("volt", "motor"), "load_supply_voltage"),
    (("volt", "logic"), "logic_supply_voltage"),
    (("volt", "io"), "io_supply_voltage"),
    (("volt", "analog_out"), "analog_output_voltage"),
    (("volt", "regulator"), "output_voltage"),
    (("volt", "supply"), "supply_voltage"),
    (("current", "sleep"), "standby_current"),
    (("current", "no_load"), "quiescent_current"),
    (("current", "pulsed", "per_output"), "peak_output_current"),
    (("current", "per_output"), "output_current"),
    (("current",), "supply_current"),
    (("power", "rf_out"), "tx_power"),
    (("level", "rf_out"), "tx_power"),
    (("power",), "power_consumption"),
    (("time", "power_on"), "warm_up_time"),
    (("time", "measuring"), "response_time"),
    (("freq", "i2c"), "i2c_clock_frequency"),
    (("freq", "spi"), "spi_clock_frequency"),
    (("freq", "uart"), "baud_rate"),
    (("freq", "radio"), "frequency_band"),
    (("freq", "data"), "data_rate"),
    (("temp", "storage"), "storage_temperature"),
    (("temp", "operate"), "operating_temperature"),
    (("humid", "operate"), "operating_humidity"),
    (("wrong",), "accuracy"),
]


# "the voltage and max current of the LDO output": two quantities of one subject, each
# asked of it
_PAIRED = re.compile(
    r"\b(?P<a>volt(?:age|ages|s)?|currents?)\s+and\s+(?:the\s+)?(?:max(?:imum)?\s+|min(?:imum)?\s+)?"
    r"(?P<b>volt(?:age|ages|s)?|currents?)\b"
)


def frame_fields(text: str) -> list[FieldRequest]:
    """The fields of the first frame whose word families all occur in the question; each
    of two quantities asked of one subject reads as its own request."""
    paired = _PAIRED.search(text.split("?")[0])
    if paired and paired.group("a")[0] != paired.group("b")[0]:
        # (each read with the other word blanked, so offsets stay the question's own)
        first = _frame_fields(_blanked(text, paired.start("b"), paired.end("b")))
        second = _frame_fields(_blanked(text, paired.start("a"), paired.end("a")))
        if first and second and {r.field for r in first}.isdisjoint(r.field for r in second):
            return [replace(r, phrase=" ".join(r.phrase.split())) for r in first + second]
    return _frame_fields(text)


def _blanked(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _frame_fields(text: str) -> list[FieldRequest]:
    asked = text.split("?")[0]
    hits = {name: m.start() for name, cue in CUE_RES.items() if (m := cue.search(asked))}
    if "other_spec" in hits:
        return []
    if "sleep" in hits and AT_WORK.search(asked):
        del hits["sleep"]  # "only the accelerometer active (gyro disabled)": at work
    for cues, name in FRAMES:
        if all(c in hits for c in cues):
            first = min(hits[c] for c in cues)
            return [
                FieldRequest(part, None, asked[first:], first, len(asked))
                for part in name.split("+")
            ]
    return []
