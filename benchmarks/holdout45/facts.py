"""Reference facts of the forty-fifth hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation).
"""

from __future__ import annotations

from qkit import AS, BV, CI, HM, KS, PD, PE, WM, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


BVA, BVB = "BV-700A", "BV-700B"
W06, W15, W25 = "WM-55-06", "WM-55-15", "WM-55-25"
P05, P12 = "PDM13-05", "PDM13-12"
A009, A018, A032 = "AS2-009", "AS2-018", "AS2-032"
CDI, CDIO = "CIO-16DI", "CIO-16DIO"
HM1 = "HM2111"
E12, E24 = "PE-25-12", "PE-25-24"
K16, K25 = "KSS-1-16", "KSS-1-25"

# --------------------------------------------------------------------------- BV-700
BVA_V = (
    [
        it(
            BVA,
            "supply_voltage",
            "V",
            lo=10.8,
            typ=12,
            condition="DC12V ±10 %; motor stalls below 10.8 V",
        )
    ],
    [
        ev(BV, 1, "Power supply DC12V±10% DC24V±10%"),
        ev(BV, 2, "BV-700A needs DC12V±10%; below 10.8V the motor stalls."),
    ],
)
BVB_V = f(
    BV,
    1,
    "Power supply DC12V±10% DC24V±10%",
    it(BVB, "supply_voltage", "V", typ=24, condition="DC24V ±10 %"),
)
BV_STBY = f(
    BV,
    1,
    "Standby current ≤150mA ≤100mA",
    it(BVA, "standby_current", "mA", hi=150, condition="BV-700A"),
    it(BVB, "standby_current", "mA", hi=100, condition="BV-700B"),
)
BVA_RUN = f(
    BV,
    1,
    "≤1.2A ≤0.6A",
    it(BVA, "supply_current", "A", hi=1.2, condition="working current, motor running"),
)
BVB_RUN = f(
    BV,
    1,
    "≤1.2A ≤0.6A",
    it(BVB, "supply_current", "A", hi=0.6, condition="working current, motor running"),
)
BV_BAUD = f(
    BV,
    1,
    "runs at 9600 bps, 8 data bits, even parity, 1 stop bit",
    it(BV, "baud_rate", "bps", value=9600, condition="serial port"),
)
BV_IF = f(
    BV,
    1,
    "Interfaces: Pulse, RS232, ccTalk (selected by DIP switch)",
    it(BV, "interface", None, values=["Pulse", "RS232", "ccTalk"]),
)
BV_T = f(
    BV,
    1,
    "Working temperature：0～50℃",
    it(BV, "operating_temperature", DEG, lo=0, hi=50),
)
BV_PULSE = f(
    BV,
    2,
    "Yes if the counter draws no more than 50mA and its supply is 30V or less.",
    it(BV, "output_current", "mA", hi=50, condition="PULSE open collector"),
)
BV_MDB = ns(BV, 2, "MDB is not supported by this model.")
BV_IP = ns(BV, 2, "IP rating is not specified.")

