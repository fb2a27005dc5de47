"""Reference facts of the forty-seventh hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation). Dot-leader lines
keep their dots, so their quotes carry the leader as pdftotext prints it.
"""

from __future__ import annotations

from qkit import AS, BM, DN, EC, ES, MC, PB, RK, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


P24, P5 = "PBX-DP12-24", "PBX-DP12-5"
ASE = "ASM-44E"
DHV = "DNX-816-HV"
E2, E3 = "ECX9260-2", "ECX9260-3"
BMP = "BMR-200P"
MCT, MCC = "MC-31T", "MC-31C"
ESL = "ES22-L02"

# --------------------------------------------------------------------------- PBX-DP12
P24_V = f(
    PB,
    1,
    "Supply voltage 20.4 ... 28.8 4.75 ... 5.25 V",
    it(P24, "supply_voltage", "V", lo=20.4, hi=28.8, condition="PBX-DP12-24, technical data"),
)
P5_V = f(
    PB,
    1,
    "Supply voltage 20.4 ... 28.8 4.75 ... 5.25 V",
    it(P5, "supply_voltage", "V", lo=4.75, hi=5.25, condition="PBX-DP12-5, technical data"),
)
P24_AMAX = f(
    PB,
    1,
    "Supply voltage 36 6.0 V",
    it(P24, "abs_max_supply_voltage", "V", hi=36, condition="PBX-DP12-24, limit values"),
)
P5_AMAX = f(
    PB,
    1,
    "Supply voltage 36 6.0 V",
    it(P5, "abs_max_supply_voltage", "V", hi=6.0, condition="PBX-DP12-5, limit values"),
)
P24_ITYP = f(
    PB,
    1,
    "Current consumption 85 190 mA (typ., bus active)",
    it(P24, "supply_current", "mA", typ=85, condition="PBX-DP12-24, typ., bus active"),
)
P24_IMAX = f(
    PB,
    1,
    "Current consumption 120 280 mA (max.)",
    it(P24, "supply_current", "mA", hi=120, condition="PBX-DP12-24, max."),
)
P5_IMAX = f(
    PB,
    1,
    "Current consumption 120 280 mA (max.)",
    it(P5, "supply_current", "mA", hi=280, condition="PBX-DP12-5, max."),
)
P5_VIH = f(
    PB,
    1,
    "Input high voltage - 2.0 ... 5.5 V",
    it(P5, "input_high_voltage", "V", lo=2.0, hi=5.5, condition="PBX-DP12-5 host interface"),
)
P5_VOH = f(
    PB,
    1,
    "Output high voltage (IOH = -4 mA) - min. 2.4 V",
    it(P5, "output_high_voltage", "V", lo=2.4, condition="PBX-DP12-5 host, IOH = -4 mA"),
)
P_BAUD = f(
    PB,
    1,
    "Baud rate 9.6 ... 12000 9.6 ... 12000 kbit/s",
    it(PB, "baud_rate", "kbit/s", lo=9.6, hi=12000, condition="PROFIBUS"),
)
P_HOST = f(
    PB,
    1,
    "Host interface: UART up to 921.6 kbit/s or SPI slave up to 20 MHz",
    it(PB, "spi_clock_frequency", "MHz", hi=20, condition="host SPI slave"),
)
P24_T = f(
    PB,
    2,
    "Operating temperature 0 ... +60 -20 ... +70 °C",
    it(P24, "operating_temperature", DEG, lo=0, hi=60, condition="PBX-DP12-24, Table 1 continued"),
)
P5_T = f(
    PB,
    2,
    "Operating temperature 0 ... +60 -20 ... +70 °C",
    it(P5, "operating_temperature", DEG, lo=-20, hi=70, condition="PBX-DP12-5, Table 1 continued"),
)
P24_IP = f(
    PB, 2, "Degree of protection IP20 -", it(P24, "ip_rating", values=["IP20"], condition="-24")
)
P_MTBF = ns(PB, 2, "A value for the MTBF is not given in this data sheet.")

