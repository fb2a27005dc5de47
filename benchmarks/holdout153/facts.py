"""Reference facts of the hundred-and-fifty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import FN, FX, JH, KB, NG, RO, SK, VR, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
LE = "\u2264"
SQ = "\u00b2"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- VRB4130-33 / -50
V33, V50 = "VRB4130-33", "VRB4130-50"
VR_VIN = f(
    VR,
    1,
    "Input voltage (see note) VIN 2.5 16 V",
    it(VR, "supply_voltage", "V", lo=2.5, hi=16, condition="input voltage, recommended operating"),
)
VR_IOUT = f(
    VR,
    1,
    "Output current IOUT 0 250 mA",
    it(VR, "output_current", "mA", hi=250, condition="output current, recommended operating"),
)
VR_VOUT_Q = "Output voltage IOUT = 1 mA 3.234 3.300 3.366 4.900 5.000 5.100 V"
VR_VOUT33 = f(
    V33,
    2,
    VR_VOUT_Q,
    it(
        V33,
        "output_voltage",
        "V",
        lo=3.234,
        typ=3.3,
        hi=3.366,
        condition="IOUT = 1 mA, VRB4130-33 column",
    ),
)
VR_VOUT50 = f(
    V50,
    2,
    VR_VOUT_Q,
    it(
        V50,
        "output_voltage",
        "V",
        lo=4.9,
        typ=5.0,
        hi=5.1,
        condition="IOUT = 1 mA, VRB4130-50 column",
    ),
)
VR_DO_Q = "IOUT = 100 mA 180 260 150 220 mV"
VR_DO33 = f(
    V33,
    2,
    VR_DO_Q,
    it(V33, "dropout_voltage", "mV", typ=180, hi=260, condition="IOUT = 100 mA, VRB4130-33 column"),
)
VR_DO50 = f(
    V50,
    2,
    VR_DO_Q,
    it(V50, "dropout_voltage", "mV", typ=150, hi=220, condition="IOUT = 100 mA, VRB4130-50 column"),
)
VR_IQ50_T = f(
    V50,
    2,
    "IOUT = 0, TA = -40 " + ELL + " +85 " + DEG + " 4.5 5.0 " + MU + "A",
    it(
        V50,
        "quiescent_current",
        MU + "A",
        hi=5.0,
        condition="IOUT = 0, TA = -40 ... +85 degC, VRB4130-50 column",
    ),
)
VR_SHDN = f(
    V33,
    2,
    "Shutdown current VEN = 0 V, VIN = 16 V 0.05 0.5 0.05 0.5 " + MU + "A",
    it(V33, "standby_current", MU + "A", typ=0.05, hi=0.5, condition="shutdown, VEN = 0 V"),
)
VR_PD23 = note(
    V33,
    2,
    "Example: a VRB4130-33 in SOT-23-5 fed from 12 V may deliver only 46 mA at 25 "
    + DEG
    + " before it reaches 400 mW.",
)
VR_PD89 = note(VR, 2, "SOT-89-3 (P3) 110 " + DEG + "/W 45 " + DEG + "/W 900 mW 360 mW")
VR_PDFORM = note(
    VR, 2, "The power dissipated in the regulator is PD = (VIN \u2013 VOUT) \u00d7 IOUT."
)

# ---------------------------------------------------------------- KBM3620 / KBM3620S
KBS = "KBM3620S"
KB_VM = f(
    KB,
    1,
    "Motor power supply voltage VM 6.5 45 6.5 45 V",
    it(KB, "load_supply_voltage", "V", lo=6.5, hi=45, condition="VM, recommended operating"),
)
KB_IRMS2_S = f(
    KBS,
    1,
    "Continuous output current (RMS), IRMS 1.6 0.9 A 2-layer board, no airflow",
    it(
        KBS,
        "output_current",
        "A",
        hi=0.9,
        condition="continuous (RMS), 2-layer board, no airflow, KBM3620S column",
    ),
)
KB_IRMS4 = f(
    KB,
    1,
    "Continuous output current (RMS), IRMS 2.4 1.3 A 4-layer board with thermal vias",
    it(
        KB,
        "output_current",
        "A",
        hi=2.4,
        condition="continuous (RMS), 4-layer board with thermal vias, KBM3620 column",
    ),
)
KB_PEAK = f(
    KB,
    1,
    "IPEAK 3.6 2.0 A",
    it(KB, "peak_output_current", "A", hi=3.6, condition="KBM3620 column"),
)
KB_SLEEP85 = f(
    KB,
    2,
    "IN1 = IN2 = 0, TA = 85 " + DEG + " 1.5 4.0 1.0 3.0",
    it(
        KB,
        "standby_current",
        MU + "A",
        typ=1.5,
        hi=4.0,
        condition="VM sleep current, TA = 85 degC, KBM3620 column",
    ),
)
KB_VIH = f(
    KB,
    2,
    "Input logic high voltage 1.5 1.5 V",
    it(KB, "input_high_voltage", "V", lo=1.5, condition="IN1, IN2"),
)
KB_LOGIC = note(KB, 2, "IN1 and IN2 work with 1.8 V, 3.3 V and 5 V logic with no level translator.")
KB_RDS125_S = f(
    KBS,
    2,
    "IOUT = 0.5 A, TJ = 125 " + DEG + " 850 1000 1350 1600",
    it(
        KBS,
        "on_resistance",
        "m" + OHM,
        typ=1350,
        hi=1600,
        condition="high side + low side, TJ = 125 degC, KBM3620S column",
    ),
)
KB_5V = note(
    KB,
    2,
    "A motor run from a 5 V USB supply is not a supported use: below 6.5 V the device can stay in "
    "undervoltage lockout.",
)
KB_CONT = note(
    KB,
    1,
    "The continuous current is limited by the package and the board, not by the driver: the "
    "junction must stay below 150 " + DEG + ".",
)
KB_RILIM = note(KB, 2, "ILIM resistor RILIM 18 100 32 100 k" + OHM)
KB_TRIP = note(
    KB, 2, "Choose RILIM = 64 kV / ITRIP, and not below the minimum of Tab. 3 for your version."
)

# ---------------------------------------------------------------- JHS-410 / JHS-415
J15 = "JHS-415"
JH_VDD = f(
    JH,
    2,
    "Supply voltage VDD 2.4 3.3 5.5 V",
    it(JH, "supply_voltage", "V", lo=2.4, typ=3.3, hi=5.5, condition="VDD, both grades"),
)
JH_VDD15 = f(
    J15,
    2,
    "Supply voltage VDD 2.4 3.3 5.5 V",
    it(J15, "supply_voltage", "V", lo=2.4, typ=3.3, hi=5.5, condition="VDD, both grades"),
)
JH_ACC410 = f(
    JH,
    1,
    "10 " + ELL + " 90 %RH " + PM + "3 " + PM + "4 " + PM + "2 " + PM + "3",
    it(
        JH,
        "accuracy",
        "%RH",
        lo=-3,
        hi=3,
        quantity="relative_humidity",
        condition="typical tolerance, 10 ... 90 %RH, JHS-410 column",
    ),
)
JH_TACC415 = f(
    J15,
    1,
    "-40 " + ELL + " +125 " + DEG + " " + PM + "0.8 " + PM + "0.6",
    it(
        J15,
        "accuracy",
        DEG,
        lo=-0.6,
        hi=0.6,
        quantity="temperature",
        condition="max. tolerance, -40 ... +125 degC, JHS-415 column",
    ),
)
JH_ADDR = f(
    JH,
    2,
    "connected to VSS 0x4A 0x94 0x95 connected to VDD 0x4B 0x96 0x97",
    it(JH, "i2c_address", values=["0x4A", "0x4B"], condition="ADDR to VSS 0x4A, to VDD 0x4B"),
)
JH_ADDR15 = f(
    J15,
    2,
    "connected to VSS 0x4A 0x94 0x95 connected to VDD 0x4B 0x96 0x97",
    it(J15, "i2c_address", values=["0x4A", "0x4B"], condition="ADDR to VSS 0x4A, to VDD 0x4B"),
)
JH_IDLE125 = f(
    J15,
    2,
    "single-shot mode, T = 125 " + DEG + " 6.0 " + MU + "A",
    it(J15, "standby_current", MU + "A", hi=6.0, condition="idle, single-shot mode, T = 125 degC"),
)
JH_FSCL = f(
    J15,
    2,
    "SCL clock frequency fSCL 0 1000 kHz",
    it(J15, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fSCL"),
)
JH_HEATER = note(JH, 2, "Heater power PH heater on, VDD = 2.4 " + ELL + " 5.5 V 3.6 33 mW")
JH_5V = note(
    JH,
    2,
    "When the host works at 5 V, supply the sensor with 5 V as well (VDD up to 5.5 V is allowed) "
    "or use a level shifter.",
)
JH_TWO = note(
    JH,
    2,
    "With two addresses, at most two JHS-41x fit on one I" + SQ + "C bus; use a bus multiplexer "
    "for more.",
)
JH_NORMAL = note(
    JH,
    1,
    "The sensor operates from -40 to +125 " + DEG + " and 0 to 100 %RH (non-condensing).",
)

# ---------------------------------------------------------------- FLX2317-I / -E
FXI, FXE = "FLX2317-I", "FLX2317-E"
FX_GRADE_E_Q = (
    "FLX2317-E 2.7 V "
    + ELL
    + " 5.5 V -40 "
    + DEG
    + " "
    + ELL
    + " +125 "
    + DEG
    + " 3 "
    + MU
    + "A SO, ML"
)
FX_VDD_E = f(
    FXE,
    1,
    FX_GRADE_E_Q,
    it(FXE, "supply_voltage", "V", lo=2.7, hi=5.5, condition="FLX2317-E grade"),
)
FX_STBY_E = f(
    FXE,
    1,
    FX_GRADE_E_Q,
    it(FXE, "standby_current", MU + "A", hi=3, condition="standby current, max., FLX2317-E grade"),
)
FX_VDD_I = f(
    FXI,
    1,
    "FLX2317-I 1.8 V "
    + ELL
    + " 5.5 V -40 "
    + DEG
    + " "
    + ELL
    + " +85 "
    + DEG
    + " 1 "
    + MU
    + "A SO, SS, ML",
    it(FXI, "supply_voltage", "V", lo=1.8, hi=5.5, condition="FLX2317-I grade"),
)
FX_FSCL = f(
    FX,
    1,
    "Fast mode VDD = 2.7 " + ELL + " 5.5 V 400 kHz",
    it(FX, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode, VDD = 2.7 ... 5.5 V"),
)
FX_ADDR = f(
    FX,
    2,
    "000 0x20 0x40 0x41 default 001 0x21 0x42 0x43 010 0x22 0x44 0x45 011 0x23 0x46 0x47 100 0x24 "
    "0x48 0x49 101 0x25 0x4A 0x4B 110 0x26 0x4C 0x4D 111 0x27 0x4E 0x4F",
    it(
        FX,
        "i2c_address",
        values=["0x20", "0x21", "0x22", "0x23", "0x24", "0x25", "0x26", "0x27"],
        condition="set by A2 A1 A0",
    ),
)
FX_ADDR20 = f(
    FX,
    2,
    "000 0x20 0x40 0x41 default",
    it(FX, "i2c_address", values=["0x20"], condition="A2 A1 A0 = 000"),
)
FX_SINK = f(
    FX,
    2,
    "Each I/O pin sinks 8 mA with VOL " + LE + " 0.6 V.",
    it(FX, "output_current", "mA", hi=8, condition="sink current per I/O pin with VOL <= 0.6 V"),
)
FX_TOTAL = note(
    FX, 2, "The sum of all currents must stay below 150 mA out of VSS and 125 mA into VDD."
)
FX_5V = note(
    FX,
    2,
    "A pin may see at most VDD + 0.6 V: the I/O pins cannot take 5 V when the FLX2317 runs at "
    "3.3 V.",
)
FX_SPI = note(FX, 2, "Not from Tussac Logic. The FLX2317 has an I" + SQ + "C interface only.")

# ---------------------------------------------------------------- NGC4057 / NGC4057H
NGH = "NGC4057H"
NG_VCC_Q = "VCC 4.25 5.0 6.5 4.4 5.0 6.5 V Input supply voltage"
NG_VCC = f(
    NG,
    1,
    NG_VCC_Q,
    it(NG, "supply_voltage", "V", lo=4.25, typ=5.0, hi=6.5, condition="VCC, NGC4057 column"),
)
NG_VCC_H = f(
    NGH,
    1,
    NG_VCC_Q,
    it(NGH, "supply_voltage", "V", lo=4.4, typ=5.0, hi=6.5, condition="VCC, NGC4057H column"),
)
NG_VF_Q = "0 " + ELL + " 85 " + DEG + " 4.158 4.200 4.242 4.307 4.350 4.393 V"
NG_VF = f(
    NG,
    1,
    NG_VF_Q,
    it(
        NG,
        "output_voltage",
        "V",
        lo=4.158,
        typ=4.2,
        hi=4.242,
        condition="regulated (float) voltage, NGC4057 column",
    ),
)
NG_VF_H = f(
    NGH,
    1,
    NG_VF_Q,
    it(
        NGH,
        "output_voltage",
        "V",
        lo=4.307,
        typ=4.35,
        hi=4.393,
        condition="regulated (float) voltage, NGC4057H column",
    ),
)
NG_I24 = f(
    NG,
    1,
    "RPROG = 2.4 k" + OHM + " 450 500 550 450 500 550 mA",
    it(
        NG,
        "output_current",
        "mA",
        lo=450,
        typ=500,
        hi=550,
        condition="charge current, RPROG = 2.4 kOhm",
    ),
)
NG_BATOFF = f(
    NG,
    1,
    "Current drawn from BAT VCC absent / VCC = 0 V 1.0 3.0 1.0 3.0",
    it(NG, "standby_current", MU + "A", typ=1.0, hi=3.0, condition="BAT pin current, VCC absent"),
)
NG_LFP = note(
    NG,
    2,
    "LiFePO4 cells (3.2 V nominal, 3.6 V full) must not be charged with the NGC4057 or the "
    "NGC4057H: both charge to 4.20 V or more.",
)

# ---------------------------------------------------------------- SKN-522 / SKN-522L
SKL = "SKN-522L"
SK_VCC = f(
    SK,
    1,
    "Supply voltage (VCC) 3.3V pin 3.0 3.3 3.6 3.0 3.3 3.6 V",
    it(SK, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, 3.3V pin"),
)
SK_READ_Q = "reading, RF field on 26 30 45 52 mA"
SK_IREAD = f(
    SK,
    1,
    SK_READ_Q,
    it(SK, "supply_current", "mA", typ=26, hi=30, condition="reading, RF field on, SKN-522 column"),
)
SK_IREAD_L = f(
    SKL,
    1,
    SK_READ_Q,
    it(
        SKL,
        "supply_current",
        "mA",
        typ=45,
        hi=52,
        condition="reading, RF field on, SKN-522L column",
    ),
)
SK_IIDLE_L = f(
    SKL,
    1,
    "idle, RF field off 11 13 12 14 mA",
    it(SKL, "supply_current", "mA", typ=12, hi=14, condition="idle, RF field off, SKN-522L column"),
)
SK_PD = f(
    SK,
    1,
    "software sleep 10 80 15 100 " + MU + "A",
    it(SK, "standby_current", MU + "A", typ=10, hi=80, condition="software sleep, SKN-522 column"),
)
SK_ADDR_L = f(
    SKL,
    2,
    "closed open I" + SQ + "C 7-bit address 0x28",
    it(SKL, "i2c_address", values=["0x28"], condition="I2C mode, J1 closed"),
)
SK_RANGE_L = f(
    SKL,
    1,
    "Read distance, free air, no metal 50 80 mm ISO card (ID-1) within 10 cm",
    it(
        SKL,
        "measurement_range",
        "mm",
        hi=80,
        quantity="distance",
        condition="read distance, ISO card, free air, SKN-522L column",
    ),
)
SK_5V = note(
    SK, 2, "There is no regulator on the board, and 5 V on this pin kills the reader IC for good."
)
SK_LOGIC = note(SK, 2, "SCK, MOSI, SDA and RST accept at most 3.6 V.")
SK_UNO33 = note(
    SK, 2, "An Arduino Uno's 3.3 V pin gives only 50 mA. One SKN-522 (30 mA max.) is fine there;"
)
SK_SPIONLY = note(SK, 2, "The SKN-522 has no jumpers: it talks SPI only.")
SK_WOOD = note(
    SK,
    2,
    "Through 10 mm of wood or plastic, yes, at a shorter distance. We have not tested thicker panels.",
)
SK_CARDS = note(SK, 1, "MIFARE Classic 1K / 4K, MIFARE Ultralight and")

# ---------------------------------------------------------------- FNS-09 / FNS-09C
FNC = "FNS-09C"
FN_V = f(
    FN,
    1,
    "3:1 Operating voltage range 4.0 V ~ 6.0 V DC",
    it(FN, "supply_voltage", "V", lo=4.0, hi=6.0, condition="operating voltage range"),
)
FN_STALL6 = f(
    FN,
    1,
    "5:4 Current, locked rotor 600 750 550 700 mA",
    it(FN, "supply_current", "mA", typ=750, condition="locked rotor (stall), 6.0 V, FNS-09 column"),
)
FN_TOP = f(
    FN,
    1,
    "2:3 Operating temperature range -10 " + DEG + " ~ +55 " + DEG,
    it(FN, "operating_temperature", DEG, lo=-10, hi=55, condition="operating temperature range"),
)
FN_NOSIG_C6 = f(
    FNC,
    1,
    "5:2 Current, no signal 3 4 3 4 mA",
    it(FNC, "standby_current", "mA", typ=4, condition="no signal, 6.0 V, FNS-09C column"),
)
FN_SIG = f(
    FN,
    2,
    "6:2 Signal level (high) 2.7 V ~ 5.0 V 2.7 V ~ 5.0 V",
    it(FN, "input_high_voltage", "V", lo=2.7, hi=5.0, condition="control signal level (high)"),
)
FN_2S = note(
    FN,
    2,
    "Never supply more than 6.0 V. A two-cell LiPo pack (7.4 V nominal, 8.4 V charged) without a "
    "regulator burns out the motor driver.",
)

# ---------------------------------------------------------------- ROC-8171 series
RO_TOP = f(
    RO,
    1,
    "Operating temperature Topr -30 " + ELL + " +100 " + DEG,
    it(RO, "operating_temperature", DEG, lo=-30, hi=100, condition="Topr"),
)
RO_TSTG = f(
    RO,
    1,
    "Storage temperature Tstg -55 " + ELL + " +125 " + DEG,
    it(RO, "storage_temperature", DEG, lo=-55, hi=125, condition="Tstg"),
)
RO_IC = f(
    RO,
    1,
    "Collector current IC 50 mA",
    it(RO, "output_current", "mA", hi=50, condition="collector current, absolute maximum"),
)
RO_TR = f(
    RO,
    1,
    "Rise time tr VCE = 2 V, IC = 2 mA, RL = 100 " + OHM + " 4 18 " + MU + "s",
    it(
        RO,
        "response_time",
        MU + "s",
        typ=4,
        hi=18,
        condition="rise time, VCE = 2 V, IC = 2 mA, RL = 100 Ohm",
    ),
)
RO_FC = note(RO, 1, "Cut-off frequency fc VCE = 5 V, IC = 2 mA, RL = 100 " + OHM + ", -3 dB 80 kHz")
RO_CTR = note(RO, 1, "CTR IF = 5 mA, VCE = 5 V 50 600 %")
RO_VCEO = note(RO, 1, "Collector-emitter voltage VCEO 80 V")
RO_IF = note(RO, 1, "Forward current IF 50 mA")
RO_VF = note(RO, 1, "Forward voltage VF IF = 20 mA 1.2 1.4 V")
RO_RANKB = note(RO, 2, "B 130 260 ROC-8171B ROC-8171SB")
