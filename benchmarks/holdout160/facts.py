"""Reference facts of the hundred-and-sixtieth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import BB, CK, DM, FK, GB, LY, NF, QS, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
ELL = "\u2026"
NDASH = "\u2013"
SQ = "\u00b2"
OHM = "\u03a9"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- LYR3215 / LYR3215M
LY_VCC = f(
    LY,
    1,
    "Supply voltage VCC 2.3 3.3 5.5 V",
    it(LY, "supply_voltage", "V", lo=2.3, typ=3.3, hi=5.5, condition="VCC, both versions"),
)
LY_VBAT = f(
    LY,
    1,
    "Backup supply voltage VBAT 2.3 3.0 5.5 V",
    it(LY, "supply_voltage", "V", lo=2.3, typ=3.0, hi=5.5, condition="VBAT, backup supply"),
)
LY_CR2032 = note(
    LY,
    2,
    "Battery: a CR2032 lithium coin cell (3.0 V, 220 mAh) keeps the LYR3215 counting for about "
    "8 years with VCC removed.",
)
LY_ADDR = f(
    LY,
    2,
    "The 7-bit slave address is 1101000 (0x68); it is fixed and cannot be changed, so only one "
    "LYR3215 or LYR3215M can sit on a bus.",
    it(LY, "i2c_address", values=["0x68"], condition="fixed, both versions"),
)
LY_FSCL = f(
    LY,
    2,
    "fast mode 100 400 SCL clock frequency fSCL kHz standard mode 0 100",
    it(LY, "i2c_clock_frequency", "kHz", hi=400, condition="fast mode"),
)
LY_PULLUP = note(
    LY,
    2,
    "The pull-up resistors on SDA and SCL may go to 3.3 V or 5 V, independent of VCC, as long as "
    "VCC is within 2.3 V to 5.5 V.",
)
LY_IBAT = f(
    LY,
    1,
    "VCC = 0 V, EOSC = 0, Timekeeping VBAT = 3.63 V 0.84 3.0 0.70 2.5 " + MU + "A battery current",
    it(
        LY,
        "standby_current",
        MU + "A",
        typ=0.84,
        hi=3.0,
        condition="timekeeping battery current, VCC = 0 V, VBAT = 3.63 V, LYR3215 column",
    ),
)
LY_IACT_M = f(
    "LYR3215M",
    1,
    "I" + SQ + "C active, fSCL = 400 kHz, Active supply VCC = 3.63 V 200 150 " + MU + "A current "
    "VCC = 5.5 V 300 220",
    it(
        "LYR3215M",
        "supply_current",
        MU + "A",
        hi=220,
        condition="active, I2C at 400 kHz, VCC = 5.5 V, LYR3215M column",
    ),
)
LY_TEMP = f(
    LY,
    1,
    "Temperature sensor VCC or VBAT = 3.3 V " + PM + "3 " + PM + "3 " + DEG + " accuracy "
    "Temperature tCONV 125 200 125 200 ms conversion time",
    it(LY, "accuracy", DEG, lo=-3, hi=3, quantity="temperature", condition="temperature sensor"),
    it(LY, "response_time", "ms", typ=125, hi=200, condition="temperature conversion time tCONV"),
)
LY_STAB_M = note(
    "LYR3215M",
    1,
    "Frequency stability 0 " + DEG + " to +40 " + DEG + " " + PM + "2.0 " + PM + "5.0 ppm vs. "
    "temperature -40 " + DEG + " to +85 " + DEG + " " + PM + "3.5 " + PM + "5.0",
)
LY_AGING = note(LY, 1, "Aging first year, after reflow " + PM + "1.0 " + PM + "1.5 ppm")
LY_TOP = f(
    LY,
    1,
    "Operating temperature TA -40 +85 " + DEG,
    it(LY, "operating_temperature", DEG, lo=-40, hi=85, condition="TA"),
)

# ---------------------------------------------------------------- GBL-FET12 / GBL-FET12D
GB_LOAD_Q = "Load supply V+ terminal 5 12 24 9 12 24 V voltage"
GB_VLOAD_D = f(
    "GBL-FET12D",
    1,
    GB_LOAD_Q,
    it(
        "GBL-FET12D",
        "load_supply_voltage",
        "V",
        lo=9,
        typ=12,
        hi=24,
        condition="V+ terminal, GBL-FET12D column",
    ),
)
GB_9V = note(
    "GBL-FET12D",
    2,
    "The GBL-FET12D gate driver needs at least 9 V on V+. On a 5 V load supply use the GBL-FET12.",
)
GB_I_Q = "Continuous IN = 3.3 V 4 15 A load current IN = 5.0 V 10 15"
GB_I33 = f(
    GB,
    1,
    GB_I_Q,
    it(GB, "output_current", "A", hi=4, condition="continuous, IN = 3.3 V, GBL-FET12 column"),
)
GB_I33_D = f(
    "GBL-FET12D",
    1,
    GB_I_Q,
    it(
        "GBL-FET12D",
        "output_current",
        "A",
        hi=15,
        condition="continuous, IN = 3.3 V, GBL-FET12D column, Ta = 25 degC",
    ),
)
GB_3V3_NOTE = note(
    GB,
    2,
    "With 3.3 V at IN the GBL-FET12 gate only sees 3.3 V and the MOSFET is not fully on. Keep the "
    "load under 4 A or use the GBL-FET12D.",
)
GB_VIH_Q = "IN high level 3.0 5.5 2.0 5.5 V"
GB_VIH = f(
    GB,
    1,
    GB_VIH_Q,
    it(GB, "input_high_voltage", "V", lo=3.0, hi=5.5, condition="IN high level, GBL-FET12 column"),
)
GB_VIH_D = f(
    "GBL-FET12D",
    1,
    GB_VIH_Q,
    it(
        "GBL-FET12D",
        "input_high_voltage",
        "V",
        lo=2.0,
        hi=5.5,
        condition="IN high level, GBL-FET12D column",
    ),
)
GB_PWM = note(GB, 1, "PWM frequency 1 20 kHz")
GB_TOP_D = f(
    "GBL-FET12D",
    1,
    "Ambient temperature operating -20 +70 -25 +85 " + DEG,
    it(
        "GBL-FET12D",
        "operating_temperature",
        DEG,
        lo=-25,
        hi=85,
        condition="operating ambient, GBL-FET12D column",
    ),
)
GB_DERATE = note(
    GB,
    2,
    "Derating: above 40 "
    + DEG
    + " ambient reduce the continuous current by 0.25 A per "
    + DEG
    + ".",
)
GB_MOSFET = f(
    GB,
    1,
    "Both versions use the same MOSFET. Its own data: drain-source voltage VDS 30 V, gate "
    "threshold VGS(th) 1.2 V min, 1.7 V typ, 2.2 V max (ID = 250 " + MU + "A).",
    it(GB, "drain_source_voltage", "V", hi=30, condition="MOSFET VDS, both versions"),
    it(
        GB,
        "gate_threshold_voltage",
        "V",
        lo=1.2,
        typ=1.7,
        hi=2.2,
        condition="VGS(th), ID = 250 uA, both versions",
    ),
)
GB_IQ_D = f(
    "GBL-FET12D",
    1,
    "Driver supply from V+, IN low " + "\u2014" + " 1.8 2.5 mA current",
    it(
        "GBL-FET12D",
        "quiescent_current",
        "mA",
        typ=1.8,
        hi=2.5,
        condition="gate driver supply current from V+, IN low",
    ),
)

# ---------------------------------------------------------------- DMV2190 (grades A / B)
DM_VS = f(
    DM,
    1,
    "Supply voltage VS 3.0 5.5 V",
    it(DM, "supply_voltage", "V", lo=3.0, hi=5.5, condition="VS"),
)
DM_BUS = f(
    DM,
    1,
    "Bus voltage input 0 26 V range (1)",
    it(DM, "analog_input_range", "V", lo=0, hi=26, condition="bus voltage input (VIN+, VIN-)"),
)
DM_BUS_MAX = f(
    DM,
    1,
    "Bus voltage input 0 26 V range (1)",
    it(DM, "analog_input_range", "V", hi=26, condition="bus voltage input, upper limit"),
)
DM_BUS_NOTE = note(
    DM,
    1,
    "(1) The bus full-scale setting of 32 V does not allow more than 26 V to be applied to VIN+ "
    "or VIN-.",
)
DM_ABS_CM = f(
    DM,
    2,
    "Common-mode input, VIN+ and VIN- -0.3 26 V",
    it(
        DM,
        "abs_max_input_voltage",
        "V",
        lo=-0.3,
        hi=26,
        condition="common-mode input, VIN+ and VIN-, absolute maximum",
    ),
)
DM_PGA4 = f(
    DM,
    1,
    "Input PGA = /1 "
    + PM
    + "40 Full-scale shunt PGA = /2 "
    + PM
    + "80 mV voltage range PGA = /4 "
    + PM
    + "160 PGA = /8 "
    + PM
    + "320",
    it(
        DM,
        "analog_input_range",
        "mV",
        lo=-160,
        hi=160,
        condition="full-scale shunt voltage, PGA = /4",
    ),
)
DM_32A = f(
    DM,
    2,
    "With a 0.1 " + OHM + " shunt and PGA = /8 the DMV2190 measures up to " + PM + "3.2 A with "
    "0.8 mA resolution.",
    it(
        DM,
        "measurement_range",
        "A",
        lo=-3.2,
        hi=3.2,
        quantity="current",
        condition="0.1 Ohm shunt, PGA = /8",
    ),
)
DM_ADDR_GRID_Q = (
    "A1 \\ A0 GND VS SDA SCL GND 0x40 0x41 0x42 0x43 VS 0x44 0x45 0x46 0x47 SDA 0x48 0x49 0x4A "
    "0x4B SCL 0x4C 0x4D 0x4E 0x4F"
)
DM_ADDR_46 = f(
    DM,
    2,
    DM_ADDR_GRID_Q,
    it(DM, "i2c_address", values=["0x46"], condition="A1 = VS, A0 = SDA"),
)
DM_ADDR_ALL = f(
    DM,
    2,
    DM_ADDR_GRID_Q,
    it(
        DM,
        "i2c_address",
        values=[f"0x{n:X}" for n in range(0x40, 0x50)],
        condition="7-bit, set by A1 / A0 (0x40 with both at GND)",
    ),
)
DM_FSCL = f(
    DM,
    2,
    "fast mode 0.001 0.4 SCL frequency MHz high-speed mode 0.001 2.56",
    it(DM, "i2c_clock_frequency", "MHz", lo=0.001, hi=0.4, condition="fast mode"),
)
DM_5VPU = note(
    DM,
    2,
    "SDA and SCL are open-drain and may be pulled up to 5 V even when VS is 3.3 V.",
)
DM_ACC_B = f(
    "DMV2190B",
    1,
    "Current measurement error, max. " + PM + "1.0 " + PM + "0.5 %",
    it(
        "DMV2190B",
        "accuracy",
        "%",
        lo=-0.5,
        hi=0.5,
        quantity="current",
        condition="current measurement error, max., DMV2190B grade, -40 ... +125 degC",
    ),
)
DM_CONV12 = f(
    DM,
    1,
    "11-bit 276 304 12-bit 532 586",
    it(DM, "response_time", MU + "s", typ=532, hi=586, condition="conversion time, 12-bit"),
)
DM_PD = f(
    DM,
    1,
    "active, continuous conversion 0.7 1.0 mA Quiescent current power-down 6 15 " + MU + "A",
    it(DM, "standby_current", MU + "A", typ=6, hi=15, condition="power-down"),
)

# ---------------------------------------------------------------- NFK1040-33 / NFK1040-50
NF_VCC_Q = "Supply voltage 3.0 3.3 3.6 4.5 5.0 5.5 V"
NF_VCC33 = f(
    "NFK1040-33",
    1,
    NF_VCC_Q,
    it("NFK1040-33", "supply_voltage", "V", lo=3.0, typ=3.3, hi=3.6, condition="VCC, -33 column"),
)
NF_VCC50 = f(
    "NFK1040-50",
    1,
    NF_VCC_Q,
    it("NFK1040-50", "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, -50 column"),
)
NF_ICC_Q = (
    "dominant, VTXD = 0 V 10 17 45 75 mA Supply current recessive, VTXD = VCC 6 10 5 10 mA "
    "standby, Rs = VCC 370 600 8 15 " + MU + "A"
)
NF_STBY33 = f(
    "NFK1040-33",
    1,
    NF_ICC_Q,
    it(
        "NFK1040-33",
        "standby_current",
        MU + "A",
        typ=370,
        hi=600,
        condition="standby, Rs = VCC, -33 column",
    ),
)
NF_ICC50 = f(
    "NFK1040-50",
    1,
    NF_ICC_Q,
    it(
        "NFK1040-50",
        "supply_current",
        "mA",
        typ=45,
        hi=75,
        condition="dominant, VTXD = 0 V, -50 column",
    ),
    it(
        "NFK1040-50",
        "supply_current",
        "mA",
        typ=5,
        hi=10,
        condition="recessive, VTXD = VCC, -50 column",
    ),
)
NF_VIH_Q = "Transmitter data input; pin TXD High-level input 2.0 VCC 3.5 VCC + 0.3 V voltage"
NF_VIH33 = f(
    "NFK1040-33",
    1,
    NF_VIH_Q,
    it("NFK1040-33", "input_high_voltage", "V", lo=2.0, condition="TXD, -33 column (max VCC)"),
)
NF_VIH50 = f(
    "NFK1040-50",
    1,
    NF_VIH_Q,
    it(
        "NFK1040-50",
        "input_high_voltage",
        "V",
        lo=3.5,
        condition="TXD, -50 column (max VCC + 0.3); 0.7 x VCC at VCC = 5.0 V",
    ),
)
NF_VIH50_NOTE = note(
    "NFK1040-50",
    1,
    "High-level input voltage of the NFK1040-50 TXD pin: the 3.5 V minimum is 0.7 x VCC at VCC = "
    "5.0 V.",
)
NF_VOH50 = f(
    "NFK1040-50",
    1,
    "Receiver data output; pin RXD High-level output IOH = -2 mA 2.4 3.2 4.0 4.6 V voltage",
    it(
        "NFK1040-50",
        "output_high_voltage",
        "V",
        lo=4.0,
        typ=4.6,
        condition="RXD, IOH = -2 mA, -50 column",
    ),
)
NF_RATE = f(
    NF,
    2,
    "Data rate, max. Rs = 0 " + OHM + " (high speed) 1 1 Mbit/s",
    it(NF, "baud_rate", "Mbit/s", hi=1, condition="max. data rate, Rs = 0 Ohm, both versions"),
)
NF_33DIRECT = note(
    "NFK1040-33",
    2,
    "The NFK1040-33 drives RXD to 3.3 V and its TXD input accepts 3.3 V logic directly.",
)
NF_MIX = note(NF, 1, "Both versions meet ISO 11898-2 and can be mixed on one bus.")
NF_ESD = note(NF, 1, "VESD ESD, HBM, bus pins " + PM + "16 " + PM + "4 kV")
NF_BUS = note(NF, 1, "VCANH, VCANL voltage on bus pins -4 to +16 -40 to +40 V")

# ---------------------------------------------------------------- CKL4410 / CKL4410W
CK_VCC = f(
    CK,
    1,
    "VCC voltage VCC 2.4 3.0 3.6 V",
    it(CK, "supply_voltage", "V", lo=2.4, typ=3.0, hi=3.6, condition="VCC, operating"),
)
CK_ABS = f(
    CK,
    1,
    "Supply voltage Vmax 4.5 V",
    it(CK, "abs_max_supply_voltage", "V", hi=4.5, condition="absolute maximum"),
)
CK_5V = note(
    CK,
    2,
    "The CKL4410 is not 5 V tolerant. On a 5 V Arduino power VCC and DVI from 3.3 V and use a "
    "level shifter on SDA and SCL.",
)
CK_ADDR_ALL = f(
    CK,
    2,
    "L (" + "\u2264" + " 0.3 VCC) 0x23 0x46 0x47 0100011 H (" + "\u2265" + " 0.7 VCC) 0x5C 0xB8 "
    "0xB9 1011100",
    it(CK, "i2c_address", values=["0x23", "0x5C"], condition="7-bit, ADDR low / high"),
)
CK_FSCL = f(
    CK,
    1,
    "SCL clock frequency fSCL 400 kHz",
    it(CK, "i2c_clock_frequency", "kHz", hi=400, condition="fSCL, both versions"),
)
CK_RANGE_W = f(
    "CKL4410W",
    1,
    "Measurement 1 65535 0.11 100000 lx range",
    it(
        "CKL4410W",
        "measurement_range",
        "lx",
        lo=0.11,
        hi=100000,
        quantity="illuminance",
        condition="CKL4410W column",
    ),
)
CK_TMEAS_L = f(
    CK,
    1,
    "Measurement H-resolution modes 120 180 120 180 ms time L-resolution mode 16 24 16 24",
    it(CK, "response_time", "ms", typ=16, hi=24, condition="measurement time, L-resolution mode"),
)
CK_I = f(
    CK,
    1,
    "active, H-resolution mode 120 190 140 210 Supply current " + MU + "A power down, no input "
    "light 0.01 1.0 0.01 1.0",
    it(
        CK,
        "supply_current",
        MU + "A",
        typ=120,
        hi=190,
        condition="active, H-resolution mode, CKL4410 column",
    ),
    it(CK, "standby_current", MU + "A", typ=0.01, hi=1.0, condition="power down, no input light"),
)
CK_TOP_W = f(
    "CKL4410W",
    1,
    "Operating -40 +85 -40 +105 " + DEG + " temperature",
    it(
        "CKL4410W",
        "operating_temperature",
        DEG,
        lo=-40,
        hi=105,
        condition="CKL4410W column",
    ),
)
CK_RES2 = f(
    CK,
    1,
    "H-resolution mode 1 1 Resolution H-resolution mode 2 0.5 0.5 lx L-resolution mode 4 4",
    it(
        CK,
        "resolution",
        "lx",
        value=0.5,
        quantity="illuminance",
        condition="H-resolution mode 2, both versions",
    ),
)

# ---------------------------------------------------------------- FKU-40 / FKU-40L
FK_V_Q = "Supply voltage 4.5 5.0 5.5 3.0 3.3 5.5 V"
FK_V40 = f(
    FK,
    1,
    FK_V_Q,
    it(FK, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="FKU-40 column"),
)
FK_V40L = f(
    "FKU-40L",
    1,
    FK_V_Q,
    it("FKU-40L", "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="FKU-40L column"),
)
FK_LEVEL_Q = (
    "Trig input high, min. FKU-40 " + "\u2014" + " 2.4 V Trig input high, min. FKU-40L 2.0 2.0 V "
    "Echo output high, min. FKU-40 " + "\u2014" + " 4.6 V Echo output high, min. FKU-40L 2.9 4.6 V"
)
FK_TRIG40L = f(
    "FKU-40L",
    1,
    FK_LEVEL_Q,
    it("FKU-40L", "input_high_voltage", "V", lo=2.0, condition="Trig, FKU-40L, VCC = 3.3 V"),
)
FK_ECHO40L_33 = f(
    "FKU-40L",
    1,
    FK_LEVEL_Q,
    it("FKU-40L", "output_high_voltage", "V", lo=2.9, condition="Echo, FKU-40L, VCC = 3.3 V"),
)
FK_ECHO40L_5 = f(
    "FKU-40L",
    1,
    FK_LEVEL_Q,
    it("FKU-40L", "output_high_voltage", "V", lo=4.6, condition="Echo, FKU-40L, VCC = 5.0 V"),
)
FK_ECHO40 = f(
    FK,
    1,
    FK_LEVEL_Q,
    it(FK, "output_high_voltage", "V", lo=4.6, condition="Echo, FKU-40, VCC = 5.0 V"),
)
FK_PUSHPULL = note(
    FK,
    1,
    "The Echo pin is a push-pull output that swings to VCC. An FKU-40 (or an FKU-40L at 5 V) "
    "therefore puts about 5 V on Echo.",
)
FK_ESP = note(
    FK,
    2,
    "Trig is fine with 3.3 V logic, but the 5 V Echo must go through a divider (for example 1 k"
    + OHM
    + " / 2 k"
    + OHM
    + ") because those inputs are not 5 V tolerant.",
)
FK_RANGE40L_33 = f(
    "FKU-40L",
    1,
    "VCC = 3.3 V " + "\u2014" + " " + "\u2014" + " 2 300 Ranging distance cm VCC = 5.0 V 2 400 2 "
    "450",
    it(
        "FKU-40L",
        "measurement_range",
        "cm",
        lo=2,
        hi=300,
        quantity="distance",
        condition="ranging distance, FKU-40L at VCC = 3.3 V",
    ),
)
FK_I40 = f(
    FK,
    1,
    "measuring, VCC = 5.0 V 15 20 4.5 6.0 not triggered, Quiet current VCC = 3.3 V "
    + "\u2014"
    + " "
    + "\u2014"
    + " 0.9 1.5 mA VCC = 5.0 V 2.0 3.0 1.2 2.0",
    it(FK, "supply_current", "mA", typ=15, hi=20, condition="working, measuring, VCC = 5.0 V"),
    it(FK, "standby_current", "mA", typ=2.0, hi=3.0, condition="quiet, not triggered, VCC = 5.0 V"),
)
FK_ACC = f(
    FK,
    1,
    "Ranging up to 1 m " + PM + "3 " + PM + "3 mm accuracy",
    it(FK, "accuracy", "mm", lo=-3, hi=3, quantity="distance", condition="up to 1 m, both"),
)
FK_WATER = note(
    FK,
    2,
    "It is not waterproof. Rain or condensation on the transducers stops it working. We have no "
    "sealed version.",
)

# ---------------------------------------------------------------- BBP-1S3 / BBP-1S6
BB_IDIS_Q = "Continuous 3 6 A discharge current"
BB_IDIS3 = f(
    BB,
    1,
    BB_IDIS_Q,
    it(BB, "output_current", "A", hi=3, condition="continuous discharge, BBP-1S3 column"),
)
BB_IDIS6 = f(
    "BBP-1S6",
    1,
    BB_IDIS_Q,
    it("BBP-1S6", "output_current", "A", hi=6, condition="continuous discharge, BBP-1S6 column"),
)
BB_OC3 = f(
    BB,
    1,
    "Overcurrent trip discharge 4.0 5.0 6.0 8.0 10.0 12.0 A",
    it(
        BB,
        "peak_output_current",
        "A",
        lo=4.0,
        typ=5.0,
        hi=6.0,
        condition="overcurrent trip, discharge, BBP-1S3 column",
    ),
)
BB_IQ3 = f(
    BB,
    1,
    "MOSFETs on normal operation 3.0 6.0 3.5 7.0 Current drawn power-down (after " + MU + "A "
    "from the cell overdischarge) " + "\u2014" + " 0.1 " + "\u2014" + " 0.1",
    it(
        BB,
        "quiescent_current",
        MU + "A",
        typ=3.0,
        hi=6.0,
        condition="current drawn from the cell, normal operation, BBP-1S3 column",
    ),
)
BB_RON6 = f(
    "BBP-1S6",
    1,
    "B" + NDASH + " to P" + NDASH + ", both Path resistance 45 60 25 32 m" + OHM + " MOSFETs on",
    it(
        "BBP-1S6",
        "on_resistance",
        "m" + OHM,
        typ=25,
        hi=32,
        condition="path resistance B- to P-, both MOSFETs on, BBP-1S6 column",
    ),
)
BB_DELAY_SC6 = f(
    "BBP-1S6",
    1,
    "Detection delay overcurrent 13 20 ms short circuit 250 500 " + MU + "s",
    it(
        "BBP-1S6",
        "response_time",
        MU + "s",
        typ=250,
        hi=500,
        condition="short-circuit detection delay, both versions",
    ),
)
BB_LFP = note(
    BB,
    2,
    "LiFePO4 cells (3.2 V nominal, 3.65 V full) are not protected: the 4.30 V overcharge limit is "
    "far above their maximum.",
)
BB_OCP = note(BB, 1, "Overcharge detection voltage VOCP 4.25 4.30 4.35 V")
BB_NOTEMP = note(BB, 2, "There is no temperature sensing and no NTC input.")
BB_PEAK_NOTE = note(
    BB,
    2,
    "Peak currents: motors and heaters that start above the overcurrent trip make the board cut "
    "off; they need the BBP-1S6 or a smaller load.",
)

# ---------------------------------------------------------------- QSD-T5 / QSD-T5W
QS_V_Q = (
    "Supply voltage regulator in circuit 4.5 5.0 5.5 3.45 5.0 5.5 V (VCC pin) BYP jumper closed "
    + "\u2014 \u2014 \u2014"
    + " 3.0 3.3 3.6"
)
QS_VCC_T5 = f(
    QS,
    1,
    QS_V_Q,
    it(QS, "supply_voltage", "V", lo=4.5, typ=5.0, hi=5.5, condition="VCC, QSD-T5 column"),
)
QS_VCC_W_BYP = f(
    "QSD-T5W",
    1,
    QS_V_Q,
    it(
        "QSD-T5W",
        "supply_voltage",
        "V",
        lo=3.0,
        typ=3.3,
        hi=3.6,
        condition="VCC with the BYP jumper closed, QSD-T5W column",
    ),
)
QS_T5_33 = note(
    QS,
    2,
    "QSD-T5 on a 3.3 V host: it will not work from 3.3 V at VCC because the regulator needs 4.5 V.",
)
QS_BYP = note(
    "QSD-T5W",
    2,
    "QSD-T5W on a 3.3 V host: close the BYP solder jumper, then VCC feeds the card directly and "
    "must stay within 3.0 V to 3.6 V.",
)
QS_MISO = note(
    QS,
    2,
    "MISO on the QSD-T5 is driven all the time (the buffer is always enabled), so the QSD-T5 "
    "cannot share its SPI bus with other SPI devices. The QSD-T5W releases MISO (high impedance) "
    "while CS is high and can share the bus.",
)
QS_SPI_W = f(
    "QSD-T5W",
    1,
    "SPI clock 25 20 MHz",
    it("QSD-T5W", "spi_clock_frequency", "MHz", hi=20, condition="QSD-T5W column"),
)
QS_SPI_T5 = f(
    QS,
    1,
    "SPI clock 25 20 MHz",
    it(QS, "spi_clock_frequency", "MHz", hi=25, condition="QSD-T5 column"),
)
QS_VOH_T5 = f(
    QS,
    1,
    "MISO output high IOH = -100 " + MU + "A 3.1 VCC - 0.2 V",
    it(QS, "output_high_voltage", "V", lo=3.1, condition="MISO, IOH = -100 uA, QSD-T5 column"),
)
QS_IOUT_W = f(
    "QSD-T5W",
    1,
    "Regulator output card + 3V3 pin 150 300 mA current",
    it(
        "QSD-T5W",
        "output_current",
        "mA",
        hi=300,
        condition="regulator output current, card + 3V3 pin, QSD-T5W column",
    ),
)
QS_3V3PIN_W = f(
    "QSD-T5W",
    2,
    "The 3V3 pin pad on the back can supply other parts, up to 50 mA (QSD-T5) or 150 mA "
    "(QSD-T5W) on top of the card.",
    it(
        "QSD-T5W",
        "output_current",
        "mA",
        hi=150,
        condition="3V3 pin for other parts, on top of the card, QSD-T5W",
    ),
)
QS_CARDS = note(
    QS,
    2,
    "Cards: microSD up to 2 GB and microSDHC from 4 GB to 32 GB, formatted FAT16 or FAT32. We have "
    "tested cards up to 32 GB.",
)
