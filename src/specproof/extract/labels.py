"""The label table: for each field, the words and symbols a datasheet writes in a row's
label for it ("quiescent", "ground current", "IQ", "IGND"). Matched against "label symbol"
with case ignored; :mod:`specproof.extract.lexicon` decides between them, most specific
first, within the dimension of the row's unit. A new way a sheet names a field is one
entry here.
"""

from __future__ import annotations

import re


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
    r"power[\s-]?(?:down|off|sav(?:e|ing))",
    r"\bPSM\b",
    r"shut[\s-]?down",
    r"\bidle\b",
    r"\bsuspend",
    r"\bhibernat",
    r"deep[\s-]?sleep",
    r"\bI[A-Z]*_?(?:PD|SD|SB|SL|DDSL|DDS|STBY|SLEEP|SHDN)\b",
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
QUIESCENT = _rx(
    r"quiescent",
    r"ground\s+current",
    r"\bI_?Q\b",
    r"\bIGND\b",
    # a board's own draw with nothing to drive ("No-load current (knob at 0) 10 mA")
    r"\bno[- ]load\s+(?:input\s+|supply\s+)?current\b",
)
SUPPLY_CURRENT = _rx(
    r"supply\s+current",
    r"operating\s+current",
    r"working\s+current",
    # a motor's winding draws its rated current ("Rated current per phase 100mA")
    r"rated\s+current\s+per\s+(?:phase|winding|coil)",
    r"active\s+current",
    r"current\s+consumption",
    r"consumption\s+current",
    r"\bconsumption\b",  # a current under "Power consumption" (Aosong, many module sheets)
    r"\bmeasuring\b",
    r"during\s+measur",
    r"\baverage\b",
    # symbols are capitals: a case-blind "I_?S" reads the word "is" as a supply current
    # (ISEG, ISET, ISC, ISENSE spell what the current is for: a segment, a setting, a
    # short, a sense line)
    r"(?-i:\bI_?(?:DD|CC|VDD|VM|S(?!EG|ET|C\b|ENSE?\b|NS\b))[A-Z0-9_]*\b)",
    r"(?-i:\bI_?(?:dd|cc|DD|CC)\w*\b)",
    r"normal\s+(?:operating|operation|mode)",
    r"\b(?:tx|rx)\b",
    r"transmit|\bemi(?:ssion|tting)\s+current",  # "Emission current" of module manuals
    r"receiv",
    r"conversion\s+current",
    r"\bstart(?:ing)?\s+current",  # a motor's draw as it starts
    # a motor's, servo's, fan's or pump's draw running and held still
    r"\brunning\s+current",
    r"\b(?:stall|locked[\s-]rotor)\s+current",
    r"\bcurrent\b.*\bmode\b",
    r"low\s+power\s+mode",
    r"\bmeasurement\b",
    r"\bcurrent\s+draw\b",  # "Current draw" of module sheets: what the part takes
    # "Current delivered by external power supply 0.5 A (min)": what a supply must be able
    # to give the part, its bursts included
    r"current\s+(?:delivered|provided|supplied)\s+by\s+(?:the\s+|an?\s+)?(?:external\s+)?power"
    # "use a supply able to give more than 200mA": the least a supply must deliver the part
    r"|\bable\s+to\s+(?:give|deliver|provide|source|supply)\s+(?:more\s+than|at\s+least)",
    # "Current from VS", "current drawn from VDD": what the part takes from its supply pin
    r"\bcurrent\s+(?:drawn\s+)?from\s+(?:the\s+)?(?:V_?(?:S|DD|CC|IN|BAT)\b|supply\b)",
    r"excitation\s+current",
    # a module's draw from the backplane or field bus that powers it (M-Bus, KNX, DALI)
    r"\bbackplane\s+current",
    r"\bbus\s+current\b(?!\s+limit)",
    # the draw while the part does its work ("Reading current" of a reader, "Ranging
    # current" of a ranger, "Programming current" of a memory)
    r"\b(?:reading|writing|scanning|sampling|sensing|tracking|acquisition|programming|"
    r"erasing|recording|playback|printing|ranging)\s+current",
)
PEAK_OUT = _rx(
    r"\bpeak\b",
    r"current\s+limit",
    r"\bI_?CL\b",
    r"pulsed",
    r"\bsurge\b",
    r"\bIOCP\b",
    r"\bburst\b",
)
OUTPUT_CURRENT = _rx(
    r"output\s+current",
    r"load\s+current",
    r"\bI_?O(?:UT|H|L)?\b",
    r"\bsource\b",
    r"\bsink",
    r"\brms\b",
    # "Cont. Current" of an ESC, "Maximum continuous switch current" of a load switch
    r"cont(?:inuous|\.)\s+(?:output\s+|drain\s+|switch\s+)?current",
    r"(?:collector|drain)\s+current",  # what a transistor or optocoupler output conducts
    r"drive\s+current",
    # an LED driver's current per segment or digit: what its pins deliver to the LEDs
    r"\b(?:segment|digit)\s+current",
    r"current\s+capabilit",
    # "Max. current per channel" of a switch or driver board: what each output carries
    r"(?:max(?:imum|\.)?|rated)\s+current\s+per\s+(?:channel|output)",
    # a charger delivers its charge current ("fast charge", "trickle charge current
    # regulation"); a pack's or protection board's rated discharge is what its load may draw
    r"\bcharg(?:e|ing)\s+current",
    r"(?:continuous|max(?:imum|\.)?|rated)\s+(?:continuous\s+)?discharg\w*\s+current",
    # "Current out of the 3V3 pin", "current from the 5V output": what a pin gives a load
    r"\bcurrent\s+(?:out\s+of|from|drawn\s+from|taken\s+from|available\s+(?:at|from))\s+"
    r"(?:the\s+)?[\w.+-]+\s+(?:pin|output|rail|terminal)\b",
)
CONTACT = _rx(
    r"contact",
    r"\bcarry",  # "Carry current": what a closed contact may conduct
    r"switching",
    r"allowable",
    r"resistive\s+load",
    r"inductive\s+load",
    r"rated\s+load",
    # a controller's relay named by its terminal ("Compressor relay K1", "Relay outputs R1"):
    # its current or voltage is what the contacts switch
    r"\brelays?\s+(?:outputs?\s+)?[A-Z]{0,2}\d",
)
COIL = _rx(r"\bcoil\b", r"nominal\s+voltage", r"pick[\s-]?up", r"drop[\s-]?out\s+voltage.*coil")

