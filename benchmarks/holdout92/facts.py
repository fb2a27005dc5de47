"""Reference facts of the ninety-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BA, KC, KT, LR, MM, QD, SV, TK, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
FW_C = "\u2103"
FWT = "\uff5e"
OHM = "\u03a9"
DASH = "\u2013"
LE = "\u2264"

TK3 = "TKE-K14-3V"
QDR, QDB = "QD-4D56-TM-R", "QD-4D56-TM-B"
KCP = "KCY-LFP1A-P"
LRC = "LR-DMD2-C"
MMH = "MMS-MAG3H"
G14, G12 = "KTV-12NC-G14", "KTV-12NC-G12"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TKE-K14
_TK_VIN_Q = "Elikadura-tentsioa / VIN 3.0 " + DASH + " 5.5 3.0 " + DASH + " 3.6 V Supply voltage"
TK_VIN = f(TK, 1, _TK_VIN_Q, it(TK, "supply_voltage", "V", lo=3.0, hi=5.5, condition="TKE-K14"))
TK_VIN3 = f(
    TK3, 1, _TK_VIN_Q, it(TK3, "supply_voltage", "V", lo=3.0, hi=3.6, condition="TKE-K14-3V")
)
_TK_ABS_Q = "Tentsio maximoa (muga) / VIN(max) 6.0 4.0 V Supply voltage, limit"
TK_ABS3 = f(
    TK3,
    1,
    _TK_ABS_Q,
    it(TK3, "abs_max_supply_voltage", "V", hi=4.0, condition="TKE-K14-3V, limit"),
)
TK_IF = f(
    TK,
    1,
    "read-only SPI port (CS, SCK, SO)",
    it(TK, "interface", values=["SPI"]),
)
TK_RANGE = f(
    TK,
    2,
    "Termopare-tartea / -200 +1350 " + DEG + " Thermocouple temperature range",
    it(TK, "measurement_range", DEG, lo=-200, hi=1350, quantity="temperature"),
)
TK_ACC_HI = f(
    TK,
    2,
    "TTC = +700 " + DASH + " +1350 " + DEG + " -4 +4 " + DEG,
    it(TK, "accuracy", DEG, lo=-4, hi=4, quantity="temperature", condition="+700 to +1350 °C"),
)
TK_SCK = f(
    TK,
    2,
    "SCK maiztasuna / SCK frequency fSCK 5 MHz",
    it(TK, "spi_clock_frequency", "MHz", hi=5),
)
TK_TOP = f(
    TK,
    2,
    "the capacitors limit the board to -20 " + DASH + " +85 " + DEG + " ambient",
    it(TK, "operating_temperature", DEG, lo=-20, hi=85, condition="board ambient"),
)
TK_ONLYK = note(TK, 2, "The linearisation is for type K only")

# ---------------------------------------------------------------- QD-4D56-TM
QD_VCC = f(
    QD,
    1,
    "Supply voltage VCC 3.0 5.0 5.5 V",
    it(QD, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5),
)
QD_ABS = f(
    QD,
    1,
    "Supply voltage VCC -0.5 " + FWT + " +7.0 V",
    it(QD, "abs_max_supply_voltage", "V", hi=7.0),
)
QD_VIH5 = f(
    QD,
    1,
    "Input high voltage (VCC＝5V) VIH 3.5 VCC V",
    it(QD, "input_high_voltage", "V", lo=3.5, condition="VCC = 5 V"),
)
QD_VIH33 = f(
    QD,
    1,
    "Input high voltage (VCC＝3.3V) VIH 2.3 VCC V",
    it(QD, "input_high_voltage", "V", lo=2.3, condition="VCC = 3.3 V"),
)
QD_I_B = f(
    QDB,
    1,
    "-B, 8.8.:8.8. , brightness 8/8 62 75 mA",
    it(QDB, "supply_current", "mA", typ=62, hi=75, condition="-B, all segments, brightness 8/8"),
)
QD_I_R = f(
    QDR,
    1,
    "Current consumption -R, 8.8.:8.8. , brightness 8/8 80 95 mA",
    it(QDR, "supply_current", "mA", typ=80, hi=95, condition="-R, all segments, brightness 8/8"),
)
QD_TOP = f(
    QD,
    1,
    "Operating temperature -20 " + FWT + " +70 " + FW_C,
    it(QD, "operating_temperature", FW_C, lo=-20, hi=70),
)
QD_NOI2C = note(
    QD,
    1,
    "it is NOT I2C: the drive IC has no device address and can not share the bus",
)
QD_DIM = note(QD, 1, "For -B please use 5V supply.")

# ---------------------------------------------------------------- KCY-LFP1A
KC_VIN = f(
    KC,
    1,
    "Input voltage (USB-C or IN+/IN-) 4.5 V to 6.0 V",
    it(KC, "supply_voltage", "V", lo=4.5, hi=6.0),
)
KC_ABS = f(
    KC,
    1,
    "Input, survives up to 8V above 6.2 V charging stops (OVP)",
    it(KC, "abs_max_supply_voltage", "V", hi=8),
)
KC_VOUT = f(
    KC,
    1,
    "Full-charge (float) voltage 3.6 V " + PM + " 1 %",
    it(KC, "output_voltage", "V", value=3.6, condition="full-charge voltage"),
)
KC_R2K = f(
    KC,
    1,
    "2 k" + OHM + " 580 mA 18650 LFP, 1500 mAh",
    it(KC, "output_current", "mA", value=580, condition="charge current, R_PROG = 2 kOhm"),
)
KC_ICHG = f(
    KC,
    1,
    "Charge current (as shipped) 1A R_PROG = 1.2 k" + OHM,
    it(KC, "output_current", "A", value=1, condition="charge current as shipped"),
)
KC_DRAIN_P = f(
    KCP,
    1,
    "Drain on the cell, no input 6 " + MU + "A max -P: 9 " + MU + "A max",
    it(KCP, "standby_current", "uA", hi=9, condition="-P, drain on the cell, no input"),
)
KC_TOP = f(
    KC,
    2,
    "The board is rated for -10 to +60 " + DEG + " around it.",
    it(KC, "operating_temperature", DEG, lo=-10, hi=60),
)
KC_LIION = note(
    KC,
    1,
    "Do not use this board for ordinary Li-ion or LiPo cells (they need 4.2 V and will stay half",
)

# ---------------------------------------------------------------- SVC-N21
SV_VBAT = f(
    SV,
    1,
    "Supply voltage, operating VBAT 3.1 3.6 4.2 V",
    it(SV, "supply_voltage", "V", lo=3.1, typ=3.6, hi=4.2),
)
SV_ABS = f(
    SV,
    1,
    "Supply voltage, limiting VBAT -0.3 4.5 V not operating",
    it(SV, "abs_max_supply_voltage", "V", hi=4.5),
)
SV_PSM = f(
    SV,
    1,
    "PSM RTC running 3.3 " + MU + "A",
    it(SV, "standby_current", "uA", typ=3.3, condition="PSM"),
)
SV_TX20 = f(
    SV,
    1,
    "Average current, single-tone 15 kHz 245 mA 220 mA 215 mA",
    it(SV, "supply_current", "mA", typ=215, condition="transmit +23 dBm, band 20"),
)
SV_SENS128 = f(
    SV,
    2,
    "128 repetitions -129 dBm",
    it(SV, "rx_sensitivity", "dBm", typ=-129, condition="128 repetitions"),
)
SV_BAUD = f(
    SV,
    2,
    "4800, 9600, 57600, 115200, 230400 and 460800 bps; 9600 bps default",
    it(SV, "baud_rate", "bps", value=9600, condition="main UART default"),
)
SV_TOP = f(
    SV,
    2,
    "Normal operation -30 to +75 " + DEG + " meets 3GPP",
    it(SV, "operating_temperature", DEG, lo=-30, hi=75, condition="normal operation"),
)
SV_VIH = f(
    SV,
    2,
    "Input high VIH 1.26 2.0 V",
    it(SV, "input_high_voltage", "V", lo=1.26, hi=2.0),
)
SV_NOT33 = note(
    SV,
    1,
    "the inputs are not 3.3 V tolerant, so a 3.3 V or 5 V host needs a level translator",
)

# ---------------------------------------------------------------- BAE-DS12
BA_VCC = f(
    BA,
    1,
    "Voltas soláthair / Supply voltage VCC 4.5 5.0 5.5 V",
    it(BA, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
BA_VO0 = f(
    BA,
    1,
    "Voltas aschuir gan deannach / 0 mg/m3 0.6 0.9 1.5 V Output voltage at no dust",
    it(BA, "analog_output_voltage", "V", lo=0.6, typ=0.9, hi=1.5, condition="no dust"),
)
BA_TOP = f(
    BA,
    1,
    "Teocht oibriúcháin / Topr -10 +65 " + DEG + " Operating temperature",
    it(BA, "operating_temperature", DEG, lo=-10, hi=65),
)
BA_33 = note(
    BA,
    2,
    "Can the BAE-DS12 run from 3.3 V? No. Below 4.5 V the LED current and the output offset are "
    "not guaranteed.",
)
BA_WARM = note(BA, 2, "no warm-up time is specified")

# ---------------------------------------------------------------- LR-DMD2
LR_VM = f(
    LR,
    1,
    "Motor supply VM (operating) 4.5 V to 13.5 V",
    it(LR, "load_supply_voltage", "V", lo=4.5, hi=13.5),
)
LR_VMABS = f(
    LR,
    1,
    "Motor supply VM, absolute max 16 V",
    it(LR, "abs_max_supply_voltage", "V", hi=16, condition="VM"),
)
LR_VCC = f(
    LR,
    1,
    "Logic supply VCC 2.7 V to 5.5 V",
    it(LR, "logic_supply_voltage", "V", lo=2.7, hi=5.5),
)
LR_IOUT = f(
    LR,
    1,
    "Continuous current per channel (1) 2.0 A",
    it(LR, "output_current", "A", hi=2.0, condition="per channel, 25 °C, no heat sink"),
)
LR_VIH = f(
    LR,
    1,
    "VIH 2.0 V AIN1, AIN2, BIN1, BIN2, nSLEEP",
    it(LR, "input_high_voltage", "V", lo=2.0),
)
LR_SENSE = f(
    LRC,
    1,
    "Current-sense output - 500 mV/A",
    it(LRC, "sensitivity", "mV/A", value=500, quantity="current"),
)
_LR_DER_Q = "Continuous per channel 2.0 A 1.6 A 1.1 A"
LR_HEAD = note(LR, 2, "Ambient 25 " + DEG + " 50 " + DEG + " 70 " + DEG)
LR_D70 = f(
    LR,
    2,
    _LR_DER_Q,
    it(LR, "output_current", "A", hi=1.1, condition="per channel, 70 °C ambient, no heat sink"),
)
LR_D50 = f(
    LR,
    2,
    _LR_DER_Q,
    it(LR, "output_current", "A", hi=1.6, condition="per channel, 50 °C ambient, no heat sink"),
)
LR_3S = note(
    LR,
    2,
    "Can I run it from a 3S LiPo? Yes, 12.6 V fully charged is within the VM range. A 4S pack is not.",
)

# ---------------------------------------------------------------- MMS-MAG3
MM_VIN = f(MM, 1, "Board supply (VIN) 3.3 - 5.0 V", it(MM, "supply_voltage", "V", lo=3.3, hi=5.0))
MM_SDA = f(
    MM,
    1,
    "SDA / SCL accept 0 - 5.5 V.",
    it(MM, "abs_max_input_voltage", "V", hi=5.5, condition="SDA / SCL"),
)
MM_RANGE_H = f(
    MMH,
    1,
    "Field range (full scale) " + PM + "8 gauss " + PM + "30 gauss",
    it(MMH, "measurement_range", "gauss", lo=-30, hi=30, quantity="magnetic_field"),
)
MM_ADDR = f(
    MM,
    1,
    "Both boards answer on 7-bit address 0x0D and the address cannot be changed",
    it(MM, "i2c_address", values=["0x0D"]),
)
MM_HEAD = note(MM, 2, "We do not give a heading accuracy figure")

# ---------------------------------------------------------------- KTV-12NC
KT_VCOIL = f(
    KT,
    1,
    "Rated voltage DC12V " + PM + "10%",
    it(KT, "coil_voltage", "V", value=12, condition="DC, ±10 %"),
)
KT_PWR_G12 = f(G12, 1, "Coil power 4.8W 8W", it(G12, "coil_power", "W", value=8, condition="G12"))
KT_R_G14 = f(
    G14,
    1,
    "Coil resistance（20" + FW_C + "） 30" + OHM + " 18" + OHM,
    it(G14, "coil_resistance", "Ohm", value=30, condition="G14, 20 °C"),
)
KT_I_G12 = f(
    G12,
    1,
    "Coil current 0.4A 0.67A",
    it(G12, "supply_current", "A", value=0.67, condition="coil, G12"),
)
KT_CLOSE_G12 = f(
    G12,
    2,
    "G12 open " + LE + " 50ms, close " + LE + " 150ms",
    it(G12, "response_time", "ms", hi=150, condition="G12 closing"),
)
KT_LIFE = note(KT, 2, "we do not give a cycle life number in this catalogue")
