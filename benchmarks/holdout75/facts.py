"""Reference facts of the seventy-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AW, ES, HD, KC, KL, LC, NE, SM, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
LE = "\u2264"
GE = "\u2265"
EN = "\u2013"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers (or whose numbers are not asked): evidence only."""
    return [], [ev(device, page, quote)]


def dots(label: str, n: int, value: str) -> str:
    """A dot-leader line as pdftotext prints it (the dots survive quote matching)."""
    return f"{label} {'.' * n} {value}"


# ---------------------------------------------------------------- KLR-62
KL_VCC = f(
    KL,
    1,
    "Supply voltage 1.8 3.3 3.7 V +17 dBm and below",
    it(KL, "supply_voltage", "V", lo=1.8, typ=3.3, hi=3.7, condition="+17 dBm and below"),
)
KL_VCC20 = f(
    KL,
    1,
    "2.4 3.3 3.7 V +20 dBm (PA_BOOST, high power)",
    it(KL, "supply_voltage", "V", lo=2.4, typ=3.3, hi=3.7, condition="+20 dBm, PA_BOOST"),
)
KL_ABS = f(
    KL,
    1,
    "Supply voltage VCC -0.3 3.9 V",
    it(KL, "abs_max_supply_voltage", "V", hi=3.9, condition="VCC, absolute maximum"),
)
KL_TX17 = f(
    KL,
    1,
    "87 95 mA POUT = +17 dBm, PA_BOOST",
    it(KL, "supply_current", "mA", typ=87, hi=95, condition="transmit, +17 dBm"),
)
KL_TX20 = f(
    KL,
    1,
    "Transmit current 120 130 mA POUT = +20 dBm, PA_BOOST",
    it(KL, "supply_current", "mA", typ=120, hi=130, condition="transmit, +20 dBm"),
)
KL_BAND_868 = f(
    KL,
    1,
    "Frequency range 410 ~ 525 863 ~ 870 902 ~ 928 MHz",
    it("KLR-62-868", "frequency_band", "MHz", lo=863, hi=870),
)
KL_PWR_868 = f(
    KL,
    1,
    "Maximum output power +20 +14 * +20 dBm",
    it("KLR-62-868", "tx_power", "dBm", hi=14, condition="shipped limit, EU SRD"),
)
KL_PWR_NOTE = note(KL, 1, "Shipped with the output limited to +14 dBm ERP for EU 868 MHz SRD use")
KL_5V = note(KL, 2, "Do not connect VCC or any signal pin to 5 V.")
KL_RANGE = note(KL, 2, "Range depends on antenna, height and environment and is not specified.")

