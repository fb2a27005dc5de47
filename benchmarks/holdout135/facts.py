"""Reference facts of the hundred-and-thirty-fifth hold-out set, shared by factual and
compatibility questions. Every number was read off the generated PDFs
(``pdftotext -layout``) and each quote is on the cited page."""

from __future__ import annotations

from qkit import AL, HJ, KR, NI, PK, VP, WG, ZN, Fact, Item, ev, it

DEG = "\u00b0C"
MU = "\u00b5"
PM = "\u00b1"
OHM = "\u03a9"
LE = "\u2264"
GE = "\u2265"
ELL = "\u2026"
TIMES = "\u00d7"
SQ = "\u00b2"
APPROX = "\u2248"
MINUS = "\u2212"


def f(device: str, page: int, quote: str, *items: Item) -> Fact:
    return list(items), [ev(device, page, quote)]


def note(device: str, page: int, quote: str) -> Fact:
    """A statement without numbers needed as items: evidence only."""
    return [], [ev(device, page, quote)]


# ---------------------------------------------------------------- HJF3122
HJ_VDD = f(
    HJ,
    1,
    "Supply voltage VDD 3.0 3.3 5.5 V",
    it(HJ, "supply_voltage", "V", lo=3.0, typ=3.3, hi=5.5, condition="VDD, recommended operating"),
)
HJ_STB33 = f(
    HJ,
    2,
    "Standby current ISD VDD = 3.3 V 3 8 " + MU + "A",
    it(HJ, "standby_current", MU + "A", typ=3, hi=8, condition="SHDN bit = 1, VDD = 3.3 V"),
)
HJ_ADDR_Q = "GND 0x2C 0x4C 58h / 59h open 0x2D 0x4D 5Ah / 5Bh VDD 0x2E 0x4E 5Ch / 5Dh"
HJ_ADDR_A = f(
    HJ,
    2,
    HJ_ADDR_Q,
    it(
        "HJF3122A",
        "i2c_address",
        values=["0x4C", "0x4D", "0x4E"],
        condition="HJF3122A, ADDR to GND / open / VDD",
    ),
)
HJ_ADDR = f(
    HJ,
    2,
    HJ_ADDR_Q,
    it(
        HJ,
        "i2c_address",
        values=["0x2C", "0x2D", "0x2E"],
        condition="HJF3122, ADDR to GND / open / VDD",
    ),
)
HJ_TACC = f(
    HJ,
    2,
    "Temperature TA = +20 "
    + DEG
    + " to +80 "
    + DEG
    + " -1.0 "
    + PM
    + "0.25 +1.0 "
    + DEG
    + " accuracy TA = -40 "
    + DEG
    + " to +105 "
    + DEG
    + " -2.0 "
    + PM
    + "0.5 +2.0",
    it(
        HJ,
        "accuracy",
        DEG,
        lo=-2.0,
        hi=2.0,
        quantity="temperature",
        condition="local sensor, TA = -40 to +105 degC",
    ),
)
HJ_FSCL = f(
    HJ,
    2,
    "SCL clock frequency fSCL 10 400 kHz",
    it(HJ, "i2c_clock_frequency", "kHz", lo=10, hi=400, condition="fSCL"),
)
HJ_TACH = f(
    HJ,
    2,
    "Tachometer inputs Input high voltage VIH 2.1 5.5 V",
    it(HJ, "input_high_voltage", "V", lo=2.1, hi=5.5, condition="TACH1, TACH2"),
)
HJ_TACH12 = note(
    HJ,
    1,
    "Never pull TACH up to the 12 V fan supply: the pin must stay at or below 5.5 V.",
)
HJ_TACHPU = note(HJ, 1, "Pull it up to VDD with 10 k" + OHM + ".")
HJ_4WIRE = note(
    HJ,
    1,
    "4-wire fans: connect PWMx straight to the fan's PWM input. The fan pulls the line up "
    "internally, to 5 V at most; no external pull-up is needed.",
)
HJ_PWMF = note(HJ, 2, "HF mode (default) 23.75 25 26.25 kHz")
HJ_SMBUS = note(HJ, 2, "SMBus timeout tTIMEOUT SCL low 25 35 ms")