# --------------------------------------------------------------------------- WM-55
WM_QI = f(
    WM,
    1,
    "Minimum flow qi l/h 6 15 25",
    it(W15, "measurement_range", "l/h", lo=15, quantity="flow_rate", condition="minimum flow qi"),
)
WM_MED = f(
    WM,
    1,
    "Medium temperature range 5 … 90 °C",
    it(WM, "measurement_range", DEG, lo=5, hi=90, quantity="temperature", condition="medium"),
)
WM_AMB = f(
    WM,
    1,
    "Ambient temperature, operation 5 … 55 °C",
    it(WM, "operating_temperature", DEG, lo=5, hi=55),
)
WM_STG = f(
    WM, 2, "Storage temperature -20 … +60 °C", it(WM, "storage_temperature", DEG, lo=-20, hi=60)
)
WM_IP_FLOW = f(
    WM, 2, "Protection class, flow sensor IP65", it(WM, "ip_rating", None, values=["IP65"])
)
WM_IP_CALC = f(
    WM, 1, "Protection class, calculator IP54", it(WM, "ip_rating", None, values=["IP54"])
)
WM_BAT = f(
    WM,
    1,
    "internal 3.6 V lithium battery",
    it(WM, "supply_voltage", "V", value=3.6, condition="internal lithium battery"),
)
WM_BAUD = f(
    WM,
    2,
    "M-Bus baud rate 300 / 2400 Bd (auto detect)",
    it(WM, "baud_rate", "bps", lo=300, hi=2400, condition="M-Bus, auto detect"),
)
WM_MBUS_I = f(
    WM,
    1,
    "the meter draws 1 unit load (1.5 mA) from the bus",
    it(WM, "supply_current", "mA", value=1.5, condition="M-Bus, 1 unit load"),
)
WM_PULSE = f(
    WM,
    2,
    "Pulse output1) open collector, max. 30 V DC / 20 mA",
    it(WM, "output_current", "mA", hi=20, condition="pulse output, option P"),
)
WM_COOL = ns(WM, 2, "use as a cooling meter is not specified")
WM_MAINS = ns(WM, 2, "A mains power supply module is not available for this meter.")

# --------------------------------------------------------------------------- PDM13
PD_ABS = f(
    PD,
    1,
    "Input voltage, VIN+ to VIN- -0.3 to 60 V",
    it(PD, "abs_max_supply_voltage", "V", hi=60),
)
PD_VIN = f(
    PD,
    1,
    "Input voltage 36 48 57 V",
    it(PD, "supply_voltage", "V", lo=36, typ=48, hi=57, condition="recommended"),
)
PD_T = f(
    PD,
    1,
    "Operating temperature (full power) -20 +70 °C",
    it(PD, "operating_temperature", DEG, lo=-20, hi=70, condition="full power"),
)
P05_V = f(PD, 1, "Output voltage 5.0 12.0 V", it(P05, "output_voltage", "V", value=5.0))
P12_V = f(PD, 1, "Output voltage 5.0 12.0 V", it(P12, "output_voltage", "V", value=12.0))
P05_I = f(PD, 1, "2.4 1.1 A", it(P05, "output_current", "A", hi=2.4))
P12_I = f(PD, 1, "2.4 1.1 A", it(P12, "output_current", "A", hi=1.1))
PD_AT = ns(PD, 2, "The PDM13 is not IEEE 802.3at (PoE+) Type 2 capable.")
PD_HOLD = ns(PD, 2, "Hold-up time after loss of input is not specified.")

# --------------------------------------------------------------------------- AS2
A009_I = f(AS, 1, "Rated operational current Ie A 9 18 32", it(A009, "output_current", "A", hi=9))
A018_I = f(AS, 1, "Rated operational current Ie A 9 18 32", it(A018, "output_current", "A", hi=18))
AS_UE = f(
    AS,
    1,
    "Rated operational voltage Ue 3 × 200 … 480 V AC, -15 % / +10 %",
    it(AS, "supply_voltage", "V", lo=200, hi=480, condition="Ue, 3-phase, rated"),
)
AS_US24 = f(
    AS,
    1,
    "Control supply Us, AS2-xxx-24 24 V AC/DC ± 10 %",
    it(AS, "logic_supply_voltage", "V", typ=24, condition="AS2-xxx-24, ±10 %"),
)
AS_US230 = f(
    AS,
    1,
    "Control supply Us, AS2-xxx-230 110 … 240 V AC ± 10 %",
    it(AS, "logic_supply_voltage", "V", lo=110, hi=240, condition="AS2-xxx-230"),
)
AS_START = f(
    AS,
    1,
    "Start input, voltage = Us",
)
AS_START_I = f(
    AS,
    1,
    "Start input, current 8 mA",
    it(AS, "supply_current", "mA", value=8, condition="start input"),
)
AS_RELAY = f(
    AS,
    2,
    "Rating: 3 A at 250 V AC (AC-1), 1 A at 24 V DC.",
    it(AS, "contact_current", "A", hi=1, condition="TOR relay at 24 V DC"),
)
AS_RELAY_AC = f(
    AS,
    2,
    "Rating: 3 A at 250 V AC (AC-1), 1 A at 24 V DC.",
    it(AS, "contact_current", "A", hi=3, condition="TOR relay at 250 V AC"),
)
AS_T = f(
    AS, 2, "Operating temperature -5 … +40 °C", it(AS, "operating_temperature", DEG, lo=-5, hi=40)
)
AS_DERATE = f(
    AS,
    2,
    "Operating temperature with derating up to +60 °C, Ie -2 % / °C above 40 °C",
    it(AS, "operating_temperature", DEG, hi=60, condition="with derating 2 %/°C above 40 °C"),
)
AS_1PH = ns(AS, 2, "AS2 is not suitable for single-phase motors.")
AS_SCCR = ns(AS, 2, "Short-circuit current rating (SCCR) for UL applications is not stated.")

