"""Reference facts of the thirty-sixth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import CMV, JBP, KUR, MLN, RLT, TSB, UWM, VRS, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


DIST = "distance"
M50, M33 = "MLN6020-50", "MLN6020-33"
UWP = "UW-M30P"
JL, JF = "JBP-3S20-L", "JBP-3S20-F"
K230, K275 = "VR S14K230", "VR S14K275"
C33, C55, C12 = "CMV0603-3V3", "CMV0603-5V5", "CMV0603-12"

# --------------------------------------------------------------------------- RLT1021
RLT_V = f(
    RLT,
    1,
    "VBAT battery supply voltage operating 5.5 18 V",
    it(
        RLT,
        "supply_voltage",
        "V",
        lo=5.5,
        hi=18,
        condition="VBAT, operating (static characteristics)",
    ),
)
RLT_ABS = f(
    RLT,
    1,
    "VBAT battery supply voltage -0.3 +40 V",
    it(RLT, "abs_max_supply_voltage", "V", lo=-0.3, hi=40, condition="VBAT, limiting values"),
)
RLT_SLEEP = f(
    RLT,
    1,
    "IBAT battery supply current Sleep mode; VLIN = VBAT 8 12 µA",
    it(RLT, "standby_current", "µA", typ=8, hi=12, condition="Sleep mode, VLIN = VBAT"),
)
RLT_IDOM = f(
    RLT,
    1,
    "Normal mode; bus 2.5 4.0 mA dominant; VTXD = 0 V",
    it(
        RLT,
        "supply_current",
        "mA",
        typ=2.5,
        hi=4.0,
        condition="Normal mode, bus dominant, VTXD = 0 V",
    ),
)
RLT_BAUD = f(
    RLT,
    1,
    "Baud rate 1 kbit/s to 20 kbit/s",
    it(RLT, "baud_rate", "bps", lo=1000, hi=20000, condition="LIN bit rate"),
)
RLT_VIH = f(
    RLT, 1, "VIH 2 7 V", it(RLT, "input_high_voltage", "V", lo=2, hi=7, condition="pin TXD")
)
RLT_VIL = f(
    RLT,
    1,
    "VIL -0.3 0.8 V",
    it(RLT, "input_low_voltage", "V", lo=-0.3, hi=0.8, condition="pin TXD"),
)
RLT_24V = f(
    RLT,
    2,
    "The RLT1021 is not suited for operation on 24 V truck systems",
)
RLT_BUS = ns(RLT, 2, "The maximum bus length is not specified by this data sheet")

# --------------------------------------------------------------------------- MLN6020
MLN_V = f(
    MLN,
    1,
    "Supply voltage VS 6.0 ～ 18 V",
    it(MLN, "supply_voltage", "V", lo=6.0, hi=18, condition="VS, recommended operating conditions"),
)
MLN_T = f(
    MLN,
    1,
    "Operating temperature Topr -40 ～ 105 ℃",
    it(
        MLN,
        "operating_temperature",
        "°C",
        lo=-40,
        hi=105,
        condition="recommended operating conditions",
    ),
)
_MV = "IOUT = 1 mA ～ 50 mA 4.90 ～ 5.10 3.23 ～ 3.37 V"
M33_VOUT = f(
    MLN,
    1,
    _MV,
    it(M33, "output_voltage", "V", lo=3.23, hi=3.37, condition="MLN6020-33, IOUT 1-50 mA"),
)
_MI = "Regulator output max. 70 50 mA current"
M50_IOUT = f(MLN, 1, _MI, it(M50, "output_current", "mA", hi=70, condition="MLN6020-50 regulator"))
M33_IOUT = f(MLN, 1, _MI, it(M33, "output_current", "mA", hi=50, condition="MLN6020-33 regulator"))
_MS = "Standby current Sleep mode, max. 25 20 µA"
M33_SLEEP = f(
    MLN, 1, _MS, it(M33, "standby_current", "µA", hi=20, condition="MLN6020-33, sleep mode")
)
_MH = "TXD input high min. 3.5 2.3 V"
M50_VIH = f(MLN, 1, _MH, it(M50, "input_high_voltage", "V", lo=3.5, condition="MLN6020-50, TXD"))
M33_VIH = f(MLN, 1, _MH, it(M33, "input_high_voltage", "V", lo=2.3, condition="MLN6020-33, TXD"))
M50_IQ = f(
    MLN,
    2,
    "Quiescent current (Normal, no load) 180 µA 160 µA",
    it(
        M50,
        "quiescent_current",
        "µA",
        typ=180,
        condition="MLN6020-50, normal mode, no load, typ. only",
    ),
)
MLN_ILIM = ns(MLN, 2, "Current limit of the regulator is not specified")
MLN_ESD = ns(MLN, 2, "ESD rating of the LIN pin is not specified in this edition.")

# --------------------------------------------------------------------------- UW-M30
_UV = "Supply voltage DC2.8～3.6V DC3.0～3.6V"
UWM_V = f(UWM, 1, _UV, it(UWM, "supply_voltage", "V", lo=2.8, hi=3.6, condition="UW-M30"))
UWP_V = f(UWM, 1, _UV, it(UWP, "supply_voltage", "V", lo=3.0, hi=3.6, condition="UW-M30P"))
UWP_TX = f(
    UWM,
    1,
    "TX peak current ≤110mA ≤260mA",
    it(UWP, "supply_current", "mA", hi=260, condition="UW-M30P, TX peak"),
)
UWM_SLEEP = f(
    UWM,
    1,
    "Sleep current ≤5µA ≤8µA",
    it(UWM, "standby_current", "µA", hi=5, condition="UW-M30, sleep"),
)
UWM_T = f(
    UWM,
    1,
    "Working temperature：-20～70℃",
    it(UWM, "operating_temperature", "°C", lo=-20, hi=70, condition="both versions"),
)
UWM_BAUD = f(
    UWM,
    2,
    "Default UART：115200bps, 8N1",
    it(UWM, "baud_rate", "bps", value=115200, condition="default UART"),
)
UWM_5V = f(
    UWM,
    2,
    "RXD is not 5V tolerant; use a level shifter or a divider.",
)
UWM_NLOS = ns(UWM, 2, "NLOS accuracy is not specified.")
UWM_IP = ns(UWM, 2, "No. IP rating is not specified.")

# --------------------------------------------------------------------------- KUR-210
KUR_V = f(
    KUR,
    1,
    "Supply voltage (VDD) 2.5 3.3 3.6 V",
    it(
        KUR,
        "supply_voltage",
        "V",
        lo=2.5,
        typ=3.3,
        hi=3.6,
        condition="recommended operating conditions",
    ),
)
KUR_T = f(
    KUR,
    1,
    "Operating temperature -40 85 °C",
    it(
        KUR,
        "operating_temperature",
        "°C",
        lo=-40,
        hi=85,
        condition="recommended operating conditions",
    ),
)
KUR_TX = f(
    KUR,
    1,
    "Current consumption TX, channel 9 78 mA",
    it(KUR, "supply_current", "mA", typ=78, condition="TX, channel 9, VDD = 3.3 V"),
)
KUR_PEAK = f(
    KUR,
    2,
    "Peak current during TX bursts can reach 120 mA",
    it(KUR, "supply_current", "mA", hi=120, condition="peak during TX bursts"),
)
KUR_SPI = f(
    KUR,
    1,
    "The host talks to the module over SPI (mode 0, up to 8 MHz)",
    it(KUR, "spi_clock_frequency", "MHz", hi=8, condition="SPI mode 0"),
)
KUR_RX = f(
    KUR,
    1,
    "RX sensitivity 6.8 Mbps, PER 1 % -93 dBm",
    it(KUR, "rx_sensitivity", "dBm", typ=-93, condition="6.8 Mbps, PER 1 %"),
)
KUR_HUM = ns(KUR, 2, "Operating humidity is not specified. Use indoors only.")

# --------------------------------------------------------------------------- JBP-3S20
JBP_I = f(
    JBP,
    1,
    "Max continuous discharge current：20A",
    it(JBP, "output_current", "A", hi=20, condition="continuous discharge, both versions"),
)
JBP_OCP = f(
    JBP,
    2,
    "No. Over-current protection trips at 40A; inrush above this will cut off.",
    it(
        JBP,
        "peak_output_current",
        "A",
        typ=40,
        condition="over-current protection trip (40 ±5 A, 10 ms)",
    ),
)
JBP_SELF = f(
    JBP,
    1,
    "Self consumption：≤25µA",
    it(JBP, "standby_current", "µA", hi=25, condition="self consumption"),
)
JBP_REL = ns(JBP, 2, "Release by charging; the release voltage is not specified.")

# --------------------------------------------------------------------------- TSB-4S60
TSB_VLFP = f(
    TSB,
    1,
    "1 Pack voltage range LiFePO4 8.0 14.6 V",
    it(
        TSB,
        "supply_voltage",
        "V",
        lo=8.0,
        hi=14.6,
        condition="pack voltage, LiFePO4 (default firmware)",
    ),
)
TSB_VLI = f(
    TSB,
    1,
    "2 Li-ion 10.0 16.8 V",
    it(
        TSB,
        "supply_voltage",
        "V",
        lo=10.0,
        hi=16.8,
        condition="pack voltage, Li-ion firmware option",
    ),
)
TSB_DEFAULT = f(TSB, 1, "selected by firmware (default: LiFePO4)")
TSB_NOHS = f(
    TSB,
    1,
    "*1 Without the heat sink the continuous discharge current is limited to 35 A.",
    it(TSB, "output_current", "A", hi=35, condition="continuous discharge without heat sink"),
)
TSB_SLEEP = f(
    TSB,
    2,
    "13 Sleep current no load, UART off 60 µA",
    it(TSB, "standby_current", "µA", hi=60, condition="no load, UART off"),
)
TSB_BAUD = f(
    TSB, 1, "Isolated UART, 9600 bps, for pack monitoring", it(TSB, "baud_rate", "bps", value=9600)
)
TSB_5V = f(TSB, 2, "UART pins are isolated; logic level 3.3 V, 5 V tolerant.")
TSB_LT = ns(TSB, 2, "Low-temperature charge protection is not specified for this version.")

# --------------------------------------------------------------------------- VR S14K
_ROW275 = "VM14S271K1A VR S14K275 275 350 6000 110 430 710 50 570"
K275_VAC = f(
    VRS,
    1,
    _ROW275,
    it(K275, "supply_voltage", "V", hi=275, condition="max. continuous AC voltage VRMS"),
)
K275_SURGE = f(
    VRS,
    1,
    _ROW275,
    it(K275, "peak_output_current", "A", hi=6000, condition="imax, 8/20 µs, single pulse"),
)
K230_VAC = f(
    VRS,
    1,
    "VM14S231K1A VR S14K230 230 300 6000 84 360 595 50 680",
    it(K230, "supply_voltage", "V", hi=230, condition="max. continuous AC voltage VRMS"),
)
VRS_T = f(
    VRS,
    1,
    "Operating temperature / Betriebstemperatur: -40 ... +85 °C",
    it(VRS, "operating_temperature", "°C", lo=-40, hi=85),
)
VRS_REP = ns(VRS, 2, "Values for repetitive pulses above 2 pulses are not specified here.")

# --------------------------------------------------------------------------- CMV0603
_CDC = "Max. continuous DC V 3.3 5.5 12 18 working voltage"
C55_V = f(
    CMV,
    1,
    _CDC,
    it(C55, "supply_voltage", "V", hi=5.5, condition="max. continuous DC working voltage"),
)
C33_V = f(
    CMV,
    1,
    _CDC,
    it(C33, "supply_voltage", "V", hi=3.3, condition="max. continuous DC working voltage"),
)
C55_USB = f(CMV, 2, "For a 5 V USB VBUS line (up to 5.25 V) the CMV0603-5V5 is recommended.")
CMV_T = f(CMV, 1, "-55 to +125 C", it(CMV, "operating_temperature", "°C", lo=-55, hi=125))
C12_PEAK = f(
    CMV,
    1,
    "Peak current (8/20 us) A 30 30 30 (1) 20 (1)",
    it(C12, "peak_output_current", "A", hi=30, condition="8/20 µs, single pulse (note 1)"),
)
CMV_REP = ns(CMV, 1, "(1) Single pulse. Repetitive ratings are not specified.")
CMV_ENERGY = ns(CMV, 2, "Energy absorption ratings (joules) are not specified for this series.")
