"""Reference facts of the forty-third hold-out set, each read off a generated PDF.

A fact is (items, evidence); quotes are the pdftotext -layout text of the cited
page (score.py compares them without spaces and punctuation). A tolerance such as
"DC12V±10%" is given as its nominal value only: the bounds it implies are not
printed on the sheet.
"""

from __future__ import annotations

from qkit import CP, EV, JB, KL, MT, NS, RT, ZJ, Fact, Item, ev, it

DEG = "\u00b0C"


def f(doc_device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(doc_device, page, quote)]


def ns(doc_device: str, page: int, quote: str) -> list[dict]:
    """A sheet's own 'not specified' line (evidence for insufficient_evidence)."""
    return [ev(doc_device, page, quote)]


JBA, JBB = "JB-620A", "JB-620B"
R302, R310, R350 = "RTQ-302", "RTQ-310", "RTQ-350"
N24, N230 = "NSR 3.2-24", "NSR 3.2-230"
M230, M400, M480 = "MTR-3F-230", "MTR-3F-400", "MTR-3F-480"

# --------------------------------------------------------------------------- JB-620
JB_VQ = "Working voltage DC12V±10% DC24V±10%"
JBA_V = f(JB, 1, JB_VQ, it(JBA, "supply_voltage", "V", typ=12, condition="JB-620A, DC12V ±10%"))
JBB_V = f(JB, 1, JB_VQ, it(JBB, "supply_voltage", "V", typ=24, condition="JB-620B, DC24V ±10%"))
JB_IQ = "Working current ≤300mA ≤180mA (coin passing)"
JBA_I = f(JB, 1, JB_IQ, it(JBA, "supply_current", "mA", hi=300, condition="working, coin passing"))
JBB_I = f(JB, 1, JB_IQ, it(JBB, "supply_current", "mA", hi=180, condition="working, coin passing"))
JBB_SB = f(
    JB,
    1,
    "Standby current ≤50mA ≤35mA",
    it(JBB, "standby_current", "mA", hi=35, condition="JB-620B standby"),
)
JB_OUT = f(
    JB,
    1,
    "COIN output rating 30V / 50mA 30V / 50mA",
    it(JB, "output_current", "mA", hi=50, condition="COIN open-collector output, 30 V / 50 mA"),
)
JB_T = f(
    JB,
    1,
    "Operating temperature：-10～60℃",
    it(JB, "operating_temperature", DEG, lo=-10, hi=60),
)
JB_HUM = f(JB, 1, "Relative humidity：≤95%RH", it(JB, "operating_humidity", "%RH", hi=95))

# --------------------------------------------------------------------------- EVC-32
EV_V = f(
    EV,
    1,
    "Supply voltage 11.4 12.0 12.6 V",
    it(EV, "supply_voltage", "V", lo=11.4, typ=12.0, hi=12.6, condition="Vsup, Table 1"),
)
EV_ABS = f(EV, 1, "Supply voltage 16 V", it(EV, "abs_max_supply_voltage", "V", hi=16))
EV_IOFF = f(
    EV,
    1,
    "Supply current contactor off 45 60 mA",
    it(EV, "supply_current", "mA", typ=45, hi=60, condition="contactor off"),
)
EV_ION = f(
    EV,
    1,
    "contactor driver on 560 mA",
    it(EV, "supply_current", "mA", hi=560, condition="contactor driver on"),
)
EV_K = f(
    EV,
    1,
    "Contactor driver 12 V, low side 500 mA output current",
    it(EV, "output_current", "mA", hi=500, condition="contactor driver, 12 V low side"),
)
EV_BAUD = f(
    EV,
    2,
    "RS-485 baud rate Modbus RTU 9600 115200 bd",
    it(EV, "baud_rate", "bps", lo=9600, hi=115200, condition="Modbus RTU"),
)
EV_T = f(
    EV, 2, "Operating temperature -30 +50 °C", it(EV, "operating_temperature", DEG, lo=-30, hi=50)
)
EV_STG = f(
    EV,
    1,
    "Storage temperature -40 to +85 °C",
    it(EV, "storage_temperature", DEG, lo=-40, hi=85),
)
EV_HUM = f(
    EV,
    2,
    "Relative humidity non-condensing 5 95 %",
    it(EV, "operating_humidity", "%RH", lo=5, hi=95, condition="non-condensing"),
)
EV_IP = f(EV, 2, "Protection module only IP20", it(EV, "ip_rating", values=["IP20"]))
EV_NOTRIP = ns(EV, 2, "Tripping time of the RDC-DD input is not specified")

