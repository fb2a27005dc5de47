"""Map a parameter label (+ symbol, unit dimension, section) to a field of fields.json.

The dimension of the stated unit decides first: a label is only ever mapped to a
field of the same dimension, which is what keeps "supply current" and "supply
voltage" apart even when a label is vague. Within a dimension, phrase and symbol
patterns decide, most specific first; the section kind decides between an
operating value and an absolute maximum rating.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from specproof.records import Fact, SectionKind
from specproof.units import ParsedValue


@dataclass(frozen=True, slots=True)
class FieldGuess:
    field: str
    quantity: str | None = None
    confidence: float = 0.9


def _rx(*parts: str) -> re.Pattern[str]:
    return re.compile("|".join(parts), re.IGNORECASE)


# ---- phrase patterns (matched against "label symbol", lower/upper case ignored)
STANDBY = _rx(
    r"\bsleep",
    r"static\s+current",
    r"time[\s-]?keeping\s+(?:\w+\s+)?current",
    r"\bI_?BAT\b",
    r"data[\s-]retention\s+(?:\w+\s+)?current",
    r"stand[\s-]?by",
    r"power[\s-]?(?:down|off|save)",
    r"shut[\s-]?down",
    r"\bidle\b",
    r"\bhibernat",
    r"deep[\s-]?sleep",
    r"\bI[A-Z]*_?(?:PD|SD|SB|SL|DDSL|DDS|STBY|SLEEP)\b",
    r"\bIDDS\b",
    r"\bIVMQ\b",
    r"\bICC2\b",
    r"\boff[\s-]mode",
    r"\bdorman",  # "Dormancy" in translated sheets
    r"shut[\s-]?off",
    # numbered energy modes of low-power MCUs and radios: EM0 runs, EM1 only stops the CPU,
    # EM2 and up (deep sleep, stop, shutoff) keep just retention and wake-up logic alive
    r"\bI?_?EM[2-4]",
    # an OFF-state symbol ("IS(OFF)", "IQ_OFF", "ICC(OFF)"): the current with the part off
    r"(?-i:\bI_?[A-Z]{0,4}[(_]OFF\b)",
)
QUIESCENT = _rx(r"quiescent", r"ground\s+current", r"\bI_?Q\b", r"\bIGND\b")
SUPPLY_CURRENT = _rx(
    r"supply\s+current",
    r"operating\s+current",
    r"working\s+current",
    r"active\s+current",
    r"current\s+consumption",
    r"consumption\s+current",
    r"\bconsumption\b",  # a current under "Power consumption" (Aosong, many module sheets)
    r"\bmeasuring\b",
    r"during\s+measur",
    r"\baverage\b",
    # symbols are capitals: a case-blind "I_?S" reads the word "is" as a supply current
    r"(?-i:\bI_?(?:DD|CC|VDD|VM|S)[A-Z0-9_]*\b)",
    r"(?-i:\bI_?(?:dd|cc|DD|CC)\w*\b)",
    r"normal\s+(?:operating|operation|mode)",
    r"\b(?:tx|rx)\b",
    r"transmit",
    r"receiv",
    r"conversion\s+current",
    r"\bcurrent\b.*\bmode\b",
    r"low\s+power\s+mode",
    r"\bmeasurement\b",
    r"supply\s+current",
)
PEAK_OUT = _rx(r"\bpeak\b", r"current\s+limit", r"\bI_?CL\b", r"pulsed", r"\bsurge\b", r"\bIOCP\b")
OUTPUT_CURRENT = _rx(
    r"output\s+current",
    r"load\s+current",
    r"\bI_?O(?:UT|H|L)?\b",
    r"\bsource\b",
    r"\bsink",
    r"\brms\b",
    r"continuous\s+(?:output\s+)?current",
    r"drive\s+current",
    r"current\s+capabilit",
    # a charger delivers its charge current ("fast charge", "trickle charge current
    # regulation"); "discharge current" is what a battery gives, no output of the part
    r"\bcharg(?:e|ing)\s+current",
)
CONTACT = _rx(
    r"contact",
    r"switching",
    r"allowable",
    r"resistive\s+load",
    r"inductive\s+load",
    r"rated\s+load",
)
COIL = _rx(r"\bcoil\b", r"nominal\s+voltage", r"pick[\s-]?up", r"drop[\s-]?out\s+voltage.*coil")

ABS_MAX_SUPPLY = _rx(
    r"supply",
    # "AVDD", "DVDD": a rail named after the analog or digital block it powers
    r"\b[AD]?V_?(?:DD|CC|IN|S|M|CCA|CCB|DDIO|BAT|BUS)\w*\b",
    r"power\s+supply",
    r"input\s+voltage\b(?!.*pin)",
)
IO_SUPPLY = _rx(
    r"\bV_?DD_?IO\b",
    r"\bV_?CC_?IO\b",
    # a rail named after the pins or bus it powers: "VLOGIC", "VDD_SDIO", "VDD_GPIO"
    r"\bV_?LOGIC\b",
    r"\bV_?DD_?(?:S?DIO|GPIO|SPI)\b",
    # the I/O rail written with "IO" first ("IOVDD", symbol "VIOVDD"): MCU and radio sheets
    r"\bV?_?IO_?V(?:DD|CC)\b",
    r"i/o\s+(?:pins?|ports?)\s+supply",
    r"\bV_?L\b",
    r"\bVCC[AB]\b",
    r"interface\s+(?:supply|voltage)",
    r"i/o\s+supply",
    r"\bio\s+supply",
)
LOGIC_SUPPLY = _rx(r"logic\s+supply", r"logic\s+power")
LOAD_SUPPLY = _rx(r"motor", r"\bVMOT\b", r"load\s+supply", r"\bV_?M\b", r"power\s+stage")
SUPPLY_VOLTAGE = _rx(
    r"supply\s+voltage",
    r"operating\s+voltage",
    r"working\s+voltage",
    r"power\s+supply",
    r"\bV_?(?:DD|CC)\w*\b",
    r"\bV_?IN\b",
    r"(?-i:\bV_?S\b)",  # not "vs" (versus)
    r"input\s+(?:supply\s+)?voltage\s+range",
    r"heater\s+voltage",
    r"loop\s+voltage",
    r"circuit\s+voltage",
    r"\bDVDD\b",
    r"\bAVDD\b",
    r"supply\s+range",
    # a bare capitalised "Voltage: 5V" names a module's supply; a lowercase "voltage" is the
    # wrapped tail of the label cell above ("HIGH-level input" / "voltage"), no name of its own
    r"(?-i:^(?:Voltage|VOLTAGE)$)",
    r"operating\s+supply",
    r"rated\s+voltage",
    r"input\s+voltage",
    r"\bvdd\b",
    r"supply\b",
)
VIH = _rx(
    r"\bV_?IH\w*",
    r"input\s+(?:logic\s*)?high",
    r"high[\s-]level\s+input",
    r"input\s+(?:logic[\s-])?1\b",
    r"logic[\s-]high",
    r"input\s+'?h'?\s+voltage",
    r"input\s+‘h’",
)
VIL = _rx(
    r"\bV_?IL\w*",
    r"input\s+(?:logic\s*)?low",
    r"low[\s-]level\s+input",
    r"input\s+(?:logic[\s-])?0\b",
    r"logic[\s-]low",
    r"input\s+'?l'?\s+voltage",
    r"input\s+‘l’",
)
VOH = _rx(r"\bV_?OH\w*", r"output\s+(?:logic\s*)?high", r"high[\s-]level\s+output")
VOL = _rx(r"\bV_?OL\b\w*", r"output\s+(?:logic\s*)?low", r"low[\s-]level\s+output")
DROPOUT = _rx(r"drop[\s-]?out")
ANALOG_OUT = _rx(
    r"\bV_?IOUT\b",
    r"\bVIOUT\(Q\)",
    r"analog\s+output",
    r"signal\s+output",
    r"sensor\s+output",
    r"(?-i:\bV_?[Ss]\b)",
    r"output\s+voltage\s+in\b",
    r"zero[\s-]current\s+output",
    r"quiescent\s+output",
)
# a charger's regulated battery voltage is its output: "float voltage", "regulated output
# (float) voltage"
OUTPUT_VOLTAGE = _rx(r"output\s+voltage", r"\bV_?OUT\b", r"\bV_?O\b", r"\bfloat\)?\s+voltage")
ANALOG_IN = _rx(
    r"full[\s-]scale",
    r"input\s+(?:voltage\s+)?range",
    r"differential\s+input",
    r"common[\s-]mode",
    r"analog\s+input\s+voltage",
    r"input\s+signal\s+range",
)
GATE_TH = _rx(r"gate\s+threshold", r"\bV_?GS\(?th\)?")
VDS = _rx(r"drain[\s-]+source\s+voltage", r"\bV_?DSS?\b")

STORAGE = _rx(r"storage", r"\bT_?stg\b", r"\bT_?STG\b")
OPERATING_T = _rx(
    r"operating",
    r"ambient",
    r"junction\s+temperature\s+range",
    r"\bT_?A\b",
    r"\bT_?OP\b",
    r"\bT_?amb\b",
    r"specified\s+temperature",
    r"free[\s-]air",
    r"working\s+temperature",
    r"operation\s+temperature",
    # "use temperature", and translated sheets' "Using Tem" (Tem: temperature)
    r"\bus(?:e|ing)\s+tem(?:p|\b)",
    r"temperature\s+range",
    r"\bop\s+temp",
    # a grade's range is where the part works: "Industrial temp range: -40°C to +85°C"
    r"(?:industrial|commercial|automotive|extended|military)\s+(?:temp|grade)",
)
MEASURE = _rx(
    r"measur",
    r"sens(?:e|ing)",
    r"detect",
    r"\brange\b",
    r"ranging",
    r"output\s+range",
    r"full[\s-]scale",
    r"span",
    # a power monitor's inputs are what it measures: "Bus voltage", "Shunt voltage input"
    r"bus\s+voltage|shunt\s+voltage\s+input",
)
ACCURACY = _rx(
    r"accura",
    r"\berror\b",
    r"tolerance",
    # the symbol "AP" ("AP,full", "AP_rel"), not a word starting "ap" ("applied") or "API"
    r"(?-i:\bAP(?![A-Za-z])\w*)",
    r"\bA_?H\b",
    r"\bT_?ERR\b",
    r"precision",
)
RESOLUTION = _rx(r"resolution", r"\blsb\b")
SENSITIVITY = _rx(r"sensitivity", r"scale\s+factor", r"\bsens\w*\b", r"\bgain\b(?!\s+error)")

I2C_CLOCK = _rx(r"i2c", r"i²c", r"\bscl\b", r"\bf_?SCL\b", r"two[\s-]wire")
SPI_CLOCK = _rx(
    r"\bspi\b",
    r"\bsclk\b",
    r"\bsck\b",
    r"serial[\s-]clock",
    r"\bf_?CLK\b",
    r"clock\s+(?:input\s+)?frequency",
    r"\bF_spi\b",
    r"shift\s+clock",
)
DATA_RATE = _rx(
    r"data\s+rate",
    r"sampl",
    r"throughput",
    r"conversion\s+rate",
    r"output\s+rate",
    r"\bODR\b",
    r"update\s+rate",
    r"\bf_?SAMPLE\b",
    r"push[\s-]pull",
    r"open[\s-]drain",
)
BAUD = _rx(r"baud")
# buses whose speed is a clock or a baud rate, not the data rate the part itself produces
# (a radio's air rate, an ADC's samples per second)
CLOCKED_BUS = _rx(r"\bspi\b", r"\bi2c\b", r"i²c", r"\bsmbus\b", r"\bqspi\b", r"\bsdio\b")
SERIAL_PORT = _rx(r"\buart\b", r"\busart\b")
AIR_RATE = _rx(
    r"\bair\b",
    r"\brf\b",
    r"radio",
    r"wireless",
    r"on[\s-]air",
    r"sampl",
    r"\bSPS\b",
    r"output\s+data\s+rate",
    r"\bODR\b",
    r"conversion",
    r"throughput",
)
BAND = _rx(
    r"frequency\s+range",
    r"center\s+frequency",
    r"channel\s+frequency",
    r"operating\s+frequency",
    r"frequency\s+band",
    r"rf\s+frequency",
    r"\bband\b",
    r"\bISM\b",
)
RESPONSE_T = _rx(
    r"response",
    r"conversion\s+time",
    r"integration\s+time",  # an ADC's or light sensor's measuring window
    r"\bt_?CONV\b",
    r"measurement\s+time",
    r"operat(?:e|ion)\s+time",
    r"release\s+time",
    r"measurement\s+cycle",
    r"\bt_?[LH]R\b",
    r"mode\s+t\w*\b",
    r"resolution\s+mode",
    r"\bt_?RESPONSE\b",
    r"sampling\s+period",
    r"reaction\s+time",
    r"\b\d+[\s-]?bit\b",
    r"output\s+(?:\w+\s+)?settling|settling\s+time",  # "Output Voltage Settling" / "Time"
    # how long a memory takes to finish an operation ("EEPROM Write Time", "Chip Erase Time")
    r"(?:write|erase|program(?:ming)?)(?:\s+cycle)?\s+time",
)
WARMUP_T = _rx(
    r"warm[\s-]?up",
    r"initiali[sz]",
    r"power(?:ed)?[\s-]?on\b.*\b(?:needs|takes|requires|wait)",
    r"pre[\s-]?heat",
    r"power[\s-]?(?:on|up)\s+time",
    r"\bt_?P[OU]\b",
    r"start[\s-]?up",
    # "wake-up time", "tWAKE"; not a pin named in a symbol or label ("tDWAKE", "nWAKE low")
    r"wake[\s-]?up",
    r"\bwak(?:e|ing)\b",
    r"\bt_?WAKE\w*",
    r"\bt_?START\b",
    r"conditioning",
    r"burn[\s-]?in",
    r"aging",
    r"stabili",
    r"run[\s-]in",
    r"after\s+power",
    r"no\s+less\s+than",
    r"not\s+less\s+than",
    r"less\s+than\s+one\s+month",
    r"months",
)
TX_POWER = _rx(
    r"output\s+power",
    r"tx\s+power",
    r"transmit\w*\s+power",
    r"\bP_?OUT\b",
    r"\bPRF\b",
    r"rf\s+power",
)
RX_SENS = _rx(r"sensitivity", r"\bRXSENS\b", r"\bP_?RX\b")
POWER = _rx(
    r"power\s+consumption",
    r"consumption",
    r"\bP_?H\b",
    r"\bmode\s+\d",
    r"power\s+dissipation",
    r"\bpower\b",
)
ON_RES = _rx(r"\bon[\s-]?resistance", r"\bR_?DS\(?on\)?", r"\bR_?ON\b", r"switch\s+resistance")
HUMIDITY_OP = _rx(r"operating", r"ambient", r"working", r"storage")


# "TEMPERATURE LSB (50h)", "ACCEL_XOUT LSB register": the low byte of a register, no step
_REGISTER_BYTE = re.compile(r"\bbyte\b|\bMSB\b|register|(?-i:\b[0-9A-F]{2}h\b)|\b0x[0-9A-F]+", re.I)


def _is_resolution(text: str) -> bool:
    """The label names a resolution: the word, or an LSB that is a step, not a byte."""
    if re.search(r"resolution", text, re.I):
        return True
    return _any(RESOLUTION, text) and not _REGISTER_BYTE.search(text)


_GROUND = re.compile(r"^(?:V_?SS\w{0,3}|V_?EE|[AD]?GND|PGND)$", re.I)


def is_ground_symbol(text: str) -> bool:
    return _GROUND.match(text.strip()) is not None


def _any(rx: re.Pattern[str], text: str) -> bool:
    return rx.search(text) is not None


# labels whose numbers are no ratings: the part's mass ("Unit weight approx. 10g" is not
# an acceleration), contact forms and arrangements ("1A, 1B, 1C" are no currents)
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


# an output channel the sensor reports on: its full scale is set for that output (a PWM
# duty cycle or DAC span mapped to part of the reading), often narrower than what the
# sensor measures, so it is no measuring range of the part
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
    r"allowable|operate\s+voltage)",
    re.I,
)


# a pin the part drives, named by its output: "CPOUT" (charge pump), "REGOUT", "VOUT"
_OUTPUT_PIN = re.compile(r"(?-i:\b[A-Z]{1,5}OUT\d?\b)")


# an output's logic level named right before the value: "output: high", "output, low level"
# ("high 3.3V / low 0V": a decimal point inside the span is no sentence end)
_OUTPUT_LEVEL = re.compile(
    r"\boutput\b(?:[^.;]|(?<=\d)\.(?=\d)){0,40}?\b(high|low)(?:\s+level)?\s*$", re.I
)


# a regulator's or module's power input among the absolute ratings: "Input voltage VIN",
# "Input supply voltage", "VIN to GND"; a pin list or logic/analog word makes it a signal rating
_SUPPLY_INPUT = re.compile(
    r"^(?!.*(?:\bpins?\b|signal|digital|analog|logic|control|\bI/O\b|output|\bSDA\b|\bSCL\b|"
    r"\bEN\b|enable|feedback|\bFB\b|sense|\bADJ\b|,))"
    r"(?:.*\binput\s+supply\s+voltage|input\s+voltage\s*(?:\(note\s*\d+\)\s*)?V_?IN\b|V_?IN\b\s*$)",
    re.I,
)


def _voltage(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if _COIL_LIMIT.search(text):
        return None  # a relay's pick-up / drop-out / max allowable voltage is no coil rating
    if re.search(r"drop[\s-]?out\s+(?:voltage\s+)?(?:linear\s+)?regulators?\b", text, re.I):
        return None  # "Low Dropout Voltage Regulator - Fixed 3.3 V": the product's kind
    if re.search(r"body\s+diode|diode\s+forward|\bV_?SD\b|source[\s-]+drain\s+diode", text, re.I):
        return None  # a transistor's body-diode drop: no supply, gate or drain rating
    if _NOT_A_LEVEL.search(text):
        return None  # a ramp rate in V/µs, or a figure's dependence on a swept supply
    if _any(GATE_TH, text) and section != SectionKind.ABS_MAX:
        return FieldGuess("gate_threshold_voltage")  # before "threshold" is refused below
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
        if _any(VIH, text) or _any(VIL, text) or _any(VOH, text) or _any(VOL, text):
            return None
        if re.search(r"gate[\s-]+source|\bV_?GSS?\b|source[\s-]+drain|diode", text, re.I):
            return None  # gate and body-diode ratings of a transistor power nothing
        if _any(VDS, text):
            return FieldGuess("drain_source_voltage")  # the MOSFET's VDS rating
        pins = text.split(",")
        # (the symbol the row states may follow the last name)
        listed = len(pins) > 2 and all(len(p.split()) == 1 for p in pins[:-1])
        listed = listed and len(pins[-1].split()) <= 2
        if listed and _any(ABS_MAX_SUPPLY, pins[0]) and not _OUTPUT_PIN.search(pins[0]):
            # "VIN, VINA, VOUT, EN, FB -0.3 7 V": one rating for a list of pin names that
            # opens with the supply holds for the supply
            return FieldGuess("abs_max_supply_voltage", confidence=0.8)
        if _OUTPUT_PIN.search(text.split("(")[0]):
            return None  # "CPOUT -0.5V to 30V", "REGOUT": a pin the part drives, no input
        if _any(IO_SUPPLY, text) and not re.search(r"\b(?:pin|input|I/O|port)s?\b", text, re.I):
            return FieldGuess("abs_max_supply_voltage", confidence=0.8)
        if _SUPPLY_INPUT.search(text) or re.search(r"\bsupply\s+pins?\b", text, re.I):
            return FieldGuess("abs_max_supply_voltage", confidence=0.85)
        if re.search(r"\boutput\b", text, re.I) and not re.search(
            r"input|\bI/O\b|\bany\b|\ball\b|\bpins\b", text, re.I
        ):
            return None  # "Output Voltage to Ground": an output's limit, no input rating
        if re.search(
            r"input|pin|signal|\bSDA\b|\bSCL\b|\bI/O\b|output|\bA\d|\bEN\b|digital|analog|\bDQ\b|port",
            text,
            re.I,
        ):
            return FieldGuess("abs_max_input_voltage", confidence=0.85)
        if _any(ABS_MAX_SUPPLY, text):
            return FieldGuess("abs_max_supply_voltage")
        return None
    if _LOAD_DUMP.search(text):
        # an automotive load-dump voltage is a transient the part survives, never a range
        # it runs in, wherever the sheet lists it (often in a front-page summary box)
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
    if re.search(r"\breference\b|\bV_?REF", text, re.I):
        return None  # an ADC's or regulator's reference voltage: no field of its own
    if re.search(r"\bV_?I\b", text) and not re.search(r"supply|\bV_?IN\b", text, re.I):
        return None  # "VI input voltage": the signal range on logic inputs, no supply
    if _any(COIL, text) and not _any(CONTACT, text):
        return FieldGuess("coil_voltage", confidence=0.8)
    if _any(CONTACT, text):
        return FieldGuess("contact_voltage", confidence=0.8)
    if re.search(r"supply\s+output|output\s+(?:supply|rail)|\bregulator\s+output", text, re.I):
        return None  # "Power Supply Output (+1.8V) for the internal PA": a rail the part makes
    if _any(LOGIC_SUPPLY, text):
        return FieldGuess("logic_supply_voltage")
    if _any(IO_SUPPLY, text):
        return FieldGuess("io_supply_voltage")
    if _any(LOAD_SUPPLY, text) and re.search(r"supply|voltage|\bVM\b|\bVMOT\b", text, re.I):
        return FieldGuess("load_supply_voltage")
    if _any(ANALOG_OUT, text) and not _SUPPLY_WORDS.search(text):
        return FieldGuess("analog_output_voltage", confidence=0.8)
    if re.search(r"\bbus\b.{0,12}full[\s-]scale", text, re.I):
        return FieldGuess("measurement_range", "voltage", 0.75)  # "32-V bus full-scale range"
    if _any(ANALOG_IN, text) and not re.search(r"supply|reference|\bV_?REF", text, re.I):
        return FieldGuess("analog_input_range", confidence=0.75)
    if _is_resolution(text) or re.search(r"step\s+size", text, re.I):
        return FieldGuess("resolution", "voltage", 0.7)  # "Bus Voltage LSB 4 mV": a step
    if re.search(r"bus\s+voltage|shunt\s+voltage", text, re.I) and _any(MEASURE, text):
        return FieldGuess("measurement_range", "voltage", 0.75)
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


_LOAD_DUMP = re.compile(r"load[\s-]?dump|(?-i:\bV_?S\(LD\))", re.I)


def _output_level(text: str) -> FieldGuess | None:
    """A logic level of an output: "Logic Low Output nINT 0.6 V" is a VOL even though
    "logic low" alone reads as an input level. A label naming inputs too, or stating its
    symbol ("Vout = Nominal (Regulator ON) VIL": the output is a test condition), stays."""
    if not re.search(r"\boutputs?\b", text, re.I) or re.search(r"\binputs?\b", text, re.I):
        return None
    if re.search(r"\bV_?(?:IH|IL|OH|OL)", text, re.I):
        return None
    if _any(VOH, text) or _any(VIH, text):
        return FieldGuess("output_high_voltage")
    if _any(VOL, text) or _any(VIL, text):
        return FieldGuess("output_low_voltage")
    return None


def _current(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if section == SectionKind.ABS_MAX:
        return None
    if re.search(
        r"leakage|bias|input\s+current|short[\s-]circuit|\bI_?(?:IH|IL|LKG|B)\b|adjust\s+pin|"
        r"additional|\bΔ\s?I|per\s+input|"
        r"minimum\s+load|start[\s-]?up\s+current",
        text,
        re.I,
    ):
        return None
    if _any(CONTACT, text):
        return FieldGuess("contact_current", confidence=0.8)
    if _any(COIL, text):
        return FieldGuess("supply_current", confidence=0.75)  # a relay coil's current draw
    if re.search(
        r"optimi[sz]ed\s+(?:accuracy\s+)?range|sens(?:ing|ed)\s+(?:current\s+)?range|\bI_?P\b.*range|measur\w*\s+range",
        text,
        re.I,
    ):
        return FieldGuess("measurement_range", "current", 0.8)
    if _any(STANDBY, text):
        return FieldGuess("standby_current")
    if _any(QUIESCENT, text):
        return FieldGuess("quiescent_current")
    if _any(PEAK_OUT, text) and _OWN_DRAW.search(text) and not _OUTPUT_WORDS.search(text):
        # "Peak supply current", "peak current consumption": the most the part draws
        return FieldGuess("supply_current", confidence=0.8)
    if _any(PEAK_OUT, text):
        return FieldGuess("peak_output_current", confidence=0.8)
    if _any(SUPPLY_CURRENT, text) and not re.search(
        r"output\s+current|\bI_?O[HL]\b|load\s+current", text, re.I
    ):
        return FieldGuess("supply_current", confidence=0.85)
    if _any(OUTPUT_CURRENT, text):
        return FieldGuess("output_current", confidence=0.8)
    return None


# words naming what a part draws from its supply, and words naming what it delivers
_OWN_DRAW = re.compile(
    r"supply\s+current|(?:operating|working)\s+current|consumption|\bpower\s+supply\b|"
    r"\bsupplied\b|\bI_?(?:DD|CC)\w*",
    re.I,
)
_OUTPUT_WORDS = re.compile(
    r"output|\bload\b|\blimit|\bdrive|\bsink|\bsource|\bI_?O(?:UT)?\b|\bI_?L\b|motor|\bswitch",
    re.I,
)


def _power(text: str, section: SectionKind, n: int) -> FieldGuess | None:
    if section == SectionKind.ABS_MAX or re.search(
        r"dissipation|power\s+force|allowable\s+power|switching\s+power|contact", text, re.I
    ):
        return None  # a contact's switching power is a load rating, not a consumption
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
    if re.search(r"\baddress\b", text, re.I):
        return None  # "I2C ADDRESS AD0 = 0 1101000": a bus address under a kHz unit
    if re.search(r"spacing|deviation", text, re.I):
        return None  # "channel spacing @ 250kbps 1 MHz": a radio's channel plan, no rate
    bus_speed = _any(CLOCKED_BUS, text) and not _any(AIR_RATE, text)
    if not bus_speed and (_any(DATA_RATE, text) or re.search(r"\bSPS\b|ksps|\bS/s", text, re.I)):
        return FieldGuess("data_rate", confidence=0.8)
    if _any(I2C_CLOCK, text) and not re.search(r"\bspi\b|serial[\s-]clock\s+frequency", text, re.I):
        if _SPI_PIN.search(text) and not _I2C_WORD.search(text):
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
_I2C_WORD = re.compile(r"i2c|i²c|two[\s-]wire|\bsmbus\b", re.I)


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
        r"soldering|lead\s+temp|reflow|moisture|floor\s+life|\bbag\b|\bMSL\b|bak(?:e|ing)|shelf|"
        r"\bhold\b|setup\s+time|\bt_?(?:SU|HD|LOW|HIGH|BUF|SLOT|REC)\b",
        text,
        re.I,
    ):
        return None
    if _HOST_REQUIREMENT.search(text):
        return None  # a pulse the host must hold, no time the part needs to become ready
    if _any(WARMUP_T, text):
        return FieldGuess("warm_up_time", confidence=0.8)
    if _EDGE_TIMING.search(text) or _RADIO_SETTLING.search(text) or _BUS_SIGNAL.search(text):
        return None  # a signal edge or delay ("DOUT rise time tR") is no response time
    if _any(RESPONSE_T, text):
        return FieldGuess("response_time", confidence=0.8)
    return None


# digital timing of a signal edge or path: rise / fall / transition / propagation / delay
_EDGE_TIMING = re.compile(
    r"\brise\b|\bfall\b|transition|propagation|\bdelay\b|dead[\s-]?time|slew|pulse\s+width|"
    r"\bt_?(?:R|F|r|f|PD|PLH|PHL|PROP|DEAD|W)\b",
    re.I,
)


# a minimum pulse width or hold the host must respect on a pin ("Minimum time nWAKE should
# be de-asserted", "nRESET pulse width tW"): a timing requirement, whatever pin it names
_HOST_REQUIREMENT = re.compile(
    r"(?:should|must)\s+be\s+(?:held\s+)?(?:de-?)?asserted|pulse\s+width|\bt_?(?:W|PW)\b",
    re.I,
)
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
        r"solder|lead\s+temp|reflow|thermal\s+resistance|°C/W|shutdown|hysteresis|coefficient|drift",
        text,
        re.I,
    ):
        return None
    if _any(ACCURACY, text):
        return FieldGuess("accuracy", "temperature", 0.8)
    if _is_resolution(text):
        return FieldGuess("resolution", "temperature", 0.8)
    # NXP's limiting values state the working range as "Tamb ambient temperature"
    if section == SectionKind.ABS_MAX and not re.search(r"operating|\bT_?amb\b", text, re.I):
        return None
    if re.search(r"maximum\s+junction|junction\s+temperature$", text, re.I) and n < 2:
        return None
    if re.search(r"with\s+power\s+applied|under\s+bias", text, re.I):
        return None  # Microchip's "Ambient temperature with power applied": a stress limit
    if section == SectionKind.ABS_MAX and re.search(r"junction|\bT_?J\b", text, re.I):
        return None  # a junction limit among the absolute ratings: no ambient operating range
    if re.search(
        r"measur|sens(?:e|ing)|detect|^\s*range\b|\brange\s*$", text, re.I
    ) and not re.search(
        r"operat|ambient|free[\s-]air|specified|industrial|commercial|automotive|extended",
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
    if _any(HUMIDITY_OP, text) and not re.search(r"measur", text, re.I):
        if re.search(r"storage", text, re.I):
            return None
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
            r"noise|hysteresis|coefficient|drift|offset|stability|×|\bsize\b|dimension|package|thick|"
            r"pitch|height|width|length|amplitude|vibration|shock|variation|solder",
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
        if re.search(r"baseline|calibrat", text, re.I):
            return None  # the reference level a self-calibration assumes, no measuring span
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


# the measured quantity a label or a sub-table heading names: a sensor's per-quantity block
# ("Gyroscope" / "Relative humidity" / "Temperature") holds that quantity's figures
_QUANTITY_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (q, re.compile(rx, re.I))
    for q, rx in (
        ("relative_humidity", r"humidity|\bRH\b"),
        ("temperature", r"temperature|thermo(?:meter|couple)|\bRTD\b|thermistor"),
        ("pressure", r"pressure|barometr"),
        ("angular_rate", r"gyro|angular\s+rate"),
        ("acceleration", r"accel"),
        ("magnetic_field", r"magnet|compass"),
        ("illuminance", r"illuminance|ambient\s+light|\blux\b"),
        ("gas_concentration", r"\bgas\b|\bCO2\b|concentration"),
        ("distance", r"distance|ranging"),
    )
)


def named_quantity(text: str) -> str | None:
    """The one measured quantity ``text`` names, None when it names none or several
    ("temperature and humidity" decides nothing)."""
    named = {q for q, rx in _QUANTITY_WORDS if rx.search(text)}
    return named.pop() if len(named) == 1 else None


# a bit resolution that names an electrical input resolves that input's voltage
_ELECTRICAL_INPUT = re.compile(
    r"voltage|current|shunt|\bbus\b|\bA_?IN|analog\s+inputs?|\bchannels?\b|\bCH\d", re.I
)


def settle_bit_resolutions(facts: list[Fact]) -> None:
    """A bit resolution whose row names no quantity ("Programmable Resolution from 9 Bits
    to 12 Bits", a "RESOLUTION (BITS)" column, "a built-in 14-bit ADC") resolves what the
    device measures: a thermometer's 12 bits are a temperature resolution, and the ADC inside
    a sensor digitises its measured quantity, the sensor's output word. Only a device whose
    measuring ranges (and accuracies) are all of one non-electrical quantity says what that
    is; an ADC chip's ranges are voltages, and a row naming an electrical input (a voltage,
    a channel) keeps the voltage reading. Call once per document, after extraction.

    First, a bit resolution whose condition carries the title of its sub-block ("Relative
    humidity" over "Resolution: 16Bit") resolves that block's quantity."""
    for f in facts:
        if f.field == "resolution" and f.dimension == "bits" and f.quantity == "voltage":
            f.quantity = _block_quantity(f.condition) or f.quantity
    ranges = {f.quantity for f in facts if f.field == "measurement_range" and f.quantity}
    measured = ranges | {f.quantity for f in facts if f.field == "accuracy" and f.quantity}
    if len(ranges) != 1 or measured != ranges or ranges & {"voltage", "current"}:
        return  # no stated range, ranges of several quantities, or an electrical one
    (quantity,) = measured
    for f in facts:
        if f.field != "resolution" or f.dimension != "bits" or f.quantity != "voltage":
            continue
        if not _ELECTRICAL_INPUT.search(f.source.quote):
            f.quantity = quantity


# a numbering before a block title ("6.2 ", "Table 3. "), and words that make a condition
# part a test case rather than a block title ("over operating temperature range")
_TITLE_NUMBER = re.compile(r"^\s*(?:table\s*\d+\s*[.:]?|\d+(?:\.\d+)*\.?)\s*", re.I)
_NOT_A_TITLE = re.compile(r"range|\bover\b|operating|ambient|free[\s-]air|storage|junction|=", re.I)


def _block_quantity(condition: str) -> str | None:
    """The measured quantity a block title within a fact's condition names: a short part
    without numbers ("Relative humidity", "6.2 Accelerometer Specifications")."""
    for part in re.split(r"[;,]", condition):
        title = _TITLE_NUMBER.sub("", part).strip()
        if not title or re.search(r"\d", title) or _NOT_A_TITLE.search(title):
            continue
        if len(title.split()) <= 4:
            quantity = named_quantity(title)
            if quantity:
                return quantity
    return None


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
    if re.search(r"humidity|\bRH\b", text, re.I):
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
    "power_level": _power_level,
    "bits": _bits,
    "ratio": _ratio,
}


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