# ---------------------------------------------------------------- PKB-51
PK_VIN = f(
    PK,
    1,
    "Input voltage, operating after start-up 0.9 " + ELL + " 3.6 0.9 " + ELL + " 3.6 V",
    it(PK, "supply_voltage", "V", lo=0.9, hi=3.6, condition="input, operating after start-up"),
)
PK_VOUT = f(
    PK,
    1,
    "Output voltage Vin 1.2 " + ELL + " 3.6 V, Iout " + LE + " 100 mA 5.0 (4.85 " + ELL + " 5.15)",
    it(PK, "output_voltage", "V", lo=4.85, typ=5.0, hi=5.15, condition="Vin 1.2 ... 3.6 V"),
)
PK_I24 = f(
    PK,
    1,
    "2 " + TIMES + " AA NiMH 2.4 V 400 mA 85 % 0.98 A",
    it(PK, "output_current", "mA", hi=400, condition="Vin = 2.4 V (2 x AA NiMH), Vout > 4.75 V"),
)
PK_IQ_U = f(
    PK,
    1,
    "No-load input current Vin = 2.4 V 0.06 3.2 (power LED) mA",
    it("PKB-51U", "quiescent_current", "mA", value=3.2, condition="no load, Vin = 2.4 V, PKB-51U"),
)
PK_MAXIN = f(
    PK,
    2,
    "Maximum input is 3.6 V. Do not connect a Li-ion or LiPo cell (3.0 " + ELL + " 4.2 V) or "
    "three cells in series: above 4.0 V the converter is damaged.",
    it(PK, "abs_max_supply_voltage", "V", hi=4.0, condition="input; damaged above 4.0 V"),
)
PK_NOSC = note(PK, 2, "The output is not short-circuit protected.")

# ---------------------------------------------------------------- VPZ-18
VP_VCC = f(
    VP,
    1,
    "Supply voltage (VCC) 3.3 " + ELL + " 5.5 3.3 " + ELL + " 5.5 V",
    it(VP, "supply_voltage", "V", lo=3.3, hi=5.5, condition="VCC"),
)
VP_I5ON = f(
    VP,
    1,
    "Supply current mA VCC 5.0 V, DO LED off 3.5 3.5 VCC 5.0 V, DO LED on 6.2 6.2",
    it(VP, "supply_current", "mA", value=6.2, condition="VCC 5.0 V, DO LED on"),
)
VP_I5 = f(
    VP,
    1,
    "Supply current mA VCC 5.0 V, DO LED off 3.5 3.5 VCC 5.0 V, DO LED on 6.2 6.2",
    it(VP, "supply_current", "mA", value=3.5, condition="VCC 5.0 V, DO LED off"),
    it(VP, "supply_current", "mA", value=6.2, condition="VCC 5.0 V, DO LED on"),
)
VP_SENS_H = f(
    VP,
    1,
    "AO sensitivity 80 Hz, 25 " + DEG + " 50 250 mV/g",
    it(
        "VPZ-18H",
        "sensitivity",
        "mV/g",
        value=250,
        quantity="acceleration",
        condition="AO, 80 Hz, VPZ-18H column",
    ),
)
VP_AO33 = f(
    VP,
    1,
    "VCC AO swing, min. AO swing, max. DO high level 3.3 V 0.05 V 1.8 V 3.3 V",
    it(VP, "analog_output_voltage", "V", lo=0.05, hi=1.8, condition="AO, VCC = 3.3 V"),
)
VP_DOHI5 = f(
    VP,
    1,
    "5.0 V 0.05 V 3.5 V 5.0 V",
    it(VP, "output_high_voltage", "V", value=5.0, condition="DO high level at VCC = 5.0 V"),
)
VP_DO5V = note(
    VP,
    2,
    "DO is pulled up to VCC by 10 k" + OHM + ". Powered from 5 V, DO swings to 5 V: do not "
    "connect it to a 3.3 V-only input (ESP32, Raspberry Pi, most STM32 pins).",
)
VP_RES = note(VP, 1, "Resonance tip mass \u2014 120 Hz")