# --------------------------------------------------------------------------- CPL-2
CP_V = f(
    CP,
    1,
    "(3.0 to 3.7 V).",
    it(CP, "supply_voltage", "V", lo=3.0, hi=3.7, condition="external supply instead of the cell"),
)
CP_VX = ev(CP, 1, "An external 3.6 V supply may be used instead of the cell")
CP_SLEEP = f(
    CP,
    1,
    "The sleep current of the counter is 6 µA",
    it(CP, "standby_current", "uA", value=6, condition="sleep"),
)
CP_TX = f(CP, 2, "14 dBm max.", it(CP, "tx_power", "dBm", hi=14))
CP_BAND = f(CP, 2, "863 - 870 MHz", it(CP, "frequency_band", "MHz", lo=863, hi=870))
CP_RX = f(CP, 2, "-137 dBm (SF12)", it(CP, "rx_sensitivity", "dBm", value=-137, condition="SF12"))
CP_T = f(
    CP,
    1,
    "Operating temperature -25 °C to +70 °C",
    it(CP, "operating_temperature", DEG, lo=-25, hi=70),
)
CP_IP = f(CP, 1, "IP68 housing", it(CP, "ip_rating", values=["IP68"]))
CP_PROTO = f(CP, 1, "LoRaWAN 1.0.3, EU868", it(CP, "wireless_protocol", values=["LoRaWAN"]))
CP_INMAX = f(
    CP,
    1,
    "An active voltage on the inputs above 3.6 V is not allowed.",
    it(CP, "abs_max_input_voltage", "V", hi=3.6, condition="pulse inputs, no active voltage"),
)
CP_SF12 = ns(CP, 2, "Battery life at SF12 is not specified.")

# --------------------------------------------------------------------------- ZJ-PC4
ZJ_V = f(ZJ, 1, "Power supply 9～30 (DC) V", it(ZJ, "supply_voltage", "V", lo=9, hi=30))
ZJ_P = f(ZJ, 1, "Power consumption ≤0.8 W", it(ZJ, "power_consumption", "W", hi=0.8))
ZJ_VIH = f(
    ZJ,
    1,
    "Input high level 5～30 V (PNP mode)",
    it(ZJ, "input_high_voltage", "V", lo=5, hi=30, condition="PNP mode"),
)
ZJ_VIL = f(
    ZJ,
    1,
    "Input low level 0～1.5 V (PNP mode)",
    it(ZJ, "input_low_voltage", "V", lo=0, hi=1.5, condition="PNP mode"),
)
ZJ_BAUD = f(ZJ, 1, "Baud rate 1200～115200 bps", it(ZJ, "baud_rate", "bps", lo=1200, hi=115200))
ZJ_T = f(
    ZJ,
    1,
    "Operating temperature -20～+60 ℃",
    it(ZJ, "operating_temperature", DEG, lo=-20, hi=60),
)
ZJ_STG = f(
    ZJ, 2, "Storage temperature：-40～+85℃", it(ZJ, "storage_temperature", DEG, lo=-40, hi=85)
)
ZJ_IP = f(ZJ, 2, "IP rating：IP20 (indoor cabinet).", it(ZJ, "ip_rating", values=["IP20"]))
ZJ_NPN = f(
    ZJ,
    2,
    "Dry contact and NPN inputs are supplied by the module (12V internal).",
    it(ZJ, "output_voltage", "V", value=12, condition="internal supply of the NPN / dry inputs"),
)

