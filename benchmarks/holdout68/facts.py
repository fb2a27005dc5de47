"""Reference facts of the sixty-eighth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import DL, GM, HW, LF, MK, NL, RS, ZV, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
OHM = "\u03a9"
FW_C = "\u2103"
FWC = "\uff1a"
FWT = "\uff5e"
PM = "\u00b1"
LE = "\u2264"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- HW-SV12 (valve)
N08, N15 = "HW-SV12-N08", "HW-SV12-N15"
HW_V = f(HW, 1, "Rated voltage DC 12V", it(HW, "coil_voltage", "V", value=12, condition="rated"))
HW_TOL = note(HW, 1, "Voltage allowance " + PM + "10% of rated voltage")
HW_TAMB = f(
    HW,
    1,
    "Ambient temp. -5 ~ +50" + FW_C,
    it(HW, "operating_temperature", DEG, lo=-5, hi=50, condition="ambient"),
)
HW_IP = f(HW, 1, "protection grade IP65", it(HW, "ip_rating", values=["IP65"]))
HW_P_LINE = "Coil power (hot) 4.8 W 7.2 W"
HW_P08 = f(HW, 1, HW_P_LINE, it(N08, "coil_power", "W", value=4.8, condition="hot"))
HW_P15 = f(HW, 1, HW_P_LINE, it(N15, "coil_power", "W", value=7.2, condition="hot"))
HW_I_LINE = "Coil current at DC 12V 0.40 A 0.60 A"
HW_I08 = f(HW, 1, HW_I_LINE, it(N08, "supply_current", "A", value=0.40, condition="coil, 12 V"))
HW_I15 = f(HW, 1, HW_I_LINE, it(N15, "supply_current", "A", value=0.60, condition="coil, 12 V"))
HW_R08 = f(
    HW,
    1,
    "Coil resistance (20" + FW_C + ") 30 " + OHM + " 20 " + OHM,
    it(N08, "coil_resistance", "Ohm", value=30, condition="20 °C"),
)
HW_T15 = f(
    HW,
    1,
    LE + "20 ms / " + LE + "30 ms " + LE + "50 ms / " + LE + "150 ms",
    it(N15, "response_time", "ms", hi=50, condition="open"),
)
HW_GRAV = note(HW, 1, "N15 is pilot operated and need minimum pressure difference 0.02 MPa to open")
HW_DIODE = note(HW, 1, "Polarity free (no diode inside)")

# ---------------------------------------------------------------- MKH2150 (H-bridge)
FG, NG = "MKH2150FG", "MKH2150NG"
MK_VM = f(
    MK,
    1,
    "Motor power supply voltage VM 4.5 12 16 V",
    it(MK, "load_supply_voltage", "V", lo=4.5, typ=12, hi=16, condition="VM, operating range"),
)
MK_VCC = f(
    MK,
    1,
    "Control power supply voltage VCC 2.7 3.3 5.5 V",
    it(MK, "logic_supply_voltage", "V", lo=2.7, typ=3.3, hi=5.5, condition="VCC, operating range"),
)
MK_VMABS = f(
    MK,
    1,
    "Motor power supply voltage VM 18 V",
    it(MK, "abs_max_supply_voltage", "V", hi=18, condition="VM"),
)
MK_IO_FG = f(
    MK,
    1,
    "IO 1.5 A (continuous, MKH2150FG)",
    it(FG, "output_current", "A", hi=1.5, condition="continuous"),
)
MK_IO_NG = f(
    MK,
    1,
    "IO 1.0 A (continuous, MKH2150NG)",
    it(NG, "output_current", "A", hi=1.0, condition="continuous"),
)
MK_PEAK = f(
    MK,
    1,
    "IO(peak) 3.0 A t " + LE + " 10 ms, single pulse",
    it(MK, "peak_output_current", "A", hi=3.0, condition="t <= 10 ms, single pulse"),
)
MK_TOPR = f(
    MK,
    1,
    "Operating temperature Topr -20 to 85",
    it(MK, "operating_temperature", DEG, lo=-20, hi=85),
)
MK_STB = f(
    MK,
    1,
    "IM(STB) Standby 1 " + MU + "A",
    it(MK, "standby_current", "uA", hi=1, condition="VM, standby"),
)
MK_RON = f(
    MK,
    1,
    "Ron IO = 1.0 A 0.55 0.80",
    it(MK, "on_resistance", "Ohm", typ=0.55, hi=0.80, condition="upper + lower"),
)
MK_VIH = f(MK, 1, "VIH IN1, IN2 2.0 V", it(MK, "input_high_voltage", "V", lo=2.0))
MK_VIL = f(MK, 1, "VIL IN1, IN2 0.8 V", it(MK, "input_low_voltage", "V", hi=0.8))
MK_18 = note(MK, 2, "A 1.8 V logic host is not supported; VIH min is 2.0 V.")
MK_PD = note(MK, 1, "Power dissipation (Note 1) PD FG: 1.5 / NG: 0.9 W")

# ---------------------------------------------------------------- NLC-3310 (colour)
NL1 = "NLC-3311"
NL_VDD = f(
    NL,
    1,
    "VDD supply voltage 2.7 3.0 3.6 V",
    it(NL, "supply_voltage", "V", lo=2.7, typ=3.0, hi=3.6),
)
NL_ABS = f(
    NL,
    2,
    "VDD supply voltage -0.3 3.8 V",
    it(NL, "abs_max_supply_voltage", "V", hi=3.8),
)
NL_VI = f(
    NL,
    2,
    "VI input voltage on SDA, SCL -0.5 3.8 V",
    it(NL, "abs_max_input_voltage", "V", hi=3.8, condition="SDA, SCL"),
)
NL_IDD = f(
    NL,
    1,
    "IDD supply current active, integrating 210 300(1) " + MU + "A",
    it(NL, "supply_current", "uA", typ=210, hi=300, condition="active"),
)
NL_SLP = f(NL, 1, "sleep 2.5 10 " + MU + "A", it(NL, "standby_current", "uA", typ=2.5, hi=10))
NL_ADDR_LINE = "7-bit I2C address 0x39 0x29"
NL_ADDR0 = f(NL, 1, NL_ADDR_LINE, it(NL, "i2c_address", values=["0x39"]))
NL_ADDR1 = f(NL, 1, NL_ADDR_LINE, it(NL1, "i2c_address", values=["0x29"]))
NL_FSCL = f(NL, 1, "fSCL 400 kHz", it(NL, "i2c_clock_frequency", "kHz", hi=400))
NL_TOP = f(
    NL,
    1,
    "Tamb ambient temperature operating -30 +85",
    it(NL, "operating_temperature", DEG, lo=-30, hi=85),
)
NL_5V = note(NL, 1, "The device is not 5 V tolerant: SDA and SCL must not be pulled above VDD.")

# ---------------------------------------------------------------- DLY-4S (BMS)
D40, D60 = "DLY-4S40F", "DLY-4S60F"
DL_CONT_LINE = "Continuous discharge 3 40A 60A need heat sink"
DL_CONT40 = f(DL, 1, DL_CONT_LINE, it(D40, "output_current", "A", hi=40, condition="continuous"))
DL_CONT60 = f(DL, 1, DL_CONT_LINE, it(D60, "output_current", "A", hi=60, condition="continuous"))
DL_STAT = f(
    DL,
    1,
    "11 Static current consumption " + LE + "15" + MU + "A",
    it(DL, "standby_current", "uA", hi=15, condition="static consumption"),
)
DL_TOP = f(
    DL,
    2,
    "Working temperature" + FWC + "-20" + FW_C + FWT + "+65" + FW_C,
    it(DL, "operating_temperature", DEG, lo=-20, hi=65),
)
DL_LIION = note(DL, 2, "Overcharge detection 3.75V is too low for Li-ion, battery can not")
DL_SPECIAL = note(DL, 1, "Do not use for Li-ion 3.7V cell or")
DL_PAR = note(DL, 2, "Can it connect 2 boards in parallel for more current?")
DL_MOTOR = note(
    DL, 2, "For motor load with big start current (more than 2 times), please choose 60F version."
)

# ---------------------------------------------------------------- ZV-I2S3 (I2S amp)
ZV_VIN = f(
    ZV,
    1,
    "2.5 5.0 5.5 V Supply voltage VIN",
    it(ZV, "supply_voltage", "V", lo=2.5, typ=5.0, hi=5.5, condition="VIN"),
)
ZV_IQ = f(
    ZV,
    1,
    "2.4 3.5 mA Quiescent current (VIN = 5 V)",
    it(ZV, "quiescent_current", "mA", typ=2.4, hi=3.5, condition="VIN = 5 V"),
)
ZV_SD = f(
    ZV,
    1,
    "2 10 " + MU + "A Shutdown current (SD = 0 V)",
    it(ZV, "standby_current", "uA", typ=2, hi=10, condition="shutdown"),
)
ZV_TOP = f(
    ZV,
    1,
    "-20 +70 " + DEG + " Operating temperature",
    it(ZV, "operating_temperature", DEG, lo=-20, hi=70),
)
ZV_VIH = f(
    ZV,
    1,
    "V logic (high level 1.3 V min.); never drive them above VIN.",
    it(ZV, "input_high_voltage", "V", lo=1.3, condition="BCLK, LRC, DIN, SD"),
)
ZV_PEAK = f(
    ZV,
    2,
    "At 5 V and 4 " + OHM + " the peak supply current is up to 800 mA",
    it(ZV, "supply_current", "mA", hi=800, condition="peak, 5 V, 4 Ohm"),
)
ZV_USB = note(ZV, 2, "a USB port of 500 mA will brown out at full volume.")

# ---------------------------------------------------------------- LF-210 (float switch)
PP, SS = "LF-210-PP", "LF-210-SS"
LF_SWV_LINE = "Switching voltage, max. V DC 100 200"
LF_SWV_PP = f(LF, 1, LF_SWV_LINE, it(PP, "contact_voltage", "V", hi=100, condition="DC"))
LF_SWV_SS = f(LF, 1, LF_SWV_LINE, it(SS, "contact_voltage", "V", hi=200, condition="DC"))
LF_SWI_LINE = "Switching current, max. A 0.5 1.0"
LF_SWI_PP = f(LF, 1, LF_SWI_LINE, it(PP, "contact_current", "A", hi=0.5, condition="switching"))
LF_SWI_SS = f(LF, 1, LF_SWI_LINE, it(SS, "contact_current", "A", hi=1.0, condition="switching"))
LF_TOP_LINE = "Operating temperature " + DEG + " -10 to +85 -20 to +120"
LF_TOP_PP = f(LF, 1, LF_TOP_LINE, it(PP, "operating_temperature", DEG, lo=-10, hi=85))
LF_TOP_SS = f(LF, 1, LF_TOP_LINE, it(SS, "operating_temperature", DEG, lo=-20, hi=120))
LF_MOTOR = note(LF, 1, "never switch a pump motor directly.")
LF_PULL = note(
    LF, 1, "Connect to a microcontroller input with a pull-up resistor (10 kOhm typical)"
)
LF_LIFE = note(LF, 2, "Reed switch life depends on the load")

# ---------------------------------------------------------------- GM-7X (gesture)
GM_VIN = f(GM, 1, "Board power (VIN) 3.3 V to 5 V", it(GM, "supply_voltage", "V", lo=3.3, hi=5))
GM_I = f(
    GM,
    1,
    "Current while detecting about 3 mA",
    it(GM, "supply_current", "mA", typ=3, condition="detecting"),
)
GM_SUS = f(
    GM,
    1,
    "Current in suspend about 15 " + MU + "A",
    it(GM, "standby_current", "uA", typ=15, condition="suspend, LDO included"),
)
GM_ADDR = f(GM, 1, "I2C address 0x73 (fixed)", it(GM, "i2c_address", values=["0x73"]))
GM_CLK = f(GM, 1, "Interface I2C, up to 400 kHz", it(GM, "i2c_clock_frequency", "kHz", hi=400))
GM_TOP = f(
    GM,
    1,
    "Working temperature -20 to +70 " + DEG,
    it(GM, "operating_temperature", DEG, lo=-20, hi=70),
)
GM_RANGE = f(
    GM,
    1,
    "from a hand held 5 cm to 15 cm",
    it(GM, "measurement_range", "cm", lo=5, hi=15, quantity="distance"),
)
GM_5V = note(GM, 1, "so a 5 V Arduino Uno reads them fine without a level shifter")
GM_GLASS = note(GM, 2, "Clear glass up to 2 mm thick reduces the range to about")

# ---------------------------------------------------------------- RSR-DD (DC SSR)
R10, R25, R40 = "RSR-DD10", "RSR-DD25", "RSR-DD40"
RS_CTL = f(
    RS,
    1,
    "3 32 V DC Control voltage",
    it(RS, "input_high_voltage", "V", lo=3, hi=32, condition="control voltage"),
)
RS_LV_LINE = "5-60 V DC 5-60 V DC 5-100 V DC Load voltage"
RS_LV10 = f(RS, 1, RS_LV_LINE, it(R10, "contact_voltage", "V", lo=5, hi=60, condition="DC load"))
RS_LV25 = f(RS, 1, RS_LV_LINE, it(R25, "contact_voltage", "V", lo=5, hi=60, condition="DC load"))
RS_LV40 = f(RS, 1, RS_LV_LINE, it(R40, "contact_voltage", "V", lo=5, hi=100, condition="DC load"))
RS_LI_LINE = "10 A 25 A 40 A Load current (1)"
RS_LI10 = f(RS, 1, RS_LI_LINE, it(R10, "contact_current", "A", hi=10, condition="with heat sink"))
RS_LI25 = f(RS, 1, RS_LI_LINE, it(R25, "contact_current", "A", hi=25, condition="with heat sink"))
RS_LI40 = f(RS, 1, RS_LI_LINE, it(R40, "contact_current", "A", hi=40, condition="with heat sink"))
RS_NOHS = f(
    RS,
    1,
    "without heat sink: 4 A max. for every version.",
    it(RS, "contact_current", "A", hi=4, condition="without heat sink"),
)
RS_ABS = f(
    RS,
    2,
    "Input voltage, never above 36 V DC",
    it(RS, "abs_max_input_voltage", "V", hi=36, condition="control input"),
)
RS_TOP = f(
    RS,
    2,
    "Operating -30 ... +80 " + DEG,
    it(RS, "operating_temperature", DEG, lo=-30, hi=80),
)
RS_AC = note(RS, 1, "DC loads only - will not switch AC")
RS_IND = note(
    RS, 2, "fit a free-wheeling diode across the load; the relay has no internal protection."
)
RS_UL = note(RS, 2, "58 x 45 x 26 mm, UL94 V-0")
