"""Reference facts of the eighty-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DZ, KS, LM, ML, QJ, TB, TG, XA, Fact, Item, ev, it

DEG = "°C"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- DZ-HCHO2
DZ_RANGE_A = f(
    DZ,
    1,
    "Measuring range 0 ~ 2 ppm 0 ~ 5 ppm",
    it(
        "DZ-HCHO2-A",
        "measurement_range",
        "ppm",
        lo=0,
        hi=2,
        quantity="gas_concentration",
        condition="HCHO, -A low-range version",
    ),
)
DZ_VCC = f(
    DZ,
    1,
    "Supply voltage VCC 3.7 5.0 5.5 V",
    it(DZ, "supply_voltage", "V", lo=3.7, typ=5.0, hi=5.5, condition="VCC"),
)
DZ_TOP = f(
    DZ,
    1,
    "Working temperature 0 ~ +50 °C accuracy spec. at 25 °C",
    it(DZ, "operating_temperature", DEG, lo=0, hi=50),
)
DZ_WARM = f(
    DZ,
    2,
    "Readings during the first 3 minutes after power-on are for reference only (preheat)",
    it(DZ, "warm_up_time", "min", value=3, condition="preheat, note 1"),
)
DZ_ABS = f(
    DZ,
    2,
    "The supply voltage must never exceed 6.0 V, even for a short moment.",
    it(DZ, "abs_max_supply_voltage", "V", hi=6.0, condition="note 3"),
)
DZ_BAUD = f(
    DZ,
    2,
    "Serial settings: 9600 bps, 8 data bits, 1 stop bit, no parity.",
    it(DZ, "baud_rate", "bps", value=9600),
)
DZ_VIH = f(
    DZ,
    1,
    "RXD input high VIH 2.3 3.6 V see note 4",
    it(DZ, "input_high_voltage", "V", lo=2.3, hi=3.6, condition="RXD"),
)
DZ_NOT5V = note(
    DZ,
    2,
    "RXD is not 5 V tolerant: with a 5 V host, put a resistor divider or a level shifter in "
    "the host TX line.",
)

# ---------------------------------------------------------------- KSA1247
KS_AVDD = f(
    KS,
    1,
    "Analog supply voltage AVDD 2.7 5.0 5.3 V",
    it(KS, "supply_voltage", "V", lo=2.7, typ=5.0, hi=5.3, condition="AVDD, recommended"),
)
KS_DVDD = f(
    KS,
    1,
    "Digital supply voltage DVDD 2.7 3.3 5.3 V",
    it(KS, "io_supply_voltage", "V", lo=2.7, typ=3.3, hi=5.3, condition="DVDD, recommended"),
)
KS_ABS = f(
    KS,
    1,
    "AVDD to AGND -0.3 6.0 V",
    it(KS, "abs_max_supply_voltage", "V", hi=6.0, condition="AVDD, absolute maximum"),
)
KS_SCLK5 = f(
    KS,
    2,
    "Serial clock frequency DVDD = 3.0 V to 5.3 V 5 MHz",
    it(KS, "spi_clock_frequency", "MHz", hi=5, condition="DVDD = 3.0 V to 5.3 V"),
)
KS_SCLK2 = f(
    KS,
    2,
    "DVDD = 2.7 V to 3.0 V 2 MHz",
    it(KS, "spi_clock_frequency", "MHz", hi=2, condition="DVDD = 2.7 V to 3.0 V"),
)
KS_RANGE128 = f(
    KS,
    1,
    "Differential input range Gain = 128 ±19.5 mV",
    it(KS, "analog_input_range", "mV", lo=-19.5, hi=19.5, condition="gain 128, VREF = 5 V"),
)
KS_I5_128 = f(
    KS,
    2,
    "Normal operation, Gain = 64 or 128 1.6 mA 1.8 mA",
    it(KS, "supply_current", "mA", typ=1.8, condition="AVDD = 5.0 V, gain 64 or 128"),
)
KS_PD5 = f(
    KS,
    2,
    "Power-down (PDWN bit = 1) 0.2 µA 0.4 µA",
    it(KS, "standby_current", "uA", typ=0.4, condition="AVDD = 5.0 V, power-down"),
)
KS_TOP_C = f(
    KS,
    1,
    "Operating ambient temperature, TA 0 +70 °C C grade (KSA1247C)",
    it("KSA1247C", "operating_temperature", DEG, lo=0, hi=70, condition="C grade"),
)

# ---------------------------------------------------------------- TBZ-2S
TB_I10 = f(
    TB,
    1,
    "Рабочий ток разряда / 10 A 20 A Continuous discharge current",
    it("TBZ-2S10", "output_current", "A", hi=10, condition="continuous discharge"),
)
TB_I20 = f(
    TB,
    1,
    "Рабочий ток разряда / 10 A 20 A Continuous discharge current",
    it("TBZ-2S20", "output_current", "A", hi=20, condition="continuous discharge"),
)
TB_Q10 = f(
    TB,
    1,
    "Собственное потребление / ≤ 10 µA ≤ 15 µA Quiescent current",
    it("TBZ-2S10", "quiescent_current", "uA", hi=10),
)
TB_VCHG = f(
    TB,
    1,
    "Напряжение заряда / 8.4 ... 8.6 V 8.4 ... 8.6 V Charging voltage",
    it(TB, "supply_voltage", "V", lo=8.4, hi=8.6, condition="charging voltage at P+ / P-"),
)
TB_NOTCHG = note(
    TB,
    1,
    "It is not a charger: use a constant-current / constant-voltage charger with 8.4 V output.",
)
TB_TOP = f(
    TB,
    1,
    "Рабочая температура / -20 ... +60 °C Operating temperature",
    it(TB, "operating_temperature", DEG, lo=-20, hi=60),
)
TB_OCP20 = f(
    TB,
    1,
    "Ток срабатывания защиты / 18 ± 3 A 35 ± 5 A Over-current protection",
)

# ---------------------------------------------------------------- QJ-R315
QJ_V05 = f(
    QJ,
    1,
    "Working voltage DC 5V (4.5~5.5V) DC 12V (10~14V) DC 24V (20~28V)",
    it("QJ-R315-05", "supply_voltage", "V", lo=4.5, typ=5, hi=5.5),
)
QJ_V12 = f(
    QJ,
    1,
    "Working voltage DC 5V (4.5~5.5V) DC 12V (10~14V) DC 24V (20~28V)",
    it("QJ-R315-12", "supply_voltage", "V", lo=10, typ=12, hi=14),
)
QJ_ISTAT05 = f(
    QJ,
    1,
    "Static current ≤4mA ≤5mA ≤6mA",
    it("QJ-R315-05", "standby_current", "mA", hi=4, condition="static, relay off"),
)
QJ_ION12 = f(
    QJ,
    1,
    "Working current (relay ON) 75mA 35mA 20mA",
    it("QJ-R315-12", "supply_current", "mA", typ=35, condition="relay on"),
)
QJ_ION24 = f(
    QJ,
    1,
    "Working current (relay ON) 75mA 35mA 20mA",
    it("QJ-R315-24", "supply_current", "mA", typ=20, condition="relay on"),
)
QJ_FREQ = f(
    QJ,
    1,
    "Receiving frequency 315MHz 315MHz 315MHz",
    it(QJ, "frequency_band", "MHz", value=315),
)
QJ_433 = note(
    QJ, 2, "This receiver works only with 315MHz remotes. 433MHz remotes can not be learned."
)
QJ_CONTACT_AC = f(
    QJ,
    1,
    "Relay contact rating 10A 250VAC / 10A 30VDC",
    it(QJ, "contact_current", "A", hi=10, condition="resistive, 250 V AC / 30 V DC"),
    it(QJ, "contact_voltage", "V", hi=250, condition="AC"),
)
QJ_CONTACT_DC = f(
    QJ,
    1,
    "Relay contact rating 10A 250VAC / 10A 30VDC",
    it(QJ, "contact_current", "A", hi=10, condition="resistive, 250 V AC / 30 V DC"),
    it(QJ, "contact_voltage", "V", hi=30, condition="DC"),
)
QJ_IND = f(
    QJ,
    1,
    "For motors, compressors and other inductive loads use max. 3A",
    it(QJ, "contact_current", "A", hi=3, condition="inductive load"),
)

# ---------------------------------------------------------------- LMK-T232
LM_VCC = f(
    LM,
    1,
    "Module supply (VCC) 3.0 V to 5.5 V",
    it(LM, "supply_voltage", "V", lo=3.0, hi=5.5),
)
LM_RATE = f(
    LM,
    1,
    "Data rate RL = 3 kΩ, CL = 1000 pF 250 kbps",
    it(LM, "baud_rate", "kbps", hi=250),
)
LM_VIH5 = f(
    LM,
    1,
    "TTL input (TXD) high VCC = 3.3 V 2.0 V VCC = 5.0 V 2.4 V",
    it(LM, "input_high_voltage", "V", lo=2.4, condition="TXD, VCC = 5.0 V"),
)
LM_TOP = f(
    LM,
    1,
    "so the module is specified from 0 to 70 °C",
    it(LM, "operating_temperature", DEG, lo=0, hi=70),
)
LM_RSIN = f(
    LM,
    1,
    "RS-232 input voltage range -25 +25 V",
    it(LM, "abs_max_input_voltage", "V", lo=-25, hi=25, condition="RS-232 receiver inputs"),
)
LM_12V = note(
    LM,
    2,
    "My old PC port swings ±12 V, is that a problem? - No, the receiver inputs take up to ±25 V.",
)

# ---------------------------------------------------------------- XA-3W
XA_VDD = f(
    XA,
    1,
    "Supply voltage 2.5 - 5.5 V DC 5 V recommended for full power",
    it(XA, "supply_voltage", "V", lo=2.5, hi=5.5),
)
XA_ABS = f(
    XA,
    1,
    "Absolute maximum supply 6.0 V above this the chip is destroyed",
    it(XA, "abs_max_supply_voltage", "V", hi=6.0),
)
XA_IQ1 = f(
    XA,
    1,
    "6 mA typ., no signal, XA-3W1",
    it("XA-3W1", "quiescent_current", "mA", typ=6, condition="no signal"),
)
XA_IPEAK = f(
    XA,
    2,
    "the board draws up to 1.5 A peaks from 5 V, so a 500 mA computer USB port will brown out",
    it("XA-3W2", "supply_current", "A", hi=1.5, condition="both channels 3 W into 4 Ω, peaks"),
)
XA_LIION = note(XA, 2, "a single Li-ion cell (3.0 - 4.2 V) or 3 x AA")

# ---------------------------------------------------------------- TGS-12
TG_VCC = f(
    TG,
    1,
    "Supply voltage 4.5 ~ 24 VDC 4.5 ~ 24 VDC",
    it(TG, "supply_voltage", "V", lo=4.5, hi=24),
)
TG_SINK = f(
    TG,
    1,
    "Output sink current max. 20 mA max. 20 mA",
    it("TGS-12A", "output_current", "mA", hi=20, condition="output sink"),
)
TG_GAP = f(
    TG,
    1,
    "Air gap (module 2 gear) 0.5 ~ 2.0 mm 0.5 ~ 2.0 mm",
    it(TG, "measurement_range", "mm", lo=0.5, hi=2.0, quantity="distance", condition="air gap"),
)
TG_IP = f(TG, 1, "Protection degree IP67 (IEC 60529)", it(TG, "ip_rating", values=["IP67"]))
TG_A_PULL = note(
    TG,
    2,
    "TGS-12A: the open-collector output needs a pull-up resistor (1 ~ 10 kΩ) to the input "
    "voltage of the receiving device, which may be lower than V+ (for example 3.3 V or 5 V logic).",
)
TG_B_PULL = note(
    TG,
    2,
    "TGS-12B: the output is pulled up to V+ inside the sensor, so the high level equals the "
    "supply voltage; use it only when the input accepts V+.",
)

# ---------------------------------------------------------------- MLK
ML_V = f(
    ML,
    1,
    "Operating voltage 12 VDC ±10% 12 VDC ±10% 12 VDC ±10% (10.8 - 13.2 VDC)",
    it(ML, "supply_voltage", "V", lo=10.8, typ=12, hi=13.2),
)
ML_I600 = f(
    ML,
    1,
    "Current draw (locked) 300 mA 500 mA 530 mA (1)",
    it("MLK-600", "supply_current", "mA", value=500, condition="locked"),
)
ML_TOP = f(
    ML,
    1,
    "14 °F to 131 °F (-10 °C to +55 °C)",
    it(ML, "operating_temperature", DEG, lo=-10, hi=55),
)
ML_DSS = f(
    ML,
    1,
    "(2) DSS contact rating: 100 mA at 24 VDC max., resistive.",
    it("MLK-600S", "contact_current", "mA", hi=100, condition="door status sensor"),
    it("MLK-600S", "contact_voltage", "V", hi=24, condition="door status sensor, DC"),
)
ML_INDOOR = note(ML, 1, "indoor only")
ML_SUPPLY = note(
    ML,
    1,
    "Use a regulated, filtered 12 VDC supply rated at least 25 % above the total current of all "
    "locks it feeds.",
)
