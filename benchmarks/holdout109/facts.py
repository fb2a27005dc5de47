"""Reference facts of the hundred-and-ninth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import HT, KL, LS, NA, OP, PX, QR, TR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PRX865
PX_VDD = f(
    PX,
    1,
    "Supply Voltage VDD 3.0 3.3 3.6 V",
    it(PX, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
PX_ABS = f(
    PX,
    1,
    "VDD to GND -0.3 V to +4.0 V",
    it(PX, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD to GND"),
)
PX_RTDABS = f(
    PX,
    1,
    "FORCE+, FORCE2, RTDIN+, RTDIN-, FORCE- to GND -45 V to +45 V",
    it(PX, "abs_max_input_voltage", "V", lo=-45, hi=45, condition="RTD pins"),
)
PX_IDD = f(
    PX,
    1,
    "Supply Current IDD VBIAS on, converting 2.0 3.5 mA",
    it(PX, "supply_current", "mA", typ=2.0, hi=3.5, condition="VBIAS on, converting"),
)
PX_RES = f(PX, 1, "Resolution 15 Bits", it(PX, "resolution", "bit", value=15))
PX_CONV50 = f(
    PX,
    1,
    "Continuous, 50 Hz filter 20 21 ms",
    it(PX, "response_time", "ms", typ=20, hi=21, condition="conversion, continuous, 50 Hz"),
)
PX_SCLK = f(
    PX,
    2,
    "Serial Clock Frequency fSCLK 5.0 MHz",
    it(PX, "spi_clock_frequency", "MHz", hi=5.0),
)
PX_TOP = f(
    PX,
    1,
    "Operating Temperature Range -40 " + DEG + " to +125 " + DEG,
    it(PX, "operating_temperature", DEG, lo=-40, hi=125),
)
PX_ACC = f(
    PX,
    1,
    "Total accuracy 0.5 " + DEG + " max over all operating conditions",
    it(PX, "accuracy", DEG, lo=-0.5, hi=0.5, quantity="temperature", condition="total, Note 2"),
)
PX_5V = note(PX, 2, "its digital inputs are not 5 V tolerant")
PX_LS = note(PX, 2, "Use a level translator with 5 V microcontrollers.")
PX_RREF = note(
    PX,
    1,
    "Choose a 400 " + OHM + " reference resistor (0.1 %, 25 ppm/" + DEG + ") for a PT100",
)
PX_RREF1000 = note(PX, 1, "and a 4.00 k" + OHM + " reference resistor for a PT1000.")
PX_RREF_RULE = note(PX, 1, "larger than the highest RTD resistance that will be measured.")

# ---------------------------------------------------------------- NAIR-35
NA_VCC = f(
    NA,
    1,
    "Module supply (VCC): 5.0 V " + PM + " 0.1 V DC, the heater needs it",
    it(NA, "supply_voltage", "V", typ=5.0, condition="5.0 V ± 0.1 V"),
)
NA_I = f(
    NA,
    1,
    "Module current: about 160 mA with the heater on",
    it(NA, "supply_current", "mA", typ=160, condition="heater on"),
)
NA_PH = f(
    NA,
    1,
    "Heater power consumption PH " + LE + " 800 mW",
    it(NA, "power_consumption", "mW", hi=800, condition="heater, NS-135 element"),
)
NA_PH_TYP = f(
    NA,
    2,
    "The heater alone takes about 760 mW at 5.0 V",
    it(NA, "power_consumption", "mW", typ=760, condition="heater at 5.0 V"),
)
NA_WARM = f(
    NA,
    2,
    "After power-up the AO reading falls and settles over the first 2 to 3 minutes",
    it(NA, "warm_up_time", "min", lo=2, hi=3, condition="after power-up"),
)
NA_PREHEAT = f(
    NA,
    1,
    "Preheat time over 24 h before the test",
    it(NA, "warm_up_time", "h", lo=24, condition="element preheat (first use)"),
)
NA_PREHEAT2 = note(NA, 2, "leave it powered for over 24 hours")
NA_TOP = f(
    NA,
    1,
    "Operating temperature -10 ... +45 " + DEG,
    it(NA, "operating_temperature", DEG, lo=-10, hi=45),
)
NA_RANGE = f(
    NA,
    1,
    "Detection range: 10 ... 1000 ppm (NH3, benzene, alcohol)",
    it(NA, "measurement_range", "ppm", lo=10, hi=1000, quantity="gas_concentration"),
)
NA_3V3 = note(NA, 2, "Can I power it from 3.3 V? No. The heater is specified at 5.0 V")
NA_CO2 = note(NA, 2, "No calibration curve for CO2 is supplied")
NA_LIFE = note(NA, 2, "We do not have a lifetime figure from the element maker")
NA_RL = note(NA, 1, "The on-board load resistor RL is 10 k" + OHM + " (marked 103).")
NA_TEST_RL = note(NA, 1, "Load resistance (test fixture) RL 20 k" + OHM)
NA_GASES = note(
    NA, 1, "The element's resistance drops as ammonia, nitrogen oxides, alcohol, benzene, smoke"
)

# ---------------------------------------------------------------- KL74HC4051
HCT = "KL74HCT4051"
KL_VCC = f(
    KL,
    1,
    "VCC Supply voltage 2 5 6 4.5 5 5.5 V",
    it(KL, "supply_voltage", "V", lo=2, typ=5, hi=6, condition="KL74HC4051"),
)
KL_VCC_HCT = f(
    KL,
    1,
    "VCC Supply voltage 2 5 6 4.5 5 5.5 V",
    it(HCT, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="KL74HCT4051"),
)
KL_ABS = f(
    KL,
    1,
    "VCC Supply voltage -0.5 7 V",
    it(KL, "abs_max_supply_voltage", "V", hi=7),
)
KL_RON45 = f(
    KL,
    2,
    "VIS = VEE to VCC, 4.5 V 70 160 200 240 " + OHM,
    it(KL, "on_resistance", "Ohm", typ=70, hi=160, condition="VCC = 4.5 V, VEE = 0 V, 25 °C"),
)
KL_RON6_85 = f(
    KL,
    2,
    "VEE = 0 V 6V 60 140 175 210 " + OHM,
    it(KL, "on_resistance", "Ohm", hi=175, condition="VCC = 6 V, -40 to 85 °C"),
)
KL_VIH_HCT = f(
    KL,
    2,
    "VIH 4.5 V to 5.5 V 2.0 2.0 2.0 V",
    it(HCT, "input_high_voltage", "V", lo=2.0, condition="VCC 4.5 V to 5.5 V"),
)
KL_HC_5V = f(
    KL,
    2,
    "with VCC = 5 V the KL74HC4051 needs VIH " + GE + " 3.5 V on S0-S2 and INH, which a 3.3-V "
    "controller does not reach",
    it(KL, "input_high_voltage", "V", lo=3.5, condition="VCC = 5 V"),
)
KL_HCT33 = note(KL, 2, "The KL74HCT4051 (VIH = 2.0 V) accepts 3.3-V logic at VCC = 5 V.")
KL_TOP = f(
    KL,
    1,
    "TA Operating free-air temperature -40 125 -40 125 " + DEG,
    it(KL, "operating_temperature", DEG, lo=-40, hi=125),
)
KL_SINGLE = note(
    KL,
    1,
    "For single-supply use connect VEE to GND; analog signals must then stay between 0 V and VCC.",
)
KL_SPAN = f(
    KL,
    1,
    "VCC - VEE Supply voltage span 2 10 4.5 10 V",
    it(KL, "supply_voltage", "V", lo=2, hi=10, condition="VCC - VEE span"),
)

# ---------------------------------------------------------------- TRB-8245
TRH = "TRB-8245H"
TR_VMOT = f(
    TR,
    1,
    "Tosidra famahanana motera / 8.2 45 V Motor supply voltage (VMOT)",
    it(TR, "load_supply_voltage", "V", lo=8.2, hi=45, condition="VMOT"),
)
TR_ABS = f(
    TR,
    1,
    "Tosidra faratampony VMOT / 47 V never exceed VMOT absolute maximum",
    it(TR, "abs_max_supply_voltage", "V", hi=47, condition="VMOT"),
)
TR_48 = note(TR, 2, "Will it run on a 48 V supply? Tsia / No.")
TR_VIH = f(
    TR,
    1,
    "Tosidra ambony amin'ny fidirana / 2.2 5.25 V 3.3 V / 5 V Logic input high (STEP, DIR, M0-M2)",
    it(TR, "input_high_voltage", "V", lo=2.2, hi=5.25, condition="STEP, DIR, M0-M2"),
)
TR_SLEEP = f(
    TR,
    1,
    "Onjan'aratra amin'ny torimaso / 10 20 " + MU + "A Sleep current (SLP low)",
    it(TR, "standby_current", "uA", typ=10, hi=20, condition="SLP low"),
)
TR_I_NOHS = f(
    TR,
    1,
    "Onja maharitra isaky ny dingana / 1.5 A 1.9 A 2.2 A Continuous current per phase",
    it(TR, "output_current", "A", hi=1.5, condition="per phase, no heatsink"),
)
TR_I_HS = f(
    TR,
    1,
    "Onja maharitra isaky ny dingana / 1.5 A 1.9 A 2.2 A Continuous current per phase",
    it(TRH, "output_current", "A", hi=1.9, condition="per phase, heatsink"),
)
TR_I_FAN = f(
    TR,
    1,
    "Onja maharitra isaky ny dingana / 1.5 A 1.9 A 2.2 A Continuous current per phase",
    it(TRH, "output_current", "A", hi=2.2, condition="per phase, heatsink + fan"),
)
TR_IMAX = f(
    TR,
    1,
    "Onja faratampony / 2.5 A 2.5 A 2.5 A Maximum current setting",
    it(TR, "peak_output_current", "A", hi=2.5, condition="maximum current setting"),
)
TR_28 = note(TR, 2, "A 2.8 A motor can still be used, but only with the current set to")
TR_THERM = note(TR, 1, "its thermal protection switches the outputs off until it cools")
TR_32 = note(TR, 2, "H L H 1/32 step")
TR_TOP = f(
    TR,
    1,
    "Hafanana iasana / -20 +70 " + DEG + " Operating ambient temperature",
    it(TR, "operating_temperature", DEG, lo=-20, hi=70),
)

# ---------------------------------------------------------------- HTS3x
HT_VDD = f(
    HT,
    1,
    "Supply voltage VDD 2.15 3.3 5.5 V",
    it(HT, "supply_voltage", "V", lo=2.15, typ=3.3, hi=5.5),
)
HT_ABS = f(HT, 1, "Supply voltage VDD -0.3 ... 6 V", it(HT, "abs_max_supply_voltage", "V", hi=6))
HT_ADDR = f(
    HT,
    2,
    "Address select: connect to VSS for 0x44, to VDD for 0x45 (7-bit)",
    it(HT, "i2c_address", values=["0x44", "0x45"]),
)
HT_SCL = f(
    HT,
    1,
    "I2C clock frequency fSCL 0 1000 kHz",
    it(HT, "i2c_clock_frequency", "kHz", lo=0, hi=1000),
)
HT_RH_TYP35 = f(
    HT,
    1,
    "Accuracy tolerance (typ.) 10 ... 90 %RH, 25 "
    + DEG
    + " "
    + PM
    + "3 "
    + PM
    + "2 "
    + PM
    + "1.5 %RH",
    it(
        "HTS35",
        "accuracy",
        "%RH",
        lo=-1.5,
        hi=1.5,
        quantity="relative_humidity",
        condition="typ., 10-90 %RH",
    ),
)
HT_RH_TYP31 = f(
    HT,
    1,
    "Accuracy tolerance (typ.) 10 ... 90 %RH, 25 "
    + DEG
    + " "
    + PM
    + "3 "
    + PM
    + "2 "
    + PM
    + "1.5 %RH",
    it(
        "HTS31",
        "accuracy",
        "%RH",
        lo=-2,
        hi=2,
        quantity="relative_humidity",
        condition="typ., 10-90 %RH",
    ),
)
HT_RH_MAX30 = f(
    HT,
    1,
    "Accuracy tolerance (max.) 0 ... 100 %RH, 25 "
    + DEG
    + " "
    + PM
    + "4 "
    + PM
    + "3 "
    + PM
    + "2 %RH",
    it(
        "HTS30",
        "accuracy",
        "%RH",
        lo=-4,
        hi=4,
        quantity="relative_humidity",
        condition="max., 0-100 %RH",
    ),
)
HT_T_WIDE31 = f(
    HT,
    1,
    "-40 ... 125 " + DEG + " " + PM + "0.6 " + PM + "0.4 " + PM + "0.3 " + DEG,
    it(
        "HTS31",
        "accuracy",
        DEG,
        lo=-0.4,
        hi=0.4,
        quantity="temperature",
        condition="typ., -40 ... 125 °C",
    ),
)
HT_T_TYP31 = f(
    HT,
    1,
    "Accuracy tolerance (typ.) 0 ... 65 "
    + DEG
    + " "
    + PM
    + "0.3 "
    + PM
    + "0.2 "
    + PM
    + "0.1 "
    + DEG,
    it(
        "HTS31",
        "accuracy",
        DEG,
        lo=-0.2,
        hi=0.2,
        quantity="temperature",
        condition="typ., 0 ... 65 °C",
    ),
)
HT_IMEAS = f(
    HT,
    1,
    "measuring 600 1500 " + MU + "A",
    it(HT, "supply_current", "uA", typ=600, hi=1500, condition="measuring"),
)
HT_IDLE_SS = f(
    HT,
    1,
    "Supply current IDD idle, single-shot mode 0.2 2.0 " + MU + "A",
    it(HT, "standby_current", "uA", typ=0.2, hi=2.0, condition="idle, single-shot mode"),
)
HT_MEAS_HIGH = f(
    HT,
    2,
    "High 12.5 15 ms",
    it(
        HT,
        "response_time",
        "ms",
        typ=12.5,
        hi=15,
        condition="measurement duration, high repeatability",
    ),
)
HT_TOP = f(
    HT,
    1,
    "Operating temperature range -40 ... 125 " + DEG,
    it(HT, "operating_temperature", DEG, lo=-40, hi=125),
)
HT_HEATER = note(HT, 1, "A built-in heater can be switched on by command for plausibility checks.")
HT_WATER = note(HT, 2, "The sensor is not protected against condensed water or dust")

# ---------------------------------------------------------------- LSX0108
LS_VCCA = f(
    LS,
    1,
    "VCCA Supply voltage, A port 1.2 3.6 V",
    it(LS, "io_supply_voltage", "V", lo=1.2, hi=3.6, condition="VCCA"),
)
LS_VCCB = f(
    LS,
    1,
    "VCCB Supply voltage, B port VCCB " + GE + " VCCA 1.65 5.5 V",
    it(LS, "io_supply_voltage", "V", lo=1.65, hi=5.5, condition="VCCB"),
)
LS_ABS_B = f(
    LS,
    1,
    "VCCB Supply voltage, B port -0.5 6.5 V",
    it(LS, "abs_max_supply_voltage", "V", hi=6.5, condition="VCCB"),
)
LS_ABS_A = f(
    LS,
    1,
    "VCCA Supply voltage, A port -0.5 4.6 V",
    it(LS, "abs_max_supply_voltage", "V", hi=4.6, condition="VCCA"),
)
LS_OD = f(
    LS,
    2,
    "Open-drain operation: 1.2 Mbps maximum for VCCA " + GE + " 1.5 V and 0.8 Mbps at VCCA = 1.2 V",
    it(LS, "baud_rate", "Mbps", hi=1.2, condition="open-drain, VCCA ≥ 1.5 V"),
)
LS_PP = f(
    LS,
    1,
    "Maximum data rates: 110 Mbps push-pull, 1.2 Mbps open-drain",
    it(LS, "baud_rate", "Mbps", hi=110, condition="push-pull"),
)
LS_R18 = f(
    LS,
    2,
    "VCCA = 1.8 V 60 60 60 60",
    it(LS, "baud_rate", "Mbps", typ=60, condition="push-pull, VCCA = 1.8 V"),
)
LS_R33 = f(
    LS,
    2,
    "VCCA = 3.3 V " + "\u2014 \u2014" + " 110 110",
    it(LS, "baud_rate", "Mbps", typ=110, condition="push-pull, VCCA = 3.3 V, VCCB = 5.0 V"),
)
LS_CL = note(LS, 2, "Typical values, TA = 25 " + DEG + ", CL = 15 pF, one I/O switching; in Mbps.")
LS_ORDER = note(LS, 2, "VCCA must never exceed VCCB: connect the lower voltage to VCCA.")
LS_PULL = note(
    LS,
    2,
    "smaller than 50 k"
    + OHM
    + " to the I/Os. For I2C buses with the usual 2.2 k"
    + OHM
    + " to 10 k"
    + OHM
    + " pull-ups use a pass-transistor translator (LSX0102P) instead.",
)
LS_TOP = f(
    LS,
    1,
    "TA Operating free-air temperature -40 85 " + DEG,
    it(LS, "operating_temperature", DEG, lo=-40, hi=85),
)

# ---------------------------------------------------------------- OPB-1S
OP_OCU = note(OP, 1, "VOCU 4.25 4.30 4.35 V")
OP_ODL = note(OP, 1, "VODL 2.30 2.40 2.50 V")
OP_CONT3 = f(
    OP,
    1,
    "Isan ti o n lo nigba gbogbo / 2 4.5 A Continuous discharge current",
    it("OPB-1S3", "output_current", "A", hi=2, condition="continuous discharge"),
)
OP_CONT6 = f(
    OP,
    1,
    "Isan ti o n lo nigba gbogbo / 2 4.5 A Continuous discharge current",
    it("OPB-1S6", "output_current", "A", hi=4.5, condition="continuous discharge"),
)
OP_STBY = f(
    OP,
    1,
    "Isan iduro / Standby current, 3.0 / 6.0 3.0 / 6.0 " + MU + "A normal state (typ. / max.)",
    it(OP, "standby_current", "uA", typ=3.0, hi=6.0, condition="normal state"),
)
OP_RDS6 = f(
    OP,
    1,
    "Atako ona MOSFET / 50 25 m" + OHM + " MOSFET path resistance",
    it("OPB-1S6", "on_resistance", "mOhm", value=25, condition="MOSFET path"),
)
OP_TOP = f(
    OP,
    1,
    "Iwon otutu isise / -20 ... +70 -20 ... +70 " + DEG + " Operating temperature",
    it(OP, "operating_temperature", DEG, lo=-20, hi=70),
)
OP_NO2S = note(OP, 2, "so it cannot be used in series for 2S or 3S packs.")
OP_LFP = note(OP, 2, "LiFePO4 (3.2 V) cells are")
OP_CHG = note(OP, 2, "How fast can I charge? That depends on your charger;")
OP_NOLIMIT = note(OP, 2, "The OPB board does not limit or regulate the charging current;")
OP_2A = note(OP, 2, "Choose the OPB-1S6 when the load draws more than 2 A.")

# ---------------------------------------------------------------- QRU-12
QR_VCC = f(QR, 1, "Supply voltage DC 3.2V ~ 5.5V", it(QR, "supply_voltage", "V", lo=3.2, hi=5.5))
QR_BAND = f(
    QR,
    1,
    "Working frequency 433.4 MHz ~ 473.0 MHz",
    it(QR, "frequency_band", "MHz", lo=433.4, hi=473.0),
)
QR_TX = f(
    QR,
    1,
    "Transmit power -1 dBm ~ +20 dBm, 8 levels (default +20 dBm)",
    it(QR, "tx_power", "dBm", lo=-1, hi=20),
)
QR_P6 = f(
    QR,
    1,
    "P6 +14 dBm 25 mW 60 mA",
    it(QR, "supply_current", "mA", typ=60, condition="transmitting at +14 dBm (P6)"),
)
QR_P8 = f(
    QR,
    1,
    "P8 +20 dBm 100 mW 100 mA",
    it(QR, "supply_current", "mA", typ=100, condition="transmitting at +20 dBm (P8)"),
)
QR_FU2 = f(
    QR,
    1,
    "FU2 1200, 2400, 4800 bps 250000 bps 80 uA -100 dBm 100 m",
    it(QR, "supply_current", "uA", typ=80, condition="idle, FU2"),
)
QR_FU4 = f(
    QR,
    1,
    "FU4 1200 bps only 500 bps 16 mA -124 dBm 1800 m",
    it(QR, "rx_sensitivity", "dBm", typ=-124, condition="FU4, 500 bps air"),
)
QR_BAUD_DEF = f(
    QR,
    1,
    "Serial baud rate 1200 bps ~ 115200 bps (default 9600 bps)",
    it(QR, "baud_rate", "bps", value=9600, condition="default"),
)
QR_SLEEP = f(QR, 1, "Sleep current 22 uA (AT+SLEEP)", it(QR, "standby_current", "uA", typ=22))
QR_UART = f(
    QR, 1, "Serial interface UART, TXD / RXD 3.3 V level", it(QR, "interface", values=["UART"])
)
QR_5V = note(QR, 2, "The UART pins can be wired directly to a 3.3 V or a 5 V microcontroller")
QR_CERT = note(QR, 2, "The module is not certified; the user is responsible for the radio rules of")
QR_RANGE = note(QR, 1, "The communication distance is 1000 m in open space")
QR_TOP = f(
    QR,
    1,
    "Operating temperature -40 " + DEG + " ~ +85 " + DEG,
    it(QR, "operating_temperature", DEG, lo=-40, hi=85),
)