# ---------------------------------------------------------------- NIO5208
NI_VDD = f(
    NI,
    1,
    "Supply voltage VDD 2.3 5.5 V",
    it(NI, "supply_voltage", "V", lo=2.3, hi=5.5, condition="VDD, recommended"),
)
NI_ADDR_Q = (
    "A2 A1 A0 NIO5208 NIO5208A 0 0 0 0x20 0x70 0 0 1 0x21 0x71 0 1 0 0x22 0x72 0 1 1 0x23 "
    "0x73 1 0 0 0x24 0x74 1 0 1 0x25 0x75 1 1 0 0x26 0x76 1 1 1 0x27 0x77"
)
NI_ADDR_A = f(
    NI,
    2,
    NI_ADDR_Q,
    it(
        "NIO5208A",
        "i2c_address",
        values=["0x70", "0x71", "0x72", "0x73", "0x74", "0x75", "0x76", "0x77"],
        condition="NIO5208A, A2..A0",
    ),
)
NI_ADDR = f(
    NI,
    2,
    NI_ADDR_Q,
    it(
        NI,
        "i2c_address",
        values=["0x20", "0x21", "0x22", "0x23", "0x24", "0x25", "0x26", "0x27"],
        condition="NIO5208, A2..A0",
    ),
)
NI_FSCL = f(
    NI,
    1,
    "SCL clock frequency fSCL 0 1000 kHz",
    it(NI, "i2c_clock_frequency", "kHz", lo=0, hi=1000, condition="fSCL, Fast-mode Plus"),
)
NI_IOL30 = f(
    NI,
    2,
    "IOL VOL = 0.5 V 3.0 V 17 24 mA",
    it(NI, "output_current", "mA", lo=17, typ=24, condition="P pin sink, VOL = 0.5 V, VDD = 3.0 V"),
)
NI_5VBUS = f(
    NI,
    1,
    "SCL, SDA 0.7 " + TIMES + " VDD 5.5",
    it(NI, "input_high_voltage", "V", hi=5.5, condition="SCL, SDA at any VDD"),
)
NI_5VNOTE = note(
    NI,
    1,
    "Note: SCL and SDA tolerate 5.5 V at any VDD, so the NIO5208 can run at 3.3 V on a bus "
    "pulled up to 5 V.",
)
NI_ESD = note(NI, 1, "ESD protection: 2000 V HBM (JESD22-A114)")

# ---------------------------------------------------------------- ZNT6822
ZN_VDS = f(
    ZN,
    1,
    "Drain-source voltage VDS 30 V",
    it(ZN, "drain_source_voltage", "V", hi=30, condition="VDS, absolute maximum"),
)
ZN_VTH = f(
    ZN,
    2,
    "Gate threshold voltage VGS(th) VDS = VGS, ID = 250 " + MU + "A 0.5 0.85 1.2 V",
    it(ZN, "gate_threshold_voltage", "V", lo=0.5, typ=0.85, hi=1.2, condition="ID = 250 uA"),
)
ZN_RDS25 = f(
    ZN,
    2,
    "RDS(on) VGS = 2.5 V, ID = 4 A 25 33 m" + OHM,
    it(ZN, "on_resistance", "m" + OHM, typ=25, hi=33, condition="VGS = 2.5 V, ID = 4 A"),
)
ZN_RDS45 = f(
    ZN,
    2,
    "VGS = 4.5 V, ID = 5 A 19 24 Drain-source RDS(on)",
    it(ZN, "on_resistance", "m" + OHM, typ=19, hi=24, condition="VGS = 4.5 V, ID = 5 A"),
)
ZN_ID25 = f(
    ZN,
    1,
    "TA = 25 " + DEG + " 6.5 Continuous drain current ID A",
    it(ZN, "output_current", "A", hi=6.5, condition="continuous drain current, TA = 25 degC"),
)
ZN_ID70 = f(
    ZN,
    1,
    "Continuous drain current ID A TA = 70 " + DEG + " 5.2",
    it(ZN, "output_current", "A", hi=5.2, condition="continuous drain current, TA = 70 degC"),
)
ZN_VGS = f(
    ZN,
    1,
    "Gate-source voltage VGS " + PM + "12 V",
    it(ZN, "abs_max_input_voltage", "V", lo=-12, hi=12, condition="gate-source, absolute maximum"),
)
ZN_LOGIC = note(
    ZN,
    2,
    "Logic-level gate: RDS(on) is specified down to VGS = 1.8 V, so the GPIO of a 3.3 V or 5 V "
    "microcontroller drives the ZNT6822 directly.",
)

