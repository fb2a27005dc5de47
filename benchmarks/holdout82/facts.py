"""Reference facts of the eighty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import FG, FY, KL, MO, PR, SQ, TB, VS, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWT = "\uff5e"

MOD = "LMD-MOS15D"
KLR, KLB = "KL-4D36TM-R", "KL-4D36TM-B"
TBR = "TET-BPH2R"
FYMG = "FY-S09MG"
PRL = "SR-PIR36L"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LMD-MOS15
M_VLOAD = f(
    MO,
    1,
    "Load voltage (VIN+ / VIN-) DC 5 - 36 V DC 5 - 36 V",
    it(MO, "load_supply_voltage", "V", lo=5, hi=36, condition="load voltage VIN+ / VIN-"),
)
M_IBARE = f(
    MO,
    1,
    "Continuous load current, 10 A 15 A bare board, 25 " + DEG + " air",
    it(MO, "output_current", "A", hi=10, condition="LMD-MOS15, bare board, 25 °C"),
)
M_IBARE_D = f(
    MO,
    1,
    "Continuous load current, 10 A 15 A bare board, 25 " + DEG + " air",
    it(MOD, "output_current", "A", hi=15, condition="LMD-MOS15D, bare board, 25 °C"),
)
M_RDS_D = f(
    MO,
    1,
    "On-resistance, whole module 4.8 m\u03a9 2.4 m\u03a9 (VGS = 10 V, typ.)",
    it(MOD, "on_resistance", "mOhm", typ=2.4, condition="LMD-MOS15D whole module, VGS = 10 V"),
)
M_VIH = f(
    MO,
    1,
    "Trigger voltage, load ON SIG to GND 3.0 20 V",
    it(MO, "input_high_voltage", "V", lo=3.0, hi=20, condition="SIG trigger voltage, load ON"),
)
M_PWM20 = f(
    MO,
    2,
    "20 kHz 5 A 8 A",
    it(MO, "output_current", "A", hi=5, condition="LMD-MOS15, 20 kHz PWM, bare board"),
)
M_PWM10_D = f(
    MO,
    2,
    "10 kHz 7 A 11 A",
    it(MOD, "output_current", "A", hi=11, condition="LMD-MOS15D, 10 kHz PWM, bare board"),
)
M_PWMHEAD = note(MO, 2, "PWM frequency LMD-MOS15 LMD-MOS15D DC (always on) 10 A 15 A")
M_3V3 = note(
    MO,
    2,
    "Any logic high of 3.0 V or more turns the load fully on, so 3.3 V GPIO pins are fine.",
)
M_DC = note(
    MO, 2, "Q: Can I switch mains or a 24 V AC valve? A: No. The board is for DC loads only."
)

# ---------------------------------------------------------------- KL-4D36TM
K_VDD_R = f(
    KL,
    1,
    "Supply voltage VDD KL-4D36TM-R 3.0 5.0 5.5 V",
    it(KLR, "supply_voltage", "V", lo=3.0, typ=5.0, hi=5.5, condition="red version"),
)
K_VDD_B = f(
    KL,
    1,
    "KL-4D36TM-B 4.5 5.0 5.5 V",
    it(KLB, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="blue version"),
)
K_IDD_R = f(
    KL,
    1,
    "IDD VDD=5V, brightness 8/8, -R 80 120 mA",
    it(KLR, "supply_current", "mA", typ=80, hi=120, condition="all segments on, 5 V, 8/8"),
)
K_ABS = f(
    KL,
    1,
    "Supply voltage VDD -0.5 " + FWT + " +7.0 V",
    it(KL, "abs_max_supply_voltage", "V", hi=7.0, condition="VDD, absolute maximum"),
)
K_TOP = f(
    KL,
    2,
    "Operating temperature -20 " + FWT + " +70 " + FW_C,
    it(KL, "operating_temperature", DEG, lo=-20, hi=70),
)
K_VIH = note(KL, 1, "Input high voltage VIH CLK, DIO 0.7 VDD VDD V")
K_VIH5 = note(KL, 2, "When VDD is 5 V the CLK / DIO inputs need a high level of at least 0.7 VDD.")
K_NOI2C = note(
    KL,
    1,
    "It is NOT an I2C bus: the driver has no slave address and does not send the I2C "
    "acknowledge protocol.",
)
K_B33 = note(KL, 1, "The KL-4D36TM-B is not specified below 4.5 V.")

# ---------------------------------------------------------------- TET-BPH2
T_VIN = f(
    TB,
    1,
    "Tensió d'alimentació (VIN) / 1.71 ... 3.6 3.6 ... 5.5 V Supply voltage (VIN)",
    it(TB, "supply_voltage", "V", lo=1.71, hi=3.6, condition="TET-BPH2, no regulator"),
)
T_VIN_R = f(
    TB,
    1,
    "Tensió d'alimentació (VIN) / 1.71 ... 3.6 3.6 ... 5.5 V Supply voltage (VIN)",
    it(TBR, "supply_voltage", "V", lo=3.6, hi=5.5, condition="TET-BPH2R, with regulator"),
)
T_LOGIC_R = note(TB, 1, "Logic level SDA, SCL, SDI, CS")
T_LOGIC_R2 = note(TB, 1, "= VIN 3.3 or 5 V")
T_SLEEP = f(
    TB,
    1,
    "Consum en repòs / VIN = 3.3 V 0.3 " + MU + "A 38 " + MU + "A Sleep current",
    it(TB, "standby_current", "uA", typ=0.3, condition="TET-BPH2 sleep, VIN = 3.3 V"),
)
T_ABS = f(
    TB,
    1,
    "Valor límit absolut VIN / 4.25 6.0 V Absolute maximum VIN",
    it(TB, "abs_max_supply_voltage", "V", hi=4.25, condition="TET-BPH2 VIN"),
)
T_SCL = f(
    TB,
    1,
    "Freqüència SCL / SCL clock frequency 3.4 MHz mode Hs",
    it(TB, "i2c_clock_frequency", "MHz", hi=3.4),
)
T_ADDR = f(
    TB,
    1,
    "The default I2C address is 0x77; closing the ADDR solder jumper (SDO to GND) changes "
    "it to 0x76.",
    it(TB, "i2c_address", values=["0x77", "0x76"]),
)
T_ID = note(TB, 1, "The chip-ID register 0xD0 reads 0x60, which is not a bus address.")
T_PR = f(
    TB,
    2,
    "Rang de pressió / 300 1100 hPa Pressure range",
    it(TB, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure"),
)
T_HACC = f(
    TB,
    2,
    "Exactitud d'humitat / 20 ... 80 %RH -3 +3 %RH Humidity accuracy",
    it(TB, "accuracy", "%RH", lo=-3, hi=3, quantity="relative_humidity", condition="20 ... 80 %RH"),
)
T_5V = note(
    TB,
    2,
    "Can I wire the TET-BPH2 to a 5 V Arduino? R / A: No - use the TET-BPH2R; the TET-BPH2 "
    "has no level shifter and its pins are limited to VIN + 0.3 V.",
)

# ---------------------------------------------------------------- FGX1702
G_VDD = f(FG, 1, "Supply Voltage VDD 2.5 4.5 V", it(FG, "supply_voltage", "V", lo=2.5, hi=4.5))
G_HIB = f(
    FG,
    1,
    "Hibernate Current IDD1 HIBRT mode 4 7 " + MU + "A",
    it(FG, "standby_current", "uA", typ=4, hi=7, condition="hibernate"),
)
G_VERR_FULL = f(
    FG,
    1,
    "Error TA = -20 " + DEG + " to +70 " + DEG + " -20 +20 mV",
    it(FG, "accuracy", "mV", lo=-20, hi=20, quantity="voltage", condition="-20 to +70 °C"),
)
G_VERR_HEAD = note(
    FG, 1, "Voltage Measurement VERR VCELL = 3.6 V, TA = +25 " + DEG + " -7.5 +7.5 mV"
)
G_ADDR = f(FG, 1, "fixed 7-bit address 0x36", it(FG, "i2c_address", values=["0x36"]))
G_SCL = f(FG, 2, "I2C Clock Frequency fSCL 400 kHz", it(FG, "i2c_clock_frequency", "kHz", hi=400))
G_TOP = (
    [it(FG, "operating_temperature", DEG, lo=-40, hi=85)],
    [
        ev(FG, 2, "FGX1702T+ 4.20 V TDFN-8 -40 " + DEG + " to +85 " + DEG),
        ev(FG, 1, "Operating temperature -40 to +85 " + DEG),
    ],
)
G_COND = note(
    FG, 1, "VDD = 2.5 V to 4.5 V, TA = -20 " + DEG + " to +70 " + DEG + ", unless otherwise noted."
)
G_VIH = f(FG, 2, "VIH SDA, SCL 1.4 V", it(FG, "input_high_voltage", "V", lo=1.4))
G_H = note(FG, 1, "FGX1702H for 4.35 V and 4.40 V cells.")

# ---------------------------------------------------------------- FY-S09
S_VOP = f(
    FY,
    1,
    "1-3 Operating Voltage Range FY-S09: 4.8 V ~ 6.0 V",
    it(FY, "supply_voltage", "V", lo=4.8, hi=6.0, condition="FY-S09 (nylon gear)"),
)
S_VOP_MG = f(
    FY,
    1,
    "FY-S09MG: 4.8 V ~ 6.6 V",
    it(FYMG, "supply_voltage", "V", lo=4.8, hi=6.6, condition="FY-S09MG (metal gear)"),
)
S_TOP = f(
    FY,
    1,
    "1-2 Operating Temperature Range -10" + DEG + " ~ 50" + DEG,
    it(FY, "operating_temperature", DEG, lo=-10, hi=50),
)
S_STALL_MG = (
    [it(FYMG, "supply_current", "mA", value=950, condition="stall current at 6.0 V, FY-S09MG")],
    [
        ev(FY, 1, "4-4 Stall Current (at locked) 650 mA 800 mA 750 mA 950 mA"),
        ev(FY, 1, "FY-S09 FY-S09MG No. Item 4.8 V 6.0 V 4.8 V 6.0 V"),
    ],
)
S_SIG = f(
    FY,
    2,
    "5-8 Control Signal Amplitude 3.0 V ~ 5.0 V (pulse high level)",
    it(FY, "input_high_voltage", "V", lo=3.0, hi=5.0, condition="PWM pulse high level"),
)
S_6V = note(
    FY,
    2,
    "the FY-S09 control board is damaged above 6.0 V. A 2S LiPo (7.4 V) must be regulated.",
)
S_LIFE = note(
    FY,
    2,
    "Condition: 6.0 V, 60° swing at 0.5 Hz, no load, 25"
    + DEG
    + ". Reference only; results depend on use.",
)

# ---------------------------------------------------------------- SR-PIR36
P_Q = "Input voltage 4.5 - 20 V DC (SR-PIR36) | 2.7 - 3.6 V DC (SR-PIR36L)"
P_VIN = f(PR, 1, P_Q, it(PR, "supply_voltage", "V", lo=4.5, hi=20, condition="SR-PIR36"))
P_VIN_L = f(PR, 1, P_Q, it(PRL, "supply_voltage", "V", lo=2.7, hi=3.6, condition="SR-PIR36L"))
P_ISB_L = f(
    PR,
    1,
    "Standby current < 55 " + MU + "A (SR-PIR36) | < 20 " + MU + "A (SR-PIR36L)",
    it(PRL, "standby_current", "uA", hi=20, condition="SR-PIR36L"),
)
P_OUT = f(
    PR,
    1,
    "Output digital push-pull, HIGH = 3.3 V, LOW = 0 V",
    it(PR, "output_high_voltage", "V", value=3.3),
)
P_WARM = f(
    PR,
    1,
    "Start-up (initialisation) after power-on 60 s OUT may toggle",
    it(PR, "warm_up_time", "s", typ=60),
)
P_ABS_L = f(
    PR,
    2,
    "Never apply more than 24 V to VIN of the SR-PIR36, or more than 4.0 V to VIN of the "
    "SR-PIR36L.",
    it(PRL, "abs_max_supply_voltage", "V", hi=4.0, condition="SR-PIR36L VIN"),
)
P_RANGE = note(PR, 1, "Detection range 3 - 7 m (SENS trimmer)")

# ---------------------------------------------------------------- BVE-VS25
V_R5 = f(
    VS,
    1,
    "Meetbereik (inset) / ADC-verwysing 5 V / 0 ... 25 V Measuring range (input) ADC reference 5 V",
    it(VS, "measurement_range", "V", lo=0, hi=25, quantity="voltage", condition="5 V ADC ref"),
)
V_R33 = f(
    VS,
    1,
    "ADC reference 3.3 V 0 ... 16.5 V",
    it(VS, "measurement_range", "V", lo=0, hi=16.5, quantity="voltage", condition="3.3 V ADC ref"),
)
V_RES = f(
    VS,
    1,
    "Resolusie / 10-bis ADC, 5 V / 24.4 mV Resolution 10-bit ADC, 5 V",
    it(VS, "resolution", "mV", value=24.4, quantity="voltage", condition="10-bit ADC, 5 V"),
)
V_DC = note(VS, 2, "Q: Can I measure AC? A: Nee / No - DC only.")

# ---------------------------------------------------------------- SQ-G10
Q_BAUD = f(
    SQ,
    1,
    "8 data bits, no parity, 1 stop bit, at 9600 bps by default",
    it(SQ, "baud_rate", "bps", value=9600, condition="default"),
)
Q_VCC = f(
    SQ,
    1,
    "VCC Main supply 3.0 3.3 4.3 V",
    it(SQ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=4.3, condition="VCC"),
)
Q_TRK_GPS = (
    [it(SQ, "supply_current", "mA", value=16, condition="tracking, GPS only, 3.3 V")],
    [
        ev(SQ, 2, "Tracking 22 mA 16 mA"),
        ev(SQ, 2, "State GPS + BDS GPS only"),
    ],
)
Q_IOABS = f(
    SQ,
    1,
    "Input voltage on RXD, RESET_N -0.3 3.6 V",
    it(SQ, "abs_max_input_voltage", "V", hi=3.6, condition="RXD, RESET_N"),
)
Q_VIH = f(
    SQ,
    2,
    "Input high voltage VIH 2.0 3.6 V",
    it(SQ, "input_high_voltage", "V", lo=2.0, hi=3.6),
)
Q_5V = note(SQ, 2, "Note: the I/O pins are not 5 V tolerant.")
Q_ABS = f(SQ, 1, "VCC -0.3 5.0 V", it(SQ, "abs_max_supply_voltage", "V", hi=5.0))
Q_TTFF = note(SQ, 1, "TTFF (open sky) Cold start 28 s; Hot start 1 s")
