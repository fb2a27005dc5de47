"""Map a parameter label (+ symbol, unit dimension, section) to a field of fields.json.

The dimension of the stated unit decides first: a label is only ever mapped to a
field of the same dimension, which is what keeps "supply current" and "supply
voltage" apart even when a label is vague. Within a dimension, phrase and symbol
patterns decide, most specific first; the section kind decides between an
operating value and an absolute maximum rating.
"""

from __future__ import annotations

import re

from specproof.extract.guess import FieldGuess
from specproof.extract.labels import (
    ACCURACY,
    AIR_RATE,
    ANALOG_IN,
    ANALOG_OUT,
    BAND,
    BAUD,
    CLOCKED_BUS,
    COIL,
    CONTACT,
    DATA_RATE,
    DROPOUT,
    GATE_TH,
    HUMIDITY_OP,
    I2C_CLOCK,
    IO_SUPPLY,
    LOAD_SUPPLY,
    LOGIC_SUPPLY,
    MEASURE,
    ON_RES,
    OPERATING_T,
    OUTPUT_CURRENT,
    OUTPUT_VOLTAGE,
    OUTPUT_WORDS,
    OWN_DRAW,
    PEAK_OUT,
    POWER,
    QUANTITY_RX,
    QUIESCENT,
    RESOLUTION,
    RESPONSE_T,
    RX_SENS,
    SENSITIVITY,
    SERIAL_PORT,
    SPI_CLOCK,
    STANDBY,
    STORAGE,
    SUPPLY_CURRENT,
    SUPPLY_VOLTAGE,
    TX_POWER,
    VDS,
    VIH,
    VIL,
    VOH,
    VOL,
    WARMUP_T,
    named_quantity,
)
from specproof.extract.rating_labels import abs_max_current, abs_max_voltage
from specproof.fields import abs_max_of
from specproof.rating_words import RATING_LABEL, names_a_dissipation, names_a_rating
from specproof.records import SectionKind
from specproof.supply_thresholds import names_a_supply_threshold
from specproof.timings import timing_kinds
from specproof.tokens import names_word

# "TEMPERATURE LSB (50h)", "ACCEL_XOUT LSB register": the low byte of a register, no step
_REGISTER_BYTE = re.compile(r"\bbyte\b|\bMSB\b|register|(?-i:\b[0-9A-F]{2}h\b)|\b0x[0-9A-F]+", re.I)


def _is_resolution(text: str) -> bool:
    """The label names a resolution: the word, or an LSB that is a step, not a byte."""
    if not _any(RESOLUTION, text):
        return False
    return "resolution" in text.lower() or not _REGISTER_BYTE.search(text)


# a ground reference, alone or listed after its name: "VSS", "Ground DGND, AGND"
_GROUND = re.compile(
    r"^(?:ground\s+)?(?:V_?SS\w{0,3}|V_?EE|[AD]?GND|PGND)(?:\s*,\s*(?:V_?SS\w{0,3}|[AD]?GND|PGND))*$",
    re.I,
)


def is_ground_symbol(text: str) -> bool:
    return _GROUND.match(text.strip()) is not None


def _any(rx: re.Pattern[str], text: str) -> bool:
    return rx.search(text) is not None


# labels whose numbers are no ratings: a mass ("Unit weight 10g"), contact forms ("1A, 1B")
_NOT_A_RATING = re.compile(
    r"\b(?:weight|mass)\b|contact\s+(?:arrangement|form|configuration)|\barrangement\b", re.I
)


# the title of a drawing above a rail or pin label: the figure shows a circuit (often with
# other parts and an example supply), it rates nothing
_FIGURE_LABEL = re.compile(
    r"block\s+diagram|\bschematic\b|application\s+(?:circuit|diagram|schematic)|"
    r"typical\s+application\b|connection\s+diagram|example\s+circuit",
    re.I,
)


def classify(
    label: str,
    dimension: str | None,
    section: SectionKind = SectionKind.OTHER,
    symbol: str | None = None,
    n_bounds: int = 1,
) -> FieldGuess | None:
    """The field a labelled value belongs to, or None when the label says too little."""
    if not dimension:
        return None
    if _symbol_chain(label):
        # "tWAKE tSTART tDWAKE": symbols of rows above glued on by a wrapped table; the
        # last one is this row's own, the ones before name other parameters
        label = symbol = label.split()[-1]
    text = f"{label} {symbol or ''}".strip()
    if section != SectionKind.ABS_MAX and names_a_rating(label):
        return _rating_named(label, dimension, section, symbol, n_bounds)
    if _NOT_A_RATING.search(text):
        return None  # a part's weight in g, a contact form code "1A": no electrical spec
    if _FIGURE_LABEL.search(text):
        return None  # "Functional Block Diagram VCC +5 V": a drawing's annotation
    if dimension == "voltage" and symbol and _GROUND.match(symbol) and "supply" not in text.lower():
        return None  # "VSS 0 V": the ground reference; ST's "VSS Logic Supply Voltage" is none
    if dimension in _SENSED and _OTHER_METRIC.search(_INCLUDED.sub("", text)):
        return None  # hysteresis, nonlinearity, drift, noise: no accuracy, resolution or range
    handler = _BY_DIMENSION.get(dimension)
    if handler is None and dimension.endswith("/count"):
        # "0.045 lux/LSB", "0.01 °C/LSB": the size of one count, whatever the label calls
        # it ("Maximum Lux Sensitivity"), is the resolution of the quantity
        of_quantity = _BY_DIMENSION.get(dimension.split("/")[0])
        guess = of_quantity("resolution", section, n_bounds) if of_quantity else None
        return guess if guess is not None and guess.field == "resolution" else None
    if handler is None:
        return _compound(text, dimension)
    guess = handler(text, section, n_bounds)
    if guess is not None and guess.field == "measurement_range" and _OUTPUT_CHANNEL.search(text):
        return None  # "through PWM (range 0~2000 ppm)": the scale of an output, no sensing span
    return guess


