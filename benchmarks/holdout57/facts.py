"""Reference facts of the fifty-seventh hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DL, HC, LC, LX, MF, NR, PM, SD, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LP = "\uff08"
RP = "\uff09"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


def leader(label: str, dots: int, value: str) -> str:
    """A dot-leader line exactly as pdftotext prints it (the dots count)."""
    return label + "." * dots + value


# ---------------------------------------------------------------- HCS-H
HC_SUP = f(
    HC,
    1,
    "Working voltage" + FWC + "DC4.5V" + FWT + "5.5V" + LP + "typical 5V" + RP,
    it(HC, "supply_voltage", "V", lo=4.5, typ=5, hi=5.5, condition="working voltage"),
)
HC_ICC = f(
    HC,
    1,
    "Static working current" + FWC + "\u226410mA" + LP + "VCC=5V, no current" + RP,
    it(HC, "supply_current", "mA", hi=10, condition="static, VCC = 5 V, no primary current"),
)
HC_TOP = f(
    HC,
    1,
    "Use environment temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
    it(HC, "operating_temperature", DEG, lo=-40, hi=85),
)
_RANGE_Q = "Measure current range \u00b15 \u00b120 \u00b130 A"
HC_RANGE_20 = f(
    HC,
    1,
    _RANGE_Q,
    it("HCS-H20", "measurement_range", "A", lo=-20, hi=20, quantity="current"),
)
HC_RANGE_30 = f(
    HC,
    1,
    _RANGE_Q,
    it("HCS-H30", "measurement_range", "A", lo=-30, hi=30, quantity="current"),
)
HC_SENS_20 = f(
    HC,
    1,
    "Output sensitivity 185 100 66 mV/A",
    it("HCS-H20", "sensitivity", "mV/A", value=100, quantity="current", condition="VCC = 5.0 V"),
)
HC_NO33 = note(HC, 2, "The module can not work at 3.3V supply, the hall chip will not start.")
HC_ISO = note(HC, 1, "Isolation withstand voltage" + FWC + "2.1kV rms / 1min")

# ---------------------------------------------------------------- LX3485E
LX_SUP = f(
    LX,
    2,
    "Supply Voltage (Note 6) VCC 3.0 3.3 3.6 V",
    it(LX, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
LX_5V = note(LX, 2, "Note 6: Operation at VCC = 5V is not supported")
LX_ABS = f(
    LX,
    1,
    leader("Supply Voltage (VCC)", 194, "+7V"),
    it(LX, "abs_max_supply_voltage", "V", hi=7),
)
LX_VIH = f(
    LX,
    1,
    "Input High Voltage (Note 5) VIH DE, DI, RE 2.0 V",
    it(LX, "input_high_voltage", "V", lo=2.0, condition="DE, DI, RE"),
)
LX_DI_ABS = f(
    LX,
    1,
    leader("Driver Input Voltage (DI)", 163, "-0.3V to +6V (Note 2)"),
    it(LX, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="DI"),
)
LX_NOTE2 = note(LX, 2, "Note 2: DE, RE and DI accept 5V logic levels even when VCC = 3.3V.")
LX_ICC = f(
    LX,
    2,
    "Supply Current ICC No load, DE = VCC, RE = 0 0.55 1.1 mA",
    it(LX, "supply_current", "mA", typ=0.55, hi=1.1, condition="no load, DE = VCC, RE = 0"),
)
LX_SHDN = f(
    LX,
    2,
    "ISHDN DE = 0, RE = VCC 0.002 1 \u00b5A",
    it(LX, "standby_current", "uA", typ=0.002, hi=1, condition="shutdown, DE = 0, RE = VCC"),
)
LX_RATE_EL = (
    [it("LX3485EL", "baud_rate", "kbps", hi=250, condition="maximum data rate")],
    [
        ev(LX, 2, "SWITCHING, LX3485EL"),
        ev(LX, 2, "Maximum Data Rate fMAX RDIFF = 54\u03a9 250 kbps"),
    ],
)
LX_RATE_E = (
    [it(LX, "baud_rate", "Mbps", hi=20, condition="maximum data rate, LX3485E")],
    [
        ev(LX, 2, "SWITCHING, LX3485E"),
        ev(LX, 2, "Maximum Data Rate fMAX RDIFF = 54\u03a9 20 Mbps"),
    ],
)
LX_BUS_ABS = f(
    LX,
    1,
    leader("Receiver Input Voltage (A, B)", 150, "-7.5V to +12.5V (Note 3)"),
    it(LX, "abs_max_input_voltage", "V", lo=-7.5, hi=12.5, condition="bus pins A, B"),
)

# ---------------------------------------------------------------- MFD-1 / MFD-4
MF_VPLUS = f(
    MF,
    1,
    "Load supply V+: 5 V to 36 V DC",
    it(MF, "load_supply_voltage", "V", lo=5, hi=36, condition="V+"),
)
MF_TRIG = f(
    MF,
    1,
    "Trigger signal: 3.3 V to 20 V (logic high), below 1 V = off",
    it(MF, "input_high_voltage", "V", lo=3.3, hi=20, condition="TRIG logic high"),
)
MF_I1_BARE = f(
    MF,
    1,
    "Continuous load current, MFD-1: 15 A with the supplied heatsink, 6 A without",
    it("MFD-1", "output_current", "A", hi=6, condition="continuous, without heatsink"),
)
MF_I4 = f(
    MF,
    1,
    "Continuous load current, MFD-4: 10 A per channel, 30 A for the whole board",
    it("MFD-4", "output_current", "A", hi=10, condition="continuous, per channel"),
)
MF_IQ = f(
    MF,
    1,
    "Board current from V+ with all triggers off: under 2 mA",
    it(MF, "quiescent_current", "mA", hi=2, condition="all triggers off"),
)
MF_TRIG_I = note(MF, 1, "Trigger current: about 6 mA at 5 V, about 3 mA at 3.3 V")

# ---------------------------------------------------------------- NRM-13
NR_SUP = f(
    NR,
    1,
    "Supply voltage VDD 3.0 5.0 5.5 V",
    it(NR, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="recommended"),
)
NR_IN_ABS = f(
    NR,
    1,
    "Input voltage (interface) VIN -0.3" + FWT + "3.6 V",
    it(NR, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="interface pins"),
)
NR_5V = note(NR, 2, "Interface pins are not 5V tolerant. With a 5V host, use a level shifter.")
NR_TOP = f(
    NR,
    1,
    "Operating temperature *1 Topr -20 +70 " + FW_C,
    it(NR, "operating_temperature", DEG, lo=-20, hi=70, condition="recommended"),
)
NR_TNOTE = note(
    NR,
    1,
    "Between -30 and -20" + FW_C + " the module operates but the distance is not guaranteed.",
)
NR_I_POLL33 = (
    [it("NRM-13S", "supply_current", "mA", typ=62, condition="card polling, RF on, VDD = 3.3 V")],
    [
        ev(NR, 1, "Card polling Idle Soft Hard power-down"),
        ev(NR, 1, "VDD=3.3V 62mA 8.5mA 35\u00b5A 10\u00b5A"),
    ],
)
NR_HPD5 = (
    [it("NRM-13S", "standby_current", "uA", typ=95, condition="hard power-down, VDD = 5.0 V")],
    [
        ev(NR, 1, "Card polling Idle Soft Hard power-down"),
        ev(NR, 1, "VDD=5.0V 68mA 9.0mA 120\u00b5A 95\u00b5A"),
    ],
)
NR_ADDR = f(
    NR,
    2,
    "I2C: 7-bit slave address 0x24 (fixed)",
    it(NR, "i2c_address", values=["0x24"]),
)
NR_UART = f(
    NR,
    2,
    "UART: 115200bps default, 8N1",
    it(NR, "baud_rate", "bps", value=115200, condition="default"),
)
NR_DIST_S = f(
    NR,
    2,
    "Reading distance *3 max. 45mm max. 90mm",
    it(
        "NRM-13S",
        "measurement_range",
        "mm",
        hi=45,
        quantity="distance",
        condition="ISO14443A card, free air",
    ),
)
NR_ANT = note(NR, 2, "*2 With the recommended 60\u00d760mm antenna HM-ANT60.")

# ---------------------------------------------------------------- DLD 2350
DL_VIN = f(
    DL,
    1,
    "VIN supply voltage 6 40 V",
    it(DL, "supply_voltage", "V", lo=6, hi=40, condition="operating range"),
)
DL_VIN_ABS = f(
    DL,
    1,
    "VIN supply voltage -0.3 45 V",
    it(DL, "abs_max_supply_voltage", "V", lo=-0.3, hi=45),
)
DL_HEAD = note(
    DL,
    1,
    "To stay in regulation the supply must be at least 2.5 V above the total forward "
    "voltage of the LED string",
)
DL_I700 = f(
    DL,
    1,
    "DLD 2350-700 679 700 721 mA",
    it("DLD 2350-700", "output_current", "mA", lo=679, typ=700, hi=721, condition="LED current"),
)
DL_ISD = f(
    DL,
    1,
    "Isd VDIM < 0.3 V 35 60 \u00b5A",
    it(DL, "standby_current", "uA", typ=35, hi=60, condition="shutdown, VDIM < 0.3 V"),
)
DL_VIH = f(DL, 1, "VIH 2.5 V", it(DL, "input_high_voltage", "V", lo=2.5, condition="DIM"))
DL_DIM_ABS = f(
    DL,
    1,
    "VDIM DIM input voltage -0.3 6 V",
    it(DL, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="DIM"),
)
DL_TOP = f(
    DL,
    1,
    "Tamb ambient temperature full performance -40 +85 " + DEG,
    it(DL, "operating_temperature", DEG, lo=-40, hi=85, condition="operating range"),
)

# ---------------------------------------------------------------- LCX-24
LC_SUP = f(
    LC,
    1,
    "Supply voltage VCC 2.7 5.5 V",
    it(LC, "supply_voltage", "V", lo=2.7, hi=5.5),
)
LC_ICC = f(
    LC,
    1,
    "Current drawn, converting VCC = 5 V, bridge 1 k\u03a9 not incl. 1.5 1.9 mA",
    it(LC, "supply_current", "mA", typ=1.5, hi=1.9, condition="converting, VCC = 5 V"),
)
LC_EXC33 = f(
    LC,
    1,
    "VCC = 3.3 V 2.9 V",
    it(LC, "output_voltage", "V", typ=2.9, condition="excitation E+, VCC = 3.3 V"),
)
LC_AIN64 = (
    [it(LC, "analog_input_range", "mV", lo=-40, hi=40, condition="channel A, gain 64")],
    [
        ev(LC, 1, "Channel A, gain 128 Channel A, gain 64 Channel B, gain 32"),
        ev(LC, 1, "Full-scale differential input (mV) \u00b120 \u00b140 \u00b180"),
    ],
)
LC_RATE80 = f(
    LC,
    1,
    "Output data rate 10 SPS 80 SPS",
    it("LCX-24-80", "data_rate", "SPS", value=80),
)
LC_TOP = f(
    LC,
    2,
    "Operating temperature of the board: -20 " + DEG + " \u2026 +70 " + DEG,
    it(LC, "operating_temperature", DEG, lo=-20, hi=70, condition="board"),
)
LC_CABLE = note(LC, 2, "the board has no sense inputs, so long cables add a gain error.")

# ---------------------------------------------------------------- SD1740
SD_SUP = f(
    SD,
    1,
    "Logic power supply voltage VDD 3.0 5 5.5 V",
    it(SD, "supply_voltage", "V", lo=3.0, typ=5, hi=5.5, condition="recommended"),
)
SD_IOL = (
    [it(SD, "output_current", "mA", lo=80, typ=140, condition="GRID sink, Vo = 0.3 V")],
    [
        ev(SD, 1, "Low level output current IOL1 80 140 - mA"),
        ev(SD, 1, "GRID1~GRID4,"),
    ],
)
SD_IDD = f(
    SD,
    2,
    "Dynamic current loss IDDdyn - - 5 mA",
    it(SD, "supply_current", "mA", hi=5, condition="no load, display off"),
)
SD_VIH = note(SD, 1, "High level input voltage VIH 0.7 VDD - VDD V")
SD_NOI2C = note(SD, 1, "it is not the I2C bus, there is no device address")
SD_FMAX = note(SD, 2, "Max. clock frequency fmax - - 500 kHz duty 50%")

# ---------------------------------------------------------------- PMS-7
_PM_SUP_Q = "Supply voltage 4.5 V - 20 V DC 2.7 V - 3.6 V DC"
PM_SUP7 = f(PM, 1, _PM_SUP_Q, it(PM, "supply_voltage", "V", lo=4.5, hi=20))
PM_SUP7L = f(PM, 1, _PM_SUP_Q, it("PMS-7L", "supply_voltage", "V", lo=2.7, hi=3.6))
PM_IDLE7 = f(
    PM,
    1,
    "Idle current (no motion) < 65 uA < 20 uA",
    it(PM, "supply_current", "uA", hi=65, condition="idle, no motion, 5 V"),
)
PM_VOH = f(
    PM,
    1,
    "Output high level 3.3 V VDD - 0.1 V",
    it(PM, "output_high_voltage", "V", value=3.3),
)
PM_OUTI = f(
    PM,
    1,
    "Output drive (max) 10 mA 10 mA",
    it(PM, "output_current", "mA", hi=10, condition="OUT pin"),
)
PM_RANGE = f(
    PM,
    1,
    "Sx (distance) further detection about 3 m to 7 m",
    it(PM, "measurement_range", "m", lo=3, hi=7, quantity="distance", condition="adjustable"),
)
PM_WARM = f(
    PM,
    1,
    "random triggers in the first 30 to 60 seconds",
    it(PM, "warm_up_time", "s", hi=60, condition="settling after power-up, about a minute"),
)
PM_LION = note(PM, 2, "Not reliably: the regulator needs 4.5 V in.")
PM_NOIP = note(PM, 2, "The module itself is not weatherproof and has no IP rating.")
PM_MCU = note(PM, 1, "straight to an Arduino or an ESP32 input.")
PM_MOSB = note(PM, 2, "For relays, strips or lamps use a transistor or a MOSFET board.")
