"""Reference facts of the thirty-first hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import KLX, MOS, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


def more(fact: Fact, doc_device: str, page: int, quote: str) -> Fact:
    fact[1].append(ev(doc_device, page, quote))
    return fact


# --------------------------------------------------------------------------- SLG 4
S14, S30 = "SLG 4-14", "SLG 4-30"
SLG_V = f(
    S14,
    1,
    "Supply voltage UV V DC 24 (19.2 … 28.8) 24 (19.2 … 28.8)",
    it("SLG 4", "supply_voltage", "V", lo=19.2, typ=24, hi=28.8, condition="UV, V DC"),
)
SLG_RT14 = f(
    S14, 1, "Response time ms 12 8", it(S14, "response_time", "ms", value=12, condition="SLG 4-14")
)
SLG_RT30 = f(
    S30, 1, "Response time ms 12 8", it(S30, "response_time", "ms", value=8, condition="SLG 4-30")
)
SLG_RANGE30 = f(
    S30,
    1,
    "Scanning range m 0.2 … 6 0.3 … 15",
    it(
        S30,
        "measurement_range",
        "m",
        lo=0.3,
        hi=15,
        quantity="distance",
        condition="scanning range",
    ),
)
SLG_RANGE14 = f(
    S14,
    1,
    "Scanning range m 0.2 … 6 0.3 … 15",
    it(
        S14, "measurement_range", "m", lo=0.2, hi=6, quantity="distance", condition="scanning range"
    ),
)
SLG_IRX30 = more(
    f(
        S30,
        1,
        "mA 110 95",
        it(S30, "supply_current", "mA", value=95, condition="receiver, no load, SLG 4-30"),
    ),
    S30,
    1,
    "receiver (no load)",
)
SLG_OSSD = more(
    f(S14, 1, "mA 300 300", it("SLG 4", "output_current", "mA", hi=300, condition="per OSSD")),
    S14,
    1,
    "per OSSD",
)
SLG_IN = more(
    f(
        S14,
        1,
        "V 11 … 30 11 … 30",
        it("SLG 4", "input_high_voltage", "V", lo=11, hi=30, condition="test / restart input HIGH"),
    ),
    S14,
    1,
    "Test / restart input,",
)
SLG_TA = f(
    S14,
    2,
    "Operating temperature °C 0 … +55 0 … +55",
    it("SLG 4", "operating_temperature", "°C", lo=0, hi=55),
)
SLG_HUM = more(
    f(
        S14,
        2,
        "% 15 … 95 15 … 95",
        it("SLG 4", "operating_humidity", "%", lo=15, hi=95, condition="non-condensing"),
    ),
    S14,
    2,
    "(non-condensing)",
)
SLG_IP = f(S14, 1, "Enclosure rating IP65", it("SLG 4", "ip_rating", values=["IP65"]))
SLG_12V = f(S14, 2, "Do not operate the SLG 4 from a 12 V supply.")
SLG_CABLE = ns(S14, 2, "The maximum cable length between the receiver and the safety relay is not")

# --------------------------------------------------------------------------- TBK-63
C06, C10, C16, C25 = "TBK-63C06", "TBK-63C10", "TBK-63C16", "TBK-63C25"
RATED_I = "Rated current In (A) 6 10 16 25"
RATED_DC = "Rated voltage DC (V) 60 *1 60 *1 60 *1 48 *1"


def tbk_in(dev: str, amps: float) -> Fact:
    return f(
        dev, 1, RATED_I, it(dev, "contact_current", "A", value=amps, condition="rated current In")
    )


def tbk_dc(dev: str, volts: float) -> Fact:
    return f(
        dev,
        1,
        RATED_DC,
        it(dev, "contact_voltage", "V", hi=volts, condition="rated voltage DC, per pole"),
    )


TBK_TA = more(
    f(
        C06,
        2,
        "-25 to +55 -25 to +55 -25 to +55 -25 to +55",
        it("TBK-63", "operating_temperature", "°C", lo=-25, hi=55),
    ),
    C06,
    2,
    "for operation (℃)",
)
TBK_TS = f(
    C06,
    2,
    "Storage temperature (℃) -40 to +70 -40 to +70 -40 to +70 -40 to +70",
    it("TBK-63", "storage_temperature", "°C", lo=-40, hi=70),
)
TBK_IP = f(C06, 1, "Terminal protection IP20", it("TBK-63", "ip_rating", values=["IP20"]))
TBK_C10_40 = f(
    C10,
    2,
    "40 ℃ 5.7 A 9.5 A 15.2 A 23.7 A",
    it(C10, "contact_current", "A", value=9.5, condition="derated at 40 °C ambient (typ.)"),
)
TBK_HUM = ns(C06, 2, "Operating humidity: not specified. Avoid condensation.")

# --------------------------------------------------------------------------- ISV 18
IPS = "ISV 18-PS"
ISV_V = f(IPS, 1, "UB 10 24 30 V DC", it("ISV 18", "supply_voltage", "V", lo=10, typ=24, hi=30))
ISV_ABS = f(IPS, 1, "Supply voltage 36 V DC", it("ISV 18", "abs_max_supply_voltage", "V", hi=36))
ISV_I0 = f(
    IPS, 1, "I0 8 15 mA", it("ISV 18", "supply_current", "mA", typ=8, hi=15, condition="no-load")
)
ISV_IA = f(IPS, 1, "Ia 200 mA", it("ISV 18", "output_current", "mA", hi=200))
ISV_TA = f(
    IPS,
    2,
    "Operating temperature -25 ... +85 °C",
    it("ISV 18", "operating_temperature", "°C", lo=-25, hi=85),
)
ISV_TS = f(
    IPS,
    1,
    "Storage temperature -40 to +100 °C",
    it("ISV 18", "storage_temperature", "°C", lo=-40, hi=100),
)
ISV_IP = f(
    IPS,
    1,
    "Protection degree IP67, stainless steel housing",
    it("ISV 18", "ip_rating", values=["IP67"]),
)
ISV_F1 = f(
    IPS,
    2,
    "Switching frequency (module 1) 8 kHz",
    it("ISV 18", "data_rate", "kHz", typ=8, condition="switching frequency, module 1 gear"),
)
ISV_F2 = f(
    IPS,
    2,
    "Switching frequency (module 2) 12 kHz",
    it("ISV 18", "data_rate", "kHz", typ=12, condition="switching frequency, module 2 gear"),
)
ISV_5V = f(IPS, 2, "The sensor is not suited for direct connection to 5 V logic inputs without a")
ISV_VIB = ns(IPS, 2, "Vibration and shock resistance are not specified for this")

# --------------------------------------------------------------------------- UMD-24
UA, UB = "UMD-24A", "UMD-24B"
UMD_V = f(
    UA,
    1,
    "Working voltage：DC24V±1V (23～25V)",
    it("UMD-24", "supply_voltage", "V", lo=23, typ=24, hi=25, condition="DC24V ±1V"),
)
UMD_IA = f(UA, 1, "Working current ≤650 ≤1800 mA", it(UA, "supply_current", "mA", hi=650))
UMD_IB = f(UB, 1, "Working current ≤650 ≤1800 mA", it(UB, "supply_current", "mA", hi=1800))
UMD_SBB = more(
    f(UB, 1, "≤15 ≤25 mA", it(UB, "standby_current", "mA", hi=25, condition="EN low")),
    UB,
    1,
    "(EN low)",
)
UMD_EN = f(
    UA,
    1,
    "EN input level：3.3～5V (high = mist on)",
    it("UMD-24", "input_high_voltage", "V", lo=3.3, hi=5, condition="EN"),
)
UMD_TA = f(
    UA, 1, "Working temperature：1～50℃", it("UMD-24", "operating_temperature", "°C", lo=1, hi=50)
)
UMD_12V = f(UA, 2, "A：No. Below 22V the oscillator does not start reliably.")
UMD_WATER = ns(UA, 2, "A：Water temperature range is not specified; do not use hot water.")
UMD_LIFE = ns(UA, 2, "A：Disc life is not specified (depends on water hardness).")

# --------------------------------------------------------------------------- KPX-T15
KN, KP = "KPX-T15N", "KPX-T15P"
KPX_V = f(
    KN,
    1,
    "12 to 24 VDC ±10%, 12 to 24 VDC ±10%,",
    it("KPX-T15", "supply_voltage", "V", lo=12, hi=24, condition="12 to 24 VDC ±10 % (nominal)"),
)
KPX_IE = f(
    KN,
    1,
    "Emitter: 25 mA max. Emitter: 25 mA max.",
    it("KPX-T15L", "supply_current", "mA", hi=25, condition="emitter"),
)
KPX_IRP = f(
    KP,
    1,
    "Receiver: 20 mA max. Receiver: 22 mA max.",
    it(KP, "supply_current", "mA", hi=22, condition="receiver KPX-T15D-P"),
)
KPX_IRN = f(
    KN,
    1,
    "Receiver: 20 mA max. Receiver: 22 mA max.",
    it(KN, "supply_current", "mA", hi=20, condition="receiver KPX-T15D-N"),
)
KPX_IO = f(
    KN,
    1,
    "Load current: 100 mA max. Load current: 100 mA max.",
    it("KPX-T15", "output_current", "mA", hi=100, condition="control output load current"),
)
KPX_VLOAD = f(
    KN,
    1,
    "Control output 26.4 VDC max. 26.4 VDC max.",
    it("KPX-T15", "load_supply_voltage", "V", hi=26.4, condition="load power supply voltage"),
)
KPX_RES_N = f(
    KN,
    1,
    "Residual voltage 1 V max. *1 2 V max. *2",
    it(KN, "output_low_voltage", "V", hi=1, condition="residual voltage at 100 mA, NPN"),
)
KPX_RT = f(
    KN,
    1,
    "Response time Operate or reset: 1 ms max. Operate or reset: 1 ms max.",
    it("KPX-T15", "response_time", "ms", hi=1),
)
KPX_RANGE = f(
    KN,
    1,
    "Sensing distance 15 m 15 m",
    it(
        "KPX-T15",
        "measurement_range",
        "m",
        hi=15,
        quantity="distance",
        condition="sensing distance",
    ),
)
KPX_TA = f(
    KN,
    2,
    "Ambient temperature range Operating: -25 to 55℃ *3 Operating: -25 to 55℃ *3",
    it("KPX-T15", "operating_temperature", "°C", lo=-25, hi=55),
)
KPX_TS = f(
    KN,
    2,
    "*3 Storage: -40 to 70℃ (with no icing or condensation).",
    it("KPX-T15", "storage_temperature", "°C", lo=-40, hi=70),
)
KPX_HUM = f(
    KN,
    2,
    "Ambient humidity range Operating: 35% to 85% Operating: 35% to 85%",
    it("KPX-T15", "operating_humidity", "%", lo=35, hi=85),
)
KPX_IP = f(
    KN,
    2,
    "Degree of protection IEC 60529 IP67 IEC 60529 IP67",
    it("KPX-T15", "ip_rating", values=["IP67"]),
)
KPX_ABS = f(
    KN,
    2,
    "Power supply voltage 30 VDC No reverse polarity",
    it("KPX-T15", "abs_max_supply_voltage", "V", hi=30),
)
KPX_WARM = f(
    KN,
    2,
    "The sensor is ready to operate 100 ms after the power is turned on.",
    it("KPX-T15", "warm_up_time", "ms", value=100),
)
KPX_CLEAR = ns(KN, 2, "Performance with transparent objects is not specified.")

# --------------------------------------------------------------------------- KLX3203
KLX_V = f(KLX, 1, "Supply voltage VIN 6 36 V", it(KLX, "supply_voltage", "V", lo=6, hi=36))
KLX_ABS = more(
    f(KLX, 1, "Supply voltage (VIN)", it(KLX, "abs_max_supply_voltage", "V", hi=42)),
    KLX,
    1,
    "-0.3 V to 42 V",
)
KLX_IOUT = f(
    KLX,
    1,
    "Output sink current, per channel IOUT 0 1.5 A",
    it(KLX, "output_current", "A", hi=1.5, condition="per channel"),
)
KLX_IQ = f(
    KLX,
    1,
    "IQ EN = high, outputs off 2.5 4 mA",
    it(KLX, "supply_current", "mA", typ=2.5, hi=4, condition="EN high, outputs off"),
)
KLX_ISD = f(KLX, 1, "ISD EN = low 8 15 µA", it(KLX, "standby_current", "uA", typ=8, hi=15))
KLX_VREG = f(
    KLX,
    1,
    "VREG IREG = 0 to 20 mA 4.85 5.0 5.15 V",
    it(KLX, "output_voltage", "V", lo=4.85, typ=5.0, hi=5.15, condition="VREG LDO"),
)
KLX_IREG = f(
    KLX,
    1,
    "VREG output current IREG 20 mA",
    it(KLX, "output_current", "mA", hi=20, condition="VREG LDO output current"),
)
KLX_RDS125 = f(
    KLX,
    1,
    "IOUT = 1 A, TJ = 125°C 190 300 mΩ",
    it(KLX, "on_resistance", "mOhm", typ=190, hi=300, condition="TJ = 125 °C"),
)
KLX_RDS25 = f(
    KLX,
    1,
    "RDS(on) IOUT = 1 A, TJ = 25°C 120 200 mΩ",
    it(KLX, "on_resistance", "mOhm", typ=120, hi=200, condition="TJ = 25 °C"),
)
KLX_VIH = f(
    KLX,
    2,
    "VIH 1.3 5.5 V",
    it(KLX, "input_high_voltage", "V", lo=1.3, hi=5.5, condition="SDA, SCL, EN"),
)
KLX_VIL = f(
    KLX, 2, "VIL 0.4 V", it(KLX, "input_low_voltage", "V", hi=0.4, condition="SDA, SCL, EN")
)
KLX_FSCL = f(KLX, 2, "fSCL 1000 kHz", it(KLX, "i2c_clock_frequency", "kHz", hi=1000))
KLX_ADDR = more(
    f(
        KLX,
        1,
        "The 7-bit I2C address is 0x2C, 0x2D,",
        it(KLX, "i2c_address", values=["0x2C", "0x2D", "0x2E", "0x2F"]),
    ),
    KLX,
    1,
    "0x2E or 0x2F, selected by tying ADDR to GND, VREG, SDA or",
)
KLX_INABS = more(
    f(
        KLX,
        1,
        "Input voltage (SDA, SCL, ADDR, EN)",
        it(KLX, "abs_max_input_voltage", "V", hi=6, condition="SDA, SCL, ADDR, EN"),
    ),
    KLX,
    1,
    "-0.3 V to 6 V",
)
KLX_TA = f(
    KLX,
    1,
    "Operating ambient temperature TA -40 105 °C",
    it(KLX, "operating_temperature", "°C", lo=-40, hi=105),
)

# --------------------------------------------------------------------------- MOS-4CH
MOS_V = f(MOS, 1, "LED supply voltage：DC5～24V", it(MOS, "supply_voltage", "V", lo=5, hi=24))
MOS_I = f(
    MOS,
    1,
    "Output current per channel：≤4A",
    it(MOS, "output_current", "A", hi=4, condition="per channel"),
)
MOS_I5 = f(
    MOS,
    1,
    "DC5V 3A 8A 35℃",
    it(MOS, "output_current", "A", hi=3, condition="per channel at DC5V, all channels on (typ.)"),
)
MOS_I12 = f(
    MOS,
    1,
    "DC12V 4A 10A 30℃",
    it(MOS, "output_current", "A", hi=4, condition="per channel at DC12V, all channels on (typ.)"),
)
MOS_VIH = f(
    MOS, 1, "PWM signal high level：3.3～5V", it(MOS, "input_high_voltage", "V", lo=3.3, hi=5)
)
MOS_VIL = f(MOS, 1, "PWM signal low level：≤0.8V", it(MOS, "input_low_voltage", "V", hi=0.8))
MOS_TA = f(
    MOS, 1, "Working temperature：-20～60℃", it(MOS, "operating_temperature", "°C", lo=-20, hi=60)
)
MOS_36 = f(MOS, 2, "A：No, the maximum LED supply is DC24V; 36V damages the MOSFETs.")
MOS_REV = ns(MOS, 2, "A：Reverse polarity protection is not specified; check wiring.")
MOS_IP = ns(MOS, 2, "A：IP rating is not specified; the board is for indoor use.")

# --------------------------------------------------------------------------- PSX
P010, P025, P100 = "PSX-010", "PSX-025", "PSX-100"
RANGE = "Measuring range 0 to 10 0 to 25 0 to 100 bar"


def psx_range(dev: str, hi: float) -> Fact:
    return f(dev, 1, RANGE, it(dev, "measurement_range", "bar", lo=0, hi=hi, quantity="pressure"))


PSX_V = f(P010, 1, "Supply voltage 18 32 Vdc", it("PSX", "supply_voltage", "V", lo=18, hi=32))
PSX_ABS = f(P010, 1, "Supply voltage - 36 Vdc", it("PSX", "abs_max_supply_voltage", "V", hi=36))
PSX_IO = f(
    P010,
    1,
    "Output current (each output) - 250 mA",
    it("PSX", "output_current", "mA", hi=250, condition="each output, recommended"),
)
PSX_TA = f(
    P010,
    1,
    "Ambient temperature -25 80 °C",
    it("PSX", "operating_temperature", "°C", lo=-25, hi=80),
)
PSX_ACC = f(
    P010,
    2,
    "Accuracy (switch point) -0.5 0.5 % FS",
    it(
        "PSX", "accuracy", "%", lo=-0.5, hi=0.5, quantity="pressure", condition="% FS, switch point"
    ),
)
PSX_IDD = more(
    f(
        P010,
        2,
        "35 50 mA",
        it("PSX", "supply_current", "mA", typ=35, hi=50, condition="outputs off, display on"),
    ),
    P010,
    2,
    "(outputs off, display on)",
)
PSX_RT = f(P010, 2, "Response time 10 ms", it("PSX", "response_time", "ms", hi=10))
PSX_WARM = f(
    P010,
    2,
    "Power-up time (outputs valid) 300 ms",
    it("PSX", "warm_up_time", "ms", typ=300, condition="outputs valid"),
)
PSX_DROP = f(P010, 2, "Output voltage drop 2 V")
PSX_IP = f(P010, 2, "Enclosure rating IP65", it("PSX", "ip_rating", values=["IP65"]))
PSX_O2 = ns(P010, 2, "Suitability for oxygen service is not specified")
