"""Reference facts of the eighty-third hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AR, ED, LS, RS, SC, SN, TZ, XC, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
LE = "\u2264"
GE = "\u2265"
OHM = "\u03a9"
MD5H, HV = "LSL-MD5H", "ARB-PWM16-HV"
MIA, MIH = "SNT-MI2S-A", "SNT-MI2S-H"
RSA, TZT, EDK = "RSM-3485A", "TZF-B10T", "EDR-2C5-K"
SCA, SCB = "SCA4025A", "SCA4025B"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LSL-MD5
L_VIN = f(
    LS,
    1,
    "Strip supply voltage (V+) 5 - 24 V DC 5 - 24 V DC 12 V nominal",
    it(LS, "supply_voltage", "V", lo=5, typ=12, hi=24, condition="strip supply V+, both boards"),
)
L_ABS = f(
    LS,
    1,
    "Absolute max. V+ 30 V 30 V never exceed",
    it(LS, "abs_max_supply_voltage", "V", hi=30, condition="V+, absolute maximum"),
)
L_I5 = f(
    LS,
    1,
    "Continuous load current 5 A 8 A Ta = 25 " + DEG + ", still air",
    it(LS, "output_current", "A", hi=5, condition="LSL-MD5 bare board, continuous, 25 °C"),
)
L_I8 = f(
    LS,
    1,
    "Continuous load current 5 A 8 A Ta = 25 " + DEG + ", still air",
    it(MD5H, "output_current", "A", hi=8, condition="LSL-MD5H with heat sink, continuous, 25 °C"),
)
L_I50H = f(
    LS,
    1,
    "Continuous load current 3.5 A 6 A derated at Ta = 50 " + DEG,
    it(MD5H, "output_current", "A", hi=6, condition="LSL-MD5H, continuous at Ta = 50 °C"),
)
L_VIH = f(
    LS,
    1,
    "VIH PWM input high 2.0 V strip ON",
    it(LS, "input_high_voltage", "V", lo=2.0, condition="PWM input high"),
)
L_5V = f(
    LS,
    1,
    "5V OUT (aux output) 50 mA 50 mA needs V+ " + GE + " 7 V",
    it(LS, "output_current", "mA", hi=50, condition="5V OUT aux output, needs V+ >= 7 V"),
)
L_TOP = f(
    LS,
    2,
    "Rated for -20 " + DEG + " to +60 " + DEG + " ambient.",
    it(LS, "operating_temperature", DEG, lo=-20, hi=60),
)
L_IP = note(LS, 2, "A: No. Mount it in a dry enclosure; no IP rating is claimed.")
L_3V3 = note(LS, 1, "There is no level shifting needed: a 3.3 V GPIO high is well above VIH.")

# ---------------------------------------------------------------- ARB-PWM16
A_VCC = f(
    AR,
    1,
    "Logic supply voltage VCC 3.0 5.5 V",
    it(AR, "logic_supply_voltage", "V", lo=3.0, hi=5.5, condition="VCC"),
)
A_SCL = f(
    AR,
    1,
    "SCL clock frequency fSCL Fast-mode Plus 1000 kHz",
    it(AR, "i2c_clock_frequency", "kHz", hi=1000),
)
A_ADDR = f(
    AR,
    1,
    "With all jumpers open the board answers at 0x40",
    it(AR, "i2c_address", values=["0x40"], condition="all address jumpers open"),
)
A_VP = f(
    AR,
    1,
    "Servo side (V+) - ARB-PWM16 Servo supply voltage V+ 4.8 5.0 6.0 V",
    it(AR, "load_supply_voltage", "V", lo=4.8, typ=5.0, hi=6.0, condition="V+, standard board"),
)
A_VPHV = f(
    AR,
    1,
    "Servo side (V+) - ARB-PWM16-HV Servo supply voltage V+ 4.8 7.4 8.4 V",
    it(HV, "load_supply_voltage", "V", lo=4.8, typ=7.4, hi=8.4, condition="V+, HV board"),
)
A_ABSV = f(
    AR,
    2,
    "V+ (ARB-PWM16) 6.5 V",
    it(AR, "abs_max_supply_voltage", "V", hi=6.5, condition="V+, standard board, absolute max."),
)
A_2S = note(
    AR,
    2,
    "use the ARB-PWM16-HV for 2S LiPo powered high-voltage servos",
)

# ---------------------------------------------------------------- SNT-MI2S
S_VDD = f(
    SN,
    1,
    "Tensió d'alimentació / VDD 1.62 3.3 3.6 V Supply voltage",
    it(SN, "supply_voltage", "V", lo=1.62, typ=3.3, hi=3.6, condition="VDD"),
)
S_IN_H = f(
    SN,
    1,
    "Normal (fSCK = 3.072 MHz) 650 820 " + MU + "A",
    it(MIH, "supply_current", "uA", typ=820, condition="SNT-MI2S-H, normal mode, VDD = 3.3 V"),
)
S_START = f(
    SN,
    2,
    "Temps d'arrencada / tSTART 50 ms SCK actiu Start-up time",
    it(SN, "warm_up_time", "ms", hi=50, condition="start-up time after SCK active"),
)
S_ABS = f(
    SN,
    2,
    "Tensió d'alimentació / Supply voltage VDD -0.3 ... 4.0 V",
    it(SN, "abs_max_supply_voltage", "V", hi=4.0),
)
S_UNO = note(
    SN,
    2,
    "No: the Uno has no I2S port, and 5 V on VDD is above the 3.6 V limit.",
)
S_ESP = note(SN, 2, "Yes: power VDD from the 3.3 V pin and wire SCK, WS and SD to the I2S pins.")
S_FS = f(
    SN,
    1,
    "Freqüència de mostreig / fWS 16 48 64 kHz Sample rate",
    it(SN, "data_rate", "kHz", lo=16, typ=48, hi=64, condition="sample rate (WS)"),
)

# ---------------------------------------------------------------- RSM-3485
R_VCC = f(
    RS,
    1,
    "Supply voltage (VCC) 3.0 3.3 3.6 V 5 V will damage the module",
    it(RS, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
R_ITX = f(
    RS,
    1,
    "Supply current, transmitting 55 70 mA RL = 54 Ohm, 1 Mbps",
    it(RS, "supply_current", "mA", typ=55, hi=70, condition="transmitting into 54 Ohm"),
)
R_VIH = f(
    RS,
    1,
    "Logic input high (TXD, DE, /RE) 2.0 V 5 V tolerant inputs",
    it(RS, "input_high_voltage", "V", lo=2.0, condition="TXD, DE, /RE"),
)
R_BAUD_A = f(
    RS,
    1,
    "RSM-3485A automatic 1200 - 115200 bps 120 Ohm jumper 256",
    it(RSA, "baud_rate", "bps", lo=1200, hi=115200, condition="RSM-3485A automatic direction"),
)
R_ABS = f(
    RS,
    1,
    "VCC to GND -0.3 ~ +4.0 V",
    it(RS, "abs_max_supply_voltage", "V", hi=4.0),
)
R_ABSIN = f(
    RS,
    1,
    "TXD, DE, /RE to GND -0.3 ~ +6.0 V",
    it(RS, "abs_max_input_voltage", "V", hi=6.0, condition="TXD, DE, /RE"),
)
R_5VT = note(
    RS,
    1,
    "Logic inputs (TXD, DE, /RE) are 5 V tolerant; RXD drives 3.3 V levels, which 5 V AVR "
    "boards read as a valid high.",
)
R_ISO = note(RS, 2, "A1: No. The RSM-3485 series is not isolated.")
R_5VNO = note(RS, 2, "A3: No. Use a 3.3 V supply; the logic inputs tolerate 5 V signals.")

# ---------------------------------------------------------------- TZF-B10
T_VCC = f(
    TZ,
    1,
    "1 Working voltage DC 4.5 ~ 18 V",
    it(TZ, "supply_voltage", "V", lo=4.5, hi=18),
)
T_RANGE = f(
    TZ,
    1,
    "3 Flow range 1 ~ 30 L/min",
    it(TZ, "measurement_range", "L/min", lo=1, hi=30, quantity="flow_rate"),
)
T_ACC = f(
    TZ,
    1,
    "4 Accuracy " + PM + "3 % 5 ~ 30 L/min",
    it(TZ, "accuracy", "%", lo=-3, hi=3, quantity="flow_rate", condition="5 ~ 30 L/min"),
)
T_TOP = f(
    TZ,
    1,
    "10 Operating ambient temperature -10 ~ +60 " + DEG,
    it(TZ, "operating_temperature", DEG, lo=-10, hi=60, condition="ambient"),
)
T_WATER = note(TZ, 1, "9 Water temperature " + LE + " 80 " + DEG + " medium")
T_NTC = f(
    TZ,
    2,
    "Temperature measuring range 0 ~ 80 " + DEG + " water",
    it(TZT, "measurement_range", DEG, lo=0, hi=80, quantity="temperature"),
)
T_VOH5 = f(
    TZ,
    1,
    "Output high level 4.7 V 11.6 V 17.5 V",
    it(TZ, "output_high_voltage", "V", value=4.7, condition="VCC = DC 5 V, Q = 10 L/min"),
)
T_VOH12 = f(
    TZ,
    1,
    "Output high level 4.7 V 11.6 V 17.5 V",
    it(TZ, "output_high_voltage", "V", value=11.6, condition="VCC = DC 12 V, Q = 10 L/min"),
)
T_VCC_ROW = note(TZ, 1, "VCC DC 5 V DC 12 V DC 18 V")

# ---------------------------------------------------------------- EDR-2C5
E_VCC = f(
    ED,
    1,
    "Tensioni i punës / 4.75 - 5.25 4.75 - 5.25 V Operating voltage (VCC, JD-VCC)",
    it(ED, "supply_voltage", "V", lo=4.75, hi=5.25, condition="VCC and JD-VCC, both versions"),
)
E_IBOTH = f(
    ED,
    1,
    "Rryma, të dy stafetat ndezur / 150 150 mA Current, both relays on",
    it(ED, "supply_current", "mA", value=150, condition="both relays on"),
)
E_ON_K = f(
    ED,
    1,
    "Ndezja / Relay ON when IN " + LE + " 1.5 V IN " + GE + " 2.2 V V",
    it(EDK, "input_high_voltage", "V", lo=2.2, condition="EDR-2C5-K, relay ON (active high)"),
)
E_IIN = note(ED, 1, "Rryma e hyrjes / 2.5 1.2 mA Input current (per IN)")
E_RES_AC = f(
    ED,
    1,
    "Rezistive / Resistive 10 A 250 V AC",
    it(ED, "contact_current", "A", hi=10, condition="resistive, 250 V AC"),
    it(ED, "contact_voltage", "V", hi=250, condition="AC, resistive"),
)
E_IND = f(
    ED,
    1,
    "Induktive / Inductive (cos " + "\u03c6" + " = 0.4) 3 A 250 V AC",
    it(ED, "contact_current", "A", hi=3, condition="inductive, cos phi = 0.4, 250 V AC"),
)
E_TOP = f(
    ED,
    2,
    "Temperatura e punës / Operating temperature: -25 " + DEG + " ... +70 " + DEG,
    it(ED, "operating_temperature", DEG, lo=-25, hi=70),
)
E_ESP = note(ED, 2, "Use the EDR-2C5-K: its inputs switch at 2.2 V.")

# ---------------------------------------------------------------- SCA4025
V_OUT = f(
    SC,
    1,
    "Output voltage 2.500 V 2.500 V",
    it(SC, "output_voltage", "V", value=2.5, condition="both grades"),
)
V_ACC_B = f(
    SC,
    1,
    "Initial Accuracy -1.0 +1.0 -2.5 +2.5 mV",
    it(SCB, "accuracy", "mV", lo=-2.5, hi=2.5, quantity="voltage", condition="B grade, initial"),
)
V_VIN = f(
    SC,
    2,
    "Input Voltage Range VIN 2.7 18 V",
    it(SC, "supply_voltage", "V", lo=2.7, hi=18),
)
V_ABS = f(
    SC,
    1,
    "Input Voltage, VIN to GND" + "." * 171 + "20 V",
    it(SC, "abs_max_supply_voltage", "V", hi=20, condition="VIN to GND"),
)
V_IQ = f(
    SC,
    2,
    "Quiescent Current IQ no load 45 60 " + MU + "A",
    it(SC, "quiescent_current", "uA", typ=45, hi=60),
)
V_IOUT = f(
    SC,
    2,
    "Output Current IOUT source 10 mA",
    it(SC, "output_current", "mA", hi=10, condition="source"),
)
V_TOP = f(
    SC,
    1,
    "Specified from -40 " + DEG + " to +125 " + DEG,
    it(SC, "operating_temperature", DEG, lo=-40, hi=125, condition="specified range"),
)

# ---------------------------------------------------------------- XC8223
X_VDD = f(
    XC,
    1,
    "Operating voltage VDD 2.0 3.0 5.5 V",
    it(XC, "supply_voltage", "V", lo=2.0, typ=3.0, hi=5.5),
)
X_I5L = f(
    XC,
    1,
    "VDD=5V, low power mode 2.5 5.0 " + MU + "A",
    it(XC, "supply_current", "uA", typ=2.5, hi=5.0, condition="VDD = 5 V, low power mode"),
)
X_TR = f(
    XC,
    1,
    "Output response time TR VDD=3V, fast mode 60 ms",
    it(XC, "response_time", "ms", hi=60, condition="VDD = 3 V, fast mode"),
)
X_CAL = f(
    XC,
    2,
    "After power-on the IC needs about 0.5 s to calibrate; do not touch the pad during this time.",
    it(XC, "warm_up_time", "s", value=0.5, condition="power-on calibration"),
)
X_IOL = f(
    XC,
    1,
    "Output sink current IOL VDD=3V, VOL=0.6V 8 mA",
    it(XC, "output_current", "mA", typ=8, condition="sink, VDD = 3 V, VOL = 0.6 V"),
)
X_IOH = f(
    XC,
    1,
    "Output source current IOH VDD=3V, VOH=2.4V -4 mA",
    it(XC, "output_high_voltage", "V", lo=2.4, condition="VDD = 3 V, IOH = -4 mA"),
)
X_LED = note(
    XC,
    2,
    "The Q output is intended for logic inputs; drive LEDs or relays through a transistor.",
)