# --------------------------------------------------------------------------- CIO-16
CI_V = f(
    CI,
    1,
    "Supply voltage (logic and inputs) 24 V DC (18 … 30 V)",
    it(CI, "supply_voltage", "V", lo=18, typ=24, hi=30),
)
CDI_I = f(
    CI, 1, "60 mA 80 mA", it(CDI, "supply_current", "mA", typ=60, condition="without output load")
)
CDIO_I = f(
    CI, 1, "60 mA 80 mA", it(CDIO, "supply_current", "mA", typ=80, condition="without output load")
)
CDIO_OUT = f(
    CI,
    1,
    "Output current per channel – 0.5 A",
    it(CDIO, "output_current", "A", hi=0.5, condition="per channel"),
)
CI_IH = f(CI, 1, 'Signal voltage "1" 15 … 30 V', it(CI, "input_high_voltage", "V", lo=15, hi=30))
CI_IL = f(CI, 1, 'Signal voltage "0" -3 … +5 V', it(CI, "input_low_voltage", "V", lo=-3, hi=5))
CI_IIN = f(CI, 1, "Input current at 24 V 3 mA")
CI_BIT = f(
    CI,
    1,
    "Bit rate 10 kbit/s … 1 Mbit/s",
    it(CI, "data_rate", "kbit/s", lo=10, condition="CAN"),
    it(CI, "data_rate", "Mbit/s", hi=1, condition="CAN"),
)
CI_T = f(
    CI, 2, "Operating temperature 0 … +55 °C", it(CI, "operating_temperature", DEG, lo=0, hi=55)
)
CI_FD = ns(CI, 2, "CAN FD frames are not supported.")
CI_LEN = ns(CI, 2, "Maximum bus length depends on bit rate; see CiA 303-1.")

# --------------------------------------------------------------------------- HM2110
HM_VCC = f(HM, 1, "Supply Voltage VCC 2.7 5.5 V", it(HM, "supply_voltage", "V", lo=2.7, hi=5.5))
HM_IRX = f(
    HM,
    1,
    "receive mode, HM2110 120 180 µA",
    it(HM, "supply_current", "uA", typ=120, hi=180, condition="receive mode"),
)
HM_ITX = f(
    HM,
    1,
    "transmit mode, HM2110 160 240 µA",
    it(HM, "supply_current", "uA", typ=160, hi=240, condition="transmit mode"),
)
HM1_I = f(
    HM,
    1,
    "HM2111, reference on 185 270 µA",
    it(HM1, "supply_current", "uA", typ=185, hi=270, condition="reference on"),
)
HM_AMP = f(
    HM,
    1,
    "Output Amplitude RL = 160 Ω 400 500 600 mVp-p",
    it(HM, "output_voltage", "mV", lo=400, typ=500, hi=600, condition="TXA amplitude, peak-peak"),
)
HM_BAUD = f(
    HM,
    1,
    "1200 bit/s half-duplex UART interface",
    it(HM, "baud_rate", "bps", value=1200),
)
HM_TSPEC = f(
    HM,
    1,
    "VCC = 2.7 V to 5.5 V, TA = -40 °C to +85 °C, unless otherwise noted.",
    it(HM, "operating_temperature", DEG, lo=-40, hi=85, condition="specified range"),
)
HM_TABS = f(
    HM,
    2,
    "Operating Temperature Range -40 °C to +125 °C",
    it(HM, "operating_temperature", DEG, lo=-40, hi=125, condition="absolute maximum"),
)
HM_DIN = ns(HM, 2, "Digital Inputs to GND -0.3 V to VCC + 0.3 V")
HM_33 = ns(HM, 2, "no level shifter is needed on a 3.3 V MCU at VCC = 3.3 V")
HM_IS = ns(HM, 2, "the IS rating of the instrument is not specified here")