# --------------------------------------------------------------------------- ASM-44
A_V = f(
    AS,
    1,
    "Operating voltage (AS-i) 26.5 ... 31.6 26.5 ... 31.6 V",
    it(AS, "supply_voltage", "V", lo=26.5, hi=31.6, condition="AS-i operating voltage"),
)
A_I = f(
    AS,
    1,
    "Total current from AS-i ≤ 200 ≤ 240 mA",
    it(AS, "supply_current", "mA", hi=200, condition="ASM-44, total from AS-i"),
)
AE_I = f(
    AS,
    1,
    "Total current from AS-i ≤ 200 ≤ 240 mA",
    it(ASE, "supply_current", "mA", hi=240, condition="ASM-44E, total from AS-i"),
)
A_AUX = f(
    AS,
    1,
    "AUX voltage (outputs) 20 ... 30 20 ... 30 V DC",
    it(AS, "load_supply_voltage", "V", lo=20, hi=30, condition="AUX, outputs"),
)
A_SENS = f(
    AS,
    1,
    "Sensor supply current, ≤ 150 mA all inputs together",
    it(AS, "output_current", "mA", hi=150, condition="sensor supply, all inputs together"),
)
A_VIH = f(
    AS,
    1,
    "Switching level high (signal 1) ≥ 10 V",
    it(AS, "input_high_voltage", "V", lo=10, condition="signal 1"),
)
A_VIL = f(
    AS,
    1,
    "Switching level low (signal 0) ≤5 V",
    it(AS, "input_low_voltage", "V", hi=5, condition="signal 0"),
)
A_OUT = f(
    AS,
    1,
    "Output current per output 1.0 A",
    it(AS, "output_current", "A", hi=1.0, condition="per output"),
)
A_OUTT = f(
    AS,
    1,
    "Total output current 2.0 A",
    it(AS, "output_current", "A", hi=2.0, condition="total, all outputs"),
)
A_T = f(
    AS,
    2,
    "Operating temperature: -25 °C ... +70 °C",
    it(AS, "operating_temperature", DEG, lo=-25, hi=70),
)
A_IP = f(
    AS,
    2,
    "Degree of protection: IP67 (with M12 connectors fitted or sealed)",
    it(AS, "ip_rating", values=["IP67"], condition="connectors fitted or sealed"),
)
A_ITYP = f(
    AS,
    2,
    "Current from AS-i, inputs open 35 mA",
    it(AS, "supply_current", "mA", typ=35, condition="typ., inputs open"),
)

# --------------------------------------------------------------------------- DNX-816
D_NV = f(
    DN,
    1,
    "Network supply voltage V+ to V- 11 24 25 V",
    it(DN, "supply_voltage", "V", lo=11, typ=24, hi=25, condition="network V+ to V-"),
)
D_NAMAX = f(
    DN,
    1,
    "Network supply voltage (V+ to V-)" + "." * 146 + " 30 V",
    it(DN, "abs_max_supply_voltage", "V", hi=30, condition="network, absolute maximum"),
)
D_NI = f(
    DN,
    1,
    "Network supply current 45 70 mA",
    it(DN, "supply_current", "mA", typ=45, hi=70, condition="network"),
)
D_FV = f(
    DN,
    1,
    "Field supply voltage 19.2 24 28.8 V",
    it(DN, "load_supply_voltage", "V", lo=19.2, typ=24, hi=28.8, condition="field supply"),
)
D_VON = f(
    DN,
    1,
    "VIN(ON) 15 30 V",
    it(DN, "input_high_voltage", "V", lo=15, hi=30, condition="DC inputs, DNX-816"),
)
D_VOFF = f(
    DN,
    1,
    "VIN(OFF) -3 5 V",
    it(DN, "input_low_voltage", "V", lo=-3, hi=5, condition="DC inputs, DNX-816"),
)
D_HV = f(
    DN,
    1,
    "On-state input 47-63 Hz 79 120 132 V AC voltage",
    it(DHV, "input_high_voltage", "V", lo=79, typ=120, hi=132, condition="AC inputs, 47-63 Hz"),
)
D_CC = f(
    DN,
    1,
    "Contact current resistive 2 A",
    it(DN, "contact_current", "A", hi=2, condition="relay, resistive"),
)
D_CVDC = f(
    DN,
    1,
    "Contact voltage AC 250 V DC 30 V",
    it(DN, "contact_voltage", "V", hi=30, condition="relay, DC"),
)
D_CVAC = f(
    DN,
    1,
    "Contact voltage AC 250 V DC 30 V",
    it(DN, "contact_voltage", "V", hi=250, condition="relay, AC"),
)
D_MIN = f(
    DN,
    1,
    "Minimum load 10 mA",
    it(DN, "contact_current", "mA", lo=10, condition="relay minimum load"),
)
D_T = f(
    DN,
    2,
    "Operating temperature -20 +60 °C",
    it(DN, "operating_temperature", DEG, lo=-20, hi=60),
)
D_BAUD = f(
    DN,
    1,
    "125, 250 and 500 kbit/s, set by switch or autobaud",
    it(DN, "baud_rate", "kbit/s", lo=125, hi=500, condition="DeviceNet"),
)

