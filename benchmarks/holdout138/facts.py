"""Reference facts of the hundred-and-thirty-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DX, MZ, NO, PB, RC, VG, WL, ZT, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
NDASH = "\u2013"
MDASH = "\u2014"
SQ = "\u00b2"
TIMES = "\u00d7"
ARROW = "\u2192"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- WLX2604
WL_VDD = f(
    WL,
    1,
    "Supply voltage VDD all 1.8 3.3 3.6 V",
    it(WL, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.6, condition="VDD, recommended operating"),
)
WL_ABSVDD = f(
    WL,
    1,
    "Supply voltage VDD to GND VDD -0.3 4.0 V",
    it(WL, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VDD to GND"),
)
_WL_ADDR_Q = (
    "The WLX2604 is an I" + SQ + "C target at the 7-bit address 0x2C (ADDR to GND) or 0x2D "
    "(ADDR to VDD)."
)
WL_ADDR = f(
    WL, 2, _WL_ADDR_Q, it(WL, "i2c_address", values=["0x2C", "0x2D"], condition="ADDR to GND / VDD")
)
WL_ADDR_GND = f(WL, 2, _WL_ADDR_Q, it(WL, "i2c_address", values=["0x2C"], condition="ADDR to GND"))
WL_SLEEP = f(
    WL,
    1,
    "Sleep supply SCAN_CFG = 0, TA = 25 " + DEG + " 0.6 2.0",
    it(WL, "standby_current", MU + "A", typ=0.6, hi=2.0, condition="sleep, SCAN_CFG = 0, TA = 25 C"),
)
WL_ACT33 = f(
    WL,
    1,
    "Active supply VDD = 1.8 V 120 170 IDD(ACT) " + MU + "A current VDD = 3.3 V 180 260",
    it(
        WL,
        "supply_current",
        MU + "A",
        typ=180,
        hi=260,
        condition="active, 100 Hz scan, 4 electrodes, VDD = 3.3 V",
    ),
)
WL_LP = f(
    WL,
    1,
    "Low-power scan IDD(LP) 10 Hz scan, 1 electrode 25 40 " + MU + "A",
    it(WL, "supply_current", MU + "A", typ=25, hi=40, condition="low-power scan, 10 Hz, 1 electrode"),
)
WL_LEVEL = f(
    WL,
    2,
    "Level range LRNG WLX-ES150 strip, tap water 0 150 mm",
    it(
        WL,
        "measurement_range",
        "mm",
        lo=0,
        hi=150,
        quantity="distance",
        condition="water level with the WLX-ES150 strip, tap water",
    ),
)
WL_TEMP = f(
    WL,
    1,
    "WLX2604 -20 +85 Ambient temperature TA " + DEG + " WLX2604Q -40 +105",
    it(WL, "operating_temperature", DEG, lo=-20, hi=85, condition="WLX2604 (standard grade)"),
)
WL_COIN = note(
    WL,
    2,
    "Coin-cell operation: at the 10 Hz low-power scan the WLX2604 draws about 25 " + MU + "A, so "
    "one CR2032 (3.0 V, 220 mAh) runs it for roughly a year while the host sleeps.",
)
WL_NOT5V = note(
    WL,
    2,
    "SDA, SCL and INT are not 5 V tolerant: with a 5 V host use a bidirectional level "
    "translator and pull the bus up to the WLX2604 supply.",
)
WL_TAPWATER = note(
    WL,
    2,
    "Electrodes must be covered by solder mask or conformal coating; bare copper corrodes and "
    "is not supported. Level data are specified for tap water.",
)
WL_QGRADE = note(
    WL,
    1,
    "WLX2604 (" + NDASH + "20 " + DEG + " to +85 " + DEG + ") \u00b7 WLX2604Q (" + NDASH + "40 "
    + DEG + " to +105 " + DEG + ")",
)

# ---------------------------------------------------------------- PBL3112
PB_VIN = f(
    PB,
    1,
    "Input voltage VIN 2.7 3.6 5.5 V",
    it(PB, "supply_voltage", "V", lo=2.7, typ=3.6, hi=5.5, condition="VIN, recommended operating"),
)
PB_ABSVIN = f(
    PB,
    1,
    "VIN pin voltage VIN -0.3 to 6.0 V",
    it(PB, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="VIN pin"),
)
PB_SD = f(
    PB,
    1,
    "Shutdown current ISD EN = 0 V 0.1 1.0 " + MU + "A",
    it(PB, "standby_current", MU + "A", typ=0.1, hi=1.0, condition="shutdown, EN = 0 V"),
)
_PB_TAB5 = (
    "3 white LEDs (9.6 V) 12 V segment Input mA Efficiency, % mA Efficiency, % VIN = 3.3 V 150 "
    "85 100 84 VIN = 5.0 V 250 89 180 88"
)
PB_I33_12 = f(
    PB,
    2,
    _PB_TAB5,
    it(PB, "output_current", "mA", hi=100, condition="maximum, VIN = 3.3 V, 12 V segment"),
)
PB_I33_3LED = f(
    PB,
    2,
    _PB_TAB5,
    it(PB, "output_current", "mA", hi=150, condition="maximum, VIN = 3.3 V, 3 white LEDs"),
)
PB_I50_3LED = f(
    PB,
    2,
    _PB_TAB5,
    it(PB, "output_current", "mA", hi=250, condition="maximum, VIN = 5.0 V, 3 white LEDs"),
)
PB_RDS = f(
    PB,
    2,
    "Switch on-resistance RDS(ON) ISW = 300 mA 0.25 0.40 " + OHM,
    it(PB, "on_resistance", "Ohm", typ=0.25, hi=0.40, condition="power switch, ISW = 300 mA"),
)
PB_VOUT = f(
    PB,
    1,
    "Output voltage VOUT VIN + 1 12 V",
    it(PB, "output_voltage", "V", hi=12, condition="recommended maximum"),
)
PB_ENVIH = f(
    PB,
    2,
    "EN high threshold VIH 1.2 V",
    it(PB, "input_high_voltage", "V", lo=1.2, condition="EN"),
)
PB_PWM = note(
    PB,
    2,
    "PWM dimming: drive EN with 200 Hz " + ELL + " 20 kHz from a 1.8 V, 3.3 V or 5 V logic "
    "output; the brightness follows the duty cycle.",
)
PB_4LED = note(
    PB,
    2,
    "Strings of four white LEDs (about 13 V) exceed the 12 V output rating and trip the OVP.",
)
PB_CAR = note(
    PB,
    2,
    "Do not apply more than 5.5 V to VIN (12 V adapters, car batteries): the pin is rated 6.0 V "
    "absolute maximum.",
)
PB_BELOW33 = note(
    PB,
    2,
    "Below VIN = 3.3 V the available current falls with the switch current limit; the table "
    "gives the only characterised points.",
)

# ---------------------------------------------------------------- ZTC-675
ZT_RANGEK = f(
    ZT,
    1,
    "Measurement range hot junction -200 " + ELL + " +1250 -150 " + ELL + " +750 " + DEG,
    it(
        "ZTC-675K",
        "measurement_range",
        DEG,
        lo=-200,
        hi=1250,
        quantity="temperature",
        condition="hot junction, ZTC-675K column",
    ),
)
ZT_ACCJ = f(
    ZT,
    1,
    "Accuracy hot junction 0 " + ELL + " +700 " + DEG + " " + PM + "2.0 " + PM + "1.5 " + DEG,
    it(
        "ZTC-675J",
        "accuracy",
        DEG,
        lo=-1.5,
        hi=1.5,
        quantity="temperature",
        condition="hot junction 0 ... +700 C, ZTC-675J column",
    ),
)
ZT_VCC = f(
    ZT,
    1,
    "Supply voltage VCC 3.0 5.5 V",
    it(ZT, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC"),
)
ZT_SCK = f(
    ZT,
    1,
    "SCK frequency 4 MHz",
    it(ZT, "spi_clock_frequency", "MHz", hi=4, condition="SCK"),
)
ZT_CONV = f(
    ZT,
    1,
    "Conversion time 100 220 ms",
    it(ZT, "response_time", "ms", typ=100, hi=220, condition="conversion time"),
)
ZT_PROBE = f(
    ZT,
    1,
    "Probe temperature rating 0 " + ELL + " +480 " + DEG,
    it(
        "ZTC-675K-P",
        "measurement_range",
        DEG,
        lo=0,
        hi=480,
        quantity="temperature",
        condition="temperature rating of the probe in the ZTC-675K-P kit",
    ),
)
ZT_KILN = note(
    ZT,
    2,
    "Can I measure my pizza oven or kiln? " + MDASH + " The ZTC-675K converts up to +1250 " + DEG
    + ", but the probe in the -P kit is rated to +480 " + DEG + ".",
)
ZT_ARDUINO = note(
    ZT,
    2,
    "Can I use it with a 5 V Arduino? " + MDASH + " Yes. Power VCC from 5 V; SO swings to VCC "
    "and SCK / CS accept VCC-level signals.",
)
ZT_ESP = note(
    ZT,
    2,
    "And with an ESP32 or a Raspberry Pi? " + MDASH + " Yes. Power VCC from 3.3 V; then all "
    "logic is at 3.3 V.",
)
ZT_PROBE_ONLY = note(ZT, 1, "Probe (ZTC-675K-P only)")
ZT_PRICE_J = note(ZT, 2, "ZTC-675J module, type J 5 200")
ZT_ACC_REST = note(ZT, 1, "rest of range " + PM + "4.0 " + PM + "3.0 " + DEG)

# ---------------------------------------------------------------- NOK-4C
_NO_ON_Q = "Оролтын асаах хүчдэл IN to GND1 3.0 " + ELL + " 6.0 10 " + ELL + " 30 V Input ON voltage"
NO_ON24 = f(
    NO,
    1,
    _NO_ON_Q,
    it("NOK-4C-24", "input_high_voltage", "V", lo=10, hi=30, condition="input ON voltage, NOK-4C-24"),
)
NO_ON05 = f(
    NO,
    1,
    _NO_ON_Q,
    it("NOK-4C-05", "input_high_voltage", "V", lo=3.0, hi=6.0, condition="input ON voltage, NOK-4C-05"),
)
NO_ABS05 = f(
    NO,
    1,
    "Input voltage IN to GND1 7 36 V",
    it("NOK-4C-05", "abs_max_input_voltage", "V", hi=7, condition="IN to GND1, NOK-4C-05"),
)
NO_OUT = f(
    NO,
    1,
    "Гаралтын гүйдэл per channel, continuous 20 20 mA Output sink current",
    it(NO, "output_current", "mA", hi=20, condition="output sink current per channel, continuous"),
)
NO_TEMP = f(
    NO,
    1,
    "Ажиллах температур -25 " + ELL + " +75 -25 " + ELL + " +75 " + DEG + " Operating temperature",
    it(NO, "operating_temperature", DEG, lo=-25, hi=75),
)
NO_ESP = note(
    NO,
    2,
    "ESP32 or Raspberry Pi GPIO on the input side? " + MDASH + " Use the NOK-4C-05. A 3.3 V GPIO "
    "gives about 2.4 mA, which switches the channel fully on.",
)
NO_24V = note(
    NO,
    2,
    "24 V PLC outputs or sensors? " + MDASH + " Use the NOK-4C-24. The NOK-4C-05 input survives "
    "at most 7 V.",
)
NO_ISO = note(NO, 1, "Optocoupler isolation test voltage, 1 min 5000 5000 Vrms")

# ---------------------------------------------------------------- DIX-824
_DX_ON_Q = "On-state voltage range 15 " + ELL + " 30 V DC 8 " + ELL + " 30 V DC"
DX_ON824 = f(
    DX,
    1,
    _DX_ON_Q,
    it(DX, "input_high_voltage", "V", lo=15, hi=30, condition="on-state voltage, DIX-824"),
)
DX_ON824L = f(
    DX,
    1,
    _DX_ON_Q,
    it("DIX-824L", "input_high_voltage", "V", lo=8, hi=30, condition="on-state voltage, DIX-824L"),
)
DX_OFFL = f(
    DX,
    1,
    "Off-state voltage, max 5 V DC 3 V DC",
    it("DIX-824L", "input_low_voltage", "V", hi=3, condition="off-state voltage, DIX-824L"),
)
DX_FIELD = f(
    DX,
    1,
    "Field supply voltage (V+ to 0V) 24 V DC nom, 19.2 " + ELL + " 28.8 V DC",
    it(DX, "supply_voltage", "V", lo=19.2, typ=24, hi=28.8, condition="field supply V+ to 0V"),
)
DX_VL = f(
    DX,
    1,
    "Logic supply VL 3.0 " + ELL + " 5.5 V DC",
    it(DX, "io_supply_voltage", "V", lo=3.0, hi=5.5, condition="logic supply VL"),
)
DX_TEMP = f(
    DX,
    2,
    "Temperature, operating 0 " + ELL + " 55 " + DEG + " (32 " + ELL + " 131 \u00b0F)",
    it(DX, "operating_temperature", DEG, lo=0, hi=55),
)
DX_12V = note(
    DX,
    2,
    "12 V sensors need the DIX-824L. The DIX-824 does not reliably read 12 V as ON.",
)
DX_VLNOTE = note(
    DX,
    2,
    "Logic side: connect VL to the host's I/O voltage (3.3 V for Raspberry Pi and ESP32 boards, "
    "5 V for Arduino Uno). OUT levels follow VL.",
)
DX_IP20 = note(DX, 2, "Enclosure type rating IP20 (open type, mount in an enclosure)")

# ---------------------------------------------------------------- RCF1462
RC_VCC = f(
    RC,
    2,
    "VCC supply voltage 4.5 5.0 5.5 V",
    it(RC, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC"),
)
RC_VIO = f(
    RC,
    2,
    "VIO I/O supply voltage RCF1462V 1.7 5.5 V",
    it("RCF1462V", "io_supply_voltage", "V", lo=1.7, hi=5.5, condition="VIO, RCF1462V"),
)
RC_STB = f(
    RC,
    2,
    "Normal mode, bus dominant 45 70 mA Standby mode 8 15 " + MU + "A",
    it(RC, "standby_current", MU + "A", typ=8, hi=15, condition="ICC (from VCC), Standby mode"),
)
RC_DOM = f(
    RC,
    2,
    "ICC supply current Normal mode, bus dominant 45 70 mA",
    it(RC, "supply_current", "mA", typ=45, hi=70, condition="ICC, Normal mode, bus dominant, RL = 60 Ohm"),
)
RC_33 = note(
    RC,
    2,
    "3.3 V microcontrollers: use the RCF1462V and connect VIO to the microcontroller supply; VCC "
    "still needs 5 V. The RCF1462 drives RXD to VCC and must not be connected to 3.3 V-only "
    "inputs.",
)
RC_FD = note(RC, 1, "CAN FD data phase up to 5 Mbit/s")
RC_PINNING = note(RC, 1, "RCF1462T SO8 n.c. I/O levels referenced to VCC (5 V)")

# ---------------------------------------------------------------- VGD-1264S
VG_VDD = f(
    VG,
    1,
    "Supply voltage for logic VDD 3.0 3.3 3.6 V",
    it(VG, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD, logic"),
)
VG_BW = f(
    VG,
    1,
    "Forward current, recommended IF 30 15 mA",
    it(
        "VGD-1264S-BW",
        "supply_current",
        "mA",
        value=15,
        condition="backlight forward current, recommended, -BW column",
    ),
)
VG_SPI = f(
    VG,
    2,
    "Note: tSCYC = 50 ns corresponds to a maximum SCL frequency of 20 MHz.",
    it(VG, "spi_clock_frequency", "MHz", hi=20, condition="serial clock SCL"),
)
VG_TEMP = f(
    VG,
    1,
    "Operating temperature TOP -20 +70 " + DEG,
    it(VG, "operating_temperature", DEG, lo=-20, hi=70),
)
VG_SLEEP = f(
    VG,
    1,
    "Supply current display on, checker pattern 280 450 IDD " + MU + "A (logic, no backlight) "
    "sleep mode 2 5",
    it(VG, "standby_current", MU + "A", typ=2, hi=5, condition="logic supply current, sleep mode"),
)
VG_RESP = note(VG, 2, "Response time (rise) tr Ta = 25 " + DEG + " 150 250 ms")
VG_SLOW = note(VG, 2, "Liquid crystal responds more slowly at low temperature.")
VG_COND = note(VG, 2, "Do not press the glass or the FPC bend area; avoid condensation.")

# ---------------------------------------------------------------- MZG-1S
MZ_ADDR = f(MZ, 1, "0x36 (fixed)", it(MZ, "i2c_address", values=["0x36"]))
MZ_HIB = f(
    MZ,
    1,
    "Supply current hibernate 4 6 " + MU + "A",
    it(MZ, "standby_current", MU + "A", typ=4, hi=6, condition="hibernate"),
)
MZ_ACC = f(
    MZ,
    1,
    "Voltage measurement error VCELL = 3.6 V, 25 " + DEG + " -7.5 +7.5 mV",
    it(
        MZ,
        "accuracy",
        "mV",
        lo=-7.5,
        hi=7.5,
        quantity="voltage",
        condition="cell voltage measurement error, VCELL = 3.6 V, 25 C",
    ),
)
MZ_I2C = f(
    MZ,
    1,
    "I" + SQ + "C clock frequency 0 400 kHz",
    it(MZ, "i2c_clock_frequency", "kHz", lo=0, hi=400),
)
MZ_VBAT = f(
    MZ,
    1,
    "Cell voltage BAT+ operating 2.5 4.5 V",
    it(MZ, "supply_voltage", "V", lo=2.5, hi=4.5, condition="cell voltage BAT+, operating"),
)
MZ_IOABS = f(
    MZ,
    1,
    "SDA, SCL, ALRT to GND -0.3 6.0 V",
    it(MZ, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="SDA, SCL, ALRT"),
)
MZ_VIH = f(
    MZ,
    1,
    "SDA, SCL input high 1.4 V",
    it(MZ, "input_high_voltage", "V", lo=1.4, condition="SDA, SCL"),
)
MZ_5V = note(
    MZ,
    2,
    "5 V Arduino? " + MDASH + " Yes. SDA, SCL and ALRT accept up to 5.5 V whatever the cell voltage, "
    "so a bus pulled up to 5 V on the host side is fine (open JP2 then).",
)
MZ_ESP = note(
    MZ,
    2,
    "The pull-ups go to BAT+ (up to 4.2 V), above the 3.6 V limit of ESP32 and Raspberry Pi pins. "
    "Open JP2 and use the host's 3.3 V pull-ups.",
)
MZ_JP2 = note(MZ, 2, "SDA / SCL I" + SQ + "C; 10 k" + OHM + " pull-ups to BAT+ through solder jumper JP2")
MZ_CELL = note(MZ, 1, "1 " + TIMES + " LiPo / Li-ion")
MZ_SOCRES = note(MZ, 1, "SOC resolution 1/256 %")
