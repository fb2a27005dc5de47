"""Reference facts of the forty-fourth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import GB, JH, MB, NV, NX, RR, UP, XB, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


U05, U09, U12 = "HX-UPS05", "HX-UPS09", "HX-UPS12"
N02, N04, N07 = "NVD-S02", "NVD-S04", "NVD-S07"
MBA, MBB = "MBT-21A", "MBT-21B"
GBM = "GBD-360M"
X12, X24, X230 = "XB10-012D", "XB10-024D", "XB10-230A"
J32 = "JH4032"

# --------------------------------------------------------------------------- NXC8035
NX_VDDP = f(
    NX,
    2,
    "VDDP supply voltage 3.0 5.5 V",
    it(NX, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VDDP, static characteristics"),
)
NX_VDDIO = f(
    NX,
    2,
    "VDDIO 1.6 3.6 V",
    it(NX, "io_supply_voltage", "V", lo=1.6, hi=3.6, condition="VDDIO interface supply voltage"),
)
NX_VI = ns(NX, 1, "VI input voltage host pins -0.3 VDDIO + 0.3 V")
NX_SHDN = f(
    NX,
    2,
    "shutdown mode, OFFN = LOW 0.1 1 µA",
    it(NX, "standby_current", "uA", typ=0.1, hi=1, condition="IDDP, shutdown mode"),
)
NX_T = f(
    NX,
    1,
    "Tamb ambient temperature -40 +85 °C",
    it(NX, "operating_temperature", DEG, lo=-40, hi=85, condition="limiting values, Tamb"),
)
NX_VCC3 = f(
    NX,
    2,
    "3 V card; ICC ≤ 65 mA 2.85 3.0 3.15 V",
    it(NX, "output_voltage", "V", lo=2.85, typ=3.0, hi=3.15, condition="VCC, 3 V card"),
)
NX_40 = f(
    NX,
    2,
    "VDDP below 4.5 V supports 5 V cards only up to ICC = 40 mA",
    it(NX, "output_current", "mA", hi=40, condition="5 V card with VDDP below 4.5 V"),
)
NX_AEC = ns(NX, 2, "Operation in automotive applications (AEC-Q100) is not specified.")

# --------------------------------------------------------------------------- HX-UPS
UP_IN = f(
    UP,
    1,
    "Input voltage：DC 12V (11～13V)",
    it(UP, "supply_voltage", "V", lo=11, typ=12, hi=13, condition="DC input, all versions"),
)
UP_24 = ns(UP, 2, "Input above 13V may damage the module.")
U05_V = f(
    UP,
    1,
    "Output voltage 5V±5% 9V±5% 12V±5%",
    it(U05, "output_voltage", "V", typ=5, condition="HX-UPS05, ±5%"),
)
U12_V = f(
    UP,
    1,
    "Output voltage 5V±5% 9V±5% 12V±5%",
    it(U12, "output_voltage", "V", typ=12, condition="HX-UPS12, ±5%"),
)
U05_I = f(
    UP,
    1,
    "Max. output current 3A 2A 1.5A",
    it(U05, "output_current", "A", hi=3, condition="HX-UPS05"),
)
U09_I = f(
    UP,
    1,
    "Max. output current 3A 2A 1.5A",
    it(U09, "output_current", "A", hi=2, condition="HX-UPS09"),
)
U12_I = f(
    UP,
    1,
    "Max. output current 3A 2A 1.5A",
    it(U12, "output_current", "A", hi=1.5, condition="HX-UPS12"),
)
U12_NL = f(
    UP,
    1,
    "≤12mA ≤15mA ≤18mA",
    it(U12, "standby_current", "mA", hi=18, condition="HX-UPS12 no-load current, battery mode"),
)
UP_T = f(
    UP,
    1,
    "Operating temperature：-10～45℃",
    it(UP, "operating_temperature", DEG, lo=-10, hi=45, condition="charging 0～45 ℃"),
)
UP_IP = ns(UP, 2, "IP rating is not specified")

# --------------------------------------------------------------------------- NVD-S
NV_MAINS = f(
    NV,
    1,
    "Mains supply 1 × 200 … 240 V AC −15 % / +10 %, 50 / 60 Hz",
    it(NV, "supply_voltage", "V", lo=200, hi=240, condition="1-phase AC mains, -15 % / +10 %"),
)
N04_IOUT = f(
    NV,
    1,
    "Rated output current IN A 1.4 2.5 4.2",
    it(N04, "output_current", "A", value=2.5, condition="NVD-S04 rated output current"),
)
N07_IIN = f(
    NV,
    1,
    "Input current A 3.2 5.4 9.1",
    it(N07, "supply_current", "A", value=9.1, condition="NVD-S07 input current at 1 x 230 V"),
)
NV_IP = f(NV, 2, "Degree of protection IP20", it(NV, "ip_rating", values=["IP20"]))
NV_T = f(
    NV,
    2,
    "-10 … +40 °C Ambient temperature, operation (+50 °C with 2.5 %/K derating)",
    it(NV, "operating_temperature", DEG, lo=-10, hi=40, condition="+50 °C with derating"),
)
NV_24 = f(
    NV,
    2,
    "+24V Auxiliary voltage output 24 V DC, max. 100 mA",
    it(NV, "output_voltage", "V", value=24, condition="+24V auxiliary output, terminal 8"),
    it(NV, "output_current", "mA", hi=100, condition="+24V auxiliary output, terminal 8"),
)
NV_24I = f(
    NV,
    2,
    "+24V Auxiliary voltage output 24 V DC, max. 100 mA",
    it(NV, "output_current", "mA", hi=100, condition="+24V auxiliary output, terminal 8"),
)
NV_DI = f(
    NV,
    2,
    "Digital inputs, PNP: High 15 … 30 V, Low < 5 V, 6 mA at 24 V",
    it(NV, "input_high_voltage", "V", lo=15, hi=30, condition="DI1 … DI4, PNP"),
)
NV_RO = f(
    NV,
    2,
    "Relay NO/NC, 250 V AC 2 A / 30 V DC 2 A",
    it(NV, "contact_voltage", "V", hi=30, condition="RO1, DC"),
    it(NV, "contact_current", "A", hi=2, condition="RO1"),
)
NV_CABLE = ns(NV, 2, "Motor cable length and operation on a 3-phase mains supply are not specified")

# --------------------------------------------------------------------------- MBT-21
MB_VBUS = f(
    MB,
    1,
    "Bus voltage VBUS 12 36 42 V",
    it(MB, "supply_voltage", "V", lo=12, typ=36, hi=42, condition="bus voltage, recommended"),
)
MB_ABS = f(
    MB,
    1,
    "Bus voltage VBUS -0.3～+50 V",
    it(
        MB, "abs_max_supply_voltage", "V", lo=-0.3, hi=50, condition="bus voltage, absolute maximum"
    ),
)
MB_T = f(
    MB,
    1,
    "Operating temperature Topr -25 +70 ℃",
    it(MB, "operating_temperature", DEG, lo=-25, hi=70, condition="recommended operating"),
)
MB_BAUD = f(
    MB,
    1,
    "Baud rate 300～9600 bps",
    it(MB, "baud_rate", "bps", lo=300, hi=9600, condition="features"),
)
MB_IBUS2 = f(
    MB,
    2,
    "STC = VDD (2 UL) 2.6 3.0 3.3 mA",
    it(
        MB,
        "supply_current",
        "mA",
        lo=2.6,
        typ=3.0,
        hi=3.3,
        condition="bus current, STC = VDD, 2 UL",
    ),
)
MBB_VDD = f(
    MB,
    2,
    "MBT-21B, IDD = 0.5mA 4.85 5.0 5.15 V",
    it(MBB, "output_voltage", "V", lo=4.85, typ=5.0, hi=5.15, condition="VDD output, IDD = 0.5 mA"),
)
MB_IDD = f(
    MB,
    2,
    "VDD output current IDD 1.0 mA",
    it(MB, "output_current", "mA", hi=1.0, condition="VDD output current"),
)
MB_ISO = ns(
    MB, 2, "The isolation voltage between the bus and the meter electronics is not specified."
)

# --------------------------------------------------------------------------- RRS6830
RR_VL = f(
    RR,
    1,
    "L+ Supply Voltage VL+ 9 36 V",
    it(RR, "supply_voltage", "V", lo=9, hi=36, condition="L+"),
)
RR_IL = f(
    RR,
    1,
    "L+ Supply Current IL+ C/Q off, LDOs unloaded 1.1 2.0 mA",
    it(RR, "supply_current", "mA", typ=1.1, hi=2.0, condition="C/Q off, LDOs unloaded"),
)
RR_VIO = f(
    RR,
    1,
    "VIO Supply Voltage VIO 1.62 5.5 V",
    it(RR, "io_supply_voltage", "V", lo=1.62, hi=5.5, condition="VIO"),
)
RR_RON = f(
    RR,
    1,
    "RON high side, ILOAD = 100mA 3.5 6 Ω",
    it(RR, "on_resistance", "Ohm", typ=3.5, hi=6, condition="C/Q driver high side, 100 mA"),
)
RR_CL01 = f(
    RR,
    1,
    "CL[1:0] = 01 200 235 270 mA",
    it(RR, "output_current", "mA", lo=200, typ=235, hi=270, condition="C/Q current limit, CL = 01"),
)
RR_V5 = f(
    RR,
    1,
    "5V LDO Output V5 I5 = 0 to 20mA 4.75 5.0 5.25 V",
    it(RR, "output_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="5 V LDO"),
    it(RR, "output_current", "mA", hi=20, condition="5 V LDO load"),
)
RR_CABLE = ns(RR, 2, "it is not specified by the RRS6830")

# --------------------------------------------------------------------------- GBD-360
GB_V = f(
    GB,
    2,
    "Operating voltage 9 to 16 VDC",
    it(GB, "supply_voltage", "V", lo=9, hi=16, condition="DC"),
)
GB_I = f(
    GB,
    2,
    "20 mA standby, 28 mA alarm (GBD-360)",
    it(GB, "supply_current", "mA", value=28, condition="GBD-360 in alarm, 12 VDC"),
)
GBM_I = f(
    GB,
    2,
    "24 mA standby, 32 mA alarm (GBD-360M)",
    it(GBM, "supply_current", "mA", value=32, condition="GBD-360M in alarm, 12 VDC"),
)
GB_RELAY = f(
    GB,
    2,
    "Alarm relay Form A (N.C.), 100 mA at 25 VDC max.",
    it(GB, "contact_current", "mA", hi=100, condition="alarm relay"),
    it(GB, "contact_voltage", "V", hi=25, condition="alarm relay, DC"),
)
GB_T = f(
    GB,
    2,
    "Operating temperature 32° to 120°F (0° to 49°C)",
    it(GB, "operating_temperature", DEG, lo=0, hi=49, condition="32 to 120 °F"),
)
GB_RANGE = f(
    GB,
    2,
    "Range 25 ft (7.6 m) max., 360° coverage",
    it(
        GB,
        "measurement_range",
        "m",
        hi=7.6,
        quantity="distance",
        condition="25 ft, no minimum range",
    ),
)
GB_LAM = ns(
    GB, 1, "Laminated glass, coated glass and glass with security film: detection is not specified."
)
GB_UL = ns(GB, 2, "UL listing and outdoor installation are not specified")

# --------------------------------------------------------------------------- XB10
X12_V = f(
    XB,
    1,
    "Supply voltage (V) 10 - 14 DC 20 - 28 DC 195 - 253 AC",
    it(X12, "supply_voltage", "V", lo=10, hi=14, condition="XB10-012D, DC"),
)
X24_V = f(
    XB,
    1,
    "Supply voltage (V) 10 - 14 DC 20 - 28 DC 195 - 253 AC",
    it(X24, "supply_voltage", "V", lo=20, hi=28, condition="XB10-024D, DC"),
)
X12_I = f(
    XB,
    1,
    "Current, nominal (mA) 480 240 45",
    it(X12, "supply_current", "mA", value=480, condition="XB10-012D nominal"),
)
X24_I = f(
    XB,
    1,
    "Current, nominal (mA) 480 240 45",
    it(X24, "supply_current", "mA", value=240, condition="XB10-024D nominal"),
)
XB_T = f(
    XB,
    1,
    "Operating temperature -25 °C to +55 °C",
    it(XB, "operating_temperature", DEG, lo=-25, hi=55),
)
XB_IP = f(XB, 1, "Ingress protection IP66", it(XB, "ip_rating", values=["IP66"]))
XB_INRUSH = ns(
    XB, 2, "The charging current of the flash capacitor at switch-on (inrush) is not stated"
)

# --------------------------------------------------------------------------- JH4052
JH_V = f(
    JH,
    1,
    "5V supply voltage VDD5 4.5 5.0 5.5 V",
    it(JH, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VDD5, recommended"),
)
JH_T = f(
    JH, 1, "Operating temperature TA 0 70 ℃", it(JH, "operating_temperature", DEG, lo=0, hi=70)
)
JH_I = f(
    JH,
    2,
    "All ports high-speed, active 92 76 mA",
    it(JH, "supply_current", "mA", typ=92, condition="JH4052, all ports high-speed active, typ."),
)
J32_I = f(
    JH,
    2,
    "All ports high-speed, active 92 76 mA",
    it(J32, "supply_current", "mA", typ=76, condition="JH4032, all ports high-speed active, typ."),
)
JH_LDO = f(
    JH,
    1,
    "V33 LDO output voltage 3.15 3.3 3.45 V I33 LDO output current for external use 30 mA",
    it(JH, "output_voltage", "V", lo=3.15, typ=3.3, hi=3.45, condition="V33 LDO"),
    it(JH, "output_current", "mA", hi=30, condition="LDO current for external use"),
)
JH_VIN = f(
    JH,
    1,
    "I/O input voltage VIN -0.3～3.9 V",
    it(JH, "abs_max_input_voltage", "V", lo=-0.3, hi=3.9, condition="absolute maximum"),
)
JH_BC = ns(JH, 2, "Battery Charging (BC1.2) charging downstream port mode is not specified.")