# --------------------------------------------------------------------------- KLV5210
KL_VS = f(
    KL,
    1,
    "Single supply 12 30 V",
    it(KL, "supply_voltage", "V", lo=12, hi=30, condition="single supply"),
)
KL_ABS = f(
    KL,
    2,
    "Supply voltage (single) 36 V",
    it(KL, "abs_max_supply_voltage", "V", hi=36, condition="single supply"),
)
KL_IQ = f(
    KL,
    1,
    "Quiescent current IQ no load 12 16 mA",
    it(KL, "quiescent_current", "mA", typ=12, hi=16, condition="no load, VS = ±15 V"),
)
KL_VOUT1 = f(
    KL,
    1,
    "VS = 12 V single 0 10 V",
    it(KL, "analog_output_voltage", "V", lo=0, hi=10, condition="VS = 12 V single supply"),
)
KL_VOUT2 = f(
    KL,
    1,
    "Output voltage VOUT RL = 2 kΩ -10 +10 V range",
    it(KL, "analog_output_voltage", "V", lo=-10, hi=10, condition="VS = ±15 V, RL = 2 kΩ"),
)
KL_EXCI = f(
    KL,
    1,
    "Output current 30 mA rms",
    it(KL, "output_current", "mA", hi=30, condition="excitation output, rms"),
)
KL_T = f(
    KL,
    2,
    "Operating temperature -40 °C to +85 °C",
    it(KL, "operating_temperature", DEG, lo=-40, hi=85, condition="recommended operating"),
)
KL_STG = f(
    KL,
    2,
    "Storage temperature -65 °C to +150 °C",
    it(KL, "storage_temperature", DEG, lo=-65, hi=150),
)
KL_NO420 = ns(KL, 2, "A 4-20 mA current output is not provided and is not specified.")

# --------------------------------------------------------------------------- RTQ-300
RT_V = f(RT, 1, "Supply voltage DC 24 V ±10 %", it(RT, "supply_voltage", "V", typ=24))
RT_IQ = "V type 90 mA F type 70 mA"
RT_IV = f(RT, 1, RT_IQ, it(RT, "supply_current", "mA", typ=90, condition="V type, DC 24 V"))
RT_IF = f(RT, 1, RT_IQ, it(RT, "supply_current", "mA", typ=70, condition="F type, DC 24 V"))
RT_OUT = f(
    RT,
    1,
    "Output (V type) ±5 V at rated torque (load ≥ 10 kΩ)",
    it(RT, "analog_output_voltage", "V", lo=-5, hi=5, condition="V type, at rated torque"),
)
RT_FOUT = f(
    RT,
    1,
    "Output (F type) 10 kHz ±5 kHz, TTL 5 V square wave",
    it(RT, "output_high_voltage", "V", value=5, condition="F type, TTL 5 V square wave"),
)
RT_RESP = f(RT, 1, "Response (V type) 1 ms (-3 dB 1 kHz)", it(RT, "response_time", "ms", value=1))
RT_T = f(
    RT,
    2,
    "Operating temperature 0 ～ +60 ℃",
    it(RT, "operating_temperature", DEG, lo=0, hi=60),
)
RT_STG = f(
    RT,
    2,
    "Storage temperature -20 ～ +70 ℃",
    it(RT, "storage_temperature", DEG, lo=-20, hi=70),
)
RT_IP = f(RT, 2, "Protection IP54", it(RT, "ip_rating", values=["IP54"]))
RT_SPEED = ev(RT, 1, "Speed pickup 60 pulses / rev, open collector")

