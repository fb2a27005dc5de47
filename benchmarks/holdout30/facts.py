"""Reference facts of the thirtieth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import DL2, DMX, EHG, GM, KBD, KCC, MDX, XD, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


# --------------------------------------------------------------------------- KBD8312
KBD_VM = f(
    KBD,
    1,
    "Power supply voltage VVM 6.5 36 V",
    it(KBD, "supply_voltage", "V", lo=6.5, hi=36, condition="VM, recommended operating"),
)
KBD_ABS = f(KBD, 1, "Power supply voltage (VM)", it(KBD, "abs_max_supply_voltage", "V", hi=40))
KBD_ABS[1].append(ev(KBD, 1, "-0.3 V to 40 V"))
KBD_IVM = f(
    KBD,
    1,
    "IVM nSLEEP = 1, PWM = 0, no load 5 8 mA",
    it(KBD, "supply_current", "mA", typ=5, hi=8, condition="VM operating, no load"),
)
KBD_SLEEP = f(KBD, 1, "IVMQ nSLEEP = 0 1.5 5 µA", it(KBD, "standby_current", "uA", typ=1.5, hi=5))
KBD_LDO = f(
    KBD,
    1,
    "V3P3 IOUT = 0 to 30 mA 3.1 3.3 3.5 V",
    it(KBD, "output_voltage", "V", lo=3.1, typ=3.3, hi=3.5, condition="V3P3 LDO"),
)
KBD_LDOI = f(
    KBD,
    1,
    "V3P3 output current I3P3 30 mA",
    it(KBD, "output_current", "mA", hi=30, condition="V3P3 LDO output current"),
)
KBD_IOUT = f(
    KBD,
    1,
    "Continuous phase current IOUT 0 2.0 A",
    it(KBD, "output_current", "A", hi=2.0, condition="continuous phase current"),
)
KBD_PEAK = f(
    KBD,
    1,
    "2.0-A continuous, 3.5-A peak phase current",
    it(KBD, "peak_output_current", "A", hi=3.5, condition="peak phase current"),
)
KBD_TA = f(
    KBD,
    1,
    "Operating ambient temperature TA -40 105 °C",
    it(KBD, "operating_temperature", "°C", lo=-40, hi=105),
)
KBD_VIH = f(
    KBD, 2, "VIH 1.5 5.5 V", it(KBD, "input_high_voltage", "V", lo=1.5, hi=5.5, condition="logic")
)
KBD_VIN_ABS = f(
    KBD,
    1,
    "Logic input voltage (PWM, DIR, nSLEEP, SCLK, SDI, nSCS)",
    it(KBD, "abs_max_input_voltage", "V", hi=5.75, condition="logic inputs"),
)
KBD_VIN_ABS[1].append(ev(KBD, 1, "-0.3 V to 5.75 V"))
KBD_SPI = f(KBD, 2, "fSCLK 5 MHz", it(KBD, "spi_clock_frequency", "MHz", hi=5))
KBD_RDS = f(
    KBD,
    1,
    "RDS(on) IOUT = 1 A, TJ = 25°C 250 330 mΩ",
    it(KBD, "on_resistance", "mOhm", typ=250, hi=330, condition="HS + LS, TJ = 25 °C"),
)
KBD_VOH = f(
    KBD,
    2,
    "VOH SDO, IO = -5 mA 2.9 V",
    it(KBD, "output_high_voltage", "V", lo=2.9, condition="SDO"),
)
KBD_SPEED = ns(KBD, 1, "depends on the Hall-sensor placement and is not specified")

# --------------------------------------------------------------------------- MDX-4A
MDX_VCC = f(
    MDX,
    1,
    "Power supply voltage VCC 10 to 28 *2 V",
    it(MDX, "supply_voltage", "V", lo=10, hi=28, condition="recommended operating"),
)
MDX_ABS = f(MDX, 1, "Power supply voltage VCC 30 V", it(MDX, "abs_max_supply_voltage", "V", hi=30))
MDX_IO = f(
    MDX,
    1,
    "Output current IO 4.0 A",
    it(MDX, "output_current", "A", hi=4.0, condition="recommended (continuous)"),
)
MDX_PEAK = f(
    MDX,
    1,
    "Output current IO 8 *1 A",
    it(MDX, "peak_output_current", "A", hi=8, condition="peak, 2 s or shorter"),
)
MDX_PEAK[1].append(ev(MDX, 1, "*1 Peak value, 2 s or shorter."))
MDX_TOP = f(
    MDX,
    1,
    "Operating temperature Topr 0 to +40 ℃",
    it(MDX, "operating_temperature", "°C", lo=0, hi=40, condition="recommended operating"),
)
MDX_HUM = f(
    MDX,
    1,
    "Operating humidity - 85 max. (no condensation) %RH",
    it(MDX, "operating_humidity", "%RH", hi=85),
)
MDX_SP = f(
    MDX,
    1,
    "Speed command voltage VSP 0 to 5.0 V",
    it(MDX, "analog_input_range", "V", lo=0, hi=5.0, condition="speed command SV"),
)
MDX_SPABS = f(
    MDX,
    1,
    "Speed command voltage VSP -0.3 to 6 V",
    it(MDX, "abs_max_input_voltage", "V", lo=-0.3, hi=6, condition="speed command"),
)
MDX_HALL = f(
    MDX,
    1,
    "Hall sensor supply HU/HV/HW common, 20 mA 4.75 5.0 5.25 V",
    it(MDX, "output_voltage", "V", lo=4.75, typ=5.0, hi=5.25, condition="Hall sensor supply"),
)
MDX_I24 = f(
    MDX,
    2,
    "DC 24 V 40 mA typ. Hall supply unloaded",
    it(MDX, "supply_current", "mA", typ=40, condition="24 V, motor not connected"),
)
MDX_I12 = f(
    MDX,
    2,
    "DC 12 V 35 mA typ. Hall supply unloaded",
    it(MDX, "supply_current", "mA", typ=35, condition="12 V, motor not connected"),
)
MDX_ALM = f(
    MDX,
    1,
    "Alarm output current ALM (open collector) 10 mA",
    it(MDX, "output_current", "mA", hi=10, condition="ALM open collector"),
)
MDX_START = f(
    MDX,
    2,
    "The input voltage of START, CW/CCW and BRAKE is 5 to 24 V DC.",
    it(MDX, "input_high_voltage", "V", lo=5, hi=24, condition="START, CW/CCW, BRAKE"),
)
MDX_INRUSH = ns(MDX, 2, "The power-on inrush current is not specified.")

# --------------------------------------------------------------------------- GM25-370E
G06, G12, G24 = "GM25-370E-06", "GM25-370E-12", "GM25-370E-24"
GM_ENCV = f(
    GM,
    1,
    "Encoder supply：3.3～5V",
    it(GM, "supply_voltage", "V", lo=3.3, hi=5, condition="encoder supply"),
)
GM_ENCI = f(
    GM, 1, "Encoder current：≤10mA", it(GM, "supply_current", "mA", hi=10, condition="encoder")
)
GM_TOP = f(
    GM, 1, "Working temperature：-10～+60℃", it(GM, "operating_temperature", "°C", lo=-10, hi=60)
)
GM_RATED_V = f(
    GM,
    1,
    "Rated voltage DC6V DC12V DC24V",
    it(G12, "supply_voltage", "V", typ=12, condition="rated motor voltage"),
)
GM_RANGE12 = f(
    GM,
    2,
    "Voltage range 3～7.5V 6～15V 12～28V",
    it(G12, "supply_voltage", "V", lo=6, hi=15, condition="motor voltage range"),
)
GM_RANGE06 = f(
    GM,
    2,
    "Voltage range 3～7.5V 6～15V 12～28V",
    it(G06, "supply_voltage", "V", lo=3, hi=7.5, condition="motor voltage range"),
)
GM_RANGE24 = f(
    GM,
    2,
    "Voltage range 3～7.5V 6～15V 12～28V",
    it(G24, "supply_voltage", "V", lo=12, hi=28, condition="motor voltage range"),
)
GM_NL12 = f(
    GM,
    1,
    "No-load current ≤180mA ≤100mA ≤60mA",
    it(G12, "supply_current", "mA", hi=100, condition="no-load"),
)
GM_RC24 = f(
    GM,
    1,
    "Rated current ≤1.0A ≤0.55A ≤0.3A",
    it(G24, "supply_current", "A", hi=0.3, condition="rated load"),
)
GM_STALL = {
    G06: it(G06, "supply_current", "A", hi=3.2, condition="stall"),
    G12: it(G12, "supply_current", "A", hi=1.8, condition="stall"),
    G24: it(G24, "supply_current", "A", hi=0.9, condition="stall"),
}
GM_STALL_EV = ev(GM, 2, "Stall current 3.2A 1.8A 0.9A")
GM_IP = ns(GM, 2, "no IP rating is specified")
GM_FREQ = ns(GM, 2, "Maximum encoder frequency? A：Not specified.")

# --------------------------------------------------------------------------- EHG 40
E24, E230 = "EHG 40-024", "EHG 40-230"
EHG_V24 = f(
    EHG,
    1,
    "20.4 to 26.4 90 to 265",
    it(E24, "supply_voltage", "V", lo=20.4, hi=26.4, condition="operating voltage range"),
)
EHG_V230 = f(
    EHG,
    1,
    "20.4 to 26.4 90 to 265",
    it(E230, "supply_voltage", "V", lo=90, hi=265, condition="operating voltage range, AC"),
)
EHG_P = f(
    EHG,
    1,
    "Power consumption W 1.2 max. 1.5 max.",
    it(E24, "power_consumption", "W", hi=1.2),
    it(E230, "power_consumption", "W", hi=1.5),
)
EHG_AC = f(
    EHG,
    1,
    "250 V AC, 8 A 250 V AC, 8 A",
    it(EHG, "contact_voltage", "V", hi=250, condition="AC, resistive"),
    it(EHG, "contact_current", "A", hi=8, condition="AC, resistive"),
)
EHG_IND = f(
    EHG,
    1,
    "250 V AC, 2 A 250 V AC, 2 A",
    it(EHG, "contact_current", "A", hi=2, condition="AC inductive, cos phi = 0.6"),
)
EHG_DC = f(
    EHG,
    1,
    "30 V DC, 2 A 30 V DC, 2 A",
    it(EHG, "contact_voltage", "V", hi=30, condition="DC"),
    it(EHG, "contact_current", "A", hi=2, condition="DC"),
)
EHG_MIN = f(
    EHG,
    2,
    "Minimum switching load: 100 mA at 12 V DC.",
    it(EHG, "contact_current", "mA", lo=100, condition="minimum switching load at 12 V DC"),
)
EHG_ACC = f(
    EHG,
    1,
    "% RH ±3 ±3",
    it(EHG, "accuracy", "%RH", lo=-3, hi=3, quantity="relative_humidity", condition="20-80 %RH"),
)
EHG_TOP = f(
    EHG,
    1,
    "Operating temperature °C -20 to +60 -20 to +60",
    it(EHG, "operating_temperature", "°C", lo=-20, hi=60),
)
EHG_IP = f(EHG, 1, "Protection class - IP20 IP20", it(EHG, "ip_rating", values=["IP20"]))
EHG_RESP = ns(EHG, 2, "Response time of the humidity sensor: not specified")
EHG_LIFE = ns(EHG, 2, "Electrical life of the contact at rated load: not specified.")

# --------------------------------------------------------------------------- KCC1740
KA, KB = "KCC1740A", "KCC1740B"
KCC_VA = f(KCC, 1, "VDD - 2.7 - 9.0 V 1", it(KA, "supply_voltage", "V", lo=2.7, hi=9.0))
KCC_VB = f(KCC, 1, "VDD - 2.7 - 20.0 V 1", it(KB, "supply_voltage", "V", lo=2.7, hi=20.0))
KCC_ABS = f(
    KCC,
    1,
    "Power supply voltage VDD VDD VSS-0.3 to VSS+24 V",
    it(KCC, "abs_max_supply_voltage", "V", hi=24),
)
KCC_IOPE = f(
    KCC,
    1,
    "IOPE ADC active - 80 120 µA 2",
    it(KCC, "supply_current", "uA", typ=80, hi=120, condition="ADC active"),
)
KCC_SLP = f(KCC, 1, "ISLP SLEEP = 1 - 3 *1 6 µA 2", it(KCC, "standby_current", "uA", typ=3, hi=6))
KCC_ADDR = f(KCC, 1, "1100100b (0x64)", it(KCC, "i2c_address", values=["0x64"]))
KCC_I2C = f(KCC, 2, "fSCL - - - 400 kHz", it(KCC, "i2c_clock_frequency", "kHz", hi=400))
KCC_VIH = f(
    KCC,
    2,
    "VIH SCL, SDA 1.6 - 5.5 V 4",
    it(KCC, "input_high_voltage", "V", lo=1.6, hi=5.5, condition="SCL, SDA"),
)
KCC_SENSE = f(
    KCC,
    1,
    "Current sense input range: ±50 mV",
    it(KCC, "analog_input_range", "mV", lo=-50, hi=50, condition="SENSEP-SENSEN"),
)
KCC_VACC = f(
    KCC,
    1,
    "Voltage measurement accuracy: ±1.0 % (Ta = 25°C)",
    it(KCC, "accuracy", "%", lo=-1.0, hi=1.0, quantity="voltage", condition="Ta = 25 °C"),
)
KCC_TOP = f(KCC, 1, "Topr - -40 to +85 °C", it(KCC, "operating_temperature", "°C", lo=-40, hi=85))
KCC_SOC = ns(KCC, 1, "accuracy depends on the host algorithm and is not specified.")

# --------------------------------------------------------------------------- DL2-M
D3, D5 = "DL2-M3", "DL2-M5"
DL2_V3 = f(
    DL2,
    1,
    "DL2-M3 3.0 V to 3.6 V 3.3 V not 5 V tolerant",
    it(D3, "supply_voltage", "V", lo=3.0, hi=3.6),
)
DL2_V5 = f(DL2, 1, "DL2-M5 4.5 V to 5.5 V", it(D5, "supply_voltage", "V", lo=4.5, hi=5.5))
DL2_ABS3 = f(
    DL2,
    1,
    "VDD host supply voltage DL2-M3 -0.5 4.0 V",
    it(D3, "abs_max_supply_voltage", "V", hi=4.0),
)
DL2_ABS5 = f(DL2, 1, "DL2-M5 -0.5 6.0 V", it(D5, "abs_max_supply_voltage", "V", hi=6.0))
DL2_BAUD = f(
    DL2,
    1,
    "The host sends one frame per line as ASCII hex at 19200",
    it(DL2, "baud_rate", "bps", value=19200, condition="host UART, 8N1"),
)
DL2_TOP = f(
    DL2,
    1,
    "Operating ambient temperature -25 °C to +70 °C",
    it(DL2, "operating_temperature", "°C", lo=-25, hi=70),
)
DL2_IDLE = f(
    DL2,
    2,
    "IDD host supply current idle - 4 6 mA",
    it(DL2, "supply_current", "mA", typ=4, hi=6, condition="idle"),
)
DL2_TX = f(
    DL2,
    2,
    "transmitting - 9 12 mA",
    it(DL2, "supply_current", "mA", typ=9, hi=12, condition="transmitting"),
)
DL2_VIH5 = f(
    DL2,
    2,
    "RXD_IN; DL2-M5 3.5 - - V",
    it(D5, "input_high_voltage", "V", lo=3.5, condition="RXD_IN"),
)
DL2_VIH3 = f(
    DL2,
    2,
    "RXD_IN; DL2-M3 2.0 - - V",
    it(D3, "input_high_voltage", "V", lo=2.0, condition="RXD_IN"),
)
DL2_START = f(
    DL2,
    2,
    "start-up time after VDD applied 50 ms",
    it(DL2, "warm_up_time", "ms", typ=50, condition="start-up after VDD"),
)
DL2_CABLE = ns(DL2, 2, "is not specified for this module")

# --------------------------------------------------------------------------- XD485E
XD_VCC = f(
    XD,
    1,
    "Supply Voltage VCC 4.75 5.0 5.25 V",
    it(XD, "supply_voltage", "V", lo=4.75, typ=5.0, hi=5.25),
)
XD_NO33 = ns(XD, 1, "from a 3.3 V supply.")
XD_ABS = f(XD, 1, "VCC to GND", it(XD, "abs_max_supply_voltage", "V", hi=7))
XD_ABS[1].append(ev(XD, 1, "7 V"))
XD_ICC_RX = f(
    XD,
    1,
    "0.6 1.0 mA DE = 0 V, RE = 0 V",
    it(XD, "supply_current", "mA", typ=0.6, hi=1.0, condition="DE = 0 V, RE = 0 V (receive)"),
)
XD_ICC_TX = f(
    XD,
    1,
    "ICC 0.9 1.5 mA DE = VCC, RE = 0 V, no load",
    it(XD, "supply_current", "mA", typ=0.9, hi=1.5, condition="DE = VCC, no load"),
)
XD_SHDN = f(
    XD, 1, "ISHDN 1 10 µA DE = 0 V, RE = VCC", it(XD, "standby_current", "uA", typ=1, hi=10)
)
XD_VIH = f(XD, 2, "VIH 2.0 V", it(XD, "input_high_voltage", "V", lo=2.0, condition="DI, DE, RE"))
XD_VOH = f(
    XD, 2, "VOH 4.0 V RO, IOUT = -4 mA", it(XD, "output_high_voltage", "V", lo=4.0, condition="RO")
)
XD_RATE = f(XD, 2, "Maximum Data Rate 2.5 Mbps", it(XD, "data_rate", "Mbps", hi=2.5))
XD_TOP = f(
    XD, 1, "Operating temperature range", it(XD, "operating_temperature", "°C", lo=-40, hi=85)
)
XD_TOP[1].append(ev(XD, 1, "-40°C to +85°C"))

# --------------------------------------------------------------------------- DMX-TTL01
DMX_V = f(DMX, 1, "Working voltage：DC3.3～5V", it(DMX, "supply_voltage", "V", lo=3.3, hi=5))
DMX_I = f(
    DMX,
    1,
    "Working current：≤25mA (send, 120Ω terminal)",
    it(DMX, "supply_current", "mA", hi=25, condition="send, 120 Ohm terminal"),
)
DMX_BAUD = f(
    DMX,
    1,
    "Communication rate：250kbps (DMX512 standard)",
    it(DMX, "baud_rate", "kbps", value=250),
)
DMX_TOP = f(
    DMX, 1, "Working temperature：-20～+70℃", it(DMX, "operating_temperature", "°C", lo=-20, hi=70)
)
DMX_12 = f(
    DMX,
    2,
    "Maximum working voltage is 5V; 12V will damage the",
    it(DMX, "supply_voltage", "V", hi=5, condition="maximum working voltage"),
)
DMX_CABLE = ns(DMX, 2, "Max cable length? A：Not specified")
DMX_HUM = ns(DMX, 2, "Operating humidity? A：Not specified.")
DMX_ISO = ns(DMX, 2, "No. The module is not isolated.")
