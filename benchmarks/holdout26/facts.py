"""Reference facts of the twenty-sixth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import DKC, HTP, KLS, RSV, SPC, TSA, WLS, WRM, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


# --------------------------------------------------------------------------- RSV809
RSV_VCC_070 = f(
    RSV,
    1,
    "VCC TA = 0°C to +70°C 1.0 5.5 V",
    it(RSV, "supply_voltage", "V", lo=1.0, hi=5.5, condition="TA = 0 to +70 °C"),
)
RSV_VMIN_070 = f(
    RSV,
    1,
    "VCC TA = 0°C to +70°C 1.0 5.5 V",
    it(RSV, "supply_voltage", "V", lo=1.0, condition="minimum, TA = 0 to +70 °C"),
)
RSV_VCC_FULL = f(
    RSV,
    1,
    "TA = -40°C to +125°C 1.2 5.5 V",
    it(RSV, "supply_voltage", "V", lo=1.2, hi=5.5, condition="TA = -40 to +125 °C"),
)
RSV_ABS = f(RSV, 1, "-0.3 V to +6.5 V", it(RSV, "abs_max_supply_voltage", "V", hi=6.5))
RSV_ICC36 = f(
    RSV,
    1,
    "VCC = 3.6 V, no load 0.6 1.5 µA",
    it(RSV, "supply_current", "uA", typ=0.6, hi=1.5, condition="VCC = 3.6 V"),
)
RSV_ICC55 = f(
    RSV,
    1,
    "VCC = 5.5 V, no load 0.9 2.5 µA",
    it(RSV, "supply_current", "uA", typ=0.9, hi=2.5, condition="VCC = 5.5 V"),
)
RSV_TOP = f(
    RSV,
    1,
    "-40°C to +125°C",
    it(RSV, "operating_temperature", "°C", lo=-40, hi=125),
)
RSV_VOL = f(
    RSV,
    1,
    "VOL VCC > 2.7 V, ISINK = 1.2 mA 0.3 V",
    it(RSV, "output_low_voltage", "V", hi=0.3, condition="ISINK = 1.2 mA"),
)
RSV_PKG = f(
    RSV, 1, "SOT-23-3 and SC-70-3 packages", it(RSV, "package", values=["SOT-23-3", "SC-70-3"])
)
RSV_ESD = ns(RSV, 2, "ESD rating (HBM) is not specified in this data sheet.")

# --------------------------------------------------------------------------- TSA4053
TSA_VDD = f(TSA, 1, "VDD 1.65 5.5 V", it(TSA, "supply_voltage", "V", lo=1.65, hi=5.5))
TSA_ABS = f(
    TSA, 1, "Supply voltage VDD -0.5 to 6.5 V", it(TSA, "abs_max_supply_voltage", "V", hi=6.5)
)
TSA_RON45 = f(
    TSA,
    2,
    "VDD = 4.5 V, IS = 10 mA 2.5 4.0 Ω",
    it(TSA, "on_resistance", "Ohm", typ=2.5, hi=4.0, condition="VDD = 4.5 V"),
)
TSA_RON30 = f(
    TSA,
    2,
    "VDD = 3.0 V, IS = 10 mA 4.0 6.5 Ω",
    it(TSA, "on_resistance", "Ohm", typ=4.0, hi=6.5, condition="VDD = 3.0 V"),
)
TSA_RON18 = f(
    TSA,
    2,
    "VDD = 1.8 V, IS = 10 mA 12 25 Ω",
    it(TSA, "on_resistance", "Ohm", typ=12, hi=25, condition="VDD = 1.8 V"),
)
TSA_VIH33 = f(
    TSA,
    2,
    "VIH VDD = 3.0 to 3.6 V 1.4 V",
    it(TSA, "input_high_voltage", "V", lo=1.4, condition="VDD = 3.0 to 3.6 V"),
)
TSA_VIH5 = f(
    TSA,
    2,
    "VDD = 4.5 to 5.5 V 2.0 V",
    it(TSA, "input_high_voltage", "V", lo=2.0, condition="VDD = 4.5 to 5.5 V"),
)
TSA_VIL5 = f(
    TSA,
    2,
    "VDD = 4.5 to 5.5 V 0.8 V",
    it(TSA, "input_low_voltage", "V", hi=0.8, condition="VDD = 4.5 to 5.5 V"),
)
TSA_IDD = f(
    TSA,
    2,
    "IDD VDD = 5.5 V, VIN = 0 V or VDD 0.01 1.0 µA",
    it(TSA, "supply_current", "uA", typ=0.01, hi=1.0, condition="VDD = 5.5 V"),
)
TSA_TOP = f(
    TSA,
    1,
    "Operating temperature Topr -40 85 °C",
    it(TSA, "operating_temperature", "°C", lo=-40, hi=85, condition="TSA4053"),
)
TSA_TOP_Q = f(
    TSA,
    1,
    "Note: TSA4053Q operating temperature: -40 to 125 °C.",
    it("TSA4053Q", "operating_temperature", "°C", lo=-40, hi=125, condition="TSA4053Q"),
)
TSA_VIN_ABS = f(
    TSA,
    1,
    "Input voltage (A, B, C, INH) VIN -0.5 to 6.5 V",
    it(TSA, "abs_max_input_voltage", "V", hi=6.5, condition="A, B, C, INH"),
)
TSA_PKG = f(
    TSA,
    1,
    "Package: TSSOP-16 / QFN-16 (3 mm x 3 mm)",
    it(TSA, "package", values=["TSSOP-16", "QFN-16"]),
)
TSA_THD = ns(TSA, 2, "Total harmonic distortion at audio frequencies is not specified.")

# --------------------------------------------------------------------------- HTP-100
HTP_UB = f(
    HTP,
    1,
    "Hilfsenergie / Supply voltage UB 8 ... 35 V DC (loop powered)",
    it(HTP, "supply_voltage", "V", lo=8, hi=35, condition="loop supply UB"),
)
HTP_UBMIN_C = f(
    HTP,
    2,
    "Mindestspannung / 8 8 10 V DC Minimum supply",
    it("HTP-100-C", "supply_voltage", "V", lo=10, condition="minimum supply, HTP-100-C"),
)
HTP_RANGE_Q = "Messbereich / -50 ... +150 0 ... +100 0 ... +400 °C Measuring range"
HTP_RANGE_A = f(
    HTP,
    1,
    HTP_RANGE_Q,
    it("HTP-100-A", "measurement_range", "°C", lo=-50, hi=150, quantity="temperature"),
)
HTP_RANGE_C = f(
    HTP,
    1,
    HTP_RANGE_Q,
    it("HTP-100-C", "measurement_range", "°C", lo=0, hi=400, quantity="temperature"),
)
HTP_ACC_Q = "Genauigkeit / Accuracy ±0.2 ±0.1 ±0.4 % d. Spanne / of span"
HTP_ACC_B = f(
    HTP,
    1,
    HTP_ACC_Q,
    it("HTP-100-B", "accuracy", "%", lo=-0.1, hi=0.1, quantity="temperature", condition="of span"),
)
HTP_ACC_C = f(
    HTP,
    1,
    HTP_ACC_Q,
    it("HTP-100-C", "accuracy", "%", lo=-0.4, hi=0.4, quantity="temperature", condition="of span"),
)
HTP_TAMB = f(
    HTP,
    1,
    "Umgebungstemperatur / Ambient -40 ... +85 °C",
    it(HTP, "operating_temperature", "°C", lo=-40, hi=85),
)
HTP_TSTG = f(
    HTP,
    1,
    "Lagertemperatur / Storage -40 ... +100 °C",
    it(HTP, "storage_temperature", "°C", lo=-40, hi=100),
)
HTP_IP = f(
    HTP,
    1,
    "Schutzart / Protection IP00 (Gehäuse / housing), IP20 (Klemmen / terminals)",
    it(HTP, "ip_rating", values=["IP00"], condition="housing (terminals IP20)"),
)
HTP_RESP_C = f(
    HTP,
    2,
    "Einstellzeit / Response time <1 <1 <2 s",
    it("HTP-100-C", "response_time", "s", hi=2),
)
HTP_OUT = f(
    HTP,
    1,
    "Ausgang / Output 4 ... 20 mA, zweileiter / two-wire",
    it(HTP, "output_signal_type", values=["4-20 mA"]),
)
HTP_EX = ns(HTP, 2, "Approval for hazardous areas (Ex) is not specified.")

# --------------------------------------------------------------------------- DKC150
DKC_I = f(
    DKC,
    1,
    "Continuous current (carry) 150 A",
    it(DKC, "contact_current", "A", hi=150, condition="main contacts, continuous"),
)
DKC_V = f(
    DKC,
    1,
    "Rated operating voltage 12 ... 450 V DC",
    it(DKC, "contact_voltage", "V", lo=12, hi=450, condition="DC"),
)
DKC_COIL_Q = "Coil voltage range 9 ... 16 18 ... 32 36 ... 60 V DC"
DKC_COIL12 = f(
    DKC,
    2,
    DKC_COIL_Q,
    it("DKC150-12", "coil_voltage", "V", lo=9, hi=16, condition="continuous coil range"),
)
DKC_COIL24 = f(
    DKC,
    2,
    DKC_COIL_Q,
    it("DKC150-24", "coil_voltage", "V", lo=18, hi=32, condition="continuous coil range"),
)
DKC_COIL48 = f(
    DKC,
    2,
    DKC_COIL_Q,
    it("DKC150-48", "coil_voltage", "V", lo=36, hi=60, condition="continuous coil range"),
)
DKC_NOM48 = f(
    DKC,
    2,
    "Nominal coil voltage 12 24 48 V DC",
    it("DKC150-48", "coil_voltage", "V", value=48, condition="nominal"),
)
DKC_R24 = f(
    DKC,
    2,
    "Coil resistance (holding) 90 360 1,440 Ω",
    it("DKC150-24", "coil_resistance", "Ohm", value=360, condition="holding"),
)
DKC_PWR = f(
    DKC,
    2,
    "Holding power 1.6 1.6 1.6 W",
    it(DKC, "coil_power", "W", value=1.6, condition="holding, all coil versions"),
)
DKC_TOP = f(
    DKC,
    1,
    "Operating ambient temperature -40 ... +85 °C",
    it(DKC, "operating_temperature", "°C", lo=-40, hi=85),
)
DKC_TSTG = f(
    DKC,
    1,
    "Storage temperature -55 ... +105 °C",
    it(DKC, "storage_temperature", "°C", lo=-55, hi=105),
)
DKC_AUX = f(
    DKC,
    3,
    "Rating 2 @ 30 V DC A",
    it(DKC, "contact_current", "A", hi=2, condition="auxiliary contact (-AUX), 30 V DC"),
)
DKC_IP = ns(DKC, 3, "The ingress protection rating of the housing is not specified")

# --------------------------------------------------------------------------- SPC
SPC_ICHG_Q = "Rated charge current 10A 20A 30A"
SPC_ICHG30 = f(
    SPC,
    1,
    SPC_ICHG_Q,
    it("SPC-30", "output_current", "A", hi=30, condition="rated charge current, SPC-30"),
)
SPC_ICHG20 = f(
    SPC,
    1,
    SPC_ICHG_Q,
    it("SPC-20", "output_current", "A", hi=20, condition="rated charge current, SPC-20"),
)
SPC_LOAD_Q = "Rated load current 10A 20A 20A"
SPC_LOAD30 = f(
    SPC,
    1,
    SPC_LOAD_Q,
    it("SPC-30", "output_current", "A", hi=20, condition="rated load current, SPC-30"),
)
SPC_LOAD20 = f(
    SPC,
    1,
    SPC_LOAD_Q,
    it("SPC-20", "output_current", "A", hi=20, condition="rated load current, SPC-20"),
)
SPC_PV_Q = "Max. PV open circuit 40V 50V 50V voltage"
SPC_PV20 = f(
    SPC,
    1,
    SPC_PV_Q,
    it("SPC-20", "supply_voltage", "V", hi=50, condition="PV input, max. open circuit voltage"),
)
SPC_PV10 = f(
    SPC,
    1,
    SPC_PV_Q,
    it("SPC-10", "supply_voltage", "V", hi=40, condition="PV input, max. open circuit voltage"),
)
SPC_USB = f(
    SPC,
    1,
    "USB output：5V～2A",
    it(SPC, "output_voltage", "V", value=5, condition="USB output"),
    it(SPC, "output_current", "A", hi=2, condition="USB output (total)"),
)
SPC_TOP = f(
    SPC,
    1,
    "Working temperature：-20～+55℃",
    it(SPC, "operating_temperature", "°C", lo=-20, hi=55),
)
SPC_IP = f(SPC, 1, "Protection grade：IP30", it(SPC, "ip_rating", values=["IP30"]))
SPC_SELF = f(
    SPC,
    2,
    "Self-consumption ≤ 10mA (backlight off).",
    it(SPC, "quiescent_current", "mA", hi=10, condition="self-consumption, backlight off"),
)
SPC_FLOAT_LI = f(
    SPC,
    2,
    "LI (LiFePO4 4S) 14.4V 13.6V 11.0V 12.8V",
    it(SPC, "output_voltage", "V", value=13.6, condition="float, LI mode, 12 V system"),
)
SPC_TCOMP = ns(SPC, 2, "Temperature compensation? A：Not specified for LI mode.")

# --------------------------------------------------------------------------- KLS-20
KLS_250AC = f(
    KLS,
    1,
    "250 VAC 10 A 2.5 A 10 A 3 A",
    it(KLS, "contact_current", "A", hi=10, condition="250 VAC, resistive"),
)
KLS_30DC = f(
    KLS,
    1,
    "30 VDC 6 A 3 A 4 A 4 A",
    it(KLS, "contact_current", "A", hi=4, condition="30 VDC, inductive"),
)
KLS_30DC_R = f(
    KLS,
    1,
    "30 VDC 6 A 3 A 4 A 4 A",
    it(KLS, "contact_current", "A", hi=6, condition="30 VDC, resistive"),
)
KLS_125DC = f(
    KLS,
    1,
    "125 VDC 0.4 A 0.4 A 0.05 A 0.05 A",
    it(KLS, "contact_current", "A", hi=0.4, condition="125 VDC, resistive"),
)
KLS_G = f(
    KLS,
    1,
    "Rated load 0.1 A at 125 VAC / 0.1 A at 30 VDC (resistive)",
    it("KLS-20G", "contact_current", "A", hi=0.1, condition="30 VDC resistive, gold-clad"),
)
KLS_GMIN = f(
    KLS,
    1,
    "Minimum applicable load 1 mA at 5 VDC",
    it("KLS-20G", "contact_current", "mA", lo=1, condition="minimum load at 5 VDC"),
)
KLS_STDMIN = f(
    KLS,
    1,
    "The KLS-20 standard version is not suitable for loads below 160 mA at 14 VDC",
    it(KLS, "contact_current", "mA", lo=160, condition="minimum load at 14 VDC, standard"),
)
KLS_TOP = f(
    KLS,
    1,
    "Ambient operating -10 to +80°C (no icing) -10 to +80°C (no icing) temperature",
    it(KLS, "operating_temperature", "°C", lo=-10, hi=80),
)
KLS_IP = f(
    KLS,
    1,
    "Degree of protection IP67 IP67",
    it(KLS, "ip_rating", values=["IP67"]),
)
KLS_OIL = ns(KLS, 2, "resistance to cutting oil is not specified")

# --------------------------------------------------------------------------- WRM
WRM_VIN = f(
    WRM,
    1,
    "Input voltage AC 100～240V, 50/60Hz",
    it(WRM, "supply_voltage", "V", lo=100, hi=240, condition="AC mains"),
)
WRM_RELAY_Q = "Relay contact rating 10A / 250VAC 16A / 250VAC"
WRM_RELAY10 = f(
    WRM,
    1,
    WRM_RELAY_Q,
    it("WRM-10", "contact_current", "A", hi=10, condition="WRM-10, 250 VAC"),
)
WRM_RELAY16 = f(
    WRM,
    1,
    WRM_RELAY_Q,
    it("WRM-16", "contact_current", "A", hi=16, condition="WRM-16, 250 VAC"),
)
WRM_WIFI = f(
    WRM,
    1,
    "Wireless standard IEEE 802.11 b/g/n",
    it(WRM, "wireless_protocol", values=["Wi-Fi 802.11b/g/n"]),
)
WRM_BAND = f(
    WRM,
    1,
    "Frequency range 2.412～2.484GHz",
    it(WRM, "frequency_band", "GHz", lo=2.412, hi=2.484),
)
WRM_STBY = f(
    WRM,
    1,
    "Standby power ≤ 0.6W (relay off, Wi-Fi connected)",
    it(WRM, "power_consumption", "W", hi=0.6, condition="standby, relay off"),
)
WRM_TX_B = f(
    WRM,
    2,
    "802.11b, 11Mbps +17dBm -88dBm",
    it(WRM, "tx_power", "dBm", typ=17, condition="802.11b, 11 Mbps"),
)
WRM_TX_N = f(
    WRM,
    2,
    "802.11n, MCS7 +13dBm -72dBm",
    it(WRM, "tx_power", "dBm", typ=13, condition="802.11n, MCS7"),
)
WRM_RX_G = f(
    WRM,
    2,
    "802.11g, 54Mbps +14dBm -75dBm",
    it(WRM, "rx_sensitivity", "dBm", typ=-75, condition="802.11g, 54 Mbps"),
)
WRM_TOP = f(
    WRM,
    1,
    "Working temperature -10～+50℃",
    it(WRM, "operating_temperature", "°C", lo=-10, hi=50),
)
WRM_HUM = f(
    WRM,
    1,
    "Working humidity 10～90%RH (non-condensing)",
    it(WRM, "operating_humidity", "%RH", lo=10, hi=90),
)
WRM_COIL16 = f(
    WRM,
    1,
    "Relay coil 5VDC, 72mA 5VDC, 80mA",
    it("WRM-16", "coil_voltage", "V", value=5),
)
WRM_PINS = ns(
    WRM,
    2,
    "The KEY and LED pins are at mains potential. Do not connect them to an external",
)
WRM_SURGE = ns(WRM, 2, "Surge immunity：not specified in this document.")

# --------------------------------------------------------------------------- WLS-40
WLS_VCC = f(WLS, 1, "Supply 3.3 V - 5 V (both)", it(WLS, "supply_voltage", "V", lo=3.3, hi=5))
WLS_VCC_C = f(
    WLS, 1, "Supply 3.3 V - 5 V (both)", it("WLS-40C", "supply_voltage", "V", lo=3.3, hi=5)
)
WLS_I = f(
    WLS,
    1,
    "The WLS-40 draws less than 20 mA; the WLS-40C draws about 5 mA.",
    it(WLS, "supply_current", "mA", hi=20, condition="WLS-40"),
)
WLS_I_C = f(
    WLS,
    1,
    "The WLS-40 draws less than 20 mA; the WLS-40C draws about 5 mA.",
    it("WLS-40C", "supply_current", "mA", typ=5, condition="WLS-40C"),
)
WLS_RANGE = f(
    WLS,
    1,
    "Sensing length 40 mm",
    it(WLS, "measurement_range", "mm", hi=40, quantity="distance", condition="immersion depth"),
)
WLS_TOP = f(
    WLS,
    1,
    "Operating temperature 10 - 30 °C (WLS-40), not specified (WLS-40C)",
    it(WLS, "operating_temperature", "°C", lo=10, hi=30, condition="WLS-40 only"),
)
WLS_TOP_C = ns(WLS, 1, "Operating temperature 10 - 30 °C (WLS-40), not specified (WLS-40C)")
WLS_AOUT_C = f(
    WLS,
    1,
    "SIG voltage, dry 0 V / approx. 2.9 V at 5 V supply",
    it("WLS-40C", "analog_output_voltage", "V", value=2.9, condition="dry, 5 V supply"),
)
WLS_RESP = ns(WLS, 2, "Response time: not specified.")
WLS_FOOD = ns(WLS, 2, "Is it food safe? Not specified; do not use it in drinking water.")
