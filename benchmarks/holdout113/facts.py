"""Reference facts of the hold-out 113 set, shared by factual and compatibility
questions. Every number was read off the generated PDFs (``pdftotext -layout``) and
each quote is on the cited page."""

from __future__ import annotations

from qkit import AC, CS, PW, QS, RB, RH, TR, UP, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def f2(device: str, quotes: list[tuple[int, str]], *items: Item) -> Fact:
    """One fact whose numbers and row name sit in two quotes (dot leaders, column heads)."""
    return list(items), [ev(device, page, quote) for page, quote in quotes]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- TRC1865
TR_VDD = f(
    TR,
    1,
    "Supply voltage VDD 3.0 3.3 3.6 V",
    it(TR, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="recommended operating"),
)
TR_ABS = f2(
    TR,
    [(1, "Supply voltage (VDD to GND)"), (1, "-0.3 V to +4.0 V")],
    it(TR, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD to GND, absolute maximum"),
)
TR_TOP_E = f2(
    "TRC1865E",
    [(1, "Operating temperature range, TRC1865E"), (1, "-40 " + DEG + " to +85 " + DEG)],
    it("TRC1865E", "operating_temperature", DEG, lo=-40, hi=85, condition="E grade"),
)
TR_CONV_1S50 = f(
    TR,
    2,
    "single-shot mode 50 Hz notch 62.5 66 ms",
    it(
        TR,
        "response_time",
        "ms",
        typ=62.5,
        hi=66,
        condition="conversion time, single-shot, 50 Hz notch",
    ),
)
TR_ACC_A = f(
    "TRC1865A",
    2,
    "RREF 0.1 %, PT100 (Note 1) " + PM + "0.5 " + DEG + " error, TRC1865A",
    it(
        "TRC1865A",
        "accuracy",
        DEG,
        lo=-0.5,
        hi=0.5,
        quantity="temperature",
        condition="temperature conversion error, A grade, RREF 0.1 %",
    ),
)
TR_IDD = f(
    TR,
    2,
    "Supply current Bias on, converting 2.0 3.5 mA",
    it(TR, "supply_current", "mA", typ=2.0, hi=3.5, condition="bias on, converting"),
)

# ---------------------------------------------------------------- RHT-2107
RH_VDD = f(RH, 1, "Supply voltage VDD 1.9 3.6 V", it(RH, "supply_voltage", "V", lo=1.9, hi=3.6))
RH_ADDR = f(
    RH,
    2,
    "answer to the fixed 7-bit address 0x40 (write byte 0x80, read byte 0x81)",
    it(RH, "i2c_address", values=["0x40"], condition="fixed"),
)
RH_STBY85 = f(
    RH,
    1,
    "Standby, -40 to +85 " + DEG + " 0.06 0.62 " + MU + "A",
    it(RH, "standby_current", "uA", typ=0.06, hi=0.62, condition="standby, -40 to +85 °C"),
)
RH_ACC_P = f(
    "RHT-2107P",
    2,
    "RH accuracy (Note 1) 0 ... 80 %RH " + PM + "3 " + PM + "2 %RH",
    it(
        "RHT-2107P",
        "accuracy",
        "%RH",
        lo=-2,
        hi=2,
        quantity="relative_humidity",
        condition="RHT-2107P, 0 ... 80 %RH",
    ),
)
RH_CONV8 = f2(
    RH,
    [
        (2, "RES1:RES0 RH resolution T resolution RH typ. RH max."),
        (2, "01 8 bit 12 bit 2.6 3.1 2.4 3.8"),
    ],
    it(
        RH,
        "response_time",
        "ms",
        typ=2.6,
        hi=3.1,
        condition="RH conversion, 8-bit (RES1:RES0 = 01)",
    ),
)
RH_TOP = f(
    RH,
    1,
    "Operating range TA -40 +125 " + DEG,
    it(RH, "operating_temperature", DEG, lo=-40, hi=125),
)

# ---------------------------------------------------------------- CST-8835
CS_VMOT = f(
    CS,
    1,
    "Tensione di u mutore / VMOT 8 35 V Motor supply voltage",
    it(CS, "load_supply_voltage", "V", lo=8, hi=35, condition="VMOT"),
)
CS_VDD = f(
    CS,
    1,
    "Tensione di a logica / VDD 3.0 5.5 V Logic supply voltage",
    it(CS, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VDD"),
)
CS_I_NOHS = f(
    CS,
    1,
    "Currente per fasa, senza dissipatore / 1.0 A Current per phase, no heat sink",
    it(CS, "output_current", "A", hi=1.0, condition="per phase, no heat sink"),
)
CS_I_HS = f(
    CS,
    1,
    "2.0 A Current per phase, heat sink and airflow",
    it(CS, "output_current", "A", hi=2.0, condition="per phase, heat sink and airflow"),
)
CS_ABS_IN = f(
    CS,
    1,
    "Entrate logiche / Logic inputs (STEP, DIR, MSx, EN, SLP, RST) -0.3 ... 5.5 V",
    it(CS, "abs_max_input_voltage", "V", lo=-0.3, hi=5.5, condition="logic inputs"),
)
CS_3V3 = note(
    CS,
    2,
    "Can I use 3.3 V logic (Raspberry Pi, ESP32)? Iè / Yes: power VDD from 3.3 V",
)

# ---------------------------------------------------------------- UPV-28
UP_VIN = f(
    UP, 1, "Insetspanning / 2 24 V Input voltage", it(UP, "supply_voltage", "V", lo=2, hi=24)
)
UP_VOUT = f(
    UP,
    1,
    "Uitsetspanning (verstelbaar) / 28 V Output voltage (adjustable, Note 1)",
    it(UP, "output_voltage", "V", hi=28, condition="adjustable"),
)
UP_IOUT_5_12 = f2(
    UP,
    [
        (1, "VIN \u2192 VOUT 3.7 V \u2192 5 V 5 V \u2192 9 V 5 V \u2192 12 V"),
        (1, "Kontinu / Continuous 1.0 A 0.6 A 0.4 A"),
    ],
    it(UP, "output_current", "A", hi=0.4, condition="continuous, 5 V in, 12 V out"),
)
UP_ABS = f(
    UP,
    2,
    "Never put more than 24 V on VIN+; the IC itself is rated 26 V absolute maximum",
    it(UP, "abs_max_supply_voltage", "V", hi=26, condition="IC, absolute maximum"),
)
UP_NOTE1 = note(UP, 1, "The output cannot be set below the input")
UP_BUCK = note(UP, 2, "Can it step down? Nee / No, it only boosts")

# ---------------------------------------------------------------- PWL9816
PW_VDD = f(PW, 1, "VDD supply voltage 2.3 5.5 V", it(PW, "supply_voltage", "V", lo=2.3, hi=5.5))
PW_ADDR0 = f(
    PW,
    1,
    "six address pins tied to GND it answers at 0x40",
    it(PW, "i2c_address", values=["0x40"], condition="A5 ... A0 = GND"),
)
PW_IOL_30 = f(
    PW,
    1,
    "VOL = 0.5 V; VDD = 3.0 V 15 mA",
    it(PW, "output_current", "mA", lo=15, condition="LED output sink, VOL = 0.5 V, VDD = 3.0 V"),
)
PW_SCL = f(
    PW,
    2,
    "fSCL SCL clock frequency Fm+ 0 1000 kHz",
    it(PW, "i2c_clock_frequency", "kHz", lo=0, hi=1000),
)

# ---------------------------------------------------------------- ACM-4410
AC_VDD = f(
    AC,
    2,
    "Supply voltage VDD 1.8 ... 3.3 1.8 ... 3.3 V",
    it(AC, "supply_voltage", "V", lo=1.8, hi=3.3),
)
AC_ABS = f(
    AC,
    1,
    "Supply voltage (VDD to GND) -0.3 to +3.6 V",
    it(AC, "abs_max_supply_voltage", "V", hi=3.6),
)
AC_5V = note(AC, 1, "Do not connect VDD to a 5 V rail.")
AC_I_N18 = f2(
    AC,
    [
        (1, "IDD at VDD = 1.8 V IDD at VDD = 3.3 V"),
        (1, "Normal 1.0 ... 4.0 MHz high 1.1 mA 1.4 mA"),
    ],
    it(AC, "supply_current", "mA", typ=1.1, condition="normal mode, VDD = 1.8 V"),
)
AC_PD33 = f2(
    AC,
    [
        (1, "IDD at VDD = 1.8 V IDD at VDD = 3.3 V"),
        (1, "Power-down stopped or < 900 kHz x 3.5 " + MU + "A 4.5 " + MU + "A"),
    ],
    it(AC, "standby_current", "uA", typ=4.5, condition="power-down, VDD = 3.3 V"),
)
AC_START = f(
    AC,
    2,
    "Start-up time to valid data tSTART 85 ms",
    it(AC, "warm_up_time", "ms", hi=85),
)
AC_INTF = f(
    AC,
    1,
    "Omnidirectional MEMS Microphone with 24-bit I\u00b2S Digital Output",
    it(AC, "interface", values=["I2S"]),
)

# ---------------------------------------------------------------- QSA9357
QS_VDD = f(QS, 1, "Supply voltage VDD 2.5 5.5 V", it(QS, "supply_voltage", "V", lo=2.5, hi=5.5))
QS_ABS = f(
    QS,
    1,
    "Supply voltage VDD -0.3 to +6.0 V",
    it(QS, "abs_max_supply_voltage", "V", hi=6.0),
)
QS_SD = f(
    QS,
    2,
    "Shutdown current ISHDN SD_MODE = 0 V 0.6 2 " + MU + "A",
    it(QS, "standby_current", "uA", typ=0.6, hi=2, condition="SD_MODE = 0 V"),
)
QS_VIHL = (
    [
        it(QS, "input_high_voltage", "V", lo=1.3, condition="BCLK, LRCLK, DIN"),
        it(QS, "input_low_voltage", "V", hi=0.6, condition="BCLK, LRCLK, DIN"),
    ],
    [ev(QS, 2, "VIH BCLK, LRCLK, DIN 1.3 V"), ev(QS, 2, "VIL BCLK, LRCLK, DIN 0.6 V")],
)
QS_FS = f(QS, 2, "Sample rate fs 8 96 kHz", it(QS, "data_rate", "kHz", lo=8, hi=96))
QS_P8 = note(QS, 2, "THD+N = 10 %, RL = 8 " + OHM + ", VDD = 5.0 V 1.8 W")

# ---------------------------------------------------------------- RBL-C10
RB_VDD = f(
    RB,
    1,
    "Supply voltage 3.0 - 3.6 V (3.3 V typ.)",
    it(RB, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="RBL-C10 stamp module"),
)
RB_VDD_B = f2(
    "RBL-C10B",
    [(1, "Item RBL-C10 RBL-C10B"), (1, "3.6 - 6.0 V on VCC (5 V typ.)")],
    it("RBL-C10B", "supply_voltage", "V", lo=3.6, typ=5, hi=6.0, condition="RBL-C10B, VCC pin"),
)
RB_5V = note(
    RB,
    2,
    "RXD is not 5 V tolerant: put a 1 k" + OHM + " / 2 k" + OHM + " divider on the Arduino TX line",
)
RB_BAUD = f(
    RB,
    2,
    "Factory default: 9600 bps, 8 data bits, no parity, 1 stop bit (8N1)",
    it(RB, "baud_rate", "bps", value=9600, condition="factory default"),
)
RB_I_TX6 = f2(
    RB,
    [
        (1, "Mode RBL-C10 (VDD = 3.3 V) RBL-C10B (VCC = 5 V)"),
        (1, "TX peak, +6 dBm 15.5 mA 18.0 mA"),
    ],
    it(RB, "supply_current", "mA", typ=15.5, condition="RBL-C10, TX peak at +6 dBm"),
)
RB_SLEEP_B = f2(
    "RBL-C10B",
    [
        (1, "Mode RBL-C10 (VDD = 3.3 V) RBL-C10B (VCC = 5 V)"),
        (1, "Sleep (AT+SLEEP, not connected) 50 " + MU + "A 2.1 mA"),
    ],
    it("RBL-C10B", "standby_current", "mA", typ=2.1, condition="RBL-C10B, sleep"),
)
RB_RANGE = note(
    RB, 2, "It depends on the antenna placement and surroundings; we do not give a figure."
)
