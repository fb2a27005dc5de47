"""Reference facts of the thirty-second hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import BTR, CX2, HCJ, KBA, KCP, P66, RK, VA, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


PA = "BTR-52A-PA"
# --------------------------------------------------------------------------- BTR-52A
BTR_V = f(
    BTR,
    1,
    "Supply voltage DC3.7～5V DC5～12V",
    it(BTR, "supply_voltage", "V", lo=3.7, hi=5, condition="BTR-52A (line out) version"),
)
PA_V = f(
    BTR,
    1,
    "Supply voltage DC3.7～5V DC5～12V",
    it(PA, "supply_voltage", "V", lo=5, hi=12, condition="BTR-52A-PA (amplifier) version"),
)
BTR_I = f(
    BTR,
    1,
    "≤35mA ≤1.2A (full power)",
    it(BTR, "supply_current", "mA", hi=35, condition="BTR-52A, working current while playing"),
)
PA_I = f(
    BTR,
    1,
    "≤35mA ≤1.2A (full power)",
    it(PA, "supply_current", "A", hi=1.2, condition="BTR-52A-PA, working current, full power"),
)
BTR_SB = f(
    BTR,
    1,
    "Standby current ≤6mA ≤15mA",
    it(BTR, "standby_current", "mA", hi=6, condition="BTR-52A"),
)
PA_SB = f(
    BTR,
    1,
    "Standby current ≤6mA ≤15mA",
    it(PA, "standby_current", "mA", hi=15, condition="BTR-52A-PA"),
)
BTR_BAUD = f(
    BTR,
    1,
    "Serial port：UART, 9600bps (default), 8N1",
    it(BTR, "baud_rate", "bps", value=9600, condition="UART default"),
)
BTR_TX = f(BTR, 1, "Transmit power：Class 2, ≤4dBm", it(BTR, "tx_power", "dBm", hi=4))
BTR_RX = f(BTR, 1, "Receive sensitivity：-88dBm", it(BTR, "rx_sensitivity", "dBm", value=-88))
BTR_BAND = f(
    BTR,
    1,
    "Frequency range：2.402GHz～2.480GHz",
    it(BTR, "frequency_band", "GHz", lo=2.402, hi=2.480),
)
BTR_T = f(
    BTR, 1, "Working temperature：-20～70℃", it(BTR, "operating_temperature", "°C", lo=-20, hi=70)
)
BTR_33 = ns(BTR, 2, "No. The minimum supply is 3.7V; below it the module resets.")
BTR_IP = ns(BTR, 2, "No protection rating is specified.")
PA_IMP = ns(BTR, 2, "4Ω. Lower impedance is not specified.")

# --------------------------------------------------------------------------- KBA-A20
KBA_V = f(
    KBA,
    1,
    "Supply voltage VDD 3.0 3.3 3.6 V",
    it(KBA, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VDD, recommended"),
)
KBA_ABS = f(
    KBA,
    1,
    "Supply voltage VDD -0.3 to 4.0 V",
    it(KBA, "abs_max_supply_voltage", "V", hi=4.0, condition="VDD absolute maximum"),
)
KBA_VIO = f(
    KBA,
    1,
    "I/O supply voltage VDDIO 1.7 3.6 V",
    it(KBA, "io_supply_voltage", "V", lo=1.7, hi=3.6, condition="VDDIO, recommended"),
)
KBA_T = f(
    KBA,
    1,
    "Operating temperature Topr -20 +70 °C",
    it(KBA, "operating_temperature", "°C", lo=-20, hi=70, condition="recommended operating"),
)
KBA_TSTG = f(
    KBA,
    1,
    "Storage temperature Tstg -40 to +105 °C",
    it(KBA, "storage_temperature", "°C", lo=-40, hi=105),
)
KBA_I30 = f(
    KBA,
    2,
    "A2DP streaming (SBC) 14.5 16.0 mA",
    it(KBA, "supply_current", "mA", typ=16.0, condition="A2DP streaming, VDD = 3.0 V"),
)
KBA_I33 = f(
    KBA,
    2,
    "A2DP streaming (SBC) 14.5 16.0 mA",
    it(KBA, "supply_current", "mA", typ=14.5, condition="A2DP streaming, VDD = 3.3 V"),
)
KBA_SLEEP = f(
    KBA, 2, "Deep sleep 12 12 µA", it(KBA, "standby_current", "uA", typ=12, condition="deep sleep")
)
KBA_BAUD = f(
    KBA,
    1,
    "UART (115200 bps, 8N1)",
    it(KBA, "baud_rate", "bps", value=115200, condition="host UART"),
)
KBA_TX = f(KBA, 2, "Output power (typ.) +6 dBm", it(KBA, "tx_power", "dBm", typ=6))
KBA_RX = f(
    KBA,
    2,
    "Receiver sensitivity (BDR, typ.) -93 dBm",
    it(KBA, "rx_sensitivity", "dBm", typ=-93, condition="BDR"),
)
KBA_5V = f(
    KBA,
    2,
    "The I/O terminals are not 5 V tolerant.",
)
KBA_HUM = ns(KBA, 2, "Humidity during operation is not specified; avoid condensation.")

# --------------------------------------------------------------------------- VA2410
VA_V = f(
    VA,
    1,
    "VBAT Supply voltage 3.0 3.7 5.5 V",
    it(VA, "supply_voltage", "V", lo=3.0, typ=3.7, hi=5.5, condition="VBAT, recommended"),
)
VA_ABS = f(
    VA,
    1,
    "Supply voltage, VBAT",
    it(VA, "abs_max_supply_voltage", "V", hi=6, condition="VBAT absolute maximum"),
)
VA_ABS[1].append(ev(VA, 1, "-0.3 V to 6 V"))
VA_VIO = f(
    VA,
    1,
    "VIO I/O supply voltage 1.7 3.6 V",
    it(VA, "io_supply_voltage", "V", lo=1.7, hi=3.6, condition="VIO, recommended"),
)
VA_T = f(
    VA,
    1,
    "TA Operating free-air temperature -20 70 °C",
    it(VA, "operating_temperature", "°C", lo=-20, hi=70),
)
VA_I = f(
    VA,
    1,
    "IBAT A2DP, amplifier muted 11 16 mA",
    it(VA, "supply_current", "mA", typ=11, hi=16, condition="A2DP streaming, amplifier muted"),
)
VA_I1W = f(
    VA,
    1,
    "IBAT A2DP, 1 W into 4 Ω 330 mA",
    it(VA, "supply_current", "mA", typ=330, condition="A2DP, 1 W into 4 ohm"),
)
VA_SD = f(
    VA,
    1,
    "Shutdown current ISD EN = 0 1.5 4 µA",
    it(VA, "standby_current", "uA", typ=1.5, hi=4, condition="shutdown, EN = 0"),
)
VA_VOL = f(
    VA,
    2,
    "VOL IOL = 2 mA 0.4 V",
    it(VA, "output_low_voltage", "V", hi=0.4, condition="IOL = 2 mA"),
)
VA_TX = f(VA, 2, "Output power PRF 8 10 dBm", it(VA, "tx_power", "dBm", typ=8, hi=10))
VA_RX = f(
    VA,
    2,
    "BDR, 0.1 % BER -92 dBm",
    it(VA, "rx_sensitivity", "dBm", typ=-92, condition="BDR, 0.1 % BER"),
)
VA_BAUD = f(
    VA,
    1,
    "UART host interface, 115200 baud default",
    it(VA, "baud_rate", "bps", value=115200, condition="default"),
)
VA_TSTG = f(VA, 1, "Storage temperature, Tstg", it(VA, "storage_temperature", "°C", lo=-55, hi=125))
VA_TSTG[1].append(ev(VA, 1, "-55°C to 125°C"))
VA_THETA = ns(VA, 2, "Thermal resistance of the module is not specified.")

# --------------------------------------------------------------------------- KCP 18
K08P, K08N, K12P = "KCP 18-08-PO", "KCP 18-08-NO", "KCP 18-12-PO"
KCP_V_Q = "Operating voltage UB V DC 10 ... 30 10 ... 30 10 ... 30"
KCP_V = {
    d: f(KCP, 1, KCP_V_Q, it(d, "supply_voltage", "V", lo=10, hi=30, condition="UB, DC"))
    for d in (K08P, K08N, K12P)
}
KCP_IO_Q = "Output current mA ≤ 200 *1 ≤ 200 *1 ≤ 150"
KCP_IO08 = f(
    KCP, 1, KCP_IO_Q, it(K08P, "output_current", "mA", hi=200, condition="up to +50 °C (*1)")
)
KCP_IO08N = f(
    KCP, 1, KCP_IO_Q, it(K08N, "output_current", "mA", hi=200, condition="up to +50 °C (*1)")
)
KCP_IO12 = f(KCP, 1, KCP_IO_Q, it(K12P, "output_current", "mA", hi=150))
KCP_HOT = f(
    KCP,
    1,
    "*1 At ambient temperature above +50°C: 150 mA.",
    it(K08P, "output_current", "mA", hi=150, condition="ambient above +50 °C"),
)
KCP_I0 = f(
    KCP,
    1,
    "mA ≤ 12 ≤ 12 ≤ 15",
    it(K12P, "supply_current", "mA", hi=15, condition="no-load"),
)
KCP_I0[1].insert(0, ev(KCP, 1, "No-load supply"))
KCP_RANGE08 = f(
    KCP,
    1,
    "Adjustment range mm 2 ... 8 2 ... 8 3 ... 12",
    it(K08N, "measurement_range", "mm", lo=2, hi=8, quantity="distance", condition="adjustable"),
)
KCP_SN12 = f(
    KCP,
    1,
    "distance Sn mm 8 8 12",
    it(K12P, "measurement_range", "mm", hi=12, quantity="distance", condition="rated Sn"),
)
KCP_T = f(
    KCP,
    1,
    "Ambient temperature °C -25 ... +70 -25 ... +70 -25 ... +70",
    it(KCP, "operating_temperature", "°C", lo=-25, hi=70),
)
KCP_IP = f(
    KCP,
    2,
    "Degree of protection IP67 IP67 IP67",
    it(KCP, "ip_rating", values=["IP67"]),
)
KCP_OUT08N = f(
    KCP,
    1,
    "Output function PNP, NO NPN, NO PNP, NO",
    it(K08N, "output_signal_type", values=["NPN"], condition="NPN, normally open"),
)
KCP_MINLOAD = ns(KCP, 2, "The minimum load current is not specified.")

# --------------------------------------------------------------------------- CX2-M30
CXD, CXA = "CX2-M30D", "CX2-M30A"
CXD_V = f(
    CX2,
    1,
    "(10 to 30 VDC) *1",
    it(CXD, "supply_voltage", "V", lo=10, hi=30, condition="operating voltage range, DC model"),
)
CXD_V[1].append(ev(CX2, 1, "12 to 24 VDC"))
CXA_V = f(
    CX2,
    1,
    "(90 to 264 VAC)",
    it(CXA, "supply_voltage", "V", lo=90, hi=264, condition="operating voltage range, AC model"),
)
CXD_ABS = f(
    CX2,
    1,
    "Power supply voltage 35 VDC 264 VAC",
    it(CXD, "abs_max_supply_voltage", "V", hi=35),
)
CXD_I = f(CX2, 1, "Current consumption 15 mA max.", it(CXD, "supply_current", "mA", hi=15))
CXD_IO = f(
    CX2,
    1,
    "load current 200 mA max.",
    it(CXD, "output_current", "mA", hi=200, condition="NPN open collector load current"),
)
CXD_VOL = f(
    CX2,
    1,
    "residual voltage 1.5 V max.",
    it(CXD, "output_low_voltage", "V", hi=1.5, condition="residual voltage, NPN output"),
)
CXA_IO = f(
    CX2,
    1,
    "Load current 5 to 200 mA",
    it(CXA, "output_current", "mA", lo=5, hi=200, condition="AC 2-wire load current"),
)
CX_T = f(
    CX2,
    1,
    "Ambient temperature -25 to +70℃ -25 to +70℃",
    it(CX2, "operating_temperature", "°C", lo=-25, hi=70),
)
CX_HUM = f(
    CX2,
    1,
    "Ambient humidity 35 to 95 %RH 35 to 95 %RH",
    it(CX2, "operating_humidity", "%RH", lo=35, hi=95),
)
CX_IP = f(CX2, 1, "Degree of protection IP66 (IEC 60529)", it(CX2, "ip_rating", values=["IP66"]))
CX_RANGE = f(
    CX2,
    1,
    "Sensing distance 3 to 25 mm (adjustable)",
    it(CX2, "measurement_range", "mm", lo=3, hi=25, quantity="distance"),
)
CX_CLEAN = ns(CX2, 2, "Resistance to cleaning agents is not specified.")
CXA_RESP = ns(CX2, 2, "The response time of the AC model after power-on is not specified.")

# --------------------------------------------------------------------------- HCJ18-10N
HCJ_V = f(HCJ, 1, "Supply voltage：DC6～36V", it(HCJ, "supply_voltage", "V", lo=6, hi=36))
HCJ_IO = f(HCJ, 1, "Output current：≤300mA", it(HCJ, "output_current", "mA", hi=300))
HCJ_I = f(HCJ, 1, "Consumption current：≤10mA", it(HCJ, "supply_current", "mA", hi=10))
HCJ_T = f(
    HCJ, 1, "Working temperature：-25～55℃", it(HCJ, "operating_temperature", "°C", lo=-25, hi=55)
)
HCJ_RANGE = f(
    HCJ,
    1,
    "Detecting distance：1～10mm (adjustable)",
    it(HCJ, "measurement_range", "mm", lo=1, hi=10, quantity="distance"),
)
HCJ_OUT = f(
    HCJ,
    1,
    "Model：HCJ18-10N (NPN normally open, 3-wire)",
    it(HCJ, "output_signal_type", values=["NPN"]),
)
HCJ_5V = ns(HCJ, 2, "No, the minimum is 6V. Use 12V or 24V.")
HCJ_IP = ns(HCJ, 2, "IP rating is not specified for this model.")
HCJ_HYST = ns(HCJ, 2, "What is the switching hysteresis?")
HCJ_HYST.append(ev(HCJ, 2, "Not specified."))

# --------------------------------------------------------------------------- RK16
RK_V = f(
    RK,
    1,
    "Maximum operating voltage 20 V DC / 15 V AC",
    it(RK, "supply_voltage", "V", hi=20, condition="maximum operating voltage, DC"),
)
RK_T = f(
    RK,
    1,
    "Operating temperature range: -10°C to +70°C.",
    it(RK, "operating_temperature", "°C", lo=-10, hi=70),
)
RK_TSTG = f(
    RK,
    2,
    "Storage temperature range is -40°C to +85°C.",
    it(RK, "storage_temperature", "°C", lo=-40, hi=85),
)
RK_IP = ns(RK, 2, "Degree of protection (IP) is not specified.")

# --------------------------------------------------------------------------- 6639S
P66_T = f(
    P66,
    1,
    "Operating temperature range -55°C to +125°C",
    it(P66, "operating_temperature", "°C", lo=-55, hi=125),
)
P66_IP = f(P66, 1, "Sealing IP65", it(P66, "ip_rating", values=["IP65"]))
P66_V = f(
    P66,
    2,
    "50 V DC *",
    it(P66, "supply_voltage", "V", hi=50, condition="maximum applied voltage across element"),
)
P66_V[1].insert(0, ev(P66, 2, "Maximum applied voltage"))
P66_V[1].append(ev(P66, 2, "* Or the voltage at rated power, whichever is lower."))
P66_TORQUE = ns(
    P66,
    2,
    "Rotational torque and mechanical stop strength are available on request and are not "
    "specified in this data sheet.",
)