# --------------------------------------------------------------------------- PE-25
PE_VIN = f(PE, 1, "Input voltage 42 57 V", it(PE, "supply_voltage", "V", lo=42, hi=57))
PE_TREC = f(
    PE,
    1,
    "Operating temperature -20 +60 ℃",
    it(PE, "operating_temperature", DEG, lo=-20, hi=60, condition="recommended"),
)
PE_TABS = f(
    PE,
    1,
    "Operating temperature -30～+80 ℃",
    it(PE, "operating_temperature", DEG, lo=-30, hi=80, condition="absolute maximum"),
)
E12_V = f(
    PE,
    1,
    "PE-25-12 11.64 12.0 12.36 V",
    it(E12, "output_voltage", "V", lo=11.64, typ=12.0, hi=12.36),
)
E24_V = f(
    PE,
    1,
    "PE-25-24 23.28 24.0 24.72 V",
    it(E24, "output_voltage", "V", lo=23.28, typ=24.0, hi=24.72),
)
E12_I = f(PE, 1, "PE-25-12 12 V 2.0 A 4", it(E12, "output_current", "A", hi=2.0, condition="rated"))
E24_I = f(PE, 1, "PE-25-24 24 V 1.0 A 4", it(E24, "output_current", "A", hi=1.0, condition="rated"))
PE_AF = f(PE, 2, "Works with 802.3af (Type 1) PSE with output power limited to 12.95W.")
PE_SURGE = ns(PE, 2, "Surge immunity (IEC 61000-4-5) is not specified.")

# --------------------------------------------------------------------------- KSS-1
KS_V = f(
    KS,
    1,
    "Supply is 1-phase 220 to 240 V AC, 50/60 Hz.",
    it(KS, "supply_voltage", "V", lo=220, hi=240, condition="1-phase AC"),
)
K16_I = f(KS, 1, "Rated current 16 25 A", it(K16, "output_current", "A", hi=16, condition="rated"))
K25_I = f(KS, 1, "Rated current 16 25 A", it(K25, "output_current", "A", hi=25, condition="rated"))
KS_STBY = f(
    KS, 1, "Standby power 0.8 W", it(KS, "power_consumption", "W", typ=0.8, condition="standby")
)
KS_T = f(
    KS, 1, "Ambient temperature -20 to +50 °C", it(KS, "operating_temperature", DEG, lo=-20, hi=50)
)
KS_IP = f(KS, 1, "Enclosure IP54", it(KS, "ip_rating", None, values=["IP54"]))
KS_ALARM = f(
    KS,
    2,
    "Alarm contact A1-A2 (NO): 1 A at 250 V AC.",
    it(KS, "contact_current", "A", hi=1, condition="at 250 V AC"),
)
KS_120 = ns(KS, 2, "Use on 110/120 V AC supplies is not supported.")
KS_VFD = ns(KS, 2, "Operation with a variable frequency drive upstream is not specified.")
KS_MOT = f(KS, 1, "Applicable motor output 2.2 3.7 kW")
A032_I = f(AS, 1, "Rated operational current Ie A 9 18 32", it(A032, "output_current", "A", hi=32))


def pick(fact: Fact, *idx: int) -> Fact:
    """Only some items of a fact (one version's column), with the same evidence."""
    return [fact[0][i] for i in idx], fact[1]