ABS_MAX_SUPPLY = _rx(
    r"supply",
    # "AVDD", "DVDD": a rail named after the analog or digital block it powers
    r"\b[AD]?V_?(?:DD|CC|IN|S|M|CCA|CCB|DDIO|BAT|BUS)\w*\b",
    r"power\s+supply",
    r"input\s+voltage\b(?!.*pin)|\bbattery\s+voltage",
    # AVR-style sheets rate the supply as "Maximum Operating Voltage ..... 6.0V"
    r"maximum\s+operating\s+voltage",
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
    # the output drivers' own rail beside the core's ("VDDO Output supply voltage")
    r"\bV(?:DD|CC)[OQ]\b",
    # a translator board's two sides: "Low-side reference voltage LV", "HV side supply"
    r"\b(?:low|high)[- ]side\s+(?:reference\s+|supply\s+)?voltage",
)
LOGIC_SUPPLY = _rx(
    r"logic\s+supply",
    r"logic\s+power",
    # a module's "Logic voltage: 3.0V - 5.5V" beside its motor voltage (no level of a pin)
    r"logic\s+voltage(?!\s+(?:levels?|high|low|thresholds?|swing|of\b))",
    # a gear motor's encoder board: its supply is the logic one beside the motor's
    r"encoder\s+supply",
)
LOAD_SUPPLY = _rx(
    r"motor",
    r"\bVMOT\b",
    r"load\s+(?:supply|voltage)",
    r"\bV_?M\b",
    r"power\s+stage",
    r"field\s+(?:side\s+)?supply",  # an I/O module's actuator/sensor supply
)
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
    # "Operates from 4 to 30 V", "runs from 2.5 V to 5.5 V": the range a part runs from
    r"\boperates?\s+(?:from|over)\b|\bruns?\s+from\b",
    r"rated\s+voltage",
    r"input\s+voltage",
    r"\b(?:mains|line)\s+voltage\b(?!\s+regulation)",  # a mains-powered appliance's supply
    # a protection board or controller sits on its pack; a battery-powered part on its
    # battery (a charger's "battery voltage" is what it charges to: see settle)
    r"\b(?:pack|battery)\s+voltage",
    r"\bexcitation\b",  # a bridge or passive sensor is supplied by its excitation
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
    r"input\s+voltage,\s*high\b",  # "Input voltage, high" (the level after a comma)
    # a module's signal input: "PWM signal high level", "Control signal high"
    r"(?:signal|pwm|control)\s+high\b",
    # a PLC input's "Signal '1'" (IEC 61131-2) and an "ON-state voltage" / "ON level"
    r"\bsignal\s*[\"'„“”‘’]?1\b",
    # (an "on-state voltage drop" is the drop across a switched output, no input level)
    r"\bon[\s-]state\s+(?:voltage|level)\b(?!\s+drop)",
    r"\binput\s+on\s+(?:threshold|level|voltage)",
    r"\bV_?IN\s*\(\s*ON\s*\)",  # a digital input's "VIN(ON)" range
)
VIL = _rx(
    r"\bV_?IL\w*",
    r"input\s+(?:logic\s*)?low",
    r"low[\s-]level\s+input",
    r"input\s+(?:logic[\s-])?0\b",
    r"logic[\s-]low",
    r"input\s+'?l'?\s+voltage",
    r"input\s+‘l’",
    r"input\s+voltage,\s*low\b",
    r"(?:signal|pwm|control)\s+low\b",
    r"\bsignal\s*[\"'„“”‘’]?0\b",
    r"\boff[\s-]state\s+(?:voltage|level)\b",
    r"\binput\s+off\s+(?:threshold|level|voltage)",
    r"\bV_?IN\s*\(\s*OFF\s*\)",
)
VOH = _rx(r"\bV_?OH\w*", r"output\s+(?:logic\s*)?high", r"high[\s-]level\s+output")
# an open-collector/-drain output's on level is its low level: "Output On Voltage VOUT(SAT)",
# "collector-emitter saturation voltage VCE(sat)"
VOL = _rx(
    r"\bV_?OL\b\w*",
    r"output\s+(?:logic\s*)?low",
    r"low[\s-]level\s+output",
    r"saturation\s+voltage|\bV_?(?:OUT|CE|O)\s*\(\s*sat\s*\)|output\s+on\s+voltage",
)
DROPOUT = _rx(
    r"drop[\s-]?out",
    # "keep the output at least 1.5 V below the input": the headroom a regulator needs
    r"\boutput\b[^.;]{0,30}\bbelow\s+(?:the\s+)?input\b",
)
ANALOG_OUT = _rx(
    r"\bV_?IOUT\b",
    r"\bVIOUT\(Q\)",
    r"analog(?:ue)?\s+outputs?",
    r"signal\s+output",
    # "Output signal 0…10 V" of a transmitter: the measured signal it sends
    r"\boutput\s+signal\b",
    r"sensor\s+output",
    # "Output swing, -20 A ... +20 A": the span a sensor's output covers over its range
    r"\boutput\s+swing\b",
    r"(?-i:\bV_?[Ss]\b)",
    r"output\s+voltage\s+in\b",
    r"zero[\s-]current\s+output",
    r"quiescent\s+output",
    r"(?-i:\bA_?OUT\d?\b)",  # an analog output pin named alone: "AOUT in dry air"
)
# a charger's regulated battery voltage is its output: "float voltage", "regulated output
# (float) voltage", "termination voltage VTERM" (the voltage it charges the cell to)
OUTPUT_VOLTAGE = _rx(
    r"output\s+voltage",
    r"\bV_?OUT\b",
    r"\bV_?O\b",
    r"\bfloat\)?\s+voltage",
    r"\btermination\s+voltage\b",
)
ANALOG_IN = _rx(
    r"full[\s-]scale",
    r"input\s+(?:voltage\s+)?range",
    r"differential\s+input",
    r"common[\s-]mode",
    r"analog\s+input\s+voltage",
    r"input\s+signal\s+range",
)
GATE_TH = _rx(r"gate\s+threshold", r"\bV_?GS\(?th\)?")
VDS = _rx(
    r"drain[\s-]+(?:to[\s-]+)?source\s+(?:breakdown\s+)?voltage", r"\bV_?DSS?\b|\bV\(BR\)DSS\b"
)