# ---------------------------------------------------------------- ALB-388
AL_VIN = f(
    AL,
    1,
    "Tensi\u00f3n de alimentaci\u00f3n / 3.3 5.0 5.5 V Supply voltage VIN",
    it(AL, "supply_voltage", "V", lo=3.3, typ=5.0, hi=5.5, condition="VIN"),
)
AL_PRANGE = f(
    AL,
    1,
    "Rango de presi\u00f3n / 300 1100 hPa Pressure range",
    it(AL, "measurement_range", "hPa", lo=300, hi=1100, quantity="pressure", condition="pressure"),
)
AL_ABSACC = f(
    AL,
    1,
    "Exactitud absoluta / 0 " + ELL + " +65 " + DEG + ", 900 " + ELL + " 1100 hPa -0.5 +0.5 hPa",
    it(
        AL,
        "accuracy",
        "hPa",
        lo=-0.5,
        hi=0.5,
        quantity="pressure",
        condition="absolute, 0 ... +65 degC, 900 ... 1100 hPa",
    ),
)
AL_ADDR_Q = (
    "The module answers at the 7-bit address 0x77 as shipped (ADR pad open, SDO pulled high); "
    "bridge the ADR pad to GND for 0x76."
)
AL_ADDR = f(AL, 2, AL_ADDR_Q, it(AL, "i2c_address", values=["0x77", "0x76"], condition="ADR pad"))
AL_STB_CUT = f(
    AL,
    1,
    "Standby current (sensor asleep) JP1 abierto / JP1 cut (LED off) 0.06 0.09",
    it(AL, "standby_current", "mA", typ=0.06, hi=0.09, condition="module, sensor asleep, JP1 cut"),
)
AL_I2CCLK = f(
    AL,
    2,
    "With the on-board 10 k" + OHM + " pull-ups use SCL clocks up to 400 kHz.",
    it(AL, "i2c_clock_frequency", "kHz", hi=400, condition="with the on-board pull-ups"),
)
AL_TOPR = f(
    AL,
    1,
    "Temperatura de operaci\u00f3n / -20 +70 " + DEG + " Operating temperature (module)",
    it(AL, "operating_temperature", DEG, lo=-20, hi=70, condition="module"),
)
AL_5VI2C = note(
    AL,
    2,
    "Over I" + SQ + "C: yes. Power VIN from 5 V; SDA and SCL are pulled up to 3.3 V on the module "
    "and the ATmega reads 3.3 V as HIGH.",
)
AL_3V3 = note(AL, 2, "ESP32, Raspberry Pi, 3.3 V boards: power VIN from 3.3 V or 5 V.")

# ---------------------------------------------------------------- KRX-56
KR_VS = f(
    KR,
    2,
    "Supply voltage VS 2.5 5.5 V",
    it("KRX-5638", "supply_voltage", "V", lo=2.5, hi=5.5, condition="VS"),
)
KR_IS5 = f(
    KR,
    2,
    "Supply current VS = 5 V ISD 0.35 0.55 mA",
    it("KRX-5638", "supply_current", "mA", typ=0.35, hi=0.55, condition="no signal, VS = 5 V"),
)
KR_VOL = f(
    KR,
    2,
    "Output voltage low IOSL = 2 mA VOSL 0.25 V",
    it(KR, "output_low_voltage", "V", hi=0.25, condition="IOSL = 2 mA"),
)
KR_TOPR = f(
    KR,
    1,
    "Operating temperature range Tamb -25 to +85 " + DEG,
    it("KRX-5640", "operating_temperature", DEG, lo=-25, hi=85, condition="Tamb"),
)
KR_OUTVS = note(
    KR,
    2,
    "OUT is pulled up internally to VS (30 k" + OHM + "); no external pull-up is needed. The HIGH "
    "level equals VS: for 3.3 V microcontrollers supply the receiver from 3.3 V.",
)

# ---------------------------------------------------------------- WGM-724
WG_VCC = f(
    WG,
    1,
    "Supply voltage VCC 2.7 " + ELL + " 5.5 2.7 " + ELL + " 5.5 V",
    it(WG, "supply_voltage", "V", lo=2.7, hi=5.5, condition="VCC"),
)
WG_RATE = f(
    WG,
    1,
    "10 (open) Output data rate RATE jumper 80 (fixed) SPS 80 (bridged)",
    it(WG, "data_rate", "SPS", value=10, condition="WGM-724, RATE jumper open"),
    it(WG, "data_rate", "SPS", value=80, condition="WGM-724, RATE jumper bridged"),
)
WG_FS64 = f(
    WG,
    1,
    "A 64 " + PM + "33.6 mV 90 nV rms 160 nV rms",
    it(
        WG,
        "analog_input_range",
        "mV",
        lo=-33.6,
        hi=33.6,
        condition="channel A, gain 64, E+ = 4.3 V",
    ),
)
WG_EXC5 = f(
    WG,
    1,
    "VCC = 5.0 V 4.3 4.3 Excitation E+ V",
    it(WG, "output_voltage", "V", value=4.3, condition="E+ excitation, VCC = 5.0 V"),
)
WG_EXCI = f(
    WG,
    1,
    "E+ output current 25 max. 25 max. mA",
    it(WG, "output_current", "mA", hi=25, condition="E+ excitation output"),
)
WG_BRIDGES = note(
    WG,
    2,
    "E+ can supply 25 mA: one 350 "
    + OHM
    + " bridge (12 mA at 4.3 V), two 350 "
    + OHM
    + " bridges in parallel, or four 1 k"
    + OHM
    + " bridges in parallel (17 mA).",
)
WG_NOI2C = note(
    WG,
    1,
    "This port is a plain clocked shift-out, not an I" + SQ + "C bus: the board has no address "
    "and cannot share SDA / SCL with I" + SQ + "C parts.",
)
WG_UNO = note(
    WG, 2, "5 V Arduino (Uno, Nano): VCC to 5V, GND to GND, DT and SCK to any two digital pins."
)
