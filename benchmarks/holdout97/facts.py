"""Reference facts of the ninety-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BH, DL, HT, LV, MT, NI, PG, TW, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
LEAD = "."


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- PGS-7700
PG3, PG5 = "PGS-7700-3V", "PGS-7700-5V"
PG_VRANGE = "Supply voltage range 2.4 to 3.6 V 3.7 to 5.5 V"
PG_V3 = f(PG, 1, PG_VRANGE, it(PG3, "supply_voltage", "V", lo=2.4, hi=3.6, condition="VCC, -3V"))
PG_V5 = f(PG, 1, PG_VRANGE, it(PG5, "supply_voltage", "V", lo=3.7, hi=5.5, condition="VIN, -5V"))
PG_ADDR = f(
    PG,
    1,
    "The sensor answers on the fixed 7-bit I2C address 0x39, which cannot be changed",
    it(PG, "i2c_address", values=["0x39"]),
)
PG_SLEEP = f(
    PG,
    1,
    "Sleep current ISLEEP PON = 0 1.0 10 " + MU + "A",
    it(PG, "standby_current", "uA", typ=1.0, hi=10, condition="sensor IC, PON = 0"),
)
PG_PROX = f(
    PG,
    2,
    "Proximity detection distance up to 100 mm",
    it(PG, "measurement_range", "mm", hi=100, quantity="distance", condition="proximity, typical"),
)
PG_ABS3 = f(
    PG,
    1,
    "Supply voltage VCC PGS-7700-3V 3.8 V",
    it(PG3, "abs_max_supply_voltage", "V", hi=3.8, condition="VCC, absolute maximum"),
)
PG_SCL = f(
    PG,
    1,
    "I2C clock frequency fSCL 0 400 kHz",
    it(PG, "i2c_clock_frequency", "kHz", lo=0, hi=400),
)
PG_5VOK = note(
    PG,
    2,
    "The PGS-7700-5V can be powered from 5 V and its I2C lines connected directly to 5 V or "
    "3.3 V hosts",
)
PG_NO5V = note(
    PG,
    2,
    "Do not connect it to a 5 V Arduino without an external level shifter.",
)
PG_GLASS = note(PG, 2, "Target: 18 % grey card 100 x 100 mm, LED current 100 mA, no cover glass.")

# ---------------------------------------------------------------- LVX-2B
LVF = "LVX-2B-F"
LV_LV = f(
    LV,
    1,
    "LV 1.8 3.3 3.6 V LV " + LE + " HV",
    it(LV, "io_supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="LV side"),
)
LV_HV = f(
    LV,
    1,
    "HV 3.0 5.0 5.5 V",
    it(LV, "io_supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="HV side"),
)
LV_I2C_ROW = "I2C clock, pinakamataas / I2C clock, maximum 100 kHz 400 kHz"
LV_I2C_B = f(LV, 1, LV_I2C_ROW, it(LV, "i2c_clock_frequency", "kHz", hi=100, condition="LVX-2B"))
LV_I2C_F = f(LV, 1, LV_I2C_ROW, it(LVF, "i2c_clock_frequency", "kHz", hi=400, condition="-F"))
LV_PP_B = f(
    LV,
    1,
    "250 kbit/s 1 Mbit/s",
    it(LV, "data_rate", "kbit/s", hi=250, condition="push-pull signal, LVX-2B"),
)
LV_TOP = f(
    LV,
    1,
    "use at -20 " + DEG + " to +70 " + DEG,
    it(LV, "operating_temperature", DEG, lo=-20, hi=70),
)
LV_400 = note(LV, 2, "For 400 kHz I2C choose the LVX-2B-F")

# ---------------------------------------------------------------- DLS-12K
DLS, DLL = "DLS-12K-S", "DLS-12K-L"
DL_VPLUS = f(
    DL,
    1,
    "V+ 10.8 12.0 13.2 V",
    it(DL, "supply_voltage", "V", lo=10.8, typ=12.0, hi=13.2, condition="DRV-1 board V+"),
)
DL_IL = f(
    DL,
    1,
    "0.35 0.80 A Rated current at 12 V",
    it(DLL, "supply_current", "A", value=0.80, condition="lock rated current at 12 V, L"),
)
DL_VIH = f(
    DL,
    1,
    "VIH 2.0 V lock opens",
    it(DL, "input_high_voltage", "V", lo=2.0, condition="IN, lock opens"),
)
DL_INABS = f(
    DL,
    1,
    "IN кіріс кернеуі / IN input voltage -0.3 ... 5.5 V",
    it(DL, "abs_max_input_voltage", "V", hi=5.5, condition="IN, absolute maximum"),
)
DL_TLOCK = f(
    DL,
    1,
    "-20 ... +50 -20 ... +50 " + DEG + " Operating temperature (lock)",
    it(DL, "operating_temperature", DEG, lo=-20, hi=50, condition="lock"),
)
DL_ABS = f(
    DL,
    1,
    "V+ қорек кернеуі / V+ supply voltage 16 V",
    it(DL, "abs_max_supply_voltage", "V", hi=16, condition="V+, absolute maximum"),
)
DL_LOGIC = note(
    DL, 2, "The IN input accepts 3.3 V and 5 V logic directly (Arduino, ESP32, Raspberry Pi)."
)
DL_ADAPT = note(
    DL, 2, "Use a 12 V adapter that can deliver at least the rated lock current plus 0.2 A."
)
DL_CAR = note(DL, 2, "A running car (alternator charging) is outside that range")
DL_INDOOR = note(DL, 2, "The lock is for indoor cabinets and doors only.")

# ---------------------------------------------------------------- MTC-CAN33
MT8, MT16 = "MTC-CAN33-8", "MTC-CAN33-16"
MT_VCC = f(
    MT,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(MT, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
MT_RATE8 = f(
    MT,
    1,
    "Highest CAN bit rate 500 kbit/s 1 Mbit/s",
    it(MT8, "data_rate", "kbit/s", hi=500, condition="CAN bit rate, 8 MHz option"),
)
MT_TOP8 = f(
    MT,
    1,
    "Operating temperature -20 to +70 " + DEG + " -40 to +85 " + DEG,
    it(MT8, "operating_temperature", DEG, lo=-20, hi=70, condition="8 MHz resonator option"),
)
MT_IDOM = f(
    MT,
    1,
    "Supply current, dominant ICC transmitting 45 70 mA",
    it(MT, "supply_current", "mA", typ=45, hi=70, condition="dominant, transmitting"),
)
MT_VIH = f(MT, 1, "VIH 2.0 V", it(MT, "input_high_voltage", "V", lo=2.0))
MT_NOT5 = note(MT, 1, "Logic inputs (not 5 V tolerant)" + LEAD * 188 + "-0.3 V to VCC + 0.3 V")
MT_5V = note(
    MT,
    2,
    "The host must be a 3.3 V device. With a 5 V microcontroller put a level translator in "
    "CS, SCK and SI",
)
MT_BUS5V = note(MT, 1, "Bus levels meet ISO 11898-2, so the module shares a bus with 5 V nodes.")

# ---------------------------------------------------------------- HT096F
HTN, HTI = "HT096F-TN", "HT096F-IPS"
HT_VCC = f(
    HT,
    1,
    "Module supply voltage VCC 3.0 3.3 5.5 V",
    it(HT, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="DC characteristics"),
)
HT_ABS = f(
    HT,
    1,
    "Module supply voltage VCC -0.3 6.0 V",
    it(HT, "abs_max_supply_voltage", "V", hi=6.0),
)
HT_VINABS = f(
    HT,
    1,
    "Logic input voltage VIN -0.3 3.6 V SCL, SDA, RES, DC, CS, BLK",
    it(HT, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="logic inputs"),
)
HT_SPI = f(
    HT,
    1,
    "4-wire SPI, write clock up to 15 MHz",
    it(HT, "spi_clock_frequency", "MHz", hi=15, condition="write"),
)
HT_I_IPS5 = f(
    HT,
    1,
    "HT096F-IPS display on, BLK high 41 44 mA",
    it(HTI, "supply_current", "mA", value=44, condition="VCC = 5.0 V, backlight on"),
)
HT_NOTE5 = note(HT, 2, "Do not drive SCL, SDA, RES, DC, CS or BLK from 5 V logic.")
HT_LUM = note(HT, 2, "Luminance centre, BLK high 250 350 cd/m2")

# ---------------------------------------------------------------- TWS-40
TWN, TWV = "TWS-40N", "TWS-40V"
TW_VS = f(
    TW,
    1,
    "Supply voltage 12 to 24 V DC 12 to 24 V DC",
    it(TW, "supply_voltage", "V", lo=12, hi=24),
)
TW_IP = f(
    TW, 1, "Ingress protection: IP65 (electronics housing)", it(TW, "ip_rating", values=["IP65"])
)
TW_IV24 = f(
    TW,
    1,
    "TWS-40V 11 7 mA",
    it(TWV, "supply_current", "mA", value=7, condition="at 24 V DC, 10 m/s"),
)
TW_SINK = f(
    TW,
    1,
    "Output sink current 20 mA max",
    it(TWN, "output_current", "mA", hi=20, condition="NPN output sink"),
)
TW_VOH = f(
    TW,
    1,
    "5 V (4.6 V min at 1 mA)",
    it(TWV, "output_high_voltage", "V", lo=4.6, typ=5, condition="IOH 1 mA"),
)
TW_USB = note(TW, 2, "No. The supply must be within the 12 to 24 V DC range.")
TW_BEARING = note(TW, 2, "Inspect yearly; service life depends on site conditions.")

# ---------------------------------------------------------------- BH3S-18
B10, B20 = "BH3S-18-10", "BH3S-18-20"
BH_IDIS20 = f(
    BH,
    1,
    "Max. continuous discharge current 10 20 A",
    it(B20, "output_current", "A", hi=20, condition="continuous discharge"),
)
BH_IQ10 = f(
    BH,
    1,
    "Self consumption " + LE + " 20 " + LE + " 25 " + MU + "A",
    it(B10, "quiescent_current", "uA", hi=20, condition="self consumption"),
)
BH_TCH = f(
    BH,
    1,
    "Charging temperature 0 ~ +45 " + DEG + " cells limit",
    it(BH, "operating_temperature", DEG, lo=0, hi=45, condition="charging"),
)
BH_VOUT = f(
    BH,
    1,
    "The pack voltage lies between 8.4 V (all cells at the over-discharge limit) and 12.6 V "
    "(fully charged).",
    it(BH, "output_voltage", "V", lo=8.4, hi=12.6, condition="pack voltage at P+ / P-"),
)
BH_VCH = f(
    BH,
    1,
    "Charging voltage 12.6 ~ 13.0 12.6 ~ 13.0 V",
    it(BH, "supply_voltage", "V", lo=12.6, hi=13.0, condition="charging voltage"),
)
BH_LEAD = note(
    BH,
    2,
    "A 12 V lead-acid charger (14.4 V boost stage) or an unregulated 15 V adapter must not be used",
)
BH_NOREG = note(
    BH, 2, "The P+ / P- output follows the pack voltage; there is no regulator on the board."
)

BH_LOADS = note(BH, 2, "Typical loads: 12 V LED strips, small DC motors, routers.")

# ---------------------------------------------------------------- NIR6614
NA, NB = "NIR6614A", "NIR6614B"
NI_ADDR = f(
    NI,
    1,
    "the factory with SMBus address 0x5A.",
    it(NI, "i2c_address", values=["0x5A"], condition="factory default"),
)
NI_VA = f(
    NI,
    1,
    "Supply voltage VDD A 4.5 5.0 5.5 V",
    it(NA, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
NI_VB = f(NI, 1, "VDD B 2.6 3.0 3.6 V", it(NB, "supply_voltage", "V", lo=2.6, typ=3.0, hi=3.6))
NI_OBJ = f(
    NI,
    1,
    "Object temperature -70 to +380 " + DEG,
    it(NI, "measurement_range", DEG, lo=-70, hi=380, quantity="temperature", condition="object"),
)
NI_ACC = f(
    NI,
    2,
    "0 to +60 " + DEG + " " + PM + "0.5 " + DEG,
    it(
        NI,
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="To 0 to +60 °C, Ta 0 to +50 °C",
    ),
)
NI_ACC_HEAD = note(NI, 2, "Object temperature To Ta = 0 to +50 " + DEG)
NI_CLK = f(
    NI,
    1,
    "SMBus clock fSMB A, B 10 100 kHz",
    it(NI, "i2c_clock_frequency", "kHz", lo=10, hi=100, condition="SMBus"),
)
NI_FM = note(NI, 1, "the NIR6614 is not an I2C fast-mode device.")
NI_EMIS = note(NI, 2, "Accuracy of the object temperature To for an emissivity of 1")
