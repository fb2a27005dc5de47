"""Reference facts of the forty-sixth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import FM, HC, HF, KT, NU, RP, WS, ZT, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


FMA = "FMR-7802A"
KTJ, KTW = "KTF-2100J", "KTF-2100W"
H433, H868, H915 = "HFV-1W-433", "HFV-1W-868", "HFV-1W-915"
HCA, HCL = "HC7555A", "HC7555L"
WSH = "WS2227H"

# --------------------------------------------------------------------------- FMR-7802
FM_V = f(
    FM,
    1,
    "Supply voltage (VCC) 2.7～3.6V 2.7～3.6V radio part",
    it(FM, "supply_voltage", "V", lo=2.7, hi=3.6, condition="VCC, radio part"),
)
FM_5V = ns(FM, 2, "No. VCC must not exceed 3.6V and SDA/SCL are not 5V tolerant.")
FMA_I = f(
    FM,
    1,
    "Receive current ≤21mA ≤23mA VCC=3.3V, no amp",
    it(
        FMA,
        "supply_current",
        "mA",
        hi=23,
        condition="FMR-7802A receive current, VCC = 3.3 V, no amp",
    ),
)
FM_I = f(
    FM,
    1,
    "Receive current ≤21mA ≤23mA VCC=3.3V, no amp",
    it(FM, "supply_current", "mA", hi=21, condition="FMR-7802 receive current, VCC = 3.3 V"),
)
FM_BAND = f(
    FM,
    1,
    "Frequency range：76～108MHz",
    it(FM, "frequency_band", "MHz", lo=76, hi=108, condition="FM"),
)
FM_PD = f(
    FM,
    1,
    "Power-down current ≤15µA ≤15µA I2C power-down",
    it(FM, "standby_current", "uA", hi=15, condition="I2C power-down"),
)
FM_ADDR = f(
    FM,
    1,
    "I2C, up to 400kHz, device address 0x11",
    it(FM, "i2c_address", values=["0x11"], condition="fixed"),
)
FM_ANT = ns(FM, 2, "Not specified. A 50cm wire or a 75Ω coax is usual.")

# --------------------------------------------------------------------------- KTF-2100
KT_V = f(
    KT,
    1,
    "Supply voltage VDD 4.5 5.0 5.5 V",
    it(KT, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="recommended operating"),
)
KT_T = f(
    KT,
    1,
    "Operating temperature Topr -10 +60 ℃",
    it(
        KT,
        "operating_temperature",
        DEG,
        lo=-10,
        hi=60,
        condition="recommended operating conditions",
    ),
)
KT_AMAX = f(
    KT,
    1,
    "Supply voltage VDD -0.3～+6.0 V",
    it(KT, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0, condition="absolute maximum"),
)
KTJ_BAND = f(
    KT,
    1,
    "KTF-2100J 76.0～95.0 MHz 100 kHz Japan",
    it(KTJ, "frequency_band", "MHz", lo=76.0, hi=95.0, condition="KTF-2100J, Japan"),
)
KT_I = f(
    KT,
    1,
    "Current consumption receiving 32 45 mA",
    it(KT, "supply_current", "mA", typ=32, hi=45, condition="receiving, VDD = 5.0 V"),
)
KT_BAUD = f(
    KT,
    1,
    "UART command interface (9600 bps, 8N1)",
    it(KT, "baud_rate", "bps", value=9600, condition="UART, 8N1"),
)
KT_MSL = ns(KT, 2, "Moisture sensitivity level: not specified")

# --------------------------------------------------------------------------- RPA0915
RP_V = f(
    RP,
    1,
    "Supply voltage, VCC 3.0 3.6 5.25 V",
    it(RP, "supply_voltage", "V", lo=3.0, typ=3.6, hi=5.25, condition="recommended operating"),
)
RP_P5 = f(
    RP,
    1,
    "VCC = 5.0 V 30.5 dBm",
    it(RP, "tx_power", "dBm", typ=30.5, condition="output power at 1-dB compression, VCC = 5.0 V"),
)
RP_I5 = f(
    RP,
    1,
    "VCC = 5.0 V, POUT = +30 dBm 720(1) 850 mA",
    it(RP, "supply_current", "mA", typ=720, hi=850, condition="VCC = 5.0 V, POUT = +30 dBm"),
)
RP_BAND = f(
    RP,
    1,
    "Frequency range 700 MHz to 1000 MHz",
    it(RP, "frequency_band", "MHz", lo=700, hi=1000, condition="features"),
)
RP_T = f(
    RP,
    1,
    "Operating case temperature -40 +85 °C",
    it(RP, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended, case temperature"),
)
RP_RTH = ns(RP, 2, "Thermal resistance junction-to-case is not specified")

# --------------------------------------------------------------------------- HFV-1W
HF_V = f(
    HF,
    1,
    "Supply voltage UB V 9 … 15 9 … 15 9 … 15",
    it(H868, "supply_voltage", "V", lo=9, hi=15, condition="HFV-1W-868, UB"),
)
HF_V433 = f(
    HF,
    1,
    "Supply voltage UB V 9 … 15 9 … 15 9 … 15",
    it(H433, "supply_voltage", "V", lo=9, hi=15, condition="HFV-1W-433, UB"),
)
H915_P = f(
    HF,
    1,
    "Output power (P1dB) dBm +30 +30 +29",
    it(H915, "tx_power", "dBm", value=29, condition="HFV-1W-915, P1dB"),
)
H868_I = f(
    HF,
    1,
    "mA 550 620 650",
    it(H868, "supply_current", "mA", value=620, condition="HFV-1W-868, at rated output, UB = 12 V"),
)
H915_T = f(
    HF,
    2,
    "Operating temperature °C -20 … +60 -20 … +60 -20 … +55",
    it(
        H915, "operating_temperature", DEG, lo=-20, hi=55, condition="HFV-1W-915, Table 1 continued"
    ),
)
H868_T = f(
    HF,
    2,
    "Operating temperature °C -20 … +60 -20 … +60 -20 … +55",
    it(
        H868, "operating_temperature", DEG, lo=-20, hi=60, condition="HFV-1W-868, Table 1 continued"
    ),
)
HF_IP = f(
    HF, 2, "Protection class IP40 IP40 IP40", it(HF, "ip_rating", values=["IP40"], condition="all")
)
H915_PIN = f(
    HF,
    1,
    "Maximum input power dBm +15 +13 +13",
    it(H915, "tx_power", "dBm", value=13, condition="HFV-1W-915 maximum input power"),
)
HF_NF = ns(HF, 2, "Noise figure of the RX path: not specified.")

# --------------------------------------------------------------------------- ZT555
ZT_V = f(
    ZT,
    1,
    "Supply voltage VCC 4.5 16 V",
    it(ZT, "supply_voltage", "V", lo=4.5, hi=16, condition="electrical characteristics"),
)
ZT_I15 = f(
    ZT,
    1,
    "VCC = 15 V, RL = ∞ 10 15 mA",
    it(ZT, "supply_current", "mA", typ=10, hi=15, condition="VCC = 15 V, RL = infinite"),
)
ZT_I5 = f(
    ZT,
    1,
    "ICC VCC = 5 V, RL = ∞ 3 6 mA",
    it(ZT, "supply_current", "mA", typ=3, hi=6, condition="VCC = 5 V, RL = infinite"),
)
ZT_VOH = f(
    ZT,
    1,
    "VCC = 5 V, ISOURCE = 100 mA 2.75 3.3 V",
    it(ZT, "output_high_voltage", "V", lo=2.75, typ=3.3, condition="VCC = 5 V, ISOURCE = 100 mA"),
)
ZT_T = f(
    ZT,
    1,
    "Operating ambient temperature 0 to 70 °C",
    it(ZT, "operating_temperature", DEG, lo=0, hi=70, condition="absolute maximum table"),
)

# --------------------------------------------------------------------------- HC7555
HCL_V = f(
    HC,
    1,
    "Supply voltage VDD 2.0 / - / 15 1.5 / - / 15 V",
    it(HCL, "supply_voltage", "V", lo=1.5, hi=15, condition="HC7555L"),
)
HCA_V = f(
    HC,
    1,
    "Supply voltage VDD 2.0 / - / 15 1.5 / - / 15 V",
    it(HCA, "supply_voltage", "V", lo=2.0, hi=15, condition="HC7555A"),
)
HCL_I5 = f(
    HC,
    1,
    "VDD = 5 V - / 60 / 120 - / 8 / 20 µA",
    it(HCL, "supply_current", "uA", typ=8, hi=20, condition="HC7555L, VDD = 5 V"),
)
HCA_I3 = f(
    HC,
    2,
    "Supply current at VDD = 3 V 40 5 µA",
    it(HCA, "supply_current", "uA", typ=40, condition="HC7555A, VDD = 3 V, typical only"),
)
HC_ESD = ns(HC, 2, "ESD rating (HBM) of the series is not specified in this document.")

# --------------------------------------------------------------------------- NUX3157
NU_V = f(
    NU,
    1,
    "VCC supply voltage 1.65 4.3 V",
    it(NU, "supply_voltage", "V", lo=1.65, hi=4.3, condition="recommended operating conditions"),
)
NU_VBUS = ns(NU, 2, "VBUS (5 V) must never be connected to VCC or to the D± pins.")
NU_RON = f(
    NU,
    2,
    "RON ON resistance VI = 0 V to 0.4 V; ISW = 8 mA 5 7.5 Ω",
    it(NU, "on_resistance", "Ohm", typ=5, hi=7.5, condition="VCC = 3.0-3.6 V, VI = 0-0.4 V"),
)
NU_RON18 = f(
    NU,
    2,
    "VCC = 1.8 V; VI = 0 V to 0.4 V 9 14[1] Ω",
    it(NU, "on_resistance", "Ohm", typ=9, hi=14, condition="VCC = 1.8 V, guaranteed by design"),
)
NU_EYE = ns(
    NU,
    2,
    "Compliance with the USB 2.0 eye diagram depends on the board layout and is not specified.",
)

# --------------------------------------------------------------------------- WS2227
WSH_V = f(
    WS,
    1,
    "Operating supply voltage 2.7～4.3 2.7～5.0 V",
    it(WSH, "supply_voltage", "V", lo=2.7, hi=5.0, condition="WS2227H"),
)
WS_V = f(
    WS,
    1,
    "Operating supply voltage 2.7～4.3 2.7～5.0 V",
    it(WS, "supply_voltage", "V", lo=2.7, hi=4.3, condition="WS2227"),
)
WSH_RON = (
    [
        it(WSH, "on_resistance", "Ohm", typ=6, condition="WS2227H, VD = 0.4 V, ID = 8 mA, typ."),
        it(WSH, "on_resistance", "Ohm", hi=10, condition="WS2227H, max."),
    ],
    [ev(WS, 1, "VD = 0.4V, ID = 8mA, typ. 6 6 Ω"), ev(WS, 1, "max. 9 10 Ω")],
)
WS_COM = f(
    WS,
    1,
    "Common port voltage (D+, D-) VCOM -0.3～20 V",
    it(
        WS,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=20,
        condition="D+, D- common port, absolute maximum",
    ),
)
WS_VIH = f(
    WS,
    1,
    "SEL input high voltage min. 1.4 1.4 V",
    it(WS, "input_high_voltage", "V", lo=1.4, condition="SEL"),
)
WS_VIN = f(
    WS,
    1,
    "Control input voltage (SEL, EN) VIN -0.3～6.0 V",
    it(WS, "abs_max_input_voltage", "V", lo=-0.3, hi=6.0, condition="SEL, EN absolute maximum"),
)