# ---------------------------------------------------------------- AWM-310
AW_VDD = f(
    AW,
    1,
    "Supply voltage VDD33 3.0 3.3 3.6 V",
    it(AW, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
AW_BAUD = f(
    AW,
    1,
    "Host UART at 115200 baud, 8N1 by factory default",
    it(AW, "baud_rate", "bps", value=115200, condition="factory default"),
)
AW_DEEP = f(
    AW,
    2,
    "Deep-sleep, RTC timer running 20 " + MU + "A",
    it(AW, "standby_current", "uA", typ=20, condition="deep-sleep, RTC timer running"),
)
AW_TOP_U = f(
    AW,
    2,
    "AWM-310U-T u.FL (IPEX) -20 to +70 " + DEG,
    it("AWM-310U", "operating_temperature", DEG, lo=-20, hi=70),
)
AW_TOP_P = f(
    AW,
    2,
    "AWM-310P-T PCB trace -40 to +85 " + DEG,
    it("AWM-310P", "operating_temperature", DEG, lo=-40, hi=85),
)
AW_TOP_SEE = note(AW, 1, "Operating ambient temperature TA see Table 7")
AW_VIH = f(AW, 1, "VIH 2.5 3.6 V", it(AW, "input_high_voltage", "V", lo=2.5, hi=3.6))
AW_VIO_ABS = f(
    AW,
    1,
    "Voltage on any I/O pin VIO -0.3 to 3.6 V",
    it(AW, "abs_max_input_voltage", "V", hi=3.6),
)
AW_TX_B = f(
    AW,
    2,
    "Transmit 802.11b, 1 Mbps, POUT = +19.5 dBm 280 mA",
    it(AW, "supply_current", "mA", typ=280, condition="TX 802.11b, +19.5 dBm"),
)
AW_UNO = note(AW, 2, "The 3.3 V output of an Arduino Uno (about 150 mA) cannot supply the AWM-310.")
AW_SRC = note(AW, 1, "Supply current capability of the source IVDD 500 mA")

# ---------------------------------------------------------------- SMT-TX20
SM_LOOP = f(
    SM,
    1,
    "Napetost zanke (Loop supply voltage) 10 24 30 V DC",
    it(SM, "supply_voltage", "V", lo=10, typ=24, hi=30, condition="loop supply"),
)
SM_ABS = f(
    SM,
    1,
    dots("Napetost zanke (Loop voltage), 1 min", 118, "36 V DC"),
    it(SM, "abs_max_supply_voltage", "V", hi=36, condition="loop voltage, 1 min"),
)
SM_RESP_PT = f(
    SM,
    1,
    "Odzivni čas (Response time, 10" + EN + "90 %) 10 10 250 ms",
    it("SMT-TX20-PT", "response_time", "ms", value=250, condition="10-90 %"),
)
SM_IN_U5 = f(
    SM,
    1,
    "Vhodno območje (Input range) 0 ... 10 0 ... 5 -50 ... +150 V / V / " + DEG,
    it("SMT-TX20-U5", "analog_input_range", "V", lo=0, hi=5),
)
SM_RL = note(SM, 2, "Pri Us = 24 V je to 622 " + OHM + ", pri Us = 12 V le 88")
SM_RL_EN = note(SM, 2, "The largest load resistance in the loop is RL = (Us " + EN + " 10 V)")
SM_ISO = note(
    SM,
    2,
    "Not isolated: do not connect the input to a circuit that is not referenced to the loop minus",
)
SM_PT100 = note(SM, 1, "The SMT-TX20 converts a voltage signal or a Pt100")

# ---------------------------------------------------------------- HD-50
HD_VIN = f(
    HD,
    1,
    "Supply voltage (PVCC) 8 " + EN + " 26 V DC (19 " + EN + " 24 V recommended)",
    it(HD, "supply_voltage", "V", lo=8, hi=26),
)
HD_ABS = f(
    HD,
    2,
    "PVCC must never exceed 28 V, not even for a moment.",
    it(HD, "abs_max_supply_voltage", "V", hi=28),
)
HD_SBY = f(
    HD,
    1,
    "Standby current (MUTE/SDZ low) 0.4 mA",
    it(HD, "standby_current", "mA", value=0.4, condition="SDZ low"),
)
HD_IDLE_M = f(
    HD,
    1,
    "Idle current, no signal, 24 V 32 mA (HD-50S), 36 mA (HD-50M)",
    it("HD-50M", "quiescent_current", "mA", value=36, condition="idle, no signal, 24 V"),
)
HD_SDZ = f(
    HD,
    2,
    "low (" + LE + " 0.8 V) = standby, high (" + GE + " 2.0 V) = play; 3.3 V or 5 V logic",
    it(HD, "input_high_voltage", "V", lo=2.0, condition="SDZ, play"),
    it(HD, "input_low_voltage", "V", hi=0.8, condition="SDZ, standby"),
)
HD_CAR = note(
    HD, 2, "Yes. With the engine running (about 14.4 V) it is still well inside the supply range."
)
HD_USB = note(HD, 2, "Not from a plain 5 V USB port or power bank: 5 V is below the lockout.")
HD_7S = note(HD, 2, "a 29.4 V (7S) battery pack is not.")
HD_SNR = note(HD, 1, "Signal-to-noise ratio 102 dB (A-weighted, gain 20 dB)")

# ---------------------------------------------------------------- ESU-50W
ES_RANGE_U = f(
    ES,
    1,
    "Measuring distance 20 ... 600 cm 28 ... 750 cm",
    it("ESU-50W-U", "measurement_range", "cm", lo=28, hi=750, quantity="distance"),
)
ES_VCC = f(
    ES,
    1,
    "Supply voltage 3.3 ... 5.5 V DC 3.3 ... 5.5 V DC",
    it(ES, "supply_voltage", "V", lo=3.3, hi=5.5),
)
ES_I_AUTO = f(
    ES,
    1,
    "Automatic serial -U RX pin open or high 12 mA",
    it("ESU-50W-U", "supply_current", "mA", typ=12, condition="automatic serial mode"),
)
ES_IP_BOARD = f(
    ES,
    1,
    "Protection, electronics board none (IP00) none (IP00)",
    it(ES, "ip_rating", values=["IP00"], condition="electronics board"),
)
ES_IP_PROBE = note(ES, 1, "Protection, transducer and cable IP67 IP67")
ES_TOP = f(
    ES,
    1,
    "Operating temperature -15 ... +60 " + DEG + " -15 ... +60 " + DEG,
    it(ES, "operating_temperature", DEG, lo=-15, hi=60),
)
ES_ECHO = note(ES, 1, "Output high level VCC VCC")
ES_SUBMERGE = note(
    ES, 2, "Only the transducer and its cable are sealed. Do not submerge the transducer"
)

# ---------------------------------------------------------------- LC-TK01
LC_VDD = f(
    LC,
    1,
    "Working voltage" + FWC + "2.0V" + FWT + "5.5V",
    it(LC, "supply_voltage", "V", lo=2.0, hi=5.5),
)
LC_IDD_LP = f(
    LC,
    1,
    "Operating current IDD VDD=3V, low power 1.5 3.0 " + MU + "A",
    it(LC, "supply_current", "uA", typ=1.5, hi=3.0, condition="VDD = 3 V, low power mode"),
)
LC_RESP = f(
    LC,
    1,
    "Response time" + FWC + "fast mode 60ms, low power mode 220ms",
    it(LC, "response_time", "ms", value=60, condition="fast mode"),
)
LC_WARM = f(
    LC,
    1,
    "Power-on stabilization time" + FWC + "about 0.5s (do not touch)",
    it(LC, "warm_up_time", "s", value=0.5),
)
LC_TOP = f(
    LC,
    1,
    "Working temperature" + FWC + "-20" + FW_C + FWT + "+70" + FW_C,
    it(LC, "operating_temperature", DEG, lo=-20, hi=70),
)
LC_IOL = f(
    LC,
    1,
    "Output sink current IOL VDD=3V, VOL=0.4V 8 mA",
    it(LC, "output_current", "mA", typ=8, condition="sink, VDD = 3 V"),
)
LC_RELAY = note(LC, 2, "the I/O pin cannot drive a relay coil directly")
LC_VCCOUT = note(
    LC, 2, "The output high level equals VCC. Power the module from 3.3V when it drives an"
)
LC_PANEL = note(LC, 1, "Panel thickness" + FWC + "acrylic or glass " + LE + " 5mm")

# ---------------------------------------------------------------- KC-SRV16
KC_ADDR = f(
    KC,
    1,
    "I2C address 0x40 (all jumpers open) up to 0x7F",
    it(KC, "i2c_address", values=["0x40"], condition="default, all jumpers open"),
)
KC_VPLUS = f(
    KC,
    1,
    "Servo supply (V+ terminal) 4.8 " + EN + " 6.0 V, 5 V recommended",
    it(KC, "load_supply_voltage", "V", lo=4.8, hi=6.0, condition="V+ servo terminal"),
)
KC_VCC = f(
    KC,
    1,
    "Logic supply (VCC pin) 3.0 " + EN + " 5.5 V",
    it(KC, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="board VCC"),
)
KC_I2C = f(
    KC,
    1,
    "I2C clock up to 400 kHz on this board",
    it(KC, "i2c_clock_frequency", "kHz", hi=400),
)
KC_PI = note(
    KC, 2, "Yes. Connect VCC to the Pi's 3.3 V pin, never to 5 V, because the pull-ups go to VCC."
)
KC_2S = note(KC, 2, "No. 2S is 8.4 V when charged, above the 6 V the board and most servos take.")
KC_OSC = note(KC, 1, "A 16-channel 12-bit PWM controller chip with its own 25 MHz oscillator")

# ---------------------------------------------------------------- NE-WL
NE_VCC = f(
    NE,
    1,
    "Maitinimo įtampa Supply voltage 3.0 " + EN + " 5.5 3.0 " + EN + " 5.5 V DC",
    it(NE, "supply_voltage", "V", lo=3.0, hi=5.5),
)
NE_LEN100 = f(
    NE,
    1,
    "Jutiklio ilgis Sensing length 0 " + EN + " 40 0 " + EN + " 100 mm",
    it("NE-WL100", "measurement_range", "mm", lo=0, hi=100, quantity="distance"),
)
NE_I = f(
    NE,
    1,
    "Vartojama srovė Current consumption < 20 < 20 mA",
    it(NE, "supply_current", "mA", hi=20),
)
NE_20MM = f(
    NE,
    1,
    "NE-WL40 0 2.05 2.74 3.13 3.37 V",
    it("NE-WL40", "analog_output_voltage", "V", typ=2.74, condition="20 mm depth, VCC = 5 V"),
)
NE_DEPTH = note(NE, 1, "Gylis / Depth (mm) 0 10 20 30 40 Vnt. / Unit")
NE_TOP = f(
    NE,
    1,
    "Darbo temperatūra Operating temperature +10 " + EN + " +30 +10 " + EN + " +30 " + DEG,
    it(NE, "operating_temperature", DEG, lo=10, hi=30),
)
NE_3V3 = note(
    NE,
    2,
    "The output never exceeds VCC, so with VCC = 3.3 V it is safe for ESP32 and Raspberry Pi Pico "
    "ADC inputs",
)
NE_ACC = note(NE, 2, "No accuracy is specified.")
NE_WP = note(
    NE,
    2,
    "Only the trace area may be immersed. The connector and component side are not waterproof.",
)