def _rating_named(
    label: str, dimension: str, section: SectionKind, symbol: str | None, n_bounds: int
) -> FieldGuess | None:
    """A row whose own label says it is an absolute rating ("Absolute Max. Input Voltage"
    in a module's specification table) is the rating twin of the field its other words
    name; a field without a twin is read as the ratings table would read it."""
    rest = RATING_LABEL.sub(" ", label).strip()
    plain = classify(rest, dimension, section, symbol, n_bounds) if rest else None
    twin = abs_max_of(plain.field) if plain is not None else None
    if twin is not None:
        return FieldGuess(twin, plain.quantity, plain.confidence)  # type: ignore[union-attr]
    return classify(rest or label, dimension, SectionKind.ABS_MAX, symbol, n_bounds)


# an output channel the sensor reports on: its full scale is set for that output (a PWM
# duty or DAC span mapped to part of the reading), no measuring range of the part
_OUTPUT_CHANNEL = re.compile(
    r"\bPWM\b|\bDAC\b|\banalog(?:ue)?\s+(?:output|out)\b|\b(?:voltage|current)\s+output\b|"
    r"\boutput\s+(?:through|via|by|on)\b|\b4\s?-\s?20\s?mA\b",
    re.I,
)


# a subscripted symbol as text layers flatten it: "tWAKE", "fSCL" (an all-caps word is none)
_SYMBOL = re.compile(r"[a-z][A-Z][A-Z0-9_²]{1,}")


def _symbol_chain(label: str) -> bool:
    """The label is two or more parameter symbols and nothing else ("tWAKE tSTART")."""
    tokens = label.split()
    return len(tokens) >= 2 and all(_SYMBOL.fullmatch(t) for t in tokens)


# figures of merit of a sensor besides accuracy and resolution: a "±1 %RH hysteresis"
# or "0.5 %RH/year long-term stability" is neither, whatever label row stands above it
_OTHER_METRIC = re.compile(
    r"hyster|non[\s-]?linear|linearity|long[\s-]term|stability|repeatab|reproducib|\bnoise\b|"
    r"\bdrift\b|coefficient|\bPSRR\b|rejection|\bNL[A-Z]?\b",
    re.I,
)
_INCLUDED = re.compile(r"\b(?:includ\w*|incl\.)\s.*", re.I)  # "accuracy, including hysteresis"
_SENSED = frozenset({"humidity", "temperature", "ratio", "pressure"})


_COIL_LIMIT = re.compile(
    r"^(?=.*\bcoil\b).*(?:pick[\s-]?up|pull[\s-]?in|drop[\s-]?out|release|must[\s-]+(?:operate|release)|"
    r"allowable|operate\s+voltage)"
    # "must-operate" and "release voltage" name a relay's coil even without the word
    # "coil" (a table headed "NO contact" is still no contact rating)
    r"|must[\s-]+(?:operate|release)|\b(?:operate|release)\s+voltage",
    re.I,
)


# an output's logic level named right before the value: "output: high", "output, low level"
# ("high 3.3V / low 0V": a decimal point inside the span is no sentence end)
_OUTPUT_LEVEL = re.compile(
    r"\boutput\b(?:[^.;]|(?<=\d)\.(?=\d)){0,40}?\b(high|low)(?:\s+level)?\s*$", re.I
)


def _no_voltage_field(text: str) -> bool:
    """Voltages a sheet states that are no voltage of the part's: a relay's pick-up or
    drop-out, the product's kind, a body-diode drop, an LCD's drive, a ramp rate."""
    return bool(
        # a relay's pick-up / drop-out / max allowable voltage is no coil rating
        _COIL_LIMIT.search(text)
        # "Low Dropout Voltage Regulator - Fixed 3.3 V": the product's kind
        or re.search(r"drop[\s-]?out\s+(?:voltage\s+)?(?:linear\s+)?regulators?\b", text, re.I)
        # a transistor's body-diode drop: no supply, gate or drain rating
        # (a character LCD's "Supply voltage for LCD VDD–V0": the glass's drive, set by the
        # contrast, no supply of the module)
        or re.search(
            r"body\s+diode|diode\s+forward|\bV_?SD\b|source[\s-]+drain\s+diode|"
            r"\bfor\s+(?:the\s+)?LCD\b|\bLCD\s+(?:drive|driving)\s+voltage|\bV_?DD\s*[-–]\s*V_?0\b",
            text,
            re.I,
        )
        # a ramp rate in V/µs, or a figure's dependence on a swept supply
        or _NOT_A_LEVEL.search(text)
    )