# --------------------------------------------------------------------------- ECX9260
E_V = f(
    EC,
    1,
    "I/O supply voltage VCC_IO 3.0 3.3 3.6 V",
    it(EC, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC_IO, recommended"),
)
E_AMAX = f(
    EC,
    1,
    "I/O supply voltage VCC_IO -0.3～+4.0 V",
    it(EC, "abs_max_supply_voltage", "V", lo=-0.3, hi=4.0, condition="VCC_IO, absolute maximum"),
)
E_5V = ns(EC, 1, "※1 Inputs are not 5 V tolerant.")
E_T = f(
    EC,
    1,
    "Operating temperature Topr -40 +85 ℃",
    it(EC, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended operating"),
)
E_VIH = f(
    EC,
    1,
    "VIH 2.0 VCC_IO+0.3 V",
    it(EC, "input_high_voltage", "V", lo=2.0, condition="VCC_IO = 3.0-3.6 V"),
)
E_VIL = f(
    EC,
    1,
    "VIL -0.3 0.8 V",
    it(EC, "input_low_voltage", "V", lo=-0.3, hi=0.8, condition="VCC_IO = 3.0-3.6 V"),
)
E_VOH = f(
    EC,
    1,
    "VOH IOH = -8 mA 2.4 V",
    it(EC, "output_high_voltage", "V", lo=2.4, condition="IOH = -8 mA"),
)
E3_I = f(
    EC,
    1,
    "Supply current (max.) ICC 140 180 mA",
    it(E3, "supply_current", "mA", hi=180, condition="ECX9260-3, max., 3.3 V, 100 Mbit/s"),
)
E2_ITYP = f(
    EC,
    1,
    "Supply current (typ.) ICC 95 125 mA",
    it(E2, "supply_current", "mA", typ=95, condition="ECX9260-2, typ., 3.3 V, all ports linked"),
)
E2_I = f(
    EC,
    1,
    "Supply current (max.) ICC 140 180 mA",
    it(E2, "supply_current", "mA", hi=140, condition="ECX9260-2, max., 3.3 V, 100 Mbit/s"),
)
E_SPI = f(
    EC,
    2,
    "SPI clock frequency 30 MHz",
    it(EC, "spi_clock_frequency", "MHz", hi=30, condition="PDI SPI slave"),
)
E_ESD = ns(
    EC, 2, "The ESD withstand voltage is under evaluation and not specified in this revision."
)

# --------------------------------------------------------------------------- BMR-200
B_V = f(
    BM,
    1,
    "DC supply voltage 12～24V 12～24V DC, reverse protected",
    it(BM, "supply_voltage", "V", lo=12, hi=24, condition="DC supply"),
)
B_5V = ns(BM, 2, "A：No. The minimum DC supply voltage is 12V.")
BP_V = f(
    BM,
    1,
    "DC supply voltage 12～24V 12～24V DC, reverse protected",
    it(BMP, "supply_voltage", "V", lo=12, hi=24, condition="BMR-200P, DC supply"),
)
BP_AC = ns(BM, 1, "AC supply voltage 24VAC ±10% - 50/60Hz")
B_P = f(
    BM,
    1,
    "Power consumption ≤1.8W ≤2.6W both ports active",
    it(BM, "power_consumption", "W", hi=1.8, condition="BMR-200, both ports active"),
)
BP_P = f(
    BM,
    1,
    "Power consumption ≤1.8W ≤2.6W both ports active",
    it(BMP, "power_consumption", "W", hi=2.6, condition="BMR-200P, both ports active"),
)
B_I = f(
    BM,
    1,
    "Supply current 60mA 95mA typ. (at 24V DC)",
    it(BM, "supply_current", "mA", typ=60, condition="BMR-200, typ., 24 V DC"),
)
B_BAUD = f(
    BM,
    1,
    "MS/TP baud rate：9600 / 19200 / 38400 / 76800 bps",
    it(BM, "baud_rate", "bps", lo=9600, hi=76800, condition="MS/TP"),
)
B_T = f(
    BM,
    1,
    "Operating temperature：-10～55℃",
    it(BM, "operating_temperature", DEG, lo=-10, hi=55),
)
B_RH = f(
    BM,
    1,
    "Operating humidity：10～90% RH, no condensation",
    it(BM, "operating_humidity", "%RH", lo=10, hi=90, condition="no condensation"),
)

# --------------------------------------------------------------------------- MC-31
M_V = f(
    MC,
    1,
    "Switching voltage 100 V DC 100 V DC 30 V DC (max.)",
    it(MC, "contact_voltage", "V", hi=100, condition="MC-31, DC"),
)
MC_V = f(
    MC,
    1,
    "Switching voltage 100 V DC 100 V DC 30 V DC (max.)",
    it(MCC, "contact_voltage", "V", hi=30, condition="MC-31C, DC"),
)
M_I = f(
    MC,
    1,
    "Switching current 0.5 A 0.5 A 0.25 A (max.)",
    it(MC, "contact_current", "A", hi=0.5, condition="MC-31"),
)
MC_I = f(
    MC,
    1,
    "Switching current 0.5 A 0.5 A 0.25 A (max.)",
    it(MCC, "contact_current", "A", hi=0.25, condition="MC-31C"),
)
MC_P = ns(MC, 1, "Switching power 10 W 10 W 3W")
M_T = f(
    MC,
    1,
    "The contacts work from -25 °C to +70 °C and are sealed to IP67.",
    it(MC, "operating_temperature", DEG, lo=-25, hi=70),
)
M_IP = f(
    MC,
    1,
    "The contacts work from -25 °C to +70 °C and are sealed to IP67.",
    it(MC, "ip_rating", values=["IP67"]),
)

# --------------------------------------------------------------------------- RK-8
R_V = f(
    RK, 1, "Max. switching voltage 48 V DC", it(RK, "contact_voltage", "V", hi=48, condition="DC")
)
R_I = f(
    RK,
    1,
    "Max. switching current 0.1 A",
    it(RK, "contact_current", "A", hi=0.1, condition="switching"),
)
R_T = f(
    RK,
    1,
    "Operating temperature -20 ... +60 °C",
    it(RK, "operating_temperature", DEG, lo=-20, hi=60),
)
R_IP = f(RK, 1, "Degree of protection IP54", it(RK, "ip_rating", values=["IP54"]))
R_TOP = f(
    RK,
    1,
    "Operate time 0.5 ms",
    it(RK, "response_time", "ms", typ=0.5, condition="operate time, typ."),
)
R_SALT = ns(RK, 2, "Salt-spray resistance is not tested.")

# --------------------------------------------------------------------------- ES22
S_AC15 = f(
    ES,
    1,
    "AC-15 - 3A 1.5A inductive",
    it(ES, "contact_current", "A", hi=1.5, condition="AC-15, 250 V"),
)
S_AC15_125 = f(
    ES,
    1,
    "AC-15 - 3A 1.5A inductive",
    it(ES, "contact_current", "A", hi=3, condition="AC-15, 125 V"),
)
S_DC13 = f(
    ES,
    1,
    "DC-13 1A 0.22A 0.1A inductive",
    it(ES, "contact_current", "A", hi=1, condition="DC-13, 30 V"),
)
S_DC12_125 = f(
    ES,
    1,
    "DC-12 2A 0.4A 0.2A resistive",
    it(ES, "contact_current", "A", hi=0.4, condition="DC-12, 125 V"),
)
S_MIN = f(
    ES,
    1,
    "Minimum applicable load (reference value): 5V DC, 1mA",
    it(ES, "contact_current", "mA", lo=1, condition="minimum applicable load at 5 V DC"),
)
S_T = f(
    ES,
    1,
    "Operating temperature -25～+55℃ (no freezing)",
    it(ES, "operating_temperature", DEG, lo=-25, hi=55, condition="no freezing"),
)
S_IP = f(
    ES,
    1,
    "Degree of protection IP65 (front of panel)",
    it(ES, "ip_rating", values=["IP65"], condition="front of panel"),
)
S_LEDV = f(
    ES,
    2,
    "LED rated voltage 21.6 24 26.4 V DC",
    it(ESL, "supply_voltage", "V", lo=21.6, typ=24, hi=26.4, condition="LED, ES22-L"),
)
S_LEDI = f(
    ES,
    2,
    "LED current 10 14 mA",
    it(ESL, "supply_current", "mA", typ=10, hi=14, condition="LED, ES22-L"),
)
S_EX = ns(ES, 2, "Suitability for use in explosive atmospheres is not specified.")
