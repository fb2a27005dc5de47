"""Reference facts of the twenty-fifth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import AMP, DPX, EMX, JQ, NMN, SGD, TPR, ZBM, Fact, Item, ev, it


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


FW = "\uff1a"  # full-width colon of the Chinese manuals
TL = "\uff5e"  # full-width tilde
CD = "\u2103"  # degree Celsius sign

# --------------------------------------------------------------------------- JQ-586
JQ_VCC = f(
    JQ,
    1,
    f"Working voltage{FW}DC 2.7V{TL}5.5V",
    it(JQ, "supply_voltage", "V", lo=2.7, hi=5.5, condition="JQ-586 (mono)"),
)
JQ_VCC_S = f(
    JQ,
    1,
    f"Working voltage{FW}DC 3.5V{TL}5.5V",
    it("JQ-586S", "supply_voltage", "V", lo=3.5, hi=5.5, condition="JQ-586S (stereo)"),
)
JQ_STBY_S = f(
    JQ,
    1,
    f"Standby current{FW}about 4mA (power LED on)",
    it("JQ-586S", "standby_current", "mA", typ=4, condition="JQ-586S, power LED on"),
)
JQ_VIH = f(
    JQ,
    1,
    f"Signal level{FW}high level ≥1.3V",
    it(JQ, "input_high_voltage", "V", lo=1.3, condition="I2S inputs"),
)
JQ_TOP = f(
    JQ,
    1,
    f"Working temperature{FW}-20{CD}{TL}+70{CD}",
    it(JQ, "operating_temperature", "°C", lo=-20, hi=70),
)
JQ_FREQ = ns(JQ, 2, "Frequency response: not specified.")
JQ_HEAT = ns(JQ, 2, "Continuous full-power operation without heatsink: not specified.")

# --------------------------------------------------------------------------- TPR4012
TPR_ABS = f(
    TPR, 1, "Supply voltage VDD -0.3 to 12 V", it(TPR, "abs_max_supply_voltage", "V", hi=12)
)
TPR_VDD = f(
    TPR,
    1,
    "Supply voltage VDD 1.5 to 8.0 V",
    it(TPR, "supply_voltage", "V", lo=1.5, hi=8.0, condition="recommended operating"),
)
TPR_TOP = f(
    TPR,
    1,
    "Operating temperature Topr -20 to +60 °C",
    it(TPR, "operating_temperature", "°C", lo=-20, hi=60, condition="recommended operating"),
)
TPR_IOPE_C = (
    [
        it("TPR4012-C", "supply_current", "uA", typ=4.0, condition="IOPE, VDD = 3.9 V"),
        it("TPR4012-C", "supply_current", "uA", hi=6.0, condition="IOPE, all codes"),
    ],
    [
        ev(TPR, 1, "IOPE 3.0 3.0 4.0 *1 µA"),
        ev(TPR, 2, "*1 VDD = 3.9 V, VM = 0 V. Maximum 6.0 µA for all codes."),
    ],
)
TPR_IPDN_A = f(
    TPR,
    2,
    "IPDN 0.1 max. 0.1 max. - *2 µA",
    it("TPR4012-A", "standby_current", "uA", hi=0.1, condition="power-down"),
)
TPR_IOD_C = f(
    TPR,
    2,
    "it draws 1.2 µA typ. in the overdischarge state",
    it("TPR4012-C", "standby_current", "uA", typ=1.2, condition="overdischarge state"),
)
TPR_ICHG = ns(TPR, 2, "set by the external MOSFETs and is not specified for this IC")
TPR_CHEM = ns(TPR, 2, "than Li-ion / Li-polymer (for example LiFePO4) is not specified.")

# --------------------------------------------------------------------------- DPX0525
DPX_ADDR125 = f(
    DPX,
    1,
    "DPX0525-125: ±125 Pa, I2C address 0x25",
    it("DPX0525-125", "i2c_address", values=["0x25"]),
)
DPX_ADDR500 = f(
    DPX,
    1,
    "DPX0525-500: ±500 Pa, I2C address 0x26",
    it("DPX0525-500", "i2c_address", values=["0x26"]),
)
DPX_VDD = f(DPX, 1, "Supply voltage 2.7 ... 5.5 V", it(DPX, "supply_voltage", "V", lo=2.7, hi=5.5))
DPX_RANGE125 = f(
    DPX,
    1,
    "DPX0525-125 ±125 Pa",
    it("DPX0525-125", "measurement_range", "Pa", lo=-125, hi=125, quantity="pressure"),
)
DPX_RANGE500 = f(
    DPX,
    1,
    "DPX0525-500 ±500 Pa",
    it("DPX0525-500", "measurement_range", "Pa", lo=-500, hi=500, quantity="pressure"),
)
DPX_IDLE = f(
    DPX, 1, "idle state 2 µA", it(DPX, "standby_current", "uA", typ=2, condition="idle state")
)
DPX_TACC = f(
    DPX,
    1,
    "accuracy specified 0 ... +60 °C",
    it(DPX, "operating_temperature", "°C", lo=0, hi=60, condition="accuracy specified"),
)
DPX_FSCL = f(DPX, 1, "I2C Fast-mode Plus up to 1 MHz", it(DPX, "i2c_clock_frequency", "MHz", hi=1))
DPX_DRIFT = ns(DPX, 2, "Long-term drift is not specified.")

# --------------------------------------------------------------------------- AMP9835
AMP_VDD = f(
    AMP,
    1,
    "Supply Voltage Range VDD Guaranteed by PSRR test 2.5 5.5 V",
    it(AMP, "supply_voltage", "V", lo=2.5, hi=5.5),
)
AMP_SHDN = f(
    AMP,
    1,
    "Shutdown Current ISHDN SD_MODE = 0V 0.6 2 µA",
    it(AMP, "standby_current", "uA", typ=0.6, hi=2, condition="SD_MODE = 0 V"),
)
AMP_ABSIN = f(
    AMP,
    1,
    "-0.3V to +6.0V",  # the dot-leader line of BCLK, LRCLK, DIN, SD_MODE to GND
    it(AMP, "abs_max_input_voltage", "V", hi=6.0, condition="BCLK, LRCLK, DIN, SD_MODE"),
)
AMP_5VTOL = ([], [ev(AMP, 2, "The digital inputs tolerate 5V logic levels regardless of VDD.")])
AMP_HP = ns(AMP, 2, "Driving headphones has not been characterized")

# --------------------------------------------------------------------------- NM-N25
NM_VBAT = f(
    NMN,
    1,
    "VBAT Power supply 3.1 3.6 4.2 V",
    it(NMN, "supply_voltage", "V", lo=3.1, typ=3.6, hi=4.2),
)
NM_PSM_G = f(
    NMN,
    1,
    "PSM current (typ.) 3.5 µA 4.2 µA",
    it("NM-N25G", "standby_current", "uA", typ=4.2, condition="PSM"),
)
NM_TX = f(NMN, 1, "Max. TX power 23 dBm ±2 dB", it(NMN, "tx_power", "dBm", value=23))
NM_BAUD = f(
    NMN,
    1,
    "The main UART defaults to 9600 bps",
    it(NMN, "baud_rate", "bps", value=9600, condition="default"),
)
NM_TOP_G = f(
    NMN,
    1,
    f"Operating temperature -35{CD}{TL}+75{CD} -30{CD}{TL}+75{CD}",
    it("NM-N25G", "operating_temperature", "°C", lo=-30, hi=75, condition="normal range"),
)
NM_TOP = f(
    NMN,
    1,
    f"Operating temperature -35{CD}{TL}+75{CD}",
    it(NMN, "operating_temperature", "°C", lo=-35, hi=75, condition="NM-N25, normal range"),
)
NM_PEAK = f(
    NMN,
    1,
    "Peak (burst) 480 mA",
    it(NMN, "supply_current", "mA", hi=480, condition="peak (burst)"),
)
NM_IOABS = f(
    NMN,
    2,
    "Voltage on digital I/O -0.3 2.1 V",
    it(NMN, "abs_max_input_voltage", "V", hi=2.1, condition="digital I/O"),
)
NM_VIH = f(
    NMN,
    2,
    "VIH Input high voltage 1.26 2.0 V",
    it(NMN, "input_high_voltage", "V", lo=1.26, hi=2.0),
)
NM_LS = ([], [ev(NMN, 1, "a level shifter is required for 3.3 V or 5 V hosts")])
NM_CE = ns(NMN, 2, "CE / FCC certification status of NM-N25G is not specified in this manual.")
NM_LIFE = ns(NMN, 2, "Battery life depends on network settings and is not specified.")

# --------------------------------------------------------------------------- SGD8
SGD_VDD = f(
    SGD,
    1,
    "VDD supply voltage 4.5 5.0 5.5 V",
    it(SGD, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5),
)
SGD_ISTB = f(
    SGD,
    1,
    "Istb SHDN bit = 1 150 250 µA",
    it(SGD, "standby_current", "uA", typ=150, hi=250, condition="SHDN bit = 1"),
)
SGD_ADDR = f(
    SGD,
    1,
    "(A2 = A1 = A0 = GND gives 0x70)",
    it(SGD, "i2c_address", values=["0x70"], condition="A2 = A1 = A0 = GND"),
)
SGD_VIH5 = f(
    SGD,
    1,
    "VDD = 5.0 V 3.5 V",
    it(SGD, "input_high_voltage", "V", lo=3.5, condition="SDA, SCL, VDD = 5.0 V"),
)
SGD_ISEG = f(
    SGD,
    2,
    "Segment current above 40 mA per segment must not be set.",
    it(SGD, "output_current", "mA", hi=40, condition="per segment"),
)
SGD_HV = ns(
    SGD, 2, "high-voltage displays that have several LEDs in series per segment is not specified."
)

# --------------------------------------------------------------------------- EMX7953
EMX_VDD = f(
    EMX,
    2,
    "AVDD, DVDD 3.0 3.3 3.6 V",
    it(EMX, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
EMX_ABS = f(
    EMX, 2, "AVDD, DVDD to AGND -0.3 V to +3.9 V", it(EMX, "abs_max_supply_voltage", "V", hi=3.9)
)
EMX_BAUD_HI = f(
    EMX,
    2,
    "9600 baud BAUD = high",
    it("EMX7953-U", "baud_rate", "bps", value=9600, condition="BAUD pin high"),
)
EMX_IIN = f(
    EMX,
    1,
    "Current channel (IAP, IAN) ±250 mV peak",
    it(EMX, "analog_input_range", "mV", lo=-250, hi=250, condition="current channel, peak"),
)
EMX_DC = ns(EMX, 3, "Accuracy for dc (solar string) metering is not specified")

# --------------------------------------------------------------------------- ZBM-26
ZBM_VCC = f(
    ZBM,
    1,
    "Supply voltage 2.0 - 3.6 2.4 - 3.6 2.0 - 3.6 V",
    it(ZBM, "supply_voltage", "V", lo=2.0, hi=3.6),
)
ZBM_VCC_P = f(
    ZBM,
    1,
    "Supply voltage 2.0 - 3.6 2.4 - 3.6 2.0 - 3.6 V",
    it("ZBM-26P", "supply_voltage", "V", lo=2.4, hi=3.6),
)
ZBM_ABS = f(ZBM, 2, "Supply voltage VCC -0.3 3.8 V", it(ZBM, "abs_max_supply_voltage", "V", hi=3.8))
ZBM_TX_P = f(ZBM, 1, "Max. TX power +10 +20 +10 dBm", it("ZBM-26P", "tx_power", "dBm", hi=20))
ZBM_TOP_U = f(
    ZBM,
    1,
    "Operating temperature -40 to +85 -40 to +85 -40 to +105 °C",
    it("ZBM-26U", "operating_temperature", "°C", lo=-40, hi=105),
)
ZBM_SLEEP = f(
    ZBM,
    1,
    "Deep sleep current 1.5 1.8 1.5 µA",
    it(ZBM, "standby_current", "uA", typ=1.5, condition="deep sleep"),
)
ZBM_VOH = ([], [ev(ZBM, 1, "GPIO output high VCC - 0.3 V min. at 3 mA")])
ZBM_THREAD = ns(ZBM, 2, "Thread and Matter firmware: not specified for this series.")
ZBM_RANGE = ns(ZBM, 2, "Communication range depends on installation and is not specified.")