# --------------------------------------------------------------------------- NSR 3.2
NS_VQ = "Rated supply voltage UB 24 V AC/DC 230 V AC"
NS_TOL = ev(NS, 1, "Supply voltage tolerance -15 % / +10 % -15 % / +10 %")
N24_V = (
    [it(N24, "supply_voltage", "V", typ=24, condition="24 V AC/DC, -15 % / +10 %")],
    [ev(NS, 1, NS_VQ), NS_TOL],
)
N230_V = (
    [it(N230, "supply_voltage", "V", typ=230, condition="230 V AC, -15 % / +10 %")],
    [ev(NS, 1, NS_VQ), NS_TOL],
)
N24_P = f(
    NS,
    1,
    "Power consumption 2.2 W (1) 4.5 VA",
    it(N24, "power_consumption", "W", value=2.2, condition="at UB = 24 V DC, all relays energised"),
)
NS_CAC = f(
    NS,
    1,
    "Switching capacity 6 A / 250 V AC (2) 6 A / 250 V AC (2) safety contacts",
    it(NS, "contact_current", "A", hi=6, condition="safety contacts, 250 V AC"),
    it(NS, "contact_voltage", "V", hi=250, condition="safety contacts, AC"),
)
NS_CDC = f(
    NS,
    1,
    "6 A / 24 V DC 6 A / 24 V DC",
    it(NS, "contact_current", "A", hi=6, condition="safety contacts, 24 V DC"),
)
NS_AC15 = f(
    NS,
    1,
    "(2) AC-15: 3 A / 230 V; DC-13: 2 A / 24 V.",
    it(NS, "contact_current", "A", hi=3, condition="safety contacts, AC-15 at 230 V"),
)
NS_RESP = f(NS, 1, "Response time ≤ 30 ms ≤ 30 ms", it(NS, "response_time", "ms", hi=30))
NS_REL = f(
    NS,
    1,
    "Release time (E-stop) ≤ 20 ms ≤ 20 ms",
    it(NS, "response_time", "ms", hi=20, condition="release time, E-stop"),
)
NS_T = f(
    NS,
    1,
    "Operating temperature -20 °C … +55 °C",
    it(NS, "operating_temperature", DEG, lo=-20, hi=55),
)
NS_IP = f(
    NS,
    1,
    "Protection housing / terminals IP40 / IP20",
    it(NS, "ip_rating", values=["IP40", "IP20"], condition="housing IP40, terminals IP20"),
)
NS_OSSD = ns(NS, 2, "OSSD (semiconductor) outputs of light curtains are not specified")
NS_LIFE = ns(NS, 2, "Mechanical life 10 million operations; electrical life not specified.")

# --------------------------------------------------------------------------- MTR-3F
MT_RQ = "Campo di misura 160 … 280 V 300 … 500 V 380 … 580 V Measuring range"
M230_R = f(
    MT,
    1,
    MT_RQ,
    it(M230, "measurement_range", "V", quantity="voltage", lo=160, hi=280, condition="L-L"),
)
M400_R = f(
    MT,
    1,
    MT_RQ,
    it(M400, "measurement_range", "V", quantity="voltage", lo=300, hi=500, condition="L-L"),
)
MT_CQ = "Portata contatto 8 A / 250 V AC 8 A / 250 V AC 5 A / 250 V AC Contact rating"
M400_C = f(
    MT,
    1,
    MT_CQ,
    it(M400, "contact_current", "A", hi=8, condition="1 CO, 250 V AC"),
    it(M400, "contact_voltage", "V", hi=250, condition="AC"),
)
M480_C = f(
    MT,
    1,
    MT_CQ,
    it(M480, "contact_current", "A", hi=5, condition="1 CO, 250 V AC"),
    it(M480, "contact_voltage", "V", hi=250, condition="AC"),
)
MT_RESP = f(
    MT,
    1,
    "Tempo di risposta < 200 ms < 200 ms < 200 ms Response time (phase loss)",
    it(MT, "response_time", "ms", hi=200, condition="phase loss"),
)
MT_T = f(
    MT,
    2,
    "-20 … +60 °C",
    it(MT, "operating_temperature", DEG, lo=-20, hi=60),
)
MT_TQ = ev(MT, 2, "Temperatura di funzionamento / Operating temperature")
MT_STG = f(MT, 2, "-30 … +70 °C", it(MT, "storage_temperature", DEG, lo=-30, hi=70))
MT_IP = f(
    MT,
    2,
    "IP20 (terminals), IP40 (front)",
    it(MT, "ip_rating", values=["IP20", "IP40"], condition="terminals IP20, front IP40"),
)
MT_VFD = ns(MT, 2, "Use on variable frequency drive outputs is not specified.")
