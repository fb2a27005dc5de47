"""Reference facts of the hundred-and-thirty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BT, BV, LB, ML, MP, QR, VK, XD, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
GE = "\u2265"
ELL = "\u2026"
NDASH = "\u2013"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- QRM-24 (S / PA)
QR_VCC_S = f(
    "QRM-24S",
    1,
    "QRM-24S 1.9 3.3 3.6 Supply voltage VCC V",
    it("QRM-24S", "supply_voltage", "V", lo=1.9, typ=3.3, hi=3.6, condition="VCC, QRM-24S row"),
)
QR_ABS = f(
    QR,
    2,
    "Supply voltage VCC -0.3 3.9 V",
    it(QR, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VCC, absolute maximum"),
)
QR_TX_PA = f(
    "QRM-24PA",
    1,
    "PA_LEVEL = MAX 12.1 14.0 118 135 Transmit mA",
    it(
        "QRM-24PA",
        "supply_current",
        "mA",
        typ=118,
        hi=135,
        condition="transmit, PA_LEVEL = MAX (+20 dBm), VCC = 3.3 V, QRM-24PA columns",
    ),
)
QR_SENS_PA = f(
    "QRM-24PA",
    2,
    "250 kbps -95 -104 RX sensitivity",
    it(
        "QRM-24PA",
        "rx_sensitivity",
        "dBm",
        value=-104,
        condition="250 kbps, 0.1 % BER, QRM-24PA column",
    ),
)
QR_SPI = f(
    QR,
    2,
    "SCK runs from 0 to 10 MHz.",
    it(QR, "spi_clock_frequency", "MHz", lo=0, hi=10, condition="SCK, SPI mode 0"),
)
QR_PD_S = f(
    "QRM-24S",
    1,
    "Power down PWR_UP = 0 0.95 2.0 4.5 8.0 " + MU + "A",
    it(
        "QRM-24S",
        "standby_current",
        MU + "A",
        typ=0.95,
        hi=2.0,
        condition="power down, QRM-24S columns",
    ),
)
QR_NANO = note(
    QR,
    2,
    "The 3.3 V pin of an Arduino Uno or Nano supplies only about 50 mA: enough for the QRM-24S, "
    "not for the QRM-24PA. Give the QRM-24PA its own regulator rated 250 mA or more.",
)
QR_NEVER5 = note(QR, 2, "Never connect VCC to 5 V.")
QR_ANTENNA = note(
    QR, 1, "Antenna printed inverted-F on the board SMA socket, 2 dBi rod antenna included"
)

# ---------------------------------------------------------------- MLA6304
ML_VDD = f(
    ML,
    1,
    "Supply voltage (VDD - VSS) single supply 1.8 6.0 V",
    it(ML, "supply_voltage", "V", lo=1.8, hi=6.0, condition="single supply, recommended"),
)
ML_IQ5 = f(
    ML,
    1,
    "Quiescent current IQ IO = 0, VDD = 5.0 V 95 160 " + MU + "A",
    it(
        ML,
        "quiescent_current",
        MU + "A",
        typ=95,
        hi=160,
        condition="per amplifier, IO = 0, VDD = 5.0 V",
    ),
)
ML_CM_Q = (
    "VDD = 1.8 V -0.3 2.1 Input common-mode VCMR VDD = 3.3 V -0.3 3.6 V voltage range VDD = 5.0 V "
    "-0.3 5.3"
)
ML_CM33 = f(
    ML,
    1,
    ML_CM_Q,
    it(
        ML,
        "analog_input_range",
        "V",
        lo=-0.3,
        hi=3.6,
        condition="input common-mode range, VDD = 3.3 V",
    ),
)
ML_CM_ALL = f(
    ML,
    1,
    ML_CM_Q,
    it(
        ML,
        "analog_input_range",
        "V",
        lo=-0.3,
        hi=2.1,
        condition="input common-mode range, VDD = 1.8 V",
    ),
    it(
        ML,
        "analog_input_range",
        "V",
        lo=-0.3,
        hi=3.6,
        condition="input common-mode range, VDD = 3.3 V",
    ),
    it(
        ML,
        "analog_input_range",
        "V",
        lo=-0.3,
        hi=5.3,
        condition="input common-mode range, VDD = 5.0 V",
    ),
)
ML_5VNOTE = note(
    ML,
    2,
    "A 0 V to 5 V sensor signal therefore needs VDD = 5 V; at VDD = 3.3 V divide it down first.",
)
ML_PKG = f(
    ML,
    1,
    "SOIC-14 and TSSOP-14 packages",
    it(ML, "package", values=["SOIC-14", "TSSOP-14"], condition="features list and ordering guide"),
)
ML_TOPR_E = f(
    ML,
    1,
    "Operating ambient temperature I grade -40 +85 " + DEG + " E grade -40 +125 " + DEG,
    it(ML, "operating_temperature", DEG, lo=-40, hi=125, condition="E grade"),
)
ML_NOSD = note(
    ML,
    1,
    "The MLA6304 has no shutdown pin: all four amplifiers are powered whenever VDD is present.",
)

# ---------------------------------------------------------------- BVU-502 (C)
BV_VOUT = f(
    BV,
    2,
    "Output voltage VOUT IOUT = 0 " + ELL + " 2 A 5.00 5.10 5.20 V",
    it(
        BV,
        "output_voltage",
        "V",
        lo=5.00,
        typ=5.10,
        hi=5.20,
        condition="USB-A output, IOUT = 0 ... 2 A",
    ),
)
BV_VBAT = f(
    BV,
    2,
    "Battery voltage VBAT operating 3.0 3.7 4.4 V",
    it(
        BV,
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.7,
        hi=4.4,
        condition="battery (cell) input, operating",
    ),
)
BV_I33 = f(
    BV,
    1,
    "3.3 V 1.5 A 88 % 2.6 A",
    it(BV, "output_current", "A", hi=1.5, condition="cell at 3.3 V, 5.1 V output"),
)
BV_ITABLE = f(
    BV,
    1,
    "4.2 V 2.0 A 93 % 2.6 A 3.7 V 2.0 A 91 % 3.0 A 3.3 V 1.5 A 88 % 2.6 A 3.0 V 1.0 A 85 % 2.0 A",
    it(BV, "output_current", "A", hi=2.0, condition="cell at 4.2 V and 3.7 V"),
    it(BV, "output_current", "A", hi=1.5, condition="cell at 3.3 V"),
    it(BV, "output_current", "A", hi=1.0, condition="cell at 3.0 V"),
)
BV_STBY_C = f(
    "BVU-502C",
    2,
    "Standby current BVU-502C, output off 18 30 " + MU + "A",
    it("BVU-502C", "standby_current", MU + "A", typ=18, hi=30, condition="BVU-502C, output off"),
)
BV_AUTOOFF = note(
    BV,
    2,
    "BVU-502C: a load under 45 mA for 32 s switches the output off, as in a commercial power bank; "
    "press KEY to switch it on again.",
)
BV_CHGTEMP = note(BV, 1, "Temperatura de carga " + "\u2014" + " 0 " + NDASH + " 45 " + DEG)
BV_USBC = note(BV, 2, "USB-C charger input (BVU-502C only), 5 V")

# ---------------------------------------------------------------- BTA1750 (X)
BT_VDD = f(
    BT,
    1,
    "Supply voltage, VDD 1.4 3.3 3.6 V",
    it(BT, "supply_voltage", "V", lo=1.4, typ=3.3, hi=3.6, condition="VDD, recommended"),
)
BT_ABS_IO = f(
    BT,
    1,
    "Voltage at SCL, SDA, ALERT and ADD0 -0.3 4.0 V",
    it(
        BT,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=4.0,
        condition="SCL, SDA, ALERT, ADD0, absolute maximum",
    ),
)
BT_NOT5V = note(
    BT,
    2,
    "SDA, SCL and ALERT are not 5 V tolerant. Pull them up to VDD (3.6 V maximum), never to a 5 V rail.",
)
BT_ACC = f(
    BT,
    1,
    "Accuracy TA = -25 " + DEG + " to +85 " + DEG + " " + PM + "0.2 " + PM + "0.5 " + DEG,
    it(
        BT,
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="TA = -25 to +85 C, max",
    ),
)
BT_ADDR_X = f(
    "BTA1750X",
    2,
    "GND 1001000 (0x48) 1001100 (0x4C) VDD 1001001 (0x49) 1001101 (0x4D) SDA 1001010 (0x4A) "
    "1001110 (0x4E) SCL 1001011 (0x4B) 1001111 (0x4F)",
    it(
        "BTA1750X",
        "i2c_address",
        values=["0x4C", "0x4D", "0x4E", "0x4F"],
        condition="BTA1750X, ADD0 to GND/VDD/SDA/SCL",
    ),
)
BT_ADDR = f(
    BT,
    2,
    "GND 1001000 (0x48) 1001100 (0x4C) VDD 1001001 (0x49) 1001101 (0x4D) SDA 1001010 (0x4A) "
    "1001110 (0x4E) SCL 1001011 (0x4B) 1001111 (0x4F)",
    it(
        BT,
        "i2c_address",
        values=["0x48", "0x49", "0x4A", "0x4B"],
        condition="BTA1750, ADD0 to GND/VDD/SDA/SCL",
    ),
)
BT_TCONV = f(
    BT,
    1,
    "Conversion time one-shot or continuous 26 35 ms",
    it(BT, "response_time", "ms", typ=26, hi=35, condition="conversion time"),
)
BT_SD_FULL = f(
    BT,
    1,
    "bus inactive, TA = 25 "
    + DEG
    + " 0.5 1.0 Shutdown current "
    + MU
    + "A bus inactive, full range "
    + NDASH
    + " 3.0",
    it(
        BT,
        "standby_current",
        MU + "A",
        hi=3.0,
        condition="shutdown, bus inactive, full temperature range",
    ),
)

# ---------------------------------------------------------------- XDH8874
XD_VM = f(
    XD,
    1,
    "Motor supply voltage VM 4.5 37 V",
    it(XD, "load_supply_voltage", "V", lo=4.5, hi=37, condition="VM, recommended"),
)
XD_IRMS = f(
    XD,
    1,
    "Continuous output current (1) IRMS 0 2.1 A",
    it(XD, "output_current", "A", hi=2.1, condition="continuous RMS, TA = 25 C, 4-layer board"),
)
XD_GAIN = f(
    XD,
    1,
    "Current mirror IOUT " + GE + " 1 A 425 450 475 AIPROPI " + MU + "A/A",
    it(
        XD,
        "sensitivity",
        MU + "A/A",
        lo=425,
        typ=450,
        hi=475,
        quantity="current",
        condition="AIPROPI, IOUT >= 1 A",
    ),
)
XD_RDSON = f(
    XD,
    1,
    "On-resistance IOUT = 1 A, TJ = 25 " + DEG + " 200 240 RDS(on) m" + OHM,
    it(XD, "on_resistance", "m" + OHM, typ=200, hi=240, condition="HS + LS, IOUT = 1 A, TJ = 25 C"),
)
XD_RISE = note(XD, 1, "Output rise / fall time tR, tF VM = 24 V 150 ns")

# ---------------------------------------------------------------- VKR-20 / VKR-15
VK_VCC = f(
    VK,
    1,
    "Supply voltage (+) 3.3 5.0 5.5 V",
    it(VK, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="+ pin"),
)
VK_TOPR15 = f(
    "VKR-15",
    1,
    "Operating temperature -10 " + NDASH + " +60 " + DEG + " -20 " + NDASH + " +70 " + DEG,
    it("VKR-15", "operating_temperature", DEG, lo=-20, hi=70, condition="VKR-15 column"),
)
VK_TOPR = f(
    VK,
    1,
    "Operating temperature -10 " + NDASH + " +60 " + DEG + " -20 " + NDASH + " +70 " + DEG,
    it(VK, "operating_temperature", DEG, lo=-10, hi=60, condition="VKR-20 column"),
)
VK_I5 = f(
    VK,
    1,
    "Supply current, + = 3.3 V 0.66 0.75 mA CLK and DT closed + = 5.0 V 1.0 1.1",
    it(VK, "supply_current", "mA", typ=1.0, hi=1.1, condition="+ = 5.0 V, CLK and DT closed"),
)
VK_PPR15 = f(
    "VKR-15",
    1,
    "Pulses per revolution (each channel) 20 15 Detents per revolution 20 30",
    it(
        "VKR-15",
        "resolution",
        "pulse",
        value=15,
        condition="pulses per revolution per channel, VKR-15 column",
    ),
)
VK_3V3NOTE = note(
    VK,
    2,
    "On an ESP32, a Raspberry Pi or any other 3.3 V board use 3.3 V: CLK and DT are pulled up to +, "
    "so with + at 5 V they would put 5 V on the 3.3 V inputs.",
)
# ---------------------------------------------------------------- LBF-330 (W)
LB_VCC_W = f(
    "LBF-330W",
    1,
    "Supply voltage VCC V LBF-330W 4.2 5.0 6.0",
    it("LBF-330W", "supply_voltage", "V", lo=4.2, typ=5.0, hi=6.0, condition="VCC, LBF-330W row"),
)
LB_BAUD = f(
    LB,
    1,
    "Default baud rate 57600 bps (N = 6)",
    it(LB, "baud_rate", "bps", value=57600, condition="default"),
)
LB_ICC_W = f(
    "LBF-330W",
    1,
    "Working current ICC mA LBF-330W, capture / search 50 70",
    it("LBF-330W", "supply_current", "mA", typ=50, hi=70, condition="LBF-330W, capture / search"),
)
LB_PEAK_W = f(
    "LBF-330W",
    1,
    "Peak current IPK mA LED on, LBF-330W 90",
    it("LBF-330W", "supply_current", "mA", hi=90, condition="peak, LED on, LBF-330W"),
)
LB_TOUCH = f(
    LB,
    1,
    "Touch standby current IT VCC off, VT = 3.3 V 2 5 " + MU + "A",
    it(LB, "standby_current", MU + "A", typ=2, hi=5, condition="VT pin, VCC off"),
)
LB_TON = f(
    LB,
    1,
    "Power-on time tON VCC on to handshake 0x55 120 200 ms",
    it(LB, "warm_up_time", "ms", typ=120, hi=200, condition="VCC on to handshake byte 0x55"),
)
LB_TON_NOTE = note(
    LB, 2, "After power-on wait for the handshake byte 0x55 before the first command."
)
LB_RH = f(
    LB,
    1,
    "Operating humidity 10 " + NDASH + " 85 %RH, non-condensing",
    it(LB, "operating_humidity", "%RH", lo=10, hi=85, condition="non-condensing"),
)
LB_RX = f(
    LB,
    1,
    "RX input high VIH 2.0 3.6 V",
    it(LB, "input_high_voltage", "V", lo=2.0, hi=3.6, condition="RX"),
)
LB_NOT5V = note(
    LB,
    2,
    "RX is not 5 V tolerant: with a 5 V board put a divider (for example 1 k"
    + OHM
    + " / 2 k"
    + OHM
    + ") in the board's TX line.",
)
LB_TOPR = note(LB, 1, "Operating temperature -20 " + NDASH + " +60 " + DEG)

# ---------------------------------------------------------------- MPR4050
MP_VR_ALL = f(
    MP,
    1,
    "2.048 V, 2.500 V, 3.000 V, 4.096 V and 5.000 V",
    it(MP, "output_voltage", "V", value=2.048, condition="version 20"),
    it(MP, "output_voltage", "V", value=2.5, condition="version 25"),
    it(MP, "output_voltage", "V", value=3.0, condition="version 30"),
    it(MP, "output_voltage", "V", value=4.096, condition="version 41"),
    it(MP, "output_voltage", "V", value=5.0, condition="version 50"),
)
MP_TOL_C41 = f(
    "MPR4050C41",
    1,
    "41 4.096 " + PM + "4.1 " + PM + "8.2 " + PM + "20.5 52 73",
    it(
        "MPR4050C41",
        "accuracy",
        "mV",
        lo=-20.5,
        hi=20.5,
        quantity="voltage",
        condition="initial tolerance, C grade, 4.096 V version, IR = 100 uA",
    ),
)
MP_IRMIN25 = f(
    MP,
    1,
    "Minimum operating IRMIN 45 60 " + MU + "A current",
    it(
        MP,
        "quiescent_current",
        MU + "A",
        typ=45,
        hi=60,
        condition="minimum operating (cathode) current, 2.500 V version",
    ),
)
MP_VR25 = f(
    MP,
    1,
    "Reverse breakdown VR 2.500 V voltage",
    it(MP, "output_voltage", "V", value=2.5, condition="2.500 V version, IR = 100 uA"),
)
MP_IRMIN50 = f(
    MP,
    1,
    "50 5.000 " + PM + "5.0 " + PM + "10.0 " + PM + "25.0 56 80",
    it(MP, "output_voltage", "V", value=5.0, condition="version 50"),
    it(MP, "quiescent_current", MU + "A", typ=56, hi=80, condition="IRMIN, 5.000 V version"),
)
MP_IRMAX = note(MP, 1, "Maximum operating IRMAX 15 mA current")
MP_RS = note(MP, 2, "RS " + "\u2264" + " (VS(min) - VR) / (IL(max) + IRMIN)")
MP_TOPR_E = f(
    MP,
    2,
    "Temperature range I -40 " + DEG + " to +85 " + DEG + " E -40 " + DEG + " to +125 " + DEG,
    it(MP, "operating_temperature", DEG, lo=-40, hi=125, condition="E temperature range"),
)