def refine_by_condition(guess: FieldGuess, condition: str) -> FieldGuess:
    """A supply current whose own test condition names a power-down or sleep mode is
    the standby current of that mode; a "peak current" stated at the part's power supply
    is its own peak draw."""
    if guess.field == "peak_output_current" and _drawn_from_supply(condition):
        return FieldGuess("supply_current", guess.quantity, guess.confidence)
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
    return bool(_OWN_DRAW.search(condition) and not _OUTPUT_WORDS.search(condition))


# a label whose bare number has one unit by definition: a baud rate counts bits per second
# ("Baud rate:9600", "Baudrate 115200"); no other reading of that number exists
_IMPLIED_UNITS = ((re.compile(r"\bbaud(?:\s*rate)?\b|\bbaudrate\b", re.I), "bps"),)


def implied_unit(label: str) -> str | None:
    """The unit a bare number after ``label`` is stated in, when the label fixes it."""
    for rx, unit in _IMPLIED_UNITS:
        if rx.search(label):
            return unit
    return None


def refine_by_sentence(
    guess: FieldGuess, dimension: str | None, sentence: str
) -> FieldGuess | None:
    """A bit rate read as a data rate from a sentence about a bus ("The SPI is a standard
    SPI with a maximum data rate of 10Mbps") is the bus speed: a UART's is its baud rate, an
    SPI's or I2C's is its clock, stated in Hz in the timing table, so the bit rate is no fact
    of its own. The label right before a number may not reach back to the bus name; the
    sentence does. A sentence that also speaks of the part's own rate (air, samples) stays."""
    if guess.field != "data_rate" or dimension != "bitrate" or _any(AIR_RATE, sentence):
        return guess
    if _any(SERIAL_PORT, sentence):
        return FieldGuess("baud_rate", guess.quantity, guess.confidence)
    if _any(CLOCKED_BUS, sentence):
        return None
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
    humidity = guess.field == "operating_humidity" or (
        guess.field == "measurement_range" and guess.quantity == "relative_humidity"
    )
    if guess.field == "operating_humidity" and set(pv.bounds()) == {"value"}:
        return False  # "Humidity: 65%" beside a curve: a test point; a limit has a bound word
    if humidity:
        return all(0 <= x <= 100 for x in pv.bounds().values())
    if guess.field == "output_voltage" and pv.expr_max and pv.max is None and pv.typ is None:
        # "VO 0 to VCC": an output pin may swing anywhere up to its own supply. That is the
        # allowed pin range of a logic part; a regulated output is stated as a number
        return False
    return _plausible_magnitude(guess, pv)


# the largest current a field can take in a small device's datasheet: a "supply current"
# of 936 A is a package code ("CASE 936A-02") read as a range, no consumption
_MAX_AMPS = {"standby_current": 1.0, "quiescent_current": 1.0, "supply_current": 20.0}
_SUPPLIES = frozenset(
    {"supply_voltage", "io_supply_voltage", "logic_supply_voltage", "load_supply_voltage"}
)


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
