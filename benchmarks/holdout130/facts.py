"""Reference facts of the hundred-and-thirtieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BH, BZ, FB, LR, LU, MZ, OP, TK, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
ELL = "\u2026"
ARROW = "\u2192"
NDASH = "\u2013"
MDASH = "\u2014"
MINUS = "\u2212"
TIMES = "\u00d7"
SQ2 = "\u00b2"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- FBQ-30N
HV = "FBQ-30N-HV"
FB_VLOAD_Q = "Load supply voltage recommended 5 " + ELL + " 30 5 " + ELL + " 60 V (V+ terminal)"
FB_VLOAD = f(
    FB,
    1,
    FB_VLOAD_Q,
    it(FB, "load_supply_voltage", "V", lo=5, hi=30, condition="V+ terminal, recommended, FBQ-30N column"),
)
FB_VLOAD_HV = f(
    FB,
    1,
    FB_VLOAD_Q,
    it(HV, "load_supply_voltage", "V", lo=5, hi=60, condition="V+ terminal, recommended, FBQ-30N-HV column"),
)
FB_VTH_Q = (
    "Gate threshold voltage VGS(th) VDS = VGS, ID = 250 " + MU + "A 1.0 1.6 2.5 2.0 3.0 4.0 V"
)
FB_HEADS = note(FB, 1, "FBQ-30N (QNF4030L) FBQ-30N-HV (QNF1060)")
FB_VTH = f(
    FB,
    1,
    FB_VTH_Q,
    it(FB, "gate_threshold_voltage", "V", lo=1.0, typ=1.6, hi=2.5, condition="QNF4030L MOSFET"),
)
FB_VTH_HV = f(
    FB,
    1,
    FB_VTH_Q,
    it(HV, "gate_threshold_voltage", "V", lo=2.0, typ=3.0, hi=4.0, condition="QNF1060 MOSFET"),
)
FB_RDS45 = f(
    FB,
    1,
    "on-resistance VGS = 4.5 V, ID = 8 A 11.5 15",
    it(FB, "on_resistance", "m" + OHM, typ=11.5, hi=15, condition="VGS = 4.5 V, ID = 8 A, QNF4030L"),
)
FB_IOUT_Q = (
    "Continuous load no heatsink, TA = 25 " + DEG + " 8 6 A current with clip-on heatsink, "
    "TA = 25 " + DEG + " 15 12"
)
FB_IOUT = f(
    FB,
    1,
    FB_IOUT_Q,
    it(FB, "output_current", "A", hi=8, condition="continuous, no heatsink, TA = 25 C"),
)
FB_IOUT_HV = f(
    FB,
    1,
    FB_IOUT_Q,
    it(HV, "output_current", "A", hi=6, condition="continuous, no heatsink, TA = 25 C"),
)
FB_IOUT_HV_HS = f(
    FB,
    1,
    FB_IOUT_Q,
    it(HV, "output_current", "A", hi=12, condition="continuous, with clip-on heatsink, TA = 25 C"),
)
FB_SIGHI_Q = "Signal input high SIG to GND 3.0 " + ELL + " 20 4.5 " + ELL + " 20 V (load on)"
FB_SIGHI = f(
    FB,
    1,
    FB_SIGHI_Q,
    it(FB, "input_high_voltage", "V", lo=3.0, hi=20, condition="SIG, load on"),
)
FB_SIGHI_HV = f(
    FB,
    1,
    FB_SIGHI_Q,
    it(HV, "input_high_voltage", "V", lo=4.5, hi=20, condition="SIG, load on"),
)
FB_PULSE = f(
    FB,
    1,
    "Pulsed load current tp = 10 " + MU + "s, duty " + LE + " 1 % 60 45 A",
    it(FB, "peak_output_current", "A", hi=60, condition="tp = 10 us, duty <= 1 %"),
)
FB_PWM = note(FB, 1, "PWM frequency recommended maximum 20 10 kHz")
FB_HV33 = note(
    FB,
    2,
    "The FBQ-30N-HV needs at least 4.5 V on SIG. An ESP32, a Raspberry Pi or any other 3.3 V "
    "board cannot switch it fully on " + MDASH + " the MOSFET runs half-on and gets hot.",
)
FB_FAQ_ESP = note(
    FB,
    2,
    "The FBQ-30N yes: its logic-level MOSFET is fully on with 3.3 V on SIG (input high from "
    "3.0 V). The FBQ-30N-HV no.",
)
FB_FAQ_STRIP = note(
    FB,
    2,
    "A 5 m 12 V strip draws about 2 " + ELL + " 5 A, well under the FBQ-30N's 8 A without a "
    "heatsink.",
)

# ---------------------------------------------------------------- OPV6628
OP_VDD = f(
    OP,
    2,
    "Supply voltage VDD 1.71 1.8 3.6 V",
    it(OP, "supply_voltage", "V", lo=1.71, typ=1.8, hi=3.6, condition="VDD"),
)
OP_VDDIO = f(
    OP,
    2,
    "I/O supply voltage VDDIO 1.62 3.6 V",
    it(OP, "io_supply_voltage", "V", lo=1.62, hi=3.6, condition="VDDIO"),
)
OP_IDD33 = f(
    OP,
    2,
    "Supply current, ODR = 1.66 kHz, VDD = 1.8 V 0.62 IDD mA 6-axis high-performance "
    "ODR = 1.66 kHz, VDD = 3.3 V 0.68",
    it(OP, "supply_current", "mA", typ=0.68, condition="6-axis high-performance, ODR 1.66 kHz, VDD = 3.3 V"),
)
OP_PD = f(
    OP,
    2,
    "Power-down current IDD_PD both sensors off 3 8 " + MU + "A",
    it(OP, "standby_current", MU + "A", typ=3, hi=8, condition="power-down, both sensors off"),
)
OP_GSENS = (
    [
        it(
            OP,
            "sensitivity",
            "LSB/dps",
            typ=65.5,
            quantity="angular_rate",
            condition="gyroscope, GFS_SEL = 2 (+/-500 dps)",
        )
    ],
    [
        ev(OP, 1, "GFS GFS_SEL = 2 " + PM + "500 dps"),
        ev(OP, 1, "sensitivity GSo GFS_SEL = 2 65.5 LSB/dps"),
    ],
)
OP_ARANGE = f(
    OP,
    1,
    "full-scale range AFS_SEL = 2 " + PM + "8 AFS_SEL = 3 " + PM + "16",
    it(OP, "measurement_range", "g", lo=-16, hi=16, quantity="acceleration", condition="largest setting, AFS_SEL = 3"),
)
OP_ADDR_Q = "SA0 low " + ARROW + " 0x6A, SA0 high " + ARROW + " 0x6B"
OP_ADDR = f(OP, 2, OP_ADDR_Q, it(OP, "i2c_address", values=["0x6A", "0x6B"], condition="SA0 low / high"))
OP_I2CCLK = f(
    OP,
    2,
    "I" + SQ2 + "C SCL clock frequency fSCL 0 1000 kHz",
    it(OP, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="Fast-mode Plus"),
)
OP_NOT5V = note(
    OP,
    2,
    "The control and interface pins are not 5 V tolerant: with a 5 V host use a level translator.",
)
OP_ZRO = note(OP, 1, "Zero-rate offset GOFF any axis " + PM + "1 dps")

# ---------------------------------------------------------------- BZK2451
B50, B33, BAD = "BZK2451-50", "BZK2451-33", "BZK2451-AD"
BZ_VIN = f(
    BZ,
    1,
    "Input voltage VIN 4.5 28 V",
    it(BZ, "supply_voltage", "V", lo=4.5, hi=28, condition="VIN, recommended operating"),
)
BZ_ABSVIN = f(
    BZ,
    1,
    "VIN to GND " + MINUS + "0.3 32 V",
    it(BZ, "abs_max_supply_voltage", "V", lo=-0.3, hi=32, condition="VIN to GND"),
)
BZ_IOUT = f(
    BZ,
    1,
    "Output current IOUT 0 2 A",
    it(BZ, "output_current", "A", hi=2, condition="recommended operating, continuous"),
)
BZ_VOUTADJ = f(
    BZ,
    1,
    "Output voltage, BZK2451-AD 0.8 12 V",
    it(BAD, "output_voltage", "V", lo=0.8, hi=12, condition="adjustable version, recommended range"),
)
BZ_ISD = f(
    BZ,
    2,
    "Shutdown supply current ISD EN = 0 V 1.5 5 " + MU + "A",
    it(BZ, "standby_current", MU + "A", typ=1.5, hi=5, condition="shutdown, EN = 0 V"),
)
BZ_VOUT_Q = (
    "Output voltage BZK2451-50, IOUT = 10 mA " + ELL + " 2 A 4.925 5.000 5.075 VOUT V (fixed "
    "versions) BZK2451-33, IOUT = 10 mA " + ELL + " 2 A 3.251 3.300 3.349"
)
BZ_VOUT50 = f(
    BZ,
    2,
    BZ_VOUT_Q,
    it(B50, "output_voltage", "V", lo=4.925, typ=5.0, hi=5.075, condition="BZK2451-50, IOUT 10 mA ... 2 A"),
)
BZ_VOUT33 = f(
    BZ,
    2,
    BZ_VOUT_Q,
    it(B33, "output_voltage", "V", lo=3.251, typ=3.3, hi=3.349, condition="BZK2451-33, IOUT 10 mA ... 2 A"),
)
BZ_CAR = note(
    BZ,
    2,
    "Input range: 28 V is the maximum operating input. Do not use the BZK2451 on 36 V or 48 V "
    "systems. A 24 V lead-acid battery on charge (up to 28.8 V) exceeds the recommended range; "
    "12 V car systems (up to 14.4 V on charge) are fine.",
)

# ---------------------------------------------------------------- BHX-22M
BH_VDD = f(
    BH,
    1,
    "Supply voltage VDD 3.3 5.0 5.5 V",
    it(BH, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VDD"),
)
BH_RHACC = f(
    BH,
    1,
    "25 " + DEG + ", 10 " + NDASH + " 90 %RH " + PM + "2 Humidity accuracy %RH 25 " + DEG + ", 0 "
    + NDASH + " 100 %RH " + PM + "5",
    it(BH, "accuracy", "%RH", lo=-2, hi=2, quantity="relative_humidity", condition="25 C, 10 ... 90 %RH"),
)
BH_STBY = (
    [it("BHX-22", "standby_current", MU + "A", typ=40, hi=60, condition="bare sensor, between readings")],
    [
        ev(BH, 1, "Supply current, sensor only, between readings 40 60 " + MU + "A standby"),
        ev(BH, 1, "Standby current 40 " + MU + "A typ. about 1.3 mA (LED on)"),
    ],
)
BH_RESP = f(
    BH,
    1,
    "Response time humidity, 1 m/s air flow 6 s (" + "\u03c4" + "63 %) temperature, 1 m/s air flow 10",
    it(BH, "response_time", "s", typ=6, condition="humidity, tau 63 %, 1 m/s air flow"),
)
BH_TRANGE = f(
    BH,
    1,
    "Temperature range " + MINUS + "40 +80 " + DEG,
    it(BH, "measurement_range", DEG, lo=-40, hi=80, quantity="temperature"),
)
BH_TOPR = f(
    BH,
    1,
    "Operating temperature " + MINUS + "40 " + NDASH + " +80 " + DEG + " sensor and module",
    it(BH, "operating_temperature", DEG, lo=-40, hi=80, condition="sensor and module"),
)
BH_RHDRIFT = note(BH, 1, "Long-term drift (humidity) normal air < 0.5 %RH/yr")
BH_CABLE33 = note(BH, 2, "3.3 V 10 k" + OHM + " (on the module) 1m")
BH_FAQ33 = note(
    BH,
    2,
    "Yes. Power the module from 3.3 V so that the data line idles at 3.3 V, and keep the cable at "
    "1 m or less.",
)
BH_OUTDOOR = note(BH, 2, "Yes, in a ventilated radiation shield out of rain and sun.")

# ---------------------------------------------------------------- LUW-31
LU_VCC = f(
    LU,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(LU, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC"),
)
LU_ABS = f(
    LU,
    1,
    "Supply voltage VCC " + MINUS + "0.3 " + ELL + " 3.9 V",
    it(LU, "abs_max_supply_voltage", "V", lo=-0.3, hi=3.9, condition="VCC"),
)
LU_SRC = note(LU, 1, "Supply current capability 500 mA of the 3.3 V source")
LU_VIH = f(
    LU,
    1,
    "Input high voltage VIH VCC = 3.3 V 2.5 3.6 V",
    it(LU, "input_high_voltage", "V", lo=2.5, hi=3.6, condition="VCC = 3.3 V"),
)
LU_IOABS = f(
    LU,
    1,
    "Voltage on any I/O pin " + MINUS + "0.3 " + ELL + " 3.6 V",
    it(LU, "abs_max_input_voltage", "V", lo=-0.3, hi=3.6, condition="any I/O pin"),
)
LU_NOT5V = note(LU, 1, "The I/O pins are not 5 V tolerant.")
LU_TX = f(
    LU,
    1,
    "Transmit 802.11b 1 Mbps, POUT = +19.5 dBm 320 mA",
    it(LU, "supply_current", "mA", typ=320, condition="transmit 802.11b, 1 Mbps, +19.5 dBm"),
)
LU_DS = f(
    LU,
    1,
    "Deep-sleep RTC timer only 20 " + MU + "A",
    it(LU, "standby_current", MU + "A", typ=20, condition="deep-sleep, RTC timer only"),
)
LU_RX54 = f(
    LU,
    2,
    "802.11b, 11 Mbps " + MINUS + "91 Receiver sensitivity dBm 802.11g, 54 Mbps " + MINUS + "75",
    it(LU, "rx_sensitivity", "dBm", typ=-75, condition="802.11g, 54 Mbps"),
)
LU_TXP = f(
    LU,
    2,
    "802.11b, 1 Mbps +19.5 Transmit output power 802.11g, 54 Mbps +16 dBm 802.11n, MCS7 +14",
    it(LU, "tx_power", "dBm", typ=19.5, condition="802.11b, 1 Mbps"),
    it(LU, "tx_power", "dBm", typ=16, condition="802.11g, 54 Mbps"),
    it(LU, "tx_power", "dBm", typ=14, condition="802.11n, MCS7"),
)
LU_BAUD = f(
    LU,
    2,
    "After reset UART0 (TXD, RXD) runs the AT firmware at 115200 bps, 8 data bits, no parity, "
    "1 stop bit",
    it(LU, "baud_rate", "bps", value=115200, condition="AT firmware default after reset"),
)
LU_AT = note(LU, 2, "Tabela 5 / Table 5 " + NDASH + " Frequently used AT commands")

# ---------------------------------------------------------------- LRV-05
LR_VCC = f(
    LR,
    1,
    "Supply voltage VCC 3.3 5.0 5.5 V",
    it(LR, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VCC"),
)
LR_ICC5 = f(
    LR,
    1,
    "VCC = 3.3 V, DO LED off 2.6 3.5 Supply current mA VCC = 5.0 V, DO LED off 4.0 5.5",
    it(LR, "supply_current", "mA", typ=4.0, hi=5.5, condition="VCC = 5.0 V, DO LED off"),
)
LR_VOL = f(
    LR,
    1,
    "DO output low voltage sinking 4 mA 0.4 V",
    it(LR, "output_low_voltage", "V", hi=0.4, condition="DO, sinking 4 mA"),
)
LR_DECAY = f(
    LR,
    1,
    "Decay time (to dark) 10 lx " + ARROW + " 0 lx 30 ms",
    it(LR, "response_time", "ms", value=30, condition="photoresistor decay time, 10 lx -> 0 lx"),
)
LR_DO = note(
    LR,
    2,
    "DO therefore swings to whatever VCC is: powered from 5 V it outputs 5 V. For 3.3 V boards "
    "(ESP32, Raspberry Pi, Pico) power the module from 3.3 V, not from 5 V.",
)
LR_NOLUX = note(LR, 2, "no accuracy in lux is specified")
LR_DRIFT = note(
    LR,
    2,
    "The photoresistor's tolerance (8 " + ELL + " 20 k" + OHM + " at 10 lx) and its temperature "
    "drift mean the switching point is only repeatable to about a factor of two between modules",
)

# ---------------------------------------------------------------- TKA4614
TK_VDD = f(
    TK,
    1,
    "Logic supply voltage VDD 3.0 5.0 5.5 V",
    it(TK, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="VDD, recommended"),
)
TK_VIH_Q = "Input high voltage VDD = 5.0 V 3.5 VIH V (CLK, DIO) VDD = 3.3 V 2.3"
TK_VIH33 = f(
    TK,
    1,
    TK_VIH_Q,
    it(TK, "input_high_voltage", "V", lo=2.3, condition="CLK, DIO at VDD = 3.3 V"),
)
TK_VIH50 = f(
    TK,
    1,
    TK_VIH_Q,
    it(TK, "input_high_voltage", "V", lo=3.5, condition="CLK, DIO at VDD = 5.0 V"),
)
TK_GRID = f(
    TK,
    1,
    "Grid sink current IOL1 VO = 0.3 V 80 140 mA",
    it(TK, "output_current", "mA", lo=80, typ=140, condition="grid sink, VO = 0.3 V"),
)
TK_PKG = f(TK, 1, "SOP-20 and DIP-20", it(TK, "package", values=["SOP-20", "DIP-20"]))
TK_NOTI2C = note(
    TK,
    2,
    "The TKA4614 is not I" + SQ2 + "C compatible: do not connect CLK and DIO to an I" + SQ2 + "C "
    "bus shared with other devices",
)
TK_GPIO = note(TK, 2, "Use two ordinary GPIO pins.")
TK_NOADDR = note(TK, 2, "there is no device address")
TK_33HOST = note(TK, 2, "with VDD = 5.0 V a 3.3 V host does not reach VIH.")

# ---------------------------------------------------------------- MZC4072
M42 = "MZC4072-42"
MZ_VIN = f(
    MZ,
    1,
    "Input supply voltage VIN 4.35 5.0 6.5 V",
    it(MZ, "supply_voltage", "V", lo=4.35, typ=5.0, hi=6.5, condition="VIN, recommended"),
)
MZ_ABSVIN = f(
    MZ,
    1,
    "Input supply voltage VIN " + MINUS + "0.3 " + ELL + " 8.0 V",
    it(MZ, "abs_max_supply_voltage", "V", lo=-0.3, hi=8.0, condition="VIN"),
)
MZ_OV = note(MZ, 1, "VIN overvoltage lockout VOV VIN rising 6.6 6.8 7.0 V")
MZ_FLOAT42 = f(
    MZ,
    1,
    "Regulated output MZC4072-42, TA = 0 " + ELL + " 85 " + DEG + " 4.158 4.200 4.242",
    it(M42, "output_voltage", "V", lo=4.158, typ=4.2, hi=4.242, condition="float voltage, TA = 0 ... 85 C"),
)
MZ_ICHG = f(
    MZ,
    1,
    "Charge current IBAT 130 1000 mA",
    it(MZ, "output_current", "mA", hi=1000, condition="charge current, recommended maximum"),
)
MZ_I500 = f(
    MZ,
    1,
    "RPROG = 2.4 k" + OHM + " 460 500 540",
    it(MZ, "output_current", "mA", lo=460, typ=500, hi=540, condition="charge current, RPROG = 2.4 kOhm"),
)
MZ_IREV = f(
    MZ,
    1,
    "Battery reverse IBAT(R) VIN removed, VBAT = 4.2 V 1 3 " + MU + "A current",
    it(MZ, "standby_current", MU + "A", typ=1, hi=3, condition="battery reverse current, VIN removed"),
)
MZ_TLIM = note(MZ, 1, "Thermal regulation TLIM junction 120 " + DEG)
MZ_TOPR = f(
    MZ,
    1,
    "Operating ambient temperature TA " + MINUS + "40 +85 " + DEG,
    it(MZ, "operating_temperature", DEG, lo=-40, hi=85, condition="ambient"),
)
MZ_USB = note(
    MZ,
    2,
    "Sources: USB ports, 5 V adapters and USB power banks are suitable. A USB 2.0 port supplies "
    "500 mA: use RPROG = 2.4 k" + OHM + ".",
)
MZ_POWER = note(
    MZ,
    2,
    "At 1 A from 5 V into a 3.5 V cell that is 1.5 W, and on a small board thermal regulation "
    "will reduce the current.",
)
MZ_NOTIMER = note(MZ, 2, "There is no charge timer; charging ends at C/10.")
TK_TOPR = f(
    TK,
    1,
    "Operating temperature TOPR " + MINUS + "40 +85 " + DEG,
    it(TK, "operating_temperature", DEG, lo=-40, hi=85),
)