STORAGE = _rx(r"storage", r"\bT_?stg\b", r"\bT_?STG\b")
OPERATING_T = _rx(
    r"operating|\bwork(?:ing)?\s+temp",
    r"ambient",
    r"junction\s+temperature\s+range",
    r"\bT_?A\b",
    r"\bT_?OP\b",
    r"\bT_?amb\b",
    r"specified\s+temperature",
    r"free[\s-]air",
    r"working\s+temperature",
    r"working\s+environment",  # "Working environment: -30~+70 °C, 0~100 %RH"
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
    r"\bspan\b",  # (not the German "Spannung", a voltage)
    # a power monitor's inputs are what it measures: "Bus voltage range", "Shunt voltage input"
    r"bus\s+voltage\s+(?:input|range|measur|full)|shunt\s+voltage\s+input",
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

I2C_CLOCK = _rx(r"i2c", r"i²c", r"\bscl\b", r"\bf_?SCL\b", r"\b(?:two|2)[\s-]wire")
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
    r"(?:ranging|measurement|refresh)\s+rate",
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
    r"measurement\s+(?:time|duration)",
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
    # the time from power or plug-in until the part first answers: "Power-on to first I2C
    # access", "power-up to first SPI command", "plug-in -> output on"
    r"(?:power[\s-]?(?:on|up)|plug[\s-]?in)\s*(?:to|→|->|until)\s+(?:the\s+)?(?:first\s+)?"
    r"(?:[\w²]+\s+){0,2}?(?:access|command|communication|read(?:ing)?|conversion|output\s+on)",
    r"\bt_?P[OU]\b",
    r"start[\s-]?up",
    # "wake-up time", "tWAKE"; not a pin named in a symbol or label ("tDWAKE", "nWAKE low")
    r"wake[\s-]?up",
    r"\bwak(?:e|ing)\b",
    r"\bt_?WAKE\w*",
    r"\bt_?START\b",
    # back from a low-power state, or from the supply reaching its minimum ("Full recovery
    # from Power-Down", "VCC (min) to /CS Low")
    r"recover\w*\s+from\s+(?:power[\s-]?down|sleep|shutdown|standby)",
    r"\bV_?[CD]{2}\s*\(\s*min\s*\)\s*to\b",
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
ON_RES = _rx(
    r"\bon[\s-]?resistance",
    r"\bR_?DS\(?on\)?",
    r"\bR_?ON\b",
    r"switch\s+resistance",
    r"contact\s+resistance",  # a closed relay or reed contact: its on-resistance
)
HUMIDITY_OP = _rx(r"operating", r"ambient", r"working")


# words naming what a part draws from its supply, and words naming what it delivers
OWN_DRAW = re.compile(
    r"supply\s+current|(?:operating|working)\s+current|consumption|\bpower\s+supply\b|"
    r"\bsupplied\b|\bI_?(?:DD|CC)\w*",
    re.I,
)


OUTPUT_WORDS = re.compile(
    r"output|\bload\b|\blimit|\bdrive|\bsink|\bsource|\bI_?O(?:UT)?\b|\bI_?L\b|motor|\bswitch",
    re.I,
)


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


QUANTITY_RX = dict(_QUANTITY_WORDS)


def named_quantity(text: str) -> str | None:
    """The one measured quantity ``text`` names, None when it names none or several
    ("temperature and humidity" decides nothing)."""
    named = {q for q, rx in _QUANTITY_WORDS if rx.search(text)}
    return named.pop() if len(named) == 1 else None
