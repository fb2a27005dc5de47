"""Reference facts of the hundred-and-fortieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AR, HQ, KP, KQ, KS, NB, SF, VR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"
NDASH = "\u2013"
MDASH = "\u2014"
MINUS = "\u2212"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- KQR-420 (-33 / -50)
KQ_SUPPLY_Q = "Module supply voltage VCC to GND 3.6 5.0 5.5 7.0 12 24 V"
KQ_VCC33 = f(
    KQ,
    1,
    KQ_SUPPLY_Q,
    it(
        "KQR-420-33",
        "supply_voltage",
        "V",
        lo=3.6,
        typ=5.0,
        hi=5.5,
        condition="VCC, KQR-420-33 column",
    ),
)
KQ_VCC50 = f(
    KQ,
    1,
    KQ_SUPPLY_Q,
    it(
        "KQR-420-50",
        "supply_voltage",
        "V",
        lo=7.0,
        typ=12,
        hi=24,
        condition="VCC, KQR-420-50 column",
    ),
)
KQ_OUT33 = f(
    KQ,
    1,
    "Output 0" + NDASH + "3.3 V (-33) / 0" + NDASH + "5 V (-50)",
    it(
        "KQR-420-33",
        "analog_output_voltage",
        "V",
        lo=0,
        hi=3.3,
        condition="VOUT, 4 mA -> 20 mA, KQR-420-33",
    ),
)
KQ_RANGE = f(
    KQ,
    1,
    "Loop current, ZERO / SPAN as shipped 4 20 4 20 mA measuring span",
    it(
        KQ,
        "measurement_range",
        "mA",
        lo=4,
        hi=20,
        quantity="current",
        condition="loop current, measuring span (both versions)",
    ),
)
KQ_ICC33 = f(
    KQ,
    1,
    "Module supply current no output load 2.8 4.0 3.5 5.0 mA",
    it(
        "KQR-420-33",
        "supply_current",
        "mA",
        typ=2.8,
        hi=4.0,
        condition="module supply current, no output load, KQR-420-33 column",
    ),
)
KQ_NOTISO = note(
    KQ,
    2,
    "Not isolated. LOOP" + NDASH + " and GND are the same net.",
)
KQ_FAQ_UNO = note(
    KQ,
    2,
    "Power VCC from the Uno's VIN pin or from your 12 V or 24 V loop supply "
    + MDASH
    + " not from the 5 V pin, which is below the 7 V minimum.",
)
KQ_FAQ_ESP = note(
    KQ,
    2,
    "The KQR-420-33, with VCC from the ESP32 board's 5 V (USB) pin. Its 0"
    + NDASH
    + "3.3 V output suits the ESP32 ADC input directly.",
)

# ---------------------------------------------------------------- SFX9320
SF_VDD = f(
    SF,
    1,
    "Core supply voltage VDD 1.71 1.80 1.98 V",
    it(SF, "supply_voltage", "V", lo=1.71, typ=1.8, hi=1.98, condition="VDD, core supply"),
)
SF_VDDABS = f(
    SF,
    1,
    "Core supply voltage VDD -0.3 2.4 V",
    it(SF, "abs_max_supply_voltage", "V", lo=-0.3, hi=2.4, condition="VDD"),
)
SF_VDDIO = f(
    SF,
    1,
    "I/O supply voltage VDDIO 1.62 1.80 3.60 V",
    it(SF, "io_supply_voltage", "V", lo=1.62, typ=1.8, hi=3.6, condition="VDDIO"),
)
SF_ADDR = f(
    SF,
    2,
    "In I\u00b2C mode the 7-bit slave address is 0x28 with COM3/ADR tied to GND and 0x29 with "
    "COM3/ADR tied to VDDIO",
    it(SF, "i2c_address", values=["0x28", "0x29"], condition="7-bit, COM3/ADR low / high"),
)
SF_NDOF = f(
    SF,
    1,
    "NDOF (9-axis fusion) 12.3 14.5",
    it(SF, "supply_current", "mA", typ=12.3, hi=14.5, condition="NDOF 9-axis fusion mode"),
)
SF_MAGZ = f(
    SF,
    1,
    "Magnetometer " + PM + "1300 " + MU + "T (x, y), " + PM + "2500 " + MU + "T (z)",
    it(
        SF,
        "measurement_range",
        MU + "T",
        lo=-2500,
        hi=2500,
        quantity="magnetic_field",
        condition="magnetometer z axis",
    ),
)
SF_START = f(
    SF,
    1,
    "Start-up time tSU power-on to configuration mode 400 650 ms",
    it(SF, "warm_up_time", "ms", typ=400, hi=650, condition="power-on to configuration mode"),
)
SF_NO33 = note(
    SF,
    1,
    "VDD must never exceed 1.98 V in operation: do not connect it to a 3.3 V rail.",
)
SF_LDO = note(
    SF,
    1,
    "A 1.8 V LDO from the 3.3 V rail is the usual solution; VDDIO can stay at the host's 3.3 V.",
)
SF_NOANGLE = note(
    SF,
    2,
    "It depends on the magnetic surroundings of the end product and is therefore not "
    "specified as an angle.",
)
SF_OFFSET = note(SF, 2, "Zero offset " + PM + "80 mg " + PM + "1 \u00b0/s " + PM + "40 " + MU + "T")

# ---------------------------------------------------------------- NRB1-0505S (-SH)
NB_VIN = f(
    NB,
    1,
    "5 V input types 4.5 5.0 5.5",
    it(
        NB,
        "supply_voltage",
        "V",
        lo=4.5,
        typ=5.0,
        hi=5.5,
        condition="input voltage range, 5 V input types",
    ),
)
NB_IOUT = f(
    NB,
    1,
    "NRB1-0505S 5 (4.5" + NDASH + "5.5) 5 200 / 20 75 220 1000",
    it(NB, "output_current", "mA", hi=200, condition="NRB1-0505S, maximum output current"),
)
NB_NOLOAD = f(
    NB,
    1,
    "No-load input 5 V input types 22 35 mA",
    it(
        NB,
        "quiescent_current",
        "mA",
        typ=22,
        hi=35,
        condition="no-load input current, 5 V input types",
    ),
)
NB_LIGHT10 = f(
    NB,
    1,
    "Output voltage 10 % load (20 mA) 5.45 5.90 V",
    it(NB, "output_voltage", "V", typ=5.45, hi=5.9, condition="10 % load (20 mA), 5 V output"),
)
NB_NOLOADV = f(
    NB,
    1,
    "no load 5.90 6.40",
    it(NB, "output_voltage", "V", typ=5.9, hi=6.4, condition="no load, 5 V output"),
)
NB_MINLOAD = note(
    NB,
    2,
    "Below 10 % load the output rises (Data table 4); with no load a 5 V output can reach "
    "6.4 V. Keep at least 20 mA on 5 V outputs",
)
NB_ISO = note(
    NB,
    2,
    "The isolation voltage is a production test rating (1 s, leakage " + LE + " 1 mA). It is "
    "not a continuous working voltage.",
)

# ---------------------------------------------------------------- VRL2616
VR_VDD = f(
    VR,
    1,
    "Supply voltage VDD 2.3 5.5 V",
    it(VR, "supply_voltage", "V", lo=2.3, hi=5.5, condition="VDD, recommended"),
)
VR_FSCL = f(
    VR,
    2,
    "SCL clock frequency fSCL Fast-mode Plus 0 1000 kHz",
    it(VR, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="Fast-mode Plus"),
)
VR_IOL33 = f(
    VR,
    1,
    "(sink) current VDD = 3.3 V 18 24",
    it(
        VR,
        "output_current",
        "mA",
        lo=18,
        typ=24,
        condition="LED output sink current IOL at VOL = 0.5 V, VDD = 3.3 V",
    ),
)
VR_IOLREC = f(
    VR,
    1,
    "LED output current, per pin IOL VDD " + GE + " 4.5 V 25 mA",
    it(VR, "output_current", "mA", hi=25, condition="per pin, recommended, VDD >= 4.5 V"),
)
VR_STB33 = f(
    VR,
    1,
    "Standby current ISTB VDD = 3.3 V 1.8 10 " + MU + "A",
    it(VR, "standby_current", MU + "A", typ=1.8, hi=10, condition="SLEEP = 1, VDD = 3.3 V"),
)
VR_RES = f(
    VR,
    1,
    "16 LED outputs, each with its own 12-bit (4096-step) PWM",
    it(VR, "resolution", "bit", value=12, condition="PWM duty cycle per output"),
)
VR_ADDR48 = f(
    VR,
    2,
    "001000 0x48 0x90 0x91",
    it(VR, "i2c_address", values=["0x48"], condition="A3 high, A5, A4, A2, A1, A0 low"),
)
VR_ISS = note(VR, 1, "Ground current, total ISS 400 mA")
VR_VOFF = note(VR, 1, "LED output voltage, off VO open-drain mode 0 5.5 V")
VR_5VLED = note(
    VR,
    2,
    "5 V LEDs from a 3.3 V controller: supply VDD from 3.3 V and set OUTDRV = 0 (open-drain). "
    "Off outputs tolerate 5.5 V, so the LED anodes may go to a 5 V rail.",
)
VR_NOTREG = note(
    VR,
    1,
    "outputs off at once. The outputs are not current-regulated:",
)
VR_TJ = note(VR, 1, "Junction temperature TJ 125 " + DEG)

# ---------------------------------------------------------------- HQL6220 (-10B / -20B / -30B)
HQ_SEL20_Q = "HQL6220LLCTR-20B " + PM + "20 66 -40 to 125 reel, 3000"
HQ_SENS20 = f(
    HQ,
    1,
    HQ_SEL20_Q,
    it(
        "HQL6220-20B",
        "sensitivity",
        "mV/A",
        value=66,
        quantity="current",
        condition="VCC = 3.3 V, HQL6220-20B",
    ),
)
HQ_RANGE20 = f(
    HQ,
    1,
    HQ_SEL20_Q,
    it(
        "HQL6220-20B",
        "measurement_range",
        "A",
        lo=-20,
        hi=20,
        quantity="current",
        condition="optimised range, HQL6220-20B",
    ),
)
HQ_VCC = f(
    HQ,
    1,
    "Supply voltage VCC 3.0 3.3 3.6 V",
    it(HQ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC"),
)
HQ_ICC = f(
    HQ,
    1,
    "Supply current ICC output open 10 14 mA",
    it(HQ, "supply_current", "mA", typ=10, hi=14, condition="output open"),
)
HQ_RESP = f(
    HQ,
    1,
    "Response time tRESPONSE 80 % input to 80 % output 4 " + MU + "s",
    it(HQ, "response_time", MU + "s", typ=4, condition="80 % input to 80 % output"),
)
HQ_TOPR = f(
    HQ,
    1,
    "SOIC-8 \u00b7 TA = -40 " + DEG + " to +125 " + DEG,
    it(HQ, "operating_temperature", DEG, lo=-40, hi=125),
)
HQ_NOT5V = note(
    HQ,
    2,
    "Ratiometric scaling is specified for 3.0 V " + LE + " VCC " + LE + " 3.6 V only; the "
    "HQL6220 is not characterised at 5 V.",
)
HQ_SPAN = note(
    HQ,
    2,
    "Output span of the HQL6220-20B at VCC = 3.3 V: 0.33 V at -20 A, 1.65 V at 0 A and 2.97 V "
    "at +20 A, inside the input range of 3.3 V ADCs (ESP32, RP2040, STM32).",
)
HQ_ISO = note(
    HQ,
    1,
    "The dielectric strength is a test value. Working voltages for basic or reinforced "
    "insulation depend on the end-product standard and are not specified here.",
)

# ---------------------------------------------------------------- KPD-12 (-12D)
KP_VM = f(
    KP,
    1,
    "Pump supply screw terminal J1 7.0 12.0 14.0 V voltage (VM)",
    it(KP, "supply_voltage", "V", lo=7.0, typ=12.0, hi=14.0, condition="pump supply VM"),
)
KP_IOUT = f(
    KP,
    1,
    "Output current, continuous, TA = 25 " + DEG + " 1.5 A per channel",
    it(KP, "output_current", "A", hi=1.5, condition="per channel, continuous, TA = 25 C"),
)
KP_SLEEP = f(
    KP,
    1,
    "from VM EN low (sleep) 0.9 1.5",
    it(KP, "standby_current", "mA", typ=0.9, hi=1.5, condition="board current from VM, EN low"),
)
KP_TOPR = f(
    KP,
    1,
    "Operating temperature -10 +50 " + DEG,
    it(KP, "operating_temperature", DEG, lo=-10, hi=50),
)
KP_5VOUT = f(
    KP,
    1,
    "5V OUT voltage ILOAD " + LE + " 100 mA 4.85 5.0 5.15 V 5V OUT current 100 mA",
    it(KP, "output_voltage", "V", lo=4.85, typ=5.0, hi=5.15, condition="5V OUT, <= 100 mA"),
    it(KP, "output_current", "mA", hi=100, condition="5V OUT"),
)
KP_PUMP20 = note(KP, 2, "RMS-PP20 KPP-20 12 V 0.35 A")
KP_CAR = note(
    KP,
    2,
    "Keep VM at 14 V or less. A car battery with the engine running (about 14.4 V) is above "
    "that and may trip the over-voltage lockout",
)
KP_PULLDOWN = note(
    KP,
    2,
    "internal pull-down keeps the pump off while the host boots",
)

# ---------------------------------------------------------------- ARZ-31 (P / U / PA)
AR_VCC_Q = "Supply voltage VCC 2.0 3.3 3.6 2.7 3.3 3.6 V"
AR_VCCP = f(
    AR,
    1,
    AR_VCC_Q,
    it(
        "ARZ-31P",
        "supply_voltage",
        "V",
        lo=2.0,
        typ=3.3,
        hi=3.6,
        condition="VCC, ARZ-31P / ARZ-31U column",
    ),
)
AR_VCCPA = f(
    AR,
    1,
    AR_VCC_Q,
    it(
        "ARZ-31PA", "supply_voltage", "V", lo=2.7, typ=3.3, hi=3.6, condition="VCC, ARZ-31PA column"
    ),
)
AR_BAUD = f(
    AR,
    2,
    "UART: 115200 bps, 8N1 by default",
    it(AR, "baud_rate", "bps", value=115200, condition="default"),
)
AR_TXPA = f(
    AR,
    2,
    "TX output power maximum, AT+TXP +10 +20 dBm",
    it("ARZ-31PA", "tx_power", "dBm", hi=20, condition="maximum, ARZ-31PA column"),
)
AR_TXP = f(
    AR,
    2,
    "TX output power maximum, AT+TXP +10 +20 dBm",
    it("ARZ-31P", "tx_power", "dBm", hi=10, condition="maximum, ARZ-31P / ARZ-31U column"),
)
AR_SLEEPP = f(
    AR,
    1,
    "Sleep, RTC on, RAM retained 1.6 2.1 " + MU + "A",
    it(
        "ARZ-31P",
        "standby_current",
        MU + "A",
        typ=1.6,
        condition="sleep, RTC on, RAM retained, ARZ-31P / ARZ-31U column",
    ),
)
AR_RXSP = f(
    AR,
    2,
    "RX sensitivity 1 % PER, 20-byte PSDU " + MINUS + "102 " + MINUS + "105 dBm",
    it(
        "ARZ-31P",
        "rx_sensitivity",
        "dBm",
        value=-102,
        condition="1 % PER, ARZ-31P / ARZ-31U column",
    ),
)
AR_TXIPA = f(
    AR,
    1,
    "TX, maximum output power 22 118 mA",
    it("ARZ-31PA", "supply_current", "mA", typ=118, condition="TX at maximum power, ARZ-31PA"),
)
AR_CR2032 = note(
    AR,
    2,
    "The ARZ-31PA is not for coin cells: a CR2032 cannot deliver its 118 mA transmit peaks.",
)
AR_AA = note(
    AR,
    2,
    "Two AA or AAA cells power the ARZ-31P down to 2.0 V; the ARZ-31PA needs 2.7 V.",
)
AR_ANTU = note(
    AR,
    2,
    "The ARZ-31U has no antenna of its own: the u.FL connector takes an external 2.4 GHz antenna, "
    "whose gain depends on the antenna chosen by the integrator.",
)

# ---------------------------------------------------------------- KPS1208
KS_VDD = f(
    KS,
    1,
    "Supply voltage VDD 1.8 3.3 5.5 V",
    it(KS, "supply_voltage", "V", lo=1.8, typ=3.3, hi=5.5, condition="VDD"),
)
KS_ADDR = f(
    KS,
    2,
    "The KPS1208 is an I\u00b2C slave at the 7-bit address 0x48 (ADDR to GND) or 0x49 (ADDR to "
    "VDD).",
    it(KS, "i2c_address", values=["0x48", "0x49"], condition="7-bit, ADDR to GND / VDD"),
)
KS_ADDR48 = f(
    KS,
    2,
    "The KPS1208 is an I\u00b2C slave at the 7-bit address 0x48 (ADDR to GND) or 0x49 (ADDR to "
    "VDD).",
    it(KS, "i2c_address", values=["0x48"], condition="7-bit, ADDR to GND"),
)
KS_DEEP = f(
    KS,
    1,
    "Deep-sleep current IDS sensing off, wake on I\u00b2C address 0.6 1.5 " + MU + "A",
    it(KS, "standby_current", MU + "A", typ=0.6, hi=1.5, condition="deep sleep, sensing off"),
)
KS_WOT = f(
    KS,
    1,
    "wake-on-touch, 160 ms scan, 1 key 8 14",
    it(KS, "supply_current", MU + "A", typ=8, hi=14, condition="wake-on-touch, 160 ms scan"),
)
KS_CAL = f(
    KS,
    1,
    "Power-on calibration tCAL VDD " + GE + " 1.8 V to first valid status 150 250 ms",
    it(KS, "warm_up_time", "ms", typ=150, hi=250, condition="power-on calibration time"),
)
KS_CR2032 = note(
    KS,
    2,
    "Coin-cell products: the KPS1208 runs directly from a CR2032. In wake-on-touch mode it "
    "averages 8 " + MU + "A",
)
KS_OVERLAY = note(KS, 2, "Overlay thickness acrylic or polycarbonate " + LE + "3 mm")
