"""Reference facts of the sixty-second hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import GS, LQ, LR, SR, TC, TF, TQ, XT, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
PM = "\u00b1"
LE = "\u2264"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- GSM-7
GS_VCC = f(
    GS,
    1,
    "Module working voltage VCC 5.0 " + PM + " 0.2 V",
    it(GS, "supply_voltage", "V", typ=5.0, condition="VCC, 5.0 V +/- 0.2 V"),
)
GS_NO33 = note(GS, 1, "Do not use 3.3 V supply; the heater is not reaching working")
GS_ICC = f(
    GS,
    1,
    "Module working current ICC " + LE + " 160 mA heater on",
    it(GS, "supply_current", "mA", hi=160, condition="heater on, VCC = 5.0 V"),
)
GS_AO = f(
    GS,
    1,
    "AOUT voltage range VAO 0.1 ~ 4.8 V",
    it(GS, "analog_output_voltage", "V", lo=0.1, hi=4.8, condition="AOUT"),
)
GS_RESP = f(
    GS,
    1,
    "Response time (90 %) tres " + LE + " 10 s",
    it(GS, "response_time", "s", hi=10, condition="90 %"),
)
GS_TOP = f(
    GS,
    1,
    "The module is working between -10 and +50 " + DEG,
    it(GS, "operating_temperature", DEG, lo=-10, hi=50),
)
GS_HUM = f(
    GS,
    1,
    "ambient and below 95 %RH (no condensation)",
    it(GS, "operating_humidity", "%RH", hi=95),
)
GS_SENS_T = note(GS, 1, "The sensitivity is guaranteed only between 10 and 40 " + DEG)
GS_WARM = f(
    GS,
    1,
    "wait at least 3 minutes after power on before reading AOUT",
    it(GS, "warm_up_time", "min", lo=3, condition="normal use"),
)
GS_BURN = f(
    GS,
    1,
    "pre-heated (burn-in) for more than 48 hours",
    it(GS, "warm_up_time", "h", lo=48, condition="first use after long storage"),
)
GS_HEAT = f(
    GS,
    1,
    "heater consumption is about 800 mW",
    it(GS, "power_consumption", "mW", typ=800, condition="heater"),
)
GS_RANGE_LINE = "Detection concentration 200 ~ 5000 ppm 300 ~ 10000 ppm 10 ~ 500 ppm"
GS_RANGE_M = f(
    GS,
    1,
    GS_RANGE_LINE,
    it("GSM-7M", "measurement_range", "ppm", lo=300, hi=10000, quantity="gas_concentration"),
)
GS_RANGE_L = f(
    GS,
    1,
    GS_RANGE_LINE,
    it("GSM-7L", "measurement_range", "ppm", lo=200, hi=5000, quantity="gas_concentration"),
)
GS_RANGE_A = f(
    GS,
    1,
    GS_RANGE_LINE,
    it("GSM-7A", "measurement_range", "ppm", lo=10, hi=500, quantity="gas_concentration"),
)
GS_GAS = note(GS, 1, "Target gas LPG, propane Methane, natural gas Ethanol vapour")
GS_ABS = f(GS, 2, "Supply voltage VCC 6.0 V", it(GS, "abs_max_supply_voltage", "V", hi=6.0))

# ---------------------------------------------------------------- LR3170
LR_VOUT = f(
    LR,
    1,
    "Output adjustable from 1.25 V to 37 V",
    it(LR, "output_voltage", "V", lo=1.25, hi=37, condition="adjustable"),
)
LR_IOUT_T = f(
    LR,
    2,
    "TO-220 (LR3170T) 50 1.5 A",
    it("LR3170T", "output_current", "A", hi=1.5, condition="TO-220"),
)
LR_IOUT_S = f(
    LR,
    2,
    "SOT-223 (LR3170S) 62 1.0 A",
    it("LR3170S", "output_current", "A", hi=1.0, condition="SOT-223"),
)
LR_DROP = f(
    LR,
    1,
    "Dropout Voltage IOUT = 1.5 A 2.0 2.5 V",
    it(LR, "dropout_voltage", "V", typ=2.0, hi=2.5, condition="IOUT = 1.5 A, TJ = 25 °C"),
)
LR_HEAD = note(LR, 2, "The input must be at least 3 V above the desired output voltage")
LR_TJ = f(
    LR,
    1,
    "Operating Junction Temperature Range",
    it(LR, "operating_temperature", DEG, lo=0, hi=125, condition="junction"),
)
LR_TJ[1].append(ev(LR, 1, "0 " + DEG + " to 125 " + DEG))
LR_THETA = note(LR, 2, "TO-220 (LR3170T) 50 1.5 A")
LR_MINLOAD = note(LR, 2, "so that the 10 mA minimum load current flows even with no external load")

# ---------------------------------------------------------------- TQ4604
TQ_VDD = f(
    TQ,
    1,
    "Supply Voltage V+ 1.8 ~ 5.5 V",
    it(TQ, "supply_voltage", "V", lo=1.8, hi=5.5, condition="recommended"),
)
TQ_ABS = f(TQ, 1, "Supply Voltage V+ 7.0 V", it(TQ, "abs_max_supply_voltage", "V", hi=7.0))
TQ_ICC5 = f(
    TQ,
    1,
    "ICC No load 340 520 " + MU + "A",
    it(TQ, "supply_current", "uA", typ=340, hi=520, condition="V+ = 5 V, all amplifiers"),
)
TQ_ICC18 = f(
    TQ,
    2,
    "ICC No load 260 420 " + MU + "A",
    it(TQ, "supply_current", "uA", typ=260, hi=420, condition="V+ = 1.8 V, all amplifiers"),
)
TQ_TOP = f(
    TQ,
    1,
    "Operating Temperature Topr -40 ~ +125 " + FW_C,
    it(TQ, "operating_temperature", DEG, lo=-40, hi=125),
)
TQ_VOH5 = f(
    TQ,
    1,
    "VOH RL=10k" + OHM + " to 2.5V 4.95 4.98 V",
    it(TQ, "output_high_voltage", "V", lo=4.95, typ=4.98, condition="V+ = 5 V, RL = 10 kOhm"),
)
TQ_VOL18 = f(
    TQ,
    2,
    "VOL RL=10k" + OHM + " to 0.9V 0.02 0.05 V",
    it(TQ, "output_low_voltage", "V", typ=0.02, hi=0.05, condition="V+ = 1.8 V, RL = 10 kOhm"),
)
TQ_PKG = f(
    TQ,
    1,
    "Package Outline TQ4604M: SOP14 / TQ4604V: SSOP14",
    it(TQ, "package", values=["SOP14", "SSOP14"]),
)
TQ_RL10K = note(TQ, 1, "VOH RL=10k" + OHM + " to 2.5V 4.95 4.98 V")

# ---------------------------------------------------------------- XT8T
XT_VDD = f(
    XT,
    1,
    "Working voltage VDD 2.4 5.5 V",
    it(XT, "supply_voltage", "V", lo=2.4, hi=5.5),
)
XT_IDD3 = f(
    XT,
    1,
    "Working current IDD VDD=3V, fast mode 1.2 mA",
    it(XT, "supply_current", "mA", typ=1.2, condition="VDD = 3 V, fast mode"),
)
XT_IDD5 = f(
    XT,
    1,
    "VDD=5V, fast mode 2.0 mA",
    it(XT, "supply_current", "mA", typ=2.0, condition="VDD = 5 V, fast mode"),
)
XT_SLP3 = f(
    XT,
    1,
    "Sleep current ISLP VDD=3V, no touch 8s 6 10 " + MU + "A",
    it(XT, "standby_current", "uA", typ=6, hi=10, condition="VDD = 3 V"),
)
XT_SLP5 = f(
    XT,
    1,
    "VDD=5V, no touch 8s 9 15 " + MU + "A",
    it(XT, "standby_current", "uA", typ=9, hi=15, condition="VDD = 5 V"),
)
XT_RESP_LP = f(
    XT,
    1,
    "low power mode 160 ms",
    it(XT, "response_time", "ms", typ=160, condition="low power mode"),
)
XT_ADDR = f(
    XT,
    1,
    "I2C slave address" + FWC + "0x5A (ADDR=GND), 0x5B (ADDR=VDD)",
    it(XT, "i2c_address", values=["0x5A", "0x5B"]),
)
XT_I2C = f(
    XT,
    1,
    "I2C speed" + FWC + "up to 400kHz",
    it(XT, "i2c_clock_frequency", "kHz", hi=400),
)
XT_TOP = f(
    XT,
    1,
    "Working temperature" + FWC + "-40" + FW_C + FWT + "+85" + FW_C,
    it(XT, "operating_temperature", DEG, lo=-40, hi=85),
)
XT_ABS = f(
    XT,
    2,
    "Power voltage VDD" + FWC + "-0.3V" + FWT + "6.0V",
    it(XT, "abs_max_supply_voltage", "V", lo=-0.3, hi=6.0),
)
XT_NOTOL = note(XT, 2, "the pins are not tolerant to voltage higher than VDD+0.3V")

# ---------------------------------------------------------------- LQ25Q64
LQ_SUP_LINE = "Supply voltage, operating 2.7 - 3.6 1.65 - 1.95 V"
LQ_V3 = f(LQ, 1, LQ_SUP_LINE, it("LQ25Q64-V3", "supply_voltage", "V", lo=2.7, hi=3.6))
LQ_V18 = f(LQ, 1, LQ_SUP_LINE, it("LQ25Q64-V18", "supply_voltage", "V", lo=1.65, hi=1.95))
LQ_ABS_LINE = "Supply voltage, limiting value 4.0 2.5 V"
LQ_ABS3 = f(LQ, 1, LQ_ABS_LINE, it("LQ25Q64-V3", "abs_max_supply_voltage", "V", hi=4.0))
LQ_ABS18 = f(LQ, 1, LQ_ABS_LINE, it("LQ25Q64-V18", "abs_max_supply_voltage", "V", hi=2.5))
LQ_T_LINE = "Ambient temperature, operating -40 - +85 -40 - +105 " + DEG
LQ_T3 = f(LQ, 1, LQ_T_LINE, it("LQ25Q64-V3", "operating_temperature", DEG, lo=-40, hi=85))
LQ_T18 = f(LQ, 1, LQ_T_LINE, it("LQ25Q64-V18", "operating_temperature", DEG, lo=-40, hi=105))
LQ_FC3 = f(
    LQ,
    1,
    "fC 104 80 MHz",
    it("LQ25Q64-V3", "spi_clock_frequency", "MHz", hi=104, condition="fast read, other commands"),
)
LQ_FC18 = f(
    LQ,
    1,
    "fC 104 80 MHz",
    it("LQ25Q64-V18", "spi_clock_frequency", "MHz", hi=80, condition="fast read, other commands"),
)
LQ_FR3 = f(
    LQ,
    1,
    "Clock frequency, read data (03h) fR 50 33 MHz",
    it("LQ25Q64-V3", "spi_clock_frequency", "MHz", hi=50, condition="read data 03h"),
)
LQ_FR18 = f(
    LQ,
    1,
    "Clock frequency, read data (03h) fR 50 33 MHz",
    it("LQ25Q64-V18", "spi_clock_frequency", "MHz", hi=33, condition="read data 03h"),
)
LQ_ISB_LINE = "Standby current ISB CS# = VCC 12 30 8 25 " + MU + "A"
LQ_ISB3 = f(
    LQ,
    1,
    LQ_ISB_LINE,
    it("LQ25Q64-V3", "standby_current", "uA", typ=12, hi=30, condition="CS# = VCC"),
)
LQ_ISB18 = f(
    LQ,
    1,
    LQ_ISB_LINE,
    it("LQ25Q64-V18", "standby_current", "uA", typ=8, hi=25, condition="CS# = VCC"),
)
LQ_DPD_LINE = "Deep power-down current IDPD after B9h 0.5 5 0.3 4 " + MU + "A"
LQ_DPD3 = f(
    LQ,
    1,
    LQ_DPD_LINE,
    it("LQ25Q64-V3", "standby_current", "uA", typ=0.5, hi=5, condition="deep power-down"),
)
LQ_RD_LINE = "Read current ICC1 fast read, 104 MHz 8 15 6 12 mA"
LQ_RD18 = f(
    LQ, 1, LQ_RD_LINE, it("LQ25Q64-V18", "supply_current", "mA", typ=6, hi=12, condition="read")
)
LQ_PROG3 = f(
    LQ,
    1,
    "Program current ICC2 page program 15 25 12 20 mA",
    it("LQ25Q64-V3", "supply_current", "mA", typ=15, hi=25, condition="page program"),
)
LQ_LEVEL = note(LQ, 2, "When the LQ25Q64-V18 is driven from a 3.3 V host, a level translator is")
LQ_ENDUR = note(LQ, 1, "withstands 100000 program / erase cycles; data is retained for 20")

# ---------------------------------------------------------------- TCA-31
TC_VIN = f(
    TC,
    1,
    "Board supply (VIN) 3.0 V to 5.5 V",
    it(TC, "supply_voltage", "V", lo=3.0, hi=5.5),
)
TC_I = f(
    TC,
    1,
    "Current draw 1.5 mA typ.",
    it(TC, "supply_current", "mA", typ=1.5, condition="converting"),
)
TC_RANGE = f(
    TC,
    1,
    "Thermocouple range -200 " + DEG + " to +1350 " + DEG,
    it(TC, "measurement_range", DEG, lo=-200, hi=1350, quantity="temperature"),
)
TC_RES = f(
    TC,
    1,
    "Resolution 0.25 " + DEG + " 14-bit signed reading",
    it(TC, "resolution", DEG, value=0.25, quantity="temperature"),
)
TC_ACC_LO = f(
    TC,
    1,
    "Accuracy " + PM + "2 " + DEG + " -200 " + DEG + " to +700 " + DEG + " hot end",
    it(TC, "accuracy", DEG, lo=-2, hi=2, quantity="temperature", condition="-200 to +700 °C"),
)
TC_ACC_HI = f(
    TC,
    1,
    PM + "4 " + DEG + " +700 " + DEG + " to +1350 " + DEG + " hot end",
    it(TC, "accuracy", DEG, lo=-4, hi=4, quantity="temperature", condition="+700 to +1350 °C"),
)
TC_BOARD_T = f(
    TC,
    1,
    "The board itself is rated for -40 " + DEG + " to +125 " + DEG,
    it(TC, "operating_temperature", DEG, lo=-40, hi=125),
)
TC_SPI = f(
    TC,
    1,
    "SPI clock 5 MHz max.",
    it(TC, "spi_clock_frequency", "MHz", hi=5),
)
TC_CONV = f(
    TC,
    1,
    "Conversion time 100 ms max.",
    it(TC, "response_time", "ms", hi=100, condition="conversion time"),
)
TC_PROBE = f(
    TC,
    1,
    "Probe range 0 " + DEG + " to +480 " + DEG,
    it("TCA-31P", "measurement_range", DEG, lo=0, hi=480, quantity="temperature"),
)
TC_5V = note(TC, 2, "SCK and CS go through a level shifter and accept up to 5.5 V")
TC_SO = note(TC, 2, "SO drives 3.3 V,")
TC_KONLY = note(TC, 2, "The chip is trimmed for type K only")

# ---------------------------------------------------------------- TF8025-12
TF_VOP_LINE = "Operating voltage VDC 6.0 ~ 13.8 7.0 ~ 13.8 7.0 ~ 13.8 7.0 ~ 13.8"
TF_VOP_L = f(TF, 1, TF_VOP_LINE, it("TF8025-12L", "supply_voltage", "V", lo=6.0, hi=13.8))
TF_VOP_M = f(TF, 1, TF_VOP_LINE, it("TF8025-12M", "supply_voltage", "V", lo=7.0, hi=13.8))
TF_VOP_H = f(TF, 1, TF_VOP_LINE, it("TF8025-12H", "supply_voltage", "V", lo=7.0, hi=13.8))
TF_VOP_HP = f(TF, 1, TF_VOP_LINE, it("TF8025-12HP", "supply_voltage", "V", lo=7.0, hi=13.8))
TF_I_LINE = "Rated current A 0.08 0.12 0.20 0.25 (2)"
TF_I_L = f(TF, 1, TF_I_LINE, it("TF8025-12L", "supply_current", "A", typ=0.08, condition="rated"))
TF_I_H = f(TF, 1, TF_I_LINE, it("TF8025-12H", "supply_current", "A", typ=0.20, condition="rated"))
TF_I_HP = f(
    TF, 1, TF_I_LINE, it("TF8025-12HP", "supply_current", "A", typ=0.25, condition="100 % PWM")
)
TF_P_M = f(
    TF,
    1,
    "Rated power input W 0.96 1.44 2.40 3.00",
    it("TF8025-12M", "power_consumption", "W", typ=1.44, condition="rated"),
)
TF_TOP = f(
    TF,
    1,
    "Operating temperature -10 ~ +70 " + DEG,
    it(TF, "operating_temperature", DEG, lo=-10, hi=70),
)
TF_HUM = f(TF, 1, "Operating humidity 5 ~ 90 %RH", it(TF, "operating_humidity", "%RH", lo=5, hi=90))
TF_LIFE = note(TF, 1, "Life expectancy (L10) 50,000 hrs at 40 " + DEG + " (ball bearing)")
TF_PWM_VIH = f(
    TF,
    2,
    "PWM input high level 2.8 ~ 5.25 V",
    it("TF8025-12HP", "input_high_voltage", "V", lo=2.8, hi=5.25, condition="PWM input"),
)
TF_PWM_F = note(TF, 2, "PWM input frequency 21 kHz ~ 28 kHz (25 kHz recommended)")
TF_TACH_V = note(TF, 2, "Tach pull-up voltage 13.8 V max.")
TF_TACH_I = note(TF, 2, "Tach sink current 5 mA max.")

# ---------------------------------------------------------------- SR-40U
SR_SUP_LINE = "Supply (V) 3.0 - 5.5 3.0 - 5.5"
SR_V = f(SR, 1, SR_SUP_LINE, it(SR, "supply_voltage", "V", lo=3.0, hi=5.5))
SR_VW = f(SR, 1, SR_SUP_LINE, it("SR-40UW", "supply_voltage", "V", lo=3.0, hi=5.5))
SR_I_LINE = "Current, ranging (mA) 8 30"
SR_IW = f(SR, 1, SR_I_LINE, it("SR-40UW", "supply_current", "mA", typ=30, condition="ranging"))
SR_I = f(SR, 1, SR_I_LINE, it(SR, "supply_current", "mA", typ=8, condition="ranging"))
SR_R_LINE = "Range (cm) 2 - 400 25 - 450"
SR_R = f(SR, 1, SR_R_LINE, it(SR, "measurement_range", "cm", lo=2, hi=400, quantity="distance"))
SR_RW = f(
    SR, 1, SR_R_LINE, it("SR-40UW", "measurement_range", "cm", lo=25, hi=450, quantity="distance")
)
SR_RES_W = f(
    SR, 1, "Resolution (mm) 3 5", it("SR-40UW", "resolution", "mm", value=5, quantity="distance")
)
SR_T_LINE = "Working temp. (" + DEG + ") -10 to +60 -20 to +70"
SR_T = f(SR, 1, SR_T_LINE, it(SR, "operating_temperature", DEG, lo=-10, hi=60))
SR_TW = f(SR, 1, SR_T_LINE, it("SR-40UW", "operating_temperature", DEG, lo=-20, hi=70))
SR_BAUD = f(SR, 1, "on the ECHO/TX pin at 9600 baud, 8N1", it(SR, "baud_rate", "bps", value=9600))
SR_CYCLE = note(SR, 1, "Measuring cycle (ms) 60 min. 100 min.")
SR_ECHO33 = note(SR, 2, "Power the board from 3.3 V and ECHO is a 3.3 V signal")
SR_ECHO5 = note(SR, 2, "do not run it at 5 V into a 3.3 V-only input without a divider")
SR_IP = f(
    SR,
    2,
    "The SR-40UW transducer is sealed to IP67 for splashes and rain",
    it("SR-40UW", "ip_rating", values=["IP67"], condition="transducer only, board not sealed"),
)
SR_NOTWATER = note(SR, 2, "the board itself is not sealed. It does not")