# a load-cell amplifier's "Excitation output E+": a rail it puts out for the bridge, no
# supply nor regulator output (a load cell's "excitation voltage" it takes)
_EXCITATION = re.compile(r"\bexcitation\s+output\b|\boutput\s+excitation\b", re.I)


# the range a signal pin may be driven over, named by the pin ("IN pin voltage VIN", "EN
# pin voltage") or as a logic input's: no supply of the part, whatever symbol it uses
_SIGNAL_PIN_RANGE = re.compile(
    r"^(?!.*\bV_?(?:CC|DD|IN|BAT|S|M|BUS)\w*\s+pins?\b)"
    r"(?:.*\b(?-i:[A-Z][A-Z0-9/]{0,7})\s+pins?\s+voltage\b|.*\blogic\s+input\s+voltage\b)",
    re.I,
)


def _voltage(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if _no_voltage_field(text):
        return None
    if names_word(text, "tolerance", "accuracy") and _any(OUTPUT_VOLTAGE, text):
        # "Output voltage tolerance ±50 mV": how far the output may stray, no output level
        return FieldGuess("accuracy", "voltage", 0.7)
    if _any(GATE_TH, text) and section != SectionKind.ABS_MAX:
        return FieldGuess("gate_threshold_voltage")  # before "threshold" is refused below
    if names_a_supply_threshold(text) and section != SectionKind.ABS_MAX:
        return FieldGuess("supply_threshold_voltage")  # (so is a reset's or lockout's)
    if _EXCITATION.search(text):
        return None
    switched = _switched_input_threshold(text, section)
    if switched is not None:
        return switched  # (before "threshold" is refused below)
    level = _OUTPUT_LEVEL.search(text)
    if level and section != SectionKind.ABS_MAX:
        # "Level output: high 3.3V / low 0V", "OUT: signal output, high 3.3V when triggered"
        high = level.group(1).lower() == "high"
        return FieldGuess("output_high_voltage" if high else "output_low_voltage", confidence=0.8)
    if re.search(
        r"hyster|\bV_?HYS|threshold(?!.*gate)|UVLO|under[\s-]?voltage|lock[\s-]?out|ripple|noise|offset|regulation|drop\s+of|"
        r"rejection|\bESD\b|isolation|clamp|dielectric|insulation|withstand|"
        r"between\s+(?:coil|contacts?|open|terminals?|input\s+and)|power\s+force|allowable\s+power|"
        r"sensitivity|sine\s+wave|capacitor|\bPSRR\b|pull[\s-]?up|\bV_?PU\b|\btrip\b|\bV_?TRIP\b|"
        r"\bsens(?:e|ing)\s+voltage|\bV_?SENS|start[\s-]?up",
        text,
        re.I,
    ):
        # test voltages, contact power ratings and the input a converter starts up from
        # are no operating voltages
        return None
    if section == SectionKind.ABS_MAX:
        return abs_max_voltage(text)
    if _SIGNAL_PIN_RANGE.search(text):
        return None  # "IN pin voltage 0 - 5.5 V": how far a signal pin may be driven
    if _TRANSIENT.search(text):
        # an automotive load-dump voltage or a converter's input surge ("Input voltage,
        # surge | 100 ms max. | 40 V") is a transient the part survives, never a range it
        # runs in, wherever the sheet lists it (often in a front-page summary box)
        return FieldGuess("abs_max_supply_voltage", confidence=0.8)
    level = _output_level(text)
    if level is not None:
        return level
    for rx, name in (
        (VIH, "input_high_voltage"),
        (VIL, "input_low_voltage"),
        (VOH, "output_high_voltage"),
        (VOL, "output_low_voltage"),
        (DROPOUT, "dropout_voltage"),
        (GATE_TH, "gate_threshold_voltage"),
        (VDS, "drain_source_voltage"),
    ):
        if _any(rx, text):
            return FieldGuess(name)
    if re.search(r"\breference\b|\bV_?REF", text, re.I) and not _any(IO_SUPPLY, text):
        return None  # an ADC's or regulator's reference voltage: no field of its own
    if re.search(r"\bV_?I\b", text) and not re.search(r"supply|\bV_?IN\b", text, re.I):
        return None  # "VI input voltage": the signal range on logic inputs, no supply
    if _any(COIL, text) and not _any(CONTACT, text):
        return FieldGuess("coil_voltage", confidence=0.8)
    if _any(CONTACT, text):
        return FieldGuess("contact_voltage", confidence=0.8)
    own_rail = _any(LOAD_SUPPLY, text) or _any(LOGIC_SUPPLY, text) or "L+" in text  # IO-Link L+
    if _any(IO_SUPPLY, text) and not own_rail:
        return FieldGuess("io_supply_voltage")  # ("Load voltage VL": the load's, not VL's)
    made = re.search(r"supply\s+output|output\s+(?:supply|rail)|\bregulator\s+output", text, re.I)
    if made and (n < 2 or not re.search(r"\bregulator\s+output\s+voltage", text, re.I)):
        # "Power Supply Output (+1.8V) for the internal PA": a rail the part makes for itself;
        # a "Regulator output voltage" stated as a range is the regulator's output spec
        return None
    if _any(LOGIC_SUPPLY, text):
        return FieldGuess("logic_supply_voltage")
    if _any(LOAD_SUPPLY, text) and re.search(r"supply|voltage|\bVM\b|\bVMOT\b", text, re.I):
        return FieldGuess("load_supply_voltage")
    return _signal_or_supply(text)


def _signal_or_supply(text: str) -> FieldGuess | None:
    """The rest of a voltage's readings: an analog signal out or in, a measured range or
    step, or the output or supply of the part."""
    if _any(ANALOG_OUT, text) and not _SUPPLY_WORDS.search(text):
        if re.search(r"\boperating\s+range\b", text, re.I):
            # "Operating Range VS" under POWER SUPPLY: the range the supply VS may span
            return FieldGuess("supply_voltage", confidence=0.8)
        return FieldGuess("analog_output_voltage", confidence=0.8)
    if re.search(r"\bbus\b.{0,12}full[\s-]scale", text, re.I):
        return FieldGuess("measurement_range", "voltage", 0.75)  # "32-V bus full-scale range"
    if _any(ANALOG_IN, text) and not re.search(r"supply|reference|\bV_?REF", text, re.I):
        return FieldGuess("analog_input_range", confidence=0.75)
    if _is_resolution(text) or re.search(r"step\s+size", text, re.I):
        return FieldGuess("resolution", "voltage", 0.7)  # "Bus Voltage LSB 4 mV": a step
    if re.search(r"bus\s+voltage|shunt\s+voltage", text, re.I) and _any(MEASURE, text):
        return FieldGuess("measurement_range", "voltage", 0.75)
    if re.fullmatch(r"(?:\w+\s*/\s*)?bus\s+voltage(?:\s+V_?BUS){0,2}", text.strip(), re.I):
        # a device powered from its field bus (KNX, DALI, M-Bus): the bus is its supply; a
        # power monitor names the bus voltage it measures as a range or an input
        return FieldGuess("supply_voltage", confidence=0.7)
    if _any(OUTPUT_VOLTAGE, text):
        return FieldGuess("output_voltage", confidence=0.8)
    if _any(SUPPLY_VOLTAGE, text):
        return FieldGuess("supply_voltage", confidence=0.85)
    return None


# a rate of change ("supply ramp rate 1 V/µs") or a dependence on a swept voltage ("output
# power variation vs VDD, 1.8 V to 3.8 V"): the volts there are no level the part is rated at
_NOT_A_LEVEL = re.compile(
    r"ramp[\s-]?(?:rate|up\s+rate)|\bslew|\bdV/dt|\bvariation\b|(?-i:\bvs\.?\s)|\bversus\b", re.I
)


# words that name the rail a part runs from: "Extended operating voltage VS(OP)" is the
# supply range even though "VS" alone is also how some sensors name their output signal
_SUPPLY_WORDS = re.compile(
    r"\bsupply\b|(?:operating|working|nominal)\s+(?:supply\s+)?voltage|\bV_?S\(OP\)", re.I
)


_TRANSIENT = re.compile(r"load[\s-]?dump|\bsurge\b|(?-i:\bV_?S\(LD\))", re.I)


def _output_level(text: str) -> FieldGuess | None:
    """A logic level of an output: "Logic Low Output nINT 0.6 V" is a VOL even though
    "logic low" alone reads as an input level. A label naming inputs too, or stating its
    symbol ("Vout = Nominal (Regulator ON) VIL": the output is a test condition), stays."""
    if not names_word(text, "output", "outputs") or names_word(text, "input", "inputs"):
        return None
    if re.search(r"\bV_?(?:IH|IL|OH|OL)", text, re.I):
        return None
    if _any(VOH, text) or _any(VIH, text):
        return FieldGuess("output_high_voltage")
    if _any(VOL, text) or _any(VIL, text):
        return FieldGuess("output_low_voltage")
    return None


_INPUT_SWITCHES = re.compile(
    # ("ON threshold (input seen as 1)" of an isolated input; an undervoltage lockout's or
    # a charger's on and off thresholds are its supply's, no input level)
    r"^(?!.*\b(?:uvlo|under[\s-]?voltage|lock[\s-]?out|supply|battery|charg\w*|V_?(?:CC|DD|IN)\b))"
    r".*\b(?:input\s+)?(on|off)\s+threshold|"
    r"\b(?:signal|control|logic|trigger)\s+input\b[^.;]{0,20}?\b(?:load|output|relay|switch)\s+"
    r"(?:fully\s+|turned\s+|switched\s+)?(on|off)\b",
    re.I,
)


def _switched_input_threshold(text: str, section: SectionKind) -> FieldGuess | None:
    """A digital input's "Input ON threshold ≥ 14 V", or a switch module's "Signal input,
    load fully on 3.3 - 5 V": the level it reads as on (or off)."""
    switched = _INPUT_SWITCHES.search(text)
    if switched is None or section == SectionKind.ABS_MAX:
        return None
    state = (switched.group(1) or switched.group(2)).lower()
    return FieldGuess("input_high_voltage" if state == "on" else "input_low_voltage")


def _current(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if re.search(
        # (a converter's "No-load input current" or "Shutdown input current" is its own draw
        # in that state, no logic input's current)
        r"leakage|dark|zero\s+gate|bias\s+current|(?<!no[- ]load )(?<!shutdown )(?<!standby )input\s+current|short[\s-](?:circuit|current)|\bI_?SHORT\b|\bI_?(?:IH|IL|LKG|B)\b|adjust\s+pin|"
        r"additional|\bΔ\s?I|per\s+input|"
        r"minimum\s+load|start[\s-]?up\s+current|detector|detection|short\s+to\s+(?:gnd|ground|vs|supply)",
        text,
        re.I,
    ):
        return None
    if section == SectionKind.ABS_MAX:
        return abs_max_current(text)
    if _any(CONTACT, text):
        return FieldGuess("contact_current", confidence=0.8)
    if re.search(
        r"\bmotor\s+(?:coil|phase|winding)|\bper\s+(?:motor\s+)?coil\b|\bcoil\s+output|"
        # "Current per phase, no heat sink" of a stepper driver (a motor's own row says
        # "Rated current per phase": its draw)
        r"(?<!rated\s)\bcurrent\s+per\s+phase\b|"
        r"\bmotors?\b[^.]{0,30}\bcoil\s+current",
        text,
        re.I,
    ):
        # a stepper driver's coil current is what its bridge outputs drive into the motor
        peak = _any(PEAK_OUT, text) or names_word(text, "peak")
        return FieldGuess("peak_output_current" if peak else "output_current", confidence=0.8)
    if _any(COIL, text):
        return FieldGuess("supply_current", confidence=0.75)  # a relay coil's current draw
    if re.search(
        r"optimi[sz]ed\s+(?:accuracy\s+)?range|sens(?:ing|ed)\s+(?:current\s+)?range|\bI_?P\b.*range|measur\w*\s+(?:current\s+)?range",
        text,
        re.I,
    ):
        return FieldGuess("measurement_range", "current", 0.8)
    if _any(STANDBY, text):
        return FieldGuess("standby_current")
    if _any(QUIESCENT, text):
        return FieldGuess("quiescent_current")
    if _any(PEAK_OUT, text) and OWN_DRAW.search(text) and not OUTPUT_WORDS.search(text):
        # "Peak supply current", "peak current consumption": the most the part draws
        return FieldGuess("supply_current", confidence=0.8)
    if _any(PEAK_OUT, text):
        return FieldGuess("peak_output_current", confidence=0.8)
    if _any(SUPPLY_CURRENT, text) and not re.search(
        # a driver's segment or digit current ("Segment Drive Source Current ISEG") is
        # what its pins deliver, whatever its symbol
        r"output\s+current|\bI_?O[HL]\b|load\s+current|(?:sink|source)\s+current",
        text,
        re.I,
    ):
        return FieldGuess("supply_current", confidence=0.85)
    if _any(OUTPUT_CURRENT, text):
        return FieldGuess("output_current", confidence=0.8)
    if _STATE_CURRENT.search(text):
        return FieldGuess("supply_current", confidence=0.8)
    return None


# "Current, ranging (mA)", "Current (active)", "Current, all dots on": a parameter named
# "Current" alone, then the state it is stated in: the part's own draw there (the output,
# limit and standby currents are read before this)
_STATE_CURRENT = re.compile(r"^\W*current\s*[,(:-]\s*[a-z]", re.I)


def _power(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if section != SectionKind.ABS_MAX and re.search(
        r"switching\s+power|contact\s+(?:power|rating)|(?:max\w*|rated)\s+switching", text, re.I
    ):
        return FieldGuess("contact_power", confidence=0.8)  # the most a contact may switch
    if re.search(r"power\s+force|contact", text, re.I):
        return None
    if names_a_dissipation(text):
        # filed with the power drawn, as the vocabulary has it; only a question about
        # dissipation takes it (agent.dissipation)
        return FieldGuess("power_consumption", confidence=0.8)
    if section == SectionKind.ABS_MAX:
        return None  # a rating of power is no consumption
    if _any(COIL, text):
        return FieldGuess("coil_power", confidence=0.8)
    if _any(POWER, text):
        return FieldGuess("power_consumption", confidence=0.8)
    return None


def _resistance(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if _any(COIL, text):
        return FieldGuess("coil_resistance", confidence=0.8)
    if _any(ON_RES, text):
        return FieldGuess("on_resistance", confidence=0.8)
    return None


def _frequency(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if section == SectionKind.ABS_MAX:
        return None
    if names_word(text, "address"):
        return None  # "I2C ADDRESS AD0 = 0 1101000": a bus address under a kHz unit
    if re.search(r"spacing|deviation", text, re.I):
        return None  # "channel spacing @ 250kbps 1 MHz": a radio's channel plan, no rate
    if re.search(r"\bf_?sys\b|\bsystem (?:clock|frequency)", text, re.I):
        return None  # "I2C Fast Mode (400kHz) fSYS Frequency 5 MHz min": the MCU clock it needs
    bus_speed = _any(CLOCKED_BUS, text) and not _any(AIR_RATE, text)
    if not bus_speed and (_any(DATA_RATE, text) or re.search(r"\bSPS\b|ksps|\bS/s", text, re.I)):
        return FieldGuess("data_rate", confidence=0.8)
    if I2C_WORD.search(text) and names_word(text, "clock") and not _SPI_PIN.search(text):
        return FieldGuess("i2c_clock_frequency")  # "DDC clock frequency", "I2C clock rate"
    if _any(I2C_CLOCK, text) and not re.search(r"\bspi\b|serial[\s-]clock\s+frequency", text, re.I):
        if _SPI_PIN.search(text) and not I2C_WORD.search(text):
            # "SCLK Frequency fSCL": the SPI clock pin named in words; the symbol alone is
            # borrowed from I2C timing tables (an I2C-only part turns it back at the end)
            return FieldGuess("spi_clock_frequency", confidence=0.8)
        return FieldGuess("i2c_clock_frequency")
    if _any(SPI_CLOCK, text) and not re.search(
        r"external\s+clock|reference\s+clock|crystal|\bXTAL|oscillat|\bPLL\b", text, re.I
    ):
        return FieldGuess("spi_clock_frequency", confidence=0.8)
    if re.search(r"\bf_?max\b", text) and not re.search(
        r"pwm|oscillat|switching|bandwidth|\bband\b|\brf\b|carrier|input\s+frequency", text, re.I
    ):
        # "fmax maximum frequency" of a logic device: the highest clock its shift
        # and storage registers take
        return FieldGuess("spi_clock_frequency", confidence=0.7)
    if (
        _any(BAND, text)
        and not _RF_TEST.search(text)
        and not re.search(r"band[\s-]?gap", text, re.I)
    ):
        return FieldGuess("frequency_band", confidence=0.75)
    return None


# the SPI clock pin named in a label, and the words that name the I2C bus itself
_SPI_PIN = re.compile(r"\bsclk\b|\bsck\b|\bspi\b", re.I)
I2C_WORD = re.compile(r"i2c|i²c|\b(?:two|2)[\s-]wire|\bsmbus\b|\bddc\b", re.I)  # (DDC: HDMI's I2C)


# frequencies of an RF test or of a signal's shape, no band the radio works in
_RF_TEST = re.compile(
    r"blocking|step\s+size|sweep|deviation|spacing|offset|spurious|harmonic|selectivity|"
    r"rejection|bandwidth|\bimage\b|adjacent|alternate|intermod",
    re.I,
)


def _bitrate(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if _any(BAUD, text) or (_any(SERIAL_PORT, text) and not _any(AIR_RATE, text)):
        return FieldGuess("baud_rate")  # "UART up to 5 Mbps": the serial port's bit rate
    if _any(CLOCKED_BUS, text) and not _any(AIR_RATE, text):
        # "a standard SPI with a maximum data rate of 10Mbps": the bus speed, read as its
        # clock (in Hz) from the timing table; the part's own data rate is another
        return None
    if _any(DATA_RATE, text) or re.search(r"\bair\b|rate", text, re.I):
        return FieldGuess("data_rate", confidence=0.75)
    return None


def _time(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if section == SectionKind.ABS_MAX:
        return None
    if re.search(
        r"soldering|lead\s+temp|reflow|moisture|floor\s+life|\bbag\b|\bMSL\b|bak(?:e|ing)|shelf",
        text,
        re.I,
    ):
        return None
    if _PULSED_TEST.search(text):
        return None  # "Pulse width ≤ 300 µs; duty cycle ≤ 2 %": how a row was measured
    if _HOST_REQUIREMENT.search(text) and not timing_kinds(text):
        # a pulse the host must hold, no time the part needs to become ready; one the row
        # names by kind ("CLK pulse width high tCH") is an interface timing like any other
        return None
    if _any(WARMUP_T, text):
        return FieldGuess("warm_up_time", confidence=0.8)
    if _RADIO_SETTLING.search(text) or _BUS_SIGNAL.search(text):
        return None
    if timing_kinds(text):
        # an interface timing ("Data hold time tHD;DAT", "DOUT rise time tR"): filed as a
        # time, and answered only for a question naming that timing (validate's named_timing)
        return FieldGuess("response_time", confidence=0.7)
    if _any(RESPONSE_T, text):
        return FieldGuess("response_time", confidence=0.8)
    return None


# a minimum pulse width or hold the host must respect on a pin ("Minimum time nWAKE should
# be de-asserted", "nRESET pulse width tW"): a timing requirement, whatever pin it names
_HOST_REQUIREMENT = re.compile(
    r"(?:should|must)\s+be\s+(?:held\s+)?(?:de-?)?asserted|pulse\s+width|\bt_?(?:W|PW)\b",
    re.I,
)
# the pulsed test a power transistor's row is measured with, stated as a bound
_PULSED_TEST = re.compile(r"pulse\s+width\s*[≤<]|duty[\s-]+cycle\s*[≤<]", re.I)
# a single-bus protocol's handshake ("Response to low time", "response signal"): bus timing
# (or the switching of its pull-up: "Time to Strong Pullup On tSPON")
_BUS_SIGNAL = re.compile(
    r"response\s+(?:to\s+)?(?:low|high)|response\s+signal|\bT_?rel\b|pull[\s-]?up", re.I
)
# a radio's PLL or mode switch settling ("TX Settling 130 µs"): a state change, no response
_RADIO_SETTLING = re.compile(r"\b(?:tx|rx|pll)\b.{0,20}settl", re.I)


def _temperature(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if re.search(r"moisture|\bbag\b|shelf|floor\s+life|\bMSL\b", text, re.I):
        return None  # handling of a sealed reel ("after opening the bag, <=30 °C"): no rating
    if _any(STORAGE, text):
        return FieldGuess("storage_temperature")
    if re.search(
        r"solder|lead\s+temp|reflow|thermal\s+resistance|°C/W|shutdown|hysteresis|coefficient|\bdrift\b",
        text,
        re.I,
    ):
        return None
    if _any(ACCURACY, text):
        return FieldGuess("accuracy", "temperature", 0.8)
    if _is_resolution(text):
        return FieldGuess("resolution", "temperature", 0.8)
    junction = re.search(r"junction|\bT_?J\b", text, re.I)
    if junction and (section == SectionKind.ABS_MAX or n < 2):
        return FieldGuess("junction_temperature")  # the die's limit, no ambient range
    # NXP's limiting values state the working range as "Tamb ambient temperature"
    if section == SectionKind.ABS_MAX and not re.search(
        r"operating|\bwork(?:ing)?\s+temp|\bT_?amb\b", text, re.I
    ):
        return None
    if re.search(r"with\s+power\s+applied|under\s+bias", text, re.I):
        return None  # Microchip's "Ambient temperature with power applied": a stress limit
    if (
        section == SectionKind.ORDERING
        and n >= 2
        and re.search(r"^\W*temp\w*\.?\s+range\b", text, re.I)
    ):
        # an ordering table's "Temperature range" column: the grade each code is rated for
        return FieldGuess("operating_temperature", confidence=0.8)
    # (an IR thermometer's "object temperature" is the target; a junction's is the die)
    if re.search(
        r"measur|sens(?:e|ing)|detect|^\s*range\b|\brange\s*$|\bobject\s+temp", text, re.I
    ) and not re.search(
        r"operat|ambient|free[\s-]air|specified|industrial|commercial|automotive|extended|junction",
        text,
        re.I,
    ):
        return FieldGuess("measurement_range", "temperature", 0.75)
    if _any(OPERATING_T, text) and n >= 2:
        return FieldGuess("operating_temperature", confidence=0.85)
    return None


def _humidity(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if section == SectionKind.STORAGE or re.search(r"storage|condition", text, re.I):
        return None  # storage and test-chamber humidity are no specs of the device
    if _any(ACCURACY, text):
        return FieldGuess("accuracy", "relative_humidity", 0.8)
    if _is_resolution(text):
        return FieldGuess("resolution", "relative_humidity", 0.8)
    operating = _any(HUMIDITY_OP, text) and "measur" not in text.lower()
    if operating or (re.search(r"condens", text, re.I) and not _any(MEASURE, text)):
        # ("Humidity (non-condensing)": the air the part works in, unless it measures it)
        return FieldGuess("operating_humidity", confidence=0.8)
    if n == 1 and not _any(MEASURE, text):
        # one limit of the air's humidity ("Relative humidity less than 95 %RH") is a limit
        # of the environment the part works in; a measuring range has two ends
        return FieldGuess("operating_humidity", confidence=0.7)
    if (_any(MEASURE, text) or re.search(r"humidity", text, re.I)) and n >= 2:
        # one number ("55%±5%RH" of a test chamber) is a set point, no range
        return FieldGuess("measurement_range", "relative_humidity", 0.7)
    return None


def _quantity_field(quantity: str) -> object:
    def handler(text: str, section: SectionKind, n: int) -> FieldGuess | None:
        if section == SectionKind.ABS_MAX:
            return None
        if re.search(
            r"noise|hysteresis|coefficient|\bdrift\b|offset|stability|×|\bsize\b|dimension|package|thick|"
            r"pitch|height|width|length|amplitude|vibration|shock|variation|solder|\bdrop\b",
            text,
            re.I,
        ):
            return None  # "ZRO Variation Over Temperature", "soldering of parts ... 1.6 mm"
        if quantity == "distance" and re.search(
            r"tolerance|\bunit\s*:|\bgain\b|current|voltage|shunt|power", text, re.I
        ):
            # "Unit: mm Tolerance: ±0.1mm" of a package drawing; a gain or current error
            # is never a distance, whatever unit its "m%" was read as
            return None
        if quantity == "gas_concentration" and re.search(
            r"crystal|clock|quency|oscillat|Δ\s?f\b|\bXTAL", text, re.I
        ):
            # ppm of a crystal tolerance ("ΔF Tolerance ±60 ppm", "A fre-" / "quency
            # accuracy of ±60ppm" hyphenated over a line end) is no gas concentration
            return None
        if _any(ACCURACY, text):
            return FieldGuess("accuracy", quantity, 0.8)
        if _is_resolution(text):
            return FieldGuess("resolution", quantity, 0.8)
        if re.search(r"baseline|calibrat|zero[- ](?:rate|g)\b|\boffset\b", text, re.I):
            # the reference level a self-calibration assumes, or what a motion sensor reads
            # at rest ("zero-rate level ±10 dps"): no measuring span
            return None
        if _any(MEASURE, text) or (n >= 2 and quantity != "gas_concentration"):
            return FieldGuess("measurement_range", quantity, 0.75)
        return None

    return handler


def _power_level(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if re.search(
        r"adjacent|spurious|harmonic|leakage|blocking|rejection|intermod|selectivity", text, re.I
    ):
        return None
    if _any(RX_SENS, text):
        return FieldGuess("rx_sensitivity", confidence=0.85)
    if _any(TX_POWER, text):
        return FieldGuess("tx_power", confidence=0.85)
    return None


def _bits(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if _WORD_WIDTH.search(text) and not re.search(r"\badc\b|converter|resolution", text, re.I):
        return None  # "64-bit ROM code", "8-bit register": a word width, no resolution
    if re.search(r"resolution|\badc\b|converter|no\s+missing\s+codes|-bit", text, re.I):
        return FieldGuess("resolution", _bits_quantity(text), 0.7)
    return None


def _bits_quantity(text: str) -> str:
    """What a bit resolution resolves: the measured quantity its label names ("the pressure
    resolution is 20 bit", "Gyroscope ADC Word Length"), else the converter's input voltage."""
    return named_quantity(text) or "voltage"


# what a bit count measures when it is no resolution: codes, identifiers, registers, buses
_WORD_WIDTH = re.compile(
    r"\brom\b|\bcode\b|serial\s+(?:number|code)|\bid\b|identif|unique|address|register|"
    r"\bword\b|\bkey\b|\bcrc\b|checksum|\bcpu\b|processor|micro\s*controller|\bmcu\b|"
    r"counter|\btimer\b|\bbus\b|instruction|scratchpad|\bbyte",
    re.I,
)


def _ratio(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if re.search(r"current|shunt", text, re.I) and _any(ACCURACY, text):
        return FieldGuess("accuracy", "current", 0.6)
    if QUANTITY_RX["relative_humidity"].search(text):
        return _humidity(text, section, n)
    return None


def _compound(text: str, dimension: str) -> FieldGuess | None:
    """A sensitivity is an output (a voltage, counts) per unit of what is sensed: "mV/A",
    "LSB/g", "mV/°C", "LSb/gauss"; its quantity is the sensed one, the denominator's."""
    output, _, sensed = dimension.partition("/")
    quantity = _SENSED_QUANTITY.get(sensed)
    if output in ("voltage", "count") and quantity and _any(SENSITIVITY, text):
        return FieldGuess("sensitivity", quantity, 0.8)
    return None


# the quantity a sensitivity is stated per, by the dimension of its denominator
_SENSED_QUANTITY = {
    "current": "current",
    "acceleration": "acceleration",
    "angular_rate": "angular_rate",
    "temperature": "temperature",
    "magnetic": "magnetic_field",
    "pressure": "pressure",
}


_BY_DIMENSION = {
    "voltage": _voltage,
    "current": _current,
    "power": _power,
    "resistance": _resistance,
    "frequency": _frequency,
    "bitrate": _bitrate,
    "time": _time,
    "temperature": _temperature,
    "humidity": _humidity,
    "pressure": _quantity_field("pressure"),
    "length": _quantity_field("distance"),
    "concentration": _quantity_field("gas_concentration"),
    "acceleration": _quantity_field("acceleration"),
    "angular_rate": _quantity_field("angular_rate"),
    "illuminance": _quantity_field("illuminance"),
    "magnetic": _quantity_field("magnetic_field"),
    "flow": _quantity_field("flow_rate"),
    "power_level": _power_level,
    "bits": _bits,
    "ratio": _ratio,
}
