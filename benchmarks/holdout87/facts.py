"""Reference facts of the eighty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import HQ, KW, LM, MG, PR, PS, SW, TR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- SWT-485 soil probe
SW_S, SW_L = "SWT-485-S", "SWT-485-L"
SW_VIN_ROW = "Power supply DC 5V ~ 30V DC 3.6V ~ 30V"
SW_VIN_S = f(SW, 1, SW_VIN_ROW, it(SW_S, "supply_voltage", "V", lo=5, hi=30, condition="SWT-485-S"))
SW_VIN_L = f(
    SW, 1, SW_VIN_ROW, it(SW_L, "supply_voltage", "V", lo=3.6, hi=30, condition="SWT-485-L")
)
SW_I_L = f(
    SW,
    1,
    "Working current " + LE + " 9 mA (at DC 12V) " + LE + " 2.5 mA (at DC 12V)",
    it(SW_L, "supply_current", "mA", hi=2.5, condition="SWT-485-L working current at DC 12 V"),
)
SW_BAUD = f(
    SW,
    1,
    "Communication settings leaving the factory: address 1, 9600 bps",
    it(SW, "baud_rate", "bps", value=9600, condition="factory default"),
)
SW_TOP = f(
    SW,
    1,
    "Operating temperature -30 ~ +70 " + DEG + " -30 ~ +70 " + DEG + " (electronics and cable)",
    it(SW, "operating_temperature", DEG, lo=-30, hi=70, condition="electronics and cable"),
)
SW_ABS = f(
    SW,
    2,
    "The absolute maximum supply voltage is 36V",
    it(SW, "abs_max_supply_voltage", "V", hi=36, condition="FAQ"),
)
SW_3V3 = note(
    SW,
    2,
    "Not the SWT-485-S, it needs at least 5V. The SWT-485-L starts at 3.6V, so a 3.3V rail is "
    "also too low for it",
)
SW_LIION = note(
    SW, 2, "a single Li-ion cell (3.7V nominal) works with the -L until the cell falls below 3.6V"
)
SW_NO_EC = note(SW, 2, "No. The SWT-485 measures moisture and temperature only.")

# ---------------------------------------------------------------- TRX3312 accelerometer
TR_VS = f(
    TR,
    1,
    "Operating Voltage Range (VS) 1.8 2.5 3.6 V",
    it(TR, "supply_voltage", "V", lo=1.8, typ=2.5, hi=3.6, condition="VS"),
)
TR_ADDR = f(
    TR,
    2,
    "With the ALT pin high the 7-bit I2C address is 0x19; with ALT grounded it is 0x18",
    it(TR, "i2c_address", values=["0x19", "0x18"]),
)
TR_SPI_LO = f(
    TR,
    2,
    "VDDIO < 2.4 V 5 MHz",
    it(TR, "spi_clock_frequency", "MHz", hi=5, condition="VDDIO < 2.4 V"),
)
TR_I2C = f(
    TR,
    2,
    "I2C Clock Frequency Fast mode 400 kHz",
    it(TR, "i2c_clock_frequency", "kHz", hi=400),
)
TR_TOP = f(
    TR,
    1,
    "All minimum and maximum specifications are guaranteed over TA = -40 " + DEG + " to +85 " + DEG,
    it(TR, "operating_temperature", DEG, lo=-40, hi=85, condition="guaranteed specification range"),
)
TR_SENS8 = f(
    TR,
    1,
    PM + "8 g range 922 1024 1126 LSB/g",
    it(
        TR,
        "sensitivity",
        "LSB/g",
        lo=922,
        typ=1024,
        hi=1126,
        quantity="acceleration",
        condition=PM + "8 g range",
    ),
)
TR_PINS = f(
    TR,
    2,
    "Digital Pins -0.3 V to VDDIO + 0.3 V or 3.9 V, whichever is less",
    it(TR, "abs_max_input_voltage", "V", hi=3.9, condition="digital pins, or VDDIO + 0.3 V"),
)

# ---------------------------------------------------------------- KW-BU1224 boost module
KW_VIN = f(
    KW,
    1,
    "Input voltage: DC 10V-16V (12V nominal)",
    it(KW, "supply_voltage", "V", lo=10, typ=12, hi=16),
)
KW_VOUT = f(KW, 1, "Output voltage: DC 24V " + PM + "3%", it(KW, "output_voltage", "V", value=24))
KW_IIN = f(
    KW,
    1,
    "Max input current: 10A",
    it(KW, "supply_current", "A", hi=10, condition="maximum input current"),
)
KW_IOUT = f(
    KW,
    1,
    "Rated output current: 4.5A (continuous, 12V input)",
    it(KW, "output_current", "A", hi=4.5, condition="continuous, 12 V input"),
)
KW_IOUT10 = f(
    KW,
    1,
    "Input voltage 10V 12V 13.8V 16V Output current (24V) 3.6A",
    it(KW, "output_current", "A", hi=3.6, condition="continuous, 10 V input"),
)
KW_NL = f(
    KW,
    2,
    "No-load input current is about 15mA at 12V input",
    it(KW, "quiescent_current", "mA", typ=15, condition="no load, 12 V input"),
)
KW_24IN = note(KW, 2, "Input above 16V is outside the rating and will damage it.")

# ---------------------------------------------------------------- PRM-433 receiver
PR_S, PR_R = "PRM-433S", "PRM-433R"
PR_VCC_ROW = "Supply voltage V 3.3 ... 5.5 4.5 ... 5.5"
PR_VCC_S = f(PR, 1, PR_VCC_ROW, it(PR_S, "supply_voltage", "V", lo=3.3, hi=5.5))
PR_VCC_R = f(PR, 1, PR_VCC_ROW, it(PR_R, "supply_voltage", "V", lo=4.5, hi=5.5))
PR_SENS_R = f(
    PR,
    1,
    "Sensitivity dBm -108 -103",
    it(PR_R, "rx_sensitivity", "dBm", typ=-103, condition="PRM-433R, VCC = 5.0 V"),
)
PR_SENS33 = f(
    PR,
    1,
    "Note 1. At VCC = 3.3 V the PRM-433S sensitivity is typ. -106 dBm",
    it(PR_S, "rx_sensitivity", "dBm", typ=-106, condition="VCC = 3.3 V"),
)
PR_ABS = f(
    PR,
    1,
    "Supply voltage -0.3 ... 6.0 V",
    it(PR, "abs_max_supply_voltage", "V", hi=6.0),
)
PR_R33 = note(
    PR, 1, "The PRM-433R does not work below 4.5 V; it is not suitable for 3.3 V systems."
)
PR_RANGE = note(PR, 2, "the maker does not specify a range")

# ---------------------------------------------------------------- PSW-2M MOSFET switch
PS_HS = "PSW-2M-HS"
PS_VLOAD = f(
    PS,
    1,
    "Load voltage V+ 6 ... 36 V DC",
    it(PS, "load_supply_voltage", "V", lo=6, hi=36),
)
PS_I24 = f(
    PS,
    1,
    "24 V DC 5A 15 A",
    it(PS, "output_current", "A", hi=5, condition="per channel, no heat sink, 24 V"),
)
PS_I12 = f(
    PS,
    1,
    "12 V DC 5A 15 A",
    it(PS, "output_current", "A", hi=5, condition="per channel, no heat sink, 12 V"),
)
PS_TOTAL = note(PS, 1, "Both channels on: total max. 8 A (PSW-2M) or 24 A (PSW-2M-HS).")
PS_ILOW_HS = f(
    PS,
    1,
    "6 ... 9 V DC (Gate unvollständig / gate not fully on) 2A 4A",
    it(PS_HS, "output_current", "A", hi=4, condition="PSW-2M-HS, 6 ... 9 V load supply"),
)
PS_ON = f(PS, 1, "Input ON level " + GE + " 3.0 V", it(PS, "input_high_voltage", "V", lo=3.0))
PS_RDS = f(
    PS,
    1,
    "On-resistance RDS(on) 7 m" + OHM + " typ. (VGS = 10 V)",
    it(PS, "on_resistance", "mOhm", typ=7, condition="VGS = 10 V"),
)
PS_VDS = f(PS, 1, "MOSFET VDS rating 40 V", it(PS, "drain_source_voltage", "V", hi=40))
PS_PWM = note(
    PS,
    2,
    "PWM up to 1 kHz only: the optocouplers are slow and the MOSFETs overheat at higher "
    "frequencies.",
)
PS_AC = note(PS, 2, "DC only; never switch 230 V AC mains.")

# ---------------------------------------------------------------- HQ-OLED091
HQ_BL = "HQ-OLED091-BL"
HQ_VCC = f(
    HQ,
    1,
    "Working voltage 3.3V ~ 5V DC (on-board 3.3 V regulator and level shift)",
    it(HQ, "supply_voltage", "V", lo=3.3, hi=5),
)
HQ_ADDR = f(
    HQ,
    1,
    "I2C address 0x78 (8-bit write address) = 0x3C (7-bit), fixed",
    it(HQ, "i2c_address", values=["0x3C"]),
)
HQ_CLK = f(HQ, 1, "I2C clock up to 400 kHz", it(HQ, "i2c_clock_frequency", "kHz", hi=400))
HQ_TOP = f(
    HQ,
    1,
    "Working temperature -30" + DEG + " ~ +70" + DEG,
    it(HQ, "operating_temperature", DEG, lo=-30, hi=70),
)
HQ_IBL5 = f(
    HQ,
    1,
    "VCC = 3.3V VCC = 5V Unit HQ-OLED091-W 19 23 mA HQ-OLED091-BL 15 18 mA",
    it(HQ_BL, "supply_current", "mA", typ=18, condition="blue, all pixels on, VCC = 5 V"),
)
HQ_ABS = f(
    HQ,
    2,
    "Do not apply more than 6V to VCC",
    it(HQ, "abs_max_supply_voltage", "V", hi=6),
)
HQ_FIXED = note(
    HQ,
    2,
    "The I2C address cannot be changed on this board; two HQ-OLED091 on one bus will conflict.",
)

# ---------------------------------------------------------------- LMK-T17 NTC module
LM_VCC = f(LM, 1, "Working voltage: 3.3V - 5V", it(LM, "supply_voltage", "V", lo=3.3, hi=5))
LM_OUT = f(
    LM,
    1,
    "Output: AO (analog voltage, 0 V to VCC) and DO (digital, LOW / HIGH)",
    it(LM, "output_signal_type", values=["analog", "digital"]),
)
LM_RANGE = f(
    LM,
    1,
    "Recommended measuring range of the module: -20" + DEG + " ~ +80" + DEG,
    it(LM, "measurement_range", DEG, lo=-20, hi=80, quantity="temperature"),
)
LM_WATER = note(LM, 2, "No. The board is not waterproof.")

# ---------------------------------------------------------------- MGE-12D gear motor
MG_298 = "MGE-12D-298"
MG_V = (
    [it(MG, "supply_voltage", "V", lo=3.0, typ=5.0, hi=6.0, condition="rated 5.0 V, range 3-6 V")],
    [ev(MG, 1, "Rated voltage DC 5.0 V Operating voltage range DC 3.0 V ~ 6.0 V")],
)
MG_RATED_298 = f(
    MG,
    1,
    "Rated current mA " + LE + " 180 " + LE + " 200 " + LE + " 220",
    it(MG_298, "supply_current", "mA", hi=220, condition="MGE-12D-298, rated load, 5 V"),
)
MG_ENC_V = f(
    MG,
    2,
    "Encoder supply voltage DC 3.3 V ~ 5.0 V",
    it(MG, "logic_supply_voltage", "V", lo=3.3, hi=5.0, condition="encoder VCC"),
)
MG_PULL = note(
    MG,
    2,
    "Because the pull-ups go to the encoder VCC, the A / B high level equals the encoder supply.",
)
