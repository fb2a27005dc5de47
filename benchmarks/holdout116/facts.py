"""Reference facts of the hundred-and-sixteenth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BM, CC, GD, GM, KS, PV, SP, TH, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- THR-4108
TH_VDD = f(
    TH,
    2,
    "Supply voltage VDD 1.08 3.3 3.6 V",
    it(TH, "supply_voltage", "V", lo=1.08, typ=3.3, hi=3.6, condition="VDD"),
)
TH_ABS = f(
    TH,
    2,
    "Supply voltage VDD -0.3 V to 4.75 V",
    it(TH, "abs_max_supply_voltage", "V", hi=4.75, condition="VDD, absolute maximum"),
)
TH_RH_TYP = f(
    TH,
    1,
    "Accuracy tolerance 20 %RH to 80 %RH, 25 " + DEG + " " + PM + "1.8 " + PM + "3.0 %RH",
    it(
        TH,
        "accuracy",
        "%RH",
        lo=-1.8,
        hi=1.8,
        quantity="relative_humidity",
        condition="typ., 20-80 %RH, 25 °C",
    ),
)
TH_T_HOT = f(
    TH,
    1,
    "65 " + DEG + " to 125 " + DEG + " " + PM + "0.5 " + PM + "1.0 " + DEG,
    it(TH, "accuracy", DEG, lo=-1.0, hi=1.0, quantity="temperature", condition="max., 65-125 °C"),
)
TH_T_RANGE = f(
    TH,
    1,
    "Specified range -40 125 " + DEG,
    it(TH, "measurement_range", DEG, lo=-40, hi=125, quantity="temperature"),
)
TH_TOP = f(
    TH,
    2,
    "Operating temperature range -40 " + DEG + " to 125 " + DEG,
    it(TH, "operating_temperature", DEG, lo=-40, hi=125),
)
TH_IDLE = f(
    TH,
    2,
    "Supply current IDD idle state 0.08 1.0 " + MU + "A",
    it(TH, "standby_current", "uA", typ=0.08, hi=1.0, condition="idle state"),
)
TH_ADDR = f(
    TH,
    2,
    "THR-4108-A 0x44 tape and reel, 10 000 pcs THR-4108-B 0x45",
    it(TH, "i2c_address", values=["0x44", "0x45"], condition="-A 0x44, -B 0x45"),
)
TH_NO_TDRIFT = note(TH, 1, "Long-term drift < 0.2 %RH/y")

# ---------------------------------------------------------------- PVX2031
PV_VCC = f(
    PV,
    1,
    "Power-Supply Voltage VCC 3.0 3.3 3.6 V",
    it(PV, "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6),
)
PV_ABS = f(
    PV,
    1,
    "Supply Voltage (VCC to GND) -0.3V to +4.0V",
    it(PV, "abs_max_supply_voltage", "V", hi=4.0),
)
PV_SPI = f(
    PV,
    1,
    "Serial-Clock Frequency fSCL 5 MHz",
    it(PV, "spi_clock_frequency", "MHz", hi=5, condition="fSCL of the SPI port"),
)
PV_K_HIGH = f(
    PV,
    1,
    "Error, K type +700" + DEG + " < TTC < +1350" + DEG + " -4 +4 " + DEG,
    it(
        PV,
        "accuracy",
        DEG,
        lo=-4,
        hi=4,
        quantity="temperature",
        condition="K type, +700 to +1350 °C",
    ),
)
PV_K_FS = f(
    PV,
    2,
    "PVX2031K K -270 to +1372",
    it("PVX2031K", "measurement_range", DEG, lo=-270, hi=1372, quantity="temperature"),
)
PV_N_HIGH = f(
    PV,
    2,
    "PVX2031N N -270 to +1300 +700 to +1300 " + PM + "4.5",
    it(
        "PVX2031N",
        "accuracy",
        DEG,
        lo=-4.5,
        hi=4.5,
        quantity="temperature",
        condition="N type, +700 to +1300 °C",
    ),
)
PV_T_FS = f(
    PV,
    2,
    "PVX2031T T -250 to +400 " + PM + "2 -270 to +400",
    it("PVX2031T", "measurement_range", DEG, lo=-270, hi=400, quantity="temperature"),
)
PV_TOP = f(
    PV,
    2,
    "PVX2031KASA+ K -40" + DEG + " to +125" + DEG + " 8 SO",
    it(PV, "operating_temperature", DEG, lo=-40, hi=125),
)
PV_5V = note(PV, 2, "SCK and CS are not 5V tolerant")
PV_TYPES = note(
    PV, 1, "number (suffix K, J, N, T or E); the thermocouple type is not selectable in"
)

# ---------------------------------------------------------------- GDM6612
GD_VCC = f(
    GD,
    1,
    "VCC 2.7 3 5.5 V Logic supply voltage",
    it(GD, "logic_supply_voltage", "V", lo=2.7, typ=3, hi=5.5),
)
GD_VM = f(
    GD,
    1,
    "VM 4.5 5 13.5 V Motor supply voltage",
    it(GD, "load_supply_voltage", "V", lo=4.5, typ=5, hi=13.5),
)
GD_VM_ABS = f(
    GD,
    1,
    "VM 15 V Motor supply voltage",
    it(GD, "abs_max_supply_voltage", "V", hi=15, condition="VM, absolute maximum"),
)
GD_IAVG = f(
    GD,
    1,
    "IOUT 1.2 A per canal / per channel Output current (average)",
    it(GD, "output_current", "A", hi=1.2, condition="average, per channel, absolute maximum"),
)
GD_IPK = f(
    GD,
    1,
    "IOUT(peak) 3.2 A tw " + LE + " 10 ms, 1 pulse Output current (peak)",
    it(GD, "peak_output_current", "A", hi=3.2, condition="tw <= 10 ms, single pulse"),
)
GD_IREC = f(
    GD,
    1,
    "IOUT 1.0 A per canal Output current",
    it(GD, "output_current", "A", hi=1.0, condition="per channel, recommended operating"),
)
GD_STB = f(
    GD,
    1,
    "ICC(STB) STBY = L 1 " + MU + "A Standby, logic",
    it(GD, "standby_current", "uA", hi=1, condition="logic, STBY = L"),
)
GD_VIN_FOLLOW = note(GD, 2, "the inputs follow the VCC level")

# ---------------------------------------------------------------- KSZ-B328
KS_VIN = f(
    KS,
    1,
    "4.5 12 28 V Input voltage",
    it(KS, "supply_voltage", "V", lo=4.5, typ=12, hi=28, condition="input voltage"),
)
KS_ABS = f(
    KS,
    1,
    "30 V abs. max. Input voltage, never exceed",
    it(KS, "abs_max_supply_voltage", "V", hi=30, condition="input, never exceed"),
)
KS_VOUT = f(
    KS,
    1,
    "0.8 20 V VOUT " + LE + " VIN - 1.5 V Output voltage",
    it(KS, "output_voltage", "V", lo=0.8, hi=20, condition="adjustable, VOUT <= VIN - 1.5 V"),
)
KS_IOUT = f(
    KS,
    1,
    "2 A bez radiatora Output current, continuous",
    it(KS, "output_current", "A", hi=2, condition="continuous, no heatsink"),
)
KS_IPK = f(
    KS,
    1,
    "3 A < 10 s Output current, peak",
    it(KS, "peak_output_current", "A", hi=3, condition="< 10 s"),
)
KS_IQ = f(
    KS,
    1,
    "0.3 mA VIN = 12 V No-load input current",
    it(KS, "quiescent_current", "mA", typ=0.3, condition="no-load input current, VIN = 12 V"),
)
KS_NO_EFF = note(KS, 2, "What efficiency at 24 V in, 12 V out? Not measured")

# ---------------------------------------------------------------- SPX1685
SP_VDD = f(SP, 1, "VDD supply voltage 2.3 5.5 V", it(SP, "supply_voltage", "V", lo=2.3, hi=5.5))
SP_VIO = f(
    SP,
    1,
    "VI/O voltage on an input/output pin VSS - 0.5 5.5 V",
    it(SP, "abs_max_input_voltage", "V", hi=5.5, condition="any input/output pin"),
)
SP_5V5 = note(SP, 1, "The address and control inputs are 5.5 V tolerant whatever the supply")
SP_ILIM = f(
    SP,
    1,
    "IO(LEDn) output current on pin LEDn " + PM + "25 mA",
    it(SP, "output_current", "mA", hi=25, condition="limiting value per LEDn pin"),
)
SP_IOL23 = f(
    SP,
    1,
    "IOL LOW-level output current VOL = 0.5 V; VDD = 2.3 V 12 mA",
    it(SP, "output_current", "mA", lo=12, condition="sink, VOL = 0.5 V, VDD = 2.3 V"),
)
SP_IOL5 = f(
    SP,
    1,
    "VOL = 0.5 V; VDD = 5.0 V 25 mA",
    it(SP, "output_current", "mA", lo=25, condition="sink, VOL = 0.5 V, VDD = 5.0 V"),
)
SP_SCL = f(
    SP,
    2,
    "fSCL SCL clock frequency Fm+ 0 1000 kHz",
    it(SP, "i2c_clock_frequency", "kHz", lo=0, hi=1000),
)
SP_ADDR = f(
    SP,
    1,
    "with all six tied to VSS the device answers at 0x40",
    it(SP, "i2c_address", values=["0x40"], condition="A5...A0 all to VSS"),
)
SP_NO_JITTER = note(SP, 2, "does not characterise pulse jitter for servo use")

# ---------------------------------------------------------------- BMM-US04
BM_VCC = f(BM, 1, "Working voltage DC 5 V", it(BM, "supply_voltage", "V", value=5))
BM_VCC_RANGE = f(
    BM,
    2,
    "Keep VCC at 5 V (4.5 V to 5.5 V is fine)",
    it(BM, "supply_voltage", "V", lo=4.5, hi=5.5, condition="FAQ"),
)
BM_3V3 = note(BM, 2, "Can I run it on 3.3 V? No.")
BM_I = f(BM, 1, "Working current 15 mA", it(BM, "supply_current", "mA", value=15))
BM_RANGE = f(
    BM,
    1,
    "Range 2 cm to 400 cm",
    it(BM, "measurement_range", "cm", lo=2, hi=400, quantity="distance"),
)
BM_RES = f(BM, 1, "Resolution 0.3 cm", it(BM, "resolution", "cm", value=0.3, quantity="distance"))
BM_ECHO = f(
    BM,
    1,
    "Echo output 5 V TTL pulse, width proportional to distance",
    it(BM, "output_high_voltage", "V", value=5, condition="Echo pin"),
)
BM_ECHO_FAQ = note(BM, 2, "Echo swings to 5 V. Use a divider")
BM_TOP = f(
    BM,
    2,
    "Operating temperature? 0 " + DEG + " to +60 " + DEG,
    it(BM, "operating_temperature", DEG, lo=0, hi=60),
)
BM_NO_ACC = note(BM, 2, "We do not publish an accuracy figure")

# ---------------------------------------------------------------- GMD4625
GM_VDD = f(GM, 1, "Supply Voltage VDD 2.7 5.5 V", it(GM, "supply_voltage", "V", lo=2.7, hi=5.5))
GM_SETTLE = f(
    GM,
    1,
    "Output Voltage Settling Time TS 6 " + MU + "s 1/4 to 3/4 scale",
    it(GM, "response_time", "us", typ=6, condition="settling, 1/4 to 3/4 scale"),
)
GM_A2 = f(
    GM,
    2,
    "GMD4625-A2T 10 0x64 / 0x65 SOT-23-6, AQ",
    it("GMD4625-A2T", "i2c_address", values=["0x64", "0x65"], condition="A0 = 0 / 1"),
)
GM_A0 = f(
    GM,
    2,
    "GMD4625-A0T 00 0x60 / 0x61 SOT-23-6, AJ",
    it("GMD4625-A0T", "i2c_address", values=["0x60", "0x61"], condition="A0 = 0 / 1"),
)
GM_TOP = f(
    GM,
    1,
    "All limits at VDD = 2.7 V to 5.5 V, RL = 5 k"
    + OHM
    + " to GND, CL = 100 pF, TA = -40 "
    + DEG
    + " to +125 "
    + DEG,
    it(GM, "operating_temperature", DEG, lo=-40, hi=125),
)
GM_NO_4_20 = note(GM, 2, "the device has no current-output")

# ---------------------------------------------------------------- CCH-LC1A
CC_VIN = f(
    CC,
    1,
    "Input voltage: 4.5 V - 8 V (5 V recommended)",
    it(CC, "supply_voltage", "V", lo=4.5, typ=5, hi=8),
)
CC_FLOAT = f(
    CC,
    1,
    "Charge cut-off (float) voltage: 4.2 V " + PM + "1 %",
    it(CC, "output_voltage", "V", value=4.2, condition="charge termination (float) voltage"),
)
CC_ONE_CELL = note(CC, 2, "One cell only, it stops at 4.2 V")
CC_R2K = f(
    CC,
    1,
    "3 400 2 580 1.5 780",
    it(CC, "output_current", "mA", value=580, condition="charge current, RPROG = 2 kOhm"),
)
CC_DRAIN_P = f(
    CC,
    2,
    "Battery drain, input removed < 2 " + MU + "A about 6 " + MU + "A",
    it("CCH-LC1A-P", "standby_current", "uA", typ=6, condition="battery drain, input removed"),
)
CC_NO_LOADSHARE = note(CC, 2, "We do not test load sharing")
CC_NO_TIME = note(CC, 2, "We do not give a time")
